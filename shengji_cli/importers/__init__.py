"""Records other systems wrote, read into the same :class:`~shengji_cli.core.record.HandRecord`\\ s
the notation produces — so replay, match checks, reports, batch and statuses are shared.

Each format is one module here exposing:

- ``NAME`` (the ``--from`` value) and ``SUFFIXES`` (the file names it reads, e.g. ``(".ndjson",
  ".ndjson.gz")``);
- ``iter_units(stream: IO[bytes], source: str) -> Iterator[Unit]``: the records of a binary
  stream, one :class:`Unit` at a time (a line of a season file, an object of a JSON Lines file),
  read incrementally so that a large archive is never held whole;
- ``loads(data: bytes | str, source: str = "<string>") -> list[Unit]``: the same for data in memory.

A foreign record the importer cannot map (an unknown card id, 107 cards, a trick of three plays)
is a :class:`~shengji_cli.notation.ParseError` in its unit, naming the line (and column where there
is one) with the round and trick in its message — never an exception out of ``iter_units``.
The foreign record's own verdicts (trick winners, points, levels) are carried as claims, so
checking also verifies the platform's referee.

:data:`FORMATS` names the modules; :func:`importer` loads one, :func:`format_of` says which a
file is read as.  The helpers below (:func:`iter_lines`, :func:`read_document`, :func:`json_error`)
are for every format: a gzipped stream is read through (by its magic bytes), lines are read one
at a time with a length limit, and bad bytes or JSON become located :class:`ParseError`\\ s.
"""

from __future__ import annotations

import gzip
import io
import zlib
from collections.abc import Iterator
from dataclasses import dataclass, replace
from importlib import import_module
from json import JSONDecodeError
from json import dumps as json_dumps
from types import ModuleType
from typing import IO, Any, cast

from ..core.findings import Finding, HandReport
from ..core.messages import Msg
from ..core.record import HandRecord
from ..core.variants import Variant
from ..core.vocab import Kind
from ..notation.errors import ParseError

__all__ = ["FORMATS", "SJ", "Unit", "annotate", "format_of", "importer", "iter_lines", "json_error",
           "line_format", "read_document", "suffixes", "toml_text", "ungzipped"]


@dataclass(frozen=True, slots=True)
class Unit:
    """Records that are checked together: one match (``match`` True), independent hands (False),
    or as the records' own lines say (None, as for a ``.sj`` file)."""

    records: tuple[HandRecord | ParseError, ...]
    match: bool | None = None
    variant: Variant | None = None
    """The rules the records were played under when they are no preset (a godot log's
    ``rule_config``): checked with it unless the caller gives its own (``--variant``); the
    records' ``variant`` is its name."""
    notes: tuple[Msg, ...] = ()
    """What the importer could not map (a rule toggle no parameter expresses): shown as an
    ``unverifiable`` note on each hand's report (:func:`annotate`), never dropped."""
    variant_toml: str | None = None
    """:attr:`variant` as the text of a variant file (``shengji convert`` writes it beside the
    records it converts, which then name that file)."""


FORMATS: dict[str, str] = {
    "json": "json",
    "godot": "godot",
    "80fen": "fen80",
}
"""``--from`` name → module of this package (filled as each format lands)."""


_MODULES: dict[str, ModuleType] = {}


def importer(name: str) -> ModuleType:
    """The module of a format of :data:`FORMATS` (``KeyError`` for another name)."""
    module = _MODULES.get(name)
    if module is None:  # import_module takes the import lock: a batch asks for every file
        module = _MODULES[name] = import_module(f"{__name__}.{FORMATS[name]}")
    return module


def toml_text(table: dict[str, Any]) -> str:
    """A variant table (:func:`~shengji_cli.core.variants.variant_from_table`'s) as TOML: its
    plain keys, then a section per sub-table; values are strings, whole numbers, booleans and
    lists of them or of flat tables.

    >>> print(toml_text({"extends": "national", "match": {"must_play": [2, 5], "declarer_deals": True}}))
    extends = "national"
    <BLANKLINE>
    [match]
    must_play = [2, 5]
    declarer_deals = true
    <BLANKLINE>
    """
    def value(v: Any) -> str:
        if isinstance(v, bool):
            return "true" if v else "false"
        if isinstance(v, int | str):  # TOML wants DEL escaped too (JSON leaves it raw)
            return json_dumps(v, ensure_ascii=False).replace("\x7f", "\\u007f")
        if isinstance(v, list):
            return "[" + ", ".join(value(x) for x in v) + "]"
        if isinstance(v, dict):
            return "{ " + ", ".join(f"{k} = {value(x)}" for k, x in v.items()) + " }"
        raise TypeError(f"not a TOML value: {v!r}")

    lines = [f"{k} = {value(v)}" for k, v in table.items() if not isinstance(v, dict)]
    for section, body in table.items():
        if isinstance(body, dict):
            lines += ["", f"[{section}]", *(f"{k} = {value(v)}" for k, v in body.items())]
    return "\n".join(lines) + "\n"


def line_format(name: str) -> ModuleType | None:
    """The module of a format whose lines are independent units (a season file: one match per
    line), so that a big file of it may be split between lines and its parts checked apart;
    such a module also has ``line_unit(number, line, source) -> Unit | None`` (a line of
    :func:`iter_lines`; ``None``: blank) and ``line_hands(line) -> int`` (the hands that line
    gives, cheaply).  ``None`` for another format."""
    module = importer(name)
    return module if hasattr(module, "line_unit") and hasattr(module, "line_hands") else None


def annotate(report: HandReport, unit: Unit) -> HandReport:
    """``report`` (of a hand of ``unit``) with the unit's :attr:`~Unit.notes` added to its
    ``unverifiable`` notes (an unreadable hand's report is left as it is)."""
    if not unit.notes or report.error is not None:
        return report
    extra = tuple(Finding(Kind.UNVERIFIABLE, None, None, (), note) for note in unit.notes)
    return replace(report, unverifiable=report.unverifiable + extra)


# ---------------------------------------------------------------- shared by the formats

MAX_LINE_BYTES = 16_000_000
"""A line of a line-per-record file longer than this is refused unread (a hand is a few kB, a
match of hundreds of hands on one line a few MB)."""
MAX_DOCUMENT_BYTES = 20_000_000
"""A format read as one document (a ``.json`` array) refuses more than this."""


def ungzipped(stream: IO[bytes]) -> IO[bytes]:
    """``stream``, decompressed when it starts with gzip's magic bytes (whatever its name); a
    stream this gave already is given back as it is."""
    if isinstance(stream, gzip.GzipFile):
        return cast(IO[bytes], stream)
    buffered = stream if isinstance(stream, io.BufferedReader) else io.BufferedReader(_Raw(stream))
    if buffered.peek(2)[:2] == b"\x1f\x8b":
        return cast(IO[bytes], gzip.GzipFile(fileobj=buffered, mode="rb"))
    return buffered


class _Raw(io.RawIOBase):
    """A binary stream seen as a raw one, so that it can be buffered (and peeked at)."""

    def __init__(self, stream: IO[bytes]) -> None:
        self.stream = stream

    def readable(self) -> bool:
        return True

    def readinto(self, b: Any) -> int:
        data = self.stream.read(len(b))
        b[:len(data)] = data
        return len(data)


def iter_lines(stream: IO[bytes], source: str,
               limit: int = MAX_LINE_BYTES) -> Iterator[tuple[int, str | ParseError]]:
    """The lines of a (maybe gzipped) binary stream as text, numbered from 1, without their
    line ends; a line over ``limit`` bytes (skipped without being held), one not UTF-8 or a
    stream that breaks off (a truncated gzip) is a :class:`ParseError` at that line."""
    lines = ungzipped(stream)
    n = 0
    while True:
        n += 1
        try:
            raw = lines.readline(limit + 1)
        except (OSError, EOFError, zlib.error) as exc:
            yield n, ParseError(source, n, 1, Msg.of("imp_json.stream.broken", reason=str(exc) or type(exc).__name__))
            return
        if not raw:
            return
        if len(raw) > limit and not raw.endswith(b"\n"):
            size = len(raw)
            while raw and not raw.endswith(b"\n"):  # skip the rest of the line, a piece at a time
                try:
                    raw = lines.readline(limit)
                except (OSError, EOFError, zlib.error):
                    raw = b""
                size += len(raw)
            yield n, ParseError(source, n, 1, Msg.of("imp_json.stream.line-too-long", size=size, limit=limit))
            continue
        yield n, _text(raw.rstrip(b"\r\n"), source, n)


def _text(raw: bytes, source: str, line: int) -> str | ParseError:
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        column = len(raw[:exc.start].decode("utf-8", "replace")) + 1
        return ParseError(source, line, column, Msg.of("imp_json.stream.not-utf8", byte=f"0x{raw[exc.start]:02x}"))


def read_document(stream: IO[bytes], source: str, limit: int = MAX_DOCUMENT_BYTES) -> str | ParseError:
    """A whole (maybe gzipped) stream as text, for a format that is one document; a
    :class:`ParseError` if it is over ``limit`` bytes, not UTF-8 (at the bad byte) or broken."""
    try:
        raw = ungzipped(stream).read(limit + 1)
    except (OSError, EOFError, zlib.error) as exc:
        return ParseError(source, 1, 1, Msg.of("imp_json.stream.broken", reason=str(exc) or type(exc).__name__))
    if len(raw) > limit:
        return ParseError(source, 1, 1, Msg.of("imp_json.stream.too-large", limit=limit))
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        begin = raw.rfind(b"\n", 0, exc.start) + 1
        end = raw.find(b"\n", exc.start)
        bad = _text(raw[begin:end if end >= 0 else len(raw)], source, raw.count(b"\n", 0, exc.start) + 1)
        assert isinstance(bad, ParseError)
        return bad


def json_error(exc: JSONDecodeError, source: str, line: int = 1, line_text: str | None = None) -> ParseError:
    """A JSON syntax error as a :class:`ParseError` at its line and column; ``line``: the line
    the text decoded starts on (a line of a JSON Lines file)."""
    lines = exc.doc.split("\n")
    text = lines[exc.lineno - 1] if line_text is None and exc.lineno <= len(lines) else line_text or ""
    key = _JSON_REASONS.get(exc.msg)
    message = Msg.of(f"imp_json.syntax.{key}") if key else Msg.of("imp_json.syntax", reason=exc.msg)
    return ParseError(source, line + exc.lineno - 1, exc.colno, message, text)


_JSON_REASONS = {"Expecting value": "value", "Expecting ',' delimiter": "comma", "Expecting ':' delimiter": "colon",
                 "Expecting property name enclosed in double quotes": "name",
                 "Unterminated string starting at": "string", "Invalid control character at": "control",
                 "Invalid \\escape": "escape", "Invalid \\uXXXX escape": "escape", "Extra data": "extra"}
"""The JSON decoder's reasons (``JSONDecodeError.msg``), said in the catalog's words; another is quoted."""


def format_of(path: str, given: str | None = None) -> str | None:
    """The format a file is read as: ``given`` (``--from``; ``"sj"``: the notation), else the
    registered format whose suffix the name ends with (the longest: ``.godot.json`` before
    ``.json``), else the notation (``None``)."""
    if given is not None:
        return None if given == SJ else given
    found = [(len(suffix), fmt) for fmt in FORMATS for suffix in suffixes(fmt) if path.endswith(suffix)]
    return max(found, key=lambda f: f[0])[1] if found else None


def suffixes(fmt: str | None) -> tuple[str, ...]:
    """The file names a format reads (``None`` or ``"sj"``: ``.sj``), as a folder is searched for them."""
    if fmt is None or fmt == SJ:
        return (".sj",)
    return tuple(importer(fmt).SUFFIXES)


SJ = "sj"
"""The ``--from`` name of the text notation itself."""
