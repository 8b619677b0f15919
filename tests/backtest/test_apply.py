"""Applying a draft changes only what the draft changed, and the policy history shows exactly
that, under one reason the policy changes list can filter on."""
from __future__ import annotations

from typing import Any

import pytest
from django.urls import reverse

from agentproc.backtest.apply import apply_draft
from agentproc.backtest.draft import live_draft
from agentproc.backtest.models import Backtest, BacktestStatus
from agentproc.models import ProcessorPolicy

pytestmark = pytest.mark.django_db

PolicyChange = ProcessorPolicy.history.model


def _agent_with_seven(make_agent) -> Any:
    """Seven policies, settings stored as admins typed them (defaults not filled in), and a gap
    in the input lane's positions where a policy was deleted."""
    agent = make_agent(policies=[
        ("input", "unicode-normalizer", {}),
        ("input", "pii-detector", {"strategy": "redact"}),
        ("input", "regex-filter", {"words": ["refund"]}),
        ("input", "regex-filter", {"words": ["lawyer"]}, "monitor"),
        ("input", "prompt-injection-detector", {}),
        ("output", "pii-detector", {}),
        ("output", "regex-filter", {"words": ["competitor"], "strategy": "redact"}),
    ])
    injection = ProcessorPolicy.objects.get(agent=agent, processor_key="prompt-injection-detector")
    injection.position = 9
    injection.save()
    return agent


def _rows_after(mark: int) -> list[tuple[int, str, list[str], str]]:
    """(policy, history type, fields that changed, reason) of every history row after ``mark``."""
    out = []
    for row in PolicyChange.objects.filter(history_id__gt=mark).order_by("history_id"):
        previous = row.prev_record
        fields = sorted(c.field for c in row.diff_against(previous).changes) if previous and row.history_type == "~" else []
        out.append((row.id, row.history_type, fields, row.history_change_reason))
    return out


def _mark() -> int:
    return PolicyChange.objects.order_by("-history_id").values_list("history_id", flat=True).first() or 0


def test_applying_two_changes_saves_two_policies_and_nothing_else(make_agent) -> None:
    agent = _agent_with_seven(make_agent)
    live = live_draft(agent)
    positions = {p.pk: p.position for p in ProcessorPolicy.objects.filter(agent=agent)}
    refund, lawyer = live[2], live[3]
    draft = [dict(e) for e in live]
    draft[2] = {**refund, "config": {**refund["config"], "words": ["refund", "cancel"]}}
    draft[3] = {**lawyer, "mode": "enforce"}
    mark = _mark()

    counts = apply_draft(agent, draft, reason="Applied backtest 1234abcd of helper")

    assert counts == {"created": 0, "updated": 2, "deleted": 0}
    assert _rows_after(mark) == [
        (refund["policy"], "~", ["config"], "Applied backtest 1234abcd of helper"),
        (lawyer["policy"], "~", ["mode"], "Applied backtest 1234abcd of helper"),
    ]
    assert {p.pk: p.position for p in ProcessorPolicy.objects.filter(agent=agent)} == positions
    # A policy saved for its mode keeps its settings exactly as they were stored.
    assert ProcessorPolicy.objects.get(pk=lawyer["policy"]).config == {"words": ["lawyer"]}


def test_the_live_chain_as_a_draft_saves_nothing(make_agent) -> None:
    agent = _agent_with_seven(make_agent)
    mark = _mark()
    assert apply_draft(agent, live_draft(agent)) == {"created": 0, "updated": 0, "deleted": 0}
    assert _rows_after(mark) == []


def test_adding_and_removing_keeps_the_other_positions(make_agent) -> None:
    agent = _agent_with_seven(make_agent)
    live = live_draft(agent)
    positions = {p.pk: p.position for p in ProcessorPolicy.objects.filter(agent=agent)}
    new = {"policy": None, "lane": "input", "processor": "regex-filter", "config": {"words": ["falcon"]},
           "mode": "enforce", "enabled": True}
    draft = [e for e in live if e["policy"] != live[1]["policy"]]
    draft.insert(5, new)  # last of the input lane
    mark = _mark()

    assert apply_draft(agent, draft, reason="Applied backtest x") == {"created": 1, "updated": 0, "deleted": 1}

    added = ProcessorPolicy.objects.get(agent=agent, config__words=["falcon"])
    assert _rows_after(mark) == [(live[1]["policy"], "-", [], "Applied backtest x"),
                                 (added.pk, "+", [], "Applied backtest x")]
    del positions[live[1]["policy"]]
    assert {p.pk: p.position for p in ProcessorPolicy.objects.filter(agent=agent) if p.pk != added.pk} == positions
    assert added.position > positions[live[4]["policy"]]
    order = [e["policy"] for e in live_draft(agent) if e["lane"] == "input"]
    assert order == [live[0]["policy"], live[2]["policy"], live[3]["policy"], live[4]["policy"], added.pk]


def test_a_reorder_moves_positions_and_says_so(make_agent) -> None:
    agent = _agent_with_seven(make_agent)
    live = live_draft(agent)
    draft = [live[0], live[2], live[1], *live[3:]]  # swap the PII policy and the blocklist
    mark = _mark()

    apply_draft(agent, draft, reason="Applied backtest y")

    assert [e["policy"] for e in live_draft(agent)] == [e["policy"] for e in draft]
    # The two swapped policies trade positions; the others (9 after a gap included) stay put.
    assert _rows_after(mark) == [(live[2]["policy"], "~", ["position"], "Applied backtest y"),
                                 (live[1]["policy"], "~", ["position"], "Applied backtest y")]
    assert ProcessorPolicy.objects.get(pk=live[4]["policy"]).position == 9


def test_apply_from_the_admin_records_one_reason_and_the_user_the_list_filters_on(
        make_agent, admin_client, admin_user) -> None:
    agent = _agent_with_seven(make_agent)
    live = live_draft(agent)
    draft = [e for e in live if e["processor"] != "unicode-normalizer"]
    draft[1] = {**draft[1], "config": {"words": ["refund", "cancel"]}}
    backtest = Backtest.objects.create(agent=agent, draft=draft, live=live, status=BacktestStatus.COMPLETED)
    mark = _mark()

    response = admin_client.post(reverse("admin:agentproc_backtest_apply", args=[backtest.pk]))

    assert response.status_code == 302
    rows = list(PolicyChange.objects.filter(history_id__gt=mark))
    reason = f"Applied backtest {str(backtest.pk)[:8]} of {agent.slug}"
    assert len(rows) == 2 and {r.history_change_reason for r in rows} == {reason}
    assert {r.history_user_id for r in rows} == {admin_user.pk}
    listed = admin_client.get(reverse("admin:agentproc_historicalprocessorpolicy_changelist"), {"reason": reason})
    assert {r.history_id for r in listed.context["cl"].result_list} == {r.history_id for r in rows}
    applied = admin_client.get(reverse("admin:agentproc_historicalprocessorpolicy_changelist"), {"reason": "applied"})
    assert applied.context["cl"].result_count == 2
    other = admin_client.get(reverse("admin:agentproc_historicalprocessorpolicy_changelist"), {"reason": "other"})
    assert other.context["cl"].result_count == PolicyChange.objects.count() - 2
