"""Violations per day per processor over the last 30 days, as a server-rendered SVG line chart.

No JavaScript: each point carries a ``<title>`` (the browser shows it on hover), the legend
names every processor with its total, and the chart's ``<desc>`` states the busiest day so
a spike is readable without a mouse.
"""
from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from typing import Any

from django.contrib import admin
from django.core.exceptions import PermissionDenied
from django.db.models import Count, QuerySet
from django.db.models.functions import TruncDate
from django.http import HttpRequest, HttpResponse
from django.utils import timezone
from django.utils.html import escape
from django.utils.safestring import SafeString, mark_safe

DAYS = 30
#: Colour-blind-friendly palette (Okabe–Ito), then grey for the rest.
PALETTE = ("#0072B2", "#E69F00", "#009E73", "#D55E00", "#CC79A7", "#56B4E9", "#F0E442", "#000000")
OTHER_COLOUR = "#999999"
MAX_SERIES = len(PALETTE)

WIDTH, HEIGHT = 760, 220
LEFT, RIGHT, TOP, BOTTOM = 40, 200, 14, 28  # plot margins; the legend sits in RIGHT


@dataclass
class Series:
    """One processor's daily counts, aligned with :attr:`ViolationChart.days`."""

    name: str
    counts: list[int]
    colour: str

    @property
    def total(self) -> int:
        return sum(self.counts)


@dataclass
class ViolationChart:
    """The chart's data: the days shown and one series per processor (busiest first)."""

    days: list[dt.date]
    series: list[Series]

    @property
    def total(self) -> int:
        return sum(s.total for s in self.series)

    @property
    def peak(self) -> int:
        return max((max(s.counts) for s in self.series), default=0)

    def to_svg(self) -> SafeString:
        return render_svg(self)


def last_days(today: dt.date | None = None, days: int = DAYS) -> list[dt.date]:
    today = today or timezone.localdate()
    return [today - dt.timedelta(days=days - 1 - i) for i in range(days)]


def violation_chart(queryset: QuerySet[Any], today: dt.date | None = None, days: int = DAYS) -> ViolationChart:
    """Count ``queryset``'s violations per day and processor over the last ``days`` days.

    One grouped query, whatever the number of violations."""
    window = last_days(today, days)
    start = timezone.make_aware(dt.datetime.combine(window[0], dt.time.min))
    rows = (
        queryset.filter(created_at__gte=start)
        .annotate(day=TruncDate("created_at"))
        .values("day", "processor_id")
        .order_by()
        .annotate(n=Count("id"))
    )
    return chart_from_counts(((r["day"], r["processor_id"], r["n"]) for r in rows), window)


def chart_from_counts(rows: Any, window: list[dt.date]) -> ViolationChart:
    """Build the chart from ``(day, processor, count)`` rows; beyond the palette, processors
    are summed into one "other" series so the chart stays readable."""
    index = {day: i for i, day in enumerate(window)}
    per: dict[str, list[int]] = {}
    for day, name, n in rows:
        if day in index:
            per.setdefault(name or "?", [0] * len(window))[index[day]] += n
    ranked = sorted(per.items(), key=lambda kv: (-sum(kv[1]), kv[0]))
    series = [Series(name, counts, PALETTE[i]) for i, (name, counts) in enumerate(ranked[: MAX_SERIES - 1])]
    rest = ranked[MAX_SERIES - 1 :]
    if len(rest) == 1:
        series.append(Series(rest[0][0], rest[0][1], PALETTE[MAX_SERIES - 1]))
    elif rest:
        summed = [sum(col) for col in zip(*(c for _, c in rest))]
        series.append(Series(f"{len(rest)} others", summed, OTHER_COLOUR))
    return ViolationChart(window, series)


def _nice_max(peak: int) -> int:
    """A round top for the y axis (at least 4, so the four grid lines are whole numbers)."""
    top = max(peak, 4)
    for step in (1, 2, 5, 10, 20, 25, 50, 100, 250, 500, 1000, 2500, 5000, 10000):
        if top <= step * 4:
            return step * 4
    return ((top + 9999) // 10000) * 10000


def render_svg(chart: ViolationChart) -> SafeString:
    """The chart as inline SVG markup (escaped processor names; safe to put in a page)."""
    plot_w, plot_h = WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM
    n = len(chart.days)
    top = _nice_max(chart.peak)

    def x(i: int) -> float:
        return LEFT + (plot_w * i / (n - 1) if n > 1 else plot_w / 2)

    def y(v: int) -> float:
        return TOP + plot_h - plot_h * v / top

    out: list[str] = [
        f'<svg xmlns="http://www.w3.org/2000/svg" class="agentproc-chart" role="img" '
        f'viewBox="0 0 {WIDTH} {HEIGHT}" width="100%" style="max-width:{WIDTH}px" '
        f'aria-labelledby="agentproc-chart-title agentproc-chart-desc" font-family="sans-serif" font-size="11">',
        f'<title id="agentproc-chart-title">Violations per day per processor, last {n} days</title>',
        f'<desc id="agentproc-chart-desc">{escape(_describe(chart))}</desc>',
    ]
    for k in range(5):  # horizontal grid with y labels
        value = top * k // 4
        gy = y(value)
        out.append(f'<line x1="{LEFT}" x2="{LEFT + plot_w}" y1="{gy:.1f}" y2="{gy:.1f}" stroke="#ddd"/>')
        out.append(f'<text x="{LEFT - 6}" y="{gy + 4:.1f}" text-anchor="end" fill="#666">{value}</text>')
    for i, day in enumerate(chart.days):  # a date label every 5 days, and always the last day
        if i % 5 == 0 or i == n - 1:
            out.append(
                f'<text x="{x(i):.1f}" y="{HEIGHT - 8}" text-anchor="middle" fill="#666">{day:%b %d}</text>'
            )
    if not chart.series:
        out.append(
            f'<text x="{LEFT + plot_w / 2:.1f}" y="{TOP + plot_h / 2:.1f}" text-anchor="middle" '
            f'fill="#666">No violations in the last {n} days</text>'
        )
    for s in reversed(chart.series):  # busiest drawn last, on top
        points = " ".join(f"{x(i):.1f},{y(v):.1f}" for i, v in enumerate(s.counts))
        out.append(f'<g class="series"><polyline fill="none" stroke="{s.colour}" stroke-width="2" points="{points}"/>')
        for i, v in enumerate(s.counts):
            if v:
                out.append(
                    f'<circle cx="{x(i):.1f}" cy="{y(v):.1f}" r="3" fill="{s.colour}">'
                    f"<title>{escape(s.name)}: {v} on {chart.days[i]:%Y-%m-%d}</title></circle>"
                )
        out.append("</g>")
    for k, s in enumerate(chart.series):  # legend
        ly = TOP + 6 + k * 18
        lx = WIDTH - RIGHT + 16
        label = s.name if len(s.name) <= 22 else s.name[:21] + "…"
        out.append(f'<rect x="{lx}" y="{ly - 8}" width="10" height="10" fill="{s.colour}"/>')
        out.append(f'<text x="{lx + 16}" y="{ly + 1}">{escape(label)} ({s.total})</text>')
    out.append("</svg>")
    return mark_safe("".join(out))  # noqa: S308 - every dynamic string above is escaped


def _describe(chart: ViolationChart) -> str:
    if not chart.series:
        return "No violations."
    totals = [sum(col) for col in zip(*(s.counts for s in chart.series))]
    busiest = max(range(len(totals)), key=totals.__getitem__)
    return (
        f"{chart.total} violations; busiest day {chart.days[busiest]:%Y-%m-%d} with {totals[busiest]}. "
        + "; ".join(f"{s.name}: {s.total}" for s in chart.series)
    )


# -- views ---------------------------------------------------------------------------------------

def chart_for(queryset: QuerySet[Any]) -> SafeString:
    return violation_chart(queryset).to_svg()


def violation_chart_view(model_admin: admin.ModelAdmin[Any], request: HttpRequest) -> HttpResponse:
    """The violations chart alone, as an SVG image (for embedding or a dashboard)."""
    if not model_admin.has_view_permission(request):
        raise PermissionDenied
    svg = chart_for(model_admin.get_queryset(request))
    return HttpResponse(svg, content_type="image/svg+xml; charset=utf-8")
