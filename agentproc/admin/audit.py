"""Django Admin: read-only audit lists of conversations, runs and violations (filters, CSV, chart)."""
from __future__ import annotations

import uuid
from typing import Any

from django.contrib import admin
from django.contrib.admin.utils import unquote
from django.core.exceptions import PermissionDenied
from django.core.paginator import Paginator
from django.db.models import Count, QuerySet
from django.http import HttpRequest, HttpResponse
from django.urls import path, reverse
from django.utils.html import format_html

from ..conf import agentproc_settings
from ..models import Conversation, Message, ProcessorPolicy, Run, Violation, public_resource_id, session_ref
from .chart import chart_for, violation_chart_view
from .export import RUN_COLUMNS, VIOLATION_COLUMNS, export_csv_action
from .rendering import pre, timings_table, transcript

# -- list filters ------------------------------------------------------------------------------

class ViolationProcessorFilter(admin.SimpleListFilter):
    """Runs in which a given processor reported a violation."""

    title = "violation by processor"
    parameter_name = "violation_processor"

    def lookups(self, request: HttpRequest, model_admin: Any) -> list[tuple[str, str]]:
        ids = Violation.objects.order_by("processor_id").values_list("processor_id", flat=True).distinct()
        return [(pid, pid) for pid in ids]

    def queryset(self, request: HttpRequest, queryset: QuerySet[Any]) -> QuerySet[Any]:
        if self.value():
            return queryset.filter(violations__processor_id=self.value()).distinct()
        return queryset


class PolicyFilter(admin.SimpleListFilter):
    """Violations by the policy that reported them, named with their agent."""

    title = "policy"
    parameter_name = "policy"

    def lookups(self, request: HttpRequest, model_admin: Any) -> list[tuple[str, str]]:
        used = Violation.objects.exclude(policy=None).values("policy").distinct()
        policies = ProcessorPolicy.objects.filter(pk__in=used).select_related("agent").order_by("agent__slug", "lane", "position")
        return [(str(p.pk), f"{p.agent.slug} · {p}") for p in policies]

    def queryset(self, request: HttpRequest, queryset: QuerySet[Any]) -> QuerySet[Any]:
        return queryset.filter(policy_id=self.value()) if self.value() else queryset


# -- audit: read-only ---------------------------------------------------------------------------


class ReadOnlyMixin:
    """Audit records are written by runs only: viewable, never added, changed or deleted here."""

    def has_add_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False


def _link(viewname: str, pk: Any, text: Any) -> str:
    if pk is None:
        return "—"
    return format_html('<a href="{}">{}</a>', reverse(f"admin:agentproc_{viewname}_change", args=[pk]), text)


class RunInline(ReadOnlyMixin, admin.TabularInline):
    model = Run
    classes = ("agentproc-readonly",)
    fields = ("run_link", "status", "finish_reason", "model", "source", "created_at")
    readonly_fields = fields
    extra = 0
    show_change_link = False
    ordering = ("created_at",)

    @admin.display(description="Run")
    def run_link(self, obj: Run) -> str:
        return _link("run", obj.pk, str(obj.pk)[:8])


class ViolationInline(ReadOnlyMixin, admin.TabularInline):
    model = Violation
    classes = ("agentproc-readonly",)
    fields = ("created_at", "processor_id", "lane", "hook", "action", "reason", "violation_link")
    readonly_fields = fields
    extra = 0
    ordering = ("created_at", "id")

    @admin.display(description="")
    def violation_link(self, obj: Violation) -> str:
        return _link("violation", obj.pk, "details")


@admin.register(Conversation)
class ConversationAdmin(admin.ModelAdmin):
    """A conversation's readable transcript, with its runs and violations."""

    change_form_template = "agentproc/admin/conversation_change_form.html"
    list_display = ("__str__", "agent", "owner", "session_short", "message_count", "created_at", "updated_at")
    list_filter = ("agent", ("created_at", admin.DateFieldListFilter))
    search_fields = ("id", "title", "resource_id", "owner__username", "owner__email", "session_key")
    date_hierarchy = "created_at"
    list_select_related = ("agent", "owner")
    # The session key itself is a visitor's credential: only a short hash of it is shown.
    fields = ("id", "agent", "owner", "session_short", "resource", "title", "created_at", "updated_at")
    readonly_fields = fields
    inlines = [RunInline, ViolationInline]

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False  # conversations start from a chat, not from the admin

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    #: Past this many runs the inlines are left out (every row would be drawn on one page);
    #: the transcript's pages link each message to its run instead.
    inline_limit = 100

    def get_queryset(self, request: HttpRequest) -> QuerySet[Conversation]:
        return super().get_queryset(request).annotate(_messages=Count("messages"))

    def get_inlines(self, request: HttpRequest, obj: Conversation | None) -> list[Any]:
        if obj is not None and Run.objects.filter(conversation=obj).count() > self.inline_limit:
            return []
        return list(self.inlines)

    @admin.display(description="Messages", ordering="_messages")
    def message_count(self, obj: Conversation) -> int:
        return getattr(obj, "_messages", 0)

    @admin.display(description="Session (hash)")
    def session_short(self, obj: Conversation) -> str:
        return session_ref(obj.session_key)

    @admin.display(description="Resource id")
    def resource(self, obj: Conversation) -> str:
        return public_resource_id(obj)

    def change_view(self, request: HttpRequest, object_id: str, form_url: str = "", extra_context: dict[str, Any] | None = None) -> HttpResponse:
        # Permission first, and no query with an id that is not one (Django then redirects).
        if not self.has_view_or_change_permission(request):
            raise PermissionDenied
        extra = dict(extra_context or {})
        conversation_id = _as_uuid(object_id)
        if conversation_id is not None:
            extra.update(transcript_page(request, conversation_id))
        return super().change_view(request, object_id, form_url, extra)


def _as_uuid(value: str) -> uuid.UUID | None:
    """A URL's object id as a UUID, or None (the admin then answers "does not exist")."""
    try:
        return uuid.UUID(unquote(value))
    except ValueError:
        return None


def transcript_page(request: HttpRequest, conversation_id: uuid.UUID) -> dict[str, Any]:
    """One page (``?page=N``, ``HISTORY_PAGE_SIZE`` messages, oldest first) of a conversation's
    transcript: ``transcript`` and ``transcript_page`` (a Django ``Page``) for the template."""
    messages = Message.objects.filter(conversation_id=conversation_id).order_by("created_at", "id")
    page = Paginator(messages, max(1, int(agentproc_settings.HISTORY_PAGE_SIZE))).get_page(request.GET.get("page"))
    return {"transcript": transcript(page.object_list), "transcript_page": page}


@admin.register(Run)
class RunAdmin(ReadOnlyMixin, admin.ModelAdmin):
    """Read-only runs with the per-processor, per-hook timings table."""

    change_form_template = "agentproc/admin/audit_change_form.html"
    list_display = ("short_id", "agent", "conversation_link", "status", "finish_reason", "tokens", "created_at", "duration")
    list_filter = ("agent", "status", "finish_reason", "source", ViolationProcessorFilter, ("created_at", admin.DateFieldListFilter))
    search_fields = ("id", "agent__slug", "conversation__id", "output_text", "error", "model")
    date_hierarchy = "created_at"
    list_select_related = ("agent", "conversation")
    actions = [export_csv_action(RUN_COLUMNS, "runs")]
    fields = ("id", "agent", "conversation_link", "status", "finish_reason", "model", "source", "usage_text",
              "tripwire_text", "error", "input_text", "output_text", "created_at", "started_at", "finished_at", "duration", "timings_table")
    readonly_fields = fields
    inlines = [ViolationInline]

    @admin.display(description="Run", ordering="id")
    def short_id(self, obj: Run) -> str:
        return str(obj.pk)[:8]

    @admin.display(description="Conversation")
    def conversation_link(self, obj: Run) -> str:
        return _link("conversation", obj.conversation_id, obj.conversation or "")

    @admin.display(description="Tokens")
    def tokens(self, obj: Run) -> Any:
        return (obj.usage or {}).get("totalTokens", "")

    @admin.display(description="Duration")
    def duration(self, obj: Run) -> str:
        ms = obj.duration_ms
        return "" if ms is None else f"{ms:.0f} ms"

    @admin.display(description="Usage")
    def usage_text(self, obj: Run) -> str:
        return pre(obj.usage)

    @admin.display(description="Tripwire")
    def tripwire_text(self, obj: Run) -> str:
        return pre(obj.tripwire) if obj.tripwire else "—"

    @admin.display(description="Input (as stored)")
    def input_text(self, obj: Run) -> str:
        return pre(obj.input) if obj.input is not None else "— (not stored)"

    @admin.display(description="Processor timings")
    def timings_table(self, obj: Run) -> str:
        return timings_table(obj.timings or [])


@admin.register(Violation)
class ViolationAdmin(ReadOnlyMixin, admin.ModelAdmin):
    """Append-only violations, with the 30-day chart above the list."""

    change_list_template = "agentproc/admin/violation_change_list.html"
    change_form_template = "agentproc/admin/audit_change_form.html"
    list_display = ("created_at", "agent", "processor_id", "action", "hook", "short_reason", "run_link")
    list_filter = ("agent", PolicyFilter, "processor_id", "action", "lane",
                   ("created_at", admin.DateFieldListFilter))
    search_fields = ("reason", "processor_id", "hook", "run__id", "conversation__id", "agent__slug")
    date_hierarchy = "created_at"
    list_select_related = ("agent", "policy", "run", "conversation")
    actions = [export_csv_action(VIOLATION_COLUMNS, "violations")]
    fields = ("created_at", "agent", "policy", "processor_id", "lane", "hook", "action", "reason", "metadata_text", "run_link", "conversation_link")
    readonly_fields = fields

    @admin.display(description="Reason")
    def short_reason(self, obj: Violation) -> str:
        return obj.reason if len(obj.reason) <= 60 else obj.reason[:59] + "…"

    @admin.display(description="Run")
    def run_link(self, obj: Violation) -> str:
        return _link("run", obj.run_id, str(obj.run_id)[:8])

    @admin.display(description="Conversation")
    def conversation_link(self, obj: Violation) -> str:
        return _link("conversation", obj.conversation_id, str(obj.conversation_id)[:8] if obj.conversation_id else "")

    @admin.display(description="Metadata")
    def metadata_text(self, obj: Violation) -> str:
        return pre(obj.metadata)

    def get_urls(self) -> list[Any]:
        chart = self.admin_site.admin_view(self.chart_view)
        return [path("chart.svg", chart, name="agentproc_violation_chart"), *super().get_urls()]

    def chart_view(self, request: HttpRequest) -> HttpResponse:
        return violation_chart_view(self, request)

    def changelist_view(self, request: HttpRequest, extra_context: dict[str, Any] | None = None) -> HttpResponse:
        response = super().changelist_view(request, extra_context)
        context = getattr(response, "context_data", None)
        if context and "cl" in context:
            # The chart follows the list's filters and search (the date filters included).
            context["violation_chart"] = chart_for(context["cl"].queryset)
        return response

