"""The end of a timed match: ``time:`` lines checked against the variant's time rule.

national 第十五条: 每局两个小时 … 两小时内没有结束的，哪一方的级别升得最高为获胜方; shenzhen 第十五
条:
比赛90分钟为一场 … 到时都没过A以级数高者为胜，级数相同以台上者为胜。每场结束前30分钟，由裁判长向全场
统一
宣布，自宣布之时起手中正在打（已开始出牌）的这副牌不算，之后各桌必须打满三副牌; bjtu 一.4: 在規定時
限內沒
有決出勝負時，點高者一方為勝方；在同一點時，莊家為勝方 … 120分鐘; club10 十一: 每轮比赛时间为一小时
，比赛
结束时，升级高者获胜，同级时，台上一方获胜.

- ``time: up [SEAT]`` on a hand: the match ended on time after it (``match.time_limit`` > 0); the
  seat names the winner claimed (its partnership).
- ``time: called`` (``match.hands_after_call`` > 0, shenzhen): the call came while this hand was
  in play (or after it); exactly that many hands follow it, then the match is over — a
  ``time: up`` line there is optional, elsewhere a finding.

The winner is the side on the higher level; on one level, the side on top (R11.41: the side
that deals the next hand) under ``match.time_tie = "on-top"``, nobody under ``"undecided"``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from .messages import Msg, Rank
from .record import TimeMark
from .reports import Finding, finding
from .variants import Variant
from .vocab import Kind, TimeEvent, TimeTie

__all__ = ["Clock", "TimeEnd"]


@dataclass
class TimeEnd:
    """What the clock says after one hand."""

    ended: bool = False
    """The match ended on time after this hand."""
    winner: int | None = None
    """The partnership that won on time (0: the first seat's), if one did."""
    found: list[Finding] = field(default_factory=list)
    notes: list[Msg] = field(default_factory=list)


class Clock:
    """The time lines of a match, hand by hand: :meth:`after` each hand, :meth:`finish` at the
    end."""

    def __init__(
        self, variant: Variant, labels: tuple[str, str], pair: Callable[[str | None], int]
    ) -> None:
        self.v, self.labels, self.pair = variant, labels, pair
        self.called_at: int | None = None
        self.ended_at: int | None = None

    def after(
        self, number: int, mark: TimeMark | None, levels: tuple[int, int] | None, on_top: int | None
    ) -> TimeEnd:
        """Hand ``number`` was played (its ``time:`` line ``mark``): the levels after it and the
        partnership on top (the next dealer's), each ``None`` when unknown."""
        out = TimeEnd()
        if self.ended_at is not None:
            out.found.append(self.mismatch(Msg.of("match.time.after-end", hand=self.ended_at)))
            return out
        if mark is not None and self.v.match.time_limit == 0:
            out.found.append(self.mismatch(Msg.of("match.time.no-limit")))
            return out
        if mark is not None and mark.event is TimeEvent.CALLED:
            self.call(number, out)
            ends = False
        elif mark is not None:  # time: up
            self.time_up(number, out)
            ends = True
        else:
            ends = self.called_at is not None and number - self.called_at == self.hands_after_call
        if ends:
            self.ended_at = number
            out.ended = True
            self.decide(out, mark, levels, on_top)
        return out

    @property
    def hands_after_call(self) -> int:
        """The hands played after time is called (0: time is not called)."""
        return self.v.match.hands_after_call

    def mismatch(self, message: Msg) -> Finding:
        """A ``time-mismatch`` finding of the match."""
        return finding(self.v, Kind.TIME_MISMATCH, None, None, (), message)

    def call(self, number: int, out: TimeEnd) -> None:
        """Hand ``number``'s ``time: called``: noted, unless the variant calls no time or it was
        called already."""
        if self.hands_after_call == 0:
            out.found.append(self.mismatch(Msg.of("match.time.no-call")))
        elif self.called_at is not None:
            out.found.append(self.mismatch(Msg.of("match.time.called-twice", hand=self.called_at)))
        else:
            self.called_at = number
            out.notes.append(Msg.of("match.time.called", n=self.hands_after_call))

    def time_up(self, number: int, out: TimeEnd) -> None:
        """Hand ``number``'s ``time: up``: after a call, and the call's number of hands later,
        where the variant calls time."""
        after_call, called = self.hands_after_call, self.called_at
        if after_call == 0:
            return
        if called is None:
            out.found.append(self.mismatch(Msg.of("match.time.up-without-call", n=after_call)))
        elif number - called != after_call:
            out.found.append(
                self.mismatch(
                    Msg.of(
                        "match.time.hands-after-call",
                        n=number - called,
                        expected=after_call,
                        hand=called,
                    )
                )
            )

    def decide(
        self,
        out: TimeEnd,
        mark: TimeMark | None,
        levels: tuple[int, int] | None,
        on_top: int | None,
    ) -> None:
        """The winner on time, and the claimed winner checked against it."""
        if levels is None:
            out.notes.append(Msg.of("match.time.levels-unknown"))
            return
        a, b = levels
        if a != b:
            out.winner = 0 if a > b else 1
            out.notes.append(
                Msg.of(
                    "match.time.higher",
                    team=self.labels[out.winner],
                    level=Rank(levels[out.winner]),
                )
            )
        else:
            tie = self.v.match.time_tie
            if tie is TimeTie.UNDECIDED:
                out.notes.append(Msg.of("match.time.tie-undecided", level=Rank(a)))
            elif on_top is None:
                out.notes.append(Msg.of("match.time.tie-unknown", level=Rank(a)))
            else:
                out.winner = on_top
                out.notes.append(
                    Msg.of("match.time.tie-on-top", team=self.labels[on_top], level=Rank(a))
                )
        claimed = mark.winner if mark is not None else None
        if claimed is not None and out.winner is not None and self.pair(claimed) != out.winner:
            out.found.append(
                finding(
                    self.v,
                    Kind.TIME_MISMATCH,
                    None,
                    claimed,
                    (),
                    Msg.of(
                        "match.time.winner-mismatch",
                        recorded=self.labels[self.pair(claimed)],
                        expected=self.labels[out.winner],
                    ),
                )
            )

    def finish(self, last: int, won: bool) -> list[Finding]:
        """After the last hand (``won``: the match was won on the levels): a call whose hands
        were not all played."""
        if self.called_at is None or self.ended_at is not None or won:
            return []
        return [
            finding(
                self.v,
                Kind.TIME_MISMATCH,
                None,
                None,
                (),
                Msg.of(
                    "match.time.hands-after-call",
                    n=last - self.called_at,
                    expected=self.v.match.hands_after_call,
                    hand=self.called_at,
                ),
            )
        ]
