"""The UI strings offline pages use, by the templates' own msgids.

The service worker renders rule pages, search results and the glossary from the bundle
(static/pwa/offline-render.js) with the strings the shell page carries: each msgid below,
translated into the shell's language, so an offline page says what the server's template
would. A test checks that every string the scripts ask for is listed here.
"""
from __future__ import annotations

from django.utils.translation import gettext, ngettext, pgettext

# Singular msgid -> plural msgid.
PLURALS: dict[str, str] = {
    "%(counter)s subrule": "%(counter)s subrules",
    "%(counter)s example on the rule page": "%(counter)s examples on the rule page",
    "Best %(counter)s match": "Best %(counter)s matches",
    "%(counter)s term": "%(counter)s terms",
}
CONTEXTS: tuple[tuple[str, str], ...] = (
    ("glossary column", "English"), ("glossary column", "Korean"), ("glossary column", "Rule"),
)
MESSAGES: tuple[str, ...] = (
    # templates/base.html
    "MTG Rules for Judges", "Rules", "Search", "Glossary",
    # templates/rulings/rule.html
    "Breadcrumbs", "The rule this belongs to", "Read in the whole of rule %(number)s",
    "Copied", "Copy citation", "Copy citation %(citation)s", "Copy", "Copy with its text",
    "The source prints %(number)s twice; this is the later copy (the number was probably "
    "meant to be the next letter).",
    "First copy", "The source prints %(number)s twice; citations of %(number)s point here.",
    "Later copy", "Rules in this section", "Subrules", "Link to %(number)s on this page",
    "Keys: [ previous, ] next, Esc closes a preview.", "Previous and next", "Previous", "Next",
    "Cited by", "No rule in this edition cites this rule.", "Cites", "not in this edition",
    "Example", "Translator's note", "Try this example in the sandbox", "Not a rule number.",
    "Translation error", "The translation of this rule is wrong: see the note on its page.",
    "This rule is not in this edition (the shipped text has sections 1, 4, 5, 6 and 8).",
    # templates/rulings/home.html#jump-result, not_found.html, _jump_form.html
    "Open this rule", "“%(query)s” is not a rule number. Try something like 613.3b.",
    "%(number)s is cited by the text but is not in this edition.", "Which rules cite it",
    "%(number)s is not in this edition.", "Nearby:", "Not a rule number",
    "“%(query)s” does not look like a rule number. Rule numbers look like 6, 613, 613.3 or "
    "613.3b.",
    "The rules text shipped with this site is a Korean translation of sections 1, 4, 5, 6 and "
    "8 of an older edition of the Comprehensive Rules. Section %(section)s (%(name)s) is not "
    "part of it.",
    "The rules text shipped with this site is a Korean translation of sections 1, 4, 5, 6 and "
    "8 of an older edition of the Comprehensive Rules. It does not contain rule %(number)s, "
    "which belongs to section %(section)s (%(name)s).",
    "There is no rule %(number)s in this edition.",
    "The nearest rule above it that this edition has:", "Rules in this edition that cite it",
    "Nearby rules", "Go to rule number", "Go",
    # templates/rulings/summary.html (a rule this edition lacks: the project's summary)
    "Project summary",
    "This rule is not in this edition's rules text. Below is a summary written by the project; "
    "it is not the Comprehensive Rules text.",
    "About this number", "Summarized rules below it", "No rule in this edition cites it.",
    "Cited by the sandbox's engine", "Trace steps (concepts):",
    "Keyword <span lang=\"en\">%(keyword)s</span>", "applied by the engine",
    "partly applied by the engine", "the part the engine does not apply",
    "listed as not modelled", "Engine code and data:", "The engine does not cite it.",
    "Project summary, not the Comprehensive Rules text",
    # templates/rulings/_numbering_note.html (no English edition imported)
    "Rule numbers here are an older edition's",
    "This site cites the numbers of a Korean translation of an older edition of the "
    "Comprehensive Rules; the current rules number some rules differently (613.3c here is "
    "613.4c today). One command imports the current official English text, which then shows "
    "beside every rule:",
    "(it finds the current TXT file on magic.wizards.com/en/rules and imports it; with the "
    "file already downloaded:)",
    "(FILE: the TXT file at magic.wizards.com/en/rules)",
    # templates/rulings/_english.html, rule.html#preview-english (the English edition)
    "This rule is not in the Korean text; below is its text in the English edition.",
    "English text of %(number)s", "Comprehensive Rules (English), effective %(date)s",
    "The English edition numbers this rule %(number)s; below is its text there.",
    "The English edition numbers this rule %(number)s; below is what it prints under this "
    "number.",
    "Not in the Korean text; the English edition's text",
    # templates/rulings/rule_english.html
    "Editions", "The Korean text numbers this rule:", "The Korean translation's %(number)s",
    # templates/rulings/_official_glossary.html
    "Official glossary (English, effective %(date)s)", "Definition",
    # templates/search/search.html and rulings/search/views.py
    "Search the rules", "e.g. 대체 효과, library, 613.3b", "Section", "All sections",
    "Section %(number)s",
    "Rule %(number)s is not in this edition of the text; showing rules that mention it.",
    "No rules match “%(query)s”.",
    "Type Korean or English words, a card name from an example, or a rule number (613.3b, "
    "규칙 509.1). Press / anywhere to search.",
    "q must be at most %(max)d characters (got %(length)d)",
    "section must be one of 1, 4, 5, 6, 8 (got %(value)r)",
    "limit must be a whole number from 1 to %(max)d (got %(value)r)",
    # templates/search/glossary.html
    "English terms and the Korean this translation uses for them. Most are written in the "
    "rules text itself as 한국어(English); the rule where the text defines a term is linked. "
    "Search understands every term here in either language.",
    "Filter terms", "Filter: library, 서고, 트리거", "Filter",
    "Added for search: the text does not write this pair",
    "* added for search: the text uses the Korean term but never writes this English next to "
    "it.",
    "Table talk", "Said at the table", "The rules' term", "No terms match “%(query)s”.",
    # offline only (locale/src/offline.po)
    "This page needs the network",
    "The sandbox, saved scenarios and the card database run on the server, so they need a "
    "connection. The rules, their search and the glossary work offline.",
)


def offline_strings() -> dict[str, str | list[str]]:
    """Every string above in the active language: msgid -> text; a plural's singular msgid ->
    [one, other]; a context's "context\\x04msgid" -> text."""
    strings: dict[str, str | list[str]] = {message: gettext(message) for message in MESSAGES}
    for singular, plural in PLURALS.items():
        strings[singular] = [ngettext(singular, plural, 1), ngettext(singular, plural, 2)]
    for context, message in CONTEXTS:
        strings[f"{context}\x04{message}"] = pgettext(context, message)
    return strings
