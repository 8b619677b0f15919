"""The response cache holds nothing an enforced policy would change.

The model volunteers a card number, an e-mail address and a phone number; the agent's output
PII guard masks them. Afterwards every key and value of the cache (the default local-memory
cache, and Django's Redis cache with the whole Redis database it lives in) is searched for
the raw values and for the answer itself: entries are sealed with the encryption keys, and a
blocked turn caches nothing at all."""
from __future__ import annotations

from typing import Any

import pytest

from agentproc.models import Run
from agentproc.turns import services
from tests.security.stores import Needles, backend_fixture, cache_dump, redis_dump  # noqa: F401 - the backend fixture

pytestmark = pytest.mark.django_db(transaction=True)

QUESTION = "What do you have on file for me?"


def volunteering(needles: Needles) -> str:
    return f"On file: card {needles.spaced_card}, mail {needles.email}, phone {needles.phone}. Anything else?"


def guarded_cached_agent(make_agent: Any, strategy: str = "redact") -> Any:
    return make_agent("cached", policies=[("input", "response-cache"),
                                          ("output", "pii-detector", {"strategy": strategy})])


def test_the_cache_holds_the_masked_answer_only(backend: str, make_agent: Any, make_user: Any,
                                                 model_script: Any) -> None:
    needles = Needles.new()
    agent = guarded_cached_agent(make_agent)
    model = model_script.set(volunteering(needles))
    first = services.run_turn(services.get_conversation(agent, user=make_user("ann")), QUESTION)
    assert first.status == "completed" and "Anything else?" in first.text
    assert needles.found_in(first.text) == []  # what the visitor got

    entries = cache_dump()
    assert len([key for key in entries if "agentproc:response:" in key]) == 1, entries  # the answer is cached ...
    assert needles.found_in(repr(entries)) == [] and "Anything else?" not in repr(entries)  # ... sealed
    if backend == "redis":
        assert needles.found_in(repr(redis_dump())) == []

    # Another visitor asking the same gets the cached answer, masked, without a model call.
    second = services.run_turn(services.get_conversation(agent, user=make_user("bea")), QUESTION)
    assert second.text == first.text and model.calls == 1


def test_a_blocked_turn_caches_nothing(backend: str, make_agent: Any, make_user: Any, model_script: Any) -> None:
    needles = Needles.new()
    agent = guarded_cached_agent(make_agent, strategy="block")
    model_script.set(volunteering(needles))
    turn = services.run_turn(services.get_conversation(agent, user=make_user("ann")), QUESTION)
    assert turn.status == "tripwire"
    assert [key for key in cache_dump() if "agentproc:response" in key or "conversation-cache" in key] == []
    if backend == "redis":
        assert needles.found_in(repr(redis_dump())) == []
    assert Run.objects.get().status == "tripwire"


def test_an_entry_no_current_key_opens_is_a_miss(settings: Any) -> None:
    from django.core.cache import cache

    from agentproc.turns.response_cache import TurnCache

    settings.AGENTPROC = {**settings.AGENTPROC, "ENCRYPTION_KEYS": ["old-key-for-the-cache-test"]}
    writer = TurnCache(cache, conversation_id="c1")
    writer.set("agentproc:response:k", [{"type": "text-delta", "payload": {"text": "hi"}}], 60)
    writer.commit()
    assert TurnCache(cache).get("agentproc:response:k") == [{"type": "text-delta", "payload": {"text": "hi"}}]
    settings.AGENTPROC = {**settings.AGENTPROC, "ENCRYPTION_KEYS": ["a-new-key-after-rotation"]}
    assert TurnCache(cache).get("agentproc:response:k") is None
