"""Secret options (the PII detector's hash key) and webhook tokens never leave the server in clear.

The attack: a staff member allowed only to view read the hash key on the policy change pages
(old and new values) and in backtest drafts, then reversed hashed phone numbers by trying them.
Each surface is crawled as that member (and as a superuser): no page, export or API answer
holds a key, and a masked value posted back keeps the stored one."""
from __future__ import annotations

import json
import logging
from typing import Any

import pytest
from django.contrib.auth.models import Permission
from django.test import Client
from django.urls import reverse

from agentproc.backtest.draft import live_draft
from agentproc.backtest.models import Backtest
from agentproc.backtest.runner import run_backtest
from agentproc.models import Agent, ProcessorPolicy, Run, Violation
from agentproc.processors.schema import MASK
from tests.security.crawl import pages

pytestmark = pytest.mark.django_db

OLD_KEY, NEW_KEY = "pepper-old-7f3a91", "pepper-new-c2d84e"
OLD_TOKEN, NEW_TOKEN = "tok-old-55aa19", "tok-new-99bb27"
SECRETS = (OLD_KEY, NEW_KEY, OLD_TOKEN, NEW_TOKEN)


def _policy_post(policy: ProcessorPolicy, **overrides: Any) -> dict[str, Any]:
    data = {"agent": policy.agent_id, "name": policy.name, "lane": "input", "position": 0,
            "processor_key": "pii-detector", "enabled": "on", "mode": "enforce", "config_for": "pii-detector",
            "config__strategy": "redact", "config__redaction_method": "hash",
            "config__detection_types": ["email", "phone"], "config__hash_key": "", "config__check_tool_calls": "on",
            "config__phone_regions": "US"}
    data.update(overrides)
    return data


@pytest.fixture
def scene(make_agent: Any, make_user: Any, admin_client: Client, model_script: Any) -> dict[str, Any]:
    """An agent whose PII detector hashes with a key that was rotated once (both in the
    history), whose webhook token was changed once, with a stored turn, a violation and a
    finished backtest of the chain."""
    from agentproc import turns
    from agentproc.models import Conversation

    agent = make_agent("support", webhook_url=f"https://hooks.example.com/services/{OLD_TOKEN}?key={OLD_TOKEN}",
                       policies=[("input", "pii-detector", {"strategy": "redact", "redaction_method": "hash",
                                                            "detection_types": ["email", "phone"],
                                                            "hash_key": OLD_KEY})])
    policy = ProcessorPolicy.objects.get(agent=agent)
    change = reverse("admin:agentproc_processorpolicy_change", args=[policy.pk])
    assert admin_client.post(change, _policy_post(policy, config__hash_key=NEW_KEY)).status_code == 302
    agent.webhook_url = f"https://hooks.example.com/services/{NEW_TOKEN}?key={NEW_TOKEN}"
    agent.save()
    model_script.set("Noted.")
    turns.run_turn(Conversation.objects.create(agent=agent, resource_id="user:1"), "mail me at ann@example.com")
    backtest = Backtest.objects.create(agent=agent, draft=live_draft(agent), live=live_draft(agent))
    run_backtest(backtest.pk)
    policy.refresh_from_db()
    assert policy.config["hash_key"] == NEW_KEY and ProcessorPolicy.history.filter(id=policy.pk).count() == 2
    assert Violation.objects.filter(agent=agent, action="redacted").exists()
    return {"agent": agent, "policy": policy, "backtest": Backtest.objects.get(pk=backtest.pk)}


def _viewer(make_user: Any) -> Any:
    """Staff who may view everything of agentproc and change nothing."""
    user = make_user("viewer", is_staff=True)
    user.user_permissions.set(Permission.objects.filter(content_type__app_label="agentproc",
                                                        codename__startswith="view_"))
    return user


def _leaks(body: bytes) -> list[str]:
    text = body.decode(errors="replace")
    return [s for s in SECRETS if s in text or json.dumps(s)[1:-1] in text]


def _crawl(client: Client, scene: dict[str, Any]) -> dict[str, int]:
    policy, agent, backtest = scene["policy"], scene["agent"], scene["backtest"]
    history = ProcessorPolicy.history.filter(id=policy.pk)
    start = ["/admin/", "/api/", "/api/runs/?format=csv", "/api/violations/?format=csv",
             reverse("admin:agentproc_processorpolicy_history", args=[policy.pk]),
             reverse("admin:agentproc_agent_history", args=[agent.pk]),
             reverse("admin:agentproc_backtest_change", args=[backtest.pk]),
             reverse("admin:agentproc_backtest_export", args=[backtest.pk]),
             *(reverse("admin:agentproc_historicalprocessorpolicy_change", args=[h.history_id]) for h in history),
             *(reverse("admin:agentproc_processorpolicy_simple_history", args=[policy.pk, h.history_id])
               for h in history),
             *(reverse("admin:agentproc_agent_simple_history", args=[agent.pk, h.history_id])
               for h in agent.history.all())]
    statuses: dict[str, int] = {}
    for url, status, body in pages(client, start):
        statuses[url] = status
        assert not _leaks(body), f"{url} ({status}) shows {_leaks(body)}"
    return statuses


def test_a_view_only_member_reads_no_key_and_no_token_anywhere(scene: dict[str, Any], make_user: Any,
                                                              caplog: pytest.LogCaptureFixture) -> None:
    client = Client()
    client.force_login(_viewer(make_user))
    with caplog.at_level(logging.DEBUG):
        statuses = _crawl(client, scene)
    policy = scene["policy"]
    # The pages that once showed the keys were read, and said that the key changed.
    record = ProcessorPolicy.history.filter(id=policy.pk).first()
    detail = reverse("admin:agentproc_historicalprocessorpolicy_change", args=[record.history_id])
    assert statuses[detail] == 200
    history = client.get(reverse("admin:agentproc_processorpolicy_history", args=[policy.pk])).content.decode()
    assert f"&quot;hash_key&quot;: &quot;{MASK}&quot;" in history
    agent_history = client.get(reverse("admin:agentproc_agent_history", args=[scene["agent"].pk])).content.decode()
    assert "hooks.example.com" in agent_history  # where it goes stays readable, its token does not
    assert statuses[reverse("admin:agentproc_backtest_change", args=[scene["backtest"].pk])] == 200
    for model in (Run, Violation):  # the lists' CSV export action
        export = client.post(reverse(f"admin:agentproc_{model._meta.model_name}_changelist"), {
            "action": "export_csv", "_selected_action": list(model.objects.values_list("pk", flat=True))})
        assert export.status_code == 200 and export["Content-Type"].startswith("text/csv")
        assert not _leaks(b"".join(export.streaming_content))
    assert sum(1 for s in statuses.values() if s == 200) >= 30  # every list, page, history and export
    assert not [s for s in SECRETS if s in caplog.text]


def test_a_superuser_reads_no_key_and_no_token_either(scene: dict[str, Any], admin_client: Client) -> None:
    statuses = _crawl(admin_client, scene)
    assert statuses[reverse("admin:agentproc_agent_change", args=[scene["agent"].pk])] == 200
    assert statuses[reverse("admin:agentproc_processorpolicy_change", args=[scene["policy"].pk])] == 200


def _backtester(make_user: Any) -> Any:
    user = make_user("tester", is_staff=True)
    user.user_permissions.set(Permission.objects.filter(content_type__app_label="agentproc", codename__in=(
        "add_backtest", "view_backtest", "view_agent", "view_processorpolicy", "view_conversation")))
    return user


def test_the_backtest_draft_shows_keys_masked_and_a_masked_key_posted_back_keeps_the_stored_one(
        scene: dict[str, Any], make_user: Any) -> None:
    agent = scene["agent"]
    client = Client()
    client.force_login(_backtester(make_user))
    page = client.get(reverse("admin:agentproc_backtest_add"), {"agent": agent.pk})
    assert page.status_code == 200 and not _leaks(page.content)
    shown = json.loads(page.context["form"].initial["draft"])
    assert shown[0]["config"]["hash_key"] == MASK

    form = {"agent": agent.pk, "draft": json.dumps(shown), "since": "", "until": "", "conversation": "", "sample": ""}
    preview = client.post(reverse("admin:agentproc_backtest_add"), {**form, "action": "preview"})
    assert preview.status_code == 200 and not _leaks(preview.content)
    assert "re-configure" not in " ".join(preview.context["preview"]["changes"])  # the same key: nothing changed
    assert client.post(reverse("admin:agentproc_backtest_add"), {**form, "action": "start"}).status_code == 302
    started = Backtest.objects.exclude(pk=scene["backtest"].pk).get()
    assert started.draft[0]["config"]["hash_key"] == NEW_KEY  # the real key, kept on the server
    run_backtest(started.pk)

    detail = client.get(reverse("admin:agentproc_backtest_change", args=[started.pk]))
    assert detail.status_code == 200 and not _leaks(detail.content) and MASK in detail.content.decode()


def test_a_masked_key_in_a_new_draft_entry_is_refused(scene: dict[str, Any], admin_client: Client) -> None:
    agent = scene["agent"]
    entry = {**live_draft(agent)[0], "policy": None, "config": {"redaction_method": "hash", "hash_key": MASK}}
    response = admin_client.post(reverse("admin:agentproc_backtest_add"), {
        "agent": agent.pk, "draft": json.dumps([entry]), "since": "", "until": "", "conversation": "",
        "sample": "", "action": "preview"})
    assert response.status_code == 200
    assert [e.code for e in response.context["form"].errors.as_data()["draft"]] == ["draft_masked_secret"]


def test_a_policy_saved_with_its_key_left_blank_or_masked_keeps_it(scene: dict[str, Any],
                                                                   admin_client: Client) -> None:
    policy = scene["policy"]
    change = reverse("admin:agentproc_processorpolicy_change", args=[policy.pk])
    for posted in ("", MASK):
        assert admin_client.post(change, _policy_post(policy, config__hash_key=posted)).status_code == 302
        policy.refresh_from_db()
        assert policy.config["hash_key"] == NEW_KEY


def test_the_agent_form_shows_the_webhook_masked_and_keeps_it_when_posted_back(scene: dict[str, Any],
                                                                               admin_client: Client) -> None:
    agent: Agent = scene["agent"]
    url = reverse("admin:agentproc_agent_change", args=[agent.pk])
    form = admin_client.get(url).context["adminform"].form
    shown = form.initial["webhook_url"]
    assert shown.startswith("https://hooks.example.com/") and NEW_TOKEN not in shown
    data = {k: v for k, v in form.initial.items() if v is not None and not isinstance(v, (list, dict))}
    data.update({"webhook_url": shown, "tools": [], "policies-TOTAL_FORMS": "0", "policies-INITIAL_FORMS": "0",
                 "policies-MIN_NUM_FORMS": "0", "policies-MAX_NUM_FORMS": "1000", "name": "Support v2",
                 "test_cases-TOTAL_FORMS": "0", "test_cases-INITIAL_FORMS": "0",
                 "test_cases-MIN_NUM_FORMS": "0", "test_cases-MAX_NUM_FORMS": "1000"})
    assert admin_client.post(url, data).status_code == 302
    agent.refresh_from_db()
    assert agent.name == "Support v2" and NEW_TOKEN in agent.webhook_url


@pytest.mark.parametrize("url", [
    "/admin/agentproc/agent/?webhook_url__contains=tok-new",
    "/admin/agentproc/agent/?webhook_url__startswith=https://hooks.example.com/services/tok",
    "/admin/agentproc/processorpolicy/?config__hash_key__startswith=pepper",
    "/admin/agentproc/processorpolicy/?config__icontains=pepper",
    "/admin/agentproc/historicalprocessorpolicy/?config__hash_key__startswith=pepper",
    "/admin/agentproc/backtest/?draft__icontains=pepper",
    "/admin/agentproc/backtest/?live__0__config__hash_key__startswith=pepper",
])
def test_no_list_answers_a_question_about_a_secret(scene: dict[str, Any], make_user: Any, url: str) -> None:
    """A filter on a secret column would tell, a character at a time, whether the secret starts so."""
    client = Client()
    client.force_login(_viewer(make_user))
    assert client.get(url).status_code == 400
    assert client.get(url.split("?")[0] + "?created_at__isnull=False").status_code == 200  # other filters work
