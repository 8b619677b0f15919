"""Provider errors surface as the openai SDK's exceptions, at the moment the loop expects them."""
from __future__ import annotations

from typing import Any

import openai
import pytest

from agentproc.runtime.providers.base import ModelRequest
from agentproc.runtime.providers.openai import is_context_length_error
from tests.openai_server import SSE, Stall, Status, completion_chunk, context_length_exceeded, text_events


def request() -> ModelRequest:
    return ModelRequest(prompt=[{"role": "user", "content": [{"type": "text", "text": "hi"}]}])


async def first_chunk(model: Any) -> dict[str, Any]:
    stream = model.stream(request()).__aiter__()
    try:
        return await stream.__anext__()  # type: ignore[no-any-return]
    finally:
        await stream.aclose()


async def test_context_length_400_is_raised_before_the_first_chunk_and_recognised(openai_server, openai_model):
    openai_server.script(context_length_exceeded())
    with pytest.raises(openai.BadRequestError) as info:
        await first_chunk(openai_model())
    error = info.value
    assert error.status_code == 400
    assert error.code == "context_length_exceeded"
    assert error.body["code"] == "context_length_exceeded"
    assert is_context_length_error(error)


@pytest.mark.parametrize("error", [
    Status(400, "Invalid value for 'temperature'", code="invalid_value"),
    Status(429, "Rate limit reached", code="rate_limit_exceeded", type="requests"),
    Status(500, "boom", code=None, type="server_error"),
])
async def test_other_status_errors_are_not_context_length_errors(openai_server, openai_model, error):
    openai_server.script(error)
    with pytest.raises(openai.APIStatusError) as info:
        await first_chunk(openai_model())
    assert info.value.status_code == error.status
    assert not is_context_length_error(info.value)


def test_context_length_errors_of_compatible_servers_are_recognised_by_their_message():
    class VllmError(Exception):
        status_code = 400
        code = None
        body = {"message": "This model's maximum context length is 4096 tokens", "object": "error"}

    assert is_context_length_error(VllmError("This model's maximum context length is 4096 tokens"))
    assert not is_context_length_error(ValueError("maximum context length"))  # no 400: not an API error


async def test_a_429_is_retried_by_the_client_and_then_streams(openai_server, openai_model):
    openai_server.script(Status(429, "slow down", headers={"retry-after-ms": "10"}), SSE(text_events("ok")))
    chunks = [c async for c in openai_model(max_retries=2).stream(request())]
    assert [c["payload"]["text"] for c in chunks if c["type"] == "text-delta"] == ["ok"]
    assert len(openai_server.bodies) == 2
    assert [r.headers["x-stainless-retry-count"] for r in openai_server.requests] == ["0", "1"]


async def test_a_500_then_success_is_retried_with_backoff(openai_server, openai_model):
    openai_server.script(Status(500, "oops", type="server_error"), SSE(text_events("recovered")))
    chunks = [c async for c in openai_model(max_retries=1).stream(request())]
    assert chunks[-1]["payload"]["finishReason"] == "stop"
    assert len(openai_server.bodies) == 2


async def test_when_retries_run_out_the_last_status_error_is_raised(openai_server, openai_model):
    openai_server.script(*[Status(503, "overloaded", type="server_error", headers={"retry-after-ms": "5"})] * 2)
    with pytest.raises(openai.InternalServerError) as info:
        await first_chunk(openai_model(max_retries=1))
    assert info.value.status_code == 503
    assert info.value.body["message"] == "overloaded"
    assert len(openai_server.bodies) == 2


async def test_a_server_that_never_answers_times_out(openai_server, openai_model):
    openai_server.script(Stall(2.0))
    with pytest.raises(openai.APITimeoutError):
        await first_chunk(openai_model(timeout=0.2))


async def test_a_stall_mid_stream_raises_a_timeout_after_the_chunks_that_arrived(openai_server, openai_model):
    openai_server.script(SSE(text_events("a", "b", "c"), stall_after=3, stall=2.0))
    received: list[str] = []
    with pytest.raises(openai.APITimeoutError):
        async for c in openai_model(timeout=0.3).stream(request()):
            received.append(c["type"])
    assert received == ["text-start", "text-delta", "text-delta"]


async def test_a_cut_stream_raises_a_connection_error_after_the_chunks_that_arrived(openai_server, openai_model):
    openai_server.script(SSE(text_events("one", " two", " three"), cut_after=3))
    received: list[dict[str, Any]] = []
    with pytest.raises(openai.APIConnectionError, match="cut"):
        async for c in openai_model().stream(request()):
            received.append(c)
    assert [c["payload"]["text"] for c in received if c["type"] == "text-delta"] == ["one", " two"]


async def test_a_stream_that_ends_cleanly_but_unfinished_is_an_error(openai_server, openai_model):
    openai_server.script(SSE([completion_chunk({"content": "half"})], done=False))
    with pytest.raises(openai.APIError, match="ended before"):
        _ = [c async for c in openai_model().stream(request())]


async def test_an_error_event_inside_the_stream_is_raised_as_an_api_error(openai_server, openai_model):
    events = [completion_chunk({"content": "partial"}),
              {"error": {"message": "The server had an error", "type": "server_error", "code": "overloaded"}}]
    openai_server.script(SSE(events, done=False))
    with pytest.raises(openai.APIError) as info:
        _ = [c async for c in openai_model().stream(request())]
    assert info.value.code == "overloaded"
    assert "server had an error" in str(info.value)


async def test_an_unauthorised_key_is_an_authentication_error(openai_server, openai_model):
    openai_server.script(Status(401, "Incorrect API key provided", code="invalid_api_key"))
    with pytest.raises(openai.AuthenticationError):
        await first_chunk(openai_model())


async def test_an_event_that_is_not_json_is_an_api_error(openai_server, openai_model):
    openai_server.script(SSE([completion_chunk({"content": "ok"}), "not json"]))
    with pytest.raises(openai.APIError, match="not JSON"):
        _ = [c async for c in openai_model().stream(request())]
