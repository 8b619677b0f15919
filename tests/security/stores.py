"""Every store a conversation's text could reach, dumped for a search: the agentproc tables
(the change-history tables too), the Django cache and a Redis database.

Each test makes up its own personal data (``Needles``), so a search of a whole Redis database
that other suites share finds only what this test wrote."""
from __future__ import annotations

import io
import pickle
import random
import re
import uuid
from dataclasses import dataclass
from typing import Any

import pytest
from django.core.management import call_command

REDIS = "redis://127.0.0.1:6379"
#: This suite's Redis database (others use 0, 3, 11 and 12).
REDIS_DB = 8


def luhn_card(prefix: str = "4") -> str:
    """A random 16-digit card number with a valid check digit."""
    digits = [int(d) for d in prefix] + [random.randrange(10) for _ in range(15 - len(prefix))]
    total = 0
    for i, d in enumerate(reversed(digits)):
        d = d * 2 if i % 2 == 0 else d
        total += d - 9 if d > 9 else d
    digits.append((10 - total % 10) % 10)
    return "".join(map(str, digits))


@dataclass(frozen=True)
class Needles:
    """A card, an e-mail address and a phone number nobody else uses."""

    card: str
    email: str
    phone: str = "+1 415 555 2671"

    @classmethod
    def new(cls) -> Needles:
        return cls(card=luhn_card(), email=f"jane.{uuid.uuid4().hex[:10]}@example.com")

    @property
    def spaced_card(self) -> str:
        return " ".join(self.card[i:i + 4] for i in range(0, 16, 4))

    def values(self) -> tuple[str, ...]:
        """What must never be found (compared with whitespace removed too)."""
        return (self.card, self.email, self.email.split("@")[0], self.phone.replace(" ", ""))

    def found_in(self, text: str) -> list[str]:
        squeezed = re.sub(r"\s", "", text)
        return [v for v in self.values() if v in text or v in squeezed]


def text_found(needles: list[str], text: str) -> list[str]:
    """Which of ``needles`` (free text, e.g. a whole message) ``text`` holds."""
    return [n for n in needles if n in text]


def database_dump() -> str:
    """Every row of every agentproc model, the history tables included, as JSON text."""
    out = io.StringIO()
    call_command("dumpdata", "agentproc", stdout=out)
    return out.getvalue()


def _readable(value: Any) -> str:
    if isinstance(value, bytes):
        try:
            return repr(pickle.loads(value))  # Django's cache backends pickle what they store
        except Exception:  # noqa: BLE001 - not a pickle: the bytes as text
            return value.decode("utf-8", "replace")
    return repr(value)


def cache_dump(alias: str = "default") -> dict[str, str]:
    """Every key of a Django cache with its value, readable: the local-memory backend's
    entries, or (a Redis cache) every key under the cache's prefix."""
    from django.core.cache import caches

    cache = caches[alias]
    if hasattr(cache, "_cache") and isinstance(cache._cache, dict):  # LocMemCache
        return {key: _readable(value) for key, value in list(cache._cache.items())}
    client = cache._cache.get_client(write=False)  # django.core.cache.backends.redis.RedisCache
    return {key.decode(): _readable(client.get(key)) for key in client.scan_iter(match=f"{cache.key_prefix}*")}


def redis_dump(db: int = REDIS_DB) -> dict[str, str]:
    """Every key of a Redis database with its value, whatever its type."""
    import redis

    client = redis.Redis.from_url(f"{REDIS}/{db}")
    out: dict[str, str] = {}
    for key in client.scan_iter(count=1000):
        kind = client.type(key).decode()
        if kind == "string":
            value: Any = _readable(client.get(key))
        elif kind == "list":
            value = [_readable(v) for v in client.lrange(key, 0, -1)]
        elif kind == "hash":
            value = {k.decode("utf-8", "replace"): _readable(v) for k, v in client.hgetall(key).items()}
        elif kind == "set":
            value = [_readable(v) for v in client.smembers(key)]
        elif kind == "zset":
            value = [_readable(v) for v in client.zrange(key, 0, -1)]
        elif kind == "stream":
            value = repr(client.xrange(key))
        else:
            value = kind
        out[key.decode("utf-8", "replace")] = repr(value)
    return out


def redis_cache_settings(prefix: str) -> dict[str, Any]:
    """``CACHES`` with Django's Redis backend on this suite's database, under ``prefix``."""
    return {"default": {"BACKEND": "django.core.cache.backends.redis.RedisCache",
                        "LOCATION": f"{REDIS}/{REDIS_DB}", "KEY_PREFIX": prefix}}


def on_redis() -> bool:
    from django.conf import settings

    return "redis" in settings.CACHES["default"]["BACKEND"].lower()


def stores_dump() -> str:
    """The database, the cache and (when the test runs on Redis) the Redis database, as text."""
    return database_dump() + repr(cache_dump()) + (repr(redis_dump()) if on_redis() else "")


@pytest.fixture(name="backend", params=["default", pytest.param("redis", marks=pytest.mark.redis)])
def backend_fixture(request: pytest.FixtureRequest, settings: Any) -> Any:
    """``backend``: what a test runs on: the defaults (local-memory cache, in-memory channel layer), or
    Django's Redis cache and agentproc's Redis channel layer, both on this suite's Redis
    database under a prefix of their own (the cache's keys are cleared afterwards)."""
    if request.param == "redis":
        prefix = f"agentproc-test-{uuid.uuid4().hex[:12]}"
        settings.CACHES = redis_cache_settings(prefix)
        settings.CHANNEL_LAYERS = {"default": {
            "BACKEND": "agentproc.redis_layer.RedisChannelLayer",
            "CONFIG": {"hosts": [f"{REDIS}/{REDIS_DB}"], "prefix": prefix}}}
    yield request.param
    if request.param == "redis":
        forget_prefix(prefix)


def forget_prefix(prefix: str) -> None:
    """Delete this test's keys (``cache.clear()`` would empty the whole Redis database)."""
    import redis

    client = redis.Redis.from_url(f"{REDIS}/{REDIS_DB}")
    keys = list(client.scan_iter(match=f"{prefix}*", count=1000))
    if keys:
        client.delete(*keys)
