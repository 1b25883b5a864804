// Learning from use (issue 15): the search page reports a search that missed.
//
// A search is the query whose results the page shows (on load, from the header's box or a
// link, or after each search-as-you-type swap; a new query replaces the one before, so the
// prefixes typed on the way are never reported). It is reported once, with one small
// beacon to POST /api/search/feedback:
//   - a click on a result ranked 4th or lower: q, rank (1-based) and rule;
//   - leaving the page without clicking a result: q alone.
// Leaving is pagehide (a navigation, a reload, closing the tab), not visibilitychange: a
// judge who switches to another app and comes back has not left, and a report then would
// count a search that may still work as a miss. The cost is a browser that discards a hidden
// tab without pagehide: that miss is lost, which the log survives better than false ones.
// A click on the first three results is a search that worked: nothing is sent. Nothing is
// sent offline (the service worker answers then; a beacon that fails is simply lost). The
// form carries the page's CSRF token, as a beacon cannot set headers (see
// rulings/search/feedback.py for why the endpoint keeps the check).
(function () {
  "use strict";
  var ENDPOINT = "/api/search/feedback";
  var GOOD_RANKS = 3;
  var pending = null; // {q, section} of the search shown and not yet reported

  function queryOf(path) {
    var params = new URL(path, location.href).searchParams;
    var q = (params.get("q") || "").trim();
    return q ? { q: q, section: params.get("section") || "" } : null;
  }

  function shownSearch(path) {
    var results = document.getElementById("search-results");
    if (!results || results.querySelector(".search-error")) return null;
    if (!results.querySelector(".search-results, .search-empty")) return null;
    return queryOf(path);
  }

  function online() {
    return navigator.onLine !== false &&
      !document.documentElement.hasAttribute("data-offline-render");
  }

  function send(fields) {
    if (!online() || !navigator.sendBeacon) return;
    var token = document.querySelector("input[name='csrfmiddlewaretoken']");
    var form = new URLSearchParams(fields);
    if (token) form.set("csrfmiddlewaretoken", token.value);
    navigator.sendBeacon(ENDPOINT, form);
  }

  function clicked(event) {
    if (!pending || (event.type === "auxclick" && event.button !== 1)) return;
    var link = event.target.closest && event.target.closest(".search-result-link");
    if (!link) return;
    var links = Array.prototype.slice.call(
      document.querySelectorAll("#search-results .search-result-link"));
    var rank = links.indexOf(link) + 1;
    if (rank > GOOD_RANKS) {
      send({ q: pending.q, rank: String(rank), rule: link.getAttribute("data-rule-ref") || "" });
    }
    pending = null;
  }

  function left() {
    if (!pending) return;
    send({ q: pending.q });
    pending = null;
  }

  function start() {
    if (!document.getElementById("search-results")) return;
    pending = shownSearch(location.href);
    document.body.addEventListener("htmx:afterSwap", function (event) {
      if (event.detail.target && event.detail.target.id === "search-results") {
        pending = shownSearch(event.detail.pathInfo.finalRequestPath);
      }
    });
    document.addEventListener("click", clicked);
    document.addEventListener("auxclick", clicked);
    window.addEventListener("pagehide", left);
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
