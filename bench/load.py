"""Load benchmark: the site under gunicorn (production settings, 2 workers) on loopback.

Sets up a site of its own in a temporary directory (migrate, import_rules, build_search_index,
collectstatic under the production settings, as `make serve` does), starts gunicorn on a free
127.0.0.1 port with rulesite.settings.bench (production plus one URL that returns the
precomputed bytes of /rules/613/), then drives each target with concurrent clients for a
bounded time, one target after the other:

- precomputed: `/bench/precomputed/`, Django returning fixed bytes (the yardstick);
- rule pages: 40 rule, subrule and section pages, from the cache once each has been seen
  (every target's URLs are requested once per worker before it is timed);
- search: `/api/search?q=…` over the public queries of bench/search_queries.tsv;
- permalink pages: `/s/<slug>/` of three saved scenarios (rendered once per worker and engine
  version, then from the cache: every target's URLs are requested before it is timed);
- scenario runs: `/sandbox/?example=…` (the editor running an example with its boards).

It prints, per target: requests a second, p50/p95/p99 latency, errors (any status but 200, or
a failed connection), the peak RSS of each gunicorn worker so far (VmHWM from /proc), and
the ratio of its requests a second to the precomputed view's. The issue's targets: rule pages
≥ 0.5 of the precomputed view, search ≥ 0.1, rule pages' p99 ≤ 50 ms, zero errors.

The clients are wrk when it is installed (`apt-get install wrk`, as the issue measured:
2 threads, --clients connections), else Python (processes × threads, a connection per
request: gunicorn's sync workers close every connection). Python clients on the same small
machine take much of the CPU the server needs, so their figures are lower and noisier, the
precomputed view's most; `--python-clients` uses them even where wrk is installed.

`--targets` drives some of them only (the precomputed view is always driven first: it is the
yardstick), e.g. `--targets permalinks`.

Run: .venv/bin/python bench/load.py [--seconds 30] [--clients 32] [--workers 2]
[--targets rules search permalinks runs]
"""
from __future__ import annotations

import argparse
import http.client
import json
import multiprocessing
import os
import secrets
import shutil
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse
import urllib.request
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from rulesite.devserver import SETUP_COMMANDS, serve, set_up  # noqa: E402

RULE_PAGES = [
    "613", "613.3b", "613.1", "613.7a", "614", "614.12", "615", "616.1", "6", "1", "4", "5",
    "8", "100", "101", "101.4", "104.3a", "117", "120", "120.3", "122", "400", "405", "500",
    "502", "506.5", "601", "603", "604.3", "608", "611.2c", "612", "613.2", "613.5", "613.6",
    "613.8", "801", "810", "616.1e", "800",
]
EXAMPLES = ["613.8-1", "613.5-1", "614.4-1", "616.1e-1", "120.5-1", "611.2c-1"]
PERMALINK_EXAMPLES = ["613.8-1", "615.4-1", "613.3e-1"]
# The targets after the precomputed view, in the order they are driven.
TARGETS = ("rules", "search", "permalinks", "runs")


@dataclass(frozen=True)
class Figures:
    """One target's measurements."""

    name: str
    requests: int
    errors: int
    seconds: float
    latencies_ms: list[float]
    # Percentiles reported by the client (wrk), when it keeps no list of latencies.
    reported: dict[float, float] | None = None

    @property
    def per_second(self) -> float:
        return self.requests / self.seconds if self.seconds else 0.0

    def percentile(self, share: float) -> float:
        if self.reported is not None:
            return self.reported[share]
        if not self.latencies_ms:
            return float("nan")
        ordered = sorted(self.latencies_ms)
        return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def _search_queries() -> list[str]:
    queries = []
    for line in (ROOT / "bench" / "search_queries.tsv").read_text(encoding="utf-8").splitlines():
        parts = line.split("\t")
        if len(parts) >= 3 and parts[0] == "public":
            queries.append(parts[2])
    return queries


def _client(port: int, paths: list[str], deadline: float, offset: int,
            out: list[tuple[int, int, list[float]]]) -> None:
    """One client: requests `paths` in turn (from `offset`) until `deadline`."""
    done = errors = 0
    latencies: list[float] = []
    index = offset
    while time.monotonic() < deadline:
        path = paths[index % len(paths)]
        index += 1
        start = time.perf_counter()
        try:
            connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
            connection.request("GET", path, headers={"Host": "127.0.0.1"})
            response = connection.getresponse()
            response.read()
            status = response.status
            connection.close()
        except OSError:
            status = 0
        latencies.append((time.perf_counter() - start) * 1000)
        done += 1
        if status != 200:
            errors += 1
    out.append((done, errors, latencies))


def _client_process(port: int, paths: list[str], seconds: float, threads: int, first: int
                    ) -> tuple[int, int, list[float]]:
    """A client process running `threads` clients (several processes: the GIL is per process)."""
    deadline = time.monotonic() + seconds
    out: list[tuple[int, int, list[float]]] = []
    workers = [threading.Thread(target=_client, args=(port, paths, deadline, first + n * 7, out))
               for n in range(threads)]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join()
    return (sum(item[0] for item in out), sum(item[1] for item in out),
            [latency for item in out for latency in item[2]])


def drive(name: str, port: int, paths: list[str], *, seconds: float, clients: int,
          processes: int) -> Figures:
    """`clients` concurrent clients over `processes` processes, for `seconds`."""
    threads = max(1, clients // processes)
    started = time.monotonic()
    with multiprocessing.get_context("fork").Pool(processes) as pool:
        parts = pool.starmap(_client_process, [(port, paths, seconds, threads, n * threads)
                                               for n in range(processes)])
    elapsed = time.monotonic() - started
    return Figures(name, sum(part[0] for part in parts), sum(part[1] for part in parts),
                   min(elapsed, seconds + 1) if parts else elapsed,
                   [latency for part in parts for latency in part[2]])


WRK_SCRIPT = """
local paths = {%s}
local counter = 0
request = function()
  counter = counter + 1
  return wrk.format("GET", paths[(counter %% #paths) + 1])
end
done = function(summary, latency, requests)
  local failed = summary.errors.connect + summary.errors.read + summary.errors.write
                 + summary.errors.timeout + summary.errors.status
  io.write(string.format("RESULT %%d %%d %%d %%d %%d %%d\\n", summary.requests, failed,
    summary.duration, latency:percentile(50), latency:percentile(95), latency:percentile(99)))
end
"""


def drive_wrk(name: str, port: int, paths: list[str], *, seconds: float, clients: int,
              work: Path) -> Figures:
    """The same measurement with wrk (latencies from its histogram: p50, p95, p99 only)."""
    script = work / "paths.lua"
    script.write_text(WRK_SCRIPT % ", ".join(json.dumps(path) for path in paths))
    output = subprocess.run(
        ["wrk", "-t2", f"-c{clients}", f"-d{max(1, round(seconds))}s", "--timeout", "30s",
         "-s", str(script), f"http://127.0.0.1:{port}"],
        capture_output=True, text=True, check=True).stdout
    line = next(line for line in output.splitlines() if line.startswith("RESULT"))
    requests, failed, duration_us, p50, p95, p99 = (int(value) for value in line.split()[1:])
    return Figures(name, requests, failed, duration_us / 1e6, [],
                   {0.50: p50 / 1000, 0.95: p95 / 1000, 0.99: p99 / 1000})


def worker_peak_rss(master: int) -> dict[int, int]:
    """Peak resident set (VmHWM, KiB) of each child of the gunicorn master, from /proc."""
    peaks: dict[int, int] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            status = (entry / "status").read_text()
        except OSError:
            continue
        fields = dict(line.split(":", 1) for line in status.splitlines() if ":" in line)
        if fields.get("PPid", "").strip() == str(master) and "VmHWM" in fields:
            peaks[int(entry.name)] = int(fields["VmHWM"].split()[0])
    return peaks


def _prepare(work: Path) -> dict[str, str]:
    env = {
        **{key: value for key, value in os.environ.items()
           if not key.startswith(("DATABASE_URL", "CACHE_URL"))},
        "DJANGO_SETTINGS_MODULE": "rulesite.settings.bench",
        "DJANGO_SECRET_KEY": secrets.token_urlsafe(50),
        "DJANGO_ALLOWED_HOSTS": "127.0.0.1",
        "DJANGO_HTTPS": "0",
        "RULESITE_DB": str(work / "db.sqlite3"),
        "RULESITE_SEARCH_INDEX": str(work / "search_index"),
        "RULESITE_BENCH_BODY": str(work / "precomputed.html"),
        # The scenarios the benchmark saves and runs are not the traffic the limits are for.
        "RULESITE_SAVES_PER_MINUTE": "100000",
        "RULESITE_RUNS_PER_MINUTE": "100000",
    }
    set_up(env, (*SETUP_COMMANDS, ("collectstatic", "--noinput")))
    return env


def _save_permalinks(base: str) -> list[str]:
    slugs = []
    for name in PERMALINK_EXAMPLES:
        document = json.loads((ROOT / "engine" / "examples" / f"{name}.json").read_text())
        request = urllib.request.Request(base + "/api/scenarios",
                                         data=json.dumps(document).encode(), method="POST",
                                         headers={"Content-Type": "application/json"})
        with urllib.request.urlopen(request, timeout=30) as response:
            slugs.append(json.loads(response.read())["slug"])
    return slugs


def _row(figures: Figures, yardstick: float, rss: dict[int, int]) -> str:
    ratio = figures.per_second / yardstick if yardstick else float("nan")
    peaks = " ".join(f"{kib / 1024:.0f}" for _pid, kib in sorted(rss.items()))
    return (f"| {figures.name} | {figures.per_second:,.0f} | {figures.percentile(0.50):.1f} | "
            f"{figures.percentile(0.95):.1f} | {figures.percentile(0.99):.1f} | "
            f"{figures.errors} of {figures.requests:,} | {peaks} | {ratio:.2f} |")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=30,
                        help="How long each target is driven (default 30).")
    parser.add_argument("--clients", type=int, default=32,
                        help="Concurrent clients (connections) per target (default 32).")
    parser.add_argument("--processes", type=int, default=4,
                        help="Client processes the clients are spread over (default 4).")
    parser.add_argument("--workers", type=int, default=2,
                        help="gunicorn workers (default 2, as `make serve`).")
    parser.add_argument("--python-clients", action="store_true",
                        help="Drive with Python clients even where wrk is installed.")
    parser.add_argument("--targets", nargs="+", choices=sorted(TARGETS), default=sorted(TARGETS),
                        help="The targets to drive after the precomputed view (default: all).")
    args = parser.parse_args()
    use_wrk = shutil.which("wrk") is not None and not args.python_clients

    with tempfile.TemporaryDirectory(prefix="rulesite-load-") as tmp:
        work = Path(tmp)
        env = _prepare(work)
        (work / "precomputed.html").write_bytes(b"")
        with serve(env, ready_path="/rules/613/", workers=args.workers, timeout=60) as (
                base, server):
            port = urllib.parse.urlsplit(base).port
            assert port is not None
            with urllib.request.urlopen(base + "/rules/613/", timeout=30) as response:
                (work / "precomputed.html").write_bytes(response.read())
            slugs = _save_permalinks(base)
            queries = _search_queries()
            every = {
                "rules": ("rule pages", [f"/rules/{number}/" for number in RULE_PAGES]),
                "search": ("search API", ["/api/search?" + urllib.parse.urlencode({"q": query})
                                          for query in queries]),
                "permalinks": ("permalink pages", [f"/s/{slug}/" for slug in slugs]),
                "runs": ("scenario runs", [f"/sandbox/?example={name}" for name in EXAMPLES]),
            }
            targets = [("precomputed view", ["/bench/precomputed/"]),
                       *(every[key] for key in TARGETS if key in args.targets)]
            clients = (f"wrk, 2 threads, {args.clients} connections" if use_wrk else
                       f"Python, {args.clients} clients in {args.processes} processes")
            print(f"gunicorn, rulesite.settings.prod (+ the precomputed URL), {args.workers} "
                  f"workers on {base}; {clients}; {args.seconds:g} s a target; "
                  f"{os.cpu_count()} CPUs")
            print()
            print("| target | req/s | p50 ms | p95 ms | p99 ms | errors | peak RSS per worker "
                  "(MiB) | ratio to precomputed |")
            print("|---|---|---|---|---|---|---|---|")
            yardstick = 0.0
            results = []
            for name, paths in targets:
                for path in paths:
                    # One untimed pass: a worker renders a rule page once, then serves it.
                    # Workers take connections as they come: a few passes reach every worker.
                    for _pass in range(4 * args.workers):
                        with urllib.request.urlopen(base + path, timeout=30):
                            pass
                figures = (drive_wrk(name, port, paths, seconds=args.seconds,
                                     clients=args.clients, work=work) if use_wrk else
                           drive(name, port, paths, seconds=args.seconds, clients=args.clients,
                                 processes=args.processes))
                if name == "precomputed view":
                    yardstick = figures.per_second
                results.append(figures)
                print(_row(figures, yardstick, worker_peak_rss(server.pid)), flush=True)
    errors = sum(figures.errors for figures in results)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
