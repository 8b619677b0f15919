"""TextGuard: the shared shape of guards that find spans in text (PII, regex, prompt leaks).

A subclass says what it finds (``find``), what replaces a finding (``replacement``), where
a streamed tail might still grow into a match (``tail_start``) and how a finding is shown to
an auditor (``describe``). The base applies the strategy to input messages, the output
stream (with holdback: no match is ever split across released text) and the final result."""
from __future__ import annotations

from typing import Any, Callable, Sequence

from agentproc.runtime.messages import Message

from .base import ACTIONS, BLOCK, FILTER, REDACT, WARN, Guardrail, rewrite_text
from .holdback import Holdback, emit, plan_release, splice


class TextGuard(Guardrail):
    """Base of span-finding guards; see the module docstring."""

    #: Words used in violation messages ("PII detected in input").
    finding_label = "match"
    strategy: str = REDACT

    # -- what subclasses provide -----------------------------------------------------------

    def find(self, text: str) -> list[Any]:
        """Non-overlapping findings (with ``start``/``end``), earliest first."""
        raise NotImplementedError

    def replacement(self, finding: Any) -> str:
        return "[REDACTED]"

    def tail_start(self, text: str) -> int:
        """Where the streamed tail that could still complete a match begins."""
        return len(text)

    def find_after(self, seen: str, buffer: str, findings: list[Any], final: bool = False) -> list[Any]:
        """The findings of a streamed ``buffer`` given the raw text released before it
        (``seen``): a value whose sign came earlier ("Discord-Token for the bookings: …")."""
        return findings

    def describe(self, findings: Sequence[Any]) -> dict[str, Any]:
        """The violation detail (masked matches, counts …)."""
        return {"count": len(findings)}

    def summary(self, findings: Sequence[Any]) -> str:
        return f"{len(findings)} {self.finding_label}(es)"

    # -- shared machinery ------------------------------------------------------------------

    def redact(self, text: str, finder: Any = None) -> tuple[str, list[Any]]:
        """``text`` with every finding replaced, and the findings (``finder``: who finds, if
        not this guard — e.g. an index built for one run)."""
        findings = (finder or self).find(text) if text else []
        return splice(text, findings, self._replace), findings

    def _replace(self, finding: Any) -> str:
        return "" if self.strategy == FILTER else self.replacement(finding)

    def act(self, findings: Sequence[Any], where: str, hook: str, abort: Callable[..., Any]) -> None:
        """Block (tripwire with masked metadata) or record the violation; never the raw value."""
        if not findings:
            return
        detail = self.describe(findings)
        message = f"{self.finding_label} detected in {where}: {self.summary(findings)}"
        if self.strategy == BLOCK:
            abort(message, metadata={**detail, "processorId": self.id, "hook": hook})
        self.report_violation(message, detail, action=ACTIONS[self.strategy], hook=hook)

    def process_input(self, messages: list[Message], abort: Callable[..., Any],
                      message_list: Any = None) -> list[Message]:
        """Check the input messages' text. Returns the messages: redacted in place, or
        without those that matched under ``filter``; ``block`` ends the run.

        Only this turn's input is judged for block / warn / filter (remembered history was
        judged when it was new); ``redact`` also cleans remembered history in place."""
        kept: list[Message] = []
        every: list[Any] = []
        for message in messages:
            fresh = message_list is None or message_list.source_of(message) in (None, "input")
            if not fresh and self.strategy != REDACT:
                kept.append(message)
                continue
            findings = self.find(message.text) if message.text else []
            if fresh:  # remembered history was judged (and recorded) on its own turn
                every += findings
            if findings and self.strategy == FILTER:
                continue
            if findings and self.strategy == REDACT:
                rewrite_text(message, lambda t: self.redact(t)[0])
            kept.append(message)
        self.act(every, "input", "process_input", abort)
        return kept

    def release(self, abort: Callable[..., Any], finder: Any = None) -> Callable[[str, bool], tuple[str, str]]:
        """The holdback's release function: judge the buffer, release what is safe."""
        finder = finder or self

        def release(buffer: str, final: bool, seen: str = "") -> tuple[str, str]:
            findings = finder.find(buffer) if buffer else []
            if seen and buffer and hasattr(finder, "find_after"):
                findings = finder.find_after(seen, buffer, findings, final)
            plan = plan_release(findings, len(buffer) if final else finder.tail_start(buffer))
            self.act(plan.findings, "output", "process_output_stream", abort)
            return splice(buffer[:plan.cut], plan.findings, self._replace), buffer[plan.cut:]

        return release

    def process_output_stream(self, part: dict[str, Any], state: dict[str, Any], abort: Callable[..., Any]) -> Any:
        """Rewrite streamed text, holding back only a tail that may still complete a match.

        Returns the chunk, several chunks (held text flushed before ``text-end`` /
        ``step-finish``), or None while all of a delta is held."""
        if self.strategy == WARN:
            return part  # nothing is rewritten; the final result is checked once
        return emit(Holdback(state).feed(part, self.release(abort)))

    def process_output_result(self, messages: list[Message], abort: Callable[..., Any]) -> list[Message]:
        """Check the final response text again (it may not all have come through the
        stream) and fix the response messages in place."""
        return self.check_result(messages, abort)

    def check_result(self, messages: list[Message], abort: Callable[..., Any], finder: Any = None) -> list[Message]:
        findings: list[Any] = []
        for message in messages:
            if message.role != "assistant":
                continue
            for part in message.content.parts:
                key = {"text": "text", "reasoning": "reasoning"}.get(part.get("type", ""))
                if key is None or not isinstance(part.get(key), str):
                    continue
                new, found = self.redact(part[key], finder)
                # A match that is its own replacement (a masked URL keeps its host) is done.
                found = [f for f in found if self._replace(f) != part[key][f.start:f.end]]
                findings += found
                if found and self.strategy in (REDACT, FILTER):
                    part[key] = new
                    for detail in part.get("details") or ():
                        if isinstance(detail, dict) and detail.get("type") == "text":
                            detail["text"] = new
        self.act(findings, "output", "process_output_result", abort)
        return messages
