"""The base of the built-in guardrails: registry metadata, construction from a config, strategies."""
from __future__ import annotations

import json
from typing import Any, Callable, ClassVar

from agentproc.runtime.messages import Message
from agentproc.runtime.processor import Processor

from .schema import Field, validate_config

#: Strategies shared by the guardrails (each class offers the subset it supports).
BLOCK, WARN, FILTER, REDACT = "block", "warn", "filter", "redact"
#: The violation ``action`` recorded for each non-blocking strategy.
ACTIONS = {WARN: "warned", FILTER: "filtered", REDACT: "redacted"}


def strategy_field(choices: tuple[str, ...], default: str, help: str = "") -> Field:
    return Field(
        "strategy", "choice", default=default, choices=choices,
        help=help or "What to do on a finding: block (tripwire), warn (let it through, record it), "
        "filter (drop the offending message or text) or redact (replace what matched).",
    )


class Guardrail(Processor):
    """A registrable processor: ``key``, ``display_name``, ``lanes`` and ``config_fields``.

    ``from_config`` validates the admin's config and passes it as keyword arguments, plus any
    ``extra`` objects the host supplies (a cache, a client, a hash key …) that the
    constructor accepts."""

    key: ClassVar[str] = ""
    display_name: ClassVar[str] = ""  # type: ignore[assignment]
    description: ClassVar[str] = ""  # type: ignore[assignment]
    lanes: ClassVar[tuple[str, ...]] = ()
    config_fields: ClassVar[tuple[Field, ...]] = ()
    #: Names of ``from_config`` extras the constructor takes (others are ignored).
    extras: ClassVar[tuple[str, ...]] = ()

    def __init__(self, *, id: str | None = None, on_violation: Callable[..., Any] | None = None) -> None:
        self.id = id or self.key
        self.name = self.display_name
        if on_violation is not None:
            self.on_violation = on_violation

    @classmethod
    def from_config(cls, config: dict[str, Any] | None, **extra: Any) -> Guardrail:
        """Build from an admin config (validated; defaults filled in) and host-supplied extras."""
        kwargs = validate_config(cls, config)
        for name in cls.extras:
            # A value set in the config wins over the host's (e.g. a policy's own hash_key).
            if extra.get(name) is not None and not kwargs.get(name):
                kwargs[name] = extra[name]
        for name in ("id", "on_violation"):
            if extra.get(name) is not None:
                kwargs[name] = extra[name]
        return cls(**kwargs)


def text_of(value: Any) -> str:
    """A tool result or argument as text (strings as is, anything else as JSON)."""
    if isinstance(value, str):
        return value
    try:
        return json.dumps(value, ensure_ascii=False, default=str)
    except (TypeError, ValueError):
        return str(value)


def map_strings(value: Any, fn: Callable[[str], str]) -> Any:
    """``value`` with ``fn`` applied to every string inside it (dicts, lists, tuples)."""
    if isinstance(value, str):
        return fn(value)
    if isinstance(value, dict):
        return {k: map_strings(v, fn) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [map_strings(v, fn) for v in value]
    return value


def text_parts(message: Message) -> list[dict[str, Any]]:
    return [p for p in message.content.parts if p.get("type") == "text" and isinstance(p.get("text"), str)]


def rewrite_text(message: Message, fn: Callable[[str], str]) -> bool:
    """Apply ``fn`` to each text part of ``message`` in place; True when anything changed."""
    changed = False
    for part in text_parts(message):
        new = fn(part["text"])
        if new != part["text"]:
            part["text"] = new
            changed = True
    if isinstance(message.content.content, str) and not text_parts(message):
        new = fn(message.content.content)
        if new != message.content.content:
            message.content.content = new
            changed = True
    return changed
