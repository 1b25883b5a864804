"""One vocabulary: the words the shipped rules text uses, and the other words people use for them.

Judges read the rules text; a UI that says 상태 기반 행동 where the text says 상태 참조 행동 makes
them look for a term that isn't there. `NOT_THE_RULES_WORD` maps each word players or other
translations use to the word of the shipped text. tests/rulings/test_vocabulary.py checks that
each rules word really is the text's, and that no UI string (templates, Korean messages, the
engine's Korean messages, scripts) uses one of the others. Search reads the same table, so a
query in the other words finds the rules' (rulings/search/query.py).
"""
from __future__ import annotations

NOT_THE_RULES_WORD: dict[str, str] = {
    "상태 기반 행동": "상태 참조 행동",  # state-based actions (704; 121.4 has it once, 30 to 1)
    "접촉사": "치명타",  # deathtouch (122.1b, 702.2)
    "파괴불능": "무적",  # indestructible (122.1b, 702.12)
    "트램플": "돌진",  # trample (122.1b)
    "헥스프루프": "방호",  # hexproof (122.1b)
    "생명흡수": "생명연결",  # lifelink (122.1b)
    "속공": "신속",  # haste (122.1b)
    "퍼머넌트": "지속물",  # permanent (110)
    "묘지": "무덤",  # graveyard (404)
    "라이브러리": "서고",  # library (401); software "libraries" are named otherwise in the UI
    "종속성": "종속",  # dependency (613.7: "종속", "종속적"; 종속성 once)
}
