"""Input that could not be read or judged at all, the kinds of it (the JSON error's ``kind``), and
:class:`ShengjiError`, the base of every exception the tool raises for such input.

Apart from :mod:`.reports` (which re-exports both), so that reading a record needs nothing of
what checking it produces.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import ClassVar

from .messages import Msg

__all__ = ["ErrorKind", "InputError", "ShengjiError"]


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


class ShengjiError(Exception):
    """The base of the tool's own exceptions: input that cannot be read, loaded or judged.

    Each subclass declares its :class:`ErrorKind` (``kind``), so an exception is told apart by
    its class, not by its message id; how each carries its message (``message``, ``args``) is the
    subclass's own.

    >>> class NoHand(ShengjiError):
    ...     kind = ErrorKind.EMPTY
    >>> NoHand().kind
    <ErrorKind.EMPTY: 'empty'>
    """

    kind: ClassVar[ErrorKind] = ErrorKind.INTERNAL
    """What kind of input error this exception is (a subclass says)."""


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
"""An error's kind by its message id: the first prefix that matches.

An :class:`InputError` is data, not an exception: many are made from a bare message id with no
exception at all (``batch.no-hands``, ``batch.too-many-tricks``, ``batch.internal-error``, a worker
that died, a timeout) and they cross process boundaries, so their kind is read from the id here.
The exceptions' own kinds (:attr:`ShengjiError.kind`) agree with this table on the ids each
raises, except :class:`~shengji_cli.batch.sources.UnreadableFile`, which carries a few ids that
are not ``file`` here (``batch.hand-too-large``: ``hand``; the importers' stream limits:
``syntax``); the table is what the JSON says."""


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
