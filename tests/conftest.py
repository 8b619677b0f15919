"""Shared fixtures; markers for real services skip cleanly when a service is absent."""
from __future__ import annotations

import pytest

from tests.services import answers

_NEEDS = {"postgres": "postgres", "redis": "redis", "celery_worker": "redis", "browser": "browser"}


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        for marker, service in _NEEDS.items():
            if item.get_closest_marker(marker) and not answers(service):
                item.add_marker(pytest.mark.skip(reason=f"{service} is not available here"))
