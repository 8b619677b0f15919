"""Group commit: turn writes that wait for the process's database thread together share one
transaction, each in its own savepoint (``agentproc.fastpaths.group_commit``)."""
from __future__ import annotations

import asyncio
import contextlib
import threading
import uuid
from functools import partial
from typing import Any, AsyncIterator, Callable

import pytest
from asgiref.sync import ThreadSensitiveContext
from channels.db import database_sync_to_async
from django.db import DatabaseError, IntegrityError, connection, transaction
from django.test import override_settings

from agentproc.models import Agent, Message
from agentproc.runtime.messages import Message as UserMessage
from agentproc.fastpaths import group_commit

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.usefixtures("fast_paths_on")]


@contextlib.asynccontextmanager
async def thread_held() -> AsyncIterator[None]:
    """The process's shared database thread is busy until the block ends: calls queue meanwhile."""
    running, release = threading.Event(), threading.Event()

    def hold() -> None:
        running.set()
        release.wait(10)

    holder = asyncio.ensure_future(database_sync_to_async(hold)())
    await asyncio.get_running_loop().run_in_executor(None, running.wait, 5)
    try:
        yield
    finally:
        release.set()
        await holder


async def queued(*calls: Callable[[], Any]) -> list[asyncio.Future[Any]]:
    """Each call started through ``group_commit.run``; returns once they have all queued."""
    futures = [asyncio.ensure_future(group_commit.run(call)) for call in calls]
    await asyncio.sleep(0.05)
    return futures


def write(slug: str, *, fail: bool = False, ran: list[str] | None = None) -> Any:
    """A turn write: one row in its atomic block. Returns the outermost transaction it ran in
    (None: its own)."""
    if ran is not None:
        ran.append(slug)
    blocks = transaction.get_connection().atomic_blocks
    outer = blocks[0] if blocks else None
    with transaction.atomic():
        Agent.objects.create(slug=slug, name=slug)
        if fail:
            raise RuntimeError(f"{slug} failed after writing")
    return outer


def orphan_message(slug: str) -> None:
    """A write whose foreign key fails only when its transaction commits (deferred)."""
    with transaction.atomic():
        Message.objects.create(conversation_id=uuid.uuid4(), role="user", data={}, text=slug)


async def slugs() -> set[str]:
    return {slug async for slug in Agent.objects.values_list("slug", flat=True)}


async def test_a_write_that_finds_nothing_under_way_runs_at_once_in_its_own_transaction() -> None:
    assert await group_commit.run(write, "alone") is None
    assert await slugs() == {"alone"}


async def test_writes_that_wait_for_the_thread_together_share_one_transaction() -> None:
    async with thread_held():
        [first] = await queued(partial(write, "first"))  # taken alone: it waits behind the held thread
        rest = await queued(*(partial(write, f"w{i}") for i in range(5)))
    outers = await asyncio.gather(*rest)
    assert await first is None
    assert outers[0] is not None and all(outer is outers[0] for outer in outers)
    assert await slugs() == {"first", "w0", "w1", "w2", "w3", "w4"}


async def test_a_write_that_fails_in_a_group_rolls_back_alone() -> None:
    async with thread_held():
        calls = await queued(partial(write, "a"), partial(write, "b", fail=True), partial(write, "c"))
    results = await asyncio.gather(*calls, return_exceptions=True)
    assert isinstance(results[1], RuntimeError)
    assert results[0] is not None and results[0] is results[2]  # a and c still went together
    assert await slugs() == {"a", "c"}


async def test_a_group_that_cannot_commit_stores_each_write_on_its_own() -> None:
    ran: list[str] = []
    async with thread_held():
        calls = await queued(partial(write, "a", ran=ran), partial(orphan_message, "orphan"),
                             partial(write, "c", ran=ran))
    results = await asyncio.gather(*calls, return_exceptions=True)
    assert isinstance(results[1], IntegrityError)  # its caller hears of it, as it would alone
    assert results[0] is None and results[2] is None  # stored in their own transactions
    assert ran == ["a", "c", "a", "c"]  # the group's commit failed, then each ran alone
    assert await slugs() == {"a", "c"}
    assert not await Message.objects.aexists()


def swallowing(kind: str) -> str:
    """A call that meets a database error outside any atomic block of its own and carries on
    (a failed read it treats as a nicety, a duplicate it ignores): alone, nothing is lost."""
    try:
        if kind == "write":
            Agent.objects.create(slug="first", name="again")  # already there: IntegrityError
        else:
            with connection.cursor() as cursor:
                cursor.execute("SELECT * FROM agentproc_no_such_table")
    except DatabaseError:
        pass
    return kind


@pytest.mark.parametrize("kind", ["write", "read"])
async def test_an_error_a_write_swallows_does_not_lose_the_others(kind: str) -> None:
    """On PostgreSQL such an error aborts the shared transaction, and a COMMIT of an aborted
    transaction rolls back without a word; Django's own mark does the same on every backend.
    The group notices and stores each call on its own."""
    await group_commit.run(write, "first")
    async with thread_held():
        [blocker] = await queued(partial(write, "alone"))
        calls = await queued(partial(write, "a"), partial(swallowing, kind), partial(write, "c"))
    await blocker
    assert (await asyncio.gather(*calls))[1] == kind
    assert await slugs() == {"first", "alone", "a", "c"}


def write_after_losing_the_connection(slug: str, killed: list[str]) -> None:
    """The first time: the server drops this connection (a restart, a failover, a DBA's
    pg_terminate_backend), then the write; later times just the write."""
    if not killed:
        import psycopg

        killed.append(slug)
        pid = connection.connection.info.backend_pid
        with psycopg.connect(**connection.get_connection_params()) as admin:
            admin.execute("SELECT pg_terminate_backend(%s)", [pid])
    write(slug)


@pytest.mark.skipif("connection.vendor != 'postgresql'")
async def test_a_connection_dropped_in_the_middle_of_a_group_loses_nothing() -> None:
    killed: list[str] = []
    async with thread_held():
        [blocker] = await queued(partial(write, "alone"))
        calls = await queued(partial(write, "a"), partial(write_after_losing_the_connection, "b", killed),
                             partial(write, "c"))
    await blocker
    await asyncio.gather(*calls)  # none of them fails: the group ran again, call by call, reconnected
    assert killed == ["b"]
    assert await slugs() == {"alone", "a", "b", "c"}


async def test_a_write_whose_caller_stopped_waiting_before_its_group_is_never_run() -> None:
    ran: list[str] = []
    async with thread_held():
        [first] = await queued(partial(write, "first", ran=ran))
        gone, kept = await queued(partial(write, "gone", ran=ran), partial(write, "kept", ran=ran))
        gone.cancel()
    await asyncio.gather(first, kept)
    assert gone.cancelled()
    assert ran == ["first", "kept"]
    assert await slugs() == {"first", "kept"}


async def test_writes_of_a_request_thread_are_not_grouped() -> None:
    """In a Django request (its own ThreadSensitiveContext) a write runs on that request's
    thread, as ``sync_to_async`` runs it, even while the consumers' shared thread is busy."""
    async with thread_held():
        async with ThreadSensitiveContext():
            outer = await asyncio.wait_for(group_commit.run(write, "request"), 5)
    assert outer is None
    assert await slugs() == {"request"}


async def test_group_commit_can_be_switched_off() -> None:
    with override_settings(AGENTPROC={"GROUP_COMMIT": 1}):
        async with thread_held():
            calls = await queued(*(partial(write, f"w{i}") for i in range(3)))
        assert await asyncio.gather(*calls) == [None, None, None]
    assert await slugs() == {"w0", "w1", "w2"}


# -- a group that runs again repeats each turn write exactly as it would run alone ------------


def turn_in(title: str = "") -> tuple[Any, Any]:
    """A running turn of a conversation (titled ``title``) and its message in memory."""
    from agentproc.models import Conversation, Run
    from agentproc.turns.intake import Intake

    agent = Agent.objects.create(slug=f"a{uuid.uuid4().hex[:8]}", name="A")
    conversation = Conversation.objects.create(agent=agent, title=title)
    run = Run.objects.create(agent=agent, conversation=conversation, status="running")
    return run, Intake(UserMessage.from_text("Where is my parcel?", "user").to_dict())


async def test_a_new_conversation_keeps_its_title_when_its_group_runs_again() -> None:
    from agentproc.models import Conversation
    from agentproc.turns.intake import store_processed_input

    run, intake = await database_sync_to_async(turn_in)()
    async with thread_held():
        [blocker] = await queued(partial(write, "alone"))
        calls = await queued(partial(store_processed_input, run, intake, [intake.runtime_message()]),
                             partial(orphan_message, "orphan"))
    await blocker
    results = await asyncio.gather(*calls, return_exceptions=True)
    assert results[0] is None and isinstance(results[1], IntegrityError)  # the group ran again, call by call
    assert (await Conversation.objects.aget(pk=run.conversation_id)).title == "Where is my parcel?"
    assert [m.text async for m in Message.objects.filter(conversation_id=run.conversation_id)] == ["Where is my parcel?"]


async def test_a_blocked_turn_ends_when_its_group_runs_again_storing_no_input() -> None:
    from agentproc.models import Run
    from agentproc.runtime.results import RunResult
    from agentproc.turns.intake import store_processed_input
    from agentproc.turns.persistence import Outcome, finish_run

    run, intake = await database_sync_to_async(turn_in)("Parcels")
    await database_sync_to_async(store_processed_input)(run, intake, [intake.runtime_message()])
    blocked = RunResult(run_id=str(run.pk), finish_reason="other", status="tripwire",
                        tripwire={"reason": "blocked", "processorId": "regex-filter"})
    outcome = Outcome(status="tripwire", result=blocked)
    with override_settings(AGENTPROC={"STORE_BLOCKED_INPUT": "none"}):
        async with thread_held():
            [blocker] = await queued(partial(write, "alone"))
            calls = await queued(partial(finish_run, run, intake, outcome), partial(orphan_message, "orphan"))
        await blocker
        results = await asyncio.gather(*calls, return_exceptions=True)
    assert not isinstance(results[0], Exception), results[0]
    stored = await Run.objects.aget(pk=run.pk)
    assert (stored.status, stored.input) == ("tripwire", None)
    assert not await Message.objects.filter(conversation_id=run.conversation_id).aexists()
