/* agentproc chat widget: one websocket per widget, chunks streamed into an aria-live log.
   No build step, no dependencies. Every element with [data-agentproc-chat] becomes a chat. */
(function () {
  "use strict";

  var NO_RECONNECT = { 4403: true, 4404: true, 4429: true }; // the server refused for good: do not retry
  var MAX_BACKOFF_MS = 30000;

  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined && text !== null) node.textContent = text;
    return node;
  }

  function shortJson(value, limit) {
    var text;
    try { text = typeof value === "string" ? value : JSON.stringify(value); } catch (e) { text = String(value); }
    if (text === undefined) text = "";
    return text.length > limit ? text.slice(0, limit - 1) + "\u2026" : text;
  }

  function Chat(root) {
    this.root = root;
    this.agent = root.getAttribute("data-agent");
    this.wsPath = root.getAttribute("data-ws-path");
    this.historyUrl = root.getAttribute("data-history-url") || "";
    this.storageKey = "agentproc:conversation:" + this.agent;
    this.log = root.querySelector("[data-role=log]");
    this.status = root.querySelector("[data-role=status]");
    this.form = root.querySelector("form");
    this.input = root.querySelector("textarea");
    this.sendButton = root.querySelector("[data-action=send]");
    this.cancelButton = root.querySelector("[data-action=cancel]");
    this.newButton = root.querySelector("[data-action=new]");
    this.empty = root.querySelector("[data-role=empty]");
    this.problem = root.querySelector("[data-role=problem]");
    this.lastUser = null; // the user's bubble of the turn, until the server says how it was stored
    this.conversation = this.load();
    this.socket = null;
    this.attempts = 0;
    this.connections = 0;
    this.closedForGood = false;
    this.turn = null; // {bubble, text, tools: {id: node}} while a reply streams
    this.bind();
    this.updateEmpty();
    this.loadHistory();
    this.connect();
  }

  Chat.prototype.load = function () {
    try { return window.localStorage.getItem(this.storageKey); } catch (e) { return null; }
  };

  Chat.prototype.remember = function (id) {
    this.conversation = id;
    try {
      if (id) window.localStorage.setItem(this.storageKey, id);
      else window.localStorage.removeItem(this.storageKey);
    } catch (e) { /* private mode: the id lives as long as the page */ }
    this.root.setAttribute("data-conversation", id || "");
  };

  Chat.prototype.bind = function () {
    var self = this;
    this.form.addEventListener("submit", function (event) {
      event.preventDefault();
      self.submit();
    });
    // Enter sends, Shift+Enter adds a line (IME composition is left alone).
    this.input.addEventListener("keydown", function (event) {
      if (event.key === "Enter" && !event.shiftKey && !event.isComposing) {
        event.preventDefault();
        self.submit();
      }
    });
    this.cancelButton.addEventListener("click", function () { self.cancel(); });
    this.newButton.addEventListener("click", function () { self.startOver(); });
    this.input.addEventListener("input", function () { self.showProblem(""); });
    if (this.empty) {
      this.empty.addEventListener("click", function (event) {
        var button = event.target.closest("[data-action=suggest]");
        if (!button) return;
        self.input.value = button.textContent;
        self.submit();
      });
    }
    // The browser knows first when the network is gone; say so rather than "Connected".
    window.addEventListener("offline", function () { self.setStatus("Offline — waiting for the network…", "error"); });
    window.addEventListener("online", function () {
      if (self.socket && self.socket.readyState === WebSocket.OPEN) self.setStatus("Connected", "ok");
    });
    this.root.addEventListener("keydown", function (event) {
      if (event.key === "Escape" && self.turn) self.cancel();
    });
  };

  Chat.prototype.showProblem = function (text) {
    if (!this.problem) return;
    this.problem.textContent = text || "";
    if (text) this.input.setAttribute("aria-invalid", "true");
    else this.input.removeAttribute("aria-invalid");
  };

  /* The empty state (a prompt to start, suggested questions) shows while the log is empty. */
  Chat.prototype.updateEmpty = function () {
    if (!this.empty) return;
    var isEmpty = !this.log.firstChild;
    this.empty.hidden = !isEmpty;
    this.root.classList.toggle("agentproc-is-empty", isEmpty);
  };

  Chat.prototype.setStatus = function (text, kind) {
    this.status.textContent = text || "";
    this.status.setAttribute("data-kind", kind || "");
  };

  Chat.prototype.setBusy = function (busy) {
    this.root.classList.toggle("agentproc-busy", busy);
    this.sendButton.disabled = busy;
    this.cancelButton.hidden = !busy;
    this.log.setAttribute("aria-busy", busy ? "true" : "false");
  };

  Chat.prototype.socketUrl = function () {
    var scheme = window.location.protocol === "https:" ? "wss://" : "ws://";
    return scheme + window.location.host + this.wsPath;
  };

  Chat.prototype.connect = function () {
    var self = this;
    if (this.closedForGood) return;
    var socket = new WebSocket(this.socketUrl());
    this.socket = socket;
    this.setStatus(this.attempts ? "Reconnecting\u2026" : "Connecting\u2026", "pending");
    socket.onopen = function () {
      self.attempts = 0;
      self.connections += 1;
      self.root.setAttribute("data-connections", String(self.connections));
      self.root.setAttribute("data-connected", "true");
      self.setStatus("Connected", "ok");
    };
    socket.onmessage = function (event) {
      var frame;
      try { frame = JSON.parse(event.data); } catch (e) { return; }
      self.handle(frame);
    };
    socket.onclose = function (event) {
      self.root.setAttribute("data-connected", "false");
      if (self.socket !== socket) return;
      self.socket = null;
      if (self.turn) self.endTurn("The connection dropped before the reply finished.", "error");
      if (NO_RECONNECT[event.code]) {
        self.closedForGood = true;
        self.setStatus("This chat is not available.", "error");
        self.sendButton.disabled = true;
        return;
      }
      // Exponential backoff with jitter, so a restarted server is not hit by every tab at once.
      var delay = Math.min(MAX_BACKOFF_MS, 500 * Math.pow(2, self.attempts)) * (0.75 + Math.random() / 2);
      self.attempts += 1;
      self.setStatus("Connection lost \u2014 reconnecting in " + Math.ceil(delay / 1000) + " s\u2026", "error");
      window.setTimeout(function () { self.connect(); }, delay);
    };
  };

  Chat.prototype.submit = function () {
    var text = this.input.value.trim();
    if (this.turn) return;
    if (!text) {
      this.showProblem("Type a message first.");
      this.input.focus();
      return;
    }
    // The limit counts characters as typed (code points, as the server does); the textarea's
    // maxlength counts UTF-16 units, so it is set to twice the limit and this is the real check.
    var max = parseInt(this.input.getAttribute("data-max-chars") || "0", 10);
    var length = Array.from(text).length;
    if (max && length > max) {
      this.showProblem("Your message has " + length + " characters; the limit is " + max + ".");
      return;
    }
    if (!this.socket || this.socket.readyState !== WebSocket.OPEN) {
      this.showProblem("Not connected yet \u2014 your message is still in the box.");
      return;
    }
    this.showProblem("");
    this.lastUser = this.addMessage("user", text);
    this.socket.send(JSON.stringify({ type: "message", conversation: this.conversation || null, text: text }));
    this.input.value = "";
    this.turn = { bubble: null, text: null, tools: {} };
    this.setBusy(true);
  };

  Chat.prototype.cancel = function () {
    if (this.socket && this.socket.readyState === WebSocket.OPEN) {
      this.socket.send(JSON.stringify({ type: "cancel" }));
    }
  };

  Chat.prototype.startOver = function () {
    if (this.turn) this.cancel();
    this.remember(null);
    this.log.textContent = "";
    this.lastUser = null;
    this.updateEmpty();
    this.input.focus();
  };

  Chat.prototype.addMessage = function (role, text) {
    var item = el("div", "agentproc-msg agentproc-msg--" + role);
    item.appendChild(el("span", "agentproc-visually-hidden", role === "user" ? "You: " : "Assistant: "));
    var body = el("div", "agentproc-text", text || "");
    item.appendChild(body);
    this.log.appendChild(item);
    this.updateEmpty();
    this.scroll();
    return item;
  };

  /* The user's message as stored: a guardrail may have hidden parts of it before storing. */
  Chat.prototype.storedUser = function (item, payload) {
    if (!item) return;
    if (payload.id) item.setAttribute("data-id", payload.id);
    if (typeof payload.text === "string" && payload.text) item.querySelector(".agentproc-text").textContent = payload.text;
    item.classList.toggle("agentproc-msg--changed", !!payload.changed);
    if (payload.changed && !item.querySelector(".agentproc-changed-note")) {
      item.appendChild(el("p", "agentproc-changed-note",
        "Part of your message was hidden by a safety filter before it was stored."));
    }
  };

  Chat.prototype.addNotice = function (text, kind) {
    var item = el("div", "agentproc-notice agentproc-notice--" + kind, text);
    item.setAttribute("role", kind === "info" ? "status" : "alert");
    this.log.appendChild(item);
    this.updateEmpty();
    this.scroll();
    return item;
  };

  Chat.prototype.scroll = function () {
    this.log.scrollTop = this.log.scrollHeight;
  };

  Chat.prototype.bubble = function () {
    if (!this.turn) this.turn = { bubble: null, text: null, tools: {} };
    if (!this.turn.bubble) {
      this.turn.bubble = this.addMessage("assistant", "");
      this.turn.bubble.setAttribute("aria-busy", "true");
      this.turn.text = this.turn.bubble.querySelector(".agentproc-text");
    }
    return this.turn;
  };

  Chat.prototype.endTurn = function (notice, kind) {
    var turn = this.turn;
    this.turn = null;
    if (turn) {
      // A stopped or failed reply leaves no tool "running" for ever.
      Object.keys(turn.tools).forEach(function (id) {
        var line = turn.tools[id];
        if (!line.getAttribute("data-done")) {
          line.querySelector(".agentproc-tool-state").textContent = "stopped";
          line.classList.add("agentproc-tool--stopped");
          line.setAttribute("data-done", "stopped");
        }
      });
    }
    if (turn && turn.bubble) {
      turn.bubble.removeAttribute("aria-busy");
      if (!turn.text.textContent && !turn.bubble.querySelector(".agentproc-tool")) turn.bubble.remove();
    }
    if (notice) this.addNotice(notice, kind || "info");
    this.setBusy(false);
    this.input.focus();
  };

  Chat.prototype.toolLine = function (turn, payload) {
    var id = payload.toolCallId;
    var line = turn.tools[id];
    if (!line) {
      line = el("details", "agentproc-tool");
      var summary = el("summary", null);
      summary.appendChild(el("span", "agentproc-tool-icon", "\u2699"));
      summary.appendChild(el("span", "agentproc-tool-name", payload.toolName));
      summary.appendChild(el("span", "agentproc-tool-args", "(" + shortJson(payload.args || {}, 60) + ")"));
      summary.appendChild(el("span", "agentproc-tool-state", "running\u2026"));
      line.appendChild(summary);
      line.appendChild(el("pre", "agentproc-tool-detail", "args: " + shortJson(payload.args || {}, 2000)));
      turn.bubble.insertBefore(line, turn.text);
      turn.tools[id] = line;
    }
    return line;
  };

  Chat.prototype.toolDone = function (line, label, detail, failed) {
    line.querySelector(".agentproc-tool-state").textContent = label;
    line.setAttribute("data-done", label);
    line.classList.toggle("agentproc-tool--error", !!failed);
    line.querySelector(".agentproc-tool-detail").textContent += "\n" + detail;
  };

  /* data-moderation {level, categories: {name: score}, where}: a warning badge on the reply. */
  Chat.prototype.badge = function (data, bubble) {
    var categories = [];
    var source = data && data.categories;
    if (Array.isArray(source)) categories = source;
    else if (source && typeof source === "object") {
      Object.keys(source).forEach(function (k) { if (source[k]) categories.push(k); });
    }
    var where = data && data.where === "input" ? " on your message" : "";
    var label = "\u26A0 Moderation warning" + where + (categories.length ? ": " + categories.join(", ") : "");
    var badge = el("span", "agentproc-badge agentproc-badge--moderation", label);
    bubble = bubble || this.bubble().bubble;
    bubble.insertBefore(badge, bubble.firstChild.nextSibling);
  };

  /* One server frame: the conversation id, a chunk of the run, or an error frame. */
  Chat.prototype.handle = function (frame) {
    var p = frame.payload || {};
    var type = frame.type;
    if (type === "conversation") {
      this.remember(p.id);
    } else if (type === "user-message") {
      this.storedUser(this.lastUser, p);
      this.lastUser = null;
    } else if (type === "start") {
      this.bubble();
    } else if (type === "step-start") {
      var step = this.bubble();
      /* A step a guardrail rejected and asked the model to redo: its text goes from the
         screen (the server dropped its message); the new attempt streams anew. */
      if (p.retry && step.text) step.text.textContent = step.text.textContent.slice(0, step.stepFrom || 0);
      step.stepFrom = step.text ? step.text.textContent.length : 0;
    } else if (type === "step-finish" && p.finishReason === "error") {
      /* An attempt cut by a provider error that the error lane retries: the server drops its
         message, so its text goes from the screen too (the retried step streams anew). */
      var cut = this.bubble();
      if (cut.text) cut.text.textContent = cut.text.textContent.slice(0, cut.stepFrom || 0);
    } else if (type === "text-delta") {
      var turn = this.bubble();
      turn.text.textContent += p.text || "";
      this.scroll();
    } else if (type === "tool-call") {
      this.toolLine(this.bubble(), p);
    } else if (type === "tool-result") {
      this.toolDone(this.toolLine(this.bubble(), p), "done", "result: " + shortJson(p.result, 2000), false);
    } else if (type === "tool-error") {
      this.toolDone(this.toolLine(this.bubble(), p), "failed",
                    (p.error && p.error.message) || "The tool failed.", true);
    } else if (type === "tripwire") {
      /* The server sends the agent's public notice only (the reason stays with the admins). */
      this.endTurn(p.reason || "This message can't be processed.", "blocked");
    } else if (type === "finish") {
      this.endTurn(null);
    } else if (type === "abort") {
      this.endTurn("Stopped. What was already written is kept.", "info");
    } else if (type === "error" && p.error) {
      this.endTurn(p.error.message || "The assistant failed; please try again.", "error");
    } else if (type === "error") {
      this.onErrorFrame(p);
    } else if (type === "notice") {
      this.addNotice(p.message || p.code, "info");  // e.g. relay_unavailable: nothing ends
    } else if (type === "data-moderation") {
      this.badge(frame.data || {}, null);
    } else if (type && type.indexOf("data-") === 0 && frame.data && typeof frame.data.message === "string") {
      this.addNotice(frame.data.message, "info");
    }
    this.root.setAttribute("data-last-frame", type || "");
  };

  Chat.prototype.onErrorFrame = function (payload) {
    var message = payload.message || payload.code || "Something went wrong.";
    if (payload.code === "conversation_not_found") {
      // The stored conversation is gone (or not this visitor's): start a fresh one.
      this.remember(null);
      message += " A new conversation will start with your next message.";
    }
    if (payload.code === "busy") {
      this.addNotice(message, "error");
      return;
    }
    if (payload.code === "cannot_cancel") {
      // The reply ended as the cancel went out: nothing to report unless a turn still shows.
      if (this.turn) this.endTurn(message, "info");
      return;
    }
    this.endTurn(message, "error");
  };

  Chat.prototype.loadHistory = function (before) {
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
        self.log = shown; // render into a fragment, then put it before anything shown already
        body.messages.forEach(function (m) { self.renderStored(m); });
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

  Chat.prototype.renderStored = function (m) {
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
    if (m.blocked) this.addNotice(m.blocked, "blocked");
  };

  function initAll() {
    var roots = document.querySelectorAll("[data-agentproc-chat]");
    for (var i = 0; i < roots.length; i++) {
      if (roots[i].getAttribute("data-initialized")) continue;
      roots[i].setAttribute("data-initialized", "true");
      roots[i].agentprocChat = new Chat(roots[i]);
    }
  }

  window.AgentprocChat = { Chat: Chat, initAll: initAll };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", initAll);
  else initAll();
})();
