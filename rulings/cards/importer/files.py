"""Opening card files and telling which source they are, from their content.

A file may be plain JSON or compressed with gzip, xz or bzip2 (recognised by its first bytes,
so a renamed file still opens). The kind comes from the JSON itself: MTGJSON files are an object
with `meta` and `data`, AtomicCards' `data` maps names to lists of faces and AllPrintings' maps
set codes to set objects; Scryfall's bulk files are an array of card objects (oracle_cards or
all_cards is told apart while reading, see `rulings.cards.importer.scryfall`).

Every error reading a file becomes a `CardFileError` that names the file and how far the reading
got: ijson's message (its first line) and the number and name of the last card read.
"""
from __future__ import annotations

import bz2
import gzip
import lzma
import zlib
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any, cast

import ijson

from rulings.cards.models import CardImport

Kind = CardImport.Kind

_MAGIC = ((b"\x1f\x8b", gzip.open), (b"\xfd7zXZ\x00", lzma.open), (b"BZh", bz2.open))
# Errors that mean the bytes on disk are not the whole of a valid (compressed) JSON file.
STREAM_ERRORS = (ijson.JSONError, EOFError, lzma.LZMAError, zlib.error, OSError,
                 UnicodeDecodeError)


class CardFileError(Exception):
    """A card file that can't be imported; the message names the file and where it failed."""


@dataclass(slots=True)
class Progress:
    """How far reading a file has got: entries read and the name of the last one."""

    entries: int = 0
    last_name: str = ""
    place: str = ""  # where in the file the entries are, e.g. "in set M10"

    def read(self, name: str) -> None:
        """One more entry read, named `name`."""
        self.entries += 1
        self.last_name = name

    def where(self, *, inside: bool = False) -> str:
        """'after card 1,203 ("Lightning Bolt")' (or 'in card ...' when `inside` it), or
        'before the first card'."""
        if not self.entries:
            return "before the first card"
        place = f" {self.place}" if self.place else ""
        preposition = "in" if inside else "after"
        return f'{preposition} card {self.entries:,} ("{self.last_name}"{place})'


@dataclass(slots=True)
class CardFile:
    """A card file to import: its path, its kind and the source's own version and date."""

    path: Path
    kind: Kind | None  # None: a Scryfall array, oracle_cards or all_cards not known yet
    version: str = ""
    date: str = ""
    progress: Progress = field(default_factory=Progress)

    @property
    def name(self) -> str:
        """The file's base name, as errors and the report name it."""
        return self.path.name

    def open(self) -> IO[bytes]:
        """The file's JSON bytes, decompressed."""
        return open_json(self.path)

    def fail(self, problem: str, detail: str, *, inside: bool = False) -> CardFileError:
        """An error naming this file, `problem`, how far reading got and `detail`."""
        where = self.progress.where(inside=inside)
        return CardFileError(f"{self.name}: {problem} {where}: {detail}")

    def guarded(self, items: Iterator[Any]) -> Iterator[Any]:
        """`items`, with a stream error turned into a `CardFileError` that says where."""
        while True:
            try:
                item = next(items)
            except StopIteration:
                return
            except STREAM_ERRORS as error:
                raise self.fail("truncated or invalid JSON", first_line(error)) from None
            yield item


def first_line(error: BaseException) -> str:
    """An error's message on one line (yajl's messages draw a caret on the next lines)."""
    text = str(error).strip().splitlines()
    return text[0].strip() if text else type(error).__name__


def open_json(path: Path) -> IO[bytes]:
    """`path` opened for reading its JSON bytes, decompressing gzip, xz or bzip2."""
    with open(path, "rb") as probe:
        head = probe.read(8)
    if head.startswith(b"PK\x03\x04"):
        raise CardFileError(f"{path.name}: a zip archive; unzip it first (or download the "
                            ".json.xz or .json.gz file)")
    for magic, opener in _MAGIC:
        if head.startswith(magic):
            return cast(IO[bytes], opener(path, "rb"))
    return open(path, "rb")


def sniff(path: Path, kind: Kind | None = None) -> CardFile:
    """The card file at `path`, its kind read from its content (or `kind`, checked against it),
    and for MTGJSON the `meta` version and date."""
    if not path.is_file():
        raise CardFileError(f"{path}: no such file")
    card_file = CardFile(path, None)
    try:
        with open_json(path) as stream:
            found, meta = _shape(card_file, ijson.parse(stream))
    except STREAM_ERRORS as error:
        raise card_file.fail("truncated or invalid JSON", first_line(error)) from None
    if kind is not None:
        scryfall = kind in (Kind.SCRYFALL_ORACLE, Kind.SCRYFALL_ALL)
        if (found is None) != scryfall or (found is not None and found != kind):
            shown = "a Scryfall bulk file" if found is None else Kind(found).label
            raise CardFileError(f"{path.name}: --kind {kind} given, but the file is {shown}")
    card_file.kind = kind or found
    card_file.version = str(meta.get("version") or "")
    card_file.date = str(meta.get("date") or "")
    return card_file


def _shape(card_file: CardFile, events: Iterator[tuple[str, str, Any]]) -> tuple[
        Kind | None, dict[str, Any]]:
    """Read just enough events to tell the kind (and MTGJSON's meta)."""
    name = card_file.name
    prefix, event, _ = next(events, ("", "", None))
    if event == "start_array":
        prefix, event, value = next(events, ("", "", None))
        if event == "end_array":
            raise CardFileError(f"{name}: an empty JSON array, not a Scryfall bulk file")
        if event != "start_map":
            raise CardFileError(f"{name}: a JSON array of {event or 'nothing'}, not of "
                                "Scryfall card objects")
        for prefix, event, value in events:
            if prefix == "item.object" and event == "string":
                if value != "card":
                    raise CardFileError(f'{name}: a JSON array of Scryfall "{value}" '
                                        'objects, not of cards')
                return None, {}
            if prefix == "item" and event == "end_map":
                break
        raise CardFileError(f'{name}: a JSON array whose first element is not a Scryfall '
                            'card (no "object": "card")')
    if event != "start_map":
        raise CardFileError(f"{name}: JSON {event or 'nothing'}, not an MTGJSON or Scryfall "
                            "card file")
    meta: dict[str, Any] = {}
    found: Kind | None = None
    builder: ijson.ObjectBuilder | None = None
    for prefix, event, value in events:
        if builder is not None:
            if prefix == "meta" and event == "end_map":
                meta, builder = dict(builder.value), None
                if found is not None:
                    break
            else:
                builder.event(event, value)
        elif prefix == "meta" and event == "start_map":
            builder = ijson.ObjectBuilder()
            builder.event(event, value)
        elif found is None and prefix == "data" and event not in ("start_map", "map_key"):
            raise CardFileError(f'{name}: MTGJSON "data" is empty' if event == "end_map"
                                else f'{name}: "data" is not an object of MTGJSON cards or sets')
        elif found is None and prefix.startswith("data.") and prefix.count(".") == 1:
            if event not in ("start_array", "start_map"):
                raise CardFileError(f'{name}: "data" holds {event} values, not MTGJSON cards '
                                    'or sets')
            found = Kind.MTGJSON_ATOMIC if event == "start_array" else Kind.MTGJSON_PRINTINGS
            if meta:
                break
    if found is None:
        raise CardFileError(f'{name}: a JSON object without MTGJSON\'s "meta" and "data"; '
                            "not a card file")
    return found, meta
