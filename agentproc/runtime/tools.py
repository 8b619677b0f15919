"""Tools: ``@tool`` turns a function (sync or async) into a Tool with a JSON-schema signature."""
from __future__ import annotations

import inspect
import re
import types
import typing
from dataclasses import dataclass, field
from typing import Any, Callable, Literal, Union, get_args, get_origin, get_type_hints

from .errors import ConfigurationError

#: Parameters filled by the runtime, never by the model.
CONTEXT_PARAMS = frozenset({"writer", "request_context", "abort_signal", "tool_call_id", "context"})

_PRIMITIVES: dict[Any, dict[str, Any]] = {
    str: {"type": "string"},
    int: {"type": "integer"},
    float: {"type": "number"},
    bool: {"type": "boolean"},
    dict: {"type": "object"},
    list: {"type": "array"},
    Any: {},
}


@dataclass
class Tool:
    """A callable the model may invoke: ``name``, ``description``, JSON-schema ``parameters``."""

    name: str
    description: str
    parameters: dict[str, Any]
    execute: Callable[..., Any]
    #: The runtime-filled parameters ``execute`` accepts (writer, request_context …).
    context_params: frozenset[str] = field(default_factory=frozenset)
    is_async: bool = False

    async def run(self, args: dict[str, Any], **context: Any) -> Any:
        extra = {k: v for k, v in context.items() if k in self.context_params}
        if self.is_async:
            return await self.execute(**args, **extra)
        return self.execute(**args, **extra)

    def schema(self) -> dict[str, Any]:
        return {"name": self.name, "description": self.description, "parameters": self.parameters}


def tool(
    fn: Callable[..., Any] | None = None, *, name: str | None = None, description: str | None = None
) -> Any:
    """Decorator (bare or with options): name from the function, description and parameter
    help from its docstring (``Args:`` section), JSON schema from its type hints."""

    def build(func: Callable[..., Any]) -> Tool:
        summary, arg_docs = _parse_docstring(inspect.getdoc(func) or "")
        params, context = _parameters_schema(func, arg_docs)
        return Tool(
            name=name or func.__name__,
            description=description or summary or func.__name__.replace("_", " "),
            parameters=params,
            execute=func,
            context_params=context,
            is_async=inspect.iscoroutinefunction(func),
        )

    return build(fn) if fn is not None else build


def as_tools(tools: Any) -> dict[str, Tool]:
    """A list of tools or a ``name -> tool`` dict, as a dict by name."""
    if not tools:
        return {}
    items = tools.items() if isinstance(tools, dict) else ((None, t) for t in tools)
    out: dict[str, Tool] = {}
    for key, value in items:
        t = value if isinstance(value, Tool) else tool(value) if callable(value) else None
        if t is None:
            raise ConfigurationError(f"{value!r} is not a tool; decorate a function with @tool")
        out[key or t.name] = t
    return out


def _parameters_schema(func: Callable[..., Any], arg_docs: dict[str, str]) -> tuple[dict[str, Any], frozenset[str]]:
    hints = get_type_hints(func)
    properties: dict[str, Any] = {}
    required: list[str] = []
    context: set[str] = set()
    for pname, param in inspect.signature(func).parameters.items():
        if pname in CONTEXT_PARAMS:
            context.add(pname)
            continue
        if param.kind in (param.VAR_POSITIONAL, param.VAR_KEYWORD):
            continue
        schema = dict(json_schema(hints.get(pname, Any)))
        if pname in arg_docs:
            schema["description"] = arg_docs[pname]
        if param.default is inspect.Parameter.empty:
            required.append(pname)
        elif param.default is not None:
            schema["default"] = param.default
        properties[pname] = schema
    schema_out: dict[str, Any] = {"type": "object", "properties": properties, "required": required,
                                  "additionalProperties": False}
    return schema_out, frozenset(context)


def json_schema(annotation: Any) -> dict[str, Any]:
    """JSON schema for a type hint (primitives, Optional, list[X], dict, Literal, TypedDict)."""
    if annotation in _PRIMITIVES:
        return _PRIMITIVES[annotation]
    origin = get_origin(annotation)
    args = get_args(annotation)
    if origin is Literal:
        return {"enum": list(args)}
    if origin in (Union, types.UnionType):
        options = [json_schema(a) for a in args if a is not type(None)]
        schema = options[0] if len(options) == 1 else {"anyOf": options}
        return {**schema, "nullable": True} if type(None) in args else schema
    if origin in (list, tuple, set, frozenset) or annotation in (tuple, set):
        return {"type": "array", "items": json_schema(args[0]) if args else {}}
    if origin is dict:
        return {"type": "object"}
    if isinstance(annotation, type) and typing.is_typeddict(annotation):
        hints = get_type_hints(annotation)
        return {
            "type": "object",
            "properties": {k: json_schema(v) for k, v in hints.items()},
            "required": sorted(getattr(annotation, "__required_keys__", hints)),
        }
    if hasattr(annotation, "model_json_schema"):
        return annotation.model_json_schema()  # pydantic models
    return {}


_ARGS_HEADER = re.compile(r"^\s*(Args|Arguments|Parameters):\s*$", re.MULTILINE)
_ARG_LINE = re.compile(r"^\s+(\w+)\s*(\([^)]*\))?\s*:\s*(.+)$")


def _parse_docstring(doc: str) -> tuple[str, dict[str, str]]:
    match = _ARGS_HEADER.search(doc)
    summary = (doc[: match.start()] if match else doc).strip()
    args: dict[str, str] = {}
    if match:
        for line in doc[match.end():].splitlines():
            found = _ARG_LINE.match(line)
            if found:
                args[found.group(1)] = found.group(3).strip()
            elif line.strip() and not line.startswith((" ", "\t")):
                break
    return " ".join(summary.split()), args
