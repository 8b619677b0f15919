"""Fixtures of the fault tests: one migrated SQLite database (agents, a user) made once, and a
copy of it for each module or test, which all the processes of that test open."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tests.faults import harness


@pytest.fixture(scope="session")
def template_db(tmp_path_factory: pytest.TempPathFactory) -> tuple[harness.Database, dict[str, str]]:
    db = harness.sqlite_database(tmp_path_factory.mktemp("faults-template"))
    return db, harness.prepare(harness.process_env(db))


def copy_of(template: tuple[harness.Database, dict[str, str]], folder: Path) -> tuple[harness.Database, dict[str, str]]:
    """The template database copied into ``folder`` (its setup process has exited: no WAL left)."""
    db, user = template
    copy = harness.sqlite_database(folder)
    shutil.copyfile(db.path, copy.path)
    return copy, user


@pytest.fixture(scope="module")
def sqlite_db(template_db, tmp_path_factory: pytest.TempPathFactory) -> tuple[harness.Database, dict[str, str]]:
    """The module's database and its user's ``token`` and session ``cookie``."""
    return copy_of(template_db, tmp_path_factory.mktemp("faults"))


@pytest.fixture
def fresh_db(template_db, tmp_path: Path) -> tuple[harness.Database, dict[str, str]]:
    """A database of the test's own."""
    return copy_of(template_db, tmp_path)


@pytest.fixture
def logs(tmp_path: Path) -> Path:
    return tmp_path
