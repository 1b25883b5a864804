"""A local HTTP server for the download commands' tests: fixtures served on 127.0.0.1 from a
thread (port 0: the system picks a free one), never the internet.

`FixtureServer.files` maps a path to the bytes served there. A path in `cut_off` is served
with its full Content-Length but only the first half of its body, then the connection is
closed (an interrupted download). `dead_url()` is an address where no server listens. A test
module's fixture runs one server per test with `yield from serving()`.
"""
from __future__ import annotations

import socket
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


class FixtureServer:
    """The running server: `url(path)` to address a file, `files` and `cut_off` to fill."""

    def __init__(self) -> None:
        self.files: dict[str, bytes] = {}
        self.cut_off: set[str] = set()
        self.requests: list[str] = []
        server = self

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self) -> None:
                server.requests.append(self.path)
                body = server.files.get(self.path)
                if body is None:
                    self.send_error(404, "Not Found")
                    return
                self.send_response(200)
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                if self.path in server.cut_off:
                    self.wfile.write(body[:len(body) // 2])
                    self.wfile.flush()
                    self.close_connection = True
                    self.connection.shutdown(socket.SHUT_RDWR)
                    return
                self.wfile.write(body)

            def log_message(self, format: str, *args: object) -> None:
                pass  # the tests' output stays clean

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)

    def url(self, path: str) -> str:
        """The server's address of `path` ("/AtomicCards.json.xz")."""
        host, port = self.httpd.server_address[:2]
        return f"http://{host!s}:{port}{path}"

    def start(self) -> None:
        self.thread.start()

    def stop(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()
        self.thread.join(timeout=5)


def dead_url(path: str = "/AtomicCards.json.xz") -> str:
    """An address on 127.0.0.1 where nothing listens: a port bound, then closed."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    return f"http://127.0.0.1:{port}{path}"


def serving() -> Iterator[FixtureServer]:
    """A fixture server, running until the generator is closed (a pytest fixture's body:
    `yield from serving()`)."""
    server = FixtureServer()
    server.start()
    yield server
    server.stop()
