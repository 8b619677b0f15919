"""Backtests cannot starve chat turns and webhooks: they go to a Celery queue of their own,
and how many may be queued or running at once is capped per user and in all.

The broker is Celery's in-memory transport (the test settings' ``memory://``) with eager mode
off, so what is sent stays in its queue to be looked at."""
from __future__ import annotations

import json
from typing import Any, Iterator

import pytest
from django.urls import reverse

from agentproc.backtest.models import Backtest
from agentproc.backtest.tasks import cancel_backtest
from agentproc.models import Agent

pytestmark = pytest.mark.django_db

START = "admin:agentproc_backtest_add"
BACKTEST_QUEUE, DEFAULT_QUEUE = "agentproc.backtest", "celery"


@pytest.fixture
def broker() -> Iterator[Any]:
    """The project's Celery app sending for real (to the in-memory broker), queues emptied after."""
    from project.celery import app

    app.conf.task_always_eager = False
    try:
        yield app
    finally:
        app.conf.task_always_eager = True
        for queue in (BACKTEST_QUEUE, DEFAULT_QUEUE):
            messages_in(app, queue)


def messages_in(app: Any, queue: str) -> list[dict[str, Any]]:
    """Take every message waiting in ``queue``: ``[{"task", "args"}]``."""
    taken = []
    with app.connection_for_read() as connection:
        simple = connection.SimpleQueue(queue)
        try:
            while True:
                try:
                    message = simple.get(block=False)
                except simple.Empty:
                    break
                taken.append({"task": message.headers["task"], "args": message.decode()[0]})
                message.ack()
        finally:
            simple.close()
    return taken


@pytest.fixture
def agent(make_agent: Any) -> Agent:
    return make_agent(policies=[("input", "regex-filter", {"words": ["refund"]})])


def start(client: Any, agent: Agent, callbacks: Any) -> Any:
    """The admin's Start button."""
    with callbacks(execute=True):
        return client.post(reverse(START), {"agent": agent.pk, "draft": json.dumps([]), "since": "", "until": "",
                                            "conversation": "", "sample": "", "action": "start"})


def refusal(response: Any) -> str | None:
    """The code of the error the start page shows (None: it started and redirected)."""
    if response.status_code == 302:
        return None
    [error] = response.context["form"].non_field_errors().as_data()
    return error.code


def test_a_backtest_is_sent_to_its_own_queue_and_a_chat_turn_is_not(
        broker: Any, admin_client: Any, agent: Agent, django_capture_on_commit_callbacks: Any,
        make_user: Any) -> None:
    from agentproc import turns
    from agentproc.tasks import send_turn

    assert refusal(start(admin_client, agent, django_capture_on_commit_callbacks)) is None
    backtest = Backtest.objects.get()
    run = turns.prepare_turn(turns.get_conversation(agent, user=make_user("ann")), "hello")
    send_turn(run)
    assert messages_in(broker, BACKTEST_QUEUE) == [{"task": "agentproc.run_backtest", "args": [str(backtest.pk)]}]
    assert [m["task"] for m in messages_in(broker, DEFAULT_QUEUE)] == ["agentproc.run_turn"]
    assert broker.amqp.router.route({}, "agentproc.run_backtest")["queue"].name == BACKTEST_QUEUE  # the app's route


def test_one_user_may_not_start_more_than_their_share(broker: Any, admin_client: Any, agent: Agent, settings: Any,
                                                      django_capture_on_commit_callbacks: Any) -> None:
    settings.AGENTPROC = {**settings.AGENTPROC, "BACKTEST_LIMITS": {"user": 2, "total": 10}}
    codes = [refusal(start(admin_client, agent, django_capture_on_commit_callbacks)) for _ in range(3)]
    assert codes == [None, None, "backtest_limit_user"]
    assert Backtest.objects.count() == 2 and len(messages_in(broker, BACKTEST_QUEUE)) == 2
    response = start(admin_client, agent, django_capture_on_commit_callbacks)
    assert "wait for one to finish" in response.content.decode()


def test_everyone_together_may_not_start_more_than_the_total(broker: Any, admin_client: Any, agent: Agent,
                                                              settings: Any, django_user_model: Any, client: Any,
                                                              django_capture_on_commit_callbacks: Any) -> None:
    settings.AGENTPROC = {**settings.AGENTPROC, "BACKTEST_LIMITS": {"user": 2, "total": 3}}
    client.force_login(django_user_model.objects.create_superuser("other", password="pw"))
    codes = [refusal(start(c, agent, django_capture_on_commit_callbacks)) for c in (admin_client, admin_client,
                                                                                    client, client)]
    assert codes == [None, None, None, "backtest_limit_total"]
    assert Backtest.objects.count() == 3


def test_a_cancelled_backtest_frees_its_place(broker: Any, admin_client: Any, agent: Agent, settings: Any,
                                              django_capture_on_commit_callbacks: Any) -> None:
    settings.AGENTPROC = {**settings.AGENTPROC, "BACKTEST_LIMITS": {"user": 1, "total": 1}}
    assert refusal(start(admin_client, agent, django_capture_on_commit_callbacks)) is None
    assert refusal(start(admin_client, agent, django_capture_on_commit_callbacks)) == "backtest_limit_user"
    Backtest.objects.update(status="running")  # a worker took it, then went away
    assert cancel_backtest(Backtest.objects.get())
    assert refusal(start(admin_client, agent, django_capture_on_commit_callbacks)) is None
