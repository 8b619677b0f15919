"""The chat websocket: ``message``/``cancel`` in; the conversation id, the run's chunks and
``error`` frames out (README.md, "Websocket protocol")."""
from __future__ import annotations

import asyncio
import logging
import uuid
from typing import Any

from channels.db import aclose_old_connections, database_sync_to_async
from channels.generic.websocket import AsyncJsonWebsocketConsumer
from channels.consumer import get_handler_name

from .. import fastpaths, limits, turns
from ..conf import agentproc_settings
from ..events import FINAL_CHUNKS, chunks_of, conversation_group, run_of
from ..exceptions import AgentprocError, RateLimited
from ..inputs import FrameError, check_text, parse_frame
from ..runtime import chunks
from ..fastpaths import frames, group_commit
from . import wire, worker_socket
from ..turns import history
from ..turns.notices import DISCONNECTED
from .relay import ResilientRelay

logger = logging.getLogger("agentproc.consumers")

# Application close codes (4000-4999); the widget does not reconnect after these.
CLOSE_FORBIDDEN = 4403
CLOSE_NOT_FOUND = 4404
CLOSE_TOO_MANY = 4429

#: How long cancel/disconnect wait for the cancelled run to store what it produced.
CANCEL_GRACE_SECONDS = worker_socket.STORE_GRACE_SECONDS

#: Events handled without Channels' ``aclose_old_connections`` first (one more trip to the
#: database thread per event, two per turn for the message and the disconnect): their database
#: work goes through ``database_sync_to_async``, which closes stale connections itself, or the
#: handler makes that trip itself before it touches the database some other way (a ``cancel``,
#: a disconnect with a turn still live). With RUN_IN_WORKER every relayed batch of chunks is
#: such an event. With ``AGENTPROC["FAST_PATHS"]`` off (read when the socket opens) every event
#: takes Channels' own path (``group_commit.run`` is then plain ``sync_to_async``).
OWN_CONNECTION_HANDLING = frozenset({"websocket.connect", "websocket.receive", "websocket.disconnect",
                                     "agentproc.chunk", "agentproc.relay_check"})


class ChatConsumer(worker_socket.WorkerTurns, ResilientRelay, AsyncJsonWebsocketConsumer):
    """One browser's chat with one agent (``ws/agentproc/<agent_slug>/``).

    The turn runs in an asyncio task, so ``cancel`` frames are read while it streams; its
    chunks go straight to this socket. The socket also follows the conversation's
    channel-layer group and relays chunks of runs made elsewhere (a Celery worker, another
    process); a run this connection executes itself is never relayed a second time.
    When the channel layer fails (Redis down) the socket stays open: it gets a ``notice``
    ``relay_unavailable``, then ``relay_restored`` once the layer answers again (``relay``).
    """

    gone = False  # class defaults: the channel layer may fail before connect() ran
    connected = False

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        self.frame_send = frames.frame_sender(send)
        self.own_connection_handling = OWN_CONNECTION_HANDLING if fastpaths.enabled() else frozenset()
        await super().__call__(scope, receive, send)

    async def dispatch(self, message: dict[str, Any]) -> None:
        handler = getattr(self, get_handler_name(message), None) \
            if message["type"] in self.own_connection_handling else None
        if handler is None:
            await super().dispatch(message)
        else:
            await handler(message)

    async def connect(self) -> None:
        self.agent: Any = None
        self.turn: asyncio.Task[None] | None = None
        self.abort_signal = turns.StopSignal()
        self.handoff: asyncio.Task[None] | None = None  # RUN_IN_WORKER: queueing the run
        self.watch: asyncio.Task[None] | None = None  # RUN_IN_WORKER: watch_relay
        self.relayed_at = 0.0  # when the last relayed chunk of this socket's run came (loop time)
        self.stored_end: dict[str, Any] | None = None  # the run's last chunk as stored (watch_relay)
        self.run_id: str | None = None  # the run this socket executes or waits for
        self.ended: str | None = None  # RUN_IN_WORKER: the last run of this socket seen stored as ended
        self.began: str | None = None  # the run whose turn task has begun (execute's first step)
        self.final_sent = False
        self.group: str | None = None
        self.following: uuid.UUID | None = None  # the conversation whose group this socket wants
        self.gone = False
        self.socket_count: str | None = None  # limits.open_socket's counter, released on disconnect
        await self.accept()
        self.connected = True
        if self.relay_down:  # the layer failed before the socket was accepted
            await self.relay_lost()
        slug = self.scope["url_route"]["kwargs"]["agent_slug"]
        self.agent = await _agent(slug)
        if self.agent is None:
            await self.refuse("agent_not_found", f"There is no assistant called {slug!r}.", CLOSE_NOT_FOUND)
        elif not self.agent.is_active:
            await self.refuse("agent_inactive", "This assistant is switched off.", CLOSE_NOT_FOUND)
        elif not self.agent.admits(self.user):
            await self.refuse("anonymous_not_allowed", "Log in to chat with this assistant.", CLOSE_FORBIDDEN)
        else:
            try:
                client = limits.Client.from_scope(self.scope)
                self.socket_count = await database_sync_to_async(limits.open_socket)(client)
            except AgentprocError as exc:
                await self.refuse(exc.code, str(exc), CLOSE_TOO_MANY)

    async def refuse(self, code: str, message: str, close_code: int) -> None:
        self.agent = None
        await self.send_error(code, message)
        await self.close(code=close_code)

    @property
    def user(self) -> Any:
        from django.contrib.auth.models import AnonymousUser

        return self.scope.get("user") or AnonymousUser()

    @property
    def busy(self) -> bool:
        return (self.turn is not None and not self.turn.done()) or (self.run_id is not None and not self.final_sent)

    # --- frames in -------------------------------------------------------------------

    async def receive(self, text_data: str | None = None, bytes_data: bytes | None = None, **kwargs: Any) -> None:
        """Parse the frame ourselves: a bad frame gets an error frame, never a closed socket."""
        if self.agent is None:
            return
        try:
            content = parse_frame(text_data, self.agent.max_input_chars)
        except FrameError as exc:
            await self.send_error(exc.code, exc.message)
            return
        try:
            await self.receive_json(content)
        except Exception:  # noqa: BLE001 - whatever a frame breaks, the socket stays usable
            logger.exception("agentproc: a websocket frame failed")
            await self.send_error("server_error", "Something went wrong; please try again.")

    async def receive_json(self, content: Any, **kwargs: Any) -> None:
        kind = content.get("type") if isinstance(content, dict) else None
        if kind == "message":
            await self.on_message(content)
        elif kind == "cancel":
            await self.on_cancel()
        else:
            await self.send_error("invalid_frame", 'Expected {"type": "message", ...} or {"type": "cancel"}.')

    async def on_message(self, frame: dict[str, Any]) -> None:
        text, conversation = frame.get("text"), frame.get("conversation")
        if not isinstance(text, str):
            await self.send_error("invalid_frame", '"text" must be a string.')
            return
        if conversation is not None and not isinstance(conversation, str):
            await self.send_error("invalid_frame", '"conversation" must be a conversation id or null.')
            return
        if self.turn is not None and not self.turn.done() and self.final_sent:
            # The reply's last chunk went out and the run is being stored: a message sent on
            # seeing ``finish`` waits for that, rather than getting ``busy``.
            await asyncio.wait([self.turn], timeout=CANCEL_GRACE_SECONDS)
        elif self.turn is None and self.final_sent and self.run_id is not None and self.run_id != self.ended:
            # RUN_IN_WORKER: the worker publishes the last chunk, then stores the run's end.
            await self.wait_until_stored(self.run_id)
        if self.busy:
            await self.send_error("busy", "Wait for the reply (or cancel it) before sending another message.")
            return
        try:
            conversation_id = uuid.UUID(conversation) if conversation else None
        except ValueError:
            await self.send_error("conversation_not_found", "No such conversation.")
            return
        user = self.user if self.user.is_authenticated else None
        try:
            check_text(text, self.agent.max_input_chars)  # refused before anything is written
            with turns.starting():
                conversation_row, run, claim = await group_commit.run(turns.prepare_message, self.agent.slug, user,
                                                                      self.scope, conversation_id, text)
        except AgentprocError as exc:
            extra = {"retryAfter": exc.retry_after} if isinstance(exc, RateLimited) else {}
            await self.send_error(getattr(exc, "code", "error"), str(exc), **extra)
            return
        await self.follow(conversation_row.id)
        await self.send_frame({"type": "conversation", "payload": {"id": str(conversation_row.id)}})
        await self.start(run, claim)

    async def start(self, run: Any, claim: turns.Claim | None = None) -> None:
        """Run (or hand to a worker) the turn ``prepare_turn`` queued; its message rides on it."""
        run_id = str(run.pk)
        self.run_id, self.final_sent = run_id, False
        self.abort_signal = turns.StopSignal()  # its reason is stored with a cancelled run
        if agentproc_settings.RUN_IN_WORKER:
            # The worker publishes to the conversation group and agentproc_chunk relays it.
            # Hand over in a task: an eager (in-process) Celery runs the whole turn inside
            # the call, and this socket must keep reading the group meanwhile.
            self.handoff = asyncio.create_task(self.enqueue(run))
            self.relayed_at = asyncio.get_running_loop().time()
            if self.watch is not None:
                self.watch.cancel()  # the previous turn's, maybe backed off: this turn starts afresh
            self.watch = asyncio.create_task(self.watch_relay())
            return
        self.turn = asyncio.create_task(self.execute(run, claim))

    async def execute(self, run: Any, claim: turns.Claim | None = None) -> None:
        run_id = self.began = str(run.pk)
        held: list[dict[str, Any]] = []

        async def forward_holding(chunk: dict[str, Any]) -> None:
            # The last chunk waits until the turn is stored, so the user-message frame (the
            # user's text as stored) comes before it and the client is never told "done" early.
            if chunk.get("type") in FINAL_CHUNKS and not held:
                held.append(chunk)
                return
            await self.forward(chunk)

        async def release() -> None:
            while held:
                await self.forward(held.pop())

        try:
            result = await turns.aexecute_turn(run, on_chunk=forward_holding, abort_signal=self.abort_signal,
                                               claim=claim, user_message=True)
            if result.user_message is not None:
                await self.send_frame({"type": "user-message", "payload": result.user_message})
            await release()
        except asyncio.CancelledError:
            # the turn stored what was produced and marked the run cancelled.
            await release()
            if not self.final_sent:
                await self.forward(chunks.chunk("abort", run_id, {"reason": "cancelled"}))
            raise
        except AgentprocError as exc:
            await release()
            await self.send_error(getattr(exc, "code", "run_failed"), str(exc))
        except Exception:
            await release()
            logger.exception("agentproc: websocket turn %s failed", run_id)
            await self.send_error("run_failed", "The assistant failed unexpectedly; please try again.")
        finally:
            self.final_sent = True

    async def on_cancel(self) -> None:
        """Stop the running turn now; answered by an ``abort`` chunk (``cannot_cancel`` if idle).

        A turn run by a worker (RUN_IN_WORKER) is asked to stop through
        ``turns.arequest_cancel``; its ``abort`` chunk comes back through the group."""
        if self.busy:
            await aclose_old_connections()  # the writes below do not close stale connections themselves
        if self.turn is None and self.busy:
            if not await self.cancel_elsewhere():
                self.final_sent = True  # the run is over (its last chunk was lost): not busy any more
                await self.send_error("cannot_cancel", "Nothing is running any more.")
            return
        if not self.busy:
            await self.send_error("cannot_cancel", "Nothing is running.")
            return
        await self.stop_turn()

    async def stop_turn(self) -> None:
        task = self.turn
        if task is None or task.done():
            return
        self.abort_signal.set()
        task.cancel()
        # Let the run store its partial reply before the next frame (or the disconnect) goes on.
        await asyncio.wait([task], timeout=CANCEL_GRACE_SECONDS)
        if self.run_id is None:
            return
        if task.done() and self.began != self.run_id:
            # Cancelled before its first step: the run was claimed (running) but nothing ran.
            await turns.aend_unstarted(self.run_id, self.abort_signal.reason)
            if not self.final_sent:
                self.final_sent = True
                # The claim stored the message (no input processor): the bubble shows it as stored.
                stored = await _stored_user_message(self.run_id)
                if stored is not None:
                    await self.send_frame({"type": "user-message", "payload": stored})
                await self.send_frame(chunks.chunk("abort", self.run_id, {"reason": "cancelled"}))
        elif not task.done():
            await turns.arequest_cancel(self.run_id)  # still storing after the grace: flag it for the reaper

    async def disconnect(self, code: int) -> None:
        self.gone = True
        self.abort_signal.reason = DISCONNECTED  # a turn stopped now was cut by the closed socket
        if self.watch is not None:
            self.watch.cancel()
        if self.busy:
            await aclose_old_connections()  # stopping the turn writes through the ORM
        if self.turn is None and self.busy:
            await self.cancel_elsewhere(DISCONNECTED)  # a worker runs this socket's turn: stop it too
        await self.stop_turn()
        await self.follow(None)
        if self.socket_count is not None:
            await database_sync_to_async(limits.close_socket)(self.socket_count)
            self.socket_count = None

    # --- frames out ------------------------------------------------------------------

    async def forward(self, chunk: dict[str, Any]) -> None:
        """``on_chunk`` of the run: every chunk goes to the browser as it comes. A socket
        that closed before its disconnect event arrived cancels the turn (never fails it)."""
        if chunk.get("type") in FINAL_CHUNKS:
            self.final_sent = True
        if not await self.send_frame(chunk):
            self.abort_signal.reason = DISCONNECTED
            raise asyncio.CancelledError("the websocket closed")

    async def send_error(self, code: str, message: str, **extra: Any) -> None:
        await self.send_frame({"type": "error", "payload": {"code": code, "message": message, **extra}})

    async def send_frame(self, frame: dict[str, Any]) -> bool:
        """Send unless the socket is gone; False if it is (or closed just now)."""
        if self.gone:
            return False
        try:
            await self.send_json(frame)
        except Exception:  # noqa: BLE001 - e.g. autobahn's "Attempt to send on a closed protocol"
            logger.info("agentproc: the websocket closed while sending", exc_info=True)
            self.gone = True
            return False
        return True

    async def send_json(self, content: Any, close: bool = False) -> None:
        # Straight to the ASGI send: this runs once per chunk, so no extra coroutine layers.
        await self.frame_send({"type": "websocket.send", "text": wire.dumps(content)})
        if close:
            await self.close()

    # --- the conversation's group ----------------------------------------------------

    async def follow(self, conversation_id: uuid.UUID | None) -> None:
        """Listen to one conversation's group (the one this socket chats in now; None: none).

        The group only carries runs made elsewhere; this socket's own turns are sent
        directly, so a channel-layer failure is logged and the chat goes on without it."""
        group = conversation_group(conversation_id) if conversation_id else None
        self.following = conversation_id
        layer = self.channel_layer
        if layer is None or group == self.group:
            return
        try:
            if self.group:
                await layer.group_discard(self.group, self.channel_name)
            self.group = None
            if group:
                await layer.group_add(group, self.channel_name)
                self.group = group
        except Exception:  # noqa: BLE001 - e.g. Redis down or its connection pool exhausted
            logger.warning("agentproc: channel layer unavailable for %s", group or self.group, exc_info=True)
            if group and not self.gone:
                await self.relay_failed()

    async def relay_lost(self) -> None:
        if not self.connected:
            return  # connect() tells it once the socket is accepted
        await self.send_frame({"type": "notice", "payload": {"code": "relay_unavailable", "message": (
            "Live updates from other tabs and workers are paused; this chat still works.")}})

    async def relay_back(self) -> None:
        self.group = None  # a restarted Redis forgot the group: join it again
        await self.follow(self.following)
        if not self.relay_down:
            await self.send_frame({"type": "notice", "payload": {"code": "relay_restored",
                                                                 "message": "Live updates are back."}})

    async def agentproc_conversation_deleted(self, event: dict[str, Any]) -> None:
        """The conversation was deleted: stop this socket's turn in it (it ends cancelled)."""
        if self.run_id in event.get("runs", ()):
            await self.stop_turn()

    async def agentproc_chunk(self, event: dict[str, Any]) -> None:
        """Chunks published to the conversation group (``events.chunk_event``, a worker's
        batches: ``events.ChunkPublisher``)."""
        run = run_of(event)
        if self.turn is not None and not self.turn.done() and run in (None, self.run_id):
            return  # this socket runs that turn and already sent the chunks directly
        mine = run is not None and run == self.run_id
        if mine:
            if self.final_sent and self.turn is None:
                return  # its end went out already (e.g. from the row: watch_relay)
            self.relayed_at = asyncio.get_running_loop().time()
        for chunk in chunks_of(event):
            if mine and chunk.get("type") in FINAL_CHUNKS:
                self.final_sent = True
            if not await self.send_frame(chunk):
                return


_stored_user_message = database_sync_to_async(history.stored_user_message)


@database_sync_to_async
def _agent(slug: str) -> Any:
    return turns.find_agent(slug)  # an inactive one is told agent_inactive
