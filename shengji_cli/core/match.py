"""A match: the hands of one record file, each following from the last under a variant.

The first hand may carry ``levels: N=2 W=2`` (a seat stands for its partnership; absent: both
on 2) and ``teams: N=北京 W=上海`` (the partnerships' names; absent: ``N/S`` and ``W/E``).  Each later hand's dealer and level follow from the previous hand's result:
the dealer side went up → ``match.next_dealer_on_hold`` (the partner) deals; the defenders
took over → ``match.next_dealer_on_takeover`` (the old dealer's 下家); the levels move by
:func:`shengji_cli.levels.advance` (must-play stops, shenzhen deduction, the J/A bottom rule,
wrapping, the match's end).  The J/A rule's "dug with a J or A" is read as: the defenders
won the last trick and the winning play holds a card of the level rank.  ``match.
restore_after_ja_below`` (shenzhen 落实政策): on the hand right after such a restart, if
that side deals and the defenders score under the threshold, it plays the J/A again.

A hand that omits ``dealer:``, ``level:`` or ``trump:`` gets the match's (trump: from the
bids); one that states a different value is a ``dealer-mismatch``, ``level-mismatch`` or
``trump-mismatch``.  On the first hand the standing bid's seat is the dealer.  When a hand's
result cannot be known (an unfinished hand), level checks stop until a ``levels:`` line
re-anchors them.  Rulings (``ruling:``) change the result per the variant's ``[faults]``.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from .cards import RANK_NAMES, card_rank
from .declarations import judge_bids
from .findings import Finding, HandReport, MatchHand, MatchReport, Result
from .levels import advance
from .messages import Msg, Note
from .record import HandRecord
from .replay import finding, replay
from .rules import level_change
from .variants import Variant
from .vocab import Kind, LevelChange, Side

MATCH_KINDS = ("dealer-mismatch", "trump-mismatch")
"""Violation kinds added by match checks (besides ``level-mismatch`` and ``illegal-declaration``)."""


def _rank(level: int) -> str:
    return RANK_NAMES.get(level, "past A")


_FAULT_ZH = {"hidden-card": "藏张", "card-count": "多牌少牌", "bury": "扣底错误"}
_OUTCOME = re.compile(r"^(?:(none|points)|self-(\d+)|(dealer|defenders)(\+|>=)(\d+)(@same)?)$")


def replay_match(records: Sequence[HandRecord], variant: Variant) -> MatchReport:
    """Replay every hand of a match and add the match findings to each hand's violations."""
    source = records[0].source if records else "<string>"
    first = records[0] if records else HandRecord()
    seats = first.seats or (tuple(p.seat for p in first.tricks[0].plays) if first.tricks else ())
    if len(seats) != 4 or len(set(seats)) != 4:
        plain = tuple(replay(r, variant, i) for i, r in enumerate(records, 1))
        return MatchReport(source=source, variant=variant.name, variant_version=variant.version,
                           partnerships=("?", "?"), start_levels=(2, 2), hands=(), reports=plain, notes=(Note("cannot tell the four seats: no match checks", "无法确定四家座位：不作比赛检查"),))
    labels = (f"{seats[0]}/{seats[2]}", f"{seats[1]}/{seats[3]}")
    names = {seats.index(seat) % 2: name for seat, name in first.teams or () if seat in seats}
    labels = (names.get(0, labels[0]), names.get(1, labels[1]))

    def part(seat: str | None) -> int:
        return seats.index(seat) % 2 if seat in seats else 0

    partner = {s: seats[(i + 2) % 4] for i, s in enumerate(seats)}
    nxt = {s: seats[(i + 1) % 4] for i, s in enumerate(seats)}
    levels = [2, 2]
    for seat, lv in first.levels or ():
        levels[part(seat)] = lv
    start = (levels[0], levels[1])
    known = True
    exp_dealer: str | None = None
    why_dealer = ""
    restore: tuple[int, int] | None = None  # partnership, level to play again (落实政策)
    free_two: set[int] = set()  # partnerships restarted on 2 by the J/A rule: 2 is not must-play (此时2非必打)
    ended: tuple[int, str] | None = None
    hands: list[MatchHand] = []
    reports: list[HandReport] = []
    m = variant.match

    played = False  # a hand was played: until then each hand is the match's first (a redeal repeats it)
    for i, rec in enumerate(records, 1):
        found: list[Finding] = []
        notes: list[Msg] = []

        def find(kind: str, seat: str | None, message: str | Msg, cards: tuple[int, ...] = (),
                 found: list[Finding] = found) -> None:
            found.append(finding(variant, Kind(kind), None, seat, cards, message))

        first_hand = not played
        pending, restore = restore, None
        if ended is not None:
            find("level-mismatch", None, f"the match ended after hand {ended[0]}: {ended[1]} won it")
        if i > 1 and rec.levels:
            claimed = {part(s): lv for s, lv in rec.levels}
            if known:
                for p_, lv in sorted(claimed.items()):
                    if levels[p_] != lv:
                        find("level-mismatch", None, f"recorded {labels[p_]} on {_rank(lv)}; "
                                                     f"the match gives {_rank(levels[p_])}")
            else:
                for p_, lv in claimed.items():
                    levels[p_] = lv
                known = len(claimed) == 2
        recorded_dealer = rec.dealer or (rec.tricks[0].plays[0].seat if rec.tricks else None)
        hand_dealer = exp_dealer or recorded_dealer

        def level_of(seat: str, _known: bool = known, _lv: int | None = rec.level) -> int:
            """The seat's side's level; unknown levels: the hand's recorded level, else 2."""
            if _known:
                return levels[part(seat)]
            return _lv if _lv is not None else 2

        decl = judge_bids(replace(rec, seats=rec.seats or seats), variant, level_of,
                          exp_dealer or rec.dealer or recorded_dealer, first_hand)
        if first_hand and decl.declarer is not None:
            exp_dealer, why_dealer = decl.declarer, "the standing bid's seat deals the first hand"
        if decl.new_dealer is not None and exp_dealer is not None:
            exp_dealer, why_dealer = decl.new_dealer, f"{decl.new_dealer} takes the deal (see the notes)"
        dealer = rec.dealer or exp_dealer or recorded_dealer
        if rec.dealer is not None and exp_dealer is not None and rec.dealer != exp_dealer:
            find("dealer-mismatch", rec.dealer, f"recorded dealer {rec.dealer}; the match gives {exp_dealer} "
                                                f"({why_dealer})")
        # The level is the dealing side's as the match gives it.  A wrong dealer line is one
        # fault: a level that fits the recorded dealer's side is not reported again.
        level_seat = hand_dealer if decl.new_dealer is not None and hand_dealer is not None else exp_dealer or dealer
        exp_level = levels[part(level_seat)] if known and level_seat is not None else None
        fits_recorded = known and dealer is not None and rec.level == levels[part(dealer)]
        if rec.level is not None and exp_level is not None and rec.level != exp_level and not fits_recorded:
            find("level-mismatch", dealer, f"recorded level {_rank(rec.level)}; the match gives {_rank(exp_level)} "
                                           f"({labels[part(level_seat)]} on {_rank(exp_level)})")
        level = rec.level if rec.level is not None else exp_level
        if not known and rec.level is not None and dealer is not None:
            levels[part(dealer)] = rec.level
        for f in decl.findings:
            find(f.kind, f.seat, f.message, f.cards)
        notes += decl.notes
        if rec.trump is not None and decl.trump is not None and rec.trump != decl.trump:
            if decl.findings:  # one fault, one finding: the trump follows the bid that did not stand
                notes.append(Note(f"recorded trump {rec.trump}; the bids that stand give {decl.trump}",
                                  f"记录的主为 {rec.trump}；成立的亮主定为 {decl.trump}"))
            else:
                find("trump-mismatch", decl.declarer,
                     f"recorded trump {rec.trump}; the bids give {decl.trump}")
        trump = rec.trump or decl.trump

        filled = replace(rec, seats=rec.seats or seats, dealer=dealer, level=level, trump=trump)
        if (decl.redeal or decl.step_down) and not rec.tricks:
            report = HandReport(source=rec.source, hand=i, variant=variant.name, variant_version=variant.version,
                                seats=seats, dealer=dealer,
                                level=level, trump=None, violations=tuple(found))
            reports.append(report)
            if decl.step_down and dealer is not None:
                notes.append(Note("nobody declared: the dealer steps down", "无人亮主：庄家下台"))
                exp_dealer, why_dealer = nxt[dealer], f"{dealer} stepped down (nobody declared in hand {i})"
            elif first_hand:
                notes.append(Note("nobody declared: redealt; the next deal is still the first hand",
                                  "无人亮主：重洗重抓，下一副仍为第一副"))
                exp_dealer = None
            else:
                notes.append(Note("nobody declared: redealt", "无人亮主：重洗重抓"))
                exp_dealer, why_dealer = dealer, f"hand {i} was redealt"
            hands.append(MatchHand(hand=i, dealer=dealer, level=level, trump=None, defenders_points=None, bottom=None,
                                   result=None, levels_after=(levels[0], levels[1]) if known else None,
                                   next_dealer=exp_dealer, notes=tuple(notes)))
            continue
        played = True
        report = replay(filled, variant, i)
        before_rulings = len(found)
        if report.error is None:
            report = replace(report, violations=report.violations + tuple(found))
        reports.append(report)

        # The result, after rulings.
        change: LevelChange | None = None
        total = report.defenders_points if report.defenders_points is not None else rec.claims.points
        if report.result is not None:
            change = report.result.change
        elif rec.claims.result is not None:
            change = rec.claims.result
            notes.append(Note("result taken from the record's claim", "结果取自记录"))
        same_dealer = False
        self_drops: list[tuple[int, int]] = []
        ja_fault = False
        replaced = False
        dealer_part = part(dealer)
        for ruling in rec.rulings:
            side = "dealer" if part(ruling.seat) == dealer_part else "defenders"
            outcome = getattr(variant.faults, f"{ruling.fault.replace('-', '_')}_{side}")
            om = _OUTCOME.match(outcome)
            assert om is not None
            notes.append(Note(f"ruling: {ruling.fault} {ruling.seat} → {outcome}",
                              f"裁判判罚：{_FAULT_ZH[ruling.fault]} {ruling.seat} → {outcome}"))
            if om.group(1) == "points":
                span = variant.faults.hidden_card_points if ruling.fault == "hidden-card" else ()
                if ruling.points is None:
                    notes.append(Note(
                        f"ruling {ruling.fault} {ruling.seat} gives no points"
                        + (f" (the referee's choice, {span[0]}–{span[1]}): not applied" if span else ""),
                        f"判罚 {_FAULT_ZH[ruling.fault]} {ruling.seat} 未记罚分"
                        + (f"（由裁判在 {span[0]}–{span[1]} 分内裁定）：未计入" if span else "")))
                elif span and not span[0] <= ruling.points <= span[1]:
                    find("penalty-mismatch", ruling.seat,
                         f"the {ruling.fault} ruling against {ruling.seat} gives {ruling.points} points; the "
                         f"variant allows {span[0]}–{span[1]}: not applied")
                elif total is not None:
                    total += ruling.points if side == "dealer" else -ruling.points
                    change = level_change(total, variant)
            elif om.group(2):
                self_drops.append((part(ruling.seat), int(om.group(2))))
            elif om.group(3) and not replaced:
                replaced = True
                want, n = om.group(3), int(om.group(5))
                if om.group(4) == ">=" and change is not None and change.side == want:
                    n = max(n, change.levels)
                change = LevelChange(Side(want), n)
                same_dealer = om.group(6) is not None
                ja_fault = (variant.faults.ja_restart and side == "dealer" and level in (11, 14))
        if change is None or dealer is None or level is None or not known:
            if change is None:
                notes.append(Note("the result is unknown: level checks stop until a levels: line",
                                  "结果未知：至下一个 levels: 行前不再检查级数"))
            known = False
            exp_dealer = None
            if change is not None and dealer is not None:
                exp_dealer = (partner[dealer] if change.side == "dealer" else nxt[dealer])
                why_dealer = f"after hand {i}"
            hands.append(MatchHand(hand=i, dealer=dealer, level=level, trump=trump, defenders_points=total,
                                   bottom=report.bottom, result=change, levels_after=None,
                                   next_dealer=exp_dealer, notes=tuple(notes)))
            continue
        dl, fl = levels[dealer_part], levels[1 - dealer_part]
        last = report.tricks[-1] if report.tricks else None
        dug = bool(last and last.defenders_won and any(
            c < 52 and card_rank(c) == level for p in last.plays if p.seat == last.winner for c in p.cards))
        if ja_fault:
            out_d, out_f, side = (2 if level == 11 else 11), fl, "defenders"
            notes.append(Note(f"dealer side at fault on {_rank(level)}: drops to {_rank(out_d)}",
                              f"庄家方打 {_rank(level)} 时犯规：降至 {_rank(out_d)}"))
            winner = None
        else:
            gaining = dealer_part if change.side == "dealer" else 1 - dealer_part
            out = advance(dl, fl, change, variant, dug, frozenset({2}) if gaining in free_two else frozenset())
            out_d, out_f, side, winner = out.dealer_level, out.defenders_level, out.side, out.winner
            if m.ja_bottom_rule and dug and dl in (11, 14):
                notes.append(Note(f"bottom dug with {'an' if level == 14 else 'a'} {_rank(level)}: "
                                  f"restarts from {_rank(out_d)}",
                                  f"被用 {_rank(level)} 抠底：从 {_rank(out_d)} 重新打起"))
                if m.restore_after_ja_below > 0:
                    restore = (dealer_part, dl)
                if m.ja_restart_frees_two and out_d == 2:
                    free_two.add(dealer_part)
            elif pending is not None and pending[0] == dealer_part and side == "dealer" \
                    and total is not None and total < m.restore_after_ja_below:
                out_d = max(out_d, pending[1])
                notes.append(Note(f"落实政策: plays {_rank(pending[1])} again", f"落实政策：重新打 {_rank(pending[1])}"))
            if out.stopped_at is not None:
                notes.append(Note(
                    f"stopped on {_rank(out.stopped_at)}"
                    + (f", {out.deducted} deducted from the other side" if out.deducted else ""),
                    f"必打 {_rank(out.stopped_at)}，停于此" + (f"，对方扣 {out.deducted} 级" if out.deducted else "")))
            if out.wrapped:
                notes.append(Note("wrapped past A", "过 A 后从 2 循环"))
        for p_, n in self_drops:
            if p_ == dealer_part:
                out_d = max(2, out_d - n)
            else:
                out_f = max(2, out_f - n)
        levels[dealer_part], levels[1 - dealer_part] = out_d, out_f
        free_two = {p_ for p_ in free_two if levels[p_] == 2}
        if winner is not None and ended is None:
            ended = (i, labels[dealer_part if winner == "dealer" else 1 - dealer_part])
        exp_dealer = dealer if same_dealer else partner[dealer] if side == "dealer" else nxt[dealer]
        why_dealer = (f"{dealer} deals again after hand {i}" if same_dealer else
                      f"the dealer side went up in hand {i}" if side == "dealer" else
                      f"the defenders took over in hand {i}")
        if ja_fault or (m.ja_bottom_rule and dug and dl in (11, 14)):
            match_result = Result(LevelChange(Side.DEFENDERS if ja_fault else Side.DEALER, 0), exp_dealer, Note(
                f"J/A rule: {labels[dealer_part]} restarts from {_rank(out_d)}",
                f"打J/A规则：{labels[dealer_part]} 从 {_rank(out_d)} 重新打起"))
        else:
            match_result = Result(change, exp_dealer)
            hand_result = report.result
            if self_drops or hand_result is not None and hand_result.change != change:
                match_result = replace(match_result, note=Note("after the referee's rulings", "按裁判判罚"))
        if report.result is not None and report.error is None and report.result != match_result:
            report = reports[-1] = replace(report, result=match_result)
        if len(found) > before_rulings and report.error is None:
            reports[-1] = replace(report, violations=report.violations + tuple(found[before_rulings:]))
        hands.append(MatchHand(hand=i, dealer=dealer, level=level, trump=trump, defenders_points=total,
                               bottom=report.bottom, result=change, levels_after=(levels[0], levels[1]),
                               next_dealer=exp_dealer, notes=tuple(notes)))
    return MatchReport(source=source, variant=variant.name, variant_version=variant.version, partnerships=labels,
                       start_levels=start, hands=tuple(hands), reports=tuple(reports),
                       winner=ended[1] if ended else None, ended_at=ended[0] if ended else None)
