"""The backtest editor: the draft edited with the policy forms, starting from the live chain,
stored in the same JSON shape as a draft typed in the JSON box."""
from __future__ import annotations

import json
import re
from typing import Any

import pytest

from agentproc.processors.schema import MASK
from django import forms
from django.urls import reverse

from agentproc.backtest.draft import live_draft, validate_draft
from agentproc.backtest.models import Backtest
from agentproc.models import ProcessorPolicy

pytestmark = pytest.mark.django_db

ADD = "admin:agentproc_backtest_add"


@pytest.fixture
def agent(make_agent: Any) -> Any:
    agent = make_agent(policies=[("input", "regex-filter", {"words": ["refund"]}),
                                 ("input", "pii-detector", {"detection_types": ["email"]}),
                                 ("output", "regex-filter", {"words": ["internal"], "strategy": "redact"})])
    for pk, name in zip(agent.policies.order_by("lane", "position").values_list("pk", flat=True),
                        ("Refund talk", "Personal data", "Internal words")):
        ProcessorPolicy.objects.filter(pk=pk).update(name=name)
    return agent


def as_posted(response: Any, action: str, **changes: Any) -> dict[str, Any]:
    """What a browser posts for the start page as rendered, with ``changes`` (``entries-0-mode``…)."""
    data: dict[str, Any] = {"agent": response.context["form"]["agent"].value(), "draft": "", "since": "",
                            "until": "", "conversation": "", "sample": "", "action": action}
    editor = response.context["editor"]
    data.update({f"entries-{k}": v for k, v in editor.management_form.initial.items()}
                if not editor.is_bound else {k: v for k, v in editor.data.items() if k.endswith("_FORMS")})
    for form in editor.forms:
        for bound in form:
            value = bound.value()
            if isinstance(bound.field.widget, forms.CheckboxInput):
                if value:
                    data[bound.html_name] = "on"
            elif isinstance(bound.field, forms.MultipleChoiceField):
                data[bound.html_name] = list(value or [])
            elif not bound.field.disabled:
                data[bound.html_name] = "" if value is None else value
    for key, value in changes.items():
        if value is None:
            data.pop(key, None)
        else:
            data[key] = value
    return data


def test_the_editor_starts_from_the_live_chain(admin_client: Any, agent: Any) -> None:
    response = admin_client.get(reverse(ADD), {"agent": agent.pk})
    editor = response.context["editor"]
    assert [f.title for f in editor.forms] == ["Refund talk — Regex filter", "Personal data — PII detector",
                                               "Internal words — Regex filter"]
    html = response.content.decode()
    assert re.search(r'name="entries-0-config__words"[^>]*>\s*refund</textarea>', html)
    assert 'id="draft-advanced"' in html and 'id="draft-advanced" open' not in html  # JSON folded away
    # Posted untouched, the editor's draft is the live chain.
    posted = admin_client.post(reverse(ADD), as_posted(response, "preview"))
    assert posted.context["preview"]["changes"] == []
    assert json.loads(posted.context["draft_json"]) == validate_draft(agent, live_draft(agent))


def test_an_officer_edits_reorders_removes_and_adds_policies_with_forms(admin_client: Any, agent: Any) -> None:
    page = admin_client.get(reverse(ADD), {"agent": agent.pk})
    # A phone policy added to the input lane, with its processor's settings form.
    added = admin_client.post(reverse(ADD), as_posted(page, "add", add_processor="pii-detector", add_lane="input"))
    new = added.context["editor"].forms[-1]
    assert new.live_pk is None and new["mode"].value() == "monitor" and "config__detection_types" in new.fields
    assert not added.context["preview"]
    data = as_posted(added, "preview", **{
        "entries-0-config__words": "refund\ncancel",        # one more word for Refund talk
        "entries-1-mode": "monitor",                         # Personal data only monitored…
        "entries-1-ORDER": "2", "entries-0-ORDER": "3",      # …and run before Refund talk
        "entries-2-DELETE": "on",                            # Internal words removed
        "entries-3-name": "Phones", "entries-3-mode": "enforce",
        "entries-3-config__detection_types": ["phone"],
        "entries-3-ORDER": "0",                              # placed first in the input lane
    })
    preview = admin_client.post(reverse(ADD), data)
    assert preview.context["form"].is_valid(), preview.context["form"].errors
    draft = json.loads(preview.context["draft_json"])
    ids = dict(ProcessorPolicy.objects.values_list("name", "pk"))
    assert [(e["policy"], e.get("name"), e["mode"]) for e in draft] == [
        (None, "Phones", "enforce"), (ids["Personal data"], None, "monitor"), (ids["Refund talk"], None, "enforce")]
    assert draft[2]["config"]["words"] == ["refund", "cancel"] and draft[0]["config"]["detection_types"] == ["phone"]
    assert preview.context["preview"]["changes"] == [
        "remove Internal words", "add Phones to the input lane (enforce)",
        "switch Personal data from enforce to monitor", "re-configure Refund talk", "reorder policies"]

    data["action"] = "start"
    admin_client.post(reverse(ADD), data)
    backtest = Backtest.objects.get()
    assert backtest.draft == draft  # the same JSON the comparison engine and the API read


def test_a_settings_error_is_shown_on_its_entry(admin_client: Any, agent: Any) -> None:
    page = admin_client.get(reverse(ADD), {"agent": agent.pk})
    response = admin_client.post(reverse(ADD), as_posted(page, "preview", **{"entries-0-config__patterns": "([x",
                                                                               "entries-0-config__words": ""}))
    assert response.context["preview"] is None and not Backtest.objects.exists()
    errors = response.context["editor"].forms[0].errors
    assert "config__patterns" in errors and "Pattern 1" in errors["config__patterns"][0]
    # Words removed and no pattern: the draft refuses it, on that entry.
    response = admin_client.post(reverse(ADD), as_posted(page, "preview", **{"entries-0-config__words": ""}))
    [message] = response.context["editor"].forms[0].non_field_errors()
    assert "can never match" in message


def test_the_json_box_still_drives_the_draft_when_ticked(admin_client: Any, agent: Any) -> None:
    page = admin_client.get(reverse(ADD), {"agent": agent.pk})
    draft = live_draft(agent)[:1]
    response = admin_client.post(reverse(ADD), as_posted(page, "preview", use_json="1", draft=json.dumps(draft)))
    assert response.context["preview"]["changes"] == ["remove Personal data", "remove Internal words"]
    assert [f.live_pk for f in response.context["editor"].forms] == [draft[0]["policy"]]  # forms follow the JSON


def test_a_secret_setting_left_blank_keeps_the_live_value(admin_client: Any, agent: Any) -> None:
    pii = ProcessorPolicy.objects.get(name="Personal data")
    pii.config = {**pii.config, "redaction_method": "hash", "hash_key": "live-key-123"}
    pii.save()
    page = admin_client.get(reverse(ADD), {"agent": agent.pk})
    assert "live-key-123" not in page.content.decode().split('id="draft-advanced"')[0]  # not in the forms
    preview = admin_client.post(reverse(ADD), as_posted(page, "preview", **{"entries-1-mode": "monitor"}))
    [entry] = [e for e in json.loads(preview.context["draft_json"]) if e["policy"] == pii.pk]
    assert entry["config"]["hash_key"] == MASK and entry["mode"] == "monitor"  # shown masked, even in the JSON
    assert "live-key-123" not in preview.content.decode()
    admin_client.post(reverse(ADD), as_posted(page, "start", **{"entries-1-mode": "monitor"}))
    [started] = [e for e in Backtest.objects.latest("created_at").draft if e["policy"] == pii.pk]
    assert started["config"]["hash_key"] == "live-key-123"  # the live value, kept on the server


def test_a_posted_policy_of_another_agent_gets_none_of_its_secrets(admin_client: Any, agent: Any,
                                                                   make_agent: Any) -> None:
    other = make_agent("other", policies=[("input", "pii-detector", {"redaction_method": "hash",
                                                                      "hash_key": "other-agents-key"})])
    foreign = other.policies.get()
    page = admin_client.get(reverse(ADD), {"agent": agent.pk})
    response = admin_client.post(reverse(ADD), as_posted(page, "preview", **{"entries-1-policy": foreign.pk}))
    assert response.context["preview"] is None and not Backtest.objects.exists()
    assert "other-agents-key" not in response.content.decode()
    assert response.context["form"].errors.as_data()["draft"][0].code == "draft_unknown_policy"
