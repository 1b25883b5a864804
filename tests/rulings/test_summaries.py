"""Every rule number the text or the engine cites has a page; for the numbers this edition lacks,
the page is the project's Korean summary, labelled as such, with who cites the rule.

The numbers are collected mechanically: every citation in the imported text whose target is
not in this edition (RuleReference rows without a target), and every number the engine cites
(its citation tables, its keyword table, and every dotted rule number in its modules and data).
"""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from django.conf import settings

from rulings.citers import engine_citations
from rulings.importer import SeedError
from rulings.importer.summaries import read_summaries, render_linked
from rulings.models import Rule, RuleReference, RuleSummary
from rulings.numbers import is_rule_number, parent_of

pytestmark = pytest.mark.django_db

LABEL = "이 판의 규칙 문서에 없는 규칙입니다"


def cited_numbers_without_a_rule() -> set[str]:
    """What the text and the engine cite that this edition does not contain."""
    present = set(Rule.objects.values_list("number", flat=True))
    from_text = set(RuleReference.objects.filter(target__isnull=True)
                    .values_list("target_number", flat=True))
    from_engine = {number for number in engine_citations() if number not in present}
    return from_text | from_engine


def test_the_collected_numbers_include_the_ones_judges_met_as_404s():
    """The issue's six 404s and the engine's card-face numbers are among the collected ones."""

    cited = cited_numbers_without_a_rule()

    assert {"305.7", "702.12b", "704.3", "704.5g", "704.5j", "704.5q", "709.4", "712.8",
            "715.4"} <= cited


def test_every_cited_number_this_edition_lacks_has_a_summary():
    """No number the text or the engine cites is left without a summary."""

    summarized = set(RuleSummary.objects.values_list("number", flat=True))

    assert sorted(cited_numbers_without_a_rule() - summarized) == []


def test_every_summary_is_of_a_cited_number_or_one_above_it():
    """A summary exists because something cites its number or a number below it (another
    summary's citation counts: 704.5 lists the world rule, 704.5k)."""
    cited = cited_numbers_without_a_rule()
    for summary in RuleSummary.objects.all():
        cited |= set(re.findall(r'data-rule-ref="([^"]+)"', summary.summary_html))
    needed = set(cited)
    for number in cited:
        parent = parent_of(number)
        while parent is not None:
            needed.add(parent)
            parent = parent_of(parent)

    summarized = set(RuleSummary.objects.values_list("number", flat=True))

    assert sorted(summarized - needed) == []


def test_every_cited_number_has_a_200_page(client):
    """Each collected number's page answers 200 with the summary label (or is a rule)."""

    for number in sorted(cited_numbers_without_a_rule()):
        response = client.get(f"/rules/{number}/")

        assert response.status_code == 200, number
        assert LABEL in response.content.decode(), number


def test_every_link_in_a_summary_leads_to_a_page():
    """Rule numbers in summaries and notes link only to rules or summaries that exist."""
    pages = set(Rule.objects.values_list("slug", flat=True)) | set(
        RuleSummary.objects.values_list("number", flat=True))

    for summary in RuleSummary.objects.all():
        for html in (summary.summary_html, summary.note_html):
            for target in re.findall(r'data-rule-ref="([^"]+)"', html):
                assert target in pages, (summary.number, target)


def test_summaries_use_the_rules_texts_own_words():
    """The summaries say 상태 참조 행동 and 치명타 like the text, never the sandbox's old words
    (those are kept only as search terms, so a judge typing them still finds the page)."""

    for summary in RuleSummary.objects.all():
        prose = summary.summary_ko + summary.note_ko
        assert "상태 기반 행동" not in prose and "상태기반" not in prose, summary.number
        assert "접촉사" not in prose, summary.number


def test_the_legend_rule_page_names_the_rule_and_its_engine_concept(client):
    """704.5j: Korean title, English name, the label, the summary and the trace concept."""

    html = client.get("/rules/704.5j/").content.decode()

    assert "전설 규칙" in html and "Legend rule" in html
    assert LABEL in html
    assert "<code>sba.legend</code>" in html


def test_a_summary_page_lists_the_rules_that_cite_it(client):
    """704.5m lists 400.7e and 801.12, and explains what 801.12 meant by the number."""

    html = client.get("/rules/704.5m/").content.decode()

    cited_by = html[html.index('id="cited-by-heading"'):]
    assert 'data-rule-ref="400.7e"' in cited_by and 'data-rule-ref="801.12"' in cited_by
    assert "704.5k" in html


def test_a_summary_page_names_the_keyword_the_engine_defines_by_it(client):
    """702.2b is deathtouch's rule in the engine's keyword table: its engine section says so,
    with how far the engine applies it."""

    html = client.get("/rules/702.2b/").content.decode()

    engine = html[html.index('id="engine-cites-heading"'):]
    assert "치명타" in html
    assert '키워드 <span lang="en">Deathtouch</span>: 엔진이 적용함' in engine


def test_breadcrumbs_go_through_the_summaries_above(client):
    """704.5j sits under 7, 704 and 704.5, each a page of its own."""

    html = client.get("/rules/704.5j/").content.decode()

    start = html.index('class="breadcrumbs"')
    crumbs = html[start:html.index("</nav>", start)]
    assert 'href="/rules/7/"' in crumbs and 'href="/rules/704/"' in crumbs
    assert 'href="/rules/704.5/"' in crumbs


def test_a_summary_lists_the_summaries_below_it(client):
    """704.5 lists the state-based actions summarized below it."""

    html = client.get("/rules/704.5/").content.decode()

    assert 'data-rule-ref="704.5a"' in html and 'data-rule-ref="704.5q"' in html


def test_a_parent_whose_number_the_engine_reads_in_another_edition_says_so():
    """701.13 is regenerate in this text but mill in the 2022 rules the engine cites: its note says
    that the summaries below it are mill, so a judge who follows 701.13a's breadcrumb isn't misled.

    Found mechanically: a subrule summary whose note says its parent number means something else
    here ("701.13은 재생을 가리킵니다") needs a parent note that names that subrule.
    """
    entries = json.loads((Path(settings.BASE_DIR) / "rulings/data/summaries-ko.json")
                         .read_text(encoding="utf-8"))
    def says_parent_means_else(number: str, note: str) -> bool:
        parent = parent_of(number)
        pattern = re.escape(parent or "") + r"[은는][^.]*가리킵니다"
        return bool(parent) and re.search(pattern, note) is not None

    clashes = {number: parent_of(number) for number, entry in entries.items()
               if is_rule_number(number)
               and says_parent_means_else(number, entry.get("note_ko", ""))}

    assert {"701.13a", "701.42a"} <= set(clashes)
    for child, parent in clashes.items():
        assert child in entries.get(parent, {}).get("note_ko", ""), (child, parent)


# Terms two summaries share on purpose: the same rule under the numbers of two editions (the
# text cites both), or a rule and its heading. Any other shared term makes a short-term query
# ("특별 행동", "변신") find a subrule's summary before the concept's defining rule.
SHARED_TERMS = {
    "차원 조종자": {"309.5", "901.6"}, "planar controller": {"309.5", "901.6"},
    "regenerate keyword action": {"701.13", "701.15"}, "mill": {"701.13a", "701.13b"},
    "스킴": {"701.25", "904"}, "난투": {"702.121", "903.12"},
    "뒷면": {"707", "708.2a"}, "face-down": {"707", "708.2a"}, "morph": {"707", "702.37a"},
    "변신": {"712.8", "701.28a"}, "transform": {"712.8", "701.28a"},
    "게임 재시작": {"717", "719"}, "restart the game": {"717", "719"},
    "불법적인 행동": {"720", "723", "726"}, "illegal action": {"720", "723", "726"},
    "되돌리기": {"720", "723", "726"}, "rewind": {"720", "723", "726"},
}


def test_a_term_belongs_to_one_summary_unless_listed():
    """A search term names one concept's defining summary: two summaries share a term only as
    SHARED_TERMS lists (one rule in two numberings). Found when face-down's 702.37e claimed
    "특별 행동" and ranked above 116, the special actions rule."""
    entries = json.loads((Path(settings.BASE_DIR) / "rulings/data/summaries-ko.json")
                         .read_text(encoding="utf-8"))
    owners: dict[str, set[str]] = {}
    for number, entry in entries.items():
        if is_rule_number(number):
            for term in entry.get("terms", []):
                owners.setdefault(term.lower(), set()).add(number)

    shared = {term: numbers for term, numbers in owners.items() if len(numbers) > 1}

    assert shared == SHARED_TERMS


def test_a_number_of_another_edition_points_to_this_editions_rule(client):
    """613.4c (cited by 122.1a in a later numbering) points to 613.3c and 613.3d."""

    html = client.get("/rules/613.4c/").content.decode()

    assert 'data-rule-ref="613.3c"' in html and 'data-rule-ref="613.3d"' in html


def test_the_api_adds_the_summary_marked_as_not_the_rules_text(client):
    """/api/rules/704.5j stays a 404 (not in this edition) and carries the summary."""

    response = client.get("/api/rules/704.5j")

    body = response.json()
    assert response.status_code == 404
    assert body["summary"]["title"] == "전설 규칙"
    assert body["summary"]["is_rules_text"] is False


def test_summary_pages_are_korean_with_an_english_switch(client):
    """In English the label and headings are English; the summary itself stays Korean."""
    client.cookies["django_language"] = "en"

    html = client.get("/rules/704.5j/").content.decode()

    assert "it is not the Comprehensive Rules text" in html


def test_the_shipped_summaries_file_is_complete_json_with_known_fields():
    """Every entry has a Korean title, an English name, a summary and search terms."""
    data = json.loads(Path(settings.RULES_SUMMARIES_FILE).read_text(encoding="utf-8"))

    entries = {k: v for k, v in data.items() if not k.startswith("_")}

    assert len(entries) == RuleSummary.objects.count()
    for number, entry in entries.items():
        assert is_rule_number(number)
        assert entry["title_ko"] and entry["title_en"] and entry["summary_ko"]


# read_summaries(): the checks the importer makes (no database needed).

def _write(tmp_path: Path, data: object) -> Path:
    path = tmp_path / "summaries.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return path


ENTRY = {"title_ko": "전설 규칙", "title_en": "Legend rule", "summary_ko": "704.5g 참고."}


@pytest.mark.parametrize(("data", "message"), [
    ({"613.1": ENTRY}, "this edition contains the rule"),
    ({"seven": ENTRY}, "not a rule number"),
    ({"704.5j": {**ENTRY, "summary_ko": " "}}, "summary_ko is missing"),
    ({"704.5j": {**ENTRY, "colour": "red"}}, "unknown fields"),
    ({"704.5j": {**ENTRY, "terms": "legend"}}, "terms must be a list"),
])
def test_a_bad_summary_is_a_clear_error(tmp_path, data, message):
    """A malformed entry, or a summary of a rule the text has, stops the import."""

    with pytest.raises(SeedError, match=message):
        read_summaries(_write(tmp_path, data), ["613.1"])


def test_summaries_come_back_in_rule_number_order(tmp_path):
    """702.9 comes before 702.12, and sections before their rules."""
    path = _write(tmp_path, {"702.12": ENTRY, "7": ENTRY, "702.9": ENTRY})

    numbers = [summary.number for summary in read_summaries(path, [])]

    assert numbers == ["7", "702.9", "702.12"]


def test_links_are_kept_only_to_numbers_with_a_page():
    """702.33 (kicker in a later numbering, no page here) stays plain text."""

    html = render_linked("향상은 702.32, 그 판에서는 702.33입니다.", {"702.32"})

    assert 'data-rule-ref="702.32"' in html
    assert "702.33" in html and 'data-rule-ref="702.33"' not in html


def test_the_jump_box_previews_a_summarized_rule(client):
    """Typing 704.5j in the home page's jump box previews the summary, labelled."""

    response = client.get("/rules/", {"number": "704.5j"}, HTTP_HX_REQUEST="true")

    html = response.content.decode()
    assert "전설 규칙" in html and "종합 규칙 원문 아님" in html
