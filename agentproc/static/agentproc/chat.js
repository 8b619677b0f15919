/* agentproc chat widget: one websocket per widget, chunks streamed into an aria-live log.
   No build step, no dependencies. Every element with [data-agentproc-chat] becomes a chat. */
(function () {
  "use strict";

  var NO_RECONNECT = { 4403: true, 4404: true, 4429: true }; // the server refused for good: do not retry
  // Reconnecting: 0.5 s, 1 s, 2 s, then every 4 s (each ±25 %), so a server that answers again is
  // found within about five seconds; coming back online, the tab shown again or Send try at once.
  var BACKOFF_FIRST_MS = 500;
  var BACKOFF_MAX_MS = 4000;
  var STOPPED_NOTE = "Stopped. What was already written is kept.";
  // The server stores such a run as cut (its history says the same after a reload).
  var CUT_NOTE = "The connection dropped before the reply finished.";

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
    this.retryTimer = null; // the next reconnect attempt, while the connection is down
    this.countdown = null; // the status line's countdown to it
    this.pending = null; // {text, bubble}: a message sent while offline, sent once on reconnect
    this.turn = null; // {bubble, text, tools: {id: node}} while a reply streams
    this.bind();
    this.updateEmpty();
    if (this.loadHistory) this.loadHistory();
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
      else self.reconnectNow();
    });
    document.addEventListener("visibilitychange", function () {
      if (document.visibilityState === "visible") self.reconnectNow();
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

  /* Try now instead of waiting for the back-off (no-op while connected or connecting). */
  Chat.prototype.reconnectNow = function () {
    if (this.closedForGood || this.socket) return;
    this.connect();
  };

  Chat.prototype.stopRetrying = function () {
    window.clearTimeout(this.retryTimer);
    window.clearInterval(this.countdown);
    this.retryTimer = this.countdown = null;
  };

  Chat.prototype.scheduleReconnect = function () {
    var self = this;
    // Exponential back-off, capped low, with jitter so a restarted server is not hit by every tab at once.
    var delay = Math.min(BACKOFF_MAX_MS, BACKOFF_FIRST_MS * Math.pow(2, this.attempts)) * (0.75 + Math.random() / 2);
    this.attempts += 1;
    this.stopRetrying();
    var at = Date.now() + delay;
    var tick = function () {
      // Without a network there is nothing to count down to: coming back online tries at once.
      if (navigator.onLine === false) { self.setStatus("Offline \u2014 waiting for the network\u2026", "error"); return; }
      var seconds = Math.max(1, Math.ceil((at - Date.now()) / 1000));
      self.setStatus("Connection lost \u2014 reconnecting in " + seconds + " s\u2026", "error");
    };
    tick();
    this.countdown = window.setInterval(tick, 250);
    this.retryTimer = window.setTimeout(function () { self.connect(); }, delay);
  };

  Chat.prototype.connect = function () {
    var self = this;
    if (this.closedForGood) return;
    this.stopRetrying();
    var socket = new WebSocket(this.socketUrl());
    this.socket = socket;
    this.setStatus(this.attempts ? "Reconnecting\u2026" : "Connecting\u2026", "pending");
    socket.onopen = function () {
      self.attempts = 0;
      self.connections += 1;
      self.root.setAttribute("data-connections", String(self.connections));
      self.root.setAttribute("data-connected", "true");
      self.setStatus("Connected", "ok");
      self.sendPending();
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
      // The server stops a turn whose socket closed: its answer so far is kept, cut short.
      if (self.turn) self.endRun({ outcome: "cut", notice: CUT_NOTE });
      if (NO_RECONNECT[event.code]) {
        self.closedForGood = true;
        self.setStatus("This chat is not available.", "error");
        self.sendButton.disabled = true;
        return;
      }
      self.scheduleReconnect();
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
    if (this.pending) {
      this.showProblem("Your last message is still waiting for the connection.");
      this.reconnectNow();
      return;
    }
    this.showProblem("");
    var bubble = this.addMessage("user", text);
    this.input.value = "";
    if (!this.socket || this.socket.readyState !== WebSocket.OPEN) {
      // Kept on screen and sent once, as soon as the connection is back (tried right now).
      this.pending = { text: text, bubble: bubble };
      bubble.classList.add("agentproc-msg--pending");
      bubble.appendChild(el("p", "agentproc-pending-note", "Not sent yet \u2014 it goes out when the connection is back."));
      this.reconnectNow();
      return;
    }
    this.sendText(text, bubble);
  };

  Chat.prototype.sendText = function (text, bubble) {
    this.lastUser = bubble;
    this.socket.send(JSON.stringify({ type: "message", conversation: this.conversation || null, text: text }));
    this.turn = { bubble: null, text: null, tools: {} };
    this.setBusy(true);
  };

  /* The message written while offline goes out once, on the first socket that opens. */
  Chat.prototype.sendPending = function () {
    var pending = this.pending;
    if (!pending || this.turn) return;
    this.pending = null;
    pending.bubble.classList.remove("agentproc-msg--pending");
    var note = pending.bubble.querySelector(".agentproc-pending-note");
    if (note) note.remove();
    this.sendText(pending.text, pending.bubble);
  };

  Chat.prototype.cancel = function () {
    if (this.socket && this.socket.readyState === WebSocket.OPEN) {
      this.socket.send(JSON.stringify({ type: "cancel" }));
    }
  };

  Chat.prototype.startOver = function () {
    if (this.turn) this.cancel();
    this.pending = null;
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

  /* A run that did not complete, live: the same rendering as a reloaded one (renderOutcome). */
  Chat.prototype.endRun = function (outcome) {
    var bubble = this.turn && this.turn.bubble;
    this.endTurn(null);
    this.renderOutcome(outcome, bubble && bubble.parentNode ? bubble : null);
  };

  /* How a run ended ({outcome: stopped | cut | failed | blocked, notice}), after its last
     message: a blocked run's answer is not kept, a cut answer is marked, then the note (a run
     cut by a dropped connection or failed: an error note, the one the visitor was sent). */
  Chat.prototype.renderOutcome = function (outcome, bubble) {
    if (outcome.outcome === "blocked") {
      if (bubble) bubble.remove();
      this.addNotice(outcome.notice || "This message can't be processed.", "blocked");
      return;
    }
    var text = bubble && bubble.querySelector(".agentproc-text");
    if (text && text.textContent && !text.querySelector(".agentproc-cut")) {
      bubble.classList.add("agentproc-msg--cut");
      text.appendChild(el("span", "agentproc-cut", (/\s$/.test(text.textContent) ? "" : " ") + "\u2026 (cut short)"));
    }
    if (outcome.outcome === "stopped") this.addNotice(STOPPED_NOTE, "info");
    else this.addNotice(outcome.notice || "The assistant failed; please try again.", "error");
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
      this.endRun({ outcome: "blocked", notice: p.reason });
    } else if (type === "finish") {
      this.endTurn(null);
    } else if (type === "abort") {
      this.endRun({ outcome: "stopped" });
    } else if (type === "error" && p.error) {
      this.endRun({ outcome: "failed", notice: p.error.message });
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

  // The history's rendering lives in chat_history.js (loaded first): installed here.
  if (window.AgentprocChatHistory) window.AgentprocChatHistory(Chat.prototype, el, shortJson);

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
