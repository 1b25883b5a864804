/* Offline pages: what the server's templates render, rendered from the offline bundle.
 *
 * The service worker answers with these when the network fails. Each function names the
 * template (or partial) it mirrors; the page chrome comes from the shell page the server
 * rendered (/offline/shell/, in the judge's language), and the UI strings from that shell's
 * `offline-strings` JSON, keyed by the templates' own msgids, so the translations are the
 * server's. Rule HTML was rendered and sanitized at import time (Rule.html); everything else
 * is escaped here. Defines `self.OfflineRender`.
 */
(function (root) {
  "use strict";

  var escapeHtml = root.OfflineSearch.escapeHtml;
  var SECTION_NAMES = {
    1: "Game Concepts", 2: "Parts of a Card", 3: "Card Types", 4: "Zones",
    5: "Turn Structure", 6: "Spells, Abilities, and Effects", 7: "Additional Rules",
    8: "Multiplayer Rules", 9: "Casual Variants"
  };
  var SECTIONS = [1, 4, 5, 6, 8];
  var LOOSE = /^\s*(?:cr|rule|rules|규칙|조항)?\s*([1-9]\d{2})(?:\s*[.\s,_\-]\s*(\d{1,3})\s*([a-zA-Z])?)?[.\s]*$/i;
  var FULL = /^([1-9]\d{2})(?:\.(\d{1,3})([a-z])?)?$/;
  var COPY = /^(.+?)-([2-9])$/;

  // ---- rulings/numbers.py and rulings/views/resolve.py ----------------------------------
  function normalizeNumber(raw) {
    var text = root.OfflineSearch.foldTyped(raw).trim();
    var bare = text.replace(/\.+$/, "");
    if (/^[1-9]$/.test(bare)) return bare;
    var match = LOOSE.exec(text);
    if (!match) return null;
    var number = match[1];
    if (match[2]) {
      number += "." + parseInt(match[2], 10);
      if (match[3]) number += match[3].toLowerCase();
    }
    return number;
  }

  function canonicalSlug(raw) {
    var text = raw.trim();
    var copy = COPY.exec(text);
    if (copy) {
      var base = normalizeNumber(copy[1]);
      return base ? base + "-" + copy[2] : null;
    }
    return normalizeNumber(text);
  }

  function parentOf(number) {
    if (/^[1-9]$/.test(number)) return null;
    var match = FULL.exec(number);
    if (!match) return null;
    if (match[3]) return match[1] + "." + match[2];
    if (match[2]) return match[1];
    return number[0];
  }

  function sortKey(number) {
    if (/^[1-9]$/.test(number)) return [Number(number) * 100, -1, -1, ""];
    var match = FULL.exec(number);
    return [Number(match[1]), match[2] ? Number(match[2]) : -1, 0, match[3] || ""];
  }

  function compareKeys(a, b) {
    for (var i = 0; i < 4; i++) {
      if (a[i] < b[i]) return -1;
      if (a[i] > b[i]) return 1;
    }
    return 0;
  }

  function truncate(text, size) {
    // Django's truncatechars: at most `size` characters, the last one "…".
    var chars = Array.from(text);
    return chars.length > size ? chars.slice(0, size - 1).join("") + "…" : text;
  }

  // ---- rulings/editions.py: the newest English edition (the bundle's "english" part) -------
  function EnglishEdition(part) {
    var self = this;
    this.key = part.key;
    this.date = part.date;
    this.renumbered = part.renumbered || {};
    this.glossary = part.glossary || [];
    this.rules = new Map();
    this.below = new Map(); // parent number -> rules in document order
    part.rules.forEach(function (row) {
      var rule = { number: row[0], kind: row[1], title: row[2], html: row[3], examples_html: row[4], parent: row[5] };
      self.rules.set(rule.number, rule);
      if (!self.below.has(rule.parent)) self.below.set(rule.parent, []);
      self.below.get(rule.parent).push(rule);
    });
  }

  function Renderer(index, strings, shell, english) {
    this.index = index;
    this.english = english ? new EnglishEdition(english) : null;
    this.strings = strings;
    this.shell = shell; // {html, headers, lang}
    this.docs = index.docs;
    this.children = new Map();
    this.sameKind = new Map();
    var self = this;
    // The rules of the text in document order; the project's summaries (kind "summary", after
    // them in the index) are pages of their own (summaryContent), never rules.
    this.ordered = index.ordered.filter(function (docnum) { return !index.isSummary(docnum); });
    this.ordered.forEach(function (docnum) {
      var doc = self.docs[docnum];
      if (doc.parent >= 0) {
        if (!self.children.has(doc.parent)) self.children.set(doc.parent, []);
        self.children.get(doc.parent).push(docnum);
      }
      if (!self.sameKind.has(doc.kind)) self.sameKind.set(doc.kind, []);
      self.sameKind.get(doc.kind).push(docnum);
    });
    this.kindPlace = new Map();
    this.sameKind.forEach(function (list) {
      list.forEach(function (docnum, place) { self.kindPlace.set(docnum, place); });
    });
    this.sections = new Set(this.ordered.filter(function (d) { return self.docs[d].kind === "section"; })
      .map(function (d) { return self.docs[d].section; }));
  }

  /* gettext: the shell's translation of `msgid`, with %(name)s filled in (escaped). */
  Renderer.prototype.t = function (msgid, params, count) {
    var found = this.strings[msgid];
    if (Array.isArray(found)) found = found[count === 1 ? 0 : 1];
    var text = escapeHtml(found === undefined ? msgid : found);
    return text.replace(/%\((\w+)\)[sdr]/g, function (_all, name) {
      return params && params[name] !== undefined ? escapeHtml(String(params[name])) : "";
    });
  };

  Renderer.prototype.bySlug = function (slug) {
    var docnum = this.index.bySlug.get(slug);
    return docnum === undefined || this.index.isSummary(docnum) ? null : docnum;
  };

  /* The project's summary of `number` (RuleSummary), or null. */
  Renderer.prototype.summaryOf = function (number) {
    var docnum = this.index.bySlug.get(number);
    return docnum !== undefined && this.index.isSummary(docnum) && !this.docs[docnum].english_only ? docnum : null;
  };

  /* The document of a rule only the English edition has (no Korean rule, no summary), or null. */
  Renderer.prototype.englishOnlyOf = function (number) {
    var docnum = this.index.bySlug.get(number);
    return docnum !== undefined && this.docs[docnum].english_only ? docnum : null;
  };

  Renderer.prototype.printed = function (doc) {
    return doc.printed || doc.number;
  };

  Renderer.prototype.label = function (doc) {
    // templatetags/rules.py rule_label
    return doc.title ? this.printed(doc) + ". " + doc.title : this.printed(doc);
  };

  Renderer.prototype.ruleRef = function (slug, label) {
    return '<a href="/rules/' + escapeHtml(slug) + '/" class="rule-ref" data-rule-ref="' +
      escapeHtml(slug) + '">' + escapeHtml(label || slug) + "</a>";
  };

  Renderer.prototype.citation = function (doc) {
    return "CR " + this.printed(doc);
  };

  /* resolve.resolve(): {requested, canonical, status, docnum, citing, suggestions, ancestor}. */
  Renderer.prototype.resolve = function (raw, withSuggestions) {
    var canonical = canonicalSlug(raw);
    var result = { requested: raw, canonical: canonical, status: "invalid", docnum: null,
                   citing: [], suggestions: [], ancestor: null, summary: null, englishOnly: false };
    if (canonical === null) return result;
    var docnum = this.bySlug(canonical);
    if (docnum !== null) {
      result.status = "found";
      result.docnum = docnum;
      return result;
    }
    var self = this;
    var number = canonical.replace(COPY, "$1");
    result.ancestor = this.nearestAncestor(number);
    if (number !== canonical) {
      result.status = "unknown";
      result.suggestions = this.index.byNumber.get(number) || [];
      return result;
    }
    result.citing = (this.index.citedBy[number] || []).map(function (slug) { return self.bySlug(slug); })
      .filter(function (d) { return d !== null; });
    if (result.citing.length) result.status = "cited-missing";
    else if (!this.sections.has(Number(number[0]))) result.status = "absent-section";
    else result.status = "unknown";
    result.summary = this.summaryOf(number);
    if (result.summary === null && this.englishOnlyOf(number) !== null) {
      // views/pages.py _missing(): the English text on a page like a summary's (EnglishOnly).
      result.summary = this.englishOnlyOf(number);
      result.englishOnly = true;
    }
    if (withSuggestions && result.status === "unknown" && result.summary === null) {
      result.suggestions = this.nearby(number);
    }
    return result;
  };

  Renderer.prototype.nearestAncestor = function (number) {
    var parent = FULL.test(number) || /^[1-9]$/.test(number) ? parentOf(number) : null;
    while (parent !== null) {
      var docnum = this.bySlug(parent);
      if (docnum !== null) return docnum;
      parent = parentOf(parent);
    }
    return null;
  };

  Renderer.prototype.nearby = function (number) {
    // resolve._nearby(): up to two rules before and after where `number` would be printed.
    var key = sortKey(number);
    var self = this;
    var rows = this.ordered.filter(function (d) {
      return self.docs[d].section === Number(number[0]) && self.docs[d].kind !== "section";
    });
    var after = rows.filter(function (d) { return compareKeys(sortKey(self.docs[d].number), key) > 0; });
    var position;
    if (after.length) position = Math.min.apply(null, after.map(function (d) { return self.docs[d].position; }));
    else if (rows.length) position = Math.max.apply(null, rows.map(function (d) { return self.docs[d].position; })) + 1;
    else return [];
    var before = this.ordered.filter(function (d) { return self.docs[d].position < position; }).slice(-2);
    var later = this.ordered.filter(function (d) { return self.docs[d].position >= position; }).slice(0, 2);
    return before.concat(later);
  };

  // ---- templates/rulings/rule.html -------------------------------------------------------
  Renderer.prototype.ruleBody = function (doc) {
    var t = this.t.bind(this);
    var out = "";
    var mistranslated = this.mistranslation(doc);
    if (mistranslated) {
      out += '<aside class="note mistranslation" role="note" aria-label="' + t("Translation error") +
        '"><p class="note-label">' + t("Translation error") + "</p><p>" + escapeHtml(mistranslated) +
        "</p></aside>";
    }
    out += doc.html ? '<div class="rule-text">' + doc.html + "</div>" : "";
    doc.examples_html.forEach(function (example, index) {
      var key = doc.sandbox[String(index + 1)];
      out += '<aside class="example" aria-label="' + t("Example") + '"><p class="example-label">' +
        t("Example") + "</p>" + example;
      if (key) {
        out += '<p class="try-sandbox"><a href="/sandbox/?example=' + encodeURIComponent(key) +
          '" data-sandbox-example="' + escapeHtml(key) + '">' + t("Try this example in the sandbox") +
          " →</a></p>";
      }
      out += "</aside>";
    });
    doc.notes.forEach(function (note) {
      out += '<aside class="note" aria-label="' + t("Translator's note") + '"><p class="note-label">' +
        t("Translator's note") + "</p><p>" + escapeHtml(note) + "</p></aside>";
    });
    return out;
  };

  /* The mistranslation filter (rulings/translation_notes.py): what the English rule says
     where the Korean text says otherwise, in the page's language, or "". */
  Renderer.prototype.mistranslation = function (doc) {
    if (!doc.mistranslation) return "";
    return /^en/.test(this.shell.lang || "") ? doc.mistranslation.en : doc.mistranslation.ko;
  };

  // ---- templates/rulings/_numbering_note.html -------------------------------------------
  /* Until an English edition is imported: the numbers cited are the older Korean edition's. */
  Renderer.prototype.numberingNote = function () {
    var t = this.t.bind(this);
    return '<details class="numbering-note"><summary>' + t("Rule numbers here are an older edition's") +
      "</summary><p>" + t("This site cites the numbers of a Korean translation of an older edition of the Comprehensive Rules; the current rules number some rules differently (613.3c here is 613.4c today). One command imports the current official English text, which then shows beside every rule:") +
      '</p><p><code>manage.py download_rules</code> <span class="hint">' +
      t("(it finds the current TXT file on magic.wizards.com/en/rules and imports it; with the file already downloaded:)") +
      '</span></p><p><code>manage.py import_rules FILE --language en</code> <span class="hint">' +
      t("(FILE: the TXT file at magic.wizards.com/en/rules)") + "</span></p></details>";
  };

  // ---- templates/rulings/_english.html --------------------------------------------------
  /* pages.english_context(): the English rule shown under a Korean number, or null. */
  Renderer.prototype.englishFor = function (number) {
    var english = this.english;
    if (english === null) return null;
    var renumbered = english.renumbered[number] || null;
    var shown = renumbered || number;
    if (english.rules.has(shown)) return { number: shown, renumbered: renumbered };
    return null;
  };

  Renderer.prototype.englishBody = function (rule) {
    // _english_body.html
    var out = rule.html ? '<div class="rule-text">' + rule.html + "</div>" : "";
    rule.examples_html.forEach(function (example) {
      out += '<aside class="example"><p class="example-label">Example</p>' + example + "</aside>";
    });
    return out;
  };

  // ---- templates/rulings/rule_english.html -----------------------------------------------
  /* pages.rule_english(): an English rule by the English edition's number, or null. */
  Renderer.prototype.englishPage = function (number) {
    var t = this.t.bind(this);
    var english = this.english;
    if (english === null || !english.rules.has(number)) return null;
    var korean = Object.keys(english.renumbered).filter(function (ko) {
      return english.renumbered[ko] === number;
    }).sort();
    var sameNumber = !korean.length && !Object.prototype.hasOwnProperty.call(english.renumbered, number) &&
      this.bySlug(number) !== null;
    var out = '<div id="rule-content" class="rule-page english-page" data-rule="' + escapeHtml(number) +
      '" data-edition="' + escapeHtml(english.key) + '"><nav class="breadcrumbs" aria-label="' + t("Breadcrumbs") +
      '"><ol><li><a href="/">' + t("Rules") + '</a></li><li><a href="/editions/">' + t("Editions") +
      '</a></li><li aria-current="page">' + escapeHtml(number) + "</li></ol></nav>";
    if (korean.length) {
      out += '<p class="notice">' + t("The Korean text numbers this rule:") + " " + korean.map(function (ko) {
        return '<a href="/rules/' + escapeHtml(ko) + '/" data-rule-ref="' + escapeHtml(ko) + '">' + escapeHtml(ko) + "</a>";
      }).join(", ") + "</p>";
    } else if (sameNumber) {
      out += '<p class="hint"><a href="/rules/' + escapeHtml(number) + '/" data-rule-ref="' + escapeHtml(number) + '">' +
        t("The Korean translation's %(number)s", { number: number }) + "</a></p>";
    }
    return out + this.englishBlock(number, null) + "</div>";
  };

  Renderer.prototype.englishBlock = function (number, renumbered) {
    var t = this.t.bind(this);
    var self = this;
    var english = this.english;
    var rule = english.rules.get(number);
    var out = '<section class="edition-text" lang="en" data-edition="' + escapeHtml(english.key) + '"><p class="edition-label"><a href="/editions/">' +
      t("Comprehensive Rules (English), effective %(date)s", { date: english.date }) + "</a></p>";
    if (renumbered) {
      out += '<p class="notice">' + (renumbered === rule.number
        ? t("The English edition numbers this rule %(number)s; below is its text there.", { number: renumbered })
        : t("The English edition numbers this rule %(number)s; below is what it prints under this number.", { number: renumbered })) + "</p>";
    }
    out += '<p class="edition-head"><span class="num">' + escapeHtml(rule.number) + "</span>" +
      (rule.title ? " " + escapeHtml(rule.title) : "") + "</p>" + this.englishBody(rule);
    function head(item, title) {
      return '<p class="edition-head"><a class="num" href="/rules/' + escapeHtml(item.number) + '/en/">' +
        escapeHtml(item.number) + "</a>" + (title && item.title ? " " + escapeHtml(item.title) : "") + "</p>";
    }
    (english.below.get(rule.number) || []).forEach(function (child) {
      out += '<div class="edition-subrule">' + head(child, true) + self.englishBody(child);
      if (rule.kind !== "section") {
        (english.below.get(child.number) || []).forEach(function (grandchild) {
          out += '<div class="edition-subrule">' + head(grandchild, false) + self.englishBody(grandchild) + "</div>";
        });
      }
      out += "</div>";
    });
    return out + "</section>";
  };

  Renderer.prototype.copyButton = function (doc, inline) {
    var t = this.t.bind(this);
    var attrs = ' data-copied="' + t("Copied") + '" data-citation="' + escapeHtml(this.citation(doc)) +
      '" data-url="' + escapeHtml(root.location.origin + doc.url) + '"';
    if (!inline) return '<button type="button" class="copy-citation"' + attrs + ">" + t("Copy citation") + "</button>";
    return '<span class="cite-inline"><button type="button" class="copy-citation"' + attrs + ' aria-label="' +
      t("Copy citation %(citation)s", { citation: this.citation(doc) }) + '">' + t("Copy") +
      '</button><span class="copy-status" role="status" aria-live="polite"></span></span>';
  };

  Renderer.prototype.ruleContent = function (docnum) {
    var t = this.t.bind(this);
    var self = this;
    var docs = this.docs;
    var doc = docs[docnum];
    var ancestors = [];
    for (var parent = doc.parent; parent >= 0; parent = docs[parent].parent) ancestors.unshift(parent);
    var topRule = doc.kind === "subrule"
      ? ancestors.find(function (a) { return docs[a].kind === "rule"; }) : undefined;
    var place = this.kindPlace.get(docnum);
    var list = this.sameKind.get(doc.kind);
    var previous = place > 0 ? list[place - 1] : null;
    var next = place < list.length - 1 ? list[place + 1] : null;
    var children = this.children.get(docnum) || [];
    var copies = (this.index.byNumber.get(doc.number) || []).filter(function (d) { return d !== docnum; });
    var duplicate = doc.slug !== this.printed(doc);
    var citedBy = duplicate ? [] : (this.index.citedBy[doc.number] || [])
      .map(function (slug) { return self.bySlug(slug); }).filter(function (d) { return d !== null; });

    var out = '<div id="rule-content" class="rule-page" data-rule="' + escapeHtml(doc.slug) + '">';
    out += '<nav class="breadcrumbs" aria-label="' + t("Breadcrumbs") + '"><ol><li><a href="/">' + t("Rules") + "</a></li>";
    ancestors.forEach(function (a) {
      var ancestor = docs[a];
      out += '<li><a href="' + escapeHtml(ancestor.url) + '">' +
        escapeHtml(ancestor.kind === "subrule" ? self.printed(ancestor) : self.label(ancestor)) + "</a></li>";
    });
    out += '<li aria-current="page">' + escapeHtml(this.printed(doc)) + "</li></ol></nav>";
    if (doc.kind === "subrule" && doc.parent >= 0 && docs[doc.parent].html) {
      var contextParent = docs[doc.parent];
      out += '<section class="context-parent" aria-label="' + t("The rule this belongs to") + '">' +
        '<p class="context-label"><a href="' + escapeHtml(contextParent.url) + '" data-rule-ref="' +
        escapeHtml(contextParent.slug) + '">' + escapeHtml(this.printed(contextParent)) + "</a></p>" +
        '<div class="rule-text">' + contextParent.html + "</div></section>";
    }
    out += '<article class="rule rule-' + escapeHtml(doc.kind) + '" id="' + escapeHtml(doc.slug) + '">';
    out += '<header class="rule-header"><h1><span class="num">' + escapeHtml(this.printed(doc)) +
      (doc.kind !== "subrule" ? "." : "") + "</span>" + (doc.title ? " " + escapeHtml(doc.title) : "") + "</h1>";
    if (doc.kind === "section") out += '<p class="en" lang="en">' + escapeHtml(doc.title_en) + "</p>";
    if (topRule !== undefined) {
      out += '<p class="in-context"><a href="' + escapeHtml(docs[topRule].url) + "#" + escapeHtml(doc.slug) + '">' +
        t("Read in the whole of rule %(number)s", { number: this.printed(docs[topRule]) }) + "</a></p>";
    }
    // As templates/rulings/rule.html: the citation with the URL, and with the rule's text.
    var withText = doc.text ? '<button type="button" class="copy-citation" data-copied="' + t("Copied") +
      '" data-citation="' + escapeHtml(this.citation(doc)) + '" data-text="' + escapeHtml(doc.text) + '">' +
      t("Copy with its text") + "</button>" : "";
    out += '<div class="cite-box"><code class="citation-text">' + escapeHtml(this.citation(doc)) + "</code>" +
      this.copyButton(doc, false) + withText +
      '<span class="copy-status" role="status" aria-live="polite"></span></div></header>';
    if (duplicate) {
      out += '<p class="notice">' + t("The source prints %(number)s twice; this is the later copy (the number was probably meant to be the next letter).", { number: this.printed(doc) });
      copies.forEach(function (c) {
        out += ' <a href="' + escapeHtml(docs[c].url) + '" data-rule-ref="' + escapeHtml(docs[c].slug) + '">' + t("First copy") + "</a>";
      });
      out += "</p>";
    } else if (copies.length) {
      out += '<p class="notice">' + t("The source prints %(number)s twice; citations of %(number)s point here.", { number: this.printed(doc) });
      copies.forEach(function (c) {
        out += ' <a href="' + escapeHtml(docs[c].url) + '" data-rule-ref="' + escapeHtml(docs[c].slug) + '">' + t("Later copy") + "</a>";
      });
      out += "</p>";
    }
    out += this.ruleBody(doc) + "</article>";
    var english = duplicate ? null : this.englishFor(doc.number);
    if (english !== null) {
      out += '<details class="edition-en"><summary>' + t("English text of %(number)s", { number: english.number }) +
        "</summary>" + this.englishBlock(english.number, english.renumbered) + "</details>";
    }
    if (this.english === null) out += this.numberingNote();

    if (children.length) {
      out += '<section class="subrules" aria-labelledby="subrules-heading"><h2 id="subrules-heading">' +
        (doc.kind === "section" ? t("Rules in this section") : t("Subrules")) + "</h2>";
      if (doc.kind === "section") {
        out += '<ol class="toc-rules">';
        children.forEach(function (c) {
          var child = docs[c];
          out += '<li><a href="' + escapeHtml(child.url) + '" data-rule-ref="' + escapeHtml(child.slug) +
            '"><span class="num">' + escapeHtml(self.printed(child)) + ".</span> " + escapeHtml(child.title) + "</a></li>";
        });
        out += "</ol>";
      } else {
        children.forEach(function (c) {
          var child = docs[c];
          out += '<article class="subrule" id="' + escapeHtml(child.slug) + '"><div class="subrule-head"><h3>' +
            '<a class="num" href="' + escapeHtml(child.url) + '">' + escapeHtml(self.printed(child)) + "</a>" +
            (child.title ? " " + escapeHtml(child.title) : "") + ' <a class="anchor" href="#' + escapeHtml(child.slug) +
            '" aria-label="' + t("Link to %(number)s on this page", { number: self.printed(child) }) + '">#</a></h3>' +
            self.copyButton(child, true) + "</div>" + self.ruleBody(child);
          (self.children.get(c) || []).forEach(function (g) {
            var grandchild = docs[g];
            out += '<article class="subrule subrule-nested" id="' + escapeHtml(grandchild.slug) + '"><div class="subrule-head"><h4>' +
              '<a class="num" href="' + escapeHtml(grandchild.url) + '">' + escapeHtml(self.printed(grandchild)) + "</a>" +
              ' <a class="anchor" href="#' + escapeHtml(grandchild.slug) + '" aria-label="' +
              t("Link to %(number)s on this page", { number: self.printed(grandchild) }) + '">#</a></h4>' +
              self.copyButton(grandchild, true) + "</div>" + self.ruleBody(grandchild) + "</article>";
          });
          out += "</article>";
        });
      }
      out += "</section>";
    }

    out += '<p class="hint kbd-hint" aria-hidden="true">' + t("Keys: [ previous, ] next, Esc closes a preview.") + "</p>";
    out += '<nav class="prev-next" aria-label="' + t("Previous and next") + '">';
    function step(docnumStep, rel, label) {
      var target = docs[docnumStep];
      var url = escapeHtml(target.url);
      return '<a class="' + rel + '" rel="' + rel + '" href="' + url + '" hx-get="' + url +
        '" hx-target="#rule-content" hx-swap="outerHTML show:window:top" hx-push-url="true"><span class="dir">' +
        label + "</span> " + escapeHtml(truncate(self.label(target), 40)) + "</a>";
    }
    out += previous !== null ? step(previous, "prev", t("Previous")) : "<span></span>";
    if (next !== null) out += step(next, "next", t("Next"));
    out += "</nav>";

    out += '<div class="references"><section class="cited-by" aria-labelledby="cited-by-heading"><h2 id="cited-by-heading">' +
      t("Cited by") + "</h2>";
    if (citedBy.length) {
      out += '<ul class="ref-list">';
      citedBy.forEach(function (s) {
        var source = docs[s];
        out += "<li>" + self.ruleRef(source.slug, self.printed(source)) + ' <span class="excerpt">' +
          escapeHtml(truncate(source.title || source.text, 80)) + "</span></li>";
      });
      out += "</ul>";
    } else {
      out += '<p class="hint">' + t("No rule in this edition cites this rule.") + "</p>";
    }
    out += "</section>";
    if (doc.cites.length) {
      out += '<section class="cites" aria-labelledby="cites-heading"><h2 id="cites-heading">' + t("Cites") +
        '</h2><ul class="ref-list">';
      doc.cites.forEach(function (number) {
        var target = self.bySlug(number);
        out += "<li>" + self.ruleRef(number);
        if (target !== null) {
          out += ' <span class="excerpt">' + escapeHtml(truncate(docs[target].title || docs[target].text, 80)) + "</span>";
        } else {
          out += ' <span class="missing-label">' + t("not in this edition") + "</span>";
        }
        out += "</li>";
      });
      out += "</ul></section>";
    }
    out += "</div></div>";
    return out;
  };

  Renderer.prototype.preview = function (docnum) {
    // rule.html#preview
    var doc = this.docs[docnum];
    var out = '<div class="preview-card" data-preview="' + escapeHtml(doc.slug) + '"><p class="preview-head"><a href="' +
      escapeHtml(doc.url) + '">' + escapeHtml(this.label(doc)) + "</a></p>";
    if (this.mistranslation(doc)) {
      out += '<p class="hint mistranslation-hint">' +
        this.t("The translation of this rule is wrong: see the note on its page.") + "</p>";
    }
    if (doc.html) {
      out += '<div class="rule-text">' + doc.html + "</div>";
    } else {
      var count = (this.children.get(docnum) || []).length;
      out += '<p class="hint">' + this.t("%(counter)s subrule", { counter: count }, count) + "</p>";
    }
    if (doc.examples_html.length) {
      var examples = doc.examples_html.length;
      out += '<p class="hint">' + this.t("%(counter)s example on the rule page", { counter: examples }, examples) + "</p>";
    }
    return out + "</div>";
  };

  /* The English edition's rule under a number the Korean text lacks, or null (views/pages.py:
     the English text takes the project summary's place on its page and in its previews). */
  Renderer.prototype.englishInPlace = function (resolution) {
    if (resolution.docnum !== null || this.english === null) return null;
    var number = resolution.englishOnly ? this.docs[resolution.summary].number : resolution.canonical;
    return (number && this.english.rules.get(number)) || null;
  };

  Renderer.prototype.previewMissing = function (resolution) {
    var rule = this.englishInPlace(resolution);
    if (rule !== null) {
      // rule.html#preview-english
      return '<div class="preview-card preview-english" data-preview="' + escapeHtml(rule.number) + '" lang="en"><p class="preview-head"><a href="/rules/' +
        escapeHtml(rule.number) + '/">' + escapeHtml(rule.kind === "subrule" ? rule.number : (rule.number + ". " + rule.title).trim()) +
        '</a></p><p class="summary-label">' + this.t("Not in the Korean text; the English edition's text") + "</p>" +
        (rule.html ? '<div class="rule-text">' + rule.html + "</div>" : "") + "</div>";
    }
    if (resolution.summary !== null) {
      // summary.html#preview
      var summary = this.docs[resolution.summary];
      return '<div class="preview-card preview-summary" data-preview="' + escapeHtml(summary.number) +
        '"><p class="preview-head"><a href="' + escapeHtml(summary.url) + '">' + escapeHtml(summary.number + " " + summary.summary_title) +
        '</a> <span class="en" lang="en">' + escapeHtml(summary.title_en) + '</span></p><p class="summary-label">' +
        this.t("Project summary, not the Comprehensive Rules text") + '</p><div class="rule-text">' + summary.html + "</div></div>";
    }
    // rule.html#preview-missing
    return '<div class="preview-card preview-missing"><p class="preview-head">' +
      escapeHtml(resolution.canonical || resolution.requested) + "</p><p>" +
      (resolution.status === "invalid" ? this.t("Not a rule number.")
        : this.t("This rule is not in this edition (the shipped text has sections 1, 4, 5, 6 and 8).")) +
      "</p></div>";
  };

  // ---- templates/rulings/home.html#jump-result and not_found.html -------------------------
  Renderer.prototype.jumpResult = function (raw) {
    var t = this.t.bind(this);
    var self = this;
    var resolution = this.resolve(raw, true);
    if (resolution.docnum !== null) {
      var doc = this.docs[resolution.docnum];
      return '<article class="preview-card"><p class="preview-head"><a href="' + escapeHtml(doc.url) +
        '" data-rule-ref="' + escapeHtml(doc.slug) + '">' + escapeHtml(this.label(doc)) + "</a></p>" +
        (doc.html ? '<div class="rule-text">' + doc.html + "</div>" : "") +
        '<p><a class="button" href="' + escapeHtml(doc.url) + '">' + t("Open this rule") + "</a></p></article>";
    }
    if (this.englishInPlace(resolution) !== null) {
      // views/pages.py jump(): a rule the Korean text lacks, as its preview shows it.
      return this.previewMissing(resolution);
    }
    if (resolution.summary !== null && !resolution.englishOnly) {
      var summary = this.docs[resolution.summary];
      return '<article class="preview-card preview-summary"><p class="preview-head"><a href="' + escapeHtml(summary.url) +
        '" data-rule-ref="' + escapeHtml(summary.number) + '">' + escapeHtml(summary.number + " " + summary.summary_title) +
        '</a> <span class="en" lang="en">' + escapeHtml(summary.title_en) + '</span></p><p class="summary-label">' +
        t("Project summary, not the Comprehensive Rules text") + '</p><div class="rule-text">' + summary.html +
        '</div><p><a class="button" href="' + escapeHtml(summary.url) + '">' + t("Open this rule") + "</a></p></article>";
    }
    if (resolution.status === "invalid") {
      return '<p class="notice">' + t("“%(query)s” is not a rule number. Try something like 613.3b.", { query: raw }) + "</p>";
    }
    if (resolution.status === "cited-missing") {
      return '<p class="notice">' + t("%(number)s is cited by the text but is not in this edition.", { number: resolution.canonical }) +
        ' <a href="/rules/' + escapeHtml(resolution.canonical) + '/">' + t("Which rules cite it") + "</a></p>";
    }
    var out = '<p class="notice">' + t("%(number)s is not in this edition.", { number: resolution.canonical });
    if (resolution.suggestions.length) {
      out += " " + t("Nearby:");
      resolution.suggestions.forEach(function (d) {
        out += ' <a href="' + escapeHtml(self.docs[d].url) + '" data-rule-ref="' + escapeHtml(self.docs[d].slug) +
          '">' + escapeHtml(self.printed(self.docs[d])) + "</a>";
      });
    }
    return out + "</p>";
  };

  Renderer.prototype.jumpForm = function () {
    // rulings/_jump_form.html
    return '<form class="jump-form compact" action="/rules/" method="get"><label for="jump-number">' +
      this.t("Go to rule number") + '</label><div class="jump-row"><input id="jump-number" name="number" type="text" ' +
      'inputmode="decimal" autocomplete="off" spellcheck="false" placeholder="613.3b"><button type="submit">' +
      this.t("Go") + "</button></div></form>";
  };

  Renderer.prototype.missingContent = function (resolution) {
    if (resolution.summary !== null) return this.summaryContent(resolution);
    var t = this.t.bind(this);
    var self = this;
    var docs = this.docs;
    var shown = resolution.canonical || resolution.requested;
    var out = '<div class="rule-page missing-page"><nav class="breadcrumbs" aria-label="' + t("Breadcrumbs") +
      '"><ol><li><a href="/">' + t("Rules") + "</a></li>";
    if (resolution.ancestor !== null) {
      out += '<li><a href="' + escapeHtml(docs[resolution.ancestor].url) + '">' + escapeHtml(this.label(docs[resolution.ancestor])) + "</a></li>";
    }
    out += '<li aria-current="page">' + escapeHtml(shown) + "</li></ol></nav>";
    if (resolution.status === "invalid") {
      out += "<h1>" + t("Not a rule number") + "</h1><p>" +
        t("“%(query)s” does not look like a rule number. Rule numbers look like 6, 613, 613.3 or 613.3b.", { query: resolution.requested }) + "</p>";
    } else {
      var section = Number(resolution.canonical[0]);
      out += '<h1><span class="num">' + escapeHtml(resolution.canonical) + "</span> — " + t("not in this edition") + "</h1>";
      if (/^[1-9]$/.test(resolution.canonical)) {
        out += "<p>" + t("The rules text shipped with this site is a Korean translation of sections 1, 4, 5, 6 and 8 of an older edition of the Comprehensive Rules. Section %(section)s (%(name)s) is not part of it.",
          { section: section, name: SECTION_NAMES[section] }) + "</p>";
      } else if (resolution.status === "cited-missing" || resolution.status === "absent-section") {
        out += "<p>" + t("The rules text shipped with this site is a Korean translation of sections 1, 4, 5, 6 and 8 of an older edition of the Comprehensive Rules. It does not contain rule %(number)s, which belongs to section %(section)s (%(name)s).",
          { number: resolution.canonical, section: section, name: SECTION_NAMES[section] }) + "</p>";
      } else {
        out += "<p>" + t("There is no rule %(number)s in this edition.", { number: resolution.canonical }) + "</p>";
      }
      if (resolution.ancestor !== null) {
        var ancestor = docs[resolution.ancestor];
        out += "<p>" + t("The nearest rule above it that this edition has:") + " " + this.ruleRef(ancestor.slug, this.printed(ancestor)) +
          (ancestor.title ? " " + escapeHtml(ancestor.title) : "") + "</p>";
      }
      if (resolution.citing.length) {
        out += '<section aria-labelledby="citing-heading"><h2 id="citing-heading">' + t("Rules in this edition that cite it") +
          '</h2><ul class="ref-list">';
        resolution.citing.forEach(function (d) {
          out += "<li>" + self.ruleRef(docs[d].slug, self.printed(docs[d])) + ' <span class="excerpt">' +
            escapeHtml(truncate(docs[d].text || docs[d].title, 120)) + "</span></li>";
        });
        out += "</ul></section>";
      }
      if (resolution.suggestions.length) {
        out += '<section aria-labelledby="nearby-heading"><h2 id="nearby-heading">' + t("Nearby rules") + '</h2><ul class="ref-list">';
        resolution.suggestions.forEach(function (d) {
          out += "<li>" + self.ruleRef(docs[d].slug, self.printed(docs[d])) + ' <span class="excerpt">' +
            escapeHtml(truncate(docs[d].title || docs[d].text, 80)) + "</span></li>";
        });
        out += "</ul></section>";
      }
    }
    return out + this.jumpForm() + "</div>";
  };

  // ---- templates/rulings/summary.html ----------------------------------------------------
  /* A rule this edition lacks: the project's summary, labelled as such, and who cites it. */
  Renderer.prototype.summaryContent = function (resolution) {
    var t = this.t.bind(this);
    var self = this;
    var docs = this.docs;
    var summary = docs[resolution.summary];
    var citation = "CR " + summary.number;
    var out = '<div id="rule-content" class="rule-page summary-page" data-rule="' + escapeHtml(summary.number) +
      '"><nav class="breadcrumbs" aria-label="' + t("Breadcrumbs") + '"><ol><li><a href="/">' + t("Rules") + "</a></li>";
    // resolve.breadcrumbs(): the rules and summaries above it, outermost first.
    var crumbs = [];
    var parent = FULL.test(summary.number) ? parentOf(summary.number) : null;
    while (parent !== null) {
      var rule = this.bySlug(parent);
      var above = rule !== null ? rule : this.summaryOf(parent);
      if (above !== null) crumbs.unshift(above);
      parent = parentOf(parent);
    }
    crumbs.forEach(function (d) {
      var item = docs[d];
      var label = self.index.isSummary(d) ? item.number + " " + item.summary_title
        : item.kind === "subrule" ? self.printed(item) : self.label(item);
      out += '<li><a href="' + escapeHtml(item.url) + '">' + escapeHtml(label) + "</a></li>";
    });
    out += '<li aria-current="page">' + escapeHtml(summary.number) + "</li></ol></nav>" +
      '<article class="rule rule-summary" id="' + escapeHtml(summary.number) + '"><header class="rule-header"><h1><span class="num">' +
      escapeHtml(summary.number) + "</span> " + escapeHtml(summary.summary_title) + '</h1><p class="en" lang="en">' +
      escapeHtml(summary.title_en) + '</p><div class="cite-box"><code class="citation-text">' + escapeHtml(citation) +
      '</code><button type="button" class="copy-citation" data-copied="' + t("Copied") + '" data-citation="' + escapeHtml(citation) +
      '" data-url="' + escapeHtml(root.location.origin + summary.url) + '">' + t("Copy citation") +
      '</button><span class="copy-status" role="status" aria-live="polite"></span></div></header>';
    if (this.english !== null && this.english.rules.has(summary.number)) {
      // The English edition's text takes the summary's place.
      out += '<p class="summary-label" role="note">' + t("This rule is not in the Korean text; below is its text in the English edition.") +
        "</p>" + this.englishBlock(summary.number, null);
    } else {
      out += '<p class="summary-label" role="note"><strong>' + t("Project summary") + "</strong> " +
        t("This rule is not in this edition's rules text. Below is a summary written by the project; it is not the Comprehensive Rules text.") +
        '</p><div class="rule-text summary-text">' + summary.html + "</div>";
    }
    if (summary.note_html) {
      out += '<aside class="note" aria-label="' + t("About this number") + '"><p class="note-label">' + t("About this number") +
        "</p>" + summary.note_html + "</aside>";
    }
    if (resolution.ancestor !== null) {
      var ancestor = docs[resolution.ancestor];
      out += '<p class="hint">' + t("The nearest rule above it that this edition has:") + " " + this.ruleRef(ancestor.slug, this.printed(ancestor)) +
        (ancestor.title ? " " + escapeHtml(ancestor.title) : "") + "</p>";
    }
    out += "</article>";
    // RuleSummary.objects.below(): the summaries directly below it, in rule-number order.
    var children = this.index.ordered.filter(function (d) {
      return self.index.isSummary(d) && !docs[d].english_only && FULL.test(docs[d].number) &&
        parentOf(docs[d].number) === summary.number;
    });
    if (children.length) {
      out += '<section class="subrules" aria-labelledby="summary-children-heading"><h2 id="summary-children-heading">' +
        t("Summarized rules below it") + '</h2><ul class="ref-list">';
      children.forEach(function (d) {
        out += "<li>" + self.ruleRef(docs[d].number) + " " + escapeHtml(docs[d].summary_title) + ' <span class="excerpt" lang="en">' +
          escapeHtml(docs[d].title_en) + "</span></li>";
      });
      out += "</ul></section>";
    }
    out += '<div class="references"><section class="cited-by" aria-labelledby="cited-by-heading"><h2 id="cited-by-heading">' +
      t("Rules in this edition that cite it") + "</h2>";
    if (resolution.citing.length) {
      out += '<ul class="ref-list">';
      resolution.citing.forEach(function (d) {
        out += "<li>" + self.ruleRef(docs[d].slug, self.printed(docs[d])) + ' <span class="excerpt">' +
          escapeHtml(truncate(docs[d].title || docs[d].text, 90)) + "</span></li>";
      });
      out += "</ul>";
    } else {
      out += '<p class="hint">' + t("No rule in this edition cites it.") + "</p>";
    }
    out += '</section><section class="engine-cites" aria-labelledby="engine-cites-heading"><h2 id="engine-cites-heading">' +
      t("Cited by the sandbox's engine") + "</h2>";
    var engine = summary.engine;
    if (engine) {
      var codes = function (items) {
        return items.map(function (item) { return "<code>" + escapeHtml(item) + "</code>"; }).join(", ");
      };
      out += '<ul class="ref-list">';
      if (engine.concepts.length) out += "<li>" + t("Trace steps (concepts):") + " " + codes(engine.concepts) + "</li>";
      engine.keywords.forEach(function (keyword) {
        var status = keyword[1] === "modelled" ? t("applied by the engine")
          : keyword[1] === "partial" ? t("partly applied by the engine")
          : keyword[1] === "missing" ? t("the part the engine does not apply") : t("listed as not modelled");
        // The msgid carries markup: only the keyword is escaped.
        var label = self.t("Keyword <span lang=\"en\">%(keyword)s</span>", { keyword: keyword[0] })
          .replace(/&lt;span lang=&quot;en&quot;&gt;/, '<span lang="en">').replace(/&lt;\/span&gt;/, "</span>");
        out += "<li>" + label + ": " + status + "</li>";
      });
      if (engine.modules.length) out += "<li>" + t("Engine code and data:") + " " + codes(engine.modules) + "</li>";
      out += "</ul>";
    } else {
      out += '<p class="hint">' + t("The engine does not cite it.") + "</p>";
    }
    return out + "</section></div>" + this.jumpForm() + "</div>";
  };

  // ---- templates/search/search.html ------------------------------------------------------
  Renderer.prototype.searchResults = function (query, section, response, error) {
    var t = this.t.bind(this);
    if (error) return '<p class="search-error" role="alert">' + escapeHtml(error) + "</p>";
    if (!query) {
      return '<p class="search-hint">' + t("Type Korean or English words, a card name from an example, or a rule number (613.3b, 규칙 509.1). Press / anywhere to search.") + "</p>";
    }
    var out = "";
    if (response.missing_number) {
      out += '<p class="search-note">' + t("Rule %(number)s is not in this edition of the text; showing rules that mention it.", { number: response.missing_number }) + "</p>";
    }
    if (!response.results.length) {
      return out + '<p class="search-empty">' + t("No rules match “%(query)s”.", { query: query }) + "</p>";
    }
    var count = response.results.length;
    var summaryKind = this.index.summaryKind;
    out += '<p class="search-count">' + t("Best %(counter)s match", { counter: count }, count) + '</p><ol class="search-results">';
    response.results.forEach(function (result, index) {
      // A project summary is labelled as such, as on the server: it is not the rules text.
      var summary = result.kind === summaryKind;
      out += '<li class="search-result' + (response.exact && index === 0 ? " exact" : "") +
        (summary ? " search-result-summary" : "") + '"><a class="search-result-link" href="' +
        escapeHtml(result.url) + '" data-rule-ref="' + escapeHtml(result.number) + '"><span class="search-result-number">' +
        escapeHtml(result.number) + '</span> <span class="search-result-title">' + escapeHtml(result.heading) + "</span>" +
        (summary ? ' <span class="search-result-kind">' + t("Project summary") + "</span>" : "") +
        '</a> <p class="search-snippet">' + result.snippet + "</p></li>";
    });
    return out + "</ol>";
  };

  Renderer.prototype.searchContent = function (query, section, results) {
    var t = this.t.bind(this);
    var out = '<section class="search-page"><h1>' + t("Search the rules") + '</h1><form class="search-form" action="/search/" ' +
      'method="get" role="search" hx-get="/search/" hx-target="#search-results" hx-push-url="true" hx-sync="this:replace" ' +
      'hx-indicator="#search-busy" hx-trigger="input changed delay:200ms from:#search-box, change from:#search-section, submit">' +
      '<label class="visually-hidden" for="search-box">' + t("Search the rules") + '</label><input id="search-box" name="q" ' +
      'type="search" value="' + escapeHtml(query) + '" autocomplete="off" autofocus enterkeyhint="search" placeholder="' +
      t("e.g. 대체 효과, library, 613.3b") + '"><label class="visually-hidden" for="search-section">' + t("Section") +
      '</label><select id="search-section" name="section"><option value="">' + t("All sections") + "</option>";
    SECTIONS.forEach(function (number) {
      out += '<option value="' + number + '"' + (number === section ? " selected" : "") + ">" +
        t("Section %(number)s", { number: number }) + "</option>";
    });
    return out + '</select><button type="submit">' + t("Search") + '</button><span id="search-busy" ' +
      'class="search-busy htmx-indicator" aria-hidden="true"></span></form><div id="search-results" aria-live="polite">' +
      results + "</div></section>";
  };

  // ---- templates/search/glossary.html#terms ----------------------------------------------
  Renderer.prototype.glossaryTerms = function (query) {
    var t = this.t.bind(this);
    var text = query.trim().toLowerCase();
    var compact = text.split(" ").join("");
    var matching = this.index.glossaryTerms.filter(function (term) {
      return !text || term[0].toLowerCase().indexOf(text) !== -1 ||
        term[1].split(" ").join("").toLowerCase().indexOf(compact) !== -1;
    });
    var terms = matching.filter(function (term) { return term[2] !== "slang"; });
    var talk = matching.filter(function (term) { return term[2] === "slang"; });
    var official = this.officialGlossary(query);
    if (!terms.length && !talk.length && !official) {
      return '<p class="search-empty">' + t("No terms match “%(query)s”.", { query: query }) + "</p>";
    }
    function row(term, english) {
      return '<tr class="glossary-term" data-origin="' + escapeHtml(term[2]) + '"><td' + (english ? ' lang="en"' : "") + ">" +
        escapeHtml(term[0]) + (term[2] === "curated" ? ' <span class="glossary-origin" title="' +
        t("Added for search: the text does not write this pair") + '">*</span>' : "") + '</td><td><a href="/search/?q=' +
        encodeURIComponent(term[1]) + '">' + escapeHtml(term[1]) + "</a></td><td>" +
        (term[3] ? '<a href="/rules/' + escapeHtml(term[3]) + '/" data-rule-ref="' + escapeHtml(term[4]) + '">' + escapeHtml(term[4]) + "</a>" : "") +
        "</td></tr>";
    }
    var out = "";
    if (terms.length) {
      out += '<table class="glossary-table"><caption>' + t("%(counter)s term", { counter: terms.length }, terms.length) +
        '</caption><thead><tr><th scope="col">' + t("glossary column\u0004English") + '</th><th scope="col">' +
        t("glossary column\u0004Korean") + '</th><th scope="col">' + t("glossary column\u0004Rule") + "</th></tr></thead><tbody>";
      terms.forEach(function (term) { out += row(term, true); });
      out += "</tbody></table>";
      if (terms.some(function (term) { return term[2] === "curated"; })) {
        out += '<p class="search-note">' + t("* added for search: the text uses the Korean term but never writes this English next to it.") + "</p>";
      }
    }
    if (talk.length) {
      out += "<h2>" + t("Table talk") + '</h2><table class="glossary-table"><thead><tr><th scope="col">' + t("Said at the table") +
        '</th><th scope="col">' + t("The rules' term") + '</th><th scope="col">' + t("glossary column\u0004Rule") + "</th></tr></thead><tbody>";
      talk.forEach(function (term) { out += row(term, false); });
      out += "</tbody></table>";
    }
    return out + official;
  };

  /* templates/rulings/_official_glossary.html (rulings/editions.py official_glossary): the
   * English edition's glossary terms matching `query`, with the Korean the text uses. */
  Renderer.prototype.officialGlossary = function (query) {
    var t = this.t.bind(this);
    var english = this.english;
    if (english === null || !english.glossary.length) return "";
    var text = query.trim().toLowerCase();
    var compact = text.split(" ").join("");
    var korean = new Map();
    this.index.glossaryTerms.forEach(function (term) {
      if (term[2] === "slang") return;
      var key = term[0].toLowerCase();
      if (!korean.has(key)) korean.set(key, []);
      if (korean.get(key).indexOf(term[1]) === -1) korean.get(key).push(term[1]);
    });
    var rows = "";
    english.glossary.forEach(function (entry) {
      var pairs = korean.get(entry[0].toLowerCase()) || [];
      if (text && entry[0].toLowerCase().indexOf(text) === -1 && !pairs.some(function (pair) {
        return pair.split(" ").join("").toLowerCase().indexOf(compact) !== -1;
      })) return;
      rows += '<tr class="glossary-term" data-origin="official"><td lang="en">' + escapeHtml(entry[0]) + "</td><td>" +
        (pairs.length ? pairs.map(function (pair) {
          return '<a href="/search/?q=' + encodeURIComponent(pair) + '">' + escapeHtml(pair) + "</a>";
        }).join(", ") : "—") + '</td><td lang="en" class="glossary-definition">' + entry[1] + "</td></tr>";
    });
    if (!rows) return "";
    return '<h2 id="official-glossary">' + t("Official glossary (English, effective %(date)s)", { date: english.date }) +
      '</h2><table class="glossary-table official-glossary"><thead><tr><th scope="col">' + t("glossary column\u0004English") +
      '</th><th scope="col">' + t("glossary column\u0004Korean") + '</th><th scope="col">' + t("Definition") +
      "</th></tr></thead><tbody>" + rows + "</tbody></table>";
  };

  Renderer.prototype.glossaryContent = function (query) {
    // templates/search/glossary.html, filtered by `query`
    var t = this.t.bind(this);
    return '<section class="search-page glossary-page"><h1>' + t("Glossary") + '</h1><p class="search-hint">' +
      t("English terms and the Korean this translation uses for them. Most are written in the rules text itself as 한국어(English); the rule where the text defines a term is linked. Search understands every term here in either language.") +
      '</p><form class="search-form" action="/glossary/" method="get" role="search" hx-get="/glossary/" ' +
      'hx-target="#glossary-terms" hx-push-url="true" hx-sync="this:replace" hx-trigger="input changed delay:150ms ' +
      'from:#glossary-filter, submit"><label class="visually-hidden" for="glossary-filter">' + t("Filter terms") +
      '</label><input id="glossary-filter" name="q" type="search" value="' + escapeHtml(query) + '" autocomplete="off" ' +
      'enterkeyhint="search" placeholder="' + t("Filter: library, 서고, 트리거") + '"><button type="submit">' + t("Filter") +
      '</button></form><div id="glossary-terms" aria-live="polite">' + this.glossaryTerms(query) + "</div></section>";
  };

  // ---- the page around the content -------------------------------------------------------
  var NAV = [["/", "/rules/"], ["/search/"], ["/glossary/"], ["/sandbox/"], ["/cards/"]];

  /* The shell page with `content` in <main>, its <title> and any extra <head> lines. */
  Renderer.prototype.page = function (path, title, content, head) {
    var html = this.shell.html;
    var current = NAV.find(function (prefixes) {
      return prefixes.some(function (prefix) { return prefix === "/" ? path === "/" : path.startsWith(prefix); });
    });
    if (current) {
      var href = ' href="' + current[0] + '"';
      html = html.replace("<a" + href + ">", "<a" + href + ' aria-current="page">');
    }
    return html.replace("<html ", '<html data-offline-render="' + escapeHtml(String(this.index.version)) + '" ')
      .replace("<!--offline:title-->", function () { return escapeHtml(title); })
      .replace("<!--offline:head-->", function () { return head || ""; })
      .replace("<!--offline:content-->", function () { return content; });
  };

  Renderer.prototype.networkNeeded = function () {
    // The sandbox, saved scenarios and the card database run on the server.
    return '<section class="offline-needs-network"><h1>' + this.t("This page needs the network") + "</h1><p>" +
      this.t("The sandbox, saved scenarios and the card database run on the server, so they need a connection. The rules, their search and the glossary work offline.") +
      '</p><p><a href="/">' + this.t("Rules") + '</a> · <a href="/search/">' + this.t("Search") + '</a> · <a href="/glossary/">' +
      this.t("Glossary") + "</a></p></section>";
  };

  root.OfflineRender = {
    Renderer: Renderer,
    canonicalSlug: canonicalSlug,
    normalizeNumber: normalizeNumber
  };
})(typeof self !== "undefined" ? self : this);
