"""The fast paths: code that leans on other libraries' private internals for speed, behind one
switch, ``AGENTPROC["FAST_PATHS"]`` (default True).

- the turn's hot statements compiled once through Django's SQL compiler (``statements``);
- group commit of the turn writes that queue for asgiref's shared database thread
  (``group_commit``; it tells that thread apart through asgiref's ``SyncToAsync`` /
  ``AsyncToSync`` internals);
- frames sent past Channels' session middleware wrapper (``frames``), and the consumer's own
  connection handling of its frequent events;
- autobahn's per-frame debug lines built only when written (``autobahn``).

With the switch off each takes the plain public path (the ORM's ``save()``/``update()``/
``bulk_create()``/queries, one transaction per write, the middleware's send, autobahn as it is):
the same rows and frames, only slower. Turn it off when an upgrade of one of those libraries
breaks a fast path (``tests/test_fastpaths.py`` says which). The channel layer subclass
(``agentproc.redis_layer``) is a correctness fix, not a fast path: it stays either way."""
from __future__ import annotations

from ..conf import agentproc_settings


def enabled() -> bool:
    """``AGENTPROC["FAST_PATHS"]`` as it is now (read at each call: ``override_settings`` works)."""
    return bool(agentproc_settings.FAST_PATHS)
