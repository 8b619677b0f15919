"""The chain review: settings that can never match are refused; a policy an earlier enforced
one starves is warned about on save, in Try it and in the backtest preview."""
from __future__ import annotations

import json
from typing import Any

import pytest
from django.urls import reverse

from agentproc.backtest.draft import DraftError, live_draft, validate_draft
from agentproc.admin.review import review
from agentproc.chain_review import NEVER_MATCHES, NEVER_RUNS, PARTLY_STARVED, STARVED, review_chain
from agentproc.models import ProcessorPolicy


def pii(name: str, types: list[str], mode: str = "enforce", strategy: str = "redact", lane: str = "input",
        enabled: bool = True) -> dict[str, Any]:
    return {"name": name, "lane": lane, "processor": "pii-detector", "mode": mode, "enabled": enabled,
            "config": {"detection_types": types, "strategy": strategy}}


def words(name: str, listed: list[str], patterns: tuple[str, ...] = (), strategy: str = "block",
          mode: str = "enforce") -> dict[str, Any]:
    return {"name": name, "lane": "input", "processor": "regex-filter", "mode": mode, "enabled": True,
            "config": {"words": listed, "patterns": list(patterns), "strategy": strategy}}


PERSONAL = pii("Personal data in questions", ["email", "phone"])
PHONES = pii("Phone numbers in questions", ["phone"])

CHAINS = [
    ("a phone policy after one masking phones", [PERSONAL, PHONES],
     [(1, STARVED, "Phone numbers in questions can never find anything: Personal data in questions, earlier in "
                   "the input lane and enforced, already masks phone numbers.")]),
    ("the masking policy only monitors", [{**PERSONAL, "mode": "monitor"}, PHONES], []),
    ("the masking policy is disabled", [{**PERSONAL, "enabled": False}, PHONES], []),
    ("the masking policy runs after it", [PHONES, PERSONAL],
     [(1, PARTLY_STARVED, "Personal data in questions never sees phone numbers: Phone numbers in questions, earlier "
                          "in the input lane and enforced, already masks phone numbers.")]),
    ("the masking policy is in the other lane", [{**PERSONAL, "lane": "output"}, PHONES], []),
    ("the earlier policy only warns", [{**PERSONAL, "config": {**PERSONAL["config"], "strategy": "warn"}}, PHONES],
     []),
    ("an earlier policy blocks turns with emails", [pii("Emails", ["email"], strategy="block"), PERSONAL],
     [(1, PARTLY_STARVED, "Personal data in questions never sees email addresses: Emails, earlier in the input "
                          "lane and enforced, blocks the turn first on email addresses.")]),
    ("a word an earlier blocklist blocks", [words("Refund talk", ["refund"]), words("Money", ["Refund", "cash"])],
     [(1, PARTLY_STARVED, "Money never sees “refund”: Refund talk, earlier in the input lane and enforced, "
                          "blocks the turn first on “refund”.")]),
    ("every word blocked earlier", [words("Refund talk", ["refund", "cash"]), words("Money", ["cash"])],
     [(1, STARVED, "Money can never find anything: Refund talk, earlier in the input lane and enforced, blocks the "
                   "turn first on “cash”.")]),
    ("its patterns still find other things", [words("Refund talk", ["cash"]), words("Money", ["cash"], (r"\$\d+",))],
     [(1, PARTLY_STARVED, "Money never sees “cash”: Refund talk, earlier in the input lane and enforced, blocks "
                          "the turn first on “cash”.")]),
    ("a pattern that blocks every message", [words("Everything", [], (".",)), PERSONAL],
     [(1, NEVER_RUNS, "Personal data in questions never sees a message: Everything, earlier in the input lane and "
                      "enforced, blocks every message (its pattern “.” matches any text).")]),
    ("a pattern that blocks only some messages", [words("Numbers", [], (r"\d{3}",)), PERSONAL], []),
    ("a blocklist with nothing in it", [words("Empty", [])],
     [(0, NEVER_MATCHES, "Empty can never match: Add at least one blocked word or pattern: with neither, this "
                         "regex filter can never match.")]),
]


@pytest.mark.parametrize(("chain", "expected"), [(c, e) for _, c, e in CHAINS], ids=[i for i, _, _ in CHAINS])
def test_the_review_of_a_chain(chain: list[dict[str, Any]], expected: list[tuple[int, str, str]]) -> None:
    assert [(w.index, w.code, w.message) for w in review(chain)] == expected


# -- where officers meet it -----------------------------------------------------------------

def _regex_post(agent: Any, **overrides: Any) -> dict[str, Any]:
    data = {"agent": agent.pk, "name": "Refund talk", "lane": "input", "position": 0,
            "processor_key": "regex-filter", "enabled": "on", "mode": "enforce", "config_for": "regex-filter",
            "config__words": "", "config__patterns": "", "config__strategy": "block",
            "config__replacement": "[REDACTED]", "config__stream_holdback_chars": 64}
    data.update(overrides)
    return data


@pytest.mark.django_db
def test_the_policy_form_refuses_a_filter_that_can_never_match(admin_client: Any, make_agent: Any) -> None:
    agent = make_agent()
    add = reverse("admin:agentproc_processorpolicy_add")
    response = admin_client.post(add, _regex_post(agent))
    assert response.status_code == 200 and not ProcessorPolicy.objects.exists()
    assert "this regex filter can never match" in response.content.decode()
    assert admin_client.post(add, _regex_post(agent, config__words="refund")).status_code == 302
    assert ProcessorPolicy.objects.get().config["words"] == ["refund"]


@pytest.mark.django_db
def test_the_agent_page_refuses_a_new_blocklist_row_without_words(admin_client: Any, make_agent: Any) -> None:
    from tests.admin.conftest import agent_post

    agent = make_agent()
    data = agent_post(agent, [{"name": "", "processor_key": "regex-filter", "lane": "input", "position": 0,
                               "enabled": "on", "mode": "monitor"}], 0)
    response = admin_client.post(reverse("admin:agentproc_agent_change", args=[agent.pk]), data)
    assert response.status_code == 200 and not ProcessorPolicy.objects.exists()
    assert "this regex filter can never match" in response.content.decode()


@pytest.mark.django_db
def test_saving_a_starved_policy_warns(admin_client: Any, make_agent: Any) -> None:
    agent = make_agent(policies=[("input", "pii-detector", {"detection_types": ["email", "phone"]})])
    ProcessorPolicy.objects.update(name="Personal data in questions")
    post = {"agent": agent.pk, "name": "Phone numbers in questions", "lane": "input", "position": 1,
            "processor_key": "pii-detector", "enabled": "on", "mode": "monitor", "config_for": "pii-detector",
            "config__strategy": "block", "config__redaction_method": "mask", "config__detection_types": ["phone"],
            "config__hash_key": "", "config__check_tool_calls": "on", "config__phone_regions": "US"}
    response = admin_client.post(reverse("admin:agentproc_processorpolicy_add"), post, follow=True)
    warnings = [str(m) for m in response.context["messages"] if m.level_tag == "warning"]
    assert warnings == ["Phone numbers in questions can never find anything: Personal data in questions, earlier "
                        "in the input lane and enforced, already masks phone numbers."]
    assert ProcessorPolicy.objects.count() == 2  # a warning, not a refusal: the officer may mean it

    try_it = admin_client.get(reverse("admin:agentproc_agent_try", args=[agent.pk]))
    assert [w.code for w in try_it.context["chain_warnings"]] == [STARVED]
    assert "Phone numbers in questions can never find anything" in try_it.content.decode()


@pytest.mark.django_db
def test_the_backtest_preview_warns_and_the_draft_refuses_a_filter_that_can_never_match(
        admin_client: Any, make_agent: Any) -> None:
    agent = make_agent(policies=[("input", "pii-detector", {"detection_types": ["email", "phone"]})])
    phones = {"policy": None, "lane": "input", "processor": "pii-detector", "name": "Phones",
              "config": {"detection_types": ["phone"]}, "mode": "enforce", "enabled": True}
    form = {"agent": agent.pk, "since": "", "until": "", "conversation": "", "sample": "", "action": "preview"}
    response = admin_client.post(reverse("admin:agentproc_backtest_add"),
                                 {**form, "draft": json.dumps(live_draft(agent) + [phones])})
    [warning] = response.context["preview"]["warnings"]
    assert (warning.code, warning.policy) == (STARVED, "Phones")
    assert 'id="chain-warnings"' in response.content.decode()

    empty = {**phones, "processor": "regex-filter", "config": {"words": [" "]}}
    with pytest.raises(DraftError) as caught:
        validate_draft(agent, live_draft(agent) + [empty])
    assert caught.value.code == "draft_never_matches" and "entry 2" in str(caught.value)
    response = admin_client.post(reverse("admin:agentproc_backtest_add"),
                                 {**form, "draft": json.dumps(live_draft(agent) + [empty])})
    assert response.context["form"].errors.as_data()["draft"][0].code == "draft_never_matches"


@pytest.mark.django_db
def test_a_live_policy_that_can_never_match_is_kept_in_a_draft_with_a_warning(make_agent: Any) -> None:
    agent = make_agent(policies=[("input", "regex-filter", {"words": []})])  # saved before the rule
    live = live_draft(agent)
    assert [e["config"]["words"] for e in validate_draft(agent, live)] == [[]]
    assert [w.code for w in review_chain(live)] == [NEVER_MATCHES]
    with pytest.raises(DraftError):  # edited, it must find something
        validate_draft(agent, [{**live[0], "config": {"words": [], "strategy": "redact"}}])


@pytest.mark.parametrize(("key", "config", "words", "defaults_match"), [
    ("regex-filter", {"words": ["  "], "patterns": []}, "blocked word or pattern", False),
    ("pii-detector", {"detection_types": []}, "kind of personal data", True),
    ("tool-call-filter", {"allow": [], "deny": []}, "allowed or denied tools", False),
    ("system-prompt-scrubber", {"use_system_messages": False, "protected_text": " "}, "text to protect", True),
    ("quality-guardrail", {"min_chars": 0}, "shortest acceptable answer", True),
])
def test_each_processor_says_what_its_settings_lack(key: str, config: dict[str, Any], words: str,
                                                    defaults_match: bool) -> None:
    from agentproc.chain_review import never_matches
    from agentproc.registry import processor_registry

    entry = processor_registry.get(key)
    problem = never_matches(key, entry.validate(config))
    assert problem is not None and words in problem
    assert (never_matches(key, entry.validate({})) is None) is defaults_match


def test_the_review_words_items_plainly_outside_the_admin() -> None:
    [warning] = review_chain([pii("All", ["credit_card", "phone"]), pii("Cards", ["credit_card"])])
    assert warning.message == ("Cards can never find anything: All, earlier in the input lane and enforced, "
                               "already masks credit card.")
