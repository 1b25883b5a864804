"""Typed rules concepts shared across the engine: zones (400.1), layers and sublayers (613.1,
613.3), the durations of continuous effects (611.2) and the kinds of event a scenario plays and
an ability's event pattern watches, and the events that move the turn along.

Each is a :class:`enum.StrEnum`, so its members are also the strings the scenario format and
the trace write ("battlefield", "7b", "end_of_turn"): the format and the goldens keep their
spelling, and code can't misspell a concept without mypy or a test noticing.
"""

from __future__ import annotations

import enum


class Zone(enum.StrEnum):
    """400.1: the zones of the game."""

    BATTLEFIELD = "battlefield"
    GRAVEYARD = "graveyard"
    HAND = "hand"
    LIBRARY = "library"
    EXILE = "exile"
    STACK = "stack"
    COMMAND = "command"


class Layer(enum.StrEnum):
    """613.1 layers and 613.3 sublayers of layer 7, in the order they apply (as numbered in
    the shipped text: counters are 7d, switching 7e)."""

    COPY = "1"
    CONTROL = "2"
    TEXT = "3"
    TYPE = "4"
    COLOR = "5"
    ABILITY = "6"
    PT_CDA = "7a"
    PT_SET = "7b"
    PT_MODIFY = "7c"
    PT_COUNTERS = "7d"
    PT_SWITCH = "7e"

    @property
    def concept(self) -> str:
        """The citation-table concept of this layer (engine/data/citations.json)."""
        return _LAYER_CONCEPTS[self]


_LAYER_CONCEPTS = {
    Layer.COPY: "layer.copy",
    Layer.CONTROL: "layer.control",
    Layer.TEXT: "layer.text",
    Layer.TYPE: "layer.type",
    Layer.COLOR: "layer.color",
    Layer.ABILITY: "layer.ability",
    Layer.PT_CDA: "sublayer.cda",
    Layer.PT_SET: "sublayer.set",
    Layer.PT_MODIFY: "sublayer.modify",
    Layer.PT_COUNTERS: "sublayer.counters",
    Layer.PT_SWITCH: "sublayer.switch",
}


class Duration(enum.StrEnum):
    """611.2a: how long a continuous effect from a resolved spell or ability lasts.

    An effect with no duration lasts as long as the game (611.2a). ``end_of_turn`` is both
    "until end of turn" and "this turn": such effects end in the cleanup step (514.2, played by
    a scenario's ``end_turn`` event). ``while_you_control_source`` is "for as long as you
    control [source]" (611.2b): it ends as soon as the effect's controller no longer controls
    its source on the battlefield, and doesn't start again (:mod:`engine.game.durations`).
    ``next_untap_step`` is "during its controller's next untap step" (502.3): only a
    restriction keeping permanents from untapping has it; for each permanent it ends once
    the untap step of the player controlling it then has passed, whether the permanent was
    tapped or not (:func:`engine.turn.turns.untap_step`).
    """

    END_OF_TURN = "end_of_turn"
    WHILE_YOU_CONTROL_SOURCE = "while_you_control_source"
    NEXT_UNTAP_STEP = "next_untap_step"


class EventType(enum.StrEnum):
    """The kinds of event a replacement or prevention ability's event pattern watches."""

    MOVE = "move"
    ENTER = "enter"
    COUNTERS = "counters"
    DAMAGE = "damage"
    GAIN_LIFE = "gain_life"
    LOSE_LIFE = "lose_life"
    DRAW = "draw"
    DESTROY = "destroy"
    # 111.1: an effect creates tokens; 614.1a: "creates twice that many ... instead".
    CREATE_TOKEN = "create_token"


class ScenarioEventType(enum.StrEnum):
    """The kinds of event a scenario's ``events`` list plays."""

    DAMAGE = "damage"
    DESTROY = "destroy"
    SACRIFICE = "sacrifice"
    COUNTERS = "counters"
    GAIN_LIFE = "gain_life"
    LOSE_LIFE = "lose_life"
    DRAW = "draw"
    MOVE = "move"
    ENTER = "enter"
    CREATE_TOKEN = "create_token"
    # 503, 513, 514: the turn moves along.
    UPKEEP = "upkeep"
    DRAW_STEP = "draw_step"
    UNTAP = "untap"
    END_TURN = "end_turn"
    # 601, 602, 608: casting a spell, activating an ability, all players passing priority.
    CAST = "cast"
    ACTIVATE = "activate"
    RESOLVE = "resolve"
    # 702.37e, 116.2b: turning a face-down permanent face up, a special action.
    TURN_FACE_UP = "turn_face_up"
    # 702.62a, 116.2f: exiling a card with suspend from the hand, a special action.
    SUSPEND = "suspend"
    # 506-511: combat.
    ATTACK = "attack"
    BLOCK = "block"
    COMBAT_DAMAGE = "combat_damage"
