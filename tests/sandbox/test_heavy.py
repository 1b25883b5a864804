"""Loops and heavy scenarios (issue 28): the game's end is said whatever the trace's length,
each step shows what it changed, a page weighs under 1 MB, rendering counts inside the time
limit, and a permalink's page is rendered once per engine version."""
from __future__ import annotations

import html as html_lib
import json
import re
import time
from typing import Any

import pytest
from django.test import Client
from django.utils import translation

from rulings.sandbox import adapter, limits
from rulings.sandbox.models import SavedScenario
from rulings.sandbox.trace import MAX_SHOWN_STEPS, MAX_STACK_SHOWN, result_view
from tests.sandbox.heavy import life_loop, long_texts

pytestmark = pytest.mark.django_db
PAGE_LIMIT = 1_000_000


def _save(client: Client, scenario: dict[str, Any]) -> str:
    response = client.post("/api/scenarios", json.dumps(scenario),
                           content_type="application/json")
    assert response.status_code == 201, response.content
    return str(response.json()["slug"])


def _view(scenario: dict[str, Any]) -> dict[str, Any]:
    outcome = adapter.run(scenario, lang="en", checkpoints=True)
    assert outcome.result is not None
    with translation.override("en"):
        return result_view(outcome.result, scenario, adapter.layer_columns())


def _status(view: dict[str, Any]) -> dict[str, str]:
    return {row["id"]: row["cells"][-1]["value"] for row in view["final_players"]}


@pytest.fixture(scope="module")
def loop_view() -> dict[str, Any]:
    """The view of the life-gain loop's result (1,208 steps)."""
    return _view(life_loop())


def test_a_mandatory_loop_is_a_draw_said_first_with_its_step(loop_view):
    """104.4b: the result says the game is a draw at step 1,208, citing the rule."""
    end = loop_view["end"]

    assert (end["outcome"], end["step"], loop_view["step_count"]) == ("draw", 1208, 1208)
    assert 'data-rule-ref="104.4b"' in end["rules_html"]


def test_every_player_of_a_drawn_game_has_a_draw_in_the_status(loop_view):
    """The players' status reads "draw", not "—", in the final state."""
    assert _status(loop_view) == {"A": "draw", "B": "draw"}


def test_the_step_that_ended_the_game_is_kept_beyond_the_shown_steps(loop_view):
    """The first 500 steps, then step 1,208 that ended the game, marked as such."""
    numbers = [step["number"] for step in loop_view["steps"]]

    assert numbers == [*range(1, MAX_SHOWN_STEPS + 1), 1208]
    assert loop_view["steps"][-1]["ends_game"] is True


def test_a_win_says_who_won_and_the_others_lost():
    """104.2a: B at 0 life loses (704.5a), A is the last player and wins."""
    scenario = {"format": 1, "players": [{"id": "A"}, {"id": "B"}],
                "objects": [{"id": "bears", "card": "Grizzly Bears", "controller": "A"}],
                "events": [{"type": "damage", "source": "bears", "target": "B",
                            "amount": 20}]}

    view = _view(scenario)

    assert (view["end"]["outcome"], view["end"]["winners"]) == ("win", ["A"])
    assert _status(view) == {"A": "won", "B": "lost"}


def test_a_loss_in_a_game_that_goes_on_is_said_with_its_step():
    """800.4a: of three players B loses and leaves; the game goes on for A and C."""
    scenario = {"format": 1, "players": [{"id": "A"}, {"id": "B"}, {"id": "C"}],
                "objects": [{"id": "bears", "card": "Grizzly Bears", "controller": "A"}],
                "events": [{"type": "damage", "source": "bears", "target": "B",
                            "amount": 20}]}

    view = _view(scenario)

    assert (view["end"]["outcome"], view["end"]["losers"]) == ("loss", ["B"])
    assert _status(view) == {"A": "—", "B": "lost", "C": "—"}


def test_a_step_after_the_first_lists_only_what_it_changed(loop_view):
    """Step 1 has the whole board; step 9, the first ability's life gain, lists player A's
    life alone."""
    first, gain = loop_view["steps"][0], loop_view["steps"][8]

    assert [row["id"] for row in first["players"]] == ["A", "B"]
    assert [row["id"] for row in gain["players"]] == ["A"]
    assert [(cell["was"], cell["value"]) for cell in gain["players"][0]["cells"]
            if cell["changed"]] == [("21", "22")]
    assert gain["board"] == []


def test_the_stack_shows_its_top_abilities_and_how_many_lie_below(settings):
    """3 players whose enchantments trigger on any life gain: hundreds of abilities wait,
    the step that ends the game shows the top ten and counts the rest."""
    settings.SCENARIO_RUN_SECONDS = 60

    view = _view(life_loop(3, "any"))

    ending = view["steps"][-1]
    assert len(ending["stack"]) == MAX_STACK_SHOWN
    assert ending["stack_below"] > 500


@pytest.mark.parametrize("scenario", [life_loop(), life_loop(8), long_texts()],
                         ids=["loop", "loop-8-players", "long-texts"])
def test_a_permalink_weighs_under_1_mb(client, settings, scenario):
    """Whatever the scenario, its permalink page is under 1 MB."""
    settings.SCENARIO_RUN_SECONDS = 60
    slug = _save(client, scenario)

    response = client.get(f"/s/{slug}/")

    assert response.status_code == 200
    assert len(response.content) < PAGE_LIMIT


def test_a_permalink_with_two_results_weighs_under_1_mb(client, settings):
    """When the current engine's result differs from the stored one both are shown, and the
    page still weighs under 1 MB."""
    settings.SCENARIO_RUN_SECONDS = 60
    scenario = long_texts()
    stored = adapter.run(scenario).result
    stored["players"]["A"]["life"] = 7
    SavedScenario.objects.save_document(scenario, stored, "0.0-old")
    slug = SavedScenario.objects.get().slug

    html = client.get(f"/s/{slug}/").content

    assert b'id="current-result"' in html and b'id="saved-result"' in html
    assert len(html) < PAGE_LIMIT


def test_the_loop_permalink_says_the_draw_first_and_links_its_step(client):
    """The page says 게임 종료: 무승부 before the final state, links step 1,208, which is on
    the page, and each player's status reads 무승부."""
    slug = _save(client, life_loop())

    html = html_lib.unescape(client.get(f"/s/{slug}/").content.decode())

    assert html.index("게임 종료: 무승부") < html.index("최종 상태")
    assert 'href="#saved-step-1208">1,208단계 중 1,208단계</a>' in html
    assert 'id="saved-step-1208"' in html
    final = html[html.index("최종 상태"):html.index('class="sb-timeline"')]
    assert re.findall(r'data-column="status">([^<]*)<', final) == ["무승부", "무승부"]


def test_the_editor_says_the_draw_of_a_loop(client):
    """Running the loop in the editor says the draw too, above its result."""
    response = client.post("/sandbox/", {"tab": "json", "action": "run",
                                         "json": json.dumps(life_loop())})

    assert "게임 종료: 무승부" in response.content.decode()


def test_a_second_view_of_a_permalink_runs_no_engine(client, monkeypatch,
                                                     django_assert_num_queries):
    """The rendered page is kept per slug and engine version: a second view neither runs the
    engine nor reads the database."""
    slug = _save(client, life_loop())
    first = client.get(f"/s/{slug}/")
    monkeypatch.setattr(adapter, "run", lambda *args, **kwargs: pytest.fail("ran again"))

    with django_assert_num_queries(0):
        second = client.get(f"/s/{slug}/")

    assert second.status_code == 200
    assert len(second.content) == len(first.content)


def test_a_new_engine_version_renders_the_permalink_again(client, monkeypatch):
    """The kept page is the engine's: another engine version runs the scenario again."""
    from rulings import pagecache

    slug = _save(client, life_loop())
    client.get(f"/s/{slug}/")
    runs: list[str] = []
    run = adapter.run
    monkeypatch.setattr(adapter, "run", lambda *args, **kwargs: runs.append("run") or run(
        *args, **kwargs))
    monkeypatch.setattr(pagecache, "_engine", ["9.9.9-next"])

    client.get(f"/s/{slug}/")

    assert runs


def test_a_permalink_that_ran_out_of_time_is_not_kept(client, settings, monkeypatch):
    """A view whose run passed the time limit shows the stored result; the next view tries
    the run again."""
    slug = _save(client, life_loop())
    settings.SCENARIO_RUN_SECONDS = 0.0
    client.get(f"/s/{slug}/")
    runs: list[str] = []
    run = adapter.run
    monkeypatch.setattr(adapter, "run", lambda *args, **kwargs: runs.append("run") or run(
        *args, **kwargs))

    again = client.get(f"/s/{slug}/")

    assert runs
    assert "no-store" in again.headers["Cache-Control"]


def _slow_run(monkeypatch: pytest.MonkeyPatch, seconds: float) -> None:
    """Runs that finish, then take `seconds` more, as a slow machine would."""
    run = adapter.run

    def slow(*args: Any, **kwargs: Any) -> adapter.Outcome:
        outcome = run(*args, **kwargs)
        time.sleep(seconds)
        return outcome

    monkeypatch.setattr(adapter, "run", slow)


def test_rendering_counts_inside_the_time_limit_in_the_editor(client, settings, monkeypatch):
    """A run that ends as the time limit passes leaves no time to render its result: the
    editor says the limit instead of rendering it."""
    settings.SCENARIO_RUN_SECONDS = 0.2
    _slow_run(monkeypatch, 0.25)

    response = client.post("/sandbox/", {"tab": "json", "action": "run",
                                         "json": json.dumps(life_loop())})

    html = response.content.decode()
    assert "0.2초" in html or "0.2 s" in html
    assert 'id="run-result"' not in html


def test_rendering_counts_inside_the_time_limit_on_a_permalink(client, settings, monkeypatch):
    """On a permalink the current engine's result is then not rendered: the stored one is,
    with the limit said."""
    slug = _save(client, life_loop())
    settings.SCENARIO_RUN_SECONDS = 0.2
    _slow_run(monkeypatch, 0.25)

    html = client.get(f"/s/{slug}/").content.decode()

    assert limits.time_problem(0.2) in html or "0.2초" in html
    assert 'id="saved-result"' in html and 'id="current-result"' not in html


def test_a_run_whose_boards_take_too_long_is_shown_without_them(monkeypatch):
    """When the boards between events would pass their share of the time, the run is made
    again without them, and its steps are shown without boards rather than not at all."""
    run = adapter.run

    def boards_too_slow(document: dict[str, Any], **kwargs: Any) -> adapter.Outcome:
        if kwargs.get("checkpoints"):
            return adapter.Outcome(None, adapter.Problem("", limits.time_problem(3)))
        return run(document, **kwargs)

    monkeypatch.setattr(adapter, "run", boards_too_slow)

    outcome = adapter.run_shown(life_loop(), lang="en", deadline=limits.deadline())

    assert outcome.result is not None and "checkpoints" not in outcome.result
    view = result_view(outcome.result, life_loop())
    assert view["with_boards"] is False
    assert view["end"]["step"] == 1208
