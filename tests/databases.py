"""The test database from ``AGENTPROC_TEST_DATABASE_URL``: SQLite in memory when it is unset,
PostgreSQL for ``postgresql://user@host:port/name`` (``make test`` sets it when PG answers)."""
from __future__ import annotations

from urllib.parse import urlparse

#: SQLite as the demo runs it: WAL lets readers go on beside a writer, and IMMEDIATE
#: transactions wait up to ``timeout`` for the write lock instead of failing at once.
SQLITE_OPTIONS = {"transaction_mode": "IMMEDIATE", "timeout": 20,
                  "init_command": "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;"}


def database_from_url(url: str | None) -> dict:
    """The ``DATABASES["default"]`` entry for ``url`` (None: SQLite in memory)."""
    if not url:
        return {"ENGINE": "django.db.backends.sqlite3", "NAME": ":memory:", "OPTIONS": dict(SQLITE_OPTIONS),
                "TEST": {"NAME": ":memory:"}}
    parts = urlparse(url)
    return {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": parts.path.lstrip("/") or "postgres",
        "USER": parts.username or "postgres",
        "PASSWORD": parts.password or "",
        "HOST": parts.hostname or "127.0.0.1",
        "PORT": str(parts.port or 5432),
    }
