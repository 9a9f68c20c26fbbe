"""``--help`` in the user's language.

A command's and an option's help is a catalog id (``cli.help.check``,
``cli.help.check.opt.jobs``): click gets the English and writes the help as it always has,
byte for byte.  In Chinese (``--lang zh`` anywhere on the command line, before or after
``--help``; else ``SHENGJI_LANG`` or the locale) the help is laid out here from the catalog's
Chinese, click's own words (``Usage:``, ``Options:``, metavars) included, with widths counted
in terminal columns.  Option names and choice values stay as they are typed.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, TypeVar

import click
from click.formatting import join_options

from ..core.messages import Msg, Param
from ..report.catalog import render
from ..report.lang import Lang, resolve_lang
from ..report.wrap import width, wrap

F = TypeVar("F", bound=Callable[..., Any])

_LANG = "shengji.lang"
"""Where a context's ``meta`` (shared by a command and its sub-commands) keeps the ``--lang``
its command line gave."""


def given_lang(args: Sequence[str]) -> str | None:
    """The value of a ``--lang`` among ``args``, if there is one."""
    for i, arg in enumerate(args):
        if arg == "--lang" and i + 1 < len(args):
            return args[i + 1]
        if arg.startswith("--lang="):
            return arg.partition("=")[2]
    return None


def remember_lang(ctx: click.Context, args: Sequence[str]) -> None:
    """Keep the ``--lang`` of a command's arguments (before click parses them: ``--help`` may
    come first) for the command and its sub-commands."""
    lang = given_lang(args)
    if lang:
        ctx.meta[_LANG] = lang


def command_lang(ctx: click.Context | None, args: Sequence[str] = ()) -> Lang:
    """The language a command line asks for: a ``--lang`` in ``args`` or remembered on the way
    down to this command, else the environment's."""
    return resolve_lang(given_lang(args) or (ctx.meta.get(_LANG) if ctx is not None else None))


def _english(key: str | None) -> str | None:
    return None if key is None else render(Msg.of(key), "en")


def _zh(key: str, **params: Param) -> str:
    return render(Msg.of(key, **params), "zh")


class Option(click.Option):
    """An option whose ``help`` is a catalog id; ``aliases``, names of it still accepted (old
    spellings) that its help does not show."""

    def __init__(
        self, *args: Any, help: str | None = None, aliases: Sequence[str] = (), **kwargs: Any
    ) -> None:
        kwargs["help"] = _english(help)
        super().__init__(*args, **kwargs)
        self.help_id = help
        self.aliases = tuple(aliases)

    @property
    def shown_opts(self) -> list[str]:
        """The option's names as its help shows them."""
        return [o for o in self.opts if o not in self.aliases]

    def get_help_record(self, ctx: click.Context) -> tuple[str, str] | None:
        opts, self.opts = self.opts, self.shown_opts
        try:
            return super().get_help_record(ctx)
        finally:
            self.opts = opts


def option(*decls: str, **attrs: Any) -> Callable[[F], F]:
    """``click.option`` with ``help=`` a catalog id."""
    return click.option(*decls, cls=Option, **attrs)


class HelpCommand(click.Command):
    """A command whose ``help`` is a catalog id, its ``--help`` in the command line's language."""

    def __init__(
        self, *args: Any, help: str | None = None, epilog: str | None = None, **kwargs: Any
    ) -> None:
        kwargs["help"] = _english(help)
        super().__init__(*args, **kwargs)
        self.help_id = help
        self.example_id = epilog
        """The catalog id of the command's examples, shown after the options: each a line
        saying what it does, then the command line (:func:`examples`)."""

    def format_epilog(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        if self.example_id is not None:
            with formatter.section(_english("cli.help.examples") or ""):
                for line in examples(self.example_id, "en", formatter.current_indent):
                    formatter.write(line + "\n")

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        remember_lang(ctx, args)
        return super().parse_args(ctx, args)

    def format_help(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        if command_lang(ctx) == "en":
            super().format_help(ctx, formatter)
        else:
            formatter.write(chinese_help(self, ctx, formatter.width))


# ---------------------------------------------------------------- the Chinese help

_METAVARS = {
    "text": "cli.help.metavar.text",
    "integer": "cli.help.metavar.integer",
    "integer range": "cli.help.metavar.integer-range",
    "file": "cli.help.metavar.file",
    "directory": "cli.help.metavar.directory",
    "seconds": "cli.help.metavar.seconds",
    "scheduler": "cli.help.metavar.scheduler",
    "size": "cli.help.metavar.size",
    "kinds": "cli.help.metavar.kinds",
}
"""A value's metavar by its type's name (a choice shows its values)."""

_SUBCOMMANDS = {
    "COMMAND [ARGS]...": "cli.help.usage.command",
    "[COMMAND] [ARGS]...": "cli.help.usage.optional-command",
}

_INDENT = 2
_COLUMN = 30
"""Like click's: the help text is indented 2, an option's names take at most 30 columns."""


def chinese_help(command: HelpCommand, ctx: click.Context, columns: int) -> str:
    """The help of ``command`` in Chinese, in lines of at most ``columns`` columns."""
    lines = [_usage(command, ctx, columns)]
    if command.help_id is not None:
        for paragraph in _zh(command.help_id).split("\n\n"):
            lines += ["", *_indented(_fill(paragraph, columns - _INDENT), _INDENT)]
    options = [
        _option_row(p, command, ctx)
        for p in command.get_params(ctx)
        if isinstance(p, click.Option) and not p.hidden
    ]
    lines += _section(_zh("cli.help.options"), options, columns)
    if isinstance(command, click.Group):
        lines += _commands(command, ctx, columns)
    if command.example_id is not None:
        lines += ["", _zh("cli.help.examples") + "：", *examples(command.example_id, "zh", _INDENT)]
    return "\n".join(lines) + "\n"


def examples(key: str, lang: Lang, indent: int) -> list[str]:
    """The examples of the catalog entry ``key``, each a line saying what it does and, two
    columns further in, a command line (a line starting ``shengji ``)."""
    return [
        " " * (indent + 2 * line.startswith("shengji ")) + line
        for line in render(Msg.of(key), lang).splitlines()
    ]


def _commands(group: click.Group, ctx: click.Context, columns: int) -> list[str]:
    """A group's section of commands, each with the start of its help."""
    names = [n for n in group.list_commands(ctx) if not _sub(group, ctx, n).hidden]
    limit = columns - 6 - max((width(n) for n in names), default=0)
    rows = [(n, _short(_sub(group, ctx, n), limit), "") for n in names]
    return _section(_zh("cli.help.commands"), rows, columns)


def _sub(group: click.Group, ctx: click.Context, name: str) -> click.Command:
    command = group.get_command(ctx, name)
    assert command is not None
    return command


def _usage(command: click.Command, ctx: click.Context, columns: int) -> str:
    pieces = [_zh("cli.help.usage.options")] if command.options_metavar else []
    pieces += [_argument(p) for p in command.get_params(ctx) if isinstance(p, click.Argument)]
    if isinstance(command, click.Group):
        pieces.append(_zh(_SUBCOMMANDS[command.subcommand_metavar]))
    head = f"{_zh('cli.help.usage')}{ctx.command_path} "
    text = wrap(" ".join(pieces), max(columns - width(head), 20)).split("\n")
    return "\n".join([head + text[0], *_indented(text[1:], width(head))])


def _argument(param: click.Argument) -> str:
    """An argument as the usage line shows it: named as its usage errors name it."""
    name = _zh(f"cli.argument.{param.name}")
    name = name if param.required else f"[{name}]"
    return name + "..." if param.nargs != 1 else name


def _option_row(
    param: click.Option, command: click.Command, ctx: click.Context
) -> tuple[str, str, str]:
    """An option's names (with what its value is), its help and its tags (default, range,
    required)."""

    def names(opts: Sequence[str]) -> str:
        joined, _ = join_options(opts)
        return joined if param.is_flag or param.count else f"{joined} {_metavar(param, ctx)}"

    shown = param.shown_opts if isinstance(param, Option) else param.opts
    spec = " / ".join(names(opts) for opts in (shown, param.secondary_opts) if opts)
    return spec, _option_help(param, command, ctx), _tags(param, ctx)


def _metavar(param: click.Option, ctx: click.Context) -> str:
    if param.metavar is not None:
        return param.metavar
    if isinstance(param.type, click.Choice):
        return param.type.get_metavar(param, ctx) or ""
    return _zh(_METAVARS[param.type.name])


def _option_help(param: click.Option, command: click.Command, ctx: click.Context) -> str:
    if isinstance(param, Option) and param.help_id is not None:
        return _zh(param.help_id)
    if param is command.get_help_option(ctx):
        return _zh("cli.help.opt.help")
    if param.help:
        raise ValueError(f"{command.name} {param.opts[0]}: a help without a catalog id")
    return ""


def _tags(param: click.Option, ctx: click.Context) -> str:
    extra = param.get_help_extra(ctx)
    items = [_zh("cli.help.default", value=extra["default"])] if "default" in extra else []
    if "range" in extra:
        least = (
            param.type.min
            if isinstance(param.type, click.IntRange) and param.type.max is None
            else None
        )
        items.append(extra["range"] if least is None else _zh("cli.help.at-least", min=int(least)))
    if "required" in extra:
        items.append(_zh("cli.help.required"))
    return f"[{'；'.join(items)}]" if items else ""


def _short(command: click.Command, limit: int) -> str:
    """A command's first sentence, for its group's list (cut to ``limit`` columns)."""
    help_id = command.help_id if isinstance(command, HelpCommand) else None
    text = _zh(help_id).split("\n")[0].split("。")[0] if help_id else ""
    if width(text) <= limit:
        return text
    while width(text + "…") > limit:
        text = text[:-1]
    return text + "…"


def _section(heading: str, rows: Sequence[tuple[str, str, str]], columns: int) -> list[str]:
    """A heading and its rows (name, help, tags), each row's help in a column of its own, as
    click lays them out."""
    if not rows:
        return []
    first = min(max(width(name) for name, _, _ in rows), _COLUMN) + 2
    text_width = max(columns - first - _INDENT, 10)
    lines = ["", heading]
    for name, text, tags in rows:
        head = " " * _INDENT + name
        body = _fill(text, text_width, tags)
        if body and width(name) <= first - 2:
            lines.append(head + " " * (first - width(name)) + body[0])
            body = body[1:]
        else:
            lines.append(head)
        lines += _indented(body, _INDENT + first)
    return lines


def _fill(text: str, columns: int, tail: str = "") -> list[str]:
    """``text`` in lines of at most ``columns`` columns, then ``tail``, unbroken, on the last
    line if it fits there."""
    lines = wrap(text, columns, punctuation=True).split("\n") if text else []
    if tail and lines and width(f"{lines[-1]} {tail}") <= columns:
        lines[-1] += f" {tail}"
    elif tail:
        lines.append(tail)
    return lines


def _indented(lines: str | Sequence[str], indent: int) -> list[str]:
    return [
        " " * indent + line for line in (lines.split("\n") if isinstance(lines, str) else lines)
    ]
