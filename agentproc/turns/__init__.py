"""What happens in a turn, seen from a transport (websocket, REST API, Celery, admin, views).

The one package that sees both the runtime and the ORM: ``services`` builds the runtime agent
and runs a turn, ``persistence`` writes its outcome, ``liveness`` keeps it alive and
cancellable, ``orm_memory`` is the runtime's memory over the ORM. Transports import from here.
"""
from .reaper import reap as reap_stale_runs, reaping
from .intake import Intake, seal, unseal
from .services import (
    TurnResult,
    aexecute_turn,
    aget_conversation,
    aprepare_turn,
    arequest_cancel,
    arun_turn,
    build_runtime_agent,
    execute_turn,
    get_conversation,
    prepare_turn,
    request_cancel,
    run_turn,
)

__all__ = [
    "Intake",
    "TurnResult",
    "aexecute_turn",
    "aget_conversation",
    "aprepare_turn",
    "arequest_cancel",
    "arun_turn",
    "build_runtime_agent",
    "execute_turn",
    "get_conversation",
    "prepare_turn",
    "reap_stale_runs",
    "reaping",
    "request_cancel",
    "run_turn",
    "seal",
    "unseal",
]
