"""Input and output: a scenario in, the contract's JSON result out (docs/scenario-format.md).

:mod:`~engine.io.scenario` validates a scenario and builds the initial state;
:mod:`~engine.io.output` writes the result; :mod:`~engine.io.not_modelled` lists what the
engine did not apply, and :mod:`~engine.io.coverage` what it models, keyword by keyword.
"""
