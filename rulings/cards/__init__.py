"""The card database: cards imported from MTGJSON and Scryfall files (`manage.py import_cards`),
their Korean names, and the abilities the engine compiles from their Oracle text."""
