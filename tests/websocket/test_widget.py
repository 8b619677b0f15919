"""The embeddable chat widget: the template tag, its assets, the demo page and the history view."""
from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from django.contrib.auth import get_user_model
from django.template import Context, Template
from django.test import Client, RequestFactory

import agentproc
from agentproc.models import Agent, Conversation, Message, Run

pytestmark = pytest.mark.django_db

STATIC = Path(agentproc.__file__).parent / "static" / "agentproc"


@pytest.fixture
def support() -> Agent:
    return Agent.objects.create(slug="support", name="Support", model="scripted/fast",
                                allow_anonymous=True, max_input_chars=500)


def render(source: str, request: Any = None) -> str:
    return Template("{% load agentproc %}" + source).render(Context({"request": request} if request else {}))


def test_the_tag_renders_a_labelled_chat_bound_to_the_agents_socket(support: Agent) -> None:
    html = render('{% agentproc_chat "support" %}')
    assert 'data-ws-path="/ws/agentproc/support/"' in html
    assert 'data-history-url="/agentproc/support/conversations/' in html
    label = re.search(r'<label for="([^"]+)">', html)
    assert label and f'id="{label.group(1)}"' in html  # the textarea has a label
    assert 'role="log"' in html and 'aria-live="polite"' in html
    assert 'data-max-chars="500"' in html and 'maxlength="1000"' in html  # UTF-16 units: two per emoji
    assert 'type="submit"' in html


def test_two_widgets_on_a_page_load_the_script_and_stylesheet_once(support: Agent) -> None:
    Agent.objects.create(slug="playground", name="Playground", allow_anonymous=True)
    request = RequestFactory().get("/")
    html = render('{% agentproc_chat "support" %}{% agentproc_chat "playground" %}', request)
    assert html.count("agentproc/chat.js") == 1 and html.count("agentproc/chat.css") == 1
    assert html.count("data-agentproc-chat") == 2
    assert 'id="agentproc-input-support"' in html and 'id="agentproc-input-playground"' in html


def test_an_unknown_agent_renders_a_notice_instead_of_breaking_the_page() -> None:
    html = render('{% agentproc_chat "nobody" %}')
    assert "not available" in html and "data-agentproc-chat" not in html


def test_the_demo_home_page_embeds_the_support_chat_and_starts_a_session(support: Agent) -> None:
    response = Client().get("/")
    assert response.status_code == 200
    assert b'data-agent="support"' in response.content
    # Anonymous conversations are bound to the session: the page must hand out its cookie.
    assert "sessionid" in response.cookies


def test_the_assets_are_self_contained() -> None:
    for name in ("chat.js", "chat_history.js", "chat.css"):
        text = (STATIC / name).read_text()
        assert not re.search(r"https?://", text), f"{name} loads something from the network"
    html = (Path(agentproc.__file__).parent / "templates" / "agentproc" / "chat.html").read_text()
    assert not re.search(r"https?://", html)


# --- history -----------------------------------------------------------------------------


def _conversation_with_a_blocked_turn(agent: Agent, **owner: Any) -> Conversation:
    conversation = Conversation.objects.create(agent=agent, **owner)
    done = Run.objects.create(agent=agent, conversation=conversation, status="completed")
    blocked = Run.objects.create(agent=agent, conversation=conversation, status="tripwire",
                                 tripwire={"reason": "PII detected in input: 1 email (score 0.9)", "retry": False,
                                           "publicMessage": "No e-mail addresses, please."})
    for run, role, text in [(done, "user", "where is order 7?"), (done, "assistant", "It shipped."),
                            (blocked, "user", "mail me at a@b.c")]:
        Message.objects.create(conversation=conversation, run=run, role=role, text=text,
                               data={"role": role, "content": {"format": 2, "parts": [{"type": "text", "text": text}]}})
    return conversation


def test_the_owner_loads_the_history_with_blocked_turns_marked(support: Agent) -> None:
    user = get_user_model().objects.create(username="dana")
    conversation = _conversation_with_a_blocked_turn(support, owner=user)
    client = Client()
    client.force_login(user)
    response = client.get(f"/agentproc/support/conversations/{conversation.id}/messages/")
    assert response.status_code == 200
    messages = response.json()["messages"]
    assert [(m["role"], m["text"]) for m in messages] == [
        ("user", "where is order 7?"), ("assistant", "It shipped."), ("user", "mail me at a@b.c")]
    assert messages[1]["parts"] == [{"type": "text", "text": "It shipped."}]
    # The notice the visitor was shown, never the guardrail's reason.
    assert messages[2]["blocked"] == "No e-mail addresses, please."
    assert "score" not in response.content.decode()
    assert "blocked" not in messages[0]


def test_an_anonymous_visitor_loads_the_history_of_their_session(support: Agent) -> None:
    client = Client()
    client.get("/")
    conversation = _conversation_with_a_blocked_turn(support, session_key=client.session.session_key)
    response = client.get(f"/agentproc/support/conversations/{conversation.id}/messages/")
    assert response.status_code == 200
    assert len(response.json()["messages"]) == 3


def test_someone_elses_history_is_not_found(support: Agent) -> None:
    owner = get_user_model().objects.create(username="erin")
    conversation = _conversation_with_a_blocked_turn(support, owner=owner)
    stranger = Client()
    stranger.force_login(get_user_model().objects.create(username="frank"))
    url = f"/agentproc/support/conversations/{conversation.id}/messages/"
    assert stranger.get(url).status_code == 404
    assert Client().get(url).status_code == 404  # an anonymous visitor with another session
    assert stranger.get(url.replace(str(conversation.id), "00000000-0000-0000-0000-000000000001")).status_code == 404


def test_a_visitor_is_asked_to_log_in_where_the_agent_needs_an_account(support: Agent) -> None:
    Agent.objects.filter(pk=support.pk).update(allow_anonymous=False)
    response = Client().get("/")
    assert b"Log in</a> to chat with Support" in response.content
    assert b'data-agent="support"' not in response.content
    assert "sessionid" not in response.cookies  # no session is started for nothing
    user = get_user_model().objects.create(username="gina")
    client = Client()
    client.force_login(user)
    assert b'data-agent="support"' in client.get("/").content


def test_the_history_says_how_each_unfinished_run_ended_without_its_internals(support: Agent) -> None:
    user = get_user_model().objects.create(username="hana")
    conversation = _conversation_with_a_blocked_turn(support, owner=user)
    failed = Run.objects.create(agent=support, conversation=conversation, status="failed",
                                error="APIConnectionError: upstream 10.0.0.7 refused")
    Message.objects.create(conversation=conversation, run=failed, role="user", text="and order 8?",
                           data={"role": "user", "content": {"format": 2, "parts": [{"type": "text", "text": "and order 8?"}]}})
    client = Client()
    client.force_login(user)
    body = client.get(f"/agentproc/support/conversations/{conversation.id}/messages/").json()
    blocked_run, failed_run = body["messages"][2]["runId"], str(failed.pk)
    # Completed runs say nothing; the blocked one its public notice; the failed one a generic note.
    assert body["runs"] == {blocked_run: {"outcome": "blocked", "notice": "No e-mail addresses, please."},
                            failed_run: {"outcome": "failed", "notice": "The assistant failed; please try again."}}
    assert "10.0.0.7" not in json.dumps(body) and "PII detected" not in json.dumps(body)
