"""Where a batch's rows go: the framed document (:class:`RowWriter`), an ``--output`` file
written atomically (:class:`AtomicOutput`).  (The progress bar is the command line's:
:mod:`shengji_cli.cli.progress`.)
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import IO

from ..report.formats import Frame
from .work import SPOOL_BYTES, FileResult

EVERY_BYTES = 8 << 20
"""How often (in bytes written) the output is asked to start writing itself to the disk."""


class RowWriter:
    """Writes a stream of rows as one document of a :class:`Frame`.

    Every row arrives after the frame's separator; the very first one's is dropped and the
    head written instead.  :meth:`end` writes the tail (or the empty document).
    """

    def __init__(self, out: IO[bytes], frame: Frame) -> None:
        self.out, self.frame = out, frame
        self.first = True
        self.before: Callable[[], None] | None = None
        self.buffer: bytearray | None = None
        self.every: Callable[[], None] | None = None
        """Called after each :data:`EVERY_BYTES` written (:meth:`AtomicOutput.write_back`)."""
        self.due = EVERY_BYTES

    def write(self, data: bytes | memoryview) -> None:
        if not data:
            return
        if self.before is not None:
            self.before()
        if self.first:
            self.first = False
            self.out.write(self.frame.head.encode("utf-8"))
            data = data[len(self.frame.sep.encode("utf-8")) :]
        self.out.write(data)
        self.due -= len(data)
        if self.due <= 0 and self.every is not None:
            self.due = EVERY_BYTES
            self.every()

    def write_result(self, res: FileResult) -> None:
        if res.spool is not None:
            try:
                self._copy(res.spool)
            finally:
                _unlink(res.spool)
        self.write(res.data)

    def _copy(self, path: str) -> None:
        """A spool file's rows written out through one buffer, used again for every file (a
        block read afresh each time is a new mapping, its pages faulted in anew)."""
        if self.buffer is None:
            self.buffer = bytearray(SPOOL_BYTES)
        view = memoryview(self.buffer)
        with open(path, "rb", buffering=0) as f:
            while n := f.readinto(self.buffer):
                self.write(view[:n])

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
        self.written = 0
        """How far :meth:`write_back` has asked the system to write."""

    def write_back(self) -> None:
        """Have the system start writing what is written so far to the disk, without waiting
        for it (``POSIX_FADV_DONTNEED`` on the part written since the last call: its pages are
        queued for writing), so that :meth:`commit`'s ``fsync`` finds little left to do
        instead of waiting for the whole file at the end.  Nothing where it is not offered."""
        if not hasattr(os, "posix_fadvise"):
            return
        self.file.flush()  # (a failure to write is the run's, as from any write)
        try:
            end = self.file.tell()
            os.posix_fadvise(
                self.file.fileno(), self.written, end - self.written, os.POSIX_FADV_DONTNEED
            )
        except OSError:
            return
        self.written = end

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
