"""Holdings proved by the record (issue #9): a seat holds, at trick k, every card it plays at
tricks ≥ k, so a scoresheet without deals still proves revokes; "not verifiable" is left only
where an unseen card could change the verdict, once per seat and hand."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from shengji_cli import check_text
from shengji_cli.core.messages import Join, Msg
from shengji_cli.core.record import HandRecord, Play, Trick
from shengji_cli.core.replay import context_for, replay
from shengji_cli.core.reports import Finding, HandReport
from shengji_cli.core.variants import PRESETS, load_variant
from shengji_cli.core.vocab import Kind
from shengji_cli.gen.hands import generate
from shengji_cli.report.catalog import render

VARIANTS = {p: load_variant(p) for p in PRESETS}

# The reproducer: N plays ♠3 ♦4 to a ♠KK lead at trick 2 and ♠7 ♠7 at trick 4.
SCORESHEET = """\
variant: national
seats: E S W N
dealer: E
level: 2
trump: ♥
1. E ♣A | S ♣3 | W ♣4 | N ♣5
2. E ♠KK | S ♠44 | W ♠55 | N ♠3 ♦4
3. E ♦A | S ♦3 | W ♦5 | N ♦6
4. E ♣KK | S ♣66 | W ♣88 | N ♠77
"""


def proof_tricks(message: Msg) -> list[int]:
    """The tricks an ``illegal-follow`` message names as showing the holding."""
    proof = message["proof"]
    assert isinstance(proof, Join)
    return [int(m["trick"]) for m in proof.items if m.id == "hand.proof.played"]  # type: ignore[arg-type]


def notes_of(report: HandReport) -> dict[str | None, Finding]:
    notes = [f for f in report.unverifiable if f.message.id == "hand.note.unverified"]
    assert len({f.seat for f in notes}) == len(notes), "one note per seat"
    return {f.seat: f for f in notes}


def test_a_revoke_the_scoresheet_proves_is_flagged_with_the_proving_trick() -> None:
    (report,) = check_text(SCORESHEET)
    (v,) = report.violations
    assert (v.kind, v.trick, v.seat) == (Kind.ILLEGAL_FOLLOW, 2, "N")
    assert v.message.id == "hand.follow.illegal-proved" and proof_tricks(v.message) == [4]
    assert render(v.message) == (
        "held 3 cards of the led suit and played 1; had to play 2 "
        "(the record shows it: N played ♠7 ♠7 at trick 4)"
    )
    assert (
        render(v.message, "zh")
        == "手中有 3 张该门花色，只出了 1 张，须出 2 张（记录可证：N 在第 4 圈出了 ♠7 ♠7）"
    )


def test_only_checks_unseen_cards_could_change_are_notes_once_per_seat_with_a_count() -> None:
    (report,) = check_text(SCORESHEET)
    # Singles followed in suit and pairs followed by pairs are legal whatever else is held; N's
    # discard of ♠7 ♠7 to ♣KK at trick 4 is legal with what the record shows, not with any hand.
    notes = notes_of(report)
    assert set(notes) == {"N"}
    assert (
        render(notes["N"].message)
        == "1 check depends on cards the record does not show: the follow at trick 4"
    )
    assert render(notes["N"].message, "zh") == "1 项核对取决于记录中看不到的牌：第 4 圈的跟牌"


def test_a_single_card_of_the_led_suit_to_a_single_lead_is_never_a_note() -> None:
    text = "\n".join(SCORESHEET.splitlines()[:6]) + "\n3. E ♦A | S ♦3 | W ♦5 | N ♦6\n"
    (report,) = check_text(text)
    assert report.violations == () and notes_of(report) == {}


def strip(record: HandRecord) -> HandRecord:
    """The scoresheet of a record: its tricks, without deals, kitty or bury."""
    return replace(
        record, deals=(), kitty=None, buried=None, reburied=(), bids=(), no_bid=False, turned=None
    )


def revoke(
    record: HandRecord, ctx_of: object, cut: bool
) -> tuple[HandRecord, int, str, int] | None:
    """Swap a led-suit card of a follow at trick k with an off-suit card the same seat plays at
    a later trick j: the follow at k now keeps back a card it held (played at j).  Returns the
    record (cut after trick j if ``cut``), and (k, seat, j)."""
    esuit = ctx_of.esuit  # type: ignore[attr-defined]
    tricks = record.tricks
    for k, trick in enumerate(tricks, start=1):
        lead = trick.plays[0]
        if lead.attempted is not None:
            continue
        suit = esuit[lead.cards[0]]
        for play in trick.plays[1:]:
            if len(play.cards) != len(lead.cards):
                continue
            ins = [c for c in play.cards if esuit[c] == suit]
            if not ins:
                continue
            for j in range(k + 1, len(tricks) + 1):
                later = next(p for p in tricks[j - 1].plays if p.seat == play.seat)
                if tricks[j - 1].plays[0] is later and later.attempted is not None:
                    continue
                offs = [c for c in later.cards if esuit[c] != suit]
                if not offs:
                    continue
                c, d = ins[0], offs[0]
                new_k = Play(
                    play.seat, tuple((Counter(play.cards) - Counter([c]) + Counter([d])).elements())
                )
                new_j = Play(
                    later.seat,
                    tuple((Counter(later.cards) - Counter([d]) + Counter([c])).elements()),
                )
                out = list(tricks[:j] if cut else tricks)
                out[k - 1] = Trick(
                    trick.number, tuple(new_k if p is play else p for p in trick.plays)
                )
                out[j - 1] = Trick(
                    tricks[j - 1].number,
                    tuple(new_j if p is later else p for p in tricks[j - 1].plays),
                )
                return replace(record, tricks=tuple(out)), k, play.seat, j
    return None


@pytest.mark.parametrize("cut", [True, False], ids=["cut-short", "played-out"])
@pytest.mark.parametrize("preset", PRESETS)
@settings(max_examples=12, deadline=None, derandomize=True)
@given(seed=st.integers(0, 2**31))
def test_an_injected_revoke_a_later_trick_proves_is_found(
    preset: str, cut: bool, seed: int
) -> None:
    """Deals removed, one follow made a revoke that a later trick proves: found, with the trick,
    the seat and the later tricks that show the cards kept back (and, when every card is
    played, one legal play)."""
    v = VARIANTS[preset]
    g = generate(seed, v)
    ctx = context_for(g.record.level or 2, g.record.trump or "NT", v)
    made = revoke(strip(g.record), ctx, cut)
    assume(made is not None)  # (hypothesis fails the test if too few hands allow a revoke)
    assert made is not None
    record, k, seat, j = made
    report = replay(record, v)
    hits = [
        f for f in report.violations if (f.kind, f.trick, f.seat) == (Kind.ILLEGAL_FOLLOW, k, seat)
    ]
    assert hits, (k, seat, j, report.violations)
    proof = hits[0].message["proof"]
    assert isinstance(proof, Join) and proof.items
    for (
        m
    ) in proof.items:  # each card named was played by the seat at that later trick, of the led suit
        if m.id == "hand.proof.withdrawn":  # (or shown in a failed throw before, and kept)
            continue
        assert m.id == "hand.proof.played"
        t, cards = m["trick"], m["cards"]
        assert (
            isinstance(t, int) and k < t <= (j if cut else len(record.tricks)) and m["seat"] == seat
        )
        play = next(p for p in record.tricks[t - 1].plays if p.seat == seat)
        assert not Counter(cards.cards) - Counter(play.cards)  # type: ignore[union-attr]
        assert {ctx.esuit[c] for c in cards.cards} == {
            ctx.esuit[record.tricks[k - 1].plays[0].cards[0]]
        }  # type: ignore[union-attr]
    assert hits[0].message.id == (
        "hand.follow.illegal-proved" if cut else "hand.follow.illegal-proved-example"
    )
    assert report.complete is not cut


@pytest.mark.parametrize("preset", PRESETS)
@settings(max_examples=12, deadline=None, derandomize=True)
@given(seed=st.integers(0, 2**31), data=st.data())
def test_a_clean_hand_cut_short_without_its_deals_has_no_violation(
    preset: str, seed: int, data: st.DataObject
) -> None:
    """Sound: what the record proves never flags a legal play, whatever part of it is kept."""
    v = VARIANTS[preset]
    g = generate(seed, v)
    keep = data.draw(st.sets(st.sampled_from(g.record.seats or ())))
    cut = data.draw(st.integers(1, len(g.record.tricks)))
    record = replace(
        g.record,
        deals=tuple(d for d in g.record.deals if d[0] in keep),
        tricks=g.record.tricks[:cut],
        claims=type(g.record.claims)(),
    )
    report = replay(record, v)
    assert report.violations == (), [render(f.message) for f in report.violations]


@pytest.mark.parametrize("preset", PRESETS)
def test_a_whole_scoresheet_without_deals_is_checked_in_full(preset: str) -> None:
    """Every card played: each hand is known exactly, nothing is left to note but the bottom."""
    v = VARIANTS[preset]
    for seed in range(5):
        report = replay(strip(generate(seed, v).record), v)
        assert report.complete and report.violations == ()
        assert [f.message.id for f in report.unverifiable] == ["hand.note.no-bottom"]
