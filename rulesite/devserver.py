"""Serve the site in a child process on a free loopback port, for browser tests and benchmarks."""
from __future__ import annotations

import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nothing listens on right now."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


# What `make setup` runs to give a site its database and search index (collectstatic aside).
SETUP_COMMANDS = (("migrate", "--noinput"), ("import_rules",), ("build_search_index",))


def set_up(env: Mapping[str, str], commands: tuple[tuple[str, ...], ...] = SETUP_COMMANDS
           ) -> None:
    """Run `commands` through manage.py with `env` (which names the database and index)."""
    for command in commands:
        subprocess.run([sys.executable, str(ROOT / "manage.py"), *command, "--verbosity", "0"],
                       env=dict(env), cwd=ROOT, check=True, stdout=subprocess.DEVNULL)


def gunicorn_command(port: int, workers: int) -> list[str]:
    """The command `make serve` runs: gunicorn on 127.0.0.1:`port` with `workers` workers."""
    return [sys.executable, "-m", "gunicorn", "rulesite.wsgi:application",
            "--bind", f"127.0.0.1:{port}", "--workers", str(workers), "--timeout", "30",
            "--no-control-socket"]


@contextmanager
def serve(env: Mapping[str, str], *, ready_path: str = "/", timeout: float = 120,
          workers: int | None = None, insecure: bool = True, port: int | None = None
          ) -> Iterator[tuple[str, subprocess.Popen[bytes]]]:
    """Run `manage.py runserver` (or, given `workers`, gunicorn with that many workers) with
    `env` on `port` (default: a free one); yield its base URL and process once it answers.
    The offline tests serve one origin twice, stopping the server in between.

    `ready_path` is fetched until it answers (any status), so callers can wait for the part of
    the site they need; the server is stopped when the block ends. `timeout` bounds the wait,
    it measures nothing: on a loaded machine four gunicorn workers take long to start, and a
    test must not fail for that. `insecure` lets runserver
    serve static files from the source folders; without it, as under `make run`, WhiteNoise
    serves them from STATIC_ROOT.
    """
    port = port or free_port()
    command = (gunicorn_command(port, workers) if workers else
               [sys.executable, str(ROOT / "manage.py"), "runserver", f"127.0.0.1:{port}",
                "--noreload", *(["--insecure"] if insecure else [])])
    server = subprocess.Popen(
        command, env=dict(env), cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + timeout
        while True:
            try:
                urllib.request.urlopen(base + ready_path, timeout=10)
                break
            except urllib.error.HTTPError:
                break
            except OSError:
                if time.monotonic() > deadline or server.poll() is not None:
                    raise RuntimeError(f"the server on {base} did not come up") from None
                time.sleep(0.2)
        yield base, server
    finally:
        server.terminate()
        server.wait(timeout=10)
