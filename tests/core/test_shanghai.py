"""The ``shanghai`` preset (docs/rules.md §12, the 80fen rulebook) from §12's own examples, and
the older 80fen referee's behaviours (``examples/variants/shanghai-2026-08.toml``)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import given
from hypothesis import strategies as st

from shengji_cli.cli.main import main
from shengji_cli.core.cards import SPADES, TrumpContext, make_card, parse_cards
from shengji_cli.core.declarations import judge_bids
from shengji_cli.core.levels import advance
from shengji_cli.core.replay import context_for
from shengji_cli.core.rules import (
    allowed_forced_plays,
    bottom_multiplier,
    level_change,
    throw_blocks,
    throw_penalty,
    trick_result,
)
from shengji_cli.core.units import decompose, shape_of
from shengji_cli.core.variants import NAMED, PRESETS, Variant, load_variant
from shengji_cli.core.vocab import Decomposition, LevelChange, Side, Standing
from shengji_cli.notation.reader import loads

ROOT = Path(__file__).resolve().parents[2]
OLDER = ROOT / "examples" / "variants" / "shanghai-2026-08.toml"


@pytest.fixture(scope="module")
def sh() -> Variant:
    return load_variant("shanghai")


@pytest.fixture(scope="module")
def old() -> Variant:
    return load_variant(OLDER)


def test_shanghai_loads_by_name_and_the_older_referee_extends_it(sh: Variant, old: Variant) -> None:
    assert "shanghai" in NAMED and "shanghai" in PRESETS and sh.name == "shanghai"
    assert sh.rulebook and sh.rulebook_zh and sh.description_zh
    assert old.name == "shanghai-2026-08"
    # Only the older referee's behaviours differ from the preset it extends.
    differ = {
        k
        for k, value in old.flat().items()
        if sh.flat().get(k) != value
        and not k.startswith(("articles.", "rulings", "name", "description"))
    }
    assert differ == {
        "order.decomposition",
        "throw.forced_play",
        "ruff.structure",
        "match.must_play",
        "faults.hidden_card_points",
    }


# ---------------------------------------------------------------- decomposition


def _kinds(cards: str, v: Variant, trump: str = "S", level: int = 2) -> list[tuple[str, int]]:
    return [
        (str(u.kind), u.length) for u in decompose(parse_cards(cards), context_for(level, trump, v))
    ]


def test_a_second_off_suit_level_pair_never_cuts_a_layered_chain(sh: Variant, old: Variant) -> None:
    # §12: ♠ trump, level 2: ♠A♠A ♥2♥2 ♦2♦2 ♠2♠2 is a 3-pair tractor + a pair.
    assert _kinds("SA SA H2 H2 D2 D2 S2 S2", sh) == [("tractor", 3), ("pair", 1)]
    # The greedy split of the older referee ends the chain at the second level pair.
    assert _kinds("SA SA H2 H2 D2 D2 S2 S2", old) == [("tractor", 2), ("tractor", 2)]


@given(
    st.lists(st.integers(0, 12), min_size=2, max_size=20),
    st.sampled_from([None, 0, 1]),
    st.integers(2, 14),
)
def test_layered_split_has_the_canonical_shape(
    ranks: list[int], trump: int | None, level: int
) -> None:
    # Picking a whole run of pair positions at a time peels the bottom layer of each run, so the
    # layered split and the canonical one agree on every shape (their pairs of equal cards may
    # differ).
    cards = [
        c
        for c, n in Counter(make_card(SPADES, 2 + r) for r in ranks).items()
        for _ in range(min(n, 2))
    ]
    cards += [make_card(s, level) for s in (1, 2, 3) for _ in range(2)][: len(ranks) % 7]
    canon = TrumpContext.make(trump, level)
    layered = TrumpContext.make(trump, level, decomposition=Decomposition.LAYERED)
    suited = [c for c in cards if canon.esuit[c] == canon.esuit[cards[0]]]
    assert shape_of(decompose(suited, layered)) == shape_of(decompose(suited, canon))


# ---------------------------------------------------------------- throws


def _forced(throw: str, holding: str, v: Variant, trump: str = "H") -> list[str]:
    ctx = context_for(2, trump, v)
    cards = parse_cards(throw)
    blocks = throw_blocks(cards, [("E", parse_cards(holding))], ctx)
    assert blocks
    forced = allowed_forced_plays(cards, blocks, None, ctx, v)
    assert all(throw_penalty(cards, u.cards, blocks, ctx, v) == 0 for u in forced)
    return [" ".join(sorted(f"{c}" for c in u.cards)) for u in forced]


def test_the_forced_unit_is_a_beaten_one_fewest_cards_then_lowest(
    sh: Variant, old: Variant
) -> None:
    pairs33, nine, fours = parse_cards("S3 S3"), parse_cards("S9"), parse_cards("S4 S4")
    as_text = [" ".join(sorted(str(c) for c in cs)) for cs in (pairs33, nine, fours)]
    # 33+A against KK forces 33 (the A is not beaten).
    assert _forced("S3 S3 SA", "SK SK", sh) == [as_text[0]]
    # 44+9 against 55+K: both beaten, the 9 has fewer cards.
    assert _forced("S4 S4 S9", "S5 S5 SK", sh) == [as_text[1]]
    # The older referee: the lowest top among all the units, beaten or not.
    assert _forced("S4 S4 S9", "S5 S5 SK", old) == [as_text[2]]
    assert _forced("S3 S3 SA", "SK SK", old) == [as_text[0]]


@pytest.mark.parametrize(
    ("throw", "holding", "forced"),
    [
        # no-trump at level 2: all four 2s are equal, so the pair ♠2♠2 and the single ♥2 share the
        # lowest top; the older engine lists pairs before singles and keeps the first → the pair
        ("S2 S2 H2", "BJ", "S2 S2"),
        ("H2 S2 S2", "LJ LJ", "S2 S2"),
        # a tractor and a single of equal top (♠ trump, level 2: ♠A♠A + ♥2♥2 and the ♦2) → the
        # tractor
        ("SA SA H2 H2 D2", "BJ BJ LJ LJ", "H2 H2 SA SA"),
    ],
)
def test_lowest_top_unit_of_equal_tops_forces_the_unit_of_more_cards(
    old: Variant, throw: str, holding: str, forced: str
) -> None:
    # Issue #26 item 5: the tool forced the single (it broke a tie by the fewer cards).
    trump = "S" if "SA" in throw else "NT"
    ctx = context_for(2, trump, old)
    units = decompose(parse_cards(throw), ctx)
    lowest = min(u.top for u in units)
    assert len({u.size for u in units if u.top == lowest}) > 1  # a tie between unit sizes
    assert _forced(throw, holding, old, trump) == [
        " ".join(sorted(str(c) for c in parse_cards(forced)))
    ]


# ---------------------------------------------------------------- winning a trick


def _trick(
    v: Variant, *plays: str, trump: str = "H", level: int = 2
) -> tuple[int, tuple[Standing, ...]]:
    r = trick_result([parse_cards(p) for p in plays], context_for(level, trump, v), v)
    return r.winner, r.standings


def test_a_pair_covers_two_singles_but_two_singles_never_cover_a_pair(
    sh: Variant, old: Variant
) -> None:
    winner, standings = _trick(sh, "SA SQ", "H3 H3", "C4 C5", "D6 D7")
    assert (winner, standings[1]) == (1, Standing.RUFF)
    winner, standings = _trick(sh, "SA SA SQ", "H3 H4 H6", "C4 C5 C6", "D6 D7 D8")
    assert (winner, standings[1]) == (0, Standing.DISCARD)
    assert _trick(sh, "SA SA SQ", "H3 H3 H4", "C4 C5 C6", "D6 D7 D8")[0] == 1
    # The older referee: the exact structure only; a pair does not compete with two singles.
    assert _trick(old, "SA SQ", "H3 H3", "C4 C5", "D6 D7") == (
        0,
        (Standing.LEAD, Standing.DISCARD, Standing.DISCARD, Standing.DISCARD),
    )
    assert _trick(old, "SA SQ", "H3 H4", "C4 C5", "D6 D7")[0] == 1


def test_the_highest_card_of_the_whole_play_wins(sh: Variant) -> None:
    national = load_variant("national")
    # Two ruffs of ♠AA+K: 33+A and 44+5.  The highest card wins (♥A); national compares the pairs.
    plays = ("SA SA SK", "H3 H3 HA", "H4 H4 H5", "D6 D7 D8")
    assert _trick(sh, *plays)[0] == 1
    assert _trick(national, *plays)[0] == 2
    # A follow in suit that covers a throw and holds a higher card beats it; national: never.
    plays = ("SK SK SQ", "SA SJ SJ", "C4 C5 C6", "D6 D7 D8")
    assert _trick(sh, *plays) == (
        1,
        (Standing.LEAD, Standing.BEAT, Standing.DISCARD, Standing.DISCARD),
    )
    assert _trick(national, *plays)[0] == 0
    # Trumps beat the led suit whatever the cards; a tie stays with the earlier play (♠2 = ♣2,
    # level 2).
    assert _trick(sh, "SK SK SQ", "H3 H3 S2", "H4 H4 C2", "D6 D7 D8")[0] == 1
    assert _trick(sh, "SK SK SQ", "SA SJ SJ", "H3 H3 H4", "D6 D7 D8")[0] == 2


# ---------------------------------------------------------------- bottom, levels, gates


@pytest.mark.parametrize(
    "last_lead,mult",
    [
        ("SA", 2),
        ("SA SA", 4),
        ("SA SA SK SK", 8),
        ("SA SK SQ", 6),
        ("SA SA SQ", 6),
        ("SA SA SK SK SQ SQ", 12),
    ],
)
def test_the_bottom_counts_twice_the_cards_each_player_played(
    sh: Variant, last_lead: str, mult: int
) -> None:
    assert bottom_multiplier(parse_cards(last_lead), context_for(2, "H", sh), sh) == mult


@pytest.mark.parametrize(
    "points,side,levels",
    [
        (0, "dealer", 3),
        (5, "dealer", 2),
        (35, "dealer", 2),
        (40, "dealer", 1),
        (75, "dealer", 1),
        (80, "defenders", 0),
        (115, "defenders", 0),
        (120, "defenders", 1),
        (200, "defenders", 3),
        (280, "defenders", 5),
        (360, "defenders", 7),
    ],
)
def test_the_level_table_has_no_cap(sh: Variant, points: int, side: str, levels: int) -> None:
    assert level_change(points, sh) == LevelChange(Side(side), levels)


@pytest.mark.parametrize(
    "start,change,after",
    [
        ((2, 2), (Side.DEALER, 3), 5),  # landing on a gate is not crossing it
        ((3, 2), (Side.DEALER, 3), 5),  # 3 + 3 would cross 5: stops on it
        ((5, 2), (Side.DEALER, 3), 8),  # a dealer side that held on its gate moves up
        ((8, 2), (Side.DEALER, 3), 10),
        ((12, 2), (Side.DEALER, 2), 13),  # K
        ((13, 2), (Side.DEALER, 1), 14),
        ((4, 9), (Side.DEFENDERS, 3), 10),  # the defenders stop on the gate they would cross
        (
            (4, 10),
            (Side.DEFENDERS, 2),
            10,
        ),  # and a team on a gate moves up only after holding it as dealer
        ((4, 6), (Side.DEFENDERS, 0), 6),
    ],
)
def test_the_gates_2_5_10_k(
    sh: Variant, start: tuple[int, int], change: tuple[Side, int], after: int
) -> None:
    side, levels = change
    o = advance(*start, LevelChange(side, levels), sh)
    assert (o.dealer_level if side is Side.DEALER else o.defenders_level) == after


def test_the_older_referee_applied_no_gates(old: Variant) -> None:
    # The sample's seed-2991 hand: a dealer side on 9 whose defenders score 0 goes to 12; seed 2971:
    # on Q with 30 points, to A.  The rulebook's gates stop them on 10 and K.
    assert advance(9, 9, level_change(0, old), old).dealer_level == 12
    assert advance(12, 12, level_change(30, old), old).dealer_level == 14
    sh = load_variant("shanghai")
    assert advance(9, 9, level_change(0, sh), sh).dealer_level == 10
    assert advance(12, 12, level_change(30, sh), sh).dealer_level == 13


# ---------------------------------------------------------------- declarations


def _bids(text: str, v: Variant, level: int = 5):  # type: ignore[no-untyped-def]
    [r] = loads("seats: N W S E\n" + text)
    return judge_bids(r, v, lambda seat: level, None, True)


def _illegal(o) -> list[str | None]:  # type: ignore[no-untyped-def]
    return [f.seat for f in o.findings if f.kind == "illegal-declaration"]


def test_the_declaration_ladder(sh: Variant) -> None:
    # single < level pair < small-joker pair < big-joker pair.
    o = _bids("bid: N ♥5\nbid: W ♠55\nbid: S LJ LJ\nbid: E BJ BJ\n", sh)
    assert (o.trump, o.declarer, _illegal(o)) == ("NT", "E", [])
    # No suit order: a pair never overcalls a pair; a joker pair never a joker pair of its rank.
    o = _bids("bid: N ♥55\nbid: W ♠55\nbid: S ♦55\n", sh)
    assert (o.trump, _illegal(o)) == ("H", ["W", "S"])
    o = _bids("bid: N BJ BJ\nbid: W LJ LJ\n", sh)
    assert _illegal(o) == ["W"]
    # Nobody overcalls themselves; the declarer reinforces before any overcall, not after.
    assert _illegal(_bids("bid: N ♥5\nbid: N ♠55\n", sh)) == ["N"]
    o = _bids("bid: N ♥5\nbid: N ♥5\nbid: W ♠55\n", sh)
    assert (o.trump, _illegal(o)) == ("H", ["W"])
    assert _illegal(_bids("bid: N ♥5\nbid: W ♠55\nbid: W ♠5\n", sh)) == ["W"]


def test_the_first_declarer_deals_the_first_hand(sh: Variant) -> None:
    # Once the dealer is known an overcall changes only the trump.
    o = _bids("bid: N ♥5\nbid: W ♠55\n", sh)
    assert (o.trump, o.declarer, o.first_declarer) == ("S", "W", "N")
    assert str(sh.declaration.first_hand_dealer) == "first-bid"
    assert str(load_variant("national").declaration.first_hand_dealer) == "standing-bid"


# ---------------------------------------------------------------- the command line


def test_variants_diff_national_shanghai_shows_every_difference() -> None:
    out = CliRunner().invoke(main, ["variants", "diff", "national", "shanghai"])
    assert out.exit_code == 0, out.output
    for key, value in [
        ("order.decomposition", "layered"),
        ("follow.throw_tractor_obliges_tractor", "false"),
        ("throw.forced_play", "fewest-cards-lowest"),
        ("throw.penalty_per_card", "0"),
        ("ruff.strength", "highest-card"),
        ("bottom.mode", "cards"),
        ("match.must_play", "[2, 5, 10, 13]"),
        ("declaration.pair_suit_order", "[]"),
        ("declaration.first_hand_dealer", "first-bid"),
    ]:
        line = next(ln for ln in out.output.splitlines() if ln.startswith(key + " "))
        assert line.split()[-1] == value.split()[-1], line
    assert "levels.table" not in out.output  # the national table, uncapped


def test_the_older_referee_file_is_shown_and_checked() -> None:
    out = CliRunner().invoke(main, ["variants", "diff", "shanghai", str(OLDER)])
    assert out.exit_code == 0, out.output
    assert "greedy" in out.output and "lowest-top-unit" in out.output and "same-shape" in out.output
