"""Library API: check record text or files, one :class:`HandReport` per hand.

Pure functions of their inputs with picklable results, so they run unchanged under
multiprocessing; nothing here prints, exits or raises for bad input — a block or a file
that cannot be read is a report whose ``error`` says why (a message id and its place).

>>> reports = check_text("level: 2\\ntrump: NT\\n1. N BJ | W LJ | S S2 | E H3\\n")
>>> reports[0].tricks[0].winner, reports[0].complete
('N', False)
>>> check_file("no/such/file.sj")[0].error.message.id
'batch.cannot-read'

For many files or folders at once, :func:`~.pool.check_paths` streams the reports in input
order from a pool of worker processes (the engine behind ``shengji check``).
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Iterator
from dataclasses import replace
from itertools import chain, islice
from pathlib import Path

from ..core.findings import HandReport, InputError
from ..core.messages import Msg
from ..core.record import HandRecord
from ..core.replay import replay
from ..core.variants import PRESETS, Variant, VariantError, load_variant, presets_only, real_path
from ..notation import ParseError
from .sources import iter_records, read_text

MATCH_MAX_HANDS = 200
"""A file of 2 to this many hands is a match; a longer one is checked hand by hand."""


def error_report(source: str, hand: int, error: InputError, variant: Variant | None = None) -> HandReport:
    """The report of a block or a file that could not be read or judged."""
    return HandReport(source=source, hand=hand, variant=variant.name if variant else "?",
                      variant_version=variant.version if variant else "?", error=error)


def implausible(record: HandRecord, variant: Variant) -> InputError | None:
    """Why a record cannot be a hand of ``variant`` at all (hundreds of tricks, a play of
    thousands of cards), or ``None``.  Such input is refused rather than judged card by card."""
    limit = variant.deck.hand_size
    if len(record.tricks) > limit:
        return InputError(record.source, Msg.of("batch.too-many-tricks", n=len(record.tricks), limit=limit),
                          record.tricks[limit].line)
    big = [(t, p) for t in record.tricks for p in t.plays
           if len(p.cards) > limit or p.attempted is not None and len(p.attempted) > limit]
    if big:
        trick, play = big[0]
        n = max(len(play.cards), len(play.attempted or ()))
        return InputError(record.source, Msg.of("batch.play-too-large", seat=play.seat, n=n, trick=trick.number,
                                                limit=limit), play.line or trick.line)
    for seat, cards in record.deals:
        if len(cards) > 2 * limit + variant.deck.kitty_size:
            return InputError(record.source, Msg.of("batch.deal-too-large", seat=seat, n=len(cards), limit=limit),
                              record.line)
    return None


def variant_error(exc: VariantError, record: HandRecord | None = None) -> InputError:
    """A variant that cannot be loaded, as a report's error: a fault of the variant file names
    its own place (the file, a key or a line); one of the record's ``variant:`` line (not a
    preset, not allowed) is placed at the record."""
    if exc.where or record is None:
        return InputError("", exc.message)
    return InputError(record.source, exc.message, record.line)


def resolve_variant(variant: str | Path | Variant | None, record: HandRecord | None = None,
                    variant_dir: str | os.PathLike[str] | None = None) -> Variant:
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
    if spec is None or spec in PRESETS:
        return load_variant(spec)
    if variant_dir is None:
        raise presets_only(spec)
    source = record.source if record is not None else ""
    base = os.path.dirname(source) if source and not source.startswith("<") else os.fspath(variant_dir)
    return _cached(spec, base, os.fspath(variant_dir))


def _cached(spec: str | Path, base: str | None, root: str | None) -> Variant:
    """A variant file read once, not once per hand (again if it changes)."""
    if str(spec) in PRESETS:
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


def check_record(record: HandRecord, variant: str | Path | Variant | None = None, hand: int = 1,
                 variant_dir: str | os.PathLike[str] | None = None) -> HandReport:
    """Replay one record under ``variant`` (a preset name, a file path or a Variant);
    without one, the record's own ``variant:`` line (see :func:`resolve_variant`), else
    ``national``."""
    try:
        v = resolve_variant(variant, record, variant_dir)
    except VariantError as exc:
        return error_report(record.source, hand, variant_error(exc, record))
    why = implausible(record, v)
    if why is not None:
        return error_report(record.source, hand, why, v)
    return replay(record, v, hand)


def iter_checked(items: Iterable[HandRecord | ParseError], variant: str | Path | Variant | None = None,
                 source: str = "<string>", variant_dir: str | os.PathLike[str] | None = None) -> Iterator[HandReport]:
    """Reports for parsed blocks, in order.

    A file of several hands (all readable, at most :data:`MATCH_MAX_HANDS`), or one hand with
    match lines (``levels:``, ``bid:``, ``turned:``, ``ruling:``), is a match:
    :func:`~shengji_cli.core.match.replay_match` checks each hand and the levels, dealers and
    bids across them, and the last hand's report carries the match.  Otherwise each hand is
    checked on its own, streaming.
    """
    it = iter(items)
    head = list(islice(it, MATCH_MAX_HANDS + 1))
    records = [r for r in head if isinstance(r, HandRecord)]
    is_match = len(head) >= 2 or any(r.levels or r.bids or r.no_bid or r.rulings or r.turned is not None
                                     for r in records)
    if is_match and len(head) <= MATCH_MAX_HANDS and records and isinstance(head[0], HandRecord):
        report = _check_match(head, variant, source, variant_dir)
        if report is not None:
            yield from report
            return
    for i, item in enumerate(chain(head, it), start=1):
        if isinstance(item, ParseError):
            yield error_report(source, i, item.input_error())
            continue
        try:
            yield check_record(item, variant, i, variant_dir)
        except Exception as exc:  # a bug must not stop the batch: report it on this hand
            yield error_report(source, i, InputError(source, Msg.of(
                "batch.internal-error-hand", hand=i, error=f"{type(exc).__name__}: {exc}"), item.line))


def _check_match(items: list[HandRecord | ParseError], variant: str | Path | Variant | None,
                 source: str, variant_dir: str | os.PathLike[str] | None) -> list[HandReport] | None:
    """The reports of a match, or ``None`` to fall back to hand-by-hand checking.  A block that
    could not be read reports its error and stands in the match as a hand of unknown result
    (level checks stop until a ``levels:`` line)."""
    from ..core.match import replay_match
    records = [r if isinstance(r, HandRecord) else HandRecord(source=source, line=r.line) for r in items]
    try:
        v = resolve_variant(variant, records[0], variant_dir)
    except Exception:  # VariantError, or a bug: checked hand by hand, each hand reports it
        return None
    if any(implausible(r, v) for r in records):
        return None
    try:
        mr = replay_match(records, v)
    except Exception:  # a bug in the match logic must not lose the hands: check them one by one
        return None
    reports = [error_report(source, i, item.input_error()) if isinstance(item, ParseError) else report
               for i, (item, report) in enumerate(zip(items, mr.reports, strict=True), start=1)]
    reports[-1] = replace(reports[-1], match=mr)
    return reports


def iter_check_text(text: str, variant: str | Path | Variant | None = None, source: str = "<string>",
                    variant_dir: str | os.PathLike[str] | None = None) -> Iterator[HandReport]:
    """:func:`check_text`, one report at a time."""
    yield from iter_checked(iter_records(text, source), variant, source, variant_dir)


def check_text(text: str, variant: str | Path | Variant | None = None, source: str = "<string>",
               variant_dir: str | os.PathLike[str] | None = None) -> list[HandReport]:
    """Check every hand in a record text (hands separated by ``---`` lines).

    ``variant`` (a preset name, a variant file or a :class:`Variant`) overrides the
    records' ``variant:`` lines; without either, ``national``.  A ``variant:`` line may name a
    preset only, or with ``variant_dir`` a variant file under that folder (relative to the
    record's folder: ``source``'s, else ``variant_dir``).
    """
    return list(iter_check_text(text, variant, source, variant_dir))


def check_file(path: str | os.PathLike[str], variant: str | Path | Variant | None = None,
               variant_dir: str | os.PathLike[str] | None = None) -> list[HandReport]:
    """Check every hand in a record file; a file that cannot be read is one report whose
    ``error`` says why (missing, a directory, binary, not UTF-8, over
    :data:`~.sources.MAX_FILE_BYTES`).  ``variant_dir``: as for :func:`check_text` (a record's
    variant file is then taken from the file's folder)."""
    source = os.fspath(path)
    try:
        text = read_text(source)
    except ParseError as exc:
        return [error_report(source, 1, exc.input_error(), variant if isinstance(variant, Variant) else None)]
    return check_text(text, variant, source, variant_dir)
