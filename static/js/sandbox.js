// Scenario sandbox: step timeline (buttons and arrow keys), timestamp drag-and-drop,
// "copy ruling", the card picker, and keeping the keyboard focus in place when htmx swaps
// the editor.
// Everything here is an enhancement: without JavaScript the form posts and the page reloads.
(function () {
  "use strict";

  function isEditable(element) {
    if (!element) return false;
    var tag = element.tagName;
    return tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT" || element.isContentEditable;
  }

  // --- the step timeline --------------------------------------------------------------------
  function setupTimeline(timeline) {
    if (timeline.dataset.ready) return;
    timeline.dataset.ready = "1";
    var steps = Array.prototype.slice.call(timeline.querySelectorAll(".sb-step"));
    if (!steps.length) return;
    var position = timeline.querySelector("[data-position]");
    var stepper = timeline.querySelector(".sb-stepper");
    var keys = timeline.querySelector(".sb-keys");
    timeline.classList.add("sb-js");
    stepper.hidden = false;
    if (keys) keys.hidden = false;
    var current = 0;

    function show(index) {
      current = Math.max(0, Math.min(steps.length - 1, index));
      steps.forEach(function (step, i) {
        step.classList.toggle("sb-current", i === current);
        if (i === current) step.setAttribute("aria-current", "step");
        else step.removeAttribute("aria-current");
      });
      // The step's own number out of the trace's: a long trace shows some of its steps only.
      position.textContent = steps[current].dataset.number + " / " + (timeline.dataset.total || steps.length);
      timeline.querySelector('[data-step="prev"]').disabled = current === 0;
      timeline.querySelector('[data-step="next"]').disabled = current === steps.length - 1;
    }
    timeline.sbShow = function (offset, absolute) {
      show(absolute === undefined ? current + offset : absolute);
      var step = steps[current];
      if (step.getBoundingClientRect().top < 0 || step.getBoundingClientRect().top > window.innerHeight) {
        step.scrollIntoView({block: "nearest"});
      }
    };
    timeline.sbLast = function () { return steps.length - 1; };
    timeline.addEventListener("click", function (event) {
      var button = event.target.closest("[data-step]");
      if (button) {
        timeline.sbShow(button.dataset.step === "next" ? 1 : -1);
        return;
      }
      var link = event.target.closest(".sb-step-number");
      if (link) {
        event.preventDefault();
        timeline.sbShow(0, steps.indexOf(link.closest(".sb-step")));
      }
    });
    var hash = window.location.hash.slice(1);
    var fromHash = steps.findIndex(function (step) { return step.id === hash; });
    show(fromHash >= 0 ? fromHash : 0);
    timeline.sbShowStep = function (step) {
      var index = steps.indexOf(step);
      if (index >= 0) timeline.sbShow(0, index);
    };
  }

  // A link to a step (the game's end above the steps, a layer row, an order) opens that step,
  // when it is followed and when the browser goes back or forth to it.
  function showStepOf(hash) {
    var step = hash && document.getElementById(decodeURIComponent(hash.slice(1)));
    var timeline = step && step.closest("[data-timeline]");
    if (timeline && timeline.sbShowStep) timeline.sbShowStep(step);
  }
  window.addEventListener("hashchange", function () { showStepOf(window.location.hash); });
  document.addEventListener("click", function (event) {
    var link = event.target.closest && event.target.closest('a[href^="#"]');
    if (link && !link.classList.contains("sb-step-number")) showStepOf(link.hash);
  });

  document.addEventListener("keydown", function (event) {
    if (event.ctrlKey && event.key === "Enter") {
      var run = document.querySelector('#sandbox [data-shortcut="run"]');
      if (run) { event.preventDefault(); rememberFocus(run); run.click(); }
      return;
    }
    if (event.altKey || event.ctrlKey || event.metaKey || isEditable(event.target)) return;
    var timeline = (event.target.closest && event.target.closest("[data-timeline]")) ||
      document.querySelector("[data-timeline].sb-js");
    if (!timeline || !timeline.sbShow) return;
    if (event.key === "ArrowRight" || event.key === "ArrowLeft") {
      event.preventDefault();
      timeline.sbShow(event.key === "ArrowRight" ? 1 : -1);
    } else if (event.key === "Home") {
      event.preventDefault();
      timeline.sbShow(0, 0);
    } else if (event.key === "End") {
      event.preventDefault();
      timeline.sbShow(0, timeline.sbLast());
    }
  });

  // --- timestamps: drag to reorder ------------------------------------------------------------
  function setupOrder(list) {
    if (list.dataset.ready) return;
    list.dataset.ready = "1";
    var dragged = null;
    list.addEventListener("dragstart", function (event) {
      dragged = event.target.closest(".sb-order-item");
      if (!dragged) return;
      dragged.classList.add("sb-dragging");
      event.dataTransfer.effectAllowed = "move";
      event.dataTransfer.setData("text/plain", dragged.dataset.path);
    });
    list.addEventListener("dragover", function (event) {
      if (!dragged) return;
      event.preventDefault();
      var over = event.target.closest(".sb-order-item");
      if (!over || over === dragged) return;
      var box = over.getBoundingClientRect();
      var after = event.clientY > box.top + box.height / 2;
      list.insertBefore(dragged, after ? over.nextSibling : over);
    });
    list.addEventListener("drop", function (event) {
      if (!dragged) return;
      event.preventDefault();
      finish();
    });
    list.addEventListener("dragend", function () {
      if (dragged) finish();
    });
    function finish() {
      var item = dragged;
      dragged = null;
      item.classList.remove("sb-dragging");
      var inputs = Array.prototype.slice.call(list.querySelectorAll(".sb-ts-input"));
      var stamps = inputs.map(function (input) { return parseInt(input.value, 10); });
      if (stamps.some(isNaN)) return;
      // The new order gets the same timestamp values, ascending; ties are spread out.
      stamps.sort(function (a, b) { return a - b; });
      for (var i = 1; i < stamps.length; i++) {
        if (stamps[i] <= stamps[i - 1]) stamps[i] = stamps[i - 1] + 1;
      }
      var changed = inputs.some(function (input, i) { return parseInt(input.value, 10) !== stamps[i]; });
      inputs.forEach(function (input, i) { input.value = String(stamps[i]); });
      if (changed) {
        rememberFocus(item.querySelector("button:not([disabled])"));
        var run = list.closest("form").querySelector('[data-shortcut="run"]');
        if (run) run.click();
      }
    }
  }

  // --- event type changes the fields shown ------------------------------------------------------
  document.addEventListener("change", function (event) {
    var select = event.target.closest && event.target.closest("[data-autosubmit]");
    if (!select) return;
    var refresh = select.form && select.form.querySelector('button[value="refresh"]');
    if (refresh) {
      rememberFocus(select);
      refresh.click();
    }
  });

  // --- the card picker: a combobox over the card search ----------------------------------------
  // htmx fetches the options (/cards/?picker=1) into the field's listbox as the judge types;
  // this sends the typed text as `q`, opens and closes the list, and lets the arrow keys,
  // Enter, Escape, a click or a tap choose. Choosing fills the field with the English name.
  function pickerList(input) {
    return document.getElementById(input.getAttribute("aria-controls"));
  }
  function pickerOptions(list) {
    return Array.prototype.slice.call(list.querySelectorAll('[role="option"]'));
  }
  function showPicks(input, open) {
    var list = pickerList(input);
    if (!list) return;
    var show = open && list.children.length > 0;
    list.hidden = !show;
    input.setAttribute("aria-expanded", show ? "true" : "false");
    if (!show) input.removeAttribute("aria-activedescendant");
  }
  function activePick(input) {
    var list = pickerList(input);
    return list ? pickerOptions(list).findIndex(function (option) {
      return option.getAttribute("aria-selected") === "true";
    }) : -1;
  }
  function movePick(input, index) {
    var options = pickerOptions(pickerList(input));
    if (!options.length) return;
    index = (index + options.length) % options.length;
    options.forEach(function (option, i) {
      option.setAttribute("aria-selected", i === index ? "true" : "false");
    });
    input.setAttribute("aria-activedescendant", options[index].id);
    options[index].scrollIntoView({block: "nearest"});
  }
  function choosePick(input, option) {
    input.value = option.dataset.cardName;
    var list = pickerList(input);
    showPicks(input, false);
    list.textContent = "";
    input.focus();
    input.dispatchEvent(new Event("change", {bubbles: true}));
  }
  function pickerOf(element) {
    var list = element && element.closest && element.closest(".sb-picks");
    return list && document.querySelector('[aria-controls="' + CSS.escape(list.id) + '"]');
  }
  document.addEventListener("htmx:configRequest", function (event) {
    var input = event.detail.elt;
    if (!input.matches || !input.matches("[data-card-picker]")) return;
    event.detail.parameters = {q: input.value, picker: "1", "for": input.getAttribute("aria-controls")};
  });
  document.addEventListener("htmx:afterSwap", function (event) {
    var input = pickerOf(event.detail.target);
    if (input) showPicks(input, document.activeElement === input && input.value.trim() !== "");
  });
  document.addEventListener("keydown", function (event) {
    var input = event.target;
    if (!input.matches || !input.matches("[data-card-picker]")) return;
    var list = pickerList(input);
    var open = list && !list.hidden;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (!list || !pickerOptions(list).length) return;
      event.preventDefault();
      var current = activePick(input);
      if (!open) showPicks(input, true);
      movePick(input, event.key === "ArrowDown" ? current + 1 : (current < 0 ? -1 : current - 1));
    } else if (event.key === "Enter" && open && !event.ctrlKey) {
      var options = pickerOptions(list);
      if (!options.length) return;
      event.preventDefault();
      choosePick(input, options[Math.max(0, activePick(input))]);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      showPicks(input, false);
    }
  });
  // Pressing on the list must not take the focus from the field (the list would close).
  document.addEventListener("mousedown", function (event) {
    if (pickerOf(event.target) && !event.target.closest("a")) event.preventDefault();
  });
  document.addEventListener("click", function (event) {
    var option = event.target.closest && event.target.closest('.sb-picks [role="option"]');
    if (!option || event.target.closest("a")) return;
    choosePick(pickerOf(option), option);
  });
  document.addEventListener("focusout", function (event) {
    var input = event.target;
    if (!input.matches || !input.matches("[data-card-picker]")) return;
    setTimeout(function () {
      if (document.activeElement !== input) showPicks(input, false);
    }, 150);
  });

  // --- copy ruling ---------------------------------------------------------------------------
  function setupCopy(button) {
    if (button.dataset.ready) return;
    button.dataset.ready = "1";
    button.hidden = false;
    button.addEventListener("click", function () {
      var source = document.querySelector(button.dataset.copy);
      var status = document.querySelector("[data-copy-status]");
      // Selecting (the fallback) needs the text on screen, also when it is folded away.
      var folded = source.closest("details");
      if (folded && !(navigator.clipboard && window.isSecureContext)) folded.open = true;
      function done(ok) {
        if (status) status.textContent = ok ? status.dataset.ok || "✓" : "";
      }
      if (navigator.clipboard && window.isSecureContext) {
        navigator.clipboard.writeText(source.value).then(function () { done(true); },
          function () { source.select(); done(document.execCommand("copy")); });
      } else {
        source.select();
        done(document.execCommand("copy"));
      }
    });
  }

  // --- keep the focus where it was across htmx swaps ---------------------------------------------
  // Each request keeps the focus it began with, keyed by its XMLHttpRequest: a request sent
  // before the one before it has settled (a run clicked within htmx's settle delay after the
  // JSON tab's swap) must not find that request's key, nor leave its own for the next one.
  var focusKeys = new WeakMap();
  // A key set for the request a script is about to send (a keyboard shortcut or a control that
  // clicks the Run or Update button for the judge): the focus is then not the clicked button.
  var nextKey = null;
  function keyOf(element) {
    if (!element || element === document.body) return null;
    if (element.tagName === "BUTTON" && element.name) {
      return {selector: 'button[name="' + element.name + '"][value="' + CSS.escape(element.value) + '"]',
              value: element.value};
    }
    if (element.id) return {selector: "#" + CSS.escape(element.id), value: ""};
    return null;
  }
  function rememberFocus(element) { nextKey = keyOf(element); }
  // Only the editor's own requests swap the form; the card picker's fill a list and must
  // leave the focus alone (the judge has often moved on to the next field by then).
  function isEditor(element) { return Boolean(element) && element.id === "sandbox"; }
  // A save or a run refused for too many from this address (429, ratelimit.py) answers with
  // the editor saying when to try again; htmx would drop a 4xx answer and show nothing.
  document.addEventListener("htmx:beforeSwap", function (event) {
    if (event.detail.xhr.status === 429 && isEditor(event.detail.elt)) {
      event.detail.shouldSwap = true;
      event.detail.isError = false;
    }
  });
  document.addEventListener("htmx:beforeRequest", function (event) {
    if (!isEditor(event.detail.elt)) return;
    focusKeys.set(event.detail.xhr, nextKey || keyOf(document.activeElement));
    nextKey = null;
  });
  document.addEventListener("htmx:afterSettle", function (event) {
    setup(document);
    if (!isEditor(event.detail.elt) && !isEditor(event.detail.target)) return;
    var key = focusKeys.get(event.detail.xhr);
    // The JSON tab's error line has taken the focus: leave it there.
    if (!key || (document.activeElement && document.activeElement.dataset.errorLine)) return;
    var target = document.querySelector(key.selector);
    var added = /^add:(\w+)$/.exec(key.value);
    var removed = /^remove:(\w+)\[/.exec(key.value);
    if (added) {
      // A new row: the keyboard goes to its first field.
      var fields = document.querySelectorAll('#sandbox [name^="' + added[1] + '["]:not([type="hidden"])');
      if (fields.length) {
        var last = fields[fields.length - 1].name.split("]")[0];
        target = document.querySelector('#sandbox [name^="' + last + ']."]:not([type="hidden"])') || target;
      }
    } else if (!target && removed) {
      target = document.querySelector('button[value="add:' + removed[1] + '"]');
    }
    // A refused save shows why where a run's result goes.
    if (/^(run|choose:)/.test(key.value) ||
        (key.value === "save" && document.getElementById("sb-problems"))) {
      showResult();
      return;
    }
    if (target && target.disabled) {
      // A timestamp that reached the top or bottom: its other arrow keeps the focus.
      var item = target.closest(".sb-order-item");
      target = item && item.querySelector("button:not([disabled])");
    }
    if (target) target.focus();
  });

  // After a run the result is what the judge wants to see: its heading comes into view (below
  // the editor on a phone; on a wide screen the result column stays in view beside the editor,
  // see sandbox.css) and takes the focus, so the keyboard and a screen reader go on from there.
  // What the run gave is said once by the status line outside the form (a live region must
  // outlive the swap to be heard).
  function showResult() {
    var heading = document.getElementById("sb-result-title");
    if (!heading) return;
    heading.focus({preventScroll: true});
    var box = heading.getBoundingClientRect();
    if (box.top < 0 || box.bottom > window.innerHeight) heading.scrollIntoView({block: "start"});
    var result = heading.closest("[data-status]");
    var status = document.getElementById("sb-status");
    if (result && status) status.textContent = result.dataset.status;
  }

  // --- the JSON tab: select the line an error points at ------------------------------------------
  function showErrorLine(textarea) {
    if (textarea.dataset.ready) return;
    textarea.dataset.ready = "1";
    var line = parseInt(textarea.dataset.errorLine, 10);
    var lines = textarea.value.split("\n");
    if (!line || line > lines.length) return;
    var start = lines.slice(0, line - 1).join("\n").length + (line > 1 ? 1 : 0);
    textarea.focus();
    textarea.setSelectionRange(start, start + lines[line - 1].length);
    var lineHeight = textarea.scrollHeight / lines.length;
    textarea.scrollTop = Math.max(0, (line - 4) * lineHeight);
  }

  function setup(root) {
    root.querySelectorAll("textarea[data-error-line]").forEach(showErrorLine);
    root.querySelectorAll("[data-timeline]").forEach(setupTimeline);
    root.querySelectorAll("[data-sortable]").forEach(setupOrder);
    root.querySelectorAll("[data-copy]").forEach(setupCopy);
    root.querySelectorAll(".sb-nojs").forEach(function (element) { element.hidden = true; });
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", function () { setup(document); });
  } else {
    setup(document);
  }
})();
