r"""Text taken from the input, made safe to write: :func:`printable` for a record's text (its
control characters escaped, so that it cannot drive a terminal or forge a line) and
:func:`shown_name` for a file name — the one function through which every file name becomes text
(text and JSON reports, CSV, stderr, headers, messages).

Pure and standard library only, in ``core`` so that every layer uses the same escapes (a variant
file's path in a loading error included) without the cost of importing the reader.
"""

from __future__ import annotations

import os
import re

_UNSAFE = re.compile(
    "[\x00-\x08\x0a-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069"
    "\ud800-\udfff]"
)
"""What a terminal or a line reader would act on: C0 and C1 controls but the tab (ESC, CR, LF,
NEL …), DEL, the line and paragraph separators, and the bidirectional marks and overrides; and
what UTF-8 cannot write: the surrogates, which stand for a file name's bytes that are not UTF-8
(Python's ``surrogateescape``)."""

_NOT_UTF8 = re.compile("[\ud800-\udfff]")
"""What UTF-8 cannot write (:data:`_UNSAFE`'s surrogates): all :func:`shown_name` escapes for
JSON."""


_UNSAFE_IN_LINES = re.compile(
    "[\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069"
    "\ud800-\udfff]"
)
""":data:`_UNSAFE` but the line feed: what :func:`printable_lines` looks for in a whole text
first."""


def printable_lines(text: str) -> str:
    r"""Each line of ``text`` :func:`printable`, the line feeds between them kept — at once when no
    line holds anything to escape (nearly every report).

    >>> print(printable_lines("a\x1bb\nc"))
    a\x1bb
    c
    """
    if not _UNSAFE_IN_LINES.search(text):
        return text
    return "\n".join(map(printable, text.split("\n")))


def _escape(m: re.Match[str]) -> str:
    return escaped_char(m.group())


def escaped_char(ch: str) -> str:
    r"""One character as its escape: ````, ``‮``; a byte that is not UTF-8 (a surrogate
    of ``surrogateescape``) as the byte, ``ÿ``."""
    code = ord(ch)
    if 0xDC80 <= code <= 0xDCFF:  # a byte that is not UTF-8, as surrogateescape carries it
        code -= 0xDC00
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def printable(text: str) -> str:
    r"""``text`` with every control character escaped, Python-style, so that it shows as
    one line of plain characters.

    >>> print(printable("a\x1b[2Jb\r\nc\u2028d\u202ee"))
    a\x1b[2Jb\x0d\x0ac\u2028d\u202ee
    """
    return _UNSAFE.sub(_escape, text) if _UNSAFE.search(text) else text


def shown_name(
    name: str | bytes | os.PathLike[str] | os.PathLike[bytes], *, json: bool = False
) -> str:
    r"""A file name as text to write, wherever it is written (text, JSON, CSV, stderr, a header,
    a message): the one place a name becomes text.

    A name is carried as the OS gives it (``str`` with ``surrogateescape``, or ``bytes``); here its
    bytes that are not UTF-8 become ``\xff``, and every control character is escaped as
    :func:`printable` escapes it — except for JSON (``json=True``), whose encoder escapes the
    controls itself and keeps the name's text exact.

    >>> print(shown_name(b"bad\xff\n.sj"))
    bad\xff\x0a.sj
    >>> shown_name("bad\udcff\n.sj", json=True) == "bad\\xff\n.sj"
    True
    """
    text = os.fsdecode(name)
    if json:
        return _NOT_UTF8.sub(_escape, text) if _NOT_UTF8.search(text) else text
    return printable(text)
