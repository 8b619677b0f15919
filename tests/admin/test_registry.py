"""Every registered processor can be added in the admin: its schema renders as a form, and
saving the form untouched stores exactly the processor's defaults (or is refused, when those
defaults can never match anything)."""
from __future__ import annotations

from typing import Any

import pytest
from django import forms
from django.urls import reverse

from agentproc.chain_review import never_matches
from agentproc.models import Agent, ProcessorPolicy
from agentproc.registry import processor_registry

pytestmark = pytest.mark.django_db

#: The processors registered when Django started (built-ins and AGENTPROC["PROCESSORS"]).
REGISTERED = [(entry.key, entry.lanes[0]) for entry in processor_registry if entry.lanes]


def _as_browser_post(form: forms.BaseForm) -> dict[str, Any]:
    """What a browser submits for ``form`` as rendered (unchanged)."""
    data: dict[str, Any] = {}
    for bound in form:
        field, value = bound.field, bound.value()
        if isinstance(field.widget, forms.CheckboxInput):
            if value:
                data[bound.html_name] = "on"
        elif isinstance(field, forms.MultipleChoiceField):
            data[bound.html_name] = list(value or [])
        else:
            prepared = field.prepare_value(value) if isinstance(field, forms.JSONField) else value
            data[bound.html_name] = "" if prepared is None else prepared
    return data


@pytest.mark.skipif(not REGISTERED, reason="no processor registered")
@pytest.mark.parametrize(("key", "lane"), REGISTERED, ids=[k for k, _ in REGISTERED])
def test_a_registered_processor_saved_untouched_keeps_its_defaults(admin_client: Any, key: str, lane: str) -> None:
    entry = processor_registry.get(key)
    agent = Agent.objects.create(slug="a", name="A", model="scripted/fast")
    add = reverse("admin:agentproc_processorpolicy_add")
    response = admin_client.get(add, {"agent": agent.pk, "processor_key": key, "lane": lane})
    assert response.status_code == 200
    form = response.context["adminform"].form
    for f in entry.fields:
        assert f"config__{f.name}" in form.fields, f"{key}: option {f.name} has no input"
    assert f"Settings of {entry.display_name}" in response.content.decode()

    data = _as_browser_post(form)
    data.update(agent=agent.pk, processor_key=key, lane=lane, position=0, mode="enforce", config_for=key)
    response = admin_client.post(add, data)
    problem = never_matches(key, entry.validate({}))
    if problem:  # defaults that find nothing (an empty blocklist) are refused, saying what to add
        assert response.status_code == 200 and not ProcessorPolicy.objects.exists()
        assert response.context["adminform"].form.non_field_errors() == [problem]
        return
    assert response.status_code == 302, response.context["adminform"].form.errors
    assert ProcessorPolicy.objects.get().config == entry.validate({})


BUILTIN_BAD_VALUES = [
    ("regex-filter", "patterns", "([unclosed"),
    ("token-limiter", "max_input_tokens", "-5"),
    ("prompt-injection-detector", "threshold", "1.5"),
]


@pytest.mark.parametrize(("key", "option", "bad"), BUILTIN_BAD_VALUES, ids=[k for k, _, _ in BUILTIN_BAD_VALUES])
def test_a_built_in_processor_shows_a_bad_value_next_to_its_input(admin_client: Any, key: str, option: str, bad: str) -> None:
    entry = processor_registry.get(key, None)
    if entry is None or option not in {f.name for f in entry.fields}:
        pytest.skip(f"{key}.{option} is not registered here")
    agent = Agent.objects.create(slug="a", name="A", model="scripted/fast")
    policy = ProcessorPolicy.objects.create(agent=agent, lane=entry.lanes[0], processor_key=key, config=entry.validate({}))
    url = reverse("admin:agentproc_processorpolicy_change", args=[policy.pk])
    data = _as_browser_post(admin_client.get(url).context["adminform"].form)
    data[f"config__{option}"] = bad
    response = admin_client.post(url, data)
    assert response.status_code == 200
    errors = response.context["adminform"].form.errors
    assert list(errors) == [f"config__{option}"], errors
    policy.refresh_from_db()
    assert policy.config == entry.validate({})
