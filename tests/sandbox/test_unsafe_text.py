"""Text no page or database can hold, in the JSON a judge or a client sends: a lone surrogate
escape ("\\ud800", valid JSON, but no character: UTF-8 cannot encode it, so the slug, the page
and the database failed with a 500) and a NUL ("\\u0000", which PostgreSQL refuses). Both are
refused with the path of the string, wherever JSON comes in: the API's body, the editor's JSON
tab, the editor's JSON inputs and a backup."""
from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest
from django.core.management import CommandError, call_command
from django.test import Client

from rulings.sandbox.documents import load_json, unsafe_text
from rulings.sandbox.models import SavedScenario

pytestmark = pytest.mark.django_db
HTMX = {"HTTP_HX_REQUEST": "true"}
MARK = "@@unsafe@@"
# The escapes as they stand in JSON text.
ESCAPES = ["\\ud800", "\\udfff", "\\u0000"]


def _title(document: dict[str, Any]) -> None:
    document["title"] = f"Humility {MARK}"


def _object_id(document: dict[str, Any]) -> None:
    document["objects"][0]["id"] = f"hum{MARK}"


def _card_name(document: dict[str, Any]) -> None:
    document["objects"][1]["card"] = f"Opalescence{MARK}"


def _ruling(document: dict[str, Any]) -> None:
    document["ruling"] = {"question": "P/T?", "answer": f"4/4 {MARK}"}


def _custom_card(document: dict[str, Any]) -> None:
    document["cards"] = [{"name": f"Golem{MARK}", "types": ["Artifact"]}]


def _field_name(document: dict[str, Any]) -> None:
    document["objects"][0][MARK] = 1


PLACES: list[tuple[Callable[[dict[str, Any]], None], str]] = [
    (_title, "title"),
    (_object_id, "objects[0].id"),
    (_card_name, "objects[1].card"),
    (_ruling, "ruling.answer"),
    (_custom_card, "cards[0].name"),
    (_field_name, f"objects[0].{MARK}"),
]


def _json_with(document: dict[str, Any], place: Callable[[dict[str, Any]], None],
               escape: str) -> str:
    """The document as JSON text with `escape` written where `place` puts the mark."""
    place(document)
    return json.dumps(document).replace(MARK, escape)


@pytest.mark.parametrize("escape", ESCAPES)
@pytest.mark.parametrize(("place", "path"), PLACES)
def test_the_api_refuses_it_with_a_400_naming_the_path(client: Client, humility_opalescence,
                                                       place, path, escape) -> None:
    """POST /api/scenarios: a 400 whose path names the string, and nothing is saved."""
    body = _json_with(humility_opalescence, place, escape)

    response = client.post("/api/scenarios", body, content_type="application/json")

    expected = path.replace(MARK, escape)
    assert response.status_code == 400
    assert response.json()["path"] == expected
    assert response.json()["error"].startswith(f"{expected}: ")
    assert escape in response.json()["error"]
    assert not SavedScenario.objects.exists()


@pytest.mark.parametrize("escape", ESCAPES)
@pytest.mark.parametrize(("place", "path"), PLACES)
def test_the_json_tab_shows_it_as_a_problem_at_its_path(client: Client, humility_opalescence,
                                                        place, path, escape) -> None:
    """The editor's JSON tab keeps the judge's text and names the string's path, in Korean."""
    text = _json_with(humility_opalescence, place, escape)

    response = client.post("/sandbox/", {"tab": "json", "json": text, "action": "run"},
                           **HTMX)

    html = response.content.decode()
    assert response.status_code == 200
    assert f">{path.replace(MARK, escape)}</code>" in html
    assert "들어 있습니다" in html
    assert 'name="json"' in html


def test_the_json_tab_does_not_save_it(client: Client, humility_opalescence) -> None:
    """Save from the JSON tab with a lone surrogate in the title: the problem, no permalink."""
    text = _json_with(humility_opalescence, _title, "\\ud800")

    response = client.post("/sandbox/", {"tab": "json", "json": text, "action": "save"},
                           **HTMX)

    assert response.status_code == 200
    assert "짝이 없는 서로게이트 \\ud800" in response.content.decode()
    assert not SavedScenario.objects.exists()


@pytest.mark.parametrize(("field", "value", "path"), [
    ("objects[0].abilities", '[{"kind": "text", "text": "\\ud800"}]',
     "objects[0].abilities[0].text"),
    ("cards", '[{"name": "Golem\\u0000"}]', "cards[0].name"),
    ("objects[0]._extra", '{"note": "\\udc00"}', "objects[0]._extra.note"),
])
def test_the_forms_json_inputs_show_it_on_their_input(client: Client, field, value,
                                                      path) -> None:
    """A JSON input of the form (abilities, custom cards, other fields): the problem at the
    string's path, beside the input, the text kept as typed."""
    data = {"tab": "form", "players[0].id": "A", "objects[0].id": "o1",
            "objects[0].name": "Golem", "objects[0].types": "Artifact", field: value,
            "action": "run"}

    response = client.post("/sandbox/", data, **HTMX)

    html = response.content.decode()
    assert response.status_code == 200
    assert f">{path}</code>" in html
    assert "들어 있습니다" in html


def test_a_valid_surrogate_pair_is_one_character_and_fine(client: Client,
                                                          humility_opalescence) -> None:
    """"\\ud83d\\ude00" is 😀: saved, with the emoji in the title."""
    body = _json_with(humility_opalescence, _title, "\\ud83d\\ude00")

    response = client.post("/api/scenarios", body, content_type="application/json")

    assert response.status_code == 201
    assert SavedScenario.objects.get().title == "Humility 😀"


def test_the_english_ui_says_it_in_english(client: Client, humility_opalescence) -> None:
    """With the English switch, the same problem reads in English."""
    client.cookies["django_language"] = "en"
    text = _json_with(humility_opalescence, _card_name, "\\ud800")

    html = client.post("/sandbox/", {"tab": "json", "json": text, "action": "run"},
                       **HTMX).content.decode()

    assert "contains \\ud800, a lone surrogate (half of a UTF-16 pair)" in html


def test_unsafe_text_names_the_first_string_in_document_order() -> None:
    """Lists by index, objects by field, field names included; the first one found wins."""
    value = {"a": ["ok", {"b": "x\ud800"}], "c": "\x00"}

    assert unsafe_text(value) == ("a[1].b", "contains \\ud800, a lone surrogate (half of a "
                                            "UTF-16 pair), which is not a character")
    assert unsafe_text({"ok": 1, "k\x00": 2}, "cards[0]") == (
        "cards[0].k\\u0000",
        "the field name contains a NUL character (\\u0000), which cannot be stored")
    assert unsafe_text({"title": "겸손 😀", "n": [1, None, True]}) is None


def test_unsafe_text_walks_the_deepest_json_without_recursing() -> None:
    """JSON as deep as the parser reads is checked without exhausting the stack."""
    depth = 50_000
    value: Any = "\ud800"
    for _ in range(depth):
        value = [value]

    path, _message = unsafe_text(value) or ("", "")

    assert path == "[0]" * depth


def test_load_json_reads_ordinary_json_as_json_loads_does() -> None:
    """Without such text, load_json is json.loads."""
    text = '{"title": "겸손", "objects": [{"id": "a", "power": 2}]}'

    assert load_json(text) == json.loads(text)


def test_a_backup_line_with_it_is_refused_naming_line_and_path(tmp_path) -> None:
    """manage.py import_scenarios: the line and the path, and nothing is imported."""
    line = ('{"slug": "abc", "canonical": "{}", "document": {"title": "\\ud800"}, '
            '"result": {}, "engine_version": "1"}')
    backup = tmp_path / "scenarios.jsonl"
    backup.write_text(line + "\n", encoding="utf-8")

    with pytest.raises(CommandError, match=r"line 1: document\.title: contains \\ud800"):
        call_command("import_scenarios", str(backup))

    assert not SavedScenario.objects.exists()
