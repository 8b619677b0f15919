"""The ``openai/<model>`` provider: Chat Completions streaming on the official ``openai`` SDK.

The SDK does authentication, retries (429/5xx with backoff), timeouts and error types; the
event stream is read as raw bytes (``openai_stream``) instead of one pydantic object per
chunk, which is most of the SDK's streaming cost.

Errors: an HTTP status error is raised as the SDK's ``openai.APIStatusError`` subclass
(``status_code``, ``body``, ``code``) before the first chunk; a connection cut or a stall
after chunks were yielded raises ``openai.APIConnectionError`` / ``openai.APITimeoutError``;
an ``error`` event inside the stream raises ``openai.APIError``.
"""
from __future__ import annotations

import asyncio
import json
import os
import re
from dataclasses import dataclass, replace
from typing import Any, AsyncIterator

import httpx2
import openai

from ..chunks import Chunk
from ..errors import ConfigurationError
from .base import ModelRequest
from .openai_request import build_body, call_warnings
from .openai_stream import ChunkMapper, StreamError, sse_chunks

__all__ = ["ClientConfig", "OpenAIChatModel", "configure", "from_name", "get_client", "is_context_length_error"]

#: Per-request options for ``client.post``: send the bearer token like the SDK's own calls.
_POST_OPTIONS: Any = {"security": {"bearer_auth": True}}
#: Key sent to OpenAI-compatible servers that need none (Ollama, llama.cpp, vLLM …).
_PLACEHOLDER_KEY = "not-needed"
_CLIENT_KEYS = frozenset({"api_key", "base_url", "organization", "timeout", "max_retries"})


@dataclass(frozen=True)
class ClientConfig:
    """What makes two AsyncOpenAI clients different; one shared client per value (per loop)."""

    api_key: str | None = None
    base_url: str | None = None
    organization: str | None = None
    #: Seconds; None: the SDK's default (600 s, 5 s to connect).
    timeout: float | None = None
    #: None: the SDK's default (2).
    max_retries: int | None = None


_configured = ClientConfig()
#: config → {event loop → client}. A client is bound to the loop that opened its pooled
#: connections, so each loop (asyncio.run, async_to_sync, a Celery worker) gets its own.
#: Not a WeakKeyDictionary: the client's connections refer to their loop, which would keep
#: it alive forever; clients of closed loops are dropped whenever a new one is made. The
#: value is (client, the async generator that closes it when its loop shuts down).
_clients: dict[ClientConfig, dict[asyncio.AbstractEventLoop, tuple[openai.AsyncOpenAI, Any]]] = {}


def configure(api_key: str | None = None, base_url: str | None = None, organization: str | None = None,
              timeout: float | None = None, max_retries: int | None = None) -> None:
    """Set the process-wide provider configuration (the Django app calls this from
    ``AppConfig.ready()`` with the ``AGENTPROC`` settings). Every call replaces the whole
    configuration; ``None`` falls back to ``OPENAI_API_KEY`` / ``OPENAI_BASE_URL`` /
    ``OPENAI_ORG_ID`` and the SDK's defaults. Clients of the old values are left to finish
    what they are streaming; they close with their event loop."""
    global _configured
    _configured = ClientConfig(api_key, base_url, organization, timeout, max_retries)


def resolve_config(**overrides: Any) -> ClientConfig:
    """Explicit values over ``configure()`` over environment variables."""
    config = replace(_configured, **{k: v for k, v in overrides.items() if v is not None})
    base_url = config.base_url or os.environ.get("OPENAI_BASE_URL") or None
    api_key = config.api_key or os.environ.get("OPENAI_API_KEY") or None
    if api_key is None:
        if base_url is None or "api.openai.com" in base_url:
            raise ConfigurationError(
                "No OpenAI API key: set AGENTPROC['OPENAI_API_KEY'] or the OPENAI_API_KEY environment "
                "variable (or AGENTPROC['OPENAI_BASE_URL'] for a compatible server that needs no key)")
        api_key = _PLACEHOLDER_KEY
    return replace(config, api_key=api_key, base_url=base_url)


def get_client(config: ClientConfig | None = None) -> openai.AsyncOpenAI:
    """The shared AsyncOpenAI client for ``config`` on the running event loop."""
    config = config or resolve_config()
    loop = asyncio.get_running_loop()
    entry = _clients.get(config, {}).get(loop)
    if entry is not None:
        return entry[0]
    _forget_closed_loops()
    kwargs: dict[str, Any] = {"api_key": config.api_key, "base_url": config.base_url,
                              "organization": config.organization}
    if config.timeout is not None:
        kwargs["timeout"] = config.timeout
    if config.max_retries is not None:
        kwargs["max_retries"] = config.max_retries
    client = openai.AsyncOpenAI(**kwargs)
    _clients.setdefault(config, {})[loop] = (client, _close_at_loop_shutdown(client))
    return client


def _close_at_loop_shutdown(client: openai.AsyncOpenAI) -> Any:
    """Park an async generator on the running loop whose ``finally`` closes ``client``.

    ``asyncio.run()`` (and so ``async_to_sync``) finalises a loop's live async generators
    before closing it; that is the last moment the client's connections can be closed on
    the loop that owns them. Without it they are only dropped at garbage collection."""

    async def guard() -> AsyncIterator[None]:
        try:
            yield
        finally:
            await client.close()

    parked = guard()
    try:
        parked.__anext__().send(None)  # start it (registers it with the loop) up to its yield
    except StopIteration:
        pass
    return parked


def _forget_closed_loops() -> None:
    for config, per_loop in list(_clients.items()):
        for loop in [loop for loop in per_loop if loop.is_closed()]:
            del per_loop[loop]
        if not per_loop:
            del _clients[config]


class OpenAIChatModel:
    """A Chat Completions model on OpenAI or any OpenAI-compatible server.

    ``OpenAIChatModel("gpt-4o-mini")`` uses the shared client of the ``configure()``d (or
    environment) settings; ``api_key=``, ``base_url=``, ``organization=``, ``timeout=``,
    ``max_retries=`` make it use its own configuration, ``client=`` an AsyncOpenAI you own.
    Any other keyword (``temperature=0``, ``reasoning_effort="low"`` …) is a default for the
    request body; the request's ``model_settings`` and ``provider_options`` win over it."""

    provider = "openai"

    def __init__(self, model: str, client: openai.AsyncOpenAI | None = None, **settings: Any) -> None:
        self.model_id = model
        self.client = client
        self.client_settings = {k: settings.pop(k) for k in list(settings) if k in _CLIENT_KEYS}
        self.settings = settings

    def __repr__(self) -> str:
        return f"OpenAIChatModel({self.model_id!r})"

    def stream(self, request: ModelRequest) -> AsyncIterator[Chunk]:
        return self._stream(request)

    async def _stream(self, request: ModelRequest) -> AsyncIterator[Chunk]:
        client = self.client or get_client(resolve_config(**self.client_settings))
        body = request.body = build_body(self.model_id, request, self.settings)
        # Status errors (after the SDK's retries) and timeouts are raised here, before the
        # first chunk: the loop hands them to the error processors.
        response: httpx2.Response = await client.post(
            "/chat/completions", cast_to=httpx2.Response, body=body, options=_POST_OPTIONS, stream=True)
        # Without a content-encoding the raw body is the event stream: skip httpx's decoders.
        body_bytes = response.aiter_bytes() if "content-encoding" in response.headers else response.aiter_raw()
        try:
            if response.headers.get("content-type", "").startswith("application/json"):
                chunks: AsyncIterator[Chunk] = _whole_completion(response)  # it ignored stream=True
            else:
                chunks = sse_chunks(body_bytes, ChunkMapper())
            warnings = call_warnings(request)
            async for chunk in chunks:
                if warnings:  # with the first chunk: an error before it stays an API error
                    yield {"type": "stream-start", "payload": {"warnings": warnings}}
                    warnings = []
                yield chunk
        except json.JSONDecodeError as exc:
            raise openai.APIError(f"The server sent an event that is not JSON: {exc}", response.request,
                                  body=None) from exc
        except httpx2.TimeoutException as exc:
            raise openai.APITimeoutError(request=response.request) from exc
        except httpx2.TransportError as exc:
            raise openai.APIConnectionError(message=f"The stream was cut: {exc}", request=response.request) from exc
        except StreamError as exc:
            raise openai.APIError(str(exc), response.request, body=exc.body) from exc
        finally:
            await response.aclose()


async def _whole_completion(response: httpx2.Response) -> AsyncIterator[Chunk]:
    completion = json.loads(await response.aread())
    mapper = ChunkMapper()
    for choice in completion.get("choices", [])[:1]:
        event = {"choices": [{"delta": choice.get("message") or {}, "finish_reason": choice.get("finish_reason")}]}
        for chunk in mapper.feed(event):
            yield chunk
    mapper.feed({"usage": completion.get("usage")})
    for chunk in mapper.end():
        yield chunk


def from_name(name: str) -> OpenAIChatModel:
    """Provider factory for ``"openai/<model>"`` model strings."""
    return OpenAIChatModel(name)


_CONTEXT_MESSAGES = re.compile(r"context[_ ]length|maximum context|context window|too many tokens", re.I)


def is_context_length_error(error: BaseException) -> bool:
    """Whether ``error`` is a 400 saying the prompt is longer than the model's context
    (OpenAI's ``code: context_length_exceeded``, or the same words from a compatible server)
    — the cue for an error processor to trim history and retry."""
    if getattr(error, "status_code", None) != 400:
        return False
    code = getattr(error, "code", None)
    body = getattr(error, "body", None)
    if code is None and isinstance(body, dict):
        code = (body.get("error") if isinstance(body.get("error"), dict) else body).get("code")
    if code == "context_length_exceeded":
        return True
    message = getattr(error, "message", None) or str(error)
    return code is None and bool(_CONTEXT_MESSAGES.search(message))
