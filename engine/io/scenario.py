"""Reading a scenario: validate the whole file and build the initial :class:`GameState`.

Implements the scenario format, version 1 (docs/scenario-format.md). Every
mistake raises :class:`~engine.errors.ScenarioError` naming the field, e.g.
``objects[2].power: expected an integer``: the structure is checked against the format's
declaration (engine/format/), then this module checks what refers to what (ids, players, card
names) as it builds the state. Default timestamps follow rule 613.6c
(objects) and 613.6b (effects): their position in the file.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from engine.abilities.effects import continuous_spec, uses_x
from engine.abilities.registry import keyword, parse_ability
from engine.abilities.replacements import spec_of
from engine.abilities.spells import ActionSpec
from engine.concepts import ScenarioEventType, Zone
from engine.errors import ScenarioError, join
from engine.format import EVENTS, check_scenario, defaults, event_fields, trusted
from engine.format import Object as ObjectFormat
from engine.format import Player as PlayerFormat
from engine.game.zones import excluded_name
from engine.library.cards import Card, find_card, parse_card
from engine.library.faces import face_up
from engine.oracle import OracleError, compile_face
from engine.state.choices import division_id
from engine.state.objects import (
    Ability,
    Characteristics,
    ChoiceAnswer,
    Event,
    FaceUp,
    GameObject,
    GameState,
    LinkedExile,
    Player,
    ResolvedEffect,
    face_down_characteristics,
    sort_colors,
)
from engine.subtypes import BASIC_LAND_TYPES, CREATURE_TYPES, subtype_name

# Ability kinds that are not created by a spell or ability resolving.
# Abilities that don't create a resolved effect: an effect's ability is never one of these
# (a triggered ability resolves from the stack, its events played, 603; not an effect's text).
PERMANENT_KINDS = {"static", "keyword", "mana", "text", "triggered"}
# The format's defaults (engine/format/), which the contract fixes: life 20, poison 0, ...
PLAYER = defaults(PlayerFormat)
OBJECT = defaults(ObjectFormat)
EVENT_FIELDS = {kind: event_fields(kind) for kind in EVENTS}
EVENT_DEFAULTS = {kind: defaults(EVENTS[kind]) for kind in EVENTS}


def _chosen(data: Mapping[str, str], path: str) -> tuple[tuple[str, str], ...]:
    """Choices made as it entered or resolved; a chosen creature type spelt as a subtype, and
    one of the creature types of 205.3m (a misspelt one would match no creature, silently)."""
    chosen = tuple((key, subtype_name(item) if key in ("creature_type", "basic_land_type")
                    else item) for key, item in sorted(data.items()))
    for key, item in chosen:
        if key == "basic_land_type" and item not in BASIC_LAND_TYPES:
            raise ScenarioError(join(join(path, "chosen"), key),
                                f"{item!r} is not a basic land type (305.6)")
        if key == "creature_type" and item not in CREATURE_TYPES:
            raise ScenarioError(join(join(path, "chosen"), key),
                                f"{item!r} is not a creature type (205.3m)")
        if key == "unleash" and item not in ("counter", "none"):
            # 702.98a: with the additional +1/+1 counter, or without it.
            raise ScenarioError(join(join(path, "chosen"), key),
                                f"expected counter or none, not {item!r} (702.98a)")
        if key == "riot" and item not in ("counter", "haste"):
            # 702.136a: the additional +1/+1 counter, or haste.
            raise ScenarioError(join(join(path, "chosen"), key),
                                f"expected counter or haste, not {item!r} (702.136a)")
    return chosen


def _check_chosen_names(objects: tuple[GameObject, ...]) -> None:
    """201.4a, 614.12a: an object's ``chosen`` card name, for a permanent that chooses "a
    nonland card name", isn't the name of a land card in the game."""
    for i, obj in enumerate(objects):
        name = obj.chosen_value("card_name")
        if name is None:
            continue
        for ability in obj.characteristics.abilities:
            spec = spec_of(ability)
            excluded = spec.modify.choose_except if spec is not None and spec.modify else ()
            if not excluded or spec is None or spec.modify is None \
                    or spec.modify.choose != "card_name":
                continue
            refused = excluded_name(objects, name, excluded)
            if refused is not None:
                raise ScenarioError(join(join(join("objects", i), "chosen"), "card_name"), (
                    f"{name!r} is the name of a {refused} card: {obj.name} names a card "
                    f"without the card types {', '.join(excluded)} ({ability.label}; 201.4a, "
                    "614.12a)"))


def _token_name(token: Mapping[str, Any]) -> dict[str, str]:
    """111.4: a token the effect doesn't name (nor copies a card) is named after its
    subtypes, plus "Token"."""
    if "card" in token:
        return {}
    return {"name": " ".join([*token.get("subtypes", ()), "Token"])}


# What each event's fields refer to; the rest of an event is plain values.
EVENT_REFERENCES: dict[str, dict[str, str]] = {
    "damage": {"source": "object", "target": "object_or_player"},
    "destroy": {"target": "object"},
    "sacrifice": {"object": "object"},
    "counters": {"target": "object"},
    "gain_life": {"player": "player"},
    "lose_life": {"player": "player"},
    "draw": {"player": "player"},
    "move": {"object": "object"},
    "enter": {"object": "object"},
    "create_token": {"controller": "player", "id": "new_id"},
    "upkeep": {},
    "draw_step": {},
    "untap": {},
    "end_turn": {},
    "cast": {"player": "player", "object": "object", "targets": "objects_or_players",
             "sacrifice": "objects", "discard": "objects", "convoke": "objects",
             "improvise": "objects", "delve": "objects", "conspire": "objects"},
    "activate": {"player": "player", "object": "object", "targets": "objects_or_players",
                 "sacrifice": "objects", "discard": "objects", "tap": "objects"},
    "resolve": {},
    "turn_face_up": {"player": "player", "object": "object"},
    # Combat's events refer to objects and players inside their lists (read_combat).
    "attack": {},
    "block": {},
    "combat_damage": {},
}



def with_compiled_abilities(raw: Any) -> Any:
    """A scenario's card (or each of its faces) that gives its Oracle ``text`` and no
    ``abilities`` gets them from the text, read by the Oracle compiler: each line a template
    reads exactly becomes its abilities, every other line a ``text`` ability, which a run
    lists in ``not_modelled`` (the contract's "cards given by Oracle text")."""
    if not isinstance(raw, Mapping):
        return raw
    found = dict(raw)
    if isinstance(found.get("faces"), list):
        found["faces"] = [with_compiled_abilities(face) for face in found["faces"]]
    if "abilities" in found or not isinstance(found.get("text"), str) or not found["text"]:
        return found
    try:
        compiled = compile_face(found)
    except OracleError:
        return found  # not a card face: the format's check names what is wrong
    # A keyword the card already lists in ``keywords`` is that ability; its line isn't a second.
    listed = {k.casefold() for k in found.get("keywords", ()) if isinstance(k, str)}
    found["abilities"] = [
        a for a in compiled.card_abilities()
        if not (a.get("kind") == "keyword" and str(a.get("keyword", "")).casefold() in listed)]
    return found


class _Reader:
    """Reads one structurally valid scenario; checks its references; holds the ids seen."""

    def __init__(self, data: Mapping[str, Any]) -> None:
        self.data = data
        self.ids: dict[str, str] = {}  # id -> path where it was defined
        self.players: list[str] = []
        self.object_ids: list[str] = []
        self.custom_cards: dict[str, Card] = {}
        # Cards with several faces, by each face's name (a card's own name comes first).
        self.custom_faces: dict[str, Card] = {}
        self.token_ids: list[str] = []  # the first token id of each create_token event

    def claim_id(self, ident: str, path: str) -> str:
        if ident in self.ids:
            raise ScenarioError(path, f"duplicate id {ident!r} (already used at {self.ids[ident]})")
        self.ids[ident] = path
        return ident

    def player_ref(self, ident: str, path: str) -> str:
        if ident not in self.players:
            raise ScenarioError(path, f"unknown player {ident!r}")
        return ident

    def object_ref(self, ident: str, path: str) -> str:
        if ident not in self.object_ids and not self.is_token_id(ident):
            raise ScenarioError(path, f"unknown object {ident!r}")
        return ident

    def is_token_id(self, ident: str) -> bool:
        """Whether an earlier create_token event makes a token with this id (``t``, ``t.2``:
        how many it makes depends on the replacement effects, 614.1a)."""
        first, _, number = ident.rpartition(".")
        return ident in self.token_ids or (
            first in self.token_ids and number.isdigit() and int(number) >= 2)

    def object_or_player_ref(self, ident: str, path: str) -> str:
        if ident not in self.object_ids and ident not in self.players and not (
                self.is_token_id(ident)):
            raise ScenarioError(path, f"unknown object or player {ident!r}")
        return ident

    def card(self, name: str, path: str) -> Card:
        found = (self.custom_cards.get(name.casefold()) or find_card(name)
                 or self.custom_faces.get(name.casefold()))
        if found is None:
            raise ScenarioError(path, f"unknown card {name!r}")
        return found

    # --- sections ---------------------------------------------------------------------

    def read(self) -> GameState:
        data = self.data
        players = self.read_players(data["players"])
        active = players[0].id
        if "active_player" in data:
            active = self.player_ref(data["active_player"], "active_player")
        for i, raw in enumerate(data.get("cards", [])):
            card = parse_card(with_compiled_abilities(raw), join("cards", i))
            if card.name.casefold() in self.custom_cards:
                raise ScenarioError(join(join("cards", i), "name"),
                                    f"card {card.name!r} is defined twice")
            self.custom_cards[card.name.casefold()] = card
            for face in card.faces:
                self.custom_faces.setdefault(face.name.casefold(), card)
        raw_objects = data.get("objects", [])
        raw_effects = data.get("effects", [])
        # Ids first, so objects can refer to objects listed after them (attached_to).
        for i, raw in enumerate(raw_objects):
            self.object_ids.append(self.claim_id(raw["id"], join(join("objects", i), "id")))
        objects = tuple(
            self.read_object(raw, join("objects", i), default_timestamp=i + 1, active=active)
            for i, raw in enumerate(raw_objects)
        )
        _check_chosen_names(objects)
        effects = tuple(
            self.read_effect(raw, join("effects", i), len(raw_objects) + i + 1, objects, active)
            for i, raw in enumerate(raw_effects)
        )
        events = tuple(
            self.read_event(raw, join("events", i), i)
            for i, raw in enumerate(data.get("events", []))
        )
        self.check_token_ids(events)
        players = self.read_library_tops(data["players"], players, objects)
        choices = tuple(
            self.read_choice(raw, join("choices", i), i)
            for i, raw in enumerate(data.get("choices", []))
        )
        stamps = [o.timestamp for o in objects] + [e.timestamp for e in effects]
        stamps += [o.attached_timestamp or 0 for o in objects]
        linked = self.read_linked_exiles(raw_objects, objects)
        return GameState(
            linked_exiles=linked,
            players=players,
            active_player=active,
            objects=objects,
            effects=effects,
            events=events,
            choices=choices,
            title=data.get("title", ""),
            next_timestamp=max(stamps, default=0) + 1,
        )

    def read_linked_exiles(self, raw_objects: list[Any], objects: tuple[GameObject, ...]
                           ) -> tuple[LinkedExile, ...]:
        """607.2a, 610.3: what each permanent's abilities exiled (``exiled``,
        ``exiled_until_leaves``): cards in exile, each exiled by one permanent only."""
        by_id = {o.id: o for o in objects}
        records: list[LinkedExile] = []
        seen: set[str] = set()
        for i, raw in enumerate(raw_objects):
            for field_name in ("exiled", "exiled_until_leaves"):
                if field_name not in raw:
                    continue
                where = join(join("objects", i), field_name)
                source = by_id[raw["id"]]
                if source.zone != Zone.BATTLEFIELD:
                    raise ScenarioError(where, "only a permanent on the battlefield has exiled "
                                        "cards linked to it (607.2a, 610.3)")
                for j, ident in enumerate(raw[field_name]):
                    card = by_id.get(self.object_ref(ident, join(where, j)))
                    if card is None or card.zone != Zone.EXILE or ident in seen:
                        raise ScenarioError(join(where, j), "expected a card in exile that no "
                                            "other permanent exiled (607.2a, 610.3)")
                    seen.add(ident)
                    records.append(LinkedExile(source.id, source.timestamp, card.id,
                                               card.timestamp,
                                               field_name == "exiled_until_leaves",
                                               card.name))
        return tuple(records)

    def read_choice(self, raw: Mapping[str, Any], path: str, index: int) -> ChoiceAnswer:
        """An answer: an option's id, or a division of combat damage (510.1c)."""
        player = self.player_ref(raw["player"], join(path, "player"))
        choose = raw["choose"]
        if isinstance(choose, str):
            return ChoiceAnswer(player=player, choose=choose, index=index)
        division = tuple(
            (self.object_or_player_ref(to, join(join(path, "choose"), to)), amount)
            for to, amount in choose.items())
        return ChoiceAnswer(player=player, choose=division_id(division), index=index,
                            division=division)

    def read_players(self, items: list[Mapping[str, Any]]) -> tuple[Player, ...]:
        players = []
        for i, data in enumerate(items):
            ident = self.claim_id(data["id"], join(join("players", i), "id"))
            self.players.append(ident)
            players.append(Player(id=ident, **{**PLAYER, **{k: data[k] for k in PLAYER
                                                             if k in data}},
                                  # 107.14: a project extension without a declared default.
                                  energy=data.get("energy", 0),
                                  spells_cast_last_turn=data.get("spells_cast_last_turn", 0),
                                  spells_cast_this_turn=data.get("spells_cast_this_turn", 0),
                                  # 702.131c: a designation, false when absent.
                                  city_blessing=data.get("city_blessing", False),
                                  monarch=data.get("monarch", False),
                                  # 514.1: the hand is the listed cards (false when absent).
                                  hand_known=data.get("hand_known", False)))
        monarchs = [i for i, data in enumerate(items) if data.get("monarch")]
        if len(monarchs) > 1:
            raise ScenarioError(join(join("players", monarchs[1]), "monarch"),
                                "only one player can be the monarch (724.3)")
        return tuple(players)

    def read_library_tops(self, items: list[Mapping[str, Any]], players: tuple[Player, ...],
                          objects: tuple[GameObject, ...]) -> tuple[Player, ...]:
        """``library_top``: named cards in the player's library, top first (401.2)."""
        by_id = {o.id: o for o in objects}
        read = []
        for i, (data, player) in enumerate(zip(items, players, strict=True)):
            top: list[str] = []
            for j, ident in enumerate(data.get("library_top", ())):
                path = join(join(join("players", i), "library_top"), j)
                obj = by_id.get(ident)
                if obj is None or obj.zone != Zone.LIBRARY or obj.owner != player.id:
                    raise ScenarioError(path, f"{ident!r} is not an object in the library "
                                        f"of {player.id!r}")
                if ident in top:
                    raise ScenarioError(path, f"{ident!r} is listed twice")
                top.append(ident)
            read.append(replace(player, library_top=tuple(top)))
        return tuple(read)

    def read_object(self, data: Mapping[str, Any], path: str, default_timestamp: int,
                    active: str) -> GameObject:
        ident = data["id"]
        whole = self.card(data["card"], join(path, "card")) if "card" in data else None
        card = None
        if whole is not None:
            # A card named by one of its faces ("Insectile Aberration") has that face up.
            named = next((f.name for f in whole.faces
                          if f.name.casefold() == data["card"].casefold()), None)
            card = face_up(whole, data.get("face", named),
                           Zone(data.get("zone", OBJECT["zone"])), path)
        elif "face" in data:
            raise ScenarioError(join(path, "face"), "a face needs a card")
        controller = (
            self.player_ref(data["controller"], join(path, "controller"))
            if "controller" in data else active
        )
        owner = (
            self.player_ref(data["owner"], join(path, "owner")) if "owner" in data else controller
        )

        def printed(name: str, value: Any) -> Any:
            return data.get(name, value)

        abilities: tuple[Ability, ...] = card.abilities if card else ()
        if "keywords" in data:
            kept = tuple(a for a in abilities if not a.is_keyword)
            abilities = tuple(keyword(k) for k in data["keywords"]) + kept
        if "abilities" in data:
            parsed = tuple(
                parse_ability(a, join(join(path, "abilities"), i))
                for i, a in enumerate(data["abilities"])
            )
            abilities = tuple(a for a in abilities if a.is_keyword) + parsed
        base = Characteristics(
            name=printed("name", card.name if card else ident),
            mana_value=printed("mana_value", card.mana_value if card else 0),
            colors=sort_colors(printed("colors", card.colors if card else ())),
            types=tuple(printed("types", card.types if card else ())),
            subtypes=(tuple(subtype_name(t) for t in data["subtypes"])
                      if "subtypes" in data else (card.subtypes if card else ())),
            supertypes=tuple(printed("supertypes", card.supertypes if card else ())),
            power=printed("power", card.power if card else None),
            toughness=printed("toughness", card.toughness if card else None),
            loyalty=printed("loyalty", card.loyalty if card else None),
            abilities=abilities,
            controller=controller,
        )
        other, other_card = None, None
        if whole is not None and card is not None and whole.layout in ("transform", "flip") \
                and not data.get("token", False) \
                and len(whole.faces) == 2:
            # 701.28a, 710.1: the face that isn't up, as printed (712.8, 710.2: its mana
            # value is the front face's; a flipped permanent keeps the card's mana cost).
            up_back = card.name.casefold() == whole.faces[1].name.casefold()
            other_card = face_up(whole, None if up_back else whole.faces[1].name,
                                 Zone.BATTLEFIELD, path)
            other = Characteristics(
                name=other_card.name, mana_value=other_card.mana_value,
                colors=sort_colors(other_card.colors), types=tuple(other_card.types),
                subtypes=other_card.subtypes, supertypes=tuple(other_card.supertypes),
                power=other_card.power, toughness=other_card.toughness,
                loyalty=other_card.loyalty, abilities=other_card.abilities,
                controller=controller)
        back_up = other is not None and card is not None and whole is not None \
            and card.name.casefold() == whole.faces[1].name.casefold()
        if back_up and data.get("face_down", False):
            raise ScenarioError(join(path, "face_down"), (
                "a face-down double-faced or flip card is neither transformed nor flipped: "
                "name its front face (712.15a)"))
        attached_to = OBJECT["attached_to"]
        if "attached_to" in data:
            attached_to = self.object_or_player_ref(data["attached_to"],
                                                    join(path, "attached_to"))
            if attached_to == ident:
                raise ScenarioError(join(path, "attached_to"),
                                    "an object can't be attached to itself")
        hidden = None
        mana_cost = printed("mana_cost", card.mana_cost if card else None)
        if data.get("face_down", False):
            if data.get("zone", OBJECT["zone"]) != Zone.BATTLEFIELD:
                raise ScenarioError(join(path, "face_down"),
                                    "only a permanent on the battlefield is face down here "
                                    "(708.2a)")
            # 708.2a, 708.5: a 2/2 creature with no text, name, subtypes or mana cost; what it
            # really is stays known to the engine (and to its controller).
            hidden = FaceUp(base=base, mana_cost=mana_cost)
            base = face_down_characteristics(controller)
            mana_cost = ""
        halves: tuple[FaceUp, ...] = ()
        if whole is not None and whole.layout == "split" and not data.get("token", False) \
                and hidden is None:
            # 709.3: each half, as printed, which a cast event may choose (709.3).
            halves = tuple(FaceUp(base=Characteristics(
                name=half.name, mana_value=half.mana_value, colors=sort_colors(half.colors),
                types=tuple(half.types), subtypes=half.subtypes,
                supertypes=tuple(half.supertypes), power=half.power, toughness=half.toughness,
                loyalty=half.loyalty, abilities=half.abilities, controller=controller),
                mana_cost=half.mana_cost) for half in whole.faces)
        return GameObject(
            halves=halves,
            face_up=hidden,
            id=ident,
            card_name=whole.name if whole else None,
            owner=owner,
            zone=Zone(data.get("zone", OBJECT["zone"])),
            timestamp=data.get("timestamp", default_timestamp),
            base=base,
            characteristics=base,
            counters=tuple(sorted(data.get("counters", OBJECT["counters"]).items())),
            damage=data.get("damage", OBJECT["damage"]),
            deathtouch_damage=data.get("deathtouch_damage", OBJECT["deathtouch_damage"]),
            tapped=data.get("tapped", OBJECT["tapped"]),
            token=data.get("token", OBJECT["token"]),
            attached_to=attached_to,
            attached_timestamp=data.get("attached_timestamp"),
            chosen=_chosen(data.get("chosen", OBJECT["chosen"]), path),
            summoning_sick=data.get("summoning_sick", False),
            renowned=data.get("renowned", False),
            monstrous=data.get("monstrous", False),
            mana_cost=mana_cost,
            # A token that is a copy of a transforming double-faced card: whether it can
            # transform (the current rules' transforming tokens) isn't modelled.
            layout=(whole.layout if other is not None and whole is not None
                    else "token_copy" if whole is not None and data.get("token", False)
                    and whole.layout == "transform" else ""),
            other_face=other,
            other_mana_cost=other_card.mana_cost if other_card is not None else None,
            transformed=back_up and whole is not None and whole.layout == "transform",
            flipped=back_up and whole is not None and whole.layout == "flip",
            # 702.30a: a permanent its controller hasn't controlled since their most recent
            # turn began (302.6) came under their control after their last upkeep began
            # (nothing comes under control in an untap step): echo's "if" holds for it.
            controlled_since=(data.get("timestamp", default_timestamp) or 1)
            if data.get("summoning_sick", False) else 0,
        )

    def read_effect(self, data: Mapping[str, Any], path: str, default_timestamp: int,
                    objects: tuple[GameObject, ...], active: str) -> ResolvedEffect:
        ident = self.claim_id(data["id"], join(path, "id"))
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
        mode = data.get("mode")
        ability = self.pick_ability(card, data, path, mode)
        spec = continuous_spec(ability)
        if spec is not None and any(uses_x(m) for m in spec.modifications):
            # 107.3a, 608.2h: X was fixed as the spell resolved; the scenario can't say it.
            raise ScenarioError(join(path, "card"), "its effect counts X, which a resolved "
                                "effect doesn't record: cast the spell instead (107.3a)")
        if "controller" in data:
            controller = self.player_ref(data["controller"], join(path, "controller"))
        else:
            controller = source_object.base.controller if source_object else active
        targets = tuple(
            self.object_or_player_ref(target, join(join(path, "targets"), i))
            for i, target in enumerate(data.get("targets", ()))
        )
        affected = None
        if "affected" in data:
            affected = tuple(
                self.object_ref(item, join(join(path, "affected"), i))
                for i, item in enumerate(data["affected"])
            )
        return ResolvedEffect(
            id=ident,
            card_name=card.name,
            ability=ability,
            controller=controller,
            timestamp=data.get("timestamp", default_timestamp),
            targets=targets,
            source=source,
            mode=mode,
            chosen=_chosen(data.get("chosen", {}), path),
            affected=affected,
        )

    def pick_ability(self, card: Card, data: Mapping[str, Any], path: str,
                     mode: str | None) -> Ability:
        if "ability" in data:
            index: int = data["ability"]
            if index >= len(card.abilities):
                raise ScenarioError(join(path, "ability"),
                                    f"{card.name} has {len(card.abilities)} abilities")
            chosen = card.abilities[index]
            if chosen.kind == "triggered":
                raise ScenarioError(join(path, "ability"), (
                    f"{card.name}'s ability {index} is a triggered ability: it resolves from "
                    "the stack when it triggers (603), it is not a resolved effect"))
            return chosen
        # Only a continuous effect exists after its spell resolved (611.2); actions happen.
        candidates = [a for a in card.abilities if a.kind not in PERMANENT_KINDS
                      and not isinstance(a.spec, ActionSpec)]
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

    def read_combat(self, data: Mapping[str, Any], path: str) -> dict[str, Any]:
        """The references inside an attack, block or combat_damage event (506-510)."""
        kind = data["type"]
        if kind == "attack":
            where = join(path, "attackers")
            return {"attackers": tuple(
                (self.object_ref(item["object"], join(join(where, i), "object")),
                 self.object_or_player_ref(item["defending"], join(join(where, i), "defending"))
                 if "defending" in item else None)
                for i, item in enumerate(data["attackers"]))}
        if kind == "block":
            where = join(path, "blockers")
            found = []
            for i, item in enumerate(data["blockers"]):
                here = join(where, i)
                blocking = item["blocking"]
                listed = [blocking] if isinstance(blocking, str) else blocking
                found.append((self.object_ref(item["object"], join(here, "object")), tuple(
                    self.object_ref(a, join(here, "blocking") if isinstance(blocking, str)
                                    else join(join(here, "blocking"), k))
                    for k, a in enumerate(listed))))
            return {"blockers": tuple(found)}
        where = join(path, "assign")
        return {"assign": tuple(
            (self.object_ref(creature, join(where, creature)), tuple(
                (self.object_or_player_ref(to, join(join(where, creature), to)), amount)
                for to, amount in division.items()))
            for creature, division in data.get("assign", {}).items())}

    def read_event(self, data: Mapping[str, Any], path: str, index: int) -> Event:
        kind = data["type"]
        if kind in ("attack", "block", "combat_damage"):
            return Event(type=ScenarioEventType(kind), index=index,
                         **self.read_combat(data, path))
        values: dict[str, Any] = {}
        references = EVENT_REFERENCES[kind]
        for name in EVENT_FIELDS[kind]:
            if name not in data:
                continue  # an optional field (the declaration requires the others)
            value = data[name]
            refers_to = references.get(name)
            if refers_to == "object":
                value = self.object_ref(value, join(path, name))
            elif refers_to == "player":
                value = self.player_ref(value, join(path, name))
            elif refers_to == "object_or_player":
                value = self.object_or_player_ref(value, join(path, name))
            elif refers_to == "new_id":
                value = self.claim_id(value, join(path, name))
            elif refers_to == "objects":
                value = tuple(self.object_ref(v, join(join(path, name), i))
                              for i, v in enumerate(value))
            elif refers_to == "objects_or_players":
                value = tuple(self.object_or_player_ref(v, join(join(path, name), i))
                              for i, v in enumerate(value))
            elif name in ("mode", "divide"):
                value = tuple(value)
            values[name] = value
        for name, value in EVENT_DEFAULTS[kind].items():
            values.setdefault(name, value)
        if "token" in values:
            # 111.2: the player who creates a token owns it and controls it as it enters.
            values["token"] = self.read_object(
                {**_token_name(values["token"]), **values["token"], "id": values["id"],
                 "controller": values["controller"], "token": True},
                join(path, "token"), default_timestamp=0, active="")
            self.token_ids.append(values["id"])
        if "to" in values:
            values["to"] = Zone(values["to"])
        return Event(type=ScenarioEventType(kind), index=index, **values)


    def check_token_ids(self, events: tuple[Event, ...]) -> None:
        """The ids a create_token event gives its second, third... token (``t.2``) are
        nobody else's."""
        for event in events:
            if event.id is None:
                continue
            for ident, where in self.ids.items():
                number = ident.removeprefix(f"{event.id}.")
                if number != ident and number.isdigit() and int(number) >= 2:
                    raise ScenarioError(
                        f"events[{event.index}].id",
                        f"the tokens it creates are {event.id}, {event.id}.2, ...: "
                        f"{ident!r} is already used at {where}")


def load_scenario(data: Any) -> GameState:
    """Validate a parsed scenario (a JSON object) and build the initial game state."""
    if not isinstance(data, Mapping):
        raise ScenarioError("", "a scenario must be a JSON object")
    check_scenario(data)
    with trusted():
        return _Reader(data).read()
