"""The chat websocket, driven through the project's ASGI app with WebsocketCommunicator."""
from __future__ import annotations

import asyncio
import contextvars
import copy
import importlib.util
import json
import threading
import uuid
from pathlib import Path
from typing import Any

import pytest
from asgiref.sync import async_to_sync, sync_to_async
from channels.layers import get_channel_layer
from channels.testing import WebsocketCommunicator
from django.contrib.auth import get_user_model
from django.db import connection
from django.test import Client, override_settings

from agentproc import turns
from agentproc.events import CHUNK_EVENT, chunk_event, conversation_group
from agentproc.models import Agent, Conversation, Message, ProcessorPolicy, Run
from agentproc.processors.schema import Field
from agentproc.registry import processor_registry
from agentproc.runtime.processor import Processor
from agentproc.runtime.models.registry import register_provider
from agentproc.runtime.models.scripted import ScriptedModel
import project
from project.asgi import application

pytestmark = pytest.mark.django_db(transaction=True)

SLOW_WORDS = [f"w{i}" for i in range(200)]

# Each turn builds its model from Agent.model, so "wstest/<name>" gives every turn a fresh script.
SCRIPTS = {
    "hello": lambda: ScriptedModel(["Hello there, friend."]),
    "slow": lambda: ScriptedModel([" ".join(SLOW_WORDS)], delay=0.02),
    "medium": lambda: ScriptedModel([" ".join(SLOW_WORDS[:40])], delay=0.01),
}
register_provider("wstest", lambda name: SCRIPTS[name]())


class WordBlocker(Processor):
    """Blocks a message containing ``word`` (a stand-in for the built-in guardrails)."""

    key = id = "wstest-word-blocker"
    lanes = ("input",)
    config_fields = (Field("word", "str", default="forbidden"),)

    def __init__(self, word: str = "forbidden") -> None:
        self.word = word

    def process_input(self, messages: list[Any], abort: Any) -> list[Any]:
        if any(self.word in m.text for m in messages):
            abort(f"The word {self.word!r} is not allowed here.")
        return messages


processor_registry.register(WordBlocker)

FINAL = {"finish", "tripwire", "abort"}
REDIS_URL = "redis://127.0.0.1:6379"


def project_redis_layer(monkeypatch: pytest.MonkeyPatch) -> dict[str, Any]:
    """The channel layer the demo project configures when REDIS_URL is set (its settings
    module run again with the variable), with a prefix of its own for this test."""
    monkeypatch.setenv("REDIS_URL", REDIS_URL)
    spec = importlib.util.spec_from_file_location("_settings_with_redis", Path(project.__file__).parent / "settings.py")
    module = importlib.util.module_from_spec(spec)  # type: ignore[arg-type]
    spec.loader.exec_module(module)  # type: ignore[union-attr]
    config = copy.deepcopy(module.CHANNEL_LAYERS["default"])
    assert config["BACKEND"] == "agentproc.redis_layer.RedisChannelLayer"
    config["CONFIG"]["prefix"] = f"agentproc-test-{uuid.uuid4().hex[:8]}"
    return config


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


def session_cookie(user: Any) -> str:
    client = Client()
    client.force_login(user)
    return client.cookies["sessionid"].value


async def connect(slug: str = "support", *, user: Any = None) -> WebsocketCommunicator:
    headers = [(b"origin", b"http://testserver"), (b"host", b"testserver")]
    if user is not None:
        cookie = await sync_to_async(session_cookie)(user)
        headers.append((b"cookie", f"sessionid={cookie}".encode()))
    communicator = WebsocketCommunicator(application, f"/ws/agentproc/{slug}/", headers=headers)
    connected, _ = await communicator.connect()
    assert connected
    return communicator


async def frames_until(communicator: WebsocketCommunicator, types: set[str], timeout: float = 5) -> list[dict[str, Any]]:
    """Every frame up to and including the first whose type is in ``types``."""
    frames = []
    while True:
        frame = await communicator.receive_json_from(timeout=timeout)
        frames.append(frame)
        if frame["type"] in types or (frame["type"] == "error" and "code" in frame.get("payload", {})):
            return frames


async def send_message(communicator: WebsocketCommunicator, text: str, conversation: str | None = None) -> None:
    await communicator.send_json_to({"type": "message", "conversation": conversation, "text": text})


def text_of(frames: list[dict[str, Any]]) -> str:
    return "".join(f["payload"]["text"] for f in frames if f["type"] == "text-delta")


async def wait_for_status(run_id: str, statuses: set[str], timeout: float = 5) -> Run:
    for _ in range(int(timeout / 0.05)):
        run = await Run.objects.aget(id=run_id)
        if run.status in statuses:
            return run
        await asyncio.sleep(0.05)
    raise AssertionError(f"run stayed {run.status}")


# --- protocol ----------------------------------------------------------------------------


async def test_a_turn_streams_the_conversation_id_then_the_chunks(layer: str, chat_agent: Any) -> None:
    await sync_to_async(chat_agent)()
    communicator = await connect()
    await send_message(communicator, "hi")
    frames = await frames_until(communicator, FINAL)
    await communicator.disconnect()

    assert frames[0]["type"] == "conversation"
    types = [f["type"] for f in frames[1:]]
    assert types[0] == "start" and types[-1] == "finish"
    assert "step-start" in types and "step-finish" in types
    assert text_of(frames) == "Hello there, friend."
    conversation = await Conversation.objects.aget(id=frames[0]["payload"]["id"])
    run = await Run.objects.aget(conversation=conversation)
    assert run.status == "completed" and run.source == "websocket"
    roles = [m.role async for m in Message.objects.filter(conversation=conversation).order_by("created_at")]
    assert roles == ["user", "assistant"]


async def test_the_same_conversation_continues_when_its_id_is_sent_back(chat_agent: Any) -> None:
    await sync_to_async(chat_agent)()
    communicator = await connect()
    await send_message(communicator, "first")
    first = await frames_until(communicator, FINAL)
    conversation = first[0]["payload"]["id"]
    await send_message(communicator, "second", conversation)
    second = await frames_until(communicator, FINAL)
    await communicator.disconnect()

    assert second[0] == {"type": "conversation", "payload": {"id": conversation}}
    assert await Message.objects.filter(conversation_id=conversation, role="user").acount() == 2


async def test_the_user_is_told_how_their_message_was_stored_before_the_turn_ends(chat_agent: Any) -> None:
    agent = await sync_to_async(chat_agent)()
    await ProcessorPolicy.objects.acreate(agent=agent, lane="input", processor_key="pii-detector",
                                          config={"redaction_method": "placeholder"}, position=0)
    communicator = await connect()
    await send_message(communicator, "write to jane.doe@example.com")
    frames = await frames_until(communicator, FINAL)
    await send_message(communicator, "and thanks", frames[0]["payload"]["id"])
    second = await frames_until(communicator, FINAL)
    await communicator.disconnect()

    stored = [f["payload"] for f in frames if f["type"] == "user-message"]
    row = await Message.objects.aget(role="user", text__startswith="write")
    assert stored == [{"id": str(row.id), "text": "write to [EMAIL]", "changed": True, "runId": str(row.run_id)}]
    types = [f["type"] for f in frames]
    assert types.index("user-message") < types.index("text-delta") and types[-1] == "finish"
    assert [f["payload"]["changed"] for f in second if f["type"] == "user-message"] == [False]


class Rephraser(Processor):
    """Replaces each user message with a new one (a new id): the pending row goes."""

    key = id = "wstest-rephraser"
    lanes = ("input",)

    def process_input(self, messages: list[Any], abort: Any) -> list[Any]:
        from agentproc.runtime.messages import Message as RuntimeMessage

        return [RuntimeMessage.from_text(m.text.upper(), "user") if m.role == "user" else m for m in messages]


processor_registry.register(Rephraser)


@pytest.mark.parametrize("policy, stored", [
    (None, "mail jane.doe@example.com"),
    (("pii-detector", {"redaction_method": "placeholder"}), "mail [EMAIL]"),
    ((Rephraser.key, {}), "MAIL JANE.DOE@EXAMPLE.COM"),
], ids=["no-policy", "redacted", "replaced"])
async def test_the_user_message_frame_is_what_the_database_holds(chat_agent: Any, policy: Any, stored: str) -> None:
    from agentproc.widget_data import stored_user_message

    agent = await sync_to_async(chat_agent)()
    if policy is not None:
        await ProcessorPolicy.objects.acreate(agent=agent, lane="input", processor_key=policy[0], config=policy[1],
                                              position=0)
    communicator = await connect()
    await send_message(communicator, "mail jane.doe@example.com")
    frames = await frames_until(communicator, FINAL)
    await communicator.disconnect()

    echoed = [f["payload"] for f in frames if f["type"] == "user-message"]
    assert len(echoed) == 1 and echoed[0]["text"] == stored
    # Read back from the database now, the "changed" flag from the stored violations.
    assert echoed[0] == await sync_to_async(stored_user_message)(echoed[0]["runId"])


async def test_a_blocked_message_comes_back_as_kept_with_its_notice(chat_agent: Any) -> None:
    agent = await sync_to_async(chat_agent)()
    await ProcessorPolicy.objects.acreate(agent=agent, lane="input", processor_key="regex-filter",
                                          config={"words": ["forbidden"]}, position=0)
    communicator = await connect()
    await send_message(communicator, "a forbidden thing")
    frames = await frames_until(communicator, FINAL)
    await communicator.disconnect()

    assert frames[-1]["type"] == "tripwire"
    echoed = [f["payload"] for f in frames if f["type"] == "user-message"]
    # The text as kept (redacted), said to be changed, with the public notice: never what was typed.
    assert len(echoed) == 1 and "forbidden" not in echoed[0]["text"] and echoed[0]["changed"] is True
    assert echoed[0]["blocked"] == frames[-1]["payload"]["reason"]
    row = await Message.objects.aget(run_id=frames[-1]["runId"], role="user")
    assert row.text == echoed[0]["text"] and "forbidden" not in json.dumps(row.data)


@pytest.mark.parametrize("agent_notice, policy_notice, shown", [
    ("", "", "This message can't be processed."),
    ("Let's keep it friendly.", "", "Let's keep it friendly."),
    ("Let's keep it friendly.", "That topic is off limits.", "That topic is off limits."),
])
async def test_a_blocked_turn_sends_the_public_notice_not_the_reason(chat_agent: Any, agent_notice: str,
                                                                     policy_notice: str, shown: str) -> None:
    agent = await sync_to_async(chat_agent)()
    await Agent.objects.filter(pk=agent.pk).aupdate(block_message=agent_notice)
    await ProcessorPolicy.objects.acreate(agent=agent, lane="input", processor_key=WordBlocker.key,
                                          config={"word": "forbidden"}, position=0, block_message=policy_notice)
    communicator = await connect()
    await send_message(communicator, "this is forbidden")
    frames = await frames_until(communicator, FINAL)
    await communicator.disconnect()

    tripwire = [f for f in frames if f["type"] == "tripwire"]
    assert tripwire and tripwire[0]["payload"] == {"reason": shown, "processorId": WordBlocker.key}
    # The rule never reaches the visitor (their own message as kept comes back, with the notice).
    echoed = [f for f in frames if f["type"] == "user-message"]
    assert [f["payload"]["blocked"] for f in echoed] == [shown]
    assert "forbidden" not in json.dumps([f for f in frames[1:] if f["type"] != "user-message"])
    assert "not allowed" not in json.dumps(frames)
    assert not text_of(frames)
    run = await Run.objects.aget(conversation_id=frames[0]["payload"]["id"])
    # The admins keep the guardrail's own reason.
    assert run.status == "tripwire" and run.tripwire["reason"] == "The word 'forbidden' is not allowed here."


# --- who may chat ------------------------------------------------------------------------


async def test_a_user_cannot_continue_someone_elses_conversation(chat_agent: Any) -> None:
    await sync_to_async(chat_agent)()
    User = get_user_model()
    alice = await User.objects.acreate(username="alice")
    bob = await User.objects.acreate(username="bob")
    as_alice = await connect(user=alice)
    await send_message(as_alice, "mine")
    conversation = (await frames_until(as_alice, FINAL))[0]["payload"]["id"]
    await as_alice.disconnect()

    as_bob = await connect(user=bob)
    await send_message(as_bob, "let me in", conversation)
    frames = await frames_until(as_bob, FINAL)
    await as_bob.disconnect()

    assert frames == [{"type": "error", "payload": {"code": "conversation_not_found", "message": frames[0]["payload"]["message"]}}]
    assert await Message.objects.filter(conversation_id=conversation).acount() == 2


async def test_another_anonymous_session_cannot_continue_a_conversation(chat_agent: Any) -> None:
    await sync_to_async(chat_agent)()
    first = await connect()
    await send_message(first, "mine")
    conversation = (await frames_until(first, FINAL))[0]["payload"]["id"]
    await first.disconnect()

    stranger = await connect()
    await send_message(stranger, "let me in", conversation)
    frame = await stranger.receive_json_from()
    await stranger.disconnect()
    assert frame["payload"]["code"] == "conversation_not_found"


async def test_anonymous_visitors_are_refused_where_the_agent_needs_a_login(chat_agent: Any) -> None:
    await sync_to_async(chat_agent)(allow_anonymous=False)
    communicator = await connect()
    frame = await communicator.receive_json_from()
    closed = await communicator.receive_output()
    assert frame["payload"]["code"] == "anonymous_not_allowed"
    assert closed == {"type": "websocket.close", "code": 4403}


async def test_a_logged_in_user_may_chat_where_anonymous_visitors_may_not(chat_agent: Any) -> None:
    await sync_to_async(chat_agent)(allow_anonymous=False)
    user = await get_user_model().objects.acreate(username="carol")
    communicator = await connect(user=user)
    await send_message(communicator, "hi")
    frames = await frames_until(communicator, FINAL)
    await communicator.disconnect()
    assert frames[-1]["type"] == "finish"
    assert (await Conversation.objects.aget(id=frames[0]["payload"]["id"])).owner_id == user.id


@pytest.mark.parametrize(("slug", "code"), [("nobody", "agent_not_found"), ("retired", "agent_inactive")])
async def test_an_unknown_or_inactive_agent_is_refused(slug: str, code: str, chat_agent: Any) -> None:
    await sync_to_async(chat_agent)("retired", is_active=False)
    communicator = await connect(slug)
    frame = await communicator.receive_json_from()
    closed = await communicator.receive_output()
    assert frame["payload"]["code"] == code
    assert closed == {"type": "websocket.close", "code": 4404}


async def test_an_admins_change_applies_to_open_sockets_at_the_next_message(chat_agent: Any) -> None:
    agent = await sync_to_async(chat_agent)()
    communicator = await connect()
    await Agent.objects.filter(pk=agent.pk).aupdate(allow_anonymous=False)
    await send_message(communicator, "hi")
    closed_to_visitors = await communicator.receive_json_from()
    await Agent.objects.filter(pk=agent.pk).aupdate(allow_anonymous=True, is_active=False)
    await send_message(communicator, "hi")
    switched_off = await communicator.receive_json_from()
    await communicator.disconnect()

    assert closed_to_visitors["payload"]["code"] == "anonymous_not_allowed"
    assert switched_off["payload"]["code"] == "agent_inactive"
    assert await Run.objects.acount() == 0


async def test_a_continuing_chat_reads_its_agent_once_and_still_sees_an_admins_change(chat_agent: Any) -> None:
    from django.test.utils import CaptureQueriesContext

    from agentproc import consumers

    agent = await sync_to_async(chat_agent)()
    other = await sync_to_async(chat_agent)("other")
    communicator = await connect()
    await send_message(communicator, "hi")
    conversation = (await frames_until(communicator, FINAL))[0]["payload"]["id"]

    def prepare_again() -> list[str]:
        from django.contrib.sessions.backends.db import SessionStore

        session = SessionStore()
        session.create()
        scope = {"session": session, "client": ("127.0.0.1", 1), "headers": []}
        started, run, claim = consumers._prepare("support", None, scope, None, "first")
        async_to_sync(turns.aexecute_turn)(run, claim=claim)
        with CaptureQueriesContext(connection) as ctx:
            _, run, claim = consumers._prepare("support", None, scope, started.pk, "again")
        async_to_sync(turns.aexecute_turn)(run, claim=claim)
        return [q["sql"] for q in ctx.captured_queries]

    statements = await sync_to_async(prepare_again)()
    assert len([sql for sql in statements if sql.startswith("SELECT") and '"agentproc_agent"' in sql]) == 1

    await send_message(communicator, "hi", str((await Conversation.objects.acreate(agent=other, session_key="x")).pk))
    elsewhere = await communicator.receive_json_from()  # not this agent's conversation
    await Agent.objects.filter(pk=agent.pk).aupdate(is_active=False)
    await send_message(communicator, "hi", conversation)
    switched_off = await communicator.receive_json_from()
    await communicator.disconnect()

    assert elsewhere["payload"]["code"] == "conversation_not_found"
    assert switched_off["payload"]["code"] == "agent_inactive"


def delete_conversations_once_read(monkeypatch: pytest.MonkeyPatch) -> None:
    """From now on a continuing turn's conversation is deleted just after the turn read it
    (e.g. by the visitor in another tab), before its transaction."""
    find = turns.find_conversation

    def found_then_deleted(slug: str, conversation_id: Any) -> Any:
        found = find(slug, conversation_id)
        Conversation.objects.filter(pk=conversation_id).delete()
        return found

    monkeypatch.setattr(turns, "find_conversation", found_then_deleted)


@pytest.mark.django_db(transaction=True)
def test_a_conversation_deleted_as_its_message_comes_is_not_found(monkeypatch: pytest.MonkeyPatch,
                                                                   chat_agent: Any) -> None:
    from django.contrib.sessions.backends.db import SessionStore

    from agentproc import consumers
    from agentproc.exceptions import ConversationNotFound

    chat_agent()
    session = SessionStore()
    session.create()
    scope = {"session": session, "client": ("127.0.0.1", 1), "headers": []}
    started, run, claim = consumers._prepare("support", None, scope, None, "first")
    async_to_sync(turns.aexecute_turn)(run, claim=claim)
    delete_conversations_once_read(monkeypatch)
    with pytest.raises(ConversationNotFound):
        consumers._prepare("support", None, scope, started.pk, "second")
    assert Run.objects.count() == 1  # nothing of the second turn is left


async def test_messages_sent_together_share_a_commit_and_a_failing_one_fails_alone(
        monkeypatch: pytest.MonkeyPatch, chat_agent: Any, fast_paths_on: None) -> None:
    """Sockets whose messages wait for the database thread together are prepared in one
    transaction (``fastpaths.group_commit``). One of them continues a conversation deleted as its
    message comes, so the group cannot commit: that socket is told conversation_not_found, and
    every other socket's turn is stored and answered as if it had been alone."""
    from agentproc.fastpaths import group_commit
    from tests.turns.test_group_commit import thread_held

    await sync_to_async(chat_agent)()
    doomed = await connect()
    await send_message(doomed, "first")
    conversation = (await frames_until(doomed, {"conversation"}))[-1]["payload"]["id"]
    await frames_until(doomed, FINAL)
    delete_conversations_once_read(monkeypatch)
    others = [await connect() for _ in range(4)]
    for socket in others:  # a first turn each: their connect()'s reads are done
        await send_message(socket, "hi")
        await frames_until(socket, FINAL)
    async with thread_held():
        await send_message(others[0], "before")  # taken alone, it waits behind the held thread
        await asyncio.sleep(0.05)
        await send_message(doomed, "second", conversation)
        for i, socket in enumerate(others[1:]):
            await send_message(socket, f"together {i}")
        queue = group_commit._queues[asyncio.get_running_loop()]
        for _ in range(100):
            if len(queue.calls) == 4:
                break
            await asyncio.sleep(0.01)
        assert len(queue.calls) == 4, [c.args[-1] for c, _ in queue.calls]  # the doomed message and three others wait as one group
    refused = await frames_until(doomed, FINAL)
    replies = [await frames_until(socket, FINAL) for socket in others]
    for socket in [doomed, *others]:
        await socket.disconnect()

    assert refused[-1]["payload"]["code"] == "conversation_not_found"
    assert all(frames[-1]["type"] == "finish" and text_of(frames) == "Hello there, friend." for frames in replies)
    runs = [run async for run in Run.objects.select_related("conversation").order_by("created_at")]
    # the doomed socket's first run is kept for the audit; its second message left nothing
    assert len(runs) == 9 and all(run.status == "completed" for run in runs)
    assert runs[0].conversation is None
    texts = [text async for text in Message.objects.filter(role="user").values_list("text", flat=True)]
    assert sorted(texts) == ["before", "hi", "hi", "hi", "hi", "together 0", "together 1", "together 2"]
    assert not await Conversation.objects.filter(pk=conversation).aexists()


# --- bad frames --------------------------------------------------------------------------

BAD_FRAMES = [
    ("not json", "invalid_json"),
    ('{"type": "message", "text": "unterminated', "invalid_json"),
    ("[1, 2]", "invalid_frame"),
    ('"message"', "invalid_frame"),
    ("{}", "invalid_frame"),
    ('{"type": "shout", "text": "hi"}', "invalid_frame"),
    ('{"type": 7}', "invalid_frame"),
    ('{"type": "message"}', "invalid_frame"),
    ('{"type": "message", "text": 42}', "invalid_frame"),
    ('{"type": "message", "text": ["hi"]}', "invalid_frame"),
    ('{"type": "message", "text": "hi", "conversation": 12}', "invalid_frame"),
    ('{"type": "message", "text": ""}', "empty_text"),
    ('{"type": "message", "text": "   \\n "}', "empty_text"),
    (json.dumps({"type": "message", "text": "x" * 101}), "text_too_long"),
    ('{"type": "message", "text": "hi", "conversation": "not-a-uuid"}', "conversation_not_found"),
    (json.dumps({"type": "message", "text": "hi", "conversation": str(uuid.uuid4())}), "conversation_not_found"),
]


async def test_every_bad_frame_gets_its_code_and_the_socket_stays_usable(chat_agent: Any) -> None:
    await sync_to_async(chat_agent)(max_input_chars=100)
    communicator = await connect()
    for raw, code in BAD_FRAMES:
        await communicator.send_to(text_data=raw)
        frame = await communicator.receive_json_from()
        assert frame["type"] == "error", raw
        assert frame["payload"]["code"] == code, raw
        assert frame["payload"]["message"], raw
    await communicator.send_to(bytes_data=b"\x00\x01")
    assert (await communicator.receive_json_from())["payload"]["code"] == "invalid_json"
    await communicator.send_to(text_data="[" * 1_000_000)  # huge frames are refused unparsed
    assert (await communicator.receive_json_from())["payload"]["code"] == "frame_too_large"

    await send_message(communicator, "x" * 100)  # exactly the limit is fine
    frames = await frames_until(communicator, FINAL)
    await communicator.disconnect()
    assert frames[-1]["type"] == "finish"
    assert await Run.objects.acount() == 1  # no bad frame queued a run


# --- cancel, disconnect, busy ------------------------------------------------------------


async def test_cancel_stops_the_run_and_keeps_what_was_written(layer: str, chat_agent: Any) -> None:
    await sync_to_async(chat_agent)(model="wstest/slow")
    communicator = await connect()
    await send_message(communicator, "talk a lot")
    seen = await frames_until(communicator, {"text-delta"})
    seen += [await communicator.receive_json_from(timeout=2) for _ in range(3)]
    await communicator.send_json_to({"type": "cancel"})
    seen += await frames_until(communicator, FINAL, timeout=3)
    await communicator.disconnect()

    assert seen[-1]["type"] == "abort"
    streamed = text_of(seen)
    assert 0 < len(streamed.split()) < len(SLOW_WORDS)
    run = await Run.objects.aget(conversation_id=seen[0]["payload"]["id"])
    assert run.status == "cancelled"
    # What the user already saw is stored, on the run and as the assistant's message.
    assert run.output_text.strip() and streamed.startswith(run.output_text.strip())
    stored = await Message.objects.filter(run=run, role="assistant").afirst()
    assert stored is not None and stored.text.strip() == run.output_text.strip()


async def test_a_disconnect_mid_turn_cancels_the_run(chat_agent: Any) -> None:
    await sync_to_async(chat_agent)(model="wstest/slow")
    communicator = await connect()
    await send_message(communicator, "talk a lot")
    frames = await frames_until(communicator, {"text-delta"})
    await communicator.disconnect()

    run = await Run.objects.aget(conversation_id=frames[0]["payload"]["id"])
    run = await wait_for_status(str(run.id), {"cancelled"})
    assert 0 < len(run.output_text.split()) < len(SLOW_WORDS)  # what was produced is kept


@pytest.mark.parametrize("input_lane", [False, True], ids=["no-input-processor", "input-processor"])
async def test_a_turn_cancelled_before_its_first_step_ends_cancelled(
        chat_agent: Any, monkeypatch: pytest.MonkeyPatch, input_lane: bool) -> None:
    """The run is claimed (``running``) with the message; a cancel that reaches the turn's task
    before it ever ran still ends the run, answered by ``abort``. The message is stored only
    if the claim stored it (no input processor could change it), and then out of the context."""
    from agentproc.consumers import ChatConsumer

    agent = await sync_to_async(chat_agent)()
    if input_lane:
        await ProcessorPolicy.objects.acreate(agent=agent, lane="input", processor_key=WordBlocker.key, position=0)
    start = ChatConsumer.start

    async def start_then_stop(self: Any, run: Any, claim: Any = None) -> None:
        await start(self, run, claim)
        await self.stop_turn()  # before the event loop gave the new task its first step

    monkeypatch.setattr(ChatConsumer, "start", start_then_stop)
    communicator = await connect()
    await send_message(communicator, "hello")
    frames = await frames_until(communicator, FINAL | {"error"})
    await communicator.disconnect()

    # The visitor is told the stored message (the claim stored it: no input processor) before the end.
    told = [] if input_lane else ["user-message"]
    assert [f["type"] for f in frames] == ["conversation", *told, "abort"]
    run = await Run.objects.aget()
    assert run.status == "cancelled" and run.finished_at is not None
    stored = [(m.text, m.in_context) async for m in Message.objects.all()]
    if input_lane:
        assert stored == [] and "not stored" in run.error
    else:
        assert stored == [("hello", False)] and run.error == ""


async def test_a_second_message_while_a_reply_streams_is_busy(chat_agent: Any) -> None:
    await sync_to_async(chat_agent)(model="wstest/slow")
    communicator = await connect()
    await send_message(communicator, "talk a lot")
    await frames_until(communicator, {"text-delta"})
    await send_message(communicator, "and another thing")
    frames = await frames_until(communicator, set())
    await communicator.send_json_to({"type": "cancel"})
    await frames_until(communicator, FINAL, timeout=3)

    assert frames[-1]["payload"]["code"] == "busy"
    assert await Run.objects.acount() == 1
    await send_message(communicator, "now it is my turn", None)  # usable again after the cancel
    assert (await frames_until(communicator, {"text-delta"}))[0]["type"] == "conversation"
    await communicator.disconnect()


async def test_cancel_without_a_running_turn_is_refused(chat_agent: Any) -> None:
    await sync_to_async(chat_agent)()
    communicator = await connect()
    await communicator.send_json_to({"type": "cancel"})
    refused = await communicator.receive_json_from()
    await send_message(communicator, "hi")  # the socket stays usable
    frames = await frames_until(communicator, FINAL)
    await communicator.disconnect()
    assert refused == {"type": "error", "payload": {"code": "cannot_cancel", "message": "Nothing is running."}}
    assert frames[-1]["type"] == "finish"


# --- isolation and the channel-layer group -----------------------------------------------


async def test_two_connections_do_not_see_each_others_chunks(layer: str, chat_agent: Any) -> None:
    await sync_to_async(chat_agent)(model="wstest/medium")
    one, two = await connect(), await connect()
    await send_message(one, "from one")
    await send_message(two, "from two")
    frames_one, frames_two = await asyncio.gather(frames_until(one, FINAL), frames_until(two, FINAL))
    await one.disconnect()
    await two.disconnect()

    assert frames_one[0]["payload"]["id"] != frames_two[0]["payload"]["id"]
    runs_one = {f["runId"] for f in frames_one if "runId" in f}
    runs_two = {f["runId"] for f in frames_two if "runId" in f}
    assert len(runs_one) == len(runs_two) == 1 and runs_one != runs_two
    assert text_of(frames_one) == text_of(frames_two) == " ".join(SLOW_WORDS[:40])


async def test_chunks_published_to_the_conversation_group_reach_the_browser(layer: str, chat_agent: Any) -> None:
    await sync_to_async(chat_agent)()
    communicator = await connect()
    await send_message(communicator, "hi")
    conversation = (await frames_until(communicator, FINAL))[0]["payload"]["id"]

    # What a Celery worker (or another daphne process) running a turn of this conversation does.
    chunk = {"type": "text-delta", "runId": str(uuid.uuid4()), "from": "AGENT", "payload": {"id": "t", "text": "elsewhere"}}
    await get_channel_layer().group_send(conversation_group(conversation), {"type": CHUNK_EVENT, "chunk": chunk})
    assert await communicator.receive_json_from(timeout=2) == chunk
    await communicator.disconnect()


async def test_with_run_in_worker_the_worker_runs_the_turn_and_the_socket_relays_it(layer: str, chat_agent: Any) -> None:
    await sync_to_async(chat_agent)()
    communicator = await connect()
    # Celery is eager in the tests: agentproc.run_turn runs in-process and publishes to the group.
    with override_settings(AGENTPROC={"RUN_IN_WORKER": True}):
        await send_message(communicator, "hi")
        frames = await frames_until(communicator, FINAL)
        await communicator.send_json_to({"type": "cancel"})
        cancel = await communicator.receive_json_from()
    await communicator.disconnect()

    assert frames[0]["type"] == "conversation"
    assert [f["type"] for f in frames].count("start") == 1  # relayed once, not twice
    assert text_of(frames) == "Hello there, friend." and frames[-1]["type"] == "finish"
    run = await Run.objects.aget(conversation_id=frames[0]["payload"]["id"])
    assert run.status == "completed"
    assert cancel["payload"]["code"] == "cannot_cancel"  # nothing to cancel once the reply is done


@pytest.mark.redis
async def test_an_idle_socket_survives_on_the_redis_layer(monkeypatch: pytest.MonkeyPatch, chat_agent: Any) -> None:
    # redis-py 8 reads with a 5 s socket timeout by default, which tears down every consumer
    # waiting on the layer's blocking pop (django/channels_redis#422): the project's
    # settings turn that timeout off.
    await sync_to_async(chat_agent)()
    with override_settings(CHANNEL_LAYERS={"default": project_redis_layer(monkeypatch)}):
        communicator = await connect()
        await send_message(communicator, "hi")
        conversation = (await frames_until(communicator, FINAL))[0]["payload"]["id"]
        assert await communicator.receive_nothing(timeout=6.5)
        await send_message(communicator, "still there?", conversation)
        frames = await frames_until(communicator, FINAL)
        await communicator.disconnect()
    assert frames[-1]["type"] == "finish"


# --- turns run by a worker: cancel, a reaped run, exact duplicate filtering ----------------


@pytest.fixture
def worker(monkeypatch: pytest.MonkeyPatch) -> Any:
    """RUN_IN_WORKER's hand-off runs the worker's code (``tasks._execute``, what
    ``agentproc.run_turn`` runs) as a task on this event loop. An eager Celery would run the
    whole turn inside the socket's database thread, which every frame the socket dispatches
    waits for: nothing could be cancelled (or relayed) before the turn ends."""
    from agentproc import tasks

    from asgiref.sync import async_to_sync

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
    return running


async def test_cancel_stops_a_turn_running_in_a_worker(layer: str, worker: list[Any], chat_agent: Any) -> None:
    await sync_to_async(chat_agent)(model="wstest/slow")
    communicator = await connect()
    with override_settings(AGENTPROC={"RUN_IN_WORKER": True, "CANCEL_POLL_SECONDS": 5}):
        await send_message(communicator, "talk a lot")
        seen = await frames_until(communicator, {"text-delta"})
        seen += [await communicator.receive_json_from(timeout=2) for _ in range(3)]
        await communicator.send_json_to({"type": "cancel"})
        seen += await frames_until(communicator, FINAL, timeout=2)  # the run's group, not the 5 s poll
        await send_message(communicator, "and now?", seen[0]["payload"]["id"])  # not busy any more
        following = await frames_until(communicator, {"text-delta"})
        await communicator.send_json_to({"type": "cancel"})
        following += await frames_until(communicator, FINAL, timeout=2)
    await communicator.disconnect()

    assert seen[-1]["type"] == "abort" and following[-1]["type"] == "abort"
    assert not [f for f in seen + following if f["type"] == "error"]
    streamed = text_of(seen)
    assert 0 < len(streamed.split()) < len(SLOW_WORDS)
    run = await Run.objects.aget(id=seen[-1]["runId"])
    assert run.status == "cancelled" and run.cancel_requested_at is not None
    assert run.output_text.strip() and streamed.startswith(run.output_text.strip())
    stored = await Message.objects.filter(run=run, role="assistant").afirst()
    assert stored is not None and stored.text.strip() == run.output_text.strip()


async def test_a_message_sent_on_a_workers_last_chunk_waits_for_its_end_to_be_stored(
        layer: str, worker: list[Any], chat_agent: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """A worker publishes a turn's last chunk, then stores the run's end: the visitor who
    answers the instant ``finish`` arrives is queued, never told ``busy``."""
    from agentproc.turns import services

    finish = services._finish

    async def slow_finish(*args: Any, **kwargs: Any) -> None:
        await asyncio.sleep(0.5)  # a worker slow to store the end (a busy database)
        await finish(*args, **kwargs)

    monkeypatch.setattr(services, "_finish", slow_finish)
    await sync_to_async(chat_agent)()
    communicator = await connect()
    with override_settings(AGENTPROC={"RUN_IN_WORKER": True}):
        await send_message(communicator, "hi")
        first = await frames_until(communicator, FINAL)
        assert await Run.objects.filter(id=first[-1]["runId"], status="running").aexists()  # not stored yet
        await send_message(communicator, "and again", first[0]["payload"]["id"])
        second = await frames_until(communicator, FINAL | {"error"})
    await communicator.disconnect()

    assert second[-1]["type"] == "finish", second[-1]
    assert second[0] == first[0]  # the same conversation
    assert (await wait_for_status(second[-1]["runId"], {"completed"})).status == "completed"
    assert await Run.objects.filter(conversation_id=first[0]["payload"]["id"]).acount() == 2


async def test_a_disconnect_cancels_the_turn_running_in_a_worker(worker: list[Any], chat_agent: Any) -> None:
    await sync_to_async(chat_agent)(model="wstest/slow")
    communicator = await connect()
    with override_settings(AGENTPROC={"RUN_IN_WORKER": True}):
        await send_message(communicator, "talk a lot")
        frames = await frames_until(communicator, {"text-delta"})
        await communicator.disconnect()
        run = await wait_for_status(frames[-1]["runId"], {"cancelled"})
    assert 0 < len(run.output_text.split()) < len(SLOW_WORDS)


def _no_worker(monkeypatch: pytest.MonkeyPatch) -> None:
    """RUN_IN_WORKER with a worker that never picks the turn up (it stays queued)."""
    from agentproc import tasks

    monkeypatch.setattr(tasks, "enqueue_turn", lambda run: None)


async def queued_worker_turn(communicator: WebsocketCommunicator) -> tuple[str, Run]:
    """Send a message that a worker never picks up (``_no_worker``): its conversation and run."""
    await send_message(communicator, "hi")
    conversation = (await communicator.receive_json_from())["payload"]["id"]
    return conversation, await Run.objects.aget(conversation_id=conversation)


async def test_a_reaped_worker_run_ends_the_wait(layer: str, monkeypatch: pytest.MonkeyPatch, chat_agent: Any) -> None:
    from datetime import timedelta

    from django.utils import timezone

    from agentproc import tasks

    _no_worker(monkeypatch)
    await sync_to_async(chat_agent)()
    communicator = await connect()
    with override_settings(AGENTPROC={"RUN_IN_WORKER": True, "STALE_RUN_SECONDS": 60}):
        conversation, run = await queued_worker_turn(communicator)
        await send_message(communicator, "hello?", conversation)
        assert (await communicator.receive_json_from())["payload"]["code"] == "busy"
        # The worker took it and died.
        long_ago = timezone.now() - timedelta(minutes=5)
        await Run.objects.filter(pk=run.pk).aupdate(status="running", started_at=long_ago, heartbeat_at=long_ago)
        assert await sync_to_async(tasks.reap_stale_runs)() == 1
        error = await communicator.receive_json_from(timeout=2)
        await send_message(communicator, "hello again", conversation)  # not busy any more
        again = await communicator.receive_json_from()
    await communicator.disconnect()

    assert error["type"] == "error" and error["runId"] == str(run.pk)
    assert error["payload"]["error"]["code"] == "run_stale"
    assert again == {"type": "conversation", "payload": {"id": conversation}}


async def test_cancel_of_a_queued_worker_turn_and_of_one_already_over(monkeypatch: pytest.MonkeyPatch, chat_agent: Any) -> None:
    _no_worker(monkeypatch)
    await sync_to_async(chat_agent)()
    communicator = await connect()
    with override_settings(AGENTPROC={"RUN_IN_WORKER": True}):
        await send_message(communicator, "hi")
        conversation = (await communicator.receive_json_from())["payload"]["id"]
        await communicator.send_json_to({"type": "cancel"})  # still queued: cancelled at once
        aborted = await communicator.receive_json_from(timeout=2)
        queued = await Run.objects.aget(conversation_id=conversation)

        await send_message(communicator, "again", conversation)
        await communicator.receive_json_from()
        over = await Run.objects.filter(conversation_id=conversation, status="queued").aget()
        await asyncio.sleep(0.1)  # the hand-off is done
        await Run.objects.filter(pk=over.pk).aupdate(status="completed")  # ended, its last chunk lost
        await communicator.send_json_to({"type": "cancel"})
        refused = await communicator.receive_json_from(timeout=2)
        await send_message(communicator, "third", conversation)  # the socket is usable again
        third = await communicator.receive_json_from()
    await communicator.disconnect()

    assert aborted == {"type": "abort", "runId": str(queued.pk), "from": "AGENT", "payload": {"reason": "cancelled"}}
    assert queued.status == "cancelled"
    assert refused["type"] == "error" and refused["payload"]["code"] == "cannot_cancel"
    assert third["type"] == "conversation"


async def test_a_worker_turn_whose_end_the_layer_lost_ends_from_its_row(layer: str, monkeypatch: pytest.MonkeyPatch,
                                                                        chat_agent: Any) -> None:
    _no_worker(monkeypatch)
    await sync_to_async(chat_agent)()
    communicator = await connect()
    with override_settings(AGENTPROC={"RUN_IN_WORKER": True, "RELAY_CHECK_SECONDS": 0.2}):
        conversation, run = await queued_worker_turn(communicator)
        # A worker ran it and stored its end; the layer lost every chunk it published.
        usage = {"inputTokens": 1, "outputTokens": 3, "totalTokens": 4}
        await Run.objects.filter(pk=run.pk).aupdate(status="completed", finish_reason="stop", usage=usage)
        frames = await frames_until(communicator, FINAL, timeout=5)
        await send_message(communicator, "and now?", conversation)  # not busy any more
        again = await communicator.receive_json_from()
    await communicator.disconnect()

    assert [f["type"] for f in frames] == ["notice", "finish"]
    assert frames[0]["payload"]["code"] == "reply_incomplete"
    assert frames[1] == {"type": "finish", "runId": str(run.pk), "from": "AGENT",
                         "payload": {"finishReason": "stop", "usage": usage}}
    assert again == {"type": "conversation", "payload": {"id": conversation}}


@pytest.mark.redis
async def test_a_worker_turn_relayed_behind_a_backlog_is_not_taken_for_lost(monkeypatch: pytest.MonkeyPatch,
                                                                           chat_agent: Any) -> None:
    from channels_redis.core import RedisChannelLayer

    _no_worker(monkeypatch)
    await sync_to_async(chat_agent)()
    config = project_redis_layer(monkeypatch)
    with override_settings(CHANNEL_LAYERS={"default": config}), \
            override_settings(AGENTPROC={"RUN_IN_WORKER": True, "RELAY_CHECK_SECONDS": 0.2}):
        communicator = await connect()
        conversation, run = await queued_worker_turn(communicator)
        finish = {"type": "finish", "runId": str(run.pk), "from": "AGENT", "payload": {"finishReason": "stop"}}
        server = get_channel_layer()

        def worker_ends_the_turn() -> None:
            # Another process: 2,000 messages for other sockets of this server queue up in
            # Redis, then the turn's last chunk, then its end is stored (a worker's order).
            async def publish() -> None:
                other = RedisChannelLayer(**config["CONFIG"])
                for _ in range(2000):
                    await other.send(f"specific.{server.client_prefix}!elsewhere", {"type": "agentproc.relay_probe"})
                await other.group_send(conversation_group(conversation), chunk_event(finish, run.pk))
                await other.close_pools()

            asyncio.run(publish())
            Run.objects.filter(pk=run.pk).update(status="completed", finish_reason="stop")
            connection.close()

        thread = threading.Thread(target=worker_ends_the_turn)
        thread.start()
        thread.join()  # this event loop stands still meanwhile: the socket finds the run ended at once
        frames = await frames_until(communicator, FINAL, timeout=10)
        assert await communicator.receive_nothing(timeout=1.5)  # no second end, no notice
        await communicator.disconnect()

    assert frames == [finish]


async def test_group_events_are_matched_to_this_sockets_run_by_their_run_field(chat_agent: Any) -> None:
    await sync_to_async(chat_agent)(model="wstest/slow")
    communicator = await connect()
    await send_message(communicator, "talk a lot")
    frames = await frames_until(communicator, {"text-delta"})
    conversation, own = frames[0]["payload"]["id"], frames[-1]["runId"]
    other = str(uuid.uuid4())
    group, layer = conversation_group(conversation), get_channel_layer()

    def delta(run: str, text: str) -> dict[str, Any]:
        return {"type": "text-delta", "runId": run, "from": "AGENT", "payload": {"id": "t", "text": text}}

    # "run" decides, whatever the chunk says: this socket's own run is not relayed twice ...
    await layer.group_send(group, {"type": CHUNK_EVENT, "chunk": delta(other, "dup"), "run": own})
    # ... another run's chunk is relayed, even one carrying this run's runId ...
    await layer.group_send(group, {"type": CHUNK_EVENT, "chunk": delta(own, "relayed"), "run": other})
    # ... and an event without "run" (an older publisher) falls back to the chunk's runId.
    await layer.group_send(group, {"type": CHUNK_EVENT, "chunk": delta(own, "legacy-dup")})
    await layer.group_send(group, {"type": CHUNK_EVENT, "chunk": delta(other, "legacy")})
    while "legacy" not in text_of(frames):  # the group delivers in order: the others came before
        frames.append(await communicator.receive_json_from(timeout=2))
    await communicator.send_json_to({"type": "cancel"})
    frames += await frames_until(communicator, FINAL, timeout=3)
    await communicator.disconnect()

    texts = [f["payload"]["text"] for f in frames if f["type"] == "text-delta"]
    assert "relayed" in texts and "legacy" in texts
    assert "dup" not in texts and "legacy-dup" not in texts
    assert frames[-1]["type"] == "abort"
