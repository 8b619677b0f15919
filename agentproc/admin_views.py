"""Admin pieces beyond the model forms: CSV export, list filters, transcript, timings, the chart
and the Try it view."""
from __future__ import annotations

import json
import re
from typing import Any, Callable, Iterable, Iterator

from django import forms
from django.contrib import admin
from django.contrib.admin.utils import unquote
from django.core.exceptions import PermissionDenied
from django.db.models import QuerySet
from django.http import Http404, HttpRequest, HttpResponse, StreamingHttpResponse
from django.template.response import TemplateResponse
from django.utils import timezone
from django.utils.html import escape, format_html, format_html_join
from django.utils.safestring import SafeString, mark_safe

from .csv_export import csv_lines
from .models import ProcessorPolicy, Violation

Column = tuple[str, Callable[[Any], Any]]

# -- CSV export ------------------------------------------------------------------------------

def csv_rows(queryset: QuerySet[Any], columns: list[Column]) -> Iterator[str]:
    rows = ([get(obj) for _, get in columns] for obj in queryset.iterator(chunk_size=500))
    return csv_lines([header for header, _ in columns], rows)


def export_csv_action(columns: list[Column], name: str) -> Callable[..., StreamingHttpResponse]:
    """An admin action that streams the selected rows (or all filtered rows) as CSV."""

    @admin.action(description="Export selected %(verbose_name_plural)s as CSV")
    def export_csv(modeladmin: admin.ModelAdmin[Any], request: HttpRequest, queryset: QuerySet[Any]) -> StreamingHttpResponse:
        stamp = timezone.now().strftime("%Y%m%d-%H%M%S")
        response = StreamingHttpResponse(csv_rows(queryset, columns), content_type="text/csv; charset=utf-8")
        response["Content-Disposition"] = f'attachment; filename="{name}-{stamp}.csv"'
        return response

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


# -- list filters ------------------------------------------------------------------------------

def _policy_names() -> list[tuple[str, str]]:
    names = Violation.objects.exclude(policy_name="").order_by("policy_name").values_list("policy_name", flat=True).distinct()
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


class ProcessorKeyFilter(admin.SimpleListFilter):
    """Policies by processor, named as the registry names them."""

    title = "processor"
    parameter_name = "processor_key"

    def lookups(self, request: HttpRequest, model_admin: Any) -> list[tuple[str, str]]:
        from .admin_forms import processor_entry

        keys = ProcessorPolicy.objects.order_by("processor_key").values_list("processor_key", flat=True).distinct()
        return sorted(((k, getattr(processor_entry(k), "display_name", k)) for k in keys), key=lambda kv: kv[1].lower())

    def queryset(self, request: HttpRequest, queryset: QuerySet[Any]) -> QuerySet[Any]:
        return queryset.filter(processor_key=self.value()) if self.value() else queryset


class PolicyFilter(admin.SimpleListFilter):
    """Violations by the policy that reported them, named with their agent."""

    title = "policy"
    parameter_name = "policy"

    def lookups(self, request: HttpRequest, model_admin: Any) -> list[tuple[str, str]]:
        used = Violation.objects.exclude(policy=None).values("policy").distinct()
        policies = ProcessorPolicy.objects.filter(pk__in=used).select_related("agent").order_by("agent__slug", "stage", "position")
        return [(str(p.pk), f"{p.agent.slug} · {p.display_name}") for p in policies]

    def queryset(self, request: HttpRequest, queryset: QuerySet[Any]) -> QuerySet[Any]:
        return queryset.filter(policy_id=self.value()) if self.value() else queryset


# -- transcript -------------------------------------------------------------------------------

#: What a redaction leaves in stored text: ``[EMAIL]``, ``[EMAIL:1a2b3c4d5e]``, ``[MASKED]``,
#: or a masked value with a run of stars (``j****@*****.com``).
REDACTION_RE = re.compile(r"\[[A-Z][A-Z0-9_]{1,40}(?::[0-9a-f]{4,})?\]|[^\s*]*\*{3,}[^\s*]*")


def highlight_redactions(text: str) -> SafeString:
    """``text`` escaped, with every redaction wrapped in ``<mark class="redaction">``."""
    out: list[str] = []
    last = 0
    for match in REDACTION_RE.finditer(text):
        out.append(escape(text[last : match.start()]))
        out.append(f'<mark class="redaction" title="redacted by a processor">{escape(match.group())}</mark>')
        last = match.end()
    out.append(escape(text[last:]))
    return mark_safe("".join(out))  # noqa: S308 - every piece is escaped above


def _pretty(value: Any) -> str:
    if isinstance(value, str):
        return value
    try:
        return json.dumps(value, ensure_ascii=False, indent=2, sort_keys=True, default=str)
    except (TypeError, ValueError):
        return str(value)


def message_items(data: dict[str, Any], fallback_text: str = "") -> list[dict[str, Any]]:
    """The parts of one stored message (``Message.to_dict()``) as displayable items.

    Items: ``{"kind": "text", "html"}``, ``{"kind": "reasoning", "html"}``,
    ``{"kind": "tool", "name", "state", "args", "result", "error", "html_args", "html_result"}``,
    ``{"kind": "data", "type", "body"}``."""
    content = (data or {}).get("content") or {}
    parts = content.get("parts") if isinstance(content, dict) else None
    if not parts:
        text = content.get("content") if isinstance(content, dict) else content
        return [{"kind": "text", "html": highlight_redactions(str(text or fallback_text))}]
    items: list[dict[str, Any]] = []
    for part in parts:
        kind = part.get("type", "")
        if kind == "text":
            items.append({"kind": "text", "html": highlight_redactions(part.get("text", ""))})
        elif kind == "reasoning":
            items.append({"kind": "reasoning", "html": highlight_redactions(part.get("reasoning") or part.get("text") or "")})
        elif kind == "tool-invocation":
            call = part.get("toolInvocation") or {}
            items.append({
                "kind": "tool",
                "name": call.get("toolName", "?"),
                "id": call.get("toolCallId", ""),
                "state": call.get("state", ""),
                "args": highlight_redactions(_pretty(call.get("args"))),
                "result": highlight_redactions(_pretty(call["result"])) if "result" in call else None,
                "error": _pretty(call["error"]) if call.get("error") is not None else None,
            })
        elif kind.startswith("data-"):
            items.append({"kind": "data", "type": kind, "body": _pretty(part.get("data"))})
        else:
            items.append({"kind": "other", "type": kind, "body": _pretty(part)})
    return items


def transcript(messages: Iterable[Any]) -> list[dict[str, Any]]:
    """A conversation's stored messages (oldest first) ready for the transcript template."""
    turns = []
    for m in messages:
        items = message_items(m.data, m.text)
        turns.append({
            "role": m.role,
            "created_at": m.created_at,
            "in_context": m.in_context,
            "run_id": m.run_id,
            "items": items,
            "redacted": any('class="redaction"' in str(v) for i in items for v in i.values()),
        })
    return turns


# -- small read-only renderings -----------------------------------------------------------------

def pre(value: Any) -> SafeString:
    """A JSON value, pretty-printed in a ``<pre>``, with redactions highlighted."""
    return format_html('<pre class="agentproc-json">{}</pre>', highlight_redactions(_pretty(value)))


def timings_table(timings: list[dict[str, Any]]) -> SafeString:
    """The run's per-processor, per-hook timings, slowest first."""
    if not timings:
        return mark_safe("<p>No processor ran.</p>")
    rows = sorted(timings, key=lambda t: -float(t.get("totalMs") or 0))
    body = format_html_join(
        "", "<tr><td>{}</td><td>{}</td><td>{}</td><td class=\"num\">{}</td><td class=\"num\">{}</td><td class=\"num\">{}</td></tr>",
        (
            (t.get("policyName") or t.get("processorId", "?"), t.get("lane", ""), t.get("hook", "?"), t.get("calls", 0),
             f"{float(t.get('totalMs') or 0):.3f}",
             f"{float(t.get('totalMs') or 0) / t['calls']:.3f}" if t.get("calls") else "—")
            for t in rows
        ),
    )
    return format_html(
        '<table class="agentproc-timings"><thead><tr><th>Policy</th><th>Lane</th><th>Hook</th>'
        "<th>Calls</th><th>Total ms</th><th>Avg ms</th></tr></thead><tbody>{}</tbody></table>",
        body,
    )


# -- views ---------------------------------------------------------------------------------------

def chart_for(queryset: QuerySet[Any]) -> SafeString:
    from .admin_charts import violation_chart

    return violation_chart(queryset).to_html()


def violation_chart_view(model_admin: admin.ModelAdmin[Any], request: HttpRequest) -> HttpResponse:
    """The violations chart alone, as an SVG image (for embedding or a dashboard)."""
    if not model_admin.has_view_permission(request):
        raise PermissionDenied
    from .admin_charts import violation_chart

    svg = violation_chart(model_admin.get_queryset(request)).to_svg()
    return HttpResponse(svg, content_type="image/svg+xml; charset=utf-8")


class TryForm(forms.Form):
    """The Try it form: one sample message."""

    text = forms.CharField(
        label="Message", widget=forms.Textarea(attrs={"rows": 4, "cols": 80, "autofocus": True}),
        max_length=20000, help_text="Sent to this agent as a user message; nothing is stored.",
    )


def try_agent_view(model_admin: admin.ModelAdmin[Any], request: HttpRequest, object_id: str) -> HttpResponse:
    """Type a message, see each input processor's effect and timing, and the agent's reply."""
    from .admin_trial import try_agent

    agent = model_admin.get_object(request, unquote(object_id))
    if agent is None:
        raise Http404("No such agent.")
    # Trying runs the agent's model (a paid API call in production): editors only, not auditors.
    if not model_admin.has_change_permission(request, agent):
        raise PermissionDenied
    form = TryForm(request.POST or None)
    trial = try_agent(agent, form.cleaned_data["text"]) if request.method == "POST" and form.is_valid() else None
    policies = agent.policies.order_by("stage", "position", "id")
    context = {
        **model_admin.admin_site.each_context(request),
        "opts": model_admin.model._meta,
        "original": agent,
        "title": f"Try {agent}",
        "form": form,
        "trial": trial,
        "policies": policies,
        "has_view_permission": True,
    }
    return TemplateResponse(request, "agentproc/admin/try_agent.html", context)
