"""Django Admin: agents and their guardrail policies, edited as real forms, with the Try it page."""
from __future__ import annotations

from typing import Any

from django import forms
from django.contrib import admin
from django.db import models
from django.db.models import Case, Count, QuerySet, Value, When
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.urls import path, reverse
from django.utils.html import format_html

from ..models import Agent, Lane, ProcessorPolicy, Violation
from .access import AgentGrantsAdmin
from .chart import chart_for
from .forms import (
    PolicyInlineForm,
    config_field_names,
    config_summary,
    policy_form_for,
    processor_entry,
    processor_lanes,
)
from ..webhooks import shown_url
from .history import HistoryAdmin
from ..testcases.admin import TestCaseInline
from .review import review_after_save
from .trial import try_agent_view

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
        from ..registry import tool_registry

        choices = tool_registry.choices()
        known = {key for key, _ in choices}
        # A stored tool that is no longer registered stays visible (and can be unticked).
        choices += [(key, f"{key} (not registered)") for key in self.instance.tools or () if key not in known]
        self.fields["tools"].choices = choices
        if self.instance.webhook_url and "webhook_url" in self.fields:
            # The receiver's token stays on the server: the form shows the host, the rest masked.
            self.initial["webhook_url"] = shown_url(self.instance.webhook_url)
            self.fields["webhook_url"].help_text = "Shown masked; leave it as it is to keep the stored URL."

    def clean_webhook_url(self) -> str:
        url = self.cleaned_data.get("webhook_url") or ""
        stored = self.instance.webhook_url
        return stored if stored and url == shown_url(stored) else url


class PolicyInline(admin.TabularInline):
    """The agent's guardrails, per lane in position order; settings open on their own page."""

    model = ProcessorPolicy
    form = PolicyInlineForm
    fields = ("name", "processor_key", "lane", "position", "enabled", "mode", "settings")
    readonly_fields = ("settings",)
    extra = 1
    verbose_name = "processor policy"
    verbose_name_plural = "Processor policies (lower position runs first within a lane)"

    def get_queryset(self, request: HttpRequest) -> QuerySet[ProcessorPolicy]:
        # Lanes in the order a run meets them: input, output, error.
        lane_order = Case(*(When(lane=s, then=Value(i)) for i, s in enumerate(Lane.values)))
        return super().get_queryset(request).order_by(lane_order, "position", "id")

    @admin.display(description="Settings")
    def settings(self, obj: ProcessorPolicy) -> str:
        if not obj.pk:
            return "Defaults (monitor only until you enforce it); edit after saving."
        url = reverse("admin:agentproc_processorpolicy_change", args=[obj.pk])
        summary = config_summary(obj.config, processor_entry(obj.processor_key))
        return format_html('{} <a href="{}">Edit settings</a>', summary, url)


class ProcessorKeyFilter(admin.SimpleListFilter):
    """Policies by processor, named as the registry names them."""

    title = "processor"
    parameter_name = "processor_key"

    def lookups(self, request: HttpRequest, model_admin: Any) -> list[tuple[str, str]]:
        keys = ProcessorPolicy.objects.order_by("processor_key").values_list("processor_key", flat=True).distinct()
        return sorted(((k, getattr(processor_entry(k), "display_name", k)) for k in keys), key=lambda kv: kv[1].lower())

    def queryset(self, request: HttpRequest, queryset: QuerySet[Any]) -> QuerySet[Any]:
        return queryset.filter(processor_key=self.value()) if self.value() else queryset


@admin.register(Agent)
class AgentAdmin(AgentGrantsAdmin, HistoryAdmin):
    form = AgentForm
    formfield_overrides = {models.URLField: {"assume_scheme": "https"}}
    inlines = [PolicyInline, TestCaseInline]
    change_form_template = "agentproc/admin/agent_change_form.html"
    list_display = ("slug", "name", "model_used", "is_active", "allow_anonymous", "policy_count", "try_link")
    list_filter = ("is_active", "allow_anonymous")
    search_fields = ("slug", "name", "description")
    prepopulated_fields = {"slug": ("name",)}
    fieldsets = (
        (None, {"fields": ("slug", "name", "description", "is_active", "allow_anonymous")}),
        ("Model", {"fields": ("model", "instructions", "tools", "max_steps", "max_processor_retries")}),
        ("Limits and retention", {"fields": ("max_input_chars", "retention_days")}),
        ("What visitors see", {"fields": ("suggested_prompts", "block_message")}),
        ("Notifications", {"classes": ("collapse",), "fields": ("webhook_url", "webhook_max_retries", "notify_emails")}),
    )

    readonly_fields = ("webhook",)

    def get_fieldsets(self, request: HttpRequest, obj: Agent | None = None) -> Any:
        fieldsets = super().get_fieldsets(request, obj)
        if obj is None or self.has_change_permission(request, obj):
            return fieldsets
        # Read-only pages show the webhook masked, not the stored URL (its token).
        return [(name, {**options, "fields": tuple("webhook" if f == "webhook_url" else f for f in options["fields"])})
                for name, options in fieldsets]

    @admin.display(description="Webhook URL")
    def webhook(self, obj: Agent) -> str:
        return shown_url(obj.webhook_url) or "—"

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
            context["violation_chart"] = chart_for(Violation.objects.filter(agent=obj))
        context["processor_lanes"] = processor_lanes()
        return super().render_change_form(request, context, add, change, form_url, obj)

    def save_related(self, request: HttpRequest, form: Any, formsets: Any, change: bool) -> None:
        super().save_related(request, form, formsets, change)
        review_after_save(request, form.instance)

    def get_urls(self) -> list[Any]:
        try_view = self.admin_site.admin_view(self.try_view)
        return [path("<path:object_id>/try/", try_view, name="agentproc_agent_try"), *super().get_urls()]

    def try_view(self, request: HttpRequest, object_id: str) -> HttpResponse:
        return try_agent_view(self, request, object_id)


@admin.register(ProcessorPolicy)
class ProcessorPolicyAdmin(HistoryAdmin):
    """One policy's page: its settings as a form generated from the processor's schema."""

    change_form_template = "agentproc/admin/policy_change_form.html"
    list_display = ("policy_name", "agent", "lane", "position", "enabled", "mode", "processor_name", "summary")
    list_display_links = ("policy_name",)
    list_filter = ("agent", "lane", "mode", "enabled", ProcessorKeyFilter)
    search_fields = ("name", "processor_key", "agent__slug", "agent__name")
    list_select_related = ("agent",)
    ordering = ("agent__slug", "lane", "position", "id")

    def _key(self, request: HttpRequest, obj: ProcessorPolicy | None) -> str | None:
        # Without JavaScript the chosen processor arrives with the POST; GET shows the stored one.
        if request.method == "POST":
            return request.POST.get("processor_key") or None
        # The admin's script asks for another processor's settings with ?processor_key=.
        return request.GET.get("processor_key") or (obj.processor_key if obj else None)

    def get_form(self, request: HttpRequest, obj: ProcessorPolicy | None = None, change: bool = False, **kwargs: Any) -> Any:
        kwargs["form"] = policy_form_for(self._key(request, obj))
        return super().get_form(request, obj, change=change, **kwargs)

    def get_fieldsets(self, request: HttpRequest, obj: ProcessorPolicy | None = None) -> Any:
        entry = processor_entry(self._key(request, obj))
        fieldsets: list[Any] = [
            (None, {"fields": ("agent", "processor_key", "name", "lane", "position", "enabled", "mode", "block_message",
                               "config_for")}),
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

    def save_model(self, request: HttpRequest, obj: ProcessorPolicy, form: Any, change: bool) -> None:
        super().save_model(request, obj, form, change)
        review_after_save(request, obj.agent, obj)

    def _back_to_agent(self, request: HttpRequest, obj: ProcessorPolicy, response: HttpResponse) -> HttpResponse:
        # Policies are managed from their agent: plain "Save" returns there.
        if isinstance(response, HttpResponseRedirect) and not {"_continue", "_addanother", "_popup"} & set(request.POST):
            return HttpResponseRedirect(reverse("admin:agentproc_agent_change", args=[obj.agent_id]))
        return response

    def response_add(self, request: HttpRequest, obj: ProcessorPolicy, post_url_continue: str | None = None) -> HttpResponse:
        return self._back_to_agent(request, obj, super().response_add(request, obj, post_url_continue))

    def response_change(self, request: HttpRequest, obj: ProcessorPolicy) -> HttpResponse:
        return self._back_to_agent(request, obj, super().response_change(request, obj))
