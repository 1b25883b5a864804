"""Question understanding: what shape of answer a question asks for, and the words that only
say it is a question.

A judge's question says what kind of rule answers it: "누가" (who) a rule naming a player or a
choice, "언제" (when) a step, a phase or a moment, "어디로" (where) the zone an object goes
to, "몇" (how many) a number, "~하면 어떻게 돼" (what happens) a consequence, "~해도 돼" /
"할 수 있나요" (may I) a permission or a restriction, "뜻" / "기준" (what is) a definition;
and the English equivalents.
`detect()` reads the intents off the query; `rule_intents()` reads off a rule's text which of
them it can answer (decided once, when the index is opened, and shipped in the offline
bundle), and ranking gives a mild boost where the two meet (query.INTENT_BONUS).
`question_phrases()` strips the words that only make the question ("할 수 있나요", "어떻게
되나요", "what happens if"), so they don't count as words to look for.

Each part is a switch of `Signals`, so the benchmark measures each on its own
(bench/search_quality.py --signals). The patterns are written in the common subset of
Python's and JavaScript's regular expressions: the offline search compiles the same strings.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, fields, replace

from .analysis import normalize

WHO, WHEN, WHERE, COUNT = "who", "when", "where", "count"
CONSEQUENCE, PERMISSION, DEFINITION = "consequence", "permission", "definition"
INTENTS = (WHO, WHEN, WHERE, COUNT, CONSEQUENCE, PERMISSION, DEFINITION)


@dataclass(frozen=True, slots=True)
class Signals:
    """Which parts of query understanding a search uses (all, on the site)."""

    thesaurus: bool = True  # the judges' thesaurus's Korean entries
    questions: bool = True  # the questions each rule answers (questions.py), indexed with it
    strip: bool = True  # question phrases dropped before matching
    who: bool = True
    when: bool = True
    where: bool = True
    count: bool = True
    consequence: bool = True
    permission: bool = True
    definition: bool = True
    # A short term's defining rule first (query._defining_rule()).
    term: bool = True
    # A concept the rules' headings name counts more than the story's words
    # (query.CONCEPT_WEIGHT).
    concepts: bool = True
    # A query of several concepts: a statement heads its cluster by less
    # (query.SPECIFIC_FAMILY_FACTOR).
    specific: bool = True
    # A concept a summary's title names (a keyword the text lacks: 비행, 돌진, 치명타) counts
    # as one a heading names (query.CONCEPT_WEIGHT; only with `concepts`).
    keywords: bool = True
    # A story naming a keyword: the keyword's subrule that states the interaction leads its
    # statement (situations.interaction_first()).
    interaction: bool = True
    # A story's verbs said the rules' way too ("맞았어" -> 피해: situations.STORY_WORDS).
    story: bool = True
    # ... and when the story names the keyword, that subrule leads the text's rules too.
    named: bool = True

    @classmethod
    def none(cls) -> Signals:
        """Every signal off."""
        return cls(**{f.name: False for f in fields(cls)})

    @classmethod
    def only(cls, *names: str) -> Signals:
        """Only the signals named on (ValueError naming an unknown one)."""
        known = {f.name for f in fields(cls)}
        unknown = [name for name in names if name not in known]
        if unknown:
            raise ValueError(f"unknown signal {', '.join(unknown)}: one of {', '.join(known)}")
        return replace(cls.none(), **{name: True for name in names})

    def intents(self) -> frozenset[str]:
        """The intents whose ranking signal is on."""
        return frozenset(name for name in INTENTS if getattr(self, name))


ALL_SIGNALS = Signals()
SIGNAL_NAMES = tuple(f.name for f in fields(Signals))

# What a question asks for, read off the (normalized) query.
QUESTION_PATTERNS: dict[str, str] = {
    WHO: r"누가|누구|(?<![a-z])who(?:se|m)?(?![a-z])",
    WHEN: r"언제|어느\s?(?:단계|시점|타이밍)|몇\s?번째\s?(?:단계|단)|(?<![a-z])when(?![a-z])",
    WHERE: r"어디|(?<![a-z])where(?![a-z])",
    COUNT: r"(?:^|\s)(?:몇|얼마)|(?<![a-z])how (?:many|much)(?![a-z])",
    CONSEQUENCE: r"어떻게\s?(?:돼|되|됩|된|하나|해야|처리)|어찌\s?(?:돼|되)|뭐가\s?(?:돼|되|일어)"
                 r"|(?<![a-z])what happens(?![a-z])",
    PERMISSION: r"(?:[해돼되써봐가]도|아도|어도)\s?(?:돼|되|됩|괜찮)|수\s?(?:있|없)[나어습을는니]"
                r"|가능(?:한가|해|합|할|하나)|(?<![a-z])(?:can|may) (?:i|you|a|we|my)(?![a-z])",
    DEFINITION: r"뜻|의미|기준|(?:[가-힣]|^)(?:이)?란(?:\s|$)"
                r"|(?<![a-z])(?:what is|what's|what are|meaning|means?|define)(?![a-z])",
}
# What a rule's text answers, read off its text (as stored, for display).
RULE_PATTERNS: dict[str, str] = {
    WHO: r"선택한다|선택합니다|정한다|정합니다|결정한다|결정합니다|조종자|소유자"
         r"|액티브 플레이어|논액티브 플레이어|상대",
    WHEN: r"단계|[탭킵기료화언]단|전투\s?시작|선언단|피해단|시작(?:할|될|하는|되는)?\s?때"
          r"|끝날\s?때|즉시|동안|다음 턴|처음",
    WHERE: r"(?:무덤|서고|손|추방 구역|전장|스택|커맨드 구역)[^.,]{0,12}?(?:에|으로|로)\s?"
           r"(?:놓|가|이동|들어|되돌|쌓|올)",
    CONSEQUENCE: r"(?:면|다면|경우에?는?),?\s[^.]{0,80}(?:된다|됩니다|진다|집니다|잃는다|잃습니다"
                 r"|패배|놓는다|놓습니다|넣는다|넣습니다|무효화)",
    PERMISSION: r"수\s?(?:없|있)|못한다|못합니다|불가능|허용|금지|해야 한다|해야 합니다",
    DEFINITION: r"(?:라고|다고)\s?(?:합니다|한다|부릅니다|부른다)"
                r"|[을를]\s?(?:말합니다|말한다|의미합니다|의미한다|뜻합니다|뜻한다)",
}
# A count in the text: a number that is not a rule reference ("15장", "40입니다", "30으로"),
# or a Korean numeral with its counter ("한 장", "3명", "딱 한번").
RULE_PATTERNS[COUNT] = (
    r"(?<![\d.])(?!\d{3}(?:\.\d|(?!\d)))\d+(?![\d.])"
    r"|(?:한|두|세|네|다섯|여섯|일곱|여덟|아홉|열)\s?(?:개|장|번|명|점|턴|가지)"
)
# Words of a question that say nothing about which rule is meant.
QUESTION_WORDS = frozenset(
    [
        "어떻게", "어떤", "무엇", "무엇이", "무엇을", "뭐", "뭐야", "뭐예요", "뭐에요", "뭔가요",
        "뭔가", "언제",
        "누가", "누구", "누구가", "왜", "어디", "어디로", "어디에", "어느", "몇", "하나요",
        "되나요", "인가요", "있나요", "없나요", "건가요", "한가요", "나요", "가요", "알려줘",
        "알려주세요", "궁금합니다", "궁금해요", "경우", "경우에", "경우는", "때는", "있어요",
        "되요", "돼요", "해요", "하면", "되면", "할까요", "될까요", "입니까", "합니까", "됩니까",
    ]
)
# English words that only glue a phrase together ("range of influence").
ENGLISH_STOP_WORDS = frozenset(
    {"the", "a", "an", "of", "to", "is", "are", "what", "how", "when", "who", "which", "does",
     "do", "in", "on", "for", "if", "with", "can"}
)
QUESTION_ENDINGS = ("하나요", "되나요", "인가요", "있나요", "없나요", "나요", "까요", "습니까",
                    "ㅂ니까", "가요", "죠", "요")


# Words and phrases that only make the question: "할 수 있나요", "어떻게 되나요".
QUESTION_PHRASES: tuple[str, ...] = (
    r"(?:(?<![가-힣])할\s?|을|를)?\s?수\s?(?:있|없)(?:나요|나|어요|어|습니까|을까요|을까|는지|는가|니|음)"
    r"(?=\s|$)",
    r"어떻게\s?(?:돼요|돼|되나요|되나|되요|됩니까|되는지|될까요|되죠|되는가|됨|하나요|해요"
    r"|해야\s?(?:하나요|돼요|되나요|합니까|해요|하죠))(?=\s|$)",
    r"(?<![a-z])(?:what happens(?: if| when)?|can i|may i|how (?:many|much)|is it)(?![a-z])",
)
# Single words of a question, beyond QUESTION_WORDS, dropped with the phrases.
QUESTION_EXTRA_WORDS = frozenset(
    {"돼", "되", "가", "가나", "가니", "갈까", "거야", "건지", "거죠", "해", "함", "됨", "할까",
     "해야", "돼야", "되야", "있음", "없음", "뭔지", "뭐지", "어디", "어디서", "어디에서",
     "뜻", "뜻은", "기준", "기준은", "의미는", "happen", "happens", "who", "when", "what",
     "whose", "meaning", "does", "do", "did", "is", "are", "was", "will", "would", "should",
     "i", "me", "my",
     # English: what only makes the question or points at the judge ("what does X mean",
     # "do I get", "can you"): said by every English question, named by no rule.
     "mean", "means", "it", "its", "they", "them", "their", "we", "our",
     "get", "gets", "got", "have", "has", "had", "be", "been", "still", "there",
     # Fillers of a spoken question: "그거에 대응", "뭘", "맞죠?"
     "그거", "그거에", "그게", "그걸", "뭘", "그냥", "혹시", "맞죠", "맞나요",
     "맞아요", "거예요", "건가요"}
)
# Question endings, beyond QUESTION_ENDINGS, cut with the phrases: "공격해도" -> "공격".
QUESTION_EXTRA_ENDINGS = ("해도", "돼도", "되도", "이란", "란")

_QUESTION_RES = {intent: re.compile(pattern) for intent, pattern in QUESTION_PATTERNS.items()}
_RULE_RES = {intent: re.compile(pattern) for intent, pattern in RULE_PATTERNS.items()}
_PHRASE_RES = tuple(re.compile(pattern) for pattern in QUESTION_PHRASES)


def detect(query: str) -> frozenset[str]:
    """The intents a query asks with ("우선권은 누가 받나요" -> {"who"})."""
    text = normalize(query)
    return frozenset(intent for intent, pattern in _QUESTION_RES.items() if pattern.search(text))


def rule_intents(text: str) -> frozenset[str]:
    """The intents a rule's text can answer: it names a player or choice, a step or moment, a
    number, a consequence, or what may or may not be done."""
    return frozenset(intent for intent, pattern in _RULE_RES.items() if pattern.search(text))


def question_phrases(text: str) -> str:
    """The (normalized) query without the phrases that only make it a question."""
    for pattern in _PHRASE_RES:
        text = pattern.sub(" ", text)
    return text


def strip_question(query: str, more: bool = True) -> str:
    """The query without its question words ("어떻게", "인가요"); with `more` (the "strip"
    signal), without the phrases and words intent.py knows too ("할 수 있나요")."""
    text = normalize(query).replace("?", " ").replace("？", " ")
    stop, endings = QUESTION_WORDS, QUESTION_ENDINGS
    if more:
        text = question_phrases(text)
        stop, endings = stop | QUESTION_EXTRA_WORDS, QUESTION_EXTRA_ENDINGS + endings
    words = []
    for word in text.split():
        if word in stop:
            continue
        if len(word) >= 3:
            for ending in endings:
                if word.endswith(ending) and len(word) > len(ending):
                    word = word[: -len(ending)]
                    break
            if word in stop:
                # "누구인가요" -> "누구": the question word with its ending.
                continue
        words.append(word)
    return " ".join(words) or query
