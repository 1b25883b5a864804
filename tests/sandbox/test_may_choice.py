"""The sandbox asks a "may" ability's question in Korean, naming its player (603.5, 608.2d)."""
from __future__ import annotations

import json

import pytest

pytestmark = pytest.mark.django_db

HTMX = {"HTTP_HX_REQUEST": "true"}
SOULS_ATTENDANT = {
    "format": 1, "title": "Soul's Attendant", "players": [{"id": "A"}, {"id": "B"}],
    "objects": [{"id": "sa", "card": "Soul's Attendant", "controller": "A"},
                {"id": "bear", "card": "Grizzly Bears", "controller": "B", "zone": "hand"}],
    "events": [{"type": "enter", "object": "bear"}],
}


def _post(action: str) -> dict[str, str]:
    return {"tab": "json", "json": json.dumps(SOULS_ATTENDANT), "action": action}


def test_a_may_question_is_asked_in_korean_with_its_rules(client):
    """603.5: given a creature entering under Soul's Attendant, then the page asks A, in Korean,
    whether to do it, citing 603.5 and offering yes and no."""
    html = client.post("/sandbox/", _post("tab:form"), **HTMX).content.decode()

    assert 'class="sb-pending"' in html
    assert 'data-rule-ref="603.5"' in html
    assert "하시겠습니까" in html
    assert 'value="choose:yes"' in html and 'value="choose:no"' in html


def test_answering_yes_runs_again_with_the_answer(client):
    """603.5: given A answers yes, then the answer is in the scenario's choices and no question
    is left."""
    html = client.post("/sandbox/", _post("choose:yes"), **HTMX).content.decode()

    assert "&quot;choose&quot;: &quot;yes&quot;" in html
    assert 'class="sb-pending"' not in html


def test_the_untap_step_event_runs_and_is_named_in_korean(client):
    """502.3, 122.1d: given a tapped creature with a stun counter and an untap event, then the
    run's trace says, in Korean, that it stays tapped and loses a stun counter."""
    scenario = {
        "format": 1, "players": [{"id": "A"}, {"id": "B"}],
        "objects": [{"id": "bear", "card": "Grizzly Bears", "controller": "A", "tapped": True,
                     "counters": {"stun": 1}}],
        "events": [{"type": "untap"}],
    }

    html = client.post("/sandbox/", {"tab": "json", "json": json.dumps(scenario),
                                     "action": "tab:form"}, **HTMX).content.decode()

    assert "언탭단" in html
    assert "기절 카운터" in html
    assert 'data-rule-ref="122.1d"' in html
