"""``check --format text`` on its way to stdout: the hands read, each as the text report shows it;
a hand that could not be read has no row there (``check`` says its error on stderr, as every
format does), so stdout holds findings and stderr errors."""

from __future__ import annotations

from dataclasses import dataclass

from ..core.reports import HandReport
from .lang import Lang
from .look import PLAIN, Look
from .text import TextReporter

TEXT_HANDS = "text-hands"
"""The row format's name in :data:`~.formats.FORMATS`."""


@dataclass(frozen=True, slots=True)
class HandsTextRow:
    """A hand's text report, or ``""`` (no row) for one that could not be read."""

    lang: Lang
    look: Look = PLAIN

    def __call__(self, r: HandReport) -> str:
        return "" if r.error is not None else TextReporter(self.lang, self.look).render_one(r)
