"""Turn budgets and socket counts per user, session and address, the same for every transport.

Counters live in the Django cache django-ratelimit uses (``RATELIMIT_USE_CACHE``, by default
``"default"``): turn budgets through django-ratelimit (fixed windows, atomic ``incr``), socket
counts beside them. The counts are shared by every process that shares that cache (Redis,
Memcached, a database cache); with a per-process ``LocMemCache`` each process counts on its
own, and the system check ``agentproc.W002`` warns when the settings say several processes
serve the chat (a channel layer other than the in-memory one, or ``RUN_IN_WORKER``). The
websocket, the REST API and its SSE stream all call ``check_turn`` before a turn is stored;
turns run by a Celery worker were counted when the transport queued them. Keys hold a hash of
the session key or address, never the value itself.

Cache failures fail open: a broken cache must not stop the chat (the per-conversation turn
lock is in the database, not here)."""
from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Any

import hashlib

from django.conf import settings
from django.core.cache import caches
from django_ratelimit.core import get_usage

from .conf import agentproc_settings
from .exceptions import RateLimited, TooManySockets

logger = logging.getLogger("agentproc")

#: How long a socket count outlives its last change: counts leaked by a killed process
#: (its sockets never said goodbye) are forgotten after this many seconds.
SOCKET_COUNT_TTL = 6 * 3600


def counter_cache() -> Any:
    """The cache the counts live in: the one django-ratelimit uses."""
    return caches[getattr(settings, "RATELIMIT_USE_CACHE", "default")]


@dataclass(frozen=True)
class Client:
    """Who is asking: a signed-in user, a browser session, and the peer address."""

    user_id: Any = None
    session_key: str | None = None
    ip: str | None = None

    @classmethod
    def from_scope(cls, scope: dict[str, Any]) -> Client:
        """The client of a Channels scope (``client`` is the peer; daphne's
        ``--proxy-headers`` puts the forwarded address there behind a proxy)."""
        user, session = scope.get("user"), scope.get("session")
        peer = scope.get("client") or ()
        return cls(
            user_id=user.pk if user is not None and user.is_authenticated else None,
            session_key=getattr(session, "session_key", None) or None,
            ip=str(peer[0]) if peer else None,
        )

    @classmethod
    def from_request(cls, request: Any) -> Client:
        """The client of a Django (or DRF) request."""
        user, session = getattr(request, "user", None), getattr(request, "session", None)
        return cls(
            user_id=user.pk if user is not None and user.is_authenticated else None,
            session_key=getattr(session, "session_key", None) or None,
            ip=request.META.get("REMOTE_ADDR") or None,
        )

    def turn_scopes(self) -> list[tuple[str, str]]:
        """(scope, identity) pairs a turn counts against: the user or else the session, and the address."""
        scopes = []
        if self.user_id is not None:
            scopes.append(("user", str(self.user_id)))
        elif self.session_key:
            scopes.append(("session", self.session_key))
        if self.ip:
            scopes.append(("ip", self.ip))
        return scopes


class _Probe:
    """What django-ratelimit reads of a request when the key is given (nothing but ``method``)."""

    method = "POST"


def check_turn(client: Client) -> None:
    """Count one turn against every budget of ``client``; ``RateLimited`` when one is spent.

    Budgets come from ``AGENTPROC["TURN_RATE_LIMITS"]`` (``{"user"|"session"|"ip": "N/minute"}``;
    None switches a scope off). Refused attempts count too, so hammering does not pay."""
    rates = agentproc_settings.TURN_RATE_LIMITS or {}
    wait: int | None = None
    for scope, ident in client.turn_scopes():
        rate = rates.get(scope)
        if not rate:
            continue
        try:
            usage = get_usage(_Probe(), group=f"agentproc-turn-{scope}", key=lambda group, request, ident=ident: ident,
                              rate=rate, increment=True)
        except Exception:  # noqa: BLE001 - e.g. the cache server is down: fail open
            logger.warning("agentproc: turn budget unavailable (%s)", scope, exc_info=True)
            continue
        if usage is None or usage["time_left"] < 0:
            continue  # the cache did not answer (django-ratelimit's fail-closed marker): fail open
        if usage["should_limit"]:
            wait = max(wait or 0, usage["time_left"])
    if wait is not None:
        wait = max(1, wait)
        raise RateLimited(f"Too many messages; try again in {wait} s.", retry_after=wait)


def _socket_key(client: Client) -> tuple[str, int] | None:
    limits = agentproc_settings.SOCKET_LIMITS or {}
    if client.session_key or client.user_id is not None:
        ident, limit = f"session:{client.session_key or 'user-' + str(client.user_id)}", limits.get("session")
    elif client.ip:
        ident, limit = f"ip:{client.ip}", limits.get("ip")
    else:
        return None
    # A session key is a visitor's credential: the cache (Redis) holds only its hash.
    digest = hashlib.sha256(f"agentproc-sockets:{ident}".encode()).hexdigest()[:32]
    return (f"agentproc:sockets:{digest}", int(limit)) if limit else None


def open_socket(client: Client) -> str | None:
    """Count a new chat socket; ``TooManySockets`` over ``AGENTPROC["SOCKET_LIMITS"]``.

    A browser session (or signed-in user without one) counts against ``"session"``; a socket
    without a cookie against ``"ip"``. Returns the counter to give to ``close_socket``."""
    found = _socket_key(client)
    if found is None:
        return None
    key, limit = found
    cache = counter_cache()
    try:
        cache.add(key, 0, SOCKET_COUNT_TTL)
        count = cache.incr(key)
        cache.touch(key, SOCKET_COUNT_TTL)
    except Exception:  # noqa: BLE001 - fail open, as for turns
        logger.warning("agentproc: socket count unavailable", exc_info=True)
        return None
    if count > limit:
        close_socket(key)
        raise TooManySockets(f"Too many chat windows are open ({limit}); close one and reload.")
    return key


def close_socket(key: str | None) -> None:
    """Forget a socket counted by ``open_socket``."""
    if key is None:
        return
    try:
        counter_cache().decr(key)
    except Exception:  # noqa: BLE001 - the count expired or the cache is down: nothing to undo
        pass
