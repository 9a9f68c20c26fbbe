"""Forfeits across a match: the offences a partnership has been ruled on, and the forfeit that
ends the match (docs/rules.md R11.33–R11.35).

A ``[faults]`` outcome ``A then B then C`` rules the n-th offence of that fault by a
partnership in the match (:class:`~.outcomes.Strikes`, club10 五/七 累计三次，直接被判负; bjtu 七 第
三次判此輪比賽負;
shenzhen 第十六条(四) 在同轮比赛中三次被记违例); ``forfeit`` loses the match at once (national
第十八条 情节特别严重的，可考虑给予判负处罚).  A forfeit ends the match at its hand: the other
partnership wins, the levels stop there, and a hand recorded after it is a ``forfeited`` finding.

>>> s = Offences()
>>> [s.count(0, Fault.VIOLATION) for _ in range(3)], s.count(1, Fault.VIOLATION)
([1, 2, 3], 1)
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from .vocab import Fault


@dataclass
class Offences:
    """How many times each partnership (0, 1) has been ruled on each fault in the match so far."""

    counts: Counter[tuple[int, Fault]] = field(default_factory=Counter)

    def count(self, pair: int, fault: Fault) -> int:
        """One more offence of ``fault`` by partnership ``pair``: its number in the match, from
        1."""
        self.counts[pair, fault] += 1
        return self.counts[pair, fault]


@dataclass(frozen=True, kw_only=True)
class MatchForfeit:
    """A match lost by a ruling: who lost it, at which hand, on which fault, by which article."""

    hand: int
    loser: str
    """The partnership that forfeited (its name)."""
    winner: str
    seat: str
    """The seat the ruling was against."""
    fault: Fault
    offence: int
    """Which offence of that fault it was (1 for a judged forfeit)."""
    article: str
    """The preset's article for a forfeit (``[articles] forfeited``), with the rulebook's title."""
