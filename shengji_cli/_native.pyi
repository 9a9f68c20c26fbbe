"""Type stubs of the compiled core (``native/src/py.rs``); :mod:`shengji_cli.core.backend` loads
it.  Each function answers exactly what its Python counterpart answers (docs/architecture.md)."""

__version__: str

# The check's hot path (native/src/check): for the differential tests, its reader and its row
# writer on their own.
_Cards = bytes
_Play = tuple[str, _Cards, _Cards | None]
_Claims = tuple[int | None, int | None, int | None, tuple[str, int] | None, list[tuple[str, int]]]
_Hand = tuple[
    int,
    str | None,
    list[str],
    str | None,
    int | None,
    str | None,
    list[tuple[str, _Cards]],
    _Cards | None,
    _Cards | None,
    list[tuple[int, list[_Play]]],
    _Claims,
]
_TrickRow = tuple[int, list[tuple[int, list[int], str, list[int] | None]], int, int]

class CheckContext:
    def __init__(self) -> None: ...
    def add(self, variant: tuple[object, ...]) -> None: ...

def check_plain(
    text: str,
    file: str,
    fmt: str,
    start: int,
    first_line: int,
    context: CheckContext,
    forced: str | None = None,
) -> list[str] | None: ...
def parse_plain(text: str, first_line: int = 1) -> list[_Hand] | None: ...
def clean_row(
    file_json: str,
    hand: int,
    variant: tuple[str, str],
    seats: list[str],
    setting: tuple[int, int, int],
    tricks: list[_TrickRow],
    totals: tuple[int, int, tuple[int, int, int]],
    penalties: list[tuple[int, int, int, int]],
    result: tuple[bool, int, int],
) -> str: ...

# The rules kernel (native/src/rules.rs); ``ctx`` and ``rules`` as core/native_args.py builds them.
Ctx = tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...], str]

def can_follow_many(
    ctx: Ctx,
    rules: dict[str, object],
    cases: list[tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]],
) -> list[bool]: ...
def trick_result(
    ctx: Ctx, rules: dict[str, object], plays: list[tuple[int, ...]], barred: list[int]
) -> tuple[int, int]: ...
def bottom_multiplier(ctx: Ctx, rules: dict[str, object], lead: tuple[int, ...]) -> int: ...
def decompose(ctx: Ctx, cards: tuple[int, ...]) -> list[tuple[list[int], int, int, int]]: ...
def throw_blocks(
    ctx: Ctx, throw: tuple[int, ...], others: list[tuple[int, ...]]
) -> list[tuple[int, int, list[int]]]: ...
def forced_plays(
    ctx: Ctx,
    rules: dict[str, object],
    throw: tuple[int, ...],
    others: list[tuple[int, ...]],
    partner: int | None,
) -> list[tuple[list[int], int]]: ...

PositionArgs = tuple[
    Ctx,
    dict[str, object],
    list[list[int]],
    list[list[int]],
    int,
    list[list[int]],
    list[int],
    list[bool],
    int | None,
    int,
]
"""A position (``solver/native.py``'s ``_position_args``): the trump context, the rules, the
hands and the exposed cards (seating order), the leader, the trick's plays, the plays barred
from ruffing, the sides (true for a defender), the seat a failed throw bars, the bottom's
points."""

class Solver:
    """Searches sharing their tables (``solver/native.py``'s ``SearchTables``)."""

    def __init__(self) -> None: ...
    def solve(
        self, position: PositionArgs, budget: int
    ) -> tuple[str, int, list[int], int, int]: ...
    def bracket(
        self, position: PositionArgs, thresholds: list[int], budget: int
    ) -> tuple[str, int, int, int, int]: ...
    def dig(self, position: PositionArgs, budget: int) -> tuple[str, bool, int, int]: ...
