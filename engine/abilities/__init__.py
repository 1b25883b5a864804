"""The ability language: what a card's abilities say, as data (rules 113, 601-615, 700-702).

:mod:`~engine.abilities.registry` is the one table of ability kinds, keyword effects and
replacement handlers. Each kind's rules live in the module of those rules: continuous effects
(:mod:`~engine.abilities.effects`, 604, 611-613), the selector that says which objects an
ability means (:mod:`~engine.abilities.selectors`), replacement and prevention abilities
(:mod:`~engine.abilities.replacements`, :mod:`~engine.abilities.prevention`, 614, 615, and
format 0.4's spellings in :mod:`~engine.abilities.legacy_kinds`), triggered abilities
(:mod:`~engine.abilities.triggers`, 603), the shared actions they perform
(:mod:`~engine.abilities.actions`, 701), keywords (:mod:`~engine.abilities.keywords`, 702),
Enchant and Equip (:mod:`~engine.abilities.enchant`, :mod:`~engine.abilities.equip`). The
language reads the state and events but never the game loop that plays it.
"""
