"""Small processors and helpers shared by the runtime conformance tests."""
from __future__ import annotations

from typing import Any

from agentproc.runtime import Agent
from agentproc.runtime.providers import ScriptedModel


def agent(responses: list[Any], **kwargs: Any) -> tuple[Agent, ScriptedModel]:
    model = ScriptedModel(responses)
    return Agent("test-agent", model=model, **kwargs), model


async def collect(stream: Any) -> list[dict[str, Any]]:
    return [c async for c in stream]


def types(chunks: list[dict[str, Any]]) -> list[str]:
    return [c["type"] for c in chunks]


def text_of(chunks: list[dict[str, Any]]) -> str:
    return "".join(c["payload"]["text"] for c in chunks if c["type"] == "text-delta")


def prompt_texts(request: Any) -> list[tuple[str, str]]:
    """(role, text) of every prompt message of a model request."""
    out = []
    for message in request.prompt:
        content = message["content"]
        if isinstance(content, str):
            out.append((message["role"], content))
        else:
            out.append((message["role"], "".join(p.get("text", "") for p in content)))
    return out
