"""The engine's result as the sandbox shows it: steps with the board at each step, the layer
view of each object, and the dependency graph.

The result holds only the final state. Steps that change an object carry `object`, `before`
and `after`; walking the steps backwards from the final state and putting back each step's
`before` gives the board as it was after every step.
"""
from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from django.utils.safestring import SafeString, mark_safe

from .markup import link_rules_in_text, rule_link

# The board's columns: (key in the state, label). Labels are translated in the template.
BOARD_COLUMNS = ("name", "zone", "controller", "pt", "types", "colors", "abilities",
                 "counters", "damage", "status")
PLAYER_COLUMNS = ("life", "poison", "status")


def _text(value: Any) -> str:
    if value is None:
        return "—"
    if isinstance(value, bool):
        return "✓" if value else "—"
    if isinstance(value, list):
        return ", ".join(_text(item) for item in value) if value else "—"
    if isinstance(value, dict):
        return ", ".join(f"{key} {_text(item)}" for key, item in value.items()) if value else "—"
    return str(value)


def _object_cells(state: Mapping[str, Any]) -> dict[str, str]:
    power, toughness, loyalty = state.get("power"), state.get("toughness"), state.get("loyalty")
    pt = f"{_text(power)}/{_text(toughness)}" if power is not None or toughness is not None else ""
    if loyalty is not None:
        pt = f"{pt} [{loyalty}]".strip()
    types = " ".join([*state.get("supertypes", []), *state.get("types", [])])
    if state.get("subtypes"):
        types += " — " + " ".join(state.get("subtypes", []))
    status = []
    if state.get("tapped"):
        status.append("tapped")
    if state.get("attached_to"):
        status.append(f"→ {state['attached_to']}")
    return {
        "name": _text(state.get("name")),
        "zone": _text(state.get("zone")),
        "controller": _text(state.get("controller")),
        "pt": pt or "—",
        "types": types or "—",
        "colors": "".join(state.get("colors", [])) or "∅",
        "abilities": _text(state.get("abilities")),
        "counters": _text(state.get("counters")),
        "damage": _text(state.get("damage") or 0),
        "status": " ".join(status) or "—",
    }


def _player_cells(state: Mapping[str, Any]) -> dict[str, str]:
    status = "lost" if state.get("lost") else "won" if state.get("won") else "—"
    return {"life": _text(state.get("life")), "poison": _text(state.get("poison")),
            "status": status}


def _revert(board: dict[str, dict[str, Any]], players: dict[str, dict[str, Any]],
            step: Mapping[str, Any]) -> None:
    target, before = step.get("object"), step.get("before")
    if not isinstance(before, dict) or not isinstance(target, str):
        return
    if target in board:
        board[target] = {**board[target], **before}
    elif target in players:
        players[target] = {**players[target], **before}


def _rows(board: Mapping[str, Mapping[str, Any]], previous: Mapping[str, Mapping[str, Any]],
          cells_of: Any, columns: tuple[str, ...]) -> list[dict[str, Any]]:
    rows = []
    for object_id, state in board.items():
        cells = cells_of(state)
        before = cells_of(previous[object_id]) if object_id in previous else cells
        rows.append({"id": object_id, "cells": [
            {"column": column, "value": cells[column], "changed": cells[column] != before[column],
             "was": before[column]} for column in columns
        ]})
    return rows


def _change_text(before: Any, after: Any) -> str:
    if isinstance(before, dict) or isinstance(after, dict):
        before = before if isinstance(before, dict) else {}
        after = after if isinstance(after, dict) else {}
        keys = [key for key in after if before.get(key) != after.get(key)] or list(after)
        return "; ".join(f"{key}: {_text(before.get(key))} → {_text(after.get(key))}"
                         for key in keys)
    if before is None and after is None:
        return ""
    return f"{_text(before)} → {_text(after)}"


def rules_html(numbers: Any) -> SafeString:
    """Rule citations as linked numbers."""
    if not isinstance(numbers, list):
        return mark_safe("")
    return mark_safe(" ".join(rule_link(str(number)) for number in numbers))


def _names(scenario: Mapping[str, Any]) -> dict[str, str]:
    names = {}
    for section in ("objects", "effects"):
        rows = scenario.get(section)
        for row in rows if isinstance(rows, list) else []:
            if isinstance(row, dict) and isinstance(row.get("id"), str):
                names[row["id"]] = str(row.get("card") or row.get("name") or row["id"])
    return names


def result_view(result: Mapping[str, Any], scenario: Mapping[str, Any]) -> dict[str, Any]:
    """Everything the result panel shows, computed from the engine's result."""
    objects = {key: dict(value) for key, value in (result.get("objects") or {}).items()
               if isinstance(value, dict)}
    players = {key: dict(value) for key, value in (result.get("players") or {}).items()
               if isinstance(value, dict)}
    steps = [step for step in result.get("steps") or [] if isinstance(step, dict)]
    names = _names(scenario)

    # Boards after each step, from the last step back to the first.
    boards: list[tuple[dict[str, Any], dict[str, Any]]] = [({}, {})] * len(steps)
    board, board_players = dict(objects), dict(players)
    for index in range(len(steps) - 1, -1, -1):
        boards[index] = (board, board_players)
        board, board_players = dict(board), dict(board_players)
        _revert(board, board_players, steps[index])
    initial = (board, board_players)

    step_views = []
    previous = initial
    for index, step in enumerate(steps):
        current = boards[index]
        object_id = step.get("object")
        step_views.append({
            "number": index + 1,
            "kind": str(step.get("kind", "")),
            "text_html": mark_safe(link_rules_in_text(str(step.get("text", "")))),
            "rules_html": rules_html(step.get("rules")),
            "object": object_id if isinstance(object_id, str) else "",
            "object_name": names.get(object_id, "") if isinstance(object_id, str) else "",
            "layer": _text(step.get("layer")) if step.get("layer") is not None else "",
            "effect": _text(step.get("effect")) if step.get("effect") is not None else "",
            "effect_name": names.get(str(step.get("effect")), ""),
            "timestamp": step.get("timestamp"),
            "change": _change_text(step.get("before"), step.get("after")),
            "board": _rows(current[0], previous[0], _object_cells, BOARD_COLUMNS),
            "players": _rows(current[1], previous[1], _player_cells, PLAYER_COLUMNS),
        })
        previous = current

    return {
        "steps": step_views,
        "final_board": _rows(objects, objects, _object_cells, BOARD_COLUMNS),
        "final_players": _rows(players, players, _player_cells, PLAYER_COLUMNS),
        "pending": _pending_view(result.get("pending_choice")),
        "layers": _layer_views(steps, boards, names),
        "graph": dependency_graph(steps, names),
    }


def _pending_view(pending: Any) -> dict[str, Any] | None:
    if not isinstance(pending, dict):
        return None
    options = [option for option in pending.get("options") or [] if isinstance(option, dict)]
    return {
        "player": str(pending.get("player", "")),
        "rules_html": rules_html(pending.get("rules")),
        "text_html": mark_safe(link_rules_in_text(str(pending.get("text", "")))),
        "options": [{"id": str(option.get("id", "")), "text": str(option.get("text", ""))}
                    for option in options],
    }


def _layer_views(steps: list[dict[str, Any]], boards: list[tuple[dict[str, Any], Any]],
                 names: Mapping[str, str]) -> list[dict[str, Any]]:
    by_object: dict[str, list[dict[str, Any]]] = {}
    for index, step in enumerate(steps):
        object_id = step.get("object")
        if not isinstance(object_id, str) or step.get("layer") in (None, ""):
            continue
        state = boards[index][0].get(object_id, {})
        cells = _object_cells(state) if state else {}
        by_object.setdefault(object_id, []).append({
            "number": index + 1,
            "layer": _text(step.get("layer")),
            "effect": _text(step.get("effect")) if step.get("effect") is not None else "",
            "effect_name": names.get(str(step.get("effect")), ""),
            "timestamp": step.get("timestamp"),
            "change": _change_text(step.get("before"), step.get("after")),
            "rules_html": rules_html(step.get("rules")),
            "after": cells,
            "dependency": _dependency_text(step.get("dependency")),
        })
    return [{"id": object_id, "name": names.get(object_id, object_id), "rows": rows}
            for object_id, rows in by_object.items()]


def _dependency_text(dependency: Any) -> str:
    if isinstance(dependency, dict):
        return f"{dependency.get('effect')} → {dependency.get('depends_on')}"
    return "" if dependency is None else json.dumps(dependency, ensure_ascii=False)


def dependency_graph(steps: list[dict[str, Any]], names: Mapping[str, str]) -> dict[str, Any]:
    """Nodes (effects in the order they applied) and edges (an effect depends on another,
    613.8), laid out for a small inline SVG."""
    order: list[str] = []
    stamps: dict[str, Any] = {}
    edges: list[tuple[str, str]] = []
    for step in steps:
        effect = step.get("effect")
        if effect is not None and str(effect) not in order:
            order.append(str(effect))
            stamps[str(effect)] = step.get("timestamp")
        dependency = step.get("dependency")
        if isinstance(dependency, dict) and dependency.get("effect") is not None:
            pair = (str(dependency.get("effect")), str(dependency.get("depends_on")))
            for node in pair:
                if node not in order:
                    order.append(node)
            if pair not in edges:
                edges.append(pair)
    width, gap, top = 110, 24, 70
    nodes = []
    for index, node in enumerate(order):
        left = 8 + index * (width + gap)
        nodes.append({"id": node, "name": names.get(node, node)[:16],
                      "timestamp": stamps.get(node), "x": left, "y": top,
                      "cx": left + width // 2})
    position = {node["id"]: node for node in nodes}
    lines = []
    for effect, depends_on in edges:
        start, end = position[effect], position[depends_on]
        lift = 26 + 12 * abs(order.index(effect) - order.index(depends_on))
        lines.append({
            "effect": effect, "depends_on": depends_on,
            "d": f"M{start['cx']},{top} Q{(start['cx'] + end['cx']) // 2},{top - lift} "
                 f"{end['cx']},{top}",
        })
    return {"nodes": nodes, "edges": lines, "width": max(len(nodes) * (width + gap), 120),
            "height": top + 44, "box_width": width}
