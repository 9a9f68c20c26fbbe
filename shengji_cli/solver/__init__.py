"""The double-dummy solver: best play for the rest of a hand, every hand open.

Pure computation on :mod:`shengji_cli.core`: :func:`position_at` takes a record to a point in
its hand, :func:`legal_moves` lists the plays there (one per class of equivalent plays),
:func:`apply` makes one, and :func:`search` finds the defenders' final points under best play
by both sides (or says the node budget ran out); :func:`level_bracket` only the level change
they give, by probes at the level's thresholds (docs/solver.md §10).
"""

from __future__ import annotations

from .moves import legal_moves
from .position import Position, PositionError, apply, final_points, forced_plays, position_at
from .search import DEFAULT_BUDGET, LevelBracket, SearchResult, level_bracket, search

__all__ = [
    "DEFAULT_BUDGET",
    "LevelBracket",
    "Position",
    "PositionError",
    "SearchResult",
    "apply",
    "final_points",
    "forced_plays",
    "legal_moves",
    "level_bracket",
    "position_at",
    "search",
]

# What is built on the search (docs/solver.md): the analysis of a record.
from .analysis import (  # noqa: E402
    Dig,
    DigAnswer,
    LineStep,
    PlayCost,
    PlayValue,
    SeatChoices,
    Solution,
    line_record,
    play_values,
    solve,
)

__all__ += [
    "Dig",
    "DigAnswer",
    "LineStep",
    "PlayCost",
    "PlayValue",
    "SeatChoices",
    "Solution",
    "line_record",
    "play_values",
    "solve",
]
