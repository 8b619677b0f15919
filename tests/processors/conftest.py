"""Fixtures for the guardrail tests."""
from __future__ import annotations

import pytest

from tests.processors.driver import Recorder


@pytest.fixture
def recorder() -> Recorder:
    return Recorder()
