"""Runtime test fixtures: the local OpenAI-compatible server, and a guard against real network."""
from __future__ import annotations

import socket
from typing import Any, Callable, Iterator

import pytest

from tests.openai_server import OpenAIServer

_LOOPBACK = frozenset({"127.0.0.1", "::1", "localhost", "::ffff:127.0.0.1"})


@pytest.fixture(autouse=True)
def no_external_network(monkeypatch: pytest.MonkeyPatch) -> None:
    """Fail any connection (or DNS lookup) to a host other than loopback: no runtime test
    may reach a real provider."""
    real_connect, real_connect_ex, real_getaddrinfo = socket.socket.connect, socket.socket.connect_ex, socket.getaddrinfo

    def check(host: Any) -> None:
        if isinstance(host, str) and host not in _LOOPBACK:
            raise RuntimeError(f"a test tried to reach {host!r}; only 127.0.0.1 is allowed in tests")

    def connect(self: socket.socket, address: Any) -> Any:
        check(address[0] if isinstance(address, tuple) else None)
        return real_connect(self, address)

    def connect_ex(self: socket.socket, address: Any) -> Any:
        check(address[0] if isinstance(address, tuple) else None)
        return real_connect_ex(self, address)

    def getaddrinfo(host: Any, *args: Any, **kwargs: Any) -> Any:
        check(host.decode() if isinstance(host, bytes) else host)
        return real_getaddrinfo(host, *args, **kwargs)

    monkeypatch.setattr(socket.socket, "connect", connect)
    monkeypatch.setattr(socket.socket, "connect_ex", connect_ex)
    monkeypatch.setattr(socket, "getaddrinfo", getaddrinfo)


@pytest.fixture(scope="session")
def _openai_server_process() -> Iterator[OpenAIServer]:
    server = OpenAIServer().start()
    yield server
    server.stop()


@pytest.fixture
def openai_server(_openai_server_process: OpenAIServer) -> Iterator[OpenAIServer]:
    """The local OpenAI-compatible server, with an empty script and no recorded requests."""
    _openai_server_process.reset()
    yield _openai_server_process
    _openai_server_process.reset()


@pytest.fixture
def openai_model(openai_server: OpenAIServer) -> Callable[..., Any]:
    """``openai_model(model_id="gpt-test", **settings)``: an OpenAIChatModel on the local
    server, without SDK retries unless ``max_retries=`` is given."""
    from agentproc.runtime.providers.openai import OpenAIChatModel

    def make(model_id: str = "gpt-test", **settings: Any) -> OpenAIChatModel:
        settings = {"base_url": openai_server.base_url, "api_key": "test-key", "max_retries": 0, **settings}
        return OpenAIChatModel(model_id, **settings)

    return make
