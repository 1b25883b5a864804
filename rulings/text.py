"""The form the app compares typed text in: folded, lowercased, a query's key form.

Both the models (the search log, a curated mapping's validation) and search need it, so it
lives below both and imports nothing of the app (an import-linter contract keeps
`rulings.models` from importing search).
"""

from __future__ import annotations

# Full-width ASCII (as a Korean keyboard in full-width mode types it: "６１３．３ｂ") folded to
# ASCII, one character for one, so offsets into the text stay the same. Only these: NFKC would
# also turn the keyboard's compatibility jamo into conjoining ones (rulings/numbers.py reads
# "613.3ㅠ").
_FULLWIDTH = {code: code - 0xFEE0 for code in range(0xFF01, 0xFF5F)}
_FULLWIDTH[0x3000] = 0x20
_FINAL_MARKS = "?？ "


def fold_width(text: str) -> str:
    """Full-width ASCII folded to ASCII ("６１３．３ｂ" -> "613.3b"), one character for one."""
    return text.translate(_FULLWIDTH)


def normalize(text: str) -> str:
    """Lowercase and fold full-width ASCII, keeping every character's offset."""
    return fold_width(text).lower()


def query_key(text: str) -> str:
    """The form queries are compared, logged and mapped in: "  항복하면  어떻게 돼?" ->
    "항복하면 어떻게 돼" (offline-search.js's curatedKey() is the same function)."""
    return " ".join(normalize(text).split()).rstrip(_FINAL_MARKS)
