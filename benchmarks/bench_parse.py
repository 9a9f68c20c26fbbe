"""Parse-only speed of :func:`shengji_cli.notation.loads` on full hands.

Builds N hands deterministically (4 seats, full deals and kitty, 25 tricks of random cards
with the odd failed throw, claims), joins them into one record text, and times ``loads``;
with ``--repeat R`` it reports the best of R runs (the first run fills the card caches)::

    python benchmarks/bench_parse.py --hands 2000
"""

from __future__ import annotations

import argparse
import random
import time

from shengji_cli.core.cards import NUM_KINDS
from shengji_cli.core.record import Claims, HandRecord, Play, ResultClaim, Trick
from shengji_cli.notation import dumps, loads

SEATS = ("N", "W", "S", "E")


def make_hand(rng: random.Random) -> HandRecord:
    """One full hand: real deals, random (not legal) trick plays."""
    deck = [k for k in range(NUM_KINDS) for _ in range(2)]
    rng.shuffle(deck)
    deals = tuple((seat, tuple(deck[25 * i : 25 * i + 25])) for i, seat in enumerate(SEATS))
    tricks = []
    for n in range(1, 26):
        size = rng.choice((1, 1, 1, 2, 2, 4))
        plays = []
        for seat in SEATS:
            cards = tuple(rng.sample(deck, size))
            attempted = tuple(rng.sample(deck, size + 2)) if rng.random() < 0.01 else None
            plays.append(Play(seat, cards, attempted))
        tricks.append(Trick(n, tuple(plays)))
    return HandRecord(
        variant="national",
        seats=SEATS,
        dealer=rng.choice(SEATS),
        level=rng.randint(2, 14),
        trump=rng.choice(("S", "H", "C", "D", "NT")),
        deals=deals,
        kitty=tuple(deck[100:]),
        buried=tuple(rng.sample(deck, 8)),
        tricks=tuple(tricks),
        claims=Claims(
            points=5 * rng.randint(0, 40),
            bottom_points=5 * rng.randint(0, 8),
            bottom_multiplier=rng.choice((2, 4, 8)),
            result=ResultClaim(rng.choice(("dealer", "defenders")), rng.randint(0, 3)),
        ),
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=2000, help="number of hands (default 2000)")
    parser.add_argument("--seed", type=int, default=1, help="random seed (default 1)")
    parser.add_argument("--repeat", type=int, default=1, help="runs; the best counts (default 1)")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    text = dumps(make_hand(rng) for _ in range(args.hands))
    elapsed = float("inf")
    for _ in range(args.repeat):
        start = time.perf_counter()
        records = loads(text, "<bench>")
        elapsed = min(elapsed, time.perf_counter() - start)
        assert len(records) == args.hands
        del records
    print(
        f"parse-only: {args.hands} hands in {elapsed:.3f} s = {args.hands / elapsed:,.0f} hands/s"
    )


if __name__ == "__main__":
    main()
