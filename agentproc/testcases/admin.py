"""Test cases in the admin: inline on their agent and on their own list, run on every save of a
policy, exported as CSV or JSON (the message as the agent's chain leaves it, never in clear)."""
from __future__ import annotations

import json
from typing import Any, Iterable

from django import forms
from django.contrib import admin, messages
from django.db.models import QuerySet
from django.http import HttpRequest, HttpResponse, StreamingHttpResponse
from django.utils.html import format_html

from ..admin.access import ObjectIdAdmin
from ..admin.lookups import NoSecretLookups
from ..csv_export import csv_lines
from ..exceptions import ConfigurationError
from ..models import Agent, ProcessorPolicy
from .models import Expect, PolicyTestCase
from .runner import CaseResult, failing, record, run_cases


class TestCaseForm(forms.ModelForm):
    """A case: its message in clear on the form (stored sealed), the expectation, the policy."""

    message = forms.CharField(widget=forms.Textarea(attrs={"rows": 2, "cols": 48}), max_length=20000, strip=False,
                              help_text="Sent to the agent's input chain as a user message; stored encrypted.")

    class Meta:
        model = PolicyTestCase
        fields = ("agent", "name", "message", "expect", "expect_policy", "expect_type")

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        if self.instance.pk:
            self.fields["message"].initial = self.instance.message
        if "expect_policy" in self.fields and "agent" in self.fields:
            # On its own page: the chosen agent's policies (clean checks the pair). The agent's
            # inline gets that agent's policies from ``TestCaseInline.get_formset``.
            agent_id = self.instance.agent_id or self.initial.get("agent") or self.data.get(self.add_prefix("agent"))
            queryset = ProcessorPolicy.objects.filter(agent_id=agent_id) if agent_id else ProcessorPolicy.objects.all()
            self.fields["expect_policy"].queryset = queryset.order_by("lane", "position", "id")

    def clean(self) -> dict[str, Any]:
        cleaned = super().clean() or {}
        policy, agent = cleaned.get("expect_policy"), cleaned.get("agent") or getattr(self.instance, "agent", None)
        if policy is not None and agent is not None and policy.agent_id != agent.pk:
            self.add_error("expect_policy", forms.ValidationError("Choose a policy of this agent.",
                                                                  code="foreign_policy"))
        if cleaned.get("expect") == Expect.PASSES and (policy is not None or cleaned.get("expect_type")):
            self.add_error("expect", forms.ValidationError(
                "A message that passes is changed by no policy: leave “by policy” and “what is redacted” blank.",
                code="passes_with_policy"))
        if cleaned.get("expect") == Expect.BLOCKED and cleaned.get("expect_type"):
            self.add_error("expect_type", forms.ValidationError("Only a redaction has a kind of data.",
                                                                code="type_without_redaction"))
        return cleaned

    def save(self, commit: bool = True) -> PolicyTestCase:
        self.instance.message = self.cleaned_data["message"]
        return super().save(commit)


def verdict(case: PolicyTestCase) -> str:
    if case.last_passed is None:
        return format_html('<span class="agentproc-case" data-verdict="unknown">{}</span>',
                           case.last_outcome or "not run yet")
    word, mark = ("passes", "✓") if case.last_passed else ("fails", "✗")
    return format_html('<span class="agentproc-case {}" data-verdict="{}" title="Expected: {}">{} {}</span>', word,
                       word, case.expected_words(), mark, case.last_outcome)


class TestCaseInline(admin.TabularInline):
    """The agent's test cases, under its policies: each save of the agent runs them."""

    model = PolicyTestCase
    form = TestCaseForm
    # "What is redacted" is on the case's own page: the inline stays one screen wide.
    fields = ("name", "message", "expect", "expect_policy", "last_verdict")
    readonly_fields = ("last_verdict",)
    extra = 1
    verbose_name_plural = "Test cases (example messages and what the policies must do with them)"

    @admin.display(description="Last run")
    def last_verdict(self, obj: PolicyTestCase) -> str:
        return verdict(obj) if obj.pk else "—"

    class Media:
        css = {"all": ["agentproc/admin_cases.css"]}

    def formfield_for_dbfield(self, db_field: Any, request: HttpRequest, **kwargs: Any) -> Any:
        field = super().formfield_for_dbfield(db_field, request, **kwargs)
        if db_field.name == "expect_policy" and field is not None:
            # A plain choice of this agent's policies: no add / edit / delete / view icons in a table cell.
            for flag in ("can_add_related", "can_change_related", "can_delete_related", "can_view_related"):
                setattr(field.widget, flag, False)
        return field

    def get_formset(self, request: HttpRequest, obj: Any = None, **kwargs: Any) -> Any:
        formset = super().get_formset(request, obj, **kwargs)
        field = formset.form.base_fields["expect_policy"]
        field.queryset = ProcessorPolicy.objects.filter(agent=obj) if obj is not None else \
            ProcessorPolicy.objects.none()
        return formset


@admin.register(PolicyTestCase)
class PolicyTestCaseAdmin(ObjectIdAdmin, NoSecretLookups, admin.ModelAdmin):
    """Every agent's test cases: run them, see which fail, export them."""

    form = TestCaseForm
    list_display = ("name", "agent", "expectation", "last_verdict", "last_run_at")
    list_filter = ("agent", "last_passed", "expect")
    list_select_related = ("agent", "expect_policy")
    search_fields = ("name",)
    actions = ("run_selected", "export_csv", "export_json")

    class Media:
        css = {"all": ["agentproc/admin_cases.css"]}

    @admin.display(description="Expected")
    def expectation(self, obj: PolicyTestCase) -> str:
        return obj.expected_words()

    @admin.display(description="Last run", ordering="last_passed")
    def last_verdict(self, obj: PolicyTestCase) -> str:
        return verdict(obj)

    def save_model(self, request: HttpRequest, obj: PolicyTestCase, form: Any, change: bool) -> None:
        super().save_model(request, obj, form, change)
        run_and_report(request, obj.agent, [obj])

    @admin.action(description="Run the selected test cases")
    def run_selected(self, request: HttpRequest, queryset: QuerySet[PolicyTestCase]) -> None:
        for agent in Agent.objects.filter(test_cases__in=queryset).distinct():
            run_and_report(request, agent, queryset.filter(agent=agent).select_related("expect_policy"))

    @admin.action(description="Export the selected test cases (CSV)")
    def export_csv(self, request: HttpRequest, queryset: QuerySet[PolicyTestCase]) -> HttpResponse:
        rows = ([r[k] for k in EXPORT_FIELDS] for r in export_rows(queryset))
        response = StreamingHttpResponse(csv_lines(EXPORT_FIELDS, rows), content_type="text/csv; charset=utf-8")
        response["Content-Disposition"] = 'attachment; filename="test-cases.csv"'
        return response

    @admin.action(description="Export the selected test cases (JSON)")
    def export_json(self, request: HttpRequest, queryset: QuerySet[PolicyTestCase]) -> HttpResponse:
        response = HttpResponse(json.dumps(list(export_rows(queryset)), ensure_ascii=False, indent=2),
                                content_type="application/json")
        response["Content-Disposition"] = 'attachment; filename="test-cases.json"'
        return response


EXPORT_FIELDS = ["agent", "name", "message_as_stored", "expected", "expected_policy", "expected_type",
                 "last_result", "last_outcome", "last_run_at"]


def export_rows(queryset: QuerySet[PolicyTestCase]) -> Iterable[dict[str, Any]]:
    """One dict per case. The message is shown as the agent's enforced input policies leave a
    message they block or redact (``turns.intake.redacted_copy``): an export never holds what
    a guardrail would have kept out of the database."""
    from ..runtime.messages import Message
    from ..turns.intake import redacted_copy
    from ..turns.services import build_processor

    policies: dict[int, list[ProcessorPolicy]] = {}
    for case in queryset.select_related("agent", "expect_policy").order_by("agent__slug", "name", "pk"):
        chain = policies.setdefault(case.agent_id, list(case.agent.policies.all()))
        [clean] = redacted_copy([Message.from_text(case.message)], chain, build_processor)
        yield {"agent": case.agent.slug, "name": case.name, "message_as_stored": clean.text,
               "expected": case.expect, "expected_policy": case.expect_policy.display_name if case.expect_policy
               else "", "expected_type": case.expect_type,
               "last_result": {True: "passes", False: "fails", None: ""}[case.last_passed],
               "last_outcome": case.last_outcome,
               "last_run_at": case.last_run_at.isoformat() if case.last_run_at else ""}


def run_and_report(request: HttpRequest, agent: Agent, cases: Iterable[PolicyTestCase] | None = None) -> None:
    """Run ``agent``'s cases (or ``cases``) on its live chain and report them; a chain that cannot be
    built (a processor no longer registered) is said, not a server error after the save."""
    try:
        results = run_cases(agent, cases)
    except ConfigurationError as exc:
        messages.warning(request, f"The test cases could not run: {exc}")
        return
    report(request, results)


def report(request: HttpRequest, results: list[CaseResult], *, record_them: bool = True) -> list[CaseResult]:
    """Store the verdicts and tell the officer which cases fail (an error message), or that all pass."""
    if record_them:
        record(results)
    failed = failing(results)
    if failed:
        messages.error(request, f"{len(failed)} of {len(results)} test case{'s' if len(results) != 1 else ''} "
                                "fail: " + "; ".join(f"{r.case.name} (expected {r.expected}, got {r.outcome})"
                                                     for r in failed))
    elif results:
        messages.success(request, f"All {len(results)} test case{'s' if len(results) != 1 else ''} pass.")
    return failed
