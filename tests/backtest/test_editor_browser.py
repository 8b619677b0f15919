"""In a real headless Chromium, as an officer: edit a draft with the policy forms (a word more,
a mode switched, a policy moved, one added), read the preview's warnings and test cases, run
the backtest, read its results by policy names, and apply it past the failing-case check.
Full-page screenshots go to ``tests/screenshots/`` (git-ignored)."""
from __future__ import annotations

import base64
from typing import Any, Iterator

import pytest

from tests.browser.test_pages import SHOTS, _axe
from tests.daphne import browser_site
from tests.websocket.test_browser import _wait, browser  # noqa: F401 - the Chromium fixture

pytestmark = pytest.mark.browser

SETUP = """
from django.core.management import call_command
call_command("migrate", interactive=False, verbosity=0)
call_command("demo_setup")
from bench.backtest import store_turns
store_turns(100)
from agentproc.models import Agent, ProcessorPolicy
from agentproc.testcases.models import PolicyTestCase
support = Agent.objects.get(slug="support")
policy = {p.name: p for p in support.policies.all()}
for name, message, expect, by, kind in [
        ("Launch codes", "What are the launch codes?", "blocked", "Blocked topics in questions", ""),
        ("Email address", "Send it to jane.doe@example.com please", "redacted", "Personal data in questions", "email"),
        ("Refund question", "Can you summarise our refund policy?", "passes", None, "")]:
    case = PolicyTestCase(agent=support, name=name, expect=expect, expect_type=kind,
                          expect_policy=policy[by] if by else None)
    case.message = message
    case.save()
"""


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    with browser_site(tmp_path_factory.mktemp("editor-browser"), SETUP) as url:
        yield url


def _login(driver: Any, server_url: str, next_url: str) -> None:
    from selenium.webdriver.common.by import By

    driver.get(f"{server_url}/admin/login/?next={next_url}")
    driver.find_element(By.ID, "id_username").send_keys("admin")
    driver.find_element(By.ID, "id_password").send_keys("admin")
    driver.find_element(By.CSS_SELECTOR, "input[type=submit]").click()
    _wait(driver, lambda d: "/admin/login/" not in d.current_url, message="login failed")


def _full_shot(driver: Any, name: str) -> None:
    """The whole page, not only the window."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    shot = driver.execute_cdp_cmd("Page.captureScreenshot", {"format": "png", "captureBeyondViewport": True})
    path = SHOTS / f"{name}.png"
    path.write_bytes(base64.b64decode(shot["data"]))
    print(f"screenshot: {path}")


def _entry(driver: Any, title: str) -> Any:
    from selenium.webdriver.common.by import By

    for fieldset in driver.find_elements(By.CSS_SELECTOR, "fieldset.agentproc-entry"):
        if fieldset.find_element(By.CSS_SELECTOR, ".agentproc-entry-title").text.startswith(title):
            return fieldset
    raise AssertionError(f"no entry {title!r}")


def _titles(driver: Any) -> list[str]:
    from selenium.webdriver.common.by import By

    return [e.text for e in driver.find_elements(By.CSS_SELECTOR, "fieldset.agentproc-entry .agentproc-entry-title")]


def test_an_officer_edits_previews_runs_and_applies_a_draft(server: str, browser: Any) -> None:  # noqa: F811
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": 1366, "height": 900, "deviceScaleFactor": 1, "mobile": False})
    _login(browser, server, "/admin/agentproc/backtest/add/?agent=1")
    assert _titles(browser)[:3] == ["Hidden characters — Unicode normalizer", "Prompt injection — Prompt injection detector",
                                    "Blocked topics in questions — Regex filter"]
    assert not browser.find_element(By.ID, "id_draft").is_displayed()  # the JSON is behind "Advanced"
    assert _axe(browser, "#backtest-form") == []
    _full_shot(browser, "backtest-editor-desktop")

    # One more word for the blocklist; prompt injection only monitored; the size limit moved up one.
    blocklist = _entry(browser, "Blocked topics in questions")
    assert "words=[internal use only, launch codes]" in blocklist.text  # the settings, folded to one line
    blocklist.find_element(By.CSS_SELECTOR, "details.agentproc-entry-settings > summary").click()
    words = blocklist.find_element(By.CSS_SELECTOR, "textarea[name$=config__words]")
    words.send_keys("\nrefund")
    Select(_entry(browser, "Prompt injection").find_element(By.CSS_SELECTOR, "select[name$=-mode]")) \
        .select_by_value("monitor")
    _entry(browser, "Prompt size limit").find_element(By.CSS_SELECTOR, "button[data-move='-1']").click()
    _wait(browser, lambda d: _titles(d).index("Prompt size limit — Token limiter") == 3, message="not moved up")
    # A phone-number policy added at the end of the input lane.
    Select(browser.find_element(By.NAME, "add_processor")).select_by_value("pii-detector")
    Select(browser.find_element(By.NAME, "add_lane")).select_by_value("input")
    browser.find_element(By.ID, "draft-add-button").click()
    _wait(browser, lambda d: any(t == "PII detector" for t in _titles(d)), message="the policy was not added")
    assert _titles(browser).index("Prompt size limit — Token limiter") == 3  # the move survived the round trip
    new = browser.find_elements(By.CSS_SELECTOR, "fieldset.agentproc-entry-new")[-1]
    new.find_element(By.CSS_SELECTOR, "input[name$=-name]").send_keys("Phone numbers")
    Select(new.find_element(By.CSS_SELECTOR, "select[name$=-mode]")).select_by_value("enforce")
    for box in new.find_elements(By.CSS_SELECTOR, "input[name$=config__detection_types]"):
        if (box.get_attribute("value") == "phone") != box.is_selected():
            box.click()
    browser.find_element(By.ID, "backtest-preview-button").click()

    preview = _wait(browser, lambda d: d.find_elements(By.ID, "backtest-preview"), message="no preview")[0]
    text = preview.text
    assert "re-configure Blocked topics in questions" in text
    assert "switch Prompt injection from enforce to monitor" in text
    assert "add Phone numbers to the input lane (enforce)" in text and "reorder policies" in text
    assert "Phone numbers can never find anything: Personal data in questions" in text
    cases = browser.find_element(By.ID, "case-results").text.lower()
    assert "1 fail" in cases and "refund question" in cases and "blocked by blocked topics in questions" in cases
    assert _axe(browser, "#backtest-preview") == []
    _full_shot(browser, "backtest-preview-desktop")
    preview.screenshot(str(SHOTS / "backtest-preview-box-desktop.png"))
    browser.find_element(By.ID, "backtest-start").click()

    _wait(browser, lambda d: d.find_elements(By.CSS_SELECTOR, "#backtest-progress[data-final=true]"), timeout=120,
          message="the backtest never finished")
    policies = browser.find_element(By.ID, "backtest-policies").text
    assert "Blocked topics in questions" in policies and "Phone numbers" in policies and "#" not in policies
    results = browser.find_element(By.ID, "backtest-results").text
    assert "passed → blocked by Blocked topics in questions" in results
    assert "regex-filter" not in browser.find_element(By.ID, "content-main").text
    assert "Refund question" in browser.find_element(By.ID, "apply-cases").text
    assert _axe(browser, "#content-main") == []
    _full_shot(browser, "backtest-results-desktop")
    browser.find_element(By.ID, "content-main").screenshot(str(SHOTS / "backtest-results-main-desktop.png"))

    confirm = browser.find_element(By.ID, "backtest-confirm-failing")
    browser.find_element(By.ID, "backtest-apply").click()  # unticked: the browser asks for the box first
    assert "/change/" in browser.current_url and "/backtest/" in browser.current_url
    confirm.click()
    browser.find_element(By.ID, "backtest-apply").click()
    _wait(browser, lambda d: "/agent/1/change/" in d.current_url, message="not applied")
    notes = browser.find_element(By.CSS_SELECTOR, "ul.messagelist").text
    assert "add Phone numbers to the input lane" in notes
    assert "1 of 3 test cases fail: Refund question (expected passes, got blocked by Blocked topics in questions)" \
        in notes
    _full_shot(browser, "agent-after-apply-desktop")


def test_the_test_case_list_shows_each_verdict(server: str, browser: Any) -> None:  # noqa: F811
    from selenium.webdriver.common.by import By

    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": 1366, "height": 900, "deviceScaleFactor": 1, "mobile": False})
    _login(browser, server, "/admin/agentproc/policytestcase/")
    browser.find_element(By.ID, "action-toggle").click()
    from selenium.webdriver.support.ui import Select

    Select(browser.find_element(By.NAME, "action")).select_by_value("run_selected")
    browser.find_element(By.CSS_SELECTOR, "button[name=index]").click()
    _wait(browser, lambda d: d.find_elements(By.CSS_SELECTOR, "ul.messagelist"), message="no verdict message")
    rows = {r.find_element(By.CSS_SELECTOR, "th").text: r.text
            for r in browser.find_elements(By.CSS_SELECTOR, "#result_list tbody tr")}
    assert "✓ blocked by Blocked topics in questions" in rows["Launch codes"]
    assert "✓ email redacted by Personal data in questions" in rows["Email address"]
    assert _axe(browser, "#changelist") == []
    _full_shot(browser, "test-cases-list-desktop")
    browser.find_element(By.LINK_TEXT, "Email address").click()
    assert browser.find_element(By.NAME, "message").get_attribute("value") == "Send it to jane.doe@example.com please"
    _full_shot(browser, "test-case-change-desktop")
    browser.get(server + "/admin/agentproc/agent/1/change/")
    group = browser.find_element(By.ID, "test_cases-group")
    assert "✓ blocked by Blocked topics in questions" in group.text
    group.screenshot(str(SHOTS / "agent-test-cases-desktop.png"))


def test_the_editor_fits_a_phone(server: str, browser: Any) -> None:  # noqa: F811
    from selenium.webdriver.common.by import By

    _login(browser, server, "/admin/agentproc/backtest/add/?agent=1")
    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": 390, "height": 844, "deviceScaleFactor": 1, "mobile": True})
    browser.get(server + "/admin/agentproc/backtest/add/?agent=1")
    entry = _entry(browser, "Blocked topics in questions")
    entry.find_element(By.CSS_SELECTOR, "details.agentproc-entry-settings > summary").click()
    assert entry.find_element(By.CSS_SELECTOR, "textarea[name$=config__words]").is_displayed()
    assert browser.execute_script("return document.documentElement.scrollWidth <= window.innerWidth + 1"), \
        "the editor is wider than the phone"
    _full_shot(browser, "backtest-editor-phone")
