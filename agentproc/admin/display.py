"""How the admin shows times, stored input and JSON: full timestamps, plain text first, JSON folded."""
from __future__ import annotations

import datetime as dt
from typing import Any

from django.utils import timezone
from django.utils.html import format_html, format_html_join
from django.utils.safestring import SafeString

from .rendering import highlight_redactions, pre


def stamp(value: dt.datetime | None) -> str:
    """``2026-12-01 02:03:04 UTC``: date, time to the second and the time zone, in the
    site's current time zone (an audit needs the exact moment, not "2 a.m.")."""
    if value is None:
        return "—"
    local = timezone.localtime(value) if timezone.is_aware(value) else value
    return local.strftime("%Y-%m-%d %H:%M:%S ") + (local.tzname() or "")


def stamp_html(value: dt.datetime | None) -> SafeString:
    """:func:`stamp` in a ``<time>`` element with the ISO value (kept on one line)."""
    if value is None:
        return format_html("{}", "—")
    return format_html('<time datetime="{}" class="agentproc-stamp">{}</time>', value.isoformat(), stamp(value))


def message_text(data: Any) -> str:
    """The text a stored message dict (``Message.to_dict()``) shows a reader."""
    if not isinstance(data, dict):
        return str(data or "")
    content = data.get("content")
    if isinstance(content, dict):
        texts = [p.get("text", "") for p in content.get("parts") or () if isinstance(p, dict) and p.get("type") == "text"]
        if texts:
            return "\n".join(texts)
        return str(content.get("content") or "")
    return str(content or "")


def plain_input(messages: Any) -> SafeString:
    """A run's stored input: each message's role and text, with the raw JSON behind a toggle."""
    if messages is None:
        return format_html("{}", "— (not stored)")
    items = messages if isinstance(messages, list) else [messages]
    lines = format_html_join(
        "", '<div class="agentproc-input"><span class="role">{}</span> <span class="text">{}</span></div>',
        ((str((m or {}).get("role", "")) if isinstance(m, dict) else "", highlight_redactions(message_text(m)))
         for m in items),
    )
    return format_html('{}<details class="agentproc-raw"><summary>Show as JSON</summary>{}</details>', lines, pre(messages))
