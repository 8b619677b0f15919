"""Spec: processAPIError — error processors inspect API errors and may retry."""
from __future__ import annotations

from agentproc.runtime import Agent, Processor

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


class TripwireOnLastAttempt(Processor):
    """Retries while it may, then blocks with a tripwire instead of letting the raw error out."""

    id = "last-attempt"

    def __init__(self, retries):
        self.retries = retries
        self.seen = []

    def process_api_error(self, error, retry_count, abort):
        self.seen.append(retry_count)
        if retry_count >= self.retries:
            abort("The assistant is unavailable right now.", {"metadata": {"error": str(error)}})
        return {"retry": True}


async def test_the_error_that_exhausts_the_budget_still_reaches_the_error_processors() -> None:
    # Seed: processAPIError handles the rejection *before* it becomes the final error.
    guard = TripwireOnLastAttempt(retries=2)
    a, model = agent([APIError("overloaded")] * 5, error_processors=[guard], max_processor_retries=2)
    result = await a.generate("hi")
    assert guard.seen == [0, 1, 2]
    assert model.calls == 3
    assert result.status == "tripwire"
    assert result.tripwire["reason"] == "The assistant is unavailable right now."
    assert result.tripwire["metadata"] == {"error": "overloaded"}


async def test_with_max_processor_retries_0_the_error_processors_still_run_but_never_retry() -> None:
    guard = TripwireOnLastAttempt(retries=5)
    a, model = agent([APIError("overloaded"), "unused"], error_processors=[guard], max_processor_retries=0)
    result = await a.generate("hi")
    assert guard.seen == [0] and model.calls == 1
    assert result.status == "failed" and isinstance(result.error, APIError)

    blocking = TripwireOnLastAttempt(retries=0)
    blocked = await agent([APIError("overloaded")], error_processors=[blocking], max_processor_retries=0)[0].generate("hi")
    assert blocked.status == "tripwire" and blocking.seen == [0]


class CutAfter:
    """A model whose first answer breaks after a few words (the connection drops mid-stream)."""

    provider, model_id = "test", "cut"

    def __init__(self, answers):
        self.answers = list(answers)
        self.calls = 0

    def stream(self, request):
        self.calls += 1
        return self._play(self.answers.pop(0))

    async def _play(self, answer):
        for word in answer.split():
            if word == "<cut>":
                raise APIError("connection reset", status_code=502)
            yield {"type": "text-delta", "payload": {"id": "t", "text": word + " "}}
        yield {"type": "finish", "payload": {"finishReason": "stop", "usage": {}}}


async def test_an_error_after_the_first_chunk_reaches_the_error_processors_which_may_retry() -> None:
    seen = []

    class RetryCut(Processor):
        id = "retry-cut"

        def process_api_error(self, error, step_number, retry_count):
            seen.append((str(error), step_number, retry_count))
            return {"retry": True}

    model = CutAfter(["partial answer <cut>", "whole answer"])
    a = Agent("cut", model=model, error_processors=[RetryCut()])
    stream = a.stream("hi")
    chunks = await collect(stream)
    result = stream.result
    assert seen == [("connection reset", 0, 0)]
    assert model.calls == 2 and result.status == "completed"
    assert result.text == "whole answer "
    # The cut attempt was streamed (its chunks cannot be recalled) and closed with a failed
    # step-finish; its message is not kept.
    assert [c["payload"]["finishReason"] for c in chunks if c["type"] == "step-finish"] == ["error", "stop"]
    assert [m.text for m in result.messages] == ["whole answer "]
    assert len(result.steps) == 1


async def test_a_cut_stream_that_is_not_retried_fails_the_run_and_keeps_what_arrived() -> None:
    model = CutAfter(["partial answer <cut>"])
    result = await Agent("cut", model=model, error_processors=[TripwireOnLastAttempt(retries=9)],
                         max_processor_retries=0).generate("hi")
    assert result.status == "failed" and str(result.error) == "connection reset"
    assert result.text == "partial answer "
