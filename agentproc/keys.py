"""The deployment's keys: one list to encrypt queued turns, one to hash personal data, each newest first.

``AGENTPROC["ENCRYPTION_KEYS"]`` seals a turn's message for the task queue (the broker never
holds it in clear) with ``cryptography``'s ``MultiFernet``: the first key seals, every key
opens, so a new key goes first and the old one stays listed until the turns it sealed have
run (minutes). ``AGENTPROC["PII_HASH_KEYS"]``: the first key makes the PII detector's hashed
tokens (``[PHONE:1a2b3c4d5e]``) when a policy sets no ``hash_key`` of its own; older keys stay
listed while someone still needs ``hash_tokens`` to find a value among tokens made with them.

Unset, each list falls back to one key derived from ``SECRET_KEY`` (what earlier versions
used, so an upgrade keeps queued turns and tokens): fine for a laptop, refused by a system
warning in production, since rotating ``SECRET_KEY`` would then change both.
"""
from __future__ import annotations

import base64
import hashlib
from typing import Any

from django.conf import settings

from .conf import agentproc_settings

#: Values published with agentproc's demo project: anybody can read them, so with ``DEBUG``
#: off the system checks refuse them (``agentproc.E010``).
PUBLIC_DEMO_VALUES = frozenset({
    "agentproc-demo-insecure-key-change-me",
    "agentproc-demo-encryption-key-change-me",
    "agentproc-demo-hash-key-change-me",
})


def encryption_keys() -> list[str]:
    """``ENCRYPTION_KEYS``, or ``SECRET_KEY`` when unset."""
    return list(agentproc_settings.ENCRYPTION_KEYS or [settings.SECRET_KEY])


def hash_keys() -> list[str]:
    """``PII_HASH_KEYS``, or one key derived from ``SECRET_KEY`` when unset."""
    configured = agentproc_settings.PII_HASH_KEYS
    if configured:
        return list(configured)
    return [hashlib.sha256(f"agentproc-hash:{settings.SECRET_KEY}".encode()).hexdigest()]


def current_hash_key() -> str:
    """The key the PII detector hashes with (the newest)."""
    return hash_keys()[0]


def _fernet_key(secret: str) -> bytes:
    # Any string makes a key: a SHA-256 of it, as Fernet's 32 url-safe base64 bytes (the
    # derivation earlier versions applied to SECRET_KEY: turns queued across an upgrade open).
    return base64.urlsafe_b64encode(hashlib.sha256(f"agentproc-intake:{secret}".encode()).digest())


def fernet() -> Any:
    """A ``MultiFernet`` over the encryption keys: seals with the first, opens with any."""
    from cryptography.fernet import Fernet, MultiFernet

    return MultiFernet([Fernet(_fernet_key(k)) for k in encryption_keys()])


def hash_tokens(kind: str, value: str) -> list[str]:
    """The tokens ``value`` of type ``kind`` (``"phone"``, ``"email"`` …) got under each hash key,
    newest first: to look for a value in stored text hashed before a rotation."""
    from .processors.masking import hash_token

    return [hash_token(kind, value, key.encode()) for key in hash_keys()]
