"""Built-in guardrail processors (pure Python; each declares a config schema).

Each class has a registry ``key``, ``display_name``, ``description``, ``lanes`` and
``config_fields``; ``schema.build(cls, config, **extra)`` makes an instance from an admin
config (extras: ``hash_key`` and ``locale`` for the PII detector, ``judge`` or ``classifier``
for the injection detector, ``model_path`` for the local-model one, ``client`` for moderation, ``cache`` for the response cache)."""
from __future__ import annotations

from .batching import BatchParts
from .cache import LocalCache, ResponseCache
from .recovery import ContextLengthRecovery, PrefillErrorHandler
from .injection import PromptInjectionDetector
from .injection_model import PromptInjectionModelDetector
from .moderation import ModerationProcessor
from .pii import PIIDetector
from .quality import QualityGuardrail
from .regex_filter import RegexFilter
from .scrubber import SystemPromptScrubber
from .tokens import TokenCounter, TokenLimiter
from .tools import ToolCallFilter, ToolResultLimiter
from .unicode import UnicodeNormalizer

#: Every registrable built-in, in the order the admin lists them.
BUILTIN_PROCESSORS = (
    UnicodeNormalizer,
    PIIDetector,
    RegexFilter,
    PromptInjectionDetector,
    PromptInjectionModelDetector,
    ModerationProcessor,
    TokenLimiter,
    SystemPromptScrubber,
    ToolCallFilter,
    ToolResultLimiter,
    BatchParts,
    ResponseCache,
    QualityGuardrail,
    ContextLengthRecovery,
    PrefillErrorHandler,
)

__all__ = [
    "BUILTIN_PROCESSORS",
    "BatchParts",
    "ContextLengthRecovery",
    "LocalCache",
    "ModerationProcessor",
    "PIIDetector",
    "PrefillErrorHandler",
    "PromptInjectionDetector",
    "PromptInjectionModelDetector",
    "QualityGuardrail",
    "RegexFilter",
    "ResponseCache",
    "SystemPromptScrubber",
    "TokenCounter",
    "TokenLimiter",
    "ToolCallFilter",
    "ToolResultLimiter",
    "UnicodeNormalizer",
]
