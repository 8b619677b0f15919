"""The admin as staff see it: every page renders, policy settings are a real validated form,
audit records are read-only, and the Try it page stores nothing."""
from __future__ import annotations

import re
from typing import Any

import pytest
from django.urls import reverse

from agentproc.models import Agent, Conversation, Message, ProcessorPolicy, Run, Violation
from agentproc.processors.schema import Field
from agentproc.registry import processor_registry
from agentproc.runtime.processor import Processor

pytestmark = pytest.mark.django_db


def _regex_problem(value: str) -> str | None:
    try:
        re.compile(value)
    except re.error as exc:
        return f"Not a valid regular expression: {exc}."
    return None


class ShoutFilter(Processor):
    """Test guardrail with one option of every schema type."""

    key = "test-shout"
    display_name = "Shout filter"
    lanes = ("input",)
    config_fields = (
        Field("pattern", "str", default=r"\b[A-Z]{4,}\b", help="Regular expression.", validator=_regex_problem),
        Field("threshold", "float", default=0.5, min=0, max=1, help="Score needed to act."),
        Field("strategy", "choice", default="redact", choices=("block", "warn", "redact")),
        Field("max_hits", "int", default=3, min=1, max=10),
        Field("case_sensitive", "bool", default=True),
        Field("roles", "multichoice", default=["user"], choices=("user", "assistant")),
        Field("allow", "list", default=["OK"]),
        Field("notes", "text", default=""),
        Field("extra", "json", default={"a": 1}),
    )

    def __init__(self, *, pattern: str, strategy: str, allow: list[str], id: str | None = None, **_: Any) -> None:
        self.id = id or self.key
        self.name = self.display_name
        self.pattern, self.strategy, self.allow = re.compile(pattern), strategy, set(allow)

    def process_input(self, messages: list[Any], abort: Any) -> list[Any]:
        for m in messages:
            for part in m.content.parts:
                if part.get("type") != "text":
                    continue
                hits = [h for h in self.pattern.findall(part["text"]) if h not in self.allow]
                if hits and self.strategy == "block":
                    abort("Shouting is not allowed")
                if hits:
                    part["text"] = self.pattern.sub(lambda mt: mt.group() if mt.group() in self.allow else "[SHOUT]", part["text"])
                    self.report_violation("shouting redacted", {"hits": len(hits)}, action="redacted", hook="process_input")
        return messages


class Echo(Processor):
    """Output-lane test processor (no settings)."""

    key = "test-echo"
    display_name = "Echo"
    lanes = ("output",)

    def __init__(self, id: str | None = None) -> None:
        self.id = id or self.key

    def process_output_result(self, messages: list[Any]) -> list[Any]:
        return messages


@pytest.fixture(autouse=True)
def test_processors():
    for cls in (ShoutFilter, Echo):
        processor_registry.register(cls)
    yield
    for cls in (ShoutFilter, Echo):
        processor_registry.unregister(cls.key)


@pytest.fixture
def agent() -> Agent:
    return Agent.objects.create(slug="support", name="Support", model="scripted/fast", instructions="Be kind.")


@pytest.fixture
def policy(agent: Agent) -> ProcessorPolicy:
    return ProcessorPolicy.objects.create(
        agent=agent, stage="input", processor_key="test-shout", position=0,
        config={"pattern": r"\b[A-Z]{4,}\b", "threshold": 0.5, "strategy": "redact"},
    )


@pytest.fixture
def audit(agent: Agent, policy: ProcessorPolicy, django_user_model: Any) -> dict[str, Any]:
    """A conversation with a tool call and a redaction, its run and a violation."""
    owner = django_user_model.objects.create_user("alice", password="pw")
    conv = Conversation.objects.create(agent=agent, owner=owner, title="Order help")
    run = Run.objects.create(
        agent=agent, conversation=conv, status="completed", finish_reason="stop", model="scripted/fast",
        usage={"inputTokens": 5, "outputTokens": 7, "totalTokens": 12},
        timings=[{"processorId": "test-shout", "hook": "process_input", "lane": "input", "calls": 1, "totalMs": 0.42}],
    )
    user_data = {"id": "m1", "role": "user", "content": {"format": 2, "parts": [
        {"type": "text", "text": "Mail me at [EMAIL] about order 42"}]}}
    bot_data = {"id": "m2", "role": "assistant", "content": {"format": 2, "parts": [
        {"type": "tool-invocation", "toolInvocation": {"state": "result", "toolCallId": "c1", "toolName": "lookup_order",
                                                       "args": {"order_id": "42"}, "result": {"status": "shipped"}}},
        {"type": "text", "text": "Order 42 has shipped."}]}}
    Message.objects.create(conversation=conv, run=run, role="user", data=user_data, text="Mail me at [EMAIL] about order 42", in_context=True)
    Message.objects.create(conversation=conv, run=run, role="assistant", data=bot_data, text="Order 42 has shipped.", in_context=True)
    violation = Violation.objects.create(
        run=run, policy=policy, agent=agent, conversation=conv, processor_id="test-shout", lane="input",
        hook="process_input", reason="=HYPERLINK(\"x\") email redacted", metadata={"kind": "email"}, action="redacted",
    )
    return {"conversation": conv, "run": run, "violation": violation}


def _policy_post(policy: ProcessorPolicy, **overrides: Any) -> dict[str, Any]:
    data = {
        "agent": policy.agent_id, "stage": policy.stage, "position": policy.position,
        "processor_key": policy.processor_key, "enabled": "on", "mode": policy.mode, "config_for": policy.processor_key,
        "config__pattern": r"\b[A-Z]{4,}\b", "config__threshold": "0.5", "config__strategy": "redact",
        "config__max_hits": "3", "config__case_sensitive": "on", "config__roles": ["user"],
        "config__allow": "OK", "config__notes": "", "config__extra": '{"a": 1}',
    }
    data.update(overrides)
    return {k: v for k, v in data.items() if v is not None}


# -- access ----------------------------------------------------------------------------------------

def test_anonymous_and_non_staff_users_are_sent_to_the_login_page(client: Any, django_user_model: Any, agent: Agent) -> None:
    url = reverse("admin:agentproc_agent_change", args=[agent.pk])
    assert client.get(url)["Location"].startswith(reverse("admin:login"))
    django_user_model.objects.create_user("bob", password="pw", is_staff=False)
    client.login(username="bob", password="pw")
    for target in (url, reverse("admin:agentproc_agent_try", args=[agent.pk]), reverse("admin:agentproc_violation_chart")):
        response = client.get(target)
        assert response.status_code == 302 and response["Location"].startswith(reverse("admin:login"))


# -- every page renders ------------------------------------------------------------------------------

def test_every_admin_page_renders_for_a_superuser(admin_client: Any, agent: Agent, policy: ProcessorPolicy, audit: dict[str, Any]) -> None:
    conv, run, violation = audit["conversation"], audit["run"], audit["violation"]
    pages = [
        reverse("admin:index"),
        reverse("admin:app_list", args=["agentproc"]),
        reverse("admin:agentproc_agent_changelist"),
        reverse("admin:agentproc_agent_add"),
        reverse("admin:agentproc_agent_change", args=[agent.pk]),
        reverse("admin:agentproc_agent_try", args=[agent.pk]),
        reverse("admin:agentproc_processorpolicy_changelist"),
        reverse("admin:agentproc_processorpolicy_add"),
        reverse("admin:agentproc_processorpolicy_add") + f"?agent={agent.pk}&processor_key=test-shout",
        reverse("admin:agentproc_processorpolicy_change", args=[policy.pk]),
        reverse("admin:agentproc_conversation_changelist"),
        reverse("admin:agentproc_conversation_change", args=[conv.pk]),
        reverse("admin:agentproc_run_changelist"),
        reverse("admin:agentproc_run_changelist") + "?status__exact=completed&violation_processor=test-shout",
        reverse("admin:agentproc_run_change", args=[run.pk]),
        reverse("admin:agentproc_violation_changelist"),
        reverse("admin:agentproc_violation_changelist") + f"?action__exact=redacted&agent__id__exact={agent.pk}&q=email",
        reverse("admin:agentproc_violation_change", args=[violation.pk]),
        reverse("admin:agentproc_violation_chart"),
    ]
    for url in pages:
        response = admin_client.get(url)
        assert response.status_code == 200, url
        if response["Content-Type"].startswith("text/html"):
            response.render() if hasattr(response, "render") else None


def test_agent_page_links_to_try_it_and_lists_policies_with_their_settings(admin_client: Any, agent: Agent, policy: ProcessorPolicy) -> None:
    html = admin_client.get(reverse("admin:agentproc_agent_change", args=[agent.pk])).content.decode()
    assert reverse("admin:agentproc_agent_try", args=[agent.pk]) in html
    assert reverse("admin:agentproc_processorpolicy_change", args=[policy.pk]) in html
    assert "Shout filter (test-shout)" in html  # the processor select shows registry display names
    assert "Edit settings" in html


# -- policy settings: a real form with inline errors --------------------------------------------------

def test_policy_settings_are_one_input_per_option_not_a_json_box(admin_client: Any, policy: ProcessorPolicy) -> None:
    html = admin_client.get(reverse("admin:agentproc_processorpolicy_change", args=[policy.pk])).content.decode()
    assert re.search(r'<input type="text" name="config__pattern"', html)
    assert re.search(r'<input type="number" name="config__threshold" value="0.5"[^>]*max="1"', html)
    assert re.search(r'<input type="number" name="config__max_hits" value="3"[^>]*step="1"', html)
    assert re.search(r'<select name="config__strategy"', html) and '<option value="redact" selected>' in html
    assert re.search(r'<input type="checkbox" name="config__case_sensitive"[^>]*checked', html)
    assert re.search(r'<input type="checkbox" name="config__roles" value="user"[^>]*checked', html)
    assert re.search(r'<textarea name="config__allow"[^>]*>\s*OK</textarea>', html)
    assert 'name="config"' not in html
    assert "Score needed to act. Between 0 and 1." in html  # help text with the limits


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("config__pattern", "([unclosed", "Not a valid regular expression"),
        ("config__threshold", "1.5", "Must be at most 1"),
        ("config__threshold", "-0.1", "Must be at least 0"),
        ("config__max_hits", "11", "Must be at most 10"),
        ("config__max_hits", "many", "Enter a whole number."),
        ("config__extra", "{not json", "Enter a valid JSON."),
    ],
)
def test_bad_settings_are_shown_next_to_their_input_and_not_saved(
    admin_client: Any, policy: ProcessorPolicy, field: str, value: str, message: str
) -> None:
    before = dict(policy.config)
    response = admin_client.post(
        reverse("admin:agentproc_processorpolicy_change", args=[policy.pk]), _policy_post(policy, **{field: value})
    )
    assert response.status_code == 200  # the form again, not a redirect
    form = response.context["adminform"].form
    assert any(message in e for e in form.errors[field]), form.errors
    html = response.content.decode()
    assert message in html and f"field-{field}" in html
    policy.refresh_from_db()
    assert policy.config == before


def test_valid_settings_are_saved_typed(admin_client: Any, policy: ProcessorPolicy) -> None:
    response = admin_client.post(
        reverse("admin:agentproc_processorpolicy_change", args=[policy.pk]),
        _policy_post(policy, config__threshold="0.8", config__case_sensitive=None, config__allow="OK\nFAQ\n\n",
                     config__roles=["user", "assistant"], config__strategy="block", mode="monitor"),
    )
    assert response.status_code == 302
    assert response["Location"] == reverse("admin:agentproc_agent_change", args=[policy.agent_id])
    policy.refresh_from_db()
    assert policy.mode == "monitor"
    assert policy.config["threshold"] == 0.8 and policy.config["case_sensitive"] is False
    assert policy.config["allow"] == ["OK", "FAQ"] and policy.config["roles"] == ["user", "assistant"]
    assert policy.config["strategy"] == "block" and policy.config["extra"] == {"a": 1}


def test_an_unknown_stored_option_is_an_error_until_discarded(admin_client: Any, policy: ProcessorPolicy) -> None:
    ProcessorPolicy.objects.filter(pk=policy.pk).update(config={**policy.config, "bogus": 1})
    url = reverse("admin:agentproc_processorpolicy_change", args=[policy.pk])
    page = admin_client.get(url).content.decode()
    assert 'name="discard_unknown"' in page and "bogus" in page

    response = admin_client.post(url, _policy_post(policy))
    assert response.status_code == 200
    assert "Unknown option &#x27;bogus&#x27;" in response.content.decode()
    policy.refresh_from_db()
    assert policy.config["bogus"] == 1

    response = admin_client.post(url, _policy_post(policy, discard_unknown="on"))
    assert response.status_code == 302
    policy.refresh_from_db()
    assert "bogus" not in policy.config


def test_choosing_another_processor_shows_its_settings_before_saving(admin_client: Any, agent: Agent) -> None:
    add = reverse("admin:agentproc_processorpolicy_add")
    response = admin_client.post(add, {"agent": agent.pk, "stage": "input", "position": 2, "processor_key": "test-shout",
                                       "enabled": "on", "mode": "enforce", "config_for": ""})
    assert response.status_code == 200
    html = response.content.decode()
    assert "Review the settings of Shout filter below, then save again." in html
    assert re.search(r'name="config__threshold" value="0.5"', html)
    assert not ProcessorPolicy.objects.exists()

    data = _policy_post(ProcessorPolicy(agent=agent, stage="input", position=2, processor_key="test-shout", mode="enforce"),
                        config__threshold="0.25")
    assert admin_client.post(add, data).status_code == 302
    assert ProcessorPolicy.objects.get().config["threshold"] == 0.25


def test_a_processor_in_a_lane_it_does_not_support_is_refused(admin_client: Any, policy: ProcessorPolicy) -> None:
    response = admin_client.post(
        reverse("admin:agentproc_processorpolicy_change", args=[policy.pk]), _policy_post(policy, stage="output")
    )
    assert response.status_code == 200
    assert "Shout filter cannot run in the output lane; it supports: input." in response.context["adminform"].form.errors["stage"][0]
    policy.refresh_from_db()
    assert policy.stage == "input"


def _agent_post(agent: Agent, rows: list[dict[str, Any]], initial: int) -> dict[str, Any]:
    data: dict[str, Any] = {
        "slug": agent.slug, "name": agent.name, "description": "", "model": agent.model, "instructions": agent.instructions,
        "max_steps": 5, "max_input_chars": 8000, "webhook_max_retries": 3, "is_active": "on",
        "policies-TOTAL_FORMS": len(rows), "policies-INITIAL_FORMS": initial,
        "policies-MIN_NUM_FORMS": 0, "policies-MAX_NUM_FORMS": 1000,
    }
    for i, row in enumerate(rows):
        data.update({f"policies-{i}-{k}": v for k, v in row.items()})
    return data


def test_policies_are_added_ordered_and_switched_from_the_agent_inline(admin_client: Any, agent: Agent, policy: ProcessorPolicy) -> None:
    url = reverse("admin:agentproc_agent_change", args=[agent.pk])
    rows = [
        {"id": policy.pk, "agent": agent.pk, "stage": "input", "position": 5, "processor_key": "test-shout", "mode": "monitor"},
        {"agent": agent.pk, "stage": "output", "position": 0, "processor_key": "test-echo", "enabled": "on", "mode": "enforce"},
    ]
    response = admin_client.post(url, _agent_post(agent, rows, initial=1))
    assert response.status_code == 302, response.context["inline_admin_formsets"][0].formset.errors
    policy.refresh_from_db()
    assert (policy.position, policy.enabled, policy.mode) == (5, False, "monitor")
    assert policy.config["strategy"] == "redact"  # settings untouched by the inline
    assert agent.policies.get(processor_key="test-echo").stage == "output"


def test_the_inline_refuses_a_wrong_lane_and_shows_a_stored_config_problem(admin_client: Any, agent: Agent, policy: ProcessorPolicy) -> None:
    url = reverse("admin:agentproc_agent_change", args=[agent.pk])
    rows = [{"id": policy.pk, "agent": agent.pk, "stage": "input", "position": 0, "processor_key": "test-shout", "enabled": "on", "mode": "enforce"},
            {"agent": agent.pk, "stage": "input", "position": 1, "processor_key": "test-echo", "enabled": "on", "mode": "enforce"}]
    response = admin_client.post(url, _agent_post(agent, rows, initial=1))
    assert response.status_code == 200
    assert "Echo cannot run in the input lane" in response.content.decode()
    assert agent.policies.count() == 1

    ProcessorPolicy.objects.filter(pk=policy.pk).update(config={"threshold": 7})
    response = admin_client.post(url, _agent_post(agent, rows[:1], initial=1))
    assert response.status_code == 200
    assert "Must be at most 1" in response.content.decode()


# -- audit records are read-only ---------------------------------------------------------------------

@pytest.mark.parametrize("model", ["run", "violation"])
def test_runs_and_violations_cannot_be_added_changed_or_deleted(admin_client: Any, audit: dict[str, Any], model: str) -> None:
    obj = audit[model]
    change = reverse(f"admin:agentproc_{model}_change", args=[obj.pk])
    page = admin_client.get(change).content.decode()
    assert 'name="_save"' not in page and "deletelink" not in page
    assert admin_client.get(reverse(f"admin:agentproc_{model}_add")).status_code == 403
    assert admin_client.post(change, {"reason": "edited", "status": "failed"}).status_code == 403
    assert admin_client.post(reverse(f"admin:agentproc_{model}_delete", args=[obj.pk]), {"post": "yes"}).status_code == 403
    changelist = admin_client.get(reverse(f"admin:agentproc_{model}_changelist"))
    actions = dict(changelist.context["action_form"].fields["action"].choices)
    assert "delete_selected" not in actions and "export_csv" in actions
    bulk = admin_client.post(reverse(f"admin:agentproc_{model}_changelist"),
                             {"action": "delete_selected", "_selected_action": [obj.pk], "post": "yes"})
    assert bulk.status_code in (200, 302)
    assert type(obj).objects.filter(pk=obj.pk).exists()
    obj.refresh_from_db()
    assert getattr(obj, "reason", "") != "edited" and getattr(obj, "status", "") != "failed"


def test_csv_export_streams_the_selected_violations_with_formulas_defused(admin_client: Any, audit: dict[str, Any]) -> None:
    violation = audit["violation"]
    response = admin_client.post(reverse("admin:agentproc_violation_changelist"),
                                 {"action": "export_csv", "_selected_action": [violation.pk]})
    assert response.status_code == 200 and response["Content-Type"].startswith("text/csv")
    assert 'attachment; filename="violations-' in response["Content-Disposition"]
    lines = b"".join(response.streaming_content).decode().splitlines()
    assert lines[0].startswith("id,created_at,agent,run,conversation,policy,processor,lane,hook,action,reason,metadata")
    assert "support" in lines[1] and "test-shout" in lines[1] and "redacted" in lines[1]
    assert "'=HYPERLINK" in lines[1]  # a spreadsheet shows it as text instead of running it


def test_csv_export_of_runs_has_usage_and_status(admin_client: Any, audit: dict[str, Any]) -> None:
    response = admin_client.post(reverse("admin:agentproc_run_changelist"),
                                 {"action": "export_csv", "_selected_action": [audit["run"].pk]})
    rows = b"".join(response.streaming_content).decode().splitlines()
    assert "total_tokens" in rows[0] and ",completed,stop," in rows[1] and ",12," in rows[1]


def test_run_page_shows_the_timings_per_processor_and_hook(admin_client: Any, audit: dict[str, Any]) -> None:
    html = admin_client.get(reverse("admin:agentproc_run_change", args=[audit["run"].pk])).content.decode()
    assert re.search(r"<td>test-shout</td><td>input</td><td>process_input</td><td class=\"num\">1</td><td class=\"num\">0.420</td>", html)
    assert "email redacted" in html  # its violations inline


# -- conversation transcript -------------------------------------------------------------------------

def test_conversation_page_is_a_readable_transcript_with_redactions_marked(admin_client: Any, audit: dict[str, Any]) -> None:
    conv = audit["conversation"]
    html = admin_client.get(reverse("admin:agentproc_conversation_change", args=[conv.pk])).content.decode()
    assert '<mark class="redaction" title="redacted by a processor">[EMAIL]</mark>' in html
    assert "Mail me at" in html and "Order 42 has shipped." in html
    assert "lookup_order" in html and "&quot;status&quot;: &quot;shipped&quot;" in html
    assert html.index("Mail me at") < html.index("Order 42 has shipped.")
    assert reverse("admin:agentproc_run_change", args=[audit["run"].pk]) in html
    assert reverse("admin:agentproc_violation_change", args=[audit["violation"].pk]) in html
    assert 'name="_save"' not in html


# -- Try it ------------------------------------------------------------------------------------------

def _row_counts() -> tuple[int, ...]:
    return tuple(m.objects.count() for m in (Conversation, Message, Run, Violation))


def test_try_it_shows_each_processor_effect_and_the_reply_and_stores_nothing(admin_client: Any, agent: Agent, policy: ProcessorPolicy) -> None:
    ProcessorPolicy.objects.create(agent=agent, stage="output", processor_key="test-echo", position=0)
    before = _row_counts()
    url = reverse("admin:agentproc_agent_try", args=[agent.pk])
    response = admin_client.post(url, {"text": "Please STOP shouting, OK?"})
    assert response.status_code == 200
    trial = response.context["trial"]
    assert trial.error is None
    [step] = trial.steps
    assert step.processor_id == "test-shout" and step.changed and step.text == "Please [SHOUT] shouting, OK?"
    assert [v.action for v in step.violations] == ["redacted"]
    assert trial.result.status == "completed" and "[SHOUT]" in trial.result.text  # the model saw the redacted text
    assert {t["processorId"] for t in trial.timings} >= {"test-shout", "test-echo"}
    html = response.content.decode()
    assert 'Please <mark class="redaction" title="redacted by a processor">[SHOUT]</mark> shouting, OK?' in html
    assert "changed" in html and "Processor timings" in html
    assert _row_counts() == before


def test_try_it_shows_a_block_and_stops_there(admin_client: Any, agent: Agent, policy: ProcessorPolicy) -> None:
    ProcessorPolicy.objects.filter(pk=policy.pk).update(config={**policy.config, "strategy": "block"})
    before = _row_counts()
    response = admin_client.post(reverse("admin:agentproc_agent_try", args=[agent.pk]), {"text": "HELLO there"})
    trial = response.context["trial"]
    assert trial.steps[0].blocked == "Shouting is not allowed"
    assert trial.result.status == "tripwire"
    assert "Blocked by" in response.content.decode()
    assert _row_counts() == before


def test_try_it_reports_a_broken_policy_instead_of_crashing(admin_client: Any, agent: Agent) -> None:
    ProcessorPolicy.objects.create(agent=agent, stage="input", processor_key="gone-processor", position=0)
    response = admin_client.post(reverse("admin:agentproc_agent_try", args=[agent.pk]), {"text": "hi"})
    assert response.status_code == 200
    assert "The agent could not run" in response.content.decode()


def test_try_it_needs_a_message(admin_client: Any, agent: Agent) -> None:
    response = admin_client.post(reverse("admin:agentproc_agent_try", args=[agent.pk]), {"text": ""})
    assert response.context["trial"] is None and "This field is required." in response.content.decode()


# -- the violations chart ------------------------------------------------------------------------------

def test_violation_list_has_a_chart_of_the_last_30_days_per_processor(admin_client: Any, audit: dict[str, Any]) -> None:
    import datetime as dt

    from django.utils import timezone

    run, agent = audit["run"], audit["run"].agent
    now = timezone.now()
    for days_ago, pid in [(0, "test-shout"), (3, "pii-detector"), (3, "pii-detector"), (45, "old-processor")]:
        Violation.objects.create(run=run, agent=agent, processor_id=pid, action="blocked", reason="x",
                                 created_at=now - dt.timedelta(days=days_ago))
    html = admin_client.get(reverse("admin:agentproc_violation_changelist")).content.decode()
    start = html.index('class="agentproc-chart"')
    chart = html[start: html.index("</svg>", start)]
    assert "Violations per day per processor, last 30 days" in chart
    assert "test-shout (2)" in chart and "pii-detector (2)" in chart
    assert "old-processor" not in chart
    assert start < html.index('id="result_list"')

    filtered = admin_client.get(reverse("admin:agentproc_violation_changelist") + "?processor_id=pii-detector").content.decode()
    start = filtered.index('class="agentproc-chart"')
    assert "test-shout (" not in filtered[start: filtered.index("</svg>", start)]

    svg = admin_client.get(reverse("admin:agentproc_violation_chart"))
    assert svg["Content-Type"].startswith("image/svg+xml") and b"pii-detector (2)" in svg.content


def test_try_it_is_for_editors_not_view_only_staff(client: Any, django_user_model: Any, agent: Agent) -> None:
    from django.contrib.auth.models import Permission

    auditor = django_user_model.objects.create_user("audit", password="pw", is_staff=True)
    auditor.user_permissions.add(Permission.objects.get(codename="view_agent"))
    client.login(username="audit", password="pw")
    assert client.get(reverse("admin:agentproc_agent_change", args=[agent.pk])).status_code == 200
    assert client.post(reverse("admin:agentproc_agent_try", args=[agent.pk]), {"text": "hi"}).status_code == 403


def test_the_agent_page_lists_policies_lane_by_lane_in_position_order(admin_client: Any, agent: Agent, policy: ProcessorPolicy) -> None:
    ProcessorPolicy.objects.create(agent=agent, stage="output", processor_key="test-echo", position=0)
    ProcessorPolicy.objects.create(agent=agent, stage="input", processor_key="test-shout", position=9, config={})
    response = admin_client.get(reverse("admin:agentproc_agent_change", args=[agent.pk]))
    rows = [f.instance for f in response.context["inline_admin_formsets"][0].formset.initial_forms]
    assert [(p.stage, p.position) for p in rows] == [("input", 0), ("input", 9), ("output", 0)]


def test_try_it_shows_a_failing_model_as_a_failed_run(admin_client: Any, agent: Agent) -> None:
    Agent.objects.filter(pk=agent.pk).update(model="scripted/no-such-model")
    response = admin_client.post(reverse("admin:agentproc_agent_try", args=[agent.pk]), {"text": "hi"})
    assert response.status_code == 200
    html = response.content.decode()
    assert "no-such-model" in html and ("The run failed" in html or "The agent could not run" in html)


def test_deleting_a_conversation_keeps_its_violations(admin_client: Any, audit: dict[str, Any]) -> None:
    conv, violation = audit["conversation"], audit["violation"]
    url = reverse("admin:agentproc_conversation_delete", args=[conv.pk])
    assert admin_client.get(url).status_code == 200
    assert admin_client.post(url, {"post": "yes"}).status_code == 302
    assert not Conversation.objects.filter(pk=conv.pk).exists() and not Message.objects.exists()
    violation.refresh_from_db()
    assert violation.conversation_id is None and violation.reason.endswith("email redacted")
