"""Downloading the data files `download_cards` and `download_rules` import, with the standard
library only (urllib), and saying in plain words what went wrong.

`download(url, path)` streams a file to `path` in chunks, hashing it as it goes (SHA-256), so a
130 MB file is never held in memory; `fetch(url)` reads a small one (a checksum file, a web
page) whole. Every failure is a `DownloadError` whose `reason` says which of these it was:

- `unreachable`: no server answered (a dead server, a closed port, no network, a bad host);
- `http`: the server answered with an error status (404, 500, ...);
- `interrupted`: the connection closed or stalled before the whole file arrived (fewer bytes
  than the server's Content-Length, or a reset);
- `checksum`: the file arrived whole but its SHA-256 is not the published one (`verify`);
- `no-link`: a page that should link to the file does not (`txt_links`).

Callers download to a temporary file and import only after it arrived whole and verified, so
none of these changes anything stored.
"""
from __future__ import annotations

import hashlib
import http.client
import re
import urllib.error
import urllib.request
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from html.parser import HTMLParser
from pathlib import Path
from typing import Literal
from urllib.parse import unquote, urljoin, urlsplit

CHUNK_SIZE = 1 << 20
DEFAULT_TIMEOUT = 60.0
USER_AGENT = "rulesite-download/1 (Comprehensive Rules site for judges)"
_HEX_DIGEST = re.compile(r"\b([0-9a-fA-F]{64})\b")

Reason = Literal["unreachable", "http", "interrupted", "checksum", "no-link"]
# (bytes so far, total bytes or None when the server does not say)
ProgressCallback = Callable[[int, int | None], None]


class DownloadError(Exception):
    """A download that failed; `reason` says how (see the module docstring)."""

    def __init__(self, reason: Reason, message: str) -> None:
        super().__init__(message)
        self.reason = reason

    @property
    def summary(self) -> str:
        """The failure in a few plain words, to put first in a message."""
        return _SUMMARIES[self.reason]


_SUMMARIES: dict[str, str] = {
    "unreachable": "the server could not be reached",
    "http": "the server refused the download",
    "interrupted": "the download was interrupted",
    "checksum": "the checksum does not match",
    "no-link": "the file's link was not found",
}


@dataclass(frozen=True, slots=True)
class Downloaded:
    """A file downloaded whole: where it is, its size and its SHA-256 (hex)."""

    path: Path
    size: int
    sha256: str


def file_name(url: str) -> str:
    """The last part of `url`'s path, unquoted ("MagicCompRules 20251114.txt")."""
    return unquote(urlsplit(url).path.rsplit("/", 1)[-1]) or "download"


def _open(url: str, timeout: float) -> http.client.HTTPResponse:
    request = urllib.request.Request(url, headers={"User-Agent": USER_AGENT})
    try:
        # Only http and https reach here (_check_scheme), never file:// or ftp://.
        response = urllib.request.urlopen(request, timeout=timeout)
    except urllib.error.HTTPError as error:
        raise DownloadError("http", f"{url} answered HTTP {error.code} ({error.reason})") \
            from None
    except urllib.error.URLError as error:
        raise DownloadError("unreachable", f"no server answered at {url} ({error.reason})") \
            from None
    except TimeoutError:
        raise DownloadError("unreachable", f"no server answered at {url} within "
                                           f"{timeout:g} s") from None
    except (http.client.HTTPException, ConnectionError) as error:
        raise DownloadError("interrupted", f"the connection to {url} failed before the file "
                                           f"began ({type(error).__name__})") from None
    return response  # type: ignore[no-any-return]


def _check_scheme(url: str) -> None:
    if urlsplit(url).scheme not in ("http", "https"):
        raise DownloadError("unreachable", f"{url}: not an http:// or https:// address")


def fetch(url: str, *, timeout: float = DEFAULT_TIMEOUT, limit: int = 16 << 20) -> bytes:
    """The whole body of a small file at `url` (at most `limit` bytes)."""
    _check_scheme(url)
    with _open(url, timeout) as response:
        expected = _length(response)
        data = _read(url, response, expected, limit=limit)
    return data


def _length(response: http.client.HTTPResponse) -> int | None:
    value = response.headers.get("Content-Length")
    return int(value) if value and value.isdigit() else None


def _read(url: str, response: http.client.HTTPResponse, expected: int | None, *,
          limit: int) -> bytes:
    chunks: list[bytes] = []
    size = 0
    for chunk in _chunks(url, response, expected):
        size += len(chunk)
        if size > limit:
            raise DownloadError("http", f"{url} is larger than {limit:,} bytes: not the "
                                        "small file expected")
        chunks.append(chunk)
    return b"".join(chunks)


def _chunks(url: str, response: http.client.HTTPResponse, expected: int | None
            ) -> Iterator[bytes]:
    """The body in chunks; `interrupted` when it ends short of `expected` or breaks."""
    received = 0
    while True:
        try:
            chunk = response.read(CHUNK_SIZE)
        except http.client.IncompleteRead as error:
            received += len(error.partial)
            raise DownloadError("interrupted", _short(url, received, expected)) from None
        except TimeoutError:
            raise DownloadError("interrupted", f"the download of {url} stalled after "
                                               f"{received:,} bytes") from None
        except (ConnectionError, http.client.HTTPException, OSError) as error:
            raise DownloadError("interrupted", f"{_short(url, received, expected)} "
                                               f"({type(error).__name__})") from None
        if not chunk:
            break
        received += len(chunk)
        yield chunk
    if expected is not None and received < expected:
        raise DownloadError("interrupted", _short(url, received, expected))


def _short(url: str, received: int, expected: int | None) -> str:
    of = f" of {expected:,}" if expected is not None else ""
    return f"the download of {url} was cut off after {received:,}{of} bytes"


def download(url: str, path: Path, *, progress: ProgressCallback | None = None,
             timeout: float = DEFAULT_TIMEOUT) -> Downloaded:
    """Stream the file at `url` into `path` (written anew), hashing it on the way."""
    _check_scheme(url)
    digest = hashlib.sha256()
    size = 0
    with _open(url, timeout) as response, open(path, "wb") as out:
        expected = _length(response)
        if progress is not None:
            progress(0, expected)
        for chunk in _chunks(url, response, expected):
            out.write(chunk)
            digest.update(chunk)
            size += len(chunk)
            if progress is not None:
                progress(size, expected)
    return Downloaded(path, size, digest.hexdigest())


def published_sha256(url: str, *, timeout: float = DEFAULT_TIMEOUT) -> str:
    """The hex SHA-256 digest in the checksum file at `url` (its first 64-hex-digit word,
    as `sha256sum` writes it or MTGJSON publishes it), lower case."""
    text = fetch(url, timeout=timeout, limit=64 << 10).decode("utf-8", "replace")
    found = _HEX_DIGEST.search(text)
    if found is None:
        raise DownloadError("checksum", f"{url} does not hold a SHA-256 digest "
                                        f"(it begins {text[:40]!r})")
    return found.group(1).lower()


def verify(downloaded: Downloaded, expected: str, *, url: str, checksum_url: str) -> None:
    """`checksum` unless the downloaded file's SHA-256 is `expected`."""
    if downloaded.sha256 != expected.lower():
        raise DownloadError("checksum", (
            f"checksum mismatch: the file downloaded from {url} ({downloaded.size:,} bytes) "
            f"has SHA-256 {downloaded.sha256}, but {checksum_url} says {expected.lower()}"))


class _Links(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.hrefs: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "a":
            href = dict(attrs).get("href")
            if href:
                self.hrefs.append(href.strip())


def txt_links(page: str, base_url: str) -> list[str]:
    """The absolute addresses of the page's links (`<a href>`) to `.txt` files, in order,
    without repeats."""
    parser = _Links()
    parser.feed(page)
    parser.close()
    found: list[str] = []
    for href in parser.hrefs:
        absolute = urljoin(base_url, href)
        if urlsplit(absolute).path.lower().endswith(".txt") and absolute not in found:
            found.append(absolute)
    return found


class ProgressPrinter:
    """Progress as lines of text: one at every tenth of a known size, else every 10 MB."""

    def __init__(self, write: Callable[[str], None], name: str) -> None:
        self.write = write
        self.name = name
        self.shown = -1

    def __call__(self, size: int, total: int | None) -> None:
        if total:
            step = size * 10 // total
            if step != self.shown:
                self.shown = step
                self.write(f"{self.name}: {_mb(size)} of {_mb(total)} ({size * 100 // total}%)")
        else:
            step = size // (10 << 20)
            if step != self.shown:
                self.shown = step
                self.write(f"{self.name}: {_mb(size)} so far")


def _mb(size: int) -> str:
    return f"{size / 1e6:,.1f} MB"
