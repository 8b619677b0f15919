"""Django app configuration: fills the registries when Django starts."""
from django.apps import AppConfig


class AgentprocConfig(AppConfig):
    name = "agentproc"
    verbose_name = "Agent processors"
    default_auto_field = "django.db.models.BigAutoField"
