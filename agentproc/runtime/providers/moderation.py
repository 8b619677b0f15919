"""A client for the OpenAI moderations endpoint (used by the moderation guardrail)."""
from __future__ import annotations

from typing import Any, Iterable

import httpx2
import openai

from .openai import get_client, resolve_config

DEFAULT_MODERATION_MODEL = "omni-moderation-latest"
_POST_OPTIONS: Any = {"security": {"bearer_auth": True}}


class ModerationClient:
    """Classifies texts with ``POST /moderations``.

    Uses the shared client of the ``configure()``d settings unless given ``client=`` or its
    own ``api_key=`` / ``base_url=`` / ``organization=`` / ``timeout=`` / ``max_retries=``.
    Errors are the SDK's (``openai.APIStatusError`` …), after the SDK's retries."""

    def __init__(self, model: str = DEFAULT_MODERATION_MODEL, client: openai.AsyncOpenAI | None = None,
                 **client_settings: Any) -> None:
        self.model = model
        self.client = client
        self.client_settings = client_settings

    async def moderate(self, texts: str | Iterable[str], model: str | None = None) -> list[dict[str, Any]]:
        """One result per text, in order: ``{"flagged": bool, "categories": {name: bool},
        "category_scores": {name: float}}`` with OpenAI's category names (``"violence"``,
        ``"harassment/threatening"`` …)."""
        inputs = [texts] if isinstance(texts, str) else list(texts)
        if not inputs:
            return []
        client = self.client or get_client(resolve_config(**self.client_settings))
        response: httpx2.Response = await client.post(
            "/moderations", cast_to=httpx2.Response, options=_POST_OPTIONS,
            body={"model": model or self.model, "input": inputs})
        results = response.json().get("results", [])
        return [{"flagged": bool(r.get("flagged")), "categories": dict(r.get("categories") or {}),
                 "category_scores": dict(r.get("category_scores") or {})} for r in results]


async def moderate(texts: str | Iterable[str], model: str = DEFAULT_MODERATION_MODEL,
                   **client_settings: Any) -> list[dict[str, Any]]:
    """``ModerationClient(model, **client_settings).moderate(texts)`` in one call."""
    return await ModerationClient(model, **client_settings).moderate(texts)
