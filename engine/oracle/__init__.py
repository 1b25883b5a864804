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
blocking 508.1c-d and 509.1b, activating 602.5; tried last).
"""

from engine.oracle.compiler import Compiled, CompiledLine, OracleError, compile_face

__all__ = ["Compiled", "CompiledLine", "OracleError", "compile_face"]
