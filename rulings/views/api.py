"""The rules JSON API: `GET /api/rules/<number>`.

Answers the issue's shape exactly: number, title, text (no HTML), examples, parent, children,
cites, cited_by, url. `parent`, `children` and `cited_by` hold slugs (fetchable here);
`cites` holds the numbers as cited (some are not in this edition). Unknown numbers get a
404 with a JSON error naming the number; a number this edition lacks but the project
summarizes adds `summary` ({"title", "title_en", "text", "url", "is_rules_text": false}).
"""
from __future__ import annotations

from django.http import HttpRequest, JsonResponse
from django.views.decorators.http import require_GET

from rulings.models import Rule

from .resolve import Status, resolve

_JSON = {"ensure_ascii": False}


def rule_as_json(rule: Rule, absolute_url: str) -> dict[str, object]:
    """The API representation of one rule."""
    return {
        "number": rule.number,
        "title": rule.title,
        "text": rule.text,
        "examples": list(rule.examples),
        "parent": rule.parent.slug if rule.parent else None,
        "children": list(rule.children.in_order().values_list("slug", flat=True)),
        "cites": list(rule.references.values_list("target_number", flat=True)),
        "cited_by": [] if rule.is_duplicate else list(
            Rule.objects.citing(rule.number).values_list("slug", flat=True)),
        "url": absolute_url,
    }


@require_GET
def rule_api(request: HttpRequest, number: str) -> JsonResponse:
    """One rule as JSON, or a 404 JSON error."""
    resolution = resolve(number, with_suggestions=False)
    if resolution.rule is not None:
        rule = resolution.rule
        url = request.build_absolute_uri(rule.get_absolute_url())
        return JsonResponse(rule_as_json(rule, url), json_dumps_params=_JSON)
    body: dict[str, object] = {"number": resolution.canonical or number}
    if resolution.status is Status.INVALID:
        body["error"] = f"{number!r} is not a rule number (expected e.g. 613.3b)"
    elif resolution.status is Status.CITED_MISSING:
        body["error"] = f"rule {resolution.canonical} is cited but not in this edition"
        body["cited_by"] = [rule.slug for rule in resolution.citing]
    elif resolution.status is Status.ABSENT_SECTION:
        body["error"] = (f"rule {resolution.canonical} is in section {resolution.section}, "
                         "which this edition does not contain")
    else:
        body["error"] = f"rule {resolution.canonical} does not exist in this edition"
    if resolution.summary is not None:
        summary = resolution.summary
        body["summary"] = {
            "title": summary.title_ko, "title_en": summary.title_en,
            "text": summary.summary_ko, "url": request.build_absolute_uri(
                summary.get_absolute_url()),
            # The project's own words, never to be quoted as the Comprehensive Rules.
            "is_rules_text": False,
        }
    return JsonResponse(body, status=404, json_dumps_params=_JSON)
