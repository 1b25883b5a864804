"""The engine's result as the sandbox shows it: how the game ended, steps with what each
changed on the board, the layer view of each object, and the dependency graph.

The result holds only the final state. Steps that change an object carry `object`, `before`
and `after`; walking the steps backwards from the final state and putting back each step's
`before` gives the board as it was after every step. The first step shows the whole board;
every later one only the objects, players and stack it changed (issue 28: a board at each
of a loop's thousand steps weighed megabytes). `panel.py` renders the view within a page's
weight.
"""
from __future__ import annotations

import json
import re
from collections.abc import Callable, Mapping
from contextvars import ContextVar
from functools import lru_cache
from itertools import pairwise
from typing import Any, NamedTuple

from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import gettext_lazy as _
from django.utils.translation import ngettext_lazy, pgettext_lazy

from rulings.importer.render import english_rule_link

from .limits import check_deadline
from .markup import link_rules_in_text, rule_link

# The board's columns: (key in the state, label). Labels are translated in the template.
BOARD_COLUMNS = ("name", "zone", "controller", "pt", "types", "colors", "abilities",
                 "counters", "damage", "status")
PLAYER_COLUMNS = ("life", "poison", "energy", "library", "graveyard", "exile", "status")
# A player's columns shown only when some player has something in them (round 7's energy,
# 107.14, and what is known of a library, 401.2, and of the cards milled or exiled unnamed,
# 701.13a): a board without them keeps its four columns. The library's count is shown where
# its top or bottom cards are known or where the count changed during the run.
PLAYER_OPTIONAL = {"energy": "0", "library": "", "graveyard": "—", "exile": "—"}
COLUMN_LABELS = {
    "name": _("Name"), "zone": _("Zone"), "controller": _("Controller"), "pt": "P/T",
    "types": _("Types"), "colors": _("Colors"), "abilities": _("Abilities"),
    "counters": _("Counters"), "damage": _("Damage"), "status": _("Status"),
    "life": _("Life"), "poison": _("Poison"), "energy": _("Energy"),
    "library": _("Library"), "graveyard": _("Graveyard"), "exile": _("Exile"),
}


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


def clip(text: str, most: int) -> str:
    """`text` cut to `most` characters, with an ellipsis when cut: a card's name or text can
    be as long as the document that defines it, and a page has a weight to keep."""
    return text if len(text) <= most else text[:most - 1] + "…"


def _words(value: Any) -> list[str]:
    if isinstance(value, list):
        return [str(item) for item in value]
    return [str(value)] if value not in (None, "") else []


def _pt(power: Any, toughness: Any) -> str:
    # The engine's own display form (layers.pt): "2/2", "-" without power and toughness.
    if power is None and toughness is None:
        return "-"
    return f"{'-' if power is None else power}/{'-' if toughness is None else toughness}"


def _object_cells(state: Mapping[str, Any]) -> dict[str, str]:
    """An object's board cells, in the same display form as the engine's layer steps'
    before/after values, so that a step's before value can stand in for a cell."""
    pt = _pt(state.get("power"), state.get("toughness"))
    if state.get("loyalty") is not None:
        pt = f"{pt} [{state['loyalty']}]"
    types = " ".join([*_words(state.get("supertypes")), *_words(state.get("types"))])
    if state.get("subtypes"):
        types += " — " + " ".join(_words(state.get("subtypes")))
    counters = state.get("counters")
    status = []
    if state.get("tapped"):
        status.append(str(_("tapped")))
    if state.get("transformed"):
        # 712.8: its back face is up (the engine's `transformed`; the name is that face's).
        status.append(str(_("transformed (back face up)")))
    if state.get("flipped"):
        # 710.2: a flipped flip card (the engine's `flipped`).
        status.append(str(_("flipped")))
    if state.get("renowned"):
        # 702.112b: renowned until it leaves the battlefield (the engine's `renowned`).
        status.append(str(_("renowned")))
    if state.get("monstrous"):
        # 701.31b (2022 rules): monstrous until it leaves the battlefield (`monstrous`).
        status.append(str(_("monstrous")))
    if state.get("attached_to"):
        status.append(f"→ {state['attached_to']}")
    name = _text(state.get("name"))
    face_up = state.get("face_up")
    if state.get("face_down") and isinstance(face_up, Mapping):
        # 708.2a, 708.5: every player sees a 2/2 creature with no name; its controller (and
        # the engine) knows the card.
        if not state.get("name"):
            name = str(_("face-down creature"))
        status.append(str(_("face down: the other players see a nameless 2/2; its controller "
                            "knows it is %(card)s")) % {"card": _text(face_up.get("name"))})
    return {
        "name": clip(name, MAX_NAME),
        "zone": _text(state.get("zone")),
        "controller": clip(_text(state.get("controller")), MAX_NAME),
        "pt": pt,
        "types": clip(types, MAX_CELL) or "-",
        "colors": "".join(_words(state.get("colors"))) or "colorless",
        "abilities": clip("; ".join(_words(state.get("abilities"))), MAX_CELL) or "-",
        "counters": clip(", ".join(f"{name} ×{amount}" for name, amount in counters.items()),
                         MAX_CELL)
        if isinstance(counters, dict) and counters else "—",
        "damage": _text(state.get("damage") or 0),
        "status": clip(" ".join(status), MAX_CELL) or "—",
    }


def _player_cells(state: Mapping[str, Any]) -> dict[str, str]:
    # `draw` is not the engine's: result_view marks the players of a drawn game (104.4).
    status = (str(_("lost")) if state.get("lost") else str(_("won")) if state.get("won")
              else str(pgettext_lazy("game outcome", "draw")) if state.get("draw") else "—")
    # 702.131c, 724.1: the player's designations.
    marks = [str(_("city's blessing"))] if state.get("city_blessing") else []
    marks += [str(_("monarch"))] if state.get("monarch") else []
    if marks:
        status = " ".join([*([] if status == "—" else [status]), *marks])
    return {"life": _text(state.get("life")), "poison": _text(state.get("poison")),
            "energy": _text(state.get("energy") or 0), "library": _library_text(state),
            "graveyard": _unnamed_text(state.get("graveyard_unnamed")),
            "exile": _unnamed_text(state.get("exile_unnamed")),
            "status": status}


def _ids(value: Any) -> str:
    return clip(", ".join(_words(value)), MAX_CELL)


def _library_text(state: Mapping[str, Any]) -> str:
    """A library's unnamed cards (the engine's `library` count: the named ones are the
    board's objects) and its known top and bottom cards, top first (401.2; the engine's
    `library_top` and `library_bottom`): "51 unnamed cards · top: bear, wurm · bottom: elf"."""
    count = state.get("library")
    parts = [_unnamed_text(count)] if isinstance(count, int) and count > 0 else []
    if state.get("library_top"):
        parts.append(str(_("top: %(cards)s")) % {"cards": _ids(state["library_top"])})
    if state.get("library_bottom"):
        parts.append(str(_("bottom: %(cards)s")) % {"cards": _ids(state["library_bottom"])})
    return " · ".join(parts) or "0"


def _unnamed_text(count: Any) -> str:
    """Cards a player's graveyard or exile holds that the scenario does not name (a mill or
    an exile from the library's unknown part, 701.13a); the named ones are the board's."""
    if not isinstance(count, int) or isinstance(count, bool) or count <= 0:
        return "—"
    return str(ngettext_lazy("%(count)s unnamed card", "%(count)s unnamed cards",
                             count)) % {"count": count}


def visible_player_columns(boards: list[Cells]) -> tuple[str, ...]:
    """The player columns shown: every column but an optional one no player has anything
    in (PLAYER_OPTIONAL); the library where its top or bottom is known or its count changed."""
    distinct = list({id(board): board for board in boards}.values())

    def used(column: str) -> bool:
        if column == "library":
            counts: dict[str, set[str]] = {}
            for board in distinct:
                for player, cells in board.items():
                    value = cells.get("library", "")
                    if "·" in value:
                        return True
                    counts.setdefault(player, set()).add(value)
            return any(len(values) > 1 for values in counts.values())
        return any(cells.get(column, PLAYER_OPTIONAL[column]) != PLAYER_OPTIONAL[column]
                   for board in distinct for cells in board.values())

    return tuple(column for column in PLAYER_COLUMNS
                 if column not in PLAYER_OPTIONAL or used(column))


def _pairs(value: Any) -> dict[str, Any] | None:
    """A step's before/after when it is per object (object id -> display value)."""
    if isinstance(value, dict):
        return value
    return None


Cells = dict[str, dict[str, str]]


def _revert(board: Cells, step: Mapping[str, Any], layer_columns: Mapping[str, str]) -> None:
    """Put back what a layer step changed: its `before` values, per object, in the cells of
    the characteristic its layer changes."""
    before = _pairs(step.get("before"))
    column = layer_columns.get(str(step.get("layer", "")))
    if before is None or column is None:
        return
    for object_id, value in before.items():
        if object_id not in board or not isinstance(value, str):
            continue
        cells = dict(board[object_id])
        if column == "copy":
            # Layer 1's display form is "Name (type line)".
            name, _, rest = value.partition(" (")
            cells["name"], cells["types"] = name, rest[:-1] if rest.endswith(")") else rest
        else:
            cells[column] = value
        board[object_id] = cells


# The engine's step kinds (engine.text.trace.StepKind values), as the timeline labels them.
KIND_LABELS = {
    "setup": _("setup"), "timestamp": _("timestamp"), "layer": _("layer"),
    "dependency": _("dependency"), "characteristics": _("characteristics"),
    "event": _("event"), "replacement": _("replacement"), "prevention": _("prevention"),
    "state_based_action": _("state-based action"), "choice": _("choice"),
    "trigger": _("trigger"), "stack": _("stack"), "game_over": _("game over"), "note": _("note"),
}

# A page shows at most this many steps, and then the step that ended the game wherever it is
# (a loop of mandatory triggers is a draw at step 1,208, 104.4b). A judge's scenario of a few
# objects has a few dozen steps. How many of them fit a page's weight is panel.py's to say.
MAX_SHOWN_STEPS = 500
# The stack shows its top abilities only: a loop that puts 8 abilities on it with each
# resolution leaves thousands there.
MAX_STACK_SHOWN = 10
# Characters of a step's text, of a name and of a board cell (a custom card's name and
# abilities are as long as its document makes them).
MAX_TEXT = 1_000
MAX_NAME = 100
MAX_CELL = 240
# Rows of the layer view, nodes and edges of the dependency graph, orders of replacement
# effects and abilities not applied: each far above what a judge's scenario has.
MAX_LAYER_ROWS = 100
MAX_GRAPH_NODES = 40
MAX_GRAPH_EDGES = 80
MAX_ORDERS = 100
MAX_NOT_MODELLED = 100
# Objects a layer step's change names one by one before "and N more".
MAX_CHANGE_OBJECTS = 10

# Steps whose boards the final state and the steps' before values give exactly.
WALKED_BACK_KINDS = ("setup", "timestamp", "layer", "dependency", "characteristics")

# Columns shown only when some object has something in them.
OPTIONAL_COLUMNS = {"counters": "—", "damage": "0", "status": "—"}


def _visible_columns(boards: list[Cells]) -> tuple[str, ...]:
    # An event's steps share one board: each board is read once.
    distinct = list({id(board): board for board in boards}.values())
    return tuple(column for column in BOARD_COLUMNS
                 if column not in OPTIONAL_COLUMNS
                 or any(cells.get(column, OPTIONAL_COLUMNS[column]) != OPTIONAL_COLUMNS[column]
                        for board in distinct for cells in board.values()))


Display = Callable[[str, str], str]


def _as_is(column: str, value: str) -> str:
    return value


def _rows(board: Mapping[str, Mapping[str, str]], previous: Mapping[str, Mapping[str, str]],
          columns: tuple[str, ...], display: Display = _as_is, *,
          changed_only: bool = False) -> list[dict[str, Any]]:
    """Table rows; cells compare in the engine's (English) form and show in the page's
    language through `display`. With `changed_only`, only the rows with a changed cell, the
    rows `previous` lacks (`new`: a token created, an object that entered the game) and the
    rows it had that `board` lacks (`gone`: an object that left the game, 800.4a)."""
    rows = []
    for object_id, cells in board.items():
        before = previous.get(object_id)
        if changed_only and before is not None and (before is cells or before == cells):
            continue
        was = cells if before is None else before
        rows.append({"id": clip(object_id, MAX_NAME), "name": cells.get("name", ""),
                     "new": changed_only and before is None, "gone": False, "cells": [
            {"column": column, "label": COLUMN_LABELS.get(column, column),
             "value": display(column, cells[column]),
             "changed": cells[column] != was.get(column, cells[column]),
             "was": display(column, was.get(column, ""))} for column in columns
        ]})
    if changed_only:
        rows += [{"id": clip(object_id, MAX_NAME), "name": previous[object_id].get("name", ""),
                  "new": False, "gone": True, "cells": []}
                 for object_id in previous if object_id not in board]
    return rows


def _layer_change(step: Mapping[str, Any], object_id: str | None,
                  layer_columns: Mapping[str, str], display: Display) -> str:
    """A layer step's change ("Enchantment → Enchantment Creature"), for one object or for
    every object it touched, in the page's language."""
    column = layer_columns.get(str(step.get("layer", "")), "")
    before, after = _pairs(step.get("before")), _pairs(step.get("after"))
    if before is None and after is None:
        return _change_text(step.get("before"), step.get("after"))
    before, after = before or {}, after or {}

    def shown(value: Any) -> str:
        return display(column, value) if isinstance(value, str) and column else _text(value)

    ids = [object_id] if object_id is not None else list(after)
    named = ids[:MAX_CHANGE_OBJECTS]
    parts = [clip(f"{shown(before.get(key))} → {shown(after.get(key))}", MAX_CELL)
             for key in named]
    if object_id is None:
        parts = [f"{clip(str(key), MAX_NAME)}: {part}"
                 for key, part in zip(named, parts, strict=True)]
    if len(ids) > len(named):
        parts.append(str(_("and %(more)d more") % {"more": len(ids) - len(named)}))
    return "; ".join(parts)


def _change_text(before: Any, after: Any) -> str:
    if isinstance(before, dict) or isinstance(after, dict):
        before = before if isinstance(before, dict) else {}
        after = after if isinstance(after, dict) else {}
        keys = [key for key in after if before.get(key) != after.get(key)] or list(after)
        return clip("; ".join(f"{key}: {_text(before.get(key))} → {_text(after.get(key))}"
                              for key in keys[:MAX_CHANGE_OBJECTS]), MAX_TEXT)
    if before is None and after is None:
        return ""
    return clip(f"{_text(before)} → {_text(after)}", MAX_TEXT)


def english_numbers() -> Mapping[str, str]:
    """The engine's cited numbers the newest English edition numbers differently (613.3d ->
    613.4c), by concept (engine/data/citations@en.json); empty until an English edition is
    imported, since its numbers would have no page to link to. Reads the database: the view
    passes it to `result_view`."""
    from engine.text import citations
    from rulings.pagecache import current_stamp

    if not any(key.startswith("en-") for key in current_stamp().editions.split(",")):
        return {}
    return citations.renumbered("en")


# The English numbering of the result being rendered (result_view sets it for its run).
_ENGLISH: ContextVar[Mapping[str, str] | None] = ContextVar("english_numbers", default=None)


def rules_html(numbers: Any) -> SafeString:
    """Rule citations as linked numbers. A number the English edition gives another number is
    cited both ways, the Korean one shown (`.cite-ko`) and the English one hidden
    (`.cite-en`) until the reader turns the result panel's toggle to the English numbering."""
    if not isinstance(numbers, list):
        return mark_safe("")
    english = _ENGLISH.get() or {}
    return mark_safe(" ".join(_citation(str(number), english) for number in numbers))


def _citation(number: str, english: Mapping[str, str]) -> str:
    other = english.get(number)
    if other is None:
        return rule_link(number)
    return (f'<span class="cite-ko">{rule_link(number)}</span>'
            f'<span class="cite-en" lang="en">{english_rule_link(other, other)}</span>')


class _Names(dict[str, str]):
    """Display names of objects and effects by id; an ability's effect id such as `hum#1`
    (the first ability of object `hum`) gets its object's name."""

    def __missing__(self, key: str) -> str:
        head, hash_sign, _ = key.partition("#")
        return dict.get(self, head, "") if hash_sign else ""

    def get(self, key: Any, default: Any = "") -> Any:
        value = self[key] if isinstance(key, str) else ""
        return value or default


def _names(scenario: Mapping[str, Any]) -> dict[str, str]:
    names = _Names()
    for section in ("objects", "effects"):
        rows = scenario.get(section)
        for row in rows if isinstance(rows, list) else []:
            if isinstance(row, dict) and isinstance(row.get("id"), str):
                names[row["id"]] = str(row.get("card") or row.get("name") or row["id"])
    return names


class Board(NamedTuple):
    """The board at one moment: object and player cells, and the stack: its top
    MAX_STACK_SHOWN abilities (bottom first) and how many it holds."""

    objects: Cells
    players: Cells
    stack: tuple[dict[str, str], ...] = ()
    stack_size: int = 0
    # Who attacks whom and who blocks whom (506.3; the objects' `attacking`/`blocking`).
    combat: tuple[dict[str, Any], ...] = ()


def _stack_of(result: Mapping[str, Any]) -> tuple[tuple[dict[str, str], ...], int]:
    """The top MAX_STACK_SHOWN abilities on the stack, bottom first, as the board shows
    them, and how many there are."""
    items = [item for item in result.get("stack") or [] if isinstance(item, dict)]
    return tuple({"id": clip(_text(item.get("id")), MAX_NAME),
                  "kind": _text(item.get("kind")),
                  "source": clip(_text(item.get("source")), MAX_NAME),
                  "controller": clip(_text(item.get("controller")), MAX_NAME),
                  "text": clip(_text(item.get("text")), MAX_CELL),
                  "targets": clip(", ".join(_text(t) for t in item.get("targets") or []),
                                  MAX_CELL)}
                 for item in items[-MAX_STACK_SHOWN:]), len(items)


def _combat_of(objects: Mapping[str, Any]) -> tuple[dict[str, Any], ...]:
    """Each attacking creature (its id, and the player, planeswalker or battle it attacks)
    with the ids of the creatures blocking it, in the order of the objects (506.3, 509.1).
    A blocker of several attackers (509.1a with a rule that lets it) is under each."""
    states = {key: value for key, value in objects.items() if isinstance(value, dict)}
    attacks = []
    for key, state in states.items():
        defending = state.get("attacking")
        if defending is None:
            continue
        blockers = tuple(other for other, blocker in states.items()
                         if isinstance(blocker.get("blocking"), list)
                         and key in blocker["blocking"])
        attacks.append({"attacker": key, "defending": _text(defending), "blockers": blockers})
    return tuple(attacks)


def _cells_of(result: Mapping[str, Any]) -> Board:
    objects = result.get("objects") or {}
    players = result.get("players") or {}
    return Board({key: _object_cells(value) for key, value in objects.items()
                  if isinstance(value, dict)},
                 {key: _player_cells(value) for key, value in players.items()
                  if isinstance(value, dict)},
                 *_stack_of(result), _combat_of(objects))


def _board_after(value: Any, steps: int) -> tuple[int, Board] | None:
    """(after_step, board) of a board the result gives at a step of its trace, if it has one."""
    if not isinstance(value, dict):
        return None
    after = value.get("after_step")
    if not isinstance(after, int) or not 0 < after <= steps:
        return None
    return after, _cells_of(value)


def _named_objects(step: Mapping[str, Any]) -> set[str]:
    """The objects a step names: its object, and each object its before/after values cover."""
    named = {step["object"]} if isinstance(step.get("object"), str) else set()
    for key in ("before", "after"):
        values = _pairs(step.get(key))
        if values is not None:
            named.update(str(object_id) for object_id in values)
    return named


def _layer_boards(steps: list[dict[str, Any]], before: Board, after: Board,
                  layer_columns: Mapping[str, str]) -> list[Board]:
    """The board after each of the layers' steps, from the board before any effect applied
    to the board the layers left.

    A layer step's before/after values hold only the characteristic its layer changes, but a
    layer can change more at once (305.7: a land that becomes a Mountain loses its other
    abilities), so each object shows its printed characteristics until the first step that
    names it, and from then on the board the layers left with the later steps' changes put
    back.
    """
    boards: list[Board] = [before] * len(steps)
    reverted = dict(after.objects)
    walked_back: list[Cells] = [{}] * len(steps)
    for index in range(len(steps) - 1, -1, -1):
        walked_back[index] = reverted
        reverted = dict(reverted)
        _revert(reverted, steps[index], layer_columns)
    named: set[str] = set()
    for index, step in enumerate(steps):
        named |= _named_objects(step)
        objects = {object_id: walked_back[index][object_id] if object_id in named
                   else before.objects.get(object_id, cells)
                   for object_id, cells in walked_back[index].items()}
        boards[index] = after._replace(objects=objects)
    return boards


def boards_after_steps(result: Mapping[str, Any],
                       layer_columns: Mapping[str, str]) -> list[Board]:
    """The board (objects, players, stack) after each step.

    The engine's `checkpoints` (run_scenario(..., checkpoints=True)) give the board once the
    first `after_step` steps were taken: after the first state-based-action check and after
    each event, and `before_layers` and `after_layers` the board before any effect applied
    (the `setup` step) and once the layers applied them all. The layers' steps go from the
    one to the other (`_layer_boards`); after that, each event's steps show the board before
    the event until its last step. A result without those boards (saved by an older engine)
    walks the layer steps back from the first checkpoint, and a result without checkpoints
    shows the final board at every event.
    """
    steps = [step for step in result.get("steps") or [] if isinstance(step, dict)]
    ends: dict[int, Board] = {}
    for checkpoint in result.get("checkpoints") or []:
        after = checkpoint.get("after_step") if isinstance(checkpoint, dict) else None
        if isinstance(after, int) and 0 < after < len(steps):
            ends[after] = _cells_of(checkpoint)
    ends[len(steps)] = _cells_of(result)
    boards: list[Board] = [Board({}, {})] * len(steps)
    previous: Board | None = None
    start = 0
    before = _board_after(result.get("before_layers"), len(steps))
    layered = _board_after(result.get("after_layers"), len(steps))
    if before is not None and layered is not None and before[0] <= layered[0]:
        (first, start_board), (stop, end_board) = before, layered
        boards[:first] = [start_board] * first
        boards[first:stop] = _layer_boards(steps[first:stop], start_board, end_board,
                                           layer_columns)
        previous, start = end_board, stop
    for first, stop in pairwise([start, *sorted(end for end in ends if end > start)]):
        if previous is None:
            board = dict(ends[stop].objects)
            for index in range(stop - 1, first - 1, -1):
                boards[index] = ends[stop]._replace(objects=board)
                board = dict(board)
                _revert(board, steps[index], layer_columns)
        else:
            # An event's steps announce it, apply replacements, then carry it out: the
            # board changes with the last of them.
            for index in range(first, stop - 1):
                boards[index] = previous
            boards[stop - 1] = ends[stop]
        previous = ends[stop]
    return boards


@lru_cache(maxsize=1)
def _end_rules() -> tuple[frozenset[str], frozenset[str], frozenset[str]]:
    """The rules the engine cites for the step that ends the game (104.1, and 104.4b for a
    loop, which ends it at once), for a draw (104.4a, 104.4b) and for a player's loss
    (104.3), as its citation table numbers them (engine/data/citations.json)."""
    from engine.text import citations

    return (frozenset(citations.cite("game.end", "game.loop")),
            frozenset(citations.cite("game.draw_all_lose", "game.loop")),
            frozenset(citations.cite("game.lose")))


def game_end(steps: list[dict[str, Any]], players: Mapping[str, Any]) -> dict[str, Any] | None:
    """How the game ended (104), or None while it goes on with nobody out of it.

    `outcome`: "draw"; "win", with the `winners`; "over" when the step that ended it says
    neither; "loss" when players lost (the `losers`) and the game goes on (800.4a). `step`
    is the number of the step that ended the game (for a loss, of the last loss), None when
    no step says so; `steps` the numbers of every loss and of the end, which a page shows
    however long the trace."""
    ends, draws, losses = _end_rules()

    def cites(index: int, rules: frozenset[str]) -> bool:
        step = steps[index]
        return step.get("kind") == "game_over" and bool(
            rules & {str(number) for number in step.get("rules") or ()})

    ending = next((index for index in range(len(steps) - 1, -1, -1) if cites(index, ends)),
                  None)
    lost = [index for index in range(len(steps)) if cites(index, losses)]
    winners = sorted(str(player) for player, state in players.items()
                     if isinstance(state, dict) and state.get("won"))
    losers = sorted(str(player) for player, state in players.items()
                    if isinstance(state, dict) and state.get("lost"))
    if ending is None and not winners and not losers:
        return None
    if ending is None and not winners:
        outcome = "loss"
    elif winners:
        outcome = "win"
    else:
        assert ending is not None
        outcome = "draw" if cites(ending, draws) else "over"
    key = ending if ending is not None else (lost[-1] if lost else None)
    return {"outcome": outcome, "winners": winners, "losers": losers,
            "step": None if key is None else key + 1,
            "steps": sorted({index + 1 for index in lost} | ({key + 1} if key is not None
                                                               else set()))}


def _players_at_end(players: Mapping[str, Any], end: dict[str, Any] | None) -> dict[str, Any]:
    """The players as the final state shows them: in a drawn game, each still in it has a
    draw (104.4a); once a player won, each other player has lost (104.2, 104.3)."""
    if end is None:
        return dict(players)
    marked = {}
    for player, state in players.items():
        if not isinstance(state, dict) or state.get("won") or state.get("lost"):
            marked[player] = state
        elif end["outcome"] == "draw":
            marked[player] = {**state, "draw": True}
        elif end["outcome"] == "win":
            marked[player] = {**state, "lost": True}
        else:
            marked[player] = state
    return marked


def result_view(result: Mapping[str, Any], scenario: Mapping[str, Any],
                layer_columns: Mapping[str, str] | None = None,
                display: Display = _as_is,
                english: Mapping[str, str] | None = None,
                deadline: float | None = None) -> dict[str, Any]:
    """Everything the result panel shows, computed from the engine's result (with its
    checkpoints, see `boards_after_steps`); `english` (`english_numbers()`) cites each
    renumbered rule in the English numbering too, behind the panel's toggle. Past `deadline`
    (a `time.monotonic()` value), limits.TimeLimitPassed is raised."""
    token = _ENGLISH.set(english or {})
    try:
        return _result_view(result, scenario, layer_columns, display, english or {}, deadline)
    finally:
        _ENGLISH.reset(token)


def _shown_steps(count: int, end: dict[str, Any] | None) -> list[int]:
    """The indexes of the steps a page shows: the first MAX_SHOWN_STEPS, and the steps that
    ended the game or a player's part in it wherever they are."""
    first = min(count, MAX_SHOWN_STEPS)
    later = [number - 1 for number in (end or {}).get("steps", ()) if first < number <= count]
    return [*range(first), *later]


def _fighter(board: Board, previous: Board, object_id: str,
             names: Mapping[str, str]) -> dict[str, Any]:
    """One creature (or the planeswalker or battle attacked) as the combat view shows it:
    its name, power/toughness and the damage marked on it, and what that damage was at the
    previous step (the damage as it is dealt, 510.2, 120.3e)."""
    cells = board.objects.get(object_id, {})
    was = previous.objects.get(object_id, cells)
    damage = cells.get("damage", "0")
    return {"id": clip(object_id, MAX_NAME),
            "name": clip(cells.get("name") or names.get(object_id, object_id), MAX_NAME),
            "pt": cells.get("pt", ""), "damage": damage if damage not in ("0", "—") else "",
            "damage_was": was.get("damage", damage),
            "damaged": damage != was.get("damage", damage),
            "tapped": bool(cells.get("status", "—") not in ("—", "")
                           and str(_("tapped")) in cells.get("status", ""))}


def _combat_view(board: Board, previous: Board, names: Mapping[str, str],
                 blocked: set[str] | frozenset[str] = frozenset()) -> list[dict[str, Any]]:
    """Who attacks whom and who blocks whom at a board, each creature with the damage on it,
    and the life of a player attacked (with what it was at the previous board). `blocked`:
    the attackers some creature blocked earlier in this combat; one whose blockers are all
    gone is still blocked (509.1h), which the objects' `blocking` no longer says."""
    views = []
    for attack in board.combat:
        defending = attack["defending"]
        if defending in board.players:
            life = board.players[defending].get("life", "")
            life_was = previous.players.get(defending, {}).get("life", life)
            target = {"id": clip(defending, MAX_NAME), "player": True, "life": life,
                      "life_was": life_was, "damaged": life != life_was}
        else:
            target = {**_fighter(board, previous, defending, names), "player": False}
        views.append({"was_blocked": attack["attacker"] in blocked,
                      "attacker": _fighter(board, previous, attack["attacker"], names),
                      "defending": target,
                      "blockers": [_fighter(board, previous, blocker, names)
                                   for blocker in attack["blockers"]]})
    return views


def _stack_view(stack: tuple[dict[str, str], ...], board: Board,
                names: Mapping[str, str]) -> tuple[dict[str, Any], ...]:
    """The stack's objects with the names of their sources and targets (a player's is its
    id), as the stack panel draws them, top first."""
    def named(object_id: str) -> dict[str, str]:
        cells = board.objects.get(object_id, {})
        return {"id": object_id,
                "name": "" if object_id in board.players
                else clip(cells.get("name") or names.get(object_id, ""), MAX_NAME)}

    return tuple({**item, "source_name": named(item["source"])["name"],
                  "target_list": [named(target.strip())
                                  for target in item["targets"].split(",") if target.strip()]}
                 for item in reversed(stack))


# Runs of at most this many steps show the stack and the combat at every step; longer ones
# (a loop of triggers) where they changed.
EVERY_STEP_MOST = 300
# Rules a step cites when damage is dealt (120.4 in the shipped edition's numbering, 510.2
# for combat damage dealt at once): the timeline marks those steps.
DAMAGE_RULES = frozenset({"120.4", "510.2"})


def _result_view(result: Mapping[str, Any], scenario: Mapping[str, Any],
                 layer_columns: Mapping[str, str] | None, display: Display,
                 english: Mapping[str, str], deadline: float | None) -> dict[str, Any]:
    steps = [step for step in result.get("steps") or [] if isinstance(step, dict)]
    players = result.get("players") if isinstance(result.get("players"), dict) else {}
    end = game_end(steps, players)
    result = {**result, "players": _players_at_end(players, end)}
    names = _names(scenario)
    columns = layer_columns or {}
    # A stored result, or a run whose boards took too long (adapter.run_shown), has no boards
    # between its steps. Walked back from the final state, they are exact for the layers'
    # steps alone; after an event or a state-based action they would be a guess, so such a
    # result's steps are shown without boards.
    with_boards = "checkpoints" in result or all(
        step.get("kind") in WALKED_BACK_KINDS for step in steps)
    check_deadline(deadline)
    boards = (boards_after_steps(result, columns) if with_boards
              else [Board({}, {})] * len(steps))
    check_deadline(deadline)
    final = _cells_of(result)
    indexes = _shown_steps(len(steps), end)
    shown = _visible_columns([final.objects, *(boards[index].objects for index in indexes)])
    player_columns = visible_player_columns(
        [final.players, *(boards[index].players for index in indexes)])

    step_views = []
    every_step = len(steps) <= EVERY_STEP_MOST
    blocked: set[str] = set()  # the attackers blocked in the combat under way (509.1h)
    for index in indexes:
        check_deadline(deadline)
        step, current = steps[index], boards[index]
        if not current.combat:
            blocked = set()
        blocked |= {attack["attacker"] for attack in current.combat if attack["blockers"]}
        if index == 0:
            # The first step shows the whole board, each cell marked that the step changed.
            previous = Board(dict(current.objects), dict(current.players))
            _revert(previous.objects, step, columns)
        else:
            previous = boards[index - 1]
        stack_changed = with_boards and (index == 0 or current.stack_size != previous.stack_size
                                         or current.stack != previous.stack)
        # A judge stepping through a short run sees the stack and the combat at every step;
        # a long one (a loop) shows them where they changed, to keep the page's weight.
        shown_here = with_boards and (every_step or stack_changed)
        combat_here = with_boards and (every_step or current.combat != previous.combat
                                       or current.players != previous.players
                                       or current.objects != previous.objects)
        object_id = step.get("object")
        step_views.append({
            "number": index + 1,
            "kind": str(step.get("kind", "")),
            "kind_label": KIND_LABELS.get(str(step.get("kind", "")), str(step.get("kind", ""))),
            "text_html": mark_safe(link_rules_in_text(clip(str(step.get("text", "")),
                                                           MAX_TEXT))),
            "rules_html": rules_html(step.get("rules")),
            "object": clip(object_id, MAX_NAME) if isinstance(object_id, str) else "",
            "object_name": clip(names.get(object_id, ""), MAX_NAME)
            if isinstance(object_id, str) else "",
            "layer_html": rules_html([step["layer"]]) if step.get("layer") else "",
            "effect": clip(_text(step.get("effect")), MAX_NAME)
            if step.get("effect") is not None else "",
            "effect_name": clip(names.get(str(step.get("effect")), ""), MAX_NAME),
            "timestamp": step.get("timestamp"),
            "change": _layer_change(step, None, columns, display),
            # The whole board at the first step; after it, what the step changed.
            "whole": index == 0 and with_boards,
            "board": _rows(current.objects, previous.objects, shown, display,
                           changed_only=index > 0),
            "players": _rows(current.players, previous.players, player_columns,
                             changed_only=index > 0),
            "stack": _stack_view(current.stack, current, names) if shown_here else (),
            # Combat at every step while it lasts (506.3), and the step that ended it (511.3).
            "combat": _combat_view(current, previous, names, blocked) if combat_here else [],
            "combat_over": with_boards and bool(previous.combat) and not current.combat,
            "damage": step.get("kind") == "event"
            and bool(DAMAGE_RULES & set(step.get("rules") or [])),
            "stack_below": current.stack_size - len(current.stack) if shown_here else 0,
            "stack_emptied": stack_changed and not current.stack_size,
            "ends_game": end is not None and index + 1 in end["steps"],
        })

    layers = _layer_views(steps, boards, names, columns, display)
    # Every object each layer step touched: the rows the layer view would have in full.
    layer_rows = sum(len(_pairs(step.get("after")) or {})
                     or isinstance(step.get("object"), str) for step in steps
                     if step.get("layer"))
    cited = {str(number) for step in steps for number in
             [*(step.get("rules") if isinstance(step.get("rules"), list) else []),
              *([step["layer"]] if step.get("layer") else [])]}
    check_deadline(deadline)
    return {
        # The toggle between the Korean and the English numbering of the citations.
        "cite_toggle": bool(cited & set(english)),
        "end": _end_view(end, step_views, len(steps)),
        "step_count": len(steps),
        "with_boards": with_boards,
        "steps": step_views,
        "final_board": _rows(final[0], final[0], shown, display),
        "columns": [(column, COLUMN_LABELS[column]) for column in shown],
        "final_players": _rows(final[1], final[1], player_columns),
        "player_columns": [(column, COLUMN_LABELS[column]) for column in player_columns],
        "final_stack": _stack_view(final.stack, final, names),
        "final_combat": _combat_view(final, final, names, blocked if final.combat else set()),
        "final_stack_below": final.stack_size - len(final.stack),
        "pending": _pending_view(result.get("pending_choice"), names),
        "not_modelled": _not_modelled_views(result.get("not_modelled"), names),
        "layers": layers,
        "layers_hidden": layer_rows - sum(len(item["rows"]) for item in layers),
        "graph": dependency_graph(steps, names),
        "orders": replacement_orders(steps, scenario, names),
    }


def _end_view(end: dict[str, Any] | None, step_views: list[dict[str, Any]],
              count: int) -> dict[str, Any] | None:
    """The game's end as the panel's first line says it, with the step that ended it."""
    if end is None:
        return None
    ending = next((view for view in step_views if view["number"] == end["step"]), None)
    return {**end, "winners_text": ", ".join(end["winners"]),
            "losers_text": ", ".join(end["losers"]),
            # Numbers as the page writes them ("1,207"): the list of steps numbers them bare.
            "step_label": f"{end['step']:,}" if end["step"] is not None else "",
            "count_label": f"{count:,}",
            "text_html": ending["text_html"] if ending else "",
            "rules_html": ending["rules_html"] if ending else ""}


def _not_modelled_views(entries: Any, names: dict[str, str]) -> list[dict[str, Any]]:
    """The abilities the engine did not apply (a result stored before 0.5 has none listed)."""
    views = []
    for entry in entries if isinstance(entries, list) else []:
        if not isinstance(entry, dict):
            continue
        object_id = clip(_text(entry.get("object")), MAX_NAME)
        views.append({
            "object": object_id,
            "object_name": clip(names.get(object_id, ""), MAX_NAME),
            "text_html": mark_safe(link_rules_in_text(clip(_text(entry.get("text")),
                                                           MAX_TEXT))),
        })
        if len(views) == MAX_NOT_MODELLED:
            break
    return views


def _pending_view(pending: Any, names: Mapping[str, str]) -> dict[str, Any] | None:
    if not isinstance(pending, dict):
        return None
    options = [option for option in pending.get("options") or [] if isinstance(option, dict)]
    return {
        "player": str(pending.get("player", "")),
        "division": [{"id": recipient, "name": clip(names.get(recipient, ""), MAX_NAME)}
                     for recipient in division_recipients(options)],
        "rules_html": rules_html(pending.get("rules")),
        "text_html": mark_safe(link_rules_in_text(clip(str(pending.get("text", "")),
                                                       MAX_TEXT))),
        "options": [{"id": str(option.get("id", "")),
                     "text": clip(_option_text(option, names), MAX_CELL)}
                    for option in options],
        "many": len(options) > MANY_OPTIONS,
    }


# A question with more options than this (a creature type, 205.3m: about 300) shows them in a
# box of its own height, which scrolls.
MANY_OPTIONS = 24


def _korean_creature_types() -> Mapping[str, str]:
    """Creature types' Korean words: the rules' terms (engine/data/terms-ko.json), else the
    word Korean printings' type lines give (the card catalogue's, as card pages use)."""
    from django.db import DatabaseError

    from engine.text.wording import terms

    learned: Mapping[str, str] = {}
    try:
        from rulings.cards import catalog

        learned = catalog.current().subtypes_ko
    except (DatabaseError, RuntimeError):
        # No catalogue (no database, or a test without one): the rules' terms alone.
        learned = {}
    return {**learned, **{key: str(value) for key, value in terms()["subtypes"].items()}}


def _option_text(option: Mapping[str, Any], names: Mapping[str, str]) -> str:
    """An option as the question shows it: a creature type (614.12a; the engine's option is
    its English name) in Korean where the project has a Korean word for it, the English name
    beside it (the answer is the English name); an object the option is only the id of (a
    target, 603.3d) by its name, the id beside it."""
    from engine.subtypes import CREATURE_TYPES

    text, key = str(option.get("text", "")), str(option.get("id", ""))
    if text != key:
        return text
    if key in CREATURE_TYPES:
        return _korean_creature_types().get(key, text) if _korean_page() else text
    return names.get(key) or text


def _korean_page() -> bool:
    from django.utils import translation

    return not (translation.get_language() or "ko").startswith("en")


_SHARE = re.compile(r"(?P<id>[^=,]+)=(?P<amount>\d+)")


def division_recipients(options: list[dict[str, Any]]) -> list[str]:
    """The recipients of a question that divides damage (510.1c: its options are divisions,
    `bear=2,elf=1,B=2`), in the order the options first name them; [] for any other
    question. The panel asks for any division with a number per recipient."""
    recipients: list[str] = []
    for option in options:
        shares = str(option.get("id", "")).split(",")
        matches = [_SHARE.fullmatch(share) for share in shares]
        if not options or not all(matches):
            return []
        for match in matches:
            assert match is not None
            if match["id"] not in recipients:
                recipients.append(match["id"])
    return [clip(recipient, MAX_NAME) for recipient in recipients]


def _layer_views(steps: list[dict[str, Any]], boards: list[Board],
                 names: Mapping[str, str], layer_columns: Mapping[str, str],
                 display: Display) -> list[dict[str, Any]]:
    """Per object, the layer steps that touched it: layer, effect, timestamp, the change,
    and its characteristics after that step."""
    by_object: dict[str, list[dict[str, Any]]] = {}
    rows = 0
    for index, step in enumerate(steps):
        if not step.get("layer"):
            continue
        if rows >= MAX_LAYER_ROWS:
            break
        after = _pairs(step.get("after"))
        touched = list(after or {}) or ([step["object"]] if isinstance(step.get("object"), str)
                                        else [])
        for object_id in touched[:MAX_LAYER_ROWS - rows]:
            rows += 1
            cells = boards[index][0].get(object_id, {}) if index < len(boards) else {}
            by_object.setdefault(object_id, []).append({
                "number": index + 1,
                "layer_html": rules_html([step["layer"]]),
                "effect": clip(_text(step.get("effect")), MAX_NAME)
                if step.get("effect") is not None else "",
                "effect_name": clip(names.get(str(step.get("effect")), ""), MAX_NAME),
                "timestamp": step.get("timestamp"),
                "change": _layer_change(step, object_id, layer_columns, display),
                "rules_html": rules_html(step.get("rules")),
                "after": {column: display(column, value) for column, value in cells.items()},
                "dependency": _dependency_text(step.get("dependency")),
            })
    return [{"id": clip(object_id, MAX_NAME), "name": clip(names.get(object_id, object_id),
                                                           MAX_NAME), "rows": object_rows}
            for object_id, object_rows in by_object.items()]


def _dependency_text(dependency: Any) -> str:
    if isinstance(dependency, dict):
        return clip(f"{dependency.get('effect')} → {dependency.get('depends_on')}", MAX_CELL)
    return "" if dependency is None else clip(json.dumps(dependency, ensure_ascii=False),
                                              MAX_CELL)


# What a dependency changes (613.7a), as the engine's `dependency.reason` codes it.
REASON_LABELS = {
    "existence": _("whether it exists"), "text": _("its text"),
    "applies_to": _("what it applies to"), "what": _("what it does"),
    "loop": _("a dependency loop: timestamp order (613.7b)"),
}
# Steps that belong to the layer system (613): the dependency graph is about their effects.
LAYER_KINDS = ("timestamp", "layer", "dependency")


def dependency_graph(steps: list[dict[str, Any]], names: Mapping[str, str]) -> dict[str, Any]:
    """Nodes (the layer system's effects, in the order they first applied) and edges (an
    effect depends on another, 613.7a), laid out for a small inline SVG. Replacement and
    prevention effects are ordered by 616.1, not by dependency: see `replacement_orders`."""
    order: list[str] = []
    stamps: dict[str, Any] = {}
    edges: list[tuple[str, str]] = []
    reasons: dict[tuple[str, str], str] = {}
    layer_steps = [step for step in steps if step.get("kind") in LAYER_KINDS]
    # Applied first, first: a layer step, then any step, names the effect.
    for step in sorted(layer_steps, key=lambda step: step.get("kind") != "layer"):
        effect = step.get("effect")
        if effect is not None and str(effect) not in order:
            order.append(str(effect))
            stamps[str(effect)] = step.get("timestamp")
    for step in layer_steps:
        dependency = step.get("dependency")
        if isinstance(dependency, dict) and dependency.get("effect") is not None:
            pair = (str(dependency.get("effect")), str(dependency.get("depends_on")))
            reasons.setdefault(pair, str(dependency.get("reason") or ""))
            for node in pair:
                if node not in order:
                    order.append(node)
            if pair not in edges:
                edges.append(pair)
    # A page draws the first MAX_GRAPH_NODES effects and the dependencies among them.
    order = order[:MAX_GRAPH_NODES]
    kept = set(order)
    edges = [pair for pair in edges if pair[0] in kept and pair[1] in kept][:MAX_GRAPH_EDGES]
    width, gap = 110, 24
    # Room above the boxes for the dependency arcs, when there are any.
    top = 8 + max((12 * abs(order.index(a) - order.index(b)) + 30 for a, b in edges), default=0)
    nodes = []
    for index, node in enumerate(order):
        left = 8 + index * (width + gap)
        nodes.append({"id": clip(node, MAX_NAME), "key": node,
                      "name": names.get(node, node)[:16],
                      "timestamp": stamps.get(node), "x": left, "y": top,
                      "cx": left + width // 2})
    position = {node["key"]: node for node in nodes}
    lines = []
    for effect, depends_on in edges:
        start, end = position[effect], position[depends_on]
        lift = 24 + 12 * abs(order.index(effect) - order.index(depends_on))
        lines.append({
            "effect": clip(effect, MAX_NAME), "depends_on": clip(depends_on, MAX_NAME),
            "effect_name": clip(names.get(effect, effect), MAX_NAME),
            "depends_on_name": clip(names.get(depends_on, depends_on), MAX_NAME),
            "reason": REASON_LABELS.get(reasons[effect, depends_on], reasons[effect, depends_on]),
            "d": f"M{start['cx']},{top} Q{(start['cx'] + end['cx']) // 2},{top - lift} "
                 f"{end['cx']},{top}",
        })
    return {"nodes": nodes, "edges": lines, "width": max(len(nodes) * (width + gap), 120),
            "height": top + 44, "box_width": width}


def replacement_orders(steps: list[dict[str, Any]], scenario: Mapping[str, Any],
                       names: Mapping[str, str]) -> list[dict[str, Any]]:
    """Why replacement and prevention effects applied in the order they did (616.1): each
    choice step, with the player who chose (the scenario's answer it used) or, when a rule
    forced the order, no player; its rules and its step number."""
    choices = scenario.get("choices")
    answers = choices if isinstance(choices, list) else []
    orders = []
    for number, step in enumerate(steps, start=1):
        if step.get("kind") != "choice" or step.get("effect") is None:
            continue
        index = step.get("choice")
        answer = (answers[index] if isinstance(index, int) and 0 <= index < len(answers)
                  else None)
        orders.append({
            "number": number,
            "player": clip(str(answer.get("player", "")), MAX_NAME)
            if isinstance(answer, dict) else "",
            "chosen": isinstance(index, int),
            "effect": clip(str(step["effect"]), MAX_NAME),
            "effect_name": clip(names.get(str(step["effect"]), ""), MAX_NAME),
            "text_html": mark_safe(link_rules_in_text(clip(str(step.get("text", "")),
                                                           MAX_TEXT))),
            "rules_html": rules_html(step.get("rules")),
            # Whether the page shows the step (panel.py says, once it knows).
            "shown": True,
        })
        if len(orders) == MAX_ORDERS:
            break
    return orders
