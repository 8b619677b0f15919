"""Server-Sent Events and CSV: the two non-JSON formats of the API."""
from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from rest_framework.renderers import BaseRenderer

from ..csv_export import csv_lines

#: The last event of every stream (as the AI SDK's data stream does).
SSE_DONE = "data: [DONE]\n\n"


def sse_event(data: Mapping[str, Any]) -> str:
    """One SSE event carrying a chunk as JSON (one ``data:`` line, so no escaping issues)."""
    return f"data: {json.dumps(data, separators=(',', ':'), default=str)}\n\n"


class EventStreamRenderer(BaseRenderer):
    """Lets ``Accept: text/event-stream`` through content negotiation; an error raised
    before streaming starts (bad text, unknown conversation) becomes a single event."""

    media_type = "text/event-stream"
    format = "sse"
    charset = "utf-8"

    def render(self, data: Any, accepted_media_type: str | None = None, renderer_context: Any = None) -> bytes:
        if data is None:
            return b""
        return (sse_event(data) + SSE_DONE).encode()


class CSVRenderer(BaseRenderer):
    """``?format=csv`` (or ``Accept: text/csv``) for the audit lists; the views stream
    large exports themselves, this renders small bodies such as error responses."""

    media_type = "text/csv"
    format = "csv"
    charset = "utf-8"

    def render(self, data: Any, accepted_media_type: str | None = None, renderer_context: Any = None) -> bytes:
        if data is None:
            return b""
        if isinstance(data, Mapping):
            data = [data.get("error", data)]
        rows = list(data)
        columns = list(rows[0].keys()) if rows else []
        return "".join(csv_lines(columns, ([row.get(c) for c in columns] for row in rows))).encode()
