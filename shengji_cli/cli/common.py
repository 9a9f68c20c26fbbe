"""What the commands share: failing on bad input, option values, a point in a record."""

from __future__ import annotations

import sys
from dataclasses import dataclass
from typing import NoReturn

import click

from ..batch.sources import parse_text, read_text
from ..core.cards import Card, TrumpContext
from ..core.hand import SettingError
from ..core.record import HandRecord
from ..core.replay import context_for, holdings_at
from ..core.variants import Variant, VariantError, load_variant
from ..notation import ParseError, parse_cards_text, parse_level, parse_trump
from ..report.catalog import render
from ..report.errors import parse_error_text
from ..report.json import error_text


def fail(message: str) -> NoReturn:
    """Bad input: a clear message on stderr and exit code 2."""
    click.echo(f"shengji: {message}", err=True)
    sys.exit(2)


def get_variant(name: str | None) -> Variant:
    try:
        return load_variant(name)
    except VariantError as exc:
        fail(render(exc.message))


def get_cards(text: str, what: str) -> tuple[Card, ...]:
    try:
        return parse_cards_text(text)
    except ParseError as exc:
        fail(f"{what}: {render(exc.detail)} at column {exc.column}\n  {text}\n  {' ' * (exc.column - 1)}^")


def get_trump(text: str) -> str:
    t = parse_trump(text)
    if t is None:
        fail(f"--trump: expected a suit (S H C D, ♠ ♥ ♣ ♦) or NT, got {text!r}")
    return t


def get_level(text: str) -> int:
    level = parse_level(text)
    if level is None:
        fail(f"--level: expected a rank 2..10, J, Q, K or A, got {text!r}")
    return level


def get_context(variant: str | None, level: str, trump: str) -> tuple[Variant, TrumpContext]:
    """The variant and trump context of ``--variant``, ``--level`` and ``--trump``."""
    v = get_variant(variant)
    return v, context_for(get_level(level), get_trump(trump), v)



@dataclass(frozen=True)
class RecordPoint:
    """A seat at a trick of a record, as the queries' ``--record FILE --trick N --seat S`` name it."""

    record: HandRecord
    variant: Variant
    ctx: TrumpContext
    holdings: dict[str, list[Card]]


def record_point(path: str, trick_no: int | None, seat: str | None, variant: str | None) -> RecordPoint:
    """Load the record and each seat's holding before trick ``trick_no``; the seat's must be known."""
    if trick_no is None or seat is None:
        fail("--record needs --trick N and --seat S")
    try:
        items = parse_text(read_text(path), path)
    except ParseError as exc:
        fail(parse_error_text(exc))
    record = items[0]
    if isinstance(record, ParseError):
        fail(parse_error_text(record))
    if trick_no > len(record.tricks) + 1:
        fail(f"{path}: the record has {len(record.tricks)} tricks, not {trick_no}")
    v = get_variant(variant or record.variant)
    if record.level is None or record.trump is None:
        fail(f"{path}: the record has no level: or trump: line")
    ctx = context_for(record.level, record.trump, v)
    try:
        holdings, known = holdings_at(record, v, trick_no)
    except SettingError as exc:
        fail(error_text(exc.error))
    if seat not in holdings:
        fail(f"--seat: {seat!r} is not a seat of the record ({' '.join(holdings)})")
    if not known[seat]:
        fail(f"{path}: {seat}'s hand at trick {trick_no} is not known from the record")
    return RecordPoint(record, v, ctx, holdings)
