/* agentproc chat widget: a reloaded conversation, rendered as it was live. Load it before
   chat.js, which installs these methods on its Chat (the history view's JSON: messages, runs). */
(function () {
  "use strict";

  window.AgentprocChatHistory = function (proto, el, shortJson) {
    proto.loadHistory = function (before) {
      // The latest page first; "Load earlier messages" fetches the page before it on demand.
      var self = this;
      if (!this.conversation || !this.historyUrl || !window.fetch) return;
      var url = this.historyUrl.replace("00000000-0000-0000-0000-000000000000", encodeURIComponent(this.conversation));
      if (before) url += (url.indexOf("?") < 0 ? "?" : "&") + "before=" + encodeURIComponent(before);
      window.fetch(url, { credentials: "same-origin", headers: { Accept: "application/json" } })
        .then(function (response) {
          if (response.status === 404 || response.status === 403) { self.remember(null); return null; }
          return response.ok ? response.json() : null;
        })
        .then(function (body) {
          if (!body || !body.messages) return;
          var shown = document.createDocumentFragment();
          var log = self.log;
          var runs = body.runs || {};
          // An earlier page whose last run goes on in what is shown: its note is there already.
          var first = before ? log.querySelector(".agentproc-msg") : null;
          var goesOn = first ? first.getAttribute("data-run") : null;
          self.log = shown; // render into a fragment, then put it before anything shown already
          body.messages.forEach(function (m, i) {
            self.renderStored(m);
            var next = body.messages[i + 1];
            if (!m.runId || !runs[m.runId] || (next ? next.runId === m.runId : goesOn === m.runId)) return;
            var last = shown.lastChild;
            var bubble = last && last.classList && last.classList.contains("agentproc-msg--assistant") &&
              last.getAttribute("data-run") === m.runId ? last : null;
            self.renderOutcome(runs[m.runId], bubble);
          });
          self.log = log;
          if (self.earlier && self.earlier.parentNode) self.earlier.parentNode.removeChild(self.earlier);
          self.earlier = null;
          if (body.earlier) {
            var item = el("div", "agentproc-earlier");
            var more = el("button", "agentproc-more", "Load earlier messages");
            more.type = "button";
            more.addEventListener("click", function () { more.disabled = true; self.loadHistory(body.earlier); });
            item.appendChild(more);
            shown.insertBefore(item, shown.firstChild);
            self.earlier = item;
          }
          log.insertBefore(shown, log.firstChild);
          self.updateEmpty();
          if (!before) self.scroll();
        })
        .catch(function () { /* history is a nicety: the chat works without it */ });
    };

    proto.renderStored = function (m) {
      if (m.role !== "user" && m.role !== "assistant") return;
      var last = this.log.lastChild;
      // One run's assistant messages (tool call, then the answer) make one bubble, as they did live.
      var same = m.role === "assistant" && last && last.classList && last.classList.contains("agentproc-msg--assistant") &&
        m.runId && last.getAttribute("data-run") === m.runId;
      var item = same ? last : this.addMessage(m.role, m.role === "user" ? m.text : "");
      item.classList.add("agentproc-msg--history");
      if (m.runId) item.setAttribute("data-run", m.runId);
      if (m.role === "user") this.storedUser(item, { id: m.id, changed: m.changed });
      if (m.role === "assistant") {
        var turn = { bubble: item, text: item.querySelector(".agentproc-text"), tools: {} };
        (m.parts || []).forEach(function (part) {
          if (part.type === "text") turn.text.textContent += part.text || "";
          else if (part.type === "data-moderation") this.badge(part.data || {}, item);
          else if (part.type === "tool-invocation" && part.toolInvocation) {
            var inv = part.toolInvocation;
            var line = this.toolLine(turn, inv);
            if (inv.state === "result") this.toolDone(line, "done", "result: " + shortJson(inv.result, 2000), false);
            else if (inv.state === "error") this.toolDone(line, "failed", "error: " + shortJson(inv.error, 2000), true);
            else this.toolDone(line, "stopped", "(the reply was stopped before the tool finished)", false);
          }
        }, this);
        if (!m.parts || !m.parts.length) turn.text.textContent += m.text || "";
      }
    };
  };
})();
