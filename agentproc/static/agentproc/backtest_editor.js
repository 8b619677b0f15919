// The backtest editor: ↑ ↓ move a policy within its lane (the "Place" inputs are renumbered in page order,
// which is what the server reads); a policy ticked "Remove" is dimmed. Without this script the places are typed.
(function () {
  "use strict";
  var editor = document.getElementById("draft-editor");
  if (!editor) { return; }
  function entries() { return Array.prototype.slice.call(editor.querySelectorAll("fieldset.agentproc-entry")); }
  function laneOf(entry) {
    var select = entry.querySelector("select[name$='-lane']");
    return select ? select.value : entry.dataset.lane;
  }
  function renumber() {
    entries().forEach(function (entry, i) {
      var place = entry.querySelector("input[name$='-ORDER']");
      if (place) { place.value = i + 1; }
    });
  }
  editor.addEventListener("click", function (e) {
    var button = e.target.closest("button.agentproc-move");
    if (!button) { return; }
    e.preventDefault();
    var entry = button.closest("fieldset.agentproc-entry");
    var all = entries();
    var step = Number(button.dataset.move);
    var i = all.indexOf(entry) + step;
    while (i >= 0 && i < all.length && laneOf(all[i]) !== laneOf(entry)) { i += step; }
    if (i < 0 || i >= all.length) { return; }
    if (step < 0) { editor.insertBefore(entry, all[i]); } else { editor.insertBefore(entry, all[i].nextSibling); }
    renumber();
    button.focus();
  });
  editor.addEventListener("change", function (e) {
    if (e.target.name && /-DELETE$/.test(e.target.name)) {
      e.target.closest("fieldset.agentproc-entry").classList.toggle("agentproc-removed", e.target.checked);
    }
  });
  entries().forEach(function (entry) {
    var remove = entry.querySelector("input[name$='-DELETE']");
    if (remove && remove.checked) { entry.classList.add("agentproc-removed"); }
  });
}());
