"""A backtest whose workers die still ends, and counts each turn once: a chunk delivered a
second time takes back what its first delivery stored; a chunk whose task failed outright ends
the backtest failed; a backtest nothing replays any more is marked failed by the reaper."""
from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest
from celery.signals import task_postrun
from django.utils import timezone

from agentproc.backtest.models import Backtest, BacktestChunk, BacktestResult
from agentproc.backtest.runner import Replay
from agentproc.backtest.tasks import (CHUNK_LOST_ERROR, STALE_ERROR, backtest_chunk_lost, merge_backtest,
                                      reap_stale_backtests, run_backtest_chunk)
from agentproc.backtest.turns import chunk_bounds
from agentproc.tasks import reap_stale_runs
from tests.backtest.test_chunks import changed_draft, results, stored_agent

pytestmark = pytest.mark.django_db


def test_a_chunk_delivered_twice_counts_and_stores_each_turn_once(make_agent: Any, chat: Any, backtest_of: Any,
                                                                   settings: Any) -> None:
    agent = stored_agent(make_agent, chat)
    settings.AGENTPROC = {"BACKTEST_CHUNK_SIZE": None}
    whole = backtest_of(agent, changed_draft(agent), batch_size=2)
    settings.AGENTPROC = {"BACKTEST_CHUNK_SIZE": 4}
    delivered: list[tuple[Any, ...]] = []

    def deliver_again(sender: Any, args: Any, **kwargs: Any) -> None:
        delivered.append(tuple(args))
        if len(delivered) == 2:  # the broker hands the second chunk out once more (at-least-once delivery)
            run_backtest_chunk.apply(args=args)

    task_postrun.connect(deliver_again, sender=run_backtest_chunk, weak=False)
    try:
        chunked = backtest_of(agent, changed_draft(agent), batch_size=2)
    finally:
        task_postrun.disconnect(deliver_again, sender=run_backtest_chunk)

    assert len(delivered) == 4 and delivered[1] == delivered[2]  # three chunks, the second one twice
    assert chunked.status == "completed"
    assert (chunked.done, chunked.changed) == (whole.done, whole.changed) == (12, whole.changed)
    assert results(chunked) == results(whole)  # no result row twice
    assert sorted(BacktestChunk.objects.filter(backtest=chunked).values_list("index", "done")) == [
        (0, 4), (1, 4), (2, 4)]


def test_a_chunk_run_again_after_dying_mid_way_takes_its_first_part_back(make_agent: Any, chat: Any,
                                                                          backtest_of: Any, settings: Any) -> None:
    agent = stored_agent(make_agent, chat)
    settings.AGENTPROC = {"BACKTEST_CHUNK_SIZE": None}
    whole = backtest_of(agent, changed_draft(agent), batch_size=2)
    backtest = Backtest.objects.create(agent=agent, draft=whole.draft, live=whole.live, status="running",
                                       started_at=timezone.now(), total=12)
    (_, half), _ = chunk_bounds(agent, {}, 6)
    # The first delivery of the (only) chunk replays its first six turns, then its process
    # dies: what it stored and counted so far stays behind.
    Replay(Backtest.objects.get(pk=backtest.pk)).run(2, None, half, chunk=0)
    backtest.refresh_from_db()
    assert backtest.done == 6 and BacktestChunk.objects.get(backtest=backtest).done == 6
    assert 0 < BacktestResult.objects.filter(backtest=backtest).count() < whole.changed

    after, through = None, None
    part = run_backtest_chunk.apply(args=(str(backtest.pk), after, through, 2, 0)).get()
    merge_backtest.apply(args=([part], str(backtest.pk)))

    backtest.refresh_from_db()
    assert (backtest.status, backtest.done, backtest.changed) == ("completed", 12, whole.changed)
    assert results(backtest) == results(whole)
    assert backtest.summary == whole.summary


def test_a_chunk_whose_task_failed_ends_the_backtest_failed(make_agent: Any, chat: Any) -> None:
    agent = make_agent()
    backtest = Backtest.objects.create(agent=agent, draft=[], live=[], status="running", started_at=timezone.now())

    class WorkerLostError(Exception):
        pass

    backtest_chunk_lost.apply(args=(None, WorkerLostError("Worker exited prematurely: signal 9 (SIGKILL)."), None,
                                    str(backtest.pk)))

    backtest.refresh_from_db()
    assert backtest.status == "failed" and backtest.is_final and backtest.finished_at is not None
    assert backtest.error.startswith(CHUNK_LOST_ERROR) and "WorkerLostError" in backtest.error
    merge_backtest.apply(args=([], str(backtest.pk)))  # a late merge does not bring it back
    backtest.refresh_from_db()
    assert backtest.status == "failed"


def test_a_backtest_nothing_replays_any_more_is_marked_failed(make_agent: Any, settings: Any) -> None:
    agent = make_agent()
    now = timezone.now()
    settings.AGENTPROC = {"BACKTEST_STALE_SECONDS": 600}
    silent = Backtest.objects.create(agent=agent, draft=[], live=[], status="running", started_at=now - timedelta(hours=3),
                                     heartbeat_at=now - timedelta(seconds=601))
    busy = Backtest.objects.create(agent=agent, draft=[], live=[], status="running", started_at=now - timedelta(hours=3),
                                   heartbeat_at=now - timedelta(seconds=30))
    never = Backtest.objects.create(agent=agent, draft=[], live=[], status="running", started_at=now - timedelta(hours=1))
    queued = Backtest.objects.create(agent=agent, draft=[], live=[])

    reap_stale_runs.apply()  # the beat task closes stale backtests as well as stale runs

    statuses = dict(Backtest.objects.values_list("pk", "status"))
    assert statuses == {silent.pk: "failed", busy.pk: "running", never.pk: "failed", queued.pk: "queued"}
    assert Backtest.objects.get(pk=silent.pk).error == STALE_ERROR
    settings.AGENTPROC = {"BACKTEST_STALE_SECONDS": None}
    Backtest.objects.filter(pk=busy.pk).update(heartbeat_at=now - timedelta(days=2))
    assert reap_stale_backtests() == 0
