"""The batch summary (``check --summary``): files, hands, the hands per status (clean, with
violations, incomplete, unreadable), violations by kind, unreadable inputs — a table, a JSON
object or CSV rows (:func:`~.formats.summary_document` picks by ``--format``)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from ..core.messages import Msg
from ..core.reports import HandReport
from ..core.vocab import Status
from .catalog import render
from .csv import csv_line
from .errors import shown_name
from .json import error_text
from .lang import Lang
from .table import simple_table
from .text import TextReporter
from .wrap import fit_table


class BatchSummary:
    """Running totals of a batch, for ``check --summary``: constant memory whatever its size
    (at most ``keep`` unreadable inputs are listed by name)."""

    def __init__(self, keep: int = 50, require_complete: bool = False) -> None:
        self.files = 0
        self.hands = 0
        self.clean = 0
        self.flagged = 0
        self.incomplete = 0
        self.ruled = 0
        """Hands whose ruled result differs from the result as played."""
        self.require_complete = require_complete
        self.unreadable_files = 0
        self.unreadable_hands = 0
        self.kinds: Counter[str] = Counter()
        self.unreadable: list[tuple[str, str]] = []
        self.keep = keep

    def add(
        self,
        source: str,
        hands: int,
        clean: int,
        flagged: int,
        kinds: Mapping[str, int],
        errors: Sequence[str],
        file_error: bool,
        incomplete: int = 0,
        continued: bool = False,
        ruled: int = 0,
        files: int = 1,
    ) -> None:
        """Count one file: its hands read, clean, with violations and incomplete, the
        violations by kind, and the errors of blocks (or, with ``file_error``, of the file)
        that could not be read.  ``continued``: a further part of the file counted last;
        ``files``: the whole files counted at once (clean files a worker joined)."""
        self.files += 0 if continued else files
        self.hands += hands
        self.clean += clean
        self.flagged += flagged
        self.incomplete += incomplete
        self.ruled += ruled
        self.kinds.update(kinds)
        if file_error:
            self.unreadable_files += 1
        else:
            self.unreadable_hands += len(errors)
        for e in errors[: max(0, self.keep - len(self.unreadable))]:
            self.unreadable.append((source, e.splitlines()[0] if e else ""))

    @property
    def exit_code(self) -> int:
        """2 something unreadable; else 1 a violation (or, with ``require_complete``, an
        incomplete hand); else 0 — incomplete hands included, which the statuses name."""
        if self.unreadable_files or self.unreadable_hands:
            return 2
        return 1 if self.flagged or self.require_complete and self.incomplete else 0

    @property
    def statuses(self) -> dict[Status, int]:
        """The rows per status (an unreadable file is one row)."""
        return {
            Status.CLEAN: self.clean,
            Status.VIOLATIONS: self.flagged,
            Status.INCOMPLETE: self.incomplete,
            Status.UNREADABLE: self.unreadable_files + self.unreadable_hands,
        }

    def to_dict(self) -> dict[str, Any]:
        return {
            "files": self.files,
            "hands": self.hands,
            "clean": self.clean,
            "with_violations": self.flagged,
            "incomplete": self.incomplete,
            "ruled_differs": self.ruled,
            "unreadable_files": self.unreadable_files,
            "unreadable_hands": self.unreadable_hands,
            "statuses": {str(k): n for k, n in self.statuses.items()},
            "violations": dict(sorted(self.kinds.items())),
            "unreadable": [
                {"file": shown_name(f, json=True), "error": e} for f, e in self.unreadable
            ],
        }

    def to_csv(self) -> str:
        """``section,name,value`` rows: the totals, the rows per status, the violations per kind,
        then each unreadable input listed (its file, its error's first line)."""
        rows: list[tuple[str, str, object]] = [
            ("total", "files", self.files),
            ("total", "hands", self.hands),
            ("total", "unreadable_files", self.unreadable_files),
            ("total", "unreadable_hands", self.unreadable_hands),
            ("total", "ruled_differs", self.ruled),
            *(("status", str(k), n) for k, n in self.statuses.items()),
            *(("kind", k, n) for k, n in sorted(self.kinds.items())),
            *(("unreadable", shown_name(f), e) for f, e in self.unreadable),
        ]
        return csv_line(("section", "name", "value")) + "".join(csv_line(r) for r in rows)

    def render(self, lang: Lang = "en") -> str:
        """The text summary: the totals, the violations by kind, the unreadable inputs."""
        header = [_say("report.summary.batch", lang), _say("report.summary.number", lang)]
        out = simple_table(self._total_rows(lang), header, right=(1,))
        if self.kinds:
            kind = TextReporter(lang).kind
            out += "\n\n" + simple_table(
                [[kind(k), n] for k, n in sorted(self.kinds.items())],
                [_say("report.summary.kind", lang), _say("report.summary.count", lang)],
                right=(1,),
            )
        if self.unreadable:
            out += "\n\n" + self._unreadable_table(lang)
        return out + "\n"

    def _total_rows(self, lang: Lang) -> list[list[object]]:
        rows: list[list[object]] = [
            [_say("report.summary.files", lang), self.files],
            [_say("report.summary.hands", lang), self.hands],
            [_say("report.summary.clean", lang), self.clean],
            [_say("report.summary.flagged", lang), self.flagged],
            [_say("report.summary.incomplete", lang), self.incomplete],
            [_say("report.summary.unreadable-files", lang), self.unreadable_files],
        ]
        if self.unreadable_hands:
            rows.append([_say("report.summary.unreadable-hands", lang), self.unreadable_hands])
        rows.append([_say("report.summary.ruled", lang), self.ruled])
        return rows

    def _unreadable_table(self, lang: Lang) -> str:
        """The unreadable inputs listed (at most :attr:`keep`), and how many more."""
        headers = [_say("report.summary.file", lang), _say("report.summary.error", lang)]
        rows = fit_table([(shown_name(f), e) for f, e in self.unreadable], headers, (0, 1))
        out = simple_table(rows, headers)
        more = self.unreadable_files + self.unreadable_hands - len(self.unreadable)
        if more > 0:
            out += "\n" + render(Msg.of("report.summary.more", n=more), lang)
        return out


def _say(key: str, lang: Lang) -> str:
    return render(Msg.of(key), lang)


class SummaryReporter:
    """A text summary of a batch: files, hands, clean hands, violations by kind, unreadable."""

    def __init__(self, lang: Lang = "en") -> None:
        self.lang = lang

    def render(self, reports: Sequence[HandReport]) -> str:
        s = BatchSummary()
        by_file: dict[str, list[HandReport]] = {}
        for r in reports:
            by_file.setdefault(r.source, []).append(r)
        for source, rs in by_file.items():
            read = [r for r in rs if r.error is None]
            count = Counter(r.status for r in read)
            s.add(
                source,
                len(read),
                count[Status.CLEAN],
                count[Status.VIOLATIONS],
                Counter(f.kind for r in read for f in r.violations),
                [error_text(r.error, self.lang) for r in rs if r.error is not None],
                False,
                count[Status.INCOMPLETE],
            )
        return s.render(self.lang)
