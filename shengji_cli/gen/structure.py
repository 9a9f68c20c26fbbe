"""The generator's own reading of a play's structure: pairs, tractors, triples, 泰坦尼克 and a
lead's shape.

A second reading beside the checker's (:mod:`shengji_cli.core.rules` searches windows of pair
capacities; this tries every tractor instance for every slot), so the two can be compared.
Shared with the checker, openly: the card tables of :mod:`shengji_cli.core.cards` (effective
suits and positions) and the canonical decomposition :func:`~shengji_cli.core.units.decompose`
(what the units of a throw are).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from ..core.cards import SUIT_TRUMPS, Card, TrumpContext
from ..core.context import context_for
from ..core.units import Unit, decompose
from ..core.variants import Variant
from ..core.vocab import Trump

ASSIGNMENT_LIMIT = 512
"""The most ways of placing the tractors that :func:`best_tractors` collects."""

Assignment = tuple[tuple[Card, ...], ...]
"""Tractor instances, one per slot (empty slots left out)."""


def context(level: int, trump: int | None, v: Variant) -> TrumpContext:
    """The trump context of a hand at ``level`` with ``trump`` (``None``: no-trump)."""
    return context_for(level, Trump.NT if trump is None else SUIT_TRUMPS[trump], v)


def of_suit(cards: Sequence[Card], suit: int, ctx: TrumpContext) -> list[Card]:
    """The cards of one effective suit."""
    return [c for c in cards if ctx.esuit[c] == suit]


def pairs(cards: Sequence[Card]) -> Counter[Card]:
    """Kind → number of pairs of it among the cards."""
    return Counter({k: n // 2 for k, n in Counter(cards).items() if n >= 2})


def triples(cards: Sequence[Card]) -> Counter[Card]:
    """Kind → number of triples (三同张) of it among the cards (three decks)."""
    return Counter({k: n // 3 for k, n in Counter(cards).items() if n >= 3})


def kind(u: Unit) -> tuple[int, int]:
    """A unit's kind as ``(width, length)``: singles (1, 1) < pairs (2, 1) < tractors (2, n) <
    triples (3, 1) < 泰坦尼克 (3, n)."""
    return (u.width, u.length)


def instances(avail: Counter[Card], length: int, ctx: TrumpContext) -> list[tuple[Card, ...]]:
    """Every tractor (``length`` ≥ 2) or pair (``length`` 1) that ``avail`` holds.

    ``avail`` maps kinds of one effective suit to pairs available (or to triples: then the
    instances are 泰坦尼克 and triples); an instance lists one kind per position, the top first.
    """
    by_pos: dict[int, list[Card]] = {}
    for k in sorted(avail):
        if avail[k] > 0:
            by_pos.setdefault(ctx.pos[k], []).append(k)
    out: list[tuple[Card, ...]] = []
    for top in sorted(by_pos):
        if all(top - i in by_pos for i in range(length)):
            partial: list[tuple[Card, ...]] = [()]
            for i in range(length):
                partial = [p + (k,) for p in partial for k in by_pos[top - i]]
            out += partial
    return out


def without(avail: Counter[Card], inst: Sequence[Card]) -> Counter[Card]:
    """The pairs left when an instance's pairs are used."""
    left = Counter(avail)
    for k in inst:
        left[k] -= 1
    return +left


def best_tractors(
    avail: Counter[Card],
    lengths: tuple[int, ...],
    shorter: bool,
    ctx: TrumpContext,
    collect: bool = True,
) -> tuple[tuple[int, ...], list[Assignment]]:
    """The best vector of disjoint tractors for the slots ``lengths`` and every way to get it.

    Slot *i* takes a tractor of length ``lengths[i]`` — or with ``shorter`` any length
    from ``lengths[i]`` down to 2 — or nothing (0); vectors compare lexicographically.
    The search tries every tractor for every slot (no windows or capacity tricks), so it
    is a second, independent reading of the rule.
    """
    if not lengths:
        return (), [()]
    n, rest = lengths[0], lengths[1:]
    for length in range(n, 1, -1) if shorter else (n,):
        found = instances(avail, length, ctx)
        if not found:
            continue
        best: tuple[int, ...] | None = None
        ways: list[Assignment] = []
        for inst in found:
            vec, sub = best_tractors(without(avail, inst), rest, shorter, ctx, collect)
            if best is None or vec > best:
                best, ways = vec, []
            if vec == best and collect and len(ways) < ASSIGNMENT_LIMIT:
                ways += [(inst,) + s for s in sub]
        assert best is not None
        return (length,) + best, ways
    vec, sub = best_tractors(avail, rest, shorter, ctx, collect)
    return (0,) + vec, sub


@dataclass(frozen=True)
class Shape:
    """A lead's structure: its canonical units, tractor lengths (longest first), all pairs; with
    three decks its 泰坦尼克 lengths and all its triples, the tractors and pairs then counted as the
    lead looks at width 2 (each 泰坦尼克 a tractor, each triple a pair: docs/rules.md R13.3)."""

    units: tuple[Unit, ...]
    tractors: tuple[int, ...]
    pairs: int
    titanics: tuple[int, ...] = ()
    triples: int = 0

    @property
    def multi(self) -> bool:
        return len(self.units) > 1

    @property
    def wide(self) -> bool:
        return self.triples > 0


def shape(cards: Sequence[Card], ctx: TrumpContext) -> Shape:
    """The shape of some cards (a lead)."""
    units = decompose(cards, ctx)
    return Shape(
        units,
        tuple(sorted((u.length for u in units if u.width >= 2 and u.length >= 2), reverse=True)),
        sum(u.length for u in units if u.width >= 2),
        tuple(sorted((u.length for u in units if u.width == 3 and u.length >= 2), reverse=True)),
        sum(u.length for u in units if u.width == 3),
    )
