"""Django Admin for agentproc: importing the package registers the agent and audit ModelAdmins."""
from . import agents, audit, history  # noqa: F401 - registration happens on import
