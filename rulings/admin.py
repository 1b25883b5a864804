"""The admin (issue 15, behind login at /admin/): the searches that missed, listed by how
often, and the curated mappings maintainers make of them.

The log's list is one row per query (its key form): how often it missed, when last, how often
with no click at all, and the rules judges clicked below rank 3; each row links to its
mapping, or offers "map this query": the mapping form with the query and the most clicked
rule filled in. A mapping is used by search once it is reviewed and the index is built again
(`build_search_index`), and becomes the project's data with `export_search_mappings`.
"""
from __future__ import annotations

from typing import Any
from urllib.parse import urlencode

from django.contrib import admin, messages
from django.core.exceptions import ValidationError
from django.core.paginator import Paginator
from django.db.models import QuerySet
from django.http import HttpRequest, HttpResponse
from django.template.response import TemplateResponse
from django.urls import reverse
from django.utils.translation import gettext_lazy as _
from django.utils.translation import ngettext

from .models import CuratedMapping, SearchLogEntry

QUERIES_PER_PAGE = 100


@admin.register(SearchLogEntry)
class SearchLogEntryAdmin(admin.ModelAdmin):
    """The log, read only, grouped by query and ordered by frequency."""

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    def changelist_view(self, request: HttpRequest,
                        extra_context: dict[str, Any] | None = None) -> HttpResponse:
        """One row per query, most frequent first (`?query=` filters by a part of it)."""
        if not self.has_view_or_change_permission(request):
            from django.core.exceptions import PermissionDenied

            raise PermissionDenied
        entries = SearchLogEntry.objects.all()
        search = request.GET.get("query", "").strip()
        if search:
            entries = entries.filter(query__icontains=search)
        page = Paginator(entries.by_frequency(), QUERIES_PER_PAGE).get_page(
            request.GET.get("page"))
        queries = [row["query"] for row in page]
        clicked = SearchLogEntry.objects.rules_clicked(queries)
        mapped = {row.query: row for row in CuratedMapping.objects.filter(query__in=queries)}
        add_url = reverse("admin:rulings_curatedmapping_add")
        rows = []
        for row in page:
            query = row["query"]
            mapping = mapped.get(query)
            rules = clicked[query]
            prefill = {"query": query, **({"rules": rules[0][0]} if rules else {})}
            rows.append({
                **row, "rules_clicked": rules, "mapping": mapping,
                "mapping_url": (reverse("admin:rulings_curatedmapping_change", args=[mapping.pk])
                                if mapping else f"{add_url}?{urlencode(prefill)}"),
            })
        context = {
            **self.admin_site.each_context(request),
            "title": _("Searches without a good result, by frequency"),
            "opts": self.model._meta,
            "rows": rows,
            "page": page,
            "search": search,
            "total": entries.count(),
            **(extra_context or {}),
        }
        return TemplateResponse(request, "admin/rulings/searchlogentry/frequency.html", context)


@admin.register(CuratedMapping)
class CuratedMappingAdmin(admin.ModelAdmin):
    """Curated mappings: query -> rules, with a note and the reviewed flag."""

    list_display = ("query", "rules", "reviewed", "updated_at")
    list_filter = ("reviewed",)
    search_fields = ("query", "rules", "note")
    fields = ("query", "rules", "note", "reviewed")
    actions = ("mark_reviewed",)

    @admin.action(description=_("Mark the selected mappings as reviewed"))
    def mark_reviewed(self, request: HttpRequest,
                      queryset: QuerySet[CuratedMapping]) -> None:
        """Reviewed: search uses them after the next build_search_index. Each goes through
        the model's validation, as the form does: a mapping to a rule that doesn't exist, or
        of a rule number, would reach the data file and search otherwise. Those stay
        unreviewed, each named with its reasons."""
        count = 0
        for mapping in queryset.filter(reviewed=False):
            shown = mapping.query
            try:
                mapping.full_clean()
            except ValidationError as error:
                self.message_user(request, _(
                    "“%(query)s” was not marked reviewed: %(reasons)s") % {
                        "query": shown, "reasons": " ".join(error.messages)}, messages.ERROR)
                continue
            mapping.reviewed = True
            mapping.save()
            count += 1
        if count:
            self.message_user(request, ngettext(
                "%(count)d mapping marked reviewed; search uses it after the next "
                "build_search_index.",
                "%(count)d mappings marked reviewed; search uses them after the next "
                "build_search_index.", count) % {"count": count}, messages.SUCCESS)
