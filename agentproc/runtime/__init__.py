"""The processor runtime: a pure-Python port of the processor interface (never imports Django)."""
from .context import RequestContext, StreamWriter
from .errors import AgentprocError, ConfigurationError, ProcessorContractError, ProcessorLaneError
from .agent import Agent, AgentStream
from .memory import Memory
from .messages import Message, MessageContent, MessageList
from .processor import Processor, ProcessorViolation, TripWire
from .results import RunResult, StepResult
from .tools import Tool, tool

__all__ = [
    "Agent",
    "AgentStream",
    "AgentprocError",
    "ConfigurationError",
    "Memory",
    "Message",
    "MessageContent",
    "MessageList",
    "Processor",
    "ProcessorContractError",
    "ProcessorLaneError",
    "ProcessorViolation",
    "RequestContext",
    "RunResult",
    "StepResult",
    "StreamWriter",
    "Tool",
    "TripWire",
    "tool",
]
