"""Webhook addresses: which URLs may receive violation notices, how one shows outside the server,
and the POST that checks where it really goes.

A webhook is posted by a worker inside the deployment's network, so an address an admin types
could reach what only that network should: the cache, the database, a cloud's metadata
service. Only ``http``/``https`` URLs are taken, and addresses that are loopback, private,
link-local, reserved, multicast or unspecified are refused twice: when the agent is saved
(literal addresses and ``localhost`` names) and when the notice is sent, after the name is
resolved (a name that resolves to ``127.0.0.1`` is refused); the connection then goes to the
address that was checked, so a second lookup cannot answer differently. Redirects are never
followed. ``AGENTPROC["WEBHOOK_ALLOWED_HOSTS"]`` names hosts that may be internal (a receiver
in the same network); they are still posted to without redirects.

A webhook URL often carries its receiver's token (``/services/T0/B0/XXXX``, ``?token=``):
``shown_url`` keeps the scheme and host and masks the rest wherever a URL is shown.
"""
from __future__ import annotations

import http.client
import ipaddress
import socket
import ssl
from typing import Any
from urllib.parse import urlsplit

from .conf import agentproc_settings
from .exceptions import AgentprocError

SCHEMES = ("http", "https")
#: What replaces a webhook URL's path, query and user information where it is shown.
MASKED_PATH = "/••••"


class WebhookRefused(AgentprocError):
    """A webhook URL that may not be posted to; ``code`` says why. Not retried."""

    code = "webhook_refused"

    def __init__(self, message: str, *, code: str) -> None:
        super().__init__(message)
        self.code = code


def allowed_hosts() -> frozenset[str]:
    """``WEBHOOK_ALLOWED_HOSTS``, lower-cased: hosts that may resolve to internal addresses."""
    return frozenset(str(h).lower().strip("[]") for h in agentproc_settings.WEBHOOK_ALLOWED_HOSTS or ())


def address_problem(address: str) -> str | None:
    """Why a webhook may not go to this IP address (None: a public address)."""
    ip = ipaddress.ip_address(address.split("%", 1)[0])
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped
    for kind in ("loopback", "unspecified", "link_local", "multicast", "reserved", "private"):
        if getattr(ip, f"is_{kind}"):
            return f"{ip} is a {kind.replace('_', '-')} address"
    if not ip.is_global:
        return f"{ip} is not a public address"
    return None


def _literal(host: str) -> str | None:
    """``host`` as an IP address when it is one, in any form a resolver reads as one
    (``127.1``, ``2130706433``, ``0x7f.0.0.1`` are all 127.0.0.1)."""
    try:
        return str(ipaddress.ip_address(host))
    except ValueError:
        pass
    try:
        return socket.inet_ntoa(socket.inet_aton(host))
    except OSError:
        return None


def check_url(url: str) -> None:
    """Raise ``WebhookRefused`` for a URL that is not http(s) or names an internal address
    outright (the save-time check; ``post`` checks the resolved addresses again)."""
    if not url:
        return
    parts = urlsplit(url)
    host = (parts.hostname or "").lower()
    if parts.scheme.lower() not in SCHEMES:
        raise WebhookRefused("A webhook URL must start with http:// or https://.", code="webhook_bad_scheme")
    if not host:
        raise WebhookRefused("A webhook URL needs a host name.", code="webhook_no_host")
    try:
        _ = parts.port  # urlsplit reads the port lazily: a bad one raises here
    except ValueError:
        raise WebhookRefused("The webhook URL's port is not a number from 0 to 65535.", code="webhook_bad_port") from None
    if host in allowed_hosts():
        return
    if host == "localhost" or host.endswith(".localhost"):
        raise WebhookRefused(f"{host} is this machine: webhooks go to other servers (or allow the host in "
                             'AGENTPROC["WEBHOOK_ALLOWED_HOSTS"]).', code="webhook_internal_address")
    literal = _literal(host)
    problem = address_problem(literal) if literal else None
    if problem:
        raise WebhookRefused(f"{problem}: webhooks go to public addresses (or allow the host in "
                             'AGENTPROC["WEBHOOK_ALLOWED_HOSTS"]).', code="webhook_internal_address")


def resolve(host: str, port: int) -> str:
    """The address to connect to: every address ``host`` resolves to must be public (unless the
    host is allowed), else ``WebhookRefused``."""
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except OSError as exc:
        raise WebhookRefused(f"{host} does not resolve: {exc}", code="webhook_unresolved") from exc
    addresses = [str(info[4][0]) for info in infos]
    if host.lower() not in allowed_hosts():
        for address in addresses:
            problem = address_problem(address)
            if problem:
                raise WebhookRefused(f"{host} resolves to {problem}.", code="webhook_internal_address")
    return addresses[0]


class _PinnedHTTP(http.client.HTTPConnection):
    """An HTTP connection to an address checked beforehand (the Host header keeps the name)."""

    def __init__(self, host: str, port: int, *, address: str, timeout: float) -> None:
        super().__init__(host, port, timeout=timeout)
        self.address = address

    def connect(self) -> None:
        self.sock = socket.create_connection((self.address, self.port), self.timeout)


class _PinnedHTTPS(http.client.HTTPSConnection):
    """The same over TLS: the certificate is checked against the name, not the address."""

    def __init__(self, host: str, port: int, *, address: str, timeout: float) -> None:
        self.tls = ssl.create_default_context()
        super().__init__(host, port, timeout=timeout, context=self.tls)
        self.address = address

    def connect(self) -> None:
        raw = socket.create_connection((self.address, self.port), self.timeout)
        self.sock = self.tls.wrap_socket(raw, server_hostname=self.host)


def post(url: str, body: bytes, headers: dict[str, str], *, timeout: float) -> int:
    """POST ``body`` to ``url`` once; returns the status. Raises ``WebhookRefused`` (not to be
    retried: a refused address, a redirect) or ``OSError`` (unreachable: worth a retry)."""
    check_url(url)
    parts = urlsplit(url)
    https = parts.scheme.lower() == "https"
    host, port = parts.hostname or "", parts.port or (443 if https else 80)
    address = resolve(host, port)
    connection_class: Any = _PinnedHTTPS if https else _PinnedHTTP
    connection = connection_class(host, port, address=address, timeout=timeout)
    try:
        connection.request("POST", (parts.path or "/") + (f"?{parts.query}" if parts.query else ""), body=body,
                           headers=headers)
        response = connection.getresponse()
        response.read()
    finally:
        connection.close()
    if 300 <= response.status < 400:
        raise WebhookRefused(f"the webhook answered {response.status} (a redirect); redirects are not followed",
                             code="webhook_redirect")
    return int(response.status)


def shown_url(url: str) -> str:
    """The URL as pages and histories show it: scheme, host and port; its path, query and
    user information (where tokens live) masked."""
    if not url:
        return url
    parts = urlsplit(url)
    if not parts.scheme or not parts.hostname:
        return MASKED_PATH.lstrip("/")
    netloc = f"[{parts.hostname}]" if ":" in parts.hostname else parts.hostname
    if parts.port:
        netloc += f":{parts.port}"
    hidden = parts.username or parts.password or parts.query or parts.fragment or parts.path.strip("/")
    return f"{parts.scheme}://{netloc}" + (MASKED_PATH if hidden else "/")
