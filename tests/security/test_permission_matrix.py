"""Who reads stored text: every page, endpoint and export that shows a conversation's text ×
every role, asserting the status and whether each planted private text is in the body.

Two agents hold a private text each: ``private`` (nobody's team) and ``team`` (granted to
the Team group through django-guardian). The expected cell follows the one rule of
``agentproc.access``. The matrix has ``len(ROLES) × len(SURFACES)`` cells (``MATRIX_SIZE``);
count them with ``pytest --collect-only -q tests/security/test_permission_matrix.py``."""
from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Callable

import pytest
from django.contrib.auth.models import Group, Permission
from django.test import Client
from guardian.shortcuts import assign_perm

from agentproc.access import AGENT_PERMISSION
from agentproc.backtest.draft import live_draft
from agentproc.backtest.models import Backtest, BacktestResult
from agentproc.models import Agent, Conversation, Message, Run, Violation

pytestmark = pytest.mark.django_db

#: The planted texts: one word each, so a word-level diff or an HTML escape cannot split them.
TEXT = {"private": "orchidprivate417", "team": "cobaltteam829"}

ROLES = ("anonymous", "visitor", "owner", "bare_staff", "backtest_staff", "team_staff", "model_staff", "superuser")

BACKTEST_PERMS = ("view_backtest", "add_backtest", "change_backtest", "delete_backtest")
POLICY_PERMS = ("add_processorpolicy", "change_processorpolicy", "delete_processorpolicy", "view_processorpolicy")


# -- planted data --------------------------------------------------------------------------------

@dataclass
class Planted:
    """Per agent name: its conversation, run, violation and completed backtest; the owner."""

    agents: dict[str, Agent]
    conversations: dict[str, Conversation]
    runs: dict[str, Run]
    violations: dict[str, Violation]
    backtests: dict[str, Backtest]
    owner: Any


def _plant(agent: Agent, owner: Any, text: str) -> tuple[Conversation, Run, Violation, Backtest]:
    conversation = Conversation.objects.create(agent=agent, owner=owner, resource_id=f"user:{owner.pk}",
                                               title=f"{text} plans")
    run = Run.objects.create(agent=agent, conversation=conversation, status="tripwire", finish_reason="other",
                             input=[{"role": "user", "content": f"my code is {text}"}],
                             output_text=f"noted {text}",
                             tripwire={"reason": f"Blocked {text}", "processorId": "regex-filter"})
    for role, said in (("user", f"my code is {text}"), ("assistant", f"noted {text}")):
        Message.objects.create(conversation=conversation, run=run, role=role, text=said, in_context=True,
                               data={"content": {"format": 2, "parts": [{"type": "text", "text": said}]}})
    violation = Violation.objects.create(run=run, agent=agent, conversation=conversation, processor_id="regex-filter",
                                         lane="input", hook="process_input", action="blocked",
                                         reason=f"Blocked word {text}", metadata={"matches": [text]})
    backtest = Backtest.objects.create(agent=agent, draft=live_draft(agent), live=live_draft(agent),
                                       status="completed", total=1, done=1, changed=1)
    BacktestResult.objects.create(backtest=backtest, run=run, conversation=conversation, turn_at=run.created_at,
                                  change="no_longer_blocked", live={"status": "tripwire", "blocked_by": "regex-filter"},
                                  draft={"status": "completed", "input": f"my code is {text}", "output": "ok"},
                                  stored={"status": "tripwire", "input": f"my code is {text}", "output": ""})
    return conversation, run, violation, backtest


@pytest.fixture
def planted(django_user_model: Any) -> Planted:
    owner = django_user_model.objects.create_user("owner", password="pw")
    teammate = django_user_model.objects.create_user("teammate", password="pw")
    agents, conversations, runs, violations, backtests = {}, {}, {}, {}, {}
    for name, user in (("private", owner), ("team", teammate)):
        agents[name] = Agent.objects.create(slug=name, name=name.title(), model="scripted/fast")
        conversations[name], runs[name], violations[name], backtests[name] = _plant(agents[name], user, TEXT[name])
    return Planted(agents, conversations, runs, violations, backtests, owner)


def _perms(*codenames: str) -> list[Permission]:
    return list(Permission.objects.filter(content_type__app_label="agentproc", codename__in=codenames))


def client_as(role: str, planted: Planted, django_user_model: Any, *extra_perms: str) -> Client:
    """A browser signed in as ``role`` (``anonymous``: no session; ``visitor``: a session, no account)."""
    browser = Client()
    if role == "anonymous":
        return browser
    if role == "visitor":
        session = browser.session
        session["seen"] = True
        session.save()
        browser.cookies["sessionid"] = session.session_key
        return browser
    if role == "owner":
        browser.force_login(planted.owner)
        return browser
    if role == "superuser":
        browser.force_login(django_user_model.objects.create_superuser("root", password="pw"))
        return browser
    user = django_user_model.objects.create_user(role, password="pw", is_staff=True)
    codenames = {
        "bare_staff": (),
        "backtest_staff": BACKTEST_PERMS,
        "team_staff": (),  # everything comes from the Team group
        "model_staff": ("view_conversation", "view_run", "view_violation", *BACKTEST_PERMS),
    }[role]
    user.user_permissions.set(_perms(*codenames, *extra_perms))
    if role == "team_staff":
        team = Group.objects.create(name="Team")
        team.permissions.set(_perms(*BACKTEST_PERMS))
        assign_perm(AGENT_PERMISSION, team, planted.agents["team"])
        user.groups.add(team)
    browser.force_login(user)
    return browser


# -- surfaces ------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Surface:
    """One page, endpoint or export. ``kind`` names the rule that applies; ``agent`` is the agent
    whose text it shows (``None``: a list of every agent's rows)."""

    name: str
    kind: str
    agent: str | None
    url: Callable[[Planted], str]
    method: str = "get"
    data: Callable[[Planted], dict[str, Any]] | None = None

    def __str__(self) -> str:
        return self.name


def _admin(model: str, obj: str, name: str) -> Callable[[Planted], str]:
    return lambda p: f"/admin/agentproc/{model}/{getattr(p, obj)[name].pk}/change/"


def _csv_action(model: str, objs: str) -> Callable[[Planted], dict[str, Any]]:
    return lambda p: {"action": "export_csv", "select_across": "1", "index": "0",
                      "_selected_action": [str(o.pk) for o in getattr(p, objs).values()]}


SURFACES = [
    # The admin's audit lists (titles, run outcomes, reasons) and the search over stored output.
    Surface("admin-conversation-list", "admin_list", None, lambda p: "/admin/agentproc/conversation/"),
    Surface("admin-run-list", "admin_list", None, lambda p: "/admin/agentproc/run/"),
    Surface("admin-violation-list", "admin_list", None, lambda p: "/admin/agentproc/violation/"),
    Surface("admin-run-search-private", "admin_list", "private",
            lambda p: f"/admin/agentproc/run/?q={TEXT['private'][:10]}"),  # a part: the box shows the term
    Surface("admin-conversation-search-private", "admin_list", "private",
            lambda p: f"/admin/agentproc/conversation/?q={TEXT['private'][:10]}"),
    # The admin's detail pages (transcript, run input and output, violation reason).
    *(Surface(f"admin-{model}-detail-{name}", "admin_detail", name, _admin(model, objs, name))
      for model, objs in (("conversation", "conversations"), ("run", "runs"), ("violation", "violations"))
      for name in ("private", "team")),
    # The admin's CSV export actions.
    Surface("admin-run-csv", "admin_list", None, lambda p: "/admin/agentproc/run/", "post", _csv_action("run", "runs")),
    Surface("admin-violation-csv", "admin_list", None, lambda p: "/admin/agentproc/violation/", "post",
            _csv_action("violation", "violations")),
    # Backtest results (the side-by-side diff of the stored turn) and their CSV.
    *(Surface(f"backtest-{page}-{name}", "backtest", name, url)
      for name in ("private", "team")
      for page, url in (
          ("results", lambda p, n=name: f"/admin/agentproc/backtest/{p.backtests[n].pk}/change/"),
          ("diff", lambda p, n=name: f"/admin/agentproc/backtest/{p.backtests[n].pk}/change/?change=no_longer_blocked"),
          ("csv", lambda p, n=name: f"/admin/agentproc/backtest/{p.backtests[n].pk}/export.csv"),
      )),
    # The audit API, as JSON pages and as CSV.
    Surface("api-runs", "api_audit", None, lambda p: "/api/runs/"),
    Surface("api-runs-csv", "api_audit", None, lambda p: "/api/runs/?format=csv"),
    Surface("api-violations", "api_audit", None, lambda p: "/api/violations/"),
    Surface("api-violations-csv", "api_audit", None, lambda p: "/api/violations/?format=csv"),
    # The owner's own views: the API's conversations and history, the widget's history.
    Surface("api-conversations", "api_own_list", "private", lambda p: "/api/conversations/"),
    Surface("api-conversation-private", "api_own", "private",
            lambda p: f"/api/conversations/{p.conversations['private'].pk}/"),
    Surface("api-messages-private", "api_own", "private",
            lambda p: f"/api/conversations/{p.conversations['private'].pk}/messages/"),
    Surface("widget-history-private", "widget", "private",
            lambda p: f"/agentproc/private/conversations/{p.conversations['private'].pk}/messages/"),
]

MATRIX_SIZE = len(ROLES) * len(SURFACES)

STAFF_READERS = {"team_staff": {"team"}, "model_staff": {"private", "team"}, "superuser": {"private", "team"}}


def expected(role: str, surface: Surface) -> tuple[int, set[str]]:
    """(status, the agents whose planted text the body shows) under the rule of agentproc.access."""
    shown = {surface.agent} if surface.agent else {"private", "team"}
    readable = STAFF_READERS.get(role, set())
    if surface.kind in ("admin_list", "admin_detail", "backtest"):
        if role in ("anonymous", "visitor", "owner"):
            return 302, set()  # to the admin's login page
        if role == "bare_staff" or (role == "backtest_staff" and surface.kind != "backtest"):
            return 403, set()
        if surface.kind == "backtest" and not shown & readable:
            return 403, set()  # view_backtest alone reads no agent's results
        if surface.kind == "admin_detail" and not shown & readable:
            return 302, set()  # another agent's row: "does not exist", as the admin says
        return 200, shown & readable
    if surface.kind == "api_audit":
        if role in ("anonymous", "visitor"):
            return 401, set()  # not signed in
        if role in ("owner", "bare_staff", "backtest_staff"):
            return 403, set()
        return 200, shown & readable
    # The owner's own conversation: nobody else reads it here, staff or not.
    if surface.kind == "api_own_list":
        return 200, ({"private"} if role == "owner" else set())
    if role == "owner":
        return 200, {"private"}
    return 404, set()


def body(response: Any) -> str:
    if getattr(response, "streaming", False):
        return b"".join(response.streaming_content).decode()
    return response.content.decode()


@pytest.mark.parametrize("surface", SURFACES, ids=str)
@pytest.mark.parametrize("role", ROLES)
def test_stored_text_matrix(role: str, surface: Surface, planted: Planted, django_user_model: Any) -> None:
    browser = client_as(role, planted, django_user_model)
    data = surface.data(planted) if surface.data else None
    response = getattr(browser, surface.method)(surface.url(planted), data)
    status, shown = expected(role, surface)
    text = body(response)
    assert (response.status_code, {name for name, word in TEXT.items() if word in text}) == (status, shown)
    if status == 302:
        login = role in ("anonymous", "visitor", "owner")
        assert response["Location"].startswith("/admin/login/") == login


def test_the_matrix_covers_every_role_and_surface() -> None:
    # A new page, endpoint or export that shows stored text adds its row here.
    assert (len(ROLES), len(SURFACES)) == (8, 27)
    print(f"\npermission matrix: {len(ROLES)} roles × {len(SURFACES)} surfaces = {MATRIX_SIZE} cells")


# -- replaying: starting and applying backtests ------------------------------------------------------

def _start(agent: Agent) -> dict[str, Any]:
    return {"agent": agent.pk, "draft": json.dumps(live_draft(agent)), "since": "", "until": "", "conversation": "",
            "sample": "", "action": "start"}


@pytest.mark.parametrize(("role", "agent", "started"), [
    ("backtest_staff", "private", False), ("backtest_staff", "team", False),
    ("team_staff", "private", False), ("team_staff", "team", True),
    ("model_staff", "private", True), ("superuser", "private", True),
])
def test_only_readers_of_an_agent_may_backtest_it(role: str, agent: str, started: bool, planted: Planted,
                                                  django_user_model: Any, django_capture_on_commit_callbacks: Any
                                                  ) -> None:
    browser = client_as(role, planted, django_user_model)
    before = Backtest.objects.count()
    offered = browser.get("/admin/agentproc/backtest/add/").context["form"].fields["agent"].queryset
    with django_capture_on_commit_callbacks(execute=False):  # queued, not replayed here
        response = browser.post("/admin/agentproc/backtest/add/", _start(planted.agents[agent]))
    assert (agent in {a.slug for a in offered}) is started
    assert (Backtest.objects.count() == before + 1) is started
    if not started:
        assert response.status_code == 200 and "agent" in response.context["form"].errors


@pytest.mark.parametrize(("role", "applied"), [
    ("backtest_staff", False), ("team_staff", False), ("model_staff", True), ("superuser", True),
])
def test_only_readers_who_edit_policies_may_apply_a_backtest(role: str, applied: bool, planted: Planted,
                                                              django_user_model: Any) -> None:
    # Every staff role here may change backtests and edit policies: the stored-text rule decides.
    browser = client_as(role, planted, django_user_model, *POLICY_PERMS)
    backtest = planted.backtests["private"]
    response = browser.post(f"/admin/agentproc/backtest/{backtest.pk}/apply/")
    backtest.refresh_from_db()
    assert (backtest.applied_at is not None) is applied
    assert response.status_code == (302 if applied else 403)


def test_the_per_agent_grant_is_an_ordinary_guardian_permission(planted: Planted, django_user_model: Any) -> None:
    from agentproc import access

    user = django_user_model.objects.create_user("solo", password="pw", is_staff=True)
    assert list(access.readable_agents(user)) == []
    assign_perm(AGENT_PERMISSION, user, planted.agents["private"])
    user = django_user_model.objects.get(pk=user.pk)  # a fresh permission cache
    assert [a.slug for a in access.readable_agents(user)] == ["private"]
    assert access.may_read(user, planted.agents["private"]) and not access.may_read(user, planted.agents["team"])
    user.is_active = False
    assert not access.may_read(user, planted.agents["private"])


# -- a new admin page of conversation records must ask the rule too --------------------------------------

#: Registered agentproc admins whose rows are configuration, not conversation records (policy
#: test cases are examples officers write, not stored traffic).
CONFIGURATION = {"agent", "processorpolicy", "historicalprocessorpolicy", "policytestcase"}


def _admin_rows(user: Any) -> dict[str, int]:
    from django.contrib import admin
    from django.test import RequestFactory

    request = RequestFactory().get("/admin/")
    request.user = user
    return {model._meta.model_name: model_admin.get_queryset(request).count()
            for model, model_admin in admin.site._registry.items()
            if model._meta.app_label == "agentproc" and model._meta.model_name not in CONFIGURATION}


def test_every_admin_of_conversation_records_shows_only_readable_agents(planted: Planted, django_user_model: Any
                                                                        ) -> None:
    viewer = django_user_model.objects.create_user("viewer", password="pw", is_staff=True)
    viewer.user_permissions.set(Permission.objects.filter(content_type__app_label="agentproc",
                                                          codename__startswith="view_")
                                .exclude(codename__in=("view_conversation", "view_agent_conversations")))
    reader = django_user_model.objects.create_superuser("reader", password="pw")
    everything = _admin_rows(reader)
    assert {"conversation", "run", "violation", "backtest"} <= set(everything)
    assert all(everything.values())  # two of each were planted
    assert _admin_rows(viewer) == dict.fromkeys(everything, 0)
