"""The sandbox's stack and combat views (issues 25 and 26): the stack drawn as a pile, top
first, with controllers and targets; who attacks whom and who blocks whom at every step, with
the damage as it is dealt; the damage division asked of the attacking player in Korean."""
from __future__ import annotations

import copy
import json
import re

import pytest

pytestmark = pytest.mark.django_db
HTMX = {"HTTP_HX_REQUEST": "true"}

COMBAT = {
    "format": 1, "title": "Trample over two blockers",
    "players": [{"id": "A"}, {"id": "B"}], "active_player": "A",
    "objects": [
        {"id": "wurm", "name": "Wurm", "types": ["Creature"], "power": 5, "toughness": 5,
         "controller": "A", "keywords": ["Trample"]},
        {"id": "bear", "card": "Grizzly Bears", "controller": "B"},
        {"id": "elf", "name": "Elf", "types": ["Creature"], "power": 1, "toughness": 1,
         "controller": "B"},
    ],
    "events": [
        {"type": "attack", "attackers": [{"object": "wurm", "defending": "B"}]},
        {"type": "block", "blockers": [{"object": "bear", "blocking": "wurm"},
                                       {"object": "elf", "blocking": "wurm"}]},
        {"type": "combat_damage"},
    ],
    "choices": [],
}

CAST = {
    "format": 1, "title": "Shock, answered by Giant Growth",
    "players": [{"id": "A"}, {"id": "B"}], "active_player": "A",
    "objects": [
        {"id": "bear", "card": "Grizzly Bears", "controller": "B"},
        {"id": "shock", "card": "Shock", "controller": "A", "zone": "hand"},
        {"id": "growth", "card": "Giant Growth", "controller": "B", "zone": "hand"},
    ],
    "events": [
        {"type": "cast", "player": "A", "object": "shock", "targets": ["bear"]},
        {"type": "cast", "player": "B", "object": "growth", "targets": ["bear"]},
        {"type": "resolve"}, {"type": "resolve"},
    ],
    "choices": [],
}


def _run(client, scenario, **extra):
    """The editor page after running `scenario` from the JSON tab."""
    data = {"tab": "json", "json": json.dumps(scenario), "action": "run", **extra}
    return client.post("/sandbox/", data, **HTMX).content.decode()


def _step(html, number):
    """The HTML of step `number` of the run's timeline."""
    start = html.index(f'id="run-step-{number}"')
    end = html.find('<li class="sb-step', start + 1)
    return html[start:end if end != -1 else len(html)]


def _text(fragment):
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", fragment))


def test_the_stack_is_drawn_top_first_with_controllers_and_targets(client):
    """405.1, 601.2c: given Shock cast by A at the bears and Giant Growth cast by B in
    response, when the scenario runs, then the step of the response draws the stack with
    Giant Growth on top (resolving next), each spell's controller, and its target named."""
    html = _run(client, CAST)

    stack = _step(html, 6)
    pile = stack[stack.index('class="sb-stack-pile"'):]
    assert pile.index('data-stack="growth"') < pile.index('data-stack="shock"')
    top = pile[pile.index('sb-stack-top'):pile.index('data-stack="shock"')]
    assert 'data-stack="growth"' in top
    assert "맨 위: 다음에 해결됩니다" in _text(top)
    assert "B의 주문" in _text(top)
    assert "Grizzly Bears" in _text(top) and "<code>bear</code>" in top
    assert "A의 주문" in _text(pile[pile.index('data-stack="shock"'):])


def test_the_stack_shrinks_as_its_top_resolves(client):
    """608.2, 405.5: given the same stack, when the first resolve event resolves Giant
    Growth, then the next stack drawn holds Shock alone, and the final state has no stack."""
    html = _run(client, CAST)

    after_growth = _step(html, 11)
    assert 'data-stack="shock"' in after_growth and 'data-stack="growth"' not in after_growth
    final = html[html.index("sb-board-wrap"):html.index('data-timeline')]
    assert "sb-stack-pile" not in final


def test_the_combat_view_shows_who_attacks_whom_and_who_blocks(client):
    """506.3, 509.1a: given the wurm attacking B and the bears and the elf blocking it, when
    the scenario stops at the division question, then the final state's combat view shows
    the wurm attacking player B, blocked by both."""
    html = _run(client, COMBAT)

    final = html[html.index("sb-board-wrap"):html.index('data-timeline')]
    attack = final[final.index('<li class="sb-attack"'):]
    assert 'data-attacker="wurm" data-defending="B"' in attack
    assert 'data-blocker="bear"' in attack and 'data-blocker="elf"' in attack
    assert "플레이어 B" in _text(attack) and "방어하는 생물" in _text(attack)


def test_an_attacker_no_creature_blocks_says_so(client):
    """508.1f: given the attack event alone, when it runs, then the combat view says no
    creature is blocking the wurm, and the wurm is tapped by attacking."""
    scenario = {**copy.deepcopy(COMBAT), "events": COMBAT["events"][:1]}

    html = _run(client, scenario)

    final = html[html.index("sb-board-wrap"):html.index('data-timeline')]
    assert "방어하는 생물 없음" in _text(final)
    assert "탭됨" in _text(final[final.index('class="sb-attack"'):])


def test_the_damage_division_is_asked_of_the_attacking_player_in_korean(client):
    """510.1c: given a trampler blocked by two creatures and no answer, when it runs, then
    the attacking player A is asked in Korean how to divide the damage, with the options
    as buttons."""
    html = _run(client, COMBAT)

    pending = html[html.index('class="sb-pending"'):]
    assert "플레이어 A의 선택이 필요합니다" in _text(pending)
    assert "어떻게 나눕니까" in _text(pending)
    assert 'value="choose:bear=2,elf=1,B=2"' in pending


def test_damage_is_shown_as_it_is_dealt(client):
    """510.2, 120.3: given the division answered (bears 2, elf 1, B 2), when the damage
    step runs, then its steps are marked as dealing damage, and the combat view after the
    damage shows B's life 20 → 18 and the wurm's damage 0 → 3; after the end of combat
    (511.3) the view says combat is over."""
    scenario = {**copy.deepcopy(COMBAT),
                "choices": [{"player": "A", "choose": {"bear": 2, "elf": 1, "B": 2}}]}

    html = _run(client, scenario)

    assert html.count("sb-damage-step") >= 5
    dealt = next(_step(html, number) for number in range(14, 40)
                 if 'class="sb-life sb-changed"' in _step(html, number))
    assert "<del>20</del> → <ins>18</ins>" in dealt
    wurm = dealt[dealt.index('data-attacker="wurm"'):]
    assert "<del>0</del> → <ins>3</ins>" in wurm
    assert "전투가 끝났습니다" in html
    final = html[html.index("sb-board-wrap"):html.index('data-timeline')]
    assert 'class="sb-attack"' not in final


def test_the_attacking_player_can_type_any_division(client):
    """510.1c: given the division question, when A types bears 3, elf 1, B 1 in its inputs
    and divides, then the answer is A's division object and B ends at 19 life."""
    html = _run(client, COMBAT)
    assert 'name="division.bear"' in html and 'name="division.B"' in html

    answered = _run(client, COMBAT, **{"action": "divide", "division.bear": "3",
                                       "division.elf": "1", "division.B": "1"})

    assert 'class="sb-pending"' not in answered
    assert "<del>20</del> → <ins>19</ins>" in answered
    assert re.search(r'"player":\s*"A",\s*"choose":\s*\{\s*"bear":\s*3,\s*"elf":\s*1,'
                     r'\s*"B":\s*1\s*\}', answered.replace("&quot;", '"'))


def test_an_illegal_typed_division_is_refused_in_korean(client):
    """702.19b: given the trampler, when A assigns 4 to B and 1 to the bears (less than
    lethal damage to a blocker), then the engine refuses the division and says so in
    Korean, naming the rule."""
    answered = _run(client, COMBAT, **{"action": "divide", "division.bear": "1",
                                       "division.B": "4"})

    problem = answered[answered.index('class="sb-problems"'):]
    assert re.search("[가-힣]", _text(problem)[:400])
    assert "702.19" in problem[:2000] or "510.1c" in problem[:2000]


def test_an_attacker_whose_blockers_died_is_still_shown_blocked(client):
    """509.1h: given the bears and the elf destroyed by the wurm's damage, when the combat
    view shows the board after the damage, then it says the wurm stays blocked, never that
    no creature blocks it."""
    scenario = {**copy.deepcopy(COMBAT),
                "choices": [{"player": "A", "choose": {"bear": 2, "elf": 1, "B": 2}}]}

    html = _run(client, scenario)

    dealt = next(_step(html, number) for number in range(14, 40)
                 if 'class="sb-life sb-changed"' in _step(html, number))
    assert "방어된 상태로 남습니다" in _text(dealt) and "509.1h" in dealt
    assert "방어하는 생물 없음" not in _text(dealt)


def test_the_stack_is_drawn_at_every_step_while_it_holds_something(client):
    """405.1: given Shock and Giant Growth on the stack, when the judge steps to Giant
    Growth's resolution (step 8, which changes nothing on the stack yet), then that step
    still draws the stack, Giant Growth on top."""
    html = _run(client, CAST)

    resolving = _step(html, 8)
    pile = resolving[resolving.index('class="sb-stack-pile"'):]
    assert pile.index('data-stack="growth"') < pile.index('data-stack="shock"')


def test_the_views_speak_english_with_the_switch(client):
    """Given the English switch, when the combat and the cast run, then the combat view, the
    stack and the division question are in English, naming the player."""
    client.cookies["django_language"] = "en"

    combat = _text(_run(client, COMBAT))
    stack = _text(_step(_run(client, CAST), 6))

    assert "Combat" in combat and "blocked by" in combat and "player B" in combat
    assert "Or divide the damage as player A chooses" in combat
    assert "top: resolves next" in stack and "B's spell" in stack


def test_a_trick_cast_during_combat_shows_the_stack_beside_the_combat(client):
    """500.2, 509.1: given the bears attacking and blocked by a Hill Giant, when A casts Giant
    Growth on the bears before damage, then the step that puts it on the stack draws the
    stack (Giant Growth, A's spell, targeting the bears) and the combat (bears blocked by the
    giant) together, and the bears survive as a 5/5 that killed the giant."""
    scenario = {
        "format": 1, "players": [{"id": "A"}, {"id": "B"}], "active_player": "A",
        "objects": [{"id": "bear", "card": "Grizzly Bears", "controller": "A"},
                    {"id": "giant", "card": "Hill Giant", "controller": "B"},
                    {"id": "growth", "card": "Giant Growth", "controller": "A", "zone": "hand"}],
        "events": [{"type": "attack", "attackers": [{"object": "bear"}]},
                   {"type": "block", "blockers": [{"object": "giant", "blocking": "bear"}]},
                   {"type": "cast", "player": "A", "object": "growth", "targets": ["bear"]},
                   {"type": "resolve"},
                   {"type": "combat_damage"}],
    }

    html = _run(client, scenario)

    both = next(_step(html, number) for number in range(1, 60)
                if 'data-stack="growth"' in _step(html, number))
    assert "A의 주문" in _text(both) and "<code>bear</code>" in both
    attack = both[both.index('<li class="sb-attack"'):]
    assert 'data-attacker="bear"' in attack and 'data-blocker="giant"' in attack
    final = html[html.index("sb-board-wrap"):html.index('data-timeline')]
    assert re.search(r'data-object="giant".*?data-column="zone"[^>]*>(무덤|graveyard)', final,
                     re.S)
