"""The importer's pure parsing: the three markups, the source's defects, citations, rendering.

Small snippets written in each markup pin each behaviour; the real seed files check that the
behaviour holds where the defects actually are.
"""
import re
from collections import Counter
from pathlib import Path

import pytest
from django.conf import settings

from rulings.importer import SeedError, parse_edition, parse_file, read_seed_dir
from rulings.importer.markup import Markup, detect_markup
from rulings.importer.references import cited_numbers
from rulings.importer.render import render

SEEDS = Path(settings.RULES_SEED_DIR)

JEKYLL = """---
layout: post
title: 6. 주문, 능력, 효과
description: 6. 주문, 능력, 효과 Spells, Abilities, and Effects
---

{% include toc.md %}

<br><a name="613"></a>

#### 613. 지속 효과들 간의 상호작용

<a name="613.1"></a>**613.1.** 개체의 특징들의 값은 결정됩니다.

<a name="613.1a"></a>
<p class="clause" markdown="1">**613.1a** Layer 1: 복사 효과. See [rule 706](/700#706).</p>
<p class="example" markdown="1"> **Example:** 복사 ![{T}](/assets/symbols/T.gif) 예시입니다.</p>

<a name="613.7a"></a>
<p class="clause" markdown="1">**613.7a** 어떤 효과가  </p>
(a)다른 효과와 같은 레이어에서 적용된다.
(b)한 효과를 적용하는 것이 영향을 미친다.
일 경우, 종속되어 있다고 합니다.

----
"""

PLAIN = """400. 일반
400.1. 구역은 개체가 게임 중에 존재하는 장소들을 말합니다.
400.4a 순간마법이나 집중마법 카드가 전장에 들어오려고 하면, 원래 구역에 남아있습니다.
Example: 예시 문장입니다.
401. 서고
401.1. 게임이 시작될 때, 각 플레이어의 덱은 자신의 서고가 됩니다.
"""

HEADINGS = """---
title: 8. 다인전 규칙
description: 8. 다인전 규칙 Multiplayer Rules
---

#### 800. 일반

800.1. 다인전은 시작할 때 2명이 넘는 플레이어가 참여하는 게임을 말합니다.

800.4a 플레이어가 게임을 떠날 때, 개체(See rule 109)는 게임을 떠납니다.
&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;__Example__: *알렉스는 Mind Control을 발동했습니다.*
&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;__Example__: *알렉스는 Act of Treason을 발동했습니다.*

810.7b 첫 문단입니다.
     둘째 문단입니다.
"""


@pytest.fixture(scope="module")
def edition():
    return parse_edition(read_seed_dir(SEEDS))


@pytest.fixture(scope="module")
def rules(edition):
    return {rule.slug: rule for rule in edition.rules}


def by_number(parsed):
    return {raw.number: raw for raw in parsed.raw_rules}


@pytest.mark.parametrize(("text", "markup"), [
    (JEKYLL, Markup.JEKYLL_HTML), (PLAIN, Markup.PLAIN), (HEADINGS, Markup.HEADINGS),
])
def test_detect_markup_tells_the_three_markups_apart(text, markup):
    """Anchored HTML, plain lines and `####` headings are recognized."""

    result = detect_markup(text)

    assert result is markup


def test_jekyll_markup_reads_headings_inline_numbers_clauses_and_examples():
    """001's style: a heading, a number right after its anchor, a <p> clause and an example."""

    parsed = parse_file("jekyll.txt", JEKYLL)

    raw = by_number(parsed)
    assert list(raw) == ["613", "613.1", "613.1a", "613.7a"]
    assert raw["613"].title == "지속 효과들 간의 상호작용"
    assert raw["613.1"].body == ["개체의 특징들의 값은 결정됩니다."]
    assert len(raw["613.1a"].examples) == 1


def test_jekyll_front_matter_names_the_section_in_both_languages():
    """The title gives the Korean name, the description the English one."""

    parsed = parse_file("jekyll.txt", JEKYLL)

    assert (parsed.section, parsed.title, parsed.title_en) == (
        6, "주문, 능력, 효과", "Spells, Abilities, and Effects")


def test_jekyll_lines_after_a_clause_continue_it():
    """613.7a's (a)/(b) list, plain lines under the clause, stays part of 613.7a."""

    parsed = parse_file("jekyll.txt", JEKYLL)

    body = by_number(parsed)["613.7a"].body
    assert len(body) == 4
    assert body[1].startswith("(a)다른")


def test_plain_markup_reads_titles_rules_subrules_and_examples():
    """002's style: `400. 일반`, `400.1. text`, `400.4a text`, `Example: ...`."""

    parsed = parse_file("plain.txt", PLAIN)

    raw = by_number(parsed)
    assert list(raw) == ["400", "400.1", "400.4a", "401", "401.1"]
    assert raw["401"].title == "서고"
    assert raw["400.4a"].examples == [["예시 문장입니다."]]


def test_plain_markup_without_front_matter_takes_the_section_name_from_the_table():
    """A file with no front matter still gets its section's name, and says so."""

    parsed = parse_file("plain.txt", PLAIN)

    assert (parsed.section, parsed.title, parsed.title_en) == (4, "구역", "Zones")
    assert [defect.kind for defect in parsed.defects] == ["no-front-matter"]


def test_headings_markup_reads_nbsp_indented_examples():
    """004's style: `__Example__: *...*` lines indented with &nbsp; belong to the rule above."""

    parsed = parse_file("headings.txt", HEADINGS)

    examples = by_number(parsed)["800.4a"].examples
    assert [example[0] for example in examples] == [
        "*알렉스는 Mind Control을 발동했습니다.*", "*알렉스는 Act of Treason을 발동했습니다.*"]


def test_headings_markup_keeps_indented_continuation_paragraphs():
    """810.7b's indented second paragraph stays in 810.7b."""

    parsed = parse_file("headings.txt", HEADINGS)

    assert by_number(parsed)["810.7b"].body == ["첫 문단입니다.", "둘째 문단입니다."]


def test_a_file_without_rules_is_refused_with_its_name():
    """A file that holds no rules at all is an error naming the file."""

    with pytest.raises(SeedError, match=r"notes\.txt: no rules found"):
        parse_file("notes.txt", "just some notes\n")


def test_every_file_contributes_its_section(edition):
    """The five files give sections 1, 4, 5, 6 and 8, each with its markup."""

    result = [(item.section, item.markup) for item in edition.files]

    assert result == [(1, Markup.JEKYLL_HTML), (4, Markup.PLAIN), (5, Markup.PLAIN),
                      (6, Markup.JEKYLL_HTML), (8, Markup.HEADINGS)]


@pytest.mark.parametrize(("number", "second_text_start"), [
    ("101.4d", "게임을 시작하는 동안"), ("120.4c", "마지막으로, 피해 이벤트가"),
])
def test_duplicated_numbers_keep_both_copies(rules, number, second_text_start):
    """101.4d and 120.4c appear twice; the second copy is kept as "<number>-2"."""

    first, second = rules[number], rules[f"{number}-2"]

    assert second.number == number
    assert second.text.startswith(second_text_start)
    assert first.text != second.text
    assert second.parent_slug == first.parent_slug


def test_duplicated_numbers_are_reported(edition):
    """The report names both duplicates and where their second copy went."""

    duplicates = [d for d in edition.defects if d.kind == "duplicate-number"]

    assert [d.number for d in duplicates] == ["101.4d", "120.4c"]
    assert "/rules/101.4d-2/" in duplicates[0].message


def test_a_number_without_its_dot_is_read_and_reported(rules, edition):
    """513.2 has no dot after its number: it is still rule 513.2, and the report says so."""

    rule = rules["513.2"]

    assert rule.text.startswith("“종료단 시작에”")
    assert any(d.kind == "missing-dot" and d.number == "513.2" for d in edition.defects)


@pytest.mark.parametrize(("number", "note_start"), [
    ("110.5c", "주-Jushi Apprentice"),
    ("117.7", "주-흔히"),
    ("404.2", "모던 이상 타입의 토너먼트"),
    ("509.3", "동시에 여러 생물을 방어하게"),
])
def test_footnotes_become_notes_on_the_rule_that_marks_them(rules, number, note_start):
    """Kramdown footnotes and the converted files' end notes end up as translator's notes."""

    notes = rules[number].notes

    assert len(notes) == 1
    assert notes[0].startswith(note_start)


@pytest.mark.parametrize(("number", "marker"), [
    ("404.2", "수 있습니다. 1"), ("509.3", "사용하지 않습니다. 1"),
])
def test_stray_footnote_markers_are_removed_from_the_text(rules, number, marker):
    """A footnote number glued to the end of a rule is not part of its text."""

    text = rules[number].text

    assert not text.endswith(marker)
    assert text.endswith(marker[:-2])


def test_kramdown_footnote_markers_are_removed_from_text_and_examples(rules):
    """`[^1]` inside 110.5c's example and `[^2]` in 117.7 do not show."""

    texts = [rules["110.5c"].examples[0], rules["117.7"].text]

    assert all("[^" not in text for text in texts)


def test_the_signature_after_the_last_rule_is_kept_out_of_the_rules(rules, edition):
    """003's "B.F.M." signature is not glued to 514.3a; it is kept as the file's trailer."""

    turn_structure = next(item for item in edition.files if item.section == 5)

    assert "B.F.M." not in rules["514.3a"].text
    assert "Judge Academy Lv.1 Judge" in turn_structure.trailer
    assert any(d.kind == "trailing-text" for d in turn_structure.defects)


def test_mana_symbol_images_become_braced_text(rules):
    """`![{T}](/assets/symbols/T.gif)` and `![symbolT](...)` both read `{T}` in the text."""

    texts = [rules["106.4"].examples[0] if rules["106.4"].examples else "",
             rules["605.2"].examples[0]]

    assert "{T}" in texts[1]
    assert all("assets/symbols" not in text for text in texts)


def test_mana_symbols_render_as_symbols_that_copy_as_text():
    """A mana symbol becomes a styled badge whose text content is still "{T}"."""

    html = render(["비용 {T}: 마나를 추가한다."])

    assert 'class="mana mana-t"' in html
    assert ">{</span>T<span" in html


def test_rendering_escapes_text_that_looks_like_markup():
    """"- 충성 비용" is not a list and "<b>" is not a tag: rules text is printed as is."""

    html = render(["- 충성 비용 <b>[비용]:[효과]</b>"])

    assert html == "<p>- 충성 비용 &lt;b&gt;[비용]:[효과]&lt;/b&gt;</p>"


def test_rendering_keeps_outside_links_and_line_breaks():
    """Links to other sites stay links; each source line break stays a line break."""

    html = render(["규칙 ([Wizards.com/Locator](http://Wizards.com/Locator))", "(a) 둘째 줄"])

    assert '<a href="http://Wizards.com/Locator" class="external"' in html
    assert "<br>" in html


@pytest.mark.parametrize(("text", "expected"), [
    ("See rule 704, \"State-Based Actions.\"", ["704"]),
    ("rule 601.2a", ["601.2a"]),
    ("규칙 616.1b를 수행합니다.", ["616.1b"]),
    ("See rules 613.6 and 613.7.", ["613.6", "613.7"]),
    ("See rules 614 and 615.", ["614", "615"]),
    ("601.2a-d에 설명한", ["601.2a", "601.2b", "601.2c", "601.2d"]),
    ("규칙 509.1-3 도중에", ["509.1", "509.2", "509.3"]),
    ("608.2a와 608.2b의 규칙이", ["608.2a", "608.2b"]),
    ("(See rule 704, 903.10)", ["704", "903.10"]),
    ("8절 \"Multiplayer Rules.\"을 보세요.", ["8"]),
    ("덱 크기는 100장입니다.", []),
    ("레이어 1-6 사이에서는", []),
])
def test_citations_are_found_in_every_printed_form(text, expected):
    """Every way the text cites a rule is found; counts and layer numbers are not citations."""

    result = cited_numbers(text)

    assert result == expected


def test_markdown_rule_links_are_reduced_to_their_text_and_cited(rules):
    """`[rule 601.2a](/600#601.2a)` and `[규칙 605.1a](/600#605.1a)-b` become citations."""

    cites = (rules["601.2"].cites, rules["605.5"].cites)

    assert "601.2a" in cites[0]
    assert cites[1] == ["605.1a", "605.1b"]


def test_every_cited_number_in_the_text_is_a_link_in_the_html(edition):
    """The HTML links exactly the numbers the importer records as citations."""

    mismatched = []
    for rule in edition.rules:
        linked = set()
        for html in [rule.html, *rule.examples_html]:
            linked |= set(re.findall(r'data-rule-ref="([^"]+)"', html))
        # A range links its two ends; the numbers inside it are cited without a link.
        range_stems = {number.rstrip("abcdefghijkmnpqrstuvwxyz") for number in linked}
        unlinked = {number for number in rule.cites if number not in linked}
        if linked - {rule.number} - set(rule.cites) or any(
                number.rstrip("abcdefghijkmnpqrstuvwxyz") not in range_stems
                and number.rsplit(".", 1)[0] not in {n.rsplit(".", 1)[0] for n in linked}
                for number in unlinked):
            mismatched.append(rule.slug)

    assert mismatched == []


def test_cited_numbers_missing_from_the_text_are_listed(edition):
    """704.5m and 903 are cited but not shipped; the edition knows who cites them."""

    missing = edition.missing_targets

    assert missing["704.5m"] == ["400.7e", "801.12"]
    assert missing["903"] == ["100.2c", "119.1c"]


def test_no_text_is_lost_between_the_source_and_the_rules(edition):
    """Every Hangul character of every file is in some rule, note or trailer."""

    def hangul(text):
        return "".join(re.findall(r"[가-힣]", text))

    for item in edition.files:
        source = hangul((SEEDS / item.name).read_text(encoding="utf-8").split("---", 2)[-1])
        kept = hangul("".join(
            [rule.title + rule.text + "".join(rule.examples) + "".join(rule.notes)
             for rule in item.rules if rule.kind != "section"] + [item.trailer]))

        # Footnotes move from the end of the file to their rule: compare as multisets.
        assert Counter(kept) == Counter(source), item.name
