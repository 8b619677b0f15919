"""A browsable page of the OpenAPI schema, rendered on the server (no CDN assets needed)."""
from __future__ import annotations

from typing import Any

import re

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils.html import escape
from django.utils.safestring import SafeString, mark_safe
from drf_spectacular.generators import SchemaGenerator

METHODS = ("get", "post", "put", "patch", "delete")
#: reST / Markdown inline literals in docstrings: ``code`` and `code`.
_LITERAL = re.compile(r"``(.+?)``|`([^`]+?)`")


def prose(text: str) -> SafeString:
    """A docstring as HTML: escaped, inline literals as ``<code>``, blank lines as paragraphs."""
    html = _LITERAL.sub(lambda m: f"<code>{m.group(1) or m.group(2)}</code>", escape(text or ""))
    paragraphs = [p.strip().replace("\n", " ") for p in html.split("\n\n") if p.strip()]
    return mark_safe("".join(f"<p>{p}</p>" for p in paragraphs))  # noqa: S308 - escaped above


def _schema_name(ref_or_schema: dict[str, Any]) -> str:
    ref = ref_or_schema.get("$ref", "")
    if ref:
        return ref.rsplit("/", 1)[-1]
    if ref_or_schema.get("type") == "array":
        return f"list of {_schema_name(ref_or_schema.get('items', {}))}"
    return ref_or_schema.get("type", "")


def _operations(schema: dict[str, Any]) -> list[dict[str, Any]]:
    operations = []
    for path, item in schema.get("paths", {}).items():
        for method in METHODS:
            op = item.get(method)
            if op is None:
                continue
            body = (op.get("requestBody") or {}).get("content", {})
            responses = [
                {"status": code, "description": r.get("description", ""),
                 "types": sorted(r.get("content", {}).keys()),
                 "schema": ", ".join(sorted({_schema_name(c.get("schema", {})) for c in r.get("content", {}).values()}))}
                for code, r in op.get("responses", {}).items()
            ]
            operations.append({
                "method": method.upper(), "path": path, "id": op.get("operationId", ""),
                "summary": op.get("summary", ""), "description": prose(op.get("description", "")),
                "parameters": [{**p, "description": prose(p.get("description", ""))} for p in op.get("parameters", [])],
                "body": ", ".join(sorted({_schema_name(c.get("schema", {})) for c in body.values()})),
                "responses": responses,
            })
    return operations


def _components(schema: dict[str, Any]) -> list[dict[str, Any]]:
    components = []
    for name, component in sorted(schema.get("components", {}).get("schemas", {}).items()):
        required = set(component.get("required", []))
        fields = [
            {"name": field, "type": _schema_name(spec) or spec.get("format", ""),
             "required": field in required, "readOnly": spec.get("readOnly", False),
             "description": prose(spec.get("description", ""))}
            for field, spec in component.get("properties", {}).items()
        ]
        components.append({"name": name, "description": prose(component.get("description", "")), "fields": fields})
    return components


def _authentication(request: HttpRequest) -> dict[str, Any]:
    """What the "Authentication" section shows: the configured ways in, and example URLs."""
    from rest_framework.authentication import SessionAuthentication, TokenAuthentication

    from .permissions import load_classes

    classes = load_classes("API_AUTHENTICATION_CLASSES")
    docs = request.build_absolute_uri()
    return {
        "session": any(issubclass(c, SessionAuthentication) for c in classes),
        "token": any(issubclass(c, TokenAuthentication) for c in classes),
        "others": [c.__name__ for c in classes if not issubclass(c, (SessionAuthentication, TokenAuthentication))],
        "base": docs.split("docs/")[0] if "docs/" in docs else request.build_absolute_uri("/api/"),
    }


def api_docs(request: HttpRequest) -> HttpResponse:
    """``/api/docs/``: how to authenticate, every operation with its parameters and responses,
    then every schema."""
    schema = SchemaGenerator(patterns=None).get_schema(request=None, public=True)
    context = {
        "info": schema.get("info", {}),
        "auth": _authentication(request),
        "operations": _operations(schema),
        "components": _components(schema),
    }
    return render(request, "agentproc/api/docs.html", context)
