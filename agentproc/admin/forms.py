"""Admin forms: a processor's config schema turned into a real Django form, and the policy forms.

Every config option becomes its own input (text, number, checkbox, select, checkboxes, a
textarea with one item per line, JSON), named ``config__<option>`` so it never clashes with
the policy's own fields. Validation is the schema's (``validate_config``): its errors are
shown next to the option they concern, so the admin and the runtime agree on what is valid.
"""
from __future__ import annotations

import json
from typing import Any

from django import forms
from django.core.exceptions import NON_FIELD_ERRORS
from django.http import QueryDict

from agentproc.chain_review import never_matches
from agentproc.processors.schema import MASK, ConfigValidationError, Field, masked

from .labels import ADVANCED, field_label, value_label

PREFIX = "config__"


# -- the registry, seen from the admin ------------------------------------------------------

def processor_entry(key: str | None) -> Any:
    """The registry entry (``ProcessorEntry``) for ``key``, or None when nothing is registered."""
    if not key:
        return None
    from agentproc.registry import processor_registry

    return processor_registry.get(key, None)


def processor_choices(current: str | None = None) -> list[tuple[str, str]]:
    """``(key, "Display name (lanes)")`` for every registered processor, by name.

    A stored key that is no longer registered stays selectable (marked), so an old policy
    still opens instead of crashing the page."""
    from agentproc.registry import processor_registry

    choices = sorted(
        ((e.key, f"{e.display_name} ({'/'.join(e.lanes)})") for e in processor_registry),
        key=lambda kv: kv[1].lower(),
    )
    if current and current not in dict(choices):
        choices.append((current, f"{current} (not registered)"))
    return choices


def fields_of(entry: Any) -> tuple[Field, ...]:
    return tuple(getattr(entry, "fields", ()) or ())


# -- schema field -> Django form field --------------------------------------------------------

def _label(f: Field) -> str:
    return field_label(f.name, f.label)


def _num(value: float) -> str:
    """1e7 as "10,000,000" and 0.5 as "0.5" (help texts are read by people)."""
    return f"{int(value):,}" if float(value).is_integer() else f"{value:g}"


def _help(f: Field) -> str:
    parts = [f.help] if f.help else []
    if f.min is not None and f.max is not None:
        parts.append(f"Between {_num(f.min)} and {_num(f.max)}.")
    elif f.min is not None:
        parts.append(f"At least {_num(f.min)}.")
    elif f.max is not None:
        parts.append(f"At most {_num(f.max)}.")
    if f.type == "list":
        parts.append("One per line.")
    return " ".join(parts)


def _number_attrs(f: Field) -> dict[str, Any]:
    # min/max go to the browser as hints only; the schema stays the judge of range errors.
    attrs: dict[str, Any] = {"step": "1" if f.type == "int" else "any"}
    if f.min is not None:
        attrs["min"] = f.min
    if f.max is not None:
        attrs["max"] = f.max
    return attrs


def form_field(f: Field, processor: str = "") -> forms.Field:
    """The Django form field that edits one schema field (choices labelled in words)."""
    common: dict[str, Any] = {"label": _label(f), "help_text": _help(f), "required": f.required}
    if f.secret:
        # Never sent to the browser; an empty input keeps the stored value (clean_config).
        help_text = " ".join(filter(None, [common["help_text"], "Leave blank to keep the stored value."]))
        return forms.CharField(widget=forms.PasswordInput(render_value=False, attrs={"autocomplete": "new-password"}),
                               label=common["label"], help_text=help_text, required=False, strip=False)
    if f.type == "bool":
        return forms.BooleanField(label=common["label"], help_text=common["help_text"], required=False)
    if f.type in ("int", "float"):
        # Plain text-to-number conversion only: limits are checked by the schema below.
        field_class = forms.IntegerField if f.type == "int" else forms.FloatField
        return field_class(widget=forms.NumberInput(attrs=_number_attrs(f)), **common)
    if f.type == "choice":
        choices = [(str(c), value_label(f.name, c, processor)) for c in f.choices]
        if not f.required:
            choices = [("", "---------")] + choices
        return forms.ChoiceField(choices=choices, **common)
    if f.type == "multichoice":
        return forms.MultipleChoiceField(
            choices=[(str(c), value_label(f.name, c, processor)) for c in f.choices],
            widget=forms.CheckboxSelectMultiple, **common
        )
    if f.type == "text":
        return forms.CharField(widget=forms.Textarea(attrs={"rows": 4}), strip=False, **common)
    if f.type == "list":
        return forms.CharField(widget=forms.Textarea(attrs={"rows": 5}), **common)
    if f.type == "json":
        return forms.JSONField(widget=forms.Textarea(attrs={"rows": 4}), **common)
    return forms.CharField(widget=forms.TextInput(attrs={"class": "vTextField"}), **common)


def initial_value(f: Field, value: Any) -> Any:
    """A config value as the form field's initial value."""
    if f.type == "list" and isinstance(value, (list, tuple)):
        return "\n".join(map(str, value))
    if f.type == "multichoice" and isinstance(value, (list, tuple)):
        return [str(v) for v in value]
    if f.type == "choice" and value is not None:
        return str(value)
    return value


def as_post_values(f: Field, value: Any) -> list[str]:
    """A config value the way a browser would have posted it (for re-showing defaults)."""
    if value is None:
        return []
    if f.type == "bool":
        return ["on"] if value else []
    if f.type == "multichoice":
        return [str(v) for v in value or ()]
    if f.type == "json":
        return [json.dumps(value)]
    initial = initial_value(f, value)
    return [str(initial)]


def schema_value(f: Field, value: Any) -> Any:
    """A cleaned input as the schema should judge it.

    An emptied list means "no items" (the schema would read "" as "use the default"), and an
    empty optional text whose default is None stays None rather than becoming ""."""
    if f.type == "list" and isinstance(value, str):
        return [line.strip() for line in value.splitlines() if line.strip()]
    if f.type in ("str", "text") and value == "" and f.default is None and not f.required:
        return None
    return value


def config_field_names(entry: Any, advanced: bool | None = None) -> list[str]:
    """The form names of the processor's options (only the advanced ones, or only the others)."""
    return [PREFIX + f.name for f in fields_of(entry) if advanced is None or (f.name in ADVANCED) == advanced]


def lane_choices(entry: Any) -> list[tuple[str, str]]:
    """The lanes ``entry`` may run in (all lanes when no processor is chosen yet)."""
    from ..models import Lane

    return [(key, label) for key, label in Lane.choices if entry is None or not entry.lanes or key in entry.lanes]


def restrict_lanes(form: forms.BaseForm, entry: Any) -> None:
    """Offer only the processor's lanes; a posted other lane gets one clear error."""
    field = form.fields.get("lane")
    if field is None or entry is None:
        return
    field.choices = lane_choices(entry)
    field.error_messages["invalid_choice"] = (
        f"{entry.display_name} cannot run in the %(value)s lane; it supports: {', '.join(entry.lanes)}."
    )


def start_in_monitor_mode(form: forms.BaseForm) -> None:
    """A new policy only records what it would do until someone switches it to enforce."""
    instance = getattr(form, "instance", None)
    if "mode" in form.fields and instance is not None and instance._state.adding:
        form.fields["mode"].initial = "monitor"


def processor_lanes() -> dict[str, dict[str, Any]]:
    """``{key: {"name", "lanes"}}`` of every registered processor (for the admin's script)."""
    from agentproc.registry import processor_registry

    return {e.key: {"name": e.display_name, "lanes": list(e.lanes)} for e in processor_registry}


# -- the policy forms -----------------------------------------------------------------------

class ConfigFormMixin:
    """Adds the processor's config inputs; ``clean_config`` validates them with the schema.

    ``processor`` (a registry entry, set by :func:`policy_form_for`) is the processor whose
    schema the inputs were built from. Posting a different ``processor_key`` than the one
    the inputs were shown for (``config_for``) re-shows the new processor's inputs with
    their defaults and asks to review them: without JavaScript that is how a processor is
    switched or first chosen."""

    processor: Any = None
    config_switched = False
    #: True once the settings' problems are on the form (the model's own check is then redundant).
    config_reported = False
    unknown_options: list[str] = []

    def _init_config(self) -> None:
        form: Any = self
        entry = self.processor
        if entry is None or "config_for" not in form.fields:
            return
        stored = dict(getattr(form.instance, "config", None) or {})
        same = form.instance.processor_key == entry.key
        values = entry.defaults()
        if same:
            values.update({k: v for k, v in stored.items() if k in values})
        #: Stored options the processor does not know (renamed, or set outside the admin).
        self.unknown_options = sorted(set(stored) - set(values)) if same else []
        for f in fields_of(entry):
            if PREFIX + f.name in form.fields and not f.secret:
                form.fields[PREFIX + f.name].initial = initial_value(f, values[f.name])
        form.fields["config_for"].initial = entry.key
        if form.is_bound and form.data.get(form.add_prefix("config_for")) != entry.key:
            # The inputs on screen were for another (or no) processor: show this one's defaults.
            data = QueryDict(mutable=True)
            for k in form.data:
                data.setlist(k, form.data.getlist(k) if hasattr(form.data, "getlist") else [form.data[k]])
            for f in fields_of(entry):
                data.setlist(form.add_prefix(PREFIX + f.name), as_post_values(f, f.default))
            data[form.add_prefix("config_for")] = entry.key
            form.data = data
            self.config_switched = True
        if self.unknown_options and "discard_unknown" in form.fields:
            form.fields["discard_unknown"].help_text = (
                "Stored options this processor does not know: " + ", ".join(self.unknown_options)
            )
        else:
            form.fields.pop("discard_unknown", None)

    def clean_config(self, cleaned_data: dict[str, Any]) -> None:
        form: Any = self
        entry = self.processor
        if entry is None or "config_for" not in form.fields:
            return
        if self.config_switched:
            self.config_reported = True
            form.add_error(None, f"Review the settings of {entry.display_name} below, then save again.")
            return
        raw: dict[str, Any] = {}
        if self.unknown_options and not cleaned_data.get("discard_unknown"):
            stored = form.instance.config or {}
            raw.update({k: stored[k] for k in self.unknown_options})
        for f in fields_of(entry):
            name = PREFIX + f.name
            if name in form.errors:  # not even a number: already reported
                continue
            raw[f.name] = schema_value(f, cleaned_data.get(name))
            if f.secret and cleaned_data.get(name) in ("", None, MASK) and form.instance.processor_key == entry.key:
                raw[f.name] = (form.instance.config or {}).get(f.name, f.default)  # left blank: unchanged
        try:
            config = entry.validate(raw)
        except ConfigValidationError as exc:
            self.config_reported = True
            for option, messages in exc.errors.items():
                target = PREFIX + option if PREFIX + option in form.fields else None
                for message in messages:
                    if target is None:
                        message = f"{message} Tick “Discard unknown options” to remove it."
                    form.add_error(target, message)
            return
        problem = never_matches(entry.key, config)
        if problem:
            self.config_reported = True
            form.add_error(None, forms.ValidationError(problem, code="never_matches"))
            return
        if not any(PREFIX + f.name in form.errors for f in fields_of(entry)):
            form.instance.config = config


def check_lane(form: forms.BaseForm, entry: Any, lane: str | None) -> None:
    """A processor placed in a lane it does not support is an error on ``lane``."""
    if entry is not None and lane and entry.lanes and lane not in entry.lanes:
        form.add_error(
            "lane",
            f"{entry.display_name} cannot run in the {lane} lane; it supports: {', '.join(entry.lanes)}.",
        )


class _ModelConfigErrors:
    """The model's ``clean()`` reports config problems under ``config``, which is not an
    input of these forms: show them as form-level errors instead of crashing the page."""

    def _update_errors(self, errors: Any) -> None:
        form: Any = self
        error_dict = getattr(errors, "error_dict", None)
        if error_dict and "lane" in error_dict and form.has_error("lane"):
            del error_dict["lane"]  # the form already said it (once is enough)
            if not error_dict:
                return
        if error_dict and "config" in error_dict:
            config_errors = error_dict.pop("config")
            if not getattr(form, "config_reported", False):
                for error in config_errors:
                    for message in error.messages:
                        form.add_error(None, f"Settings: {message}")
            for name in [n for n in error_dict if n not in form.fields and n != NON_FIELD_ERRORS]:
                for error in error_dict.pop(name):
                    for message in error.messages:
                        form.add_error(None, f"{name}: {message}")
            if not error_dict:
                return
        super()._update_errors(errors)  # type: ignore[misc]


def _processor_select(current: str | None, help_text: str = "") -> forms.ChoiceField:
    return forms.ChoiceField(
        label="Processor", choices=[("", "---------")] + processor_choices(current), help_text=help_text
    )


class PolicyForm(_ModelConfigErrors, ConfigFormMixin, forms.ModelForm):
    """The full policy page: processor, lane, order, switches and every config option."""

    config_for = forms.CharField(required=False, widget=forms.HiddenInput)
    discard_unknown = forms.BooleanField(required=False, label="Discard unknown options")

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        if "processor_key" in self.fields:
            self.fields["processor_key"] = _processor_select(
                self.instance.processor_key or None,
                "Its settings appear below as soon as you choose it.",
            )
        restrict_lanes(self, self.processor)
        start_in_monitor_mode(self)
        self._init_config()

    def clean(self) -> dict[str, Any]:
        cleaned = super().clean() or {}
        key = cleaned.get("processor_key")
        if key and self.processor is None:
            self.add_error("processor_key", "No processor is registered under this key.")
        check_lane(self, self.processor, cleaned.get("lane"))
        self.clean_config(cleaned)
        return cleaned


def policy_form_for(key: str | None, base: type[PolicyForm] = PolicyForm) -> type[PolicyForm]:
    """A :class:`PolicyForm` subclass with the config inputs of processor ``key`` declared.

    Built per request (cheap), so a processor registered later needs no restart of the form."""
    entry = processor_entry(key)
    attrs: dict[str, Any] = {PREFIX + f.name: form_field(f, entry.key) for f in fields_of(entry)}
    attrs["processor"] = entry
    return type(f"PolicyForm_{(key or 'none').replace('-', '_')}", (base,), attrs)


class PolicyInlineForm(_ModelConfigErrors, forms.ModelForm):
    """One row of the agent's policy list: processor, lane, order, switches (settings: own page).

    A new row, or a row whose processor changed, starts from the processor's defaults."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        if "processor_key" in self.fields:
            self.fields["processor_key"] = _processor_select(self.instance.processor_key or None)
        if not self.is_bound:  # a bound row is judged against the processor it posts (clean)
            restrict_lanes(self, processor_entry(self.instance.processor_key))
        start_in_monitor_mode(self)

    def clean(self) -> dict[str, Any]:
        cleaned = super().clean() or {}
        key = cleaned.get("processor_key")
        entry = processor_entry(key)
        if key and entry is None:
            self.add_error("processor_key", "No processor is registered under this key.")
            return cleaned
        check_lane(self, entry, cleaned.get("lane"))
        if entry is not None and (self.instance._state.adding or "processor_key" in self.changed_data):
            try:
                self.instance.config = entry.validate({})
            except ConfigValidationError as exc:
                self.add_error(
                    "processor_key",
                    f"{entry.display_name} needs settings ({', '.join(exc.errors)}): "
                    "add it with “Add processor policy” instead.",
                )
                return cleaned
            problem = never_matches(entry.key, self.instance.config)
            if problem:
                self.config_reported = True
                self.add_error("processor_key", forms.ValidationError(
                    f"{problem} Add it with “Add processor policy”, where its settings are.", code="never_matches"))
        return cleaned


def config_summary(config: dict[str, Any] | None, entry: Any = None, limit: int = 120) -> str:
    """``option=value, …`` of the options that differ from the defaults (all when unknown)."""
    config = config or {}
    defaults = entry.defaults() if entry is not None else {}
    shown = [f"{k}={v if v == MASK else _short(v)}" for k, v in masked(fields_of(entry), config).items()
             if k not in defaults or defaults[k] != config[k]]
    text = ", ".join(shown) or "defaults"
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _short(value: Any) -> str:
    if isinstance(value, (list, tuple)):
        return f"[{len(value)} items]" if len(value) > 3 else "[" + ", ".join(map(str, value)) + "]"
    text = value if isinstance(value, str) else json.dumps(value)
    return text if len(text) <= 30 else text[:29] + "…"
