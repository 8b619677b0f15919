"""Built-in guardrail processors (pure Python; each declares a config schema)."""
from __future__ import annotations

from .pii import PIIDetector

#: Every registrable built-in, in the order the admin lists them.
BUILTIN_PROCESSORS = (PIIDetector,)

__all__ = ["BUILTIN_PROCESSORS", "PIIDetector"]
