"""Regenerate the generated records in ``examples/`` (hand-written ones are left alone).

    python scripts/make_examples.py

Each file gets a comment saying what it shows; the seeds are fixed, so the output is
the same every time.
"""

from __future__ import annotations

from pathlib import Path

from shengji_cli.core.record import HandRecord
from shengji_cli.core.variants import PRESETS, load_variant
from shengji_cli.core.vocab import Kind
from shengji_cli.gen.hands import generate
from shengji_cli.notation import dumps

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"

FAULTS = {
    Kind.ILLEGAL_FOLLOW: "a follower kept back cards the lead obliged him to play",
    Kind.FAILED_THROW: "a throw another seat could beat, played at the table as if it stood",
    Kind.WRONG_FORCED_PLAY: "after a failed throw the thrower played a unit the rules do not allow",
    Kind.FALSE_FAILED_THROW: "a throw marked as failed although no other seat could beat it",
    Kind.WRONG_LEADER: "a trick led by a seat that did not win the previous trick",
    Kind.WRONG_ORDER: "two seats played out of turn",
    Kind.CARD_NOT_HELD: "a seat played a card it was not dealt",
    Kind.CARD_COUNT: "a seat played one card too few to a lead",
    Kind.DECK: "a card appears three times",
    Kind.BURY: "the dealer buried a card that was not in the dealer's hand and the kitty",
    Kind.POINTS_MISMATCH: "the defenders' points recorded at the table are wrong",
    Kind.BOTTOM_MISMATCH: "the bottom's points or multiplier recorded at the table are wrong",
    Kind.LEVEL_MISMATCH: "the level change recorded at the table is wrong",
    Kind.PENALTY_MISMATCH: "the failed-throw penalty recorded at the table is wrong",
}


def with_comments(record: HandRecord, lines: list[str]) -> HandRecord:
    from dataclasses import replace

    return replace(record, comments=tuple(lines) + record.comments)


def main() -> None:
    for i, name in enumerate(PRESETS):
        v = load_variant(name)
        g = generate(2026 + i, v)
        rec = with_comments(
            g.record, [f"A clean full hand under the {name} preset: checks with no violation."]
        )
        (EXAMPLES / f"{name}_clean.sj").write_text(dumps([rec]), encoding="utf-8")
    v = load_variant("national")
    for kind, what in FAULTS.items():
        seed = 1
        while True:
            g = generate(seed, v, kind)
            if g.expected:
                break
            seed += 1
        where = ", ".join(f"trick {e.trick}" if e.trick else "the hand" for e in g.expected)
        seats = ", ".join(e.seat or "-" for e in g.expected)
        rec = with_comments(
            g.record, [f"Shows `{kind}`: {what}.", f"Expected: {kind} at {where}, seat {seats}."]
        )
        (EXAMPLES / f"{kind.replace('-', '_')}.sj").write_text(dumps([rec]), encoding="utf-8")
    (EXAMPLES / "dispute_failed_throw.sj").write_text(dumps([dispute()]), encoding="utf-8")
    print(f"wrote {len(PRESETS) + len(FAULTS) + 1} examples to {EXAMPLES}")


def dispute() -> HandRecord:
    """Seed 004's 9 8 8 4 4 throw, played as if it stood while E held ♠Q ♠Q (README walkthrough)."""
    import random

    from shengji_cli.core.cards import NUM_KINDS, parse_cards
    from shengji_cli.core.record import Play, Trick
    from shengji_cli.core.replay import context_for
    from shengji_cli.core.rules import example_follow

    v = load_variant("national")
    ctx = context_for(10, "H", v)
    fixed = {
        "N": parse_cards("SK SJ S7 S6 S3 D3"),
        "W": parse_cards("S9 S8 S8 S4 S4 DA"),
        "S": parse_cards("SA S6 S5 S2 S2"),
        "E": parse_cards("SQ SQ SK SJ S7"),
    }
    kitty_spades = parse_cards("SA S9 S5 S3")
    deck = [c for c in range(NUM_KINDS) for _ in range(2)]
    for c in [c for cards in fixed.values() for c in cards] + kitty_spades:
        deck.remove(c)
    rest = [c for c in deck if ctx.esuit[c] != 0]  # no more plain spades anywhere
    rng = random.Random(98844)
    rng.shuffle(rest)
    deals = {}
    for seat in ("N", "W", "S", "E"):
        need = 25 - len(fixed[seat])
        deals[seat] = fixed[seat] + rest[:need]
        rest = rest[need:]
    kitty = kitty_spades + rest
    assert len(kitty) == 8
    pool = deals["N"] + kitty
    buried = (
        kitty_spades
        + sorted(
            (c for c in pool if ctx.esuit[c] not in (0, 4) and c not in parse_cards("D3")),
            key=ctx.sort_key.__getitem__,
        )[:4]
    )
    hands = {s: list(deals[s]) for s in deals}
    hands["N"] = [c for c in pool]
    for c in buried:
        hands["N"].remove(c)
    lead1 = parse_cards("D3")
    t1 = [("N", lead1), ("W", parse_cards("DA"))]
    for seat in ("S", "E"):
        t1.append((seat, list(example_follow(lead1, hands[seat], ctx, v))))
    throw = parse_cards("S9 S8 S8 S4 S4")
    t2 = [("W", throw)]
    for seat, hand in (("S", hands["S"]), ("E", hands["E"]), ("N", hands["N"])):
        t2.append((seat, sorted(c for c in hand if ctx.esuit[c] == 0)))
    tricks = tuple(
        Trick(i, tuple(Play(s, tuple(ctx.sort(c))) for s, c in plays), 0)
        for i, plays in enumerate((t1, t2), start=1)
    )
    return HandRecord(
        variant="national",
        seats=("N", "W", "S", "E"),
        dealer="N",
        level=10,
        trump="H",
        deals=tuple((s, tuple(ctx.sort(deals[s]))) for s in ("N", "W", "S", "E")),
        kitty=tuple(ctx.sort(kitty)),
        buried=tuple(ctx.sort(buried)),
        tricks=tricks,
        comments=(
            "A dispute (README walkthrough): at trick 2 W threw ♠9 ♠8 ♠8 ♠4 ♠4 and the table let",
            "it stand.  E held ♠Q ♠Q (and S the ♠A): seed 004's own example of a throw that fails.",
            "Shows `failed-throw`: at trick 2, seat W; the hand is recorded only to trick 2.",
        ),
    )


if __name__ == "__main__":
    main()
