"""Does a real local service answer? ``python -m tests.availability postgres`` exits 0 if so.

Tests marked ``postgres`` / ``redis`` / ``celery_worker`` / ``browser`` are skipped when
their service is not there, so the suite passes on the embedded defaults alone."""
from __future__ import annotations

import shutil
import socket
import sys
from functools import lru_cache

PORTS = {"postgres": 5432, "redis": 6379}


@lru_cache(maxsize=None)
def answers(name: str) -> bool:
    if name == "browser":
        return bool(shutil.which("chromium") and shutil.which("chromedriver"))
    try:
        with socket.create_connection(("127.0.0.1", PORTS[name]), timeout=0.5):
            return True
    except OSError:
        return False


if __name__ == "__main__":
    sys.exit(0 if answers(sys.argv[1]) else 1)
