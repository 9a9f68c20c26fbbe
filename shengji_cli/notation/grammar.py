"""The notation's grammar as regular expressions: one pattern per production of
``grammar/shengji.ebnf``, the aliases they accept, and the compiled patterns the reader runs on
every line (the fast path).

:data:`PATTERNS` holds the productions that are one regular expression; a header is its value
pattern in :data:`HEADER_VALUES`.  The pyparsing elements (:mod:`.elements`), which explain a
line these refuse, are built of the same smaller patterns, and ``tests/notation/test_elements.py``
holds the two equal.
"""

from __future__ import annotations

import re
from typing import Any, cast

from ..core.cards import BIG_JOKER, LITTLE_JOKER, SUIT_TRUMPS, Card
from ..core.vocab import Fault, Side, Trump

SUIT_ALIASES = (
    ("S", "s", "♠", "♤", "黑桃", "黑"),
    ("H", "h", "♥", "♡", "红桃", "红心", "红"),
    ("C", "c", "♣", "♧", "梅花", "草花", "梅"),
    ("D", "d", "♦", "♢", "方块", "方片", "方"),
)
"""Every way of writing each suit, in ``S H C D`` order: the letter, the symbols, the Chinese
names and their one-character shorthands (``黑A`` is ``♠A``)."""
HEADER_ALIASES: dict[str, str] = {
    "变体": "variant",
    "规则": "variant",
    "座位": "seats",
    "庄家": "dealer",
    "级别": "level",
    "级": "level",
    "主": "trump",
    "主牌": "trump",
    "发牌": "deal",
    "底牌": "kitty",
    "埋底": "buried",
    "炒底": "reburied",
    "得分": "points",
    "抠底": "bottom",
    "结果": "result",
    "罚分": "penalty",
    "队伍": "teams",
    "亮主": "bid",
    "翻底": "turned",
    "判罚": "ruling",
    "重发": "redeal",
    "抢点": "draw",
}
"""A header key's Chinese names → the key: ``庄家：北`` is ``dealer: 北``."""
SEAT_ALIASES = {
    "北": "N",
    "东": "E",
    "南": "S",
    "西": "W",
    "N": "北",
    "E": "东",
    "S": "南",
    "W": "西",
}
"""A compass seat's letter and its Chinese word, each the other's alias: a seat named that a
block's ``seats:`` does not list is read as its twin when that one is listed."""
JOKER_ALIASES: tuple[tuple[Card, tuple[str, ...]], ...] = (
    (BIG_JOKER, ("BJ", "bj", "Bj", "bJ", "大王")),
    (LITTLE_JOKER, ("LJ", "lj", "Lj", "lJ", "小王")),
)
TRUMP_VALUES: dict[str, Trump] = {
    a: SUIT_TRUMPS[s] for s, names in enumerate(SUIT_ALIASES) for a in names
}
"""A suit alias → its trump; any other ``trump_name`` (``NT``, ``nt``, ``无主``) is
:attr:`Trump.NT`."""
SIDE_VALUES = {
    "defenders": Side.DEFENDERS,
    "闲家": Side.DEFENDERS,
    "dealer": Side.DEALER,
    "庄家": Side.DEALER,
}
"""A ``side`` as written (lower case) → the side."""
MAX_DIGITS = 9
"""The longest number a record may hold."""
WIDE_FORMS: dict[int, int] = {cp: cp - 0xFEE0 for cp in range(0xFF01, 0xFF5F) if cp != 0xFF03}
WIDE_FORMS[0x3001] = ord(".")
"""What a Chinese keyboard types for ASCII (``str.translate`` table): each full-width form
U+FF01–U+FF5E (``｜ ： ． ＡＫＱＪ ０-９ ＝ ＋``) as its ASCII character, except ``＃`` (a comment
starts with ``#`` only), and ``、`` as ``.`` (``1、`` numbers a trick).  One character for
one, so every column stays the user's."""
WIDE_RE = re.compile("[\uff01-\uff5e\u3001]")
"""A line holding a character of :data:`WIDE_FORMS` (``＃`` too: translating it is a no-op)."""

_CJK = "\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"

WS = r"[^\S\n]*"  # whitespace other than a newline
SPACE = r"[^\S\n]+"
NUMBER = "[0-9]+"
SIGNED = "[+-]?[0-9]+"


def _suit(names: tuple[str, ...]) -> str:
    """A pattern matching any of ``names``: the letters and symbols in a class, then the words,
    then the words' one-character shorthands (a match takes ``黑桃`` whole, not its ``黑``)."""
    signs = "".join(a for a in names if len(a) == 1 and not re.match(f"[{_CJK}]", a))
    shorthands = "".join(a for a in names if len(a) == 1 and re.match(f"[{_CJK}]", a))
    words = "|".join(a for a in names if len(a) > 1)
    return f"(?:[{signs}]|{words}|[{shorthands}])"


SUIT = _suit(tuple(a for names in SUIT_ALIASES for a in names))
RANK = "(?:[2-9TJQKAtjqka]|10)"
JOKER = "(?:[BbLl][Jj]|大王|小王)"
GROUP = "(?:" + "|".join(f"{s}{RANK}+(?:{s}{RANK}+)*" for s in map(_suit, SUIT_ALIASES)) + ")"
"""A suit and its ranks (``♠AK10``), the same suit maybe written again before more ranks
(``♠A♠K``, as a Chinese keyboard types it)."""
TOKEN = f"(?:{GROUP}|{JOKER})"
CARDS = f"{TOKEN}(?:{SPACE}{TOKEN})*"
SEAT = f"[A-Za-z{_CJK}][A-Za-z0-9_{_CJK}]*"
COLON = f"{WS}[:：]{WS}"
ARROW = "(?:->|→)"
VARIANT_NAME = r"[^\s#](?:[^#\n]*[^\s#])?"
TRUMP_NAME = f"(?:{SUIT}|(?ai:nt)|无主)"
SIDE = "(?:(?ai:defenders|dealer)|闲家|庄家)"
LEVEL_ENTRY = f"{SEAT}={RANK}"
TEAM_ENTRY = f"{SEAT}=[^\\s=]+"
PHASE = "(?ai:deal|before-bottom|before-bury|after-bury)"
SINGLE_CARD = f"(?:{SUIT}{RANK}|{JOKER})"
FAULT = "(?ai:" + "|".join(sorted(Fault, key=len, reverse=True)) + ")"
"""A fault a ruling names: every :class:`~shengji_cli.core.vocab.Fault`, the longest first."""
# the end of a timed match, a redeal at a seat's call, the draw for the first dealer.
TIME_EVENT = "(?ai:called|up)"
DRAW_ENTRY = f"{SEAT}={SINGLE_CARD}"


def _header_values(cards: str) -> dict[str, str]:
    """Each header's value, what follows ``KEY:`` (``deal SEAT:``), its card lists ``cards``;
    in the order of :data:`HEADER_KEYS`."""
    return {
        "variant": f"(?P<value>{VARIANT_NAME})",
        "seats": f"(?P<seats>{SEAT}(?:{SPACE}{SEAT})*)",
        "dealer": f"(?P<seat>{SEAT})",
        "level": f"(?P<rank>{RANK})",
        "trump": f"(?P<trump>{TRUMP_NAME})",
        "deal": f"(?P<cards>{cards})",
        "kitty": f"(?P<cards>{cards})",
        "buried": f"(?P<cards>{cards})",
        "reburied": f"(?P<seat>{SEAT}){SPACE}(?P<cards>{cards})",
        "points": f"(?P<n>{SIGNED})",
        "bottom": f"(?P<n>{NUMBER})(?:{WS}[xX×]{WS}(?P<m>{NUMBER}))?",
        "result": rf"(?P<side>{SIDE}){WS}\+?(?P<n>{NUMBER})",
        "penalty": f"(?P<seat>{SEAT}){SPACE}(?P<n>{NUMBER})",
        "winners": f"(?P<seats>{SEAT}(?:{SPACE}{SEAT})*)",
        "levels": f"(?P<levels>{LEVEL_ENTRY}(?:{SPACE}{LEVEL_ENTRY})*)",
        "teams": f"(?P<teams>{TEAM_ENTRY}(?:{SPACE}{TEAM_ENTRY})*)",
        "bid": (
            f"(?:(?P<none>(?ai:none))|(?P<seat>{SEAT}){SPACE}(?P<cards>{cards})"
            f"(?:{SPACE}(?P<phase>{PHASE}))?)"
        ),
        "turned": f"(?P<card>{SINGLE_CARD})",
        "ruling": (
            f"(?P<fault>{FAULT}){SPACE}(?P<seat>{SEAT})"
            f"(?:{SPACE}(?P<n>{NUMBER}))?(?:{SPACE}(?ai:cards)=(?P<cards>{NUMBER}))?"
            f"(?:{SPACE}(?ai:at)=(?P<at>{SIGNED}))?"
        ),
        "after": f"(?P<after>{LEVEL_ENTRY}(?:{SPACE}{LEVEL_ENTRY})*)",
        "time": f"(?:(?P<called>(?ai:called))|(?ai:up)(?:{SPACE}(?P<seat>{SEAT}))?)",
        "redeal": f"(?P<seat>{SEAT}){SPACE}(?P<cards>{cards})",
        "draw": f"(?P<draws>{DRAW_ENTRY}(?:{SPACE}{DRAW_ENTRY})*)",
    }


def key_names(key: str) -> str:
    """A pattern matching header ``key`` and its Chinese names (the longest first)."""
    aliases = sorted((a for a, k in HEADER_ALIASES.items() if k == key), key=len, reverse=True)
    return "|".join([f"(?ai:{key})", *aliases])


def _key(word: str) -> str:
    if word == "deal":  # deal SEAT:
        return f"(?:{key_names(word)}){SPACE}(?P<seat>{SEAT}){COLON}"
    return f"(?:{key_names(word)}){COLON}"


def _trick_play(i: int, cards: str) -> str:
    return (
        f"(?P<seat{i}>{SEAT}){SPACE}(?P<cards{i}>{cards})(?:{WS}{ARROW}{WS}(?P<played{i}>{cards}))?"
    )


def _line_patterns(cards: str) -> dict[str, str]:
    """The whole-line patterns, their card lists ``cards``: a header's key and value, a trick."""
    lines = {f"{key}_line": _key(key) + value for key, value in _header_values(cards).items()}
    lines["trick_line"] = rf"(?P<number>{NUMBER}){WS}\.{WS}" + rf"{WS}\|{WS}".join(
        _trick_play(i, cards) for i in range(4)
    )
    return lines


LINE_PATTERNS = _line_patterns(CARDS)
"""Whole-line patterns, matched against a line stripped of its comment and surrounding
whitespace; named groups carry the values."""

PATTERNS: dict[str, str] = {
    "ws": WS,
    "space": SPACE,
    "newline": r"\n",
    "comment": "#[^\n]*",
    "separator": "-{3,}",
    "colon": COLON,
    "number": NUMBER,
    "signed_number": SIGNED,
    "suit": SUIT,
    "rank": RANK,
    "joker": JOKER,
    "compact_group": GROUP,
    "card_token": TOKEN,
    "cards": CARDS,
    "seat": SEAT,
    "arrow": ARROW,
    "failed_throw": f"{CARDS}{WS}{ARROW}{WS}{CARDS}",
    "play": f"{SEAT}{SPACE}{CARDS}(?:{WS}{ARROW}{WS}{CARDS})?",
    "trick_number": rf"{NUMBER}{WS}\.",
    "variant_name": VARIANT_NAME,
    "trump_name": TRUMP_NAME,
    "side": SIDE,
    "multiplier": f"[xX×]{WS}{NUMBER}",
    "level_entry": LEVEL_ENTRY,
    "team_entry": TEAM_ENTRY,
    "phase": PHASE,
    "single_card": SINGLE_CARD,
    "fault": FAULT,
    "time_event": TIME_EVENT,
    "draw_entry": DRAW_ENTRY,
    **LINE_PATTERNS,
}
"""Every production that is one regular expression, by production name."""

HEADER_VALUES = _header_values(CARDS)
HEADER_KEYS = tuple(HEADER_VALUES)
"""The header keys (lower case); ``KEY_line`` is each one's production."""
KEY_OF = {**{key: key for key in HEADER_KEYS}, **HEADER_ALIASES}
"""A line's first word (lower case) → the header key it names, an alias as its key."""


class _LazyPattern:
    """A regular expression compiled on first use: most of these take milliseconds to compile,
    and a query needs few of them.  Once compiled, the pattern's methods are its own attributes
    (as fast as the compiled pattern's)."""

    def __init__(self, pattern: str) -> None:
        self.pattern = pattern

    def __getattr__(self, name: str) -> Any:
        compiled = re.compile(self.pattern)
        for attr in (
            "match",
            "fullmatch",
            "search",
            "finditer",
            "findall",
            "sub",
            "split",
            "groupindex",
            "groups",
            "flags",
        ):
            setattr(self, attr, getattr(compiled, attr))
        return getattr(compiled, name)


def lazy_pattern(pattern: str) -> re.Pattern[str]:
    """``re.compile(pattern)``, compiled when first used."""
    return cast("re.Pattern[str]", _LazyPattern(pattern))


SEPARATOR_RE = lazy_pattern(PATTERNS["separator"])
_PLAIN_TOKEN = f"(?:{SUIT}{RANK}+|{JOKER})"
_PLAIN_LINES = _line_patterns(f"{_PLAIN_TOKEN}(?:{SPACE}{_PLAIN_TOKEN})*")
TRICK_RE = lazy_pattern(_PLAIN_LINES["trick_line"])
HEADER_RES = {key: lazy_pattern(_PLAIN_LINES[f"{key}_line"]) for key in HEADER_KEYS}
"""The line patterns with each suit written once per group (``♠AK``): what nearly every line
holds, matched first, as they run faster."""
TRICK_FULL_RE = lazy_pattern(PATTERNS["trick_line"])
HEADER_FULL_RES = {key: lazy_pattern(PATTERNS[f"{key}_line"]) for key in HEADER_KEYS}
"""The line patterns as the grammar has them (``♠A♠K`` too): for a line the others refuse."""
SEAT_RE = lazy_pattern(SEAT)
CARDS_RE = lazy_pattern(CARDS)
TRUMP_NAME_RE = lazy_pattern(TRUMP_NAME)
SINGLE_CARD_RE = lazy_pattern(SINGLE_CARD)
NONSPACE_RE = lazy_pattern(r"\S+")
