"""The backtest editor: the draft chain edited with the policy forms, one entry per policy.

Each entry is a form with the same inputs as the policy page (name, lane, mode, enabled and the
processor's settings, built by ``admin.forms.form_field`` from its schema), in a formset that
orders (``ORDER``) and removes (``DELETE``) entries; "Add a policy" appends one with its
processor's defaults. The formset yields a draft in the stored JSON shape
(``agentproc.backtest.draft``), so the comparison engine, the API and the "advanced" JSON box
all read the same thing. Without the formset's management data a post is read as JSON.
"""
from __future__ import annotations

from typing import Any

from django import forms
from django.http import QueryDict

from ..admin.forms import PREFIX, as_post_values, config_summary, fields_of, form_field, initial_value, \
    lane_choices, processor_choices, processor_entry, schema_value
from ..admin.labels import ADVANCED
from ..models import Mode, ProcessorPolicy
from ..processors.schema import ConfigValidationError
from .draft import LANE_ORDER

FORMSET_PREFIX = "entries"


class DraftEntryForm(forms.Form):
    """One policy of the draft: a live one it edits (``policy``) or a new one."""

    policy = forms.IntegerField(required=False, widget=forms.HiddenInput)
    processor = forms.CharField(widget=forms.HiddenInput)
    name = forms.CharField(required=False, max_length=200,
                           widget=forms.TextInput(attrs={"class": "vTextField", "size": 32,
                                                         "placeholder": "Name"}))
    lane = forms.ChoiceField(choices=())
    mode = forms.ChoiceField(choices=Mode.choices)
    enabled = forms.BooleanField(required=False)

    def __init__(self, *args: Any, live_names: dict[int, str] | None = None, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.entry = processor_entry(self._value("processor"))
        self.fields["lane"].choices = lane_choices(self.entry)
        policy = self._value("policy")
        self.live_pk = int(policy) if str(policy or "").isdigit() else None
        #: Whether ``policy`` is one of the agent's (a posted id of another agent's is refused later).
        self.own = self.live_pk in (live_names or {})
        self.live_name = (live_names or {}).get(self.live_pk or -1, "")
        if self.live_pk is not None:
            # A live policy is renamed on its own page; the draft keeps its name.
            self.fields["name"].disabled = True
            self.fields["name"].initial = self.live_name
            self.fields["name"].help_text = "Renamed on the policy's own page."
        config = dict(self.initial.get("config") or {})
        for f in fields_of(self.entry):
            field = form_field(f, self.entry.key)
            field.initial = initial_value(f, config.get(f.name, f.default))
            self.fields[PREFIX + f.name] = field

    def _value(self, name: str) -> Any:
        if self.is_bound:
            return self.data.get(self.add_prefix(name))
        return self.initial.get(name)

    @property
    def title(self) -> str:
        processor = self.entry.display_name if self.entry is not None else self._value("processor")
        name = self.live_name or (self._value("name") or "")
        return f"{name} — {processor}" if name and name != processor else str(processor)

    def settings(self, advanced: bool) -> list[forms.BoundField]:
        """The bound inputs of the processor's settings (only the advanced ones, or the others)."""
        return [self[PREFIX + f.name] for f in fields_of(self.entry) if (f.name in ADVANCED) == advanced]

    @property
    def summary(self) -> str:
        """The settings that differ from the processor's defaults, in one line (as the agent's
        policy list says them); empty while an edit is not validated yet."""
        if self.is_bound:
            config = getattr(self, "cleaned_data", {}).get("config")
            if config is None:
                return ""
        else:
            config = self.initial.get("config") or {}
        return config_summary(config, self.entry)

    @property
    def basic_settings(self) -> list[forms.BoundField]:
        return self.settings(False)

    @property
    def advanced_settings(self) -> list[forms.BoundField]:
        return self.settings(True)

    def clean(self) -> dict[str, Any]:
        cleaned = super().clean() or {}
        if self.entry is None:
            raise forms.ValidationError(f"No processor is registered under {self._value('processor')!r}.",
                                        code="draft_unknown_processor")
        raw: dict[str, Any] = {}
        for f in fields_of(self.entry):
            name = PREFIX + f.name
            if name in self.errors:
                continue
            raw[f.name] = schema_value(f, cleaned.get(name))
            if f.secret and not cleaned.get(name):
                raw[f.name] = self._stored_config().get(f.name, f.default)  # left blank: unchanged
        try:
            cleaned["config"] = self.entry.validate(raw)
        except ConfigValidationError as exc:
            for option, messages in exc.errors.items():
                for message in messages:
                    self.add_error(PREFIX + option if PREFIX + option in self.fields else None, message)
        return cleaned

    def _stored_config(self) -> dict[str, Any]:
        """The live policy's stored config: only for a policy of this agent (a secret of another
        agent's policy must never reach this draft, not even the page re-shown with an error)."""
        if self.live_pk is None or not self.own:
            return {}
        return dict(ProcessorPolicy.objects.filter(pk=self.live_pk).values_list("config", flat=True).first() or {})

    def draft_entry(self) -> dict[str, Any]:
        data = self.cleaned_data
        entry = {"policy": self.live_pk, "lane": data["lane"], "processor": self.entry.key, "config": data["config"],
                 "mode": data["mode"], "enabled": bool(data["enabled"])}
        if self.live_pk is None and (data.get("name") or "").strip():
            entry["name"] = data["name"].strip()
        return entry


class BaseDraftFormSet(forms.BaseFormSet):
    """The draft's entries; ``draft()`` is the chain in run order (lane, then place)."""

    def __init__(self, *args: Any, live_names: dict[int, str] | None = None, **kwargs: Any) -> None:
        self.live_names = live_names or {}
        super().__init__(*args, **kwargs)

    def get_form_kwargs(self, index: int | None) -> dict[str, Any]:
        return {**super().get_form_kwargs(index), "live_names": self.live_names}

    def kept_in_order(self) -> list[DraftEntryForm]:
        """The entries not removed, in the order they run: by lane, then by their place."""
        kept = [f for f in self.forms if not self._should_delete_form(f)]

        def place(pair: tuple[int, DraftEntryForm]) -> tuple[int, float, int]:
            index, form = pair
            lane = form.cleaned_data.get("lane")
            order = form.cleaned_data.get("ORDER")
            return (LANE_ORDER.index(lane) if lane in LANE_ORDER else 9,
                    float(order) if order is not None else float("inf"), index)

        return [f for _, f in sorted(enumerate(kept), key=place)]

    @property
    def shown(self) -> list[DraftEntryForm]:
        """Every entry (removed ones too) as the page lists them: by lane, then by place, as posted."""
        def place(pair: tuple[int, DraftEntryForm]) -> tuple[int, float, int]:
            index, form = pair
            lane, order = form._value("lane"), str(form._value("ORDER") or "")
            return (LANE_ORDER.index(lane) if lane in LANE_ORDER else 9,
                    float(order) if order.lstrip("-").isdigit() else float("inf"), index)

        return [f for _, f in sorted(enumerate(self.forms), key=place)]

    def draft(self) -> list[dict[str, Any]]:
        return [f.draft_entry() for f in self.kept_in_order()]


DraftFormSet = forms.formset_factory(DraftEntryForm, formset=BaseDraftFormSet, extra=0, can_order=True,
                                     can_delete=True)


def live_names(agent: Any) -> dict[int, str]:
    return dict(ProcessorPolicy.objects.filter(agent=agent).values_list("pk", "name")) if agent else {}


def editor_for(agent: Any, draft: list[dict[str, Any]]) -> BaseDraftFormSet:
    """An unbound editor showing ``draft`` (the live chain, to start with)."""
    initial = [{**e, "ORDER": i + 1} for i, e in enumerate(draft)]
    return DraftFormSet(initial=initial, prefix=FORMSET_PREFIX, live_names=live_names(agent))


def posted_editor(data: QueryDict, agent: Any) -> BaseDraftFormSet | None:
    """The editor as posted, or None when the post carries a JSON draft only (the API's way,
    or the "advanced" box with "use the JSON" ticked)."""
    if f"{FORMSET_PREFIX}-TOTAL_FORMS" not in data or data.get("use_json"):
        return None
    return DraftFormSet(data, prefix=FORMSET_PREFIX, live_names=live_names(agent))


def with_new_entry(data: QueryDict, processor: str, lane: str) -> QueryDict:
    """The posted editor plus one entry for ``processor`` in ``lane``, with its defaults, last in
    its lane and in monitor mode (as a new policy starts on the policy page)."""
    entry = processor_entry(processor)
    if entry is not None and entry.lanes and lane not in entry.lanes:
        lane = entry.lanes[0]
    data = data.copy()
    total = int(data.get(f"{FORMSET_PREFIX}-TOTAL_FORMS") or 0)
    prefix = f"{FORMSET_PREFIX}-{total}-"
    data[f"{FORMSET_PREFIX}-TOTAL_FORMS"] = str(total + 1)
    data.setdefault(f"{FORMSET_PREFIX}-INITIAL_FORMS", "0")
    data.update({prefix + "processor": processor, prefix + "lane": lane, prefix + "mode": Mode.MONITOR,
                 prefix + "enabled": "on", prefix + "ORDER": str(total + 1), prefix + "policy": ""})
    for f in fields_of(entry):
        data.setlist(prefix + PREFIX + f.name, as_post_values(f, f.default))
    return data


class AddEntryForm(forms.Form):
    """"Add a policy": which processor, in which lane."""

    add_processor = forms.ChoiceField(label="Processor", required=False)
    add_lane = forms.ChoiceField(label="Lane", required=False, choices=lane_choices(None))

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.fields["add_processor"].choices = [("", "---------"), *processor_choices()]
