"""Command-line usage errors in the user's language.

Click words its usage errors (a missing option, a bad value, an unknown option) in English.
The commands here are :class:`Command`\\ s and :class:`Group`\\ s that, when the command line
asks for Chinese (``--lang zh``, else ``SHENGJI_LANG`` or the locale), show such an error from
the catalog instead; in English click's own message is kept, after the tool's one error prefix
(``shengji:``, not click's ``Error:``).  (Their ``--help``
follows the same language: :mod:`.help`.)  The option types
(:class:`Int`, :class:`IntRange`, :class:`Choice`, :class:`Path`) say what is wrong with a
value as a catalog message, so the Chinese needs no parsing of click's English.
"""

from __future__ import annotations

import io
import os
import re
import stat
from collections.abc import Callable, Sequence
from typing import IO, Any

import click

from ..core.escape import shown_name
from ..core.messages import Msg
from ..report.catalog import render
from ..report.lang import Lang
from .help import HelpCommand, command_lang
from .startup import resume_gc

# ---------------------------------------------------------------- option types


class BadValue(click.BadParameter):
    """A bad option value, its reason a catalog message (the English, click's own wording)."""

    def __init__(
        self, reason: Msg, ctx: click.Context | None, param: click.Parameter | None
    ) -> None:
        super().__init__(render(reason, "en"), ctx, param)
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


# ---------------------------------------------------------------- errors


class LocalizedUsageError(click.UsageError):
    """A usage error shown from the catalog, with where to find help."""

    def __init__(self, message: Msg, ctx: click.Context | None, lang: Lang) -> None:
        super().__init__(render(message, "en"), ctx)
        self.msg = message
        self.lang = lang

    def show(self, file: IO[Any] | None = None) -> None:
        command = self.ctx.command_path if self.ctx is not None else "shengji"
        text = render(Msg.of("cli.usage.error", command=command, message=self.msg), self.lang)
        click.echo(text, file=file, err=file is None)


PREFIX = "shengji: "
"""What every error the tool writes on stderr starts with (click's usage errors too, in place of
its ``Error:``)."""


class PrefixedUsageError(click.UsageError):
    """Click's own usage error, in its words, after :data:`PREFIX` instead of ``Error:``."""

    def __init__(self, e: click.UsageError, ctx: click.Context | None) -> None:
        super().__init__(e.format_message(), e.ctx or ctx)

    def show(self, file: IO[Any] | None = None) -> None:
        shown = io.StringIO()
        super().show(shown)
        text = re.sub(r"^Error: ", PREFIX, shown.getvalue(), count=1, flags=re.M)
        click.echo(text, file=file, err=file is None, nl=False)


def _hint(param: click.Parameter | None) -> Msg | str:
    """How the error names a parameter: an option by its names, an argument by what it is."""
    if param is None:
        return "?"
    if isinstance(param, click.Argument):
        return Msg.of(f"cli.argument.{param.name}")
    return " / ".join(repr(o) for o in param.opts)


def _bad_value(e: BadValue, command: click.Command) -> Msg:
    return Msg.of("cli.usage.bad-value", option=_hint(e.param), reason=e.reason)


def _missing(e: click.MissingParameter, command: click.Command) -> Msg:
    key = (
        "cli.usage.missing-argument"
        if isinstance(e.param, click.Argument)
        else "cli.usage.missing-option"
    )
    return Msg.of(key, name=_hint(e.param))


def _unexplained_value(e: click.BadParameter, command: click.Command) -> Msg:
    return Msg.of("cli.usage.bad-value.unexplained", option=_hint(e.param))


def _no_such_option(e: click.NoSuchOption, command: click.Command) -> Msg:
    if e.possibilities:
        options = ", ".join(e.possibilities)
        return Msg.of("cli.usage.no-such-option.close", option=e.option_name, options=options)
    return Msg.of("cli.usage.no-such-option", option=e.option_name)


def _option_usage(e: click.BadOptionUsage, command: click.Command) -> Msg:
    option = next((p for p in command.params if e.option_name in getattr(p, "opts", ())), None)
    flag = isinstance(option, click.Option) and option.is_flag
    key = "cli.usage.takes-no-value" if flag else "cli.usage.needs-value"
    return Msg.of(key, option=e.option_name)


def _argument_count(e: click.BadArgumentUsage, command: click.Command) -> Msg | None:
    """Click raises it for an argument given the wrong number of values."""
    argument = next(
        (p for p in command.params if isinstance(p, click.Argument) and p.nargs > 1), None
    )
    if argument is None:
        return None
    return Msg.of("cli.usage.argument-count", argument=_hint(argument), n=argument.nargs)


_EXPLAINERS: tuple[tuple[type[click.UsageError], Callable[..., Msg | None]], ...] = (
    (BadValue, _bad_value),
    (click.MissingParameter, _missing),
    (click.BadParameter, _unexplained_value),
    (click.NoSuchOption, _no_such_option),
    (click.BadOptionUsage, _option_usage),
    (click.BadArgumentUsage, _argument_count),
)
"""What explains a usage error of each kind (the first that it is an instance of)."""


def _explain(
    e: click.UsageError, command: click.Command, ctx: click.Context, args: Sequence[str]
) -> Msg:
    """What ``e`` says, as a catalog message."""
    explain = next((f for kind, f in _EXPLAINERS if isinstance(e, kind)), None)
    message = explain(e, command) if explain is not None else None
    return message or _leftover(e, command, ctx, args) or Msg.of("cli.usage.unexplained")


def _no_such_command(group: click.Group, ctx: click.Context, name: str) -> Msg:
    """An unknown command, with the close ones as click's own error names them."""
    import difflib

    close = difflib.get_close_matches(name, group.list_commands(ctx))
    if not close:
        return Msg.of("cli.usage.no-such-command", command=name)
    commands = ", ".join(repr(c) for c in close)
    return Msg.of("cli.usage.no-such-command.close", command=name, commands=commands)


def _leftover(
    e: click.UsageError, command: click.Command, ctx: click.Context, args: Sequence[str]
) -> Msg | None:
    """A group's unknown command, or a command's arguments left over (its only plain usage
    error)."""
    if isinstance(command, click.Group):
        name = next((a for a in args if not a.startswith("-")), "")
        if name and command.get_command(ctx, name) is None:
            return _no_such_command(command, ctx, name)
        return None
    if type(e) is click.UsageError:
        _, extra, _ = command.make_parser(ctx).parse_args(args=list(args))
        if extra:
            return Msg.of("cli.usage.extra-arguments", args=" ".join(extra))
    return None


def _localized(
    e: click.UsageError, command: click.Command, ctx: click.Context, args: Sequence[str]
) -> click.UsageError:
    lang = command_lang(ctx, args)
    # (Asked for no command, a group shows its help: in the language of the command line.)
    if isinstance(e, LocalizedUsageError | PrefixedUsageError | click.exceptions.NoArgsIsHelpError):
        return e
    if lang == "en":
        return PrefixedUsageError(e, ctx)
    return LocalizedUsageError(_explain(e, command, ctx, args), e.ctx or ctx, lang)


class Command(HelpCommand):
    """A command whose usage errors and help follow the command line's language."""

    def invoke(self, ctx: click.Context) -> Any:
        resume_gc()  # the command's own work runs with the collector on
        return super().invoke(ctx)

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        given = list(args)
        try:
            return super().parse_args(ctx, args)
        except click.UsageError as e:
            raise _localized(e, self, ctx, given) from e


class Group(Command, click.Group):
    """A group of such commands (and groups); an unknown command is such an error too."""

    command_class = Command
    group_class = type

    def invoke(self, ctx: click.Context) -> Any:
        return click.Group.invoke(
            self, ctx
        )  # not Command's: the collector resumes once the command is imported

    def resolve_command(
        self, ctx: click.Context, args: list[str]
    ) -> tuple[str | None, click.Command | None, list[str]]:
        given = list(args)
        try:
            return super().resolve_command(ctx, args)
        except click.UsageError as e:
            raise _localized(e, self, ctx, given) from e
