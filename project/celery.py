"""Celery application of the demo project (eager by default, Redis when CELERY_BROKER_URL is set).

Run a worker with ``celery -A project worker`` and the schedule with ``celery -A project beat``.
"""
import os

from celery import Celery
from celery.schedules import crontab
from celery.signals import worker_init, worker_process_init

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "project.settings")

app = Celery("project")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()

#: agentproc's periodic housekeeping; a project may add to it in CELERY_BEAT_SCHEDULE.
AGENTPROC_BEAT_SCHEDULE = {
    "agentproc-reap-stale-runs": {"task": "agentproc.reap_stale_runs", "schedule": 300.0},
    "agentproc-purge-expired": {"task": "agentproc.purge_expired", "schedule": crontab(hour=3, minute=17)},
}


@app.on_after_configure.connect
def _add_agentproc_schedule(sender: Celery, **kwargs: object) -> None:
    # After the settings are read, so CELERY_BEAT_SCHEDULE entries of the same name win.
    sender.conf.beat_schedule = {**AGENTPROC_BEAT_SCHEDULE, **(sender.conf.beat_schedule or {})}


@worker_init.connect  # the worker's main process (where the solo and threads pools run turns)
@worker_process_init.connect  # each child of the prefork pool
def _tune_gc(**kwargs: object) -> None:
    from .tuning import tune_gc

    tune_gc()
