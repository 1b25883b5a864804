"""What the engine did not apply: the abilities that could have mattered but have no rules code.

A judge must never take a clean trace for a ruling when an ability was ignored. After a run,
every ability or keyword on an object in a zone where it functions — on the battlefield, or an
instant's or sorcery's text on the stack or cast during the run — that the engine does not
apply is listed, with the
rule it would have needed and why it wasn't applied (:class:`~engine.abilities.keywords.Gap`):

* a keyword whose rules the engine lacks (Ward: its trigger isn't scripted; Banding: the
  combat rules don't apply it, listed only for a creature a scenario's attack or block event
  declares, where alone it can matter) or applies only in part (Equip: not activated);
* an ability carried as text: a triggered ability ("When ... enters", 603), an activated one
  ("{2}: ...", 602), a static one the effect language can't say (604), a spell's text (608);
  and "As [this] enters, choose ..." (614.1c) when the object has no choice recorded.

Objects are read as the layer system left them at the start and at the end of the run, so an
ability removed by Humility is not listed, and one granted by an effect is. An object that entered
the battlefield during the run and left it again (a creature that entered and died) is read as
it is at the end, as if on the battlefield: its triggered abilities ("when ... enters", "when
... dies", persist) could have triggered (603.2, 603.10a), and its static text applied while it
was there ("As ~ is turned face up, put five +1/+1 counters on it", 614.1e: a 0/0 turned face up
dies at once without them), so they are listed too; its activated ones aren't (117: nobody had
priority to activate them). The same
ability (the same label, rules and gap) on several objects is one entry naming them all.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace

from engine.abilities.enchant import EnchantSpec
from engine.abilities.keywords import Gap, KeywordRule, Status, rule_of
from engine.abilities.triggers import On, specs_of
from engine.concepts import Zone
from engine.state.objects import Ability, GameObject, GameState, Happened
from engine.text.trace import Message

# Where text abilities that the engine can't read are explained in the shipped text.
_GAP_RULES = {
    Gap.TRIGGERS: ("603.1",),
    Gap.ACTIVATED: ("602.1",),
    Gap.STATIC_TEXT: ("604.1",),
    Gap.SPELL_TEXT: ("608.2",),
    Gap.AS_ENTERS: ("614.1c",),
}
_TRIGGER_WORDS = ("when ", "whenever ", "at the beginning ", "at end of ")
# What of an object that entered the battlefield during the run and left it is listed.
_WHILE_PASSING = frozenset({Gap.TRIGGERS, Gap.STATIC_TEXT, Gap.AS_ENTERS})


@dataclass(frozen=True, slots=True)
class NotModelled:
    """An ability the engine did not apply, on ``object``: why (``gap``), and its rules."""

    object: str
    ability: str
    rules: tuple[str, ...]
    gap: Gap
    # The part of a partially modelled keyword the gap stops (Protection: "blocking").
    part: str = ""
    # Every object with the same ability not applied (``object`` is the first), and their
    # names: the same ability is listed once.
    objects: tuple[str, ...] = ()
    names: tuple[str, ...] = ()

    @property
    def message(self) -> Message:
        """What to tell the judge, rendered at the edge."""
        key = f"not_modelled.{self.gap}" + (f".{self.part}" if self.part else "")
        return Message.of(key, keyword=self.ability, rule=", ".join(self.rules) or "-")


def _text_gap(obj: GameObject, text: str, zone: str) -> Gap | None:
    lowered = text.lower()
    if zone == "stack":
        return Gap.SPELL_TEXT if _is_spell_card(obj) else None
    if lowered.startswith(_TRIGGER_WORDS):
        return Gap.TRIGGERS
    if lowered.startswith("as ") and " enters" in lowered:
        # 614.1c: the choice was made as it entered if the scenario records one.
        return None if obj.chosen else Gap.AS_ENTERS
    # 602.1a: "[Cost]: [Effect.]"; a cost may have no mana symbol ("Sacrifice a creature:",
    # "Remove a +1/+1 counter from this creature:"). A colon inside quotes is a granted
    # ability's, the quoting ability's text is static.
    cost, colon, _ = text.partition(":")
    if colon and '"' not in cost:
        return Gap.ACTIVATED
    return Gap.STATIC_TEXT


# The kinds of ability a cast instant or sorcery applies: what it does as it resolves
# (engine.turn.resolving), its keywords, "can't be countered" and its additional costs
# (engine.turn.casting, 601.2h), its cycling (played from the hand, 702.29a); "text" is
# reported as text below.
_RESOLVED_BY_A_SPELL = frozenset({"spell", "text", "keyword", "cant", "additional_cost",
                                 "cast_timing", "buyback", "kicker", "cycling",
                                  "flashback", "jump_start", "retrace", "rebound", "madness",
                                  "dredge"})


def _cycle_trigger(ability: Ability) -> bool:
    """702.29c: "When you cycle ~" on an instant or sorcery does nothing as the spell resolves:
    it triggers as the card is cycled (engine.abilities.triggers), which is modelled."""
    return ability.kind == "triggered" and any(
        spec.trigger.on is On.CYCLE for spec in specs_of(ability))


def _is_spell_card(obj: GameObject) -> bool:
    types = obj.characteristics.types
    return "Instant" in types or "Sorcery" in types


def _entry(obj: GameObject, ability: Ability, zone: str) -> NotModelled | None:
    """What to report of ``ability`` on ``obj``, read as if in ``zone``, or None."""
    if ability.is_keyword:
        if zone != "battlefield":
            return None
        if isinstance(ability.spec, EnchantSpec) and ability.spec.unreadable:
            return NotModelled(obj.id, ability.label, ("702.5a", "704.5m"),
                               Gap.ENCHANT_UNREADABLE)
        rule = rule_of(ability.label)
        if rule is None:
            return NotModelled(obj.id, ability.label, ("702",), Gap.UNKNOWN_KEYWORD)
        return _keyword_entry(obj, ability, rule)
    if zone == "stack" and ability.kind not in _RESOLVED_BY_A_SPELL and _is_spell_card(obj) \
            and not _cycle_trigger(ability):
        # 608.2c: a cast instant or sorcery does what its "spell" abilities say; an ability of
        # another kind on it (a prevention shield, a replacement) isn't created as it resolves.
        return NotModelled(obj.id, ability.label, _GAP_RULES[Gap.SPELL_TEXT], Gap.SPELL_TEXT)
    if ability.kind != "text" or zone not in ("battlefield", "stack"):
        return None
    if ability.spec == ("applied_by", "granting_effect"):
        return None
    rule = rule_of(ability.label)
    if rule is not None:
        # "Enchant creature", "Equip {1}" carried as text: the keyword's own definition.
        return _keyword_entry(obj, ability, rule)
    gap = _text_gap(obj, ability.label, zone)
    if gap is None:
        return None
    return NotModelled(obj.id, ability.label, _GAP_RULES[gap], gap)


def _keyword_entry(obj: GameObject, ability: Ability, rule: KeywordRule) -> NotModelled | None:
    """What to report of a keyword the format knows: what of its rules the engine lacks."""
    if rule.status is Status.MODELLED or rule.gap is None:
        return None
    return NotModelled(obj.id, ability.label, (rule.missing_rule or rule.rule,), rule.gap,
                       rule.missing_part)


def find(states: Iterable[GameState]) -> tuple[NotModelled, ...]:
    """Every ability the engine did not apply, on the objects of ``states`` (after the layers),
    in the order the objects and abilities are met; the same ability (the same label, rules and
    gap) on several objects once, naming them all. A combat keyword the combat rules don't
    apply (Banding) is listed only for a creature that attacked or blocked."""
    found: dict[tuple[str, str], NotModelled] = {}
    for state in states:
        passed = _passed_through_battlefield(state)
        cast = set(state.cast)
        fought = _in_combat(state)
        for obj in state.objects:
            for ability in obj.characteristics.abilities:
                # 601.2, 608.2: a card cast during the run was a spell; its text mattered.
                zone = Zone.STACK if obj.id in cast and obj.zone != Zone.BATTLEFIELD else obj.zone
                entry = _entry(obj, ability, zone)
                if entry is None and obj.id in passed and obj.zone != Zone.BATTLEFIELD:
                    # Its triggers, and its static text: it applied while the object was
                    # there ("As ~ is turned face up, put five +1/+1 counters on it", 614.1e;
                    # "~ enters with X +1/+1 counters", 614.1c), even if it left at once (a
                    # 0/0 dying, 704.5f). Not its activated ones: nobody had priority to
                    # activate anything (117).
                    entry = _entry(obj, ability, Zone.BATTLEFIELD)
                    entry = entry if entry is not None and entry.gap in _WHILE_PASSING else None
                if entry is not None and entry.gap is Gap.COMBAT and obj.id not in fought:
                    entry = None  # 506: it was in no combat, where alone it could matter
                if entry is not None:
                    found.setdefault((entry.object, entry.ability),
                                     replace(entry, names=(obj.name,)))
    grouped: dict[tuple[str, tuple[str, ...], Gap, str], NotModelled] = {}
    for entry in found.values():
        key = (entry.ability, entry.rules, entry.gap, entry.part)
        first = grouped.get(key)
        if first is None:
            grouped[key] = replace(entry, objects=(entry.object,))
        elif entry.object not in first.objects:
            grouped[key] = replace(first, objects=(*first.objects, entry.object),
                                   names=(*first.names, *entry.names))
    return tuple(grouped.values())


def _in_combat(state: GameState) -> set[str]:
    """The creatures the scenario's attack and block events declare (506-509)."""
    found: set[str] = set()
    for event in state.events:
        found.update(ident for ident, _ in event.attackers)
        found.update(ident for ident, _ in event.blockers)
    return found


def _passed_through_battlefield(state: GameState) -> set[str]:
    """The objects the history says entered the battlefield during the run."""
    return {entry.object for entry in state.history
            if entry.kind is Happened.ZONE_CHANGE and entry.detail == Zone.BATTLEFIELD
            and entry.object is not None}
