"""Card views: the card search API, the card search page (and the sandbox picker's list, its
htmx partial), and one page per card.

The views only translate between HTTP and `catalog`: parameters are validated here, and a bad
one gets an error naming it (never a 500).
"""
from __future__ import annotations

import re

from django.http import (
    HttpRequest,
    HttpResponse,
    HttpResponsePermanentRedirect,
    JsonResponse,
)
from django.shortcuts import render
from django.utils.cache import patch_vary_headers
from django.views.decorators.http import require_safe

from rulings import params
from rulings.params import ParameterError

from . import catalog, hints

DEFAULT_LIMIT = 10
PAGE_LIMIT = 30
PICKER_LIMIT = 8
SUGGESTIONS = 6


@require_safe
def api_cards(request: HttpRequest) -> JsonResponse:
    """`GET /api/cards?q=...&limit=10`: the cards whose English or Korean name (or a face's)
    matches, best first, as JSON. Besides the card's fields and `modelled`, each result says
    `coverage` (modelled, partial or text), its card page's `url`, and how it matched: `tier`
    (exact, prefix, word, infix, typo; or type, found by its Korean type words when the names
    leave room) and the name that `matched`; `text_ko` and `type_line_ko` give its Korean
    printed text and type line ('' when none)."""
    try:
        query = params.query(request.GET.get("q"), collapse_spaces=True)
        limit = params.limit(request.GET.get("limit"), default=DEFAULT_LIMIT)
    except ParameterError as error:
        return JsonResponse({"error": error.message, "parameter": error.parameter}, status=400)
    results = catalog.search(query, limit) if query else []
    return JsonResponse({"query": query, "results": results},
                        json_dumps_params={"ensure_ascii": False})


@require_safe
def card_search(request: HttpRequest) -> HttpResponse:
    """The card search page; htmx requests get the results partial, or with `picker=1` the
    sandbox picker's list (the same search, fewer cards)."""
    picker = request.GET.get("picker") == "1"
    # `for` names the listbox the options go into (their ids start with it): an HTML id.
    listbox = re.sub(r"[^A-Za-z0-9_-]", "", request.GET.get("for", ""))[:100]
    context: dict[str, object] = {"query": "", "results": [], "picker": picker,
                                  "listbox": listbox, "missing": hints.missing()}
    status = 200
    try:
        query = params.query(request.GET.get("q"), collapse_spaces=True)
        context["query"] = query
        if query:
            context["results"] = catalog.search(query, PICKER_LIMIT if picker else PAGE_LIMIT)
    except ParameterError as error:
        context["error"] = error.message
        status = 400
    partial = bool(request.htmx) and not request.htmx.history_restore_request
    template = "cards/search.html"
    if partial:
        template += "#picker" if picker else "#results"
    response = render(request, template, context, status=status)
    patch_vary_headers(response, ["HX-Request"])
    return response


def _same_name(typed: str, name: str) -> bool:
    # A proxy may merge the slashes of "Fire // Ice"; that is not a reason to redirect (it
    # would redirect forever).
    return re.sub(r"/+", "/", typed) == re.sub(r"/+", "/", name)


@require_safe
def card_page(request: HttpRequest, name: str) -> HttpResponse:
    """One card: its text, Korean name, what the engine models, its rule numbers linked. Its
    Korean name, a face's name, or any case or spacing redirects to the English name's URL."""
    entry = catalog.find(name)
    if entry is None:
        return render(request, "cards/not_found.html",
                      {"query": name, "suggestions": catalog.suggestions(name, SUGGESTIONS),
                       "missing": hints.missing()}, status=404)
    if not _same_name(name, entry.name):
        return HttpResponsePermanentRedirect(catalog.card_url(entry.name))
    return render(request, "cards/card.html", {"card": catalog.sheet(entry),
                                               "missing": hints.missing()})
