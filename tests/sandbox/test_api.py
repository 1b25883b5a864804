"""The JSON API: POST /api/scenarios and GET /api/scenarios/<slug>."""
from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import engine
from rulings.sandbox.limits import MAX_COUNTS
from rulings.sandbox.models import SavedScenario

pytestmark = pytest.mark.django_db


def _post(client, body, content_type="application/json"):
    data = body if isinstance(body, (str, bytes)) else json.dumps(body)
    # The header is sent with an empty body too, as a real client sends it (the test
    # client leaves it out then).
    return client.post("/api/scenarios", data=data, content_type=content_type,
                       CONTENT_TYPE=content_type)


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


@pytest.mark.parametrize("content_type", [
    "text/plain", "text/plain;charset=UTF-8", "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=x", "application/jsonp", "application/json; charset=latin-1",
    "application/json; version=2", ""])
def test_a_body_that_is_not_json_by_its_type_is_a_415(client, humility_opalescence,
                                                      content_type):
    """JSON sent as text/plain or a form (what another site can make a browser post without
    asking) is refused with a 415 naming the expected type, and nothing is saved."""
    response = _post(client, humility_opalescence, content_type=content_type)

    assert response.status_code == 415
    assert response.json()["path"] == "Content-Type"
    assert response.json()["error"].startswith("Content-Type: expected application/json (got ")
    assert not SavedScenario.objects.exists()


@pytest.mark.parametrize("content_type", [
    "application/json", "application/json; charset=utf-8", "Application/JSON;charset=UTF-8"])
def test_json_with_or_without_a_utf8_charset_is_accepted(client, humility_opalescence,
                                                         content_type):
    """application/json, with a UTF-8 charset parameter or none, in any case: 201."""
    response = _post(client, humility_opalescence, content_type=content_type)

    assert response.status_code == 201


def test_a_deeply_nested_body_is_a_400(client):
    """Nesting deep enough to exhaust the parser is refused cleanly."""
    body = "[" * 100_000 + "]" * 100_000

    response = _post(client, body.encode())

    assert response.status_code == 400


def test_too_large_bodies_are_refused_naming_the_limit(client, settings):
    """Bodies over DATA_UPLOAD_MAX_MEMORY_SIZE are a 413 naming the body and the limit."""
    limit = settings.DATA_UPLOAD_MAX_MEMORY_SIZE
    body = json.dumps({"format": 1, "title": "x" * limit})

    response = _post(client, body)

    assert response.status_code == 413
    assert response.json() == {"error": f"body: at most {limit} bytes "
                                        "(DATA_UPLOAD_MAX_MEMORY_SIZE)", "path": "body"}


@pytest.mark.parametrize("key", sorted(MAX_COUNTS))
def test_a_list_over_its_bound_is_refused_naming_it(client, humility_opalescence, key):
    """One item too many in objects, effects, events, choices, cards or players: a 400 that
    names the list and its bound, before the engine runs."""
    most = MAX_COUNTS[key]
    humility_opalescence[key] = [{"id": f"x{index}"} for index in range(most + 1)]

    response = _post(client, humility_opalescence)

    assert response.status_code == 400
    assert response.json() == {"error": f"{key}: at most {most} (got {most + 1})", "path": key}


def test_a_list_at_its_bound_is_not_refused_for_its_size(client, humility_opalescence):
    """Exactly the bound is allowed: whatever the engine says, it is not the size."""
    humility_opalescence["objects"] += [
        {"id": f"bear{index}", "card": "Grizzly Bears", "controller": "B"}
        for index in range(MAX_COUNTS["objects"] - 2)]

    response = _post(client, humility_opalescence)

    assert response.status_code == 201


def test_saves_over_the_rate_limit_get_429_with_retry_after(client, settings,
                                                           humility_opalescence):
    """A client's saves a minute are counted; the next one is a 429 naming the limit."""
    settings.SCENARIO_SAVES_PER_MINUTE = 2
    _post(client, humility_opalescence)
    _post(client, humility_opalescence)

    response = _post(client, humility_opalescence)

    assert response.status_code == 429
    assert 1 <= int(response.headers["Retry-After"]) <= 61
    assert response.json()["error"].startswith("at most 2 scenario saves a minute")


def test_the_rate_limit_counts_each_client_apart(client, settings, humility_opalescence):
    """Another address (as the proxy reports it) has its own count."""
    settings.SCENARIO_SAVES_PER_MINUTE = 1
    settings.CLIENT_IP_HEADER = "HTTP_X_REAL_IP"
    _post_from = lambda address: client.post(  # noqa: E731
        "/api/scenarios", json.dumps(humility_opalescence), content_type="application/json",
        HTTP_X_REAL_IP=address)
    _post_from("192.0.2.1")

    again, other = _post_from("192.0.2.1"), _post_from("192.0.2.2")

    assert (again.status_code, other.status_code) == (429, 200)


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


# A Vehicle whose gain-life ability is number 2 (vigilance and crew stand before it).
WAGON = {"name": "Test Wagon", "types": ["Artifact"], "subtypes": ["Vehicle"],
         "power": 3, "toughness": 3, "text": "Vigilance\nCrew 2\n{T}: You gain 1 life."}
WAGON_SCENARIO = {
    "format": 1, "cards": [WAGON], "active_player": "A",
    "players": [{"id": "A"}, {"id": "B"}],
    "objects": [{"id": "w", "card": "Test Wagon", "controller": "A"}],
    "events": [{"type": "activate", "player": "A", "object": "w", "ability": 2},
               {"type": "resolve"}]}


def test_a_saved_activation_keeps_its_abilitys_label_beside_its_number(client):
    """602.2: given an activate event naming ability 2 by number, when it is posted, then the
    saved document keeps the number and adds the label of the ability it activated, so the
    permalink names the same ability after a re-import numbers the card's lines differently."""
    slug = _post(client, WAGON_SCENARIO).json()["slug"]

    event = SavedScenario.objects.get(slug=slug).document["events"][0]
    assert event["ability"] == 2
    assert event["label"] == "{T}: You gain 1 life."


def test_posting_a_numbered_activation_again_returns_the_same_slug(client):
    """Given the same document posted twice, then the second post finds the labelled one
    saved first: 200 and the same slug."""
    first = _post(client, WAGON_SCENARIO).json()["slug"]

    response = _post(client, WAGON_SCENARIO)

    assert response.status_code == 200
    assert response.json()["slug"] == first


def test_a_saved_label_names_the_ability_after_its_number_moved():
    """Given the saved document, when the card reads one more line before the gain-life
    ability (as a re-import that reads more of it would), then the saved label still
    activates the gain-life ability, where the bare number would now point at crew."""
    from rulings.sandbox import adapter

    saved = adapter.with_activation_labels(WAGON_SCENARIO)
    moved = {**saved, "cards": [{**WAGON, "text": "Vigilance\nTrample\nCrew 2\n"
                                                  "{T}: You gain 1 life."}]}

    result = engine.run_scenario(moved, lang="en")

    assert result["players"]["A"]["life"] == 21
