"""Rulings as sanitized HTML with rule numbers linked."""
from __future__ import annotations

import pytest

from rulings.sandbox.markup import (
    link_rules_in_text,
    plain_text,
    render_ruling,
    rule_numbers_in,
)


def test_dotted_rule_numbers_become_preview_links():
    """613.1d becomes a link the site's script previews."""
    html = render_ruling("See 613.1d.")

    assert '<a href="/rules/613.1d/" data-rule-ref="613.1d">613.1d</a>' in html


def test_korean_particle_after_a_number_still_links():
    """A Korean particle right after the number does not stop the link."""
    html = render_ruling("613.10에 따라 적용합니다")

    assert 'data-rule-ref="613.10"' in html


@pytest.mark.parametrize("text", ["CR 613", "rule 613", "규칙 613"])
def test_bare_rule_numbers_link_after_a_rule_word(text):
    """A three-digit rule links when the text says it is a rule."""
    assert 'data-rule-ref="613"' in render_ruling(text)


def test_other_numbers_are_not_links():
    """A plain three-digit number, a year or a longer number stays text."""
    html = render_ruling("Took 100 damage in 2024.10 at 1613.1")

    assert "data-rule-ref" not in html


def test_numbers_in_code_stay_code():
    """Code spans are not linked."""
    html = render_ruling("`613.2` is code")

    assert "<code>613.2</code>" in html
    assert "data-rule-ref" not in html


def test_scripts_and_javascript_links_are_removed():
    """Markdown is sanitized: no script, no javascript: URL, no event handlers."""
    html = render_ruling('<script>alert(1)</script> [x](javascript:alert(1)) <b onclick="x">b</b>')

    assert "<script" not in html
    assert "javascript:" not in html
    assert "onclick" not in html


def test_markdown_formatting_is_kept():
    """Emphasis and lists survive sanitizing."""
    html = render_ruling("**Humility** first\n\n- one\n- two")

    assert "<strong>Humility</strong>" in html
    assert "<li>one</li>" in html


def test_step_text_is_escaped_and_linked():
    """Engine messages are escaped before their rule numbers are linked."""
    html = link_rules_in_text("<b> 613.4c 적용")

    assert html.startswith("&lt;b&gt;")
    assert 'data-rule-ref="613.4c"' in html


def test_rule_numbers_in_lists_each_once_in_order():
    """Citations come out in first-mention order without repeats."""
    assert rule_numbers_in("613.10, CR 613 and 613.10 again; 616.1") == ["613.10", "613", "616.1"]


def test_plain_text_is_chat_ready():
    """Emphasis marks go, links keep their address, long answers are cut."""
    text = plain_text("**4/4**, see [613.8](https://example.org/r)\n\n`code`")

    assert text == "4/4, see 613.8 (https://example.org/r) code"
    assert plain_text("가" * 500, limit=10) == "가" * 9 + "…"
