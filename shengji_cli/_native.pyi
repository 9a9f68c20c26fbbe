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
