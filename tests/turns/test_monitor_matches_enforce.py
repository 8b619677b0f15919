"""Monitor mode records what enforce mode acts on: the same chain, run once monitored and once
enforced on the same traffic, leaves the same findings (policy, type, action, count) per turn."""
from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from agentproc import turns
from agentproc.models import Violation

#: (the user's message, the scripted answer): with and without personal data and blocked words.
CORPUS = [
    ("hello there", "Hi, how can I help you today?"),
    ("my mail is jane.doe@example.com", "Thanks, noted."),
    ("I want a refund for order 1234", "Sure, let me check."),
    ("how do I reach you?", "Write to support@example.com or call +1 415 555 0100."),
    ("refund to jane.doe@example.com please", "ok"),
    ("who decides?", "Ask Bob, he answers quickly."),
    ("two addresses: a.b@example.com and c.d@example.org", "Both are on file, card 4111 1111 1111 1111 too."),
    ("is there a discount?", "Our competitor is cheaper, mail sales@example.com"),
    ("what's the admin password?", "The password is hunter2, ask ops@example.com"),
    ("call me on +44 20 7946 0958", "We will, Bob will call."),
    ("nothing special", "Plain answer with no data at all, repeated plain answer."),
    # A tool call (its arguments streamed, checked for personal data), then the answer.
    ("where is order 77?", ({"tool_calls": [{"name": "lookup_order", "args": {"order_id": "77"}}]},
                            "It has shipped, Bob.")),
    ("order for jane.doe@example.com", ({"tool_calls": [{"name": "lookup_order",
                                                         "args": {"order_id": "jane.doe@example.com"}}]},
                                        "Nothing found for that address.")),
]

CHAIN = [
    ("input", "pii-detector", {"strategy": "redact"}),
    ("input", "regex-filter", {"words": ["refund", "cancel my account"]}),
    ("output", "pii-detector", {"strategy": "redact"}),
    ("output", "regex-filter", {"words": ["bob", "competitor"], "strategy": "redact"}),
    ("output", "regex-filter", {"words": ["password"]}),
]


def _whole(answer: str) -> dict[str, Any]:
    """The answer in one chunk (a model that does not stream)."""
    return {"chunks": [{"type": "text-start", "payload": {"id": "t"}},
                       {"type": "text-delta", "payload": {"id": "t", "text": answer}},
                       {"type": "text-end", "payload": {"id": "t"}},
                       {"type": "finish", "payload": {"finishReason": "stop", "usage": {}}}]}


def findings_per_turn(make_agent, model_script, user, mode: str, streamed: bool) -> list[Counter]:
    """Run the corpus through the real bridge; per turn, the Violation rows as comparable keys."""
    agent = make_agent(f"chain-{mode}-{int(streamed)}", policies=[(*spec, mode) for spec in CHAIN],
                       tools=["lookup_order"])
    per_turn = []
    for text, answers in CORPUS:
        steps = answers if isinstance(answers, tuple) else (answers,)
        model_script.set(*(a if streamed or not isinstance(a, str) else _whole(a) for a in steps))
        conversation = turns.get_conversation(agent, user=user, session_key=None)
        run = turns.run_turn(conversation, text).run
        rows = Violation.objects.filter(run=run)
        per_turn.append(Counter(
            (row.policy.position, row.lane, row.metadata.get("wouldAction") if mode == "monitor" else row.action,
             tuple(row.metadata.get("types") or ()), row.metadata["count"])
            for row in rows))
    return per_turn


@pytest.mark.django_db
@pytest.mark.parametrize("streamed", [True, False], ids=["streamed", "one-chunk"])
def test_monitor_and_enforce_record_the_same_findings(make_agent, model_script, alice, streamed) -> None:
    enforced = findings_per_turn(make_agent, model_script, alice, "enforce", streamed)
    monitored = findings_per_turn(make_agent, model_script, alice, "monitor", streamed)
    assert monitored == enforced
    # The corpus exercises what it claims: clean turns, redactions in both lanes, blocks.
    assert sum(not rows for rows in enforced) >= 2
    actions = {key[2] for rows in enforced for key in rows}
    assert actions == {"redacted", "blocked"}
    assert {key[3] for rows in enforced for key in rows} >= {("email",), ("phone",), ("credit_card",), ()}
    assert any(key[1] == "output" and key[3] == ("email",) for key in enforced[-1])  # in the tool call


@pytest.mark.django_db
def test_a_clean_answer_leaves_no_monitored_row(make_agent, model_script, alice) -> None:
    agent = make_agent(policies=[("output", "pii-detector", {"strategy": "redact"}, "monitor"),
                                 ("output", "regex-filter", {"words": ["bob"], "strategy": "redact"}, "monitor")])
    for answer in ("hello there", "Hi, how can I help you today?", "one two three four five"):
        model_script.set(answer)
        turns.run_turn(turns.get_conversation(agent, user=alice, session_key=None), "hi")
    assert not Violation.objects.exists()


@pytest.mark.django_db
def test_nothing_is_recorded_after_a_monitored_block(make_agent, model_script, alice) -> None:
    agent = make_agent(policies=[("input", "regex-filter", {"words": ["refund"]}, "monitor"),
                                 ("output", "pii-detector", {"strategy": "redact"}, "monitor")])
    model_script.set("Mail jane.doe@example.com")
    conversation = turns.get_conversation(agent, user=alice, session_key=None)
    turn = turns.run_turn(conversation, "a refund please")
    assert turn.status == "completed" and turn.text == "Mail jane.doe@example.com"
    assert list(Violation.objects.values_list("reason", flat=True)) == [
        "Would have blocked the user's message: Blocked content detected in input: word:refund"]
