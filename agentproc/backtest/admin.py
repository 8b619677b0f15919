"""Backtests in the admin: start one (draft, turns, call-outs counted first), watch its
progress, cancel it, read and export its results, apply the draft."""
from __future__ import annotations

from typing import Any

from django.contrib import admin
from django.db.models import QuerySet
from django.http import HttpRequest, HttpResponse
from django.urls import path
from django.utils.html import format_html

from .. import access
from ..admin.access import ObjectIdAdmin
from ..admin.lookups import NoSecretLookups
from . import views
from .models import Backtest


@admin.register(Backtest)
class BacktestAdmin(ObjectIdAdmin, NoSecretLookups, admin.ModelAdmin):
    """The list of backtests; "add" is the start form, "change" the progress and results page."""

    list_display = ("__str__", "agent", "status", "progress_column", "changed", "created_by", "created_at")
    list_filter = ("status", "agent")
    list_select_related = ("agent", "created_by")
    date_hierarchy = "created_at"

    def get_queryset(self, request: HttpRequest) -> QuerySet[Backtest]:
        # Only backtests of agents whose conversations the user may read: view_backtest alone
        # reads no agent's results.
        return access.readable(super().get_queryset(request), request.user)

    @admin.display(description="Progress")
    def progress_column(self, obj: Backtest) -> str:
        return format_html("{} / {} turns", obj.done, obj.total)

    def get_urls(self) -> list[Any]:
        wrap = self.admin_site.admin_view
        return [
            path("<uuid:pk>/progress/", wrap(self.progress_view), name="agentproc_backtest_progress"),
            path("<uuid:pk>/cancel/", wrap(self.cancel_view), name="agentproc_backtest_cancel"),
            path("<uuid:pk>/apply/", wrap(self.apply_view), name="agentproc_backtest_apply"),
            path("<uuid:pk>/export.csv", wrap(self.export_view), name="agentproc_backtest_export"),
            *super().get_urls(),
        ]

    def add_view(self, request: HttpRequest, form_url: str = "", extra_context: dict[str, Any] | None = None
                 ) -> HttpResponse:
        return views.start_view(self, request)

    def change_view(self, request: HttpRequest, object_id: str, form_url: str = "",
                    extra_context: dict[str, Any] | None = None) -> HttpResponse:
        return views.detail_view(self, request, object_id)

    def progress_view(self, request: HttpRequest, pk: Any) -> HttpResponse:
        return views.progress_view(self, request, pk)

    def cancel_view(self, request: HttpRequest, pk: Any) -> HttpResponse:
        return views.cancel_view(self, request, pk)

    def apply_view(self, request: HttpRequest, pk: Any) -> HttpResponse:
        return views.apply_view(self, request, pk)

    def export_view(self, request: HttpRequest, pk: Any) -> HttpResponse:
        return views.export_view(self, request, pk)
