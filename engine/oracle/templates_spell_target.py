"""Round 7 of issue 27 (lane spell7): instants' and sorceries' long tail.

"Counter target spell unless its controller pays {3}." (Mana Leak; 701.5a, 118.12a): a
``counter`` action with ``"unless_pay": "{3}"``. "[Do something] unless [a player does
something else]" means "[that player] may [do something else]; if they don't, [do something]"
(118.12a): as the spell resolves, the target spell's controller (not the counter's) chooses
whether to pay (mana costs are taken as paid, as everywhere in the engine); paid, the spell
isn't countered (engine/turn/resolving.py ``_counter``). The target is checked as the spell
resolves (608.2b): a target spell gone from the stack, the counterspell doesn't resolve.

"{X}" is the X the counterspell's caster chose (107.3a). Followed by "If that spell is countered
this way, exile it instead ..." (614.1a), "That player discards a card." or "~ deals X damage to
that spell's controller." (608.2h: the target spell's controller). Not read: "for each ..." in
the cost (a varying cost), "unless its controller pays N life" or "discards their hand" (costs
the engine doesn't pay), other sentences after it ("Clash with an opponent.").

"Target creature can't block this turn.", "Creatures without flying can't block this turn.",
"Target creature can't be blocked this turn." (508.1c, 509.1b, 611.2a): a ``spell`` ability
with ``cant`` (``attack``, ``block``, ``be_blocked``) and ``"duration": "end_of_turn"`` ("this
turn" ends in the cleanup step, 514.2): the restriction the effect it creates as it resolves
puts on its target, or on each creature a described group matches whenever blocks (attacks)
are declared that turn: not the group as it resolved, as 611.2c locks only the objects of an
effect that changes characteristics or control (engine/turn/combat.py ``_resolved_cant``).
Also after other sentences the line reads whole, when it names no target ("Destroy target
land. Creatures without flying can't block this turn.": two abilities, in order).

And "Target creature gets +1/+0 until end of turn and can't be blocked this turn.": the
continuous effect on its target, then the restriction with ``same_targets`` (608.2c).
Not read: "up to N target creatures" (templates_modal's), "can't be blocked except by ...", "those
creatures" / "that creature", a group counted by a player target ("Creatures target player
controls"), a condition.

"Target creature gets +X/+0 until end of turn.", "Target creature gets -X/-X until end of
turn.", "All creatures get -X/-X until end of turn." (107.3a, 611.2a): the spell's X in its
P/T change (``{"x": 1}`` / ``{"x": -1}``), fixed to the number its caster chose as it resolves
(608.2h; the ``cast`` event's ``x``); on a group, the creatures in it then (611.2c). Not read:
"where X is ..." (X defined by something else), X in an activated or triggered ability.

"Regenerate target creature." (701.15a, 614.8): a spell's ``"regenerate": "targets"``: as it
resolves, a regeneration shield on what it targeted, used up by the next destruction it
replaces this turn, gone at the cleanup step otherwise (the activated ability's shield,
templates_until_end_of_turn, made by a spell); followed by actions that name no target
("Regenerate target creature. Draw a card.": two abilities, in order). Not read: "Regenerate
each creature you control", "Regenerate it" after another effect (one target for two
abilities), a sentence about "that creature".

"Target creature gets +2/+2 until end of turn. Untap that creature.", "Untap target creature.
It gets +1/+1 until end of turn.", "Gain control of target creature until end of turn. Untap
that creature. It gains haste until end of turn." (608.2c): the first sentence's one ability
with its one target (a creature), then each later sentence about "it" / "that creature" an
ability with ``"same_targets": true``, which acts on that target (engine/turn/resolving.py) and
declares none (601.2c: the spell has one target). Only untapping and "gets / gains ... until end
of turn" are read after it, and never after the first sentence moved the object (400.7: a
destroyed, exiled or returned card is a new object).

"~ deals 3 damage to target creature and 3 damage to that creature's controller." (120.3,
608.2h): read as the two sentences "~ deals 3 damage to target creature. ~ deals 3 damage to
that creature's controller." are (templates_casting: the controller of the target as it last
existed), one damage action after the other as the engine deals "... and 2 damage to you".
And "Destroy target artifact or enchantment. ~ deals 2 damage to that permanent's controller."
(Destructive Revelry): the first sentence's one permanent target, then the damage to its
controller as it last existed (608.2h: after it was destroyed or exiled, the player who
controlled it then).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from engine.oracle import templates_sentences, templates_spell_then
from engine.oracle import templates_spells as spells
from engine.oracle.nouns import objects
from engine.oracle.patterns import Ability, Face, Kind, Template
from engine.oracle.templates_resolved import _until_eot_predicates
from engine.oracle.templates_static import in_layer_order

# A mana cost of fixed symbols: "{3}", "{1}{U}", or "{X}" (the counterspell's X); no hybrid.
_MANA = re.compile(r"(?:\{[0-9WUBRGC]\})+|\{X\}")


def _counter_spell(words: str) -> dict[str, Any] | None:
    """ "spell", "noncreature spell", "creature spell": what the target is (on the stack)."""
    return spells._spell_noun(words)


def _counter_cost(words: str) -> str | None:
    return words if _MANA.fullmatch(words) else None


def _counter_unless(face: Face, counter_spell: dict[str, Any], counter_cost: str) -> Ability:
    """701.5a, 118.12a: counter the target spell unless its controller pays the cost."""
    return {"kind": "spell", "targets": [{"object": counter_spell}],
            "effect": [{"do": "counter", "object": "target", "unless_pay": counter_cost}]}


# What may follow: each happens whether or not the spell's controller paid (the countering
# is what "unless" governs, 118.12a), but the exile only if it was countered (614.1a).
_COUNTER_REST: dict[str, dict[str, Any]] = {
    "If that spell is countered this way, exile it instead of putting it into its owner's "
    "graveyard.": {"exile_instead": True},
    "That player discards a card.": {"do": "discard", "player": "target_controller",
                                     "amount": 1},
    "~ deals X damage to that spell's controller.": {"do": "damage",
                                                     "player": "target_controller",
                                                     "amount": "x"},
}


def _counter_rest(words: str) -> dict[str, Any] | None:
    return _COUNTER_REST.get(words)


def _counter_unless_then(face: Face, counter_spell: dict[str, Any], counter_cost: str,
                         counter_rest: dict[str, Any]) -> Ability:
    """ "Counter target spell unless its controller pays {X}. If that spell is countered this
    way, exile it instead ..." (Syncopate), "... That player discards a card." (Frightful
    Delusion), "... ~ deals X damage to that spell's controller." (Mindswipe): 608.2h, "that
    player" is the target spell's controller as it last existed."""
    ability = _counter_unless(face, counter_spell, counter_cost)
    if "do" not in counter_rest:
        ability["effect"] = [{**ability["effect"][0], **counter_rest}]
    else:
        ability["effect"] = [*ability["effect"], counter_rest]
    return ability


# --- "Target creature can't block this turn." (508.1c, 509.1b, 611.2a) --------------------

_CANT_WHAT = {"block": ["block"], "be blocked": ["be_blocked"], "attack": ["attack"],
              "attack or block": ["attack", "block"]}


def _cant_what(words: str) -> list[str] | None:
    return _CANT_WHAT.get(words)


def _creature_group(words: str) -> dict[str, Any] | None:
    """ "Creatures", "Creatures without flying", "Nonartifact creatures", "Creatures your
    opponents control": a filter of creatures on the battlefield."""
    words = words[:1].lower() + words[1:]
    found: dict[str, Any] = {}
    if words.endswith(" without flying"):
        words, found["not_keywords"] = words.removesuffix(" without flying"), ["Flying"]
    group = objects(words)
    if group is None or group.get("types") != ["Creature"] or set(group) - {
            "types", "not_types", "colors", "not_colors", "controller", "subtypes"} or \
            group.get("controller") not in (None, "you", "opponent"):
        return None
    return {**group, **found}


def _cant_subject(words: str) -> tuple[str, dict[str, Any]] | None:
    """Whom the restriction is on: "Target creature [you control, ...]" (its target) or a
    described group of creatures."""
    if words.startswith("Target "):
        target = spells._target_of("t" + words[1:])
        if target is None or "player" in target or "combat" in target or not isinstance(
                target.get("object"), dict) or target["object"].get("types") != ["Creature"]:
            return None
        return "target", target
    group = _creature_group(words)
    return None if group is None else ("group", group)


def _restriction(subject: tuple[str, dict[str, Any]], what: list[str]) -> Ability:
    if subject[0] == "target":
        return {"kind": "spell", "targets": [subject[1]], "affects": "targets", "cant": what,
                "duration": "end_of_turn"}
    return {"kind": "spell", "affects": subject[1], "cant": what, "duration": "end_of_turn"}


def _cant_this_turn(face: Face, cant_subject: tuple[str, dict[str, Any]],
                    cant_what: list[str]) -> Ability:
    """ "Target creature can't block this turn." / "Creatures can't block this turn." """
    return _restriction(cant_subject, cant_what)


def _cant_first(words: str) -> Any:
    """The sentences before a group's restriction, read whole as a spell's actions (no
    continuous effect)."""
    reading = templates_sentences._spell_effect(words + ".")
    if reading is None or reading.continuous or not reading.effect:
        return None
    return reading


def _then_cant(face: Face, cant_first: Any, cant_subject: tuple[str, dict[str, Any]],
               cant_what: list[str]) -> list[Ability] | None:
    """ "Destroy target land. Creatures without flying can't block this turn.": the actions,
    then the group's restriction (no target of its own, none of the first's: 601.2c)."""
    if cant_subject[0] != "group":
        return None
    return [templates_sentences._spell(face, cant_first), _restriction(cant_subject, cant_what)]


# --- "Target creature gets +X/+0 until end of turn." (107.3a, 608.2h, 611.2a) ------------

_X_PT = re.compile(r"([+-])(X|\d+)/([+-])(X|\d+)")


def _x_pt(words: str) -> dict[str, Any] | None:
    """ "+X/+0", "-X/-X", "+X/+X": a P/T change with the spell's X on one side at least."""
    found = _X_PT.fullmatch(words)
    if found is None or "X" not in (found[2], found[4]):
        return None

    def side(sign: str, value: str) -> Any:
        one = 1 if sign == "+" else -1
        return {"x": one} if value == "X" else one * int(value)

    return {"op": "modify_pt", "power": side(found[1], found[2]),
            "toughness": side(found[3], found[4])}


def _x_subject(words: str) -> tuple[str, dict[str, Any]] | None:
    """ "Target creature", "Target attacking creature" (its target), or "All creatures" /
    "Creatures you control" (a group)."""
    if words.startswith("Target "):
        target = spells._target_of("t" + words[1:])
        if target is None or "player" in target or not isinstance(
                target.get("object"), dict) or target["object"].get("types") != ["Creature"]:
            return None
        return "target", target
    if words.startswith("All "):
        words = words.removeprefix("All ")
    group = _creature_group(words)
    return None if group is None or "not_keywords" in group else ("group", group)


def _x_pump(face: Face, x_subject: tuple[str, dict[str, Any]], x_pt: dict[str, Any]
            ) -> Ability:
    """107.3a, 611.2a: the spell's X-sized P/T change until end of turn."""
    if x_subject[0] == "target":
        return {"kind": "spell", "targets": [x_subject[1]], "affects": "targets",
                "modifications": [x_pt], "duration": "end_of_turn"}
    return {"kind": "spell", "affects": x_subject[1], "modifications": [x_pt],
            "duration": "end_of_turn"}


def _regen_target(words: str) -> dict[str, Any] | None:
    """ "creature", "black creature", "artifact": what the shield may be put on (115.1)."""
    found = spells._target_of("target " + words)
    if found is None or "object" not in found or "player" in found or "combat" in found or \
            not isinstance(found["object"], dict) or "any" in found["object"]:
        return None
    return found


def _regenerate(face: Face, regen_target: dict[str, Any]) -> Ability:
    """614.8: "Regenerate target creature." as a spell: the shield on its target."""
    return {"kind": "spell", "targets": [regen_target], "regenerate": "targets"}


def _regenerate_then(face: Face, regen_target: dict[str, Any],
                     regen_then: list[dict[str, Any]]) -> list[Ability]:
    """ "Regenerate target creature. Draw a card.": the shield, then the untargeted actions."""
    return [_regenerate(face, regen_target), {"kind": "spell", "effect": regen_then}]


# --- "... target creature .... Untap that creature. It gains haste until end of turn." -----

_MOVES = frozenset(("destroy", "exile", "return_to_hand", "return_to_battlefield", "sacrifice",
                    "counter", "copy_spell"))


def _st_first(words: str) -> Ability | None:
    """The first sentence: one ability with one target, a creature, that doesn't move it."""
    match = re.fullmatch(r"Gain control of target (.+) until end of turn", words)
    if match is not None:
        target = spells._target_of("target " + match[1])
        if target is None or "player" in target or not isinstance(
                target.get("object"), dict) or target["object"].get("types") != ["Creature"]:
            return None
        return {"kind": "spell", "targets": [target], "affects": "targets",
                "modifications": [{"op": "gain_control"}], "duration": "end_of_turn"}
    reading = templates_sentences._spell_effect(words + ".")
    if reading is None or len(reading.targets) != 1:
        return None
    target = reading.targets[0]
    if "player" in target or not isinstance(target.get("object"), dict) or \
            target["object"].get("types") != ["Creature"] or "any" in target["object"]:
        return None
    if any(a.get("do") in _MOVES for a in reading.effect):
        return None
    return templates_sentences._spell(Face(name=""), reading)


def _pump_and_cant(words: str) -> list[Ability] | None:
    """ "Target creature gets +1/+0 until end of turn and can't be blocked this turn.": the
    continuous effect on its target, then the restriction on the same target."""
    match = re.fullmatch(r"(Target .+?) ((?:gets|gains) .+ until end of turn) and can't "
                         r"(block|be blocked|attack|attack or block) this turn\.", words)
    if match is None:
        return None
    first = _st_first(f"{match[1]} {match[2]}")
    what = _cant_what(match[3])
    if first is None or "modifications" not in first or what is None:
        return None
    return [first, {"kind": "spell", "same_targets": True, "affects": "targets", "cant": what,
                    "duration": "end_of_turn"}]


def _pump_then_cant(face: Face, pump_and_cant: list[Ability]) -> list[Ability]:
    return pump_and_cant


def _st_rest(words: str) -> list[Ability] | None:
    """The later sentences, each about "it" / "that creature": untapping it, or what it gets
    or gains until end of turn."""
    if not words.endswith("."):
        return None
    found: list[Ability] = []
    for sentence in words[:-1].split(". "):
        if sentence in ("Untap that creature", "Untap it"):
            found.append({"kind": "spell", "same_targets": True,
                          "effect": [{"do": "untap", "object": "target"}]})
            continue
        match = re.fullmatch(r"(?:It|That creature) ((?:gets|gains) .+) until end of turn",
                             sentence)
        predicates = _until_eot_predicates(match[1]) if match is not None else None
        if predicates is None:
            return None
        found.append({"kind": "spell", "same_targets": True, "affects": "targets",
                      "modifications": predicates, "duration": "end_of_turn"})
    return found or None


def _same_target(face: Face, st_first: Ability, st_rest: list[Ability]) -> list[Ability]:
    """608.2c: the first sentence's ability, then those acting on its target. A later
    continuous effect on it until end of turn joins the first one's when that is one too ("Gain
    control of target creature until end of turn. Untap that creature. It gains haste until
    end of turn.": control and haste from one effect, then the untap; nothing can tell them
    apart, as no event happens between, and the scenario's resolved effect is then one)."""
    first = dict(st_first)
    rest: list[Ability] = []
    for ability in st_rest:
        ops = {m["op"] for m in first.get("modifications", ())}
        if "modifications" in first and first.get("duration") == ability.get("duration") \
                and "modifications" in ability \
                and not ops & {m["op"] for m in ability["modifications"]}:
            first["modifications"] = in_layer_order(
                [*first["modifications"], *ability["modifications"]])
            continue
        rest.append(ability)
    return [first, *rest]


# --- "~ deals 3 damage to target creature and 3 damage to that creature's controller." -----

_AND_CONTROLLER = re.compile(r"~ deals (\d+) damage to (target [a-z ]+?) and (\d+) damage to "
                             r"that ([a-z]+)'s controller\.")


def _and_controller(words: str) -> Ability | None:
    found = _AND_CONTROLLER.fullmatch(words)
    if found is None:
        return None
    reading = templates_sentences._spell_effect(
        f"~ deals {found[1]} damage to {found[2]}. ~ deals {found[3]} damage to that "
        f"{found[4]}'s controller.")
    if reading is None or reading.continuous or len(reading.targets) != 1:
        return None
    return templates_sentences._spell(Face(name=""), reading)


def _damage_and_controller(face: Face, dmg_and_controller: Ability) -> Ability:
    return dmg_and_controller


def _permanent_first(words: str) -> Ability | None:
    """A sentence with one target, a permanent (not a player, not any target)."""
    reading = templates_sentences._spell_effect(words + ".")
    if reading is None or reading.continuous or len(reading.targets) != 1 or not reading.effect:
        return None
    target = reading.targets[0]
    if "player" in target or not isinstance(target.get("object"), dict) or "zones" in target[
            "object"] or any("zones" in k for k in target["object"].get("any", ())):
        return None
    return templates_sentences._spell(Face(name=""), reading)


def _then_its_controller(face: Face, perm_first: Ability, ctl_amount: int) -> Ability:
    """608.2h: "~ deals 2 damage to that permanent's controller" after the sentence that
    targeted it."""
    return {**perm_first, "effect": [*perm_first["effect"],
                                     {"do": "damage", "player": "target_controller",
                                      "amount": ctl_amount}]}


READERS: dict[str, Callable[[str], Any]] = {
    "pump_and_cant": _pump_and_cant,
    "perm_first": _permanent_first,
    "ctl_amount": lambda w: int(w) if w.isdigit() and int(w) > 0 else None,
    "dmg_and_controller": _and_controller,
    "st_first": _st_first,
    "st_rest": _st_rest,
    "regen_target": _regen_target,
    "regen_then": templates_spell_then._untargeted_actions,
    "x_subject": _x_subject,
    "x_pt": _x_pt,
    "counter_spell": _counter_spell,
    "counter_cost": _counter_cost,
    "counter_rest": _counter_rest,
    "cant_subject": _cant_subject,
    "cant_what": _cant_what,
    "cant_first": _cant_first,
}

TEMPLATES = (
    Template("spell_target.counter_unless_pay",
             "Counter target {counter_spell} unless its controller pays {counter_cost}.",
             _counter_unless, Kind.SPELL),
    Template("spell_target.counter_unless_pay_then",
             "Counter target {counter_spell} unless its controller pays {counter_cost}. "
             "{counter_rest}", _counter_unless_then, Kind.SPELL),
    Template("spell_target.cant_this_turn", "{cant_subject} can't {cant_what} this turn.",
             _cant_this_turn, Kind.SPELL),
    Template("spell_target.then_cant_this_turn",
             "{cant_first}. {cant_subject} can't {cant_what} this turn.", _then_cant,
             Kind.SPELL),
    Template("spell_target.regenerate", "Regenerate target {regen_target}.", _regenerate,
             Kind.SPELL),
    Template("spell_target.regenerate_then", "Regenerate target {regen_target}. {regen_then}",
             _regenerate_then, Kind.SPELL),
    Template("spell_target.same_target", "{st_first}. {st_rest}", _same_target, Kind.SPELL),
    Template("spell_target.damage_and_controller", "{dmg_and_controller}", _damage_and_controller,
             Kind.SPELL),
    Template("spell_target.then_its_controller",
             "{perm_first}. ~ deals {ctl_amount} damage to that permanent's controller.",
             _then_its_controller, Kind.SPELL),
    Template("spell_target.pump_and_cant", "{pump_and_cant}", _pump_then_cant, Kind.SPELL),
    Template("spell_target.x_pump", "{x_subject} gets {x_pt} until end of turn.", _x_pump,
             Kind.SPELL),
    Template("spell_target.x_pump_group", "{x_subject} get {x_pt} until end of turn.", _x_pump,
             Kind.SPELL),
)
