"""Benchmark: the card database (issue 11).

Import: generates an AtomicCards-shaped file of 35,000 made-up cards (bench/generate_cards.py,
about the real file's 130 MB), then runs `manage.py import_cards` on it in a child process, as
a user would (the development settings, DEBUG on), and measures

- the import's wall-clock time (target ≤ 90 s), and again for a second import of the same file
  (every card an update);
- the import's peak memory, the child's maximum resident set size (target ≤ 400 MB), next to a
  baseline: the same child running `manage.py check` (Django and the project loaded, nothing
  imported).

Each child is reaped with `os.wait4`, which gives that child's own resource usage (which
includes this process's at the fork, so the file is generated and compressed in children of
their own and this process stays small; its own peak is the table's last line). Everything
runs against a temporary SQLite database (`RULESITE_DB`; `DATABASE_URL` removed from the
children's environment), never var/db.sqlite3.

Each measurement is one function returning rows of the table `main()` prints; add another by
writing a function and listing it in `main()`.

Search and page weight: then bench/cards_api.py runs in a child process of its own (its own
temporary database of 35,000 generated cards): /api/cards p50 and p95 over 200 mixed Korean
and English queries (target p95 ≤ 30 ms), and the sandbox page's weight with the picker.
`--no-api` leaves that part out.

Run: .venv/bin/python bench/cards.py [--cards 35000] [--file AtomicCards.json] [--xz]
"""
from __future__ import annotations

import argparse
import os
import platform
import resource
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

import ijson

sys.path.insert(0, str(Path(__file__).resolve().parent))
import generate_cards  # the defaults only; generating runs in a child process

ROOT = Path(__file__).resolve().parents[1]
PYTHON = sys.executable
IMPORT_TARGET_S = 90.0
MEMORY_TARGET_MB = 400.0


@dataclass(frozen=True)
class Row:
    """One line of the results table."""

    measurement: str
    value: str
    target: str = ""
    met: bool | None = None


@dataclass(frozen=True)
class ChildRun:
    """A finished child process: its wall-clock time, peak RSS and output."""

    seconds: float
    max_rss_mb: float
    output: str


def child_env(workdir: Path) -> dict[str, str]:
    """The children's environment: a SQLite database of their own in `workdir`."""
    env = {key: value for key, value in os.environ.items() if key != "DATABASE_URL"}
    env.update({"RULESITE_DB": str(workdir / "db.sqlite3"),
                "DJANGO_SETTINGS_MODULE": "rulesite.settings.dev", "PYTHONUNBUFFERED": "1"})
    return env


def run_child(args: list[str], env: dict[str, str], workdir: Path) -> ChildRun:
    """Run `manage.py *args` and reap it with wait4 for its own peak RSS."""
    log = workdir / "child.log"
    with open(log, "w", encoding="utf-8") as out:
        start = time.perf_counter()
        process = subprocess.Popen([PYTHON, str(ROOT / "manage.py"), *args], cwd=ROOT, env=env,
                                   stdout=out, stderr=subprocess.STDOUT)
        _, status, usage = os.wait4(process.pid, 0)
        seconds = time.perf_counter() - start
    process.returncode = os.waitstatus_to_exitcode(status)
    output = log.read_text(encoding="utf-8")
    if process.returncode:
        raise SystemExit(f"manage.py {' '.join(args)} failed ({process.returncode}):\n{output}")
    return ChildRun(seconds, usage.ru_maxrss / 1024, output)  # ru_maxrss is in KiB on Linux


def card_file(workdir: Path, cards: int, given: Path | None, xz: bool) -> tuple[Path, list[Row]]:
    """The file to import (generated unless given) and the rows describing it.

    Generating and compressing run in child processes: a child's peak RSS includes its parent's
    at the fork, so this process must stay small for the measurements to mean anything."""
    if given is not None:
        path = given
    else:
        path = workdir / "AtomicCards.json"
        start = time.perf_counter()
        subprocess.run([PYTHON, str(ROOT / "bench" / "generate_cards.py"), str(path),
                        "--cards", str(cards)], check=True, stdout=subprocess.DEVNULL)
        print(f"generated {path.name}: {cards:,} cards in {time.perf_counter() - start:.1f} s",
              file=sys.stderr)
    what = path.name if given is not None else f"AtomicCards-shaped, {cards:,} cards"
    rows = [Row("file", f"{what}, {path.stat().st_size / 1e6:.1f} MB")]
    if xz:
        compressed = workdir / (path.name + ".xz")
        subprocess.run([PYTHON, "-c", _COMPRESS, str(path), str(compressed)], check=True)
        rows.append(Row("file (xz)", f"{compressed.stat().st_size / 1e6:.1f} MB"))
        path = compressed
    return path, rows


_COMPRESS = """
import lzma, shutil, sys
with open(sys.argv[1], "rb") as source, lzma.open(sys.argv[2], "wb", preset=6) as target:
    shutil.copyfileobj(source, target, 1 << 20)
"""


def measure_baseline(env: dict[str, str], workdir: Path) -> list[Row]:
    """Peak RSS of `manage.py check`: Django and the project loaded, nothing imported."""
    run = run_child(["check"], env, workdir)
    return [Row("peak RSS, manage.py check (baseline)", f"{run.max_rss_mb:.0f} MB")]


def measure_import(path: Path, env: dict[str, str], workdir: Path) -> list[Row]:
    """Time and peak RSS of importing `path` into an empty card table, then again."""
    first = run_child(["import_cards", str(path)], env, workdir)
    print(first.output, file=sys.stderr)
    second = run_child(["import_cards", str(path)], env, workdir)
    return [
        Row("import time (empty table)", f"{first.seconds:.1f} s", f"≤ {IMPORT_TARGET_S:.0f} s",
            first.seconds <= IMPORT_TARGET_S),
        Row("peak RSS, import_cards", f"{first.max_rss_mb:.0f} MB",
            f"≤ {MEMORY_TARGET_MB:.0f} MB", first.max_rss_mb <= MEMORY_TARGET_MB),
        Row("import time (again: every card an update)", f"{second.seconds:.1f} s",
            f"≤ {IMPORT_TARGET_S:.0f} s", second.seconds <= IMPORT_TARGET_S),
        Row("peak RSS, import_cards again", f"{second.max_rss_mb:.0f} MB",
            f"≤ {MEMORY_TARGET_MB:.0f} MB", second.max_rss_mb <= MEMORY_TARGET_MB),
    ]


def table(rows: list[Row]) -> str:
    """The rows as a Markdown table."""
    lines = ["| measurement | value | target | met |", "|---|---|---|---|"]
    for row in rows:
        met = "" if row.met is None else ("yes" if row.met else "**no**")
        lines.append(f"| {row.measurement} | {row.value} | {row.target} | {met} |")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description="The card database benchmark (issue 11).")
    parser.add_argument("--cards", type=int, default=generate_cards.CARDS,
                        help="Cards in the generated file (35,000).")
    parser.add_argument("--file", type=Path, default=None,
                        help="Import this file instead of generating one (e.g. the real "
                             "AtomicCards.json.xz).")
    parser.add_argument("--xz", action="store_true",
                        help="Compress the file with xz first and import that, as downloaded.")
    parser.add_argument("--no-api", action="store_true",
                        help="Measure the import only, not /api/cards and the page weight.")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="bench-cards-") as tmp:
        workdir = Path(tmp)
        env = child_env(workdir)
        run_child(["migrate", "--noinput", "--verbosity", "0"], env, workdir)
        path, rows = card_file(workdir, args.cards, args.file, args.xz)
        rows += measure_baseline(env, workdir)
        rows += measure_import(path, env, workdir)
    # Children inherit this process's peak RSS at the fork: it must stay below the baseline.
    rows.append(Row("peak RSS, this benchmark process",
                    f"{resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MB"))
    print(f"{platform.python_implementation()} {platform.python_version()}, ijson backend "
          f"{ijson.backend}, {os.cpu_count()} CPUs, SQLite in a temporary directory")
    print(table(rows))
    if not args.no_api:
        sys.stdout.flush()
        subprocess.run([sys.executable, str(Path(__file__).with_name("cards_api.py"))],
                       check=True)


if __name__ == "__main__":
    main()
