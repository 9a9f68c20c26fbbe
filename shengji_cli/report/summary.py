"""The batch summary (``check --summary``): files, hands, clean hands, violations by kind,
unreadable inputs — a table, or a JSON object."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from tabulate import tabulate

from ..core.findings import HandReport
from ..core.messages import Msg
from .catalog import render
from .errors import printable
from .json import error_text
from .lang import Lang
from .text import TextReporter


class BatchSummary:
    """Running totals of a batch, for ``check --summary``: constant memory whatever its size
    (at most ``keep`` unreadable inputs are listed by name)."""

    def __init__(self, keep: int = 50) -> None:
        self.files = 0
        self.hands = 0
        self.clean = 0
        self.flagged = 0
        self.unreadable_files = 0
        self.unreadable_hands = 0
        self.kinds: Counter[str] = Counter()
        self.unreadable: list[tuple[str, str]] = []
        self.keep = keep

    def add(self, source: str, hands: int, clean: int, flagged: int, kinds: Mapping[str, int],
            errors: Sequence[str], file_error: bool) -> None:
        """Count one file: its hands read, clean and with violations, the violations by kind,
        and the errors of blocks (or, with ``file_error``, of the file) that could not be read."""
        self.files += 1
        self.hands += hands
        self.clean += clean
        self.flagged += flagged
        self.kinds.update(kinds)
        if file_error:
            self.unreadable_files += 1
        else:
            self.unreadable_hands += len(errors)
        for e in errors[:max(0, self.keep - len(self.unreadable))]:
            self.unreadable.append((source, e.splitlines()[0] if e else ""))

    @property
    def exit_code(self) -> int:
        """0 all clean, 1 a violation, 2 something unreadable."""
        if self.unreadable_files or self.unreadable_hands:
            return 2
        return 1 if self.flagged else 0

    def to_dict(self) -> dict[str, Any]:
        return {"files": self.files, "hands": self.hands, "clean": self.clean, "with_violations": self.flagged,
                "unreadable_files": self.unreadable_files, "unreadable_hands": self.unreadable_hands,
                "violations": dict(sorted(self.kinds.items())),
                "unreadable": [{"file": f, "error": e} for f, e in self.unreadable]}

    def render(self, lang: Lang = "en") -> str:
        def t(key: str) -> str:
            return render(Msg.of(key), lang)

        rows = [[t("report.summary.files"), self.files], [t("report.summary.hands"), self.hands],
                [t("report.summary.clean"), self.clean], [t("report.summary.flagged"), self.flagged],
                [t("report.summary.unreadable-files"), self.unreadable_files]]
        if self.unreadable_hands:
            rows.append([t("report.summary.unreadable-hands"), self.unreadable_hands])
        out = tabulate(rows, tablefmt="simple")
        if self.kinds:
            kind = TextReporter(lang).kind
            out += "\n\n" + tabulate([[kind(k), n] for k, n in sorted(self.kinds.items())],
                                      headers=[t("report.summary.kind"), t("report.summary.count")], tablefmt="simple")
        if self.unreadable:
            more = self.unreadable_files + self.unreadable_hands - len(self.unreadable)
            headers = [t("report.summary.file"), t("report.summary.error")]
            out += "\n\n" + tabulate([(printable(f), e) for f, e in self.unreadable], headers=headers, tablefmt="simple", maxcolwidths=[None, 80],
                                      disable_numparse=True)
            if more > 0:
                out += "\n" + render(Msg.of("report.summary.more", n=more), lang)
        return out + "\n"


class SummaryReporter:
    """A tabulate summary of a batch: files, hands, clean hands, violations by kind, unreadable."""

    def __init__(self, lang: Lang = "en") -> None:
        self.lang = lang

    def render(self, reports: Sequence[HandReport]) -> str:
        s = BatchSummary()
        by_file: dict[str, list[HandReport]] = {}
        for r in reports:
            by_file.setdefault(r.source, []).append(r)
        for source, rs in by_file.items():
            ok = [r for r in rs if r.error is None]
            s.add(source, len(ok), sum(r.ok for r in ok), sum(not r.ok for r in ok),
                  Counter(f.kind for r in ok for f in r.violations),
                  [error_text(r.error, self.lang) for r in rs if r.error is not None],
                  False)
        return s.render(self.lang)
