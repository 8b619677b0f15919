"""Admin lists never filter on a column that holds a secret.

Django's admin accepts a filter on any column of the list's own model in the query string,
listed or not; on a column with a secret in it every filter is a yes/no question about the
secret (``?webhook_url__contains=tok`` lists the agent or not; ``?config__hash_key__startswith=p``
the policy), so the value could be read a character at a time. Those columns answer 400."""
from __future__ import annotations

from typing import Any

from django.db.models.constants import LOOKUP_SEP
from django.http import HttpRequest

#: Columns holding secrets: a policy's settings (secret options), an agent's webhook URL (its
#: receiver's token), a backtest's draft and live chain (settings again).
SECRET_COLUMNS = frozenset({"config", "webhook_url", "draft", "live"})


class NoSecretLookups:
    """Mixed into a ``ModelAdmin``: a query-string filter on a secret column is refused."""

    def lookup_allowed(self, lookup: str, value: Any, request: HttpRequest | None = None) -> bool:
        if lookup.split(LOOKUP_SEP, 1)[0] in SECRET_COLUMNS:
            return False
        return super().lookup_allowed(lookup, value, request)  # type: ignore[misc]
