"""Creating tokens (rules 111.1, 111.2, 111.4, 614.1a).

111.1: an effect creates tokens; 111.2: the player who creates a token owns it, and it enters
the battlefield under that player's control. Replacement effects may first change how many are
created (614.1a: Doubling Season, Primal Vigor); then each token enters the battlefield, so it
goes through the replacement effects that modify how a permanent enters (614.1c-d, 614.12) and is
remembered as a zone change to the battlefield, like any permanent entering
(:func:`engine.game.zones.enter`). The engine doesn't model objects entering at the same time
(614.13a): tokens created together enter one after another, in creation order. A token that
leaves the battlefield ceases to exist (111.7, 704.5d: :mod:`engine.turn.sba`).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from engine.events import CreateToken, Enter
from engine.text.trace import Message, StepKind

if TYPE_CHECKING:
    from engine.game.protocol import Game
    from engine.state.objects import Event as ScenarioEvent


def token_id(first: str, number: int) -> str:
    """The id of the ``number``-th token (from 1) an event creates: ``t``, ``t.2``, ``t.3``..."""
    return first if number == 1 else f"{first}.{number}"


def create(game: Game, event: CreateToken, number: int) -> Enter:
    """111.1: the ``number``-th token of the event is created: it is about to enter."""
    token = replace(event.token, id=token_id(event.token.id, number))
    concepts: tuple[str, ...] = ("token.create", "token.owner")
    if event.replaced:
        concepts += ("replacement.instead",)
    game.note(StepKind.EVENT, concepts,
              Message.of("event.token_created", player=event.controller, object=token.name,
                         number=number, amount=event.amount), token.id)
    return Enter(token.id, rule="token.create", created=token)


def not_in_game(game: Game, event: ScenarioEvent) -> bool:
    """Whether a scenario event names an object that isn't in the game: a token its
    create_token event didn't create (fewer were created) or one that ceased to exist (111.7).
    Such an event does nothing, and the trace says so."""
    for ref in (event.source, event.target, event.object):
        if ref is not None and not game.is_player(ref) and not game.state.has_object(ref):
            game.note(StepKind.EVENT, ("token.create", "token.ceases"),
                      Message.of("event.not_in_game", object=ref))
            return True
    return False
