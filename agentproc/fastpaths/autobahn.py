"""autobahn's per-frame debug lines, built only when one is written.

autobahn (daphne's websocket engine) builds the arguments of a debug line for every frame it
sends and receives (the method's qualified name, the peer, the length), even with debug logging
off, and colours them through click when click is installed (Celery brings it in). Its websocket
modules get its ``hltype``/``hlval`` helpers deferred instead: the lines read the same, and
nothing is built otherwise. Colours are off (AGENTPROC_AUTOBAHN_COLOURS=1 keeps them)."""
from __future__ import annotations

import os
from typing import Any


class _Deferred:
    """A log argument rendered only when a line is written (``str``/``format``)."""

    __slots__ = ("render", "args", "kwargs")

    def __init__(self, render: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> None:
        self.render, self.args, self.kwargs = render, args, kwargs

    def __str__(self) -> str:
        return str(self.render(*self.args, **self.kwargs))

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)

    def __repr__(self) -> str:
        return repr(str(self))


def _deferred(render: Any) -> Any:
    def make(*args: Any, **kwargs: Any) -> _Deferred:
        return _Deferred(render, args, kwargs)

    make.__wrapped__ = render  # type: ignore[attr-defined]
    return make


def defer_debug_lines() -> None:
    """Defer autobahn's debug-line helpers in its websocket modules (twice is once)."""
    import autobahn.twisted.websocket
    import autobahn.util
    import autobahn.websocket.protocol

    for module in (autobahn.websocket.protocol, autobahn.twisted.websocket):
        for name in ("hltype", "hlval"):
            if getattr(getattr(module, name, None), "__wrapped__", None) is None and hasattr(autobahn.util, name):
                setattr(module, name, _deferred(getattr(autobahn.util, name)))
    if os.environ.get("AGENTPROC_AUTOBAHN_COLOURS", "0") != "1" and hasattr(autobahn.util, "_HAS_CLICK"):
        autobahn.util._HAS_CLICK = False  # how autobahn.util.hl() decides to colour
