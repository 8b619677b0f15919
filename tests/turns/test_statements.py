"""The turn's statements compiled once (``fastpaths.statements``) write and read what the ORM
does: the same rows, the same signals, the same errors — on every backend the suite runs on."""
from __future__ import annotations

import uuid
from typing import Any

import pytest
from django.db import DatabaseError, IntegrityError, connection, transaction
from django.db.models.signals import post_save, pre_save
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from agentproc.models import Agent, Conversation, Message, Run, RunStatus
from agentproc.fastpaths import statements

pytestmark = pytest.mark.django_db


@pytest.fixture
def saved(agent: Agent) -> list[tuple[str, Any, dict[str, Any]]]:
    """The pre_save / post_save signals sent for Run and Conversation while the test runs."""
    seen: list[tuple[str, Any, dict[str, Any]]] = []

    def pre(sender: Any, instance: Any, **kwargs: Any) -> None:
        seen.append(("pre", instance, kwargs))

    def post(sender: Any, instance: Any, **kwargs: Any) -> None:
        seen.append(("post", instance, kwargs))

    for model in (Run, Conversation):
        pre_save.connect(pre, sender=model, weak=False, dispatch_uid=f"t-pre-{model.__name__}")
        post_save.connect(post, sender=model, weak=False, dispatch_uid=f"t-post-{model.__name__}")
    yield seen
    for model in (Run, Conversation):
        pre_save.disconnect(sender=model, dispatch_uid=f"t-pre-{model.__name__}")
        post_save.disconnect(sender=model, dispatch_uid=f"t-post-{model.__name__}")


def fields_of(obj: Any) -> dict[str, Any]:
    return {f.attname: getattr(obj, f.attname) for f in type(obj)._meta.concrete_fields}


@pytest.mark.parametrize("repeat", [1, 3], ids=["compiled-now", "compiled-before"])
def test_an_insert_stores_what_save_stores_and_sends_its_signals(agent: Agent, saved: list, repeat: int) -> None:
    for _ in range(repeat):
        saved.clear()
        conversation = Conversation(agent=agent, session_key="s", resource_id="session:x", title="Tea time")
        statements.insert(conversation)
        run = Run(agent=agent, conversation=conversation, status=RunStatus.RUNNING, model="m", source="websocket",
                  started_at=timezone.now(), usage={"inputTokens": 1}, input=None, error="bad \ud800 text")
        statements.insert(run)
    stored = Run.objects.get(pk=run.pk)
    assert fields_of(stored) == {**fields_of(run), "error": "bad \ufffd text"}  # storable, as in save()
    assert Conversation.objects.get(pk=conversation.pk).updated_at == conversation.updated_at  # auto_now set
    assert conversation.updated_at is not None and not run._state.adding and run._state.db == "default"
    assert [(kind, type(obj).__name__, kw.get("created")) for kind, obj, kw in saved] == [
        ("pre", "Conversation", None), ("post", "Conversation", True), ("pre", "Run", None), ("post", "Run", True)]


def test_an_insert_that_breaks_a_constraint_raises_and_the_transaction_rolls_back(agent: Agent) -> None:
    conversation = Conversation(agent=agent, session_key="s")
    statements.insert(conversation)
    statements.insert(Run(agent=agent, conversation=conversation, status=RunStatus.RUNNING))
    with pytest.raises(IntegrityError):  # one live run per conversation
        with transaction.atomic():
            statements.insert(Run(agent=agent, conversation=conversation, status=RunStatus.RUNNING))
    assert Run.objects.filter(conversation=conversation).count() == 1


def test_an_update_is_save_with_update_fields(agent: Agent, saved: list) -> None:
    run = Run.objects.create(agent=agent, status=RunStatus.RUNNING, heartbeat_at=timezone.now())
    saved.clear()
    for heartbeat in (None, timezone.now()):  # None is NULL in Django's SQL: a shape of its own
        run.status, run.heartbeat_at, run.usage = RunStatus.COMPLETED, heartbeat, {"outputTokens": 3}
        statements.update(run, ["status", "heartbeat_at", "usage"])
        stored = Run.objects.get(pk=run.pk)
        assert (stored.status, stored.heartbeat_at, stored.usage) == (RunStatus.COMPLETED, heartbeat, {"outputTokens": 3})
    assert [(kind, kw["update_fields"]) for kind, _, kw in saved][:2] == [
        ("pre", frozenset({"status", "heartbeat_at", "usage"})), ("post", frozenset({"status", "heartbeat_at", "usage"}))]
    Run.objects.filter(pk=run.pk).delete()
    with pytest.raises(DatabaseError, match="did not affect any rows"):
        statements.update(run, ["status"])


def test_an_update_by_key_counts_the_rows_it_changed(agent: Agent) -> None:
    conversation = Conversation.objects.create(agent=agent, session_key="s")
    later = timezone.now()
    assert statements.update_by_pk(Conversation, conversation.pk, updated_at=later) == 1
    assert Conversation.objects.get(pk=conversation.pk).updated_at == later
    assert statements.update_by_pk(Conversation, uuid.uuid4(), updated_at=later) == 0


@pytest.mark.parametrize("rows", [1, 3])
def test_a_bulk_upsert_replaces_rows_by_key_and_adds_the_others(agent: Agent, rows: int) -> None:
    conversation = Conversation.objects.create(agent=agent, session_key="s")
    first = Message.objects.create(conversation=conversation, role="user", text="before", data={"v": 1})
    first.text, first.data, first.in_context = "after", {"v": 2}, True
    added = [Message(conversation=conversation, role="assistant", text=f"reply {i}", data={"i": i}, in_context=True)
             for i in range(rows - 1)]
    for _ in range(2):  # the second time through the compiled statement
        statements.bulk_create([first, *added], unique_fields=["id"], update_fields=["data", "text", "in_context"])
    stored = {m.pk: (m.text, m.data, m.in_context) for m in Message.objects.filter(conversation=conversation)}
    assert stored == {first.pk: ("after", {"v": 2}, True),
                      **{m.pk: (f"reply {i}", {"i": i}, True) for i, m in enumerate(added)}}
    plain = [Message(conversation=conversation, role="user", text="new \x00")]
    statements.bulk_create(plain)
    assert Message.objects.get(pk=plain[0].pk).text == "new \ufffd"
    with pytest.raises(IntegrityError), transaction.atomic():
        statements.bulk_create(plain)  # without update_fields a key is inserted once


def test_a_read_by_key_is_first_with_its_related_row(agent: Agent) -> None:
    conversation = Conversation.objects.create(agent=agent, session_key="s", title="hello")
    by_key = statements.ByKey(Conversation, lambda pk, slug: Conversation.objects.select_related("agent")
                              .filter(pk=pk).filter(agent__slug=slug), Conversation._meta.pk, Agent._meta.get_field("slug"))
    for _ in range(2):
        with CaptureQueriesContext(connection) as queries:
            found = by_key.get(conversation.pk, agent.slug)
            related = fields_of(found.agent)  # read with it: no second query
        assert len(queries) == 1
        assert related == fields_of(Agent.objects.get(pk=agent.pk))
        assert fields_of(found) == fields_of(Conversation.objects.get(pk=conversation.pk))
        assert found._state.adding is False
    assert by_key.get(conversation.pk, "someone-else") is None
    assert by_key.get(uuid.uuid4(), agent.slug) is None


def test_a_read_whose_parameters_come_in_another_order_goes_through_the_orm(agent: Agent) -> None:
    """``filter(pk=..., agent__slug=...)`` puts the slug's parameter first (keyword order is
    sorted): compiled with the values in the wrong places it would find nothing."""
    conversation = Conversation.objects.create(agent=agent, session_key="s")
    by_key = statements.ByKey(Conversation, lambda pk, slug: Conversation.objects.filter(pk=pk, agent__slug=slug),
                              Conversation._meta.pk, Agent._meta.get_field("slug"))
    assert by_key.get(conversation.pk, agent.slug) == conversation
    assert by_key.get(conversation.pk, agent.slug) == conversation  # still right the second time


def test_a_turn_whose_conversation_frees_up_as_it_is_refused_is_queued(conversation: Conversation, alice: Any) -> None:
    """A worker publishes a turn's last chunk, then stores its end: a message sent on seeing
    that chunk can meet the live run at its INSERT and find it ended at the busy check. It is
    queued (not a server error), and a conversation that stays busy is still ``busy``."""
    from agentproc.exceptions import ConversationBusy
    from agentproc.turns import prepare_turn

    live = Run.objects.create(agent=conversation.agent, conversation=conversation, status=RunStatus.RUNNING)

    refused: list[str] = []

    def end_the_live_run_when_refused(execute: Any, sql: str, params: Any, many: bool, context: Any) -> Any:
        if refused == ["insert"] and sql.startswith("SELECT") and '"agentproc_run"' in sql:
            refused.append("ended")  # the worker stores its end just before the busy check
            Run.objects.filter(pk=live.pk).update(status=RunStatus.COMPLETED)
        try:
            return execute(sql, params, many, context)
        except IntegrityError:
            if sql.startswith('INSERT INTO "agentproc_run"') and not refused:
                refused.append("insert")
            raise

    with connection.execute_wrapper(end_the_live_run_when_refused):
        run = prepare_turn(conversation, "hello again", user=alice)
    assert refused == ["insert", "ended"]
    assert Run.objects.get(pk=run.pk).status == RunStatus.QUEUED
    with pytest.raises(ConversationBusy):
        prepare_turn(conversation, "and again", user=alice)  # the queued run is live
