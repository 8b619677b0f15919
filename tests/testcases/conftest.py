"""Test-case fixtures: the guard against real network (a case run never calls a service)."""
from tests.runtime.conftest import (  # noqa: F401 - the loopback-only guard (autouse) and the local OpenAI server
    _openai_server_process,
    no_external_network,
    openai_server,
)
