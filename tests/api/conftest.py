"""Fixtures of the API tests: fresh throttle counters for every test."""
from __future__ import annotations

from typing import Any

import pytest
from django.core.cache import cache


@pytest.fixture(autouse=True)
def fresh_throttles() -> Any:
    # Throttle counters live in the cache; every test starts with none.
    cache.clear()
    yield
    cache.clear()
