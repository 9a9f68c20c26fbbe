"""``--help`` in the user's language.

A command's and an option's help is a catalog id (``cli.help.check``,
``cli.help.check.opt.jobs``), and so is each of click's own words (:mod:`.click_catalog`, through
gettext): click lays the help out as it always has, in the language of the command line
(``--lang zh`` anywhere on it, before or after ``--help``; else ``SHENGJI_LANG`` or the locale).
In English the help is click's, byte for byte.  In Chinese only the layout is the tool's
(:class:`Formatter`): click counts a character one column and breaks lines at spaces, so it
would lay Chinese out twice too wide and cut it mid-word.  Option names and choice values stay
as they are typed.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from typing import Any, TypeVar

import click

from ..core.messages import Msg
from ..report.catalog import render
from ..report.lang import Lang, resolve_lang
from ..report.wrap import width, wrap
from .click_catalog import ClickCatalog, install

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
    _run.lang = command_lang(ctx)


def command_lang(ctx: click.Context | None, args: Sequence[str] = ()) -> Lang:
    """The language a command line asks for: a ``--lang`` in ``args`` or remembered on the way
    down to this command, else the environment's."""
    return resolve_lang(given_lang(args) or (ctx.meta.get(_LANG) if ctx is not None else None))


class _Run:
    """Whether a ``shengji`` command line is being run, and its language once its parsing has
    found it (click shows a usage error after its context has ended)."""

    active = False
    lang: Lang | None = None


_run = _Run()


def current_lang() -> Lang:
    """The language of the command running (of its context while there is one), else the
    environment's."""
    ctx = click.get_current_context(silent=True)
    if ctx is not None:
        return command_lang(ctx)
    return _run.lang or resolve_lang(None)


def click_lang() -> Lang | None:
    """The language of click's own words: the command line's while one runs, else ``None``
    (click's English: another click program may share the process)."""
    return current_lang() if _run.active else None


def start_run() -> None:
    """A command line starts: click's words from the catalog, in a language still to find."""
    _run.active, _run.lang = True, None
    install(CLICK_CATALOG)  # (click's modules imported since the last time too)


def end_run() -> None:
    """The command line has ended (its errors shown): click's words its own again."""
    _run.active, _run.lang = False, None


CLICK_CATALOG = ClickCatalog(click_lang)
"""Click's own messages, in :func:`click_lang`."""


def say(key: str) -> str:
    """The catalog's ``key`` in :func:`current_lang`."""
    return render(Msg.of(key), current_lang())


class Option(click.Option):
    """An option whose ``help`` is a catalog id (its text in the current language); ``aliases``,
    names of it still accepted (old spellings) that its help does not show."""

    def __init__(
        self, *args: Any, help: str | None = None, aliases: Sequence[str] = (), **kwargs: Any
    ) -> None:
        self.help_id = help
        super().__init__(*args, **kwargs)
        self.aliases = tuple(aliases)

    @property
    def help(self) -> str | None:
        return self._help if self.help_id is None else say(self.help_id)

    @help.setter
    def help(self, value: str | None) -> None:
        self._help = value

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

    def get_help_extra(self, ctx: click.Context) -> Any:
        """Click's tags (default, range, required), a range of a least value alone from the
        catalog (``x>=1``, ``至少为 1``)."""
        extra = super().get_help_extra(ctx)
        kind = self.type
        if "range" in extra and isinstance(kind, click.IntRange) and kind.max is None:
            extra["range"] = render(Msg.of("cli.help.at-least", min=kind.min), current_lang())
        return extra

    def make_metavar(self, ctx: click.Context) -> str:
        """What the option's value is: its type's name, from the catalog (a choice shows its
        values)."""
        key = _METAVARS.get(self.type.name)
        if self.metavar is None and not isinstance(self.type, click.Choice) and key is not None:
            return say(key) + ("..." if self.nargs != 1 else "")
        return super().make_metavar(ctx)


_METAVARS = {
    "text": "cli.help.metavar.text",
    "integer": "cli.help.metavar.integer",
    "integer range": "cli.help.metavar.integer-range",
    "file": "cli.help.metavar.file",
    "directory": "cli.help.metavar.directory",
    "seconds": "cli.help.metavar.seconds",
    "budget": "cli.help.metavar.budget",
    "scheduler": "cli.help.metavar.scheduler",
    "size": "cli.help.metavar.size",
    "kinds": "cli.help.metavar.kinds",
}
"""A value's metavar by its type's name (the English: click's, the name in capitals)."""


def option(*decls: str, **attrs: Any) -> Callable[[F], F]:
    """``click.option`` with ``help=`` a catalog id."""
    return click.option(*decls, cls=Option, **attrs)


class Argument(click.Argument):
    """An argument named, in the usage line and its errors, by the catalog's
    ``cli.argument.NAME``."""

    def make_metavar(self, ctx: click.Context) -> str:
        if self.metavar is not None:
            return self.metavar
        name = say(f"cli.argument.{self.name}")
        name = name if self.required else f"[{name}]"
        return name + "..." if self.nargs != 1 else name


def argument(*decls: str, **attrs: Any) -> Callable[[F], F]:
    """``click.argument``, named from the catalog."""
    return click.argument(*decls, cls=Argument, **attrs)


class Context(click.Context):
    """A context whose help is laid out by :class:`Formatter` in Chinese."""

    def make_formatter(self) -> click.HelpFormatter:
        if command_lang(self) == "en":
            return super().make_formatter()
        return Formatter(width=self.terminal_width, max_width=self.max_content_width)


_PIECES = {
    "[OPTIONS]": "cli.help.usage.options",
    "COMMAND [ARGS]...": "cli.help.usage.command",
    "[COMMAND] [ARGS]...": "cli.help.usage.optional-command",
}
"""Click's words of a usage line that are no message of its: from the catalog."""


class HelpCommand(click.Command):
    """A command whose ``help`` is a catalog id, its ``--help`` in the command line's language,
    ending with examples."""

    context_class = Context

    def __init__(
        self, *args: Any, help: str | None = None, epilog: str | None = None, **kwargs: Any
    ) -> None:
        self.help_id = help
        super().__init__(*args, **kwargs)
        self.example_id = epilog
        """The catalog id of the command's examples, shown after the options: each a line
        saying what it does, then the command line (:func:`examples`)."""

    @property
    def help(self) -> str | None:
        return self._help if self.help_id is None else say(self.help_id)

    @help.setter
    def help(self, value: str | None) -> None:
        self._help = value

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        remember_lang(ctx, args)
        try:
            return super().parse_args(ctx, args)
        except click.UsageError as e:
            e.ctx = e.ctx or ctx  # (click's parser leaves some without: their usage line too)
            raise

    def get_help_option(self, ctx: click.Context) -> click.Option | None:
        option = super().get_help_option(ctx)
        if option is not None:  # (made once, its help then in that language)
            option.help = say("cli.help.opt.help")
        return option

    def collect_usage_pieces(self, ctx: click.Context) -> list[str]:
        pieces = super().collect_usage_pieces(ctx)
        return [say(_PIECES[p]) if p in _PIECES else p for p in pieces]

    def get_short_help_str(self, limit: int = 45) -> str:
        """The first sentence of the help, for the group's list: in Chinese, up to ``。`` and cut
        to ``limit`` columns."""
        if current_lang() == "en" or self.help_id is None:
            return super().get_short_help_str(limit)
        text = say(self.help_id).split("\n")[0].split("。")[0]
        if width(text) <= limit:
            return text
        while width(text + "…") > limit:
            text = text[:-1]
        return text + "…"

    def format_epilog(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        if self.example_id is not None:
            with formatter.section(say("cli.help.examples")):
                lang = current_lang()
                for line in examples(self.example_id, lang, formatter.current_indent):
                    formatter.write(line + "\n")


def examples(key: str, lang: Lang, indent: int) -> list[str]:
    """The examples of the catalog entry ``key``, each a line saying what it does and, two
    columns further in, a command line (a line starting ``shengji ``)."""
    return [
        " " * (indent + 2 * line.startswith("shengji ")) + line
        for line in render(Msg.of(key), lang).splitlines()
    ]


# ---------------------------------------------------------------- the Chinese layout

_TAGS = re.compile(r"(?:(.*?)  )?(\[[^\[\]]*\])", re.S)
"""A help and the tags click puts two spaces after it (``[默认：text]``)."""


class Formatter(click.HelpFormatter):
    """Click's help formatter with widths in terminal columns, Chinese broken between any two
    characters (never before ``，`` or after ``（``) and an option's tags kept whole: click's
    own counts characters and breaks only at spaces."""

    def write_usage(self, prog: str, args: str = "", prefix: str | None = None) -> None:
        head = f"{' ' * self.current_indent}{say('cli.click.usage') if prefix is None else prefix}"
        head += f"{prog} "
        lines = wrap(args, max(self.width - width(head), 20)).split("\n")
        self.write("\n".join([head + lines[0], *(" " * width(head) + s for s in lines[1:])]))
        self.write("\n")

    def write_heading(self, heading: str) -> None:
        self.write(f"{' ' * self.current_indent}{heading}：\n")

    def write_text(self, text: str) -> None:
        indent = " " * self.current_indent
        paragraphs = [
            "\n".join(indent + line for line in _fill(p, columns=self.width - self.current_indent))
            for p in text.split("\n\n")
        ]
        self.write("\n\n".join(paragraphs) + "\n")

    def write_dl(
        self, rows: Iterable[tuple[str, str]], col_max: int = 30, col_spacing: int = 2
    ) -> None:
        rows = list(rows)
        first = min(max((width(name) for name, _ in rows), default=0), col_max) + col_spacing
        body_width = max(self.width - first - 2, 10)
        indent = " " * self.current_indent
        for name, text in rows:
            body = _fill(*_split_tags(text), columns=body_width) if text else []
            if body and width(name) <= first - col_spacing:
                self.write(f"{indent}{name}{' ' * (first - width(name))}{body.pop(0)}\n")
            else:
                self.write(f"{indent}{name}\n")
            for line in body:
                self.write(f"{indent}{' ' * first}{line}\n")


def _split_tags(text: str) -> tuple[str, str]:
    """A help and its tags (``""`` without), separated as Chinese separates them."""
    tagged = _TAGS.fullmatch(text)
    if tagged is None:
        return text, ""
    return tagged.group(1) or "", tagged.group(2).replace("; ", "；")


def _fill(text: str, tail: str = "", *, columns: int) -> list[str]:
    """``text`` in lines of at most ``columns`` columns, then ``tail``, unbroken, on the last
    line if it fits there."""
    lines = wrap(text, columns, punctuation=True).split("\n") if text else []
    if tail and lines and width(f"{lines[-1]} {tail}") <= columns:
        lines[-1] += f" {tail}"
    elif tail:
        lines.append(tail)
    return lines
