"""How much of a real card file's Oracle text the compiler reads (issue 27):
``python -m engine oracle-coverage FILE [--json]``.

The file is MTGJSON's AtomicCards shape (``{"data": {name: [face, ...]}}``) or a Scryfall bulk
file (a list of card objects, faces in ``card_faces``); which one is sniffed from its first
character, and the cards are streamed with ijson. A directory is read as the engine's own card
files (``engine/data/cards``: the scripted library). Each face is compiled as the importer compiles
it (:func:`engine.oracle.compile_face`), and each of its lines is counted by the kind of ability
it prints (113.3):

* ``keyword``: a line of keywords (702), one that doesn't end with a sentence;
* ``triggered``: "When", "Whenever" or "At" (603.1);
* ``activated``: "[Cost]: [Effect.]" (602.1, 605.1a mana abilities and 606 loyalty abilities
  among them);
* ``static``: every other line of a permanent (604);
* ``spell``: every line of an instant or sorcery (what it does as it resolves, 608.2, and
  its keywords).

A permanent is wholly read when every line of its face is claimed. The lines not read are
counted by shape: the face's name written "~" (as templates read it) and every number "N".
"""

from __future__ import annotations

import re
import time
from collections import Counter
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

from engine.oracle.compiler import CompiledLine, compile_face
from engine.oracle.lines import without_ability_word
from engine.oracle.patterns import PERMANENT_TYPES, SPELL_TYPES

KINDS = ("keyword", "triggered", "activated", "static", "spell")
_SUPERTYPES = frozenset(("Basic", "Legendary", "Snow", "World", "Ongoing", "Host", "Elite"))
_NUMBER = re.compile(r"\d+")
# A cost before the colon (602.1): mana and tap symbols, a loyalty cost (606), or words
# starting with a verb; not a sentence ("Choose one —", a quoted ability).
# A loyalty cost is printed "[+1]" (MTGJSON, Scryfall) or "+1" (606.4).
_COST_START = re.compile(r"^(?:\{|\[?[+−-]\d|\[?[+−-]X|\[?0\]?$|Sacrifice|Discard|Pay|Remove|"
                         r"Exile|Tap|Untap|Return|Put|Reveal|Mill|Collect)")


class CoverageError(ValueError):
    """A file that isn't an MTGJSON or Scryfall card file."""


@dataclass(slots=True)
class Tally:
    """Lines read out of lines seen."""

    read: int = 0
    seen: int = 0

    def add(self, read: bool) -> None:
        self.seen += 1
        self.read += read

    @property
    def share(self) -> float:
        return self.read / self.seen if self.seen else 0.0

    def as_dict(self) -> dict[str, Any]:
        return {"read": self.read, "seen": self.seen, "share": round(self.share, 4)}


@dataclass(slots=True)
class Coverage:
    """The figures of one file."""

    cards: int = 0
    permanent_lines: Tally = field(default_factory=Tally)
    spell_lines: Tally = field(default_factory=Tally)
    kinds: dict[str, Tally] = field(default_factory=lambda: {k: Tally() for k in KINDS})
    permanents: Tally = field(default_factory=Tally)
    unread: Counter[str] = field(default_factory=Counter)
    unread_by_kind: dict[str, Counter[str]] = field(
        default_factory=lambda: {k: Counter() for k in KINDS})
    templates: Counter[str] = field(default_factory=Counter)
    # The kind of ability each unread shape prints (as first seen).
    kind_of: dict[str, str] = field(default_factory=dict)
    seconds: float = 0.0

    def as_dict(self, top: int = 40) -> dict[str, Any]:
        return {
            "cards": self.cards,
            "permanent_lines": self.permanent_lines.as_dict(),
            "triggered": self.kinds["triggered"].as_dict(),
            "activated": self.kinds["activated"].as_dict(),
            "static": self.kinds["static"].as_dict(),
            "keyword": self.kinds["keyword"].as_dict(),
            "permanents_wholly_read": self.permanents.as_dict(),
            "spell_lines": self.spell_lines.as_dict(),
            "seconds": round(self.seconds, 2),
            "templates": dict(self.templates.most_common()),
            "unread": [{"shape": s, "kind": self.kind_of[s], "count": c}
                       for s, c in self.unread.most_common(top)],
            "unread_by_kind": {k: [{"shape": s, "count": c} for s, c in v.most_common(top)]
                               for k, v in self.unread_by_kind.items()},
        }

    def text(self, top: int = 40) -> str:
        rows = [
            ("permanents' lines", self.permanent_lines),
            ("  triggered", self.kinds["triggered"]),
            ("  activated", self.kinds["activated"]),
            ("  static", self.kinds["static"]),
            ("  keyword", self.kinds["keyword"]),
            ("permanents wholly read", self.permanents),
            ("instants' and sorceries' lines", self.spell_lines),
        ]
        lines = [f"{self.cards} cards, compiled in {self.seconds:.1f} s", ""]
        lines += [f"{name:32} {t.share:6.3f}  ({t.read}/{t.seen})" for name, t in rows]
        lines += ["", f"the {top} most common unread lines (name ~, numbers N):"]
        lines += [f"{count:6}  [{self.kind_of[shape]}] {shape}"
                  for shape, count in self.unread.most_common(top)]
        return "\n".join(lines)


def line_kind(words: str, *, spell: bool) -> str:
    """``keyword``, ``triggered``, ``activated``, ``static`` or ``spell``."""
    if spell:
        return "spell"
    if words.startswith(("When ", "Whenever ", "At ")):
        return "triggered"
    head, colon, _ = words.partition(": ")
    if colon and '"' not in head and "." not in head and _COST_START.match(head):
        return "activated"
    if not words.rstrip().endswith((".", '"', ")")):
        return "keyword"
    return "static"


def shape(line: CompiledLine, name: str) -> str:
    """The line as its shape: the face's name "~", every number "N"."""
    words = without_ability_word(line.label)
    if name:
        words = words.replace(name, "~")
        short = name.split(", ", 1)[0]
        if short != name and len(short) > 3:
            words = words.replace(short, "~")
    return _NUMBER.sub("N", words)


def measure(faces: Iterator[Mapping[str, Any]]) -> Coverage:
    """Compile every face and count its lines."""
    found = Coverage()
    started = time.perf_counter()
    previous = None
    for face in faces:
        card = face.get("~card")
        if card != previous:
            found.cards += 1
            previous = card
        types = set(face.get("types") or ())
        spell = bool(SPELL_TYPES & types)
        permanent = bool(PERMANENT_TYPES & types) and not spell
        if not (spell or permanent):
            continue
        compiled = compile_face(face)
        if not compiled.lines:
            continue
        all_read = True
        for line in compiled.lines:
            words = without_ability_word(line.label)
            kind = ("keyword" if line.template == "keywords" and not spell
                    else line_kind(words, spell=spell))
            found.kinds[kind].add(line.claimed)
            (found.spell_lines if spell else found.permanent_lines).add(line.claimed)
            if line.claimed:
                found.templates[line.template] += 1
            else:
                all_read = False
                form = shape(line, str(face.get("name") or ""))
                found.unread[form] += 1
                found.kind_of.setdefault(form, kind)
                found.unread_by_kind[kind][form] += 1
        if permanent:
            found.permanents.add(all_read)
    found.seconds = time.perf_counter() - started
    return found


# --- reading the file ---------------------------------------------------------------------------


def _first_character(handle: IO[bytes]) -> bytes:
    while True:
        byte = handle.read(1)
        if not byte:
            raise CoverageError("the file is empty")
        if byte.strip() and byte != b"\xef" and byte != b"\xbb" and byte != b"\xbf":
            return byte


def faces_of(path: Path) -> Iterator[dict[str, Any]]:
    """Every face of every card in an MTGJSON AtomicCards or Scryfall file, as the compiler
    reads a face (``name``, ``text``, ``types``, ``subtypes``, ``supertypes``, ``power``,
    ``toughness``), with ``~card`` naming its card."""
    import ijson  # type: ignore[import-untyped]

    if path.is_dir():
        yield from _card_files(path)
        return
    with open(path, "rb") as handle:
        first = _first_character(handle)
        handle.seek(0)
        if handle.read(3) != b"\xef\xbb\xbf":
            handle.seek(0)
        try:
            if first == b"{":
                for name, faces in ijson.kvitems(handle, "data", use_float=True):
                    if not isinstance(faces, list):
                        raise CoverageError(f"data.{name}: expected a list of faces")
                    yield from _mtgjson(name, faces)
            elif first == b"[":
                for row in ijson.items(handle, "item", use_float=True):
                    yield from _scryfall(row)
            else:
                raise CoverageError("expected an MTGJSON file (an object with data) or a "
                                    "Scryfall file (a list of cards)")
        except ijson.JSONError as error:
            raise CoverageError(f"invalid JSON: {error}") from None


def _card_files(directory: Path) -> Iterator[dict[str, Any]]:
    """The engine's own card files (engine/data/cards: one card a file, faces in ``faces``)."""
    import json

    for path in sorted(directory.glob("*.json")):
        try:
            card = json.loads(path.read_text(encoding="utf-8"))
        except (UnicodeDecodeError, json.JSONDecodeError) as error:
            raise CoverageError(f"{path.name}: not a JSON card file ({error})") from None
        if not isinstance(card, dict):
            raise CoverageError(f"{path.name}: expected a card object")
        for face in card.get("faces") or [card]:
            yield {"~card": card.get("name", path.stem), "name": face.get("name", ""),
                   "text": face.get("text") or "", "types": face.get("types") or [],
                   "subtypes": face.get("subtypes") or [],
                   "supertypes": face.get("supertypes") or [], "power": face.get("power"),
                   "toughness": face.get("toughness")}


def _mtgjson(name: str, faces: list[Any]) -> Iterator[dict[str, Any]]:
    for face in faces:
        if not isinstance(face, dict):
            raise CoverageError(f"data.{name}: expected face objects")
        yield {"~card": name, "name": face.get("faceName") or face.get("name") or name,
               "text": face.get("text") or "", "types": face.get("types") or [],
               "subtypes": face.get("subtypes") or [],
               "supertypes": face.get("supertypes") or [],
               "power": face.get("power"), "toughness": face.get("toughness")}


def _scryfall(row: Any) -> Iterator[dict[str, Any]]:
    if not isinstance(row, dict):
        raise CoverageError("expected card objects")
    name = str(row.get("name") or "")
    for face in row.get("card_faces") or [row]:
        supertypes, types, subtypes = type_line(str(face.get("type_line") or
                                                    row.get("type_line") or ""))
        yield {"~card": name, "name": face.get("name") or name,
               "text": face.get("oracle_text") or "", "types": types, "subtypes": subtypes,
               "supertypes": supertypes, "power": face.get("power"),
               "toughness": face.get("toughness")}


def type_line(line: str) -> tuple[list[str], list[str], list[str]]:
    """ "Legendary Creature — Elf Warrior" as supertypes, types and subtypes (205)."""
    before, _, after = line.partition(" — ")
    words = before.split()
    supertypes = [w for w in words if w in _SUPERTYPES]
    types = [w for w in words if w not in _SUPERTYPES]
    return supertypes, types, after.split()


def coverage_of(path: Path) -> Coverage:
    """The figures of a card file; raises CoverageError or OSError."""
    return measure(faces_of(path))
