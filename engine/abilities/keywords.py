"""Keyword abilities (rule 702) as typed concepts: each with its rule and what the engine does.

Rule 702 is not in the shipped text (an older edition with sections 1, 4, 5, 6 and 8); the
numbers here are the current Comprehensive Rules'. Every keyword the format accepts has a
:class:`KeywordRule`: its rule number, and whether the engine applies it (``modelled``) and
where. A keyword the engine does not apply is never dropped in silence: the run lists it in
``not_modelled`` (engine/io/not_modelled.py), so a judge doesn't take a clean trace for a ruling.

Each definition lists its rules hooks (:class:`Hook`): the points where rules code asks what a
keyword does (what damage from a source with it does, 120.3; whether destroy does anything,
702.12b), so that code asks :func:`hooks_of` rather than testing a keyword's spelling. A keyword
that works as a continuous effect carries it as an ability spec: Changeling (702.73a) is a
characteristic-defining ability, "this object is every creature type", applied in layer 4 before
other effects (613.2) and functioning in every zone (604.3).
"""

from __future__ import annotations

import enum
import re
from collections.abc import Iterable
from dataclasses import dataclass


class Keyword(enum.StrEnum):
    """The keyword abilities the format knows, spelt as the rules spell them."""

    AFFLICT = "Afflict"
    AFTERLIFE = "Afterlife"
    ANNIHILATOR = "Annihilator"
    BANDING = "Banding"
    BLOODTHIRST = "Bloodthirst"
    BUSHIDO = "Bushido"
    AFFINITY = "Affinity"
    ASCEND = "Ascend"
    CHANGELING = "Changeling"
    CONVOKE = "Convoke"
    DELVE = "Delve"
    IMPROVISE = "Improvise"
    CUMULATIVE_UPKEEP = "Cumulative upkeep"
    ECHO = "Echo"
    DEATHTOUCH = "Deathtouch"
    DEFENDER = "Defender"
    DETHRONE = "Dethrone"
    DOUBLE_STRIKE = "Double strike"
    ENCHANT = "Enchant"
    EVOLVE = "Evolve"
    EXALTED = "Exalted"
    EXTORT = "Extort"
    EQUIP = "Equip"
    FABRICATE = "Fabricate"
    FADING = "Fading"
    FEAR = "Fear"
    FLANKING = "Flanking"
    PARTNER = "Partner"
    FIRST_STRIKE = "First strike"
    FLASH = "Flash"
    FLYING = "Flying"
    FORESTWALK = "Forestwalk"
    HASTE = "Haste"
    HEXPROOF = "Hexproof"
    HORSEMANSHIP = "Horsemanship"
    INDESTRUCTIBLE = "Indestructible"
    INFECT = "Infect"
    INTIMIDATE = "Intimidate"
    ISLANDWALK = "Islandwalk"
    LIFELINK = "Lifelink"
    LIVING_WEAPON = "Living weapon"
    MELEE = "Melee"
    MENACE = "Menace"
    MENTOR = "Mentor"
    MODULAR = "Modular"
    GRAFT = "Graft"
    MOUNTAINWALK = "Mountainwalk"
    PERSIST = "Persist"
    PLAINSWALK = "Plainswalk"
    PROTECTION = "Protection"
    PROWESS = "Prowess"
    RAMPAGE = "Rampage"
    REACH = "Reach"
    RENOWN = "Renown"
    UNLEASH = "Unleash"
    RIOT = "Riot"
    SHADOW = "Shadow"
    SHROUD = "Shroud"
    SPLIT_SECOND = "Split second"
    STORM = "Storm"
    FUSE = "Fuse"
    AFTERMATH = "Aftermath"
    REPLICATE = "Replicate"
    CONSPIRE = "Conspire"
    SKULK = "Skulk"
    SOULSHIFT = "Soulshift"
    SWAMPWALK = "Swampwalk"
    TRAMPLE = "Trample"
    UNDYING = "Undying"
    VANISHING = "Vanishing"
    VIGILANCE = "Vigilance"
    WARD = "Ward"
    WITHER = "Wither"


class Hook(enum.StrEnum):
    """A point where the rules code applies a keyword, named for what the keyword does there."""

    # 120.3b: damage dealt to a player by a source with infect gives that player poison counters.
    POISON_DAMAGE = "poison_damage"
    # 120.3d: damage dealt to a creature by a source with wither or infect is -1/-1 counters.
    COUNTER_DAMAGE = "counter_damage"
    # 120.3e, 702.2b: any damage from a source with deathtouch is lethal damage (704.5h).
    DEATHTOUCH_DAMAGE = "deathtouch_damage"
    # 120.3f, 702.15b: damage from a source with lifelink also makes its controller gain life.
    LIFELINK_DAMAGE = "lifelink_damage"
    # 702.12b: a permanent with indestructible isn't destroyed (events and 704.5g/h).
    NOT_DESTROYED = "not_destroyed"
    # 702.73a: a characteristic-defining ability in layer 4 (engine.abilities.effects registers it).
    EVERY_CREATURE_TYPE = "every_creature_type"
    # 702.5a, 702.6a: what an Aura can enchant, what an Equipment can equip; 704.5m puts an
    # illegally attached Aura into the graveyard, 704.5n unattaches such an Equipment
    # (engine.abilities.enchant and engine.abilities.equip read the restriction).
    ATTACH_RESTRICTION = "attach_restriction"
    # 702.16e: damage from sources with the quality is prevented (engine.abilities.prevention).
    PREVENT_DAMAGE = "prevent_damage"
    # The keyword is a triggered ability (603): engine.abilities.triggers defines it,
    # engine.turn.stack plays it.
    TRIGGERED_ABILITY = "triggered_ability"
    # 702.16c, 702.16d: Auras and Equipment with the quality can't be attached to it (704.5m,
    # 704.5n in engine.turn.sba); 702.16b: nor can spells and abilities with it target it
    # (engine.turn.targeting). Both read the quality with
    # engine.abilities.prevention.protection_from.
    PROTECTED_FROM_QUALITY = "protected_from_quality"
    # 702.51a, 702.126a, 702.66a: creatures, artifacts or cards from the graveyard pay part of
    # the spell's total cost (engine.turn.convoke: the cast event names them).
    PAYS_COST = "pays_cost"
    # 702.41a: the spell's total cost is reduced (engine.turn.convoke; mana is taken as paid).
    REDUCES_COST = "reduces_cost"
    # 702.18b: it can't be the target of spells or abilities (engine.turn.targeting).
    UNTARGETABLE = "untargetable"
    # 702.8a: it can be cast any time its caster could cast an instant (engine.turn.casting).
    INSTANT_SPEED = "instant_speed"
    # 702.10b, 302.6: its {T} abilities can be activated while it is summoning sick.
    IGNORES_SUMMONING_SICKNESS = "ignores_summoning_sickness"
    # 702.61a: while it is on the stack, no spell is cast and no non-mana ability activated.
    LOCKS_THE_STACK = "locks_the_stack"
    # 702.11b: it can't be the target of spells or abilities an opponent controls.
    UNTARGETABLE_BY_OPPONENTS = "untargetable_by_opponents"
    # 506-511: the combat rules read it (engine.turn.combat): who may attack (302.6, 702.3b,
    # 702.20b), who may block whom (509.1b), the damage steps (510.4) and trample (702.19b).
    COMBAT = "combat"
    # 614.1c, 614.12: it is a replacement ability of the permanent as it enters the battlefield
    # (bloodthirst, 702.54a; engine.game.existing applies it).
    ENTERS_WITH = "enters_with"
    # 702.131b: any time its controller controls ten or more permanents, they get the city's
    # blessing for the rest of the game (engine.game.designations).
    CITY_BLESSING = "city_blessing"
    # 702.40a: when its caster casts it, a triggered ability copies it for each other spell
    # cast before it this turn (engine.turn.copying).
    COPIES_ON_CAST = "copies_on_cast"
    # 702.102a: both halves of the split card may be cast from the hand as one fused split
    # spell (engine.turn.casting).
    FUSES_HALVES = "fuses_halves"
    # 702.124a: it works before the game begins (deck construction in the Commander variant,
    # 903): no rules code in a game reads it, and the game has nothing of it to apply.
    BEFORE_THE_GAME = "before_the_game"
    # 702.127a: the half is cast only from its owner's graveyard and is exiled whenever it
    # would leave the stack (engine.turn.casting).
    CAST_FROM_GRAVEYARD_THEN_EXILED = "cast_from_graveyard_then_exiled"


class Status(enum.StrEnum):
    """How much of a keyword's rules the engine applies."""

    MODELLED = "modelled"
    # Some of its rules are applied; the rest is reported in not_modelled.
    PARTIAL = "partial"
    REPORTED = "reported"


class Gap(enum.StrEnum):
    """What the engine lacks to apply an ability; each has a message ``not_modelled.<gap>``."""

    COMBAT = "combat"
    TARGETING = "targeting"
    TRIGGERS = "triggers"
    CASTING = "casting"
    ACTIVATED = "activated"
    TURNS = "turns"
    STATIC_TEXT = "static_text"
    SPELL_TEXT = "spell_text"
    AS_ENTERS = "as_enters"
    UNKNOWN_KEYWORD = "unknown_keyword"
    # An "Enchant ..." restriction the engine can't read: 704.5m never removes the Aura for it.
    ENCHANT_UNREADABLE = "enchant_unreadable"


@dataclass(frozen=True, slots=True)
class KeywordRule:
    """A keyword's definition: its rule, and how far the engine applies it.

    ``modelled_in`` says where the rules code applies it (for a modelled or partial keyword);
    ``gap`` what the engine lacks to apply it (or the rest of it), reported in not_modelled.
    """

    keyword: Keyword
    rule: str
    status: Status
    modelled_in: str = ""
    gap: Gap | None = None
    hooks: frozenset[Hook] = frozenset()
    # For a partial keyword, the rule of the part the gap stops and its name, which picks the
    # message ``not_modelled.<gap>.<part>`` saying what is and isn't applied.
    missing_rule: str = ""
    missing_part: str = ""


def _modelled(keyword: Keyword, rule: str, where: str, *hooks: Hook) -> KeywordRule:
    return KeywordRule(keyword, rule, Status.MODELLED, modelled_in=where, hooks=frozenset(hooks))


def _combat(keyword: Keyword, rule: str, where: str) -> KeywordRule:
    """A keyword the combat rules apply (engine.turn.combat)."""
    return _modelled(keyword, rule, "combat: " + where, Hook.COMBAT)


def _reported(keyword: Keyword, rule: str, gap: Gap) -> KeywordRule:
    return KeywordRule(keyword, rule, Status.REPORTED, gap=gap)


KEYWORD_RULES: dict[Keyword, KeywordRule] = {rule.keyword: rule for rule in (
    _modelled(Keyword.CHANGELING, "702.73a", "layer 4, as a characteristic-defining ability",
              Hook.EVERY_CREATURE_TYPE),
    _modelled(Keyword.DEATHTOUCH, "702.2b", "damage results (120.3e) and 704.5h",
              Hook.DEATHTOUCH_DAMAGE),
    _combat(Keyword.DEFENDER, "702.3b", "it can't attack (508.1c)"),
    _combat(Keyword.DOUBLE_STRIKE, "702.4b", "both damage steps (510.4)"),
    _modelled(Keyword.ENCHANT, "702.5a", "704.5m: an Aura attached illegally",
              Hook.ATTACH_RESTRICTION),
    # The equip ability is activated (602): not played. What it may target is read as data
    # (engine.abilities.equip), and 704.5n unattaches an Equipment attached illegally (301.5c).
    KeywordRule(Keyword.EQUIP, "702.6a", Status.PARTIAL,
                modelled_in="704.5n: an Equipment attached illegally becomes unattached",
                gap=Gap.ACTIVATED, hooks=frozenset({Hook.ATTACH_RESTRICTION})),
    _combat(Keyword.FEAR, "702.36b", "blocking restrictions (509.1b)"),
    _combat(Keyword.FIRST_STRIKE, "702.7b", "the first-strike damage step (510.4)"),
    _modelled(Keyword.FLASH, "702.8a", "casting timing (engine.turn.casting)",
              Hook.INSTANT_SPEED),
    _combat(Keyword.FLYING, "702.9b", "blocking restrictions (509.1b)"),
    _combat(Keyword.FORESTWALK, "702.14c", "blocking restrictions (509.1b)"),
    # 302.6: {T} abilities (engine.turn.casting) and attacking (engine.turn.combat).
    _modelled(Keyword.HASTE, "702.10b", "{T} abilities and attacking with summoning sickness "
              "(302.6, 508.1a)", Hook.IGNORES_SUMMONING_SICKNESS, Hook.COMBAT),
    _modelled(Keyword.HEXPROOF, "702.11b", "target legality (engine.turn.targeting)",
              Hook.UNTARGETABLE_BY_OPPONENTS),
    _modelled(Keyword.INDESTRUCTIBLE, "702.12b", "destroy events and 704.5g/h",
              Hook.NOT_DESTROYED),
    _modelled(Keyword.INFECT, "702.90b", "damage results (120.3b, 120.3d)",
              Hook.POISON_DAMAGE, Hook.COUNTER_DAMAGE),
    _combat(Keyword.INTIMIDATE, "702.13b", "blocking restrictions (509.1b)"),
    _combat(Keyword.ISLANDWALK, "702.14c", "blocking restrictions (509.1b)"),
    _modelled(Keyword.LIFELINK, "702.15b", "damage results (120.3f)", Hook.LIFELINK_DAMAGE),
    _combat(Keyword.MENACE, "702.111b", "blocking restrictions (509.1b)"),
    _combat(Keyword.MOUNTAINWALK, "702.14c", "blocking restrictions (509.1b)"),
    _modelled(Keyword.PERSIST, "702.79a", "a dies trigger returning it with a -1/-1 counter",
              Hook.TRIGGERED_ABILITY),
    _combat(Keyword.PLAINSWALK, "702.14c", "blocking restrictions (509.1b)"),
    KeywordRule(Keyword.PROTECTION, "702.16", Status.MODELLED,
                modelled_in="target legality (702.16b), 704.5m/704.5n for Auras and Equipment "
                            "(702.16c, 702.16d), damage prevention (702.16e), blocking "
                            "(702.16f, engine.turn.combat)",
                hooks=frozenset({Hook.PREVENT_DAMAGE, Hook.PROTECTED_FROM_QUALITY,
                                 Hook.COMBAT})),
    # Keywords defined as triggered abilities that pump until end of turn (engine.abilities.
    # triggers: a modify action, 611.2).
    _modelled(Keyword.PROWESS, "702.108a", "a cast trigger giving it +1/+1 until end of turn",
              Hook.TRIGGERED_ABILITY),
    _combat(Keyword.SHADOW, "702.28b", "blocking restrictions (509.1b)"),
    _combat(Keyword.HORSEMANSHIP, "702.31b", "blocking restrictions (509.1b)"),
    _combat(Keyword.SKULK, "702.118b", "blocking restrictions (509.1b)"),
    # Combat keywords the combat rules don't apply: listed when the creature was in combat.
    _reported(Keyword.BANDING, "702.22", Gap.COMBAT),
    _modelled(Keyword.RAMPAGE, "702.23a", "a becomes-blocked trigger: +N/+N until end of turn "
              "for each blocker beyond the first, counted as it resolves (702.23b)",
              Hook.TRIGGERED_ABILITY, Hook.COMBAT),
    _modelled(Keyword.FLANKING, "702.25a", "a trigger for each blocker without flanking: it "
              "gets -1/-1 until end of turn", Hook.TRIGGERED_ABILITY, Hook.COMBAT),
    _modelled(Keyword.EXALTED, "702.83a", "a trigger when a creature you control attacks alone "
              "(702.83b, 506.5: the only creature declared as an attacker): it gets +1/+1 until "
              "end of turn; each instance triggers on its own",
              Hook.TRIGGERED_ABILITY, Hook.COMBAT),
    _modelled(Keyword.AFTERLIFE, "702.135a", "a trigger when it is put into a graveyard from "
              "the battlefield: N 1/1 white and black Spirit creature tokens with flying",
              Hook.TRIGGERED_ABILITY),
    # 614.1c, 614.12: the replacement applies as the permanent enters (engine.game.existing).
    _modelled(Keyword.BLOODTHIRST, "702.54a", "a replacement: it enters with N +1/+1 counters "
              "if an opponent was dealt damage this turn (as far as the scenario has played "
              "the turn)", Hook.ENTERS_WITH),
    _modelled(Keyword.EVOLVE, "702.100a", "a trigger when a creature enters under your control "
              "with greater power or toughness than it (checked as it triggers and as it "
              "resolves, 603.4; 702.100c): a +1/+1 counter on it", Hook.TRIGGERED_ABILITY),
    _modelled(Keyword.GRAFT, "702.58a", "it enters with N +1/+1 counters (614.1c); whenever "
              "another creature enters, if it has a +1/+1 counter on it (checked as it "
              "triggers and as it resolves, 603.4), its controller may move a +1/+1 counter "
              "from it onto that creature (122.5: only if both can happen; nothing if that "
              "creature left the battlefield, 400.7)", Hook.ENTERS_WITH, Hook.TRIGGERED_ABILITY),
    _modelled(Keyword.MODULAR, "702.43a", "it enters with N +1/+1 counters (614.1c); when it is "
              "put into a graveyard from the battlefield, you may put a +1/+1 counter on a "
              "target artifact creature for each +1/+1 counter it last had (608.2h)",
              Hook.ENTERS_WITH, Hook.TRIGGERED_ABILITY),
    _modelled(Keyword.FADING, "702.32a", "it enters with N fade counters (614.1c); at the "
              "beginning of its controller's upkeep a fade counter is removed from it, or, with "
              "none to remove, it is sacrificed", Hook.ENTERS_WITH, Hook.TRIGGERED_ABILITY),
    _modelled(Keyword.DETHRONE, "702.105a", "an attack trigger when the player it attacks has "
              "the most life or is tied for it: a +1/+1 counter on it",
              Hook.TRIGGERED_ABILITY, Hook.COMBAT),
    _modelled(Keyword.MELEE, "702.121a", "an attack trigger: +1/+1 until end of turn for each "
              "opponent attacked with a creature this combat, counted as it resolves",
              Hook.TRIGGERED_ABILITY, Hook.COMBAT),
    _modelled(Keyword.CUMULATIVE_UPKEEP, "702.24a", "at the beginning of its controller's "
              "upkeep an age counter is put on it, then its controller pays the cost for each "
              "age counter on it (mana costs are taken as paid) or sacrifices it",
              Hook.TRIGGERED_ABILITY),
    _modelled(Keyword.AFFINITY, "702.41a", "casting: the total cost is {1} less for each "
              "artifact (or Forest, Island, Mountain, Plains, Swamp) its caster controls "
              "(601.2f), shown as it is cast; mana is taken as paid, so it limits what convoke, "
              "improvise and delve pay", Hook.REDUCES_COST),
    _modelled(Keyword.ASCEND, "702.131b", "on a permanent: any time its controller controls ten "
              "or more permanents and doesn't have the city's blessing, they get it for the rest "
              "of the game (702.131c), checked whenever the game changes, before anything reads "
              "it (702.131d); on an instant or sorcery, checked once as it resolves (702.131a)",
              Hook.CITY_BLESSING),
    _modelled(Keyword.CONVOKE, "702.51a", "casting: the cast event's convoke taps untapped "
              "creatures its caster controls, each paying {1} or one mana of its color of the "
              "total cost (601.2f)", Hook.PAYS_COST),
    _modelled(Keyword.IMPROVISE, "702.126a", "casting: the cast event's improvise taps untapped "
              "artifacts its caster controls, each paying {1} of the total cost (601.2f)",
              Hook.PAYS_COST),
    _modelled(Keyword.DELVE, "702.66a", "casting: the cast event's delve exiles cards from its "
              "caster's graveyard, each paying {1} of the total cost (601.2f)", Hook.PAYS_COST),
    _modelled(Keyword.ECHO, "702.30a", "at the beginning of its controller's upkeep, if it came "
              "under their control since their last upkeep began, its controller pays the cost "
              "(mana costs are taken as paid) or sacrifices it", Hook.TRIGGERED_ABILITY),
    _modelled(Keyword.VANISHING, "702.63a", "it enters with N time counters (614.1c); at the "
              "beginning of its controller's upkeep, if it has a time counter, one is removed; "
              "when the last is removed, it is sacrificed", Hook.ENTERS_WITH,
              Hook.TRIGGERED_ABILITY),
    _modelled(Keyword.SOULSHIFT, "702.46a", "a trigger when it is put into a graveyard from the "
              "battlefield: you may return a target Spirit card with mana value N or less from "
              "your graveyard to your hand", Hook.TRIGGERED_ABILITY),
    _modelled(Keyword.ANNIHILATOR, "702.86a", "an attack trigger: the defending player (the "
              "player it attacks, or the controller of the planeswalker it attacks) sacrifices N "
              "permanents of their choice", Hook.TRIGGERED_ABILITY, Hook.COMBAT),
    # 702.98a: its entering (engine.game.zones asks; engine.abilities.replacements applies
    # it) and its blocking restriction (engine.turn.combat).
    _modelled(Keyword.UNLEASH, "702.98a", "as it enters, its controller chooses (a question "
              "with the options \"counter\" and \"none\", or the object's chosen "
              "\"unleash\") whether it enters with an additional +1/+1 counter (614.1c); it "
              "can't block as long as it has a +1/+1 counter on it, whatever put it there",
              Hook.ENTERS_WITH, Hook.COMBAT),
    # 702.136a: its entering (engine.game.zones asks, and gives haste; engine.abilities.
    # replacements adds the counter).
    _modelled(Keyword.RIOT, "702.136a", "as it enters, its controller chooses (a question "
              "with the options \"counter\" and \"haste\", or the object's chosen \"riot\") "
              "an additional +1/+1 counter (614.1c) or haste, an effect with its entering's "
              "timestamp (613.1f) lasting while it is on the battlefield", Hook.ENTERS_WITH),
    _modelled(Keyword.RENOWN, "702.112a", "a trigger when it deals combat damage to a player, "
              "if it isn't renowned (checked as it triggers and as it resolves, 603.4): N +1/+1 "
              "counters on it and it becomes renowned (702.112b) until it leaves the "
              "battlefield", Hook.TRIGGERED_ABILITY, Hook.COMBAT),
    _modelled(Keyword.FABRICATE, "702.123a", "a trigger when it enters: its controller chooses "
              "N +1/+1 counters on it or, instead, N 1/1 colorless Servo artifact creature "
              "tokens (only the tokens if it is no longer on the battlefield)",
              Hook.TRIGGERED_ABILITY),
    # 702.124a: a rule for deck construction in the Commander variant (903), which functions
    # before the game begins: in a game it has nothing to apply ("Partner with [name]", a
    # variant that is also a triggered ability, isn't this keyword).
    _modelled(Keyword.PARTNER, "702.124a", "a deck-construction rule of the Commander "
              "variant (903) that functions before the game begins: it has no effect in a "
              "game", Hook.BEFORE_THE_GAME),
    _modelled(Keyword.LIVING_WEAPON, "702.92a", "a trigger when the Equipment enters: its "
              "controller creates a 0/0 black Phyrexian Germ creature token, then the Equipment "
              "is attached to it (only if the Equipment is still that object on the "
              "battlefield)", Hook.TRIGGERED_ABILITY),
    _modelled(Keyword.EXTORT, "702.101a", "a trigger when its controller casts a spell: they may "
              "pay {W/B} (taken as paid); if they do, each opponent loses 1 life and they gain "
              "the life lost this way; each instance triggers on its own",
              Hook.TRIGGERED_ABILITY),
    _modelled(Keyword.AFFLICT, "702.130a", "a trigger when it becomes blocked: the defending "
              "player (of the player or planeswalker it attacks) loses N life",
              Hook.TRIGGERED_ABILITY, Hook.COMBAT),
    _modelled(Keyword.MENTOR, "702.134a", "an attack trigger: a +1/+1 counter on target attacking "
              "creature with power less than its own (compared as the target is chosen and as "
              "it resolves, with its last known power once it has left the battlefield)",
              Hook.TRIGGERED_ABILITY, Hook.COMBAT),
    _modelled(Keyword.BUSHIDO, "702.45a", "a blocks-or-becomes-blocked trigger: +N/+N until "
              "end of turn", Hook.TRIGGERED_ABILITY, Hook.COMBAT),

    _combat(Keyword.REACH, "702.17b", "blocking creatures with flying (509.1b)"),
    _modelled(Keyword.SHROUD, "702.18b", "target legality (engine.turn.targeting)",
              Hook.UNTARGETABLE),
    _modelled(Keyword.SPLIT_SECOND, "702.61a", "casting and activating (engine.turn.casting)",
              Hook.LOCKS_THE_STACK),
    _modelled(Keyword.STORM, "702.40a", "casting: as it is cast, a triggered ability copies it "
              "for each other spell any player cast before it this turn; its controller may "
              "choose new targets for each copy (706.10c)", Hook.COPIES_ON_CAST),
    _modelled(Keyword.FUSE, "702.102a", "casting: the cast event's fuse casts both halves of "
              "the split card from its owner's hand as one spell with both halves' "
              "characteristics, the left half's instructions followed first "
              "(702.102d)", Hook.FUSES_HALVES),
    _modelled(Keyword.AFTERMATH, "702.127a", "casting: the half with aftermath is cast from its "
              "owner's graveyard only (the cast event's half names it) and is exiled whenever "
              "it would leave the stack", Hook.CAST_FROM_GRAVEYARD_THEN_EXILED),
    _modelled(Keyword.REPLICATE, "702.56a", "casting: the cast event's replicate pays its "
              "replicate cost that many times (mana is taken as paid); as it is cast, a "
              "triggered ability copies it once for each time (706.10c: new targets may be "
              "chosen for each copy)", Hook.COPIES_ON_CAST),
    _modelled(Keyword.CONSPIRE, "702.78a", "casting: the cast event's conspire taps two "
              "untapped creatures its caster controls that each share a color with it; as it "
              "is cast, a triggered ability copies it (706.10c: new targets may be chosen)",
              Hook.COPIES_ON_CAST),
    _combat(Keyword.SWAMPWALK, "702.14c", "blocking restrictions (509.1b)"),
    _combat(Keyword.TRAMPLE, "702.19b", "assigning damage over blockers (702.19b)"),
    _modelled(Keyword.UNDYING, "702.93a", "a dies trigger returning it with a +1/+1 counter",
              Hook.TRIGGERED_ABILITY),
    _combat(Keyword.VIGILANCE, "702.20b", "attacking doesn't tap it (508.1f)"),
    _reported(Keyword.WARD, "702.21a", Gap.TRIGGERS),
    _modelled(Keyword.WITHER, "702.80b", "damage results (120.3d)", Hook.COUNTER_DAMAGE),
)}

_BY_LOWER = {k.value.lower(): k for k in Keyword}
# 702.24a: "Cumulative upkeep [cost]" with a mana cost, or "Cumulative upkeep—Pay N life"
# (lower-cased, as keyword_of reads it).
CUMULATIVE_UPKEEP = re.compile(r"cumulative upkeep (?:(?:\{[0-9wubrgc]\})+)|cumulative upkeep—pay "
                               r"[1-9][0-9]* life")
# 702.41a: "Affinity for [text]" where the engine counts [text]: artifacts or a basic land type.
AFFINITY = re.compile(r"affinity for (artifacts|forests|islands|mountains|plains|swamps)")
# 702.30a: "Echo [cost]" with a mana cost.
ECHO = re.compile(r"echo ((?:\{[0-9wubrgc]\})+)")
# 702.56a: "Replicate [cost]" with a mana cost.
REPLICATE = re.compile(r"replicate ((?:\{[0-9wubrgc]\})+)")
# The keywords that carry a number N ("Rampage 2"), read only with it.
NUMBERED = ("rampage", "bushido", "afterlife", "soulshift", "bloodthirst", "modular", "graft",
            "fading", "vanishing", "annihilator", "renown",
            "fabricate", "afflict")


def keyword_name(name: str) -> str:
    """A keyword's name as the rules spell it ("first strike" -> "First strike"); a keyword the
    format doesn't know keeps its words, capitalised, so it can still be reported."""
    text = " ".join(name.split())
    known = _BY_LOWER.get(text.lower())
    if known is not None:
        return known.value
    if text.lower().startswith("protection from "):
        return "Protection from " + text[len("protection from "):]
    return text[:1].upper() + text[1:]


def keyword_of(label: str) -> Keyword | None:
    """The keyword a keyword ability's label names ("Protection from red" is Protection,
    "Enchant creature" is Enchant), or None for a keyword the format doesn't know."""
    text = label.lower()
    if text.startswith("protection from "):
        return Keyword.PROTECTION
    if text.startswith("enchant "):
        return Keyword.ENCHANT
    if text.startswith("equip"):
        return Keyword.EQUIP
    word, _, number = text.rpartition(" ")
    if number.isdigit() and word in NUMBERED:
        # 702.23a, 702.45a, 702.135a: "Rampage N", "Bushido N", "Afterlife N".
        return _BY_LOWER.get(word)
    if text in NUMBERED:
        # Without its N the ability says nothing the engine could apply: an unknown keyword,
        # listed in not_modelled rather than taken as applied.
        return None
    if CUMULATIVE_UPKEEP.fullmatch(text):
        # "Cumulative upkeep {1}" (702.24a) with a mana cost, "Cumulative upkeep—Pay 1 life";
        # other costs the engine would have to pay aren't read.
        return Keyword.CUMULATIVE_UPKEEP
    if ECHO.fullmatch(text):
        # "Echo {2}{R}" (702.30a) with a mana cost; "Echo—Discard a card" isn't read.
        return Keyword.ECHO
    if REPLICATE.fullmatch(text):
        # "Replicate {1}{R}" (702.56a) with a mana cost (taken as paid).
        return Keyword.REPLICATE
    if AFFINITY.fullmatch(text):
        # "Affinity for artifacts", "Affinity for Forests" (702.41a): what the engine counts.
        return Keyword.AFFINITY
    if text in ("cumulative upkeep", "echo", "affinity", "replicate"):
        # Without its cost the ability says nothing the engine could apply (702.30b: the Urza
        # block's echo without a cost has errata giving it one).
        return None
    if text.startswith("ward "):
        # "Ward {2}", "Ward—Pay 3 life." (702.21a): the keyword with its cost.
        return Keyword.WARD
    return _BY_LOWER.get(text)


def rule_of(label: str) -> KeywordRule | None:
    """The definition of the keyword a label names, or None."""
    keyword = keyword_of(label)
    return KEYWORD_RULES[keyword] if keyword is not None else None


def hooks_of(labels: Iterable[str]) -> frozenset[Hook]:
    """Every rules hook of the keywords these labels name (an object's ``keywords``)."""
    found: set[Hook] = set()
    for label in labels:
        rule = rule_of(label)
        if rule is not None:
            found |= rule.hooks
    return frozenset(found)
