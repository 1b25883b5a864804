"""The site with two editions: English a tap away, English text where the Korean lacks a rule,
the API's ?lang=en, cross-links, and a new import making cached pages stale."""
from pathlib import Path

import pytest
from django.core.management import call_command

from rulings.models import Edition

pytestmark = pytest.mark.django_db

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures" / "rules"


@pytest.fixture
def english():
    """The fixture's current English edition (and an older one), imported."""
    call_command("import_rules", str(FIXTURES / "cr-en-20250207.txt"), "--language", "en",
                 verbosity=0)
    call_command("import_rules", str(FIXTURES / "cr-en-20251114.txt"), "--language", "en",
                 verbosity=0)
    return Edition.objects.newest("en")


def test_a_korean_rule_page_has_the_english_text_a_tap_away(client, english):
    """100.1's page keeps its Korean text and adds the English one in a closed <details>."""

    html = client.get("/rules/100.1/").content.decode()

    details = html[html.index('<details class="edition-en">'):]
    assert html.index("rule-text") < html.index('<details class="edition-en">')
    assert "These Magic rules apply to any Magic game" in details
    assert "2025-11-14" in details
    assert 'href="/rules/100.1a/"' in details


def test_a_renumbered_rule_shows_the_english_text_where_it_now_stands(client, english):
    """Korean 613.3d (sublayer 7d) is 613.4c in the English edition, and the page says so."""

    html = client.get("/rules/613.3d/").content.decode()

    details = html[html.index('<details class="edition-en">'):]
    assert "영어판에서는 이 규칙의 번호가 613.4c입니다" in details
    assert "Layer 7c: Effects and counters that modify power" in details


@pytest.mark.parametrize("number, text", [
    ("704.5m", "If an Aura is attached to an illegal object or player"),
    ("702.79a", "Persist is a triggered ability."),
    ("305.7", "If an effect sets a land's subtype to one or more of the basic land types"),
])
def test_a_rule_the_korean_lacks_shows_the_english_text(client, english, number, text):
    """704.5m, 702.79a and 305.7: the English text instead of the summary, labelled."""

    response = client.get(f"/rules/{number}/")

    html = response.content.decode()
    assert response.status_code == 200
    assert text in html
    assert "This rule is not in the Korean text" in html or "한국어 본문에 없습니다" in html
    assert "summary-text" not in html


def test_an_english_only_rule_without_a_summary_has_a_page(client, english):
    """613.4d has no project summary and no Korean text: its English text gets a page."""

    response = client.get("/rules/613.4d/")

    html = response.content.decode()
    assert response.status_code == 200
    assert "Layer 7d: Effects that switch a creature" in html
    assert "CR 613.4d" in html


def test_without_an_english_edition_the_summary_stays(client):
    """No English edition imported: 704.5m shows the project's summary, as before."""

    html = client.get("/rules/704.5m/").content.decode()

    assert "summary-text" in html
    assert "edition-text" not in html


def test_cross_links_in_the_english_text_resolve_in_whichever_edition_has_the_rule(
        client, english):
    """702.12b cites 704.5g (English only); 101.1 cites 104.3a (Korean): both links work. A
    citation in the English text is the English edition's number, so it goes to that
    edition's page of the rule (/rules/704.5g/en/); the Korean text's go to the Korean."""

    html_702 = client.get("/rules/702.12b/").content.decode()
    html_101 = client.get("/rules/101.1/").content.decode()

    assert 'href="/rules/704.5g/en/"' in html_702
    assert 'href="/rules/104.3a/"' in html_101
    assert "lethal damage and is destroyed" in client.get("/rules/704.5g/en/").content.decode()
    assert client.get("/rules/704.5g/").status_code == 200
    assert client.get("/rules/104.3a/").status_code == 200
    assert "lethal damage and is destroyed" in client.get("/rules/704.5g/").content.decode()


def test_a_preview_of_an_english_only_rule_shows_its_english_text(client, english):
    """Hovering a link to 613.4d previews its English text."""

    html = client.get("/rules/613.4d/preview/").content.decode()

    assert "preview-english" in html
    assert "Layer 7d" in html


def test_the_jump_box_previews_an_english_only_rule_with_its_english_text(client, english):
    """Typing 613.4d in the jump box shows what its page shows, not "not in this edition"."""
    html = client.get("/rules/?number=613.4d", HTTP_HX_REQUEST="true").content.decode()

    assert "preview-english" in html
    assert "Layer 7d" in html
    assert "not in this edition" not in html and "이 판에 없" not in html


def test_a_summarised_rule_previews_its_english_text_as_its_page_shows_it(client, english):
    """704.5j has a project summary, and the English edition has the rule: its page shows the
    English text in the summary's place, and so do its hover preview and the jump box."""
    page = client.get("/rules/704.5j/").content.decode()
    preview = client.get("/rules/704.5j/preview/").content.decode()
    jump = client.get("/rules/?number=704.5j", HTTP_HX_REQUEST="true").content.decode()

    assert "legend rule" in page
    for html in (preview, jump):
        assert "preview-english" in html
        assert "legend rule" in html
        assert "preview-summary" not in html


def test_api_answers_the_english_edition_with_lang_en(client, english):
    """/api/rules/704.5m?lang=en gives the English rule and the edition it is from."""

    data = client.get("/api/rules/704.5m?lang=en").json()

    assert data["number"] == "704.5m"
    assert data["text"].startswith("If an Aura is attached")
    assert data["parent"] == "704.5"
    assert data["edition"] == {"language": "en", "effective_date": "2025-11-14"}


def test_api_english_lists_children_and_citers(client, english):
    """Children are numbers of the edition; cited_by lists the edition's citing rules."""

    data = client.get("/api/rules/704.5g?lang=en").json()
    parent = client.get("/api/rules/702.12?lang=en").json()

    assert data["cited_by"] == ["702.12b"]
    assert parent["children"] == ["702.12a", "702.12b"]


def test_api_english_costs_a_few_queries_however_long_the_edition(client, english,
                                                                 django_assert_max_num_queries):
    """cited_by is read from the rule's row, not found by scanning every rule per request."""

    with django_assert_max_num_queries(6):
        data = client.get("/api/rules/704.5g?lang=en").json()

    assert data["cited_by"] == ["702.12b"]


def test_api_default_stays_korean_and_points_to_the_english(client, english):
    """Without lang the answer is Korean; a Korean 404 names the English rule's URL."""

    korean = client.get("/api/rules/613.3b")
    missing = client.get("/api/rules/704.5m")

    assert korean.status_code == 200 and korean.json()["number"] == "613.3b"
    assert missing.status_code == 404
    assert missing.json()["english_url"].endswith("/api/rules/704.5m?lang=en")


@pytest.mark.parametrize("url, status, message", [
    ("/api/rules/704.5m?lang=fr", 400, "lang must be ko or en"),
    ("/api/rules/999.9?lang=en", 404, "not in the English edition effective 2025-11-14"),
    ("/api/rules/banana?lang=en", 404, "is not a rule number"),
])
def test_api_english_errors_name_what_is_wrong(client, english, url, status, message):
    """A bad lang is a 400; a number the edition lacks or no number at all, a 404."""

    response = client.get(url)

    assert response.status_code == status
    assert message in response.json()["error"]


def test_api_english_without_an_edition_says_how_to_import_one(client):
    """?lang=en before any English import: a 404 naming the command."""

    response = client.get("/api/rules/704.5m?lang=en")

    assert response.status_code == 404
    assert "import_rules PATH --language en" in response.json()["error"]


def test_a_new_import_makes_cached_pages_stale(client):
    """A rule page cached before the English import shows the English text after it."""
    before = client.get("/rules/100.1/").content.decode()

    call_command("import_rules", str(FIXTURES / "cr-en-20251114.txt"), "--language", "en",
                 verbosity=0)
    after = client.get("/rules/100.1/").content.decode()

    assert "edition-en" not in before
    assert "edition-en" in after


def test_the_official_glossary_is_merged_into_the_glossary_page(client, english):
    """Each official term shows with the Korean the text uses for it and its definition."""

    html = client.get("/glossary/", {"q": "library"}).content.decode()

    table = html[html.index('id="official-glossary"'):]
    row = table[table.index(">Library<"):]
    assert '<a href="/search/?q=%EC%84%9C%EA%B3%A0">서고</a>' in row[:400]
    assert "1. The zone from which players draw cards." in row
    assert 'href="/rules/401/en/"' in row  # the English edition's 401


def test_the_official_glossary_filters_by_korean_too(client, english):
    """Filtering by the Korean term finds the official English entry; a miss lists none."""

    found = client.get("/glossary/", {"q": "서고"}).content.decode()
    missed = client.get("/glossary/", {"q": "zzzz"}).content.decode()

    assert "The zone from which players draw cards." in found
    assert "official-glossary" not in missed


def test_without_an_english_edition_the_glossary_is_as_before(client):
    """No English edition imported: no official glossary section."""

    html = client.get("/glossary/").content.decode()

    assert "official-glossary" not in html


def test_an_english_number_has_its_own_page_that_names_the_shipped_rule(client, english):
    """English 613.7 is timestamps, the shipped 613.6 (the shipped 613.7 is dependency): its
    page says so and links the shipped rule; an English number the Korean text uses for the
    same rule links it as the translation's; a number the edition lacks is the site's 404."""
    timestamps = client.get("/rules/613.7/en/").content.decode()
    merged = client.get("/rules/613.4c/en/").content.decode()
    same = client.get("/rules/100.1/en/").content.decode()

    assert "within a layer or sublayer, determining which order" in timestamps.lower()
    assert 'href="/rules/613.6/"' in timestamps
    assert 'href="/rules/613.7/"' not in timestamps
    assert 'href="/rules/613.3c/"' in merged and 'href="/rules/613.3d/"' in merged
    assert 'href="/rules/100.1/"' in same
    assert client.get("/rules/999.9/en/").status_code == 404


def test_citations_in_the_english_text_link_the_english_rules(client, english):
    """The English 613.3 (shown under the shipped 613.2) cites 613.7, which is timestamps in
    that edition: the link goes to the English rule's page, never to the shipped 613.7
    (dependency) or its preview."""
    html = client.get("/rules/613.2/").content.decode()
    start = html.index('class="edition-text"')
    section = html[start:html.index("</section>", start)]

    assert 'href="/rules/613.7/en/"' in section
    assert 'href="/rules/613.7/"' not in section
    assert 'data-rule-ref="613.7"' not in section


def test_a_renumbered_rule_shows_the_english_rule_of_the_same_concept(client, english):
    """The shipped 613.6 (timestamps) shows the English 613.7, not the English 613.6
    (continuation), which the English edition prints under the same number."""
    html = client.get("/rules/613.6/").content.decode()
    start = html.index('class="edition-text"')
    section = html[start:html.index("</section>", start)]

    assert '<span class="num">613.7</span>' in section
    assert "613.7" in section[:section.index('<span class="num">')]  # the notice names it
