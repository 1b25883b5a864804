/* Rules site behaviour: rule previews, citation copy, keyboard navigation.
 *
 * Previews: any a[data-rule-ref] on any page, including content htmx swaps in later (one
 * set of delegated listeners on document). Mouse: hover shows, leaving hides. Keyboard:
 * focus shows, Escape hides. Touch: the first tap shows the preview, a second tap on the
 * same link follows it. The preview HTML comes from /rules/<number>/preview/ (an htmx
 * partial rendered by the server from already-sanitized rule HTML).
 */
(function () {
  "use strict";

  var SHOW_DELAY = 120;
  var HIDE_DELAY = 250;
  var box = null;
  var cache = new Map();
  var current = null;
  var showTimer = 0;
  var hideTimer = 0;
  var lastPointer = "mouse";

  function previewBox() {
    if (!box) {
      box = document.getElementById("rule-preview");
      if (!box) {
        box = document.createElement("div");
        box.id = "rule-preview";
        box.className = "rule-preview";
        box.setAttribute("role", "tooltip");
        box.hidden = true;
        document.body.appendChild(box);
      }
      box.addEventListener("mouseenter", function () { clearTimeout(hideTimer); });
      box.addEventListener("mouseleave", function () { scheduleHide(); });
    }
    return box;
  }

  function refLink(target) {
    if (!(target instanceof Element)) return null;
    var link = target.closest("a[data-rule-ref]");
    if (!link || link.closest("#rule-preview")) return null;
    return link;
  }

  function load(ref) {
    if (!cache.has(ref)) {
      var url = "/rules/" + encodeURIComponent(ref) + "/preview/";
      cache.set(ref, fetch(url, { headers: { "HX-Request": "true" } })
        .then(function (response) { return response.text(); })
        .catch(function () { cache.delete(ref); return ""; }));
    }
    return cache.get(ref);
  }

  function place(link) {
    var panel = previewBox();
    var rect = link.getBoundingClientRect();
    var width = panel.offsetWidth;
    var height = panel.offsetHeight;
    var left = Math.min(Math.max(8, rect.left), document.documentElement.clientWidth - width - 8);
    var below = rect.bottom + 6;
    var top = below + height > window.innerHeight && rect.top - height - 6 > 0
      ? rect.top - height - 6 : below;
    panel.style.left = Math.max(8, left + window.scrollX) + "px";
    panel.style.top = top + window.scrollY + "px";
  }

  function show(link) {
    var ref = link.getAttribute("data-rule-ref");
    if (!ref) return;
    clearTimeout(hideTimer);
    current = link;
    load(ref).then(function (html) {
      if (current !== link || !html) return;
      var panel = previewBox();
      panel.innerHTML = html;
      if (window.htmx) window.htmx.process(panel);
      panel.hidden = false;
      panel.setAttribute("data-for", ref);
      link.setAttribute("aria-describedby", "rule-preview");
      place(link);
    });
  }

  function hide() {
    clearTimeout(showTimer);
    if (current) current.removeAttribute("aria-describedby");
    current = null;
    if (box) { box.hidden = true; box.removeAttribute("data-for"); }
  }

  function scheduleHide() {
    clearTimeout(showTimer);
    clearTimeout(hideTimer);
    hideTimer = setTimeout(hide, HIDE_DELAY);
  }

  function isShowingFor(link) {
    return current === link && box && !box.hidden;
  }

  document.addEventListener("pointerdown", function (event) {
    lastPointer = event.pointerType || "mouse";
  }, true);

  document.addEventListener("mouseover", function (event) {
    var link = refLink(event.target);
    if (!link || lastPointer === "touch") return;
    clearTimeout(showTimer);
    clearTimeout(hideTimer);
    showTimer = setTimeout(function () { show(link); }, SHOW_DELAY);
  });

  document.addEventListener("mouseout", function (event) {
    var link = refLink(event.target);
    if (!link || (event.relatedTarget instanceof Node && link.contains(event.relatedTarget))) return;
    scheduleHide();
  });

  document.addEventListener("focusin", function (event) {
    var link = refLink(event.target);
    if (link) show(link);
  });

  document.addEventListener("focusout", function (event) {
    if (refLink(event.target)) scheduleHide();
  });

  document.addEventListener("click", function (event) {
    var link = refLink(event.target);
    if (link && lastPointer === "touch" && !isShowingFor(link)) {
      // First tap previews; a second tap on the same link follows it.
      event.preventDefault();
      show(link);
      return;
    }
    if (box && !box.hidden && !(event.target instanceof Node && box.contains(event.target)) && !link) {
      hide();
    }
  });

  document.addEventListener("keydown", function (event) {
    if (event.key === "Escape" && box && !box.hidden) {
      var link = current;
      hide();
      if (link) link.focus();
      return;
    }
    var typing = event.target instanceof Element &&
      event.target.closest("input, textarea, select, [contenteditable]");
    if (typing || event.altKey || event.ctrlKey || event.metaKey) return;
    // "[" and "]" step to the previous and next rule on rule pages.
    var rel = event.key === "[" ? "prev" : event.key === "]" ? "next" : "";
    if (rel) {
      var step = document.querySelector(".prev-next a[rel='" + rel + "']");
      if (step) { event.preventDefault(); step.click(); }
    }
  });

  window.addEventListener("resize", hide);

  // Copy citation: "CR 613.3b https://…/rules/613.3b/", or with the rule's text instead of
  // the address (data-text): "CR 613.3b — …".
  document.addEventListener("click", function (event) {
    var button = event.target instanceof Element && event.target.closest(".copy-citation");
    if (!button) return;
    var text = button.hasAttribute("data-text")
      ? button.getAttribute("data-citation") + " — " + button.getAttribute("data-text")
      : button.getAttribute("data-citation") + " " + button.getAttribute("data-url");
    var status = button.parentElement && button.parentElement.querySelector(".copy-status");
    var done = function () {
      if (status) status.textContent = button.getAttribute("data-copied") || "✓";
      setTimeout(function () { if (status) status.textContent = ""; }, 2500);
    };
    if (navigator.clipboard && window.isSecureContext) {
      navigator.clipboard.writeText(text).then(done, function () { fallbackCopy(text); done(); });
    } else {
      fallbackCopy(text);
      done();
    }
  });

  function fallbackCopy(text) {
    var area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.appendChild(area);
    area.select();
    try { document.execCommand("copy"); } catch (error) { /* the citation stays visible */ }
    area.remove();
  }

  // After htmx swaps a rule in (previous/next), hide a stale preview and move focus to it.
  document.addEventListener("htmx:afterSwap", function (event) {
    hide();
    var heading = document.querySelector("#rule-content h1");
    if (heading && event.detail && event.detail.target && event.detail.target.id === "rule-content") {
      heading.setAttribute("tabindex", "-1");
      heading.focus({ preventScroll: true });
    }
  });
})();
