"""PIIDetector: finds personal data and secrets in input, streamed output, tool calls and results."""
from __future__ import annotations

import re
from typing import Any, Callable, Sequence

from agentproc.runtime.messages import Message

from . import masking
from .base import BLOCK, FILTER, REDACT, WARN, map_strings, strategy_field, text_of
from .holdback import Holdback, emit
from .text_guard import TextGuard
from .pii_credentials import credential_tail_start
from .pii_detectors import CARD_NAMED_BEFORE, NAMED_GATE, SSN_NAMED_BEFORE
from .pii_holdback import TABLE_REACH, holdback_start
from .pii_patterns import DEFAULT_TYPES, PII_TYPES, TABLE_SEPARATOR, Finding, detect, phone_table
from .pii_phone import DEFAULT_REGIONS, REGIONS
from .reach import BLOCKS, MASKS, REMOVES, Reach
from .schema import Field
from .split_values import find_splits, mask_splits

_WORD = re.compile(r"\S{8,}")
_DIGIT = re.compile(r"\d")
_TOKEN = re.compile(r"[A-Za-z0-9_\-+/=.]{20,}")
_NINE_DIGITS = re.compile(r"\d{9}|\d{3}-\d{2}-\d{4}")  # an SSN in a table whose header went out before


_CELLS = re.compile(r"[,;|\t]")


def _valueish(word: str) -> bool:
    """A word shaped like a key or a password (what ``find_after`` looks again at): whether it
    is one may depend on words released before it ("user ana.b, pass Medved2023?")."""
    if "://" in word:  # a URL: its parts are judged with it, in the buffer; cells beside it are not
        return any(_valueish(cell) for cell in _CELLS.split(word) if cell and "://" not in cell)
    return (_TOKEN.search(word) is not None or _NINE_DIGITS.fullmatch(word.strip("|,;:'\"`")) is not None
            or (any(c.isdigit() for c in word) and any(c.isalpha() for c in word)))

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


def regions_for(locale: str | None, regions: Sequence[str]) -> tuple[str, ...]:
    """``regions`` with the region of ``locale`` ("de-DE", "pt_BR", "en-us": the host's
    language setting) tried first, when it names one libphonenumber knows."""
    wanted = tuple(r.upper() for r in regions)
    parts = (locale or "").replace("_", "-").split("-")
    region = parts[1].upper() if len(parts) > 1 else ""
    return (region, *(r for r in wanted if r != region)) if region in REGIONS else wanted


def _unknown_regions(regions: Sequence[str]) -> str | None:
    bad = [r for r in regions if r.upper() not in REGIONS]
    return f"Unknown region code(s): {', '.join(bad)} (use ISO 3166 codes such as US, DE, JP)." if bad else None


class PIIDetector(TextGuard):
    """Detects emails, phones (libphonenumber), cards (BIN table, Luhn), US SSNs, IBANs (mod-97), IP addresses, secrets,
    crypto wallets and (opt-in) URLs, deterministically.

    Runs on input messages, streamed output (never leaking a value split across chunks),
    the final response, tool-call arguments and tool results."""

    key = "pii-detector"
    display_name = "PII detector"
    description = "Detects personal data and secrets; blocks, warns, filters or redacts them."
    lanes = ("input", "output")
    extras = ("hash_key", "locale")
    config_fields = (
        Field("detection_types", "multichoice", default=list(DEFAULT_TYPES), choices=PII_TYPES,
              help="What to look for. URLs are off by default."),
        strategy_field((BLOCK, WARN, FILTER, REDACT), REDACT,
                       "block: end the run; warn: record only; filter: drop input messages that "
                       "contain PII and remove matches from output; redact: replace each match."),
        Field("redaction_method", "choice", default="mask", choices=masking.REDACTION_METHODS,
              help="mask keeps the format (card shows its last 4); hash gives a keyed token, the "
                   "same for the same value; remove deletes it; placeholder writes [EMAIL]."),
        Field("hash_key", "str", default="", secret=True,
              help="Key for the hash method. Leave empty to use the deployment's key."),
        Field("check_tool_calls", "bool", default=True, help="Also check tool-call arguments and tool results."),
        Field("phone_regions", "list", default=list(DEFAULT_REGIONS), validator=_unknown_regions,
              help="Countries (ISO codes, one per line) whose numbering plans apply to phone numbers "
                   "written without +."),
    )

    @classmethod
    def never_matches(cls, config: dict[str, Any]) -> str | None:
        """No type ticked: nothing to look for."""
        if not config.get("detection_types"):
            return "Tick at least one kind of personal data: with none, this PII detector can never match."
        return None

    @classmethod
    def reach(cls, config: dict[str, Any]) -> Reach:
        """Its types are the items; enforced, all but warn take them from the later policies."""
        types = frozenset(config.get("detection_types") or ())
        strategy = config.get("strategy", REDACT)
        how = {BLOCK: BLOCKS, FILTER: REMOVES, REDACT: MASKS}.get(strategy)
        return Reach(looks_for=types, takes_away=types if how else frozenset(), how=how or MASKS)

    def __init__(
        self,
        *,
        detection_types: Sequence[str] = DEFAULT_TYPES,
        strategy: str = REDACT,
        redaction_method: str = "mask",
        hash_key: str | bytes | None = None,
        check_tool_calls: bool = True,
        phone_regions: Sequence[str] = DEFAULT_REGIONS,
        locale: str | None = None,
        **kwargs: Any,
    ) -> None:
        super().__init__(**kwargs)
        self.detection_types = tuple(detection_types)
        self.strategy = strategy
        self.redaction_method = redaction_method
        self.check_tool_calls = check_tool_calls
        self.phone_regions = regions_for(locale, phone_regions)
        self._hash_key = masking.resolve_hash_key(hash_key) if redaction_method == "hash" else b""

    # -- TextGuard ------------------------------------------------------------------------

    finding_label = "PII"

    def find(self, text: str) -> list[Finding]:
        return detect(text, self.detection_types, self.phone_regions) if text else []

    def find_after(self, seen: str, buffer: str, findings: list[Finding], final: bool = False) -> list[Finding]:
        """A token or password-like word in ``buffer`` that no finding covers is judged again with
        the released text before it: some issuers' tokens are told apart only by their name said
        earlier, a password by the user name before it."""
        if not _DIGIT.search(buffer):
            return findings  # the common case: keys, passwords and SSNs all hold a digit
        if seen.endswith(",") and buffer[:1].isdigit():  # a cell of CSV: the comma before it decides ("…,4850 4313 27000,3")
            return self._found_after(seen, buffer)
        if "\n" in seen and TABLE_SEPARATOR.search(buffer) and phone_table(seen[-TABLE_REACH:]):
            return self._found_after(seen[-TABLE_REACH:], buffer)  # a cell under a phone's column, its header released
        if NAMED_GATE.search(seen[-100:]) and (CARD_NAMED_BEFORE.search(seen, max(0, len(seen) - 100))
                                               or SSN_NAMED_BEFORE.search(seen, max(0, len(seen) - 90))):
            return self._found_after(seen, buffer)  # a card or an SSN named before its digits ("card is '6011' + …")
        covered = [(f.start, f.end) for f in findings]
        # An unfinished last word is held back whatever it is: judged when it is complete.
        done = len(buffer) if final or buffer[-1:].isspace() else len(buffer) - len(buffer.rsplit(None, 1)[-1])
        if not any(_valueish(m.group()) and not any(a <= m.start() < b for a, b in covered)
                   for m in _WORD.finditer(buffer, 0, done)):
            return findings
        return self._found_after(seen, buffer)

    def _found_after(self, seen: str, buffer: str) -> list[Finding]:
        """The findings of ``buffer`` judged with the released text before it."""
        n = len(seen)
        return [Finding(f.type, f.kind, max(f.start - n, 0), f.end - n, buffer[max(f.start - n, 0):f.end - n],
                        max(f.hold_start - n, 0))
                for f in self.find(seen + buffer) if f.end > n]

    def replacement(self, finding: Finding) -> str:
        method = self.redaction_method
        if method == "mask":
            return masking.format_mask(finding.type, finding.value)
        if method == "hash":
            return masking.hash_token(finding.type, finding.value, self._hash_key)
        if method == "placeholder":
            return masking.placeholder(finding.type)
        return ""

    def tail_start(self, text: str) -> int:
        cut = holdback_start(text)
        if "secret" in self.detection_types:  # a key's or a password's name waits for its value
            cut = credential_tail_start(text, cut)
        return cut

    def describe(self, findings: Sequence[Finding]) -> dict[str, Any]:
        return describe_matches(findings)

    def summary(self, findings: Sequence[Finding]) -> str:
        return ", ".join(sorted({f.type for f in findings}))

    # -- input ------------------------------------------------------------------------------

    def process_input(self, messages: list[Message], abort: Callable[..., Any],
                      message_list: Any = None) -> list[Message]:
        """Check the input messages (see ``TextGuard.process_input``), and a value whose halves
        are the end of the previous user message and the start of this one (``split_values``)."""
        def fresh(message: Message) -> bool:
            return message_list is None or message_list.source_of(message) in (None, "input")

        splits = find_splits(messages, self.find, fresh)
        if splits:
            self.act([s.finding for s in splits], "input split over two messages", "process_input", abort)
            if self.strategy in (REDACT, FILTER):
                mask_splits(splits, self.replacement)
        return super().process_input(messages, abort, message_list)

    # -- tool calls -------------------------------------------------------------------------

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
        return emit(Holdback(state).feed(part, self.release(abort)))

    def _tool_call_chunk(self, part: dict[str, Any], abort: Callable[..., Any]) -> dict[str, Any]:
        payload = part.get("payload") or {}
        findings = self.find(text_of(payload.get("args")))
        if not findings:
            return part
        self.act(findings, "tool-call arguments", "process_output_stream", abort)
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
        self.act(findings, f"tool {tool_name!r}", "process_tool_result", abort)
        if self.strategy in (REDACT, FILTER):
            message_list.update_tool_invocation({
                "type": "tool-invocation",
                "toolInvocation": {
                    "state": "result", "toolCallId": tool_call_id, "toolName": tool_name,
                    "args": map_strings(args, lambda s: self.redact(s)[0]),
                    "result": map_strings(result, lambda s: self.redact(s)[0]),
                },
            })
