"""An optional prompt-injection detector backed by a local classifier model the user installs.

Nothing here is required: the model is loaded (once per process, on first use) from a path the site gives
(``model_path`` in the policy, else the ``INJECTION_MODEL_PATH`` setting), with the
``transformers`` library (``pip install transformers torch``) or, for a folder holding an ONNX
export, ``optimum[onnxruntime]``. Any sequence-classification model whose labels name the
injection class works (``INJECTION``, ``jailbreak``, ``LABEL_1`` …; ``injection_labels`` says
which). When the library or the model is missing, the classifier raises ``ModelUnavailable``
(code ``injection_model_unavailable``) and the detector falls back to the heuristics (or treats
the text as an injection under ``fail_closed``)."""
from __future__ import annotations

import asyncio
import os
import threading
from typing import Any

from .base import BLOCK, FILTER, WARN, strategy_field
from .injection import PromptInjectionDetector
from .schema import Field

DEFAULT_LABELS = ("injection", "jailbreak", "prompt_injection", "malicious", "unsafe", "label_1", "1")

#: Loaded pipelines of this process, by folder: a processor is built afresh for every run, and
#: loading a model anew each time would cost more than classifying with it. A folder whose
#: files changed (a model swapped in) is loaded again.
_LOADED: dict[str, tuple[int, Any]] = {}
_LOADED_LOCK = threading.Lock()


def _stamp(path: str) -> int:
    """The newest modification time of a model folder and the files in it (-1: none there)."""
    try:
        stamps = [os.stat(path).st_mtime_ns]
        if os.path.isdir(path):
            stamps += [entry.stat().st_mtime_ns for entry in os.scandir(path)]
        return max(stamps)
    except OSError:
        return -1


class ModelUnavailable(RuntimeError):
    """The classifier model or the library it needs is not installed (stable ``code``)."""

    code = "injection_model_unavailable"


class LocalModelClassifier:
    """An ``InjectionClassifier`` running a local text-classification model off the event loop.

    ``classify(text)`` returns ``{"injection": p >= threshold, "confidence": p, "reason": label}``
    where ``p`` is the model's probability of the injection labels."""

    def __init__(self, model_path: str, *, threshold: float = 0.5, injection_labels: tuple[str, ...] = DEFAULT_LABELS,
                 max_chars: int = 4000) -> None:
        if not model_path:
            raise ModelUnavailable("no model path: set model_path on the policy or INJECTION_MODEL_PATH")
        self.model_path = model_path
        self.threshold = threshold
        self.injection_labels = {label.lower() for label in injection_labels}
        self.max_chars = max_chars
        self._pipe: Any = None

    def _pipeline(self) -> Any:
        if self._pipe is None:
            key = os.path.realpath(self.model_path)
            with _LOADED_LOCK:
                stamp = _stamp(key)
                cached = _LOADED.get(key)
                if cached is None or cached[0] != stamp:
                    _LOADED[key] = (stamp, self._load())
                self._pipe = _LOADED[key][1]
        return self._pipe

    def _load(self) -> Any:
        if not os.path.exists(self.model_path):
            raise ModelUnavailable(f"no model at {self.model_path!r}")
        try:
            from transformers import AutoTokenizer, pipeline
        except ImportError as exc:
            raise ModelUnavailable("the transformers library is not installed (pip install transformers torch)") from exc
        onnx = os.path.isdir(self.model_path) and any(f.endswith(".onnx") for f in os.listdir(self.model_path))
        if onnx:
            try:
                from optimum.onnxruntime import ORTModelForSequenceClassification
            except ImportError as exc:
                raise ModelUnavailable("an ONNX model needs optimum[onnxruntime]") from exc
            model: Any = ORTModelForSequenceClassification.from_pretrained(self.model_path)
        else:
            model = self.model_path
        tokenizer = AutoTokenizer.from_pretrained(self.model_path)
        return pipeline("text-classification", model=model, tokenizer=tokenizer, top_k=None, truncation=True)

    def classify_now(self, text: str) -> dict[str, Any]:
        """The verdict, computed in the calling thread."""
        scores = self._pipeline()(text[: self.max_chars])
        if scores and isinstance(scores[0], list):  # one list of label scores per input
            scores = scores[0]
        injected = [s for s in scores if str(s["label"]).lower() in self.injection_labels]
        p = float(sum(s["score"] for s in injected))
        top = max(scores, key=lambda s: s["score"])["label"] if scores else ""
        return {"injection": p >= self.threshold, "confidence": round(p, 4), "reason": f"model label {top}"}

    async def classify(self, text: str) -> dict[str, Any]:
        return await asyncio.to_thread(self.classify_now, text)


class PromptInjectionModelDetector(PromptInjectionDetector):
    """The heuristics and a local classifier model together: text is an injection when the model
    says so (``combine="model"``) or when either says so (``combine="either"``, the default)."""

    key = "prompt-injection-model"
    display_name = "Prompt injection detector (local model)"
    description = ("Prompt injection detection by a classifier model installed on this server "
                   "(transformers or ONNX), with the heuristics; optional.")
    extras = ("model_path",)
    config_fields = (
        Field("model_path", "str", default="",
              help="Folder of the classifier model on this server. Empty: the INJECTION_MODEL_PATH setting."),
        Field("model_threshold", "float", default=0.5, min=0, max=1,
              help="Probability of the injection label from which the model flags text."),
        Field("combine", "choice", default="either", choices=("either", "model"),
              help="either: flagged when the model or the heuristics flag it; model: the model alone decides."),
        Field("threshold", "float", default=0.7, min=0, max=1, help="Heuristic score from which text counts as an injection."),
        strategy_field((BLOCK, WARN, FILTER), BLOCK,
                       "block: end the run; warn: record only; filter: drop the input message, or "
                       "replace the tool result with a notice."),
        Field("fail_closed", "bool", default=False,
              help="When the model is missing or fails: on, treat the text as an injection; off, use the heuristics."),
        Field("check_tool_results", "bool", default=True, help="Also scan tool results (indirect injection)."),
    )

    def __init__(self, *, model_path: str = "", model_threshold: float = 0.5, combine: str = "either",
                 classifier: Any = None, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.combine = combine
        self.model_error: str | None = None
        if classifier is None:
            try:
                classifier = LocalModelClassifier(model_path, threshold=model_threshold)
            except ModelUnavailable as exc:
                self.model_error = str(exc)
        self.model = classifier
        self.classifier = None  # the base class's judge path stays unused

    async def assess(self, text: str, *, document: bool = False) -> tuple[bool, dict[str, Any]]:
        heuristic, detail = self.check(text, document=document)
        if not text:
            return False, detail
        try:
            if self.model is None:
                raise ModelUnavailable(self.model_error or "no model")
            result = self.model.classify(text)
            verdict = await result if asyncio.iscoroutine(result) else result
        except Exception as exc:  # noqa: BLE001 - fail_closed decides what a missing or failing model does
            detail["model"] = {"error": f"{type(exc).__name__}: {exc}"[:200],
                               "code": getattr(exc, "code", "injection_model_failed")}
            return (True if self.fail_closed else heuristic), detail
        detail["model"] = verdict
        flagged = bool(verdict.get("injection"))
        return (flagged or heuristic) if self.combine == "either" else flagged, detail
