"""Who may use which agent through the API, and the settings-driven class lists.

The default policy (``AGENTPROC["API_PERMISSION_CLASSES"] = ["agentproc.api.permissions.AgentAccess"]``):
signed-in users use every active agent; visitors without an account (a browser session)
see and use only agents with ``allow_anonymous``, and own the conversations of their
session. Put ``"rest_framework.permissions.IsAuthenticated"`` in that list to require a
login for everything.
"""
from __future__ import annotations

from typing import Any

from django.core.exceptions import ImproperlyConfigured
from django.db.models import QuerySet
from django.utils.module_loading import import_string
from rest_framework.permissions import BasePermission
from rest_framework.request import Request

from agentproc import access
from agentproc.conf import agentproc_settings
from agentproc.models import Agent, Conversation, signed_in


def load_classes(setting: str) -> list[type]:
    """Import the dotted paths of an ``AGENTPROC`` list setting (read now, not at import)."""
    classes = []
    for path in getattr(agentproc_settings, setting):
        try:
            classes.append(import_string(path) if isinstance(path, str) else path)
        except ImportError as exc:
            raise ImproperlyConfigured(f'AGENTPROC["{setting}"]: cannot import {path!r} ({exc}).') from exc
    return classes


def is_signed_in(request: Request) -> bool:
    return signed_in(request.user)


def session_key(request: Request, *, create: bool = False) -> str:
    """The browser session's key ('' without a session); ``create`` starts one if needed."""
    session = getattr(request._request, "session", None)
    if session is None:
        return ""
    if not session.session_key and create:
        session.save()
    return session.session_key or ""


def usable_agents(request: Request) -> QuerySet[Agent]:
    """Active agents this user may use (visitors: only ``allow_anonymous`` ones)."""
    return Agent.objects.usable_by(request.user)


def own_conversations(request: Request) -> QuerySet[Conversation]:
    """The user's own conversations (a visitor's: those of the session); nobody else's."""
    conversations = Conversation.objects.select_related("agent")
    if is_signed_in(request):
        return conversations.filter(owner=request.user)
    key = session_key(request)
    if not key:
        return conversations.none()
    return conversations.filter(owner__isnull=True, session_key=key, agent__allow_anonymous=True)


class AgentAccess(BasePermission):
    """Signed-in users, or visitors with a browser session (limited to anonymous agents)."""

    message = "Sign in to use this agent."

    def has_permission(self, request: Request, view: Any) -> bool:
        if is_signed_in(request):
            return True
        return getattr(request._request, "session", None) is not None

    def has_object_permission(self, request: Request, view: Any, obj: Any) -> bool:
        agent = obj if isinstance(obj, Agent) else getattr(obj, "agent", None)
        return agent is None or agent.admits(request.user)


class StaffModelPermission(BasePermission):
    """Active staff who may open the listed model in the admin: ``view_<model>`` or
    ``change_<model>`` (as ``ModelAdmin.has_view_permission`` asks), or a per-agent grant
    (``agentproc.access``). The rows are those of the agents whose conversations they may read:
    the audit lists show no more than the matching admin pages do."""

    message = "You may not view these records."

    def has_permission(self, request: Request, view: Any) -> bool:
        user = request.user
        if not (user and user.is_active and user.is_staff):
            return False
        opts = view.queryset.model._meta
        if any(user.has_perm(f"{opts.app_label}.{action}_{opts.model_name}") for action in ("view", "change")):
            return True
        return access.granted_agents(user).exists()
