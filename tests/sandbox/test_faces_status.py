"""The sandbox's result panel says which face of a transforming double-faced card or a flip
card is up (712.8, 710.2): the engine's ``transformed`` and ``flipped`` in the status cell, the
object's name being that face's."""
from __future__ import annotations

from django.utils import translation

from rulings.sandbox.trace import result_view


def _cells(row):
    return {cell["column"]: cell["value"] for cell in row["cells"]}


def _status(obj, lang="en"):
    result = {"objects": {"c": {"zone": "battlefield", "controller": "A",
                                "types": ["Creature"], "power": 3, "toughness": 3, **obj}},
              "players": {"A": {"life": 20, "poison": 0}}, "steps": []}
    with translation.override(lang):
        view = result_view(result, {"objects": [{"id": "c"}]}, {})
    return _cells(view["final_board"][0])


def test_a_transformed_permanent_says_its_back_face_is_up():
    """712.8: given a result whose object is transformed, then its name is the back face's and
    its status says the back face is up."""
    cells = _status({"name": "Gatstaf Howler", "transformed": True})
    assert cells["name"] == "Gatstaf Howler"
    assert cells["status"] == "transformed (back face up)"


def test_a_flipped_permanent_says_so_in_korean():
    """710.2: given a flipped object on a Korean page, then its status reads 뒤집힘."""
    assert _status({"name": "Ichiga, Who Topples Oaks", "flipped": True}, "ko")["status"] \
        == "뒤집힘"


def test_a_front_face_up_permanent_has_no_face_status():
    """712.8: given an object neither transformed nor flipped, then no status is shown (the
    column appears only when some object has one)."""
    assert "status" not in _status({"name": "Gatstaf Shepherd"})
