"""The stack's ceiling for ``bench/ws_load.py``: daphne + a bare Channels consumer that
answers each message with the frames agentproc sends for a 200-word reply, no ORM, no runtime.

    daphne bench.ceiling_asgi:application        (BENCH_CHUNKS=200 by default)

Same origin check, session and auth middleware and channel layer (``group_add`` per
conversation) as the project's websocket route, so the difference to agentproc is the ORM,
the runtime and agentproc's consumer."""
from __future__ import annotations

import os
import uuid
from typing import Any

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "bench.ws_settings")

from django.core.asgi import get_asgi_application  # noqa: E402

django_asgi_app = get_asgi_application()

from channels.auth import AuthMiddlewareStack  # noqa: E402
from channels.generic.websocket import AsyncJsonWebsocketConsumer  # noqa: E402
from channels.routing import ProtocolTypeRouter, URLRouter  # noqa: E402
from channels.security.websocket import AllowedHostsOriginValidator  # noqa: E402
from django.urls import re_path  # noqa: E402

from project.tuning import plain_autobahn_logs, tune_gc  # noqa: E402

CHUNKS = int(os.environ.get("BENCH_CHUNKS", "200"))


def frames(run_id: str, count: int) -> list[dict[str, Any]]:
    """What agentproc streams for a ``count``-word scripted reply (same types, same shapes)."""
    usage = {"inputTokens": 1, "outputTokens": count, "totalTokens": count + 1}

    def chunk(kind: str, payload: dict[str, Any]) -> dict[str, Any]:
        return {"type": kind, "runId": run_id, "from": "AGENT", "payload": payload}

    out = [chunk("start", {}), chunk("step-start", {"stepNumber": 0}), chunk("text-start", {"id": "text-0"})]
    out += [chunk("text-delta", {"id": "text-0", "text": f"w{i} " if i < count - 1 else f"w{i}"}) for i in range(count)]
    out += [chunk("text-end", {"id": "text-0"}),
            chunk("step-finish", {"stepNumber": 0, "finishReason": "stop", "usage": usage}),
            chunk("finish", {"finishReason": "stop", "usage": usage})]
    return out


class CeilingConsumer(AsyncJsonWebsocketConsumer):
    """Answers every ``message`` frame with a conversation frame and the reply's chunks."""

    group: str | None = None

    async def receive_json(self, content: Any, **kwargs: Any) -> None:
        conversation = content.get("conversation") or uuid.uuid4().hex
        group = f"ceiling.{conversation}"
        if group != self.group:
            await self.channel_layer.group_add(group, self.channel_name)
            self.group = group
        await self.send_json({"type": "conversation", "payload": {"id": conversation}})
        for frame in frames(str(uuid.uuid4()), CHUNKS):
            await self.send_json(frame)

    async def disconnect(self, code: int) -> None:
        if self.group:
            await self.channel_layer.group_discard(self.group, self.channel_name)


application = ProtocolTypeRouter({
    "http": django_asgi_app,
    "websocket": AllowedHostsOriginValidator(AuthMiddlewareStack(URLRouter([
        re_path(r"^ws/agentproc/(?P<agent_slug>[-\w]+)/$", CeilingConsumer.as_asgi()),
    ]))),
})

plain_autobahn_logs()  # the same process settings as project/asgi.py
tune_gc()
