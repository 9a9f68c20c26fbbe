"""Library API: check record text or files, one :class:`HandReport` per hand.

Pure functions of their inputs with picklable results, so they run unchanged under
multiprocessing; nothing here prints, exits or raises for bad input — a block or a file
that cannot be read is a report whose ``error`` says why (a message id and its place).

>>> reports = check_text("level: 2\\ntrump: NT\\n1. N BJ | W LJ | S S2 | E H3\\n")
>>> reports[0].tricks[0].winner, reports[0].status
('N', <Status.INCOMPLETE: 'incomplete'>)
>>> check_file("no/such/file.sj")[0].error.message.id
'batch.cannot-read'
>>> check_text("# only a comment\\n")[0].error.kind
<ErrorKind.EMPTY: 'empty'>

A file is a **match** when a hand carries a match line (``levels:``, ``teams:``, ``bid:``,
``turned:``, ``ruling:``), or when the caller says so (``match=True``, ``shengji check
--match``); otherwise its hands are independent (``match=False``, ``--independent``, forces
it), each checked on its own — however many hands the file holds.

For many files or folders at once, :func:`~.pool.check_paths` streams the reports in input
order from a pool of worker processes (the engine behind ``shengji check``).
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable, Iterator
from dataclasses import replace
from pathlib import Path

from ..core.messages import Msg
from ..core.record import HandRecord
from ..core.replay import replay
from ..core.reports import ErrorKind, HandReport, InputError, MatchReport
from ..core.variants import NAMED, Variant, VariantError, load_variant, presets_only, real_path
from ..importers import RecordGroup, annotate, format_of, unknown_seat
from ..notation import ParseError
from ..notation.grammar import COLON, SEPARATOR_RE, WS
from ..solver.analysis import Analyze, analyze_hand
from ..solver.review import Review, review_hand
from .sources import MATCH_KEYS, Source, iter_records, read_text, read_units, text_has_match_lines

__all__ = [
    "MATCH_KEYS",
    "check_file",
    "check_text",
    "has_match_lines",
    "iter_check_text",
    "iter_check_units",
    "iter_checked",
    "text_has_match_lines",
]

_VARIANT_KEY = re.compile(rf"{WS}(?ai:variant){COLON}")


def has_match_lines(record: HandRecord) -> bool:
    """Whether a hand carries a match line (``levels:``, ``teams:``, ``bid:``, ``turned:``,
    ``ruling:``,
    ``after:``, ``time:``, ``redeal:``, ``draw:``)."""
    return bool(
        record.levels
        or record.teams
        or record.bids
        or record.no_bid
        or record.rulings
        or record.turned is not None
        or record.claims.levels_after
        or record.time is not None
        or record.redeal is not None
        or record.draws
    )


def error_report(
    source: str, hand: int, error: InputError, variant: Variant | None = None
) -> HandReport:
    """The report of a block or a file that could not be read or judged."""
    return HandReport(
        source=source,
        hand=hand,
        variant=variant.name if variant else "?",
        variant_version=variant.version if variant else "?",
        error=error,
    )


def implausible(record: HandRecord, variant: Variant) -> InputError | None:
    """Why a record cannot be a hand of ``variant`` at all (hundreds of tricks, a play of
    thousands of cards), or ``None``.  Such input is refused rather than judged card by card."""
    limit = variant.deck.hand_size
    if len(record.tricks) > limit:
        return InputError(
            record.source,
            Msg.of("batch.too-many-tricks", n=len(record.tricks), limit=limit),
            record.tricks[limit].line,
        )
    return _play_too_large(record, limit) or _deal_too_large(record, variant)


def _play_too_large(record: HandRecord, limit: int) -> InputError | None:
    """The first play (or failed throw) of more than ``limit`` cards."""
    for trick in record.tricks:
        for play in trick.plays:
            n = max(len(play.cards), len(play.attempted or ()))
            if n > limit:
                return InputError(
                    record.source,
                    Msg.of(
                        "batch.play-too-large", seat=play.seat, n=n, trick=trick.number, limit=limit
                    ),
                    play.line or trick.line,
                )
    return None


def _deal_too_large(record: HandRecord, variant: Variant) -> InputError | None:
    """The first dealt hand of more cards than a seat's hand and the kitty twice over."""
    limit = variant.deck.hand_size
    for seat, cards in record.deals:
        if len(cards) > 2 * limit + variant.deck.kitty_size:
            return InputError(
                record.source,
                Msg.of("batch.deal-too-large", seat=seat, n=len(cards), limit=limit),
                record.line,
            )
    return None


def variant_error(exc: VariantError, record: HandRecord | None = None) -> InputError:
    """A variant that cannot be loaded, as a report's error: a fault of the variant file names
    its own place (the file, a key or a line); one of the record's ``variant:`` line (not a
    preset, not allowed) is placed at the record."""
    if exc.where or record is None:
        return InputError("", exc.message)
    return InputError(record.source, exc.message, record.line)


def resolve_variant(
    variant: str | Path | Variant | None,
    record: HandRecord | None = None,
    variant_dir: str | os.PathLike[str] | None = None,
) -> Variant:
    """``variant`` itself (the caller's own choice, a file read as given), else the record's
    ``variant:`` line, else ``national``; raises :class:`VariantError`.

    A record may name a preset only, unless ``variant_dir`` is given: then a variant file,
    relative to the record's folder, whose real path (and its ``extends`` chain) lies under
    ``variant_dir``.
    """
    if isinstance(variant, Variant):
        return variant
    if variant is not None:
        return _cached(variant, None, None)
    spec = record.variant if record is not None else None
    if spec is None or spec in NAMED:
        return load_variant(spec)
    if variant_dir is None:
        raise presets_only(spec)
    source = record.source if record is not None else ""
    base = (
        os.path.dirname(source) if source and not source.startswith("<") else os.fspath(variant_dir)
    )
    return _cached(spec, base, os.fspath(variant_dir))


def _cached(spec: str | Path, base: str | None, root: str | None) -> Variant:
    """A variant file read once, not once per hand (again if it changes)."""
    if str(spec) in NAMED:
        return load_variant(str(spec))
    real = real_path(spec, base, root)
    try:
        st = os.stat(real)
    except OSError:
        return load_variant(spec, base=base, root=root)
    key = (real, root, st.st_mtime_ns, st.st_size)
    if key not in _FILE_VARIANTS:
        if len(_FILE_VARIANTS) >= 32:
            _FILE_VARIANTS.clear()
        _FILE_VARIANTS[key] = load_variant(spec, base=base, root=root)
    return _FILE_VARIANTS[key]


_FILE_VARIANTS: dict[tuple[str, str | None, int, int], Variant] = {}


def check_record(
    record: HandRecord,
    variant: str | Path | Variant | None = None,
    hand: int = 1,
    variant_dir: str | os.PathLike[str] | None = None,
    analyze: Analyze | Review | None = None,
) -> HandReport:
    """Replay one record under ``variant`` (a preset name, a file path or a Variant);
    without one, the record's own ``variant:`` line (see :func:`resolve_variant`), else
    ``national``.  ``analyze``: the report carries the solver's analysis (``check --analyze``:
    :func:`~shengji_cli.solver.analysis.analyze_hand`)."""
    try:
        v = resolve_variant(variant, record, variant_dir)
    except VariantError as exc:
        return error_report(record.source, hand, variant_error(exc, record))
    why = implausible(record, v)
    if why is not None:
        return error_report(record.source, hand, why, v)
    report = replay(record, v, hand)
    return report if analyze is None else analysed(record, v, report, analyze)


def iter_checked(
    items: Iterable[HandRecord | ParseError],
    variant: str | Path | Variant | None = None,
    source: str = "<string>",
    variant_dir: str | os.PathLike[str] | None = None,
    match: bool | None = None,
    text: str | None = None,
    start: int = 1,
    empty_report: bool = True,
    line: int = 1,
    analyze: Analyze | Review | None = None,
) -> Iterator[HandReport]:
    """Reports for parsed blocks, in order; no block at all is one unreadable report ("no hands").

    ``match``: ``True`` checks the blocks as a match (:func:`~shengji_cli.core.match.replay_match`
    checks each hand and the levels, dealers and bids across them; the last hand's report
    carries the match), ``False`` as independent hands, streaming; ``None``: a match when a
    hand carries match lines (:func:`has_match_lines`; the blocks are then all read first).
    ``text``, the text the blocks come from, places an unknown ``variant:`` at its line.
    ``start``: the number of the first hand (a unit of a foreign file after others);
    ``empty_report=False``: no blocks give no report; ``line``: the number of ``text``'s first
    line (a part of a bigger file); ``analyze``: as for :func:`check_record`.
    """
    lines = (
        _Lines(text, line) if text is not None and variant is None else None
    )  # else no ``variant:`` line is read
    if match is not False:  # a match, or perhaps one: every block is read first
        items = list(items)
        reports = _as_match(items, match, variant, source, variant_dir, start, analyze)
        if reports is not None:
            yield from reports
            return
    empty = True
    for i, item in enumerate(items, start=start):
        empty = False
        if isinstance(item, ParseError):
            yield error_report(source, i, item.input_error())
            continue
        report = _check_or_say_why(item, variant, i, source, variant_dir, analyze)
        yield report if lines is None else lines.place_variant(report, item)
    if empty and empty_report:
        yield _no_hands(source, variant)


def _no_hands(source: str, variant: str | Path | Variant | None) -> HandReport:
    """The one report of a text without any hand."""
    v = variant if isinstance(variant, Variant) else None
    return error_report(source, 1, InputError(source, Msg.of("batch.no-hands")), v)


def _as_match(
    items: list[HandRecord | ParseError],
    match: bool | None,
    variant: str | Path | Variant | None,
    source: str,
    variant_dir: str | os.PathLike[str] | None,
    start: int,
    analyze: Analyze | Review | None,
) -> list[HandReport] | None:
    """The reports of ``items`` checked as a match, when they are one (``match``, or ``None``
    and a hand carries match lines), or ``None``: checked hand by hand."""
    if match is None:
        match = any(isinstance(r, HandRecord) and has_match_lines(r) for r in items)
    if not (match and items and isinstance(items[0], HandRecord)):
        return None
    return _check_match(items, variant, source, variant_dir, start, analyze)


def _check_or_say_why(
    record: HandRecord,
    variant: str | Path | Variant | None,
    hand: int,
    source: str,
    variant_dir: str | os.PathLike[str] | None,
    analyze: Analyze | Review | None,
) -> HandReport:
    """:func:`check_record`; a bug must not stop the batch: it is reported on this hand."""
    try:
        return check_record(record, variant, hand, variant_dir, analyze)
    except Exception as exc:
        error = f"{type(exc).__name__}: {exc}"
        why = Msg.of("batch.internal-error-hand", hand=hand, error=error)
        return error_report(source, hand, InputError(source, why, record.line))


class _Lines:
    """A record text's lines, split when first needed (to place an error at its line)."""

    def __init__(self, text: str, first: int = 1) -> None:
        self.text, self.first = text, first
        self.lines: list[str] | None = None

    def place_variant(self, report: HandReport, record: HandRecord) -> HandReport:
        """``report`` with an error of the record's ``variant:`` line placed at that line, the
        column of its value (the variant error names the record's block only)."""
        e = report.error
        if (
            e is None
            or e.kind is not ErrorKind.VARIANT
            or record.variant is None
            or e.source != record.source
            or e.line != record.line
        ):
            return report
        found = self.variant_line(record.line)
        if found is None:
            return report
        n, column = found
        line = self.lines_of()[n - self.first]
        return replace(report, error=replace(e, line=n, column=column, line_text=line))

    def lines_of(self) -> list[str]:
        if self.lines is None:
            self.lines = self.text.split("\n")
        return self.lines

    def variant_line(self, start: int) -> tuple[int, int] | None:
        """The number of the ``variant:`` line of the record that starts at line ``start``,
        and the column of its value; ``None`` if the record has none."""
        lines = self.lines_of()
        top = start - self.first  # the index of the record's first line
        for n in range(top, len(lines)):
            line = lines[n]
            if n > top and SEPARATOR_RE.fullmatch(line.split("#", 1)[0].strip()):
                break
            m = _VARIANT_KEY.match(line)
            if m is not None:
                return n + self.first, m.end() + 1
        return None


def _check_match(
    items: list[HandRecord | ParseError],
    variant: str | Path | Variant | None,
    source: str,
    variant_dir: str | os.PathLike[str] | None,
    start: int = 1,
    analyze: Analyze | Review | None = None,
) -> list[HandReport] | None:
    """The reports of a match, or ``None`` to fall back to hand-by-hand checking.  A block that
    could not be read reports its error and stands in the match as a hand of unknown result
    (level checks stop until a ``levels:`` line)."""
    from ..core.match import replay_match

    items = _seated(items, source)
    records = [
        r if isinstance(r, HandRecord) else HandRecord(source=source, line=r.line) for r in items
    ]
    try:
        v = resolve_variant(variant, records[0], variant_dir)
    except Exception:  # VariantError, or a bug: checked hand by hand, where each hand reports it
        return None
    if any(implausible(r, v) for r in records):
        return None
    try:
        mr = replay_match(records, v)
    except Exception as exc:  # a bug in the match logic: said as one, each hand judged on its own
        mr = _unmatched(records, items, v, source, exc)
    reports = [
        error_report(source, i, item.input_error())
        if isinstance(item, ParseError)
        else _numbered(report, i, start)
        for i, (item, report) in enumerate(zip(items, mr.reports, strict=True), start=start)
    ]
    if analyze is not None:
        reports = _analysed(items, reports, v, analyze)
    reports[-1] = replace(reports[-1], match=mr)
    return reports


def analysed(
    record: HandRecord, v: Variant, report: HandReport, analyze: Analyze | Review
) -> HandReport:
    """``report`` with its hand's analysis: ``check --analyze``'s, or ``shengji review``'s."""
    if isinstance(analyze, Review):
        return review_hand(record, v, report, analyze)
    return _graded(record, v, report, analyze) or analyze_hand(record, v, report, analyze)


def _graded(
    record: HandRecord, v: Variant, report: HandReport, analyze: Analyze
) -> HandReport | None:
    """``check --analyze``'s analysis as the review's per-hand line: the review of the last
    :attr:`~Analyze.tricks` tricks, its plays graded, when it reached the trick asked for (a
    hand it did not — a search not solved, a reason not to analyse — is analysed as before,
    which says why)."""
    if report.error is not None or not report.complete:
        return None
    plan = Review(last=analyze.tricks, budget=analyze.budget)
    reviewed = review_hand(record, v, report, plan)
    a = reviewed.analysis
    asked = max(1, len(record.tricks) - analyze.tricks + 1)
    if a is None or a.review is None or a.review.limit not in ("asked", "start", "faults"):
        return None
    if a.from_trick is None or a.from_trick < asked:
        return None
    return reviewed


def _analysed(
    items: list[HandRecord | ParseError],
    reports: list[HandReport],
    v: Variant,
    analyze: Analyze | Review,
) -> list[HandReport]:
    """Each read hand's report with its analysis (``check --analyze``)."""
    return [
        analysed(item, v, report, analyze) if isinstance(item, HandRecord) else report
        for item, report in zip(items, reports, strict=True)
    ]


def _numbered(report: HandReport, hand: int, start: int) -> HandReport:
    """A match's report numbered as the ``hand``-th of a file whose first is ``start``."""
    return report if start == 1 else replace(report, hand=hand)


def _seated(items: list[HandRecord | ParseError], source: str) -> list[HandRecord | ParseError]:
    """A match's blocks, a record that names a seat not of the match's seating (a dealer, a bid,
    a play…: a hand no match can hold) made the located error of its hand — which then stands
    in the match as an unreadable hand does."""
    first = items[0]
    assert isinstance(first, HandRecord)
    seats = first.seats or (tuple(p.seat for p in first.tricks[0].plays) if first.tricks else ())
    if len(set(seats)) != len(seats) or len(seats) != 4:
        return items  # no seating: the match checks the hands one by one (``match.no-seats``)
    return [
        _seated_hand(item, seats, source) if isinstance(item, HandRecord) else item
        for item in items
    ]


def _seated_hand(
    record: HandRecord, seats: tuple[str, ...], source: str
) -> HandRecord | ParseError:
    """``record``, or the located error of a seat it names not of ``seats``."""
    why = unknown_seat(record, seats)
    if why is None:
        return record
    what, seat, line = why
    return ParseError(
        record.source or source,
        line or record.line,
        1,
        Msg.of("batch.match-unknown-seat", what=what, seat=seat, seats=" ".join(seats)),
    )


def _unmatched(
    records: list[HandRecord],
    items: list[HandRecord | ParseError],
    v: Variant,
    source: str,
    exc: Exception,
) -> MatchReport:
    """The match of ``records`` when its replay raised ``exc`` (a bug): each hand replayed on its
    own, and the match's note says so, naming the error."""
    plain = tuple(
        error_report(source, i, item.input_error())
        if isinstance(item, ParseError)
        else replay(r, v, i)
        for i, (r, item) in enumerate(zip(records, items, strict=True), start=1)
    )
    from ..core.match import hands_alone

    why = Msg.of("batch.match-internal-error", error=f"{type(exc).__name__}: {exc}")
    return hands_alone(source, v, plain, why)


def iter_check_text(
    text: str,
    variant: str | Path | Variant | None = None,
    source: str = "<string>",
    variant_dir: str | os.PathLike[str] | None = None,
    match: bool | None = None,
    analyze: Analyze | Review | None = None,
) -> Iterator[HandReport]:
    """:func:`check_text`, one report at a time (independent hands stream)."""
    if match is None:
        match = text_has_match_lines(text)
    yield from iter_checked(
        iter_records(text, source), variant, source, variant_dir, match, text, analyze=analyze
    )


def check_text(
    text: str,
    variant: str | Path | Variant | None = None,
    source: str = "<string>",
    variant_dir: str | os.PathLike[str] | None = None,
    match: bool | None = None,
) -> list[HandReport]:
    """Check every hand in a record text (hands separated by ``---`` lines); a text without
    any hand (empty, or comments only) is one unreadable report (``batch.no-hands``).

    ``variant`` (a preset name, a variant file or a :class:`Variant`) overrides the
    records' ``variant:`` lines; without either, ``national``.  A ``variant:`` line may name a
    preset only, or with ``variant_dir`` a variant file under that folder (relative to the
    record's folder: ``source``'s, else ``variant_dir``).  ``match``: ``True`` checks the hands
    as one match, ``False`` as independent hands, ``None`` (the default) as a match when the
    text holds a match line (:func:`text_has_match_lines`).
    """
    return list(iter_check_text(text, variant, source, variant_dir, match))


def iter_check_units(
    units: Iterable[RecordGroup],
    variant: str | Path | Variant | None = None,
    source: str = "<string>",
    variant_dir: str | os.PathLike[str] | None = None,
    match: bool | None = None,
    start: int = 1,
    empty_report: bool = True,
    analyze: Analyze | Review | None = None,
) -> Iterator[HandReport]:
    """Reports for the units of a foreign file (:mod:`shengji_cli.importers`), in order, the
    hands numbered across them: each unit is checked on its own, as a match or not as
    ``match`` says, else as the unit says (:attr:`~shengji_cli.importers.RecordGroup.match`).
    No hand at all is one unreadable report ("no hands").  A unit's own variant (a format's
    rules, as :attr:`~shengji_cli.importers.RecordGroup.variant`) serves unless ``variant`` is
    given; its notes (what the importer could not map) join each hand's report.  ``start``: the
    number of the
    first hand (a part of a file after others); ``empty_report=False``: no hands give no report."""
    hand = start
    for unit in units:
        for report in iter_checked(
            unit.records,
            variant if variant is not None else unit.variant,
            source,
            variant_dir,
            unit.match if match is None else match,
            start=hand,
            empty_report=False,
            analyze=analyze,
        ):
            hand += 1
            yield annotate(report, unit)
    if hand == start and empty_report:
        yield error_report(
            source,
            start,
            InputError(source, Msg.of("batch.no-hands")),
            variant if isinstance(variant, Variant) else None,
        )


def check_file(
    path: str | os.PathLike[str],
    variant: str | Path | Variant | None = None,
    variant_dir: str | os.PathLike[str] | None = None,
    match: bool | None = None,
    fmt: str | None = None,
) -> list[HandReport]:
    """Check every hand in a record file; a file that cannot be read is one report whose
    ``error`` says why (missing, a directory, binary, not UTF-8, over
    :data:`~.sources.MAX_FILE_BYTES`, no hands).  ``variant_dir`` and ``match``: as for
    :func:`check_text` (a record's variant file is then taken from the file's folder).

    ``fmt``: the format the file is in — ``"sj"`` (the notation), a name of
    :data:`~shengji_cli.importers.FORMATS` (``"json"``, …), or ``None``: by its suffix
    (:func:`~shengji_cli.importers.format_of`).  A foreign file is read as a stream.
    """
    source = os.fspath(path)
    foreign = format_of(source, fmt)
    if foreign is not None:
        try:
            return list(
                iter_check_units(
                    read_units(Source(source), foreign), variant, source, variant_dir, match
                )
            )
        except ParseError as exc:
            return [
                error_report(
                    source, 1, exc.input_error(), variant if isinstance(variant, Variant) else None
                )
            ]
    try:
        text = read_text(source)
    except ParseError as exc:
        return [
            error_report(
                source, 1, exc.input_error(), variant if isinstance(variant, Variant) else None
            )
        ]
    return check_text(text, variant, source, variant_dir, match)
