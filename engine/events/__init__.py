"""Events: the things that happen to a game, as values, and the frame that changes them (rules
120, 121, 122, 400, 500, 614-616, 701.7).

An event is what the game is about to do. Replacement and prevention effects (rules 614-616)
look at the event before it happens and may change it into other events; only then does it
happen. Each class here is one kind of atomic event; a damage event becomes, after its
replacement and prevention effects, the results rule 120.3 gives it (120.4).

:mod:`~engine.events.replacement` is the frame of 616: which replacement and prevention effects
apply to an event, in which order, and who chooses. What each kind of effect does lives with
its ability kind (:mod:`engine.abilities`); making the final event happen is
:mod:`engine.game`'s.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.concepts import Zone

if TYPE_CHECKING:
    from engine.state.objects import GameObject


@dataclass(frozen=True, slots=True)
class Damage:
    """A source is about to deal damage to a creature, planeswalker or player (120.1)."""

    source: str
    target: str
    amount: int
    combat: bool = False
    # 615.11: damage that can't be prevented still has prevention effects applied to it.
    unpreventable: bool = False


@dataclass(frozen=True, slots=True)
class MarkDamage:
    """120.3e: damage to a creature is marked on it."""

    target: str
    amount: int
    source: str
    deathtouch: bool = False


@dataclass(frozen=True, slots=True)
class GainLife:
    """A player is about to gain life (119, 120.3f lifelink)."""

    player: str
    amount: int
    # The citation concept of what makes it happen, e.g. "damage.lifelink" (120.3f).
    rule: str = ""


@dataclass(frozen=True, slots=True)
class LoseLife:
    """A player is about to lose life; `damage_source` is set when it comes from damage (120.3a)."""

    player: str
    amount: int
    damage_source: str | None = None


@dataclass(frozen=True, slots=True)
class PutCounters:
    """Counters are about to be put on a permanent or given to a player (122)."""

    target: str
    counter: str
    amount: int
    # The citation concept of what puts them, e.g. "damage.wither" (120.3d).
    rule: str = ""


@dataclass(frozen=True, slots=True)
class RemoveCounters:
    """Counters are about to be removed from a permanent, e.g. loyalty by damage (120.3c), or
    +1/+1 and -1/-1 counters that cancel out (704.5q: ``rule`` is then "sba.counters")."""

    target: str
    counter: str
    amount: int
    rule: str = ""


@dataclass(frozen=True, slots=True)
class Draw:
    """A player is about to draw one card (614.11a: several draws happen one at a time)."""

    player: str


@dataclass(frozen=True, slots=True)
class Destroy:
    """A permanent is about to be destroyed: moved to its owner's graveyard (701.7)."""

    target: str
    # The citation concept of the rule that destroys it, e.g. "sba.lethal_damage" (704.5g).
    rule: str = ""
    # 701.15: "It can't be regenerated": no regeneration shield replaces it.
    no_regeneration: bool = False


@dataclass(frozen=True, slots=True)
class Sacrifice:
    """A permanent is about to be sacrificed (701.17a): its controller moves it from the
    battlefield to its owner's graveyard. It is not destroyed: indestructible and regeneration
    don't apply, and "dies" triggers do (700.4). ``player``: who sacrifices it, when an
    effect says ("" when the rules or a cost do): only a permanent they control (701.17a)."""

    object: str
    player: str = ""


@dataclass(frozen=True, slots=True)
class Tap:
    """A permanent is about to become tapped by an effect (701.21a: only an untapped permanent
    can be tapped; tapping a tapped one does nothing)."""

    object: str


@dataclass(frozen=True, slots=True)
class Transform:
    """A permanent is about to transform (701.28a: turn over to its other face) or, with
    ``flip``, to flip (710.2). ``timestamp``: the object the ability meant, if it is still
    that permanent (400.7); ``transforms``: how many times it had transformed as the ability
    was put on the stack (701.28f: once it has transformed since, the instruction is ignored);
    None when no ability's source is meant (a spell's "transform target ...")."""

    object: str
    flip: bool = False
    timestamp: int | None = None
    transforms: int | None = None


@dataclass(frozen=True, slots=True)
class Untap:
    """A permanent is about to become untapped by an effect (701.21b: only a tapped permanent
    can be untapped)."""

    object: str


@dataclass(frozen=True, slots=True)
class Regenerate:
    """614.8: instead of being destroyed, the permanent is tapped and all damage is removed."""

    object: str


@dataclass(frozen=True, slots=True)
class Move:
    """An object is about to move from one zone to another (400.7)."""

    object: str
    to: Zone
    # The citation concept of the rule that moves it (704.5f moves without destroying).
    rule: str = ""
    # Into a library: "top" or "bottom" (401.2, 401.4); "" among the cards of unknown order.
    position: str = ""


@dataclass(frozen=True, slots=True)
class Unattach:
    """An Equipment or Fortification is about to become unattached; it stays on the
    battlefield (704.5n)."""

    object: str
    # The citation concept of the rule that unattaches it, e.g. "sba.equipment".
    rule: str = ""


@dataclass(frozen=True, slots=True)
class Enter:
    """An object is about to enter the battlefield (614.1c-d, 614.12).

    The fields are how it will enter, as modified by the replacement effects applied so far.
    """

    object: str
    tapped: bool = False
    counters: tuple[tuple[str, int], ...] = ()
    copy_of: str | None = None
    # 616.1b: the player it will enter under the control of; None: as it would normally.
    controller: str | None = None
    rule: str = ""
    # 111.1: a token being created, not yet in any zone: the object that will enter.
    created: GameObject | None = None


@dataclass(frozen=True, slots=True)
class CreateToken:
    """A player is about to create ``amount`` tokens like ``token`` under their control
    (111.1, 111.2); ``replaced`` once a replacement effect changed how many (614.1a)."""

    controller: str
    token: GameObject
    amount: int
    replaced: bool = False


@dataclass(frozen=True, slots=True)
class CeaseToExist:
    """704.5d: a token outside the battlefield ceases to exist."""

    object: str


@dataclass(frozen=True, slots=True)
class WinGame:
    """A player is about to win the game (104.2b)."""

    player: str
    # The citation concept of the rule or effect that makes the player win.
    rule: str


@dataclass(frozen=True, slots=True)
class LoseGame:
    """A player is about to lose the game (104.3)."""

    player: str
    # The citation concept of the rule that makes the player lose, e.g. "sba.life".
    rule: str


@dataclass(frozen=True, slots=True)
class BeginUpkeep:
    """The active player's upkeep is about to begin (503)."""

    player: str


@dataclass(frozen=True, slots=True)
class BeginDrawStep:
    """The active player's draw step is about to begin (504); ``first_turn``: the game's
    first turn (103.7a)."""

    player: str
    first_turn: bool = False


@dataclass(frozen=True, slots=True)
class BeginUntap:
    """The active player's untap step is about to happen (502.3)."""

    player: str


@dataclass(frozen=True, slots=True)
class EndTurn:
    """The active player's turn is about to end: its end step and cleanup step (513, 514)."""

    player: str


Event = (
    Damage
    | MarkDamage
    | GainLife
    | LoseLife
    | PutCounters
    | RemoveCounters
    | Draw
    | Destroy
    | Sacrifice
    | Regenerate
    | Tap
    | Untap
    | Transform
    | Move
    | Unattach
    | Enter
    | CreateToken
    | CeaseToExist
    | WinGame
    | LoseGame
    | BeginUpkeep
    | BeginDrawStep
    | BeginUntap
    | EndTurn
)


def affected(event: Event) -> str:
    """The object or player the event affects (616.1: whose controller or who chooses)."""
    match event:
        case Damage(target=target) | MarkDamage(target=target):
            return target
        case GainLife(player=p) | LoseLife(player=p) | Draw(player=p):
            return p
        case (WinGame(player=p) | LoseGame(player=p) | CreateToken(controller=p)
              | BeginUpkeep(player=p) | BeginUntap(player=p) | EndTurn(player=p)
              | BeginDrawStep(player=p)):
            return p
        case PutCounters(target=t) | RemoveCounters(target=t) | Destroy(target=t):
            return t
        case (Sacrifice(object=o) | Move(object=o) | Unattach(object=o) | Enter(object=o)
              | CeaseToExist(object=o) | Transform(object=o)
              | Regenerate(object=o)):
            return o
    raise AssertionError(event)
