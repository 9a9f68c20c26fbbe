"""The JSON record of a hand (docs/record-format.md's record object, described by
``schema/check.schema.json``).

Ids and values are language-neutral; the ``message`` fields (and notes) follow ``lang``.
Every record has a ``status`` (``clean``, ``violations``, ``incomplete``, ``unreadable``);
``ok`` is ``status == "clean"``.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from ..core.cards import RANK_NAMES, card_str
from ..core.messages import Msg
from ..core.reports import (
    Bottom,
    Finding,
    HandReport,
    InputError,
    MatchHand,
    MatchReport,
    PlayState,
    TrickState,
)
from .catalog import render
from .errors import input_error_text, printable, shown_name
from .lang import Lang
from .ruled import ruled_dict

_ASCII = tuple(card_str(c) for c in range(54))
"""``card_str`` of every kind (a hand names some 200 cards)."""


def _rank(level: int) -> str:
    return RANK_NAMES.get(level, "past A")


def error_text(e: InputError, lang: Lang = "en") -> str:
    """``source:line:column: message``, then the line and a caret under the column when known."""
    return input_error_text(e, lang)


def error_dict(e: InputError, lang: Lang = "en") -> dict[str, Any]:
    """An input error as data: its ``kind``, the ``message`` (``lang``) and its id, its place
    (``file``, ``line``, ``column``, ``source_line``: null where unknown) and ``text``, the
    error as the text report prints it (place, message, the line and a caret).  What comes
    from the input (``message``, ``source_line``, ``text``) has its control characters escaped
    (:func:`~.errors.printable`): a consumer may print it as it is."""
    return {
        "kind": e.kind,
        "message": printable(render(e.message, lang)),
        "message_id": e.message.id,
        "file": shown_name(e.source, json=True) if e.source else None,
        "line": e.line,
        "column": e.column,
        "source_line": printable(e.line_text) if e.line_text else None,
        "text": error_text(e, lang),
    }


def finding_dict(f: Finding, lang: Lang = "en") -> dict[str, Any]:
    """A finding; ``message``, ``rule`` and ``ruling`` follow ``lang`` (the preset's own Chinese
    article and ruling under ``zh``, where it has one); ``kind`` and ``message_id`` are the
    language-neutral keys."""
    return {
        "kind": f.kind,
        "trick": f.trick,
        "seat": f.seat,
        "cards": [_ASCII[c] for c in f.cards],
        "message": render(f.message, lang),
        "message_id": f.message.id,
        "rule": f.rule.get(lang),
        "ruling": f.ruling.get(lang),
    }


def _note(n: Msg, lang: Lang) -> str:
    return render(n, lang)


def _play_dict(p: PlayState) -> dict[str, Any]:
    """A play: its seat, cards and standing (a failed throw's cards first shown in
    ``attempted``)."""
    out = {"seat": p.seat, "cards": [_ASCII[c] for c in p.cards], "standing": p.standing}
    if p.attempted:
        out["attempted"] = [_ASCII[c] for c in p.attempted]
    return out


def _trick_dict(t: TrickState, plays: list[Any]) -> dict[str, Any]:
    """A trick, its ``plays`` given (each play's object, or none: :func:`hand_json`)."""
    return {
        "number": t.number,
        "leader": t.leader,
        "plays": plays,
        "winner": t.winner,
        "points": t.points,
    }


def _bottom_dict(b: Bottom | None) -> dict[str, Any] | None:
    if b is None:
        return None
    return {"points": b.points, "multiplier": b.multiplier, "awarded": b.awarded}


def _head(r: HandReport, lang: Lang) -> dict[str, Any]:
    """A checked hand's record object up to its tricks."""
    return {
        "file": shown_name(r.source, json=True),
        "hand": r.hand,
        "variant": r.variant,
        "variant_version": r.variant_version,
        "ok": r.ok,
        "status": r.status,
        "seats": list(r.seats),
        "dealer": r.dealer,
        "level": r.level,
        "trump": r.trump,
        "violations": [finding_dict(f, lang) for f in r.violations],
        "unverifiable": [finding_dict(f, lang) for f in r.unverifiable],
    }


def _tail(r: HandReport, lang: Lang) -> dict[str, Any]:
    """A checked hand's record object after its tricks."""
    tail: dict[str, Any] = {
        "trick_points": r.trick_points,
        "defenders_points": r.defenders_points,
        "bottom": _bottom_dict(r.bottom),
        "penalties": [
            {"seat": p.seat, "trick": p.trick, "points": p.points, "effect": p.effect}
            for p in r.penalties
        ],
        "result": None
        if r.result is None
        else {
            "side": str(r.result.side),
            "levels": r.result.levels,
            "next_dealer": r.result.next_dealer,
        }
        | ({} if r.result.note is None else {"note": _note(r.result.note, lang)}),
        "complete": r.complete,
        "ruled": None if r.ruled is None else ruled_dict(r.ruled, lang),
    }
    if r.match is not None:
        tail["match"] = match_dict(r.match, lang)
    if r.analysis is not None:
        from .solve import analysis_dict

        tail["analysis"] = analysis_dict(r.analysis, lang)
    return tail


def _record(r: HandReport, lang: Lang, plays: Callable[[TrickState], list[Any]]) -> dict[str, Any]:
    """The record object of one hand, each trick's ``plays`` made by ``plays``."""
    if r.error is not None:
        return {
            "file": shown_name(r.source, json=True),
            "hand": r.hand,
            "variant": r.variant,
            "variant_version": r.variant_version,
            "ok": False,
            "status": r.status,
            "error": error_dict(r.error, lang),
        }
    tricks = [_trick_dict(t, plays(t)) for t in r.tricks]
    return _head(r, lang) | {"tricks": tricks} | _tail(r, lang)


def _play_dicts(t: TrickState) -> list[Any]:
    return [_play_dict(p) for p in t.plays]


def hand_dict(r: HandReport, lang: Lang = "en") -> dict[str, Any]:
    """The JSON record object of one hand."""
    return _record(r, lang, _play_dicts)


_ENCODE = json.JSONEncoder(ensure_ascii=False, check_circular=False).encode
"""``json.dumps(…, ensure_ascii=False)`` without its per-call set-up (a record object is a tree)."""

_NO_PLAYS: list[Any] = []
_HOLE = _ENCODE({"plays": _NO_PLAYS})[1:-1]
"""``"plays": []``: where :func:`hand_json` puts a trick's plays.  A record's JSON holds it
nowhere else (no other ``plays`` key; inside a text, a quote is escaped)."""

_PLAYS: dict[PlayState, str] = {}
"""A single's or a pair's JSON object, by the play (some 16,000 at most: a few MB)."""


def _no_plays(t: TrickState) -> list[Any]:
    return _NO_PLAYS


def _play_json(p: PlayState) -> str:
    """:func:`_play_dict` encoded (remembered for singles and pairs, which come again and
    again; a throw's cards seldom)."""
    out = _PLAYS.get(p)
    if out is None:
        out = _ENCODE(_play_dict(p))
        if len(p.cards) <= 2:
            if len(_PLAYS) >= 1 << 14:
                _PLAYS.clear()
            _PLAYS[p] = out
    return out


def hand_json(r: HandReport, lang: Lang = "en") -> str:
    """``hand_dict(r, lang)`` encoded on one line (``ensure_ascii=False``): the same record
    object, encoded with its tricks' plays left empty, each trick's plays then put in its
    :data:`_HOLE` from each play's JSON, made once (most of a hand's text)."""
    pieces = _ENCODE(_record(r, lang, _no_plays)).split(_HOLE)
    if len(pieces) != len(r.tricks) + 1:  # not one hole a trick: cannot be, but then plainly
        return _ENCODE(hand_dict(r, lang))
    out = [pieces[0]]
    for t, after in zip(r.tricks, pieces[1:], strict=True):
        out += ('"plays": [', ", ".join([_play_json(p) for p in t.plays]), "]", after)
    return "".join(out)


def _match_hand(h: MatchHand, labels: tuple[str, str], lang: Lang) -> dict[str, Any]:
    return {
        "hand": h.hand,
        "dealer": h.dealer,
        "level": None if h.level is None else RANK_NAMES[h.level],
        "trump": h.trump,
        "defenders_points": h.defenders_points,
        "bottom": _bottom_dict(h.bottom),
        "result": None
        if h.result is None
        else {"side": str(h.result.side), "levels": h.result.levels},
        "levels_after": None
        if h.levels_after is None
        else {lab: _rank(lv) for lab, lv in zip(labels, h.levels_after, strict=True)},
        "next_dealer": h.next_dealer,
        "notes": [_note(n, lang) for n in h.notes],
    }


def match_dict(m: MatchReport, lang: Lang = "en") -> dict[str, Any]:
    """The ``match`` object: per hand dealer, trump, level, points, bottom, result, levels after."""
    return {
        "file": shown_name(m.source, json=True),
        "variant": m.variant,
        "variant_version": m.variant_version,
        "partnerships": list(m.partnerships),
        "start_levels": {
            lab: _rank(lv) for lab, lv in zip(m.partnerships, m.start_levels, strict=True)
        },
        "hands": [_match_hand(h, m.partnerships, lang) for h in m.hands],
        "winner": m.winner,
        "ended_at": m.ended_at,
        "notes": [_note(n, lang) for n in m.notes],
        "ended_on_time": m.ended_on_time,
        "forfeit": None
        if m.forfeit is None
        else {
            "hand": m.forfeit.hand,
            "loser": m.forfeit.loser,
            "winner": m.forfeit.winner,
            "seat": m.forfeit.seat,
            "fault": str(m.forfeit.fault),
            "offence": m.forfeit.offence,
            "article": m.forfeit.article,
        },
    }
