"""Property tests: random drafts of a chain, backtested over turns stored by the real bridge,
never report an outcome the original messages contradict.

The stored turns are made by real chat turns, so what is stored is what the bridge keeps
(blocked messages redacted, or in full). The test knows each turn's original message, so it can
work out what the draft would really do (a blocklist matches whole words in any case) and hold
every reported change against it:

- a change is reported only when it is true (soundness): "no longer blocked" only for a turn the
  draft really lets through, "newly blocked" only for one it really blocks, and so on;
- a draft that only widens (adds words, PII types, a new blocklist, monitor -> enforce) or
  reorders never un-blocks a turn, and cannot judge only turns whose stored text a live
  policy redacted;
- a removed blocker un-blocks the turns it blocked that nothing else in the draft blocks: in
  full when the message was stored in full; otherwise reported as such or "cannot be judged".
"""
from __future__ import annotations

import re
from collections import Counter
from typing import Any

import pytest
from hypothesis import given, settings as hypothesis_settings, strategies as st

from agentproc.backtest.draft import clean_config, live_draft
from agentproc.backtest.models import BacktestResult, Change

pytestmark = pytest.mark.django_db

#: (the user's message, the scripted answer).
TURNS = [
    ("hello there", "Hi!"),
    ("I want a refund for order 1234", "ok"),
    ("cancel my order", "ok"),
    ("I will call my lawyer", "ok"),
    ("refund or my lawyer hears of it", "ok"),
    ("any discount today?", "No."),
    ("discount and a refund", "ok"),
    ("my mail is jane.doe@example.com", "Noted."),
    ("mail jane.doe@example.com about the refund", "ok"),
    ("write to me", "Sure, at support@example.com"),
    ("order status please", "Shipped."),
    ("lawyer up, cancel everything", "ok"),
]
CHAIN = [
    ("input", "pii-detector", {"strategy": "redact"}, "enforce"),
    ("input", "regex-filter", {"words": ["refund", "cancel"]}, "enforce"),
    ("input", "regex-filter", {"words": ["lawyer"]}, "enforce"),
    ("input", "regex-filter", {"words": ["discount"]}, "monitor"),
    ("output", "pii-detector", {"strategy": "redact"}, "enforce"),
]
WORDS = ["refund", "cancel", "lawyer", "discount", "order", "mail", "hello", "falcon"]
TYPES = ["email", "phone", "ip_address", "url"]
FILTERS, PII = [1, 2, 3], [0, 4]

OPS = st.one_of(
    st.tuples(st.just("add_word"), st.sampled_from(FILTERS), st.sampled_from(WORDS)),
    st.tuples(st.just("remove_word"), st.sampled_from(FILTERS), st.sampled_from(WORDS)),
    st.tuples(st.just("remove"), st.sampled_from(range(len(CHAIN)))),
    st.tuples(st.just("toggle"), st.sampled_from(range(len(CHAIN)))),
    st.tuples(st.just("reorder"), st.permutations([0, 1, 2, 3])),
    st.tuples(st.just("add_type"), st.sampled_from(PII), st.sampled_from(TYPES)),
    st.tuples(st.just("remove_type"), st.sampled_from(PII), st.sampled_from(TYPES)),
    st.tuples(st.just("new_filter"), st.lists(st.sampled_from(WORDS), min_size=1, max_size=2), st.integers(0, 4)),
)


def make_draft(live: list[dict[str, Any]], ops: list[tuple[Any, ...]]) -> list[dict[str, Any]]:
    """The live chain with ``ops`` applied; entries are referred to by their place in ``CHAIN``."""
    # Settings with their defaults filled in: adding a type adds it to the default types.
    entries: list[dict[str, Any] | None] = [{**e, "config": clean_config(e["processor"], e["config"])} for e in live]
    added: list[tuple[int, dict[str, Any]]] = []
    order = [0, 1, 2, 3]
    for op in ops:
        kind, target = op[0], op[1]
        entry = entries[target] if isinstance(target, int) and target < len(entries) else None
        if kind == "reorder":
            order = list(target)
        elif kind == "new_filter":
            added.append((op[2], {"policy": None, "lane": "input", "processor": "regex-filter",
                                  "config": {"words": list(dict.fromkeys(target))}, "mode": "enforce",
                                  "enabled": True}))
        elif entry is None:
            continue
        elif kind == "remove":
            entries[target] = None
        elif kind == "toggle":
            entry["mode"] = "monitor" if entry["mode"] == "enforce" else "enforce"
        elif kind in ("add_word", "remove_word"):
            words = list(entry["config"].get("words") or [])
            if kind == "add_word" and op[2] not in words:
                words.append(op[2])
            elif kind == "remove_word" and op[2] in words and len(words) > 1:
                words.remove(op[2])  # a blocklist keeps at least one word
            entry["config"]["words"] = words
        else:
            types = list(entry["config"].get("detection_types") or [])
            if kind == "add_type" and op[2] not in types:
                types.append(op[2])
            elif kind == "remove_type" and op[2] in types and len(types) > 1:
                types.remove(op[2])
            entry["config"]["detection_types"] = types
    inputs = [entries[i] for i in order if entries[i] is not None]
    for place, entry in added:
        inputs.insert(min(place, len(inputs)), entry)
    return inputs + [e for e in entries[4:] if e is not None]


def blocked_by(chain: list[dict[str, Any]], text: str) -> Any:
    """The policy that really blocks the original message ``text`` (its id, or the new entry)."""
    for entry in chain:
        if entry["lane"] != "input" or entry["processor"] != "regex-filter" or entry["mode"] != "enforce":
            continue
        words = entry["config"].get("words") or []
        if any(re.search(rf"(?<!\w){re.escape(w)}(?!\w)", text, re.IGNORECASE) for w in words):
            return entry["policy"] if entry["policy"] is not None else id(entry)
    return None


def only_widens(live: list[dict[str, Any]], draft: list[dict[str, Any]]) -> bool:
    """No live policy is removed, switched to monitor, or loses a word or a detection type."""
    drafted = {e["policy"]: e for e in draft if e["policy"] is not None}
    for old in live:
        new = drafted.get(old["policy"])
        if new is None or (old["mode"] == "enforce" and new["mode"] != "enforce"):
            return False
        before, after = (clean_config(old["processor"], e["config"]) for e in (old, new))
        for key in ("words", "detection_types"):
            if not set(before.get(key) or ()) <= set(after.get(key) or ()):
                return False
    return True


@pytest.fixture(params=["redacted", "full"])
def stored(request, make_agent, chat, settings) -> Any:
    """The agent and its stored turns (blocked messages stored redacted, or in full)."""
    settings.AGENTPROC = {**getattr(settings, "AGENTPROC", {}), "STORE_BLOCKED_INPUT": request.param}
    agent = make_agent(f"props-{request.param}", policies=CHAIN)
    runs = {text: chat(agent, text, answer) for text, answer in TURNS}
    return request.param, agent, runs


def test_random_drafts_report_only_true_changes(stored, backtest_of) -> None:
    mode, agent, runs = stored
    live = live_draft(agent)
    texts = {str(run.pk): text for text, run in runs.items()}
    answers = dict(TURNS)
    for text, run in runs.items():  # the oracle agrees with what the bridge did
        assert (run.status == "tripwire") == (blocked_by(live, text) is not None), text
    seen: Counter[str] = Counter()

    @hypothesis_settings(max_examples=40, deadline=None, derandomize=True, database=None)
    @given(ops=st.lists(OPS, min_size=1, max_size=3))
    def check(ops: list[tuple[Any, ...]]) -> None:
        draft = make_draft(live, ops)
        backtest = backtest_of(agent, draft)
        assert backtest.status == "completed" and backtest.done == len(TURNS), backtest.error
        results = {str(r.run_id): r for r in BacktestResult.objects.filter(backtest=backtest)}
        widening = only_widens(live, draft)
        for run_id, text in texts.items():
            before, after = blocked_by(live, text), blocked_by(draft, text)
            result = results.get(run_id)
            change = result.change if result else None
            seen[change or "unchanged"] += 1
            where = f"{text!r} with {ops}"
            if change == Change.NO_LONGER_BLOCKED:
                assert before is not None and after is None, where
            elif change == Change.NEWLY_BLOCKED:
                assert before is None and after is not None, where
            elif change == Change.BLOCKED_DIFFERENTLY:
                assert before is not None and after is not None and before != after, where
            elif change is None:
                assert (before is None) == (after is None), where
            else:
                assert change == Change.CANNOT_JUDGE and result.reason, where
            if widening:
                # Catching more never un-blocks; what it cannot judge is only what a live policy
                # redacted before storing (an e-mail address here), which the wider draft might catch.
                assert change != Change.NO_LONGER_BLOCKED, where
                if change == Change.CANNOT_JUDGE:
                    assert "@" in text + answers[text] and "cannot be seen" in result.reason, where
            if before is not None and before not in {e["policy"] for e in draft if e["mode"] == "enforce"} \
                    and after is None:
                # Its blocker is gone and nothing else blocks it: un-blocked (or, stored redacted, unknown).
                allowed = {Change.NO_LONGER_BLOCKED} if mode == "full" else {
                    Change.NO_LONGER_BLOCKED, Change.CANNOT_JUDGE}
                assert change in allowed, where

    check()
    # The drafts exercised every kind of outcome.
    assert {"unchanged", Change.NO_LONGER_BLOCKED, Change.NEWLY_BLOCKED, Change.BLOCKED_DIFFERENTLY} <= set(seen)
    print(f"\n{mode}: {sum(seen.values()) // len(TURNS)} drafts x {len(TURNS)} turns: {dict(seen)}")
