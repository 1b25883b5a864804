"""One vocabulary: the UI says what the shipped rules text says (rulings/vocabulary.py)."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from rulings.vocabulary import NOT_THE_RULES_WORD

# The session's index fixtures, shared with the other search test modules.

ROOT = Path(__file__).resolve().parents[2]
SEEDS = "\n".join(p.read_text(encoding="utf-8") for p in sorted((ROOT / "rulings" / "seeds")
                                                                   .glob("*.txt")))


def _ui_strings() -> list[tuple[str, str]]:
    """(where, text) for every Korean string a judge can see: message catalogues, templates,
    the engine's Korean messages, and scripts."""
    found: list[tuple[str, str]] = []
    for po in sorted((ROOT / "locale" / "src").glob("*.po")):
        for i, line in enumerate(po.read_text(encoding="utf-8").splitlines(), 1):
            if line.startswith(("msgstr", '"')):
                found.append((f"{po.name}:{i}", line))
    for folder, pattern in (("templates", "*.html"), ("static/js", "*.js")):
        for path in sorted((ROOT / folder).rglob(pattern)):
            if "vendor" in path.parts:
                continue
            found.append((str(path.relative_to(ROOT)), path.read_text(encoding="utf-8")))
    catalogue = ROOT / "engine" / "data" / "messages.ko.json"
    for section in json.loads(catalogue.read_text(encoding="utf-8")).values():
        for key, template in section.items():
            found.append((f"{catalogue.name}:{key}", template))
    return found


@pytest.mark.parametrize(("other", "rules_word"), sorted(NOT_THE_RULES_WORD.items()))
def test_the_rules_word_is_the_shipped_texts(other: str, rules_word: str) -> None:
    """Each preferred word occurs in the shipped text, more often than the word it replaces."""
    assert SEEDS.count(rules_word) > SEEDS.count(other)


def test_no_ui_string_uses_another_word_for_a_rules_concept() -> None:
    """No template, catalogue, script or engine message says 접촉사 for 치명타 and the like."""
    pattern = re.compile("|".join(map(re.escape, NOT_THE_RULES_WORD)))

    misuses = [(where, m.group(0), NOT_THE_RULES_WORD[m.group(0)])
               for where, text in _ui_strings() for m in pattern.finditer(text)]

    assert misuses == []


@pytest.mark.django_db
@pytest.mark.parametrize(("other", "rules_word"), [("접촉사", "치명타"),
                                                   ("상태 기반 행동", "상태 참조 행동")])
def test_search_reads_another_word_as_the_rules_word(other: str, rules_word: str,
                                                     search_index: Path) -> None:
    """Searching 접촉사 finds what 치명타 finds: the text never says 접촉사."""
    from rulings.search.query import search

    found = [r.number for r in search(other, limit=5).results]
    expected = [r.number for r in search(rules_word, limit=5).results]

    assert found and found[0] == expected[0] and set(found) == set(expected)
