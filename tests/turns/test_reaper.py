"""The stale-run reaper (``agentproc.turns.reaper``): which runs it closes, and its thread's switch."""
from __future__ import annotations

from datetime import timedelta

import pytest
from django.test import override_settings
from django.utils import timezone

from agentproc.turns import reaper
from agentproc.models import Run

pytestmark = pytest.mark.django_db


@override_settings(AGENTPROC={"STALE_RUN_SECONDS": 60, "REAP_INTERVAL_SECONDS": 0})
def test_queued_runs_nothing_started_are_closed_running_ones_by_heartbeat(make_agent) -> None:
    agent = make_agent()
    long_ago = timezone.now() - timedelta(minutes=5)
    lost = Run.objects.create(agent=agent, status="queued")
    Run.objects.filter(pk=lost.pk).update(created_at=long_ago)
    waiting = Run.objects.create(agent=agent, status="queued")
    dead = Run.objects.create(agent=agent, status="running", started_at=long_ago, heartbeat_at=long_ago)
    alive = Run.objects.create(agent=agent, status="running", started_at=long_ago, heartbeat_at=timezone.now())

    assert reaper.reap() == 2

    statuses = dict(Run.objects.values_list("pk", "status"))
    assert statuses == {lost.pk: "failed", waiting.pk: "queued", dead.pk: "failed", alive.pk: "running"}
    assert "No process started" in Run.objects.get(pk=lost.pk).error
    assert "heartbeat" in Run.objects.get(pk=dead.pk).error
    assert reaper.reap() == 0


def test_queued_runs_wait_longer_when_workers_run_turns() -> None:
    with override_settings(AGENTPROC={"STALE_RUN_SECONDS": 60}):
        assert reaper.stale_queued_seconds() == 60
    with override_settings(AGENTPROC={"STALE_RUN_SECONDS": 60, "RUN_IN_WORKER": True}):
        assert reaper.stale_queued_seconds() == 3600
    with override_settings(AGENTPROC={"STALE_QUEUED_SECONDS": 5, "RUN_IN_WORKER": True}):
        assert reaper.stale_queued_seconds() == 5


def test_no_reaper_thread_when_switched_off() -> None:
    with override_settings(AGENTPROC={"REAP_INTERVAL_SECONDS": 0}):
        assert reaper.start() is False
