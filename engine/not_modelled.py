"""What the engine did not apply: the abilities that could have mattered but have no rules code.

A judge must never take a clean trace for a ruling when an ability was ignored. After a run,
every ability or keyword on an object in a zone where it functions — on the battlefield, or an
instant's or sorcery's text on the stack — that the engine does not apply is listed, with the
rule it would have needed and why it wasn't applied (:class:`~engine.keywords.Gap`):

* a keyword whose rules the engine lacks (Flying: combat isn't modelled; Persist: triggered
  abilities aren't) or applies only in part (Protection: damage only, 702.16e);
* an ability carried as text: a triggered ability ("When ... enters", 603), an activated one
  ("{2}: ...", 602), a static one the effect language can't say (604), a spell's text (608);
  and "As [this] enters, choose ..." (614.1c) when the object has no choice recorded.

Objects are read as the layer system left them at the start and at the end of the run, so an
ability removed by Humility is not listed, and one granted by an effect is.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from engine.abilities import Ability
from engine.enchant import EnchantSpec
from engine.keywords import Gap, Status, rule_of
from engine.objects import GameObject, GameState
from engine.trace import Message

# Where text abilities that the engine can't read are explained in the shipped text.
_GAP_RULES = {
    Gap.TRIGGERS: ("603.1",),
    Gap.ACTIVATED: ("602.1",),
    Gap.STATIC_TEXT: ("604.1",),
    Gap.SPELL_TEXT: ("608.2",),
    Gap.AS_ENTERS: ("614.1c",),
}
_TRIGGER_WORDS = ("when ", "whenever ", "at the beginning ", "at end of ")


@dataclass(frozen=True, slots=True)
class NotModelled:
    """An ability the engine did not apply, on ``object``: why (``gap``), and its rules."""

    object: str
    ability: str
    rules: tuple[str, ...]
    gap: Gap

    @property
    def message(self) -> Message:
        """What to tell the judge, rendered at the edge."""
        return Message.of(f"not_modelled.{self.gap}", keyword=self.ability,
                          rule=", ".join(self.rules) or "-")


def _text_gap(obj: GameObject, text: str) -> Gap | None:
    lowered = text.lower()
    if obj.zone == "stack":
        types = obj.characteristics.types
        return Gap.SPELL_TEXT if "Instant" in types or "Sorcery" in types else None
    if lowered.startswith(_TRIGGER_WORDS):
        return Gap.TRIGGERS
    if lowered.startswith("as ") and " enters" in lowered:
        # 614.1c: the choice was made as it entered if the scenario records one.
        return None if obj.chosen else Gap.AS_ENTERS
    cost, colon, _ = text.partition(":")
    if colon and ("{" in cost or cost[:1] in "+−-0123456789"):
        return Gap.ACTIVATED
    return Gap.STATIC_TEXT


def _entry(obj: GameObject, ability: Ability) -> NotModelled | None:
    if ability.is_keyword:
        if obj.zone != "battlefield":
            return None
        if isinstance(ability.spec, EnchantSpec) and ability.spec.unreadable:
            return NotModelled(obj.id, ability.label, ("702.5a", "704.5m"),
                               Gap.ENCHANT_UNREADABLE)
        rule = rule_of(ability.label)
        if rule is None:
            return NotModelled(obj.id, ability.label, ("702",), Gap.UNKNOWN_KEYWORD)
        if rule.status is Status.MODELLED or rule.gap is None:
            return None
        return NotModelled(obj.id, ability.label, (rule.rule,), rule.gap)
    if ability.kind != "text" or obj.zone not in ("battlefield", "stack"):
        return None
    if ability.spec == ("applied_by", "granting_effect"):
        return None
    rule = rule_of(ability.label)
    if rule is not None:
        # "Enchant creature", "Equip {1}" carried as text: the keyword's own definition.
        if rule.status is Status.MODELLED or rule.gap is None:
            return None
        return NotModelled(obj.id, ability.label, (rule.rule,), rule.gap)
    gap = _text_gap(obj, ability.label)
    if gap is None:
        return None
    return NotModelled(obj.id, ability.label, _GAP_RULES[gap], gap)


def find(states: Iterable[GameState]) -> tuple[NotModelled, ...]:
    """Every ability the engine did not apply, on the objects of ``states`` (after the layers),
    once each, in the order the objects and abilities are met."""
    found: dict[tuple[str, str], NotModelled] = {}
    for state in states:
        for obj in state.objects:
            for ability in obj.characteristics.abilities:
                entry = _entry(obj, ability)
                if entry is not None:
                    found.setdefault((entry.object, entry.ability), entry)
    return tuple(found.values())
