"""A rough classification of the Oracle lines the compiler leaves unread, by the words that
say what they need (docs/oracle-coverage.md, "What stops the targets now"): each unread line of
a permanent, an instant or a sorcery goes to the first family whose pattern its text matches,
or to "other". Words, not a parse: a rough guide to where the next rounds' work is.

Run: .venv/bin/python bench/oracle_unread.py [FILE] (default: the dev corpus)
"""

from __future__ import annotations

import re
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from engine.oracle.compiler import compile_face  # noqa: E402
from engine.oracle.coverage import faces_of  # noqa: E402
from engine.oracle.patterns import PERMANENT_TYPES, SPELL_TYPES  # noqa: E402

# (family, pattern): the first family whose pattern a line's lower-cased text matches.
FAMILIES = [
    ("hidden or unordered zones (look at, reveal, mill, top of a library, search)",
     r"\blook at\b|\breveal|\bmill|top (?:n |\w+ )?cards? of|\bon top of\b|\bsearch\b"
     r"|\bsurveil"),
    ("cards that aren't on the battlefield (morph, cycling, flashback, a graveyard's or hand's)",
     r"\bmorph\b|face up|face-down|face down|\bcycl|flashback|madness|retrace|jump-start"
     r"|aftermath|from your graveyard|from a graveyard|from your hand|\bchannel\b|\bunearth"
     r"|\bdredge|\bembalm|\beternalize|\bninjutsu|\bencore"),
    ("choices it can't ask yet (creature types, modes of abilities, division, up to N)",
     r"choose a creature type|chosen type|choose one|choose two|divided|\bup to\b"
     r"|any number of|chosen color|choose a color|name a card|named card"),
    ("transforming, flipping, monarch, energy, other designations",
     r"transform|\bflip\b|monarch|\{e\}|energy|city's blessing|ascend|renown|monstrous"
     r"|\bexert|initiative|\bday\b|\bnight\b"),
    ("mana itself (convoke, affinity, cost changes, mana riders, cumulative upkeep, echo)",
     r"convoke|improvise|affinity|costs? \{?\d|cost \{|less to cast|more to cast"
     r"|spend this mana|cumulative upkeep|\becho\b|sunburst|\bdelve\b|add \{|mana of any"
     r"|mana in any"),
    ("conditions on hidden counts (threshold, hellbent, delirium, cards in hand or graveyard)",
     r"cards? in (?:your|their|a) (?:graveyard|hand)|threshold|hellbent|delirium"
     r"|no cards in hand"),
]
CORPUS = ROOT / ".." / "shared" / "corpus" / "oracle-2020-dev.json"


def main() -> None:
    fam: Counter[str] = Counter()
    other = unread = 0
    for face in faces_of(Path(sys.argv[1]) if len(sys.argv) > 1 else CORPUS):
        types = face.get("types", [])
        perm = any(t in PERMANENT_TYPES for t in types)
        spell = any(t in SPELL_TYPES for t in types)
        if not (perm or spell):
            continue
        for line in compile_face(face).lines:
            if line.claimed:
                continue
            unread += 1
            low = line.text.lower()
            for name, rx in FAMILIES:
                if re.search(rx, low):
                    fam[name] += 1
                    break
            else:
                other += 1
    print("unread lines of permanents, instants and sorceries:", unread)
    for name, _ in FAMILIES:
        print(f"{fam[name]:5d}  {name}")
    print(f"{other:5d}  other")


if __name__ == "__main__":
    main()
