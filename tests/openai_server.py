"""A real OpenAI-compatible HTTP server on loopback, scripted per test.

It speaks HTTP/1.1 with keep-alive on ``127.0.0.1`` (stdlib asyncio, in its own thread,
so it serves any client event loop). Each request to a path takes the next scripted reply
for that path, or a default one: a short text answer for ``/v1/chat/completions`` and a
word-list verdict for ``/v1/moderations``. Every request is recorded (method, path,
headers, JSON body) so tests can assert what the client sent.

Replies: ``SSE`` (server-sent events, optionally cut or stalled mid-way), ``Status`` (an
error status with a JSON body), ``Stall`` (no answer for a while, then an optional reply),
``JSON``. Builders: ``text_events``, ``tool_call_events``, ``completion_chunk``,
``usage``, ``context_length_exceeded``.

Run ``python -m tests.openai_server --chunks 20000`` to serve a long stream by default
(the benchmark does); it prints the port on its first line.
"""
from __future__ import annotations

import argparse
import asyncio
import gzip
import json
import threading
from collections import defaultdict, deque
from dataclasses import dataclass, field
from typing import Any

CHAT = "/v1/chat/completions"
MODERATIONS = "/v1/moderations"


@dataclass
class SSE:
    """A 200 ``text/event-stream`` reply: each event is sent as one ``data:`` line."""

    events: list[Any]
    #: Send ``data: [DONE]`` at the end.
    done: bool = True
    #: Close the connection abruptly after this many events (a cut stream).
    cut_after: int | None = None
    #: Stop sending for ``stall`` seconds after this many events.
    stall_after: int | None = None
    stall: float = 0.0
    #: Seconds between events (0: send as fast as the socket takes them).
    interval: float = 0.0
    #: Send the whole stream gzip-compressed (``Content-Encoding: gzip``) in one body.
    gzip: bool = False


@dataclass
class Status:
    """An HTTP error status with a JSON body (OpenAI's ``{"error": {...}}`` shape by default)."""

    status: int
    message: str = "error"
    code: str | None = None
    type: str = "invalid_request_error"
    headers: dict[str, str] = field(default_factory=dict)
    body: Any = None


@dataclass
class Stall:
    """Read the request, answer nothing for ``seconds``, then send ``then`` (if any)."""

    seconds: float
    then: Any = None


@dataclass
class JSON:
    """A 200 reply with a JSON body."""

    body: Any
    status: int = 200


@dataclass
class RecordedRequest:
    method: str
    path: str
    headers: dict[str, str]
    body: Any


def usage(prompt: int = 11, completion: int = 7) -> dict[str, int]:
    return {"prompt_tokens": prompt, "completion_tokens": completion, "total_tokens": prompt + completion}


def completion_chunk(delta: dict[str, Any] | None = None, finish_reason: str | None = None,
                     usage: dict[str, int] | None = None, model: str = "gpt-test") -> dict[str, Any]:
    """One ``chat.completion.chunk``; ``delta=None`` and a usage makes the final usage chunk."""
    chunk: dict[str, Any] = {"id": "chatcmpl-test", "object": "chat.completion.chunk",
                             "created": 1700000000, "model": model, "choices": []}
    if delta is not None or finish_reason is not None:
        chunk["choices"] = [{"index": 0, "delta": delta or {}, "finish_reason": finish_reason}]
    if usage is not None:
        chunk["usage"] = usage
    return chunk


def text_events(*pieces: str, reasoning: tuple[str, ...] | list[str] = (), finish_reason: str = "stop",
                usage_: dict[str, int] | None = None, with_usage: bool = True) -> list[dict[str, Any]]:
    """A streamed answer: optional reasoning pieces, then text pieces, finish, usage chunk."""
    events = [completion_chunk({"role": "assistant", "content": ""})]
    events += [completion_chunk({"reasoning_content": r}) for r in reasoning]
    events += [completion_chunk({"content": p}) for p in pieces]
    events.append(completion_chunk({}, finish_reason=finish_reason))
    if with_usage:
        events.append(completion_chunk(usage=usage_ or usage(11, len(pieces))))
    return events


def tool_call_events(calls: list[dict[str, Any]], *, text: str | None = None, interleaved: bool = False,
                     finish_reason: str = "tool_calls", usage_: dict[str, int] | None = None) -> list[dict[str, Any]]:
    """Tool calls streamed the OpenAI way: the first delta of a call carries ``id`` and the
    function name, later ones only argument pieces. ``calls``: ``{"id", "name", "pieces"}``
    (``pieces`` defaults to the JSON of ``args`` cut in 3). ``interleaved`` alternates the
    pieces of parallel calls, as some servers do."""
    events = [completion_chunk({"role": "assistant", "content": None})]
    if text:
        events.append(completion_chunk({"content": text}))
    per_call: list[list[dict[str, Any]]] = []
    for index, call in enumerate(calls):
        pieces = call.get("pieces")
        if pieces is None:
            raw = json.dumps(call.get("args", {}))
            third = max(1, len(raw) // 3)
            pieces = [raw[:third], raw[third:2 * third], raw[2 * third:]]
        first = {"index": index, "id": call["id"], "type": "function",
                 "function": {"name": call["name"], "arguments": ""}}
        deltas = [first] + [{"index": index, "function": {"arguments": p}} for p in pieces]
        per_call.append([completion_chunk({"tool_calls": [d]}) for d in deltas])
    if interleaved:
        longest = max(len(c) for c in per_call)
        events += [c[i] for i in range(longest) for c in per_call if i < len(c)]
    else:
        events += [e for c in per_call for e in c]
    events.append(completion_chunk({}, finish_reason=finish_reason))
    events.append(completion_chunk(usage=usage_ or usage(20, 9)))
    return events


def context_length_exceeded() -> Status:
    """The 400 OpenAI sends when the prompt is longer than the model's context window."""
    return Status(400, "This model's maximum context length is 8192 tokens. However, your messages "
                  "resulted in 9000 tokens. Please reduce the length of the messages.",
                  code="context_length_exceeded", type="invalid_request_error")


#: Words the default moderation reply flags (category ``violence``).
FLAGGED_WORDS = ("kill", "bomb", "attack")
_CATEGORIES = ("harassment", "harassment/threatening", "hate", "hate/threatening", "illicit", "illicit/violent",
               "self-harm", "self-harm/intent", "self-harm/instructions", "sexual", "sexual/minors",
               "violence", "violence/graphic")


def moderation_body(inputs: Any, model: str) -> dict[str, Any]:
    results = []
    for text in [inputs] if isinstance(inputs, str) else list(inputs):
        flagged = any(w in str(text).lower() for w in FLAGGED_WORDS)
        categories = {c: (c == "violence" and flagged) for c in _CATEGORIES}
        scores = {c: (0.93 if categories[c] else 0.001) for c in _CATEGORIES}
        results.append({"flagged": flagged, "categories": categories, "category_scores": scores})
    return {"id": "modr-test", "model": model, "results": results}


class OpenAIServer:
    """The server; ``start()`` runs it in a daemon thread with its own event loop."""

    def __init__(self, host: str = "127.0.0.1", port: int = 0, default_chunks: int = 0) -> None:
        self.host, self.port = host, port
        #: When > 0 the default chat reply streams this many one-word text chunks.
        self.default_chunks = default_chunks
        self.requests: list[RecordedRequest] = []
        self._replies: dict[str, deque[Any]] = defaultdict(deque)
        self._loop: asyncio.AbstractEventLoop | None = None
        self._server: asyncio.base_events.Server | None = None
        self._thread: threading.Thread | None = None
        self._handlers: set[asyncio.Task[None]] = set()
        self._bench_body: bytes | None = None

    # -- scripting ----------------------------------------------------------------------
    @property
    def url(self) -> str:
        return f"http://{self.host}:{self.port}"

    @property
    def base_url(self) -> str:
        """What to pass as the OpenAI ``base_url``."""
        return f"{self.url}/v1"

    def script(self, *replies: Any, path: str = CHAT) -> None:
        """Queue replies for the next requests to ``path``, one each, in order."""
        self._replies[path].extend(replies)

    def reset(self) -> None:
        self._replies.clear()
        self.requests.clear()

    @property
    def bodies(self) -> list[Any]:
        """JSON bodies of the chat completion requests received so far."""
        return [r.body for r in self.requests if r.path == CHAT]

    # -- lifecycle ----------------------------------------------------------------------
    def start(self) -> OpenAIServer:
        ready = threading.Event()

        def run() -> None:
            self._loop = asyncio.new_event_loop()
            self._server = self._loop.run_until_complete(
                asyncio.start_server(self._serve, self.host, self.port, limit=1 << 20))
            self.port = self._server.sockets[0].getsockname()[1]
            ready.set()
            self._loop.run_forever()
            self._loop.close()

        self._thread = threading.Thread(target=run, name="openai-test-server", daemon=True)
        self._thread.start()
        ready.wait(5)
        return self

    def stop(self) -> None:
        if self._loop is None or self._loop.is_closed():
            return

        async def shutdown() -> None:
            assert self._server is not None
            self._server.close()
            for task in list(self._handlers):
                task.cancel()
            await asyncio.gather(*self._handlers, return_exceptions=True)

        asyncio.run_coroutine_threadsafe(shutdown(), self._loop).result(5)
        self._loop.call_soon_threadsafe(self._loop.stop)
        assert self._thread is not None
        self._thread.join(5)

    # -- HTTP ---------------------------------------------------------------------------
    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        task = asyncio.current_task()
        assert task is not None
        self._handlers.add(task)
        try:
            while await self._one_request(reader, writer):
                pass
        except (ConnectionError, asyncio.IncompleteReadError, asyncio.CancelledError):
            pass
        finally:
            self._handlers.discard(task)
            writer.transport.abort()

    async def _one_request(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> bool:
        line = await reader.readline()
        if not line.strip():
            return False
        method, target, _ = line.decode("latin-1").split(" ", 2)
        headers: dict[str, str] = {}
        while True:
            raw = await reader.readline()
            if raw in (b"\r\n", b"\n", b""):
                break
            name, _, value = raw.decode("latin-1").partition(":")
            headers[name.strip().lower()] = value.strip()
        data = await reader.readexactly(int(headers.get("content-length", 0)))
        try:
            body = json.loads(data) if data else None
        except ValueError:
            body = data.decode("utf-8", "replace")
        path = target.split("?", 1)[0]
        self.requests.append(RecordedRequest(method, path, headers, body))
        queue = self._replies.get(path)
        reply = queue.popleft() if queue else self._default(path, body)
        return await self._send(reply, writer)

    def _default(self, path: str, body: Any) -> Any:
        if path == MODERATIONS:
            body = body or {}
            return JSON(moderation_body(body.get("input", ""), body.get("model", "omni-moderation-latest")))
        if path == CHAT:
            if self.default_chunks:
                return "bench"
            return SSE(text_events("Hello", " from", " the", " local", " server."))
        return Status(404, f"no route for {path}", code="not_found")

    async def _send(self, reply: Any, writer: asyncio.StreamWriter) -> bool:
        if isinstance(reply, Stall):
            await asyncio.sleep(reply.seconds)
            return await self._send(reply.then, writer) if reply.then is not None else False
        if isinstance(reply, Status):
            body = reply.body if reply.body is not None else {"error": {
                "message": reply.message, "type": reply.type, "param": None, "code": reply.code}}
            return await self._send_json(writer, reply.status, body, reply.headers)
        if isinstance(reply, JSON):
            return await self._send_json(writer, reply.status, reply.body, {})
        if reply == "bench":
            writer.write(self._bench_stream())
            await writer.drain()
            return True
        return await self._send_sse(reply, writer)

    async def _send_json(self, writer: asyncio.StreamWriter, status: int, body: Any, headers: dict[str, str]) -> bool:
        data = json.dumps(body).encode()
        extra = "".join(f"{k}: {v}\r\n" for k, v in headers.items())
        writer.write(f"HTTP/1.1 {status} {_REASONS.get(status, 'Status')}\r\nContent-Type: application/json\r\n"
                     f"Content-Length: {len(data)}\r\nx-request-id: req_test\r\n{extra}\r\n".encode() + data)
        await writer.drain()
        return True

    async def _send_sse(self, reply: SSE, writer: asyncio.StreamWriter) -> bool:
        if reply.gzip:
            lines = [b"data: " + _event(e) + b"\n\n" for e in reply.events]
            data = gzip.compress(b"".join(lines) + (b"data: [DONE]\n\n" if reply.done else b""))
            writer.write(b"HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nContent-Encoding: gzip\r\n"
                         b"Content-Length: %d\r\n\r\n%s" % (len(data), data))
            await writer.drain()
            return True
        writer.write(_SSE_HEAD)
        frames = [_frame(b"data: " + _event(e) + b"\n\n") for e in reply.events]
        if reply.done:
            frames.append(_frame(b"data: [DONE]\n\n"))
        for i, frame in enumerate(frames):
            if reply.cut_after is not None and i == reply.cut_after:
                await writer.drain()
                writer.transport.abort()  # mid-body: the client sees an incomplete chunked body
                return False
            if reply.stall_after is not None and i == reply.stall_after:
                await writer.drain()
                await asyncio.sleep(reply.stall)
            writer.write(frame)
            if reply.interval:
                await writer.drain()
                await asyncio.sleep(reply.interval)
            elif i % 256 == 255:
                await writer.drain()
        writer.write(b"0\r\n\r\n")
        await writer.drain()
        return True

    def _bench_stream(self) -> bytes:
        # Encoded once: the benchmark measures the client, not this server.
        if self._bench_body is None:
            events = text_events(*(f"w{i} " for i in range(self.default_chunks)))
            frames = [_frame(b"data: " + json.dumps(e, separators=(",", ":")).encode() + b"\n\n") for e in events]
            frames.append(_frame(b"data: [DONE]\n\n"))
            self._bench_body = _SSE_HEAD + b"".join(frames) + b"0\r\n\r\n"
        return self._bench_body


_SSE_HEAD = (b"HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-cache\r\n"
             b"x-request-id: req_test\r\nTransfer-Encoding: chunked\r\n\r\n")
_REASONS = {200: "OK", 400: "Bad Request", 401: "Unauthorized", 404: "Not Found", 429: "Too Many Requests",
            500: "Internal Server Error", 503: "Service Unavailable"}


def _event(event: Any) -> bytes:
    """A dict is sent as JSON; a str as is (to script malformed events)."""
    return event.encode() if isinstance(event, str) else json.dumps(event).encode()


def _frame(data: bytes) -> bytes:
    return b"%x\r\n%s\r\n" % (len(data), data)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--chunks", type=int, default=0, help="default chat reply: this many text chunks")
    args = parser.parse_args()
    server = OpenAIServer(port=args.port, default_chunks=args.chunks).start()
    print(server.port, flush=True)
    try:
        threading.Event().wait()
    except KeyboardInterrupt:
        server.stop()


if __name__ == "__main__":
    main()
