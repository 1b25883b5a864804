/* Offline use (issue 13), the page's side: registers the service worker (/sw.js) and shows
 * what it says in the footer's #offline-status. When every file for reading the rules offline
 * is cached, the status reads "오프라인 준비 완료 (size)" and <html> gets data-offline="ready"
 * and data-offline-version (the rules import the cache holds). A page the worker rendered
 * from the bundle (the network failed) carries data-offline-render and says so.
 */
(function () {
  "use strict";

  if (!("serviceWorker" in navigator)) return;
  var html = document.documentElement;

  function sizeText(bytes) {
    return bytes >= 1e6 ? (bytes / 1e6).toFixed(1) + " MB" : Math.max(1, Math.round(bytes / 1e3)) + " kB";
  }

  function say(text) {
    var status = document.getElementById("offline-status");
    if (!status || !text) return;
    status.textContent = text;
    status.hidden = false;
  }

  function template(name) {
    var status = document.getElementById("offline-status");
    return status ? status.getAttribute("data-" + name) || "" : "";
  }

  navigator.serviceWorker.addEventListener("message", function (event) {
    var data = event.data || {};
    if (data.type !== "offline-status" || !data.ready) return;
    html.setAttribute("data-offline", "ready");
    html.setAttribute("data-offline-version", String(data.version));
    var text = template("ready").replace("{size}", sizeText(data.bytes));
    if (html.hasAttribute("data-offline-render")) text = template("rendered") + " " + text;
    say(text);
  });

  function ask(registration) {
    var worker = registration.active;
    if (worker) worker.postMessage({ type: "status", lang: html.lang });
  }

  navigator.serviceWorker.register("/sw.js").then(function (registration) {
    if (!registration.active) say(template("downloading"));
    // A worker that activates later (the first visit, or a re-import) announces itself too.
    return navigator.serviceWorker.ready;
  }).then(ask).catch(function () {
    say(template("failed"));
  });
})();
