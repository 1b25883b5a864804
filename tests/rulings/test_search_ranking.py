"""Ranking between neighbouring rules (rulings/search/query.py): the multiplayer variants'
restatements of a base rule, and bare headings, for the questions judges type."""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from rulings.search import query
from rulings.search.index import open_index
from rulings.search.intent import ALL_SIGNALS
from rulings.search.query import expand_query, search


def _numbers(text: str, limit: int = 5) -> list[str]:
    return [result.number for result in search(text, limit=limit).results]


@pytest.mark.django_db
@pytest.mark.parametrize(("text", "base", "variant"), [
    ("extra turns", "500.7", "807.4j"),  # 807.4j: extra turns in grand melee
    ("독 카운터가 몇 개면 지나요", "104.3d", "810.8d"),  # 810.8d: a team's fifteen
])
def test_a_base_rule_ranks_above_a_variants_restatement(text: str, base: str, variant: str,
                                                        search_index: Path) -> None:
    """Unless a variant is named, the base rule comes before a variant's version of it."""
    numbers = _numbers(text, limit=10)

    assert base in numbers and variant in numbers
    assert numbers.index(base) < numbers.index(variant)


@pytest.mark.django_db
def test_the_base_rule_comes_first_because_of_the_variant_factor(
        search_index: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Without the factor (1.0), a variant's version of the rule would come first for "turn
    structure" (805 shared team turns' or 807 grand melee's)."""
    assert not "801" <= _numbers("turn structure")[0][:3] <= "811"
    monkeypatch.setattr(query, "VARIANT_FACTOR", 1.0)

    numbers = _numbers("turn structure")

    assert "801" <= numbers[0][:3] <= "811"


@pytest.mark.django_db
def test_a_named_variant_puts_another_variants_rules_below(
        search_index: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """"쌍두거인에서 팀원끼리 손 보여줘도 돼요": in two-headed giant, teammates may look at each
    other's hands at any time (810.5). The emperor game's 809.7 says the same words of its
    teams, but the judge named two-headed giant: 810.5 is the answer, and the emperor's rule
    falls below it as a base rule would (without the factor it comes first)."""
    text = "쌍두거인에서 팀원끼리 손 보여줘도 돼요"
    assert _numbers(text)[0] == "810.5"
    monkeypatch.setattr(query, "VARIANT_RULES", {})

    assert _numbers(text)[0] == "809.7"


@pytest.mark.django_db
@pytest.mark.parametrize(("text", "variant_rules"), [
    ("2HG poison counters", ("810.10", "810.8d")),
    ("쌍두거인전 독 카운터 패배", ("810.10", "810.8d")),
    ("효과 범위 제한 옵션", ("801", "801.1")),
])
def test_a_named_variant_keeps_its_rules_first(text: str, variant_rules: tuple[str, ...],
                                              search_index: Path) -> None:
    """A query that names a variant (in Korean, English or table talk) gets its rules first."""
    assert _numbers(text)[0] in variant_rules


@pytest.mark.django_db
def test_a_bare_heading_does_not_head_a_questions_cluster(search_index: Path) -> None:
    """801 (a heading with no text of its own) ranks below the subrules that answer a question
    about the range of influence, but still heads the topic itself."""
    question = _numbers("효과 범위 2면 누구까지 목표로 정할 수 있어요")
    topic = _numbers("효과 범위 제한 옵션")

    assert "801" not in question[:2] and question[0].startswith("801.")
    assert topic[0] == "801"


@pytest.mark.django_db
def test_a_summary_that_says_more_than_any_rule_comes_first(search_index: Path) -> None:
    """The legend rule (704.5j) is a state-based action the Korean text lacks: no rule of the
    text says "same name, legendary, two of them", so the project's summary of it answers
    first, not a rule of the text that mentions legends in passing."""
    assert _numbers("같은 이름 전설 지속물 두 개 조종하면 어떻게 돼요")[0] == "704.5j"


@pytest.mark.django_db
def test_a_summary_saying_more_of_a_story_than_any_rule_leads_without_a_margin(
        search_index: Path) -> None:
    """A token gone to its owner's hand ceases to exist (current 704.5d, a state-based action
    the Korean text lacks): given the story, when searched, then the project's summary of
    704.5d comes first, above 111.2 (who owns a token), which says less of the story."""
    assert query.SHARE_MARGIN == 0.0
    assert _numbers("토큰이 주인 손으로 돌아갔어")[0] == "704.5d"


@pytest.mark.django_db
def test_a_margin_would_hold_the_summary_below_rules_saying_less(
        search_index: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Given the old margin of 0.05, when the token story is searched, then a rule of the text
    (111.2) that says less of it comes first: the margin, not the scores, kept 704.5d down."""
    monkeypatch.setattr(query, "SHARE_MARGIN", 0.05)

    assert _numbers("토큰이 주인 손으로 돌아갔어")[0] != "704.5d"


@pytest.mark.django_db
def test_a_word_the_judges_vocabulary_knows_is_not_a_typo(search_index: Path) -> None:
    """"라이프" is the judges' word for 생명점 (the thesaurus), not a one-jamo typo of "레이드":
    its terms are its own and the rules' wording, without "레이" (in every "플레이어")."""
    weights = expand_query("라이프", open_index(search_index)).weights()

    assert {"생명", "명점", "라이프"} <= set(weights)
    assert "레이" not in weights


@pytest.mark.django_db
@pytest.mark.parametrize(("text", "first_syllables"), [
    ("대체 효과", {"대~", "효~"}),
    # Only each word's own: "체~" of the pair "체효" is no word's first syllable.
    ("대체효과", {"대~"}),
    # A thesaurus phrase replaces the words' concepts; the words' first syllables stay.
    ("효과 범위 제한", {"효~", "범~", "제~"}),
])
def test_the_heading_test_adds_each_words_own_first_syllable(
        text: str, first_syllables: set[str], search_index_dir: Path) -> None:
    """A heading is said by the query's terms and the first syllable of each word typed, not
    of each syllable pair (issue 29)."""
    parsed = expand_query(text, open_index(search_index_dir))

    assert parsed.first_syllables == first_syllables


@pytest.mark.django_db
def test_a_heading_said_by_the_querys_words_comes_first(search_index: Path) -> None:
    """"효과 범위 제한" says all of 801's heading "효과 범위 제한 옵션" but 옵션 (a word of
    the text's, not the judge's): 801 is the page (the heading test, with each word's first
    syllable counted as said); with the term signal, its defining rule 801.1 leads it."""
    off = search("효과 범위 제한", limit=1, signals=replace(ALL_SIGNALS, term=False)).results

    assert off[0].number == "801"
    assert _numbers("효과 범위 제한", limit=2) == ["801.1", "801"]


def test_the_variant_terms_are_the_variant_tables_terms() -> None:
    """VARIANT_TERMS is derived from VARIANT_RULES (one table, issue 29), and every section a
    term names is one of the variants' (801-811)."""
    assert frozenset(query.VARIANT_RULES) == query.VARIANT_TERMS
    assert query.VARIANT_SECTIONS
    assert all(query.VARIANT_FIRST <= section <= query.VARIANT_LAST
               for section in query.VARIANT_SECTIONS)


@pytest.mark.django_db
def test_a_team_named_puts_the_teamless_variants_rules_below(
        search_index: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """"팀원" names the team games (805, 808, 810, 811): a rule of the emperor game (809) or
    of range of influence (801) ranks below as a base rule would, so with the team games'
    sections named the emperor's 809.7 falls by the variant factor."""
    text = "팀원 손 보기"
    named = _numbers(text, limit=10)
    # The thesaurus says 팀원 as 팀메이트 too: every team term named no variant before.
    monkeypatch.setattr(query, "VARIANT_RULES", {
        term: () if "808" in sections else sections
        for term, sections in query.VARIANT_RULES.items()})

    unnamed = _numbers(text, limit=10)

    assert named.index("809.7") > unnamed.index("809.7")


@pytest.mark.django_db
@pytest.mark.parametrize(("text", "defining", "heading"), [
    ("스택", "405.1", "405"),  # 405 "스택" has no text of its own: 405.1 says what goes on it
    ("stack", "405.1", "405"),  # the glossary's Korean names the same heading
    # No heading is "우선권": 117 "타이밍과 우선권" says it and the least else.
    ("우선권", "117.1", "117"),
    ("우선꿘", "117.1", "117"),  # one jamo off, as the heading test reads it
    ("우선권이 뭐예요", "117.1", "117"),  # asking what it is is still the term
    # Table talk, said the rules' way by the thesaurus (방어자 선언): 509 "방어자 선언단" is a
    # step, but the query names the action, not the step; 509.1 says how it is done.
    ("블로커 지정", "509.1", "509"),
])
def test_a_short_term_puts_its_defining_rule_first(text: str, defining: str, heading: str,
                                                   search_index: Path) -> None:
    """A short term names a concept: the rule that defines what its heading names comes
    first, the heading among the next (issue 29)."""
    numbers = _numbers(text)

    assert numbers[0] == defining
    assert heading in numbers


@pytest.mark.django_db
@pytest.mark.parametrize(("text", "number"), [
    ("전투피해단", "510"), ("cleanup step", "514"),  # the step named: its page
    ("방어자 선언", "509.1"),  # the action named: the rule that says how it is done
])
def test_a_step_named_is_its_own_page_and_its_action_its_rule(text: str, number: str,
                                                              search_index: Path) -> None:
    """A step's subrules are its procedure, not its definition: a query that names the step
    (단, 단계, step, phase) gets the step's page; one that names the action, its rule."""
    assert _numbers(text)[0] == number


@pytest.mark.django_db
def test_without_the_term_signal_the_heading_comes_first(search_index: Path) -> None:
    """The term signal switched off (intent.Signals.term), "스택" gets the heading 405 first,
    as before issue 29: the signal is what puts 405.1 there."""
    from dataclasses import replace

    from rulings.search.intent import ALL_SIGNALS

    off = search("스택", limit=2, signals=replace(ALL_SIGNALS, term=False)).results

    assert off[0].number == "405"


@pytest.mark.django_db
@pytest.mark.parametrize("text", ["스택에 동시에 올리면", "우선권은 누가 받나요",
                                  "대지를 한 턴에 두 번"])
def test_a_question_is_no_short_term(text: str, search_index_dir: Path) -> None:
    """A question (an intent other than what-is, a verb or a conditional, more than three
    words) names no single concept: the defining-rule signal stays off."""
    assert not expand_query(text, open_index(search_index_dir)).term


def test_a_headings_defining_rule_is_its_first_rule_with_text() -> None:
    """index.defining_rules(): a heading with text of its own defines itself; one without,
    its first descendant with text, however deep (section 4 -> 400 -> 400.1)."""
    from rulings.search.index import defining_rules

    def row(number: str, title: str = "", text: str = "") -> dict[str, str]:
        return {"slug": number, "number": number, "kind": "rule", "title": title,
                "display_text": text}

    rows = [row("4", "구역"), row("400", "일반"), row("400.1", text="구역은 ..."),
            row("405", "스택"), row("405.1", text="주문이 ..."),
            row("406", "추방", "추방 구역은 ..."), row("406.1", text="...")]

    assert defining_rules(rows) == {"4": "400.1", "400": "400.1", "405": "405.1", "406": "406"}


@pytest.mark.django_db
def test_a_concept_a_heading_names_counts_more_than_the_story(search_index_dir: Path) -> None:
    """Given a situation told in everyday words around a rules concept, when it is read,
    then the concept a heading names (402 "손", 117 "우선권") weighs CONCEPT_WEIGHT in
    coverage and the story's words ("너무", "많으면") weigh 1."""
    opened = open_index(search_index_dir)

    parsed = expand_query("손에 카드가 너무 많으면", opened)
    salience = {concept.alternatives[0][0][0]: concept.salience for concept in parsed.concepts}

    assert salience["손"] == query.CONCEPT_WEIGHT
    assert salience["너무"] == 1.0
    assert query.CONCEPT_WEIGHT > 1.0


@pytest.mark.django_db
def test_the_rules_concept_of_a_situation_decides_its_rule(search_index: Path) -> None:
    """Given "손에 카드가 너무 많으면" (too many cards in hand), when searched, then 402.2,
    the maximum hand size, leads: with the concepts signal off (intent.Signals.concepts), the
    story's "많으면" lets 406.3a, a face-down card in exile, lead instead."""
    off = search("손에 카드가 너무 많으면", limit=3,
                 signals=replace(ALL_SIGNALS, concepts=False)).results

    assert _numbers("손에 카드가 너무 많으면")[0] == "402.2"
    assert off[0].number != "402.2"


@pytest.mark.django_db
@pytest.mark.parametrize(("text", "specific", "statement"), [
    # 608.2 says resolving has steps; 608.2k says the finished spell goes to the graveyard.
    ("해결 끝난 순간마법은 어디로 가", "608.2k", "608.2"),
    # 510.1 is how damage is assigned; 510.1b says an unblocked creature's goes to the player.
    ("안 막힌 생물 플레이어에게 데미지", "510.1b", "510.1"),
])
def test_a_query_of_several_concepts_wants_the_subrule_that_says_them(
        text: str, specific: str, statement: str, search_index: Path) -> None:
    """Given a question of three or more concepts whose answer is one subrule, when searched,
    then the subrule leads its statement (the family bonus counts half:
    SPECIFIC_FAMILY_FACTOR); with the specific signal off, the statement heads its cluster.
    The keywords signal is off in that comparison too: since 704's summaries' titles join the
    concepts, "안 막힌" (the text's 방어되지 않은) weighs as one, and 510.1b leads on that
    alone."""
    off = search(text, limit=2,
                 signals=replace(ALL_SIGNALS, specific=False, keywords=False)).results

    assert _numbers(text, limit=2) == [specific, statement]
    assert [result.number for result in off] == [statement, specific]


@pytest.mark.django_db
def test_a_short_term_is_not_specific(search_index_dir: Path) -> None:
    """Given a term of two concepts ("블로커 지정"), when read, then the statement keeps its
    whole family bonus: a term names the cluster, not one subrule of it."""
    opened = open_index(search_index_dir)

    assert not expand_query("블로커 지정", opened).specific
    assert expand_query("해결 끝난 순간마법은 어디로 가", opened).specific


@pytest.mark.django_db
def test_a_keyword_the_summaries_name_is_a_concept(search_index_dir: Path) -> None:
    """Given a story that names a keyword the text lacks ("치명타", deathtouch: 702.2 is one
    of the project's summaries, no heading of the text), when read, then the keyword weighs
    CONCEPT_WEIGHT as a heading's concept does; with the keywords signal off, 1."""
    opened = open_index(search_index_dir)
    text = "치명타 있는 생물이 막았어"

    def salience(signals: object) -> float:
        parsed = expand_query(text, opened, signals)  # type: ignore[arg-type]
        return next(concept.salience for concept in parsed.concepts
                    if concept.alternatives[0][0][0] == "치명")

    assert salience(ALL_SIGNALS) == query.CONCEPT_WEIGHT
    assert salience(replace(ALL_SIGNALS, keywords=False)) == 1.0


@pytest.mark.django_db
def test_a_summary_titles_parenthesised_name_names_no_concept(search_index: Path) -> None:
    """Given 701.25's title "Set in motion (아치에너미)", when the keywords' terms are read,
    then the variant's name in parentheses is left out: "너무" (whose typo alternative is
    "너미") stays a story word, and "손에 카드가 너무 많으면" still finds 402.2 first (searched
    in the session's index, made the one search() uses: not whatever var/ holds)."""
    opened = open_index(search_index)

    parsed = expand_query("손에 카드가 너무 많으면", opened)

    assert "너미" not in opened.concept_vocabulary
    assert {c.alternatives[0][0][0]: c.salience for c in parsed.concepts}["너무"] == 1.0
    assert _numbers("손에 카드가 너무 많으면")[0] == "402.2"


@pytest.mark.django_db
def test_a_keyword_concept_decides_a_rule(search_index: Path) -> None:
    """Given "대지를한턴에두번" (a land twice in one turn), when searched, then 116.2a (a land
    is played as a special action, once a turn) leads: 대지 is named by 702.14's keyword
    (대지걷기) and weighs as a concept; with the keywords signal off, 500.7 (extra turns,
    whose text says 턴 and 두 번 more) leads instead."""
    off = search("대지를한턴에두번", limit=1,
                 signals=replace(ALL_SIGNALS, keywords=False)).results

    assert _numbers("대지를한턴에두번")[0] in ("116.2a", "505.5b")
    assert off[0].number == "500.7"
