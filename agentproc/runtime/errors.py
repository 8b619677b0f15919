"""Errors of the runtime (the tree is drawn in ``agentproc.exceptions``)."""
from __future__ import annotations


class AgentprocError(Exception):
    """Base of every error agentproc raises on purpose."""

    code = "agentproc_error"


class ConfigurationError(AgentprocError):
    """A processor, tool or model is configured wrongly."""

    code = "configuration_error"


class ProcessorLaneError(ConfigurationError):
    """A processor was placed in a lane where it implements none of that lane's hooks."""

    code = "processor_lane_error"


class UnknownModelError(ConfigurationError):
    """A model string that no registered provider resolves."""

    code = "unknown_model"


class ProcessorContractError(AgentprocError):
    """A hook returned a value the processor interface does not allow."""

    code = "processor_contract_error"
