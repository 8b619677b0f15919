"""The widget against a real daphne in headless Chromium: the visitor's bubble shows the stored
(redacted) text before the first token of the answer; a reload shows what the live chat showed
(the same notes, the same cut-short mark, for a reply stopped, cut by a dropped connection,
blocked or failed); with the server stopped and started again the widget
reconnects within seconds, and a message sent meanwhile goes out once.

Screenshots go to ``tests/screenshots/`` (or ``$AGENTPROC_SCREENSHOTS``) for a reviewer."""
from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
import time
from pathlib import Path
from typing import Any, Iterator

import pytest

from tests.browser.test_pages import _shot
from tests.daphne import ROOT, start, stop
from tests.websocket.test_browser import _wait, browser  # noqa: F401 - the browser fixture

pytestmark = pytest.mark.browser

EMAIL = "jane.doe@example.com"

# The demo agents and their guardrails (PII redaction, a blocklist with "launch codes"), on the
# slow demo model.
SETUP = """
from django.core.management import call_command
call_command("migrate", interactive=False, verbosity=0)
call_command("demo_setup")
from agentproc.models import Agent
Agent.objects.filter(slug="support").update(model="slowdemo/demo", block_message="Sorry, I can't take that message.")
"""

# Each frame the widget handles, with the visitor's last bubble and the last answer as shown then.
RECORD = """
var chat = arguments[0].agentprocChat, handle = chat.handle.bind(chat);
window.agentprocSeen = [];
chat.handle = function (frame) {
  handle(frame);
  var last = function (selector) {
    var all = chat.root.querySelectorAll(selector);
    return all.length ? all[all.length - 1].querySelector('.agentproc-text').textContent : null;
  };
  window.agentprocSeen.push([frame.type, last('.agentproc-msg--user'), last('.agentproc-msg--assistant')]);
};
"""

# The log as the visitor reads it: each bubble or notice, with its notes and marks.
RENDERED = """
return Array.prototype.map.call(arguments[0].querySelector('[data-role=log]').children, function (node) {
  if (node.classList.contains('agentproc-earlier')) return null;
  var kind = node.classList.contains('agentproc-notice') ? node.className.replace('agentproc-notice ', '')
    : node.classList.contains('agentproc-msg--user') ? 'user' : 'assistant';
  var tools = Array.prototype.map.call(node.querySelectorAll('.agentproc-tool-state'), function (s) { return s.textContent; });
  var note = node.querySelector('.agentproc-changed-note');
  var text = node.querySelector('.agentproc-text');
  return [kind, (text || node).textContent, tools.join(','), note ? note.textContent : '',
          !!node.querySelector('.agentproc-cut')];
}).filter(Boolean);
"""


# True when ``%s`` makes the widget open a socket right away (none was open or opening).
TRIES_AT_ONCE = """
var chat = arguments[0].agentprocChat;
if (chat.socket !== null) return false;
%s;
return chat.socket !== null;
"""


@pytest.fixture
def site(tmp_path: Path) -> Iterator[dict[str, Any]]:
    """daphne over a file SQLite database; ``restart()`` stops it and ``start()`` brings it
    back on the same port (the browser's page stays open)."""
    db = tmp_path / "db.sqlite3"
    env = {**os.environ, "DJANGO_SETTINGS_MODULE": "tests.widget_browser_settings",
           "AGENTPROC_BROWSER_DB": str(db), "PYTHONPATH": str(ROOT)}
    env.pop("REDIS_URL", None)
    env.pop("AGENTPROC_TEST_DATABASE_URL", None)
    subprocess.run([sys.executable, "manage.py", "shell", "-c", SETUP], env=env, cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL, timeout=120)
    state: dict[str, Any] = {"db": db}
    state["process"], port = start(env, tmp_path / "daphne.log")
    state["url"] = f"http://127.0.0.1:{port}"

    def down() -> None:
        stop(state["process"])
        state["process"] = None

    def up() -> None:
        state["process"], _ = start(env, tmp_path / "daphne-again.log", port=port)

    state["down"], state["up"] = down, up
    try:
        yield state
    finally:
        if state["process"] is not None:
            stop(state["process"])


def _chat(driver: Any, url: str) -> Any:
    from selenium.webdriver.common.by import By

    driver.get(url + "/")
    chat = driver.find_element(By.CSS_SELECTOR, '[data-agent="support"]')
    _wait(driver, lambda d: chat.get_attribute("data-connected") == "true", message="socket never connected")
    return chat


def _type(chat: Any, text: str) -> None:
    from selenium.webdriver.common.by import By

    box = chat.find_element(By.TAG_NAME, "textarea")
    box.click()
    box.send_keys(text)
    chat.find_element(By.CSS_SELECTOR, "[data-action=send]").click()


def _idle(driver: Any, chat: Any) -> None:
    _wait(driver, lambda d: "agentproc-busy" not in chat.get_attribute("class"), timeout=40,
          message="the reply never finished")


def _stored(db: Path, sql: str, *args: Any) -> list[tuple[Any, ...]]:
    with sqlite3.connect(db) as connection:
        return connection.execute(sql, args).fetchall()


def test_the_bubble_shows_the_stored_text_before_the_first_token(site: dict[str, Any], browser: Any) -> None:  # noqa: F811
    from selenium.webdriver.common.by import By

    chat = _chat(browser, site["url"])
    browser.execute_script(RECORD, chat)
    _type(chat, f"Please write to {EMAIL} about my order")
    _wait(browser, lambda d: any(s[0] == "text-delta" for s in d.execute_script("return window.agentprocSeen")),
          message="no answer streamed")
    _shot(browser, "widget-redacted-while-streaming")
    _idle(browser, chat)

    seen = browser.execute_script("return window.agentprocSeen")
    types = [s[0] for s in seen]
    first_token = seen[types.index("text-delta")]
    [(stored,)] = _stored(site["db"], "SELECT text FROM agentproc_message WHERE role = 'user'")
    assert EMAIL not in stored
    # When the first word of the answer arrived, the bubble already showed the stored text.
    assert types.index("user-message") < types.index("text-delta")
    assert first_token[1] == stored
    assert EMAIL not in chat.text

    # The keyboard hint is 14 px at least; the New button's name says what it does.
    hint = browser.execute_script(
        "return parseFloat(getComputedStyle(arguments[0].querySelector('.agentproc-hint-keys')).fontSize)", chat)
    assert hint >= 14
    new = chat.find_element(By.CSS_SELECTOR, "[data-action=new]")
    assert new.accessible_name.startswith("New conversation") and new.text == "New"


def test_a_reload_shows_what_the_live_chat_showed(site: dict[str, Any], browser: Any) -> None:  # noqa: F811
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys

    chat = _chat(browser, site["url"])
    _type(chat, "Hello there")
    _idle(browser, chat)
    # A reply stopped with Escape after its tool call, while its text streams.
    _type(chat, "Where is order 1234?")
    _wait(browser, lambda d: chat.find_elements(By.CSS_SELECTOR, ".agentproc-tool[data-done]") and
          chat.find_elements(By.CSS_SELECTOR, ".agentproc-msg--assistant")[-1]
          .find_element(By.CSS_SELECTOR, ".agentproc-text").text.strip(), timeout=30,
          message="the answer after the tool call never streamed")
    chat.find_element(By.TAG_NAME, "textarea").send_keys(Keys.ESCAPE)
    _idle(browser, chat)
    # A message the blocklist blocks: its bubble switches to the text as kept.
    _type(chat, "What are the launch codes?")
    _wait(browser, lambda d: chat.find_elements(By.CSS_SELECTOR, ".agentproc-notice--blocked"),
          message="no notice for the blocked message")
    _idle(browser, chat)
    # A reply cut by a dropped connection (the server stops its turn), not stopped by the visitor.
    answers = len(chat.find_elements(By.CSS_SELECTOR, ".agentproc-msg--assistant"))
    _type(chat, "Tell me about this shop")

    def streaming(driver: Any) -> bool:
        shown = chat.find_elements(By.CSS_SELECTOR, ".agentproc-msg--assistant")
        return len(shown) > answers and len(shown[-1].find_element(By.CSS_SELECTOR, ".agentproc-text").text.split()) > 3

    _wait(browser, streaming, timeout=30, message="the answer never streamed")
    browser.execute_script("arguments[0].agentprocChat.socket.close()", chat)
    _wait(browser, lambda d: _stored(site["db"], "SELECT count(*) FROM agentproc_run WHERE status = 'cancelled'")
          == [(2,)], timeout=15, message="the cut reply was never stored")
    _wait(browser, lambda d: chat.get_attribute("data-connected") == "true", timeout=15)
    # A reply the provider failed: the visitor reads its coded message.
    _stored(site["db"], "UPDATE agentproc_agent SET model = 'downdemo/x', updated_at = CURRENT_TIMESTAMP "
                        "WHERE slug = 'support'")
    _type(chat, "Are you there?")
    _wait(browser, lambda d: len(chat.find_elements(By.CSS_SELECTOR, ".agentproc-notice--error")) >= 2,
          timeout=30, message="no notice for the failed reply")
    _idle(browser, chat)
    live = browser.execute_script(RENDERED, chat)
    _shot(browser, "widget-live")

    browser.refresh()
    chat = browser.find_element(By.CSS_SELECTOR, '[data-agent="support"]')
    _wait(browser, lambda d: len(chat.find_elements(By.CSS_SELECTOR, ".agentproc-msg--history")) >= 8,
          message="the history did not load")
    _wait(browser, lambda d: chat.get_attribute("data-connected") == "true")
    reloaded = browser.execute_script(RENDERED, chat)
    _shot(browser, "widget-reloaded")

    kinds = [row[0] for row in live]
    cut = kinds.index("agentproc-notice--error") - 1
    # Words the server sent as the connection dropped are stored; the page never showed them.
    mark = "\u2026 (cut short)"
    assert live[cut][1].endswith(mark) and reloaded[cut][1].endswith(mark)
    assert reloaded[cut][1].startswith(live[cut][1].removesuffix(mark).rstrip())
    assert reloaded[:cut] + reloaded[cut + 1:] == live[:cut] + live[cut + 1:]
    assert reloaded[cut][0] == live[cut][0] == "assistant" and reloaded[cut][4] is live[cut][4] is True
    assert "agentproc-notice--info" in kinds and "agentproc-notice--blocked" in kinds
    stopped = next(row for row in live if row[0] == "assistant" and row[2] == "done")
    assert stopped[4] is True and stopped[1].strip()  # the text seen before Escape, marked cut short
    blocked = live[kinds.index("agentproc-notice--blocked") - 1]
    assert blocked[0] == "user" and "launch codes" not in blocked[1] and blocked[3]  # with its note
    notes = [row[1] for row in live if row[0] == "agentproc-notice--error"]
    assert notes == ["The connection dropped before the reply finished.",
                     "The assistant's model could not answer; please try again."]
    assert [row[0] for row in live].count("agentproc-notice--info") == 1  # only Escape reads "Stopped"


def test_the_widget_reconnects_within_seconds_and_sends_the_waiting_message_once(
        site: dict[str, Any], browser: Any) -> None:  # noqa: F811
    from selenium.webdriver.common.by import By

    chat = _chat(browser, site["url"])
    status = chat.find_element(By.CSS_SELECTOR, "[data-role=status]")
    site["down"]()
    _wait(browser, lambda d: "reconnecting in" in status.text, message="the widget never noticed the server left")
    # Long enough for the back-off to reach its cap; the status counts down meanwhile.
    shown = set()
    deadline = time.monotonic() + 8
    while time.monotonic() < deadline:
        shown.add(status.text)
        time.sleep(0.2)
    assert len({s for s in shown if "reconnecting in" in s}) >= 3, shown
    # Coming back online, the tab shown again and Send each try at once, not at the back-off's time.
    for trigger in ("window.dispatchEvent(new Event('online'))",
                    "document.dispatchEvent(new Event('visibilitychange'))"):
        _wait(browser, lambda d: d.execute_script("return arguments[0].agentprocChat.socket === null", chat),
              message="the failed attempt never ended")
        assert browser.execute_script(TRIES_AT_ONCE % trigger, chat), trigger
    _wait(browser, lambda d: d.execute_script("return arguments[0].agentprocChat.socket === null", chat))
    chat.find_element(By.TAG_NAME, "textarea").send_keys("Are you there?")
    assert browser.execute_script(TRIES_AT_ONCE % "chat.sendButton.click()", chat)
    assert chat.find_elements(By.CSS_SELECTOR, ".agentproc-msg--pending")
    _shot(browser, "widget-offline-message-waiting")

    site["up"]()  # returns once the server answers
    answered = time.monotonic()
    _wait(browser, lambda d: chat.get_attribute("data-connections") == "2", timeout=15,
          message="the widget did not reconnect")
    took = time.monotonic() - answered
    print(f"reconnected {took:.1f} s after the server answered")
    _idle(browser, chat)
    _shot(browser, "widget-offline-message-sent")

    # A few seconds at most (the back-off's cap is about five; generous here for a busy machine).
    assert took < 10, f"reconnected {took:.1f} s after the server answered"
    assert not chat.find_elements(By.CSS_SELECTOR, ".agentproc-msg--pending")
    replies = [m.text for m in chat.find_elements(By.CSS_SELECTOR, ".agentproc-msg--assistant")]
    assert len(replies) == 1 and "Are you there?" in replies[0]
    time.sleep(1)  # nothing is sent a second time
    assert _stored(site["db"], "SELECT count(*) FROM agentproc_message WHERE role = 'user'") == [(1,)]
