"""One exception base: every exception the tool raises for bad input is a ShengjiError that
declares its kind, and that kind is the JSON kind of the message ids it carries."""

from __future__ import annotations

import pytest

from shengji_cli.batch.sources import UnreadableFile
from shengji_cli.core.errors import ErrorKind, InputError, ShengjiError
from shengji_cli.core.holdings import SettingError
from shengji_cli.core.messages import Msg
from shengji_cli.core.templates import BadTemplate, UnknownField
from shengji_cli.core.throws import ThrowInputError
from shengji_cli.core.variants import VariantError
from shengji_cli.dask.tasks import DaskError
from shengji_cli.gen.errors import GenError
from shengji_cli.importers import Inflated, Unmappable
from shengji_cli.notation.errors import ParseError
from shengji_cli.solver.position import PositionError

KINDS = {
    VariantError: ErrorKind.VARIANT,
    SettingError: ErrorKind.HAND,
    ThrowInputError: ErrorKind.HAND,
    BadTemplate: ErrorKind.VARIANT,
    UnknownField: ErrorKind.VARIANT,
    ParseError: ErrorKind.SYNTAX,
    UnreadableFile: ErrorKind.FILE,
    PositionError: ErrorKind.HAND,
    GenError: ErrorKind.VARIANT,
    Unmappable: ErrorKind.SYNTAX,
    Inflated: ErrorKind.FILE,
    DaskError: ErrorKind.NOT_CHECKED,
}


@pytest.mark.parametrize("cls", list(KINDS), ids=lambda c: c.__name__)
def test_each_exception_is_a_shengji_error_of_its_kind(cls: type[ShengjiError]) -> None:
    assert issubclass(cls, ShengjiError)
    assert cls.kind is KINDS[cls]


def test_the_builtin_bases_are_kept() -> None:
    """Callers that catch ``ValueError`` or ``OSError`` still catch them."""
    for cls in (VariantError, SettingError, ThrowInputError, BadTemplate, PositionError, GenError):
        assert issubclass(cls, ValueError)
    assert issubclass(Inflated, OSError)


@pytest.mark.parametrize(
    ("exc", "ids"),
    [
        (VariantError, ("variants.unknown", "variants.bad-value")),
        (SettingError, ("hand.error.seats", "hand.error.no-line")),
        (ParseError, ("notation.bad-card", "limits.line-too-long")),
        (UnreadableFile, ("batch.cannot-read", "batch.binary", "batch.file-too-large")),
    ],
)
def test_the_class_kind_is_the_json_kind_of_its_ids(
    exc: type[ShengjiError], ids: tuple[str]
) -> None:
    """An InputError made from the exception's message says the exception's kind."""
    for mid in ids:
        assert InputError("a.sj", Msg(mid, ())).kind is exc.kind
