"""The audit trail records one finding per policy, type and action per turn, in plain words."""
from __future__ import annotations

import pytest

from agentproc import turns
from agentproc.models import Violation


def _turn(agent, user, text, conversation=None):
    conversation = conversation or turns.get_conversation(agent, user=user, session_key=None)
    turns.run_turn(conversation, text)
    return conversation


@pytest.mark.django_db
def test_an_email_streamed_in_many_chunks_is_one_finding(make_agent, model_script, alice) -> None:
    agent = make_agent(policies=[("output", "pii-detector", {"strategy": "redact"})])
    model_script.set("Write to jane.doe@example.com or to bob@example.org today.")
    _turn(agent, alice, "how do I reach you?")
    rows = list(Violation.objects.order_by("id").values_list("action", "reason", "metadata__count"))
    assert rows == [("redacted", "Redacted 2 email addresses in the answer", 2)]


@pytest.mark.django_db
def test_monitor_mode_says_what_it_would_have_done_to_the_answer(make_agent, model_script, alice) -> None:
    agent = make_agent(policies=[("output", "pii-detector", {"strategy": "redact"}, "monitor")])
    model_script.set("Mail jane.doe@example.com please.")
    conversation = _turn(agent, alice, "contact?")
    assert conversation.messages.get(role="assistant").text == "Mail jane.doe@example.com please."
    violation = Violation.objects.get()
    assert (violation.action, violation.reason) == ("monitored", "Would have redacted 1 email address in the answer")
    assert violation.metadata["wouldAction"] == "redacted"
    assert [m["value"] for m in violation.metadata["matches"]] == [violation.metadata["matches"][0]["value"]]
    assert "jane.doe@example.com" not in str(violation.metadata)


@pytest.mark.django_db
def test_history_judged_on_an_earlier_turn_is_not_recorded_again(make_agent, model_script, alice) -> None:
    agent = make_agent(policies=[("input", "pii-detector", {"strategy": "redact"}, "monitor")])
    model_script.set("Noted.")
    conversation = _turn(agent, alice, "my mail is jane.doe@example.com")
    _turn(agent, alice, "and what now?", conversation)
    _turn(agent, alice, "my phone is +1 415 555 0100", conversation)
    reasons = list(Violation.objects.order_by("run__created_at").values_list("reason", flat=True))
    assert reasons == ["Would have redacted 1 email address in the user's message",
                       "Would have redacted 1 phone number in the user's message"]


@pytest.mark.django_db
def test_types_are_separate_findings(make_agent, model_script, alice) -> None:
    agent = make_agent(policies=[("input", "pii-detector", {"strategy": "redact"})])
    model_script.set("ok")
    _turn(agent, alice, "jane.doe@example.com, bob@example.org and card 4111 1111 1111 1111")
    rows = sorted(Violation.objects.values_list("reason", "metadata__types"))
    assert rows == [("Redacted 1 card number in the user's message", ["credit_card"]),
                    ("Redacted 2 email addresses in the user's message", ["email"])]
