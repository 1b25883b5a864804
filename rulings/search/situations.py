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

import re
from typing import Any

# The statement of a keyword action's or ability's summary (701.5 무효화, 702.20 경계): its
# subrules (702.20b) state what the keyword does. A regular expression in the common subset of
# Python's and JavaScript's, since the offline search compiles the same string.
KEYWORD_STATEMENT = r"^70[12]\.\d+$"
# How far above its statement the subrule is placed (its score times this).
INTERACTION_LEAD = 1.001

_KEYWORD_STATEMENT_RE = re.compile(KEYWORD_STATEMENT)


def interaction_first(rows: list[dict[str, Any]] | dict[str, dict[str, Any]],
                      ranked: list[tuple[float, str]], placing: dict[str, float],
                      summary_kind: str) -> list[tuple[float, str]]:
    """`ranked` (score, slug) with each keyword's subrule summary that says most of the query
    (`placing`, by number; then the higher score) placed just above the keyword's statement
    summary, when both are among the candidates; the subrule is placed as saying as much of
    the query as its statement (`placing` is updated), so the text's rules that keep the
    statement below them keep the subrule there too, and no more."""
    summaries = {rows[slug]["number"]: (score, slug) for score, slug in ranked
                 if rows[slug]["kind"] == summary_kind}
    moved: dict[str, float] = {}
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
    if not moved:
        return ranked
    return [(moved.get(slug, score), slug) for score, slug in ranked]
