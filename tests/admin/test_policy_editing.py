"""Editing a policy as a compliance admin would: names, labels, lanes, monitor first, RE2 in
words, and a change history with old and new values that outlives the policy."""
from __future__ import annotations

import re
from typing import Any

import pytest
from django.urls import reverse

from agentproc.models import Agent, ProcessorPolicy
from tests.admin.conftest import agent_post

pytestmark = pytest.mark.django_db


def _pii_post(agent: Agent, **overrides: Any) -> dict[str, Any]:
    data = {"agent": agent.pk, "name": "", "lane": "input", "position": 0, "processor_key": "pii-detector",
            "enabled": "on", "mode": "monitor", "config_for": "pii-detector", "config__strategy": "redact",
            "config__redaction_method": "placeholder", "config__detection_types": ["email", "phone"],
            "config__hash_key": "", "config__check_tool_calls": "on"}
    data.update(overrides)
    return data


def test_a_new_policy_starts_in_monitor_mode_and_is_named_after_its_processor(admin_client: Any, agent: Agent) -> None:
    add = reverse("admin:agentproc_processorpolicy_add")
    page = admin_client.get(add, {"agent": agent.pk}).content.decode()
    assert re.search(r'<option value="monitor" selected>', page)
    assert admin_client.post(add, _pii_post(agent)).status_code == 302
    policy = ProcessorPolicy.objects.get()
    assert (policy.name, policy.mode) == ("PII detector", "monitor")
    listing = admin_client.get(reverse("admin:agentproc_processorpolicy_changelist")).content.decode()
    assert "PII detector" in listing and ">pii-detector<" not in listing


def test_the_settings_follow_the_chosen_processor_without_saving(admin_client: Any, agent: Agent, policy: ProcessorPolicy) -> None:
    change = reverse("admin:agentproc_processorpolicy_change", args=[policy.pk])
    html = admin_client.get(change, {"processor_key": "pii-detector"}).content.decode()
    # What the admin's script swaps in: the PII detector's settings, labelled in words.
    assert "Settings of PII detector" in html and 'name="config_for" value="pii-detector"' in html
    assert "When something is found" in html and "Redact: replace what was found" in html
    assert "US social security numbers" in html and "Placeholder ([EMAIL])" in html
    assert ">us_ssn<" not in html and ">redact<" not in html
    # Rarely needed options are folded away.
    assert re.search(r'<fieldset class="module aligned collapse agentproc-settings"', html)
    assert "Secret key for hashed redactions" in html


def test_only_the_processors_lanes_are_offered_and_a_wrong_lane_is_said_once(admin_client: Any, agent: Agent) -> None:
    add = reverse("admin:agentproc_processorpolicy_add")
    page = admin_client.get(add, {"agent": agent.pk, "processor_key": "system-prompt-scrubber"}).content.decode()
    lanes = re.search(r'<select name="lane".*?</select>', page, re.S).group(0)
    assert 'value="output"' in lanes and 'value="input"' not in lanes and 'value="error"' not in lanes
    data = {"agent": agent.pk, "lane": "input", "position": 0, "processor_key": "system-prompt-scrubber",
            "enabled": "on", "mode": "monitor", "config_for": "system-prompt-scrubber", "config__ngram_size": "8",
            "config__strategy": "redact", "config__replacement": "[REDACTED]", "config__protected_text": "",
            "config__use_system_messages": "on"}
    html = admin_client.post(add, data).content.decode()
    assert html.count("cannot run in the input lane") == 1 and not ProcessorPolicy.objects.exists()


def test_an_re2_error_is_said_in_words(admin_client: Any, agent: Agent) -> None:
    add = reverse("admin:agentproc_processorpolicy_add")
    data = {"agent": agent.pk, "lane": "input", "position": 0, "processor_key": "regex-filter", "enabled": "on",
            "mode": "monitor", "config_for": "regex-filter", "config__words": "", "config__patterns": "(?<=order )\\d+",
            "config__strategy": "block", "config__replacement": "[REDACTED]", "config__stream_holdback_chars": "64"}
    html = admin_client.post(add, data).content.decode()
    assert "look-behind ((?&lt;=…) or (?&lt;!…)) is not supported" in html
    assert "invalid perl operator" not in html


def test_every_change_is_recorded_with_who_when_and_old_and_new_values(admin_client: Any, admin_user: Any, agent: Agent) -> None:
    add = reverse("admin:agentproc_processorpolicy_add")
    admin_client.post(add, _pii_post(agent))
    policy = ProcessorPolicy.objects.get()
    change = reverse("admin:agentproc_processorpolicy_change", args=[policy.pk])
    response = admin_client.post(change, _pii_post(agent, name="Customer emails", mode="enforce",
                                                   config__redaction_method="mask"))
    assert response.status_code == 302
    latest = policy.history.first()
    assert latest.history_user == admin_user and latest.history_type == "~"
    delta = {c.field: (c.old, c.new) for c in latest.diff_against(latest.prev_record).changes}
    assert delta["mode"] == ("monitor", "enforce") and delta["name"] == ("PII detector", "Customer emails")
    assert delta["config"][0]["redaction_method"] == "placeholder" and delta["config"][1]["redaction_method"] == "mask"

    page = admin_client.get(reverse("admin:agentproc_processorpolicy_history", args=[policy.pk])).content.decode()
    assert "Customer emails" in page and admin_user.username in page
    assert "&quot;redaction_method&quot;: &quot;placeholder&quot;" in page and "&quot;redaction_method&quot;: &quot;mask&quot;" in page
    changes = admin_client.get(reverse("admin:agentproc_historicalprocessorpolicy_changelist")).content.decode()
    assert "Customer emails" in changes and "Mode" in changes

    # A secret option says that it changed, never what it is.
    admin_client.post(change, _pii_post(agent, name="Customer emails", mode="enforce", config__redaction_method="mask",
                                        config__hash_key="s3cret-pepper"))
    page = admin_client.get(reverse("admin:agentproc_processorpolicy_history", args=[policy.pk])).content.decode()
    assert "&quot;hash_key&quot;: &quot;••••&quot;" in page and "s3cret-pepper" not in page

    # Deleting the policy keeps its history, with who deleted it.
    assert admin_client.post(reverse("admin:agentproc_processorpolicy_delete", args=[policy.pk]), {"post": "yes"}).status_code == 302
    history = ProcessorPolicy.history.filter(id=policy.pk)
    assert [h.history_type for h in history] == ["-", "~", "~", "+"] and history[0].history_user == admin_user


def test_agent_changes_are_recorded_too(admin_client: Any, admin_user: Any, agent: Agent) -> None:
    url = reverse("admin:agentproc_agent_change", args=[agent.pk])
    data = agent_post(agent, [], initial=0)
    data["instructions"] = "Be brief and kind."
    assert admin_client.post(url, data).status_code == 302
    latest = agent.history.first()
    delta = {c.field: (c.old, c.new) for c in latest.diff_against(latest.prev_record).changes}
    assert delta["instructions"][1] == "Be brief and kind." and latest.history_user == admin_user
