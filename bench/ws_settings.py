"""Settings of the daphne (and Celery worker) processes ``bench/ws_load.py`` starts: the demo
project's, a file SQLite database (or DATABASE_URL), no DEBUG, and a ``bench/<words>`` scripted
model. ``REDIS_URL`` switches on channels-redis (and Celery on Redis); ``AGENTPROC_BENCH_WORKER=1``
hands turns to Celery workers (``RUN_IN_WORKER``)."""
from __future__ import annotations

import os

from agentproc.runtime.providers.registry import register_provider
from agentproc.runtime.providers.scripted import ScriptedModel
from project.settings import *  # noqa: F401,F403

DEBUG = False
ALLOWED_HOSTS = ["127.0.0.1", "localhost"]
# DEBUG is off as in production, so the demo's published keys are refused (agentproc.E010):
# the bench's processes share keys of their own.
SECRET_KEY = "agentproc-bench-only-secret-key-not-for-any-site"
if not os.environ.get("DATABASE_URL"):
    DATABASES = {"default": {"ENGINE": "django.db.backends.sqlite3",  # noqa: F405
                             "NAME": os.environ.get("AGENTPROC_BENCH_DB", "bench-ws.sqlite3"),
                             # WAL without an fsync per commit: what a SQLite site in production uses.
                             "OPTIONS": {"timeout": 60, "transaction_mode": "IMMEDIATE",
                                         "init_command": "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;"},
                             "CONN_MAX_AGE": 600, "CONN_HEALTH_CHECKS": True}}
# Warnings and errors go to the process's log, which ws_load.py prints after a run with errors.
LOGGING = {"version": 1, "disable_existing_loggers": False,
           "handlers": {"console": {"class": "logging.StreamHandler"}},
           "root": {"handlers": ["console"], "level": "WARNING"}}
if os.environ.get("REDIS_URL"):
    CHANNEL_LAYERS["default"]["CONFIG"]["prefix"] = os.environ.get("AGENTPROC_BENCH_PREFIX", "asgi")  # noqa: F405
    if os.environ.get("AGENTPROC_BENCH_LAYER") == "pubsub":  # channels-redis' pub/sub layer, for comparison
        CHANNEL_LAYERS["default"]["BACKEND"] = "channels_redis.pubsub.RedisPubSubChannelLayer"  # noqa: F405
        for _key in ("capacity", "expiry", "group_expiry"):
            CHANNEL_LAYERS["default"]["CONFIG"].pop(_key, None)  # noqa: F405
CELERY_TASK_DEFAULT_QUEUE = os.environ.get("AGENTPROC_BENCH_PREFIX", "celery")
# Every bench client comes from 127.0.0.1: the per-address turn and socket limits would refuse the load.
AGENTPROC = {**AGENTPROC, "RUN_IN_WORKER": os.environ.get("AGENTPROC_BENCH_WORKER") == "1",  # noqa: F405
             "ENCRYPTION_KEYS": ["agentproc-bench-only-encryption-key"],
             "PII_HASH_KEYS": ["agentproc-bench-only-hash-key"],
             "TURN_RATE_LIMITS": {}, "SOCKET_LIMITS": {}}


def _words(name: str) -> ScriptedModel:
    """``bench/200``: one reply of 200 words, streamed as 200 ``text-delta`` chunks, no delay."""
    count = int(name)
    return ScriptedModel([" ".join(f"w{i}" for i in range(count))], model_id=f"words-{count}")


register_provider("bench", _words)

