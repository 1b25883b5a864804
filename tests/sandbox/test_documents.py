"""Canonical JSON, content-addressed slugs and the sandbox's own fields."""
from __future__ import annotations

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
