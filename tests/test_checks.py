"""System checks: misconfiguration is reported with stable ids by ``manage.py check``."""
from __future__ import annotations

import pytest
from django.core import checks
from django.core.management import call_command
from django.core.management.base import SystemCheckError

from agentproc.checks import check_channel_layer, check_policies, check_settings


def _ids(errors: list[checks.CheckMessage]) -> list[str]:
    return [e.id for e in errors]


def test_unknown_agentproc_keys(settings) -> None:
    settings.AGENTPROC = {"STORE_BLOCKED_INPUTS": "full"}
    errors = check_settings()
    assert _ids(errors) == ["agentproc.E001"] and "STORE_BLOCKED_INPUTS" in errors[0].msg


def test_a_bad_store_blocked_input_value(settings) -> None:
    settings.AGENTPROC = {"STORE_BLOCKED_INPUT": "some"}
    assert _ids(check_settings()) == ["agentproc.E008"]


def test_a_stale_limit_shorter_than_three_heartbeats(settings) -> None:
    settings.AGENTPROC = {"HEARTBEAT_SECONDS": 15, "STALE_RUN_SECONDS": 30}
    assert "agentproc.E009" in _ids(check_settings())
    settings.AGENTPROC = {"HEARTBEAT_SECONDS": 15, "STALE_RUN_SECONDS": 45}
    assert "agentproc.E009" not in _ids(check_settings())


def test_websocket_without_a_channel_layer(settings) -> None:
    del settings.CHANNEL_LAYERS
    assert _ids(check_channel_layer()) == ["agentproc.E005"]


def test_channel_layer_present_is_fine() -> None:
    assert check_channel_layer() == []


def test_channels_redis_own_layer_is_warned_about(settings) -> None:
    config = {"hosts": ["redis://127.0.0.1:6379"]}
    settings.CHANNEL_LAYERS = {"default": {"BACKEND": "channels_redis.core.RedisChannelLayer", "CONFIG": config}}
    [warning] = check_channel_layer()
    assert warning.id == "agentproc.W001" and "agentproc.redis_layer.RedisChannelLayer" in warning.hint
    settings.CHANNEL_LAYERS = {"default": {"BACKEND": "agentproc.redis_layer.RedisChannelLayer", "CONFIG": config}}
    assert check_channel_layer() == []


@pytest.mark.django_db
def test_policy_naming_an_unknown_processor(make_agent) -> None:
    make_agent(policies=[("input", "no-such-processor")])
    errors = check_policies()
    assert _ids(errors) == ["agentproc.E002"] and "no-such-processor" in errors[0].msg


@pytest.mark.django_db
def test_policy_in_a_lane_its_processor_does_not_support(make_agent) -> None:
    make_agent(policies=[("error", "pii-detector")])
    assert _ids(check_policies()) == ["agentproc.E003"]


@pytest.mark.django_db
def test_policy_with_an_invalid_config(make_agent) -> None:
    make_agent(policies=[("input", "pii-detector", {"no_such_option": 1})])
    assert _ids(check_policies()) == ["agentproc.E004"]


@pytest.mark.django_db
def test_a_policy_that_can_never_match_is_a_warning(make_agent) -> None:
    make_agent(policies=[("input", "regex-filter", {"words": [], "patterns": []})])
    [warning] = check_policies()
    assert warning.id == "agentproc.W004" and "can never match" in warning.msg and "blocked word" in warning.hint
    call_command("check", "--fail-level", "ERROR")  # a warning: the site still starts


@pytest.mark.django_db
def test_agent_naming_an_unknown_tool(make_agent) -> None:
    make_agent(tools=["lookup_order", "launch_rockets"])
    errors = check_policies()
    assert _ids(errors) == ["agentproc.E006"] and "launch_rockets" in errors[0].msg


@pytest.mark.django_db
def test_a_valid_setup_passes_manage_py_check(make_agent) -> None:
    make_agent(tools=["lookup_order"], policies=[("input", "pii-detector"), ("output", "pii-detector")])
    assert check_policies() == []
    call_command("check", "--fail-level", "ERROR")


@pytest.mark.django_db
def test_manage_py_check_fails_on_a_broken_policy(make_agent) -> None:
    make_agent(policies=[("input", "no-such-processor")])
    with pytest.raises(SystemCheckError, match="agentproc.E002"):
        call_command("check")
