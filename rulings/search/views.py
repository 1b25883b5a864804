"""Search views: the search page (full page or its htmx results partial), the JSON API and the
glossary page.

The views only translate between HTTP and `query.search()` (through the answer cache,
`answers.cached_search()`): parameters are validated here and a bad one gets a clear error
naming it (never a 500). The JSON API sends ETag and Last-Modified, so a client that asks
again gets a 304 without a search being run.
"""
from __future__ import annotations

from datetime import datetime

from django.http import HttpRequest, HttpResponse, HttpResponseRedirect, JsonResponse
from django.shortcuts import render
from django.utils.cache import patch_vary_headers
from django.utils.safestring import mark_safe
from django.utils.translation import gettext as _
from django.views.decorators.http import condition, require_safe

from rulings import params
from rulings.models import GlossaryTerm
from rulings.params import MAX_QUERY, ParameterError

from .answers import answer_etag, answer_last_modified, cached_search
from .index import IndexMissing, OpenIndex, open_index
from .query import SearchResponse, index_path

SECTIONS = (1, 4, 5, 6, 8)
PAGE_LIMIT = 20


def _section(value: str | None) -> int | None:
    if value in (None, ""):
        return None
    # ASCII digits only: "²" and "٣" are digits to str.isdigit() but not all are to int().
    if value.isascii() and value.isdigit() and int(value) in SECTIONS:
        return int(value)
    raise ParameterError("section", _("section must be one of 1, 4, 5, 6, 8 (got %(value)r)")
                         % {"value": value})


@require_safe
def search_page(request: HttpRequest) -> HttpResponse:
    """The search page; htmx requests get only the results partial."""
    query = request.GET.get("q", "").strip()
    context: dict[str, object] = {"query": query, "sections": SECTIONS, "section": None}
    status = 200
    response_data: SearchResponse | None = None
    try:
        query = params.query(query)
        section = _section(request.GET.get("section"))
        context["section"] = section
        if query:
            response_data = cached_search(query, limit=PAGE_LIMIT, section=section)
    except ParameterError as error:
        context["error"] = error.message
        status = 400
    except IndexMissing:
        context["error"] = _("The search index has not been built yet "
                             "(run manage.py build_search_index).")
        status = 503
    if response_data is not None:
        partial = bool(request.htmx) and not request.htmx.history_restore_request
        if response_data.exact is not None and not partial:
            # A rule number typed in full goes straight to the rule.
            return HttpResponseRedirect(response_data.exact.url)
        context["response"] = response_data
        context["results"] = [
            # highlight() escaped the text; only its own <mark> tags are markup.
            {"result": r, "snippet": mark_safe(r.snippet)}
            for r in response_data.results
        ]
    # htmx restoring a page from history needs the whole page, not the partial.
    partial = bool(request.htmx) and not request.htmx.history_restore_request
    template = "search/search.html#results" if partial else "search/search.html"
    response = render(request, template, context, status=status)
    patch_vary_headers(response, ["HX-Request"])
    return response


def _api_parameters(request: HttpRequest) -> tuple[str, int, int | None]:
    """The API's query, limit and section; ParameterError names the one that is wrong."""
    query = params.query(request.GET.get("q"))
    return (query, params.limit(request.GET.get("limit"), default=10),
            _section(request.GET.get("section")))


def _api_answer(request: HttpRequest) -> tuple[OpenIndex, str, int, int | None] | None:
    """What the API's answer will be made of, or None for an error or an empty query (whose
    responses carry no validators). Worked out once per request."""
    if hasattr(request, "_search_answer"):
        known: tuple[OpenIndex, str, int, int | None] | None = request._search_answer
        return known
    try:
        query, limit, section = _api_parameters(request)
        answer = (open_index(index_path()), query, limit, section) if query else None
    except (ParameterError, IndexMissing):
        answer = None
    request._search_answer = answer  # type: ignore[attr-defined]
    return answer


def _api_etag(request: HttpRequest) -> str | None:
    answer = _api_answer(request)
    return answer_etag(*answer) if answer is not None else None


def _api_last_modified(request: HttpRequest) -> datetime | None:
    answer = _api_answer(request)
    return answer_last_modified(answer[0]) if answer is not None else None


@require_safe
@condition(etag_func=_api_etag, last_modified_func=_api_last_modified)
def api_search(request: HttpRequest) -> JsonResponse:
    """`GET /api/search?q=...&limit=10[&section=6]`: the best rules first, as JSON."""
    try:
        query, limit, section = _api_parameters(request)
        answer = cached_search(query, limit=limit, section=section) if query else None
    except ParameterError as error:
        return JsonResponse({"error": error.message, "parameter": error.parameter}, status=400)
    except IndexMissing:
        return JsonResponse({"error": "the search index has not been built"}, status=503)
    results = [] if answer is None else [
        {"number": r.number, "title": r.heading, "snippet": r.snippet,
         "url": r.url}
        for r in answer.results
    ]
    return JsonResponse({"query": query, "results": results},
                        json_dumps_params={"ensure_ascii": False})


def _official_glossary(query: str) -> dict[str, object]:
    """The newest English edition's glossary, merged in (rulings/editions.py)."""
    from rulings.editions import official_glossary

    edition, official = official_glossary(query)
    return {"official_edition": edition, "official_terms": official}


@require_safe
def glossary_page(request: HttpRequest) -> HttpResponse:
    """The glossary (English <-> Korean terms, each linked to the rule that defines it),
    filtered by `q`; htmx requests get only the terms partial."""
    query = request.GET.get("q", "").strip()[:MAX_QUERY]
    terms = list(GlossaryTerm.objects.select_related("rule").matching(query))
    context = {
        "query": query,
        "terms": [t for t in terms if t.origin != GlossaryTerm.Origin.SLANG],
        "table_talk": [t for t in terms if t.origin == GlossaryTerm.Origin.SLANG],
        "has_curated": any(t.origin == GlossaryTerm.Origin.CURATED for t in terms),
        **_official_glossary(query),
    }
    partial = bool(request.htmx) and not request.htmx.history_restore_request
    template = "search/glossary.html#terms" if partial else "search/glossary.html"
    response = render(request, template, context)
    patch_vary_headers(response, ["HX-Request"])
    return response
