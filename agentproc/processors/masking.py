"""How matched values are shown: masked for audit records, and replaced in redacted text."""
from __future__ import annotations

import hashlib
import hmac
import logging
import os
import secrets

from .pii_secrets import MASK_PREFIXES

logger = logging.getLogger("agentproc.processors")

REDACTION_METHODS = ("mask", "hash", "remove", "placeholder")

#: Types whose masked form keeps the last four characters (cards, phones, accounts).
_KEEP_LAST_FOUR = frozenset({"credit_card", "phone", "us_ssn", "iban"})
#: Known secret prefixes a masked secret keeps, so an auditor can tell what kind it was.
_SECRET_PREFIXES = (
    "sk-ant-", "sk-proj-", "sk-svcacct-", "sk-admin-", "sk-", "sk_live_", "sk_test_", "rk_live_", "rk_test_",
    "pk_live_", "pk_test_", "whsec_", "AIza", "GOCSPX-", "ya29.", "glpat-", "SG.", "hf_", "npm_", "AKIA", "ASIA",
    "github_pat_",
    "ghp_", "gho_", "ghu_", "ghs_", "ghr_", "xoxb-", "xoxp-", "xoxa-", "xoxo-", "xoxr-", "xoxs-",
) + MASK_PREFIXES

_process_key: bytes | None = None


def audit_mask(kind: str, value: str) -> str:
    """A short masked form for violation records: ``j***@e***.com``, ``****1111``.

    Never returns enough of the value to reconstruct it."""
    if kind == "email" and "@" in value:
        local, _, domain = value.partition("@")
        host, dot, tld = domain.rpartition(".")
        return f"{local[:1]}***@{(host or tld)[:1]}***{dot}{tld if host else ''}"
    if kind in _KEEP_LAST_FOUR:
        digits = [c for c in value if c.isalnum()]
        return "****" + "".join(digits[-4:]) if len(digits) > 8 else "****"
    if kind == "secret" or kind == "private_key":
        if value.startswith("-----BEGIN"):
            return "-----BEGIN *** PRIVATE KEY-----"
        prefix = next((p for p in _SECRET_PREFIXES if value.startswith(p)), "") or _scheme(value)
        return f"{prefix}***" if prefix else "***"
    if kind == "url":
        scheme, sep, rest = value.partition("://")
        host = rest.split("/", 1)[0]
        return f"{scheme}{sep}{host}/***" if sep else "***"
    if len(value) <= 6:
        return "***"
    return f"{value[:2]}***{value[-2:]}" if len(value) > 12 else f"{value[:1]}***"


def format_mask(kind: str, value: str) -> str:
    """The ``mask`` redaction: same length and separators, letters/digits starred.

    Cards, phones, SSNs and IBANs keep their last four; emails keep the first letter and
    the top-level domain; secrets keep their well-known prefix."""
    if kind == "email" and "@" in value:
        local, _, domain = value.partition("@")
        host, dot, tld = domain.rpartition(".")
        return local[:1] + "*" * (len(local) - 1) + "@" + _star(host) + dot + tld
    if kind in _KEEP_LAST_FOUR:
        return _star_keep_last(value, 4)
    if kind == "secret":
        if value.startswith("-----BEGIN"):
            return "[MASKED_PRIVATE_KEY]"
        prefix = next((p for p in _SECRET_PREFIXES if value.startswith(p)), "") or _scheme(value)
        return prefix + "*" * max(len(value) - len(prefix), 4)
    if kind == "url":
        scheme, sep, rest = value.partition("://")
        host, slash, path = rest.partition("/")
        return f"{scheme}{sep}{host}{slash}{_star(path)}" if sep else _star(value)
    return _star(value)


def _scheme(value: str) -> str:
    """The scheme a connection string keeps when masked (``postgres://``), so an auditor can tell what leaked."""
    scheme, sep, _ = value.partition("://")
    return scheme + sep if sep and scheme.replace("+", "").isalnum() else ""


def _star(text: str) -> str:
    return "".join("*" if c.isalnum() else c for c in text)


def _star_keep_last(text: str, keep: int) -> str:
    out = []
    for c in reversed(text):
        if c.isalnum() and keep > 0:
            out.append(c)
            keep -= 1
        elif c.isalnum():
            out.append("*")
        else:
            out.append(c)
    return "".join(reversed(out))


def placeholder(kind: str) -> str:
    return f"[{kind.upper()}]"


def resolve_hash_key(key: str | bytes | None) -> bytes:
    """The HMAC key: the configured one, else ``AGENTPROC_PII_HASH_KEY``, else a per-process key.

    A per-process key still gives the same token for the same value within one worker;
    deployments pass a stable key (the Django layer: the newest ``AGENTPROC["PII_HASH_KEYS"]``)."""
    global _process_key
    if key:
        return key.encode() if isinstance(key, str) else key
    env = os.environ.get("AGENTPROC_PII_HASH_KEY")
    if env:
        return env.encode()
    if _process_key is None:
        logger.warning("no hash_key configured for PII hashing; using a per-process key")
        _process_key = secrets.token_bytes(32)
    return _process_key


def hash_token(kind: str, value: str, key: bytes) -> str:
    """``[EMAIL:1a2b3c4d5e]``: a keyed HMAC, so equal values give equal tokens and nothing leaks."""
    digest = hmac.new(key, f"{kind}\x00{value}".encode(), hashlib.sha256).hexdigest()
    return f"[{kind.upper()}:{digest[:10]}]"
