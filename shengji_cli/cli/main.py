"""The ``shengji`` command: one group, one module per command group.

Exit codes: 0 all clean, 1 a violation or claim mismatch, 2 input that could not be read.
"""

from __future__ import annotations

from importlib.metadata import version

import click

from ..core.messages import Msg
from ..report.catalog import render
from .check import check
from .common import group_lang_option
from .convert import convert
from .fmt import fmt
from .gen import gen
from .help import Option, command_lang
from .queries import follow, score, trick
from .schema import schema
from .throw import throw
from .usage import Group
from .variants import variants


@click.group(cls=Group, context_settings={"help_option_names": ["-h", "--help"]}, help="cli.help.shengji")
@click.option("--version", is_flag=True, expose_value=False, is_eager=True, cls=Option, help="cli.help.opt.version",
              callback=lambda ctx, param, value: _version(ctx, value))
@group_lang_option
def main() -> None:
    """The group: its commands are added below."""


def _version(ctx: click.Context, value: bool) -> None:
    """``--version``, in the user's language."""
    if value and not ctx.resilient_parsing:
        click.echo(render(Msg.of("cli.version", version=version("shengji-cli")), command_lang(ctx)))
        ctx.exit()


for command in (check, fmt, variants, trick, follow, score, gen, throw, convert, schema):
    main.add_command(command)

if __name__ == "__main__":  # pragma: no cover
    main()
