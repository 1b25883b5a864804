"""Triggered abilities that gain control of a target (round 7, trig7): Threaten's words on a
trigger ("When ~ enters, gain control of target creature an opponent controls until end of
turn. Untap that creature. It gains haste until end of turn.": Conquering Manticore, Zealous
Conscripts) and for the rest of the game ("When ~ dies, gain control of target creature.":
Keiga, the Tide Star).

Three actions on the one target (115.1, chosen as the ability is put on the stack, 603.3d): a
``modify`` with ``gain_control`` (613.1b, layer 2) lasting until end of turn (611.2a: it ends
in the cleanup step, 514.2) or with no duration (611.2a: for the rest of the game), ``untap``
(701.21) and a ``modify`` granting haste until end of turn (611.2). The stolen permanent is
summoning sick for its new controller (302.6; haste lets it attack anyway). Not read: "for as
long as you control ~" (the engine's duration doesn't yet tell a new object with ~'s id from
~, 400.7), "up to one" or one target per opponent, and a permanent or creature named with
another word after "Untap that".

And a trigger that creates mana tokens, their quoted mana ability read with them (111.10a:
"create a colorless Treasure artifact token with "{T}, Sacrifice this artifact: Add one mana of
any color."", Eldrazi Scions with "Sacrifice this creature: Add {C}."): the ``QUOTED``
template, tried by the compiler on lines with quotes.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from engine.oracle.patterns import Ability, Face, Kind, Template
from engine.oracle.templates_triggered import build_triggered, target, trigger

_THREATEN = re.compile(r"gain control of (?P<target>(?:another )?target .+?) until end of "
                       r"turn\. Untap that (?P<noun>creature|permanent)\. It gains haste until "
                       r"end of turn")
_FOREVER = re.compile(r"gain control of (?P<target>target .+)")


def _stolen(words: str) -> tuple[dict[str, Any], str] | None:
    """The target ("target creature an opponent controls") and the duration ("end_of_turn",
    or "" for the rest of the game)."""
    found = _THREATEN.fullmatch(words)
    duration = "end_of_turn"
    if found is None:
        found = _FOREVER.fullmatch(words)
        duration = ""
        if found is None or " until " in words or " for as long as " in words or (
                " and " in found["target"]):
            return None
    spec = target(found["target"])
    if spec is None or "object" not in spec:
        return None
    types = spec["object"].get("types")
    if duration and (found["noun"] == "creature") != (types == ["Creature"]):
        # "Untap that creature" names a creature target; "that permanent" a permanent one.
        return None
    if duration and found["noun"] == "permanent" and types is not None:
        return None
    return spec, duration


def _control(face: Face, control_trigger: dict[str, Any], stolen: tuple[dict[str, Any], str]
             ) -> Ability | None:
    spec, duration = stolen
    control: dict[str, Any] = {"do": "modify", "object": "target",
                               "modifications": [{"op": "gain_control"}]}
    if not duration:
        return build_triggered(face, control_trigger, ([control], [spec]))
    actions = [{**control, "duration": duration}, {"do": "untap", "object": "target"},
               {"do": "modify", "object": "target",
                "modifications": [{"op": "add_abilities", "abilities": ["Haste"]}],
                "duration": duration}]
    return build_triggered(face, control_trigger, (actions, [spec]))


# --- tokens with a mana ability: Treasure, Eldrazi Scion and Spawn (111.1, 605.1a) ------------

_COUNTS = {"a": 1, "two": 2, "three": 3}
_TREASURE = re.compile(r'create (?P<n>a|two|three) colorless Treasure artifact tokens? with '
                       r'"\{T\}, Sacrifice ~: Add one mana of any color\."')
_ELDRAZI = re.compile(r"create (?P<n>a|two|three) (?P<pt>1/1|0/1) colorless Eldrazi "
                      r"(?P<kind>Scion|Spawn) creature tokens?\. (?P<has>It has|They have) "
                      r'"Sacrifice ~: Add \{C\}\."')
# 605.1a: the tokens' mana abilities, in the words a card gives them ("this artifact", "this
# creature": the token itself, engine/abilities/costs.py).
_TREASURE_MANA = {"kind": "mana", "label": "{T}, Sacrifice this artifact: Add one mana of any "
                  "color.", "cost": "{T}, Sacrifice this artifact",
                  "produces": ["W", "U", "B", "R", "G"]}
_ELDRAZI_MANA = {"kind": "mana", "label": "Sacrifice this creature: Add {C}.",
                 "cost": "Sacrifice this creature", "produces": ["C"]}


def _mana_tokens(words: str) -> dict[str, Any] | None:
    """ "create a colorless Treasure artifact token with "{T}, Sacrifice ~: Add one mana of
    any color."", "create two 1/1 colorless Eldrazi Scion creature tokens. They have
    "Sacrifice ~: Add {C}."": the create_token action, the token's mana ability included."""
    treasure = _TREASURE.fullmatch(words)
    if treasure is not None:
        amount = _COUNTS[treasure["n"]]
        if (amount > 1) != (" tokens with " in words):
            return None
        return {"do": "create_token", "amount": amount,
                "token": {"types": ["Artifact"], "subtypes": ["Treasure"],
                          "abilities": [_TREASURE_MANA]}}
    eldrazi = _ELDRAZI.fullmatch(words)
    if eldrazi is None:
        return None
    amount = _COUNTS[eldrazi["n"]]
    plural = amount > 1
    if plural != (" tokens. " in words) or plural != (eldrazi["has"] == "They have"):
        return None
    power, toughness = (int(v) for v in eldrazi["pt"].split("/"))
    return {"do": "create_token", "amount": amount,
            "token": {"types": ["Creature"], "subtypes": ["Eldrazi", eldrazi["kind"]],
                      "power": power, "toughness": toughness,
                      "abilities": [_ELDRAZI_MANA]}}


def _tokens(face: Face, token_trigger: dict[str, Any], mana_tokens: dict[str, Any]
            ) -> Ability | None:
    return build_triggered(face, token_trigger, ([mana_tokens], []))


READERS: dict[str, Callable[[str], Any]] = {
    "control_trigger": trigger,
    "stolen": _stolen,
    "token_trigger": trigger,
    "mana_tokens": _mana_tokens,
}

TEMPLATES = (
    Template("triggered.gain_control", "{control_trigger}, {stolen}.", _control, Kind.PERMANENT),
)
def quotes_the_token(label: str) -> bool:
    """Whether the quoted ability says "this artifact" / "this creature" (the token itself):
    the words read as "~" would also be the card's own name, which isn't the token."""
    quoted = label.partition('"')[2]
    return quoted.startswith(("{T}, Sacrifice this artifact: ", "Sacrifice this creature: "))


# Lines with quotes, which only these templates read (engine/oracle/compiler.py).
QUOTED = (
    Template("triggered.mana_tokens", "{token_trigger}, {mana_tokens}", _tokens, Kind.PERMANENT),
)
