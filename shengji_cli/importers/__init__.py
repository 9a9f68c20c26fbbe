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

from dataclasses import dataclass, replace
from importlib import import_module
from types import ModuleType

from ..core.findings import Finding, HandReport
from ..core.messages import Msg
from ..core.record import HandRecord
from ..core.variants import Variant
from ..core.vocab import Kind
from ..notation.errors import ParseError

__all__ = ["FORMATS", "Unit", "annotate", "importer"]


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


FORMATS: dict[str, str] = {
    "godot": "godot",
}
"""``--from`` name → module of this package (filled as each format lands)."""


def importer(name: str) -> ModuleType:
    """The module of a format of :data:`FORMATS` (``KeyError`` for another name)."""
    return import_module(f"{__name__}.{FORMATS[name]}")


def annotate(report: HandReport, unit: Unit) -> HandReport:
    """``report`` (of a hand of ``unit``) with the unit's :attr:`~Unit.notes` added to its
    ``unverifiable`` notes (an unreadable hand's report is left as it is)."""
    if not unit.notes or report.error is not None:
        return report
    extra = tuple(Finding(Kind.UNVERIFIABLE, None, None, (), note) for note in unit.notes)
    return replace(report, unverifiable=report.unverifiable + extra)
