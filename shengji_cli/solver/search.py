"""Double-dummy search: the defenders' final points under best play by both sides.

The defenders maximise :func:`~.position.final_points`, the dealer's side minimises it.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core.cards import Card
from .moves import legal_moves
from .position import Position, apply, final_points

__all__ = ["DEFAULT_BUDGET", "SearchResult", "search"]

DEFAULT_BUDGET = 2_000_000
"""Nodes a search may visit before it gives up (``value`` ``None``)."""


@dataclass(frozen=True, slots=True)
class SearchResult:
    """The value (``None``: the budget ran out), a best play for ``pos.turn``, and the nodes visited."""

    value: int | None
    best: tuple[Card, ...] | None
    nodes: int


class _OutOfBudget(Exception):
    pass


def search(pos: Position, budget: int = DEFAULT_BUDGET) -> SearchResult:
    """The defenders' final points from ``pos`` with best play, within ``budget`` nodes."""
    nodes = 0

    def value(p: Position, alpha: int, beta: int) -> int:
        nonlocal nodes
        nodes += 1
        if nodes > budget:
            raise _OutOfBudget
        if p.over:
            return final_points(p)
        maximise = p.defends(p.turn)
        best = -10**9 if maximise else 10**9
        for m in legal_moves(p):
            v = value(apply(p, m), alpha, beta)
            if maximise:
                best = max(best, v)
                alpha = max(alpha, v)
            else:
                best = min(best, v)
                beta = min(beta, v)
            if alpha >= beta:
                break
        return best

    if pos.over:
        return SearchResult(final_points(pos), None, 1)
    try:
        maximise = pos.defends(pos.turn)
        best_move: tuple[Card, ...] | None = None
        best = -10**9 if maximise else 10**9
        for m in legal_moves(pos):
            v = value(apply(pos, m), -10**9, 10**9)
            if (v > best) if maximise else (v < best):
                best, best_move = v, m
        return SearchResult(best, best_move, nodes)
    except _OutOfBudget:
        return SearchResult(None, None, nodes)
