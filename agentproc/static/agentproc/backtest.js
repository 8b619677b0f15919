// The backtest page's progress bar: polls the progress JSON until the backtest ends, then reloads for the results.
(function () {
  "use strict";
  var box = document.getElementById("backtest-progress");
  if (!box || box.dataset.final === "true") { return; }
  var bar = box.querySelector("progress");
  var text = document.getElementById("backtest-progress-text");
  var labels = {queued: "Queued", running: "Running", completed: "Completed", failed: "Failed", cancelled: "Cancelled"};
  function poll() {
    fetch(box.dataset.url, {credentials: "same-origin", headers: {"Accept": "application/json"}})
      .then(function (r) { return r.json(); })
      .then(function (p) {
        bar.value = p.percent;
        bar.textContent = p.percent + "%";
        box.dataset.status = p.status;
        text.textContent = (labels[p.status] || p.status) + ": " + p.done + " of " + p.total + " turns, " + p.changed + " changed";
        if (p.final) { window.location.reload(); } else { window.setTimeout(poll, 400); }
      })
      .catch(function () { window.setTimeout(poll, 2000); });
  }
  window.setTimeout(poll, 200);
}());
