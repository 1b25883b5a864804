"""The result as the scenario contract's JSON (docs/scenario-format.md, "Result").

Plain dicts and lists, ready for :func:`json.dumps`; text rendered in Korean or
English.
"""

from __future__ import annotations

from typing import Any

from engine.io.not_modelled import NotModelled
from engine.state.objects import GameObject, GameState, Player, StackItem
from engine.subtypes import EVERY_CREATURE_TYPE
from engine.text.trace import Step, render
from engine.turn.play import Checkpoint


def object_json(obj: GameObject, state: GameState | None = None) -> dict[str, Any]:
    """One object after everything was done, as the contract spells it; with the state, what
    it attacks or blocks (506.3: ``null`` when it isn't in combat)."""
    chars = obj.characteristics
    loyalty = chars.loyalty
    if obj.zone == "battlefield" and "Planeswalker" in chars.types:
        # 306.5b: a planeswalker's loyalty is the number of loyalty counters on it.
        loyalty = obj.counter("loyalty")
    found = {
        "name": chars.name,
        "zone": obj.zone,
        "controller": chars.controller,
        "owner": obj.owner,
        "types": list(chars.types),
        "subtypes": [s for s in chars.subtypes if s != EVERY_CREATURE_TYPE],
        "supertypes": list(chars.supertypes),
        "colors": list(chars.colors),
        "mana_value": chars.mana_value,
        "power": chars.power,
        "toughness": chars.toughness,
        "loyalty": loyalty,
        "keywords": list(chars.keywords),
        "abilities": [a.label for a in chars.abilities],
        "counters": dict(obj.counters),
        "damage": obj.damage,
        "tapped": obj.tapped,
        "attached_to": obj.attached_to,
        "timestamp": obj.timestamp,
        "attacking": state.attacking(obj.id) if state is not None else None,
        "blocking": (list(blocks) if state is not None
                     and (blocks := state.blocking(obj.id)) is not None else None),
    }
    if EVERY_CREATURE_TYPE in chars.subtypes:
        # 702.73a: every creature type, too many to list (205.3m).
        found["every_creature_type"] = True
    if obj.transformed:
        # 712.8: its back face is up (only then: results keep their shape).
        found["transformed"] = True
    if obj.flipped:
        # 710.2: it is flipped.
        found["flipped"] = True
    if obj.renowned:
        # 702.112b: only when it is renowned (results without renown keep their shape).
        found["renowned"] = True
    if obj.face_up is not None:
        # 708.2a, 708.5: face down, what every player sees above; what it really is, known to
        # its controller (and to the engine), in ``face_up`` (only for a face-down object).
        real = obj.face_up.base
        found["face_down"] = True
        found["face_up"] = {
            "name": real.name, "types": list(real.types), "subtypes": list(real.subtypes),
            "supertypes": list(real.supertypes), "colors": list(real.colors),
            "mana_cost": obj.face_up.mana_cost, "power": real.power,
            "toughness": real.toughness,
            "abilities": [a.label for a in real.abilities],
        }
    if obj.monstrous:
        # 701.31b (2022 rules): only when it is monstrous (results keep their shape otherwise).
        found["monstrous"] = True
    return found


def player_json(player: Player) -> dict[str, Any]:
    """One player after everything was done."""
    return {
        "life": player.life,
        "poison": player.poison,
        "lost": player.lost,
        "won": player.won,
        "library": player.library,
        # The library's known order and the unnamed cards milled (401.2, 701.13a): only when
        # there is one, so that results without them keep their shape.
        **({"library_top": list(player.library_top)} if player.library_top else {}),
        **({"library_bottom": list(player.library_bottom)} if player.library_bottom else {}),
        **({"graveyard_unnamed": player.graveyard_unnamed} if player.graveyard_unnamed else {}),
        **({"exile_unnamed": player.exile_unnamed} if player.exile_unnamed else {}),
        # 107.14: only a player who has energy counters says so (the contract's output stays).
        **({"energy": player.energy} if player.energy else {}),
        # 702.131c: only a player who has the city's blessing says so.
        **({"city_blessing": True} if player.city_blessing else {}),
        # 724.1: only the monarch says so.
        **({"monarch": True} if player.monarch else {}),
    }


def step_json(step: Step, lang: str) -> dict[str, Any]:
    """One step: ``kind``, ``rules``, ``text`` and the optional fields it has."""
    data: dict[str, Any] = {
        "kind": step.kind.value,
        "rules": list(step.rules),
        "text": render(step.message, lang),
    }
    for name in ("object", "layer", "effect", "timestamp"):
        value = getattr(step, name)
        if value is not None:
            data[name] = value
    if step.before is not None:
        data["before"] = {ident: value.code() for ident, value in step.before}
    if step.after is not None:
        data["after"] = {ident: value.code() for ident, value in step.after}
    if step.dependency is not None:
        data["dependency"] = {
            "effect": step.dependency.effect,
            "depends_on": step.dependency.depends_on,
            "reason": step.dependency.reason,
        }
    if step.choice is not None:
        data["choice"] = step.choice
    return data


def board_json(state: GameState) -> dict[str, Any]:
    """The objects, players and stack of a state, as the result spells them."""
    return {
        "objects": {o.id: object_json(o, state) for o in state.objects},
        "players": {p.id: player_json(p) for p in state.players},
        "stack": [stack_json(item) for item in state.stack],
    }


def stack_json(item: StackItem) -> dict[str, Any]:
    """A spell or ability on the stack (bottom first in the list): its id, kind ("spell",
    "activated", "triggered"), source (a spell's own card), controller, text and targets."""
    return {"id": item.id, "kind": str(item.kind), "source": item.source,
            "controller": item.controller, "text": item.label, "targets": list(item.targets)}


def checkpoint_json(checkpoint: Checkpoint) -> dict[str, Any]:
    """The board between events: ``after_step`` (how many steps led to it), objects, players."""
    return {"after_step": checkpoint.after_step, **board_json(checkpoint.state)}


def not_modelled_json(entry: NotModelled, lang: str) -> dict[str, Any]:
    """One ability the engine did not apply: the contract's three fields, why, and its text."""
    return {"object": entry.object, "objects": list(entry.objects or (entry.object,)),
            "names": list(entry.names), "ability": entry.ability, "rules": list(entry.rules),
            "gap": str(entry.gap), "text": render(entry.message, lang)}


def result_json(state: GameState, steps: tuple[Step, ...], lang: str = "ko",
                not_modelled: tuple[NotModelled, ...] = ()) -> dict[str, Any]:
    """The whole result: objects, players, steps, the pending choice and what was not applied."""
    pending = None
    if state.pending_choice is not None:
        choice = state.pending_choice
        pending = {
            "player": choice.player,
            "rules": list(choice.rules),
            "text": render(choice.message, lang),
            "options": [{"id": o.id, "text": render(o.message, lang)} for o in choice.options],
        }
    return {
        **board_json(state),
        "steps": [step_json(s, lang) for s in steps],
        "pending_choice": pending,
        "not_modelled": [not_modelled_json(e, lang) for e in not_modelled],
    }
