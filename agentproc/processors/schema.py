"""Config schemas for registrable processors, in pure Python (the admin builds forms from them).

A processor class that admins can pick declares::

    class PIIDetector(Processor):
        key = "pii-detector"                      # stable registry key
        display_name = "PII detector"
        lanes = ("input", "output")               # where it may be placed
        config_fields = (
            Field("strategy", "choice", default="redact", choices=("block", "warn", "redact"),
                  help="What to do when PII is found."),
            Field("threshold", "float", default=0.5, min=0, max=1),
        )

        @classmethod
        def from_config(cls, config): ...         # default: cls(**validate_config(cls, config))

``validate_config`` returns the cleaned config (defaults filled in) or raises
``ConfigValidationError`` with ``errors: {field: [messages]}``.

A field declared ``secret=True`` (a key, a password) never leaves the server in clear:
everything that shows a config outside it (history pages, backtest drafts, exports) shows
``masked(fields, config)``, where a set secret reads ``MASK``; a config posted back goes
through ``unmasked(fields, config, stored)``, where ``MASK`` keeps the stored value.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Iterable

from agentproc.runtime.errors import ConfigurationError

#: Field types: their Python values, and how the admin renders them.
FIELD_TYPES = (
    "str",        # one line of text
    "text",       # several lines of text
    "int",
    "float",
    "bool",
    "choice",     # one of ``choices``
    "multichoice",  # a list, each one of ``choices``
    "list",       # a list of strings (one per line in the admin)
    "json",       # any JSON value
)


class ConfigValidationError(ConfigurationError):
    """A processor config failed validation; ``errors`` maps field names to messages."""

    code = "invalid_processor_config"

    def __init__(self, errors: dict[str, list[str]]) -> None:
        self.errors = errors
        super().__init__("; ".join(f"{k}: {' '.join(v)}" for k, v in errors.items()))


@dataclass(frozen=True)
class Field:
    """One typed config option with its default, limits and help text."""

    name: str
    type: str = "str"
    default: Any = None
    help: str = ""
    required: bool = False
    choices: tuple[Any, ...] = ()
    min: float | None = None
    max: float | None = None
    label: str | None = None
    #: A key or password: the admin shows a password input and never the stored value.
    secret: bool = False
    #: Extra check on the cleaned value; returns an error message or None.
    validator: Callable[[Any], str | None] | None = field(default=None, compare=False)

    def __post_init__(self) -> None:
        if self.type not in FIELD_TYPES:
            raise ConfigurationError(f"field {self.name!r}: unknown type {self.type!r}")

    def clean(self, value: Any) -> Any:
        """The value converted to the field's type; raises ValueError with a readable message."""
        if value is None or value == "" and self.type not in ("str", "text"):
            if self.required:
                raise ValueError("This field is required.")
            return self.default
        value = _convert(self.type, value)
        if self.type in ("int", "float"):
            if self.min is not None and value < self.min:
                raise ValueError(f"Must be at least {self.min}.")
            if self.max is not None and value > self.max:
                raise ValueError(f"Must be at most {self.max}.")
        if self.type == "choice" and self.choices and value not in self.choices:
            raise ValueError(f"{value!r} is not one of {', '.join(map(str, self.choices))}.")
        if self.type == "multichoice" and self.choices:
            bad = [v for v in value if v not in self.choices]
            if bad:
                raise ValueError(f"Unknown choice(s): {', '.join(map(str, bad))}.")
        if self.validator is not None:
            problem = self.validator(value)
            if problem:
                raise ValueError(problem)
        return value


def _convert(kind: str, value: Any) -> Any:
    if kind in ("str", "text", "choice"):
        return str(value)
    if kind == "int":
        if isinstance(value, bool) or (isinstance(value, float) and not value.is_integer()):
            raise ValueError("Enter a whole number.")
        try:
            return int(value)
        except (TypeError, ValueError):
            raise ValueError("Enter a whole number.") from None
    if kind == "float":
        try:
            return float(value)
        except (TypeError, ValueError):
            raise ValueError("Enter a number.") from None
    if kind == "bool":
        if isinstance(value, str):
            return value.strip().lower() in ("1", "true", "yes", "on")
        return bool(value)
    if kind in ("list", "multichoice"):
        if isinstance(value, str):
            value = [line.strip() for line in value.splitlines()]
        if not isinstance(value, (list, tuple)):
            raise ValueError("Enter a list.")
        return [str(v) for v in value if str(v).strip()]
    return value  # json


def fields_of(processor_class: Any) -> tuple[Field, ...]:
    return tuple(getattr(processor_class, "config_fields", ()) or ())


def defaults(processor_class: Any) -> dict[str, Any]:
    return {f.name: f.default for f in fields_of(processor_class)}


def validate_config(processor_class: Any, config: dict[str, Any] | None) -> dict[str, Any]:
    """Clean ``config`` against the class's fields: unknown keys and bad values are errors."""
    config = dict(config or {})
    known = {f.name: f for f in fields_of(processor_class)}
    errors: dict[str, list[str]] = {}
    for name in sorted(set(config) - set(known)):
        errors.setdefault(name, []).append(f"Unknown option {name!r}.")
    cleaned: dict[str, Any] = {}
    for name, f in known.items():
        try:
            cleaned[name] = f.clean(config.get(name))
        except ValueError as exc:
            errors.setdefault(name, []).append(str(exc))
    if errors:
        raise ConfigValidationError(errors)
    return cleaned


def build(processor_class: Any, config: dict[str, Any] | None, **extra: Any) -> Any:
    """Instantiate a processor from an admin config (``from_config`` when the class has one)."""
    if hasattr(processor_class, "from_config"):
        return processor_class.from_config(config or {}, **extra)
    return processor_class(**validate_config(processor_class, config), **extra)


#: A set secret option as shown outside the server: the same for every value, so it tells
#: that a key is set (or, in a history, that it changed), never which one.
MASK = "••••"


def secret_names(fields: Iterable[Field]) -> frozenset[str]:
    """The names of the options declared ``secret``."""
    return frozenset(f.name for f in fields if f.secret)


def masked(fields: Iterable[Field], config: dict[str, Any] | None) -> dict[str, Any]:
    """``config`` with every set secret option replaced by ``MASK`` (an empty one stays empty)."""
    secrets = secret_names(fields)
    return {k: (MASK if k in secrets and v else v) for k, v in (config or {}).items()}


def unmasked(fields: Iterable[Field], config: dict[str, Any] | None, stored: dict[str, Any] | None) -> dict[str, Any]:
    """A posted-back ``config`` with each secret option that reads ``MASK`` set to its ``stored``
    value (a secret the posted config left out is not added). A ``MASK`` with no stored value to
    stand for stays ``MASK``: see ``still_masked``."""
    secrets, stored = secret_names(fields), stored or {}
    return {k: (stored[k] if k in secrets and v == MASK and stored.get(k) else v) for k, v in (config or {}).items()}


def still_masked(fields: Iterable[Field], config: dict[str, Any] | None) -> list[str]:
    """The secret options of ``config`` that read ``MASK`` (posted back with nothing to keep)."""
    secrets = secret_names(fields)
    return sorted(k for k, v in (config or {}).items() if k in secrets and v == MASK)


def describe(fields: Iterable[Field]) -> list[dict[str, Any]]:
    """The schema as JSON (for the API and docs)."""
    return [
        {"name": f.name, "type": f.type, "default": f.default, "help": f.help, "required": f.required,
         "choices": list(f.choices), "min": f.min, "max": f.max, "label": f.label or f.name.replace("_", " "),
         "secret": f.secret}
        for f in fields
    ]
