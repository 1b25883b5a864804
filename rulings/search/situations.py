"""Reading a situation: a story in everyday words whose answer turns on one rules concept
(issue 29, round 6).

A judge's situation names a keyword ("경계 있는 생물로 공격했는데 탭을 안 해도 된다고?") and
tells what happened with it. The keyword's summary (702.20 경계: what the keyword is, in a
paragraph) says the story's words as the subrule that states the interaction does (702.20b:
"경계를 가진 생물은 공격해도 탭되지 않습니다"), and a paragraph about the whole keyword
outscores the one sentence. For a story, the subrule is the answer: `interaction_first()` puts
the keyword's subrule that says most of the query just above its statement (the
`interaction` signal of intent.Signals). A short term ("경계", "비행이란") still gets the
statement: it asks what the keyword is.

The offline search ports it (static/pwa/offline-search.js, Index.interactionFirst), with
KEYWORD_STATEMENT shipped in the bundle.
"""
from __future__ import annotations

import json
import re
from functools import lru_cache
from pathlib import Path
from typing import Any

from .index import _PARENTHESES_RE, SUMMARIES_FILE, heading_terms

# The statement of a keyword action's or ability's summary (701.5 무효화, 702.20 경계): its
# subrules (702.20b) state what the keyword does. A regular expression in the common subset of
# Python's and JavaScript's, since the offline search compiles the same string.
KEYWORD_STATEMENT = r"^70[12]\.\d+$"
# How far above its statement the subrule is placed (its score times this).
INTERACTION_LEAD = 1.001

_KEYWORD_STATEMENT_RE = re.compile(KEYWORD_STATEMENT)
# A story that names the keyword (every term of its summary's title, 비행 for 702.9 비행) asks
# what the keyword does there: its subrule leads the text's rules too (`named`), by this much
# over the best of them.
NAMED_LEAD = 1.01


@lru_cache(maxsize=1)
def keyword_names(path: Path = SUMMARIES_FILE) -> dict[str, frozenset[str]]:
    """Each keyword statement summary's name (701.5 무효화, 702.9 비행) as heading terms,
    read off the summaries file as index.keyword_vocabulary() reads them."""
    data = json.loads(path.read_text(encoding="utf-8"))
    return {number: heading_terms(_PARENTHESES_RE.sub("", entry.get("title_ko", "")))
            for number, entry in data.items()
            if _KEYWORD_STATEMENT_RE.match(number) and isinstance(entry, dict)}


def interaction_first(rows: list[dict[str, Any]] | dict[str, dict[str, Any]],
                      ranked: list[tuple[float, str]], placing: dict[str, float],
                      summary_kind: str, query_terms: frozenset[str] = frozenset(),
                      named: bool = False) -> list[tuple[float, str]]:
    """`ranked` (score, slug) with each keyword's subrule summary that says most of the query
    (`placing`, by number; then the higher score) placed just above the keyword's statement
    summary, when both are among the candidates; the subrule is placed as saying as much of
    the query as its statement (`placing` is updated), so the text's rules that keep the
    statement below them keep the subrule there too, and no more."""
    summaries = {rows[slug]["number"]: (score, slug) for score, slug in ranked
                 if rows[slug]["kind"] == summary_kind}
    moved: dict[str, float] = {}
    names = keyword_names() if named else {}
    top = max((score for score, slug in ranked if rows[slug]["kind"] != summary_kind),
              default=0.0)
    for number, (score, _slug) in summaries.items():
        if not _KEYWORD_STATEMENT_RE.match(number):
            continue
        subrules = [(placing.get(sub, 0.0), sub_score, sub)
                    for sub, (sub_score, _sub_slug) in summaries.items()
                    if sub[:-1] == number and sub[-1].isalpha()]
        if not subrules:
            continue
        _share, sub_score, sub = max(subrules)
        placing[sub] = max(placing.get(sub, 0.0), placing.get(number, 0.0))
        moved[summaries[sub][1]] = max(sub_score, score * INTERACTION_LEAD)
        name = names.get(number)
        if name and name <= query_terms:
            placing[sub] = 1.0
            moved[summaries[sub][1]] = max(moved[summaries[sub][1]], top * NAMED_LEAD)
    if not moved:
        return ranked
    return [(moved.get(slug, score), slug) for score, slug in ranked]


# A story's verbs for the rules' concepts: what a judge says happened ("맞았어", "빼앗아 왔는데",
# "날아다녀서") and the word the rules say it with (피해, 조종, 비행). A word starting with the
# story's stem gains the rules' word as one more wording of its concept (weighed as the
# everyday words of query.COLLOQUIAL are), so the rule the story turns on says it. Checked
# against the indexed questions (rulings/data/questions.tsv: the judges' own questions, each
# labelled with its rule): the share given is of the questions saying the stem whose rule's
# text or summary says the rules' word (tests/rulings/test_situations.py checks each is at
# least half, where there are any).
STORY_WORDS: dict[str, str] = {
    "맞았": "피해",  # "맞았는데": 4 of 5 questions (120.9, 615.11)
    "맞으": "피해",  # "맞으면": 18 of 28 (119.2, 120.3a, 615.7)
    "때렸": "피해",  # "때렸어": 1 of 1 (614.7a); 때리/때려 are 공격 (query.COLLOQUIAL)
    "냈": "발동",  # "냈는데": 3 of 4 (400.7c, 607.2h)
    "돌아와": "되돌",  # "돌아와?": 11 of 19 (610.3, 702.79a, 702.93a)
    "돌아왔": "되돌",  # the same verb's past; no question says it
    "뺏": "조종",  # "뺏어 오면": 29 of 34 (110.2, 111.2)
    "빼앗": "조종",  # "빼앗아 왔는데": the same verb written out; 0 of 1
    "훔쳐": "조종",  # "훔쳐 왔는데": 1 of 1 (112.2)
    "터지": "격발",  # "터지나요": 14 of 15 (603.2b, 603.12)
    "터져": "격발",  # "터져?": 7 of 8 (508.3b, 509.5a)
    "잡": "목표",  # "못 잡는대": 26 of 30 (115.1, 115.10)
    "날아다": "비행",  # "날아다녀서": no question says it; the flying keyword (702.9)
    "빠지": "제거",  # "전투에서 빠지나요": 12 of 17 (506.4, 506.4b, 509.2a)
    "빠져": "제거",  # "빠져요": 5 of 6 (120.3c, 506.4, 509.1h)
    "걸린": "적용",  # "효과가 걸린": 7 of 10 (113.11, 613.1, 613.3)
    "쐈": "목표",  # "주문 쐈는데": 1 of 1 (608.2b)
    "들어오": "전장",  # "들어오는데": 70 of 78 (110.5b, 111.2, 113.6g)
    "들어온": "전장",  # "들어온 생물": 26 of 31 (506.3b, 508.4)
    "바꾸는": "변경",  # "색 바꾸는 효과": 37 of 65 (105.3, 613.1b)
    "살릴": "재생",  # "재생으로 살릴 수 있어요?": 3 of 5 (701.17a, 702.2b)
}


def story_wordings(word: str) -> list[str]:
    """The rules' words for a story's word ("맞았는데" -> ["피해"]), by STORY_WORDS."""
    return [formal for stem, formal in STORY_WORDS.items() if word.startswith(stem)]
