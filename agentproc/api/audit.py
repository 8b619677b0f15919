"""Runs and violations for auditors: staff only, filterable, as JSON pages or a CSV export."""
from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from django.db.models import Count, Q, QuerySet
from django.http import StreamingHttpResponse
from django.utils import timezone
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import mixins, viewsets
from rest_framework.renderers import BrowsableAPIRenderer, JSONRenderer
from rest_framework.request import Request

from agentproc import access
from agentproc.models import Run, Violation

from . import serializers as s
from .base import AgentprocAPIMixin
from ..csv_export import csv_lines
from .renderers import CSVRenderer

FILTER_PARAMETERS = [
    OpenApiParameter("agent", str, description="Agent slug"),
    OpenApiParameter("processor", str, description="Processor id, e.g. pii-detector"),
    OpenApiParameter("action", str, description="Violation action: blocked, warned, redacted, filtered, monitored, retried"),
    OpenApiParameter("status", str, description="Run status: queued, running, completed, tripwire, failed, cancelled"),
    OpenApiParameter("conversation", OpenApiTypes.UUID),
    OpenApiParameter("since", OpenApiTypes.DATETIME, description="Created at or after (ISO 8601)"),
    OpenApiParameter("until", OpenApiTypes.DATETIME, description="Created before (ISO 8601)"),
    OpenApiParameter("format", str, enum=["json", "csv"], description="csv: the whole filtered list as a CSV file"),
]


class AuditViewSet(AgentprocAPIMixin, mixins.ListModelMixin, viewsets.GenericViewSet):
    """A staff-only list with the shared filters; ``?format=csv`` streams every matching row (of the
    agents whose conversations the user may read, ``agentproc.access``)."""

    permission_setting = "STAFF_PERMISSION_CLASSES"
    renderer_classes = (JSONRenderer, BrowsableAPIRenderer, CSVRenderer)
    export_name = "export"
    #: Query parameter → lookup, for this model (``None``: the parameter does not apply).
    lookups: dict[str, str] = {}

    def filters(self) -> dict[str, Any]:
        params = s.AuditFilterSerializer(data=self.request.query_params)
        params.is_valid(raise_exception=True)
        return params.validated_data

    def filter_queryset(self, queryset: QuerySet[Any]) -> QuerySet[Any]:
        # Whatever the permission classes let in, rows come only from agents whose
        # conversations the user may read (the JSON pages and the CSV alike).
        queryset = access.readable(queryset, self.request.user)
        query = Q()
        for name, value in self.filters().items():
            query &= Q(**{self.lookups[name]: value})
        return queryset.filter(query)

    @extend_schema(parameters=FILTER_PARAMETERS)
    def list(self, request: Request, *args: Any, **kwargs: Any) -> Any:
        if getattr(request.accepted_renderer, "format", None) == "csv":
            return self._csv(self.filter_queryset(self.get_queryset()))
        return super().list(request, *args, **kwargs)

    def _csv(self, queryset: QuerySet[Any]) -> StreamingHttpResponse:
        serializer_class = self.get_serializer_class()
        columns = list(serializer_class.Meta.fields)

        def rows() -> Iterator[list[Any]]:
            for obj in queryset.iterator(chunk_size=500):
                data = serializer_class(obj).data
                yield [data.get(column) for column in columns]

        response = StreamingHttpResponse(csv_lines(columns, rows()), content_type="text/csv; charset=utf-8")
        stamp = timezone.now().strftime("%Y%m%d-%H%M%S")
        response["Content-Disposition"] = f'attachment; filename="agentproc-{self.export_name}-{stamp}.csv"'
        return response


class RunViewSet(AuditViewSet):
    """Every run (one per turn): status, finish reason, usage, tripwire, error, timing."""

    serializer_class = s.RunSerializer
    queryset = Run.objects.none()
    export_name = "runs"
    lookups = {
        "agent": "agent__slug",
        "processor": "violations__processor_id",
        "action": "violations__action",
        "status": "status",
        "conversation": "conversation_id",
        "since": "created_at__gte",
        "until": "created_at__lt",
    }

    def filter_queryset(self, queryset: QuerySet[Run]) -> QuerySet[Run]:
        # Filtering runs by their violations joins them: distinct keeps one row per run.
        return super().filter_queryset(queryset).distinct()

    def get_queryset(self) -> QuerySet[Run]:
        return (
            Run.objects.select_related("agent")
            .annotate(violation_count=Count("violations", distinct=True))
            .order_by("-created_at")
        )


class ViolationViewSet(AuditViewSet):
    """Every violation: which processor found what in which run, and what was done."""

    serializer_class = s.ViolationSerializer
    queryset = Violation.objects.none()
    export_name = "violations"
    lookups = {
        "agent": "agent__slug",
        "processor": "processor_id",
        "action": "action",
        "status": "run__status",
        "conversation": "conversation_id",
        "since": "created_at__gte",
        "until": "created_at__lt",
    }

    def get_queryset(self) -> QuerySet[Violation]:
        return Violation.objects.select_related("agent").order_by("-created_at", "-id")

