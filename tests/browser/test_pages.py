"""The widget, the admin and the API pages as their users meet them, in a real headless Chromium
at 1366×900 (a laptop) and 390×844 (a phone), with an accessibility check by axe-core.

Screenshots go to ``tests/screenshots/`` (or ``$AGENTPROC_SCREENSHOTS``) for a reviewer to look
at; the path is printed. axe-core is vendored in ``tests/browser/vendor/axe.min.js`` (MPL-2.0, from the
npm package ``axe-core``) and injected into the page: no CDN."""
from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest

from tests.websocket.test_browser import _wait

pytestmark = pytest.mark.browser

SIZES = {"desktop": (1366, 900), "phone": (390, 844)}
SHOTS = Path(os.environ.get("AGENTPROC_SCREENSHOTS", Path(__file__).parent.parent / "screenshots"))
AXE = Path(__file__).parent / "vendor" / "axe.min.js"


def _size(driver: Any, name: str) -> None:
    width, height = SIZES[name]
    # The viewport itself (not the window) at the size; a phone also has a touch screen.
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": width, "height": height, "deviceScaleFactor": 1, "mobile": name == "phone"})
    driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": name == "phone", "maxTouchPoints": 5})


def _shot(driver: Any, name: str) -> Path:
    SHOTS.mkdir(parents=True, exist_ok=True)
    path = SHOTS / f"{name}.png"
    driver.save_screenshot(str(path))
    print(f"screenshot: {path}")
    return path


def _chat(driver: Any, server_url: str) -> Any:
    from selenium.webdriver.common.by import By

    driver.get(server_url + "/")
    chat = driver.find_element(By.CSS_SELECTOR, '[data-agent="support"]')
    _wait(driver, lambda d: chat.get_attribute("data-connected") == "true", message="socket never connected")
    return chat


def _idle(driver: Any, chat: Any) -> None:
    _wait(driver, lambda d: "agentproc-busy" not in chat.get_attribute("class"), message="reply never finished")


def _type(driver: Any, chat: Any, text: str) -> None:
    from selenium.webdriver.common.by import By

    box = chat.find_element(By.TAG_NAME, "textarea")
    box.click()
    box.send_keys(text)
    chat.find_element(By.CSS_SELECTOR, "[data-action=send]").click()


def _axe(driver: Any, selector: str) -> list[dict[str, Any]]:
    """axe-core's serious and critical violations (WCAG 2.x A/AA) inside ``selector``."""
    driver.execute_script(AXE.read_text(encoding="utf-8"))
    driver.set_script_timeout(60)
    result = driver.execute_async_script(
        "var done = arguments[arguments.length - 1];"
        "axe.run(document.querySelector(arguments[0]), {runOnly: {type: 'tag', values: "
        "['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']}}).then(function (r) { done(r.violations); })"
        ".catch(function (e) { done([{id: 'axe-error', impact: 'critical', help: String(e)}]); });",
        selector)
    return [{"id": v["id"], "help": v.get("help"), "nodes": [n.get("target") for n in v.get("nodes", [])][:5]}
            for v in result if v.get("impact") in ("serious", "critical")]


WRAPS_AT_SPACES = """
// True when every line break in the element's text falls at a space (or inside a word too long
// for a whole line): words are not broken mid-word.
var node = arguments[0].querySelector('.agentproc-text').firstChild, text = node.textContent, range = document.createRange();
var lastTop = null, bad = [];
for (var i = 0; i < text.length; i++) {
  range.setStart(node, i); range.setEnd(node, i + 1);
  var rect = range.getClientRects()[0];
  if (!rect) continue;
  if (lastTop !== null && rect.top > lastTop + 2 && !/\\s/.test(text[i - 1]) && !/\\s/.test(text[i])) bad.push(text.slice(Math.max(0, i - 8), i + 8));
  lastTop = rect.top;
}
return bad;
"""


@pytest.mark.parametrize("size", list(SIZES))
def test_the_widget_starts_empty_with_suggestions_and_a_tool_reply_is_one_bubble(server: str, browser: Any, size: str) -> None:
    from selenium.webdriver.common.by import By

    _size(browser, size)
    chat = _chat(browser, server)
    chat.find_element(By.CSS_SELECTOR, "[data-action=new]").click()  # a fresh browser starts empty anyway
    empty = chat.find_element(By.CSS_SELECTOR, "[data-role=empty]")
    assert empty.is_displayed() and "Ask Support a question" in empty.text
    suggestions = [b.text for b in chat.find_elements(By.CSS_SELECTOR, "[data-action=suggest]")]
    assert "Where is order 1234?" in suggestions
    assert chat.find_element(By.CSS_SELECTOR, "[data-role=status]").text == "Connected"
    assert chat.find_element(By.TAG_NAME, "textarea").get_attribute("placeholder") == "Type your message…"
    _shot(browser, f"widget-empty-{size}")

    # Send with an empty box: a visible hint, nothing sent.
    chat.find_element(By.CSS_SELECTOR, "[data-action=send]").click()
    problem = chat.find_element(By.CSS_SELECTOR, "[data-role=problem]")
    assert problem.is_displayed() and problem.text == "Type a message first."
    assert not chat.find_elements(By.CSS_SELECTOR, ".agentproc-msg")
    _shot(browser, f"widget-empty-send-{size}")

    chat.find_element(By.XPATH, ".//button[normalize-space()='Where is order 1234?']").click()
    _idle(browser, chat)
    assert not empty.is_displayed() and problem.text == ""
    replies = chat.find_elements(By.CSS_SELECTOR, ".agentproc-msg--assistant")
    assert len(replies) == 1 and "lookup_order" in replies[0].text and "done" in replies[0].text
    live = replies[0].text
    _shot(browser, f"widget-tool-reply-{size}")

    # After a reload the tool card and its answer are still one bubble, rendered the same way.
    browser.refresh()
    chat = browser.find_element(By.CSS_SELECTOR, '[data-agent="support"]')
    _wait(browser, lambda d: chat.find_elements(By.CSS_SELECTOR, ".agentproc-msg--history.agentproc-msg--assistant"),
          message="history did not load")
    stored = chat.find_elements(By.CSS_SELECTOR, ".agentproc-msg--assistant")
    assert len(stored) == 1 and stored[0].text == live
    assert not chat.find_element(By.CSS_SELECTOR, "[data-role=empty]").is_displayed()
    assert _axe(browser, ".agentproc-chat") == []


@pytest.mark.parametrize("size", list(SIZES))
def test_a_redacted_message_shows_as_stored_with_a_note_live_and_after_reload(server: str, browser: Any, size: str) -> None:
    from selenium.webdriver.common.by import By

    _size(browser, size)
    chat = _chat(browser, server)
    chat.find_element(By.CSS_SELECTOR, "[data-action=new]").click()
    _type(browser, chat, "Please write to me at jane.doe@example.com about my refund for the order from last week")
    _idle(browser, chat)
    mine = _wait(browser, lambda d: chat.find_elements(By.CSS_SELECTOR, ".agentproc-msg--changed"),
                 message="the user's bubble was not updated with the stored text")[-1]
    live = mine.text
    assert "jane.doe@example.com" not in live and "hidden by a safety filter" in live
    assert browser.execute_script(WRAPS_AT_SPACES, mine) == []
    _shot(browser, f"widget-redacted-live-{size}")

    browser.refresh()
    chat = browser.find_element(By.CSS_SELECTOR, '[data-agent="support"]')
    again = _wait(browser, lambda d: chat.find_elements(By.CSS_SELECTOR, ".agentproc-msg--history.agentproc-msg--changed"),
                  message="history lost the note")[-1]
    assert again.text == live
    _shot(browser, f"widget-redacted-reload-{size}")


def test_on_a_phone_the_text_box_keeps_its_width_and_stop_finishes_tool_cards(server: str, browser: Any) -> None:
    from selenium.webdriver.common.by import By

    _size(browser, "phone")
    chat = _chat(browser, server)
    chat.find_element(By.CSS_SELECTOR, "[data-action=new]").click()
    box = chat.find_element(By.TAG_NAME, "textarea")
    form_width = chat.find_element(By.TAG_NAME, "form").size["width"]
    hint = chat.find_element(By.CSS_SELECTOR, ".agentproc-hint-touch")
    assert hint.is_displayed() and "Escape" not in chat.find_element(By.CSS_SELECTOR, "form .agentproc-hint").text
    _type(browser, chat, "Tell me everything you can do, in as much detail as you can manage please")
    stop = chat.find_element(By.CSS_SELECTOR, "[data-action=cancel]")
    _wait(browser, lambda d: stop.is_displayed(), message="Stop never showed")
    assert box.size["width"] >= 0.9 * form_width  # Stop does not squeeze the text box
    _shot(browser, "widget-busy-phone")
    _idle(browser, chat)

    # A reply stopped while a tool runs: its card says so instead of "running…" for ever.
    browser.execute_script(
        "var chat = arguments[0].agentprocChat;"
        "chat.turn = {bubble: null, text: null, tools: {}}; chat.setBusy(true);"
        "chat.handle({type: 'start', payload: {}});"
        "chat.handle({type: 'tool-call', payload: {toolCallId: 'c9', toolName: 'lookup_order', args: {order_id: '77'}}});"
        "chat.handle({type: 'abort', payload: {reason: 'cancelled'}});", chat)
    state = chat.find_elements(By.CSS_SELECTOR, ".agentproc-tool-state")[-1]
    assert state.text == "stopped"
    _shot(browser, "widget-stopped-tool-phone")


def test_a_retried_attempt_leaves_only_the_answer_that_counts(server: str, browser: Any) -> None:
    from selenium.webdriver.common.by import By

    _size(browser, "desktop")
    chat = _chat(browser, server)
    chat.find_element(By.CSS_SELECTOR, "[data-action=new]").click()
    # The frames of a run whose second step was cut by a provider error and retried.
    browser.execute_script(
        "var chat = arguments[0].agentprocChat;"
        "chat.turn = {bubble: null, text: null, tools: {}}; chat.setBusy(true);"
        "chat.handle({type: 'start', payload: {}});"
        "chat.handle({type: 'step-start', payload: {stepNumber: 0}});"
        "chat.handle({type: 'text-delta', payload: {text: 'Checking. '}});"
        "chat.handle({type: 'step-finish', payload: {stepNumber: 0, finishReason: 'tool-calls'}});"
        "chat.handle({type: 'step-start', payload: {stepNumber: 1}});"
        "chat.handle({type: 'text-delta', payload: {text: 'Your order is on its w'}});"
        "chat.handle({type: 'step-finish', payload: {stepNumber: 1, finishReason: 'error'}});"
        "chat.handle({type: 'step-start', payload: {stepNumber: 1}});"
        "chat.handle({type: 'text-delta', payload: {text: 'Your order shipped today.'}});"
        "chat.handle({type: 'step-finish', payload: {stepNumber: 1, finishReason: 'stop'}});"
        "chat.handle({type: 'finish', payload: {finishReason: 'stop'}});", chat)
    reply = chat.find_elements(By.CSS_SELECTOR, ".agentproc-msg--assistant .agentproc-text")[-1]
    assert reply.text == "Checking. Your order shipped today."


def test_a_step_a_guardrail_sent_back_leaves_only_the_redone_answer(server: str, browser: Any) -> None:
    from selenium.webdriver.common.by import By

    _size(browser, "desktop")
    chat = _chat(browser, server)
    chat.find_element(By.CSS_SELECTOR, "[data-action=new]").click()
    # Step 0 rejected mid-stream, then step 0 again rejected after it finished, then accepted.
    browser.execute_script(
        "var chat = arguments[0].agentprocChat;"
        "chat.turn = {bubble: null, text: null, tools: {}}; chat.setBusy(true);"
        "chat.handle({type: 'start', payload: {}});"
        "chat.handle({type: 'step-start', payload: {stepNumber: 0}});"
        "chat.handle({type: 'text-delta', payload: {text: 'You idi'}});"
        "chat.handle({type: 'step-finish', payload: {stepNumber: 0, finishReason: 'other'}});"
        "chat.handle({type: 'step-start', payload: {stepNumber: 0, retry: {processorId: 'tone'}}});"
        "chat.handle({type: 'text-delta', payload: {text: 'Short answer.'}});"
        "chat.handle({type: 'step-finish', payload: {stepNumber: 0, finishReason: 'stop'}});"
        "chat.handle({type: 'step-start', payload: {stepNumber: 0, retry: {processorId: 'quality'}}});"
        "chat.handle({type: 'text-delta', payload: {text: 'A fuller, kinder answer.'}});"
        "chat.handle({type: 'step-finish', payload: {stepNumber: 0, finishReason: 'stop'}});"
        "chat.handle({type: 'finish', payload: {finishReason: 'stop'}});", chat)
    reply = chat.find_elements(By.CSS_SELECTOR, ".agentproc-msg--assistant .agentproc-text")[-1]
    assert reply.text == "A fuller, kinder answer."


def test_connection_status_tells_the_truth(server: str, browser: Any) -> None:
    from selenium.webdriver.common.by import By

    _size(browser, "desktop")
    chat = _chat(browser, server)
    status = chat.find_element(By.CSS_SELECTOR, "[data-role=status]")
    assert status.text == "Connected"
    chat.find_element(By.CSS_SELECTOR, "[data-action=new]").click()
    assert status.text == "Connected"  # starting over is not a connection state
    browser.execute_cdp_cmd("Network.enable", {})
    browser.execute_cdp_cmd("Network.emulateNetworkConditions", {
        "offline": True, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})
    _wait(browser, lambda d: status.text.startswith("Offline"), message="status did not notice the network was gone")
    _shot(browser, "widget-offline-desktop")
    browser.execute_cdp_cmd("Network.emulateNetworkConditions", {
        "offline": False, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})


def _login(driver: Any, server_url: str) -> None:
    from selenium.webdriver.common.by import By

    driver.get(server_url + "/admin/login/?next=/admin/")
    driver.find_element(By.ID, "id_username").send_keys("admin")
    driver.find_element(By.ID, "id_password").send_keys("admin")
    driver.find_element(By.CSS_SELECTOR, "input[type=submit]").click()
    _wait(driver, lambda d: "/admin/login/" not in d.current_url, message="login failed")


def _fits(driver: Any) -> bool:
    """Neither the page nor the list's own box scrolls sideways."""
    return driver.execute_script(
        "var r = document.querySelector('.results');"
        "return document.documentElement.scrollWidth <= window.innerWidth + 1 && (!r || r.scrollWidth <= r.clientWidth + 1)")


@pytest.mark.parametrize("size", list(SIZES))
def test_the_admin_audit_pages_read_well(server: str, browser: Any, size: str) -> None:
    from selenium.webdriver.common.by import By

    _size(browser, "desktop")
    chat = _chat(browser, server)
    _type(browser, chat, "My email is jane.doe@example.com")
    _idle(browser, chat)
    _size(browser, size)
    _login(browser, server)

    browser.get(server + "/admin/agentproc/violation/")
    header = [th.text for th in browser.find_elements(By.CSS_SELECTOR, "#result_list thead th")]
    assert {"WHEN", "POLICY", "ACTION", "REASON", "RUN"} <= {h.upper() for h in header}
    first = browser.find_element(By.CSS_SELECTOR, "#result_list tbody tr")
    assert "Personal data in questions" in first.text and "Redacted 1 email address in the user's message" in first.text
    assert "pii-detector" not in first.text
    stamp = first.find_element(By.CSS_SELECTOR, "time").text
    assert len(stamp.split()) == 3 and stamp.count(":") == 2  # date, time to the second, zone
    legend = [t.text for t in browser.find_elements(By.CSS_SELECTOR, ".agentproc-chart text.legend")]
    assert any(t.startswith("Redacted (") for t in legend) and not any(t.endswith("…") for t in legend)
    if size == "desktop":
        assert _fits(browser), "the violations list is wider than 1366 px"
    _shot(browser, f"admin-violations-{size}")

    browser.get(server + "/admin/agentproc/run/")
    if size == "desktop":
        assert _fits(browser), "the runs list is wider than 1366 px"
    _shot(browser, f"admin-runs-{size}")
    browser.find_element(By.CSS_SELECTOR, "#result_list tbody tr th a").click()
    plain = browser.find_element(By.CSS_SELECTOR, ".agentproc-input .text")
    assert plain.is_displayed() and "@" not in plain.text or "*" in plain.text
    raw = browser.find_element(By.CSS_SELECTOR, "details.agentproc-raw pre")
    assert not raw.is_displayed()  # the JSON is behind its toggle
    timings = browser.find_element(By.CSS_SELECTOR, "table.agentproc-timings").text
    assert "Personal data in questions" in timings
    _shot(browser, f"admin-run-{size}")


@pytest.mark.parametrize("size", list(SIZES))
def test_adding_a_policy_follows_the_processor_without_saving(server: str, browser: Any, size: str) -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    _size(browser, size)
    _login(browser, server)
    browser.get(server + "/admin/agentproc/processorpolicy/add/?agent=1")
    assert Select(browser.find_element(By.NAME, "mode")).first_selected_option.get_attribute("value") == "monitor"
    assert not browser.find_elements(By.CSS_SELECTOR, "fieldset.agentproc-settings")
    Select(browser.find_element(By.NAME, "processor_key")).select_by_value("system-prompt-scrubber")
    _wait(browser, lambda d: d.find_elements(By.CSS_SELECTOR, "fieldset.agentproc-settings"),
          message="the settings did not follow the processor")
    lanes = [o.get_attribute("value") for o in Select(browser.find_element(By.NAME, "lane")).options
             if o.is_enabled() and o.get_attribute("value")]
    assert lanes == ["output"]
    page = browser.find_element(By.ID, "processorpolicy_form").text
    assert "Redact: replace what was found" in page or "When something is found" in page
    _shot(browser, f"admin-policy-add-{size}")

    Select(browser.find_element(By.NAME, "processor_key")).select_by_value("regex-filter")
    _wait(browser, lambda d: "Settings of Regex filter" in d.find_element(By.ID, "processorpolicy_form").text)
    browser.find_element(By.NAME, "config__patterns").send_keys("(?<=order )\\d+")
    browser.find_element(By.NAME, "_continue").click()
    _wait(browser, lambda d: d.find_elements(By.CSS_SELECTOR, "p.errornote"), message="no errors shown")
    errors = browser.find_element(By.ID, "processorpolicy_form").text
    assert "look-behind" in errors and "invalid perl operator" not in errors
    _shot(browser, f"admin-policy-re2-error-{size}")


def test_policy_history_shows_old_and_new_values(server: str, browser: Any) -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    _size(browser, "desktop")
    _login(browser, server)
    browser.get(server + "/admin/agentproc/processorpolicy/?q=Personal")
    browser.find_element(By.CSS_SELECTOR, "#result_list tbody tr th a").click()
    Select(browser.find_element(By.NAME, "config__redaction_method")).select_by_value("placeholder")
    browser.find_element(By.NAME, "_continue").click()
    _wait(browser, lambda d: d.find_elements(By.CSS_SELECTOR, "ul.messagelist"), message="the change was not saved")
    browser.find_element(By.CSS_SELECTOR, "a.historylink").click()
    table = browser.find_element(By.ID, "change-history").text
    assert "Settings" in table and '"redaction_method": "mask"' in table and '"redaction_method": "placeholder"' in table
    assert "admin" in table and "first entry" in table
    _shot(browser, "admin-policy-history-desktop")


@pytest.mark.parametrize("size", list(SIZES))
def test_the_api_pages_open_in_the_browser(server: str, browser: Any, size: str) -> None:
    from selenium.webdriver.common.by import By

    _size(browser, size)
    browser.get(server + "/api/schema/")
    assert browser.find_element(By.TAG_NAME, "body").text.startswith("openapi: 3")
    browser.get(server + "/api/docs/")
    text = browser.find_element(By.TAG_NAME, "body").text
    assert "``" not in text and "/api/schema/" not in text.split("Operations", 1)[1].split("Schemas", 1)[0]
    _shot(browser, f"api-docs-{size}")
    browser.get(server + "/api/")
    text = browser.find_element(By.TAG_NAME, "body").text
    assert "staff who may view runs" in text and "open to everyone" not in text and "`" not in text
    assert "docs" in text
    _shot(browser, f"api-root-{size}")
