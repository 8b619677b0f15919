"""@tool schemas, the model registry, ScriptedModel and the scripted/demo persona."""
from __future__ import annotations

from typing import Literal, Optional

import pytest

from agentproc.runtime import Agent, tool
from agentproc.runtime.errors import UnknownModelError
from agentproc.runtime.providers import ModelRequest, ScriptedModel, resolve_model
from agentproc.runtime.providers.scripted import ScriptExhausted


@tool
def book_table(restaurant: str, guests: int, time: Optional[str] = None,
               seating: Literal["inside", "outside"] = "inside", tags: list[str] | None = None) -> dict:
    """Book a table at a restaurant.

    Args:
        restaurant: Name of the restaurant.
        guests: How many people.
    """
    return {"ok": True}


def test_tool_schema_comes_from_signature_hints_and_docstring() -> None:
    assert book_table.name == "book_table"
    assert book_table.description == "Book a table at a restaurant."
    params = book_table.parameters
    assert params["required"] == ["restaurant", "guests"]
    assert params["properties"]["restaurant"] == {"type": "string", "description": "Name of the restaurant."}
    assert params["properties"]["guests"]["type"] == "integer"
    assert params["properties"]["seating"] == {"enum": ["inside", "outside"], "default": "inside"}
    assert params["properties"]["tags"] == {"type": "array", "items": {"type": "string"}, "nullable": True}


def test_tool_options_and_runtime_parameters_are_not_exposed_to_the_model() -> None:
    @tool(name="progress", description="Report progress")
    async def report(step: int, writer, request_context) -> str:
        return "ok"

    assert report.name == "progress" and report.description == "Report progress"
    assert list(report.parameters["properties"]) == ["step"]
    assert report.context_params == {"writer", "request_context"}


async def test_tools_may_be_given_as_a_name_to_tool_dict() -> None:
    model = ScriptedModel([{"tool_calls": [{"name": "reserve", "args": {"restaurant": "X", "guests": 2}}]}, "ok"])
    result = await Agent("a", model=model, tools={"reserve": book_table}).generate("book")
    assert result.steps[0].tool_results[0]["result"] == {"ok": True}


def test_registry_resolves_model_strings_and_explains_unknown_ones() -> None:
    assert resolve_model("scripted/demo").model_id == "demo"
    model = ScriptedModel([])
    assert resolve_model(model) is model
    with pytest.raises(UnknownModelError, match="known forms"):
        resolve_model("nope/model")


async def test_scripted_model_streams_one_delta_per_word_and_raises_in_order() -> None:
    model = ScriptedModel(["hello big world", ValueError("api down")])
    chunks = [c async for c in model.stream(ModelRequest(prompt=[]))]
    assert [c["payload"]["text"] for c in chunks if c["type"] == "text-delta"] == ["hello ", "big ", "world"]
    assert chunks[-1]["payload"]["finishReason"] == "stop"
    with pytest.raises(ValueError, match="api down"):
        model.stream(ModelRequest(prompt=[]))
    with pytest.raises(ScriptExhausted):
        model.stream(ModelRequest(prompt=[]))


async def test_demo_persona_answers_and_calls_a_tool_when_asked() -> None:
    @tool
    def lookup_order(order_id: str) -> dict:
        """Look up an order."""
        return {"order": order_id, "status": "shipped"}

    agent = Agent("demo", model="scripted/fast", tools=[lookup_order])
    result = await agent.generate("Where is order 1234?")
    assert result.steps[0].tool_calls == [{"toolCallId": "call_0_0", "toolName": "lookup_order",
                                           "args": {"order_id": "1234"}}]
    assert "shipped" in result.text
    chat = await agent.generate("Hello there")
    assert "Hello there" in chat.text and len(chat.text.split(".")) >= 3
