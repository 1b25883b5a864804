"""Pages comparing editions: the imported editions, what changed between two editions of one
language (per section, per rule, word by word), and where the Korean and the English
numbering differ. A diff is computed once per pair of editions and kept in the cache
(rulings/editions.py: `cached_diff`); one too long for a page lists its parts instead."""
from __future__ import annotations

import datetime
import itertools

from django.http import HttpRequest, HttpResponse, HttpResponseBadRequest
from django.shortcuts import render
from django.views.decorators.http import require_safe

from rulings import numbers
from rulings.editions import cached_diff, newest_english, numbering_differences
from rulings.models import Edition, SourceFile


class _NoEdition(Exception):
    """An edition key that names no imported edition; the message says why."""


def _edition(key: str) -> Edition:
    """"en-2025-11-14" -> the edition; _NoEdition naming what is wrong."""
    language, _, date = key.partition("-")
    try:
        effective = datetime.date.fromisoformat(date)
    except ValueError:
        raise _NoEdition(f"{key!r} is not an edition (expected e.g. en-2025-11-14)") from None
    edition = Edition.objects.filter(language=language, effective_date=effective).first()
    if edition is None:
        raise _NoEdition(f"no edition {key} has been imported")
    return edition


def _not_found(request: HttpRequest, reason: str) -> HttpResponse:
    """The site's 404 page, saying why."""
    return render(request, "404.html", {"reason": reason}, status=404)


@require_safe
def editions(request: HttpRequest) -> HttpResponse:
    """The imported editions, links to what changed between them, and the numbering check."""
    by_language: dict[str, list[Edition]] = {}
    for edition in Edition.objects.order_by("language", "effective_date"):
        by_language.setdefault(edition.language, []).append(edition)
    pairs = [(older, newer) for group in by_language.values()
             for older, newer in itertools.pairwise(group)]
    korean_dates = sorted({d for d in SourceFile.objects.values_list("edition_date", flat=True)
                           if d})
    return render(request, "rulings/editions.html", {
        "editions": Edition.objects.order_by("language", "-effective_date"),
        "pairs": pairs, "korean_dates": korean_dates, "newest_english": newest_english(),
    })


@require_safe
def edition_diff(request: HttpRequest, old: str, new: str, number: str = "") -> HttpResponse:
    """What changed from edition `old` to `new`, in the whole text or under `number`."""
    try:
        before, after = _edition(old), _edition(new)
    except _NoEdition as error:
        return _not_found(request, str(error))
    if before.language != after.language:
        return HttpResponseBadRequest(f"{old} and {new} are editions of different languages; "
                                      "compare editions of one language")
    if number and not numbers.is_rule_number(number):
        return HttpResponseBadRequest(f"number: {number!r} is not a rule number (expected e.g. "
                                      "704 or 704.5m)")
    diff = cached_diff(before, after, number)
    # Too long for one page: its parts one level down (the whole text's sections, a
    # section's rules), each with its counts and its own page, and the rule's own change.
    split = diff.is_split
    return render(request, "rulings/editions_diff.html", {
        "diff": diff.own if split else diff, "counts": diff, "number": number,
        "parts": diff.parts() if split else [], "split": split,
        "sections": [] if split or number else [part.number for part in diff.parts()],
        "parent": numbers.parent_of(number) if number else None,
    })


@require_safe
def numbering(request: HttpRequest) -> HttpResponse:
    """The Korean rules whose number means something else in the newest English edition."""
    edition = newest_english()
    differences = numbering_differences(edition) if edition is not None else []
    return render(request, "rulings/editions_numbering.html", {
        "edition": edition, "differences": differences,
    })
