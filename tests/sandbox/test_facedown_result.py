"""A face-down permanent in the sandbox's result (708.2a, 708.5): the board says plainly what
every player sees (a nameless 2/2) and what its controller knows it is."""
from __future__ import annotations

import pytest
from django.utils import translation

import engine
from rulings.sandbox.trace import result_view

SCENARIO = {
    "format": 1, "players": [{"id": "A"}, {"id": "B"}],
    "objects": [{"id": "m", "card": "Grizzly Bears", "controller": "A", "face_down": True}],
}


def _cells(row):
    return {cell["column"]: cell["value"] for cell in row["cells"]}


@pytest.mark.parametrize(("lang", "name", "status"), [
    ("en", "face-down creature", "face down: the other players see a nameless 2/2; its "
     "controller knows it is Grizzly Bears"),
    ("ko", "뒷면 생물", "뒷면: 다른 플레이어에게는 이름 없는 2/2이고, 조종자는 그것이 Grizzly "
     "Bears임을 압니다"),
])
def test_a_face_down_permanent_shows_what_each_player_sees(lang, name, status):
    """Given a face-down Grizzly Bears, when the result is shown, then its name cell calls it a
    face-down creature, its P/T is 2/2, and its status says the other players see a nameless
    2/2 while its controller knows the card (708.2a, 708.5)."""
    result = engine.run_scenario(SCENARIO, lang=lang)

    with translation.override(lang):
        view = result_view(result, SCENARIO, {})
    cells = _cells(view["final_board"][0])

    assert (cells["name"], cells["pt"], cells["colors"]) == (name, "2/2", "colorless")
    assert cells["status"] == status
