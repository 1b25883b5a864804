"""The game in progress: events happening to it (rules 104, 111, 120, 400, 611, 614-616).

Everything here acts on a :class:`~engine.game.protocol.Game`, the small interface the session
of :mod:`engine.turn` implements: an event happening after its replacement and prevention
effects (:mod:`~engine.game.perform`), damage and its results (:mod:`~engine.game.damage`,
120), zone changes and permanents entering (:mod:`~engine.game.zones`, 400, 614.12), tokens
(:mod:`~engine.game.tokens`, 111), winning, losing and draws (:mod:`~engine.game.outcome`,
104), how long resolved effects last (:mod:`~engine.game.durations`, 611.2, 514.2) and the
effects that exist now (:mod:`~engine.game.existing`).
"""
