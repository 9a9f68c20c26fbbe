"""Library API: check record text or files, one :class:`HandReport` per hand.

Pure functions of their inputs, picklable results, so they run unchanged under
multiprocessing.

>>> reports = check_text("level: 2\\ntrump: NT\\n1. N BJ | W LJ | S S2 | E H3\\n")
>>> reports[0].tricks[0].winner, reports[0].complete
('N', False)
"""

from __future__ import annotations

import re
from pathlib import Path

from .notation import ParseError, loads
from .record import HandRecord
from .replay import HandReport, replay
from .variants import Variant, VariantError, load_variant

_SEPARATOR = re.compile(r"^[ \t]*---[ \t]*(?:#.*)?$", re.MULTILINE)
MAX_FILE_BYTES = 20_000_000
"""Files larger than this are refused as unreadable (a season's file is far smaller)."""


def split_blocks(text: str) -> list[tuple[int, str]]:
    """Split record text on ``---`` lines: (line offset, block text) per hand."""
    out: list[tuple[int, str]] = []
    start, line = 0, 0
    for m in _SEPARATOR.finditer(text):
        block = text[start:m.start()]
        out.append((line, block))
        line += block.count("\n") + 1
        start = m.end() + 1
    out.append((line, text[start:]))
    return [(off, b) for off, b in out if b.strip() and not all(
        not ln.strip() or ln.lstrip().startswith("#") for ln in b.splitlines())] or out[:1]


def _error(source: str, hand: int, variant: Variant | None, message: str) -> HandReport:
    return HandReport(source, hand, variant.name if variant else "?", variant.version if variant else "?",
                      error=message)


def parse_text(text: str, source: str = "<string>") -> list[HandRecord | ParseError]:
    """Parse each ``---`` block on its own, so one bad block does not lose the others."""
    out: list[HandRecord | ParseError] = []
    for offset, block in split_blocks(text):
        try:
            out += loads("\n" * offset + block, source=source)
        except ParseError as exc:
            out.append(exc)
    return out


def check_record(record: HandRecord, variant: str | Variant | None = None, hand: int = 1) -> HandReport:
    """Replay one record under ``variant`` (a preset name, a file path or a Variant);
    without one, the record's own ``variant:`` line, else ``national``."""
    try:
        v = variant if isinstance(variant, Variant) else load_variant(variant or record.variant)
    except VariantError as exc:
        return _error(record.source, hand, None, str(exc))
    return replay(record, v, hand)


def check_text(text: str, variant: str | Variant | None = None, source: str = "<string>") -> list[HandReport]:
    """Check every hand in a record text."""
    reports: list[HandReport] = []
    for i, item in enumerate(parse_text(text, source), start=1):
        if isinstance(item, ParseError):
            reports.append(_error(source, i, None, str(item)))
        else:
            reports.append(check_record(item, variant, i))
    return reports


def read_text(path: str | Path) -> str:
    """A record file's text; raises ``ParseError`` (line 1) if it cannot be read as UTF-8."""
    p = Path(path)
    try:
        size = p.stat().st_size
        if size > MAX_FILE_BYTES:
            raise ParseError(str(p), 1, 1, f"file is {size} bytes, over the {MAX_FILE_BYTES}-byte limit", "", "a record")
        data = p.read_bytes()
    except OSError as exc:
        raise ParseError(str(p), 1, 1, f"cannot read: {exc.strerror or exc}", "", "a readable file") from None
    if b"\x00" in data[:4096]:
        raise ParseError(str(p), 1, 1, "binary file, not a record", "", "UTF-8 text")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        col = exc.start - (data.rfind(b"\n", 0, exc.start) + 1) + 1
        raise ParseError(str(p), line, col, "invalid UTF-8", "", "UTF-8 text") from None


def check_file(path: str | Path, variant: str | Variant | None = None) -> list[HandReport]:
    """Check every hand in a record file; an unreadable file is one report with ``error``."""
    try:
        text = read_text(path)
    except ParseError as exc:
        return [_error(str(path), 1, None, str(exc))]
    return check_text(text, variant, str(path))
