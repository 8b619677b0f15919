"""In a real headless Chromium: an admin starts a backtest of the demo agent and watches its
progress bar move until the results appear (daphne serves the admin; eager Celery runs the
backtest in a thread beside the request)."""
from __future__ import annotations

import json
from typing import Any, Iterator

import pytest

from tests.daphne import browser_site
from tests.websocket.test_browser import _wait, browser  # noqa: F401 - the Chromium fixture

pytestmark = pytest.mark.browser

TURNS = 2000
SETUP = f"""
from django.core.management import call_command
call_command("migrate", interactive=False, verbosity=0)
call_command("demo_setup")
from bench.backtest import store_turns
store_turns({TURNS})
"""


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """daphne on a free port over a file database: the demo agents and the stored turns."""
    with browser_site(tmp_path_factory.mktemp("backtest-browser"), SETUP) as url:
        yield url


def test_an_admin_starts_a_backtest_and_watches_its_progress(server: str, browser: Any) -> None:  # noqa: F811
    from selenium.webdriver.common.by import By

    browser.get(server + "/admin/login/?next=/admin/agentproc/backtest/add/")
    browser.find_element(By.ID, "id_username").send_keys("admin")
    browser.find_element(By.ID, "id_password").send_keys("admin")
    browser.find_element(By.CSS_SELECTOR, "input[type=submit]").click()
    _wait(browser, lambda d: d.find_elements(By.ID, "id_draft"), message="no start form")
    from selenium.webdriver.support.ui import Select

    old_form = browser.find_element(By.ID, "id_draft")
    Select(browser.find_element(By.ID, "id_agent")).select_by_visible_text("Support")  # reloads with its chain
    _wait(browser, lambda d: d.find_elements(By.ID, "id_draft") and d.find_element(By.ID, "id_draft") != old_form,
          message="the draft did not follow the agent")
    # The draft starts as the live chain; add a blocklist word to its input lane.
    draft = json.loads(browser.find_element(By.ID, "id_draft").get_attribute("value"))
    assert [e["processor"] for e in draft][:2] == ["unicode-normalizer", "prompt-injection-detector"]
    draft.append({"policy": None, "lane": "input", "processor": "regex-filter", "config": {"words": ["falcon"]},
                  "mode": "enforce", "enabled": True})
    browser.execute_script("document.getElementById('id_draft').value = arguments[0];"
                           "document.getElementById('id_use_json').checked = true", json.dumps(draft))
    browser.find_element(By.ID, "backtest-preview-button").click()
    preview = _wait(browser, lambda d: d.find_elements(By.ID, "backtest-preview"), message="no preview")[0]
    assert f"{TURNS} stored turns will be replayed" in preview.text
    assert "add Regex filter (new) to the input lane (enforce)" in preview.text
    browser.find_element(By.ID, "backtest-start").click()

    bar = _wait(browser, lambda d: d.find_elements(By.CSS_SELECTOR, "#backtest-progress progress"),
                message="no progress bar")[0]
    seen: set[str] = set()
    texts: set[str] = set()

    def finished(d: Any) -> bool:
        try:
            box = d.find_element(By.ID, "backtest-progress")
            seen.add(box.find_element(By.TAG_NAME, "progress").get_attribute("value"))
            texts.add(d.find_element(By.ID, "backtest-progress-text").text)
            return box.get_attribute("data-final") == "true"
        except Exception:  # noqa: BLE001 - the page reloads when the backtest ends
            return False

    _wait(browser, finished, timeout=120, message="the backtest never finished")
    assert bar is not None
    # The bar moved on its own while the page stayed open: values between 0 and 100 were shown.
    assert any(0 < float(v) < 100 for v in seen if v), seen
    assert any(t.startswith("Running:") for t in texts), texts
    status = browser.find_element(By.ID, "backtest-progress-text").text
    assert status.startswith(f"Completed: {TURNS} of {TURNS} turns")
    # One turn in five of the stored traffic is the falcon story: exactly those are newly blocked.
    assert browser.find_element(By.CSS_SELECTOR, '[data-change="newly_blocked"]').text == str(TURNS // 5)
    assert browser.find_element(By.CSS_SELECTOR, '[data-change="no_longer_blocked"]').text == "0"
    rows = browser.find_elements(By.CSS_SELECTOR, "#backtest-results tbody tr")
    assert len(rows) == 50 and "Newly blocked" in rows[0].text and "conversation" in rows[0].text
    assert rows[0].find_elements(By.CSS_SELECTOR, "del.agentproc-diff-del")
