"""The turn and the stack: the game loop (rules 117, 405, 500-514, 603, 608, 704, 115).

The driver plays a scenario's events (:mod:`~engine.turn.play`) through one
:class:`~engine.turn.session.Session`; the turn moves along (:mod:`~engine.turn.turns`, 500-514);
triggered abilities go on the stack and resolve (:mod:`~engine.turn.stack`, 405, 603, 608) with
their targets checked (:mod:`~engine.turn.targeting`, 115); state-based actions are found
(:mod:`~engine.turn.sba`, 704) and performed until none apply (:mod:`~engine.turn.sba_loop`,
704.3). Casting, priority and combat belong here too.
"""
