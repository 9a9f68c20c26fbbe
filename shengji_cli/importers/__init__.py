"""Records other systems wrote, read into the same :class:`~shengji_cli.core.record.HandRecord`\\ s
the notation produces — so replay, match checks, reports, batch and statuses are shared.

Each format is one module here exposing:

- ``NAME`` (the ``--from`` value) and ``SUFFIXES`` (the file names it reads, e.g. ``(".ndjson",
  ".ndjson.gz")``);
- ``iter_units(stream: IO[bytes], source: str) -> Iterator[RecordGroup]``: the records of a
  binary stream, one :class:`RecordGroup` at a time (a line of a season file, an object of a
  JSON Lines file), read incrementally so that a large archive is never held whole;
- ``loads(data: bytes | str, source: str = "<string>") -> list[RecordGroup]``: the same for
  data in memory.

A foreign record the importer cannot map (an unknown card id, 107 cards, a trick of three plays)
is a :class:`~shengji_cli.notation.ParseError` in its unit, naming the line (and column where there
is one) with the round and trick in its message — never an exception out of ``iter_units``.
Every importer reads through :func:`read` (or :func:`read_line`, a line of a line format), which
makes that hold whatever an importer does: a record is built by :func:`one_record`, so any
exception while reading it is a located error of that record alone (the next is read on); every
record is checked against the invariants the notation guarantees (:func:`invariant_error`: four
plays a trick, cards in every play, seats of the record's seating…) before it reaches a checker;
every error quotes at most 240 characters of its line, around its column (:func:`window`); and
an exception that escapes an importer anyway ends its file with a located error, never a
traceback.

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
import re
import zlib
from bisect import bisect_right
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, replace
from importlib import import_module
from json import JSONDecodeError
from json import dumps as json_dumps
from types import ModuleType
from typing import IO, Any, NamedTuple, cast

from ..core.cards import NUM_KINDS
from ..core.errors import ErrorKind, ShengjiError
from ..core.messages import Msg
from ..core.named_seats import named_seats
from ..core.record import TRUMP_NAMES, HandRecord, Play
from ..core.reports import Finding, HandReport
from ..core.variants import Variant
from ..core.vocab import Kind
from ..notation.errors import ParseError
from ..notation.grammar import SEAT_RE, VARIANT_NAME
from ..notation.reader import MAX_SHOWN, clipped

__all__ = [
    "FORMATS",
    "SJ",
    "Inflated",
    "LineTable",
    "Place",
    "RecordGroup",
    "Unmappable",
    "Companions",
    "annotate",
    "checked_units",
    "failure",
    "failure_offset",
    "format_of",
    "importer",
    "invariant_error",
    "iter_lines",
    "json_error",
    "line_format",
    "one_record",
    "quoted",
    "read",
    "read_document",
    "read_line",
    "suffixes",
    "toml_text",
    "ungzipped",
    "unknown_seat",
    "value_end",
    "window",
]


@dataclass(frozen=True, slots=True)
class RecordGroup:
    """Records that are checked together: one match (``match`` True), independent hands (False),
    or as the records' own lines say (None, as for a ``.sj`` file) — a line of a season file, a
    JSON group object, a godot log.  (Named apart from :class:`~shengji_cli.core.units.Unit`, a
    combination of cards; the protocol's functions keep their names: ``iter_units``…)"""

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
    "rbtying": "rbtying",
    "botzone": "botzone",
    "jerryyyu": "jerryyyu",
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

    >>> rules = {"extends": "national", "match": {"must_play": [2, 5], "declarer_deals": True}}
    >>> print(toml_text(rules))
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
    such a module also has ``line_unit(number, line, source) -> RecordGroup | None`` (a line of
    :func:`iter_lines`; ``None``: blank) and ``line_hands(line) -> int`` (the hands that line
    gives, cheaply).  ``None`` for another format."""
    module = importer(name)
    return module if hasattr(module, "line_unit") and hasattr(module, "line_hands") else None


def annotate(report: HandReport, unit: RecordGroup) -> HandReport:
    """``report`` (of a hand of ``unit``) with the unit's :attr:`~RecordGroup.notes` added to its
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


MAX_INFLATED_BYTES = 1_000_000_000
"""A gzip stream is never decompressed past this many bytes (the largest file read)."""
MAX_INFLATION = 100
"""Nor past this many times the compressed bytes read so far, once past
:data:`FREE_INFLATED_BYTES`: JSON records compress 5 to 20 times; a gzip bomb (a gigabyte of
newlines in a megabyte) a thousand times."""
FREE_INFLATED_BYTES = 4_000_000
"""Decompressed bytes allowed whatever the ratio (a small file of a repeated record)."""


class Inflated(ShengjiError, OSError):
    """A gzip stream that decompresses past :data:`MAX_INFLATED_BYTES`, or past
    :data:`MAX_INFLATION` times its size: refused (a located error of the line it reached)."""

    kind = ErrorKind.FILE

    def __init__(self, size: int, compressed: int) -> None:
        super().__init__(size, compressed)
        self.size, self.compressed = size, compressed

    def message(self) -> Msg:
        return Msg.of(
            "imp_json.stream.inflated",
            size=self.size,
            compressed=self.compressed,
            ratio=MAX_INFLATION,
            limit=MAX_INFLATED_BYTES,
        )


def ungzipped(stream: IO[bytes]) -> IO[bytes]:
    """``stream``, decompressed when it starts with gzip's magic bytes (whatever its name) —
    never past :data:`MAX_INFLATED_BYTES` nor :data:`MAX_INFLATION` times the bytes read (then
    :class:`Inflated` is raised by a read); a stream this gave already is given back as it is."""
    if isinstance(stream, _Ungzipped):
        return cast(IO[bytes], stream)
    buffered = stream if isinstance(stream, io.BufferedReader) else io.BufferedReader(_Raw(stream))
    if buffered.peek(2)[:2] == b"\x1f\x8b":
        counted = _Raw(cast(IO[bytes], buffered))  # the compressed bytes read
        return cast(
            IO[bytes], _Ungzipped(_Capped(gzip.GzipFile(fileobj=counted, mode="rb"), counted))
        )
    return buffered


def read_whole(
    stream: IO[bytes], source: str, limit: int, broken: str, too_large: str
) -> bytes | ParseError:
    """A one-document format's bytes, read whole (gzip or not) and never more than ``limit``;
    a stream that breaks off is the located error ``broken`` (with its reason, or
    :class:`Inflated`'s), one past ``limit`` the error ``too_large`` (message ids)."""
    try:
        raw = ungzipped(stream).read(limit + 1)  # never more, whatever it holds
    except (OSError, EOFError, zlib.error) as exc:
        message = exc.message() if isinstance(exc, Inflated) else Msg.of(broken, reason=str(exc))
        return ParseError(source, 1, 1, message)
    if len(raw) > limit:
        return ParseError(source, 1, 1, Msg.of(too_large, limit=limit))
    return raw


class _Raw(io.RawIOBase):
    """A binary stream seen as a raw one, so that it can be buffered (and peeked at); counts
    the bytes read through it."""

    def __init__(self, stream: IO[bytes]) -> None:
        self.stream = stream
        self.count = 0

    def readable(self) -> bool:
        return True

    def readinto(self, b: Any) -> int:
        data = self.stream.read(len(b))
        b[: len(data)] = data
        self.count += len(data)
        return len(data)


class _Capped(io.RawIOBase):
    """A gzip stream's decompressed bytes, counted against the caps of :func:`ungzipped`."""

    def __init__(self, inflating: gzip.GzipFile, compressed: _Raw) -> None:
        self.inflating, self.compressed = inflating, compressed
        self.size = 0

    def readable(self) -> bool:
        return True

    def readinto(self, b: Any) -> int:
        data = self.inflating.read(len(b))
        self.size += len(data)
        if self.size > FREE_INFLATED_BYTES and (
            self.size > MAX_INFLATED_BYTES or self.size > MAX_INFLATION * self.compressed.count
        ):
            raise Inflated(self.size, self.compressed.count)
        b[: len(data)] = data
        return len(data)


class _Ungzipped(io.BufferedReader):
    """What :func:`ungzipped` gives for a gzip stream (known, so it is not wrapped twice)."""


def _broken(exc: BaseException) -> Msg:
    """A stream that cannot be read on, said: too inflated, or broken off."""
    if isinstance(exc, Inflated):
        return exc.message()
    return Msg.of("imp_json.stream.broken", reason=str(exc) or type(exc).__name__)


def iter_lines(
    stream: IO[bytes], source: str, limit: int = MAX_LINE_BYTES
) -> Iterator[tuple[int, str | ParseError]]:
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
            yield n, ParseError(source, n, 1, _broken(exc))
            return
        if not raw:
            return
        if len(raw) > limit and not raw.endswith(b"\n"):
            size = len(raw)
            while raw and not raw.endswith(b"\n"):  # skip the rest of the line, a piece at a time
                try:
                    raw = lines.readline(limit)
                except (OSError, EOFError, zlib.error) as exc:
                    yield n, ParseError(source, n, 1, _broken(exc))
                    return
                size += len(raw)
            yield (
                n,
                ParseError(
                    source, n, 1, Msg.of("imp_json.stream.line-too-long", size=size, limit=limit)
                ),
            )
            continue
        yield n, _text(raw.rstrip(b"\r\n"), source, n)


def _text(raw: bytes, source: str, line: int) -> str | ParseError:
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        column = len(raw[: exc.start].decode("utf-8", "replace")) + 1
        return ParseError(
            source, line, column, Msg.of("imp_json.stream.not-utf8", byte=f"0x{raw[exc.start]:02x}")
        )


def read_document(
    stream: IO[bytes], source: str, limit: int = MAX_DOCUMENT_BYTES
) -> str | ParseError:
    """A whole (maybe gzipped) stream as text, for a format that is one document; a
    :class:`ParseError` if it is over ``limit`` bytes, not UTF-8 (at the bad byte) or broken."""
    try:
        raw = ungzipped(stream).read(limit + 1)
    except (OSError, EOFError, zlib.error) as exc:
        return ParseError(source, 1, 1, _broken(exc))
    if len(raw) > limit:
        return ParseError(source, 1, 1, Msg.of("imp_json.stream.too-large", limit=limit))
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        begin = raw.rfind(b"\n", 0, exc.start) + 1
        end = raw.find(b"\n", exc.start)
        bad = _text(
            raw[begin : end if end >= 0 else len(raw)], source, raw.count(b"\n", 0, exc.start) + 1
        )
        assert isinstance(bad, ParseError)
        return bad


def json_error(
    exc: JSONDecodeError, source: str, line: int = 1, lines: LineTable | None = None
) -> ParseError:
    """A JSON syntax error as a :class:`ParseError` at its line and column, quoting it; ``line``:
    the line the text decoded starts on (a line of a JSON Lines file); ``lines``: the text's
    :class:`LineTable` when the caller has one."""
    place = (lines or LineTable(exc.doc)).place(exc.pos)
    key = _JSON_REASONS.get(exc.msg)
    message = Msg.of(f"imp_json.syntax.{key}") if key else Msg.of("imp_json.syntax", reason=exc.msg)
    return ParseError(
        source, line + exc.lineno - 1, exc.colno, message, place.text, None, place.quote_column
    )


_JSON_REASONS = {
    "Expecting value": "value",
    "Expecting ',' delimiter": "comma",
    "Expecting ':' delimiter": "colon",
    "Expecting property name enclosed in double quotes": "name",
    "Unterminated string starting at": "string",
    "Invalid control character at": "control",
    "Invalid \\escape": "escape",
    "Invalid \\uXXXX escape": "escape",
    "Extra data": "extra",
}
"""The JSON decoder's reasons (``JSONDecodeError.msg``), said in the catalog's words; another is
quoted."""


def format_of(path: str, given: str | None = None) -> str | None:
    """The format a file is read as: ``given`` (``--from``; ``"sj"``: the notation), else the
    registered format whose suffix the name ends with (the longest: ``.godot.json`` before
    ``.json``), else the notation (``None``)."""
    if given is not None:
        return None if given == SJ else given
    if path.endswith(".sj"):
        return None  # the notation's own suffix, the common case, answered at once
    found = [(len(suffix), fmt) for suffix, fmt in _SUFFIXES if path.endswith(suffix)]
    return max(found, key=lambda f: f[0])[1] if found else None


class _Suffixes:
    """Every registered suffix with its format, listed when first asked for (each format's
    module is imported then)."""

    def __iter__(self) -> Iterator[tuple[str, str]]:
        global _SUFFIXES
        listed = [(suffix, fmt) for fmt in FORMATS for suffix in suffixes(fmt)]
        _SUFFIXES = listed
        return iter(listed)


_SUFFIXES: Iterable[tuple[str, str]] = _Suffixes()


def suffixes(fmt: str | None) -> tuple[str, ...]:
    """The file names a format reads (``None`` or ``"sj"``: ``.sj``), as a folder is searched for
    them."""
    if fmt is None or fmt == SJ:
        return (".sj",)
    return tuple(importer(fmt).SUFFIXES)


SJ = "sj"
"""The ``--from`` name of the text notation itself."""


# ---------------------------------------------------------------- every record, whatever the
# importer


class Unmappable(ShengjiError):
    """What an importer raises for a record it cannot map: ``message`` says what is wrong (an
    importer's own exceptions derive from it; :func:`one_record` places it)."""

    kind = ErrorKind.SYNTAX

    def __init__(self, message: Msg) -> None:
        super().__init__(message)
        self.message = message


def failure(exc: BaseException) -> Msg:
    """What is wrong with a record whose reading raised ``exc``: an importer's own message
    (:class:`Unmappable`), JSON nested too deeply, a number of too many digits, else the
    exception named (an importer's bug: the record is still reported at its place)."""
    if isinstance(exc, Unmappable):
        return exc.message
    if isinstance(exc, RecursionError):
        return Msg.of("imp_json.record.too-deep")
    if isinstance(exc, ValueError) and "digits" in str(
        exc
    ):  # int() past sys.get_int_max_str_digits()
        return Msg.of("imp_json.record.number-too-long")
    return Msg.of("imp_json.record.failed", error=type(exc).__name__)


def one_record(
    build: Callable[[], HandRecord], error: Callable[[BaseException], ParseError]
) -> HandRecord | ParseError:
    """The record ``build`` makes, or — whatever it raises — ``error(exc)``: the located error of
    that record (``error`` places it; its message is :func:`failure`'s for an exception the
    importer does not know).  A record is one record's loss at most."""
    try:
        return build()
    except ParseError as exc:
        return exc
    except Exception as exc:  # noqa: BLE001 - any: one record must never lose the others
        return error(exc)


_TRICK_PLAYS = 4
"""Plays in a trick, as the notation reads it (``notation.too-few-plays``, ``fifth-play``)."""
_LEVELS = range(2, 15)


def _cards_ok(cards: object) -> bool:
    """Cards as a record holds them: a tuple of card kinds (a ``True`` is the kind 1 to every
    checker: a bool is an int)."""
    try:
        return type(cards) is tuple and _CARD_KINDS.issuperset(cards)
    except TypeError:  # an unhashable value
        return False


_CARD_KINDS = frozenset(range(NUM_KINDS))


def invariant_error(r: HandRecord) -> tuple[Msg, int, int] | None:
    """Why a record breaks what the notation guarantees of every record it reads — so that a
    checker may rely on it — with the line and column to place it at; ``None`` when it holds:

    - ``seats``, when given, four different seat names; every seat the record names (dealer,
      deals, bids, plays, rulings, claims, levels…) a seat name, and one of ``seats`` when given;
    - four plays a trick, each of at least one card (and a failed throw's cards too), and cards
      in every deal, kitty, bury, bid, rebury, redeal and draw;
    - cards that are cards, levels 2 to A, a trump the notation writes, claimed numbers of at
      most nine digits (none negative but the points);
    - a variant's and a team's name that its line can hold (no ``#``, which starts a comment).

    >>> invariant_error(HandRecord(level=1))[0].id
    'imp_json.record.bad-level'
    """
    for check in _INVARIANTS:
        why = check(r)
        if why is not None:
            return why
    return None


_Why = tuple[Msg, int, int] | None
"""What a record breaks, and the line and column to place it at (``None``: nothing)."""


def _seats_error(r: HandRecord) -> _Why:
    """``seats``, when given, not four different seat names."""
    seats = r.seats
    if seats is not None and (
        type(seats) is not tuple
        or len(seats) != _TRICK_PLAYS
        or len(set(seats)) != len(seats)
        or not all(type(s) is str and SEAT_RE.fullmatch(s) for s in seats)
    ):
        return Msg.of("imp_json.record.seats"), r.line, 1
    return None


def _unseated_error(r: HandRecord) -> _Why:
    """A seat named that is no seat name, or not one of ``seats``."""
    unknown = unknown_seat(r, r.seats)
    if unknown is None:
        return None
    what, seat, line = unknown
    seats = " ".join(r.seats) if r.seats is not None else "-"
    return (
        Msg.of("imp_json.record.unknown-seat", what=what, seat=seat, seats=seats),
        line or r.line,
        1,
    )


def _tricks_error(r: HandRecord) -> _Why:
    """A trick numbered as no trick line can be, of other than four plays, or with a play that
    is not cards."""
    for trick in r.tricks:
        line = trick.line or r.line
        if type(trick.number) is not int or not 0 <= trick.number <= _MAX_NUMBER:  # godot's
            return Msg.of("imp_json.record.bad-number", what="trick", n=str(trick.number)), line, 1
        if len(trick.plays) != _TRICK_PLAYS:
            return (
                Msg.of("imp_json.record.play-count", trick=trick.number, n=len(trick.plays)),
                line,
                1,
            )
        for p in trick.plays:
            why = _play_error(trick.number, p)
            if why is not None:
                return why, p.line or r.line, 1
    return None


def _play_error(number: int, p: Play) -> Msg | None:
    """A play (or a failed throw's cards) of no cards, or of what are not cards."""
    if not p.cards or p.attempted is not None and not p.attempted:
        return Msg.of("imp_json.record.empty-play", trick=number, seat=p.seat)
    if not _cards_ok(p.cards) or p.attempted is not None and not _cards_ok(p.attempted):
        return Msg.of("imp_json.record.not-a-card", what="plays")
    return None


def _cards_error(r: HandRecord) -> _Why:
    """A deal, kitty, bury, bid, rebury, redeal or draw of no cards, or not of cards."""
    for what, cards in _card_fields(r):
        if not _cards_ok(cards):
            return Msg.of("imp_json.record.not-a-card", what=what), r.line, 1
        if not cards:
            return Msg.of("imp_json.record.no-cards", what=what), r.line, 1
    return None


def _levels_error(r: HandRecord) -> _Why:
    """A level (the hand's, a ``levels:`` line's, a claimed one) not 2 to A."""
    levels = [
        r.level,
        *(lv for _, lv in r.levels or ()),
        *(lv for _, lv in r.claims.levels_after or ()),
    ]
    if all(lv is None or type(lv) is int and lv in _LEVELS for lv in levels):
        return None
    return Msg.of("imp_json.record.bad-level"), r.line, 1


def _trump_error(r: HandRecord) -> _Why:
    """A trump the notation does not write."""
    if r.trump is not None and r.trump not in TRUMP_NAMES:
        return Msg.of("imp_json.record.bad-trump"), r.line, 1
    return None


def _numbers_error(r: HandRecord) -> _Why:
    """A claimed number of more than nine digits, or negative where it may not be."""
    for what, n, low in _claimed_numbers(r):
        if type(n) is not int or not low <= n <= _MAX_NUMBER:
            return Msg.of("imp_json.record.bad-number", what=what, n=str(n)), r.line, 1
    return None


def _names_error(r: HandRecord) -> _Why:
    """A variant's or a team's name its line cannot hold."""
    names = [("variant", r.variant, _VARIANT_NAME)] if r.variant is not None else []
    names += [("teams", name, _TEAM_NAME) for _, name in r.teams or ()]
    for what, name, pattern in names:
        if type(name) is not str or not pattern.fullmatch(name):
            return Msg.of("imp_json.record.bad-name", what=what, text=str(name)), r.line, 1
    return None


_INVARIANTS: tuple[Callable[[HandRecord], _Why], ...] = (
    _seats_error,
    _unseated_error,
    _tricks_error,
    _cards_error,
    _levels_error,
    _trump_error,
    _numbers_error,
    _names_error,
)
"""The checks of :func:`invariant_error`, in the order their errors are said."""


_MAX_NUMBER = 999_999_999
"""The notation's numbers have at most nine digits."""


def _claimed_numbers(r: HandRecord) -> Iterator[tuple[str, object, int]]:
    """The numbers a record's claims hold: what holds each, the number, its least value (the
    notation writes ``points:`` signed, the others not)."""
    c = r.claims
    if c.points is not None:
        yield "points", c.points, -_MAX_NUMBER
    if c.bottom_points is not None:
        yield "bottom_points", c.bottom_points, 0
    if c.bottom_multiplier is not None:
        yield "bottom_multiplier", c.bottom_multiplier, 0
    if c.result is not None:
        yield "result", c.result.levels, 0
    yield from (("penalties", n, 0) for _, n in c.penalties)


_VARIANT_NAME = re.compile(VARIANT_NAME)
_TEAM_NAME = re.compile(r"[^\s=#]+")
"""A team's name as a ``teams:`` line holds it (a ``#`` would start a comment)."""


def unknown_seat(r: HandRecord, seats: tuple[str, ...] | None) -> tuple[str, str, int] | None:
    """The first seat ``r`` names that is not one of ``seats`` (``None``: not a seat name at all):
    what names it (a field of the record), the seat, and its line (0: the record's); else
    ``None``."""
    plays = {
        p.seat for t in r.tricks for p in t.plays
    }  # the many at once; one by one if one is wrong
    quick = seats is not None and all(type(s) is str for s in plays) and plays.issubset(seats)
    for what, seat, line in named_seats(r, plays=not quick):
        if type(seat) is not str or (
            seat not in seats if seats is not None else not SEAT_RE.fullmatch(seat)
        ):
            return what, str(seat), line
    return None


def _card_fields(r: HandRecord) -> Iterator[tuple[str, object]]:
    yield from (("deals", cards) for _, cards in r.deals)
    if r.kitty is not None:
        yield "kitty", r.kitty
    if r.buried is not None:
        yield "buried", r.buried
    yield from (("bids", b.cards) for b in r.bids)
    yield from (("reburied", cards) for _, cards in r.reburied)
    if r.turned is not None:
        yield "turned", (r.turned,)
    if r.redeal is not None:
        yield "redeal", r.redeal[1]
    yield from (("draws", tuple(c for _, c in entries)) for entries in r.draws)


def _checked(item: HandRecord | ParseError, source: str) -> HandRecord | ParseError:
    """A unit's item as it may reach a checker: a record that holds the invariants, else its
    located error; an error quoting at most about 240 characters of its line."""
    if isinstance(item, ParseError):
        return quoted(item)
    try:
        why = invariant_error(item)
    except Exception as exc:  # noqa: BLE001 - a record so broken even this fails (not a record at all)
        return ParseError(source, getattr(item, "line", 1) or 1, 1, failure(exc))
    if why is None:
        return item
    message, line, column = why
    return ParseError(item.source or source, line, column, message)


def checked_units(units: Iterable[RecordGroup], source: str) -> Iterator[RecordGroup]:
    """``units`` (an importer's) as they may reach a checker: each item :func:`_checked`; an
    exception out of the importer ends the file with a located error (at the line after the last
    item read) instead of escaping."""
    it = iter(units)
    line = 1
    while True:
        try:
            unit = next(it)
        except StopIteration:
            return
        except Exception as exc:  # noqa: BLE001 - an importer's bug must not lose the batch
            yield RecordGroup((ParseError(source, line, 1, failure(exc)),))
            return
        items = tuple(_checked(item, source) for item in unit.records)
        if items:
            line = max(getattr(item, "line", 0) or 0 for item in items) + 1
        yield (
            unit
            if all(a is b for a, b in zip(items, unit.records, strict=True))
            else replace(unit, records=items)
        )


def read(
    fmt: str, stream: IO[bytes], source: str, companions: Companions = ()
) -> Iterator[RecordGroup]:
    """The units of a stream in format ``fmt`` (a name of :data:`FORMATS`), as every caller reads
    them: :func:`checked_units` of the importer's ``iter_units``; ``companions``: files given
    beside the records (``check --debug-json``), for a format that reads them (its
    ``iter_units`` then takes ``companions=``), else not passed."""
    module = importer(fmt)
    if companions and getattr(module, "COMPANIONS", False):
        return checked_units(module.iter_units(stream, source, companions=dict(companions)), source)
    return checked_units(module.iter_units(stream, source), source)


Companions = tuple[tuple[str, str], ...]
"""Files given beside the records, by kind: ``(("debug", PATH), ("settings", PATH))``."""


def read_line(
    module: ModuleType, number: int, line: str | ParseError, source: str
) -> RecordGroup | None:
    """A line format's unit of one line (``module.line_unit``), :func:`checked_units` as
    :func:`read`'s are."""
    try:
        unit = module.line_unit(number, line, source)
    except Exception as exc:  # noqa: BLE001 - an importer's bug must not lose the batch
        return RecordGroup((ParseError(source, number, 1, failure(exc)),), match=True)
    if unit is None:
        return None
    return next(checked_units((cast(RecordGroup, unit),), source))


class LineTable:
    """The lines of a text, found once: an offset's line and column by bisection (no counting
    of newlines from the start for each place asked)."""

    def __init__(self, text: str, first_line: int = 1) -> None:
        self.text, self.first_line = text, first_line
        starts = [0]
        find = text.find
        at = find("\n")
        while at >= 0:
            starts.append(at + 1)
            at = find("\n", at + 1)
        self.starts = starts

    def index(self, offset: int) -> int:
        """The 0-based index of the line ``offset`` is on."""
        return bisect_right(self.starts, offset) - 1

    def line(self, offset: int) -> int:
        """The file's number of the line ``offset`` is on."""
        return self.first_line + self.index(offset)

    def place(self, offset: int) -> Place:
        """The line and column of ``offset``, and as much of its line as an error quotes
        (:func:`window`: cut here, so that a long line is never copied whole for each error on
        it)."""
        i = self.index(offset)
        begin = self.starts[i]
        end = self.starts[i + 1] - 1 if i + 1 < len(self.starts) else len(self.text)
        column = offset - begin + 1
        return Place(self.first_line + i, column, *window(self.text, column, begin, end))

    def error(self, offset: int, source: str, message: Msg) -> ParseError:
        """The error ``message`` at ``offset`` of the text, quoting its line (:meth:`place`)."""
        line, column, text, at = self.place(offset)
        return ParseError(source, line, column, message, text, None, at)


class Place(NamedTuple):
    """A place in a text as an error gives it: the line and column, and what of its line it
    quotes — with the column in that quote when it is a window of a long line."""

    line: int
    column: int
    text: str
    quote_column: int | None = None


def window(
    text: str, column: int, begin: int = 0, end: int | None = None
) -> tuple[str, int | None]:
    """The line ``text[begin:end]`` as an error at ``column`` quotes it: whole when it has at
    most :data:`~shengji_cli.notation.reader.MAX_SHOWN` characters, else that many around the
    column (``…`` where cut) with the column in them.

    >>> window("abc", 2)
    ('abc', None)
    >>> quote, at = window("x" * 1000 + "!" + "y" * 1000, 1001)
    >>> len(quote), quote[at - 1], quote[:2]
    (240, '!', '…x')
    """
    end = len(text) if end is None else end
    if end - begin <= MAX_SHOWN:
        return text[begin:end], None
    room = MAX_SHOWN - 2  # a "…" each side
    at = begin + min(max(column - 1, 0), end - begin)  # the error's offset (at most the line's end)
    start = max(begin, min(at - room // 2, end - room))
    stop = start + room
    head = "…" if start > begin else ""
    return head + text[start:stop] + ("…" if stop < end else ""), at - start + 1 + len(head)


def quoted(e: ParseError) -> ParseError:
    """``e`` quoting at most about :data:`~shengji_cli.notation.reader.MAX_SHOWN` characters of
    its line (:func:`window`, around its column) and a few of any token it names."""
    if len(e.line_text) <= MAX_SHOWN:
        return e
    short = clipped(e)
    text, at = window(e.line_text, e.column)
    return ParseError(e.source, e.line, e.column, short.message, text, short.expected, at)


def failure_offset(text: str, exc: BaseException) -> int:
    """Where in a JSON ``text`` the decoder gave up with ``exc`` (not a syntax error): the first
    number of too many digits, the first bracket past :data:`_DEEP` levels; else 0."""
    if isinstance(exc, RecursionError):
        depth = 0
        for m in _BRACKETS.finditer(text):
            tok = m.group()
            if tok in "[{":
                depth += 1
                if depth > _DEEP:
                    return m.start()
            elif tok in "]}":
                depth -= 1
        return 0
    if isinstance(exc, ValueError):
        long = _LONG_NUMBER.search(text)
        return long.start() if long else 0
    return 0


def value_end(text: str, pos: int) -> int | None:
    """Where the JSON value at ``pos`` ends, found without decoding it (brackets balanced, strings
    skipped; a number), so that a reader goes on past a value the decoder refused; ``None`` when
    it does not end."""
    if text.startswith(("[", "{"), pos):
        depth = 0
        for m in _BRACKETS.finditer(text, pos):
            tok = m.group()
            if tok in "[{":
                depth += 1
            elif tok in "]}":
                depth -= 1
                if depth == 0:
                    return m.end()
        return None
    number = _NUMBER.match(text, pos)
    return number.end() if number else None


_NUMBER = re.compile(r"-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?")
_BRACKETS = re.compile(r'"(?:[^"\\]|\\.)*"|[\[\]{}]')
_LONG_NUMBER = re.compile(r"\d{4301,}")
_DEEP = 500
"""Nesting deeper than this is where a decoder's recursion is said to give up."""
