"""GET /api/cards: English and Korean names, prefix, infix, no spaces, one jamo typo, faces,
the scripted library merged with imported cards, the limit, the ranking."""
from __future__ import annotations

import pytest

from rulings.cards.models import CardImport

pytestmark = pytest.mark.django_db


IMPORTED = {"Quill Bolt", "Quill Helix", "Chain Quill", "Sear // Sleet", "Blood Moon"}


def _names(client, query: str, **params) -> list[str]:
    """The names the API gives, the imported fixture's only: the engine's library grows, and
    its cards must not change what these tests rank."""
    response = client.get("/api/cards", {"q": query, **params})
    assert response.status_code == 200
    return [card["name"] for card in response.json()["results"] if card["name"] in IMPORTED]


@pytest.fixture
def cards(make_card):
    """A few imported cards (made-up names, so that no script claims them) with Korean names,
    a split card, and a card the engine's library scripts."""
    make_card("Quill Bolt", "번개 화살", mana_cost="{R}", mana_value=1.0, colors=["R"],
              text="Quill Bolt deals 3 damage to any target.",
              not_modelled=[["Quill Bolt deals 3 damage to any target."]])
    make_card("Quill Helix", "번개 나선", mana_cost="{R}{W}", mana_value=2.0,
              text="Quill Helix deals 3 damage to any target and you gain 3 life.",
              not_modelled=[["Quill Helix deals 3 damage to any target and you gain 3 life."]])
    make_card("Chain Quill", "연쇄 번개", mana_cost="{R}", text="Sorcery text.",
              not_modelled=[["Sorcery text."]])
    make_card("Sear // Sleet", "", layout="split", faces=[
        {"name": "Sear", "name_ko": "작열", "mana_cost": "{1}{R}", "types": ["Instant"],
         "text": "Sear deals 2 damage divided as you choose among one or two targets."},
        {"name": "Sleet", "name_ko": "진눈깨비", "mana_cost": "{1}{U}", "types": ["Instant"],
         "text": "Tap target permanent.\nDraw a card."}],
        not_modelled=[["Sear deals 2 damage divided as you choose among one or two targets."],
                      ["Tap target permanent.", "Draw a card."]])
    make_card("Blood Moon", "피의 달", mana_cost="{2}{R}", mana_value=3.0,
              types=["Enchantment"], text="Nonbasic lands are Mountains.",
              not_modelled=[[]], modelled=True)


def test_a_prefix_of_the_english_name_finds_the_card(client, cards):
    """'qui' finds the names it begins (shorter first), then the one whose word it begins."""
    assert _names(client, "qui") == ["Quill Bolt", "Quill Helix", "Chain Quill"]


def test_an_infix_finds_the_card_after_prefixes(client, cards):
    """'uil' is inside all three names: shorter first, then the entries' order."""
    assert _names(client, "uil") == ["Quill Bolt", "Chain Quill", "Quill Helix"]


def test_korean_typed_without_spaces_finds_the_card(client, cards):
    """'번개화살' is 번개 화살, an exact match, first."""
    results = client.get("/api/cards", {"q": "번개화살"}).json()["results"]

    first = next(card for card in results if card["name"] in IMPORTED)
    assert first["name"] == "Quill Bolt"
    assert first["name_ko"] == "번개 화살"


def test_a_korean_prefix_and_a_korean_word_find_the_card(client, cards):
    """'번개' begins two names and the second word of a third."""
    assert _names(client, "번개") == ["Quill Bolt", "Quill Helix", "Chain Quill"]


def test_one_jamo_typo_still_finds_the_card(client, cards):
    """'번게화살' (ㅔ for ㅐ) is one jamo from 번개화살."""
    assert _names(client, "번게화살") == ["Quill Bolt"]


def test_the_ranking_is_exact_prefix_word_infix_typo(client, make_card):
    """One query meeting every tier: the whole name, its start, a later word, the inside of a
    word, one letter off; the API says how each matched."""
    names = ("Thunderquill", "Chain Quill", "Quill Bolt", "Quillet", "Quill", "Quilt")
    for name in names:
        make_card(name)

    results = client.get("/api/cards", {"q": "quill"}).json()["results"]

    ranked = [(card["name"], card["tier"]) for card in results if card["name"] in names]
    assert ranked == [("Quill", "exact"), ("Quillet", "prefix"), ("Quill Bolt", "prefix"),
                      ("Chain Quill", "word"), ("Thunderquill", "infix"), ("Quilt", "typo")]


def test_a_face_name_finds_the_whole_card(client, cards):
    """'Sear' and '진눈깨비' find Sear // Sleet, with both faces."""
    results = client.get("/api/cards", {"q": "Sear"}).json()["results"]

    first = results[0]
    assert first["name"] == "Sear // Sleet"
    assert [face["name"] for face in first["faces"]] == ["Sear", "Sleet"]
    assert first["layout"] == "split"
    assert _names(client, "진눈깨비") == ["Sear // Sleet"]


def test_results_have_the_documented_fields(client, cards):
    """Every field the issue names, and the card page's URL."""
    results = client.get("/api/cards", {"q": "quill bolt"}).json()["results"]

    first = results[0]
    assert {"name", "name_ko", "mana_cost", "mana_value", "colors", "types", "subtypes",
            "supertypes", "power", "toughness", "loyalty", "text", "layout", "faces",
            "modelled"} <= set(first)
    assert first["name"] == "Quill Bolt"
    assert first["mana_cost"] == "{R}"
    assert first["modelled"] is False
    assert first["url"] == "/cards/Quill%20Bolt/"


def test_scripted_cards_are_found_without_any_import(client):
    """A fresh machine: the engine's library answers, its cards modelled."""
    response = client.get("/api/cards", {"q": "humility"})

    first = response.json()["results"][0]
    assert first["name"] == "Humility"
    assert first["modelled"] is True
    assert first["faces"][0]["name"] == "Humility"


def test_an_imported_card_with_a_scripted_name_is_one_modelled_result(client, cards):
    """Blood Moon imported and scripted: one result, modelled, with the imported Korean name."""
    results = client.get("/api/cards", {"q": "blood moon"}).json()["results"]

    assert [card["name"] for card in results] == ["Blood Moon"]
    assert results[0]["modelled"] is True
    assert results[0]["name_ko"] == "피의 달"


def test_scripted_korean_names_are_searched(client):
    """The library's basic lands by their Korean names."""
    results = client.get("/api/cards", {"q": "숲"}).json()["results"]

    assert results[0]["name"] == "Forest"


def test_a_scripted_card_that_carries_a_line_as_text_is_not_modelled(client):
    """Sutured Ghoul's script leaves two lines as text: modelled is false, coverage partial."""
    first = client.get("/api/cards", {"q": "sutured ghoul"}).json()["results"][0]

    assert first["modelled"] is False
    assert first["coverage"] == "partial"


def test_an_empty_query_gives_no_results(client, cards):
    """q missing or blank: an empty list, not every card."""
    assert client.get("/api/cards").json() == {"query": "", "results": []}
    assert client.get("/api/cards", {"q": "  "}).json()["results"] == []


def test_the_limit_defaults_to_ten(client):
    """Without limit, ten cards (the library has more matching 'e')."""
    def count(**params):
        return len(client.get("/api/cards", {"q": "e", **params}).json()["results"])

    assert count() == 10
    assert count(limit=3) == 3
    assert count(limit=50) > 10


@pytest.mark.parametrize("limit", ["0", "51", "-1", "ten", "2.5"])
def test_a_limit_out_of_range_is_a_400_naming_it(client, limit):
    """limit must be 1..50; the error names the parameter and the bound."""
    response = client.get("/api/cards", {"q": "bolt", "limit": limit})

    assert response.status_code == 400
    assert response.json()["parameter"] == "limit"
    assert "50" in response.json()["error"]


def test_an_overlong_query_is_a_400_naming_q(client):
    """q is at most 200 characters."""
    response = client.get("/api/cards", {"q": "a" * 201})

    assert response.status_code == 400
    assert response.json()["parameter"] == "q"


def test_an_import_makes_the_index_see_new_cards(client, make_card):
    """The index is rebuilt when the newest CardImport changes."""
    def names():
        return [card["name"] for card in
                client.get("/api/cards", {"q": "zzyzx"}).json()["results"]]

    assert names() == []
    make_card("Zzyzx Road", "")
    assert names() == []

    CardImport.objects.create(kind=CardImport.Kind.MTGJSON_ATOMIC, file_name="a.json")

    assert names() == ["Zzyzx Road"]


def test_the_api_only_answers_get(client):
    """POST is refused."""
    assert client.post("/api/cards", {"q": "bolt"}).status_code == 405


@pytest.mark.parametrize("limit", ["²", "٣", "0", "51", "ten"])
def test_a_limit_that_is_no_ascii_number_in_range_is_a_400_naming_it(client, limit) -> None:
    """`limit=²` is a digit to str.isdigit() but not to int(): a 400 naming limit, never a
    500 (the search API's fuzzer found the same case there)."""
    response = client.get("/api/cards", {"q": "bolt", "limit": limit})

    assert response.status_code == 400
    assert "limit" in response.json()["error"]
