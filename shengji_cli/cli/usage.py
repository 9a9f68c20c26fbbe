"""The commands' classes and option types.

:class:`Command` and :class:`Group` are click's, their help and usage errors in the command
line's language (:mod:`.help`; click's own words from the catalog: :mod:`.click_catalog`).  The
option types (:class:`Int`, :class:`IntRange`, :class:`Choice`, :class:`Path`) say what is wrong
with a value as a catalog message, where click's own would name the type in English.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Sequence
from typing import Any

import click

from ..core.escape import shown_name
from ..core.messages import Msg
from ..report.catalog import render
from .click_catalog import PREFIX
from .help import HelpCommand, command_lang, current_lang, end_run, start_run
from .startup import resume_gc

__all__ = [
    "PREFIX",
    "BadValue",
    "Choice",
    "Command",
    "Group",
    "Int",
    "IntRange",
    "Path",
    "Seconds",
]

# ---------------------------------------------------------------- option types


class BadValue(click.BadParameter):
    """A bad option value, its reason a catalog message (in the command line's language)."""

    def __init__(
        self, reason: Msg, ctx: click.Context | None, param: click.Parameter | None
    ) -> None:
        super().__init__(render(reason, current_lang()), ctx, param)
        self.reason = reason


def _int(value: Any, key: str, param: click.Parameter | None, ctx: click.Context | None) -> int:
    if isinstance(value, int):
        return value
    try:
        return int(value)
    except ValueError:
        raise BadValue(Msg.of(key, value=value), ctx, param) from None


class Int(click.ParamType[int]):
    name = "integer"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> int:
        return _int(value, "cli.usage.not-integer", param, ctx)


class IntRange(click.IntRange):
    """An int of at least ``min`` (and, given, at most ``max``)."""

    def __init__(self, min: int, max: int | None = None) -> None:
        super().__init__(min=min, max=max)
        self.least, self.most = min, max

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> int:
        n = _int(value, "cli.usage.not-integer-range", param, ctx)
        if n < self.least:
            raise BadValue(Msg.of("cli.usage.below", value=n, min=self.least), ctx, param)
        if self.most is not None and n > self.most:
            above = Msg.of("cli.usage.above", value=n, min=self.least, max=self.most)
            raise BadValue(above, ctx, param)
        return n


class Choice(click.Choice[str]):
    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> str:
        if value in self.choices:
            return str(value)
        choices = ", ".join(repr(c) for c in self.choices)
        raise BadValue(Msg.of("cli.usage.choice", value=str(value), choices=choices), ctx, param)


class Seconds(click.ParamType[float]):
    """A time limit in seconds: a number from 0 (no limit) to a million."""

    name = "seconds"

    def convert(
        self, value: Any, param: click.Parameter | None, ctx: click.Context | None
    ) -> float:
        try:
            t = float(value)
        except (TypeError, ValueError):
            t = -1.0
        if not 0 <= t <= 1e6:  # also NaN
            raise BadValue(Msg.of("limits.not-seconds", value=str(value)), ctx, param)
        return t


class Path(click.Path):
    """A file (``dir_okay=False``) or a folder (``file_okay=False``) that need not exist yet."""

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        try:
            st = os.stat(value)
        except OSError:
            return value
        if not self.file_okay and stat.S_ISREG(st.st_mode):
            raise BadValue(Msg.of("cli.usage.is-a-file", path=shown_name(value)), ctx, param)
        if not self.dir_okay and stat.S_ISDIR(st.st_mode):
            raise BadValue(Msg.of("cli.usage.is-a-directory", path=shown_name(value)), ctx, param)
        if not os.access(value, os.R_OK):
            key = "cli.usage.unreadable-file" if self.file_okay else "cli.usage.unreadable-folder"
            raise BadValue(Msg.of(key, path=shown_name(value)), ctx, param)
        return value


# ---------------------------------------------------------------- commands


class Command(HelpCommand):
    """A command whose usage errors and help follow the command line's language."""

    def invoke(self, ctx: click.Context) -> Any:
        """The command's own work, with the collector on and the suits as wide as the
        terminal draws them (:func:`~..report.look.ambiguous_width`)."""
        from ..report.look import ambiguous_width
        from ..report.wrap import ambiguous_columns

        resume_gc()
        with ambiguous_columns(ambiguous_width(command_lang(ctx))):
            return super().invoke(ctx)


class Group(Command, click.Group):
    """A group of such commands (and groups); an unknown command is such an error too."""

    command_class = Command
    group_class = type

    def main(self, args: Sequence[str] | None = None, *rest: Any, **kwargs: Any) -> Any:
        start_run()
        try:
            return super().main(args, *rest, **kwargs)
        finally:
            end_run()

    def invoke(self, ctx: click.Context) -> Any:
        return click.Group.invoke(
            self, ctx
        )  # not Command's: the collector resumes once the command is imported
