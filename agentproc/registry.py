"""Processor and tool registries: stable keys -> classes / tools, filled in ``AppConfig.ready()``.

``register`` works as a call or a decorator::

    from agentproc.registry import register_processor, register_tool

    @register_processor
    class Shouting(Processor):
        key = "shouting"
        display_name = "No shouting"
        lanes = ("input",)
        config_fields = (Field("max_caps_ratio", "float", default=0.7, min=0, max=1),)

    @register_tool
    def weather(city: str) -> dict: ...

New processors need no migration: policies store the key and a JSON config.
"""
from __future__ import annotations

import importlib
import logging
from dataclasses import dataclass
from types import ModuleType
from typing import Any, Callable, Iterator

from django.core.exceptions import ImproperlyConfigured
from django.utils.module_loading import import_string

from .exceptions import ConfigurationError, UnknownProcessor, UnknownTool
from .processors import schema
from .runtime.processor import LANES, implemented_hooks
from .runtime.tools import Tool, tool as make_tool

logger = logging.getLogger("agentproc")

_MISSING: Any = object()


@dataclass(frozen=True)
class ProcessorEntry:
    """A registered processor class with what the admin shows about it."""

    key: str
    cls: type
    display_name: str
    description: str
    lanes: tuple[str, ...]
    fields: tuple[schema.Field, ...]

    def defaults(self) -> dict[str, Any]:
        return {f.name: f.default for f in self.fields}

    def validate(self, config: dict[str, Any] | None) -> dict[str, Any]:
        """The cleaned config; raises ``ConfigValidationError`` (``errors`` per field)."""
        return schema.validate_config(self.cls, config)

    def build(self, config: dict[str, Any] | None, **extra: Any) -> Any:
        """A fresh processor instance for one run."""
        return schema.build(self.cls, config, **extra)

    def describe(self) -> dict[str, Any]:
        return {"key": self.key, "name": self.display_name, "description": self.description,
                "lanes": list(self.lanes), "config": schema.describe(self.fields)}


def _class_str(cls: type, attr: str) -> str | None:
    # ``Processor.display_name`` is a property on instances: only a plain class string counts.
    value = getattr(cls, attr, None)
    return value if isinstance(value, str) and value else None


def _lanes_of(cls: type) -> tuple[str, ...]:
    declared = getattr(cls, "lanes", None)
    if declared:
        lanes = tuple(declared)
        unknown = [lane for lane in lanes if lane not in LANES]
        if unknown:
            raise ConfigurationError(f"{cls.__name__}.lanes has unknown lane(s) {unknown}; use {tuple(LANES)}")
        return lanes
    hooks = set(implemented_hooks(cls))
    return tuple(lane for lane, lane_hooks in LANES.items() if hooks & set(lane_hooks))


class ProcessorRegistry:
    """Processor classes by key, in registration order."""

    def __init__(self) -> None:
        self._entries: dict[str, ProcessorEntry] = {}

    def register(
        self,
        cls: type | None = None,
        *,
        key: str | None = None,
        display_name: str | None = None,
        description: str | None = None,
        lanes: tuple[str, ...] | None = None,
    ) -> Any:
        """Register a processor class (call or decorator); returns the class."""
        if cls is None:
            return lambda c: self.register(c, key=key, display_name=display_name,
                                           description=description, lanes=lanes)
        key = key or getattr(cls, "key", None) or getattr(cls, "id", None)
        if not key or not isinstance(key, str):
            raise ConfigurationError(f"{cls!r} needs a 'key' (or pass key=...) to be registered")
        existing = self._entries.get(key)
        if existing is not None and existing.cls is not cls:
            raise ConfigurationError(
                f"processor key {key!r} is already registered by {existing.cls.__module__}.{existing.cls.__qualname__}"
            )
        doc = (cls.__doc__ or "").strip().split("\n\n")[0]
        self._entries[key] = ProcessorEntry(
            key=key,
            cls=cls,
            display_name=display_name or _class_str(cls, "display_name") or _class_str(cls, "name") or key,
            description=description or getattr(cls, "description", None) or " ".join(doc.split()),
            lanes=tuple(lanes) if lanes else _lanes_of(cls),
            fields=schema.fields_of(cls),
        )
        return cls

    def unregister(self, key: str) -> None:
        self._entries.pop(key, None)

    def get(self, key: str, default: Any = _MISSING) -> ProcessorEntry:
        try:
            return self._entries[key]
        except KeyError:
            if default is not _MISSING:
                return default  # type: ignore[no-any-return]
            raise UnknownProcessor(f"no processor registered under {key!r}") from None

    def __contains__(self, key: object) -> bool:
        return key in self._entries

    def __iter__(self) -> Iterator[ProcessorEntry]:
        return iter(list(self._entries.values()))

    def __len__(self) -> int:
        return len(self._entries)

    def keys(self) -> list[str]:
        return list(self._entries)

    def choices(self, lane: str | None = None) -> list[tuple[str, str]]:
        """``(key, display name)`` pairs for a form field, optionally for one lane."""
        return [(e.key, e.display_name) for e in self if lane is None or lane in e.lanes]


class ToolRegistry:
    """Runtime ``Tool`` objects by key; agents pick theirs by key (``Agent.tools``)."""

    def __init__(self) -> None:
        self._tools: dict[str, Tool] = {}

    def register(self, fn: Any = None, *, key: str | None = None) -> Any:
        """Register a Tool or a function (made a tool with ``@tool``); returns the Tool."""
        if fn is None:
            return lambda f: self.register(f, key=key)
        if not isinstance(fn, Tool):
            if not callable(fn):
                raise ConfigurationError(f"{fn!r} is not a tool; pass a Tool or a function")
            fn = make_tool(fn)
        name = key or fn.name
        existing = self._tools.get(name)
        if existing is not None and existing.execute is not fn.execute:
            raise ConfigurationError(f"tool key {name!r} is already registered")
        self._tools[name] = fn
        return fn

    def unregister(self, key: str) -> None:
        self._tools.pop(key, None)

    def get(self, key: str, default: Any = _MISSING) -> Tool:
        try:
            return self._tools[key]
        except KeyError:
            if default is not _MISSING:
                return default  # type: ignore[no-any-return]
            raise UnknownTool(f"no tool registered under {key!r}") from None

    def tools_for(self, keys: list[str] | None) -> dict[str, Tool]:
        """The tools an agent chose, by key (unknown keys raise ``UnknownTool``)."""
        return {k: self.get(k) for k in keys or ()}

    def __contains__(self, key: object) -> bool:
        return key in self._tools

    def __iter__(self) -> Iterator[str]:
        return iter(list(self._tools))

    def choices(self) -> list[tuple[str, str]]:
        return [(k, f"{k} — {t.description}" if t.description else k) for k, t in self._tools.items()]


processor_registry = ProcessorRegistry()
tool_registry = ToolRegistry()
register_processor: Callable[..., Any] = processor_registry.register
register_tool: Callable[..., Any] = tool_registry.register


def _register_path(path: str, registry: ProcessorRegistry | ToolRegistry) -> None:
    """A dotted path to a class / tool / function registers it; to a module, imports it
    (its decorators register what it defines)."""
    try:
        target: Any = importlib.import_module(path)
    except ImportError:
        try:
            target = import_string(path)
        except ImportError as exc:
            raise ConfigurationError(f"AGENTPROC entry {path!r} cannot be imported: {exc}") from exc
    if isinstance(target, ModuleType):
        return
    registry.register(target)


#: Problems met while filling the registries (reported by the system checks, agentproc.E007).
populate_errors: list[str] = []


def populate() -> None:
    """Register the built-in processors and tools, then those named in AGENTPROC settings.

    A bad ``AGENTPROC["PROCESSORS"]`` / ``["TOOLS"]`` entry does not stop Django from
    starting: it is kept in ``populate_errors`` and reported by ``manage.py check``."""
    from . import processors as builtin
    from .conf import agentproc_settings

    populate_errors.clear()
    # The built-in list may not exist in every checkout yet: register what is there.
    for cls in getattr(builtin, "BUILTIN_PROCESSORS", ()) or ():
        try:
            processor_registry.register(cls)
        except ConfigurationError as exc:
            populate_errors.append(str(exc))
    for setting, registry in (("PROCESSORS", processor_registry), ("TOOLS", tool_registry)):
        try:
            paths = getattr(agentproc_settings, setting) or ()
        except ImproperlyConfigured:
            return  # unknown AGENTPROC keys: reported as agentproc.E001 by the checks
        for path in paths:
            try:
                _register_path(path, registry)
            except ConfigurationError as exc:
                populate_errors.append(f'AGENTPROC["{setting}"]: {exc}')
