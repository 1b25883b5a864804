"""The rules JSON API: `GET /api/rules/<number>`.

Answers the issue's shape exactly: number, title, text (no HTML), examples, parent, children,
cites, cited_by, url. `parent`, `children` and `cited_by` hold slugs (fetchable here);
`cites` holds the numbers as cited (some are not in this edition). Unknown numbers get a
404 with a JSON error naming the number; a number this edition lacks but the project
summarizes adds `summary` ({"title", "title_en", "text", "url", "is_rules_text": false}).

`?lang=en` answers from the newest imported English edition in the same shape, plus
`edition` ({"language", "effective_date"}); `parent` and `children` are numbers of that
edition and `cited_by` its rules citing the number (stored at import). The default stays
Korean; a Korean 404 for a number the English edition has names it in `english_url`.
"""
from __future__ import annotations

from django.http import HttpRequest, JsonResponse
from django.views.decorators.http import require_safe

from rulings.editions import english_rule, newest_english
from rulings.models import Edition, EditionRule, Rule

from .resolve import Status, canonical_slug, resolve

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


def edition_rule_as_json(rule: EditionRule, edition: Edition,
                         absolute_url: str) -> dict[str, object]:
    """The API representation of one rule of an imported edition."""
    return {
        "number": rule.number,
        "title": rule.title,
        "text": rule.text,
        "examples": list(rule.examples),
        "parent": rule.parent_number or None,
        "children": [child.number for child in edition.rules.below(rule.number)],
        "cites": list(rule.cites),
        # Stored by the importer (the inverse of every rule's `cites`): no scan per request.
        "cited_by": list(rule.cited_by),
        "url": absolute_url,
        "edition": {"language": edition.language,
                    "effective_date": f"{edition.effective_date:%Y-%m-%d}"},
    }


def _english_api(request: HttpRequest, number: str) -> JsonResponse:
    edition = newest_english()
    canonical = canonical_slug(number)
    if edition is None:
        return JsonResponse({"number": canonical or number, "error": "no English edition has "
                             "been imported (manage.py import_rules PATH --language en)"},
                            status=404, json_dumps_params=_JSON)
    if canonical is None:
        return JsonResponse({"number": number, "error": f"{number!r} is not a rule number "
                             "(expected e.g. 613.3b)"}, status=404, json_dumps_params=_JSON)
    rule = english_rule(canonical, edition)
    if rule is None:
        return JsonResponse({"number": canonical, "error": f"rule {canonical} is not in the "
                             f"English edition effective {edition.effective_date:%Y-%m-%d}"},
                            status=404, json_dumps_params=_JSON)
    url = request.build_absolute_uri(rule.get_absolute_url())
    return JsonResponse(edition_rule_as_json(rule, edition, url), json_dumps_params=_JSON)


@require_safe
def rule_api(request: HttpRequest, number: str) -> JsonResponse:
    """One rule as JSON, or a 404 JSON error (`?lang=en`: the English edition's rule)."""
    language = request.GET.get("lang", "ko")
    if language not in ("ko", "en"):
        return JsonResponse({"error": f"lang must be ko or en (got {language[:20]!r})"},
                            status=400, json_dumps_params=_JSON)
    if language == "en":
        return _english_api(request, number)
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
    english = english_rule(resolution.canonical) if resolution.canonical else None
    if english is not None:
        body["english_url"] = request.build_absolute_uri(
            f"/api/rules/{english.number}?lang=en")
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
