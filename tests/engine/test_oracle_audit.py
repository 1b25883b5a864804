"""Issue 27's audit of the Oracle compiler (docs/oracle-audit.tsv): every sampled line has a
reviewer's verdict and reason, every line read wrongly is fixed, and each fix is pinned by the
real line it was found on."""

from __future__ import annotations

import csv
import json
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from engine.library.cards import parse_card
from engine.oracle import compile_face
from engine.oracle.coverage import faces_of

ROOT = Path(__file__).resolve().parents[2]
AUDIT = ROOT / "docs" / "oracle-audit.tsv"
DEV_CORPUS = ROOT / ".." / "shared" / "corpus" / "oracle-2020-dev.json"
COLUMNS = ["card", "line", "ability", "verdict", "reason"]


def _rows() -> list[dict[str, str]]:
    with open(AUDIT, encoding="utf-8", newline="") as handle:
        reader = csv.reader(handle, delimiter="\t", quoting=csv.QUOTE_NONE)
        header = next(reader)
        assert header == COLUMNS
        return [dict(zip(COLUMNS, row, strict=True)) for row in reader]


@cache
def _faces() -> dict[str, dict[str, Any]]:
    """The dev corpus's faces by the audit's card column ("Card (Face)" for a card's face)."""
    found: dict[str, dict[str, Any]] = {}
    for face in faces_of(DEV_CORPUS):
        card = str(face["~card"])
        found[card if face["name"] == card else f"{card} ({face['name']})"] = face
    return found


def _compiled_now(card: str, line: str) -> list[dict[str, Any]] | None:
    """What the compiler makes of the card's line today: its abilities without labels, or
    None when the line is left unread."""
    for compiled in compile_face(_faces()[card]).lines:
        if compiled.text == line:
            if not compiled.claimed:
                return None
            return [{k: v for k, v in a.items() if k != "label"} for a in compiled.abilities]
    raise AssertionError(f"{card}: no line {line!r}")


def test_the_audit_has_300_rows_each_with_a_verdict_and_a_reason() -> None:
    """Given the audit file, when it is read, then each of its 300 rows says right or wrong
    and why."""
    rows = _rows()

    assert len(rows) == 300
    for row in rows:
        assert row["verdict"] in ("right", "wrong"), row
        assert len(row["reason"]) >= 20, row


def test_every_wrong_reading_is_fixed() -> None:
    """Given the rows judged wrong, when their lines are compiled today, then each row says
    what was fixed and the line no longer compiles to the audited ability."""
    wrong = [row for row in _rows() if row["verdict"] == "wrong"]

    assert wrong, "the audit found wrong readings; this test checks they stay fixed"
    for row in wrong:
        assert "fixed: " in row["reason"], row
        assert _compiled_now(row["card"], row["line"]) != json.loads(row["ability"]), row


@pytest.mark.parametrize(("card", "line"), [
    # 115.1: "green" (Kelsinko Ranger), "white" (Antler Skulkin) and "you control" (Crimson Mage)
    # restrict what may be targeted; an "activated" ability has no field for it, so the
    # reading without them let any creature be the target. Left unread.
    ("Kelsinko Ranger", "{1}{W}: Target green creature gains first strike until end of turn."),
    ("Antler Skulkin", "{2}: Target white creature gains persist until end of turn. (When it "
                       "dies, if it had no -1/-1 counters on it, return it to the battlefield "
                       "under its owner's control with a -1/-1 counter on it.)"),
    ("Crimson Mage", "{R}: Target creature you control gains haste until end of turn. (It can "
                     "attack and {T} this turn.)"),
])
def test_a_restricted_target_of_an_activated_ability_stays_unread(card: str, line: str) -> None:
    """Given a real activated line whose target is narrower than a card type, when compiled,
    then it is left unread (it would have dropped the restriction)."""
    assert _compiled_now(card, line) is None


def test_a_spell_targeting_a_creature_you_control_stays_unread() -> None:
    """Given an instant's "Target creature you control gets ...", when compiled, then it is
    left unread: a "spell" ability has no field for "you control" (115.1)."""
    face = {"name": "Test Instant", "types": ["Instant"],
            "text": "Target creature you control gets +2/+2 until end of turn."}

    assert compile_face(face).not_modelled == (face["text"],)


def test_gaining_control_of_a_target_vampire_stays_unread() -> None:
    """Given Olivia Voldaren's "Gain control of target Vampire ...", when compiled, then it is
    left unread: reading it as the effect's targets would drop "Vampire" (115.1)."""
    line = ("{3}{B}{B}: Gain control of target Vampire for as long as you control Olivia "
            "Voldaren.")
    face = {"name": "Olivia Voldaren", "types": ["Creature"], "supertypes": ["Legendary"],
            "subtypes": ["Vampire"], "text": line, "power": 3, "toughness": 3}

    assert compile_face(face).not_modelled == (line,)


def test_a_bare_creature_target_is_still_read() -> None:
    """Given Bant Battlemage's "{U}, {T}: Target creature gains flying until end of turn.",
    when compiled, then it is still read: "creature" is the only restriction, which casting
    checks (115.1), and the effect applies to the target until end of turn (611.2a)."""
    assert _compiled_now("Bant Battlemage", "{U}, {T}: Target creature gains flying until end "
                                            "of turn.") == [
        {"kind": "activated", "cost": "{U}, {T}", "affects": "targets",
         "modifications": [{"op": "add_abilities", "abilities": ["Flying"]}],
         "duration": "end_of_turn"}]


# --- the same kinds of mistake beyond the sample ----------------------------------------------


def _lines(name: str, types: list[str], text: str) -> list[Any]:
    face = {"name": name, "types": types, "subtypes": [], "supertypes": [], "text": text,
            "power": 2, "toughness": 2}
    return list(compile_face(face).lines)


@pytest.mark.parametrize("text", [
    "When Test Card enters the battlefield, target creature gets +2/+2 until end of turn. It "
    "gains trample until end of turn.",
    "When Test Card enters the battlefield, put a +1/+1 counter on target creature. It gains "
    "haste until end of turn.",
    "Whenever another creature enters the battlefield under your control, that creature gets "
    "+1/+1 until end of turn. Put a +1/+1 counter on it.",
])
def test_it_after_another_object_is_not_read_as_the_source(text: str) -> None:
    """Given a trigger whose later sentence says "it" after naming a target or "that
    creature", when compiled, then it is left unread: "it" is that object (608.2c), and the
    template would have made it ~."""
    (line,) = _lines("Test Card", ["Creature"], text)

    assert not line.claimed


def test_it_before_any_other_object_is_still_the_source() -> None:
    """Given "When ~ enters the battlefield, it deals 2 damage to target creature.", when
    compiled, then "it" is still the source: nothing else was named before it."""
    (line,) = _lines("Test Card", ["Creature"], "When Test Card enters the battlefield, it "
                                                "deals 2 damage to target creature.")

    assert line.claimed
    assert line.abilities[0]["effect"] == [{"do": "damage", "amount": 2, "object": "target"}]


@pytest.mark.parametrize(("text", "colors"), [
    ("Test Card is colorless.", []),
    ("Test Card is blue.", ["U"]),
])
def test_a_permanents_own_color_is_a_characteristic_defining_ability(text: str,
                                                                      colors: list[str]) -> None:
    """Given "~ is colorless." / "~ is blue." printed on a permanent, when compiled, then it
    is a characteristic-defining ability working in every zone (604.3, 613.3), as Devoid is,
    not a battlefield-only static."""
    (line,) = _lines("Test Card", ["Artifact", "Creature"], text)

    assert [{k: v for k, v in a.items() if k != "label"} for a in line.abilities] == [
        {"kind": "static", "affects": "self",
         "modifications": [{"op": "set_colors", "colors": colors}],
         "cda": True, "functions_in": "all"}]
    parse_card({"name": "Test Card", "types": ["Artifact", "Creature"], "power": 2,
                "toughness": 2, "abilities": list(line.abilities)}, "card")


def test_a_permanents_own_color_beside_another_predicate_stays_unread() -> None:
    """Given "~ gets +1/+1 and is black.", when compiled, then it is left unread: one part is
    a characteristic-defining ability (604.3) and the other isn't."""
    (line,) = _lines("Test Card", ["Creature"], "Test Card gets +1/+1 and is black.")

    assert not line.claimed
