"""Problems as the sandbox shows them: where, in words ("2번째 개체의 공격력"), and what is
wrong, in the page's language, with the raw field path kept beside them for tools.

The engine, the form reader and the views say what is wrong in English (`ScenarioError`'s
phrases, docs/scenario-format.md), and the JSON API answers with those. Here, at the edge,
the common phrases are matched and said again through gettext; a phrase not in the table is
shown as the engine wrote it, so nothing is ever hidden behind a vaguer message.
"""
from __future__ import annotations

import logging
import re
from dataclasses import dataclass, field
from typing import Any

from django.utils.functional import Promise
from django.utils.translation import get_language, gettext
from django.utils.translation import gettext_lazy as _

from .adapter import Problem

logger = logging.getLogger(__name__)

# Rows of the scenario, as the location names them.
SECTION_NAMES: dict[str, Promise] = {
    "players": _("player"), "objects": _("object"), "effects": _("resolved effect"),
    "events": _("event"), "choices": _("choice"), "cards": _("custom card"),
}
# Fields by their label in the form (templates/sandbox/editor.html); a section's own label
# first, then the labels every section shares.
FIELD_LABELS: dict[str, dict[str, Promise]] = {
    "effects": {"card": _("Spell or ability"), "source": _("Source object")},
    "events": {"type": _("Event"), "player": _("Player"), "to": _("To zone"),
               "combat": _("Combat damage")},
    "choices": {"choose": _("Chooses")},
    "cards": {"name": _("Name")},
    "": {
        "id": _("Id"), "card": _("Card"), "face": _("Face"), "name": _("Name"),
        "controller": _("Controller"), "owner": _("Owner"), "zone": _("Zone"),
        "types": _("Types"), "subtypes": _("Subtypes"), "supertypes": _("Supertypes"),
        "colors": _("Colors"), "mana_value": _("Mana value"), "power": _("Power"),
        "toughness": _("Toughness"), "loyalty": _("Loyalty"), "damage": _("Damage"),
        "counters": _("Counters"), "chosen": _("Chosen as it entered"),
        "keywords": _("Keywords"), "abilities": _("Abilities"), "tapped": _("Tapped"),
        "token": _("Token"), "deathtouch_damage": _("Deathtouch damage"),
        "attached_to": _("Attached to"), "timestamp": _("Timestamp"), "targets": _("Targets"),
        "mode": _("Mode"), "life": _("Life"), "poison": _("Poison"), "energy": _("Energy"),
        "library": _("Library"),
        "amount": _("Amount"), "source": _("Source"), "target": _("Target"),
        "object": _("Object"), "counter": _("Counter"), "player": _("Player"),
        "title": _("Title"), "active_player": _("Active player"),
        "cards": _("Custom card definitions"), "json": "JSON", "ruling": _("Ruling"),
        "_extra": _("Other fields (JSON)"), "build": _("Ability builder"),
        "attackers": _("Attackers"), "blockers": _("Blockers"),
        "assign": _("Damage division"),
    },
}
RULING_PARTS: dict[str, Promise] = {"question": _("Question"), "answer": _("Answer")}
_ROW = re.compile(r"^(?P<section>[a-z_]+)\[(?P<index>\d+)\](?:\.(?P<field>[A-Za-z_]+))?")
_TOP = re.compile(r"^(?P<field>[A-Za-z_]+)(?:\.(?P<part>[A-Za-z_]+))?")


def _label(section: str, name: str) -> str | None:
    label = FIELD_LABELS.get(section, {}).get(name) or FIELD_LABELS[""].get(name)
    return None if label is None else str(label)


def location(path: str) -> str:
    """Where a problem is, in words: `objects[1].power` is "2번째 개체의 공격력" (in English
    "Power of object 2"); deeper parts of a path (inside an ability) are left to the raw path
    shown beside it. Empty for the scenario as a whole; the path itself when it names no
    field the sandbox knows."""
    if not path:
        return ""
    row = _ROW.match(path)
    if row and row["section"] in SECTION_NAMES:
        where = gettext("%(section)s %(number)s") % {
            "section": SECTION_NAMES[row["section"]], "number": int(row["index"]) + 1}
        label = _label(row["section"], row["field"]) if row["field"] else None
        if row["field"] and label is None:
            return path
        return gettext("%(field)s of %(row)s") % {"field": label, "row": where} if label else where
    top = _TOP.match(path)
    if not top:
        return path
    if top["field"] == "ruling" and top["part"] in RULING_PARTS:
        return gettext("%(field)s of %(row)s") % {"field": RULING_PARTS[top["part"]],
                                                   "row": gettext("ruling")}
    label = _label("", top["field"])
    return label if label is not None else path


# The phrases the engine, the form and the views use (the format's own in engine/format/),
# and how the page says them. Each pattern matches the whole message; the first that matches
# is used. The engine's own phrases come first (every message its ScenarioError can carry,
# its format's, the limits' and the time limit's: tests/sandbox/test_problems.py finds any
# left out), the form's and the views' after them.
_PHRASES: tuple[tuple[re.Pattern[str], Promise], ...] = tuple(
    (re.compile(pattern), template) for pattern, template in (
        (r"the engine stopped: this scenario took longer than (?P<seconds>[\d.]+) s, the "
         r"limit for one run \(fewer objects, events or triggered abilities run faster\)",
         _("the engine stopped: this scenario took longer than %(seconds)s s, the limit "
           "for one run (fewer objects, events or triggered abilities run faster)")),
        (r"invalid JSON \((?P<detail>.*), line (?P<line>\d+)\)",
         _("the JSON has a mistake at line %(line)s (%(detail)s)")),
        (r"expected one action \(the engine plays one action instead\)",
         _("expected one action (the engine plays one action instead)")),
        (r"expected an action object",
         _("expected an action object")),
        (r"(?P<action>.*) can't replace a (?P<event>.*) event \(it fits: (?P<fits>.*)\)",
         _("%(action)s can't replace a %(event)s event (it fits: %(fits)s)")),
        (r'expected a non-negative integer or "event"',
         _('expected a whole number, 0 or more, or "event"')),
        (r"expected a counter name",
         _("expected a counter name")),
        (r"expected a counter name or any",
         _("expected a counter name or any")),
        (r"names a target, but the ability has no targets",
         _("names a target, but the ability has no targets")),
        (r"only a lose_life action has it",
         _("only a lose_life action has it")),
        (r"only a search action has it",
         _("only a search action has it")),
        (r"only a counter action has it",
         _("only a counter action has it")),
        (r"only a discard of one card \(amount 1\) has it",
         _("only a discard of one card (amount 1) has it")),
        (r"a discard's objects go with chosen_by \(701\.8b\)",
         _("a discard's objects go with chosen_by (701.8b)")),
        (r"only a spell's ability has it \(611\.2a\)",
         _("only a spell's ability has it (611.2a)")),
        (r"expected a list of: attack, block, be_blocked",
         _("expected a list of: attack, block, be_blocked")),
        (r"a spell's cant restriction has none",
         _("a spell's cant restriction has none")),
        (r"only a spell or an activated ability has it \(611\.2a\)",
         _("only a spell or an activated ability has it (611.2a)")),
        (r"a cant restriction has none",
         _("a cant restriction has none")),
        (r'"all" is only a remove_counters amount',
         _('"all" is only a remove_counters amount')),
        (r'expected "target", "self" or "it" with cant',
         _('expected "target", "self" or "it" with cant')),
        (r'expected "end_of_turn" with cant \("this turn", 514\.2\)',
         _('expected "end_of_turn" with cant ("this turn", 514.2)')),
        (r'"next_untap_step" goes only with cant \["untap_during_untap_step"\] \(502\.3\)',
         _('"next_untap_step" goes only with cant ["untap_during_untap_step"] (502.3)')),
        (r'expected "next_untap_step" with cant \["untap_during_untap_step"\] \(502\.3\)',
         _('expected "next_untap_step" with cant ["untap_during_untap_step"] (502.3)')),
        (r"expected a change other than 0 \(402\.2\)",
         _("expected a change other than 0 (402.2)")),
        (r'required: "you" with maximum_hand_size \(402\.2\)',
         _('required: "you" with maximum_hand_size (402.2)')),
        (r'"untap_during_untap_step" goes alone in cant \(502\.3\)',
         _('"untap_during_untap_step" goes alone in cant (502.3)')),
        (r'cant \["untap_during_untap_step"\] is on its targets or its source only, fixed as it '
         r'resolves \(502\.3\)',
         _('cant ["untap_during_untap_step"] is on its targets or its source only, fixed as it '
           'resolves (502.3)')),
        (r'expected "targets" or a filter with cant',
         _('expected "targets" or a filter with cant')),
        (r"required: the restriction is on its targets",
         _("required: the restriction is on its targets")),
        (r"the spell's first ability has same_targets, but no ability before it \(608\.2c\)",
         _("the spell's first ability has same_targets, but no ability before it (608.2c)")),
        (r"only a spell's ability without targets, modes or a restriction of its own acts on "
         r"the targets of the ability before it \(608\.2c\)",
         _("only a spell's ability without targets, modes or a restriction of its own acts on "
           "the targets of the ability before it (608.2c)")),
        (r"a spell's regeneration shield has none",
         _("a spell's regeneration shield has none")),
        (r'expected "targets"',
         _('expected "targets"')),
        (r"an amount of X is a spell's only \(107\.3a\)",
         _("an amount of X is a spell's only (107.3a)")),
        (r"its effect counts X, which a resolved effect doesn't record: cast the spell instead "
         r"\(107\.3a\)",
         _("its effect counts X, which a resolved effect doesn't record: cast the spell "
           "instead (107.3a)")),
        (r"expected 1 \(\+X\) or -1 \(-X\)",
         _("expected 1 (+X) or -1 (-X)")),
        (r"only an exile_top action has it",
         _("only an exile_top action has it")),
        (r"only a put_in_library or counter action has it",
         _("only a put_in_library or counter action has it")),
        (r"a countered spell goes to one place: exile_instead or position, not both",
         _("a countered spell goes to one place: exile_instead or position, not both")),
        (r"put_in_library moves one object \(object\), not several \(401\.4: their owner "
         r"would order them\)",
         _("put_in_library moves one object (object), not several (401.4: their owner would "
           "order them)")),
        (r"'(?P<name>.*)' is not an object in the library of '(?P<player>.*)'",
         _("%(name)s is not an object in the library of %(player)s")),
        (r"'(?P<name>.*)' is listed twice",
         _("%(name)s is listed twice")),
        (r"transform and flip act on \"self\" only \(the ability's source: 701\.28a, 710\.2\)",
         _("transform and flip act on \"self\" only (the ability's source: 701.28a, 710.2)")),
        (r"source_counter and source_counters_at_least go together \(603\.4: how many counters "
         r"of which kind on its source\)",
         _("source_counter and source_counters_at_least go together (603.4: how many counters "
           "of which kind on its source)")),
        (r"a face-down double-faced or flip card is neither transformed nor flipped: name its "
         r"front face \(712\.15a\)",
         _("a face-down double-faced or flip card is neither transformed nor flipped: name its "
           "front face (712.15a)")),
        (r"only a card put onto the battlefield",
         _("only a card put onto the battlefield")),
        (r"counts only a number of gain_life, lose_life, draw, put_counters or create_token",
         _("counts only a number of gain_life, lose_life, draw, put_counters or create_token")),
        (r"the ability has (?P<n>\d+) target\(s\) \(0-based\)",
         _("the ability has %(n)s target(s) (0-based)")),
        (r"required \(what the token is, 111\.1\)",
         _("required (what the token is, 111.1)")),
        (r"(?P<object>.+) has split second: no player can cast a spell or activate an "
         r"ability that isn't a mana ability while it is on the stack \((?P<rules>[0-9a-z., "
         r"]+)\)",
         _("%(object)s has split second: no player can cast a spell or activate an ability "
           "that isn't a mana ability while it is on the stack (%(rules)s)")),
        (r"(?P<object>.+) can be cast only at sorcery speed: in its controller's own main "
         r"phase, and it is (?P<player>.+)'s turn \((?P<rules>[0-9a-z., ]+)\)",
         _("%(object)s can be cast only at sorcery speed: in its controller's own main "
           "phase, and it is %(player)s's turn (%(rules)s)")),
        (r"(?P<object>.+)'s ability can be activated only during its controller's turn, and "
         r"it is (?P<player>.+)'s turn \((?P<rules>[0-9a-z., ]+)\)",
         _("%(object)s's ability can be activated only during its controller's turn, and it "
           "is %(player)s's turn (%(rules)s)")),
        (r"(?P<object>.+)'s ability can be activated only during its controller's turn, "
         r"before attackers are declared: in (?P<player>.+)'s turn, before an attack or "
         r"end_turn event "
         r"\((?P<rules>[0-9a-z., ]+)\)",
         _("%(object)s's ability can be activated only during its controller's turn, before "
           "attackers are declared: in %(player)s's turn, before an attack or end_turn event "
           "(%(rules)s)")),
        (r"(?P<object>.+)'s ability can be activated only if its controller has the city's "
         r"blessing, and (?P<player>.+) doesn't \((?P<rules>[0-9a-z., ]+)\)",
         _("%(object)s's ability can be activated only if its controller has the city's "
           "blessing, and %(player)s doesn't (%(rules)s)")),
        (r"(?P<object>.+)'s ability can be activated only during its controller's upkeep: "
         r"after an upkeep event of (?P<player>.+)'s turn, before another step begins "
         r"\((?P<rules>[0-9a-z., ]+)\)",
         _("%(object)s's ability can be activated only during its controller's upkeep: after "
           "an upkeep event of %(player)s's turn, before another step begins (%(rules)s)")),
        (r"(?P<object>.+)'s activated abilities can't be activated: (?P<label>.*) "
         r"\((?P<rules>[0-9a-z., ]+)\)",
         _("%(object)s's activated abilities can't be activated: %(label)s (%(rules)s)")),
        (r"(?P<object>.+)'s ability can be activated only once each turn, and it was "
         r"activated this turn \((?P<rules>[0-9a-z., ]+)\)",
         _("%(object)s's ability can be activated only once each turn, and it was activated "
           "this turn (%(rules)s)")),
        (r"a loyalty ability of (?P<object>.+) was already activated this turn: only one "
         r"loyalty ability of a permanent can be activated each turn "
         r"\((?P<rules>[0-9a-z., ]+)\)",
         _("a loyalty ability of %(object)s was already activated this turn: only one loyalty "
           "ability of a permanent can be activated each turn (%(rules)s)")),
        (r"(?P<object>.+)'s loyalty is (?P<have>\d+), less than the (?P<cost>\d+) its loyalty "
         r"cost removes \((?P<rules>[0-9a-z., ]+)\)",
         _("%(object)s's loyalty is %(have)s, less than the %(cost)s its loyalty cost removes "
           "(%(rules)s)")),
        (r"(?P<object>.+) can be cast only at sorcery speed: while the stack is empty "
         r"\((?P<rules>[0-9a-z., ]+)\)",
         _("%(object)s can be cast only at sorcery speed: while the stack is empty "
           "(%(rules)s)")),
        (r"(?P<object>.+) can be cast only at sorcery speed: in a main phase, and an upkeep "
         r"or end step began this turn \((?P<rules>[0-9a-z., ]+)\)",
         _("%(object)s can be cast only at sorcery speed: in a main phase, and an upkeep or "
           "end step began this turn (%(rules)s)")),
        (r"it has (?P<n>\d+) target\(s\), the event gives (?P<m>\d+) \((?P<rules>[0-9a-z., "
         r"]+)\)",
         _("it has %(n)s target(s), the event gives %(m)s (%(rules)s)")),
        (r"its targets: (?P<n>\d+) and then up to (?P<m>\d+) different ones; the event gives "
         r"(?P<k>\d+) \((?P<rules>[0-9a-z., ]+)\)",
         _("its targets: %(n)s and then up to %(m)s different ones; the event gives %(k)s "
           "(%(rules)s)")),
        (r"(?P<target>.+) is chosen more than once for one word \"target\" "
         r"\((?P<rules>[0-9a-z., ]+)\)",
         _("%(target)s is chosen more than once for one word \"target\" (%(rules)s)")),
        (r"divided damage is divided among an up_to target's targets \(601\.2d\)",
         _("divided damage is divided among an up_to target's targets (601.2d)")),
        (r"divided damage is modelled on a spell's or an activated ability's up_to target "
         r"only, not yet on a triggered ability's \(601\.2d\)",
         _("divided damage is modelled on a spell's or an activated ability's up_to target "
           "only, not yet on a triggered ability's (601.2d)")),
        (r"divided damage is the ability's one action: damage to its targets, a number or x "
         r"\(601\.2d\)",
         _("divided damage is the ability's one action: damage to its targets, a number or x "
           "(601.2d)")),
        (r"divide: one number of at least 1 for each of its (?P<n>\d+) divided targets, "
         r"(?P<total>\d+) in all \((?P<rules>[0-9a-z., ]+)\)",
         _("divide: one number of at least 1 for each of its %(n)s divided targets, "
           "%(total)s in all (%(rules)s)")),
        (r"it divides its damage among one or more targets: choose at least one "
         r"\((?P<rules>[0-9a-z., ]+)\)",
         _("it divides its damage among one or more targets: choose at least one "
           "(%(rules)s)")),
        (r"it divides no damage: leave out divide \((?P<rules>[0-9a-z., ]+)\)",
         _("it divides no damage: leave out divide (%(rules)s)")),
        (r"an up_to target must be its ability's only target \(601\.2c\)",
         _("an up_to target must be its ability's only target (601.2c)")),
        (r"a continuous effect with an up_to target affects its targets \(611\.2c\)",
         _("a continuous effect with an up_to target affects its targets (611.2c)")),
        (r"with an up_to target, each action is tap, untap, put_counters, destroy, exile or "
         r"return_to_hand on the targets \(601\.2c\)",
         _("with an up_to target, each action is tap, untap, put_counters, destroy, exile or "
           "return_to_hand on the targets (601.2c)")),
        (r"an up_to target must be the last target the spell declares; choose its mode last "
         r"\(601\.2c\)",
         _("an up_to target must be the last target the spell declares; choose its mode last "
           "(601.2c)")),
        (r"a mode of a modal triggered ability has no up_to target yet \(603\.3c\)",
         _("a mode of a modal triggered ability has no up_to target yet (603.3c)")),
        (r"(?P<target>.+) is not a legal target of this kind \((?P<rules>[0-9a-z., ]+)\)",
         _("%(target)s is not a legal target of this kind (%(rules)s)")),
        (r"(?P<target>.+) can't be the target: it has (?P<keyword>.+) \((?P<rules>[0-9a-z., "
         r"]+)\)",
         _("%(target)s can't be the target: it has %(keyword)s (%(rules)s)")),
        (r"the object is not in the game \((?P<rules>[0-9a-z., ]+)\)",
         _("the object is not in the game (%(rules)s)")),
        (r"(?P<object>.+) is a land: it is played, not cast \((?P<rules>[0-9a-z., ]+)\)",
         _("%(object)s is a land: it is played, not cast (%(rules)s)")),
        (r"(?P<object>.+) is in (?P<owner>.+)'s (?P<zone>.+?), not in (?P<player>.+)'s "
         r"hand; the engine knows no rule that lets it be cast from there "
         r"\((?P<rules>[0-9a-z., ]+)\)",
         _("%(object)s is in %(owner)s's %(zone)s, not in %(player)s's hand; the engine "
           "knows no rule that lets it be cast from there (%(rules)s)")),
        (r"the spell has X: give its value \((?P<rules>[0-9a-z., ]+)\)",
         _("the spell has X: give its value (%(rules)s)")),
        (r"(?P<object>.+) has no modes \((?P<rules>[0-9a-z., ]+)\)",
         _("%(object)s has no modes (%(rules)s)")),
        (r"expected an additional cost the engine pays: \"Sacrifice a creature\" \(an "
         r"artifact, a land, an enchantment, a permanent\), \"Discard a card\" or \"Pay N "
         r"life\" \(601\.2h\)",
         _("expected an additional cost the engine pays: \"Sacrifice a creature\" (an "
           "artifact, a land, an enchantment, a permanent), \"Discard a card\" or \"Pay N "
           "life\" (601.2h)")),
        (r"(?P<object>.+) has no buyback \((?P<rules>[0-9a-z., ]+)\)",
         _("%(object)s has no buyback (%(rules)s)")),
        (r"(?P<object>.+)'s ability functions only while the card is in its owner's graveyard "
         r"\((?P<rules>[0-9a-z., ]+)\)",
         _("%(object)s's ability functions only while the card is in its owner's graveyard "
           "(%(rules)s)")),
        (r"the engine pays only mana, \"Discard a card\" and \"Pay N life\" for the ability of "
         r"a card in a graveyard, not (?P<cost>.+) \((?P<rules>[0-9a-z., ]+)\)",
         _("the engine pays only mana, \"Discard a card\" and \"Pay N life\" for the ability of "
           "a card in a graveyard, not %(cost)s (%(rules)s)")),
        (r"an activated ability that functions in a graveyard is modelled only as \"Return ~ "
         r"from your graveyard to your hand\": zone \"graveyard\" with the effect "
         r"\[\{\"do\": \"return_to_hand\", \"object\": \"self\"\}\] \(113\.6\)",
         _("an activated ability that functions in a graveyard is modelled only as \"Return ~ "
           "from your graveyard to your hand\": zone \"graveyard\" with the effect "
           "[{\"do\": \"return_to_hand\", \"object\": \"self\"}] (113.6)")),
        (r"(?P<object>.+) has an additional cost and a flashback cost that isn't only mana: the "
         r"engine doesn't tell their choices apart \((?P<rules>[0-9a-z., ]+)\)",
         _("%(object)s has an additional cost and a flashback cost that isn't only mana: the "
           "engine doesn't tell their choices apart (%(rules)s)")),
        (r"expected a flashback cost of mana, \"Pay N life\" and \"Sacrifice a creature\" \(an "
         r"artifact, a land, an enchantment, a permanent\), separated by commas \(702\.34a\)",
         _("expected a flashback cost of mana, \"Pay N life\" and \"Sacrifice a creature\" (an "
           "artifact, a land, an enchantment, a permanent), separated by commas (702.34a)")),
        (r"(?P<object>.+) is cast with flashback: the engine doesn't pay its flashback cost "
         r"with convoke, improvise or delve \((?P<rules>[0-9a-z., ]+)\)",
         _("%(object)s is cast with flashback: the engine doesn't pay its flashback cost with "
           "convoke, improvise or delve (%(rules)s)")),
        (r"(?P<object>.+)'s cycling ability functions only while the card is in a player's "
         r"hand \((?P<rules>[0-9a-z., ]+)\)",
         _("%(object)s's cycling ability functions only while the card is in a player's hand "
           "(%(rules)s)")),
        (r"(?P<object>.+) is in (?P<player>.+)'s hand: only its owner can activate its "
         r"abilities \((?P<rules>[0-9a-z., ]+)\)",
         _("%(object)s is in %(player)s's hand: only its owner can activate its abilities "
           "(%(rules)s)")),
        (r"(?P<object>.+) is in (?P<player>.+)'s graveyard: only its owner can activate its "
         r"abilities \((?P<rules>[0-9a-z., ]+)\)",
         _("%(object)s is in %(player)s's graveyard: only its owner can activate its abilities "
           "(%(rules)s)")),
        (r"(?P<object>.+) is in a hand, where only a cycling ability of the card functions: "
         r"its ability (?P<n>\d+) is (?P<ability>.+) \((?P<rules>[0-9a-z., ]+)\)",
         _("%(object)s is in a hand, where only a cycling ability of the card functions: its "
           "ability %(n)s is %(ability)s (%(rules)s)")),
        (r"a cycling ability has no targets, no X and no choice in its cost: leave out "
         r"targets, x, sacrifice and discard \((?P<rules>[0-9a-z., ]+)\)",
         _("a cycling ability has no targets, no X and no choice in its cost: leave out "
           "targets, x, sacrifice and discard (%(rules)s)")),
        (r"expected a mana cost such as \{1\}\{W\}, or energy such as \{E\}\{E\}",
         _("expected a mana cost such as {1}{W}, or energy such as {E}{E}")),
        (r"expected a mana cost such as \{1\}\{W\} \(702\.29a\)",
         _("expected a mana cost such as {1}{W} (702.29a)")),
        # 702.37a, 708.2a: face-down spells and permanents (engine/turn/facedown.py).
        (r"a face-down spell has no text and is cast for (?P<cost>\S+): leave out "
         r"(?P<field>\w+) \((?P<rules>[0-9a-z., ]+)\)",
         _("a face-down spell has no text and is cast for %(cost)s: leave out %(field)s "
           "(%(rules)s)")),
        (r"(?P<object>.+) is in (?P<owner>.+)'s (?P<zone>.+), not in (?P<player>.+)'s hand; the "
         r"engine casts a card face down only from its owner's hand \((?P<rules>[0-9a-z., ]+)\)",
         _("%(object)s is in %(owner)s's %(zone)s, not in %(player)s's hand; the engine casts a "
           "card face down only from its owner's hand (%(rules)s)")),
        (r"(?P<object>.+) has no morph ability the engine reads: it can't be cast face down "
         r"\((?P<rules>[0-9a-z., ]+)\)",
         _("%(object)s has no morph ability the engine reads: it can't be cast face down "
           "(%(rules)s)")),
        (r"(?P<object>.+) is not a face-down permanent on the battlefield "
         r"\((?P<rules>[0-9a-z., ]+)\)",
         _("%(object)s is not a face-down permanent on the battlefield (%(rules)s)")),
        (r"(?P<object>.+) is controlled by (?P<player>.+): only its controller can turn it face "
         r"up \((?P<rules>[0-9a-z., ]+)\)",
         _("%(object)s is controlled by %(player)s: only its controller can turn it face up "
           "(%(rules)s)")),
        (r"(?P<object>.+) has no morph ability the engine reads on its face-up side: it can't "
         r"be turned face up this way \((?P<rules>[0-9a-z., ]+)\)",
         _("%(object)s has no morph ability the engine reads on its face-up side: it can't be "
           "turned face up this way (%(rules)s)")),
        (r"only a permanent on the battlefield is face down here \(708\.2a\)",
         _("only a permanent on the battlefield is face down here (708.2a)")),
        (r"expected a mana cost such as \{1\}\{W\} \(702\.37a\)",
         _("expected a mana cost such as {1}{W} (702.37a)")),
        (r"expected a mana cost such as \{1\}\{W\} \(702\.84a\)",
         _("expected a mana cost such as {1}{W} (702.84a)")),
        (r"expected a mana cost such as \{1\}\{W\} \(702\.97a\)",
         _("expected a mana cost such as {1}{W} (702.97a)")),
        (r"(?P<object>.+) has no kicker the engine reads \((?P<rules>[0-9a-z., ]+)\)",
         _("%(object)s has no kicker the engine reads (%(rules)s)")),
        (r"(?P<object>.+) has no (?P<way>.+) the engine reads "
         r"\((?P<rules>[0-9a-z., ]+)\)",
         _("%(object)s has no %(way)s the engine reads (%(rules)s)")),
        (r"(?P<way>.+) casts a card from its owner's graveyard, and "
         r"(?P<object>.+) is in (?P<player>.+)'s (?P<zone>.+): leave out (?P<field>.+) or cast "
         r"it as (?P<owner>.+) from the graveyard \((?P<rules>[0-9a-z., ]+)\)",
         _("%(way)s casts a card from its owner's graveyard, and %(object)s is in "
           "%(player)s's %(zone)s: leave out %(field)s or cast it as %(owner)s from the "
           "graveyard (%(rules)s)")),
        (r"(?P<object>.+) isn't an instant or sorcery: (?P<way>.+) "
         r"casts only an instant or sorcery spell \((?P<rules>[0-9a-z., ]+)\)",
         _("%(object)s isn't an instant or sorcery: %(way)s casts only an instant or sorcery "
           "spell (%(rules)s)")),
        (r"(?P<object>.+) is cast with (?P<way>.+) only as its "
         r"(?:.+) ability resolves: that ability must be the top of the stack "
         r"\((?P<rules>[0-9a-z., ]+)\)",
         _("%(object)s is cast with %(way)s only as its %(way)s ability resolves: that ability "
           "must be the top of the stack (%(rules)s)")),
        (r"(?P<player>.+) controls the (?P<way>.+) ability: only that player may "
         r"cast (?P<object>.+) with it \((?P<rules>[0-9a-z., ]+)\)",
         _("%(player)s controls the %(way)s ability: only that player may cast %(object)s "
           "with it (%(rules)s)")),
        (r"(?P<object>.+) left exile since its (?P<way>.+) ability triggered: it "
         r"is a new object, which the ability can't cast \((?P<rules>[0-9a-z., ]+)\)",
         _("%(object)s left exile since its %(way)s ability triggered: it is a new object, "
           "which the ability can't cast (%(rules)s)")),
        (r"a spell cast from exile as its rebound or madness ability resolves is cast one way, "
         r"its mana paid as that way says: leave out flashback, jump_start, retrace, convoke, "
         r"improvise and delve \(702\.88a, 702\.35a\)",
         _("a spell cast from exile as its rebound or madness ability resolves is cast one way, "
           "its mana paid as that way says: leave out flashback, jump_start, retrace, convoke, "
           "improvise and delve (702.88a, 702.35a)")),
        (r"a spell is cast from exile one way: give only one of rebound and madness "
         r"\(702\.88a, 702\.35a\)",
         _("a spell is cast from exile one way: give only one of rebound and madness "
           "(702.88a, 702.35a)")),
        (r"expected a whole number of cards, 1 or more \(702\.52a\)",
         _("expected a whole number of cards, 1 or more (702.52a)")),
        (r"dredge mills the library's top cards, and the engine can't tell which: the "
         r"library's order isn't known; name its top cards, or choose to draw \(702\.52a\)",
         _("dredge mills the library's top cards, and the engine can't tell which: the "
           "library's order isn't known; name its top cards, or choose to draw (702.52a)")),
        (r"expected a mana cost such as \{1\}\{W\} \(702\.35a\)",
         _("expected a mana cost such as {1}{W} (702.35a)")),
        (r"a spell cast without paying its mana cost has X 0: give x 0 \(702\.88a, 107\.3b\)",
         _("a spell cast without paying its mana cost has X 0: give x 0 (702.88a, 107.3b)")),
        (r"(?P<object>.+) has aftermath: it is cast only from its owner's graveyard, and the "
         r"card is in (?P<owner>.+)'s (?P<zone>.+) \((?P<rules>[0-9a-z., ]+)\)",
         _("%(object)s has aftermath: it is cast only from its owner's graveyard, and the card "
           "is in %(owner)s's %(zone)s (%(rules)s)")),
        (r"(?P<object>.+) isn't a split card: leave out half and fuse "
         r"\((?P<rules>[0-9a-z., ]+)\)",
         _("%(object)s isn't a split card: leave out half and fuse (%(rules)s)")),
        (r"a fused split spell is both halves: leave out half \((?P<rules>[0-9a-z., ]+)\)",
         _("a fused split spell is both halves: leave out half (%(rules)s)")),
        (r"(?P<object>.+) has no fuse: cast one half, naming it in half "
         r"\((?P<rules>[0-9a-z., ]+)\)",
         _("%(object)s has no fuse: cast one half, naming it in half (%(rules)s)")),
        (r"fuse casts both halves from the hand only, and (?P<object>.+) is in "
         r"(?P<owner>.+)'s (?P<zone>.+) \((?P<rules>[0-9a-z., ]+)\)",
         _("fuse casts both halves from the hand only, and %(object)s is in %(owner)s's "
           "%(zone)s (%(rules)s)")),
        (r"(?P<object>.+) is a split card: name the half it casts in half \(its halves: "
         r"(?P<names>.+)\) \((?P<rules>[0-9a-z., ]+)\)",
         _("%(object)s is a split card: name the half it casts in half (its halves: "
           "%(names)s) (%(rules)s)")),
        (r"(?P<object>.+) has no half (?P<half>.+) \(its halves: (?P<names>.+)\) "
         r"\((?P<rules>[0-9a-z., ]+)\)",
         _("%(object)s has no half %(half)s (its halves: %(names)s) (%(rules)s)")),
        (r"(?P<object>.+) has no replicate the engine reads: leave out replicate "
         r"\((?P<rules>[0-9a-z., ]+)\)",
         _("%(object)s has no replicate the engine reads: leave out replicate (%(rules)s)")),
        (r"(?P<object>.+) has no conspire: leave out conspire \((?P<rules>[0-9a-z., ]+)\)",
         _("%(object)s has no conspire: leave out conspire (%(rules)s)")),
        (r"conspire taps two different creatures: name two \((?P<rules>[0-9a-z., ]+)\)",
         _("conspire taps two different creatures: name two (%(rules)s)")),
        (r"(?P<creature>.+) is not an untapped creature (?P<player>.+) controls that shares a "
         r"color with (?P<object>.+) \((?P<rules>[0-9a-z., ]+)\)",
         _("%(creature)s is not an untapped creature %(player)s controls that shares a color "
           "with %(object)s (%(rules)s)")),
        (r"a spell is cast from the graveyard one way: give only one of flashback, jump_start "
         r"and retrace \((?P<rules>[0-9a-z., ]+)\)",
         _("a spell is cast from the graveyard one way: give only one of flashback, jump_start "
           "and retrace (%(rules)s)")),
        (r"(?P<object>.+) has an additional cost that discards a card too: the engine doesn't "
         r"tell two discards apart \((?P<rules>[0-9a-z., ]+)\)",
         _("%(object)s has an additional cost that discards a card too: the engine doesn't "
           "tell two discards apart (%(rules)s)")),
        (r"(?P<way>.+) discards (?P<what>.+) as an additional "
         r"cost: name one in the player's hand in discard \((?P<rules>[0-9a-z., ]+)\)",
         _("%(way)s discards %(what)s as an additional cost: name one in the player's hand in "
           "discard (%(rules)s)")),
        (r"the engine can't determine (?P<object>.+)'s total cost: it doesn't read the cost of "
         r"(?P<cost>.+) \((?P<rules>[0-9a-z., ]+)\)",
         _("the engine can't determine %(object)s's total cost: it doesn't read the cost of "
           "%(cost)s (%(rules)s)")),
        (r"the engine can't determine (?P<object>.+)'s total cost: give its mana_cost "
         r"\((?P<rules>[0-9a-z., ]+)\)",
         _("the engine can't determine %(object)s's total cost: give its mana_cost "
           "(%(rules)s)")),
        (r"the engine can't determine (?P<object>.+)'s total cost: it doesn't know its entwine "
         r"cost \((?P<rules>[0-9a-z., ]+)\)",
         _("the engine can't determine %(object)s's total cost: it doesn't know its entwine "
           "cost (%(rules)s)")),
        (r"the engine can't determine (?P<object>.+)'s total cost: it doesn't read the mana "
         r"symbol (?P<symbol>\{.*\}) of (?P<cost>.+) \((?P<rules>[0-9a-z., ]+)\)",
         _("the engine can't determine %(object)s's total cost: it doesn't read the mana symbol "
           "%(symbol)s of %(cost)s (%(rules)s)")),
        (r"(?P<object>.+) doesn't have (?P<keyword>.+): leave out "
         r"(?P<field>.+) \((?P<rules>[0-9a-z., ]+)\)",
         _("%(object)s doesn't have %(keyword)s: leave out %(field)s (%(rules)s)")),
        (r"each permanent or card pays for (?P<object>.+) once: the event names one twice "
         r"\((?P<rules>[0-9a-z., ]+)\)",
         _("each permanent or card pays for %(object)s once: the event names one twice "
           "(%(rules)s)")),
        (r"(?P<object>.+) is not an untapped creature (?P<player>.+) controls "
         r"\((?P<rules>[0-9a-z., ]+)\)",
         _("%(object)s is not an untapped creature %(player)s controls (%(rules)s)")),
        (r"(?P<object>.+) is not an untapped artifact (?P<player>.+) controls "
         r"\((?P<rules>[0-9a-z., ]+)\)",
         _("%(object)s is not an untapped artifact %(player)s controls (%(rules)s)")),
        (r"(?P<object>.+) is not a card in (?P<player>.+)'s graveyard "
         r"\((?P<rules>[0-9a-z., ]+)\)",
         _("%(object)s is not a card in %(player)s's graveyard (%(rules)s)")),
        (r"(?P<object>.+)'s total cost is (?P<cost>.+): the event names more than it can pay "
         r"\((?P<named>\d+) for (?P<generic>\d+) generic mana and the colored mana of the "
         r"convoking creatures' colors\) \((?P<rules>[0-9a-z., ]+)\)",
         _("%(object)s's total cost is %(cost)s: the event names more than it can pay "
           "(%(named)s for %(generic)s generic mana and the colored mana of the convoking "
           "creatures' colors) (%(rules)s)")),
        (r'only its own entering \("event": \{"type": "enter", "object": "self"\}\) reads '
         r"whether it was kicked \(702\.33d, 607\.2h\)",
         _('only its own entering ("event": {"type": "enter", "object": "self"}) reads '
           "whether it was kicked (702.33d, 607.2h)")),
        (r'only its own entering \("event": \{"type": "enter", "object": "self"\}\) has the X '
         r"its spell was cast with \(107\.3m\)",
         _('only its own entering ("event": {"type": "enter", "object": "self"}) has the X '
           "its spell was cast with (107.3m)")),
        (r"required: N of monstrosity N \(701\.31a\)",
         _("required: N of monstrosity N (701.31a)")),
        (r"monstrosity acts on the ability's source only \(701\.31a\)",
         _("monstrosity acts on the ability's source only (701.31a)")),
        (r"expected a list of (?P<values>.+) \(601\.3\)",
         _("expected a list of %(values)s (601.3)")),
        (r"(?P<object>.+) can't be cast: (?P<source>.+?) says (?P<label>.+) "
         r"\((?P<rules>[0-9a-z., ]+)\)",
         _("%(object)s can't be cast: %(source)s says %(label)s (%(rules)s)")),
        (r"(?P<object>.+) can't be cast now: its text says (?P<label>.+) "
         r"\((?P<rules>[0-9a-z., ]+)\)",
         _("%(object)s can't be cast now: its text says %(label)s (%(rules)s)")),
        (r"(?P<object>.+) has no additional cost that sacrifices or discards: leave out "
         r"sacrifice and discard \((?P<rules>[0-9a-z., ]+)\)",
         _("%(object)s has no additional cost that sacrifices or discards: leave out "
           "sacrifice and discard (%(rules)s)")),
        (r"(?P<object>.+) is modal: choose its mode, 0 to (?P<last>\d+) "
         r"\((?P<rules>[0-9a-z., ]+)\)",
         _("%(object)s is modal: choose its mode, 0 to %(last)s (%(rules)s)")),
        (r"(?P<object>.+): a mode can't be chosen more than once \((?P<rules>[0-9a-z., ]+)\)",
         _("%(object)s: a mode can't be chosen more than once (%(rules)s)")),
        (r"(?P<object>.+): choose (?P<count>\d+(?: to \d+)?) of its modes, not (?P<n>\d+) "
         r"\((?P<rules>[0-9a-z., ]+)\)",
         _("%(object)s: choose %(count)s of its modes, not %(n)s (%(rules)s)")),
        (r"(?P<object>.+) has (?P<n>\d+) modes, numbered from 0 \((?P<rules>[0-9a-z., ]+)\)",
         _("%(object)s has %(n)s modes, numbered from 0 (%(rules)s)")),
        (r"the object is not on the battlefield; the engine activates only permanents' "
         r"abilities \((?P<rules>[0-9a-z., ]+)\)",
         _("the object is not on the battlefield; the engine activates only permanents' "
           "abilities (%(rules)s)")),
        (r"(?P<object>.+) is controlled by (?P<player>.+): only its controller can activate "
         r"its abilities \((?P<rules>[0-9a-z., ]+)\)",
         _("%(object)s is controlled by %(player)s: only its controller can activate its "
           "abilities (%(rules)s)")),
        (r"(?P<value>'.*'|\".*\") is not a creature type \(205\.3m\)",
         _("%(value)s is not a creature type (205.3m)")),
        (r"(?P<value>'.*'|\".*\") is not a basic land type \(305\.6\)",
         _("%(value)s is not a basic land type (305.6)")),
        (r"expected counter or none, not (?P<value>'.*'|\".*\") \(702\.98a\)",
         _("expected counter or none, not %(value)s (702.98a)")),
        (r"expected counter or haste, not (?P<value>'.*'|\".*\") \(702\.136a\)",
         _("expected counter or haste, not %(value)s (702.136a)")),
        (r"(?P<object>.+) has (?P<n>\d+) abilities, numbered from 0 \((?P<rules>[0-9a-z., "
         r"]+)\)",
         _("%(object)s has %(n)s abilities, numbered from 0 (%(rules)s)")),
        (r"(?P<object>.+) has no ability that reads (?P<label>'.*'|\".*\") "
         r"\((?P<rules>[0-9a-z., ]+)\)",
         _("%(object)s has no ability that reads %(label)s (%(rules)s)")),
        (r"(?P<object>.+) has (?P<n>\d+) abilities that read (?P<label>'.*'|\".*\"): give the "
         r"number of the one activated \((?P<rules>[0-9a-z., ]+)\)",
         _("%(object)s has %(n)s abilities that read %(label)s: give the number of the one "
           "activated (%(rules)s)")),
        (r"give a label only with an ability number: the ability is already named by its "
         r"label \((?P<rules>[0-9a-z., ]+)\)",
         _("give a label only with an ability number: the ability is already named by its "
           "label (%(rules)s)")),
        (r"a mana ability's effect creates no delayed or reflexive ability \(605\.3b\)",
         _("a mana ability's effect creates no delayed or reflexive ability (605.3b)")),
        (r"a mana ability has no targets and no X \((?P<rules>[0-9a-z., ]+)\)",
         _("a mana ability has no targets and no X (%(rules)s)")),
        (r"(?P<object>.+)'s ability (?P<n>\d+) is not an activated ability the engine can "
         r"play: (?P<ability>.+) \((?P<rules>[0-9a-z., ]+)\)",
         _("%(object)s's ability %(n)s is not an activated ability the engine can play: "
           "%(ability)s (%(rules)s)")),
        (r"the ability has X: give its value \((?P<rules>[0-9a-z., ]+)\)",
         _("the ability has X: give its value (%(rules)s)")),
        (r"(?P<object>.+) is tapped: its tap symbol cost can't be paid "
         r"\((?P<rules>[0-9a-z., ]+)\)",
         _("%(object)s is tapped: its tap symbol cost can't be paid (%(rules)s)")),
        (r"(?P<object>.+) has summoning sickness: a creature's ability with the tap symbol "
         r"in its cost can't be activated unless its controller has controlled it "
         r"continuously since their most recent turn began \((?P<rules>[0-9a-z., ]+)\)",
         _("%(object)s has summoning sickness: a creature's ability with the tap symbol in "
           "its cost can't be activated unless its controller has controlled it continuously "
           "since their most recent turn began (%(rules)s)")),
        (r"(?P<object>.+) has (?P<n>\d+) (?P<counter>.+) counter\(s\) and the cost removes "
         r"(?P<m>\d+) \((?P<rules>[0-9a-z., ]+)\)",
         _("%(object)s has %(n)s %(counter)s counter(s) and the cost removes %(m)s "
           "(%(rules)s)")),
        (r"(?P<player>.+) has (?P<life>-?\d+) life and can't pay (?P<n>\d+) "
         r"\((?P<rules>[0-9a-z., ]+)\)",
         _("%(player)s has %(life)s life and can't pay %(n)s (%(rules)s)")),
        (r"the cost taps no permanents chosen for it: tap is only for a crew cost or a cost "
         r"that taps untapped permanents you control \((?P<rules>[0-9a-z., ]+)\)",
         _("the cost taps no permanents chosen for it: tap is only for a crew cost or a cost "
           "that taps untapped permanents you control (%(rules)s)")),
        (r"(?P<object>.+) is tapped by the cost's \{T\}, so it can't also be among the "
         r"permanents the cost taps \((?P<rules>[0-9a-z., ]+)\)",
         _("%(object)s is tapped by the cost's {T}, so it can't also be among the permanents "
           "the cost taps (%(rules)s)")),
        (r"the cost taps (?P<what>.+): name it in tap \((?P<rules>[0-9a-z., ]+)\)",
         _("the cost taps %(what)s: name it in tap (%(rules)s)")),
        (r"the cost taps (?P<what>.+): name (?P<n>\d+) different permanents in tap "
         r"\((?P<rules>[0-9a-z., ]+)\)",
         _("the cost taps %(what)s: name %(n)s different permanents in tap (%(rules)s)")),
        (r"(?P<object>.+) is tapped: the cost taps only untapped permanents "
         r"\((?P<rules>[0-9a-z., ]+)\)",
         _("%(object)s is tapped: the cost taps only untapped permanents (%(rules)s)")),
        (r"name each creature once in tap \((?P<rules>[0-9a-z., ]+)\)",
         _("name each creature once in tap (%(rules)s)")),
        (r"(?P<object>.+) is not another creature its player controls "
         r"\((?P<rules>[0-9a-z., ]+)\)",
         _("%(object)s is not another creature its player controls (%(rules)s)")),
        (r"(?P<object>.+) is tapped: only untapped creatures crew \((?P<rules>[0-9a-z., ]+)\)",
         _("%(object)s is tapped: only untapped creatures crew (%(rules)s)")),
        (r"(?P<object>.+) has negative power, which the engine doesn't add to a crew cost's "
         r"total \((?P<rules>[0-9a-z., ]+)\)",
         _("%(object)s has negative power, which the engine doesn't add to a crew cost's "
           "total (%(rules)s)")),
        (r"the creatures in tap have total power (?P<n>-?\d+), less than the (?P<m>\d+) the "
         r"crew cost needs \((?P<rules>[0-9a-z., ]+)\)",
         _("the creatures in tap have total power %(n)s, less than the %(m)s the crew cost "
           "needs (%(rules)s)")),
        (r"the engine can't pay the cost (?P<cost>.+) \((?P<rules>[0-9a-z., ]+)\)",
         _("the engine can't pay the cost %(cost)s (%(rules)s)")),
        (r"the cost sacrifices (?P<what>.+): name it in sacrifice \((?P<rules>[0-9a-z., "
         r"]+)\)",
         _("the cost sacrifices %(what)s: name it in sacrifice (%(rules)s)")),
        (r"the cost sacrifices (?P<what>.+): name (?P<n>\d+) different permanents in sacrifice "
         r"\((?P<rules>[0-9a-z., ]+)\)",
         _("the cost sacrifices %(what)s: name %(n)s different permanents in sacrifice "
           "(%(rules)s)")),
        (r"(?P<object>.+) is not (?P<what>.+) its player controls \((?P<rules>[0-9a-z., "
         r"]+)\)",
         _("%(object)s is not %(what)s its player controls (%(rules)s)")),
        (r"the cost discards a card: name one in the player's hand in discard "
         r"\((?P<rules>[0-9a-z., ]+)\)",
         _("the cost discards a card: name one in the player's hand in discard (%(rules)s)")),
        (r"a spell's or activated ability's reflexive triggered ability, or delayed one about "
         r"an object, is not modelled yet \(603\.7, 603\.12\)",
         _("a spell's or activated ability's reflexive triggered ability, or delayed one about "
           "an object, is not modelled yet (603.7, 603.12)")),
        (r"an activated prevention ability is a shield: prevent \{\"next\": n\} \(615\.7\)",
         _("an activated prevention ability is a shield: prevent {\"next\": n} (615.7)")),
        (r"only an activated prevention ability \(with a cost\) declares targets \(115\.1\)",
         _("only an activated prevention ability (with a cost) declares targets (115.1)")),
        (r"only a spell's or activated ability's effect on a described group \(a filter\) "
         r"is limited to creatures in combat \(506\.3, 611\.2c\)",
         _("only a spell's or activated ability's effect on a described group (a filter) "
           "is limited to creatures in combat (506.3, 611.2c)")),
        (r"only an activated regeneration shield on its targets \(with a cost\) declares a "
         r"target, one object \(614\.8, 115\.1\)",
         _("only an activated regeneration shield on its targets (with a cost) declares a "
           "target, one object (614.8, 115.1)")),
        (r"only an exile action on one object \(object\) has it",
         _("only an exile action on one object (object) has it")),
        (r"a spell's or activated ability's exile until its source leaves, or return of the "
         r"exiled cards, is not modelled yet \(610\.3, 607\.2a\)",
         _("a spell's or activated ability's exile until its source leaves, or return of the "
           "exiled cards, is not modelled yet (610.3, 607.2a)")),
        (r"a delayed or reflexive ability's exile until its source leaves, or return of the "
         r"exiled cards, is not modelled yet \(610\.3, 607\.2a\)",
         _("a delayed or reflexive ability's exile until its source leaves, or return of the "
           "exiled cards, is not modelled yet (610.3, 607.2a)")),
        (r"only a permanent on the battlefield has exiled cards linked to it "
         r"\(607\.2a, 610\.3\)",
         _("only a permanent on the battlefield has exiled cards linked to it "
           "(607.2a, 610.3)")),
        (r"expected a card in exile that no other permanent exiled \(607\.2a, 610\.3\)",
         _("expected a card in exile that no other permanent exiled (607.2a, 610.3)")),
        (r"a spell's or activated ability's \"if you do\" is not modelled yet \(608\.2c\)",
         _("a spell's or activated ability's \"if you do\" is not modelled yet (608.2c)")),
        (r"follows an action whose doing the engine knows: your draw, discard or sacrifice, "
         r"or a sacrifice of the source \(608\.2c\)",
         _("follows an action whose doing the engine knows: your draw, discard or sacrifice, "
           "or a sacrifice of the source (608.2c)")),
        (r"a spell's or activated ability's modify action is not modelled yet; give its "
         r"continuous effect without an effect list \(611\.2\)",
         _("a spell's or activated ability's modify action is not modelled yet; give its "
           "continuous effect without an effect list (611.2)")),
        (r"(?P<object>.+) is an Aura spell: the engine doesn't cast Auras yet \(an Aura spell "
         r"targets what it will enchant\) \((?P<rules>[0-9a-z., ]+)\)",
         _("%(object)s is an Aura spell: the engine doesn't cast Auras yet (an Aura spell "
           "targets what it will enchant) (%(rules)s)")),
        (r"the spell has no X the engine reads \((?P<rules>[0-9a-z., ]+)\)",
         _("the spell has no X the engine reads (%(rules)s)")),
        (r"the ability has no X the engine reads \((?P<rules>[0-9a-z., ]+)\)",
         _("the ability has no X the engine reads (%(rules)s)")),
        (r"the stack is empty: there is nothing to resolve \(405\.5\)",
         _("the stack is empty: there is nothing to resolve (405.5)")),
        (r"expected whole numbers, got “(?P<value>.*)”",
         _("expected whole numbers, got “%(value)s”")),
        (r"a (?P<action>.*) action needs the effect of the ability it creates",
         _("a %(action)s action needs the effect of the ability it creates")),
        (r'a delayed action needs one of "at" \(when it triggers\) or "leaves" \(the object '
         r'whose leaving the battlefield it waits for\) \(603\.7\)',
         _('a delayed action needs one of "at" (when it triggers) or "leaves" (the object '
           'whose leaving the battlefield it waits for) (603.7)')),
        (r'a "state" trigger \(603\.8\) says the state it waits for, "you_control_none", and '
         r'only a state trigger does',
         _('a "state" trigger (603.8) says the state it waits for, "you_control_none", and '
           'only a state trigger does')),
        (r'only an "attacks" trigger \(508\.3a\) says how many creatures attack with it or what '
         r'it attacks \("alone", "others_at_least", 506\.5; "attacked", 508\.1b\)',
         _('only an "attacks" trigger (508.3a) says how many creatures attack with it or what it '
           'attacks ("alone", "others_at_least", 506.5; "attacked", 508.1b)')),
        (r'only a "beginning_of" trigger \(503\.1, 513\.1\) says whose step it waits for',
         _('only a "beginning_of" trigger (503.1, 513.1) says whose step it waits for')),
        (r'only a "dies" trigger \(700\.4\) says what dealt the creature damage this turn',
         _('only a "dies" trigger (700.4) says what dealt the creature damage this turn')),
        (r'only a "cast" trigger \(601\.2i\) says what the spell cast targets',
         _('only a "cast" trigger (601.2i) says what the spell cast targets')),
        (r'only a "cast" trigger \(601\.2i\) says which spell of the turn it waits for',
         _('only a "cast" trigger (601.2i) says which spell of the turn it waits for')),
        (r"expected a list of mana letters W U B R G C",
         _("expected a list of mana letters W U B R G C")),
        (r"unknown amount \((?P<known>.*)\)",
         _("unknown amount (known: %(known)s)")),
        (r'expected a string or \{"chosen": key\}',
         _('expected text or {"chosen": key}')),
        (r'expected a color letter or \{"chosen": key\}',
         _('expected a color letter or {"chosen": key}')),
        (r"expected a reference string or a filter object",
         _("expected a reference (text) or a filter object")),
        (r"expected an integer or an amount object",
         _("expected a whole number or an amount object")),
        (r"expected an integer or one of (?P<known>.*)",
         _("expected a whole number or one of: %(known)s")),
        (r"expected a modification object",
         _("expected a modification object")),
        (r"unknown op (?P<value>.*) \(known: (?P<known>.*)\)",
         _("unknown op %(value)s (known: %(known)s)")),
        (r"unknown ability kind (?P<value>.*) \(known: (?P<known>.*)\)",
         _("unknown ability kind %(value)s (known: %(known)s)")),
        (r"unknown change (?P<value>.*)",
         _("unknown change %(value)s")),
        (r"expected one of (?P<known>.*) or a filter object",
         _("expected one of %(known)s or a filter object")),
        (r"expected a non-empty list of filters",
         _("expected a list of at least one filter")),
        (r"expected filter objects",
         _("expected filter objects")),
        (r"expected a filter object",
         _("expected a filter object")),
        (r"at_least: only with exists",
         _("at_least: only with exists")),
        (r"counter_at_least, counter_at_most: only with counter",
         _("counter_at_least, counter_at_most: only with counter")),
        (r"counter_at_most: less than counter_at_least",
         _("counter_at_most: less than counter_at_least")),
        (r"at_least: only with you_control",
         _("at_least: only with you_control")),
        (r"at_most: only with you_control",
         _("at_most: only with you_control")),
        (r"at_most: not with at_least",
         _("at_most: not with at_least")),
        (r"only one player can be the monarch \((?P<rules>[0-9a-z., ]+)\)",
         _("only one player can be the monarch (%(rules)s)")),
        (r'"other" is not read in an intervening "if" \(603\.4\)',
         _('"other" is not read in an intervening "if" (603.4)')),
        (r'expected a filter, with "what" attack \(or block, for unless_you_control\) only '
         r'\(508\.1c\)',
         _('expected a filter, with "what" attack (or block, for unless_you_control) only '
           '(508.1c)')),
        (r"expected color, opponent, player, creature_type, card_name or basic_land_type",
         _("expected color, opponent, player, creature_type, card_name or basic_land_type")),
        (r'expected "you", or "opponents" with "what": \["cast"\] only \(601\.3\)',
         _('expected "you", or "opponents" with "what": ["cast"] only (601.3)')),
        (r"expected true or false; true with produces W U B R G, not together",
         _("expected true or false; true with produces W U B R G, not together")),
        (r"expected true or false, with add_abilities only \(702\.16c\)",
         _("expected true or false, with add_abilities only (702.16c)")),
        (r'expected "what": \["cast"\] or \["activate_abilities"\] with "name" '
         r'\(601\.3, 602\.5\)',
         _('expected "what": ["cast"] or ["activate_abilities"] with "name" (601.3, 602.5)')),
        (r'expected "what": \["untap_during_untap_step"\] with "may" \(502\.3\)',
         _('expected "what": ["untap_during_untap_step"] with "may" (502.3)')),
        (r'expected a non-negative integer, with "by" \(509\.1b\)',
         _('expected a non-negative integer, with "by" (509.1b)')),
        (r'expected true, with "by" and "what": \["be_blocked"\] \(509\.1b\)',
         _('expected true, with "by" and "what": ["be_blocked"] (509.1b)')),
        (r'expected a filter, with "what" block or be_blocked only \(509\.1b\)',
         _('expected a filter, with "what" block or be_blocked only (509.1b)')),
        (r'expected "it" \(the affected object\)',
         _('expected "it" (the affected object)')),
        (r"expected a non-empty list of amounts",
         _("expected a list of at least one amount")),
        (r"expected a non-empty list of abilities",
         _("expected a list of at least one ability")),
        (r'expected "target" or an object id',
         _('expected "target" or an object\'s id')),
        (r"a static ability has no targets \(115\.1\): 'targets' and a 'target' controller "
         r"or owner can't apply to it",
         _("a static ability has no targets (115.1): 'targets' and a 'target' controller "
           "or owner can't apply to it")),
        (r"expected true or false \(static abilities only\)",
         _("expected true or false (static abilities only)")),
        (r'expected a list of filters, "player" or "opponent"',
         _('expected a list of filters, "player" or "opponent"')),
        (r"expected a zone",
         _("expected a zone")),
        (r"expected damage \(615\.1\)",
         _("expected damage (615.1)")),
        (r"expected true or false \(with next\)",
         _("expected true or false (with next)")),
        (r'expected \[\{"do": "gain_life", "amount": "prevented"\}\] \(615\.5\)',
         _('expected [{"do": "gain_life", "amount": "prevented"}] (615.5)')),
        (r"expected the mode's name",
         _("expected the mode's name")),
        (r"only a \"may\" ability pays as it resolves \(608\.2d\)",
         _("only a \"may\" ability pays as it resolves (608.2d)")),
        (r"an \"unless_pay\" ability is no \"may\" ability: its controller chooses only "
         r"whether to pay \(118\.12a\)",
         _("an \"unless_pay\" ability is no \"may\" ability: its controller chooses only "
           "whether to pay (118.12a)")),
        (r"expected a mana cost such as \{1\}\{W\}",
         _("expected a mana cost such as {1}{W}")),
        (r'write echo as the keyword with its cost, e\.g\. "Echo \{2\}\{R\}" \(702\.30a\)',
         _('write echo as the keyword with its cost, e.g. "Echo {2}{R}" (702.30a)')),
        (r'write cumulative upkeep as the keyword with its cost, e\.g\. "Cumulative upkeep '
         r'\{1\}" \(702\.24a\)',
         _('write cumulative upkeep as the keyword with its cost, e.g. "Cumulative upkeep {1}" '
           '(702.24a)')),
        (r"expected the cost's words",
         _("expected the cost's words")),
        (r"expected a list of: (?P<known>.*)",
         _("expected a list of: %(known)s")),
        (r'expected \{"next": n\}, \{"each_time": n\}, "next_time", "half" or "all"',
         _('expected {"next": n}, {"each_time": n}, "next_time", "half" or "all"')),
        (r"expected an ability object or a keyword name",
         _("expected an ability object or a keyword name")),
        (r"expected the ability kind \(a string\)",
         _("expected the ability kind (text)")),
        (r"expected an event pattern object",
         _("expected an event pattern object")),
        (r"required: the zone the object would be put into",
         _("is required: the zone the object would be put into")),
        (r'required \("self" or a filter\)',
         _('is required ("self" or a filter)')),
        (r"required: the event it replaces",
         _("is required: the event it replaces")),
        (r"required \(or a source object with a card\)",
         _("is required (or a source object with a card)")),
        (r"expected an object of conditions",
         _("expected an object of conditions")),
        (r"expected exactly one of (?P<known>.*)",
         _("expected exactly one of: %(known)s")),
        (r"a (?P<event>.*) event can't be changed this way",
         _("a %(event)s event can't be changed this way")),
        (r"life_floor goes with lose_life, only",
         _("life_floor goes with lose_life only")),
        (r'goes with "choose": "card_name" only',
         _('goes with "choose": "card_name" only')),
        (r'expected a list of card types, e\.g\. \["Land"\]',
         _('expected a list of card types, e.g. ["Land"]')),
        (r"(?P<name>'.+') is the name of a (?P<refused>.+) card: (?P<object>.+) names a card "
         r"without the card types (?P<types>.+) \((?P<label>.+); 201\.4a, 614\.12a\)",
         _("%(name)s is the name of a %(refused)s card: %(object)s names a card without the "
           "card types %(types)s (%(label)s; 201.4a, 614.12a)")),
        (r'expected one counter kind and amount, e\.g\. \{"\+1/\+1": 2\}',
         _('expected one counter kind and amount, such as {"+1/+1": 2}')),
        (r'expected "self" \(616\.1c: a copy of this permanent\)',
         _('expected "self" (616.1c: a copy of this permanent)')),
        (r'expected "you" \(616\.1b\)',
         _('expected "you" (616.1b)')),
        (r'expected "(?P<value>\w+)"',
         _('expected "%(value)s"')),
        (r"expected how the event changes \(an object\) or actions \(a list\)",
         _("expected how the event changes (an object) or actions (a list)")),
        (r'"all" or a list of zones',
         _('expected "all" or a list of zones')),
        (r"(?P<name>.*) has no spell or activated ability that creates an effect",
         _("%(name)s has no spell or activated ability that creates an effect")),
        (r"card (?P<name>.*) is defined twice",
         _("card %(name)s is defined twice")),
        (r"a face needs a card",
         _("a face needs a card")),
        (r"an object can't be attached to itself",
         _("an object can't be attached to itself")),
        (r"(?P<name>.*)'s ability (?P<number>\d+) is a triggered ability: it resolves from "
         r"the stack when it triggers \(603\), it is not a resolved effect",
         _("ability %(number)s of %(name)s is a triggered ability: it resolves from the "
           "stack when it triggers (603), it is not a resolved effect")),
        (r"(?P<name>.*) has (?P<count>\d+) abilities",
         _("%(name)s has only %(count)s abilities")),
        (r"(?P<name>.*) has no mode (?P<mode>.*)",
         _("%(name)s has no mode %(mode)s")),
        (r"the tokens it creates are (?P<first>.*), (?P<second>.*), \.\.\.: (?P<name>.*) is "
         r"already used at (?P<other>.*)",
         _("the tokens it creates are %(first)s, %(second)s, …: %(name)s is already used "
           "at %(other)s")),
        (r"expected a card object",
         _("expected a card object")),
        (r"expected a list of abilities",
         _("expected a list of abilities")),
        (r"(?P<name>.*) has no face (?P<face>.*) \(its faces: (?P<faces>.*)\)",
         _("%(name)s has no face %(face)s (its faces: %(faces)s)")),
        (r"(?P<name>.*) is an Adventure: the card has only its normal characteristics "
         r"except on the stack as an Adventure \(715\.4\), which isn't modelled",
         _("%(name)s is an Adventure: the card has only its normal characteristics except "
           "on the stack as an Adventure (715.4), which isn't modelled")),
        (r"(?P<name>.*) is the back face of a meld card: it is up only as half of a melded "
         r"permanent \(712\.4, 701\.42\), which isn't modelled",
         _("%(name)s is the back face of a meld card: it is up only as half of a melded "
           "permanent (712.4, 701.42), which isn't modelled")),
        (r"(?P<name>.*) can be up only on the battlefield; elsewhere the card has its front "
         r"face's characteristics \((?P<rule>.*)\)",
         _("%(name)s can be up only on the battlefield; elsewhere the card has its front "
           "face's characteristics (%(rule)s)")),
        (r"(?P<name>.*) has one face",
         _("%(name)s has one face")),
        (r"a split card has both halves' characteristics off the stack \(709\.4\); a cast "
         r"event's half names the half cast \(709\.3\)",
         _("a split card has both halves' characteristics off the stack (709.4); a cast "
           "event's half names the half cast (709.3)")),
        (r"the question is for player (?P<expected>.*), not (?P<given>.*)",
         _("the question is for player %(expected)s, not %(given)s")),
        # Combat (506-511, engine/turn/combat.py).
        (r"(?P<name>.*) can't block (?P<other>.*): it has horsemanship, and only creatures "
         r"with horsemanship can block it \(702\.31b\)",
         _("%(name)s can't block %(other)s: it has horsemanship, and only creatures with "
           "horsemanship can block it (702.31b)")),
        (r"(?P<name>.*) can't block (?P<other>.*): it has skulk, and creatures with greater "
         r"power can't block it \(702\.118b\)",
         _("%(name)s can't block %(other)s: it has skulk, and creatures with greater power "
           "can't block it (702.118b)")),
        ('the question is not how to divide combat damage',
         _('the question is not how to divide combat damage')),
        ('(?P<name>.*) is not a player, planeswalker or battle: creatures attack only those '
         '\\(506\\.3, 508\\.1b\\)',
         _('%(name)s is not a player, planeswalker or battle: creatures attack only those '
           '(506.3, 508.1b)')),
        ('attackers were already declared in this combat \\(508\\.1\\); a combat_damage event '
         'ends it \\(511\\.3\\)',
         _('attackers were already declared in this combat (508.1); a combat_damage event ends '
           'it (511.3)')),
        ('(?P<name>.*) is not on the battlefield: only a creature on the battlefield can attack '
         '\\(506\\.3, 508\\.1a\\)',
         _('%(name)s is not on the battlefield: only a creature on the battlefield can attack '
           '(506.3, 508.1a)')),
        ('(?P<name>.*) is not a creature: only creatures attack \\(506\\.3\\)',
         _('%(name)s is not a creature: only creatures attack (506.3)')),
        ("(?P<name>.*) is controlled by (?P<player>.*), not the active player (?P<active>.*): "
         "only the active player's creatures attack \\(508\\.1a\\)",
         _("%(name)s is controlled by %(player)s, not the active player %(active)s: only the "
           "active player's creatures attack (508.1a)")),
        ("(?P<name>.*) is tapped: a tapped creature can't attack \\(508\\.1a\\)",
         _("%(name)s is tapped: a tapped creature can't attack (508.1a)")),
        ("(?P<name>.*) has summoning sickness: its controller hasn't controlled it continuously "
         "since their most recent turn began, and it has no haste \\(302\\.6, 508\\.1a\\)",
         _("%(name)s has summoning sickness: its controller hasn't controlled it continuously "
           "since their most recent turn began, and it has no haste (302.6, 508.1a)")),
        ("(?P<name>.*) has defender and can't attack \\(702\\.3b, 508\\.1c\\)",
         _("%(name)s has defender and can't attack (702.3b, 508.1c)")),
        ("(?P<name>.*) can't attack (?P<player>[^:]*): (?P<label>.*) \\(508\\.1c\\)",
         _("%(name)s can't attack %(player)s: %(label)s (508.1c)")),
        ("(?P<name>.*) can't attack: (?P<label>.*) \\(508\\.1c\\)",
         _("%(name)s can't attack: %(label)s (508.1c)")),
        ("(?P<name>.*) must attack this combat: (?P<label>.*) It is able to attack, so it must "
         "be declared as an attacker \\(508\\.1d\\)",
         _("%(name)s must attack this combat: %(label)s It is able to attack, so it must be "
           "declared as an attacker (508.1d)")),
        ('(?P<name>.*) is not on the battlefield \\(508\\.1b\\)',
         _('%(name)s is not on the battlefield (508.1b)')),
        ('no attackers were declared: an attack event comes first \\((?P<rules>508\\.1, '
         '5\\d\\d(?:\\.1)?)\\)',
         _('no attackers were declared: an attack event comes first (%(rules)s)')),
        ('blockers were already declared in this combat \\(509\\.1\\)',
         _('blockers were already declared in this combat (509.1)')),
        ('(?P<name>.*) is not on the battlefield: only a creature on the battlefield can block '
         '\\(506\\.3, 509\\.1a\\)',
         _('%(name)s is not on the battlefield: only a creature on the battlefield can block '
           '(506.3, 509.1a)')),
        ('(?P<name>.*) is not a creature: only creatures block \\(506\\.3\\)',
         _('%(name)s is not a creature: only creatures block (506.3)')),
        ("(?P<name>.*) is tapped: a tapped creature can't block \\(509\\.1a\\)",
         _("%(name)s is tapped: a tapped creature can't block (509.1a)")),
        ("(?P<name>.*) is blocked by (?P<count>\\d+) creatures: (?P<label>.*) \\(509\\.1b\\)",
         _("%(name)s is blocked by %(count)s creatures: %(label)s (509.1b)")),
        ("(?P<name>.*) can't block: (?P<label>.*) \\(509\\.1b\\)",
         _("%(name)s can't block: %(label)s (509.1b)")),
        ("(?P<name>.*) can't block: it has unleash and a \\+1/\\+1 counter on it \\(702\\.98a\\)",
         _("%(name)s can't block: it has unleash and a +1/+1 counter on it (702.98a)")),
        ('(?P<name>.*) blocks the same attacker twice \\(509\\.1a\\)',
         _('%(name)s blocks the same attacker twice (509.1a)')),
        ('(?P<name>.*) can block at most (?P<most>\\d+) attacking creatures, not (?P<count>\\d+) '
         '\\(509\\.1a\\)',
         _('%(name)s can block at most %(most)s attacking creatures, not %(count)s (509.1a)')),
        ("(?P<name>.*) can't block (?P<other>.*): it has flying, and only creatures with flying "
         "or reach can block it \\(702\\.9b\\)",
         _("%(name)s can't block %(other)s: it has flying, and only creatures with flying or "
           "reach can block it (702.9b)")),
        ("(?P<name>.*) can't block (?P<other>.*): creatures with shadow block and are blocked "
         "only by creatures with shadow \\(702\\.28b\\)",
         _("%(name)s can't block %(other)s: creatures with shadow block and are blocked only by "
           "creatures with shadow (702.28b)")),
        ("(?P<name>.*) can't block (?P<other>.*): it has fear, and only artifact creatures and "
         "black creatures can block it \\(702\\.36b\\)",
         _("%(name)s can't block %(other)s: it has fear, and only artifact creatures and black "
           "creatures can block it (702.36b)")),
        ("(?P<name>.*) can't block (?P<other>.*): it has intimidate, and only artifact creatures "
         "and creatures sharing a color with it can block it \\(702\\.13b\\)",
         _("%(name)s can't block %(other)s: it has intimidate, and only artifact creatures and "
           "creatures sharing a color with it can block it (702.13b)")),
        ("(?P<name>.*) can't block (?P<other>.*): it has protection from a quality the blocker "
         "has \\(702\\.16f\\)",
         _("%(name)s can't block %(other)s: it has protection from a quality the blocker has "
           "(702.16f)")),
        ("(?P<name>.*) can't block (?P<other>.*): it has (?P<keyword>\\w+), and the defending "
         "player controls a (?P<land>\\w+) \\(702\\.14c\\)",
         _("%(name)s can't block %(other)s: it has %(keyword)s, and the defending player "
           "controls a %(land)s (702.14c)")),
        ("(?P<name>.*) can't block (?P<other>.*): (?P<label>.*) \\(509\\.1b\\)",
         _("%(name)s can't block %(other)s: %(label)s (509.1b)")),
        ('(?P<name>.*) is already declared as an attacker \\(508\\.1a\\)',
         _('%(name)s is already declared as an attacker (508.1a)')),
        ('no opponent is left to attack \\(508\\.1b\\)',
         _('no opponent is left to attack (508.1b)')),
        ('(?P<name>.*) can attack only an opponent of (?P<active>.*) still in the game, not '
         '(?P<player>.*) \\(508\\.1b\\)',
         _('%(name)s can attack only an opponent of %(active)s still in the game, not %(player)s '
           '(508.1b)')),
        ('(?P<name>.*) is not controlled by an opponent of (?P<active>.*) \\(508\\.1b\\)',
         _('%(name)s is not controlled by an opponent of %(active)s (508.1b)')),
        ('(?P<name>.*) is not protected by an opponent of (?P<active>.*) \\(508\\.1b\\)',
         _('%(name)s is not protected by an opponent of %(active)s (508.1b)')),
        ('no creature attacks, so the declare blockers step is skipped \\(508\\.8\\)',
         _('no creature attacks, so the declare blockers step is skipped (508.8)')),
        ('(?P<name>.*) is already declared as a blocker \\(509\\.1a\\)',
         _('%(name)s is already declared as a blocker (509.1a)')),
        ('(?P<name>.*) is not an attacking creature \\(509\\.1a\\)',
         _('%(name)s is not an attacking creature (509.1a)')),
        ("(?P<name>.*) is controlled by (?P<player>.*), but (?P<other>.*) attacks "
         "(?P<defending>.*): only (?P<defender>.*)'s creatures can block it \\(509\\.1a\\)",
         _("%(name)s is controlled by %(player)s, but %(other)s attacks %(defending)s: only "
           "%(defender)s's creatures can block it (509.1a)")),
        ("(?P<name>.*) has menace: it can't be blocked except by two or more creatures "
         "\\(702\\.111b\\)",
         _("%(name)s has menace: it can't be blocked except by two or more creatures (702.111b)")),
        ('(?P<name>.*) is not an attacking or blocking creature \\(510\\.1\\)',
         _('%(name)s is not an attacking or blocking creature (510.1)')),
        ('it names a recipient twice',
         _('it names a recipient twice')),
        ("(?P<name>.*) can't be assigned its damage: only (?P<known>.*) \\(510\\.1c\\)",
         _("%(name)s can't be assigned its damage: only %(known)s (510.1c)")),
        ('it assigns (?P<total>\\d+) damage, not its power (?P<power>\\d+) \\(510\\.1a\\)',
         _('it assigns %(total)s damage, not its power %(power)s (510.1a)')),
        ('(?P<name>.*) is assigned less than lethal damage \\((?P<given>\\d+) of '
         '(?P<lethal>\\d+)\\), so none can be assigned to (?P<over>.*) \\(702\\.19b\\)',
         _('%(name)s is assigned less than lethal damage (%(given)s of %(lethal)s), so none can '
           'be assigned to %(over)s (702.19b)')),
        (r"(?P<value>.*) is not one of the options \((?P<known>.*)\)",
         _("%(value)s is not one of the options (%(known)s)")),
        (r"at most (?P<most>\d+) cards can be drawn in one event",
         _("at most %(most)s cards can be drawn in one event")),
        (r"expected a list of players",
         _("expected a list of players")),
        (r"expected at least one player",
         _("expected at least one player")),
        (r"expected a non-empty object",
         _("expected a JSON object with at least one field")),
        (r"expected at most (?P<most>\d+)",
         _("expected at most %(most)s")),
        (r"expected text matching (?P<pattern>.*)",
         _("expected text matching %(pattern)s")),
        (r"expected (?P<value>\w+)",
         _("expected %(value)s")),
        (r"expected an integer, got “(?P<value>.*)”",
         _("expected a whole number, got “%(value)s”")),
        (r"expected an integer", _("expected a whole number")),
        (r"expected a non-negative integer", _("expected a whole number, 0 or more")),
        (r"expected an integer of at least (?P<number>-?\d+)",
         _("expected a whole number of at least %(number)s")),
        (r"expected an integer of at most (?P<number>-?\d+)",
         _("expected a whole number of at most %(number)s")),
        (r"expected an integer or \* text", _("expected a whole number or a value with *")),
        (r"expected true or false", _("expected true or false")),
        (r"expected a non-empty string", _("must not be empty")),
        (r"expected a string", _("expected text")),
        (r"expected a list", _("expected a list")),
        (r"expected a list of strings", _("expected a list of names")),
        (r"expected a non-empty list", _("expected a list with at least one item")),
        (r"expected an object", _("expected a JSON object ({…})")),
        (r"expected a JSON object", _("expected a JSON object ({…})")),
        (r"required", _("is required")),
        (r"unknown field", _("is not a field of the scenario format")),
        (r"unknown field \(expected question and answer\)",
         _("is not a field of a ruling (question and answer)")),
        (r"unknown card '(?P<name>.*)'", _("no card is named “%(name)s”")),
        (r'unknown card "(?P<name>.*)"', _("no card is named “%(name)s”")),
        (r"unknown object '(?P<name>.*)'", _("no object has the id “%(name)s”")),
        (r"unknown player '(?P<name>.*)'", _("no player has the id “%(name)s”")),
        (r"unknown object or player '(?P<name>.*)'",
         _("no object or player has the id “%(name)s”")),
        (r"duplicate id '(?P<name>.*)' \(already used at (?P<other>.*)\)",
         _("the id “%(name)s” is already used (%(other)s)")),
        (r"unknown value '(?P<value>.*)' \(expected one of (?P<known>.*)\)",
         _("“%(value)s” is not allowed here (allowed: %(known)s)")),
        (r"unknown value (?P<value>.*) \(expected one of (?P<known>.*)\)",
         _("%(value)s is not allowed here (allowed: %(known)s)")),
        (r"expected one of (?P<known>.*)", _("expected one of: %(known)s")),
        (r"unknown color “(?P<value>.*)” \(use W U B R G, or - for colorless\)",
         _("“%(value)s” is not a color (use W U B R G, or - for colorless)")),
        (r"expected “name: value” pairs like “(?P<example>.*)”, got “(?P<value>.*)”",
         _("write “name: number” pairs such as “%(example)s”, not “%(value)s”")),
        (r"expected a number after “(?P<name>.*):”",
         _("expected a number after “%(name)s:”")),
        (r"expected counters as “name: number” pairs separated by commas, like "
         r"“(?P<example>.*)”, got “(?P<value>.*)”",
         _("write counters as “name: number” pairs separated by commas, such as "
           "“%(example)s”, not “%(value)s”")),
        (r"“(?P<name>.*)” is given twice", _("“%(name)s” is given twice")),
        (r"expected attackers as “attacker: player or permanent attacked”, separated by "
         r"commas, like “(?P<example>.*)”, got “(?P<value>.*)”",
         _("write attackers as “attacker: player or permanent attacked”, separated by "
           "commas, such as “%(example)s”, not “%(value)s”")),
        (r"expected blockers as “blocker: attacker”, separated by commas, like "
         r"“(?P<example>.*)”, got “(?P<value>.*)”",
         _("write blockers as “blocker: attacker” (with + between the attackers of a creature "
           "that blocks several), separated by commas, such as “%(example)s”, not "
           "“%(value)s”")),
        (r"expected a division as “attacker: recipient amount \+ recipient amount”, separated "
         r"by commas, like “(?P<example>.*)”, got “(?P<value>.*)”",
         _("write a division as “attacker: recipient amount + recipient amount”, separated by "
           "commas, such as “%(example)s”, not “%(value)s”")),
        (r"invalid JSON: (?P<detail>.*): line (?P<line>\d+) column (?P<column>\d+) \(char \d+\)",
         _("the JSON has a mistake at line %(line)s, column %(column)s (%(detail)s)")),
        (r"invalid JSON at line (?P<line>\d+), column (?P<column>\d+): (?P<detail>.*)",
         _("the JSON has a mistake at line %(line)s, column %(column)s (%(detail)s)")),
        (r"invalid JSON.*", _("this is not valid JSON")),
        (r"a scenario must be a JSON object(?: \(\{\.\.\.\}\))?",
         _("a scenario must be a JSON object ({…})")),
        (r"at most (?P<most>\d+) \(got (?P<count>\d+)\)",
         _("at most %(most)s (there are %(count)s)")),
        (r"no question was asked that this answer could answer",
         _("no question was asked that this answer could answer")),
        (r"the engine is not asking anything now", _("the engine is not asking anything now")),
        (r"expected a whole number of damage for “(?P<who>.*)”, got “(?P<value>.*)”",
         _("write the damage to “%(who)s” as a whole number, not “%(value)s”")),
        (r"“(?P<value>.*)” is not one of the options", _("“%(value)s” is not one of the options")),
        (r"no example named “(?P<name>.*)”", _("there is no example “%(name)s”")),
        (r"no saved scenario “(?P<name>.*)”", _("there is no saved scenario “%(name)s”")),
        (r"the scenario is nested too deeply or too large",
         _("the scenario is nested too deeply or too large")),
        (r"the engine failed on this scenario \(an engine bug\)",
         _("the engine failed on this scenario (a bug in the engine)")),
        (r"longer than (?P<number>\d+) characters",
         _("longer than %(number)s characters")),
        # Text no page or database can hold (documents.load_json).
        (r"contains (?P<code>\\u[0-9a-f]{4}), a lone surrogate \(half of a UTF-16 pair\), "
         r"which is not a character",
         _("contains %(code)s, a lone surrogate (half of a UTF-16 pair), which is not a "
           "character")),
        (r"the field name contains (?P<code>\\u[0-9a-f]{4}), a lone surrogate \(half of a "
         r"UTF-16 pair\), which is not a character",
         _("the field name contains %(code)s, a lone surrogate (half of a UTF-16 pair), which "
           "is not a character")),
        (r"contains a NUL character \(\\u0000\), which cannot be stored",
         _("contains a NUL character (\\u0000), which cannot be stored")),
        (r"the field name contains a NUL character \(\\u0000\), which cannot be stored",
         _("the field name contains a NUL character (\\u0000), which cannot be stored")),
        # The rate limits (ratelimit.py): judges at a venue share one address.
        (r"at most (?P<most>\d+) scenario saves a minute from one client; "
         r"try again in (?P<seconds>\d+) s",
         _("This address has made its %(most)s saves of the minute (everyone on the same "
           "network, such as a venue's Wi-Fi, shares them): save again in %(seconds)s "
           "seconds.")),
        (r"at most (?P<most>\d+) scenario runs a minute from one client; "
         r"try again in (?P<seconds>\d+) s",
         _("This address has made its %(most)s runs of the minute (everyone on the same "
           "network, such as a venue's Wi-Fi, shares them): run again in %(seconds)s "
           "seconds.")),
    ))
UNKNOWN_CARD = re.compile(r"unknown card ['\"](?P<name>.*)['\"]")


def translate(text: str) -> str | None:
    """A problem's message in the page's language, or None when it is not one of the known
    phrases."""
    for pattern, template in _PHRASES:
        match = pattern.fullmatch(text)
        if match:
            return str(template) % match.groupdict() if match.groupdict() else str(template)
    return None


def message(text: str) -> str:
    """A problem's message in the page's language. A phrase not in the table (a new one of
    the engine's, or pydantic's own words) is still introduced in the page's language, with
    the engine's English kept whole, so nothing is hidden behind a vaguer message."""
    translated = translate(text)
    if translated is not None:
        return translated
    if (get_language() or "").startswith("en"):
        return text
    return gettext("the engine says (in English): %(message)s") % {"message": text}


@dataclass(frozen=True, slots=True)
class Suggestion:
    """A card whose name is close to a name no card has."""

    name: str
    name_ko: str


@dataclass(frozen=True, slots=True)
class ProblemView:
    """One problem as the page shows it."""

    path: str
    location: str
    message: str
    english: str
    suggestions: tuple[Suggestion, ...] = field(default=())
    unknown_card: str = ""

    def __str__(self) -> str:
        return f"{self.location}: {self.message}" if self.location else self.message


def unknown_card(problem: Problem) -> str:
    """The name of the card a problem says does not exist, or ""."""
    match = UNKNOWN_CARD.fullmatch(problem.message)
    return match["name"] if match else ""


def suggestions_for(name: str, limit: int = 4) -> tuple[Suggestion, ...]:
    """The cards with names nearest to `name` (the card search's typo-tolerant index)."""
    from rulings.cards import catalog

    try:
        entries = catalog.suggestions(name, limit)
    except Exception:
        # No suggestions is better than no error message.
        logger.exception("card suggestions failed for %r", name)
        return ()
    return tuple(Suggestion(entry.name, entry.name_ko) for entry in entries)


def view(problem: Problem) -> ProblemView:
    """A problem in the page's language, with suggestions for a card name no card has."""
    card = unknown_card(problem)
    return ProblemView(
        path=problem.path, location=location(problem.path), message=message(problem.message),
        english=problem.message, suggestions=suggestions_for(card) if card else (),
        unknown_card=card)


def views(problems: Any) -> list[ProblemView]:
    """`view` of each problem."""
    return [view(problem) for problem in problems]
