"""Django Admin: read-only audit lists of conversations, runs and violations (filters, CSV, chart)."""
from __future__ import annotations

import uuid
from typing import Any

from django.contrib import admin
from django.contrib.admin.utils import unquote
from django.core.exceptions import PermissionDenied
from django.core.paginator import Paginator
from django.db.models import Count, OuterRef, Q, QuerySet, Subquery
from django.db.models.functions import Coalesce
from django.http import HttpRequest, HttpResponse
from django.urls import path, reverse
from django.utils.html import format_html

from ..conf import agentproc_settings
from ..models import Conversation, Message, ProcessorPolicy, Run, Violation, public_resource_id, session_ref
from ..runtime.chunks import FINISH_REASONS
from .access import StoredTextAdmin
from .chart import chart_for, violation_chart_view
from .display import plain_input, stamp_html
from .export import RUN_COLUMNS, VIOLATION_COLUMNS, export_csv_action
from .history import PolicyChange
from .lists import ScalableListAdmin, fixed_choices_filter
from .rendering import pre, timings_table, transcript

# -- list filters ------------------------------------------------------------------------------

def _policy_names() -> list[tuple[str, str]]:
    """Every name a policy has had, deleted policies' too: read from the policies' history, a
    small table, not from the violations (one row per finding)."""
    names = PolicyChange.objects.exclude(name="").order_by("name").values_list("name", flat=True).distinct()
    return [(name, name) for name in names]


class PolicyNameFilter(admin.SimpleListFilter):
    """Violations by the name their policy had (across agents, and after a policy is deleted)."""

    title = "policy name"
    parameter_name = "policy_name"
    lookup = "policy_name"

    def lookups(self, request: HttpRequest, model_admin: Any) -> list[tuple[str, str]]:
        return _policy_names()

    def queryset(self, request: HttpRequest, queryset: QuerySet[Any]) -> QuerySet[Any]:
        return queryset.filter(**{self.lookup: self.value()}).distinct() if self.value() else queryset


class ViolationPolicyFilter(PolicyNameFilter):
    """Runs in which a policy (by its name) recorded a violation."""

    title = "violation by policy"
    parameter_name = "violation_policy"
    lookup = "violations__policy_name"


class PolicyFilter(admin.SimpleListFilter):
    """Violations by the policy that reported them, named with their agent."""

    title = "policy"
    parameter_name = "policy"

    def lookups(self, request: HttpRequest, model_admin: Any) -> list[tuple[str, str]]:
        policies = ProcessorPolicy.objects.select_related("agent").order_by("agent__slug", "lane", "position")
        return [(str(p.pk), f"{p.agent.slug} · {p.display_name}") for p in policies]

    def queryset(self, request: HttpRequest, queryset: QuerySet[Any]) -> QuerySet[Any]:
        return queryset.filter(policy_id=self.value()) if self.value() else queryset


#: Finish reasons and sources offered as filters (not read from every run; another value
#: still filters from the URL, ``?finish_reason=…``).
FinishReasonFilter = fixed_choices_filter("finish_reason", "finish reason", [(r, r) for r in FINISH_REASONS])
SourceFilter = fixed_choices_filter("source", "source", [(s, s) for s in ("api", "websocket", "celery", "admin", "cli")])


# -- audit: read-only ---------------------------------------------------------------------------


class ReadOnlyMixin:
    """Audit records are written by runs only: viewable, never added, changed or deleted here."""

    def has_add_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False


def _stamp(field: str, description: str) -> Any:
    """A list/detail column showing ``field`` as a full timestamp (seconds and time zone)."""

    @admin.display(description=description, ordering=field)
    def show(self: Any, obj: Any) -> str:
        return stamp_html(getattr(obj, field))

    show.__name__ = f"{field}_stamp"
    return show


def _policy_label(obj: Violation) -> str:
    return obj.policy_name or (obj.policy.display_name if obj.policy_id and obj.policy else obj.processor_id)


def _link(viewname: str, pk: Any, text: Any) -> str:
    if pk is None:
        return "—"
    return format_html('<a href="{}">{}</a>', reverse(f"admin:agentproc_{viewname}_change", args=[pk]), text)


class RunInline(ReadOnlyMixin, admin.TabularInline):
    model = Run
    classes = ("agentproc-readonly",)
    fields = ("run_link", "status", "finish_reason", "model", "source", "created_at_stamp")
    readonly_fields = fields
    extra = 0
    show_change_link = False
    created_at_stamp = _stamp("created_at", "Created")
    ordering = ("created_at",)

    @admin.display(description="Run")
    def run_link(self, obj: Run) -> str:
        return _link("run", obj.pk, str(obj.pk)[:8])


class ViolationInline(ReadOnlyMixin, admin.TabularInline):
    model = Violation
    classes = ("agentproc-readonly",)
    fields = ("created_at_stamp", "policy_label", "lane", "action", "reason", "violation_link")
    readonly_fields = fields
    extra = 0
    ordering = ("created_at", "id")
    created_at_stamp = _stamp("created_at", "When")

    @admin.display(description="Policy")
    def policy_label(self, obj: Violation) -> str:
        return _policy_label(obj)

    @admin.display(description="")
    def violation_link(self, obj: Violation) -> str:
        return _link("violation", obj.pk, "details")


@admin.register(Conversation)
class ConversationAdmin(StoredTextAdmin, ScalableListAdmin, admin.ModelAdmin):
    """A conversation's readable transcript, with its runs and violations."""

    change_form_template = "agentproc/admin/conversation_change_form.html"
    list_display = ("__str__", "agent", "owner", "session_short", "message_count", "created_at_stamp", "updated_at_stamp")
    list_filter = ("agent", ("created_at", admin.DateFieldListFilter))
    # Never the session key: a substring search on it would spell a visitor's credential out a
    # character at a time. Resource ids are searched in get_search_results.
    id_search_fields = ("id",)
    text_search_fields = ("title", "owner__username", "owner__email")
    list_select_related = ("agent", "owner")
    # The session key itself is a visitor's credential: only a short hash of it is shown.
    fields = ("id", "agent", "owner", "session_short", "resource", "title", "created_at_stamp", "updated_at_stamp")
    readonly_fields = fields
    inlines = [RunInline, ViolationInline]
    created_at_stamp = _stamp("created_at", "Created")
    updated_at_stamp = _stamp("updated_at", "Updated")

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False  # conversations start from a chat, not from the admin

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    #: Past this many runs the inlines are left out (every row would be drawn on one page);
    #: the transcript's pages link each message to its run instead.
    inline_limit = 100

    def get_queryset(self, request: HttpRequest) -> QuerySet[Conversation]:
        # Counted for the rows of the page only (an index lookup each), never joined over the table.
        count = Message.objects.filter(conversation=OuterRef("pk")).order_by().values("conversation").annotate(
            n=Count("*")).values("n")
        return super().get_queryset(request).annotate(_messages=Coalesce(Subquery(count), 0))

    def get_inlines(self, request: HttpRequest, obj: Conversation | None) -> list[Any]:
        if obj is not None and Run.objects.filter(conversation=obj).count() > self.inline_limit:
            return []
        return list(self.inlines)

    @admin.display(description="Messages")
    def message_count(self, obj: Conversation) -> int:
        return getattr(obj, "_messages", 0)

    @admin.display(description="Session (hash)")
    def session_short(self, obj: Conversation) -> str:
        return session_ref(obj.session_key)

    @admin.display(description="Resource id")
    def resource(self, obj: Conversation) -> str:
        return public_resource_id(obj)

    #: Fields the list never filters by from the URL: the admin allows any lookup on a model's own
    #: fields (``?session_key__startswith=k3``), an oracle that spells a visitor's key out.
    private_fields = frozenset({"session_key", "resource_id"})

    def lookup_allowed(self, lookup: str, value: str, request: HttpRequest | None = None) -> bool:
        if lookup.split("__", 1)[0] in self.private_fields:
            return False
        return super().lookup_allowed(lookup, value, request)

    def get_search_results(self, request: HttpRequest, queryset: QuerySet[Conversation], search_term: str
                           ) -> tuple[QuerySet[Conversation], bool]:
        results, duplicates = super().get_search_results(request, queryset, search_term)
        term = search_term.strip()
        if not term:
            return results, duplicates
        # A visitor's session is found by its hash as shown ("session:<hash>", exactly); other
        # resource ids by any part. Old rows whose resource id holds the raw key ("session:<key>")
        # match only the whole key, which finds nothing its searcher did not already hold.
        by_resource = (Q(resource_id=term) | Q(resource_id=f"session:{term}")
                       | (Q(resource_id__icontains=term) & ~Q(resource_id__startswith="session:")))
        return queryset.filter(Q(pk__in=results.values("pk")) | by_resource), duplicates

    def change_view(self, request: HttpRequest, object_id: str, form_url: str = "", extra_context: dict[str, Any] | None = None) -> HttpResponse:
        # Permission first; a malformed id is a 404 (get_object), another agent's conversation
        # is not found (get_queryset) and shows no transcript.
        if not self.has_view_or_change_permission(request):
            raise PermissionDenied
        extra = dict(extra_context or {})
        conversation = self.get_object(request, unquote(object_id))
        if conversation is not None and self.has_view_permission(request, conversation):
            extra.update(transcript_page(request, conversation.pk))
        return super().change_view(request, object_id, form_url, extra)


def transcript_page(request: HttpRequest, conversation_id: uuid.UUID) -> dict[str, Any]:
    """One page (``?page=N``, ``HISTORY_PAGE_SIZE`` messages, oldest first) of a conversation's
    transcript: ``transcript`` and ``transcript_page`` (a Django ``Page``) for the template."""
    messages = Message.objects.filter(conversation_id=conversation_id).order_by("created_at", "id")
    page = Paginator(messages, max(1, int(agentproc_settings.HISTORY_PAGE_SIZE))).get_page(request.GET.get("page"))
    return {"transcript": transcript(page.object_list), "transcript_page": page}


@admin.register(Run)
class RunAdmin(StoredTextAdmin, ScalableListAdmin, ReadOnlyMixin, admin.ModelAdmin):
    """Read-only runs with the per-processor, per-hook timings table."""

    change_form_template = "agentproc/admin/audit_change_form.html"
    list_display = ("short_id", "created_at_stamp", "agent", "outcome", "tokens", "duration", "conversation_link")
    list_filter = ("agent", "status", FinishReasonFilter, SourceFilter, ViolationPolicyFilter,
                   ("created_at", admin.DateFieldListFilter))
    id_search_fields = ("id", "conversation_id")
    text_search_fields = ("output_text", "error")
    list_select_related = ("agent", "conversation")
    actions = [export_csv_action(RUN_COLUMNS, "runs")]
    fields = ("id", "agent", "conversation_link", "status", "finish_reason", "notice_code", "model", "source", "usage_text",
              "tripwire_text", "error", "input_text", "output_text", "created_at_stamp", "started_at_stamp",
              "finished_at_stamp", "duration", "timings_table")
    readonly_fields = fields
    inlines = [ViolationInline]
    created_at_stamp = _stamp("created_at", "Created")
    started_at_stamp = _stamp("started_at", "Started")
    finished_at_stamp = _stamp("finished_at", "Finished")

    @admin.display(description="Outcome", ordering="status")
    def outcome(self, obj: Run) -> str:
        reason = f" ({obj.finish_reason})" if obj.finish_reason and obj.finish_reason != "stop" else ""
        return f"{obj.get_status_display()}{reason}"

    @admin.display(description="Run", ordering="id")
    def short_id(self, obj: Run) -> str:
        return str(obj.pk)[:8]

    @admin.display(description="Conversation")
    def conversation_link(self, obj: Run) -> str:
        title = str(obj.conversation or "")
        return _link("conversation", obj.conversation_id, title if len(title) <= 32 else title[:31] + "…")

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
        return plain_input(obj.input)

    @admin.display(description="Policy timings")
    def timings_table(self, obj: Run) -> str:
        return timings_table(obj.timings or [])


@admin.register(Violation)
class ViolationAdmin(StoredTextAdmin, ScalableListAdmin, ReadOnlyMixin, admin.ModelAdmin):
    """Append-only violations, with the chart of what is caught above the list."""

    change_list_template = "agentproc/admin/violation_change_list.html"
    change_form_template = "agentproc/admin/audit_change_form.html"
    list_display = ("created_at_stamp", "policy_label", "action", "short_reason", "run_link", "agent")
    list_filter = ("agent", PolicyFilter, PolicyNameFilter, "action", "lane",
                   ("created_at", admin.DateFieldListFilter))
    id_search_fields = ("run_id", "conversation_id")
    text_search_fields = ("reason", "policy_name")
    list_select_related = ("agent", "policy", "run", "conversation")
    actions = [export_csv_action(VIOLATION_COLUMNS, "violations")]
    fields = ("created_at_stamp", "agent", "policy_label", "policy", "processor_id", "lane", "hook", "action", "reason",
              "metadata_text", "run_link", "conversation_link")
    readonly_fields = fields
    created_at_stamp = _stamp("created_at", "When")

    @admin.display(description="Policy", ordering="policy_name")
    def policy_label(self, obj: Violation) -> str:
        return _policy_label(obj)

    @admin.display(description="Reason")
    def short_reason(self, obj: Violation) -> str:
        return obj.reason if len(obj.reason) <= 90 else obj.reason[:89] + "…"

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

