"""Django app configuration: fills the registries when Django starts."""
from __future__ import annotations

import inspect
from importlib import import_module

from django.apps import AppConfig
from django.core.signals import setting_changed


class AgentprocConfig(AppConfig):
    name = "agentproc"
    verbose_name = "Agent processors"
    default_auto_field = "django.db.models.BigAutoField"

    def import_models(self) -> None:
        """``models.py``, then the feature packages' models (backtests, policy test cases):
        Django registers a model when its module is imported, and it imports only ``models``."""
        super().import_models()
        import_module(f"{self.name}.backtest.models")
        import_module(f"{self.name}.testcases.models")

    def ready(self) -> None:
        from . import checks  # noqa: F401 - registers the system checks
        from .registry import populate

        populate()
        configure_openai()
        setting_changed.connect(_agentproc_changed, dispatch_uid="agentproc.settings_changed")
        from . import receivers

        receivers.connect()  # violation notices (webhook / email)
        from .turns import agents_cache

        agents_cache.connect()  # policy edits reach the policy rows each process keeps
        from .backtest.tasks import reap_stale_backtests
        from .turns import reaper

        if reap_stale_backtests not in reaper.EXTRA_PASSES:  # backtests whose workers died end too
            reaper.EXTRA_PASSES.append(reap_stale_backtests)


def configure_openai() -> None:
    """Hand the AGENTPROC ``OPENAI_*`` settings to the OpenAI provider, when it is installed."""
    from django.core.exceptions import ImproperlyConfigured

    from .conf import agentproc_settings

    try:
        from .runtime.providers import openai as openai_provider
    except ImportError:
        return  # the provider module is optional; "openai/..." models fail when used
    configure = getattr(openai_provider, "configure", None)
    if configure is None:
        return
    try:
        options = {
            "api_key": agentproc_settings.OPENAI_API_KEY,
            "base_url": agentproc_settings.OPENAI_BASE_URL,
            "organization": agentproc_settings.OPENAI_ORGANIZATION,
            "timeout": agentproc_settings.OPENAI_TIMEOUT,
            "max_retries": agentproc_settings.OPENAI_MAX_RETRIES,
        }
    except ImproperlyConfigured:
        return  # unknown AGENTPROC keys: reported as agentproc.E001
    # Pass only the options the provider's configure() accepts (it may take fewer).
    params = inspect.signature(configure).parameters
    if not any(p.kind is p.VAR_KEYWORD for p in params.values()):
        options = {k: v for k, v in options.items() if k in params}
    configure(**options)


def _agentproc_changed(*, setting: str, **kwargs: object) -> None:
    """``override_settings(AGENTPROC=...)`` (tests) reaches the registries and the provider."""
    if setting == "AGENTPROC":
        from .registry import populate

        populate()
        configure_openai()
