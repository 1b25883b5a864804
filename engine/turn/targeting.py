"""Whether an object or player can be a spell's or ability's target (rules 115, 702.11b,
702.16b, 702.18b).

:func:`target_problem` answers one question: may this spell or ability, from this source and
controlled by this player, target this object or player? It is asked whenever a target is
chosen (603.3d for a triggered ability put on the stack) and again as the spell or ability
resolves (608.2b: an illegal target is not affected). The keywords that forbid it are read
through their rules hooks (engine/abilities/keywords.py), never by their spelling:

* shroud (702.18b): it can't be the target of spells or abilities;
* hexproof (702.11b): it can't be the target of spells or abilities its controller's
  opponents control;
* protection (702.16b): it can't be the target of spells with the stated quality, nor of
  abilities from a source with the stated quality; the quality is matched by the same
  function as protection's damage prevention and attachment rules (engine.abilities.prevention).

A player has hexproof or shroud only through a permanent's ability ("You have hexproof.",
702.11c; "You have shroud.", 702.18a: engine.abilities.player_keywords).

What the target must be (a creature, a permanent on the battlefield, "target opponent") is the
targeting spell's or ability's own business (115.1), not this module's.
"""

from __future__ import annotations

import enum

from engine.abilities.keywords import Hook, hooks_of
from engine.abilities.player_keywords import player_keyword
from engine.abilities.prevention import protection_from
from engine.state.objects import GameObject, GameState
from engine.text.citations import cite


class TargetProblem(enum.StrEnum):
    """Why a target is illegal: a message key (engine/data/messages.<lang>.json, section
    "targeting") whose parameters are ``target`` and ``source`` (names); :attr:`rules` are the rules
    it cites."""

    SHROUD = "target.shroud"
    HEXPROOF = "target.hexproof"
    PROTECTION = "target.protection"
    PLAYER_SHROUD = "target.player_shroud"
    PLAYER_HEXPROOF = "target.player_hexproof"

    @property
    def keyword(self) -> str:
        """The keyword that makes the target illegal, as an error message names it."""
        return self.name.lower().removeprefix("player_")

    @property
    def rules(self) -> tuple[str, ...]:
        """The rule numbers that make the target illegal, as the citation table has them."""
        return cite({
            TargetProblem.SHROUD: "keyword.shroud",
            TargetProblem.HEXPROOF: "keyword.hexproof",
            TargetProblem.PROTECTION: "protection.target",
            TargetProblem.PLAYER_SHROUD: "keyword.shroud_player",
            TargetProblem.PLAYER_HEXPROOF: "keyword.hexproof_player",
        }[self])


def target_problem(target: GameObject | str, source: GameObject | None, source_controller: str,
                   game_state: GameState) -> TargetProblem | None:
    """Why ``target`` can't be the target of a spell or ability, or None if it can.

    ``target`` is an object (read as the layers left it) or a player's id; ``source`` is the
    spell itself, or the source of the ability (None for an ability without one: then no
    protection applies); ``source_controller`` controls the spell or ability. A player has
    hexproof or shroud only through an ability of a permanent they control (702.11c, 702.18a).
    When several problems apply, shroud is named before hexproof, and hexproof before
    protection.

    Raises ValueError if ``source_controller`` or a player ``target`` isn't a player of
    ``game_state``.
    """
    players = {player.id for player in game_state.players}
    if source_controller not in players:
        raise ValueError(f"the source's controller {source_controller!r} is not a player")
    if isinstance(target, str):
        if target not in players:
            raise ValueError(f"the target {target!r} is neither an object nor a player")
        if player_keyword(game_state, target, "Shroud") is not None:
            return TargetProblem.PLAYER_SHROUD
        if source_controller != target and player_keyword(game_state, target,
                                                          "Hexproof") is not None:
            # 102.2: in a two-player game the other player is an opponent; there are no teams.
            return TargetProblem.PLAYER_HEXPROOF
        return None
    hooks = hooks_of(target.keywords)
    if Hook.UNTARGETABLE in hooks:
        return TargetProblem.SHROUD
    if Hook.UNTARGETABLE_BY_OPPONENTS in hooks and source_controller != target.controller:
        # 102.2: in a two-player game the other player is an opponent; there are no teams.
        return TargetProblem.HEXPROOF
    if source is not None and protection_from(target, source) is not None:
        return TargetProblem.PROTECTION
    return None
