"""ModerationProcessor: the moderation endpoint (or a judge model) on input and output.

Output is judged per step (one call after each step) or per window of sentences in the
stream (text is held until its window is judged, so ``block`` and ``filter`` act before
anyone reads it). Never one call per chunk."""
from __future__ import annotations

import json
import logging
import re
from typing import Any, Callable

from agentproc.runtime.messages import Message
from agentproc.runtime.providers.base import ModelRequest
from agentproc.runtime.providers.registry import resolve_model

from .base import ACTIONS, BLOCK, FILTER, WARN, Guardrail, rewrite_text, strategy_field
from .holdback import emit
from .schema import Field

logger = logging.getLogger("agentproc.processors")

CATEGORIES = (
    "harassment", "harassment/threatening", "hate", "hate/threatening", "illicit", "illicit/violent",
    "self-harm", "self-harm/intent", "self-harm/instructions", "sexual", "sexual/minors", "violence",
    "violence/graphic",
)
FILTERED_TEXT = "[removed by moderation]"
_SENTENCE_END = re.compile(r"[.!?\u2026]+[\"')\]]*\s+|\n+")
_FLUSH = frozenset({"text-end", "step-finish", "finish", "tool-call", "tool-call-input-streaming-start"})
JUDGE_PROMPT = (
    "You are a content moderation classifier. Score the TEXT for each category from 0 to 1: "
    + ", ".join(CATEGORIES)
    + '. Reply with JSON only: {"category_scores": {"<category>": <score>, ...}}'
)


class JudgeModeration:
    """A moderation client backed by a chat model (one call per text)."""

    def __init__(self, model: Any) -> None:
        self.model = model

    async def moderate(self, texts: list[str]) -> list[dict[str, Any]]:
        results = []
        for text in texts:
            request = ModelRequest(prompt=[
                {"role": "system", "content": JUDGE_PROMPT},
                {"role": "user", "content": [{"type": "text", "text": f"TEXT:\n{text[:8000]}"}]},
            ])
            answer = "".join([str(c["payload"].get("text", "")) async for c in resolve_model(self.model).stream(request)
                              if c.get("type") == "text-delta"])
            match = re.search(r"\{.*\}", answer, re.S)
            data = json.loads(match.group()) if match else None
            scores = data.get("category_scores") if isinstance(data, dict) else None
            if not isinstance(scores, dict):
                raise ValueError(f"unreadable moderation answer: {answer[:80]!r}")
            results.append({"flagged": False, "categories": {},
                            "category_scores": {str(k): float(v) for k, v in scores.items()}})
        return results


class ModerationProcessor(Guardrail):
    """Judges input and output with a moderation endpoint or a judge model; a category at or
    above ``threshold`` is a violation (block / warn with a ``data-moderation`` chunk / filter)."""

    key = "moderation"
    display_name = "Moderation"
    description = "Checks input and output with a moderation endpoint or judge model."
    lanes = ("input", "output")
    extras = ("client",)
    config_fields = (
        Field("backend", "choice", default="endpoint", choices=("endpoint", "judge"),
              help="endpoint: the provider's moderation API; judge: a chat model scores the text."),
        Field("moderation_model", "str", default="omni-moderation-latest", help="Model of the moderation endpoint."),
        Field("judge_model", "str", default="", help="Chat model for the judge backend, e.g. openai/gpt-4o-mini."),
        Field("categories", "multichoice", default=[], choices=CATEGORIES, help="Categories to act on; empty: all."),
        Field("threshold", "float", default=0.5, min=0, max=1, help="Category score from which text is flagged."),
        strategy_field((BLOCK, WARN, FILTER), BLOCK,
                       "block: end the run; warn: record it and emit a data-moderation chunk; filter: "
                       "drop flagged input messages and flagged output text."),
        Field("output_mode", "choice", default="sentences", choices=("sentences", "step"),
              help="sentences: judge the stream per window of sentences before releasing it; step: once per step."),
        Field("window_sentences", "int", default=3, min=1, max=50, help="Sentences per judged window."),
        Field("max_window_chars", "int", default=1200, min=100, max=20000,
              help="A window is judged at this length even without a sentence end."),
        Field("fail_closed", "bool", default=False,
              help="When moderation fails: on, treat the text as flagged; off, let it through (logged)."),
    )

    def __init__(
        self,
        *,
        backend: str = "endpoint",
        moderation_model: str = "omni-moderation-latest",
        judge_model: str = "",
        categories: list[str] | tuple[str, ...] = (),
        threshold: float = 0.5,
        strategy: str = BLOCK,
        output_mode: str = "sentences",
        window_sentences: int = 3,
        max_window_chars: int = 1200,
        fail_closed: bool = False,
        client: Any = None,
        **kwargs: Any,
    ) -> None:
        super().__init__(**kwargs)
        self.backend = backend
        self.moderation_model = moderation_model
        self.judge_model = judge_model
        self.categories = tuple(categories) or CATEGORIES
        self.threshold = threshold
        self.strategy = strategy
        self.output_mode = output_mode
        self.window_sentences = window_sentences
        self.max_window_chars = max_window_chars
        self.fail_closed = fail_closed
        self._client = client

    @property
    def client(self) -> Any:
        if self._client is None:
            if self.backend == "judge":
                self._client = JudgeModeration(self.judge_model)
            else:  # imported here: the SDK loads only when the endpoint is really used
                from agentproc.runtime.providers.moderation import ModerationClient

                self._client = ModerationClient(self.moderation_model)
        return self._client

    async def judge(self, texts: list[str]) -> list[dict[str, Any] | None]:
        """Per text: None when clean, else ``{"categories": {name: score}}`` of what was flagged."""
        try:
            results = await self.client.moderate(texts)
        except Exception as exc:  # noqa: BLE001 - fail_closed decides
            logger.warning("moderation failed: %s", exc)
            failure = {"categories": {}, "error": f"{type(exc).__name__}: {exc}"[:200]}
            return [failure if self.fail_closed else None for _ in texts]
        verdicts: list[dict[str, Any] | None] = []
        for result in results:
            scores = result.get("category_scores") or {}
            flags = result.get("categories") or {}
            hits = {c: round(float(scores.get(c, 1.0 if flags.get(c) else 0.0)), 4) for c in self.categories
                    if float(scores.get(c, 1.0 if flags.get(c) else 0.0)) >= self.threshold}
            verdicts.append({"categories": hits} if hits else None)
        return verdicts

    async def _act(self, verdict: dict[str, Any], where: str, hook: str, abort: Callable[..., Any],
                   writer: Any) -> None:
        detail = {**verdict, "threshold": self.threshold, "where": where}
        names = ", ".join(sorted(verdict["categories"])) or "moderation unavailable"
        message = f"Moderation flagged {where}: {names}"
        if self.strategy == BLOCK:
            abort(message, metadata={**detail, "processorId": self.id, "hook": hook})
        self.report_violation(message, detail, action=ACTIONS[self.strategy], hook=hook)
        if self.strategy == WARN and writer is not None:
            # Visitors see which categories were flagged, never scores or thresholds (those are
            # in the violation row for admins).
            await writer.custom({"type": "data-moderation",
                                 "data": {"level": "warn", "where": where, "categories": sorted(verdict["categories"])}})

    async def process_input(self, messages: list[Message], abort: Callable[..., Any], message_list: Any = None,
                            writer: Any = None) -> list[Message]:
        """Judge the new user messages in one call; returns them (without flagged ones under filter)."""
        fresh = [m for m in messages if m.role == "user" and m.text.strip()
                 and (message_list is None or message_list.source_of(m) in (None, "input"))]
        if not fresh:
            return messages
        flagged: set[str] = set()
        for message, verdict in zip(fresh, await self.judge([m.text for m in fresh])):
            if verdict is not None:
                await self._act(verdict, "input", "process_input", abort, writer)
                flagged.add(message.id)
        return [m for m in messages if m.id not in flagged] if self.strategy == FILTER else messages

    async def process_output_step(self, text: str, messages: list[Message], abort: Callable[..., Any],
                                  writer: Any = None) -> list[Message]:
        """Step mode: judge the step's text once. Filter replaces the stored text (what was
        streamed has been seen; use sentence mode to judge before release)."""
        if self.output_mode != "step" or not (text or "").strip():
            return []
        [verdict] = await self.judge([text])
        if verdict is None:
            return []
        await self._act(verdict, "output", "process_output_step", abort, writer)
        if self.strategy == FILTER:
            for message in reversed(messages):
                if message.role == "assistant" and message.text == text:
                    rewrite_text(message, lambda _t: FILTERED_TEXT)
                    return messages
        return []

    async def process_output_stream(self, part: dict[str, Any], state: dict[str, Any], abort: Callable[..., Any],
                                    writer: Any = None) -> Any:
        """Sentence mode: hold text until a window of sentences is complete, judge the window
        once, then release it (or drop it under filter)."""
        if self.output_mode != "sentences":
            return part
        buffers: dict[str, tuple[dict[str, Any], str]] = state.setdefault("windows", {})
        kind = part.get("type")
        if kind == "text-delta":
            key = str(part["payload"].get("id"))
            _, held = buffers.get(key, (part, ""))
            held += str(part["payload"].get("text", ""))
            cut = self._window_end(held)
            buffers[key] = (part, held[cut:])
            return emit(await self._release(part, held[:cut], abort, writer))
        if kind in _FLUSH:
            keys = [str(part["payload"].get("id"))] if kind == "text-end" else list(buffers)
            out: list[dict[str, Any]] = []
            for key in keys:
                template, held = buffers.pop(key, (part, ""))
                out += await self._release(template, held, abort, writer)
            return emit(out + [part])
        return part

    def _window_end(self, text: str) -> int:
        """End of the last complete window of sentences in ``text`` (0: keep holding)."""
        ends = [m.end() for m in _SENTENCE_END.finditer(text)]
        if len(ends) >= self.window_sentences:
            return ends[len(ends) - len(ends) % self.window_sentences - 1]
        if len(text) >= self.max_window_chars:
            space = text.rfind(" ", 0, len(text))
            return space + 1 if space > 0 else len(text)
        return 0

    async def _release(self, template: dict[str, Any], text: str, abort: Callable[..., Any],
                       writer: Any) -> list[dict[str, Any]]:
        if not text:
            return []
        if text.strip():
            [verdict] = await self.judge([text])
            if verdict is not None:
                await self._act(verdict, "output", "process_output_stream", abort, writer)
                if self.strategy == FILTER:
                    text = FILTERED_TEXT + (" " if text[-1:].isspace() else "")
        return [{**template, "payload": {**template["payload"], "text": text}}]
