"""Importing the card database from MTGJSON and Scryfall files (`manage.py import_cards`).

`files` opens a file (plain, gzip, xz or bzip2) and tells its kind from its content; `mtgjson`
and `scryfall` stream its entries as cards of one shape (`shape`); `load` upserts them by
Oracle id in one transaction and counts what it did; `abilities` is the one seam to the
Oracle-text compiler.
"""
from .files import CardFile, CardFileError, sniff
from .load import ImportReport, import_card_files

__all__ = ["CardFile", "CardFileError", "ImportReport", "import_card_files", "sniff"]
