"""What is being caught and what happens to it: violations per day as stacked bars by action
(server-rendered SVG), and a table of the policies that caught them.

No JavaScript: each bar segment carries a ``<title>`` (the browser shows it on hover), the
legend below the plot names every action in full with its total, and ``<desc>`` states the
busiest day. The window runs from the first violation (at most 90 days back, at least 7) to
today, so one day of data and ninety both fill the plot with readable bars and labels.
"""
from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field
from typing import Any

from django.contrib import admin
from django.core.exceptions import PermissionDenied
from django.db.models import Count, F, QuerySet, Value
from django.db.models.functions import Coalesce, NullIf, TruncDate
from django.http import HttpRequest, HttpResponse
from django.utils import timezone
from django.utils.html import escape, format_html, format_html_join
from django.utils.safestring import SafeString, mark_safe

MAX_DAYS, MIN_DAYS = 90, 7
#: What happens to a finding, most severe first, with colour-blind-safe colours (Okabe–Ito).
ACTIONS = (
    ("blocked", "Blocked", "#D55E00"),
    ("redacted", "Redacted", "#0072B2"),
    ("filtered", "Removed (filtered)", "#009E73"),
    ("warned", "Warned (let through)", "#E69F00"),
    ("retried", "Retried", "#CC79A7"),
    ("monitored", "Monitor only (not enforced)", "#56B4E9"),
)
OTHER = ("other", "Other", "#999999")

WIDTH, HEIGHT = 760, 200
LEFT, RIGHT, TOP, BOTTOM = 40, 12, 12, 24  # plot margins; the legend is drawn below
LEGEND_ROW = 18


@dataclass
class ViolationChart:
    """Counts per day (``days``) per action, and per policy per action."""

    days: list[dt.date]
    #: ``action -> counts aligned with days``, in ``ACTIONS`` order.
    by_action: dict[str, list[int]]
    #: ``policy name -> {action: count}``, busiest first.
    by_policy: dict[str, dict[str, int]] = field(default_factory=dict)

    @property
    def totals(self) -> list[int]:
        return [sum(col) for col in zip(*self.by_action.values())] if self.by_action else [0] * len(self.days)

    @property
    def total(self) -> int:
        return sum(self.totals)

    def to_svg(self) -> SafeString:
        return render_svg(self)

    def to_html(self) -> SafeString:
        """The chart and the "what was caught" table, for a page."""
        return format_html("{}{}", render_svg(self), render_table(self))


def _action(key: str) -> tuple[str, str, str]:
    return next((a for a in ACTIONS if a[0] == key), (key, key.capitalize(), OTHER[2]))


def window(first: dt.date | None, today: dt.date | None = None) -> list[dt.date]:
    """Days from ``first`` (clamped to 7–90 days back) to today."""
    today = today or timezone.localdate()
    span = (today - first).days + 1 if first is not None else MIN_DAYS
    span = max(MIN_DAYS, min(MAX_DAYS, span))
    return [today - dt.timedelta(days=span - 1 - i) for i in range(span)]


def violation_chart(queryset: QuerySet[Any], today: dt.date | None = None) -> ViolationChart:
    """Count ``queryset``'s violations per day and action, and per policy and action.

    Two grouped queries, whatever the number of violations."""
    today = today or timezone.localdate()
    earliest = timezone.make_aware(dt.datetime.combine(today - dt.timedelta(days=MAX_DAYS - 1), dt.time.min))
    recent = queryset.filter(created_at__gte=earliest).order_by()
    rows = list(recent.annotate(day=TruncDate("created_at")).values("day", "action").annotate(n=Count("id")))
    days = window(min((r["day"] for r in rows), default=None), today)
    index = {day: i for i, day in enumerate(days)}
    by_action: dict[str, list[int]] = {}
    for r in rows:
        if r["day"] in index:
            by_action.setdefault(r["action"], [0] * len(days))[index[r["day"]]] += r["n"]
    order = [a[0] for a in ACTIONS]
    by_action = dict(sorted(by_action.items(), key=lambda kv: order.index(kv[0]) if kv[0] in order else 99))
    start = timezone.make_aware(dt.datetime.combine(days[0], dt.time.min))
    named = (recent.filter(created_at__gte=start)
             .annotate(label=Coalesce(NullIf(F("policy_name"), Value("")), F("processor_id")))
             .values("label", "action").annotate(n=Count("id")))
    by_policy: dict[str, dict[str, int]] = {}
    for r in named:
        by_policy.setdefault(r["label"], {})[r["action"]] = r["n"]
    by_policy = dict(sorted(by_policy.items(), key=lambda kv: (-sum(kv[1].values()), kv[0])))
    return ViolationChart(days, by_action, by_policy)


def _nice_max(peak: int) -> int:
    """A round top for the y axis (at least 4, so the four grid lines are whole numbers)."""
    top = max(peak, 4)
    for step in (1, 2, 5, 10, 20, 25, 50, 100, 250, 500, 1000, 2500, 5000, 10000):
        if top <= step * 4:
            return step * 4
    return ((top + 9999) // 10000) * 10000


def _label_every(n: int) -> int:
    """Label at most ~10 days along the axis."""
    return next(k for k in (1, 2, 5, 7, 10, 14, 15, 30) if n / k <= 10) if n > 10 else 1


def render_svg(chart: ViolationChart) -> SafeString:
    """The chart as inline SVG markup (every dynamic string escaped; safe to put in a page)."""
    n = len(chart.days)
    plot_w, plot_h = WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM
    legend = list(chart.by_action) or [a[0] for a in ACTIONS[:2]]
    per_row = 3
    total_h = HEIGHT + 8 + LEGEND_ROW * ((len(legend) + per_row - 1) // per_row)
    top = _nice_max(max(chart.totals, default=0))
    slot = plot_w / n
    bar = max(1.0, slot * 0.75)

    def y(v: float) -> float:
        return TOP + plot_h - plot_h * v / top

    out: list[str] = [
        f'<svg xmlns="http://www.w3.org/2000/svg" class="agentproc-chart" role="img" '
        f'viewBox="0 0 {WIDTH} {total_h}" width="100%" style="max-width:{WIDTH}px" '
        f'aria-labelledby="agentproc-chart-title agentproc-chart-desc" font-family="sans-serif" font-size="11">',
        f'<title id="agentproc-chart-title">Violations per day by what happened to them, last {n} days</title>',
        f'<desc id="agentproc-chart-desc">{escape(_describe(chart))}</desc>',
    ]
    for k in range(5):  # horizontal grid with y labels
        value = top * k // 4
        gy = y(value)
        out.append(f'<line x1="{LEFT}" x2="{LEFT + plot_w}" y1="{gy:.1f}" y2="{gy:.1f}" stroke="#ccc"/>')
        out.append(f'<text x="{LEFT - 6}" y="{gy + 4:.1f}" text-anchor="end">{value}</text>')
    every = _label_every(n)
    for i, day in enumerate(chart.days):
        if (n - 1 - i) % every == 0:  # always the last day (today), then every k days back
            cx = LEFT + slot * (i + 0.5)
            out.append(f'<text x="{cx:.1f}" y="{HEIGHT - 6}" text-anchor="middle">{day:%b %d}</text>')
    if not chart.total:
        out.append(f'<text x="{LEFT + plot_w / 2:.1f}" y="{TOP + plot_h / 2:.1f}" text-anchor="middle">'
                   f"No violations in the last {n} days</text>")
    for i, day in enumerate(chart.days):
        base = 0
        for key, counts in chart.by_action.items():
            v = counts[i]
            if not v:
                continue
            _, label, colour = _action(key)
            x0 = LEFT + slot * i + (slot - bar) / 2
            out.append(
                f'<rect class="bar" x="{x0:.1f}" y="{y(base + v):.1f}" width="{bar:.1f}" '
                f'height="{y(base) - y(base + v):.1f}" fill="{colour}">'
                f"<title>{day:%Y-%m-%d}: {v} {escape(label.lower())}</title></rect>"
            )
            base += v
    col_w = (WIDTH - LEFT) / per_row
    for k, key in enumerate(legend):  # legend in rows below the plot: full names, never cut
        _, label, colour = _action(key)
        lx = LEFT + (k % per_row) * col_w
        ly = HEIGHT + 8 + (k // per_row) * LEGEND_ROW
        total = sum(chart.by_action.get(key, ()))
        out.append(f'<rect x="{lx:.1f}" y="{ly:.1f}" width="10" height="10" fill="{colour}"/>')
        out.append(f'<text class="legend" x="{lx + 16:.1f}" y="{ly + 9:.1f}">{escape(label)} ({total})</text>')
    out.append("</svg>")
    return mark_safe("".join(out))  # noqa: S308 - every dynamic string above is escaped


def render_table(chart: ViolationChart) -> SafeString:
    """What was caught: one row per policy, one column per action, over the chart's window."""
    if not chart.by_policy:
        return mark_safe("")
    actions = [a for a in ACTIONS if any(a[0] in counts for counts in chart.by_policy.values())]
    head = format_html_join("", "<th scope=\"col\" class=\"num\">{}</th>", ((a[1],) for a in actions))
    rows = format_html_join("", "<tr><th scope=\"row\">{}</th>{}<td class=\"num\">{}</td></tr>", (
        (name, format_html_join("", "<td class=\"num\">{}</td>", ((counts.get(a[0], "") or "",) for a in actions)),
         sum(counts.values()))
        for name, counts in chart.by_policy.items()
    ))
    return format_html(
        '<table class="agentproc-caught"><caption>What was caught, by policy, last {} days</caption>'
        '<thead><tr><th scope="col">Policy</th>{}<th scope="col" class="num">Total</th></tr></thead>'
        "<tbody>{}</tbody></table>", len(chart.days), head, rows)


def _describe(chart: ViolationChart) -> str:
    if not chart.total:
        return "No violations."
    totals = chart.totals
    busiest = max(range(len(totals)), key=totals.__getitem__)
    return (
        f"{chart.total} violations over {len(chart.days)} days; busiest day "
        f"{chart.days[busiest]:%Y-%m-%d} with {totals[busiest]}. "
        + "; ".join(f"{_action(k)[1]}: {sum(c)}" for k, c in chart.by_action.items())
    )


# -- views ---------------------------------------------------------------------------------------

def chart_for(queryset: QuerySet[Any]) -> SafeString:
    """The chart and its table, for an admin page."""
    return violation_chart(queryset).to_html()


def violation_chart_view(model_admin: admin.ModelAdmin[Any], request: HttpRequest) -> HttpResponse:
    """The violations chart alone, as an SVG image (for embedding or a dashboard)."""
    if not model_admin.has_view_permission(request):
        raise PermissionDenied
    svg = violation_chart(model_admin.get_queryset(request)).to_svg()
    return HttpResponse(svg, content_type="image/svg+xml; charset=utf-8")
