"""The output formats, in one registry: how a hand becomes a row (text, JSON, JSON lines, CSV),
how rows are framed into a document, and the whole-document reporters (``summary`` too).

A batch streams rows: workers render each hand with a picklable :class:`RowRenderer`, the
parent writes them between the format's :class:`Frame` parts; :func:`render_stream` does the
same in one go, so a streamed document equals a one-shot one.

>>> sorted(FORMATS)  # doctest: +NORMALIZE_WHITESPACE
['csv', 'csv-analysis', 'github', 'json', 'jsonl', 'review-csv', 'review-json', 'review-jsonl',
 'review-text', 'sj', 'text', 'text-hands']
>>> sorted(REPORTERS)
['csv', 'json', 'jsonl', 'summary', 'text']
"""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Protocol

from ..core.reports import HandReport
from .csv import CSV_ANALYSIS_HEADER, CSV_HEADER, CsvRow
from .github import GithubRow
from .json import hand_dict, hand_json
from .lang import Lang
from .look import PLAIN, Look
from .review import CSV_FIELDS, review_csv_rows, review_dict, review_text
from .summary import BatchSummary, SummaryReporter
from .text import TextReporter
from .text_rows import TEXT_HANDS, HandsTextRow

Row = Callable[[HandReport], str]
"""One hand's output in a format, without framing."""


@dataclass(frozen=True, slots=True)
class Frame:
    """How rows of one format are framed into a document: ``head`` + rows joined by ``sep`` +
    ``tail``, or ``empty`` when there are no rows."""

    head: str
    sep: str
    tail: str
    empty: str


_ENCODE = json.JSONEncoder(ensure_ascii=False, check_circular=False).encode
_JSON = json.JSONEncoder(ensure_ascii=False, check_circular=False, indent=2).encode
"""``json.dumps(…, ensure_ascii=False)`` (and with ``indent=2``) without its per-call set-up:
``hand_dict`` makes a tree, so there is no cycle to look for."""

_LINE_BREAKS = str.maketrans({"\u0085": "\\u0085", "\u2028": "\\u2028", "\u2029": "\\u2029"})
"""The line breaks of ``str.splitlines`` that JSON leaves raw (it escapes the C0 ones itself)."""


def json_line(value: object) -> str:
    r"""``value`` as JSON on one line, without its newline: UTF-8 text as is
    (``ensure_ascii=False``) but NEL, U+2028 and U+2029 escaped, so that a ``splitlines()``
    reader sees one line.

    >>> json_line(["x\u2028y", "\u0085é"])
    '["x\\u2028y", "\\u0085é"]'
    """
    return lines_escaped(_ENCODE(value))


def lines_escaped(text: str) -> str:
    """JSON text with NEL, U+2028 and U+2029 escaped (:func:`json_line`)."""
    if "\u2028" in text or "\u2029" in text or "\u0085" in text:  # rare: skip the copy otherwise
        text = text.translate(_LINE_BREAKS)
    return text


@dataclass(frozen=True, slots=True)
class JsonRow:
    """A hand's record object, indented as an item of ``{"records": [...]}``."""

    lang: Lang

    def __call__(self, r: HandReport) -> str:
        return "    " + _JSON(hand_dict(r, self.lang)).replace("\n", "\n    ")


@dataclass(frozen=True, slots=True)
class JsonlRow:
    """A hand's record object on one line."""

    lang: Lang

    def __call__(self, r: HandReport) -> str:
        return lines_escaped(hand_json(r, self.lang)) + "\n"


def _text_row(lang: Lang, look: Look) -> Row:
    return TextReporter(lang, look).render_one


@dataclass(frozen=True, slots=True)
class Format:
    """An output format: its framing, and how to make its row renderer in a language
    (``None``: its rows come from elsewhere — ``sj``, the notation writer's canonical text)."""

    frame: Frame
    row: Callable[[Lang, Look], Row] | None
    """The row renderer in a language and a :class:`~.look.Look` (text formats wrap to its
    width and colour with it)."""


@dataclass(frozen=True, slots=True)
class ReviewRow:
    """A hand's review (``shengji review``) in ``form``: ``text``, ``json``, ``jsonl``, ``csv``."""

    form: str
    lang: Lang
    look: Look = PLAIN

    def __call__(self, r: HandReport) -> str:
        if self.form == "text":
            return review_text(r, self.lang, self.look)
        if self.form == "csv":
            return "".join(_csv_line(row) for row in review_csv_rows(r))
        if self.form == "json":
            return "    " + _JSON(review_dict(r, self.lang)).replace("\n", "\n    ")
        return json_line(review_dict(r, self.lang)) + "\n"


def _csv_line(row: dict[str, object]) -> str:
    out = io.StringIO()
    csv.DictWriter(out, CSV_FIELDS, lineterminator="\n").writerow(row)
    return out.getvalue()


REVIEW_CSV_HEADER = ",".join(CSV_FIELDS) + "\n"

REVIEW_FORMATS = {
    "text": "review-text",
    "json": "review-json",
    "jsonl": "review-jsonl",
    "csv": "review-csv",
}
"""``shengji review``'s formats: its ``--format`` → the row format."""

ANALYSIS_CSV = "csv-analysis"
"""The CSV of ``check --analyze``: the analysis columns after the others (its own format, as its
header differs)."""

FORMATS: dict[str, Format] = {
    "text": Format(Frame("", "\n", "", ""), _text_row),
    "json": Format(
        Frame('{\n  "records": [\n', ",\n", "\n  ]\n}\n", '{\n  "records": []\n}\n'),
        lambda lang, look: JsonRow(lang),
    ),
    "jsonl": Format(Frame("", "", "", ""), lambda lang, look: JsonlRow(lang)),
    "csv": Format(Frame(CSV_HEADER, "", "", CSV_HEADER), lambda lang, look: CsvRow()),
    ANALYSIS_CSV: Format(
        Frame(CSV_ANALYSIS_HEADER, "", "", CSV_ANALYSIS_HEADER),
        lambda lang, look: CsvRow(analysis=True),
    ),
    "sj": Format(Frame("", "---\n", "", ""), None),
    TEXT_HANDS: Format(Frame("", "\n", "", ""), HandsTextRow),
    "github": Format(Frame("", "", "", ""), lambda lang, look: GithubRow(lang)),
    "review-text": Format(
        Frame("", "\n", "", ""), lambda lang, look: ReviewRow("text", lang, look)
    ),
    "review-json": Format(
        Frame('{\n  "reviews": [\n', ",\n", "\n  ]\n}\n", '{\n  "reviews": []\n}\n'),
        lambda lang, look: ReviewRow("json", lang),
    ),
    "review-jsonl": Format(Frame("", "", "", ""), lambda lang, look: ReviewRow("jsonl", lang)),
    "review-csv": Format(
        Frame(REVIEW_CSV_HEADER, "", "", REVIEW_CSV_HEADER),
        lambda lang, look: ReviewRow("csv", lang),
    ),
}
"""Every per-hand output format (``sj``: canonical record text, hands separated by ``---``)."""

FRAMES: dict[str, Frame] = {name: f.frame for name, f in FORMATS.items()}
"""Framing per output format."""


class RowRenderer:
    """One hand's output row in a format, without framing: picklable, so workers can render.

    >>> from shengji_cli.core.reports import InputError
    >>> from shengji_cli.core.messages import Msg
    >>> denied = InputError("a.sj", Msg.of("batch.cannot-read", reason="Permission denied"))
    >>> r = HandReport(source="a.sj", hand=1, variant="national", variant_version="1.0",
    ...                error=denied)
    >>> RowRenderer("csv")(r)
    'a.sj,1,national,false,0,,,,,,,,a.sj: cannot read: Permission denied,unreadable,,,,,,,,,,,,\\n'
    """

    def __init__(self, fmt: str, lang: Lang = "en", look: Look = PLAIN) -> None:
        make = FORMATS[fmt].row if fmt in FORMATS else None
        if make is None:
            raise ValueError(f"no row format {fmt!r}")
        self.fmt = fmt
        self.lang = lang
        self.row = make(lang, look)

    def __call__(self, r: HandReport) -> str:
        return self.row(r)


def render_stream(reports: Iterable[HandReport], fmt: str, lang: Lang = "en") -> str:
    """A whole document of ``reports`` in ``fmt``, framed as a streamed batch frames it."""
    frame = FRAMES[fmt]
    row = RowRenderer(fmt, lang)
    rows = [row(r) for r in reports]
    return frame.head + frame.sep.join(rows) + frame.tail if rows else frame.empty


# ---------------------------------------------------------------- whole documents


class Reporter(Protocol):
    def render(self, reports: Sequence[HandReport]) -> str: ...


class StreamReporter:
    """A document of one row format: what a batch streams, in one go."""

    fmt = "text"

    def __init__(self, lang: Lang = "en") -> None:
        self.lang = lang

    def render(self, reports: Sequence[HandReport]) -> str:
        return render_stream(reports, self.fmt, self.lang)


class JsonReporter(StreamReporter):
    """``{"records": [...]}``, the record objects ``schema/check.schema.json`` describes."""

    fmt = "json"


class JsonlReporter(StreamReporter):
    """One record object per line."""

    fmt = "jsonl"


class CsvReporter(StreamReporter):
    """Header plus one row per hand."""

    fmt = "csv"

    def render(self, reports: Sequence[HandReport], header: bool = True) -> str:
        return super().render(reports) if header else "".join(map(CsvRow(), reports))


REPORTERS: dict[str, Callable[[Lang], Reporter]] = {
    "text": TextReporter,
    "json": JsonReporter,
    "jsonl": JsonlReporter,
    "csv": CsvReporter,
    "summary": SummaryReporter,
}
"""The whole-document reporters by format name."""


def reporter(fmt: str, lang: Lang = "en") -> Reporter:
    """The reporter of ``fmt`` (a key of :data:`REPORTERS`) in ``lang``."""
    return REPORTERS[fmt](lang)


SUMMARY_FORMATS = ("text", "json", "jsonl", "csv")
"""The formats of ``check --summary`` (every ``--format`` of ``check``)."""


def summary_document(summary: BatchSummary, fmt: str, lang: Lang = "en") -> str:
    """A batch summary in ``fmt``: the text table, one JSON document (indented), one JSON
    line, or CSV rows (:meth:`~.summary.BatchSummary.to_csv`).

    >>> print(summary_document(BatchSummary(), "csv").splitlines()[6:10])
    ['status,clean,0', 'status,violations,0', 'status,incomplete,0', 'status,unreadable,0']
    """
    match fmt:
        case "text" | "table":
            return summary.render(lang)
        case "json":
            return _JSON(summary.to_dict()) + "\n"
        case "jsonl":
            return json_line(summary.to_dict()) + "\n"
        case "csv":
            return summary.to_csv()
    raise ValueError(f"no summary format {fmt!r}")
