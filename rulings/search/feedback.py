"""`POST /api/search/feedback`: the search page's report of a search that missed (issue 15).

The page (static/js/search-feedback.js) sends one small form when a judge leaves a search
without clicking a result (`q` alone), or clicks a result ranked 4th or lower (`q`, `rank`,
`rule`). Only that is stored, with the day (rulings.models.SearchLogEntry): no address, user
agent, cookie or session. Each field is checked, and a bad one is a 400 naming it; the body
size is bounded by the site's limit (rulesite.middleware). A client may report at most
settings.SEARCH_FEEDBACK_PER_MINUTE searches a minute (429 with Retry-After), counted in the
cache under a keyed hash of its address, so the address itself is kept nowhere.

CSRF: the endpoint keeps Django's CSRF check. It records nothing about the sender, so a
forged request could not act as a judge; but without the check any other site could make its
visitors' browsers write to the log, from as many addresses as it has visitors, past the rate
limit, and the log is what maintainers map queries from. The check costs nothing here: every
page already carries the token (base.html), and the page sends it in the form
(`csrfmiddlewaretoken`), as a beacon cannot set headers.
"""
from __future__ import annotations

import hashlib
import hmac
from datetime import date

from django.conf import settings
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.utils import timezone
from django.views.decorators.http import require_POST

from rulings import params
from rulings.models import SearchLogEntry
from rulings.params import ParameterError
from rulings.sandbox.ratelimit import client_address, retry_after
from rulings.text import query_key

from .index import IndexMissing, open_index
from .query import index_path

FIELDS = frozenset({"q", "rank", "rule", "csrfmiddlewaretoken"})
# A click on ranks 1-3 is a search that worked: it is not recorded.
LOWEST_GOOD_RANK = 3
MAX_RANK = params.MAX_LIMIT  # the most results any search shows (the API's limit)


def today() -> date:
    """The day a report is stored under (site time zone); tests replace it."""
    return timezone.localdate()


_purged_on: date | None = None


def purge_expired(day: date) -> int:
    """Delete the log's entries older than its retention on `day`; returns how many."""
    deleted, _ = SearchLogEntry.objects.expired(day).delete()
    return deleted


def _purge_once_a_day(day: date) -> None:
    """The opportunistic purge: on a process's first write of each day."""
    global _purged_on
    if _purged_on != day:
        purge_expired(day)
        _purged_on = day


def forget_purge() -> None:
    """Purge again on the next write (tests)."""
    global _purged_on
    _purged_on = None


def _retry_after(request: HttpRequest) -> int | None:
    """Count one report for this client; None if allowed, else seconds until the next."""
    client = hmac.new(settings.SECRET_KEY.encode(), client_address(request).encode(),
                      hashlib.sha256).hexdigest()[:24]
    return retry_after("search-feedback", client, settings.SEARCH_FEEDBACK_PER_MINUTE)


def _error(message: str, parameter: str, status: int = 400) -> JsonResponse:
    return JsonResponse({"error": message, "parameter": parameter}, status=status,
                        json_dumps_params={"ensure_ascii": False})


def _report(request: HttpRequest) -> tuple[str, int | None, str]:
    """The query (key form), rank and rule of a report; ParameterError names a bad field."""
    unknown = sorted(set(request.POST) - FIELDS)
    if unknown:
        raise ParameterError(unknown[0], f"{unknown[0]} is no field of a search report (send q, "
                                         "and rank and rule for a click)")
    for name in sorted(FIELDS):
        if len(request.POST.getlist(name)) > 1:
            raise ParameterError(name, f"{name} was sent more than once")
    query = query_key(params.query(request.POST.get("q")))
    if not query:
        raise ParameterError("q", "q must not be empty")
    if len(query) > params.MAX_QUERY:
        # Lower-casing can lengthen text ("İ" is two characters in lower case).
        raise ParameterError("q", f"q must be at most {params.MAX_QUERY} characters")
    rank_text, rule = request.POST.get("rank", ""), request.POST.get("rule", "").strip().lower()
    if not rank_text and not rule:
        return query, None, ""
    rank = params.whole_number(rank_text)
    if rank is None or not LOWEST_GOOD_RANK < rank <= MAX_RANK:
        raise ParameterError("rank", f"rank must be a whole number from {LOWEST_GOOD_RANK + 1} "
                                     f"to {MAX_RANK}: a click on ranks 1-{LOWEST_GOOD_RANK} is "
                                     f"not recorded (got {rank_text!r})")
    if rule not in open_index(index_path()).by_number:
        raise ParameterError("rule", f"rule must be the number of a rule search shows "
                                     f"(got {rule!r})")
    return query, rank, rule


@require_POST
def search_feedback(request: HttpRequest) -> HttpResponse:
    """Record one search that missed: 204, or 400 naming the bad field, or 429."""
    retry_after = _retry_after(request)
    if retry_after is not None:
        response = _error(f"at most {settings.SEARCH_FEEDBACK_PER_MINUTE} search reports a "
                          f"minute from one client; try again in {retry_after} s", "", 429)
        response["Retry-After"] = str(retry_after)
        return response
    try:
        query, rank, rule = _report(request)
    except ParameterError as error:
        return _error(error.message, error.parameter)
    except IndexMissing:
        return _error("the search index has not been built", "", 503)
    day = today()
    _purge_once_a_day(day)
    SearchLogEntry.objects.create(query=query, day=day, rank=rank, rule=rule)
    return HttpResponse(status=204)
