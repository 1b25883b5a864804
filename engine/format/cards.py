"""The declaration of cards and the effect language: selectors, amounts, modifications,
event patterns, actions, and every ability kind (docs/scenario-format.md, "Cards and the effect
language").

The engine's parsers (engine/abilities/effects.py, engine/abilities/replacements.py,
engine/abilities/prevention.py, engine/abilities/legacy_kinds.py, ...) turn data these models accept
into the engine's specs; they check only what a shape can't say (which modification fits which
event, a star in a power).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Any, Literal, TypeAlias

from pydantic import ConfigDict, Field, model_validator
from pydantic_core import PydanticCustomError

from engine.format.base import (
    COLORS,
    MANA_LETTERS,
    ZONES,
    CardType,
    Choice,
    Color,
    Count,
    DurationName,
    Flag,
    Int,
    Model,
    Name,
    Supertype,
    Text,
    ZoneName,
    _drop_titles,
    absent,
    says,
    tagged,
)

REFS = ("self", "attached", "enchanted", "equipped", "targets")
RELATIONS = ("you", "opponent", "target", "chosen")  # a filter's controller / owner
# ("chosen": the player its source chose as it entered, its chosen "opponent" or "player")
PLAYER_RELATIONS = ("you", "opponent", "any")  # an event pattern's player
EVENT_PATTERNS = ("move", "enter", "counters", "damage", "gain_life", "lose_life", "draw",
                  "destroy", "create_token")
AMOUNT_CHANGES = ("times", "plus", "minus", "set", "life_floor")
ACTIONS = ("put_counters", "gain_life", "lose_life", "draw", "return_from_graveyard",
           "win_game", "regenerate")
# 508.1c, 509.1b, 502.3: what a resolved spell's or ability's restriction stops
# ("untap_during_untap_step" alone, lasting "next_untap_step").
_RESTRICTIONS = ("attack", "block", "be_blocked", "untap_during_untap_step")
CANT = ("lose_game", "opponents_win_game", "gain_life", "prevent_damage", "players_get_counters",
        "permanents_get_counters", "be_countered", "attack", "block", "be_blocked",
        # 502.3: doesn't untap during its controller's untap step (untapping otherwise is not
        # stopped).
        "untap_during_untap_step",
        # 509.1b: can't be blocked by more than one creature.
        "be_blocked_by_more_than_one",
        # 602.5: its activated abilities can't be activated.
        "activate_abilities",
        # 601.3, 101.2: a spell can't be cast ("Spells with the chosen name can't be cast.").
        "cast")
# 508.1d: what a "requirement" ability's creatures must do if able.
REQUIREMENTS = ("attack_each_combat",)
PREVENT_WORDS = ("next_time", "half", "all")


def _one_of(values: tuple[str, ...]) -> Any:
    return Literal[values]


def _unknown(what: str) -> Any:
    return lambda shown, known: f"unknown {what} {shown} (known: {', '.join(known)})"


def _expected(shown: str, known: tuple[str, ...]) -> str:
    return f"unknown value {shown} (expected one of {', '.join(known)})"


def _shape(kinds: dict[type, str]) -> Any:
    """A union member chosen by the JSON type of the value (bool is not an integer)."""

    def shape(value: Any) -> str | None:
        if isinstance(value, bool):
            return kinds.get(bool)
        return next((tag for cls, tag in kinds.items() if isinstance(value, cls)), None)

    return shape


# --- values and selectors ---------------------------------------------------------------------


class Chosen(Model):
    """A value chosen as the source entered or the spell resolved: ``{"chosen": "color"}``."""

    chosen: Name


if TYPE_CHECKING:
    Word: TypeAlias = Any
else:
    Word = tagged("word", {"literal": Name, "chosen": Chosen},
                  Choice("", _expected, 'expected a string or {"chosen": key}'),
                  _shape({str: "literal", dict: "chosen"}))
if TYPE_CHECKING:
    ColorValue: TypeAlias = Any
else:
    ColorValue = tagged("color_value", {"literal": Color, "chosen": Chosen},
                        Choice("", _expected, 'expected a color letter or {"chosen": key}'),
                        _shape({str: "literal", dict: "chosen"}))


class Filter(Model):
    """Objects with all of ``types`` and ``supertypes``, any of ``subtypes`` and ``colors``, none
    of the ``not_*`` ones; on the battlefield unless ``zones`` says otherwise."""

    zones: Annotated[list[ZoneName], Field(min_length=1)] | Literal["all"] = absent()
    types: list[CardType] = []
    not_types: list[CardType] = []
    subtypes: list[Word] = []
    not_subtypes: list[Word] = []
    supertypes: list[Supertype] = []
    not_supertypes: list[Supertype] = []
    colors: list[ColorValue] = []
    not_colors: list[ColorValue] = []
    controller: _one_of(RELATIONS) = absent()  # type: ignore[valid-type]
    owner: _one_of(RELATIONS) = absent()  # type: ignore[valid-type]
    other: Flag = False
    token: Flag = absent()
    # "tapped creature" (true) / "untapped" (false); "with mana value N or less"; "without
    # flying" (the keywords it lacks).
    tapped: Flag = absent()
    max_mana_value: Count = absent()
    not_keywords: list[Name] = []
    # "with flying" (the keywords it has, all of them).
    keywords: list[Name] = []
    # "with power N or greater" / "with power N or less": an object without a power
    # (a noncreature) matches neither.
    power_at_least: Count = absent()
    power_at_most: Count = absent()
    # "multicolored" (105.2b): two or more of the five colors.
    multicolored: Literal[True] = absent()
    any: Annotated[list[Filter], Field(min_length=1)] = absent()


if TYPE_CHECKING:
    Affects: TypeAlias = Any
else:
    Affects = tagged("affects", {"ref": _one_of(REFS), "filter": Filter},
                     Choice("", _expected,
                            f"expected one of {', '.join(REFS)} or a filter object"),
                     _shape({str: "ref", dict: "filter"}))


# --- amounts ----------------------------------------------------------------------------------


class CountOf(Model):
    """How many objects match."""

    count: Affects


class CardTypesAmong(Model):
    """How many card types are among the objects that match (Tarmogoyf)."""

    card_types_among: Affects


class ManaValueOfIt(Model):
    """The affected object's mana value (Opalescence)."""

    mana_value: Literal["it"]


class Sum(Model):
    """The sum of amounts."""

    sum: Annotated[list[Amount], Field(min_length=1)]


class XTimes(Model):
    """107.3a: the X its spell's caster chose, times 1 ("+X") or -1 ("-X"); only in a spell's
    effect, fixed as it resolves (608.2h)."""

    x: Literal[1, -1]


_AMOUNT_KEYS = ("count", "card_types_among", "mana_value", "sum", "x")


def _amount_shape(value: Any) -> str | None:
    if isinstance(value, int) and not isinstance(value, bool):
        return "integer"
    if isinstance(value, dict) and len(value) == 1 and next(iter(value)) in _AMOUNT_KEYS:
        return str(next(iter(value)))
    return None


if TYPE_CHECKING:
    Amount: TypeAlias = Any
else:
    Amount = tagged("amount", {"integer": Int, "count": CountOf, "card_types_among": CardTypesAmong,
                               "mana_value": ManaValueOfIt, "sum": Sum, "x": XTimes},
                    Choice("", _expected, "expected an integer or one of "
                           + ", ".join(_AMOUNT_KEYS)),
                    _amount_shape)


# --- modifications (613.1, 613.3) ------------------------------------------------------------


class Copy(Model):
    op: Literal["copy"]
    of: Annotated[str, says('expected "target" or an object id')] = "target"


class GainControl(Model):
    op: Literal["gain_control"]


class ChangeText(Model):
    op: Literal["change_text"]
    from_: Word = Field(alias="from")
    to: Word


class AddTypes(Model):
    op: Literal["add_types"]
    types: list[CardType] = []
    subtypes: list[Word] = []
    supertypes: list[Supertype] = []


class SetTypes(Model):
    op: Literal["set_types"]
    types: list[CardType]
    subtypes: list[Word] = []


class SetSubtypes(Model):
    op: Literal["set_subtypes"]
    subtypes: list[Word]


class EveryCreatureType(Model):
    op: Literal["every_creature_type"]


class RemoveTypes(Model):
    op: Literal["remove_types"]
    types: list[CardType] = []
    subtypes: list[Word] = []
    supertypes: list[Supertype] = []


class SetColors(Model):
    op: Literal["set_colors"]
    colors: list[ColorValue]


class AddColors(Model):
    op: Literal["add_colors"]
    colors: list[ColorValue]


class AddAbilities(Model):
    op: Literal["add_abilities"]
    abilities: Annotated[list[Ability], Field(min_length=1)]
    # "This effect doesn't remove ~." (Flickering Ward): the protection it grants doesn't make
    # its source (an Aura or Equipment) fall off (702.16c, 702.16d).
    spares_source: Flag = absent()


class RemoveAllAbilities(Model):
    op: Literal["remove_all_abilities"]


class RemoveAbilities(Model):
    op: Literal["remove_abilities"]
    keywords: list[Name]


class SetPT(Model):
    op: Literal["set_pt"]
    power: Amount
    toughness: Amount


class ModifyPT(Model):
    op: Literal["modify_pt"]
    power: Amount
    toughness: Amount


class SwitchPT(Model):
    op: Literal["switch_pt"]


_MODIFICATIONS: dict[str, Any] = {
    "copy": Copy, "gain_control": GainControl, "change_text": ChangeText, "add_types": AddTypes,
    "set_types": SetTypes, "set_subtypes": SetSubtypes, "every_creature_type": EveryCreatureType,
    "remove_types": RemoveTypes, "set_colors": SetColors, "add_colors": AddColors,
    "add_abilities": AddAbilities, "remove_all_abilities": RemoveAllAbilities,
    "remove_abilities": RemoveAbilities, "set_pt": SetPT, "modify_pt": ModifyPT,
    "switch_pt": SwitchPT,
}
if TYPE_CHECKING:
    Modification: TypeAlias = Any
else:
    Modification = tagged("modification", _MODIFICATIONS,
                          Choice("op", _unknown("op"), "expected a modification object"))
Modifications = Annotated[list[Modification], Field(min_length=1)]
FunctionsIn = Literal["all"] | Annotated[list[ZoneName], Field(min_length=1)]


# --- event patterns, conditions, changes and actions (614, 615) --------------------------------


class MovePattern(Model):
    type: Literal["move"]
    object: Affects = absent()
    from_: ZoneName = absent(alias="from")
    to: ZoneName


class EnterPattern(Model):
    type: Literal["enter"]
    object: Affects


class CountersPattern(Model):
    type: Literal["counters"]
    on: Affects = absent()
    counter: Annotated[str, Field(min_length=1), says("expected a counter name or any")] = "any"


class DamagePattern(Model):
    type: Literal["damage"]
    source: Affects = absent()
    players: _one_of((*PLAYER_RELATIONS, "target")) = absent()  # type: ignore[valid-type]
    permanents: Affects = absent()
    combat: Flag = absent()


class GainLifePattern(Model):
    type: Literal["gain_life"]
    player: _one_of(PLAYER_RELATIONS) = "any"  # type: ignore[valid-type]


class LoseLifePattern(Model):
    type: Literal["lose_life"]
    player: _one_of(PLAYER_RELATIONS) = "any"  # type: ignore[valid-type]
    from_damage: Flag = False


class DrawPattern(Model):
    type: Literal["draw"]
    player: _one_of(PLAYER_RELATIONS) = "any"  # type: ignore[valid-type]


class DestroyPattern(Model):
    type: Literal["destroy"]
    object: Affects


class CreateTokenPattern(Model):
    """111.1, 111.2: ``player`` creates the tokens, which enter under that player's control."""

    type: Literal["create_token"]
    player: _one_of(PLAYER_RELATIONS) = "any"  # type: ignore[valid-type]


if TYPE_CHECKING:
    Pattern: TypeAlias = Any
else:
    Pattern = tagged("event_pattern", {
        "move": MovePattern, "enter": EnterPattern, "counters": CountersPattern,
        "damage": DamagePattern, "gain_life": GainLifePattern, "lose_life": LoseLifePattern,
        "draw": DrawPattern, "destroy": DestroyPattern, "create_token": CreateTokenPattern,
    }, Choice("type", _expected, "expected an event pattern object"))


class Conditions(Model):
    """``if``: conditions the replacement effect applies under."""

    you_control: Affects = absent()
    # With ``you_control``: at least this many such permanents (614.12: counted as the
    # event would happen; "enters tapped unless you control two or fewer other lands" is
    # ``{"you_control": {"types": ["Land"]}, "at_least": 3}``).
    at_least: Annotated[int, Field(ge=2), says("expected an integer of at least 2")] = absent()
    # With ``you_control``: at most this many such permanents ("enters tapped unless you
    # control two or more basic lands" is ``{"you_control": {"types": ["Land"], "supertypes":
    # ["Basic"]}, "at_most": 1}``).
    at_most: Count = absent()
    creature_died_this_turn: Literal[True] = absent()
    library_empty: Literal[True] = absent()
    graveyard_has_card: Literal[True] = absent()
    # 702.54a bloodthirst: "if an opponent was dealt damage this turn".
    opponent_dealt_damage_this_turn: Literal[True] = absent()
    # 702.33d, 607.2h: "If ~ was kicked, it enters ...": the entering permanent was kicked
    # (only on its own entering, ``"event": {"type": "enter", "object": "self"}``).
    kicked: Literal[True] = absent()


class AmountChangeOf(Model):
    """``{"times": 2}``: how an event's amount changes (one of them)."""

    times: Count = absent()
    plus: Count = absent()
    minus: Count = absent()
    set: Count = absent()
    life_floor: Count = absent()

    @model_validator(mode="after")
    def _exactly_one(self) -> AmountChangeOf:
        if len(self.model_fields_set) != 1:
            raise PydanticCustomError("scenario", "expected one of " + ", ".join(
                '{"' + c + '": n}' for c in AMOUNT_CHANGES))
        return self


def _one_property(schema: dict[str, Any]) -> None:
    _drop_titles(schema)
    # One change, or "tapped" with "counters" (614.1c: "enters tapped with N counters").
    schema.update(minProperties=1, anyOf=[
        {"maxProperties": 1},
        {"required": ["tapped", "counters"], "maxProperties": 2}])


_CHANGES = ("to", "amount", "tapped", "counters", "as_copy_of", "under_control_of", "choose")


class Change(Model):
    """``instead`` as an object: how the event is changed (exactly one field, or ``tapped``
    with ``counters``: "enters tapped with N counters", one replacement effect, 614.1c)."""

    model_config = ConfigDict(json_schema_extra=lambda schema: _one_property(schema))

    to: ZoneName = absent()
    amount: AmountChangeOf = absent()
    tapped: Literal[True] = absent()
    # An amount, or "x" (107.3m: the X its spell was cast with; its own entering only).
    counters: Annotated[dict[str, Count | Literal["x"]],
                        Field(min_length=1, max_length=1)] = absent()
    as_copy_of: Literal["self"] = absent()
    under_control_of: Literal["you"] = absent()
    # "As ~ enters, choose a color / an opponent / a player / a creature type" (614.12a).
    choose: Literal["color", "opponent", "player", "creature_type", "card_name",
                    "basic_land_type"] = absent()
    # With ``choose`` "card_name": the card types the named card may not have ("choose a
    # nonland card name": ["Land"]; "a noncreature, nonland card name": ["Creature", "Land"]).
    except_types: Annotated[list[CardType], Field(min_length=1)] = absent()

    @model_validator(mode="after")
    def _exactly_one(self) -> Change:
        if self.model_fields_set == {"choose", "except_types"}:
            if self.choose != "card_name":
                raise PydanticCustomError("scenario", 'except_types goes with "choose": '
                                                      '"card_name" only')
            return self
        if (len(self.model_fields_set) != 1
                and self.model_fields_set != {"tapped", "counters"}):
            raise PydanticCustomError("scenario", f"expected exactly one of {', '.join(_CHANGES)}"
                                      " (or tapped with counters)")
        return self


ActionAmount = Annotated[Count | Literal["event"],
                         says('expected a non-negative integer or "event"')]


class PutCountersAction(Model):
    do: Literal["put_counters"]
    counter: Annotated[str, Field(min_length=1), says("expected a counter name")]
    amount: ActionAmount = "event"


class GainLifeAction(Model):
    do: Literal["gain_life"]
    amount: ActionAmount = "event"


class LoseLifeAction(Model):
    do: Literal["lose_life"]
    amount: ActionAmount = "event"


class DrawAction(Model):
    do: Literal["draw"]
    amount: ActionAmount = "event"


class ReturnFromGraveyardAction(Model):
    do: Literal["return_from_graveyard"]


class WinGameAction(Model):
    do: Literal["win_game"]


class RegenerateAction(Model):
    do: Literal["regenerate"]


if TYPE_CHECKING:
    Action: TypeAlias = Any
else:
    Action = tagged("action", {
        "put_counters": PutCountersAction, "gain_life": GainLifeAction,
        "lose_life": LoseLifeAction, "draw": DrawAction,
        "return_from_graveyard": ReturnFromGraveyardAction, "win_game": WinGameAction,
        "regenerate": RegenerateAction,
    }, Choice("do", _expected, "expected an action object"))
if TYPE_CHECKING:
    Instead: TypeAlias = Any
else:
    Instead = tagged("instead", {
        "change": Change,
        "actions": Annotated[list[Action], Field(min_length=1, max_length=1)],
    }, Choice("", _expected, "expected how the event changes (an object) or actions (a list)"),
        _shape({dict: "change", list: "actions"}))


class NextAmount(Model):
    next: Annotated[int, Field(ge=0), says("expected a non-negative integer")]


class EachTime(Model):
    each_time: Annotated[int, Field(ge=0), says("expected a non-negative integer")]


def _prevent_shape(value: Any) -> str | None:
    if isinstance(value, str):
        return "word"
    if isinstance(value, dict) and len(value) == 1 and next(iter(value)) in ("next", "each_time"):
        return str(next(iter(value)))
    return None


if TYPE_CHECKING:
    Prevent: TypeAlias = Any
else:
    Prevent = tagged("prevent", {"word": _one_of(PREVENT_WORDS), "next": NextAmount,
                                 "each_time": EachTime},
                     Choice("", _expected, 'expected {"next": n}, {"each_time": n}, "next_time", '
                            '"half" or "all"'),
                     _prevent_shape)


class GainLifePrevented(Model):
    do: Literal["gain_life"]
    amount: Literal["prevented"]


# --- abilities (113, 604) ---------------------------------------------------------------------


if TYPE_CHECKING:
    Enchant: TypeAlias = Any
else:
    Enchant = tagged("enchant", {"players": Literal["player", "opponent"],
                                 "filters": Annotated[list[Filter], Field(min_length=1)]},
                     Choice("", _expected, 'expected a list of filters, "player" or "opponent"'),
                     _shape({str: "players", list: "filters"}))


class Equip(Model):
    """702.6a: the equip ability's cost, and what it can target (default: a creature you
    control)."""

    cost: Name
    to: Filter = absent()


class KeywordAbility(Model):
    """A keyword ability (702); the structured forms of Enchant and Equip have a label and
    ``enchant`` or ``equip``."""

    kind: Literal["keyword"]
    keyword: Name
    label: Name = absent()
    enchant: Enchant = absent()
    equip: Equip = absent()


class ManaAbility(Model):
    """``{T}: Add {R} or {W}.``"""

    kind: Literal["mana"]
    produces: Annotated[list[_one_of(MANA_LETTERS)],  # type: ignore[valid-type]
                        Field(min_length=1), says("expected a list of mana letters W U B R G C")]
    label: Name = absent()
    # 602.1a: the cost before its colon ("{T}, Sacrifice ~"); the activate event pays it.
    cost: Name = absent()
    # 106.1: how many mana of one of those colors it adds ("{T}: Add {C}{C}." is 2 of C).
    amount: Annotated[int, Field(ge=1), says("expected an integer of at least 1")] = absent()
    # 605.3b: what else it does as it resolves ("~ deals 1 damage to you"), without targets.
    effect: Annotated[list[ResolveAction], Field(min_length=1)] = absent()
    # 106.1: ``true``: it adds every color it produces at once ("{T}: Add {R}{W}."), not one of
    # them (the mana isn't tracked: the trace says what it adds).
    together: Flag = absent()
    # 607.1: ``true``: one mana of the color its source chose as it entered ("{T}: Add one mana
    # of the chosen color.", Sol Grail); ``produces`` lists the five colors it might be. With no
    # color chosen it adds none.
    chosen_color: Flag = absent()


class TextAbility(Model):
    """An ability the engine shows but doesn't play."""

    kind: Literal["text"]
    text: Name
    applied_by: Annotated[Literal["granting_effect"], says('expected "granting_effect"')] = absent()


class _Continuous(Model):
    """What the three kinds carrying a continuous effect share (604, 611, 613)."""

    label: Name
    modifications: Modifications
    cda: Flag = False
    functions_in: FunctionsIn = absent()
    duration: DurationName = absent()
    mode: Text = ""
    cost: Text = ""


class StaticCondition(Model):
    """``condition``: what must be true for a static ability's effect to apply (611.3a: checked
    each time the layers are applied). Every field given must hold; "you" is the source's
    controller."""

    # "As long as it's your turn" / "During your turn" (false: "as long as it's not your turn").
    your_turn: bool = absent()
    # "As long as ~ is tapped" (false: "untapped").
    tapped: bool = absent()
    # "as long as it's attacking" / "blocking": the source is an attacking / blocking creature
    # (506.3, 506.4).
    in_combat: _one_of(("attacking", "blocking")) = absent()  # type: ignore[valid-type]
    # "As long as ~ is enchanted" / "equipped" (an Aura / Equipment is attached to it).
    enchanted: Literal[True] = absent()
    equipped: Literal[True] = absent()
    # "As long as you have N or less life" / "N or more life".
    life_at_most: Count = absent()
    life_at_least: Count = absent()
    # "As long as an opponent has N or less life": at least one opponent of the controller.
    opponent_life_at_most: Count = absent()
    # "As long as you have the city's blessing" (702.131c).
    city_blessing: Literal[True] = absent()
    # "As long as you control a Forest" / "an opponent controls an Island": at least one object
    # the filter describes ("controller": "you" / "opponent", relative to the source).
    exists: Affects = absent()
    # With ``exists``: at least this many such objects ("as long as you control three or more
    # artifacts", metalcraft); default 1.
    at_least: Annotated[int, Field(ge=1), says("expected an integer of at least 1")] = absent()
    # "As long as ~ has a +1/+1 counter on it": at least one counter of that kind on the source.
    counter: Name = absent()
    # With ``counter``: at least / at most this many counters of that kind (711.2: a
    # leveler's level symbol, "LEVEL 2-4" / "LEVEL 5+"); the least defaults to 1.
    counter_at_least: Annotated[int, Field(ge=1),
                                says("expected an integer of at least 1")] = absent()
    counter_at_most: Annotated[int, Field(ge=1),
                               says("expected an integer of at least 1")] = absent()

    @model_validator(mode="after")
    def _something(self) -> StaticCondition:
        given = self.model_fields_set
        if not given:
            raise PydanticCustomError("scenario", "expected an object of conditions")
        if "at_least" in given and "exists" not in given:
            raise PydanticCustomError("scenario", "at_least: only with exists")
        if given & {"counter_at_least", "counter_at_most"} and "counter" not in given:
            raise PydanticCustomError(
                "scenario", "counter_at_least, counter_at_most: only with counter")
        if "counter_at_most" in given and self.counter_at_most < (
                self.counter_at_least if "counter_at_least" in given else 1):
            raise PydanticCustomError("scenario", "counter_at_most: less than counter_at_least")
        return self


class StaticAbility(_Continuous):
    """A static ability's continuous effect (604, 611.3); ``cda``: characteristic-defining."""

    kind: Literal["static"]
    affects: Affects
    condition: StaticCondition = absent()
    # 506.3: with a filter ``affects``, only those of its objects attacking / blocking now
    # ("Attacking creatures you control get +1/+0"), read each time the layers are applied.
    in_combat: _one_of(("attacking", "blocking")) = absent()  # type: ignore[valid-type]


def _continuous_or_actions(given: set[str]) -> None:
    """A spell's or activated ability's effect: a continuous effect (``modifications``) or the
    actions of the shared library (``effect``), not both (a card with both has two)."""
    if ("modifications" in given) == ("effect" in given):
        raise PydanticCustomError("scenario", "expected exactly one of modifications (a "
                                  "continuous effect) and effect (a list of actions)")


class SpellAbility(_Continuous):
    """What an instant or sorcery does as it resolves (608.2): the continuous effect it creates
    (611.2), or actions of the shared library (``effect``); ``targets`` says what it targets
    (115.1, 601.2c)."""

    kind: Literal["spell"]
    affects: Affects = "targets"
    modifications: Modifications = absent()
    targets: list[TargetSpec] = []
    effect: Annotated[list[ResolveAction], Field(min_length=1)] = absent()
    # 506.3, 611.2c: with a filter ``affects``, only those attacking / blocking / either as it
    # resolves ("Attacking creatures get +1/+1 until end of turn").
    in_combat: _one_of(("attacking", "blocking", "attacking_or_blocking")) = absent()  # type: ignore[valid-type]
    # 700.2: a modal spell's "Choose one —" ([1, 1]), "Choose one or both —" ([1, 2]),
    # "Choose two —" ([2, 2]): how many of its distinct modes its caster chooses, at least and
    # at most (a mode at most once, 700.2d). Only with ``mode``.
    choose: Annotated[list[Annotated[int, Field(ge=1)]], Field(min_length=2, max_length=2),
                      says("expected [at least, at most], numbers from 1")] = absent()
    # 702.42a: entwine: its caster may instead choose every mode (the entwine cost is mana,
    # taken as paid). Only with ``choose``.
    entwine: Flag = absent()
    # 700.2d: "You may choose the same mode more than once.": a mode may be chosen again (the
    # spell is as if it appeared that many times in sequence). Only with ``choose``, on a mode
    # with ``effect`` actions.
    repeat: Flag = absent()

    # 508.1c, 509.1b, 611.2a: "Target creature can't block this turn": the restriction the
    # effect it creates as it resolves puts on ``affects`` (its targets, or a filter checked
    # each time) until the cleanup step (``"duration": "end_of_turn"``, required); instead of
    # ``modifications`` and ``effect``.
    cant: Annotated[list[_one_of(_RESTRICTIONS)],  # type: ignore[valid-type]
                    Field(min_length=1)] = absent()

    # 614.8: "Regenerate target creature.": ``"targets"``: as it resolves, a regeneration
    # shield on what it targeted (until used or the turn ends); instead of ``modifications``
    # and ``effect``.
    regenerate: Literal["targets"] = absent()
    # 608.2c: "Untap that creature.", "It gains haste until end of turn." after a sentence
    # that targets: the ability acts on the targets of the spell's ability before it and
    # declares none of its own.
    same_targets: Flag = absent()

    @model_validator(mode="after")
    def _one_effect(self) -> SpellAbility:
        given = self.model_fields_set
        others = {"cant", "regenerate"} & given
        if others:
            if "modifications" in given or "effect" in given or len(others) > 1:
                raise PydanticCustomError("scenario", "expected exactly one of modifications, "
                                          "effect, cant and regenerate")
            given = given | {"modifications"}
        _continuous_or_actions(given)
        if "choose" in self.model_fields_set and (
                not self.mode or self.choose[0] > self.choose[1]):
            raise PydanticCustomError("scenario", "choose: expected [at least, at most] (at "
                                      "least <= at most) on a spell ability with a mode")
        if "entwine" in self.model_fields_set and "choose" not in self.model_fields_set:
            raise PydanticCustomError("scenario", "entwine: only on a mode with choose (702.42a)")
        if "repeat" in self.model_fields_set and ("choose" not in self.model_fields_set
                                                  or "effect" not in self.model_fields_set):
            raise PydanticCustomError("scenario", "repeat: only on a mode with choose and "
                                      "effect actions (700.2d)")
        return self


class ActivatedAbility(_Continuous):
    """An activated ability (602): its ``cost`` and what it does as it resolves, like a
    spell's (a continuous effect, or ``effect`` actions, with ``targets``)."""

    kind: Literal["activated"]
    affects: Affects = "self"
    modifications: Modifications = absent()
    targets: list[TargetSpec] = []
    effect: Annotated[list[ResolveAction], Field(min_length=1)] = absent()
    # 506.3, 611.2c: with a filter ``affects``, only those attacking / blocking / either as it
    # resolves ("Attacking creatures get +1/+1 until end of turn").
    in_combat: _one_of(("attacking", "blocking", "attacking_or_blocking")) = absent()  # type: ignore[valid-type]
    # 113.6m: "Return ~ from your graveyard to your hand" functions only while the card is in
    # its owner's graveyard (its only action, in the engine, is that return).
    zone: Literal["graveyard"] = absent()
    # 508.1c, 509.1b, 611.2a: "{1}{R}: Target creature can't block this turn.", "{U}: ~ can't
    # be blocked this turn.": as it resolves, the restriction on its targets, on its source
    # (while it is the same object, 400.7) or on what a filter matches (checked each time)
    # until the cleanup step (``"duration": "end_of_turn"``, required); instead of
    # ``modifications`` and ``effect``, as a spell's ``cant``.
    cant: Annotated[list[_one_of(_RESTRICTIONS)],  # type: ignore[valid-type]
                    Field(min_length=1)] = absent()

    @model_validator(mode="after")
    def _one_effect(self) -> ActivatedAbility:
        given = self.model_fields_set
        if "cant" in given:
            if "modifications" in given or "effect" in given:
                raise PydanticCustomError("scenario", "expected exactly one of modifications, "
                                          "effect and cant")
            given = given | {"modifications"}
        _continuous_or_actions(given)
        return self


class ReplacementAbility(Model):
    """An event pattern plus what happens instead (614)."""

    kind: Literal["replacement"]
    label: Name
    event: Pattern
    if_: Conditions = absent(alias="if")
    instead: Instead
    self_replacement: Flag = False
    functions_in: Annotated[FunctionsIn, says('"all" or a list of zones')] = absent()
    # 614.8, 115.1: an activated regeneration shield's one target ("Regenerate target
    # creature"), with ``cost``; the shield is on what it targeted.
    targets: list[TargetSpec] = absent()
    cost: Name = absent()


class PreventionAbility(Model):
    """A damage pattern plus how much it prevents (615)."""

    kind: Literal["prevention"]
    label: Name
    event: DamagePattern
    prevent: Prevent
    sharing_color: Flag = False
    also: Annotated[list[GainLifePrevented], Field(max_length=1), says(
        'expected [{"do": "gain_life", "amount": "prevented"}] (615.5)')] = []
    mode: Annotated[str, says("expected the mode's name")] = ""
    duration: DurationName = absent()
    # 602.1, 615.7: an activated shield ("{T}: Prevent the next 1 damage that would be dealt
    # to any target this turn."): its cost, and the targets it declares.
    cost: Name = absent()
    targets: list[TargetSpec] = []


class CantAbility(Model):
    """What players or permanents can't do (Platinum Angel, Solemnity)."""

    kind: Literal["cant"]
    label: Name
    what: Annotated[list[_one_of(CANT)], Field(min_length=1)]  # type: ignore[valid-type]
    affects: Affects = absent()
    counter: Name = absent()
    # "you": only its controller ("You can't get poison counters"); "opponents", with "cast"
    # only: only its controller's opponents ("Your opponents can't cast spells of the chosen
    # color.").
    player: Literal["you", "opponents"] = absent()
    # 601.3, 602.5: with "cast" or "activate_abilities" only: only spells / sources with this
    # name (literal, or the card name
    # chosen as its source entered, ``{"chosen": "card_name"}``).
    name: Word = absent()
    # 509.1b: with "block", only attackers it matches can't be blocked by the creature; with
    # "be_blocked", only blockers it matches can't block it.
    by: Filter = absent()
    # 509.1b: and only those of the ``by`` creatures with power at most / at least this.
    by_power_at_most: Annotated[int, Field(ge=0)] = absent()
    by_power_at_least: Annotated[int, Field(ge=0)] = absent()
    # 509.1b: with "be_blocked", only those of the ``by`` creatures whose power is less than
    # the restricted creature's ("Creatures with power less than ~'s power can't block it").
    by_power_below_its: Literal[True] = absent()
    # 508.1c, 509.1b: the restriction doesn't apply while the defending player (for "attack")
    # controls a permanent this filter matches, or while its controller does.
    unless_defending_controls: Filter = absent()
    unless_you_control: Filter = absent()
    # 502.3: with "untap_during_untap_step" only, the active player may choose whether it
    # applies ("You may choose not to untap ~ during your untap step").
    may: Flag = absent()


class RequirementAbility(Model):
    """508.1d: the creatures it affects (itself by default) must do ``what`` if able: attack
    each combat (checked as attackers are declared)."""

    kind: Literal["requirement"]
    label: Name
    what: Annotated[list[_one_of(REQUIREMENTS)], Field(min_length=1)]  # type: ignore[valid-type]
    affects: Affects = absent()


class BlockAdditional(Model):
    """509.1a: this creature can block ``count`` additional creatures each combat, or any
    number (``"any"``)."""

    kind: Literal["block_additional"]
    label: Name
    count: Annotated[int, Field(ge=1)] | Literal["any"]
class AdditionalCostAbility(Model):
    """601.2b, 601.2h: "As an additional cost to cast this spell, sacrifice a creature.": a cost
    its caster pays as the spell is cast (the cast event's ``sacrifice`` or ``discard`` names
    the choice)."""

    kind: Literal["additional_cost"]
    label: Name
    pay: Annotated[str, Field(pattern=r"^(Sacrifice (a|an) (creature|artifact|land|"
                                       r"enchantment|permanent)|Discard a card|Pay \d+ life"
                                       r"|Sacrifice (two|three|four|five) lands)$")]
    # 702.42a: an entwine cost that isn't mana ("Entwine—Sacrifice three lands."): paid only
    # when the caster chooses every mode by entwine (the cast event's ``sacrifice``).
    entwine: Flag = absent()


class BuybackAbility(Model):
    """702.27a: "Buyback {3}": its caster may pay the buyback cost (mana, taken as paid: the
    cast event's ``"buyback": true``); if they did, the spell goes to its owner's hand instead
    of their graveyard as it resolves."""

    kind: Literal["buyback"]
    label: Name


class KickerAbility(Model):
    """702.33a (607.2h in the shipped text): "Kicker {2}{G}": its caster may pay the kicker
    cost (mana, taken as paid: the cast event's ``"kicked": true``); the spell, and the
    permanent a permanent spell becomes, "was kicked" (702.33d, 607.2h)."""

    kind: Literal["kicker"]
    label: Name


class FlashbackAbility(Model):
    """702.34a: "Flashback {2}{R}" on an instant or sorcery: its owner may cast it from their
    graveyard by paying the flashback cost (mana, taken as paid: the cast event's
    ``"flashback": true``) rather than its mana cost; cast so, it is exiled instead of going
    anywhere else any time it would leave the stack."""

    kind: Literal["flashback"]
    label: Name
    # A flashback cost that isn't only mana ("{1}{R}, Pay 3 life", "Sacrifice a creature"):
    # each part after the mana is paid as the spell is cast (601.2h), the cast event's
    # ``sacrifice`` naming the choice.
    cost: Name = absent()


class JumpStartAbility(Model):
    """702.133a: "Jump-start" on an instant or sorcery: its owner may cast it from their
    graveyard by discarding a card as an additional cost (the cast event's ``"jump_start":
    true`` and ``discard``); cast so, it is exiled instead of going anywhere else any time it
    would leave the stack."""

    kind: Literal["jump_start"]
    label: Name


class RetraceAbility(Model):
    """702.81a: "Retrace" on an instant or sorcery: its owner may cast it from their graveyard
    by discarding a land card as an additional cost (the cast event's ``"retrace": true`` and
    ``discard``)."""

    kind: Literal["retrace"]
    label: Name


class ReboundAbility(Model):
    """702.88a: "Rebound" on an instant or sorcery: "If this spell was cast from your hand,
    instead of putting it into your graveyard as it resolves, exile it and, at the beginning
    of your next upkeep, you may cast this card from exile without paying its mana cost." (the
    cast event's ``"rebound": true`` casts it as that delayed ability resolves)."""

    kind: Literal["rebound"]
    label: Name


class MadnessAbility(Model):
    """702.35a: "Madness {1}{B}": "If a player would discard this card, that player discards
    it, but exiles it instead of putting it into their graveyard" and "When this card is exiled
    this way, its owner may cast it by paying [cost] rather than paying its mana cost. If that
    player doesn't, they put this card into their graveyard." (the cast event's ``"madness":
    true`` casts it as that triggered ability resolves; mana is taken as paid)."""

    kind: Literal["madness"]
    label: Name
    cost: Annotated[str, Field(pattern=r"^(\{[0-9WUBRGCX/P]+\})+$"), says(
        "expected a mana cost such as {1}{W}")]


class DredgeAbility(Model):
    """702.52a: "Dredge 3" functions while the card is in its owner's graveyard: "As long as
    you have at least N cards in your library, if you would draw a card, you may instead mill N
    cards and return this card from your graveyard to your hand." (each draw asks its owner,
    a choice: the card's id, or ``"draw"``)."""

    kind: Literal["dredge"]
    label: Name
    amount: Annotated[int, Field(ge=1)]


class UnearthAbility(Model):
    """702.84a: "Unearth {2}{B}" means "{2}{B}: Return this card from your graveyard to the
    battlefield. It gains haste. Exile it at the beginning of the next end step. If it would
    leave the battlefield, exile it instead of putting it anywhere else. Activate only as a
    sorcery.": an activated ability that functions only while the card is in its owner's
    graveyard (the activate event activates it from there; mana is taken as paid)."""

    kind: Literal["unearth"]
    label: Name
    cost: Annotated[str, Field(pattern=r"^(\{[0-9WUBRGC/P]+\})+$"), says(
        "expected a mana cost such as {1}{W}")]


class ScavengeAbility(Model):
    """702.97a: "Scavenge {1}{G}" means "{1}{G}, Exile this card from your graveyard: Put a
    number of +1/+1 counters equal to the power of the card you exiled on target creature.
    Activate only as a sorcery.": an activated ability that functions only while the card is
    in its owner's graveyard (the activate event activates it from there, its one target the
    creature; mana is taken as paid)."""

    kind: Literal["scavenge"]
    label: Name
    cost: Annotated[str, Field(pattern=r"^(\{[0-9WUBRGC/P]+\})+$"), says(
        "expected a mana cost such as {1}{W}")]


class CyclingAbility(Model):
    """702.29a: "Cycling {2}" means "{2}, Discard this card: Draw a card.", an activated
    ability that functions only while the card is in a player's hand (the activate event
    activates it from there; mana is taken as paid). With ``search`` it is typecycling
    (702.29e): "Swampcycling {2}" means "{2}, Discard this card: Search your library for a
    Swamp card, reveal it, and put it into your hand. Then shuffle your library." """

    kind: Literal["cycling"]
    label: Name
    cost: Annotated[str, Field(pattern=r"^(\{[0-9WUBRGCX/P]+\})+$"), says(
        "expected a mana cost such as {1}{W}")]
    search: Filter = absent()


class MorphAbility(Model):
    """702.37a: "Morph {2}{G}": its card may be cast face down as a 2/2 creature for {3}
    (a cast event's ``"face_down": true``), and the face-down permanent turned face up for this
    cost (a turn_face_up event; mana, taken as paid). With ``megamorph`` (702.37b: "Megamorph
    {cost}") a +1/+1 counter is put on it as it is turned face up this way."""

    kind: Literal["morph"]
    label: Name
    cost: Annotated[str, Field(pattern=r"^(\{[0-9WUBRGC/]+\})+$"), says(
        "expected a mana cost such as {1}{W}")]
    megamorph: Flag = absent()


class CostChangeAbility(Model):
    """601.2f: a permanent's static ability that changes the total cost of spells: "Noncreature
    spells cost {1} more to cast." (``caster`` ``"any"``), "Instant and sorcery spells you cast
    cost {1} less to cast." (``"you"``), "Spells your opponents cast cost {1} more to cast."
    (``"opponent"``): ``spells`` the spells it applies to (a filter, ``{}`` for every spell),
    ``amount`` the generic mana, ``change`` more or less (increases apply first, then
    reductions, which reduce generic mana only and never below {0})."""

    kind: Literal["cost_change"]
    label: Name
    spells: Filter
    caster: Literal["you", "opponent", "any"]
    amount: Annotated[int, Field(ge=1), says("expected a whole number, 1 or more")]
    change: Literal["more", "less"]


# 601.3: when a spell with "Cast ~ only during ..." may be cast (every one listed must hold).
CAST_TIMES = ("declare_attackers", "combat_after_blockers", "combat", "your_turn",
              "opponents_turn")


class CastTimingAbility(Model):
    """601.3: "Cast ~ only during combat before blockers are declared." (``during``: every
    moment listed must hold as it is cast)."""

    kind: Literal["cast_timing"]
    label: Name
    during: Annotated[list[_one_of(CAST_TIMES)], Field(min_length=1)]  # type: ignore[valid-type]


class RuleAbility(Model):
    """A static ability under which a rule doesn't apply (Mirror Gallery: the legend rule),
    to every permanent or, with ``"player": "you"``, to those its controller controls."""

    kind: Literal["rule"]
    label: Name
    doesnt_apply: _one_of(("legend_rule", "world_rule",  # type: ignore[valid-type]
                           # 402.2: "You have no maximum hand size." (with "player": "you").
                           "maximum_hand_size"))
    player: Literal["you"] = absent()


class PlayerKeywordAbility(Model):
    """A static ability giving its controller a keyword: "You have hexproof." (702.11c),
    "You have shroud." (702.18a)."""

    kind: Literal["player_keyword"]
    label: Name
    keyword: Literal["Hexproof", "Shroud"]


class HandSizeAbility(Model):
    """A static ability changing its controller's maximum hand size (402.2): "Your maximum
    hand size is reduced by three." is ``"amount": -3``."""

    kind: Literal["hand_size"]
    label: Name
    amount: Int


class SkipAbility(Model):
    """A static ability that skips a step of its controller's turns: "Skip your draw step."
    (614.10, 504)."""

    kind: Literal["skip"]
    label: Name
    step: Literal["draw"]


# --- triggered abilities (603) ------------------------------------------------------------------

TRIGGER_EVENTS = ("enters", "leaves", "dies", "damage", "gain_life", "lose_life", "counters",
                  "draw", "beginning_of", "state", "attacks", "blocks", "becomes_blocked", "cast",
                  "put_into_graveyard", "blocks_or_becomes_blocked", "becomes_blocked_by",
                  "attacks_or_blocks", "discard", "becomes_tapped", "sacrifice",
                  "dealt_damage", "deals_damage", "cycle", "turned_face_up", "transforms",
                  "becomes_monstrous", "becomes_target", "becomes_untapped",
                  "attacks_unblocked")
STEPS = ("upkeep", "draw", "end", "combat", "end_of_combat")
# An action's player; "target_controller": the controller of its target ("its controller").
WHO = ("you", "target", "each_opponent", "each_player", "that_player", "target_controller",
       "it_controller", "defending_player")
# The actions of the shared library a resolving ability can do (608.2c).
RESOLVE_ACTIONS = ("gain_life", "lose_life", "draw", "put_counters", "return_to_battlefield",
                   "exile", "destroy", "sacrifice", "damage", "bolster", "delayed", "reflexive",
                   "modify", "return_to_hand", "counter", "discard", "create_token", "copy_spell",
                   "tap", "untap", "remove_counters", "sacrifice_chosen", "return_chosen",
                   "extra_turn",
                   "skip_turn", "scry",
                   "search", "mill", "put_in_library", "surveil", "look_at_top", "shuffle",
                   "exile_top", "player_counters", "return_exiled", "become_monarch", "transform",
                   "flip", "monstrosity")
# 603.7: when a delayed triggered ability triggers (``"at"``; ``"leaves"`` names the object).
DELAYED_AT = ("next_end_step", "end_of_combat", "next_turns_upkeep")
# an action's object; "attached": the permanent its source (an Aura, Equipment) is attached to
WHAT = ("self", "it", "target", "attached")


class Trigger(Model):
    """What makes the ability trigger (603.2): ``on`` an event, about the objects ``object``
    (what enters, leaves, dies, gets counters or is dealt damage: ``"self"`` or a filter),
    from ``source`` (what deals damage), for ``player`` (you, opponent, any: who gains or loses
    life, draws, whose step begins; who casts), ``step`` (beginning_of), ``counter``,
    ``combat``. ``cast`` (601.2i): ``player`` casts a spell that ``object`` matches."""

    on: _one_of(TRIGGER_EVENTS)  # type: ignore[valid-type]
    object: Affects = absent()
    source: Affects = absent()
    player: _one_of(PLAYER_RELATIONS) = absent()  # type: ignore[valid-type]
    step: _one_of(STEPS) = absent()  # type: ignore[valid-type]
    counter: Name = absent()
    combat: Flag = absent()
    # "state" (603.8): the game state it waits for: "you control no [permanents]".
    you_control_none: Filter = absent()
    # "cast": the spell cast targets the ability's source ("a spell that targets ~").
    spell_targets: Literal["self"] = absent()
    # "during your turn" (102.1): only while the ability's controller is the active player.
    your_turn: Flag = absent()
    # "attacks" (506.5): the only creature declared as an attacker ("attacks alone"), or
    # declared with at least this many other attackers ("~ and at least two other creatures
    # attack": 2).
    alone: Flag = absent()
    others_at_least: Annotated[int, Field(ge=1)] = absent()
    # "attacks": what it attacks: "you" or "you_or_planeswalker" ("attacks you or a
    # planeswalker you control", 508.1b).
    attacked: _one_of(("you", "you_or_planeswalker")) = absent()  # type: ignore[valid-type]
    # "dies": "a creature dealt damage by ~ this turn dies" (Sengir Vampire): "self".
    dealt_damage_by: Literal["self"] = absent()
    # "beginning_of": "attached": the turn of the player the source is attached to, or of the
    # controller of the permanent it is attached to ("enchanted creature's controller").
    step_player: Literal["attached"] = absent()
    # "cast": the spell is its caster's nth this turn ("your second spell each turn": 2).
    nth_spell: Annotated[int, Field(ge=2)] = absent()


class TriggerCondition(Model):
    """An intervening "if" clause (603.4): checked as it triggers and as it resolves."""

    # Werewolves: "if no spells were cast last turn" (by any player), "if a player cast two or
    # more spells last turn" (one player cast at least that many): the players'
    # ``spells_cast_last_turn``, which the engine rolls over from each turn's casts.
    no_spells_cast_last_turn: Literal[True] = absent()
    a_player_cast_last_turn_at_least: Annotated[int, Field(ge=1)] = absent()
    # "if there are two or more ki counters on ~" (flip cards): the ability's source has at
    # least ``source_counters_at_least`` counters of the kind ``source_counter`` (both given).
    source_counter: Name = absent()
    source_counters_at_least: Annotated[int, Field(ge=1)] = absent()

    # "if it was kicked" (702.33d, 607.2h): its source was cast kicked (a kicked permanent
    # spell's permanent).
    kicked: Literal[True] = absent()
    it_had_no_counters: Name = absent()
    you_control: Filter = absent()
    # With ``you_control``: "if you control three or more artifacts": at least that many.
    at_least: Annotated[int, Field(ge=2)] = absent()
    # "if you control no Demons": no permanent its controller controls matches the filter.
    you_control_none: Filter = absent()
    # "if a creature died this turn" (morbid): as the history of the scenario's turn records it.
    creature_died_this_turn: Literal[True] = absent()
    # Raid: "if you attacked this turn" / "with a creature": its controller declared an
    # attacker this turn (508.1), as the history of the scenario's turn records it.
    you_attacked_this_turn: Literal[True] = absent()
    # "if it's your turn" (true) / "if it's not your turn" (false).
    your_turn: bool = absent()
    # "if you have N or less life" / "N or more life"; "if an opponent has N or less life".
    life_at_most: Count = absent()
    life_at_least: Count = absent()
    opponent_life_at_most: Count = absent()
    # "if you have the city's blessing" (702.131c).
    city_blessing: Literal[True] = absent()
    # "if you're the monarch" (724.1).
    monarch: Literal[True] = absent()

    @model_validator(mode="after")
    def _at_least_of_you_control(self) -> TriggerCondition:
        if "at_least" in self.model_fields_set and "you_control" not in self.model_fields_set:
            raise PydanticCustomError("scenario", "at_least: only with you_control")
        return self


class TargetSpec(Model):
    """One target (115.1): a player (``any`` or ``opponent``) or an object matching a filter;
    both, or ``"any_target": true``: either ("any target", 115.4: a creature, player,
    planeswalker or battle). A spell on the stack is an object in the ``stack`` zone
    (``{"object": {"zones": ["stack"]}}``: "target spell")."""

    player: _one_of(("any", "opponent")) = absent()  # type: ignore[valid-type]
    object: Filter = absent()
    any_target: Literal[True] = absent()
    # 506.3: the object target is an attacking / blocking / attacking or blocking creature.
    combat: _one_of(("attacking", "blocking", "attacking_or_blocking")) = absent()  # type: ignore[valid-type]
    # "with power 4 or greater" / "or less", "with toughness ...": its power or toughness now.
    power_at_least: int = absent()
    power_at_most: int = absent()
    toughness_at_least: int = absent()
    toughness_at_most: int = absent()
    # "up to two target creatures" (601.2c, 115.1): this one target word chooses from none to
    # ``up_to`` different objects or players; a spell's or an activated ability's only target,
    # the last it declares.
    up_to: Annotated[int, Field(ge=1)] = absent()


# "that_much": the trigger event's amount; "x": the X chosen as it was cast or activated
# (601.2b, 107.3); "target_power": its target's power as it last existed (608.2h).
# "all": every counter of its kind the object has as it resolves (remove_counters only, 122.1).
ResolveAmount = Annotated[Count | Literal["that_much", "x", "target_power", "it_power",
                                         "it_toughness", "all"],
                          says('expected a non-negative integer, "that_much", "x", '
                               '"target_power", "it_power", "it_toughness" or "all"')]


class TokenSpec(Model):
    """111.1, 111.4: the token a ``create_token`` action creates: its name (its subtypes plus
    "Token" when the words don't name it), types, subtypes, colors, power and toughness and
    keywords."""

    name: Name = absent()
    types: Annotated[list[CardType], Field(min_length=1)]
    subtypes: list[Name] = []
    colors: list[Color] = []
    power: Int = absent()
    toughness: Int = absent()
    keywords: list[Name] = []
    # Its other abilities, as a card's (111.1: "a Treasure artifact token with '{T}, Sacrifice
    # this artifact: Add one mana of any color.'").
    abilities: list[Ability] = []


class ResolveAction(Model):
    """One thing a resolving ability does (608.2c), from the shared library of actions."""

    do: _one_of(RESOLVE_ACTIONS)  # type: ignore[valid-type]
    player: _one_of(WHO) = absent()  # type: ignore[valid-type]
    object: _one_of(WHAT) = absent()  # type: ignore[valid-type]
    objects: Filter = absent()
    amount: ResolveAmount = absent()
    counter: Name = absent()
    counters: dict[str, Annotated[int, Field(ge=1)]] = absent()
    # Which of its ability's targets "target" means (0-based), when it has several.
    target: Count = absent()
    # destroy: "It can't be regenerated" (701.15).
    no_regeneration: Flag = absent()
    # counter: the countered spell is exiled instead of put into its owner's graveyard.
    exile_instead: Flag = absent()
    # counter: "Counter target spell unless its controller pays {3}" (118.12a): the target
    # spell's controller chooses as the counter happens whether to pay (mana taken as paid);
    # paid, the spell isn't countered. {X} is the X its caster chose (107.3a).
    unless_pay: Annotated[str, Field(pattern=r"^(\{[0-9WUBRGCX]\})+$"), says(
        "expected a mana cost such as {3} or {X}")] = absent()
    # return_to_battlefield: "under your control" (default: its owner's).
    under_your_control: Flag = absent()
    # "delayed" (603.7): it triggers ``at`` a moment, or when the object ``leaves`` names
    # leaves the battlefield; ``object`` names what "it" is in its ``effect``. "reflexive"
    # (603.12): "when you do", it triggers if the action before it happened; its ``targets``
    # are chosen as it is put on the stack.
    at: _one_of(DELAYED_AT) = absent()  # type: ignore[valid-type]
    leaves: _one_of(WHAT) = absent()  # type: ignore[valid-type]
    targets: list[TargetSpec] = absent()
    effect: list[ResolveAction] = absent()
    # "modify" (611.2): the continuous effect the resolving ability creates, on ``object`` or
    # on the ``objects`` it matches as it begins (611.2c), lasting ``duration``.
    modifications: Modifications = absent()
    duration: DurationName = absent()
    # "modify" with ``cant`` instead of ``modifications`` (508.1c, 509.1b, 611.2a): "When ~
    # enters the battlefield, target creature can't block this turn.": the restriction on
    # ``object`` ("target", "self": while it is the same object, 400.7) or on what ``objects``
    # matches whenever blocks (attacks) are declared, until the cleanup step (``duration``
    # "end_of_turn", required).
    cant: Annotated[list[_one_of(_RESTRICTIONS)],  # type: ignore[valid-type]
                    Field(min_length=1)] = absent()
    # "create_token" (111.1): ``amount`` tokens like this, created by ``player`` (default: the
    # ability's controller).
    token: TokenSpec = absent()
    # "for each" (608.2h): ``amount`` times the number of permanents this filter matches,
    # counted once as the action happens (gain_life, lose_life, draw, put_counters,
    # create_token).
    per: Filter = absent()
    # lose_life: "You gain life equal to the life lost this way" (119.3): then the ability's
    # controller gains the life its players really lost.
    gain_lost: Flag = absent()
    # "If you do, ..." (608.2c): a triggered ability's action that happens only if the last
    # action before it without if_done was done (your draw, or the sacrifice of its source).
    if_done: Flag = absent()
    # damage "divided as you choose" among an up_to target's targets (601.2d): the cast or
    # activate event's ``divide`` says how much each gets.
    divided: Flag = absent()
    # "search" (701.19a): the ability's controller searches their library for a card
    # ``objects`` matches; it goes ``to`` the battlefield (``tapped``) or their hand; then they
    # shuffle (701.20a). "return_exiled" (607.2a): ``"hand"``: to its owner's hand instead of
    # the battlefield.
    to: _one_of(("battlefield", "hand")) = absent()  # type: ignore[valid-type]
    tapped: Flag = absent()
    # "put_in_library" (401.2): ``object`` goes to its owner's library, on top or on the
    # bottom, or into it and then it is shuffled ("shuffled", 701.20a); "counter": the
    # countered spell goes there instead of its owner's graveyard (614.1a).
    position: _one_of(("top", "bottom", "shuffled")) = absent()  # type: ignore[valid-type]
    # "exile_top" (406.3): the cards are exiled face down.
    face_down: Flag = absent()
    # "exile" (610.3): "until ~ leaves the battlefield": the one object is exiled only if the
    # ability's source is still on the battlefield (610.3a), and returns to the battlefield
    # under its owner's control as soon as the source leaves it (610.3c).
    until: Literal["source_leaves"] = absent()
    # "discard" (701.8b): "Target opponent reveals their hand. You choose a nonland card from
    # it. That player discards that card.": the ability's controller chooses the one card
    # discarded, among the cards in the hand ``objects`` matches (every card without it).
    chosen_by: _one_of(("you",)) = absent()  # type: ignore[valid-type]


class TriggeredMode(Model):
    """One mode of a modal triggered ability (700.2: "• Destroy target artifact."): its words,
    its own targets and its effect."""

    mode: Name
    targets: list[TargetSpec] = []
    effect: Annotated[list[ResolveAction], Field(min_length=1)]


class TriggeredAbility(Model):
    """A triggered ability (603): a trigger, an intervening "if", targets and its effect."""

    kind: Literal["triggered"]
    label: Name
    trigger: Trigger
    if_: TriggerCondition = absent(alias="if")
    targets: list[TargetSpec] = []
    effect: Annotated[list[ResolveAction], Field(min_length=1)] = absent()
    # 700.2, 603.3c: a modal triggered ability ("When ~ enters, choose one — • ... • ..."):
    # instead of ``targets`` and ``effect``, its modes; its controller chooses one as it is put
    # on the stack, then that mode's targets.
    modes: Annotated[list[TriggeredMode], Field(min_length=2)] = absent()
    # 603.5: "you may ...": its controller chooses as it resolves (608.2d) whether to do it.
    may: Flag = False
    # "you may pay {1}. If you do, ...": the mana paid on answering yes (taken as paid), or
    # energy ("you may pay {E}{E}", 107.14: removed from its controller, who can't answer yes
    # without enough, 118.3).
    pay: Annotated[str, Field(pattern=r"^((\{[0-9WUBRGC]\})+|(\{E\})+)$"), says(
        "expected a mana cost such as {1}{W}, or energy such as {E}{E}")] = absent()
    # 118.12a: "[effect] unless you pay {2}": its controller chooses as it resolves whether to
    # pay (mana taken as paid); if they don't, the effect happens.
    unless_pay: Annotated[str, Field(pattern=r"^(\{[0-9WUBRGC]\})+$"), says(
        "expected a mana cost such as {1}{W}")] = absent()

    @model_validator(mode="after")
    def _effect_or_modes(self) -> TriggeredAbility:
        fields = self.model_fields_set
        if ("modes" in fields) == ("effect" in fields) or ("modes" in fields and self.targets):
            raise PydanticCustomError("scenario", "expected either effect (with its targets) or "
                                      "modes, each with its own targets and effect (700.2)")
        return self


# Format 0.4's kinds, kept so that saved scenarios keep their meaning
# (engine/abilities/legacy_kinds.py).
Relation = _one_of(PLAYER_RELATIONS)
ZonesTo = _one_of(("graveyard", "exile", "library", "hand", "battlefield"))
ZonesFrom = _one_of(("battlefield", "hand", "library", "stack"))


class _LegacyPrevent(Model):
    """What format 0.4's per-card prevention kinds share."""

    label: Name
    players: Relation = absent()  # type: ignore[valid-type]
    permanents: Affects = absent()
    sharing_color: Flag = False
    gain_life: Flag = False
    mode: Text = ""


class PreventNext(_LegacyPrevent):
    kind: Literal["prevent_next"]
    amount: Count


class PreventFromSource(_LegacyPrevent):
    kind: Literal["prevent_from_source"]
    amount: Int = absent()


class PreventStatic(_LegacyPrevent):
    kind: Literal["prevent_static"]
    amount: Count


class PreventHalf(_LegacyPrevent):
    kind: Literal["prevent_half"]
    amount: Int = absent()


class PreventAll(Model):
    kind: Literal["prevent_all"]
    label: Name
    sources: Affects = absent()
    combat_only: Flag = False


class ReplaceZone(Model):
    kind: Literal["replace_zone"]
    label: Name
    to: ZonesTo  # type: ignore[valid-type]
    instead: ZonesTo  # type: ignore[valid-type]
    from_: ZonesFrom = absent(alias="from")  # type: ignore[valid-type]
    self_: Flag = Field(default=False, alias="self")
    owner: Relation = "any"  # type: ignore[valid-type]
    cards_only: Flag = False


class EntersTapped(Model):
    kind: Literal["enters_tapped"]
    label: Name
    affects: Affects = "self"
    counter: Name = absent()
    amount: Int = absent()


class EntersWithCounters(Model):
    kind: Literal["enters_with_counters"]
    label: Name
    affects: Affects = "self"
    counter: Name
    amount: Int


class EntersAsCopy(Model):
    kind: Literal["enters_as_copy"]
    label: Name
    affects: Affects = "self"
    counter: Name = absent()
    amount: Int = absent()


class EntersUnderControl(Model):
    kind: Literal["enters_under_control"]
    label: Name
    affects: Affects = "self"
    counter: Name = absent()
    amount: Int = absent()


class ModifyCounters(Model):
    kind: Literal["modify_counters"]
    label: Name
    affects: Affects
    counter: Annotated[str, says("expected a counter name or any")] = "any"
    op: Literal["plus", "minus", "double"]
    amount: Int = absent()


class _DamageKind(Model):
    label: Name
    sources: Affects = absent()
    players: Relation = absent()  # type: ignore[valid-type]
    permanents: Affects = absent()
    amount: Int = 0
    condition: Literal["", "creature_died_this_turn"] = ""


class DoubleDamage(_DamageKind):
    kind: Literal["double_damage"]


class DamageToCounters(_DamageKind):
    kind: Literal["damage_to_counters"]


class DamageSelfReplacement(_DamageKind):
    kind: Literal["damage_self_replacement"]


class _LifeKind(Model):
    label: Name
    players: Relation = "you"  # type: ignore[valid-type]
    if_you_control: Affects = absent()


class LifeFloor(_LifeKind):
    kind: Literal["life_floor"]


class DoubleLifeGain(_LifeKind):
    kind: Literal["double_life_gain"]


class GainBecomesLoss(_LifeKind):
    kind: Literal["gain_becomes_loss"]


class GainBecomesDraw(_LifeKind):
    kind: Literal["gain_becomes_draw"]


class DrawBecomesGain(_LifeKind):
    kind: Literal["draw_becomes_gain"]


class DrawBecomesReturn(_LifeKind):
    kind: Literal["draw_becomes_return"]


class EmptyDrawWins(_LifeKind):
    kind: Literal["empty_draw_wins"]


class RegenerateAbility(Model):
    kind: Literal["regenerate"]
    label: Name
    cost: Text = absent()


class AsEntersChoose(Model):
    kind: Literal["as_enters_choose"]
    label: Name
    choice: Literal["color"]


ABILITY_KINDS: dict[str, Any] = {
    "keyword": KeywordAbility, "mana": ManaAbility, "text": TextAbility,
    "static": StaticAbility, "spell": SpellAbility, "activated": ActivatedAbility,
    "replacement": ReplacementAbility, "prevention": PreventionAbility, "cant": CantAbility,
    "triggered": TriggeredAbility, "block_additional": BlockAdditional, "rule": RuleAbility,
    "requirement": RequirementAbility,
    "additional_cost": AdditionalCostAbility, "cast_timing": CastTimingAbility,
    "buyback": BuybackAbility, "kicker": KickerAbility, "cycling": CyclingAbility,
    "unearth": UnearthAbility, "rebound": ReboundAbility,
    "madness": MadnessAbility, "dredge": DredgeAbility, "scavenge": ScavengeAbility,
    "flashback": FlashbackAbility, "jump_start": JumpStartAbility, "retrace": RetraceAbility,
    "cost_change": CostChangeAbility, "morph": MorphAbility,
    "player_keyword": PlayerKeywordAbility,
    "skip": SkipAbility,
    "hand_size": HandSizeAbility,
}
LEGACY_ABILITY_KINDS: dict[str, Any] = {
    "prevent_next": PreventNext, "prevent_from_source": PreventFromSource,
    "prevent_static": PreventStatic, "prevent_half": PreventHalf, "prevent_all": PreventAll,
    "replace_zone": ReplaceZone, "enters_tapped": EntersTapped,
    "enters_with_counters": EntersWithCounters, "enters_as_copy": EntersAsCopy,
    "enters_under_control": EntersUnderControl, "modify_counters": ModifyCounters,
    "double_damage": DoubleDamage, "damage_to_counters": DamageToCounters,
    "damage_self_replacement": DamageSelfReplacement, "life_floor": LifeFloor,
    "double_life_gain": DoubleLifeGain, "gain_becomes_loss": GainBecomesLoss,
    "gain_becomes_draw": GainBecomesDraw, "draw_becomes_gain": DrawBecomesGain,
    "draw_becomes_return": DrawBecomesReturn, "empty_draw_wins": EmptyDrawWins,
    "regenerate": RegenerateAbility, "as_enters_choose": AsEntersChoose,
}


def _ability_unknown(shown: str, known: tuple[str, ...]) -> str:
    return f"unknown ability kind {shown} (known: {', '.join(sorted(known))})"


def _ability_shape(value: Any) -> str | None:
    return "keyword name" if isinstance(value, str) else None


if TYPE_CHECKING:
    Ability: TypeAlias = Any
else:
    Ability = tagged("ability", {"keyword name": Name, **ABILITY_KINDS, **LEGACY_ABILITY_KINDS},
                     Choice("kind", _ability_unknown,
                            "expected an ability object or a keyword name",
                            missing="expected the ability kind (a string)"),
                     _ability_shape)


# --- cards (108, 109.3) -----------------------------------------------------------------------


Stat = Int | Annotated[str, Field(pattern=r"^[0-9+]*\*[0-9+*]*$")] | None


# How a card's faces are laid out (Scryfall's and MTGJSON's names): 709 split cards, 710 flip
# cards, 712 double-faced cards (transform, modal_dfc; meld, 712.4 and 701.42), 715 adventurer
# cards. Every other layout is one face for the engine ("normal").
LAYOUTS = ("normal", "split", "flip", "transform", "modal_dfc", "meld", "adventure")


class CardFace(Model):
    """One face of a card with several (709, 710, 712, 715): its own characteristics."""

    name: Name
    name_ko: Text = ""
    mana_cost: Text = ""
    mana_value: Annotated[Count, says("expected a non-negative integer")] = 0
    supertypes: list[Supertype] = []
    types: list[CardType] = []
    subtypes: list[Name] = []
    colors: list[Color] = []
    power: Annotated[Stat, says("expected an integer or * text")] = None
    toughness: Annotated[Stat, says("expected an integer or * text")] = None
    loyalty: Annotated[Stat, says("expected an integer or * text")] = None
    defense: Annotated[Stat, says("expected an integer or * text")] = None
    text: Text = ""
    keywords: list[Name] = []
    abilities: list[Ability] = []


class Card(CardFace):
    """A card's Oracle data: a library file, or a scenario's custom card.

    A card with several faces gives them in ``faces``, front face first, and its ``layout``;
    its own fields are then the card as a whole ("Fire // Ice", both costs' mana value).
    """

    layout: Annotated[_one_of(LAYOUTS), says(f"expected one of {', '.join(LAYOUTS)}")] = "normal"  # type: ignore[valid-type]
    faces: list[CardFace] = []

    @model_validator(mode="after")
    def _faces_fit_the_layout(self) -> Card:
        if (self.layout == "normal") != (not self.faces):
            raise PydanticCustomError("scenario", (
                "a normal card has no faces" if self.faces else
                f"a {self.layout} card lists its faces (at least two)"))
        if self.faces and len(self.faces) < 2:
            raise PydanticCustomError("scenario", f"a {self.layout} card has at least two faces")
        return self


for _model in (Filter, Sum, AddAbilities, TokenSpec, ResolveAction, TriggeredAbility, SpellAbility,
               ActivatedAbility, CardFace, Card):
    _model.model_rebuild()
assert set(COLORS) <= set(MANA_LETTERS) and "battlefield" in ZONES
