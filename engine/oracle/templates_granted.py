"""Static abilities that grant a quoted ability (113.1a, 604.1, 613.1f).

'Enchanted creature has "{T}: This creature deals 1 damage to any target."' — the words in
quotes are an ability of the object that gets it, and "this creature" inside them is that
object, not the card that grants it. The compiler reads the quoted words as a line of the
affected object (``read``, every template) and the static ability adds what it read in layer 6
(613.1f), as the hand-written cards write it (Chromatic Lantern).

Read only when every quoted ability reads, and only activated, mana and triggered abilities
(602, 605, 603): the engine activates an object's abilities as the layer system leaves them,
granted ones included, and pays their costs from that object; triggered abilities trigger from
the characteristics the layers leave (and, looking back, as the object last existed: 603.10a,
so Infernal Scarring's "When this creature dies" triggers). A granted static, "can't" or
replacement ability is not read. A quoted ability that names the granting card ("{T},
Sacrifice Bone Saw: ...") or says "this Equipment" refers to that card, which a granted
ability's ``self`` can't say: left unread.

Shapes: "{subject} has/have "...".", with "and "..."" for a second one, keywords before them
("has haste and "..."") and a P/T change first ("gets +1/+1 and has "..."").
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from engine.oracle.nouns import attached, objects
from engine.oracle.patterns import Ability, Face
from engine.oracle.phrases import keyword_list, pt_change
from engine.oracle.templates_static import static

# The kinds of ability a grant may carry (see the module docstring).
GRANTABLE = frozenset(("activated", "mana", "triggered"))

_THIS = re.compile(r"\b[Tt]his (?!turn\b)(\w+)")
_QUOTED = re.compile(r'"([^"]+)"')
_GRANT = re.compile(r'^(?P<head>.+?) (?P<verb>has|have) (?:(?P<keywords>[^"]+?) and )?'
                    r'(?P<quotes>"#0"(?: and "#1")?)\.?$')

Reader = Callable[[str, Face], list[Ability] | None]

_TYPE_OF = {"creature": "Creature", "land": "Land", "artifact": "Artifact"}


def _grantee(head: str, verb: str) -> tuple[Any, Face, list[dict[str, Any]]] | None:
    """The subject (and a "gets +N/+N and" before the grant), the face the quoted words are
    read as, and the P/T modification, or None."""
    modifications: list[dict[str, Any]] = []
    plural = verb == "have"
    for get in (" gets ", " get "):
        subject, found, change = head.partition(get)
        if found:
            if (get == " get ") != plural or not change.endswith(" and"):
                return None
            pt = pt_change(change.removesuffix(" and"))
            if pt is None or pt == (0, 0):
                return None
            modifications.append({"op": "modify_pt", "power": pt[0], "toughness": pt[1]})
            head = subject
            break
    if plural:
        found_objects = objects(head)
        if found_objects is None or found_objects.get("zones"):
            return None
        types = list(found_objects.get("types") or ())
        subtypes = list(found_objects.get("subtypes") or ())
        if len(types) == 1 and types[0] in _TYPE_OF.values():
            face = Face(name="", types=(types[0],), subtypes=tuple(subtypes))
        elif not types and subtypes == ["Sliver"]:
            face = Face(name="", types=("Creature",), subtypes=("Sliver",))
        else:
            return None
        return found_objects, face, modifications
    reference = attached(head)
    word = head.split(" ")[-1]
    if reference is None or word not in _TYPE_OF:
        return None
    return reference, Face(name="", types=(_TYPE_OF[word],)), modifications


def granted_static(words: str, label: str, names: tuple[str, ...],
                   read: Reader) -> list[Ability] | None:
    """The static ability of a line that grants quoted abilities, or None. ``words`` is the
    line as templates read it, ``label`` as printed (the quoted words are read from it, where
    "this creature" is still the object that gets the ability), ``names`` the granting card's
    names."""
    quoted = _QUOTED.findall(label)
    if not 1 <= len(quoted) <= 2 or len(_QUOTED.findall(words)) != len(quoted):
        return None
    if any(name and name in inner for inner in quoted for name in (*names, "~")):
        # The granting card by name; or "~" already (the line read again by another reader,
        # _conditional, after the self-references were replaced): which object it was is lost.
        return None
    placeholders = iter(range(len(quoted)))
    shaped = _QUOTED.sub(lambda _: f'"#{next(placeholders)}"', words)
    found = _GRANT.match(shaped)
    if found is None or found["quotes"].count('"#') != len(quoted):
        return None
    grantee = _grantee(found["head"], found["verb"])
    if grantee is None:
        return None
    affects, face, modifications = grantee
    if any(word in inner.lower() for inner in quoted for word in ("enchanted", "equipped")):
        # "enchanted creature" inside the quotes: what the granting Aura or Equipment is
        # attached to, which the object that gets the ability can't say.
        return None
    own = {face.types[0].lower(), "permanent"}
    if any(word.lower() not in own for inner in quoted for word in _THIS.findall(inner)):
        # "this Equipment", "this Aura": the granting card, not the object that gets it.
        return None
    abilities: list[Any] = []
    if found["keywords"]:
        names_found = keyword_list(found["keywords"])
        if names_found is None:
            return None
        abilities.extend(names_found)
    for inner in quoted:
        # 'has "{T}: ... any target" and "{T}: ..."': the first one's period is left out.
        read_inner = read(inner if inner.endswith((".", '"')) else inner + ".", face)
        if not read_inner or any(a.get("kind") not in GRANTABLE for a in read_inner):
            return None
        abilities.extend(read_inner)
    return [static(affects, [*modifications, {"op": "add_abilities", "abilities": abilities}])]
