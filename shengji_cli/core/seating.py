"""Seating: the four seats in their order of play, and the arithmetic on them.

>>> s = Seating(("N", "W", "S", "E"))
>>> s.next("E"), s.prev("N"), s.partner("W"), s.order_from("S")
('N', 'E', 'E', ('S', 'E', 'N', 'W'))
>>> s.side("W", dealer="N"), s.side("S", dealer="N")
(<Side.DEFENDERS: 'defenders'>, <Side.DEALER: 'dealer'>)
>>> "X" in s
False
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

from .vocab import Side


@dataclass(frozen=True, slots=True)
class Seating:
    """Seats in order of play; partners sit opposite (1st + 3rd, 2nd + 4th).

    Every method takes a seat of the seating; ``seat in seating`` tells first (an unknown
    seat raises :class:`KeyError`).
    """

    seats: tuple[str, ...]
    _index: dict[str, int] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_index", {s: i for i, s in enumerate(self.seats)})

    def __contains__(self, seat: object) -> bool:
        return seat in self._index

    def __iter__(self) -> Iterator[str]:
        return iter(self.seats)

    def __len__(self) -> int:
        return len(self.seats)

    @property
    def valid(self) -> bool:
        """Four distinct seats."""
        return len(self.seats) == 4 and len(self._index) == 4

    def index(self, seat: str) -> int:
        return self._index[seat]

    def at(self, seat: str, offset: int) -> str:
        """The seat ``offset`` places after ``seat`` in the order of play."""
        return self.seats[(self._index[seat] + offset) % len(self.seats)]

    def next(self, seat: str) -> str:
        """下家: the seat playing after ``seat``."""
        return self.at(seat, 1)

    def prev(self, seat: str) -> str:
        """上家: the seat playing before ``seat``."""
        return self.at(seat, -1)

    def partner(self, seat: str) -> str:
        return self.at(seat, 2)

    def order_from(self, seat: str) -> tuple[str, ...]:
        """The seats in order of play, starting with ``seat``."""
        i = self._index[seat]
        return self.seats[i:] + self.seats[:i]

    def partnership(self, seat: str) -> frozenset[str]:
        return frozenset((seat, self.partner(seat)))

    def side(self, seat: str, dealer: str) -> Side:
        """The side ``seat`` plays on when ``dealer`` deals."""
        return Side.DEALER if (self._index[seat] - self._index[dealer]) % 2 == 0 else Side.DEFENDERS
