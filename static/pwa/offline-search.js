/* Offline search: the server's search (rulings/search/) ported to run over the offline bundle.
 *
 * The bundle (rulings/offline/bundle.py) carries the Whoosh index's postings, field lengths
 * and stored rows, the glossary, and the analyzer's and the query's word lists and weights;
 * this file holds only the algorithms, each function named after the Python one it ports:
 *
 *   analyze()        rulings/search/analysis.py   (query text and snippets)
 *   porterStem()     whoosh/lang/porter.py        (its quirks included: it is the index's)
 *   Glossary         rulings/search/glossary.py   (match_english, match_thesaurus, expand_korean)
 *   Intent           rulings/search/intent.py     (detect, question_phrases: its patterns)
 *   Index.search()   rulings/search/query.py      (number answers, expansion, BM25F, re-ranking)
 *   highlight()      rulings/search/snippets.py
 *
 * Ties and float sums follow Python's order (Maps keep insertion order as dicts do), so the
 * same query gives the same rules in the same order; tests/rulings/test_offline_search.py
 * checks that over the benchmark queries and every rule's text.
 *
 * Loaded by the service worker (importScripts), by pages and by the tests: it only defines
 * `self.OfflineSearch`.
 */
(function (root) {
  "use strict";

  var FORMAT = 7;

  // ---- whoosh/lang/porter.py -------------------------------------------------------------
  var STEP2 = {
    ational: "ate", tional: "tion", enci: "ence", anci: "ance", izer: "ize", bli: "ble",
    alli: "al", entli: "ent", eli: "e", ousli: "ous", ization: "ize", ation: "ate",
    ator: "ate", alism: "al", iveness: "ive", fulness: "ful", ousness: "ous", aliti: "al",
    iviti: "ive", biliti: "ble", logi: "log"
  };
  var STEP3 = { icate: "ic", ative: "", alize: "al", iciti: "ic", ical: "ic", ful: "", ness: "" };
  var CONS_SEQ = "[^aeiouy]+";
  var VOWEL_SEQ = "[aeiou]+";
  var MGR0 = new RegExp("^(" + CONS_SEQ + ")?" + VOWEL_SEQ + CONS_SEQ);
  var MEQ1 = new RegExp("^(" + CONS_SEQ + ")?" + VOWEL_SEQ + CONS_SEQ + "(" + VOWEL_SEQ + ")?$");
  var MGR1 = new RegExp("^(" + CONS_SEQ + ")?" + VOWEL_SEQ + CONS_SEQ + VOWEL_SEQ + CONS_SEQ);
  var S_V = new RegExp("^(" + CONS_SEQ + ")?[aeiouy]");
  var C_V = new RegExp("^" + CONS_SEQ + "[aeiouy][^aeiouwxy]$");
  var ED_ING = /^(.*)(ed|ing)$/;
  // Python's re.match anchors these at the start: whoosh's "(at|bl|iz)$" only ever matches a
  // whole two-letter word, and so must this.
  var AT_BL_IZ = /^(at|bl|iz)$/;
  var STEP1B = /^([^aeiouylsz])\1$/;
  var STEP2_RE = /^(.+?)(ational|tional|enci|anci|izer|bli|alli|entli|eli|ousli|ization|ation|ator|alism|iveness|fulness|ousness|aliti|iviti|biliti|logi)$/;
  var STEP3_RE = /^(.+?)(icate|ative|alize|iciti|ical|ful|ness)$/;
  var STEP4_1 = /^(.+?)(al|ance|ence|er|ic|able|ible|ant|ement|ment|ent|ou|ism|ate|iti|ous|ive|ize)$/;
  var STEP4_2 = /^(.+?)(s|t)(ion)$/;
  var STEP5 = /^(.+?)e$/;

  function porterStem(w) {
    if (w.length < 3) return w;
    var firstIsY = w[0] === "y";
    if (firstIsY) w = "Y" + w.slice(1);
    if (w.endsWith("s")) {
      if (w.endsWith("sses")) w = w.slice(0, -2);
      else if (w.endsWith("ies")) w = w.slice(0, -2);
      else if (w[w.length - 2] !== "s") w = w.slice(0, -1);
    }
    var m, stem;
    if (w.endsWith("eed")) {
      if (MGR0.test(w.slice(0, -3))) w = w.slice(0, -1);
    } else {
      m = ED_ING.exec(w);
      if (m) {
        stem = m[1];
        if (S_V.test(stem)) {
          w = stem;
          if (AT_BL_IZ.test(w)) w += "e";
          else if (STEP1B.test(w)) w = w.slice(0, -1);
          else if (C_V.test(w)) w += "e";
        }
      }
    }
    if (w.endsWith("y")) {
      stem = w.slice(0, -1);
      if (S_V.test(stem)) w = stem + "i";
    }
    m = STEP2_RE.exec(w);
    if (m && MGR0.test(m[1])) w = m[1] + STEP2[m[2]];
    m = STEP3_RE.exec(w);
    if (m && MGR0.test(m[1])) w = m[1] + STEP3[m[2]];
    m = STEP4_1.exec(w);
    if (m) {
      if (MGR1.test(m[1])) w = m[1];
    } else {
      m = STEP4_2.exec(w);
      if (m && MGR1.test(m[1] + m[2])) w = m[1] + m[2];
    }
    m = STEP5.exec(w);
    if (m) {
      stem = m[1];
      if (MGR1.test(stem) || (MEQ1.test(stem) && !C_V.test(stem))) w = stem;
    }
    if (w.endsWith("ll") && MGR1.test(w)) w = w.slice(0, -1);
    if (firstIsY) w = "y" + w.slice(1);
    return w;
  }

  // ---- rulings/search/analysis.py --------------------------------------------------------
  var TOKEN_RE = /(?<number>(?<![\d.])\d{3}(?:\.\d{1,3}[a-z]?)?(?!\d))|(?<digits>\d+)|(?<latin>[a-z][a-z']*)|(?<hangul>[가-힣]+)/g;
  var SPACE_ONLY = /^[ \t]+$/;
  var PAST_RE = /^([가-힣]{2,}?)(?:했|하였|되었|됐)(?:다|고|으면|으며|을|던|는지|지만|는데|습니다|나요)?$/;
  var JAMO_FINALS = { "ㄴ": 4, "ㄹ": 8, "ㅂ": 17 };

  function normalize(text) {
    var out = "";
    for (var i = 0; i < text.length; i++) {
      var code = text.charCodeAt(i);
      if (code >= 0xFF01 && code < 0xFF5F) out += String.fromCharCode(code - 0xFEE0);
      else if (code === 0x3000) out += " ";
      else out += text[i];
    }
    return out.toLowerCase();
  }

  function isHangul(text) {
    for (var i = 0; i < text.length; i++) {
      if (text[i] < "가" || text[i] > "힣") return false;
    }
    return true;
  }

  function isAscii(text) {
    return /^[\x00-\x7f]*$/.test(text);
  }

  function endsWithAny(word, endings) {
    for (var i = 0; i < endings.length; i++) {
      if (word.endsWith(endings[i])) return true;
    }
    return false;
  }

  function Analyzer(constants) {
    this.particles = constants.particles;
    this.verbEndings = constants.verb_endings;
    this.protectedEndings = constants.protected_endings;
    this.singleSyllableNouns = new Set(Array.from(constants.single_syllable_nouns));
    this.genericEndings = constants.generic_endings;
    this.prefixMark = constants.prefix_mark;
    this.splitParticles = constants.split_particles;
    this.numerals = new Set(Array.from(constants.numerals));
    this.counters = new Set(Array.from(constants.counters));
    this.endingCache = new Map();
  }

  /* analysis.respace(): the spaces a judge left out after a particle or between a numeral
     and its counter put back ("기권을하면은" -> "기권을 하면은"). */
  Analyzer.prototype.respace = function (text) {
    var self = this;
    return splitWords(text).map(function (word) {
      return self.respaceWord(word).filter(function (piece) { return piece !== ""; }).join(" ");
    }).join(" ");
  };

  Analyzer.prototype.respaceWord = function (word) {
    if (!isHangul(word)) return [word];
    var self = this;
    if (word.length >= 2 && this.numerals.has(word[0]) && this.counters.has(word[1])) {
      var rest = word.slice(2);
      var particle = "";
      for (var i = 0; i < this.particles.length; i++) {
        var p = this.particles[i];
        if (rest.startsWith(p) && rest.length - p.length !== 1) { particle = p; break; }
      }
      if (rest.length - particle.length === 1) return [word];
      return [word[0], word[1] + particle].concat(this.respaceWord(rest.slice(particle.length)));
    }
    for (var start = 1; start < word.length - 2; start++) {
      if (!this.splitParticles.some(function (p) { return word.startsWith(p, start); })) continue;
      // The longest particle there: "에게서는" is one, not 에게 + 서는.
      var longest = this.particles.find(function (p) { return word.startsWith(p, start); });
      var end = start + longest.length;
      var stem = word.slice(0, start);
      var after = word.slice(end);
      if (after.length >= 2 && (stem.length >= 2 || self.singleSyllableNouns.has(stem)) &&
          !this.cutsProtected(word, end)) {
        return [word.slice(0, end)].concat(this.respaceWord(after));
      }
    }
    return [word];
  };

  Analyzer.prototype.cutsProtected = function (word, cut) {
    if (endsWithAny(word.slice(0, cut), this.protectedEndings)) return false;
    for (var i = 0; i < this.protectedEndings.length; i++) {
      var noun = this.protectedEndings[i];
      // Python's rfind(noun, 0, cut + len(noun)): the last start at or before `cut`.
      var index = rfind(word, noun, cut + noun.length);
      if (index !== -1 && index < cut && cut < index + noun.length) return true;
    }
    return false;
  };

  function rfind(word, needle, end) {
    // str.rfind(needle, 0, end): the last index where needle lies wholly inside word[0:end].
    var limit = Math.min(end, word.length) - needle.length;
    if (limit < 0) return -1;
    return word.lastIndexOf(needle, limit);
  }

  Analyzer.prototype.stripParticle = function (word) {
    if (endsWithAny(word, this.protectedEndings)) return word;
    for (var i = 0; i < this.particles.length; i++) {
      var particle = this.particles[i];
      if (!word.endsWith(particle)) continue;
      var stem = word.slice(0, -particle.length);
      if (this.cutsProtected(word, stem.length)) continue;
      if (stem.length >= 2 || (stem.length === 1 && this.singleSyllableNouns.has(stem))) {
        if (particle !== "들" && stem.length >= 3 && stem.endsWith("들")) stem = stem.slice(0, -1);
        return stem;
      }
    }
    return word;
  };

  Analyzer.prototype.stripConditional = function (word, shortest) {
    if (shortest === undefined) shortest = 2;
    // A noun made conditional by the copula ("생물이라면") is the noun (stripCopula()).
    var noun = this.stripCopula(word);
    if (noun !== null) return noun;
    var stem;
    if (word.endsWith("으면")) {
      stem = word.slice(0, -2);
    } else if (word.endsWith("면") && word.length >= 2 &&
               (word.charCodeAt(word.length - 2) - 0xAC00) % 28 === 0) {
      stem = word.slice(0, -1);
    } else {
      return null;
    }
    return stem.length >= shortest && isHangul(stem) ? stem : null;
  };

  Analyzer.prototype.stripGenericEnding = function (word) {
    var conditional = this.stripConditional(word);
    if (conditional !== null) return conditional;
    if (word.endsWith("습니다")) return word.length >= 5 ? word.slice(0, -3) : null;
    for (var i = 0; i < this.genericEndings.length; i++) {
      var ending = this.genericEndings[i];
      var finalIndex = JAMO_FINALS[ending[0]];
      if (finalIndex === undefined) {
        if (word.endsWith(ending) && word.length - ending.length >= 2) {
          return word.slice(0, -ending.length);
        }
        continue;
      }
      var rest = ending.slice(1);
      if (!word.endsWith(rest) || word.length - rest.length < 2) continue;
      var syllable = word.charCodeAt(word.length - rest.length - 1);
      var code = syllable - 0xAC00;
      if (code >= 0 && code < 11172 && code % 28 === finalIndex) {
        return word.slice(0, word.length - rest.length - 1) +
          String.fromCharCode(0xAC00 + code - finalIndex);
      }
    }
    return null;
  };

  Analyzer.prototype.stripVerbEnding = function (word) {
    var past = PAST_RE.exec(word);
    if (past && !this.cutsProtected(word, past[1].length)) return past[1];
    for (var i = 0; i < this.verbEndings.length; i++) {
      var ending = this.verbEndings[i];
      if (word.endsWith(ending) && word.length - ending.length >= 2) {
        if (this.cutsProtected(word, word.length - ending.length)) continue;
        return word.slice(0, -ending.length);
      }
    }
    if (!endsWithAny(word, this.protectedEndings)) {
      var stem = this.stripGenericEnding(word);
      if (stem !== null && !this.cutsProtected(word, stem.length)) return stem;
    }
    return null;
  };

  /* analysis.strip_copula(): the noun before 이면 / 이라면 (after a consonant) or 라면 (after
     a vowel), of two syllables or more and not ending in 들; null if the word does not end so. */
  Analyzer.prototype.stripCopula = function (word) {
    var endings = [["이라면", true], ["이면", true], ["라면", false]];
    for (var i = 0; i < endings.length; i++) {
      var ending = endings[i][0];
      if (!word.endsWith(ending)) continue;
      var noun = word.slice(0, -ending.length);
      if (noun.length < 2 || noun.endsWith("들") || !isHangul(noun)) continue;
      var code = noun.charCodeAt(noun.length - 1) - 0xAC00;
      if ((code % 28 !== 0) === endings[i][1]) return noun;
    }
    return null;
  };

  Analyzer.prototype.stripEnding = function (word) {
    var known = this.endingCache.get(word);
    if (known !== undefined) return known;
    var stem = this.stripVerbEnding(word);
    if (stem === null) {
      var noun = this.stripParticle(word);
      stem = noun;
      if (noun !== word && noun.length >= 3) stem = this.stripVerbEnding(noun) || noun;
    }
    this.endingCache.set(word, stem);
    return stem;
  };

  /* The search terms of `text` ({text, start, end}), in text order: analysis.analyze(). */
  Analyzer.prototype.analyze = function (text) {
    var value = normalize(text);
    var terms = [];
    var previous = null; // [stem, end offset, stripped?]
    var match;
    TOKEN_RE.lastIndex = 0;
    while ((match = TOKEN_RE.exec(value)) !== null) {
      var start = match.index;
      var end = start + match[0].length;
      var word = match[0];
      var groups = match.groups;
      if (groups.hangul === undefined) {
        previous = null;
        if (groups.latin !== undefined) {
          word = word.replace(/^'+|'+$/g, "");
          if (word) terms.push({ text: porterStem(word), start: start, end: end });
        } else {
          terms.push({ text: word, start: start, end: end });
        }
        continue;
      }
      var stem = this.stripEnding(word);
      if (previous !== null && !previous[2] && SPACE_ONLY.test(value.slice(previous[1], start))) {
        terms.push({ text: previous[0][previous[0].length - 1] + stem[0],
                     start: previous[1] - 1, end: start + 1 });
      }
      if (stem.length === 1) {
        terms.push({ text: stem, start: start, end: start + 1 });
      } else if (stem.length >= 3) {
        terms.push({ text: stem, start: start, end: start + stem.length });
      }
      if (stem.length >= 2 || !this.singleSyllableNouns.has(stem)) {
        terms.push({ text: stem[0] + this.prefixMark, start: start, end: start + 1 });
      }
      for (var offset = 0; offset < stem.length - 1; offset++) {
        terms.push({ text: stem.slice(offset, offset + 2), start: start + offset,
                     end: start + offset + 2 });
      }
      previous = [stem, start + stem.length, stem !== word];
    }
    return terms;
  };

  // ---- rulings/search/glossary.py --------------------------------------------------------
  function byLengthThenText(a, b) {
    return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
  }

  function byText(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
  }

  function Glossary(data) {
    this.english = new Map(); // "word word" -> Set of Korean phrases
    this.korean = new Map(); // compact Korean -> Set of English terms
    this.slang = new Map(Object.entries(data.slang || {}));
    var self = this;
    (data.pairs || []).forEach(function (pair) {
      if (!self.english.has(pair[0])) self.english.set(pair[0], new Set());
      self.english.get(pair[0]).add(pair[1]);
    });
    (data.korean || []).forEach(function (pair) {
      if (!self.korean.has(pair[0])) self.korean.set(pair[0], new Set());
      self.korean.get(pair[0]).add(pair[1]);
    });
    this.longest = 0;
    this.english.forEach(function (_value, key) {
      self.longest = Math.max(self.longest, key.split(" ").length);
    });
    // The thesaurus's Korean entries: phrase key -> wordings (glossary.Glossary.thesaurus).
    this.thesaurus = new Map();
    (data.thesaurus || []).forEach(function (pair) { self.thesaurus.set(pair[0], pair[1]); });
  }

  /* glossary.Glossary.match_thesaurus(): [[first, last, wordings], ...]. */
  Glossary.prototype.matchThesaurus = function (keys, maxWords) {
    var found = [];
    var index = 0;
    while (index < keys.length) {
      var matched = false;
      for (var size = Math.min(maxWords, keys.length - index); size > 0; size--) {
        var wordings = this.thesaurus.get(keys.slice(index, index + size).join(""));
        if (wordings && wordings.length) {
          found.push([index, index + size, wordings]);
          index += size;
          matched = true;
          break;
        }
      }
      if (!matched) index += 1;
    }
    return found;
  };

  Glossary.prototype.matchEnglish = function (words) {
    var found = [];
    var index = 0;
    while (index < words.length) {
      var matched = false;
      for (var size = Math.min(this.longest, words.length - index); size > 0; size--) {
        var phrases = this.english.get(words.slice(index, index + size).join(" "));
        if (phrases && phrases.size) {
          var positions = [];
          for (var i = index; i < index + size; i++) positions.push(i);
          found.push([positions, Array.from(phrases).sort(byLengthThenText)]);
          index += size;
          matched = true;
          break;
        }
      }
      if (!matched) index += 1;
    }
    return found;
  };

  Glossary.prototype.expandKorean = function (query) {
    var compact = normalize(query).split(" ").join("");
    var found = new Set();
    this.korean.forEach(function (terms, korean) {
      if (korean.length >= 2 && compact.indexOf(korean) !== -1) {
        terms.forEach(function (english) { found.add(english); });
      }
    });
    return Array.from(found).sort(byText);
  };

  // ---- rulings/search/snippets.py --------------------------------------------------------
  var SNIPPET_CHARS = 160;

  function escapeHtml(text) {
    // django.utils.html.escape
    return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;").replace(/'/g, "&#x27;");
  }

  function matchedSpans(analyzer, text, terms) {
    var spans = analyzer.analyze(text).filter(function (t) { return terms.has(t.text); })
      .map(function (t) { return [t.start, t.end]; })
      .sort(function (a, b) { return a[0] - b[0] || a[1] - b[1]; });
    var merged = [];
    spans.forEach(function (span) {
      var last = merged[merged.length - 1];
      if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1]);
      else merged.push([span[0], span[1]]);
    });
    return merged;
  }

  function bestWindow(text, spans, size) {
    if (text.length <= size || !spans.length) return [0, Math.min(text.length, size)];
    var bestStart = 0;
    var bestCover = -1;
    spans.forEach(function (span) {
      var start = Math.max(0, Math.min(span[0] - Math.floor(size / 5), text.length - size));
      var end = start + size;
      var cover = 0;
      spans.forEach(function (s) { cover += Math.max(0, Math.min(s[1], end) - Math.max(s[0], start)); });
      if (cover > bestCover) { bestStart = start; bestCover = cover; }
    });
    return [bestStart, bestStart + size];
  }

  function highlight(analyzer, text, terms, size) {
    if (size === undefined) size = SNIPPET_CHARS;
    var spans = matchedSpans(analyzer, text, terms);
    var window = bestWindow(text, spans, size);
    var start = window[0];
    var end = window[1];
    var parts = [start > 0 ? "…" : ""];
    var cursor = start;
    spans.forEach(function (span) {
      var s = Math.max(span[0], start);
      var e = Math.min(span[1], end);
      if (s >= e) return;
      parts.push(escapeHtml(text.slice(cursor, s)));
      parts.push("<mark>" + escapeHtml(text.slice(s, e)) + "</mark>");
      cursor = e;
    });
    parts.push(escapeHtml(text.slice(cursor, end)));
    if (end < text.length) parts.push("…");
    return parts.join("");
  }

  // ---- rulings/numbers.py: fold_typed() --------------------------------------------------
  // The Latin key of each jamo on the 2-beolsik keyboard ("613.3ㅠ" is 613.3b typed with the
  // Korean layout on); shifted keys give the doubled jamo. numbers.KOREAN_KEYS.
  var KOREAN_KEYS = {
    "ㅁ": "a", "ㅠ": "b", "ㅊ": "c", "ㅇ": "d", "ㄷ": "e", "ㄹ": "f", "ㅎ": "g", "ㅗ": "h",
    "ㅑ": "i", "ㅓ": "j", "ㅏ": "k", "ㅣ": "l", "ㅡ": "m", "ㅜ": "n", "ㅐ": "o", "ㅔ": "p",
    "ㅂ": "q", "ㄱ": "r", "ㄴ": "s", "ㅅ": "t", "ㅕ": "u", "ㅍ": "v", "ㅈ": "w", "ㅌ": "x",
    "ㅛ": "y", "ㅋ": "z",
    "ㄸ": "e", "ㅒ": "o", "ㅖ": "p", "ㅃ": "q", "ㄲ": "r", "ㅆ": "t", "ㅉ": "w"
  };
  var KOREAN_LETTER_RE = new RegExp(
    "(?<![0-9])([1-9][0-9]{2}\\s*[.\\s,_\\-·]\\s*[0-9]{1,3}\\s*)([" +
    Object.keys(KOREAN_KEYS).join("") + "])(?![\\u3131-\\u318e\\uac00-\\ud7a3])", "g");

  /* Rule numbers as a Latin keyboard types them: full-width forms folded as NFKC folds them,
   * and a jamo right after a rule number read as its key ("613.3ㅠ" -> "613.3b"). */
  function foldTyped(text) {
    var folded = "";
    for (var i = 0; i < text.length; i++) {
      var code = text.charCodeAt(i);
      folded += (code >= 0xFF01 && code < 0xFF5F) ? text[i].normalize("NFKC")
        : code === 0x3000 ? " " : text[i];
    }
    return folded.replace(KOREAN_LETTER_RE, function (whole, number, jamo) {
      return number + KOREAN_KEYS[jamo];
    });
  }

  // ---- rulings/search/query.py -----------------------------------------------------------
  var PREFIX = "(?:(?:comprehensive\\s+rules?|cr|rules?|규칙|룰|조항|항목|종합\\s*규칙)\\s*[:#]?\\s*)?";
  var SUFFIX = "\\s*\\.?\\s*(?:항|조|번|번\\s*규칙|규칙|조항)?\\s*[?？]?";
  var NUMBER_QUERY_RE = new RegExp(
    "^\\s*" + PREFIX + "(\\d{3})(?:(?:\\s*[.\\-·_,]\\s*|\\s+)(\\d{1,3})(?:\\s*([a-z]))?)?" +
    SUFFIX + "$");
  var NUMBER_TERM_RE = /^\d{3}(?:\.\d{1,3}[a-z]?)?$/;
  var LATIN_TERM_RE = /^[A-Za-z]+$/;
  var DIGITS_RE = /^\d+$/;
  var NOT_NAME_RE = /[^0-9a-z가-힣]+/g;

  /* index.name_key(): a name reduced to letters and digits ("Legend rule" -> "legendrule"). */
  function nameKey(text) {
    return normalize(text).replace(NOT_NAME_RE, "");
  }

  function parseRuleNumber(query) {
    var match = NUMBER_QUERY_RE.exec(normalize(foldTyped(query)));
    if (!match) return null;
    if (match[2] === undefined) return match[1];
    return match[1] + "." + match[2] + (match[3] || "");
  }

  function isChildNumber(number, parent) {
    if (parent.indexOf(".") === -1) return number.startsWith(parent + ".");
    return number.length === parent.length + 1 && number.startsWith(parent) &&
      /[a-z]/.test(number[number.length - 1]);
  }

  function parentNumber(number) {
    if (/[a-zA-Z]/.test(number[number.length - 1])) return number.slice(0, -1);
    var dot = number.lastIndexOf(".");
    return dot === -1 ? "" : number.slice(0, dot);
  }

  function escapeRegExp(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  }

  function splitWords(text) {
    return text.split(/\s+/).filter(function (word) { return word !== ""; });
  }

  function* jamoNeighbours(syllable) {
    var code = syllable.charCodeAt(0) - 0xAC00;
    if (!(code >= 0 && code < 11172)) return;
    var cho = Math.floor(code / (21 * 28));
    var rest = code % (21 * 28);
    var jung = Math.floor(rest / 28);
    var jong = rest % 28;
    var c, v, t;
    for (c = 0; c < 19; c++) if (c !== cho) yield String.fromCharCode(0xAC00 + (c * 21 + jung) * 28 + jong);
    for (v = 0; v < 21; v++) if (v !== jung) yield String.fromCharCode(0xAC00 + (cho * 21 + v) * 28 + jong);
    for (t = 0; t < 28; t++) if (t !== jong) yield String.fromCharCode(0xAC00 + (cho * 21 + jung) * 28 + t);
  }

  function editDistance(a, b, limit) {
    // Damerau-Levenshtein (a swap of two neighbours is one edit).
    if (Math.abs(a.length - b.length) > limit) return limit + 1;
    var before = [];
    var previous = [];
    var j;
    for (j = 0; j <= b.length; j++) previous.push(j);
    for (var i = 1; i <= a.length; i++) {
      var current = [i];
      for (j = 1; j <= b.length; j++) {
        var cost = Math.min(previous[j] + 1, current[j - 1] + 1,
                            previous[j - 1] + (a[i - 1] !== b[j - 1] ? 1 : 0));
        if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
          cost = Math.min(cost, before[j - 2] + 1);
        }
        current.push(cost);
      }
      before = previous;
      previous = current;
    }
    return previous[previous.length - 1];
  }

  function latinCorrection(word, candidates) {
    if (word.length < 4) return null;
    var limit = word.length < 7 ? 1 : 2;
    var best = null;
    var swapped = word.slice(0, 2).split("").reverse().join("");
    for (var i = 0; i < candidates.length; i++) {
      var candidate = candidates[i];
      if (candidate[0] !== word[0] && candidate.slice(0, 2) !== swapped) continue;
      var distance = editDistance(word, candidate, limit);
      if (distance <= limit && (best === null || distance < best[0])) best = [distance, candidate];
    }
    return best ? best[1] : null;
  }

  function Concept(alternatives, credits) {
    this.alternatives = alternatives; // [[term, weight], ...] per alternative
    this.credits = credits || [];
    this.salience = 1.0; // query.CONCEPT_WEIGHT where a heading names it (weighConcept)
  }

  Concept.prototype.credit = function (index) {
    return index < this.credits.length ? this.credits[index] : 1.0;
  };

  Concept.prototype.key = function () {
    return JSON.stringify([this.alternatives, this.credits]);
  };

  function repeat(value, count) {
    var out = [];
    for (var i = 0; i < count; i++) out.push(value);
    return out;
  }

  /* The bundle opened for searching: index.OpenIndex plus query.search(). */
  function Index(bundle) {
    if (bundle.format !== FORMAT) {
      throw new Error("offline bundle format " + bundle.format + ", expected " + FORMAT);
    }
    this.version = bundle.version;
    this.q = bundle.query;
    this.analyzer = new Analyzer(bundle.analysis);
    this.glossary = new Glossary(bundle.glossary);
    this.docs = bundle.rules; // by document number
    this.fields = bundle.index.fields;
    this.lengths = bundle.index.lengths;
    this.headings = bundle.index.headings;
    // index.OpenIndex.heading_vocabulary: every term of every heading.
    var headingVocabulary = this.headingVocabulary = new Set();
    this.headings.forEach(function (heading) {
      (heading || []).forEach(function (t) { headingVocabulary.add(t); });
    });
    // index.OpenIndex.concept_vocabulary: the headings' terms and those of the keywords' and
    // state-based actions' summaries' titles (index.keyword_vocabulary(), shipped as data).
    var conceptVocabulary = this.conceptVocabulary = new Set(headingVocabulary);
    bundle.query.keyword_terms.forEach(function (t) { conceptVocabulary.add(t); });
    this.keywordStatement = new RegExp(bundle.query.keyword_statement);
    this.leads = bundle.index.leads.map(function (terms) { return new Set(terms); });
    // Each question a rule answers (index.Question): its analyzed terms, and its words (the
    // terms but the first syllables of verbs).
    var mark = this.analyzer.prefixMark;
    this.questions = bundle.index.questions.map(function (listed) {
      return listed.map(function (terms) {
        return { terms: new Set(terms), words: terms.filter(function (t) { return !t.endsWith(mark); }) };
      });
    });
    // query.VARIANT_SECTIONS: the sections of the variants a query may name.
    this.variantSections = new Set([].concat.apply([], Object.values(this.q.variant_rules)));
    // index.defining_rules() (docnum -> docnum) and each such heading's terms, whole words too.
    this.definitions = bundle.index.definitions;
    var headingWords = this.headingWords = new Map();
    var analyzer = this.analyzer;
    this.definitions.forEach(function (defining, docnum) {
      if (defining === null) return;
      headingWords.set(docnum, new Set(analyzer.analyze(bundle.rules[docnum].title).map(
        function (t) { return t.text; })));
    });
    // intent.rule_intents() of each document, and intent.py's patterns.
    this.intents = bundle.index.intents.map(function (names) { return new Set(names); });
    this.questionPatterns = Object.keys(this.q.question_patterns).map(function (intent) {
      return [intent, new RegExp(bundle.query.question_patterns[intent])];
    });
    this.questionPhrases = this.q.question_phrases.map(function (p) { return new RegExp(p, "g"); });
    this.questionExtraWords = new Set(this.q.question_extra_words);
    this.citedBy = bundle.cited_by; // number -> slugs of the rules citing it, in order
    this.glossaryTerms = bundle.glossary_terms; // [english, korean, origin, slug, number]
    this.documents = this.docs.length;
    // query._bm25f(): the N of every IDF is the rules of the text, not the summaries.
    this.ruleCount = bundle.index.rule_count;
    this.summaryKind = this.q.summary_kind;
    this.summaryFields = new Set(this.q.summary_fields);
    this.summaryNames = new Map(Object.entries(bundle.index.summary_names));
    this.questionWords = new Set(this.q.question_words);
    this.stopWords = new Set(this.q.english_stop_words);
    var self = this;
    // Rows in document order (positions), as index._load() keeps them.
    this.ordered = this.docs.map(function (_doc, docnum) { return docnum; })
      .sort(function (a, b) { return self.docs[a].position - self.docs[b].position; });
    this.bySlug = new Map();
    this.byNumber = new Map();
    this.ordered.forEach(function (docnum) {
      var doc = self.docs[docnum];
      self.bySlug.set(doc.slug, docnum);
      if (!self.byNumber.has(doc.number)) self.byNumber.set(doc.number, []);
      self.byNumber.get(doc.number).push(docnum);
    });
    this.averages = {};
    Object.keys(this.lengths).forEach(function (name) {
      var values = self.lengths[name];
      var total = 0;
      var nonzero = 0;
      values.forEach(function (value) { total += value; if (value) nonzero += 1; });
      self.averages[name] = total / Math.max(1, nonzero) || 1.0;
    });
    this.vocabulary = new Set();
    ["title", "text", "examples"].forEach(function (name) {
      Object.keys(self.fields[name]).forEach(function (term) { self.vocabulary.add(term); });
    });
    // index._load()'s latin words: the glossary's and the summaries' aliases', the targets
    // of typo correction; and the English words of the rules' questions, kept as typed.
    var latin = new Set(bundle.index.latin_words);
    this.latinWords = bundle.index.latin_words;
    this.latinSet = latin;
    this.englishWords = new Set();
    ["questions", "summary_questions"].forEach(function (name) {
      Object.keys(self.fields[name]).forEach(function (term) {
        if (/^[A-Za-z]+$/.test(term)) self.englishWords.add(term);
      });
    });
    this.decoded = new Map();
    this.positionCache = new Map();
    this.curated = bundle.curated || {}; // curated.bundle_part(): query key -> rule numbers
  }

  /* [[docnum, tf], ...] of a term in a field (index.OpenIndex.postings()). */
  Index.prototype.postings = function (fieldname, text) {
    var key = fieldname + "\u0000" + text;
    var found = this.decoded.get(key);
    if (found !== undefined) return found;
    found = [];
    var flat = Object.prototype.hasOwnProperty.call(this.fields[fieldname], text)
      ? this.fields[fieldname][text] : null;
    if (flat) {
      var docnum = 0;
      var withPositions = fieldname === "text";
      var positions = withPositions ? new Map() : null;
      for (var i = 0; i < flat.length;) {
        docnum += flat[i];
        var tf = flat[i + 1];
        found.push([docnum, tf]);
        i += 2;
        if (withPositions) {
          var spots = [];
          var last = 0;
          for (var k = 0; k < tf; k++) { last += flat[i + k]; spots.push(last); }
          positions.set(docnum, spots);
          i += tf;
        }
      }
      if (withPositions) this.positionCache.set(text, positions);
    }
    this.decoded.set(key, found);
    return found;
  };

  Index.prototype.positions = function (text) {
    this.postings("text", text);
    return this.positionCache.get(text) || new Map();
  };

  /* intent.strip_question(); `more`: the "strip" signal (intent.py's phrases and words). */
  Index.prototype.stripQuestion = function (query, more) {
    var words = [];
    var endings = this.q.question_endings;
    var stop = this.questionWords;
    var text = normalize(query).split("?").join(" ").split("？").join(" ");
    if (more) {
      this.questionPhrases.forEach(function (pattern) { text = text.replace(pattern, " "); });
      stop = new Set(Array.from(stop).concat(Array.from(this.questionExtraWords)));
      endings = this.q.question_extra_endings.concat(endings);
    }
    splitWords(text).forEach(function (word) {
      if (stop.has(word)) return;
      if (word.length >= 3) {
        for (var i = 0; i < endings.length; i++) {
          if (word.endsWith(endings[i]) && word.length > endings[i].length) {
            word = word.slice(0, -endings[i].length);
            break;
          }
        }
        if (stop.has(word)) return;
      }
      words.push(word);
    });
    return words.join(" ") || query;
  };

  /* query.in_rules_words(): other translations' words replaced by the shipped text's. */
  Index.prototype.inRulesWords = function (text) {
    this.q.not_the_rules_word.forEach(function (pair) { text = text.split(pair[0]).join(pair[1]); });
    return text;
  };

  Index.prototype.isSummary = function (docnum) {
    return this.docs[docnum].kind === this.summaryKind;
  };

  Index.prototype.hangulCorrection = function (word) {
    var best = null;
    for (var position = 0; position < word.length; position++) {
      for (var replacement of jamoNeighbours(word[position])) {
        var candidate = word.slice(0, position) + replacement + word.slice(position + 1);
        if (this.vocabulary.has(candidate)) {
          var frequency = this.postings("text", candidate).length;
          if (best === null || frequency > best[0]) best = [frequency, candidate];
        }
      }
    }
    return best ? best[1] : null;
  };

  Index.prototype.englishRules = function (word) {
    return Math.max(this.postings("text", word).length, this.postings("title", word).length);
  };

  Index.prototype.rare = function (term) {
    return this.postings("text", term).length + this.postings("title", term).length <= 2;
  };

  Index.prototype.hangulConcept = function (word) {
    var q = this.q;
    var analyzer = this.analyzer;
    var mark = analyzer.prefixMark;
    if (/^\d/.test(word) && analyzer.particles.indexOf(word.replace(/^[0-9.+\-/]+/, "")) !== -1) {
      return null; // "0이 되면": the particle of a number is not a word to look for
    }
    var analyzed = analyzer.analyze(word).map(function (t) { return t.text; })
      .filter(function (t) { return !isAscii(t); });
    var piecesOnly = analyzed.filter(function (t) { return !t.endsWith(mark); });
    if (!analyzed.length) return null;
    var whole = piecesOnly.find(function (t) { return t.length > 2; }) || null;
    var pieces = piecesOnly.filter(function (t) { return t.length <= 2; });
    var alternatives = [pieces.map(function (t) { return [t, 1.0]; })];
    var credits = [1.0];
    if (whole) {
      alternatives.push([[whole, 1.0]]);
      credits.push(1.0);
      if (this.postings("text", whole).length >= q.common_word) credits[0] = q.inside_word_credit;
    }
    var self = this;
    // No typo corrections for a word the judges' vocabulary knows ("라이프" is 생명점).
    var stem = analyzer.stripEnding(word);
    var known = this.glossary.slang.has(stem) || this.glossary.thesaurus.has(stem);
    var corrected = pieces.map(function (piece) {
      var replacement = !known && piece.length === 2 && self.rare(piece) ? self.hangulCorrection(piece) : null;
      return replacement || piece;
    });
    if (corrected.join("\u0000") !== pieces.join("\u0000")) {
      alternatives.push(corrected.map(function (t) { return [t, q.typo_weight]; }));
    }
    if (whole && !known && this.rare(whole)) {
      var replacement = this.hangulCorrection(whole);
      if (replacement) alternatives.push([[replacement, q.typo_weight]]);
    }
    if (stem.length >= 3 && endsWithAny(stem, q.step_suffixes)) {
      var bare = stem.slice(0, stem.endsWith("단계") ? -2 : -1);
      if (bare.length >= 2) {
        alternatives.push(analyzer.analyze(bare).filter(function (t) { return !t.text.endsWith(mark); })
          .map(function (t) { return [t.text, 1.0]; }));
        credits = credits.concat(repeat(1.0, alternatives.length - 1 - credits.length), [q.suffix_credit]);
      }
    }
    var prefix = analyzed.find(function (t) { return t.endsWith(mark); });
    if (prefix) {
      alternatives.push([[prefix, 1.0]]);
      credits = credits.concat(repeat(1.0, alternatives.length - 1 - credits.length), [q.prefix_credit]);
    }
    var formals = [];
    Object.keys(q.colloquial).forEach(function (colloquial) {
      if (word.startsWith(colloquial)) formals.push(q.colloquial[colloquial]);
    });
    if (Object.prototype.hasOwnProperty.call(q.colloquial_stems, word)) formals.push(q.colloquial_stems[word]);
    Array.from(new Set(formals)).forEach(function (formal) {
      alternatives.push(analyzer.analyze(formal).map(function (t) { return [t.text, q.synonym_weight]; }));
    });
    var slang = this.glossary.slang.get(stem);
    if (slang) {
      alternatives.push(analyzer.analyze(slang).filter(function (t) { return !t.text.endsWith(mark); })
        .map(function (t) { return [t.text, q.synonym_weight]; }));
    }
    credits = credits.concat(repeat(1.0, alternatives.length - credits.length));
    var keptAlternatives = [];
    var keptCredits = [];
    alternatives.forEach(function (alternative, index) {
      if (alternative.length) { keptAlternatives.push(alternative); keptCredits.push(credits[index]); }
    });
    return new Concept(keptAlternatives, keptCredits);
  };

  /* query._told(): a story's word with the rules' words for it as wordings too
     (situations.STORY_WORDS). */
  Index.prototype.told = function (concept, word) {
    var q = this.q;
    var analyzer = this.analyzer;
    var seen = new Set(concept.alternatives.map(function (a) { return JSON.stringify(a); }));
    var added = [];
    Object.keys(q.story_words).forEach(function (stem) {
      if (!word.startsWith(stem)) return;
      var alternative = analyzer.analyze(q.story_words[stem])
        .map(function (t) { return [t.text, q.synonym_weight]; });
      var key = JSON.stringify(alternative);
      if (alternative.length && !seen.has(key)) { seen.add(key); added.push(alternative); }
    });
    if (!added.length) return concept;
    var credits = concept.alternatives.map(function (_a, i) { return concept.credit(i); });
    var told = new Concept(concept.alternatives.concat(added),
                           credits.concat(repeat(1.0, added.length)));
    told.salience = concept.salience;
    return told;
  };

  /* intent.detect(): the intents a query asks with. */
  Index.prototype.detect = function (query) {
    var text = normalize(query);
    var found = new Set();
    this.questionPatterns.forEach(function (pair) { if (pair[1].test(text)) found.add(pair[0]); });
    return found;
  };

  /* query._thesaurus_alternative(). */
  Index.prototype.thesaurusAlternative = function (wording, parsed) {
    var q = this.q;
    var mark = this.analyzer.prefixMark;
    var terms = this.analyzer.analyze(wording).map(function (t) { return t.text; })
      .filter(function (t) { return !t.endsWith(mark); });
    terms.forEach(function (t) {
      if (t.length > 2 && !isAscii(t)) {
        parsed.bonus.set(t, Math.max(parsed.bonus.has(t) ? parsed.bonus.get(t) : 0.0, q.thesaurus_weight));
      }
    });
    return terms.filter(function (t) { return t.length <= 2 || isAscii(t); })
      .map(function (t) { return [t, q.thesaurus_weight]; });
  };

  /* query._apply_thesaurus(). */
  Index.prototype.applyThesaurus = function (parsed, words, wordConcepts) {
    var self = this;
    var analyzer = this.analyzer;
    var replaced = new Map();
    var dropped = new Set();
    var keys = words.map(function (word) { return analyzer.stripEnding(word); });
    this.glossary.matchThesaurus(keys, this.q.max_phrase_words).forEach(function (match) {
      var added = match[2].map(function (w) { return self.thesaurusAlternative(w, parsed); })
        .filter(function (alternative) { return alternative.length; });
      if (!added.length) return;
      var indexes = [];
      wordConcepts.slice(match[0], match[1]).forEach(function (i) {
        if (i !== null && indexes.indexOf(i) === -1) indexes.push(i);
      });
      if (!indexes.length) {
        parsed.concepts.push(new Concept(added));
        return;
      }
      if (indexes.length === 1) {
        var old = replaced.has(indexes[0]) ? replaced.get(indexes[0]) : parsed.concepts[indexes[0]];
        var credits = old.alternatives.map(function (_a, i) { return old.credit(i); });
        replaced.set(indexes[0], new Concept(old.alternatives.concat(added),
                                             credits.concat(repeat(1.0, added.length))));
        return;
      }
      var literal = [];
      indexes.forEach(function (i) { literal = literal.concat(parsed.concepts[i].alternatives[0]); });
      replaced.set(indexes[0], new Concept([literal].concat(added)));
      indexes.slice(1).forEach(function (i) { dropped.add(i); });
    });
    var concepts = [];
    parsed.concepts.forEach(function (concept, i) {
      if (!dropped.has(i)) concepts.push(replaced.has(i) ? replaced.get(i) : concept);
    });
    parsed.concepts = concepts;
  };

  /* query.expand_query(): {concepts, bonus (Map), intents (Set)}; the site's signals: all. */
  Index.prototype.expandQuery = function (query) {
    var q = this.q;
    var analyzer = this.analyzer;
    var self = this;
    // "기권을하면은" is read as "기권을 하면은" (analysis.respace()).
    var spaced = analyzer.respace(query.split("?").join(" ").split("？").join(" "));
    var text = this.inRulesWords(this.stripQuestion(spaced, true));
    var parsed = { concepts: [], bonus: new Map(), intents: this.detect(query),
                   firstSyllables: new Set() };
    var mark = analyzer.prefixMark;
    var keys = new Set();
    var wordConcepts = [];
    var latinWords = [];
    var wordTerms = new Set();
    function addConcept(concept) {
      parsed.concepts.push(concept);
      keys.add(concept.key());
    }
    splitWords(text).forEach(function (word) {
      analyzer.analyze(word).forEach(function (term) {
        wordTerms.add(term.text);
        // The first syllable of each word typed, for the heading test (query.ParsedQuery).
        if (term.text.endsWith(mark)) parsed.firstSyllables.add(term.text);
        var token = term.text;
        if (LATIN_TERM_RE.test(token)) {
          if (!self.stopWords.has(token) && !self.vocabulary.has(token) && !self.latinSet.has(token)
              && !self.englishWords.has(token)) {
            token = latinCorrection(token, self.latinWords) || token;
          }
          latinWords.push(token);
        } else if (NUMBER_TERM_RE.test(token) || DIGITS_RE.test(token)) {
          addConcept(new Concept([[[token, 1.0]]]));
        }
      });
      var concept = self.hangulConcept(word);
      if (concept !== null) concept = self.told(concept, word);
      if (concept !== null && !keys.has(concept.key())) addConcept(concept);
      if (concept === null) {
        wordConcepts.push(null);
      } else {
        var key = concept.key();
        wordConcepts.push(parsed.concepts.findIndex(function (c) { return c.key() === key; }));
      }
    });
    this.applyThesaurus(parsed, splitWords(text), wordConcepts);
    analyzer.analyze(text).forEach(function (term) {
      if (!wordTerms.has(term.text)) parsed.bonus.set(term.text, q.bridge_weight);
    });
    var matches = this.glossary.matchEnglish(latinWords);
    var consumed = new Set();
    matches.forEach(function (match) { match[0].forEach(function (i) { consumed.add(i); }); });
    matches.forEach(function (match) {
      var words = match[0].map(function (i) { return latinWords[i]; })
        .filter(function (word) { return !self.stopWords.has(word); });
      var rare = words.length > 0 && words.every(function (word) {
        return self.englishRules(word) <= q.rare_english;
      });
      var literal = words.map(function (word) { return [word, rare ? q.literal_weight : 1.0]; });
      var alternatives = literal.length ? [literal] : [];
      match[1].forEach(function (korean, number) {
        var weight = number === 0 ? 1.0 : q.alternative_weight;
        var terms = analyzer.analyze(korean).map(function (t) { return t.text; });
        alternatives.push(terms.filter(function (t) { return t.length <= 2 || isAscii(t); })
          .map(function (t) { return [t, weight]; }));
        terms.forEach(function (t) {
          if (t.length > 2 && !isAscii(t)) parsed.bonus.set(t, weight);
        });
      });
      addConcept(new Concept(alternatives.filter(function (a) { return a.length; })));
    });
    latinWords.forEach(function (word, index) {
      if (!consumed.has(index) && !self.stopWords.has(word)) addConcept(new Concept([[[word, 1.0]]]));
    });
    // A concept the headings name counts more in coverage (query._weighed()).
    parsed.concepts.forEach(function (concept) {
      var named = concept.alternatives.some(function (alternative, index) {
        return concept.credit(index) >= q.suffix_credit && alternative.every(function (pair) {
          return self.conceptVocabulary.has(pair[0]);
        });
      });
      if (named) concept.salience = q.concept_weight;
    });
    // Several concepts: a statement heads its cluster by less (query.ParsedQuery.specific).
    parsed.specific = parsed.concepts.length >= q.specific_concepts;
    this.glossary.expandKorean(text).forEach(function (english) {
      analyzer.analyze(english).forEach(function (term) {
        if (!parsed.bonus.has(term.text)) parsed.bonus.set(term.text, q.korean_english_weight);
      });
    });
    // A short term naming a concept; a step named (query.ParsedQuery.term, .names_step).
    var words = splitWords(text);
    // A term is nouns: no word of it a verb or a condition (query.expand_query()).
    parsed.term = Array.from(parsed.intents).every(function (i) { return i === "definition"; }) &&
      words.length > 0 && words.length <= q.term_words && words.every(function (word) {
        return analyzer.stripEnding(word) === analyzer.stripParticle(word);
      });
    parsed.namesStep = words.some(function (word) {
      return endsWithAny(analyzer.stripParticle(word), q.step_suffixes) ||
        q.step_words.indexOf(word.toLowerCase()) !== -1;
    });
    // A story: a keyword's subrule leads its statement (query.ParsedQuery.interaction).
    parsed.interaction = !parsed.term && parsed.concepts.length >= q.specific_concepts;
    parsed.named = parsed.interaction;
    return parsed;
  };

  /* query._defining_rule(): the rule defining the concept a short term names, or null. */
  Index.prototype.definingRule = function (parsed, section) {
    if (!parsed.term) return null;
    var self = this;
    var asked = new Set();
    parsed.concepts.forEach(function (concept) {
      concept.alternatives.forEach(function (alt) { alt.forEach(function (p) { asked.add(p[0]); }); });
    });
    var best = null;
    var named = null;
    this.headingWords.forEach(function (heading, docnum) {
      if (section !== null && self.docs[docnum].section !== section) return;
      var says = parsed.concepts.every(function (concept) {
        return concept.alternatives.some(function (alt, index) {
          return concept.credit(index) >= self.q.suffix_credit &&
            alt.every(function (p) { return heading.has(p[0]); });
        });
      });
      if (!says) return;
      var share = Array.from(heading).filter(function (t) { return asked.has(t); }).length /
        heading.size;
      var position = self.docs[docnum].position;
      if (best === null || share > best[0] || (share === best[0] && -position > best[1])) {
        best = [share, -position];
        named = docnum;
      }
    });
    if (named === null) return null;
    if (parsed.namesStep && endsWithAny(this.docs[named].title, this.q.step_suffixes)) return named;
    return this.definitions[named];
  };

  function queryWeights(parsed) {
    var weights = new Map(parsed.bonus);
    parsed.concepts.forEach(function (concept) {
      concept.alternatives.forEach(function (alternative) {
        alternative.forEach(function (pair) {
          var known = weights.has(pair[0]) ? weights.get(pair[0]) : 0.0;
          weights.set(pair[0], Math.max(known, pair[1]));
        });
      });
    });
    return weights;
  }

  function idfOf(frequency, documents) {
    return frequency ? Math.log(documents / (frequency + 1)) + 1.0 : 0.0;
  }

  Index.prototype.bm25f = function (weights, section) {
    var q = this.q;
    var documents = this.ruleCount || this.documents;
    var scores = new Map();
    var matched = new Map();
    var idf = new Map();
    var summaryIdf = new Map();
    var self = this;
    weights.forEach(function (weight, text) {
      var fields = Object.assign({}, q.field_weights);
      if (NUMBER_TERM_RE.test(text)) fields.number = q.number_weight;
      var frequency = 0;
      var summaryFrequency = 0;
      Object.keys(fields).forEach(function (fieldname) {
        var postings = self.postings(fieldname, text);
        if (!postings.length) return;
        if (self.summaryFields.has(fieldname)) summaryFrequency = Math.max(summaryFrequency, postings.length);
        else frequency = Math.max(frequency, postings.length);
        var boost = weight * fields[fieldname] * idfOf(postings.length, documents);
        var lengths = self.lengths[fieldname];
        var average = self.averages[fieldname];
        var b = Object.prototype.hasOwnProperty.call(q.field_b, fieldname) ? q.field_b[fieldname] : 0.75;
        postings.forEach(function (posting) {
          var docnum = posting[0];
          var tf = posting[1];
          if (section !== null && self.docs[docnum].section !== section) return;
          var norm = tf * (q.k1 + 1) / (tf + q.k1 * (1 - b + b * lengths[docnum] / average));
          scores.set(docnum, (scores.has(docnum) ? scores.get(docnum) : 0.0) + boost * norm);
          if (!matched.has(docnum)) matched.set(docnum, new Set());
          matched.get(docnum).add(text);
        });
      });
      idf.set(text, idfOf(frequency, documents));
      // A term only the summaries have counts for them alone.
      if (summaryFrequency && !frequency) summaryIdf.set(text, idfOf(summaryFrequency, documents));
    });
    var byScore = Array.from(scores.entries()).sort(function (a, b) { return b[1] - a[1]; });
    // Every summary matched: rank() keeps q.summary_candidates of them (as query._rank()).
    var best = byScore.filter(function (item) { return !self.isSummary(item[0]); }).slice(0, q.candidates)
      .concat(byScore.filter(function (item) { return self.isSummary(item[0]); }));
    return [best.map(function (item) { return [item[0], item[1], matched.get(item[0])]; }), idf, summaryIdf];
  };

  function Coverage(concepts, idf) {
    this.idf = idf;
    this.concepts = [];
    var self = this;
    concepts.forEach(function (concept) {
      var options = [];
      concept.alternatives.forEach(function (alternative, index) {
        var total = 0;
        alternative.forEach(function (pair) { total += (idf.has(pair[0]) ? idf.get(pair[0]) : 0.0) * pair[1]; });
        if (total > 0) options.push([alternative, total, concept.credit(index)]);
      });
      if (options.length) {
        var value = concept.salience * Math.max.apply(null, options.map(function (o) { return o[1]; }));
        self.concepts.push([value, options]);
      }
    });
    var sum = 0;
    this.concepts.forEach(function (c) { sum += c[0]; });
    this.total = sum || 1.0;
    // The query's terms, and the share kept per set of them said (as query._Coverage: the
    // questions of sixty candidates share a few).
    var terms = new Set();
    this.concepts.forEach(function (c) {
      c[1].forEach(function (option) { option[0].forEach(function (pair) { terms.add(pair[0]); }); });
    });
    this.terms = Array.from(terms).sort();
    this.known = new Map();
  }

  Coverage.prototype.of = function (matched) {
    var saidTerms = this.terms.filter(function (t) { return matched.has(t); });
    var key = saidTerms.join("\u0000");
    var known = this.known.get(key);
    if (known !== undefined) return known;
    var idf = this.idf;
    var said = 0.0;
    this.concepts.forEach(function (concept) {
      var best = -Infinity;
      concept[1].forEach(function (option) {
        var part = 0;
        option[0].forEach(function (pair) {
          if (matched.has(pair[0])) part += (idf.has(pair[0]) ? idf.get(pair[0]) : 0.0) * pair[1];
        });
        best = Math.max(best, option[2] * part / option[1]);
      });
      said += concept[0] * best;
    });
    var share = Math.min(1.0, said / this.total);
    this.known.set(key, share);
    return share;
  };

  Index.prototype.proximity = function (docnum, matched, concepts) {
    var lists = [];
    var self = this;
    concepts.forEach(function (concept) {
      var found = new Set();
      concept.alternatives.forEach(function (alternative) {
        alternative.forEach(function (pair) {
          if (matched.has(pair[0])) {
            (self.positions(pair[0]).get(docnum) || []).forEach(function (p) { found.add(p); });
          }
        });
      });
      if (found.size) lists.push(Array.from(found).sort(function (a, b) { return a - b; }));
    });
    if (lists.length < 2) return 0.0;
    var events = [];
    lists.forEach(function (positions, index) {
      positions.forEach(function (position) { events.push([position, index]); });
    });
    events.sort(function (a, b) { return a[0] - b[0] || a[1] - b[1]; });
    var counts = repeat(0, lists.length);
    var covered = 0;
    var best = Infinity;
    var left = 0;
    events.forEach(function (event) {
      counts[event[1]] += 1;
      if (counts[event[1]] === 1) covered += 1;
      while (covered === lists.length) {
        var first = events[left];
        best = Math.min(best, event[0] - first[0]);
        counts[first[1]] -= 1;
        if (counts[first[1]] === 0) covered -= 1;
        left += 1;
      }
    });
    return best ? Math.min(1.0, 3 * (lists.length - 1) / best) : 1.0;
  };

  Index.prototype.result = function (docnum, snippetTerms, score) {
    var doc = this.docs[docnum];
    var analyzer = this.analyzer;
    var source = doc.text || doc.title || "";
    if (doc.examples && !analyzer.analyze(source).some(function (t) { return snippetTerms.has(t.text); })) {
      source = doc.examples;
    }
    return {
      slug: doc.slug, number: doc.number, kind: doc.kind, section: doc.section,
      heading: doc.heading, title: doc.title || doc.summary_title || "", url: doc.url,
      snippet: highlight(analyzer, source, snippetTerms), score: score
    };
  };

  Index.prototype.answerNumber = function (number, limit, section, response) {
    var self = this;
    var slugs = this.byNumber.get(number);
    var docnums;
    if (slugs) {
      docnums = slugs.slice();
      this.ordered.forEach(function (docnum) {
        if (isChildNumber(self.docs[docnum].number, number)) docnums.push(docnum);
      });
    } else {
      response.missing_number = number;
      var cited = new RegExp("(?<![\\d.])" + escapeRegExp(number) + "(?!\\d)");
      docnums = this.ordered.filter(function (docnum) {
        return cited.test(self.docs[docnum].text + " " + self.docs[docnum].examples);
      });
    }
    if (section !== null) docnums = docnums.filter(function (d) { return self.docs[d].section === section; });
    response.results = docnums.slice(0, limit).map(function (docnum) {
      return self.result(docnum, new Set([number]), 1.0);
    });
    if (slugs && response.results.length && response.results[0].number === number) {
      response.exact = response.results[0];
    }
    return response.results.length > 0;
  };

  /* query._asked(): how near the query the nearest of a rule's questions is: how much of the
     query it says, times the square root of the share of its words the query has. */
  Index.prototype.asked = function (listed, coverage, weights) {
    var best = 0.0;
    listed.forEach(function (question) {
      var said = question.words.filter(function (word) { return weights.has(word); }).length;
      var back = said ? Math.sqrt(said / question.words.length) : 0.0;
      // Coverage is at most 1: a question said back less than the best cannot win.
      if (back > best) best = Math.max(best, coverage.of(question.terms) * back);
    });
    return best;
  };

  Index.prototype.rank = function (parsed, weights, section) {
    var q = this.q;
    var self = this;
    var scoredIdf = this.bm25f(weights, section);
    var coverage = new Coverage(parsed.concepts, scoredIdf[1]);
    var withSummaries = new Map(scoredIdf[1]);
    scoredIdf[2].forEach(function (value, term) { withSummaries.set(term, value); });
    var summaryCoverage = new Coverage(parsed.concepts, withSummaries);
    // query._rank(): the summaries kept are the best by BM25F times the square of their share.
    var summaryKey = function (item) {
      var share = summaryCoverage.of(item[2]);
      return item[1] * share * share;
    };
    scoredIdf[0] = scoredIdf[0].filter(function (item) { return !self.isSummary(item[0]); }).concat(
      scoredIdf[0].filter(function (item) { return self.isSummary(item[0]); })
        .map(function (item) { return [item, summaryKey(item)]; })
        .sort(function (a, b) { return b[1] - a[1]; })
        .slice(0, q.summary_candidates)
        .map(function (pair) { return pair[0]; }));
    var ranked = [];
    var shares = new Map();
    // query._rank()'s placing: the query's share counting the concepts only summaries know.
    var placing = new Map();
    var summarized = new Set();
    // The variants' options (801-811) rank below the base rules unless a variant is named.
    var baseRulesFirst = !q.variant_terms.some(function (t) { return weights.has(t); });
    // A variant named: the rules of another variant rank below too (query.VARIANT_RULES).
    var namedVariants = new Set();
    Object.keys(q.variant_rules).forEach(function (t) {
      if (weights.has(t)) q.variant_rules[t].forEach(function (s) { namedVariants.add(s); });
    });
    scoredIdf[0].forEach(function (item) {
      var docnum = item[0];
      var doc = self.docs[docnum];
      var share = coverage.of(item[2]);
      shares.set(doc.number, share);
      placing.set(doc.number, summaryCoverage.of(item[2]));
      if (self.isSummary(docnum)) {
        share = placing.get(doc.number);
        summarized.add(doc.number);
      }
      var lead = coverage.of(self.leads[docnum]);
      var final = item[1] * share * share * (1 + q.lead_bonus * lead);
      final *= 1 + q.proximity_bonus * self.proximity(docnum, item[2], parsed.concepts);
      // The rule's question most like the query (query._rank(), questions.py). A rule only
      // the English edition has has none written: its English text stands for them.
      var listed = self.questions[docnum];
      var asked = listed.length ? self.asked(listed, coverage, weights)
        : self.isSummary(docnum) ? share : 0.0;
      final *= 1 + q.question_bonus * asked * asked;
      final *= self.intentFactor(parsed.intents, self.intents[docnum]);
      var major = doc.number.slice(0, 3);
      if (baseRulesFirst && q.variant_first <= major && major <= q.variant_last ||
          namedVariants.size && self.variantSections.has(major) && !namedVariants.has(major)) {
        final *= q.variant_factor;
      }
      if (/\d/.test(doc.number[doc.number.length - 1])) final *= q.statement_bonus;
      ranked.push([final, docnum]);
    });
    var familyBonus = q.family_bonus * (parsed.specific ? q.specific_family_factor : 1.0);
    var children = new Map();
    var bestChild = new Map();
    shares.forEach(function (share, number) {
      if (summarized.has(number)) return; // a summary is not one of the text's subrules
      var parent = parentNumber(number);
      children.set(parent, (children.get(parent) || 0) + 1);
      bestChild.set(parent, Math.max(bestChild.has(parent) ? bestChild.get(parent) : 0.0, share));
    });
    ranked = ranked.map(function (item) {
      var number = self.docs[item[1]].number;
      var best = bestChild.has(number) ? bestChild.get(number) : 0.0;
      // A bare heading (no text of its own) heads its cluster for a topic, not a question.
      var bare = !self.docs[item[1]].text.trim() && parsed.intents.size > 0;
      if (shares.get(number) >= best - q.family_margin && !bare) {
        return [item[0] * (1 + familyBonus * Math.min(4, children.get(number) || 0)), item[1]];
      }
      return item;
    });
    var ruleScores = ranked.filter(function (i) { return !self.isSummary(i[1]); })
      .map(function (i) { return i[0]; });
    var top = ruleScores.length ? Math.max.apply(null, ruleScores) : 1.0;
    top = top || 1.0;
    var headed = new Set();
    // The query's terms with the first syllable of each of its words (query._rank()).
    var said = new Set(weights.keys());
    parsed.firstSyllables.forEach(function (term) { said.add(term); });
    this.headings.forEach(function (heading, docnum) {
      if (!heading || !heading.length) return;
      if (!heading.every(function (t) { return said.has(t); })) return;
      if (coverage.of(new Set(heading)) < 0.9) return;
      if (section !== null && self.docs[docnum].section !== section) return;
      headed.add(docnum);
    });
    ranked = ranked.filter(function (item) { return !headed.has(item[1]); });
    headed.forEach(function (docnum) { ranked.push([top * q.heading_bonus, docnum]); });
    var defining = this.definingRule(parsed, section);
    if (defining !== null) {
      if (!placing.has(this.docs[defining].number)) placing.set(this.docs[defining].number, 0.0);
      ranked = ranked.filter(function (item) { return item[1] !== defining; });
      ranked.push([top * q.heading_bonus * q.definition_lead, defining]);
    }
    if (parsed.interaction) ranked = this.interactionFirst(ranked, placing, weights, parsed.named);
    ranked = this.summariesAfterTheText(ranked, placing);
    ranked.sort(function (a, b) {
      return b[0] - a[0] || self.docs[a[1]].position - self.docs[b[1]].position;
    });
    return ranked;
  };

  /* query._intent_factor(). */
  Index.prototype.intentFactor = function (asked, answers) {
    var q = this.q;
    var factor = 1.0;
    Array.from(asked).filter(function (intent) { return answers.has(intent); }).sort(byText)
      .forEach(function (intent) { factor *= 1 + (intent === "count" ? q.count_bonus : q.intent_bonus); });
    return factor;
  };

  /* situations.interaction_first(): each keyword's subrule summary that says most of the
     query (then the higher score) just above the keyword's statement summary, placed as
     saying as much of the query as the statement. */
  Index.prototype.interactionFirst = function (ranked, placing, weights, named) {
    var self = this;
    var statement = this.keywordStatement;
    var names = named ? this.q.keyword_names : {};
    var top = 0.0;
    ranked.forEach(function (item) { if (!self.isSummary(item[1])) top = Math.max(top, item[0]); });
    var summaries = new Map();
    ranked.forEach(function (item) {
      if (self.isSummary(item[1])) summaries.set(self.docs[item[1]].number, item);
    });
    var moved = new Map();
    summaries.forEach(function (item, number) {
      if (!statement.test(number)) return;
      var best = null;
      summaries.forEach(function (subItem, sub) {
        if (sub.slice(0, -1) !== number || !/[a-z]$/.test(sub)) return;
        var key = [placing.has(sub) ? placing.get(sub) : 0.0, subItem[0], sub];
        if (best === null || key[0] > best[0] || (key[0] === best[0] && (key[1] > best[1] ||
            (key[1] === best[1] && key[2] > best[2])))) best = key;
      });
      if (best === null) return;
      var own = placing.has(number) ? placing.get(number) : 0.0;
      placing.set(best[2], Math.max(placing.has(best[2]) ? placing.get(best[2]) : 0.0, own));
      var subDoc = summaries.get(best[2])[1];
      moved.set(subDoc, Math.max(best[1], item[0] * self.q.interaction_lead));
      // A story naming the keyword: its subrule leads the text's rules too.
      var name = Object.prototype.hasOwnProperty.call(names, number) ? names[number] : null;
      if (name && name.length && name.every(function (t) { return weights.has(t); })) {
        placing.set(best[2], 1.0);
        moved.set(subDoc, Math.max(moved.get(subDoc), top * self.q.named_lead));
      }
    });
    if (!moved.size) return ranked;
    return ranked.map(function (item) {
      return moved.has(item[1]) ? [moved.get(item[1]), item[1]] : item;
    });
  };

  /* query._summaries_after_the_text(): summaries below every rule of the text that says at
     least as much of the query. */
  Index.prototype.summariesAfterTheText = function (ranked, shares) {
    var q = this.q;
    var self = this;
    var rules = ranked.filter(function (item) { return !self.isSummary(item[1]); })
      .map(function (item) { return [item[0], shares.get(self.docs[item[1]].number)]; });
    return ranked.map(function (item) {
      if (!self.isSummary(item[1])) return item;
      var share = shares.get(self.docs[item[1]].number);
      var floor = Infinity;
      rules.forEach(function (rule) { if (rule[1] >= share - q.share_margin) floor = Math.min(floor, rule[0]); });
      // Summaries held at the same floor keep the order of their own scores.
      var own = item[0] * q.summary_weight;
      return [Math.min(own, floor * 0.99 * (1 - q.tie_break / (1 + own))), item[1]];
    });
  };

  /* query._named_summaries(): the summaries the query names exactly. */
  Index.prototype.namedSummaries = function (query, section) {
    var stripped = this.stripQuestion(query, true);
    var keys = [nameKey(query), nameKey(stripped)];
    var words = splitWords(stripped);
    if (words.length) {
      keys.push(nameKey(words.slice(0, -1).concat([this.analyzer.stripParticle(words[words.length - 1])]).join(" ")));
    }
    var stopWords = this.stopWords;
    keys.push(nameKey(words.filter(function (word) { return !stopWords.has(word); }).join(" ")));
    for (var i = 0; i < keys.length; i++) {
      var named = this.summaryNames.has(keys[i]) ? this.summaryNames.get(keys[i]) : [];
      var self = this;
      named = named.filter(function (docnum) { return section === null || self.docs[docnum].section === section; });
      if (named.length) return named;
    }
    return [];
  };

  /* query.search(): {query, results, exact, missing_number}. */
  /* rulings/text.py: query_key(); rulings/search/curated.py: pin(). A query maintainers mapped to rules
   * (the bundle's "curated": key -> rule numbers) shows those rules first, in order. */
  function curatedKey(text) {
    return splitWords(normalize(text)).join(" ").replace(/[?？ ]+$/, "");
  }

  Index.prototype.pinCurated = function (query, ranked, section) {
    var key = curatedKey(query);
    var numbers = Object.prototype.hasOwnProperty.call(this.curated, key) ? this.curated[key] : [];
    var self = this;
    var pinned = [];
    numbers.forEach(function (number) {
      (self.byNumber.get(number) || []).forEach(function (docnum) {
        if (section === null || self.docs[docnum].section === section) pinned.push(docnum);
      });
    });
    if (!pinned.length) return ranked;
    var isPinned = new Set(pinned);
    return pinned.map(function (docnum) { return [Infinity, docnum]; })
      .concat(ranked.filter(function (item) { return !isPinned.has(item[1]); }));
  };

  Index.prototype.search = function (query, options) {
    var limit = (options && options.limit) || 10;
    var section = options && options.section ? Number(options.section) : null;
    var response = { query: query, results: [], exact: null, missing_number: null };
    if (!query.trim()) return response;
    var number = parseRuleNumber(query);
    if (number !== null && this.answerNumber(number, limit, section, response)) return response;
    var parsed = this.expandQuery(query);
    var weights = queryWeights(parsed);
    if (!weights.size) return response;
    var ranked = this.rank(parsed, weights, section);
    var named = this.namedSummaries(query, section);
    if (named.length) {
      var isNamed = new Set(named);
      ranked = named.map(function (docnum) { return [Infinity, docnum]; })
        .concat(ranked.filter(function (item) { return !isNamed.has(item[1]); }));
    }
    ranked = this.pinCurated(query, ranked, section);
    var mark = this.analyzer.prefixMark;
    var snippetTerms = new Set();
    weights.forEach(function (_weight, term) { if (!term.endsWith(mark)) snippetTerms.add(term); });
    var self = this;
    response.results = ranked.slice(0, limit).map(function (item) {
      return self.result(item[1], snippetTerms, item[0]);
    });
    return response;
  };

  root.OfflineSearch = {
    FORMAT: FORMAT,
    Index: Index,
    Analyzer: Analyzer,
    porterStem: porterStem,
    normalize: normalize,
    parseRuleNumber: parseRuleNumber,
    foldTyped: foldTyped,
    escapeHtml: escapeHtml,
    highlight: highlight
  };
})(typeof self !== "undefined" ? self : this);
