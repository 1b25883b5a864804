"""Requests per client and minute, counted in Django's cache: scenario saves and the
editor's engine runs here, and the search page's reports of searches that missed
(rulings/search/feedback.py).

A fixed one-minute window per client: simple, shared by every worker when the cache is
(Redis), per worker with the default memory cache. A client over the limit is told how many
seconds remain in the window (Retry-After), and the editor says it in the page's language.

A client is an address, and judges at a venue share one: the venue's Wi-Fi puts thirty
judges behind one NAT address. The limits (settings.SCENARIO_SAVES_PER_MINUTE and
SCENARIO_RUNS_PER_MINUTE) are set for that, not for one person; see rulesite/settings/
common.py for the figures. What bounds a worker's time is the time limit of each run
(limits.py), not these counts.
"""
from __future__ import annotations

import time

from django.conf import settings
from django.core.cache import cache
from django.http import HttpRequest

WINDOW_SECONDS = 60


def client_address(request: HttpRequest) -> str:
    """The client's address: settings.CLIENT_IP_HEADER as the proxy set it, else REMOTE_ADDR."""
    forwarded = request.META.get(settings.CLIENT_IP_HEADER, "")
    # A forwarding chain lists the client first.
    return forwarded.split(",")[0].strip() or request.META.get("REMOTE_ADDR", "")


def retry_after(counter: str, client: str, per_minute: int) -> int | None:
    """Count one request of `counter` for `client` in this minute's window; None if it is
    within `per_minute`, else the seconds until the next window."""
    now = time.time()
    window = int(now // WINDOW_SECONDS)
    key = f"{counter}:{client}:{window}"
    cache.add(key, 0, timeout=WINDOW_SECONDS + 5)
    try:
        count = cache.incr(key)
    except ValueError:
        # Expired between add and incr: this is the window's first request.
        cache.set(key, 1, timeout=WINDOW_SECONDS + 5)
        count = 1
    if count <= per_minute:
        return None
    return int(WINDOW_SECONDS - now % WINDOW_SECONDS) + 1


def save_retry_after(request: HttpRequest) -> int | None:
    """Count one save for this client; None if allowed, else seconds until it may save again."""
    return retry_after("scenario-saves", client_address(request),
                       settings.SCENARIO_SAVES_PER_MINUTE)


def rate_message(retry_after: int) -> str:
    """What a client refused a save is told (problems.py says it in the page's language)."""
    return (f"at most {settings.SCENARIO_SAVES_PER_MINUTE} scenario saves a minute from one "
            f"client; try again in {retry_after} s")


def run_retry_after(request: HttpRequest) -> int | None:
    """Count one engine run in the editor for this client; None if allowed, else seconds
    until it may run again."""
    return retry_after("scenario-runs", client_address(request),
                       settings.SCENARIO_RUNS_PER_MINUTE)


def run_rate_message(retry_after: int) -> str:
    """What a client refused a run is told (problems.py says it in the page's language)."""
    return (f"at most {settings.SCENARIO_RUNS_PER_MINUTE} scenario runs a minute from one "
            f"client; try again in {retry_after} s")
