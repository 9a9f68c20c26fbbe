"""Botzone Tractor (双升) logs (``--from botzone``; a file named ``*.botzone.json`` without it).

Two documents are read (docs/formats.md, "botzone"):

- a **match log** ``{"log": [...], "initdata": {...}}``: the judge's ``initdata`` holds the whole
  deal (``allocation``: four lists of 25 card ids; ``publiccard``: the 8 bottom ids; ``level``);
  the log alternates the judge's requests and the bots' responses.  It is one hand: the deal,
  the bids (a bot's non-empty response while dealt), the cover (the banker's bury), every trick
  — a play is the judge's verdict (``display.event.poker``), and when the bot asked for other cards
  (a failed throw) those are the play's attempt —, and the judge's verdicts as claims: each
  trick's winner (the next request's ``history[3]``), each failed throw's penalty (the change of
  ``total_score``), the final points when the judge shows them (``get_score``) and the
  ``finish`` scores as the result (:data:`RULES`, the levels table).
- a **bot input** ``{"requests": [...], "responses": [...]}`` (``log_forAI.json``): what one seat
  was told and answered.  It gives that seat's hand, the trump, the dealer, the bury when the seat
  is the banker and the tricks the seat saw; the other hands and the other seats' attempted
  throws are not in it, and are said to be missing (an ``unverifiable`` note), never guessed.

Card id ``n = id % 54``: 52 the little joker, 53 the big; else rank ``A 2 3 4 5 6 7 8 9 0 J Q K``
``[n // 4]`` and a suit by ``n % 4``.  The judge copies order the suits two ways (``s h c d``, and
``h d s c`` in an older copy): a log's own bids say which (a bid's card and the trump the judge
then announces); a log whose bids do not tell is read in the current judge's order with a note.

>>> unit, = loads('{"log": [], "initdata": 5}')
>>> err = unit.records[0]; err.line, err.column, err.message.id
(1, 25, 'imp_botzone.bad-value')
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import IO, Any

from ..core.cards import (
    BIG_JOKER,
    LITTLE_JOKER,
    RANK_NAMES,
    SUIT_LETTERS,
    Card,
    make_card,
    points_of,
)
from ..core.messages import Msg
from ..core.record import Bid, Claims, HandRecord, Play, Trick
from ..core.variants import Variant, variant_from_table
from ..core.vocab import LevelChange, Side, Trump
from ..notation.errors import ParseError
from . import (
    RecordGroup,
    Unmappable,
    checked_units,
    failure,
    failure_offset,
    read_whole,
    toml_text,
)
from .godot import _Places

__all__ = [
    "NAME",
    "RULES",
    "SEATS",
    "SUFFIXES",
    "card_id",
    "card_of",
    "dumps",
    "iter_units",
    "loads",
]

NAME = "botzone"
SUFFIXES = (".botzone.json", ".botzone.json.gz")
"""A plain ``.json`` is the tool's own JSON record format: a Botzone log needs ``--from
botzone`` or this suffix."""
MAX_BYTES = 20_000_000
"""A log is one JSON document, read whole: a larger one is refused (a match log is ~150 kB)."""

SEATS = ("P0", "P1", "P2", "P3")
"""Botzone's player ``i`` → its seat in the records (partners 0/2 and 1/3; play goes 0→1→2→3)."""
HAND, KITTY, IDS = 25, 8, 108

RULES: dict[str, Any] = {
    "extends": "national",
    "name": NAME,
    "version": "judge",
    "description": "Botzone's Tractor judge (one hand; game points 3/2/1 by the defenders' total)",
    "description_zh": "Botzone 双升裁判程序（一局；按闲家得分计 3/2/1 分）",
    "bottom": {
        "mode": "per-unit",
        "single": 1,
        "pair": 2,
        "tractor": "2n",
        "throw": "largest-unit",
        "throw_floor": 2,
    },
    "throw": {
        "forced_play": "smallest-beaten-unit",
        "penalty_per_card": 10,
        "penalty_basis": "beaten",
    },
    "levels": {
        "table": [
            {"at": 0, "side": "dealer", "levels": 3},
            {"at": 1, "side": "dealer", "levels": 2},
            {"at": 40, "side": "dealer", "levels": 1},
            {"at": 80, "side": "defenders", "levels": 1},
            {"at": 120, "side": "defenders", "levels": 2},
            {"at": 160, "side": "defenders", "levels": 3},
        ],
        "step": 40,
        "cap": 3,
    },
    "match": {"must_play": []},
    "order": {"trump_chain_adjacent": False},
}
"""The judge's rules as a variant table (``examples/variants/botzone.toml`` is its text): the
bottom multiplier as the current judge counts it from the last lead (1 a card of a single unit; a
throw's largest unit, at least 2 — the older judge counts the last *play*, and doubles a throw's:
its final scores then differ, and the check says by how much), 10 points a card of each beaten
unit of a failed throw, and the game points (3/2/1 to the side that won) as the level table."""

ORDERS = ("shcd", "hdsc")
"""The suit letters of ``id % 4`` in the judge copies: the current one first."""
_RANKS = "A234567890JQK"
_RANK_OF = {
    name: (14 if name == "A" else 10 if name == "0" else i + 1) for i, name in enumerate(_RANKS)
} | {"J": 11, "Q": 12, "K": 13, "10": 10}
_TRUMPS = {"s": Trump.S, "h": Trump.H, "c": Trump.C, "d": Trump.D, "n": Trump.NT}

Path = tuple[str | int, ...]


class _Bad(Unmappable):
    """A value of the log that cannot be mapped, at ``path`` in the document."""

    def __init__(self, path: Path, message: Msg) -> None:
        super().__init__(message)
        self.path = path


def _shown_path(path: Path) -> str:
    """A field path as the messages write it: ``log[203].0.response[1]``."""
    out = ""
    for step in path:
        out += f"[{step}]" if isinstance(step, int) else (f".{step}" if out else str(step))
    return out or "(document)"


def _bad(path: Path, what: str, **kw: str | int) -> _Bad:
    return _Bad(
        path, Msg.of("imp_botzone.bad-value", path=_shown_path(path), what=Msg.of(what, **kw))
    )


def card_of(card_id: int, order: str = ORDERS[0]) -> Card:
    """The card of a Botzone card id under a suit order of :data:`ORDERS`.

    >>> from shengji_cli.core.cards import card_str
    >>> [card_str(card_of(i)) for i in (0, 7, 36, 52, 53, 107)]
    ['SA', 'D2', 'S10', 'LJ', 'BJ', 'BJ']
    >>> card_str(card_of(7, "hdsc"))
    'C2'
    """
    n = card_id % 54
    if n == 52:
        return LITTLE_JOKER
    if n == 53:
        return BIG_JOKER
    return make_card(SUIT_LETTERS.index(order[n % 4].upper()), _RANK_OF[_RANKS[n // 4]])


def card_id(card: Card, copy: int, order: str = ORDERS[0]) -> int:
    """The id of ``copy`` (0 or 1) of ``card`` (:func:`card_of` the other way)."""
    if card == LITTLE_JOKER:
        n = 52
    elif card == BIG_JOKER:
        n = 53
    else:
        rank = card % 13 + 2
        n = _RANKS.index("A" if rank == 14 else "0" if rank == 10 else _RANKS[rank - 1]) * 4
        n += order.index(SUIT_LETTERS[card // 13].lower())
    return n + 54 * copy


# -- reading ------------------------------------------------------------------------------------


def iter_units(stream: IO[bytes], source: str) -> Iterator[RecordGroup]:
    """The document's one unit (a log is one JSON document, read whole, gzip or not)."""
    raw = read_whole(stream, source, MAX_BYTES, "imp_botzone.broken", "imp_botzone.too-large")
    if isinstance(raw, ParseError):
        yield RecordGroup((raw,))
        return
    yield from _loads(raw, source)


def loads(data: bytes | str, source: str = "<string>") -> list[RecordGroup]:
    """The units of a document in memory: one, its hand (whatever stops it a located error)."""
    return list(checked_units(_loads(data, source), source))


def _loads(data: bytes | str, source: str) -> list[RecordGroup]:
    if isinstance(data, bytes):
        raw = data
        try:
            data = raw.decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            line = raw.count(b"\n", 0, exc.start) + 1
            return [RecordGroup((ParseError(source, line, 1, Msg.of("imp_botzone.not-utf8")),))]
    places = _Places(data)
    try:
        doc = json.loads(data)
    except json.JSONDecodeError as exc:
        err = places.lines.error(exc.pos, source, Msg.of("imp_botzone.not-json", reason=exc.msg))
        return [RecordGroup((err,))]
    except Exception as exc:  # noqa: BLE001 - refused past the syntax (4,300 digits, too deep)
        return [RecordGroup((places.lines.error(failure_offset(data, exc), source, failure(exc)),))]
    try:
        if isinstance(doc, dict) and "log" in doc:
            record, notes = _MatchLog(doc, source, places).record()
        elif isinstance(doc, dict) and "requests" in doc:
            record, notes = _BotInput(doc, source, places).record()
        else:
            raise _Bad((), Msg.of("imp_botzone.not-log"))
    except RecursionError as exc:
        return [RecordGroup((places.error(source, (), failure(exc)),))]
    except _Bad as exc:
        message = exc.message
        return [RecordGroup((places.error(source, exc.path, message),))]
    except Exception as exc:  # noqa: BLE001 - one document's loss at most
        return [RecordGroup((places.error(source, (), failure(exc)),))]
    return [
        RecordGroup(
            (record,),
            match=False,  # one game: its level is the judge's, no match before it
            variant=variant_from_table(RULES, f"{NAME}.toml"),
            notes=tuple(notes),
            variant_toml=toml_text(RULES),
        )
    ]


# -- values ---------------------------------------------------------------------------------


def _get(obj: object, key: str | int, at: Path, tp: type | tuple[type, ...]) -> Any:
    """``obj[key]`` of type ``tp`` (a bool is no int), else :class:`_Bad` at its path."""
    if isinstance(obj, dict) and isinstance(key, str):
        value = obj.get(key)
    elif isinstance(obj, list) and isinstance(key, int) and 0 <= key < len(obj):
        value = obj[key]
    else:
        raise _bad(at, "imp_botzone.what.container")
    if not isinstance(value, tp) or isinstance(value, bool):
        raise _bad((*at, key), "imp_botzone.what.missing")
    return value


def _ids(value: object, at: Path, n: int | None = None) -> list[int]:
    """A list of card ids (``n`` of them when given)."""
    if not isinstance(value, list) or (n is not None and len(value) != n):
        raise _bad(at, "imp_botzone.what.ids", n="?" if n is None else n)
    for i, v in enumerate(value):
        if type(v) is not int or not 0 <= v < IDS:
            raise _bad((*at, i), "imp_botzone.what.card-id", value=_shown(v))
    return list(value)


def _seat(value: object, at: Path) -> int:
    if type(value) is not int or not 0 <= value <= 3:
        raise _bad(at, "imp_botzone.what.seat", value=_shown(value))
    return value


def _shown(value: object) -> str:
    """A value as the log writes it (JSON), at most 40 characters."""
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= 40 else text[:39] + "…"


def _level(value: object, at: Path) -> int:
    level = _RANK_OF.get(value) if isinstance(value, str) else None
    if level is None:
        raise _bad(at, "imp_botzone.what.level", value=_shown(value))
    return level


def _trump(banking: object, at: Path) -> Trump:
    major = banking.get("major") if isinstance(banking, dict) else None
    trump = _TRUMPS.get(major) if isinstance(major, str) else None
    if trump is None:
        raise _bad((*at, "major"), "imp_botzone.what.major", value=_shown(major))
    return trump


def _order_evidence(bids: list[tuple[list[int], str | None]]) -> tuple[str, bool]:
    """The suit order the bids show (a bid's card and the trump announced after it): the order,
    and whether the bids showed it (else the current judge's)."""
    fits = {order: 0 for order in ORDERS}
    for ids, major in bids:
        suited = [i for i in ids if i % 54 < 52]
        if not suited or major not in ("s", "h", "c", "d"):
            continue
        for order in ORDERS:
            if order[suited[0] % 54 % 4] == major:
                fits[order] += 1
    shown = [o for o in ORDERS if fits[o] and all(fits[o] >= fits[p] for p in ORDERS)]
    if not shown:
        return ORDERS[0], False
    return shown[0], True


def _last_play(history: list[Any], at: Path) -> list[int] | None:
    """The cards last played, as a request's ``history`` shows them (a judge whose entries
    carry no ``display.event``): the last of this trick, else of the trick just ended."""
    if len(history) != 4:
        return None
    for k in (1, 0):
        trick = history[k]
        if isinstance(trick, list) and trick:
            return _ids(trick[-1], (*at, "history", k, len(trick) - 1))
    return None


@dataclass
class _Step:
    """A bot's answer to a request of the judge, and the judge's verdict on it."""

    seat: int
    stage: str
    response: list[int]
    at: Path
    played: list[int] | None = None
    """The judge's cards (``display.event.poker`` of its next entry); ``None``: no verdict."""
    score_before: int | None = None
    score_after: int | None = None
    history_after: list[Any] | None = None
    banking_after: object = None
    banking_at: Path = ()


@dataclass
class _Hand:
    """What a document gives of its hand, card ids still unmapped."""

    seats: dict[int, list[int]] = field(default_factory=dict)
    kitty: list[int] | None = None
    buried: list[int] | None = None
    dealer: int | None = None
    trump: Trump | None = None
    level: int | None = None
    bids: list[tuple[int, list[int], str | None]] = field(default_factory=list)
    plays: list[tuple[int, list[int], list[int] | None]] = field(default_factory=list)
    """Each play: seat, the cards played, the cards asked for when they differ (a failed throw)."""
    winners: list[int | None] = field(default_factory=list)
    penalties: list[tuple[int, int]] = field(default_factory=list)
    points: int | None = None
    final_gain: int | None = None
    """The points the judge gave with the last play (the newer judge's ``get_score``)."""
    result: LevelChange | None = None
    notes: list[Msg] = field(default_factory=list)

    def record(self, source: str, line: int) -> tuple[HandRecord, list[Msg]]:
        order, shown = _order_evidence([(ids, major) for _, ids, major in self.bids])
        notes = list(self.notes)
        if not shown:
            notes.append(Msg.of("imp_botzone.order-assumed", order=" ".join(order)))

        def cards(ids: list[int]) -> tuple[Card, ...]:
            return tuple(card_of(i, order) for i in ids)

        tricks, trick_winners = [], []
        full = len(self.plays) // 4
        for k in range(full):
            plays = self.plays[4 * k : 4 * k + 4]
            tricks.append(
                Trick(
                    k + 1,
                    tuple(
                        Play(SEATS[s], cards(c), None if a is None else cards(a))
                        for s, c, a in plays
                    ),
                )
            )
            trick_winners.append(self.winners[k] if k < len(self.winners) else None)
        if len(self.plays) % 4:
            notes.append(Msg.of("imp_botzone.cut-short", trick=full + 1, n=len(self.plays) % 4))
        winners: tuple[str, ...] = ()
        if trick_winners and all(w is not None for w in trick_winners):
            winners = tuple(SEATS[w] for w in trick_winners if w is not None)
        elif trick_winners:
            missing = next(k for k, w in enumerate(trick_winners) if w is None) + 1
            notes.append(Msg.of("imp_botzone.no-winner", trick=missing))
        bottom, multiplier = self._bottom(cards, len(tricks))
        claims = Claims(
            points=self.points,
            bottom_points=bottom,
            bottom_multiplier=multiplier,
            result=self.result,
            penalties=tuple((SEATS[s], n) for s, n in self.penalties),
            winners=winners,
        )
        record = HandRecord(
            variant=NAME,
            seats=SEATS,
            dealer=None if self.dealer is None else SEATS[self.dealer],
            level=self.level,
            trump=self.trump,
            deals=tuple((SEATS[s], _sorted(cards(ids))) for s, ids in sorted(self.seats.items())),
            kitty=None if self.kitty is None else cards(self.kitty),
            buried=None if self.buried is None else _sorted(cards(self.buried)),
            bids=tuple(Bid(SEATS[s], _sorted(cards(ids))) for s, ids, _ in self.bids),
            tricks=tuple(tricks),
            claims=claims,
            levels=None
            if self.dealer is None or self.level is None
            else ((SEATS[self.dealer], self.level),),  # the banker's side plays the judge's level
            source=source,
            line=line,
        )
        return record, notes

    def _bottom(
        self, cards: Callable[[list[int]], tuple[Card, ...]], tricks: int
    ) -> tuple[int | None, int | None]:
        """The bottom's points and the multiplier the judge's last gain implies: the gain with
        the last play is that trick's points and the bottom's times its multiplier when the
        defenders took the last trick, else nothing (a failed throw's penalty falls on a lead,
        never on a last play); ``None`` where the judge's numbers do not tell."""
        gain, buried = self.final_gain, self.buried
        if gain is None or buried is None or gain <= 0 or not tricks or len(self.plays) % 4:
            return None, None
        last = [c for _, played, _ in self.plays[-4:] for c in cards(played)]
        points = points_of(cards(buried))
        rest = gain - points_of(last)
        if points <= 0 or rest <= 0 or rest % points:
            return None, None
        return points, rest // points


def _sorted(cards: tuple[Card, ...]) -> tuple[Card, ...]:
    return tuple(sorted(cards, key=_ORDER.__getitem__))


_ORDER = {
    c: i
    for i, c in enumerate(
        (BIG_JOKER, LITTLE_JOKER, *(s * 13 + r - 2 for s in range(4) for r in range(14, 1, -1)))
    )
}


# -- a match log ---------------------------------------------------------------------------


class _MatchLog:
    """A judge's log of a whole hand."""

    def __init__(self, doc: dict[str, Any], source: str, places: _Places) -> None:
        self.doc, self.source, self.places = doc, source, places

    def record(self) -> tuple[HandRecord, list[Msg]]:
        doc = self.doc
        init = doc.get("initdata")
        if isinstance(init, str):  # the judge also takes initdata as a JSON string
            try:
                init = json.loads(init)
            except (json.JSONDecodeError, RecursionError, ValueError):
                raise _bad(("initdata",), "imp_botzone.what.initdata") from None
        if not isinstance(init, dict):
            raise _bad(("initdata",), "imp_botzone.what.initdata")
        log = _get(doc, "log", (), list)
        hand = _Hand()
        alloc = _get(init, "allocation", ("initdata",), list)
        if len(alloc) != 4:
            raise _bad(("initdata", "allocation"), "imp_botzone.what.allocation")
        for s in range(4):
            hand.seats[s] = _ids(alloc[s], ("initdata", "allocation", s), HAND)
        hand.kitty = _ids(init.get("publiccard"), ("initdata", "publiccard"), KITTY)
        every = [i for ids in hand.seats.values() for i in ids] + hand.kitty
        twice = [i for i, n in Counter(every).items() if n > 1]
        if twice:
            raise _bad(("initdata",), "imp_botzone.what.twice", value=twice[0])
        hand.level = _level(init.get("level", "2"), ("initdata", "level"))
        self._walk(log, hand)
        return hand.record(self.source, 1)

    def _walk(self, log: list[Any], hand: _Hand) -> None:
        """The requests and responses in order."""
        steps: list[_Step] = []
        finish: tuple[dict[str, Any], Path] | None = None
        request: tuple[int, str, dict[str, Any], Path] | None = None
        for i, entry in enumerate(log):
            at: Path = ("log", i)
            if not isinstance(entry, dict):
                raise _bad(at, "imp_botzone.what.entry")
            if "output" in entry:
                output = _get(entry, "output", at, dict)
                self._verdict(output, (*at, "output"), steps, hand)
                if output.get("command") == "finish":
                    finish = (output, (*at, "output"))
                    break
                request = self._request(output, (*at, "output"))
            else:
                if request is None or str(request[0]) not in entry:
                    raise _bad(at, "imp_botzone.what.response")
                seat, stage, body, _ = request
                answer = _get(entry, str(seat), at, dict)
                if "response" not in answer and answer.get("verdict", "OK") != "OK":
                    verdict = answer.get("verdict")
                    hand.notes.append(
                        Msg.of(
                            "imp_botzone.bot-failed",
                            seat=SEATS[seat],
                            verdict=_shown(verdict)[:20],
                        )
                    )
                    break  # the judge ends the game there
                response = _ids(answer.get("response"), (*at, str(seat), "response"))
                score = (
                    body.get("global", {}).get("total_score")
                    if isinstance(body.get("global"), dict)
                    else None
                )
                steps.append(
                    _Step(
                        seat,
                        stage,
                        response,
                        (*at, str(seat), "response"),
                        score_before=score if type(score) is int else None,
                    )
                )
                request = None
        self._steps(steps, hand)
        if finish is not None:  # the dealer is known now
            self._finish(*finish, hand)

    def _request(self, output: dict[str, Any], at: Path) -> tuple[int, str, dict[str, Any], Path]:
        content = _get(output, "content", at, dict)
        if len(content) != 1:
            raise _bad((*at, "content"), "imp_botzone.what.content")
        ((key, body),) = content.items()
        seat = _seat(
            int(key) if isinstance(key, str) and key.isdigit() else key, (*at, "content", key)
        )
        if not isinstance(body, dict):
            raise _bad((*at, "content", key), "imp_botzone.what.container")
        stage = _get(body, "stage", (*at, "content", key), str)
        if stage == "cover":  # the banking that names the trump must be there
            glob = _get(body, "global", (*at, "content", key), dict)
            _get(glob, "banking", (*at, "content", key, "global"), dict)
        return seat, stage, body, (*at, "content", key)

    def _verdict(self, output: dict[str, Any], at: Path, steps: list[_Step], hand: _Hand) -> None:
        """What the judge's entry says of the last response: the cards played, the score, the
        history and the banking after it."""
        display = output.get("display")
        event = display.get("event") if isinstance(display, dict) else None
        content = output.get("content")
        body = (
            next(iter(content.values()), None)
            if isinstance(content, dict) and len(content) == 1
            else None
        )
        glob = body.get("global") if isinstance(body, dict) else None
        if not steps or steps[-1].banking_after is not None:
            return
        step = steps[-1]
        step.banking_after = glob.get("banking") if isinstance(glob, dict) else {}
        if isinstance(content, dict) and len(content) == 1:
            step.banking_at = (*at, "content", next(iter(content)), "global", "banking")
        if step.stage == "play":
            if isinstance(event, dict) and event.get("action") == "play":
                step.played = _ids(event.get("poker"), (*at, "display", "event", "poker"))
            elif isinstance(body, dict) and isinstance(body.get("history"), list):
                step.played = _last_play(body["history"], (*at, "content"))
            score = glob.get("total_score") if isinstance(glob, dict) else None
            step.score_after = score if type(score) is int else None
            if isinstance(body, dict) and isinstance(body.get("history"), list):
                step.history_after = body["history"]
            if output.get("command") == "finish" and isinstance(display, dict):
                gain = display.get("get_score")
                if type(gain) is int and step.score_before is not None:
                    hand.points = step.score_before + gain
                    hand.final_gain = gain

    def _finish(self, output: dict[str, Any], at: Path, hand: _Hand) -> None:
        display = output.get("display")
        if isinstance(display, dict) and display.get("error") is not None:
            errors = display.get("error")
            seat = display.get("currplayer")
            reason = (
                next((e for e in errors if isinstance(e, str)), "?")
                if isinstance(errors, list)
                else "?"
            )
            hand.notes.append(
                Msg.of(
                    "imp_botzone.judge-error",
                    seat=SEATS[seat] if type(seat) is int and 0 <= seat <= 3 else "?",
                    reason=reason[:40],
                )
            )
            return
        scores = _get(output, "content", at, dict)
        if hand.dealer is None:
            return
        ours = scores.get(str(hand.dealer))
        theirs = scores.get(str((hand.dealer + 1) % 4))
        if type(ours) is not int or type(theirs) is not int or ours < 0 or theirs < 0:
            raise _bad((*at, "content"), "imp_botzone.what.scores")
        hand.result = (
            LevelChange(Side.DEALER, ours) if ours > 0 else LevelChange(Side.DEFENDERS, theirs)
        )

    def _steps(self, steps: list[_Step], hand: _Hand) -> None:
        for step in steps:
            if step.stage == "deal":
                if step.response:
                    banking = step.banking_after
                    major = banking.get("major") if isinstance(banking, dict) else None
                    hand.bids.append(
                        (step.seat, step.response, major if isinstance(major, str) else None)
                    )
            elif step.stage == "cover":
                hand.dealer = step.seat
                hand.buried = _ids(step.response, step.at, KITTY)
                hand.trump = _trump(step.banking_after, step.banking_at)
            elif step.stage == "play":
                self._play(step, hand)

    def _play(self, step: _Step, hand: _Hand) -> None:
        if step.played is None:
            hand.notes.append(Msg.of("imp_botzone.unjudged", seat=SEATS[step.seat]))
            return
        attempted = None if Counter(step.played) == Counter(step.response) else step.response
        lead = len(hand.plays) % 4 == 0
        hand.plays.append((step.seat, step.played, attempted))
        if lead and (attempted is not None) and hand.dealer is not None:
            before, after = step.score_before, step.score_after
            if before is not None and after is not None:
                defender = (step.seat - hand.dealer) % 2 == 1
                fined = before - after if defender else after - before
                if fined >= 0:
                    hand.penalties.append((step.seat, fined))
                else:  # the score moved for the thrower's side: no penalty a claim can say
                    hand.notes.append(
                        Msg.of("imp_botzone.odd-score", seat=SEATS[step.seat], n=-fined)
                    )
        if len(hand.plays) % 4 == 0:
            history = step.history_after
            winner = history[3] if isinstance(history, list) and len(history) == 4 else None
            hand.winners.append(winner if type(winner) is int and 0 <= winner <= 3 else None)


# -- a bot input -----------------------------------------------------------------------------


class _BotInput:
    """One seat's requests and responses (``log_forAI.json``)."""

    def __init__(self, doc: dict[str, Any], source: str, places: _Places) -> None:
        self.doc, self.source, self.places = doc, source, places

    def record(self) -> tuple[HandRecord, list[Msg]]:
        requests = _get(self.doc, "requests", (), list)
        responses = self.doc.get("responses", [])
        if not isinstance(responses, list):
            raise _bad(("responses",), "imp_botzone.what.missing")
        hand = _Hand()
        seat: int | None = None
        own: list[int] = []
        tricks: list[tuple[int, list[list[int]], int]] = []
        pending: list[tuple[list[int], str | None]] = []  # the seat's bids, before it is known
        for i, req in enumerate(requests):
            at: Path = ("requests", i)
            if not isinstance(req, dict):
                raise _bad(at, "imp_botzone.what.container")
            stage = _get(req, "stage", at, str)
            glob_value = req.get("global")
            glob: dict[str, Any] = glob_value if isinstance(glob_value, dict) else {}
            if "level" in glob:
                hand.level = _level(glob["level"], (*at, "global", "level"))
            pos = req.get("playerpos")
            if pos is not None:
                seat = _seat(pos, (*at, "playerpos"))
            answer = responses[i] if i < len(responses) else None
            if stage == "deal":
                own += _ids(req.get("deliver"), (*at, "deliver"), 1)
                if isinstance(answer, list) and answer:
                    after = requests[i + 1] if i + 1 < len(requests) else None
                    glob_after = after.get("global") if isinstance(after, dict) else None
                    banking_after = (
                        glob_after.get("banking") if isinstance(glob_after, dict) else None
                    )
                    major = banking_after.get("major") if isinstance(banking_after, dict) else None
                    pending.append(
                        (_ids(answer, ("responses", i)), major if isinstance(major, str) else None)
                    )
            elif stage == "cover":
                banking = _get(glob, "banking", (*at, "global"), dict)
                seat = _seat(banking.get("banker"), (*at, "global", "banking", "banker"))
                hand.kitty = _ids(req.get("deliver"), (*at, "deliver"), KITTY)
                if answer is not None:
                    hand.buried = _ids(answer, ("responses", i), KITTY)
            elif stage == "play":
                banking = _get(glob, "banking", (*at, "global"), dict)
                hand.dealer = _seat(banking.get("banker"), (*at, "global", "banking", "banker"))
                hand.trump = _trump(banking, (*at, "global", "banking"))
                history = _get(req, "history", at, list)
                if len(history) != 4:
                    raise _bad((*at, "history"), "imp_botzone.what.history")
                last, now = history[0], history[1]
                if not isinstance(last, list) or not isinstance(now, list):
                    raise _bad((*at, "history"), "imp_botzone.what.history")
                lead = _seat(history[3], (*at, "history", 3))
                seat = (lead + len(now)) % 4
                if last:
                    tricks.append(
                        (
                            _seat(history[2], (*at, "history", 2)),
                            [_ids(p, (*at, "history", 0, k)) for k, p in enumerate(last)],
                            lead,
                        )
                    )
        if seat is None:
            raise _bad(("requests",), "imp_botzone.what.no-seat")
        if len(own) == HAND:
            hand.seats[seat] = own
        for lead, plays, winner in tricks:
            if len(plays) != 4:
                raise _bad(("requests",), "imp_botzone.what.history")
            for k, cards in enumerate(plays):
                hand.plays.append(((lead + k) % 4, cards, None))
            hand.winners.append(winner)
        hand.notes.append(Msg.of("imp_botzone.bot-input", seat=SEATS[seat]))
        hand.bids = [(seat, ids, major) for ids, major in pending]  # its own: the others' unseen
        return hand.record(self.source, 1)


# -- writing ------------------------------------------------------------------------------------


def dumps(record: HandRecord, variant: Variant | None = None, order: str = ORDERS[0]) -> str:
    """A hand as a judge's match log (the example files, the round-trip and generator tests).

    What the record claims is written as the judge's verdict; what it does not (the trick
    winners, the running score, the final scores) is the replay's under ``variant`` (default:
    :data:`RULES`).  Needs the four deals, the kitty, the bury, the dealer, the level and the
    trump; a bid is written as the response of its seat at its first card's turn (the judge's
    ``banking`` after it naming the trump of a suit bid); raises ``ValueError`` otherwise."""
    from ..core.replay import replay  # the importers' writers replay (as 80fen's does)

    v = variant or variant_from_table(RULES, f"{NAME}.toml")
    r = record
    seats = r.seats or SEATS
    index = {s: i for i, s in enumerate(seats)}
    hands = [list(r.deal_of(s) or ()) for s in seats]
    if (
        any(len(h) != HAND for h in hands)
        or r.kitty is None
        or r.buried is None
        or r.dealer is None
        or r.level is None
        or r.trump is None
    ):
        raise ValueError("a Botzone log needs the four hands, the kitty, the bury, the dealer")
    if r.reburied or r.turned is not None or r.redeal is not None or r.draws or r.rulings:
        raise ValueError("a Botzone log holds no re-bury, turned card, redeal, draw or ruling")
    ids = _Ids(order)
    alloc = [[ids.take(c) for c in h] for h in hands]
    public = [ids.take(c) for c in r.kitty]
    rep = replay(r, v)
    winners = [index[w] for w in (r.claims.winners or tuple(t.winner for t in rep.tricks))]
    level = _LEVEL_NAME[r.level]
    dealer = index[r.dealer]
    major = "n" if r.trump == Trump.NT else str(r.trump).lower()
    log: list[dict[str, Any]] = []
    banking: dict[str, Any] = {"called": -1, "snatched": -1, "major": "", "banker": -1}
    bids = {index[b.seat]: b for b in r.bids}
    held: dict[int, list[int]] = {s: [] for s in range(4)}

    def request(seat: int, body: dict[str, Any], event: dict[str, Any]) -> None:
        log.append(
            {
                "output": {
                    "command": "request",
                    "content": {str(seat): body},
                    "display": {"event": event},
                }
            }
        )

    last_event: dict[str, Any] = {"currplayer": -1, "action": "init"}
    for k in range(4 * HAND):
        seat = k % 4  # the judge deals from player 0
        card = alloc[seat][k // 4]
        held[seat].append(card)
        glob: dict[str, Any] = {"level": level, "banking": dict(banking)}
        request(seat, {"stage": "deal", "deliver": [card], "global": glob}, last_event)
        response: list[int] = []
        bid = bids.get(seat)
        if bid is not None and ids.holds(bid.cards, held[seat]):  # bid once its cards are dealt
            response = ids.of(bid.cards, held[seat])
            del bids[seat]
            banking = {"called": seat, "snatched": -1, "major": major, "banker": dealer}
        log.append({str(seat): {"response": response}})
        last_event = {"currplayer": seat, "action": "deal", "poker": response}
    banking = {"called": dealer, "snatched": -1, "major": major, "banker": dealer}
    glob = {"level": level, "banking": banking}
    request(dealer, {"stage": "cover", "deliver": public, "global": glob}, last_event)
    bury = ids.of(r.buried, alloc[dealer] + public)
    log.append({str(dealer): {"response": bury}})
    hand_ids = [list(a) for a in alloc]
    hand_ids[dealer] = [i for i in alloc[dealer] + public if i not in bury]
    score = 0
    last: list[list[int]] = []
    last_lead = dealer
    last_event = {"currplayer": dealer, "action": "cover", "poker": bury}
    penalties = {(p.trick, p.seat): p.effect for p in rep.penalties}
    for k, trick in enumerate(r.tricks):
        now: list[list[int]] = []
        lead = index[trick.plays[0].seat]
        for j, p in enumerate(trick.plays):
            seat = index[p.seat]
            history = [last, list(now), last_lead, lead]
            glob = {"level": level, "banking": banking, "total_score": score}
            request(seat, {"stage": "play", "history": history, "global": glob}, last_event)
            played = ids.of(p.cards, hand_ids[seat])
            asked = played if p.attempted is None else ids.of(p.attempted, hand_ids[seat])
            for i in played:
                hand_ids[seat].remove(i)
            log.append({str(seat): {"response": asked}})
            now.append(played)
            last_event = {"currplayer": seat, "action": "play", "poker": played}
            if j == 0:
                score += penalties.get((k + 1, p.seat), 0)
        if k < len(rep.tricks) and rep.tricks[k].defenders_won:
            score += rep.tricks[k].points
        last, last_lead = now, lead
    if rep.complete and rep.result is not None:
        change = r.claims.result or rep.result.change
        side = dealer % 2 if change.side == Side.DEALER else 1 - dealer % 2
        scores = {str(s): (change.levels if s % 2 == side else 0) for s in range(4)}
        total = r.claims.points if r.claims.points is not None else rep.defenders_points
        finish: dict[str, Any] = {"event": last_event, "score": scores}
        if total is not None:
            finish["get_score"] = total - (
                score - (rep.tricks[-1].points if rep.tricks[-1].defenders_won else 0)
            )
        log.append({"output": {"command": "finish", "content": scores, "display": finish}})
    else:
        glob = {"level": level, "banking": banking, "total_score": score}
        nxt = winners[len(r.tricks) - 1] if r.tricks and len(winners) >= len(r.tricks) else dealer
        request(
            nxt,
            {"stage": "play", "history": [last, [], last_lead, nxt], "global": glob},
            last_event,
        )
    doc = {
        "initdata": {"allocation": alloc, "publiccard": public, "level": level, "seed": "0"},
        "log": log,
    }
    return json.dumps(doc, separators=(",", ":")) + "\n"


_LEVEL_NAME = RANK_NAMES | {10: "0"}
"""A level as the judge writes it (the ten is ``0``)."""


class _Ids:
    """Card ids handed out to a deal: each card's first copy, then its second."""

    def __init__(self, order: str) -> None:
        self.order = order
        self.used: set[int] = set()

    def take(self, card: Card) -> int:
        for copy in (0, 1):
            i = card_id(card, copy, self.order)
            if i not in self.used:
                self.used.add(i)
                return i
        raise ValueError("a card is dealt more than twice")

    def holds(self, cards: Sequence[Card], pool: Sequence[int]) -> bool:
        """Whether ``pool`` holds ``cards``."""
        try:
            self.of(cards, pool)
        except ValueError:
            return False
        return True

    def of(self, cards: Sequence[Card], pool: Sequence[int]) -> list[int]:
        """The ids of ``cards`` taken from ``pool`` (each id once)."""
        left = list(pool)
        out = []
        for c in cards:
            i = next((i for i in left if card_of(i, self.order) == c), None)
            if i is None:
                raise ValueError("a card played that its seat does not hold")
            left.remove(i)
            out.append(i)
        return out
