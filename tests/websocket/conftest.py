"""Fixtures of the websocket tests: the channel layer to run on, the chat's agent, a worker
that runs RUN_IN_WORKER's turns on the test's event loop."""
from __future__ import annotations

import asyncio
import contextvars
from collections.abc import AsyncIterator
from typing import Any

import pytest
from django.test import override_settings

from agentproc.events import conversation_group
from agentproc.models import Agent, Run
from tests.websocket.chat import project_redis_layer


@pytest.fixture(params=["memory", pytest.param("redis", marks=pytest.mark.redis)])
def layer(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Any:
    """Run a test on the in-memory channel layer and on the project's channels-redis layer."""
    if request.param == "memory":
        config: dict[str, Any] = {"BACKEND": "channels.layers.InMemoryChannelLayer"}
    else:
        config = project_redis_layer(monkeypatch)
    with override_settings(CHANNEL_LAYERS={"default": config}):
        yield request.param


@pytest.fixture
def chat_agent(make_agent: Any) -> Any:
    """``make_agent`` with the websocket tests' defaults: ``support``, open to visitors, ``wstest/hello``."""

    def make(slug: str = "support", *, model: str = "wstest/hello", **fields: Any) -> Agent:
        fields.setdefault("allow_anonymous", True)
        return make_agent(slug, model=model, **fields)

    return make


@pytest.fixture
async def worker(monkeypatch: pytest.MonkeyPatch) -> AsyncIterator[list[asyncio.Task[None]]]:
    """RUN_IN_WORKER's hand-off runs the worker's code (``tasks._execute``, what
    ``agentproc.run_turn`` runs) as a task on this event loop. An eager Celery would run the
    whole turn inside the socket's database thread, which every frame the socket dispatches
    waits for: nothing could be cancelled (or relayed) before the turn ends.

    The value is the list of those tasks; a test awaits them before it reads what a turn
    stores at its end (a worker publishes the last chunk first). They have ended, too, before
    the test's database is flushed (see the end)."""
    from asgiref.sync import async_to_sync, sync_to_async

    from agentproc import tasks

    running: list[Any] = []

    async def run_turn(run_id: str, sealed: str) -> None:
        run = await Run.objects.aget(pk=run_id)
        await tasks._execute(run_id, conversation_group(run.conversation_id), tasks.Intake(tasks.unseal(sealed)))

    async def hand_over(run_id: str, sealed: str) -> None:
        # A context of its own: not the hand-off's database thread, which is gone by then.
        running.append(asyncio.create_task(run_turn(run_id, sealed), context=contextvars.Context()))

    def enqueue_turn(run: Any) -> None:  # called in the socket's database thread
        async_to_sync(hand_over)(str(run.pk), tasks.seal(run.intake.message))

    monkeypatch.setattr(tasks, "enqueue_turn", enqueue_turn)
    yield running
    if not running:
        return
    # The database is flushed on the main thread once the test is over, while the worker may
    # still be storing its turn's end on asgiref's database thread (it does so after the last
    # chunk the test waited for). SQLite in memory shares one cache between the two
    # connections, which fails a write meeting another at once ("database table is locked")
    # instead of waiting.
    _, late = await asyncio.wait(running, timeout=10)
    for task in late:
        task.cancel()
    if late:
        await asyncio.wait(late)
    # A cancelled await does not wait for a call already on the database thread: a no-op
    # queued behind it returns once that call is done.
    await sync_to_async(lambda: None)()

