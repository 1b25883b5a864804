"""Finding the rule numbers a piece of rules text cites.

The shipped text cites rules in many ways, all of which end up here as plain text (the
markup readers have already turned `[rule 601.2a](/600#601.2a)` into `rule 601.2a`):
`See rule 704`, `규칙 616.1b`, `rules 613.6 and 613.7`, `rules 614 and 615`, ranges such as
`601.2a-d` and `509.1-3`, bare numbers such as `608.2a와 608.2b`, and sections (`8절`).
A dotted number ("613.3b") is always a citation; a bare three-digit number ("704") only
after a word that introduces a rule ("rule", "규칙", "See") or as the next item of such a
list, so that a count such as "100장" is never mistaken for rule 100.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from rulings.numbers import RULE_NUMBER, expand_range

_NUMBER = re.compile(
    rf"(?<![0-9.,/A-Za-z])(?P<number>{RULE_NUMBER})(?![0-9])"
    r"(?:(?P<dash>\s?[-–]\s?)(?P<end>[a-z](?![a-zA-Z])|[0-9]{1,3}(?![0-9.]))(?![0-9]))?"
)
_SECTION = re.compile(r"(?<![0-9.])(?P<number>[1-9])절(?![가-힣])")
# Words after which a bare three-digit number is a rule citation.
_INTRODUCER = re.compile(r"(?:\brules?|\bRules?|규칙|\bSee|\bsee|참고)\W{0,3}$")
# What may separate the items of a list of citations ("rules 614 and 615", "704, 903.10").
_LIST_GLUE = re.compile(r"^\W{0,3}(?:,|and|or|및|와|과|또는|/)\W{0,3}$|^\s*[,/]\s*$")


@dataclass(frozen=True, slots=True)
class Citation:
    """One printed citation: where it is, the numbers it names and the printed pieces."""

    start: int
    end: int
    targets: tuple[str, ...]
    # (start, end, number) for each piece of text that should become a link.
    links: tuple[tuple[int, int, str], ...]


def find_citations(text: str) -> list[Citation]:
    """Every citation in `text`, in order (ranges expanded, sections as "8")."""
    found: list[Citation] = []
    for match in _SECTION.finditer(text):
        number = match["number"]
        found.append(Citation(match.start(), match.end(), (number,),
                              ((match.start(), match.start() + 1, number),)))
    last_end = -1
    for match in _NUMBER.finditer(text):
        number = match["number"]
        if "." not in number:
            before = text[max(0, match.start() - 12):match.start()]
            glue = text[last_end:match.start()] if last_end >= 0 else None
            # "[rule 121](/100#121)" reads "rule 121"; a bare 3-digit number needs such a word.
            if not (_INTRODUCER.search(before) or (glue is not None and _LIST_GLUE.match(glue))):
                last_end = -1
                continue
        links = [(match.start("number"), match.end("number"), number)]
        targets = [number]
        if match["end"]:
            targets = expand_range(number, match["end"])
            if len(targets) > 1:
                links.append((match.start("end"), match.end("end"), targets[-1]))
            else:
                # Not a range after all ("613.1-6" style noise): cite the number alone.
                found.append(Citation(match.start(), match.end("number"), (number,),
                                      tuple(links)))
                last_end = match.end("number")
                continue
        found.append(Citation(match.start(), match.end(), tuple(targets), tuple(links)))
        last_end = match.end()
    found.sort(key=lambda citation: citation.start)
    return found


def cited_numbers(text: str) -> list[str]:
    """The distinct numbers `text` cites, in order of first appearance."""
    seen: dict[str, None] = {}
    for citation in find_citations(text):
        for number in citation.targets:
            seen.setdefault(number, None)
    return list(seen)
