"""The JSON record of a hand (docs/record-format.md's record object, described by ``schema/check.schema.json``).

Ids and values are language-neutral; the ``message`` fields (and notes) follow ``lang``.
Every record has a ``status`` (``clean``, ``violations``, ``incomplete``, ``unreadable``);
``ok`` is ``status == "clean"``.
"""

from __future__ import annotations

import json
from typing import Any

from ..core.cards import RANK_NAMES, card_str
from ..core.findings import (
    Finding,
    HandReport,
    InputError,
    MatchHand,
    MatchReport,
    PlayState,
    TrickState,
)
from ..core.messages import Msg
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
    """A finding; ``rule`` and ``ruling`` are the preset's English (a contract), ``message`` follows ``lang``."""
    return {
        "kind": f.kind,
        "trick": f.trick,
        "seat": f.seat,
        "cards": [_ASCII[c] for c in f.cards],
        "message": render(f.message, lang),
        "message_id": f.message.id,
        "rule": f.rule.en,
        "ruling": f.ruling.en,
    }


def _note(n: Msg, lang: Lang) -> str:
    return render(n, lang)


def _trick_dict(t: TrickState) -> dict[str, Any]:
    return {
        "number": t.number,
        "leader": t.leader,
        "plays": [
            {"seat": p.seat, "cards": [_ASCII[c] for c in p.cards], "standing": p.standing}
            if not p.attempted
            else {
                "seat": p.seat,
                "cards": [_ASCII[c] for c in p.cards],
                "standing": p.standing,
                "attempted": [_ASCII[c] for c in p.attempted],
            }
            for p in t.plays
        ],
        "winner": t.winner,
        "points": t.points,
    }


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
        "bottom": None
        if r.bottom is None
        else {
            "points": r.bottom.points,
            "multiplier": r.bottom.multiplier,
            "awarded": r.bottom.awarded,
        },
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
    analysis = getattr(
        r, "analysis", None
    )  # check --analyze's report (solver.analysis.AnalyzedReport)
    if analysis is not None:
        from .solve import analysis_dict

        tail["analysis"] = analysis_dict(analysis, lang)
    return tail


def hand_dict(r: HandReport, lang: Lang = "en") -> dict[str, Any]:
    """The JSON record object of one hand."""
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
    return _head(r, lang) | {"tricks": [_trick_dict(t) for t in r.tricks]} | _tail(r, lang)


_ENCODE = json.JSONEncoder(ensure_ascii=False, check_circular=False).encode
"""``json.dumps(…, ensure_ascii=False)`` without its per-call set-up (a record object is a tree)."""
_QUOTED = tuple(_ENCODE(s) for s in _ASCII)
"""Each card kind as a JSON string."""
_PLAYS: dict[PlayState, str] = {}
"""A single's or a pair's JSON object, by the play (some 16,000 at most: a few MB)."""
_STRINGS: dict[str, str] = {}
"""A seat's or a standing's JSON string."""


def _string(s: str) -> str:
    out = _STRINGS.get(s)
    if out is None:
        if len(_STRINGS) >= 256:
            _STRINGS.clear()
        out = _STRINGS[s] = _ENCODE(s)
    return out


def _play_json(p: PlayState) -> str:
    out = _PLAYS.get(p)
    if out is None:
        out = (
            f'{{"seat": {_string(p.seat)}, "cards": [{", ".join([_QUOTED[c] for c in p.cards])}], '
            f'"standing": {_string(p.standing)}'
        )
        if p.attempted:
            out += f', "attempted": [{", ".join([_QUOTED[c] for c in p.attempted])}]'
        out += "}"
        if len(p.cards) <= 2:  # singles and pairs come again and again, a throw's cards seldom
            if len(_PLAYS) >= 1 << 14:
                _PLAYS.clear()
            _PLAYS[p] = out
    return out


def hand_json(r: HandReport, lang: Lang = "en") -> str:
    """``hand_dict(r, lang)`` as JSON on one line (``ensure_ascii=False``), character for
    character; the tricks, most of a hand's text, written from each play's JSON, made once."""
    if r.error is not None or not r.tricks:
        return _ENCODE(hand_dict(r, lang))
    play = _play_json
    tricks = ", ".join(
        [
            f'{{"number": {t.number}, "leader": {_string(t.leader)}, "plays": '
            f'[{", ".join([play(p) for p in t.plays])}], "winner": {_string(t.winner)}, '
            f'"points": {t.points}}}'
            for t in r.tricks
        ]
    )
    return f'{_ENCODE(_head(r, lang))[:-1]}, "tricks": [{tricks}], {_ENCODE(_tail(r, lang))[1:]}'


def _match_hand(h: MatchHand, labels: tuple[str, str], lang: Lang) -> dict[str, Any]:
    return {
        "hand": h.hand,
        "dealer": h.dealer,
        "level": None if h.level is None else RANK_NAMES[h.level],
        "trump": h.trump,
        "defenders_points": h.defenders_points,
        "bottom": None
        if h.bottom is None
        else {
            "points": h.bottom.points,
            "multiplier": h.bottom.multiplier,
            "awarded": h.bottom.awarded,
        },
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
