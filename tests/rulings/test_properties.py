"""Properties of the importer and the rule URLs on generated input (Hypothesis)."""
from urllib.parse import quote

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rulings.importer import SeedError, parse_file
from rulings.importer.references import find_citations
from rulings.numbers import normalize

rule_like = st.from_regex(r"\A[1-9]\d{2}(\.\d{1,2}[a-z]?)?\Z")
text_with_numbers = st.lists(
    st.one_of(st.text(max_size=12), rule_like, st.sampled_from(
        ["See rule ", "rules ", "규칙 ", " and ", "-", "a", "-d", ", ", "절", "**", "\n",
         "<a name=\"100.1\"></a>", "Example: ", "#### ", "[^1]", "![{T}](/assets/symbols/T.gif)"])),
    max_size=30,
).map("".join)


@given(text_with_numbers)
def test_parse_file_either_parses_or_names_the_problem(text):
    """Any text is either parsed or refused with a SeedError, never another exception."""

    try:
        parsed = parse_file("generated.txt", text)
    except SeedError as error:
        assert "generated.txt" in str(error)
    else:
        assert parsed.raw_rules


@given(text_with_numbers)
def test_citation_links_point_at_the_numbers_they_print(text):
    """Every link a citation makes covers printed text that names its target."""

    for citation in find_citations(text):
        for start, end, number in citation.links:
            printed = text[start:end]
            assert printed and (number == printed or number.endswith(printed))


@given(st.text(max_size=20))
def test_normalize_is_idempotent(raw):
    """A normalized number normalizes to itself."""

    number = normalize(raw)

    if number is not None:
        assert normalize(number) == number


@pytest.mark.django_db
@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.text(min_size=1, max_size=16).filter(lambda raw: raw not in {".", ".."}))
def test_no_rule_url_fails_with_a_server_error(client, raw):
    """Whatever follows /rules/, the page and the API answer without a 500."""

    page = client.get(f"/rules/{quote(raw, safe='')}/")
    api = client.get(f"/api/rules/{quote(raw, safe='')}")

    assert page.status_code in {200, 301, 404}
    assert api.status_code in {200, 404}
