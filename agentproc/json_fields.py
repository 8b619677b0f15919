"""Text any database can hold: NUL characters (PostgreSQL refuses them) and unpaired surrogates
(UTF-8 cannot encode them) become U+FFFD, the same on every backend, in the fields that store
what a model, a tool or a processor produced.

agentproc's JSON columns are written and read with orjson (``FastJSONField``): a turn writes a
dozen JSON values (its messages, the run's usage, timings, input), and the standard library's
encoder, with the recursive copy that cleaned every string before it, was most of the Python
its end's write spends preparing values. Whatever orjson does not take as the standard library
would (a lone surrogate, an integer past 64 bits, a date, a ``str`` subclass) goes through the
standard library exactly as before. Two differences: the text has no spaces after separators, and
a float that is not a number (NaN, infinity) is written as ``null`` (the standard library writes
``NaN``, which is not JSON: SQLite's JSON check and PostgreSQL refused the whole write)."""
from __future__ import annotations

import json
import re
from typing import Any

import orjson
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


#: Types orjson would write where the standard library refuses them (or writes them otherwise):
#: they go to the standard library's encoder, so they fail (or are written) as they always were.
_ORJSON_OPTIONS = (orjson.OPT_NON_STR_KEYS | orjson.OPT_PASSTHROUGH_DATETIME | orjson.OPT_PASSTHROUGH_DATACLASS
                   | orjson.OPT_PASSTHROUGH_SUBCLASS)


_LONG_NUMBER = re.compile(r"\d{20}")


def _refuse(value: Any) -> Any:
    raise TypeError  # orjson hands over what it passes through: the standard library decides


def _orjson_text(o: Any) -> str | None:
    """orjson's text of ``o``; None for what the standard library must decide (see the module)."""
    try:
        return orjson.dumps(o, default=_refuse, option=_ORJSON_OPTIONS).decode()
    except (orjson.JSONEncodeError, TypeError):
        return None


class FastJSONEncoder(json.JSONEncoder):
    """``JSONField(encoder=...)``: orjson's text, or the standard library's for what orjson
    does not take (see the module)."""

    def encode(self, o: Any) -> str:
        text = _orjson_text(o)
        return super().encode(o) if text is None else text


class StorableJSONEncoder(FastJSONEncoder):
    """``FastJSONEncoder`` for values whose strings must be ``storable``: the fast path when
    orjson finds nothing unstorable (it refuses lone surrogates and escapes NUL as ``\\u0000``),
    else the strings are cleaned first."""

    def encode(self, o: Any) -> str:
        text = _orjson_text(o)
        if text is None or "\\u0000" in text:
            return json.JSONEncoder.encode(self, storable(o))
        return text


class FastJSONField(models.JSONField):
    """A ``JSONField`` written and read with orjson (``FastJSONEncoder``; text orjson would read
    otherwise than the standard library, e.g. a ``NaN`` or an integer past 64 bits, is read by the
    standard library)."""

    default_encoder: type[json.JSONEncoder] = FastJSONEncoder

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("encoder", self.default_encoder)
        super().__init__(*args, **kwargs)

    def from_db_value(self, value: Any, expression: Any, connection: Any) -> Any:
        # orjson reads an integer past 64 bits as a float: a text with 20 digits in a row goes
        # to the standard library (so does one orjson refuses).
        if isinstance(value, str) and self.decoder is None and not _LONG_NUMBER.search(value):
            try:
                return orjson.loads(value)
            except orjson.JSONDecodeError:
                pass
        return super().from_db_value(value, expression, connection)

    def deconstruct(self) -> Any:
        # Migrations see a plain JSONField: the column is the same, only the encoding is faster.
        name, _, args, kwargs = super().deconstruct()
        if kwargs.get("encoder") is self.default_encoder:
            del kwargs["encoder"]
        return name, "django.db.models.JSONField", args, kwargs


class StorableJSONField(FastJSONField):
    """A ``FastJSONField`` whose strings (keys and values) are made ``storable`` when written."""

    default_encoder = StorableJSONEncoder
