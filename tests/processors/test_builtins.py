"""The built-in set: registrable metadata, valid defaults, lane placement, the import boundary."""
from __future__ import annotations

import subprocess
import sys

import pytest

import agentproc.processors as builtins
from agentproc.processors.schema import build, defaults, describe, validate_config
from agentproc.runtime.processor import LANES, check_lane

KEYS = {
    "unicode-normalizer", "pii-detector", "regex-filter", "prompt-injection-detector", "prompt-injection-model",
    "moderation",
    "token-limiter", "system-prompt-scrubber", "tool-call-filter", "tool-result-limiter", "batch-parts",
    "response-cache", "quality-guardrail", "context-length-recovery", "prefill-error-handler",
}


def test_every_builtin_is_listed_once() -> None:
    assert {cls.key for cls in builtins.BUILTIN_PROCESSORS} == KEYS
    assert len(builtins.BUILTIN_PROCESSORS) == len(KEYS)
    assert set(builtins.__all__) >= {cls.__name__ for cls in builtins.BUILTIN_PROCESSORS}


@pytest.mark.parametrize("cls", builtins.BUILTIN_PROCESSORS, ids=lambda c: c.key)
def test_metadata_and_defaults(cls: type) -> None:
    assert cls.display_name and cls.description and cls.__doc__
    assert cls.lanes and set(cls.lanes) <= set(LANES)
    assert validate_config(cls, {}) == defaults(cls)  # the defaults are valid as they are
    for field in cls.config_fields:
        assert field.help, f"{cls.key}.{field.name} needs help text"
        assert field.name == field.name.lower() and " " not in field.name
    assert [f["name"] for f in describe(cls.config_fields)] == [f.name for f in cls.config_fields]
    processor = build(cls, {})
    assert processor.id == cls.key
    for lane in cls.lanes:
        check_lane(processor, lane)


def test_custom_id_through_extra() -> None:
    assert build(builtins.PIIDetector, {}, id="pii-2").id == "pii-2"


def test_processors_never_import_django_or_provider_sdks() -> None:
    code = ("import sys, agentproc.processors as p\n"
            "from agentproc.processors.schema import build\n"
            "[build(c, {}) for c in p.BUILTIN_PROCESSORS]\n"
            "bad = [m for m in ('django', 'rest_framework', 'channels', 'celery', 'openai') if m in sys.modules]\n"
            "print(','.join(bad))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""
