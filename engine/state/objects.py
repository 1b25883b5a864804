"""Value types for the game: characteristics, objects, players, effects, the state.

Rule 109 (objects), 109.3 (characteristics), 110 (permanents), 102 (players).
Everything is immutable; functions that change the game return a new
:class:`GameState` (see :func:`dataclasses.replace`).
"""

from __future__ import annotations

import enum
from collections.abc import Hashable, Iterable
from dataclasses import dataclass, field, replace
from typing import Any

from engine.concepts import ScenarioEventType, Zone
from engine.format import Object as ObjectFormat
from engine.format import Player as PlayerFormat
from engine.format import defaults
from engine.text.trace import Message

COLOR_ORDER = "WUBRG"
# The scenario format's defaults (engine/format/): a player's life 20, poison 0, library 53;
# an object's damage 0, untapped, ...
_PLAYER = defaults(PlayerFormat)
_OBJECT = defaults(ObjectFormat)


def sort_colors(colors: Any) -> tuple[str, ...]:
    """Colors in W U B R G order, without duplicates."""
    return tuple(c for c in COLOR_ORDER if c in colors)


@dataclass(frozen=True, slots=True)
class Ability:
    """An ability an object has.

    ``origin`` records where it came from: ``"printed"`` (its text, or copied
    text), ``"granted"`` (an effect gave it, 613.1f) or ``"land_type"`` (305.6: the
    intrinsic mana ability of a basic land type).
    """

    kind: str
    label: str
    spec: Hashable = None
    origin: str = "printed"

    @property
    def is_keyword(self) -> bool:
        """True for a keyword ability such as Flying."""
        return self.kind == "keyword"


@dataclass(frozen=True, slots=True)
class Characteristics:
    """109.3: the characteristics the layer system computes (plus the controller)."""

    name: str
    mana_value: int
    colors: tuple[str, ...]
    types: tuple[str, ...]
    subtypes: tuple[str, ...]
    supertypes: tuple[str, ...]
    power: int | None
    toughness: int | None
    loyalty: int | None
    abilities: tuple[Ability, ...]
    controller: str

    @property
    def keywords(self) -> tuple[str, ...]:
        """Names of its keyword abilities, in order."""
        return tuple(a.label for a in self.abilities if a.is_keyword)

    def is_type(self, card_type: str) -> bool:
        """True if it has ``card_type`` (e.g. ``"Creature"``)."""
        return card_type in self.types


@dataclass(frozen=True, slots=True)
class FaceUp:
    """708.2a, 708.5: what a face-down permanent or spell really is, hidden from every player but
    its controller (the engine knows it): its characteristics and mana cost as printed (plus
    the scenario's overrides), and how it came to be face down (``"morph"``: cast face down,
    702.37c; ``"scenario"``: the scenario says so)."""

    base: Characteristics
    mana_cost: str | None
    how: str = "scenario"


def face_down_characteristics(controller: str) -> Characteristics:
    """708.2a: a face-down permanent or spell is a 2/2 creature with no text, no name, no
    subtypes and no mana cost (so colorless, with mana value 0); these are its copiable
    values."""
    return Characteristics(name="", mana_value=0, colors=(), types=("Creature",), subtypes=(),
                           supertypes=(), power=2, toughness=2, loyalty=None, abilities=(),
                           controller=controller)


@dataclass(frozen=True, slots=True)
class GameObject:
    """A card or token in a zone (109.1), with its printed and current characteristics.

    ``base`` holds the values before any continuous effect (the card's printed
    values, overridden by the scenario); ``characteristics`` holds them after the
    layer system (613) ran.
    """

    id: str
    card_name: str | None
    owner: str
    zone: Zone
    timestamp: int
    base: Characteristics
    characteristics: Characteristics
    counters: tuple[tuple[str, int], ...] = ()
    damage: int = _OBJECT["damage"]
    deathtouch_damage: bool = _OBJECT["deathtouch_damage"]
    tapped: bool = _OBJECT["tapped"]
    token: bool = _OBJECT["token"]
    attached_to: str | None = _OBJECT["attached_to"]
    attached_timestamp: int | None = None
    chosen: tuple[tuple[str, str], ...] = ()
    # 302.6: its controller hasn't controlled it continuously since their latest turn began.
    summoning_sick: bool = False
    # 702.30a echo: nonzero if it came under its controller's control since the beginning of
    # their last upkeep, a mark of when (GameState.control_mark, each greater than the last;
    # engine.turn.turns clears it once that player's next upkeep has begun and its triggers
    # are checked).
    controlled_since: int = 0
    # Its mana cost as printed ("{2}{G}{G}"; "" for none; None when the scenario doesn't say:
    # an object without a card or a ``mana_cost``), which 601.2f reads as the total cost
    # convoke, improvise and delve pay part of.
    mana_cost: str | None = None
    # 702.33d: a spell cast with its kicker cost paid was "kicked"; 607.2h: so was the
    # permanent a kicked permanent spell becomes (a new object in any other zone was not).
    kicked: bool = False
    # 107.3m: the X chosen as its spell was cast (601.2b), which the "enters with X counters"
    # replacement of the permanent that spell becomes reads; 0 for any other object (the
    # permanent's own X is 0, and a card put onto the battlefield without being cast had none).
    cast_x: int = 0
    # 702.112b: renowned, a designation of a permanent (renown N made it so); it stays until
    # the permanent leaves the battlefield (a new object isn't, 400.7).
    renowned: bool = False
    # 701.31b (2022 rules): monstrous, a designation of a permanent (monstrosity N made it so);
    # it stays until the permanent leaves the battlefield (a new object isn't, 400.7).
    monstrous: bool = False
    # 702.34a, 702.133a: a spell cast with flashback or jump-start is exiled whenever it would
    # leave the stack (a new object in any other zone, 400.7, isn't): the citation concept of
    # the rule that says so, "" for any other object.
    exile_from_stack: str = ""
    # 702.84a: a permanent an unearth ability returned: "If it would leave the battlefield,
    # exile it instead of putting it anywhere else" (a new object, 400.7, isn't).
    unearthed: bool = False
    # 708.2a: a face-down permanent or spell: what it really is (its ``base`` and ``mana_cost``
    # are then the face-down 2/2's, the copiable values the layers start from);
    # None for a face-up object. 708.8: turned face up it is the same object with these values;
    # 708.9: one leaving the battlefield or the stack is revealed and is face up where it goes.
    face_up: FaceUp | None = None
    # 709.3, 709.4: a split card's halves, left half first: each half's characteristics and
    # mana cost (a card of another layout, and a token, has none). ``whole``: a split card cast
    # as one half has only that half's characteristics on the stack (709.4); these are the
    # two halves' combined characteristics, which it has again in any other zone (709.4).
    halves: tuple[FaceUp, ...] = ()
    whole: FaceUp | None = None
    # 701.28a, 710.1: a transforming double-faced card ("transform") or a flip card ("flip")
    # has another face: ``other_face`` is that face's printed characteristics and
    # ``other_mana_cost`` its mana cost (712.8: a back face has none; 710.2: a flipped one
    # keeps the card's). ``transformed``: its back face is up (712.8); ``flipped``: it is
    # flipped (710.2). ``transforms``: how many times it transformed as this object (701.28f).
    # A card with one face, and a token, has layout "" and no other face: it can't transform
    # (701.28c) or flip; a token that is a copy of a transforming double-faced card has layout
    # "token_copy" (whether it transforms, as the current rules' transforming tokens do, isn't
    # modelled).
    layout: str = ""
    other_face: Characteristics | None = None
    other_mana_cost: str | None = None
    transformed: bool = False
    flipped: bool = False
    transforms: int = 0

    def turned_over(self) -> GameObject:
        """701.28a, 710.2: the same object (712.18) with its other face up: its base
        characteristics are that face's, its controller kept."""
        assert self.other_face is not None
        return replace(
            self, base=replace(self.other_face, controller=self.base.controller),
            other_face=self.base, mana_cost=self.other_mana_cost,
            other_mana_cost=self.mana_cost)

    def front_up(self) -> GameObject:
        """712.8, 712.14, 710.4: off the battlefield, or entering it, a double-faced card has
        its front face up and a flip card is unflipped; it keeps no memory of having been
        transformed or flipped (400.7)."""
        obj = self.turned_over() if self.transformed or self.flipped else self
        return replace(obj, transformed=False, flipped=False, transforms=0)

    # The engine.state.view.ObjectView properties: what the rules read of it, after the layers.

    @property
    def name(self) -> str:
        """Its name after layer 1."""
        return self.characteristics.name

    @property
    def controller(self) -> str:
        """Its controller after layer 2."""
        return self.characteristics.controller

    @property
    def types(self) -> tuple[str, ...]:
        """Its card types after the layers."""
        return self.characteristics.types

    @property
    def subtypes(self) -> tuple[str, ...]:
        """Its subtypes after the layers."""
        return self.characteristics.subtypes

    @property
    def supertypes(self) -> tuple[str, ...]:
        """Its supertypes after the layers."""
        return self.characteristics.supertypes

    @property
    def colors(self) -> tuple[str, ...]:
        """Its colors after the layers."""
        return self.characteristics.colors

    @property
    def keywords(self) -> tuple[str, ...]:
        """Its keyword abilities after layer 6."""
        return self.characteristics.keywords

    @property
    def power(self) -> int | None:
        """Its power after layer 7."""
        return self.characteristics.power

    @property
    def toughness(self) -> int | None:
        """Its toughness after layer 7."""
        return self.characteristics.toughness

    def counter(self, name: str) -> int:
        """How many ``name`` counters are on it."""
        return next((n for kind, n in self.counters if kind == name), 0)

    def chosen_value(self, key: str) -> str | None:
        """A value chosen as it entered (e.g. ``"color"``), or None."""
        return dict(self.chosen).get(key)


@dataclass(frozen=True, slots=True)
class ResolvedEffect:
    """A continuous effect from a spell or ability that already resolved (611.2).

    ``ability`` is the spell's or activated ability's ability (its spec says what
    the effect does); ``source`` is the object the ability came from, if any;
    ``affected``, when the scenario gives it, fixes the affected objects (611.2c).
    """

    id: str
    card_name: str
    ability: Ability
    controller: str
    timestamp: int
    targets: tuple[str, ...] = ()
    source: str | None = None
    mode: str | None = None
    chosen: tuple[tuple[str, str], ...] = ()
    affected: tuple[str, ...] | None = None

    def chosen_value(self, key: str) -> str | None:
        """A value chosen as it resolved, or None."""
        return dict(self.chosen).get(key)


@dataclass(frozen=True, slots=True)
class Player:
    """A player (102) and what the game tracks about them."""

    id: str
    life: int = _PLAYER["life"]
    poison: int = _PLAYER["poison"]
    # 107.14: energy counters, paid as {E} (122.1: counters on a player).
    energy: int = 0
    # 702.131c: the city's blessing, a designation kept for the rest of the game (702.131b).
    city_blessing: bool = False
    # 724.1: the monarch, a designation one player at most has (724.3).
    monarch: bool = False
    # 614.10: how many of the player's next turns they skip ("You skip your next turn").
    skip_turns: int = 0
    # 402.2, 514.1: the hand is known (the objects in it and the cards drawn during the run):
    # the cleanup step discards down to the maximum hand size.
    hand_known: bool = False
    # 603.4: spells the player cast last turn, and this turn before the scenario's events
    # (engine.turn.turns rolls this turn's count over as the next turn begins).
    spells_cast_last_turn: int = 0
    spells_cast_this_turn: int = 0
    library: int = _PLAYER["library"]
    lost: bool = False
    won: bool = False
    drew_from_empty_library: bool = False
    # Cards drawn during the run from the library's count (121.1): in the hand, but no objects
    # the engine knows; a discard may still choose them (701.8a).
    drawn_unknown: int = 0
    # The library's order as far as it is known (401.2): the named cards on top, top first
    # (scenario ``library_top``, and cards put on top during the run), above the unnamed cards
    # (``library``); the named cards put on the bottom, the bottom one last. The library's
    # other named cards lie between, under the unnamed cards, in an order nobody knows.
    library_top: tuple[str, ...] = ()
    library_bottom: tuple[str, ...] = ()
    # Unnamed cards moved from the library to the graveyard during the run (701.13a: milled):
    # in the graveyard, but no objects the engine knows.
    graveyard_unnamed: int = 0
    # Unnamed cards exiled from the library during the run (406.2), a count likewise.
    exile_unnamed: int = 0


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happens next (scenario ``events``); unused fields are None."""

    type: ScenarioEventType
    index: int
    source: str | None = None
    target: str | None = None
    amount: int | None = None
    combat: bool = False
    counter: str | None = None
    player: str | None = None
    object: str | None = None
    to: Zone | None = None
    # create_token (111.1): who creates them, what they are (a token object, id ``id``).
    controller: str | None = None
    token: GameObject | None = None
    id: str | None = None
    # cast, activate (601.2, 602.2): targets, modes, X, the ability's number, and what a
    # cost's choice sacrifices or discards.
    targets: tuple[str, ...] = ()
    mode: tuple[int, ...] = ()
    x: int | None = None
    # 601.2d: how divided damage is divided among the up_to target's targets.
    divide: tuple[int, ...] = ()
    ability: int | str | None = None  # activate: its number, or its label (602.2)
    label: str | None = None  # activate: the label ability number ``ability`` had (602.2)
    sacrifice: tuple[str, ...] = ()
    discard: tuple[str, ...] = ()
    # activate: the creatures a crew cost taps (702.122a).
    tap: tuple[str, ...] = ()
    # cast: its buyback cost paid (702.27a).
    buyback: bool = False
    # cast: its kicker cost paid (702.33a, 702.33d).
    kicked: bool = False
    # cast: from its owner's graveyard, its flashback cost paid (702.34a), with jump-start
    # (702.133a) or with retrace (702.81a), the last two discarding the card ``discard`` names.
    flashback: bool = False
    jump_start: bool = False
    retrace: bool = False
    # 702.88a, 608.2g: cast from exile as its rebound ability, the top of the stack, resolves.
    rebound: bool = False
    # 702.35a, 608.2g: cast from exile for its madness cost as its madness ability resolves.
    madness: bool = False
    # cast: the creatures tapped for convoke (702.51a), the artifacts tapped for improvise
    # (702.126a), the cards exiled from the graveyard for delve (702.66a).
    convoke: tuple[str, ...] = ()
    improvise: tuple[str, ...] = ()
    delve: tuple[str, ...] = ()
    # cast: face down as a 2/2 creature for {3} (702.37c).
    face_down: bool = False
    # cast: the half of a split card cast (709.3), or both halves of a split card with fuse
    # (702.102a).
    half: str | None = None
    fuse: bool = False
    # cast: its replicate cost paid this many times (702.56a); the creatures tapped for its
    # conspire cost (702.78a).
    replicate: int = 0
    conspire: tuple[str, ...] = ()
    # draw_step: the game's first turn (103.7a: in a two-player game, its player skips the
    # draw step).
    first_turn: bool = False
    # attack (508.1): (attacker, what it attacks or None for the default); block (509.1):
    # (blocker, the attackers it blocks); combat_damage (510.1c-d): (creature, its division).
    attackers: tuple[tuple[str, str | None], ...] = ()
    blockers: tuple[tuple[str, tuple[str, ...]], ...] = ()
    assign: tuple[tuple[str, tuple[tuple[str, int], ...]], ...] = ()

    def path(self, field: str = "") -> str:
        """The event's path in the scenario, and the field's: ``events[2].targets``."""
        return f"events[{self.index}]" + (f".{field}" if field else "")


@dataclass(frozen=True, slots=True)
class ChoiceAnswer:
    """A scenario's answer to a question the engine asks: ``player`` chooses ``choose``.
    ``division`` is an answer that divides combat damage (510.1c), ``choose`` then its
    canonical spelling."""

    player: str
    choose: str
    index: int
    division: tuple[tuple[str, int], ...] | None = None


@dataclass(frozen=True, slots=True)
class ChoiceOption:
    """One option of a pending choice."""

    id: str
    message: Message


@dataclass(frozen=True, slots=True)
class PendingChoice:
    """A question the engine needs answered before it can go on."""

    player: str
    rules: tuple[str, ...]
    message: Message
    options: tuple[ChoiceOption, ...]
    # The answer may be a division of damage (510.1c) rather than an option's id: the asker
    # checks it (the options are examples).
    division: bool = False
    # The answer may be any card name (a nonempty string): the options are examples
    # (the names of the nonland cards in the game).
    any_name: bool = False


class Happened(enum.StrEnum):
    """The kinds of thing the game remembers having happened this turn."""

    DIED = "died"
    ZONE_CHANGE = "zone_change"
    DAMAGE_DEALT = "damage_dealt"
    LIFE_GAINED = "life_gained"
    LIFE_LOST = "life_lost"
    COUNTERS_PUT = "counters_put"
    DREW = "drew"
    # 500.6: a step began; ``player`` is the active player, ``detail`` the step ("upkeep",
    # "end"), what "at the beginning of [step]" triggered abilities look for.
    STEP_BEGAN = "step_began"
    # 601.2i: ``player`` cast the spell ``object``.
    CAST = "cast"
    # 508.1m, 509.1i, 509.3: a creature attacked (``player``: the player it attacks or who
    # controls or protects what it attacks), blocked (``source``: the attacker), became blocked.
    ATTACKED = "attacked"
    BLOCKED = "blocked"
    BECAME_BLOCKED = "became_blocked"
    # 509.5d: ``object`` blocks the attacking creature ``source`` (one entry for each pair).
    BLOCKED_BY = "blocked_by"
    # 701.8a: ``player`` discarded the card ``object`` (from their hand, wherever it went).
    DISCARDED = "discarded"
    # 701 ("Tap and Untap"): the permanent ``object`` became tapped (only an untapped permanent
    # can be tapped); ``player``: its controller.
    TAPPED = "tapped"
    # 701.17a: ``player`` sacrificed the permanent ``object`` (``last_known``: as it last was
    # on the battlefield, 603.10a).
    SACRIFICED = "sacrificed"
    # 602.5b: ``object``'s activated ability number ``detail`` was activated.
    ACTIVATED = "activated"
    # 122.1: ``amount`` counters of the kind ``detail`` were removed from ``object``.
    COUNTERS_REMOVED = "counters_removed"
    # 702.29c: ``player`` cycled the card ``object`` (discarded it to pay a cycling ability's
    # cost; ``last_known``: as it was in the hand).
    CYCLED = "cycled"
    # 702.37e, 708.8: ``player`` turned the face-down permanent ``object`` face up (a special
    # action, 116.2b); ``detail``: what they paid ("morph", "megamorph", "mana_cost").
    TURNED_FACE_UP = "turned_face_up"
    # 701.28a: the permanent ``object`` transformed (``player``: its controller).
    TRANSFORMED = "transformed"
    # 701.31a (2022 rules): the permanent ``object`` became monstrous (``player``: its
    # controller).
    BECAME_MONSTROUS = "became_monstrous"
    # 115.1, 603.2d: the object ``object`` became the target of a spell (``detail`` "spell",
    # cast 601.2c or copied 706.10c) or of an ability (``detail`` "ability": activated 602.2b,
    # put on the stack 603.3d) that ``player`` controls, ``source`` being the spell or the
    # ability's source: once for each spell or ability, however many of its targets it is.
    BECAME_TARGET = "became_target"
    # 701.21b, 502.3: the permanent ``object`` became untapped (only a tapped permanent can be
    # untapped: one entering untapped doesn't become untapped, 603.2d); ``player``: its
    # controller.
    UNTAPPED = "untapped"
    # 509.5g: as blockers are declared, the attacking creature ``object`` had none declared for
    # it and became an unblocked creature; ``player``: the player it attacks (508.5).
    UNBLOCKED = "unblocked"


@dataclass(frozen=True, slots=True)
class HistoryEntry:
    """One thing that happened this turn, for "this turn" conditions ("if a creature died
    this turn", morbid). ``object`` and ``player`` say who it happened to; ``source`` what
    dealt damage; ``detail`` the zone moved to, the kind of counter or the step that began."""

    kind: Happened
    object: str | None = None
    player: str | None = None
    amount: int = 0
    source: str | None = None
    detail: str = ""
    # A zone change: the zone it left, and the object as it last existed there (603.10a,
    # 608.2h: leaves-the-battlefield abilities look back in time).
    from_zone: str = ""
    last_known: GameObject | None = None


class StackKind(enum.StrEnum):
    """What an object on the stack is (405.1, 113.7)."""

    TRIGGERED = "triggered"
    SPELL = "spell"
    ACTIVATED = "activated"


@dataclass(frozen=True, slots=True)
class LinkedExile:
    """A card an ability of a permanent exiled (607.2a: "the exiled card" of a linked
    ability is only that one): the permanent, ``source`` with its ``source_timestamp`` on the
    battlefield then (400.7: the same card back on the battlefield is a new object, whose
    abilities aren't linked to it), and the card in exile, ``card`` with its timestamp there
    (a card that has left exile since is a new object, no longer "the exiled card").
    ``until_leaves`` (610.3): exiled "until ~ leaves the battlefield", it returns to the
    battlefield as soon as the permanent leaves it (610.3c: no trigger, no stack)."""

    source: str
    source_timestamp: int
    card: str
    card_timestamp: int
    until_leaves: bool = False
    # Its name then, for the trace once it no longer exists (a token, 704.5d).
    card_name: str = ""


@dataclass(frozen=True, slots=True)
class StackItem:
    """A triggered ability on the stack (113.7, 603.3), or waiting to be put there; a spell
    (601.2a) or an activated ability (602.2) on the stack.

    ``source`` is the object it came from, ``source_name`` its name then (608.2h); ``it`` the
    object its trigger event was about ("it", "that creature") and ``it_timestamp`` that
    object's timestamp once the event happened, so a later zone change is seen as a new
    object (400.7); ``that_player`` and ``amount`` what its trigger event said of a player
    and a number. ``spec`` is the ability's :class:`~engine.abilities.triggers.TriggeredSpec`;
    a spell's is its abilities that resolve (the chosen modes'), an activated ability's the
    :class:`Ability`. A spell's ``source`` is its card, on the stack (a copy's: the card it
    copies, 706.10). ``waits``: a ``cast`` or ``activate`` event put it there, and it resolves
    when all players pass (a ``resolve`` event, or after the last event); ``x`` the X chosen
    (601.2b).
    """

    id: str
    source: str
    source_name: str
    controller: str
    label: str
    spec: Any
    targets: tuple[str, ...] = ()
    it: str | None = None
    it_timestamp: int | None = None
    that_player: str | None = None
    amount: int = 0
    # "Its controller" (608.2h): the controller of ``it`` as the event saw it (as it last
    # existed, for an event about its leaving); "defending player" (508.5): the player the
    # attacking creature ``it`` attacks, for an event about an attacking creature.
    it_controller: str | None = None
    defending: str | None = None
    # "Enchanted creature", "equipped creature": the permanent the source is attached to as the
    # ability resolves (as it last existed, if it has left: 608.2h); engine.turn.stack.
    attached: str | None = None
    # "Its power", "that creature's toughness" (608.2h): ``it``'s power and toughness as the
    # event saw it (as it last existed, for an event about its leaving); engine.turn.stack.
    it_pt: tuple[int | None, int | None] | None = None
    kind: StackKind = StackKind.TRIGGERED
    waits: bool = False
    x: int = 0
    copy: bool = False
    # 702.27a: its buyback cost was paid: it goes to its owner's hand as it resolves.
    buyback: bool = False
    # 702.88a: a spell with rebound cast from its caster's hand: exiled as it resolves instead
    # of put into the graveyard, with a delayed ability at its controller's next upkeep.
    rebound: bool = False
    # 608.2g: a triggered ability whose resolution lets its controller cast the card ``it``:
    # "rebound" (702.88a: without paying its mana cost) or "madness" (702.35a: for its madness
    # cost; declined, the card is put into its owner's graveyard). It waits on the stack: a cast
    # event of that way casts the card as it resolves; a resolve event is its controller
    # declining.
    may_cast: str = ""
    # 601.2d: the division of its divided damage among its up_to target's targets, in order.
    division: tuple[int, ...] = ()
    # A delayed "when [it] leaves the battlefield" ability (603.7): the object it watches and
    # that object's timestamp then (400.7: a later object with its id is another object).
    watch: tuple[str, int] | None = None
    # A triggered ability's source's timestamp as it triggered: a later zone change gives the
    # object another timestamp, so the source found by its id then is a new object (400.7).
    source_timestamp: int | None = None
    # 400.7, 608.2b: its targets that changed zones since they were chosen: the objects they
    # were are gone (a new object may have the same id), so those targets are illegal.
    gone: tuple[str, ...] = ()
    # 701.28f: an activated or (non-delayed) triggered ability's source as the ability was put
    # on the stack: its timestamp and how many times it had transformed (GameObject
    # .transforms); "transform ~" transforms it only if it is that object and hasn't
    # transformed since.
    transforms_at: tuple[int, int] | None = None


@dataclass(frozen=True, slots=True)
class Combat:
    """The combat in progress (506): who attacks what (508.1), who blocks whom (509.1), the
    attackers that became blocked (509.1h: they stay blocked, 506.4), and the creatures that
    dealt damage in the first-strike step (510.4). A creature is identified with its timestamp
    and controller, so one that changed zones (400.7) or controller is no longer in combat
    (506.4). ``step`` is the step of combat now."""

    step: str
    attackers: tuple[tuple[str, str], ...] = ()
    blockers: tuple[tuple[str, tuple[str, ...]], ...] = ()
    blocked: tuple[str, ...] = ()
    # (object, timestamp, controller) of every creature declared into combat.
    identity: tuple[tuple[str, int, str], ...] = ()
    first_strikers: tuple[str, ...] = ()
    # Creatures removed from combat (regenerated, 614.8) though still the same object.
    removed: tuple[str, ...] = ()

    def attacking(self, object_id: str) -> str | None:
        """What ``object_id`` attacks, if it was declared an attacker (see :meth:`GameState
        .attacking` for whether it is still in combat)."""
        return next((d for a, d in self.attackers if a == object_id), None)

    def blocking(self, object_id: str) -> tuple[str, ...] | None:
        """The attackers ``object_id`` blocks, if it was declared a blocker."""
        return next((b for o, b in self.blockers if o == object_id), None)

    def without(self, object_id: str) -> Combat:
        """506.4: ``object_id`` removed from combat."""
        return replace(self, removed=(*self.removed, object_id))


# The objects tuple of the last state built and its id -> position index (never mutated).
_last_index: tuple[tuple[GameObject, ...], dict[str, int]] = ((), {})


@dataclass(frozen=True, slots=True)
class GameState:
    """The whole game: players in turn order, objects, effects, and what comes next."""

    players: tuple[Player, ...]
    active_player: str
    objects: tuple[GameObject, ...]
    effects: tuple[ResolvedEffect, ...] = ()
    events: tuple[Event, ...] = ()
    choices: tuple[ChoiceAnswer, ...] = ()
    pending_choice: PendingChoice | None = None
    title: str = ""
    next_timestamp: int = 1
    game_over: bool = False
    # 615.7: what is left of each depleting prevention shield used so far, by effect key.
    shields: tuple[tuple[str, int], ...] = ()
    # What happened this turn, in order (read by "this turn" conditions).
    history: tuple[HistoryEntry, ...] = ()
    # 603.2: how many of the history's entries were already checked for triggered abilities,
    # and how many abilities triggered so far (their ids count them).
    trigger_mark: int = 0
    triggered_count: int = 0
    # 405.1, 603.3: the stack, bottom first; and triggered abilities waiting to be put on it.
    stack: tuple[StackItem, ...] = ()
    waiting: tuple[StackItem, ...] = ()
    # 603.7: delayed triggered abilities created and not yet triggered (each triggers once,
    # 603.7b); ``it`` is the object their words refer to, as it was when they were created.
    delayed: tuple[StackItem, ...] = ()
    # 607.2a, 610.3: the cards permanents' abilities exiled, each recorded with its exiler.
    linked_exiles: tuple[LinkedExile, ...] = ()
    # 500.7: the extra turns to come, the player of each; the last one is taken first.
    extra_turns: tuple[str, ...] = ()
    # 104.4b: abilities resolved since the stack was last empty (a loop is counted here).
    resolved_in_a_row: int = 0
    # 601.2: the objects cast during the run, in order (what not_modelled reads as spells).
    cast: tuple[str, ...] = ()
    # 506: the combat in progress, or None.
    combat: Combat | None = None
    _index: dict[str, int] = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        # A new state that kept the objects of the last one built (a change to players, the
        # history, the stack) shares its index: most changes of state touch no object.
        global _last_index
        objects, index = _last_index
        if objects is not self.objects:
            index = {o.id: i for i, o in enumerate(self.objects)}
            _last_index = (self.objects, index)
        object.__setattr__(self, "_index", index)

    def object(self, object_id: str) -> GameObject:
        """The object with ``object_id``; KeyError if there is none."""
        return self.objects[self._index[object_id]]

    def control_mark(self) -> int:
        """702.30a: a mark for an object that comes under a player's control now
        (GameObject.controlled_since), greater than every mark already given."""
        return max((o.controlled_since for o in self.objects), default=0) + 1

    def has_object(self, object_id: str) -> bool:
        """True if an object has ``object_id``."""
        return object_id in self._index

    def player(self, player_id: str) -> Player:
        """The player with ``player_id``; KeyError if there is none."""
        for player in self.players:
            if player.id == player_id:
                return player
        raise KeyError(player_id)

    def apnap(self) -> tuple[str, ...]:
        """101.4: the players' ids, the active player first, then the others in turn order."""
        ids = [p.id for p in self.players]
        start = ids.index(self.active_player)
        return tuple(ids[start:] + ids[:start])

    def with_object(self, obj: GameObject) -> GameState:
        """A new state with ``obj`` replacing the object of the same id."""
        objects = list(self.objects)
        objects[self._index[obj.id]] = obj
        return replace(self, objects=tuple(objects))

    def shield(self, key: str) -> int | None:
        """What is left of a depleting prevention shield (615.7), or None if unused so far."""
        for used, left in self.shields:
            if used == key:
                return left
        return None

    def with_shields(self, usage: Iterable[tuple[str, int]]) -> GameState:
        """A new state with these shields left (615.7), the others as they were."""
        shields = dict(self.shields)
        shields.update(usage)
        return replace(self, shields=tuple(shields.items()))

    def happened(self, *entries: HistoryEntry) -> GameState:
        """A new state remembering that ``entries`` happened, after what happened before."""
        return replace(self, history=self.history + entries)

    def spells_cast_this_turn(self, player: str) -> int:
        """601.2i: how many spells ``player`` cast this turn: those before the scenario's
        events, and the run's (a copy isn't cast, 706.10)."""
        return self.player(player).spells_cast_this_turn + sum(
            1 for entry in self.history if entry.kind is Happened.CAST and entry.player == player)

    def has_happened(self, kind: Happened) -> bool:
        """True if something of ``kind`` happened this turn."""
        return any(entry.kind is kind for entry in self.history)

    def in_combat(self, object_id: str) -> bool:
        """506.4: whether ``object_id`` is still the creature declared into combat: the same
        object (400.7), on the battlefield, under the same control, not removed from combat."""
        combat = self.combat
        if combat is None or object_id in combat.removed or not self.has_object(object_id):
            return False
        obj = self.object(object_id)
        return obj.zone == "battlefield" and "Creature" in obj.types and any(
            i == object_id and t == obj.timestamp and c == obj.controller
            for i, t, c in combat.identity)

    def attacking(self, object_id: str) -> str | None:
        """What ``object_id`` attacks, while it is an attacking creature (506.3)."""
        if self.combat is None or not self.in_combat(object_id):
            return None
        return self.combat.attacking(object_id)

    def blocking(self, object_id: str) -> tuple[str, ...] | None:
        """The attackers ``object_id`` blocks that are still attacking, while it is a blocking
        creature (506.3, 509.1g)."""
        if self.combat is None or not self.in_combat(object_id):
            return None
        found = self.combat.blocking(object_id)
        return None if found is None else tuple(a for a in found if self.in_combat(a))

    def with_player(self, player: Player) -> GameState:
        """A new state with ``player`` replacing the player of the same id."""
        players = tuple(player if p.id == player.id else p for p in self.players)
        return replace(self, players=players)
