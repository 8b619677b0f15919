"""Language models: the protocol, the registry of model strings, and the offline models."""
from .base import LanguageModel, ModelRequest
from .registry import model_label, register_provider, resolve_model
from .scripted import DemoModel, ScriptedModel, ScriptExhausted

__all__ = [
    "DemoModel",
    "LanguageModel",
    "ModelRequest",
    "ScriptExhausted",
    "ScriptedModel",
    "model_label",
    "register_provider",
    "resolve_model",
]
