"""The site's URLs plus `/bench/precomputed/`, for bench/load.py only (rulesite.settings.bench).

The precomputed view returns the bytes of a file that the benchmark writes (a copy of a rule
page) through the same middleware as every page: what Django costs with no work in the view.
"""
import os
from functools import cache
from pathlib import Path

from django.http import HttpRequest, HttpResponse
from django.urls import include, path
from django.views.decorators.http import require_safe


@cache
def _body() -> bytes:
    return Path(os.environ["RULESITE_BENCH_BODY"]).read_bytes()


@require_safe
def precomputed(request: HttpRequest) -> HttpResponse:
    """Fixed bytes, read once per worker."""
    return HttpResponse(_body(), content_type="text/html; charset=utf-8")


urlpatterns = [
    path("bench/precomputed/", precomputed),
    path("", include("rulesite.urls")),
]
