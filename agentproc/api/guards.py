"""Request guards of the API: JSON bodies that cannot crash the parser, and a CSRF/Origin
check for visitors whose only credential is the session cookie."""
from __future__ import annotations

from typing import Any

from django.conf import settings
from django.middleware.csrf import CsrfViewMiddleware
from rest_framework import exceptions, parsers
from rest_framework.permissions import SAFE_METHODS
from rest_framework.request import Request


class PayloadTooLarge(exceptions.APIException):
    """A request body over Django's ``DATA_UPLOAD_MAX_MEMORY_SIZE``."""

    status_code = 413
    default_detail = "The request body is too large."
    default_code = "payload_too_large"


class JSONParser(parsers.JSONParser):
    """DRF's JSON parser, with the two inputs it lets through as a 500 made 400s: nesting too
    deep for Python's parser (``RecursionError``) and bodies past ``DATA_UPLOAD_MAX_MEMORY_SIZE``
    (DRF reads the raw stream, so Django's own check never runs for JSON)."""

    def parse(self, stream: Any, media_type: str | None = None, parser_context: dict[str, Any] | None = None) -> Any:
        request = (parser_context or {}).get("request")
        limit = settings.DATA_UPLOAD_MAX_MEMORY_SIZE
        length = int(request.META.get("CONTENT_LENGTH") or 0) if request is not None else 0
        if limit is not None and length > limit:
            raise PayloadTooLarge()
        try:
            return super().parse(stream, media_type, parser_context)
        except RecursionError:
            raise exceptions.ParseError("JSON parse error - nested too deeply.") from None


PARSERS = (JSONParser, parsers.FormParser, parsers.MultiPartParser)


def _no_response(request: Any) -> None:
    return None


def check_visitor_origin(request: Request) -> None:
    """Refuse a cross-site unsafe request of a visitor without an account.

    DRF's SessionAuthentication checks CSRF for signed-in users only; a visitor's session
    cookie is a credential too (it owns their conversations). A request that carries it must
    come from an allowed Origin, or, without an Origin header, pass Django's CSRF token check.
    Requests without the cookie carry nothing to forge and pass."""
    django_request = request._request
    if request.method in SAFE_METHODS or (request.user and request.user.is_authenticated):
        return
    if settings.SESSION_COOKIE_NAME not in django_request.COOKIES:
        return
    if getattr(django_request, "_dont_enforce_csrf_checks", False):
        return  # Django's test clients and csrf_exempt callers, as for CsrfViewMiddleware
    check = CsrfViewMiddleware(_no_response)
    if "HTTP_ORIGIN" in django_request.META:
        # Same origin, or one of CSRF_TRUSTED_ORIGINS (Django's own rule).
        if check._origin_verified(django_request):
            return
        raise exceptions.PermissionDenied("Cross-site request refused.", code="csrf_failed")
    check.process_request(django_request)
    reason = check.process_view(django_request, None, (), {})
    if reason:
        raise exceptions.PermissionDenied("CSRF check failed: send the csrftoken cookie's value "
                                          "as X-CSRFToken.", code="csrf_failed")
