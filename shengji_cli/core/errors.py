"""Input that could not be read or judged at all, and the kinds of it (the JSON error's ``kind``).

Apart from :mod:`.findings` (which re-exports both), so that reading a record needs nothing of
what checking it produces.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from .messages import Msg

__all__ = ["ErrorKind", "InputError"]


class ErrorKind(StrEnum):
    """What kind of input could not be read or judged (the JSON error's ``kind``)."""

    FILE = "file"
    """The file cannot be read as record text: missing, a folder, binary, not UTF-8, too large."""
    EMPTY = "empty"
    """The file holds no hand (empty, or only comments and blank lines)."""
    SYNTAX = "syntax"
    """Not valid notation: a line, a card, a notation limit."""
    VARIANT = "variant"
    """The variant cannot be loaded: unknown, not allowed, or a bad variant file."""
    HAND = "hand"
    """The hand cannot be judged: a line the rules need is missing, the seats or dealer do not
    agree, or it is too large to be a hand."""
    NOT_CHECKED = "not-checked"
    """The file could not be checked: over its time limit, or its worker died."""
    INTERNAL = "internal"
    """A bug in the checker (please report it)."""


_ERROR_KINDS: tuple[tuple[str, ErrorKind], ...] = (
    ("batch.no-hands", ErrorKind.EMPTY),
    ("batch.internal-error", ErrorKind.INTERNAL),
    ("batch.could-not-check", ErrorKind.NOT_CHECKED),
    ("batch.worker-died", ErrorKind.NOT_CHECKED),
    ("limits.timeout", ErrorKind.NOT_CHECKED),
    ("batch.hand-too-large", ErrorKind.HAND),
    ("batch.too-many-tricks", ErrorKind.HAND),
    ("batch.play-too-large", ErrorKind.HAND),
    ("batch.deal-too-large", ErrorKind.HAND),
    ("batch.", ErrorKind.FILE),
    ("variants.", ErrorKind.VARIANT),
    ("hand.", ErrorKind.HAND),
    ("notation.", ErrorKind.SYNTAX),
    ("limits.", ErrorKind.SYNTAX),
)
"""An error's kind by its message id: the first prefix that matches."""


@dataclass(frozen=True, slots=True)
class InputError:
    """Input that could not be read or judged at all, with its place when it has one."""

    source: str
    message: Msg
    line: int | None = None
    column: int | None = None
    line_text: str = ""
    quote_column: int | None = None
    """Where the error is in ``line_text`` when that is a window of a long line (``None``: at
    ``column``)."""

    @property
    def kind(self) -> ErrorKind:
        """What kind of input error this is (by its message id; an unknown id is ``syntax``).

        >>> InputError("a.sj", Msg.of("batch.no-hands")).kind
        <ErrorKind.EMPTY: 'empty'>
        """
        for prefix, kind in _ERROR_KINDS:
            if self.message.id.startswith(prefix):
                return kind
        return ErrorKind.SYNTAX
