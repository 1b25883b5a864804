"""Generated input against the public surfaces: the scenario API, the search API and page, and
rule URLs. Whatever arrives, the answer is never a 500, and every refusal says what was wrong
(the field or parameter, or the limit) in its body.

The test settings run with DEBUG=False, and Django's test client raises a view's exception
instead of answering 500, so an unhandled error fails the test with its traceback.
"""
from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest
from django.test import Client
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from rulings.search.views import MAX_QUERY

pytestmark = pytest.mark.django_db

# Examples are kept modest (the suite runs on two cores); no deadline, so a slow example on a
# loaded machine is never a failure.
FUZZ = settings(max_examples=60, deadline=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture,
                                       HealthCheck.too_slow])

# --- The scenario API: POST /api/scenarios -------------------------------------------------

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-10**6, 10**6) | st.floats(allow_nan=False)
    | st.text(max_size=12),
    lambda children: st.lists(children, max_size=4)
    | st.dictionaries(st.text(max_size=8), children, max_size=4),
    max_leaves=20,
)
ids = st.sampled_from(["A", "B", "bears", "hum", "", "x" * 40, "a#b", "<b>"])
scenario_shaped = st.fixed_dictionaries(
    {"format": st.one_of(st.just(1), st.integers(-1, 3), st.text(max_size=2))},
    optional={
        "title": st.text(max_size=30),
        "players": st.lists(st.fixed_dictionaries(
            {"id": ids}, optional={"life": st.one_of(st.integers(-50, 50), st.text(max_size=3)),
                                   "poison": st.integers(-2, 12)}), max_size=3),
        "active_player": ids,
        "objects": st.lists(st.fixed_dictionaries(
            {"id": ids},
            optional={"card": st.sampled_from(["Grizzly Bears", "Humility", "Opalescence",
                                               "Soul Warden", "Giant Growth", "No Such Card",
                                               "회색 곰", ""]),
                      "controller": ids,
                      "zone": st.sampled_from(["battlefield", "hand", "graveyard", "stack",
                                               "library", "exile", "moon"]),
                      "power": st.one_of(st.integers(-5, 20), st.none(), st.text(max_size=2)),
                      "counters": st.dictionaries(st.sampled_from(["+1/+1", "-1/-1", "?"]),
                                                  st.integers(-3, 5), max_size=2),
                      "timestamp": st.integers(-3, 50)}), max_size=5),
        "effects": st.lists(st.fixed_dictionaries(
            {"id": ids}, optional={"card": st.sampled_from(["Giant Growth", "Humility", ""]),
                                   "targets": st.lists(ids, max_size=2)}), max_size=2),
        "events": st.lists(st.fixed_dictionaries(
            {"type": st.sampled_from(["damage", "destroy", "counters", "gain_life", "draw",
                                      "enter", "move", "end_turn", "upkeep", "teleport"])},
            optional={"source": ids, "target": ids, "player": ids, "object": ids,
                      "amount": st.one_of(st.integers(-2, 1001), st.text(max_size=2)),
                      "counter": st.sampled_from(["+1/+1", "-1/-1"]),
                      "to": st.sampled_from(["graveyard", "exile", "nowhere"])}),
            max_size=4),
        "choices": st.lists(st.dictionaries(st.sampled_from(["player", "choose"]), ids,
                                            max_size=2), max_size=2),
        "cards": st.lists(json_values, max_size=2),
        "ruling": st.one_of(json_values, st.fixed_dictionaries(
            {"question": st.text(max_size=40), "answer": st.text(max_size=40)})),
    },
)


EXAMPLES = [json.loads(path.read_text(encoding="utf-8")) for path in sorted(
    (Path(__file__).resolve().parents[2] / "engine" / "examples").glob("*.json"))]


@st.composite
def mutated_examples(draw: st.DrawFn) -> dict[str, Any]:
    """A shipped example with one of its fields (top level or in one object or event)
    replaced by a generated value: mostly valid documents, broken in one place."""
    document = json.loads(json.dumps(draw(st.sampled_from(EXAMPLES))))
    where = draw(st.sampled_from(["top", "objects", "events", "effects"]))
    target = document
    if where != "top" and document.get(where):
        target = draw(st.sampled_from(document[where]))
    if isinstance(target, dict) and target:
        key = draw(st.sampled_from(sorted(target)))
        if draw(st.booleans()):
            target[key] = draw(json_values)
        else:
            del target[key]
    return document


def _explains_itself(response: Any) -> None:
    """A JSON refusal names what was refused: `error` says it, prefixed by its `path`."""
    body = response.json()
    assert isinstance(body["error"], str) and body["error"].strip()
    assert isinstance(body["path"], str)
    if body["path"]:
        assert body["error"].startswith(body["path"] + ":")


@FUZZ
@given(document=st.one_of(mutated_examples(), scenario_shaped, json_values))
def test_no_json_document_gets_a_500_from_the_scenario_api(client: Client,
                                                           document: Any) -> None:
    """Any JSON value: a permalink (201/200) or a 400 that names the field."""
    response = client.post("/api/scenarios", json.dumps(document),
                           content_type="application/json")

    event(f"status {response.status_code}")
    assert response.status_code in (200, 201, 400), response.content[:300]
    if response.status_code == 400:
        _explains_itself(response)
    else:
        assert re.fullmatch(r"[\w-]+", response.json()["slug"])


@FUZZ
@given(body=st.binary(max_size=200))
def test_no_byte_string_gets_a_500_from_the_scenario_api(client: Client, body: bytes) -> None:
    """Bytes that are not UTF-8 or not JSON: a 400 naming the body."""
    # The header goes with an empty body too (the test client leaves it out then).
    response = client.post("/api/scenarios", body, content_type="application/json",
                           CONTENT_TYPE="application/json")

    assert response.status_code in (200, 201, 400)
    if response.status_code == 400:
        _explains_itself(response)


@FUZZ
@given(slug=st.text(min_size=1, max_size=30))
def test_any_slug_is_found_or_a_404_that_names_it(client: Client, slug: str) -> None:
    """GET /api/scenarios/<slug>: a JSON 404 naming the slug, never a 500."""
    response = client.get("/api/scenarios/" + quote(slug, safe=""))

    assert response.status_code in (200, 404)
    if response.status_code == 404 and response.headers["Content-Type"].startswith(
            "application/json"):
        assert response.json()["path"] == "slug"


# --- Search: GET /api/search and /search/ ----------------------------------------------------

parameters = st.one_of(st.none(), st.text(max_size=8),
                       st.sampled_from(["0", "1", "10", "50", "51", "-1", "1e3", "6", "7",
                                        " 5", "٣", "²", "６"]))


def _query_string(q: str | None, limit: str | None, section: str | None) -> dict[str, str]:
    values = {"q": q, "limit": limit, "section": section}
    return {key: value for key, value in values.items() if value is not None}


@FUZZ
@given(q=st.one_of(st.none(), st.text(max_size=60), st.text(min_size=MAX_QUERY - 2,
                                                             max_size=MAX_QUERY + 40)),
       limit=parameters, section=parameters)
def test_no_query_gets_a_500_from_the_search_api(client: Client, search_index: Path,
                                                 q: str | None, limit: str | None,
                                                 section: str | None) -> None:
    """Results, or a 400 whose error names the parameter (q, limit, section)."""
    response = client.get("/api/search", _query_string(q, limit, section))

    assert response.status_code in (200, 400)
    body = response.json()
    if response.status_code == 400:
        assert body["parameter"] in ("q", "limit", "section")
        # In the UI's language (Korean by default), the parameter named in it: "limit은 ...".
        assert re.search(rf"(?<![a-z]){body['parameter']}(?![a-z])", body["error"])
    else:
        assert isinstance(body["results"], list)
        assert all(set(result) == {"number", "title", "snippet", "url"}
                   for result in body["results"])


@FUZZ
@given(q=st.text(max_size=60), section=parameters, htmx=st.booleans())
def test_no_query_gets_a_500_from_the_search_page(client: Client, search_index: Path, q: str,
                                                  section: str | None, htmx: bool) -> None:
    """The page (or its htmx partial): 200, a redirect to a rule, or a 400 saying why."""
    headers = {"HTTP_HX_REQUEST": "true"} if htmx else {}

    response = client.get("/search/", _query_string(q, None, section), **headers)

    assert response.status_code in (200, 302, 400)
    if response.status_code == 400:
        # A bad section, or a NUL in q (rulesite.middleware.NulCharacterMiddleware).
        assert ("section" in response.content.decode()
                or ("\x00" in q and response.content.decode().startswith("q: ")))
    if response.status_code == 302:
        assert re.fullmatch(r"/rules/[0-9a-z.]+/", response["Location"])


# --- Rule URLs: /rules/<anything>/ -------------------------------------------------------------

rule_like = st.one_of(
    st.text(min_size=1, max_size=20),
    st.from_regex(r"\A[0-9]{1,4}(\.[0-9]{0,3}[a-zA-Z]{0,2})?(-[0-9])?\Z"),
    st.sampled_from(["613.3b", "613 3b", "CR 613.3b", "704.5m", "999", "2", "0", "..", "%",
                     "<script>", "613.3B", "101.4d-3"]),
)


@FUZZ
@given(number=rule_like, htmx=st.booleans())
def test_no_rule_url_gets_a_500(client: Client, number: str, htmx: bool) -> None:
    """A rule page, a redirect to the canonical one, or a 404 page that says what it could
    not find."""
    headers = {"HTTP_HX_REQUEST": "true"} if htmx else {}
    path = "/rules/" + quote(number, safe="") + "/"

    response = client.get(path, **headers)

    event(f"status {response.status_code}")
    assert response.status_code in (200, 301, 404)
    if response.status_code == 301:
        assert re.fullmatch(r"/rules/[0-9a-z.\-]+/", response["Location"])
    if response.status_code == 404:
        assert response.content.strip()


@FUZZ
@given(number=rule_like)
def test_no_rule_preview_or_api_url_gets_a_500(client: Client, number: str) -> None:
    """The preview and the JSON API answer or refuse; the API's 404 says what is missing."""
    segment = quote(number, safe="")

    preview = client.get(f"/rules/{segment}/preview/")
    api = client.get(f"/api/rules/{segment}")

    assert preview.status_code in (200, 301, 404)
    assert api.status_code in (200, 301, 404)
    if api.status_code == 404 and api.headers["Content-Type"].startswith("application/json"):
        assert api.json()["error"].strip()


@pytest.mark.parametrize("value", ["²", "٣", "６", "1²"])
@pytest.mark.parametrize("parameter", ["limit", "section"])
def test_a_digit_that_is_not_ascii_is_refused_not_a_500(client: Client, search_index: Path,
                                                        parameter: str, value: str) -> None:
    """Found by the fuzzer: "²" is a digit to str.isdigit() but int() refuses it."""
    api = client.get("/api/search", {"q": "효과", parameter: value})
    page = client.get("/search/", {"q": "효과", parameter: value})

    assert api.status_code == 400 and api.json()["parameter"] == parameter
    assert page.status_code == (400 if parameter == "section" else 200)


def test_a_content_length_that_is_not_ascii_digits_is_not_a_500(client: Client) -> None:
    """The body-size check reads Content-Length without trusting str.isdigit()."""
    response = client.get("/", CONTENT_LENGTH="²")

    assert response.status_code == 200
