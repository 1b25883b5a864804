"""Views of the scenario sandbox: the editor, permalinks and the JSON API.

Views translate between HTTP and plain values; the engine is reached only through `adapter`,
the form only through `editor`.
"""
from __future__ import annotations

import json
from functools import lru_cache
from typing import Any

from django.http import Http404, HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils import translation
from django.utils.cache import patch_cache_control, patch_vary_headers
from django.utils.safestring import mark_safe
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import (
    condition,
    require_http_methods,
    require_POST,
    require_safe,
)

from rulings.pagecache import (
    CSRF_PLACEHOLDER,
    cached_page,
    page_etag,
    page_last_modified,
    store_page,
    with_csrf_token,
)
from rulings.params import whole_number

from . import adapter, builder, editor, limits
from . import help as help_page
from . import problems as problem_views
from .adapter import Outcome, Problem
from .documents import UnsafeTextError, load_json, ruling_of, slug_for, validate_ruling
from .markup import link_rules_in_text, plain_text, rule_numbers_in
from .models import SavedScenario
from .panel import fill_panels, placeholder, render_panel
from .ratelimit import rate_message, run_rate_message, run_retry_after, save_retry_after
from .trace import division_recipients, english_numbers, result_view

EVENT_LABELS = {
    "damage": _("damage"), "destroy": _("destroy"), "counters": _("put counters"),
    "gain_life": _("gain life"), "lose_life": _("lose life"), "draw": _("draw"),
    "move": _("move to a zone"), "enter": _("enter the battlefield"), "sacrifice": _("sacrifice"),
    "create_token": _("create tokens"), "upkeep": _("upkeep begins"),
    "untap": _("untap step"), "draw_step": _("draw step"), "end_turn": _("end the turn"),
    "cast": _("cast a spell"), "activate": _("activate an ability"),
    "resolve": _("all pass: the top of the stack resolves"),
    "turn_face_up": _("turn a face-down permanent face up"),
    "suspend": _("suspend a card from the hand"),
    "attack": _("declare attackers"), "block": _("declare blockers"),
    "combat_damage": _("combat damage"),
}
SAVE_LANGUAGE = "ko"
# What run(..., checkpoints=True) adds to the contract's result, for drawing boards.
BOARD_KEYS = ("checkpoints", "before_layers", "after_layers")


def _language() -> str:
    return "en" if (translation.get_language() or "ko").startswith("en") else "ko"


def _pretty(document: dict[str, Any]) -> str:
    return json.dumps(document, indent=2, ensure_ascii=False)


def _result_view(document: dict[str, Any], result: dict[str, Any], lang: str,
                 deadline: float | None = None) -> dict[str, Any]:
    """The result panel's values (the board at each event comes from the result's
    checkpoints, see trace.boards_after_steps); limits.TimeLimitPassed past `deadline`."""
    return result_view(result, document, adapter.layer_columns(), adapter.cell_display(lang),
                       english=english_numbers(), deadline=deadline)


def _time_outcome() -> Outcome:
    """The outcome of a run whose rendering went past the time limit: said as the limit."""
    return Outcome(None, Problem("", limits.time_problem(limits.run_seconds())))


def _editor_page(request: HttpRequest, scenario: dict[str, Any], *,
                 deadline: float | None = None, **arguments: Any) -> HttpResponse:
    """The editor for `scenario` (`arguments` as `_editor_context` takes them), its result
    rendered within the run's `deadline`; past it, the editor says so in place of a result
    (the limit covers rendering too, issue 28)."""
    try:
        return _render_editor(request, _editor_context(request, scenario, deadline=deadline,
                                                       **arguments))
    except limits.TimeLimitPassed:
        arguments["outcome"] = _time_outcome()
        return _render_editor(request, _editor_context(request, scenario, **arguments))


def _editor_context(request: HttpRequest, scenario: dict[str, Any], *, tab: str = "form",
                    problems: list[Problem] | None = None, outcome: Outcome | None = None,
                    json_text: str | None = None, error_line: int | None = None,
                    builders: dict[str, dict[str, str]] | None = None,
                    built: tuple[str, str] = ("", ""), deadline: float | None = None
                    ) -> dict[str, Any]:
    problems = list(problems or [])
    if outcome is not None and outcome.problem is not None:
        problems.append(outcome.problem)
    shown = problem_views.views(problems)
    field_errors: dict[str, str] = {}
    card_problems: dict[str, problem_views.ProblemView] = {}
    for view in shown:
        name = editor.input_name(view.path)
        field_errors.setdefault(name, view.message)
        if view.unknown_card:
            card_problems.setdefault(name, view)
    values = editor.form_values(scenario)
    _attach_errors(values, field_errors)
    for row in values["objects"] + values["effects"]:
        # The chosen card's Oracle text under its name, so the judge sees what was picked.
        row["card_entry"] = _card_entry(row["card"]) if row["card"] else None
        # A name no card has: the nearest names, and a way to define it.
        row["card_problem"] = card_problems.get(f"{row['path']}.card")
    for row in values["objects"]:
        # The ability builder's inputs, as chosen, and their errors (rulings/sandbox/builder.py).
        row["build"] = (builders or {}).get(row["path"], {})
        kind = builder.KINDS.get(row["build"].get("kind", ""))
        row["build_fields"] = kind.fields if kind else ()
    for row, raw in zip(values["objects"], scenario.get("objects") or (), strict=False):
        row["ability_labels"] = builder.ability_labels(raw) if isinstance(raw, dict) else []
        row["build_errors"] = {name.removeprefix("build."): message
                               for name, message in row["errors"].items()
                               if name.startswith("build.")}
    order = editor.timestamp_order(scenario)
    for entry in order:
        entry["error"] = field_errors.get(f"{entry['path']}.timestamp", "")
    result = outcome.result if outcome is not None else None
    view = (_result_view(scenario, result, _language(), deadline)
            if result is not None else None)
    fork = _fork(request, scenario, outcome)
    if tab == "json" and error_line is None and problems:
        error_line = editor.json_line(scenario, problems[0].path)
    return {
        "tab": tab,
        "values": values,
        "json_text": json_text if json_text is not None else _pretty(scenario),
        "error_line": error_line,
        "problems": [{"problem": view, "input": editor.input_name(view.path),
                      "anchor": editor.input_id(editor.input_name(view.path)),
                      "line": editor.json_line(scenario, view.path) if tab == "json" else None}
                     for view in shown],
        "order": order,
        "ids": editor.ids_of(scenario),
        "examples": adapter.examples(_language()),
        "zones": [(zone, adapter.cell_display(_language())("zone", zone))
                  for zone in editor.ZONES],
        "event_types": [(kind, EVENT_LABELS[kind]) for kind in editor.EVENT_TYPES],
        "result": view,
        # The panel itself is rendered into the page by _render_editor, to fit its weight.
        "result_html": mark_safe(placeholder("run")),
        "panel": (view, deadline) if view is not None else None,
        "current_example": request.GET.get("example", "") if request.method == "GET" else "",
        "fork": fork,
        "builder": builder.choices(_language()),
        "built_path": built[0],
        "built": built[1],
        "help_url": reverse("sandbox:help"),
        # Set here, not in the template: a template tag's quoted argument can't hold JSON.
        "cards_placeholder": CARDS_PLACEHOLDER,
    }


CARDS_PLACEHOLDER = ('[{"name": "My Golem", "types": ["Artifact", "Creature"], "power": 3, '
                     '"toughness": 3, "abilities": ["Flying"]}]')
# What the engine says about a scenario, as far as a ruling depends on it.
RESULT_KEYS = ("objects", "players", "stack", "steps", "pending_choice", "not_modelled")


def _same_result(one: dict[str, Any], other: dict[str, Any]) -> bool:
    return all(one.get(key) == other.get(key) for key in RESULT_KEYS)


@lru_cache(maxsize=128)
def _original_result(slug: str, lang: str) -> dict[str, Any] | None:
    """The current engine's result for a saved scenario (saved documents never change, and
    the engine does not within a process)."""
    saved = SavedScenario.objects.with_slug(slug).first()
    return None if saved is None else adapter.run(dict(saved.document), lang=lang).result


def _fork(request: HttpRequest, scenario: dict[str, Any],
          outcome: Outcome | None) -> dict[str, Any] | None:
    """The permalink the editor's scenario was forked from (`from`, kept in the form), and
    whether the ruling answer copied from it is stale: unchanged, while the scenario's result
    is no longer the original's."""
    source = request.POST if request.method == "POST" else request.GET
    slug = str(source.get("from", "")).strip()[:32]
    saved = SavedScenario.objects.with_slug(slug).first() if slug else None
    if saved is None:
        return None
    answer = ruling_of(scenario)[1].strip()
    copied = bool(answer) and answer == saved.ruling_answer.strip()
    original = _original_result(slug, _language()) if copied else None
    stale = (copied and original is not None and outcome is not None
             and outcome.result is not None and not _same_result(original, outcome.result))
    return {"slug": saved.slug, "title": saved.title, "url": saved.get_absolute_url(),
            "copied": copied, "stale": stale}


def _card_entry(name: str) -> adapter.CardEntry | None:
    """The library's card of that name, else the imported one (with its Korean printed
    text), else None."""
    from rulings.cards import catalog

    return adapter.card_entry(name) or catalog.card_entry(name)


def _attach_errors(values: dict[str, Any], field_errors: dict[str, str]) -> None:
    """Put each row's errors next to its values, keyed by field, for the template."""
    for section in editor.SECTIONS:
        for index, row in enumerate(values[section]):
            prefix = f"{section}[{index}]."
            row["errors"] = {name[len(prefix):]: message for name, message in field_errors.items()
                             if name.startswith(prefix)}
            row["path"] = f"{section}[{index}]"
    values["errors"] = {name: message for name, message in field_errors.items()
                        if "[" not in name}
    values["ruling_errors"] = {name.removeprefix("ruling."): message
                               for name, message in field_errors.items()
                               if name.startswith("ruling.")}


def _render_editor(request: HttpRequest, context: dict[str, Any]) -> HttpResponse:
    template = "sandbox/editor.html"
    if request.htmx:
        template += "#editor"
    panel = context.pop("panel", None)
    response = render(request, template, context)
    if panel is not None:
        view, deadline = panel
        fill_panels(response, {"run": lambda budget: render_panel(
            view, prefix="run", choose=True, budget=budget, deadline=deadline)})
    patch_vary_headers(response, ("HX-Request",))
    return response


def _starting_scenario(request: HttpRequest) -> tuple[dict[str, Any], Problem | None]:
    example = request.GET.get("example", "")
    origin = request.GET.get("from", "")
    card = request.GET.get("card", "").strip()[:200]
    if card:
        # A card page's "try it in the sandbox": the card on the first player's battlefield.
        scenario = editor.add_row(editor.empty_scenario(), "objects")
        scenario["objects"][0]["card"] = adapter.card_name(card)
        return scenario, None
    if example:
        scenario = adapter.load_example(example, _language())
        if scenario is None:
            return editor.empty_scenario(), Problem("", f"no example named “{example}”")
        return scenario, None
    if origin:
        saved = SavedScenario.objects.with_slug(origin).first()
        if saved is None:
            return editor.empty_scenario(), Problem("", f"no saved scenario “{origin}”")
        return dict(saved.document), None
    return editor.empty_scenario(), None


@require_http_methods(["GET", "HEAD", "POST"])
def sandbox(request: HttpRequest) -> HttpResponse:
    """The editor: GET (and HEAD) starts from an empty board, an example (?example=), a saved
    scenario (?from=) or one card (?card=, an English or Korean name); POST applies one action
    (add, remove, reorder, run, answer, save, switch tab)."""
    if request.method != "POST":
        scenario, problem = _starting_scenario(request)
        scenario = editor.with_timestamps(scenario)
        outcome = None
        deadline = limits.deadline()
        if problem is None and (scenario.get("objects") or scenario.get("events")):
            retry_after = run_retry_after(request)
            if retry_after is not None:
                return _too_many_runs(request, scenario, retry_after)
            outcome = adapter.run_shown(scenario, lang=_language(), deadline=deadline)
        return _editor_page(request, scenario, problems=[problem] if problem else [],
                            outcome=outcome, deadline=deadline)
    return _editor_action(request)


def _too_many_runs(request: HttpRequest, scenario: dict[str, Any], retry_after: int,
                   tab: str = "form") -> HttpResponse:
    """The editor with the scenario as it was and no run: a 429 saying when to run again."""
    response = _render_editor(request, _editor_context(
        request, scenario, tab=tab, problems=[Problem("", run_rate_message(retry_after))]))
    response.status_code = 429
    response["Retry-After"] = str(retry_after)
    return response


def _read_submitted(request: HttpRequest) -> tuple[dict[str, Any] | None, list[Problem], str]:
    """The scenario the POST carries: from the JSON tab's text or from the form's inputs."""
    if request.POST.get("tab") == "json":
        text = request.POST.get("json", "")
        document, problem = parse_json_document(text)
        if problem is not None:
            return None, [problem], text
        assert document is not None
        return document, [], text
    parsed = editor.read_form(request.POST, request.POST.getlist)
    return parsed.scenario, parsed.problems, ""


def parse_json_document(text: str) -> tuple[dict[str, Any] | None, Problem | None]:
    """A scenario document from JSON text, or the problem with it (line and column for a
    syntax error; the path of a string no page or database can hold)."""
    try:
        document = load_json(text)
    except UnsafeTextError as error:
        return None, Problem(error.path, error.message)
    except json.JSONDecodeError as error:
        return None, Problem("json", f"invalid JSON at line {error.lineno}, column "
                                     f"{error.colno}: {error.msg}")
    except (ValueError, RecursionError):
        return None, Problem("json", "invalid JSON")
    if not isinstance(document, dict):
        return None, Problem("", "a scenario must be a JSON object ({...})")
    return document, None


def _editor_action(request: HttpRequest) -> HttpResponse:
    action = request.POST.get("action", "run")
    tab = "json" if request.POST.get("tab") == "json" else "form"
    scenario, problems, text = _read_submitted(request)
    if scenario is None:
        # Unreadable JSON: stay on the JSON tab with the judge's text and the error.
        return _editor_page(request, editor.empty_scenario(), tab="json", problems=problems,
                            json_text=text)

    run = True
    builders = builder.read(request.POST, len(scenario.get("objects") or ())
                            if tab == "form" and isinstance(scenario.get("objects"), list) else 0)
    built = ("", "")  # the object an ability was just added to, and its sentence
    if action.startswith("add:"):
        scenario = editor.add_row(scenario, action[4:])
        run = False
    elif action.startswith("remove:"):
        scenario = editor.remove_row(scenario, action[7:])
        problems = editor.problems_after_removal(problems, action[7:])
        builders = builder.after_removal(builders, action[7:])
    elif action.startswith("unbuild:"):
        scenario = builder.remove_ability(scenario, action[8:])
    elif action.startswith("build:"):
        path = action[6:]
        scenario, problem, sentence = builder.build(scenario, path, builders.get(path, {}))
        if problem is None:
            builders.pop(path, None)
            built = (path, sentence)
        else:
            problems.append(problem)
    elif action.startswith("use:"):
        # A suggested card for a name no card has: `use:objects[0].card=Humility`.
        path, _, name = action[4:].partition("=")
        scenario = editor.set_card(scenario, path, name)
        problems = [problem for problem in problems if problem.path != path]
    elif action.startswith("define:"):
        scenario = editor.define_card(scenario, action[7:])
    elif action.startswith(("up:", "down:")):
        direction, _, path = action.partition(":")
        scenario = editor.move_timestamp(scenario, path, -1 if direction == "up" else 1)
    elif action in ("tab:json", "tab:form"):
        tab = action[4:]
        if tab == "form" and text and editor.form_holds(scenario):
            # Text the form can't read (a power of "two") is shown in its input, with
            # the form's own problems, rather than the engine's first one.
            problems = editor.read_form(editor.form_inputs(scenario)).problems
    elif action == "save" and not problems:
        return _save_from_editor(request, scenario)

    runs = run and not problems
    if runs:
        # Runs are counted like saves (ratelimit.py): judges at a venue share one address.
        retry_after = run_retry_after(request)
        if retry_after is not None:
            return _too_many_runs(request, scenario, retry_after, tab)
    # One deadline for the request: answering runs the engine once more, and rendering the
    # result counts too (issue 28).
    deadline = limits.deadline()
    if runs and action.startswith("choose:"):
        scenario = _answer(scenario, action[7:], problems, deadline)
    elif runs and action == "divide":
        scenario = _divide(scenario, request.POST, problems, deadline)
    outcome = (adapter.run_shown(scenario, lang=_language(), deadline=deadline)
               if runs and not problems else None)
    if (text and outcome is not None and outcome.problem is not None
            and not (tab == "form" and editor.form_shows(scenario, outcome.problem.path))):
        # JSON that does not run stays in the JSON tab, laid out so that the error's line
        # can be shown (and selected) in it, unless the judge asked for the form and the
        # form can show the field in error as written.
        return _editor_page(request, scenario, tab="json", problems=problems,
                            outcome=outcome,
                            error_line=editor.json_line(scenario, outcome.problem.path))
    return _editor_page(request, scenario, tab=tab, problems=problems, outcome=outcome,
                        builders=builders, built=built, deadline=deadline)


def _answer(scenario: dict[str, Any], option: str, problems: list[Problem],
            deadline: float) -> dict[str, Any]:
    """The scenario with the answer to the engine's pending question appended to `choices`."""
    outcome = adapter.run(scenario, lang=_language(), deadline=deadline)
    if outcome.problem is not None:
        # Said as it is (the time limit, a field): no second run is made for this request.
        problems.append(outcome.problem)
        return scenario
    pending = (outcome.result or {}).get("pending_choice")
    if not isinstance(pending, dict):
        problems.append(Problem("choices", "the engine is not asking anything now"))
        return scenario
    options = [str(item.get("id")) for item in pending.get("options") or []
               if isinstance(item, dict)]
    if option not in options:
        problems.append(Problem("choices", f"“{option}” is not one of the options"))
        return scenario
    choices = list(scenario.get("choices") or [])
    choices.append({"player": str(pending.get("player", "")), "choose": option})
    return {**scenario, "choices": choices}


def _divide(scenario: dict[str, Any], data: Any, problems: list[Problem],
            deadline: float) -> dict[str, Any]:
    """The scenario with the division of combat damage typed in the pending question's
    inputs (`division.<id>`: the damage each recipient is assigned, 510.1c) appended to
    `choices` as the attacking player's answer; the engine says whether it is legal."""
    outcome = adapter.run(scenario, lang=_language(), deadline=deadline)
    if outcome.problem is not None:
        problems.append(outcome.problem)
        return scenario
    pending = (outcome.result or {}).get("pending_choice")
    recipients = division_recipients(
        [item for item in (pending or {}).get("options") or [] if isinstance(item, dict)]
        if isinstance(pending, dict) else [])
    if not isinstance(pending, dict) or not recipients:
        problems.append(Problem("choices", "the engine is not asking anything now"))
        return scenario
    division: dict[str, int] = {}
    for recipient in recipients:
        typed = str(data.get(f"division.{recipient}", "")).strip()
        if not typed:
            continue
        amount = whole_number(typed, digits=3)
        if amount is None:
            problems.append(Problem("choices", f"expected a whole number of damage for "
                                               f"“{recipient}”, got “{typed}”"))
            return scenario
        if amount:
            division[recipient] = amount
    choices = list(scenario.get("choices") or [])
    choices.append({"player": str(pending.get("player", "")), "choose": division})
    return {**scenario, "choices": choices}


def _save_from_editor(request: HttpRequest, scenario: dict[str, Any]) -> HttpResponse:
    tab = "json" if request.POST.get("tab") == "json" else "form"
    retry_after = save_retry_after(request)
    if retry_after is not None:
        response = _render_editor(request, _editor_context(
            request, scenario, tab=tab, problems=[Problem("", rate_message(retry_after))]))
        response.status_code = 429
        response["Retry-After"] = str(retry_after)
        return response
    origin = str(request.POST.get("from", "")).strip()[:32]
    saved, problem = save_document(scenario, forked_from=origin)
    if saved is None:
        return _editor_page(request, scenario, tab=tab, outcome=Outcome(None, problem))
    url = saved.get_absolute_url()
    if request.htmx:
        response = HttpResponse(status=204)
        response["HX-Redirect"] = url
        return response
    return redirect(url)


def save_document(document: dict[str, Any], *, forked_from: str = ""
                  ) -> tuple[SavedScenario | None, Problem | None]:
    """Save a document under its content address, with the engine's (Korean) result and the
    permalink it was forked from (if that exists)."""
    outcome = adapter.run(document, lang=SAVE_LANGUAGE)
    if outcome.result is None:
        return None, outcome.problem
    # 602.2: each ability activated by number is saved with its label too, so the permalink
    # activates the same ability after a re-import numbers the card's abilities differently.
    document = adapter.with_activation_labels(document)
    if forked_from and not SavedScenario.objects.with_slug(forked_from).exists():
        forked_from = ""
    saved, _ = SavedScenario.objects.save_document(document, outcome.result,
                                                   adapter.engine_version(), forked_from)
    return saved, None


# The kinds of step that change the state a ruling is about by themselves: the game's end,
# state-based actions, replacement and prevention effects (a layer step counts when it changed
# something, see `_decided`).
_DECIDING_KINDS = frozenset({"game_over", "state_based_action", "replacement", "prevention"})


def _decided(step: dict[str, Any]) -> bool:
    """Whether a step changed the final state: the kinds above, and a layer step whose
    objects' values after differ from before (one that sets final characteristics)."""
    if step.get("kind") == "layer":
        return step.get("before") != step.get("after")
    return step.get("kind") in _DECIDING_KINDS


def _changed_nothing(step: dict[str, Any]) -> bool:
    """Whether a step changed nothing: the setup, a layer step that left every value as it
    was."""
    if step.get("kind") == "setup":
        return True
    return step.get("kind") == "layer" and step.get("before") == step.get("after")


def trace_rules(steps: list[Any]) -> list[str]:
    """The rules a trace cites, those that decided the outcome first.

    The rule chosen (issue 28): first the rules of the steps that changed the final state the
    question is about (the step that ended the game, state-based actions, replacement and
    prevention effects that applied, layer steps that changed a value), then those of the
    other steps (timestamps, dependencies, events, triggers, final characteristics, ...), each
    group in the trace's order; the rules of steps that changed nothing (the setup, a layer
    step that left every value as it was) only when nothing else is cited.
    """
    steps = [step for step in steps if isinstance(step, dict)]
    groups = ([step for step in steps if _decided(step)],
              [step for step in steps if not _decided(step) and not _changed_nothing(step)])
    rules: list[str] = []
    for group in groups:
        for step in group:
            rules.extend(str(number) for number in step.get("rules", [])
                         if str(number) not in rules)
    if rules:
        return rules
    for step in steps:
        rules.extend(str(number) for number in step.get("rules", []) if str(number) not in rules)
    return rules


def _cited_rules(saved: SavedScenario) -> list[str]:
    """The rules a saved ruling cites: those its answer names, else those its trace cites,
    deciding ones first (`trace_rules`)."""
    rules = rule_numbers_in(saved.ruling_answer) or trace_rules(saved.result.get("steps", []))
    return rules[:8]


def _rule_texts(numbers: list[str]) -> dict[str, str]:
    """The text of each rule this edition has, by number."""
    from rulings.models import Rule

    return dict(Rule.objects.filter(slug__in=numbers).values_list("slug", "text"))


def _copy_texts(request: HttpRequest, saved: SavedScenario, stale_note: str) -> dict[str, str]:
    """What a judge pastes in a chat: question, answer, the rules, the permalink; `short`
    with the rules' numbers, `with_text` with each rule's text. A result that changed since
    the ruling was saved is said first (`stale_note`)."""
    rules = _cited_rules(saved)
    question_label, answer_label, rules_label = gettext("Q."), gettext("A."), gettext("Rules:")
    lines = [stale_note] if stale_note else []
    if saved.ruling_question:
        lines.append(question_label + " " + plain_text(saved.ruling_question))
    if saved.ruling_answer:
        lines.append(answer_label + " " + plain_text(saved.ruling_answer))
    elif saved.title:
        lines.append(saved.title)
    url = request.build_absolute_uri(saved.get_absolute_url())
    short = [*lines, *([rules_label + " " + ", ".join(rules)] if rules else []), url]
    texts = _rule_texts(rules)
    cited = [f"CR {number} — " + (texts.get(number) or gettext("not in this edition"))
             for number in rules]
    return {"short": "\n".join(short), "with_text": "\n".join([*lines, *cited, url])}


@require_safe
def sandbox_help(request: HttpRequest) -> HttpResponse:
    """The effect language explained, with examples compiled by the engine (help.py)."""
    language = _language()
    return render(request, f"sandbox/help_{language}.html", {
        "examples": {example.key: example for example in help_page.examples()},
        "operations": help_page.operations(),
        "builder_kinds": [{"key": key, "label": kind.label, "rule": kind.rule}
                          for key, kind in builder.KINDS.items()],
    })


@require_safe
@condition(etag_func=page_etag, last_modified_func=page_last_modified)
def permalink(request: HttpRequest, slug: str) -> HttpResponse:
    """A saved scenario: its trace as stored, and the current engine's if that differs.

    Rendered once per slug, engine version, language and edition, then served from the
    cache like a rule page (rulings/pagecache.py: the key holds the engine's version, and
    the middleware answers a stored page before URL resolution), with an ETag to revalidate.
    A page whose run went past the time limit is not stored: another try may fit.
    """
    response = cached_page(request)
    if response is None:
        response, complete = _permalink_page(request, slug)
        if complete:
            store_page(request, response)
        else:
            # Nor kept by the browser: its ETag is the stored page's, once there is one.
            patch_cache_control(response, no_store=True)
    return with_csrf_token(request, response)


def _permalink_page(request: HttpRequest, slug: str) -> tuple[HttpResponse, bool]:
    """The permalink's page, and whether the current engine's run finished in time."""
    saved = SavedScenario.objects.with_slug(slug).first()
    if saved is None:
        raise Http404("no such scenario")
    document = dict(saved.document)
    deadline = limits.deadline()
    # The saved language's run is compared with the stored result; the page's language's is
    # shown (the same run when the page is in the saved language).
    same_language = _language() == SAVE_LANGUAGE
    current = (adapter.run_shown(document, lang=SAVE_LANGUAGE, deadline=deadline)
               if same_language else
               adapter.run(document, lang=SAVE_LANGUAGE, deadline=deadline))
    # The boards the editor draws the steps with (checkpoints, before and after the layers)
    # are not part of a stored result.
    contract_part = ({key: value for key, value in current.result.items()
                      if key not in BOARD_KEYS} if current.result is not None else None)
    # A run that failed (the time limit) is not tried again in the other language.
    shown = (adapter.run_shown(document, lang=_language(), deadline=deadline)
             if not same_language and current.result is not None else current)
    if shown.result is None:
        # The page's language did not run (the time limit): as if the current engine could
        # not run the scenario, the stored result is shown.
        current, contract_part = shown, None
    try:
        current_view = (_result_view(document, shown.result, _language(), deadline)
                        if shown.result is not None else None)
        return _permalink_response(request, saved, current, contract_part, current_view,
                                   deadline), not _timed_out(shown)
    except limits.TimeLimitPassed:
        return _permalink_response(request, saved, _time_outcome(), None, None, None), False


def _timed_out(outcome: Outcome) -> bool:
    return outcome.problem is not None and limits.is_time_problem(outcome.problem.message)


def _permalink_response(request: HttpRequest, saved: SavedScenario, current: Outcome,
                        contract_part: dict[str, Any] | None,
                        current_view: dict[str, Any] | None,
                        deadline: float | None) -> HttpResponse:
    """The page: the ruling, the copy texts, and the result panels fitted to its weight (the
    current engine's within the run's deadline; the stored one, shown when they differ, is
    bounded by its weight alone)."""
    document = dict(saved.document)
    differs = contract_part != saved.result
    # Stored results keep no boards between steps.
    stored_view = _result_view(document, saved.result, SAVE_LANGUAGE) if differs else None
    stale_note = ""
    if current.problem is not None or differs:
        stale_note = "※ " + gettext(
            "This ruling was saved with engine %(old)s; the current engine (%(new)s) gives a "
            "different result. Check it before you rely on it.") % {
                "old": saved.engine_version, "new": adapter.engine_version()}
    panels: dict[str, Any] = {}
    if current_view is not None:
        prefix = "current" if differs else "saved"
        panels[prefix] = lambda budget: render_panel(current_view, prefix=prefix,
                                                     budget=budget, deadline=deadline)
    if stored_view is not None:
        panels["saved"] = lambda budget: render_panel(stored_view, prefix="saved",
                                                      budget=budget)
    context = {
        "saved": saved,
        "document": document,
        "question": ruling_of(document)[0],
        "question_html": mark_safe(link_rules_in_text(saved.ruling_question).replace(
            "\n", "<br>")),
        "source": editor.form_values(document)["source"],
        "stored": stored_view,
        "stored_html": mark_safe(placeholder("saved")),
        "current": current_view,
        "current_html": mark_safe(placeholder("current" if differs else "saved")),
        "current_problem": (problem_views.view(current.problem)
                            if current.problem is not None else None),
        "differs": differs,
        "engine_version": adapter.engine_version(),
        "copy": _copy_texts(request, saved, stale_note),
        "forked_from": (SavedScenario.objects.with_slug(saved.forked_from).first()
                        if saved.forked_from else None),
        "absolute_url": request.build_absolute_uri(saved.get_absolute_url()),
        "json_text": _json_shown(document),
        "json_url": reverse("sandbox:api_scenario", args=[saved.slug]),
        # Stored with the page: each response gets its client's token (pagecache).
        "csrf_token": CSRF_PLACEHOLDER,
    }
    response = render(request, "sandbox/permalink.html", context)
    fill_panels(response, panels)
    return response


# The scenario's JSON inline on its permalink up to this many characters; a longer one is a
# link to the API (a document can be 256 KiB, and the page has a weight to keep).
MAX_INLINE_JSON = 40_000


def _json_shown(document: dict[str, Any]) -> str:
    """The scenario's JSON as its permalink shows it, or "" when it is too long to."""
    text = _pretty(document)
    return text if len(text) <= MAX_INLINE_JSON else ""


# --- JSON API ------------------------------------------------------------------------------


def _api_error(status: int, path: str, message: str) -> JsonResponse:
    return JsonResponse({"error": f"{path}: {message}" if path else message, "path": path},
                        status=status, json_dumps_params={"ensure_ascii": False})


JSON_TYPE = "application/json"


def _content_type_problem(request: HttpRequest) -> str | None:
    """Why the body's Content-Type is not the API's, or None: application/json, with no
    parameter but a UTF-8 charset."""
    got = request.META.get("CONTENT_TYPE", "").strip()
    charset = str(request.content_params.get("charset", "utf-8")).lower()
    if (request.content_type == JSON_TYPE and set(request.content_params) <= {"charset"}
            and charset in ("utf-8", "utf8")):
        return None
    return f"expected {JSON_TYPE} (got {got or 'none'})"


@csrf_exempt
@require_POST
def api_scenarios(request: HttpRequest) -> JsonResponse:
    """POST a scenario: 201 {"slug", "url"} when new, 200 with the same slug when known.

    Only a JSON body is read (415 otherwise): the endpoint is exempt from CSRF, and a page
    elsewhere can make a visitor's browser post text/plain or a form without asking, but not
    application/json (that needs a CORS preflight, which this site never grants). Bodies over
    DATA_UPLOAD_MAX_MEMORY_SIZE get a 413 before this runs (rulesite.middleware); a client
    over its saves a minute gets 429 with Retry-After.
    """
    type_problem = _content_type_problem(request)
    if type_problem is not None:
        return _api_error(415, "Content-Type", type_problem)
    retry_after = save_retry_after(request)
    if retry_after is not None:
        response = _api_error(429, "", rate_message(retry_after))
        response["Retry-After"] = str(retry_after)
        return response
    try:
        body = request.body
    except OSError:
        return _api_error(400, "body", "could not be read")
    try:
        text = body.decode("utf-8")
    except UnicodeDecodeError:
        return _api_error(400, "body", "not UTF-8")
    document, problem = parse_json_document(text)
    if problem is not None or document is None:
        assert problem is not None
        return _api_error(400, "body" if problem.path == "json" else problem.path or "body",
                          problem.message)
    ruling_problem = validate_ruling(document)
    if ruling_problem:
        return _api_error(400, *ruling_problem)
    # Labelled first (see save_document), so that posting the same document again finds it.
    document = adapter.with_activation_labels(document)
    known = SavedScenario.objects.filter(slug=slug_for(document)).first()
    if known is not None:
        return _created(request, known, status=200)
    saved, run_problem = save_document(document)
    if saved is None:
        assert run_problem is not None
        return _api_error(400, run_problem.path, run_problem.message)
    return _created(request, saved, status=201)


def _created(request: HttpRequest, saved: SavedScenario, *, status: int) -> JsonResponse:
    url = request.build_absolute_uri(saved.get_absolute_url())
    return JsonResponse({"slug": saved.slug, "url": url}, status=status)


@require_safe
def api_scenario(request: HttpRequest, slug: str) -> JsonResponse:
    """GET a saved scenario: {"scenario", "result"} (the result as stored)."""
    saved = SavedScenario.objects.with_slug(slug).first()
    if saved is None:
        return _api_error(404, "slug", f"no saved scenario “{slug}”")
    return JsonResponse({"scenario": saved.document, "result": saved.result},
                        json_dumps_params={"ensure_ascii": False})
