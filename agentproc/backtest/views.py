"""The backtest admin pages: start (with a preview that counts call-outs), progress JSON,
cancel, results with side-by-side diffs, CSV export, apply."""
from __future__ import annotations

from typing import Any

from django import forms
from django.contrib import admin, messages
from django.db import transaction
from django.core.exceptions import PermissionDenied, ValidationError
from django.core.paginator import Paginator
from django.http import Http404, HttpRequest, HttpResponse, HttpResponseNotAllowed, HttpResponseRedirect, JsonResponse, StreamingHttpResponse
from django.template.response import TemplateResponse
from django.urls import reverse
from django.utils import timezone

from .. import access
from ..admin.forms import processor_entry
from ..admin.review import review
from ..csv_export import csv_lines
from ..exceptions import ConfigurationError
from ..exceptions import BacktestLimitReached
from ..models import Agent, ProcessorPolicy
from ..testcases.admin import run_and_report
from ..testcases.runner import CaseResult, failing, run_cases
from .apply import applied_reason, apply_draft
from .callouts import estimate_calls
from .compare import diff_html, turn_text
from .draft import DraftError, describe_changes, draft_policies, live_draft, masked_draft
from .editor import AddEntryForm, editor_for, posted_editor, with_new_entry
from .forms import BacktestForm, draft_text
from .models import Backtest, BacktestResult, Change
from .names import PolicyNames, entry_names, status_word
from .tasks import admit_backtest, cancel_backtest, start_backtest

PAGE_SIZE = 50


def _get(model_admin: admin.ModelAdmin[Any], request: HttpRequest, pk: Any, *, change: bool = False) -> Backtest:
    try:
        backtest = Backtest.objects.select_related("agent").filter(pk=pk).first()
    except ValidationError as exc:  # not a UUID
        raise Http404("No such backtest.") from exc
    if backtest is None:
        raise Http404("No such backtest.")
    allowed = model_admin.has_change_permission(request, backtest) if change else \
        model_admin.has_view_permission(request, backtest)
    if not allowed:
        raise PermissionDenied
    # Results, diffs and exports hold the agent's stored conversation text.
    access.require_read(request.user, backtest.agent)
    return backtest


def _context(model_admin: admin.ModelAdmin[Any], request: HttpRequest, **extra: Any) -> dict[str, Any]:
    return {**model_admin.admin_site.each_context(request), "opts": model_admin.model._meta,
            "has_view_permission": True, **extra}


def start_view(model_admin: admin.ModelAdmin[Any], request: HttpRequest) -> HttpResponse:
    """GET: the editor, starting from the chosen agent's live chain. POST "add": one more policy
    in the editor; "preview": how many turns, what the draft changes, what the chain review and
    the test cases say, how many calls out; "start": queue it. The draft comes from the editor's
    forms, or from the JSON box (the "advanced" toggle, and any post without the editor)."""
    if not model_admin.has_add_permission(request):
        raise PermissionDenied
    preview = None
    show_errors = True
    agents = access.readable_agents(request.user)  # a backtest replays their stored turns
    if request.method == "POST":
        agent = _posted_agent(request, agents)
        editor = posted_editor(request.POST, agent)
        if request.POST.get("action") == "add" and editor is not None:
            key, lane = request.POST.get("add_processor") or "", request.POST.get("add_lane") or "input"
            if processor_entry(key) is not None:
                editor = posted_editor(with_new_entry(request.POST, key, lane), agent)
            form, show_errors = BacktestForm(request.POST), False
            form.fields["agent"].queryset = agents
            draft_json = request.POST.get("draft", "")
        else:
            editor_ok = editor is None or editor.is_valid()
            chain = None if editor is None else editor.draft() if editor_ok else []
            form = BacktestForm(request.POST, chain=chain)
            form.fields["agent"].queryset = agents
            draft_json = draft_text(masked_draft(chain)) if chain else request.POST.get("draft", "")
            if form.is_valid() and editor_ok:
                agent, draft = form.cleaned_data["agent"], form.cleaned_data["draft_chain"]
                live = live_draft(agent)
                if request.POST.get("action") == "start":
                    try:
                        with transaction.atomic():
                            admit_backtest(request.user)
                            backtest = Backtest.objects.create(
                                agent=agent, created_by=request.user, draft=draft, live=live,
                                selection=form.selection(), allow_calls=form.cleaned_data["allow_calls"])
                            start_backtest(backtest)
                    except BacktestLimitReached as exc:
                        form.add_error(None, ValidationError(str(exc), code=exc.code))
                    else:
                        return HttpResponseRedirect(reverse("admin:agentproc_backtest_change", args=[backtest.pk]))
                preview = _preview(agent, live, draft, form.selection())
                draft_json = draft_text(masked_draft(draft))
                if editor is None:  # read from JSON: the forms show that draft
                    editor = editor_for(agent, draft)
            elif editor is not None and form.draft_error is not None:
                _point_at_entry(editor, form.draft_error)
        if editor is None:
            editor = editor_for(agent, live_draft(agent)) if agent else None
    else:
        agent = agents.filter(pk=request.GET.get("agent")).first() if request.GET.get("agent", "").isdigit() \
            else None
        agent = agent or agents.order_by("slug").first()
        live = live_draft(agent) if agent else []
        form = BacktestForm(initial={"agent": agent, "draft": draft_text(masked_draft(live)) if agent else ""})
        form.fields["agent"].queryset = agents
        editor = editor_for(agent, live) if agent else None
        draft_json = draft_text(masked_draft(live)) if agent else ""
    return TemplateResponse(request, "agentproc/admin/backtest_start.html", _context(
        model_admin, request, title="Backtest a policy change", form=form, preview=preview, editor=editor,
        add_form=AddEntryForm(), draft_json=draft_json, show_errors=show_errors,
        use_json=bool(request.POST.get("use_json"))))


def _posted_agent(request: HttpRequest, agents: Any) -> Agent | None:
    value = request.POST.get("agent", "")
    return agents.filter(pk=value).first() if value.isdigit() else None


def _point_at_entry(editor: Any, error: DraftError) -> None:
    """Show a draft error on the editor's entry it concerns."""
    if error.index is not None and editor.is_valid():
        kept = editor.kept_in_order()
        if 0 <= error.index < len(kept):
            kept[error.index].add_error(None, forms.ValidationError(str(error).split(": ", 1)[-1], code=error.code))


def _preview(agent: Agent, live: list[dict[str, Any]], draft: list[dict[str, Any]],
             selection: dict[str, Any]) -> dict[str, Any]:
    """What the preview shows before anything runs."""
    names = PolicyNames(live, draft)
    calls = estimate_calls(agent, {"live": live, "draft": draft}, selection)
    for row in calls["policies"]:
        row["name"] = names(row["label"])
    named = [{**e, "name": n} for n, e in zip(entry_names(names, draft), draft)]
    cases = run_cases(agent, policies=draft_policies(agent, draft))
    return {"changes": describe_changes(live, draft, names.of_entry), "calls": calls,
            "warnings": review(named), "cases": cases, "failing": failing(cases)}


def progress_view(model_admin: admin.ModelAdmin[Any], request: HttpRequest, pk: Any) -> JsonResponse:
    return JsonResponse(_get(model_admin, request, pk).progress())


def cancel_view(model_admin: admin.ModelAdmin[Any], request: HttpRequest, pk: Any) -> HttpResponse:
    if request.method != "POST":
        return HttpResponseNotAllowed(["POST"])
    backtest = _get(model_admin, request, pk, change=True)
    if cancel_backtest(backtest):
        messages.info(request, "The backtest stops after the batch it is replaying.")
    else:
        messages.warning(request, "This backtest has already finished.")
    return HttpResponseRedirect(reverse("admin:agentproc_backtest_change", args=[backtest.pk]))


def apply_view(model_admin: admin.ModelAdmin[Any], request: HttpRequest, pk: Any) -> HttpResponse:
    """The draft becomes the live chain (one model save per policy: the policy history records it)."""
    if request.method != "POST":
        return HttpResponseNotAllowed(["POST"])
    backtest = _get(model_admin, request, pk, change=True)
    policy_admin = model_admin.admin_site._registry.get(ProcessorPolicy)
    if policy_admin is None or not all(getattr(policy_admin, f"has_{p}_permission")(request)
                                       for p in ("add", "change", "delete")):
        raise PermissionDenied
    back = HttpResponseRedirect(reverse("admin:agentproc_backtest_change", args=[backtest.pk]))
    if backtest.status != "completed":
        messages.error(request, "Only a completed backtest can be applied.")
        return back
    if live_draft(backtest.agent) != backtest.live:
        messages.error(request, "The live chain changed since this backtest ran; run a new backtest first.")
        return back
    changes = describe_changes(backtest.live, backtest.draft, PolicyNames(backtest.live, backtest.draft).of_entry)
    failed = failing(draft_cases(backtest))
    if failed and request.POST.get("confirm_failing") != str(len(failed)):
        messages.error(request, f"{len(failed)} test case(s) fail under this draft: "
                                + "; ".join(r.case.name for r in failed) + ". Confirm to apply anyway.")
        return back
    try:
        counts = apply_draft(backtest.agent, backtest.draft, reason=applied_reason(backtest), user=request.user)
    except DraftError as exc:
        messages.error(request, f"The draft cannot be applied: {exc} ({exc.code})")
        return back
    Backtest.objects.filter(pk=backtest.pk).update(applied_at=timezone.now())
    messages.success(request, "The draft is now the live chain of {}: {created} added, {updated} changed, "
                              "{deleted} removed.".format(backtest.agent, **counts)
                     + (" It did: " + "; ".join(changes) + "." if changes else ""))
    run_and_report(request, backtest.agent)  # the new live chain's verdicts, as after any policy save
    return HttpResponseRedirect(reverse("admin:agentproc_agent_change", args=[backtest.agent_id]))


def draft_cases(backtest: Backtest) -> list[CaseResult]:
    """The agent's test cases through the backtest's draft (what applying it would do to them)."""
    try:
        return run_cases(backtest.agent, policies=draft_policies(backtest.agent, backtest.draft))
    except ConfigurationError:  # a processor no longer registered: the apply reports it
        return []


def _outcome(side: dict[str, Any], names: PolicyNames) -> dict[str, Any]:
    """One side of a result as the page says it: "blocked by Refund talk"."""
    return {"status": status_word(side.get("status")), "blocked_by": names(side.get("blocked_by")),
            "reason": side.get("reason") or ""}


def _result_row(result: BacktestResult, names: PolicyNames) -> dict[str, Any]:
    stored_text = turn_text(result.stored.get("input", ""), result.stored.get("output", ""))
    draft_text_ = turn_text(result.draft.get("input", ""), result.draft.get("output", ""))
    before, after = diff_html(stored_text, draft_text_)
    return {"result": result, "before": before, "after": after, "reason": names.in_text(result.reason),
            "live": _outcome(result.live, names), "draft": _outcome(result.draft, names),
            "conversation_url": reverse("admin:agentproc_conversation_change", args=[result.conversation_id]),
            "run_url": reverse("admin:agentproc_run_change", args=[result.run_id])}


def detail_view(model_admin: admin.ModelAdmin[Any], request: HttpRequest, object_id: str) -> HttpResponse:
    backtest = _get(model_admin, request, object_id)
    results = BacktestResult.objects.filter(backtest=backtest)
    kind = request.GET.get("change")
    if kind in Change.values:
        results = results.filter(change=kind)
    page = Paginator(results, PAGE_SIZE).get_page(request.GET.get("page"))
    summary = backtest.summary or {}
    names = PolicyNames(backtest.live, backtest.draft)
    can_change = model_admin.has_change_permission(request, backtest)
    # What applying would do to the agent's test cases: shown (and confirmed) beside Apply.
    cases = draft_cases(backtest) if can_change and backtest.status == "completed" and not backtest.applied_at \
        else []
    return TemplateResponse(request, "agentproc/admin/backtest_detail.html", _context(
        model_admin, request, title=str(backtest), original=backtest, backtest=backtest,
        changes=describe_changes(backtest.live, backtest.draft, names.of_entry), page=page,
        rows=[_result_row(r, names) for r in page.object_list], kind=kind,
        kinds=[(k, label, (summary.get("changes") or {}).get(k, 0)) for k, label in Change.choices],
        policies=[{**p, "name": names(p.get("label"))} for p in summary.get("policies") or []],
        not_run=[{**n, "name": names(n.get("label"))} for n in summary.get("not_run") or []],
        draft_names=list(zip(entry_names(names, backtest.draft), backtest.draft)),
        can_change=can_change,
        live_changed=backtest.status == "completed" and live_draft(backtest.agent) != backtest.live,
        cases=cases, failing_cases=failing(cases),
        draft_json=draft_text(masked_draft(backtest.draft))))


EXPORT_HEADER = ["run", "conversation", "turn_at", "change", "live_status", "live_blocked_by", "draft_status",
                 "draft_blocked_by", "draft_reason", "stored_input", "stored_output", "draft_input", "draft_output",
                 "live_violations", "draft_violations", "reason"]


def export_view(model_admin: admin.ModelAdmin[Any], request: HttpRequest, pk: Any) -> StreamingHttpResponse:
    """The results as CSV; ``*_blocked_by`` name the policy as the officer named it."""
    backtest = _get(model_admin, request, pk)
    names = PolicyNames(backtest.live, backtest.draft)
    rows = ([r.run_id, r.conversation_id, r.turn_at.isoformat(), r.change, r.live.get("status"),
             names(r.live.get("blocked_by")), r.draft.get("status"), names(r.draft.get("blocked_by")),
             r.draft.get("reason"),
             r.stored.get("input"), r.stored.get("output"), r.draft.get("input"), r.draft.get("output"),
             r.live.get("violations"), r.draft.get("violations"), names.in_text(r.reason)]
            for r in BacktestResult.objects.filter(backtest=backtest).iterator(chunk_size=500))
    response = StreamingHttpResponse(csv_lines(EXPORT_HEADER, rows), content_type="text/csv; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="backtest-{str(backtest.pk)[:8]}.csv"'
    return response
