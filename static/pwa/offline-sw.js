/* The service worker of offline use (issue 13), run after the configuration /sw.js sets
 * (self.OFFLINE_CONFIG: this import's bundle, what to precache) and the scripts it imports
 * (Workbox, OfflineSearch, OfflineRender).
 *
 * Install downloads everything reading the rules needs: the bundle (every rule, the search
 * index and the glossary), the static files, and, in the judge's language, the home page, the
 * glossary and the shell offline pages are rendered into. Every cache is named after the
 * bundle's key ("<import version>-<digest>"): activating a new version deletes the old
 * caches, and the pages hear "offline-status" with the new version.
 *
 * Pages are fetched from the network first, so online nothing changes; when the network fails
 * (or answers nothing within NETWORK_SECONDS) the answer is rendered from the bundle: rule
 * pages and their htmx partials, previews, the number jump, search (page, partial and API),
 * the rules API and the glossary filter. The sandbox, saved scenarios and cards say they need
 * the network.
 */
(function () {
  "use strict";

  var CONFIG = self.OFFLINE_CONFIG;
  var wb = self.workbox;
  var PREFIX = "rules-offline";
  var NETWORK_SECONDS = 8;
  var PAGE_LIMIT = 20; // rulings/search/views.py
  var MAX_QUERY = 200;
  var MAX_LIMIT = 50;
  var SECTIONS = ["1", "4", "5", "6", "8"];
  var SECURITY_HEADERS = ["Content-Security-Policy", "X-Content-Type-Options", "Referrer-Policy",
                          "X-Frame-Options", "Cross-Origin-Opener-Policy", "Content-Language"];

  wb.core.setCacheNameDetails({ prefix: PREFIX, suffix: CONFIG.key });
  var PAGES = PREFIX + "-pages-" + CONFIG.key;
  var CURRENT = [wb.core.cacheNames.precache, wb.core.cacheNames.runtime, PAGES];

  // The static files and the bundle: downloaded on install, served from the cache.
  wb.precaching.precache(CONFIG.precache);
  wb.precaching.addRoute();

  function fillPages() {
    return caches.open(PAGES).then(function (cache) {
      return Promise.all(CONFIG.pages.map(function (url) {
        return fetch(url, { credentials: "same-origin", cache: "no-store" }).then(function (response) {
          if (!response.ok) throw new Error(url + " answered " + response.status);
          return cache.put(url, response);
        });
      }));
    }).then(function () { app = null; });
  }

  self.addEventListener("install", function (event) {
    event.waitUntil(fillPages().then(function () { return self.skipWaiting(); }));
  });

  self.addEventListener("activate", function (event) {
    event.waitUntil(caches.keys().then(function (names) {
      return Promise.all(names.filter(function (name) {
        return name.startsWith(PREFIX + "-") && CURRENT.indexOf(name) === -1;
      }).map(function (name) { return caches.delete(name); }));
    }).then(function () { return self.clients.claim(); }).then(announce));
  });

  // ---- readiness -------------------------------------------------------------------------
  function size(response) {
    return response ? response.clone().blob().then(function (blob) { return blob.size; }) : Promise.resolve(-1);
  }

  /* {type: "offline-status", ready, version, key, bytes}: ready once every file is cached. */
  function status() {
    return Promise.all([caches.open(wb.core.cacheNames.precache), caches.open(PAGES)]).then(function (opened) {
      var precached = CONFIG.precache.map(function (entry) {
        return opened[0].match(wb.precaching.getCacheKeyForURL(entry.url)).then(size);
      });
      var pages = CONFIG.pages.map(function (url) {
        return opened[1].match(url, { ignoreVary: true }).then(size);
      });
      return Promise.all(precached.concat(pages));
    }).then(function (sizes) {
      var ready = sizes.every(function (bytes) { return bytes >= 0; });
      var bytes = sizes.reduce(function (sum, bytes) { return sum + Math.max(0, bytes); }, 0);
      return { type: "offline-status", ready: ready, version: CONFIG.version, key: CONFIG.key, bytes: bytes };
    });
  }

  function announce() {
    return status().then(function (message) {
      return self.clients.matchAll({ type: "window", includeUncontrolled: true }).then(function (clients) {
        clients.forEach(function (client) { client.postMessage(message); });
      });
    });
  }

  /* A page in another language than the cached shell: fetch the pages again in it. */
  function followLanguage(lang) {
    if (!lang) return Promise.resolve();
    return caches.open(PAGES).then(function (cache) {
      return cache.match(CONFIG.shell, { ignoreVary: true });
    }).then(function (shell) {
      if (!shell || shell.headers.get("Content-Language") === lang) return null;
      return fillPages();
    }).catch(function () { return null; }); // offline: keep the pages there are
  }

  self.addEventListener("message", function (event) {
    var data = event.data || {};
    if (data.type !== "status" || !event.source) return;
    event.waitUntil(followLanguage(data.lang).then(status).then(function (message) {
      event.source.postMessage(message);
    }));
  });

  // ---- rendering from the bundle ---------------------------------------------------------
  var app = null;

  function open() {
    if (app) return app;
    var cache = caches.open(PAGES);
    app = Promise.all([
      wb.precaching.matchPrecache(CONFIG.bundle).then(function (response) { return response.json(); }),
      cache.then(function (c) { return c.match(CONFIG.shell, { ignoreVary: true }); })
    ]).then(function (loaded) {
      return loaded[1].text().then(function (html) {
        var found = /<script id="offline-strings" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
        var headers = {};
        SECURITY_HEADERS.forEach(function (name) {
          var value = loaded[1].headers.get(name);
          if (value) headers[name] = value;
        });
        var index = new self.OfflineSearch.Index(loaded[0]);
        var shell = { html: html, headers: headers };
        return { index: index, render: new self.OfflineRender.Renderer(index, JSON.parse(found[1]), shell, loaded[0].english || null), headers: headers };
      });
    });
    app.catch(function () { app = null; });
    return app;
  }

  function respond(body, statusCode, type, headers) {
    var all = Object.assign({}, headers, { "Content-Type": type, "Cache-Control": "no-store" });
    return new Response(body, { status: statusCode, headers: all });
  }

  function redirect(location, statusCode) {
    return new Response(null, { status: statusCode, headers: { Location: location } });
  }

  function cachedPage(path) {
    return caches.open(PAGES).then(function (cache) { return cache.match(path, { ignoreVary: true }); });
  }

  function decode(segment) {
    try { return decodeURIComponent(segment); } catch (error) { return segment; }
  }

  function offline(request) {
    var url = new URL(request.url);
    var path = url.pathname;
    var params = url.searchParams;
    var htmx = request.headers.get("HX-Request") === "true";
    var partial = htmx && request.headers.get("HX-Boosted") !== "true" &&
      request.headers.get("HX-History-Restore-Request") !== "true";
    return open().then(function (opened) {
      var render = opened.render;
      var headers = opened.headers;
      function html(body, statusCode) { return respond(body, statusCode || 200, "text/html; charset=utf-8", headers); }
      function json(body, statusCode) { return respond(JSON.stringify(body), statusCode || 200, "application/json", headers); }
      function page(title, content, statusCode, head) { return html(render.page(path, title, content, head), statusCode); }
      var match;

      function saved(cachedPath) {
        // Cached on install; a cache the browser evicted since says the network is needed.
        return cachedPage(cachedPath).then(function (response) {
          return response || page(unescape(render.t("This page needs the network")), render.networkNeeded(), 503);
        });
      }

      if (path === "/") return saved("/");
      if (path === "/rules/") {
        var raw = (params.get("number") || "").trim();
        if (!raw) return partial ? html("") : redirect("/", 302);
        if (partial && /^(?:[1-9]\d{1,2}\.?|[1-9]\d{2}\.\d+\.)$/.test(raw)) return html("");
        if (partial) return html(render.jumpResult(raw));
        var jumped = render.resolve(raw, true);
        if (jumped.status !== "invalid" && jumped.canonical) return redirect("/rules/" + jumped.canonical + "/", 302);
        return page(jumped.canonical || raw, render.missingContent(jumped), 404);
      }
      if ((match = /^\/rules\/([^/]+)\/preview\/$/.exec(path))) {
        var previewed = render.resolve(decode(match[1]), false);
        if (previewed.docnum !== null) return html(render.preview(previewed.docnum));
        return html(render.previewMissing(previewed),
                    previewed.status === "cited-missing" || previewed.summary !== null ? 200 : 404);
      }
      if ((match = /^\/rules\/([^/]+)\/en\/$/.exec(path))) {
        // views/pages.py rule_english(): an English rule by the English edition's number.
        var englishNumber = decode(match[1]);
        var englishContent = render.englishPage(englishNumber);
        if (englishContent === null) {
          return page(englishNumber, render.missingContent(render.resolve(englishNumber, true)), 404);
        }
        return page(englishNumber + " (English)", englishContent);
      }
      if ((match = /^\/rules\/([^/]+)\/$/.exec(path))) {
        var requested = decode(match[1]);
        var resolution = render.resolve(requested, true);
        if (resolution.canonical && resolution.canonical !== requested && resolution.status !== "invalid") {
          return redirect("/rules/" + resolution.canonical + "/", 301);
        }
        if (resolution.docnum === null) {
          // A rule this edition lacks that the project summarizes: its summary page (200).
          var summary = resolution.summary !== null ? opened.index.docs[resolution.summary] : null;
          var missingStatus = resolution.status === "cited-missing" || summary ? 200 : 404;
          var missing = render.missingContent(resolution);
          var missingTitle = summary ? summary.number + " " + summary.summary_title
            : resolution.canonical || requested;
          if (summary && htmx) {
            missing = "<title>" + self.OfflineSearch.escapeHtml(missingTitle) + " · " +
              render.t("MTG Rules for Judges") + "</title>" + missing;
          }
          return partial ? html(missing, missingStatus) : page(missingTitle, missing, missingStatus);
        }
        var doc = opened.index.docs[resolution.docnum];
        var content = render.ruleContent(resolution.docnum);
        if (htmx) {
          content = "<title>" + self.OfflineSearch.escapeHtml(render.label(doc)) + " · " +
            render.t("MTG Rules for Judges") + "</title>" + content;
        }
        return partial ? html(content) : page(render.label(doc), content);
      }
      if ((match = /^\/api\/rules\/([^/]+)\/?$/.exec(path))) {
        // The English edition's API answer (?lang=en) is the server's alone.
        if (params.get("lang") === "en") return json({ error: "offline: ?lang=en needs the network" }, 503);
        return json.apply(null, ruleApi(opened, decode(match[1])));
      }
      if (path === "/search/" || path === "/api/search") {
        var api = path === "/api/search";
        var query = (params.get("q") || "").trim();
        var section = params.get("section") || "";
        var limit = params.get("limit") || "";
        var error = null;
        var errorParameter = null;
        if (query.length > MAX_QUERY) {
          error = render.t("q must be at most %(max)d characters (got %(length)d)", { max: MAX_QUERY, length: query.length });
          errorParameter = "q";
        } else if (api && limit && !(/^\d+$/.test(limit) && Number(limit) >= 1 && Number(limit) <= MAX_LIMIT)) {
          error = render.t("limit must be a whole number from 1 to %(max)d (got %(value)r)", { max: MAX_LIMIT, value: "'" + limit + "'" });
          errorParameter = "limit";
        } else if (section && SECTIONS.indexOf(section) === -1) {
          error = render.t("section must be one of 1, 4, 5, 6, 8 (got %(value)r)", { value: "'" + section + "'" });
          errorParameter = "section";
        }
        if (api) {
          if (error) return json({ error: unescape(error), parameter: errorParameter }, 400);
          var found = query ? opened.index.search(query, { limit: Number(limit) || 10, section: section || null }) : null;
          return json({ query: query, results: found ? found.results.map(function (r) {
            return { number: r.number, title: r.heading, snippet: r.snippet, url: r.url };
          }) : [] });
        }
        var response = !error && query ? opened.index.search(query, { limit: PAGE_LIMIT, section: section || null }) : null;
        if (response && response.exact && !partial) return redirect(response.exact.url, 302);
        var results = render.searchResults(query, section ? Number(section) : null, response, error && unescape(error));
        if (partial) return html(results, error ? 400 : 200);
        var title = (query ? query + " · " : "") + unescape(render.t("Search"));
        return page(title, render.searchContent(query, section ? Number(section) : null, results), error ? 400 : 200,
          '<link rel="stylesheet" href="' + CONFIG.static["css/search.css"] + '">');
      }
      if (path === "/glossary/") {
        var filter = (params.get("q") || "").trim().slice(0, MAX_QUERY);
        if (partial) return html(render.glossaryTerms(filter));
        if (!filter) return saved("/glossary/");
        return page(unescape(render.t("Glossary")), render.glossaryContent(filter), 200,
          '<link rel="stylesheet" href="' + CONFIG.static["css/search.css"] + '">');
      }
      // The sandbox, permalinks, cards and the edition report live on the server.
      if (path.startsWith("/api/")) return json({ error: "offline: this needs the network" }, 503);
      if (partial) return html('<p class="notice">' + render.t("This page needs the network") + "</p>", 503);
      return page(unescape(render.t("This page needs the network")), render.networkNeeded(), 503);
    });
  }

  function unescape(html) {
    // The renderer's strings are HTML; a <title> and JSON want the text.
    return html.replace(/&quot;/g, "\"").replace(/&#x27;/g, "'").replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">").replace(/&amp;/g, "&");
  }

  /* rulings/views/api.py rule_api: [body, status]. */
  function ruleApi(opened, requested) {
    var render = opened.render;
    var resolution = render.resolve(requested, false);
    var docs = opened.index.docs;
    if (resolution.docnum !== null) {
      var doc = docs[resolution.docnum];
      var duplicate = doc.slug !== render.printed(doc);
      return [{
        number: render.printed(doc), title: doc.title, text: doc.text,
        examples: doc.examples ? doc.examples.split("\n") : [],
        parent: doc.parent >= 0 ? docs[doc.parent].slug : null,
        children: (render.children.get(resolution.docnum) || []).map(function (d) { return docs[d].slug; }),
        cites: doc.cites,
        cited_by: duplicate ? [] : (opened.index.citedBy[doc.number] || []),
        url: self.location.origin + doc.url
      }, 200];
    }
    var body = { number: resolution.canonical || requested };
    if (resolution.status === "invalid") {
      body.error = "'" + requested + "' is not a rule number (expected e.g. 613.3b)";
    } else if (resolution.status === "cited-missing") {
      body.error = "rule " + resolution.canonical + " is cited but not in this edition";
      body.cited_by = resolution.citing.map(function (d) { return docs[d].slug; });
    } else if (resolution.status === "absent-section") {
      body.error = "rule " + resolution.canonical + " is in section " + resolution.canonical[0] +
        ", which this edition does not contain";
    } else {
      body.error = "rule " + resolution.canonical + " does not exist in this edition";
    }
    if (resolution.englishOnly || (resolution.summary !== null && render.english !== null &&
        render.english.rules.has(resolution.canonical))) {
      body.english_url = self.location.origin + "/api/rules/" + resolution.canonical + "?lang=en";
    }
    if (resolution.summary !== null && !resolution.englishOnly) {
      var summary = docs[resolution.summary];
      body.summary = { title: summary.summary_title, title_en: summary.title_en,
                       text: summary.summary_text !== undefined ? summary.summary_text : summary.text,
                       url: self.location.origin + summary.url, is_rules_text: false };
    }
    return [body, 404];
  }

  // ---- routing ---------------------------------------------------------------------------
  var APP = /^\/(?:$|rules\/|search\/|glossary\/|sandbox\/|s\/|cards\/|edition\/|api\/(?:search|rules\/|cards|scenarios))/;

  /* Online, the home page and the glossary keep their cached copy current (and in the
   * language the judge reads). */
  function remember(request, response) {
    var path = new URL(request.url).pathname;
    var search = new URL(request.url).search;
    if (request.mode === "navigate" && response.ok && !search && CONFIG.pages.indexOf(path) !== -1) {
      var copy = response.clone();
      caches.open(PAGES).then(function (cache) { return cache.put(path, copy); })
        .then(function () { if (path === CONFIG.shell) app = null; });
    }
    return response;
  }

  wb.routing.registerRoute(function (context) {
    return context.url.origin === self.location.origin && APP.test(context.url.pathname);
  }, new wb.strategies.NetworkOnly({
    networkTimeoutSeconds: NETWORK_SECONDS,
    plugins: [{
      fetchDidSucceed: function (context) { return remember(context.request, context.response); },
      handlerDidError: function (context) { return offline(context.request); }
    }]
  }));
})();
