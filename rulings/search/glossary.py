"""The bilingual glossary: English rules terms and their Korean translations.

The Korean text writes many English terms in parentheses right after the Korean ones
("서고(library)", "상태 참조 행동(state-based action)"); `extract_terms()` collects those pairs,
each with the rule that writes it, when the rules are imported (`import_rules` stores them as
`GlossaryTerm` rows), so an English query ("library") also searches for the Korean ("서고"),
and a Korean query also finds the English words where the text kept them. `CURATED` adds what
the text never spells out: abbreviations judges type (SBA, ETB, APNAP) and English terms whose
Korean the text uses without the parenthesis. `SLANG` maps table talk (English terms as Korean
players say them, "트리거") onto the text's words ("격발").

The index build reads the stored terms (`glossary_entries()` gives the same list without a
database, for tests) and keeps them next to the index for query time.
"""
from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field

from .analysis import SINGLE_SYLLABLE_NOUNS, analyze, normalize, strip_particle

TEXT, CURATED_ORIGIN, SLANG_ORIGIN = "text", "curated", "slang"

# "상태 참조 행동(state-based action)": up to four Hangul words, then Latin words in parentheses.
_PAIR_RE = re.compile(
    r"((?:[가-힣]+ ){0,3}[가-힣]+)\s?\(([A-Za-z][A-Za-z '’-]{1,60})\)"
)
_LATIN_WORD_RE = re.compile(r"[A-Za-z]+")
_BOUNDARY_PARTICLES = ("는", "은", "이", "가", "을", "를", "의", "까지")
# English in parentheses that glosses a grammar word of a quoted wording, not a rules term:
# "당신(you)", "~될 때(becomes)", "모드가 있는(modal)".
_NOT_TERMS = frozenset({"you", "your", "becomes", "unless", "modal", "as though", "can't"})
# Korean heads that name the English word rather than translate it: "앤티 룰(ante)".
_GENERIC_HEADS = ("룰", "규칙", "단어", "카드")

# English (or abbreviation) -> Korean, as this translation words it.
CURATED: dict[str, tuple[str, ...]] = {
    "sba": ("상태 참조 행동",),
    "state based": ("상태 참조 행동",),
    "etb": ("전장에 들어온다", "전장에 들어올 때"),
    "enters the battlefield": ("전장에 들어온다",),
    "ltb": ("전장을 떠날 때",),
    "leaves the battlefield": ("전장을 떠날 때",),
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
    "loyalty ability": ("충성 능력",),
    "loyalty counter": ("충성 카운터",),
    "linked ability": ("연결 능력",),
    "characteristic defining ability": ("특징 정의 능력",),
    "cda": ("특징 정의 능력",),
    "continuous effect": ("지속 효과",),
    "one shot effect": ("일회성 효과",),
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
    "declare attackers": ("공격자 선언단", "공격 선언"),
    "declare blockers": ("방어자 선언단", "방어 선언"),
    "beginning phase": ("시작 단계",),
    "beginning of combat": ("전투 시작",),
    "combat damage step": ("전투피해단",),
    "end of combat": ("전투종료단",),
    "ending phase": ("종료 단계",),
    "attacking player": ("공격 플레이어",),
    "defending player": ("방어 플레이어",),
    "nonactive player": ("논액티브 플레이어",),
    "teammate": ("팀원",),
    "team": ("팀",),
    "archenemy": ("아치에너미",),
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
    "copy of": ("복사본",),
    "regenerate": ("재생",),
    "phase out": ("페이즈 아웃",),
    "phasing": ("페이즈",),
    "colorless": ("무색",),
    "card type": ("카드 타입",),
    "subtype": ("서브타입",),
    "poison counter": ("독 카운터",),
    # Keyword abilities the text names in Korean only (702 is not in this edition).
    "first strike": ("선제공격",),
    "double strike": ("이단공격",),
    "deathtouch": ("치명타",),
    "haste": ("신속",),
    "protection": ("보호",),
    "hexproof": ("방호",),
    "indestructible": ("무적",),
    "trample": ("돌진",),
    "menace": ("호전적",),
    "reach": ("대공",),
    "lifelink": ("생명연결",),
    "flying": ("비행",),
    "vigilance": ("경계",),
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
    "player": ("플레이어",),
    "color": ("색",),
    "active player": ("액티브 플레이어",),
    "life total": ("생명 총점",),
    "starting life total": ("시작 생명 총점",),
    "life": ("생명",),
    "damage": ("피해",),
    "concede": ("패배를 인정",),
    "lose the game": ("게임에서 패배",),
    "win the game": ("게임에서 승리",),
    "draw": ("뽑기", "뽑는다"),
    "tie": ("비긴다",),
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


# Table talk: English terms as Korean players say them, and nicknames, for the text's words.
SLANG: dict[str, str] = {
    "청소단": "정화단", "클린업": "정화단", "드로우": "뽑기", "업킵": "유지단", "트리거": "격발",
    "타겟": "목표", "타깃": "목표", "코스트": "비용", "캐스트": "발동", "리졸브": "해결",
    "퍼미넌트": "지속물", "크리처": "생물", "인스턴트": "순간마법", "소서리": "집중마법",
    "아티팩트": "마법물체", "인챈트": "부여마법", "인챈트먼트": "부여마법", "오라": "마법진",
    "데미지": "피해", "대미지": "피해", "라이프": "생명점", "그레이브야드": "무덤",
    "엑자일": "추방", "익자일": "추방", "라이브러리": "서고", "배틀필드": "전장",
    "프라이어리티": "우선권", "우선순위": "우선권", "디펜던시": "종속", "블록": "방어",
    "블로커": "방어", "어태커": "공격", "어택": "공격", "리플레이스먼트": "대체",
    "프리벤션": "방지", "레전드": "전설", "엠블럼": "휘장", "카피": "복사", "컨트롤": "조종",
    "페이즈": "단계", "스텝": "단", "쌍두": "쌍두거인전", "투헤드": "쌍두거인전",
    "묘지": "무덤", "필드": "전장", "핸드": "손", "블럭": "방어", "블락": "방어",
    "프리오리티": "우선권", "종속성": "종속", "엔드": "종료", "라이브러리아웃": "서고",
}


@dataclass(frozen=True, slots=True)
class GlossaryEntry:
    """One glossary pair: `english` (for origin "slang", the table-talk word) and the
    text's `korean`, where it came from, and the rule that writes it (slug), if any."""

    english: str
    korean: str
    origin: str
    rule: str | None = None


def english_key(text: str) -> tuple[str, ...]:
    """An English term as the analyzer sees it: stemmed lowercase words ("state-based" ->
    ("state", "base"))."""
    return tuple(term.text for term in analyze(text) if term.text.isascii())


@dataclass
class Glossary:
    """English -> Korean and Korean -> English term lists, keyed by analyzed words, and the
    table-talk words with the text's word for each."""

    english: dict[tuple[str, ...], set[str]] = field(default_factory=dict)
    korean: dict[str, set[str]] = field(default_factory=dict)
    slang: dict[str, str] = field(default_factory=dict)

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

    def to_json(self) -> dict[str, object]:
        """Plain data for storing next to the index."""
        return {
            "pairs": sorted([" ".join(key), korean]
                            for key, values in self.english.items() for korean in values),
            "korean": sorted([korean, english]
                             for korean, values in self.korean.items() for english in values),
            "slang": dict(sorted(self.slang.items())),
        }

    @classmethod
    def from_json(cls, data: dict[str, object]) -> Glossary:
        """The glossary `to_json()` stored."""
        glossary = cls()
        for english, korean in data.get("pairs", []):  # type: ignore[attr-defined]
            glossary.english.setdefault(tuple(english.split()), set()).add(korean)
        for korean, english in data.get("korean", []):  # type: ignore[attr-defined]
            glossary.korean.setdefault(korean, set()).add(english)
        glossary.slang = dict(data.get("slang", {}))  # type: ignore[call-overload]
        return glossary


def _is_card_name(english: str) -> bool:
    """"Karn Liberated", "Volrath's Shapeshifter": every word capitalized, two or more."""
    words = [word for word in _LATIN_WORD_RE.findall(english.replace("'s", ""))]
    return len(words) >= 2 and all(word[0].isupper() for word in words)


def extract_terms(texts: Iterable[tuple[str | None, str]]) -> list[GlossaryEntry]:
    """Pairs written "한국어(English)" in (rule slug, text) items, each with the first rule
    that writes it, in order of appearance.

    The Korean side takes as many words before the parenthesis as the English has words
    (hyphenated parts count), at most four: "턴에 기반한 행동(turn-based action)".
    """
    entries: list[GlossaryEntry] = []
    seen: set[tuple[str, str]] = set()
    for slug, text in texts:
        for match in _PAIR_RE.finditer(text):
            korean_words = match.group(1).split()
            english = " ".join(match.group(2).replace("’", "'").split()).strip(" '-")
            latin_words = _LATIN_WORD_RE.findall(english)
            if _is_card_name(english) or english.lower() in _NOT_TERMS:
                continue  # a card name ("Karn Liberated") or a grammar word, not a term
            if english.isupper() and len(english) >= 3:
                continue  # an abbreviation ("APNAP") stands for words the text spelled out
            kept = korean_words[-min(4, len(latin_words)) :]
            # A leading word ending in a case particle starts the sentence, not the term:
            # "피해는 정화단(cleanup step)" is the term "정화단".
            while len(kept) > 1 and kept[0].endswith(_BOUNDARY_PARTICLES):
                kept = kept[1:]
            if kept[-1] in _GENERIC_HEADS:
                continue  # "앤티 룰(ante)": the text names the word; "앤티(ante)" pairs it
            korean = " ".join(kept)
            stem = strip_particle(korean)
            if len(stem) < 2 and stem not in SINGLE_SYLLABLE_NOUNS:
                continue
            pair = (english.lower(), korean)
            if pair not in seen:
                seen.add(pair)
                entries.append(GlossaryEntry(pair[0], korean, TEXT, slug))
    return entries


# "(See rule 614, “Replacement Effects.”)": the text cites rules by their English titles.
_CITED_TITLE_RE = re.compile(
    r"[Rr]ules?\s+(\d{3}(?:\.\d+[a-z]?)?)\s*,?\s*[“\"]([A-Za-z][A-Za-z '/-]{1,70}?)[.,]?[”\"]"
)


def extract_titles(rules: Iterable[tuple[str, str, str]]) -> list[GlossaryEntry]:
    """English rule titles the text cites ("See rule 504, “Draw Step.”"), each paired with
    the Korean title of that rule where this edition has it ("카드뽑기단"). A title cited
    with two numbers (the text once cites 116 for "Timing and Priority") goes with the
    number cited most often."""
    rules = list(rules)
    titles = {slug: title for slug, title, _ in rules if title}
    cited: dict[str, Counter[str]] = {}
    for _, _, text in rules:
        for match in _CITED_TITLE_RE.finditer(text):
            english = " ".join(match.group(2).split()).lower()
            cited.setdefault(english, Counter())[match.group(1)] += 1
    entries = []
    for english, numbers in cited.items():
        number = numbers.most_common(1)[0][0]
        if number in titles:
            entries.append(GlossaryEntry(english, titles[number], TEXT, number))
            # Judges leave the kind off: "shared team turns", "two-headed giant".
            short = re.sub(r" (?:option|options|variant)$", "", english)
            if short != english:
                entries.append(GlossaryEntry(short, titles[number], TEXT, number))
    return entries


def extract_pairs(texts: Iterable[str]) -> list[tuple[str, str]]:
    """(English, Korean) pairs written "한국어(English)" in the texts (see `extract_terms`)."""
    return [(entry.english, entry.korean)
            for entry in extract_terms((None, text) for text in texts)]


def _defining_rule(korean: str, rules: list[tuple[str, str, str]]) -> str | None:
    """The rule that defines a Korean term: the one titled so, else the first whose text
    opens with it, else the first that uses it. `rules` are (slug, title, text)."""
    compact = korean.replace(" ", "")
    for slug, title, _ in rules:
        if title.replace(" ", "") == compact:
            return slug
    for slug, title, _ in rules:
        if title and title.replace(" ", "").endswith(compact):
            return slug  # "Magic의 황금률"
    for slug, _, text in rules:
        if text.replace(" ", "")[: len(compact) + 4].find(compact) != -1:
            return slug
    return next((slug for slug, _, text in rules if compact in text.replace(" ", "")), None)


def glossary_entries(rules: Iterable[tuple[str, str, str]]) -> list[GlossaryEntry]:
    """Every glossary entry for the rules given as (slug, title, text with examples): the
    text's own pairs, then the curated list and the table talk, each linked to the rule that
    defines its Korean term (None where no rule uses it)."""
    rules = list(rules)
    titled = {title.replace(" ", ""): slug for slug, title, _ in rules if title}
    entries = [
        # "서고(library)" is written in 103.2 but defined by 401 "서고".
        GlossaryEntry(entry.english, entry.korean, entry.origin,
                      titled.get(entry.korean.replace(" ", ""), entry.rule))
        for entry in extract_terms((slug, f"{title} {text}") for slug, title, text in rules)
    ]
    entries += [entry for entry in extract_titles(rules)
                if (entry.english, entry.korean) not in {(e.english, e.korean) for e in entries}]
    written = {(entry.english, entry.korean) for entry in entries}
    for english, koreans in CURATED.items():
        for korean in koreans:
            if (english, korean) not in written:  # the text pairs it itself somewhere
                entries.append(GlossaryEntry(english, korean, CURATED_ORIGIN,
                                             _defining_rule(korean, rules)))
    for slang, formal in SLANG.items():
        entries.append(GlossaryEntry(slang, formal, SLANG_ORIGIN, _defining_rule(formal, rules)))
    return entries


def build_glossary(entries: Iterable[GlossaryEntry]) -> Glossary:
    """The query-time glossary from stored or freshly extracted entries."""
    glossary = Glossary()
    for entry in entries:
        if entry.origin == SLANG_ORIGIN:
            glossary.slang[entry.english] = entry.korean
        else:
            glossary.add(entry.english, entry.korean)
    return glossary
