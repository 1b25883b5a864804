"""The Oracle compiler against the hand-written cards (issue 11): wherever it claims a line of
a library card, it says what the card's script says. Iterates over whatever card files exist."""

from __future__ import annotations

import io
import json
import re
from pathlib import Path

import pytest

from engine.cli import main
from engine.library.cards import parse_card
from engine.oracle import compile_face
from engine.oracle.agreement import agreement, canonical, card_agreement, library_files

FILES = library_files()


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_claimed_lines_equal_the_hand_written_script(path: Path) -> None:
    """Every line the compiler claims has exactly the card's own abilities for it."""
    card = json.loads(path.read_text(encoding="utf-8"))

    differing = [a for a in card_agreement(card) if a.line.claimed and not a.agrees]

    assert differing == [], [(a.line.label, a.line.abilities, a.expected) for a in differing]


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_compiled_abilities_load_as_the_card(path: Path) -> None:
    """What the compiler makes of a library card's text is a valid card (engine.library.cards)."""
    card = json.loads(path.read_text(encoding="utf-8"))

    compiled = compile_face(card)

    parse_card({**card, "keywords": [], "abilities": list(compiled.abilities)}, str(path))
    assert all(line.problem == "" for line in compiled.lines)


def test_agreement_report_has_no_differing_line() -> None:
    """The report counts every line; none it claims differs, and it claims most of them."""
    report = agreement()

    assert report.cards == len(FILES)
    assert report.differing == ()
    assert report.equal == len(report.claimed) > len(report.lines) // 2
    assert report.not_claimed == len(report.lines) - len(report.claimed)


def test_command_line_prints_the_report() -> None:
    """``python -m engine oracle-agreement`` prints the counts and exits 0."""
    out = io.StringIO()

    status = main(["oracle-agreement"], stdout=out)

    assert status == 0
    assert "lines claimed" in out.getvalue()
    assert re.search(r"^  differing +0$", out.getvalue(), re.MULTILINE)


def test_comparison_ignores_key_order_and_declared_defaults() -> None:
    """ "player": "any" and "other": false are what the format reads when they are left out."""
    written = {"kind": "replacement", "label": "x", "instead": {"amount": {"times": 2}},
               "event": {"type": "create_token", "player": "any"}}
    short = {"kind": "replacement", "label": "x", "event": {"type": "create_token"},
             "instead": {"amount": {"times": 2}}}

    assert canonical([written, "Flying"]) == canonical([short, {"kind": "keyword",
                                                                "keyword": "Flying"}])
    assert canonical([short]) != canonical([{**short, "event": {"type": "create_token",
                                                                 "player": "you"}}])


def test_comparison_ignores_reminder_text_layer_order_and_default_mana_labels() -> None:
    """Trivia the engine reads the same way: reminder text in a label (207.2a), modifications
    listed in another order across layers, a mana ability's default label written out."""
    compiled = [{"kind": "spell", "label": "Target creature gains infect until end of turn.",
                 "affects": "targets", "duration": "end_of_turn",
                 "modifications": [{"op": "add_abilities", "abilities": ["Infect"]},
                                   {"op": "modify_pt", "power": 1, "toughness": 0}]},
                {"kind": "mana", "produces": ["W"]}]
    scripted = [{"kind": "spell", "label": "Target creature gains infect until end of turn. "
                                           "(It deals damage ...)", "duration": "end_of_turn",
                 "modifications": [{"op": "modify_pt", "power": 1, "toughness": 0},
                                   {"op": "add_abilities", "abilities": ["Infect"]}]},
                {"kind": "mana", "produces": ["W"], "label": "{T}: Add {W}."}]

    assert canonical(compiled) == canonical(scripted)


def test_comparison_reads_any_player_of_a_step_as_no_condition() -> None:
    """ "At the beginning of the end step": "player": "any" or no player, the same trigger."""
    trigger = {"kind": "triggered", "label": "x", "effect": [{"do": "sacrifice",
                                                              "object": "self"}]}

    assert canonical([{**trigger, "trigger": {"on": "beginning_of", "step": "end"}}]) == (
        canonical([{**trigger, "trigger": {"on": "beginning_of", "step": "end",
                                            "player": "any"}}]))
    assert canonical([{**trigger, "trigger": {"on": "enters", "object": "self"}}]) != (
        canonical([{**trigger, "trigger": {"on": "enters", "object": "self",
                                            "player": "any"}}]))
