"""The glossary: stored by `import_rules`, read by the index build, shown on /glossary/."""
from __future__ import annotations

from pathlib import Path

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError
from django.test import Client

from rulings.models import GlossaryTerm
from rulings.search.glossary import (
    GlossaryEntry,
    build_glossary,
    extract_pairs,
    summary_title_pairs,
)
from rulings.search.query import search

pytestmark = pytest.mark.django_db



def test_import_stores_the_texts_pairs_with_their_rule() -> None:
    """"서고(library)" in the text is a stored term linked to 401, the rule titled 서고."""
    term = GlossaryTerm.objects.get(english="library", korean="서고")

    rule = term.rule

    assert term.origin == GlossaryTerm.Origin.TEXT
    assert rule is not None and rule.number == "401"


@pytest.mark.parametrize(("english", "korean", "origin"), [
    ("sba", "상태 참조 행동", "curated"), ("first strike", "선제공격", "curated"),
    ("트리거", "격발", "slang"),
])
def test_import_stores_curated_terms_and_table_talk(english: str, korean: str,
                                                     origin: str) -> None:
    """What the text never pairs (abbreviations, table talk) is stored with its origin."""
    terms = GlossaryTerm.objects.filter(english=english, korean=korean)

    origins = set(terms.values_list("origin", flat=True))

    assert origins == {origin}


def test_reimport_replaces_the_glossary() -> None:
    """Importing again leaves the same glossary, not a second copy."""
    before = GlossaryTerm.objects.count()

    call_command("import_rules", verbosity=0)

    assert GlossaryTerm.objects.count() == before > 100


def test_index_build_reads_the_glossary_table(tmp_path: Path) -> None:
    """A term added to the table is searchable after `build_search_index`."""
    GlossaryTerm.objects.create(english="bookpile", korean="서고", origin="curated")

    call_command("build_search_index", index_dir=tmp_path / "ix", verbosity=0)

    # "bookpile" says 서고, the heading 401: a term, so the rule defining it first (issue 29).
    assert [r.number for r in search("bookpile", index_dir=tmp_path / "ix").results[:2]] == [
        "401.1", "401"]


def test_index_build_without_glossary_says_to_import(tmp_path: Path) -> None:
    """An empty glossary table is a clear error naming import_rules."""
    GlossaryTerm.objects.all().delete()

    with pytest.raises(CommandError, match="import_rules"):
        call_command("build_search_index", index_dir=tmp_path / "ix", verbosity=0)


@pytest.mark.parametrize("text", ["한 카드(Volrath's Shapeshifter)는", "이 규칙을 (APNAP) 순서",
                                  "\"당신(you)\"이라는 단어", "앤티 룰(ante)을 제외하면"])
def test_extraction_skips_card_names_abbreviations_and_grammar(text: str) -> None:
    """Card names, abbreviations, pronouns and "앤티 룰(ante)" are not glossary pairs."""
    pairs = extract_pairs([text])

    assert pairs == []


def test_glossary_page_links_each_term_to_its_rule(client: Client) -> None:
    """/glossary/ lists "library" / "서고" with a preview-able link to rule 401."""
    response = client.get("/glossary/")

    html = response.content.decode()
    assert response.status_code == 200
    assert "library" in html and "서고" in html
    assert '<a href="/rules/401/" data-rule-ref="401">401</a>' in html


def test_glossary_filter_keeps_matching_terms(client: Client) -> None:
    """?q=graveyard keeps 무덤 and drops unrelated terms, in English or Korean."""
    english = client.get("/glossary/", {"q": "graveyard"}).content.decode()

    korean = client.get("/glossary/", {"q": "무덤"}).content.decode()

    assert "무덤" in english and "mulligan" not in english
    assert "graveyard" in korean and "mulligan" not in korean


def test_glossary_htmx_request_gets_only_the_terms(client: Client) -> None:
    """Typing in the filter box (htmx) swaps in the terms table, not a whole page."""
    response = client.get("/glossary/", {"q": "stack"}, headers={"HX-Request": "true"})

    html = response.content.decode()
    assert "<html" not in html and "glossary-table" in html
    assert "HX-Request" in response["Vary"]


def test_glossary_filter_without_match_says_so(client: Client) -> None:
    """A filter matching nothing says no terms match, in Korean by default."""
    response = client.get("/glossary/", {"q": "xyzzy"})

    assert "맞는 용어가 없습니다" in response.content.decode()


def test_header_links_the_glossary(client: Client) -> None:
    """Every page's header navigation has the glossary (용어집)."""
    response = client.get("/")

    assert '<a href="/glossary/">용어집</a>' in response.content.decode()


@pytest.mark.parametrize(("english", "number"), [
    ("draw step", "504"), ("timing and priority", "117"), ("shared team turns", "805"),
])
def test_english_titles_the_text_cites_are_glossary_terms(english: str, number: str) -> None:
    """"See rule 504, “Draw Step.”" pairs "draw step" with 504's Korean title (카드뽑기단); a
    title cited once under a wrong number still goes with the number cited most."""
    terms = GlossaryTerm.objects.filter(english=english, origin="text", rule__number=number)

    titled = [term for term in terms if term.rule is not None and term.korean == term.rule.title]

    assert len(titled) == 1


def test_glossary_filter_ignores_korean_spacing(client: Client) -> None:
    """"대체효과" typed without a space finds "대체 효과" / replacement effect."""
    response = client.get("/glossary/", {"q": "대체효과"})

    assert "replacement effect" in response.content.decode()


def test_summary_titles_pair_a_terms_english_with_its_korean() -> None:
    """Given summaries titled in both languages, a term's titles pair; a sentence or a number
    doesn't (CR 704.5j is the legend rule; 700.7's title names a number, not a term)."""
    titles = [("Legend rule", "전설 규칙"),                      # 704.5j
              ("Defender", "방어자 (Defender)"),                 # 702.3
              ("General (700.7)", "일반 규칙 700.7"),            # 700.7
              ("Flipping is one way for good", "뒤집기는 한 방향")]  # 710.4

    pairs = summary_title_pairs(titles)

    assert pairs == [("Legend rule", "전설 규칙"), ("Defender", "방어자")]


def test_summary_titles_add_only_what_the_glossary_lacks_and_only_one_way() -> None:
    """Given the text's own pair for "library", a summary's title neither replaces it nor
    gives a Korean query an English bonus word; a new English term maps to its Korean."""
    entries = [GlossaryEntry("library", "서고", "text")]

    glossary = build_glossary(entries, [("Library", "도서관"), ("Legend rule", "전설 규칙")])

    assert glossary.english[("librari",)] == {"서고"}
    assert glossary.match_english(["legend", "rule"]) == [([0, 1], ["전설 규칙"])]
    assert "전설규칙" not in glossary.korean


def test_an_english_keyword_query_searches_for_its_korean_name(search_index: Path) -> None:
    """Given "undying" only in a summary's English title, an English story of it reaches
    the summary of undying (CR 702.93, which this edition lacks) first, by its Korean 불사."""
    numbers = [result.number for result in search("undying creature dies").results]

    assert numbers[0] in {"702.93", "702.93a"}
