"""Configuration, the shared client across event loops, the registry entry, moderation."""
from __future__ import annotations

import asyncio
from typing import Any, Iterator

import pytest
from asgiref.sync import async_to_sync

from agentproc.runtime.errors import ConfigurationError
from agentproc.runtime.providers import resolve_model
from agentproc.runtime.providers import openai as provider
from agentproc.runtime.providers.base import ModelRequest
from agentproc.runtime.providers.moderation import ModerationClient, moderate
from agentproc.runtime.providers.openai import OpenAIChatModel, configure, get_client
from tests.openai_server import JSON, MODERATIONS, SSE, Status, text_events


@pytest.fixture(autouse=True)
def clean_configuration(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    for name in ("OPENAI_API_KEY", "OPENAI_BASE_URL", "OPENAI_ORG_ID"):
        monkeypatch.delenv(name, raising=False)
    configure()
    yield
    configure()


def request() -> ModelRequest:
    return ModelRequest(prompt=[{"role": "user", "content": [{"type": "text", "text": "hi"}]}])


async def answer(model: Any) -> str:
    return "".join([c["payload"]["text"] async for c in model.stream(request()) if c["type"] == "text-delta"])


def test_openai_model_strings_resolve_to_the_provider():
    model = resolve_model("openai/gpt-4o-mini")
    assert isinstance(model, OpenAIChatModel)
    assert (model.provider, model.model_id) == ("openai", "gpt-4o-mini")


async def test_configure_sets_key_and_base_url_for_models_made_from_strings(openai_server):
    configure(api_key="sk-configured", base_url=openai_server.base_url, max_retries=0, timeout=5)
    assert await answer(resolve_model("openai/gpt-test")) == "Hello from the local server."
    assert openai_server.requests[-1].headers["authorization"] == "Bearer sk-configured"


async def test_environment_variables_are_the_fallback(openai_server, monkeypatch):
    monkeypatch.setenv("OPENAI_API_KEY", "sk-from-env")
    monkeypatch.setenv("OPENAI_BASE_URL", openai_server.base_url)
    assert await answer(OpenAIChatModel("gpt-test")) == "Hello from the local server."
    assert openai_server.requests[-1].headers["authorization"] == "Bearer sk-from-env"


async def test_explicit_model_settings_win_over_configure(openai_server):
    configure(api_key="sk-configured", base_url="http://127.0.0.1:9/v1")
    model = OpenAIChatModel("gpt-test", api_key="sk-own", base_url=openai_server.base_url)
    assert await answer(model) == "Hello from the local server."
    assert openai_server.requests[-1].headers["authorization"] == "Bearer sk-own"


async def test_a_compatible_server_without_a_key_gets_a_placeholder(openai_server):
    configure(base_url=openai_server.base_url)
    assert await answer(OpenAIChatModel("llama3")) == "Hello from the local server."
    assert openai_server.requests[-1].headers["authorization"] == "Bearer not-needed"


async def test_no_key_for_openai_itself_is_a_configuration_error_naming_the_setting():
    with pytest.raises(ConfigurationError, match="OPENAI_API_KEY"):
        await answer(OpenAIChatModel("gpt-4o-mini"))


async def test_a_client_passed_in_is_used_as_is(openai_server):
    import openai

    client = openai.AsyncOpenAI(api_key="sk-mine", base_url=openai_server.base_url, max_retries=0)
    assert await answer(OpenAIChatModel("gpt-test", client=client)) == "Hello from the local server."
    assert openai_server.requests[-1].headers["authorization"] == "Bearer sk-mine"


async def test_one_shared_client_per_configuration_on_a_loop(openai_server):
    configure(api_key="k", base_url=openai_server.base_url)
    assert get_client() is get_client()
    other = provider.resolve_config(api_key="other")
    assert get_client(other) is not get_client()


def test_calls_from_fresh_event_loops_keep_working(openai_server):
    """Each asyncio.run / async_to_sync call has its own loop; a client bound to a closed
    loop would fail on its pooled connection, so each loop gets its own shared client."""
    configure(api_key="k", base_url=openai_server.base_url, max_retries=0)
    model = OpenAIChatModel("gpt-test")
    clients = []

    async def turn() -> str:
        clients.append(get_client())
        first, second = await answer(model), await answer(model)
        assert get_client() is clients[-1]
        return first + "|" + second

    for _ in range(3):
        assert asyncio.run(turn()) == "Hello from the local server.|Hello from the local server."
    for _ in range(2):
        assert async_to_sync(turn)() == "Hello from the local server.|Hello from the local server."
    assert len({id(c) for c in clients}) == len(clients) == 5
    assert len(openai_server.bodies) == 10


def test_clients_of_finished_loops_are_released(openai_server):
    configure(api_key="k", base_url=openai_server.base_url)
    for _ in range(3):
        asyncio.run(answer(OpenAIChatModel("gpt-test")))

    async def clients_kept() -> int:
        await answer(OpenAIChatModel("gpt-test"))
        return sum(len(per_loop) for per_loop in provider._clients.values())

    assert asyncio.run(clients_kept()) == 1


async def test_the_network_guard_stops_calls_to_the_real_provider():
    with pytest.raises(RuntimeError, match="only 127.0.0.1"):
        await answer(OpenAIChatModel("gpt-4o-mini", api_key="sk-real", max_retries=0))


async def test_moderation_returns_one_verdict_per_text(openai_server):
    results = await moderate(["have a nice day", "I will kill the process"],
                             api_key="k", base_url=openai_server.base_url)
    assert [r["flagged"] for r in results] == [False, True]
    assert results[1]["categories"]["violence"] is True
    assert results[1]["category_scores"]["violence"] > 0.5
    sent = openai_server.requests[-1]
    assert (sent.path, sent.body) == (MODERATIONS, {"model": "omni-moderation-latest",
                                                    "input": ["have a nice day", "I will kill the process"]})


async def test_moderation_keeps_openai_category_names_and_accepts_one_string(openai_server):
    verdict = {"flagged": True, "categories": {"harassment/threatening": True},
               "category_scores": {"harassment/threatening": 0.8}}
    openai_server.script(JSON({"id": "m", "model": "x", "results": [verdict]}), path=MODERATIONS)
    client = ModerationClient("text-moderation-stable", api_key="k", base_url=openai_server.base_url)
    assert await client.moderate("you'd better watch out") == [verdict]
    assert openai_server.requests[-1].body == {"model": "text-moderation-stable", "input": ["you'd better watch out"]}


async def test_moderation_of_nothing_sends_nothing_and_errors_are_the_sdks(openai_server):
    import openai

    client = ModerationClient(api_key="k", base_url=openai_server.base_url, max_retries=0)
    assert await client.moderate([]) == []
    assert openai_server.requests == []
    openai_server.script(Status(429, "slow down"), path=MODERATIONS)
    with pytest.raises(openai.RateLimitError):
        await client.moderate("hello")


async def test_a_scripted_reply_overrides_the_default_for_one_request(openai_server, openai_model):
    openai_server.script(SSE(text_events("scripted")))
    model = openai_model()
    assert await answer(model) == "scripted"
    assert await answer(model) == "Hello from the local server."


def test_the_provider_modules_never_import_django():
    import subprocess
    import sys

    code = ("import sys, agentproc.runtime.providers.openai, agentproc.runtime.providers.moderation; "
            "print(sorted({m.split('.')[0] for m in sys.modules} & {'django', 'rest_framework', 'channels', 'celery'}))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
