"""What the engine says: rule citations, the trace's messages and the game's words.

:mod:`~engine.text.citations` maps rules concepts to rule numbers (``engine/data/citations.json``,
in the shipped text's numbering, 613.3c, and another edition's through
``citations@<edition>.json``, 613.4c in the current English rules);
:mod:`~engine.text.trace` holds the steps and renders their messages from one catalogue per
language (``engine/data/messages.<lang>.json``); :mod:`~engine.text.wording` says the game's
terms in Korean or English. The trace holds keys and rule numbers, never text: the edge
renders it.
"""
