"""The effect language: continuous effects as data (rules 604, 611, 612, 613).

A continuous effect says which objects it affects (a :class:`Selector`) and how
it modifies them (:class:`Modification` values, each belonging to one layer or
sublayer of 613.1/613.3). Three ability kinds carry one:

* ``"static"``: a static ability (604.1, 611.3); with ``"cda": true`` a
  characteristic-defining ability (604.3), applied first in its layer (613.2).
* ``"spell"``: the continuous effect an instant or sorcery creates as it resolves
  (611.2), referenced from a scenario's ``effects``.
* ``"activated"``: the same for an activated ability of a permanent.

docs/scenario-format.md documents the JSON; this module parses it.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping
from dataclasses import dataclass, field, replace
from functools import cache
from typing import Any

from engine.abilities.basic import text_field
from engine.concepts import Duration, Layer
from engine.errors import ScenarioError, join
from engine.format.base import COLORS as COLORS
from engine.format.base import ZONES as ZONES
from engine.format.cards import REFS
from engine.state.objects import Ability
from engine.subtypes import CARD_TYPES, SUPERTYPES, subtype_name

# 502.3: "during its controller's next untap step" is a restriction's duration only, and
# that restriction ("It doesn't untap during its controller's next untap step") has no other.
NEXT_UNTAP_STEP_ONLY = ('"next_untap_step" goes only with cant ["untap_during_untap_step"] '
                        "(502.3)")
UNTAP_DURATION = 'expected "next_untap_step" with cant ["untap_during_untap_step"] (502.3)'
UNTAP_ALONE = '"untap_during_untap_step" goes alone in cant (502.3)'
UNTAP_ON_ONE = ('cant ["untap_during_untap_step"] is on its targets or its source only, fixed '
                "as it resolves (502.3)")

# Reads one ability (the registry's parse_ability), for the abilities an effect grants.
AbilityReader = Callable[[Any, str], Ability]

# Layers and sublayers in the order 613.1 and 613.3 apply them.
LAYERS = tuple(Layer)
LAYER_CONCEPT: dict[str, str] = {layer: layer.concept for layer in Layer}

# op -> layer; set_pt moves to 7a when its ability is a characteristic-defining one.
OP_LAYER = {
    "copy": Layer.COPY,
    "gain_control": Layer.CONTROL,
    "change_text": Layer.TEXT,
    "add_types": Layer.TYPE,
    "set_types": Layer.TYPE,
    "set_subtypes": Layer.TYPE,
    "every_creature_type": Layer.TYPE,
    "remove_types": Layer.TYPE,
    "set_colors": Layer.COLOR,
    "add_colors": Layer.COLOR,
    "add_abilities": Layer.ABILITY,
    "remove_all_abilities": Layer.ABILITY,
    "remove_abilities": Layer.ABILITY,
    "set_pt": Layer.PT_SET,
    "modify_pt": Layer.PT_MODIFY,
    "switch_pt": Layer.PT_SWITCH,
}


@dataclass(frozen=True, slots=True)
class Chosen:
    """A value chosen as the source entered or as the spell resolved, e.g. a color."""

    key: str


Value = str | Chosen


@dataclass(frozen=True, slots=True)
class Selector:
    """Which objects an effect affects (or counts).

    ``ref`` is ``"filter"`` for a description ("creatures you control"), or
    ``"self"``, ``"attached"`` (the object its source is attached to) or
    ``"targets"``. A filter matches objects in ``zones`` (``None``: every zone)
    with all of ``types``, none of ``not_types``, any of ``subtypes``, ...
    ``any_of``, when given, matches an object matching any of its selectors.
    """

    ref: str = "filter"
    zones: tuple[str, ...] | None = ("battlefield",)
    types: tuple[str, ...] = ()
    not_types: tuple[str, ...] = ()
    subtypes: tuple[Value, ...] = ()
    not_subtypes: tuple[Value, ...] = ()
    supertypes: tuple[str, ...] = ()
    not_supertypes: tuple[str, ...] = ()
    colors: tuple[Value, ...] = ()
    not_colors: tuple[Value, ...] = ()
    controller: str | None = None
    owner: str | None = None
    other: bool = False
    # True: tokens only; False: cards only ("a card", 108.1); None: either.
    token: bool | None = None
    any_of: tuple[Selector, ...] = ()
    # Tapped (True) or untapped (False); a mana value at most this; keywords it lacks.
    tapped: bool | None = None
    max_mana_value: int | None = None
    not_keywords: tuple[str, ...] = ()
    # Keywords it has, all of them ("creature with flying").
    keywords: tuple[str, ...] = ()
    # "with power N or greater" / "with power N or less" (its power as it is then).
    power_at_least: int | None = None
    power_at_most: int | None = None
    # True: multicolored, two or more of the five colors (105.2b).
    multicolored: bool = False


@dataclass(frozen=True, slots=True)
class Amount:
    """A number: ``constant`` plus each of the counted terms.

    ``count`` counts objects matching a selector; ``card_types_among`` counts the
    card types among them; ``mana_value_of_it`` adds the affected object's mana
    value; ``terms`` are added.
    """

    constant: int = 0
    count: Selector | None = None
    card_types_among: Selector | None = None
    mana_value_of_it: bool = False
    terms: tuple[Amount, ...] = ()
    # 107.3a, 608.2h: this many times the X its spell's caster chose (1: "+X", -1: "-X"); the
    # value is fixed as the spell resolves (engine.turn.resolving), before the effect begins.
    x: int = 0

    @property
    def is_constant(self) -> bool:
        """True when the amount needs no look at the game."""
        return (
            not self.x
            and self.count is None
            and self.card_types_among is None
            and not self.mana_value_of_it
            and all(t.is_constant for t in self.terms)
        )


@dataclass(frozen=True, slots=True)
class Modification:
    """One change an effect makes, in one layer: ``op`` names it (see OP_LAYER)."""

    op: str
    types: tuple[str, ...] = ()
    subtypes: tuple[Value, ...] = ()
    supertypes: tuple[str, ...] = ()
    colors: tuple[Value, ...] = ()
    keywords: tuple[str, ...] = ()
    abilities: tuple[Ability, ...] = ()
    power: Amount | None = None
    toughness: Amount | None = None
    of: str | None = None
    word_from: Value | None = None
    word_to: Value | None = None
    cda: bool = False
    # add_abilities: the protection it grants doesn't remove its source ("This effect doesn't
    # remove ~.", engine.abilities.prevention.granted).
    spares_source: bool = False
    layer: Layer = field(init=False, compare=False)

    def __post_init__(self) -> None:
        # The layer or sublayer (613.1, 613.3) this modification applies in.
        layer = Layer.PT_CDA if self.op == "set_pt" and self.cda else OP_LAYER[self.op]
        object.__setattr__(self, "layer", layer)


@dataclass(frozen=True, slots=True)
class Condition:
    """611.3a: what must hold for a static ability's effect to apply, read each time the layers
    are applied (None: no such part). "You" is the source's controller."""

    your_turn: bool | None = None
    tapped: bool | None = None
    enchanted: bool = False
    equipped: bool = False
    life_at_most: int | None = None
    life_at_least: int | None = None
    # At least one opponent of the source's controller has this much life or less.
    opponent_life_at_most: int | None = None
    # 702.131c: the source's controller has the city's blessing.
    city_blessing: bool = False
    # At least one object the selector describes (a filter, "controller" relative to the
    # source's controller).
    exists: Selector | None = None
    # With ``exists``: how many such objects at least.
    at_least: int = 1
    # At least one counter of this kind on the source (122.1).
    counter: str | None = None
    # With ``counter``: at least / at most this many of them (711.2: a leveler's
    # level symbol "LEVEL N1-N2" / "LEVEL N3+").
    counter_at_least: int = 1
    counter_at_most: int | None = None
    # 506.3, 506.4: the source is an attacking ("attacking") or a blocking ("blocking")
    # creature: "~ has first strike as long as it's attacking."
    in_combat: str | None = None


def parse_condition(data: Any, path: str) -> Condition:
    """A static ability's ``condition`` object."""
    if not isinstance(data, Mapping) or not data:
        raise ScenarioError(path, "expected an object of conditions")
    values: dict[str, Any] = {}
    for name, value in data.items():
        where = join(path, name)
        if name in ("your_turn", "tapped"):
            if not isinstance(value, bool):
                raise ScenarioError(where, "expected true or false")
        elif name in ("enchanted", "equipped", "city_blessing"):
            if value is not True:
                raise ScenarioError(where, "expected true")
        elif name in ("life_at_most", "life_at_least", "opponent_life_at_most"):
            if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                raise ScenarioError(where, "expected a non-negative integer")
        elif name == "counter":
            if not isinstance(value, str) or not value:
                raise ScenarioError(where, "expected a non-empty string")
        elif name == "at_least":
            if isinstance(value, bool) or not isinstance(value, int) or value < 1:
                raise ScenarioError(where, "expected an integer of at least 1")
            if "exists" not in data:
                raise ScenarioError(where, "at_least: only with exists")
        elif name in ("counter_at_least", "counter_at_most"):
            if isinstance(value, bool) or not isinstance(value, int) or value < 1:
                raise ScenarioError(where, "expected an integer of at least 1")
            if "counter" not in data:
                raise ScenarioError(where, "counter_at_least, counter_at_most: only with counter")
            if name == "counter_at_most" and value < data.get("counter_at_least", 1):
                raise ScenarioError(where, "counter_at_most: less than counter_at_least")
        elif name == "in_combat":
            if value not in ("attacking", "blocking"):
                raise ScenarioError(where, f"unknown value {value!r} (expected one of "
                                           f"attacking, blocking)")
        elif name == "exists":
            value = parse_selector(value, where)
            if value.ref != "filter":
                raise ScenarioError(where, "expected a filter object")
        else:
            raise ScenarioError(where, "unknown field")
        values[name] = value
    return Condition(**values)


@dataclass(frozen=True, slots=True)
class ContinuousSpec:
    """A continuous effect: what it affects and what it does, layer by layer."""

    affects: Selector
    modifications: tuple[Modification, ...]
    cda: bool = False
    functions_in: tuple[str, ...] | None = ("battlefield",)
    duration: Duration | None = None
    mode: str = ""
    cost: str = ""
    # 700.2: a modal spell's number of modes to choose, (at least, at most), or ().
    choose: tuple[int, ...] = ()
    # 702.42a: entwine: every mode may be chosen instead.
    entwine: bool = False
    # A spell's or activated ability's targets (115.1): engine.abilities.triggers.TargetSpec.
    targets: tuple[Hashable, ...] = ()
    # 611.3a: a static ability's condition ("as long as ..."), or None.
    condition: Condition | None = None
    # 506.3, 611.2c: a spell's or activated ability's effect on a described group affects
    # only those of them that are attacking / blocking / either as it resolves
    # ("Attacking creatures get +1/+1 until end of turn").
    in_combat: str = ""
    # 608.2c: a spell's "It gains haste until end of turn.": on the targets of the spell's
    # ability before it (engine.abilities.spells.same_targets).
    same_targets: bool = False
    layers: tuple[Layer, ...] = field(init=False, compare=False)

    def __post_init__(self) -> None:
        # The layers it applies in, in layer order.
        mine = {m.layer for m in self.modifications}
        object.__setattr__(self, "layers", tuple(layer for layer in LAYERS if layer in mine))


def chosen_keys(value: object) -> set[str]:
    """The choices (``{"chosen": key}``) an ability's spec refers to."""
    if isinstance(value, Modification):
        # Asked for every effect in every layer pass: a modification never changes.
        return set(_modification_keys(value))
    return _chosen_keys(value)


@cache
def _modification_keys(modification: Modification) -> frozenset[str]:
    return frozenset(_chosen_keys(modification))


def _chosen_keys(value: object) -> set[str]:
    if isinstance(value, Chosen):
        return {value.key}
    if isinstance(value, tuple):
        return set().union(*(chosen_keys(v) for v in value)) if value else set()
    if isinstance(value, Ability):
        return chosen_keys(value.spec)
    if isinstance(value, (Selector, Amount, Modification, ContinuousSpec)):
        keys: set[str] = set()
        if isinstance(value, Selector) and "chosen" in (value.controller, value.owner):
            # The "chosen" player relation: the opponent (or player, which layers accept as
            # well) its source chose as it entered.
            keys.add("opponent")
        for name in value.__dataclass_fields__:
            keys |= chosen_keys(getattr(value, name))
        return keys
    return set()


def uses_x(modification: Modification) -> bool:
    """Whether the modification's power or toughness counts the spell's X (107.3a)."""
    return any(a is not None and _has_x(a) for a in (modification.power, modification.toughness))


def _has_x(amount: Amount) -> bool:
    return bool(amount.x) or any(_has_x(t) for t in amount.terms)


def fix_x(modification: Modification, x: int) -> Modification:
    """608.2h: the modification with X replaced by the value its spell's caster chose."""
    def fixed(amount: Amount | None) -> Amount | None:
        if amount is None or not _has_x(amount):
            return amount
        return replace(amount, constant=amount.constant + amount.x * x, x=0,
                       terms=tuple(t for t in (fixed(t) for t in amount.terms) if t is not None))
    return replace(modification, power=fixed(modification.power),
                   toughness=fixed(modification.toughness))


def continuous_spec(ability: Ability) -> ContinuousSpec | None:
    """The continuous effect an ability creates, or None for other abilities."""
    spec = ability.spec
    return spec if isinstance(spec, ContinuousSpec) else None


# --- parsing -----------------------------------------------------------------------


def _str_list(data: Any, path: str, allowed: tuple[str, ...] | None = None) -> tuple[str, ...]:
    if not isinstance(data, list) or not all(isinstance(v, str) and v for v in data):
        raise ScenarioError(path, "expected a list of strings")
    if allowed is not None:
        for i, value in enumerate(data):
            if value not in allowed:
                raise ScenarioError(
                    join(path, i), f"unknown value {value!r} (expected one of {', '.join(allowed)})"
                )
    return tuple(data)


def _value_list(data: Any, path: str, allowed: tuple[str, ...] | None = None) -> tuple[Value, ...]:
    if not isinstance(data, list):
        raise ScenarioError(path, "expected a list")
    values: list[Value] = []
    for i, item in enumerate(data):
        values.append(_value(item, join(path, i), allowed))
    return tuple(values)


def parse_value(item: Any, path: str) -> Value:
    """A string, or ``{"chosen": key}`` (a value chosen as the source entered)."""
    return _value(item, path)


def _value(item: Any, path: str, allowed: tuple[str, ...] | None = None) -> Value:
    if isinstance(item, Mapping):
        return Chosen(text_field(item, "chosen", path))
    if not isinstance(item, str) or not item:
        raise ScenarioError(path, 'expected a string or {"chosen": key}')
    if allowed is not None and item not in allowed:
        raise ScenarioError(path, f"unknown value {item!r} (expected one of {', '.join(allowed)})")
    return item


def strings_field(data: Mapping[str, Any], name: str, path: str,
                   allowed: tuple[str, ...] | None = None) -> tuple[str, ...]:
    """The list of strings in field `name`; () if there is none."""
    return _str_list(data[name], join(path, name), allowed) if name in data else ()


def _values_field(data: Mapping[str, Any], name: str, path: str,
                  allowed: tuple[str, ...] | None = None) -> tuple[Value, ...]:
    """The values (literal or chosen) in field `name`, subtypes spelt as the rules spell them;
    () if there is none."""
    found = _value_list(data[name], join(path, name), allowed) if name in data else ()
    if name.endswith("subtypes"):
        return tuple(subtype_name(v) if isinstance(v, str) else v for v in found)
    return found


def parse_selector(data: Any, path: str,
                   default_zones: tuple[str, ...] | None = ("battlefield",)) -> Selector:
    """Parse ``affects`` (or a counted description); a filter without ``zones`` looks in
    ``default_zones`` (None: every zone)."""
    if isinstance(data, str):
        if data not in REFS:
            raise ScenarioError(path, f"expected one of {', '.join(REFS)} or a filter object")
        ref = "attached" if data in ("enchanted", "equipped") else data
        return Selector(ref=ref, zones=None)
    if not isinstance(data, Mapping):
        raise ScenarioError(path, "expected a reference string or a filter object")
    zones = default_zones
    if "zones" in data:
        raw = data["zones"]
        zones = None if raw == "all" else _str_list(raw, join(path, "zones"), ZONES)
    relation = ("you", "opponent", "target", "chosen")
    for name in ("controller", "owner"):
        if name in data and data[name] not in relation:
            raise ScenarioError(join(path, name), f"expected one of {', '.join(relation)}")
    for name in ("other", "token"):
        if name in data and not isinstance(data[name], bool):
            raise ScenarioError(join(path, name), "expected true or false")
    any_of: tuple[Selector, ...] = ()
    if "any" in data:
        items = data["any"]
        if not isinstance(items, list) or not items:
            raise ScenarioError(join(path, "any"), "expected a non-empty list of filters")
        # Each alternative looks where the whole filter looks: a trigger's "historic spell"
        # ({"any": [artifact, legendary, Saga]}) is a spell on the stack, not a permanent.
        any_of = tuple(parse_selector(s, join(join(path, "any"), i), default_zones)
                       for i, s in enumerate(items))
        if any(s.ref != "filter" for s in any_of):
            raise ScenarioError(join(path, "any"), "expected filter objects")
        zones = None

    return Selector(
        zones=zones,
        types=strings_field(data, "types", path, CARD_TYPES),
        not_types=strings_field(data, "not_types", path, CARD_TYPES),
        subtypes=_values_field(data, "subtypes", path),
        not_subtypes=_values_field(data, "not_subtypes", path),
        supertypes=strings_field(data, "supertypes", path, SUPERTYPES),
        not_supertypes=strings_field(data, "not_supertypes", path, SUPERTYPES),
        colors=_values_field(data, "colors", path, COLORS),
        not_colors=_values_field(data, "not_colors", path, COLORS),
        controller=data.get("controller"),
        owner=data.get("owner"),
        other=bool(data.get("other", False)),
        token=data.get("token"),
        any_of=any_of,
        tapped=data.get("tapped"),
        max_mana_value=data.get("max_mana_value"),
        not_keywords=tuple(data.get("not_keywords", ())),
        keywords=tuple(data.get("keywords", ())),
        power_at_least=data.get("power_at_least"),
        power_at_most=data.get("power_at_most"),
        multicolored=data.get("multicolored") is True,
    )


def refers_to_targets(selector: Selector) -> bool:
    """Whether a selector reads its ability's targets (``"targets"``, a ``"target"`` controller
    or owner), in itself or in one of its ``any`` alternatives."""
    return (selector.ref == "targets" or "target" in (selector.controller, selector.owner)
            or any(refers_to_targets(sub) for sub in selector.any_of))


def parse_amount(data: Any, path: str) -> Amount:
    """Parse a number: an integer or a counting expression."""
    if isinstance(data, bool) or data is None:
        raise ScenarioError(path, "expected an integer or an amount object")
    if isinstance(data, int):
        return Amount(constant=data)
    if not isinstance(data, Mapping) or len(data) != 1:
        raise ScenarioError(
            path, "expected an integer or one of count, card_types_among, mana_value, sum, x"
        )
    (name, value), = data.items()
    if name == "count":
        return Amount(count=parse_selector(value, join(path, name)))
    if name == "card_types_among":
        return Amount(card_types_among=parse_selector(value, join(path, name)))
    if name == "mana_value":
        if value != "it":
            raise ScenarioError(join(path, name), 'expected "it" (the affected object)')
        return Amount(mana_value_of_it=True)
    if name == "x":
        if isinstance(value, bool) or value not in (1, -1):
            raise ScenarioError(join(path, name), "expected 1 (+X) or -1 (-X)")
        return Amount(x=value)
    if name == "sum":
        if not isinstance(value, list) or not value:
            raise ScenarioError(join(path, name), "expected a non-empty list of amounts")
        terms = tuple(parse_amount(v, join(join(path, name), i)) for i, v in enumerate(value))
        constant = sum(t.constant for t in terms if t.is_constant)
        return Amount(constant=constant, terms=tuple(t for t in terms if not t.is_constant))
    raise ScenarioError(
        join(path, name), "unknown amount (count, card_types_among, mana_value, sum, x)"
    )


def parse_modification(data: Any, path: str, cda: bool,
                       read_ability: AbilityReader) -> Modification:
    """Parse one entry of ``modifications``."""
    if not isinstance(data, Mapping):
        raise ScenarioError(path, "expected a modification object")
    op = data.get("op")
    if op not in OP_LAYER:
        raise ScenarioError(join(path, "op"), f"unknown op {op!r} (known: {', '.join(OP_LAYER)})")

    power = toughness = None
    if op in ("set_pt", "modify_pt"):
        for name in ("power", "toughness"):
            if name not in data:
                raise ScenarioError(join(path, name), "required")
        power = parse_amount(data["power"], join(path, "power"))
        toughness = parse_amount(data["toughness"], join(path, "toughness"))
    abilities: tuple[Ability, ...] = ()
    if op == "add_abilities":
        items = data.get("abilities")
        if not isinstance(items, list) or not items:
            raise ScenarioError(join(path, "abilities"), "expected a non-empty list of abilities")
        abilities = tuple(
            read_ability(a, join(join(path, "abilities"), i)) for i, a in enumerate(items)
        )
    if op in ("set_types", "add_types", "remove_types", "set_subtypes", "set_colors", "add_colors",
              "remove_abilities", "change_text"):
        wanted = {
            "set_types": ("types",), "set_subtypes": ("subtypes",), "set_colors": ("colors",),
            "add_colors": ("colors",), "remove_abilities": ("keywords",),
            "change_text": ("from", "to"),
        }.get(op, ())
        for name in wanted:
            if name not in data:
                raise ScenarioError(join(path, name), "required")
    of = None
    if op == "copy":
        of = data.get("of", "target")
        if not isinstance(of, str):
            raise ScenarioError(join(path, "of"), 'expected "target" or an object id')
    return Modification(
        op=op,
        types=strings_field(data, "types", path, CARD_TYPES),
        subtypes=_values_field(data, "subtypes", path),
        supertypes=strings_field(data, "supertypes", path, SUPERTYPES),
        colors=_values_field(data, "colors", path, COLORS),
        keywords=strings_field(data, "keywords", path),
        abilities=abilities,
        power=power,
        toughness=toughness,
        of=of,
        word_from=_value(data["from"], join(path, "from")) if "from" in data else None,
        word_to=_value(data["to"], join(path, "to")) if "to" in data else None,
        cda=cda,
        spares_source=_spares_source(data, op, path),
    )


def _spares_source(data: Mapping[str, Any], op: str, path: str) -> bool:
    value = data.get("spares_source", False)
    if not isinstance(value, bool) or (value and op != "add_abilities"):
        raise ScenarioError(join(path, "spares_source"),
                            "expected true or false, with add_abilities only (702.16c)")
    return value


def continuous_parser(kind: str, default_affects: str | None,
                      read_ability: AbilityReader) -> Callable[[Mapping[str, Any], str], Ability]:
    """The parser of a continuous-effect kind (``static``, ``spell``, ``activated``): a
    selector and modifications; ``read_ability`` reads the abilities an effect grants."""

    def parse(data: Mapping[str, Any], path: str) -> Ability:
        label = text_field(data, "label", path)
        if "affects" not in data and default_affects is None:
            raise ScenarioError(join(path, "affects"), "required")
        affects = parse_selector(data.get("affects", default_affects), join(path, "affects"))
        if kind == "static" and refers_to_targets(affects):
            # 115.1: only spells and activated or triggered abilities have targets; the one
            # selector could never match "target" for a static ability, so it is refused.
            raise ScenarioError(join(path, "affects"),
                                "a static ability has no targets (115.1): 'targets' and a "
                                "'target' controller or owner can't apply to it")
        cda = data.get("cda", False)
        if not isinstance(cda, bool) or (cda and kind != "static"):
            raise ScenarioError(join(path, "cda"), "expected true or false (static abilities only)")
        items = data.get("modifications")
        if not isinstance(items, list) or not items:
            raise ScenarioError(join(path, "modifications"), "expected a non-empty list")
        mods = tuple(
            parse_modification(m, join(join(path, "modifications"), i), cda, read_ability)
            for i, m in enumerate(items)
        )
        for i, mod in enumerate(mods):
            if kind != "spell" and uses_x(mod):
                # 107.3a: X is the number a spell's caster chose; only a spell's effect has it.
                raise ScenarioError(join(join(path, "modifications"), i),
                                    "an amount of X is a spell's only (107.3a)")
        # 604.3: characteristic-defining abilities function in all zones.
        functions_in: tuple[str, ...] | None = None if cda else ("battlefield",)
        if "functions_in" in data:
            raw = data["functions_in"]
            functions_in = (
                None if raw == "all" else _str_list(raw, join(path, "functions_in"), ZONES)
            )
        if data.get("duration") == Duration.NEXT_UNTAP_STEP:
            raise ScenarioError(join(path, "duration"), NEXT_UNTAP_STEP_ONLY)
        in_combat = data.get("in_combat", "")
        if in_combat and (affects.ref != "filter" or (
                kind == "static" and in_combat not in ("attacking", "blocking"))):
            raise ScenarioError(join(path, "in_combat"), (
                "only a spell's or activated ability's effect on a described group (a filter) "
                "is limited to creatures in combat (506.3, 611.2c)"))
        spec = ContinuousSpec(
            affects=affects,
            modifications=mods,
            cda=cda,
            functions_in=functions_in,
            # 611.2a: how long it lasts; the format's declaration refused unknown durations.
            duration=Duration(data["duration"]) if "duration" in data else None,
            mode=str(data.get("mode", "")),
            cost=str(data.get("cost", "")),
            choose=tuple(data.get("choose", ())),
            entwine=bool(data.get("entwine", False)),
            condition=(parse_condition(data["condition"], join(path, "condition"))
                       if kind == "static" and "condition" in data else None),
            in_combat=str(in_combat),
        )
        return Ability(kind, label, spec)

    return parse


# 702.73a: "Changeling" means "This object is every creature type": a characteristic-defining
# ability (604.3), so it applies first in layer 4 (613.2) and functions in every zone.
CHANGELING = ContinuousSpec(
    affects=Selector(ref="self", zones=None),
    modifications=(Modification(op="every_creature_type", cda=True),),
    cda=True,
    functions_in=None,
)
