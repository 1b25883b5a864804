"""Paying part of a spell's total cost with permanents and cards instead of mana: convoke
(702.51a), improvise (702.126a) and delve (702.66a).

The engine takes mana as paid, but these keywords pay with things the game can see: convoke
taps untapped creatures its caster controls (each pays {1} of the generic mana or one colored
mana of that creature's color), improvise taps untapped artifacts (each pays {1} of the
generic mana), delve exiles cards from its caster's graveyard (each pays {1} of the generic
mana). Each applies once the total cost is determined (601.2f):
the spell's mana cost, X as announced, plus its kicker and buyback costs when paid. The
``cast`` event's ``convoke``, ``improvise`` and ``delve`` name them; they are checked before
anything is paid (a payment that can't be made refuses the event) and paid with the spell's
other costs (601.2h): tapping is "becomes tapped" for triggers, the exiled cards are no
longer in the graveyard.

No effect that increases or reduces a cost is modelled (a card that says so lists its line in
``not_modelled``), nor an entwine cost; a mana cost with symbols other than {N}, {X} and the
five colors and {C} (hybrid, Phyrexian, snow) is refused for these payments, naming it.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from engine.abilities import spells
from engine.abilities.keywords import AFFINITY
from engine.abilities.selectors import PermanentReader, matches
from engine.concepts import Zone
from engine.errors import ScenarioError
from engine.events import Move
from engine.game import perform
from engine.state.objects import Event, GameObject
from engine.text.citations import cite_text
from engine.text.trace import Message, StepKind

if TYPE_CHECKING:
    from engine.game.protocol import Game

_Pay = Callable[[], None]

# The keywords and the cast event's field each names.
CONVOKE, IMPROVISE, DELVE = "Convoke", "Improvise", "Delve"
_FIELDS = {CONVOKE: "convoke", IMPROVISE: "improvise", DELVE: "delve"}
_SYMBOL = re.compile(r"\{([^}]*)\}")
_COLORS = frozenset("WUBRG")
# The mana added by a paid kicker or buyback cost (its ability's label).
_ADDED = re.compile(r"(?:Kicker|Buyback) ((?:\{[0-9WUBRGC]\})+)")




def affinity(game: Game, obj: GameObject, player: str) -> int:
    """702.41a, 702.41b: "Affinity for [text]": {1} less for each [text] its caster controls,
    each instance applying."""
    less = 0
    for label in obj.keywords:
        found = AFFINITY.fullmatch(label.lower())
        if found is None:
            continue
        counted = found[1]
        less += sum(1 for o in game.state.objects
                    if o.zone == Zone.BATTLEFIELD and o.controller == player
                    and (("Artifact" in o.types) if counted == "artifacts"
                         else _LAND_TYPES[counted] in o.subtypes))
    return less


_LAND_TYPES = {"forests": "Forest", "islands": "Island", "mountains": "Mountain",
               "plains": "Plains", "swamps": "Swamp"}


def cost_changes(game: Game, obj: GameObject, player: str) -> tuple[int, int, tuple[str, ...]]:
    """601.2f: the generic mana the permanents' cost_change abilities add to and take from the
    spell's total cost as ``player`` casts it, and their names (with the spell's own affinity,
    702.41a, among the reductions)."""
    more = less = 0
    sources: list[str] = []
    spell = game.obj(obj.id) or obj
    for source in game.state.objects:
        if source.zone != Zone.BATTLEFIELD:
            continue
        for ability in source.characteristics.abilities:
            spec = ability.spec
            if ability.kind != "cost_change" or not isinstance(spec, spells.CostChangeSpec):
                continue
            caster = {"you": player == source.controller,
                      "opponent": player in game.opponents(source.controller),
                      "any": True}[spec.caster]
            if not caster or not matches(spec.spells, spell,
                                         PermanentReader(source.id, source.controller)):
                continue
            if spec.more:
                more += spec.amount
            else:
                less += spec.amount
            sources.append(source.name)
    reduced = affinity(game, obj, player)
    if reduced:
        less += reduced
        sources.append(obj.name)
    return more, less, tuple(sources)


def note_total_cost(game: Game, event: Event, obj: GameObject, player: str) -> None:
    """601.2f: a spell whose total cost something changes (a cost_change ability, its
    affinity): the trace says its total cost as it is cast."""
    more, less, sources = cost_changes(game, obj, player)
    if not sources:
        return
    try:
        written = total_cost(game, event, obj, player, "object")[2]
    except ScenarioError:
        written = ""
    rules = ("cast.total_cost", *(("keyword.affinity",) if obj.name in sources else ()))
    game.note(StepKind.STACK, rules,
              Message.of("cast.total_cost" if written else "cast.total_cost_unread",
                         object=obj.name, more=more, less=less, sources=sources,
                         cost=written), obj.id)


def total_cost(game: Game, event: Event, obj: GameObject, player: str,
               field: str = "") -> tuple[int, tuple[str, ...], str]:
    """601.2f: the spell's total cost: its generic mana, its other mana symbols (one letter
    each: W, U, B, R, G, C), and the cost written out. The mana cost with X as announced,
    plus the kicker and buyback costs the event pays, less its affinity (702.41a: a reduction
    of generic mana only, never below {0})."""
    field = field or next(_FIELDS[k] for k in (CONVOKE, IMPROVISE, DELVE)
                          if _given(event, _FIELDS[k]))
    if obj.mana_cost is None:
        raise ScenarioError(event.path(field), (
            f"the engine can't determine {obj.name}'s total cost: give its mana_cost "
            f"({cite_text('cast.total_cost')})"))
    parts = [obj.mana_cost]
    for ability in obj.characteristics.abilities:
        if (ability.kind == "kicker" and event.kicked) or (ability.kind == "buyback"
                                                           and event.buyback):
            added = _ADDED.fullmatch(ability.label)
            if added is None:
                raise ScenarioError(event.path(field), (
                    f"the engine can't determine {obj.name}'s total cost: it doesn't read the "
                    f"cost of {ability.label!r} ({cite_text('cast.total_cost')})"))
            parts.append(added[1])
    if any(spells.entwined(a) for a in obj.characteristics.abilities) and event.mode and len(
            set(event.mode)) > 1:
        raise ScenarioError(event.path(field), (
            f"the engine can't determine {obj.name}'s total cost: it doesn't know its entwine "
            f"cost ({cite_text('cast.total_cost')})"))
    generic, colored = 0, []
    for symbol in _SYMBOL.findall("".join(parts)):
        if symbol.isdigit():
            generic += int(symbol)
        elif symbol == "X" and event.x is not None:
            generic += event.x
        elif symbol in _COLORS or symbol == "C":
            colored.append(symbol)
        else:
            raise ScenarioError(event.path(field), (
                f"the engine can't determine {obj.name}'s total cost: it doesn't read the mana "
                f"symbol {{{symbol}}} of {''.join(parts)!r} ({cite_text('cast.total_cost')})"))
    # 601.2f: increases first, then reductions, of generic mana only and never below {0}.
    more, less, _ = cost_changes(game, obj, player)
    generic = max(0, generic + more - less)
    written = ("{" + str(generic) + "}" if generic or not colored else "") + "".join(
        "{" + c + "}" for c in colored)
    return generic, tuple(colored), written


def _given(event: Event, field: str) -> bool:
    return bool(getattr(event, field))


def payments(game: Game, event: Event, obj: GameObject, player: str) -> list[_Pay]:
    """The convoke, improvise and delve payments the event names, checked (an error names the
    field and the rule); each pays when called. None when the event names none."""
    fields = [f for f in _FIELDS.values() if _given(event, f)]
    if not fields:
        return []
    for keyword, field in _FIELDS.items():
        if _given(event, field) and keyword not in obj.keywords:
            raise ScenarioError(event.path(field), (
                f"{obj.name} doesn't have {keyword.lower()}: leave out {field} "
                f"({cite_text('keyword.' + field)})"))
    named = [i for f in fields for i in getattr(event, f)]
    if len(set(named)) != len(named):
        raise ScenarioError(event.path(fields[0]), (
            f"each permanent or card pays for {obj.name} once: the event names one twice "
            f"({cite_text('cast.total_cost')})"))
    generic, colored, written = total_cost(game, event, obj, player)
    tapped: list[GameObject] = []
    for field, kind in (("convoke", "Creature"), ("improvise", "Artifact")):
        for i, ident in enumerate(getattr(event, field)):
            permanent = game.obj(ident)
            if (permanent is None or permanent.zone != Zone.BATTLEFIELD
                    or permanent.controller != player or kind not in permanent.types
                    or permanent.tapped):
                if kind == "Creature":
                    raise ScenarioError(event.path(f"{field}[{i}]"), (
                        f"{game.name(ident)} is not an untapped creature {player} controls "
                        f"({cite_text('keyword.convoke')})"))
                raise ScenarioError(event.path(f"{field}[{i}]"), (
                    f"{game.name(ident)} is not an untapped artifact {player} controls "
                    f"({cite_text('keyword.improvise')})"))
            tapped.append(permanent)
    exiled: list[GameObject] = []
    for i, ident in enumerate(event.delve):
        card = game.obj(ident)
        if card is None or card.zone != Zone.GRAVEYARD or card.owner != player:
            raise ScenarioError(event.path(f"delve[{i}]"), (
                f"{game.name(ident)} is not a card in {player}'s graveyard "
                f"({cite_text('keyword.delve')})"))
        exiled.append(card)
    convoked = [game.state.object(i) for i in event.convoke]
    # 702.51a: a creature pays one colored mana of its color or {1}; improvise and delve pay
    # only generic mana (702.126a, 702.66a). The colored mana convoke can pay is a matching.
    on_colored = _matching(convoked, colored)
    on_generic = len(convoked) - on_colored + len(event.improvise) + len(event.delve)
    if on_generic > generic and not event.convoke:
        # 702.126a, 702.66a: improvise and delve pay generic mana only; the refusal names the
        # field that names more than the generic mana left after the fields before it, and no
        # convoking creature (none pays). (A phrase the sandbox translates: "at most N (got
        # M)".)
        room = generic
        for field in fields:
            named_here = len(getattr(event, field))
            if named_here > room:
                raise ScenarioError(event.path(field), f"at most {room} (got {named_here})")
            room -= named_here
    if on_generic > generic:
        raise ScenarioError(event.path(fields[0]), (
            f"{obj.name}'s total cost is {written}: the event names more than it can pay "
            f"({len(named)} for {generic} generic mana and the colored mana of the convoking "
            f"creatures' colors) "
            f"({cite_text('cast.total_cost', *('keyword.' + f for f in fields))})"
        ))
    return [lambda: _pay(game, obj, player, written, tapped, exiled, fields)]


def _matching(creatures: list[GameObject], colored: tuple[str, ...]) -> int:
    """The most colored mana symbols the creatures can pay, each paying one of its colors
    (a bipartite matching, by augmenting paths)."""
    owner: dict[int, int] = {}

    def augment(c: int, seen: set[int]) -> bool:
        for s, symbol in enumerate(colored):
            if symbol in creatures[c].colors and s not in seen:
                seen.add(s)
                if s not in owner or augment(owner[s], seen):
                    owner[s] = c
                    return True
        return False

    return sum(1 for c in range(len(creatures)) if augment(c, set()))


def _pay(game: Game, obj: GameObject, player: str, written: str, tapped: list[GameObject],
         exiled: list[GameObject], fields: list[str]) -> None:
    """601.2h: tap the creatures and artifacts, exile the cards; the trace says what paid."""
    rules = ("cast.total_cost", *("keyword." + f for f in fields))
    if tapped:
        game.note(StepKind.STACK, rules,
                  # Only a convoking creature may pay colored mana (702.51a, 702.126a).
                  Message.of("cast.tapped_to_pay" if "convoke" in fields
                             else "cast.tapped_to_pay_generic", player=player, object=obj.name,
                             cost=written, objects=tuple(o.name for o in tapped)), obj.id)
    if exiled:
        game.note(StepKind.STACK, rules,
                  Message.of("cast.exiled_to_pay", player=player, object=obj.name, cost=written,
                             objects=tuple(o.name for o in exiled)), obj.id)
    for permanent in tapped:
        perform.tap_to_pay(game, permanent.id)
    for card in exiled:
        perform.happen(game, Move(card.id, Zone.EXILE, rule="keyword.delve"))
