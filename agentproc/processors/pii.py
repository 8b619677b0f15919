"""PIIDetector: finds personal data and secrets in input, streamed output, tool calls and results."""
from __future__ import annotations

from typing import Any, Callable, Sequence

from agentproc.runtime.messages import Message

from . import masking
from .base import ACTIONS, BLOCK, FILTER, REDACT, WARN, Guardrail, map_strings, rewrite_text, strategy_field, text_of
from .holdback import Holdback, emit, plan_release, splice
from .pii_patterns import DEFAULT_TYPES, PII_TYPES, Finding, detect, holdback_start
from .schema import Field

#: How many matches a violation record lists (the count is always complete).
MAX_LISTED = 20


def describe_matches(findings: Sequence[Finding]) -> dict[str, Any]:
    """The violation detail: each match masked (``j***@e***.com``), never the value itself."""
    return {
        "matches": [{"type": f.type, "kind": f.kind, "value": masking.audit_mask(f.type, f.value)}
                    for f in findings[:MAX_LISTED]],
        "count": len(findings),
        "types": sorted({f.type for f in findings}),
    }


class PIIDetector(Guardrail):
    """Detects emails, phones, cards (Luhn), US SSNs, IBANs (mod-97), IP addresses, secrets,
    crypto wallets and (opt-in) URLs, deterministically.

    Runs on input messages, streamed output (never leaking a value split across chunks),
    the final response, tool-call arguments and tool results."""

    key = "pii-detector"
    display_name = "PII detector"
    description = "Detects personal data and secrets; blocks, warns, filters or redacts them."
    lanes = ("input", "output")
    extras = ("hash_key",)
    config_fields = (
        Field("detection_types", "multichoice", default=list(DEFAULT_TYPES), choices=PII_TYPES,
              help="What to look for. URLs are off by default."),
        strategy_field((BLOCK, WARN, FILTER, REDACT), REDACT,
                       "block: end the run; warn: record only; filter: drop input messages that "
                       "contain PII and remove matches from output; redact: replace each match."),
        Field("redaction_method", "choice", default="mask", choices=masking.REDACTION_METHODS,
              help="mask keeps the format (card shows its last 4); hash gives a keyed token, the "
                   "same for the same value; remove deletes it; placeholder writes [EMAIL]."),
        Field("hash_key", "str", default="",
              help="Key for the hash method. Leave empty to use the deployment's key."),
        Field("check_tool_calls", "bool", default=True, help="Also check tool-call arguments and tool results."),
    )

    def __init__(
        self,
        *,
        detection_types: Sequence[str] = DEFAULT_TYPES,
        strategy: str = REDACT,
        redaction_method: str = "mask",
        hash_key: str | bytes | None = None,
        check_tool_calls: bool = True,
        **kwargs: Any,
    ) -> None:
        super().__init__(**kwargs)
        self.detection_types = tuple(detection_types)
        self.strategy = strategy
        self.redaction_method = redaction_method
        self.check_tool_calls = check_tool_calls
        self._hash_key = masking.resolve_hash_key(hash_key) if redaction_method == "hash" else b""

    # -- text ------------------------------------------------------------------------------

    def find(self, text: str) -> list[Finding]:
        return detect(text, self.detection_types) if text else []

    def replacement(self, finding: Finding) -> str:
        if self.strategy == FILTER:
            return ""
        method = self.redaction_method
        if method == "mask":
            return masking.format_mask(finding.type, finding.value)
        if method == "hash":
            return masking.hash_token(finding.type, finding.value, self._hash_key)
        if method == "placeholder":
            return masking.placeholder(finding.type)
        return ""

    def redact(self, text: str) -> tuple[str, list[Finding]]:
        """``text`` with every finding replaced, and the findings."""
        findings = self.find(text)
        return splice(text, findings, self.replacement), findings

    def _act(self, findings: list[Finding], where: str, hook: str, abort: Callable[..., Any]) -> None:
        """Block or record; the caller has already rewritten the text when that applies."""
        if not findings:
            return
        detail = describe_matches(findings)
        message = f"PII detected in {where}: {', '.join(detail['types'])}"
        if self.strategy == BLOCK:
            abort(message, metadata={**detail, "processorId": self.id, "hook": hook})
        self.report_violation(message, detail, action=ACTIONS[self.strategy], hook=hook)

    # -- hooks -----------------------------------------------------------------------------

    def process_input(self, messages: list[Message], abort: Callable[..., Any]) -> list[Message]:
        """Check each input message's text; returns the messages (redacted, or without the
        ones that contain PII under ``filter``)."""
        kept: list[Message] = []
        every: list[Finding] = []
        for message in messages:
            findings = self.find(message.text)
            every += findings
            if findings and self.strategy == FILTER:
                continue
            if findings and self.strategy == REDACT:
                rewrite_text(message, lambda t: self.redact(t)[0])
            kept.append(message)
        self._act(every, "input", "process_input", abort)
        return kept

    def process_output_stream(self, part: dict[str, Any], state: dict[str, Any], abort: Callable[..., Any]) -> Any:
        """Rewrite streamed text and tool-call arguments, holding back only a possibly
        unfinished match; returns the chunk(s) to emit (None while everything is held)."""
        if self.strategy == WARN:
            return part  # nothing is rewritten; the final result is checked once
        kind = part.get("type")
        if kind in ("tool-call-delta", "tool-call-input-streaming-end") and not self.check_tool_calls:
            return part
        if kind == "tool-call" and self.check_tool_calls:
            part = self._tool_call_chunk(part, abort)

        def release(buffer: str, final: bool) -> tuple[str, str]:
            findings = self.find(buffer)
            plan = plan_release(findings, len(buffer) if final else holdback_start(buffer))
            self._act(plan.findings, "output", "process_output_stream", abort)
            return splice(buffer[:plan.cut], plan.findings, self.replacement), buffer[plan.cut:]

        return emit(Holdback(state).feed(part, release))

    def _tool_call_chunk(self, part: dict[str, Any], abort: Callable[..., Any]) -> dict[str, Any]:
        payload = part.get("payload") or {}
        findings = self.find(text_of(payload.get("args")))
        if not findings:
            return part
        self._act(findings, "tool-call arguments", "process_output_stream", abort)
        args = map_strings(payload.get("args"), lambda s: self.redact(s)[0])
        return {**part, "payload": {**payload, "args": args}}

    def process_tool_result(
        self,
        tool_name: str,
        tool_call_id: str,
        args: Any,
        result: Any,
        message_list: Any,
        abort: Callable[..., Any],
    ) -> None:
        """Check a tool's arguments and result before the model sees them; redaction
        replaces the stored invocation through ``message_list.update_tool_invocation``."""
        if not self.check_tool_calls:
            return
        findings = self.find(text_of(result)) + self.find(text_of(args))
        if not findings:
            return
        self._act(findings, f"tool {tool_name!r}", "process_tool_result", abort)
        if self.strategy in (REDACT, FILTER):
            message_list.update_tool_invocation({
                "type": "tool-invocation",
                "toolInvocation": {
                    "state": "result", "toolCallId": tool_call_id, "toolName": tool_name,
                    "args": map_strings(args, lambda s: self.redact(s)[0]),
                    "result": map_strings(result, lambda s: self.redact(s)[0]),
                },
            })

    def process_output_result(
        self, messages: list[Message], state: dict[str, Any], abort: Callable[..., Any]
    ) -> list[Message]:
        """Check the final response text again (it may not have come through the stream) and
        fix the response messages in place."""
        findings: list[Finding] = []
        for message in messages:
            if message.role != "assistant":
                continue
            for part in message.content.parts:
                if part.get("type") == "text" and isinstance(part.get("text"), str):
                    new, found = self.redact(part["text"])
                    findings += found
                    if found and self.strategy in (REDACT, FILTER):
                        part["text"] = new
        self._act(findings, "output", "process_output_result", abort)
        return messages
