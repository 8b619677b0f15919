"""What happens in a turn, seen from a transport (websocket, REST API, Celery, admin, views).

The one package that sees both the runtime and the ORM: ``services`` builds the runtime agent
and runs a turn, ``persistence`` writes its outcome, ``liveness`` keeps it alive and
cancellable, ``orm_memory`` is the runtime's memory over the ORM, ``claim`` claims a queued run
with what its first chunk needs, ``agents_cache`` keeps policy rows between turns (its writes go
through ``agentproc.fastpaths``: statements compiled once, group commit; and ``agentproc.db``:
a write run again puts back what it changed in memory first), ``response_cache`` is the
cache caching processors get (kept only for a completed turn, listed per conversation),
``prepare`` makes a websocket message a queued (and claimed) run in one transaction, and
``erasure`` removes every copy of a deleted conversation's text (``retention``: the retention
purge, in batches). Transports import from here.
"""
from .reaper import reap as reap_stale_runs, reaping
from .intake import Intake, seal, unseal
from .claim import Claim, claim_prepared, claim_turn
from .services import (
    TurnResult,
    aexecute_turn,
    aget_conversation,
    aprepare_turn,
    arun_turn,
    build_runtime_agent,
    execute_turn,
    find_agent,
    find_conversation,
    get_conversation,
    prepare_turn,
    run_turn,
    start_turn,
)
from .prepare import prepare_message
from .liveness import StopSignal, aend_unstarted, alast_chunk, arequest_cancel, last_chunk, request_cancel
from .pacing import starting

__all__ = [
    "Claim",
    "Intake",
    "StopSignal",
    "TurnResult",
    "aend_unstarted",
    "aexecute_turn",
    "alast_chunk",
    "aget_conversation",
    "aprepare_turn",
    "arequest_cancel",
    "arun_turn",
    "build_runtime_agent",
    "claim_prepared",
    "claim_turn",
    "execute_turn",
    "find_agent",
    "find_conversation",
    "get_conversation",
    "last_chunk",
    "prepare_message",
    "prepare_turn",
    "reap_stale_runs",
    "reaping",
    "request_cancel",
    "run_turn",
    "start_turn",
    "starting",
    "seal",
    "unseal",
]
