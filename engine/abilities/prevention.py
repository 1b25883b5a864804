"""Prevention effects (rule 615) and the "can't" rules that stop events from happening.

A prevention ability is, like a replacement ability (engine/abilities/replacements.py), an event
pattern plus what happens instead: the ``"prevention"`` kind watches damage (its ``event`` is a
damage pattern: which sources, which players or permanents, combat only) and prevents some or all of
it (615.1):

* ``"prevent": {"next": N}``: "Prevent the next N damage that would be dealt to [target] this
  turn": a shield that depletes (615.7); with ``"sharing_color": true`` one shield for the target
  and for each other creature that shared a color with it as the effect resolved (615.10).
  With a ``cost`` it is activated ("{T}: Prevent the next 1 damage that would be dealt to any
  target this turn."): it declares ``targets`` (115.1) and engine.turn.resolving creates the
  shield on what it targeted as it resolves.
* ``"prevent": "next_time"``: "The next time [source] would deal damage this turn, prevent that
  damage" (615.8): all the damage the source deals at once.
* ``"prevent": {"each_time": N}``: "prevent N of that damage" each time (615.9).
* ``"prevent": "half"``: "prevent half that damage, rounded up" (Gisela).
* ``"prevent": "all"``: "Prevent all [combat] damage [creatures] would deal this turn": which
  sources it covers is read each time damage would be dealt, not fixed as it resolved, since
  the effect changes the game's rules rather than any object's characteristics (611.2c).
* ``"also": [{"do": "gain_life", "amount": "prevented"}]``: an additional effect (615.5).

Protection (702.16e) works the same way: a permanent's "Protection from [quality]" keyword
prevents all damage that sources with that quality would deal to it; the engine makes this
effect from the keyword itself, whose qualities are read as the card loads (``protection_of``).

Damage that can't be prevented (615.11) still has prevention effects applied to it: they
prevent nothing and shields do not deplete, but their additional effects happen.

``cant`` abilities say what can't happen: players can't lose or win (Platinum Angel), gain
life, get counters (Solemnity); damage can't be prevented (Leyline of Punishment).

The prevention kinds of format 0.4 (``prevent_next``, ...) are read as this kind by
:mod:`engine.abilities.legacy_kinds`.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from engine.abilities.basic import text_field
from engine.abilities.effects import (
    NEXT_UNTAP_STEP_ONLY,
    Chosen,
    Selector,
    parse_selector,
    parse_value,
)
from engine.abilities.replacements import Pattern, parse_pattern, recipient_matches, source_matches
from engine.abilities.triggers import TargetSpec, parse_targets
from engine.concepts import Duration, EventType
from engine.errors import ScenarioError, join
from engine.events import Damage, Event, GainLife
from engine.events.replacement import (
    Applied,
    Category,
    GameView,
    ReplacementEffect,
    Verdict,
    name_of,
    says,
)
from engine.format.cards import CANT
from engine.state.objects import Ability
from engine.state.view import ObjectView
from engine.text.citations import cite

if TYPE_CHECKING:
    from engine.state.objects import GameObject


class Prevent(enum.StrEnum):
    """How much of the damage a prevention effect prevents (615.7-615.9)."""

    NEXT = "next"
    NEXT_TIME = "next_time"
    EACH_TIME = "each_time"
    HALF = "half"
    ALL = "all"


@dataclass(frozen=True, slots=True)
class PreventionSpec:
    """A prevention ability: the damage it watches, how much it prevents, what it also does."""

    pattern: Pattern
    prevent: Prevent
    amount: int = 0
    sharing_color: bool = False
    gains_life: bool = False
    # The mode of a modal spell this ability is (Healing Salve's "prevent"; 700.2).
    mode: str = ""
    # 611.2a, 615.7: how long the effect of a resolved spell or ability lasts ("this turn").
    duration: Duration | None = None
    # 602.1, 615.7: an activated prevention ability ("{T}: Prevent the next 1 damage that would
    # be dealt to any target this turn."): its cost and the targets it declares (115.1); its
    # shield is created as it resolves, on what it targeted (engine.turn.resolving).
    cost: str = ""
    targets: tuple[TargetSpec, ...] = ()

    @property
    def resolved_only(self) -> bool:
        """"The next N damage", "the next time": shields created as a spell or ability
        resolves (615.7, 615.8), so they exist only as a scenario's ``effects``."""
        return self.prevent in (Prevent.NEXT, Prevent.NEXT_TIME)

    @property
    def concepts(self) -> tuple[str, ...]:
        """The citation concepts of what it does."""
        return {
            Prevent.NEXT: ("prevention.prevent", "prevention.shield"),
            Prevent.NEXT_TIME: ("prevention.prevent", "prevention.source",
                                "prevention.additional"),
            Prevent.EACH_TIME: ("prevention.prevent", "prevention.static"),
            Prevent.HALF: ("prevention.prevent", "prevention.static"),
            Prevent.ALL: ("prevention.prevent", "prevention.rules_change"),
        }[self.prevent]


@dataclass(frozen=True, slots=True)
class CantSpec:
    """What can't happen (each entry of CANT), and to which permanents for counters."""

    what: tuple[str, ...]
    affects: Selector | None = None
    # Only counters of this kind ("-1/-1": Melira); only its controller ("you": "You can't get
    # poison counters").
    counter: str = ""
    player: str = ""
    # 601.3: "cast" only spells with this name (a literal, or the card name its source's
    # controller chose as it entered, 607.1).
    name: str | Chosen | None = None
    # 509.1b: "block" only attackers it matches, "be_blocked" only by blockers it matches.
    by: Selector | None = None
    # 509.1b: only ``by`` creatures with power at most / at least this ("with power 2 or less").
    by_power_at_most: int | None = None
    by_power_at_least: int | None = None
    # 509.1b: only ``by`` creatures whose power is less than the restricted creature's
    # ("Creatures with power less than ~'s power can't block it").
    by_power_below_its: bool = False
    # 508.1c: it applies only while the defending player controls no permanent of the first,
    # and its controller none of the second ("can't attack unless ... controls an Island").
    unless_defending_controls: Selector | None = None
    unless_you_control: Selector | None = None
    # 502.3: applies only if the active player so chooses in the untap step.
    may: bool = False
    # A spell's restriction ("Target creature can't block this turn", 611.2a): how long the
    # effect it creates as it resolves lasts, and the spell's targets (115.1); ``affects`` is
    # then "targets" (the objects it targeted) or a filter (checked each time, not locked:
    # 611.2c locks only the objects of an effect that changes characteristics or control).
    duration: Duration | None = None
    targets: tuple[TargetSpec, ...] = ()
    # 608.2c: "... and can't be blocked this turn": on the targets of the spell's ability
    # before it (engine.abilities.spells.same_targets).
    same_targets: bool = False
    # 602.1a: an activated ability's restriction ("{1}{R}: Target creature can't block this
    # turn."): its cost.
    cost: str = ""
    # 700.2: a modal spell's mode that is a restriction ("• Creatures without flying can't block
    # this turn."): the mode, how many modes its caster chooses, entwine (702.42a), as an
    # ActionSpec's (engine.abilities.spells.mode_of).
    mode: str = ""
    choose: tuple[int, ...] = ()
    entwine: bool = False


def _count(value: Any, path: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise ScenarioError(path, "expected a non-negative integer")
    return value


def parse_prevention(data: Mapping[str, Any], path: str) -> Ability:
    """Parse a ``"prevention"`` ability (see the module doc)."""
    label = text_field(data, "label", path)
    pattern = parse_pattern(data.get("event"), join(path, "event"))
    if pattern.type is not EventType.DAMAGE:
        raise ScenarioError(join(join(path, "event"), "type"), "expected damage (615.1)")
    raw = data.get("prevent")
    amount = 0
    if isinstance(raw, Mapping) and len(raw) == 1 and next(iter(raw)) in ("next", "each_time"):
        (name, value), = raw.items()
        prevent, amount = Prevent(name), _count(value, join(join(path, "prevent"), name))
    elif raw in ("next_time", "half", "all"):
        prevent = Prevent(str(raw))
    else:
        raise ScenarioError(join(path, "prevent"),
                            'expected {"next": n}, {"each_time": n}, "next_time", "half" or "all"')
    sharing = data.get("sharing_color", False)
    if not isinstance(sharing, bool) or (sharing and prevent is not Prevent.NEXT):
        raise ScenarioError(join(path, "sharing_color"), "expected true or false (with next)")
    also = data.get("also", [])
    if also not in ([], [{"do": "gain_life", "amount": "prevented"}]):
        raise ScenarioError(join(path, "also"),
                            'expected [{"do": "gain_life", "amount": "prevented"}] (615.5)')
    mode = data.get("mode", "")
    if not isinstance(mode, str):
        raise ScenarioError(join(path, "mode"), "expected the mode's name")
    # The format's declaration refused unknown durations.
    duration = Duration(data["duration"]) if "duration" in data else None
    if duration is Duration.NEXT_UNTAP_STEP:
        raise ScenarioError(join(path, "duration"), NEXT_UNTAP_STEP_ONLY)
    cost = data.get("cost", "")
    if not isinstance(cost, str):
        raise ScenarioError(join(path, "cost"), "expected the cost's words")
    targets = parse_targets(data.get("targets", ()), join(path, "targets"))
    if cost and (prevent is not Prevent.NEXT or sharing):
        # 615.7: the shield an activated ability creates as it resolves.
        raise ScenarioError(join(path, "cost"), (
            'an activated prevention ability is a shield: prevent {"next": n} (615.7)'))
    if targets and not cost:
        raise ScenarioError(join(path, "targets"), (
            "only an activated prevention ability (with a cost) declares targets (115.1)"))
    spec = PreventionSpec(pattern, prevent, amount, sharing_color=sharing, gains_life=bool(also),
                          mode=mode, duration=duration, cost=cost, targets=targets)
    return Ability("prevention", label, spec)


def spec_of(ability: Ability) -> PreventionSpec | None:
    """The prevention ability's spec, or None for other abilities."""
    spec = ability.spec
    return spec if isinstance(spec, PreventionSpec) else None


class Prevention:
    """The handler of every prevention ability: its pattern, then how much it prevents."""

    prevention = True

    def category_for(self, effect: ReplacementEffect) -> Category:
        # 616.1d: prevention effects are "other" replacement and prevention effects.
        return Category.OTHER

    def rules_for(self, effect: ReplacementEffect) -> tuple[str, ...]:
        return cite(*self.spec(effect).concepts)

    @staticmethod
    def spec(effect: ReplacementEffect) -> PreventionSpec:
        spec = effect.params
        assert isinstance(spec, PreventionSpec)
        return spec

    def watches(self, effect: ReplacementEffect, event: Event) -> bool:
        return isinstance(event, Damage)

    def _source_fails(self, effect: ReplacementEffect, event: Damage,
                      game: GameView) -> str | None:
        """The message key when the damage's source (or kind) isn't covered, else None."""
        pattern = self.spec(effect).pattern
        source = pattern.source
        if source is not None and source.ref == "targets":
            # 615.8: "the next time [that creature] would deal damage".
            if event.source not in (effect.fixed_targets or ()):
                return "prevention.other_source"
            return None
        if pattern.combat and not event.combat:
            return "prevention.all.not_covered"
        if not source_matches(source, event.source, effect, game):
            return "prevention.all.not_covered"
        return None

    def _covers(self, effect: ReplacementEffect, event: Damage, game: GameView) -> bool:
        pattern = self.spec(effect).pattern
        if pattern.players is None and pattern.permanents is None:
            return True
        return recipient_matches(pattern.players, pattern.permanents, event.target, effect, game)

    def shield_key(self, effect: ReplacementEffect, event: Damage) -> str:
        """The key of the shield this event would use up."""
        # 615.10: each creature the effect was created for has a shield of its own.
        return f"{effect.key}@{event.target}" if self.spec(effect).sharing_color else effect.key

    def left(self, effect: ReplacementEffect, event: Damage, game: GameView) -> int:
        """How much this effect can still prevent of this event."""
        spec = self.spec(effect)
        if spec.prevent is Prevent.NEXT:
            used = game.shield(self.shield_key(effect, event))
            return spec.amount if used is None else used
        if spec.prevent is Prevent.NEXT_TIME:
            used = game.shield(effect.key)
            return event.amount if used is None else used
        if spec.prevent is Prevent.EACH_TIME:
            return spec.amount
        if spec.prevent is Prevent.HALF:
            return (event.amount + 1) // 2
        return event.amount

    def check(self, effect: ReplacementEffect, event: Event, game: GameView) -> Verdict:
        assert isinstance(event, Damage)
        if event.amount > 0:
            failed = self._source_fails(effect, event, game)
            if failed is not None:
                return Verdict(False, says(failed, effect, source=name_of(event.source, game)))
        if event.amount <= 0:
            return Verdict(False, says("prevention.zero", effect))
        if not self._covers(effect, event, game):
            return Verdict(
                False, says("prevention.not_covered", effect, target=name_of(event.target, game))
            )
        if self.left(effect, event, game) <= 0:
            return Verdict(False, says("prevention.used_up", effect))
        return Verdict(
            True,
            says("prevention.applies", effect, target=name_of(event.target, game),
                 amount=event.amount),
        )

    def apply(self, effect: ReplacementEffect, event: Event, game: GameView) -> Applied:
        assert isinstance(event, Damage)
        target = name_of(event.target, game)
        if event.unpreventable or game.damage_cant_be_prevented():
            # 615.11: applied, prevents nothing, the shield stays; additional effects happen.
            return Applied(
                (event,),
                says("prevention.unpreventable", effect, target=target, amount=event.amount),
                extra=self.additional(effect, 0),
                rules=cite("prevention.unpreventable"),
            )
        prevented = min(event.amount, self.left(effect, event, game))
        left = event.amount - prevented
        return Applied(
            (replace(event, amount=left),) if left > 0 else (),
            says("prevention.prevented", effect, target=target, prevented=prevented, left=left),
            extra=self.additional(effect, prevented),
            usage=self.usage(effect, event, game, prevented),
        )

    def additional(self, effect: ReplacementEffect, prevented: int) -> tuple[Event, ...]:
        """615.5: what the effect does besides preventing, for the amount it prevented."""
        if self.spec(effect).gains_life and prevented > 0:
            return (GainLife(effect.controller, prevented),)
        return ()

    def usage(self, effect: ReplacementEffect, event: Damage, game: GameView,
              prevented: int) -> tuple[tuple[str, int], ...]:
        """What is left of the effect after preventing `prevented`."""
        spec = self.spec(effect)
        if spec.prevent is Prevent.NEXT:
            return ((self.shield_key(effect, event), self.left(effect, event, game) - prevented),)
        if spec.prevent is Prevent.NEXT_TIME:
            return ((effect.key, 0),)
        return ()


# Protection qualities the engine can judge: color words, card types (plural), and
# everything, multicolored, monocolored and the chosen color (see has_quality).
_COLOR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_TYPE_WORDS = {
    "artifacts": "Artifact", "creatures": "Creature", "enchantments": "Enchantment",
    "instants": "Instant", "sorceries": "Sorcery", "planeswalkers": "Planeswalker",
    "lands": "Land", "battles": "Battle",
}
_COLOR_NAMES = {letter: word for word, letter in _COLOR_WORDS.items()}
_CHOSEN_COLOR = "the chosen color"
# The prevention effect protection makes: all damage to the protected permanent itself.
PROTECTION = PreventionSpec(Pattern(EventType.DAMAGE, permanents=Selector(ref="self", zones=None)),
                            Prevent.ALL)


@dataclass(frozen=True, slots=True)
class Quality:
    """One quality of "Protection from X" (702.16a), read as the card loads: ``kind`` is
    ``color`` (``value`` a letter), ``card_type``, ``everything``, ``multicolored``,
    ``monocolored``, ``chosen_color`` (Voice of All: read from the protected object's choice,
    :func:`qualities_of`), or ``unknown`` (``value`` the words the engine can't judge)."""

    kind: str
    value: str
    words: str


@dataclass(frozen=True, slots=True)
class ProtectionSpec:
    """A protection keyword's qualities ("from red and from blue")."""

    qualities: tuple[Quality, ...]
    # A protection an Aura or Equipment grants "This effect doesn't remove ~." (Flickering
    # Ward): the id of that Aura or Equipment, which stays attached whatever its qualities
    # (702.16c, 702.16d don't make it fall off; damage and targeting are judged as usual).
    spares: str = ""


def _quality(words: str) -> Quality:
    if words == "everything":
        return Quality("everything", "", words)
    if words in _COLOR_WORDS:
        return Quality("color", _COLOR_WORDS[words], words)
    if words in _TYPE_WORDS:
        return Quality("card_type", _TYPE_WORDS[words], words)
    if words in ("multicolored", "monocolored"):
        return Quality(words, "", words)
    if words == _CHOSEN_COLOR:
        return Quality("chosen_color", "", words)
    return Quality("unknown", words, words)


def protection_of(keyword_name: str) -> ProtectionSpec | None:
    """The qualities of "Protection from X [and from Y]"; None if it isn't a protection keyword."""
    text = keyword_name.strip().lower()
    if not text.startswith("protection from "):
        return None
    rest = text.removeprefix("protection from ")
    words = [q.strip() for q in rest.replace(" and from ", ",").split(",") if q.strip()]
    return ProtectionSpec(tuple(_quality(w) for w in words))


def with_choices(protection: ProtectionSpec, protected: GameObject) -> ProtectionSpec:
    """``protection`` with "the chosen color" read from ``protected``'s choice (Voice of All);
    with no color chosen it stays, and protects from nothing. A granted protection's chosen
    color was read from its source's choice already (:func:`granted`)."""
    chosen = protected.chosen_value("color")
    if chosen not in _COLOR_NAMES or all(q.kind != "chosen_color" or q.value
                                         for q in protection.qualities):
        return protection
    return replace(protection, qualities=tuple(
        Quality("color", chosen, _COLOR_NAMES[chosen]) if q.kind == "chosen_color"
        and not q.value else q for q in protection.qualities))


def reads_chosen_color(ability: Ability) -> bool:
    """Whether the ability is a protection from "the chosen color" (granted by an effect, the
    choice is the effect's or its source's: :func:`granted`)."""
    spec = ability.spec
    return isinstance(spec, ProtectionSpec) and any(q.kind == "chosen_color"
                                                    for q in spec.qualities)


def granted(ability: Ability, chosen: dict[str, str], source: str | None,
            spares: bool) -> Ability:
    """A protection keyword a continuous effect grants (613.1f), as the object it's granted to
    has it: "the chosen color" is the effect's source's choice (607.1: Flickering Ward's
    "Enchanted creature has protection from the chosen color" reads the Ward's choice, not the
    creature's; with none made, it protects from nothing), and ``spares`` the source (its
    "This effect doesn't remove ~"). Any other ability is returned as it is."""
    spec = ability.spec
    if not isinstance(spec, ProtectionSpec):
        return ability
    color = chosen.get("color")
    qualities = tuple(
        (Quality("color", color, _COLOR_NAMES[color]) if color in _COLOR_NAMES
         else Quality("chosen_color", "none", q.words)) if q.kind == "chosen_color" else q
        for q in spec.qualities)
    label = ability.label
    if color in _COLOR_NAMES:
        label = label.replace(_CHOSEN_COLOR, _COLOR_NAMES[color])
    return replace(ability, label=label, spec=replace(
        spec, qualities=qualities, spares=(source or "") if spares else spec.spares))


def has_quality(quality: Quality, view: ObjectView) -> bool | None:
    """Whether an object has the quality (702.16a); None if the engine doesn't know the quality.

    The one matcher of protection: damage (702.16e), attachment (702.16c, 702.16d) and
    targeting (702.16b) all ask it."""
    if quality.kind == "everything":
        return True
    if quality.kind == "color":
        return quality.value in view.colors
    if quality.kind == "card_type":
        return quality.value in view.types
    if quality.kind == "multicolored":
        return len(view.colors) > 1
    if quality.kind == "monocolored":
        return len(view.colors) == 1
    if quality.kind == "chosen_color":
        # No color was chosen (with_choices found none): protection from nothing.
        return False
    return None


def protection_from(protected: GameObject, source: ObjectView,
                    attached: bool = False) -> Quality | None:
    """The first quality of ``protected``'s protection keywords that ``source`` has, or None.

    ``protected`` is read as the layers left it (a granted "Protection from white" counts,
    613.1f); a quality the engine doesn't know protects from nothing here. With ``attached``
    (702.16c, 702.16d: may ``source`` stay attached to it?) a protection that spares
    ``source`` ("This effect doesn't remove ~") is left out."""
    for ability in protected.characteristics.abilities:
        if isinstance(ability.spec, ProtectionSpec):
            if attached and ability.spec.spares and ability.spec.spares == source.id:
                continue
            for quality in with_choices(ability.spec, protected).qualities:
                if has_quality(quality, source):
                    return quality
    return None


class Protection(Prevention):
    """702.16e: damage that sources with the quality would deal to the protected permanent.

    The effect's params are the keyword's :class:`ProtectionSpec`; it prevents like
    ``"prevent": "all"`` of damage to its own source."""

    def rules_for(self, effect: ReplacementEffect) -> tuple[str, ...]:
        return cite("prevention.prevent", "prevention.protection")

    @staticmethod
    def spec(effect: ReplacementEffect) -> PreventionSpec:
        return PROTECTION

    def watches(self, effect: ReplacementEffect, event: Event) -> bool:
        # Only damage to the protected permanent itself: no trace step for every other event.
        return isinstance(event, Damage) and event.target == effect.source

    def check(self, effect: ReplacementEffect, event: Event, game: GameView) -> Verdict:
        assert isinstance(event, Damage)
        if event.amount <= 0:
            return super().check(effect, event, game)
        protection = effect.params
        assert isinstance(protection, ProtectionSpec)
        qualities = protection.qualities
        view = game.obj(event.source)
        known = [has_quality(q, view) if view is not None else False for q in qualities]
        if not any(known):
            unknown = [q.words for q, k in zip(qualities, known, strict=True) if k is None]
            key = "prevention.protection.unknown" if unknown else "prevention.protection.no"
            return Verdict(False, says(key, effect, source=name_of(event.source, game),
                                        quality=", ".join(unknown or [q.words for q in qualities])))
        return super().check(effect, event, game)


def parse_cant(data: Mapping[str, Any], path: str) -> Ability:
    what = data.get("what")
    if not isinstance(what, list) or not what:
        raise ScenarioError(join(path, "what"), f"expected a list of: {', '.join(CANT)}")
    for i, item in enumerate(what):
        if item not in CANT:
            raise ScenarioError(join(join(path, "what"), i), f"expected one of {', '.join(CANT)}")
    affects = parse_selector(data["affects"], join(path, "affects")) if "affects" in data else None
    by = parse_selector(data["by"], join(path, "by")) if "by" in data else None
    if by is not None and (by.ref != "filter" or not set(what) <= {"block", "be_blocked"}):
        raise ScenarioError(join(path, "by"), 'expected a filter, with "what" block or '
                            "be_blocked only (509.1b)")
    powers: dict[str, int] = {}
    for key in ("by_power_at_most", "by_power_at_least"):
        if key in data:
            value = data[key]
            if by is None or isinstance(value, bool) or not isinstance(value, int) or value < 0:
                raise ScenarioError(join(path, key),
                                    'expected a non-negative integer, with "by" (509.1b)')
            powers[key] = value
    below = data.get("by_power_below_its", False)
    if below is not False and (below is not True or by is None or what != ["be_blocked"]):
        raise ScenarioError(join(path, "by_power_below_its"),
                            'expected true, with "by" and "what": ["be_blocked"] (509.1b)')
    unless: dict[str, Selector] = {}
    for key in ("unless_defending_controls", "unless_you_control"):
        if key in data:
            unless[key] = parse_selector(data[key], join(path, key))
            if unless[key].ref != "filter" or not set(what) <= {"attack", "block"} or (
                    key == "unless_defending_controls" and what != ["attack"]):
                raise ScenarioError(join(path, key), 'expected a filter, with "what" attack '
                                    "(or block, for unless_you_control) only (508.1c)")
    may = data.get("may", False)
    if may and what != ["untap_during_untap_step"]:
        raise ScenarioError(join(path, "may"),
                            'expected "what": ["untap_during_untap_step"] with "may" (502.3)')
    player = data.get("player", "")
    if player == "opponents" and what != ["cast"]:
        raise ScenarioError(join(path, "player"),
                            'expected "you", or "opponents" with "what": ["cast"] only (601.3)')
    name = parse_value(data["name"], join(path, "name")) if "name" in data else None
    if name is not None and what not in (["cast"], ["activate_abilities"]):
        raise ScenarioError(join(path, "name"), 'expected "what": ["cast"] or '
                            '["activate_abilities"] with "name" (601.3, 602.5)')
    return Ability("cant", text_field(data, "label", path), CantSpec(
        tuple(what), affects, counter=data.get("counter", ""), player=player, name=name,
        by=by, by_power_at_most=powers.get("by_power_at_most"),
        by_power_at_least=powers.get("by_power_at_least"), by_power_below_its=below,
        unless_defending_controls=unless.get("unless_defending_controls"),
        unless_you_control=unless.get("unless_you_control"), may=bool(may)))


def protection_fields(data: Mapping[str, Any], path: str) -> ProtectionSpec | None:
    return protection_of(text_field(data, "label", path))


