"""Settings of the daphne process the kill test starts: the browser test's (file SQLite)
with the slow test processor registered; with ``AGENTPROC_KILL_REDIS`` (a Redis URL) its cache
and channel layer are on that Redis database, as in a deployment."""
from __future__ import annotations

import os

from tests.browser_settings import *  # noqa: F401,F403

_redis = os.environ.get("AGENTPROC_KILL_REDIS")
if _redis:
    CACHES = {"default": {"BACKEND": "django.core.cache.backends.redis.RedisCache", "LOCATION": _redis,
                          "KEY_PREFIX": "kill"}}
    CHANNEL_LAYERS = {"default": {"BACKEND": "channels_redis.core.RedisChannelLayer",
                                  "CONFIG": {"hosts": [_redis], "prefix": "kill"}}}

AGENTPROC = {"PROCESSORS": ["tests.slow_input"]}
