"""A report's lines made printable at once: the same as line by line, for any text."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from shengji_cli.report.errors import printable, printable_lines


@given(st.text(alphabet=st.sampled_from(list("ab 北♠\n\r\t\x1b\x85\u2028\u202e\x7f"))))
def test_printable_lines_is_printable_line_by_line(text: str) -> None:
    assert printable_lines(text) == "\n".join(map(printable, text.split("\n")))
