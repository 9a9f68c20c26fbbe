"""A Hypothesis strategy for records from the grammar (``grammar/shengji.ebnf``): headers with
every alias (suits, sides, colons, case), card groups, trick lines, failed throws, claims, comments
and ``---`` separators. The records are grammatical; what they say is random."""

from __future__ import annotations

from hypothesis import strategies as st

from shengji_cli.core.variants import PRESETS

SUITS = [
    "S",
    "H",
    "C",
    "D",
    "s",
    "h",
    "♠",
    "♥",
    "♣",
    "♦",
    "♤",
    "♡",
    "♧",
    "♢",
    "黑桃",
    "红桃",
    "红心",
    "梅花",
    "草花",
    "方块",
    "方片",
]
RANKS = [
    "2",
    "3",
    "4",
    "5",
    "6",
    "7",
    "8",
    "9",
    "10",
    "T",
    "J",
    "Q",
    "K",
    "A",
    "t",
    "j",
    "q",
    "k",
    "a",
]
JOKERS = ["BJ", "LJ", "bj", "大王", "小王"]
SEATS = ["N", "W", "S", "E", "North", "p_2", "北", "东", "南", "西"]
SPACE = st.sampled_from([" ", "  ", "\t", "\u3000"])
COLON = st.sampled_from([": ", ":", " : ", "：", "： "])
SIDES = ["defenders", "dealer", "闲家", "庄家", "Defenders"]
PHASES = ["deal", "before-bottom", "before-bury", "after-bury"]
FAULTS = ["hidden-card", "card-count", "bury"]

numbers = st.integers(0, 999_999_999).map(str)
seats = st.sampled_from(SEATS)
groups = st.builds(
    lambda s, rs: s + "".join(rs),
    st.sampled_from(SUITS),
    st.lists(st.sampled_from(RANKS), min_size=1, max_size=4),
)
cards = st.lists(groups | st.sampled_from(JOKERS), min_size=1, max_size=4).map(" ".join)


def _header(key: str, value: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
    keys = st.sampled_from([key, key.upper(), key.capitalize()])
    return st.builds(lambda k, c, v: f"{k}{c}{v}", keys, COLON, value)


def _entries(value: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
    return st.lists(st.builds(lambda s, v: f"{s}={v}", seats, value), min_size=1, max_size=3).map(
        " ".join
    )


headers = st.one_of(
    _header("variant", st.sampled_from(PRESETS)),
    _header(
        "seats",
        st.permutations(["N", "W", "S", "E"]).map(" ".join)
        | st.lists(seats, min_size=1, max_size=5).map(" ".join),
    ),
    _header("dealer", seats),
    _header("level", st.sampled_from(RANKS)),
    _header("trump", st.sampled_from([*SUITS, "NT", "nt", "无主"])),
    st.builds(lambda s, c, v: f"deal {s}{c}{v}", seats, COLON, cards),
    _header("kitty", cards),
    _header("buried", cards),
    _header("reburied", st.builds(lambda s, c: f"{s} {c}", seats, cards)),
    _header(
        "points", st.builds(lambda sign, n: sign + n, st.sampled_from(["", "+", "-"]), numbers)
    ),
    _header(
        "bottom",
        st.builds(
            lambda n, x, m: f"{n}{x}",
            numbers,
            st.sampled_from(["", " x", " X", " ×", "x"]).flatmap(
                lambda x: st.just("") if not x else numbers.map(lambda m: f"{x}{m}")
            ),
            st.none(),
        ),
    ),
    _header(
        "result",
        st.builds(
            lambda side, plus, n: f"{side} {plus}{n}",
            st.sampled_from(SIDES),
            st.sampled_from(["", "+"]),
            numbers,
        ),
    ),
    _header("penalty", st.builds(lambda s, n: f"{s} {n}", seats, numbers)),
    _header("levels", _entries(st.sampled_from(RANKS))),
    _header("teams", _entries(st.sampled_from(["北京", "上海", "Red", "x1"]))),
    _header(
        "bid",
        st.just("none")
        | st.builds(
            lambda s, c, p: f"{s} {c}{p}",
            seats,
            cards,
            st.sampled_from(["", *(" " + p for p in PHASES)]),
        ),
    ),
    _header(
        "turned",
        st.builds(lambda s, r: s + r, st.sampled_from(SUITS), st.sampled_from(RANKS))
        | st.sampled_from(JOKERS),
    ),
    _header(
        "ruling",
        st.builds(
            lambda f, s, n: f"{f} {s}{n}",
            st.sampled_from(FAULTS),
            seats,
            st.sampled_from(["", " 20", " 0", " 999999999"]),
        ),
    ),
)

play = st.builds(
    lambda s, sp, c, arrow, played: f"{s}{sp}{c}" + (f" {arrow} {played}" if arrow else ""),
    seats,
    SPACE,
    cards,
    st.sampled_from(["", "", "->", "→"]),
    cards,
)
"""A play: a seat and its cards, or a failed throw (the cards attempted ``->`` the cards played)."""


def _trick(n: int) -> st.SearchStrategy[str]:
    return st.lists(play, min_size=4, max_size=4).map(lambda ps: f"{n}. " + " | ".join(ps))


comment = st.sampled_from(["# a comment", "#", "# 评论 ：|->", "   # indented"])


REPEATABLE = ("penalty", "bid", "reburied", "ruling")


def _key(line: str) -> str:
    """A header's key (``deal n``), or the whole line for the headers that may repeat and
    comments."""
    key = line.replace("：", ":").split(":", 1)[0].strip().lower()
    return line if key.startswith(REPEATABLE) or line.lstrip().startswith("#") else key


@st.composite
def blocks(draw: st.DrawFn) -> str:
    """One hand: headers (each once, but for those that may repeat), tricks numbered from 1
    (sometimes not), comments, in any order."""
    lines = draw(st.lists(headers | comment, max_size=14, unique_by=_key))
    for n in range(1, draw(st.integers(0, 6)) + 1):
        lines.insert(
            draw(st.integers(0, len(lines))),
            draw(_trick(draw(st.sampled_from([n, n, n, n + 1, 0])))),
        )
    return "\n".join(lines)


@st.composite
def records(draw: st.DrawFn) -> str:
    """A file: one or more hands separated by ``---`` lines, LF or CRLF line ends."""
    text = ("\n" + draw(st.sampled_from(["---", "----", "--- # next"])) + "\n").join(
        draw(st.lists(blocks(), min_size=1, max_size=3))
    )
    end = draw(st.sampled_from(["\n", "\r\n"]))
    return text.replace("\n", end) + draw(st.sampled_from(["", end]))


@st.composite
def complete_hands(draw: st.DrawFn) -> str:
    """A hand with the headers a replay needs (seats, dealer, level, trump) and tricks by those
    seats."""
    order = draw(st.permutations(["N", "W", "S", "E"]))
    head = [
        f"variant: {draw(st.sampled_from(PRESETS))}",
        "seats: " + " ".join(order),
        f"dealer: {order[0]}",
        f"level: {draw(st.sampled_from(RANKS))}",
        f"trump: {draw(st.sampled_from([*SUITS, 'NT']))}",
    ]
    tricks = []
    for n in range(1, draw(st.integers(1, 5)) + 1):
        start = draw(st.integers(0, 3))
        ps = [f"{order[(start + i) % 4]} {draw(cards)}" for i in range(4)]
        tricks.append(f"{n}. " + " | ".join(ps))
    claims = [
        h
        for h in draw(st.lists(headers, max_size=4, unique_by=_key))
        if _key(h) not in ("variant", "seats", "dealer", "level", "trump")
    ]
    return "\n".join(head + tricks + claims) + "\n"
