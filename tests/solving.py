"""What the solver's tests share: endgames of generated hands, and the plain minimax the search
is checked against."""

from __future__ import annotations

from shengji_cli.core.variants import Variant
from shengji_cli.gen.hands import generate
from shengji_cli.solver import Position, apply, final_points, legal_moves, position_at


def endgame(v: Variant, seed: int, cards: int, plays: int = 0) -> Position | None:
    """The position before the first trick with at most ``cards`` cards a hand (after up to
    ``plays`` of its plays) in the hand generated from ``seed``."""
    record = generate(seed, v).record
    left = v.deck.hand_size
    for k, trick in enumerate(record.tricks, start=1):
        if left <= cards:
            return position_at(record, v, k, min(plays, len(trick.plays) - 1))
        left -= len(trick.plays[0].cards)
    return None


def plain(pos: Position) -> int:
    """The value with every legal play tried, to the end of the hand (no grouping, table or cut-off)."""
    if pos.over:
        return final_points(pos)
    values = [plain(apply(pos, m)) for m in legal_moves(pos, grouped=False)]
    return max(values) if pos.defends(pos.turn) else min(values)
