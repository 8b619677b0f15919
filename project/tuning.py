"""Settings of the demo's server and worker processes (copy them into your own project)."""
import gc
import os
from typing import Any


def tune_gc() -> None:
    """Call once the process has loaded what it lives on (Django, the apps, the URLconf).

    What is loaded by then lives as long as the process: frozen, the garbage collector's full
    passes no longer walk it. Every streamed chunk allocates, and at Python's default thresholds
    a daphne with a few hundred turns going collects dozens of times a second (~2.7 s of every
    50 s at 500 clients in bench/ws_load.py, passes of up to 0.24 s with the event loop stalled);
    frozen and at 50,000 / 20 / 50 it spends ~0.4 s. AGENTPROC_GC_FREEZE=0 and
    AGENTPROC_GC_THRESHOLD=700,10,10 (Python's own) undo either."""
    if os.environ.get("AGENTPROC_GC_FREEZE", "1") == "1":
        gc.freeze()
    gc.set_threshold(*(int(n) for n in os.environ.get("AGENTPROC_GC_THRESHOLD", "50000,20,50").split(",")))


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


def plain_autobahn_logs() -> None:
    """autobahn (daphne's websocket engine) builds the arguments of a debug line for every frame
    it sends and receives (the method's qualified name, the peer, the length), even with debug
    logging off, and colours them through click when click is installed (Celery brings it in):
    ~8 % of a streaming daphne's CPU in bench/ws_load.py coloured, still ~4 % plain. Its websocket
    modules now get them deferred: built when a debug line is written, so the lines read the
    same, and not at all otherwise. Colours are off (AGENTPROC_AUTOBAHN_COLOURS=1 keeps them).
    Nothing is changed with AGENTPROC["FAST_PATHS"] off (read here, once, at process start;
    without Django settings the default, on)."""
    from django.conf import settings

    from agentproc import fastpaths

    if settings.configured and not fastpaths.enabled():
        return
    import autobahn.twisted.websocket
    import autobahn.util
    import autobahn.websocket.protocol

    for module in (autobahn.websocket.protocol, autobahn.twisted.websocket):
        for name in ("hltype", "hlval"):
            if getattr(getattr(module, name, None), "__wrapped__", None) is None and hasattr(autobahn.util, name):
                setattr(module, name, _deferred(getattr(autobahn.util, name)))
    if os.environ.get("AGENTPROC_AUTOBAHN_COLOURS", "0") != "1" and hasattr(autobahn.util, "_HAS_CLICK"):
        autobahn.util._HAS_CLICK = False  # how autobahn.util.hl() decides to colour
