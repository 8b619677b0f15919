"""Celery tasks in eager mode: turns in a worker, violation notices, retention, stale runs."""
from __future__ import annotations

import asyncio
import json
import threading
import time
from collections.abc import Iterator
from datetime import timedelta
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest
from asgiref.sync import async_to_sync, sync_to_async
from channels.layers import get_channel_layer
from django.core import mail
from django.db import transaction
from django.test import override_settings
from django.utils import timezone

from agentproc import tasks
from agentproc.events import CANCEL_EVENT, CHUNK_EVENT, chunks_of, conversation_group, run_group
from agentproc.turns import liveness, services
from agentproc.turns.intake import seal
from agentproc.models import Agent, Conversation, Message, Run, Violation

pytestmark = pytest.mark.django_db


# -- agentproc.run_turn -----------------------------------------------------------------


def test_run_turn_runs_a_queued_turn_and_publishes_its_chunks(conversation: Conversation, alice: Any) -> None:
    layer = get_channel_layer()
    channel = async_to_sync(layer.new_channel)()
    async_to_sync(layer.group_add)(conversation_group(conversation.pk), channel)
    run = services.prepare_turn(conversation, "hello from a worker", user=alice)

    outcome = tasks.run_turn.delay(str(run.pk), seal(run.intake.message)).get()

    assert outcome == {"runId": str(run.pk), "status": "completed", "finishReason": "stop"}
    run.refresh_from_db()
    assert run.status == "completed" and "hello from a worker" in run.output_text
    received, events = [], 0
    while not received or received[-1]["type"] != "finish":
        message = async_to_sync(layer.receive)(channel)
        assert message["type"] == CHUNK_EVENT
        assert message["run"] == str(run.pk)  # listeners filter by the event's run, exactly
        received += chunks_of(message)
        events += 1
    assert received[0]["type"] == "start" and received[0]["runId"] == str(run.pk)
    assert "".join(c["payload"]["text"] for c in received if c["type"] == "text-delta") == run.output_text
    assert [c["type"] for c in received].count("finish") == 1
    assert events < len(received)  # chunks made while one event was on its way went together


# -- cancelling a turn run by a worker (liveness.request_cancel) ---------------------------


async def _receive_until(layer: Any, channel: str, types: set[str], timeout: float = 5) -> list[tuple[str, dict[str, Any]]]:
    """(run, chunk) for every chunk of the events received, up to an event with a chunk of ``types``."""
    chunks: list[tuple[str, dict[str, Any]]] = []
    while True:
        event = await asyncio.wait_for(layer.receive(channel), timeout)
        chunks += [(event["run"], chunk) for chunk in chunks_of(event)]
        if any(chunk["type"] in types for chunk in chunks_of(event)):
            return chunks


def _slow_turn(make_agent: Any, model_script: Any, words: int = 200) -> Run:
    model_script.set(" ".join(f"w{i}" for i in range(words)), delay=0.02)
    agent = make_agent("slowpoke")
    conversation = Conversation.objects.create(agent=agent, session_key="s", resource_id="session:s")
    return services.prepare_turn(conversation, "talk a lot")


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("poll", [5.0, 0.1], ids=["cancel-event", "flag-poll"])
async def test_request_cancel_stops_a_worker_turn_and_keeps_what_it_wrote(
    make_agent: Any, model_script: Any, poll: float
) -> None:
    run = await asyncio.to_thread(_slow_turn, make_agent, model_script)
    layer = get_channel_layer()
    channel = await layer.new_channel()
    await layer.group_add(conversation_group(run.conversation_id), channel)
    with override_settings(AGENTPROC={"CANCEL_POLL_SECONDS": poll}):
        worker = asyncio.create_task(tasks._execute(str(run.pk), conversation_group(run.conversation_id), run.intake))
        events = await _receive_until(layer, channel, {"text-delta"})
        events += await _receive_until(layer, channel, {"text-delta"}, timeout=2)
        asked = time.monotonic()
        if poll < 1:  # only the database flag (e.g. the cancel event was lost): the poll finds it
            assert await sync_to_async(liveness._mark_cancel)(run.pk) == ("running", run.conversation_id)
        else:  # with a 5 s poll, only the cancel event on the run's group can be this quick
            assert await liveness.arequest_cancel(run.pk) is True
        result = await asyncio.wait_for(worker, 3)
        stopped = time.monotonic() - asked
    events += await _receive_until(layer, channel, {"abort"})

    assert stopped < 1.0
    assert result.status == "cancelled" and events[-1][1]["type"] == "abort"
    assert {run_id for run_id, _ in events} == {str(run.pk)}
    streamed = "".join(c["payload"]["text"] for _, c in events if c["type"] == "text-delta")
    stored = await Run.objects.aget(pk=run.pk)
    assert stored.status == "cancelled" and stored.cancel_requested_at is not None
    assert 0 < len(stored.output_text.split()) < 200 and streamed.startswith(stored.output_text.strip())
    reply = await Message.objects.filter(run_id=run.pk, role="assistant").afirst()
    assert reply is not None and reply.text.strip() == stored.output_text.strip()


def test_request_cancel_of_a_queued_run_cancels_it_before_a_worker_starts(
    make_agent: Any, model_script: Any
) -> None:
    run = _slow_turn(make_agent, model_script)
    layer = get_channel_layer()
    channel = async_to_sync(layer.new_channel)()
    async_to_sync(layer.group_add)(conversation_group(run.conversation_id), channel)

    assert liveness.request_cancel(run.pk) is True

    event = async_to_sync(layer.receive)(channel)
    assert event["run"] == str(run.pk) and event["chunk"]["type"] == "abort"
    run.refresh_from_db()
    assert run.status == "cancelled" and run.finished_at is not None
    assert tasks.run_turn.delay(str(run.pk), seal(run.intake.message)).get()["status"] == "skipped"  # the worker never runs it
    assert liveness.request_cancel(run.pk) is False  # nothing live to cancel any more
    assert liveness.request_cancel("not-a-run") is False


def test_request_cancel_of_a_running_run_flags_it_and_tells_its_group(agent: Agent) -> None:
    run = Run.objects.create(agent=agent, status="running", started_at=timezone.now())
    layer = get_channel_layer()
    channel = async_to_sync(layer.new_channel)()
    async_to_sync(layer.group_add)(run_group(run.pk), channel)

    assert liveness.request_cancel(str(run.pk)) is True

    assert async_to_sync(layer.receive)(channel) == {"type": CANCEL_EVENT, "run": str(run.pk)}
    run.refresh_from_db()
    assert run.status == "running" and run.cancel_requested_at is not None  # the worker ends it


def test_a_redelivered_turn_is_not_run_twice(conversation: Conversation, alice: Any) -> None:
    run = services.prepare_turn(conversation, "only once", user=alice)
    assert tasks.run_turn.delay(str(run.pk), seal(run.intake.message)).get()["status"] == "completed"
    assert tasks.run_turn.delay(str(run.pk), seal(run.intake.message)).get()["status"] == "skipped"
    assert Message.objects.filter(conversation=conversation, role="assistant").count() == 1


def test_run_turn_of_a_deleted_run_does_nothing(db: Any) -> None:
    ghost = "00000000-0000-0000-0000-000000000001"
    assert tasks.run_turn.delay(ghost).get() == {"runId": ghost, "status": "missing"}


def test_task_names_and_beat_schedule() -> None:
    from project.celery import app

    assert {"agentproc.run_turn", "agentproc.notify_violation", "agentproc.purge_expired",
            "agentproc.reap_stale_runs"} <= set(app.tasks)
    assert tasks.run_turn.acks_late and tasks.notify_violation.acks_late
    scheduled = {entry["task"] for entry in app.conf.beat_schedule.values()}
    assert {"agentproc.purge_expired", "agentproc.reap_stale_runs"} <= scheduled


# -- agentproc.notify_violation ---------------------------------------------------------


#: The receivers of these tests listen on loopback, which webhooks refuse unless it is allowed.
LOOPBACK_RECEIVER = {"WEBHOOK_ALLOWED_HOSTS": ["127.0.0.1"]}


class Webhook:
    """A real HTTP server on 127.0.0.1 that fails the first ``failures`` POSTs with 500."""

    def __init__(self, failures: int = 0) -> None:
        self.failures = failures
        self.requests: list[dict[str, Any]] = []
        hook = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:  # noqa: N802 - http.server's naming
                body = self.rfile.read(int(self.headers["Content-Length"]))
                hook.requests.append({"headers": dict(self.headers), "json": json.loads(body), "body": body})
                status = 500 if len(hook.requests) <= hook.failures else 204
                self.send_response(status)
                self.send_header("Content-Length", "0")
                self.end_headers()

            def log_message(self, *args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/hooks/agentproc"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture(autouse=True)
def eager_retries(monkeypatch: pytest.MonkeyPatch) -> None:
    # Eager mode re-raises Retry when it propagates errors; like a worker, let it retry.
    monkeypatch.setitem(tasks.notify_violation.app.conf, "task_eager_propagates", False)


@pytest.fixture
def webhook() -> Iterator[Webhook]:
    hook = Webhook(failures=2)
    yield hook
    hook.close()


def make_violation(agent: Agent, conversation: Conversation | None = None) -> Violation:
    run = Run.objects.create(agent=agent, conversation=conversation, status="tripwire")
    return Violation.objects.create(
        run=run, agent=agent, conversation=conversation, processor_id="pii-detector", lane="input",
        hook="process_input", reason="PII detected", action="blocked", metadata={"types": ["email"]},
    )


@override_settings(AGENTPROC={"WEBHOOK_BACKOFF_BASE": 0, **LOOPBACK_RECEIVER})
def test_violation_notice_retries_the_webhook_and_emails_once(
    agent: Agent, webhook: Webhook, django_capture_on_commit_callbacks: Any
) -> None:
    Agent.objects.filter(pk=agent.pk).update(
        webhook_url=webhook.url, webhook_max_retries=3, notify_emails="ops@example.com, legal@example.com"
    )
    agent.refresh_from_db()
    with django_capture_on_commit_callbacks(execute=True):
        violation = make_violation(agent)

    assert len(webhook.requests) == 3  # two 500s, then delivered
    first = webhook.requests[0]
    assert first["json"]["violation"]["id"] == violation.pk
    assert first["json"]["violation"]["processorId"] == "pii-detector"
    assert {r["headers"]["X-Agentproc-Delivery"] for r in webhook.requests} == {f"violation-{violation.pk}"}
    assert len(mail.outbox) == 1
    assert mail.outbox[0].to == ["ops@example.com", "legal@example.com"]
    assert "pii-detector" in mail.outbox[0].subject


@override_settings(AGENTPROC={"WEBHOOK_BACKOFF_BASE": 0, **LOOPBACK_RECEIVER})
def test_webhook_gives_up_after_the_agents_retries(agent: Agent) -> None:
    hook = Webhook(failures=100)
    try:
        Agent.objects.filter(pk=agent.pk).update(webhook_url=hook.url, webhook_max_retries=2)
        violation = make_violation(Agent.objects.get(pk=agent.pk))
        outcome = tasks.notify_violation.delay(violation.pk).get()
    finally:
        hook.close()
    assert outcome["webhookStatus"] == "failed"
    assert len(hook.requests) == 3  # the first attempt and two retries


def test_backoff_is_exponential_and_capped() -> None:
    from agentproc.notifications import backoff_seconds

    with override_settings(AGENTPROC={"WEBHOOK_BACKOFF_BASE": 10, "WEBHOOK_BACKOFF_MAX": 60}):
        assert [backoff_seconds(n) for n in range(5)] == [10, 20, 40, 60, 60]


@override_settings(AGENTPROC={"WEBHOOK_SECRET": "s3cret", **LOOPBACK_RECEIVER})
def test_webhook_is_signed_when_a_secret_is_set(agent: Agent) -> None:
    import hashlib
    import hmac

    hook = Webhook(failures=0)
    try:
        Agent.objects.filter(pk=agent.pk).update(webhook_url=hook.url)
        tasks.notify_violation.delay(make_violation(Agent.objects.get(pk=agent.pk)).pk).get()
    finally:
        hook.close()
    (request,) = hook.requests
    expected = hmac.new(b"s3cret", request["body"], hashlib.sha256).hexdigest()
    assert request["headers"]["X-Agentproc-Signature"] == f"sha256={expected}"


@override_settings(ADMINS=[("Ops", "ops@example.com")])
def test_notice_falls_back_to_admins_and_only_after_commit(
    agent: Agent, django_capture_on_commit_callbacks: Any
) -> None:
    with django_capture_on_commit_callbacks(execute=True) as callbacks:
        try:
            with transaction.atomic():
                make_violation(agent)
                raise RuntimeError("rolled back")
        except RuntimeError:
            pass
    assert callbacks == [] and mail.outbox == []
    with django_capture_on_commit_callbacks(execute=True):
        make_violation(agent)
    assert [m.to for m in mail.outbox] == [["ops@example.com"]]


def test_nobody_watching_means_no_notice(agent: Agent, django_capture_on_commit_callbacks: Any) -> None:
    with django_capture_on_commit_callbacks(execute=True) as callbacks:
        make_violation(agent)
    assert callbacks == []


@override_settings(AGENTPROC={"WEBHOOK_BACKOFF_BASE": 0, **LOOPBACK_RECEIVER})
def test_blocked_turn_through_the_api_reaches_the_webhook(
    api: Any, guarded_agent: Agent, alice: Any, django_capture_on_commit_callbacks: Any
) -> None:
    hook = Webhook(failures=0)
    try:
        Agent.objects.filter(pk=guarded_agent.pk).update(webhook_url=hook.url)
        conversation = Conversation.objects.create(agent=guarded_agent, owner=alice)
        with django_capture_on_commit_callbacks(execute=True):
            response = api.post(f"/api/conversations/{conversation.pk}/messages/",
                                {"text": "write to jo@example.com"}, format="json")
    finally:
        hook.close()
    assert response.json()["tripwire"] is not None
    assert [r["json"]["violation"]["action"] for r in hook.requests] == ["blocked"]
    assert hook.requests[0]["json"]["violation"]["runId"] == response.json()["runId"]


# -- agentproc.purge_expired ------------------------------------------------------------


def age(conversation: Conversation, days: int) -> None:
    Conversation.objects.filter(pk=conversation.pk).update(updated_at=timezone.now() - timedelta(days=days))


def test_purge_deletes_only_expired_conversations(agent: Agent, open_agent: Agent, alice: Any) -> None:
    Agent.objects.filter(pk=agent.pk).update(retention_days=30)
    old = Conversation.objects.create(agent=agent, owner=alice)
    services.run_turn(old, "remember me?", user=alice)
    recent = Conversation.objects.create(agent=agent, owner=alice)
    kept_forever = Conversation.objects.create(agent=open_agent, owner=alice)  # no retention set
    busy = Conversation.objects.create(agent=agent, owner=alice)
    Run.objects.create(agent=agent, conversation=busy, status="running")
    for conversation, days in ((old, 40), (recent, 5), (kept_forever, 400), (busy, 40)):
        age(conversation, days)

    assert tasks.purge_expired.delay().get() == {"support": 1}

    assert set(Conversation.objects.values_list("pk", flat=True)) == {recent.pk, kept_forever.pk, busy.pk}
    assert not Message.objects.filter(conversation_id=old.pk).exists()
    audit = Run.objects.get(status="completed")  # the audit trail stays, without the text
    assert audit.conversation_id is None and audit.input is None and audit.output_text == ""


# -- agentproc.reap_stale_runs ----------------------------------------------------------


@override_settings(AGENTPROC={"STALE_RUN_SECONDS": 600})
def test_reaper_fails_runs_of_dead_workers(agent: Agent) -> None:
    now = timezone.now()
    long_ago = now - timedelta(minutes=30)
    dead = Run.objects.create(agent=agent, status="running", started_at=long_ago, heartbeat_at=long_ago)
    never_beat = Run.objects.create(agent=agent, status="running", started_at=long_ago)
    alive = Run.objects.create(agent=agent, status="running", started_at=long_ago, heartbeat_at=now)
    done = Run.objects.create(agent=agent, status="completed", started_at=long_ago, finished_at=long_ago)

    assert tasks.reap_stale_runs.delay().get() == 2

    statuses = {r.pk: r.status for r in Run.objects.all()}
    assert statuses == {dead.pk: "failed", never_beat.pk: "failed", alive.pk: "running", done.pk: "completed"}
    dead.refresh_from_db()
    assert dead.finished_at is not None and "heartbeat" in dead.error


@override_settings(AGENTPROC={"STALE_RUN_SECONDS": 600})
def test_reaper_tells_the_conversation_the_run_failed(conversation: Conversation, agent: Agent) -> None:
    long_ago = timezone.now() - timedelta(minutes=30)
    dead = Run.objects.create(agent=agent, conversation=conversation, status="running",
                              started_at=long_ago, heartbeat_at=long_ago)
    Run.objects.create(agent=agent, status="running", started_at=long_ago)  # no conversation: no event
    layer = get_channel_layer()
    channel = async_to_sync(layer.new_channel)()
    async_to_sync(layer.group_add)(conversation_group(conversation.pk), channel)

    assert tasks.reap_stale_runs.delay().get() == 2

    event = async_to_sync(layer.receive)(channel)
    assert event["type"] == CHUNK_EVENT and event["run"] == str(dead.pk)
    assert event["chunk"]["type"] == "error" and event["chunk"]["runId"] == str(dead.pk)
    assert event["chunk"]["payload"]["error"]["code"] == "run_stale"
    assert tasks.reap_stale_runs.delay().get() == 0
