"""The admin's Try it page: an agent's guardrails and reply on a sample message, stored nowhere.

Two runtime agents are built from the agent row (one per run, as monitor wrappers keep
per-run state): the first traces ``process_input`` processor by processor (the text after
each, its timing, what it reported); the second answers the message with a fresh in-memory
run (no memory, no thread): no Conversation, Message, Run or Violation row is written.
"""
from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any

from asgiref.sync import async_to_sync
from django import forms
from django.contrib import admin
from django.contrib.admin.utils import unquote
from django.core.exceptions import PermissionDenied
from django.http import Http404, HttpRequest, HttpResponse
from django.template.response import TemplateResponse

from ..chain_review import policy_chain
from ..runtime.processor import ProcessorViolation
from ..runtime.trace import TraceStep, trace_input
from .rendering import highlight_redactions, pre
from .review import review


@dataclass
class Trial:
    """Everything the Try it page shows."""

    text: str
    steps: list[TraceStep] = field(default_factory=list)
    result: Any = None  # the runtime RunResult of the reply
    error: str | None = None
    elapsed_ms: float = 0.0

    @property
    def step_rows(self) -> list[dict[str, Any]]:
        """Each traced step with its text as HTML (redactions highlighted)."""
        return [{"step": step, "text_html": highlight_redactions(step.text)} for step in self.steps]

    @property
    def violations(self) -> list[ProcessorViolation]:
        return list(getattr(self.result, "violations", None) or [])

    @property
    def timings(self) -> list[dict[str, Any]]:
        return sorted(getattr(self.result, "timings", None) or [], key=lambda t: -float(t.get("totalMs") or 0))

    @property
    def reply_html(self) -> Any:
        return highlight_redactions(getattr(self.result, "text", "") or "")

    @property
    def violation_rows(self) -> list[dict[str, Any]]:
        return [{"violation": v, "detail": pre(v.detail)} for v in self.violations]

    @property
    def tool_calls(self) -> list[dict[str, Any]]:
        """``{"name", "args", "result"}`` per tool call of the reply (args/result as HTML)."""
        calls: list[dict[str, Any]] = []
        for step in getattr(self.result, "steps", None) or []:
            results = {r.get("toolCallId"): r for r in step.tool_results or []}
            for call in step.tool_calls or []:
                done = results.get(call.get("toolCallId"))
                calls.append({"name": call.get("toolName"), "args": pre(call.get("args")),
                              "result": pre(done.get("result")) if done else None})
        return calls


async def _run(trace_agent: Any, reply_agent: Any, trial: Trial) -> None:
    trial.steps = await trace_input(trace_agent, trial.text)
    # memory=None: no history is loaded and nothing is saved, whatever the agent's memory.
    trial.result = await reply_agent.generate(trial.text, memory=None)


def try_agent(agent_row: Any, text: str) -> Trial:
    """Trace the input processors, then run the whole agent on ``text`` without persisting."""
    from ..turns import build_runtime_agent

    trial = Trial(text=text)
    start = time.perf_counter()
    try:
        # Built here, synchronously: building reads the agent's policies from the database.
        agents = build_runtime_agent(agent_row), build_runtime_agent(agent_row)
        async_to_sync(_run)(*agents, trial)
    except Exception as exc:  # noqa: BLE001 - a misconfigured agent is shown, not a server error
        trial.error = f"{type(exc).__name__}: {exc}"
    trial.elapsed_ms = (time.perf_counter() - start) * 1000
    return trial


# -- the view -------------------------------------------------------------------------------------

class TryForm(forms.Form):
    """The Try it form: one sample message."""

    text = forms.CharField(
        label="Message", widget=forms.Textarea(attrs={"rows": 4, "cols": 80, "autofocus": True}),
        max_length=20000, help_text="Sent to this agent as a user message; nothing is stored.",
    )


def try_agent_view(model_admin: admin.ModelAdmin[Any], request: HttpRequest, object_id: str) -> HttpResponse:
    """Type a message, see each input processor's effect and timing, and the agent's reply."""
    agent = model_admin.get_object(request, unquote(object_id))
    if agent is None:
        raise Http404("No such agent.")
    # Trying runs the agent's model (a paid API call in production): editors only, not auditors.
    if not model_admin.has_change_permission(request, agent):
        raise PermissionDenied
    form = TryForm(request.POST or None)
    trial = try_agent(agent, form.cleaned_data["text"]) if request.method == "POST" and form.is_valid() else None
    policies = agent.policies.order_by("lane", "position", "id")
    chain_warnings = review(policy_chain(policies))
    context = {
        **model_admin.admin_site.each_context(request),
        "opts": model_admin.model._meta,
        "original": agent,
        "title": f"Try {agent}",
        "form": form,
        "trial": trial,
        "policies": policies,
        "chain_warnings": chain_warnings,
        "has_view_permission": True,
    }
    return TemplateResponse(request, "agentproc/admin/try_agent.html", context)
