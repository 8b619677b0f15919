"""Settings of the processes ``bench/fair_sharing.py`` starts (its driver and Celery workers):
``bench/ws_settings.py`` on Redis with turns in workers, and the backtest queue the layout
asks for (``AGENTPROC_BENCH_BACKTEST_QUEUE``; empty: backtests share the default queue)."""
from __future__ import annotations

import os

from bench.ws_settings import *  # noqa: F401,F403
from bench.ws_settings import AGENTPROC

_queue = os.environ.get("AGENTPROC_BENCH_BACKTEST_QUEUE") or None
AGENTPROC = {**AGENTPROC, "RUN_IN_WORKER": True, "BACKTEST_QUEUE": _queue, "BACKTEST_LIMITS": None}
CELERY_TASK_ROUTES = {"agentproc.run_backtest": {"queue": _queue}} if _queue else {}
