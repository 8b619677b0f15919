"""One version: the package, the docs site and the changelog name the same release."""
from __future__ import annotations

import re
import tomllib

import agentproc
from tests.daphne import ROOT


def test_the_package_the_docs_and_the_changelog_agree_on_the_version() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]
    docs = re.search(r'^\s+version: "([^"]+)"', (ROOT / "mkdocs.yml").read_text(), re.M)[1]
    released = re.search(r"^## \[(\d[^\]]*)\]", (ROOT / "CHANGELOG.md").read_text(), re.M)[1]
    assert {project, agentproc.__version__, docs, released} == {project}
