"""The card importer: reading each source into one card shape, and loading it by Oracle id.

The fixtures (tests/cards/fixtures/) have the shapes of the real files with a few cards; their
Oracle ids and foreign names are made up for the tests, not data to rely on.
"""
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rulings.cards.importer import CardFileError, import_card_files, sniff
from rulings.cards.importer import abilities as abilities_module
from rulings.cards.importer.abilities import compile_abilities, oracle_lines
from rulings.cards.importer.files import Kind
from rulings.cards.importer.mtgjson import card_from_faces, read_all_printings, read_atomic_cards
from rulings.cards.importer.scryfall import ScryfallStats, card_from_object, read_scryfall
from rulings.cards.importer.shape import (
    CardDataError,
    korean_or_missing,
    mana_value,
    name_derived_oracle_id,
    parse_type_line,
)
from rulings.cards.models import FACE_KEYS, OracleCard

FIXTURES = Path(__file__).parent / "fixtures"
ATOMIC = FIXTURES / "AtomicCards.json"
PRINTINGS = FIXTURES / "AllPrintings.json"
ORACLE = FIXTURES / "oracle-cards.json"
ALL_CARDS = FIXTURES / "all-cards.json"


def atomic_cards():
    return {card.name: card for card in read_atomic_cards(sniff(ATOMIC))}


def scryfall_cards(path, stats=None):
    return list(read_scryfall(sniff(path), stats or ScryfallStats()))


@pytest.mark.parametrize(("cost", "value"), [
    ("{2}{W}{W}", 4.0), ("{X}{R}", 1.0), ("{2/W}{2/W}", 4.0), ("{W/P}", 1.0),
    ("{G/U}", 1.0), ("{HW}", 0.5), ("{C}{S}", 2.0), ("{0}", 0.0), ("", 0.0), ("{16}", 16.0),
])
def test_mana_value_counts_each_symbol_as_the_rules_do(cost, value):
    """202.3: generic as its number, X as 0, hybrid as its largest part, a half symbol as 0.5."""

    result = mana_value(cost)

    assert result == value


@pytest.mark.parametrize(("line", "expected"), [
    ("Instant", ([], ["Instant"], [])),
    ("Legendary Planeswalker — Jace", (["Legendary"], ["Planeswalker"], ["Jace"])),
    ("Basic Snow Land — Island", (["Basic", "Snow"], ["Land"], ["Island"])),
    ("Kindred Instant — Faerie", ([], ["Kindred", "Instant"], ["Faerie"])),
    ("Legendary Creature — Time Lord Doctor",
     (["Legendary"], ["Creature"], ["Time Lord", "Doctor"])),
    ("Battle — Siege", ([], ["Battle"], ["Siege"])),
])
def test_type_line_splits_into_supertypes_types_and_subtypes(line, expected):
    """205: supertypes and card types left of the dash, subtypes (some of two words) right."""

    result = parse_type_line(line)

    assert result == expected


@pytest.mark.parametrize(("korean", "english", "expected"), [
    ("번개", "Lightning Bolt", "번개"),
    ("Grizzly Bears", "Grizzly Bears", ""),
    ("grizzly  bears", "Grizzly Bears", ""),
    ("", "Black Lotus", ""),
    (None, "Black Lotus", ""),
])
def test_a_korean_name_equal_to_the_english_one_is_missing(korean, english, expected):
    """MTGJSON fills missing translations with the English name: that is no Korean name."""

    result = korean_or_missing(korean, english)

    assert result == expected


@pytest.mark.parametrize(("path", "kind"), [
    (ATOMIC, Kind.MTGJSON_ATOMIC), (PRINTINGS, Kind.MTGJSON_PRINTINGS),
    (ORACLE, None), (ALL_CARDS, None),
])
def test_the_kind_is_told_from_the_content(path, kind):
    """MTGJSON's kind comes from the shape of `data`; a Scryfall array waits for its rows."""

    card_file = sniff(path)

    assert card_file.kind == kind


def test_mtgjson_meta_gives_the_version_and_date():
    """An MTGJSON file records `meta.version` and `meta.date`."""

    card_file = sniff(ATOMIC)

    assert (card_file.version, card_file.date) == ("5.2.2+20250115", "2025-01-15")


def test_a_split_card_has_both_halves_and_their_combined_characteristics():
    """709: Fire // Ice has two faces; outside the stack its cost, colors and text combine."""

    card = atomic_cards()["Fire // Ice"]
    row = card.row()

    assert [face.name for face in card.faces] == ["Fire", "Ice"]
    assert [face.mana_value for face in card.faces] == [2.0, 2.0]
    assert (row["name"], row["layout"], row["mana_value"]) == ("Fire // Ice", "split", 4.0)
    assert row["mana_cost"] == "{1}{R} // {1}{U}"
    assert row["colors"] == ["U", "R"]
    assert row["types"] == ["Instant"]
    assert row["text"] == ("Fire deals 2 damage divided as you choose among one or two "
                           "targets.\n//\nTap target permanent.\nDraw a card.")


def test_a_korean_name_for_the_whole_card_is_split_among_its_faces():
    """A Korean foreignData name 'A // B' without faceName gives each face its half."""

    card = atomic_cards()["Fire // Ice"]

    assert card.korean_names == ("화염", "얼음")
    assert card.row()["name_ko"] == "화염 // 얼음"


def test_a_transform_card_takes_the_front_face_and_keeps_the_back():
    """712: Delver is a 1/1 Human Wizard; Insectile Aberration, its back, a blue 3/2 flyer."""

    card = atomic_cards()["Delver of Secrets // Insectile Aberration"]
    row = card.row()
    back = row["faces"][1]

    assert (row["layout"], row["power"], row["toughness"]) == ("transform", "1", "1")
    assert row["subtypes"] == ["Human", "Wizard"]
    assert (back["name"], back["power"], back["toughness"]) == ("Insectile Aberration", "3", "2")
    assert (back["mana_cost"], back["mana_value"]) == ("", 0.0)
    assert (back["colors"], back["color_indicator"]) == (["U"], ["U"])
    assert back["keywords"] == ["Flying"]
    assert row["keywords"] == ["Transform", "Flying"]
    assert list(back) == list(FACE_KEYS)


def test_an_adventurer_card_is_its_creature_outside_the_stack():
    """715: Bonecrusher Giant is a 4/3 Giant for {2}{R}; Stomp is its instant Adventure face."""

    card = atomic_cards()["Bonecrusher Giant // Stomp"]
    row = card.row()

    assert (row["layout"], row["mana_cost"], row["mana_value"]) == ("adventure", "{2}{R}", 3.0)
    assert (row["types"], row["power"], row["toughness"]) == (["Creature"], "4", "3")
    assert row["faces"][1]["subtypes"] == ["Adventure"]
    assert row["name_ko"] == "뼈분쇄자 거인 // 짓밟기"


def test_star_power_loyalty_and_defense_are_kept_as_printed():
    """208.2: Tarmogoyf is */1+*; Jace has loyalty 3; Invasion of Zendikar defense 3."""

    cards = atomic_cards()

    assert (cards["Tarmogoyf"].faces[0].power, cards["Tarmogoyf"].faces[0].toughness) == (
        "*", "1+*")
    assert cards["Jace, the Mind Sculptor"].row()["loyalty"] == "3"
    assert cards["Jace, the Mind Sculptor"].row()["supertypes"] == ["Legendary"]
    invasion = cards["Invasion of Zendikar // Awakened Skyclave"].row()
    assert (invasion["types"], invasion["defense"]) == (["Battle"], "3")


def test_a_multi_face_card_has_a_korean_name_only_when_every_face_has_one():
    """Invasion of Zendikar's front face has a Korean name, its back none: the card has none."""

    card = atomic_cards()["Invasion of Zendikar // Awakened Skyclave"]

    assert card.korean_names == ("젠디카르 침공", "")
    assert card.row()["name_ko"] == ""
    assert "|젠디카르침공|" in card.row()["face_keys"]


def test_cards_without_a_real_korean_name_have_none():
    """Black Lotus has no Korean entry; Grizzly Bears' Korean entry is its English name."""

    cards = atomic_cards()

    assert cards["Black Lotus"].row()["name_ko"] == ""
    assert cards["Grizzly Bears"].row()["name_ko"] == ""
    assert cards["Grizzly Bears"].row()["name_ko_key"] == ""


def test_a_card_without_an_oracle_id_gets_one_derived_from_its_name():
    """Sol Ring lacks a scryfallOracleId in the MTGJSON fixture: its id is stable by name."""

    card = atomic_cards()["Sol Ring"]

    assert card.oracle_id == name_derived_oracle_id("Sol Ring")
    assert card.oracle_id == name_derived_oracle_id("Sol Ring")  # same on every run
    assert len(card.oracle_id) == 36


def test_a_flip_card_keeps_its_flipped_face():
    """710: Akki Lavarunner is the card; Tok-Tok, Volcano Born its legendary flipped face."""

    row = atomic_cards()["Akki Lavarunner // Tok-Tok, Volcano Born"].row()

    assert (row["layout"], row["supertypes"], row["power"]) == ("flip", [], "1")
    assert row["faces"][1]["supertypes"] == ["Legendary"]


def test_all_printings_lists_every_printing_with_its_set_date():
    """AllPrintings gives one card per printing, faces grouped, dated by their set."""

    cards = list(read_all_printings(sniff(PRINTINGS)))

    bolts = [(card.released, card.korean_names) for card in cards
             if card.name == "Lightning Bolt"]
    delvers = [len(card.faces) for card in cards if card.name.startswith("Delver")]
    assert bolts == [("2020-08-07", ("번개",)), ("1993-08-05", ("",)),
                     ("2009-07-17", ("번개 화살",))]
    assert delvers == [2, 2]


def test_scryfall_faces_match_mtgjson_faces():
    """oracle_cards and AtomicCards give the same faces for every card (Korean names and
    printed text aside)."""
    mtgjson = {name: card.row() for name, card in atomic_cards().items()}

    scryfall = {card.name: card.row() for card in scryfall_cards(ORACLE)}

    assert scryfall.keys() == mtgjson.keys()
    for name, row in scryfall.items():
        expected = mtgjson[name]
        for key in ("layout", "mana_cost", "mana_value", "colors", "types", "subtypes",
                    "supertypes", "power", "toughness", "loyalty", "defense", "text"):
            assert row[key] == expected[key], (name, key)
        for face, other in zip(row["faces"], expected["faces"], strict=True):
            korean = dict.fromkeys(("name_ko", "text_ko", "type_line_ko", "flavor_ko"), "")
            assert {**face, **korean} == {**other, **korean}, name


def test_scryfall_skips_tokens_and_counts_korean_printings():
    """A token row is not a card; all_cards' Korean printings are counted."""
    stats = ScryfallStats()

    cards = scryfall_cards(ALL_CARDS, stats)

    assert "Spirit" not in {card.name for card in cards}
    assert (stats.skipped, stats.korean_rows) == (1, 5)
    assert stats.kind(repeated=True) == Kind.SCRYFALL_ALL


def test_scryfall_korean_names_come_from_korean_printings_only():
    """printed_name is Korean only on `lang: ko` rows (per face, or the whole name split)."""

    korean = {card.name: card.korean_names for card in scryfall_cards(ALL_CARDS)
              if any(card.korean_names)}

    assert korean == {
        "Lightning Bolt": ("번개",),
        "Delver of Secrets // Insectile Aberration": ("비밀의 탐구자", "곤충형 기형체"),
        "Fire // Ice": ("화염", "얼음"),
        "Jace, the Mind Sculptor": ("정신 조각가, 제이스",),
    }


def test_a_reversible_card_is_read_as_its_first_side():
    """A reversible card's sides are the same Oracle card: one face, its own layout."""
    row = {"object": "card", "layout": "reversible_card", "name": "Sol Ring // Sol Ring",
           "lang": "en", "card_faces": [
               {"object": "card_face", "name": "Sol Ring", "oracle_id": "abc", "layout": "normal",
                "mana_cost": "{1}", "cmc": 1.0, "type_line": "Artifact",
                "oracle_text": "{T}: Add {C}{C}.", "colors": []},
               {"object": "card_face", "name": "Sol Ring", "oracle_id": "abc", "layout": "normal",
                "mana_cost": "{1}", "cmc": 1.0, "type_line": "Artifact",
                "oracle_text": "{T}: Add {C}{C}.", "colors": []}]}

    card = card_from_object(row)

    assert (card.oracle_id, card.name, card.layout, card.mana_value) == (
        "abc", "Sol Ring", "normal", 1.0)


def test_without_a_compiler_every_oracle_line_is_not_modelled(monkeypatch):
    """The seam, with no `engine.oracle`, compiles nothing and lists every non-empty line."""
    monkeypatch.setattr(abilities_module, "_compile_face", lambda: None)
    face = {"name": "Ice", "text": "Tap target permanent.\n\nDraw a card.\n"}

    result = compile_abilities(face)

    assert result == ([], ["Tap target permanent.", "Draw a card."])
    assert oracle_lines("") == []


def fake_compile(face):
    """A compiler that knows only the keyword line 'Flying'."""
    lines = oracle_lines(face["text"])
    abilities = [{"kind": "keyword", "keyword": "Flying"} for line in lines if line == "Flying"]
    return abilities, [line for line in lines if line != "Flying"]


def broken_compile(face):
    """A compiler with a bug that shows on one card."""
    if face["name"] == "Tarmogoyf":
        raise ZeroDivisionError("division by zero")
    return [], oracle_lines(face["text"])


@pytest.mark.django_db
def test_a_compiler_failure_names_the_card_and_writes_nothing():
    """A crash in the Oracle-text compiler is an error naming the card; the import rolls back."""

    with pytest.raises(CardFileError) as error:
        import_card_files([sniff(ATOMIC)], compile=broken_compile, batch_size=1)

    assert str(error.value) == ('AtomicCards.json: the Oracle-text compiler failed on '
                                '"Tarmogoyf" of \'Tarmogoyf\' (ZeroDivisionError: division by '
                                'zero)')
    assert not OracleCard.objects.exists()


@pytest.mark.django_db
def test_the_same_cards_come_out_whatever_the_batch_size():
    """Korean names that arrive after their card was written are applied at the end."""
    fields = ("oracle_id", "name", "name_ko", "name_ko_key", "face_keys", "faces")
    import_card_files([sniff(PRINTINGS)], batch_size=1)
    small = list(OracleCard.objects.order_by("oracle_id").values_list(*fields))
    OracleCard.objects.all().delete()

    import_card_files([sniff(PRINTINGS)])

    assert list(OracleCard.objects.order_by("oracle_id").values_list(*fields)) == small
    assert OracleCard.objects.get(name="Lightning Bolt").name_ko == "번개"


@pytest.mark.django_db
def test_a_file_that_is_not_a_card_file_is_refused_before_anything_is_written(tmp_path):
    """sniff() names the file and what it is instead; nothing reaches the loader."""
    path = tmp_path / "settings.json"
    path.write_text('{"theme": "dark", "data": [1, 2]}')

    with pytest.raises(CardFileError, match=r'settings\.json: "data" is not an object'):
        sniff(path)

    assert not OracleCard.objects.exists()


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(),
    lambda children: st.lists(children, max_size=3)
    | st.dictionaries(st.text(max_size=5), children, max_size=3),
    max_leaves=6)
SCRYFALL_KEYS = ("name", "layout", "lang", "oracle_id", "cmc", "mana_cost", "type_line",
                 "oracle_text", "colors", "color_indicator", "keywords", "power", "printed_name",
                 "card_faces", "released_at")
MTGJSON_KEYS = ("name", "faceName", "side", "layout", "manaCost", "manaValue", "colors",
                "colorIndicator", "types", "subtypes", "supertypes", "power", "text",
                "keywords", "foreignData", "identifiers")


@settings(max_examples=300, deadline=None)
@given(st.dictionaries(st.sampled_from(SCRYFALL_KEYS), JSON_VALUES))
def test_any_scryfall_object_is_a_card_or_a_card_data_error(row):
    """Odd values in a card object never escape as anything but CardDataError."""

    try:
        card = card_from_object(row)
    except CardDataError:
        return

    assert card.faces and card.oracle_id
    assert isinstance(card.row()["name"], str)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.dictionaries(st.sampled_from(MTGJSON_KEYS), JSON_VALUES), min_size=1,
                max_size=3))
def test_any_mtgjson_faces_are_a_card_or_a_card_data_error(faces):
    """Odd values in MTGJSON faces never escape as anything but CardDataError."""

    try:
        card = card_from_faces(faces)
    except CardDataError:
        return

    assert card.faces and card.oracle_id
    assert isinstance(card.row()["name"], str)


def test_identifiers_that_are_no_object_are_a_card_data_error():
    """Hypothesis found `identifiers: 1` escaping as AttributeError; it is a CardDataError
    naming the field, so the import reports the card instead of failing with a traceback."""
    with pytest.raises(CardDataError, match="identifiers: expected an object"):
        card_from_faces([{"identifiers": 1, "faceName": [None]}])
