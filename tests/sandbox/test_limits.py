"""The bounds of one engine run (rulings/sandbox/limits.py): a runaway scenario is stopped at
the time limit and refused with a message naming it, on every path that runs the engine; and
a long trace is shown within the page's bounds (rulings/sandbox/trace.py)."""
from __future__ import annotations

import json
import time
from typing import Any

import pytest
from django.test import Client
from django.utils import translation

from rulings.sandbox import adapter
from rulings.sandbox.models import SavedScenario
from rulings.sandbox.panel import render_panel
from rulings.sandbox.trace import MAX_SHOWN_STEPS, result_view
from tests.engine.test_deadline import runaway_loop

pytestmark = pytest.mark.django_db


@pytest.fixture
def runs(monkeypatch: pytest.MonkeyPatch) -> list[float]:
    """How long each engine run of the request took, in seconds."""
    seen: list[float] = []
    run = adapter.run

    def timed(*args: Any, **kwargs: Any) -> adapter.Outcome:
        start = time.monotonic()
        try:
            return run(*args, **kwargs)
        finally:
            seen.append(time.monotonic() - start)

    monkeypatch.setattr(adapter, "run", timed)
    return seen


def test_a_runaway_scenario_is_a_400_naming_the_limit(client: Client, settings: Any,
                                                      runs: list[float]) -> None:
    """POST /api/scenarios: the run is stopped at the limit, nothing is saved, and the error
    says which limit."""
    settings.SCENARIO_RUN_SECONDS = 0.01

    response = client.post("/api/scenarios", runaway_loop(), content_type="application/json")

    assert response.status_code == 400
    assert response.json() == {
        "error": "the engine stopped: this scenario took longer than 0.01 s, the limit for "
                 "one run (fewer objects, events or triggered abilities run faster)",
        "path": ""}
    assert not SavedScenario.objects.exists()
    assert len(runs) == 1 and runs[0] < 2.0


def test_the_editor_shows_the_limit_and_runs_twice_within_it(client: Client, settings: Any,
                                                             runs: list[float]) -> None:
    """The editor's run gives its page with the problem, as for any other problem: the run
    with the boards between events, then the run without them in the rest of the time."""
    settings.SCENARIO_RUN_SECONDS = 0.01

    response = client.post("/sandbox/", {"tab": "json", "action": "run",
                                         "json": json.dumps(runaway_loop())})

    assert response.status_code == 200
    assert "한 번 실행의 제한인 0.01초보다 오래 걸렸습니다" in response.content.decode()
    assert len(runs) == 2


def test_answering_a_question_of_a_runaway_scenario_says_why_it_cannot(
        client: Client, settings: Any, runs: list[float]) -> None:
    """An answer needs a run to find the question; that run's limit is what the judge sees,
    and the request makes no second run."""
    settings.SCENARIO_RUN_SECONDS = 0.01

    response = client.post("/sandbox/", {"tab": "json", "action": "choose:loopA^0",
                                         "json": json.dumps(runaway_loop())})

    assert "한 번 실행의 제한인 0.01초보다 오래 걸렸습니다" in response.content.decode()
    assert len(runs) == 1


def test_a_permalink_that_now_runs_too_long_shows_its_stored_result(
        client: Client, settings: Any, runs: list[float]) -> None:
    """A saved scenario whose run now passes the limit still shows the stored trace, says
    why the current engine's is missing, and is not run again in the other language."""
    settings.SCENARIO_RUN_SECONDS = 60
    slug = client.post("/api/scenarios", runaway_loop(),
                       content_type="application/json").json()["slug"]
    settings.SCENARIO_RUN_SECONDS = 0.01
    client.cookies["django_language"] = "en"
    runs.clear()

    response = client.get(f"/s/{slug}/")

    html = response.content.decode()
    assert response.status_code == 200
    assert "this scenario took longer than 0.01 s" in html
    assert "Growth Loop" in html
    assert len(runs) == 1


def test_a_long_trace_is_shown_within_the_pages_bounds() -> None:
    """A loop's 1,200 steps: the first 500 are in the view, then the step that ended the
    game (104.4b), and the rendered panel says which steps it leaves out."""
    scenario = runaway_loop(objects=10)
    outcome = adapter.run(scenario, lang="en", checkpoints=True)
    assert outcome.result is not None and len(outcome.result["steps"]) > MAX_SHOWN_STEPS + 1

    # The notes are read in English: a request handled earlier in this thread may have left
    # Korean active.
    with translation.override("en"):
        view = result_view(outcome.result, scenario, adapter.layer_columns())
        html = render_panel(view, prefix="run")

    numbers = [step["number"] for step in view["steps"]]
    count = len(outcome.result["steps"])
    assert numbers == [*range(1, MAX_SHOWN_STEPS + 1), count]
    assert f"(Steps 501–{count - 1:,} are not shown" in html


def test_a_judges_scenario_is_shown_whole(humility_opalescence: dict[str, Any]) -> None:
    """A few objects and steps: every step, the first with the whole board."""
    outcome = adapter.run(humility_opalescence, lang="en", checkpoints=True)
    assert outcome.result is not None

    view = result_view(outcome.result, humility_opalescence, adapter.layer_columns())

    assert len(view["steps"]) == len(outcome.result["steps"])
    assert len(view["steps"][0]["board"]) == len(humility_opalescence["objects"])
