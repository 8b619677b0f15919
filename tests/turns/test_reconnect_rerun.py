"""A turn's write whose connection the database drops half-way runs once more on a new
connection (``agentproc.db.reconnect.retrying``) and starts from what it saw the first time:
what the first run changed in memory is put back before the second (``agentproc.db.rerun``)."""
from __future__ import annotations

import uuid
from typing import Any, Callable

import pytest
from django.db import connection

from agentproc.db.reconnect import retrying
from agentproc.models import Agent, Conversation, Message, Run
from agentproc.runtime.messages import Message as UserMessage
from agentproc.turns.intake import Intake, store_processed_input

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.postgres,
              pytest.mark.skipif("connection.vendor != 'postgresql'")]

TEXT = "Where is my parcel?"


def turn() -> tuple[Run, Intake]:
    agent = Agent.objects.create(slug=f"a{uuid.uuid4().hex[:8]}", name="A")
    conversation = Conversation.objects.create(agent=agent)
    run = Run.objects.create(agent=agent, conversation=conversation, status="running")
    return run, Intake(UserMessage.from_text(TEXT, "user").to_dict())


def drop_connection_at(fragment: str, dropped: list[str]) -> Callable[..., Any]:
    """An execute wrapper: the first statement containing ``fragment`` finds its connection
    terminated by the server (``pg_terminate_backend`` from a second connection), as on a
    restart or a failover; every other statement runs as usual."""
    def wrapper(execute: Callable[..., Any], sql: str, params: Any, many: bool, context: Any) -> Any:
        if fragment in sql and not dropped:
            import psycopg

            dropped.append(sql)
            with psycopg.connect(**connection.get_connection_params()) as admin:
                admin.execute("SELECT pg_terminate_backend(%s)", [connection.connection.info.backend_pid])
        return execute(sql, params, many, context)
    return wrapper


def test_a_first_message_whose_connection_drops_while_titling_keeps_its_title() -> None:
    run, intake = turn()
    dropped: list[str] = []
    with connection.execute_wrapper(drop_connection_at('UPDATE "agentproc_conversation"', dropped)):
        retrying(store_processed_input, run, intake, [intake.runtime_message()], savepoint=False)

    assert dropped  # the first run lost its connection after titling the conversation in memory
    assert intake.stored
    assert Conversation.objects.get(pk=run.conversation_id).title == TEXT
    assert list(Message.objects.filter(conversation_id=run.conversation_id).values_list("text", flat=True)) == [TEXT]



def test_a_turn_whose_conversation_went_ends_cancelled_when_its_end_is_written_twice() -> None:
    from agentproc.runtime.results import RunResult
    from agentproc.turns.persistence import Outcome, finish_run

    run, intake = turn()
    store_processed_input(run, intake, [intake.runtime_message()], savepoint=False)
    Conversation.objects.filter(pk=run.conversation_id).delete()  # deleted while the turn ran
    answered = RunResult(run_id=str(run.pk), finish_reason="stop", status="completed", text="It is on its way.")
    dropped: list[str] = []
    with connection.execute_wrapper(drop_connection_at('UPDATE "agentproc_run"', dropped)):
        retrying(finish_run, run, intake, Outcome(status="completed", result=answered))

    assert dropped  # the first run had already let go of the conversation in memory
    stored = Run.objects.get(pk=run.pk)
    assert (stored.status, stored.conversation_id) == ("cancelled", None)
    assert stored.error == "The conversation was deleted while the turn ran."
    assert not Message.objects.filter(run_id=run.pk).exists()
