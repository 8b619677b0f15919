"""Settings of the two daphne processes ``test_shared_limits`` starts: ``test_processes``' (one
SQLite file, channels-redis on ``REDIS_URL``) with the cache on that Redis too, and small limits."""
from __future__ import annotations

import os

from tests.websocket.processes_settings import *  # noqa: F401,F403
from tests.websocket.processes_settings import AGENTPROC

CACHES = {"default": {"BACKEND": "django.core.cache.backends.redis.RedisCache", "LOCATION": os.environ["REDIS_URL"]}}
AGENTPROC = {**AGENTPROC, "TURN_RATE_LIMITS": {"session": "3/day"}, "SOCKET_LIMITS": {"session": 2}}
