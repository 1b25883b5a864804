"""A discard whose card the ability's controller chooses (701.8b): "Target opponent reveals
their hand. You choose a nonland card from it. That player discards that card." (Duress,
Thoughtseize's kin) and its comma wording ("Target player reveals their hand, you choose a
card from it, then that player discards that card."), on an instant or a sorcery (and as a
modal spell's mode, read as a line alone, templates_sentences.mode_line).

One ``spell`` ability: its target player (any player, or an opponent), and a ``discard`` of
one card with ``"chosen_by": "you"`` and, for "a nonland card", "a creature card", "an
instant or sorcery card" and their kin, ``objects`` (a filter the card in the hand must
match; "a card": none). engine.turn.resolving.discard_chosen reveals the hand, asks the
spell's controller for one matching card (none there: nothing is discarded) and the target
player discards it (701.8a).

Not read: a card "with converted mana cost X or less" or "3 or greater", "You may choose"
(a choice to choose none), "exile that card" instead of discarding it, "two cards", a random
discard, "that player discards all ...", and another sentence after the discard ("Scry 1.").
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.oracle.patterns import Ability, Face, Kind, Template
from engine.oracle.templates_triggered import trigger


def _types(*names: str) -> dict[str, Any]:
    return {"any": [{"types": [name]} for name in names]}


# The card chosen, as the words name it, and the filter it must match (None: any card).
_CARDS: dict[str, dict[str, Any] | None] = {
    "a card": None,
    "a nonland card": {"not_types": ["Land"]},
    "a noncreature, nonland card": {"not_types": ["Creature", "Land"]},
    "a noncreature card": {"not_types": ["Creature"]},
    "a creature card": {"types": ["Creature"]},
    "an artifact card": {"types": ["Artifact"]},
    "an enchantment card": {"types": ["Enchantment"]},
    "a land card": {"types": ["Land"]},
    "an instant card": {"types": ["Instant"]},
    "a sorcery card": {"types": ["Sorcery"]},
    "an instant or sorcery card": _types("Instant", "Sorcery"),
    # Collective Brutality's Oracle text (2020) says "a instant or sorcery card".
    "a instant or sorcery card": _types("Instant", "Sorcery"),
    "a creature or planeswalker card": _types("Creature", "Planeswalker"),
    "an artifact or creature card": _types("Artifact", "Creature"),
    # 205.3: subtypes match any of those listed (a creature type or a spell type).
    "a Spirit or Arcane card": {"subtypes": ["Spirit", "Arcane"]},
}
_PLAYERS = {"player": {"player": "any"}, "opponent": {"player": "opponent"}}


def _hand_card(words: str) -> tuple[dict[str, Any] | None] | None:
    return (_CARDS[words],) if words in _CARDS else None


def _who(words: str) -> dict[str, Any] | None:
    return _PLAYERS.get(words)


def _chosen_discard(face: Face, discard_who: dict[str, Any],
                    hand_card: tuple[dict[str, Any] | None]) -> Ability:
    """701.8b: the target player discards the one card the spell's controller chooses."""
    action: dict[str, Any] = {"do": "discard", "player": "target", "amount": 1,
                              "chosen_by": "you"}
    if hand_card[0] is not None:
        action["objects"] = hand_card[0]
    return {"kind": "spell", "targets": [discard_who], "effect": [action]}


def _triggered_discard(face: Face, discard_trigger: dict[str, Any],
                       discard_who: dict[str, Any],
                       hand_card: tuple[dict[str, Any] | None]) -> Ability:
    """603.3d, 701.8b: "When ~ enters the battlefield, target opponent reveals their hand, you
    choose a noncreature card from it, then that player discards that card." """
    spell = _chosen_discard(face, discard_who, hand_card)
    return {"kind": "triggered", "trigger": discard_trigger, "targets": spell["targets"],
            "effect": spell["effect"]}


READERS: dict[str, Callable[[str], Any]] = {"discard_who": _who, "hand_card": _hand_card,
                                            "discard_trigger": trigger}

TEMPLATES = (
    Template("discard.chosen", "Target {discard_who} reveals their hand. You choose "
             "{hand_card} from it. That player discards that card.", _chosen_discard,
             Kind.SPELL),
    Template("discard.chosen_commas", "Target {discard_who} reveals their hand, you choose "
             "{hand_card} from it, then that player discards that card.", _chosen_discard,
             Kind.SPELL),
    Template("discard.triggered", "{discard_trigger}, target {discard_who} reveals their hand. "
             "You choose {hand_card} from it. That player discards that card.",
             _triggered_discard, Kind.PERMANENT),
    Template("discard.triggered_commas", "{discard_trigger}, target {discard_who} reveals their "
             "hand, you choose {hand_card} from it, then that player discards that card.",
             _triggered_discard, Kind.PERMANENT),
)
