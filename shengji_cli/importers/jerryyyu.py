"""jerryyyu/shengji room logs (``--from jerryyyu``; a file named ``*.jerryyyu.jsonl`` without it).

A room log (the server's ``logs/<ROOM>.jsonl``) is one JSON event a line, ``e`` its kind; a room
is one match, each round a hand in order (docs/formats.md, "jerryyyu"):

- ``round_start``: the 108-card ``deck`` order (card ``i`` of the first 100 to seat ``i % 4``,
  the last 8 the kitty), ``trump_rank`` the level, ``levels`` the two teams' levels (team 0 is
  seats 0/2), ``banker`` (``null`` on a game's first round: the first declarer deals);
- ``declare``: a bid; ``trump``: the trump (``suit``, ``NT``) and the ``banker``; ``bury``: the
  banker's 8 cards; ``play``: a seat's cards (``attempted_cards`` when a throw failed and the
  engine forced ``cards``);
- the server's verdicts are claims: each ``trick`` event's ``winner``, and ``round_end``'s
  ``attacker_points`` (the defenders' total), ``winner_team`` with ``level_change`` (the result)
  and ``new_levels`` (the levels after).

Seat ``i`` is ``P{i}`` (play goes 0→1→2→3; partners 0/2, 1/3).  Other events (chat, timings,
seats claimed) are read past.  The lines are read one at a time (a gzip stream too).

>>> unit, = loads('{"e": "round_start", "deck": []}\\n')
>>> err = unit.records[0]; err.line, err.message.id
(1, 'imp_jerryyyu.bad-value')
"""

from __future__ import annotations

import io
import json
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import IO, Any

from ..core.cards import (
    BIG_JOKER,
    LITTLE_JOKER,
    RANK_NAMES,
    Card,
    card_str,
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
    iter_lines,
    json_error,
    quoted,
    toml_text,
)

__all__ = ["NAME", "RULES", "SEATS", "SUFFIXES", "dumps", "iter_units", "loads"]

NAME = "jerryyyu"
SUFFIXES = (".jerryyyu.jsonl", ".jerryyyu.jsonl.gz")
SEATS = ("P0", "P1", "P2", "P3")
HAND, KITTY, DECK = 25, 8, 108
MAX_EVENTS = 10_000
"""Events of one round read at most (a round has ~150 and its chat); more is refused."""

RULES: dict[str, Any] = {
    "extends": "national",
    "name": NAME,
    "version": "server",
    "description": "jerryyyu/shengji's server rules (no must-play ranks; a thrown bottom counts"
    " twice its cards; no throw penalty)",
    "description_zh": "jerryyyu/shengji 服务器规则（无必打级；抠底按张数翻倍；甩牌失败不罚分）",
    "bottom": {"mode": "cards"},
    "throw": {"forced_play": "smallest-beaten-unit", "penalty_per_card": 0},
    "match": {"must_play": []},
}
"""The server's rules as a variant table (``examples/variants/jerryyyu.toml`` is its text)."""

_SUITS = {"S": 0, "H": 1, "C": 2, "D": 3}
_RANKS = {name: rank for rank, name in RANK_NAMES.items()}
_TRUMPS = {"S": Trump.S, "H": Trump.H, "C": Trump.C, "D": Trump.D, "NT": Trump.NT}


def card_of(code: object) -> Card | None:
    """A card as the server writes it (``S10``, ``HK``, ``LJ``, ``BJ``); ``None``: not a card.

    >>> from shengji_cli.core.cards import card_str
    >>> [card_str(card_of(c)) for c in ("S10", "HK", "LJ", "BJ")]
    ['S10', 'HK', 'LJ', 'BJ']
    """
    if code == "LJ":
        return LITTLE_JOKER
    if code == "BJ":
        return BIG_JOKER
    if not isinstance(code, str) or len(code) < 2 or code[0] not in _SUITS:
        return None
    rank = _RANKS.get(code[1:])
    return None if rank is None else make_card(_SUITS[code[0]], rank)


class _Bad(Unmappable):
    """An event that cannot be mapped: its line, and the field path in it."""

    def __init__(self, line: int, path: str, message: Msg) -> None:
        super().__init__(Msg.of("imp_jerryyyu.bad-value", path=path, what=message))
        self.line, self.path = line, path

    def column(self, text: str) -> int:
        """Where the field its path starts with is in the event's line (1: not found)."""
        key = self.path.split("[", 1)[0]
        return text.find(f'"{key}"') + 1 or 1


def _shown(value: object) -> str:
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= 40 else text[:39] + "…"


@dataclass
class _Round:
    """One round's events, as read."""

    line: int
    deck: list[Card]
    level: int
    banker: int | None
    levels: tuple[int, int] | None
    bids: list[Bid] = field(default_factory=list)
    trump: Trump | None = None
    buried: tuple[Card, ...] | None = None
    plays: list[Play] = field(default_factory=list)
    winners: list[str] = field(default_factory=list)
    claims: dict[str, Any] = field(default_factory=dict)
    notes: list[Msg] = field(default_factory=list)
    events: int = 0

    def record(self, source: str) -> HandRecord:
        deals = tuple((SEATS[s], _sorted(self.deck[s : 4 * HAND : 4])) for s in range(4))
        tricks = tuple(
            Trick(k + 1, tuple(self.plays[4 * k : 4 * k + 4]), self.plays[4 * k].line)
            for k in range(len(self.plays) // 4)
        )
        c = self.claims
        return HandRecord(
            variant=NAME,
            seats=SEATS,
            dealer=None if self.banker is None else SEATS[self.banker],
            level=self.level,
            trump=self.trump,
            deals=deals,
            kitty=tuple(self.deck[4 * HAND :]),
            buried=self.buried,
            bids=tuple(self.bids),
            tricks=tricks,
            claims=Claims(
                points=c.get("points"),
                bottom_points=c.get("bottom"),
                bottom_multiplier=c.get("multiplier"),
                result=c.get("result"),
                winners=tuple(self.winners) if len(self.winners) == len(tricks) else (),
                levels_after=c.get("after"),
            ),
            levels=self._levels(),
            source=source,
            line=self.line,
        )

    def _levels(self) -> tuple[tuple[str, int], ...] | None:
        """The teams' levels (``round_start``'s ``levels``); without them, the dealing team's,
        which ``trump_rank`` is."""
        if self.levels is not None:
            return (SEATS[0], self.levels[0]), (SEATS[1], self.levels[1])
        return None if self.banker is None else ((SEATS[self.banker], self.level),)


def _sorted(cards: Iterable[Card]) -> tuple[Card, ...]:
    return tuple(sorted(cards, key=_ORDER.__getitem__))


_ORDER = {
    c: i
    for i, c in enumerate(
        (BIG_JOKER, LITTLE_JOKER, *(s * 13 + r - 2 for s in range(4) for r in range(14, 1, -1)))
    )
}


# -- reading ------------------------------------------------------------------------------------


def iter_units(stream: IO[bytes], source: str) -> Iterator[RecordGroup]:
    """The room's one unit, the match: its lines read one at a time."""
    records: list[HandRecord | ParseError] = []
    notes: list[Msg] = []
    first: bool | None = None  # whether the log starts at a game's first round
    current: _Round | None = None
    broken = False  # a round whose error is said: its other events are read past
    for number, line in iter_lines(stream, source):
        if isinstance(line, ParseError):
            records.append(line)
            current, broken = None, True
            continue
        if not line.strip():
            continue
        try:
            event = json.loads(line)
        except json.JSONDecodeError as exc:
            records.append(json_error(exc, source, number))
            current, broken = None, True
            continue
        except Exception as exc:  # noqa: BLE001 - too deep, too many digits
            records.append(ParseError(source, number, 1, failure(exc)))
            current, broken = None, True
            continue
        kind = event.get("e") if isinstance(event, dict) else None
        try:
            if kind == "round_start":
                if current is not None:
                    records.append(_finished(current, source))
                    notes += current.notes
                current, broken = _start(event, number), False
                if first is None:
                    first = current.banker is None
            elif broken:
                continue
            elif current is None:
                if kind in _ROUND_EVENTS:
                    raise _Bad(number, "e", Msg.of("imp_jerryyyu.what.no-start", kind=kind))
            else:
                current.events += 1
                if current.events > MAX_EVENTS:
                    raise _Bad(number, "e", Msg.of("imp_jerryyyu.what.too-many"))
                _event(current, kind, event, number)
        except _Bad as exc:
            column = exc.column(line) if exc.line == number else 1
            records.append(quoted(ParseError(source, exc.line, column, exc.message, line)))
            current, broken = None, True
        except Exception as exc:  # noqa: BLE001 - one round's loss at most
            records.append(ParseError(source, number, 1, failure(exc)))
            current, broken = None, True
    if current is not None:
        records.append(_finished(current, source))
        notes += current.notes
    if not records:
        records.append(ParseError(source, 1, 1, Msg.of("imp_jerryyyu.no-rounds")))
    variant = variant_from_table(RULES, f"{NAME}.toml")
    if first is False:  # a log that starts mid-game: no match context to check the hands in
        notes.append(Msg.of("imp_jerryyyu.mid-game"))
    yield RecordGroup(
        tuple(records),
        match=first is not False,
        variant=variant,
        notes=tuple(notes),
        variant_toml=toml_text(RULES),
    )


def loads(data: bytes | str, source: str = "<string>") -> list[RecordGroup]:
    """The units of a room log in memory (or its gzip bytes): one, the match."""
    raw = data.encode("utf-8") if isinstance(data, str) else data
    return list(checked_units(iter_units(io.BytesIO(raw), source), source))


_ROUND_EVENTS = frozenset({"declare", "trump", "bury", "play", "trick", "round_end"})


def _finished(rnd: _Round, source: str) -> HandRecord | ParseError:
    try:
        return rnd.record(source)
    except Exception as exc:  # noqa: BLE001
        return ParseError(source, rnd.line, 1, failure(exc))


def _start(event: dict[str, Any], line: int) -> _Round:
    deck = _cards(event.get("deck"), line, "deck", DECK)
    level = _RANKS.get(event.get("trump_rank"))  # type: ignore[arg-type]
    if level is None:
        raise _Bad(
            line,
            "trump_rank",
            Msg.of("imp_jerryyyu.what.rank", value=_shown(event.get("trump_rank"))),
        )
    banker = event.get("banker")
    if banker is not None:
        banker = _seat(banker, line, "banker")
    levels = event.get("levels")
    pair: tuple[int, int] | None = None
    if (
        isinstance(levels, list)
        and len(levels) == 2
        and all(_RANKS.get(x) for x in levels if isinstance(x, str))
        and all(isinstance(x, str) for x in levels)
    ):
        pair = (_RANKS[levels[0]], _RANKS[levels[1]])
    return _Round(line, list(deck), level, banker, pair)


def _event(rnd: _Round, kind: object, event: dict[str, Any], line: int) -> None:
    if kind == "declare":
        seat = _seat(event.get("seat"), line, "seat")
        rnd.bids.append(Bid(SEATS[seat], _sorted(_cards(event.get("cards"), line, "cards"))))
    elif kind == "trump":
        suit = event.get("suit")
        trump = _TRUMPS.get(suit) if isinstance(suit, str) else None
        if suit is None and "suit" not in event and rnd.bids:
            trump = _declared(rnd.bids[-1])  # the standing bid names it (the server's rule)
            rnd.notes.append(Msg.of("imp_jerryyyu.trump-from-bid", line=line, trump=str(trump)))
        if trump is None:
            raise _Bad(line, "suit", Msg.of("imp_jerryyyu.what.suit", value=_shown(suit)))
        rnd.trump = trump
        rnd.banker = _seat(event.get("banker"), line, "banker")
    elif kind == "bury":
        _seat(event.get("seat"), line, "seat")
        rnd.buried = _sorted(_cards(event.get("cards"), line, "cards", KITTY))
    elif kind == "play":
        seat = _seat(event.get("seat"), line, "seat")
        cards = _sorted(_cards(event.get("cards"), line, "cards"))
        tried = event.get("attempted_cards")
        attempted = None if tried is None else _sorted(_cards(tried, line, "attempted_cards"))
        if attempted == cards:
            attempted = None
        rnd.plays.append(Play(SEATS[seat], cards, attempted, line=line))
    elif kind == "trick":
        rnd.winners.append(SEATS[_seat(event.get("winner"), line, "winner")])
        _same_plays(rnd, event.get("plays"), line)
    elif kind == "round_end":
        _round_end(rnd, event, line)


def _same_plays(rnd: _Round, plays: object, line: int) -> None:
    """A ``trick`` event's ``plays`` (when it has them) are the last four ``play`` events': the
    server's two records of the trick must agree, else the round cannot be read."""
    if plays is None:
        return
    if not isinstance(plays, list) or len(plays) != 4 or len(rnd.plays) % 4:
        raise _Bad(line, "plays", Msg.of("imp_jerryyyu.what.trick-plays"))
    for k, (play, seen) in enumerate(zip(plays, rnd.plays[-4:], strict=True)):
        where = f"plays[{k}]"
        seat = _seat(play.get("seat") if isinstance(play, dict) else None, line, where)
        cards = _cards(play.get("cards") if isinstance(play, dict) else None, line, where)
        if SEATS[seat] != seen.seat or _sorted(cards) != seen.cards:
            raise _Bad(line, where, Msg.of("imp_jerryyyu.what.trick-plays"))


def _declared(bid: Bid) -> Trump:
    """The trump a standing bid names: its card's suit, no-trump for jokers."""
    card = bid.cards[0]
    return Trump.NT if card >= LITTLE_JOKER else Trump("SHCD"[card // 13])


def _round_end(rnd: _Round, event: dict[str, Any], line: int) -> None:
    points = event.get("attacker_points")
    if type(points) is int:
        rnd.claims["points"] = points
    team, gain = event.get("winner_team"), event.get("level_change")
    if team in (0, 1) and type(team) is int and type(gain) is int and rnd.banker is not None:
        side = Side.DEALER if team == rnd.banker % 2 else Side.DEFENDERS
        rnd.claims["result"] = LevelChange(side, gain)
    kitty, bonus = event.get("kitty"), event.get("kitty_points")
    if kitty is not None:
        shown = _sorted(_cards(kitty, line, "kitty", KITTY))
        points = points_of(shown)
        rnd.claims["bottom"] = points
        if type(bonus) is int and bonus > 0 and points > 0 and bonus % points == 0:
            rnd.claims["multiplier"] = bonus // points  # the server's kitty_points, times
    after = event.get("new_levels")
    if (
        isinstance(after, list)
        and len(after) == 2
        and all(isinstance(x, str) and x in _RANKS for x in after)
    ):
        rnd.claims["after"] = ((SEATS[0], _RANKS[after[0]]), (SEATS[1], _RANKS[after[1]]))


def _seat(value: object, line: int, path: str) -> int:
    if type(value) is not int or not 0 <= value <= 3:
        raise _Bad(line, path, Msg.of("imp_jerryyyu.what.seat", value=_shown(value)))
    return value


def _cards(value: object, line: int, path: str, n: int | None = None) -> tuple[Card, ...]:
    if not isinstance(value, list) or not value or (n is not None and len(value) != n):
        raise _Bad(line, path, Msg.of("imp_jerryyyu.what.cards", n="≥ 1" if n is None else n))
    out = []
    for i, code in enumerate(value):
        card = card_of(code)
        if card is None:
            raise _Bad(line, f"{path}[{i}]", Msg.of("imp_jerryyyu.what.card", value=_shown(code)))
        out.append(card)
    return tuple(out)


# -- writing ------------------------------------------------------------------------------------


def dumps(
    records: Sequence[HandRecord],
    room: str = "ROOM",
    variant: Variant | None = None,
    match: bool = False,
) -> str:
    """Records as a room log: the events the server writes, a line each.

    Only what a room log holds is written: the deal (the deck in the server's order: card ``i``
    of the first 100 to seat ``i % 4``, the kitty last), the bids, the trump and banker, the bury,
    the plays (a failed throw's attempt as ``attempted_cards``) and the claims; what a record
    does not claim (the trick winners, the bottom's points) is the replay's under ``variant``.
    ``match``: the records are a game from its first round (whose banker is ``null``: the
    first declarer deals), each round's ``levels`` and ``new_levels`` the match's."""
    from ..core.match import replay_match
    from ..core.replay import replay  # the verdicts a record does not claim

    v = variant or variant_from_table(RULES, f"{NAME}.toml")
    levels: list[tuple[tuple[int, int] | None, tuple[int, int] | None]] = [(None, None)] * len(
        records
    )
    if match:
        mr = replay_match(list(records), v)
        now: tuple[int, int] = mr.start_levels
        for i, (r, mh) in enumerate(zip(records, mr.hands, strict=True)):
            before = _team_levels(r, now)
            levels[i] = before, mh.levels_after
            now = before if mh.levels_after is None else mh.levels_after
    lines: list[str] = []
    for n, r in enumerate(records, start=1):
        rep = replay(r, v)
        winners = r.claims.winners or tuple(t.winner for t in rep.tricks)
        bonus = rep.bottom.awarded if rep.bottom is not None else None
        start, end = levels[n - 1]
        events = _events(r, room, n, winners, bonus, start, end, match and n == 1)
        lines += [json.dumps(e) for e in events]
    return "\n".join(lines) + "\n"


def _team_levels(r: HandRecord, now: tuple[int, int]) -> tuple[int, int]:
    """The teams' levels before ``r``: its ``levels:`` line where it has one, else ``now``."""
    seats = r.seats or SEATS
    by_team = {seats.index(seat) % 2: level for seat, level in r.levels or ()}
    return by_team.get(0, now[0]), by_team.get(1, now[1])


def _events(
    r: HandRecord,
    room: str,
    n: int,
    winners: Sequence[str],
    bonus: int | None = None,
    before: tuple[int, int] | None = None,
    after: tuple[int, int] | None = None,
    first: bool = False,
) -> Iterator[dict[str, Any]]:
    seats = r.seats or SEATS
    index = {s: i for i, s in enumerate(seats)}
    hands = [list(r.deal_of(s) or ()) for s in seats]
    if any(len(h) != HAND for h in hands) or r.kitty is None or r.level is None:
        raise ValueError("a room log needs the four hands, the kitty and the level")
    if r.reburied or r.turned is not None or r.redeal is not None or r.draws or r.rulings:
        raise ValueError("a room log holds no re-bury, turned card, redeal, draw or ruling")
    deck = [card_str(hands[i % 4][i // 4]) for i in range(4 * HAND)] + [
        card_str(c) for c in r.kitty
    ]
    head = {"room": room, "round": n}
    start: dict[str, Any] = {"e": "round_start", "deck": deck, "trump_rank": RANK_NAMES[r.level]}
    start["banker"] = index[r.dealer] if r.dealer is not None and not first else None
    if before is not None:
        start["levels"] = [RANK_NAMES[before[0]], RANK_NAMES[before[1]]]
    elif r.levels:
        lv = dict(r.levels)
        start["levels"] = [
            RANK_NAMES[lv.get(seats[0], r.level)],
            RANK_NAMES[lv.get(seats[1], r.level)],
        ]
    yield head | start
    for bid in r.bids:
        yield head | {
            "e": "declare",
            "seat": index[bid.seat],
            "cards": [card_str(c) for c in bid.cards],
        }
    trump = "NT" if r.trump in (None, Trump.NT) else str(r.trump)
    yield head | {"e": "trump", "suit": trump, "banker": index.get(r.dealer or "", 0)}
    if r.buried is not None:
        yield head | {
            "e": "bury",
            "seat": index.get(r.dealer or "", 0),
            "cards": [card_str(c) for c in r.buried],
        }
    for k, trick in enumerate(r.tricks):
        for p in trick.plays:
            play: dict[str, Any] = {
                "e": "play",
                "seat": index[p.seat],
                "cards": [card_str(c) for c in p.cards],
            }
            if p.attempted is not None:
                play["attempted_cards"] = [card_str(c) for c in p.attempted]
            yield head | play
        if k < len(winners):
            yield head | {
                "e": "trick",
                "winner": index[winners[k]],
                "points": points_of(c for p in trick.plays for c in p.cards),
                "plays": [
                    {"seat": index[p.seat], "cards": [card_str(c) for c in p.cards]}
                    for p in trick.plays
                ],
            }
    c = r.claims
    if c.points is not None or c.result is not None:
        end: dict[str, Any] = {"e": "round_end"}
        if c.points is not None:
            end["attacker_points"] = c.points
        if r.buried is not None and bonus is not None:
            end["kitty"] = [card_str(x) for x in r.buried]
            end["kitty_points"] = bonus
        if c.result is not None and r.dealer is not None:
            dealer_team = index[r.dealer] % 2
            end["winner_team"] = dealer_team if c.result.side == Side.DEALER else 1 - dealer_team
            end["level_change"] = c.result.levels
        if after is not None and max(after) in RANK_NAMES:  # past A: the game is over
            end["new_levels"] = [RANK_NAMES[after[0]], RANK_NAMES[after[1]]]
        elif c.levels_after:
            lv = dict(c.levels_after)
            if seats[0] in lv and seats[1] in lv:
                end["new_levels"] = [RANK_NAMES[lv[seats[0]]], RANK_NAMES[lv[seats[1]]]]
        yield head | end
