"""Settings of the demo's server and worker processes (copy them into your own project)."""
import gc
import os


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


def plain_autobahn_logs() -> None:
    """autobahn (daphne's websocket engine) builds the arguments of a debug line for every frame
    it sends and receives, even with debug logging off: ~8 % of a streaming daphne's CPU in
    bench/ws_load.py coloured through click, still ~4 % plain. Call it once the process has
    Django's settings; ``agentproc.fastpaths.autobahn`` says what it changes (nothing with
    AGENTPROC["FAST_PATHS"] off, read here, once)."""
    from django.conf import settings

    from agentproc import fastpaths
    from agentproc.fastpaths.autobahn import defer_debug_lines

    if not settings.configured or fastpaths.enabled():
        defer_debug_lines()
