"""Webhooks reach only public receivers: internal addresses are refused when an agent is saved
and again when a notice is sent (after resolving the name), and redirects are never followed.

The attack: an admin pointed an agent's webhook at loopback, private and link-local addresses
and internal ports, and the worker posted the violation there, following redirects."""
from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Iterator

import pytest
from django.core.exceptions import ValidationError
from django.test import override_settings
from django.urls import reverse

from agentproc import tasks
from agentproc.models import Agent, Run, Violation
from tests.admin.conftest import agent_post

pytestmark = pytest.mark.django_db


class Receiver:
    """A real HTTP server on 127.0.0.1 that answers 204, or redirects every POST to ``redirect``."""

    def __init__(self, redirect: str | None = None) -> None:
        self.requests: list[dict[str, Any]] = []
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:  # noqa: N802 - http.server's naming
                body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
                receiver.requests.append({"method": self.command, "path": self.path,
                                          "json": json.loads(body) if body else None})
                self.send_response(302 if redirect else 204)
                if redirect:
                    self.send_header("Location", redirect)
                self.send_header("Content-Length", "0")
                self.end_headers()

            do_GET = do_POST  # noqa: N815 - a followed 302 arrives as a GET

            def log_message(self, *args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.port = self.server.server_address[1]
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def url(self, host: str = "127.0.0.1") -> str:
        return f"http://{host}:{self.port}/hooks/agentproc?token=t0k"

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture
def receiver() -> Iterator[Receiver]:
    server = Receiver()
    yield server
    server.close()


@pytest.fixture(autouse=True)
def eager_retries(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(tasks.notify_violation.app.conf, "task_eager_propagates", False)


def _notify(agent: Agent, url: str) -> dict[str, Any]:
    """Point the agent at ``url`` as stored data (no save-time check) and send one notice."""
    Agent.objects.filter(pk=agent.pk).update(webhook_url=url, webhook_max_retries=2)
    run = Run.objects.create(agent=agent, status="tripwire")
    violation = Violation.objects.create(run=run, agent=agent, processor_id="pii-detector", lane="input",
                                         hook="process_input", reason="PII detected", action="blocked")
    return tasks.notify_violation.delay(violation.pk, channels=["webhook"]).get()


@pytest.mark.parametrize("url, code", [
    ("ftp://hooks.example.com/x", "webhook_bad_scheme"),
    ("file:///etc/passwd", "webhook_bad_scheme"),
    ("http://127.0.0.1:6379/", "webhook_internal_address"),
    ("http://127.1/", "webhook_internal_address"),
    ("http://2130706433/", "webhook_internal_address"),
    ("http://localhost:5432/", "webhook_internal_address"),
    ("http://admin.localhost/", "webhook_internal_address"),
    ("http://[::1]:8000/", "webhook_internal_address"),
    ("http://[::ffff:127.0.0.1]/", "webhook_internal_address"),
    ("http://10.0.0.8/hook", "webhook_internal_address"),
    ("http://172.16.5.4/hook", "webhook_internal_address"),
    ("http://192.168.1.1/hook", "webhook_internal_address"),
    ("http://169.254.169.254/latest/meta-data/", "webhook_internal_address"),
    ("http://[fe80::1]/", "webhook_internal_address"),
    ("http://0.0.0.0:8000/", "webhook_internal_address"),
    ("http://224.0.0.1/", "webhook_internal_address"),
    ("http://240.0.0.1/", "webhook_internal_address"),
    ("http://100.64.0.1/", "webhook_internal_address"),
])
def test_an_internal_or_non_http_webhook_is_refused_at_save(agent: Agent, url: str, code: str) -> None:
    agent.webhook_url = url
    with pytest.raises(ValidationError) as refused:
        agent.full_clean()
    assert code in [error.code for error in refused.value.error_dict["webhook_url"]]


def test_a_public_or_allowed_webhook_is_accepted_at_save(agent: Agent) -> None:
    agent.webhook_url = "https://hooks.example.com/services/T0/B0/xyz"
    agent.full_clean()
    agent.webhook_url = "http://alerts.internal:8080/agentproc"
    agent.full_clean()  # a name is judged at send, once resolved
    with override_settings(AGENTPROC={"WEBHOOK_ALLOWED_HOSTS": ["127.0.0.1"]}):
        agent.webhook_url = "http://127.0.0.1:9000/hook"
        agent.full_clean()


def test_the_admin_form_says_why_a_webhook_is_refused(admin_client: Any, agent: Agent) -> None:
    url = reverse("admin:agentproc_agent_change", args=[agent.pk])
    response = admin_client.post(url, {**agent_post(agent, [], initial=0), "webhook_url": "http://169.254.169.254/"})
    assert response.status_code == 200
    assert "169.254.169.254 is a link-local address" in response.content.decode()
    agent.refresh_from_db()
    assert agent.webhook_url == ""


def test_a_loopback_receiver_gets_nothing_unless_its_host_is_allowed(agent: Agent, receiver: Receiver,
                                                                     caplog: pytest.LogCaptureFixture) -> None:
    assert _notify(agent, receiver.url())["webhookStatus"] == "refused"
    # A name is refused once resolved: localhost is 127.0.0.1.
    assert _notify(agent, receiver.url("localhost"))["webhookStatus"] == "refused"
    assert receiver.requests == []  # refused once, not retried, never posted
    assert "127.0.0.1 is a loopback address" in caplog.text and "t0k" not in caplog.text  # no token in logs

    with override_settings(AGENTPROC={"WEBHOOK_ALLOWED_HOSTS": ["127.0.0.1"]}):
        outcome = _notify(agent, receiver.url())
    assert outcome["webhookStatus"] == 204
    assert [r["path"] for r in receiver.requests] == ["/hooks/agentproc?token=t0k"]
    assert receiver.requests[0]["json"]["violation"]["id"] == outcome["violation"]


def test_a_redirect_from_an_allowed_host_is_not_followed(agent: Agent, receiver: Receiver) -> None:
    redirecting = Receiver(redirect=receiver.url("localhost"))
    try:
        with override_settings(AGENTPROC={"WEBHOOK_ALLOWED_HOSTS": ["127.0.0.1", "localhost"]}):
            outcome = _notify(agent, redirecting.url())
    finally:
        redirecting.close()
    assert outcome["webhookStatus"] == "refused"
    assert len(redirecting.requests) == 1  # asked once, not retried
    assert receiver.requests == []  # the redirect's target never heard of it


def test_a_webhook_stored_before_the_check_is_reported_by_manage_py_check(agent: Agent) -> None:
    from agentproc.checks import check_policies

    Agent.objects.filter(pk=agent.pk).update(webhook_url="http://10.1.2.3:9200/_bulk")
    [warning] = [m for m in check_policies() if m.id == "agentproc.W003"]
    assert "10.1.2.3 is a private address" in warning.msg and "9200" not in warning.msg
    with override_settings(AGENTPROC={"WEBHOOK_ALLOWED_HOSTS": ["10.1.2.3"]}):
        assert not [m for m in check_policies() if m.id == "agentproc.W003"]
