"""``test_fair_sharing_worker``'s settings: ``tests.worker_settings`` (one SQLite file, Redis
broker), with this run's own backtest queue beside its default queue."""
from __future__ import annotations

import os

from tests.worker_settings import *  # noqa: F401,F403
from tests.worker_settings import AGENTPROC

BACKTEST_QUEUE = os.environ.get("AGENTPROC_WORKER_QUEUE", "agentproc-test") + ".backtest"
AGENTPROC = {**AGENTPROC, "BACKTEST_QUEUE": BACKTEST_QUEUE, "BACKTEST_LIMITS": None}
CELERY_TASK_ROUTES = {"agentproc.run_backtest": {"queue": BACKTEST_QUEUE}}
