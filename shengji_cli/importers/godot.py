"""shengji-godot GameLogger logs (``--from godot``; a file named ``*.godot.json`` without it).

A log is one match: each round is a hand, in order (docs/formats.md, "godot").
Seat ``i`` is ``P{i}`` (``P0 P1 P2 P3``, the log's order of play; partners P0/P2 and P1/P3);
``RedJoker`` is the big joker, ``BlackJoker`` the little one.  The log's ``rule_config`` becomes
a :class:`~shengji_cli.core.variants.Variant` extending ``national`` (:func:`rules_of`): each
toggle is a parameter, or a note naming it as not supported (:attr:`RecordGroup.notes`).  The log's
verdicts — each trick's winner, the settlement, the side levels — are claims.  A round dealt
but not played (no tricks) is a hand without tricks: incomplete, its levels still checked.

>>> unit, = loads('{"rule_config": {"allow_dump": false}, "rounds": [}')
>>> err = unit.records[0]; err.line, err.column, err.message.id
(1, 51, 'imp_godot.not-json')
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import partial
from typing import IO, Any

from ..core.cards import BIG_JOKER, LITTLE_JOKER, RANK_NAMES, Card, make_card
from ..core.messages import Msg
from ..core.record import Claims, HandRecord, Play, Trick
from ..core.variants import Variant, VariantError, load_variant, variant_from_table
from ..core.vocab import LevelChange, Side, Trump
from ..notation.errors import ParseError
from . import (
    LineTable,
    RecordGroup,
    Unmappable,
    checked_units,
    failure,
    failure_offset,
    one_record,
    read_whole,
    toml_text,
)

__all__ = ["NAME", "SEATS", "SUFFIXES", "iter_units", "loads", "rules_of"]

NAME = "godot"
SUFFIXES = (".godot.json", ".godot.json.gz")
"""A plain ``.json`` is the tool's own JSON record format: a godot log needs ``--from godot``."""
MAX_BYTES = 20_000_000
"""A log is one JSON document, read whole: a larger one is refused (a log of a match is ~150 kB)."""
BASE = "national"
"""The preset a log's rules extend: the two-deck rules its toggles restate (docs/formats.md)."""

SEATS = ("P0", "P1", "P2", "P3")
"""The log's seat ``i`` → its name in the records; the log plays in this order."""
_SUITS = "♠♥♦♣"
"""The log's suit numbers (``trump_suit``, a domain's ``suit``): 0 ♠, 1 ♥, 2 ♦, 3 ♣; -1 no-trump."""
_TRUMPS = {0: Trump.S, 1: Trump.H, 2: Trump.D, 3: Trump.C, -1: Trump.NT}
CARDS: dict[str, Card] = {
    f"{sym}{name}": make_card("♠♥♣♦".index(sym), rank)
    for sym in _SUITS
    for rank, name in RANK_NAMES.items()
} | {"RedJoker": BIG_JOKER, "BlackJoker": LITTLE_JOKER}
"""A card as the log writes it → the card."""


class _Bad(Unmappable):
    """A value of the log that cannot be mapped, at ``path`` in the document."""

    def __init__(self, path: tuple[str | int, ...], message: Msg) -> None:
        super().__init__(message)
        self.path = path


# -- reading ------------------------------------------------------------------------------------


def iter_units(stream: IO[bytes], source: str) -> Iterator[RecordGroup]:
    """The log's one unit (a log is one JSON document, so it is read whole, gzip or not)."""
    raw = read_whole(stream, source, MAX_BYTES, "imp_godot.broken", "imp_godot.too-large")
    if isinstance(raw, ParseError):
        yield RecordGroup((raw,), match=True)
        return
    yield from _loads(raw, source)


def _loads(data: bytes | str, source: str) -> list[RecordGroup]:
    if isinstance(data, bytes):
        raw = data
        try:
            data = raw.decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            line = raw.count(b"\n", 0, exc.start) + 1
            return [
                RecordGroup(
                    (ParseError(source, line, 1, Msg.of("imp_godot.not-utf8")),), match=True
                )
            ]
    places = _Places(data)
    doc = _document(data, source, places)
    if isinstance(doc, ParseError):
        return [RecordGroup((doc,), match=True)]
    rules = doc.get("rule_config", {})
    try:
        table, notes = rules_table(rules if isinstance(rules, dict) else {}, source)
        variant = variant_from_table(table, source)
    except VariantError as exc:
        why = Msg.of("imp_godot.bad-rules", reason=exc.message)
        return [RecordGroup((places.error(source, ("rule_config",), why),), match=True)]
    except Exception as exc:  # noqa: BLE001 - a rule value the table cannot take
        return [RecordGroup((places.error(source, ("rule_config",), failure(exc)),), match=True)]
    records = _rounds(doc["rounds"], variant.name, source, places)
    return [
        RecordGroup(
            tuple(records),
            match=True,
            variant=variant,
            notes=tuple(notes),
            variant_toml=toml_text(table),
        )
    ]


def _document(data: str, source: str, places: _Places) -> dict[str, Any] | ParseError:
    """The log's JSON object, with its ``rounds``; else the located error."""
    try:
        doc = json.loads(data)
    except json.JSONDecodeError as exc:
        message = Msg.of("imp_godot.not-json", reason=exc.msg)
        return places.lines.error(exc.pos, source, message)
    except Exception as exc:  # noqa: BLE001 - JSON refused past the syntax (4,300 digits, too deep)
        return places.lines.error(failure_offset(data, exc), source, failure(exc))
    if not isinstance(doc, dict) or not isinstance(doc.get("rounds"), list):
        return places.error(source, (), Msg.of("imp_godot.not-log"))
    return doc


def _rounds(
    rounds: list[Any], variant: str, source: str, places: _Places
) -> list[HandRecord | ParseError]:
    """The hands of the rounds, each one's loss at most; an error if there is none."""
    records: list[HandRecord | ParseError] = []
    for i, rnd in enumerate(rounds):

        def error(exc: BaseException, at: tuple[str | int, ...] = ("rounds", i)) -> ParseError:
            return places.error(source, exc.path if isinstance(exc, _Bad) else at, failure(exc))

        records.append(one_record(partial(_hand, rnd, i, variant, source, places), error))
    if not records:
        records.append(places.error(source, ("rounds",), Msg.of("imp_godot.no-rounds")))
    return records


def loads(data: bytes | str, source: str = "<string>") -> list[RecordGroup]:
    """The units of a log in memory: one, the match (whatever stops it a located error)."""
    return list(checked_units(_loads(data, source), source))


# -- the rules --------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Toggle:
    """How one ``rule_config`` key maps: the values the tool plays as the log means them."""

    supported: tuple[object, ...] | None
    """Values the variant expresses (``()``: any value, mapped by :func:`rules_of`; ``None``:
    none)."""
    reason: str
    """The catalog id saying why another value is not supported."""


_TOGGLES: dict[str, _Toggle] = {
    "allow_dump": _Toggle((True,), "imp_godot.why.dump"),
    "bid_requires_joker": _Toggle((), ""),
    "trump_joker_color_match": _Toggle((), ""),
    "current_rank": _Toggle((), ""),
    "deck_count": _Toggle((), ""),
    "four_same_is_tractor": _Toggle((False,), "imp_godot.why.four-same"),
    "joker_always_trump": _Toggle((True,), "imp_godot.why.jokers"),
    "no_skip_enabled": _Toggle((), ""),
    "no_skip_ranks": _Toggle((), ""),
    "strict_follow_structure": _Toggle((True,), "imp_godot.why.follow"),
    "tractor_allow_rank_card": _Toggle((), ""),
    "trump_mode": _Toggle(None, "imp_godot.why.trump-mode"),
    "upgrade_threshold": _Toggle((), ""),
    "upgrade_step": _Toggle((), ""),
    "upgrade_table": _Toggle(None, "imp_godot.why.table"),
}
"""Every ``rule_config`` key of the log versions known; another key is reported as unknown."""


def rules_of(rules: dict[str, Any], source: str = "<string>") -> tuple[Variant, list[Msg]]:
    """The variant a log's ``rule_config`` describes (extending :data:`BASE`), and a note for
    each toggle it cannot express (raises :class:`VariantError` for a value out of range).

    >>> v, notes = rules_of({"no_skip_ranks": [5, 10, 13], "allow_dump": False})
    >>> v.match.must_play, [n["key"] for n in notes]
    ((5, 10, 13), ['allow_dump'])
    """
    table, notes = rules_table(rules, source)
    return variant_from_table(table, source), notes


def rules_table(
    rules: dict[str, Any], source: str = "<string>"
) -> tuple[dict[str, Any], list[Msg]]:
    """:func:`rules_of`'s variant as the table of a variant file, and its notes."""
    base = load_variant(BASE)
    notes = [_unsupported(rules, key, reason) for key, reason in _unsupported_toggles(rules)]
    table: dict[str, Any] = {
        "extends": BASE,
        "name": NAME,
        "version": "log",
        "description": "a shengji-godot log's rule_config",
        "description_zh": "shengji-godot 日志的 rule_config",
    }
    table["deck"] = {"copies": rules.get("deck_count", base.deck.copies)}
    table["match"] = {"declarer_deals": True}  # the log's rounds: whoever declares first deals
    if rules.get("no_skip_enabled", True) is False:
        table["match"]["must_play"] = []
    elif "no_skip_ranks" in rules:
        table["match"]["must_play"] = rules["no_skip_ranks"]
    joker, colour = (
        rules.get("bid_requires_joker", False),
        rules.get("trump_joker_color_match", True),
    )
    if joker is True and colour is False:
        notes.append(_unsupported(rules, "trump_joker_color_match", "imp_godot.why.any-joker"))
    table["declaration"] = {"joker_companion": "by-colour" if joker is True else "none"}
    if "tractor_allow_rank_card" in rules:
        table["order"] = {"trump_chain_adjacent": rules["tractor_allow_rank_card"]}
    levels = _levels_table(rules, base.levels.step)
    if levels is not None:
        table["levels"] = levels
    elif "upgrade_threshold" in rules or "upgrade_step" in rules:
        key = "upgrade_threshold" if "upgrade_threshold" in rules else "upgrade_step"
        notes.append(_unsupported(rules, key, "imp_godot.why.threshold"))
    return table, notes


def _unsupported_toggles(rules: dict[str, Any]) -> Iterator[tuple[str, str]]:
    """The keys of ``rule_config`` the variant cannot express as the log means them, and why."""
    for key in rules:
        toggle = _TOGGLES.get(key)
        if toggle is None:
            yield key, "imp_godot.why.unknown"
        elif toggle.supported is None or toggle.supported and rules[key] not in toggle.supported:
            yield key, toggle.reason


def _unsupported(rules: dict[str, Any], key: str, reason: str) -> Msg:
    """The note of a toggle not expressed: its key and value, and why."""
    return Msg.of("imp_godot.unsupported", key=key, value=_shown(rules[key]), reason=Msg.of(reason))


def _levels_table(rules: dict[str, Any], base_step: int) -> dict[str, Any] | None:
    """The ``[levels]`` of a log's upgrade threshold and step (``None``: one no table holds)."""
    step = rules.get("upgrade_step", base_step)
    threshold = rules.get("upgrade_threshold", 80)
    if not (type(threshold) is int and type(step) is int and 1 < threshold - step):
        return None
    return {
        "step": step,
        "table": [
            {"at": 0, "side": "dealer", "levels": 3},
            {"at": 1, "side": "dealer", "levels": 2},
            {"at": threshold - step, "side": "dealer", "levels": 1},
            {"at": threshold, "side": "defenders", "levels": 0},
            {"at": threshold + step, "side": "defenders", "levels": 1},
        ],
    }


def _shown(value: object) -> str:
    """A toggle's value as the log writes it (JSON), at most 40 characters."""
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= 40 else text[:39] + "…"


# -- a round ----------------------------------------------------------------------------------


def _hand(rnd: object, i: int, variant: str, source: str, places: _Places) -> HandRecord:
    """Round ``i`` (0-based) of the log as a hand; raises :class:`_Bad`."""
    at: tuple[str | int, ...] = ("rounds", i)
    if not isinstance(rnd, dict):
        raise _Bad(at, Msg.of("imp_godot.not-round", round=i + 1))
    n = rnd["round_num"] if type(rnd.get("round_num")) is int else i + 1
    debug = _get(rnd, "debug", dict, at, n)
    deals = _deals(_get(debug, "initial_hands", list, (*at, "debug"), n), (*at, "debug"), n)
    kitty = _cards(
        _get(debug, "bottom_cards", list, (*at, "debug"), n),
        (*at, "debug", "bottom_cards"),
        n,
        ordered=True,
    )
    buried = _cards(
        _get(debug, "buried_cards", list, (*at, "debug"), n), (*at, "debug", "buried_cards"), n
    )
    trump, level = _trump_level(rnd, at, n)
    levels = _team_levels(rnd.get("team_ranks"))
    tricks, winners = [], []
    for j, t in enumerate(_get(rnd, "tricks", list, at, n)):
        trick, winner = _trick(t, (*at, "tricks", j), n, places)
        tricks.append(trick)
        winners.append(winner)
    settlement = rnd.get("settlement")
    claims = (
        _claims(settlement, (*at, "settlement"), n, tuple(winners))
        if isinstance(settlement, dict) and settlement
        else Claims(winners=tuple(winners))
    )
    return HandRecord(
        variant=variant,
        seats=SEATS,
        dealer=_seat(rnd.get("dealer"), (*at, "dealer"), n),
        level=level,
        trump=trump,
        deals=deals,
        kitty=kitty,
        buried=buried,
        tricks=tuple(tricks),
        claims=claims,
        levels=levels,
        source=source,
        line=places.line(at),
    )


def _deals(
    hands: list[Any], at: tuple[str | int, ...], n: int
) -> tuple[tuple[str, tuple[Card, ...]], ...]:
    """``initial_hands`` (at ``at``, the round's ``debug``) as the deals: four lists of cards."""
    if len(hands) != 4 or not all(isinstance(h, list) for h in hands):
        bad = (
            next((s for s, h in enumerate(hands) if not isinstance(h, list)), None)
            if len(hands) == 4
            else None
        )
        raise _Bad(
            (*at, "initial_hands", *(() if bad is None else (bad,))),
            Msg.of("imp_godot.bad-value", round=n, key="initial_hands"),
        )
    return tuple((SEATS[s], _cards(h, (*at, "initial_hands", s), n)) for s, h in enumerate(hands))


def _trump_level(rnd: dict[str, Any], at: tuple[str | int, ...], n: int) -> tuple[Trump, int]:
    """A round's trump (``trump_suit``) and level (``rank``)."""
    trump = _TRUMPS.get(_get(rnd, "trump_suit", int, at, n))
    if trump is None:
        raise _Bad((*at, "trump_suit"), Msg.of("imp_godot.bad-value", round=n, key="trump_suit"))
    level = _get(rnd, "rank", int, at, n)
    if not 2 <= level <= 14:
        raise _Bad((*at, "rank"), Msg.of("imp_godot.bad-value", round=n, key="rank"))
    return trump, level


def _team_levels(ranks: object) -> tuple[tuple[str, int], ...] | None:
    """``team_ranks`` as a ``levels:`` line (team 0 by N, team 1 by W), when it is one."""
    if (
        isinstance(ranks, list)
        and len(ranks) == 2
        and all(type(r) is int and 2 <= r <= 14 for r in ranks)
    ):
        return (SEATS[0], ranks[0]), (SEATS[1], ranks[1])
    return None


def _trick(t: object, at: tuple[str | int, ...], n: int, places: _Places) -> tuple[Trick, str]:
    k = (
        t["trick_num"]
        if isinstance(t, dict) and type(t.get("trick_num")) is int
        else int(at[-1]) + 1
        if isinstance(at[-1], int)
        else 0
    )
    if not isinstance(t, dict):
        raise _Bad(at, Msg.of("imp_godot.not-trick", round=n, trick=k))
    plays = _get(t, "plays", list, at, n)
    if len(plays) != 4:
        raise _Bad((*at, "plays"), Msg.of("imp_godot.play-count", round=n, trick=k, n=len(plays)))
    out = []
    for p, play in enumerate(plays):
        where = (*at, "plays", p)
        if not isinstance(play, dict):
            raise _Bad(where, Msg.of("imp_godot.not-trick", round=n, trick=k))
        seat = _seat(play.get("seat"), (*where, "seat"), n, k)
        out.append(
            Play(
                seat,
                _cards(_get(play, "cards", list, where, n), (*where, "cards"), n, k),
                line=places.line(where),
            )
        )
    return Trick(k, tuple(out), places.line(at)), _seat(t.get("winner"), (*at, "winner"), n, k)


def _claims(
    s: dict[str, Any], at: tuple[str | int, ...], n: int, winners: tuple[str, ...]
) -> Claims:
    """The settlement as claims: ``final_score`` the defenders' total; the bottom's points and
    multiplier when the defenders took it (``bottom_multiplier`` > 0); the level change — a
    later version's ``proposed`` one when it has one."""
    mult, bottom = s.get("bottom_multiplier"), s.get("bottom_score")
    taken = type(mult) is int and mult > 0 and type(bottom) is int
    return Claims(
        points=_settled_points(s),
        bottom_points=bottom if taken else None,
        bottom_multiplier=mult if taken else None,
        result=_settled_change(s),
        winners=winners,
    )


def _settled_change(s: dict[str, Any]) -> LevelChange | None:
    """The settlement's level change (a later version's ``proposed`` one when it has one)."""
    change = s.get("proposed", s)
    if type(change) is int:
        change = {"upgrading_side": s.get("upgrading_side"), "upgrade_levels": change}
    if not (
        isinstance(change, dict)
        and change.get("upgrading_side") in (0, 1)
        and type(change.get("upgrade_levels")) is int
    ):
        return None
    side = Side.DEFENDERS if change["upgrading_side"] == 1 else Side.DEALER
    return LevelChange(side, change["upgrade_levels"])


def _settled_points(s: dict[str, Any]) -> int | None:
    """The defenders' total: ``final_score``, else the attack's base score and bottom bonus."""
    points = s.get("final_score")
    if type(points) is int:
        return points
    base, bonus = s.get("attack_base_score"), s.get("bottom_bonus", 0)
    return base + bonus if type(base) is int and type(bonus) is int else None


def _get(obj: dict[str, Any], key: str, tp: type, at: tuple[str | int, ...], n: int) -> Any:
    value = obj.get(key)
    if not isinstance(value, tp) or isinstance(value, bool):
        raise _Bad(
            (*at, key) if key in obj else at, Msg.of("imp_godot.bad-value", round=n, key=key)
        )
    return value


def _seat(value: object, at: tuple[str | int, ...], n: int, trick: int | None = None) -> str:
    if type(value) is not int or not 0 <= value <= 3:
        raise _Bad(
            at,
            Msg.of("imp_godot.bad-seat", round=n, seat=_shown(value))
            if trick is None
            else Msg.of("imp_godot.bad-seat-trick", round=n, trick=trick, seat=_shown(value)),
        )
    return SEATS[value]


def _cards(
    values: list[Any],
    at: tuple[str | int, ...],
    n: int,
    trick: int | None = None,
    ordered: bool = False,
) -> tuple[Card, ...]:
    """The cards of a list of the log's card strings (canonical order unless ``ordered``)."""
    out = []
    for c, value in enumerate(values):
        card = CARDS.get(value) if isinstance(value, str) else None
        if card is None:
            raise _Bad(
                (*at, c),
                Msg.of("imp_godot.bad-card", round=n, card=_shown(value))
                if trick is None
                else Msg.of("imp_godot.bad-card-trick", round=n, trick=trick, card=_shown(value)),
            )
        out.append(card)
    return tuple(out) if ordered else tuple(sorted(out, key=_ORDER.__getitem__))


_ORDER = {
    c: i
    for i, c in enumerate(
        (BIG_JOKER, LITTLE_JOKER, *(s * 13 + r - 2 for s in range(4) for r in range(14, 1, -1)))
    )
}
"""The records' canonical card order: big joker, little joker, then ♠ ♥ ♣ ♦ from A down."""


# -- places in the document -----------------------------------------------------------------

_TOKEN = re.compile(r'"(?:[^"\\]|\\.)*"|[{}\[\]:,]|[^\s{}\[\]:,"]+')


class _Places:
    """Where the values of a JSON text start: a path (keys and indexes) → line and column."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.lines = LineTable(text)
        self.found: dict[tuple[str | int, ...], int] | None = None

    def offset(self, path: tuple[str | int, ...]) -> int | None:
        """The offset of the value at ``path`` (else of its nearest enclosing value)."""
        if self.found is None:
            self.found = dict(_walk(self.text))
        while path not in self.found and path:
            path = path[:-1]
        return self.found.get(path)

    def line(self, path: tuple[str | int, ...]) -> int:
        offset = self.offset(path)
        return 1 if offset is None else self.lines.line(offset)

    def error(self, source: str, path: tuple[str | int, ...], message: Msg) -> ParseError:
        return self.lines.error(self.offset(path) or 0, source, message)


def _walk(text: str) -> Iterator[tuple[tuple[str | int, ...], int]]:
    """Each value's path and offset in a JSON text that parses (object keys, array indexes)."""
    stack: list[list[Any]] = []  # per open container: [is_object, key or index, expecting a value]
    for m in _TOKEN.finditer(text):
        tok = m.group()
        if tok in ",:":
            if tok == "," and stack:
                top = stack[-1]
                if top[0]:
                    top[2] = False
                else:
                    top[1] += 1
            elif stack:
                stack[-1][2] = True
            continue
        if tok in "]}":
            stack.pop()
            continue
        if stack and stack[-1][0] and not stack[-1][2]:  # an object's key
            stack[-1][1] = json.loads(tok)
            continue
        yield tuple(top[1] for top in stack), m.start()
        if tok in "[{":
            stack.append([tok == "{", 0, tok == "["])
