"""The monarch's two inherent triggered abilities (rule 724.2 of the current rules; section 720
in the 2022 text).

"At the beginning of the monarch's end step, that player draws a card" and "Whenever a creature
deals combat damage to the monarch, its controller becomes the monarch." They have no source
and are controlled by the player who was the monarch as they triggered (724.2: an exception to
113.8). :func:`collect` finds them in what happened since the last check, as
engine.abilities.triggers.collect finds the abilities of objects; engine.turn.triggering puts
both kinds on the stack together. Their stack items have no source (``source`` is ""), and
the monarch's id as the name the trace shows.
"""

from __future__ import annotations

from engine.abilities.registry import parse_ability
from engine.abilities.triggers import TriggeredSpec
from engine.state.objects import GameState, Happened, HistoryEntry, StackItem

END_STEP_LABEL = "At the beginning of the monarch's end step, that player draws a card."
DAMAGE_LABEL = "Whenever a creature deals combat damage to the monarch, its controller becomes " \
               "the monarch."


def _spec(data: dict[str, object]) -> TriggeredSpec:
    ability = parse_ability(data, "monarch")
    assert isinstance(ability.spec, TriggeredSpec)
    return ability.spec


# 724.2: "that player" is the monarch, who controls the ability.
_END_STEP = _spec({"kind": "triggered", "label": END_STEP_LABEL,
                   "trigger": {"on": "beginning_of", "step": "end", "player": "you"},
                   "effect": [{"do": "draw", "player": "you", "amount": 1}]})
# 724.2, 608.2h: "its controller": the creature's controller as the ability resolves, or as
# it last existed on the battlefield.
_DAMAGE = _spec({"kind": "triggered", "label": DAMAGE_LABEL,
                 "trigger": {"on": "damage", "player": "you", "combat": True},
                 "effect": [{"do": "become_monarch", "player": "it_controller"}]})


def collect(state: GameState, batch: tuple[HistoryEntry, ...],
            first_id: int) -> tuple[StackItem, ...]:
    """724.2: the monarch's abilities that trigger on ``batch``, in the order the events
    happened, numbered from ``first_id``; the monarch is the one now (a batch is one
    simultaneous event: who was dealt the damage was the monarch as it was dealt)."""
    monarch = next((p.id for p in state.players if p.monarch and not p.lost), None)
    if monarch is None:
        return ()
    found: list[StackItem] = []
    for entry in batch:
        ident = f"monarch^{first_id + len(found)}"
        if (entry.kind is Happened.STEP_BEGAN and entry.detail == "end"
                and entry.player == monarch):
            found.append(StackItem(id=ident, source="", source_name=monarch,
                                   controller=monarch, label=END_STEP_LABEL, spec=_END_STEP))
            continue
        if not (entry.kind is Happened.DAMAGE_DEALT and entry.detail == "combat"
                and entry.player == monarch and entry.amount > 0 and entry.source is not None
                and state.has_object(entry.source)):
            continue
        creature = state.object(entry.source)
        if "Creature" not in creature.types:
            continue
        found.append(StackItem(id=ident, source="", source_name=monarch, controller=monarch,
                               label=DAMAGE_LABEL, spec=_DAMAGE, it=creature.id,
                               it_timestamp=creature.timestamp,
                               it_controller=creature.controller))
    return tuple(found)
