"""CSV export shared by the admin actions and the API's ``?format=csv``: streamed a line at a
time, nested JSON kept readable in one cell, and spreadsheet formulas defused.

Whatever the size, an export reads its rows in keyset batches (newest first, by
``(created_at, pk)``): each batch is one short indexed query, no cursor is held open between
them (a PostgreSQL ``WITH HOLD`` cursor would copy the whole result before the first row), and
memory stays flat. Under ASGI the lines come from an async iterator, each batch read on the
request's database thread, so the first line leaves at once; Django would otherwise drain a
synchronous iterator into a list before sending anything."""
from __future__ import annotations

import csv
import json
from collections.abc import AsyncIterator, Callable, Iterable, Iterator
from typing import Any

from asgiref.sync import sync_to_async
from django.core.handlers.asgi import ASGIRequest
from django.db.models import Q, QuerySet
from django.http import HttpRequest, StreamingHttpResponse
from django.utils import timezone

#: First characters that make spreadsheet apps read a cell as a formula (CSV injection):
#: reasons and replies hold user text, so "=HYPERLINK(...)" must never run in Excel.
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")

#: Rows read per query of an export.
BATCH_SIZE = 1000


class _Echo:
    """A file-like object whose ``write`` returns the line (for streaming ``csv.writer``)."""

    def write(self, value: str) -> str:
        return value


def csv_cell(value: Any) -> Any:
    """One cell: ``None`` empty, dicts and lists as JSON, text starting a formula quoted with '."""
    if value is None:
        return ""
    if isinstance(value, (dict, list)):
        value = json.dumps(value, ensure_ascii=False, sort_keys=True, default=str)
    if isinstance(value, str) and value.startswith(FORMULA_STARTS):
        return "'" + value
    return value


def csv_lines(header: list[str], rows: Iterable[Iterable[Any]]) -> Iterator[str]:
    """CSV text, a line at a time (header first), for a StreamingHttpResponse."""
    writer = csv.writer(_Echo())
    yield writer.writerow(header)
    for row in rows:
        yield writer.writerow([csv_cell(value) for value in row])


def keyset_batches(queryset: QuerySet[Any], size: int = BATCH_SIZE) -> Iterator[list[Any]]:
    """The queryset's rows, newest first, in batches of ``size``: each batch starts after the
    last row of the one before (``created_at`` then primary key), so every query is short."""
    ordered = queryset.order_by("-created_at", "-pk")
    last: Any = None
    while True:
        page = ordered if last is None else ordered.filter(
            Q(created_at__lt=last.created_at) | Q(created_at=last.created_at, pk__lt=last.pk))
        batch = list(page[:size])
        if not batch:
            return
        yield batch
        if len(batch) < size:
            return
        last = batch[-1]


def _lines(header: list[str], batches: Iterable[list[Any]], row: Callable[[Any], list[Any]]) -> Iterator[str]:
    return csv_lines(header, (row(obj) for batch in batches for obj in batch))


async def _alines(header: list[str], queryset: QuerySet[Any], row: Callable[[Any], list[Any]]) -> AsyncIterator[str]:
    writer = csv.writer(_Echo())
    yield writer.writerow(header)
    batches = keyset_batches(queryset)

    def next_lines() -> str:
        # One batch (its query and its rows' cells) per trip to the request's database thread.
        return "".join(writer.writerow([csv_cell(value) for value in row(obj)]) for obj in next(batches, []))

    while lines := await sync_to_async(next_lines)():
        yield lines


def streaming_csv(request: HttpRequest, queryset: QuerySet[Any], header: list[str],
                  row: Callable[[Any], list[Any]], name: str) -> StreamingHttpResponse:
    """A download of ``queryset`` as CSV (one ``row(obj)`` per object, newest first): an async
    stream under ASGI, a plain one under WSGI; the file is named ``<name>-<time>.csv``."""
    if isinstance(request, ASGIRequest) or isinstance(getattr(request, "_request", None), ASGIRequest):
        content: Any = _alines(header, queryset, row)
    else:
        content = _lines(header, keyset_batches(queryset), row)
    response = StreamingHttpResponse(content, content_type="text/csv; charset=utf-8")
    stamp = timezone.now().strftime("%Y%m%d-%H%M%S")
    response["Content-Disposition"] = f'attachment; filename="{name}-{stamp}.csv"'
    return response
