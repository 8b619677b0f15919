"""The backtest admin pages: start (with a preview that counts call-outs), progress JSON,
cancel, results with side-by-side diffs, CSV export, apply."""
from __future__ import annotations

from typing import Any

from django.contrib import admin, messages
from django.db import transaction
from django.core.exceptions import PermissionDenied, ValidationError
from django.core.paginator import Paginator
from django.http import Http404, HttpRequest, HttpResponse, HttpResponseNotAllowed, HttpResponseRedirect, JsonResponse, StreamingHttpResponse
from django.template.response import TemplateResponse
from django.urls import reverse
from django.utils import timezone

from ..csv_export import csv_lines
from ..exceptions import BacktestLimitReached
from ..models import Agent, ProcessorPolicy
from .callouts import estimate_calls
from .compare import diff_html, turn_text
from .draft import DraftError, apply_draft, describe_changes, live_draft
from .forms import BacktestForm, draft_text
from .models import Backtest, BacktestResult, Change
from .tasks import admit_backtest, cancel_backtest, start_backtest

PAGE_SIZE = 50


def _get(model_admin: admin.ModelAdmin[Any], request: HttpRequest, pk: Any, *, change: bool = False) -> Backtest:
    backtest = Backtest.objects.select_related("agent").filter(pk=pk).first()
    if backtest is None:
        raise Http404("No such backtest.")
    allowed = model_admin.has_change_permission(request, backtest) if change else \
        model_admin.has_view_permission(request, backtest)
    if not allowed:
        raise PermissionDenied
    return backtest


def _context(model_admin: admin.ModelAdmin[Any], request: HttpRequest, **extra: Any) -> dict[str, Any]:
    return {**model_admin.admin_site.each_context(request), "opts": model_admin.model._meta,
            "has_view_permission": True, **extra}


def start_view(model_admin: admin.ModelAdmin[Any], request: HttpRequest) -> HttpResponse:
    """GET: the form, the draft prefilled with the chosen agent's live chain. POST "preview":
    how many turns, what the draft changes, how many calls out; POST "start": queue it."""
    if not model_admin.has_add_permission(request):
        raise PermissionDenied
    preview = None
    if request.method == "POST":
        form = BacktestForm(request.POST)
        if form.is_valid():
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
            preview = {"changes": describe_changes(live, draft),
                       "calls": estimate_calls(agent, {"live": live, "draft": draft}, form.selection())}
    else:
        agent = Agent.objects.filter(pk=request.GET.get("agent")).first() if request.GET.get("agent", "").isdigit() \
            else None
        agent = agent or Agent.objects.order_by("slug").first()
        initial = {"agent": agent, "draft": draft_text(live_draft(agent)) if agent else ""}
        form = BacktestForm(initial=initial)
    return TemplateResponse(request, "agentproc/admin/backtest_start.html", _context(
        model_admin, request, title="Backtest a policy change", form=form, preview=preview))


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
    try:
        counts = apply_draft(backtest.agent, backtest.draft)
    except DraftError as exc:
        messages.error(request, f"The draft cannot be applied: {exc} ({exc.code})")
        return back
    Backtest.objects.filter(pk=backtest.pk).update(applied_at=timezone.now())
    messages.success(request, "The draft is now the live chain of {}: {created} added, {updated} changed, "
                              "{deleted} removed.".format(backtest.agent, **counts))
    return HttpResponseRedirect(reverse("admin:agentproc_agent_change", args=[backtest.agent_id]))


def _result_row(result: BacktestResult) -> dict[str, Any]:
    stored_text = turn_text(result.stored.get("input", ""), result.stored.get("output", ""))
    draft_text_ = turn_text(result.draft.get("input", ""), result.draft.get("output", ""))
    before, after = diff_html(stored_text, draft_text_)
    return {"result": result, "before": before, "after": after,
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
    return TemplateResponse(request, "agentproc/admin/backtest_detail.html", _context(
        model_admin, request, title=str(backtest), original=backtest, backtest=backtest,
        changes=describe_changes(backtest.live, backtest.draft), page=page,
        rows=[_result_row(r) for r in page.object_list], kind=kind,
        kinds=[(k, label, (summary.get("changes") or {}).get(k, 0)) for k, label in Change.choices],
        policies=summary.get("policies") or [], not_run=summary.get("not_run") or [],
        can_change=model_admin.has_change_permission(request, backtest),
        live_changed=backtest.status == "completed" and live_draft(backtest.agent) != backtest.live,
        draft_json=draft_text(backtest.draft)))


EXPORT_HEADER = ["run", "conversation", "turn_at", "change", "live_status", "live_blocked_by", "draft_status",
                 "draft_blocked_by", "draft_reason", "stored_input", "stored_output", "draft_input", "draft_output",
                 "live_violations", "draft_violations"]


def export_view(model_admin: admin.ModelAdmin[Any], request: HttpRequest, pk: Any) -> StreamingHttpResponse:
    backtest = _get(model_admin, request, pk)
    rows = ([r.run_id, r.conversation_id, r.turn_at.isoformat(), r.change, r.live.get("status"),
             r.live.get("blocked_by"), r.draft.get("status"), r.draft.get("blocked_by"), r.draft.get("reason"),
             r.stored.get("input"), r.stored.get("output"), r.draft.get("input"), r.draft.get("output"),
             r.live.get("violations"), r.draft.get("violations")]
            for r in BacktestResult.objects.filter(backtest=backtest).iterator(chunk_size=500))
    response = StreamingHttpResponse(csv_lines(EXPORT_HEADER, rows), content_type="text/csv; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="backtest-{str(backtest.pk)[:8]}.csv"'
    return response
