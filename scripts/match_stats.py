"""What generated matches hold: bid kinds, overcalls, no-bid hands, re-buries, and that they check
clean.

python scripts/match_stats.py --matches 200 --hands 3
"""

from __future__ import annotations

import argparse
from collections import Counter

from shengji_cli.core.cards import LITTLE_JOKER
from shengji_cli.core.match import replay_match
from shengji_cli.core.record import HandRecord
from shengji_cli.core.variants import PRESETS, load_variant
from shengji_cli.gen.matches import generate_match


def first_kind(record: HandRecord) -> str:
    """The first bid's kind: single, pair or joker pair; or none."""
    if not record.bids:
        return "none"
    levels = [c for c in record.bids[0].cards if c < LITTLE_JOKER]
    if not levels:
        return "joker pair"
    return "pair" if len(levels) == 2 else "single"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--matches", type=int, default=200)
    ap.add_argument("--hands", type=int, default=3)
    args = ap.parse_args()
    print(
        f"{'preset':9} {'hands':>5} {'single':>7} {'pair':>6} {'jokers':>7} {'no bid':>7} "
        f"{'overcall':>8} {'NT':>5} {'rebury':>7} {'findings':>8}"
    )
    for preset in PRESETS:
        v = load_variant(preset)
        kinds: Counter[str] = Counter()
        over = nt = rebury = findings = total = 0
        for seed in range(args.matches):
            records, _ = generate_match(seed, v, args.hands)
            report = replay_match(records, v)
            findings += sum(len(r.violations) for r in report.reports)
            for record in records:
                total += 1
                kinds[first_kind(record)] += 1
                over += len({b.seat for b in record.bids}) > 1
                nt += record.trump == "NT"
                rebury += bool(record.reburied)
        share = {k: f"{100 * n / total:.0f}%" for k, n in kinds.items()}
        print(
            f"{preset:9} {total:5} {share.get('single', '0%'):>7} {share.get('pair', '0%'):>6} "
            f"{share.get('joker pair', '0%'):>7} {share.get('none', '0%'):>7} "
            f"{100 * over / total:7.0f}% "
            f"{100 * nt / total:4.0f}% {100 * rebury / total:6.1f}% {findings:8}"
        )


if __name__ == "__main__":
    main()
