"""The browser tests' daphne server and Chromium, shared with ``tests/websocket/test_browser.py``."""
from tests.websocket.test_browser import browser, server  # noqa: F401 - fixtures
