"""Imported cards, one row per Oracle card (rule 108.1: the Oracle text is the card's text).

A card's faces (709 split, 710 flip, 712 double-faced, 715 adventurer; meld and the rest) are
kept as a JSON list on the card: the site always reads a card whole, never a face alone. Each
face dict has the keys of `FACE_KEYS`. A single-faced card has one face equal to the card.
"""
from __future__ import annotations

from django.db import models
from django.utils import timezone

# The keys of every face dict in `OracleCard.faces` (and of the card-level columns).
FACE_KEYS = ("name", "name_ko", "mana_cost", "mana_value", "colors", "color_indicator",
             "types", "subtypes", "supertypes", "power", "toughness", "loyalty", "defense",
             "text", "keywords", "text_ko", "type_line_ko", "flavor_ko")
# The Korean printed text of a face (as a Korean printing has it; the Oracle text rules,
# 108.1): `text_ko`, `type_line_ko` and `flavor_ko`, '' when no source gives them.
KOREAN_PRINTED_KEYS = ("text_ko", "type_line_ko", "flavor_ko")


class CardImportQuerySet(models.QuerySet["CardImport"]):
    """Query logic for import runs."""

    def latest_per_kind(self) -> list[CardImport]:
        """The newest import of each kind of file, in the order of `CardImport.Kind`."""
        latest = (self.filter(kind=kind).order_by("-imported_at", "-pk").first()
                  for kind in CardImport.Kind.values)
        return [item for item in latest if item is not None]


class CardImport(models.Model):
    """One run of `import_cards` over one file: what it read, and the report it printed."""

    class Kind(models.TextChoices):
        MTGJSON_ATOMIC = "mtgjson-atomic", "MTGJSON AtomicCards"
        MTGJSON_PRINTINGS = "mtgjson-printings", "MTGJSON AllPrintings"
        SCRYFALL_ORACLE = "scryfall-oracle", "Scryfall oracle_cards"
        SCRYFALL_ALL = "scryfall-all", "Scryfall all_cards"

    kind = models.CharField(max_length=24, choices=Kind.choices)
    file_name = models.CharField(max_length=255, help_text="The file's base name.")
    source_version = models.CharField(max_length=64, blank=True,
                                      help_text="The source's own version (MTGJSON meta.version).")
    source_date = models.CharField(max_length=32, blank=True,
                                   help_text="The source's date (MTGJSON meta.date, Scryfall "
                                             "updated_at), as the source writes it.")
    imported_at = models.DateTimeField(default=timezone.now)
    report = models.JSONField(default=dict, help_text="The counts the command printed.")

    objects = CardImportQuerySet.as_manager()

    class Meta:
        ordering = ["-imported_at", "-pk"]

    def __str__(self) -> str:
        return f"{self.get_kind_display()} {self.source_version or self.source_date}".strip()


class OracleCardQuerySet(models.QuerySet["OracleCard"]):
    """Query logic for imported cards."""

    def named(self, name: str) -> OracleCardQuerySet:
        """The card whose English or Korean name (or one face's) is `name`, ignoring case
        and spaces."""
        key = name_key(name)
        return self.filter(models.Q(name_key=key) | models.Q(name_ko_key=key)
                           | models.Q(face_keys__contains=f"|{key}|"))


def name_key(name: str) -> str:
    """A name as looked up: case-folded, without spaces (Korean is often typed without them)."""
    return "".join(name.casefold().split())


class OracleCard(models.Model):
    """A card as its Oracle data gives it, with its Korean name and its compiled abilities."""

    oracle_id = models.CharField(max_length=36, unique=True,
                                 help_text="Scryfall's Oracle id: the key re-imports upsert on.")
    name = models.CharField(max_length=255, db_index=True,
                            help_text="The Oracle name; faces joined by ' // '.")
    name_ko = models.CharField(max_length=255, blank=True,
                               help_text="The Korean name; '' when no source has a real one.")
    name_key = models.CharField(max_length=255, db_index=True)
    name_ko_key = models.CharField(max_length=255, db_index=True, blank=True)
    face_keys = models.TextField(blank=True,
                                 help_text="'|key|key|': each face's name keys, English and "
                                           "Korean, for lookups by a face's name.")
    layout = models.CharField(max_length=24, help_text="normal, split, transform, modal_dfc, "
                              "adventure, flip, meld, ... as the source spells it.")
    mana_cost = models.CharField(max_length=100, blank=True)
    mana_value = models.FloatField(default=0)
    colors = models.JSONField(default=list)
    color_indicator = models.JSONField(default=list)
    types = models.JSONField(default=list)
    subtypes = models.JSONField(default=list)
    supertypes = models.JSONField(default=list)
    power = models.CharField(max_length=8, blank=True)
    toughness = models.CharField(max_length=8, blank=True)
    loyalty = models.CharField(max_length=8, blank=True)
    defense = models.CharField(max_length=8, blank=True)
    text = models.TextField(blank=True, help_text="The Oracle text; faces joined by a "
                                                  "line of '//'.")
    keywords = models.JSONField(default=list)
    text_ko = models.TextField(blank=True, help_text="The Korean printed text (not the rules: "
                               "the Oracle text is); faces joined by a line of '//'.")
    type_line_ko = models.CharField(max_length=255, blank=True,
                                    help_text="The Korean printed type line; faces joined by "
                                              "' // '.")
    faces = models.JSONField(default=list, help_text="One dict per face (FACE_KEYS).")
    abilities = models.JSONField(default=list, help_text="Per face, the abilities compiled "
                                 "from its Oracle text, in the engine's card format.")
    not_modelled = models.JSONField(default=list, help_text="Per face, the lines of Oracle "
                                    "text the compiler could not express exactly.")
    modelled = models.BooleanField(default=False, help_text="Every line of every face was "
                                   "compiled.")
    source = models.ForeignKey(CardImport, null=True, on_delete=models.SET_NULL,
                               related_name="cards")

    objects = OracleCardQuerySet.as_manager()

    class Meta:
        ordering = ["name"]

    def __str__(self) -> str:
        return self.name
