"""Settings shared by the real Celery worker and the test driver of ``test_celery_worker``:
one SQLite file both processes open, Redis as broker / result backend / channel layer.

Every value comes from the environment the test sets, so parallel runs never share a
queue, a channel-layer prefix or a database file."""
from __future__ import annotations

import os

from tests.layers import redis_layer_backend
from tests.settings import *  # noqa: F401,F403

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.sqlite3",
        "NAME": os.environ["AGENTPROC_WORKER_DB"],
        # Two processes write to it: wait for the other's lock instead of failing at once.
        "OPTIONS": {"timeout": 30, "transaction_mode": "IMMEDIATE", "init_command": "PRAGMA journal_mode=wal;"},
    }
}

_redis = os.environ.get("AGENTPROC_WORKER_REDIS", "redis://127.0.0.1:6379/11")
CELERY_BROKER_URL = _redis
CELERY_RESULT_BACKEND = _redis
CELERY_RESULT_EXPIRES = 600
CELERY_TASK_ALWAYS_EAGER = False
CELERY_TASK_DEFAULT_QUEUE = os.environ.get("AGENTPROC_WORKER_QUEUE", "agentproc-test")
CELERY_WORKER_HIJACK_ROOT_LOGGER = False

CHANNEL_LAYERS = {
    "default": {
        "BACKEND": redis_layer_backend(),
        "CONFIG": {
            "hosts": [os.environ.get("AGENTPROC_WORKER_CHANNELS", "redis://127.0.0.1:6379/12")],
            "prefix": os.environ.get("AGENTPROC_WORKER_QUEUE", "agentproc-test"),
        },
    }
}

AGENTPROC = {"RUN_IN_WORKER": True, "API_THROTTLE_RATES": {}}
