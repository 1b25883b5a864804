"""The command line: ``python -m engine run FILE [--json] [--lang ko|en]``; ``python -m engine
schema`` prints the scenario format's JSON Schema (docs/scenario.schema.json); ``python -m engine
coverage`` every keyword and ability kind with its status; ``python -m engine cards`` the
scripted card library as Markdown (docs/cards.md); ``python -m engine oracle-agreement
[--details]`` how the Oracle compiler (engine.oracle) agrees with the hand-written cards (exit 1
if a line it claims differs); ``python -m engine oracle-coverage FILE [--json]`` how much of an
MTGJSON or Scryfall card file's Oracle text it reads.

Exit status 0 when the scenario ran (also with a pending choice), 2 for an
invalid scenario or an unreadable file, with the message on standard error and
nothing on standard output.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from typing import Any, TextIO

from engine.errors import ScenarioError
from engine.text import wording


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m engine", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    run = commands.add_parser("run", help="run a scenario file and print the result")
    run.add_argument("file", help="the scenario, a JSON file (see docs/scenario-format.md)")
    run.add_argument("--json", action="store_true", help="print the result as JSON")
    run.add_argument("--lang", choices=("ko", "en"), default="ko", help="language of the text")
    commands.add_parser("coverage", help="print every keyword and ability kind the format "
                        "knows, with how far the engine applies it")
    commands.add_parser("schema", help="print the JSON Schema the format's declaration gives")
    commands.add_parser("cards", help="print the scripted card library as Markdown "
                        "(docs/cards.md)")
    agreement = commands.add_parser("oracle-agreement", help="compare the Oracle compiler with "
                                    "the hand-written cards in engine/data/cards")
    agreement.add_argument("--details", action="store_true",
                           help="also list the claimed lines by template and the lines left")
    oracle = commands.add_parser("oracle-coverage", help="how much of a card file's Oracle "
                                 "text the compiler reads (MTGJSON AtomicCards or Scryfall)")
    oracle.add_argument("file", help="an MTGJSON AtomicCards-style or Scryfall JSON file, or "
                        "a directory of the engine's card files (engine/data/cards)")
    oracle.add_argument("--json", action="store_true", help="print the figures as JSON")
    oracle.add_argument("--top", type=int, default=40,
                        help="how many unread line shapes to list (default 40)")
    return parser


def readable(result: dict[str, Any], lang: str) -> str:
    """The result as plain text: what was not applied (first, so nobody misses it), the trace,
    then the objects and players."""
    lines = []
    if result["not_modelled"]:
        lines.append("! 엔진이 적용하지 않은 능력 — 결과는 이 능력들을 고려하지 않았습니다:"
                     if lang == "ko" else
                     "! Abilities the engine did not apply — the result does not account for them:")
        # The same ability on several objects is one entry naming them all.
        lines.extend(f"!   {', '.join(entry['objects'])}: {entry['text']}"
                     for entry in result["not_modelled"])
        lines.append("")
    for number, step in enumerate(result["steps"], 1):
        rules = ", ".join(step["rules"])
        prefix = f"[{rules}] " if rules else ""
        lines.append(f"{number:3}. {prefix}{step['text']}")
    lines.append("")
    for ident, obj in result["objects"].items():
        stats = "" if obj["power"] is None else f" {obj['power']}/{obj['toughness']}"
        types = " ".join(obj["supertypes"] + obj["types"])
        if obj["subtypes"]:
            types += " — " + " ".join(obj["subtypes"])
        types = wording.type_line(types, lang)
        colors = wording.colors("".join(obj["colors"]), lang)
        abilities = "; ".join(wording.keyword(a, lang) for a in obj["abilities"]) or "-"
        where = wording.zone(obj["zone"], lang)
        controller = f"조종자 {obj['controller']}" if lang == "ko" else obj["controller"]
        lines.append(f"{ident}: {obj['name']} [{where}, {controller}] {types}, "
                     f"{colors}{stats} | {abilities}")
    korean = lang == "ko"
    for ident, player in result["players"].items():
        status = ""
        if player["lost"]:
            status = " (패배)" if korean else " (lost)"
        elif player["won"]:
            status = " (승리)" if korean else " (won)"
        life, poison = ("생명점", "독 카운터") if korean else ("life", "poison")
        lines.append(f"{ident}: {life} {player['life']}, {poison} {player['poison']}{status}")
    choice = result["pending_choice"]
    if choice is not None:
        lines.append("")
        # The question already starts with the player who answers it ("A: ...").
        asker = "" if choice["text"].startswith(f"{choice['player']}:") else f"{choice['player']}: "
        lines.append(f"? {asker}{choice['text']} [{', '.join(choice['rules'])}]")
        for option in choice["options"]:
            lines.append(f"  - {option['id']}: {option['text']}")
    return "\n".join(lines)


def _oracle_coverage(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    from pathlib import Path

    from engine.oracle.coverage import CoverageError, coverage_of

    try:
        found = coverage_of(Path(args.file))
    except OSError as error:
        print(f"{args.file}: cannot read the file ({error.strerror})", file=err)
        return 2
    except CoverageError as error:
        print(f"{args.file}: {error}", file=err)
        return 2
    if args.json:
        out.write(json.dumps(found.as_dict(args.top), ensure_ascii=False, indent=2) + "\n")
    else:
        out.write(found.text(args.top) + "\n")
    return 0


def main(argv: Sequence[str] | None = None, stdout: TextIO | None = None,
         stderr: TextIO | None = None) -> int:
    """Run the command line; returns the exit status."""
    from engine import run_scenario

    out = stdout or sys.stdout
    err = stderr or sys.stderr
    args = _parser().parse_args(argv)
    if args.command == "coverage":
        from engine.io.coverage import table

        out.write(table() + "\n")
        return 0
    if args.command == "cards":
        from engine.library.catalogue import markdown

        out.write(markdown())
        return 0
    if args.command == "oracle-agreement":
        from engine.oracle.agreement import agreement

        report = agreement()
        out.write(report.text(details=args.details) + "\n")
        return 1 if report.differing else 0
    if args.command == "oracle-coverage":
        return _oracle_coverage(args, out, err)
    if args.command == "schema":
        from engine.format.schema import schema_text

        out.write(schema_text())
        return 0
    try:
        with open(args.file, encoding="utf-8") as handle:
            data = json.load(handle)
    except OSError as error:
        print(f"{args.file}: cannot read the file ({error.strerror})", file=err)
        return 2
    except json.JSONDecodeError as error:
        where = f"line {error.lineno}, column {error.colno}"
        print(f"{args.file}: invalid JSON at {where}: {error.msg}", file=err)
        return 2
    except UnicodeDecodeError:
        print(f"{args.file}: not UTF-8 text", file=err)
        return 2
    try:
        result = run_scenario(data, lang=args.lang)
    except ScenarioError as error:
        print(f"{args.file}: {error}", file=err)
        return 2
    if args.json:
        out.write(json.dumps(result, ensure_ascii=False, indent=2) + "\n")
    else:
        out.write(readable(result, args.lang) + "\n")
    return 0
