"""Runs and violations for auditors: staff only, filterable, as JSON pages or a CSV export."""
from __future__ import annotations

from typing import Any

from django.db.models import Count, Exists, OuterRef, Q, QuerySet, Subquery
from django.db.models.functions import Coalesce
from django.http import StreamingHttpResponse
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import mixins, viewsets
from rest_framework.renderers import BrowsableAPIRenderer, JSONRenderer
from rest_framework.request import Request

from agentproc import access
from agentproc.models import Run, Violation

from . import serializers as s
from .base import AgentprocAPIMixin
from ..csv_export import streaming_csv
from .pagination import AuditPagination
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
    pagination_class = AuditPagination
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
        return queryset.filter(self.conditions(self.filters()))

    def conditions(self, filters: dict[str, Any]) -> Q:
        """The rows the query parameters ask for."""
        query = Q()
        for name, value in filters.items():
            query &= Q(**{self.lookups[name]: value})
        return query

    @extend_schema(parameters=FILTER_PARAMETERS)
    def list(self, request: Request, *args: Any, **kwargs: Any) -> Any:
        if getattr(request.accepted_renderer, "format", None) == "csv":
            return self._csv(self.filter_queryset(self.get_queryset()))
        return super().list(request, *args, **kwargs)

    def _csv(self, queryset: QuerySet[Any]) -> StreamingHttpResponse:
        # One serializer for every row (a serializer per row copies its fields each time).
        serializer = self.get_serializer_class()()
        columns = list(serializer.Meta.fields)

        def row(obj: Any) -> list[Any]:
            data = serializer.to_representation(obj)
            return [data.get(column) for column in columns]

        return streaming_csv(self.request, queryset, columns, row, f"agentproc-{self.export_name}")


class RunViewSet(AuditViewSet):
    """Every run (one per turn): status, finish reason, usage, tripwire, error, timing."""

    serializer_class = s.RunSerializer
    queryset = Run.objects.none()
    export_name = "runs"
    lookups = {
        "agent": "agent__slug",
        "status": "status",
        "conversation": "conversation_id",
        "since": "created_at__gte",
        "until": "created_at__lt",
    }

    #: Filters on a run's violations, asked with EXISTS (a join would repeat runs and need DISTINCT).
    violation_lookups = {"processor": "processor_id", "action": "action"}

    def conditions(self, filters: dict[str, Any]) -> Q:
        own = {name: value for name, value in filters.items() if name not in self.violation_lookups}
        wanted = {self.violation_lookups[name]: value for name, value in filters.items() if name in self.violation_lookups}
        query = super().conditions(own)
        if wanted:  # one violation of the run matches them all
            query &= Q(Exists(Violation.objects.filter(run=OuterRef("pk"), **wanted)))
        return query

    def get_queryset(self) -> QuerySet[Run]:
        # Counted per run of the page (an index lookup each), not over every run with a GROUP BY.
        count = (Violation.objects.filter(run=OuterRef("pk")).order_by().values("run")
                 .annotate(n=Count("*")).values("n"))
        return Run.objects.select_related("agent").annotate(violation_count=Coalesce(Subquery(count), 0)).order_by("-created_at")


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

