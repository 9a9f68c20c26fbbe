"""``shengji gen``: seeded random records (hands or whole matches) and their manifest."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import click

from ..core.messages import Msg
from ..notation import dumps
from ..report.lang import Lang
from .common import echo, fail, get_variant, lang_option, reason
from .help import option
from .usage import Command, Int, IntRange
from .usage import Path as PathType


@click.command(cls=Command, help="cli.help.gen")
@option("--count", type=IntRange(min=1), default=10, show_default=True)
@option("--seed", type=Int(), default=0, show_default=True)
@option("--variant", default="national", show_default=True)
@option("--out", "out", type=PathType(file_okay=False), required=True)
@option("--force", is_flag=True, help="cli.help.gen.opt.force")
@option("--faults", default=None, help="cli.help.gen.opt.faults")
@option("--match", "match_hands", type=IntRange(min=2), default=None, help="cli.help.gen.opt.match")
@lang_option
def gen(
    count: int,
    seed: int,
    variant: str,
    out: str,
    force: bool,
    faults: str | None,
    match_hands: int | None,
    lang: Lang,
) -> None:
    """``shengji gen``: seeded random records and the manifest of the faults injected; into a
    folder that is new or empty, unless ``--force`` (same-named files replaced, none removed)."""
    # The generator is imported here: the other commands start without it.
    from ..gen.ends import END_FAULT_KINDS, generate_ends
    from ..gen.hands import generate_many
    from ..gen.matches import generate_match, generate_ruled_match

    if not force and _has_entries(out):
        fail(Msg.of("gen.out-not-empty", out=out), lang)
    v = get_variant(variant, lang)
    kinds = [k.strip() for k in faults.split(",")] if faults else []
    os.makedirs(out, exist_ok=True)
    manifest: dict[str, list[dict[str, Any]]] = {}
    width = len(str(count))
    try:
        if match_hands is None:
            for i, g in enumerate(generate_many(count, seed, v, kinds), start=1):
                name = f"hand{str(i).zfill(width)}.sj"
                Path(out, name).write_text(dumps([g.record]), encoding="utf-8")
                manifest[name] = [
                    {"kind": e.kind, "trick": e.trick, "seat": e.seat}
                    | ({"detail": e.detail} if e.detail else {})
                    for e in g.expected
                ]
        else:
            for i in range(count):
                fault = kinds[i % len(kinds)] if kinds else None
                ruled: list[dict[str, Any]] = []
                if fault is not None and fault in END_FAULT_KINDS:  # time:, redeal:, draw: lines
                    records, expected = generate_ends(seed * 100_003 + i, v, match_hands, fault)
                elif fault is not None and fault.startswith("ruling:"):  # a ruling and what it does
                    records, expected, (hand, what) = generate_ruled_match(
                        seed * 100_003 + i, v, match_hands, fault
                    )
                    ruled = [{"hand": hand} | what.manifest()]
                else:
                    records, expected = generate_match(seed * 100_003 + i, v, match_hands, fault)
                name = f"match{str(i + 1).zfill(width)}.sj"
                Path(out, name).write_text(dumps(records), encoding="utf-8")
                manifest[name] = [
                    {"hand": h, "kind": e.kind, "trick": e.trick, "seat": e.seat}
                    | ({"detail": e.detail} if e.detail else {})
                    for h, e in expected
                ] + ruled
    except ValueError as exc:
        fail(reason(exc), lang)
    Path(out, "manifest.json").write_text(
        json.dumps(manifest, indent=2, sort_keys=True) + "\n", encoding="utf-8"
    )
    echo("cli.gen.wrote-matches" if match_hands else "cli.gen.wrote-hands", lang, n=count, out=out)


def _has_entries(folder: str) -> bool:
    """Whether ``folder`` exists and holds anything (a hidden file too)."""
    try:
        with os.scandir(folder) as entries:
            return next(entries, None) is not None
    except (FileNotFoundError, NotADirectoryError):
        return False
