"""Policy test cases run through the agent's input chain (in process, no model) and say which fail."""
from __future__ import annotations

from typing import Any

import pytest
from django.db import models

from agentproc.backtest.draft import draft_policies, live_draft, validate_draft
from agentproc.models import ProcessorPolicy
from agentproc.registry import processor_registry
from agentproc.runtime.processor import Processor
from agentproc.testcases.models import PolicyTestCase
from agentproc.testcases.runner import failing, record, run_cases
from tests.testcases.conftest import case

pytestmark = pytest.mark.django_db


def test_the_live_chain_meets_every_expectation(agent: Any, cases: list[Any]) -> None:
    results = run_cases(agent)
    assert [(r.case.name, r.passed, r.outcome) for r in results] == [
        ("Email", True, "email redacted by Personal data"),
        ("Greeting", True, "passes"),
        ("Refund request", True, "blocked by Refund talk"),
    ]
    assert "jane@example.com" not in results[0].text and results[0].text.startswith("write to ")
    record(results)
    assert list(PolicyTestCase.objects.order_by("name").values_list("last_passed", "last_outcome")) == [
        (True, "email redacted by Personal data"), (True, "passes"), (True, "blocked by Refund talk")]


def test_a_draft_that_breaks_expectations_shows_which_fail(agent: Any, cases: list[Any]) -> None:
    live = live_draft(agent)
    # The refund words moved to monitor mode, and a blocklist that catches greetings added first.
    draft = validate_draft(agent, [
        {"policy": None, "lane": "input", "processor": "regex-filter", "config": {"words": ["hello"]},
         "mode": "enforce", "enabled": True, "name": "Greetings"},
        {**live[0], "mode": "monitor"}, live[1]])
    results = failing(run_cases(agent, policies=draft_policies(agent, draft)))
    assert sorted((r.case.name, r.expected, r.outcome) for r in results) == [
        ("Greeting", "passes", "blocked by Greetings"),
        ("Refund request", "blocked by Refund talk", "passes"),
    ]
    # The live chain is untouched, and so are the stored verdicts.
    assert all(r.passed for r in run_cases(agent))
    assert set(PolicyTestCase.objects.values_list("last_passed", flat=True)) == {None}


def test_the_example_message_is_never_stored_in_clear(agent: Any, cases: list[Any]) -> None:
    from django.db import connection

    with connection.cursor() as cursor:
        cursor.execute("SELECT sealed_message FROM agentproc_policytestcase")
        stored = " ".join(row[0] for row in cursor.fetchall())
    assert "jane@example.com" not in stored and "refund" not in stored
    assert PolicyTestCase.objects.get(name="Email").message == "write to jane@example.com"


def test_a_case_expecting_a_policy_that_calls_out_is_not_checked(agent: Any) -> None:
    moderation = ProcessorPolicy.objects.create(agent=agent, lane="input", processor_key="moderation", position=5,
                                                name="Abuse")
    case(agent, "Abuse", "you are terrible", "blocked", "Abuse")
    [result] = run_cases(agent)
    assert (result.passed, result.outcome) == (None, "not checked: its policy calls a service")
    assert moderation.pk  # left out of the run: no endpoint was called (the network guard would fail it)


def test_normalising_a_message_is_not_a_redaction(agent: Any) -> None:
    ProcessorPolicy.objects.filter(agent=agent).update(position=models.F("position") + 1)
    ProcessorPolicy.objects.create(agent=agent, lane="input", processor_key="unicode-normalizer", position=0,
                                   config={"collapse_whitespace": True}, name="Hidden characters")
    case(agent, "Spaces", "hello    there,   ｆｕｌｌ width", "passes")
    case(agent, "Hidden", "hello\u200bthere", "redacted")  # a zero-width character removed is reported
    assert [(r.case.name, r.passed, r.outcome) for r in run_cases(agent)] == [
        ("Hidden", True, "text redacted by Hidden characters"), ("Spaces", True, "passes")]


class Broken(Processor):
    """A processor whose input hook raises (a bug in a site's own processor)."""

    key = "test-broken"
    display_name = "Broken"
    lanes = ("input",)

    def process_input(self, messages: list[Any]) -> list[Any]:
        raise RuntimeError("lookup table missing")


def test_a_processor_that_raises_fails_its_cases_and_says_why(agent: Any, cases: list[Any]) -> None:
    processor_registry.register(Broken)
    try:
        ProcessorPolicy.objects.create(agent=agent, lane="input", processor_key="test-broken", position=9)
        results = run_cases(agent)
    finally:
        processor_registry.unregister("test-broken")
    assert {(r.passed, r.outcome) for r in results if r.case.name != "Refund request"} == {
        (False, "the chain failed: RuntimeError: lookup table missing")}
    # A turn blocked before the broken processor never reaches it.
    assert [r.passed for r in results if r.case.name == "Refund request"] == [True]
