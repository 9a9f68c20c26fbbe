"""Why a line is not valid notation: a line that matched no element is walked piece by piece
(with the smaller productions) to say where it goes wrong and what was expected there.

Only a bad line comes here; reading a good one never does.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import NoReturn

from ..core.messages import Msg
from ..core.suggest import did_you_mean
from .errors import ParseError
from .grammar import (
    ARROW_RE,
    COLON_RE,
    DRAW_ENTRY_RE,
    FAULT_RE,
    HEADER_KEYS,
    JOKER_RE,
    NONSPACE_RE,
    NUMBER,
    NUMBER_RE,
    PHASE_RE,
    PLAY_RE,
    RANK_RE,
    SEAT,
    SEAT_RE,
    SIDE_RE,
    SIGNED_RE,
    SINGLE_CARD_RE,
    SPACE_RE,
    SUIT_RE,
    TEAM_ENTRY,
    TIME_EVENT_RE,
    TOKEN_RE,
    TRUMP_NAME_RE,
    TRUMP_VALUES,
    WS,
    lazy_pattern,
)

_DOT_RE = lazy_pattern(rf"{WS}\.")
_MULT_SIGN_RE = lazy_pattern("[xX×]")
_PLUS_NUMBER_RE = lazy_pattern(rf"\+?{NUMBER}")
_LEVEL_ENTRY_RE = lazy_pattern(f"({SEAT})=(.*)")
_TEAM_ENTRY_RE = lazy_pattern(TEAM_ENTRY)
SEAT_COLON_RE = lazy_pattern(f"{WS}{SEAT}{WS}[:：]")
"""A seat and a colon: what follows a misspelt ``deal`` (``dael N: …``)."""


def _expected(name: str, **params: str) -> Msg:
    return Msg.of(f"notation.expected.{name}", **params)


def _field(name: str) -> Msg:
    return Msg.of(f"notation.field.{name}")


E_RANK = _expected("rank")
E_SUIT = _expected("suit")
E_CARD = _expected("card")
E_SEAT = _expected("seat")
E_LINE = _expected("line")
E_KEYS = _expected("keys")
E_PHASE = _expected("phase")
E_NUMBER = _expected("number")
E_INTEGER = _expected("integer")
E_END = _expected("end-of-line")


def error(source: str, lineno: int, text: str, pos: int, problem: Msg, expected: Msg) -> ParseError:
    """The error at character ``pos`` (0-based) of line ``lineno``, whose text is ``text``."""
    return ParseError(source, lineno, pos + 1, problem, text.rstrip("\r\n"), expected)


def _shown(ch: str) -> str:
    return f"'{ch}'" if ch.isprintable() else f"U+{ord(ch):04X}"


class Scanner:
    """A cursor over ``text[pos:end]`` (one line) that raises located errors."""

    __slots__ = ("source", "lineno", "text", "pos", "end")

    def __init__(self, source: str, lineno: int, text: str, pos: int, end: int) -> None:
        self.source, self.lineno, self.text, self.pos, self.end = source, lineno, text, pos, end

    def part(self, pos: int, end: int) -> Scanner:
        return Scanner(self.source, self.lineno, self.text, pos, end)

    def fail(self, problem: Msg, expected: Msg, pos: int | None = None) -> NoReturn:
        raise error(
            self.source, self.lineno, self.text, self.pos if pos is None else pos, problem, expected
        )

    def unexpected(self, expected: Msg) -> NoReturn:
        self.ws()
        if self.pos < self.end:
            self.fail(Msg.of("notation.unexpected", shown=_shown(self.text[self.pos])), expected)
        self.fail(Msg.of("notation.unexpected-end"), expected)

    def ws(self) -> None:
        while self.pos < self.end and self.text[self.pos].isspace():
            self.pos += 1

    def at_end(self) -> bool:
        self.ws()
        return self.pos >= self.end

    def match(self, rx: re.Pattern[str]) -> re.Match[str] | None:
        m = rx.match(self.text, self.pos, self.end)
        if m:
            self.pos = m.end()
        return m

    def token(self) -> tuple[int, str]:
        """The next whitespace-delimited token (empty at the end)."""
        self.ws()
        start = self.pos
        m = self.match(NONSPACE_RE)
        return start, m.group() if m else ""

    def done(self) -> None:
        if not self.at_end():
            self.unexpected(E_END)

    def card_token(self, start: int, tok: str) -> NoReturn:
        """Explain why ``tok`` (at ``start``) is not a card token."""
        unknown = Msg.of("notation.unknown-card", text=tok)
        if m := JOKER_RE.match(tok):
            self.fail(unknown, _expected("space-after-joker"), start + m.end())
        if m := SUIT_RE.match(tok):
            p = m.end()
            while r := RANK_RE.match(tok, p):
                p = r.end()
            while (again := SUIT_RE.match(tok, p)) and TRUMP_VALUES[again.group()] == TRUMP_VALUES[
                m.group()
            ]:
                p = again.end()  # the suit written again (♠A♠K): more ranks
                while r := RANK_RE.match(tok, p):
                    p = r.end()
            if p == len(tok):
                self.fail(Msg.of("notation.suit-without-rank", text=tok), E_RANK, start + p)
            if TOKEN_RE.match(tok, p):
                self.fail(
                    Msg.of("notation.missing-space", text=tok[p:]),
                    _expected("space-between-groups"),
                    start + p,
                )
            if tok[p].isalnum():
                self.fail(unknown, E_RANK, start + p)
            self.fail(
                Msg.of("notation.stray-character", shown=_shown(tok[p])),
                _expected("rank-or-space"),
                start + p,
            )
        if tok[0].isascii() and tok[0].isalpha() and RANK_RE.match(tok, 1):
            self.fail(Msg.of("notation.unknown-suit", suit=tok[0], text=tok), E_SUIT, start)
        if tok[0].isalnum():
            self.fail(unknown, E_CARD, start)
        self.fail(Msg.of("notation.stray-character", shown=_shown(tok[0])), E_CARD, start)

    def cards(self, missing: Msg) -> None:
        """Explain a list of cards; ``missing`` is the problem when there are none."""
        if self.at_end():
            self.fail(missing, _expected("cards"))
        while not self.at_end():
            start, tok = self.token()
            if not TOKEN_RE.fullmatch(tok):
                self.card_token(start, tok)

    def seat(self) -> str:
        self.ws()
        m = self.match(SEAT_RE)
        if m is None:
            self.unexpected(E_SEAT)
        if self.pos < self.end and not self.text[self.pos].isspace():
            self.unexpected(_expected("space-after-seat", seat=m.group()))
        return m.group()

    def number(self, what: Msg, rx: re.Pattern[str] = NUMBER_RE) -> None:
        start, tok = self.token()
        expected = E_INTEGER if rx is SIGNED_RE else E_NUMBER
        if not tok:
            self.fail(Msg.of("notation.no", what=what), E_NUMBER)
        if not rx.fullmatch(tok):
            self.fail(Msg.of("notation.bad", what=what, text=tok), expected, start)

    def value(self, what: Msg, rx: re.Pattern[str], expected: Msg) -> None:
        start, tok = self.token()
        if not tok:
            self.fail(Msg.of("notation.no", what=what), expected, start)
        if not rx.fullmatch(tok):
            self.fail(Msg.of("notation.bad", what=what, text=tok), expected, start)

    def play(self) -> None:
        """Explain one ``|``-delimited play of a trick line."""
        if self.at_end():
            self.fail(Msg.of("notation.empty-play"), _expected("seat-and-cards"))
        start = self.pos
        if self.match(SEAT_RE) is None and TOKEN_RE.match(self.text, start, self.end):
            self.fail(Msg.of("notation.missing-seat"), _expected("seat-before-cards"), start)
        self.pos = start
        seat = self.seat()
        arrows = list(ARROW_RE.finditer(self.text, self.pos, self.end))
        bounds = [self.pos, *(x for a in arrows for x in a.span()), self.end]
        for k in range(len(bounds) // 2):
            if k == 2:
                self.fail(
                    Msg.of("notation.second-arrow"), _expected("one-arrow"), arrows[1].start()
                )
            self.part(bounds[2 * k], bounds[2 * k + 1]).cards(
                Msg.of("notation.no-cards-after-seat", seat=seat)
                if k == 0
                else Msg.of("notation.no-cards-after-arrow")
            )

    def trick(self) -> None:
        """Explain a trick line (it starts with a digit)."""
        self.match(NUMBER_RE)
        if self.match(_DOT_RE) is None:
            self.fail(Msg.of("notation.missing-dot"), _expected("dot"))
        bars = [i for i in range(self.pos, self.end) if self.text[i] == "|"]
        starts, ends = [self.pos, *(b + 1 for b in bars)], [*bars, self.end]
        for n, (a, b) in enumerate(zip(starts, ends, strict=True)):
            if n == 4:
                extra = self.part(a, b)
                self.fail(
                    Msg.of("notation.fifth-play"),
                    _expected("four-plays"),
                    extra.pos if not extra.at_end() else a - 1,
                )
            self.part(a, b).play()
        if len(starts) < 4:
            self.fail(
                Msg.of("notation.too-few-plays", n=len(starts)), _expected("next-play"), self.end
            )

    def header(self, key: str) -> None:
        """Explain a header line whose key is ``key`` (a known key, lower case)."""
        start = self.pos
        self.pos += len(key)
        if key == "deal" and (self.match(SPACE_RE) is None or self.match(SEAT_RE) is None):
            self.unexpected(_expected("deal-seat"))
        if self.match(COLON_RE) is None:
            self.fail(
                Msg.of("notation.missing-colon", key=self.text[start : self.pos]),
                _expected("colon"),
            )
        _VALUE_EXPLAINERS[key](self)
        self.done()

    def other(self) -> None:
        """Explain a line that starts with neither a known key nor a digit."""
        start = self.pos
        m = self.match(SEAT_RE)
        if m is None:
            self.fail(Msg.of("notation.stray-character", shown=_shown(self.text[start])), E_LINE)
        guess = did_you_mean(m.group().lower(), HEADER_KEYS)
        if (
            COLON_RE.match(self.text, self.pos, self.end)
            or guess
            and SEAT_COLON_RE.match(self.text, self.pos, self.end)
        ):
            self.fail(
                Msg.of("notation.unknown-header", key=m.group()),
                _expected("key-did-you-mean", key=guess) if guess else E_KEYS,
                start,
            )
        if PLAY_RE.match(self.text, start, self.end):
            self.fail(Msg.of("notation.trick-without-number"), _expected("trick-number"), start)
        self.fail(Msg.of("notation.unexpected", shown=f"'{m.group()}'"), E_LINE, start)

    # Header values, after the ':'.

    def variant_value(self) -> None:
        if self.at_end():
            self.fail(Msg.of("notation.no", what=_field("variant")), _expected("variant"))

    def seats_value(self) -> None:
        if self.at_end():
            self.fail(Msg.of("notation.no", what=_field("seats")), _expected("seats"))
        while not self.at_end():
            self.seat()

    def dealer_value(self) -> None:
        self.seat()

    def level_value(self) -> None:
        self.value(_field("level"), RANK_RE, E_RANK)

    def trump_value(self) -> None:
        self.value(_field("trump"), TRUMP_NAME_RE, _expected("trump"))

    def cards_value(self) -> None:
        self.cards(Msg.of("notation.no-cards-after-colon"))

    def points_value(self) -> None:
        self.number(_field("points"), SIGNED_RE)

    def bottom_value(self) -> None:
        self.ws()
        if self.match(NUMBER_RE) is None:
            self.number(_field("bottom-points"))
        if self.at_end():
            return
        if self.match(_MULT_SIGN_RE) is None:
            self.unexpected(_expected("multiplier-sign"))
        self.ws()
        if self.match(NUMBER_RE) is None:
            self.unexpected(_expected("multiplier"))

    def result_value(self) -> None:
        self.ws()
        if self.match(SIDE_RE) is None:
            self.value(_field("side"), SIDE_RE, _expected("side"))
        self.ws()
        if self.match(_PLUS_NUMBER_RE) is None:
            self.unexpected(_expected("levels-gained"))

    def reburied_value(self) -> None:
        self.seat()
        if self.at_end():
            self.fail(Msg.of("notation.no-cards-after-the-seat"), _expected("reburied-cards"))
        self.cards(Msg.of("notation.no-cards"))

    def penalty_value(self) -> None:
        self.seat()
        self.number(_field("penalty"))

    def levels_value(self) -> None:
        if self.at_end():
            self.fail(Msg.of("notation.no", what=_field("levels")), _expected("level-entries"))
        while not self.at_end():
            start, tok = self.token()
            m = _LEVEL_ENTRY_RE.fullmatch(tok)
            if m is None:
                self.fail(
                    Msg.of("notation.bad", what=_field("level-entry"), text=tok),
                    _expected("level-entry"),
                    start,
                )
            if not RANK_RE.fullmatch(m.group(2)):
                problem = (
                    Msg.of("notation.bad", what=_field("rank"), text=m.group(2))
                    if m.group(2)
                    else Msg.of("notation.no", what=_field("rank"))
                )
                self.fail(problem, E_RANK, start + m.start(2))

    def teams_value(self) -> None:
        if self.at_end():
            self.fail(Msg.of("notation.no", what=_field("teams")), _expected("team-entries"))
        while not self.at_end():
            start, tok = self.token()
            if _TEAM_ENTRY_RE.fullmatch(tok) is None:
                self.fail(
                    Msg.of("notation.bad", what=_field("team-entry"), text=tok),
                    _expected("team-entry"),
                    start,
                )

    def bid_value(self) -> None:
        if self.at_end():
            self.fail(Msg.of("notation.no", what=_field("bid")), _expected("bid"))
        seat = self.seat()
        if seat.lower() == "none" and self.at_end():
            return
        tokens: list[tuple[int, str]] = []
        while not self.at_end():
            tokens.append(self.token())
        if tokens and PHASE_RE.fullmatch(tokens[-1][1]):
            tokens.pop()
        if not tokens:
            self.fail(Msg.of("notation.no-cards-after-seat", seat=seat), _expected("bid-cards"))
        for i, (start, tok) in enumerate(tokens):
            if not TOKEN_RE.fullmatch(tok):
                if (
                    i == len(tokens) - 1
                    and tok[:1].isascii()
                    and tok[:1].isalpha()
                    and not SUIT_RE.match(tok)
                    and not JOKER_RE.match(tok)
                ):
                    self.fail(
                        Msg.of("notation.bad", what=_field("phase"), text=tok), E_PHASE, start
                    )
                self.card_token(start, tok)

    def turned_value(self) -> None:
        start, tok = self.token()
        if not tok:
            self.fail(Msg.of("notation.no", what=_field("card")), _expected("turned"))
        if not SINGLE_CARD_RE.fullmatch(tok):
            if TOKEN_RE.fullmatch(tok):
                self.fail(
                    Msg.of("notation.more-than-one-card", text=tok), _expected("one-card"), start
                )
            self.card_token(start, tok)

    def ruling_value(self) -> None:
        self.value(_field("fault"), FAULT_RE, _expected("fault"))
        if self.pos < self.end and not self.text[self.pos].isspace():
            self.unexpected(_expected("space-after-fault"))
        self.seat()
        if not self.at_end() and self.text[self.pos].isdigit():
            self.number(_field("ruling-points"))
        for key, what, rx in (
            ("cards=", "ruling-cards", NUMBER_RE),
            ("at=", "ruling-at", SIGNED_RE),
        ):
            if not self.at_end() and self.text.startswith(key, self.pos):
                self.pos += len(key)
                self.number(_field(what), rx)
        if not self.at_end():
            self.unexpected(_expected("ruling-field"))

    # C2: the end of a timed match, a redeal at a seat's call, the draw for the first dealer.

    def time_value(self) -> None:
        start, tok = self.token()
        if not tok:
            self.fail(Msg.of("notation.no", what=_field("time")), _expected("time"), start)
        if not TIME_EVENT_RE.fullmatch(tok):
            self.fail(
                Msg.of("notation.bad", what=_field("time"), text=tok), _expected("time"), start
            )
        if tok.lower() == "called" or self.at_end():
            return
        self.seat()

    def redeal_value(self) -> None:
        self.seat()
        if self.at_end():
            self.fail(Msg.of("notation.no-cards-after-the-seat"), _expected("redeal-cards"))
        self.cards(Msg.of("notation.no-cards"))

    def draw_value(self) -> None:
        if self.at_end():
            self.fail(Msg.of("notation.no", what=_field("draws")), _expected("draw-entry"))
        while not self.at_end():
            start, tok = self.token()
            if DRAW_ENTRY_RE.fullmatch(tok) is None:
                self.fail(
                    Msg.of("notation.bad", what=_field("draw-entry"), text=tok),
                    _expected("draw-entry"),
                    start,
                )


_VALUE_EXPLAINERS: dict[str, Callable[[Scanner], None]] = {
    "variant": Scanner.variant_value,
    "seats": Scanner.seats_value,
    "dealer": Scanner.dealer_value,
    "level": Scanner.level_value,
    "trump": Scanner.trump_value,
    "deal": Scanner.cards_value,
    "kitty": Scanner.cards_value,
    "buried": Scanner.cards_value,
    "reburied": Scanner.reburied_value,
    "points": Scanner.points_value,
    "bottom": Scanner.bottom_value,
    "result": Scanner.result_value,
    "penalty": Scanner.penalty_value,
    "winners": Scanner.seats_value,
    "levels": Scanner.levels_value,
    "after": Scanner.levels_value,
    "teams": Scanner.teams_value,
    "bid": Scanner.bid_value,
    "turned": Scanner.turned_value,
    "ruling": Scanner.ruling_value,
    "time": Scanner.time_value,
    "redeal": Scanner.redeal_value,
    "draw": Scanner.draw_value,
}
assert set(_VALUE_EXPLAINERS) == set(HEADER_KEYS)


def explain_line(source: str, lineno: int, text: str, lead: int, content: str) -> NoReturn:
    """Raise the error of line ``lineno`` (``text``), whose ``content`` (from character
    ``lead``, comment and surrounding whitespace left out) matched no line element."""
    sc = Scanner(source, lineno, text, lead, lead + len(content))
    if content[0] in "0123456789":
        sc.trick()
    else:
        word = SEAT_RE.match(content)
        key = word.group().lower() if word else ""
        if key in _VALUE_EXPLAINERS:
            sc.header(key)
        else:
            sc.other()
    raise error(
        source, lineno, text, lead, Msg.of("notation.unreadable-line"), E_LINE
    )  # the walk found no fault


def explain_cards(source: str, text: str, lead: int, end: int) -> NoReturn:
    """Raise the error of ``text[lead:end]``, which is not a list of cards."""
    Scanner(source, 1, text, lead, end).cards(Msg.of("notation.no-cards"))
    raise error(
        source, 1, text, lead, Msg.of("notation.unreadable-cards"), E_CARD
    )  # the walk found no fault
