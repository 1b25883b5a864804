"""Canonical JSON, content-addressed slugs and the sandbox's own fields."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rulings.sandbox.documents import (
    canonical_json,
    engine_input,
    ruling_of,
    slug_for,
    validate_ruling,
)

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=8),
    lambda children: st.lists(children, max_size=3)
    | st.dictionaries(st.text(max_size=5), children, max_size=3),
    max_leaves=12,
)


def test_canonical_json_ignores_key_order():
    """Two documents with the same content have the same canonical text."""
    first = {"format": 1, "title": "겸손", "players": [{"id": "A"}]}
    second = {"players": [{"id": "A"}], "title": "겸손", "format": 1}

    texts = canonical_json(first), canonical_json(second)

    assert texts[0] == texts[1]
    assert "겸손" in texts[0]


@given(st.dictionaries(st.text(max_size=5), json_values, max_size=5))
def test_slug_depends_only_on_content(document):
    """The same content always gives the same slug, whatever the key order."""
    reordered = dict(reversed(list(document.items())))

    slugs = slug_for(document), slug_for(reordered)

    assert slugs[0] == slugs[1]
    assert len(slugs[0]) == 12
    assert slugs[0].isalnum()


def test_different_scenarios_get_different_slugs():
    """Changing one value changes the slug."""
    base = {"format": 1, "players": [{"id": "A", "life": 20}]}
    changed = {"format": 1, "players": [{"id": "A", "life": 19}]}

    assert slug_for(base) != slug_for(changed)


def test_engine_input_drops_the_ruling():
    """The engine never sees the judge's ruling."""
    document = {"format": 1, "ruling": {"question": "?", "answer": "!"}, "title": "t"}

    scenario = engine_input(document)

    assert scenario == {"format": 1, "title": "t"}


def test_ruling_of_reads_question_and_answer():
    """A document's ruling comes back as (question, answer)."""
    document = {"ruling": {"question": "누가?", "answer": "613.1d에 따라"}}

    assert ruling_of(document) == ("누가?", "613.1d에 따라")
    assert ruling_of({}) == ("", "")


def test_validate_ruling_names_the_bad_field():
    """A ruling with a number for its answer is reported at ruling.answer."""
    document = {"ruling": {"question": "?", "answer": 3}}

    assert validate_ruling(document) == ("ruling.answer", "expected a string")
    assert validate_ruling({"ruling": "text"})[0] == "ruling"
    assert validate_ruling({"ruling": {"question": "?"}}) is None


def test_defaults_left_out_or_spelt_out_give_one_slug():
    """A scenario with the format's defaults omitted and the same one with them written out
    are the same scenario, so they share a permalink."""
    short = {"players": [{"id": "A"}, {"id": "B"}],
             "objects": [{"id": "bears", "card": "Grizzly Bears"}],
             "effects": [{"id": "gg", "card": "Giant Growth", "targets": ["bears"]}],
             "events": [{"type": "damage", "source": "bears", "target": "B", "amount": 2}]}
    spelt_out = {
        "format": 1, "title": "", "active_player": "A",
        "players": [{"id": "A", "life": 20, "poison": 0, "library": 53},
                    {"id": "B", "life": 20, "poison": 0, "library": 53}],
        "objects": [{"id": "bears", "card": "Grizzly Bears", "zone": "battlefield",
                     "controller": "A", "owner": "A", "timestamp": 1, "tapped": False,
                     "token": False, "damage": 0, "counters": {}}],
        "effects": [{"id": "gg", "card": "Giant Growth", "targets": ["bears"], "timestamp": 2}],
        "events": [{"type": "damage", "source": "bears", "target": "B", "amount": 2,
                    "combat": False}],
        "choices": [],
    }

    assert slug_for(short) == slug_for(spelt_out)


def test_a_default_changed_is_a_different_scenario():
    """Writing a non-default value (a later timestamp, another zone) changes the slug."""
    base = {"players": [{"id": "A"}], "objects": [{"id": "x", "card": "Grizzly Bears"}]}
    later = {"players": [{"id": "A"}],
             "objects": [{"id": "x", "card": "Grizzly Bears", "timestamp": 5}]}
    elsewhere = {"players": [{"id": "A"}],
                 "objects": [{"id": "x", "card": "Grizzly Bears", "zone": "graveyard"}]}

    assert len({slug_for(base), slug_for(later), slug_for(elsewhere)}) == 3


def test_a_scenario_opened_in_the_editor_keeps_its_slug():
    """Opening a scenario in the editor writes its timestamps out; the slug stays the one the
    API gave it, so saving an unchanged fork finds the original permalink."""
    from rulings.sandbox.editor import with_timestamps

    sent = {"players": [{"id": "A"}, {"id": "B"}],
            "objects": [{"id": "hum", "card": "Humility"}, {"id": "opal", "card": "Opalescence"}]}

    shown = with_timestamps(sent)

    assert shown["objects"][1]["timestamp"] == 2
    assert slug_for(shown) == slug_for(sent)


# Slugs of permalinks made before the format was declared once (computed at commit 98aad25,
# when the sandbox kept its own copy of the defaults): they must not move.
EXAMPLES = Path(__file__).resolve().parents[2] / "engine" / "examples"
ENGLISH = json.loads((EXAMPLES.parent / "data" / "examples-en.json").read_text(encoding="utf-8"))
KNOWN_SLUGS = {
    "120.4c-2-1": "udi7p52ukmso",
    "120.4c-2-2": "vob6wg4zs5wj",
    "120.5-1": "ooxw6afl3fdj",
    "611.2c-1": "p2oauwc4rzqw",
    "611.2c-2": "edl5jsu6loyq",
    "611.3b-1": "mxej4njgzc23",
}


@pytest.mark.parametrize(("example", "slug"), sorted(KNOWN_SLUGS.items()))
def test_an_existing_permalink_keeps_its_slug(example, slug):
    """The defaults `meaning` fills come from the format's declaration; slugs stay put."""
    document = json.loads((EXAMPLES / f"{example}.json").read_text(encoding="utf-8"))
    # The examples were titled in English then (their English titles are kept beside them).
    document.update(ENGLISH[example])

    assert slug_for(document) == slug


def test_an_odd_document_keeps_its_slug():
    """A document of unexpected shapes (rows that aren't objects, an event type that is a
    list) still gets the slug it always had."""
    document = {"players": [{"id": "A"}, "x"], "objects": [{"id": "o"}, 5],
                "events": [{"type": ["x"]}, {"type": "damage"}], "title": ""}

    assert slug_for(document) == "uufdi5cnbbji"
