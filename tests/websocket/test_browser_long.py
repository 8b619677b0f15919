"""In a real headless Chromium: a long conversation comes back a page at a time (the latest
page on reload, earlier pages when the visitor asks for them), and a long message counts its
characters as typed (3,000 emoji under a 4,000-character limit go through whole)."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any, Iterator

import pytest

from tests.daphne import ROOT, start, stop
from tests.websocket.test_browser import _send, _wait, browser  # noqa: F401 - the browser fixture

pytestmark = pytest.mark.browser

SETUP = """
from django.core.management import call_command
call_command("migrate", interactive=False, verbosity=0)
from agentproc.models import Agent
Agent.objects.create(slug="support", name="Support", model="scripted/fast", allow_anonymous=True,
                     max_input_chars=4000)
"""

# 120 more messages in the visitor's conversation (what months of chatting leave behind).
GROW = """
import datetime
from django.utils import timezone
from agentproc.models import Conversation, Message
conversation = Conversation.objects.get(pk="{conversation}")
start = timezone.now() - datetime.timedelta(days=30)
Message.objects.bulk_create([
    Message(conversation=conversation, role="user" if i % 2 == 0 else "assistant", text=f"old message {i}",
            in_context=True, created_at=start + datetime.timedelta(minutes=i),
            data={"content": {"format": 2, "parts": [{"type": "text", "text": f"old message {i}"}]}})
    for i in range(120)
])
"""


@pytest.fixture
def server(tmp_path: Path) -> Iterator[dict[str, Any]]:
    db = tmp_path / "db.sqlite3"
    env = {**os.environ, "DJANGO_SETTINGS_MODULE": "tests.browser_settings", "AGENTPROC_BROWSER_DB": str(db),
           "PYTHONPATH": str(ROOT)}
    env.pop("REDIS_URL", None)
    env.pop("AGENTPROC_TEST_DATABASE_URL", None)
    subprocess.run([sys.executable, "manage.py", "shell", "-c", SETUP], env=env, cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL, timeout=120)
    daphne, port = start(env, tmp_path / "daphne.log")
    try:
        yield {"url": f"http://127.0.0.1:{port}", "env": env}
    finally:
        stop(daphne)


def test_a_long_history_loads_its_latest_page_then_earlier_ones(
    server: dict[str, Any], browser: Any,  # noqa: F811 - the fixture imported above
) -> None:
    from selenium.webdriver.common.by import By

    browser.get(server["url"] + "/")
    chat = browser.find_element(By.CSS_SELECTOR, '[data-agent="support"]')
    _wait(browser, lambda d: chat.get_attribute("data-connected") == "true", message="socket never connected")
    _send(browser, "hello")
    _wait(browser, lambda d: chat.get_attribute("data-conversation"), message="no conversation started")
    _wait(browser, lambda d: "agentproc-busy" not in chat.get_attribute("class"), message="reply never finished")
    conversation = chat.get_attribute("data-conversation")
    # The new hello/answer pair comes after the 120 old ones (they are dated a month ago).
    grow = GROW.replace("{conversation}", conversation)
    subprocess.run([sys.executable, "manage.py", "shell", "-c", grow], env=server["env"], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL, timeout=120)

    def shown() -> list[Any]:
        return browser.find_elements(By.CSS_SELECTOR, '[data-agent="support"] .agentproc-msg--history')

    browser.refresh()
    _wait(browser, lambda d: len(shown()) == 50, message="the latest page did not load")
    latest = [m.text for m in shown()]
    pages = [len(shown())]
    while browser.find_elements(By.CSS_SELECTOR, ".agentproc-more"):
        before = len(shown())
        browser.find_element(By.CSS_SELECTOR, ".agentproc-more").click()
        _wait(browser, lambda d, before=before: len(shown()) > before, message="the earlier page did not load")
        pages.append(len(shown()))
    texts = [m.text for m in shown()]

    assert pages == [50, 100, 122]
    assert "hello" in latest[-2] and "old message 0" in texts[0] and "old message 119" in texts[119]
    assert all(f"old message {i}" in texts[i] for i in range(120))  # in order, each once


def test_3000_emoji_under_a_4000_character_limit_are_sent_whole(server: dict[str, Any], browser: Any) -> None:  # noqa: F811
    from selenium.webdriver.common.by import By

    browser.get(server["url"] + "/")
    chat = browser.find_element(By.CSS_SELECTOR, '[data-agent="support"]')
    _wait(browser, lambda d: chat.get_attribute("data-connected") == "true", message="socket never connected")
    box = browser.find_element(By.ID, "agentproc-input-support")
    problem = chat.find_element(By.CSS_SELECTOR, "[data-role=problem]")  # the hint under the box
    # chromedriver types only the BMP: put the emoji in as a paste would, then submit the form.
    browser.execute_script("arguments[0].value = arguments[1];", box, "\U0001F600" * 4001)
    browser.execute_script("arguments[0].closest('form').requestSubmit();", box)
    _wait(browser, lambda d: "limit is 4000" in problem.text, message="one over the limit was not refused")
    assert not chat.get_attribute("data-conversation")  # nothing was sent
    browser.execute_script("arguments[0].value = arguments[1];", box, "\U0001F600" * 3000)
    assert box.get_attribute("value") == "\U0001F600" * 3000  # the textarea's maxlength let it all in
    browser.execute_script("arguments[0].closest('form').requestSubmit();", box)
    _wait(browser, lambda d: chat.get_attribute("data-conversation"), message="the message was not sent")
    _wait(browser, lambda d: "agentproc-busy" not in chat.get_attribute("class"), message="reply never finished")
    stored = subprocess.run([sys.executable, "manage.py", "shell", "-c", STORED], env=server["env"], cwd=ROOT, check=True,
                            capture_output=True, text=True, timeout=120).stdout.split()[-2:]
    assert stored == ["user", "3000"]


STORED = """
from agentproc.models import Message
m = Message.objects.get(role="user")
print(m.role, len(m.text))
"""
