"""The cache the bridge hands to caching processors (the response cache), per turn.

Two promises of the stored-data invariant reach the cache through it:

- **nothing in clear.** The processor stores the chunks the model generated (which an output
  guardrail may mask for the visitor); every entry is sealed here with the encryption keys
  (``AGENTPROC["ENCRYPTION_KEYS"]``, ``agentproc.keys.fernet``) before it reaches the cache, and
  opened on a read: the cache and Redis hold ciphertext only. An entry no key opens (the keys
  were rotated past it) is a miss.
- **only what a finished turn kept.** The processor's writes are held back here and reach the
  cache only when the turn ends ``completed`` in a conversation (``TurnCache.commit``). A
  blocked, failed or cancelled turn, a conversation deleted under its turn and a run with no
  conversation (the admin's *Try it*) cache nothing.
- **entries go with their conversation.** Every key a turn wrote *or read* is listed under its
  conversation (``agentproc:conversation-cache:<id>``); deleting the conversation deletes those
  entries (``forget_conversations``), so an answer shared by two conversations goes as soon as
  either of them does.

A cache that fails loses an answer, never a turn: errors are logged and the turn goes on."""
from __future__ import annotations

import logging
from collections.abc import Iterable
from typing import Any

import orjson
from cryptography.fernet import InvalidToken

from .. import keys

logger = logging.getLogger("agentproc")

#: Where the keys a conversation wrote or read are listed.
INDEX_PREFIX = "agentproc:conversation-cache:"
#: How long a list outlives its last change: the longest ``ttl_seconds`` a response cache takes.
INDEX_TTL = 30 * 24 * 3600


def index_key(conversation_id: Any) -> str:
    return f"{INDEX_PREFIX}{conversation_id}"


def seal(value: Any) -> bytes:
    """An entry as the cache holds it: JSON, encrypted with the current encryption key."""
    return keys.fernet().encrypt(orjson.dumps(value))


def unseal(token: Any) -> Any:
    """The entry ``seal`` made, or None when it is not one or no current key opens it."""
    try:
        return orjson.loads(keys.fernet().decrypt(token))
    except (InvalidToken, TypeError, ValueError):
        return None


def default_cache() -> Any:
    from django.core.cache import cache

    return cache


class TurnCache:
    """``get(key)`` / ``set(key, value, timeout)`` over a Django cache for one turn: reads go
    through, writes wait for ``commit`` (see the module)."""

    def __init__(self, cache: Any = None, conversation_id: Any = None) -> None:
        self.cache = cache if cache is not None else default_cache()
        self.conversation_id = conversation_id
        self.pending: list[tuple[str, Any, float | None]] = []
        self.read: set[str] = set()

    def get(self, key: str, default: Any = None) -> Any:
        try:
            value = self.cache.get(key, default)
        except Exception:  # noqa: BLE001 - a broken cache is a miss
            logger.warning("agentproc: the response cache did not answer", exc_info=True)
            return default
        if value is None or value is default:
            return default
        opened = unseal(value)
        if opened is None:
            return default
        self.read.add(key)
        return opened

    def set(self, key: str, value: Any, timeout: float | None = None) -> None:
        self.pending.append((key, value, timeout))

    def commit(self) -> None:
        """The turn ended completed in its conversation: list the keys it wrote or read under
        the conversation (first, so no entry is ever written unlisted), then write its entries."""
        pending, self.pending = self.pending, []
        keys = self.read | {key for key, _, _ in pending}
        if self.conversation_id is None or not keys:
            return
        try:
            listed = self.cache.get(index_key(self.conversation_id)) or []
            self.cache.set(index_key(self.conversation_id), sorted(set(listed) | keys), INDEX_TTL)
            for key, value, timeout in pending:
                self.cache.set(key, seal(value), timeout)
        except Exception:  # noqa: BLE001 - the answer is not reused; the turn is stored all the same
            logger.warning("agentproc: could not write the response cache", exc_info=True)

    def discard(self) -> None:
        """The turn did not end completed: nothing it wrote is kept."""
        self.pending = []


def forget_conversations(conversation_ids: Iterable[Any], cache: Any = None) -> None:
    """Delete every cache entry these conversations wrote or read, and their lists."""
    cache = cache if cache is not None else default_cache()
    for conversation_id in conversation_ids:
        try:
            listed = cache.get(index_key(conversation_id)) or []
            cache.delete_many([*listed, index_key(conversation_id)])
        except Exception:  # noqa: BLE001 - logged: the entries expire with their ttl
            logger.warning("agentproc: could not delete the cache entries of conversation %s", conversation_id,
                           exc_info=True)
