"""A hand's page as one self-contained HTML document (inline CSS, SVG and a little script),
and the SVG of a trick or of the deal alone (``shengji show --format svg``).

Everything a record or a file name brings is text to :func:`~.markup.el`, so it is escaped.
"""

from __future__ import annotations

from collections.abc import Sequence

from ... import __version__
from ..catalog import fill
from .graph import review_section
from .markup import Markup, Node, el, raw
from .model import COST_SYMBOLS, CardFace, HandPage, Mark, PlayView, SeatHand, TrickView
from .style import CSP, CSS, JS


def card(c: CardFace) -> Markup:
    return el("span", {"class": "c r" if c.red else "c"}, c.text)


def cards(cs: Sequence[CardFace]) -> Markup:
    """Cards with a space between them (a long hand wraps on a phone)."""
    return Markup(" ".join(card(c) for c in cs))


def play_cells(p: PlayView, page: HandPage) -> list[Node]:
    """A play as text: its cards (a failed throw's ``attempted → played``), its standing, its
    marks."""
    out: list[Node] = []
    if p.attempted is not None:
        out += [
            el("span", {"class": "att", "title": page.say("show.attempted")}, cards(p.attempted)),
            " → ",
        ]
    out.append(el("span", {"class": "win"} if p.winner else None, cards(p.cards)))
    if p.standing:
        out.append(el("span", {"class": "st"}, f" ({p.standing})"))
    out += [
        el("span", {"class": f"sym {m.css}", "title": m.label}, f" {m.symbol}") for m in p.marks
    ]
    if p.cost is not None:
        out.append(_cost_span(p))
    return out


def _cost_span(p: PlayView) -> Markup:
    """A play's cost in the list of tricks: its symbol, the points (the whole text as its
    title)."""
    c = p.cost
    assert c is not None
    gap = "" if c.symbol in COST_SYMBOLS.values() else "\u2009"  # a grade's ?! apart from 5
    shown = f" {c.symbol}" + (f"{gap}{c.cost}" if c.cost else "")
    return el("span", {"class": f"cost {c.css}", "title": c.text, "data-cost": c.cost}, shown)


def mark_item(m: Mark, page: HandPage) -> Markup:
    """A finding: symbol, kind, where, message, article, ruling."""
    head = f"{m.label} [{m.where}]" if m.where else m.label
    return el(
        "li",
        {"class": f"mark {m.css}", "data-kind": m.kind, "data-trick": m.trick, "data-seat": m.seat},
        el("span", {"class": "sym"}, m.symbol),
        " ",
        el("b", None, head),
        page.say("show.colon"),
        el("span", {"class": "msg"}, m.message),
        el("span", {"class": "art"}, m.rule) if m.rule else None,
        el("span", {"class": "rul"}, m.ruling) if m.ruling else None,
    )


# ---------------------------------------------------------------- SVG

_W, _H = 480, 320
_SPOTS = {
    "top": (_W / 2, 34, "middle"),
    "bottom": (_W / 2, _H - 96, "middle"),
    "left": (12, _H / 2 - 40, "start"),
    "right": (_W - 12, _H / 2 - 40, "end"),
}
_WIDTH = {"top": 440.0, "bottom": 440.0, "left": 200.0, "right": 200.0}


def _fit(cs: Sequence[CardFace], room: float) -> dict[str, str | int | bool | None]:
    """``textLength`` when the cards would not fit their side (long throws)."""
    wide = sum(len(c.text) + 1 for c in cs) * 10.5
    return {"textLength": int(room), "lengthAdjust": "spacingAndGlyphs"} if wide > room else {}


def _svg_cards(cs: Sequence[CardFace], x: float, y: float, anchor: str, room: float) -> Markup:
    spans = [el("tspan", {"fill": "#c8102e" if c.red else "#111"}, c.text + " ") for c in cs]
    return el(
        "text",
        {"x": int(x), "y": int(y), "text-anchor": anchor, "font-size": 16, **_fit(cs, room)},
        spans,
    )


def _text_width(text: str, size: int) -> float:
    """A line's width, estimated: a Chinese character is about a square, others 0.6 of it."""
    return sum(size if ord(ch) >= 0x2E80 else size * 0.6 for ch in text)


def _svg_text(
    x: float,
    y: float,
    anchor: str,
    text: str,
    size: int,
    fill: str,
    weight: int | None = None,
    css: str | None = None,
    room: float | None = None,
    tip: str | None = None,
) -> Markup:
    """One line of an SVG's text (``room``: pressed into that width when it would not fit;
    ``tip``: a longer text as its tooltip)."""
    fit: dict[str, str | int] = {}
    if room is not None and _text_width(text, size) > room:
        fit = {"textLength": int(room), "lengthAdjust": "spacingAndGlyphs"}
    attrs: dict[str, str | int | bool | None] = {
        "x": int(x),
        "y": int(y),
        "text-anchor": anchor,
        "font-size": size,
        "fill": fill,
        "font-weight": weight,
        "class": css,
        **fit,
    }
    return el("text", attrs, text, el("title", None, tip) if tip else None)


_COST_COLOURS = {
    "costly": "#b00020",
    "best": "#1f6f43",
    "unknown": "#8a5a00",
    "blunder": "#b00020",
    "mistake": "#c2410c",
    "inaccuracy": "#8a5a00",
    "ungraded": "#5f6368",
}
"""A cost's colour by its class (``--analyze``), and a grade's (``--review``)."""


def _svg_play(p: PlayView, page: HandPage) -> Markup:
    """A seat's play at its side: the seat (★ the winner, its standing), a failed throw's cards
    attempted, the cards played, the marks."""
    x, y, anchor = _SPOTS.get(p.place, _SPOTS["bottom"])
    room = _WIDTH.get(p.place, 440.0)
    label = p.seat + (" ★" if p.winner else "") + (f" ({p.standing})" if p.standing else "")
    bold = 700 if p.winner else None
    parts: list[Node] = [_svg_text(x, y, anchor, label, 13, "#333", bold)]
    line = y + 20
    if p.attempted is not None:
        attempted = " ".join(c.text for c in p.attempted)
        parts.append(
            _svg_text(x, line, anchor, f"{page.say('show.attempted')}: {attempted}", 11, "#666")
        )
        parts.append(_svg_text(x, line + 16, anchor, f"→ {page.say('show.played')}:", 11, "#666"))
        line += 34
    parts.append(_svg_cards(p.cards, x, line, anchor, room))
    for m in p.marks:
        line += 18
        color = "#b00020" if m.css == "bad" else "#8a5a00"
        text = f"{m.symbol} {m.label}"
        parts.append(_svg_text(x, line, anchor, text, 13, color, 700, f"svgmark {m.css}"))
    if p.cost is not None:
        c = p.cost
        color = _COST_COLOURS.get(c.css, "#333")
        text = f"{c.symbol} {c.short or c.text}"
        css = f"svgcost {c.css}"
        tip = c.text if c.short else None
        parts.append(_svg_text(x, line + 18, anchor, text, 12, color, 700, css, room, tip))
    return el("g", {"class": "play", "data-seat": p.seat}, parts)


def trick_svg(t: TrickView, page: HandPage, standalone: bool = False) -> Markup:
    """A trick around the table: each seat's play at its side, the winner starred, the marks."""
    attrs: dict[str, str | int | bool | None] = {
        "viewBox": f"0 0 {_W} {_H}",
        "role": "img",
        "aria-label": f"{t.title}: {t.points}",
        "font-family": "system-ui,sans-serif",
    }
    if standalone:
        attrs |= {"xmlns": "http://www.w3.org/2000/svg", "width": _W, "height": _H}
    return el(
        "svg",
        attrs,
        el("title", None, t.title),
        el("rect", {"x": 0, "y": 0, "width": _W, "height": _H, "rx": 12, "fill": "#eef5ef"}),
        el(
            "text",
            {
                "x": _W // 2,
                "y": _H - 8,
                "text-anchor": "middle",
                "font-size": 12,
                "fill": "#1f6f43",
            },
            f"{t.title} · {t.points}",
        )
        if standalone
        else None,
        [_svg_play(p, page) for p in t.plays],
    )


def deal_svg(page: HandPage) -> Markup:
    """The deal alone as SVG: each seat's cards at its side, a line per suit."""
    rows: list[Node] = []
    y = 24
    for s in page.seats:
        rows.append(
            el("text", {"x": 12, "y": y, "font-size": 14, "font-weight": 700}, f"{s.seat} {s.side}")
        )
        for g in s.groups:
            y += 20
            rows.append(_svg_cards(g, 24, y, "start", 560))
        if s.unknown:
            y += 20
            rows.append(
                el(
                    "text",
                    {"x": 24, "y": y, "font-size": 12},
                    page.say("show.deal.unknown", n=s.unknown),
                )
            )
        y += 28
    for key, cs in (("show.kitty", page.kitty), ("show.buried", page.buried)):
        if cs:
            rows.append(el("text", {"x": 12, "y": y, "font-size": 13}, page.say(key)))
            rows.append(_svg_cards(cs, 90, y, "start", 480))
            y += 22
    return el(
        "svg",
        {
            "xmlns": "http://www.w3.org/2000/svg",
            "viewBox": f"0 0 600 {y}",
            "width": 600,
            "height": y,
            "font-family": "system-ui,sans-serif",
        },
        el("title", None, page.title),
        rows,
    )


# ---------------------------------------------------------------- HTML


def _head(page: HandPage) -> Markup:
    return el(
        "head",
        None,
        el("meta", {"charset": "utf-8"}),
        el("meta", {"name": "viewport", "content": "width=device-width,initial-scale=1"}),
        el("meta", {"http-equiv": "Content-Security-Policy", "content": CSP}),
        el("title", None, page.title),
        el("style", None, raw(CSS)),
    )


def _header(page: HandPage) -> Markup:
    rows = [(el("dt", None, k), el("dd", None, v)) for k, v in page.header]
    rows.append(
        (
            el("dt", None, page.say("show.h.status")),
            el("dd", {"class": f"status-{page.status_code}"}, page.status),
        )
    )
    return el("header", None, el("h1", None, page.title), el("dl", {"class": "head"}, rows))


def _seat(s: SeatHand, page: HandPage) -> Markup:
    return el(
        "div",
        {"class": f"seat {s.place}", "data-seat": s.seat},
        el("span", {"class": "who"}, s.seat),
        el("span", {"class": "side"}, s.side) if s.side else None,
        None
        if s.dealt
        else el(
            "span",
            {"class": "unk g"},
            page.say("show.deal.proven", seat=s.seat, unknown=s.unknown),
        ),
        [el("span", {"class": "g"}, cards(g)) for g in s.groups],
    )


def _deal(page: HandPage) -> Markup:
    if not page.seats:
        return Markup("")
    mid: list[Node] = []
    for key, cs in (("show.kitty", page.kitty), ("show.buried", page.buried)):
        if cs is not None:
            mid.append(el("div", None, el("b", None, page.say(key) + " "), cards(cs)))
    return el(
        "section",
        {"id": "deal"},
        el("h2", None, page.say("show.deal")),
        el(
            "div",
            {"class": "deal"},
            [_seat(s, page) for s in page.seats],
            el("div", {"class": "mid"}, mid),
        ),
    )


def _trick(t: TrickView, page: HandPage, count: int) -> Markup:
    return el(
        "section",
        {
            "class": "trick",
            "id": f"t{t.number}",
            "data-trick": t.number,
            "data-of": page.say("show.trick.of", trick=t.number, count=count),
        },
        el(
            "h3",
            None,
            page.say(
                "show.trick.head",
                title=t.title,
                leader=t.leader,
                winner=t.winner,
                points=t.points,
            ),
        ),
        trick_svg(t, page),
        el("ul", {"class": "marks"}, [mark_item(m, page) for m in t.marks]) if t.marks else None,
        _costly(t, page),
    )


def _costly(t: TrickView, page: HandPage) -> Markup | None:
    """``--review``: the trick's costly plays in full under its drawing (which says them in a
    few words): the seat, the grade, the points and a best play."""
    costly = [p for p in t.plays if p.cost is not None and p.cost.short and p.cost.cost]
    if not costly:
        return None
    items = []
    for p in costly:
        c = p.cost
        assert c is not None
        sym = el("span", {"class": f"cost {c.css}"}, c.symbol)
        items.append(
            el("li", {"data-seat": p.seat}, sym, f" {p.seat}{page.say('show.colon')}{c.text}")
        )
    return el("ul", {"class": "grades"}, items)


def _all_tricks(page: HandPage, seats: Sequence[str]) -> Markup:
    head = el(
        "tr",
        None,
        el("th", None, "#"),
        [el("th", None, s) for s in seats],
        el("th", None, page.say("report.trick.winner")),
        el("th", None, page.say("report.trick.points")),
    )
    rows = []
    for t in page.tricks:
        by_seat = {p.seat: p for p in t.plays}
        rows.append(
            el(
                "tr",
                {"class": "bad" if t.marks else None, "id": f"row{t.number}"},
                el(
                    "td",
                    None,
                    el("a", {"href": f"#t{t.number}", "data-trick": t.number}, t.number),
                    [
                        el("span", {"class": f"sym {m.css}"}, f" {m.symbol}")
                        for m in t.marks
                        if not m.seat
                    ],
                ),
                [
                    el("td", None, play_cells(by_seat[s], page) if s in by_seat else "")
                    for s in seats
                ],
                el("td", None, t.winner),
                el("td", None, t.points),
            )
        )
    return el(
        "section",
        {"id": "all"},
        el("h2", None, page.say("show.all-tricks")),
        el(
            "div",
            {"class": "wrap"},
            el("table", {"class": "all"}, el("thead", None, head), el("tbody", None, rows)),
        ),
    )


def _tricks(page: HandPage) -> Markup:
    if not page.tricks:
        return Markup("")
    n = len(page.tricks)
    nav = el(
        "nav",
        {"class": "step", "id": "step", "hidden": True},
        el("button", {"type": "button", "id": "prev"}, page.say("show.prev")),
        el("span", {"id": "pos"}, ""),
        el("button", {"type": "button", "id": "next"}, page.say("show.next")),
        el("span", {"class": "keys st"}, page.say("show.keys")),
    )
    return el(
        "section",
        {"id": "tricks"},
        el("h2", None, page.say("show.tricks")),
        nav,
        [_trick(t, page, n) for t in page.tricks],
    )


def _findings(page: HandPage) -> Markup:
    body: Node = (
        el("ul", {"class": "marks"}, [mark_item(m, page) for m in page.marks])
        if page.marks
        else el("p", None, page.say("show.no-findings"))
    )
    return el("section", {"id": "findings"}, el("h2", None, page.say("show.findings")), body)


def _analysis(page: HandPage) -> Markup:
    """``--analyze``: from which trick on, the value and each side's total cost (or why there
    is none), what the cost marks mean."""
    a = page.analysis
    if a is None:
        return Markup("")
    return el(
        "section",
        {"id": "analysis", "data-from": a.from_trick},
        el("h2", None, page.say("show.analysis")),
        el("p", {"class": "horizon"}, a.horizon) if a.horizon else None,
        el("p", {"class": "line"}, a.line),
        el("p", {"class": "st"}, a.key),
    )


def _result(page: HandPage) -> Markup:
    ruled: Node = [el("p", None, line) for line in page.ruled] or el(
        "p", None, page.say("show.no-ruling")
    )
    return el(
        "section",
        {"id": "result", "class": "res"},
        el("h2", None, page.say("show.result")),
        el("h3", None, page.say("show.played-result")),
        [el("p", None, line) for line in page.result],
        el("h3", None, page.say("show.ruled-result")),
        ruled,
    )


def _comments(page: HandPage) -> Markup:
    if not page.comments:
        return Markup("")
    return el(
        "section",
        {"id": "comments"},
        el("h2", None, page.say("show.comments")),
        el("pre", {"class": "st"}, "\n".join(page.comments)),
    )


def render_page(page: HandPage, start: int = 1) -> str:
    """The whole document; ``start``: the trick the stepper opens at."""
    seats = [s.seat for s in page.seats] or sorted({p.seat for t in page.tricks for p in t.plays})
    if page.error is not None:
        main: Node = el(
            "section",
            {"id": "error"},
            el("h2", None, page.say("show.error")),
            el("p", None, page.error),
        )
    else:
        main = [
            review_section(page),
            _deal(page),
            _tricks(page),
            _all_tricks(page, seats) if page.tricks else None,
            _findings(page),
            _analysis(page),
            _result(page),
            _comments(page),
        ]
    body = el(
        "body",
        {"data-start": start},
        _header(page),
        el("main", None, main),
        el("footer", {"class": "st"}, fill("show.generated", {"version": __version__}, page.lang)),
        el("script", None, raw(JS)),
    )
    lang = "zh-Hans" if page.lang == "zh" else "en"
    return "<!DOCTYPE html>\n" + el("html", {"lang": lang}, _head(page), body) + "\n"
