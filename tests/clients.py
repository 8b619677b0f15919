"""API clients for tests: authenticated with a user's token, as a non-browser app would be."""
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
