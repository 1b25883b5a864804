"""The declaration of a scenario file: top level, players, objects, effects, events, choices
(shared/contracts/scenario-v1.md; docs/scenario-format.md).

Defaults declared here are the format's: the engine builds its game state from them and the
sandbox fills them in to decide whether two documents are the same scenario (its permalinks).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Any, Literal, TypeAlias

from pydantic import ConfigDict, Field, create_model

from engine.format.base import (
    CardType,
    Choice,
    Color,
    Count,
    Flag,
    Id,
    Int,
    Model,
    Name,
    Supertype,
    Text,
    ZoneName,
    _drop_titles,
    absent,
    is_absent_default,
    says,
    tagged,
)
from engine.format.cards import Ability, Card


class Player(Model):
    """A player (102): ``library`` is a count of cards; ``library_top`` the named cards
    (objects in zone ``library`` the player owns) on top of it, top first, above the unnamed
    cards (401.2)."""

    id: Id
    life: Int = 20
    poison: Count = 0
    library: Count = 53
    library_top: list[Name] = absent()
    # Energy counters (107.14: {E} is one; a player's counters, 122.1). *Project extension*;
    # 0 when absent, but no declared default: a saved scenario's permalink (its defaults spelt
    # out, rulings/sandbox/documents.py) stays what it was.
    energy: Count = absent()
    # 702.131c: the player has the city's blessing (a designation kept for the rest of the game;
    # ascend gives it, 702.131a/b). *Project extension*; false when absent.
    city_blessing: Flag = absent()
    # 724.1: the player is the monarch (one player at most, 724.3). *Project extension*.
    monarch: Flag = absent()
    # 402.2, 514.1: the player's hand is known: the objects in zone ``hand`` the player owns
    # are all of it (with the cards drawn during the run), so the cleanup step discards down
    # to the maximum hand size. *Project extension*; false when absent (the hand isn't counted).
    hand_known: Flag = absent()
    # 603.4 (werewolves' "if no spells were cast last turn"): how many spells the player cast
    # in the turn before this one, and in this turn before the scenario's events (the run's
    # ``cast`` events count on). *Project extension*; 0 when absent, without a declared
    # default, like ``energy``.
    spells_cast_last_turn: Count = absent()
    spells_cast_this_turn: Count = absent()


class Object(Model):
    """A card or token in a zone; every field but ``id`` overrides the printed value."""

    id: Id
    card: Name = absent()
    # Which face of a card with several is up (709, 710, 712, 715); default the front face,
    # or both halves of a split card.
    face: Name = absent()
    name: Name = absent()
    types: list[CardType] = absent()
    subtypes: list[Name] = absent()
    supertypes: list[Supertype] = absent()
    colors: list[Color] = absent()
    mana_value: Count = absent()
    # Its mana cost ("{2}{G}{G}"), read for convoke, improvise and delve (601.2f).
    mana_cost: Text = absent()
    power: Int | None = absent()
    toughness: Int | None = absent()
    loyalty: Int | None = absent()
    keywords: list[Name] = absent()
    abilities: list[Ability] = absent()
    controller: Name = absent()
    owner: Name = absent()
    zone: ZoneName = "battlefield"
    timestamp: Int = absent()
    counters: dict[Name, Count] = Field(default_factory=dict)
    damage: Count = 0
    deathtouch_damage: Flag = False
    # Left out: attached to nothing.
    attached_to: Name = None  # type: ignore[assignment]
    attached_timestamp: Int = absent()
    tapped: Flag = False
    token: Flag = False
    chosen: dict[str, Name] = Field(default_factory=dict)
    # 302.6: its controller hasn't controlled it continuously since their most recent turn
    # began (it can't attack or {T} unless it has haste). Default false, left out of the
    # format's defaults so that the permalinks of documents without it keep their slugs.
    summoning_sick: Flag = absent()
    # 702.112b: it is renowned (a permanent's designation; renown N checks it). Default false.
    renowned: Flag = absent()
    # 607.2a: the cards in exile its abilities exiled ("the exiled card" its leaves ability
    # returns); 610.3: those it exiled "until ~ leaves the battlefield". A permanent's only.
    exiled: list[Name] = absent()
    exiled_until_leaves: list[Name] = absent()
    # 708.2a: a face-down permanent, a 2/2 creature with no text, name, subtypes or mana cost;
    # its card (and the fields above) say what it really is (708.5). On the battlefield only.
    face_down: Flag = absent()
    # 701.31b (2022 rules): it is monstrous (a permanent's designation; monstrosity N checks
    # it). Default false.
    monstrous: Flag = absent()


class Effect(Model):
    """A continuous effect from a spell or ability that already resolved (611.2)."""

    id: Id
    card: Name = absent()
    source: Name = absent()
    ability: Count = absent()
    mode: Name = absent()
    controller: Name = absent()
    targets: list[Name] = absent()
    timestamp: Int = absent()
    chosen: dict[str, Name] = absent()
    affected: list[Name] = absent()


class Damage(Model):
    """A source deals damage to an object or player (120)."""

    type: Literal["damage"]
    source: Name
    target: Name
    amount: Count
    combat: Flag = False


class Destroy(Model):
    """Destroy a permanent (701.7)."""

    type: Literal["destroy"]
    target: Name


class Sacrifice(Model):
    """Its controller sacrifices a permanent (701.17a): moved to its owner's graveyard, not
    destroyed."""

    type: Literal["sacrifice"]
    object: Name


class Counters(Model):
    """An effect puts counters on a permanent (122)."""

    type: Literal["counters"]
    target: Name
    counter: Name
    amount: Count


class GainLife(Model):
    """A player gains life (119)."""

    type: Literal["gain_life"]
    player: Name
    amount: Count


class LoseLife(Model):
    """A player loses life (119)."""

    type: Literal["lose_life"]
    player: Name
    amount: Count


class Draw(Model):
    """A player draws cards (121)."""

    type: Literal["draw"]
    player: Name
    amount: Count


class Move(Model):
    """A zone change (400.7)."""

    type: Literal["move"]
    object: Name
    to: ZoneName


class Enter(Model):
    """The object enters the battlefield."""

    type: Literal["enter"]
    object: Name


# 111.1, 111.4: what a token is created as: an object's characteristics, or a card's; where it
# is, its counters, damage and the like are for the game to give it, not the effect.
TOKEN_FIELDS = ("card", "name", "types", "subtypes", "supertypes", "colors", "mana_value",
                "power", "toughness", "loyalty", "keywords", "abilities")
if TYPE_CHECKING:
    Token: TypeAlias = Any
else:
    Token = create_model(
        "Token", __base__=Model, __doc__="What a token is created as (111.1, 111.4).",
        **{name: (Object.model_fields[name].annotation, Object.model_fields[name])
           for name in TOKEN_FIELDS})


class CreateToken(Model):
    """An effect ``controller`` controls creates ``amount`` tokens (111.1, 111.2), with ids
    ``id``, ``id.2``, ``id.3``... in creation order."""

    type: Literal["create_token"]
    controller: Name
    token: Token
    amount: Annotated[int, Field(ge=0, le=1000)] = 1
    id: Id


class Untap(Model):
    """The active player's untap step (502.3): their permanents untap; one with a stun counter
    stays tapped and loses a stun counter instead (122.1d of the current rules)."""

    type: Literal["untap"]


class Upkeep(Model):
    """The active player's upkeep begins (503)."""

    type: Literal["upkeep"]


class DrawStep(Model):
    """The active player's draw step (504): they draw a card (504.1), then "at the beginning
    of the draw step" abilities (504.2). ``first_turn``: the game's first turn, whose player
    skips the draw step in a two-player game (103.7a)."""

    type: Literal["draw_step"]
    first_turn: Flag = absent()


class EndTurn(Model):
    """The turn ends: the end step (513), the cleanup step (514), then the next player's turn."""

    type: Literal["end_turn"]


class Cast(Model):
    """``player`` casts the card ``object`` (601.2): it moves to the stack with its modes
    (0-based), X and targets; mana costs are taken as paid, its additional costs paid
    (``sacrifice`` and ``discard`` name the choices, 601.2h)."""

    type: Literal["cast"]
    player: Name
    object: Name
    targets: list[Name] = absent()
    mode: list[Count] = absent()
    x: Count = absent()
    # 601.2d: how the damage divided as its caster chooses is divided: one number, at least 1,
    # for each target of its up_to target, in their order.
    divide: list[Annotated[int, Field(ge=1)]] = absent()
    # 601.2h: the choices its additional cost makes ("sacrifice a creature": which one).
    sacrifice: list[Name] = absent()
    discard: list[Name] = absent()
    # 702.27a: its buyback cost is paid (mana, taken as paid).
    buyback: Flag = absent()
    # 702.33a, 702.33d: its kicker cost is paid (mana, taken as paid): it is "kicked".
    kicked: Flag = absent()
    # 702.34a: cast from its owner's graveyard by paying its flashback cost (mana, taken as
    # paid); it is exiled instead of going anywhere else from the stack.
    flashback: Flag = absent()
    # 702.133a: cast from its owner's graveyard with jump-start, discarding the card ``discard``
    # names as an additional cost; it is exiled instead of going anywhere else from the stack.
    jump_start: Flag = absent()
    # 702.81a: cast from its owner's graveyard with retrace, discarding the land card
    # ``discard`` names as an additional cost.
    retrace: Flag = absent()
    # 702.88a, 608.2g: cast from exile as its rebound ability, the top of the stack, resolves
    # ("you may cast this card from exile without paying its mana cost").
    rebound: Flag = absent()
    # 702.35a, 608.2g: cast from exile for its madness cost as its madness triggered ability,
    # the top of the stack, resolves (mana taken as paid).
    madness: Flag = absent()
    # 702.62a, 608.2g: cast from exile without paying its mana cost as its suspend ability
    # ("when the last time counter is removed"), the top of the stack, resolves.
    suspend: Flag = absent()
    # 709.3: the half of a split card it casts, by name; 702.102a: ``fuse``: both halves of a
    # split card with fuse, cast from the hand as one fused split spell.
    half: Name = absent()
    fuse: Flag = absent()
    # 702.56a: how many times its replicate cost is paid (mana, taken as paid); 702.78a: the
    # two untapped creatures its caster controls tapped to pay its conspire cost.
    replicate: Annotated[int, Field(ge=1)] = absent()
    conspire: list[Name] = absent()
    # 702.51a, 702.126a, 702.66a: what pays part of its total cost instead of mana: untapped
    # creatures tapped for convoke, untapped artifacts tapped for improvise, cards exiled
    # from its caster's graveyard for delve.
    convoke: list[Name] = absent()
    improvise: list[Name] = absent()
    delve: list[Name] = absent()
    # 702.37c: cast face down as a 2/2 creature spell for {3} (taken as paid), by its morph
    # ability (708.4: the spell is face down).
    face_down: Flag = absent()


class Activate(Model):
    """``player`` activates ``object``'s activated ability number ``ability`` (0-based, in
    the order of its abilities, 602.2), or the ability whose label is ``ability`` (its text
    as the card prints it, spaces and case aside: the same ability whichever of the card's
    other lines the compiler reads): its non-mana costs paid ({T}, sacrificing, removing
    counters, discarding: ``sacrifice`` and ``discard`` name the choices), mana taken as
    paid."""

    type: Literal["activate"]
    player: Name
    object: Name
    ability: Count | Name
    # 602.2: with a number, the label that ability had as the scenario was written (the
    # sandbox keeps it on save): if the number now points at an ability with another label
    # (a re-import read more of the card), the one ability with this label is activated.
    label: Name = absent()
    targets: list[Name] = absent()
    x: Count = absent()
    divide: list[Annotated[int, Field(ge=1)]] = absent()
    sacrifice: list[Name] = absent()
    discard: list[Name] = absent()
    # 702.122a: the creatures a crew cost taps ("Tap any number of other untapped creatures
    # you control with total power N or greater"); 602.2b: the permanents "Tap an untapped
    # creature you control" taps.
    tap: list[Name] = absent()


class TurnFaceUp(Model):
    """702.37e, 116.2b: ``player`` turns the face-down permanent ``object`` they control face
    up, a special action (no stack), paying its morph or megamorph cost (mana, taken as
    paid)."""

    type: Literal["turn_face_up"]
    player: Name
    object: Name


class Suspend(Model):
    """702.62a, 116.2f: ``player`` exiles the card ``object`` with suspend from their hand with
    N time counters on it, a special action (no stack), paying its suspend cost (mana, taken as
    paid), any time they could begin to cast it."""

    type: Literal["suspend"]
    player: Name
    object: Name


class Resolve(Model):
    """All players pass priority in succession: the top object of the stack resolves (608.2),
    its targets checked again first (608.2b)."""

    type: Literal["resolve"]
class Attacker(Model):
    """One attacking creature and the player, planeswalker or battle it attacks (508.1b);
    ``defending`` defaults to the next player in turn order."""

    object: Name
    defending: Name = absent()


class Attack(Model):
    """The active player's declare-attackers step (508.1), after the beginning of combat step
    (507)."""

    type: Literal["attack"]
    attackers: list[Attacker]


class Blocker(Model):
    """One blocking creature and the attacker it blocks, or the attackers where an ability lets
    it block several (509.1a)."""

    object: Name
    blocking: Name | Annotated[list[Name], Field(min_length=1)]


class Block(Model):
    """The declare-blockers step (509.1)."""

    type: Literal["block"]
    blockers: list[Blocker]


class CombatDamage(Model):
    """The combat damage step (510), a first-strike damage step first when one is needed
    (510.4), then the end of combat step (511). ``assign``: how an attacking creature (or a
    creature blocking several) divides its damage (510.1c-d)."""

    type: Literal["combat_damage"]
    assign: dict[Name, dict[Name, Count]] = absent()


EVENTS: dict[str, Any] = {
    "damage": Damage, "destroy": Destroy, "counters": Counters, "gain_life": GainLife,
    "lose_life": LoseLife, "draw": Draw, "move": Move, "enter": Enter, "sacrifice": Sacrifice,
    "create_token": CreateToken, "upkeep": Upkeep, "draw_step": DrawStep, "end_turn": EndTurn,
    "cast": Cast, "activate": Activate, "resolve": Resolve,
    "attack": Attack, "block": Block, "combat_damage": CombatDamage,
    "untap": Untap, "turn_face_up": TurnFaceUp, "suspend": Suspend,
}
if TYPE_CHECKING:
    Event: TypeAlias = Any
else:
    Event = tagged("event", EVENTS, Choice(
        "type", lambda shown, known: f"unknown value {shown} (expected one of {', '.join(known)})",
        "expected an object"))


class ChoiceAnswer(Model):
    """An answer to a question the engine asks, used in order."""

    player: Name
    # An option's id; for the division of combat damage, the division itself (510.1c).
    choose: Name | dict[Name, Count]


class Source(Model):
    """Where an example scenario comes from: the rule, the example's number and its text."""

    model_config = ConfigDict(extra="allow")

    rule: Name
    example: Annotated[int, Field(ge=1)]
    text: Name


def _top_level(schema: dict[str, Any]) -> None:
    _drop_titles(schema)
    schema["title"] = "Scenario, format 1"
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    schema["$id"] = "https://rulesite.invalid/docs/scenario.schema.json"


class Scenario(Model):
    """A board state a judge sets up, plus what happens next."""

    model_config = ConfigDict(title="Scenario, format 1",
                              json_schema_extra=lambda schema: _top_level(schema))

    format: Annotated[int, Field(ge=1, le=1),
                      says("expected 1 (this engine reads scenario format 1)")] = 1
    title: Text = absent()
    description: Text = absent()
    source: Source = absent()
    players: Annotated[list[Player], Field(min_length=1)]
    active_player: Name = absent()
    cards: list[Card] = Field(default_factory=list)
    objects: list[Object] = Field(default_factory=list)
    effects: list[Effect] = Field(default_factory=list)
    events: list[Event] = Field(default_factory=list)
    choices: list[ChoiceAnswer] = Field(default_factory=list)


# Phrases for mistakes a bare "required" or "expected a non-empty list" would say less well.
PHRASES: dict[tuple[str, str], str] = {
    ("players", "missing"): "expected a list of players",
    ("players", "too_short"): "expected at least one player",
}


def defaults(model: type[Model]) -> dict[str, Any]:
    """The fields of ``model`` that have a default of their own, with it (JSON names)."""
    return {
        field.alias or name: field.get_default(call_default_factory=True)
        for name, field in model.model_fields.items()
        if not field.is_required() and not is_absent_default(field)
    }


def fields(model: type[Model]) -> tuple[str, ...]:
    """The JSON field names of ``model``, in declaration order."""
    return tuple(field.alias or name for name, field in model.model_fields.items())


def event_fields(event_type: str) -> tuple[str, ...]:
    """The fields of an event of ``event_type``, without ``type``, in declaration order."""
    return fields(EVENTS[event_type])[1:]

