"""Benchmark: editions with real files (issue 28).

Sets up a site of its own in a temporary directory (migrate, the shipped Korean import, then
`import_rules FILE --language en` for each official file in ../shared/corpus/, oldest first,
build_search_index and collectstatic, under the production settings over plain HTTP), then in
a child process that has served nothing yet, through Django's test client, requests each URL
twice and prints the time of the first request (nothing cached) and of the second (what the
cache keeps), the status and the size of the answer:

- `/api/rules/<number>?lang=en` for several numbers (cited_by over the whole edition);
- `/editions/`, `/editions/numbering/`;
- `/editions/<older>/<newer>/` (the whole diff) and one section's diff;
- `/rules/<number>/en/` (an English rule's own page).

The target (issue 28): every editions page and every English rule answer ≤ 300 ms on the
second request. The import time of each file is printed too (work moved to import time
shows there).

`--root PATH` measures another checkout with this script (e.g. the commit before, from
`git worktree add /tmp/before main`): the set-up and the child run that checkout's code.
`--reword OLD=NEW` imports the newer file with every OLD replaced by NEW (a copy in the
temporary directory), for a diff much longer than the real one: `--reword creature=critter`
makes the whole diff 445 KB, over the 200 KB a page may take.

Run: .venv/bin/python bench/editions.py [--root PATH] [--corpus DIR] [--reword OLD=NEW]
"""
from __future__ import annotations

import argparse
import json
import os
import platform
import secrets
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT.parent / "shared" / "corpus"
FILES = ("MagicCompRules_20211115.txt", "MagicCompRules_20220429.txt")
TARGET_MS = 300.0
API_NUMBERS = ("100.1", "613.4c", "704.5m", "702.19b", "903.4")
ENGLISH_PAGES = ("613.4c", "702")
SECTION = "7"


def environment(work: Path) -> dict[str, str]:
    """The children's environment: a database, index and static files of their own."""
    env = {key: value for key, value in os.environ.items()
           if not key.startswith(("DATABASE_URL", "CACHE_URL", "DJANGO_"))}
    env.update({
        "DJANGO_SETTINGS_MODULE": "rulesite.settings.prod",
        "DJANGO_SECRET_KEY": secrets.token_urlsafe(50),
        "DJANGO_ALLOWED_HOSTS": "testserver",
        "DJANGO_HTTPS": "0",
        "RULESITE_DB": str(work / "db.sqlite3"),
        "RULESITE_SEARCH_INDEX": str(work / "search_index"),
        "RULESITE_STATIC_ROOT": str(work / "static"),
        "PYTHONUNBUFFERED": "1",
    })
    return env


def manage(root: Path, env: dict[str, str], *args: str) -> float:
    """Run `manage.py *args` in `root`; its wall-clock seconds."""
    start = time.perf_counter()
    done = subprocess.run([sys.executable, str(root / "manage.py"), *args], cwd=root, env=env,
                          capture_output=True, text=True)
    if done.returncode:
        raise SystemExit(f"manage.py {' '.join(args)} failed:\n{done.stdout}{done.stderr}")
    return time.perf_counter() - start


def set_up(root: Path, env: dict[str, str], paths: list[Path]) -> list[tuple[str, float]]:
    """The site's database with the Korean text and the English files; the import times."""
    manage(root, env, "migrate", "--noinput", "--verbosity", "0")
    manage(root, env, "import_rules", "--verbosity", "0")
    times = [(path.name, manage(root, env, "import_rules", str(path), "--language", "en"))
             for path in paths]
    manage(root, env, "build_search_index", "--verbosity", "0")
    manage(root, env, "collectstatic", "--noinput", "--verbosity", "0")
    return times


def measure() -> None:
    """In the child: request each URL twice and print [url, status, bytes, ms, ms] as JSON."""
    import django

    django.setup()
    from django.test import Client

    from rulings.models import Edition

    older, newer = Edition.objects.filter(language="en").order_by("effective_date")[:2]
    urls = [
        *(f"/api/rules/{number}?lang=en" for number in API_NUMBERS),
        "/editions/",
        "/editions/numbering/",
        f"/editions/{older.key}/{newer.key}/",
        f"/editions/{older.key}/{newer.key}/{SECTION}/",
        *(f"/rules/{number}/en/" for number in ENGLISH_PAGES),
    ]
    client = Client()
    client.get("/api/rules/613?lang=ko")  # Django's and the project's imports, not measured
    rows = []
    for url in urls:
        timings = []
        for _ in range(2):
            start = time.perf_counter()
            response = client.get(url)
            timings.append((time.perf_counter() - start) * 1000)
        rows.append([url, response.status_code, len(response.content), *timings])
    print(json.dumps(rows))


def table(rows: list[list[object]]) -> str:
    """The rows as a Markdown table, each second request against the target."""
    lines = ["| URL | status | size | first ms | second ms | second ≤ 300 ms |",
             "|---|---|---|---|---|---|"]
    for url, status, size, first, second in rows:
        assert isinstance(size, int) and isinstance(first, float) and isinstance(second, float)
        met = "yes" if second <= TARGET_MS else "**no**"
        lines.append(f"| `{url}` | {status} | {size / 1024:,.0f} KiB | {first:,.0f} | "
                     f"{second:,.0f} | {met} |")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description="Editions with real files (issue 28).")
    parser.add_argument("--root", type=Path, default=ROOT,
                        help="The checkout to measure (default: this one).")
    parser.add_argument("--corpus", type=Path, default=CORPUS,
                        help="Where the official files are (default: ../shared/corpus).")
    parser.add_argument("--reword", default="", metavar="OLD=NEW",
                        help="Replace OLD by NEW throughout the newer file before importing it.")
    parser.add_argument("--measure", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.reword and "=" not in args.reword:
        parser.error(f"--reword: expected OLD=NEW, got {args.reword!r}")
    if args.measure:
        measure()
        return
    root = args.root.resolve()
    missing = [name for name in FILES if not (args.corpus / name).is_file()]
    if missing:
        raise SystemExit(f"{args.corpus}: missing {', '.join(missing)}")
    with tempfile.TemporaryDirectory(prefix="bench-editions-") as tmp:
        env = environment(Path(tmp))
        paths = [args.corpus / name for name in FILES]
        if args.reword:
            before, after = args.reword.split("=", 1)
            paths[-1] = Path(tmp) / FILES[-1]
            paths[-1].write_bytes((args.corpus / FILES[-1]).read_bytes().replace(
                before.encode(), after.encode()))
        imports = set_up(root, env, paths)
        child = subprocess.run([sys.executable, str(Path(__file__).resolve()), "--measure"],
                               cwd=root, env={**env, "PYTHONPATH": str(root)},
                               capture_output=True, text=True)
        if child.returncode:
            raise SystemExit(f"the measuring child failed:\n{child.stderr}")
        rows = json.loads(child.stdout.strip().splitlines()[-1])
    commit = subprocess.run(["git", "-C", str(root), "log", "-1", "--format=%h %s"],
                            capture_output=True, text=True).stdout.strip()
    print(f"{root} at {commit}")
    print(f"{platform.python_implementation()} {platform.python_version()}, {os.cpu_count()} "
          "CPUs, SQLite and the memory cache, production settings, Django's test client")
    for name, seconds in imports:
        reworded = f" (reworded {args.reword})" if args.reword and name == FILES[-1] else ""
        print(f"import_rules {name}{reworded} --language en: {seconds:.1f} s")
    print(table(rows))


if __name__ == "__main__":
    main()
