"""The ``shengji`` command: one group, one module per command group.

A command's module is imported when the command runs or its help is shown (``shengji --help``
shows every command's, so it imports them all): a query loads only what it needs.

Exit codes: 0 all clean, 1 a violation or claim mismatch, 2 input that could not be read.
"""

from __future__ import annotations

import os
from importlib import import_module
from pathlib import Path
from typing import Any

import click

from ..core.messages import Msg
from ..report.catalog import render
from .common import fail, group_lang_option
from .help import _LANG, Option, command_lang
from .usage import Group

COMMANDS = {
    "check": "check",
    "fmt": "fmt",
    "variants": "variants",
    "trick": "queries",
    "follow": "queries",
    "score": "queries",
    "gen": "gen",
    "throw": "throw",
    "convert": "convert",
    "schema": "schema",
    "solve": "solve",
    "show": "show",
    "review": "review",
}
"""Each command's name → the module of this package that defines it (as a function of that
name)."""


class LazyGroup(Group):
    """A group whose commands (:data:`COMMANDS`) are imported on first use.

    ``commands`` stays the full mapping for whoever reads it (it imports every module then)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self._loaded: dict[str, click.Command] = {}
        super().__init__(*args, **kwargs)

    @property  # type: ignore[override]
    def commands(self) -> dict[str, click.Command]:
        for name in COMMANDS:
            self._load(name)
        return self._loaded

    @commands.setter
    def commands(self, value: dict[str, click.Command]) -> None:
        self._loaded.update(value)

    def _load(self, name: str) -> click.Command | None:
        command = self._loaded.get(name)
        if command is None and name in COMMANDS:
            command = getattr(import_module(f".{COMMANDS[name]}", __package__), name)
            assert isinstance(command, click.Command)
            self._loaded[name] = command
        return command

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        return self._load(cmd_name)

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted({*COMMANDS, *self._loaded})


@click.group(
    cls=LazyGroup,
    context_settings={"help_option_names": ["-h", "--help"]},
    help="cli.help.shengji",
    epilog="cli.help.shengji.example",
)
@click.option(
    "--version",
    is_flag=True,
    expose_value=False,
    is_eager=True,
    cls=Option,
    help="cli.help.opt.version",
    callback=lambda ctx, param, value: _version(ctx, value),
)
@click.option(
    "--isolated",
    is_flag=True,
    cls=Option,
    help="cli.help.opt.isolated",
)
@group_lang_option
@click.pass_context
def main(ctx: click.Context, isolated: bool) -> None:
    """The group: its commands are :data:`COMMANDS`; their defaults from the configuration file
    (:mod:`.config`) unless ``--isolated``."""
    if not isolated and ctx.invoked_subcommand is not None:
        _configure(ctx, ctx.invoked_subcommand)


def _configure(ctx: click.Context, name: str) -> None:
    """The invoked command's defaults (``ctx.default_map``) and the language from the nearest
    configuration file, if there is one; exit 2 if it cannot be used."""
    from .config import ConfigError, config_defaults, config_lang, find_config, load_config

    try:
        path = find_config(Path.cwd())
    except OSError:  # the current folder was removed, or a folder above cannot be searched
        return
    command = ctx.command.get_command(ctx, name) if isinstance(ctx.command, Group) else None
    if path is None or command is None:
        return
    try:
        config = load_config(path, COMMANDS)
        ctx.default_map = {name: config_defaults(config, command)}
        lang = config_lang(config, name)
    except ConfigError as exc:
        fail(exc.message, command_lang(ctx))
    if lang and not ctx.meta.get(_LANG) and "SHENGJI_LANG" not in os.environ:
        ctx.meta[_LANG] = lang


def _version(ctx: click.Context, value: bool) -> None:
    """``--version``, in the user's language."""
    if value and not ctx.resilient_parsing:
        from .. import __version__

        click.echo(render(_version_msg(__version__), command_lang(ctx)))
        ctx.exit()


def _version_msg(version: str) -> Msg:
    """The version line, naming the engine: ``native`` with the compiled core's version, or
    ``python`` and why (``SHENGJI_NATIVE=0``, or the core not built)."""
    from ..core.backend import backend

    engine = backend()
    if engine.module is not None:
        return Msg.of("cli.version.native", version=version, native=engine.version)
    why = {"off": "cli.version.python.off", "missing": "cli.version.python.missing"}
    return Msg.of(why[engine.reason], version=version)


if __name__ == "__main__":  # pragma: no cover
    main()
