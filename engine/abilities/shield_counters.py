"""Shield counters (rule 122.1c of the current Comprehensive Rules; the shipped text, older,
has no shield counters and numbers loyalty 122.1c).

"A shield counter on a permanent creates one replacement effect and one prevention effect that
protect the permanent. These effects are 'If this permanent would be destroyed as the result of
an effect, instead remove a shield counter from it' and 'If damage would be dealt to this
permanent, prevent that damage and remove a shield counter from it.'" Both are ordinary
replacement and prevention effects (614, 615): they take their turn among the others (616.1),
and damage that can't be prevented is still dealt, the counter removed all the same (615.11).
Destruction by a state-based action (704.5g lethal damage, 704.5h deathtouch) is the game's
rule, not an effect, and the counter doesn't stop it.

:func:`effects_of` gives the two effects of a permanent with shield counters; the game's
standing effects (engine/game/existing.py) include them.
"""

from __future__ import annotations

from engine.events import Damage, Destroy, Event, RemoveCounters
from engine.events.replacement import (
    Applied,
    Category,
    GameView,
    ReplacementEffect,
    Verdict,
    name_of,
    says,
)
from engine.state.objects import GameObject
from engine.text.citations import cite

SHIELD = "shield"
# 704.5g, 704.5h: destruction by the game's rules, not "as the result of an effect".
_BY_RULES = ("sba.lethal_damage", "sba.deathtouch")


def _shields(effect: ReplacementEffect, game: GameView) -> int:
    view = game.obj(effect.source)
    if view is None or not isinstance(view, GameObject):
        return 0
    return view.counter(SHIELD)


class ShieldFromDestruction:
    """"If this permanent would be destroyed as the result of an effect, instead remove a
    shield counter from it." (122.1c)"""

    prevention = False

    def category_for(self, effect: ReplacementEffect) -> Category:
        return Category.OTHER

    def rules_for(self, effect: ReplacementEffect) -> tuple[str, ...]:
        return cite("counters.shield", "replacement.instead")

    def watches(self, effect: ReplacementEffect, event: Event) -> bool:
        return isinstance(event, Destroy) and event.target == effect.source

    def check(self, effect: ReplacementEffect, event: Event, game: GameView) -> Verdict:
        assert isinstance(event, Destroy)
        if event.rule in _BY_RULES:
            return Verdict(False, says("shield.by_rules", effect))
        if _shields(effect, game) <= 0:
            return Verdict(False, says("shield.none_left", effect))
        return Verdict(True, says("shield.destroy_applies", effect))

    def apply(self, effect: ReplacementEffect, event: Event, game: GameView) -> Applied:
        return Applied((RemoveCounters(effect.source, SHIELD, 1, rule="counters.shield"),),
                       says("shield.destroy_replaced", effect))


class ShieldFromDamage:
    """"If damage would be dealt to this permanent, prevent that damage and remove a shield
    counter from it." (122.1c)"""

    prevention = True

    def category_for(self, effect: ReplacementEffect) -> Category:
        return Category.OTHER

    def rules_for(self, effect: ReplacementEffect) -> tuple[str, ...]:
        return cite("counters.shield", "prevention.prevent", "prevention.additional")

    def watches(self, effect: ReplacementEffect, event: Event) -> bool:
        return isinstance(event, Damage) and event.target == effect.source

    def check(self, effect: ReplacementEffect, event: Event, game: GameView) -> Verdict:
        assert isinstance(event, Damage)
        if event.amount <= 0:
            return Verdict(False, says("prevention.zero", effect))
        if _shields(effect, game) <= 0:
            return Verdict(False, says("shield.none_left", effect))
        return Verdict(True, says("prevention.applies", effect,
                                  target=name_of(event.target, game), amount=event.amount))

    def apply(self, effect: ReplacementEffect, event: Event, game: GameView) -> Applied:
        assert isinstance(event, Damage)
        remove = (RemoveCounters(effect.source, SHIELD, 1, rule="counters.shield"),)
        target = name_of(event.target, game)
        if event.unpreventable or game.damage_cant_be_prevented():
            # 615.11: applied, prevents nothing; the counter is removed all the same.
            return Applied((event,), says("prevention.unpreventable", effect, target=target,
                                          amount=event.amount),
                           extra=remove, rules=cite("prevention.unpreventable"))
        return Applied((), says("shield.damage_prevented", effect, target=target,
                                amount=event.amount), extra=remove)


_DESTRUCTION = ShieldFromDestruction()
_DAMAGE = ShieldFromDamage()


def effects_of(obj: GameObject) -> tuple[ReplacementEffect, ...]:
    """The two effects a permanent's shield counters create (none without one)."""
    if not obj.counter(SHIELD):
        return ()
    label = f"{obj.name}: shield counter"
    return tuple(
        ReplacementEffect(key=f"{obj.id}#shield-{name}", id=obj.id, source=obj.id,
                          controller=obj.controller, kind=f"shield_counter_{name}",
                          label=label, params=SHIELD, timestamp=obj.timestamp,
                          text=label, handler=handler)
        for name, handler in (("destroy", _DESTRUCTION), ("damage", _DAMAGE)))
