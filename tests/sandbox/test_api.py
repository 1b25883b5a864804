"""The JSON API: POST /api/scenarios and GET /api/scenarios/<slug>."""
from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import engine
from rulings.sandbox.views import MAX_BODY_BYTES

pytestmark = pytest.mark.django_db


def _post(client, body, content_type="application/json"):
    data = body if isinstance(body, (str, bytes)) else json.dumps(body)
    return client.post("/api/scenarios", data=data, content_type=content_type)


def test_posting_a_new_scenario_creates_a_permalink(client, humility_opalescence):
    """201 with the slug and the permalink's absolute URL."""
    response = _post(client, humility_opalescence)

    assert response.status_code == 201
    body = response.json()
    assert body["url"] == f"http://testserver/s/{body['slug']}/"


def test_posting_the_same_scenario_again_returns_the_same_slug(client, humility_opalescence):
    """Content addressing: 200 and the first slug, whatever the key order."""
    first = _post(client, humility_opalescence).json()["slug"]
    reordered = dict(reversed(list(humility_opalescence.items())))

    response = _post(client, reordered)

    assert response.status_code == 200
    assert response.json()["slug"] == first


def test_getting_a_scenario_returns_it_with_the_engine_result(client, humility_opalescence):
    """GET gives the scenario as posted and the engine's (Korean) result."""
    slug = _post(client, humility_opalescence).json()["slug"]

    response = client.get(f"/api/scenarios/{slug}")

    assert response.status_code == 200
    assert response.json() == {"scenario": humility_opalescence,
                               "result": engine.run_scenario(humility_opalescence, lang="ko")}


def test_a_wrong_type_is_a_400_naming_the_field(client, humility_opalescence):
    """A string power is reported at objects[1].power."""
    humility_opalescence["objects"][1]["power"] = "four"

    response = _post(client, humility_opalescence)

    assert response.status_code == 400
    assert response.json()["path"] == "objects[1].power"
    assert response.json()["error"].startswith("objects[1].power:")


@pytest.mark.parametrize(("body", "path"), [
    ('{"format": 1,', "body"),
    ("[1, 2]", "body"),
    ("", "body"),
    (b"\xff\xfe", "body"),
    ('{"format": 1, "players": "A"}', "players"),
])
def test_malformed_bodies_are_400s_not_500s(client, body, path):
    """Broken JSON, a non-object, an empty or non-UTF-8 body, or a wrong shape: 400."""
    response = _post(client, body)

    assert response.status_code == 400
    assert response.json()["path"] == path
    assert response.json()["error"]


def test_a_deeply_nested_body_is_a_400(client):
    """Nesting deep enough to exhaust the parser is refused cleanly."""
    body = "[" * 100_000 + "]" * 100_000

    response = _post(client, body.encode())

    assert response.status_code == 400


def test_too_large_bodies_are_refused(client):
    """Bodies over the limit are a 400 naming the body, before parsing."""
    body = json.dumps({"format": 1, "title": "x" * MAX_BODY_BYTES})

    response = _post(client, body)

    assert response.status_code == 400
    assert response.json()["path"] == "body"


def test_a_bad_ruling_is_reported_at_its_field(client, humility_opalescence):
    """The sandbox's own field is checked too."""
    humility_opalescence["ruling"] = {"question": "?", "answer": ["not", "text"]}

    response = _post(client, humility_opalescence)

    assert response.status_code == 400
    assert response.json()["path"] == "ruling.answer"


def test_unknown_slugs_are_a_json_404(client):
    """An unknown slug answers 404 with a JSON error."""
    response = client.get("/api/scenarios/nosuchslug")

    assert response.status_code == 404
    assert response.json()["path"] == "slug"


def test_the_collection_only_accepts_post(client):
    """GET on the collection is 405."""
    assert client.get("/api/scenarios").status_code == 405


scenario_like = st.fixed_dictionaries({}, optional={
    "format": st.one_of(st.just(1), st.integers(), st.text(max_size=3)),
    "players": st.one_of(st.lists(st.fixed_dictionaries(
        {"id": st.sampled_from(["A", "B", ""])},
        optional={"life": st.one_of(st.integers(-5, 50), st.text(max_size=2))}), max_size=3),
        st.text(max_size=3)),
    "objects": st.lists(st.fixed_dictionaries(
        {"id": st.text(max_size=3)},
        optional={"card": st.sampled_from(["Humility", "Opalescence", "Nope", ""]),
                  "power": st.one_of(st.integers(-3, 9), st.none(), st.text(max_size=2)),
                  "zone": st.sampled_from(["battlefield", "hand", "moon"]),
                  "counters": st.dictionaries(st.text(max_size=5), st.integers(-2, 3),
                                              max_size=2)}), max_size=3),
    "events": st.lists(st.dictionaries(st.sampled_from(["type", "target", "amount"]),
                                       st.one_of(st.text(max_size=6), st.integers(-1, 5)),
                                       max_size=3), max_size=2),
    "ruling": st.one_of(st.text(max_size=3), st.fixed_dictionaries({"answer": st.text(
        max_size=20)})),
})


@settings(max_examples=40, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(scenario_like)
def test_no_generated_scenario_gets_a_500(client, scenario):
    """Whatever shape the body has, the answer is 200, 201 or a 400 naming a field."""
    response = _post(client, scenario)

    assert response.status_code in (200, 201, 400)
    if response.status_code == 400:
        assert response.json()["error"]
