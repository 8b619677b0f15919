"""Server-Sent Events and CSV: the two non-JSON formats of the API."""
from __future__ import annotations

import csv
import io
import json
from collections.abc import Iterable, Iterator, Mapping
from typing import Any

from rest_framework.renderers import BaseRenderer

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


#: First characters that make spreadsheet apps read a cell as a formula (CSV injection).
_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def _cell(value: Any) -> Any:
    # Nested JSON (usage, metadata, tripwire) stays readable and parseable in one cell.
    if isinstance(value, (dict, list)):
        value = json.dumps(value, separators=(",", ":"), default=str)
    if value is None:
        return ""
    if isinstance(value, str) and value.startswith(_FORMULA_START):
        # Reasons and replies hold user text: never let "=HYPERLINK(...)" run in Excel.
        return "'" + value
    return value


def csv_lines(rows: Iterable[Mapping[str, Any]], columns: list[str]) -> Iterator[str]:
    """CSV text, a line at a time (header first), for a StreamingHttpResponse."""
    buffer = io.StringIO()
    writer = csv.writer(buffer)

    def flush(values: list[Any]) -> str:
        writer.writerow(values)
        line = buffer.getvalue()
        buffer.seek(0)
        buffer.truncate(0)
        return line

    yield flush(columns)
    for row in rows:
        yield flush([_cell(row.get(column)) for column in columns])


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
        return "".join(csv_lines(rows, columns)).encode()
