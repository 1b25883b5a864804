"""The custom-card builder (rulings/sandbox/builder.py), the effect language's help page, and the
examples' Korean titles."""
from __future__ import annotations

import html as html_lib
import json
import re
from pathlib import Path

import pytest
from django.utils import translation

from engine.oracle import compile_face
from rulings.sandbox import adapter, builder, help

pytestmark = pytest.mark.django_db
GOLEM = {"id": "g", "name": "My Golem", "controller": "A", "types": ["Creature"], "power": 2,
         "toughness": 2}
SCENARIO = {"format": 1, "players": [{"id": "A"}, {"id": "B"}], "objects": [GOLEM]}
EXAMPLES = Path(__file__).resolve().parents[2] / "engine" / "examples"


# Each builder kind and the Oracle sentence it must write. The sentences were checked against
# the printed wording of cards that say them (Glorious Anthem, Elvish Archdruid-style lords,
# Humility, Blood Moon, Rest in Peace, Furnace of Rath's damage wording, Doubling Season's
# counters wording); what a sentence does is the Oracle compiler's business, tested there.
SENTENCES = [
    ({"kind": "pt", "subject": "yours", "value": "+1/+1"}, "Creatures you control get +1/+1."),
    ({"kind": "pt", "subject": "other_yours", "subtype": "elf", "value": "1/1"},
     "Other Elf creatures you control get +1/+1."),
    ({"kind": "pt", "subject": "self", "value": "+2/-1"}, "My Golem gets +2/-1."),
    ({"kind": "pt", "subject": "enchanted", "value": "-2/-2"}, "Enchanted creature gets -2/-2."),
    ({"kind": "base_pt", "subject": "all", "value": "1/1"},
     "All creatures have base power and toughness 1/1."),
    ({"kind": "keyword", "subject": "opponents", "keyword": "First strike"},
     "Creatures your opponents control have first strike."),
    ({"kind": "keyword", "subject": "equipped", "keyword": "Lifelink"},
     "Equipped creature has lifelink."),
    ({"kind": "lose_all", "subject": "all_other"}, "All other creatures lose all abilities."),
    ({"kind": "color", "subject": "all", "color": "B"},
     "All creatures are black in addition to their other colors."),
    ({"kind": "add_type", "subject": "yours", "noun": "artifact", "type": "creature"},
     "Artifacts you control are creatures in addition to their other types."),
    ({"kind": "land_type", "subject": "all", "type": "Mountain"}, "All lands are Mountains."),
    ({"kind": "land_type", "subject": "enchanted", "type": "Island"},
     "Enchanted land is an Island."),
    ({"kind": "enters_tapped", "subject": "self"}, "My Golem enters tapped."),
    ({"kind": "enters_tapped", "subject": "opponents", "noun": "land"},
     "Lands your opponents control enter tapped."),
    ({"kind": "enters_counters", "value": "1"}, "My Golem enters with a +1/+1 counter on it."),
    ({"kind": "enters_counters", "value": "3"}, "My Golem enters with three +1/+1 counters on it."),
    ({"kind": "die_exile", "subject": "opponents"},
     "If a creature an opponent controls would die, exile it instead."),
    ({"kind": "graveyard_exile"},
     "If a card or token would be put into a graveyard from anywhere, exile it instead."),
    ({"kind": "double_damage"}, "If a source you control would deal damage to a permanent or "
                                "player, it deals double that damage instead."),
    ({"kind": "double_counters", "subject": "yours"},
     "If one or more +1/+1 counters would be put on a creature you control, twice that many "
     "+1/+1 counters are put on it instead."),
    ({"kind": "oracle", "text": "Creatures you control have hexproof."},
     "Creatures you control have hexproof."),
]


@pytest.mark.parametrize(("values", "expected"), SENTENCES, ids=[v["kind"] for v, _ in SENTENCES])
def test_each_kind_writes_its_oracle_sentence_and_adds_what_the_compiler_makes_of_it(
        values, expected):
    scenario, problem, sentence = builder.build(SCENARIO, "objects[0]", values)

    assert problem is None
    assert sentence == expected
    compiled = compile_face({**{k: GOLEM[k] for k in ("name", "types", "power", "toughness")},
                             "text": expected})
    assert compiled.is_modelled
    assert scenario["objects"][0]["abilities"] == list(compiled.card_abilities())
    assert "abilities" not in SCENARIO["objects"][0]  # the input is not changed


def test_abilities_are_appended_to_those_the_object_has():
    first, _, _ = builder.build(SCENARIO, "objects[0]", {"kind": "keyword", "subject": "self",
                                                         "keyword": "Flying"})
    both, problem, _ = builder.build(first, "objects[0]", {"kind": "enters_tapped",
                                                           "subject": "self"})

    assert problem is None
    # "~ has flying" is the keyword itself (702.9).
    assert builder.ability_labels(both["objects"][0]) == ["Flying", "My Golem enters tapped."]


@pytest.mark.parametrize(("values", "field", "words"), [
    ({}, "kind", "choose what the ability does"),
    ({"kind": "pt", "value": "+1/+1"}, "subject", "choose what the ability affects"),
    ({"kind": "pt", "subject": "yours", "value": "two"}, "value", "+1/+1"),
    ({"kind": "base_pt", "subject": "yours", "value": "+1/+1"}, "value", "1/1"),
    ({"kind": "enters_counters", "value": "banana"}, "value", "from 1 to 10"),
    ({"kind": "enters_counters", "value": "0"}, "value", "from 1 to 10"),
    ({"kind": "keyword", "subject": "yours", "keyword": "Cascade"}, "keyword", "keyword"),
    ({"kind": "color", "subject": "self", "color": "W"}, "subject", "group"),
    ({"kind": "pt", "subject": "yours", "noun": "land", "subtype": "Elf", "value": "+1/+1"},
     "subtype", "creature type goes with creatures"),
    ({"kind": "pt", "subject": "yours", "subtype": "<b>", "value": "+1/+1"}, "subtype",
     "one English word"),
    ({"kind": "land_type", "subject": "self", "type": "Forest"}, "subject", "choose lands"),
    ({"kind": "oracle", "text": "  "}, "text", "English Oracle text"),
    ({"kind": "oracle", "text": "Whenever a player taps a land for mana, draw a card."}, "text",
     "no template"),
])
def test_a_choice_that_cant_be_written_or_read_is_refused_on_its_field_and_nothing_is_added(
        values, field, words):
    with translation.override("en"):
        scenario, problem, _ = builder.build(SCENARIO, "objects[0]", values)

    assert scenario is SCENARIO
    assert problem is not None
    assert problem.path == f"objects[0].build.{field}"
    assert words in problem.message


def test_the_builder_is_for_custom_objects_only():
    """An object with a library card keeps its printed abilities: the builder would replace
    them (an object's `abilities` replaces the printed ones), so it refuses."""
    with_card = {**SCENARIO, "objects": [{"id": "h", "card": "Humility"}]}

    with translation.override("en"):
        scenario, problem, _ = builder.build(with_card, "objects[0]", {"kind": "graveyard_exile"})

    assert scenario is with_card
    assert problem is not None and "clear the card" in problem.message


def test_inputs_move_with_their_rows_when_an_object_is_removed():
    values = {"objects[0]": {"kind": "pt"}, "objects[1]": {"kind": "keyword"},
              "objects[2]": {"kind": "lose_all"}}

    assert builder.after_removal(values, "objects[1]") == {"objects[0]": {"kind": "pt"},
                                                            "objects[1]": {"kind": "lose_all"}}
    assert builder.after_removal(values, "effects[0]") == values


def test_an_ability_is_removed_by_its_place():
    two = {**SCENARIO, "objects": [{**GOLEM, "abilities": ["Flying", {"kind": "text",
                                                                      "text": "Draw a card."}]}]}

    assert builder.ability_labels(builder.remove_ability(two, "objects[0].abilities[0]")
                                  ["objects"][0]) == ["Draw a card."]
    assert builder.remove_ability(two, "objects[0].abilities[5]") is two
    assert builder.remove_ability(two, "objects[3].abilities[0]") is two


def _form(**extra):
    data = {"tab": "form", "title": "", "active_player": "A", "players[0].id": "A",
            "players[1].id": "B", "objects[0].id": "g", "objects[0].name": "My Golem",
            "objects[0].controller": "A", "objects[0].zone": "battlefield",
            "objects[0].types": "Creature", "objects[0].power": "2", "objects[0].toughness": "2"}
    data.update(extra)
    return data


def test_the_editor_adds_a_built_ability_and_runs_the_scenario_with_it(client):
    html = client.post("/sandbox/", _form(**{
        "action": "build:objects[0]", "objects[0].build.kind": "pt",
        "objects[0].build.subject": "yours", "objects[0].build.value": "+1/+1"})).content.decode()

    assert "능력을 추가했습니다: “Creatures you control get +1/+1.”" in html
    assert 'value="unbuild:objects[0].abilities[0]"' in html
    # The golem is a creature its controller controls: its own anthem makes it 3/3.
    final = html[html.index('<tr data-object="g"', html.index("sb-final") if "sb-final" in html
                            else 0):]
    assert 'data-column="pt"' in final
    assert ">3/3<" in final
    # The built ability's JSON is in the abilities field, to edit.
    field = re.search(r'<textarea id="f-objects-0-abilities"[^>]*>(.*?)</textarea>', html, re.S)
    assert field is not None
    assert json.loads(html_lib.unescape(field.group(1)))[0]["kind"] == "static"


def test_a_refused_choice_keeps_every_builder_input_as_typed_with_its_error(client):
    html = client.post("/sandbox/", _form(**{
        "action": "build:objects[0]", "objects[0].build.kind": "pt",
        "objects[0].build.subject": "other_yours", "objects[0].build.subtype": "Elf",
        "objects[0].build.value": "lots"})).content.decode()

    assert 'name="objects[0].build.value" value="lots"' in html
    assert 'name="objects[0].build.subtype" value="Elf"' in html
    assert '<option value="other_yours" selected>' in html
    error = re.search(r'id="f-objects-0-build-value-error"[^>]*>([^<]*)<', html)
    assert error is not None and "+1/+1처럼" in error.group(1)
    assert "능력 추가" in html  # the problem list names the field in words


def test_builder_inputs_survive_other_actions_and_follow_their_row(client):
    data = _form(**{"action": "add:objects", "objects[0].build.kind": "keyword",
                    "objects[0].build.keyword": "Flying"})
    html = client.post("/sandbox/", data).content.decode()
    assert '<option value="Flying" selected>' in html

    data = _form(**{"action": "remove:objects[0]", "objects[1].id": "h",
                    "objects[1].controller": "B", "objects[1].build.kind": "lose_all"})
    html = client.post("/sandbox/", data).content.decode()
    assert 'name="objects[0].build.kind"' in html
    assert re.search(r'name="objects\[0\]\.build\.kind"[^>]*>.*?<option value="lose_all" selected>',
                     html, re.S)


def test_removing_an_ability_from_its_list(client):
    html = client.post("/sandbox/", _form(**{
        "action": "unbuild:objects[0].abilities[0]",
        "objects[0].abilities": '["Flying", "Vigilance"]'})).content.decode()

    labels = re.findall(r'<ul class="sb-abilities".*?</ul>', html, re.S)
    assert labels and "Vigilance" in labels[0] and "Flying" not in labels[0]


def test_the_custom_cards_placeholder_is_whole_json(client):
    html = client.get("/sandbox/").content.decode()
    found = re.search(r'<textarea id="f-cards"[^>]*placeholder="([^"]*)"', html)

    assert found is not None
    cards = json.loads(html_lib.unescape(found.group(1)))
    assert cards[0]["name"] == "My Golem"


@pytest.mark.parametrize("language", ["ko", "en"])
def test_the_help_page_shows_every_example_as_the_engine_compiles_it(client, language):
    client.cookies["django_language"] = language
    html = client.get("/sandbox/help/").content.decode()

    assert ("효과 언어 도움말" if language == "ko" else "The effect language") in html
    for example in help.examples():
        assert example.template, f"{example.key} was not compiled"
        assert f'id="example-{example.key}"' in html
        assert html_lib.escape(example.json) in html
    for row in help.operations():
        assert f"<code>{row['op']}</code>" in html
    assert 'href="/rules/613.3c/"' in html  # 7c, cited by the shipped numbering


def test_the_editor_links_the_help_page(client):
    html = client.get("/sandbox/").content.decode()

    assert 'href="/sandbox/help/"' in html


def test_every_example_is_titled_in_korean_with_its_english_kept():
    english = json.loads((EXAMPLES.parent / "data" / "examples-en.json").read_text("utf-8"))
    hangul = re.compile("[가-힣]")
    for path in sorted(EXAMPLES.glob("*.json")):
        data = json.loads(path.read_text("utf-8"))
        assert hangul.search(data["title"]), path.name
        if data.get("description"):
            assert hangul.search(data["description"]), path.name
            assert english[path.stem].get("description"), path.name
        assert english[path.stem]["title"] and not hangul.search(english[path.stem]["title"])


def test_the_example_list_and_an_opened_example_follow_the_language(client):
    with translation.override("en"):
        assert adapter.examples("en")[0].title == adapter.load_example(
            adapter.examples("en")[0].key, "en")["title"]
    client.cookies["django_language"] = "en"
    english = client.get("/sandbox/?example=613.8-1").content.decode()
    client.cookies["django_language"] = "ko"
    korean = client.get("/sandbox/?example=613.8-1").content.decode()

    assert "Gains flying and loses flying" in english
    assert "비행을 얻고 비행을 잃는다" in korean
    assert "Gains flying and loses flying" not in korean


@pytest.mark.parametrize("value", ["²", "٣", "9" * 5000, "1" * 3])
def test_a_count_that_is_no_small_ascii_number_is_refused_on_its_field(value):
    with translation.override("en"):
        scenario, problem, _ = builder.build(SCENARIO, "objects[0]",
                                             {"kind": "enters_counters", "value": value})

    assert scenario is SCENARIO
    assert problem is not None and problem.path == "objects[0].build.value"
