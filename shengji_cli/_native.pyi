"""Type stubs of the compiled core (``native/src/py.rs``); :mod:`shengji_cli.core.backend` loads
it.  Each function answers exactly what its Python counterpart answers (docs/architecture.md)."""

__version__: str

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
def solve(
    ctx: Ctx,
    rules: dict[str, object],
    holdings: list[list[int]],
    exposed: list[list[int]],
    leader: int,
    played: list[list[int]],
    barred: list[int],
    defends: list[bool],
    barred_seat: int | None,
    bottom_points: int,
    budget: int,
) -> tuple[str, int, list[int], int, int]: ...

class Solver:
    """Searches sharing their tables (``solver/native.py``'s ``SearchTables``)."""

    def __init__(self) -> None: ...
    def solve(
        self,
        ctx: Ctx,
        rules: dict[str, object],
        holdings: list[list[int]],
        exposed: list[list[int]],
        leader: int,
        played: list[list[int]],
        barred: list[int],
        defends: list[bool],
        barred_seat: int | None,
        bottom_points: int,
        budget: int,
    ) -> tuple[str, int, list[int], int, int]: ...
