"""Pages of the rules reference: home, the rule pages, previews and the jump box.

Views translate HTTP to lookups and back; the rules' HTML was rendered at import time.
A URL that answers both a full page and an htmx partial says `Vary: HX-Request`.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from django.http import Http404, HttpRequest, HttpResponse, HttpResponsePermanentRedirect
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.cache import patch_vary_headers
from django.views.decorators.http import condition, require_safe

from engine.text import citations
from rulings.cards import hints
from rulings.cards.models import CardImport
from rulings.citers import engine_citations
from rulings.editions import EnglishBlock, english_block, newest_english
from rulings.importer.parse import SECTION_NAMES
from rulings.models import ImportStamp, Rule, RuleReference, RuleSummary, SourceFile
from rulings.pagecache import (
    CSRF_PLACEHOLDER,
    cached_page,
    page_etag,
    page_last_modified,
    store_page,
    with_csrf_token,
)

from .resolve import Resolution, Status, breadcrumbs, resolve


def _htmx(request: HttpRequest) -> bool:
    # A boosted request wants the whole page; only targeted htmx requests get partials.
    htmx = getattr(request, "htmx", None)
    return bool(htmx) and not htmx.boosted


def _both_ways(response: HttpResponse) -> HttpResponse:
    patch_vary_headers(response, ["HX-Request"])
    return response


@require_safe
def home(request: HttpRequest) -> HttpResponse:
    """The rule-number jump box and the table of contents."""
    entries = list(Rule.objects.table_of_contents().only(
        "slug", "number", "kind", "section", "title", "title_en", "position"))
    toc: list[dict[str, Any]] = []
    for entry in entries:
        if entry.kind == Rule.Kind.SECTION:
            toc.append({"section": entry, "rules": []})
        elif toc:
            toc[-1]["rules"].append(entry)
    return render(request, "rulings/home.html", {
        "toc": toc, "rule_count": Rule.objects.count(),
        **edition_facts([item["section"] for item in toc]),
    })


def edition_facts(sections: list[Rule] | None = None) -> dict[str, Any]:
    """What the home and edition pages say about the imported edition: the sections it has
    and lacks, the dates its files give (none of the shipped five does), when it was
    imported."""
    if sections is None:
        sections = list(Rule.objects.sections())
    present = {section.section for section in sections}
    stamp = ImportStamp.objects.filter(pk=1).first()
    dates = sorted({d for d in SourceFile.objects.values_list("edition_date", flat=True) if d})
    # An absent section's Korean name is its summary's title ("카드의 구성 요소").
    korean = dict(RuleSummary.objects.filter(number__in=[str(n) for n in range(1, 10)])
                  .values_list("number", "title_ko"))
    return {
        "edition_sections": sections,
        "absent_sections": [(number, korean.get(str(number)) or SECTION_NAMES[number][1],
                             SECTION_NAMES[number][1])
                            for number in range(1, 10) if number not in present],
        "edition_dates": dates,
        "imported_at": stamp.imported_at if stamp else None,
    }


@require_safe
def jump(request: HttpRequest) -> HttpResponse:
    """`/rules/?number=613.3b`: the jump box. Full page: go to the rule; htmx: a preview."""
    raw = request.GET.get("number", "").strip()
    if not raw:
        # A cleared jump box empties its preview; a plain request goes to the home page.
        return _both_ways(HttpResponse("") if _htmx(request) else redirect("/"))
    if _htmx(request) and re.fullmatch(r"[1-9]\d{1,2}\.?|[1-9]\d{2}\.\d+\.", raw):
        # Still typing ("61", "613."): nothing to say yet.
        return _both_ways(HttpResponse(""))
    resolution = resolve(raw)
    english = _english_in_place(resolution)
    if _htmx(request) and english is not None:
        # A rule the Korean text lacks and the English edition has: its English text, as its
        # page and preview show it (in place of the project's summary).
        return _both_ways(render(request, "rulings/rule.html#preview-english",
                                 {"english": english}))
    if _htmx(request):
        return _both_ways(render(request, "rulings/home.html#jump-result",
                                 {"resolution": resolution, "query": raw}))
    if resolution.status is not Status.INVALID and resolution.canonical:
        return _both_ways(redirect(_rule_url(resolution.canonical)))
    response = render(request, "rulings/not_found.html",
                      {"resolution": resolution, "query": raw}, status=404)
    return _both_ways(response)


def _rule_url(slug: str) -> str:
    return reverse("rulings:rule", args=[slug])


@dataclass(frozen=True)
class EnglishOnly:
    """Stands in for a project summary on the page of a rule only the English edition has:
    the same heading fields, no summary text (the English text takes its place)."""

    number: str
    section: int
    title_ko: str
    title_en: str
    note_html: str = ""
    summary_html: str = ""

    @property
    def citation(self) -> str:
        return f"CR {self.number}"

    def get_absolute_url(self) -> str:
        return f"/rules/{self.number}/"


def _english_in_place(resolution: Resolution) -> EnglishBlock | None:
    """The English edition's text of a number the Korean text lacks: it takes the project
    summary's place on the number's page, in its previews and in the jump box."""
    if resolution.rule is not None or not resolution.canonical:
        return None
    return english_block(resolution.canonical)


def _missing(request: HttpRequest, resolution: Resolution) -> HttpResponse:
    """A number the page cannot show: why, who cites it, and where to go instead. A number
    the English edition has shows its English text, saying the Korean translation lacks it."""
    english = _english_in_place(resolution)
    if resolution.summary is not None:
        return _summary_page(request, resolution, resolution.summary, english)
    if english is not None:
        stand_in = EnglishOnly(english.rule.number, english.rule.section, english.rule.title,
                               english.rule.title)
        return _summary_page(request, resolution, stand_in, english)
    status = 200 if resolution.status is Status.CITED_MISSING else 404
    section = resolution.section
    return render(request, "rulings/not_found.html", {
        "resolution": resolution,
        "query": resolution.requested,
        "section_name": SECTION_NAMES.get(section, ("", ""))[1] if section else "",
        "sources": SourceFile.objects.all(),
        # A 200 page is cached like a rule page: the token goes in per response.
        "csrf_token": CSRF_PLACEHOLDER,
    }, status=status)


def _summary_page(request: HttpRequest, resolution: Resolution,
                  summary: RuleSummary | EnglishOnly,
                  english: EnglishBlock | None = None) -> HttpResponse:
    """A rule this edition lacks: the project's summary, labelled as such, and who cites it.

    When the newest English edition has the rule, its text takes the summary's place, under
    the same heading, with the same "cited by" lists, labelled as the English edition's.
    """
    template = ("rulings/summary.html#summary-content" if _htmx(request)
                else "rulings/summary.html")
    return render(request, template, {
        "summary": summary,
        "english": english,
        "resolution": resolution,
        "breadcrumbs": breadcrumbs(summary.number),
        "children": list(RuleSummary.objects.below(summary.number)),
        "citing": resolution.citing,
        "engine": engine_citations().get(summary.number),
        "nearest_rule": resolution.ancestor,
        "section_name_en": SECTION_NAMES.get(summary.section, ("", ""))[1],
        "csrf_token": CSRF_PLACEHOLDER,
    })


@require_safe
@condition(etag_func=page_etag, last_modified_func=page_last_modified)
def rule_detail(request: HttpRequest, number: str) -> HttpResponse:
    """A section, rule or subrule in context; htmx requests get only the content.

    Rendered once per rule, language and edition, then served from the cache; ETag and
    Last-Modified let a browser revalidate with a 304 (rulings/pagecache.py).
    """
    response = cached_page(request)
    if response is None:
        response = _rule_detail(request, number)
        store_page(request, response)
    return with_csrf_token(request, response)


def _rule_detail(request: HttpRequest, number: str) -> HttpResponse:
    resolution = resolve(number)
    if resolution.needs_redirect and resolution.status is not Status.INVALID:
        assert resolution.canonical is not None
        return HttpResponsePermanentRedirect(_rule_url(resolution.canonical))
    if resolution.rule is None:
        return _both_ways(_missing(request, resolution))
    rule = resolution.rule
    template = "rulings/rule.html#rule-content" if _htmx(request) else "rulings/rule.html"
    context = {**rule_context(rule), "csrf_token": CSRF_PLACEHOLDER}
    return _both_ways(render(request, template, context))


def rule_context(rule: Rule) -> dict[str, Any]:
    """Everything the rule page shows around `rule`."""
    ancestors: list[Rule] = []
    parent = rule.parent
    while parent is not None:
        ancestors.insert(0, parent)
        parent = parent.parent
    same_kind = Rule.objects.filter(kind=rule.kind)
    previous_rule = same_kind.filter(position__lt=rule.position).order_by("-position").first()
    next_rule = same_kind.filter(position__gt=rule.position).order_by("position").first()
    children = list(rule.children.prefetch_related("children").in_order())
    copies = list(Rule.objects.with_number(rule.number).exclude(pk=rule.pk))
    # A subrule is also shown in full on its three-digit rule's page, at its anchor.
    top_rule = next((a for a in ancestors if a.kind == Rule.Kind.RULE), None)
    return {
        "top_rule": top_rule if rule.kind == Rule.Kind.SUBRULE else None,
        "rule": rule,
        "ancestors": ancestors,
        "context_parent": rule.parent if rule.kind == Rule.Kind.SUBRULE else None,
        "children": children,
        "previous_rule": previous_rule,
        "next_rule": next_rule,
        "cited_by": list(Rule.objects.citing(rule.number)) if not rule.is_duplicate else [],
        "cites": list(rule.references.select_related("target")),
        "other_copies": copies,
        "section_name_en": SECTION_NAMES.get(rule.section, ("", ""))[1],
        **english_context(rule),
    }


def english_context(rule: Rule) -> dict[str, Any]:
    """The newest English edition's text under this rule's number (a tap away on its page),
    and the English number of this rule where the engine's data knows it was renumbered.
    Without an English edition the page says its numbers are the older Korean edition's."""
    edition = newest_english()
    if rule.is_duplicate or edition is None:
        return {"english": None, "english_renumbered": None, "english_edition": edition}
    renumbered: str | None = citations.renumber(rule.number, "en")
    if renumbered == rule.number:
        renumbered = None
    # A rule the engine's data knows was renumbered is shown where it now stands (613.6,
    # timestamps, is 613.7; the English 613.6 is another rule); any other under its number.
    english = english_block(renumbered or rule.number, edition)
    return {"english": english, "english_renumbered": renumbered if english else None,
            "english_edition": edition}


@require_safe
def rule_english(request: HttpRequest, number: str) -> HttpResponse:
    """`/rules/<number>/en/`: a rule of the newest English edition by that edition's number,
    with the shipped Korean rule of the same concept where the numbers differ (English 613.7,
    timestamps, is the shipped 613.6)."""
    english = english_block(number)
    if english is None:
        raise Http404(f"rule {number} is not in the English edition")
    shown = english.rule.number
    renumbered = citations.renumbered("en")
    # The shipped rules of the same concept, where the engine's data knows it was renumbered
    # (613.4c is the shipped 613.3c and 613.3d); else the shipped rule of the same number,
    # unless that number now means another rule.
    korean = sorted(ko for ko, en in renumbered.items() if en == shown)
    same_number = (not korean and shown not in renumbered
                   and Rule.objects.filter(number=shown).exists())
    return _both_ways(render(request, "rulings/rule_english.html", {
        "english": english, "korean": korean, "same_number": same_number}))


@require_safe
def edition(request: HttpRequest) -> HttpResponse:
    """About this edition: the source files, what was imported, every defect and its fix, and
    the card data's sources (the latest import of each kind, with its version and date)."""
    files = list(SourceFile.objects.all())
    missing = RuleReference.objects.filter(target__isnull=True).values_list(
        "target_number", flat=True)
    return render(request, "rulings/edition.html", {
        "english_edition": newest_english(),
        "files": files,
        "sections": {rule.section: rule for rule in Rule.objects.sections()},
        "missing_count": len(set(missing)),
        "card_imports": CardImport.objects.latest_per_kind(),
        "missing": hints.missing(),
        **edition_facts(),
    })


@require_safe
def rule_preview(request: HttpRequest, number: str) -> HttpResponse:
    """The hover/tap preview of a rule (an htmx partial; also a plain fragment)."""
    resolution = resolve(number, with_suggestions=False)
    english = _english_in_place(resolution)
    if english is not None:
        # As the page: the English edition's text takes the project summary's place.
        return render(request, "rulings/rule.html#preview-english", {"english": english})
    if resolution.summary is not None:
        return render(request, "rulings/summary.html#preview",
                      {"summary": resolution.summary})
    if resolution.rule is None:
        status = 200 if resolution.status is Status.CITED_MISSING else 404
        return render(request, "rulings/rule.html#preview-missing",
                      {"resolution": resolution}, status=status)
    return render(request, "rulings/rule.html#preview", {"rule": resolution.rule})
