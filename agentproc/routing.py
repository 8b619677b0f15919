"""Websocket routes of agentproc: include ``websocket_urlpatterns`` in the project's ASGI router."""
from __future__ import annotations

from django.urls import path

from .websocket.consumer import ChatConsumer

#: Where the chat of an agent lives; the widget connects to ``/ws/agentproc/<slug>/``.
WEBSOCKET_PREFIX = "ws/agentproc/"

websocket_urlpatterns = [
    path(f"{WEBSOCKET_PREFIX}<slug:agent_slug>/", ChatConsumer.as_asgi(), name="agentproc-chat"),
]


def websocket_path(agent_slug: str) -> str:
    """The absolute websocket path of an agent's chat (the scheme and host are the page's)."""
    return f"/{WEBSOCKET_PREFIX}{agent_slug}/"
