"""The agentproc error family.

    AgentprocError                  every error agentproc raises on purpose; has a stable ``code``
    ├── ConfigurationError          a processor, tool or model is set up wrongly
    │   ├── ProcessorLaneError      a processor placed in a lane where it has no hook
    │   ├── UnknownModelError       a model string no provider resolves
    │   ├── UnknownProcessor        a processor key the registry does not know
    │   └── UnknownTool             a tool key the registry does not know
    ├── ProcessorContractError      a hook returned something the spec does not allow
    ├── AppendOnlyError             an attempt to change or delete an audit record (Violation)
    ├── BacktestLimitReached        ``backtest_limit_user`` / ``backtest_limit_total``: enough backtests run
    └── TurnError                   a chat turn cannot happen; shown to the user (Django side)
        ├── TurnRejected            bad input: ``empty_text``, ``text_too_long``, ``agent_inactive``
        ├── AgentNotFound           ``agent_not_found``
        ├── ConversationNotFound    ``conversation_not_found`` (also for someone else's conversation)
        ├── Forbidden               ``forbidden``: e.g. anonymous user on an agent that needs a login
        ├── RunNotFound             ``run_not_found``
        ├── RunAlreadyClaimed       ``run_already_claimed``: another worker runs (or ran) it
        ├── ConversationBusy        ``busy``: a turn of this conversation is still running
        ├── RateLimited             ``rate_limited``: too many turns; ``retry_after`` seconds
        ├── TooManySockets          ``too_many_sockets``: this session has enough chat sockets open
        └── TurnUnreadable          ``turn_unreadable``: no encryption key opens a queued turn's message

``TripWire`` (in ``agentproc.runtime.processor``) is control flow, not an error: it ends a run
with a tripwire chunk. The runtime classes live in the runtime package so it never imports
Django; this module re-exports them for the Django side.
"""
from __future__ import annotations

from agentproc.runtime.errors import (  # noqa: F401
    AgentprocError,
    ConfigurationError,
    ProcessorContractError,
    ProcessorLaneError,
    UnknownModelError,
)


class UnknownProcessor(ConfigurationError, KeyError):
    """A processor key the registry does not know."""

    code = "unknown_processor"

    def __str__(self) -> str:  # KeyError would quote the message
        return str(self.args[0]) if self.args else ""


class UnknownTool(ConfigurationError, KeyError):
    """A tool key the registry does not know."""

    code = "unknown_tool"

    def __str__(self) -> str:
        return str(self.args[0]) if self.args else ""


class AppendOnlyError(AgentprocError):
    """Violations are written once; changing or deleting one is refused."""

    code = "append_only"


class BacktestLimitReached(AgentprocError):
    """As many backtests are queued or running as ``AGENTPROC["BACKTEST_LIMITS"]`` allows (the
    starting user's: ``backtest_limit_user``; everyone's: ``backtest_limit_total``)."""

    code = "backtest_limit_total"

    def __init__(self, message: str, *, code: str) -> None:
        super().__init__(message)
        self.code = code


class TurnError(AgentprocError):
    """A chat turn cannot happen; ``code`` and the message are safe to show to the user."""

    code = "turn_error"

    def __init__(self, message: str = "", *, code: str | None = None) -> None:
        super().__init__(message or self.__doc__ or "")
        if code is not None:
            self.code = code

    @property
    def message(self) -> str:
        return str(self)


class TurnRejected(TurnError):
    """The message cannot be sent (``empty_text``, ``text_too_long``, ``agent_inactive``)."""

    code = "turn_rejected"


class AgentNotFound(TurnError):
    """No active agent with that slug."""

    code = "agent_not_found"


class ConversationNotFound(TurnError):
    """No such conversation for this user."""

    code = "conversation_not_found"


class Forbidden(TurnError):
    """You may not use this agent or conversation."""

    code = "forbidden"


class RunNotFound(TurnError):
    """No such run."""

    code = "run_not_found"


class RunAlreadyClaimed(TurnError):
    """This run was already started by someone else."""

    code = "run_already_claimed"


class ConversationBusy(TurnError):
    """A turn of this conversation is still running: wait for it (or cancel it)."""

    code = "busy"


class RateLimited(TurnError):
    """Too many turns in a short time; ``retry_after`` says how many seconds to wait."""

    code = "rate_limited"

    def __init__(self, message: str = "", *, retry_after: int = 1) -> None:
        super().__init__(message)
        self.retry_after = max(1, int(retry_after))


class TooManySockets(TurnError):
    """This session (or address) already has as many chat connections open as allowed."""

    code = "too_many_sockets"


class TurnUnreadable(TurnError):
    """The server could not read this message; please send it again."""

    code = "turn_unreadable"
