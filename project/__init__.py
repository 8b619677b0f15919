"""The agentproc demo project: a Django site with the chat widget and the admin."""
from .celery import app as celery_app

__all__ = ("celery_app",)
