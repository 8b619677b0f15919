"""BatchParts: joins consecutive text deltas into fewer, larger chunks."""
from __future__ import annotations

from typing import Any

from .base import Guardrail
from .holdback import emit
from .schema import Field


class BatchParts(Guardrail):
    """Emits one ``text-delta`` per ``batch_size`` deltas (or ``max_chars`` characters) of the
    same text; a held batch goes out before any other chunk, so nothing is reordered or lost."""

    key = "batch-parts"
    display_name = "Batch parts"
    description = "Joins streamed text deltas into fewer chunks (less network overhead)."
    lanes = ("output",)
    config_fields = (
        Field("batch_size", "int", default=5, min=1, max=1000, help="Text deltas per emitted chunk."),
        Field("max_chars", "int", default=0, min=0, max=100_000,
              help="Also emit once a batch has this many characters. 0: no limit."),
    )

    def __init__(self, *, batch_size: int = 5, max_chars: int = 0, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.batch_size = batch_size
        self.max_chars = max_chars

    def process_output_stream(self, part: dict[str, Any], state: dict[str, Any]) -> Any:
        """Hold text deltas until a batch is full; returns None while holding, the batch when
        full, or the held batch followed by ``part`` for any other chunk."""
        held: dict[str, Any] | None = state.get("batch")
        if part.get("type") == "text-delta":
            payload = part["payload"]
            if held is not None and held["part"]["payload"].get("id") != payload.get("id"):
                state["batch"] = None
                return emit([_joined(held), *self._add(state, part, None)])
            return emit(self._add(state, part, held))
        state["batch"] = None
        return emit(([_joined(held)] if held else []) + [part])

    def _add(self, state: dict[str, Any], part: dict[str, Any], held: dict[str, Any] | None) -> list[dict[str, Any]]:
        if held is None:
            held = {"part": part, "texts": [], "chars": 0}
        text = str(part["payload"].get("text", ""))
        held["texts"].append(text)
        held["chars"] += len(text)
        if len(held["texts"]) >= self.batch_size or (self.max_chars and held["chars"] >= self.max_chars):
            state["batch"] = None
            return [_joined(held)]
        state["batch"] = held
        return []


def _joined(held: dict[str, Any]) -> dict[str, Any]:
    part = held["part"]
    return {**part, "payload": {**part["payload"], "text": "".join(held["texts"])}}
