"""What a fresh install lacks, for the hints that name the one command that brings it: no card
imported (`download_cards` brings every card with its Korean name and printed text), no
official English edition of the rules (`download_rules` brings the current one)."""
from __future__ import annotations

from dataclasses import dataclass

from rulings.models import Edition

from .models import OracleCard

CARDS_COMMAND = "python manage.py download_cards"
RULES_COMMAND = "python manage.py download_rules"
MAKE_TARGET = "make download"


@dataclass(frozen=True, slots=True)
class Missing:
    """What the database lacks; `any` when a hint is due."""

    cards: bool
    rules: bool
    cards_command: str = CARDS_COMMAND
    rules_command: str = RULES_COMMAND
    make_target: str = MAKE_TARGET

    @property
    def any(self) -> bool:
        """Whether anything is missing."""
        return self.cards or self.rules


def missing() -> Missing:
    """What the database lacks now (two cheap EXISTS queries)."""
    return Missing(cards=not OracleCard.objects.exists(),
                   rules=not Edition.objects.filter(language="en").exists())
