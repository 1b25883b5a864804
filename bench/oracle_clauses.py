"""Which sentence stops each unread Oracle line (issue 27): each unread line of a permanent, an
instant or a sorcery is split into its trigger or cost and its sentences, and each sentence is
tried alone as a line of the same kind (a triggered line with the same trigger, an activated
line with the same cost, a spell's line); the sentences that no template reads are tallied by
shape (the face's name "~", every number "N"). A trigger or a cost no template reads is
tallied as such ("TRIGGER", "COST"). A rough guide: a sentence with a pronoun is tried after
the sentence before it.

``--triggered``: only the triggered lines whose trigger a template reads (what stops their
effects).

Run: .venv/bin/python bench/oracle_clauses.py [FILE] [--top N] [--triggered]
"""

from __future__ import annotations

import re
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from engine.oracle.compiler import compile_face, compile_line, face_of  # noqa: E402
from engine.oracle.coverage import faces_of  # noqa: E402
from engine.oracle.lines import Line  # noqa: E402
from engine.oracle.patterns import PERMANENT_TYPES, SPELL_TYPES  # noqa: E402

CORPUS = ROOT / ".." / "shared" / "corpus" / "oracle-2020-dev.json"
_NUMBER = re.compile(r"\d+")
_TRIGGER = re.compile(r"^((?:When|Whenever|At) [^,]+), (.+)$")
_COST = re.compile(r"^([^:\"]+): (.+)$")


def _reads(words: str, face) -> bool:  # type: ignore[no-untyped-def]
    return compile_line(Line(words, words, words), face).claimed


def _sentences(words: str) -> list[str]:
    return [s for s in re.split(r"(?<=\.) (?=[A-Z~])", words) if s]


def _shape(words: str) -> str:
    return _NUMBER.sub("N", words)


def failing(words: str, face) -> tuple[str, list[str]]:  # type: ignore[no-untyped-def]
    """(the line's kind, the sentences or the trigger/cost that no template reads)."""
    trig = _TRIGGER.match(words)
    cost = _COST.match(words) if not trig else None
    if trig:
        kind, head = "triggered", trig[1] + ", "
        if not _reads(head + "you gain 1 life.", face) and not _reads(
                head + "draw a card.", face):
            return kind, ["TRIGGER: " + trig[1]]
        body = trig[2]
    elif cost and not words.startswith(("As long as", "If ")):
        kind, head = "activated", cost[1] + ": "
        if not _reads(head + "You gain 1 life.", face) and not _reads(
                head + "Draw a card.", face):
            return kind, ["COST: " + cost[1]]
        body = cost[2]
    else:
        kind, head = ("spell" if face.is_spell else "static"), ""
        body = words
    sentences = _sentences(body)
    bad: list[str] = []
    for index, sentence in enumerate(sentences):
        probe = sentence if not head or head.endswith(": ") else (
            sentence[:1].lower() + sentence[1:])
        if _reads(head + probe, face):
            continue
        if index and _reads(head + sentences[index - 1] + " " + sentence, face):
            continue
        bad.append(sentence)
    return kind, bad


def main() -> None:
    args = sys.argv[1:]
    top = 40
    only_effects = "--triggered" in args
    if only_effects:
        args.remove("--triggered")
    if "--top" in args:
        at = args.index("--top")
        top = int(args[at + 1])
        del args[at:at + 2]
    shapes: Counter[str] = Counter()
    single: Counter[str] = Counter()
    kinds: Counter[str] = Counter()
    one = unread = none = 0
    for raw in faces_of(Path(args[0]) if args else CORPUS):
        types = raw.get("types", [])
        if not any(t in PERMANENT_TYPES or t in SPELL_TYPES for t in types):
            continue
        face, _ = face_of(raw)
        for line in compile_face(raw).lines:
            if line.claimed or not line.label:
                continue
            unread += 1
            from engine.oracle.lines import read_line, short_name
            words = read_line(line.text, face.name, short_name(face.name, face.supertypes)).words
            kind, bad = failing(words, face)
            if only_effects and (kind != "triggered" or (bad and bad[0].startswith("TRIGGER"))):
                continue
            kinds[kind] += 1
            for each in bad:
                shapes[_shape(each)] += 1
            if len(bad) == 1:
                one += 1
                single[_shape(bad[0])] += 1
            if not bad:
                none += 1
    print(f"unread lines: {unread}; stopped by exactly one sentence/trigger/cost: {one}; "
          f"every sentence read alone but not together: {none}")
    print("by kind:", dict(kinds))
    print(f"top {top} shapes (lines stopped by it; of which by it alone):")
    for shape, count in shapes.most_common(top):
        print(f"{count:5d} {single[shape]:5d}  {shape}")


if __name__ == "__main__":
    main()
