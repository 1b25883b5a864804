"""Template tags of the sandbox: labelled inputs named by contract path, and the rule page's
"try it in the sandbox" links."""
from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from django import template
from django.urls import reverse
from django.utils.html import format_html, format_html_join
from django.utils.safestring import SafeString

from ..adapter import Example, examples
from ..editor import input_id
from ..markup import link_rules_in_text

register = template.Library()
EMPTY = SafeString("")


def _error_html(field_id: str, message: str | None) -> SafeString:
    if not message:
        return EMPTY
    return format_html('<span class="sb-error" id="{}-error">{}</span>', field_id, message)


def _aria(field_id: str, message: str | None) -> SafeString:
    if not message:
        return EMPTY
    return format_html(' aria-invalid="true" aria-describedby="{}-error"', field_id)


@register.simple_tag
def sb_input(path: str, field: str, value: Any, label: str, kind: str = "text",
             errors: Mapping[str, str] | None = None, css: str = "",
             datalist: str = "", placeholder: str = "", picker: bool = False) -> SafeString:
    """A labelled input named by its contract path (`objects[2].power`), with its error.
    With `picker`, a card name field whose list of matching cards (the card search's picker
    partial) opens as the judge types; without JavaScript it is a plain text field."""
    name = f"{path}.{field}" if path else field
    field_id = input_id(name)
    message = (errors or {}).get(field)
    if picker:
        return _card_picker(name, field_id, value, label, css, placeholder, message)
    if kind == "checkbox":
        checked = " checked" if value is True else ""
        return format_html(
            '<label class="sb-field sb-check {}" for="{}"><input type="checkbox" id="{}" '
            'name="{}"{}{}> <span>{}</span>{}</label>',
            css, field_id, field_id, name, SafeString(checked), _aria(field_id, message), label,
            _error_html(field_id, message))
    if kind == "textarea":
        return format_html(
            '<label class="sb-field {}" for="{}"><span>{}</span><textarea id="{}" name="{}" '
            'rows="3" placeholder="{}"{}>{}</textarea>{}</label>',
            css, field_id, label, field_id, name, placeholder, _aria(field_id, message),
            value or "", _error_html(field_id, message))
    extra = format_html(' list="{}"', datalist) if datalist else EMPTY
    mode = SafeString(' inputmode="numeric"') if kind == "number" else EMPTY
    return format_html(
        '<label class="sb-field {}" for="{}"><span>{}</span><input type="text" id="{}" name="{}" '
        'value="{}" placeholder="{}" autocomplete="off"{}{}{}>{}</label>',
        css, field_id, label, field_id, name, value if value is not None else "", placeholder,
        extra, mode, _aria(field_id, message), _error_html(field_id, message))


def _card_picker(name: str, field_id: str, value: Any, label: str, css: str, placeholder: str,
                 message: str | None) -> SafeString:
    # A combobox (WAI-ARIA 1.2): htmx asks the card search for the options as the judge
    # types (static/js/sandbox.js sends the typed text as `q` and handles the keys).
    listbox = f"{field_id}-picks"
    return format_html(
        '<div class="sb-field sb-picker {}"><label for="{}">{}</label><input type="text" id="{}" '
        'name="{}" value="{}" placeholder="{}" autocomplete="off" spellcheck="false" '
        'role="combobox" aria-autocomplete="list" aria-expanded="false" aria-controls="{}" '
        'data-card-picker hx-get="{}" hx-trigger="input changed delay:150ms" hx-target="#{}" '
        'hx-swap="innerHTML" hx-sync="this:replace"{}><ul class="sb-picks" id="{}" '
        'role="listbox" aria-label="{}" hidden></ul>{}</div>',
        css, field_id, label, field_id, name, value if value is not None else "", placeholder,
        listbox, reverse("cards:search"), listbox, _aria(field_id, message), listbox, label,
        _error_html(field_id, message))


@register.simple_tag
def sb_select(path: str, field: str, value: Any, label: str, options: Iterable[Any],
              errors: Mapping[str, str] | None = None, blank: str = "", css: str = "",
              autosubmit: bool = False) -> SafeString:
    """A labelled select; options are values or (value, label) pairs; `blank` adds an empty
    first option with that label."""
    name = f"{path}.{field}" if path else field
    field_id = input_id(name)
    message = (errors or {}).get(field)
    pairs = [(option, option) if isinstance(option, str) else tuple(option) for option in options]
    if blank is not None and blank != "":
        pairs.insert(0, ("", blank))
    if value not in {pair[0] for pair in pairs} and value:
        pairs.append((value, value))
    rendered = format_html_join(
        "", '<option value="{}"{}>{}</option>',
        ((option_value, SafeString(" selected") if option_value == value else "", option_label)
         for option_value, option_label in pairs))
    submit = SafeString(' data-autosubmit="refresh"') if autosubmit else EMPTY
    return format_html(
        '<label class="sb-field {}" for="{}"><span>{}</span><select id="{}" name="{}"{}{}>{}'
        '</select>{}</label>',
        css, field_id, label, field_id, name, submit, _aria(field_id, message), rendered,
        _error_html(field_id, message))


@register.filter
def rule_links(text: Any) -> SafeString:
    """Plain text, escaped, with its rule numbers ("613.7a") as preview links."""
    return SafeString(link_rules_in_text(str(text)))


@register.simple_tag
def sb_field_id(name: str) -> str:
    """The HTML id of the input with this name."""
    return input_id(name)


@register.simple_tag
def sandbox_example(rule: Any, number: int) -> Example | None:
    """The shipped scenario of example `number` (1-based) printed under this rule, if any.

    Rules are matched by slug, so the examples under the second copy of a duplicated number
    (120.4c-2) are told apart from the first copy's.
    """
    slug = str(getattr(rule, "slug", None) or rule).rstrip(".")
    return next((example for example in examples()
                 if example.rule == slug and example.number == number), None)
