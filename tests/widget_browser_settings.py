"""Settings of the daphne process the widget's browser tests start: the browser settings plus
``slowdemo/<name>``, the demo model streaming a word every 0.12 s, so a test can act (press
Escape, take a screenshot) while a reply streams, and ``downdemo/<name>``, a provider that fails."""
from __future__ import annotations

from agentproc.runtime.providers.registry import register_provider
from agentproc.runtime.providers.scripted import DemoModel, ScriptedModel
from tests.browser_settings import *  # noqa: F401,F403

register_provider("slowdemo", lambda name: DemoModel(delay=0.12))


class ProviderDown(Exception):
    """A provider's HTTP error (its text is for the admins; the visitor reads a coded message)."""

    status_code = 503


# ``downdemo/<name>``: a provider that fails every call.
register_provider("downdemo", lambda name: ScriptedModel([ProviderDown("upstream unavailable")] * 10))
