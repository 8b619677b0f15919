"""A run's reported violations folded into audit findings: one per policy, finding type and action.

A streaming guard reports as it goes — once per released chunk, again for the final answer —
and monitor mode adds notes about chunks it would have changed. An auditor wants one line per
finding: "Redacted 2 emails in the answer", "Would have blocked the user's message: …". Counts
are distinct masked matches when every report listed its matches (the same email seen by the
stream and by the final check is one email), otherwise the sum of the reported counts.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterable

#: Hooks of the input lane; every other hook judges the answer (or a provider error).
_INPUT_HOOKS = frozenset({"process_input", "process_input_step", "process_llm_request", "process_llm_response"})

_STREAM_HOOK, _RESULT_HOOK = "process_output_stream", "process_output_result"

#: How a finding type reads in a sentence (singular, plural).
TYPE_WORDS: dict[str, tuple[str, str]] = {
    "email": ("email address", "email addresses"),
    "phone": ("phone number", "phone numbers"),
    "credit_card": ("card number", "card numbers"),
    "us_ssn": ("US social security number", "US social security numbers"),
    "iban": ("IBAN", "IBANs"),
    "ip_address": ("IP address", "IP addresses"),
    "secret": ("secret (key or token)", "secrets (keys or tokens)"),
    "crypto_wallet": ("crypto wallet address", "crypto wallet addresses"),
    "url": ("URL", "URLs"),
}

#: The action as a verb in a sentence ("Redacted …", "Would have redacted …").
ACTION_VERBS = {
    "blocked": "blocked", "redacted": "redacted", "filtered": "removed", "warned": "flagged",
    "retried": "asked the model to retry over", "modified": "changed",
}
MAX_MATCHES = 10


def type_words(kind: str, count: int) -> str:
    one, many = TYPE_WORDS.get(kind, (kind.replace("_", " "), kind.replace("_", " ") + "s"))
    return f"{count} {one if count == 1 else many}"


@dataclass
class Finding:
    """One audit row to be: who (processor id), what (type), what happened (action), how often."""

    processor_id: str
    action: str
    would: str | None
    kind: str
    lane: str
    hooks: list[str] = field(default_factory=list)
    messages: list[str] = field(default_factory=list)
    details: list[dict[str, Any]] = field(default_factory=list)
    matches: list[dict[str, Any]] = field(default_factory=list)
    #: Reported count per hook.
    per_hook: dict[str, int] = field(default_factory=dict)
    complete: bool = True

    @property
    def reported(self) -> int:
        """How many matches the reports add up to.

        Enforced, a guard's final-answer check sees the answer as its own stream hook left it,
        so the two report different matches and add up. Monitored, nothing was rewritten: the
        final check judges again what the stream already reported, so the larger of the two
        counts, not their sum, is what enforcing would have acted on."""
        counts = dict(self.per_hook)
        if self.would and _STREAM_HOOK in counts and _RESULT_HOOK in counts:
            counts[_STREAM_HOOK] = max(counts[_STREAM_HOOK], counts.pop(_RESULT_HOOK))
        return sum(counts.values())

    @property
    def count(self) -> int:
        if self.kind and self.complete and self.matches:
            return len({(m.get("type"), m.get("value")) for m in self.matches})
        return max(self.reported, 1)

    @property
    def hook(self) -> str:
        return self.hooks[0] if self.hooks else ""

    def reason(self) -> str:
        """The finding in plain words."""
        action = self.would or self.action
        verb = ACTION_VERBS.get(action, action)
        where = "the user's message" if self.lane == "input" else "the answer"
        if self.lane == "error":
            where = "the provider error"
        if self.kind:
            text = f"{verb} {type_words(self.kind, self.count)} in {where}"
        elif action == "modified":
            text = f"changed {where}" + (" as it streamed" if self.hook == "process_output_stream" else "")
        else:
            first = self.messages[0] if self.messages else ""
            if first and not self.would:  # the processor's own words say it best
                return first + (f" ({self.reported} times)" if self.reported > 1 else "")
            text = f"{verb} {where}: {first}" if first else f"{verb} {where}"
            if self.reported > 1:
                text += f" ({self.reported} times)"
        return ("Would have " + text) if self.would else text[:1].upper() + text[1:]

    def metadata(self) -> dict[str, Any]:
        """The row's metadata: the first report's detail, plus the count, type, hooks and matches."""
        base = {k: v for k, v in (self.details[0] if self.details else {}).items() if k not in ("matches", "count", "types")}
        meta: dict[str, Any] = {**base, "count": self.count}
        if len(self.messages) > 1:  # folded from several reports: say from where
            meta.update(reports=len(self.messages), hooks=self.hooks)
        if self.would:
            meta["wouldAction"] = self.would
        if self.kind:
            meta["types"] = [self.kind]
            unique = list({(m.get("type"), m.get("value")): m for m in self.matches}.values())
            meta["matches"] = unique[:MAX_MATCHES]
        if len(self.messages) > 1 and not self.kind:
            meta["messages"] = list(dict.fromkeys(self.messages))[:MAX_MATCHES]
        return meta


def lane_of(hook: str | None, default: str = "") -> str:
    if not hook:
        return default
    if hook == "process_api_error":
        return "error"
    return "input" if hook in _INPUT_HOOKS else "output"


def _split(detail: dict[str, Any]) -> list[tuple[str, list[dict[str, Any]], int, bool]]:
    """``(type, matches, count, complete)`` per finding type of one report (``("", [], n, True)``
    when the report names no typed matches)."""
    matches = detail.get("matches")
    if isinstance(matches, list) and matches and all(isinstance(m, dict) and m.get("type") for m in matches):
        count = detail.get("count")
        complete = not isinstance(count, int) or count <= len(matches)
        per: dict[str, list[dict[str, Any]]] = {}
        for m in matches:
            per.setdefault(str(m["type"]), []).append(m)
        return [(kind, ms, len(ms), complete) for kind, ms in per.items()]
    count = detail.get("count")
    return [("", [], count if isinstance(count, int) and count > 0 else 1, True)]


def fold(violations: Iterable[Any], lanes: dict[str, str] | None = None) -> list[Finding]:
    """Fold a run's ``ProcessorViolation``s into findings, in order of first report.

    ``lanes`` maps a processor id to its policy's lane (the hook decides when it is missing).
    Monitor-mode notes that a processor "would have changed" something are dropped when the
    same processor also reported what it found: the finding already says it."""
    lanes = lanes or {}
    found: dict[tuple[str, str, str | None, str, str], Finding] = {}
    for v in violations:
        detail = dict(v.detail or {})
        would = detail.pop("wouldAction", None) if v.action == "monitored" else None
        lane = lanes.get(v.processor_id) or lane_of(v.hook)
        for kind, matches, count, complete in _split(detail):
            key = (v.processor_id, v.action, would, kind, lane)
            finding = found.get(key)
            if finding is None:
                finding = found[key] = Finding(v.processor_id, v.action or "blocked", would, kind, lane)
            if v.hook and v.hook not in finding.hooks:
                finding.hooks.append(v.hook)
            finding.messages.append(v.message or "")
            finding.details.append(detail)
            finding.matches += matches
            hook = v.hook or ""
            finding.per_hook[hook] = finding.per_hook.get(hook, 0) + count
            finding.complete = finding.complete and complete
    reported = {f.processor_id for f in found.values() if f.would != "modified"}
    return [f for f in found.values() if not (f.would == "modified" and f.processor_id in reported)]
