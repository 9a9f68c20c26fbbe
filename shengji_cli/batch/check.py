"""Library API: check record text or files, one :class:`HandReport` per hand.

Pure functions of their inputs with picklable results, so they run unchanged under
multiprocessing; nothing here prints, exits or raises for bad input — a block or a file
that cannot be read is a report whose ``error`` says why.

>>> reports = check_text("level: 2\\ntrump: NT\\n1. N BJ | W LJ | S S2 | E H3\\n")
>>> reports[0].tricks[0].winner, reports[0].complete
('N', False)
>>> check_file("no/such/file.sj")[0].error.message["en"]
'no/such/file.sj: cannot read: No such file or directory'

For many files or folders at once, :func:`check_paths` streams the reports in input order
from a pool of worker processes (the engine behind ``shengji check``).
"""

from __future__ import annotations

import os
import re
import stat
from collections.abc import Iterable, Iterator
from dataclasses import replace
from itertools import chain, islice
from pathlib import Path

from ..core.findings import HandReport, InputError
from ..core.messages import Note
from ..core.record import HandRecord
from ..core.replay import replay
from ..core.variants import PRESETS, Variant, VariantError, load_variant
from ..notation.reader import ParseError, parse_blocks
from ..report.catalog import render

MAX_FILE_BYTES = 20_000_000
"""A file larger than this is refused as unreadable (a season's file is far smaller)."""
MAX_HAND_BYTES = 1_000_000
"""A single ``---`` block larger than this is refused (a hand is a few kilobytes)."""
SEGMENT_BYTES = 262_144
"""Large texts are parsed and checked this much at a time, so memory stays flat."""

_SEPARATOR_LINE = re.compile(r"^[^\S\n]*-{3,}[^\S\n]*(?:#[^\n]*)?$", re.MULTILINE)


class UnreadableFile(ParseError):
    """A file that cannot be read as a record at all (missing, a directory, binary, too large,
    not UTF-8).  ``str()`` is ``source: message``, plus the line and a caret when there is one."""

    def __init__(self, source: str, message: str, line: int = 1, column: int = 1, line_text: str = "") -> None:
        super().__init__(source, line, column, message, line_text, "a readable UTF-8 record file")

    def __reduce__(self) -> tuple[type[UnreadableFile], tuple[str, str, int, int, str]]:  # type: ignore[override]
        return (type(self), (self.source, self.message, self.line, self.column, self.line_text))

    def __str__(self) -> str:
        return super().__str__() if self.line_text else f"{self.source}: {self.message}"


# ---------------------------------------------------------------- reading


def read_bytes(path: str | os.PathLike[str], regular_only: bool = False) -> bytes:
    """A file's bytes, at most :data:`MAX_FILE_BYTES`; raises :class:`UnreadableFile`.

    ``regular_only`` refuses anything but a regular file (a FIFO or a device found while
    searching a folder would block or never end); a path named on purpose may be a pipe.
    """
    source = os.fspath(path)
    flags = os.O_RDONLY | getattr(os, "O_CLOEXEC", 0) | (getattr(os, "O_NONBLOCK", 0) if regular_only else 0)
    try:
        fd = os.open(source, flags)
    except OSError as exc:
        raise UnreadableFile(source, f"cannot read: {exc.strerror or exc}") from None
    try:
        st = os.fstat(fd)
        if stat.S_ISDIR(st.st_mode):
            raise UnreadableFile(source, "is a directory, not a record file")
        if regular_only and not stat.S_ISREG(st.st_mode):
            raise UnreadableFile(source, "not a regular file")
        if stat.S_ISREG(st.st_mode) and st.st_size > MAX_FILE_BYTES:
            raise UnreadableFile(source, f"file is {st.st_size:,} bytes, over the {MAX_FILE_BYTES:,}-byte limit")
        if regular_only:
            os.set_blocking(fd, True)
        chunks: list[bytes] = []
        size = 0
        while size <= MAX_FILE_BYTES:
            chunk = os.read(fd, min(1 << 20, MAX_FILE_BYTES + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        if size > MAX_FILE_BYTES:
            raise UnreadableFile(source, f"more than {MAX_FILE_BYTES:,} bytes, over the limit")
        return b"".join(chunks)
    except OSError as exc:
        raise UnreadableFile(source, f"cannot read: {exc.strerror or exc}") from None
    finally:
        os.close(fd)


def decode(data: bytes, source: str) -> str:
    """Record text from bytes; raises :class:`UnreadableFile` for binary data or bad UTF-8."""
    nul = data.find(b"\x00")
    if nul >= 0:
        line = data.count(b"\n", 0, nul) + 1
        raise UnreadableFile(source, f"binary data (a NUL byte on line {line}), not a record")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        start = data.rfind(b"\n", 0, exc.start) + 1
        end = data.find(b"\n", exc.start)
        shown = data[start:len(data) if end < 0 else end].decode("utf-8", "replace").rstrip("\r")
        column = len(data[start:exc.start].decode("utf-8", "replace")) + 1
        raise UnreadableFile(source, f"invalid UTF-8 (byte 0x{data[exc.start]:02x}); a record file is UTF-8 text",
                             data.count(b"\n", 0, exc.start) + 1, column, shown[:200]) from None


def read_text(path: str | os.PathLike[str], regular_only: bool = False) -> str:
    """A record file's text; raises :class:`UnreadableFile` (a :class:`ParseError`) if it
    cannot be read as UTF-8 text of at most :data:`MAX_FILE_BYTES`."""
    return decode(read_bytes(path, regular_only), os.fspath(path))


# ---------------------------------------------------------------- parsing


def iter_records(text: str, source: str = "<string>") -> Iterator[HandRecord | ParseError]:
    """Each ``---`` block of ``text``: its record, or the error that stops it.

    A bad block does not lose the others.  A long text is parsed :data:`SEGMENT_BYTES` at a
    time (cut at ``---`` lines) so that only one segment's records live at once, and a
    block over :data:`MAX_HAND_BYTES` is refused without being parsed.
    """
    if len(text) <= SEGMENT_BYTES:
        yield from parse_blocks(text, source)
        return
    seg_start = seg_line = 0  # the pending segment: text[seg_start:block_start], from line seg_line
    block_start, line = 0, 0  # the current block, and the line (0-based) it starts on
    for m in _SEPARATOR_LINE.finditer(text):
        end = m.start()
        if end - block_start > MAX_HAND_BYTES and text[block_start:end].strip():
            if block_start > seg_start:
                yield from parse_blocks("\n" * seg_line + text[seg_start:block_start], source)
            yield _too_big(source, line + 1, end - block_start)
            line += text.count("\n", block_start, m.end() + 1)
            seg_start, seg_line = m.end() + 1, line
        else:
            line += text.count("\n", block_start, m.end() + 1)
            if m.end() + 1 - seg_start >= SEGMENT_BYTES:
                yield from parse_blocks("\n" * seg_line + text[seg_start:m.end() + 1], source)
                seg_start, seg_line = m.end() + 1, line
        block_start = m.end() + 1
    if len(text) - block_start > MAX_HAND_BYTES and text[block_start:].strip():
        if block_start > seg_start:
            yield from parse_blocks("\n" * seg_line + text[seg_start:block_start], source)
        yield _too_big(source, line + 1, len(text) - block_start)
    elif seg_start < len(text):
        yield from parse_blocks("\n" * seg_line + text[seg_start:], source)


def _too_big(source: str, line: int, size: int) -> ParseError:
    return ParseError(source, line, 1, f"a hand of {size:,} bytes, over the {MAX_HAND_BYTES:,}-byte limit "
                      "(is a '---' line missing?)", "", "a hand of a few kilobytes")


def parse_text(text: str, source: str = "<string>") -> list[HandRecord | ParseError]:
    """Parse each ``---`` block on its own, so one bad block does not lose the others."""
    return list(iter_records(text, source))


# ---------------------------------------------------------------- checking


def error_report(source: str, hand: int, message: str, variant: Variant | None = None) -> HandReport:
    """The report of a block or a file that could not be read."""
    return HandReport(source=source, hand=hand, variant=variant.name if variant else "?",
                      variant_version=variant.version if variant else "?",
                      error=InputError(source, Note(message)))


def implausible(record: HandRecord, variant: Variant) -> str | None:
    """Why a record cannot be a hand of ``variant`` at all (hundreds of tricks, a play of
    thousands of cards), or ``None``.  Such input is refused rather than judged card by card."""
    limit = variant.deck.hand_size
    if len(record.tricks) > limit:
        return (f"{record.source}:{record.tricks[limit].line}: {len(record.tricks)} tricks recorded; "
                f"each seat holds {limit} cards, so a hand has at most {limit} tricks")
    big = [(t, p) for t in record.tricks for p in t.plays
           if len(p.cards) > limit or p.attempted is not None and len(p.attempted) > limit]
    if big:
        trick, play = big[0]
        n = max(len(play.cards), len(play.attempted or ()))
        return (f"{record.source}:{play.line or trick.line}: {play.seat} plays {n} cards in trick "
                f"{trick.number}; a seat holds {limit}")
    for seat, cards in record.deals:
        if len(cards) > 2 * limit + variant.deck.kitty_size:
            return f"{record.source}:{record.line}: {seat} is dealt {len(cards)} cards; a seat holds {limit}"
    return None


def resolve_variant(variant: str | Path | Variant | None, record: HandRecord | None = None) -> Variant:
    """``variant`` itself, else the record's ``variant:`` line, else ``national``; raises
    :class:`VariantError`."""
    if isinstance(variant, Variant):
        return variant
    spec = variant if variant is not None else record.variant if record is not None else None
    if spec is None or str(spec) in PRESETS:
        return load_variant(spec)
    try:  # a variant file: read it once, not once per hand (again if it changes)
        st = os.stat(spec)
        key = (os.path.abspath(spec), st.st_mtime_ns, st.st_size)
    except OSError:
        return load_variant(spec)
    if key not in _FILE_VARIANTS:
        if len(_FILE_VARIANTS) >= 32:
            _FILE_VARIANTS.clear()
        _FILE_VARIANTS[key] = load_variant(spec)
    return _FILE_VARIANTS[key]


_FILE_VARIANTS: dict[tuple[str, int, int], Variant] = {}


def check_record(record: HandRecord, variant: str | Path | Variant | None = None, hand: int = 1) -> HandReport:
    """Replay one record under ``variant`` (a preset name, a file path or a Variant);
    without one, the record's own ``variant:`` line, else ``national``."""
    try:
        v = resolve_variant(variant, record)
    except VariantError as exc:
        return error_report(record.source, hand, render(exc.message))
    why = implausible(record, v)
    if why is not None:
        return error_report(record.source, hand, why, v)
    return replay(record, v, hand)


MATCH_MAX_HANDS = 200
"""A file of 2 to this many hands is a match; a longer one is checked hand by hand."""


def iter_checked(items: Iterable[HandRecord | ParseError], variant: str | Path | Variant | None = None,
                 source: str = "<string>") -> Iterator[HandReport]:
    """Reports for parsed blocks, in order.

    A file of several hands (all readable, at most :data:`MATCH_MAX_HANDS`), or one hand with
    match lines (``levels:``, ``bid:``, ``turned:``, ``ruling:``), is a match:
    :func:`~shengji_cli.match.replay_match` checks each hand and the levels, dealers and
    bids across them, and the last hand's report carries the match.  Otherwise each hand is
    checked on its own, streaming.
    """
    it = iter(items)
    head = list(islice(it, MATCH_MAX_HANDS + 1))
    records = [r for r in head if isinstance(r, HandRecord)]
    is_match = len(head) >= 2 or any(r.levels or r.bids or r.no_bid or r.rulings or r.turned is not None
                                     for r in records)
    if is_match and len(head) <= MATCH_MAX_HANDS and records and isinstance(head[0], HandRecord):
        report = _check_match(head, variant, source)
        if report is not None:
            yield from report
            return
    for i, item in enumerate(chain(head, it), start=1):
        if isinstance(item, ParseError):
            yield error_report(source, i, str(item))
            continue
        try:
            yield check_record(item, variant, i)
        except Exception as exc:  # a bug must not stop the batch: report it on this hand
            yield error_report(source, i, f"{source}:{item.line}: internal error while checking hand {i} "
                               f"({type(exc).__name__}: {exc}); please report it")


def _check_match(items: list[HandRecord | ParseError], variant: str | Path | Variant | None,
                 source: str) -> list[HandReport] | None:
    """The reports of a match, or ``None`` to fall back to hand-by-hand checking.  A block that
    could not be read reports its error and stands in the match as a hand of unknown result
    (level checks stop until a ``levels:`` line)."""
    from ..core.match import replay_match
    records = [r if isinstance(r, HandRecord) else HandRecord(source=source, line=r.line) for r in items]
    try:
        v = resolve_variant(variant, records[0])
    except VariantError:
        return None
    if any(implausible(r, v) for r in records):
        return None
    try:
        mr = replay_match(records, v)
    except Exception:  # a bug in the match logic must not lose the hands: check them one by one
        return None
    reports = [error_report(source, i, str(item)) if isinstance(item, ParseError) else report
               for i, (item, report) in enumerate(zip(items, mr.reports, strict=True), start=1)]
    reports[-1] = replace(reports[-1], match=mr)
    return reports


def iter_check_text(text: str, variant: str | Path | Variant | None = None,
                    source: str = "<string>") -> Iterator[HandReport]:
    """:func:`check_text`, one report at a time."""
    yield from iter_checked(iter_records(text, source), variant, source)


def check_text(text: str, variant: str | Path | Variant | None = None, source: str = "<string>") -> list[HandReport]:
    """Check every hand in a record text (hands separated by ``---`` lines).

    ``variant`` (a preset name, a variant file or a :class:`Variant`) overrides the
    records' ``variant:`` lines; without either, ``national``.
    """
    return list(iter_check_text(text, variant, source))


def check_file(path: str | os.PathLike[str], variant: str | Path | Variant | None = None) -> list[HandReport]:
    """Check every hand in a record file; a file that cannot be read is one report whose
    ``error`` says why (missing, a directory, binary, not UTF-8, over :data:`MAX_FILE_BYTES`)."""
    source = os.fspath(path)
    try:
        text = read_text(source)
    except ParseError as exc:
        return [error_report(source, 1, str(exc), variant if isinstance(variant, Variant) else None)]
    return check_text(text, variant, source)
