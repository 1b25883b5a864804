"""The result panel as HTML, within a page's weight and the run's time limit (issue 28).

A loop of mandatory triggers has a thousand steps, a board can have 200 objects, and a name
or an ability's text can be as long as the document that defines it: rendered whole, such a
result weighed megabytes and took seconds. Here each part of the panel (`_result.html`'s
partials) is rendered on its own and measured:

- the head (how the game ended, the pending question, the abilities not applied) always;
- the tail (layers, dependencies, orders of replacement effects) when it takes at most
  TAIL_SHARE of the panel, else a line saying it was left out;
- the final state's objects, as many as FINAL_SHARE of what is left holds;
- the steps in order, the first with the whole board (at most START_SHARE of the steps'
  share), until the rest is used; the step that ended the game always, and a line where
  steps are left out.

A page has PAGE_BYTES in all: `fill_panels` renders the page with a placeholder for each
panel, and gives the panels what the rest of it leaves. Every step and row rendered reads
the clock: past the request's deadline, limits.TimeLimitPassed is raised, as the engine's
own run stops (the deadline is the run's, so rendering counts inside its time limit).
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from django.http import HttpResponse
from django.template.loader import get_template
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import gettext

from .limits import check_deadline
from .trace import MAX_SHOWN_STEPS

# A page's weight, with room under 1 MB (10^6 bytes) for the lines saying what was left out
# and for the step that ended the game, which is shown whatever it weighs (it is clipped).
PAGE_BYTES = 960_000
# What a panel gets however much the rest of its page weighs (the editor's form for 200
# objects alone weighs more than a page: a judge still sees the result).
MIN_PANEL_BYTES = 150_000
TAIL_SHARE = 0.25
FINAL_SHARE = 0.35
START_SHARE = 0.5
RESULT_TEMPLATE = "sandbox/_result.html"
BOARD_TEMPLATE = "sandbox/_board.html"


def _size(html: str) -> int:
    return len(html.encode())


def _part(name: str) -> Any:
    return get_template(f"{RESULT_TEMPLATE}#{name}")


def fit_rows(rows: list[dict[str, Any]], budget: int,
             deadline: float | None = None) -> tuple[SafeString, int]:
    """The object rows of a board that fit in `budget` bytes, rendered, and how many did
    not fit."""
    template = get_template(f"{BOARD_TEMPLATE}#object-row")
    parts: list[str] = []
    used = 0
    for index, row in enumerate(rows):
        check_deadline(deadline)
        html = template.render({"row": row})
        used += _size(html)
        if used > budget:
            return mark_safe("".join(parts)), len(rows) - index
        parts.append(html)
    return mark_safe("".join(parts)), 0


def board_html(rows: list[dict[str, Any]], players: list[dict[str, Any]],
               columns: list[tuple[str, str]], stack: tuple[dict[str, str], ...],
               stack_below: int, budget: int, deadline: float | None = None,
               combat: list[dict[str, Any]] | None = None,
               player_columns: list[tuple[str, str]] | None = None) -> SafeString:
    """A whole board (players, as many objects as `budget` bytes hold, the stack and the
    combat beside them)."""
    rows_html, hidden = fit_rows(rows, budget, deadline)
    return mark_safe(get_template(BOARD_TEMPLATE).render({
        "rows_html": rows_html, "rows_hidden": hidden, "players": players,
        "columns": columns, "stack": stack, "stack_below": stack_below,
        "combat": combat or [], "player_columns": player_columns or [
            (cell["column"], cell["label"]) for cell in (players[0]["cells"] if players else [])]}))


def _gap_text(first: int, last: int) -> str:
    if first == last:
        return gettext("(Step %(first)s is not shown: a page shows at most %(most)s steps and "
                       "weighs at most 1 MB. The final state above is after every step.)") % {
            "first": f"{first:,}", "most": MAX_SHOWN_STEPS}
    return gettext("(Steps %(first)s–%(last)s are not shown: a page shows at most %(most)s "
                   "steps and weighs at most 1 MB. The final state above is after every "
                   "step.)") % {"first": f"{first:,}", "last": f"{last:,}",
                                "most": MAX_SHOWN_STEPS}


def _step_items(view: Mapping[str, Any], prefix: str, budget: int,
                deadline: float | None) -> tuple[SafeString, set[int]]:
    """The steps' list items that fit in `budget` bytes, a gap item wherever steps are left
    out, and the numbers of the steps shown."""
    step_template, gap_template = _part("step"), _part("gap")
    # The steps that ended the game or a player's part in it are shown whatever they weigh.
    kept = set(view["end"]["steps"]) if view.get("end") else set()
    parts: list[str] = []
    shown: set[int] = set()
    used, last, full = 0, 0, False
    for step in view["steps"]:
        check_deadline(deadline)
        number = step["number"]
        if full and number not in kept:
            continue
        context: dict[str, Any] = {"step": step, "prefix": prefix}
        if step["whole"]:
            context["board_html"] = board_html(
                step["board"], step["players"], view["columns"], step["stack"],
                step["stack_below"], int(budget * START_SHARE), deadline, step["combat"],
                view.get("player_columns"))
        html = step_template.render(context)
        if used + _size(html) > budget and number not in kept and parts:
            full = True
            continue
        if number > last + 1:
            parts.append(gap_template.render({"text": _gap_text(last + 1, number - 1)}))
        parts.append(html)
        used += _size(html)
        shown.add(number)
        last = number
    if view["steps"] and last < view["step_count"]:
        parts.append(gap_template.render({"text": _gap_text(last + 1, view["step_count"])}))
    return mark_safe("".join(parts)), shown


def render_panel(view: Mapping[str, Any], *, prefix: str, choose: bool = False,
                 budget: int = PAGE_BYTES, deadline: float | None = None) -> SafeString:
    """The result panel of `view` (trace.result_view) in at most about `budget` bytes."""
    check_deadline(deadline)
    base = {"result": view, "prefix": prefix, "choose": choose}
    head = _part("head").render(base)
    tail = _part("tail").render(base)
    tail_cut = _size(tail) > budget * TAIL_SHARE
    if tail_cut:
        tail = _part("cut").render({"text": gettext(
            "(The layers and dependencies of this result are not shown: this page would weigh "
            "more than 1 MB.)")})
    left = budget - _size(head) - _size(tail)
    final = _part("final").render({**base, "board_html": board_html(
        view["final_board"], view["final_players"], view["columns"], view["final_stack"],
        view["final_stack_below"], max(0, int(left * FINAL_SHARE)), deadline,
        view["final_combat"], view.get("player_columns"))})
    left -= _size(final)
    items, shown = _step_items(view, prefix, max(0, left), deadline)
    steps = _part("steps").render({**base, "items_html": items})
    if not tail_cut and any(order["number"] not in shown for order in view["orders"]):
        # An order links to its step only where the step is on the page.
        orders = [{**order, "shown": order["number"] in shown} for order in view["orders"]]
        tail = _part("tail").render({**base, "result": {**view, "orders": orders}})
    check_deadline(deadline)
    return mark_safe(get_template(RESULT_TEMPLATE).render({
        "prefix": prefix, "head_html": mark_safe(head), "final_html": mark_safe(final),
        "steps_html": mark_safe(steps), "tail_html": mark_safe(tail)}))


def placeholder(name: str) -> str:
    """What a page holds where the panel `name` goes, until `fill_panels` puts it there."""
    return f"<!-- sandbox result panel: {name} -->"


def fill_panels(response: HttpResponse,
                panels: Mapping[str, Callable[[int], SafeString]]) -> None:
    """Render each panel (a function of its budget in bytes) into the page `response`, in
    place of its placeholder, sharing what the rest of the page leaves of PAGE_BYTES."""
    body = response.content
    marks = {name: placeholder(name).encode() for name in panels}
    rest = len(body) - sum(len(mark) for mark in marks.values())
    budget = max(MIN_PANEL_BYTES, (PAGE_BYTES - rest) // max(1, len(panels)))
    for name, render in panels.items():
        body = body.replace(marks[name], str(render(budget)).encode(), 1)
    response.content = body
