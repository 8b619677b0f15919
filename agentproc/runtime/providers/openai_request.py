"""ModelRequest → Chat Completions request body (messages, tools, settings, response format)."""
from __future__ import annotations

import base64
import json
from typing import Any

from .base import ModelRequest

#: model_settings keys → Chat Completions parameters (snake_case and the AI SDK's camelCase).
_SETTINGS = {
    "temperature": "temperature",
    "max_tokens": "max_tokens",
    "maxTokens": "max_tokens",
    "maxOutputTokens": "max_tokens",
    "max_output_tokens": "max_tokens",
    "max_completion_tokens": "max_completion_tokens",
    "top_p": "top_p",
    "topP": "top_p",
    "seed": "seed",
    "stop": "stop",
    "stop_sequences": "stop",
    "stopSequences": "stop",
    "presence_penalty": "presence_penalty",
    "presencePenalty": "presence_penalty",
    "frequency_penalty": "frequency_penalty",
    "frequencyPenalty": "frequency_penalty",
    "user": "user",
    "parallel_tool_calls": "parallel_tool_calls",
}


def build_body(model_id: str, request: ModelRequest, defaults: dict[str, Any] | None = None) -> dict[str, Any]:
    """The JSON body of a streaming chat completion for ``request``.

    ``defaults`` (settings given to the model object) are overridden by the request's
    ``model_settings``, which are overridden by ``provider_options``."""
    body: dict[str, Any] = {"model": model_id, "messages": prompt_to_messages(request.prompt)}
    for source in (defaults or {}, request.model_settings or {}):
        for key, value in source.items():
            if value is not None:
                body[_SETTINGS.get(key, key)] = value
    if request.tools:
        body["tools"] = [
            {"type": "function", "function": {"name": name, "description": t.description,
                                              "parameters": t.parameters}}
            for name, t in request.tools.items()
        ]
        choice = tool_choice(request.tool_choice)
        if choice is not None:
            body["tool_choice"] = choice
    if request.structured_output:
        body["response_format"] = response_format(request.structured_output)
    body.update(provider_body(request.provider_options))
    body["stream"] = True
    body["stream_options"] = {**body.get("stream_options", {}), "include_usage": True}
    return body


def provider_body(options: dict[str, Any] | None) -> dict[str, Any]:
    """Flat options are sent as is; an ``{"openai": {...}}`` entry is unwrapped into the body;
    entries keyed by another provider's name (the AI SDK's convention) are not ours."""
    if not options:
        return {}
    body = {k: v for k, v in options.items() if k not in _OTHER_PROVIDERS and k != "openai"}
    if isinstance(options.get("openai"), dict):
        body.update(options["openai"])
    return body


def call_warnings(request: ModelRequest) -> list[dict[str, Any]]:
    """What the request asked for that an OpenAI-compatible server will not get, as the AI
    SDK's call warnings (``process_llm_response``'s ``warnings``)."""
    return [{"type": "other", "message": f"provider options for {name!r} are not sent to an OpenAI-compatible server"}
            for name in sorted(request.provider_options or {}) if name in _OTHER_PROVIDERS]


_OTHER_PROVIDERS = frozenset({"anthropic", "google", "vertex", "bedrock", "mistral", "cohere", "groq",
                              "azure", "ollama", "scripted"})


def tool_choice(choice: Any) -> Any:
    """``"auto"|"none"|"required"`` as is; ``{"type": "tool", "toolName": x}`` → a function choice."""
    if choice is None or isinstance(choice, str):
        return choice
    if isinstance(choice, dict):
        if choice.get("type") == "tool":
            return {"type": "function", "function": {"name": choice["toolName"]}}
        if choice.get("type") in ("auto", "none", "required"):
            return choice["type"]
    return choice


def response_format(structured: dict[str, Any]) -> dict[str, Any]:
    spec: dict[str, Any] = {"name": structured.get("name") or "response", "schema": structured["schema"]}
    if structured.get("description"):
        spec["description"] = structured["description"]
    if "strict" in structured:
        spec["strict"] = bool(structured["strict"])
    return {"type": "json_schema", "json_schema": spec}


def prompt_to_messages(prompt: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """LanguageModelV2Prompt → Chat Completions messages.

    OpenAI rejects an assistant ``tool_calls`` message that is not followed by one ``tool``
    message per call, and a ``tool`` message without its call. So results are emitted right
    after the assistant message that made the calls (wherever they sat in the prompt), calls
    without a result and results without a call are left out."""
    results: dict[str, dict[str, Any]] = {}
    for message in prompt:
        if message["role"] == "tool":
            for part in message["content"]:
                if part.get("type") == "tool-result":
                    results[part["toolCallId"]] = part
    out: list[dict[str, Any]] = []
    for message in prompt:
        role = message["role"]
        content = message.get("content")
        if role == "system":
            out.append({"role": "system", "content": content if isinstance(content, str) else _text(content)})
        elif role == "user":
            out.append({"role": "user", "content": _user_content(content)})
        elif role == "assistant":
            out.extend(_assistant(content, results))
        # "tool" messages were placed after their calls above.
    return out


def _text(parts: Any) -> str:
    if isinstance(parts, str):
        return parts
    return "".join(p.get("text", "") for p in parts or () if p.get("type") == "text")


def _user_content(content: Any) -> Any:
    if isinstance(content, str):
        return content
    parts = list(content or ())
    if all(p.get("type") == "text" for p in parts):
        return "".join(p["text"] for p in parts)
    return [_user_part(p) for p in parts]


def _user_part(part: dict[str, Any]) -> dict[str, Any]:
    if part.get("type") == "text":
        return {"type": "text", "text": part["text"]}
    if part.get("type") in ("file", "image"):
        media = part.get("mediaType") or part.get("mimeType") or "application/octet-stream"
        data = part.get("data", part.get("image", part.get("url")))
        if media.startswith("image/"):
            return {"type": "image_url", "image_url": {"url": _url(data, media)}}
        if media.startswith("audio/"):
            return {"type": "input_audio", "input_audio": {"data": _b64(data), "format": media.split("/", 1)[1]}}
        return {"type": "file", "file": {"filename": part.get("filename") or "file",
                                         "file_data": _url(data, media)}}
    return {"type": "text", "text": str(part.get("text", ""))}


def _b64(data: Any) -> str:
    if isinstance(data, (bytes, bytearray)):
        return base64.b64encode(data).decode()
    return str(data)


def _url(data: Any, media: str) -> str:
    if isinstance(data, str) and data.startswith(("http://", "https://", "data:")):
        return data
    return f"data:{media};base64,{_b64(data)}"


def _assistant(content: Any, results: dict[str, dict[str, Any]]) -> list[dict[str, Any]]:
    if isinstance(content, str):
        return [{"role": "assistant", "content": content}]
    text = "".join(p.get("text", "") for p in content or () if p.get("type") == "text")
    calls = [p for p in content or () if p.get("type") == "tool-call" and p["toolCallId"] in results]
    if not text and not calls:
        return []
    message: dict[str, Any] = {"role": "assistant", "content": text or None}
    if calls:
        message["tool_calls"] = [
            {"id": c["toolCallId"], "type": "function",
             "function": {"name": c["toolName"], "arguments": _arguments(c.get("input", c.get("args")))}}
            for c in calls
        ]
    out = [message]
    for c in calls:
        result = results[c["toolCallId"]]
        out.append({"role": "tool", "tool_call_id": c["toolCallId"], "content": tool_output(result.get("output"))})
    return out


def _arguments(value: Any) -> str:
    if isinstance(value, str):
        return value
    return json.dumps(value if value is not None else {})


def tool_output(output: Any) -> str:
    """A tool result's ``output`` ({type: json|text|error-text|error-json|content, value}) as text."""
    if not isinstance(output, dict) or "type" not in output:
        return output if isinstance(output, str) else json.dumps(output)
    kind, value = output["type"], output.get("value")
    if kind in ("text", "error-text"):
        return str(value)
    if kind == "content":
        return "".join(str(p.get("text", "")) for p in value or () if isinstance(p, dict))
    return json.dumps(value)
