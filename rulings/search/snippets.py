"""Snippets: the part of a rule's text that matched, with matches wrapped in <mark>.

Highlighting reuses the analyzer, so whatever matched in the index (a bigram of "대체효과",
a stemmed "actions", a rule number) is what lights up, wherever the spaces fall.
"""
from __future__ import annotations

from collections.abc import Collection

from django.utils.html import escape

from .analysis import analyze_stored

SNIPPET_CHARS = 160


def matched_spans(text: str, terms: Collection[str]) -> list[tuple[int, int]]:
    """Merged (start, end) character spans of `text` whose analyzed terms are in `terms`."""
    spans = sorted((t.start, t.end) for t in analyze_stored(text) if t.text in terms)
    merged: list[tuple[int, int]] = []
    for start, end in spans:
        # A bridge bigram spans a space; don't light up the space alone.
        if merged and start <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(merged[-1][1], end))
        else:
            merged.append((start, end))
    return merged


def best_window(text: str, spans: list[tuple[int, int]], size: int) -> tuple[int, int]:
    """The `size`-char window of `text` covering the most matched characters."""
    if len(text) <= size or not spans:
        return 0, min(len(text), size)
    best_start, best_cover = 0, -1
    for anchor, _ in spans:
        start = max(0, min(anchor - size // 5, len(text) - size))
        end = start + size
        cover = sum(max(0, min(e, end) - max(s, start)) for s, e in spans)
        if cover > best_cover:
            best_start, best_cover = start, cover
    return best_start, best_start + size


def highlight(text: str, terms: Collection[str], size: int = SNIPPET_CHARS) -> str:
    """HTML (escaped) of the best window of `text`, matched terms wrapped in <mark>."""
    spans = matched_spans(text, terms)
    start, end = best_window(text, spans, size)
    parts = ["…" if start > 0 else ""]
    cursor = start
    for span_start, span_end in spans:
        span_start, span_end = max(span_start, start), min(span_end, end)
        if span_start >= span_end:
            continue
        parts.append(escape(text[cursor:span_start]))
        parts.append(f"<mark>{escape(text[span_start:span_end])}</mark>")
        cursor = span_end
    parts.append(escape(text[cursor:end]))
    if end < len(text):
        parts.append("…")
    return "".join(parts)
