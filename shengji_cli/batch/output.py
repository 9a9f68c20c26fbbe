"""Where a batch's rows go: the framed document (:class:`RowWriter`), an ``--output`` file
written atomically (:class:`AtomicOutput`), and the progress bar on a terminal (:class:`Progress`).
"""

from __future__ import annotations

import os
import shutil
import threading
import time
from collections.abc import Callable, Sequence
from typing import IO

from ..core.messages import Msg
from ..report.catalog import render
from ..report.formats import Frame
from ..report.lang import Lang
from .sources import iter_sources
from .work import SPOOL_BYTES, FileResult


class RowWriter:
    """Writes a stream of rows as one document of a :class:`Frame`.

    Every row arrives after the frame's separator; the very first one's is dropped and the
    head written instead.  :meth:`end` writes the tail (or the empty document).
    """

    def __init__(self, out: IO[bytes], frame: Frame) -> None:
        self.out, self.frame = out, frame
        self.first = True
        self.before: Callable[[], None] | None = None

    def write(self, data: bytes) -> None:
        if not data:
            return
        if self.before is not None:
            self.before()
        if self.first:
            self.first = False
            self.out.write(self.frame.head.encode("utf-8"))
            data = data[len(self.frame.sep.encode("utf-8")) :]
        self.out.write(data)

    def write_result(self, res: FileResult) -> None:
        if res.spool is not None:
            try:
                with open(res.spool, "rb") as f:
                    while block := f.read(SPOOL_BYTES):
                        self.write(block)
            finally:
                _unlink(res.spool)
        self.write(res.data)

    def end(self) -> None:
        self.out.write((self.frame.empty if self.first else self.frame.tail).encode("utf-8"))
        self.out.flush()

    def flush(self) -> None:
        self.out.flush()


def _unlink(path: str) -> None:
    try:
        os.unlink(path)
    except OSError:
        pass


class AtomicOutput:
    """``path`` written through ``.NAME.partial-PID`` in the same folder, renamed at the end."""

    def __init__(self, path: str) -> None:
        self.path = path
        folder, name = os.path.split(os.path.abspath(path))
        self.tmp = os.path.join(folder, f".{name}.partial-{os.getpid()}")
        flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_CLOEXEC", 0)
        try:
            fd = os.open(self.tmp, flags, 0o666)
        except FileExistsError:  # left by an earlier process with our pid
            os.unlink(self.tmp)
            fd = os.open(self.tmp, flags, 0o666)
        try:
            if os.path.exists(path):
                os.chmod(self.tmp, os.stat(path).st_mode & 0o7777)
        except OSError:
            pass
        self.file: IO[bytes] = os.fdopen(fd, "wb", buffering=1 << 16)
        self.committed = False

    def commit(self) -> None:
        self.file.flush()
        os.fsync(self.file.fileno())
        self.file.close()
        os.replace(self.tmp, self.path)
        self.committed = True

    def abort(self) -> None:
        """Remove the partial file (nothing once committed)."""
        if self.committed:
            return
        try:
            self.file.close()
        except OSError:
            pass
        _unlink(self.tmp)


class Progress:
    """A one-line progress bar on a terminal: files, hands, hands/s, ETA (by bytes, once a
    background walk has sized the batch)."""

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
        self.files = self.hands = self.bytes = 0
        self.total_files: int | None = None
        self.total_bytes = 0
        self.shown = False
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
        now = time.monotonic()
        if now - self.last >= 0.1:
            self.last = now
            self.draw(now)

    def draw(self, now: float) -> None:
        elapsed = max(now - self.start, 1e-6)
        rate = self.hands / elapsed
        total = self.total_files
        if total:
            done = min(
                1.0, self.bytes / self.total_bytes if self.total_bytes else self.files / total
            )
            eta = elapsed * (1 - done) / done if done > 0 else None
            bar = "#" * int(done * 20)
            head = f"[{bar:<20}] " + render(
                Msg.of("batch.progress.files-of", n=self.files, total=total), self.lang
            )
        else:
            eta, head = (
                None,
                f"[{'?':<20}] " + render(Msg.of("batch.progress.files", n=self.files), self.lang),
            )
        tail = (
            Msg.of("batch.progress.eta", minutes=int(eta) // 60, seconds=int(eta) % 60)
            if eta is not None
            else Msg.of("batch.progress.eta-unknown")
        )
        width = shutil.get_terminal_size((80, 20)).columns - 1
        line = render(
            Msg.of("batch.progress.line", head=head, hands=self.hands, rate=round(rate), eta=tail),
            self.lang,
        )
        self.stream.write("\r\x1b[K" + line[:width])
        self.stream.flush()
        self.shown = True

    def clear(self) -> None:
        if self.shown:
            self.stream.write("\r\x1b[K")
            self.stream.flush()
            self.shown = False
            self.last = 0.0

    def close(self) -> None:
        self._stop.set()
        self.clear()
