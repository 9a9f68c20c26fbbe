"""The error of text that is not valid notation: what is wrong, what was expected, and where.

The report layer says it (``shengji_cli.report.errors.parse_error_text``): ``source:line:column:
message; expected …``, the line, and a caret under the column.
"""

from __future__ import annotations

from ..core.errors import ErrorKind, InputError, ShengjiError
from ..core.messages import Msg


class ParseError(ShengjiError):
    """Text that is not valid notation, with where it is and what was expected.

    Columns are 1-based and count characters.  ``str()`` is a debugging form (message ids);
    the words come from the catalog.
    """

    kind = ErrorKind.SYNTAX

    def __init__(
        self,
        source: str,
        line: int,
        column: int,
        message: Msg,
        line_text: str = "",
        expected: Msg | None = None,
        quote_column: int | None = None,
    ) -> None:
        super().__init__(source, line, column, message)
        self.source = source
        self.line = line
        self.column = column
        self.message = message
        """What is wrong."""
        self.line_text = line_text
        self.expected = expected
        """What the text should have held there, when the reader can say."""
        self.quote_column = quote_column
        """Where the error is in ``line_text`` when that is a window of a long line (``None``:
        ``line_text`` starts the line, the place is ``column``)."""

    def __reduce__(
        self,
    ) -> tuple[type[ParseError], tuple[str, int, int, Msg, str, Msg | None, int | None]]:
        return (
            type(self),
            (
                self.source,
                self.line,
                self.column,
                self.message,
                self.line_text,
                self.expected,
                self.quote_column,
            ),
        )

    def __str__(self) -> str:
        return f"{self.source}:{self.line}:{self.column}: {self.message} [{self.expected}]"

    @property
    def detail(self) -> Msg:
        """The message and what was expected, as one message."""
        if self.expected is None:
            return self.message
        return Msg.of("notation.error", problem=self.message, expected=self.expected)

    def input_error(self) -> InputError:
        """The error as a report carries it."""
        return InputError(
            self.source, self.detail, self.line, self.column, self.line_text, self.quote_column
        )


def error(source: str, lineno: int, text: str, pos: int, problem: Msg, expected: Msg) -> ParseError:
    """The error at character ``pos`` (0-based) of line ``lineno``, whose text is ``text``."""
    return ParseError(source, lineno, pos + 1, problem, text.rstrip("\r\n"), expected)
