"""Settings for the test suite, apart from the demo project's: SQLite in memory by default,
PostgreSQL when AGENTPROC_TEST_DATABASE_URL is set (``make test`` does it when PG answers)."""
from __future__ import annotations

import os

from project.settings import *  # noqa: F401,F403
from project.settings import _database_from_url

DEBUG = False
SECRET_KEY = "agentproc-tests"
ALLOWED_HOSTS = ["*"]
PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
# django-axes wants the request in every authenticate() call, and the test client's login()
# passes none: the login-throttling tests switch it on with override_settings(AXES_ENABLED=True).
AXES_ENABLED = False

_db_url = os.environ.get("AGENTPROC_TEST_DATABASE_URL")
DATABASES = {"default": _database_from_url(_db_url)}
if not _db_url:
    DATABASES["default"]["NAME"] = ":memory:"
    DATABASES["default"]["TEST"] = {"NAME": ":memory:"}

CHANNEL_LAYERS = {"default": {"BACKEND": "channels.layers.InMemoryChannelLayer"}}
# Whatever REDIS_URL says: the suite clears the cache before every test.
CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
CELERY_BROKER_URL = "memory://"
CELERY_RESULT_BACKEND = "cache+memory://"
CELERY_TASK_ALWAYS_EAGER = True
CELERY_TASK_EAGER_PROPAGATES = True

# No reaper thread in the test process (it would use the test database beside the tests).
# AGENTPROC_TEST_FAST_PATHS=0 runs the suite with the fast paths off (agentproc.fastpaths).
AGENTPROC = {"REAP_INTERVAL_SECONDS": 0, "FAST_PATHS": os.environ.get("AGENTPROC_TEST_FAST_PATHS", "1") != "0"}
