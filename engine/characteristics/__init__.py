"""Characteristics: an object's values after every continuous effect (rule 613).

The layer system (:mod:`~engine.characteristics.layers`, 613.1-613.6) applies the effects of the
ability language to a working board (:mod:`~engine.characteristics.board`), in layer and
timestamp order, with dependency (:mod:`~engine.characteristics.dependency`, 613.7); what each
modification does to a characteristic is :mod:`~engine.characteristics.modifications` (612,
613.1a-g, 613.3a-e).
"""
