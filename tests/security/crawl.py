"""A crawler for the secret tests: every admin and API page a user can reach, by following links."""
from __future__ import annotations

import re
from collections import deque
from html import unescape
from typing import Any, Iterable, Iterator
from urllib.parse import urljoin, urlsplit

#: Links that change something or end the session: never followed.
SKIP = re.compile(r"/(logout|delete|password|cancel|apply)/|/admin/jsi18n/")
_HREF = re.compile(r"""(?:href|src|action)=["']([^"'#]+)""")


def pages(client: Any, start: Iterable[str], *, limit: int = 400) -> Iterator[tuple[str, int, bytes]]:
    """``(url, status, body)`` of every page reachable from ``start`` under ``/admin/`` or
    ``/api/`` (each path once, with the query of the first link that reached it; CSV
    exports and the JSON schema are pages too)."""
    queue = deque(start)
    seen: set[str] = set()
    while queue and len(seen) < limit:
        url = queue.popleft()
        parts = urlsplit(url)
        key = parts.path + ("?format" + parts.query.split("format", 1)[1] if "format=" in parts.query else "")
        if key in seen or SKIP.search(parts.path) or not parts.path.startswith(("/admin/", "/api/")):
            continue
        seen.add(key)
        response = client.get(url)
        body = b"".join(response.streaming_content) if response.streaming else response.content
        yield url, response.status_code, body
        if response.status_code in (301, 302):
            queue.append(urljoin(url, response["Location"]))
        if "html" in response.get("Content-Type", "") or "json" in response.get("Content-Type", ""):
            for link in _HREF.findall(body.decode(errors="replace")):
                queue.append(urljoin(url, unescape(link)))
            for link in re.findall(r'"(https?://testserver/api/[^"]+)"', body.decode(errors="replace")):
                queue.append(link)
