"""Exposed cards (重罚张): a failed throw's withdrawn cards, where the variant makes them so.

shenzhen 第十七条(四)1: 甩错者亮在桌面上的其他牌张或牌张组合，按暴露张中重罚张的处理办法处理; (五)2:
重罚张一家跟牌时，须在合法出牌的第一时间跟出重罚张 … 一俟重罚张一家领出后，重罚张或自行消失或收回.

:class:`Exposure` follows, per seat, the exposed cards it still holds: they are exposed after
its failed throw (``throw.withdrawn_exposed``), leave as it plays them, and the rest go back
into the hand when it next leads.  :func:`most_exposed` says how many of them a legal follow
could hold (docs/rules.md R11.23): a follow holding fewer is an ``exposed-card`` violation.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from itertools import product

from .cards import Card, TrumpContext
from .rules import follow_shape, kind_counts, profile
from .units import effective_suit
from .variants import Variant

__all__ = ["Exposure", "most_exposed", "overlap"]


def overlap(cards: Sequence[Card], exposed: Sequence[Card]) -> int:
    """How many of ``cards`` are exposed ones (copies counted)."""
    return sum((Counter(cards) & Counter(exposed)).values())


class Exposure:
    """Each seat's exposed cards still in its hand, and the trick that exposed them."""

    __slots__ = ("cards", "since")

    def __init__(self) -> None:
        self.cards: dict[str, list[Card]] = {}
        self.since: dict[str, int] = {}

    def of(self, seat: str) -> tuple[Card, ...]:
        return tuple(self.cards.get(seat, ()))

    def expose(self, seat: str, cards: Sequence[Card], trick: int) -> None:
        """The seat's failed throw at ``trick`` left ``cards`` face up."""
        if cards:
            self.cards[seat] = list(cards)
            self.since[seat] = trick

    def led(self, seat: str) -> None:
        """The seat leads: its exposed cards are played or go back into the hand (一俟重罚张一家领出
        后，
        重罚张或自行消失或收回)."""
        self.cards.pop(seat, None)
        self.since.pop(seat, None)

    def played(self, seat: str, cards: Sequence[Card]) -> None:
        """The seat played ``cards``: those exposed are no longer."""
        held = self.cards.get(seat)
        if not held:  # the common case: nothing exposed
            return
        left = Counter(held) - Counter(cards)
        if left:
            self.cards[seat] = list(left.elements())
        else:
            self.led(seat)


def most_exposed(
    lead: Sequence[Card],
    hand: Sequence[Card],
    exposed: Sequence[Card],
    ctx: TrumpContext,
    variant: Variant,
) -> tuple[int, tuple[Card, ...]]:
    """The most ``exposed`` cards a legal follow of ``lead`` from ``hand`` can hold, and one such
    follow.

    With no more cards of the led suit than the lead, the follow holds all of them and any other
    cards: as many exposed ones as fit.  With more, it is ``len(lead)`` cards of the suit whose
    pairs
    match the lead as well as the suit's do; only its pairs decide that, so each choice of pairs
    that does is tried, filled up with exposed cards first.
    """
    n = len(lead)
    suit = effective_suit(lead, ctx)
    esuit, key = ctx.esuit, ctx.sort_key.__getitem__
    shown = Counter(exposed) & Counter(hand)
    held = sorted((c for c in hand if esuit[c] == suit), key=key)
    if len(held) <= n:
        others = _exposed_first(Counter(c for c in hand if esuit[c] != suit), shown, key)
        play = tuple(held + others[: n - len(held)])
        return overlap(play, exposed), play
    return _most_exposed_of_suit(lead, held, Counter(held) & shown, exposed, ctx, variant)


def _most_exposed_of_suit(
    lead: Sequence[Card],
    held: Sequence[Card],
    free: Counter[Card],
    exposed: Sequence[Card],
    ctx: TrumpContext,
    variant: Variant,
) -> tuple[int, tuple[Card, ...]]:
    """:func:`most_exposed` from a hand holding more of the led suit (``held``, its exposed
    cards ``free``) than the lead: each choice of pairs that matches the lead as the suit's do,
    filled up with exposed cards first."""
    n, key = len(lead), ctx.sort_key.__getitem__
    shape = follow_shape(lead, ctx, variant)
    want = profile(held, shape, ctx, variant)
    bound = min(n, sum(free.values()))
    best: tuple[int, tuple[Card, ...]] | None = None
    for pairs in _pair_choices(held if shape.total_pairs else ()):
        if len(pairs) > n or profile(pairs, shape, ctx, variant) != want:
            continue
        rest = _exposed_first(Counter(held) - Counter(pairs), free, key)
        play = tuple(pairs + rest[: n - len(pairs)])
        got = overlap(play, exposed)
        if best is None or got > best[0]:
            best = (got, play)
            if got == bound:
                break
    assert best is not None  # the suit's own pairs always match
    return best


def _pair_choices(held: Sequence[Card]) -> Iterator[list[Card]]:
    """Every choice of pairs from ``held``: none, some, or all the pairs of each kind."""
    kinds = [(c, k // 2) for c, k in kind_counts(held).items() if k >= 2]
    for counts in product(*(range(k + 1) for _, k in kinds)):
        yield [c for (c, _), m in zip(kinds, counts, strict=True) for _ in range(2 * m)]


def _exposed_first(
    cards: Counter[Card], exposed: Counter[Card], key: Callable[[Card], int]
) -> list[Card]:
    """``cards``, their exposed copies first, each part from the lowest."""
    mine = cards & exposed
    return sorted(mine.elements(), key=key) + sorted((cards - mine).elements(), key=key)
