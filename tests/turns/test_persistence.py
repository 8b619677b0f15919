"""What a turn leaves in the database when it ends unusually, and the ORM memory on its own."""
from __future__ import annotations

import threading
from typing import Any

import pytest
from asgiref.sync import async_to_sync
from django.db import connection, connections

from agentproc.turns import services
from agentproc.exceptions import RunAlreadyClaimed
from agentproc.turns.orm_memory import OrmMemory, row_id
from agentproc.models import Conversation, Message, Run, Violation
from agentproc.registry import processor_registry
from agentproc.runtime import Agent as RuntimeAgent, Processor
from agentproc.runtime.providers.scripted import ScriptedModel


class StopWord(Processor):
    """Trips on the word "boom" in the streamed answer."""

    key = "test-stop-word"
    lanes = ("output",)

    def __init__(self) -> None:
        self.id = self.key

    def process_output_stream(self, part: dict[str, Any], abort: Any) -> dict[str, Any]:
        if part["type"] == "text-delta" and "boom" in part["payload"]["text"]:
            abort("stop word in the answer")
        return part


@pytest.fixture(autouse=True)
def stop_word():
    processor_registry.register(StopWord)
    yield
    processor_registry.unregister(StopWord.key)


@pytest.fixture
def conversation(make_agent, make_user) -> Conversation:
    agent = make_agent(policies=[("output", "test-stop-word")])
    return services.get_conversation(agent, user=make_user())


@pytest.mark.django_db
def test_an_output_tripwire_keeps_the_blocked_answer_out_of_the_database(conversation, model_script) -> None:
    model_script.set("this will go boom soon")
    turn = services.run_turn(conversation, "tell me")
    assert turn.status == "tripwire" and turn.text == ""
    assert list(conversation.messages.values_list("role", "in_context")) == [("user", False)]
    violation = Violation.objects.get()
    assert (violation.lane, violation.hook, violation.action) == ("output", "process_output_stream", "blocked")


@pytest.mark.django_db
def test_with_full_storage_the_blocked_answer_is_kept_for_the_audit(conversation, model_script, settings) -> None:
    settings.AGENTPROC = {"STORE_BLOCKED_INPUT": "full"}
    model_script.set("this will go boom soon")
    services.run_turn(conversation, "tell me")
    assert not conversation.messages.filter(in_context=True).exists()
    assert Run.objects.get().output_text.startswith("this will go")


@pytest.mark.django_db
def test_a_failing_chunk_consumer_fails_the_run_and_is_raised(conversation, model_script) -> None:
    model_script.set("hello there")

    async def on_chunk(chunk: dict[str, Any]) -> None:
        if chunk["type"] == "text-delta":
            raise ConnectionResetError("client went away")

    with pytest.raises(ConnectionResetError):
        services.run_turn(conversation, "hi", on_chunk=on_chunk)
    run = Run.objects.get()
    assert run.status == "failed" and "client went away" in run.error and run.finished_at


@pytest.mark.django_db
def test_a_turn_moves_the_conversation_up_the_list(conversation, model_script) -> None:
    before = conversation.updated_at
    model_script.set("ok")
    services.run_turn(conversation, "hi")
    conversation.refresh_from_db()
    assert conversation.updated_at > before and conversation.title == "hi"


@pytest.mark.django_db(transaction=True)
def test_two_workers_claiming_one_run_start_it_once(conversation, model_script) -> None:
    if connection.vendor == "sqlite":
        # SQLite's shared in-memory test database refuses a concurrent writer outright
        # ("table is locked"); the PostgreSQL pass of `make test` runs this test.
        pytest.skip("concurrent claims need a database server (runs in the PostgreSQL pass)")
    run = services.prepare_turn(conversation, "hi")
    barrier = threading.Barrier(2)
    outcomes: list[str] = []

    def claim() -> None:
        try:
            barrier.wait()
            services.claim_turn(run.pk)
            outcomes.append("claimed")
        except RunAlreadyClaimed:
            outcomes.append("refused")
        finally:
            connections.close_all()

    threads = [threading.Thread(target=claim) for _ in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sorted(outcomes) == ["claimed", "refused"]


@pytest.mark.django_db
def test_orm_memory_used_directly_saves_and_loads(make_agent, make_user) -> None:
    conversation = services.get_conversation(make_agent(), user=make_user())
    memory = OrmMemory(conversation)
    agent = RuntimeAgent("t", model=ScriptedModel(["first answer", "second answer"]), memory=memory)
    # async_to_sync (not generate_sync): the ORM calls come back to this thread and its transaction
    async_to_sync(agent.generate)("first", thread_id=str(conversation.pk))
    assert list(conversation.messages.values_list("text", "in_context")) == [("first", True), ("first answer", True)]
    result = async_to_sync(agent.generate)("second", thread_id=str(conversation.pk))
    assert [m.text for m in result.message_list.get.remembered.db()] == ["first", "first answer"]
    assert Message.objects.count() == 4


def test_runtime_ids_that_are_not_uuids_get_stable_row_ids() -> None:
    assert row_id("msg-1") == row_id("msg-1") != row_id("msg-2")
    assert str(row_id("7a3e2f7e-0000-4000-8000-000000000000")) == "7a3e2f7e-0000-4000-8000-000000000000"


@pytest.mark.django_db
def test_the_response_cache_gets_the_django_cache(make_agent, make_user, model_script) -> None:
    from django.core.cache import cache

    cache.clear()
    agent = make_agent(policies=[("input", "response-cache")])
    user = make_user()
    model = model_script.set("computed once")
    first = services.run_turn(services.get_conversation(agent, user=user), "same question")
    second = services.run_turn(services.get_conversation(agent, user=user), "same question")
    assert first.text == second.text == "computed once" and model.calls == 1


@pytest.mark.django_db(transaction=True)
async def test_a_long_turn_keeps_its_heartbeat_fresh(make_agent, make_user, model_script, settings) -> None:
    from asgiref.sync import sync_to_async

    settings.AGENTPROC = {"HEARTBEAT_SECONDS": 0.05}
    agent = await sync_to_async(make_agent)()
    conversation = await services.aget_conversation(agent, user=await sync_to_async(make_user)())
    model_script.set("one two three four five six", delay=0.04)
    beats: list[Any] = []

    async def on_chunk(chunk: dict[str, Any]) -> None:
        if chunk["type"] == "text-delta":
            beats.append((await Run.objects.aget()).heartbeat_at)

    turn = await services.arun_turn(conversation, "go", on_chunk=on_chunk)
    assert turn.status == "completed"
    assert len(set(beats)) > 1  # refreshed while the answer was streaming
    await sync_to_async(connections.close_all)()
