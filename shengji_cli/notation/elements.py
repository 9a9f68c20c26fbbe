"""The grammar as pyparsing elements: one per production of ``grammar/shengji.ebnf``; the line
productions are the grammar that explains a bad line.

The reader runs the regular expressions of :mod:`.grammar` on every line (the fast path); a line
they refuse comes here (:func:`explain_line`).  Each line production is a pyparsing element
built of the smaller productions in the order the EBNF writes them, and every piece that must
match carries what is wrong when it does not (a *fail action*) or when what it read is not
right (a *check*): the first piece that fails raises :class:`Explained`, located, which becomes
the :class:`~.errors.ParseError`.  On a line the patterns take the elements raise nothing
(``tests/notation/test_elements.py`` holds the two equal on generated lines, good and bad).

The reader imports this module only for a bad line, so reading good text never imports
pyparsing.

>>> line_element("level: 10").parse_string("level: 10", parse_all=True)[0]
'level'
>>> from .errors import ParseError
>>> try:
...     explain_line("a.sj", 3, "level: 1", 0, "level: 1")
... except ParseError as e:
...     print(e.column, e.message.id, e.expected)
8 notation.bad notation.expected.rank()
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache
from typing import Any, NoReturn

import pyparsing as pp

from ..core.messages import Msg
from ..core.suggest import did_you_mean
from .errors import error
from .grammar import (
    ARROW,
    COLON,
    DRAW_ENTRY,
    FAULT,
    HEADER_KEYS,
    HEADER_VALUES,
    JOKER,
    KEY_OF,
    LINE_PATTERNS,
    NUMBER,
    PATTERNS,
    PHASE,
    RANK,
    SEAT,
    SIDE,
    SIGNED,
    SINGLE_CARD,
    SPACE,
    SUIT,
    TEAM_ENTRY,
    TIME_EVENT,
    TOKEN,
    TRUMP_NAME,
    TRUMP_VALUES,
    WS,
    key_names,
    lazy_pattern,
)

__all__ = [
    "Explained",
    "explain_cards",
    "explain_line",
    "line_element",
]  # and GRAMMAR_ELEMENTS, LINE_ELEMENTS


# ---- The productions, each one regular expression, and the file's structure --------------


def _rx(name: str, pattern: str) -> pp.Regex:
    element = pp.Regex(pattern)
    element.set_name(name).leave_whitespace()
    return element


@cache
def _grammar_elements() -> dict[str, pp.ParserElement]:
    """One pyparsing element per production of ``grammar/shengji.ebnf``, by production name:
    the productions as the reader's patterns have them, and the file's structure."""
    e: dict[str, pp.ParserElement] = {
        name: _rx(name, pattern) for name, pattern in PATTERNS.items()
    }
    e["header_line"] = pp.MatchFirst([e[k] for k in LINE_PATTERNS if k != "trick_line"])
    e["line_end"] = e["newline"] | pp.StringEnd().leave_whitespace()
    not_at_end = ~pp.StringEnd().leave_whitespace()
    ws, comment = e["ws"], pp.Opt(e["comment"])
    e["separator_line"] = not_at_end + ws + e["separator"] + ws + comment + e["line_end"]
    line = pp.Opt(e["header_line"] | e["trick_line"])
    e["body_line"] = not_at_end + ws + line + ws + comment + e["line_end"]
    e["block"] = pp.ZeroOrMore(e["body_line"])
    e["file"] = e["block"] + pp.ZeroOrMore(e["separator_line"] + e["block"])
    return {name: element.set_name(name) for name, element in sorted(e.items())}


def __getattr__(name: str) -> Any:
    """:data:`GRAMMAR_ELEMENTS` and :data:`LINE_ELEMENTS`, built when first asked for (their
    patterns take a tenth of a second to compile; explaining a line needs one line's)."""
    if name == "GRAMMAR_ELEMENTS":
        return _grammar_elements()
    if name == "LINE_ELEMENTS":
        return {line: _line_element(line) for line in _LINES}
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


# ---- Faults: what is wrong where ----------------------------------------------------------


class Explained(pp.ParseFatalException):
    """Why a line is not valid: at ``loc`` (0-based, in the line's content) ``problem``,
    where ``expected`` was expected.  Fatal: no other alternative is tried."""

    def __init__(self, s: str, loc: int, problem: Msg, expected: Msg) -> None:
        super().__init__(s, loc, f"Expected {expected.id}")
        self.problem = problem
        self.expected = expected


def _expected(name: str, **params: str) -> Msg:
    return Msg.of(f"notation.expected.{name}", **params)


def _field(name: str) -> Msg:
    return Msg.of(f"notation.field.{name}")


def _no(what: str) -> Msg:
    return Msg.of("notation.no", what=_field(what))


def _bad(what: str, text: str) -> Msg:
    return Msg.of("notation.bad", what=_field(what), text=text)


E_RANK = _expected("rank")
E_SUIT = _expected("suit")
E_CARD = _expected("card")
E_SEAT = _expected("seat")
E_LINE = _expected("line")
E_NUMBER = _expected("number")
E_END = _expected("end-of-line")


def _shown(ch: str) -> str:
    return f"'{ch}'" if ch.isprintable() else f"U+{ord(ch):04X}"


def _skip_ws(s: str, loc: int) -> int:
    while loc < len(s) and s[loc].isspace():
        loc += 1
    return loc


def _unexpected(s: str, loc: int, expected: Msg) -> Explained:
    """What stands at ``loc`` (after any whitespace) where ``expected`` was expected."""
    loc = _skip_ws(s, loc)
    if loc < len(s):
        return Explained(s, loc, Msg.of("notation.unexpected", shown=_shown(s[loc])), expected)
    return Explained(s, loc, Msg.of("notation.unexpected-end"), expected)


Fault = Callable[[str, int], Explained]
"""The fault of a piece that did not match at a place of a line."""
Check = Callable[[str, int, str], None]
"""Raises the fault of a piece's text, read at a place of a line, when it is wrong."""


def _fails(element: pp.ParserElement, fault: Fault) -> pp.ParserElement:
    """``element``, raising ``fault`` where it does not match."""

    def fail_action(s: str, loc: int, _expr: Any, err: Exception) -> None:
        if not isinstance(err, Explained):  # a fault found inside has been said
            raise fault(s, loc)

    return element.set_fail_action(fail_action)


def _checked(element: pp.ParserElement, check: Check) -> pp.ParserElement:
    """``element``, its text ``check``ed where it matched."""

    def parse_action(s: str, loc: int, toks: pp.ParseResults) -> None:
        check(s, loc, toks[0])

    return element.add_parse_action(parse_action)


def _at(problem: Msg, expected: Msg) -> Fault:
    return lambda s, loc: Explained(s, loc, problem, expected)


def _expect(expected: Msg) -> Fault:
    return lambda s, loc: _unexpected(s, loc, expected)


def _re(pattern: str) -> pp.ParserElement:
    """A regular expression read where the line is (no whitespace skipped)."""
    return pp.Regex(pattern).leave_whitespace()


def _full(pattern: str) -> Callable[[str], bool]:
    """Whether a text is ``pattern`` whole."""
    compiled = lazy_pattern(pattern)
    return lambda text: compiled.fullmatch(text) is not None


_WORD = r"\S+"
"""A token of a header's value: what the whitespace around delimits."""
_PLAY_WORD = rf"(?:(?!{ARROW})[^\s|])+"
"""A token of a play: the bars and the arrow delimit it too."""
_AT_END = _re(r"\s*\Z")
_PLAY_END = _re(r"\s*(?=\||\Z)")
_PART_END = _re(rf"\s*(?=\||{ARROW}|\Z)")


def _not_at(end: pp.ParserElement, fault: Fault | None = None) -> pp.ParserElement:
    """Not at the end of the value (or the play, or the part): ``fault`` when it is."""
    element = ~end.copy()
    return element if fault is None else _fails(element, lambda s, loc: fault(s, _skip_ws(s, loc)))


def _word(check: Check, missing: Fault | None = None, word: str = _WORD) -> pp.ParserElement:
    """The next token (whitespace before it skipped), ``check``ed; ``missing``: the fault when
    the value ends before it."""
    element = _checked(_re(rf"\s*{word}"), lambda s, loc, text: check(s, *_stripped(loc, text)))
    if missing is None:
        return element
    return _fails(element, lambda s, loc: missing(s, _skip_ws(s, loc)))


def _stripped(loc: int, text: str) -> tuple[int, str]:
    """The token of ``text`` read at ``loc``, and where it starts."""
    token = text.lstrip()
    return loc + len(text) - len(token), token


def _words(item: pp.ParserElement, end: pp.ParserElement = _AT_END) -> pp.ParserElement:
    """Tokens ``item`` up to the ``end``."""
    return pp.ZeroOrMore(_not_at(end) + item)


# ---- Cards ----------------------------------------------------------------------------------

_TOKEN_FULL = _full(TOKEN)
_JOKER_RE = lazy_pattern(JOKER)
_SUIT_RE = lazy_pattern(SUIT)
_RANK_RE = lazy_pattern(RANK)
_TOKEN_RE = lazy_pattern(TOKEN)


def _group_end(token: str, suit: re.Match[str]) -> int:
    """Where a compact group starting with ``suit`` ends: its ranks, the same suit written again
    before more ranks (``♠A♠K``)."""
    end = _ranks_end(token, suit.end())
    while (again := _SUIT_RE.match(token, end)) and (
        TRUMP_VALUES[again.group()] == TRUMP_VALUES[suit.group()]
    ):
        end = _ranks_end(token, again.end())
    return end


def _ranks_end(token: str, at: int) -> int:
    """Where the ranks written from ``token[at]`` on end."""
    while rank := _RANK_RE.match(token, at):
        at = rank.end()
    return at


def _group_fault(s: str, loc: int, token: str, end: int) -> Explained:
    """The fault of a token that is a suit's group up to ``end``, then goes wrong."""
    if end == len(token):
        return Explained(s, loc + end, Msg.of("notation.suit-without-rank", text=token), E_RANK)
    if _TOKEN_RE.match(token, end):
        return Explained(
            s,
            loc + end,
            Msg.of("notation.missing-space", text=token[end:]),
            _expected("space-between-groups"),
        )
    if token[end].isalnum():
        return Explained(s, loc + end, Msg.of("notation.unknown-card", text=token), E_RANK)
    return Explained(
        s,
        loc + end,
        Msg.of("notation.stray-character", shown=_shown(token[end])),
        _expected("rank-or-space"),
    )


def _card_fault(s: str, loc: int, token: str) -> Explained:
    """Why ``token`` (at ``loc``) is not a ``card_token``."""
    if joker := _JOKER_RE.match(token):
        return Explained(
            s,
            loc + joker.end(),
            Msg.of("notation.unknown-card", text=token),
            _expected("space-after-joker"),
        )
    if suit := _SUIT_RE.match(token):
        return _group_fault(s, loc, token, _group_end(token, suit))
    first = token[0]
    if first.isascii() and first.isalpha() and _RANK_RE.match(token, 1):
        return Explained(s, loc, Msg.of("notation.unknown-suit", suit=first, text=token), E_SUIT)
    if first.isalnum():
        return Explained(s, loc, Msg.of("notation.unknown-card", text=token), E_CARD)
    return Explained(s, loc, Msg.of("notation.stray-character", shown=_shown(first)), E_CARD)


def _card_token(s: str, loc: int, token: str) -> None:
    if not _TOKEN_FULL(token):
        raise _card_fault(s, loc, token)


def _cards(missing: Msg, end: pp.ParserElement = _AT_END, word: str = _WORD) -> pp.ParserElement:
    """The ``cards`` production: ``missing`` is the problem when there are none."""
    return _not_at(end, _at(missing, _expected("cards"))) + _words(
        _word(_card_token, word=word), end
    )


# ---- Words and numbers ----------------------------------------------------------------------


def _seat(stops: str = "") -> pp.ParserElement:
    """A ``seat``, then whitespace or the end (or one of ``stops``)."""

    def space_after(s: str, loc: int, text: str) -> None:
        end = loc + len(text)
        if end < len(s) and not s[end].isspace() and s[end] not in stops:
            raise _unexpected(s, end, _expected("space-after-seat", seat=text.lstrip()))

    return _fails(_checked(_re(rf"\s*{SEAT}"), space_after), _expect(E_SEAT))


def _value(
    what: str, pattern: str, expected: Msg, bad_expected: Msg | None = None
) -> pp.ParserElement:
    """One token, ``pattern`` in full: the ``what`` field."""
    fits = _full(pattern)

    def check(s: str, loc: int, token: str) -> None:
        if not fits(token):
            raise Explained(s, loc, _bad(what, token), bad_expected or expected)

    return _word(check, _at(_no(what), expected))


def _number(what: str, signed: bool = False) -> pp.ParserElement:
    return _value(
        what, SIGNED if signed else NUMBER, E_NUMBER, _expected("integer") if signed else None
    )


def _entry_check(pattern: str, entry: str) -> Check:
    fits = _full(pattern)

    def check(s: str, loc: int, token: str) -> None:
        if not fits(token):
            raise Explained(s, loc, _bad(entry, token), _expected(entry))

    return check


def _entries(what: str, expected: str, check: Check) -> pp.ParserElement:
    """``SEAT=…`` entries, each ``check``ed."""
    return _not_at(_AT_END, _at(_no(what), _expected(expected))) + _words(_word(check))


_LEVEL_ENTRY = lazy_pattern(f"({SEAT})=(.*)")
_RANK_FULL = _full(RANK)


def _level_entry(s: str, loc: int, token: str) -> None:
    m = _LEVEL_ENTRY.fullmatch(token)
    if m is None:
        raise Explained(s, loc, _bad("level-entry", token), _expected("level-entry"))
    rank = m.group(2)
    if not _RANK_FULL(rank):
        problem = _bad("rank", rank) if rank else _no("rank")
        raise Explained(s, loc + m.start(2), problem, E_RANK)


# ---- Header values ----------------------------------------------------------------------


def _bid_value() -> pp.ParserElement:
    """``none``, or a seat, its cards and maybe a phase: the tokens after the seat are read at
    once, as the last one may be a phase or a card."""
    none = _re(r"\s*(?i:none)") + pp.FollowedBy(_AT_END)
    seat_and_cards = _checked(_seat() + _re(".*"), _bid_cards)
    return _not_at(_AT_END, _at(_no("bid"), _expected("bid"))) + (none | seat_and_cards)


_PHASE_FULL = _full(PHASE)


def _bid_cards(s: str, loc: int, seat: str) -> None:
    """The tokens after a bid's seat (``seat``, its text read at ``loc``): cards, maybe a phase
    last."""
    start = loc + len(seat)
    tokens = [(start + m.start(), m.group()) for m in re.finditer(_WORD, s[start:])]
    if tokens and _PHASE_FULL(tokens[-1][1]):
        tokens.pop()
    if not tokens:
        raise Explained(
            s,
            len(s),
            Msg.of("notation.no-cards-after-seat", seat=seat.lstrip()),
            _expected("bid-cards"),
        )
    for at, token in tokens[:-1]:
        _card_token(s, at, token)
    at, last = tokens[-1]
    if not _TOKEN_FULL(last) and _may_be_phase(last):
        raise Explained(s, at, _bad("phase", last), _expected("phase"))
    _card_token(s, at, last)


def _may_be_phase(token: str) -> bool:
    """Whether a bid's last token, not a card, reads as a phase misspelt."""
    first = token[:1]
    return (
        first.isascii()
        and first.isalpha()
        and not _SUIT_RE.match(token)
        and not _JOKER_RE.match(token)
    )


_SINGLE_CARD_FULL = _full(SINGLE_CARD)


def _turned(s: str, loc: int, token: str) -> None:
    if _SINGLE_CARD_FULL(token):
        return
    if _TOKEN_FULL(token):
        raise Explained(
            s, loc, Msg.of("notation.more-than-one-card", text=token), _expected("one-card")
        )
    raise _card_fault(s, loc, token)


def _seat_and_cards(expected: str) -> pp.ParserElement:
    """``SEAT CARDS`` (``reburied:``, ``redeal:``)."""
    no_cards = _at(Msg.of("notation.no-cards-after-the-seat"), _expected(expected))
    return _seat() + _not_at(_AT_END, no_cards) + _cards(Msg.of("notation.no-cards"))


def _bottom_value() -> pp.ParserElement:
    """``N`` then maybe ``x M``: the number read as the production has it, else as a token."""
    points = _re(rf"\s*{NUMBER}") | _number("bottom-points")
    sign = _fails(_re(r"\s*[xX×]"), _expect(_expected("multiplier-sign")))
    times = _fails(_re(rf"\s*{NUMBER}"), _expect(_expected("multiplier")))
    return points + pp.Opt(_not_at(_AT_END) + sign + times)


def _result_value() -> pp.ParserElement:
    side = _re(rf"\s*{SIDE}") | _value("side", SIDE, _expected("side"))
    return side + _fails(_re(rf"\s*\+?{NUMBER}"), _expect(_expected("levels-gained")))


def _ruling_value() -> pp.ParserElement:
    """A fault, a seat, then maybe points, ``cards=`` and ``at=`` (the names as written)."""
    digit = pp.FollowedBy(_re(r"\s*\S").add_condition(lambda toks: toks[0][-1].isdigit()))
    cards = _re(r"\s*cards=") + _number("ruling-cards")
    at = _re(r"\s*at=") + _number("ruling-at", signed=True)
    return (
        _value("fault", FAULT, _expected("fault"))
        + _seat()
        + pp.Opt(digit + _number("ruling-points"))
        + pp.Opt(cards)
        + pp.Opt(at)
        + _fails(_AT_END.copy(), _expect(_expected("ruling-field")))
    )


def _time_value() -> pp.ParserElement:
    """``called``, or ``up`` and maybe a seat."""
    event = _word(_entry_check(TIME_EVENT, "time"), _at(_no("time"), _expected("time")))
    called = _re(r"\s*(?i:called)(?!\S)")
    return called | event + pp.Opt(_not_at(_AT_END) + _seat())


def _seats() -> pp.ParserElement:
    return _not_at(_AT_END, _at(_no("seats"), _expected("seats"))) + _words(_seat())


def _header_cards() -> pp.ParserElement:
    return _cards(Msg.of("notation.no-cards-after-colon"))


_VALUES: dict[str, Callable[[], pp.ParserElement]] = {
    "variant": lambda: _not_at(_AT_END, _at(_no("variant"), _expected("variant"))) + _re(".*"),
    "seats": _seats,
    "dealer": _seat,
    "level": lambda: _value("level", RANK, E_RANK),
    "trump": lambda: _value("trump", TRUMP_NAME, _expected("trump")),
    "deal": _header_cards,
    "kitty": _header_cards,
    "buried": _header_cards,
    "reburied": lambda: _seat_and_cards("reburied-cards"),
    "points": lambda: _number("points", signed=True),
    "bottom": _bottom_value,
    "result": _result_value,
    "penalty": lambda: _seat() + _number("penalty"),
    "winners": _seats,
    "levels": lambda: _entries("levels", "level-entries", _level_entry),
    "after": lambda: _entries("levels", "level-entries", _level_entry),
    "teams": lambda: _entries("teams", "team-entries", _entry_check(TEAM_ENTRY, "team-entry")),
    "bid": _bid_value,
    "turned": lambda: _word(_turned, _at(_no("card"), _expected("turned"))),
    "ruling": _ruling_value,
    "time": _time_value,
    "redeal": lambda: _seat_and_cards("redeal-cards"),
    "draw": lambda: _entries("draws", "draw-entry", _entry_check(DRAW_ENTRY, "draw-entry")),
}
"""Each header's value: the element after its colon, saying where and why it goes wrong."""


def _value_element(key: str) -> pp.ParserElement:
    """The value of header ``key``: its own element, else (a header with none) its pattern of
    :data:`.grammar.HEADER_VALUES` taking the whole value, the fault said of the whole."""
    if key in _VALUES:
        return _VALUES[key]()
    fits = _full(HEADER_VALUES[key])

    def check(s: str, loc: int, value: str) -> None:
        if not fits(value):
            raise Explained(s, loc, _bad(key, value), _expected(key))

    return _word(check, _at(_no(key), _expected(key)), word=".+")


def _header_line(key: str) -> pp.ParserElement:
    """``KEY: VALUE`` (``deal SEAT: CARDS``): the key as the line's first word has it."""
    head: pp.ParserElement = _re(f"(?:{key_names(key)})")
    if key == "deal":
        head += _fails(_re(SPACE + SEAT), _expect(_expected("deal-seat")))

    def missing_colon(s: str, loc: int) -> Explained:
        return Explained(s, loc, Msg.of("notation.missing-colon", key=s[:loc]), _expected("colon"))

    return (
        head
        + _fails(_re(COLON), missing_colon)
        + _value_element(key)
        + _fails(_AT_END.copy(), _expect(E_END))
    )


# ---- Tricks -------------------------------------------------------------------------------


def _seat_before(s: str, loc: int) -> str:
    """The seat of the play whose cards would start at ``loc``."""
    return re.split(r"[\s|.]", s[:loc].rstrip())[-1]


def _play() -> pp.ParserElement:
    """``SEAT CARDS`` or ``SEAT CARDS -> CARDS`` between the bars."""
    empty = _at(Msg.of("notation.empty-play"), _expected("seat-and-cards"))
    cards_first = _re(rf"\s*(?!{SEAT}){TOKEN}")
    missing_seat = _at(Msg.of("notation.missing-seat"), _expected("seat-before-cards"))

    def no_cards(s: str, loc: int) -> Explained:
        loc = _skip_ws(s, loc)
        seat = _seat_before(s, loc)
        return Explained(
            s, loc, Msg.of("notation.no-cards-after-seat", seat=seat), _expected("cards")
        )

    played = _cards(Msg.of("notation.no-cards-after-arrow"), _PART_END, _PLAY_WORD)
    second_arrow = _checked(_re(rf"\s*{ARROW}"), _second_arrow)
    return (
        _not_at(_PLAY_END, empty)
        + _not_at(cards_first, missing_seat)
        + _seat(stops="|")
        + _fails(~_PART_END.copy(), no_cards)
        + _words(_word(_card_token, word=_PLAY_WORD), _PART_END)
        + pp.Opt(_re(rf"\s*{ARROW}") + played + pp.Opt(second_arrow))
    )


def _second_arrow(s: str, loc: int, text: str) -> None:
    raise Explained(s, _skip_ws(s, loc), Msg.of("notation.second-arrow"), _expected("one-arrow"))


def _fifth_play(s: str, loc: int, text: str) -> None:
    """A bar after the fourth play: the fault at the fifth play, or at the bar when empty."""
    bar = loc + len(text) - 1
    at = _skip_ws(s, bar + 1)
    if at == len(s) or s[at] == "|":
        at = bar
    raise Explained(s, at, Msg.of("notation.fifth-play"), _expected("four-plays"))


def _bar(plays: int) -> pp.ParserElement:
    """The bar after ``plays`` plays."""

    def too_few(s: str, loc: int) -> Explained:
        return Explained(
            s, len(s), Msg.of("notation.too-few-plays", n=plays), _expected("next-play")
        )

    return _fails(_re(r"\s*\|"), too_few)


def _trick_line() -> pp.ParserElement:
    """``N. SEAT CARDS | SEAT CARDS | SEAT CARDS | SEAT CARDS``."""
    dot = _fails(_re(rf"{WS}\."), _at(Msg.of("notation.missing-dot"), _expected("dot")))
    play = _play()
    return (
        _re(NUMBER)
        + dot
        + play
        + _bar(1)
        + play
        + _bar(2)
        + play
        + _bar(3)
        + play
        + pp.Opt(_checked(_re(r"\s*\|"), _fifth_play))
    )


# ---- Any other line ---------------------------------------------------------------------

_COLON_RE = lazy_pattern(COLON)
_SEAT_COLON_RE = lazy_pattern(f"{WS}{SEAT}{WS}[:：]")
"""A seat and a colon: what follows a misspelt ``deal`` (``dael N: …``)."""
_PLAY_RE = lazy_pattern(PATTERNS["play"])


def _other_word(s: str, loc: int, word: str) -> None:
    """The first word of a line that starts with neither a known key nor a digit."""
    end = loc + len(word)
    guess = did_you_mean(word.lower(), KEY_OF)
    if _COLON_RE.match(s, end) or guess and _SEAT_COLON_RE.match(s, end):
        expected = _expected("key-did-you-mean", key=guess) if guess else _expected("keys")
        raise Explained(s, loc, Msg.of("notation.unknown-header", key=word), expected)
    if _PLAY_RE.match(s, loc):
        raise Explained(s, loc, Msg.of("notation.trick-without-number"), _expected("trick-number"))
    raise Explained(s, loc, Msg.of("notation.unexpected", shown=f"'{word}'"), E_LINE)


def _stray(s: str, loc: int) -> Explained:
    return Explained(s, loc, Msg.of("notation.stray-character", shown=_shown(s[loc])), E_LINE)


_LINES = (*(f"{key}_line" for key in HEADER_KEYS), "trick_line")
"""The line productions."""
LINE_ELEMENTS: dict[str, pp.ParserElement]
"""The line productions as the elements that explain a bad line, by production name."""


@cache
def _line_element(name: str) -> pp.ParserElement:
    """The element of a line production, or of ``other_line`` (a line that starts with neither
    a key nor a digit: always wrong), or of ``cards`` (a list of cards alone)."""
    if name == "trick_line":
        element = _trick_line()
    elif name == "other_line":
        element = _fails(_checked(_re(SEAT), _other_word), _stray)
    elif name == "cards":
        element = _cards(Msg.of("notation.no-cards"))
    else:
        element = _header_line(name.removesuffix("_line"))
    # no whitespace skipped but where an element says; tabs kept (columns count characters)
    return element.leave_whitespace().parse_with_tabs().set_name(name)


_KEY_RE = lazy_pattern(SEAT)


def line_element(content: str) -> pp.ParserElement:
    """The element that reads ``content`` (a line, its comment and surrounding whitespace left
    out): the trick line's for a digit first, else its key's, else one that says why not."""
    if content[0] in "0123456789":
        return _line_element("trick_line")
    word = _KEY_RE.match(content)
    key = KEY_OF.get(word.group().lower(), "") if word else ""
    return _line_element(f"{key}_line" if key else "other_line")


def _explain(element: pp.ParserElement, content: str) -> Explained | None:
    try:
        element.parse_string(content)
    except Explained as e:
        return e
    return None


def explain_line(source: str, lineno: int, text: str, lead: int, content: str) -> NoReturn:
    """Raise the error of line ``lineno`` (``text``), whose ``content`` (from character
    ``lead``, comment and surrounding whitespace left out) the patterns refused."""
    fault = _explain(line_element(content), content)
    if fault is None:  # the elements found no fault
        raise error(source, lineno, text, lead, Msg.of("notation.unreadable-line"), E_LINE)
    raise error(source, lineno, text, lead + fault.loc, fault.problem, fault.expected)


def explain_cards(source: str, text: str, lead: int, end: int) -> NoReturn:
    """Raise the error of ``text[lead:end]``, which is not a list of cards."""
    fault = _explain(_line_element("cards"), text[lead:end])
    if fault is None:
        raise error(source, 1, text, lead, Msg.of("notation.unreadable-cards"), E_CARD)
    raise error(source, 1, text, lead + fault.loc, fault.problem, fault.expected)
