"""Clients for tests: API clients authenticated with a user's token, and a websocket to the demo project."""
from __future__ import annotations

from typing import Any

from rest_framework.authtoken.models import Token
from rest_framework.test import APIClient


def client_for(user: Any) -> APIClient:
    """An API client authenticated with the user's token (as a non-browser app would)."""
    client = APIClient()
    token, _ = Token.objects.get_or_create(user=user)
    client.credentials(HTTP_AUTHORIZATION=f"Token {token.key}")
    return client


async def connect(path: str = "/ws/agentproc/support/") -> Any:
    """A ``WebsocketCommunicator`` connected to the demo project's ASGI app, as a same-site page."""
    from channels.testing import WebsocketCommunicator

    from project.asgi import application

    headers = [(b"origin", b"http://testserver"), (b"host", b"testserver")]
    communicator = WebsocketCommunicator(application, path, headers=headers)
    connected, _ = await communicator.connect()
    assert connected
    return communicator
