"""Who may read what, and how much at once: the audit API asks the admin's model permissions,
visitors' unsafe API requests are Origin/CSRF-checked, a bad admin id is no 500, and long
histories come a page at a time (widget and admin transcript)."""
from __future__ import annotations

import datetime
import re
from typing import Any

import pytest
from django.contrib.auth.models import Permission
from django.test import Client, override_settings
from django.utils import timezone
from rest_framework.test import APIClient

from agentproc.models import Agent, Conversation, Message

pytestmark = pytest.mark.django_db


@pytest.fixture
def agent() -> Agent:
    return Agent.objects.create(slug="support", name="Support", model="scripted/fast", allow_anonymous=True)


def staff_with(django_user_model: Any, *codenames: str) -> Any:
    user = django_user_model.objects.create_user(f"staff-{'-'.join(codenames) or 'none'}", password="pw", is_staff=True)
    user.user_permissions.set(Permission.objects.filter(content_type__app_label="agentproc", codename__in=codenames))
    return user


def api_for(user: Any) -> APIClient:
    api = APIClient()
    api.force_authenticate(user)
    return api


def test_audit_lists_ask_for_the_admins_view_permission(django_user_model: Any) -> None:
    bare = api_for(staff_with(django_user_model))
    runs_only = api_for(staff_with(django_user_model, "view_run"))
    answers = {
        "bare staff": [bare.get(u).status_code for u in ("/api/runs/", "/api/violations/")],
        "view_run": [runs_only.get(u).status_code for u in ("/api/runs/", "/api/violations/")],
    }
    assert answers == {"bare staff": [403, 403], "view_run": [200, 403]}
    assert bare.get("/api/runs/?format=csv").status_code == 403  # the export too


# -- visitors' unsafe requests ---------------------------------------------------------------------

def visitor_with_session() -> Client:
    """A browser that has a visitor session (made by its first conversation) and checks CSRF."""
    browser = Client(enforce_csrf_checks=True)
    session = browser.session
    session["seen"] = True
    session.save()
    browser.cookies["sessionid"] = session.session_key
    return browser


def test_a_visitors_cross_site_post_is_refused(agent: Agent) -> None:
    browser = visitor_with_session()
    response = browser.post("/api/conversations/", {"agent": "support"}, content_type="application/json",
                            HTTP_ORIGIN="https://evil.example")
    assert response.status_code == 403 and response.json()["error"]["code"] == "csrf_failed"
    assert Conversation.objects.count() == 0


def test_a_visitors_same_origin_post_passes(agent: Agent) -> None:
    browser = visitor_with_session()
    response = browser.post("/api/conversations/", {"agent": "support"}, content_type="application/json",
                            HTTP_ORIGIN="http://testserver")
    assert response.status_code == 201


def test_without_an_origin_a_visitor_needs_the_csrf_token(agent: Agent) -> None:
    browser = visitor_with_session()
    created = Conversation.objects.create(agent=agent, session_key=browser.cookies["sessionid"].value)
    refused = browser.delete(f"/api/conversations/{created.pk}/")
    token = "k" * 32  # what a page of the site puts in the csrftoken cookie, sent back as a header
    browser.cookies["csrftoken"] = token
    allowed = browser.delete(f"/api/conversations/{created.pk}/", HTTP_X_CSRFTOKEN=token)
    assert refused.status_code == 403 and refused.json()["error"]["code"] == "csrf_failed"
    assert allowed.status_code == 204
    assert Conversation.objects.count() == 0


def test_a_client_without_a_session_cookie_has_nothing_to_forge(agent: Agent) -> None:
    script = APIClient(enforce_csrf_checks=True)
    response = script.post("/api/conversations/", {"agent": "support"}, format="json", HTTP_ORIGIN="https://elsewhere")
    assert response.status_code == 201


# -- the admin with a bad id -------------------------------------------------------------------------

def test_a_malformed_conversation_id_in_the_admin_is_no_500(django_user_model: Any, agent: Agent) -> None:
    nobody = Client()
    nobody.force_login(staff_with(django_user_model))
    admin = Client()
    admin.force_login(django_user_model.objects.create_superuser("root", password="pw"))
    url = "/admin/agentproc/conversation/not-a-uuid/change/"
    assert nobody.get(url).status_code == 403  # the permission check comes first
    assert admin.get(url).status_code == 404


# -- long histories ----------------------------------------------------------------------------------

@pytest.fixture
def long_conversation(agent: Agent, django_user_model: Any) -> tuple[Conversation, Any]:
    owner = django_user_model.objects.create_user("talker", password="pw")
    conversation = Conversation.objects.create(agent=agent, owner=owner)
    start = timezone.now() - datetime.timedelta(hours=1)
    Message.objects.bulk_create([
        Message(conversation=conversation, role="user" if i % 2 == 0 else "assistant", text=f"message {i}",
                in_context=True, created_at=start + datetime.timedelta(seconds=i // 2),  # pairs share a time
                data={"content": {"format": 2, "parts": [{"type": "text", "text": f"message {i}"}]}})
        for i in range(120)
    ])
    return conversation, owner


@override_settings(AGENTPROC={"HISTORY_PAGE_SIZE": 50})
def test_the_widget_loads_the_latest_page_then_earlier_ones(long_conversation: tuple[Conversation, Any]) -> None:
    conversation, owner = long_conversation
    browser = Client()
    browser.force_login(owner)
    url = f"/agentproc/support/conversations/{conversation.pk}/messages/"
    pages, cursor = [], None
    while True:
        body = browser.get(url + (f"?before={cursor}" if cursor else "")).json()
        pages.append([m["text"] for m in body["messages"]])
        cursor = body["earlier"]
        if cursor is None:
            break
    stored = list(Message.objects.order_by("created_at", "id").values_list("text", flat=True))
    assert [len(p) for p in pages] == [50, 50, 20]
    assert pages[0] == stored[-50:]  # the latest page first
    assert [text for page in reversed(pages) for text in page] == stored  # every message once, in order


@override_settings(AGENTPROC={"HISTORY_PAGE_SIZE": 50})
def test_the_admin_transcript_shows_pages(long_conversation: tuple[Conversation, Any], admin_client: Any) -> None:
    conversation, _ = long_conversation
    url = f"/admin/agentproc/conversation/{conversation.pk}/change/"
    first, last = admin_client.get(url).content.decode(), admin_client.get(url + "?page=3").content.decode()
    shown = lambda html: re.findall(r"message \d+", html)  # noqa: E731
    stored = list(Message.objects.order_by("created_at", "id").values_list("text", flat=True))
    assert shown(first) == stored[:50] and shown(last) == stored[100:]
    assert 'href="?page=2"' in first and "1–50 of 120 messages" in first
