"""Per-agent grants through the agent's *Object permissions* page: who may grant, and what a grant
opens (that agent's conversations, nothing else)."""
from __future__ import annotations

from typing import Any

import pytest
from django.contrib.auth.models import Group, Permission
from django.test import Client

from agentproc import access
from agentproc.models import Agent, Conversation

pytestmark = pytest.mark.django_db


@pytest.fixture
def agents() -> dict[str, Agent]:
    made = {}
    for slug in ("billing", "support"):
        made[slug] = Agent.objects.create(slug=slug, name=slug.title())
        Conversation.objects.create(agent=made[slug], title=f"{slug}quietword")
    return made


@pytest.fixture
def team(django_user_model: Any) -> tuple[Group, Any]:
    group = Group.objects.create(name="Billing team")
    member = django_user_model.objects.create_user("member", password="pw", is_staff=True)
    member.groups.add(group)
    return group, member


def _grant_url(agent: Agent, group: Group) -> str:
    return f"/admin/agentproc/agent/{agent.pk}/permissions/group-manage/{group.pk}/"


def _titles(member: Any) -> set[str]:
    browser = Client()
    browser.force_login(member)
    response = browser.get("/admin/agentproc/conversation/")
    return {c.title for c in response.context["cl"].result_list} if response.status_code == 200 else set()


def test_a_superuser_grants_a_team_one_agents_conversations(admin_client: Client, agents: Any, team: Any) -> None:
    group, member = team
    assert _titles(member) == set()
    page = admin_client.get(f"/admin/agentproc/agent/{agents['billing'].pk}/change/")
    assert f"/admin/agentproc/agent/{agents['billing'].pk}/permissions/" in page.content.decode()
    assert admin_client.get(f"/admin/agentproc/agent/{agents['billing'].pk}/permissions/").status_code == 200
    response = admin_client.post(_grant_url(agents["billing"], group), {"permissions": ["view_agent_conversations"]})
    assert response.status_code == 302
    assert _titles(member) == {"billingquietword"}
    assert [a.slug for a in access.readable_agents(member)] == ["billing"]


def test_an_agents_editor_cannot_grant_themselves_its_conversations(django_user_model: Any, agents: Any) -> None:
    editor = django_user_model.objects.create_user("editor", password="pw", is_staff=True)
    editor.user_permissions.set(Permission.objects.filter(codename__in=("view_agent", "change_agent")))
    editor_group = Group.objects.create(name="Editors")
    editor.groups.add(editor_group)
    browser = Client()
    browser.force_login(editor)
    response = browser.post(_grant_url(agents["billing"], editor_group), {"permissions": ["view_agent_conversations"]})
    assert response.status_code == 302 and response["Location"] == "/admin/"
    assert _titles(editor) == set() and not access.may_read(editor, agents["billing"])


@pytest.mark.parametrize("path", ["{bad}/permissions/", "{pk}/permissions/group-manage/{bad}/",
                                  "{pk}/permissions/user-manage/{bad}/", "{bad}/permissions/user-manage/1/"])
def test_a_malformed_id_on_the_grants_pages_is_a_404(admin_client: Client, agents: Any, path: str) -> None:
    url = "/admin/agentproc/agent/" + path.format(pk=agents["billing"].pk, bad="12abc")
    assert admin_client.get(url).status_code == 404


def test_a_project_without_guardian_is_told_so() -> None:
    from django.test import override_settings

    from agentproc.checks import check_access

    assert check_access() == []
    with override_settings(AUTHENTICATION_BACKENDS=["django.contrib.auth.backends.ModelBackend"]):
        [error] = check_access()
    assert error.id == "agentproc.E020" and "guardian.backends.ObjectPermissionBackend" in error.msg
