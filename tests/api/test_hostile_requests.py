"""Hostile HTTP requests to the API and the widget's history view: each is a 4xx with a coded
``{"error": {...}}`` body, never a 500, and nothing is stored for it (SQLite and PostgreSQL)."""
from __future__ import annotations

import json
from typing import Any

import pytest
from django.contrib.auth import get_user_model
from django.test import override_settings
from rest_framework.test import APIClient

from agentproc.models import Agent, Conversation, Message, Run

pytestmark = pytest.mark.django_db

DEEP = "[" * 5000 + "]" * 5000
OPEN = '{"a":' * 3000


@pytest.fixture
def setup() -> dict[str, Any]:
    agent = Agent.objects.create(slug="support", name="Support", model="scripted/fast", allow_anonymous=True,
                                 max_input_chars=4000)
    user = get_user_model().objects.create_user("mallory")
    api = APIClient()
    api.force_authenticate(user)
    conversation = Conversation.objects.create(agent=agent, owner=user)
    return {"api": api, "conversation": conversation, "user": user}


def raw(api: APIClient, url: str, body: bytes | str, content_type: str = "application/json") -> Any:
    return api.generic("POST", url, body, content_type=content_type)


def code(response: Any) -> str:
    return response.json()["error"]["code"]


TURN_BODIES = [
    ("nested 5,000 deep", DEEP, "parse_error"),
    ("object opened 3,000 times", OPEN, "parse_error"),
    ("deep text", '{"text": ' + DEEP + "}", "parse_error"),
    ("invalid UTF-8", b'{"text": "\xc3\x28"}', "parse_error"),
    ("NUL", json.dumps({"text": "hi\x00"}), "invalid_text"),
    ("lone surrogate", '{"text": "hi \\ud800"}', "invalid_text"),
    ("surrogates reversed", '{"text": "\\ude00\\ud83d"}', "invalid_text"),
    ("integer of 5,000 digits", '{"text": ' + "9" * 5000 + "}", "parse_error"),
    ("text as a list", '{"text": ["hi"]}', "validation_error"),
    ("no text", "{}", "validation_error"),
    ("blank", json.dumps({"text": "  "}), "empty_text"),
    ("too long", json.dumps({"text": "x" * 4001}), "text_too_long"),
]


@pytest.mark.parametrize(("name", "body", "expected"), TURN_BODIES, ids=[t[0] for t in TURN_BODIES])
@pytest.mark.parametrize("endpoint", ["messages", "stream"])
def test_hostile_turn_bodies_get_a_coded_400_and_store_nothing(setup: dict[str, Any], endpoint: str, name: str,
                                                               body: Any, expected: str) -> None:
    response = raw(setup["api"], f"/api/conversations/{setup['conversation'].pk}/{endpoint}/", body)
    assert response.status_code == 400, name
    assert code(response) == expected, name
    assert Run.objects.count() == 0 and Message.objects.count() == 0


def test_a_form_encoded_nul_is_refused_like_a_json_one(setup: dict[str, Any]) -> None:
    response = raw(setup["api"], f"/api/conversations/{setup['conversation'].pk}/messages/", "text=hi%00there",
                   "application/x-www-form-urlencoded")
    assert response.status_code == 400 and code(response) == "invalid_text"
    assert Message.objects.count() == 0


def test_3000_emoji_sent_as_json_escapes_are_3000_characters(setup: dict[str, Any]) -> None:
    body = json.dumps({"text": "\U0001F600" * 3000})  # \ud83d\ude00 escapes: 36,000 characters
    response = raw(setup["api"], f"/api/conversations/{setup['conversation'].pk}/messages/", body)
    assert response.status_code == 200
    assert Message.objects.get(role="user").text == "\U0001F600" * 3000


@override_settings(DATA_UPLOAD_MAX_MEMORY_SIZE=10_000)
def test_a_body_over_the_upload_limit_is_413(setup: dict[str, Any]) -> None:
    response = raw(setup["api"], f"/api/conversations/{setup['conversation'].pk}/messages/",
                   json.dumps({"text": "x" * 20_000}))
    assert response.status_code == 413 and code(response) == "payload_too_large"
    assert Message.objects.count() == 0


@pytest.mark.parametrize("body", [
    DEEP, OPEN, '{"agent": "sup\\u0000port"}', '{"agent": "\\ud800"}', '{"agent": "support", "title": "a\\u0000b"}',
])
def test_creating_a_conversation_from_hostile_bodies_is_a_400(setup: dict[str, Any], body: str) -> None:
    before = Conversation.objects.count()
    response = raw(setup["api"], "/api/conversations/", body)
    assert response.status_code == 400 and code(response) in {"parse_error", "validation_error"}
    assert Conversation.objects.count() == before


@pytest.mark.parametrize("url", [
    "/api/conversations/not-a-uuid/", "/api/conversations/%00/", "/api/conversations/not-a-uuid/messages/",
])
def test_malformed_ids_are_404(setup: dict[str, Any], url: str) -> None:
    response = setup["api"].get(url)
    assert response.status_code == 404 and code(response) == "conversation_not_found"


@pytest.mark.parametrize("query", ["agent=%00", "processor=%00", "status=%00", "action=a%00", "since=%00",
                                   "conversation=%00"])
def test_hostile_audit_filters_are_400(django_user_model: Any, query: str) -> None:
    staff = django_user_model.objects.create_superuser("root", password="pw")
    api = APIClient()
    api.force_authenticate(staff)
    for url in ("/api/runs/", "/api/violations/"):
        response = api.get(f"{url}?{query}")
        assert response.status_code == 400 and code(response) == "validation_error", (url, query)


def test_the_widget_history_refuses_a_bad_cursor(setup: dict[str, Any], client: Any) -> None:
    client.force_login(setup["user"])
    url = f"/agentproc/support/conversations/{setup['conversation'].pk}/messages/"
    for cursor in ("not-a-uuid", "%00", "00000000-0000-0000-0000-000000000000"):
        response = client.get(f"{url}?before={cursor}")
        assert response.status_code == 400 and response.json()["error"]["code"] == "invalid_cursor"
