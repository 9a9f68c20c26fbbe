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

:data:`FORMATS` names the modules; :func:`importer` loads one.
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib import import_module
from types import ModuleType

from ..core.record import HandRecord
from ..notation.errors import ParseError

__all__ = ["FORMATS", "Unit", "importer"]


@dataclass(frozen=True, slots=True)
class Unit:
    """Records that are checked together: one match (``match`` True), independent hands (False),
    or as the records' own lines say (None, as for a ``.sj`` file)."""

    records: tuple[HandRecord | ParseError, ...]
    match: bool | None = None


FORMATS: dict[str, str] = {
    "80fen": "fen80",
}
"""``--from`` name → module of this package (filled as each format lands)."""


def importer(name: str) -> ModuleType:
    """The module of a format of :data:`FORMATS` (``KeyError`` for another name)."""
    return import_module(f"{__name__}.{FORMATS[name]}")
