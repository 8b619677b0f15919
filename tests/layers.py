"""The Redis channel layer of the settings the process and fault suites start with:
agentproc's subclass of channels-redis' layer, or with ``AGENTPROC_TEST_REDIS_LAYER=pubsub``
channels-redis' pub/sub layer (the environment reaches the processes a test starts)."""
from __future__ import annotations

import os

LAYERS = {
    "subclass": "agentproc.redis_layer.RedisChannelLayer",
    "pubsub": "channels_redis.pubsub.RedisPubSubChannelLayer",
}


def redis_layer_backend() -> str:
    """The ``BACKEND`` of the Redis channel layer the tests' processes use."""
    return LAYERS[os.environ.get("AGENTPROC_TEST_REDIS_LAYER", "subclass")]
