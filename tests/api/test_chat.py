"""The REST API as a client app sees it: agents, conversations, turns, errors and limits."""
from __future__ import annotations

import json
from typing import Any

import pytest
from django.test import override_settings
from rest_framework.test import APIClient

from agentproc.models import Agent, Conversation, Message, Run
from tests.clients import client_for

pytestmark = pytest.mark.django_db


@pytest.fixture
async def db_threads_closed() -> Any:
    """Async tests reach the database from asgiref's thread; close its connection after,
    so PostgreSQL lets the test database go."""
    yield
    from asgiref.sync import sync_to_async
    from django.db import connections

    await sync_to_async(connections.close_all)()


def error_code(response: Any) -> str:
    return response.json()["error"]["code"]


# -- agents and authentication ----------------------------------------------------------


def test_signed_in_user_lists_active_agents(api: APIClient, agent: Agent, open_agent: Agent) -> None:
    Agent.objects.create(slug="retired", name="Retired", is_active=False)
    response = api.get("/api/agents/")
    assert response.status_code == 200
    assert [a["slug"] for a in response.json()["results"]] == ["open", "support"]


def test_visitor_sees_only_agents_open_to_anonymous_users(agent: Agent, open_agent: Agent) -> None:
    response = APIClient().get("/api/agents/")
    assert [a["slug"] for a in response.json()["results"]] == ["open"]


def test_bad_token_is_refused_with_a_stable_code(agent: Agent) -> None:
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION="Token not-a-real-token")
    response = client.get("/api/agents/")
    assert response.status_code == 401
    assert error_code(response) == "authentication_failed"


def test_session_login_works_too(client: Any, alice: Any, agent: Agent) -> None:
    client.login(username="alice", password="pw-alice")
    assert client.get("/api/agents/support/").json()["slug"] == "support"


@override_settings(AGENTPROC={"API_PERMISSION_CLASSES": ["rest_framework.permissions.IsAuthenticated"]})
def test_permission_hook_from_settings_can_require_a_login(open_agent: Agent) -> None:
    response = APIClient().get("/api/agents/")
    assert response.status_code == 401
    assert error_code(response) == "not_authenticated"


# -- conversations ----------------------------------------------------------------------


def test_create_conversation_returns_its_id(api: APIClient, agent: Agent, alice: Any) -> None:
    response = api.post("/api/conversations/", {"agent": "support"}, format="json")
    assert response.status_code == 201
    body = response.json()
    assert body["agent"] == "support"
    assert Conversation.objects.get(pk=body["id"]).owner == alice


def test_create_conversation_with_unknown_agent_is_a_validation_error(api: APIClient, agent: Agent) -> None:
    response = api.post("/api/conversations/", {"agent": "nobody"}, format="json")
    assert response.status_code == 400
    assert error_code(response) == "validation_error"
    assert "agent" in response.json()["error"]["details"]


def test_user_lists_only_own_conversations(api: APIClient, conversation: Conversation, agent: Agent, bob: Any) -> None:
    Conversation.objects.create(agent=agent, owner=bob)
    ids = [c["id"] for c in api.get("/api/conversations/").json()["results"]]
    assert ids == [str(conversation.pk)]


@pytest.mark.parametrize(
    ("method", "suffix", "payload"),
    [("get", "", None), ("delete", "", None), ("get", "messages/", None),
     ("post", "messages/", {"text": "hi"}), ("post", "stream/", {"text": "hi"})],
)
def test_someone_elses_conversation_is_not_found(
    conversation: Conversation, bob: Any, method: str, suffix: str, payload: Any
) -> None:
    response = getattr(client_for(bob), method)(f"/api/conversations/{conversation.pk}/{suffix}", payload, format="json")
    assert response.status_code == 404
    assert error_code(response) == "conversation_not_found"
    assert Conversation.objects.filter(pk=conversation.pk).exists()
    assert not Run.objects.exists()


def test_turn_outcome_can_be_polled_only_in_its_conversation(
    api: APIClient, conversation: Conversation, agent: Agent, alice: Any
) -> None:
    run_id = api.post(f"/api/conversations/{conversation.pk}/messages/", {"text": "hi"}, format="json").json()["runId"]
    polled = api.get(f"/api/conversations/{conversation.pk}/runs/{run_id}/")
    assert polled.status_code == 200 and polled.json()["finishReason"] == "stop"
    other = Conversation.objects.create(agent=agent, owner=alice)
    missing = api.get(f"/api/conversations/{other.pk}/runs/{run_id}/")
    assert missing.status_code == 404 and error_code(missing) == "run_not_found"


def test_malformed_conversation_id_is_not_found(api: APIClient) -> None:
    response = api.get("/api/conversations/not-a-uuid/")
    assert response.status_code == 404


def test_delete_conversation(api: APIClient, conversation: Conversation) -> None:
    assert api.delete(f"/api/conversations/{conversation.pk}/").status_code == 204
    assert api.get(f"/api/conversations/{conversation.pk}/").status_code == 404


def test_visitor_conversations_belong_to_the_session(open_agent: Agent) -> None:
    visitor = APIClient()
    created = visitor.post("/api/conversations/", {"agent": "open"}, format="json")
    assert created.status_code == 201
    conversation_id = created.json()["id"]
    assert visitor.get(f"/api/conversations/{conversation_id}/").status_code == 200
    stranger = APIClient()
    assert stranger.get(f"/api/conversations/{conversation_id}/").status_code == 404


def test_visitor_cannot_start_a_conversation_with_a_members_only_agent(agent: Agent) -> None:
    response = APIClient().post("/api/conversations/", {"agent": "support"}, format="json")
    assert response.status_code == 400
    assert not Conversation.objects.exists()


# -- turns ------------------------------------------------------------------------------


def test_turn_returns_the_answer_and_history_shows_it(api: APIClient, conversation: Conversation) -> None:
    response = api.post(f"/api/conversations/{conversation.pk}/messages/", {"text": "Where is order 7?"}, format="json")
    assert response.status_code == 200
    body = response.json()
    assert set(body) >= {"runId", "text", "finishReason", "tripwire", "usage"}
    assert "Where is order 7?" in body["text"]
    assert body["finishReason"] == "stop" and body["tripwire"] is None
    assert body["usage"]["totalTokens"] > 0
    assert Run.objects.get(pk=body["runId"]).status == "completed"

    history = api.get(f"/api/conversations/{conversation.pk}/messages/").json()
    assert history["count"] == 2
    user, assistant = history["results"]
    assert (user["role"], user["text"]) == ("user", "Where is order 7?")
    assert assistant["role"] == "assistant" and assistant["text"] == body["text"]
    assert assistant["parts"][0]["type"] == "text" and assistant["createdAt"]


def test_history_is_paginated(api: APIClient, conversation: Conversation) -> None:
    for n in range(3):
        api.post(f"/api/conversations/{conversation.pk}/messages/", {"text": f"message {n}"}, format="json")
    with override_settings(AGENTPROC={"API_PAGE_SIZE": 4}):
        first = api.get(f"/api/conversations/{conversation.pk}/messages/").json()
        second = api.get(first["next"]).json()
    assert first["count"] == 6 and len(first["results"]) == 4 and len(second["results"]) == 2
    assert [m["text"] for m in first["results"]][::2] == ["message 0", "message 1"]


@pytest.mark.parametrize(
    ("payload", "code"),
    [({"text": "x" * 201}, "text_too_long"), ({"text": "   "}, "empty_text"), ({}, "validation_error")],
)
def test_bad_text_is_rejected_with_its_code(api: APIClient, conversation: Conversation, payload: Any, code: str) -> None:
    response = api.post(f"/api/conversations/{conversation.pk}/messages/", payload, format="json")
    assert response.status_code == 400
    assert error_code(response) == code
    assert not Run.objects.exists()


def test_inactive_agent_rejects_turns(api: APIClient, conversation: Conversation, agent: Agent) -> None:
    Agent.objects.filter(pk=agent.pk).update(is_active=False)
    response = api.post(f"/api/conversations/{conversation.pk}/messages/", {"text": "hi"}, format="json")
    assert response.status_code == 400 and error_code(response) == "agent_inactive"


def test_blocked_turn_reports_the_tripwire_and_adds_nothing(api: APIClient, guarded_agent: Agent, alice: Any) -> None:
    conversation = Conversation.objects.create(agent=guarded_agent, owner=alice)
    response = api.post(f"/api/conversations/{conversation.pk}/messages/", {"text": "mail me at jo@example.com"}, format="json")
    body = response.json()
    assert response.status_code == 200
    assert body["tripwire"]["processorId"] == "pii-detector"
    assert body["finishReason"] == "other"
    assert api.get(f"/api/conversations/{conversation.pk}/messages/").json()["count"] == 0


@override_settings(AGENTPROC={"API_THROTTLE_RATES": {"anon": None, "user": None},
                               "TURN_RATE_LIMITS": {"user": "2/hour"}})
def test_turns_are_throttled(api: APIClient, conversation: Conversation) -> None:
    url = f"/api/conversations/{conversation.pk}/messages/"
    assert [api.post(url, {"text": "hi"}, format="json").status_code for _ in range(2)] == [200, 200]
    response = api.post(url, {"text": "hi"}, format="json")
    assert response.status_code == 429
    assert error_code(response) == "rate_limited" and response.json()["error"]["retryAfter"] > 0
    assert int(response["Retry-After"]) == response.json()["error"]["retryAfter"]
    assert Message.objects.filter(conversation=conversation, role="user").count() == 2  # nothing stored
    assert api.get(url).status_code == 200  # reading the history is not a turn


@override_settings(AGENTPROC={"API_THROTTLE_RATES": {"anon": "2/minute", "user": None}})
def test_visitors_are_throttled(open_agent: Agent) -> None:
    visitor = APIClient()
    codes = [visitor.get("/api/agents/").status_code for _ in range(3)]
    assert codes == [200, 200, 429]


# -- running in a worker ----------------------------------------------------------------


@override_settings(AGENTPROC={"RUN_IN_WORKER": True})
def test_turn_in_a_worker_answers_202_then_completes(
    api: APIClient, conversation: Conversation, django_capture_on_commit_callbacks: Any
) -> None:
    with django_capture_on_commit_callbacks(execute=True) as callbacks:
        response = api.post(f"/api/conversations/{conversation.pk}/messages/", {"text": "hello worker"}, format="json")
    assert response.status_code == 202
    assert response.json()["status"] == "queued"
    assert len(callbacks) == 1  # the task is sent only once the run is committed
    run = Run.objects.get(pk=response.json()["runId"])
    assert run.status == "completed" and "hello worker" in run.output_text
    polled = api.get(response["Location"]).json()
    assert polled["status"] == "completed" and polled["text"] == run.output_text
    texts = [m["text"] for m in api.get(f"/api/conversations/{conversation.pk}/messages/").json()["results"]]
    assert texts[0] == "hello worker" and len(texts) == 2


# -- Server-Sent Events -----------------------------------------------------------------


def parse_events(body: str) -> list[Any]:
    events = []
    for block in body.strip().split("\n\n"):
        data = block.removeprefix("data: ")
        events.append(data if data == "[DONE]" else json.loads(data))
    return events


def test_stream_sends_the_spec_chunks_as_events(api: APIClient, conversation: Conversation) -> None:
    response = api.post(f"/api/conversations/{conversation.pk}/stream/", {"text": "stream please"}, format="json")
    assert response.status_code == 200
    assert response["Content-Type"].startswith("text/event-stream")
    events = parse_events(b"".join(response.streaming_content).decode())
    assert events[-1] == "[DONE]"
    chunks = events[:-1]
    types = [c["type"] for c in chunks]
    assert types[0] == "start" and types[-1] == "finish" and "text-delta" in types
    streamed = "".join(c["payload"]["text"] for c in chunks if c["type"] == "text-delta")
    run = Run.objects.get(pk=chunks[0]["runId"])
    assert run.status == "completed" and streamed == run.output_text


def test_stream_rejects_bad_text_before_streaming(api: APIClient, conversation: Conversation) -> None:
    response = api.post(f"/api/conversations/{conversation.pk}/stream/", {"text": ""}, format="json")
    assert response.status_code == 400 and error_code(response) == "empty_text"


@pytest.mark.django_db(transaction=True)
async def test_stream_under_asgi_is_live(async_client: Any, agent: Agent, db_threads_closed: Any) -> None:
    from asgiref.sync import sync_to_async
    from django.contrib.auth import get_user_model
    from rest_framework.authtoken.models import Token

    user = await get_user_model().objects.acreate(username="carol")
    token = await sync_to_async(Token.objects.create)(user=user)
    conversation = await Conversation.objects.acreate(agent=agent, owner=user)
    response = await async_client.post(
        f"/api/conversations/{conversation.pk}/stream/", {"text": "live"}, content_type="application/json",
        headers={"Authorization": f"Token {token.key}", "Accept": "text/event-stream"},
    )
    assert response.status_code == 200 and response.is_async
    body = "".join([part.decode() async for part in response.streaming_content])
    events = parse_events(body)
    assert events[0]["type"] == "start" and events[-2]["type"] == "finish" and events[-1] == "[DONE]"
    run = await Run.objects.aget(pk=events[0]["runId"])
    assert run.status == "completed"


# -- schema and docs --------------------------------------------------------------------


def test_openapi_schema_and_docs_page(client: Any) -> None:
    schema = client.get("/api/schema/?format=json")
    assert schema.status_code == 200
    paths = json.loads(schema.content)["paths"]
    assert {"/api/conversations/{id}/messages/", "/api/conversations/{id}/stream/", "/api/violations/"} <= set(paths)
    assert "/api/schema/" not in paths  # the schema does not describe itself
    # A browser shows the YAML schema instead of downloading it.
    readable = client.get("/api/schema/", HTTP_ACCEPT="text/html,application/xhtml+xml,*/*;q=0.8")
    assert readable["Content-Type"].startswith("text/plain") and b"openapi: 3" in readable.content
    docs = client.get("/api/docs/")
    assert docs.status_code == 200
    page = docs.content.decode()
    assert "/api/conversations/{id}/stream/" in page and "<script src=" not in page
    assert "/api/schema/" not in page.split(">Operations</h2>")[1] and "``" not in page
    assert "<code>" in page.split(">Operations</h2>")[1]


def test_the_api_root_says_who_may_use_what_and_links_to_the_docs(client: Any) -> None:
    page = client.get("/api/", HTTP_ACCEPT="text/html").content.decode()
    description = " ".join(page.split('class="pull-left"')[1].split("request-info")[0].split())
    assert "need no login" in description and "staff who may view runs" in description
    assert "open to everyone" not in page and "`" not in description  # reST literals render as code
    links = client.get("/api/", HTTP_ACCEPT="application/json").json()
    assert links["docs"] == "http://testserver/api/docs/" and links["schema"] == "http://testserver/api/schema/"
    assert client.get(links["docs"]).status_code == 200


def test_the_docs_say_how_to_authenticate(client: Any) -> None:
    page = client.get("/api/docs/").content.decode()
    section = page.split('id="authentication"')[1].split('id="operations"')[0]
    assert "Authorization: Token" in section and "drf_create_token" in section
    assert "X-CSRFToken" in section and 'credentials: "same-origin"' in section
    assert "http://testserver/api/agents/" in section  # examples with this site's URLs
    # Only what the site accepts: without token authentication, no token example.
    with override_settings(AGENTPROC={"API_AUTHENTICATION_CLASSES": [
            "rest_framework.authentication.SessionAuthentication"]}):
        page = client.get("/api/docs/").content.decode()
    section = page.split('id="authentication"')[1].split('id="operations"')[0]
    assert "Authorization: Token" not in section and "X-CSRFToken" in section


@pytest.mark.django_db(transaction=True)
async def test_closing_a_live_stream_cancels_the_turn_and_keeps_what_was_said(
    agent: Agent, db_threads_closed: Any
) -> None:
    from asgiref.sync import sync_to_async

    from agentproc.turns import services
    from agentproc.api.streaming import _live_events
    from agentproc.runtime.providers.registry import register_provider
    from agentproc.runtime.providers.scripted import ScriptedModel

    register_provider("apitest", lambda name: ScriptedModel([" ".join(f"w{i}" for i in range(300))], delay=0.01))
    await Agent.objects.filter(pk=agent.pk).aupdate(model="apitest/slow")
    await sync_to_async(agent.refresh_from_db)()
    conversation = await Conversation.objects.acreate(agent=agent)
    run = await services.aprepare_turn(conversation, "talk for a while")

    events = _live_events(run)
    received = [await events.__anext__() for _ in range(8)]  # the client reads a little, then leaves
    await events.aclose()

    stored = await Run.objects.aget(pk=run.pk)
    assert stored.status == "cancelled"
    said = "".join(json.loads(e[6:])["payload"].get("text", "") for e in received if '"text-delta"' in e)
    assert said.startswith("w0 w1") and stored.output_text.startswith(said)
    assert "w299" not in stored.output_text


@override_settings(AGENTPROC={"API_PERMISSION_CLASSES": ["agentproc.api.permissions.NoSuchPolicy"]})
def test_a_wrong_permission_path_names_the_setting(api: APIClient) -> None:
    from django.core.exceptions import ImproperlyConfigured

    with pytest.raises(ImproperlyConfigured, match="API_PERMISSION_CLASSES"):
        api.get("/api/agents/")


def test_visitor_chats_with_an_open_agent(open_agent: Agent) -> None:
    visitor = APIClient()
    conversation_id = visitor.post("/api/conversations/", {"agent": "open"}, format="json").json()["id"]
    response = visitor.post(f"/api/conversations/{conversation_id}/messages/", {"text": "hi there"}, format="json")
    assert response.status_code == 200 and "hi there" in response.json()["text"]
    assert Conversation.objects.get(pk=conversation_id).owner is None


def test_browser_session_posts_need_the_csrf_token(alice: Any, conversation: Conversation) -> None:
    browser = APIClient(enforce_csrf_checks=True)
    browser.login(username="alice", password="pw-alice")
    response = browser.post(f"/api/conversations/{conversation.pk}/messages/", {"text": "hi"}, format="json")
    assert response.status_code == 403 and error_code(response) == "permission_denied"
    assert not Run.objects.exists()


def test_api_root_links_the_lists(client: Any) -> None:
    links = client.get("/api/", HTTP_ACCEPT="application/json").json()
    assert set(links) == {"agents", "conversations", "runs", "violations", "docs", "schema"}
    assert links["agents"].endswith("/api/agents/")
