"""Replacement (614), prevention (615) and "can't" (614.7 wording, 101.2) abilities.

Each is one of the engine's kinds (engine/abilities/replacements.py,
engine/abilities/prevention.py): an event pattern plus what happens instead, a damage pattern plus
how much is prevented, or what can't happen. Most are whole sentences that many cards share word for
word (Doubling Season and Parallel Lives, Rest in Peace, Progenitus); the rest have slots: "~ enters
tapped" (614.1c), "~ enters with two +1/+1 counters on it" (614.1c), "If a source you control would
deal damage to ..., it deals double that damage ... instead" (614.1a), counters doubled or changed
(614.1a), damage prevented (615).

Not compiled: "this turn" on a resolved replacement (the kind has no duration), redirection
(614.9), skipping (614.10), "If ~ would die" for anything but exile, "can't" effects the kind
can't narrow ("You can't gain life": the engine's ``gain_life`` stops every player).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.oracle.nouns import Filter, an_object, each_object, objects
from engine.oracle.patterns import Ability, Face, Kind, Template
from engine.oracle.phrases import counter_kind, counters_phrase, number


def replacement(event: dict[str, Any], instead: Any, **extra: Any) -> Ability:
    """A ``"replacement"`` ability (the label is added by the compiler)."""
    return {"kind": "replacement", "event": event, "instead": instead, **extra}


def cant(what: list[str], **extra: Any) -> Ability:
    """A ``"cant"`` ability."""
    return {"kind": "cant", "what": what, **extra}


def _fixed(ability: Ability) -> Callable[[Face], Ability]:
    return lambda face: ability


_ALL_ZONES: Filter = {"zones": "all"}

# Whole sentences, word for word (with ~ for the card itself).
SENTENCES: dict[str, Ability] = {
    # 614.1a, 111.1: Doubling Season, Parallel Lives, Anointed Procession.
    "If an effect would create one or more tokens under your control, it creates twice that "
    "many of those tokens instead.":
        replacement({"type": "create_token", "player": "you"}, {"amount": {"times": 2}}),
    # Primal Vigor.
    "If one or more tokens would be created, twice that many of those tokens are created "
    "instead.":
        replacement({"type": "create_token", "player": "any"}, {"amount": {"times": 2}}),
    # Doubling Season.
    "If an effect would put one or more counters on a permanent you control, it puts twice that "
    "many of those counters on that permanent instead.":
        replacement({"type": "counters", "on": {"controller": "you"}},
                    {"amount": {"times": 2}}),
    # 614.1a: Boon Reflection, Rhox Faithmender.
    "If you would gain life, you gain twice that much life instead.":
        replacement({"type": "gain_life", "player": "you"}, {"amount": {"times": 2}}),
    # Tainted Remedy; Rain of Gore's "If a spell or ability would cause its controller ..." is
    # another event.
    "If an opponent would gain life, that player loses that much life instead.":
        replacement({"type": "gain_life", "player": "opponent"}, [{"do": "lose_life"}]),
    "If a player would gain life, that player loses that much life instead.":
        replacement({"type": "gain_life", "player": "any"}, [{"do": "lose_life"}]),
    # Sulfuric Vortex.
    "If a player would gain life, that player gains no life instead.":
        replacement({"type": "gain_life", "player": "any"}, {"amount": {"set": 0}}),
    "If an opponent would gain life, that player gains no life instead.":
        replacement({"type": "gain_life", "player": "opponent"}, {"amount": {"set": 0}}),
    # Phytohydra: damage to it becomes +1/+1 counters (614.1a).
    "If damage would be dealt to ~, put that many +1/+1 counters on it instead.":
        replacement({"type": "damage", "permanents": "self"},
                    [{"do": "put_counters", "counter": "+1/+1"}]),
    # 614.1a: Rest in Peace.
    "If a card or token would be put into a graveyard from anywhere, exile it instead.":
        replacement({"type": "move", "object": _ALL_ZONES, "to": "graveyard"},
                    {"to": "exile"}),
    # Leyline of the Void.
    "If a card an opponent owns would be put into that player's graveyard from anywhere, "
    "exile it instead.":
        replacement({"type": "move", "object": {"zones": "all", "owner": "opponent",
                                                "token": False}, "to": "graveyard"},
                    {"to": "exile"}),
    # 614.1a, 700.4: "dies" is put into a graveyard from the battlefield.
    "If ~ would die, exile it instead.":
        replacement({"type": "move", "object": "self", "from": "battlefield",
                     "to": "graveyard"}, {"to": "exile"}),
    # Progenitus, Darksteel Colossus: the ability works from every zone ("from anywhere").
    "If ~ would be put into a graveyard from anywhere, reveal ~ and shuffle it into its owner's "
    "library instead.":
        replacement({"type": "move", "object": "self", "to": "graveyard"}, {"to": "library"},
                    functions_in="all"),
    "If ~ would be put into a graveyard from anywhere, shuffle it into its owner's library "
    "instead.":
        replacement({"type": "move", "object": "self", "to": "graveyard"}, {"to": "library"},
                    functions_in="all"),
    "If ~ would be put into a graveyard from anywhere, exile it instead.":
        replacement({"type": "move", "object": "self", "to": "graveyard"}, {"to": "exile"},
                    functions_in="all"),
    # 614.11: Laboratory Maniac.
    "If you would draw a card while your library has no cards in it, you win the game instead.":
        replacement({"type": "draw", "player": "you"}, [{"do": "win_game"}],
                    **{"if": {"library_empty": True}}),
    # 120.3a, 614.1a: Worship.
    "If you control a creature, damage that would reduce your life total to less than 1 reduces "
    "it to 1 instead.":
        replacement({"type": "lose_life", "player": "you", "from_damage": True},
                    {"amount": {"life_floor": 1}}, **{"if": {"you_control": {
                        "types": ["Creature"]}}}),
    # 616.1c: Essence of the Wild.
    "Creatures you control enter as a copy of ~.":
        replacement({"type": "enter", "object": {"types": ["Creature"], "controller": "you",
                                                 "zones": "all"}}, {"as_copy_of": "self"}),
    # 614.1c, 614.12a: a color chosen as it enters.
    "As ~ enters, choose a color.":
        replacement({"type": "enter", "object": "self"}, {"choose": "color"}),
    # 615.11 (wording of 101.2): Leyline of Punishment.
    "Damage can't be prevented.": cant(["prevent_damage"]),
    "Players can't gain life.": cant(["gain_life"]),
    # 104.3, 104.2b: Platinum Angel.
    "You can't lose the game and your opponents can't win the game.":
        cant(["lose_game", "opponents_win_game"]),
    "You can't lose the game.": cant(["lose_game"]),
    "Your opponents can't win the game.": cant(["opponents_win_game"]),
    # 122.1: Solemnity, Melira.
    "Players can't get counters.": cant(["players_get_counters"]),
    "You can't get poison counters.":
        cant(["players_get_counters"], counter="poison", player="you"),
    "Players can't get poison counters.": cant(["players_get_counters"], counter="poison"),
    "Counters can't be put on artifacts, creatures, enchantments, or lands.":
        cant(["permanents_get_counters"], affects={"any": [
            {"types": ["Artifact"]}, {"types": ["Creature"]}, {"types": ["Enchantment"]},
            {"types": ["Land"]}]}),
}


# --- entering (614.1c, 614.12) -------------------------------------------------------------------


def _enters_as_copy(face: Face, permanent_type: str) -> Ability:
    """706.2: Clone, Sculpting Steel: what it copies is the object's ``copy`` choice
    (the card type it may copy is the choice's business, as a target's restriction is)."""
    return {"kind": "static", "affects": "self", "modifications": [{"op": "copy",
                                                                    "of": "chosen"}]}


def _enters_tapped(face: Face) -> Ability:
    return replacement({"type": "enter", "object": "self"}, {"tapped": True})


def _they_enter_tapped(face: Face, objects: Filter) -> Ability | None:
    """ "Permanents enter tapped", "Creatures your opponents control enter tapped": judged as
    they would exist on the battlefield (614.12), from wherever they come."""
    if "zones" in objects or objects.get("other"):
        return None
    return replacement({"type": "enter", "object": {**objects, "zones": "all"}},
                       {"tapped": True})


def _additional(words: str) -> tuple[int, str] | None:
    """ "an additional +1/+1 counter", "two additional +1/+1 counters"."""
    amount_words, _, rest = words.partition(" ")
    if not rest.startswith("additional "):
        return None
    return counters_phrase(f"{amount_words} {rest.removeprefix('additional ')}")


def _others_enter_with(face: Face, objects: Filter, additional: tuple[int, str]) -> Ability | None:
    """ "Each other non-Human creature you control enters with an additional +1/+1 counter on
    it": counters added to those it enters with (614.1c, 614.12)."""
    if "zones" in objects:
        return None
    amount, kind = additional
    return replacement({"type": "enter", "object": {**objects, "zones": "all"}},
                       {"counters": {kind: amount}})


def _would_die(face: Face, thing: Filter) -> Ability | None:
    """ "If a creature an opponent controls would die, exile it instead" (700.4: put into a
    graveyard from the battlefield, as a creature)."""
    if "zones" in thing or "Creature" not in thing.get("types", ()):
        return None
    return replacement({"type": "move", "object": thing, "from": "battlefield",
                        "to": "graveyard"}, {"to": "exile"})


def _enters_with(face: Face, counters: tuple[int, str]) -> Ability:
    amount, kind = counters
    return replacement({"type": "enter", "object": "self"}, {"counters": {kind: amount}})


# --- counters put (614.1a) ------------------------------------------------------------------------


def _counters_changed(change: dict[str, int]) -> Callable[..., Ability | None]:
    def build(face: Face, kind: str, thing: Filter, kind2: str, **_: Any) -> Ability | None:
        if kind != kind2 or "zones" in thing:
            return None
        return replacement({"type": "counters", "on": thing, "counter": kind},
                           {"amount": change})
    return build


# --- damage (614.1a, 615) ----------------------------------------------------------------------


def _source(words: str) -> Filter | None:
    """ "a source", "a source you control", "a creature you control", "a red source"."""
    if words in ("a source", "a source of damage"):
        return {}
    # "source" names no card type: read as "permanent", which adds no condition either.
    found = an_object(words.replace(" source", " permanent", 1) if " source" in words else words)
    return None if found is None or "zones" in found or "other" in found else found


_PLAYERS = {"you": "you", "an opponent": "opponent", "a player": "any"}


def _recipients(words: str) -> dict[str, Any] | None:
    """What damage is dealt to: "a permanent or player", "you or a permanent you control",
    "an opponent or a permanent an opponent controls", "a creature an opponent controls"."""
    if words in ("a permanent or player", "a player or permanent"):
        return {"players": "any", "permanents": {}}
    found: dict[str, Any] = {}
    for part in words.split(" or "):
        if part in _PLAYERS:
            if "players" in found:
                return None
            found["players"] = _PLAYERS[part]
            continue
        thing = an_object(part)
        if thing is None or "permanents" in found or "zones" in thing:
            return None
        found["permanents"] = thing
    return found or None


def _times(words: str) -> dict[str, int] | None:
    if words == "double that damage":
        return {"times": 2}
    if words == "triple that damage":
        return {"times": 3}
    if words.startswith("that much damage plus "):
        amount = number(words.removeprefix("that much damage plus "))
        return None if amount is None else {"plus": amount}
    return None


def _damage(face: Face, source: Filter, recipients: dict[str, Any],
            damage: dict[str, int], **_: Any) -> Ability:
    event: dict[str, Any] = {"type": "damage"}
    if source:
        event["source"] = source
    return replacement({**event, **recipients}, {"amount": damage})


def _noncombat_to_counters(face: Face, source: Filter,
                           recipients: dict[str, Any]) -> Ability | None:
    """Soul-Scar Mage: noncombat damage to a creature becomes -1/-1 counters (614.1a)."""
    permanents = recipients.get("permanents")
    if "players" in recipients or permanents is None or permanents.get("types") != ["Creature"]:
        return None
    event: dict[str, Any] = {"type": "damage"}
    if source:
        event["source"] = source
    return replacement({**event, "permanents": permanents, "combat": False},
                       [{"do": "put_counters", "counter": "-1/-1"}])


def _prevent_each(face: Face, source: Filter, recipients: dict[str, Any], amount: int) -> Ability:
    """615.9 (Daunting Defender): n of each damage event, every time."""
    event: dict[str, Any] = {"type": "damage"}
    if source:
        event["source"] = source
    return {"kind": "prevention", "event": {**event, **recipients},
            "prevent": {"each_time": amount}}


def _prevent_half(face: Face, source: Filter, recipients: dict[str, Any]) -> Ability:
    """Gisela: half of each damage event, rounded up."""
    event: dict[str, Any] = {"type": "damage"}
    if source:
        event["source"] = source
    return {"kind": "prevention", "event": {**event, **recipients}, "prevent": "half"}


def _cant_have_counters(face: Face, objects: Filter, kind: str) -> Ability | None:
    """Melira: "Creatures you control can't have -1/-1 counters put on them" (122.1)."""
    if "zones" in objects or objects.get("other"):
        return None
    return cant(["permanents_get_counters"], counter=kind, affects=objects)


READERS: dict[str, Callable[[str], Any]] = {
    "objects": objects,
    "counters": counters_phrase,
    "kind": counter_kind,
    "thing": an_object,
    "each": each_object,
    "permanent_type": lambda w: w if w in ("creature", "artifact", "enchantment", "land",
                                           "planeswalker", "permanent") else None,
    "additional": _additional,
    "source": _source,
    "recipients": _recipients,
    "damage": _times,
    "amount": lambda w: number(w) if w not in ("a", "an") else None,
}

# A fixed sentence is a template without slots: it may not contain one.
assert not any("{" in sentence for sentence in SENTENCES)

_THAT_ONE = ("it", "that creature", "that permanent")

TEMPLATES = (
    *(Template("replacement.sentence", sentence, _fixed(ability), Kind.PERMANENT)
      for sentence, ability in SENTENCES.items()),
    Template("replacement.enters_tapped", "~ enters tapped.", _enters_tapped, Kind.PERMANENT),
    Template("static.enters_as_copy", "You may have ~ enter as a copy of any {permanent_type} on "
             "the battlefield.", _enters_as_copy, Kind.PERMANENT),
    Template("replacement.enter_tapped", "{objects} enter tapped.", _they_enter_tapped,
             Kind.PERMANENT),
    Template("replacement.enters_with_counters", "~ enters with {counters} on it.",
             _enters_with, Kind.PERMANENT),
    Template("replacement.enter_with_additional", "{objects} enter with {additional} on them.",
             _others_enter_with, Kind.PERMANENT),
    Template("replacement.enter_with_additional", "{each} enters with {additional} on it.",
             lambda face, each, additional: _others_enter_with(face, each, additional),
             Kind.PERMANENT),
    Template("replacement.would_die", "If {thing} would die, exile it instead.", _would_die,
             Kind.PERMANENT),
    *(Template("replacement.counters",
               "If one or more {kind} counters would be put on {thing}, " + instead
               + f" are put on {that} instead.", _counters_changed(change), Kind.PERMANENT)
      for that in _THAT_ONE
      for instead, change in (("twice that many {kind2} counters", {"times": 2}),
                              ("that many plus one {kind2} counters", {"plus": 1}),
                              ("that many {kind2} counters minus one", {"minus": 1}))),
    *(Template("replacement.damage", "If {source} would deal damage to {recipients}, "
               f"{who} deals {{damage}}{to} instead.", _damage, Kind.PERMANENT)
      for who in ("it", "that source")
      for to in ("", " to that permanent or player", " to that player or permanent")),
    Template("replacement.noncombat_damage_to_counters",
             "If {source} would deal noncombat damage to {recipients}, put that many -1/-1 "
             "counters on that creature instead.", _noncombat_to_counters, Kind.PERMANENT),
    Template("prevention.each_time", "If {source} would deal damage to {recipients}, prevent "
             "{amount} of that damage.", _prevent_each, Kind.PERMANENT),
    Template("prevention.half", "If {source} would deal damage to {recipients}, prevent half "
             "that damage, rounded up.", _prevent_half, Kind.PERMANENT),
    Template("cant.counters", "{objects} can't have {kind} counters put on them.",
             _cant_have_counters, Kind.PERMANENT),
)
