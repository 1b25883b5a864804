"""The game state: what a game is at one moment, as values (rules 109, 110, 400, 102).

Objects with their characteristics and counters, players, the effects that exist, what has
happened this turn (:mod:`~engine.state.objects`); what the rules read of an object
(:mod:`~engine.state.view`); the questions the rules let a player answer and the scenario's
answers (:mod:`~engine.state.choices`). Everything here is a frozen value: the rules that change
the state live above it and never the other way round (an import-linter contract in
pyproject.toml).
"""
