"""Throttled admin logins (django-axes; the settings and why in rulesite/settings/common.py):
the client address failures are counted by, and the page a locked-out login gets."""
from __future__ import annotations

import ipaddress
import math
from typing import Any

from axes.helpers import get_cool_off, get_failure_limit
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render

from rulings.sandbox.ratelimit import client_address

LOCKOUT_STATUS = 429


def client_ip(request: HttpRequest) -> str | None:
    """The client's address as the rest of the site sees it (settings.CLIENT_IP_HEADER behind
    a proxy), if it is an IP address (the database stores it as one); else REMOTE_ADDR's, else
    None."""
    for address in (client_address(request), request.META.get("REMOTE_ADDR", "")):
        try:
            return str(ipaddress.ip_address(address.strip()))
        except ValueError:
            continue
    return None


def lockout_response(request: HttpRequest, original_response: HttpResponse | None = None,
                     credentials: dict[str, Any] | None = None) -> HttpResponse:
    """The page for a login refused by the lockout: 429, in the UI's language, saying for how
    long, with Retry-After. Each refused try starts the cool-off again (axes' default), so
    it is the whole cool-off from now."""
    cool_off = get_cool_off(request)
    seconds = int(cool_off.total_seconds()) if cool_off is not None else 0
    response = render(request, "admin/lockout.html", {
        "failure_limit": get_failure_limit(request, credentials),
        "minutes": math.ceil(seconds / 60),
    }, status=LOCKOUT_STATUS)
    if seconds:
        response["Retry-After"] = str(seconds)
    return response
