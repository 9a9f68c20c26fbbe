"""The ``shengji`` command: one group, one module per command group.

Exit codes: 0 all clean, 1 a violation or claim mismatch, 2 input that could not be read.
"""

from __future__ import annotations

import click

from .check import check, fmt
from .gen import gen
from .queries import follow, score, trick
from .throw import throw
from .usage import Group
from .variants import variants


@click.group(cls=Group, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="shengji-cli")
def main() -> None:
    """Referee's tool for two-deck Sheng Ji (升级 / 拖拉机 / 双升 / 80分)."""


for command in (check, fmt, variants, trick, follow, score, gen, throw):
    main.add_command(command)

if __name__ == "__main__":  # pragma: no cover
    main()
