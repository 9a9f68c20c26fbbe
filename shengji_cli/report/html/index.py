"""The index page of ``check --format html -o DIR``: a row per hand (file, hand, status, the
violations' kinds, the defenders' points, the ruled result), each linking to its page."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from ...core.escape import shown_name
from ...core.messages import Msg
from ...core.reports import HandReport
from ..catalog import fill, render
from ..lang import Lang
from ..ruled import ruled_lines
from ..text import STATUS_IDS
from .markup import el, raw
from .style import CSP, CSS

_UNSAFE = re.compile(r"[^A-Za-z0-9_-]+")


def page_name(report: HandReport, taken: set[str]) -> str:
    """A page's file name for ``report``: the record's file stem (letters, digits, ``-`` and
    ``_`` only) and the hand's number, made unique against ``taken`` (and added to it).

    >>> taken: set[str] = set()
    >>> r = HandReport(source="a/<b> c.sj", hand=2, variant="national", variant_version="1")
    >>> page_name(r, taken), page_name(r, taken)
    ('b_c-2.html', 'b_c-2-2.html')
    """
    stem = report.source.replace("\\", "/").rsplit("/", 1)[-1].rsplit(".", 1)[0]
    stem = _UNSAFE.sub("_", stem).strip("_")[:60] or "hand"
    base = f"{stem}-{report.hand}"
    name, n = f"{base}.html", 1
    while name in taken:
        n += 1
        name = f"{base}-{n}.html"
    taken.add(name)
    return name


@dataclass(frozen=True, slots=True)
class IndexRow:
    report: HandReport
    page: str | None
    """The page's file name (``None``: no page)."""


def _row(row: IndexRow, lang: Lang) -> str:
    r = row.report
    kinds = sorted({str(f.kind) for f in r.violations})
    ruled = ruled_lines(r, lang)
    link = shown_name(r.source)
    return el(
        "tr",
        {"class": "bad" if r.violations else None},
        el("td", None, el("a", {"href": row.page}, link) if row.page else link),
        el("td", None, r.hand),
        el("td", {"class": f"status-{r.status}"}, render(Msg.of(STATUS_IDS[r.status]), lang)),
        el("td", None, " ".join(kinds)),
        el("td", None, "" if r.defenders_points is None else r.defenders_points),
        el("td", None, "; ".join(ruled)),
    )


def render_index(rows: Sequence[IndexRow], lang: Lang = "en") -> str:
    """The index document."""

    def say(key: str, **params: object) -> str:
        return fill(key, params, lang)

    title = say("show.index.title")
    head = el(
        "tr",
        None,
        [
            el("th", None, say(f"show.index.{k}"))
            for k in ("file", "hand", "status", "kinds", "points", "ruled")
        ],
    )
    body = el(
        "body",
        None,
        el("h1", None, title),
        el("p", None, say("show.index.count", n=len(rows))),
        el(
            "div",
            {"class": "wrap"},
            el(
                "table",
                {"class": "all"},
                el("thead", None, head),
                el("tbody", None, [raw(_row(r, lang)) for r in rows]),
            ),
        ),
    )
    page = el(
        "html",
        {"lang": "zh-Hans" if lang == "zh" else "en"},
        el(
            "head",
            None,
            el("meta", {"charset": "utf-8"}),
            el("meta", {"name": "viewport", "content": "width=device-width,initial-scale=1"}),
            el("meta", {"http-equiv": "Content-Security-Policy", "content": CSP}),
            el("title", None, title),
            el("style", None, raw(CSS)),
        ),
        body,
    )
    return "<!DOCTYPE html>\n" + page + "\n"
