"""Writing cards read from a file: batches upserted by Oracle id, and the import's report.

`import_card_files` imports every file in ONE transaction: a file that fails (truncated, not
JSON, a card that can't be read, a row the database refuses) rolls all of them back, and the
card table stays as it was. Within a file:

- Cards are written in batches of `BATCH_SIZE`, upserted by Oracle id (`bulk_create` with
  `update_conflicts`), so importing a file again changes nothing and keeps every row's key.
- The first entry of an Oracle id gives the card; later entries (other printings, another
  language's row, a meld result listed under each of its halves) only add Korean names and
  printed text. Of several Korean printings the one naming the most faces wins, then the
  newest (the current translation); its names and printed text (text, type line, flavor) are
  taken together, so a face never mixes two printings. Those that arrive after their card was
  written are applied at the end.
- An import adds or replaces Korean names and printed text, never removes them: a face the
  file gives none keeps what is stored (oracle_cards has none at all).
- A card stored under a name-derived Oracle id (see `shape.name_derived_oracle_id`) is replaced
  when a file gives its real one.
- Abilities are compiled per face through `abilities.compile_abilities`; a card is modelled when
  no face has a line left over.

Memory holds one batch, the set of Oracle ids seen and the Korean names found, never the file.
The debug query log is cleared after every batch: under DEBUG it would keep every batch's SQL.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from django.db import DatabaseError, reset_queries, transaction

from rulings.cards.models import KOREAN_PRINTED_KEYS, CardImport, OracleCard

from .abilities import CompileAbilities, compile_abilities, oracle_lines
from .files import CardFile, CardFileError, Kind
from .mtgjson import read_all_printings, read_atomic_cards
from .scryfall import ScryfallStats, read_scryfall
from .shape import Card, CardDataError, KoreanFace, korean_fields, name_derived_oracle_id

BATCH_SIZE = 500
_UPDATE_FIELDS = [f.name for f in OracleCard._meta.concrete_fields
                  if f.name not in ("id", "oracle_id")]
# The columns a late Korean printing rewrites.
_KOREAN_COLUMNS = ("faces", "name_ko", "name_ko_key", "face_keys", "text_ko", "type_line_ko")
# Korean names of one card as one source gives them, and how good they are: (faces named,
# printing date).
_Rank = tuple[int, str]


@dataclass
class ImportReport:
    """What importing one file did (the counts `import_cards` prints and records)."""

    file: str
    kind: str
    source_version: str
    source_date: str
    dry_run: bool = False
    entries: int = 0  # entries the file lists (printings, rows, names)
    cards: int = 0
    faces: int = 0
    repeated: int = 0  # entries whose Oracle id an earlier entry already gave
    skipped: int = 0  # tokens, emblems, art cards
    korean_cards: int = 0
    korean_faces: int = 0
    korean_text_faces: int = 0  # faces with a Korean printed text or type line
    layouts: Counter[str] = field(default_factory=Counter)
    abilities: int = 0
    oracle_lines: int = 0
    lines_not_modelled: int = 0
    modelled_cards: int = 0
    created: int = 0
    updated: int = 0
    replaced: int = 0  # rows under a name-derived id replaced by the real Oracle id

    @property
    def lines_compiled(self) -> int:
        """Oracle lines the compiler expressed (all but those it left over)."""
        return max(self.oracle_lines - self.lines_not_modelled, 0)

    def as_dict(self) -> dict[str, Any]:
        """The report as stored in `CardImport.report` (JSON)."""
        return {
            "file": self.file, "kind": self.kind, "source_version": self.source_version,
            "source_date": self.source_date, "entries": self.entries, "cards": self.cards,
            "faces": self.faces, "repeated": self.repeated, "skipped": self.skipped,
            "korean_cards": self.korean_cards, "korean_faces": self.korean_faces,
            "korean_text_faces": self.korean_text_faces,
            "layouts": dict(sorted(self.layouts.items())), "abilities": self.abilities,
            "oracle_lines": self.oracle_lines, "lines_compiled": self.lines_compiled,
            "lines_not_modelled": self.lines_not_modelled,
            "modelled_cards": self.modelled_cards, "created": self.created,
            "updated": self.updated, "replaced": self.replaced,
        }


def import_card_files(files: Sequence[CardFile], *, dry_run: bool = False,
                      compile: CompileAbilities = compile_abilities,
                      batch_size: int = BATCH_SIZE) -> list[ImportReport]:
    """Import `files` in one transaction (nothing written when `dry_run`); their reports."""
    with transaction.atomic():
        return [_Import(card_file, dry_run=dry_run, compile=compile,
                        batch_size=batch_size).run()
                for card_file in files]


class _Import:
    """One file's import: reads its cards, writes them in batches, fills its report."""

    def __init__(self, card_file: CardFile, *, dry_run: bool, compile: CompileAbilities,
                 batch_size: int) -> None:
        self.file = card_file
        self.batch_size = batch_size
        self.dry_run = dry_run
        self.compile = compile
        self.report = ImportReport(file=card_file.name, kind=str(card_file.kind or ""),
                                   source_version=card_file.version,
                                   source_date=card_file.date, dry_run=dry_run)
        self.record: CardImport | None = None
        self.seen: set[str] = set()
        self.pending: dict[str, Card] = {}
        self.korean: dict[str, tuple[_Rank, tuple[KoreanFace, ...]]] = {}
        self.late: set[str] = set()
        self.scryfall = ScryfallStats()

    def run(self) -> ImportReport:
        """Import the file; its report. Raises `CardFileError` saying where it failed."""
        if not self.dry_run:
            self.record = CardImport.objects.create(
                kind=self.file.kind or Kind.SCRYFALL_ORACLE, file_name=self.file.name[:255],
                source_version=self.file.version[:64], source_date=self.file.date[:32])
        try:
            for card in self._cards():
                self._take(card)
                if len(self.pending) >= self.batch_size:
                    self._write()
            self._write()
            self._apply_late_korean_names()
        except CardDataError as error:
            raise self.file.fail("a card that can't be read", str(error), inside=True) \
                from None
        except (TypeError, AttributeError, KeyError, ValueError) as error:
            # A shape no reader expected: still an error that says where, not a traceback.
            raise self.file.fail("a card that can't be read", f"{type(error).__name__}: "
                                 f"{error}", inside=True) from error
        except DatabaseError as error:
            raise self.file.fail("the database refused the cards", str(error)) from None
        self._finish()
        return self.report

    def _cards(self) -> Iterator[Card]:
        kind = self.file.kind
        if kind == Kind.MTGJSON_ATOMIC:
            return read_atomic_cards(self.file)
        if kind == Kind.MTGJSON_PRINTINGS:
            return read_all_printings(self.file)
        return read_scryfall(self.file, self.scryfall)

    def _take(self, card: Card) -> None:
        """Note one entry: a new card to write, or Korean names and printed text for one
        already taken."""
        oracle_id = card.oracle_id
        names = card.korean
        rank = (sum(1 for name in card.korean_names if name), card.released)
        best = self.korean.get(oracle_id)
        if rank[0] and (best is None or rank > best[0]):
            self.korean[oracle_id] = (rank, names)
            written = oracle_id in self.seen and oracle_id not in self.pending
            if written and (best is None or names != best[1]):
                self.late.add(oracle_id)
        if oracle_id in self.seen:
            self.report.repeated += 1
            return
        self.seen.add(oracle_id)
        self.pending[oracle_id] = card

    def _write(self) -> None:
        """Compile, count and upsert the pending cards."""
        if not self.pending:
            return
        batch, self.pending = list(self.pending.values()), {}
        rows = [self._row(card) for card in batch]
        if self.dry_run:
            return
        ids = [card.oracle_id for card in batch]
        stored = dict(OracleCard.objects.filter(oracle_id__in=ids)
                      .values_list("oracle_id", "faces"))
        for row in rows:
            _keep_stored_korean_names(row, stored.get(row.oracle_id))
        self.report.updated += len(stored)
        self.report.created += len(rows) - len(stored)
        derived = [name_derived_oracle_id(card.name) for card in batch]
        stale = [old for old, card in zip(derived, batch, strict=True) if old != card.oracle_id]
        self.report.replaced += OracleCard.objects.filter(oracle_id__in=stale).delete()[0]
        OracleCard.objects.bulk_create(rows, update_conflicts=True,
                                       unique_fields=["oracle_id"], update_fields=_UPDATE_FIELDS)
        reset_queries()

    def _row(self, card: Card) -> OracleCard:
        """The card as a row, with the best Korean names so far and its compiled abilities."""
        best = self.korean.get(card.oracle_id)
        if best is not None and len(best[1]) == len(card.faces):
            for face, korean in zip(card.faces, best[1], strict=True):
                face.take_korean(korean)
        row = card.row()
        abilities, not_modelled = [], []
        for face in row["faces"]:
            try:
                face_abilities, face_left = self.compile(face)
            except Exception as error:
                raise CardFileError(
                    f'{self.file.name}: the Oracle-text compiler failed on "{face["name"]}" '
                    f"of {card.name!r} ({type(error).__name__}: {error})") from error
            abilities.append(face_abilities)
            not_modelled.append(face_left)
            self.report.abilities += len(face_abilities)
            self.report.oracle_lines += len(oracle_lines(face["text"]))
            self.report.lines_not_modelled += len(face_left)
        modelled = not any(not_modelled)
        report = self.report
        report.cards += 1
        report.faces += len(card.faces)
        report.layouts[card.layout] += 1
        report.modelled_cards += modelled
        return OracleCard(**row, abilities=abilities, not_modelled=not_modelled,
                          modelled=modelled, source=self.record)

    def _apply_late_korean_names(self) -> None:
        """Korean names and printed text that arrived after their card was written (a later
        printing's)."""
        if self.dry_run:
            return
        late = sorted(self.late)
        for start in range(0, len(late), self.batch_size):
            chunk = late[start:start + self.batch_size]
            rows = list(OracleCard.objects.filter(oracle_id__in=chunk)
                        .only("oracle_id", *_KOREAN_COLUMNS))
            for row in rows:
                names = self.korean[row.oracle_id][1]
                if len(names) != len(row.faces):
                    continue
                for face, korean in zip(row.faces, names, strict=True):
                    face["name_ko"] = korean.name or face["name_ko"]
                    if any((korean.text, korean.type_line, korean.flavor)):
                        face.update(text_ko=korean.text, type_line_ko=korean.type_line,
                                    flavor_ko=korean.flavor)
                for key, value in korean_fields(row.faces).items():
                    setattr(row, key, value)
            OracleCard.objects.bulk_update(rows, list(_KOREAN_COLUMNS))
            reset_queries()

    def _finish(self) -> None:
        """Settle the kind (a Scryfall file's is known only now), count the Korean names and
        record the report."""
        report = self.report
        report.entries = self.file.progress.entries
        report.skipped = self.scryfall.skipped
        if self.file.kind is None:
            self.file.kind = self.scryfall.kind(repeated=report.repeated > 0)
        report.kind = str(self.file.kind)
        for _, names in self.korean.values():
            report.korean_faces += sum(1 for korean in names if korean.name)
            report.korean_cards += all(korean.name for korean in names)
            report.korean_text_faces += sum(1 for korean in names
                                            if korean.text or korean.type_line)
        if self.record is not None:
            self.record.kind = self.file.kind
            self.record.report = report.as_dict()
            self.record.save(update_fields=["kind", "report"])


def _keep_stored_korean_names(row: OracleCard, stored_faces: Iterable[Any] | None) -> None:
    """Give `row`'s faces without a Korean name (or printed text) the one stored for the
    same face, if any."""
    if not stored_faces:
        return
    stored = {face.get("name"): face for face in stored_faces if isinstance(face, dict)}
    changed = False
    for face in row.faces:
        old = stored.get(face["name"])
        if old is None:
            continue
        if not face["name_ko"] and old.get("name_ko"):
            face["name_ko"] = old["name_ko"]
            changed = True
        if not any(face[key] for key in KOREAN_PRINTED_KEYS) and any(
                old.get(key) for key in KOREAN_PRINTED_KEYS):
            face.update({key: str(old.get(key) or "") for key in KOREAN_PRINTED_KEYS})
            changed = True
    if changed:
        for key, value in korean_fields(row.faces).items():
            setattr(row, key, value)
