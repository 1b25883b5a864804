"""The compiler against the hand-written cards: wherever it claims a line of a library card,
its abilities must be the card's own (issue 11: the scripts in engine/data/cards stay
authoritative).

A hand-written ability belongs to the line whose words it carries: its ``label`` (or a text
ability's ``text``, a mana ability's default label) is the line, both without reminder text
(207.2a: it has no rules meaning; some cards keep it in their labels, some don't); a keyword
belongs to the line that prints it ("Flying, first strike") or grants it to the card itself
("Voice of All has protection from the chosen color.").

A claimed line agrees when the abilities it compiled to are those, in the same order, field for
field — once both are read by the format's declaration (engine/format/cards.py), so that these
are not differences: key order, a field left at its declared default ("player": "any" of an
event pattern, "other": false), a mana ability's label equal to the one the engine gives it,
reminder text in a label, the order of an effect's modifications across layers (each
applies in its own layer, 613.1), and a trigger's ``"player": "any"`` on the events that always
have a player (a step begins in someone's turn, life and draws are someone's).
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any

from pydantic import TypeAdapter, ValidationError

from engine.format.cards import Ability as DeclaredAbility
from engine.oracle.compiler import CompiledLine, compile_face
from engine.oracle.lines import SELF, Line, read_line, short_name, without_reminder
from engine.oracle.patterns import Ability
from engine.oracle.templates_static import in_layer_order


@dataclass(frozen=True, slots=True)
class LineAgreement:
    """One line of one card: what the compiler made of it and what the card says."""

    card: str
    line: CompiledLine
    expected: tuple[Ability, ...]

    @property
    def agrees(self) -> bool:
        """A claimed line whose abilities are the hand-written ones."""
        return self.line.claimed and canonical(self.line.abilities) == canonical(self.expected)


@dataclass(frozen=True, slots=True)
class AgreementReport:
    """Every line of every library card, compared."""

    cards: int
    lines: tuple[LineAgreement, ...]

    @property
    def claimed(self) -> tuple[LineAgreement, ...]:
        """The lines a template claimed."""
        return tuple(a for a in self.lines if a.line.claimed)

    @property
    def equal(self) -> int:
        """Claimed lines equal to the script."""
        return sum(a.agrees for a in self.claimed)

    @property
    def differing(self) -> tuple[LineAgreement, ...]:
        """Claimed lines whose abilities differ from the script (must be none)."""
        return tuple(a for a in self.claimed if not a.agrees)

    @property
    def not_claimed(self) -> int:
        """Lines left to ``not_modelled``."""
        return len(self.lines) - len(self.claimed)

    def text(self, details: bool = False) -> str:
        """The report as the command line prints it."""
        rows = [
            ("cards", self.cards),
            ("lines", len(self.lines)),
            ("lines claimed", len(self.claimed)),
            ("  equal to the script", self.equal),
            ("  differing", len(self.differing)),
            ("lines not claimed", self.not_claimed),
        ]
        out = ["Oracle compiler against the hand-written cards (engine/data/cards)"]
        out += [f"{name:<26}{value:>6}" for name, value in rows]
        for each in self.differing:
            out.append(f"DIFFERS {each.card}: {each.line.label}")
            out.append(f"  compiled: {json.dumps(list(each.line.abilities), sort_keys=True)}")
            out.append(f"  script:   {json.dumps(list(each.expected), sort_keys=True)}")
        if details:
            out.append("")
            out.append("claimed lines by template:")
            counts = Counter(a.line.template for a in self.claimed)
            out += [f"  {name:<40}{count:>5}" for name, count in sorted(counts.items())]
            out.append("")
            out.append("lines not claimed:")
            out += [f"  {a.card}: {a.line.text}" for a in self.lines if not a.line.claimed]
        return "\n".join(out)


_DECLARED: TypeAdapter[Any] = TypeAdapter(DeclaredAbility)


def canonical(abilities: Any) -> list[str]:
    """Abilities compared field for field, whatever the order of their keys and without the
    fields left at their declared defaults; a keyword written as a string is the keyword
    ability."""
    return [_canonical(_as_ability(a)) for a in abilities]


def _canonical(ability: Any) -> str:
    try:
        declared = _DECLARED.validate_python(ability)
    except ValidationError:
        # Not an ability of the format: compared as written (and so never equal to a valid one).
        return json.dumps(ability, sort_keys=True, ensure_ascii=False)
    dumped = _as_ability(_DECLARED.dump_python(declared, mode="json", by_alias=True,
                                               exclude_defaults=True, warnings=False))
    return json.dumps(_without_trivia(dumped), sort_keys=True, ensure_ascii=False)


def _without_trivia(ability: dict[str, Any]) -> dict[str, Any]:
    found = dict(ability)
    for key in ("label", "text"):
        if isinstance(found.get(key), str):
            found[key] = without_reminder(found[key])
    if found["kind"] == "mana" and found.get("label") == _default_mana_label(found["produces"]):
        del found["label"]
    if isinstance(found.get("modifications"), list):
        found["modifications"] = in_layer_order(found["modifications"])
    trigger = found.get("trigger")
    if (isinstance(trigger, dict) and trigger.get("player") == "any"
            and trigger.get("on") in _PLAYER_TRIGGERS):
        found["trigger"] = {k: v for k, v in trigger.items() if k != "player"}
    return found


# Trigger events whose history entries always name a player (engine/turn/turns.py,
# engine/game/perform.py): "any" player there is no condition at all.
_PLAYER_TRIGGERS = ("beginning_of", "gain_life", "lose_life", "draw")


def _as_ability(ability: Any) -> Any:
    if isinstance(ability, str):
        return {"kind": "keyword", "keyword": ability}
    return ability


def _default_mana_label(produces: list[str]) -> str:
    return "{T}: Add " + " or ".join("{" + c + "}" for c in produces) + "."


def _keyword_parts(label: str) -> set[str]:
    return {p.strip().lower() for chunk in label.split("; ") for p in chunk.split(", ")}


def belongs(ability: Ability, line: Line) -> bool:
    """Whether a hand-written ability carries the words of ``line``."""
    kind = ability.get("kind")
    if kind == "keyword":
        name = str(ability.get("label", ability["keyword"])).lower()
        return (name in _keyword_parts(line.label)
                or line.words.lower() == f"{SELF} has {name}.")
    if kind == "text":
        return without_reminder(str(ability["text"])) == line.label
    if kind == "mana":
        label = ability.get("label", _default_mana_label(ability["produces"]))
        return without_reminder(str(label)) == line.label
    return without_reminder(str(ability.get("label", ""))) == line.label


def card_agreement(card: Mapping[str, Any]) -> tuple[LineAgreement, ...]:
    """Every line of one card file, with the hand-written abilities that carry its words."""
    scripted = [_as_ability(k) for k in card.get("keywords", ())]
    scripted += [_as_ability(a) for a in card.get("abilities", ())]
    compiled = compile_face(card)
    name = str(card["name"])
    short = short_name(name, tuple(card.get("supertypes", ())))
    return tuple(
        LineAgreement(name, line, tuple(a for a in scripted
                                        if belongs(a, read_line(line.text, name, short))))
        for line in compiled.lines)


def library_files(folder: Path | None = None) -> list[Path]:
    """The card files of the library (or of ``folder``), sorted."""
    if folder is None:
        folder = Path(str(resources.files("engine") / "data" / "cards"))
    return sorted(folder.glob("*.json"))


def agreement(folder: Path | None = None) -> AgreementReport:
    """Compare the compiler with every card file there is now."""
    files = library_files(folder)
    lines: list[LineAgreement] = []
    for path in files:
        lines.extend(card_agreement(json.loads(path.read_text(encoding="utf-8"))))
    return AgreementReport(cards=len(files), lines=tuple(lines))
