"""Every card the site knows, as one searchable list: the engine's scripted library and the
imported card database.

The scripted library (engine/data/cards, reached through the sandbox adapter) is there on a
fresh machine where nothing was imported. An imported card with a scripted card's name is one
card: the imported Oracle data, with the script's abilities (the scripts stay authoritative).

The name index (`search.CardIndex`) is built lazily, once per process, from the database and
the library, and built again when the newest `CardImport` changes: each request asks the
database for that one row's key, which costs far less than the search.
"""
from __future__ import annotations

import functools
import threading
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import quote

from django.urls import get_script_prefix

from rulings.sandbox import adapter

from .models import CardImport, OracleCard
from .search import CardIndex, TypeWordIndex

# What the API gives for each card (and the picker shows), in the database's terms.
CARD_FIELDS = ("name", "name_ko", "mana_cost", "mana_value", "colors", "types", "subtypes",
               "supertypes", "power", "toughness", "loyalty", "text", "layout", "faces",
               "text_ko", "type_line_ko")
FACE_SEPARATOR = " // "


@dataclass(frozen=True, slots=True)
class Entry:
    """One card of the catalogue: its names, the database row it comes from (if imported)
    and its script (if the engine's library has one)."""

    name: str
    name_ko: str
    face_names: tuple[str, ...] = ()
    pk: int | None = None
    script: dict[str, Any] | None = field(default=None, compare=False)

    @property
    def names(self) -> tuple[str, ...]:
        """Every name it can be found by: English, Korean, each face's."""
        return (self.name, self.name_ko, *self.face_names)


@dataclass(frozen=True, slots=True)
class Catalog:
    """The entries, scripted ones first, then by name, and their name index."""

    entries: tuple[Entry, ...]
    index: CardIndex
    stamp: object
    types: TypeWordIndex | None = None
    # English subtype -> its Korean word, as the imported Korean type lines give it.
    subtypes_ko: dict[str, str] = field(default_factory=dict)


def card_url(name: str) -> str:
    """The card page's path: the English name, every reserved character encoded (a split
    card's " // " as %2F%2F, so no proxy merges the slashes)."""
    return f"{get_script_prefix()}cards/{quote(name, safe='')}/"


def _face_names(name: str, name_ko: str, faces: Any) -> tuple[str, ...]:
    names: list[str] = []
    for face in faces if isinstance(faces, list) else ():
        if isinstance(face, dict):
            names += [str(face.get("name") or ""), str(face.get("name_ko") or "")]
    if not names:
        names = [part.strip() for part in (*name.split("//"), *name_ko.split("//"))]
    return tuple(part for part in names if part and part not in (name, name_ko))


def build_entries(scripts: Iterable[dict[str, Any]],
                  imported: Iterable[tuple[int, str, str, Any]]) -> tuple[Entry, ...]:
    """The catalogue's entries from the library's cards and the imported (pk, name, name_ko,
    faces) rows: one entry per card, a scripted card and its imported row merged by name."""
    by_name = {str(script["name"]).casefold(): script for script in scripts}
    merged: list[Entry] = []
    plain: list[Entry] = []
    for pk, name, name_ko, faces in imported:
        script = by_name.pop(name.casefold(), None)
        name_ko = name_ko or (str(script.get("name_ko") or "") if script else "")
        entry = Entry(name, name_ko, _face_names(name, name_ko, faces), pk, script)
        (merged if script else plain).append(entry)
    merged += [Entry(str(script["name"]), str(script.get("name_ko") or ""), (), None, script)
               for script in by_name.values()]
    # Scripted cards come first among names that match equally well.
    merged.sort(key=lambda entry: entry.name.casefold())
    plain.sort(key=lambda entry: entry.name.casefold())
    return (*merged, *plain)


def _stamp() -> object:
    """What changes when cards are imported: the newest import's key and time."""
    return CardImport.objects.order_by("-imported_at", "-pk").values_list(
        "pk", "imported_at").first()


def _load(stamp: object) -> Catalog:
    imported = OracleCard.objects.order_by().values_list("pk", "name", "name_ko")
    # Only multi-face cards need their faces read (their names hold " // ").
    faces = dict(OracleCard.objects.order_by().filter(name__contains="//").values_list(
        "pk", "faces"))
    entries = build_entries(adapter.library_cards(),
                            ((pk, name, name_ko, faces.get(pk)) for pk, name, name_ko in imported))
    rows = list(OracleCard.objects.order_by().values_list(
        "pk", "type_line_ko", "supertypes", "types", "subtypes"))
    type_rows = {pk: (printed, [*supertypes, *types, *subtypes])
                 for pk, printed, supertypes, types, subtypes in rows}
    learned = learn_subtypes((printed, subtypes) for _, printed, _, _, subtypes in rows)
    translate = functools.cache(lambda word: adapter.whole_type_line(word, "ko", learned))
    words = []
    for entry in entries:
        if entry.pk is not None and entry.pk in type_rows:
            printed, english = type_rows[entry.pk]
        else:
            script = entry.script or {}
            printed, english = "", [str(word) for key in ("supertypes", "types", "subtypes")
                                    for word in script.get(key) or ()]
        words.append(korean_type_words(printed, english, translate))
    return Catalog(entries, CardIndex([entry.names for entry in entries]), stamp,
                   TypeWordIndex(words), learned)


def learn_subtypes(rows: Iterable[tuple[str, Sequence[str]]]) -> dict[str, str]:
    """English subtypes' Korean words, from (Korean printed type line, English subtypes) of
    one-faced cards: where the line has as many words after its dash as the card has subtypes,
    they pair in order ("생물 — 엘프 정찰병", [Elf, Scout]: Scout is 정찰병). A subtype paired
    with several words takes the one most cards give; a line whose count differs (a subtype of
    two words) teaches nothing."""
    seen: dict[str, Counter[str]] = {}
    for printed, subtypes in rows:
        if not printed or "//" in printed or not subtypes:
            continue
        _, dash, right = printed.partition("—")
        words = right.split()
        if not dash or len(words) != len(subtypes):
            continue
        for english, korean in zip(subtypes, words, strict=True):
            if any("\uac00" <= char <= "\ud7a3" for char in korean):
                seen.setdefault(str(english), Counter())[korean] += 1
    return {english: counts.most_common(1)[0][0] for english, counts in seen.items()}


def korean_type_words(printed: str, english: Iterable[Any],
                      translate: Callable[[str], str]) -> tuple[str, ...]:
    """A card's Korean type words: those of its Korean printed type line, and the Korean
    terms (`translate`: engine/data/terms-ko.json) of its English supertypes, types and
    subtypes."""
    words = [word for word in printed.split() if word not in ("—", "-", "//")]
    for word in english:
        korean = translate(str(word))
        if korean != word and korean not in words:
            words.append(korean)
    return tuple(words)


_lock = threading.Lock()
_current: list[Catalog] = []


def current() -> Catalog:
    """The catalogue as the database has it now (built on first use, rebuilt after an
    import)."""
    stamp = _stamp()
    if _current and _current[0].stamp == stamp:
        return _current[0]
    with _lock:
        if not (_current and _current[0].stamp == stamp):
            _current[:] = [_load(stamp)]
        return _current[0]


def forget() -> None:
    """Drop the catalogue, so the next request builds it again (tests that write cards)."""
    with _lock:
        _current.clear()


# --- cards as values -------------------------------------------------------------------


def _script_face(script: dict[str, Any]) -> dict[str, Any]:
    return {key: value for key, value in script.items() if key != "abilities"}


def _coverage(entry: Entry, row: dict[str, Any] | None) -> str:
    """"modelled" (the engine applies every line), "partial" (some) or "text" (none)."""
    if entry.script is not None:
        kinds = [ability.get("kind") for ability in entry.script.get("abilities", ())]
        compiled = any(kind != "text" for kind in kinds) or not kinds
        carried = "text" in kinds
    else:
        assert row is not None
        if row["modelled"]:
            return "modelled"
        compiled = any(face for face in row["abilities"] or ())
        carried = True
    if not carried:
        return "modelled"
    return "partial" if compiled else "text"


def _values(entry: Entry, row: dict[str, Any] | None) -> dict[str, Any]:
    """A card's API values (CARD_FIELDS, `modelled`, `coverage` and `url`)."""
    if row is not None:
        values = {key: row[key] for key in CARD_FIELDS}
        values["name_ko"] = entry.name_ko
    else:
        assert entry.script is not None
        face = _script_face(entry.script)
        values = {key: face.get(key, "") for key in CARD_FIELDS if key not in ("layout", "faces")}
        values |= {"layout": "normal", "faces": [face]}
    coverage = _coverage(entry, row)
    return {**values, "modelled": coverage == "modelled", "coverage": coverage,
            "url": card_url(entry.name)}


def _rows(entries: Sequence[Entry], extra: Sequence[str] = ()) -> dict[int, dict[str, Any]]:
    pks = [entry.pk for entry in entries if entry.pk is not None]
    if not pks:
        return {}
    fields = ("pk", *CARD_FIELDS, "modelled", "abilities", *extra)
    return {row["pk"]: row for row in OracleCard.objects.filter(pk__in=pks).values(*fields)}


def search(query: str, limit: int) -> list[dict[str, Any]]:
    """The best `limit` cards for a typed name, best first, as API values (with `tier`, how
    it matched, for callers that show it); when the names leave room, the cards whose Korean
    type words the query gives (tier "type")."""
    catalog = current()
    hits = catalog.index.search(query, limit)
    if len(hits) < limit and catalog.types is not None:
        # Then the cards whose Korean type line has the words ("엘프", "생물 고블린").
        hits += catalog.types.search(query, limit - len(hits), {hit.entry for hit in hits})
    entries = [catalog.entries[hit.entry] for hit in hits]
    rows = _rows(entries)
    return [_values(entry, rows.get(entry.pk) if entry.pk is not None else None)
            | {"tier": hit.tier.name.lower(), "matched": hit.name}
            for hit, entry in zip(hits, entries, strict=True)]


def find(name: str) -> Entry | None:
    """The card one of whose names (English, Korean, a face's) is `name`, ignoring case,
    spaces and punctuation; a card whose English name it is first."""
    catalog = current()
    found = [catalog.entries[number] for number in catalog.index.exact(name)]
    if not found:
        return None
    key = name.casefold()
    return next((entry for entry in found if entry.name.casefold() == key), found[0])


def suggestions(name: str, limit: int = 5) -> list[Entry]:
    """Close names for a name that names no card: what the name search finds, or else what
    its longest word finds (a URL with two typos still finds its card's other words)."""
    catalog = current()
    hits = catalog.index.search(name, limit)
    words = sorted(name.replace("/", " ").split(), key=len, reverse=True)
    if not hits and len(words) > 1:
        hits = catalog.index.search(words[0], limit)
    return [catalog.entries[hit.entry] for hit in hits]


def card_entry(name: str) -> adapter.CardEntry | None:
    """An imported card as the sandbox's editor shows it under a card field: names, type
    line and P/T, Oracle text, and its Korean printed text and type line (None if no
    imported card has that name)."""
    entry = find(name)
    if entry is None or entry.pk is None:
        return None
    row = OracleCard.objects.filter(pk=entry.pk).values(
        "name", "text", "text_ko", "type_line_ko", "supertypes", "types", "subtypes", "power",
        "toughness").first()
    if row is None:
        return None
    summary = " ".join((*row["supertypes"], *row["types"]))
    if row["subtypes"]:
        summary += " — " + " ".join(row["subtypes"])
    if row["power"] or row["toughness"]:
        summary += f" {row['power']}/{row['toughness']}"
    return adapter.CardEntry(row["name"], entry.name_ko, summary, row["text"],
                             text_ko=row["text_ko"], type_line_ko=row["type_line_ko"])


# --- the card page ---------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Line:
    """One line of a face's Oracle text, and whether the engine applies it."""

    text: str
    modelled: bool


@dataclass(frozen=True, slots=True)
class Face:
    """One face as the card page shows it."""

    name: str
    name_ko: str
    mana_cost: str
    supertypes: tuple[str, ...]
    types: tuple[str, ...]
    subtypes: tuple[str, ...]
    color_indicator: tuple[str, ...]
    power: str
    toughness: str
    loyalty: str
    defense: str
    lines: tuple[Line, ...]
    # As a Korean printing has it (not the rules: the Oracle text is, 108.1); '' when none.
    text_ko: str = ""
    type_line_ko: str = ""
    flavor_ko: str = ""

    @property
    def printed_lines(self) -> tuple[str, ...]:
        """The Korean printed text's lines (its paragraphs), without empty ones."""
        return tuple(line.strip() for line in self.text_ko.splitlines() if line.strip())

    @property
    def printed(self) -> bool:
        """Whether the card data gives this face's Korean printed text or type line."""
        return bool(self.text_ko or self.type_line_ko or self.flavor_ko)

    @property
    def type_line(self) -> str:
        """"Legendary Creature — Elf Warrior"."""
        line = " ".join((*self.supertypes, *self.types))
        return f"{line} — {' '.join(self.subtypes)}" if self.subtypes else line


@dataclass(frozen=True, slots=True)
class Sheet:
    """Everything the card page shows."""

    name: str
    name_ko: str
    layout: str
    mana_value: float
    colors: tuple[str, ...]
    scripted: bool
    modelled: bool
    coverage: str
    faces: tuple[Face, ...]


def _normal(text: str) -> str:
    return " ".join(str(text).split()).casefold()


def _lines(text: str, not_modelled: Iterable[Any]) -> tuple[Line, ...]:
    """The text's lines, each marked by whether it is among the lines not modelled (or
    holds one, or is part of one: the compiler may list a line without its reminder text)."""
    missing = [_normal(line) for line in not_modelled if str(line).strip()]
    lines = []
    for line in str(text).splitlines():
        if not line.strip():
            continue
        normal = _normal(line)
        carried = any(item == normal or item in normal or normal in item for item in missing)
        lines.append(Line(line.strip(), not carried))
    return tuple(lines)


def _face(face: dict[str, Any], not_modelled: Iterable[Any]) -> Face:
    return Face(
        name=str(face.get("name") or ""), name_ko=str(face.get("name_ko") or ""),
        mana_cost=str(face.get("mana_cost") or ""),
        supertypes=tuple(face.get("supertypes") or ()), types=tuple(face.get("types") or ()),
        subtypes=tuple(face.get("subtypes") or ()),
        color_indicator=tuple(face.get("color_indicator") or ()),
        power=str(face.get("power") or ""), toughness=str(face.get("toughness") or ""),
        loyalty=str(face.get("loyalty") or ""), defense=str(face.get("defense") or ""),
        lines=_lines(str(face.get("text") or ""), not_modelled),
        text_ko=str(face.get("text_ko") or ""), type_line_ko=str(face.get("type_line_ko") or ""),
        flavor_ko=str(face.get("flavor_ko") or ""))


def sheet(entry: Entry) -> Sheet:
    """The card page's values for an entry. A scripted card's lines are modelled except those
    its script carries as text; an imported card's except those its compiler could not
    express (`OracleCard.not_modelled`)."""
    carried = [ability["label"] for ability in (entry.script or {}).get("abilities", ())
               if ability.get("kind") == "text"]
    row = _rows([entry], ("not_modelled", "color_indicator"))[entry.pk] if entry.pk else None
    if row is None:
        assert entry.script is not None
        script = entry.script
        faces: tuple[Face, ...] = (_face(_script_face(script), carried),)
        layout, mana_value, colors = "normal", float(script["mana_value"]), script["colors"]
    else:
        not_modelled = row["not_modelled"] if isinstance(row["not_modelled"], list) else []
        raw_faces = [face for face in row["faces"] if isinstance(face, dict)] or [row]
        faces = tuple(
            _face(face, carried if entry.script else (
                not_modelled[number] if number < len(not_modelled)
                and isinstance(not_modelled[number], list) else ()))
            for number, face in enumerate(raw_faces))
        layout, mana_value, colors = row["layout"], float(row["mana_value"]), row["colors"]
    values = _values(entry, row)
    return Sheet(name=entry.name, name_ko=entry.name_ko, layout=layout, mana_value=mana_value,
                 colors=tuple(colors), scripted=entry.script is not None,
                 modelled=bool(values["modelled"]), coverage=str(values["coverage"]),
                 faces=faces)

