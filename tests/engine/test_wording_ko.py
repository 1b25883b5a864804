"""Wording: Korean particles, the game's terms in Korean, and traces a Korean judge can read."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from importlib import resources
from pathlib import Path
from typing import Any

import pytest

from engine import run_scenario
from engine.cli import readable
from engine.library.cards import all_cards
from engine.text.trace import LANGUAGES, Message, catalogue, render
from engine.text.wording import (
    TEMPLATE_MARKERS,
    abilities,
    colors,
    counters,
    keyword,
    particle,
    terms,
    type_line,
    with_particle,
    zone,
)
from tests.engine.layer_helpers import EXAMPLES

EXAMPLE_FILES = sorted(EXAMPLES.glob("*.json"))
DATA = resources.files("engine") / "data"


def _catalogue_files() -> dict[str, dict[str, dict[str, str]]]:
    """Each language's catalogue, as written: section -> key -> template."""
    return {lang: json.loads((DATA / f"messages.{lang}.json").read_text(encoding="utf-8"))
            for lang in LANGUAGES}


def _load(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


@pytest.mark.parametrize(("word", "pair", "expected"), [
    ("전장", "을/를", "을"),  # 받침 ㅇ
    ("무덤", "이/가", "이"),
    ("스택", "은/는", "은"),
    ("서고", "을/를", "를"),  # no 받침
    ("카드", "과/와", "와"),
    ("생물", "으로/로", "로"),  # ㄹ takes 로
    ("손", "으로/로", "으로"),
    ("1", "을/를", "을"),  # 일
    ("2", "을/를", "를"),  # 이
    ("3", "이/가", "이"),  # 삼
    ("4", "은/는", "는"),  # 사
    ("6", "을/를", "을"),  # 육
    ("7", "으로/로", "로"),  # 칠
    ("9", "이/가", "가"),  # 구
    ("0", "을/를", "을"),  # 영
    ("10", "을/를", "을"),  # 십
    ("20", "이/가", "이"),  # 이십
    ("32", "을/를", "를"),  # 삼십이
    ("100", "은/는", "은"),  # 백
    ("3/3", "이/가", "이"),  # 삼 삼
    ("-1", "을/를", "을"),  # 마이너스 일
    ("A", "이/가", "가"),  # 에이
    ("B", "은/는", "는"),  # 비
    ("L", "이/가", "이"),  # 엘
    ("R", "으로/로", "로"),  # 알
    ("M", "으로/로", "으로"),  # 엠
    ("613.1e", "이/가", "가"),  # 육일삼 점 일 이
    ("704.5a", "이/가", "가"),  # 에이
    ("613.10", "을/를", "을"),  # 십
    ("Wild Mongrel", "이/가", "이"),  # 몽그렐
    ("Wild Mongrel", "으로/로", "로"),
    ("Grizzly Bears", "이/가", "가"),  # 베어스
    ("Lightning Bolt", "을/를", "를"),  # 볼트
    ("Pyroclasm", "이/가", "이"),  # 파이로클라즘
    ("Rusted Sentinel", "은/는", "은"),  # 센티넬
    ("Gray Ogre", "이/가", "가"),  # 오우거
    ("Jace Beleren", "은/는", "은"),  # 벨러렌
    ("Svogthos, the Restless Tomb", "이/가", "이"),  # 툼
    ("Example 2/2 Cleric", "이/가", "이"),  # 클레릭
    ("Laboratory Maniac", "이/가", "이"),  # 매니악
    ("Gisela, Blade of Goldnight", "을/를", "를"),  # 골드나이트
    ("Twisted Image", "을/를", "를"),  # 이미지
    ("Wojek Apothecary", "과/와", "와"),  # 아포세커리
    ("Thalia, Guardian of Thraben (thalia2)", "을/를", "을"),  # the word before "(...)"
    ("흑색.", "이/가", "이"),  # trailing punctuation is not read
    ("gv1", "이/가", "이(가)"),  # "지브이원" or "지브이일": unknown
    ("Club", "을/를", "을(를)"),
    ("Book", "으로/로", "(으)로"),
    ("", "이/가", "이(가)"),
    ("{T}", "을/를", "을(를)"),
])
def test_particle_fits_the_final_sound(word: str, pair: str, expected: str) -> None:
    """The particle fits the last syllable as read in Korean; unknown -> the double form."""
    result = particle(word, pair)

    assert result == expected


def test_with_particle_appends_the_particle() -> None:
    """with_particle joins the word and its particle without a space."""
    assert with_particle("타임스탬프 2", "을/를") == "타임스탬프 2를"


@pytest.mark.parametrize(("line", "expected"), [
    ("Creature — Dog", "생물 — 개"),
    ("Legendary Artifact Creature — Golem", "전설적 마법물체 생물 — 골렘"),
    ("Enchantment — Aura", "부여마법 — 마법진"),
    ("Basic Land — Forest", "기본 대지 — 숲"),
    ("Instant", "순간마법"),
    ("Sorcery", "집중마법"),
    ("Planeswalker — Jace", "플레인즈워커 — 제이스"),
    ("Creature — Lhurgoyf", "생물 — Lhurgoyf"),  # a creature type we don't know stays English
])
def test_type_line_in_korean(line: str, expected: str) -> None:
    """Supertypes, card types and known subtypes are said as the Korean rules and cards say them."""
    assert type_line(line, "ko") == expected


def test_type_line_in_english_is_unchanged() -> None:
    """English type lines stay as the engine wrote them."""
    line = "Legendary Creature — Hydra Avatar"

    assert type_line(line, "en") == line


@pytest.mark.parametrize(("letters", "ko", "en"), [
    ("W", "백색", "white"),
    ("BG", "흑색, 녹색", "black, green"),
    ("WUBRG", "백색, 청색, 흑색, 적색, 녹색", "white, blue, black, red, green"),
    ("", "무색", "colorless"),
    ("-", "무색", "colorless"),
    ("colorless", "무색", "colorless"),
])
def test_colors_are_named(letters: str, ko: str, en: str) -> None:
    """Color letters become color names: 백색/청색/흑색/적색/녹색, 무색."""
    assert (colors(letters, "ko"), colors(letters, "en")) == (ko, en)


@pytest.mark.parametrize(("label", "expected"), [
    ("Flying", "비행"),
    ("Indestructible", "무적"),  # the shipped rules' word (702.12 keyword counters list)
    ("Deathtouch", "치명타"),
    ("Haste", "신속"),
    ("First strike", "선제공격"),
    ("Trample", "돌진"),
    ("Vigilance", "경계"),
    ("Lifelink", "생명연결"),
    ("Hexproof", "방호"),
    ("Infect", "감염"),
    ("Protection from everything", "보호(Protection from everything)"),
    ("Enchant creature", "부여(Enchant creature)"),
    ("{T}: Add {G}.", "{T}: Add {G}."),  # Oracle text stays English
])
def test_keywords_in_korean(label: str, expected: str) -> None:
    """Keyword abilities get their Korean names; other ability text stays as printed."""
    assert keyword(label, "ko") == expected


def test_ability_list_translates_each_keyword() -> None:
    """A "; "-separated ability list says each keyword in Korean and "-" as 없음."""
    assert (abilities("Flying; Haste", "ko"), abilities("-", "ko")) == ("비행; 신속", "없음")


@pytest.mark.parametrize(("entry", "ko", "en"), [
    ("+1/+1 ×2", "+1/+1 카운터 2개", "2 +1/+1 counters"),
    ("1 -1/-1", "-1/-1 카운터 1개", "1 -1/-1 counter"),
    ("3 loyalty", "충성 카운터 3개", "3 loyalty counters"),
])
def test_counters_are_counted_in_each_language(entry: str, ko: str, en: str) -> None:
    """Counter entries read "+1/+1 카운터 2개" in Korean and pluralise in English."""
    assert (counters(entry, "ko"), counters(entry, "en")) == (ko, en)


def test_zones_use_the_rules_words() -> None:
    """Zones are named as rule 400.1 names them (추방 구역, 커맨드 구역)."""
    names = [zone(z, "ko") for z in ("library", "hand", "battlefield", "graveyard", "stack",
                                     "exile", "command")]

    assert names == ["서고", "손", "전장", "무덤", "스택", "추방 구역", "커맨드 구역"]


def test_every_message_key_has_korean_and_english() -> None:
    """Each language's catalogue has the same sections and keys, each a non-empty template."""
    files = _catalogue_files()
    keys = {lang: {(section, key) for section, entries in sections.items() for key in entries}
            for lang, sections in files.items()}
    empty = [f"{lang}:{key}" for lang, sections in files.items()
             for entries in sections.values() for key, text in entries.items() if not text]

    assert keys["ko"] == keys["en"]
    assert empty == []


def test_korean_particle_markers_follow_a_parameter() -> None:
    """A particle marker like 을(를) comes right after a {param}, where the renderer resolves it."""
    markers = "|".join(re.escape(m) for m in TEMPLATE_MARKERS)
    stray = []

    for key, templates in catalogue().items():
        for match in re.finditer(markers, templates["ko"]):
            if templates["ko"][:match.start()][-1:] != "}":
                stray.append(f"{key}: {templates['ko']}")

    assert stray == []


def test_english_templates_say_plurals_not_parenthesised_s() -> None:
    """English templates use {n:one|many} instead of "counter(s)"."""
    lazy = []

    for key, templates in catalogue().items():
        if "(s)" in templates["en"]:
            lazy.append(key)

    assert lazy == []


def test_plural_choice_follows_the_number() -> None:
    """{n:object|objects} picks the singular for 1 and the plural otherwise."""
    one = render(Message.of("game.start", players=("A", "B"), objects=1, effects=2), "en")

    assert "1 object," in one and "2 continuous effects." in one


@pytest.mark.parametrize(("combat", "expected"), [
    (True, "A가 B에게 전투 피해 3점을 입힙니다."),
    (False, "A가 B에게 피해 3점을 입힙니다."),
])
def test_flag_choice_picks_the_wording(combat: bool, expected: str) -> None:
    """{flag:a|b} says a when the flag is set, b otherwise, instead of "(전투 피해: 예)"."""
    message = Message.of("event.damage.dealt", source="A", target="B", amount=3, combat=combat)

    assert render(message, "ko") == expected


def test_korean_render_resolves_particles_from_values() -> None:
    """A rendered Korean message has the particle that fits each value, not 이(가)."""
    text = render(Message.of("choice.made", player="A", object="Wild Mongrel"), "ko")

    assert text == "A가 Wild Mongrel을 선택했습니다."


def _strings(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from _strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from _strings(item)


def _printed_text(scenario: dict[str, Any]) -> list[str]:
    """Card names and Oracle text: the English a Korean trace may quote."""
    found = set(_strings(scenario))
    for card in all_cards():
        found.add(card.name)
        found.update(card.text.splitlines())
        found.update(a.label for a in card.abilities)
    # Short strings (ids, color letters) would cut words apart: "A" out of "Artifact".
    return sorted((s for s in found if len(s) >= 4), key=len, reverse=True)


def _english_terms() -> re.Pattern[str]:
    table = terms()
    words = [*table["types"], *table["supertypes"], *table["subtypes"], *table["keywords"],
             *table["zones"], "colorless", "white", "blue", "black", "red", "green", "loyalty",
             "poison", "counter", "timestamp", "Layer", "layer", "color", "none", "yes", "no"]
    return re.compile(r"\b(" + "|".join(re.escape(w) for w in words) + r")\b")


@pytest.mark.parametrize("path", EXAMPLE_FILES, ids=[p.stem for p in EXAMPLE_FILES])
def test_korean_trace_has_no_untranslated_game_terms(path: Path) -> None:
    """Outside card names and Oracle text, a Korean trace says no English game term."""
    scenario = _load(path)
    result = run_scenario(scenario, lang="ko")
    printed = _printed_text(scenario)
    pattern = _english_terms()
    texts = [s["text"] for s in result["steps"]]
    if result["pending_choice"] is not None:
        texts.append(result["pending_choice"]["text"])
        texts.extend(o["text"] for o in result["pending_choice"]["options"])
    texts.append(readable(result, "ko"))
    leftovers = []

    for text in texts:
        for quoted in printed:
            text = text.replace(quoted, "")
        leftovers.extend(pattern.findall(text))

    assert leftovers == []


@pytest.mark.parametrize("path", EXAMPLE_FILES, ids=[p.stem for p in EXAMPLE_FILES])
def test_korean_trace_has_no_double_particles_after_known_words(path: Path) -> None:
    """The examples' traces pick every particle: no "을(를)" is left for a judge to resolve."""
    result = run_scenario(_load(path), lang="ko")

    doubled = [s["text"] for s in result["steps"]
               if any(marker in s["text"] for marker in TEMPLATE_MARKERS)]

    assert doubled == []


@pytest.mark.parametrize("path", EXAMPLE_FILES, ids=[p.stem for p in EXAMPLE_FILES])
def test_language_changes_only_the_text(path: Path) -> None:
    """Korean and English results differ only in rendered text: fields and values are the same."""
    scenario = _load(path)

    korean, english = run_scenario(scenario, lang="ko"), run_scenario(scenario, lang="en")

    def without_text(result: dict[str, Any]) -> dict[str, Any]:
        steps = [{k: v for k, v in s.items() if k != "text"} for s in result["steps"]]
        pending = result["pending_choice"]
        if pending is not None:
            pending = {**pending, "text": None,
                       "options": [{**o, "text": None} for o in pending["options"]]}
        unapplied = [{k: v for k, v in e.items() if k != "text"} for e in result["not_modelled"]]
        return {**result, "steps": steps, "pending_choice": pending, "not_modelled": unapplied}

    assert without_text(korean) == without_text(english)


def test_structured_layer_values_stay_english_codes() -> None:
    """before/after keep the engine's codes ("G" -> "U") while the Korean text says 녹색 → 청색."""
    result = run_scenario(_load(EXAMPLES / "613.5-1.json"), lang="ko")

    color_step = next(s for s in result["steps"] if s.get("layer") == "613.1e")

    assert (color_step["before"], color_step["after"]) == ({"mongrel": "G"}, {"mongrel": "U"})
    assert "녹색 → 청색" in color_step["text"] and "레이어 5" in color_step["text"]


def test_readable_output_names_zone_types_and_colors_in_korean() -> None:
    """The CLI's object lines say 전장, 생물 — 개, 청색 in Korean."""
    result = run_scenario(_load(EXAMPLES / "613.5-1.json"), lang="ko")

    text = readable(result, "ko")

    assert "mongrel: Wild Mongrel [전장, 조종자 A] 생물 — 개, 청색 3/3" in text
