"""Which costs of activated abilities the engine pays (602.2b; 118), in the words the ability's
``cost`` gives them: mana symbols (taken as paid), {T}, "Sacrifice ..." (itself, or permanents
of a card type or subtype), "Discard a card", "Remove N [kind] counters from ~", "Pay N life",
and crew's "Tap any number of other untapped creatures you control with total power N or
greater" (702.122a: the activate event's ``tap`` names them). The casting code pays them
(engine.turn.casting); the Oracle compiler reads a cost only when every part of it is one of
these, so a line it claims is one the engine can activate.
"""

from __future__ import annotations

import re

# Mana symbols, taken as paid (mana isn't modelled); not {E} or {Q}, which are other costs.
MANA = re.compile(r"^(\{[0-9WUBRGCXS/P]+\})+$")
REMOVE = re.compile(r"^Remove (a|an|one|two|three|four|five|\d+) (.+?) counters? from (.+)$")
NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
PAY_LIFE = re.compile(r"^Pay (\d+) life$")
# 702.122a: crew N's cost, as the current rules word it ("other": not the Vehicle itself).
CREW = re.compile(r"^Tap any number of other untapped creatures you control with total power "
                  r"(\d+) or greater$")


def crew_cost(n: int) -> str:
    """702.122a: the cost of "Crew N"."""
    return ("Tap any number of other untapped creatures you control with total power "
            f"{n} or greater")
# One kind of counter (122.1): "+1/+1", "charge", "ki", not "+1/+1 counter or a charge".
COUNTER_KIND = re.compile(r"[+-]\d+/[+-]\d+|[a-z]+")
# The words by which a cost names its own permanent.
ITSELF = ("~", "this creature", "this artifact", "this enchantment", "this land",
          "this permanent")
# 701.17a: the card types a cost's "Sacrifice a creature" / "Sacrifice two lands" names (a
# permanent's, 110.4); "permanent" is any.
SACRIFICE_TYPES = ("Artifact", "Creature", "Enchantment", "Land", "Planeswalker", "Battle",
                   "Permanent")


def sacrifices_itself(what: str, name: str) -> bool:
    """Whether "Sacrifice <what>" sacrifices the source: "~", "this creature", its name or the
    first part of a legendary name."""
    return what in (name, *ITSELF) or name.startswith(what)


def removes_from_itself(whence: str, name: str) -> bool:
    """Whether "Remove ... counters from <whence>" names the source itself."""
    return whence == name or whence in ITSELF or name.startswith(whence + ",")


def sacrifice_wanted(what: str) -> tuple[int, str, str] | None:
    """What a cost's "Sacrifice ..." asks for: how many, and a card type (``"type"``) or a
    subtype (``"subtype"``) they must have: "a creature", "another creature", "five
    artifacts", "a Goblin". None for anything else ("an artifact or creature", "a creature
    with defender", "two Goblins"), which the engine can't pay."""
    count, _, noun = what.partition(" ")
    amount = 1 if count == "another" else NUMBERS.get(count)
    if amount is None or not noun:
        return None
    if noun[:1].islower():
        if " " in noun:
            return None
        singular = noun.removesuffix("s") if amount > 1 else noun
        if amount > 1 and singular == noun:
            return None
        kind = singular[:1].upper() + singular[1:]
        return (amount, "type", kind) if kind in SACRIFICE_TYPES else None
    # Capitalized words are subtypes, each of which it has ("Sacrifice a Goblin", "Sacrifice
    # an Eldrazi Scion": 205.3); only one permanent: plural subtypes aren't spelt by a rule
    # the engine knows ("Elves").
    if amount != 1 or not all(word[:1].isupper() for word in noun.split(" ")):
        return None
    return 1, "subtype", noun


# 606.4: a loyalty ability's cost, the loyalty symbol: "[+1]", "[−2]", "[0]" (MTGJSON's
# brackets) or "+1", "−2", "0" (Scryfall's); the minus is U+2212 or a hyphen. Not "−X", whose
# X the engine doesn't choose.
LOYALTY = re.compile(r"^\[?(?:([+−-])(\d+)|(0))\]?$")


def loyalty_change(cost: str) -> int | None:
    """The loyalty counters a loyalty ability's cost puts on (positive) or removes from
    (negative) its permanent (606.4), or None when ``cost`` isn't a loyalty cost: a loyalty
    cost is the whole cost."""
    cost = cost.strip()
    found = LOYALTY.match(cost)
    if found is None or cost.startswith("[") != cost.endswith("]"):
        return None
    if found.group(3) is not None:
        return 0
    amount = int(found.group(2))
    return amount if found.group(1) == "+" else -amount


# 602.2b: "Tap an untapped creature you control", "Tap two untapped creatures you control",
# "Tap another untapped Merfolk you control": permanents its player chooses (the activate
# event's ``tap``), of a card type or one subtype, as sacrifice_wanted reads them.
TAP_UNTAPPED = re.compile(r"^Tap (an|a|another|one|two|three|four|five) untapped (.+) "
                          r"you control$")


def tap_wanted(part: str) -> tuple[int, str, str, bool] | None:
    """What a cost's "Tap N untapped ... you control" asks for: how many, a card type
    (``"type"``) or a subtype (``"subtype"``), and whether "another" keeps the source out; None
    for anything else ("Tap two untapped Wizards you control": a plural subtype, "Tap an
    untapped blue creature you control": a color)."""
    found = TAP_UNTAPPED.match(part)
    if found is None:
        return None
    wanted = sacrifice_wanted(f"{found.group(1)} {found.group(2)}")
    if wanted is None:
        return None
    amount, field, kind = wanted
    return amount, field, kind, found.group(1) == "another"


def payable(part: str, name: str = "~") -> bool:
    """Whether the engine pays this part of a cost (one of ``cost``'s comma-separated parts),
    for a source called ``name``."""
    if (MANA.match(part) or part in ("{T}", "Discard a card") or PAY_LIFE.match(part)
            or CREW.match(part) or tap_wanted(part) is not None):
        return True
    if part.startswith("Sacrifice "):
        what = part.removeprefix("Sacrifice ")
        return sacrifices_itself(what, name) or sacrifice_wanted(what) is not None
    removal = REMOVE.match(part)
    if removal is None:
        return False
    whence = removal.group(3).removesuffix(" and sacrifice it")
    return bool(COUNTER_KIND.fullmatch(removal.group(2))) and removes_from_itself(whence, name)
