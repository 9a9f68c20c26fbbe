"""``shengji gen``: seeded random records (hands or whole matches) and their manifest."""

from __future__ import annotations

import json
import os
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from ..core.messages import Msg
from ..notation import dumps
from ..report.lang import Lang
from .common import complete_variant, echo, fail, get_variant, lang_option, output_option, reason
from .help import option
from .usage import Command, Int, IntRange

if TYPE_CHECKING:
    from ..core.record import HandRecord
    from ..core.variants import Variant
    from ..gen.faults import ExpectedFinding


@click.command(cls=Command, help="cli.help.gen", epilog="cli.help.gen.example")
@option(
    "--count", type=IntRange(min=1), default=10, show_default=True, help="cli.help.gen.opt.count"
)
@option("--seed", type=Int(), default=0, show_default=True, help="cli.help.gen.opt.seed")
@option(
    "--variant",
    default="national",
    show_default=True,
    shell_complete=complete_variant,
    help="cli.help.gen.opt.variant",
)
@output_option("out", help="cli.help.gen.opt.output", required=True)
@option("--force", is_flag=True, help="cli.help.gen.opt.force")
@option("--faults", default=None, help="cli.help.gen.opt.faults")
@option("--match", "match_hands", type=IntRange(min=2), default=None, help="cli.help.gen.opt.match")
@option(
    "--to",
    "target",
    type=click.Choice(["sj", "rbtying", "botzone", "jerryyyu"]),
    default="sj",
    show_default=True,
    help="cli.help.gen.opt.to",
)
@lang_option
def gen(
    count: int,
    seed: int,
    variant: str,
    out: str,
    force: bool,
    faults: str | None,
    match_hands: int | None,
    target: str,
    lang: Lang,
) -> None:
    """``shengji gen``: seeded random records and the manifest of the faults injected; into a
    folder that is new or empty, unless ``--force`` (same-named files replaced, none removed)."""
    if not force and _has_entries(out):
        fail(Msg.of("gen.out-not-empty", out=out), lang)
    if match_hands is not None and target == "botzone":  # a Botzone log is one game
        fail(Msg.of("gen.format-match", format=target), lang)
    v = get_variant(variant, lang)
    kinds = [k.strip() for k in faults.split(",")] if faults else []
    if target == "rbtying" and (kinds or match_hands):
        fail(Msg.of("cli.gen.rbtying-clean-hands"), lang)
    os.makedirs(out, exist_ok=True)
    if target == "rbtying":
        _write_logs(out, count, seed)
        echo("cli.gen.wrote-hands", lang, n=count, out=out)
        return
    try:
        manifest = (
            _write_hands(out, count, seed, v, kinds, target)
            if match_hands is None
            else _write_matches(out, count, seed, v, kinds, match_hands, target)
        )
    except ValueError as exc:
        fail(reason(exc), lang)
    Path(out, "manifest.json").write_text(
        json.dumps(manifest, indent=2, sort_keys=True) + "\n", encoding="utf-8"
    )
    echo("cli.gen.wrote-matches" if match_hands else "cli.gen.wrote-hands", lang, n=count, out=out)


Manifest = dict[str, list[dict[str, Any]]]
"""Each file written → the faults it must raise (``manifest.json``)."""


def _expected(e: ExpectedFinding) -> dict[str, Any]:
    """A fault a record must raise, as the manifest lists it."""
    return {"kind": e.kind, "trick": e.trick, "seat": e.seat} | (
        {"detail": e.detail} if e.detail else {}
    )


_WRITERS = {"botzone": ".botzone.json", "jerryyyu": ".jerryyyu.jsonl"}
"""``--to``: a platform's format each hand is written in by its importer's writer (the rules
``--variant``'s), and the file suffix; ``sj``: the notation (``rbtying``: :func:`_write_logs`)."""


def _written(record: HandRecord, v: Variant, fmt: str) -> str:
    """A generated hand in ``fmt``."""
    if fmt == "botzone":
        from ..importers.botzone import dumps as botzone_dumps

        return botzone_dumps(record, v)
    if fmt == "jerryyyu":
        from ..importers.jerryyyu import dumps as jerryyyu_dumps

        return jerryyyu_dumps([record], variant=v)
    return dumps([record])


def _write_hands(
    out: str, count: int, seed: int, v: Variant, kinds: list[str], fmt: str = "sj"
) -> Manifest:
    """``count`` independent hands, ``handNN.sj`` (or in ``fmt``: ``handNN.botzone.json``…)."""
    # The generator is imported here: the other commands start without it.
    from ..gen.hands import generate_many

    manifest: Manifest = {}
    width = len(str(count))
    for i, g in enumerate(generate_many(count, seed, v, kinds), start=1):
        name = f"hand{str(i).zfill(width)}{_WRITERS.get(fmt, '.sj')}"
        Path(out, name).write_text(_written(g.record, v, fmt), encoding="utf-8")
        manifest[name] = [_expected(e) for e in g.expected]
    return manifest


def _write_logs(out: str, count: int, seed: int) -> None:
    """``count`` clean hands as shengji.io game logs, ``handNN.rbtying.txt`` with their
    ``handNN.debug.json`` and ``handNN.settings.json``, played under the platform's default room
    settings (the rules a log restates: docs/formats.md, rbtying)."""
    from ..gen.hands import generate_many
    from ..importers.rbtying_rules import rules_of
    from ..importers.rbtying_write import write

    v, _ = rules_of({})
    width = len(str(count))
    for i, g in enumerate(generate_many(count, seed, v, []), start=1):
        name = f"hand{str(i).zfill(width)}"
        log, debug, room = write(g.record, v, {})
        Path(out, f"{name}.rbtying.txt").write_text(log, encoding="utf-8")
        for kind, doc in (("debug", debug), ("settings", room)):
            Path(out, f"{name}.{kind}.json").write_text(
                json.dumps(doc, ensure_ascii=False, indent=2) + "\n", encoding="utf-8"
            )


def _write_matches(
    out: str, count: int, seed: int, v: Variant, kinds: list[str], hands: int, fmt: str = "sj"
) -> Manifest:
    """``count`` matches of ``hands`` hands, ``matchNN.sj``, the faults taken in turn (or a
    room log each, ``matchNN.jerryyyu.jsonl``; a Botzone log is one game, never a match)."""
    manifest: Manifest = {}
    width = len(str(count))
    for i in range(count):
        fault = kinds[i % len(kinds)] if kinds else None
        records, expected, ruled = _match(seed * 100_003 + i, v, hands, fault)
        name = f"match{str(i + 1).zfill(width)}{_WRITERS.get(fmt, '.sj')}"
        if fmt == "jerryyyu":
            from ..importers.jerryyyu import dumps as jerryyyu_dumps

            text = jerryyyu_dumps(records, variant=v, match=True)
        else:
            text = dumps(records)
        Path(out, name).write_text(text, encoding="utf-8")
        manifest[name] = [{"hand": h} | _expected(e) for h, e in expected] + ruled
    return manifest


def _match(
    seed: int, v: Variant, hands: int, fault: str | None
) -> tuple[list[HandRecord], Sequence[tuple[int, ExpectedFinding]], list[dict[str, Any]]]:
    """One match with ``fault``: its records, the faults they must raise, and (a ``ruling:``
    fault) the ruled hand and what the ruling does to it."""
    from ..gen.ends import END_FAULT_KINDS, generate_ends
    from ..gen.matches import generate_match, generate_ruled_match

    if fault is not None and fault in END_FAULT_KINDS:  # time:, redeal:, draw: lines
        return (*generate_ends(seed, v, hands, fault), [])
    if fault is not None and fault.startswith("ruling:"):  # a ruling and what it does
        records, expected, (hand, what) = generate_ruled_match(seed, v, hands, fault)
        return records, expected, [{"hand": hand} | what.manifest()]
    return (*generate_match(seed, v, hands, fault), [])


def _has_entries(folder: str) -> bool:
    """Whether ``folder`` exists and holds anything (a hidden file too)."""
    try:
        with os.scandir(folder) as entries:
            return next(entries, None) is not None
    except (FileNotFoundError, NotADirectoryError):
        return False
