"""Settings of the daphne process the browser test starts: the test settings with a file
SQLite database (``AGENTPROC_BROWSER_DB``) and DEBUG on, so daphne serves the widget's static files."""
from __future__ import annotations

import os

from tests.settings import *  # noqa: F401,F403

DEBUG = True
ALLOWED_HOSTS = ["127.0.0.1", "localhost"]
DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.sqlite3",
        "NAME": os.environ.get("AGENTPROC_BROWSER_DB", "browser-test.sqlite3"),
        "OPTIONS": {"timeout": 20, "transaction_mode": "IMMEDIATE"},
    }
}
