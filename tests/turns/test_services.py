"""The bridge: a chat turn stored through the ORM (messages, runs, violations), sync and async."""
from __future__ import annotations

import asyncio
from typing import Any

import pytest
from asgiref.sync import async_to_sync
from django.db import connection
from django.test.utils import CaptureQueriesContext

from agentproc.turns import services
from agentproc.exceptions import (
    ConversationNotFound,
    Forbidden,
    RunAlreadyClaimed,
    RunNotFound,
    TurnRejected,
)
from agentproc.models import Conversation, Message, Run, Violation
from agentproc.registry import processor_registry
from agentproc.runtime import Processor
from agentproc.runtime.providers.scripted import text_chunks
from agentproc.processors.schema import Field


class Redact(Processor):
    """Replaces the word "secret" in the input and reports a redaction."""

    key = "test-redact"
    lanes = ("input",)
    config_fields = (Field("word", "str", default="secret"),)

    def __init__(self, word: str = "secret") -> None:
        self.id = self.key
        self.word = word

    def process_input(self, messages: list[Any]) -> list[Any]:
        for m in messages:
            for part in m.content.parts:
                if part.get("type") == "text" and self.word in part["text"]:
                    part["text"] = part["text"].replace(self.word, "[redacted]")
                    self.report_violation("secret word", {"count": 1}, action="redacted", hook="process_input")
        return messages


class Block(Processor):
    """Aborts when the input contains "forbidden"."""

    key = "test-block"
    lanes = ("input",)

    def __init__(self) -> None:
        self.id = self.key

    def process_input(self, messages: list[Any], abort: Any) -> None:
        if any("forbidden" in m.text for m in messages):
            abort("forbidden topic", metadata={"topic": "forbidden"})


class Notes(Processor):
    """Emits a transient and a persistent data chunk after each step."""

    key = "test-notes"
    lanes = ("output",)

    def __init__(self) -> None:
        self.id = self.key

    async def process_output_step(self, writer: Any) -> None:
        await writer.custom({"type": "data-progress", "data": {"pct": 100}, "transient": True})
        await writer.custom({"type": "data-note", "data": {"checked": True}})


class WordCount(Processor):
    """The spec's word counter: counts streamed words, writes the total on ``finish``, and
    blocks there when told to."""

    key = "test-word-count"
    lanes = ("output",)
    config_fields = (Field("block_on_finish", "bool", default=False),)

    def __init__(self, block_on_finish: bool = False) -> None:
        self.id = self.key
        self.block_on_finish = block_on_finish

    async def process_output_stream(self, part: Any, state: Any, writer: Any, abort: Any) -> Any:
        if part["type"] == "text-delta":
            state["words"] = state.get("words", 0) + len(part["payload"]["text"].split())
        if part["type"] == "finish":
            if self.block_on_finish:
                abort("answer refused at the end")
            await writer.custom({"type": "data-word-count", "data": {"words": state.get("words", 0)}})
        return part


@pytest.fixture(autouse=True)
def test_processors():
    for cls in (Redact, Block, Notes, WordCount):
        processor_registry.register(cls)
    yield
    for cls in (Redact, Block, Notes, WordCount):
        processor_registry.unregister(cls.key)


@pytest.fixture
def user(make_user):
    return make_user()


@pytest.fixture
async def thread_connections():
    """Async tests reach the ORM from asgiref's worker thread: close its connection after the
    test, or PostgreSQL refuses to drop the test database."""
    yield
    from asgiref.sync import sync_to_async
    from django.db import connections

    await sync_to_async(connections.close_all)()


def _conversation(agent: Any, user: Any) -> Conversation:
    return services.get_conversation(agent, user=user, session_key=None)


# -- completed turns -------------------------------------------------------------------


@pytest.mark.django_db
def test_a_turn_stores_both_messages_in_context(make_agent, model_script, user) -> None:
    conversation = _conversation(make_agent(), user)
    model_script.set("Hello there!")
    turn = services.run_turn(conversation, "hi")
    assert (turn.status, turn.text, turn.finish_reason) == ("completed", "Hello there!", "stop")
    assert [(m.role, m.text, m.in_context) for m in conversation.messages.all()] == [
        ("user", "hi", True), ("assistant", "Hello there!", True)]
    run = Run.objects.get()
    assert run.status == "completed" and run.finished_at and run.usage["totalTokens"] > 0
    assert run.output_text == "Hello there!" and run.model == "test/script"


@pytest.mark.django_db
def test_history_reaches_the_model_on_the_next_turn(make_agent, model_script, user) -> None:
    conversation = _conversation(make_agent(instructions="Be brief."), user)
    model_script.set("First answer.")
    services.run_turn(conversation, "first question")
    model = model_script.set("Second answer.")
    services.run_turn(conversation, "second question")
    prompt = model.requests[0].prompt
    assert [m["role"] for m in prompt] == ["system", "user", "assistant", "user"]
    assert prompt[1]["content"][0]["text"] == "first question"


@pytest.mark.django_db(transaction=True)
async def test_user_message_is_stored_before_the_model_answers(make_agent, model_script, user, thread_connections) -> None:
    conversation = await services.aget_conversation(await _aget_agent(make_agent), user=user)
    model_script.set("Fine.")
    seen: dict[str, list[tuple[str, bool]]] = {}

    async def on_chunk(chunk: dict[str, Any]) -> None:
        # "start" comes before the input lane, "step-start" after it and before the model call.
        if chunk["type"] in ("start", "step-start"):
            seen[chunk["type"]] = [(m.text, m.in_context) async for m in Message.objects.filter(conversation=conversation)]

    turn = await services.arun_turn(conversation, "hello?", on_chunk=on_chunk)
    assert seen == {"start": [], "step-start": [("hello?", False)]}
    assert turn.status == "completed"


async def _aget_agent(make_agent: Any) -> Any:
    from asgiref.sync import sync_to_async

    return await sync_to_async(make_agent)()


@pytest.mark.django_db
def test_redaction_reaches_the_database_and_is_a_violation(make_agent, model_script, user) -> None:
    agent = make_agent(policies=[("input", "test-redact")])
    conversation = _conversation(agent, user)
    model = model_script.set("Noted.")
    services.run_turn(conversation, "my secret is 42")
    assert "secret" not in model.requests[0].prompt[-1]["content"][0]["text"]
    stored = conversation.messages.get(role="user")
    assert stored.text == "my [redacted] is 42" and "secret" not in str(stored.data)
    assert "secret" not in str(Run.objects.get().input)
    violation = Violation.objects.get()
    assert (violation.action, violation.lane, violation.hook, violation.processor_id) == (
        "redacted", "input", "process_input", "test-redact")
    assert violation.policy == agent.policies.get() and violation.conversation == conversation


@pytest.mark.django_db
def test_timings_list_each_processor_and_hook(make_agent, model_script, user) -> None:
    conversation = _conversation(make_agent(policies=[("input", "test-redact"), ("input", "test-block")]), user)
    model_script.set("ok")
    services.run_turn(conversation, "hello")
    timings = {(t["processorId"], t["hook"]): t for t in Run.objects.get().timings}
    assert timings[("test-redact", "process_input")]["calls"] == 1
    assert ("test-block", "process_input") in timings


@pytest.mark.django_db
def test_time_hooks_off_still_counts_every_call(make_agent, model_script, user, settings) -> None:
    settings.AGENTPROC = {"TIME_HOOKS": False}
    conversation = _conversation(make_agent(policies=[("input", "test-redact")]), user)
    model_script.set("ok")
    services.run_turn(conversation, "hello")
    (timing,) = [t for t in Run.objects.get().timings if t["processorId"] == "test-redact"]
    assert (timing["calls"], timing["totalMs"]) == (1, 0)


@pytest.mark.django_db
def test_tool_calls_and_results_are_stored(make_agent, model_script, user) -> None:
    conversation = _conversation(make_agent(tools=["lookup_order"]), user)
    model_script.set({"tool_calls": [{"name": "lookup_order", "args": {"order_id": "1234"}}]}, "It has shipped.")
    turn = services.run_turn(conversation, "where is order 1234?")
    assert turn.text.endswith("It has shipped.")
    parts = [p for m in conversation.messages.filter(role="assistant") for p in m.data["content"]["parts"]]
    invocation = next(p["toolInvocation"] for p in parts if p["type"] == "tool-invocation")
    assert invocation["state"] == "result" and invocation["result"]["orderId"] == "1234"


@pytest.mark.django_db
def test_transient_data_chunks_are_streamed_but_not_stored(make_agent, model_script, user) -> None:
    conversation = _conversation(make_agent(policies=[("output", "test-notes")]), user)
    model_script.set("Done.")
    streamed: list[str] = []

    async def on_chunk(chunk: dict[str, Any]) -> None:
        streamed.append(chunk["type"])

    services.run_turn(conversation, "go", on_chunk=on_chunk)
    assert "data-progress" in streamed and "data-note" in streamed
    stored = str(conversation.messages.get(role="assistant").data)
    assert "data-note" in stored and "data-progress" not in stored


@pytest.mark.django_db
def test_a_data_chunk_written_on_finish_is_stored_in_the_assistant_message(make_agent, model_script, user) -> None:
    conversation = _conversation(make_agent(policies=[("output", "test-word-count")]), user)
    model_script.set("three short words")
    services.run_turn(conversation, "go")
    parts = conversation.messages.get(role="assistant").data["content"]["parts"]
    assert {"type": "data-word-count", "data": {"words": 3}} in parts


@pytest.mark.django_db
def test_a_turn_blocked_on_its_finish_chunk_stores_no_answer(make_agent, model_script, user) -> None:
    agent = make_agent(policies=[("output", "test-word-count", {"block_on_finish": True})])
    conversation = _conversation(agent, user)
    model_script.set("three short words")
    services.run_turn(conversation, "go")
    run = Run.objects.get()
    assert run.status == "tripwire"
    assert not conversation.messages.filter(role="assistant", in_context=True).exists()


# -- blocked turns ---------------------------------------------------------------------


@pytest.mark.django_db
@pytest.mark.parametrize("mode", ["full", "redacted", "none"])
def test_a_blocked_turn_adds_nothing_to_the_context(make_agent, model_script, user, settings, mode) -> None:
    settings.AGENTPROC = {"STORE_BLOCKED_INPUT": mode}
    agent = make_agent(policies=[("input", "test-redact"), ("input", "test-block")])
    conversation = _conversation(agent, user)
    model = model_script.set("never said")
    turn = services.run_turn(conversation, "my secret: forbidden stuff")
    assert turn.status == "tripwire" and turn.tripwire["reason"] == "forbidden topic"
    assert model.calls == 0
    assert not conversation.messages.filter(in_context=True).exists()
    run = Run.objects.get()
    assert run.status == "tripwire" and run.finish_reason == "other" and run.tripwire["processorId"] == "test-block"
    stored = list(conversation.messages.values_list("text", flat=True))
    if mode == "full":
        assert run.input[0]["content"]["parts"][0]["text"] == "my secret: forbidden stuff"
        assert stored == ["my secret: forbidden stuff"]
    elif mode == "redacted":
        assert run.input[0]["content"]["parts"][0]["text"] == "my [redacted]: forbidden stuff"
        assert stored == ["my [redacted]: forbidden stuff"]
    else:
        assert run.input is None and stored == []
    blocked = Violation.objects.get(action="blocked")
    assert (blocked.processor_id, blocked.lane, blocked.hook, blocked.reason) == (
        "test-block", "input", "process_input", "forbidden topic")
    assert blocked.metadata == {"topic": "forbidden", "count": 1}


@pytest.mark.django_db
def test_the_next_turn_does_not_see_a_blocked_one(make_agent, model_script, user) -> None:
    conversation = _conversation(make_agent(policies=[("input", "test-block")]), user)
    services.run_turn(conversation, "forbidden")
    model = model_script.set("Hi!")
    services.run_turn(conversation, "hello")
    assert [m["role"] for m in model.requests[0].prompt] == ["user"]


# -- monitor mode ----------------------------------------------------------------------


@pytest.mark.django_db
def test_monitor_mode_records_an_abort_and_the_run_goes_on(make_agent, model_script, user) -> None:
    agent = make_agent(policies=[("input", "test-block", {}, "monitor")])
    conversation = _conversation(agent, user)
    model_script.set("Answered anyway.")
    turn = services.run_turn(conversation, "forbidden question")
    assert turn.status == "completed" and turn.text == "Answered anyway."
    violation = Violation.objects.get()
    assert (violation.action, violation.reason, violation.policy) == ("monitored", "Would have blocked the user's message: forbidden topic", agent.policies.get())
    assert violation.metadata["wouldAction"] == "blocked" and violation.lane == "input"


@pytest.mark.django_db
def test_monitor_mode_reports_a_redaction_without_applying_it(make_agent, model_script, user) -> None:
    conversation = _conversation(make_agent(policies=[("input", "test-redact", {}, "monitor")]), user)
    model = model_script.set("ok")
    services.run_turn(conversation, "my secret")
    assert model.requests[0].prompt[-1]["content"][0]["text"] == "my secret"
    assert conversation.messages.get(role="user").text == "my secret"
    violation = Violation.objects.get()
    assert violation.action == "monitored" and violation.metadata["wouldAction"] == "redacted"


# -- failures, cancellation, claiming --------------------------------------------------


@pytest.mark.django_db
def test_a_model_error_fails_the_run_and_keeps_the_message_out_of_context(make_agent, model_script, user) -> None:
    conversation = _conversation(make_agent(), user)
    model_script.set(RuntimeError("provider down"))
    turn = services.run_turn(conversation, "hi")
    run = Run.objects.get()
    assert turn.status == run.status == "failed" and "provider down" in run.error
    assert run.finish_reason == "error"
    assert conversation.messages.get().in_context is False


@pytest.mark.django_db
def test_an_unknown_processor_fails_the_run_instead_of_skipping_the_guardrail(make_agent, model_script, user) -> None:
    conversation = _conversation(make_agent(policies=[("input", "gone-processor")]), user)
    chunks: list[dict[str, Any]] = []

    async def on_chunk(chunk: dict[str, Any]) -> None:
        chunks.append(chunk)

    turn = services.run_turn(conversation, "hi", on_chunk=on_chunk)
    assert turn.status == "failed" and "gone-processor" in turn.run.error
    assert chunks[-1]["type"] == "error" and chunks[-1]["payload"]["error"]["code"] == "agent_misconfigured"


@pytest.mark.django_db(transaction=True)
async def test_a_cancelled_task_ends_the_run_as_cancelled(make_agent, model_script, user, thread_connections) -> None:
    conversation = await services.aget_conversation(await _aget_agent(make_agent), user=user)
    model_script.set("one two three four five six seven eight", delay=0.05)
    got_text = asyncio.Event()

    async def on_chunk(chunk: dict[str, Any]) -> None:
        if chunk["type"] == "text-delta":
            got_text.set()

    task = asyncio.create_task(services.arun_turn(conversation, "talk", on_chunk=on_chunk))
    await got_text.wait()
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    run = await Run.objects.aget()
    assert run.status == "cancelled" and run.finished_at is not None
    partial = await Message.objects.filter(role="assistant").afirst()
    assert partial is not None and partial.text.startswith("one") and not partial.in_context


@pytest.mark.django_db(transaction=True)
async def test_the_abort_signal_cancels_the_run(make_agent, model_script, user, thread_connections) -> None:
    conversation = await services.aget_conversation(await _aget_agent(make_agent), user=user)
    model_script.set("one two three four five six", delay=0.02)
    signal = asyncio.Event()

    async def on_chunk(chunk: dict[str, Any]) -> None:
        if chunk["type"] == "text-delta":
            signal.set()

    turn = await services.arun_turn(conversation, "talk", on_chunk=on_chunk, abort_signal=signal)
    assert turn.status == "cancelled" and (await Run.objects.aget()).status == "cancelled"


@pytest.mark.django_db(transaction=True)
async def test_a_cancel_while_the_end_waits_for_the_database_thread_still_stores_the_end(
        make_agent, model_script, user, thread_connections) -> None:
    """The cancel lands after the last chunk, while the run's end waits behind other work on
    the database thread: the end is still written before the task gives up (a cancelled wait
    used to drop the queued write, leaving the run ``running`` after the client saw ``finish``)."""
    import time

    from asgiref.sync import sync_to_async

    conversation = await services.aget_conversation(await _aget_agent(make_agent), user=user)
    model_script.set("All done.")
    busy: list[asyncio.Task[Any]] = []

    async def on_chunk(chunk: dict[str, Any]) -> None:
        if chunk["type"] == "finish":
            # Another turn's query holds the database thread; this run's end queues behind it.
            busy.append(asyncio.create_task(sync_to_async(time.sleep)(0.3)))
            await asyncio.sleep(0)

    task = asyncio.create_task(services.arun_turn(conversation, "hi", on_chunk=on_chunk))
    while not busy:
        await asyncio.sleep(0.01)
    await asyncio.sleep(0.05)  # the turn now waits for the thread to store its end
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    run = await Run.objects.aget()
    assert (run.status, run.output_text) == ("completed", "All done.")
    assert [m.role async for m in Message.objects.order_by("created_at")] == ["user", "assistant"]


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("priority", [30.0, 0.02, 0], ids=["waits", "bounded", "off"])
async def test_a_streaming_turn_waits_while_another_turn_is_starting(
        make_agent, model_script, user, thread_connections, monkeypatch, priority: float) -> None:
    """``starting()`` (the websocket's trip before a first chunk) holds streaming turns of the
    loop before their next chunk, until it ends. A wait is bounded by START_PRIORITY_SECONDS,
    after which a batch of chunks goes out: a turn that never stops starting slows a stream,
    never stops it. START_PRIORITY_SECONDS=0 switches the waiting off."""
    from django.test import override_settings

    conversation = await services.aget_conversation(await _aget_agent(make_agent), user=user)
    model_script.set(" ".join(f"w{i}" for i in range(100)))  # no delay: it never waits by itself
    deltas: list[str] = []
    entered, release = asyncio.Event(), asyncio.Event()

    async def on_chunk(chunk: dict[str, Any]) -> None:
        if chunk["type"] == "text-delta":
            deltas.append(chunk["payload"]["text"])

    from agentproc.turns import pacing

    step_aside, full_waits = pacing.step_aside, []

    async def counted() -> bool:
        waited_longest = await step_aside()
        full_waits.append(waited_longest)
        return waited_longest

    monkeypatch.setattr(pacing, "step_aside", counted)

    async def another_turn_starting() -> None:
        with pacing.starting():
            entered.set()
            await release.wait()

    with override_settings(AGENTPROC={"START_PRIORITY_SECONDS": priority}):
        starter = asyncio.create_task(another_turn_starting())
        await entered.wait()
        turn = asyncio.create_task(services.arun_turn(conversation, "talk", on_chunk=on_chunk))
        done, _ = await asyncio.wait([turn], timeout=1.0 if priority != 0.02 else 30)
        held = len(deltas)
        release.set()
        result = await turn
        await starter

    if priority == 30.0:
        assert not done and held == 0  # held at its first chunk, before any text
    else:
        assert done and held == 100  # streamed to its end while the other turn was still starting
    if priority == 0.02:
        # A full wait, then a batch of AFTER_A_FULL_WAIT chunks without waiting, and so on.
        assert 0 < sum(full_waits) <= 110 // pacing.AFTER_A_FULL_WAIT + 1
    assert result.status == "completed" and len(deltas) == 100  # nothing dropped, only delayed


@pytest.mark.django_db
def test_a_run_is_claimed_once(make_agent, model_script, user) -> None:
    conversation = _conversation(make_agent(), user)
    run = services.prepare_turn(conversation, "hi")
    assert run.status == "queued"
    model_script.set("ok")
    services.execute_turn(run)
    with pytest.raises(RunAlreadyClaimed) as info:
        services.execute_turn(run)
    assert info.value.code == "run_already_claimed"
    with pytest.raises(RunNotFound):
        services.execute_turn("not-a-uuid")


# -- validation and ownership ----------------------------------------------------------


@pytest.mark.django_db
@pytest.mark.parametrize(("text", "code"), [("   ", "empty_text"), ("x" * 11, "text_too_long")])
def test_bad_input_is_rejected_with_a_code(make_agent, user, text, code) -> None:
    conversation = _conversation(make_agent(max_input_chars=10), user)
    with pytest.raises(TurnRejected) as info:
        services.prepare_turn(conversation, text)
    assert info.value.code == code
    assert not Run.objects.exists() and not Message.objects.exists()


@pytest.mark.django_db
def test_an_inactive_agent_rejects_turns(make_agent, user) -> None:
    agent = make_agent()
    conversation = _conversation(agent, user)
    agent.is_active = False
    agent.save()
    conversation.refresh_from_db()
    with pytest.raises(TurnRejected) as info:
        services.prepare_turn(Conversation.objects.select_related("agent").get(pk=conversation.pk), "hi")
    assert info.value.code == "agent_inactive"


@pytest.mark.django_db
def test_someone_elses_conversation_is_not_found(make_agent, make_user, user) -> None:
    agent = make_agent(allow_anonymous=True)
    mine = _conversation(agent, user)
    with pytest.raises(ConversationNotFound):
        services.get_conversation(agent, user=make_user("bob"), conversation_id=mine.pk)
    with pytest.raises(ConversationNotFound):
        services.get_conversation(agent, user=None, session_key="abc", conversation_id=mine.pk)
    with pytest.raises(ConversationNotFound):
        services.get_conversation(agent, user=user, conversation_id="garbage")
    assert services.get_conversation(agent.slug, user=user, conversation_id=str(mine.pk)) == mine


@pytest.mark.django_db
def test_anonymous_visitors_own_conversations_by_session(make_agent) -> None:
    with pytest.raises(Forbidden):
        services.get_conversation(make_agent("private"), user=None, session_key="s1")
    agent = make_agent("public", allow_anonymous=True)
    conversation = services.get_conversation(agent, user=None, session_key="s1")
    assert services.get_conversation(agent, user=None, session_key="s1", conversation_id=conversation.pk) == conversation
    with pytest.raises(ConversationNotFound):
        services.get_conversation(agent, user=None, session_key="s2", conversation_id=conversation.pk)


# -- query counts ----------------------------------------------------------------------


def _stored(conversation: Conversation) -> list[tuple[str, str, bool, list[Any]]]:
    return [(m.role, m.text, m.in_context, m.data["content"]["parts"])
            for m in conversation.messages.order_by("created_at")]


@pytest.mark.django_db
def test_a_turn_started_here_stores_what_a_queued_one_does(make_agent, model_script, user) -> None:
    """The websocket creates the run claimed (``start_turn``) and, without input policies,
    stores the message then. The end state is the same as a turn's queued and claimed later:
    the message once, the reply, a completed run, the conversation's title."""
    from django.db import transaction

    agent = make_agent()
    queued = _conversation(agent, user)
    model_script.set("Noted.")
    services.run_turn(queued, "hello there")
    model_script.set("Noted.")
    with transaction.atomic():
        started, claim = services.start_turn(agent, "hello there", user=user)
    run = claim.run
    assert claim.history == [] and Run.objects.get(pk=run.pk).status == "running"
    async_to_sync(services.aexecute_turn)(run, claim=claim)
    assert _stored(started) == _stored(queued) == [
        ("user", "hello there", True, [{"type": "text", "text": "hello there"}]),
        ("assistant", "Noted.", True, [{"type": "text", "text": "Noted."}])]
    assert Run.objects.get(pk=run.pk).status == "completed"
    assert Conversation.objects.get(pk=started.pk).title == Conversation.objects.get(pk=queued.pk).title == "hello there"
    own = ("id", "createdAt", "threadId")  # this turn's, not the shape of what is stored
    inputs = [[{k: v for k, v in m.items() if k not in own} for m in r.input]
              for r in (Run.objects.get(pk=run.pk), Run.objects.get(conversation=queued))]
    assert inputs[0] == inputs[1] and inputs[0][0]["content"]["parts"] == [{"type": "text", "text": "hello there"}]


@pytest.mark.django_db
def test_a_policy_added_between_turns_guards_the_next_turn(make_agent, model_script, user) -> None:
    from agentproc.models import ProcessorPolicy

    agent = make_agent()
    conversation = _conversation(agent, user)
    model_script.set("Noted.")
    services.run_turn(conversation, "my secret is 1")
    ProcessorPolicy.objects.create(agent=agent, lane="input", processor_key="test-redact")
    model_script.set("Noted.")
    services.run_turn(conversation, "my secret is 2")
    texts = list(conversation.messages.filter(role="user").order_by("created_at").values_list("text", flat=True))
    assert texts == ["my secret is 1", "my [redacted] is 2"]


@pytest.mark.django_db
def test_a_policy_switched_off_between_turns_no_longer_runs(make_agent, model_script, user) -> None:
    agent = make_agent(policies=[("input", "test-redact")])
    conversation = _conversation(agent, user)
    model_script.set("Noted.")
    services.run_turn(conversation, "my secret is 1")
    policy = agent.policies.get()
    policy.enabled = False
    policy.save()
    model_script.set("Noted.")
    services.run_turn(conversation, "my secret is 2")
    texts = list(conversation.messages.filter(role="user").order_by("created_at").values_list("text", flat=True))
    assert texts == ["my [redacted] is 1", "my secret is 2"]
    assert Violation.objects.count() == 1


def _queries_for_turn(conversation: Conversation, model_script: Any, response: Any) -> int:
    model_script.set(response)
    run = services.prepare_turn(conversation, "count my queries")
    with CaptureQueriesContext(connection) as ctx:
        services.execute_turn(run)
    return len(ctx.captured_queries)


def _words(n: int) -> dict[str, Any]:
    return {"chunks": text_chunks(" ".join(["word"] * n)) + [
        {"type": "finish", "payload": {"finishReason": "stop", "usage": None}}]}


@pytest.mark.django_db
def test_queries_do_not_grow_with_streamed_chunks(make_agent, model_script, user) -> None:
    agent = make_agent(policies=[("input", "test-redact"), ("output", "test-notes")])
    _queries_for_turn(_conversation(agent, user), model_script, "warm up")  # reads the agent's policies
    few = _queries_for_turn(_conversation(agent, user), model_script, _words(10))
    many = _queries_for_turn(_conversation(agent, user), model_script, _words(200))
    assert many == few


@pytest.mark.django_db
def test_queries_do_not_grow_with_history(make_agent, model_script, user) -> None:
    agent = make_agent(policies=[("input", "test-redact")])
    short = _conversation(agent, user)
    long = _conversation(agent, user)
    for i in range(15):
        model_script.set(f"answer {i}")
        services.run_turn(long, f"question {i}")
    model_script.set("hi")
    services.run_turn(short, "warm up")
    assert long.messages.count() == 30 and short.messages.count() == 2
    assert _queries_for_turn(long, model_script, "x") == _queries_for_turn(short, model_script, "x")


# -- a turn started and run in one process (the websocket's start_turn) -------------------


def _statements(ctx: CaptureQueriesContext) -> list[str]:
    """The reads and writes captured (not the transaction's BEGIN, COMMIT or savepoints)."""
    return [q["sql"].split()[0] for q in ctx.captured_queries
            if q["sql"].split()[0] in ("SELECT", "INSERT", "UPDATE", "DELETE")]


@pytest.mark.django_db
def test_a_turn_started_here_is_never_queued_and_stores_message_and_title_as_it_is_created(
        make_agent, model_script, user) -> None:
    from django.db import transaction

    agent = make_agent()
    services.start_turn(agent, "warm up", user=user)  # reads the agent's policies once
    with CaptureQueriesContext(connection) as ctx, transaction.atomic():
        conversation, claim = services.start_turn(agent, "  what is   the time? ", user=user, source="websocket")
    # One INSERT each (conversation with its title, run already running, message); nothing read back.
    assert _statements(ctx) == ["INSERT", "INSERT", "INSERT"]
    run = Run.objects.get(pk=claim.run.pk)
    assert (run.status, run.source, run.started_at is not None) == ("running", "websocket", True)
    assert Conversation.objects.get(pk=conversation.pk).title == "what is the time?"
    assert list(conversation.messages.values_list("role", "text")) == [("user", "  what is   the time? ")]

    model_script.set("Noon.")
    turn = async_to_sync(services.aexecute_turn)(claim.run, claim=claim)
    assert turn.status == "completed"
    assert [(m.role, m.text, m.in_context) for m in conversation.messages.order_by("created_at")] == [
        ("user", "  what is   the time? ", True), ("assistant", "Noon.", True)]


@pytest.mark.django_db
def test_a_turn_started_here_with_an_input_guardrail_writes_no_text_before_it_ran(make_agent, model_script,
                                                                                   user) -> None:
    from django.db import transaction

    from agentproc.models import Agent

    agent = Agent.objects.get(pk=make_agent(policies=[("input", "test-redact")]).pk)
    with transaction.atomic():
        conversation, claim = services.start_turn(agent, "my secret plan", user=user)
    assert Conversation.objects.get(pk=conversation.pk).title == ""
    assert not conversation.messages.exists() and Run.objects.get().input is None

    model_script.set("Understood.")
    async_to_sync(services.aexecute_turn)(claim.run, claim=claim)
    conversation.refresh_from_db()
    assert conversation.title == "my [redacted] plan"
    assert list(conversation.messages.filter(role="user").values_list("text", flat=True)) == ["my [redacted] plan"]


@pytest.mark.django_db
def test_only_a_run_created_running_can_skip_the_claim(make_agent, user) -> None:
    from agentproc.turns.claim import claim_prepared

    run = services.prepare_turn(_conversation(make_agent(), user), "hi")  # queued: someone must claim it
    with pytest.raises(ValueError):
        claim_prepared(run)


@pytest.mark.django_db
def test_a_turn_takes_a_handful_of_queries(make_agent, model_script, user) -> None:
    conversation = _conversation(make_agent(policies=[("input", "test-redact")]), user)
    # claim, load run + policies (first turn of this agent version) + history; the input boundary: savepoint, user message,
    # title; then one transaction: savepoint, user message, new messages, run, violations, conversation
    assert _queries_for_turn(conversation, model_script, _words(50)) <= 14
