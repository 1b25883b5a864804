"""The shared library of actions: what an ability makes happen (rules 614.1a, 615.5, 608.2c,
701).

An action is data (``{"do": "lose_life", "amount": "event"}``), one of :class:`Do`. Two kinds of
ability use the library:

* a replacement ability lists the action that happens instead of an event (614.1a: "If a
  player would gain life, that player loses that much life instead"): it names whom it
  affects relative to the event it replaces ("that player", "that permanent") and how much, a
  number or ``"event"`` for the event's own amount; :func:`perform_action` gives its events;
* a triggered ability (603) lists the actions its effect does as it resolves (608.2c), each
  naming its player (``you``, ``target``, ``each_opponent``, ``each_player``,
  ``that_player``), its object (``self``, ``it``: the object its trigger event was about,
  ``target``) or objects (a filter), and how much (a number, or ``"that_much"``: the trigger
  event's amount); :func:`resolve_events` gives the events of one action.

Either way the actions become the engine's events (:mod:`engine.events`), which then go through
replacement effects and happen like any other.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Protocol

from engine.abilities.effects import (
    UNTAP_ALONE,
    UNTAP_DURATION,
    UNTAP_ON_ONE,
    AbilityReader,
    ContinuousSpec,
    Selector,
    continuous_parser,
    parse_selector,
    uses_x,
)
from engine.abilities.selectors import PermanentReader, matches
from engine.concepts import Zone
from engine.errors import ScenarioError, join
from engine.events import (
    Damage,
    Destroy,
    Draw,
    Enter,
    Event,
    GainLife,
    LoseLife,
    Move,
    PutCounters,
    Regenerate,
    RemoveCounters,
    Sacrifice,
    Tap,
    Transform,
    Untap,
    WinGame,
)
from engine.events.replacement import Applied, GameView, ReplacementEffect, name_of, says
from engine.state.objects import Ability, ChoiceOption, PendingChoice
from engine.text.citations import cite
from engine.text.trace import Message


class Do(enum.StrEnum):
    """The actions of the library."""

    PUT_COUNTERS = "put_counters"
    GAIN_LIFE = "gain_life"
    LOSE_LIFE = "lose_life"
    DRAW = "draw"
    RETURN_FROM_GRAVEYARD = "return_from_graveyard"
    WIN_GAME = "win_game"
    REGENERATE = "regenerate"
    # Only as a resolving ability's effect (608.2c).
    RETURN_TO_BATTLEFIELD = "return_to_battlefield"
    EXILE = "exile"
    DESTROY = "destroy"
    SACRIFICE = "sacrifice"
    DAMAGE = "damage"
    BOLSTER = "bolster"
    # A resolving spell's or ability's (engine.turn.resolving performs all but the first).
    RETURN_TO_HAND = "return_to_hand"
    COUNTER = "counter"
    DISCARD = "discard"
    CREATE_TOKEN = "create_token"
    COPY_SPELL = "copy_spell"
    # 701.21: tap or untap the object or objects it names (a resolving ability's).
    TAP = "tap"
    UNTAP = "untap"
    # 122.1: remove ``amount`` counters of the kind ``counter`` (as many as it has, if fewer).
    REMOVE_COUNTERS = "remove_counters"
    # 701.17a: each player it names sacrifices ``amount`` permanents of their choice among those
    # they control that ``objects`` matches (engine.turn.resolving asks).
    SACRIFICE_CHOSEN = "sacrifice_chosen"
    RETURN_CHOSEN = "return_chosen"
    # 603.7: create a delayed triggered ability; 603.12: a reflexive one ("when you do").
    DELAYED = "delayed"
    REFLEXIVE = "reflexive"
    # 611.2: a continuous effect the resolving ability creates (engine.turn.stack begins it).
    MODIFY = "modify"
    # 500.7: "Take an extra turn after this one" (a spell's: engine.turn.resolving).
    EXTRA_TURN = "extra_turn"
    # 614.10: "You skip your next turn" / "your next two turns" (engine.turn.turns skips them).
    SKIP_TURN = "skip_turn"
    # 701.18a: "Scry N" (engine.turn.resolving.scry, for every kind of resolving ability).
    SCRY = "scry"
    # 701.19a, 701.20a: "Search your library for a [card], put it onto the battlefield (tapped)
    # / into your hand, then shuffle" (engine.turn.resolving.search).
    SEARCH = "search"
    # 701.13a (current rules): "[Player] mills N cards": the top N cards of their library into
    # their graveyard (engine.turn.resolving.mill, for every kind of resolving ability).
    MILL = "mill"
    # 401.2: "Put [object] on top of / on the bottom of its owner's library".
    PUT_IN_LIBRARY = "put_in_library"
    # 701.42a (current rules): "Surveil N" (engine.turn.resolving.surveil).
    SURVEIL = "surveil"
    # 401.2: "Look at the top N cards of [a] library, then put them back in any order"
    # (engine.turn.resolving.look_at_top).
    LOOK_AT_TOP = "look_at_top"
    # 701.20a: "[player] shuffles their library" (engine.turn.resolving).
    SHUFFLE = "shuffle"
    # 406.2, 406.3: "Exile the top N cards of [player's] library [face down]"
    # (engine.turn.resolving.exile_top).
    EXILE_TOP = "exile_top"
    # 122.1, 107.14, 122.1d: each player it names gets ``amount`` counters of the kind
    # ``counter``: energy or poison, the player counters the engine holds.
    PLAYER_COUNTERS = "player_counters"
    # 607.2a: "return the exiled card(s) to the battlefield under its (their) owner's control":
    # the cards its source's abilities exiled while it was the permanent it was (a triggered
    # ability's; engine.turn.stack).
    RETURN_EXILED = "return_exiled"
    # 724.1, 724.3: "[player] becomes the monarch" (engine.game.designations.become_monarch).
    BECOME_MONARCH = "become_monarch"
    # 701.28a: "transform ~"; 710.2: "flip ~" (only its own source, ``"object": "self"``).
    TRANSFORM = "transform"
    FLIP = "flip"
    # 701.31a (2022 rules): "Monstrosity N": if the ability's source isn't monstrous, put N
    # +1/+1 counters on it and it becomes monstrous (engine.turn.resolving.monstrosity).
    MONSTROSITY = "monstrosity"


# 608.2h: the power or toughness of the object the trigger event was about, as it is as the
# ability resolves or as it last existed on the battlefield (engine.turn.stack finds it).
IT_AMOUNTS = ("it_power", "it_toughness")
# The counters a player can get that the engine keeps (engine.game.perform).
PLAYER_COUNTER_KINDS = ("energy", "poison")


@dataclass(frozen=True, slots=True)
class Action:
    """One action: ``do``, with a counter kind for counters and an amount (None: the amount of
    the event it replaces)."""

    do: Do
    counter: str = ""
    amount: int | None = None


# The event types whose "that player" / "that permanent" each action acts on; the fields of
# each action are declared in engine/format/cards.py.
FITS: dict[Do, tuple[str, ...]] = {
    Do.PUT_COUNTERS: ("damage",),
    Do.GAIN_LIFE: ("draw",),
    Do.LOSE_LIFE: ("gain_life",),
    Do.DRAW: ("gain_life",),
    Do.RETURN_FROM_GRAVEYARD: ("draw",),
    Do.WIN_GAME: ("draw",),
    Do.REGENERATE: ("destroy",),
}


def parse_actions(data: list[Any], path: str, event_type: str) -> tuple[Action, ...]:
    """Parse a list of actions that replace an event of ``event_type``."""
    if len(data) != 1:
        raise ScenarioError(path, "expected one action (the engine plays one action instead)")
    actions = []
    for i, item in enumerate(data):
        where = join(path, i)
        if not isinstance(item, Mapping):
            raise ScenarioError(where, "expected an action object")
        raw = item.get("do")
        if raw not in Do.__members__.values():
            raise ScenarioError(join(where, "do"),
                                f"expected one of {', '.join(d.value for d in Do)}")
        do = Do(str(raw))
        if event_type not in FITS[do]:
            raise ScenarioError(join(where, "do"),
                                f"{do} can't replace a {event_type} event (it fits: "
                                f"{', '.join(FITS[do])})")
        amount = item.get("amount", "event")
        if amount != "event" and (isinstance(amount, bool) or not isinstance(amount, int)
                                  or amount < 0):
            raise ScenarioError(join(where, "amount"), 'expected a non-negative integer or "event"')
        counter = item.get("counter", "")
        if do is Do.PUT_COUNTERS and (not isinstance(counter, str) or not counter):
            raise ScenarioError(join(where, "counter"), "expected a counter name")
        actions.append(Action(do, counter, None if amount == "event" else amount))
    return tuple(actions)


def _amount(action: Action, event: Event) -> int:
    if action.amount is not None:
        return action.amount
    if isinstance(event, (Damage, GainLife, LoseLife)):
        return event.amount
    return 1


def _put_counters(action: Action, effect: ReplacementEffect, event: Event,
                  game: GameView) -> Applied:
    assert isinstance(event, Damage)
    amount = _amount(action, event)
    return Applied((PutCounters(event.target, action.counter, amount),),
                   says("replacement.damage.to_counters", effect, amount=amount,
                         target=name_of(event.target, game)))


def _lose_life(action: Action, effect: ReplacementEffect, event: Event,
               game: GameView) -> Applied:
    assert isinstance(event, GainLife)
    amount = _amount(action, event)
    return Applied((LoseLife(event.player, amount),),
                   says("replacement.life.gain_to_loss", effect, player=event.player,
                         amount=amount))


def _draw(action: Action, effect: ReplacementEffect, event: Event, game: GameView) -> Applied:
    assert isinstance(event, GainLife)
    amount = _amount(action, event)
    return Applied(tuple(Draw(event.player) for _ in range(amount)),
                   says("replacement.life.gain_to_draw", effect, player=event.player,
                         amount=amount))


def _gain_life(action: Action, effect: ReplacementEffect, event: Event,
               game: GameView) -> Applied:
    assert isinstance(event, Draw)
    return Applied((GainLife(event.player, _amount(action, event)),),
                   says("replacement.draw.to_gain", effect, player=event.player))


def _return_from_graveyard(action: Action, effect: ReplacementEffect, event: Event,
                           game: GameView) -> Applied:
    assert isinstance(event, Draw)
    cards = game.graveyard_cards(event.player)
    card = cards[0]
    if len(cards) > 1:
        card = game.ask(PendingChoice(
            player=event.player,
            rules=cite("replacement.instead"),
            message=says("replacement.draw.which_card", effect, player=event.player),
            options=tuple(ChoiceOption(c, Message.of("replacement.draw.card",
                                                     object=name_of(c, game))) for c in cards),
        ))
    return Applied((Move(card, Zone.HAND, rule="replacement.instead"),),
                   says("replacement.draw.to_return", effect, player=event.player,
                         object=name_of(card, game)))


def _win_game(action: Action, effect: ReplacementEffect, event: Event,
              game: GameView) -> Applied:
    assert isinstance(event, Draw)
    return Applied((WinGame(event.player, "game.win_effect"),),
                   says("replacement.draw.to_win", effect, player=event.player))


def _regenerate(action: Action, effect: ReplacementEffect, event: Event,
                game: GameView) -> Applied:
    assert isinstance(event, Destroy)
    return Applied((Regenerate(event.target),),
                   says("replacement.regenerate.applied", effect,
                         object=name_of(event.target, game)),
                   usage=((effect.key, 0),))


Perform = Callable[[Action, ReplacementEffect, Event, GameView], Applied]
_PERFORM: dict[Do, Perform] = {
    Do.PUT_COUNTERS: _put_counters,
    Do.GAIN_LIFE: _gain_life,
    Do.LOSE_LIFE: _lose_life,
    Do.DRAW: _draw,
    Do.RETURN_FROM_GRAVEYARD: _return_from_graveyard,
    Do.WIN_GAME: _win_game,
    Do.REGENERATE: _regenerate,
}


def perform_action(actions: tuple[Action, ...], effect: ReplacementEffect, event: Event,
                   game: GameView) -> Applied:
    """What happens instead of ``event``: the events its (one) action makes."""
    action, = actions
    return _PERFORM[action.do](action, effect, event, game)


# --- the actions of a resolving ability (608.2c) ------------------------------------------------


@dataclass(frozen=True, slots=True)
class ResolveAction:
    """One action of a resolving ability: ``do``, to ``player`` or ``object`` (or every object
    ``objects`` matches), ``amount`` (None: "that much", the trigger event's amount), a
    ``counter`` kind, or the ``counters`` a returned card enters with."""

    do: str
    player: str = "you"
    object: str = ""
    objects: Selector | None = None
    amount: int | None = 1
    counter: str = ""
    counters: tuple[tuple[str, int], ...] = ()
    # "x" (601.2b) or "target_power" (608.2h): an amount read as it resolves.
    amount_of: str = ""
    # Which of the ability's targets "target" means.
    target: int = 0
    # destroy: "can't be regenerated" (701.15); return_to_battlefield: "under your control".
    no_regeneration: bool = False
    under_your_control: bool = False
    # counter: "If that spell is countered this way, exile it instead of putting it into its
    # owner's graveyard" (614.1a: a replacement of where it goes).
    exile_instead: bool = False
    # counter: "unless its controller pays {3}" (118.12a): the mana the target spell's
    # controller may pay (taken as paid) so that it isn't countered.
    unless_pay: str = ""
    # A delayed (603.7) or reflexive (603.12) action: when it triggers (``at``, or when the
    # object ``leaves`` names leaves the battlefield), and the triggered ability it creates
    # (a TriggeredSpec, built by engine.abilities.triggers).
    at: str = ""
    leaves: str = ""
    spec: Any = None
    # MODIFY: the continuous effect (its ``affects`` is "targets": the object the action
    # names, or the ``objects`` filter).
    effect: ContinuousSpec | None = None
    # MODIFY with ``cant`` (508.1c, 509.1b, 611.2a): the restriction until end of turn, on the
    # object the action names or the ``objects`` filter (checked each time, 611.2c).
    cant: tuple[str, ...] = ()
    # CREATE_TOKEN: what each token is.
    token: TokenSpec | None = None
    # "for each" (608.2h): ``amount`` times the number of permanents this matches, counted once
    # as the action happens.
    per: Selector | None = None
    # LOSE_LIFE: then the controller gains the life lost this way (119.3).
    gain_lost: bool = False
    # "If you do, ..." (608.2c): the action happens only if the last action before it without
    # ``if_done`` was done (a draw or a sacrifice, as the history records it).
    if_done: bool = False
    # SEARCH: where the card found goes ("battlefield" or "hand"), and whether it enters tapped.
    to: str = ""
    tapped: bool = False
    # PUT_IN_LIBRARY: "top" or "bottom" (401.2), or "shuffled" (701.20a).
    position: str = ""
    # EXILE_TOP: face down (406.3).
    face_down: bool = False
    # DAMAGE "divided as you choose" among the targets (601.2d; engine.turn.resolving).
    divided: bool = False
    # EXILE "until ~ leaves the battlefield" (610.3): "source_leaves" (engine.turn.stack).
    until: str = ""
    # DISCARD (701.8b): "you" when the ability's controller chooses the card (one card, among
    # those in the revealed hand ``objects`` matches; engine.turn.resolving.discard_chosen).
    chosen_by: str = ""


@dataclass(frozen=True, slots=True)
class TokenSpec:
    """111.1, 111.4: a token as an effect describes it (its keywords, then its other
    abilities)."""

    name: str
    types: tuple[str, ...]
    subtypes: tuple[str, ...]
    colors: tuple[str, ...]
    power: int | None
    toughness: int | None
    abilities: tuple[Ability, ...]


def _token(data: Mapping[str, Any], path: str, read_ability: AbilityReader) -> TokenSpec:
    subtypes = tuple(data.get("subtypes", ()))
    return TokenSpec(
        # 111.4: a token the effect doesn't name is named after its subtypes plus "Token".
        name=data.get("name") or " ".join((*subtypes, "Token")),
        types=tuple(data["types"]), subtypes=subtypes, colors=tuple(data.get("colors", ())),
        power=data.get("power"), toughness=data.get("toughness"),
        abilities=(*(read_ability(k, join(join(path, "keywords"), i))
                     for i, k in enumerate(data.get("keywords", ()))),
                   # 111.1: abilities the effect gives it ("a Treasure artifact token with
                   # '{T}, Sacrifice this artifact: Add one mana of any color.'").
                   *(read_ability(a, join(join(path, "abilities"), i))
                     for i, a in enumerate(data.get("abilities", ())))))


def parse_resolve_actions(data: list[Any], path: str, targets: int,
                          read_ability: AbilityReader | None = None
                          ) -> tuple[ResolveAction, ...]:
    """A triggered ability's effect (its shape was checked against the declaration); an action
    naming a target its ability doesn't have is an error naming the field. ``read_ability``
    reads the abilities a ``modify`` action grants."""
    actions = []
    for i, item in enumerate(data):
        where = join(path, i)
        if ("target" in (item.get("player"), item.get("object"))
                or item.get("player") == "target_controller" or item.get("do") in (
                    Do.COUNTER, Do.COPY_SPELL)) and not targets:
            raise ScenarioError(where, "names a target, but the ability has no targets")
        if item.get("target", 0) >= max(targets, 1):
            raise ScenarioError(join(where, "target"),
                                f"the ability has {targets} target(s) (0-based)")
        if item["do"] == Do.PLAYER_COUNTERS and item.get("counter") not in PLAYER_COUNTER_KINDS:
            raise ScenarioError(join(where, "counter"), "expected one of energy, poison")
        if item.get("gain_lost") and item["do"] != Do.LOSE_LIFE:
            raise ScenarioError(join(where, "gain_lost"), "only a lose_life action has it")
        if item.get("if_done"):
            _check_if_done(data, i, join(where, "if_done"))
        if item["do"] == Do.SEARCH and ("objects" not in item or "to" not in item):
            # 701.19a: what the player searches for, and where the card found goes.
            raise ScenarioError(join(where, "objects" if "objects" not in item else "to"),
                                "required")
        if item.get("to") and item["do"] == Do.RETURN_EXILED:
            # 607.2a: "return the exiled cards to their owner's hand" (400.3).
            pass
        elif (item.get("to") or item.get("tapped")) and item["do"] != Do.SEARCH:
            raise ScenarioError(join(where, "to" if item.get("to") else "tapped"),
                                "only a search action has it")
        if item.get("tapped") and (item.get("to") != "battlefield"
                                   or item["do"] != Do.SEARCH):
            raise ScenarioError(join(where, "tapped"), "only a card put onto the battlefield")
        if item.get("unless_pay") and item["do"] != Do.COUNTER:
            raise ScenarioError(join(where, "unless_pay"), "only a counter action has it")
        if item["do"] == Do.PUT_IN_LIBRARY and ("object" not in item or "position" not in item):
            # 401.2, 401.4: one object, to a known place (several at once: their owner orders
            # them, which the engine doesn't ask).
            raise ScenarioError(join(where, "object" if "object" not in item else "position"),
                                "required")
        if item.get("face_down") and item["do"] != Do.EXILE_TOP:
            raise ScenarioError(join(where, "face_down"), "only an exile_top action has it")
        if item["do"] == Do.PUT_IN_LIBRARY and "objects" in item:
            raise ScenarioError(join(where, "objects"), "put_in_library moves one object "
                                "(object), not several (401.4: their owner would order them)")
        if item.get("position") and item["do"] not in (Do.PUT_IN_LIBRARY, Do.COUNTER):
            raise ScenarioError(join(where, "position"),
                                "only a put_in_library or counter action has it")
        if item.get("position") and item.get("exile_instead"):
            raise ScenarioError(join(where, "position"), "a countered spell goes to one place: "
                                "exile_instead or position, not both")
        if item.get("until") and (item["do"] != Do.EXILE or "object" not in item):
            # 610.3: one object exiled until its source leaves the battlefield.
            raise ScenarioError(join(where, "until"), "only an exile action on one object "
                                "(object) has it")
        if item.get("chosen_by") and (item["do"] != Do.DISCARD or item.get("amount", 1) != 1):
            # 701.8b: the engine asks the ability's controller for one card.
            raise ScenarioError(join(where, "chosen_by"),
                                "only a discard of one card (amount 1) has it")
        if "objects" in item and item["do"] == Do.DISCARD and not item.get("chosen_by"):
            raise ScenarioError(join(where, "objects"),
                                "a discard's objects go with chosen_by (701.8b)")
        if item["do"] in (Do.TRANSFORM, Do.FLIP) and (
                item.get("object") != "self" or "objects" in item):
            # 701.28a, 710.2: only the ability's own source is read ("transform ~").
            raise ScenarioError(join(where, "object"), (
                'transform and flip act on "self" only (the ability\'s source: 701.28a, '
                '710.2)'))
        if item["do"] == Do.MONSTROSITY and not isinstance(item.get("amount"), int):
            # 701.31a: "Monstrosity N": how many +1/+1 counters.
            raise ScenarioError(join(where, "amount"), "required: N of monstrosity N (701.31a)")
        if item["do"] == Do.MONSTROSITY and ("object" in item or "objects" in item):
            raise ScenarioError(join(where, "object" if "object" in item else "objects"),
                                "monstrosity acts on the ability's source only (701.31a)")
        if item.get("amount") == "all" and item["do"] != Do.REMOVE_COUNTERS:
            # 122.1: "remove all +1/+1 counters from ~": how many it has as it resolves.
            raise ScenarioError(join(where, "amount"), '"all" is only a remove_counters amount')
        if item["do"] in (Do.SACRIFICE_CHOSEN, Do.RETURN_CHOSEN) and "objects" not in item:
            # 701.17a: what each player it names chooses among.
            raise ScenarioError(join(where, "objects"), "required")
        cant: tuple[str, ...] = ()
        if item["do"] == Do.MODIFY and "cant" in item:
            cant = _cant_action(item, where)
            effect = None
        else:
            effect = _modify_effect(item, where, read_ability) if item["do"] == Do.MODIFY \
                else None
        token = None
        if item["do"] == Do.CREATE_TOKEN:
            if "token" not in item:
                raise ScenarioError(join(where, "token"), "required (what the token is, 111.1)")
            assert read_ability is not None
            token = _token(item["token"], join(where, "token"), read_ability)
        amount = item.get("amount", 1)
        if "per" in item and (item["do"] not in _COUNTED or not isinstance(amount, int)):
            raise ScenarioError(join(where, "per"), "counts only a number of gain_life, "
                                "lose_life, draw, put_counters or create_token")
        actions.append(ResolveAction(
            do=item["do"],
            player=item.get("player", "you"),
            object=item.get("object", ""),
            objects=(parse_selector(item["objects"], join(where, "objects"))
                     if "objects" in item else None),
            amount=amount if isinstance(amount, int) else None,
            counter=item.get("counter", ""),
            counters=tuple(sorted(item.get("counters", {}).items())),
            amount_of=amount if amount in ("x", "target_power", "all", *IT_AMOUNTS) else "",
            target=item.get("target", 0),
            no_regeneration=item.get("no_regeneration", False),
            under_your_control=item.get("under_your_control", False),
            exile_instead=item.get("exile_instead", False),
            unless_pay=item.get("unless_pay", ""),
            at=item.get("at", ""),
            leaves=item.get("leaves", ""),
            effect=effect, cant=cant,
            token=token,
            per=parse_selector(item["per"], join(where, "per")) if "per" in item else None,
            gain_lost=item.get("gain_lost", False),
            if_done=item.get("if_done", False),
            to=item.get("to", ""),
            tapped=item.get("tapped", False),
            position=item.get("position", ""),
            face_down=item.get("face_down", False),
            divided=item.get("divided", False),
            until=item.get("until", ""),
            chosen_by=item.get("chosen_by", ""),
        ))
    return tuple(actions)


def _check_if_done(data: list[Any], index: int, path: str) -> None:
    """608.2c: "If you do" follows an action whose doing the engine knows exactly: the
    controller's draw, discard or sacrifice of a permanent they choose ("you may draw a card",
    "you may discard a card", "you may sacrifice a creature") or a sacrifice of the ability's
    source ("you may sacrifice it")."""
    before = [a for a in data[:index] if not a.get("if_done")]
    anchor = before[-1] if before else None
    if anchor is None or not (
            (anchor["do"] in (Do.DRAW, Do.DISCARD, Do.SACRIFICE_CHOSEN)
             and anchor.get("player", "you") == "you"
             and isinstance(anchor.get("amount", 1), int) and "per" not in anchor)
            or (anchor["do"] == Do.SACRIFICE and anchor.get("object") == "self")):
        raise ScenarioError(path, "follows an action whose doing the engine knows: your draw, "
                            "discard or sacrifice, or a sacrifice of the source (608.2c)")


def was_done(action: ResolveAction, history: tuple[Any, ...], mark: int,
             controller: str, source: str) -> bool:
    """608.2c: whether ``action`` (see _check_if_done) was done, by the history entries from
    ``mark`` on: every card drawn (121.4: none from an empty library) or discarded (701.8a:
    none from an empty hand), every permanent sacrificed (701.17a: none if there was none to
    choose), or the source sacrificed."""
    entries = history[mark:]
    kind = {Do.DRAW: "drew", Do.DISCARD: "discarded", Do.SACRIFICE_CHOSEN: "sacrificed"}.get(
        Do(action.do))
    if kind is not None:
        # Every card drawn or discarded, every permanent sacrificed, by the controller.
        done = sum(1 for e in entries if e.kind == kind and e.player == controller)
        return done >= (action.amount or 1)
    return any(e.kind == "sacrificed" and e.object == source for e in entries)


def life_lost_since(history: tuple[Any, ...], mark: int) -> int:
    """The life players lost in the history entries from ``mark`` on (119.3: what they really
    lost, after replacement effects): "the life lost this way"."""
    return sum(e.amount or 0 for e in history[mark:] if e.kind == "life_lost")


# The actions whose amount may be counted "for each" permanent (``per``).
_COUNTED = (Do.GAIN_LIFE, Do.LOSE_LIFE, Do.DRAW, Do.PUT_COUNTERS, Do.CREATE_TOKEN)


_CANT = ("attack", "block", "be_blocked")


def _cant_action(item: Mapping[str, Any], path: str) -> tuple[str, ...]:
    """508.1c, 509.1b, 611.2a: a ``modify`` action's ``cant`` ("target creature can't block
    this turn"): what its object(s) can't do until end of turn."""
    what = item["cant"]
    untap = what == ["untap_during_untap_step"]
    if not untap and (not isinstance(what, list) or not what
                      or any(w not in _CANT for w in what)):
        raise ScenarioError(join(path, "cant"), UNTAP_ALONE if isinstance(what, list) and (
            "untap_during_untap_step" in what) else "expected a list of: attack, block, be_blocked")
    if "modifications" in item:
        raise ScenarioError(join(path, "modifications"),
                            "expected one of modifications and cant")
    if untap and item.get("duration") != "next_untap_step":
        # 502.3: "That creature doesn't untap during its controller's next untap step."
        raise ScenarioError(join(path, "duration"), UNTAP_DURATION)
    if not untap and item.get("duration") != "end_of_turn":
        raise ScenarioError(join(path, "duration"),
                            'expected "end_of_turn" with cant ("this turn", 514.2)')
    if untap and "objects" in item:
        # Each permanent's own controller's next untap step: one object, fixed as it resolves.
        raise ScenarioError(join(path, "objects"), UNTAP_ON_ONE)
    if ("object" in item) == ("objects" in item):
        raise ScenarioError(join(path, "object"), "expected one of object, objects")
    if "object" in item and item["object"] not in ("target", "self", "it"):
        # "it": the object a triggered ability's event was about ("tap that creature and it
        # doesn't untap ...", 603.2; gone or a new object, 400.7: no restriction).
        raise ScenarioError(join(path, "object"), 'expected "target", "self" or "it" with cant')
    return tuple(what)


def _modify_effect(item: Mapping[str, Any], path: str,
                   read_ability: AbilityReader | None) -> ContinuousSpec:
    """611.2: a ``modify`` action's continuous effect: its modifications and duration, on the
    one object it names (``object``) or the objects its filter matches (``objects``)."""
    if ("object" in item) == ("objects" in item):
        raise ScenarioError(join(path, "object"), "expected one of object, objects")
    if "modifications" not in item:
        raise ScenarioError(join(path, "modifications"), "required")
    # The one caller, engine.abilities.triggers, passes the registry's reader.
    assert read_ability is not None
    spell = {"label": "modify", "affects": item.get("objects", "targets"),
             "modifications": item["modifications"]}
    if "duration" in item:
        spell["duration"] = item["duration"]
    spec = continuous_parser("spell", "targets", read_ability)(spell, path).spec
    assert isinstance(spec, ContinuousSpec)
    for i, mod in enumerate(spec.modifications):
        if uses_x(mod):
            # 107.3a: X is the number a spell's caster chose; only a spell's effect has it.
            raise ScenarioError(join(join(path, "modifications"), i),
                                "an amount of X is a spell's only (107.3a)")
    return spec


class Context(Protocol):
    """What a resolving ability's words refer to (its stack item)."""

    @property
    def source(self) -> str: ...
    @property
    def controller(self) -> str: ...
    @property
    def targets(self) -> tuple[str, ...]: ...
    @property
    def it(self) -> str | None: ...
    @property
    def that_player(self) -> str | None: ...
    @property
    def amount(self) -> int: ...


def _players(action: ResolveAction, context: Context, game: GameView) -> tuple[str, ...]:
    who = action.player
    if who == "you":
        return (context.controller,)
    if who == "target":
        return tuple(t for t in _nth(context.targets, action.target) if game.is_player(t))
    if who == "target_controller":
        # 608.2h: its target's controller as it last existed on the battlefield.
        controllers: Mapping[str, str] = getattr(context, "controllers", {})
        return tuple(controllers[t] for t in _nth(context.targets, action.target)
                     if t in controllers)
    if who == "it_controller":
        # 608.2h: the controller of the object its trigger event was about, now or as it last
        # existed on the battlefield (engine.turn.stack finds it as the ability resolves).
        owner_now: str | None = getattr(context, "it_controller", None)
        return (owner_now,) if owner_now is not None else ()
    if who == "defending_player":
        # 508.5: the player the attacking creature its event was about attacks (or attacked).
        defending: str | None = getattr(context, "defending", None)
        return (defending,) if defending is not None else ()
    if who == "each_opponent":
        return game.opponents(context.controller)
    if who == "each_player":
        return tuple(p for p in game.apnap() if p == context.controller
                     or p in game.opponents(context.controller))
    return (context.that_player,) if context.that_player is not None else ()


def players_of(action: ResolveAction, context: Context, game: GameView) -> tuple[str, ...]:
    """The players an action names (you, its target, each opponent, each player, the trigger
    event's player)."""
    return _players(action, context, game)


def _object(action: ResolveAction, context: Context) -> str | None:
    if action.object == "self":
        return context.source
    if action.object == "it":
        return context.it
    if action.object == "attached":
        attached: str | None = getattr(context, "attached", None)
        return attached
    if action.object == "target":
        return next(iter(_nth(context.targets, action.target)), None)
    return None


def _nth(targets: tuple[str, ...], index: int) -> tuple[str, ...]:
    """The target at ``index``, if there is one and it is still legal (an illegal one is
    "", 608.2b: the spell doesn't affect it)."""
    return (targets[index],) if index < len(targets) and targets[index] else ()


def amount_of(action: ResolveAction, context: Context, game: GameView) -> int:
    """How much: a number, "that much" (the trigger event's), X (601.2b), its target's
    power as it last existed (608.2h), or a number "for each" permanent that matches, counted
    once, now (608.2h)."""
    if action.per is not None:
        reader = PermanentReader(context.source, context.controller)
        count = sum(1 for o in game.permanents() if matches(action.per, o, reader))
        return (action.amount or 0) * count
    if action.amount_of == "x":
        x: int = getattr(context, "x", 0)
        return x
    if action.amount_of in IT_AMOUNTS:
        # 107.1b: a negative result is 0.
        sizes: tuple[int | None, int | None] | None = getattr(context, "it_pt", None)
        size = None if sizes is None else sizes[IT_AMOUNTS.index(action.amount_of)]
        return max(0, size or 0)
    if action.amount_of == "target_power":
        powers: Mapping[str, int] = getattr(context, "powers", {})
        return sum(powers.get(t, 0) for t in _nth(context.targets, action.target))
    return action.amount if action.amount is not None else context.amount


def resolve_events(action: ResolveAction, context: Context, game: GameView,
                   objects: tuple[str, ...] = ()) -> list[Event]:
    """The events one action of a resolving ability makes (608.2c). ``objects`` are those its
    ``objects`` filter matched, found by the caller; a gone object makes nothing (400.7)."""
    amount = amount_of(action, context, game)
    do = Do(action.do)
    if do in (Do.GAIN_LIFE, Do.LOSE_LIFE, Do.DRAW):
        players = _players(action, context, game)
        if do is Do.GAIN_LIFE:
            return [GainLife(p, amount, rule="resolve") for p in players]
        if do is Do.LOSE_LIFE:
            return [LoseLife(p, amount) for p in players]
        return [Draw(p) for p in players for _ in range(amount)]
    if do is Do.PLAYER_COUNTERS:
        # 122.1: counters on a player (107.14: {E} is an energy counter).
        return [PutCounters(p, action.counter, amount, rule=f"counters.{action.counter}")
                for p in _players(action, context, game)]
    target = _object(action, context)
    ids = objects if action.objects is not None else ((target,) if target is not None else ())
    if action.object == "self":
        # 400.7: ~ is found only while it is the object whose ability this is: once it left the
        # battlefield it is a new object the ability doesn't know (even back on it, with another
        # timestamp). "Put a counter on ~", "tap ~", "return ~ to its owner's hand" want the
        # permanent; "exile ~", "destroy ~", "sacrifice ~", "~ deals 1 damage to itself" also
        # find the card where a trigger on ~ leaving moved it (400.7d).
        if do in _SELF_ON_THE_BATTLEFIELD:
            ids = tuple(i for i in ids if _still_source(game, context, i))
        elif do in _SELF_ANYWHERE:
            ids = tuple(i for i in ids if _still_self(game, context, i))
    if do is Do.PUT_COUNTERS:
        return [PutCounters(i, action.counter, amount) for i in ids]
    if do is Do.RETURN_TO_BATTLEFIELD:
        # 702.79a, 702.93a: "under its owner's control" (the card's owner).
        return [Enter(i, counters=action.counters,
                      controller=(context.controller if action.under_your_control
                                  else _owner(game, i))) for i in ids]
    if do is Do.EXILE:
        return [Move(i, Zone.EXILE, rule="resolve") for i in ids]
    if do is Do.DESTROY:
        return [Destroy(i, rule="resolve", no_regeneration=action.no_regeneration)
                for i in ids]
    if do is Do.SACRIFICE:
        # 701.17a: a player sacrifices only a permanent they control: the ability's controller
        # can't sacrifice ~ once another player controls it (the event checks).
        return [Sacrifice(i, player=context.controller) for i in ids]
    if do is Do.REMOVE_COUNTERS:
        # Only from a permanent (~: see above); as many as it has, if it has fewer.
        if action.object != "self":
            ids = tuple(i for i in ids if _on_battlefield(game, i))
        if action.amount_of == "all":
            # "remove all +1/+1 counters from ~": as many as each has now (122.1).
            return [RemoveCounters(i, action.counter, _counters_on(game, i, action.counter),
                                   rule="counters.removed") for i in ids]
        return [RemoveCounters(i, action.counter, amount, rule="counters.removed") for i in ids]
    if do in (Do.TRANSFORM, Do.FLIP):
        # 400.7, 701.28f: ~ as it was when the ability was put on the stack (the event
        # checks it is still that permanent and, for a transform, hasn't transformed since).
        at: tuple[int, int] | None = getattr(context, "transforms_at", None)
        return [Transform(i, flip=do is Do.FLIP,
                          timestamp=at[0] if at is not None else None,
                          transforms=at[1] if at is not None and do is Do.TRANSFORM else None)
                for i in ids]
    if do in (Do.TAP, Do.UNTAP):
        # 701.21: only a permanent (~: see above); one already tapped (untapped) stays as it is.
        if action.object != "self":
            ids = tuple(i for i in ids if _on_battlefield(game, i))
        return [Tap(i) if do is Do.TAP else Untap(i) for i in ids]
    if do is Do.RETURN_TO_HAND:
        # "Return ... to its owner's hand" (400.3: a card goes to its owner's zone).
        return [Move(i, Zone.HAND, rule="resolve") for i in ids]
    if do is Do.PUT_IN_LIBRARY:
        # 400.3: a card goes to its owner's library; 401.2: on top or on the bottom.
        return [Move(i, Zone.LIBRARY, rule="resolve", position=action.position) for i in ids]
    if do is Do.DAMAGE:
        # "Each creature" that matches none is dealt nothing: the action's player (default
        # "you") is not a recipient then (Psychotic Haze with no creature on the battlefield
        # dealt its caster 1 damage more).
        recipients = ids if action.objects is not None or action.object else _players(
            action, context, game)
        return [Damage(context.source, r, amount) for r in recipients]
    # SACRIFICE_CHOSEN and RETURN_CHOSEN (a choice), SCRY, MILL, SURVEIL, LOOK_AT_TOP, SHUFFLE,
    # EXILE_TOP and SEARCH are played by engine.turn.resolving for both.
    # MONSTROSITY by engine.turn.resolving for both (its source's designation).
    # BOLSTER, MODIFY and CREATE_TOKEN are played by engine.turn.stack, COUNTER, COPY_SPELL,
    # DISCARD and CREATE_TOKEN by engine.turn.resolving (a choice; a new effect; new objects).
    raise AssertionError(do)


# The actions on ~ that want the permanent itself, and those that also find the card a trigger
# on ~ leaving moved (400.7, 400.7d; see resolve_events).
_SELF_ON_THE_BATTLEFIELD = frozenset({Do.PUT_COUNTERS, Do.REMOVE_COUNTERS, Do.TAP, Do.UNTAP,
                                      Do.RETURN_TO_HAND, Do.PUT_IN_LIBRARY})
_SELF_ANYWHERE = frozenset({Do.EXILE, Do.DESTROY, Do.SACRIFICE, Do.DAMAGE})


def _counters_on(game: GameView, object_id: str, counter: str) -> int:
    """How many ``counter`` counters the permanent has now (the game's objects keep their
    counters; a view without them has none)."""
    counters: tuple[tuple[str, int], ...] = getattr(game.obj(object_id), "counters", ())
    return next((n for kind, n in counters if kind == counter), 0)


def _still_source(game: GameView, context: Context, object_id: str) -> bool:
    """400.7: ~ on the battlefield, and still the permanent whose ability this is (one that
    left and came back has another timestamp: a new object the ability doesn't know)."""
    obj = game.obj(object_id)
    if obj is None or obj.zone != Zone.BATTLEFIELD:
        return False
    timestamp: int | None = getattr(context, "source_timestamp", None)
    return timestamp is None or getattr(obj, "timestamp", timestamp) == timestamp


def _still_self(game: GameView, context: Context, object_id: str) -> bool:
    """400.7: ~ is still the object whose ability this is, in whatever zone: it has the
    timestamp it had as the ability triggered or was activated (an object that moved to
    another zone has another: a new object, even back on the battlefield), or it is the object
    the ability's own trigger event moved, in the zone it moved to (400.7d: "When ~ dies,
    exile it" finds the card in the graveyard). An ability that didn't record its source's
    timestamp (a mana ability; one whose cost moved ~) leaves the event to check the zone."""
    obj = game.obj(object_id)
    if obj is None:
        return False
    timestamp: int | None = getattr(context, "source_timestamp", None)
    now: int | None = getattr(obj, "timestamp", timestamp)
    if timestamp is None or now == timestamp:
        return True
    it_timestamp: int | None = getattr(context, "it_timestamp", None)
    return getattr(context, "it", None) == object_id and it_timestamp == now


def _on_battlefield(game: GameView, object_id: str) -> bool:
    obj = game.obj(object_id)
    return obj is not None and obj.zone == Zone.BATTLEFIELD


def _owner(game: GameView, object_id: str) -> str | None:
    obj = game.obj(object_id)
    return obj.owner if obj is not None else None
