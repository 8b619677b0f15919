"""The admin's CSV export action and the columns of the runs and violations lists."""
from __future__ import annotations

from typing import Any, Callable

from django.contrib import admin
from django.db.models import QuerySet
from django.http import HttpRequest, StreamingHttpResponse

from ..csv_export import streaming_csv

Column = tuple[str, Callable[[Any], Any]]

# -- CSV export ------------------------------------------------------------------------------

def export_csv_action(columns: list[Column], name: str) -> Callable[..., StreamingHttpResponse]:
    """An admin action that streams the selected rows (or all filtered rows) as CSV, newest first."""
    header = [title for title, _ in columns]

    def row(obj: Any) -> list[Any]:
        return [get(obj) for _, get in columns]

    @admin.action(description="Export selected %(verbose_name_plural)s as CSV")
    def export_csv(modeladmin: admin.ModelAdmin[Any], request: HttpRequest, queryset: QuerySet[Any]) -> StreamingHttpResponse:
        return streaming_csv(request, queryset, header, row, name)

    return export_csv


def iso(value: Any) -> str:
    return value.isoformat() if value else ""


RUN_COLUMNS: list[Column] = [
    ("id", lambda r: r.id),
    ("created_at", lambda r: iso(r.created_at)),
    ("agent", lambda r: r.agent.slug),
    ("conversation", lambda r: r.conversation_id),
    ("status", lambda r: r.status),
    ("finish_reason", lambda r: r.finish_reason),
    ("model", lambda r: r.model),
    ("source", lambda r: r.source),
    ("input_tokens", lambda r: (r.usage or {}).get("inputTokens")),
    ("output_tokens", lambda r: (r.usage or {}).get("outputTokens")),
    ("total_tokens", lambda r: (r.usage or {}).get("totalTokens")),
    ("tripwire_reason", lambda r: (r.tripwire or {}).get("reason")),
    ("tripwire_processor", lambda r: (r.tripwire or {}).get("processorId")),
    ("error", lambda r: r.error),
    ("started_at", lambda r: iso(r.started_at)),
    ("finished_at", lambda r: iso(r.finished_at)),
    ("duration_ms", lambda r: r.duration_ms),
]

VIOLATION_COLUMNS: list[Column] = [
    ("id", lambda v: v.id),
    ("created_at", lambda v: iso(v.created_at)),
    ("agent", lambda v: v.agent.slug),
    ("run", lambda v: v.run_id),
    ("conversation", lambda v: v.conversation_id),
    ("policy", lambda v: v.policy_id),
    ("policy_name", lambda v: v.policy_name),
    ("processor", lambda v: v.processor_id),
    ("lane", lambda v: v.lane),
    ("hook", lambda v: v.hook),
    ("action", lambda v: v.action),
    ("reason", lambda v: v.reason),
    ("metadata", lambda v: v.metadata),
]
