"""The native reader of plain notation against the Python reader (the oracle): on every example,
on generated hands of every preset (clean and faulty), and on their lines mutated at random, the
native reader either declines or reads exactly the record the Python reader reads."""

from __future__ import annotations

import os
import random
from pathlib import Path
from typing import Any

import pytest

from shengji_cli.core.backend import native
from shengji_cli.core.record import HandRecord
from shengji_cli.core.variants import PRESETS, Variant, load_variant
from shengji_cli.gen.errors import GenError
from shengji_cli.gen.faults import FAULT_KINDS, RULE_FAULT_KINDS
from shengji_cli.gen.hands import Generated, generate, hand_seed
from shengji_cli.notation import ParseError, dumps
from shengji_cli.notation.reader import parse_blocks

NATIVE = native()
pytestmark = pytest.mark.skipif(NATIVE is None, reason="the native extension is not built")

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
SCALE = int(os.environ.get("SHENGJI_NATIVE_SCALE", "1"))
FAULTS = [*FAULT_KINDS, *RULE_FAULT_KINDS]
"""Every kind the generator injects (``gen/faults.py``), in turn."""


def generated(seed: int, v: Variant, i: int) -> Generated:
    """Hand ``i`` of ``seed``: clean when ``i`` is even, else with one fault (the kinds in turn;
    clean where the preset has no rule for the kind)."""
    fault = None if i % 2 == 0 else FAULTS[(i // 2) % len(FAULTS)]
    try:
        return generate(hand_seed(seed, i), v, fault)
    except GenError:
        return generate(hand_seed(seed, i), v)


def as_tuple(r: HandRecord) -> tuple[Any, ...]:
    """A record as the native reader's tuples hold it."""
    c = r.claims
    result = None if c.result is None else (str(c.result.side), c.result.levels)
    tricks = [
        (t.number, [(p.seat, list(p.cards), _list(p.attempted)) for p in t.plays]) for t in r.tricks
    ]
    return (
        r.line,
        r.variant,
        None if r.seats is None else list(r.seats),
        r.dealer,
        r.level,
        None if r.trump is None else str(r.trump),
        [(s, list(cards)) for s, cards in r.deals],
        _list(r.kitty),
        _list(r.buried),
        tricks,
        (c.points, c.bottom_points, c.bottom_multiplier, result, list(c.penalties)),
    )


def _list(cards: tuple[int, ...] | None) -> list[int] | None:
    return None if cards is None else list(cards)


def plain_only(r: HandRecord) -> bool:
    """Whether a record holds only what the native reader reads."""
    return not (
        r.reburied
        or r.levels
        or r.teams
        or r.bids
        or r.no_bid
        or r.rulings
        or r.turned is not None
        or r.claims.winners
        or r.claims.levels_after
        or r.time is not None
        or r.redeal is not None
        or r.draws
    )


def _plain(value: Any) -> Any:
    """The native tuples with their card bytes as lists of ints (PyO3 gives ``bytes``)."""
    if isinstance(value, bytes):
        return list(value)
    if isinstance(value, (list, tuple)):
        return type(value)(_plain(x) for x in value)
    return value


def agree(text: str, first_line: int = 1) -> bool | None:
    """Assert the two readers agree on ``text``: ``True`` when the native one read it, ``False``
    when it declined (and ``None`` when it declined text that holds an error)."""
    assert NATIVE is not None
    got = _plain(NATIVE.parse_plain(text, first_line))
    want = parse_blocks(text, "x.sj", line=first_line)
    if got is None:
        return None if any(isinstance(w, ParseError) for w in want) else False
    assert all(isinstance(w, HandRecord) for w in want), text
    assert got == [as_tuple(w) for w in want if isinstance(w, HandRecord)], text
    return True


def test_every_plain_example_reads_the_same() -> None:
    read = 0
    for path in sorted(EXAMPLES.rglob("*.sj")):
        read += agree(path.read_text(encoding="utf-8")) is True
    assert read >= 10  # the plain examples are read natively


@pytest.mark.parametrize("preset", PRESETS)
def test_generated_hands_read_the_same(preset: str) -> None:
    v = load_variant(preset)
    for i in range(40 * SCALE):
        g = generated(7, v, i)
        text = dumps([g.record])
        assert agree(text, 1 + i % 3) is (True if plain_only(g.record) else False), text


def _mutated(text: str, rng: random.Random) -> str:
    """``text`` with one small edit: a character dropped, doubled or replaced, or a line
    repeated or swapped."""
    lines = text.split("\n")
    n = rng.randrange(len(lines))
    line = lines[n]
    edit = rng.randrange(5)
    if edit == 3:
        lines.insert(n, line)
    elif edit == 4:
        m = rng.randrange(len(lines))
        lines[n], lines[m] = lines[m], lines[n]
    elif line:
        at = rng.randrange(len(line))
        new = rng.choice(" :|.->#1KxX+sNAEWjb♠0\t―9TS")
        lines[n] = (
            line[:at] + ("" if edit == 0 else line[at] * 2 if edit == 1 else new) + line[at + 1 :]
        )
    return "\n".join(lines)


def test_mutated_hands_decline_or_read_the_same() -> None:
    rng = random.Random(29)
    v = load_variant("national")
    read = 0
    for i in range(300 * SCALE):
        text = dumps([generate(hand_seed(11, i % 20), v).record])
        for _ in range(1 + i % 3):
            text = _mutated(text, rng)
        read += agree(text) is True
    assert read > 60 * SCALE  # many edits leave a plain hand (a changed card, a comment)


def test_a_broken_reader_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """The comparison can fail: a native answer off by one card is seen."""
    assert NATIVE is not None
    real = NATIVE.parse_plain

    def broken(text: str, first_line: int = 1) -> Any:
        hands = real(text, first_line)
        if hands:
            hands[0][9][0][1][0] = ("N", b"\x00", None)  # the lead of trick 1
        return hands

    monkeypatch.setattr(NATIVE, "parse_plain", broken)
    text = (EXAMPLES / "national_clean.sj").read_text(encoding="utf-8")
    with pytest.raises(AssertionError):
        agree(text)
