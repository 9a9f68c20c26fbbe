"""The ``check`` command's progress bar on a terminal (click's), made for
:func:`~shengji_cli.batch.run.run_check` by :func:`progress_bar`."""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Sequence
from typing import IO, TYPE_CHECKING, TextIO, cast

import click

from ..batch.sources import iter_sources
from ..batch.work import FileResult, Options
from ..core.messages import Msg
from ..report.catalog import render
from ..report.lang import Lang
from .click_catalog import install
from .help import CLICK_CATALOG

if TYPE_CHECKING:
    from click._termui_impl import ProgressBar


def progress_bar(stream: IO[str], paths: Sequence[str], options: Options) -> Progress:
    """The bar of a run of ``paths`` with ``options``, on ``stream``."""
    return Progress(stream, paths, options.lang, options.follow_links, options.suffixes)


class Progress:
    """The progress bar on a terminal: click's bar over the batch's bytes (so its percentage and
    ETA go by bytes), then files, hands and hands/s in the output language.

    A background walk sizes the batch; the bar is drawn from the first result after it has, and
    after :attr:`DELAY` seconds (a batch checked before that shows none: no flash, and no bar
    left behind).  It is drawn at most ten times a second, and even when ``stream`` is not a
    terminal (``--progress`` asked for it).  Its last line stays.
    """

    DELAY = 0.5
    """How long a run goes before it shows a bar."""

    def __init__(
        self,
        stream: IO[str],
        paths: Sequence[str],
        lang: Lang = "en",
        follow_links: bool = False,
        suffixes: tuple[str, ...] = (".sj",),
    ) -> None:
        self.stream = stream
        self.lang = lang
        self.start = time.monotonic()
        self.last = 0.0
        self.files = self.hands = self.bytes = self.pending = 0
        self.total_files: int | None = None
        self.total_bytes = 0
        self.bar: ProgressBar[int] | None = None
        self._stop = threading.Event()
        threading.Thread(
            target=self._size, args=(list(paths), follow_links, suffixes), daemon=True
        ).start()

    def _size(self, paths: list[str], follow_links: bool, suffixes: tuple[str, ...]) -> None:
        files = size = 0
        for src in iter_sources((p for p in paths if p != "-"), follow_links, suffixes):
            if self._stop.is_set():
                return
            files += 1
            if src.error is not None:
                continue  # a link leading outside is not even sized
            try:
                size += os.stat(src.path).st_size
            except OSError:
                pass
        self.total_bytes, self.total_files = size, files + ("-" in paths)

    def update(self, res: FileResult) -> None:
        self.files += 0 if res.continued else res.files
        self.hands += res.hands + len(res.errors)
        self.bytes += res.size
        self.pending += res.size
        now = time.monotonic()
        due = now - self.last >= 0.1 and now - self.start >= self.DELAY
        if due and self.total_files is not None:
            self.last = now
            self.draw()

    def draw(self) -> None:
        """The bar moved on by the bytes checked since it was last drawn (made the first time)."""
        if self.bar is None:
            self.bar = click.progressbar(
                length=max(self.total_bytes, 1),
                file=cast(TextIO, _Terminal(self.stream)),
                bar_template="[%(bar)s]  %(info)s",
                width=20,
                item_show_func=self.info,
                color=True,  # its cursor codes kept, whatever the context's colour
            )
            self.bar.__enter__()
            install(CLICK_CATALOG)  # (its ETA's "d", in click's module imported for the bar)
        self.bar.update(self.pending)
        self.pending = 0

    def info(self, _: int | None = None) -> str:
        """What follows the bar's percentage and ETA: files, hands, hands/s."""
        rate = self.hands / max(time.monotonic() - self.start, 1e-6)
        files = Msg.of("batch.progress.files-of", n=self.files, total=self.total_files or 0)
        return render(
            Msg.of("batch.progress.line", files=files, hands=self.hands, rate=round(rate)),
            self.lang,
        )

    def clear(self) -> None:
        """The bar's line emptied (before other text on the terminal); the bar's next update
        draws it again."""
        if self.bar is not None:
            self.stream.write("\r\x1b[K")
            self.stream.flush()

    def close(self) -> None:
        """The sizing stopped; the bar, if drawn, brought up to date and ended."""
        self._stop.set()
        if self.bar is not None:
            bar, self.bar = self.bar, None
            bar.update(self.pending)
            bar.__exit__(None, None, None)


class _Terminal:
    """The stream the bar is drawn on, a terminal to click: shown at all, the bar is drawn."""

    def __init__(self, stream: IO[str]) -> None:
        self.stream = stream

    def write(self, text: str) -> int:
        return self.stream.write(text)

    def flush(self) -> None:
        self.stream.flush()

    def isatty(self) -> bool:
        return True
