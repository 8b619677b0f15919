"""Settings of the processes ``bench/backtest.py --workers`` starts (the bench and its Celery
workers): the demo project's, one SQLite file (WAL) they share, Redis as broker and result
backend (``AGENTPROC_BENCH_REDIS``), and this run's own backtest queue."""
from __future__ import annotations

import os

from project.settings import *  # noqa: F401,F403
from project.settings import AGENTPROC

DATABASES = {"default": {"ENGINE": "django.db.backends.sqlite3", "NAME": os.environ["AGENTPROC_BENCH_DB"],
                         "OPTIONS": {"timeout": 60, "transaction_mode": "IMMEDIATE",
                                     "init_command": "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;"}}}
CELERY_BROKER_URL = CELERY_RESULT_BACKEND = os.environ["AGENTPROC_BENCH_REDIS"]
CELERY_TASK_ALWAYS_EAGER = False
CELERY_RESULT_EXPIRES = 600
CELERY_WORKER_HIJACK_ROOT_LOGGER = False
_queue = os.environ["AGENTPROC_BENCH_BACKTEST_QUEUE"]
CELERY_TASK_DEFAULT_QUEUE = _queue
CELERY_TASK_ROUTES = {"agentproc.run_backtest": {"queue": _queue}}
AGENTPROC = {**AGENTPROC, "BACKTEST_QUEUE": _queue, "BACKTEST_LIMITS": None}
