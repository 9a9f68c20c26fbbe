"""The ruled result in the report: the hand as played and as the referee rules it
(core.ruled), as text lines and as the JSON ``ruled`` object."""

from __future__ import annotations

from typing import Any

from ..core.messages import Join, Msg
from ..core.reports import Applied, HandReport, Ruled
from ..core.ruled import span, why
from ..core.vocab import LevelChange
from .catalog import render
from .lang import Lang


def _change(c: LevelChange | None) -> Msg:
    return (
        Msg.of("ruled.unknown")
        if c is None
        else Msg.of("ruled.change", side=c.side, levels=c.levels)
    )


def _changes(ends: tuple[LevelChange, LevelChange] | None) -> Msg:
    if ends is None or ends[0] == ends[1]:
        return _change(None if ends is None else ends[0])
    return Msg.of("ruled.changes", first=_change(ends[0]), second=_change(ends[1]))


def _points(points: tuple[int, int] | None) -> str:
    return "?" if points is None else span(points[0], points[1])


def _moved(applied: tuple[Applied, ...]) -> tuple[Applied, ...]:
    """The consequences that did something (the ones a message explains the result by)."""
    return tuple(a for a in applied if a.points != (0, 0) or a.fault is not None)


def ruled_lines(r: HandReport, lang: Lang) -> list[str]:
    """``as played: 130 (defenders +1)`` / ``ruled: 110 (defenders +0) — …`` when the ruling
    changes the result; ``not ruled: …`` for findings the rulebook gives no rule for."""
    ruled = r.ruled
    if ruled is None:
        return []
    moved = _moved(ruled.applied)
    if ruled.differs:
        out = [render(_as_played(ruled), lang), render(_ruled(ruled, moved), lang)]
    elif moved:  # no total to rule (the record stops early): what the ruling does
        out = [render(Msg.of("ruled.partial", why=Join(tuple(why(a) for a in moved))), lang)]
    else:
        out = []
    if ruled.unruled:
        out.append(render(_not_ruled(ruled), lang))
    return out


def _as_played(ruled: Ruled) -> Msg:
    played = None if ruled.played_points is None else (ruled.played_points,) * 2
    return Msg.of("ruled.as-played", points=_points(played), change=_change(ruled.played_change))


def _ruled(ruled: Ruled, moved: tuple[Applied, ...]) -> Msg:
    """The ruled result, and why (the consequences that moved it)."""
    points, change = _points(ruled.points), _changes(ruled.change)
    if not moved:
        return Msg.of("ruled.ruled", points=points, change=change)
    why_ = Join(tuple(why(a) for a in moved))
    return Msg.of("ruled.ruled-why", points=points, change=change, why=why_)


def _not_ruled(ruled: Ruled) -> Msg:
    """The findings the rulebook gives no rule for."""
    items = tuple(
        Msg.of("ruled.not-ruled-hand", kind=a.kind, seat=a.seat)
        if a.trick is None
        else Msg.of("ruled.not-ruled-item", kind=a.kind, seat=a.seat, trick=a.trick)
        for a in ruled.unruled
    )
    return Msg.of("ruled.not-ruled", what=Join(items))


def _applied_dict(a: Applied, lang: Lang) -> dict[str, Any]:
    return {
        "seat": a.seat,
        "trick": a.trick,
        "kind": None if a.kind is None else str(a.kind),
        "fault": None if a.fault is None else str(a.fault),
        "written": a.written,
        "effect": a.points[0],
        "effect_max": a.points[1],
        "message": render(why(a), lang),
    }


def _change_dict(c: LevelChange | None) -> dict[str, Any] | None:
    return None if c is None else {"side": str(c.side), "levels": c.levels}


def ruled_dict(ruled: Ruled, lang: Lang) -> dict[str, Any]:
    """The JSON ``ruled`` object (schema/check.schema.json)."""
    points, change = ruled.points, ruled.change
    return {
        "differs": ruled.differs,
        "defenders_points": None if points is None else points[0],
        "defenders_points_max": None if points is None else points[1],
        "result": None if change is None else _change_dict(change[0]),
        "result_max": None if change is None else _change_dict(change[1]),
        "next_dealer": ruled.next_dealer,
        "penalties": [
            {"seat": seat, "points": low, "points_max": high} for seat, low, high in ruled.penalties
        ],
        "consequences": [_applied_dict(a, lang) for a in ruled.applied],
        "not_ruled": [
            {"seat": a.seat, "trick": a.trick, "kind": str(a.kind)} for a in ruled.unruled
        ],
    }
