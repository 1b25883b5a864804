"""Oracle text compiled into the engine's ability language (issue 11).

``compile_face(face) -> Compiled``: every line of a card face's Oracle text that a template
expresses exactly becomes abilities in the card-file format (docs/scenario-format.md, "Cards
and the effect language"); every other line is listed, whole, in ``not_modelled``. The
hand-written cards in engine/data/cards stay authoritative: :mod:`engine.oracle.agreement`
checks the compiler against them (``python -m engine oracle-agreement``).

One module per concern: :mod:`~engine.oracle.lines` (paragraphs, reminder text, ability words,
self-references), :mod:`~engine.oracle.patterns` (templates and their matcher),
:mod:`~engine.oracle.phrases` and :mod:`~engine.oracle.nouns` (what slots read),
:mod:`~engine.oracle.keywords` (keyword lines, 702), and one module of templates per ability
kind: ``templates_static`` (604, 613), ``templates_replacement`` (614, 615), ``templates_triggered``
(603), ``templates_resolved`` (611.2 spells and activated abilities, 605 mana abilities),
``templates_restrictions`` (restrictions and requirements: untapping 502.3, attacking and
blocking 508.1c-d and 509.1b, activating 602.5; tried last). Issue 27's later rounds added
a module for each family they read, named by what it reads (``templates_library_order``: a
library's known top cards, ``templates_zone``: cycling, flashback and graveyard abilities,
``templates_modal``: modal triggers and choices, ``templates_cost_change``: cost changes,
``templates_levels_outlast_crew``: levels, outlast and crew, ``templates_spell_target``: what
an instant or sorcery does to its target, ``templates_event_object``: the trigger event's object
and its controller in a triggered ability's effect, ``templates_activated_cant``: "can't block
this turn" as an activated ability); each module's docstring says what it reads, and
:mod:`~engine.oracle.compiler` lists them in the order they are tried (``_GROUPS``).
"""

from engine.oracle.compiler import Compiled, CompiledLine, OracleError, compile_face

__all__ = ["Compiled", "CompiledLine", "OracleError", "compile_face"]
