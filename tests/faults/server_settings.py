"""Settings of the processes a fault test starts (daphne, a Celery worker, the setup script):
one database every process opens (FAULTS_DB, a SQLite file, or DATABASE_URL), optionally the
test's own Redis (FAULTS_REDIS) as channel layer and broker, and fast liveness timings."""
from __future__ import annotations

import os

from agentproc.runtime.providers.registry import register_provider
from agentproc.runtime.providers.scripted import ScriptedModel
from project.settings import *  # noqa: F401,F403
from project.settings import _database_from_url
from tests.layers import redis_layer_backend

DEBUG = False
SECRET_KEY = "agentproc-faults"
ALLOWED_HOSTS = ["127.0.0.1", "localhost"]
PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]

if os.environ.get("DATABASE_URL"):
    DATABASES = {"default": _database_from_url(os.environ["DATABASE_URL"])}
else:
    DATABASES = {"default": {
        "ENGINE": "django.db.backends.sqlite3", "NAME": os.environ["FAULTS_DB"],
        # Several processes write to it: wait for the others' lock instead of failing at once.
        "OPTIONS": {"timeout": 30, "transaction_mode": "IMMEDIATE", "init_command": "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;"},
    }}

_redis = os.environ.get("FAULTS_REDIS")
if _redis:
    CHANNEL_LAYERS = {"default": {"BACKEND": redis_layer_backend(), "CONFIG": {
        "hosts": [{"address": f"{_redis}/1", "socket_timeout": None}]}}}
    CELERY_BROKER_URL = CELERY_RESULT_BACKEND = f"{_redis}/0"
    CELERY_TASK_ALWAYS_EAGER = False
    CELERY_WORKER_HIJACK_ROOT_LOGGER = False
else:
    CHANNEL_LAYERS = {"default": {"BACKEND": "channels.layers.InMemoryChannelLayer"}}

AGENTPROC = {
    "RUN_IN_WORKER": os.environ.get("FAULTS_WORKER") == "1",
    "API_THROTTLE_RATES": {},
    # The load of a fault test or bench/faults.py comes from one address and one user.
    "TURN_RATE_LIMITS": {}, "SOCKET_LIMITS": {},
    # A socket waiting on a worker's turn looks the run up after 1 s without a chunk of it.
    "RELAY_CHECK_SECONDS": 1.0,
    # A dead process's runs are closed within ~STALE + REAP seconds; a live one beats 8 times in
    # that time. FAULTS_LIVENESS="heartbeat,stale,reap" overrides them (bench/faults.py).
    **dict(zip(("HEARTBEAT_SECONDS", "STALE_RUN_SECONDS", "REAP_INTERVAL_SECONDS"),
               map(float, os.environ.get("FAULTS_LIVENESS", "0.25,2,0.5").split(",")))),
}

LOGGING = {"version": 1, "disable_existing_loggers": False,
           "handlers": {"console": {"class": "logging.StreamHandler"}},
           "root": {"handlers": ["console"], "level": "WARNING"}}


def _words(name: str) -> ScriptedModel:
    """``faults/<words>/<seconds per word>``: one reply of that many words, streamed slowly."""
    count, delay = name.split("/")
    return ScriptedModel([" ".join(f"w{i}" for i in range(int(count)))], model_id=f"words-{count}", delay=float(delay))


register_provider("faults", _words)
