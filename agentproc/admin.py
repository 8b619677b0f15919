"""Django Admin: agents and their guardrail policies (edited as real forms), the Try it page,
and read-only audit views of conversations, runs and violations (filters, CSV, chart)."""
from __future__ import annotations

from typing import Any

from django import forms
from django.contrib import admin
from django.db import models
from django.db.models import Case, Count, QuerySet, Value, When
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.urls import path, reverse
from django.utils.html import format_html

from . import admin_history, admin_views  # admin_history also registers the list of policy changes
from .admin_display import plain_input, stamp_html
from .admin_forms import (
    PolicyInlineForm,
    config_field_names,
    config_summary,
    policy_form_for,
    processor_entry,
    processor_lanes,
)
from .models import Agent, Conversation, Message, ProcessorPolicy, Run, Violation

# -- agents and policies ----------------------------------------------------------------------


class AgentForm(forms.ModelForm):
    """The agent form: tools are ticked from the tool registry instead of typed as JSON."""

    tools = forms.MultipleChoiceField(
        required=False, widget=forms.CheckboxSelectMultiple, help_text="Registered tools the agent may call."
    )

    class Meta:
        model = Agent
        fields = "__all__"

        @staticmethod
        def formfield_callback(db_field: Any, **kwargs: Any) -> Any:
            if isinstance(db_field, models.URLField):
                kwargs.setdefault("assume_scheme", "https")  # webhooks are https; Django 6's default
            return db_field.formfield(**kwargs)

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        from .registry import tool_registry

        choices = tool_registry.choices()
        known = {key for key, _ in choices}
        # A stored tool that is no longer registered stays visible (and can be unticked).
        choices += [(key, f"{key} (not registered)") for key in self.instance.tools or () if key not in known]
        self.fields["tools"].choices = choices


class PolicyInline(admin.TabularInline):
    """The agent's guardrails, per lane in position order; settings open on their own page."""

    model = ProcessorPolicy
    form = PolicyInlineForm
    fields = ("name", "processor_key", "stage", "position", "enabled", "mode", "settings")
    readonly_fields = ("settings",)
    extra = 1
    verbose_name = "processor policy"
    verbose_name_plural = "Processor policies (lower position runs first within a lane)"

    def get_queryset(self, request: HttpRequest) -> QuerySet[ProcessorPolicy]:
        # Lanes in the order a run meets them: input, output, error.
        lane_order = Case(*(When(stage=s, then=Value(i)) for i, s in enumerate(("input", "output", "error"))))
        return super().get_queryset(request).order_by(lane_order, "position", "id")

    @admin.display(description="Settings")
    def settings(self, obj: ProcessorPolicy) -> str:
        if not obj.pk:
            return "Defaults (monitor only until you enforce it); edit after saving."
        url = reverse("admin:agentproc_processorpolicy_change", args=[obj.pk])
        summary = config_summary(obj.config, processor_entry(obj.processor_key))
        return format_html('{} <a href="{}">Edit settings</a>', summary, url)


@admin.register(Agent)
class AgentAdmin(admin_history.HistoryAdmin):
    form = AgentForm
    formfield_overrides = {models.URLField: {"assume_scheme": "https"}}
    inlines = [PolicyInline]
    change_form_template = "agentproc/admin/agent_change_form.html"
    list_display = ("slug", "name", "model_used", "is_active", "allow_anonymous", "policy_count", "try_link")
    list_filter = ("is_active", "allow_anonymous")
    search_fields = ("slug", "name", "description")
    prepopulated_fields = {"slug": ("name",)}
    fieldsets = (
        (None, {"fields": ("slug", "name", "description", "is_active", "allow_anonymous", "suggested_prompts")}),
        ("Model", {"fields": ("model", "instructions", "tools", "max_steps", "max_processor_retries")}),
        ("Limits and retention", {"fields": ("max_input_chars", "retention_days")}),
        ("Notifications", {"classes": ("collapse",), "fields": ("webhook_url", "webhook_max_retries", "notify_emails")}),
    )

    def get_queryset(self, request: HttpRequest) -> QuerySet[Agent]:
        return super().get_queryset(request).annotate(_policies=Count("policies"))

    @admin.display(description="Model")
    def model_used(self, obj: Agent) -> str:
        return obj.model or f"{obj.effective_model} (default)"

    @admin.display(description="Policies", ordering="_policies")
    def policy_count(self, obj: Agent) -> int:
        return getattr(obj, "_policies", 0)

    @admin.display(description="")
    def try_link(self, obj: Agent) -> str:
        return format_html('<a href="{}">Try&nbsp;it</a>', reverse("admin:agentproc_agent_try", args=[obj.pk]))

    def render_change_form(self, request: HttpRequest, context: dict[str, Any], add: bool = False, change: bool = False,
                           form_url: str = "", obj: Agent | None = None) -> HttpResponse:
        if obj is not None and obj.pk:  # this agent's violations, by day and action
            context["violation_chart"] = admin_views.chart_for(Violation.objects.filter(agent=obj))
        context["processor_lanes"] = processor_lanes()
        return super().render_change_form(request, context, add, change, form_url, obj)

    def get_urls(self) -> list[Any]:
        try_view = self.admin_site.admin_view(self.try_view)
        return [path("<path:object_id>/try/", try_view, name="agentproc_agent_try"), *super().get_urls()]

    def try_view(self, request: HttpRequest, object_id: str) -> HttpResponse:
        return admin_views.try_agent_view(self, request, object_id)


@admin.register(ProcessorPolicy)
class ProcessorPolicyAdmin(admin_history.HistoryAdmin):
    """One policy's page: its settings as a form generated from the processor's schema."""

    change_form_template = "agentproc/admin/policy_change_form.html"
    list_display = ("policy_name", "agent", "stage", "position", "enabled", "mode", "processor_name", "summary")
    list_display_links = ("policy_name",)
    list_filter = ("agent", "stage", "mode", "enabled", admin_views.ProcessorKeyFilter)
    search_fields = ("name", "processor_key", "agent__slug", "agent__name")
    list_select_related = ("agent",)
    ordering = ("agent__slug", "stage", "position", "id")

    def _key(self, request: HttpRequest, obj: ProcessorPolicy | None) -> str | None:
        # Without JavaScript the chosen processor arrives with the POST; GET shows the stored one.
        # The admin's script asks for another processor's settings with ?processor_key=.
        if request.method == "POST":
            return request.POST.get("processor_key") or None
        return request.GET.get("processor_key") or (obj.processor_key if obj else None)

    def get_form(self, request: HttpRequest, obj: ProcessorPolicy | None = None, change: bool = False, **kwargs: Any) -> Any:
        kwargs["form"] = policy_form_for(self._key(request, obj))
        return super().get_form(request, obj, change=change, **kwargs)

    def get_fieldsets(self, request: HttpRequest, obj: ProcessorPolicy | None = None) -> Any:
        entry = processor_entry(self._key(request, obj))
        fieldsets: list[Any] = [
            (None, {"fields": ("agent", "processor_key", "name", "stage", "position", "enabled", "mode", "config_for")}),
        ]
        if entry is not None:
            names = config_field_names(entry, advanced=False)
            if obj is not None and entry.key == obj.processor_key and set(obj.config or {}) - set(entry.defaults()):
                names.append("discard_unknown")
            fieldsets.append((f"Settings of {entry.display_name}", {
                "fields": names or (), "description": entry.description, "classes": ("agentproc-settings",),
            }))
            advanced = config_field_names(entry, advanced=True)
            if advanced:
                fieldsets.append(("Advanced settings", {
                    "fields": advanced, "classes": ("collapse", "agentproc-settings"),
                }))
        return fieldsets

    def render_change_form(self, request: HttpRequest, context: dict[str, Any], add: bool = False, change: bool = False,
                           form_url: str = "", obj: ProcessorPolicy | None = None) -> HttpResponse:
        context["processor_lanes"] = processor_lanes()
        return super().render_change_form(request, context, add, change, form_url, obj)

    @admin.display(description="Name", ordering="name")
    def policy_name(self, obj: ProcessorPolicy) -> str:
        return obj.display_name

    @admin.display(description="Processor", ordering="processor_key")
    def processor_name(self, obj: ProcessorPolicy) -> str:
        entry = processor_entry(obj.processor_key)
        return entry.display_name if entry else f"{obj.processor_key} (not registered)"

    @admin.display(description="Settings")
    def summary(self, obj: ProcessorPolicy) -> str:
        return config_summary(obj.config, processor_entry(obj.processor_key))

    def _back_to_agent(self, request: HttpRequest, obj: ProcessorPolicy, response: HttpResponse) -> HttpResponse:
        # Policies are managed from their agent: plain "Save" returns there.
        if isinstance(response, HttpResponseRedirect) and not {"_continue", "_addanother", "_popup"} & set(request.POST):
            return HttpResponseRedirect(reverse("admin:agentproc_agent_change", args=[obj.agent_id]))
        return response

    def response_add(self, request: HttpRequest, obj: ProcessorPolicy, post_url_continue: str | None = None) -> HttpResponse:
        return self._back_to_agent(request, obj, super().response_add(request, obj, post_url_continue))

    def response_change(self, request: HttpRequest, obj: ProcessorPolicy) -> HttpResponse:
        return self._back_to_agent(request, obj, super().response_change(request, obj))


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
class ConversationAdmin(admin.ModelAdmin):
    """A conversation's readable transcript, with its runs and violations."""

    change_form_template = "agentproc/admin/conversation_change_form.html"
    list_display = ("__str__", "agent", "owner", "session_short", "message_count", "created_at_stamp", "updated_at_stamp")
    list_filter = ("agent", ("created_at", admin.DateFieldListFilter))
    search_fields = ("id", "title", "resource_id", "owner__username", "owner__email", "session_key")
    date_hierarchy = "created_at"
    list_select_related = ("agent", "owner")
    fields = ("id", "agent", "owner", "session_key", "resource_id", "title", "created_at_stamp", "updated_at_stamp")
    readonly_fields = fields
    inlines = [RunInline, ViolationInline]
    created_at_stamp = _stamp("created_at", "Created")
    updated_at_stamp = _stamp("updated_at", "Updated")

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False  # conversations start from a chat, not from the admin

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    def get_queryset(self, request: HttpRequest) -> QuerySet[Conversation]:
        return super().get_queryset(request).annotate(_messages=Count("messages"))

    @admin.display(description="Messages", ordering="_messages")
    def message_count(self, obj: Conversation) -> int:
        return getattr(obj, "_messages", 0)

    @admin.display(description="Session")
    def session_short(self, obj: Conversation) -> str:
        return obj.session_key[:8] if obj.session_key else ""

    def change_view(self, request: HttpRequest, object_id: str, form_url: str = "", extra_context: dict[str, Any] | None = None) -> HttpResponse:
        messages = Message.objects.filter(conversation_id=object_id).order_by("created_at", "id")
        extra = {**(extra_context or {}), "transcript": admin_views.transcript(messages)}
        return super().change_view(request, object_id, form_url, extra)


@admin.register(Run)
class RunAdmin(ReadOnlyMixin, admin.ModelAdmin):
    """Read-only runs with the per-processor, per-hook timings table."""

    change_form_template = "agentproc/admin/audit_change_form.html"
    list_display = ("short_id", "created_at_stamp", "agent", "outcome", "tokens", "duration", "conversation_link")
    list_filter = ("agent", "status", "finish_reason", "source", admin_views.ViolationPolicyFilter, ("created_at", admin.DateFieldListFilter))
    search_fields = ("id", "agent__slug", "conversation__id", "output_text", "error", "model")
    date_hierarchy = "created_at"
    list_select_related = ("agent", "conversation")
    actions = [admin_views.export_csv_action(admin_views.RUN_COLUMNS, "runs")]
    fields = ("id", "agent", "conversation_link", "status", "finish_reason", "model", "source", "usage_text",
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
        return admin_views.pre(obj.usage)

    @admin.display(description="Tripwire")
    def tripwire_text(self, obj: Run) -> str:
        return admin_views.pre(obj.tripwire) if obj.tripwire else "—"

    @admin.display(description="Input (as stored)")
    def input_text(self, obj: Run) -> str:
        return plain_input(obj.input)

    @admin.display(description="Processor timings")
    def timings_table(self, obj: Run) -> str:
        return admin_views.timings_table(obj.timings or [])


@admin.register(Violation)
class ViolationAdmin(ReadOnlyMixin, admin.ModelAdmin):
    """Append-only violations, with the 30-day chart above the list."""

    change_list_template = "agentproc/admin/violation_change_list.html"
    change_form_template = "agentproc/admin/audit_change_form.html"
    list_display = ("created_at_stamp", "policy_label", "action", "short_reason", "run_link", "agent")
    list_filter = ("agent", admin_views.PolicyFilter, admin_views.PolicyNameFilter, "action", "lane",
                   ("created_at", admin.DateFieldListFilter))
    search_fields = ("reason", "policy_name", "processor_id", "hook", "run__id", "conversation__id", "agent__slug")
    date_hierarchy = "created_at"
    list_select_related = ("agent", "policy", "run", "conversation")
    actions = [admin_views.export_csv_action(admin_views.VIOLATION_COLUMNS, "violations")]
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
        return admin_views.pre(obj.metadata)

    def get_urls(self) -> list[Any]:
        chart = self.admin_site.admin_view(self.chart_view)
        return [path("chart.svg", chart, name="agentproc_violation_chart"), *super().get_urls()]

    def chart_view(self, request: HttpRequest) -> HttpResponse:
        return admin_views.violation_chart_view(self, request)

    def changelist_view(self, request: HttpRequest, extra_context: dict[str, Any] | None = None) -> HttpResponse:
        response = super().changelist_view(request, extra_context)
        context = getattr(response, "context_data", None)
        if context and "cl" in context:
            # The chart follows the list's filters and search (the date filters included).
            context["violation_chart"] = admin_views.chart_for(context["cl"].queryset)
        return response

