"""Hostile admin requests: a search that would spell out a visitor's session key, and object ids
of the wrong shape on every agentproc admin page that looks one up."""
from __future__ import annotations

from typing import Any

import pytest
from django.contrib import admin
from django.test import Client
from simple_history.admin import SimpleHistoryAdmin

from agentproc.models import Agent, Conversation, session_ref

pytestmark = pytest.mark.django_db

SESSION_KEY = "k3y9vq2m8x7w4z1b6n5c0a7s2d4f8g1h"


@pytest.fixture
def auditor(django_user_model: Any) -> Client:
    from django.contrib.auth.models import Permission

    user = django_user_model.objects.create_user("auditor", password="pw", is_staff=True)
    user.user_permissions.set(Permission.objects.filter(codename="view_conversation"))
    browser = Client()
    browser.force_login(user)
    return browser


@pytest.fixture
def visitor_conversations() -> dict[str, Conversation]:
    agent = Agent.objects.create(slug="open", name="Open", model="scripted/fast", allow_anonymous=True)
    return {
        # As chats make them now: the resource id holds the session's hash.
        "current": Conversation.objects.create(agent=agent, session_key=SESSION_KEY, title="hello",
                                               resource_id=f"session:{session_ref(SESSION_KEY)}"),
        # As older versions made them: the raw key in the resource id too.
        "legacy": Conversation.objects.create(agent=agent, session_key=SESSION_KEY, title="hi",
                                              resource_id=f"session:{SESSION_KEY}"),
        "member": Conversation.objects.create(agent=agent, resource_id="crm:k3y9-member", title="member"),
    }


def found(browser: Client, term: str) -> set[str]:
    response = browser.get("/admin/agentproc/conversation/", {"q": term})
    assert response.status_code == 200
    return {c.title for c in response.context["cl"].result_list}


@pytest.mark.parametrize("part", [SESSION_KEY[:1], SESSION_KEY[:6], SESSION_KEY[5:17], SESSION_KEY[-8:],
                                  SESSION_KEY[:-1]])
def test_a_part_of_a_session_key_finds_nothing(auditor: Client, visitor_conversations: Any, part: str) -> None:
    assert found(auditor, part) & {"hello", "hi"} == set()


def test_a_session_is_found_by_its_hash_as_shown(auditor: Client, visitor_conversations: Any) -> None:
    shown = session_ref(SESSION_KEY)
    page = auditor.get(f"/admin/agentproc/conversation/{visitor_conversations['current'].pk}/change/")
    assert shown in page.content.decode() and SESSION_KEY not in page.content.decode()
    assert found(auditor, shown) == {"hello"}
    assert found(auditor, shown[:6]) == set()  # the hash too: whole or nothing


def test_other_resource_ids_are_still_found_by_a_part(auditor: Client, visitor_conversations: Any) -> None:
    assert found(auditor, "member") == {"member"}
    assert found(auditor, "k3y9") == {"member"}  # the start of the key, only where it is no key


# -- ids of the wrong shape ----------------------------------------------------------------------------

MALFORMED = ["not-an-id", "12abc", "1.5", "0x1F", "99999999999999999999999", "-"]


def _pages() -> list[str]:
    """Every object page of every agentproc ModelAdmin (change, delete, history; a history version
    and Try it where the admin has them)."""
    pages = []
    for model, model_admin in admin.site._registry.items():
        if model._meta.app_label != "agentproc":
            continue
        base = f"/admin/agentproc/{model._meta.model_name}/{{id}}/"
        pages += [base + "change/", base + "delete/", base + "history/"]
        if isinstance(model_admin, SimpleHistoryAdmin):
            pages.append(base + "history/1/")
        if model is Agent:
            pages.append(base + "try/")
    return pages


PAGES = _pages()


def test_every_agentproc_admin_is_covered() -> None:
    models = {page.split("/")[3] for page in PAGES}
    from agentproc.admin.history import PolicyChange

    expected = {"agent", "processorpolicy", "conversation", "run", "violation", "backtest", PolicyChange._meta.model_name}
    assert expected <= models


@pytest.mark.parametrize("bad", MALFORMED)
@pytest.mark.parametrize("page", PAGES)
def test_a_malformed_id_is_a_404(admin_client: Client, page: str, bad: str) -> None:
    assert admin_client.get(page.format(id=bad)).status_code == 404


def test_a_malformed_history_version_is_a_404(admin_client: Client) -> None:
    agent = Agent.objects.create(slug="a", name="A")
    assert admin_client.get(f"/admin/agentproc/agent/{agent.pk}/history/x1/").status_code == 404


@pytest.mark.parametrize(("changelist", "lookup"), [
    ("conversation", "session_key__startswith"), ("conversation", "session_key__gt"), ("conversation", "session_key"),
    ("conversation", "resource_id__startswith"), ("run", "conversation__session_key__startswith"),
    ("violation", "conversation__session_key__startswith"),
])
def test_the_lists_take_no_lookup_on_the_session_key_from_the_url(admin_client: Client, visitor_conversations: Any,
                                                                   changelist: str, lookup: str) -> None:
    response = admin_client.get(f"/admin/agentproc/{changelist}/", {lookup: SESSION_KEY[:6]})
    assert response.status_code == 400  # a lookup the list does not offer
