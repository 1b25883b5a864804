"""Round 3 of issue 27 (the ``stat3`` lane): statics that restrict what permanents do, exact or
absent, read into abilities the engine enforces.

* "~ doesn't untap during your untap step.", "Enchanted creature doesn't untap during its
  controller's untap step." (an Aura's; "Equipped creature" an Equipment's) and "Creatures
  don't untap during their controllers' untap steps." (a filter with no controller): a
  ``cant`` ability with ``"untap_during_untap_step"`` (502.3: effects can keep permanents
  from untapping), which the untap step honours (engine/turn/turns.py). "your untap step" for
  the permanent itself is its controller's: the only untap step in which it would untap.
* "~ attacks each combat if able.", "Enchanted creature attacks each combat if able." (an
  Aura's; an Equipment's "Equipped creature") and "All creatures / Goblin creatures / Creatures
  your opponents control attack each combat if able.":
  a ``requirement`` ability (508.1d) checked as attackers are declared
  (engine/turn/combat.py).
* Blocking restrictions (509.1b): "~ can block only creatures with flying." (a ``cant``
  "block" with ``by`` the attackers without flying), "~ can't be blocked by [creatures]."
  (``by`` the filter), "~ can't be blocked except by [creatures]." (``by`` its complement:
  one quality, a keyword, a subtype or a color), "~ can't be blocked by more than one
  creature." (``be_blocked_by_more_than_one``), "~ can't be blocked by / can't block creatures
  with power N or less / greater" (``by_power_at_most`` / ``by_power_at_least``); on ~, an
  Aura's "Enchanted creature" or an Equipment's "Equipped creature". engine/turn/combat.py
  checks each block.
* "~ can't attack unless defending player controls an Island." (508.1c: ``cant`` with
  ``unless_defending_controls``, checked against the player it attacks) and "~ can't
  [attack / block / attack or block] unless you control another Zombie."
  (``unless_you_control``).
* Arrest's "Enchanted creature can't attack or block, and its activated abilities can't be
  activated." (602.5: ``cant`` ``activate_abilities``, checked by engine/turn/casting.py).
* "As ~ enters the battlefield, choose an opponent / a player." (614.12a): a replacement
  whose ``choose`` the engine asks as the permanent enters (its ``chosen`` ``opponent`` /
  ``player``).
* "Enchanted creature gets +2/+2 and can't be blocked." (an Aura's; an Equipment's
  "Equipped creature"): the static P/T change and the restriction (or requirement), both on
  the creature it is attached to.
* Groups: "Black creatures can't attack or block." (a ``cant`` on a filter of creatures) and
  "Activated abilities of artifacts can't be activated." (``activate_abilities``).
* "[Cost]: [Effect.] Activate only once each turn." (602.5b) and "... Activate only during
  your turn.": the activated ability the rest reads to, called by the compiler
  (``restricted_activation``); engine/turn/casting.py reads the restriction from the label.

  "You may choose not to untap ~ during your untap step.": the same with ``"may": true``; the
  active player is asked in the untap step (502.3: they determine which permanents untap).

Not read: "during your next untap step" (a one-time effect, a resolving ability's), a
condition ("if it has a depletion counter on it"), "Players can't untap more than one",
power compared with another creature's ("Creatures with power less than ~'s power can't
block it"),
"except by three or more creatures", "blocks each combat if able" (509.1c: which attacker it
can block is a choice the engine would have to check against every other block), "attacks each
combat if able unless ...".
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from engine.oracle.nouns import Filter, attached, object_noun, objects
from engine.oracle.patterns import Ability, Face, Kind, Template
from engine.oracle.phrases import pt_change

UNTAP = "untap_during_untap_step"


def _self_doesnt_untap(face: Face) -> Ability:
    """502.3: the permanent itself stays tapped during its controller's untap step."""
    return {"kind": "cant", "what": [UNTAP]}


def _holder(words: str) -> str | None:
    """ "Enchanted creature", "Enchanted permanent", "Equipped creature": what the source is
    attached to."""
    return attached(words)


def _may_not_untap(face: Face) -> Ability:
    """502.3: the active player determines which permanents untap; this one they may keep
    tapped (asked in the untap step)."""
    return {"kind": "cant", "what": [UNTAP], "may": True}


def _attached_doesnt_untap(face: Face, holder: str) -> Ability | None:
    """502.3: the permanent an Aura enchants (or an Equipment equips) stays tapped during its
    controller's untap step."""
    if holder == "enchanted" and "Aura" not in face.subtypes:
        return None
    if holder == "equipped" and "Equipment" not in face.subtypes:
        return None
    return {"kind": "cant", "what": [UNTAP], "affects": holder}


def _all_of(words: str) -> Filter | None:
    """ "Creatures", "Lands", "Nonbasic lands", "Blue creatures", "Permanents": permanents of
    any controller (each untaps only in its controller's untap step)."""
    found = objects(words)
    if found is None or "controller" in found or "zones" in found or found.get("other"):
        return None
    return found


def _group_doesnt_untap(face: Face, untap_group: Filter) -> Ability:
    """502.3: every permanent the filter matches stays tapped during its controller's untap
    step."""
    return {"kind": "cant", "what": [UNTAP], "affects": untap_group}


def _self_attacks(face: Face) -> Ability | None:
    """508.1d: "~ attacks each combat if able." on a creature."""
    if "Creature" not in face.types:
        return None
    return {"kind": "requirement", "what": ["attack_each_combat"]}


def _attached_attacks(face: Face, attack_holder: str) -> Ability | None:
    """508.1d: the creature an Aura enchants (an Equipment equips) attacks each combat if
    able."""
    if attack_holder == "enchanted" and "Aura" not in face.subtypes:
        return None
    if attack_holder == "equipped" and "Equipment" not in face.subtypes:
        return None
    return {"kind": "requirement", "what": ["attack_each_combat"], "affects": attack_holder}


def _creature_holder(words: str) -> str | None:
    """ "Enchanted creature", "Equipped creature" (not "Enchanted permanent": only creatures
    attack)."""
    return attached(words) if words.endswith(" creature") else None


def _creatures(words: str) -> Filter | None:
    """ "All creatures", "Goblin creatures", "Creatures your opponents control": creatures on
    the battlefield (the filter must name the card type: only creatures attack)."""
    found = objects(words)
    if found is None or found.get("types") != ["Creature"] or "zones" in found \
            or found.get("other"):
        return None
    return found


def _group_attacks(face: Face, attack_group: Filter) -> Ability:
    """508.1d: "All creatures attack each combat if able." (Warmonger Hellkite), "Goblin
    creatures ..." (Goblin Assault): every creature the filter matches, in its controller's
    combats."""
    return {"kind": "requirement", "what": ["attack_each_combat"], "affects": attack_group}


# --- blocking restrictions (509.1b) ----------------------------------------------------------

_HOLDERS = {"~": None, "Enchanted creature": "enchanted", "Equipped creature": "equipped"}


def _block_holder(words: str) -> str | None:
    return words if words in _HOLDERS else None


def _holder_fits(face: Face, holder: str) -> dict[str, Any] | None:
    """The ``affects`` of a restriction on ``holder`` ({} for the creature itself), or None when
    the face can't have it: ~ must be a creature, "Enchanted creature" an Aura's,
    "Equipped creature" an Equipment's."""
    affects = _HOLDERS[holder]
    if affects is None:
        return {} if "Creature" in face.types else None
    if affects == "enchanted" and "Aura" not in face.subtypes:
        return None
    if affects == "equipped" and "Equipment" not in face.subtypes:
        return None
    return {"affects": affects}


def _creature_filter(words: str) -> Filter | None:
    """ "artifact creatures", "blue creatures", "Walls", "creatures without flying": creatures
    on the battlefield of any controller (the other creature of a block)."""
    found: Filter = {}
    if words.endswith(" without flying"):
        words, found["not_keywords"] = words.removesuffix(" without flying"), ["Flying"]
    noun = objects(words)
    if noun is None or not noun or set(noun) - {"types", "subtypes", "colors", "supertypes"}:
        return None
    if noun.get("types", ["Creature"]) not in (["Creature"], ["Artifact", "Creature"]):
        return None
    if "types" not in noun and not noun.get("subtypes"):
        return None
    return {**noun, **found}


def _except_by(words: str) -> Filter | None:
    """ "creatures with flying", "creatures with flying or reach", "Walls", "blue creatures":
    the creatures that may still block; as the ``by`` of a "can't be blocked", those that
    can't (its complement among creatures: one filter field each, so one quality only)."""
    keywords = {"creatures with flying": ["Flying"],
                "creatures with flying or reach": ["Flying", "Reach"],
                "creatures with horsemanship": ["Horsemanship"]}
    if words in keywords:
        return {"types": ["Creature"], "not_keywords": keywords[words]}
    noun = objects(words)
    if noun is None:
        return None
    if set(noun) == {"subtypes"} and len(noun["subtypes"]) == 1:
        return {"types": ["Creature"], "not_subtypes": list(noun["subtypes"])}
    if noun.get("types") == ["Creature"] and set(noun) == {"types", "colors"} \
            and len(noun["colors"]) == 1 and isinstance(noun["colors"][0], str):
        return {"types": ["Creature"], "not_colors": list(noun["colors"])}
    return None


def _with_power(words: str) -> dict[str, Any] | None:
    """ "creatures with power 2 or less" / "... 3 or greater": creatures, and the power bound
    (``by_power_at_most`` / ``by_power_at_least``)."""
    match = re.fullmatch(r"creatures with power (\d{1,2}) or (less|greater)", words)
    if match is None:
        return None
    key = "by_power_at_most" if match[2] == "less" else "by_power_at_least"
    return {"by": {"types": ["Creature"]}, key: int(match[1])}


def _cant_be_blocked_by_power(face: Face, block_holder: str,
                              powered: dict[str, Any]) -> Ability | None:
    """509.1b: "~ can't be blocked by creatures with power 2 or less." (Amrou Scout's kin)."""
    fits = _holder_fits(face, block_holder)
    if fits is None:
        return None
    return {"kind": "cant", "what": ["be_blocked"], **fits, **powered}


def _cant_block_power(face: Face, block_holder: str, powered: dict[str, Any]) -> Ability | None:
    """509.1b: "~ can't block creatures with power 3 or greater." (it can't block those
    attackers)."""
    fits = _holder_fits(face, block_holder)
    if fits is None:
        return None
    return {"kind": "cant", "what": ["block"], **fits, **powered}


def _cant_be_blocked_by(face: Face, block_holder: str, blockers: Filter) -> Ability | None:
    """509.1b: "~ can't be blocked by artifact creatures." (its blockers can't be of the
    filter)."""
    fits = _holder_fits(face, block_holder)
    if fits is None:
        return None
    return {"kind": "cant", "what": ["be_blocked"], **fits, "by": blockers}


def _cant_be_blocked_except(face: Face, block_holder: str, except_by: Filter) -> Ability | None:
    """509.1b: "~ can't be blocked except by creatures with flying." (no creature outside the
    filter can block it)."""
    return _cant_be_blocked_by(face, block_holder, except_by)


def _block_only_flyers(face: Face, block_holder: str) -> Ability | None:
    """509.1b: "~ can block only creatures with flying." (it can't block an attacker without
    flying)."""
    fits = _holder_fits(face, block_holder)
    if fits is None:
        return None
    return {"kind": "cant", "what": ["block"], **fits,
            "by": {"types": ["Creature"], "not_keywords": ["Flying"]}}


def _block_filter(face: Face, block_holder: str, blockers: Filter) -> Ability | None:
    """509.1b: "~ can't block black creatures." (it can't block attackers of the filter)."""
    fits = _holder_fits(face, block_holder)
    if fits is None:
        return None
    return {"kind": "cant", "what": ["block"], **fits, "by": blockers}


def _one_blocker(face: Face, block_holder: str) -> Ability | None:
    """509.1b: "~ can't be blocked by more than one creature."."""
    fits = _holder_fits(face, block_holder)
    if fits is None:
        return None
    return {"kind": "cant", "what": ["be_blocked_by_more_than_one"], **fits}


# --- "can't attack unless ..." (508.1c, 509.1b) ----------------------------------------------


def _a_permanent(words: str) -> Filter | None:
    """ "an Island", "a snow land", "another Zombie": one permanent on the battlefield (its
    controller is the condition's)."""
    for article in ("a ", "an "):
        if words.startswith(article):
            words = words.removeprefix(article)
            break
    else:
        if not words.startswith("another "):
            return None
    found = object_noun(words)
    if found is None or not found or "controller" in found or "zones" in found:
        return None
    return found


_CANT_UNLESS = {"attack": ["attack"], "block": ["block"], "attack or block": ["attack", "block"]}


def _cant_unless_you_control(face: Face, block_holder: str, unless_what: list[str],
                             unless_permanent: Filter) -> Ability | None:
    """508.1c, 509.1b: "~ can't block unless you control another Zombie." (the restriction
    applies while its controller controls no such permanent)."""
    fits = _holder_fits(face, block_holder)
    if fits is None:
        return None
    return {"kind": "cant", "what": list(unless_what), **fits,
            "unless_you_control": unless_permanent}


def _cant_attack_unless_defending(face: Face, block_holder: str,
                                  unless_permanent: Filter) -> Ability | None:
    """508.1c: "~ can't attack unless defending player controls an Island." (checked against
    the player it attacks, or who controls the planeswalker it attacks)."""
    if unless_permanent.get("other"):
        return None
    fits = _holder_fits(face, block_holder)
    if fits is None:
        return None
    return {"kind": "cant", "what": ["attack"], **fits,
            "unless_defending_controls": unless_permanent}


# --- "its activated abilities can't be activated" (602.5) --------------------------------------

_ARREST = {"can't attack or block": ["attack", "block"], "can't block": ["block"],
           "can't attack": ["attack"]}


def _arrest_what(words: str) -> list[str] | None:
    return _ARREST.get(words)


def _arrested(face: Face, arrest_what: list[str]) -> Ability | None:
    """508.1c, 509.1b, 602.5: Arrest's "Enchanted creature can't attack or block, and its
    activated abilities can't be activated." (an Aura's)."""
    if "Aura" not in face.subtypes:
        return None
    return {"kind": "cant", "what": [*arrest_what, "activate_abilities"],
            "affects": "enchanted"}


# --- "As ~ enters, choose an opponent / a player" (614.12a) ------------------------------------


def _choose_as_enters(choice: str) -> Callable[[Face], Ability]:
    def build(face: Face) -> Ability:
        """614.1c, 614.12a: the choice is made before it enters (engine/game/zones.py asks its
        controller, unless the object's ``chosen`` gives it)."""
        return {"kind": "replacement", "event": {"type": "enter", "object": "self"},
                "instead": {"choose": choice}}
    return build


# --- groups: "Black creatures can't attack or block.", "Activated abilities of artifacts
# can't be activated." (508.1c, 509.1b, 602.5) -------------------------------------------------


def _group_cant(face: Face, attack_group: Filter, unless_what: list[str]) -> Ability:
    """508.1c, 509.1b: every creature of the filter can't attack / block (Moat's kin)."""
    return {"kind": "cant", "what": list(unless_what), "affects": attack_group}


def _permanents(words: str) -> Filter | None:
    """ "artifacts", "creatures", "creatures your opponents control": permanents on the
    battlefield."""
    found = objects(words)
    if found is None or not found or "zones" in found or found.get("other"):
        return None
    return found


def _group_cant_activate(face: Face, activ_group: Filter) -> Ability:
    """602.5: "Activated abilities of artifacts can't be activated." (Stony Silence's kin:
    mana abilities are activated abilities too, 605.1a, and the activate event refuses them
    as well)."""
    return {"kind": "cant", "what": ["activate_abilities"], "affects": activ_group}


# --- "Enchanted creature gets +2/+2 and can't be blocked." (613.4c, 509.1b) ----------------

_PLAIN_CANT = {"can't attack": ["attack"], "can't block": ["block"],
               "can't attack or block": ["attack", "block"], "can't be blocked": ["be_blocked"],
               "doesn't untap during its controller's untap step": [UNTAP]}


def _holder_clause(words: str) -> Ability | None:
    """The restriction after "gets +N/+N and": "can't be blocked", "can't be blocked by
    artifact creatures", "doesn't untap during its controller's untap step", "attacks each
    combat if able" (the ability without its ``affects``)."""
    if words in _PLAIN_CANT:
        return {"kind": "cant", "what": _PLAIN_CANT[words]}
    if words == "attacks each combat if able":
        return {"kind": "requirement", "what": ["attack_each_combat"]}
    for prefix, reader in (("can't be blocked except by ", _except_by),
                           ("can't be blocked by ", _creature_filter)):
        if words.startswith(prefix):
            found = reader(words.removeprefix(prefix))
            if found is not None:
                return {"kind": "cant", "what": ["be_blocked"], "by": found}
            powered = _with_power(words.removeprefix(prefix)) if "except" not in prefix else None
            if powered is not None:
                return {"kind": "cant", "what": ["be_blocked"], **powered}
            return None
    return None


def _gets_and(face: Face, attack_holder: str, gets_pt: tuple[int, int],
              holder_clause: Ability) -> list[Ability] | None:
    """613.4c, 508.1c, 509.1b: an Aura's (an Equipment's) "Enchanted creature gets +2/+2 and
    can't be blocked.": the P/T change (a static ability) and the restriction, each on the
    creature it is attached to."""
    if attack_holder == "enchanted" and "Aura" not in face.subtypes:
        return None
    if attack_holder == "equipped" and "Equipment" not in face.subtypes:
        return None
    change = {"kind": "static", "affects": attack_holder,
              "modifications": [{"op": "modify_pt", "power": gets_pt[0],
                                 "toughness": gets_pt[1]}]}
    return [change, {**holder_clause, "affects": attack_holder}]


# --- "Activate only once each turn" (602.5b) ---------------------------------------------------

# The restrictions engine/turn/casting.py reads from an activated ability's label, in both
# wordings (2020's: "Activate this ability only ..."): once each turn (602.5b), during its
# controller's turn or upkeep (602.5, 503).
ACTIVATION_RESTRICTIONS = (" Activate only once each turn.",
                           " Activate this ability only once each turn.",
                           " Activate only during your turn.",
                           " Activate this ability only during your turn.",
                           " Activate only during your upkeep.",
                           " Activate this ability only during your upkeep.",
                           " Activate only during your turn, before attackers are declared.",
                           " Activate this ability only during your turn, before attackers are "
                           "declared.",
                           # 702.131c: "Activate only if you have the city's blessing."
                           " Activate only if you have the city's blessing.",
                           " Activate this ability only if you have the city's blessing.",
                           # 602.2: any player may activate it (ANY_PLAYER).
                           " Any player may activate this ability.")
# "Any player may activate this ability.": a player who doesn't control the permanent may
# activate it, and pays its costs (602.2b); read only with costs every player can pay from their
# own resources (mana, "Discard a card", "Pay N life"), never the permanent's own {T}, its
# sacrifice or its counters, which only its controller could pay.
ANY_PLAYER = " Any player may activate this ability."
_ANY_PLAYER_COST = re.compile(r"^(?:(?:\{[0-9WUBRGCX/]+\})+|Discard a card|Pay \d+ life)$")


def restricted_activation(words: str, read: Callable[[str], list[Ability] | None]
                          ) -> list[Ability] | None:
    """602.5b: "[Cost]: [Effect.] Activate only once each turn." (or "... only during your
    turn.") is the activated ability the rest of the line reads to (``read``: the compiler
    reading those words with every template), its label keeping the restriction, which
    engine/turn/casting.py reads as it reads "Activate only as a sorcery" (602.5d). None unless
    the rest is read whole, to activated abilities only (a mana ability isn't activated by the
    engine)."""
    for sentence in ACTIVATION_RESTRICTIONS:
        if not words.endswith(sentence):
            continue
        rest = words.removesuffix(sentence)
        if ": " not in rest:
            return None
        if sentence == ANY_PLAYER and not all(_ANY_PLAYER_COST.match(part) for part in rest.split(
                ": ", 1)[0].split(", ")):
            return None
        inner = read(rest)
        if not inner or any(a["kind"] != "activated" for a in inner):
            return None
        # The label and the cost are the whole line's (the compiler adds them again).
        return [{k: v for k, v in a.items() if k not in ("label", "cost")} | {"cost": ""}
                for a in inner]
    return None


READERS: dict[str, Callable[[str], Any]] = {
    "untap_holder": _holder,
    "untap_group": _all_of,
    "attack_holder": _creature_holder,
    "attack_group": _creatures,
    "block_holder": _block_holder,
    "blockers": _creature_filter,
    "except_by": _except_by,
    "unless_permanent": _a_permanent,
    "powered": _with_power,
    "arrest_what": _arrest_what,
    "activ_group": _permanents,
    "holder_clause": _holder_clause,
    "gets_pt": pt_change,
    "unless_what": lambda w: _CANT_UNLESS.get(w),
}

TEMPLATES = (
    Template("restrictions.doesnt_untap", "~ doesn't untap during your untap step.",
             _self_doesnt_untap, Kind.PERMANENT),
    Template("restrictions.doesnt_untap", "You may choose not to untap ~ during your untap "
             "step.", _may_not_untap, Kind.PERMANENT),
    Template("restrictions.doesnt_untap", "{untap_holder} doesn't untap during its controller's "
             "untap step.", lambda face, untap_holder: _attached_doesnt_untap(face, untap_holder),
             Kind.PERMANENT),
    Template("restrictions.doesnt_untap", "{untap_group} don't untap during their controllers' "
             "untap steps.", _group_doesnt_untap, Kind.PERMANENT),
    Template("restrictions.attacks_each_combat", "~ attacks each combat if able.",
             _self_attacks, Kind.PERMANENT),
    Template("restrictions.attacks_each_combat", "{attack_holder} attacks each combat if able.",
             _attached_attacks, Kind.PERMANENT),
    Template("restrictions.attacks_each_combat", "{attack_group} attack each combat if able.",
             _group_attacks, Kind.PERMANENT),
    Template("restrictions.blocking", "{block_holder} can block only creatures with flying.",
             _block_only_flyers, Kind.PERMANENT),
    Template("restrictions.blocking", "{block_holder} can't be blocked by more than one "
             "creature.", _one_blocker, Kind.PERMANENT),
    Template("restrictions.blocking", "{block_holder} can't be blocked except by {except_by}.",
             _cant_be_blocked_except, Kind.PERMANENT),
    Template("restrictions.blocking", "{block_holder} can't be blocked by {powered}.",
             _cant_be_blocked_by_power, Kind.PERMANENT),
    Template("restrictions.blocking", "{block_holder} can't block {powered}.",
             _cant_block_power, Kind.PERMANENT),
    Template("restrictions.blocking", "{block_holder} can't be blocked by {blockers}.",
             _cant_be_blocked_by, Kind.PERMANENT),
    Template("restrictions.cant_unless", "{block_holder} can't attack unless defending player "
             "controls {unless_permanent}.", _cant_attack_unless_defending, Kind.PERMANENT),
    Template("restrictions.cant_unless", "{block_holder} can't {unless_what} unless you control "
             "{unless_permanent}.", _cant_unless_you_control, Kind.PERMANENT),
    Template("restrictions.arrest", "Enchanted creature {arrest_what}, and its activated "
             "abilities can't be activated.", _arrested, Kind.PERMANENT),
    Template("restrictions.arrest", "Enchanted creature {arrest_what} and its activated "
             "abilities can't be activated.", _arrested, Kind.PERMANENT),
    Template("restrictions.choose_as_enters", "As ~ enters the battlefield, choose an opponent.",
             _choose_as_enters("opponent"), Kind.PERMANENT),
    Template("restrictions.choose_as_enters", "As ~ enters, choose an opponent.",
             _choose_as_enters("opponent"), Kind.PERMANENT),
    Template("restrictions.choose_as_enters", "As ~ enters the battlefield, choose a player.",
             _choose_as_enters("player"), Kind.PERMANENT),
    Template("restrictions.choose_as_enters", "As ~ enters, choose a player.",
             _choose_as_enters("player"), Kind.PERMANENT),
    Template("restrictions.group_cant", "{attack_group} can't {unless_what}.", _group_cant,
             Kind.PERMANENT),
    Template("restrictions.group_cant", "Activated abilities of {activ_group} can't be "
             "activated.", _group_cant_activate, Kind.PERMANENT),
    Template("restrictions.blocking", "{block_holder} can't block {blockers}.",
             lambda face, block_holder, blockers: _block_filter(face, block_holder, blockers),
             Kind.PERMANENT),
    Template("restrictions.gets_and", "{attack_holder} gets {gets_pt} and {holder_clause}.",
             _gets_and, Kind.PERMANENT),
)
