"""The one ``AGENTPROC`` settings dict, read lazily, with every default documented here."""
from __future__ import annotations

from typing import Any

from django.core.exceptions import ImproperlyConfigured

#: Every key agentproc understands, with its default. Unknown keys are an error.
DEFAULTS: dict[str, Any] = {
    # Model used when an agent names none.
    "DEFAULT_MODEL": "scripted/demo",
    # OpenAI-compatible provider; None falls back to OPENAI_API_KEY / OPENAI_BASE_URL.
    "OPENAI_API_KEY": None,
    "OPENAI_BASE_URL": None,
    "OPENAI_ORGANIZATION": None,
    "OPENAI_TIMEOUT": 60.0,
    "OPENAI_MAX_RETRIES": 2,
    # Extra processors / tools: dotted paths of classes or modules that register them.
    "PROCESSORS": [],
    "TOOLS": [],
}


class Settings:
    """Reads ``settings.AGENTPROC`` on every access, so ``override_settings`` just works."""

    def _user_settings(self) -> dict[str, Any]:
        from django.conf import settings

        user = getattr(settings, "AGENTPROC", None) or {}
        unknown = sorted(set(user) - set(DEFAULTS))
        if unknown:
            raise ImproperlyConfigured(
                f"AGENTPROC has unknown key(s): {', '.join(unknown)}. "
                f"Known keys: {', '.join(sorted(DEFAULTS))}."
            )
        return user

    def __getattr__(self, name: str) -> Any:
        if name not in DEFAULTS:
            raise AttributeError(f"AGENTPROC has no setting {name!r}")
        user = self._user_settings()
        return user[name] if name in user else DEFAULTS[name]

    def as_dict(self) -> dict[str, Any]:
        return {**DEFAULTS, **self._user_settings()}


agentproc_settings = Settings()
