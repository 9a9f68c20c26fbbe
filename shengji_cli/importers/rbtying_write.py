"""A hand written as shengji.io would show it: its game log, the debug JSON of its play phase
(taken before the first lead) and the room's settings — the generator's route into the
``rbtying`` importer (``shengji gen --to rbtying``), so that "generated hand → log → import →
check" can be tested.  The platform's verdicts written are the engine's own (the replay's), so a
clean hand reads back clean.

>>> from shengji_cli.gen.hands import generate, hand_seed
>>> from shengji_cli.importers.rbtying_rules import rules_of
>>> v, _ = rules_of({})
>>> log, debug, settings = write(generate(hand_seed(1, 0), v).record, v, {})
>>> log.splitlines()[0], "Play" in debug["gameState"]
('GAME: N started the game', True)
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from ..core.cards import BIG_JOKER, LITTLE_JOKER, RANK_NAMES, Card
from ..core.record import HandRecord
from ..core.replay import bottom_cards, replay
from ..core.variants import Variant
from ..core.vocab import Side, Trump
from .rbtying_log import card_text

__all__ = ["unicode_card", "write"]

_ROWS = (0x1F0A0, 0x1F0B0, 0x1F0D0, 0x1F0C0)
"""The Unicode playing-card block's row of each suit (♠ ♥ ♣ ♦)."""
_SUIT_CHARS = {Trump.S: "♤", Trump.H: "♡", Trump.C: "♧", Trump.D: "♢"}


def unicode_card(card: Card) -> str:
    """A card as the platform's JSON writes it (a character of the playing-card block)."""
    if card == BIG_JOKER:
        return "\U0001f0cf"
    if card == LITTLE_JOKER:
        return "\U0001f0df"
    suit, rank = divmod(card, 13)
    rank += 2
    offset = 1 if rank == 14 else {11: 0xB, 12: 0xD, 13: 0xE}.get(rank, rank)
    return chr(_ROWS[suit] + offset)


def _cards(cards: tuple[Card, ...] | list[Card]) -> str:
    return "".join(card_text(c) for c in cards)


def write(
    record: HandRecord, variant: Variant, settings: dict[str, Any]
) -> tuple[str, dict[str, Any], dict[str, Any]]:
    """The log, the debug JSON and the settings of a played hand (its seats the players'
    names, in order of play; ``settings`` the room's, which ``variant`` must be)."""
    report = replay(record, variant)
    assert report.error is None and record.seats and record.dealer and record.level
    assert record.trump is not None
    dealer, level, trump = record.dealer, record.level, record.trump
    lines = [f"{dealer} started the game", _bid(dealer, trump, level)]
    kitty = bottom_cards(record, dealer) or ()
    bottom = report.bottom
    for n, (trick, state) in enumerate(zip(record.tricks, report.tricks, strict=True), start=1):
        for p in trick.plays:
            if p.attempted is not None:
                lines.append(
                    f"{p.seat} tried to throw {_cards(p.attempted)}, but someone can beat it"
                )
            lines.append(f"{p.seat} played {_cards(p.cards)}")
        points = state.points
        if n == len(record.tricks) and bottom is not None:
            lines.append(f"{_cards(kitty)} in kitty")
            if bottom.points:
                lines.append(
                    f"{bottom.points} points were buried and are attached to the last trick, "
                    f"with a multiplier of {bottom.multiplier}"
                )
            points += bottom.points * bottom.multiplier
        lines.append(
            f"{state.winner} wins the trick and gets {points} points"
            if points
            else f"{state.winner} wins the trick, but gets no points :("
        )
    if report.result is not None and report.defenders_points is not None:
        lines += _ending(
            record,
            report.defenders_points,
            report.result.change,
            report.result.next_dealer,
            variant.match.must_play,
        )
    debug = _debug(record, settings, kitty)
    saved = debug["gameState"]["Play"]["propagated"]  # the room as "save settings" keeps it
    return "".join(f"GAME: {line}\n" for line in lines), debug, saved


def _bid(dealer: str, trump: Trump, level: int) -> str:
    """The landlord's bid of the trump: a pair of the level's card, or of big jokers."""
    if trump is Trump.NT:
        return f"{dealer} bid HJHJ"
    card = f"{RANK_NAMES[level].replace('T', '10')}{'♠♥♣♦'['SHCD'.index(trump.value)]}"
    return f"{dealer} bid {card}{card}"


def _advance(
    start: int, levels: int, landlords: bool, must_play: tuple[int, ...]
) -> tuple[int, bool]:
    """The platform's advance of a team by ``levels`` from ``start``: a rank to be defended
    (``must_play``, and A) is passed only by the landlord's team, on its first step; the rank
    reached, and whether it was held back."""
    rank = start
    for step in range(levels):
        if (rank in must_play or rank == 14) and (not landlords or step > 0 or rank == 14):
            return rank, True
        rank += 1
    return rank, False


def _ending(
    record: HandRecord,
    points: int,
    change: Any,
    next_dealer: str | None,
    must_play: tuple[int, ...] = (),
) -> list[str]:
    """The summary, the ranks advanced, the end and the next landlord."""
    assert record.seats and record.dealer and record.level
    won = change.side is Side.DEALER
    lines = [
        f"Landlord team won, opposing team only collected {points} points"
        if won
        else f"Landlord team lost, opposing team collected {points} points"
    ]
    d = record.seats.index(record.dealer)
    team = [record.seats[(d + i) % 4] for i in ((0, 2) if won else (1, 3))]
    start = record.level if won else _level_of(record, team[0])
    rank, blocked = _advance(start, change.levels, won, must_play)
    if rank != start:
        lines += [f"{s} has advanced to rank {_rank(rank)}" for s in team]
    if blocked:
        lines += [f"{s} must defend on rank {_rank(rank)}" for s in team]
    lines.append("The game has finished")
    if next_dealer:
        lines.append(f"{next_dealer} will start the next game")
    return lines


def _level_of(record: HandRecord, seat: str) -> int:
    """A seat's team's level before the hand (``levels:``, else the hand's)."""
    assert record.seats and record.level
    i = record.seats.index(seat)
    for s, lv in record.levels or ():
        if record.seats.index(s) % 2 == i % 2:
            return lv
    return record.level


def _debug(record: HandRecord, settings: dict[str, Any], kitty: tuple[Card, ...]) -> dict[str, Any]:
    """The debug JSON of the hand's play phase before the first lead: every hand whole."""
    assert record.seats and record.dealer and record.level and record.trump is not None
    held: dict[str, Counter[Card]] = {s: Counter() for s in record.seats}
    for t in record.tricks:
        for p in t.plays:
            held[p.seat].update(p.cards)
    players = [
        {"id": i, "name": s, "level": _rank(_level_of(record, s)), "metalevel": 1}
        for i, s in enumerate(record.seats)
    ]
    landlord = record.seats.index(record.dealer)
    trump: dict[str, Any] = (
        {"NoTrump": {"number": _rank(record.level)}}
        if record.trump is Trump.NT
        else {"Standard": {"suit": _SUIT_CHARS[record.trump], "number": _rank(record.level)}}
    )
    hands = {
        str(i): dict(Counter(unicode_card(c) for c in held[s].elements()))
        for i, s in enumerate(record.seats)
    }
    propagated = {**settings, "players": players, "landlord": landlord}
    play = {
        "propagated": propagated,
        "num_decks": 2,
        "game_mode": "Tractor",
        "hands": {"hands": hands, "trump": trump},
        "kitty": [unicode_card(c) for c in kitty],
        "landlord": landlord,
        "landlords_team": [landlord, (landlord + 2) % 4],
        "trump": trump,
        "points": {str(i): [] for i in range(4)},
        "penalties": {},
        "exchanger": landlord,
        "game_ended_early": False,
        "trick": {
            "played_cards": [],
            "player_queue": [(landlord + i) % 4 for i in range(4)],
            "trump": trump,
        },
    }
    return {"gameState": {"Play": play}, "settings": {}, "roomName": "generated"}


def _rank(level: int) -> str:
    return RANK_NAMES[level].replace("T", "10")
