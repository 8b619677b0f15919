"""Resolve model strings (``"scripted/demo"``, ``"openai/gpt-4o-mini"``) to LanguageModels."""
from __future__ import annotations

import importlib
from typing import Any, Callable

from ..errors import UnknownModelError
from .base import LanguageModel

ProviderFactory = Callable[[str], LanguageModel]

_providers: dict[str, ProviderFactory | str] = {
    # Lazily imported so the runtime starts without loading provider SDKs.
    "scripted": "agentproc.runtime.providers.scripted:from_name",
    "openai": "agentproc.runtime.providers.openai:from_name",
}


def register_provider(prefix: str, factory: ProviderFactory | str | None = None) -> Any:
    """Register a provider for ``"<prefix>/<model>"`` strings; works as call or decorator."""
    if factory is None:
        def decorator(f: ProviderFactory) -> ProviderFactory:
            _providers[prefix] = f
            return f
        return decorator
    _providers[prefix] = factory
    return factory


def resolve_model(model: Any) -> LanguageModel:
    """A LanguageModel instance as is; a ``"provider/model"`` string through its provider."""
    if not isinstance(model, str):
        if callable(getattr(model, "stream", None)):
            return model  # type: ignore[no-any-return]
        raise UnknownModelError(f"{model!r} is neither a model string nor a LanguageModel")
    prefix, _, name = model.partition("/")
    if not name or prefix not in _providers:
        known = ", ".join(f"{p}/<model>" for p in sorted(_providers))
        raise UnknownModelError(f"unknown model {model!r}; known forms: {known}")
    factory = _providers[prefix]
    if isinstance(factory, str):
        module, _, attr = factory.partition(":")
        factory = getattr(importlib.import_module(module), attr)
        _providers[prefix] = factory
    return factory(name)  # type: ignore[operator]


def model_label(model: Any) -> str:
    """``provider/model_id`` of a model or model string, for logs and the Run row."""
    if isinstance(model, str):
        return model
    return f"{getattr(model, 'provider', '?')}/{getattr(model, 'model_id', '?')}"
