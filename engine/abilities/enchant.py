"""What an Aura can enchant (rules 303.4, 702.5), as data.

"Enchant [object or player]" restricts what an Aura can be attached to (702.5a); an Aura attached
to something it can't enchant is put into its owner's graveyard (704.5m). The restriction is read
once, when the card is loaded, into an :class:`EnchantSpec`: alternatives of selectors (the one
matcher of engine/abilities/selectors.py reads them) and whether players can be enchanted. So the
rules code never parses English, and a restriction the engine can't read is known as such at load
time.

A card says it either as the keyword's text, ``"Enchant creature you control"``, or structured:
``{"kind": "keyword", "keyword": "Enchant", "enchant": [filter, ...] | "player" | "opponent",
"label": "..."}``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from engine.abilities.effects import Selector, parse_selector
from engine.errors import ScenarioError, join
from engine.subtypes import CARD_TYPES, SUPERTYPES, subtype_name

PREFIX = "Enchant "
_CONTROL_SUFFIXES = {" you control": "you", " you don't control": "opponent",
                     " an opponent controls": "opponent"}
_CARD_TYPE_WORDS = {t.lower(): t for t in CARD_TYPES}
_SUPERTYPE_WORDS = {s.lower(): s for s in SUPERTYPES}
# Words that make an alternative something the word grammar below can't say.
_UNREADABLE_WORDS = ("with", "without", "card", "in", "that", "of")


@dataclass(frozen=True, slots=True)
class EnchantSpec:
    """702.5a: an Aura can enchant an object matching one of ``objects``, or a player if
    ``players`` ("any" or "opponent"). ``unreadable`` holds the alternatives the engine could not
    read ("creature card in a graveyard"): with any, the Aura is never judged illegal."""

    objects: tuple[Selector, ...] = ()
    players: str | None = None
    unreadable: tuple[str, ...] = ()


def selector_of_words(words_text: str) -> Selector | None:
    """"nonland permanent", "Forest", "creature you control" as a selector, or None."""
    text = words_text.strip()
    controller = None
    for suffix, relation in _CONTROL_SUFFIXES.items():
        if text.endswith(suffix):
            controller, text = relation, text.removesuffix(suffix)
            break
    words = text.split()
    if not words or any(w.lower() in _UNREADABLE_WORDS for w in words):
        return None
    fields: dict[str, list[str]] = {"types": [], "not_types": [], "supertypes": [],
                                    "not_supertypes": [], "subtypes": [], "not_subtypes": []}
    for word in words:
        lowered = word.lower()
        negated = lowered.startswith("non") and lowered != "none"
        name = lowered.removeprefix("non").removeprefix("-") if negated else lowered
        prefix = "not_" if negated else ""
        if name == "permanent":
            if negated:
                return None
        elif name in _CARD_TYPE_WORDS:
            fields[prefix + "types"].append(_CARD_TYPE_WORDS[name])
        elif name in _SUPERTYPE_WORDS:
            fields[prefix + "supertypes"].append(_SUPERTYPE_WORDS[name])
        else:
            # Anything else is a subtype: "Enchant Forest", "Enchant Wall" (205.3).
            fields[prefix + "subtypes"].append(subtype_name(name))
    if len(fields["subtypes"]) > 1:
        # "Enchant Forest Wall" would need both; the word grammar can't say that.
        return None
    return Selector(zones=None, controller=controller,
                    **{k: tuple(v) for k, v in fields.items()})  # type: ignore[arg-type]


def parse_enchant_text(label: str) -> EnchantSpec | None:
    """The restriction of an "Enchant ..." keyword's text, or None if it isn't one."""
    if not label.startswith(PREFIX):
        return None
    rest = label[len(PREFIX):].strip()
    alternatives = [a.strip() for a in rest.replace(" or ", ",").split(",") if a.strip()]
    objects: list[Selector] = []
    unreadable: list[str] = []
    players = None
    for alternative in alternatives:
        lowered = alternative.lower()
        if lowered in ("player", "opponent"):
            players = "any" if lowered == "player" else "opponent"
            continue
        selector = selector_of_words(alternative)
        if selector is None:
            unreadable.append(alternative)
        else:
            objects.append(selector)
    return EnchantSpec(tuple(objects), players, tuple(unreadable))


def parse_enchant_field(data: Mapping[str, Any], path: str) -> EnchantSpec:
    """The structured ``"enchant"`` field of an Enchant keyword ability."""
    value = data.get("enchant")
    where = join(path, "enchant")
    if value in ("player", "opponent"):
        return EnchantSpec(players="any" if value == "player" else "opponent")
    if not isinstance(value, list) or not value:
        raise ScenarioError(where, 'expected a list of filters, "player" or "opponent"')
    return EnchantSpec(tuple(parse_selector(item, join(where, i), default_zones=None)
                             for i, item in enumerate(value)))


def spec_of(abilities: Any) -> EnchantSpec | None:
    """The restriction of the first Enchant keyword among ``abilities``, or None."""
    for ability in abilities:
        if isinstance(ability.spec, EnchantSpec):
            return ability.spec
    return None
