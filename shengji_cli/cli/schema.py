"""``shengji schema``: the published JSON Schemas — ``schema record`` (the JSON records
``--from json`` reads and ``convert --to json`` writes), ``schema check`` (``check --format
json``'s output), ``schema solve`` (``solve --format json``'s), ``schema review`` (``review
--format json``'s)."""

from __future__ import annotations

import sys
from importlib import resources

import click

from ..report.lang import Lang
from .common import lang_option
from .usage import Group


def schema_text(name: str) -> str:
    """The text of ``shengji_cli/schema/NAME.schema.json``."""
    return (
        resources.files("shengji_cli")
        .joinpath("schema")
        .joinpath(f"{name}.schema.json")
        .read_text("utf-8")
    )


@click.group(cls=Group, help="cli.help.schema", epilog="cli.help.schema.example")
@lang_option
def schema(lang: Lang) -> None:
    """``shengji schema``: its sub-commands print a schema (the same in every language)."""


@schema.command("record", help="cli.help.schema.record", epilog="cli.help.schema.record.example")
@lang_option
def record(lang: Lang) -> None:
    """The JSON records' schema."""
    sys.stdout.write(schema_text("record"))


@schema.command("check", help="cli.help.schema.check", epilog="cli.help.schema.check.example")
@lang_option
def check(lang: Lang) -> None:
    """``check --format json``'s schema."""
    sys.stdout.write(schema_text("check"))


@schema.command("solve", help="cli.help.schema.solve", epilog="cli.help.schema.solve.example")
@lang_option
def solve(lang: Lang) -> None:
    """``solve --format json``'s schema."""
    sys.stdout.write(schema_text("solve"))


@schema.command("review", help="cli.help.schema.review", epilog="cli.help.schema.review.example")
@lang_option
def review(lang: Lang) -> None:
    """``review --format json``'s schema (a hand's object, and the leaks, in its ``$defs``)."""
    sys.stdout.write(schema_text("review"))
