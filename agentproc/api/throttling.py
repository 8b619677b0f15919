"""Throttles whose rates come from ``AGENTPROC["API_THROTTLE_RATES"]`` (scope → rate)."""
from __future__ import annotations

from typing import Any

from rest_framework.request import Request
from rest_framework.throttling import AnonRateThrottle, SimpleRateThrottle, UserRateThrottle

from agentproc.conf import agentproc_settings


class _SettingsRate:
    """Reads the scope's rate when the throttle is made (per request), never at import."""

    scope: str

    def get_rate(self) -> str | None:
        return (agentproc_settings.API_THROTTLE_RATES or {}).get(self.scope)


class AnonThrottle(_SettingsRate, AnonRateThrottle):
    """Every request of a visitor without an account, per client address."""

    scope = "anon"


class UserThrottle(_SettingsRate, UserRateThrottle):
    """Every request of a signed-in user."""

    scope = "user"


class TurnThrottle(_SettingsRate, SimpleRateThrottle):
    """Chat turns (POST messages / stream) per user, or per client address for visitors:
    turns cost model tokens, so they get their own, lower rate."""

    scope = "turn"

    def get_cache_key(self, request: Request, view: Any) -> str | None:
        if request.method != "POST":
            return None
        if request.user and request.user.is_authenticated:
            ident = f"user-{request.user.pk}"
        else:
            ident = self.get_ident(request)
        return self.cache_format % {"scope": self.scope, "ident": ident}


DEFAULT_THROTTLES = (AnonThrottle, UserThrottle)
