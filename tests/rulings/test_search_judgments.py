"""The search benchmark's blind judgments (bench/search_judgments.tsv, `--judged`): only a
`yes` counts, a bad line is refused with its number, and every judgment names a query its
set still has."""
from __future__ import annotations

from pathlib import Path

import pytest

from bench.search_quality import (
    JUDGMENTS,
    QUERY_FILES,
    Query,
    load_judgments,
    load_queries,
    with_judged,
)

HEADER = "set\tquery\trule\tverdict\treason\n"


def _write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "judgments.tsv"
    path.write_text(text, encoding="utf-8")
    return path


def test_only_a_yes_counts(tmp_path: Path) -> None:
    path = _write(tmp_path, "# provenance\n" + HEADER
                  + "blind5\t상대 턴에 집중마법\t307.1\tyes\tstates sorcery timing\n"
                  + "blind5\t상대 턴에 집중마법\t602.5d\tno\tabout abilities\n"
                  + "blind5\t상대 턴에 집중마법\t117.1\tpartial\tin a subrule\n")

    assert load_judgments(path) == {("blind5", "상대 턴에 집중마법"): frozenset({"307.1"})}


@pytest.mark.parametrize(("line", "message"), [
    ("blind5\tq\t117.1a\tmaybe\tunsure\n", "line 3: verdict 'maybe' is not one of yes"),
    ("blind5\tq\t\tyes\tno rule\n", "line 3: set, query, rule and verdict are all needed"),
    ("blind5\tq\t117.1a\n", "line 3: set, query, rule and verdict are all needed"),
])
def test_a_bad_line_is_refused_with_its_number(tmp_path: Path, line: str, message: str) -> None:
    path = _write(tmp_path, "# provenance\n" + HEADER + line)

    with pytest.raises(ValueError, match=message):
        load_judgments(path)


def test_a_file_without_its_header_is_refused(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="the first row must be the header"):
        load_judgments(_write(tmp_path, "blind5\tq\t117.1a\tyes\tok\n"))


def test_judged_answers_are_added_to_the_sets_own() -> None:
    queries = [Query("blind5", "question", "q", ("117.1a",)),
               Query("blind5", "question", "other", ("500.1",))]

    judged = with_judged(queries, {("blind5", "q"): frozenset({"307.1", "117.1a"})})

    assert [query.expected for query in judged] == [("117.1a", "307.1"), ("500.1",)]


def test_a_judgment_for_a_query_its_set_lacks_is_refused() -> None:
    queries = [Query("blind5", "question", "q", ("117.1a",))]

    with pytest.raises(ValueError, match="their set does not have"):
        with_judged(queries, {("blind5", "edited since"): frozenset({"307.1"})})
    # A set not loaded (--queries naming one file) is not checked.
    assert with_judged(queries, {("blind6", "x"): frozenset({"1"})}) == queries


def test_the_projects_judgments_load_and_name_queries_of_the_sets() -> None:
    queries = [query for path in QUERY_FILES for query in load_queries(path)]
    judged = load_judgments(JUDGMENTS)

    assert judged, "no rule judged to answer a query"
    with_judged(queries, judged)  # raises if a judgment names a query its set lacks


def test_a_packet_leaves_out_the_rules_already_judged(tmp_path: Path) -> None:
    """Given judgments of every verdict, when the packet asks what is judged, then each
    (set, query, rule) is known whatever its verdict, so no rule is judged twice."""
    from bench.search_judge_packet import judged_rules

    path = _write(tmp_path, "# provenance\n" + HEADER
                  + "blind9\t스택\t405.1\tyes\tdefines the stack\n"
                  + "blind9\t스택\t405\tpartial\theading\n")

    assert judged_rules(path) == {("blind9", "스택", "405.1"), ("blind9", "스택", "405")}
