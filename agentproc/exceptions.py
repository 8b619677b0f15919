"""The agentproc error family.

    AgentprocError                  every error agentproc raises on purpose; has a stable ``code``
    ├── ConfigurationError          a processor, tool or model is set up wrongly
    │   ├── ProcessorLaneError      a processor placed in a lane where it has no hook
    │   └── UnknownModelError       a model string no provider resolves
    ├── ProcessorContractError      a hook returned something the spec does not allow
    └── ToolError                   a tool failed (the model sees the message)

``TripWire`` (in ``agentproc.runtime.processor``) is control flow, not an error: it ends a run
with a tripwire chunk. These classes live in the runtime package so it never imports Django;
this module re-exports them for the Django side.
"""
from agentproc.runtime.errors import (  # noqa: F401
    AgentprocError,
    ConfigurationError,
    ProcessorContractError,
    ProcessorLaneError,
    ToolError,
    UnknownModelError,
)
