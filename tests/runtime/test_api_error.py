"""Spec: processAPIError — error processors inspect API errors and may retry."""
from __future__ import annotations

from agentproc.runtime import Processor

from .helpers_runtime import agent, collect, types


class APIError(Exception):
    def __init__(self, message, status_code=400, code=None):
        super().__init__(message)
        self.status_code = status_code
        self.code = code


class TrimAndRetry(Processor):
    """The spec's ErrorRecoveryProcessor: trims history on a context-length error, retries once."""

    id = "error-recovery"

    def __init__(self):
        self.seen = []

    def process_api_error(self, error, message_list, retry_count, state):
        self.seen.append((type(error).__name__, retry_count))
        if retry_count > 0:
            return None
        if "context length exceeded" in str(error):
            messages = message_list.get.all.db()
            message_list.remove_by_ids([m.id for m in messages[:-1]])
            return {"retry": True}


async def test_retry_calls_the_model_again_with_the_modified_message_list() -> None:
    recovery = TrimAndRetry()
    a, model = agent([APIError("context length exceeded"), "fits now"], error_processors=[recovery])
    result = await a.generate(["very old", "old", "current question"])
    assert result.text == "fits now" and result.status == "completed"
    assert recovery.seen == [("APIError", 0)]
    assert [p["role"] for p in model.requests[1].prompt] == ["user"]
    assert len(model.requests[0].prompt) == 3


async def test_retry_count_grows_and_retrying_stops_when_no_processor_asks() -> None:
    recovery = TrimAndRetry()
    a, model = agent([APIError("context length exceeded"), APIError("context length exceeded")],
                     error_processors=[recovery])
    result = await a.generate(["a", "b"])
    assert recovery.seen == [("APIError", 0), ("APIError", 1)]
    assert result.finish_reason == "error" and result.status == "failed"
    assert model.calls == 2


async def test_without_error_processors_an_api_error_ends_the_run_with_an_error_chunk() -> None:
    a, _ = agent([APIError("bad request", status_code=400, code="invalid_value")])
    chunks = await collect(a.stream("hi"))  # never raises
    assert types(chunks)[-1] == "error"
    assert chunks[-1]["payload"]["error"] == {"name": "APIError", "message": "bad request", "statusCode": 400,
                                              "code": "invalid_value"}
    result = await agent([APIError("boom")])[0].generate("hi")
    assert result.finish_reason == "error" and isinstance(result.error, APIError)


async def test_error_processor_retries_are_bounded_by_max_processor_retries() -> None:
    class AlwaysRetry(Processor):
        id = "always-retry"

        def process_api_error(self):
            return {"retry": True}

    a, model = agent([APIError("x")] * 10, error_processors=[AlwaysRetry()], max_processor_retries=3)
    result = await a.generate("hi")
    assert model.calls == 4  # the first call and three retries
    assert result.status == "failed"


async def test_error_processor_can_abort_with_a_tripwire() -> None:
    class Refuse(Processor):
        id = "refuse"

        def process_api_error(self, error, abort):
            abort(f"provider refused: {error}")

    result = await agent([APIError("policy")], error_processors=[Refuse()])[0].generate("hi")
    assert result.tripwire["reason"] == "provider refused: policy"
    assert result.tripwire["processorId"] == "refuse"
