"""Choosing stored turns and streaming them from the database in batches (keyset pagination),
so a backtest's memory does not grow with the number of turns."""
from __future__ import annotations

from datetime import datetime
from typing import Any, Iterator

from django.db.models import Q, QuerySet
from django.utils.dateparse import parse_datetime

from ..models import Agent, Message as MessageRow, Run, Violation
from .replay import StoredTurn

#: Turns that ran: a failed or cancelled run has no outcome to compare.
REPLAYED_STATUSES = ("completed", "tripwire")
BATCH_SIZE = 250


def _when(value: Any) -> datetime | None:
    if not value:
        return None
    return value if isinstance(value, datetime) else parse_datetime(str(value))


def selected_runs(agent: Agent, selection: dict[str, Any]) -> QuerySet[Run]:
    """The agent's finished turns in ``selection`` (``since``, ``until``, ``conversation``)."""
    runs = Run.objects.filter(agent=agent, status__in=REPLAYED_STATUSES, conversation__isnull=False)
    if _when(selection.get("since")):
        runs = runs.filter(created_at__gte=_when(selection["since"]))
    if _when(selection.get("until")):
        runs = runs.filter(created_at__lt=_when(selection["until"]))
    if selection.get("conversation"):
        runs = runs.filter(conversation_id=selection["conversation"])
    return runs


def count_turns(agent: Agent, selection: dict[str, Any]) -> int:
    total = selected_runs(agent, selection).count()
    sample = selection.get("sample")
    return min(total, int(sample)) if sample else total


def count_steps(agent: Agent, selection: dict[str, Any]) -> int:
    """Stored assistant messages of the selected turns (what an output-lane call-out judges)."""
    return MessageRow.objects.filter(run__in=selected_runs(agent, selection), role="assistant").count()


_FIELDS = ("id", "conversation_id", "created_at", "status", "output_text", "input", "tripwire")

#: A turn's place in the order turns are replayed in: ``(created_at as ISO text, run id as text)``.
Key = tuple[str, str]


def _after(key: Key, when: str = "created_at", pk: str = "id") -> Q:
    return Q(**{f"{when}__gt": _when(key[0])}) | Q(**{when: _when(key[0]), f"{pk}__gt": key[1]})


def _through(key: Key, when: str = "created_at", pk: str = "id") -> Q:
    return Q(**{f"{when}__lt": _when(key[0])}) | Q(**{when: _when(key[0]), f"{pk}__lte": key[1]})


def in_range(after: Key | None, through: Key | None, when: str = "created_at", pk: str = "id") -> Q:
    """Rows of the keyset range ``(after, through]`` (see ``chunk_bounds``), their turn's time and
    run id in the fields ``when`` and ``pk`` (a backtest result: ``turn_at``, ``run_id``)."""
    q = Q()
    if after is not None:
        q &= _after(after, when, pk)
    if through is not None:
        q &= _through(through, when, pk)
    return q


def chunk_bounds(agent: Agent, selection: dict[str, Any], size: int) -> list[tuple[Key | None, Key | None]]:
    """The selected turns cut into ranges of ``size`` (keyset ranges ``(after, through]``, the
    first open at its start, the last at its end), for backtest chunks replayed in parallel.
    One index walk of ``size`` rows per range; a sampled selection is one range."""
    if selection.get("sample"):
        return [(None, None)]
    runs = selected_runs(agent, selection).order_by("created_at", "id")
    ends: list[Key] = []
    while True:
        page = runs.filter(_after(ends[-1])) if ends else runs
        found = list(page.values_list("created_at", "id")[size - 1:size])
        if not found:
            break
        ends.append((found[0][0].isoformat(), str(found[0][1])))
    if ends and not runs.filter(_after(ends[-1])).exists():
        ends.pop()  # the last range ends with the last turn: it stays open at its end
    starts: list[Key | None] = [None, *ends]
    return list(zip(starts, [*ends, None]))


def _run_batches(agent: Agent, selection: dict[str, Any], size: int, after: Key | None = None,
                 through: Key | None = None) -> Iterator[list[dict[str, Any]]]:
    runs = selected_runs(agent, selection)
    if through is not None:
        runs = runs.filter(_through(through))
    if after is not None:
        runs = runs.filter(_after(after))
    sample = selection.get("sample")
    if sample:
        # A random sample: only its ids are held (as many as the admin asked for).
        ids = sorted(runs.order_by("?").values_list("id", flat=True)[: int(sample)])
        for start in range(0, len(ids), size):
            yield list(Run.objects.filter(pk__in=ids[start:start + size]).order_by("created_at", "id").values(*_FIELDS))
        return
    last: tuple[Any, Any] | None = None
    while True:
        page = runs.order_by("created_at", "id")
        if last is not None:
            page = page.filter(Q(created_at__gt=last[0]) | Q(created_at=last[0], id__gt=last[1]))
        rows = list(page.values(*_FIELDS)[:size])
        if not rows:
            return
        yield rows
        last = (rows[-1]["created_at"], rows[-1]["id"])


def turn_batches(agent: Agent, selection: dict[str, Any], size: int = BATCH_SIZE, after: Key | None = None,
                 through: Key | None = None) -> Iterator[tuple[list[StoredTurn], list[dict[str, Any]]]]:
    """Batches of ``(turns, stored violations)`` (of the range ``(after, through]`` when given,
    see ``chunk_bounds``); two extra queries per batch."""
    for rows in _run_batches(agent, selection, size, after, through):
        ids = [r["id"] for r in rows]
        users: dict[Any, dict[str, Any]] = {}
        steps: dict[Any, list[dict[str, Any]]] = {i: [] for i in ids}
        for run_id, role, data in MessageRow.objects.filter(run_id__in=ids).order_by(
                "created_at", "id").values_list("run_id", "role", "data"):
            if role == "user":
                users.setdefault(run_id, data)
            elif role == "assistant":
                steps[run_id].append(data)
        turns = []
        for r in rows:
            user = users.get(r["id"])
            if user is None and isinstance(r["input"], list) and r["input"]:
                user = r["input"][0]  # the message row is gone; Run.input keeps what was allowed
            turns.append(StoredTurn(run_id=str(r["id"]), conversation_id=str(r["conversation_id"]),
                                    created_at=r["created_at"], status=r["status"], user=user,
                                    steps=steps[r["id"]], output_text=r["output_text"] or "",
                                    tripwire=r["tripwire"] if isinstance(r["tripwire"], dict) else None))
        violations = list(Violation.objects.filter(run_id__in=ids).values(
            "run_id", "policy_id", "processor_id", "action", "lane", "metadata"))
        yield turns, violations
