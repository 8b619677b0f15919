"""Throttles whose rates come from ``AGENTPROC["API_THROTTLE_RATES"]`` (scope → rate); chat turns
spend the budget shared with the websocket instead (``agentproc.limits``)."""
from __future__ import annotations

from rest_framework.throttling import AnonRateThrottle, UserRateThrottle

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


DEFAULT_THROTTLES = (AnonThrottle, UserThrottle)
