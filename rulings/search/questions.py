"""The questions each rule answers, as judges type them: search data ("doc2query").

The rules say things in the rules' words ("패배를 인정한다"); judges ask in theirs ("항복하면
어떻게 돼요"). `rulings/data/questions.tsv` holds, for every rule of the shipped text and every
rule the project summarises, a few questions whose answer that rule states: in everyday and
table-talk Korean, in the text's own terms paraphrased, and in English. The index keeps them
in a field of their own (`questions`, and `summary_questions` for the summaries, so the
summaries leave the rules' term statistics as they were), scored like the text
(query.FIELD_WEIGHTS), so a judge's question in everyday words meets the rule whose questions
say them.

The file was written rule by rule from the rules text alone, by writers who had not seen the
search code or any benchmark query (see the file's header), and is reviewed like code: a
question attached to the wrong rule ranks that rule first. tests/rulings/
test_search_questions.py checks that every number exists, that no question is listed twice,
and that each rule is found by its own questions.

One question a line, tab-separated: the rule number, the question.
"""
from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from pathlib import Path

from rulings.numbers import is_rule_number
from rulings.params import MAX_QUERY as MAX_QUESTION  # a question is at most a query's length

QUESTIONS_FILE = Path(__file__).resolve().parent.parent / "data" / "questions.tsv"


class QuestionsError(ValueError):
    """A line of the questions file that cannot be read; the message names the line."""


def parse_questions(text: str, source: str = "questions.tsv") -> dict[str, tuple[str, ...]]:
    """Rule number -> its questions in file order (comment lines start with #)."""
    questions: dict[str, list[str]] = {}
    seen: dict[tuple[str, str], int] = {}
    for line_number, line in enumerate(text.splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        where = f"{source}:{line_number}"
        cells = line.split("\t")
        if len(cells) != 2:
            raise QuestionsError(f"{where}: expected 2 tab-separated cells (number, question), "
                                 f"got {len(cells)}")
        number, question = cells[0].strip(), " ".join(cells[1].split())
        if not is_rule_number(number):
            raise QuestionsError(f"{where}: {number!r} is not a rule number (like 613.3b)")
        if not question:
            raise QuestionsError(f"{where}: the question of {number} is empty")
        if len(question) > MAX_QUESTION:
            raise QuestionsError(f"{where}: the question is {len(question)} characters, "
                                 f"at most {MAX_QUESTION}")
        key = (number, question.casefold())
        if key in seen:
            raise QuestionsError(f"{where}: the same question for {number} as line {seen[key]}")
        seen[key] = line_number
        questions.setdefault(number, []).append(question)
    return {number: tuple(listed) for number, listed in questions.items()}


def load_questions(path: Path | None = None) -> Mapping[str, tuple[str, ...]]:
    """The questions of `path` (default: the questions file, QUESTIONS_FILE) by rule number;
    none if the file is absent."""
    return _read(QUESTIONS_FILE if path is None else path)


@lru_cache(maxsize=4)
def _read(path: Path) -> Mapping[str, tuple[str, ...]]:
    if not path.exists():
        return {}
    return parse_questions(path.read_text(encoding="utf-8"), path.name)

