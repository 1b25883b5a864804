"""The bilingual glossary: English rules terms and their Korean translations.

The Korean text writes many English terms in parentheses right after the Korean ones
("서고(library)", "상태 참조 행동(state-based action)"); `extract_pairs()` collects those pairs
from the imported rules, so an English query ("library") also searches for the Korean
("서고"), and a Korean query also finds the English words where the text kept them. `CURATED`
adds what the text never spells out: abbreviations judges type (SBA, ETB, APNAP) and English
terms whose Korean the text uses without the parenthesis.
"""
from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field

from .analysis import SINGLE_SYLLABLE_NOUNS, analyze, normalize, strip_particle

# "상태 참조 행동(state-based action)": up to four Hangul words, then Latin words in parentheses.
_PAIR_RE = re.compile(
    r"((?:[가-힣]+ ){0,3}[가-힣]+)\s?\(([A-Za-z][A-Za-z '’-]{1,60})\)"
)
_LATIN_WORD_RE = re.compile(r"[A-Za-z]+")
_BOUNDARY_PARTICLES = ("는", "은", "이", "가", "을", "를", "의", "까지")

# English (or abbreviation) -> Korean, as this translation words it.
CURATED: dict[str, tuple[str, ...]] = {
    "sba": ("상태 참조 행동",),
    "state based": ("상태 참조 행동",),
    "etb": ("전장에 들어온다", "전장에 들어올 때"),
    "enters the battlefield": ("전장에 들어온다",),
    "ltb": ("전장을 떠난다",),
    "leaves the battlefield": ("전장을 떠난다",),
    "apnap": ("액티브 플레이어", "턴 순서"),
    "timestamp": ("타임스탬프",),
    "layer": ("레이어",),
    "sublayer": ("서브레이어",),
    "dependency": ("종속",),
    "replacement effect": ("대체 효과",),
    "replacement": ("대체",),
    "prevention effect": ("방지 효과",),
    "prevent": ("방지",),
    "triggered ability": ("격발 능력",),
    "trigger": ("격발",),
    "delayed triggered ability": ("지연 격발 능력",),
    "activated ability": ("활성화 능력",),
    "static ability": ("정적 능력",),
    "mana ability": ("마나 능력",),
    "loyalty ability": ("충성도 능력",),
    "characteristic defining ability": ("특징 정의 능력",),
    "cda": ("특징 정의 능력",),
    "continuous effect": ("지속 효과",),
    "one shot effect": ("단발성 효과",),
    "copy": ("복사",),
    "control changing": ("조종권 변경",),
    "text changing": ("텍스트 변경",),
    "priority": ("우선권",),
    "stack": ("스택",),
    "library": ("서고",),
    "graveyard": ("무덤",),
    "exile": ("추방",),
    "hand": ("손",),
    "battlefield": ("전장",),
    "zone": ("구역",),
    "mulligan": ("멀리건",),
    "sideboard": ("사이드보드",),
    "untap step": ("언탭단",),
    "upkeep": ("유지단",),
    "draw step": ("뽑기단",),
    "main phase": ("메인 단계",),
    "combat": ("전투",),
    "combat damage": ("전투 피해",),
    "declare attackers": ("공격 선언",),
    "declare blockers": ("방어 선언",),
    "attacker": ("공격",),
    "blocker": ("방어",),
    "end step": ("종료단",),
    "cleanup": ("정화단",),
    "cleanup step": ("정화단",),
    "extra turn": ("추가 턴",),
    "turn based action": ("턴에 기반한 행동",),
    "special action": ("특별 행동",),
    "cast": ("발동",),
    "casting": ("발동",),
    "activate": ("활성화",),
    "resolve": ("해결",),
    "counter": ("카운터", "무효화"),
    "countered": ("무효화",),
    "target": ("목표",),
    "illegal target": ("적법하지 않은 목표",),
    "token": ("토큰",),
    "permanent": ("지속물",),
    "spell": ("주문",),
    "ability": ("능력",),
    "effect": ("효과",),
    "aura": ("마법진",),
    "equipment": ("장비",),
    "attach": ("부착",),
    "enchantment": ("부여마법",),
    "artifact": ("마법물체",),
    "creature": ("생물",),
    "instant": ("순간마법",),
    "sorcery": ("집중마법",),
    "land": ("대지",),
    "basic land": ("기본 대지",),
    "legendary": ("전설적",),
    "owner": ("소유자",),
    "controller": ("조종자",),
    "control": ("조종",),
    "opponent": ("상대",),
    "active player": ("액티브 플레이어",),
    "life total": ("생명총점",),
    "life": ("생명",),
    "damage": ("피해",),
    "concede": ("패배를 인정",),
    "lose the game": ("게임에서 패배",),
    "win the game": ("게임에서 승리",),
    "draw": ("뽑기", "뽑는다"),
    "discard": ("버린다",),
    "sacrifice": ("희생",),
    "destroy": ("파괴",),
    "tap": ("탭",),
    "untap": ("언탭",),
    "cost": ("비용",),
    "additional cost": ("추가 비용",),
    "mana pool": ("마나풀",),
    "mana": ("마나",),
    "multiplayer": ("다인전",),
    "two headed giant": ("쌍두거인",),
    "range of influence": ("효과 범위 제한",),
    "emperor": ("황제전",),
    "free for all": ("난투전",),
    "commander": ("커맨더",),
    "planechase": ("플레인체이스",),
    "golden rule": ("황금률",),
    "starting hand": ("시작 손",),
    "hand size": ("손 크기",),
    "new object": ("새로운 개체",),
    "object": ("개체",),
    "characteristic": ("특징",),
}


def english_key(text: str) -> tuple[str, ...]:
    """An English term as the analyzer sees it: stemmed lowercase words ("state-based" ->
    ("state", "base"))."""
    return tuple(term.text for term in analyze(text) if term.text.isascii())


@dataclass
class Glossary:
    """English -> Korean and Korean -> English term lists, keyed by analyzed words."""

    english: dict[tuple[str, ...], set[str]] = field(default_factory=dict)
    korean: dict[str, set[str]] = field(default_factory=dict)

    def add(self, english: str, korean: str) -> None:
        """Record that `english` is written `korean` in this translation."""
        key = english_key(english)
        korean = " ".join(korean.split())
        if not key or not korean:
            return
        self.english.setdefault(key, set()).add(korean)
        compact = "".join(strip_particle(word) for word in korean.split())
        self.korean.setdefault(compact, set()).add(english.lower())

    def match_english(self, words: list[str]) -> list[tuple[list[int], list[str]]]:
        """The longest glossary terms in a run of analyzed words: for each, the positions of
        its words and its Korean phrases (the shortest, the text's usual wording, first)."""
        found: list[tuple[list[int], list[str]]] = []
        index = 0
        longest = max((len(key) for key in self.english), default=0)
        while index < len(words):
            for size in range(min(longest, len(words) - index), 0, -1):
                phrases = self.english.get(tuple(words[index : index + size]))
                if phrases:
                    found.append((list(range(index, index + size)),
                                  sorted(phrases, key=lambda k: (len(k), k))))
                    index += size
                    break
            else:
                index += 1
        return found

    def expand_korean(self, query: str) -> list[str]:
        """English terms whose Korean appears in the query, ignoring spaces."""
        compact = normalize(query).replace(" ", "")
        return sorted(
            {english for korean, terms in self.korean.items() if len(korean) >= 2
             and korean in compact for english in terms}
        )

    def to_json(self) -> dict[str, list[list[str]]]:
        """Plain data for storing next to the index."""
        return {"pairs": sorted(
            [" ".join(key), korean] for key, values in self.english.items() for korean in values
        )}

    @classmethod
    def from_json(cls, data: dict[str, list[list[str]]]) -> Glossary:
        """The glossary `to_json()` stored."""
        glossary = cls()
        for english, korean in data["pairs"]:
            glossary.english.setdefault(tuple(english.split()), set()).add(korean)
            compact = "".join(strip_particle(word) for word in korean.split())
            glossary.korean.setdefault(compact, set()).add(english)
        return glossary


def extract_pairs(texts: Iterable[str]) -> list[tuple[str, str]]:
    """(English, Korean) pairs written "한국어(English)" in the texts, in order of appearance.

    The Korean side takes as many words before the parenthesis as the English has words
    (hyphenated parts count), at most four: "턴에 기반한 행동(turn-based action)".
    """
    pairs: list[tuple[str, str]] = []
    seen: set[tuple[str, str]] = set()
    for text in texts:
        for match in _PAIR_RE.finditer(text):
            korean_words = match.group(1).split()
            english = " ".join(match.group(2).replace("’", "'").split()).strip(" '-")
            latin_words = _LATIN_WORD_RE.findall(english)
            if len(latin_words) >= 2 and all(word[0].isupper() for word in latin_words):
                continue  # a card name ("Karn Liberated"), not a term
            kept = korean_words[-min(4, len(latin_words)) :]
            # A leading word ending in a case particle starts the sentence, not the term:
            # "피해는 정화단(cleanup step)" is the term "정화단".
            while len(kept) > 1 and kept[0].endswith(_BOUNDARY_PARTICLES):
                kept = kept[1:]
            korean = " ".join(kept)
            stem = strip_particle(korean)
            if len(stem) < 2 and stem not in SINGLE_SYLLABLE_NOUNS:
                continue
            pair = (english.lower(), korean)
            if pair not in seen:
                seen.add(pair)
                pairs.append(pair)
    return pairs


def build_glossary(texts: Iterable[str]) -> Glossary:
    """The glossary from the rules texts plus the curated list."""
    glossary = Glossary()
    for english, korean in extract_pairs(texts):
        glossary.add(english, korean)
    for english, koreans in CURATED.items():
        for korean in koreans:
            glossary.add(english, korean)
    return glossary
