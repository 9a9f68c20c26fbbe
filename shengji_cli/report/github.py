r"""``check --format github``: GitHub Actions annotations, a line per violation or error.

``::error file=F,line=L,col=C,title=T::MESSAGE`` (line and column where known: an error of the
input has both; a violation has the line of its trick, else of its hand's first line, and names
its hand, trick and seat in the message).  The file name
comes from the user and the message may quote the record: both are escaped as the Actions
toolkit escapes them (``%``, ``\r``, ``\n`` everywhere; ``:`` and ``,`` in a property too), so no
text can end the annotation or start another.  A hand without violations prints nothing.

>>> escape_property("a:b,c%\n"), escape_data("50% done\r\n::x")
('a%3Ab%2Cc%25%0A', '50%25 done%0D%0A::x')
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core.escape import printable, shown_name
from ..core.reports import Finding, HandReport, InputError
from .catalog import render
from .lang import Lang
from .text import TextReporter

_DATA = str.maketrans({"%": "%25", "\r": "%0D", "\n": "%0A"})
_PROPERTY = str.maketrans({"%": "%25", "\r": "%0D", "\n": "%0A", ":": "%3A", ",": "%2C"})


def escape_data(text: str) -> str:
    """A message as an annotation carries it."""
    return text.translate(_DATA)


def escape_property(text: str) -> str:
    """A property's value (a file name, a title) as an annotation carries it."""
    return text.translate(_PROPERTY)


def annotation(message: str, **properties: str | int | None) -> str:
    """One ``::error`` line; the properties that are ``None`` left out."""
    props = ",".join(
        f"{name}={escape_property(str(value))}"
        for name, value in properties.items()
        if value is not None
    )
    return f"::error {props}::{escape_data(message)}\n"


@dataclass(frozen=True, slots=True)
class GithubRow:
    """A hand's annotations: one per violation, or one for the error that made it unreadable."""

    lang: Lang

    def __call__(self, r: HandReport) -> str:
        if r.error is not None:
            return self.error(r.error)
        text = TextReporter(self.lang)
        return "".join(self.violation(r, f, text) for f in r.violations)

    def error(self, e: InputError) -> str:
        message = printable(render(e.message, self.lang))
        file = shown_name(e.source) if e.source else None
        return annotation(message, file=file, line=e.line, col=e.column)

    def violation(self, r: HandReport, f: Finding, text: TextReporter) -> str:
        where = text.where(f)
        kind, message = text.kind(f.kind), text.message(f.message)
        finding = (
            text.say("report.finding.anywhere", kind=kind, message=message)
            if where is None
            else text.say("report.finding", kind=kind, where=where, message=message)
        )
        line = text.say("cli.github.violation", hand=r.hand, finding=finding)
        return annotation(
            printable(line), file=shown_name(r.source), line=r.line_of(f.trick), title=f.kind
        )
