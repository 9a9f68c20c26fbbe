"""``check --select`` / ``--ignore``: which violation kinds a run reports, as ruff selects rules.

A kind left out (not selected, or ignored) is dropped from each hand's violations before the
hand is rendered or counted: it is not reported in any format, and it does not make the hand's
status ``violations``, the summary's counts or the exit code — the hand is what its other
findings make it.  (The hand's penalties and ruled result stay those of the whole replay.)

>>> from shengji_cli.core.vocab import Kind
>>> f = KindFilter(select=frozenset({Kind.BURY}))
>>> f.keeps(Kind.BURY), f.keeps(Kind.DECK)
(True, False)
>>> KindFilter(ignore=frozenset({Kind.DECK})).keeps(Kind.DECK)
False
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, replace

from ..core.reports import HandReport
from ..core.vocab import Kind

SELECTABLE = tuple(k.value for k in Kind if k is not Kind.UNVERIFIABLE)
"""The violation kinds ``--select`` and ``--ignore`` name (``unverifiable`` is not a violation)."""


@dataclass(frozen=True, slots=True)
class KindFilter:
    """The kinds a run reports: those of ``select`` (``None``: every kind) not in ``ignore``."""

    select: frozenset[str] | None = None
    ignore: frozenset[str] = frozenset()

    def keeps(self, kind: str) -> bool:
        return (self.select is None or kind in self.select) and kind not in self.ignore

    def apply(self, report: HandReport) -> HandReport:
        """``report`` without the violations of the kinds left out (itself when it has none)."""
        kept = tuple(f for f in report.violations if self.keeps(f.kind))
        return report if len(kept) == len(report.violations) else replace(report, violations=kept)

    def filtered(self, reports: Iterable[HandReport]) -> Iterator[HandReport]:
        return map(self.apply, reports)
