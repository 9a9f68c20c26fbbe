"""The search in the compiled core: a :class:`~.position.Position` turned into the flat
arguments ``_native.Solver.solve`` takes (``native/src/solver/``), and its answer into a
:class:`SearchResult`.

The native search answers exactly the values the Python search does (``tests/native/``); it
declines — :func:`native_search` returns ``None`` and the Python engine answers — a position it
does not handle: failed throws as moves where the withdrawn cards would be exposed, more than
three copies of a kind, a hand of more than :data:`MAX_PLAY` cards, a variant parameter value the
kernel does not know, or a seat with no legal play (the Python search raises the error).  Exposed
cards (a failed throw in the record, ``throw.withdrawn_exposed``) it handles.
"""

from __future__ import annotations

from typing import Any, Literal

from ..core.backend import native
from ..core.cards import POINTS
from ..core.native_args import ctx_args, rules_args
from .position import Position

__all__ = [
    "BracketAnswer",
    "DigAnswer",
    "NativeAnswer",
    "SearchTables",
    "native_bracket",
    "native_dig",
    "native_search",
    "supported",
]

MAX_PLAY = 40
"""The most cards a hand (or a play) may hold natively (``engine::MAX_PLAY``)."""

NativeAnswer = tuple[Literal["ok", "budget"], int | None, tuple[int, ...] | None, int, int]
"""``(status, value, best, nodes, steps)``: ``value`` and ``best`` are ``None`` past the budget."""

DigAnswer = tuple[Literal["ok", "budget"], bool | None, int, int]
"""``(status, forced, nodes, steps)``: ``forced`` (can the defenders force winning the last
trick?) is ``None`` past the budget."""

BracketAnswer = tuple[Literal["ok", "budget"], int | None, int | None, int, int]
"""``(status, lo, hi, nodes, steps)``: bounds of the future with no threshold in ``lo + 1 ..
hi``; ``None`` past the budget."""


class SearchTables:
    """The tables (transposition table and memos) the searches of one record share
    (``_native.Solver``): a later search reuses the bounds the earlier ones found, as bridge's
    DDS does along a played line.  Sound across positions: a table holds bounds of the points
    still to come from a state, which the state alone decides under one setup (rules, sides,
    bottom); a search under another setup starts new tables.  Empty without the compiled core."""

    __slots__ = ("solver",)

    def __init__(self) -> None:
        module = native()
        self.solver: Any = module.Solver() if module is not None else None


def supported(pos: Position) -> bool:
    """Whether the native search handles ``pos`` (the module's docstring)."""
    throw = pos.variant.throw
    if throw.withdrawn_exposed and not throw.dealer_partner_may_ruff:
        return False
    if max(len(h) for h in pos.holdings) + (len(pos.played[0]) if pos.played else 0) > MAX_PLAY:
        return False
    counts: dict[int, int] = {}
    for h in pos.holdings:
        for c in h:
            counts[c] = counts.get(c, 0) + 1
    for p in pos.played:
        for c in p:
            counts[c] = counts.get(c, 0) + 1
    return max(counts.values(), default=0) <= 3


def _solver(tables: SearchTables | None) -> Any:
    """The shared native solver of ``tables``, else a fresh one (tables of this search alone);
    ``None`` without the compiled core."""
    module = native()
    if module is None:
        return None
    shared = tables.solver if tables is not None else None
    return shared or module.Solver()


def _position_args(pos: Position) -> tuple[object, ...]:
    """``pos`` as the native solver takes it (``_native.PositionArgs``: the trump context, the
    rules, the hands, the exposed cards, the leader, the trick's plays, the plays barred from
    ruffing, the sides, the seat a failed throw bars, the bottom's points)."""
    seating = pos.seating
    dealer_partner = seating.partner(pos.dealer)
    barred_seat = (
        None if pos.variant.throw.dealer_partner_may_ruff else seating.index(dealer_partner)
    )
    return (
        ctx_args(pos.ctx),
        rules_args(pos.variant),
        [list(h) for h in pos.holdings],
        [list(e) for e in pos.exposed] if pos.exposed else [[], [], [], []],
        seating.index(pos.leader),
        [list(p) for p in pos.played],
        list(pos.barred),
        [pos.defends(s) for s in seating],
        barred_seat,
        sum(POINTS[c] for c in pos.bottom),
    )


def _asked(
    pos: Position, tables: SearchTables | None, query: str, *extra: object
) -> tuple[Any, ...] | None:
    """The native ``Solver``'s answer to ``query`` (``solve``, ``bracket``, ``dig``) of ``pos``
    with the ``extra`` arguments, status ``"ok"`` or ``"budget"``; ``None`` where it declines
    (the module's docstring)."""
    solver = _solver(tables) if supported(pos) else None
    if solver is None:
        return None
    try:
        answer: tuple[Any, ...] = getattr(solver, query)(_position_args(pos), *extra)
    except ValueError:
        return None
    return answer if answer[0] in ("ok", "budget") else None


def native_bracket(
    pos: Position, thresholds: list[int], budget: int, tables: SearchTables | None = None
) -> BracketAnswer | None:
    """The native level bracket of ``pos`` (not over) among ``thresholds`` (future points,
    ascending; ``search._Engine.bracket``), or ``None`` when it declines."""
    answer = _asked(pos, tables, "bracket", thresholds, budget)
    if answer is None:
        return None
    status, lo, hi, nodes, steps = answer
    if status == "budget":
        return "budget", None, None, nodes, steps
    return "ok", lo, hi, nodes, steps


def native_dig(pos: Position, budget: int, tables: SearchTables | None = None) -> DigAnswer | None:
    """Whether the defenders can force winning the last trick from ``pos`` (not over;
    ``analysis._Dig``), natively, or ``None`` when the native search declines the position."""
    answer = _asked(pos, tables, "dig", budget)
    if answer is None:
        return None
    status, forced, nodes, steps = answer
    if status == "budget":
        return "budget", None, nodes, steps
    return "ok", forced, nodes, steps


def native_search(
    pos: Position, budget: int, tables: SearchTables | None = None
) -> NativeAnswer | None:
    """The native search's answer for ``pos`` (not over), or ``None`` when it declines;
    ``tables``: the tables of the record's earlier searches, kept."""
    answer = _asked(pos, tables, "solve", budget)
    if answer is None:
        return None
    status, future, best, nodes, steps = answer
    if status == "budget":
        return "budget", None, None, nodes, steps
    return "ok", pos.points + future, tuple(best), nodes, steps
