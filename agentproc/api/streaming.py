"""A chat turn as Server-Sent Events: the spec's chunks, one ``data:`` event each.

Under ASGI (daphne, uvicorn) the chunks are sent as the runtime makes them, from an async
generator on the server's event loop; if the client goes away, the turn is cancelled (and
stored as ``cancelled``). Under WSGI a request cannot wait on an event loop while
streaming, so the turn runs to its end first and its chunks are then sent in one go.

With ``AGENTPROC["RUN_IN_WORKER"]`` (and a real broker) under ASGI, the turn runs in a Celery
worker and the stream relays the chunks the worker publishes to the conversation's
channel-layer group. A client that goes away then stops listening; the turn itself goes on.
"""
from __future__ import annotations

import asyncio
import logging
import uuid
from collections.abc import AsyncIterator, Iterator
from typing import Any

from django.core.handlers.asgi import ASGIRequest
from django.http import StreamingHttpResponse
from rest_framework.request import Request

from agentproc import turns
from agentproc.conf import agentproc_settings
from agentproc.exceptions import AgentprocError
from agentproc.events import CHUNK_EVENT, FINAL_CHUNKS, chunks_of, conversation_group, run_of

from .renderers import SSE_DONE, sse_event

logger = logging.getLogger("agentproc.api")

_END = object()


def _error_event(exc: BaseException) -> str:
    # The websocket protocol's error frame; the runtime's own failures arrive as `error` chunks.
    code = getattr(exc, "code", None) if isinstance(exc, AgentprocError) else "server_error"
    message = str(exc) if isinstance(exc, AgentprocError) else "The turn failed."
    return sse_event({"type": "error", "payload": {"code": code or "server_error", "message": message}})


async def _live_events(run: Any) -> AsyncIterator[str]:
    run_id = run.pk
    queue: asyncio.Queue[Any] = asyncio.Queue()

    async def on_chunk(chunk: dict[str, Any]) -> None:
        await queue.put(chunk)

    turn = asyncio.ensure_future(turns.aexecute_turn(run, on_chunk=on_chunk))
    turn.add_done_callback(lambda _: queue.put_nowait(_END))
    try:
        while (item := await queue.get()) is not _END:
            yield sse_event(item)
        if turn.exception() is not None:
            logger.warning("streamed turn %s failed", run_id, exc_info=turn.exception())
            yield _error_event(turn.exception())  # type: ignore[arg-type]
        yield SSE_DONE
    finally:
        if not turn.done():
            # The client went away: cancelling lets the turn store the run as cancelled.
            turn.cancel()
            try:
                await turn
            except BaseException:  # noqa: BLE001 - the cancellation we asked for
                pass


#: How long the relay waits for a worker's next chunk before looking at the run itself.
RELAY_POLL_SECONDS = 15.0


def _worker_relay_available() -> bool:
    from celery import current_app
    from channels.layers import get_channel_layer

    return (
        bool(agentproc_settings.RUN_IN_WORKER)
        and not current_app.conf.task_always_eager
        and get_channel_layer() is not None
    )


async def _relayed_events(prepared: Any, conversation_id: uuid.UUID) -> AsyncIterator[str]:
    from asgiref.sync import sync_to_async
    from channels.layers import get_channel_layer

    from agentproc.models import Run
    from agentproc.tasks import send_turn

    run_id = prepared.pk
    layer = get_channel_layer()
    group, channel = conversation_group(conversation_id), await layer.new_channel()
    await layer.group_add(group, channel)  # listen first, so no chunk is missed
    try:
        await sync_to_async(send_turn)(prepared)
        while True:
            try:
                message = await asyncio.wait_for(layer.receive(channel), RELAY_POLL_SECONDS)
            except asyncio.TimeoutError:
                run = await Run.objects.filter(pk=run_id).afirst()
                if run is None or run.is_final:  # ended without a final chunk (e.g. reaped)
                    # Run.error is for the admins (it may hold a provider's or worker's words).
                    yield sse_event({"type": "error", "payload": {
                        "code": "run_failed", "message": "The turn ended without an answer; please try again."}})
                    break
                continue
            if message.get("type") != CHUNK_EVENT or run_of(message) not in (None, str(run_id)):
                continue  # another turn of the same conversation
            chunks = chunks_of(message)  # a run's batch ends at its last chunk, if it holds it
            for chunk in chunks:
                yield sse_event(chunk)
            if chunks[-1].get("type") in FINAL_CHUNKS:
                break
        yield SSE_DONE
    finally:
        await layer.group_discard(group, channel)


def _collected_events(run: Any) -> Iterator[str]:
    run_id = run.pk
    chunks: list[dict[str, Any]] = []

    async def on_chunk(chunk: dict[str, Any]) -> None:
        chunks.append(chunk)

    failure: BaseException | None = None
    try:
        turns.execute_turn(run, on_chunk=on_chunk)
    except Exception as exc:  # noqa: BLE001 - reported in the stream, like under ASGI
        logger.warning("streamed turn %s failed", run_id, exc_info=True)
        failure = exc
    events = [sse_event(chunk) for chunk in chunks]
    if failure is not None:
        events.append(_error_event(failure))
    events.append(SSE_DONE)
    return iter(events)


def stream_turn(request: Request, run: Any, conversation_id: uuid.UUID) -> StreamingHttpResponse:
    """The response of ``POST .../stream/`` for a prepared (queued) run (``prepare_turn``'s)."""
    content: Any
    if not isinstance(getattr(request, "_request", request), ASGIRequest):
        content = _collected_events(run)
    elif _worker_relay_available():
        content = _relayed_events(run, conversation_id)
    else:
        content = _live_events(run)
    response = StreamingHttpResponse(content, content_type="text/event-stream")
    response["Cache-Control"] = "no-cache"
    response["X-Accel-Buffering"] = "no"  # tell nginx-style proxies not to buffer the events
    return response
