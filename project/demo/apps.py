"""The demo app: registers the demo tool with agentproc when Django starts."""
from __future__ import annotations

from django.apps import AppConfig


class DemoConfig(AppConfig):
    name = "project.demo"
    label = "agentproc_demo"
    verbose_name = "agentproc demo"

    def ready(self) -> None:
        from . import tools  # noqa: F401 - @register_tool registers lookup_order
