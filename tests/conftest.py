"""Shared fixtures; markers for real services skip cleanly when a service is absent."""
from __future__ import annotations

import pytest

from tests.availability import answers

_NEEDS = {"postgres": "postgres", "redis": "redis", "celery_worker": "redis", "browser": "browser"}


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        for marker, service in _NEEDS.items():
            if item.get_closest_marker(marker) and not answers(service):
                item.add_marker(pytest.mark.skip(reason=f"{service} is not available here"))


@pytest.fixture(autouse=True)
def _fresh_cache() -> None:
    """Turn budgets and socket counts live in the cache: every test starts with full budgets."""
    try:
        from django.core.cache import cache

        cache.clear()
    except Exception:  # noqa: BLE001 - tests without Django settings (the pure runtime)
        pass


# -- factories for the Django side (agents, policies, a scripted model) -----------------

class ModelScript:
    """The model behind ``"test/script"`` agents: ``set(*responses)`` scripts the next run(s)."""

    def __init__(self) -> None:
        from agentproc.runtime.providers.scripted import ScriptedModel

        self.model = ScriptedModel([])

    def set(self, *responses: object, delay: float = 0.0) -> object:
        from agentproc.runtime.providers.scripted import ScriptedModel

        self.model = ScriptedModel(list(responses), delay=delay)
        return self.model


@pytest.fixture
def fast_paths_on(settings):
    """For the tests of a fast path itself (agentproc.fastpaths): on, whatever
    AGENTPROC_TEST_FAST_PATHS says."""
    settings.AGENTPROC = {**settings.AGENTPROC, "FAST_PATHS": True}


@pytest.fixture
def model_script():
    """Registers the ``test`` model provider; agents with model ``"test/script"`` use it."""
    from agentproc.runtime.providers.registry import _providers, register_provider

    script = ModelScript()
    register_provider("test", lambda name: script.model)
    yield script
    _providers.pop("test", None)


@pytest.fixture
def make_agent(db):
    """``make_agent(slug="helper", policies=[("input", "key", {config}, "enforce"), ...], **fields)``."""
    from agentproc.models import Agent, ProcessorPolicy

    def make(slug: str = "helper", *, policies: tuple = (), **fields: object) -> Agent:
        fields.setdefault("name", slug.title())
        fields.setdefault("model", "test/script")
        agent = Agent.objects.create(slug=slug, **fields)
        for position, spec in enumerate(policies):
            lane, key, config, mode = (*spec, *(None, None, {}, "enforce")[len(spec):])
            ProcessorPolicy.objects.create(agent=agent, lane=lane, processor_key=key, config=config or {},
                                           mode=mode, position=position)
        return agent

    return make


@pytest.fixture
def make_user(db):
    from django.contrib.auth import get_user_model

    def make(username: str = "alice", **fields: object):
        return get_user_model().objects.create_user(username, password="pw", **fields)

    return make


# -- the agent, its users and a conversation (shared by every Django test folder) ---------------

@pytest.fixture
def agent(db):
    """The one agent most tests use: ``support``, offline model, a system prompt, 200 characters max."""
    from agentproc.models import Agent

    return Agent.objects.create(slug="support", name="Support", model="scripted/fast", instructions="Be kind.",
                                max_input_chars=200)


@pytest.fixture
def open_agent(db):
    """An agent visitors without an account may use."""
    from agentproc.models import Agent

    return Agent.objects.create(slug="open", name="Open desk", model="scripted/fast", allow_anonymous=True)


@pytest.fixture
def guarded_agent(db):
    """Blocks any input with an email address (a PII detector in enforce mode)."""
    from agentproc.models import Agent, ProcessorPolicy

    guarded = Agent.objects.create(slug="guarded", name="Guarded", model="scripted/fast")
    ProcessorPolicy.objects.create(
        agent=guarded, lane="input", processor_key="pii-detector", config={"strategy": "block"}, position=0
    )
    return guarded


@pytest.fixture
def alice(django_user_model):
    return django_user_model.objects.create_user("alice", password="pw-alice")


@pytest.fixture
def bob(django_user_model):
    return django_user_model.objects.create_user("bob", password="pw-bob")


@pytest.fixture
def staff(django_user_model):
    """Staff with the admin's view permission of runs and violations (what the audit API asks) and
    of every agent's conversations (whose text the runs and violations hold)."""
    from django.contrib.auth.models import Permission

    user = django_user_model.objects.create_user("auditor", password="pw-staff", is_staff=True)
    user.user_permissions.set(Permission.objects.filter(content_type__app_label="agentproc",
                                                        codename__in=("view_run", "view_violation", "view_conversation")))
    return user


@pytest.fixture
def conversation(agent, alice):
    """Alice's conversation with ``agent``."""
    from agentproc.models import Conversation

    return Conversation.objects.create(agent=agent, owner=alice)


@pytest.fixture
def api(alice):
    """Alice's token-authenticated API client."""
    from tests.clients import client_for

    return client_for(alice)


@pytest.fixture
async def db_thread_closed():
    """For async tests that reach the ORM from asgiref's thread: its connection is closed after
    the test, or PostgreSQL refuses to drop the test database."""
    yield
    from asgiref.sync import sync_to_async
    from django.db import connections

    await sync_to_async(connections.close_all)()
