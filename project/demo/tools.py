"""The demo tool (``lookup_order``), registered by the demo app so the demo agents can call a tool."""
from __future__ import annotations

import hashlib
from typing import Any

from agentproc.registry import register_tool

_STATUSES = ("processing", "shipped", "out for delivery", "delivered")


@register_tool
def lookup_order(order_id: str) -> dict[str, Any]:
    """Look up the shipping status of an order (demo data, no real shop behind it).

    Args:
        order_id: The order number, e.g. "1234".
    """
    order_id = str(order_id).strip()
    if not order_id:
        return {"found": False, "error": "no order number given"}
    # Stable fake data: the same order number always gets the same status.
    digest = int(hashlib.sha256(order_id.encode()).hexdigest(), 16)
    return {
        "found": True,
        "orderId": order_id,
        "status": _STATUSES[digest % len(_STATUSES)],
        "items": 1 + digest % 3,
        "carrier": "Demo Parcel Co.",
    }
