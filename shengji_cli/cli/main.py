"""The ``shengji`` command: text → record → replay → report.

Exit codes: 0 all clean, 1 a violation or claim mismatch, 2 input that could not be read.
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any, NoReturn

import click
from tabulate import tabulate

from ..core.cards import Card, card_str, card_symbol, points_of
from ..core.replay import context_for
from ..core.rules import (
    bottom_multiplier,
    example_follow,
    level_change,
    obligations,
    trick_result,
    verify_follow,
)
from ..core.variants import PRESETS, Variant, load_variant, param_docs
from ..notation import dumps
from ..report.catalog import render
from ..report.lang import resolve_lang
from .common import (
    fail,
    get_cards,
    get_context,
    get_level,
    get_trump,
    get_variant,
    record_point,
)
from .throw import throw

FORMATS = click.Choice(["text", "table", "json", "jsonl", "csv"])
LANGS = click.Choice(["en", "zh"])


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="shengji-cli")
def main() -> None:
    """Referee's tool for two-deck Sheng Ji (升级 / 拖拉机 / 双升 / 80分)."""


# ---------------------------------------------------------------- check / fmt


def _run_batch(files: Sequence[str], options: Any, jobs: int | None, output: str | None,
               summary: str | None, progress: bool | None, errors_to_stderr: bool) -> NoReturn:
    from ..batch.pool import cpu_count
    from ..batch.run import run_check
    err = sys.stderr
    if progress is None:
        progress = _isatty(err)
    sys.stdout.flush()
    code = run_check(files, options, jobs=jobs or cpu_count(), out=sys.stdout.buffer, err=err,
                     output=output, summary=summary, progress=progress, errors_to_stderr=errors_to_stderr)
    if code >= 128:
        # Interrupted, or stdout closed (141): everything is cleaned up; leave at once.  A
        # worker killed by the same signal may have left the pool's pipe half-written, and
        # the interpreter's exit handlers would wait on it for ever.
        err.flush()
        os._exit(code)
    sys.exit(code)


def _isatty(stream: Any) -> bool:
    try:
        return bool(stream.isatty())
    except (AttributeError, ValueError):
        return False


@main.command()
@click.argument("files", nargs=-1, required=True)
@click.option("--variant", "variant", default=None, help="Preset name or variant file (overrides the records' variant: line).")
@click.option("--format", "fmt", type=FORMATS, default="text", show_default=True,
              help="Per-hand output; jsonl and csv stream one row per hand.")
@click.option("--lang", type=LANGS, default="en", show_default=True)
@click.option("--parse-only", is_flag=True, help="Only parse, and print the records in canonical form.")
@click.option("--summary", is_flag=True,
              help="Print only a summary of the batch: files, hands, clean hands, violations by kind, "
                   "unreadable files (a table; JSON with --format json/jsonl).")
@click.option("--jobs", "-j", type=click.IntRange(min=1), default=None,
              help="Worker processes (default: one per core). Results keep the input order.")
@click.option("--output", "-o", type=click.Path(dir_okay=False), default=None,
              help="Write the report to FILE, atomically: FILE appears only once the run is complete.")
@click.option("--progress/--no-progress", default=None,
              help="Progress bar on stderr (default: when stderr is a terminal).")
def check(files: tuple[str, ...], variant: str | None, fmt: str, lang: str, parse_only: bool, summary: bool,
          jobs: int | None, output: str | None, progress: bool | None) -> None:
    """Replay each hand, report violations, points, bottom and level change.

    FILES are record files, folders (searched recursively for *.sj) or - for stdin. A file
    that cannot be read is reported and the batch goes on; the exit code is the worst seen:
    0 all clean, 1 a violation, 2 something unreadable.
    """
    from ..batch.work import Mode, Options
    v = get_variant(variant) if variant is not None else None
    if parse_only:
        _run_batch(files, Options(v, Mode.PARSE), jobs, output, None, progress, True)
    fmt = "text" if fmt == "table" else fmt
    options = Options(v, Mode.CHECK, fmt, resolve_lang(lang))
    # Unreadable input is named on stderr too, unless the text report on the terminal says it.
    _run_batch(files, options, jobs, output, ("json" if fmt in ("json", "jsonl") else "table") if summary else None,
               progress, summary or fmt != "text" or output is not None)


@main.command()
@click.argument("files", nargs=-1, required=True)
@click.option("--jobs", "-j", type=click.IntRange(min=1), default=None, help="Worker processes (default: one per core).")
@click.option("--output", "-o", type=click.Path(dir_okay=False), default=None, help="Write to FILE, atomically.")
def fmt(files: tuple[str, ...], jobs: int | None, output: str | None) -> None:
    """Parse records and print them in the canonical form (same as check --parse-only)."""
    from ..batch.work import Mode, Options
    _run_batch(files, Options(None, Mode.PARSE), jobs, output, None, None, True)


# ---------------------------------------------------------------- variants


@main.group(invoke_without_command=True)
@click.pass_context
def variants(ctx: click.Context) -> None:
    """List the presets; `variants show NAME`, `variants diff A B`."""
    if ctx.invoked_subcommand is None:
        rows = [[v.name, v.version, v.description] for v in (load_variant(p) for p in PRESETS)]
        click.echo(tabulate(rows, headers=["preset", "version", "description"], tablefmt="simple", disable_numparse=True))


def _value(v: Any) -> str:
    if isinstance(v, tuple) and v and hasattr(v[0], "at"):
        return ", ".join(f"≥{s.at}: {s.side} +{s.levels}" for s in v)
    if isinstance(v, tuple):
        return "[" + ", ".join(str(x) for x in v) + "]"
    return str(v).lower() if isinstance(v, bool) else str(v)


@variants.command("show")
@click.argument("name")
def variants_show(name: str) -> None:
    """Print every parameter of a variant."""
    v = get_variant(name)
    docs = param_docs()
    rows = [[k, _value(val), docs[k].en if k in docs else ""] for k, val in v.flat().items()]
    click.echo(tabulate(rows, headers=["parameter", "value", "meaning"], tablefmt="simple", maxcolwidths=[None, 50, 60], disable_numparse=True))


@variants.command("diff")
@click.argument("a")
@click.argument("b")
def variants_diff(a: str, b: str) -> None:
    """Show the parameters where two variants differ."""
    va, vb = get_variant(a).flat(), get_variant(b).flat()
    rows = [[k, _value(va.get(k, "—")), _value(vb.get(k, "—"))] for k in list(dict.fromkeys([*va, *vb]))
            if va.get(k) != vb.get(k) and not k.startswith(("articles.", "rulings.", "rulings_zh.", "description"))]
    click.echo(tabulate(rows, headers=["parameter", a, b], tablefmt="simple", maxcolwidths=[None, 45, 45], disable_numparse=True))


# ---------------------------------------------------------------- quick queries


def _emit(data: dict[str, Any], fmt: str, text: str) -> None:
    if fmt == "json":
        click.echo(json.dumps(data, ensure_ascii=False, indent=2))
    else:
        click.echo(text)


def _ascii(cards: Sequence[Card]) -> list[str]:
    return [card_str(c) for c in cards]


def _sym(cards: Sequence[Card]) -> str:
    return " ".join(card_symbol(c) for c in cards)


@main.command()
@click.argument("plays", nargs=4)
@click.option("--trump", required=True, help="Trump suit or NT.")
@click.option("--level", required=True, help="Level rank (2..A).")
@click.option("--variant", default=None)
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text")
def trick(plays: tuple[str, ...], trump: str, level: str, variant: str | None, fmt: str) -> None:
    """Judge one trick: four plays in order, the lead first."""
    v, ctx = get_context(variant, level, trump)
    cards = [get_cards(p, f"play {i + 1}") for i, p in enumerate(plays)]
    for i, c in enumerate(cards[1:], start=2):
        if len(c) != len(cards[0]):
            fail(f"play {i} has {len(c)} cards; the lead has {len(cards[0])}")
    res = trick_result(cards, ctx, v)
    data = {"winner": res.winner, "standings": list(res.standings), "points": res.points,
            "plays": [_ascii(c) for c in cards], "variant": v.name, "variant_version": v.version}
    rows = [[i, _sym(c), s] for i, (c, s) in enumerate(zip(cards, res.standings, strict=True))]
    text = tabulate(rows, headers=["#", "play", "standing"], tablefmt="simple") + \
        f"\nwinner: play {res.winner} ({_sym(cards[res.winner])}); points {res.points}"
    _emit(data, fmt, text)


@main.command()
@click.option("--lead", default=None, help="The cards led.")
@click.option("--hand", default=None, help="The follower's whole hand before playing.")
@click.option("--trump", default=None)
@click.option("--level", default=None)
@click.option("--play", default=None, help="A play to judge.")
@click.option("--record", "record_file", default=None, type=click.Path(dir_okay=False),
              help="Take lead, hand, trump and level (and the play) from a record.")
@click.option("--trick", "trick_no", type=click.IntRange(min=1), default=None, help="With --record: the trick.")
@click.option("--seat", default=None, help="With --record: the follower's seat.")
@click.option("--variant", default=None)
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text")
def follow(lead: str | None, hand: str | None, trump: str | None, level: str | None, play: str | None,
           record_file: str | None, trick_no: int | None, seat: str | None, variant: str | None, fmt: str) -> None:
    """What the rules oblige a hand to play to a lead, and whether a play is legal."""
    play_c: tuple[Card, ...] | None = get_cards(play, "--play") if play is not None else None
    if record_file is not None:
        v, ctx, lead_c, hand_c, recorded = _follow_from_record(record_file, trick_no, seat, variant)
        if play_c is None:
            play_c = recorded
    else:
        if lead is None or hand is None or trump is None or level is None:
            fail("give --lead, --hand, --trump and --level (or --record FILE --trick N --seat S)")
        v, ctx = get_context(variant, level, trump)
        lead_c, hand_c = get_cards(lead, "--lead"), get_cards(hand, "--hand")
    if len({ctx.esuit[c] for c in lead_c}) != 1:
        fail("--lead: a lead must be cards of one suit (or all trumps)")
    if len(hand_c) < len(lead_c):
        fail(f"--hand holds {len(hand_c)} cards, fewer than the {len(lead_c)} led")
    obls = [render(o) for o in obligations(lead_c, hand_c, ctx, v)]
    examples, count, exact = _legal_plays(lead_c, hand_c, ctx, v)
    legal: bool | None = None
    reason = ""
    if play_c is not None:
        from collections import Counter
        if len(play_c) != len(lead_c):
            legal, reason = False, f"played {len(play_c)} cards to a lead of {len(lead_c)}"
        elif Counter(play_c) - Counter(hand_c):
            legal, reason = False, "the play holds cards the hand does not"
        else:
            verdict = verify_follow(lead_c, hand_c, play_c, ctx, v)
            legal = verdict is None
            reason = "legal" if verdict is None else render(verdict.reason)
    data = {"legal": legal, "reason": reason, "obligations": obls, "legal_count": count, "legal_count_exact": exact,
            "examples": [_ascii(e) for e in examples], "variant": v.name}
    lines = ["obligations:"] + [f"  - {o}" for o in obls]
    lines.append(f"legal plays: {count}" + ("" if exact else " (at least: stopped counting)"))
    lines += [f"  e.g. {_sym(e)}" for e in examples]
    if play_c is not None:
        lines.append(f"play {_sym(play_c)}: {'legal' if legal else 'ILLEGAL — ' + reason}")
    _emit(data, fmt, "\n".join(lines))
    if legal is False:
        sys.exit(1)


_ENUM_LIMIT = 100_000


def _follow_from_record(path: str, trick_no: int | None, seat: str | None, variant: str | None
                        ) -> tuple[Variant, Any, tuple[Card, ...], tuple[Card, ...], tuple[Card, ...]]:
    """Variant, context, lead, the seat's hand and its recorded play at a trick of a record."""
    point = record_point(path, trick_no, seat, variant)
    record, v, ctx, holdings = point.record, point.variant, point.ctx, point.holdings
    assert trick_no is not None and seat is not None
    if trick_no > len(record.tricks):
        fail(f"{path}: the record has {len(record.tricks)} tricks, not {trick_no}")
    trick_rec = record.tricks[trick_no - 1]
    plays = {p.seat: p for p in trick_rec.plays}
    if seat not in plays or seat == trick_rec.plays[0].seat:
        fail(f"--seat: {seat!r} does not follow in trick {trick_no}")
    return v, ctx, trick_rec.plays[0].cards, tuple(holdings[seat]), plays[seat].cards


def _sub_multisets(counts: Sequence[tuple[Card, int]], size: int) -> Iterator[tuple[Card, ...]]:
    """Every distinct sub-multiset of ``size`` cards, given (kind, copies) pairs."""
    if size == 0:
        yield ()
        return
    if not counts or sum(n for _, n in counts) < size:
        return
    (kind, n), rest = counts[0], counts[1:]
    for take in range(min(n, size), -1, -1):
        for tail in _sub_multisets(rest, size - take):
            yield (kind,) * take + tail


def _count_sub_multisets(counts: Sequence[int], size: int) -> int:
    """How many distinct sub-multisets of ``size`` cards: the x^size coefficient of Π(1 + … + x^n)."""
    poly = [1]
    for n in counts:
        new = [0] * (len(poly) + n)
        for i, a in enumerate(poly):
            for j in range(n + 1):
                new[i + j] += a
        poly = new
    return poly[size] if size < len(poly) else 0


def _legal_plays(lead: Sequence[Card], hand: Sequence[Card], ctx: Any, v: Variant
                 ) -> tuple[list[tuple[Card, ...]], int, bool]:
    """A few legal plays, how many distinct legal plays there are, and whether that count is exact.

    Holding no more cards of the led suit than were led, every such card is played and the
    rest is any choice from the other suits (counted, not listed); otherwise the distinct
    choices from the suit are judged one by one, up to ``_ENUM_LIMIT``.
    """
    from collections import Counter
    suit = ctx.esuit[lead[0]]
    held = Counter(c for c in hand if ctx.esuit[c] == suit)
    examples = [tuple(sorted(example_follow(lead, hand, ctx, v)))]
    if sum(held.values()) <= len(lead):
        rest = Counter(c for c in hand if ctx.esuit[c] != suit)
        need = len(lead) - sum(held.values())
        count = _count_sub_multisets(list(rest.values()), need)
        base = tuple(held.elements())
        for tail in _sub_multisets(sorted(rest.items()), need):
            play = tuple(sorted(base + tail))
            if play not in examples:
                examples.append(play)
            if len(examples) >= 5:
                break
        return examples, count, True
    count, seen = 0, 0
    for combo in _sub_multisets(sorted(held.items()), len(lead)):
        seen += 1
        if seen > _ENUM_LIMIT:
            return examples, count, False
        if verify_follow(lead, hand, combo, ctx, v) is None:
            count += 1
            combo = tuple(sorted(combo))
            if len(examples) < 5 and combo not in examples:
                examples.append(combo)
    return examples, count, True


@main.command()
@click.option("--points", required=True, type=int, help="Defenders' points from tricks (penalties included).")
@click.option("--bottom", "bottom", default=None, help="The buried cards.")
@click.option("--last", default=None, help="Last trick's lead: single, pair, tractor:N, or CARDS.")
@click.option("--last-won-by", type=click.Choice(["defenders", "dealer"]), default="defenders")
@click.option("--trump", default="NT", help="Trump (only needed when --last is CARDS).")
@click.option("--level", default="2", help="Level (only needed when --last is CARDS).")
@click.option("--levels", default=None, help="DEALER_RANK:DEFENDERS_RANK, the two sides' levels before the hand.")
@click.option("--dug-with-level", is_flag=True, help="The defenders won the last trick with a level card (shenzhen J/A rule).")
@click.option("--variant", default=None)
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text")
@click.option("--lang", type=click.Choice(["en", "zh"]), default="en")
def score(points: int, bottom: str | None, last: str | None, last_won_by: str, trump: str, level: str,
          levels: str | None, dug_with_level: bool, variant: str | None, fmt: str, lang: str) -> None:
    """Defenders' points (and the bottom) → multiplier, level change, next dealer, per variant."""
    from ..core.levels import advance, rank_name
    v = get_variant(variant)
    bpoints = points_of(get_cards(bottom, "--bottom")) if bottom else 0
    mult = _last_multiplier(last or "single", trump, level, v) if bottom else 1
    awarded = bpoints * mult if last_won_by == "defenders" else 0
    total = points + awarded
    change = level_change(total, v)
    result: dict[str, Any] = {"side": change.side, "levels": change.levels,
                              "next_dealer": "dealer's partner" if change.side == "dealer" else "dealer's 下家"}
    zh = lang == "zh"
    side_name = ({"dealer": "庄家方", "defenders": "闲家"} if zh else {"dealer": "dealer side", "defenders": "defenders"})
    lines = [f"{'底牌' if zh else 'bottom'}: {bpoints} x{mult} = {awarded}",
             f"{'闲家得分' if zh else 'defenders' + chr(39) + ' points'}: {total}",
             f"{'结果' if zh else 'result'}: {side_name[change.side]} +{change.levels} ({v.name} {v.version})"]
    if levels is not None:
        d_text, sep, f_text = levels.partition(":")
        if not sep:
            fail(f"--levels: expected DEALER_RANK:DEFENDERS_RANK such as 6:10, got {levels!r}")
        before_d, before_f = get_level(d_text), get_level(f_text)
        o = advance(before_d, before_f, change, v, dug_with_level)
        result.update(side=o.side, gained=o.gained, dealer_level=rank_name(o.dealer_level),
                      defenders_level=rank_name(o.defenders_level), stopped_at=rank_name(o.stopped_at) if o.stopped_at else None,
                      deducted=o.deducted, winner=o.winner, wrapped=o.wrapped,
                      next_dealer="dealer's partner" if o.side == "dealer" else "dealer's 下家")
        lines.append(f"{'级' if zh else 'levels'}: {side_name['dealer']} {rank_name(before_d)} → {rank_name(o.dealer_level)}, "
                     f"{side_name['defenders']} {rank_name(before_f)} → {rank_name(o.defenders_level)}")
        if o.stopped_at:
            lines.append(f"stopped on the must-play level {rank_name(o.stopped_at)}"
                         + (f"; {o.deducted} level(s) deducted from the other side" if o.deducted else ""))
        if dug_with_level and o.gained < 0:
            lines.append(f"the bottom was dug with a {rank_name(before_d)}: the dealer side restarts from {rank_name(o.dealer_level)}")
        if o.winner:
            lines.append(f"the {side_name[o.winner]} pass {rank_name(v.match.final_level)} and win the match")
    lines.append(f"{'下一庄家' if zh else 'next dealer'}: {result['next_dealer']}")
    data = {"bottom": {"points": bpoints, "multiplier": mult, "awarded": awarded}, "defenders_points": total,
            "result": result, "variant": v.name, "variant_version": v.version}
    _emit(data, fmt, "\n".join(lines))


def _last_multiplier(last: str, trump: str, level: str, v: Variant) -> int:
    from ..core.rules import kind_multiplier
    key = last.strip().lower()
    if key in ("single", "pair"):
        return kind_multiplier(key, 1, v)
    if key.startswith("tractor:"):
        try:
            n = int(key.split(":", 1)[1])
        except ValueError:
            fail(f"--last: expected tractor:N, got {last!r}")
        if n < 2:
            fail("--last: a tractor has at least 2 pairs")
        return kind_multiplier("tractor", n, v)
    ctx = context_for(get_level(level), get_trump(trump), v)
    cards = get_cards(last, "--last")
    if len({ctx.esuit[c] for c in cards}) != 1:
        fail("--last: the last lead must be cards of one suit")
    return bottom_multiplier(cards, ctx, v)


@main.command()
@click.option("--count", type=click.IntRange(min=1), default=10, show_default=True)
@click.option("--seed", type=int, default=0, show_default=True)
@click.option("--variant", default="national", show_default=True)
@click.option("--out", "out", type=click.Path(file_okay=False), required=True)
@click.option("--faults", default=None,
              help="Comma-separated violation kinds to inject (one per file, cycling); an unknown kind "
                   "is refused with the list of those the generator injects.")
@click.option("--match", "match_hands", type=click.IntRange(min=2), default=None,
              help="Write whole matches of N hands (with bids) instead of single hands.")
def gen(count: int, seed: int, variant: str, out: str, faults: str | None, match_hands: int | None) -> None:
    """Generate random legal hand records (seeded), optionally with injected faults.

    Writes one .sj file per hand (or per match) into OUT and a manifest.json naming, for
    each file, the violations it must raise.  Same seed, same files, byte for byte.
    """
    from ..gen.hands import generate_many
    from ..gen.matches import generate_match
    v = get_variant(variant)
    kinds = [k.strip() for k in faults.split(",")] if faults else []
    os.makedirs(out, exist_ok=True)
    manifest: dict[str, list[dict[str, Any]]] = {}
    width = len(str(count))
    try:
        if match_hands is None:
            for i, g in enumerate(generate_many(count, seed, v, kinds), start=1):
                name = f"hand{str(i).zfill(width)}.sj"
                Path(out, name).write_text(dumps([g.record]), encoding="utf-8")
                manifest[name] = [{"kind": e.kind, "trick": e.trick, "seat": e.seat} for e in g.expected]
        else:
            for i in range(count):
                fault = kinds[i % len(kinds)] if kinds else None
                records, expected = generate_match(seed * 100_003 + i, v, match_hands, fault)
                name = f"match{str(i + 1).zfill(width)}.sj"
                Path(out, name).write_text(dumps(records), encoding="utf-8")
                manifest[name] = [{"hand": h, "kind": e.kind, "trick": e.trick, "seat": e.seat}
                                  | ({"detail": e.detail} if e.detail else {}) for h, e in expected]
    except ValueError as exc:
        fail(str(exc))
    Path(out, "manifest.json").write_text(json.dumps(manifest, indent=2, sort_keys=True) + "\n", encoding="utf-8")
    click.echo(f"wrote {count} {'matches' if match_hands else 'hands'} to {out}")


main.add_command(throw)

if __name__ == "__main__":  # pragma: no cover
    main()
