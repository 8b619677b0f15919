"""TokenLimiter: keeps each model call's prompt within a token budget and caps the output.

Tokens are counted with OpenAI's BPE encodings from ``bpe-openai`` (a tiktoken-compatible
tokenizer with the encodings embedded, so it works offline); tiktoken is used when
bpe-openai is missing and tiktoken's files load; failing both, or with
``encoding="estimate"``, one token is taken as four characters (rounded up)."""
from __future__ import annotations

import json
import logging
import math
from functools import lru_cache
from typing import Any, Callable

from .base import Guardrail
from .holdback import emit
from .schema import Field

logger = logging.getLogger("agentproc.processors")

ENCODINGS = ("o200k_base", "cl100k_base", "estimate")
#: Per-message overhead of the chat format (role and separators), as OpenAI counts it.
MESSAGE_OVERHEAD = 4


class TokenCounter:
    """``count(text)`` and ``truncate(text, tokens)`` for one encoding."""

    def __init__(self, encoding: str = "o200k_base") -> None:
        self.name = encoding
        self._loaded = encoding == "estimate"
        self._encoding: Any = None

    @property
    def _enc(self) -> Any:
        # Loaded on first use: building the processor (admin validation) stays cheap.
        if not self._loaded:
            self._encoding = _load(self.name)
            self._loaded = True
            if self._encoding is None:
                self.name = "estimate"
        return self._encoding

    def count(self, text: str) -> int:
        if not text:
            return 0
        enc = self._enc
        if enc is None:
            return math.ceil(len(text) / 4)
        return len(enc.encode(text))

    def truncate(self, text: str, tokens: int) -> str:
        """The longest prefix of ``text`` within ``tokens`` tokens."""
        if tokens <= 0:
            return ""
        enc = self._enc
        if enc is None:
            return text[: tokens * 4]
        ids = enc.encode(text)
        return text if len(ids) <= tokens else enc.decode(ids[:tokens])


@lru_cache(maxsize=None)
def _load(encoding: str) -> Any:
    try:
        import bpe_openai

        return bpe_openai.get_encoding(encoding)
    except Exception:  # noqa: BLE001 - not installed or unknown encoding: try tiktoken
        pass
    try:
        import tiktoken

        return tiktoken.get_encoding(encoding)
    except Exception:  # noqa: BLE001 - tiktoken fetches its files from the internet
        logger.warning("no tokenizer for %s; estimating 4 characters per token", encoding)
        return None


def message_tokens(counter: TokenCounter, message: dict[str, Any]) -> int:
    """Tokens of one prompt message (text, reasoning, tool calls and results)."""
    content = message.get("content")
    if isinstance(content, str):
        return MESSAGE_OVERHEAD + counter.count(content)
    total = MESSAGE_OVERHEAD
    for part in content or ():
        kind = part.get("type")
        if kind in ("text", "reasoning"):
            total += counter.count(str(part.get("text", "")))
        elif kind == "tool-call":
            total += counter.count(part.get("toolName", "")) + counter.count(json.dumps(part.get("input", {})))
        elif kind == "tool-result":
            total += counter.count(json.dumps((part.get("output") or {}).get("value"), default=str))
    return total


def _units(prompt: list[dict[str, Any]]) -> list[list[dict[str, Any]]]:
    """Non-system messages grouped so a tool message stays with the call before it."""
    units: list[list[dict[str, Any]]] = []
    for message in prompt:
        if message.get("role") == "tool" and units:
            units[-1].append(message)
        else:
            units.append([message])
    return units


class TokenLimiter(Guardrail):
    """Trims the oldest history from each model call's prompt to ``max_input_tokens`` (system
    messages and the newest message always stay) and caps the streamed output at
    ``max_output_tokens`` (truncate, or abort)."""

    key = "token-limiter"
    display_name = "Token limiter"
    description = "Trims history to a token budget and limits the length of the answer."
    lanes = ("input", "output")
    config_fields = (
        Field("max_input_tokens", "int", default=8000, min=0, max=10_000_000,
              help="Budget of each model call's prompt; the oldest messages go first. 0: no limit."),
        Field("max_output_tokens", "int", default=0, min=0, max=10_000_000,
              help="Cap on the answer's text over the whole run. 0: no limit."),
        Field("output_strategy", "choice", default="truncate", choices=("truncate", "abort"),
              help="truncate: stop the text at the cap; abort: end the run with a tripwire."),
        Field("encoding", "choice", default="o200k_base", choices=ENCODINGS,
              help="Tokenizer (o200k_base: GPT-4o family; cl100k_base: GPT-4/3.5); estimate: 4 chars per token."),
    )

    def __init__(
        self,
        *,
        max_input_tokens: int = 8000,
        max_output_tokens: int = 0,
        output_strategy: str = "truncate",
        encoding: str = "o200k_base",
        **kwargs: Any,
    ) -> None:
        super().__init__(**kwargs)
        self.max_input_tokens = max_input_tokens
        self.max_output_tokens = max_output_tokens
        self.output_strategy = output_strategy
        self.counter = TokenCounter(encoding)

    def trim(self, prompt: list[dict[str, Any]]) -> tuple[list[dict[str, Any]], int]:
        """The prompt within budget (system first, then the newest messages that fit), and
        how many messages were dropped."""
        system = [m for m in prompt if m.get("role") == "system"]
        units = _units([m for m in prompt if m.get("role") != "system"])
        budget = self.max_input_tokens - sum(message_tokens(self.counter, m) for m in system)
        kept: list[list[dict[str, Any]]] = []
        for unit in reversed(units):
            cost = sum(message_tokens(self.counter, m) for m in unit)
            if kept and cost > budget:
                break
            kept.append(unit)
            budget -= cost
        if budget < 0:
            return prompt, -1  # the newest message alone is over budget
        kept_messages = [m for unit in reversed(kept) for m in unit]
        return system + kept_messages, len(prompt) - len(system) - len(kept_messages)

    def process_llm_request(self, prompt: list[dict[str, Any]], state: dict[str, Any],
                            abort: Callable[..., Any]) -> dict[str, Any] | None:
        """Before each model call: returns ``{"prompt": trimmed}`` (for this call only; the
        conversation itself is untouched), or None when it fits."""
        if not self.max_input_tokens:
            return None
        trimmed, dropped = self.trim(prompt)
        if dropped < 0:
            abort(f"The input is longer than the {self.max_input_tokens}-token budget",
                  metadata={"maxInputTokens": self.max_input_tokens})
        if not dropped:
            return None
        state["trimmed_messages"] = state.get("trimmed_messages", 0) + dropped
        return {"prompt": trimmed}

    def process_output_stream(self, part: dict[str, Any], state: dict[str, Any], abort: Callable[..., Any]) -> Any:
        """Count the answer's tokens; past the cap, truncate the delta and drop later text
        (other chunks still pass) or abort."""
        if not self.max_output_tokens or part.get("type") != "text-delta":
            return part
        if state.get("capped"):
            return None
        text = str(part["payload"].get("text", ""))
        before = state.get("output_text", "")
        state["output_text"] = before + text
        # Per-delta counts over-estimate (BPE merges across deltas): count the whole text
        # exactly only once the cheap running sum passes the cap.
        state["estimate"] = state.get("estimate", 0) + self.counter.count(text)
        if state["estimate"] <= self.max_output_tokens:
            return part
        used = self.counter.count(state["output_text"])
        state["estimate"] = used
        if used <= self.max_output_tokens:
            return part
        detail = {"maxOutputTokens": self.max_output_tokens, "encoding": self.counter.name}
        if self.output_strategy == "abort":
            abort(f"The answer exceeded {self.max_output_tokens} tokens", metadata=detail)
        state["capped"] = True
        self.report_violation(f"Answer truncated at {self.max_output_tokens} tokens", detail,
                              action="filtered", hook="process_output_stream")
        kept = self.counter.truncate(state["output_text"], self.max_output_tokens)[len(before):]
        return emit([{**part, "payload": {**part["payload"], "text": kept}}] if kept else [])
