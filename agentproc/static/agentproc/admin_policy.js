// Policy editing in the admin: the lane select offers only the chosen processor's lanes, and
// on a policy's page the settings follow the processor as soon as it is chosen (the page asks
// the server for that processor's settings form; without JavaScript, saving does the same).
(function () {
  "use strict";
  var data = document.getElementById("agentproc-processor-lanes");
  if (!data) return;
  var processors = JSON.parse(data.textContent);

  function laneSelectFor(select) {
    var name = select.name.replace(/processor_key$/, "lane");
    return select.form ? select.form.elements[name] : null;
  }

  function restrictLanes(select) {
    var lanes = laneSelectFor(select);
    var info = processors[select.value];
    if (!lanes || !lanes.options) return;
    var allowed = info ? info.lanes : null;
    var firstAllowed = null;
    Array.prototype.forEach.call(lanes.options, function (option) {
      var ok = !allowed || !option.value || allowed.indexOf(option.value) !== -1;
      option.hidden = !ok;
      option.disabled = !ok;
      if (ok && option.value && firstAllowed === null) firstAllowed = option.value;
    });
    if (allowed && allowed.indexOf(lanes.value) === -1 && firstAllowed !== null) lanes.value = firstAllowed;
  }

  function nameInputFor(select) {
    var name = select.name.replace(/processor_key$/, "name");
    return select.form ? select.form.elements[name] : null;
  }

  function suggestName(select) {
    var input = nameInputFor(select);
    var info = processors[select.value];
    if (input && info) input.placeholder = info.name;
  }

  // The policy page: fetch this page for the chosen processor and swap in its settings.
  function loadSettings(select) {
    var form = document.getElementById("processorpolicy_form");
    if (!form || select.name !== "processor_key") return;
    var url = new URL(window.location.href);
    url.searchParams.set("processor_key", select.value);
    var status = document.getElementById("agentproc-settings-status");
    if (!status) {
      status = document.createElement("p");
      status.id = "agentproc-settings-status";
      status.setAttribute("role", "status");
      status.className = "help";
      select.parentNode.appendChild(status);
    }
    status.textContent = select.value ? "Loading the settings of this processor…" : "";
    fetch(url.toString(), { credentials: "same-origin", headers: { "X-Requested-With": "fetch" } })
      .then(function (response) { return response.text(); })
      .then(function (html) {
        var fresh = new DOMParser().parseFromString(html, "text/html");
        form.querySelectorAll("fieldset.agentproc-settings").forEach(function (f) { f.remove(); });
        var anchor = form.querySelector("fieldset.module");
        var incoming = fresh.querySelectorAll("#processorpolicy_form fieldset.agentproc-settings");
        var after = anchor;
        incoming.forEach(function (f) {
          var node = document.importNode(f, true);
          after.parentNode.insertBefore(node, after.nextSibling);
          after = node;
        });
        var configFor = form.elements["config_for"];
        if (configFor) configFor.value = select.value;
        status.textContent = select.value ? "Settings below are this processor's defaults." : "";
      })
      .catch(function () {
        status.textContent = "Could not load the settings; save to see them.";
      });
  }

  document.addEventListener("change", function (event) {
    var select = event.target;
    if (!select.name || !/processor_key$/.test(select.name)) return;
    restrictLanes(select);
    suggestName(select);
    loadSettings(select);
  });
  document.querySelectorAll("select[name$='processor_key']").forEach(function (select) {
    restrictLanes(select);
    suggestName(select);
  });
  // Rows the inline adds later ("Add another processor policy").
  document.addEventListener("formset:added", function (event) {
    event.target.querySelectorAll("select[name$='processor_key']").forEach(restrictLanes);
  });
})();
