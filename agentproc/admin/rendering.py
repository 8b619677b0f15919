"""HTML renderings of stored data for the admin: transcripts, JSON values, redactions, timings."""
from __future__ import annotations

import json
import re
from typing import Any, Iterable

from django.utils.html import escape, format_html, format_html_join
from django.utils.safestring import SafeString, mark_safe

# -- transcript -------------------------------------------------------------------------------

#: What a redaction leaves in stored text: ``[EMAIL]``, ``[EMAIL:1a2b3c4d5e]``, ``[MASKED]``,
#: or a masked value with a run of stars (``j****@*****.com``).
REDACTION_RE = re.compile(r"\[[A-Z][A-Z0-9_]{1,40}(?::[0-9a-f]{4,})?\]|[^\s*]*\*{3,}[^\s*]*")


def highlight_redactions(text: str) -> SafeString:
    """``text`` escaped, with every redaction wrapped in ``<mark class="redaction">``."""
    out: list[str] = []
    last = 0
    for match in REDACTION_RE.finditer(text):
        out.append(escape(text[last : match.start()]))
        out.append(f'<mark class="redaction" title="redacted by a processor">{escape(match.group())}</mark>')
        last = match.end()
    out.append(escape(text[last:]))
    return mark_safe("".join(out))  # noqa: S308 - every piece is escaped above


def _pretty(value: Any) -> str:
    if isinstance(value, str):
        return value
    try:
        return json.dumps(value, ensure_ascii=False, indent=2, sort_keys=True, default=str)
    except (TypeError, ValueError):
        return str(value)


def message_items(data: dict[str, Any], fallback_text: str = "") -> list[dict[str, Any]]:
    """The parts of one stored message (``Message.to_dict()``) as displayable items.

    Items: ``{"kind": "text", "html"}``, ``{"kind": "reasoning", "html"}``,
    ``{"kind": "tool", "name", "state", "args", "result", "error", "html_args", "html_result"}``,
    ``{"kind": "data", "type", "body"}``."""
    content = (data or {}).get("content") or {}
    parts = content.get("parts") if isinstance(content, dict) else None
    if not parts:
        text = content.get("content") if isinstance(content, dict) else content
        return [{"kind": "text", "html": highlight_redactions(str(text or fallback_text))}]
    items: list[dict[str, Any]] = []
    for part in parts:
        kind = part.get("type", "")
        if kind == "text":
            items.append({"kind": "text", "html": highlight_redactions(part.get("text", ""))})
        elif kind == "reasoning":
            items.append({"kind": "reasoning", "html": highlight_redactions(part.get("reasoning") or part.get("text") or "")})
        elif kind == "tool-invocation":
            call = part.get("toolInvocation") or {}
            items.append({
                "kind": "tool",
                "name": call.get("toolName", "?"),
                "id": call.get("toolCallId", ""),
                "state": call.get("state", ""),
                "args": highlight_redactions(_pretty(call.get("args"))),
                "result": highlight_redactions(_pretty(call["result"])) if "result" in call else None,
                "error": _pretty(call["error"]) if call.get("error") is not None else None,
            })
        elif kind.startswith("data-"):
            items.append({"kind": "data", "type": kind, "body": _pretty(part.get("data"))})
        else:
            items.append({"kind": "other", "type": kind, "body": _pretty(part)})
    return items


def transcript(messages: Iterable[Any]) -> list[dict[str, Any]]:
    """A conversation's stored messages (oldest first) ready for the transcript template."""
    turns = []
    for m in messages:
        items = message_items(m.data, m.text)
        turns.append({
            "role": m.role,
            "created_at": m.created_at,
            "in_context": m.in_context,
            "run_id": m.run_id,
            "items": items,
            "redacted": any('class="redaction"' in str(v) for i in items for v in i.values()),
        })
    return turns


# -- small read-only renderings -----------------------------------------------------------------

def pre(value: Any) -> SafeString:
    """A JSON value, pretty-printed in a ``<pre>``, with redactions highlighted."""
    return format_html('<pre class="agentproc-json">{}</pre>', highlight_redactions(_pretty(value)))


def timings_table(timings: list[dict[str, Any]]) -> SafeString:
    """The run's per-processor, per-hook timings, slowest first."""
    if not timings:
        return mark_safe("<p>No processor ran.</p>")
    rows = sorted(timings, key=lambda t: -float(t.get("totalMs") or 0))
    body = format_html_join(
        "", "<tr><td>{}</td><td>{}</td><td>{}</td><td class=\"num\">{}</td><td class=\"num\">{}</td><td class=\"num\">{}</td></tr>",
        (
            (t.get("policyName") or t.get("processorId", "?"), t.get("lane", ""), t.get("hook", "?"), t.get("calls", 0),
             f"{float(t.get('totalMs') or 0):.3f}",
             f"{float(t.get('totalMs') or 0) / t['calls']:.3f}" if t.get("calls") else "—")
            for t in rows
        ),
    )
    return format_html(
        '<table class="agentproc-timings"><thead><tr><th>Policy</th><th>Lane</th><th>Hook</th>'
        "<th>Calls</th><th>Total ms</th><th>Avg ms</th></tr></thead><tbody>{}</tbody></table>",
        body,
    )
