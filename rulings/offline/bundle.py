"""The offline bundle: every rule, the search index and the glossary as one JSON file.

The browser ranks offline searches with `static/pwa/offline-search.js` over this bundle. The
index part is read out of the Whoosh index `build_index()` just wrote (its terms are the
analyzer's tokens of `rulings/search/analysis.py`, its field lengths Whoosh's own), so the
offline ranking sees exactly the postings the server's `query._bm25f()` reads; the analyzer's
and the query's word lists come from the Python modules, so the JS holds only the algorithm.

`build_index(..., finish=write_bundle)` writes it into the staging directory, so the index
and its bundle are swapped in together. `bundle.json.gz` is what is served; `bundle.meta.json`
says which import (ImportStamp.version) it holds and its digest, for the service worker.
"""
from __future__ import annotations

import gzip
import hashlib
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rulings import vocabulary
from rulings.search import analysis, curated, intent, query, situations, thesaurus
from rulings.search.index import (
    GLOSSARY_FILE,
    INDEX_NAME,
    SCORED_FIELDS,
    SUMMARY_KIND,
    _load,
    keyword_vocabulary,
)
from rulings.translation_notes import load_notes

BUNDLE_FILE = "bundle.json.gz"
META_FILE = "bundle.meta.json"
FORMAT = 7  # bumped when the bundle's shape changes (the JS checks it)


@dataclass(frozen=True, slots=True)
class BundleMeta:
    """What a written bundle holds: the import version, a digest of its bytes, its sizes."""

    version: int
    digest: str
    raw_bytes: int
    gzip_bytes: int

    @property
    def key(self) -> str:
        """The bundle's name in URLs and caches: "<import version>-<digest>"."""
        return f"{self.version}-{self.digest}"


def _postings(reader: Any, fieldname: str, positions: bool) -> dict[str, list[int]]:
    """term -> flat list: doc, tf[, positions (delta-coded)] per document, doc delta-coded."""
    out: dict[str, list[int]] = {}
    for raw in reader.lexicon(fieldname):
        term = raw.decode("utf-8") if isinstance(raw, bytes) else raw
        matcher = reader.postings(fieldname, term)
        flat: list[int] = []
        previous = 0
        while matcher.is_active():
            docnum = matcher.id()
            weight = matcher.weight()
            if weight != int(weight):
                raise ValueError(f"{fieldname}:{term}: a fractional weight {weight}")
            flat += [docnum - previous, int(weight)]
            previous = docnum
            if positions:
                spots = list(matcher.value_as("positions"))
                if len(spots) != int(weight):
                    raise ValueError(f"{fieldname}:{term}: {len(spots)} positions, tf {weight}")
                last = 0
                for spot in spots:
                    flat.append(spot - last)
                    last = spot
            matcher.next()
        out[term] = flat
    return out


def _index_part(directory: Path) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """The index as plain data, and the stored rows in document-number order."""
    from whoosh import index as whoosh_index

    ix = whoosh_index.open_dir(str(directory), indexname=INDEX_NAME)
    try:
        with ix.searcher() as searcher:
            reader = searcher.reader()
            count = reader.doc_count_all()
            rows: list[dict[str, Any]] = [{} for _ in range(count)]
            for docnum, stored in reader.iter_docs():
                rows[docnum] = dict(stored)
            fields = {name: _postings(reader, name, positions=(name == "text"))
                      for name in SCORED_FIELDS}
            lengths = {name: [reader.doc_field_length(n, name, 0) or 0 for n in range(count)]
                       for name in SCORED_FIELDS}
    finally:
        ix.close()
    # The server's own loading (index._load()): the offline heading and lead bonuses, the
    # intents (query._intent_factor()), the summaries' names (as docnums), the English words
    # of their aliases that typo correction knows and each rule's analyzed questions are
    # read off it, not analyzed a second time.
    opened = _load(directory)
    try:
        slugs = [row["slug"] for row in rows]
        headings = [sorted(opened.headings[slug]) if slug in opened.headings else None
                    for slug in slugs]
        leads = [sorted(opened.leads[slug]) for slug in slugs]
        intents = [sorted(opened.intents[slug]) for slug in slugs]
        docnum_of = {slug: row["docnum"] for slug, row in opened.rows.items()}
        summary_names = {key: [docnum_of[slug] for slug in named]
                         for key, named in opened.summary_names.items()}
        latin_words = list(opened.latin_words)
        questions = [[sorted(question.terms) for question in opened.questions.get(slug, ())]
                     for slug in slugs]
        # The rule defining what each heading names (index.defining_rules()), as a docnum.
        definitions = [docnum_of[opened.definitions[slug]] if slug in opened.definitions
                       else None for slug in slugs]
        rule_count = opened.rule_count
    finally:
        opened.searcher.close()
        opened.ix.close()
    return {"fields": fields, "lengths": lengths, "headings": headings, "leads": leads,
            "intents": intents, "questions": questions, "summary_names": summary_names,
            "definitions": definitions,
            "latin_words": latin_words,
            "rule_count": rule_count}, rows


def _constants() -> dict[str, Any]:
    """The analyzer's and the query's word lists and weights, for the JS port."""
    return {
        "analysis": {
            "particles": list(analysis.PARTICLES),
            "verb_endings": list(analysis.VERB_ENDINGS),
            "protected_endings": list(analysis.PROTECTED_ENDINGS),
            "single_syllable_nouns": "".join(sorted(analysis.SINGLE_SYLLABLE_NOUNS)),
            "generic_endings": list(analysis.GENERIC_ENDINGS),
            "prefix_mark": analysis.PREFIX_MARK,
            "split_particles": list(analysis.SPLIT_PARTICLES),
            "numerals": "".join(sorted(analysis.NUMERALS)),
            "counters": "".join(sorted(analysis.COUNTERS)),
        },
        "query": {
            "field_weights": query.FIELD_WEIGHTS,
            "field_b": query.FIELD_B,
            "number_weight": query.NUMBER_WEIGHT,
            "k1": query.K1,
            "candidates": query.CANDIDATES,
            "typo_weight": query.TYPO_WEIGHT,
            "synonym_weight": query.SYNONYM_WEIGHT,
            "alternative_weight": query.ALTERNATIVE_WEIGHT,
            "bridge_weight": query.BRIDGE_WEIGHT,
            "korean_english_weight": query.KOREAN_ENGLISH_WEIGHT,
            "literal_weight": query.LITERAL_WEIGHT,
            "rare_english": query.RARE_ENGLISH,
            "common_word": query.COMMON_WORD,
            "inside_word_credit": query.INSIDE_WORD_CREDIT,
            "prefix_credit": query.PREFIX_CREDIT,
            "suffix_credit": query.SUFFIX_CREDIT,
            "step_suffixes": list(query.STEP_SUFFIXES),
            "heading_bonus": query.HEADING_BONUS,
            "term_words": query.TERM_WORDS,
            "definition_lead": query.DEFINITION_LEAD,
            "step_words": sorted(query.STEP_WORDS),
            "lead_bonus": query.LEAD_BONUS,
            "statement_bonus": query.STATEMENT_BONUS,
            "family_bonus": query.FAMILY_BONUS,
            "family_margin": query.FAMILY_MARGIN,
            "specific_concepts": query.SPECIFIC_CONCEPTS,
            "specific_family_factor": query.SPECIFIC_FAMILY_FACTOR,
            "proximity_bonus": query.PROXIMITY_BONUS,
            "count_bonus": query.COUNT_BONUS,
            "intent_bonus": query.INTENT_BONUS,
            "question_bonus": query.QUESTION_BONUS,
            "concept_weight": query.CONCEPT_WEIGHT,
            "thesaurus_weight": query.THESAURUS_WEIGHT,
            "variant_first": query.VARIANT_FIRST,
            "variant_last": query.VARIANT_LAST,
            "variant_factor": query.VARIANT_FACTOR,
            "variant_terms": sorted(query.VARIANT_TERMS),
            "variant_rules": query.VARIANT_RULES,
            "max_phrase_words": thesaurus.MAX_PHRASE_WORDS,
            # intent.py's patterns, compiled as they are by the JS (the common subset).
            "question_patterns": intent.QUESTION_PATTERNS,
            "question_phrases": list(intent.QUESTION_PHRASES),
            "question_extra_words": sorted(intent.QUESTION_EXTRA_WORDS),
            "question_extra_endings": list(intent.QUESTION_EXTRA_ENDINGS),
            "summary_candidates": query.SUMMARY_CANDIDATES,
            "summary_fields": sorted(query.SUMMARY_FIELDS),
            "summary_weight": query.SUMMARY_WEIGHT,
            "share_margin": query.SHARE_MARGIN,
            "tie_break": query.TIE_BREAK,
            "summary_kind": SUMMARY_KIND,
            "keyword_terms": sorted(keyword_vocabulary()),
            "not_the_rules_word": list(vocabulary.NOT_THE_RULES_WORD.items()),
            "question_words": sorted(intent.QUESTION_WORDS),
            "english_stop_words": sorted(intent.ENGLISH_STOP_WORDS),
            "question_endings": list(intent.QUESTION_ENDINGS),
            "colloquial": query.COLLOQUIAL,
            "colloquial_stems": query.COLLOQUIAL_STEMS,
            "keyword_statement": situations.KEYWORD_STATEMENT,
            "interaction_lead": situations.INTERACTION_LEAD,
            "named_lead": situations.NAMED_LEAD,
            "keyword_names": {number: sorted(terms)
                              for number, terms in situations.keyword_names().items()},
            "story_words": situations.STORY_WORDS,
        },
    }


def _rules_part(rows: list[dict[str, Any]]) -> dict[str, Any]:
    """What the rule pages show, per document number: the rendered HTML stored at import,
    the family, the citations both ways."""
    from rulings.citers import engine_citations
    from rulings.models import GlossaryTerm, Rule, RuleReference, RuleSummary
    from rulings.sandbox.adapter import examples

    by_slug = {rule.slug: rule for rule in Rule.objects.select_related("parent")}
    index_of = {row["slug"]: docnum for docnum, row in enumerate(rows)}
    cites: dict[str, list[str]] = {}
    cited_by: dict[str, list[str]] = {}
    for source, target in RuleReference.objects.order_by(
            "source__position", "target_number").values_list("source__slug", "target_number"):
        cites.setdefault(source, []).append(target)
        cited_by.setdefault(target, []).append(source)
    sandbox: dict[str, dict[int, str]] = {}
    for example in examples():
        sandbox.setdefault(example.rule, {})[example.number] = example.key
    summaries = {summary.number: summary for summary in RuleSummary.objects.all()}
    engine = engine_citations()
    notes = load_notes()
    rules = []
    for row in rows:
        if row["kind"] == SUMMARY_KIND:
            summary = summaries.get(row["number"])
            rules.append(_summary_doc(row, summary, engine) if summary is not None
                         else _english_only_doc(row, engine))
            continue
        rule = by_slug[row["slug"]]
        parent = index_of[rule.parent.slug] if rule.parent is not None else -1
        rules.append({
            # The index's number (lowercased, as searches compare it); the page prints the
            # stored one where they differ.
            "slug": rule.slug, "number": row["number"], "kind": rule.kind,
            "section": rule.section, "position": rule.position, "parent": parent,
            "title": rule.title, "title_en": rule.title_en, "heading": row["heading"],
            "url": row["url"], "text": rule.text, "examples": row["display_examples"],
            "html": rule.html, "examples_html": rule.examples_html, "notes": rule.notes,
            "cites": cites.get(rule.slug, []),
            "sandbox": sandbox.get(rule.slug, {}),
            **({"printed": rule.number} if rule.number != row["number"] else {}),
            # Where the Korean text says otherwise than the English rule (translation_notes).
            **({"mistranslation": {"ko": note.ko, "en": note.en}}
               if (note := notes.get(rule.number)) else {}),
        })
    # Citations of numbers this edition lacks, by number, in document order (the cited-missing
    # pages and previews).
    cited = {number: sorted(sources, key=lambda slug: by_slug[slug].position)
             for number, sources in cited_by.items()}
    terms = [[t.english, t.korean, t.origin, t.rule.slug if t.rule else None,
              t.rule.number if t.rule else None]
             for t in GlossaryTerm.objects.select_related("rule")]
    return {"rules": rules, "cited_by": cited, "glossary_terms": terms,
            "english": _english_part()}


def _engine_doc(cited: Any) -> dict[str, Any] | None:
    if not cited:
        return None
    return {"concepts": list(cited.concepts),
            "keywords": [[c.keyword, c.status] for c in cited.keywords],
            "modules": list(cited.modules)}


def _english_only_doc(row: dict[str, Any], engine: dict[str, Any]) -> dict[str, Any]:
    """A rule only the English edition has, with no project summary: searched like a summary,
    shown like one (summary.html with the English text in the summary's place)."""
    title = row.get("summary_title", "")
    return {
        "slug": row["slug"], "number": row["number"], "kind": SUMMARY_KIND,
        "english_only": True, "section": int(row["section"]), "position": row["position"],
        "parent": -1, "title": "", "summary_title": title, "title_en": title,
        "heading": row["heading"], "url": row["url"], "text": row["display_text"],
        "summary_text": "", "examples": "", "html": "", "note_html": "", "examples_html": [],
        "notes": [], "cites": [], "sandbox": {}, "engine": _engine_doc(engine.get(row["number"])),
    }


def _english_part() -> dict[str, Any] | None:
    """The newest English edition's rules, for the English text on rule and summary pages
    (templates/rulings/_english.html): rows [number, kind, title, html, examples_html,
    parent] in document order, its glossary ([term, definition_html], merged into the glossary
    page) and the Korean numbers the engine's data renumbers."""
    from engine.text import citations
    from rulings.editions import newest_english

    edition = newest_english()
    if edition is None:
        return None
    return {
        "key": edition.key, "date": f"{edition.effective_date:%Y-%m-%d}",
        "rules": [[rule.number, rule.kind, rule.title, rule.html, rule.examples_html,
                   rule.parent_number] for rule in edition.rules.in_order()],
        "glossary": [[term.term, term.definition_html]
                     for term in edition.glossary.order_by("position")],
        "renumbered": (dict(citations.renumbered(edition.language))
                       if edition.language in citations.editions() else {}),
    }


def _summary_doc(row: dict[str, Any], summary: Any, engine: dict[str, Any]) -> dict[str, Any]:
    """A summary's document: what search reads of its row, and what its page shows
    (templates/rulings/summary.html: the summary's HTML, its note, the engine's citations)."""
    cited = engine.get(summary.number)
    return {
        "slug": row["slug"], "number": row["number"], "kind": SUMMARY_KIND,
        "section": summary.section, "position": row["position"], "parent": -1,
        "title": "", "summary_title": summary.title_ko, "title_en": summary.title_en,
        "heading": row["heading"], "url": row["url"], "text": row["display_text"],
        "summary_text": summary.summary_ko,
        "examples": "", "html": summary.summary_html, "note_html": summary.note_html,
        "examples_html": [], "notes": [], "cites": [], "sandbox": {},
        "engine": None if not cited else {
            "concepts": list(cited.concepts),
            "keywords": [[c.keyword, c.status] for c in cited.keywords],
            "modules": list(cited.modules),
        },
    }


def build_bundle(directory: Path, version: int) -> dict[str, Any]:
    """The bundle of the index in `directory` and the stored rules of import `version`."""
    index, rows = _index_part(directory)
    glossary = json.loads((directory / GLOSSARY_FILE).read_text(encoding="utf-8"))
    return {"format": FORMAT, "version": version, **_rules_part(rows), "index": index,
            "glossary": glossary, "curated": curated.bundle_part(directory), **_constants()}


def write_bundle(directory: Path) -> BundleMeta:
    """Write the bundle of the index in `directory` (gzip'd) and its meta file beside it."""
    from rulings.pagecache import current_stamp, forget_stamp

    forget_stamp()
    version = current_stamp().version
    raw = json.dumps(build_bundle(directory, version), ensure_ascii=False,
                     separators=(",", ":")).encode("utf-8")
    packed = gzip.compress(raw, compresslevel=9, mtime=0)
    meta = BundleMeta(version, hashlib.sha256(raw).hexdigest()[:12], len(raw), len(packed))
    (directory / BUNDLE_FILE).write_bytes(packed)
    (directory / META_FILE).write_text(json.dumps(
        {"version": meta.version, "digest": meta.digest, "raw_bytes": meta.raw_bytes,
         "gzip_bytes": meta.gzip_bytes}), encoding="utf-8")
    return meta


def read_meta(directory: Path) -> BundleMeta | None:
    """The meta of the bundle in `directory`, or None if none was written."""
    try:
        data = json.loads((directory / META_FILE).read_text(encoding="utf-8"))
    except FileNotFoundError:
        return None
    return BundleMeta(int(data["version"]), str(data["digest"]), int(data["raw_bytes"]),
                      int(data["gzip_bytes"]))
