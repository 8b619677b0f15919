"""Fixtures for the guardrail tests."""
from __future__ import annotations

import pytest

from agentproc.processors.injection import PromptInjectionDetector
from tests.processors.driver import Recorder


@pytest.fixture
def recorder() -> Recorder:
    return Recorder()


@pytest.fixture(scope="module")
def detector() -> PromptInjectionDetector:
    """The prompt-injection detector in its default configuration."""
    return PromptInjectionDetector()
