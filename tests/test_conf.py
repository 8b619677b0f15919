"""``agentproc_settings``: the AGENTPROC dict read live, its keys checked."""
from __future__ import annotations

import pytest
from django.core.exceptions import ImproperlyConfigured
from django.test import override_settings

from agentproc.conf import agentproc_settings


def test_a_setting_reads_the_current_dict_and_its_defaults() -> None:
    with override_settings(AGENTPROC={"HISTORY_PAGE_SIZE": 7}):
        assert agentproc_settings.HISTORY_PAGE_SIZE == 7
        assert agentproc_settings.MAX_HISTORY_MESSAGES == 200  # the default
    with override_settings(AGENTPROC={"HISTORY_PAGE_SIZE": 9}):
        assert agentproc_settings.HISTORY_PAGE_SIZE == 9


def test_an_unknown_key_is_refused_even_after_the_dict_was_read() -> None:
    with override_settings(AGENTPROC={"HISTORY_PAGE_SIZE": 7}):
        assert agentproc_settings.HISTORY_PAGE_SIZE == 7
    with override_settings(AGENTPROC={"HISTORY_PAGE_SIZ": 7}):
        with pytest.raises(ImproperlyConfigured, match="unknown key.*HISTORY_PAGE_SIZ"):
            agentproc_settings.HISTORY_PAGE_SIZE  # noqa: B018 - the read is what raises
    user = {"HISTORY_PAGE_SIZE": 7}
    with override_settings(AGENTPROC=user):
        assert agentproc_settings.HISTORY_PAGE_SIZE == 7
        user["TYPO"] = 1  # the same dict, changed in place
        with pytest.raises(ImproperlyConfigured, match="TYPO"):
            agentproc_settings.HISTORY_PAGE_SIZE  # noqa: B018 - the read is what raises
