// The "/" shortcut: focus the search box from any page (the search page's own box if it has
// one, else the header's), unless the judge is already typing in a field.
(function () {
  "use strict";
  document.addEventListener("keydown", function (event) {
    if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey) {
      return;
    }
    var target = event.target;
    if (target && target.closest &&
        target.closest("input, textarea, select, [contenteditable=''], [contenteditable='true']")) {
      return;
    }
    var box = document.getElementById("search-box") || document.getElementById("site-search");
    if (!box) {
      return;
    }
    event.preventDefault();
    box.focus();
    box.select();
  });
})();
