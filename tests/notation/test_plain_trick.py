"""The reader's fast way for a trick line as the writer writes it (``_Block.plain_trick``) reads
exactly what the trick pattern reads — the same plays, cards, lines and columns — and leaves
every other line to the pattern."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from shengji_cli.core.variants import NAMED, load_variant
from shengji_cli.gen.hands import generate, hand_seed
from shengji_cli.notation import dumps, loads
from shengji_cli.notation.cards import CARD_CACHE
from shengji_cli.notation.reader import _Block


def _block(text: str) -> _Block:
    block = _Block("t.sj", text.split("\n"), 1)
    block.seats = ("N", "E", "S", "W")
    return block


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(NAMED), st.integers(0, 10_000), st.integers(0, 3))
def test_a_written_trick_line_reads_as_the_pattern_reads_it(
    preset: str, seed: int, indent: int
) -> None:
    record = generate(hand_seed(seed, 0), load_variant(preset)).record
    text = dumps([record])
    loads(text)  # the card texts are read once (and cached), as in a file of many hands
    lines = [line for line in text.split("\n") if line[:1].isdigit()]
    block = _block(text)
    block.seats = record.seats
    taken = 0
    for line in lines:
        plain = block.plain_trick(line, 7, indent)
        matched = block.matched_trick(line, 7, indent)
        assert matched is not None
        if plain is not None:
            taken += 1
            assert plain == matched
        else:  # a failed throw, or a card text not read before
            assert "->" in line or any(
                p.split(" ", 1)[1] not in CARD_CACHE for p in line.split(". ", 1)[1].split(" | ")
            )
    assert taken >= len(lines) // 2


def test_other_lines_are_left_to_the_pattern() -> None:
    line = "1. N ♠A | E ♠3 | S ♠5 | W ♠K"
    loads("seats: N E S W\n" + line + "\n")
    block = _block("")
    assert block.plain_trick(line, 1, 0) == block.matched_trick(line, 1, 0) is not None
    for line in (
        "1.  N ♠A | E ♠3 | S ♠5 | W ♠K",  # two spaces
        "1. N ♠A | E ♠3 | S ♠5",  # three plays
        "1. X ♠A | E ♠3 | S ♠5 | W ♠K",  # a seat not in seats:
        "١. N ♠A | E ♠3 | S ♠5 | W ♠K",  # a digit the pattern refuses
        "1. N ♠A ♠K -> ♠A | E ♠3 | S ♠5 | W ♠K",
        "1. N ♠A|E ♠3 | S ♠5 | W ♠K",
    ):
        assert block.plain_trick(line, 1, 0) is None, line
