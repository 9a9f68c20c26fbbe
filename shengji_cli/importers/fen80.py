"""The 80fen contest's season files (``.ndjson``, ``.ndjson.gz``): one match a line, one
hand a round, read into the records the notation produces.

The mapping (``docs/formats.md``, section 80fen):

- seats 0, 1, 2, 3 (the order of play; 0/2 and 1/3 are partners) are named ``N W S E``, the
  generator's seats, so team 0 is N/S and team 1 W/E;
- ``declSeat`` is the dealer, ``trumpRank`` the level, ``trump`` the trump (null: NT);
- each trick's plays get their seats from the leader chain — ``declSeat`` leads trick 1, then
  the previous trick's ``w`` — and each ``w`` becomes the trick's recorded winner;
- a seat's dealt hand is the cards it plays, the dealer's its plays and ``buried`` minus
  ``kitty`` (kept in order, top card first);
- ``total`` is the defenders' points, ``kittyPts`` × ``mult`` the bottom, ``defendersWin`` with
  ``defLevelsUp`` the defenders' result (the format has no field for a dealer's gain by the
  points), ``penalty[team]`` a penalty of the team's first seat (N, W), ``before`` the round's
  ``levels:`` and ``after`` its ``after:`` (the levels after the round: both checked across the
  match, must-play stops included), and the line's ``a``/``b``/``aTeam`` the first round's
  ``teams:``;
- ``declStrength`` 0 is ``bid: none``; on a line's first round 1–4 is the standing bid of the
  dealer (the level card, its pair, the little or the big jokers); later rounds do not say who
  declared, and carry no bid.

A round that cannot be mapped is a :class:`~shengji_cli.notation.ParseError` in its place in the
match, naming the line and (in its message) the round and trick; a line that is not JSON (or
not UTF-8, or where a gzip stream breaks off: :func:`~shengji_cli.importers.iter_lines`) is one
for the line.  :func:`dumps` writes records back in this format (the
project's example and round-trip tests).
"""

from __future__ import annotations

import io
import json
from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from functools import partial
from typing import IO, Any, TypeGuard, cast

from ..core.cards import (
    BIG_JOKER,
    CLUBS,
    DIAMONDS,
    HEARTS,
    LITTLE_JOKER,
    NUM_KINDS,
    SPADES,
    Card,
    make_card,
)
from ..core.match import replay_match
from ..core.messages import Msg
from ..core.record import Bid, Claims, HandRecord, Play, Trick
from ..core.variants import Variant, load_variant
from ..core.vocab import LevelChange, Side, Trump
from ..notation.cards import CARD_TO_POS
from ..notation.errors import ParseError
from . import RecordGroup, Unmappable, checked_units, failure, iter_lines, json_error, one_record

__all__ = ["NAME", "SEATS", "SUFFIXES", "card_of", "dumps", "iter_units", "loads"]

NAME = "80fen"
SUFFIXES = (".ndjson", ".ndjson.gz")
SEATS = ("N", "W", "S", "E")
"""The names of seats 0, 1, 2, 3 (in the order of play)."""
DECK = 2 * NUM_KINDS
"""Card ids are ``0 .. DECK - 1``."""
_SUITS = (SPADES, HEARTS, DIAMONDS, CLUBS)
"""The suits of the id blocks 0..12, 13..25, 26..38, 39..51."""
_TRUMPS = {"S": Trump.S, "H": Trump.H, "D": Trump.D, "C": Trump.C, None: Trump.NT}


def card_of(card_id: int) -> Card:
    """The card kind of an id ``0..107`` (the two copies of a card differ by 54)."""
    d = card_id % NUM_KINDS
    if d >= 52:
        return LITTLE_JOKER if d == 52 else BIG_JOKER
    return make_card(_SUITS[d // 13], 2 + d % 13)


def _id_of(card: Card, copy: int) -> int:
    if card >= 52:
        d = card
    else:
        d = _SUITS.index(card // 13) * 13 + card % 13
    return d + NUM_KINDS * copy


_KIND: tuple[Card, ...] = tuple(card_of(i) for i in range(DECK))
_POS: tuple[int, ...] = tuple(CARD_TO_POS[k] for k in _KIND)


def _kinds(ids: list[int]) -> tuple[Card, ...]:
    """The kinds of some ids, in the canonical order."""
    if len(ids) == 1:
        return (_KIND[ids[0]],)
    return tuple([_KIND[i] for i in sorted(ids, key=_POS.__getitem__)])


# -- reading ---------------------------------------------------------------------------------


def iter_units(stream: IO[bytes], source: str) -> Iterator[RecordGroup]:
    """Each line's match, read line by line (a gzip stream too, known by its magic bytes)."""
    for number, line in iter_lines(stream, source):
        unit = line_unit(number, line, source)
        if unit is not None:
            yield unit


def loads(data: bytes | str, source: str = "<string>") -> list[RecordGroup]:
    """The matches of a season text (or its gzip bytes)."""
    raw = data.encode("utf-8") if isinstance(data, str) else data
    return list(checked_units(iter_units(io.BytesIO(raw), source), source))


def line_unit(number: int, line: str | ParseError, source: str) -> RecordGroup | None:
    """The match of line ``number`` (``None`` for a blank line): its rounds' records, or the
    error that stops it.  Lines are independent, so a season file may be split between them
    (:mod:`shengji_cli.batch` spreads a big one over its workers)."""
    if isinstance(line, ParseError):  # not UTF-8, too long, a stream that breaks off
        return RecordGroup((line,), match=True)
    if not line.strip():
        return None
    match = _decoded(line, source, number)
    if isinstance(match, ParseError):
        return RecordGroup((match,), match=True)
    rounds = _rounds(match)
    if isinstance(rounds, _Unmappable):
        return RecordGroup((ParseError(source, number, 1, rounds.message),), match=True)
    teams = _teams(match)
    records: list[HandRecord | ParseError] = []
    for i, r in enumerate(rounds, start=1):
        records.append(
            one_record(
                partial(_round_record, r, i, source, number, teams if i == 1 else None),
                lambda exc: ParseError(source, number, 1, failure(exc)),
            )
        )
    return RecordGroup(tuple(records), match=True)


def line_hands(line: str | ParseError) -> int:
    """How many hands (rows) :func:`line_unit` gives for ``line``, by decoding it only: 0 for a
    blank line, 1 for a line that cannot be read, else its rounds."""
    if isinstance(line, ParseError):
        return 1
    if not line.strip():
        return 0
    match = _decoded(line, "", 0)
    rounds = match if isinstance(match, ParseError) else _rounds(match)
    return len(rounds) if isinstance(rounds, list) else 1


class _Unmappable(Unmappable):
    """What a round (or line) holds that the records cannot say."""


def _round_record(
    r: object, position: int, source: str, line: int, teams: tuple[tuple[str, str], ...] | None
) -> HandRecord:
    return _Round(r, position, source, line).record(teams)


def _decoded(line: str, source: str, number: int) -> Any:
    """The JSON value of a line, or the located error."""
    try:
        return json.loads(line)
    except json.JSONDecodeError as e:
        return json_error(e, source, number)
    except RecursionError:
        return ParseError(source, number, 1, Msg.of("imp_fen80.too-deep"))
    except Exception as exc:  # noqa: BLE001 - refused past the syntax (a number of 4,300 digits)
        return ParseError(source, number, 1, failure(exc))


def _rounds(match: Any) -> list[Any] | _Unmappable:
    """A match line's ``rounds``, or why it has none."""
    rounds = match.get("rounds") if isinstance(match, dict) else None
    if not isinstance(rounds, list) or not rounds:
        return _Unmappable(Msg.of("imp_fen80.no-rounds"))
    return rounds


def _teams(match: dict[str, Any]) -> tuple[tuple[str, str], ...] | None:
    """The first round's ``teams:``: ``a`` and ``b`` by ``aTeam``, made fit for a notation name."""
    a, b, a_team = match.get("a"), match.get("b"), match.get("aTeam")
    if not (_team_name(a) and _team_name(b) and _is_int(a_team) and a_team in (0, 1)):
        return None
    names = (a, b) if a_team == 0 else (b, a)
    clean = ["".join(_name_char(ch) for ch in n) for n in names]
    return (SEATS[0], clean[0]), (SEATS[1], clean[1])


def _team_name(name: object) -> TypeGuard[str]:
    """Whether a team's name is text, not blank."""
    return isinstance(name, str) and bool(name.strip())


def _name_char(ch: str) -> str:
    """A character of a team's name as a ``teams:`` line holds it (``_`` for a blank, a control,
    ``=`` or ``#``)."""
    return "_" if ch.isspace() or not ch.isprintable() or ch in "=#" else ch


def _by_team(levels: tuple[int, int] | None) -> tuple[tuple[str, int], ...] | None:
    """A ``before``/``after`` pair as a ``levels:``/``after:`` line (team 0 by N, team 1 by W);
    ``None`` past A (the format counts on; the match has ended there)."""
    if levels is None or max(levels) > 14:
        return None
    return (SEATS[0], levels[0]), (SEATS[1], levels[1])


def _valid_ids(ids: list[Any]) -> bool:
    """Whether every one of (some) ids is a card's id."""
    return all(type(c) is int for c in ids) and 0 <= min(ids) and max(ids) < DECK


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


class _Round:
    """One round of a line mapped to a record; raises :class:`_Unmappable`."""

    def __init__(self, r: object, position: int, source: str, line: int) -> None:
        self.position, self.source, self.line = position, source, line
        if not isinstance(r, dict):
            raise _Unmappable(Msg.of("imp_fen80.not-round", where=self.at()))
        self.r: dict[str, Any] = r
        self.seen: set[int] = set()

    def at(self, trick: int = 0) -> Msg:
        if trick:
            return Msg.of("imp_fen80.at-trick", round=self.position, trick=trick)
        return Msg.of("imp_fen80.at-round", round=self.position)

    def need(self, key: str) -> Any:
        if key not in self.r:
            raise _Unmappable(Msg.of("imp_fen80.missing", where=self.at(), field=key))
        return self.r[key]

    def number(self, key: str, low: int, high: int, required: bool = True) -> int | None:
        """A whole number ``low..high`` (``None`` when absent or null and not required)."""
        value = self.need(key) if required else self.r.get(key)
        if value is None and not required:
            return None
        if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
            raise _Unmappable(
                Msg.of("imp_fen80.not-number", where=self.at(), field=key, min=low, max=high)
            )
        return value

    def pair(self, key: str, low: int, high: int) -> tuple[int, int] | None:
        """``[team 0, team 1]`` of whole numbers, or ``None`` when absent."""
        value = self.r.get(key)
        if value is None:
            return None
        if not (
            isinstance(value, list)
            and len(value) == 2
            and all(_is_int(v) and low <= v <= high for v in value)
        ):
            raise _Unmappable(
                Msg.of("imp_fen80.not-pair", where=self.at(), field=key, min=low, max=high)
            )
        return value[0], value[1]

    def cards(self, value: object, trick: int, field: str) -> list[int]:
        """Card ids of a play, ``kitty`` or ``buried``: a list of ids."""
        if not isinstance(value, list) or not value:
            raise _Unmappable(Msg.of("imp_fen80.not-cards", where=self.at(trick), field=field))
        for c in value:
            if type(c) is not int or not 0 <= c < DECK:  # (not a bool either)
                raise _Unmappable(
                    Msg.of("imp_fen80.card-id", where=self.at(trick), value=json.dumps(c)[:20])
                )
        return value

    def new_cards(self, value: object, trick: int, field: str) -> list[int]:
        """:meth:`cards`, each id one not seen before in the round."""
        ids = self.cards(value, trick, field)
        seen = self.seen
        if seen.isdisjoint(ids) and (len(ids) == 1 or len(set(ids)) == len(ids)):
            seen.update(ids)
            return ids
        for c in ids:
            if c in seen:
                raise _Unmappable(
                    Msg.of("imp_fen80.card-twice", where=self.at(trick), value=str(c))
                )
            seen.add(c)
        return ids  # pragma: no cover - the loop found the id seen twice

    def fresh(self, plays: list[Any]) -> bool:
        """Whether a trick's plays are lists of valid ids, none seen before (then they are seen):
        the quick path, one check for the four plays."""
        if not all(isinstance(x, list) and x for x in plays):
            return False
        ids = [c for x in plays for c in x]
        if not (_valid_ids(ids) and self.seen.isdisjoint(ids) and len(set(ids)) == len(ids)):
            return False
        self.seen.update(ids)
        return True

    def record(self, teams: tuple[tuple[str, str], ...] | None) -> HandRecord:
        dealer = self.number("declSeat", 0, 3)
        assert dealer is not None
        level = self.number("trumpRank", 2, 14)
        trump = self.need("trump")
        if not (trump is None or isinstance(trump, str)) or trump not in _TRUMPS:
            raise _Unmappable(
                Msg.of("imp_fen80.trump", where=self.at(), value=json.dumps(trump)[:20])
            )
        kitty = self.kitty()
        buried = self.new_cards(self.need("buried"), 0, "buried")
        tricks, winners, held = self.tricks(dealer)
        if len(self.seen) != DECK:
            raise _Unmappable(
                Msg.of("imp_fen80.card-total", where=self.at(), n=len(self.seen), deck=DECK)
            )
        # The dealer's deal is what it played and buried less the bottom it took up (a kitty card
        # placed by the leader chain in another seat's plays leaves the deal short: the replay says
        # so).
        held[dealer] = list((Counter(held[dealer] + buried) - Counter(kitty)).elements())
        before = self.pair("before", 2, 99)
        return HandRecord(
            seats=SEATS,
            dealer=SEATS[dealer],
            level=level,
            trump=_TRUMPS[trump],
            deals=tuple((SEATS[s], _kinds(held[s])) for s in range(4)),
            kitty=tuple([_KIND[c] for c in kitty]),
            buried=_kinds(buried),
            tricks=tricks,
            claims=self.claims(dealer % 2, winners, before),
            levels=_by_team(before),
            teams=teams,
            **self.bids(dealer, level, trump),
            source=self.source,
            line=self.line,
        )

    def kitty(self) -> list[int]:
        """The ``kitty``'s ids, none twice."""
        kitty = self.cards(self.need("kitty"), 0, "kitty")
        if len(set(kitty)) != len(kitty):
            twice = next(c for c, n in Counter(kitty).items() if n > 1)
            raise _Unmappable(Msg.of("imp_fen80.card-twice", where=self.at(), value=str(twice)))
        return kitty

    def tricks(self, leader: int) -> tuple[tuple[Trick, ...], tuple[str, ...], list[list[int]]]:
        plays = self.need("plays")
        if not isinstance(plays, list) or not plays:
            raise _Unmappable(Msg.of("imp_fen80.not-cards", where=self.at(), field="plays"))
        tricks: list[Trick] = []
        winners: list[str] = []
        held: list[list[int]] = [[], [], [], []]
        for number, t in enumerate(plays, start=1):
            p, w = self.trick(t, number)
            if not self.fresh(p):
                for cards in p:  # one is wrong: say which
                    self.new_cards(cards, number, "p")
            trick = []
            for k, ids in enumerate(p):
                seat = (leader + k) % 4
                held[seat] += ids
                trick.append(Play(SEATS[seat], _kinds(ids), line=self.line))
            tricks.append(Trick(number, tuple(trick), line=self.line))
            winners.append(SEATS[w])
            leader = w
        return tuple(tricks), tuple(winners), held

    def trick(self, t: object, number: int) -> tuple[list[Any], int]:
        """A trick's four plays (``p``) and its winner (``w``), checked for their shape."""
        p = t.get("p") if isinstance(t, dict) else None
        if not isinstance(p, list):
            raise _Unmappable(Msg.of("imp_fen80.missing", where=self.at(number), field="p"))
        if len(p) != 4:
            raise _Unmappable(Msg.of("imp_fen80.play-count", where=self.at(number), n=len(p)))
        assert isinstance(t, dict)
        w = t.get("w")
        if type(w) is not int or not 0 <= w <= 3:  # (not a bool either)
            value = json.dumps(w)[:20] if "w" in t else "-"
            raise _Unmappable(Msg.of("imp_fen80.winner", where=self.at(number), value=value))
        return p, w

    def claims(
        self, dealer_team: int, winners: tuple[str, ...], before: tuple[int, int] | None
    ) -> Claims:
        penalty = self.pair("penalty", 0, 10**6)
        return Claims(
            points=self.number("total", -(10**6), 10**6, required=False),
            bottom_points=self.number("kittyPts", 0, 200, required=False),
            bottom_multiplier=self.number("mult", 0, 10**6, required=False),
            result=self.result(dealer_team, before),
            penalties=()
            if penalty is None
            else tuple((SEATS[t], n) for t, n in enumerate(penalty) if n),
            winners=winners,
            levels_after=_by_team(self.pair("after", 2, 99)),
        )

    def result(self, dealer_team: int, before: tuple[int, int] | None) -> LevelChange | None:
        won = self.r.get("defendersWin")
        if won is None:
            return None
        if not isinstance(won, bool):
            raise _Unmappable(Msg.of("imp_fen80.not-bool", where=self.at(), field="defendersWin"))
        if (
            not won
        ):  # the format has no field for the dealer's gain by the points: ``after`` shows it
            return None
        up = self.number("defLevelsUp", 0, 99, required=False)
        return None if up is None else LevelChange(Side.DEFENDERS, up)

    def bids(self, dealer: int, level: int | None, trump: str | None) -> dict[str, Any]:
        strength = self.number("declStrength", 0, 4, required=False)
        if strength is None:
            return {}
        if strength == 0:
            return {"no_bid": True}
        if self.position != 1 or level is None:
            return {}  # a later round does not say who declared
        if strength <= 2 and trump is not None:
            cards: tuple[Card, ...] = (make_card(_SUITS["SHDC".index(trump)], level),) * strength
        elif strength >= 3 and trump is None:
            cards = (LITTLE_JOKER if strength == 3 else BIG_JOKER,) * 2
        else:
            return {}  # a strength that does not fit the trump: no bid to say
        return {"bids": (Bid(SEATS[dealer], cards),)}


# -- writing ---------------------------------------------------------------------------------


def dumps(matches: Iterable[Sequence[HandRecord]], variant: str | Variant = "national") -> str:
    """Season text: one line per match, its records the rounds.

    What a record claims is written as the platform's verdict; what it does not (the trick
    winners, the defenders' trick points, the bottom, the result) is the replay's under
    ``variant``.  Levels before a round are the record's ``levels:``, else the match's; ``after``
    the match's levels after it (must-play stops included).  A failed throw is written as the
    cards played.  ``declStrength`` comes from the last bid (``bid: none``: 0).  A record that
    cannot be written (no seats, an incomplete hand, a kitty the dealer did not hold, no bid)
    raises ``ValueError``.
    """
    v = load_variant(variant) if isinstance(variant, str) else variant
    return "".join(_line(list(m), v) + "\n" for m in matches)


def _line(records: list[HandRecord], v: Variant) -> str:
    mr = replay_match(records, v)
    first = records[0]
    names = dict(first.teams or ())
    seats = first.seats or SEATS
    a, b = (
        names.get(seats[0], f"{seats[0]}/{seats[2]}"),
        names.get(seats[1], f"{seats[1]}/{seats[3]}"),
    )
    levels = mr.start_levels
    rounds = []
    for i, (rec, rep, mh) in enumerate(zip(records, mr.reports, mr.hands, strict=True), start=1):
        before = _levels(rec, levels)
        if mh.levels_after is None:
            raise ValueError(f"hand {i}: the match's levels after it are not known")
        rounds.append(_round(rec, rep, before, mh.levels_after, i))
        levels = mh.levels_after
    winner = {mr.partnerships[0]: "a", mr.partnerships[1]: "b"}.get(mr.winner or "")
    return json.dumps(
        {
            "a": a,
            "b": b,
            "seed": 0,
            "aTeam": 0,
            "winner": winner,
            "levels": list(levels),
            "rounds": rounds,
        },
        separators=(",", ":"),
    )


def _levels(rec: HandRecord, match_levels: tuple[int, int]) -> tuple[int, int]:
    if rec.levels is None:
        return match_levels
    seats = rec.seats or SEATS
    by_team = {seats.index(seat) % 2: level for seat, level in rec.levels}
    return by_team.get(0, match_levels[0]), by_team.get(1, match_levels[1])


def _round(
    rec: HandRecord, rep: Any, before: tuple[int, int], after: tuple[int, int], number: int
) -> dict[str, Any]:
    _complete(rec, rep, number)
    assert rec.dealer is not None and rec.kitty is not None and rec.buried is not None
    index = {s: i for i, s in enumerate(rec.seats or SEATS)}
    dealer = index[rec.dealer]
    ids = _Ids()
    c = rec.claims
    plays = _plays(rec, c.winners or tuple(t.winner for t in rep.tricks), index, ids)
    buried = ids(rec.buried)
    kitty = _kitty_ids(rec, plays, buried, number)
    penalty = _penalty(c.penalties or tuple((p.seat, p.points) for p in rep.penalties), index)
    result: LevelChange = c.result or rep.result.change
    defenders = result.side == Side.DEFENDERS
    return {
        "no": number,
        "declSeat": dealer,
        "declTeam": dealer % 2,
        "trump": _trump_letter(rec.trump),
        "trumpRank": rec.level,
        "declStrength": _strength(rec),
        "rawTotal": rep.trick_points,
        "total": _claimed(c.points, rep.defenders_points),
        "penalty": penalty,
        "defendersWin": defenders,
        **({"defLevelsUp": result.levels} if defenders else {}),
        "defWonLast": rep.tricks[-1].defenders_won,
        "kittyPts": _claimed(c.bottom_points, rep.bottom.points),
        "mult": _claimed(c.bottom_multiplier, rep.bottom.multiplier),
        "tricks": len(rec.tricks),
        "before": list(before),
        "after": list(after),
        "redeals": 0,
        "seed": 0,
        "first": dealer,
        "kitty": kitty,
        "buried": buried,
        "plays": plays,
    }


def _trump_letter(trump: Trump | None) -> str | None:
    """A round's ``trump``: the suit's letter, ``null`` for no trump."""
    return None if trump == Trump.NT else str(trump)


def _complete(rec: HandRecord, rep: Any, number: int) -> None:
    """Raise ``ValueError`` unless the hand is complete, with what a round states."""
    header = (rec.dealer, rec.level, rec.trump, rec.kitty, rec.buried)
    if (
        any(x is None for x in header)
        or not rep.complete
        or rep.bottom is None
        or rep.result is None
    ):
        raise ValueError(
            f"hand {number}: not a complete hand with dealer, level, trump, kitty and bury"
        )


def _plays(
    rec: HandRecord, winners: Sequence[str], index: dict[str, int], ids: _Ids
) -> list[dict[str, Any]]:
    """The rounds' ``plays``: each trick's winner and its plays' card ids."""
    return [
        {"w": index[w], "p": [ids(p.cards) for p in t.plays]}
        for t, w in zip(rec.tricks, winners, strict=True)
    ]


class _Ids:
    """Cards to the format's ids: each copy of a card its own id, in the order met."""

    def __init__(self) -> None:
        self.copies: Counter[Card] = Counter()

    def __call__(self, cards: Iterable[Card]) -> list[int]:
        out = []
        for c in cards:
            out.append(_id_of(c, self.copies[c]))
            self.copies[c] += 1
        return out


def _claimed(claim: int | None, replayed: int) -> int:
    """The record's claim, else the replay's number."""
    return claim if claim is not None else replayed


def _penalty(penalties: Iterable[tuple[str, int]], index: dict[str, int]) -> list[int]:
    """The penalties by team (team 0: the first seat's)."""
    penalty = [0, 0]
    for seat, pts in penalties:
        penalty[index[seat] % 2] += pts
    return penalty


def _kitty_ids(
    rec: HandRecord, plays: list[dict[str, Any]], buried: list[int], number: int
) -> list[int]:
    """The ids of the kitty: of the cards the dealer played or buried (it took the kitty up)."""
    assert rec.kitty is not None
    dealer_ids: dict[Card, list[int]] = {}
    for t, row in zip(rec.tricks, plays, strict=True):
        for p, cards in zip(t.plays, cast(list[list[int]], row["p"]), strict=True):
            if p.seat == rec.dealer:
                for i in cards:
                    dealer_ids.setdefault(card_of(i), []).append(i)
    for i in buried:
        dealer_ids.setdefault(card_of(i), []).append(i)
    try:
        return [dealer_ids[k].pop() for k in rec.kitty]
    except (KeyError, IndexError):
        raise ValueError(
            f"hand {number}: a kitty card the dealer neither played nor buried"
        ) from None


def _strength(rec: HandRecord) -> int:
    if rec.no_bid:
        return 0
    if not rec.bids:
        raise ValueError("the record does not say how the trump was declared")
    cards = rec.bids[-1].cards
    if cards and all(k == LITTLE_JOKER for k in cards):
        return 3
    if cards and all(k == BIG_JOKER for k in cards):
        return 4
    return 1 if len(cards) == 1 else 2
