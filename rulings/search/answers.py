"""Search answers kept in Django's cache: one search per query, limit, section and index build.

A search costs milliseconds of ranking and snippet-making, and its answer changes only when
the index is rebuilt (every `make serve` builds it; so does `build_search_index` after an
import). Answers are kept in the "search" cache (settings.CACHES: CACHE_URL's backend, its
own memory cache per process by default) under the opened index's build id, so a rebuilt
index never answers from an older build's entries; they expire or are culled. The key holds
the query as the view received it (stripped): any further folding could merge queries whose
answers differ.

`answer_etag()` and `answer_last_modified()` (the build's time) let a client revalidate the
JSON API with a 304 without a search being run.
"""
from __future__ import annotations

import hashlib
from datetime import datetime
from pathlib import Path

from django.core.cache import caches

from .index import OpenIndex, open_index
from .query import SearchResponse, index_path, search_in

# Long enough that a build's answers outlive it; a rebuild changes every key anyway.
ANSWER_SECONDS = 24 * 60 * 60


def answer_key(opened: OpenIndex, query: str, limit: int, section: int | None) -> str:
    """The cache key of one answer from this build of the index."""
    digest = hashlib.sha256(query.encode()).hexdigest()[:40]
    return f"search:{opened.build}:{limit}:{section or 0}:{digest}"


def answer_etag(opened: OpenIndex, query: str, limit: int, section: int | None) -> str:
    """The ETag of an answer: changes with the build, the query and the parameters."""
    digest = hashlib.sha256(answer_key(opened, query, limit, section).encode()).hexdigest()
    return f'"{digest[:32]}"'


def answer_last_modified(opened: OpenIndex) -> datetime | None:
    """Last-Modified of every answer: when the index was built."""
    return opened.built_at


def cached_search(query: str, *, limit: int = 10, section: int | None = None,
                  index_dir: Path | None = None) -> SearchResponse:
    """`query.search()`'s answer, from the cache when this build already gave it."""
    opened = open_index(index_path(index_dir))
    key = answer_key(opened, query, limit, section)
    store = caches["search"]
    answer: SearchResponse | None = store.get(key)
    if answer is None:
        answer = search_in(opened, query, limit=limit, section=section)
        store.set(key, answer, ANSWER_SECONDS)
    return answer
