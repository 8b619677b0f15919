"""URLs of the API; the demo project mounts them at ``api/``.

    (root)                                GET: links to the lists below, the docs and the schema
    agents/                               GET list, GET <slug>/
    conversations/                        GET list, POST {"agent": slug}; GET/DELETE <id>/
    conversations/<id>/messages/          GET history (paginated), POST {"text"} runs a turn
    conversations/<id>/stream/            POST {"text"}: the turn as Server-Sent Events
    runs/, violations/                    GET, staff only, filters, ?format=csv
    schema/                               OpenAPI 3 (YAML, readable in a browser; ?format=json)
    docs/                                 the schema as a browsable page
"""
from __future__ import annotations

from typing import Any

from django.urls import NoReverseMatch, path, reverse
from drf_spectacular.renderers import OpenApiJsonRenderer, OpenApiYamlRenderer, OpenApiYamlRenderer2
from drf_spectacular.utils import extend_schema
from drf_spectacular.views import SpectacularAPIView
from rest_framework.routers import APIRootView, DefaultRouter

from .audit import RunViewSet, ViolationViewSet
from .base import AgentprocAPIMixin
from .docs import api_docs
from .views import AgentViewSet, ConversationViewSet

app_name = "agentproc-api"


class APIRoot(AgentprocAPIMixin, APIRootView):
    """The entry point: links to every list of the API, to its reference (`docs`) and to the
    OpenAPI schema (`schema`).

    Authentication: your session on this site (log in first), or a token sent as
    `Authorization: Token <key>`; the reference's "Authentication" section has examples.

    Who may use what: this page, `docs` and `schema` need no login. `agents` lists the active
    agents you may chat with (anonymous visitors: those that allow anonymous chat).
    `conversations` holds your own conversations (logged in, or this browser's session where
    anonymous chat is allowed). `runs` and `violations` are audit lists for staff who may view
    runs (or violations) in the admin, or who were granted an agent's conversations; they list
    only the agents whose conversations that person may read. Everyone else gets 403."""

    def get_permissions(self) -> list:  # type: ignore[type-arg]
        return []

    def get(self, request: Any, *args: Any, **kwargs: Any) -> Any:
        response = super().get(request, *args, **kwargs)
        namespace = request.resolver_match.namespace if request.resolver_match else ""
        prefix = f"{namespace}:" if namespace else ""
        for name in ("docs", "schema"):
            try:
                response.data[name] = request.build_absolute_uri(reverse(f"{prefix}{name}"))
            except NoReverseMatch:
                continue
        return response


class Router(DefaultRouter):
    APIRootView = APIRoot
    include_format_suffixes = False  # ?format=csv is the one way to ask for a format


router = Router()
router.register("agents", AgentViewSet, basename="agent")
router.register("conversations", ConversationViewSet, basename="conversation")
router.register("runs", RunViewSet, basename="run")
router.register("violations", ViolationViewSet, basename="violation")

class ReadableYamlRenderer(OpenApiYamlRenderer):
    """The YAML schema as ``text/plain``, so a browser shows it instead of downloading it."""

    media_type = "text/plain"


@extend_schema(exclude=True)  # the schema does not describe itself (it would list ~100 languages)
class SchemaView(SpectacularAPIView):
    """``/api/schema/``: OpenAPI 3 as YAML (shown in a browser) or JSON (``?format=json``)."""

    renderer_classes = [ReadableYamlRenderer, OpenApiYamlRenderer, OpenApiYamlRenderer2, OpenApiJsonRenderer]


urlpatterns = [
    path("schema/", SchemaView.as_view(), name="schema"),
    path("docs/", api_docs, name="docs"),
    *router.urls,
]
