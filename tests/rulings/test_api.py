"""The rules JSON API: `GET /api/rules/<number>`."""
import pytest

pytestmark = pytest.mark.django_db

KEYS = ["number", "title", "text", "examples", "parent", "children", "cites", "cited_by", "url"]


def test_a_rule_has_exactly_the_documented_fields(client):
    """The answer has the issue's keys, in order, and plain text (no HTML)."""

    data = client.get("/api/rules/613.2").json()

    assert list(data) == KEYS
    assert data["number"] == "613.2"
    assert "<" not in data["text"]
    assert data["url"] == "http://testserver/rules/613.2/"


def test_parent_children_and_citations_are_given(client):
    """613.3 names its parent, its subrules, and who cites it."""

    data = client.get("/api/rules/613.3").json()

    assert data["parent"] == "613"
    assert data["children"] == ["613.3a", "613.3b", "613.3c", "613.3d", "613.3e"]
    assert "613.7a" in data["cited_by"]


def test_cites_include_numbers_not_in_this_edition(client):
    """801.12 cites 704.5m, which the edition lacks; the API still lists it."""

    data = client.get("/api/rules/801.12").json()

    assert data["cites"] == ["704.5m"]


def test_examples_are_plain_strings(client):
    """Examples come back as a list of plain strings, mana symbols as {T}."""

    data = client.get("/api/rules/605.2").json()

    assert len(data["examples"]) == 1
    assert data["examples"][0].startswith('"{T}: 당신의 마나풀에')


def test_sections_and_rules_carry_titles(client):
    """A section answers with its title and its three-digit rules."""

    data = client.get("/api/rules/5").json()

    assert (data["title"], data["parent"]) == ("턴 구조", None)
    assert data["children"][:2] == ["500", "501"]


def test_the_later_copy_of_a_duplicate_is_reachable(client):
    """101.4d-2 answers with number 101.4d and its own URL."""

    data = client.get("/api/rules/101.4d-2").json()

    assert (data["number"], data["url"]) == ("101.4d", "http://testserver/rules/101.4d-2/")


def test_loose_numbers_are_understood(client):
    """"613.3B" is read as 613.3b."""

    data = client.get("/api/rules/613.3B").json()

    assert data["number"] == "613.3b"


def test_unknown_numbers_get_a_json_404(client):
    """An unknown number is a 404 whose JSON error names the number."""

    response = client.get("/api/rules/613.99")

    assert response.status_code == 404
    assert response["Content-Type"] == "application/json"
    assert response.json() == {"number": "613.99",
                               "error": "rule 613.99 does not exist in this edition"}


def test_cited_but_missing_numbers_say_who_cites_them(client):
    """704.5m is a 404 that still lists the rules citing it."""

    response = client.get("/api/rules/704.5m")

    assert response.status_code == 404
    assert response.json()["cited_by"] == ["400.7e", "801.12"]


def test_garbage_is_a_json_404_naming_the_input(client):
    """Something that is not a rule number is a 404 saying so."""

    response = client.get("/api/rules/layer7")

    assert response.status_code == 404
    assert "'layer7' is not a rule number" in response.json()["error"]
