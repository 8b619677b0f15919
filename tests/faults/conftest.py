"""Fixtures of the fault tests: a migrated SQLite file shared by the processes of one module."""
from __future__ import annotations

from pathlib import Path

import pytest

from tests.faults import harness


@pytest.fixture(scope="module")
def sqlite_db(tmp_path_factory: pytest.TempPathFactory) -> tuple[harness.Database, dict[str, str]]:
    """The module's database (migrated, with the agents and user) and its user's credentials."""
    db = harness.sqlite_database(tmp_path_factory.mktemp("faults"))
    return db, harness.prepare(harness.process_env(db))


@pytest.fixture
def logs(tmp_path: Path) -> Path:
    return tmp_path
