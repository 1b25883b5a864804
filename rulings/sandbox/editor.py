"""The editor form, both ways: scenario -> input values, submitted inputs -> scenario.

Every input is named by its path in the scenario contract (`objects[2].power`), so an error the
engine reports for a path (ScenarioError.path) lands on the very input that holds that field.
Lists are typed as comma-separated text ("Artifact, Creature"), counters as "name: number"
pairs ("+1/+1: 2, -1/-1: 1"; semicolons between pairs work too).

Nothing a judge typed is lost: text that can't be read as its field's kind (a power of "two",
counters "banana", JSON with a stray brace) stays in the scenario as the text itself, with a
problem named by its path. Every action (add, remove, reorder, switch to JSON) works on that
scenario, so the text goes wherever its row goes and comes back into its input; the scenario
does not run, and can't be saved, while a problem is left.
"""
from __future__ import annotations

import copy
import json
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from engine.format import EVENTS as _EVENTS
from engine.format import ZONES as ZONES
from engine.format import ChoiceAnswer, Effect, Object, Player, Scenario
from engine.format import event_fields as _event_fields
from engine.format import fields as _fields

from .adapter import Problem, card_name
from .documents import UnsafeTextError, load_json, meaning

# The form's fields come from the format's declaration (engine/format/). The form shows every
# declared field but these, which a row keeps in its `_extra` (JSON) so nothing is lost.
NOT_IN_FORM: dict[str, frozenset[str]] = {
    "top": frozenset({"description", "source"}),
    "objects": frozenset({"attached_timestamp", "mana_cost"}),
    "effects": frozenset({"ability", "chosen", "affected"}),
    "events": frozenset({"token"}),
}
SECTIONS = ("players", "objects", "effects", "events", "choices")
EVENT_TYPES = tuple(_EVENTS)
# The fields each event type has, in the order the form shows them.
EVENT_FIELDS: dict[str, tuple[str, ...]] = {
    kind: tuple(f for f in _event_fields(kind) if f not in NOT_IN_FORM["events"])
    for kind in EVENT_TYPES}
# A player's whole numbers (life, poison, the library's unnamed cards, energy: 107.14) and
# lists (``library_top``: the named cards on top of the library, top first, 401.2).
PLAYER_LISTS = ("library_top",)
# A player's designations, checkboxes (the city's blessing: 702.131c; the monarch: 724.1), and
# whether their hand is known (514.1: the cleanup step's discard counts it).
PLAYER_FLAGS = ("city_blessing", "monarch", "hand_known")
PLAYER_INTS = tuple(name for name in _fields(Player)
                    if name not in ("id", *PLAYER_LISTS, *PLAYER_FLAGS))
# How the form edits each object field, by its kind of input.
OBJECT_TEXTS = ("card", "face", "name")
OBJECT_LISTS = ("types", "subtypes", "supertypes", "keywords")
# The ids of the cards in exile its abilities exiled (607.2a), and of those exiled "until ~
# leaves the battlefield" (610.3): typed comma-separated, as the lists above.
OBJECT_EXILED = ("exiled", "exiled_until_leaves")
OBJECT_INTS = ("mana_value", "power", "toughness", "loyalty", "damage", "timestamp")
OBJECT_REFS = ("controller", "owner", "zone", "attached_to")
OBJECT_FLAGS = ("tapped", "token", "deathtouch_damage", "summoning_sick", "renowned",
                "face_down", "monstrous")
# Event fields that are lists (typed comma-separated) and whole numbers besides the amount;
# ``tap`` is the creatures an activate event taps to crew (702.122a), ``divide`` the parts of
# divided damage, one for each target (601.2d).
EVENT_LISTS = ("targets", "mode", "divide", "sacrifice", "discard", "convoke", "improvise",
               "delve", "tap", "conspire")
EVENT_NUMBER_LISTS = ("mode", "divide")
EVENT_INTS = ("amount", "x", "ability", "replicate")
# Checkboxes: combat damage (510.2), a paid buyback (702.27a), a paid kicker (702.33a), a cast
# from the graveyard with flashback, jump-start or retrace (702.34a, 702.133a, 702.81a), a cast
# from exile by rebound, madness or suspend (702.88a, 702.35a, 702.62a), a cast face down by
# morph (702.37c), both
# halves of a split card with fuse (702.102a), a draw step on the game's first turn (103.7a).
EVENT_FLAGS = ("combat", "buyback", "kicked", "flashback", "jump_start", "retrace", "rebound",
               "madness", "suspend", "face_down", "fuse", "first_turn")
# Combat's declarations and divisions (508.1, 509.1, 510.1c), typed as text (see
# `combat_text`): "wurm: B, bear" (attackers, each with the player or permanent it attacks
# when not the default), "wall: wurm, giant: wurm + knight" (blockers, "+" between the
# attackers of one blocker; "[wurm]" is a list of one), "wurm: wall 2 + B 3" (assign).
EVENT_COMBAT = ("attackers", "blockers", "assign")
COMBAT_EXAMPLES = {"attackers": "wurm: B, bear", "blockers": "wall: wurm, giant: wurm + knight",
                   "assign": "wurm: wall 2 + B 3"}
_COMBAT_ID = re.compile(r"[^\s,:+\[\]]+")
OBJECT_FIELDS = tuple(name for name in _fields(Object) if name not in NOT_IN_FORM["objects"])
EFFECT_FIELDS = tuple(name for name in _fields(Effect) if name not in NOT_IN_FORM["effects"])
EVENT_ALL_FIELDS = ("type", *dict.fromkeys(f for kind in EVENT_TYPES for f in EVENT_FIELDS[kind]))
CHOICE_FIELDS = _fields(ChoiceAnswer)
# Fields the form shows for each section; anything else in a row is kept in its `_extra`.
KNOWN_FIELDS = {
    "players": ("id", *PLAYER_INTS, *PLAYER_LISTS, *PLAYER_FLAGS),
    "objects": OBJECT_FIELDS,
    "effects": EFFECT_FIELDS,
    "events": EVENT_ALL_FIELDS,
    "choices": CHOICE_FIELDS,
}
# The sandbox's own `ruling` is edited too (rulings/sandbox/documents.py).
TOP_FIELDS = (*(name for name in _fields(Scenario) if name not in NOT_IN_FORM["top"]), "ruling")
COLOR_LETTERS = "WUBRG"
ROW_FIELD = re.compile(r"^(?P<section>[a-z_]+)\[(?P<index>\d+)\]\.(?P<field>[A-Za-z_]+)$")
BUILDER_FIELD = re.compile(r"^objects\[\d+\]\.build\.[a-z_]+$")
PATH = re.compile(r"^(?P<section>[a-z_]+)\[(?P<index>\d+)\](?:\.(?P<field>[A-Za-z_]+))?")
MAX_ROWS = 200
# The form's "name: value" pairs (Reader.pairs): separated by commas (as the form writes them)
# or semicolons; a counter's number is a whole number of a few ASCII digits.
PAIR_SEPARATORS = re.compile(r"[,;]")
WHOLE_NUMBER = re.compile(r"[+-]?[0-9]{1,9}")
COUNTERS_EXAMPLE = "+1/+1: 2, -1/-1: 1"


def empty_scenario() -> dict[str, Any]:
    """The empty board: two players, nothing else."""
    return {"format": 1, "title": "", "players": [{"id": "A"}, {"id": "B"}],
            "active_player": "A", "objects": [], "effects": [], "events": [], "choices": []}


# --- scenario -> form values -------------------------------------------------------------


def _join(values: Any) -> str:
    if isinstance(values, list):
        return ", ".join(str(value) for value in values)
    return "" if values is None else str(values)


def _pairs(mapping: Any) -> str:
    if isinstance(mapping, dict):
        return ", ".join(f"{key}: {value}" for key, value in mapping.items())
    return "" if mapping is None else str(mapping)


def _colors_text(colors: Any) -> str:
    if colors is None:
        return ""
    if isinstance(colors, list):
        return " ".join(str(color) for color in colors) if colors else "-"
    return str(colors)


def _scalar(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def _choice_text(value: Any) -> str:
    """An answer as the form shows it: a division of combat damage (510.1c) as JSON."""
    return json.dumps(value, ensure_ascii=False) if isinstance(value, dict) else _scalar(value)


def _choice_value(text: str) -> Any:
    """An answer as the form reads it: JSON that is an object is a division of damage."""
    if text.startswith("{"):
        try:
            value = json.loads(text)
        except ValueError:
            return text
        return value if isinstance(value, dict) else text
    return text


def _extra(row: Mapping[str, Any], known: tuple[str, ...]) -> str:
    rest = {key: value for key, value in row.items() if key not in known}
    return json.dumps(rest, ensure_ascii=False) if rest else ""


def _row_dict(row: Any) -> dict[str, Any]:
    return row if isinstance(row, dict) else {}


def _section(scenario: Mapping[str, Any], name: str) -> list[dict[str, Any]]:
    rows = scenario.get(name)
    return [_row_dict(row) for row in rows] if isinstance(rows, list) else []


def object_values(row: Mapping[str, Any]) -> dict[str, Any]:
    """Input values for one object."""
    values: dict[str, Any] = {"id": _scalar(row.get("id"))}
    for name in (*OBJECT_TEXTS, *OBJECT_INTS, *OBJECT_REFS):
        values[name] = _scalar(row.get(name))
    values["zone"] = values["zone"] or "battlefield"
    for name in (*OBJECT_LISTS, *OBJECT_EXILED):
        values[name] = _join(row.get(name))
    values["colors"] = _colors_text(row.get("colors"))
    for name in OBJECT_FLAGS:
        values[name] = row.get(name) is True
    values["counters"] = _pairs(row.get("counters"))
    values["chosen"] = _pairs(row.get("chosen"))
    values["abilities"] = _json_text(row.get("abilities"))
    values["extra"] = _extra(row, OBJECT_FIELDS)
    # The custom-card fields open by themselves when any of them is set.
    values["has_overrides"] = any(
        values[name] for name in ("face", "name", *OBJECT_LISTS, "colors", "mana_value", "power",
                                  "toughness", "loyalty", "owner", "chosen", "abilities")
    )
    return values


def _json_text(value: Any, *, indent: int | None = None) -> str:
    """A JSON field's input text: JSON, or the text itself when what was typed was not JSON
    (kept as a string, see the module doc)."""
    if value is None:
        return ""
    if isinstance(value, str):
        return value
    return json.dumps(value, ensure_ascii=False, indent=indent)


def effect_values(row: Mapping[str, Any]) -> dict[str, Any]:
    """Input values for one resolved effect."""
    values = {name: _scalar(row.get(name)) for name in ("id", "card", "source", "controller",
                                                         "mode", "timestamp")}
    values["targets"] = _join(row.get("targets"))
    values["extra"] = _extra(row, EFFECT_FIELDS)
    return values


def event_values(row: Mapping[str, Any]) -> dict[str, Any]:
    """Input values for one event, with the fields its type has."""
    event_type = _scalar(row.get("type")) or "damage"
    values: dict[str, Any] = {"type": event_type}
    for name in EVENT_ALL_FIELDS[1:]:
        if name == "combat":
            values[name] = row.get(name) is True
        elif name in EVENT_LISTS:
            values[name] = _join(row.get(name))
        elif name in EVENT_COMBAT:
            values[name] = combat_text(name, row.get(name)) or ""
        else:
            values[name] = _scalar(row.get(name))
    values["fields"] = EVENT_FIELDS.get(event_type, ())
    # A declaration the text can't say as it is (an id with a comma, a field the contract
    # does not have) stays in the row's JSON, whole.
    values["extra"] = _extra(row, tuple(
        name for name in EVENT_ALL_FIELDS
        if name not in EVENT_COMBAT or row.get(name) is None
        or combat_text(name, row.get(name)) is not None))
    return values


def _combat_id(value: Any) -> bool:
    return isinstance(value, str) and bool(_COMBAT_ID.fullmatch(value))


def combat_text(name: str, value: Any) -> str | None:
    """A combat event's list as the form's text (see EVENT_COMBAT), or None when the text
    can't hold it exactly (it then stays in the row's JSON)."""
    if value is None:
        return ""
    parts: list[str] = []
    if name == "attackers" and isinstance(value, list):
        for entry in value:
            if not isinstance(entry, dict) or not set(entry) <= {"object", "defending"}:
                return None
            ids = [entry.get("object"), *([entry["defending"]] if "defending" in entry else [])]
            if not all(_combat_id(item) for item in ids):
                return None
            parts.append(": ".join(ids))
        return ", ".join(parts)
    if name == "blockers" and isinstance(value, list):
        for entry in value:
            if not isinstance(entry, dict) or set(entry) != {"object", "blocking"}:
                return None
            blocking = entry["blocking"]
            many = blocking if isinstance(blocking, list) else [blocking]
            if not many or not all(_combat_id(item) for item in [entry["object"], *many]):
                return None
            said = " + ".join(many)
            if isinstance(blocking, list) and len(many) == 1:
                said = f"[{said}]"
            parts.append(f"{entry['object']}: {said}")
        return ", ".join(parts)
    if name == "assign" and isinstance(value, dict):
        for attacker, division in value.items():
            if not _combat_id(attacker) or not isinstance(division, dict) or not division:
                return None
            if not all(_combat_id(key) and type(amount) is int
                       for key, amount in division.items()):
                return None
            parts.append(f"{attacker}: " + " + ".join(
                f"{key} {amount}" for key, amount in division.items()))
        return ", ".join(parts)
    return None


def form_values(scenario: Mapping[str, Any]) -> dict[str, Any]:
    """Everything the editor template needs to show a scenario as inputs."""
    ruling = scenario.get("ruling") if isinstance(scenario.get("ruling"), dict) else {}
    assert isinstance(ruling, dict)
    players = [
        {"id": _scalar(row.get("id")), **{name: _scalar(row.get(name)) for name in PLAYER_INTS},
         **{name: _join(row.get(name)) for name in PLAYER_LISTS},
         **{name: row.get(name) is True for name in PLAYER_FLAGS},
         "extra": _extra(row, KNOWN_FIELDS["players"])}
        for row in _section(scenario, "players")
    ]
    return {
        "title": _scalar(scenario.get("title")),
        "active_player": _scalar(scenario.get("active_player")),
        "players": players,
        "objects": [object_values(row) for row in _section(scenario, "objects")],
        "effects": [effect_values(row) for row in _section(scenario, "effects")],
        "events": [event_values(row) for row in _section(scenario, "events")],
        "choices": [{name: _choice_text(row.get(name)) for name in CHOICE_FIELDS}
                    for row in _section(scenario, "choices")],
        "cards": _json_text(scenario.get("cards"), indent=1),
        "ruling_question": _scalar(ruling.get("question")),
        "ruling_answer": _scalar(ruling.get("answer")),
        "extra": _extra(scenario, TOP_FIELDS),
        "source": _source(scenario.get("source")),
    }


def form_inputs(scenario: Mapping[str, Any]) -> dict[str, str]:
    """The inputs the editor renders for a scenario, by name, as a browser submits them
    (checkboxes that are off are left out)."""
    values = form_values(scenario)
    data = {"title": values["title"], "active_player": values["active_player"],
            "_extra": values["extra"], "cards": values["cards"],
            "ruling.question": values["ruling_question"], "ruling.answer": values["ruling_answer"]}
    for section in SECTIONS:
        for index, row in enumerate(values[section]):
            for key, value in row.items():
                if key in ("fields", "has_overrides", "path", "errors") or value is False:
                    continue
                name = f"{section}[{index}].{'_extra' if key == 'extra' else key}"
                data[name] = "on" if value is True else str(value)
    return data


def form_holds(scenario: Mapping[str, Any]) -> bool:
    """True if the form holds the scenario exactly: submitted as shown, it reads back with
    the same meaning (a checkbox can't hold "yes", an unknown field has no input)."""
    return meaning(read_form(form_inputs(scenario)).scenario) == meaning(dict(scenario))


def form_shows(scenario: Mapping[str, Any], path: str) -> bool:
    """True if the form holds the scenario exactly and has a visible input for the field
    `path` names: a problem there can be shown beside what the judge wrote, as written."""
    name = input_name(path)
    if name not in form_inputs(scenario) or name.endswith("_extra"):
        return False
    return form_holds(scenario)


def _source(source: Any) -> dict[str, str] | None:
    """The CR example a scenario comes from (the examples' `source` field), for display."""
    if not isinstance(source, dict) or not isinstance(source.get("rule"), str):
        return None
    return {"rule": source["rule"], "example": _scalar(source.get("example")),
            "text": _scalar(source.get("text"))}


# --- submitted inputs -> scenario --------------------------------------------------------


@dataclass
class Parsed:
    """A scenario read from the form, with the problems found in the inputs."""

    scenario: dict[str, Any]
    problems: list[Problem] = field(default_factory=list)


class _Reader:
    def __init__(self, data: Mapping[str, Any], getlist: Callable[[str], list[str]]) -> None:
        self.data = data
        self.getlist = getlist
        self.problems: list[Problem] = []

    def text(self, name: str) -> str:
        value = self.data.get(name, "")
        return value.strip() if isinstance(value, str) else ""

    def integer(self, name: str) -> int | str | None:
        """The number typed, or the text itself (with a problem) when it is not one."""
        raw = self.text(name)
        if not raw:
            return None
        try:
            return int(raw)
        except ValueError:
            self.problems.append(Problem(name, f"expected an integer, got “{raw}”"))
            return raw

    def flag(self, name: str) -> bool:
        return self.text(name) in ("on", "true", "1")

    def items(self, name: str) -> list[str]:
        return [part.strip() for part in self.text(name).split(",") if part.strip()]

    def numbers(self, name: str) -> list[int | str]:
        """Comma-separated whole numbers; one that isn't stays as typed, with a problem."""
        found: list[int | str] = []
        for part in self.items(name):
            if WHOLE_NUMBER.fullmatch(part):
                found.append(int(part))
            else:
                self.problems.append(Problem(name, f"expected whole numbers, got “{part}”"))
                found.append(part)
        return found

    def colors(self, name: str) -> list[str] | str | None:
        raw = self.text(name)
        if not raw:
            return None
        if raw in ("-", "–", "[]"):
            return []
        words = [word for word in re.split(r"[\s,]+", raw) if word]
        if len(words) == 1 and len(words[0]) > 1 and set(words[0].upper()) <= set(COLOR_LETTERS):
            words = list(words[0])  # "WU": two colors; "purple" stays one word
        letters = [word.upper() for word in words]
        bad = [word for word in words if word.upper() not in COLOR_LETTERS]
        if bad:
            self.problems.append(Problem(name, f"unknown color “{bad[0]}” (use W U B R G, "
                                               "or - for colorless)"))
            return raw
        return letters

    def pairs(self, name: str, *, numbers: bool) -> dict[str, Any] | str | None:
        """"name: value" pairs (`counters`, `chosen`), or the text itself with a problem.

        Pairs are separated by commas, as the form writes them ("+1/+1: 2, -1/-1: 1"), or by
        semicolons, as judges often type them ("+1/+1: 2; -1/-1: 1"); neither appears in a
        counter's or a choice's name. A name ends at its pair's first colon. With `numbers`
        (counters) the value is a whole number, so a second colon means a separator is
        missing; anything else is refused with the form expected, never read as one odd name.
        """
        raw = self.text(name)
        if not raw:
            return None
        result: dict[str, Any] = {}
        for part in PAIR_SEPARATORS.split(raw):
            part = part.strip()
            if not part:
                continue
            key, colon, value = (piece.strip() for piece in part.partition(":"))
            if not colon or not key or not value or (numbers and ":" in value):
                self.problems.append(Problem(name, (
                    f"expected counters as “name: number” pairs separated by commas, like "
                    f"“{COUNTERS_EXAMPLE}”, got “{part}”") if numbers else (
                    f"expected “name: value” pairs like “color: U”, got “{part}”")))
                return raw
            if key in result:
                self.problems.append(Problem(name, f"“{key}” is given twice"))
                return raw
            if not numbers:
                result[key] = value
            elif WHOLE_NUMBER.fullmatch(value):
                result[key] = int(value)
            else:
                self.problems.append(Problem(name, f"expected a number after “{key}:”"))
                return raw
        return result

    def combat(self, name: str, field_name: str) -> Any:
        """A combat event's list typed as text (EVENT_COMBAT), or the text itself with a
        problem that shows the form expected."""
        raw = self.text(name)
        if not raw:
            return None
        entries: list[Any] = []
        divisions: dict[str, Any] = {}
        for part in (piece.strip() for piece in raw.split(",")):
            if not part:
                continue
            key, colon, rest = (piece.strip() for piece in part.partition(":"))
            if not _combat_id(key) or (field_name != "attackers" and not colon) or (
                    colon and not rest):
                return self._combat_problem(name, field_name, part, raw)
            if field_name == "attackers":
                if colon and not _combat_id(rest):
                    return self._combat_problem(name, field_name, part, raw)
                entries.append({"object": key, **({"defending": rest} if colon else {})})
            elif field_name == "blockers":
                listed = rest.startswith("[") and rest.endswith("]")
                many = [item.strip() for item in rest.strip("[]").split("+")]
                if not all(_combat_id(item) for item in many):
                    return self._combat_problem(name, field_name, part, raw)
                entries.append({"object": key, "blocking": many if listed or len(many) > 1
                                else many[0]})
            else:
                division: dict[str, int] = {}
                for share in (item.strip() for item in rest.split("+")):
                    who, _space, amount = share.rpartition(" ")
                    who = who.strip()
                    if not _combat_id(who) or not WHOLE_NUMBER.fullmatch(amount) or (
                            who in division):
                        return self._combat_problem(name, field_name, part, raw)
                    division[who] = int(amount)
                if key in divisions:
                    self.problems.append(Problem(name, f"“{key}” is given twice"))
                    return raw
                divisions[key] = division
        return divisions if field_name == "assign" else entries

    def _combat_problem(self, name: str, field_name: str, part: str, raw: str) -> str:
        example = COMBAT_EXAMPLES[field_name]
        if field_name == "attackers":
            problem = Problem(name, (
                f"expected attackers as “attacker: player or permanent attacked”, separated "
                f"by commas, like “{example}”, got “{part}”"))
        elif field_name == "blockers":
            problem = Problem(name, (
                f"expected blockers as “blocker: attacker”, separated by commas, like "
                f"“{example}”, got “{part}”"))
        else:
            problem = Problem(name, (
                f"expected a division as “attacker: recipient amount + recipient amount”, "
                f"separated by commas, like “{example}”, got “{part}”"))
        self.problems.append(problem)
        return raw

    def json_value(self, name: str, *, object_only: bool = False) -> Any:
        """The JSON typed, or the text itself (with a problem) when it is not JSON."""
        raw = self.text(name)
        if not raw:
            return None
        try:
            value = load_json(raw, name)
        except UnsafeTextError as error:
            self.problems.append(Problem(error.path, error.message))
            return raw
        except (ValueError, RecursionError) as error:
            self.problems.append(Problem(name, f"invalid JSON: {error}"))
            return raw
        if object_only and not isinstance(value, dict):
            self.problems.append(Problem(name, "expected a JSON object"))
            return raw
        return value

    def indexes(self, section: str) -> list[int]:
        found = set()
        for key in self.data:
            match = ROW_FIELD.match(key)
            if match and match["section"] == section:
                found.add(int(match["index"]))
        return sorted(found)[:MAX_ROWS]


def _set(row: dict[str, Any], key: str, value: Any) -> None:
    if value is not None and value != "":
        row[key] = value


def _read_object(reader: _Reader, prefix: str) -> dict[str, Any]:
    row: dict[str, Any] = {"id": reader.text(f"{prefix}.id")}
    card = reader.text(f"{prefix}.card")
    _set(row, "card", card_name(card) if card else "")
    _set(row, "face", reader.text(f"{prefix}.face"))
    _set(row, "name", reader.text(f"{prefix}.name"))
    for name in (*OBJECT_LISTS, *OBJECT_EXILED):
        _set(row, name, reader.items(f"{prefix}.{name}") or None)
    _set(row, "colors", reader.colors(f"{prefix}.colors"))
    for name in OBJECT_INTS:
        _set(row, name, reader.integer(f"{prefix}.{name}"))
    for name in OBJECT_REFS:
        _set(row, name, reader.text(f"{prefix}.{name}"))
    for name in OBJECT_FLAGS:
        if reader.flag(f"{prefix}.{name}"):
            row[name] = True
    _set(row, "counters", reader.pairs(f"{prefix}.counters", numbers=True))
    _set(row, "chosen", reader.pairs(f"{prefix}.chosen", numbers=False))
    _set(row, "abilities", reader.json_value(f"{prefix}.abilities"))
    return row


def _read_event(reader: _Reader, prefix: str) -> dict[str, Any]:
    event_type = reader.text(f"{prefix}.type")
    row: dict[str, Any] = {"type": event_type}
    for name in EVENT_FIELDS.get(event_type, ()):
        if name == "ability" and not reader.text(f"{prefix}.{name}").isdigit():
            # 602.2: an activated ability named by its label, the line the card prints.
            _set(row, name, reader.text(f"{prefix}.{name}"))
        elif name in EVENT_INTS:
            _set(row, name, reader.integer(f"{prefix}.{name}"))
        elif name in EVENT_NUMBER_LISTS:
            _set(row, name, reader.numbers(f"{prefix}.{name}") or None)
        elif name in EVENT_LISTS:
            _set(row, name, reader.items(f"{prefix}.{name}") or None)
        elif name in EVENT_COMBAT:
            _set(row, name, reader.combat(f"{prefix}.{name}", name))
        elif name in EVENT_FLAGS:
            if reader.flag(f"{prefix}.{name}"):
                row[name] = True
        else:
            _set(row, name, reader.text(f"{prefix}.{name}"))
    return row


def read_form(data: Mapping[str, Any], getlist: Callable[[str], list[str]] | None = None
              ) -> Parsed:
    """The scenario a submitted editor form describes (a QueryDict or a plain dict)."""
    reader = _Reader(data, getlist or (lambda name: [data[name]] if name in data else []))
    scenario: dict[str, Any] = {"format": 1}
    _set(scenario, "title", reader.text("title"))
    scenario["players"] = []
    for index in reader.indexes("players"):
        prefix = f"players[{index}]"
        player: dict[str, Any] = {"id": reader.text(f"{prefix}.id")}
        for name in PLAYER_INTS:
            _set(player, name, reader.integer(f"{prefix}.{name}"))
        for name in PLAYER_LISTS:
            _set(player, name, reader.items(f"{prefix}.{name}") or None)
        for name in PLAYER_FLAGS:
            if reader.flag(f"{prefix}.{name}"):
                player[name] = True
        scenario["players"].append(_merge_extra(reader, prefix, player))
    _set(scenario, "active_player", reader.text("active_player"))
    scenario["objects"] = [
        _merge_extra(reader, f"objects[{index}]", _read_object(reader, f"objects[{index}]"))
        for index in reader.indexes("objects")
    ]
    scenario["effects"] = []
    for index in reader.indexes("effects"):
        prefix = f"effects[{index}]"
        effect: dict[str, Any] = {"id": reader.text(f"{prefix}.id")}
        card = reader.text(f"{prefix}.card")
        _set(effect, "card", card_name(card) if card else "")
        _set(effect, "source", reader.text(f"{prefix}.source"))
        _set(effect, "controller", reader.text(f"{prefix}.controller"))
        _set(effect, "targets", reader.items(f"{prefix}.targets") or None)
        _set(effect, "mode", reader.text(f"{prefix}.mode"))
        _set(effect, "timestamp", reader.integer(f"{prefix}.timestamp"))
        scenario["effects"].append(_merge_extra(reader, prefix, effect))
    scenario["events"] = [
        _merge_extra(reader, f"events[{index}]", _read_event(reader, f"events[{index}]"))
        for index in reader.indexes("events")
    ]
    scenario["choices"] = [
        {"player": reader.text(f"choices[{index}].player"),
         "choose": _choice_value(reader.text(f"choices[{index}].choose"))}
        for index in reader.indexes("choices")
    ]
    _set(scenario, "cards", reader.json_value("cards"))
    question, answer = reader.text("ruling.question"), reader.text("ruling.answer")
    if question or answer:
        scenario["ruling"] = {"question": question, "answer": answer}
    extra = reader.json_value("_extra", object_only=True)
    if isinstance(extra, dict):
        scenario.update({key: value for key, value in extra.items() if key not in TOP_FIELDS})
    return Parsed(scenario, reader.problems)


def _merge_extra(reader: _Reader, prefix: str, row: dict[str, Any]) -> dict[str, Any]:
    extra = reader.json_value(f"{prefix}._extra", object_only=True)
    if isinstance(extra, dict):
        section = prefix.split("[", 1)[0]
        row.update({key: value for key, value in extra.items()
                    if key not in KNOWN_FIELDS[section]})
        if section == "events":
            # A combat list the text can't hold is kept in the JSON (event_values).
            for key in EVENT_COMBAT:
                if key in extra and key not in row:
                    row[key] = extra[key]
    return row


# --- errors on inputs --------------------------------------------------------------------


def input_name(path: str) -> str:
    """The name of the input that holds the field a problem path names (deeper parts of the
    path, such as `objects[2].counters.+1/+1`, belong to the input of their field)."""
    if BUILDER_FIELD.fullmatch(path):
        return path  # the ability builder's own inputs (rulings/sandbox/builder.py)
    match = PATH.match(path)
    if match and match["section"] in SECTIONS:
        field_name = match["field"] or ("type" if match["section"] == "events" else "id")
        if match["section"] == "choices" and not match["field"]:
            field_name = "choose"
        return f"{match['section']}[{match['index']}].{field_name}"
    head = re.split(r"[.\[]", path, maxsplit=1)[0]
    if head == "ruling":
        return path if path in ("ruling.question", "ruling.answer") else "ruling.answer"
    return head


def input_id(name: str) -> str:
    """An HTML id for an input name (`objects[2].power` -> `f-objects-2-power`)."""
    return "f-" + re.sub(r"[^A-Za-z0-9_-]+", "-", name).strip("-")


def json_line(document: Any, path: str) -> int | None:
    """The line, in the document laid out as the JSON tab shows it (2-space indent), where
    the field a problem path names starts (or its nearest existing parent)."""
    tokens = re.findall(r"\[(\d+)\]|([^.\[\]]+)", path)
    marked = copy.deepcopy(document)
    parent: Any = None
    key: Any = None
    node = marked
    for index, name in tokens:
        step: Any = int(index) if index else name
        in_list = isinstance(node, list) and isinstance(step, int) and step < len(node)
        if not (in_list or (isinstance(node, dict) and step in node)):
            break
        parent, key, node = node, step, node[step]
    if parent is None:
        return None
    parent[key] = MARKER
    text = json.dumps(marked, indent=2, ensure_ascii=False)
    return text[:text.index(MARKER)].count("\n") + 1


MARKER = "\u2063sandbox-error\u2063"


# --- timestamps --------------------------------------------------------------------------


def with_timestamps(scenario: dict[str, Any]) -> dict[str, Any]:
    """The scenario with every object and effect carrying an explicit timestamp.

    The contract's default is the position in the file (objects, then effects); making it
    explicit lets the editor show and reorder it without changing the scenario's meaning.
    """
    result = dict(scenario)
    position = 0
    for section in ("objects", "effects"):
        rows = []
        for row in _section(scenario, section):
            position += 1
            if "timestamp" not in row:
                row = {**row, "timestamp": position}
            rows.append(row)
        if isinstance(scenario.get(section), list):
            result[section] = rows
    return result


def timestamp_order(scenario: Mapping[str, Any]) -> list[dict[str, Any]]:
    """Objects and effects in timestamp order (ties in file order), as the timestamp panel
    lists them: section, index, id, card, timestamp and the timestamp's input text (what was
    typed, when it is not a number: such a row keeps its place in the file)."""
    entries = []
    position = 0
    for section in ("objects", "effects"):
        for index, row in enumerate(_section(scenario, section)):
            position += 1
            timestamp = row.get("timestamp", position)
            entries.append({
                "section": section, "index": index, "id": _scalar(row.get("id")),
                "card": _scalar(row.get("card") or row.get("name")),
                "timestamp": timestamp if isinstance(timestamp, int) else position,
                "text": _scalar(timestamp),
                "path": f"{section}[{index}]",
                "zone": _scalar(row.get("zone")) or ("battlefield" if section == "objects"
                                                     else ""),
            })
    entries.sort(key=lambda entry: (entry["timestamp"], entry["section"] != "objects",
                                    entry["index"]))
    return entries


def move_timestamp(scenario: dict[str, Any], path: str, offset: int) -> dict[str, Any]:
    """The scenario with the object or effect at `path` moved `offset` places (-1 = earlier)
    in timestamp order: it swaps timestamps with its neighbour. Ties are first spread out
    (1, 2, 3, ...) so that the move always changes the order."""
    order = timestamp_order(scenario)
    paths = [entry["path"] for entry in order]
    if path not in paths or any(entry["text"] != str(entry["timestamp"]) for entry in order):
        # A timestamp that is not a number (its problem is shown) gives no order to move in.
        return scenario
    here = paths.index(path)
    there = here + offset
    if not 0 <= there < len(order):
        return scenario
    stamps = [entry["timestamp"] for entry in order]
    if len(set(stamps)) != len(stamps):
        stamps = list(range(1, len(order) + 1))
    stamps[here], stamps[there] = stamps[there], stamps[here]
    result = {**scenario, "objects": [dict(row) for row in _section(scenario, "objects")],
              "effects": [dict(row) for row in _section(scenario, "effects")]}
    for entry, stamp in zip(order, stamps, strict=True):
        result[entry["section"]][entry["index"]]["timestamp"] = stamp
    return result


# --- adding and removing rows ------------------------------------------------------------


def _fresh_id(scenario: Mapping[str, Any], prefix: str) -> str:
    used = {str(row.get("id")) for section in ("players", "objects", "effects")
            for row in _section(scenario, section)}
    number = 1
    while f"{prefix}{number}" in used:
        number += 1
    return f"{prefix}{number}"


def add_row(scenario: dict[str, Any], section: str) -> dict[str, Any]:
    """The scenario with one new, blank row in a section."""
    if section not in SECTIONS:
        return scenario
    rows = list(_section(scenario, section))
    if len(rows) >= MAX_ROWS:
        return scenario
    players = [str(row.get("id")) for row in _section(scenario, "players")]
    first = players[0] if players else ""
    next_stamp = max([entry["timestamp"] for entry in timestamp_order(scenario)], default=0) + 1
    if section == "players":
        used = set(players)
        letter = next((chr(code) for code in range(ord("A"), ord("Z") + 1)
                       if chr(code) not in used), _fresh_id(scenario, "P"))
        rows.append({"id": letter})
    elif section == "objects":
        rows.append({"id": _fresh_id(scenario, "o"), "card": "", "controller": first,
                     "zone": "battlefield", "timestamp": next_stamp})
    elif section == "effects":
        rows.append({"id": _fresh_id(scenario, "e"), "card": "", "controller": first,
                     "timestamp": next_stamp})
    elif section == "events":
        rows.append({"type": "damage"})
    else:
        rows.append({"player": first, "choose": ""})
    return {**scenario, section: rows}


def remove_row(scenario: dict[str, Any], path: str) -> dict[str, Any]:
    """The scenario without the row at `path` (e.g. `objects[2]`)."""
    match = PATH.fullmatch(path)
    if not match or match["section"] not in SECTIONS:
        return scenario
    rows = list(_section(scenario, match["section"]))
    index = int(match["index"])
    if index < len(rows):
        del rows[index]
    return {**scenario, match["section"]: rows}


def problems_after_removal(problems: list[Problem], path: str) -> list[Problem]:
    """The problems of a form once the row at `path` (e.g. `objects[2]`) was removed: its own
    go with it, and those of the rows after it move up one place, as the rows do."""
    removed = PATH.fullmatch(path)
    if not removed:
        return problems
    kept = []
    for problem in problems:
        match = PATH.match(problem.path)
        if not match or match["section"] != removed["section"]:
            kept.append(problem)
            continue
        index = int(match["index"])
        if index == int(removed["index"]):
            continue
        if index > int(removed["index"]):
            rest = problem.path[match.end("index") + 1:]
            problem = Problem(f"{match['section']}[{index - 1}]{rest}", problem.message)
        kept.append(problem)
    return kept


def _card_row(scenario: dict[str, Any], path: str) -> tuple[str, int] | None:
    """(section, index) of the object or effect whose `card` field `path` names."""
    match = ROW_FIELD.fullmatch(path)
    if (not match or match["section"] not in ("objects", "effects") or match["field"] != "card"
            or int(match["index"]) >= len(_section(scenario, match["section"]))):
        return None
    return match["section"], int(match["index"])


def set_card(scenario: dict[str, Any], path: str, name: str) -> dict[str, Any]:
    """The scenario with the card field at `path` (`objects[0].card`) set to `name`."""
    found = _card_row(scenario, path)
    if found is None or not name.strip():
        return scenario
    section, index = found
    rows = [dict(row) for row in _section(scenario, section)]
    rows[index]["card"] = name.strip()
    return {**scenario, section: rows}


def define_card(scenario: dict[str, Any], path: str) -> dict[str, Any]:
    """The scenario with the card a card field names defined by the judge: an object becomes
    a custom object of that name (its types, P/T and abilities typed in its own fields); a
    spell or ability gets a definition of that name in the scenario's `cards`, to complete."""
    found = _card_row(scenario, path)
    if found is None:
        return scenario
    section, index = found
    rows = [dict(row) for row in _section(scenario, section)]
    name = str(rows[index].get("card") or "").strip()
    if not name:
        return scenario
    if section == "objects":
        del rows[index]["card"]
        rows[index].setdefault("name", name)
        return {**scenario, section: rows}
    cards = scenario.get("cards")
    if cards is not None and not isinstance(cards, list):
        return scenario  # the text typed there is not a list yet: its own problem says so
    cards = list(cards or [])
    if not any(isinstance(card, dict) and card.get("name") == name for card in cards):
        cards.append({"name": name, "types": ["Instant"], "abilities": []})
    return {**scenario, "cards": cards}


def ids_of(scenario: Mapping[str, Any]) -> dict[str, list[str]]:
    """The ids a scenario defines, by kind, for the editor's pickers."""
    return {section: [str(row.get("id")) for row in _section(scenario, section) if row.get("id")]
            for section in ("players", "objects", "effects")}
