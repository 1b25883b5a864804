"""The Korean analyzer, the glossary and query parsing: spacing, particles, numbers, English,
typos."""
from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rulings.search.analysis import (
    analyze,
    respace,
    strip_conditional,
    strip_ending,
    strip_particle,
)
from rulings.search.glossary import build_glossary, extract_pairs, glossary_entries
from rulings.search.index import open_index
from rulings.search.query import expand_query, parse_rule_number, search
from rulings.search.snippets import highlight

# The session's index fixtures, shared with the other search test modules.


def terms(text: str) -> set[str]:
    return {term.text for term in analyze(text)}


def test_unspaced_query_terms_all_occur_in_spaced_text() -> None:
    """"대체효과" yields only terms that "대체 효과" also yields (bridge bigram included)."""
    unspaced = terms("대체효과") - {"대체효과"}  # the whole word is a bonus only

    spaced = terms("대체 효과")

    assert unspaced <= spaced


@pytest.mark.parametrize(("word", "stem"), [
    ("전장에", "전장"), ("전장의", "전장"), ("전장에서", "전장"), ("플레이어들은", "플레이어"),
    ("효과들이", "효과"), ("손에", "손"), ("스택으로", "스택"), ("대체효과는", "대체효과"),
])
def test_particles_are_stripped(word: str, stem: str) -> None:
    """A particle glued to a noun is removed, leaving the noun."""
    result = strip_particle(word)

    assert result == stem


@pytest.mark.parametrize("word", ["효과", "추가", "정의", "플레이", "마나", "하나"])
def test_nouns_ending_like_particles_are_kept(word: str) -> None:
    """A noun whose last syllable looks like a particle is not cut."""
    result = strip_particle(word)

    assert result == word


def test_inflected_forms_share_terms() -> None:
    """"전장에" and "전장의" analyze to the same terms."""
    first = terms("전장에")

    second = terms("전장의")

    assert first == second == {"전장", "전~"}


def test_conjugations_share_the_stem_syllable() -> None:
    """"뽑나요" and "뽑기단" share the prefix term of their one-syllable stem 뽑."""
    question = terms("뽑나요")

    rule = terms("뽑기단을 생략합니다")

    assert "뽑~" in question & rule


@pytest.mark.parametrize(("word", "stem"), [
    ("들어옵니다", "들어오"), ("들어온다", "들어오"), ("들어오나요", "들어오"),
    ("가집니다", "가지"), ("발동한다면", "발동"), ("사라지는지", "사라지"), ("적용됩니다", "적용"),
    ("떠나면", "떠나"), ("넘기면", "넘기"), ("활성화했으면", "활성화"), ("적용되었다", "적용"),
    ("놓일지를", "놓이"), ("적용되는지를", "적용"),
])
def test_verb_endings_are_stripped_to_the_stem(word: str, stem: str) -> None:
    """The rules' sentence endings and a question's endings leave the same verb stem."""
    result = strip_ending(word)

    assert result == stem


@pytest.mark.parametrize(("word", "stem"), [
    ("이상이면", "이상"), ("생물이면", "생물"), ("생물이라면", "생물"),
    ("플레이어라면", "플레이어"),
    # Verbs whose stem ends in 이 (passive, causative) keep it: one syllable before it, or 들.
    ("죽이면", "죽이"), ("놓이면", "놓이"), ("쌓이면", "쌓이"), ("받아들이면", "받아들이"),
])
def test_if_it_is_leaves_the_noun(word: str, stem: str) -> None:
    """"독 카운터가 10개 이상이면" says 이상 as the rule's "10개 이상의" does: the copula made
    conditional (이면 after a consonant, 라면 after a vowel) is cut, not read as a verb 이상이-."""
    assert strip_ending(word) == stem


@pytest.mark.parametrize(("word", "stem"), [
    ("이상이면", "이상"), ("생물이라면", "생물"), ("플레이어라면", "플레이어"),
    ("떠나면", "떠나"), ("뽑으면", "뽑"), ("죽이면", "죽이"),
])
def test_the_conditional_of_the_copula_is_a_conditional(word: str, stem: str) -> None:
    """"if it is" is one of the conditional endings (strip_conditional(), issue 29): the noun
    before 이면 / 이라면 / 라면 comes out where a verb's stem before 면 / 으면 does."""
    assert strip_conditional(word, shortest=1) == stem


@pytest.mark.parametrize("word", ["서고", "앞면", "뒷면", "양면", "정화단", "받습니다", "생물"])
def test_short_words_and_nouns_keep_their_ending(word: str) -> None:
    """A word too short to hold a stem and an ending, or a noun, is not cut ("뒷면": -면 of a
    condition never follows a consonant)."""
    result = strip_ending(word)

    assert result == word


def test_one_syllable_noun_is_a_unigram() -> None:
    """"손에" keeps "손", which bigrams could not represent."""
    result = terms("손에 있는 카드")

    assert "손" in result


@pytest.mark.parametrize("text", ["613.3b", "See rule 613.3b.", "규칙613.3b를"])
def test_rule_number_is_one_token(text: str) -> None:
    """A rule number survives analysis whole."""
    result = terms(text)

    assert "613.3b" in result


def test_english_is_lowercased_and_stemmed() -> None:
    """"State-Based Actions" and "state-based action" give the same terms."""
    first = terms("State-Based Actions")

    second = terms("state-based action")

    assert first == second == {"state", "base", "action"}


def test_full_width_letters_fold_to_ascii() -> None:
    """Phone keyboards' full-width "ＳＢＡ ６１３" reads as "sba 613"."""
    result = terms("ＳＢＡ ６１３")

    assert result == {"sba", "613"}


@given(st.text(max_size=60))
def test_analysis_spans_stay_inside_the_text(text: str) -> None:
    """Every term's span is a valid slice of the input, whatever the input."""
    result = analyze(text)

    assert all(0 <= t.start < t.end <= len(text) for t in result)


def test_glossary_pairs_come_from_parentheses() -> None:
    """"서고(library)" and "상태 참조 행동(state-based action)" become glossary pairs."""
    text = "구역: 서고(library), 손(hand). 모든 상태 참조 행동(state-based action)은"

    pairs = extract_pairs([text])

    assert ("library", "서고") in pairs
    assert ("state-based action", "상태 참조 행동") in pairs


def test_card_names_in_parentheses_are_not_glossary_terms() -> None:
    """A Title Case card name after Korean words is not a term."""
    pairs = extract_pairs(["그 두 장의 카드(Karn Liberated)를"])

    assert pairs == []


def test_curated_abbreviations_expand_to_korean() -> None:
    """"SBA" looks up "상태 참조 행동" though the text never writes "SBA"."""
    glossary = build_glossary(glossary_entries([]))

    matches = glossary.match_english(["what", "is", "sba"])

    assert matches == [([2], ["상태 참조 행동"])]


@pytest.mark.parametrize(("query", "number"), [
    ("613.3b", "613.3b"), ("규칙 509.1", "509.1"), ("rule 603.7d", "603.7d"),
    ("613 3b", "613.3b"), ("CR 613.3b", "613.3b"), ("cr613.6", "613.6"), ("613.3B", "613.3b"),
    ("규칙509.1항", "509.1"), ("613", "613"), ("Rule 800.4a", "800.4a"), ("613-3b", "613.3b"),
])
def test_rule_number_queries_in_every_form(query: str, number: str) -> None:
    """Every way judges write a rule number parses to the number."""
    result = parse_rule_number(query)

    assert result == number


@pytest.mark.parametrize("query", ["대체 효과", "613.3b 타임스탬프", "20장", "rule"])
def test_other_queries_are_not_rule_numbers(query: str) -> None:
    """Words, or a number inside words, are not a number jump."""
    result = parse_rule_number(query)

    assert result is None


def test_snippet_escapes_html_and_marks_matches() -> None:
    """Text is escaped; only the <mark> tags are markup."""
    result = highlight('<script>alert("x")</script> 대체 효과', terms("대체효과"))

    assert "<script>" not in result
    assert "&lt;script&gt;" in result
    assert "<mark>대체 효과</mark>" in result


@pytest.mark.django_db
@pytest.mark.parametrize(("query", "family"), [
    ("대채 효과", "614"), ("언텝단", "502"), ("libary", "401"), ("replacment effect", "614"),
    ("grvaeyard", "404"),
])
def test_typos_still_find_the_rule(search_index: Path, query: str, family: str) -> None:
    """A one-jamo Korean typo or a misspelt English word (letters swapped too) finds the rule
    in the top 5."""
    response = search(query, limit=5)

    assert any(r.number.split(".")[0] == family for r in response.results)


@pytest.mark.django_db
@pytest.mark.parametrize("query", ["대체효과", "대체 효과", "대체 효과는", "replacement effect"])
def test_spacing_particles_and_english_find_the_same_rule(search_index: Path, query: str) -> None:
    """Spaced, unspaced, inflected and English queries all put the same rule first: 614.1,
    which defines what the heading 614 "대체 효과" names (a short term's defining rule,
    issue 29), with 614 itself right after."""
    response = search(query, limit=5)

    assert [r.number for r in response.results[:2]] == ["614.1", "614"]


@pytest.mark.django_db
@pytest.mark.parametrize(("query", "number"), [
    # 정화단 is a step, and "청소단" names it: the step's page. 휘장 and 무덤 are concepts:
    # the rule that defines them (114.1, 404.1) leads their headings (issue 29).
    ("청소단", "514"), ("엠블럼", "114.1"), ("묘지", "404.1"),
])
def test_table_talk_finds_the_texts_term(search_index: Path, query: str, number: str) -> None:
    """Players' words ("청소단" for 정화단, "엠블럼" for 휘장) find the rule by its own name."""
    response = search(query, limit=3)

    assert response.results[0].number == number


@pytest.mark.django_db
@pytest.mark.parametrize(("query", "number"), [("전투 시작단", "507"), ("전투 시작단계", "507")])
def test_step_suffix_a_judge_adds_still_finds_the_rule(search_index: Path, query: str,
                                                       number: str) -> None:
    """"전투 시작단" finds 507 "전투 시작", though the text does not write 단 after it."""
    response = search(query, limit=3)

    assert number in [r.number for r in response.results]


@pytest.mark.django_db
def test_question_words_and_endings_do_not_drown_the_question(search_index: Path) -> None:
    """A whole question ("...들어오나요") finds the rule that states it ("...들어옵니다")."""
    response = search("지속물은 언탭 상태로 전장에 들어오나요", limit=3)

    assert "110.5b" in [r.number for r in response.results]


def test_a_question_word_with_its_ending_is_not_searched_for(search_index_dir: Path) -> None:
    """"누구인가요" is the question word 누구 once its ending is off: not a word to look for."""
    opened = open_index(search_index_dir)

    terms = set(expand_query("격발 능력의 조종자는 누구인가요", opened).weights())

    assert "누구" not in terms
    assert "조종자" in terms


def test_a_particle_after_a_number_is_not_searched_for(search_index_dir: Path) -> None:
    """"0이 되면": the 이 glued to the number is no word a rule must contain."""
    opened = open_index(search_index_dir)

    terms = set(expand_query("생명점이 0이 되면", opened).weights())

    assert "0" in terms
    assert "이" not in terms


@pytest.mark.parametrize(("query", "asks"), [("사이드보드는 몇 장까지 쓸 수 있나요", True),
                                             ("아치에너미 시작 생명점은 얼마인가요", True),
                                             ("사이드보드", False)])
def test_a_question_asking_how_many_is_recognised(search_index_dir: Path, query: str,
                                                  asks: bool) -> None:
    """"몇 장" and "얼마" ask for a count; a plain term does not."""
    opened = open_index(search_index_dir)

    parsed = expand_query(query, opened)

    assert parsed.asks_count is asks


@pytest.mark.django_db
def test_a_how_much_question_prefers_the_rule_stating_the_number(search_index: Path) -> None:
    """"생명점은 얼마로 시작하나요" in Two-Headed Giant finds 810.4 ("30으로 시작합니다")."""
    response = search("쌍두거인전에서 생명점은 얼마로 시작하나요", limit=3)

    assert "810.4" in [r.number for r in response.results]


@pytest.mark.django_db
@pytest.mark.parametrize(("query", "number"), [("빈 서고", "121.4"), ("엔드 스텝", "513.1")])
def test_everyday_words_find_the_texts_wording(search_index: Path, query: str,
                                               number: str) -> None:
    """"빈 서고" (empty library) finds "서고에 카드가 없는"; "엔드 스텝" finds 종료단."""
    response = search(query, limit=3)

    assert number in [r.number for r in response.results]


@pytest.mark.django_db
@pytest.mark.parametrize(("query", "number"), [("LTB", "603.6c"), ("intentional draw", "104.4i")])
def test_english_the_text_writes_finds_where_it_writes_it(search_index: Path, query: str,
                                                          number: str) -> None:
    """An English term the Korean text keeps in one rule ("LTB 능력은") puts that rule first."""
    response = search(query, limit=3)

    assert response.results[0].number == number


@pytest.mark.django_db
@pytest.mark.parametrize(("query", "number"), [
    ("생명점을 지불하려면", "119.4"), ("멀리건", "103.4"),
])
def test_statement_heads_its_cluster_unless_a_subrule_says_more(search_index: Path, query: str,
                                                                number: str) -> None:
    """A topic finds the statement (103.4 over 103.4a-c); a detail the subrule that has it
    (119.4 on paying life, over 119 "생명점")."""
    response = search(query, limit=3)

    assert response.results[0].number == number


@pytest.mark.parametrize(("typed", "spaced"), [
    ("기권을하면은", "기권을 하면은"),
    ("대지를한턴에두번", "대지를 한 턴에 두 번"),
    ("전장에서무덤으로", "전장에서 무덤으로"),  # 에서, not 에 + 서무덤으로
    ("손에카드가너무많으면", "손에 카드가너무많으면"),  # 손: a one-syllable noun
    ("상대에게피해를", "상대에게 피해를"),
])
def test_a_space_left_out_after_a_particle_is_put_back(typed: str, spaced: str) -> None:
    """A judge's unspaced query has a word boundary after a particle that never sits inside
    a noun (을, 를, 에, 에서, 에게, 으로) and between a numeral and its counter (issue 29)."""
    assert respace(typed) == spaced


@pytest.mark.parametrize("word", [
    "플레이어에게서는",  # one particle, nothing after it
    "대체효과는", "다수플레이어공격옵션", "두번째", "한계", "세트", "에너지카운터", "생물을",
])
def test_words_without_a_left_out_space_stay_whole(word: str) -> None:
    """A particle at the end, a compound without particles, a numeral that starts another
    word ("한계") or an ordinal ("두번째") is not split."""
    assert respace(word) == word


@pytest.mark.django_db
@pytest.mark.parametrize(("typed", "spaced"), [
    ("기권을하면은", "기권을 하면은"),
    ("대지를한턴에두번", "대지를 한 턴에 두 번"),
])
def test_an_unspaced_query_is_analysed_as_its_spaced_form(typed: str, spaced: str,
                                                           search_index: Path) -> None:
    """The unspaced query's concepts, weights and answer are the spaced form's."""
    opened = open_index(search_index)

    assert expand_query(typed, opened) == expand_query(spaced, opened)
    assert ([r.number for r in search(typed).results]
            == [r.number for r in search(spaced).results])
