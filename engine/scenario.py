"""Reading a scenario: validate the whole file and build the initial :class:`GameState`.

Implements the scenario format, version 1 (docs/scenario-format.md). Every
mistake raises :class:`~engine.errors.ScenarioError` naming the field, e.g.
``objects[2].power: expected an integer``. Default timestamps follow rule 613.6c
(objects) and 613.6b (effects): their position in the file.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.abilities import Ability, check_fields, keyword, parse_ability
from engine.cards import Card, find_card, load_ability_kinds, parse_card
from engine.effects import COLORS, ZONES
from engine.errors import ScenarioError, join
from engine.objects import (
    Characteristics,
    ChoiceAnswer,
    Event,
    GameObject,
    GameState,
    Player,
    ResolvedEffect,
    sort_colors,
)
from engine.subtypes import CARD_TYPES, SUPERTYPES, subtype_name

TOP_LEVEL = {
    "format", "title", "description", "source", "players", "active_player", "objects",
    "effects", "events", "choices", "cards",
}
OBJECT_FIELDS = {
    "id", "card", "name", "types", "subtypes", "supertypes", "colors", "mana_value", "power",
    "toughness", "loyalty", "keywords", "abilities", "controller", "owner", "zone", "timestamp",
    "counters", "damage", "deathtouch_damage", "attached_to", "attached_timestamp", "tapped",
    "token", "chosen",
}
EFFECT_FIELDS = {
    "id", "card", "controller", "targets", "timestamp", "mode", "source", "ability", "chosen",
    "affected",
}
EVENT_FIELDS: dict[str, dict[str, str]] = {
    # field -> kind: "object", "object_or_player", "player", "int", "bool", "str", "zone"
    "damage": {"source": "object", "target": "object_or_player", "amount": "int",
               "combat": "bool?"},
    "destroy": {"target": "object"},
    "counters": {"target": "object", "counter": "str", "amount": "int"},
    "gain_life": {"player": "player", "amount": "int"},
    "lose_life": {"player": "player", "amount": "int"},
    "draw": {"player": "player", "amount": "int"},
    "move": {"object": "object", "to": "zone"},
    "enter": {"object": "object"},
}
RESERVED_ID_MARKS = ("#", ">", "~")
# Ability kinds that are not created by a spell or ability resolving.
PERMANENT_KINDS = {"static", "keyword", "mana", "text"}


def _expect_int(value: Any, path: str, minimum: int | None = None) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ScenarioError(path, "expected an integer")
    if minimum is not None and value < minimum:
        raise ScenarioError(path, f"expected an integer of at least {minimum}")
    return value


def _expect_bool(value: Any, path: str) -> bool:
    if not isinstance(value, bool):
        raise ScenarioError(path, "expected true or false")
    return value


def _expect_str(value: Any, path: str) -> str:
    if not isinstance(value, str) or not value:
        raise ScenarioError(path, "expected a non-empty string")
    return value


def _expect_list(value: Any, path: str) -> list[Any]:
    if not isinstance(value, list):
        raise ScenarioError(path, "expected a list")
    return value


def _expect_object(value: Any, path: str) -> Mapping[str, Any]:
    if not isinstance(value, Mapping):
        raise ScenarioError(path, "expected an object")
    return value


def _strings(value: Any, path: str, allowed: tuple[str, ...] | None = None) -> tuple[str, ...]:
    items = _expect_list(value, path)
    for i, item in enumerate(items):
        _expect_str(item, join(path, i))
        if allowed is not None and item not in allowed:
            raise ScenarioError(
                join(path, i), f"unknown value {item!r} (expected one of {', '.join(allowed)})"
            )
    return tuple(items)


def _string_map(value: Any, path: str) -> tuple[tuple[str, str], ...]:
    data = _expect_object(value, path)
    for key, item in data.items():
        _expect_str(item, join(path, key))
    return tuple(sorted(data.items()))


def _chosen(value: Any, path: str) -> tuple[tuple[str, str], ...]:
    """Choices made as it entered or resolved; a chosen creature type spelt as a subtype."""
    return tuple((key, subtype_name(item) if key == "creature_type" else item)
                 for key, item in _string_map(value, path))


class _Reader:
    """Validates one scenario; holds the ids seen so far."""

    def __init__(self, data: Mapping[str, Any]) -> None:
        self.data = data
        self.ids: dict[str, str] = {}  # id -> path where it was defined
        self.players: list[str] = []
        self.object_ids: list[str] = []
        self.custom_cards: dict[str, Card] = {}

    def claim_id(self, value: Any, path: str) -> str:
        ident = _expect_str(value, path)
        if any(mark in ident for mark in RESERVED_ID_MARKS):
            # The layer system names static abilities' effects "<object>#<n>".
            raise ScenarioError(path, "an id can't contain #, > or ~ (effect ids use them)")
        if ident in self.ids:
            raise ScenarioError(path, f"duplicate id {ident!r} (already used at {self.ids[ident]})")
        self.ids[ident] = path
        return ident

    def player_ref(self, value: Any, path: str) -> str:
        ident = _expect_str(value, path)
        if ident not in self.players:
            raise ScenarioError(path, f"unknown player {ident!r}")
        return ident

    def object_ref(self, value: Any, path: str) -> str:
        ident = _expect_str(value, path)
        if ident not in self.object_ids:
            raise ScenarioError(path, f"unknown object {ident!r}")
        return ident

    def card(self, value: Any, path: str) -> Card:
        name = _expect_str(value, path)
        found = self.custom_cards.get(name.casefold()) or find_card(name)
        if found is None:
            raise ScenarioError(path, f"unknown card {name!r}")
        return found

    # --- sections ---------------------------------------------------------------------

    def read(self) -> GameState:
        data = self.data
        check_fields(data, "", TOP_LEVEL)
        if "format" in data and data["format"] != 1:
            raise ScenarioError("format", "expected 1 (this engine reads scenario format 1)")
        title = data.get("title", "")
        if not isinstance(title, str):
            raise ScenarioError("title", "expected a string")
        players = self.read_players(data.get("players"))
        active = players[0].id
        if "active_player" in data:
            active = self.player_ref(data["active_player"], "active_player")
        for i, raw in enumerate(_expect_list(data.get("cards", []), "cards")):
            card = parse_card(raw, join("cards", i))
            if card.name.casefold() in self.custom_cards:
                raise ScenarioError(join(join("cards", i), "name"),
                                    f"card {card.name!r} is defined twice")
            self.custom_cards[card.name.casefold()] = card
        raw_objects = _expect_list(data.get("objects", []), "objects")
        raw_effects = _expect_list(data.get("effects", []), "effects")
        # Ids first, so objects can refer to objects listed after them (attached_to).
        for i, raw in enumerate(raw_objects):
            path = join("objects", i)
            self.object_ids.append(self.claim_id(_expect_object(raw, path).get("id"),
                                                 join(path, "id")))
        objects = tuple(
            self.read_object(raw, join("objects", i), default_timestamp=i + 1, active=active)
            for i, raw in enumerate(raw_objects)
        )
        effects = tuple(
            self.read_effect(raw, join("effects", i), len(raw_objects) + i + 1, objects, active)
            for i, raw in enumerate(raw_effects)
        )
        events = tuple(
            self.read_event(raw, join("events", i), i)
            for i, raw in enumerate(_expect_list(data.get("events", []), "events"))
        )
        choices = tuple(
            self.read_choice(raw, join("choices", i), i)
            for i, raw in enumerate(_expect_list(data.get("choices", []), "choices"))
        )
        stamps = [o.timestamp for o in objects] + [e.timestamp for e in effects]
        stamps += [o.attached_timestamp or 0 for o in objects]
        return GameState(
            players=players,
            active_player=active,
            objects=objects,
            effects=effects,
            events=events,
            choices=choices,
            title=title,
            next_timestamp=max(stamps, default=0) + 1,
        )

    def read_players(self, raw: Any) -> tuple[Player, ...]:
        items = _expect_list(raw, "players")
        if not items:
            raise ScenarioError("players", "expected at least one player")
        players = []
        for i, item in enumerate(items):
            path = join("players", i)
            data = _expect_object(item, path)
            check_fields(data, path, {"id", "life", "poison", "library"})
            ident = self.claim_id(data.get("id"), join(path, "id"))
            self.players.append(ident)
            players.append(Player(
                id=ident,
                life=_expect_int(data.get("life", 20), join(path, "life")),
                poison=_expect_int(data.get("poison", 0), join(path, "poison"), 0),
                library=_expect_int(data.get("library", 53), join(path, "library"), 0),
            ))
        return tuple(players)

    def read_object(self, raw: Any, path: str, default_timestamp: int, active: str) -> GameObject:
        data = _expect_object(raw, path)
        check_fields(data, path, OBJECT_FIELDS)
        ident = data["id"]
        card = self.card(data["card"], join(path, "card")) if "card" in data else None
        controller = (
            self.player_ref(data["controller"], join(path, "controller"))
            if "controller" in data else active
        )
        owner = (
            self.player_ref(data["owner"], join(path, "owner")) if "owner" in data else controller
        )
        zone = data.get("zone", "battlefield")
        if zone not in ZONES:
            raise ScenarioError(join(path, "zone"), f"expected one of {', '.join(ZONES)}")

        def stat(name: str, printed: int | None) -> int | None:
            if name not in data:
                return printed
            if data[name] is None:
                return None
            return _expect_int(data[name], join(path, name))

        if "name" in data:
            name = _expect_str(data["name"], join(path, "name"))
        else:
            name = card.name if card else ident
        abilities: tuple[Ability, ...] = card.abilities if card else ()
        if "keywords" in data:
            kept = tuple(a for a in abilities if not a.is_keyword)
            abilities = tuple(keyword(k) for k in _strings(data["keywords"], join(path, "keywords"))
                              ) + kept
        if "abilities" in data:
            items = _expect_list(data["abilities"], join(path, "abilities"))
            parsed = tuple(
                parse_ability(a, join(join(path, "abilities"), i)) for i, a in enumerate(items)
            )
            abilities = tuple(a for a in abilities if a.is_keyword) + parsed
        base = Characteristics(
            name=name,
            mana_value=_expect_int(data.get("mana_value", card.mana_value if card else 0),
                                   join(path, "mana_value"), 0),
            colors=sort_colors(_strings(data["colors"], join(path, "colors"), COLORS)
                               if "colors" in data else (card.colors if card else ())),
            types=(_strings(data["types"], join(path, "types"), CARD_TYPES)
                   if "types" in data else (card.types if card else ())),
            subtypes=(tuple(subtype_name(t) for t in _strings(data["subtypes"],
                                                               join(path, "subtypes")))
                      if "subtypes" in data else (card.subtypes if card else ())),
            supertypes=(_strings(data["supertypes"], join(path, "supertypes"), SUPERTYPES)
                        if "supertypes" in data else (card.supertypes if card else ())),
            power=stat("power", card.power if card else None),
            toughness=stat("toughness", card.toughness if card else None),
            loyalty=stat("loyalty", card.loyalty if card else None),
            abilities=abilities,
            controller=controller,
        )
        counters: tuple[tuple[str, int], ...] = ()
        if "counters" in data:
            raw_counters = _expect_object(data["counters"], join(path, "counters"))
            counters = tuple(sorted(
                (_expect_str(k, join(path, "counters")),
                 _expect_int(v, join(join(path, "counters"), k), 0))
                for k, v in raw_counters.items()
            ))
        attached_to = None
        if "attached_to" in data:
            target = _expect_str(data["attached_to"], join(path, "attached_to"))
            if target not in self.object_ids and target not in self.players:
                raise ScenarioError(join(path, "attached_to"),
                                    f"unknown object or player {target!r}")
            if target == ident:
                raise ScenarioError(join(path, "attached_to"),
                                    "an object can't be attached to itself")
            attached_to = target
        attached_timestamp = None
        if "attached_timestamp" in data:
            attached_timestamp = _expect_int(data["attached_timestamp"],
                                             join(path, "attached_timestamp"))
        return GameObject(
            id=ident,
            card_name=card.name if card else None,
            owner=owner,
            zone=zone,
            timestamp=_expect_int(data.get("timestamp", default_timestamp),
                                  join(path, "timestamp")),
            base=base,
            characteristics=base,
            counters=counters,
            damage=_expect_int(data.get("damage", 0), join(path, "damage"), 0),
            deathtouch_damage=_expect_bool(data.get("deathtouch_damage", False),
                                           join(path, "deathtouch_damage")),
            tapped=_expect_bool(data.get("tapped", False), join(path, "tapped")),
            token=_expect_bool(data.get("token", False), join(path, "token")),
            attached_to=attached_to,
            attached_timestamp=attached_timestamp,
            chosen=_chosen(data["chosen"], join(path, "chosen")) if "chosen" in data else (),
        )

    def read_effect(self, raw: Any, path: str, default_timestamp: int,
                    objects: tuple[GameObject, ...], active: str) -> ResolvedEffect:
        data = _expect_object(raw, path)
        check_fields(data, path, EFFECT_FIELDS)
        ident = self.claim_id(data.get("id"), join(path, "id"))
        source = None
        if "source" in data:
            source = self.object_ref(data["source"], join(path, "source"))
        source_object = next((o for o in objects if o.id == source), None)
        if "card" in data:
            card = self.card(data["card"], join(path, "card"))
        elif source_object is not None and source_object.card_name is not None:
            card = self.card(source_object.card_name, join(path, "source"))
        else:
            raise ScenarioError(join(path, "card"), "required (or a source object with a card)")
        mode = None
        if "mode" in data:
            mode = _expect_str(data["mode"], join(path, "mode"))
        ability = self.pick_ability(card, data, path, mode)
        if "controller" in data:
            controller = self.player_ref(data["controller"], join(path, "controller"))
        else:
            controller = source_object.base.controller if source_object else active
        targets: tuple[str, ...] = ()
        if "targets" in data:
            items = _expect_list(data["targets"], join(path, "targets"))
            checked = []
            for i, item in enumerate(items):
                target = _expect_str(item, join(join(path, "targets"), i))
                if target not in self.object_ids and target not in self.players:
                    raise ScenarioError(join(join(path, "targets"), i),
                                        f"unknown object or player {target!r}")
                checked.append(target)
            targets = tuple(checked)
        affected = None
        if "affected" in data:
            items = _expect_list(data["affected"], join(path, "affected"))
            affected = tuple(
                self.object_ref(item, join(join(path, "affected"), i))
                for i, item in enumerate(items)
            )
        return ResolvedEffect(
            id=ident,
            card_name=card.name,
            ability=ability,
            controller=controller,
            timestamp=_expect_int(data.get("timestamp", default_timestamp),
                                  join(path, "timestamp")),
            targets=targets,
            source=source,
            mode=mode,
            chosen=_chosen(data["chosen"], join(path, "chosen")) if "chosen" in data else (),
            affected=affected,
        )

    def pick_ability(self, card: Card, data: Mapping[str, Any], path: str,
                     mode: str | None) -> Ability:
        if "ability" in data:
            index = _expect_int(data["ability"], join(path, "ability"), 0)
            if index >= len(card.abilities):
                raise ScenarioError(join(path, "ability"),
                                    f"{card.name} has {len(card.abilities)} abilities")
            return card.abilities[index]
        candidates = [a for a in card.abilities if a.kind not in PERMANENT_KINDS]
        if mode is not None:
            candidates = [a for a in candidates if getattr(a.spec, "mode", None) == mode]
            if not candidates:
                raise ScenarioError(join(path, "mode"), f"{card.name} has no mode {mode!r}")
        if not candidates:
            raise ScenarioError(
                join(path, "card"),
                f"{card.name} has no spell or activated ability that creates an effect",
            )
        return candidates[0]

    def read_event(self, raw: Any, path: str, index: int) -> Event:
        data = _expect_object(raw, path)
        kind = data.get("type")
        if kind not in EVENT_FIELDS:
            raise ScenarioError(join(path, "type"),
                                f"expected one of {', '.join(EVENT_FIELDS)}")
        fields = EVENT_FIELDS[kind]
        check_fields(data, path, {"type", *fields})
        values: dict[str, Any] = {}
        for name, expected in fields.items():
            optional = expected.endswith("?")
            expected = expected.rstrip("?")
            field_path = join(path, name)
            if name not in data:
                if optional:
                    continue
                raise ScenarioError(field_path, "required")
            value = data[name]
            if expected == "object":
                values[name] = self.object_ref(value, field_path)
            elif expected == "player":
                values[name] = self.player_ref(value, field_path)
            elif expected == "object_or_player":
                ident = _expect_str(value, field_path)
                if ident not in self.object_ids and ident not in self.players:
                    raise ScenarioError(field_path, f"unknown object or player {ident!r}")
                values[name] = ident
            elif expected == "int":
                values[name] = _expect_int(value, field_path, 0)
            elif expected == "bool":
                values[name] = _expect_bool(value, field_path)
            elif expected == "zone":
                if value not in ZONES:
                    raise ScenarioError(field_path, f"expected one of {', '.join(ZONES)}")
                values[name] = value
            else:
                values[name] = _expect_str(value, field_path)
        return Event(type=kind, index=index, **values)

    def read_choice(self, raw: Any, path: str, index: int) -> ChoiceAnswer:
        data = _expect_object(raw, path)
        check_fields(data, path, {"player", "choose"})
        return ChoiceAnswer(
            player=self.player_ref(data.get("player"), join(path, "player")),
            choose=_expect_str(data.get("choose"), join(path, "choose")),
            index=index,
        )


def load_scenario(data: Any) -> GameState:
    """Validate a parsed scenario (a JSON object) and build the initial game state."""
    if not isinstance(data, Mapping):
        raise ScenarioError("", "a scenario must be a JSON object")
    load_ability_kinds()
    return _Reader(data).read()
