"""CSV export shared by the admin actions and the API's ``?format=csv``: streamed a line at a
time, nested JSON kept readable in one cell, and spreadsheet formulas defused."""
from __future__ import annotations

import csv
import json
from collections.abc import Iterable, Iterator
from typing import Any

#: First characters that make spreadsheet apps read a cell as a formula (CSV injection):
#: reasons and replies hold user text, so "=HYPERLINK(...)" must never run in Excel.
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


class _Echo:
    """A file-like object whose ``write`` returns the line (for streaming ``csv.writer``)."""

    def write(self, value: str) -> str:
        return value


def csv_cell(value: Any) -> Any:
    """One cell: ``None`` empty, dicts and lists as JSON, text starting a formula quoted with '."""
    if value is None:
        return ""
    if isinstance(value, (dict, list)):
        value = json.dumps(value, ensure_ascii=False, sort_keys=True, default=str)
    if isinstance(value, str) and value.startswith(FORMULA_STARTS):
        return "'" + value
    return value


def csv_lines(header: list[str], rows: Iterable[Iterable[Any]]) -> Iterator[str]:
    """CSV text, a line at a time (header first), for a StreamingHttpResponse."""
    writer = csv.writer(_Echo())
    yield writer.writerow(header)
    for row in rows:
        yield writer.writerow([csv_cell(value) for value in row])
