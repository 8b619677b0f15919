"""Database calls of a running turn that survive a dropped connection (restart, failover, kill).

Under ASGI every ORM call of the turns of a process runs on one shared thread, so one connection
the server dropped would fail every later turn of the process. Django only replaces a broken
connection between requests; a turn is not a request, so it does it here."""
from __future__ import annotations

import logging
from typing import Any, Callable, TypeVar

from django.db import InterfaceError, OperationalError, connection

from .rerun import undoing

logger = logging.getLogger("agentproc")

T = TypeVar("T")


def drop_if_broken() -> bool:
    """Close this thread's connection if it is broken (the next query opens a new one)."""
    if connection.connection is None or connection.in_atomic_block:
        return False
    if connection.is_usable():
        return False
    connection.close()
    return True


def retrying(func: Callable[..., T], *args: Any, **kwargs: Any) -> T:
    """``func(*args, **kwargs)``, run once more on a new connection if the database dropped the
    old one. Only for functions that are one transaction (or read only): nothing half-written;
    what the first run changed in memory is put back first (``rerun``)."""
    with undoing() as put_back:
        if not connection.in_atomic_block:
            connection.ensure_connection()
        used = connection.connection
        try:
            return func(*args, **kwargs)
        except (OperationalError, InterfaceError):
            # Dropped inside ``func``'s atomic block, the connection is already replaced: the
            # block's rollback fails, Django closes it and opens a new one on the way out.
            replaced = not connection.in_atomic_block and connection.connection is not used
            if not (replaced or drop_if_broken()):
                raise
            logger.warning("the database connection dropped; retrying %s on a new one", func.__name__)
            put_back()
    return func(*args, **kwargs)
