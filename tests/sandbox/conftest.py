"""Scenarios the sandbox tests share."""
from __future__ import annotations

import copy

import pytest

HUMILITY_OPALESCENCE = {
    "format": 1,
    "title": "Humility and Opalescence",
    "players": [{"id": "A"}, {"id": "B"}],
    "objects": [
        {"id": "hum", "card": "Humility", "controller": "A", "timestamp": 1},
        {"id": "opal", "card": "Opalescence", "controller": "A", "timestamp": 2},
    ],
}


@pytest.fixture
def humility_opalescence():
    """613.8 example: Humility (timestamp 1) and Opalescence (timestamp 2)."""
    return copy.deepcopy(HUMILITY_OPALESCENCE)
