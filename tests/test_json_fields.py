"""agentproc's JSON columns are written and read with orjson, and store what the standard
library stored: big integers exactly, strings cleaned, ``str`` subclasses as strings, types
JSON has no place for refused; old rows the standard library wrote still read back."""
from __future__ import annotations

import enum
import json
from datetime import datetime, timezone
from typing import Any

import pytest
from django.db import connection

from agentproc.models import Agent, Conversation, Message, Run

pytestmark = pytest.mark.django_db(transaction=True)


class Colour(str, enum.Enum):
    RED = "red"


@pytest.fixture
def conversation() -> Conversation:
    agent = Agent.objects.create(slug="json", name="J")
    return Conversation.objects.create(agent=agent, session_key="k")


def stored_again(message: Message) -> Any:
    return Message.objects.get(pk=message.pk).data


@pytest.mark.parametrize("data", [
    {"n": 2 ** 64 + 1, "m": -(2 ** 70), "list": [12345678901234567890123]},
    {"text": "naïve café ✓ 𝄞", "nested": {"1": [1.5, -0.0, 2.5e-07, None, True]}},
    {"ids": "4111111111111111111111 in a string"},
])
def test_what_a_turn_stores_reads_back_as_it_was(conversation: Conversation, data: dict[str, Any]) -> None:
    message = Message.objects.create(conversation=conversation, role="tool", data=data, text="")
    assert stored_again(message) == data


def test_strings_a_database_cannot_hold_are_cleaned_keys_included(conversation: Conversation) -> None:
    message = Message.objects.create(conversation=conversation, role="tool", text="",
                                     data={"a\x00": "b\x00c", "lone": "x\ud800y"})
    assert stored_again(message) == {"a\ufffd": "b\ufffdc", "lone": "x\ufffdy"}


def test_a_str_subclass_and_integer_keys_are_stored_as_the_standard_library_writes_them(
        conversation: Conversation) -> None:
    message = Message.objects.create(conversation=conversation, role="tool", text="",
                                     data={"colour": Colour.RED, 7: "seven"})
    assert stored_again(message) == json.loads(json.dumps({"colour": Colour.RED, 7: "seven"}))


def test_a_value_json_has_no_place_for_is_refused_as_before(conversation: Conversation) -> None:
    with pytest.raises(TypeError):
        Message.objects.create(conversation=conversation, role="tool", text="",
                               data={"at": datetime(2026, 1, 1, tzinfo=timezone.utc)})


def test_a_float_that_is_not_a_number_is_stored_as_null_on_every_backend(conversation: Conversation) -> None:
    """The standard library wrote NaN, which is not JSON: SQLite's JSON check and PostgreSQL
    refused the whole write (a turn whose tool returned one could not be stored)."""
    run = Run.objects.create(agent=conversation.agent, conversation=conversation,
                             timings=[{"ms": float("nan")}, {"ms": float("inf")}])
    assert Run.objects.get(pk=run.pk).timings == [{"ms": None}, {"ms": None}]


@pytest.mark.skipif("connection.vendor != 'sqlite'")
def test_rows_the_standard_library_wrote_read_back(conversation: Conversation) -> None:
    message = Message.objects.create(conversation=conversation, role="tool", text="", data={})
    old_text = json.dumps({"big": 2 ** 65, "word": "café", "n": [1, 2.5]})  # spaces, \u escapes
    with connection.cursor() as cursor:
        cursor.execute("UPDATE agentproc_message SET data = %s WHERE id = %s", [old_text, message.pk.hex])
    assert stored_again(message) == {"big": 2 ** 65, "word": "café", "n": [1, 2.5]}
