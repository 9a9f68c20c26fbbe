"""``shengji fmt``: each record file in canonical form, its comments where they were.

Each file is formatted on its own, never joined to another.  By default the canonical text goes
to stdout: one file's as it is, several files' each after a ``==> FILE <==`` line (which is not
notation, so the output cannot be taken for one record).  ``--in-place`` rewrites each file that
changes (a temporary file in its folder, then a rename); ``--check`` writes nothing, lists the
files that would change and exits 1 when there is one; ``--diff`` prints a unified diff per file.
``--style`` chooses the script: by default each file keeps the one it was typed in (a file
whose first header key is Chinese, ``庄家：北``, is written the Chinese way: ``主：红``,
``黑AK``, ``大王``); ``zh`` or ``symbols`` writes every file one way.
A file that cannot be read is reported on stderr (``shengji: file:line:column: …``) and the
others go on; the exit code is then 2.
"""

from __future__ import annotations

import difflib
import os
import sys
from collections.abc import Callable, Iterator
from typing import BinaryIO

import click

from ..batch.output import AtomicOutput
from ..batch.run import Interrupted, signals_stop
from ..batch.sources import (
    Source,
    UnreadableFile,
    inside,
    iter_sources,
    os_reason,
    read_bytes,
    read_stdin,
    record_text,
)
from ..core.messages import Msg
from ..notation import ParseError, format_text
from ..report.catalog import render
from ..report.errors import parse_error_text, shown_name
from ..report.lang import Lang
from .common import error, fail, lang_option
from .help import argument, option
from .usage import Choice, Command

STYLES: dict[str, bool | None] = {"keep": None, "zh": True, "symbols": False}
"""``--style``: each file as it was typed (Chinese header keys and suits, or not), or all the
Chinese way, or all with the English keys and the suit symbols."""


@click.command(cls=Command, help="cli.help.fmt", epilog="cli.help.fmt.example")
@argument("files", nargs=-1, required=True)
@option("--in-place", "-i", "in_place", is_flag=True, help="cli.help.fmt.opt.in-place")
@option("--check", is_flag=True, help="cli.help.fmt.opt.check")
@option("--diff", is_flag=True, help="cli.help.fmt.opt.diff")
@lang_option
@option("--follow-links", is_flag=True, help="cli.help.fmt.opt.follow-links")
@option("--style", type=Choice(tuple(STYLES)), default="keep", help="cli.help.fmt.opt.style")
def fmt(
    files: tuple[str, ...],
    in_place: bool,
    check: bool,
    diff: bool,
    lang: Lang,
    follow_links: bool,
    style: str,
) -> None:
    """``shengji fmt``: format each file; exit 0, 1 (``--check``: a file would change) or 2."""
    if check and in_place:
        fail(Msg.of("cli.fmt.check-or-in-place"), lang)
    try:
        with (
            signals_stop()
        ):  # SIGTERM, SIGINT, SIGHUP: a file being rewritten leaves no .NAME.partial-PID
            sources = list(iter_sources(files, follow_links))
            code = _fmt(sources, in_place, check, diff, lang, STYLES[style])
    except Interrupted as exc:
        error(Msg.of("batch.interrupted"), lang)
        code = 128 + exc.signum
    raise SystemExit(code)


def _fmt(
    sources: list[Source], in_place: bool, check: bool, diff: bool, lang: Lang, zh: bool | None
) -> int:
    """``shengji fmt``'s work: its exit code."""
    headers = not (in_place or check or diff) and len(sources) > 1
    run = _Run(sys.stdout.buffer, lang, diff, headers)
    act = run.check if check else run.rewrite if in_place else run.show
    for src, old, new in _formatted(sources, lang, zh):
        run.take(src, old, new, act)
    if check:
        run.say_checked()
    return run.code


class _Run:
    """A ``fmt`` run: what it writes on stdout (canonical text, each file after a ``==> FILE
    <==`` line when ``headers``; diffs; the files that would change) and what it found."""

    def __init__(self, stream: BinaryIO, lang: Lang, diff: bool, headers: bool) -> None:
        self.stream, self.lang, self.diff, self.headers = stream, lang, diff, headers
        self.unreadable = False
        self.changed: list[str] = []
        self.read = 0

    def take(
        self, src: Source, old: str | None, new: str | None, act: Callable[[Source, str, str], None]
    ) -> None:
        """One file's text and canonical text (``None``: it could not be read), its diff
        (``--diff``), then ``act`` on it."""
        if old is None or new is None:
            self.unreadable = True
            return
        self.read += 1
        if self.diff and new != old:
            self.write(_diff(old, new, shown_name(src.path)))
        act(src, old, new)
        self.stream.flush()

    def check(self, src: Source, old: str, new: str) -> None:
        """``--check``: a file that would change is named (unless its diff names it)."""
        if new != old:
            self.changed.append(src.path)
            if not self.diff:
                self.write(shown_name(src.path) + "\n")

    def rewrite(self, src: Source, old: str, new: str) -> None:
        """``--in-place``: a file that changes is rewritten."""
        if new != old and not _rewrite(src, new, self.lang):
            self.unreadable = True

    def show(self, src: Source, old: str, new: str) -> None:
        """By default, the canonical text (with ``--diff``, the diff alone)."""
        if self.diff:
            return
        if self.headers:
            self.write(f"==> {shown_name(src.path)} <==\n")
        self.write(new)

    def say_checked(self) -> None:
        """``--check``'s last line, on stderr: how many files would change, or are formatted."""
        n = len(self.changed)
        key = "cli.fmt.would-change" if n else "cli.fmt.all-formatted"
        click.echo(render(Msg.of(key, n=n or self.read), self.lang), err=True)

    @property
    def code(self) -> int:
        return 2 if self.unreadable else 1 if self.changed else 0

    def write(self, text: str) -> None:
        self.stream.write(text.encode("utf-8"))


def _diff(old: str, new: str, path: str) -> str:
    """The unified diff of ``old`` to ``new``, marking a last line without a newline as ``diff``
    does."""
    lines = difflib.unified_diff(
        old.splitlines(keepends=True), new.splitlines(keepends=True), path, path
    )
    return "".join(
        line if line.endswith("\n") else line + "\n\\ No newline at end of file\n" for line in lines
    )


def _formatted(
    sources: list[Source], lang: Lang, zh: bool | None
) -> Iterator[tuple[Source, str | None, str | None]]:
    """Each source, its text and its canonical text (``None`` when it cannot be read: said on
    stderr), written the Chinese way or not (``zh``; ``None``: as the file was typed)."""
    for src in sources:
        try:
            if src.error is not None:
                raise UnreadableFile(src.path, src.error)
            src = read_stdin(src)
            if src.error is not None:
                raise UnreadableFile(src.path, src.error)
            data = src.data if src.data is not None else read_bytes(src.path, src.found, src.root)
            text = record_text(data, src.path)
            yield src, text, format_text(text, src.path, zh)
        except ParseError as e:
            error(parse_error_text(e, lang), lang)
            yield src, None, None


def _rewrite(src: Source, text: str, lang: Lang) -> bool:
    """Write ``text`` over ``src``'s file, atomically; a link's target is written, the link kept.

    A link found in a folder must still lead inside it (it may have changed since it was read).
    Says on stderr why it could not.
    """
    if src.path == "-":
        return _refused(src, Msg.of("cli.fmt.stdin-in-place"), lang)
    if src.root is not None and not inside(src.path, src.root):
        return _refused(src, Msg.of("batch.link-outside"), lang)
    output = None
    try:
        output = AtomicOutput(os.path.realpath(src.path))
        output.file.write(text.encode("utf-8"))
        output.commit()
    except OSError as exc:
        if output is not None:
            output.abort()
        return _refused(src, Msg.of("batch.cannot-write", reason=os_reason(exc)), lang)
    except BaseException:  # interrupted: no temporary file left behind
        if output is not None:
            output.abort()
        raise
    return True


def _refused(src: Source, why: Msg, lang: Lang) -> bool:
    error(parse_error_text(UnreadableFile(src.path, why), lang), lang)
    return False
