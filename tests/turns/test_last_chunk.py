"""``turns.last_chunk``: the end of a run as a socket that lost the relayed one is told it,
from the row — and, like every chunk visitors get, without detector internals or error texts."""
from __future__ import annotations

import uuid

import pytest

from agentproc.models import Run
from agentproc.turns.notices import DEFAULT_BLOCK_MESSAGE
from agentproc.turns import last_chunk

pytestmark = pytest.mark.django_db


def test_a_live_run_has_no_last_chunk_yet(make_agent) -> None:
    agent = make_agent()
    assert last_chunk(Run.objects.create(agent=agent, status="queued").pk) is None
    assert last_chunk(Run.objects.create(agent=agent, status="running").pk) is None


def test_each_end_as_visitors_see_it(make_agent) -> None:
    agent = make_agent()
    usage = {"inputTokens": 3, "outputTokens": 5, "totalTokens": 8}
    done = Run.objects.create(agent=agent, status="completed", finish_reason="stop", usage=usage)
    blocked = Run.objects.create(agent=agent, status="tripwire", tripwire={
        "reason": "PII detector matched rule email_v2 (score 0.97)", "processorId": "pii",
        "publicMessage": "Please leave personal details out."})
    failed = Run.objects.create(agent=agent, status="failed", error="APIConnectionError: 10.0.0.7:443 refused")
    cancelled = Run.objects.create(agent=agent, status="cancelled")

    assert last_chunk(done.pk) == {"type": "finish", "runId": str(done.pk), "from": "AGENT",
                                   "payload": {"finishReason": "stop", "usage": usage}}
    assert last_chunk(blocked.pk)["payload"] == {"reason": "Please leave personal details out.", "processorId": "pii"}
    error = last_chunk(failed.pk)
    assert error["type"] == "error" and error["payload"]["error"]["code"] == "internal_error"
    assert "10.0.0.7" not in str(error) and "APIConnectionError" not in str(error)
    assert last_chunk(cancelled.pk)["type"] == "abort"


def test_a_blocked_run_without_a_stored_notice_gets_the_default_one(make_agent) -> None:
    blocked = Run.objects.create(agent=make_agent(), status="tripwire", tripwire=None)
    assert last_chunk(blocked.pk)["payload"] == {"reason": DEFAULT_BLOCK_MESSAGE, "processorId": None}


def test_a_run_that_is_gone_ends_in_an_error() -> None:
    missing = uuid.uuid4()
    assert last_chunk(missing)["type"] == "error" and last_chunk(missing)["runId"] == str(missing)
