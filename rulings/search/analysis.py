"""Korean-aware text analysis for the rules search.

Korean in the rules text (and in judges' queries) is written with inconsistent spacing
("대체효과" / "대체 효과") and with particles glued to nouns ("전장에", "전장의"). A
morphological analyzer is heavy (Kiwi: ~220 MB on disk, 250-500 MB RAM) and did no better on
this text, so the analysis is purely lexical:

* a Hangul word loses its trailing particle ("전장에" -> "전장", "효과들이" -> "효과"), unless
  the ending is part of a common noun ("효과", "추가", "정의"), and a verb its ending, so the
  rules' sentences and a judge's question meet ("들어옵니다" / "들어오나요" -> "들어오",
  "활성화했으면" -> "활성화", "떠나면" -> "떠나", "놓일지를" -> "놓이");
* the word is indexed as character bigrams ("대체" "체효" "효과") and, from three syllables
  on, as itself ("레이어", so it outranks "플레이어"); a one-syllable noun that bigrams
  cannot represent ("손", "턴", "덱") is indexed as a unigram;
* the word's first syllable is indexed as a prefix term ("뽑~" for "뽑기단", "뽑는다"), so
  a verb conjugated differently ("뽑나요") still meets its one-syllable stem;
* a bigram spanning the space between two words ("대체 효과" -> "체효") is indexed too, so a
  query typed without spaces matches text written with them and vice versa;
* Latin words are lowercased and Porter-stemmed ("actions" -> "action");
* rule numbers ("613.3b", "509.1", "702") stay single tokens.

`analyze()` is the pure function; `KoreanTokenizer` wraps it for Whoosh. Both index and
query text go through the same function, so they always agree.
"""
from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache

from whoosh.analysis import Token, Tokenizer
from whoosh.lang.porter import stem as porter_stem

from rulings.text import normalize

# Full-width ASCII (typed on some phone keyboards) folds onto ASCII, one char for one char,
# so character offsets stay valid for highlighting.
# One alternation in priority order: a rule number, any other number, a Latin word, a Hangul run.
_TOKEN_RE = re.compile(
    r"(?P<number>(?<![\d.])\d{3}(?:\.\d{1,3}[a-z]?)?(?![\d]))"
    r"|(?P<digits>\d+)"
    r"|(?P<latin>[a-z][a-z']*)"
    r"|(?P<hangul>[가-힣]+)"
)
_SPACE_ONLY = re.compile(r"[ \t]+")
PREFIX_MARK = "~"  # "뽑~": the first syllable of a word

# Particles and endings glued to nouns, longest first so "에서는" wins over "는".
PARTICLES: tuple[str, ...] = tuple(
    sorted(
        [
        "에서는", "에게서", "으로는", "으로도", "에서도", "에게는", "까지는", "부터는", "이라는",
        "이라고", "에서", "에게", "한테", "으로", "까지", "부터", "이나", "보다", "처럼", "마다",
        "에는", "와는", "과는", "에도", "로는", "로도", "대로", "이라", "이며", "이고", "이든",
        "이면", "들의", "들이", "들을", "들은", "들에", "에", "의", "을", "를", "이", "가", "은",
        "는", "도", "와", "과", "로", "만", "들",
    ],
        key=len,
        reverse=True,
    )
)
# Endings that make a verb of a noun ("플레이하는" -> "플레이", "적용된다" -> "적용"): the
# rules use 하다/되다 verbs everywhere, and the noun is what a judge searches for.
VERB_ENDINGS: tuple[str, ...] = tuple(sorted(
    [
        "하는", "하면", "하여", "하고", "하지", "한다", "합니다", "했다", "했던", "하기", "해야",
        "해서", "하려", "할", "한", "함", "했을", "되는", "되면", "되어", "되고", "되지", "된다",
        "됩니다", "되었", "된", "될", "됨", "시키는", "시킨다", "시킨", "한다면", "된다면",
        "하나요", "되나요", "하는지", "되는지", "할까요", "될까요", "하려면", "되려면",
    ],
    key=len, reverse=True,
))
# Nouns whose last syllable looks like a particle; never strip these endings.
PROTECTED_ENDINGS: tuple[str, ...] = (
    "효과", "결과", "초과", "통과", "추가", "평가", "참가", "대가", "증가", "플레이", "사이",
    "차이", "높이", "길이", "정도", "속도", "정의", "주의", "동의", "임의", "합의", "경로",
    "조종자", "소유자", "파괴", "이상", "이하", "이후", "이전", "마나", "하나", "자기", "제한",
)
# One-syllable nouns common in the rules; "손에" may shrink to "손" only for these.
SINGLE_SYLLABLE_NOUNS = frozenset("손턴덱단팀땅색수점값곳때쪽장판밤낮위앞뒤안밖말룰독")


@dataclass(frozen=True, slots=True)
class Term:
    """One index/query term and the span of text it came from."""

    text: str
    start: int
    end: int


def strip_particle(word: str) -> str:
    """The noun stem of a Hangul word: "전장에" -> "전장", "플레이어들은" -> "플레이어"."""
    if word.endswith(PROTECTED_ENDINGS):
        return word
    for particle in PARTICLES:
        if not word.endswith(particle):
            continue
        stem = word[: -len(particle)]
        if _cuts_protected(word, len(stem)):
            continue  # "대체효과는" is "대체효과" + "는", not "대체효" + "과는"
        if len(stem) >= 2 or (len(stem) == 1 and stem in SINGLE_SYLLABLE_NOUNS):
            # "효과들이": the plural 들 sits between noun and particle.
            if particle != "들" and len(stem) >= 3 and stem.endswith("들"):
                stem = stem[:-1]
            return stem
    return word


# Endings of other verbs, the rules' sentence endings ("들어옵니다", "받습니다") and a
# question's ("들어오나요", "되는지"): cut only where at least two syllables remain, since
# a short word ending so is usually a noun ("서고", "앞면").
GENERIC_ENDINGS: tuple[str, ...] = tuple(sorted(
    [
        "습니다", "는다면", "ㄴ다면", "다면", "는다", "ㄴ다", "ㅂ니다", "나요", "는지", "ㄹ까요",
        "ㄹ지", "거나", "지만", "도록", "면서", "려면",
    ],
    key=len, reverse=True,
))
_JAMO_FINALS = {"ㄴ": 4, "ㄹ": 8, "ㅂ": 17}  # Hangul final-consonant indexes


def _has_final(syllable: str) -> bool:
    """Whether a Hangul syllable ends in a consonant (받침): "상" yes, "드" no."""
    code = ord(syllable) - 0xAC00
    return 0 <= code < 11172 and code % 28 != 0


def _is_hangul(text: str) -> bool:
    """Whether every character of `text` is a Hangul syllable."""
    return all("가" <= c <= "힣" for c in text)


def strip_conditional(word: str, shortest: int = 2) -> str | None:
    """The stem before the conditional ending: "떠나면" -> "떠나", "뽑으면" -> "뽑"; None if
    the word does not end so. -면 follows a vowel, -으면 a consonant, so "앞면", "뒷면" and
    "양면" (a consonant before 면) are nouns, not conditionals. A noun made conditional by
    the copula ("생물이라면", "이상이면") is the noun (strip_copula())."""
    noun = strip_copula(word)
    if noun is not None:
        return noun
    if word.endswith("으면"):
        stem = word[:-2]
    elif word.endswith("면") and len(word) >= 2 and not _has_final(word[-2]):
        stem = word[:-1]
    else:
        return None
    return stem if len(stem) >= shortest and _is_hangul(stem) else None


def _strip_generic_ending(word: str) -> str | None:
    conditional = strip_conditional(word)
    if conditional is not None:
        return conditional
    if word.endswith("습니다"):
        return word[:-3] if len(word) >= 5 else None  # "받습니다" is not "받스" + ㅂ니다
    for ending in GENERIC_ENDINGS:
        final = _JAMO_FINALS.get(ending[0])
        if final is None:
            if word.endswith(ending) and len(word) - len(ending) >= 2:
                return word[: -len(ending)]
            continue
        # "들어옵니다": the ending's first sound is the last syllable's final consonant.
        rest = ending[1:]
        if not word.endswith(rest) or len(word) - len(rest) < 2:
            continue
        syllable = word[-len(rest) - 1]
        code = ord(syllable) - 0xAC00
        if 0 <= code < 11172 and code % 28 == final:
            return word[: -len(rest) - 1] + chr(0xAC00 + code - final)
    return None


# The past of a 하다/되다 verb ("활성화했으면", "적용되었다"): the noun before it.
_PAST_RE = re.compile(
    r"^([가-힣]{2,}?)(?:했|하였|되었|됐)(?:다|고|으면|으며|을|던|는지|지만|는데|습니다|나요)?$"
)


def strip_copula(word: str) -> str | None:
    """The noun before "if it is" (the copula 이다 made conditional): "이상이면" -> "이상",
    "생물이라면" -> "생물", "플레이어라면" -> "플레이어"; None if the word does not end so.
    이면 / 이라면 follow a consonant, 라면 a vowel. A one-syllable stem is a verb's
    ("죽이면", "놓이면", "쌓이면"), as is one ending in 들 ("받아들이면"): not cut."""
    for ending, final in (("이라면", True), ("이면", True), ("라면", False)):
        noun = word[: -len(ending)]
        if (word.endswith(ending) and len(noun) >= 2 and not noun.endswith("들")
                and _has_final(noun[-1]) == final and _is_hangul(noun)):
            return noun
    return None


# Particles that end a noun and never sit inside one, after which a judge's unspaced query
# ("기권을하면은", "대지를한턴에두번") has a word boundary; longest first.
SPLIT_PARTICLES: tuple[str, ...] = ("에서", "에게", "으로", "을", "를", "에")
# A native numeral and the one-syllable counter after it ("한턴", "두번", "세장"): two words.
NUMERALS = frozenset("한두세네")
COUNTERS = frozenset("턴번장개명점")


def respace(text: str) -> str:
    """The text with the spaces a judge left out after a particle or between a numeral and its
    counter put back ("기권을하면은" -> "기권을 하면은", "대지를한턴에두번" -> "대지를 한 턴에
    두 번"), so an unspaced query is analysed as its spaced form is. A particle splits a word
    only with two syllables or a one-syllable noun before it (SINGLE_SYLLABLE_NOUNS) and two
    syllables after it, and never inside a protected noun."""
    return " ".join(" ".join(piece for piece in _respace_word(word) if piece)
                    for word in text.split())


def _respace_word(word: str) -> list[str]:
    if not _is_hangul(word):
        return [word]
    if len(word) >= 2 and word[0] in NUMERALS and word[1] in COUNTERS:
        # "한턴에두번": the numeral, the counter with its particle, then the rest.
        rest = word[2:]
        particle = next((p for p in PARTICLES if rest.startswith(p)
                         and len(rest) - len(p) != 1), "")
        if len(rest) - len(particle) == 1:
            return [word]
        return [word[0], word[1] + particle, *_respace_word(rest[len(particle):])]
    for start in range(1, len(word) - 2):
        if not word.startswith(SPLIT_PARTICLES, start):
            continue
        # The longest particle there: "에게서는" is one ("플레이어에게서는"), not 에게 + 서는.
        particle = next(p for p in PARTICLES if word.startswith(p, start))
        end = start + len(particle)
        stem, rest = word[:start], word[end:]
        if (len(rest) >= 2 and (len(stem) >= 2 or stem in SINGLE_SYLLABLE_NOUNS)
                and not _cuts_protected(word, end)):
            return [word[:end], *_respace_word(rest)]
    return [word]


@lru_cache(maxsize=65536)
def strip_ending(word: str) -> str:
    """The noun or verb stem of a Hangul word, without particle or verb ending."""
    stem = _strip_verb_ending(word)
    if stem is not None:
        return stem
    noun = strip_particle(word)
    if noun != word and len(noun) >= 3:
        # A clause made a noun by its particle: "놓일지를", "들어오는지를".
        return _strip_verb_ending(noun) or noun
    return noun


def _strip_verb_ending(word: str) -> str | None:
    past = _PAST_RE.match(word)
    if past and not _cuts_protected(word, len(past.group(1))):
        return past.group(1)
    for ending in VERB_ENDINGS:
        if word.endswith(ending) and len(word) - len(ending) >= 2:
            if _cuts_protected(word, len(word) - len(ending)):
                continue
            return word[: -len(ending)]
    if not word.endswith(PROTECTED_ENDINGS):
        stem = _strip_generic_ending(word)
        if stem is not None and not _cuts_protected(word, len(stem)):
            return stem
    return None


def _cuts_protected(word: str, cut: int) -> bool:
    """Whether cutting the word at `cut` would split one of the protected nouns."""
    if word[:cut].endswith(PROTECTED_ENDINGS):
        return False  # "플레이|하는": a protected noun ends at the cut
    for noun in PROTECTED_ENDINGS:
        index = word.rfind(noun, 0, cut + len(noun))
        if index != -1 and index < cut < index + len(noun):
            return True
    return False


def analyze(text: str) -> list[Term]:
    """Split text into search terms (see the module docstring), in text order."""
    value = normalize(text)
    terms: list[Term] = []
    previous_hangul: tuple[str, int, bool] | None = None  # (stem, end offset, stripped?)
    for match in _TOKEN_RE.finditer(value):
        kind = match.lastgroup
        start, end = match.span()
        word = match.group()
        if kind != "hangul":
            previous_hangul = None
            if kind == "latin":
                word = word.strip("'")
                if word:
                    terms.append(Term(porter_stem(word), start, end))
            else:
                terms.append(Term(word, start, end))
            continue
        stem = strip_ending(word)
        if (
            previous_hangul is not None
            and not previous_hangul[2]
            and _SPACE_ONLY.fullmatch(value, previous_hangul[1], start)
        ):
            # Bridge bigram: "대체 효과" also yields "체효", as if written "대체효과".
            terms.append(Term(previous_hangul[0][-1] + stem[0], previous_hangul[1] - 1, start + 1))
        if len(stem) == 1:
            terms.append(Term(stem, start, start + 1))
        elif len(stem) >= 3:
            # The whole word too: "레이어" must not match "플레이어" as well as itself.
            terms.append(Term(stem, start, start + len(stem)))
        if len(stem) >= 2 or stem not in SINGLE_SYLLABLE_NOUNS:
            # A one-syllable verb stem ("뽑" of "뽑나요") meets "뽑는다", "뽑기단" here.
            terms.append(Term(stem[0] + PREFIX_MARK, start, start + 1))
        for offset in range(len(stem) - 1):
            terms.append(Term(stem[offset : offset + 2], start + offset, start + offset + 2))
        previous_hangul = (stem, start + len(stem), stem != word)
    return terms


@lru_cache(maxsize=512)
def analyze_stored(text: str) -> tuple[Term, ...]:
    """`analyze()` of a stored rule text, kept for the next query that shows the same rule:
    analyzing the texts of the results for their snippets was most of a search's time, and
    the same rules come up again and again (at most 512 texts, about 5 MB)."""
    return tuple(analyze(text))


def _tokens(terms: list[Term], positions: bool, chars: bool, mode: str,
            start_pos: int, start_char: int, kwargs: dict) -> Iterator[Token]:
    token = Token(positions, chars, mode=mode, **kwargs)
    for index, term in enumerate(terms):
        token.text = term.text
        token.boost = 1.0
        token.stopped = False
        if positions:
            token.pos = start_pos + index
        if chars:
            token.startchar = start_char + term.start
            token.endchar = start_char + term.end
        yield token


class KoreanTokenizer(Tokenizer):
    """Whoosh tokenizer producing `analyze()` terms (bigrams, stems, rule numbers)."""

    def __call__(self, value: str, positions: bool = False, chars: bool = False,
                 keeporiginal: bool = False, removestops: bool = True, start_pos: int = 0,
                 start_char: int = 0, tokenize: bool = True, mode: str = "",
                 **kwargs: object) -> Iterator[Token]:
        return _tokens(analyze(value), positions, chars, mode, start_pos, start_char, kwargs)
