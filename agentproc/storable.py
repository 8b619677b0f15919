"""Text any database can hold: NUL characters (PostgreSQL refuses them) and unpaired surrogates
(UTF-8 cannot encode them) become U+FFFD, the same on every backend, in the fields that store
what a model, a tool or a processor produced."""
from __future__ import annotations

import re
from typing import Any

from django.db import models

#: What no agentproc database column can hold.
UNSTORABLE = re.compile("[\x00\ud800-\udfff]")
REPLACEMENT = "\ufffd"


def storable(value: Any) -> Any:
    """``value`` (a string, or JSON data) with every unstorable character replaced."""
    if isinstance(value, str):
        return UNSTORABLE.sub(REPLACEMENT, value) if UNSTORABLE.search(value) else value
    if isinstance(value, dict):
        return {storable(k): storable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [storable(v) for v in value]
    return value


class StorableTextField(models.TextField):
    """A ``TextField`` that stores its text made ``storable`` (save, update and bulk writes alike)."""

    def get_prep_value(self, value: Any) -> Any:
        return super().get_prep_value(storable(value))

    def deconstruct(self) -> Any:
        # Migrations see a plain TextField: the column is the same, only the values are cleaned.
        name, _, args, kwargs = super().deconstruct()
        return name, "django.db.models.TextField", args, kwargs


class StorableJSONField(models.JSONField):
    """A ``JSONField`` whose strings (keys and values) are made ``storable`` before encoding."""

    def get_prep_value(self, value: Any) -> Any:
        return super().get_prep_value(storable(value))

    def deconstruct(self) -> Any:
        name, _, args, kwargs = super().deconstruct()
        return name, "django.db.models.JSONField", args, kwargs
