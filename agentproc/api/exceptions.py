"""One error shape for the whole API: ``{"error": {"code", "message", "details"?}}``.

Codes are stable (clients branch on them): ``validation_error``, ``not_found``,
``conversation_not_found``, ``not_authenticated``, ``authentication_failed``,
``permission_denied``, ``forbidden``, ``method_not_allowed``, ``not_acceptable``,
``unsupported_media_type``, ``parse_error`` (also JSON nested too deeply), ``payload_too_large``,
``csrf_failed``, ``throttled`` (with ``retryAfter``), and the turn codes of
``agentproc.exceptions.TurnError`` (``empty_text``, ``text_too_long``, ``invalid_text``,
``agent_inactive``, ``busy``, ``rate_limited`` (with ``retryAfter``), ``run_already_claimed`` …).
"""
from __future__ import annotations

from typing import Any

from django.core.exceptions import PermissionDenied as DjangoPermissionDenied
from django.core.exceptions import RequestDataTooBig
from django.http import Http404
from rest_framework import exceptions as drf
from rest_framework.response import Response
from rest_framework.views import exception_handler as drf_exception_handler

from agentproc import exceptions as errors

from .guards import PayloadTooLarge

#: HTTP status of each service-layer error; anything else a TurnError says is a bad request.
TURN_ERROR_STATUS: dict[type[errors.TurnError], int] = {
    errors.ConversationNotFound: 404,
    errors.AgentNotFound: 404,
    errors.RunNotFound: 404,
    errors.Forbidden: 403,
    errors.RunAlreadyClaimed: 409,
    errors.ConversationBusy: 409,
    errors.RateLimited: 429,
}

# DRF's default codes mostly are the public ones; these are renamed for clarity.
_RENAMED = {"invalid": "validation_error", "error": "server_error"}


def error_body(code: str, message: str, **extra: Any) -> dict[str, Any]:
    """The JSON body of every error response (also used inside SSE error events)."""
    return {"error": _encodable({"code": code, "message": message, **extra})}


def _encodable(value: Any) -> Any:
    """``value`` with unpaired surrogates replaced: an error message that quotes hostile input
    must still encode as UTF-8 (DRF renders JSON with ``ensure_ascii=False``)."""
    if isinstance(value, str):
        return value.encode("utf-8", "replace").decode("utf-8")
    if isinstance(value, dict):
        return {_encodable(k): _encodable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_encodable(v) for v in value]
    return value


def _turn_error_response(exc: errors.TurnError) -> Response:
    status = next((s for cls, s in TURN_ERROR_STATUS.items() if isinstance(exc, cls)), 400)
    if isinstance(exc, errors.RateLimited):
        return Response(error_body(exc.code, exc.message, retryAfter=exc.retry_after), status=status,
                        headers={"Retry-After": str(exc.retry_after)})
    return Response(error_body(exc.code, exc.message), status=status)


def _message_of(detail: Any) -> str:
    """A one-line message from DRF's detail (a string, list or dict of lists)."""
    if isinstance(detail, dict):
        field, value = next(iter(detail.items()), ("", ""))
        inner = _message_of(value)
        return inner if field in ("non_field_errors", "detail") else f"{field}: {inner}"
    if isinstance(detail, list):
        return _message_of(detail[0]) if detail else "Invalid input."
    return str(detail)


def exception_handler(exc: Exception, context: dict[str, Any]) -> Response | None:
    """DRF exception handler: every handled error gets the ``{"error": {...}}`` shape."""
    if isinstance(exc, errors.TurnError):
        return _turn_error_response(exc)
    if isinstance(exc, Http404):
        exc = drf.NotFound()
    elif isinstance(exc, DjangoPermissionDenied):
        exc = drf.PermissionDenied()
    elif isinstance(exc, RequestDataTooBig):
        exc = PayloadTooLarge()
    response = drf_exception_handler(exc, context)
    if response is None or not isinstance(exc, drf.APIException):
        return response  # unexpected errors stay 500s (and reach error reporting)
    extra: dict[str, Any] = {}
    if isinstance(exc, drf.ValidationError):
        code = "validation_error"
        extra["details"] = exc.detail
    else:
        code = exc.get_codes() if isinstance(exc.get_codes(), str) else exc.default_code
        code = _RENAMED.get(code, code)
    if isinstance(exc, drf.Throttled) and exc.wait is not None:
        extra["retryAfter"] = int(exc.wait + 0.999)
    response.data = error_body(code, _message_of(exc.detail), **extra)
    return response
