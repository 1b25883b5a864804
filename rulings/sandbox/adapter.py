"""The boundary between the sandbox and the engine: plain values in, plain values out.

Views never import `engine` themselves; they go through these functions, which turn the
engine's outcomes (a result, or a ScenarioError naming a field) into values the views render.
"""
from __future__ import annotations

import json
import logging
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from .documents import engine_input, validate_ruling
from .limits import count_problem, is_time_problem, run_seconds, time_problem

logger = logging.getLogger(__name__)

# The engine is imported inside the functions that use it, so that the rest of the site keeps
# working (and importing) whatever state the engine package is in.
EXAMPLES_DIR = Path(__file__).resolve().parents[2] / "engine" / "examples"


@dataclass(frozen=True, slots=True)
class Problem:
    """Why a scenario could not run: the field (a contract path such as `objects[2].power`)
    and what is wrong with it."""

    path: str
    message: str

    def __str__(self) -> str:
        return f"{self.path}: {self.message}" if self.path else self.message


@dataclass(frozen=True, slots=True)
class Outcome:
    """The engine's answer for one scenario: a result, or the problem that stopped it."""

    result: dict[str, Any] | None
    problem: Problem | None


@dataclass(frozen=True, slots=True)
class CardEntry:
    """A card of the engine's library, as the editor offers it."""

    name: str
    name_ko: str
    summary: str
    text: str
    # The Korean printed text and type line of an imported card ('' for the library's own):
    # shown beside the Oracle text, which is what rules (108.1).
    text_ko: str = ""
    type_line_ko: str = ""


@dataclass(frozen=True, slots=True)
class Example:
    """A CR example the engine can express, shipped as `engine/examples/<key>.json`."""

    key: str
    rule: str
    number: int
    text: str
    title: str

    @property
    def section(self) -> str:
        """The three-digit rule it belongs to ("613" for 613.8)."""
        return self.rule.split(".", 1)[0]


def engine_version() -> str:
    """The running engine's version (results can change when it changes)."""
    import engine

    return str(engine.ENGINE_VERSION)


def run(document: dict[str, Any], *, lang: str = "ko", checkpoints: bool = False,
        deadline: float | None = None) -> Outcome:
    """Run a sandbox document through the engine; never raises for bad input.

    With `checkpoints`, the result also holds the board between events (for the step
    timeline); results that are stored or compared are the contract's, without them. The run
    stops at `deadline` (`limits.deadline()`, shared with the rendering of its result), by
    default the time limit from now.
    """
    if not isinstance(document, dict):
        return Outcome(None, Problem("", "a scenario must be a JSON object"))
    import engine

    problem = validate_ruling(document) or count_problem(document)
    if problem:
        return Outcome(None, Problem(*problem))
    from rulings.cards.scenario import ImportedCardError, with_imported_cards

    try:
        scenario = with_imported_cards(engine_input(document))
    except ImportedCardError as error:
        return Outcome(None, Problem(error.path, error.message))
    seconds = run_seconds()
    try:
        result = engine.run_scenario(scenario, lang=lang, checkpoints=checkpoints,
                                     deadline=(time.monotonic() + seconds if deadline is None
                                               else deadline))
    except engine.DeadlinePassed:
        return Outcome(None, Problem("", time_problem(seconds)))
    except engine.ScenarioError as error:
        path = str(getattr(error, "path", "") or "")
        message = str(error)
        # The message usually starts with the path already ("objects[2].power: ..."); keep it once.
        if path and message.startswith(path + ":"):
            message = message[len(path) + 1 :].strip()
        return Outcome(None, Problem(path, message))
    except (RecursionError, MemoryError):
        return Outcome(None, Problem("", "the scenario is nested too deeply or too large"))
    except Exception:
        # An engine bug must not become a 500 for the judge; log it and say so.
        logger.exception("engine failed on a scenario")
        return Outcome(None, Problem("", "the engine failed on this scenario (an engine bug)"))
    return Outcome(result, None)


def _numbered_activation(event: Any) -> bool:
    """An `activate` event naming its ability by number alone (no `label` kept beside it)."""
    return (isinstance(event, dict) and event.get("type") == "activate"
            and isinstance(event.get("ability"), int) and "label" not in event)


def with_activation_labels(document: dict[str, Any]) -> dict[str, Any]:
    """The document with each `activate` event that names its ability by number alone given
    the label of the ability it activated (602.2): a card's abilities are numbered by what
    the compiler reads of it, so a number can point at another ability after a re-import;
    the engine then activates the one its label names. Documents that don't run are kept as
    they are (the label is a safeguard, never a reason to refuse a save)."""
    events = document.get("events")
    if not isinstance(events, list) or not any(_numbered_activation(e) for e in events):
        return document
    import engine
    from rulings.cards.scenario import ImportedCardError, with_imported_cards

    try:
        labels = engine.activation_labels(with_imported_cards(engine_input(document)),
                                          deadline=time.monotonic() + run_seconds())
    except (ImportedCardError, engine.ScenarioError, engine.DeadlinePassed):
        return document
    return {**document, "events": [
        {**event, "label": labels[index]}
        if _numbered_activation(event) and index in labels else event
        for index, event in enumerate(events)]}


# The share of a run's time the boards between events may take before a run for the result
# panel goes without them: a loop with thousands of abilities on the stack has a board at each
# of hundreds of checkpoints, which takes several times the run itself (issue 28).
BOARDS_SHARE = 0.6


def run_shown(document: dict[str, Any], *, lang: str, deadline: float) -> Outcome:
    """A run for the result panel: with the boards between events (`checkpoints`) when they
    take at most BOARDS_SHARE of the time left before `deadline`, else without them in the
    rest of that time, so that a heavy scenario still shows its result and steps."""
    now = time.monotonic()
    outcome = run(document, lang=lang, checkpoints=True,
                  deadline=now + (deadline - now) * BOARDS_SHARE)
    if outcome.problem is None or not is_time_problem(outcome.problem.message):
        return outcome
    return run(document, lang=lang, deadline=deadline)


# Which board column each layer's citation key changes (engine/data/citations.json).
LAYER_KEYS = {
    "layer.copy": "copy", "layer.control": "controller", "layer.text": "abilities",
    "layer.type": "types", "layer.color": "colors", "layer.ability": "abilities",
    "layer.pt": "pt",
}


@lru_cache(maxsize=1)
def layer_columns() -> dict[str, str]:
    """Rule number of each layer and sublayer (as the engine cites it) -> the board column
    it changes."""
    from engine.text import citations

    columns: dict[str, str] = {}
    for key, number in citations.table().items():
        column = LAYER_KEYS.get(key, "pt" if key.startswith("sublayer.") else None)
        if column:
            columns[number] = column
    return columns


def cell_display(lang: str) -> Callable[[str, str], str]:
    """How board cells (the engine's English display values) read in `lang`: type lines,
    colors, zones, abilities and counters in the shipped rules' Korean terms."""
    try:
        from engine.text import wording
    except ImportError:
        logger.exception("the engine's wording module is missing")
        return lambda column, value: value
    by_column: dict[str, Callable[[str], str]] = {
        "types": lambda value: whole_type_line(value, lang),
        "colors": lambda value: wording.colors(value, lang),
        "zone": lambda value: wording.zone(value, lang),
        "abilities": lambda value: wording.abilities(value, lang),
        "pt": lambda value: wording.power_toughness(value, lang),
        "counters": lambda value: value if value == "—" else ", ".join(
            wording.counters(entry, lang) for entry in value.split(", ")),
    }

    def display(column: str, value: str) -> str:
        translate = by_column.get(column)
        if translate is None or not value:
            return value
        try:
            return str(translate(value))
        except Exception:
            # A wording gap must not hide the board: show the engine's own value.
            logger.exception("no %s wording for %r", column, value)
            return value

    return display


def whole_type_line(line: str, lang: str, learned: Mapping[str, str] | None = None) -> str:
    """A type line ("Creature — Elf Scout") in `lang`, never half in one language and half in
    the other: in Korean only when every word has a Korean term (engine/data/terms-ko.json,
    else `learned`: subtypes as imported Korean type lines give them), else the whole line as
    the engine gives it, in English."""
    from engine.subtypes import EVERY_CREATURE_TYPE
    from engine.text import wording

    if lang != "ko":
        return str(wording.type_line(line, lang))
    learned = learned or {}
    main, dash, subtypes = line.partition(" — ")

    def korean(word: str) -> str | None:
        if word == EVERY_CREATURE_TYPE:
            return str(wording.EVERY_CREATURE_TYPE_WORDS["ko"])
        term = wording.type_word(word, lang)
        return term if term != word else learned.get(word)

    words = [korean(word) for word in main.split()]
    if dash:
        words.append("—")
        words += [korean(word) for word in subtypes.split()]
    if any(word is None for word in words):
        return line
    return " ".join(word for word in words if word is not None)


def _card_summary(card: Any) -> str:
    parts = [" ".join([*getattr(card, "supertypes", ()), *getattr(card, "types", ())])]
    subtypes = getattr(card, "subtypes", ())
    if subtypes:
        parts[0] += " — " + " ".join(subtypes)
    power, toughness = getattr(card, "power", None), getattr(card, "toughness", None)
    if power is not None and toughness is not None:
        parts.append(f"{power}/{toughness}")
    return " ".join(part for part in parts if part)


def _engine_library() -> list[Any]:
    """The engine's library cards, or none if it cannot load (logged: the pages still work,
    and the engine names the problem when a scenario runs)."""
    try:
        from engine.library import cards as engine_cards

        return list(engine_cards.all_cards())
    except Exception:
        logger.exception("the engine's card library could not be loaded")
        return []


_library_cache: list[tuple[CardEntry, ...]] = []


def card_library() -> tuple[CardEntry, ...]:
    """Every card of the engine's library, sorted by English name ("" if it cannot load:
    the pages still work, the engine then names the problem when a scenario runs)."""
    if _library_cache:
        return _library_cache[0]
    cards = _engine_library()
    if not cards:
        return ()
    entries = tuple(sorted(
        (CardEntry(str(card.name), str(getattr(card, "name_ko", "") or ""), _card_summary(card),
                   str(getattr(card, "text", "") or ""))
         for card in cards),
        key=lambda entry: entry.name.casefold()))
    _library_cache.append(entries)
    return entries


_library_values_cache: list[tuple[dict[str, Any], ...]] = []


def _stat_text(card: Any, name: str) -> str:
    text = str(getattr(card, f"{name}_text", "") or "")
    value = getattr(card, name, None)
    return text or ("" if value is None else str(value))


def library_cards() -> tuple[dict[str, Any], ...]:
    """Every card of the engine's library as plain values in the card database's shape (the
    keys of `rulings.cards.models.FACE_KEYS`, stats as text, '' when none), plus `abilities`:
    the kind and label of each ability its script gives it (kind "text": carried as text, the
    engine does not apply it). Empty if the library cannot load."""
    if _library_values_cache:
        return _library_values_cache[0]
    cards = _engine_library()
    if not cards:
        return ()
    values = tuple(
        {"name": str(card.name), "name_ko": str(getattr(card, "name_ko", "") or ""),
         "mana_cost": str(card.mana_cost or ""), "mana_value": float(card.mana_value or 0),
         "colors": list(card.colors), "color_indicator": [], "types": list(card.types),
         "subtypes": list(card.subtypes), "supertypes": list(card.supertypes),
         "power": _stat_text(card, "power"), "toughness": _stat_text(card, "toughness"),
         "loyalty": _stat_text(card, "loyalty"), "defense": "", "text": str(card.text or ""),
         "keywords": list(card.keywords),
         "abilities": [{"kind": str(ability.kind), "label": str(ability.label)}
                       for ability in card.abilities]}
        for card in sorted(cards, key=lambda card: str(card.name).casefold()))
    _library_values_cache.append(values)
    return values


def card_name(typed: str) -> str:
    """The library's English name for what a judge typed (English or Korean, any case);
    the input unchanged if it names no card (the engine then reports it)."""
    wanted = typed.strip()
    folded = wanted.casefold()
    for entry in card_library():
        if folded in (entry.name.casefold(), entry.name_ko.casefold()) and folded:
            return entry.name
    return wanted


def card_entry(name: str) -> CardEntry | None:
    """The library's entry for a card name as the scenario spells it (any case)."""
    folded = name.casefold()
    return next((entry for entry in card_library() if entry.name.casefold() == folded), None)


def _example_key(path: Path) -> str:
    return path.stem


@lru_cache(maxsize=1)
def _english() -> dict[str, dict[str, str]]:
    """The examples' English titles and descriptions (the files are in Korean, the site's
    language), by example key."""
    path = EXAMPLES_DIR.parent / "data" / "examples-en.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    return {key: value for key, value in data.items() if isinstance(value, dict)}


def _in_language(key: str, scenario: dict[str, Any], lang: str) -> dict[str, Any]:
    """An example's scenario with its title and description in `lang`."""
    if lang != "en":
        return scenario
    return {**scenario, **_english().get(key, {})}


@lru_cache(maxsize=2)
def examples(lang: str = "ko") -> tuple[Example, ...]:
    """The CR examples shipped with the engine, in rule order, titled in `lang`."""
    found = []
    for path in EXAMPLES_DIR.glob("*.json"):
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            logger.warning("unreadable example scenario %s", path)
            continue
        source = data.get("source") if isinstance(data, dict) else None
        if not isinstance(source, dict) or not isinstance(source.get("rule"), str):
            continue
        number = source.get("example", 1)
        found.append(Example(
            key=_example_key(path),
            rule=source["rule"],
            number=number if isinstance(number, int) else 1,
            text=str(source.get("text", "")),
            title=str(_in_language(_example_key(path), data, lang).get("title", "")),
        ))
    return tuple(sorted(found, key=lambda example: (_rule_sort_key(example.rule), example.number)))


def _rule_sort_key(number: str) -> tuple[Any, ...]:
    head, _, tail = number.partition(".")
    digits = "".join(ch for ch in tail if ch.isdigit())
    letters = "".join(ch for ch in tail if ch.isalpha())
    return (int(head) if head.isdigit() else 0, int(digits) if digits else -1, letters)


def load_example(key: str, lang: str = "ko") -> dict[str, Any] | None:
    """The scenario of one shipped example, titled in `lang`, or None if there is no such
    example."""
    if key not in {example.key for example in examples()}:
        return None
    data = json.loads((EXAMPLES_DIR / f"{key}.json").read_text(encoding="utf-8"))
    return _in_language(key, data, lang) if isinstance(data, dict) else None
