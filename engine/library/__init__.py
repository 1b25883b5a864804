"""The card library: the scripted cards as data, and the faces of a card (rules 108, 709-715).

:mod:`~engine.library.cards` reads ``engine/data/cards/*.json``; :mod:`~engine.library.faces`
says which face of a card with several faces an object shows; :mod:`~engine.library.catalogue`
writes the library as docs/cards.md.
"""
