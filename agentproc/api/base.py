"""The base of every agentproc API view: classes and error handler taken from ``AGENTPROC``."""
from __future__ import annotations

from typing import Any, Callable

from rest_framework.authentication import BaseAuthentication
from rest_framework.permissions import BasePermission
from rest_framework.renderers import BrowsableAPIRenderer, JSONRenderer
from rest_framework.throttling import BaseThrottle

from .exceptions import exception_handler
from .guards import PARSERS, check_visitor_origin
from .pagination import Pagination
from .permissions import load_classes
from .throttling import DEFAULT_THROTTLES


class AgentprocAPIMixin:
    """Reads authentication and permission classes per request (DRF #6030: class-body reads
    would ignore ``override_settings``) and always answers errors in agentproc's shape,
    whatever the project's ``REST_FRAMEWORK`` says."""

    #: Which ``AGENTPROC`` list names this view's permission classes.
    permission_setting = "API_PERMISSION_CLASSES"
    #: Extra throttles on top of the per-user / per-visitor ones.
    extra_throttles: tuple[type[BaseThrottle], ...] = ()
    renderer_classes: tuple[type, ...] = (JSONRenderer, BrowsableAPIRenderer)
    pagination_class = Pagination
    parser_classes = PARSERS

    def get_authenticators(self) -> list[BaseAuthentication]:
        return [cls() for cls in load_classes("API_AUTHENTICATION_CLASSES")]

    def get_permissions(self) -> list[BasePermission]:
        return [cls() for cls in load_classes(self.permission_setting)]

    def get_throttles(self) -> list[BaseThrottle]:
        return [cls() for cls in (*DEFAULT_THROTTLES, *self.extra_throttles)]

    def check_permissions(self, request: Any) -> None:
        check_visitor_origin(request)
        super().check_permissions(request)  # type: ignore[misc]

    def get_exception_handler(self) -> Callable[[Exception, dict[str, Any]], Any]:
        return exception_handler
