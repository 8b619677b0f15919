"""A backtest reports only what the stored evidence shows: widening never un-blocks, a narrowed
policy un-blocks what its record shows, and what stored text cannot show is "cannot be judged"."""
from __future__ import annotations

import csv
import io
from typing import Any

import pytest

from agentproc.backtest.draft import live_draft
from agentproc.backtest.models import BacktestResult, Change
from agentproc.models import Message

pytestmark = pytest.mark.django_db


def _results(backtest: Any) -> dict[str, str]:
    return {str(r.run_id): r.change for r in BacktestResult.objects.filter(backtest=backtest)}


def _with_config(agent: Any, **config: Any) -> list[dict[str, Any]]:
    """The live chain with its one policy's settings replaced."""
    [entry] = live_draft(agent)
    return [{**entry, "config": {**entry["config"], **config}}]


def test_adding_a_word_to_a_blocklist_never_unblocks_a_turn_stored_redacted(make_agent, chat, backtest_of) -> None:
    agent = make_agent(policies=[("input", "regex-filter", {"words": ["refund"]})])
    blocked = chat(agent, "I want a refund for order 1234")
    chat(agent, "hello there")
    assert blocked.status == "tripwire"
    assert Message.objects.get(run=blocked).text == "I want a [REDACTED] for order 1234"

    backtest = backtest_of(agent, _with_config(agent, words=["refund", "cancel"]))

    assert backtest.status == "completed" and backtest.done == 2
    assert _results(backtest) == {}
    assert backtest.summary["changes"] == {}


def test_a_narrowed_blocklist_unblocks_exactly_the_turns_its_record_shows(make_agent, chat, backtest_of) -> None:
    agent = make_agent(policies=[("input", "regex-filter", {"words": ["refund", "cancel"]})])
    by_refund = chat(agent, "I want a refund for order 1234")
    by_cancel = chat(agent, "cancel it")
    chat(agent, "hello there")

    without_refund = backtest_of(agent, _with_config(agent, words=["cancel"]))
    without_cancel = backtest_of(agent, _with_config(agent, words=["refund"]))

    assert _results(without_refund) == {str(by_refund.pk): Change.NO_LONGER_BLOCKED}
    assert _results(without_cancel) == {str(by_cancel.pk): Change.NO_LONGER_BLOCKED}


def test_a_changed_blocker_over_redacted_text_cannot_be_judged(make_agent, chat, backtest_of) -> None:
    agent = make_agent(policies=[("input", "regex-filter", {"words": ["refund"]})])
    blocked = chat(agent, "I want a refund for order 1234")

    # "refunds" in place of "refund": the stored "[REDACTED]" cannot say whether it matches.
    backtest = backtest_of(agent, _with_config(agent, words=["refunds"]))

    assert _results(backtest) == {str(blocked.pk): Change.CANNOT_JUDGE}
    result = BacktestResult.objects.get(backtest=backtest)
    assert "blocked it; the draft changes" in result.reason and "stored message no longer shows" in result.reason
    assert backtest.summary["changes"] == {"cannot_judge": 1}
    assert backtest.summary["cannot_judge"] == {"blocked_text_not_stored": 1}


def test_a_changed_blocker_over_stored_text_that_shows_the_match_is_judged_by_the_replay(
        make_agent, chat, backtest_of, settings) -> None:
    settings.AGENTPROC = {**getattr(settings, "AGENTPROC", {}), "STORE_BLOCKED_INPUT": "full"}
    agent = make_agent(policies=[("input", "regex-filter", {"words": ["refund"]})])
    blocked = chat(agent, "I want a refund for order 1234")
    assert Message.objects.get(run=blocked).text == "I want a refund for order 1234"

    backtest = backtest_of(agent, _with_config(agent, words=["refunds"]))

    assert _results(backtest) == {str(blocked.pk): Change.NO_LONGER_BLOCKED}


def test_removing_a_redacting_policy_cannot_be_judged_on_the_turns_it_redacted(make_agent, chat, backtest_of) -> None:
    agent = make_agent(policies=[("input", "pii-detector", {"strategy": "redact"})])
    redacted = chat(agent, "my mail is jane.doe@example.com")
    chat(agent, "hello there")

    backtest = backtest_of(agent, [])
    widened = backtest_of(agent, _with_config(agent, detection_types=["email", "phone", "ip_address", "iban"]))

    assert _results(backtest) == {str(redacted.pk): Change.CANNOT_JUDGE}
    reason = BacktestResult.objects.get(backtest=backtest).reason
    assert "redacted the user's message before it was stored" in reason
    assert _results(widened) == {}


def test_a_changed_blocker_the_backtest_does_not_run_cannot_be_judged(make_agent, chat, backtest_of) -> None:
    agent = make_agent(policies=[("input", "moderation", {"backend": "judge", "judge_model": "test/script"})])
    # A turn the moderation policy blocked, as its stored rows record it (its judge is not called here).
    blocked = chat(agent, "something awful", "fine", "fine")
    from agentproc.models import Run, Violation
    Run.objects.filter(pk=blocked.pk).update(status="tripwire", tripwire={"processorId": "moderation"})
    Violation.objects.create(run=blocked, agent=agent, policy=agent.policies.get(), processor_id="moderation",
                             action="blocked", lane="input", metadata={"categories": ["violence"]})

    kept = backtest_of(agent, live_draft(agent))
    changed = backtest_of(agent, _with_config(agent, threshold=0.9))

    assert _results(kept) == {}
    assert _results(changed) == {str(blocked.pk): Change.CANNOT_JUDGE}
    assert "which this backtest does not run" in BacktestResult.objects.get(backtest=changed).reason


def test_the_results_page_and_export_show_why_a_turn_cannot_be_judged(make_agent, chat, backtest_of, admin_client) -> None:
    agent = make_agent(policies=[("input", "regex-filter", {"words": ["refund"]})])
    chat(agent, "I want a refund for order 1234")
    backtest = backtest_of(agent, _with_config(agent, words=["refunds"]))
    reason = BacktestResult.objects.get(backtest=backtest).reason

    page = admin_client.get(f"/admin/agentproc/backtest/{backtest.pk}/change/")
    export = admin_client.get(f"/admin/agentproc/backtest/{backtest.pk}/export.csv")

    assert page.status_code == 200
    assert "Cannot be judged from what was stored" in page.content.decode()
    # The stored reason names policies by label; the page and the export by the policy's name.
    named = reason.replace(f"input regex-filter #{agent.policies.get().pk}", agent.policies.get().name)
    assert named != reason and named.split(";")[0] in page.content.decode()
    rows = list(csv.DictReader(io.StringIO(b"".join(export.streaming_content).decode())))
    assert [(r["change"], r["reason"]) for r in rows] == [("cannot_judge", named)]


def _entry(config: dict[str, Any], mode: str = "enforce", processor: str = "regex-filter",
           lane: str = "input") -> dict[str, Any]:
    from agentproc.backtest.draft import clean_config

    return {"policy": 1, "lane": lane, "processor": processor, "config": clean_config(processor, config),
            "mode": mode, "enabled": True}


@pytest.mark.parametrize(("live", "draft", "expected"), [
    (_entry({"words": ["refund"]}), _entry({"words": ["Refund"]}), "kept"),
    (_entry({"words": ["refund"]}), _entry({"words": ["refund", "cancel"]}), "widened"),
    (_entry({"words": ["refund"]}), _entry({"words": ["refund"], "patterns": ["order \\d+"]}), "widened"),
    (_entry({"words": ["refund", "cancel"]}), _entry({"words": ["cancel"]}), "narrowed"),
    (_entry({"words": ["refund"]}), _entry({"words": ["refunds"]}), "changed"),
    (_entry({"words": ["refund"]}), _entry({"words": ["refund"], "strategy": "warn"}), "changed"),
    (_entry({"words": ["refund"]}), _entry({"words": ["refund"], "replacement": "***"}), "kept"),
    (_entry({"words": ["refund"]}, "monitor"), _entry({"words": ["refund", "x"]}), "widened"),
    (_entry({"words": ["refund"]}), _entry({"words": ["refund"]}, "monitor"), "removed"),
    (_entry({"words": ["refund"]}), _entry({"words": ["refund"]}, lane="output"), "changed"),
    (_entry({}, processor="pii-detector"), _entry({"detection_types": ["email"]}, processor="pii-detector"),
     "narrowed"),
    (_entry({}, processor="prompt-injection-detector"),
     _entry({"threshold": 0.5}, processor="prompt-injection-detector"), "widened"),
    (_entry({}, processor="token-limiter", lane="input"),
     _entry({"max_input_tokens": 9000}, processor="token-limiter", lane="input"), "changed"),
])
def test_how_a_draft_changes_a_policy(live: dict[str, Any], draft: dict[str, Any], expected: str) -> None:
    from agentproc.backtest.draft import clean_config
    from agentproc.backtest.evidence import relation

    assert relation(live, draft, clean_config) == expected
