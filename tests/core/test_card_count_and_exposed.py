"""The play-level rulings inside one hand's replay — a wrong number of cards
in a trick (``faults.card_count_trick``, docs/rules.md R11.20–R11.21) and exposed cards after a
failed throw (``throw.withdrawn_exposed``, ``exposed-card``, R11.22–R11.24)."""

from __future__ import annotations

import json
import re
from collections import Counter
from dataclasses import replace
from itertools import combinations
from pathlib import Path

import jsonschema
import pytest
from clirun import run
from hypothesis import given, settings
from hypothesis import strategies as st

from shengji_cli.core.cards import TRUMP, TrumpContext, points_of
from shengji_cli.core.exposed import Exposure, most_exposed, overlap
from shengji_cli.core.replay import context_for, replay
from shengji_cli.core.rules import can_follow
from shengji_cli.core.units import decompose
from shengji_cli.core.variants import PRESETS, Variant, load_variant
from shengji_cli.core.vocab import CardCountTrick, Kind, Standing
from shengji_cli.notation import loads
from shengji_cli.report.catalog import render

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = sorted((ROOT / "examples" / "rulings").glob("b-*.sj"))
SCHEMA = json.loads((ROOT / "shengji_cli" / "schema" / "check.schema.json").read_text("utf-8"))
V = {name: load_variant(name) for name in PRESETS}
CJK = re.compile(r"[\u4e00-\u9fff]")


def with_trick_rule(v: Variant, rule: CardCountTrick) -> Variant:
    return replace(v, faults=replace(v.faults, card_count_trick=rule))


def with_exposure(v: Variant, on: bool) -> Variant:
    return replace(v, throw=replace(v.throw, withdrawn_exposed=on))


def one(text: str, v: Variant):  # type: ignore[no-untyped-def]
    (record,) = loads(text)
    return replay(record, v)


def kinds(report) -> list[tuple[str, int | None, str | None]]:  # type: ignore[no-untyped-def]
    return [(f.kind, f.trick, f.seat) for f in report.violations]


# ---------------------------------------------------------------- the parameters, per preset

# What each preset's own text gives (docs/rules.md R11.20, R11.22): only national rules on the
# trick (000 第十六条 按出错一方本圈失败); only shenzhen makes a failed throw's cards 重罚张.
EXPECTED = {
    "national": (CardCountTrick.SIDE_LOSES, False),
    "shenzhen": (CardCountTrick.PLAY_VOID, True),
    "bjtu": (CardCountTrick.PLAY_VOID, False),
    "club10": (CardCountTrick.PLAY_VOID, False),
    "online": (CardCountTrick.PLAY_VOID, False),
    "shanghai": (CardCountTrick.PLAY_VOID, False),
}


@pytest.mark.parametrize("preset", PRESETS)
def test_each_preset_reads_its_own_text(preset: str) -> None:
    v = V[preset]
    assert (v.faults.card_count_trick, v.throw.withdrawn_exposed) == EXPECTED[preset]
    # The new kind has its article and ruling, in both languages, in every preset.
    assert v.articles[Kind.EXPOSED_CARD] and v.rulings[Kind.EXPOSED_CARD]
    assert CJK.search(v.rulings_zh[Kind.EXPOSED_CARD]) and CJK.search(v.articles[Kind.EXPOSED_CARD])
    # A preset with the rule cites 第十七条(五)2; one without says it has none.
    assert ("(五)2" in v.articles[Kind.EXPOSED_CARD]) == v.throw.withdrawn_exposed
    assert ("no article" in v.rulings[Kind.EXPOSED_CARD]) == (not v.throw.withdrawn_exposed)


# ---------------------------------------------------------------- a wrong number of cards

# national 第十六条 多牌或少牌: 当一圈牌结束发现多牌少牌现象，按出错一方本圈失败，继续比赛。
SHORT = """\
variant: national
seats: N W S E
dealer: N
level: 2
trump: S
1. N {n} | W {w} | S {s} | E {e}
"""


def trick1(v: Variant, **plays: str) -> tuple[str, list[tuple[str, int | None, str | None]]]:
    report = one(SHORT.format(**plays), v)
    return report.tricks[0].winner, kinds(report)


def test_the_erring_side_loses_the_trick_its_partner_would_have_won() -> None:
    # S (N's partner) plays one card to N's pair. W's ♥AA beats the lead and W is not of the erring
    # side: W wins either way.
    plays = dict(n="♥KK", w="♥AA", s="♥3", e="♥54")
    assert trick1(V["national"], **plays) == ("W", [("card-count", 1, "S")])
    # Now N's ♥AA stands: play-void, N wins.
    plays = dict(n="♥AA", w="♥KK", s="♥3", e="♥54")
    assert trick1(with_trick_rule(V["national"], CardCountTrick.PLAY_VOID), **plays)[0] == "N"
    # side-loses: N's side erred and N's lead would win; nothing of W/E beat it: the leader's 下家
    # takes it.
    assert trick1(V["national"], **plays) == ("W", [("card-count", 1, "S")])


def test_the_other_sides_best_play_takes_the_trick() -> None:
    # N leads ♥5; W's partner E plays two cards (erring); S beats with ♥Q, W with ♥K, E with ♥A ♥2.
    plays = dict(n="♥5", w="♥K", s="♥Q", e="♥A2")
    assert trick1(with_trick_rule(V["national"], CardCountTrick.PLAY_VOID), **plays)[0] == "W"
    # W/E erred and W's ♥K would win: the trick goes to the best of N/S — S's ♥Q over N's ♥5.
    assert trick1(V["national"], **plays) == ("S", [("card-count", 1, "E")])


def test_both_sides_erring_leaves_the_trick_as_played() -> None:
    # docs/rules.md R11.21: neither side is "the erring side"; each wrong play is a discard.
    plays = dict(n="♥AA", w="♥3", s="♥4", e="♥KK")
    for rule in CardCountTrick:
        assert trick1(with_trick_rule(V["national"], rule), **plays) == (
            "N",
            [("card-count", 1, "W"), ("card-count", 1, "S")],
        )


def test_the_winner_by_the_ruling_leads_next() -> None:
    text = SHORT.format(n="♥AA", w="♥KK", s="♥3", e="♥54") + "2. W ♣A | S ♣2 | E ♣3 | N ♣4\n"
    assert kinds(one(text, V["national"])) == [("card-count", 1, "S")]
    # Under play-void N won: W's lead is out of turn.
    assert ("wrong-leader", 2, "W") in kinds(
        one(text, with_trick_rule(V["national"], CardCountTrick.PLAY_VOID))
    )


@pytest.mark.parametrize("preset", PRESETS)
def test_play_void_presets_keep_the_trick_as_played(preset: str) -> None:
    v = V[preset]
    winner, found = trick1(v, n="♥AA", w="♥KK", s="♥3", e="♥54")
    assert found == [("card-count", 1, "S")]
    assert winner == ("W" if v.faults.card_count_trick is CardCountTrick.SIDE_LOSES else "N")


# ---------------------------------------------------------------- exposed cards

# shenzhen 第十七条(四)1: 甩错者亮在桌面上的其他牌张或牌张组合，按暴露张中重罚张的处理办法处理；
# 第十七条(五)2: 重罚张一家跟牌时，须在合法出牌的第一时间跟出重罚张。…一俟重罚张一家领出后，重罚张或
# 自行消失或收回。
SMALL = """\
extends = "shenzhen"
[deck]
hand_size = {size}
kitty_size = 1
"""


def small(tmp_path: Path, size: int, extends: str = "shenzhen") -> Variant:
    path = tmp_path / f"small{size}.toml"
    path.write_text(SMALL.format(size=size).replace('"shenzhen"', f'"{extends}"'), encoding="utf-8")
    return load_variant(path)


THROWN = """\
seats: N W S E
dealer: N
level: 2
trump: S
deal N: {n}
deal W: {w}
deal S: {s}
deal E: {e}
kitty: ♦K
buried: ♦K
1. N ♥KQ -> ♥Q | W ♥A | S ♥3 | E ♥4
"""
"""N (the dealer, its hand known: the bottom is the kitty) throws ♥K ♥Q; W's ♥A beats either: N
plays ♥Q, and ♥K lies face up.  Level 2: every 2 is a trump."""


def deal(text: str = THROWN, **hands: str) -> str:
    """``text`` with the seats' deals (``♥KQ♦8`` written as ``♥KQ ♦8``)."""
    return text.format(**{k: re.sub(r"(?<=\S)([♠♥♣♦])", r" \1", h) for k, h in hands.items()})


def test_an_exposed_card_must_be_followed_with_at_the_first_legal_chance(tmp_path: Path) -> None:
    v = small(tmp_path, 3)
    text = deal(n="♥KQ8", w="♥A5J", s="♥36Q", e="♥479")
    kept = text + "2. W ♥5 | S ♥6 | E ♥7 | N ♥8\n"
    report = one(kept, v)
    assert kinds(report) == [("exposed-card", 2, "N")]
    f = report.violations[0]
    assert render(f.message) == (
        "N kept back exposed cards: ♥K lay face up since its failed throw at trick 1; a legal "
        "follow could hold 1 of them, this one holds 0 (a legal play: ♥K)"
    )
    assert CJK.search(render(f.message, "zh")) and "重罚张" in render(f.message, "zh")
    assert "(五)2" in f.rule.en and f.ruling.en == v.rulings[Kind.EXPOSED_CARD]
    # Played at once: clean (a later lead by N is free again).
    assert (
        kinds(one(text + "2. W ♥5 | S ♥6 | E ♥7 | N ♥K\n3. N ♥8 | W ♥J | S ♥Q | E ♥9\n", v)) == []
    )
    # national has no exposed cards: the same record is clean.
    assert kinds(one(kept, small(tmp_path, 3, "national"))) == []


def test_a_discard_is_a_legal_chance_too(tmp_path: Path) -> None:
    # N is void in clubs at trick 2: an exposed ♥K is a legal discard, so it is owed.
    v = small(tmp_path, 3)
    text = deal(n="♥KQ♦8", w="♥A♣5J", s="♥3♣6Q", e="♥4♣79")
    assert kinds(one(text + "2. W ♣5 | S ♣6 | E ♣7 | N ♦8\n", v)) == [("exposed-card", 2, "N")]
    assert kinds(one(text + "2. W ♣5 | S ♣6 | E ♣7 | N ♥K\n", v)) == []


def test_an_exposed_card_no_legal_follow_can_hold_is_not_owed(tmp_path: Path) -> None:
    # A pair of hearts is led; N holds ♥88 and must follow with it: the exposed ♥K cannot be in a
    # legal play.
    v = small(tmp_path, 4)
    text = deal(n="♥KQ88", w="♥A5JJ", s="♥3669", e="♥4773")
    assert kinds(one(text + "2. W ♥JJ | S ♥66 | E ♥77 | N ♥88\n", v)) == []
    # Followed with ♥K ♥8 instead: an illegal follow, and only that.
    assert kinds(one(text + "2. W ♥JJ | S ♥66 | E ♥77 | N ♥K8\n", v)) == [
        ("illegal-follow", 2, "N")
    ]


def test_the_exposure_ends_when_the_seat_leads(tmp_path: Path) -> None:
    # Trick 2: N must follow clubs, so its exposed ♥K is not owed; N wins it and leads trick 3 (its
    # 下家's say is not recorded: any lead stands). At trick 4 N, void in trumps, discards ♦9 and
    # keeps ♥K: no longer exposed (一俟重罚张一家领出后，重罚张或自行消失或收回), so no fault.
    v = small(tmp_path, 5)
    hands = dict(n="♥KQ♣A3♦9", w="♥A♣54♠5♦3", s="♥3♣86♠6♦4", e="♥4♣7♠7♦65")
    text = deal(**hands) + "2. W ♣5 | S ♣6 | E ♣7 | N ♣A\n3. N ♣3 | W ♣4 | S ♣8 | E ♦5\n"
    assert kinds(one(text + "4. S ♠6 | E ♠7 | N ♦9 | W ♠5\n", v)) == []
    # Had N not led since, the same discard keeps back its exposed ♥K.
    text = deal(**hands) + "2. W ♣5 | S ♣6 | E ♣7 | N ♣3\n3. E ♠7 | N ♦9 | W ♠5 | S ♠6\n"
    assert kinds(one(text, v)) == [("exposed-card", 3, "N")]


def test_a_record_without_the_whole_hand_checks_what_it_shows(tmp_path: Path) -> None:
    # No deal for N: its holding is what it plays. All 3 cards shown: the check is made.
    text = (
        deal(n="", w="♥A5J", s="♥36Q", e="♥479")
        .replace("deal N: \n", "")
        .replace("kitty: ♦K\n", "")
    )
    report = one(text + "2. W ♥5 | S ♥6 | E ♥7 | N ♥8\n", small(tmp_path, 3))
    assert kinds(report) == [("exposed-card", 2, "N")]
    # A fourth card of N's is not shown (it might be the only legal play): a note, not a violation.
    text = (
        deal(n="", w="♥A5J♣5", s="♥36Q♣3", e="♥479♣4")
        .replace("deal N: \n", "")
        .replace("kitty: ♦K\n", "")
    )
    report = one(text + "2. W ♥5 | S ♥6 | E ♥7 | N ♥8\n", small(tmp_path, 4))
    assert kinds(report) == []
    assert any("the exposed cards at trick 2" in render(n.message) for n in report.unverifiable)


def test_a_throw_found_to_stand_exposes_nothing(tmp_path: Path) -> None:
    # E, void in hearts, ruffs trick 1 and leads a club; N, void in clubs, discards ♦8 and keeps ♥K.
    v = small(tmp_path, 3)
    tail = "1. N ♥KQ -> ♥Q | W {w1} | S ♥3 | E ♠3\n2. E ♣4 | N ♦8 | W ♥J | S ♥6\n"
    base = THROWN.split("1. ")[0]
    # Nobody holds a heart over ♥Q: the throw stood (false-failed-throw), nothing is exposed.
    stood = deal(base, n="♥KQ♦8", w="♥5J9", s="♥365", e="♠3♣47") + tail.format(w1="♥5")
    assert kinds(one(stood, v)) == [("false-failed-throw", 1, "N")]
    # W's ♥A beats it: the throw failed, ♥K is exposed and was owed as N's discard.
    failed = deal(base, n="♥KQ♦8", w="♥AJ9", s="♥365", e="♠3♣47") + tail.format(w1="♥A")
    assert kinds(one(failed, v)) == [("exposed-card", 2, "N")]


def test_exposure_follows_the_plays() -> None:
    e = Exposure()
    e.expose("N", (1, 1, 2), 3)
    assert e.of("N") == (1, 1, 2) and e.since["N"] == 3
    e.played("N", (1, 5))
    assert Counter(e.of("N")) == Counter((1, 2))
    e.played("N", (1, 2))
    assert "N" not in e.cards and e.of("N") == ()
    e.expose("W", (7,), 4)
    e.led("W")
    assert e.of("W") == () and "W" not in e.since
    assert overlap((1, 1, 2, 3), (1, 2, 2)) == 2


# --- most_exposed against every legal follow (R11.23: as many as any legal follow can hold)


def _ctx() -> TrumpContext:
    return context_for(2, "S", V["shenzhen"])


@st.composite
def situations(draw: st.DrawFn) -> tuple[list[int], list[int], list[int]]:
    """A lead of hearts (a single, a pair, a tractor or a throw), a hand of up to 9 cards of
    hearts and clubs, some of them exposed."""
    ctx = _ctx()
    hearts = [
        c for c in range(52) if ctx.esuit[c] == ctx.esuit[13 + 12]
    ]  # the heart suit, level 2 off it
    clubs = [c for c in range(52) if ctx.esuit[c] == ctx.esuit[26 + 12]]
    deck = [c for c in hearts + clubs for _ in (0, 1)]
    hand = draw(
        st.lists(st.sampled_from(deck), min_size=2, max_size=9).filter(
            lambda cs: max(Counter(cs).values()) <= 2
        )
    )
    lead_kind = draw(st.sampled_from(("single", "pair", "tractor", "throw")))
    k = sorted(set(hearts) - set(hand), key=ctx.sort_key.__getitem__)
    lead = {
        "single": k[:1],
        "pair": k[:1] * 2,
        "throw": [k[0], k[0], k[2]],
        "tractor": [c for c in k[:2] for _ in (0, 1)],
    }[lead_kind]
    if len(lead) > len(hand) or (lead_kind == "tractor" and len(decompose(lead, ctx)) != 1):
        lead = k[:1]
    exposed = draw(st.lists(st.sampled_from(hand), max_size=4))
    exposed = list((Counter(exposed) & Counter(hand)).elements())
    return lead, hand, exposed


@settings(max_examples=300, deadline=None, derandomize=True)
@given(situations())
def test_most_exposed_is_the_most_any_legal_follow_holds(
    case: tuple[list[int], list[int], list[int]],
) -> None:
    lead, hand, exposed = case
    ctx, v = _ctx(), V["shenzhen"]
    legal = {
        tuple(sorted(p)) for p in combinations(hand, len(lead)) if can_follow(lead, hand, p, ctx, v)
    }
    assert legal
    most, example = most_exposed(lead, hand, exposed, ctx, v)
    assert most == max(overlap(p, exposed) for p in legal)
    assert tuple(sorted(example)) in legal and overlap(example, exposed) == most


def test_trumps_exposed_count_like_any_card() -> None:
    ctx, v = _ctx(), V["shenzhen"]
    spade_a = 12  # ♠A, a trump under trump ♠
    assert ctx.esuit[spade_a] == TRUMP
    hand = [spade_a, 28, 29]  # void in hearts: ♠A ruffs or discards as legally as ♣4 ♣5
    assert most_exposed([13 + 5], hand, [spade_a], ctx, v) == (1, (spade_a,))


# ---------------------------------------------------------------- the example records


def expected(path: Path) -> list[tuple[str, int, str]]:
    """``# Expected: KIND at trick N, seat S.`` lines."""
    return [
        (m[1], int(m[2]), m[3])
        for m in re.finditer(
            r"^# Expected: (\S+) at trick (\d+), seat (\S+)\.$", path.read_text("utf-8"), re.M
        )
    ]


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name)
def test_each_example_raises_what_it_says(path: Path) -> None:
    code, out, _ = run("check", str(path), "--format", "json")
    doc = json.loads(out)
    jsonschema.validate(doc, SCHEMA)
    found = [(f["kind"], f["trick"], f["seat"]) for r in doc["records"] for f in r["violations"]]
    assert found == expected(path)
    assert code == (1 if found else 0)


def test_the_examples_cover_the_new_rulings() -> None:
    names = {p.name for p in EXAMPLES}
    assert {
        "b-card-count-side-loses.sj",
        "b-card-count-last-trick.sj",
        "b-exposed-card.sj",
        "b-exposed-played.sj",
    } <= names


def test_side_loses_example_scores_the_trick_to_the_other_side() -> None:
    (record,) = loads(
        (ROOT / "examples" / "rulings" / "b-card-count-side-loses.sj").read_text("utf-8")
    )
    [(_, t, seat)] = expected(ROOT / "examples" / "rulings" / "b-card-count-side-loses.sj")
    v = V["national"]
    ruled, void = replay(record, v), replay(record, with_trick_rule(v, CardCountTrick.PLAY_VOID))
    partner = record.seats[(record.seats.index(seat) + 2) % 4] if record.seats else ""
    assert void.tricks[t - 1].winner == partner  # the erring seat's partner would have won it
    assert ruled.tricks[t - 1].winner not in (seat, partner)
    # The claims are the ruling's: under play-void they no longer hold.
    assert {f.kind for f in void.violations} - {"card-count"}


def test_last_trick_example_keeps_the_bottom_from_the_erring_side() -> None:
    path = ROOT / "examples" / "rulings" / "b-card-count-last-trick.sj"
    (record,) = loads(path.read_text("utf-8"))
    v = V["national"]
    ruled, void = replay(record, v), replay(record, with_trick_rule(v, CardCountTrick.PLAY_VOID))
    assert void.tricks[-1].defenders_won and not ruled.tricks[-1].defenders_won
    assert ruled.bottom is not None and void.bottom is not None
    assert (
        ruled.bottom.awarded == 0
        and void.bottom.awarded == void.bottom.points * void.bottom.multiplier > 0
    )
    last = record.tricks[-1]
    assert void.defenders_points is not None and ruled.defenders_points is not None
    assert (
        void.defenders_points - ruled.defenders_points
        == points_of([c for p in last.plays for c in p.cards]) + void.bottom.awarded
    )
    # Nobody of the dealer side beat the defenders' lead: the leader's 下家 takes it (R11.21).
    assert all(p.standing is Standing.DISCARD for p in ruled.tricks[-1].plays[1:])
    assert ruled.tricks[-1].winner == ruled.tricks[-1].plays[1].seat


def test_exposed_card_example_is_clean_without_the_rule() -> None:
    (record,) = loads((ROOT / "examples" / "rulings" / "b-exposed-card.sj").read_text("utf-8"))
    assert [f.kind for f in replay(record, with_exposure(V["shenzhen"], False)).violations] == []


def test_the_new_messages_are_chinese_in_chinese(tmp_path: Path) -> None:
    from zh import english_words

    v = small(tmp_path, 3)
    report = one(deal(n="♥KQ8", w="♥A5J", s="♥36Q", e="♥479") + "2. W ♥5 | S ♥6 | E ♥7 | N ♥8\n", v)
    note = one(
        deal(n="", w="♥A5J♣5", s="♥36Q♣3", e="♥479♣4")
        .replace("deal N: \n", "")
        .replace("kitty: ♦K\n", "")
        + "2. W ♥5 | S ♥6 | E ♥7 | N ♥8\n",
        small(tmp_path, 4),
    ).unverifiable
    for m in [f.message for f in report.violations] + [n.message for n in note]:
        zh = render(m, "zh")
        assert CJK.search(zh) and english_words(zh) == [], zh
    for preset in PRESETS:
        assert english_words(V[preset].rulings_zh[Kind.EXPOSED_CARD]) == [], preset
