"""Every change to any policy — deleted policies included — as one read-only admin list."""
from __future__ import annotations

import json
from typing import Any

from django.contrib import admin
from django.contrib.admin.views.main import ChangeList
from django.core.exceptions import PermissionDenied
from django.http import HttpRequest, HttpResponse
from django.urls import reverse
from django.utils.html import format_html
from django.utils.text import capfirst
from simple_history.admin import SimpleHistoryAdmin
from simple_history.template_utils import HistoricalRecordContextHelper

from ..models import ProcessorPolicy
from ..processors.schema import masked
from ..webhooks import shown_url
from .access import ObjectIdAdmin
from .display import stamp_html
from .lookups import NoSecretLookups

PolicyChange = ProcessorPolicy.history.model


class ChangedValues(HistoricalRecordContextHelper):
    """Old → new per field; for JSON settings only the options that changed, each shown in full
    (an option missing from a stored config counts as its processor's default)."""

    def prepare_delta_change_value(self, change: Any, value: Any) -> Any:
        if change.field == "webhook_url" and isinstance(value, str):
            return shown_url(value)  # where notices went, never the receiver's token
        if isinstance(change.old, dict) and isinstance(change.new, dict) and isinstance(value, dict):
            entry = self._entry()
            defaults = entry.defaults() if entry is not None else {}
            old, new = {**defaults, **change.old}, {**defaults, **change.new}
            keys = sorted(k for k in {*old, *new} if old.get(k) != new.get(k))
            # A secret option (a key) says that it changed, never what it is (old or new).
            shown = masked(getattr(entry, "fields", ()), old if value is change.old else new)
            return json.dumps({k: shown.get(k) for k in keys}, ensure_ascii=False, default=str)
        return super().prepare_delta_change_value(change, value)

    def _entry(self) -> Any:
        from .forms import processor_entry

        return processor_entry(getattr(self.record, "processor_key", None))


class HistoryAdmin(ObjectIdAdmin, NoSecretLookups, SimpleHistoryAdmin):
    """The admin of a model with a change history that shows each field's old and new value."""

    object_history_list_template = "agentproc/admin/history_list.html"

    def get_historical_record_context_helper(self, request: HttpRequest, historical_record: Any) -> Any:
        return ChangedValues(self.model, historical_record, max_displayed_delta_change_chars=2000)

    def history_form_view(self, request: HttpRequest, object_id: str, version_id: str,
                          extra_context: dict[str, Any] | None = None) -> HttpResponse:
        # simple-history saves a POSTed old version for anyone who may *view* the history:
        # reverting (or editing through that form) is a change, and needs the change permission.
        if request.method == "POST" and not self.has_change_permission(request, self.get_object(request, object_id)):
            raise PermissionDenied
        return super().history_form_view(request, object_id, version_id, extra_context)


class ChangeReasonFilter(admin.SimpleListFilter):
    """Changes made by applying a backtest (all of one apply share its reason), or the others."""

    title = "reason"
    parameter_name = "reason"

    def lookups(self, request: HttpRequest, model_admin: Any) -> list[tuple[str, str]]:
        from ..backtest.apply import APPLIED_REASON

        applied = (PolicyChange.objects.filter(history_change_reason__startswith=APPLIED_REASON)
                   .order_by("-history_date").values_list("history_change_reason", flat=True).distinct())
        reasons = list(dict.fromkeys(applied))[:20]  # the latest applies, each on its own
        return [("applied", "Applied backtests"), *((r, r) for r in reasons), ("other", "Other changes")]

    def queryset(self, request: HttpRequest, queryset: Any) -> Any:
        from ..backtest.apply import APPLIED_REASON

        value = self.value()
        if value == "applied":
            return queryset.filter(history_change_reason__startswith=APPLIED_REASON)
        if value == "other":
            return queryset.exclude(history_change_reason__startswith=APPLIED_REASON)
        if value:
            return queryset.filter(history_change_reason=value)
        return queryset


def attach_previous(records: list[Any]) -> None:
    """Give each history record its previous record of the same policy (``_previous``), read in
    one query for the whole page instead of one ``prev_record`` query per row."""
    if not records:
        return
    latest = max(r.history_date for r in records)
    earlier: dict[Any, list[Any]] = {}
    for old in PolicyChange.objects.filter(id__in={r.id for r in records}, history_date__lt=latest).order_by("history_date"):
        earlier.setdefault(old.id, []).append(old)
    for record in records:
        before = [old for old in earlier.get(record.id, ()) if old.history_date < record.history_date]
        record._previous = before[-1] if before else None


class PolicyChangeList(ChangeList):
    def get_results(self, request: HttpRequest) -> None:
        super().get_results(request)
        attach_previous(list(self.result_list))


@admin.register(PolicyChange)
class PolicyChangeAdmin(ObjectIdAdmin, NoSecretLookups, admin.ModelAdmin):
    """Who changed which policy, when, from what to what; the policy's own history page has the values."""

    list_display = ("when", "policy", "agent", "history_type", "history_user", "values", "history_change_reason")
    list_filter = ("history_type", ChangeReasonFilter, "agent", ("history_user", admin.RelatedOnlyFieldListFilter))
    search_fields = ("name", "processor_key", "history_user__username", "history_change_reason")
    list_select_related = ("agent", "history_user")
    ordering = ("-history_date", "-history_id")
    exclude = ("config",)
    readonly_fields = ("settings",)

    def get_changelist(self, request: HttpRequest, **kwargs: Any) -> type[ChangeList]:
        return PolicyChangeList

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False  # the trail outlives the policy; nobody trims it from here

    @admin.display(description="When", ordering="history_date")
    def when(self, obj: Any) -> str:
        return stamp_html(obj.history_date)

    @admin.display(description="Policy", ordering="name")
    def policy(self, obj: Any) -> str:
        url = reverse("admin:agentproc_processorpolicy_history", args=[obj.id])
        return format_html('<a href="{}">{}</a>', url, obj.name or obj.processor_key)

    @admin.display(description="Settings")
    def settings(self, obj: Any) -> str:
        # The record's settings as they were, secret options masked.
        from .forms import processor_entry

        entry = processor_entry(obj.processor_key)
        return json.dumps(masked(getattr(entry, "fields", ()), obj.config), ensure_ascii=False, default=str)

    @admin.display(description="Changes")
    def values(self, obj: Any) -> str:
        previous = obj._previous if hasattr(obj, "_previous") else obj.prev_record
        if previous is None:
            return "—"
        changes = obj.diff_against(previous).changes
        return ", ".join(capfirst(PolicyChange._meta.get_field(c.field).verbose_name) for c in changes) or "—"
