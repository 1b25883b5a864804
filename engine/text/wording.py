"""Wording: Korean particles and the game's own terms in Korean or English.

The trace keeps English identifiers (``"Creature"``, ``"U"``, ``"loyalty"``); this
module says them the way the shipped Korean Comprehensive Rules do (terms in
``engine/data/terms-ko.json``), and picks the Korean particle (을/를, 이/가, 은/는,
와/과, 으로/로) that fits the word before it. Card names and Oracle text stay
English; a particle after one is chosen from how a Korean reader says the name,
or written in the double form ("을(를)") when that can't be told.
"""

from __future__ import annotations

import enum
import json
import re
from collections.abc import Mapping
from functools import cache
from importlib import resources
from typing import Any

from engine.subtypes import EVERY_CREATURE_TYPE


class Final(enum.Enum):
    """How the last syllable of a word ends, as far as particles care."""

    VOWEL = "vowel"  # no final consonant (받침): 를, 가, 는, 와, 로
    RIEUL = "rieul"  # final ㄹ: 을, 이, 은, 과, but 로
    CONSONANT = "consonant"  # any other final consonant: 을, 이, 은, 과, 으로


# Each particle: (after a consonant, after a vowel, the double form when unknown).
PARTICLES: Mapping[str, tuple[str, str, str]] = {
    "을/를": ("을", "를", "을(를)"),
    "이/가": ("이", "가", "이(가)"),
    "은/는": ("은", "는", "은(는)"),
    "과/와": ("과", "와", "과(와)"),
    "으로/로": ("으로", "로", "(으)로"),
}
# The marker written after a ``{param}`` in a Korean template -> the particle.
TEMPLATE_MARKERS: Mapping[str, str] = {
    "을(를)": "을/를", "를(을)": "을/를",
    "이(가)": "이/가", "가(이)": "이/가",
    "은(는)": "은/는", "는(은)": "은/는",
    "과(와)": "과/와", "와(과)": "과/와",
    "(으)로": "으로/로", "으로(로)": "으로/로",
}

_HANGUL_FIRST, _HANGUL_LAST = 0xAC00, 0xD7A3
_RIEUL_INDEX = 8  # ㄹ among the 28 final-consonant slots (0 = none)
# Korean readings of the digits: 영 일 이 삼 사 오 육 칠 팔 구.
_DIGIT_FINAL = (Final.CONSONANT, Final.RIEUL, Final.VOWEL, Final.CONSONANT, Final.VOWEL,
                Final.VOWEL, Final.CONSONANT, Final.RIEUL, Final.RIEUL, Final.VOWEL)
# Names of the Latin letters as Koreans say them: 엘, 엠, 엔, 알 end in a consonant.
_LETTER_FINAL = {"l": Final.RIEUL, "r": Final.RIEUL, "m": Final.CONSONANT, "n": Final.CONSONANT}
_VOWELS = frozenset("aeiou")
_LONG_VOWELS = frozenset(("ea", "ee", "oa", "ai", "ei"))
_TRAILING = " \t.,!?;:'\"”’»…"


def _hangul_final(char: str) -> Final:
    index = (ord(char) - _HANGUL_FIRST) % 28
    if index == 0:
        return Final.VOWEL
    return Final.RIEUL if index == _RIEUL_INDEX else Final.CONSONANT


def _number_final(digits: str) -> Final:
    """A number read the Korean way: 1 일, 2 이, 10 십, 100 백, 1000 천, 10000 만."""
    stripped = digits.lstrip("0")
    if not stripped:
        return Final.CONSONANT  # 영
    zeros = len(stripped) - len(stripped.rstrip("0"))
    if zeros == 0:
        return _DIGIT_FINAL[int(stripped[-1])]
    # 십 백 천 만 ... 억 end in a consonant; 조 (10^12) doesn't.
    return Final.VOWEL if zeros == 12 else Final.CONSONANT


def _english_final(word: str) -> Final | None:
    """How a Korean reader would end an English word (외래어 표기법), or None when unsure."""
    w = word.lower()
    last = w[-1]
    prev = w[-2] if len(w) > 1 else ""
    before = w[-3] if len(w) > 2 else ""
    if w.endswith("ng") or last in "mn":
        return Final.CONSONANT  # 킹, 골렘, 타이탄
    if last == "l":
        return Final.RIEUL  # 몽그렐, 월
    if last in "aiouyrwxszfvh":
        return Final.VOWEL  # 히드라, 퓨리, 오우거, 피닉스, 베어스, 울프, 애시
    if last == "e":
        if prev in "nm":
            return Final.CONSONANT  # 스톤, 플레임 (silent e)
        if prev == "l":
            return Final.RIEUL if before in _VOWELS else Final.VOWEL  # 웨일; 캐슬
        return Final.VOWEL  # 메이지, 포스, 블레이드, 트리, 블루
    if last in "dg":
        return Final.VOWEL  # 와일드, 도그: a final voiced stop gets 으
    if last == "b":
        return Final.CONSONANT if prev == "m" else None  # 툼
    if last in "tkpc":
        if w.endswith("ck"):
            return Final.CONSONANT  # 어택
        if w.endswith("ght"):
            return Final.VOWEL  # 나이트
        if prev and prev not in _VOWELS and prev != last:
            return Final.VOWEL  # 볼트, 비스트, 트리포크: after a consonant, 으
        if prev in _VOWELS and before and before not in _VOWELS:
            return Final.CONSONANT  # 캣, 렐릭, 헬멧: after a short vowel, 받침
        if before + prev in _LONG_VOWELS:
            return Final.VOWEL  # 히트, 보트, 플리트: after a long vowel, 으
        if before + prev in ("ia", "io"):
            return Final.CONSONANT  # 매니악, 채리엇: two syllables, the last one short
    return None


def _strip_parenthetical(text: str) -> str:
    """Drop a trailing "(...)": a particle after it agrees with the word before it."""
    depth = 0
    for index in range(len(text) - 1, -1, -1):
        char = text[index]
        if char in ")]":
            depth += 1
        elif char in "([":
            depth -= 1
            if depth == 0:
                return text[:index]
    return ""


def final_sound(text: str) -> Final | None:
    """How ``text`` ends when read aloud in Korean, or None when that can't be told."""
    text = text.rstrip(_TRAILING)
    while text.endswith((")", "]")):
        inner = _strip_parenthetical(text).rstrip(_TRAILING)
        if not inner:
            return None
        text = inner
    if not text:
        return None
    last = text[-1]
    if _HANGUL_FIRST <= ord(last) <= _HANGUL_LAST:
        return _hangul_final(last)
    if last.isdigit():
        digits = re.search(r"[0-9]+$", text)
        assert digits is not None
        head = text[:digits.start()]
        if head and head[-1].isascii() and head[-1].isalpha():
            return None  # "gv1": said in English or Korean, who knows
        return _number_final(digits.group())
    if last.isascii() and last.isalpha():
        word_match = re.search(r"[A-Za-z]+$", text)
        assert word_match is not None
        word = word_match.group()
        if len(word) == 1 or (word.isupper() and len(word) <= 5):
            # A letter said by name: "A" 에이, "613.1e" 이, "WUBRG" 지.
            return _LETTER_FINAL.get(word[-1].lower(), Final.VOWEL)
        return _english_final(word)
    return None


def particle(word: str, pair: str) -> str:
    """The particle of ``pair`` ("을/를", "이/가", "은/는", "과/와", "으로/로") that fits
    after ``word``; the double form ("을(를)") when the ending can't be told."""
    after_consonant, after_vowel, unknown = PARTICLES[pair]
    final = final_sound(word)
    if final is None:
        return unknown
    if final is Final.VOWEL or (final is Final.RIEUL and pair == "으로/로"):
        return after_vowel
    return after_consonant


def with_particle(word: str, pair: str) -> str:
    """``word`` followed by the particle of ``pair`` that fits it."""
    return word + particle(word, pair)


# --- the game's terms ----------------------------------------------------------------------

COLOR_NAMES_EN = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


@cache
def terms() -> Mapping[str, Any]:
    """The Korean term tables, from ``engine/data/terms-ko.json``."""
    path = resources.files("engine") / "data" / "terms-ko.json"
    data: Mapping[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def type_word(word: str, lang: str) -> str:
    """A supertype, card type or subtype in ``lang`` (unknown subtypes stay English)."""
    if lang != "ko":
        return word
    table = terms()
    for kind in ("types", "supertypes", "subtypes"):
        if word in table[kind]:
            return str(table[kind][word])
    return word


# 702.73a: how a type line says that an object is every creature type.
EVERY_CREATURE_TYPE_WORDS = {"en": "(every creature type)", "ko": "(모든 생물 타입)"}


def type_line_code(supertypes: tuple[str, ...], types: tuple[str, ...],
                   subtypes: tuple[str, ...]) -> str:
    """The type line in the engine's codes: ``"Legendary Artifact Creature — Golem"``."""
    line = " ".join(supertypes + types)
    return f"{line} — {' '.join(subtypes)}" if subtypes else line


def pt_code(power: int | None, toughness: int | None) -> str:
    """``"2/2"``, or ``"-"`` for an object without power and toughness."""
    if power is None and toughness is None:
        return "-"
    return f"{power if power is not None else '-'}/{toughness if toughness is not None else '-'}"


def type_line(line: str, lang: str) -> str:
    """``"Legendary Artifact Creature — Golem"`` in ``lang``."""
    if line in ("", "-"):
        return line
    main, dash, subtypes = line.partition(" — ")
    words = [type_word(w, lang) for w in main.split()]
    if dash:
        words.append("—")
        words.extend(EVERY_CREATURE_TYPE_WORDS[lang] if w == EVERY_CREATURE_TYPE
                     else type_word(w, lang) for w in subtypes.split())
    return " ".join(words)


def colors(letters: str, lang: str) -> str:
    """``"BG"`` -> "흑색, 녹색" / "black, green"; "" / "-" / "colorless" -> 무색 / colorless."""
    if letters in ("", "-", "colorless"):
        return str(terms()["colorless"]) if lang == "ko" else "colorless"
    if not all(c in COLOR_NAMES_EN for c in letters):
        return letters
    names = terms()["colors"] if lang == "ko" else COLOR_NAMES_EN
    return ", ".join(names[c] for c in letters)


def keyword(label: str, lang: str) -> str:
    """A keyword ability (``"Flying"``) in ``lang``; any other ability text stays as it is."""
    if lang != "ko":
        return label
    table = terms()
    if label in table["keywords"]:
        return str(table["keywords"][label])
    for prefix, pattern in table["keyword_prefixes"].items():
        if label.startswith(prefix):
            return str(pattern).format(english=label)
    return label


def abilities(labels: str, lang: str) -> str:
    """A "; "-separated ability list (or "-") with its keywords in ``lang``."""
    if labels in ("", "-"):
        return "없음" if lang == "ko" else "none"
    return "; ".join(keyword(label, lang) for label in labels.split("; "))


def counter_name(name: str, lang: str) -> str:
    """A counter's kind: ``"loyalty"`` -> 충성; ``"+1/+1"`` stays."""
    if lang != "ko":
        return name
    return str(terms()["counters"].get(name, name))


def counters(entry: str, lang: str) -> str:
    """``"+1/+1 ×2"`` or ``"2 +1/+1"`` -> "+1/+1 카운터 2개" / "two +1/+1 counters"."""
    match = re.fullmatch(r"(?P<name>.+) ×(?P<n>\d+)|(?P<n2>\d+) (?P<name2>.+)", entry)
    if match is None:
        return entry
    name = match.group("name") or match.group("name2")
    amount = int(match.group("n") or match.group("n2"))
    if lang == "ko":
        return f"{counter_name(name, lang)} 카운터 {amount}개"
    return f"{amount} {name} counter{'' if amount == 1 else 's'}"


def zone(name: str, lang: str) -> str:
    """A zone (``"battlefield"``) in ``lang``."""
    if lang != "ko":
        return name
    return str(terms()["zones"].get(name, name))


def power_toughness(text: str, lang: str) -> str:
    """``"2/2"``; "-" (no power and toughness) -> 없음 / none."""
    if text == "-":
        return "없음" if lang == "ko" else "none"
    return text
