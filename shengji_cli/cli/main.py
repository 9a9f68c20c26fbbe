"""The ``shengji`` command: one group, one module per command group.

Exit codes: 0 all clean, 1 a violation or claim mismatch, 2 input that could not be read.
"""

from __future__ import annotations

import click

from .check import check, fmt
from .common import group_lang_option
from .gen import gen
from .help import Option
from .queries import follow, score, trick
from .throw import throw
from .usage import Group
from .variants import variants


@click.group(cls=Group, context_settings={"help_option_names": ["-h", "--help"]}, help="cli.help.shengji")
@click.version_option(package_name="shengji-cli", cls=Option, help="cli.help.opt.version")
@group_lang_option
def main() -> None:
    """The group: its commands are added below."""


for command in (check, fmt, variants, trick, follow, score, gen, throw):
    main.add_command(command)

if __name__ == "__main__":  # pragma: no cover
    main()
