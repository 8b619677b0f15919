"""Fixtures of the API and task tests: agents, users and authenticated API clients."""
from __future__ import annotations

from typing import Any

import pytest
from django.core.cache import cache
from rest_framework.authtoken.models import Token
from rest_framework.test import APIClient

from agentproc.models import Agent, Conversation, ProcessorPolicy


@pytest.fixture(autouse=True)
def fresh_throttles() -> Any:
    # Throttle counters live in the cache; every test starts with none.
    cache.clear()
    yield
    cache.clear()


@pytest.fixture
def agent(db: Any) -> Agent:
    return Agent.objects.create(slug="support", name="Support", model="scripted/fast", max_input_chars=200)


@pytest.fixture
def open_agent(db: Any) -> Agent:
    return Agent.objects.create(slug="open", name="Open desk", model="scripted/fast", allow_anonymous=True)


@pytest.fixture
def guarded_agent(db: Any) -> Agent:
    """Blocks any input with an email address (a PII detector in enforce mode)."""
    guarded = Agent.objects.create(slug="guarded", name="Guarded", model="scripted/fast")
    ProcessorPolicy.objects.create(
        agent=guarded, stage="input", processor_key="pii-detector", config={"strategy": "block"}, position=0
    )
    return guarded


@pytest.fixture
def alice(django_user_model: Any) -> Any:
    return django_user_model.objects.create_user("alice", password="pw-alice")


@pytest.fixture
def bob(django_user_model: Any) -> Any:
    return django_user_model.objects.create_user("bob", password="pw-bob")


@pytest.fixture
def staff(django_user_model: Any) -> Any:
    from django.contrib.auth.models import Permission

    user = django_user_model.objects.create_user("auditor", password="pw-staff", is_staff=True)
    user.user_permissions.set(Permission.objects.filter(content_type__app_label="agentproc",
                                                        codename__in=("view_run", "view_violation")))
    return user


def client_for(user: Any) -> APIClient:
    """An API client authenticated with the user's token (as a non-browser app would)."""
    client = APIClient()
    token, _ = Token.objects.get_or_create(user=user)
    client.credentials(HTTP_AUTHORIZATION=f"Token {token.key}")
    return client


@pytest.fixture
def api(alice: Any) -> APIClient:
    return client_for(alice)


@pytest.fixture
def conversation(agent: Agent, alice: Any) -> Conversation:
    return Conversation.objects.create(agent=agent, owner=alice)
