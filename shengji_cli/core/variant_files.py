"""Reading a variant file defensively, whoever names it: regular files only, opened without
blocking or following a link, at most :data:`~.variant_schema.MAX_FILE_BYTES`, confined under a
``root`` folder when one is given."""

from __future__ import annotations

import os
import stat
from pathlib import Path

from .messages import Msg
from .variant_schema import MAX_FILE_BYTES, NAMED, VariantError, _bad, _hint, shown


def _under(path: str, root: str) -> bool:
    return path == root or path.startswith(root.rstrip(os.sep) + os.sep)


def real_path(
    spec: str | Path, base: str | Path | None = None, root: str | Path | None = None
) -> str:
    """The real path of variant file ``spec`` (relative to ``base``), checked to lie under
    ``root`` if given; raises :class:`VariantError` (the same one for a file missing or outside
    ``root``)."""
    path = Path(base or "") / spec
    try:
        real = os.path.realpath(path)
        if root is not None:
            if not _under(real, os.path.realpath(root)) or not stat.S_ISREG(os.stat(real).st_mode):
                raise OSError
        elif not os.path.exists(real):
            raise FileNotFoundError
    except (OSError, ValueError):
        hint = _hint(str(spec), NAMED)
        if root is not None:
            raise VariantError(
                Msg.of("variants.not-allowed", spec=shown(str(spec)), hint=hint)
            ) from None
        raise VariantError(
            Msg.of("variants.unknown", spec=shown(str(spec)), presets=", ".join(NAMED), hint=hint)
        ) from None
    return real


def _read_file(real: str, where: str, root: str | Path | None = None) -> str:
    """At most :data:`MAX_FILE_BYTES` of a regular file, opened without blocking or following a
    link (and, where ``/proc`` tells, checked again to lie under ``root`` once open)."""
    flags = (
        os.O_RDONLY
        | os.O_NONBLOCK
        | getattr(os, "O_NOFOLLOW", 0)
        | getattr(os, "O_NOCTTY", 0)
        | getattr(os, "O_CLOEXEC", 0)
    )
    try:  # a device or a FIFO is not even opened; the check after opening closes the race
        regular = stat.S_ISREG(os.stat(real).st_mode)
        fd = os.open(real, flags) if regular else -1
    except OSError:
        raise _bad("unreadable", where, reason=Msg.of("variants.cannot-open")) from None
    if fd < 0:
        raise _bad("unreadable", where, reason=Msg.of("variants.not-regular"))
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise _bad("unreadable", where, reason=Msg.of("variants.not-regular"))
        if root is not None and _moved_out(fd, root):
            raise VariantError(
                Msg.of("variants.not-allowed", spec=shown(where), hint="")
            )  # a folder swapped
        data = _read_at_most(fd, MAX_FILE_BYTES + 1)
    except OSError:
        raise _bad("unreadable", where, reason=Msg.of("variants.cannot-open")) from None
    finally:
        os.close(fd)
    if len(data) > MAX_FILE_BYTES:
        raise _bad("unreadable", where, reason=Msg.of("variants.too-large", limit=MAX_FILE_BYTES))
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise _bad("unreadable", where, reason=Msg.of("variants.not-utf8")) from None


def _moved_out(fd: int, root: str | Path) -> bool:
    """Whether the open file ``fd`` lies outside ``root`` after all (where ``/proc`` tells)."""
    if not os.path.isdir("/proc/self/fd"):
        return False
    return not _under(os.path.realpath(f"/proc/self/fd/{fd}"), os.path.realpath(root))


def _read_at_most(fd: int, limit: int) -> bytes:
    """The first ``limit`` bytes of ``fd`` (all of them, if fewer)."""
    chunks: list[bytes] = []
    size = 0
    while size < limit:
        chunk = os.read(fd, limit - size)
        if not chunk:
            break
        chunks.append(chunk)
        size += len(chunk)
    return b"".join(chunks)
