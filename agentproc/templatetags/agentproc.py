"""``{% agentproc_chat "support" %}``: the embeddable streaming chat widget."""
from __future__ import annotations

import uuid
from typing import Any

from django import template
from django.urls import NoReverseMatch, reverse

from agentproc.routing import websocket_path

register = template.Library()

#: Placeholder the widget's script replaces with the conversation id.
HISTORY_PLACEHOLDER = uuid.UUID(int=0)
_ASSETS_FLAG = "agentproc_chat_assets"


def _history_url(slug: str) -> str:
    try:
        return reverse("agentproc:conversation-messages", args=[slug, HISTORY_PLACEHOLDER])
    except NoReverseMatch:
        return ""  # the site did not include agentproc.urls: the widget just skips history


def _login_url(request: Any) -> str:
    """Where a visitor logs in to use an agent closed to anonymous chat (back here after)."""
    from django.conf import settings
    from django.shortcuts import resolve_url
    from django.utils.http import urlencode

    try:
        url = resolve_url(settings.LOGIN_URL)
    except NoReverseMatch:
        return ""
    return f"{url}?{urlencode({'next': request.get_full_path()})}" if request is not None else url


def _ensure_session(request: Any) -> None:
    """Anonymous conversations are bound to the session, so the page must set its cookie
    before the websocket connects (the handshake cannot set cookies)."""
    session = getattr(request, "session", None) if request is not None else None
    if session is not None and not session.session_key:
        session["agentproc"] = True  # marks it modified: SessionMiddleware saves it and sets the cookie


@register.inclusion_tag("agentproc/chat.html", takes_context=True)
def agentproc_chat(context: template.Context, slug: str, title: str = "") -> dict[str, Any]:
    """Render the chat for the active agent ``slug`` (CSS and script included once per page)."""
    from agentproc.models import Agent

    agent = Agent.objects.active().filter(slug=slug).first()
    request = context.get("request")
    user = getattr(request, "user", None)
    anonymous = not (user is not None and user.is_authenticated)
    login_url = ""
    if agent is not None and anonymous:
        if agent.admits(user):
            _ensure_session(request)
        else:
            login_url = _login_url(request)
    # Several widgets on a page share one stylesheet and one script.
    if request is not None:
        include_assets = not getattr(request, _ASSETS_FLAG, False)
        setattr(request, _ASSETS_FLAG, True)
    else:
        include_assets = _ASSETS_FLAG not in context.render_context
        context.render_context[_ASSETS_FLAG] = True
    return {
        "agent": agent,
        "slug": slug,
        "title": title,
        "dom_id": slug,
        "ws_path": websocket_path(slug),
        "history_url": _history_url(slug) if agent is not None else "",
        "include_assets": include_assets and not login_url,
        "login_url": login_url,
    }
