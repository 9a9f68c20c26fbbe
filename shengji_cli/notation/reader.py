"""The record notation (``.sj`` files): text to :class:`~shengji_cli.record.HandRecord` and back.

The grammar is ``grammar/shengji.ebnf``; :data:`GRAMMAR_ELEMENTS` holds one pyparsing
element per production.  Every line-level element is a :class:`pyparsing.Regex`, and
:func:`loads` runs the compiled regexes of those elements directly, one match per line, then
reads the cards of a match with one tokenising regex.  Only a line that does not match is
walked piece by piece (with the smaller elements) to say where and why it is wrong.

Cards are stored in one canonical order in every field: big joker, little joker, then
♠ ♥ ♣ ♦, each suit from A down to 2; so ``loads(dumps(records)) == records``.

>>> [hand] = loads('''
... seats: N W S E
... level: 10
... trump: 红桃
... 1. N SAA | W ♠34 | S ♠KQ | E 黑桃55
... ''')
>>> hand.level, hand.trump, hand.tricks[0].plays[1]
(10, 'H', Play(seat='W', cards=(2, 1), attempted=None, line=5, column=12))
>>> print(dumps([hand]), end="")
seats: N W S E
level: 10
trump: ♥
1. N ♠AA | W ♠43 | S ♠KQ | E ♠55
"""

from __future__ import annotations

import codecs
import gc
import os
import re
import unicodedata
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from typing import IO, NoReturn

import pyparsing as pp

from ..core.cards import (
    BIG_JOKER,
    LITTLE_JOKER,
    NUM_KINDS,
    RANK_NAMES,
    RANK_VALUES,
    SUIT_LETTERS,
    SUIT_SYMBOLS,
    Card,
)
from ..core.record import Bid, Claims, HandRecord, Play, ResultClaim, Ruling, Trick
from ..core.vocab import Fault, Phase, Side

__all__ = [
    "GRAMMAR_ELEMENTS",
    "ParseError",
    "dump",
    "dumps",
    "load",
    "loads",
    "parse_blocks",
    "parse_cards_text",
]


class ParseError(Exception):
    """Text that is not valid notation, with where it is and what was expected.

    ``str()`` gives ``source:line:column: message``, the line, and a caret under the
    column (columns are 1-based and count characters).
    """

    def __init__(self, source: str, line: int, column: int, message: str, line_text: str = "",
                 expected: str = "") -> None:
        super().__init__(message)
        self.message = message
        self.source = source
        self.line = line
        self.column = column
        self.line_text = line_text
        self.expected = expected

    def __reduce__(self) -> tuple[type[ParseError], tuple[str, int, int, str, str, str]]:
        return (type(self), (self.source, self.line, self.column, self.message, self.line_text,
                             self.expected))

    def __str__(self) -> str:
        pad = "".join("\t" if ch == "\t" else "  " if unicodedata.east_asian_width(ch) in "WF"
                      else " " for ch in self.line_text[:self.column - 1])
        return (f"{self.source}:{self.line}:{self.column}: {self.message}\n"
                f"{self.line_text}\n{pad}^")


# ---------------------------------------------------------------------------------------------
# Grammar: regex patterns, one per EBNF production, and the pyparsing elements built from them.

_SUIT_ALIASES = (("S", "s", "♠", "♤", "黑桃"), ("H", "h", "♥", "♡", "红桃", "红心"),
                 ("C", "c", "♣", "♧", "梅花", "草花"), ("D", "d", "♦", "♢", "方块", "方片"))
_JOKER_ALIASES = ((BIG_JOKER, ("BJ", "bj", "Bj", "bJ", "大王")),
                  (LITTLE_JOKER, ("LJ", "lj", "Lj", "lJ", "小王")))
_CJK = "\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"

_S = r"[^\S\n]"  # one whitespace character other than a newline
_WS = f"{_S}*"
_SPACE = f"{_S}+"
_NUMBER = "[0-9]+"
_SIGNED = "[+-]?[0-9]+"
_SUIT = ("(?:[" + "".join(a for names in _SUIT_ALIASES for a in names if len(a) == 1) + "]|"
         + "|".join(a for names in _SUIT_ALIASES for a in names if len(a) > 1) + ")")
_RANK = "(?:[2-9TJQKAtjqka]|10)"
_JOKER = "(?:[BbLl][Jj]|大王|小王)"
_GROUP = f"{_SUIT}{_RANK}+"
_TOKEN = f"(?:{_GROUP}|{_JOKER})"
_CARDS = f"{_TOKEN}(?:{_SPACE}{_TOKEN})*"
_SEAT = f"[A-Za-z{_CJK}][A-Za-z0-9_{_CJK}]*"
_COLON = f"{_WS}[:：]{_WS}"
_ARROW = "(?:->|→)"
_FAILED = f"{_CARDS}{_WS}{_ARROW}{_WS}{_CARDS}"
_PLAY = f"{_SEAT}{_SPACE}{_CARDS}(?:{_WS}{_ARROW}{_WS}{_CARDS})?"
_TRICK_NUMBER = rf"{_NUMBER}{_WS}\."
_VARIANT_NAME = r"[^\s#](?:[^#\n]*[^\s#])?"
_TRUMP_NAME = f"(?:{_SUIT}|(?ai:nt)|无主)"
_SIDE = "(?:(?ai:defenders|dealer)|闲家|庄家)"
_MULTIPLIER = f"[xX×]{_WS}{_NUMBER}"
_LEVEL_ENTRY = f"{_SEAT}={_RANK}"
_TEAM_ENTRY = f"{_SEAT}=[^\\s=]+"
_PHASE = "(?ai:deal|before-bottom|before-bury|after-bury)"
_SINGLE_CARD = f"(?:{_SUIT}{_RANK}|{_JOKER})"
_FAULT = "(?ai:hidden-card|card-count|bury)"


def _key(word: str) -> str:
    return f"(?ai:{word}){_COLON}"


def _trick_play(i: int) -> str:
    return (f"(?P<seat{i}>{_SEAT}){_SPACE}(?P<cards{i}>{_CARDS})"
            f"(?:{_WS}{_ARROW}{_WS}(?P<played{i}>{_CARDS}))?")


# Whole-line patterns; named groups carry the values.  Matched against a line stripped of
# its comment and surrounding whitespace.
_LINE_PATTERNS = {
    "variant_line": _key("variant") + f"(?P<value>{_VARIANT_NAME})",
    "seats_line": _key("seats") + f"(?P<seats>{_SEAT}(?:{_SPACE}{_SEAT})*)",
    "dealer_line": _key("dealer") + f"(?P<seat>{_SEAT})",
    "level_line": _key("level") + f"(?P<rank>{_RANK})",
    "trump_line": _key("trump") + f"(?P<trump>{_TRUMP_NAME})",
    "deal_line": f"(?ai:deal){_SPACE}(?P<seat>{_SEAT}){_COLON}(?P<cards>{_CARDS})",
    "kitty_line": _key("kitty") + f"(?P<cards>{_CARDS})",
    "buried_line": _key("buried") + f"(?P<cards>{_CARDS})",
    "reburied_line": _key("reburied") + f"(?P<seat>{_SEAT}){_SPACE}(?P<cards>{_CARDS})",
    "points_line": _key("points") + f"(?P<n>{_SIGNED})",
    "bottom_line": _key("bottom") + f"(?P<n>{_NUMBER})(?:{_WS}[xX×]{_WS}(?P<m>{_NUMBER}))?",
    "result_line": _key("result") + rf"(?P<side>{_SIDE}){_WS}\+?(?P<n>{_NUMBER})",
    "penalty_line": _key("penalty") + f"(?P<seat>{_SEAT}){_SPACE}(?P<n>{_NUMBER})",
    "teams_line": _key("teams") + f"(?P<teams>{_TEAM_ENTRY}(?:{_SPACE}{_TEAM_ENTRY})*)",
    "levels_line": _key("levels") + f"(?P<levels>{_LEVEL_ENTRY}(?:{_SPACE}{_LEVEL_ENTRY})*)",
    "bid_line": _key("bid") + (f"(?:(?P<none>(?ai:none))|(?P<seat>{_SEAT}){_SPACE}(?P<cards>{_CARDS})"
                               f"(?:{_SPACE}(?P<phase>{_PHASE}))?)"),
    "turned_line": _key("turned") + f"(?P<card>{_SINGLE_CARD})",
    "ruling_line": (_key("ruling") + f"(?P<fault>{_FAULT}){_SPACE}(?P<seat>{_SEAT})"
                    f"(?:{_SPACE}(?P<n>{_NUMBER}))?"),
    "trick_line": (rf"(?P<number>{_NUMBER}){_WS}\.{_WS}"
                   + rf"{_WS}\|{_WS}".join(_trick_play(i) for i in range(4))),
}


def _rx(name: str, pattern: str) -> pp.Regex:
    element = pp.Regex(pattern)
    element.set_name(name).leave_whitespace()
    return element


_E: dict[str, pp.ParserElement] = {
    name: _rx(name, pattern) for name, pattern in {
        "ws": _WS, "space": _SPACE, "newline": r"\n", "comment": "#[^\n]*",
        "separator": "-{3,}", "colon": _COLON, "number": _NUMBER, "signed_number": _SIGNED,
        "suit": _SUIT, "rank": _RANK, "joker": _JOKER, "compact_group": _GROUP,
        "card_token": _TOKEN, "cards": _CARDS, "seat": _SEAT, "arrow": _ARROW,
        "failed_throw": _FAILED, "play": _PLAY, "trick_number": _TRICK_NUMBER,
        "variant_name": _VARIANT_NAME, "trump_name": _TRUMP_NAME, "side": _SIDE,
        "multiplier": _MULTIPLIER, "level_entry": _LEVEL_ENTRY, "team_entry": _TEAM_ENTRY, "phase": _PHASE,
        "single_card": _SINGLE_CARD, "fault": _FAULT, **_LINE_PATTERNS,
    }.items()
}
_E["header_line"] = pp.MatchFirst(
    [_E[k] for k in _LINE_PATTERNS if k != "trick_line"]).set_name("header_line")
_E["line_end"] = (_E["newline"] | pp.StringEnd().leave_whitespace()).set_name("line_end")
_NOT_AT_END = ~pp.StringEnd().leave_whitespace()
_E["separator_line"] = (_NOT_AT_END + _E["ws"] + _E["separator"] + _E["ws"] + pp.Opt(_E["comment"])
                        + _E["line_end"]).set_name("separator_line")
_E["body_line"] = (_NOT_AT_END + _E["ws"] + pp.Opt(_E["header_line"] | _E["trick_line"]) + _E["ws"]
                   + pp.Opt(_E["comment"]) + _E["line_end"]).set_name("body_line")
_E["block"] = pp.ZeroOrMore(_E["body_line"]).set_name("block")
_E["file"] = (_E["block"] + pp.ZeroOrMore(_E["separator_line"] + _E["block"])).set_name("file")

GRAMMAR_ELEMENTS: dict[str, pp.ParserElement] = dict(sorted(_E.items()))
"""One pyparsing element per production of ``grammar/shengji.ebnf``, by production name."""


def _compiled(name: str) -> re.Pattern[str]:
    """The compiled regex of a :class:`pyparsing.Regex` grammar element."""
    element = GRAMMAR_ELEMENTS[name]
    assert isinstance(element, pp.Regex)
    return element.re


_SEPARATOR_RE = _compiled("separator")
_TRICK_RE = _compiled("trick_line")
_SEAT_RE = _compiled("seat")
_NUMBER_RE = _compiled("number")
_SUIT_RE = _compiled("suit")
_RANK_RE = _compiled("rank")
_JOKER_RE = _compiled("joker")
_TOKEN_RE = _compiled("card_token")
_CARDS_RE = _compiled("cards")
_COLON_RE = _compiled("colon")
_ARROW_RE = _compiled("arrow")
_SIDE_RE = _compiled("side")
_PLAY_RE = _compiled("play")
_TRUMP_NAME_RE = _compiled("trump_name")
_SIGNED_RE = _compiled("signed_number")
_SPACE_RE = _compiled("space")
_NONSPACE_RE = re.compile(r"\S+")
_DOT_RE = re.compile(rf"{_WS}\.")
_MULT_SIGN_RE = re.compile("[xX×]")
_PLUS_NUMBER_RE = re.compile(rf"\+?{_NUMBER}")
_LEVEL_ENTRY_RE = re.compile(f"({_SEAT})=(.*)")
_TEAM_ENTRY_RE = re.compile(f"({_SEAT})=([^\\s=]+)")
_PHASE_RE = _compiled("phase")
_SINGLE_CARD_RE = _compiled("single_card")
_FAULT_RE = _compiled("fault")

# ---------------------------------------------------------------------------------------------
# Cards: one tokenising regex over text the grammar already accepted.
#
# Each card gets a canonical position (0 big joker, 1 little joker, then ♠A ♠K … ♦2).  A
# compact group's positions are its suit's base minus each rank.

_POS_TO_CARD: tuple[Card, ...] = (BIG_JOKER, LITTLE_JOKER) + tuple(
    s * 13 + r - 2 for s in range(4) for r in range(14, 1, -1))
_CARD_TO_POS: tuple[int, ...] = tuple(_POS_TO_CARD.index(c) for c in range(NUM_KINDS))
_JOKER_POS = {a: _CARD_TO_POS[card] for card, names in _JOKER_ALIASES for a in names}
_SUIT_BASE = {a: 16 + 13 * s for s, names in enumerate(_SUIT_ALIASES) for a in names}
_RANK_OF = {ch: RANK_VALUES[ch.upper()] for ch in "23456789TJQKAtjqka"}  # "10" is read as "T"
_GROUP_RE = re.compile(f"({_SUIT})({_RANK}+)|({_JOKER})")
_CARD_CACHE: dict[str, tuple[Card, ...]] = {}
_TOKEN_CACHE: dict[str, list[int]] = {}
_CACHE_SIZE = 1 << 15  # entries per cache; emptied when full


def _cards(text: str) -> tuple[Card, ...]:
    """The cards of text matching the ``cards`` production, in canonical order."""
    got = _CARD_CACHE.get(text)
    if got is None:
        if len(text) > 24:  # a deal or the like: read in one go, as it will not come again
            positions = _positions(text)
            positions.sort()
            return tuple([_POS_TO_CARD[p] for p in positions])
        positions = []  # a play: its groups come again and again
        for token in text.split():
            positions += _TOKEN_CACHE.get(token) or _token_positions(token)
        positions.sort()
        if len(_CARD_CACHE) >= _CACHE_SIZE:
            _CARD_CACHE.clear()
        got = _CARD_CACHE[text] = tuple([_POS_TO_CARD[p] for p in positions])
    return got


def _token_positions(token: str) -> list[int]:
    if len(_TOKEN_CACHE) >= _CACHE_SIZE:
        _TOKEN_CACHE.clear()
    got = _TOKEN_CACHE[token] = _positions(token)
    return got


def _positions(text: str) -> list[int]:
    """The positions of the cards in ``text``, in the order written."""
    positions = []
    for suit, ranks, joker in _GROUP_RE.findall(text):
        if joker:
            positions.append(_JOKER_POS[joker])
        else:
            base = _SUIT_BASE[suit]
            positions += [base - _RANK_OF[ch] for ch in ranks.replace("10", "T")]
    return positions


def _failed_throw(seat: str, attempted: str, played: str, line: int, column: int) -> Play:
    """A play written ``attempted -> played``."""
    return Play(seat, _cards(played), _cards(attempted), line, column)


# ---------------------------------------------------------------------------------------------
# Errors: walking a line that did not match, to say where and why.

_E_RANK = "a rank: 2-10, J, Q, K or A"
_E_SUIT = "a suit: S H C D, ♠ ♥ ♣ ♦, ♤ ♡ ♧ ♢ or 黑桃 红桃 梅花 方块"
_E_CARD = "a card: a suit then ranks (♠AK, S10) or a joker (BJ, LJ, 大王, 小王)"
_E_SEAT = "a seat name (letters, digits, _, starting with a letter; or a CJK word)"
_E_LINE = "a header 'key: value', a trick line 'N. SEAT CARDS | …', '---' or a '#' comment"
_E_KEYS = ("one of variant, seats, dealer, level, levels, teams, trump, bid, turned, deal SEAT, kitty, "
           "buried, reburied, points, bottom, result, penalty, ruling")
_E_PHASE = "a phase: deal, before-bottom, before-bury or after-bury"


def _shown(ch: str) -> str:
    return f"'{ch}'" if ch.isprintable() else f"U+{ord(ch):04X}"


def _error(source: str, lineno: int, text: str, pos: int, problem: str,
           expected: str) -> ParseError:
    return ParseError(source, lineno, pos + 1, f"{problem}; expected {expected}",
                      text.rstrip("\r\n"), expected)


class _Scanner:
    """A cursor over ``text[pos:end]`` (one line) that raises located errors."""

    __slots__ = ("source", "lineno", "text", "pos", "end")

    def __init__(self, source: str, lineno: int, text: str, pos: int, end: int) -> None:
        self.source, self.lineno, self.text, self.pos, self.end = source, lineno, text, pos, end

    def part(self, pos: int, end: int) -> _Scanner:
        return _Scanner(self.source, self.lineno, self.text, pos, end)

    def fail(self, problem: str, expected: str, pos: int | None = None) -> NoReturn:
        raise _error(self.source, self.lineno, self.text, self.pos if pos is None else pos,
                     problem, expected)

    def unexpected(self, expected: str) -> NoReturn:
        self.ws()
        what = _shown(self.text[self.pos]) if self.pos < self.end else "end of line"
        self.fail(f"unexpected {what}", expected)

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
        m = self.match(_NONSPACE_RE)
        return start, m.group() if m else ""

    def done(self) -> None:
        if not self.at_end():
            self.unexpected("end of line")

    def card_token(self, start: int, tok: str) -> NoReturn:
        """Explain why ``tok`` (at ``start``) is not a card token."""
        if m := _JOKER_RE.match(tok):
            self.fail(f"unknown card '{tok}'", "whitespace after the joker", start + m.end())
        if m := _SUIT_RE.match(tok):
            p = m.end()
            while r := _RANK_RE.match(tok, p):
                p = r.end()
            if p == len(tok):
                self.fail(f"suit '{tok}' without a rank", _E_RANK, start + p)
            if _TOKEN_RE.match(tok, p):
                self.fail(f"missing space before '{tok[p:]}'", "whitespace between card groups",
                          start + p)
            if tok[p].isalnum():
                self.fail(f"unknown card '{tok}'", _E_RANK, start + p)
            self.fail(f"stray character {_shown(tok[p])}", f"{_E_RANK}, or whitespace", start + p)
        if tok[0].isascii() and tok[0].isalpha() and _RANK_RE.match(tok, 1):
            self.fail(f"unknown suit '{tok[0]}' in '{tok}'", _E_SUIT, start)
        if tok[0].isalnum():
            self.fail(f"unknown card '{tok}'", _E_CARD, start)
        self.fail(f"stray character {_shown(tok[0])}", _E_CARD, start)

    def cards(self, after: str | None) -> None:
        if self.at_end():
            self.fail("no cards" + (f" after {after}" if after else ""),
                      "cards, e.g. '♠AKK ♥5' or 'BJ'")
        while not self.at_end():
            start, tok = self.token()
            if not _TOKEN_RE.fullmatch(tok):
                self.card_token(start, tok)

    def seat(self) -> str:
        self.ws()
        m = self.match(_SEAT_RE)
        if m is None:
            self.unexpected(_E_SEAT)
        if self.pos < self.end and not self.text[self.pos].isspace():
            self.unexpected(f"whitespace after seat '{m.group()}'")
        return m.group()

    def number(self, what: str, rx: re.Pattern[str] = _NUMBER_RE) -> None:
        start, tok = self.token()
        if not tok:
            self.fail(f"no {what}", "a number")
        if not rx.fullmatch(tok):
            self.fail(f"bad {what} '{tok}'", "an integer" if rx is _SIGNED_RE else "a number",
                      start)

    def value(self, name: str, rx: re.Pattern[str], expected: str) -> None:
        start, tok = self.token()
        if not rx.fullmatch(tok):
            self.fail(f"bad {name} '{tok}'" if tok else f"no {name}", expected, start)

    def play(self) -> None:
        """Explain one ``|``-delimited play of a trick line."""
        if self.at_end():
            self.fail("empty play", "a seat and its cards, e.g. 'N ♠A'")
        start = self.pos
        if self.match(_SEAT_RE) is None and _TOKEN_RE.match(self.text, start, self.end):
            self.fail("missing seat", "a seat name before the cards", start)
        self.pos = start
        seat = self.seat()
        arrows = list(_ARROW_RE.finditer(self.text, self.pos, self.end))
        bounds = [self.pos, *(x for a in arrows for x in a.span()), self.end]
        for k in range(len(bounds) // 2):
            if k == 2:
                self.fail("a second '->' in one play", "one 'attempted -> played' per play",
                          arrows[1].start())
            self.part(bounds[2 * k], bounds[2 * k + 1]).cards(
                f"seat '{seat}'" if k == 0 else "'->'")

    def trick(self) -> None:
        """Explain a trick line (it starts with a digit)."""
        self.match(_NUMBER_RE)
        if self.match(_DOT_RE) is None:
            self.fail("missing '.' after the trick number", "'.', as in '1. N ♠A | …'")
        bars = [i for i in range(self.pos, self.end) if self.text[i] == "|"]
        starts, ends = [self.pos, *(b + 1 for b in bars)], [*bars, self.end]
        for n, (a, b) in enumerate(zip(starts, ends, strict=True)):
            if n == 4:
                extra = self.part(a, b)
                self.fail("a fifth play", "4 plays in a trick, then the end of the line",
                          extra.pos if not extra.at_end() else a - 1)
            self.part(a, b).play()
        if len(starts) < 4:
            self.fail(f"only {len(starts)} play{'s' if len(starts) > 1 else ''}",
                      "'|' and the next play: a trick has 4", self.end)

    def header(self, key: str) -> None:
        """Explain a header line whose key is ``key`` (a known key, lower case)."""
        start = self.pos
        self.pos += len(key)
        if key == "deal" and (self.match(_SPACE_RE) is None or self.match(_SEAT_RE) is None):
            self.unexpected("a seat after 'deal', as in 'deal N: ♠AK …'")
        if self.match(_COLON_RE) is None:
            self.fail(f"missing ':' after '{self.text[start:self.pos]}'",
                      "':' between the key and its value")
        _VALUE_EXPLAINERS[key](self)
        self.done()

    def other(self) -> None:
        """Explain a line that starts with neither a known key nor a digit."""
        start = self.pos
        m = self.match(_SEAT_RE)
        if m is None:
            self.fail(f"stray character {_shown(self.text[start])}", _E_LINE)
        if _COLON_RE.match(self.text, self.pos, self.end):
            self.fail(f"unknown header '{m.group()}'", _E_KEYS, start)
        if _PLAY_RE.match(self.text, start, self.end):
            self.fail("trick line without a number", "a trick number first, as in '1. N ♠A | …'",
                      start)
        self.fail(f"unexpected '{m.group()}'", _E_LINE, start)

    # Header values, after the ':'.

    def variant_value(self) -> None:
        if self.at_end():
            self.fail("no variant", "a preset name or a path to a variant file")

    def seats_value(self) -> None:
        if self.at_end():
            self.fail("no seats", "4 seat names, as in 'seats: N W S E'")
        while not self.at_end():
            self.seat()

    def dealer_value(self) -> None:
        self.seat()

    def level_value(self) -> None:
        self.value("level", _RANK_RE, _E_RANK)

    def trump_value(self) -> None:
        self.value("trump", _TRUMP_NAME_RE, f"{_E_SUIT}, or NT / 无主")

    def cards_value(self) -> None:
        self.cards("the ':'")

    def points_value(self) -> None:
        self.number("points", _SIGNED_RE)

    def bottom_value(self) -> None:
        self.ws()
        if self.match(_NUMBER_RE) is None:
            self.number("bottom points")
        if self.at_end():
            return
        if self.match(_MULT_SIGN_RE) is None:
            self.unexpected("'x' and the multiplier, as in 'bottom: 20 x4'")
        self.ws()
        if self.match(_NUMBER_RE) is None:
            self.unexpected("the multiplier, a whole number")

    def result_value(self) -> None:
        self.ws()
        if self.match(_SIDE_RE) is None:
            self.value("side", _SIDE_RE, "defenders, dealer, 闲家 or 庄家")
        self.ws()
        if self.match(_PLUS_NUMBER_RE) is None:
            self.unexpected("the levels gained, as in 'result: defenders +1'")

    def reburied_value(self) -> None:
        self.seat()
        if self.at_end():
            self.fail("no cards after the seat", "the cards buried again, as in 'reburied: W ♣34 ♦6 …'")
        self.cards(None)

    def penalty_value(self) -> None:
        self.seat()
        self.number("penalty")

    def levels_value(self) -> None:
        if self.at_end():
            self.fail("no levels", "SEAT=RANK entries, as in 'levels: N=2 W=5'")
        while not self.at_end():
            start, tok = self.token()
            m = _LEVEL_ENTRY_RE.fullmatch(tok)
            if m is None:
                self.fail(f"bad level entry '{tok}'", "SEAT=RANK, as in 'N=2' (no spaces)", start)
            if not _RANK_RE.fullmatch(m.group(2)):
                self.fail(f"bad rank '{m.group(2)}'" if m.group(2) else "no rank", _E_RANK,
                          start + m.start(2))

    def teams_value(self) -> None:
        if self.at_end():
            self.fail("no teams", "SEAT=NAME entries, as in 'teams: N=北京 W=上海'")
        while not self.at_end():
            start, tok = self.token()
            if _TEAM_ENTRY_RE.fullmatch(tok) is None:
                self.fail(f"bad team entry '{tok}'", "SEAT=NAME, as in 'N=北京' (no spaces)", start)

    def bid_value(self) -> None:
        if self.at_end():
            self.fail("no bid", "'none', or a seat and the cards shown, as in 'bid: N ♥5'")
        seat = self.seat()
        if seat.lower() == "none" and self.at_end():
            return
        tokens: list[tuple[int, str]] = []
        while not self.at_end():
            tokens.append(self.token())
        if tokens and _PHASE_RE.fullmatch(tokens[-1][1]):
            tokens.pop()
        if not tokens:
            self.fail(f"no cards after seat '{seat}'", "the cards shown, e.g. '♥5' or 'BJ BJ'")
        for i, (start, tok) in enumerate(tokens):
            if not _TOKEN_RE.fullmatch(tok):
                if i == len(tokens) - 1 and tok[:1].isascii() and tok[:1].isalpha() \
                        and not _SUIT_RE.match(tok) and not _JOKER_RE.match(tok):
                    self.fail(f"bad phase '{tok}'", _E_PHASE, start)
                self.card_token(start, tok)

    def turned_value(self) -> None:
        start, tok = self.token()
        if not tok:
            self.fail("no card", "the one card turned, e.g. '♠7' or 'BJ'")
        if not _SINGLE_CARD_RE.fullmatch(tok):
            if _TOKEN_RE.fullmatch(tok):
                self.fail(f"more than one card in '{tok}'", "one card", start)
            self.card_token(start, tok)

    def ruling_value(self) -> None:
        self.value("fault", _FAULT_RE, "a fault: hidden-card, card-count or bury")
        if self.pos < self.end and not self.text[self.pos].isspace():
            self.unexpected("whitespace after the fault")
        self.seat()
        if not self.at_end():
            self.number("ruling points")


_VALUE_EXPLAINERS: dict[str, Callable[[_Scanner], None]] = {
    "variant": _Scanner.variant_value, "seats": _Scanner.seats_value,
    "dealer": _Scanner.dealer_value, "level": _Scanner.level_value,
    "trump": _Scanner.trump_value, "deal": _Scanner.cards_value, "kitty": _Scanner.cards_value,
    "buried": _Scanner.cards_value, "reburied": _Scanner.reburied_value, "points": _Scanner.points_value,
    "bottom": _Scanner.bottom_value, "result": _Scanner.result_value,
    "penalty": _Scanner.penalty_value, "levels": _Scanner.levels_value, "teams": _Scanner.teams_value,
    "bid": _Scanner.bid_value, "turned": _Scanner.turned_value, "ruling": _Scanner.ruling_value,
}

# ---------------------------------------------------------------------------------------------
# Reading: one block (hand) at a time.

_TRUMP_VALUES = {a: SUIT_LETTERS[s] for s, names in enumerate(_SUIT_ALIASES) for a in names}
_SIDE_VALUES = {"defenders": "defenders", "闲家": "defenders", "dealer": "dealer", "庄家": "dealer"}
_MAX_DIGITS = 9
_Handler = Callable[["_Block", re.Match[str], int, int], None]


class _Block:
    """A hand being read: its header values, tricks, and where seats were named."""

    def __init__(self, source: str, lines: list[str], first_line: int) -> None:
        self.source = source
        self.lines = lines
        self.first_line = first_line
        self.started = False
        self.comments: list[str] = []
        self.seen: dict[str, int] = {}
        self.seat_refs: list[tuple[str, int, int]] = []
        self.variant: str | None = None
        self.seats: tuple[str, ...] | None = None
        self.dealer: str | None = None
        self.level: int | None = None
        self.trump: str | None = None
        self.deals: list[tuple[str, tuple[Card, ...]]] = []
        self.kitty: tuple[Card, ...] | None = None
        self.buried: tuple[Card, ...] | None = None
        self.tricks: list[Trick] = []
        self.points: int | None = None
        self.bottom_points: int | None = None
        self.bottom_multiplier: int | None = None
        self.result: ResultClaim | None = None
        self.penalties: list[tuple[str, int]] = []
        self.levels: tuple[tuple[str, int], ...] | None = None
        self.bids: list[Bid] = []
        self.no_bid = False
        self.turned: Card | None = None
        self.rulings: list[Ruling] = []
        self.reburied: list[tuple[str, tuple[Card, ...]]] = []
        self.teams: tuple[tuple[str, str], ...] | None = None

    def error(self, lineno: int, pos: int, problem: str, expected: str) -> ParseError:
        return _error(self.source, lineno, self.lines[lineno - 1], pos, problem, expected)

    def header(self, content: str, lineno: int, lead: int) -> None:
        """Read a line that does not start with a digit: ``content`` is its text between the
        indent (``lead`` characters) and the comment."""
        word = _SEAT_RE.match(content)
        key = word.group().lower() if word else ""
        entry = _HEADERS.get(key)
        if entry is None:
            self.explain(content, lineno, lead, _Scanner.other)
        rx, handler = entry
        m = rx.fullmatch(content)
        if m is None:
            self.explain(content, lineno, lead, lambda sc: sc.header(key))
        handler(self, m, lineno, lead)

    def explain(self, content: str, lineno: int, lead: int,
                how: Callable[[_Scanner], None]) -> NoReturn:
        how(_Scanner(self.source, lineno, self.lines[lineno - 1], lead, lead + len(content)))
        raise self.error(lineno, lead, "unreadable line", _E_LINE)  # the walk found no fault

    def once(self, key: str, lineno: int, pos: int) -> None:
        if key in self.seen:
            raise self.error(lineno, pos, f"duplicate '{key}:' header",
                             f"one '{key}:' line per hand (the first is on line {self.seen[key]})")
        self.seen[key] = lineno

    def number(self, m: re.Match[str], group: str | int, lineno: int, lead: int) -> int:
        text = m.group(group)
        if len(text.lstrip("+-")) > _MAX_DIGITS:
            raise self.error(lineno, lead + m.start(group), f"number '{text[:20]}' too large",
                             f"at most {_MAX_DIGITS} digits")
        return int(text)

    def seat_ref(self, m: re.Match[str], lineno: int, lead: int) -> str:
        seat = m.group("seat")
        self.seat_refs.append((seat, lineno, lead + m.start("seat")))
        return seat

    def trick(self, content: str, lineno: int, lead: int) -> None:
        """Read a line that starts with a digit (as :meth:`header` does)."""
        m = _TRICK_RE.fullmatch(content)
        if m is None:
            self.explain(content, lineno, lead, _Scanner.trick)
        number, s0, c0, p0, s1, c1, p1, s2, c2, p2, s3, c3, p3 = m.groups()  # _TRICK_LAYOUT
        at = m.start
        col = lead + 1
        get = _CARD_CACHE.get
        self.tricks.append(Trick(
            int(number) if len(number) <= _MAX_DIGITS else self.number(m, 1, lineno, lead), (
                Play(s0, get(c0) or _cards(c0), None, lineno, col + at(2)) if p0 is None
                else _failed_throw(s0, c0, p0, lineno, col + at(2)),
                Play(s1, get(c1) or _cards(c1), None, lineno, col + at(5)) if p1 is None
                else _failed_throw(s1, c1, p1, lineno, col + at(5)),
                Play(s2, get(c2) or _cards(c2), None, lineno, col + at(8)) if p2 is None
                else _failed_throw(s2, c2, p2, lineno, col + at(8)),
                Play(s3, get(c3) or _cards(c3), None, lineno, col + at(11)) if p3 is None
                else _failed_throw(s3, c3, p3, lineno, col + at(11))),
            lineno))

    # Header handlers: the line matched its element.

    def h_variant(self, m: re.Match[str], lineno: int, lead: int) -> None:
        self.once("variant", lineno, lead)
        self.variant = m.group("value")

    def h_seats(self, m: re.Match[str], lineno: int, lead: int) -> None:
        self.once("seats", lineno, lead)
        found: list[str] = []
        for t in _NONSPACE_RE.finditer(m.group("seats")):
            pos = lead + m.start("seats") + t.start()
            if t.group() in found:
                raise self.error(lineno, pos, f"seat '{t.group()}' listed twice", "4 distinct seats")
            if len(found) == 4:
                raise self.error(lineno, pos, "more than 4 seats", "exactly 4 seats")
            found.append(t.group())
        if len(found) < 4:
            raise self.error(lineno, lead + m.end(), f"only {len(found)} seat"
                             f"{'s' if len(found) > 1 else ''}", "exactly 4 seats")
        self.seats = tuple(found)

    def h_dealer(self, m: re.Match[str], lineno: int, lead: int) -> None:
        self.once("dealer", lineno, lead)
        self.dealer = self.seat_ref(m, lineno, lead)

    def h_level(self, m: re.Match[str], lineno: int, lead: int) -> None:
        self.once("level", lineno, lead)
        self.level = RANK_VALUES[m.group("rank").upper()]

    def h_trump(self, m: re.Match[str], lineno: int, lead: int) -> None:
        self.once("trump", lineno, lead)
        self.trump = _TRUMP_VALUES.get(m.group("trump"), "NT")  # else NT, nt or 无主

    def h_deal(self, m: re.Match[str], lineno: int, lead: int) -> None:
        self.once(f"deal {m.group('seat')}", lineno, lead)
        self.deals.append((self.seat_ref(m, lineno, lead), _cards(m.group("cards"))))

    def h_kitty(self, m: re.Match[str], lineno: int, lead: int) -> None:
        self.once("kitty", lineno, lead)
        self.kitty = tuple([_POS_TO_CARD[p] for p in _positions(m.group("cards"))])

    def h_buried(self, m: re.Match[str], lineno: int, lead: int) -> None:
        self.once("buried", lineno, lead)
        self.buried = _cards(m.group("cards"))

    def h_points(self, m: re.Match[str], lineno: int, lead: int) -> None:
        self.once("points", lineno, lead)
        self.points = self.number(m, "n", lineno, lead)

    def h_bottom(self, m: re.Match[str], lineno: int, lead: int) -> None:
        self.once("bottom", lineno, lead)
        self.bottom_points = self.number(m, "n", lineno, lead)
        if m.group("m") is not None:
            self.bottom_multiplier = self.number(m, "m", lineno, lead)

    def h_result(self, m: re.Match[str], lineno: int, lead: int) -> None:
        self.once("result", lineno, lead)
        side = m.group("side")
        self.result = ResultClaim(Side(_SIDE_VALUES[side.lower()]), self.number(m, "n", lineno, lead))

    def h_penalty(self, m: re.Match[str], lineno: int, lead: int) -> None:
        self.penalties.append((self.seat_ref(m, lineno, lead), self.number(m, "n", lineno, lead)))

    def seat_entries(self, m: re.Match[str], key: str, lineno: int, lead: int) -> list[tuple[str, str]]:
        """The ``SEAT=VALUE`` entries of a ``levels:`` or ``teams:`` line, a seat once each."""
        self.once(key, lineno, lead)
        entries: list[tuple[str, str]] = []
        for t in _NONSPACE_RE.finditer(m.group(key)):
            seat, value = t.group().split("=")
            pos = lead + m.start(key) + t.start()
            if any(s == seat for s, _ in entries):
                raise self.error(lineno, pos, f"seat '{seat}' given twice", "one entry per seat")
            self.seat_refs.append((seat, lineno, pos))
            entries.append((seat, value))
        return entries

    def h_levels(self, m: re.Match[str], lineno: int, lead: int) -> None:
        self.levels = tuple((seat, RANK_VALUES[rank.upper()])
                            for seat, rank in self.seat_entries(m, "levels", lineno, lead))

    def h_teams(self, m: re.Match[str], lineno: int, lead: int) -> None:
        self.teams = tuple(self.seat_entries(m, "teams", lineno, lead))

    def h_bid(self, m: re.Match[str], lineno: int, lead: int) -> None:
        if self.no_bid or (m.group("none") is not None and self.bids):
            raise self.error(lineno, lead, "'bid: none' together with other bids",
                             "either 'bid: none' or the bids made")
        if m.group("none") is not None:
            self.no_bid = True
            return
        phase = Phase((m.group("phase") or "deal").lower())
        self.bids.append(Bid(self.seat_ref(m, lineno, lead), _cards(m.group("cards")), phase))

    def h_reburied(self, m: re.Match[str], lineno: int, lead: int) -> None:
        self.reburied.append((self.seat_ref(m, lineno, lead), _cards(m.group("cards"))))

    def h_turned(self, m: re.Match[str], lineno: int, lead: int) -> None:
        self.once("turned", lineno, lead)
        self.turned = _cards(m.group("card"))[0]

    def h_ruling(self, m: re.Match[str], lineno: int, lead: int) -> None:
        n = None if m.group("n") is None else self.number(m, "n", lineno, lead)
        self.rulings.append(Ruling(Fault(m.group("fault").lower()), self.seat_ref(m, lineno, lead), n))

    def finish(self) -> HandRecord:
        """The record; checks every seat named against ``seats:`` when it is given."""
        deals = self.deals
        if self.seats is not None:
            seats = self.seats
            named = {p.seat for t in self.tricks for p in t.plays}
            named.update(ref[0] for ref in self.seat_refs)
            if not named.issubset(seats):
                unknown = [ref for ref in self.seat_refs if ref[0] not in seats] + [
                    (p.seat, p.line, p.column - 1)
                    for t in self.tricks for p in t.plays if p.seat not in seats]
                seat, lineno, pos = min(unknown, key=lambda ref: ref[1:])
                raise self.error(lineno, pos, f"unknown seat '{seat}'",
                                 f"one of the seats {' '.join(seats)}")
            deals = sorted(deals, key=lambda d: seats.index(d[0]))
        return HandRecord(
            variant=self.variant, seats=self.seats, dealer=self.dealer, level=self.level,
            trump=self.trump, deals=tuple(deals), kitty=self.kitty, buried=self.buried,
            reburied=tuple(self.reburied), tricks=tuple(self.tricks),
            claims=Claims(self.points, self.bottom_points, self.bottom_multiplier, self.result,
                          tuple(self.penalties)),
            levels=self.levels, teams=self.teams, bids=tuple(self.bids), no_bid=self.no_bid, turned=self.turned,
            rulings=tuple(self.rulings), comments=tuple(self.comments), source=self.source, line=self.first_line)


_HEADERS: dict[str, tuple[re.Pattern[str], _Handler]] = {
    key: (_compiled(f"{key}_line"), getattr(_Block, f"h_{key}"))
    for key in ("variant", "seats", "dealer", "level", "trump", "deal", "kitty", "buried", "reburied",
                "points", "bottom", "result", "penalty", "levels", "teams", "bid", "turned", "ruling")
}
_TRICK_LAYOUT = ["number"] + [f"{g}{i}" for i in range(4) for g in ("seat", "cards", "played")]
assert list(_TRICK_RE.groupindex) == _TRICK_LAYOUT and _TRICK_RE.groups == len(_TRICK_LAYOUT)


def parse_blocks(text: str, source: str = "<string>") -> list[HandRecord | ParseError]:
    """Read every hand of ``text``: a record per block, or the first error in that block.

    Unlike :func:`loads` this goes on past a bad block, for batch checks.  Blocks holding
    nothing but blank lines and comments are skipped; a record's ``line`` is its block's
    first line that is not blank.

    >>> [type(x).__name__ for x in parse_blocks("level: 5\\n---\\nlevel: 1\\n---\\nlevel: K")]
    ['HandRecord', 'ParseError', 'HandRecord']
    """
    with _collector_paused():
        return _parse_blocks(text, source)


@contextmanager
def _collector_paused() -> Iterator[None]:
    """Pause the cyclic garbage collector while reading.

    Reading makes many long-lived objects and no cycles; a running collector would rescan
    the growing records again and again (a third of the time).
    """
    if not gc.isenabled():
        yield
        return
    gc.disable()
    try:
        yield
    finally:
        gc.enable()


def _parse_blocks(text: str, source: str) -> list[HandRecord | ParseError]:
    if text.startswith("\ufeff"):
        text = text[1:]
    lines = text.split("\n")
    out: list[HandRecord | ParseError] = []
    block: _Block | None = None
    skipping = False  # after an error, until the next separator
    for index, raw in enumerate(lines):
        hash_at = raw.find("#")
        body = raw if hash_at < 0 else raw[:hash_at]
        content = body.strip()
        if content[:1] == "-" and _SEPARATOR_RE.fullmatch(content):
            if block is not None and block.started and not skipping:
                out.append(_finish(block))
            block, skipping = None, False
        elif skipping:
            continue
        elif content:
            if block is None:
                block = _Block(source, lines, index + 1)
            block.started = True
            try:
                if content[0] in "0123456789":
                    block.trick(content, index + 1, body.find(content[0]))  # find: the indent
                else:
                    block.header(content, index + 1, body.find(content[0]))
            except ParseError as e:
                out.append(e)
                skipping = True
        elif hash_at >= 0:
            if block is None:
                block = _Block(source, lines, index + 1)
            if not block.started:
                comment = raw[hash_at + 1:]
                block.comments.append((comment[1:] if comment[:1] == " " else comment).rstrip())
    if block is not None and block.started and not skipping:
        out.append(_finish(block))
    return out


def _finish(block: _Block) -> HandRecord | ParseError:
    try:
        return block.finish()
    except ParseError as e:
        return e


def loads(text: str, source: str = "<string>") -> list[HandRecord]:
    """Read the hands of a record text; raise the first :class:`ParseError`.

    >>> try:
    ...     loads("seats: N W S E\\n1. N ♠A | W ♠1 | S ♠3 | E ♠4", source="a.sj")
    ... except ParseError as e:
    ...     print(e)
    a.sj:2:14: unknown card '♠1'; expected a rank: 2-10, J, Q, K or A
    1. N ♠A | W ♠1 | S ♠3 | E ♠4
                 ^
    """
    with _collector_paused():
        items = _parse_blocks(text, source)
    records = []
    for item in items:
        if isinstance(item, ParseError):
            raise item
        records.append(item)
    return records


def load(file: str | os.PathLike[str] | IO[str] | IO[bytes]) -> list[HandRecord]:
    """Read the hands of a UTF-8 file, given as a path or an open file.

    A path (or a binary file) that is not valid UTF-8 raises a :class:`ParseError` at the
    bad byte; a text file raises one at its start, its decoder having lost the place.
    """
    if isinstance(file, (str, os.PathLike)):
        source = os.fspath(file)
        with open(file, "rb") as f:
            data: str | bytes = f.read()
    else:
        source = str(getattr(file, "name", "<file>"))
        try:
            data = file.read()
        except UnicodeDecodeError as e:
            raise ParseError(source, 1, 1, f"not valid UTF-8 ({e.reason}); expected UTF-8 text",
                             "", "UTF-8 text") from None
    return loads(data if isinstance(data, str) else _decode(data, source), source)


def _decode(data: bytes, source: str) -> str:
    if data.startswith(codecs.BOM_UTF8):
        data = data[len(codecs.BOM_UTF8):]
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as e:
        before = data[:e.start].decode("utf-8")
        line_start = before.rfind("\n") + 1
        line_end = data.find(b"\n", e.start)
        text = data[:len(data) if line_end < 0 else line_end].decode("utf-8", "replace")
        raise _error(source, before.count("\n") + 1, text[line_start:],
                     len(before) - line_start, f"invalid UTF-8 byte 0x{data[e.start]:02x}",
                     "UTF-8 text") from None


def parse_trump(text: str) -> str | None:
    """A trump name in any alias → ``S H C D`` or ``NT``; ``None`` if it is not one.

    >>> parse_trump("♥"), parse_trump("无主"), parse_trump("X")
    ('H', 'NT', None)
    """
    t = text.strip()
    if not _TRUMP_NAME_RE.fullmatch(t):
        return None
    return _TRUMP_VALUES.get(t, "NT")


def parse_level(text: str) -> int | None:
    """A level rank (``2``–``10``, ``T``, ``J Q K A``) → 2..14; ``None`` if it is not one.

    >>> parse_level("10"), parse_level("j"), parse_level("1")
    (10, 11, None)
    """
    return RANK_VALUES.get(text.strip().upper())


def parse_cards_text(text: str, source: str = "<cards>") -> tuple[Card, ...]:
    """Cards written in the notation (a command-line CARDS argument), in canonical order.

    >>> from shengji_cli.core.cards import cards_str
    >>> cards_str(parse_cards_text("♥5 ♠akk 大王"))
    'BJ SA SK SK H5'
    >>> parse_cards_text("♠AK X5")
    Traceback (most recent call last):
      ...
    shengji_cli.notation.reader.ParseError: <cards>:1:5: unknown suit 'X' in 'X5'; expected a suit: ...
    """
    line = text.replace("\n", " ")
    content = line.strip()
    if _CARDS_RE.fullmatch(content):
        return _cards(content)
    lead = len(line) - len(line.lstrip())
    _Scanner(source, 1, line, lead, lead + len(content)).cards(None)
    raise _error(source, 1, line, lead, "unreadable cards", _E_CARD)  # the walk found no fault


# ---------------------------------------------------------------------------------------------
# Writing.


def _format_cards_in_order(cards: Sequence[Card], ascii: bool) -> str:
    """Cards in the order given, a suit's consecutive cards grouped (``♥3 ♠K9 LJ``)."""
    suits = SUIT_LETTERS if ascii else SUIT_SYMBOLS
    tokens: list[str] = []
    suit = -1
    for c in cards:
        if c >= LITTLE_JOKER:
            tokens.append("BJ" if c == BIG_JOKER else "LJ")
            suit = -1
        elif c // 13 == suit:
            tokens[-1] += RANK_NAMES[c % 13 + 2]
        else:
            suit = c // 13
            tokens.append(suits[suit] + RANK_NAMES[c % 13 + 2])
    return " ".join(tokens)


def _format_cards(cards: Iterable[Card], ascii: bool) -> str:
    return _format_cards_in_order(sorted(cards, key=_CARD_TO_POS.__getitem__), ascii)


def _format_play(play: Play, ascii: bool) -> str:
    cards = _format_cards(play.cards, ascii)
    if play.attempted is None:
        return f"{play.seat} {cards}"
    return f"{play.seat} {_format_cards(play.attempted, ascii)} -> {cards}"


def _dump_record(r: HandRecord, ascii: bool) -> str:
    out = [f"# {c}" if c else "#" for c in r.comments]
    if r.variant is not None:
        out.append(f"variant: {r.variant}")
    if r.seats is not None:
        out.append(f"seats: {' '.join(r.seats)}")
    if r.dealer is not None:
        out.append(f"dealer: {r.dealer}")
    if r.level is not None:
        out.append(f"level: {RANK_NAMES[r.level]}")
    if r.teams is not None:
        out.append("teams: " + " ".join(f"{seat}={name}" for seat, name in r.teams))
    if r.levels is not None:
        out.append("levels: " + " ".join(f"{seat}={RANK_NAMES[lv]}" for seat, lv in r.levels))
    if r.trump is not None:
        suits = SUIT_LETTERS if ascii else SUIT_SYMBOLS
        out.append(f"trump: {'NT' if r.trump == 'NT' else suits[SUIT_LETTERS.index(r.trump)]}")
    if r.no_bid:
        out.append("bid: none")
    out += [f"bid: {b.seat} {_format_cards(b.cards, ascii)}" + ("" if b.phase == "deal" else f" {b.phase}")
            for b in r.bids]
    if r.turned is not None:
        out.append(f"turned: {_format_cards((r.turned,), ascii)}")
    deals = r.deals
    if r.seats is not None:
        order = {s: i for i, s in enumerate(r.seats)}
        deals = tuple(sorted(deals, key=lambda d: order.get(d[0], len(order))))
    out += [f"deal {seat}: {_format_cards(cards, ascii)}" for seat, cards in deals]
    if r.kitty is not None:
        out.append(f"kitty: {_format_cards_in_order(r.kitty, ascii)}")
    if r.buried is not None:
        out.append(f"buried: {_format_cards(r.buried, ascii)}")
    out += [f"reburied: {seat} {_format_cards(cards, ascii)}" for seat, cards in r.reburied]
    out += [f"{t.number}. " + " | ".join(_format_play(p, ascii) for p in t.plays)
            for t in r.tricks]
    c = r.claims
    if c.points is not None:
        out.append(f"points: {c.points}")
    if c.bottom_points is not None:
        times = "" if c.bottom_multiplier is None else f" x{c.bottom_multiplier}"
        out.append(f"bottom: {c.bottom_points}{times}")
    if c.result is not None:
        out.append(f"result: {c.result.side} +{c.result.levels}")
    out += [f"penalty: {seat} {n}" for seat, n in c.penalties]
    out += [f"ruling: {x.fault} {x.seat}" + ("" if x.points is None else f" {x.points}") for x in r.rulings]
    return "".join(line + "\n" for line in out)


def dumps(records: Iterable[HandRecord], ascii: bool = False) -> str:
    """The canonical text of some hands, blocks separated by ``---``.

    Cards are grouped by suit in canonical order, except the kitty's, which keep their order
    (top card first); ``ascii=True`` writes suits as ``S H C D``.

    >>> r = HandRecord(seats=("N", "W", "S", "E"), trump="S", kitty=(16, 52, 12, 12, 11))
    >>> print(dumps([r, r], ascii=True), end="")
    seats: N W S E
    trump: S
    kitty: H5 LJ SAAK
    ---
    seats: N W S E
    trump: S
    kitty: H5 LJ SAAK
    """
    return "---\n".join(_dump_record(r, ascii) for r in records)


def dump(records: Iterable[HandRecord], file: str | os.PathLike[str] | IO[str],
         ascii: bool = False) -> None:
    """Write :func:`dumps` of ``records`` to a path (as UTF-8) or an open text file."""
    text = dumps(records, ascii)
    if isinstance(file, (str, os.PathLike)):
        with open(file, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
    else:
        file.write(text)
