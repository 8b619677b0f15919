"""Settings of the daphne processes ``test_processes`` starts: the test settings, one file
SQLite database both open (``AGENTPROC_PROCESSES_DB``), channels-redis on ``REDIS_URL``."""
from __future__ import annotations

import os

from tests.layers import redis_layer_backend
from tests.settings import *  # noqa: F401,F403

DEBUG = False
ALLOWED_HOSTS = ["127.0.0.1", "localhost"]
DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.sqlite3",
        "NAME": os.environ["AGENTPROC_PROCESSES_DB"],
        # Two processes write to it: wait for the other's lock instead of failing at once.
        "OPTIONS": {"timeout": 30, "transaction_mode": "IMMEDIATE", "init_command": "PRAGMA journal_mode=wal;"},
    }
}
CHANNEL_LAYERS = {
    "default": {
        "BACKEND": redis_layer_backend(),
        "CONFIG": {"hosts": [os.environ["REDIS_URL"]], "prefix": "agentproc-processes"},
    }
}
