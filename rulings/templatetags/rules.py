"""Template helpers for showing rules: their labels and their citation links."""
from __future__ import annotations

from django import template
from django.utils.html import format_html
from django.utils.safestring import SafeString

from rulings.models import Rule

register = template.Library()


@register.filter
def rule_label(rule: Rule) -> str:
    """"6. 주문, 능력, 효과", "613. 지속 효과들 간의 상호작용" or just "613.3b"."""
    if rule.title:
        return f"{rule.number}. {rule.title}"
    return rule.number


@register.simple_tag
def rule_ref(slug: str, label: str = "") -> SafeString:
    """A citation link that site.js previews: `<a href data-rule-ref>`."""
    return format_html('<a href="/rules/{0}/" class="rule-ref" data-rule-ref="{0}">{1}</a>',
                       slug, label or slug)
