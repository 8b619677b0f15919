"""Registries: processors and tools under stable keys, filled from built-ins and settings."""
from __future__ import annotations

from pathlib import Path

import pytest

from agentproc import processors as builtin
from agentproc.exceptions import ConfigurationError, UnknownProcessor, UnknownTool
from agentproc.processors.schema import ConfigValidationError, Field
from agentproc.registry import (
    ProcessorRegistry,
    ToolRegistry,
    populate,
    populate_errors,
    processor_registry,
    tool_registry,
)
from agentproc.runtime import Processor, tool


class Shouting(Processor):
    """Stops messages written in capitals.

    Longer explanation that the admin does not show."""

    key = "shouting"
    display_name = "No shouting"
    lanes = ("input",)
    config_fields = (Field("max_ratio", "float", default=0.7, min=0, max=1),)

    def __init__(self, max_ratio: float = 0.7) -> None:
        self.id = self.key
        self.max_ratio = max_ratio

    def process_input(self, messages):  # type: ignore[no-untyped-def]
        return messages


class Echo(Processor):
    id = "echo"

    def process_output_stream(self, part):  # type: ignore[no-untyped-def]
        return part

    def process_api_error(self, error):  # type: ignore[no-untyped-def]
        return None


def test_register_as_a_call_or_a_decorator() -> None:
    registry = ProcessorRegistry()
    assert registry.register(Shouting) is Shouting

    @registry.register(key="echo-2", display_name="Echo two")
    class Echo2(Echo):
        pass

    assert registry.keys() == ["shouting", "echo-2"]
    assert registry.get("echo-2").display_name == "Echo two"


def test_entry_describes_the_processor_for_the_admin() -> None:
    registry = ProcessorRegistry()
    registry.register(Shouting)
    entry = registry.get("shouting")
    assert (entry.display_name, entry.lanes) == ("No shouting", ("input",))
    assert entry.description == "Stops messages written in capitals."
    assert entry.defaults() == {"max_ratio": 0.7}
    assert entry.describe()["config"][0]["max"] == 1


def test_lanes_are_inferred_from_hooks_when_not_declared() -> None:
    registry = ProcessorRegistry()
    registry.register(Echo)
    assert registry.get("echo").lanes == ("output", "error")
    assert registry.choices("input") == []
    assert registry.choices("output") == [("echo", "echo")]


def test_a_key_cannot_be_taken_twice() -> None:
    registry = ProcessorRegistry()
    registry.register(Shouting)
    registry.register(Shouting)  # the same class again is fine (ready() may run twice)
    with pytest.raises(ConfigurationError):
        registry.register(type("Other", (Shouting,), {}))


def test_unknown_keys_raise_a_coded_error() -> None:
    with pytest.raises(UnknownProcessor) as info:
        ProcessorRegistry().get("nope")
    assert info.value.code == "unknown_processor"
    assert ProcessorRegistry().get("nope", None) is None
    with pytest.raises(UnknownTool):
        ToolRegistry().get("nope")


def test_config_is_validated_and_built_from_the_schema() -> None:
    registry = ProcessorRegistry()
    registry.register(Shouting)
    entry = registry.get("shouting")
    assert entry.build({"max_ratio": "0.5"}).max_ratio == 0.5
    with pytest.raises(ConfigValidationError) as info:
        entry.validate({"max_ratio": 3, "colour": "red"})
    assert set(info.value.errors) == {"max_ratio", "colour"}


def test_tools_register_as_functions_or_tools() -> None:
    registry = ToolRegistry()

    @registry.register
    def weather(city: str) -> str:
        """Today's weather."""
        return f"sunny in {city}"

    registry.register(tool(lambda: 1, name="one"), key="uno")
    assert list(registry) == ["weather", "uno"]
    assert registry.get("weather").parameters["required"] == ["city"]
    assert set(registry.tools_for(["weather"])) == {"weather"}
    with pytest.raises(UnknownTool):
        registry.tools_for(["weather", "missing"])


def test_built_ins_are_registered_at_start_up() -> None:
    for cls in getattr(builtin, "BUILTIN_PROCESSORS", ()):
        assert processor_registry.get(cls.key).cls is cls


def test_the_library_registers_no_demo_tool() -> None:
    # The demo tool comes from the example project's demo app; no library module names it.
    library = Path(builtin.__file__).resolve().parent.parent
    naming = [p.name for p in library.rglob("*.py") if "lookup_order" in p.read_text() or "project.demo" in p.read_text()]
    assert naming == []
    assert "lookup_order" in tool_registry  # registered by project.demo's AppConfig.ready()


def test_the_demo_tool_answers_the_same_for_the_same_order() -> None:
    status = tool_registry.get("lookup_order").execute(order_id="1234")
    assert status["found"] and status == tool_registry.get("lookup_order").execute(order_id="1234")


def test_settings_name_extra_processors_and_tools(settings) -> None:
    settings.AGENTPROC = {"PROCESSORS": ["tests.test_registry.Shouting"], "TOOLS": ["tests.test_registry.ping"]}
    try:
        populate()
        assert processor_registry.get("shouting").cls is Shouting
        assert "ping" in tool_registry
    finally:
        processor_registry.unregister("shouting")
        tool_registry.unregister("ping")


def test_a_bad_dotted_path_is_reported_not_raised(settings) -> None:
    settings.AGENTPROC = {"PROCESSORS": ["no.such.module.Thing"]}
    try:
        populate()
        assert any("no.such.module.Thing" in e for e in populate_errors)
    finally:
        settings.AGENTPROC = {}
        populate()
    assert populate_errors == []


def ping() -> str:
    """Answers pong."""
    return "pong"
