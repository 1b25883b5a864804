"""The working board the layer system computes on (rule 613.1, 109.3).

Inside one pass of the layer system characteristics are rewritten many times,
so they live in small mutable records (:class:`WorkingChars`) keyed by object
id; :func:`engine.characteristics.layers.apply_layers` freezes them into
:class:`~engine.state.objects.Characteristics` when it is done. Nothing here leaks out
of that function.
"""

from __future__ import annotations

from engine.state.objects import Ability, Characteristics, GameObject


class WorkingChars:
    """An object's characteristics part-way through the layers.

    ``abilities`` pairs each ability with a stable slot key, so an effect that
    started applying can be followed even after text changes (612) replace the
    ability's value: printed abilities are ``"<object>#<n>"``, granted ones
    ``"<effect>><object>#<n>"``, land-type mana abilities ``"<object>~<color>"``.
    """

    __slots__ = (
        "abilities", "attached_to", "colors", "controller", "id", "loyalty", "mana_value", "name",
        "owner", "power", "subtypes", "supertypes", "token", "toughness", "types", "zone",
    )

    def __init__(self, obj: GameObject | None = None) -> None:
        if obj is None:
            return
        base = obj.base
        self.id = obj.id
        self.zone = obj.zone
        self.owner = obj.owner
        self.token = obj.token
        self.attached_to = obj.attached_to
        self.name = base.name
        self.mana_value = base.mana_value
        self.colors = base.colors
        self.types = base.types
        self.subtypes = base.subtypes
        self.supertypes = base.supertypes
        self.power = base.power
        self.toughness = base.toughness
        self.loyalty = base.loyalty
        self.controller = base.controller
        self.abilities: tuple[tuple[str, Ability], ...] = tuple(
            (f"{obj.id}#{i + 1}", a) for i, a in enumerate(base.abilities)
        )

    def copy(self) -> WorkingChars:
        """A shallow copy (every field is immutable)."""
        twin = WorkingChars()
        twin.abilities = self.abilities
        twin.attached_to = self.attached_to
        twin.colors = self.colors
        twin.controller = self.controller
        twin.id = self.id
        twin.loyalty = self.loyalty
        twin.mana_value = self.mana_value
        twin.name = self.name
        twin.owner = self.owner
        twin.power = self.power
        twin.subtypes = self.subtypes
        twin.supertypes = self.supertypes
        twin.token = self.token
        twin.toughness = self.toughness
        twin.types = self.types
        twin.zone = self.zone
        return twin

    @property
    def keywords(self) -> tuple[str, ...]:
        """Names of its keyword abilities so far (the engine.state.view.ObjectView shape)."""
        return tuple(a.label for _, a in self.abilities if a.is_keyword)

    def same_as(self, other: WorkingChars) -> bool:
        """True if every characteristic is equal."""
        return (
            self.types == other.types
            and self.subtypes == other.subtypes
            and self.supertypes == other.supertypes
            and self.colors == other.colors
            and self.power == other.power
            and self.toughness == other.toughness
            and self.controller == other.controller
            and self.abilities == other.abilities
            and self.name == other.name
            and self.mana_value == other.mana_value
            and self.loyalty == other.loyalty
        )

    def ability(self, key: str) -> Ability | None:
        """The ability in slot ``key``, or None if it no longer has it."""
        for slot, ability in self.abilities:
            if slot == key:
                return ability
        return None

    def freeze(self) -> Characteristics:
        """The final, immutable characteristics."""
        return Characteristics(
            name=self.name,
            mana_value=self.mana_value,
            colors=self.colors,
            types=self.types,
            subtypes=self.subtypes,
            supertypes=self.supertypes,
            power=self.power,
            toughness=self.toughness,
            loyalty=self.loyalty,
            abilities=tuple(a for _, a in self.abilities),
            controller=self.controller,
        )


Board = dict[str, WorkingChars]
