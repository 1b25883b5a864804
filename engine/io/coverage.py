"""What the engine models: every keyword (702) and ability kind, with its status and rules.

``python -m engine coverage`` prints it. Keywords come from their definitions
(:data:`engine.abilities.keywords.KEYWORD_RULES`); ability kinds from :data:`KIND_STATUS` below,
which a test keeps complete: a kind registered without a line here fails the suite, so no kind of
ability can enter the format without saying how far the engine applies it.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.abilities.keywords import KEYWORD_RULES, Status
from engine.abilities.legacy_kinds import LEGACY_KINDS
from engine.abilities.registry import ability_kinds


@dataclass(frozen=True, slots=True)
class Coverage:
    """One line of the table: a keyword or ability kind, how far it is applied, and where."""

    name: str
    rules: str
    status: Status
    note: str


# Ability kinds other than the format-0.4 ones, which read as "replacement" or "prevention".
KIND_STATUS: dict[str, Coverage] = {c.name: c for c in (
    Coverage("static", "604, 611.3, 613", Status.MODELLED,
             "continuous effects in the layer system; \"cda\": true for 604.3"),
    Coverage("spell", "601.2, 608.2, 611.2", Status.MODELLED,
             "cast by a scenario's cast event (engine/turn/casting.py) and resolved with its "
             "targets checked again (engine/turn/resolving.py): actions of the shared library "
             "(damage, destroy, exile, bounce, counter, copy, draw, discard, life, tokens, "
             "counters) or a continuous effect (611.2; also given as a scenario's effects)"),
    Coverage("activated", "602, 611.2", Status.MODELLED,
             "activated by a scenario's activate event, its non-mana costs paid ({T}, "
             "sacrifice, removing counters, discarding, life); resolves like a spell"),
    Coverage("replacement", "614, 616", Status.MODELLED,
             "an event pattern and what happens instead (engine/abilities/replacements.py)"),
    Coverage("prevention", "615, 616", Status.MODELLED,
             "a damage pattern and how much it prevents (engine/abilities/prevention.py)"),
    Coverage("cant", "614.7, 104.3, 615.11, 508.1c, 509.1b", Status.MODELLED,
             "can't lose or win, can't gain life, can't get counters, damage can't be "
             "prevented, can't attack, can't block, can't be blocked (by some creatures, by more "
             "than one; unless a player controls a permanent), doesn't untap during its "
             "controller's untap step (502.3), activated abilities can't be activated (602.5)"),
    Coverage("requirement", "508.1d", Status.MODELLED,
             "attacks each combat if able: checked as attackers are declared "
             "(engine/turn/combat.py); attacking costs aren't modelled"),
    Coverage("block_additional", "509.1a", Status.MODELLED,
             "can block additional creatures, or any number (engine/turn/combat.py)"),
    Coverage("additional_cost", "601.2b, 601.2h", Status.MODELLED,
             "a spell's additional cost paid as it is cast (sacrificing a creature, artifact, "
             "land, enchantment or permanent, discarding a card, paying life): the cast "
             "event's sacrifice or discard names the choice (engine/turn/casting.py)"),
    Coverage("cast_timing", "601.3", Status.MODELLED,
             "\"Cast ~ only during ...\": the declare attackers step (combat before blockers are "
             "declared), combat after blockers are declared, combat, its caster's turn or an "
             "opponent's turn, checked as the cast event is played (engine/turn/casting.py)"),
    Coverage("cost_change", "601.2f", Status.MODELLED,
             "\"Noncreature spells cost {1} more to cast\", \"Spells you cast cost {1} less\": a "
             "permanent's static ability changing the total cost of the spells it describes, "
             "shown as each is cast; mana is taken as paid, so it limits what convoke, "
             "improvise and delve pay (engine/turn/convoke.py)"),
    Coverage("buyback", "702.27a", Status.MODELLED,
             "buyback: the cast event's buyback pays it (mana taken as paid); the spell goes to "
             "its owner's hand instead of the graveyard as it resolves (engine/turn/resolving.py)"),
    Coverage("kicker", "702.33a, 702.33d, 607.2h", Status.MODELLED,
             "kicker (one mana cost): the cast event's kicked pays it (mana taken as paid); the "
             "spell, and the permanent a kicked permanent spell becomes, was kicked: a "
             "triggered ability's \"if it was kicked\" reads it (engine/turn/casting.py)"),
    Coverage("flashback", "702.34a", Status.MODELLED,
             "flashback (a mana cost): the cast event's flashback casts the instant or sorcery "
             "from its owner's graveyard (mana taken as paid); it is exiled instead of going "
             "anywhere else from the stack (engine/turn/casting.py, engine/game/perform.py)"),
    Coverage("jump_start", "702.133a", Status.MODELLED,
             "jump-start: the cast event's jump_start casts the instant or sorcery from its "
             "owner's graveyard, discarding the card its discard names; it is exiled instead of "
             "going anywhere else from the stack (engine/turn/casting.py)"),
    Coverage("retrace", "702.81a", Status.MODELLED,
             "retrace: the cast event's retrace casts the instant or sorcery from its owner's "
             "graveyard, discarding the land card its discard names (engine/turn/casting.py)"),
    Coverage("rebound", "702.88a", Status.MODELLED,
             "rebound: an instant or sorcery cast from its caster's hand is exiled as it "
             "resolves, and at the beginning of its controller's next upkeep a delayed ability "
             "waits on the stack: a cast event with rebound casts the card from exile without "
             "paying its mana cost as it resolves, a resolve event declines "
             "(engine/turn/casting.py, engine/turn/resolving.py)"),
    Coverage("madness", "702.35a", Status.MODELLED,
             "madness (a mana cost): a card discarded from a hand is exiled instead of put into "
             "the graveyard, still a discard; its owner's triggered ability waits on the stack: "
             "a cast event with madness casts the card from exile for its madness cost as it "
             "resolves, a resolve event puts the card into its owner's graveyard "
             "(engine/game/perform.py, engine/turn/casting.py, engine/turn/stack.py)"),
    Coverage("dredge", "702.52a", Status.MODELLED,
             "dredge N: as a player would draw a card, each card with dredge in their graveyard "
             "whose N their library has is offered (a choice: the card, or draw); dredging mills "
             "N cards and returns the card to the hand instead of the draw "
             "(engine/game/perform.py)"),
    Coverage("unearth", "702.84a, 113.6", Status.MODELLED,
             "unearth (a mana cost): the activate event activates it from its owner's graveyard "
             "at sorcery speed; the card returns to the battlefield with haste, is exiled at the "
             "beginning of the next end step and instead of leaving the battlefield any other "
             "way (engine/turn/resolving.py, engine/game/perform.py)"),
    Coverage("scavenge", "702.97a, 113.6", Status.MODELLED,
             "scavenge (a mana cost): the activate event activates it from its owner's "
             "graveyard at sorcery speed, exiling the card as the cost; the target creature "
             "gets +1/+1 counters as many as the card's power in the graveyard "
             "(engine/turn/casting.py)"),
    Coverage("cycling", "702.29a, 702.29e, 113.6", Status.MODELLED,
             "cycling and typecycling (a mana cost): the activate event activates it from its "
             "owner's hand, discarding the card as the cost; it draws a card, or searches the "
             "library for a card of the type and puts it into the hand (engine/turn/casting.py)"),
    Coverage("rule", "101.1, 704.5j, 704.5k, 402.2", Status.MODELLED,
             "a rule that doesn't apply: the legend rule or the world rule (Mirror Gallery), "
             "to every permanent or to those its controller controls; the maximum hand size, "
             "to its controller (\"You have no maximum hand size.\": the cleanup discard, "
             "514.1)"),
    Coverage("hand_size", "402.2, 514.1", Status.MODELLED,
             "its controller's maximum hand size changed by an amount (\"reduced by three\"), "
             "added up from seven and never below zero, read by the cleanup discard for a "
             "player whose hand is known (engine/turn/turns.py)"),
    Coverage("skip", "614.10, 504.1", Status.MODELLED,
             "\"Skip your draw step.\": its controller's draw step is skipped, so nothing is "
             "drawn and nothing triggers at its beginning (engine/turn/turns.py)"),
    Coverage("morph", "702.37a, 702.37b, 702.37c, 702.37e, 708", Status.MODELLED,
             "morph and megamorph (a mana cost): the cast event's face_down casts the card "
             "face down for {3} as a 2/2 creature with no name, text or subtypes (708.2a); "
             "the turn_face_up event turns it face up for its morph cost without using the "
             "stack, megamorph adding a +1/+1 counter (engine/turn/facedown.py)"),
    Coverage("player_keyword", "702.11c, 702.18a", Status.MODELLED,
             "a keyword its controller has while it is on the battlefield: hexproof (spells and "
             "abilities their opponents control can't target them) or shroud (no spell or "
             "ability can), read by target legality (engine/turn/targeting.py)"),
    Coverage("triggered", "603, 608, 607.2a, 610.3", Status.MODELLED,
             "triggers on events (enters, leaves, dies, damage, life, counters, draws, steps, "
             "casts, attacks, blocks, becomes blocked) and states (603.8), put on the stack in "
             "APNAP order with targets, resolved by the engine; \"may\" asks its controller "
             "(603.5); delayed (603.7) and reflexive (603.12) abilities created by its actions; "
             "the cards it exiled, linked to its source (607.2a: \"return the exiled card\"), "
             "and exile until its source leaves the battlefield (610.3) "
             "(engine/abilities/triggers.py, engine/turn/stack.py)"),
    Coverage("keyword", "702", Status.PARTIAL,
             "each keyword as its own line below"),
    Coverage("mana", "605, 305.6", Status.PARTIAL,
             "what it produces (land types change it, 305.6); the activate event pays its "
             "cost and it resolves at once (605.3b); the mana itself isn't tracked"),
    Coverage("text", "603, 602, 604, 608", Status.REPORTED,
             "an ability the effect language can't say: always listed in not_modelled"),
)}


def legacy_kinds() -> tuple[str, ...]:
    """The format-0.4 kinds, each read as the replacement or prevention ability it means."""
    return tuple(sorted(LEGACY_KINDS))


def keywords() -> tuple[Coverage, ...]:
    """Every keyword the format knows, from its definition."""
    return tuple(Coverage(rule.keyword.value, rule.rule, rule.status,
                          rule.modelled_in if rule.gap is None
                          else "; ".join(filter(None, (rule.modelled_in,
                                                       f"not modelled: {rule.gap}"))))
                 for rule in KEYWORD_RULES.values())


def kinds() -> tuple[Coverage, ...]:
    """Every registered ability kind but the format-0.4 ones, in the registry's order."""
    return tuple(KIND_STATUS[kind] for kind in ability_kinds() if kind not in LEGACY_KINDS)


def table() -> str:
    """The whole table as Markdown."""
    lines = ["| ability | rules | status | where, or what is missing |", "|---|---|---|---|"]
    for entry in (*kinds(), *keywords()):
        lines.append(f"| {entry.name} | {entry.rules} | {entry.status} | {entry.note} |")
    lines.append("")
    lines.append("Format-0.4 kinds, read as `replacement` or `prevention`: "
                 + ", ".join(legacy_kinds()) + ".")
    return "\n".join(lines)
