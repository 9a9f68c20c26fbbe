"""What the solver's tests share: endgames of generated hands, and the plain minimax the search
is checked against."""

from __future__ import annotations

from shengji_cli.core.units import effective_suit
from shengji_cli.core.variants import Variant
from shengji_cli.gen.hands import generate
from shengji_cli.solver import Position, apply, final_points, forced_plays, legal_moves, position_at
from shengji_cli.solver.moves import sub_multisets


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
    """The value with every legal play tried, to the end of the hand (no grouping, table or
    cut-off); a lead may be any throw that fails too, its forced play picked by the thrower's
    opponents."""
    if pos.over:
        return final_points(pos)
    maximise = pos.defends(pos.turn)
    values = [plain(apply(pos, m)) for m in legal_moves(pos, grouped=False)]
    if not pos.played:
        for m in sub_multisets(pos.holding(pos.turn)):
            if effective_suit(m, pos.ctx) is not None:
                options = [plain(apply(pos, m, forced=f)) for f in forced_plays(pos, m)]
                if options:
                    values.append(min(options) if maximise else max(options))
    return max(values) if maximise else min(values)


def line_positions(v: Variant, seed: int, tricks: int) -> dict[int, list[Position]]:
    """Tricks left → the positions before each play of that trick, along the generated hand's
    own line, from ``tricks`` tricks before its end."""
    record = generate(seed, v).record
    first = len(record.tricks) - tricks + 1
    if first < 1:
        return {}
    pos = position_at(record, v, first)
    out: dict[int, list[Position]] = {}
    for k, trick in enumerate(record.tricks[first - 1 :]):
        for p in trick.plays:
            out.setdefault(tricks - k, []).append(pos)
            pos = apply(pos, p.attempted, forced=p.cards) if p.attempted else apply(pos, p.cards)
    return out
