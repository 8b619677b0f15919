"""HTTP routes of the chat widget: ``path("agentproc/", include("agentproc.urls"))``."""
from __future__ import annotations

from django.urls import path

from . import views

app_name = "agentproc"

urlpatterns = [
    path(
        "<slug:agent_slug>/conversations/<uuid:conversation_id>/messages/",
        views.conversation_messages,
        name="conversation-messages",
    ),
]
