"""The review's value graph as SVG (``shengji show --review``; alone with ``--format svg``), and
the page's review section around it: the horizon, the graph with its numbers as a table (for a
screen reader, and without the picture), each side's totals and what the grades' symbols mean.

The graph: x the tricks from the review's horizon to the end (the tricks before it one hatched
strip, "not analysed", never a value), y the defenders' final points with best play before each
trick; the bands behind it are the variant's level changes (each labelled where it is tall
enough, each with its range as a tooltip), the dashed line the points as played.  Each point has
a tooltip.  Plain SVG: no script, scaled to the page's width (a phone's included), printable.
"""

from __future__ import annotations

from collections.abc import Sequence

from .markup import Markup, Node, el
from .model import Band, GraphPoint, HandPage, ReviewView

Attrs = dict[str, str | int | bool | None]

W, H = 420, 300
"""The graph's size in its own units (it scales to the page's width: a phone's about as is)."""
_LEFT, _RIGHT, _TOP, _BOTTOM = 44, 22, 12, 66
_STRIP = 28
"""The width of the "not analysed" strip."""
_LINE = "#174ea6"
_PLAYED = "#8a5a00"
_BAND_FILLS = {"dealer": ("#e8f0fb", "#d9e6f7"), "defenders": ("#fdf0e1", "#fae2c6")}
_MIN_LABEL = 13
"""A band's label is drawn when the band is at least this tall (else its tooltip says it)."""
_MAX_POINT_LABELS = 12
"""Each point's value is written beside it up to this many points (else: its tooltip)."""


class _Axes:
    """Where a trick and a number of points are drawn."""

    def __init__(self, view: ReviewView) -> None:
        self.view = view
        self.x0 = _LEFT + (_STRIP + 6 if view.before else 0)
        self.x1 = W - _RIGHT
        self.y0, self.y1 = _TOP, H - _BOTTOM
        self.first = view.horizon or 1
        self.count = view.tricks + 2 - self.first
        """The positions on the trick axis: before each trick from the horizon, and the end."""

    def x(self, trick: int) -> float:
        if self.count <= 1:
            return (self.x0 + self.x1) / 2
        return self.x0 + (trick - self.first) * (self.x1 - self.x0) / (self.count - 1)

    def y(self, points: int) -> float:
        v = self.view
        span = max(v.high - v.low, 1)
        return self.y1 - (points - v.low) * (self.y1 - self.y0) / span


def _n(value: float) -> str:
    """A coordinate as SVG writes it (one decimal at most)."""
    return f"{value:.1f}".rstrip("0").rstrip(".")


def _text(x: float, y: float, text: str, size: int, **attrs: str | int | None) -> Markup:
    """A line of text (``**HALO``: outlined in white, to read over the lines behind it)."""
    base: Attrs = {"x": _n(x), "y": _n(y), "font-size": size, "text-anchor": "middle"}
    return el("text", base | attrs, text)


HALO: dict[str, str | int | None] = {"stroke": "#fff", "stroke-width": 3, "paint-order": "stroke"}


def _bands(a: _Axes) -> list[Node]:
    out: list[Node] = []
    shade = {"dealer": 0, "defenders": 0}
    for b in a.view.bands:
        top, bottom = a.y(b.high), a.y(b.low)
        fills = _BAND_FILLS.get(b.side, ("#f4f4f4", "#ebebeb"))
        fill = fills[shade.get(b.side, 0) % 2]
        shade[b.side] = shade.get(b.side, 0) + 1
        rect = {
            "x": _n(a.x0),
            "y": _n(top),
            "width": _n(a.x1 - a.x0),
            "height": _n(bottom - top),
            "fill": fill,
            "class": f"band {b.side}",
        }
        out.append(el("rect", rect, el("title", None, b.title)))
        if bottom - top >= _MIN_LABEL:
            x, y, anchor = _label_place(a, b.label, top, bottom)
            attrs = {"text-anchor": anchor, "fill": "#555", "class": "band-label"}
            out.append(_text(x, y, b.label, 11, **HALO, **attrs))
    return out


def _label_place(a: _Axes, label: str, top: float, bottom: float) -> tuple[float, float, str]:
    """Where a band's label goes: the corner of the band (or the middle of its top or bottom)
    that overlaps the fewest of the points, their values and the as-played line, the top left
    first among equals."""
    width = _width(label, 11)
    boxes = [(a.x(p.trick) - 10, a.y(p.value) - 19, 20.0, 24.0) for p in a.view.points]
    played = None if a.view.as_played is None else a.y(a.view.as_played)
    mid = (a.x0 + a.x1) / 2
    spots = [
        (a.x0 + 4, top + 12, "start"),
        (a.x1 - 4, top + 12, "end"),
        (a.x0 + 4, bottom - 4, "start"),
        (a.x1 - 4, bottom - 4, "end"),
        (mid, top + 12, "middle"),
        (mid, bottom - 4, "middle"),
    ]

    def overlaps(spot: tuple[float, float, str]) -> float:
        x, y, anchor = spot
        left = {"start": x, "end": x - width, "middle": x - width / 2}[anchor]
        hits = sum(
            left < bx + bw and bx < left + width and y - 11 < by + bh and by < y + 3
            for bx, by, bw, bh in boxes
        )
        return hits + (1.5 if played is not None and y - 12 <= played <= y + 4 else 0)

    return min(spots, key=overlaps)


def _y_ticks(a: _Axes) -> list[Node]:
    """A line and its number at each band's edge (and the lowest value)."""
    v = a.view
    values = sorted({v.low, *(b.low for b in v.bands)})
    out: list[Node] = []
    last_y: float | None = None
    for value in values:
        y = a.y(value)
        if value != v.low:
            line = {"x1": _n(a.x0), "x2": _n(a.x1), "y1": _n(y), "y2": _n(y)}
            out.append(el("line", line | {"stroke": "#999", "stroke-dasharray": "3 3"}))
        if last_y is None or last_y - y >= 11:
            attrs = {"text-anchor": "end", "fill": "#333", "class": "ytick"}
            out.append(_text(_LEFT - 4, y + 4, str(value), 11, **attrs))
            last_y = y
    return out


def _strip(a: _Axes) -> list[Node]:
    """The tricks before the horizon: a hatched strip, "not analysed" written along it."""
    v = a.view
    if not v.before:
        return []
    x, top, height = _LEFT, a.y0, a.y1 - a.y0
    mid_x, mid_y = x + _STRIP / 2, top + height / 2
    rect: Attrs = {
        "x": x,
        "y": top,
        "width": _STRIP,
        "height": _n(height),
        "fill": "url(#notanalysed)",
        "stroke": "#bbb",
        "class": "not-analysed",
    }
    label = _text(
        mid_x,
        mid_y + 4,
        v.before,
        11,
        fill="#444",
        transform=f"rotate(-90 {_n(mid_x)} {_n(mid_y)})",
        textLength=_n(height - 8) if len(v.before) > 30 else None,
        lengthAdjust="spacingAndGlyphs" if len(v.before) > 30 else None,
    )
    return [el("rect", rect, el("title", None, v.before)), label]


def _hatch() -> Markup:
    pattern: Attrs = {
        "id": "notanalysed",
        "width": 6,
        "height": 6,
        "patternUnits": "userSpaceOnUse",
        "patternTransform": "rotate(45)",
    }
    return el(
        "defs",
        None,
        el(
            "pattern",
            pattern,
            el("rect", {"width": 6, "height": 6, "fill": "#f2f2f2"}),
            el(
                "line",
                {"x1": 0, "y1": 0, "x2": 0, "y2": 6, "stroke": "#c8c8c8", "stroke-width": 2},
            ),
        ),
    )


def _played(a: _Axes) -> list[Node]:
    """The points as played: a dashed line across the analysed tricks, labelled."""
    v = a.view
    if v.as_played is None:
        return []
    y = a.y(v.as_played)
    line = {
        "x1": _n(a.x0),
        "x2": _n(a.x1),
        "y1": _n(y),
        "y2": _n(y),
        "stroke": _PLAYED,
        "stroke-width": "1.5",
        "stroke-dasharray": "6 4",
        "class": "as-played",
    }
    return [el("line", line, el("title", None, v.played))]


def _legend(a: _Axes, page: HandPage) -> list[Node]:
    """Under the trick axis: the value's line and the as-played line, each named."""
    v = a.view
    y = H - 10
    x = float(_LEFT)
    out: list[Node] = []
    for text, colour, dash in (
        (page.say("show.graph.legend"), _LINE, None),
        (v.played, _PLAYED, "6 4"),
    ):
        if not text:
            continue
        sample: Attrs = {"x1": _n(x), "x2": _n(x + 22), "y1": _n(y - 4), "y2": _n(y - 4)}
        style: Attrs = {"stroke": colour, "stroke-width": 2, "stroke-dasharray": dash}
        out.append(el("line", sample | style))
        attrs = {"text-anchor": "start", "fill": "#333", "class": "legend"}
        out.append(_text(x + 27, y, text, 11, **attrs))
        x += 27 + _width(text, 11) + 16
    return out


def _width(text: str, size: int) -> float:
    """A line's width, estimated: a Chinese character about a square, others 0.6 of it."""
    return sum(size if ord(ch) >= 0x2E80 else size * 0.6 for ch in text)


def _line(a: _Axes, points: Sequence[GraphPoint]) -> list[Node]:
    """The value before each trick, joined; each point a marker with its tooltip."""
    if not points:
        return []
    out: list[Node] = []
    coords = " ".join(f"{_n(a.x(p.trick))},{_n(a.y(p.value))}" for p in points)
    if len(points) > 1:
        out.append(
            el(
                "polyline",
                {"points": coords, "fill": "none", "stroke": _LINE, "stroke-width": "2.5"},
            )
        )
    labelled = len(points) <= _MAX_POINT_LABELS
    for p in points:
        x, y = a.x(p.trick), a.y(p.value)
        colour = _PLAYED if p.end else _LINE
        marker: Attrs = {
            "cx": _n(x),
            "cy": _n(y),
            "r": "4.5",
            "fill": colour if p.end else "#fff",
            "stroke": colour,
            "stroke-width": 2,
            "class": "point end" if p.end else "point",
            "data-trick": p.trick,
            "data-value": p.value,
        }
        out.append(el("circle", marker, el("title", None, p.title)))
        if labelled:
            out.append(_text(x, y - 8, str(p.value), 11, **HALO, fill="#222", **{"class": "value"}))
    return out


def _x_ticks(a: _Axes, points: Sequence[GraphPoint]) -> list[Node]:
    every = max(1, -(-len(points) // 12))
    out: list[Node] = []
    for i, p in enumerate(points):
        if i % every and not p.end:
            continue
        out.append(_text(a.x(p.trick), a.y1 + 15, p.tick, 11, fill="#333", **{"class": "xtick"}))
    return out


def value_graph_svg(view: ReviewView, page: HandPage, standalone: bool = False) -> Markup:
    """The value graph (``standalone``: an SVG file of its own, ``--format svg --review``)."""
    a = _Axes(view)
    attrs: dict[str, str | int | bool | None] = {
        "viewBox": f"0 0 {W} {H}",
        "role": "img",
        "aria-labelledby": "graph-title",
        "aria-describedby": "graph-desc",
        "font-family": "system-ui,sans-serif",
        "class": "graph",
    }
    if standalone:
        attrs |= {"xmlns": "http://www.w3.org/2000/svg", "width": W, "height": H}
    frame = {
        "x": _n(a.x0),
        "y": _n(a.y0),
        "width": _n(a.x1 - a.x0),
        "height": _n(a.y1 - a.y0),
        "fill": "none",
        "stroke": "#888",
    }
    return el(
        "svg",
        attrs,
        el("title", {"id": "graph-title"}, view.title),
        el("desc", {"id": "graph-desc"}, view.desc),
        _hatch(),
        el("rect", {"x": 0, "y": 0, "width": W, "height": H, "fill": "#fff"}),
        _bands(a),
        _y_ticks(a),
        el("rect", frame),
        _strip(a),
        _played(a),
        _line(a, view.points),
        _x_ticks(a, view.points),
        _text((a.x0 + a.x1) / 2, a.y1 + 31, page.say("show.graph.x"), 11, fill="#333"),
        _legend(a, page),
        _text(
            12,
            (a.y0 + a.y1) / 2,
            page.say("show.graph.y"),
            11,
            fill="#333",
            transform=f"rotate(-90 12 {_n((a.y0 + a.y1) / 2)})",
        ),
    )


def _numbers(view: ReviewView, page: HandPage) -> Markup:
    """The graph's numbers as a table (and the bands as a list), folded."""
    head = el(
        "tr",
        None,
        [el("th", None, page.say(f"show.graph.col.{c}")) for c in ("trick", "value", "change")],
    )
    rows = []
    for p in view.points:
        link = p.tick if p.end else el("a", {"href": f"#t{p.trick}", "data-trick": p.trick}, p.tick)
        cells = [el("td", None, link), el("td", None, p.value), el("td", None, p.change)]
        rows.append(el("tr", {"class": "end" if p.end else None}, cells))
    return el(
        "details",
        {"class": "numbers"},
        el("summary", None, page.say("show.graph.table")),
        el("table", {"class": "all"}, el("thead", None, head), el("tbody", None, rows)),
        el("p", None, view.played) if view.played else None,
        _band_list(view.bands, page),
    )


def _band_list(bands: Sequence[Band], page: HandPage) -> Markup | None:
    if not bands:
        return None
    return el(
        "div",
        None,
        el("b", None, page.say("show.graph.bands")),
        el("ul", {"class": "bands"}, [el("li", None, b.title) for b in reversed(bands)]),
    )


def review_section(page: HandPage) -> Markup:
    """``--review``: the horizon, the value graph and its numbers, each side's totals, what
    the grades' symbols mean (a hand not reviewed: why)."""
    v = page.review
    if v is None:
        return Markup("")
    graph: Node = None
    if v.points:
        graph = [
            el("figure", {"class": "graph"}, value_graph_svg(v, page)),
            _numbers(v, page),
        ]
    return el(
        "section",
        {"id": "review", "data-horizon": v.horizon},
        el("h2", None, page.say("show.review")),
        el("p", {"class": "horizon"}, v.heading),
        el("p", {"class": "st before"}, v.before) if v.before else None,
        graph,
        [el("p", {"class": "totals"}, line) for line in v.totals],
        el("p", {"class": "st key"}, v.key) if v.points else None,
    )
