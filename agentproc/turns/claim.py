"""Claiming a queued run: queued -> running once, and what its first chunk needs, in one
trip to the database thread."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from django.utils import timezone

from ..exceptions import RunAlreadyClaimed, RunNotFound
from ..inputs import as_uuid
from ..models import Lane, ProcessorPolicy, Run, RunStatus
from ..runtime.messages import Message
from .agents_cache import enabled_policies
from .intake import store_processed_input
from .orm_memory import load_history


@dataclass
class Claim:
    """A run claimed for execution and what its first chunk needs (``claim_turn``)."""

    run: Run
    policies: list[ProcessorPolicy]
    #: The conversation's in-context messages (the memory's ``load``), None without one.
    history: list[Message] | None


def claim_turn(run_id: Any) -> Claim:
    """queued -> running with one conditional UPDATE (two workers never run the same turn),
    then the run's policies (cached per agent version) and its conversation's history. A
    transport that creates the run and runs it at once (the websocket) claims it as it is
    created instead (``services.start_turn``, ``claim_prepared``)."""
    pk = as_uuid(run_id)
    if pk is None:
        raise RunNotFound("No such run.")
    now = timezone.now()
    claimed = Run.objects.filter(pk=pk, status=RunStatus.QUEUED).update(status=RunStatus.RUNNING, started_at=now,
                                                                 heartbeat_at=now)
    if not claimed:
        if Run.objects.filter(pk=pk).exists():
            raise RunAlreadyClaimed("This run was already started.")
        raise RunNotFound("No such run.")
    run = Run.objects.select_related("agent", "conversation").get(pk=pk)
    return _ready(run, None, new_conversation=False)


def claim_prepared(run: Run, *, new_conversation: bool = False) -> Claim:
    """``claim_turn`` for a run ``prepare_turn(running=True)`` created in the caller's
    transaction: it is already ``running`` (never queued, so no one else can have it), and
    the claim costs no write of its own."""
    if run.status != RunStatus.RUNNING or run.started_at is None:
        raise ValueError("claim_prepared() takes a run made by prepare_turn(running=True)")
    return _ready(run, getattr(run, "intake", None), new_conversation)


def _ready(run: Run, intake: Any, new_conversation: bool) -> Claim:
    history = None
    if run.conversation_id is not None:
        history = [] if new_conversation else load_history(run.conversation_id)
    policies = enabled_policies(run.agent)
    if intake is not None and not intake.stored and input_stored_at_claim(policies):
        # No input processor can change or block the message: the input boundary's write
        # goes with the claim (in the caller's transaction, if any), and the turn needs no
        # second trip before its first chunk.
        store_processed_input(run, intake, [intake.runtime_message()], savepoint=False)
    return Claim(run, policies, history)


def input_stored_at_claim(policies: list[ProcessorPolicy]) -> bool:
    """No input processor can change or block the message: it is stored with the claim."""
    return not any(p.lane == Lane.INPUT for p in policies)
