"""State-based actions (rule 704; 704.3: all that apply are performed at once).

The shipped rules text stops before section 7, but rule 704 is the rule; this module
implements 704.5a, b, c, d, f, g, h, i, j, k, m, n and q and cites them by those numbers. It only
finds what applies; :mod:`engine.turn.sba_loop` performs them (through replacement effects, 614).
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass

from engine.abilities import enchant, rule_changes
from engine.abilities.prevention import protection_from
from engine.abilities.selectors import PermanentReader, matches
from engine.concepts import Zone
from engine.events import CeaseToExist, Destroy, Event, LoseGame, Move, RemoveCounters, Unattach
from engine.state.choices import Answers
from engine.state.objects import ChoiceOption, GameObject, GameState, PendingChoice
from engine.text.citations import cite
from engine.text.trace import Message


@dataclass(frozen=True, slots=True)
class Action:
    """One state-based action: the event it performs, the rule (a citation concept)."""

    concept: str
    event: Event
    message: Message
    object: str | None = None
    # The answer (its index in `choices`) a player gave for this action, e.g. 704.5j.
    choice: int | None = None
    # Further rules it cites (concepts), e.g. 702.16c for an Aura protection shakes off.
    also: tuple[str, ...] = ()
    # Events the same action performs after ``event`` (704.5q removes both kinds of counter).
    then: tuple[Event, ...] = ()
    # The ability under which the rule doesn't apply (Mirror Gallery): the action does
    # nothing, and the trace says why once.
    exempt: str = ""


# The rules an attachment problem cites besides 704.5m/704.5n.
_ALSO = {"sba.aura.protection": ("protection.aura",),
         "sba.equipment.protection": ("protection.equipment",)}


def loyalty(obj: GameObject) -> int:
    """A planeswalker's loyalty on the battlefield: its loyalty counters (122.1c)."""
    return obj.counter("loyalty")


def find_actions(state: GameState, answers: Answers) -> list[Action]:
    """Every state-based action that applies now, decided at once (704.3).

    The legend rule (704.5j) asks the controller which permanent to keep; without an answer
    this raises ChoiceNeeded.
    """
    actions: list[Action] = []
    for player in state.players:
        if player.lost or player.won:
            continue
        if player.life <= 0:
            actions.append(Action("sba.life", LoseGame(player.id, "sba.life"),
                                  Message.of("sba.life", player=player.id, life=player.life)))
        if player.drew_from_empty_library:
            actions.append(Action("sba.empty_library", LoseGame(player.id, "sba.empty_library"),
                                  Message.of("sba.empty_library", player=player.id)))
        if player.poison >= 10:
            actions.append(Action("sba.poison", LoseGame(player.id, "sba.poison"),
                                  Message.of("sba.poison", player=player.id,
                                             poison=player.poison)))
    by_id: dict[str, GameObject] = {}
    legends: dict[tuple[str, str], list[GameObject]] = defaultdict(list)
    worlds: list[GameObject] = []
    for obj in state.objects:
        if obj.token and obj.zone != "battlefield":
            actions.append(Action("sba.token", CeaseToExist(obj.id),
                                  Message.of(f"sba.token.{obj.zone}", object=obj.name),
                                  obj.id))
            continue
        if obj.zone != "battlefield":
            continue
        # Read once: this runs at every check, for every object.
        chars = obj.characteristics
        types, subtypes = chars.types, chars.subtypes
        if "Creature" in types and chars.toughness is not None:
            actions.extend(_creature_actions(obj))
        if "Planeswalker" in types and loyalty(obj) <= 0:
            actions.append(Action("sba.loyalty", Move(obj.id, Zone.GRAVEYARD, rule="sba.loyalty"),
                                  Message.of("sba.loyalty", object=obj.name), obj.id))
        if "Legendary" in chars.supertypes:
            legends[(obj.controller, obj.name)].append(obj)
        if "World" in chars.supertypes:
            worlds.append(obj)
        if ("Aura" in subtypes or "Equipment" in subtypes) and not by_id:
            by_id = {o.id: o for o in state.objects}
        if "Aura" in subtypes and "Enchantment" in types:
            problem = aura_problem(obj, by_id, state)
            if problem is not None:
                actions.append(Action("sba.aura", Move(obj.id, Zone.GRAVEYARD, rule="sba.aura"),
                                      Message.of(problem, object=obj.name), obj.id,
                                      also=_ALSO.get(problem, ())))
        if "Equipment" in subtypes and obj.attached_to is not None:
            problem = equipment_problem(obj, by_id, state)
            if problem is not None:
                actions.append(Action("sba.equipment", Unattach(obj.id, rule="sba.equipment"),
                                      Message.of(problem, object=obj.name), obj.id,
                                      also=_ALSO.get(problem, ())))
        plus, minus = (obj.counter("+1/+1"), obj.counter("-1/-1")) if obj.counters else (0, 0)
        if plus and minus:
            n = min(plus, minus)
            # One action, said once: N of each kind are removed at the same time.
            actions.append(Action("sba.counters",
                                  RemoveCounters(obj.id, "+1/+1", n, rule="sba.counters"),
                                  Message.of("sba.counters", object=obj.name, amount=n), obj.id,
                                  also=("counters.annihilate",),
                                  then=(RemoveCounters(obj.id, "-1/-1", n, rule="sba.counters"),)))
    if len(worlds) > 1:
        exempt = _exempt(state, "world_rule", worlds)
        if exempt is not None:
            actions.append(exempt)
        else:
            actions.extend(_world_rule(worlds))
    for controller in state.apnap():
        for (owner, name), group in sorted(legends.items()):
            if owner != controller or len(group) < 2:
                continue
            exempt = _exempt(state, "legend_rule", group)
            if exempt is not None:
                actions.append(exempt)
                continue
            actions.extend(_legend_rule(controller, name, group, answers))
    return actions


def _exempt(state: GameState, rule: str, group: list[GameObject]) -> Action | None:
    """The rule doesn't apply to this group (Mirror Gallery, 101.1: a card's text overrides
    the rules): an action that does nothing, or None when the rule applies."""
    labels = [rule_changes.exempting(state, rule, o) for o in group]
    if any(label is None for label in labels):
        return None
    first = sorted(group, key=lambda o: o.id)[0]
    concept = "sba.legend" if rule == "legend_rule" else "sba.world"
    return Action(concept, Move(first.id, Zone.GRAVEYARD, rule=concept),
                  Message.of(f"{concept}.doesnt_apply", object=first.name, effect=labels[0]),
                  first.id, exempt=labels[0] or "")


def _creature_actions(obj: GameObject) -> list[Action]:
    toughness = obj.toughness
    assert toughness is not None
    if toughness <= 0:
        # 704.5f: put into the graveyard, not destroyed: indestructible does not help.
        return [Action("sba.toughness", Move(obj.id, Zone.GRAVEYARD, rule="sba.toughness"),
                       Message.of("sba.toughness", object=obj.name, toughness=toughness),
                       obj.id)]
    lethal = obj.damage > 0 and obj.damage >= toughness
    deathtouch = obj.damage > 0 and obj.deathtouch_damage
    if not (lethal or deathtouch):
        return []
    concept = "sba.lethal_damage" if lethal else "sba.deathtouch"
    return [Action(concept, Destroy(obj.id, rule=concept),
                   Message.of(concept, object=obj.name, damage=obj.damage, toughness=toughness),
                   obj.id)]


def aura_problem(aura: GameObject, by_id: dict[str, GameObject], state: GameState) -> str | None:
    """704.5m: the message key saying why the Aura is attached illegally, or None."""
    if "Creature" in aura.types:
        return "sba.aura.creature"
    target = aura.attached_to
    if target is None:
        return "sba.aura.unattached"
    restriction = enchant.spec_of(aura.characteristics.abilities)
    if any(p.id == target for p in state.players):
        players = restriction.players if restriction is not None else None
        if players == "any" or (players == "opponent" and target != aura.controller):
            return None
        return "sba.aura.illegal"
    enchanted = by_id.get(target)
    if enchanted is None or enchanted.zone != "battlefield":
        return "sba.aura.gone"
    if protection_from(enchanted, aura, attached=True) is not None:
        # 702.16c, 303.4d: it can't be enchanted by an Aura with the quality.
        return "sba.aura.protection"
    if restriction is None or restriction.unreadable:
        # An alternative the engine can't read ("creature card in a graveyard") keeps it on.
        return None
    reader = PermanentReader(aura.id, aura.controller, attached_to=aura.attached_to,
                             choices=aura.chosen)
    if any(matches(selector, enchanted, reader) for selector in restriction.objects):
        return None
    return "sba.aura.illegal"


def equipment_problem(equipment: GameObject, by_id: dict[str, GameObject],
                      state: GameState) -> str | None:
    """704.5n: the message key saying why the attached Equipment becomes unattached, or None.

    301.5c: an Equipment can equip only a creature, and one that is also a creature can't equip
    anything; 702.6a's "you control" limits only what its equip ability can target, so an
    Equipment stays on a creature another player gains control of.
    """
    target = equipment.attached_to
    if "Creature" in equipment.types:
        return "sba.equipment.creature"
    if any(p.id == target for p in state.players):
        return "sba.equipment.player"
    equipped = by_id.get(target or "")
    if equipped is None or equipped.zone != "battlefield":
        return "sba.equipment.gone"
    if "Creature" not in equipped.types:
        return "sba.equipment.not_creature"
    if protection_from(equipped, equipment, attached=True) is not None:
        # 702.16d: it can't be equipped by an Equipment with the quality.
        return "sba.equipment.protection"
    return None


def _world_rule(worlds: list[GameObject]) -> list[Action]:
    """704.5k: of two or more world permanents, all but the one that has had the world
    supertype for the shortest time go to their owners' graveyards; on a tie, all of them. The
    time is read from their timestamps (when each entered the battlefield): no effect that
    grants the world supertype is modelled."""
    newest = max(o.timestamp for o in worlds)
    kept = [o for o in worlds if o.timestamp == newest]
    if len(kept) > 1:
        return [Action("sba.world", Move(o.id, Zone.GRAVEYARD, rule="sba.world"),
                       Message.of("sba.world_tie", object=o.name), o.id)
                for o in sorted(worlds, key=lambda o: o.id)]
    return [Action("sba.world", Move(o.id, Zone.GRAVEYARD, rule="sba.world"),
                   Message.of("sba.world", object=o.name, kept=kept[0].name), o.id)
            for o in sorted(worlds, key=lambda o: (o.timestamp, o.id)) if o is not kept[0]]


def _legend_rule(
    controller: str, name: str, group: list[GameObject], answers: Answers
) -> list[Action]:
    request = PendingChoice(
        player=controller,
        rules=cite("sba.legend"),
        message=Message.of("sba.legend.question", player=controller, name=name),
        options=tuple(
            ChoiceOption(o.id, Message.of("sba.legend.option", object=o.id, name=name))
            for o in group
        ),
    )
    answer = answers.answer(request)
    return [
        Action(
            "sba.legend",
            Move(o.id, Zone.GRAVEYARD, rule="sba.legend"),
            Message.of("sba.legend", object=f"{o.name} ({o.id})",
                       kept=f"{name} ({answer.choose})", player=controller),
            o.id,
            answer.index,
        )
        for o in group
        if o.id != answer.choose
    ]
