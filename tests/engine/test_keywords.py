"""Keywords as typed concepts (engine/abilities/keywords.py): each definition carries its rule and
the rules hooks where the engine applies it, and rules code asks the hooks, not the spelling."""

from __future__ import annotations

import pytest

from engine.abilities.keywords import KEYWORD_RULES, Hook, Keyword, Status, hooks_of, keyword_name
from tests.engine.event_helpers import play


@pytest.mark.parametrize("keyword", [k for k, r in KEYWORD_RULES.items()
                                     if r.status is not Status.REPORTED])
def test_a_keyword_the_engine_applies_names_where(keyword: Keyword) -> None:
    """A modelled or partly modelled keyword has at least one hook and says where it works."""
    rule = KEYWORD_RULES[keyword]

    assert rule.hooks
    assert rule.modelled_in


@pytest.mark.parametrize("keyword", [k for k, r in KEYWORD_RULES.items()
                                     if r.status is Status.REPORTED])
def test_a_reported_keyword_has_no_hook_and_says_what_is_missing(keyword: Keyword) -> None:
    """A keyword the engine only reports has no hook, and a gap that not_modelled explains."""
    rule = KEYWORD_RULES[keyword]

    assert rule.hooks == frozenset()
    assert rule.gap is not None


def test_every_keyword_definition_cites_a_702_rule() -> None:
    """Each keyword's definition carries its rule number in 702."""
    assert all(rule.rule.startswith("702.") for rule in KEYWORD_RULES.values())


@pytest.mark.parametrize(("labels", "hooks"), [
    (("Infect",), {Hook.POISON_DAMAGE, Hook.COUNTER_DAMAGE}),
    (("Wither", "Lifelink"), {Hook.COUNTER_DAMAGE, Hook.LIFELINK_DAMAGE}),
    (("Protection from red",), {Hook.PREVENT_DAMAGE, Hook.PROTECTED_FROM_QUALITY, Hook.COMBAT}),
    (("Shroud", "Hexproof"), {Hook.UNTARGETABLE, Hook.UNTARGETABLE_BY_OPPONENTS}),
    (("Enchant creature you control",), {Hook.ATTACH_RESTRICTION}),
    (("Flying", "Persist"), {Hook.COMBAT, Hook.TRIGGERED_ABILITY}),
    (("Made-up keyword",), set()),
])
def test_hooks_of_collects_the_hooks_of_every_keyword(labels: tuple[str, ...],
                                                       hooks: set[Hook]) -> None:
    """An object's keywords give the union of their definitions' hooks."""
    assert hooks_of(labels) == hooks


@pytest.mark.parametrize(("written", "name"), [
    ("first strike", "First strike"), ("  DEATHTOUCH ", "Deathtouch"),
    ("protection from red", "Protection from red"), ("sparkle", "Sparkle"),
])
def test_keyword_names_are_spelt_as_the_rules_spell_them(written: str, name: str) -> None:
    """A keyword written in any case is the rules' keyword, so no hook is lost to a typo."""
    assert keyword_name(written) == name


def test_a_lower_case_infect_keyword_still_gives_poison() -> None:
    """120.3b through the hook: a custom source written with "infect" gives poison counters."""
    objects = [{"id": "rats", "name": "Plague Rats", "types": ["Creature"], "power": 2,
                "toughness": 2, "mana_value": 2, "keywords": ["infect"], "controller": "A"}]

    result = play(objects, events=[{"type": "damage", "source": "rats", "target": "B",
                                    "amount": 2}])

    assert result["players"]["B"]["poison"] == 2
    assert result["players"]["B"]["life"] == 20
