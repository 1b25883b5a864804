"""Template helpers for showing rules: their labels and their citation links."""
from __future__ import annotations

from typing import Any

from django import template
from django.utils.html import format_html
from django.utils.safestring import SafeString
from django.utils.translation import get_language, gettext

from rulings.importer.parse import DEFECT_KINDS, DEFECT_MESSAGES
from rulings.models import Rule
from rulings.translation_notes import note_for

register = template.Library()


@register.filter
def rule_label(rule: Rule) -> str:
    """"6. 주문, 능력, 효과", "613. 지속 효과들 간의 상호작용" or just "613.3b"."""
    if rule.title:
        return f"{rule.number}. {rule.title}"
    return rule.number


@register.filter
def mistranslation(rule: Rule) -> str:
    """What the English rule says where the Korean text of `rule` says otherwise (a note of
    rulings/data/translation-notes.tsv, in the page's language), or ""."""
    return note_for(rule.number, get_language() or "ko") or ""


@register.simple_tag
def rule_ref(slug: str, label: str = "") -> SafeString:
    """A citation link that site.js previews: `<a href data-rule-ref>`."""
    return format_html('<a href="/rules/{0}/" class="rule-ref" data-rule-ref="{0}">{1}</a>',
                       slug, label or slug)


@register.filter
def defect_text(defect: dict[str, Any]) -> str:
    """A stored defect's message in the reader's language; the stored English message for a
    defect without a known key (an import made before defects had keys)."""
    entry = DEFECT_MESSAGES.get(str(defect.get("key", "")))
    if entry is None:
        return str(defect.get("message", ""))
    try:
        return gettext(entry[1]) % dict(defect.get("params") or {})
    except (KeyError, TypeError, ValueError):
        return str(defect.get("message", ""))


@register.filter
def defect_kind(kind: str) -> str:
    """What a kind of defect is called ("duplicate-number" -> "중복 번호")."""
    return gettext(DEFECT_KINDS[kind]) if kind in DEFECT_KINDS else kind
