"""What must hold for any input, however broken (issue #8): checking never raises, the CLI exits
0, 1 or 2 without a traceback, every syntax error has its line and column, and ``fmt``'s output
reads back to the same findings."""

from __future__ import annotations

import os
import re
from collections.abc import Sequence

from clirun import run
from hypothesis import HealthCheck, settings

import shengji_cli
from shengji_cli.core.reports import Finding, HandReport

LONG = os.environ.get("SHENGJI_FUZZ_LONG") == "1"
"""The long mode: a hundred times the examples, random rather than the same every run."""


def fuzz_settings(examples: int) -> settings:
    """``examples`` in CI (derandomized: the same inputs every run), 100× in the long mode."""
    return settings(
        max_examples=examples * (100 if LONG else 1),
        deadline=None,
        derandomize=not LONG,
        database=None,
        suppress_health_check=list(HealthCheck),
    )


_PLACE = re.compile(r"<stdin>:\d+:\d+: ")


Signature = tuple[
    str | None,
    tuple[tuple[str, int | None, str | None], ...],
    tuple[tuple[str, int | None, str | None], ...],
]


def _triples(findings: Sequence[Finding]) -> tuple[tuple[str, int | None, str | None], ...]:
    return tuple((str(f.kind), f.trick, f.seat) for f in findings)


def signature(reports: Sequence[HandReport]) -> list[Signature]:
    """What a round trip must keep of each hand: its error's id, its findings (kinds, tricks,
    seats)."""
    return [
        (
            None if r.error is None else r.error.message.id,
            _triples(r.violations),
            _triples(r.unverifiable),
        )
        for r in reports
    ]


def checked(text: str) -> list[HandReport]:
    """``check_text``, which must not raise; a syntax error must say where it is, and no input
    may cause an internal error."""
    reports = shengji_cli.check_text(text)
    for r in reports:
        e = r.error
        if e is None:
            continue
        assert not e.message.id.startswith("batch.internal"), (e, text)
        if e.message.id.startswith("notation."):
            assert e.line is not None and e.column is not None, (e, text)
    return reports


def holds_for(data: str | bytes) -> None:
    """Every property, for one input (bytes go to the CLI as they are, and to the library
    decoded)."""
    text = data if isinstance(data, str) else data.decode("utf-8", errors="replace")
    reports = checked(text)
    code, out, err = run("check", "-", input=data)  # type: ignore[arg-type]  # CliRunner takes bytes too
    assert code in (0, 1, 2), (code, out, err)
    # (A file with a NUL byte is refused whole as binary, naming the line of the NUL.)
    if (
        isinstance(data, str)
        and "\x00" not in data
        and any(r.error is not None and r.error.message.id.startswith("notation.") for r in reports)
    ):
        assert _PLACE.search(out + err), (out, err)
    if isinstance(data, str):
        round_trips(text, reports)


def round_trips(text: str, reports: Sequence[HandReport]) -> None:
    """``fmt`` output parses, and checking it finds what checking the original found."""
    code, out, err = run("fmt", "-", input=text)
    assert code in (0, 2), (code, err)
    if code != 0:
        return
    again = checked(out)
    assert signature(again) == signature(reports), (text, out)
    code, out2, _ = run("fmt", "-", input=out)
    assert code == 0 and out2 == out, (out, out2)
