"""Where the records come from: the inputs named (files, folders searched for ``*.sj``, stdin),
their bytes and text, and the records of a text, a block at a time.

Nothing here raises for bad input but :class:`UnreadableFile` (a
:class:`~shengji_cli.notation.ParseError`) and the parse errors of the blocks, which carry
message ids, never sentences.
"""

from __future__ import annotations

import codecs
import errno
import io
import os
import re
import stat
import sys
from collections.abc import Iterable, Iterator
from typing import IO, Any, NamedTuple

from ..core.errors import ErrorKind
from ..core.messages import Msg
from ..core.record import HandRecord
from ..core.reports import InputError
from ..importers import Companions, RecordGroup, format_of, iter_lines, line_format, read, read_line
from ..notation import ParseError, decode, parse_blocks
from ..notation.grammar import COLON, SEPARATOR_RE, WIDE_FORMS, WS

MAX_FILE_BYTES = 1_000_000_000
"""A file larger than this is refused as unreadable, unless the caller sets another limit
(``shengji check --max-file-size``)."""
MAX_HAND_BYTES = 1_000_000
"""A single ``---`` block larger than this is refused (a hand is a few kilobytes)."""
SEGMENT_BYTES = 262_144
"""Large texts are parsed and checked this much at a time, so memory stays flat."""

MATCH_KEYS = ("levels", "teams", "bid", "turned", "ruling", "after", "time", "redeal", "draw")
"""The match lines: a file holding one of them is a match (docs/record-format.md, Matches)."""
_MATCH_LINE = re.compile(rf"^{WS}(?ai:{'|'.join(MATCH_KEYS)}){COLON}", re.MULTILINE)
_SEPARATOR_LINE = re.compile(r"^[^\S\n]*-{3,}[^\S\n]*(?:#[^\n]*)?$", re.MULTILINE)


class UnreadableFile(ParseError):
    """A file that cannot be read as a record at all (missing, a directory, binary, too large,
    not UTF-8, a link leading out of the folder searched).  Its place is the file alone, or
    the line and column of a bad byte (``line`` 0: no place)."""

    kind = ErrorKind.FILE

    def __init__(self, source: str, message: Msg, line: int = 0, column: int = 0) -> None:
        super().__init__(source, line, column, message, "", None)

    def __reduce__(self) -> tuple[type[UnreadableFile], tuple[str, Msg, int, int]]:  # type: ignore[override]
        return (type(self), (self.source, self.message, self.line, self.column))

    def input_error(self) -> InputError:
        if self.line:
            return InputError(self.source, self.message, self.line, self.column)
        return InputError(self.source, self.message)


_OS_REASONS = {
    getattr(errno, name): key
    for name, key in (
        ("ENOENT", "no-such-file"),
        ("EACCES", "permission"),
        ("EPERM", "not-permitted"),
        ("EISDIR", "is-directory"),
        ("ENOTDIR", "not-directory"),
        ("ELOOP", "link-loop"),
        ("ENAMETOOLONG", "name-too-long"),
        ("EIO", "io"),
        ("ENOSPC", "no-space"),
        ("EROFS", "read-only"),
        ("EMFILE", "too-many-open"),
        ("ENFILE", "too-many-open"),
        ("EEXIST", "exists"),
        ("EFBIG", "too-big"),
        ("EDQUOT", "quota"),
        ("EINVAL", "invalid"),
        ("EBUSY", "busy"),
        ("ETXTBSY", "busy"),
        ("ENXIO", "no-device"),
        ("EAGAIN", "again"),
    )
    if hasattr(errno, name)
}
"""The system errors a user may meet reading or writing files, by errno."""


def os_reason(exc: OSError) -> Msg:
    """Why the system refused: its own words (``strerror``) in English, the catalog's in Chinese."""
    reason = exc.strerror or str(exc)
    code = exc.errno or 0
    return Msg.of(
        f"batch.os.{_OS_REASONS.get(code, 'other')}",
        reason=reason,
        code=errno.errorcode.get(code, type(exc).__name__),
    )


# ---------------------------------------------------------------- the inputs


class Source(NamedTuple):
    """One input: a path, ``-`` (stdin), or a folder that could not be searched (``error``)."""

    path: str
    found: bool = False
    """Found by searching a folder: must be a regular file (a FIFO would block)."""
    data: bytes | None = None
    """Stdin's bytes, read by the parent."""
    error: Msg | None = None
    root: str | None = None
    """The real path of the folder searched, when links leading out of it are not to be read
    (checked again when the file is read, in case it changed since)."""
    lines: tuple[tuple[int, str | ParseError], ...] | None = None
    """A part of a big file of a line format (:func:`~shengji_cli.importers.line_format`), read
    by the parent: its numbered lines, the file itself not to be read again."""
    first_hand: int = 1
    """The number of the part's first hand in its file."""
    part: int = 0
    """The part's place in its file: 0 for a whole file or its first part."""
    text: str | None = None
    """A part of a big ``.sj`` file of independent hands, read by the parent: its text, cut at
    ``---`` lines, the file itself not to be read again."""
    first_line: int = 1
    """The number of the part's first line in its file."""
    size: int | None = None
    """The file's size when the parent has looked (:func:`iter_parts`): its time limit is reckoned
    from it without another ``stat``."""


def iter_sources(
    paths: Iterable[str], follow_links: bool = False, suffixes: tuple[str, ...] = (".sj",)
) -> Iterator[Source]:
    """The inputs named: files as given, folders searched recursively for ``*.sj`` (or the
    names ending with one of ``suffixes``: another format's files) in sorted path order,
    ``-`` for stdin.

    In a search, a symbolic link (to a file or a folder) whose target lies outside the folder
    named is yielded with an error and never opened, unless ``follow_links``; links inside it
    are followed.  Never round a loop.  A ``*.sj`` that is not a regular file (a folder named
    ``x.sj``, a FIFO, a broken link) is yielded too, and reported when read; a folder named
    ``x.sj`` is searched as well.  A folder named that holds no ``*.sj`` at all is reported
    (a typo, an empty export).
    """
    for p in paths:
        if p != "-" and os.path.isdir(p):
            empty = True
            for src in _walk(p, follow_links, suffixes):
                empty = False
                yield src
            if empty:
                yield Source(p, error=Msg.of("batch.no-records-in-folder"))
        else:
            yield Source(p)


def inside(path: str, root: str) -> bool:
    """Whether ``path``'s real path (every link resolved) is ``root`` or below it."""
    return _under(os.path.realpath(path), root)


def _under(real: str, root: str) -> bool:
    return real == root or real.startswith(root.rstrip(os.sep) + os.sep)


def _walk(top: str, follow_links: bool, suffixes: tuple[str, ...]) -> Iterator[Source]:
    try:
        st = os.stat(top)
    except OSError as exc:
        yield Source(top, error=Msg.of("batch.cannot-search", reason=os_reason(exc)))
        return
    root = None if follow_links else os.path.realpath(top)
    stack: list[tuple[Iterator[tuple[str, str, bool, bool]], frozenset[tuple[int, int]]]] = []
    listing = _listing(top, suffixes)
    if isinstance(listing, Msg):
        yield Source(top, error=listing)
        return
    stack.append((iter(listing), frozenset({(st.st_dev, st.st_ino)})))
    while stack:
        entries, seen = stack[-1]
        entry = next(entries, None)
        if entry is None:
            stack.pop()
            continue
        _, path, is_dir, is_link = entry
        if is_link and root is not None and not inside(path, root):
            yield Source(path, error=Msg.of("batch.link-outside"))  # never opened
            continue
        if not is_dir:
            yield Source(path, found=True, root=root)
            continue
        if path.endswith(suffixes):
            yield Source(
                path, found=True, root=root
            )  # reported as "a directory, not a record file"
        try:
            st = os.stat(path)
        except OSError:
            continue
        ident = (st.st_dev, st.st_ino)
        if ident in seen:
            continue  # a link back up the tree
        listing = _listing(path, suffixes)
        if isinstance(listing, Msg):
            yield Source(path, error=listing)
            continue
        stack.append((iter(listing), seen | {ident}))


def _listing(folder: str, suffixes: tuple[str, ...]) -> list[tuple[str, str, bool, bool]] | Msg:
    """A folder's ``*.sj`` files and subfolders (is it a folder, is it a link), sorted as
    their full paths sort (a folder as ``name/``), or why it cannot be listed.

    Of a link, only whether its target is a folder is asked here (a ``stat``, which opens
    nothing and does not block); a link leading outside is reported the same either way."""
    out: list[tuple[str, str, bool, bool]] = []
    try:
        with os.scandir(folder) as it:
            for e in it:
                try:
                    is_link = e.is_symlink()
                    is_dir = e.is_dir()
                except OSError:
                    is_link, is_dir = False, False
                if is_dir:
                    out.append((e.name + "/", e.path, True, is_link))
                elif e.name.endswith(suffixes):
                    out.append((e.name, e.path, False, is_link))
    except OSError as exc:
        return Msg.of("batch.cannot-search", reason=os_reason(exc))
    out.sort()
    return out


def read_stdin(src: Source) -> Source:
    """``src`` with stdin's bytes when it is ``-`` (read here, in the parent)."""
    if src.path != "-" or src.data is not None:
        return src
    stream = sys.stdin
    try:
        data = stream.buffer.read(MAX_FILE_BYTES + 1)
    except AttributeError:
        data = stream.read(MAX_FILE_BYTES + 1).encode("utf-8")
    if len(data) > MAX_FILE_BYTES:
        return Source("-", error=Msg.of("batch.stream-too-large", limit=MAX_FILE_BYTES))
    return Source("-", data=data)


# ---------------------------------------------------------------- bytes and text


_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_O_PATH = getattr(os, "O_PATH", 0)
_FD_PATHS = "/proc/self/fd/" if _NOFOLLOW and _O_PATH and os.path.isdir("/proc/self/fd") else None
"""Where the real path of an open file is read (Linux), else ``None``."""


def _open_inside(source: str, flags: int, root: str) -> int | None:
    """``source`` opened when it is a regular file, no link, lying under ``root``; ``None`` for
    anything else (a link, a pipe or device, an error, no ``/proc``), which :func:`_open` judges
    the long way.  It is looked at through an ``O_PATH`` descriptor, which opens nothing for
    reading (no device or pipe is touched): its kind by ``fstat``, its real path by one
    ``readlink`` (not a ``realpath``'s ``lstat`` per component); then opened through that
    descriptor, so what is read is what was looked at."""
    if _FD_PATHS is None:
        return None
    try:
        handle = os.open(source, _O_PATH | _NOFOLLOW | os.O_CLOEXEC)
    except OSError:
        return None
    try:
        seen = f"{_FD_PATHS}{handle}"
        if not stat.S_ISREG(os.fstat(handle).st_mode) or not _under(os.readlink(seen), root):
            return None
        return os.open(seen, flags)
    except OSError:
        return None
    finally:
        os.close(handle)


def _open(source: str, regular_only: bool, root: str | None) -> tuple[int, os.stat_result]:
    """A file opened for reading, and its status; raises :class:`UnreadableFile` (see
    :func:`read_bytes`)."""
    flags = (
        os.O_RDONLY
        | getattr(os, "O_CLOEXEC", 0)
        | (getattr(os, "O_NONBLOCK", 0) if regular_only else 0)
    )
    fd = None if root is None else _open_inside(source, flags, root)
    if fd is None:
        if root is not None and not inside(source, root):
            raise UnreadableFile(source, Msg.of("batch.link-outside"))
        try:
            fd = os.open(source, flags)
        except OSError as exc:
            raise UnreadableFile(
                source, Msg.of("batch.cannot-read", reason=os_reason(exc))
            ) from None
    try:
        st = os.fstat(fd)
        if stat.S_ISDIR(st.st_mode):
            raise UnreadableFile(source, Msg.of("batch.is-directory"))
        if regular_only and not stat.S_ISREG(st.st_mode):
            raise UnreadableFile(source, Msg.of("batch.not-regular"))
        if regular_only:
            os.set_blocking(fd, True)
    except OSError as exc:
        os.close(fd)
        raise UnreadableFile(source, Msg.of("batch.cannot-read", reason=os_reason(exc))) from None
    except BaseException:
        os.close(fd)
        raise
    return fd, st


_READ_BYTES = 1 << 20
"""The most :func:`read_bytes` asks of one read."""
_PROBE_BYTES = 1 << 15
"""What it asks after reading a small file's size (well below where an allocation is mapped)."""


def read_bytes(
    path: str | os.PathLike[str],
    regular_only: bool = False,
    root: str | None = None,
    limit: int = MAX_FILE_BYTES,
) -> bytes:
    """A file's bytes, at most ``limit`` (:data:`MAX_FILE_BYTES`); raises :class:`UnreadableFile`.

    ``regular_only`` refuses anything but a regular file (a FIFO or a device found while
    searching a folder would block or never end); a path named on purpose may be a pipe.
    ``root``: the file must really lie under that folder (a link found in a search may
    have been changed to lead elsewhere since).
    """
    source = os.fspath(path)
    fd, st = _open(source, regular_only, root)
    try:
        if stat.S_ISREG(st.st_mode) and st.st_size > limit:
            raise UnreadableFile(
                source, Msg.of("batch.file-too-large", size=st.st_size, limit=limit)
            )
        chunks: list[bytes] = []
        size = 0
        # A read of n bytes first allocates n: a small file is read at its size (and one byte
        # more, to see it end), then in pieces small enough not to be mapped afresh.
        step = (
            st.st_size + 1
            if stat.S_ISREG(st.st_mode) and 0 < st.st_size < _READ_BYTES
            else _READ_BYTES
        )
        while size <= limit:
            chunk = os.read(fd, min(step, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
            step = _READ_BYTES if step >= _READ_BYTES else _PROBE_BYTES
        if size > limit:
            raise UnreadableFile(source, Msg.of("batch.stream-too-large", limit=limit))
        return b"".join(chunks)
    except OSError as exc:
        raise UnreadableFile(source, Msg.of("batch.cannot-read", reason=os_reason(exc))) from None
    finally:
        os.close(fd)


def open_stream(
    path: str | os.PathLike[str], regular_only: bool = False, root: str | None = None
) -> IO[bytes]:
    """A file opened as a binary stream, for an importer to read a piece at a time (no size
    limit: a season archive is read line by line); raises :class:`UnreadableFile` as
    :func:`read_bytes` does (missing, a directory, not a regular file, a link leading out)."""
    source = os.fspath(path)
    fd, _ = _open(source, regular_only, root)
    return _Stream(fd, source)


class _Stream(io.FileIO):
    """A file's stream whose read errors say which file (an :class:`UnreadableFile`)."""

    def __init__(self, fd: int, source: str) -> None:
        super().__init__(fd, "rb", closefd=True)
        self.source = source

    def readinto(self, b: Any) -> int:
        try:
            return super().readinto(b) or 0
        except OSError as exc:
            raise UnreadableFile(
                self.source, Msg.of("batch.cannot-read", reason=os_reason(exc))
            ) from None


def record_text(data: bytes, source: str) -> str:
    """Record text from a file's bytes; raises :class:`UnreadableFile` for binary data or bad
    UTF-8, located, echoing nothing of the file but the bad byte's value."""
    nul = data.find(b"\x00")
    if nul >= 0:
        raise UnreadableFile(source, Msg.of("batch.binary", line=data.count(b"\n", 0, nul) + 1))
    try:
        return decode(data, source)
    except ParseError as exc:
        raise UnreadableFile(
            source, Msg.of("batch.invalid-utf8", byte=exc.message["byte"]), exc.line, exc.column
        ) from None


def read_text(path: str | os.PathLike[str], regular_only: bool = False) -> str:
    """A record file's text; raises :class:`UnreadableFile` (a :class:`ParseError`) if it
    cannot be read as UTF-8 text of at most :data:`MAX_FILE_BYTES`."""
    return record_text(read_bytes(path, regular_only), os.fspath(path))


# ---------------------------------------------------------------- records


def text_has_match_lines(text: str) -> bool:
    """Whether a record text holds a match line (outside comments), without parsing it: what
    :func:`has_match_lines` says of some hand of it, when its blocks can be read.

    >>> text_has_match_lines("level: 2\\n# bid: N H2\\n")
    False
    >>> text_has_match_lines("---\\n  Bid ： N H2\\n")
    True

    A byte order mark before the first line is not part of it (the reader skips it too).
    """
    return _MATCH_LINE.search(text[1:] if text.startswith("\ufeff") else text) is not None


def iter_records(
    text: str, source: str = "<string>", *, line: int = 1
) -> Iterator[HandRecord | ParseError]:
    """Each ``---`` block of ``text``: its record, or the error that stops it.

    A bad block does not lose the others.  A long text is parsed :data:`SEGMENT_BYTES` at a
    time (cut at ``---`` lines, each piece told the number of its first line) so that only one
    segment's records live at once, and a block over :data:`MAX_HAND_BYTES` is refused without
    being parsed.  ``line``: the number of the text's first line in its file.
    """
    if len(text) <= SEGMENT_BYTES:
        yield from parse_blocks(text, source, line=line)
        return
    seg_start, seg_line = (
        0,
        line,
    )  # the pending segment: text[seg_start:block_start], from line seg_line
    block_start, at = 0, line  # the current block, and the line it starts on
    for m in _SEPARATOR_LINE.finditer(text):
        end = m.start()
        if end - block_start > MAX_HAND_BYTES and text[block_start:end].strip():
            if block_start > seg_start:
                yield from parse_blocks(text[seg_start:block_start], source, line=seg_line)
            yield _too_big(source, at, end - block_start)
            at += text.count("\n", block_start, m.end() + 1)
            seg_start, seg_line = m.end() + 1, at
        else:
            at += text.count("\n", block_start, m.end() + 1)
            if m.end() + 1 - seg_start >= SEGMENT_BYTES:
                yield from parse_blocks(text[seg_start : m.end() + 1], source, line=seg_line)
                seg_start, seg_line = m.end() + 1, at
        block_start = m.end() + 1
    if len(text) - block_start > MAX_HAND_BYTES and text[block_start:].strip():
        if block_start > seg_start:
            yield from parse_blocks(text[seg_start:block_start], source, line=seg_line)
        yield _too_big(source, at, len(text) - block_start)
    elif seg_start < len(text):
        yield from parse_blocks(text[seg_start:], source, line=seg_line)


def _too_big(source: str, line: int, size: int) -> ParseError:
    return ParseError(
        source, line, 1, Msg.of("batch.hand-too-large", size=size, limit=MAX_HAND_BYTES)
    )


def parse_text(text: str, source: str = "<string>") -> list[HandRecord | ParseError]:
    """Parse each ``---`` block on its own, so one bad block does not lose the others."""
    return list(iter_records(text, source))


def read_units(
    src: Source, input_format: str | None = None, companions: Companions = ()
) -> Iterator[RecordGroup]:
    """The units of one input, in whatever format it is (``input_format``: ``--from``, else by
    its suffix): a ``.sj`` text is one unit of its blocks (a match or not as its lines say), a
    foreign file its importer's units, read as a stream.  Raises :class:`UnreadableFile` for a
    file that cannot be read at all."""
    source = "<stdin>" if src.path == "-" else src.path
    if src.error is not None:
        raise UnreadableFile(source, src.error)
    fmt = format_of(src.path, input_format) if src.path != "-" or input_format else None
    if fmt is None:
        data = src.data if src.data is not None else read_bytes(src.path, src.found, src.root)
        yield RecordGroup(tuple(iter_records(record_text(data, source), source)))
        return
    if src.lines is not None:
        yield from _line_units(fmt, src.lines, source)
        return
    stream = (
        io.BytesIO(src.data) if src.data is not None else open_stream(src.path, src.found, src.root)
    )
    with stream:
        yield from read(fmt, stream, source, companions)


def _line_units(
    fmt: str, lines: Iterable[tuple[int, str | ParseError]], source: str
) -> Iterator[RecordGroup]:
    """The units of a part of a line format's file: its numbered lines."""
    module = line_format(fmt)
    assert module is not None, "only a line format is split into parts"
    for number, line in lines:
        unit = read_line(module, number, line, source)
        if unit is not None:
            yield unit


PART_HANDS = 200
"""Hands per part when a big file of a line format is split between workers."""
SPLIT_BYTES = 262_144
"""A file of a line format larger than this is worth splitting between workers."""


def may_split(src: Source, input_format: str | None = None, match: bool | None = True) -> bool:
    """Whether :func:`iter_parts` may cut ``src`` into parts: a file larger than
    :data:`SPLIT_BYTES` of a line format, or a ``.sj`` file when ``match`` is not ``True``
    (whether it holds match lines is seen when it is read)."""
    size = _split_size(src, input_format, match)
    return size is not None and size > SPLIT_BYTES


def _a_file_to_read(src: Source) -> bool:
    """``src`` is a file still to be read: not stdin, not refused, not already in memory."""
    in_memory = src.data is not None or src.lines is not None or src.text is not None
    return src.path != "-" and src.error is None and not in_memory


def _split_size(src: Source, input_format: str | None, match: bool | None) -> int | None:
    """The size of a file :func:`iter_parts` may cut when it is big enough, else ``None``."""
    if not _a_file_to_read(src):
        return None
    fmt = format_of(src.path, input_format)
    if fmt is None and match is True or fmt is not None and line_format(fmt) is None:
        return None
    try:
        return os.stat(src.path).st_size
    except (OSError, ValueError):
        return None


def iter_parts(
    src: Source,
    input_format: str | None = None,
    hands: int | None = None,
    *,
    match: bool | None = True,
    limit: int = MAX_FILE_BYTES,
) -> Iterator[Source]:
    """``src`` as parts of about ``hands`` (default :data:`PART_HANDS`) hands each, when it is a
    file of a line format
    (:func:`~shengji_cli.importers.line_format`) holding more than that: read here, line by
    line, and cut between lines, each part knowing the number of its first hand.  Any other
    source, one that cannot be opened, or a file of one part is given back whole (read again by
    whoever checks it, which reports what is wrong with it).

    A ``.sj`` file is cut too (at ``---`` lines: :func:`sj_parts`) when its hands are
    independent: ``match`` is ``False`` (``--independent``), or ``None`` and the file holds no
    match line.  ``limit``: the size over which a file is not read here (whoever checks it
    refuses it)."""
    size = _split_size(src, input_format, match)
    if size is None or size <= SPLIT_BYTES:
        yield src if size is None else src._replace(size=size)
        return
    fmt = format_of(src.path, input_format)
    if fmt is None:
        yield from sj_parts(src, hands or PART_HANDS, match, limit)
        return
    module = line_format(fmt)
    assert module is not None
    hands = hands or PART_HANDS
    try:
        stream = open_stream(src.path, src.found, src.root)
    except ParseError:
        yield src
        return
    with stream:
        lines: list[tuple[int, str | ParseError]] = []
        count, first, part = 0, 1, 0
        try:
            for number, line in iter_lines(stream, src.path):
                n = module.line_hands(line)
                if not n:
                    continue
                lines.append((number, line))
                count += n
                if count >= hands:
                    yield src._replace(lines=tuple(lines), first_hand=first, part=part)
                    lines, first, count, part = [], first + count, 0, part + 1
        except ParseError as exc:  # the file could not be read on: its last part says so
            if part == 0:
                yield src
                return
            lines.append((0, exc))
    if part == 0:
        yield src  # one part: the whole file, as it is
    elif lines:
        yield src._replace(lines=tuple(lines), first_hand=first, part=part)


# ---------------------------------------------------------------- a big .sj file in parts

READ_BYTES = 1 << 20
"""A big ``.sj`` file is read this much at a time when it is cut into parts."""


def sj_parts(
    src: Source, hands: int | None = None, match: bool | None = None, limit: int = MAX_FILE_BYTES
) -> Iterator[Source]:
    """A ``.sj`` file as parts of about ``hands`` (default :data:`PART_HANDS`) hands each, cut at
    ``---`` lines, each part
    knowing the number of its first hand (counted as :func:`iter_records` counts them) and of
    its first line; read as a stream twice (flat memory): once to see that it can be read whole
    (not over ``limit``, UTF-8 text, no match line unless ``match`` is ``False``), then to cut
    it.  A file that cannot be, or of one part, is given back whole (its reader reports it)."""
    try:
        with open_stream(src.path, src.found, src.root) as stream:
            if os.fstat(stream.fileno()).st_size > limit or not _independent(
                _pieces(stream, limit), match
            ):
                yield src
                return
        with open_stream(src.path, src.found, src.root) as stream:
            yield from _cut(src, _pieces(stream, limit), hands or PART_HANDS)
    except (ParseError, UnicodeDecodeError, ValueError):
        yield src


def _independent(pieces: Iterator[str], match: bool | None) -> bool:
    """Whether every piece reads (they raise if not), and none holds a match line unless ``match``
    is ``False``."""
    found = False
    for piece in pieces:
        found = found or match is None and text_has_match_lines(piece)
    return not found


def _pieces(stream: IO[bytes], limit: int) -> Iterator[str]:
    """A file's text, a run of whole lines at a time (a byte-order mark dropped); raises
    ``UnicodeDecodeError`` for bad UTF-8, ``ValueError`` for a NUL byte or over ``limit`` bytes."""
    carry, size, first = b"", 0, True
    while True:
        chunk = stream.read(READ_BYTES)
        size += len(chunk)
        if size > limit:
            raise ValueError("over the limit")
        data = carry + chunk
        cut = data.rfind(b"\n") + 1 if chunk else len(data)
        if cut == 0 and chunk:
            if len(data) > MAX_HAND_BYTES:
                raise ValueError(
                    "a line over the limit of a hand"
                )  # read whole, and refused as one
            carry = data
            continue
        piece, carry = data[:cut], data[cut:]
        if first and piece.startswith(codecs.BOM_UTF8):
            piece = piece[len(codecs.BOM_UTF8) :]
        first = False
        if b"\x00" in piece:
            raise ValueError("a NUL byte")
        if piece:
            yield piece.decode("utf-8")
        if not chunk:
            return


def _cut(src: Source, pieces: Iterator[str], hands: int) -> Iterator[Source]:
    """The parts: whole blocks (each up to its ``---`` line) gathered until they hold ``hands``
    hands."""
    blocks: list[str] = []
    count, first, line, part, at = (
        0,
        1,
        1,
        0,
        1,
    )  # hands pending; the part's first hand and line; the next line
    for block, n in _blocks(pieces):
        blocks.append(block)
        count += n
        at += block.count("\n")
        if count >= hands:
            yield src._replace(text="".join(blocks), first_hand=first, first_line=line, part=part)
            blocks, first, count, line, part = [], first + count, 0, at, part + 1
    if part == 0:
        yield src  # one part: the whole file, as it is
    elif count:
        yield src._replace(text="".join(blocks), first_hand=first, first_line=line, part=part)


def _blocks(pieces: Iterator[str]) -> Iterator[tuple[str, int]]:
    """Each block of a text with its ``---`` line (the last without), and the number of items
    :func:`iter_records` reads from it."""
    rest = ""
    for piece in pieces:
        text, start = rest + piece, 0
        for m in _SEPARATOR_LINE.finditer(text):
            end = min(m.end() + 1, len(text))
            yield text[start:end], _items(text[start : m.start()])
            start = end
        rest = text[start:]
    if rest:
        yield rest, _items(rest)


def _items(block: str) -> int:
    """How many records and errors :func:`iter_records` reads from a block that holds no ``---``
    line of its own (:data:`_SEPARATOR_LINE`): one, none (blank lines and comments only), or
    one a piece when a ``－－－`` line (typed in full-width forms) cuts it further."""
    if not block.strip():
        return 0
    if len(block) > MAX_HAND_BYTES or "#" not in block and "\uff0d" not in block:
        return 1
    count, content = 0, False  # the parser's way (notation.reader.parse_blocks)
    for raw in block.split("\n"):
        hash_at = raw.find("#")
        text = (raw if hash_at < 0 else raw[:hash_at]).strip()
        if _is_separator(text):
            count, content = count + content, False
        elif text:
            content = True
    return count + content


def _is_separator(text: str) -> bool:
    """A line's text (its comment cut off) is a ``---`` line, full-width forms included."""
    return text[:1] in ("-", "\uff0d") and (
        SEPARATOR_RE.fullmatch(text.translate(WIDE_FORMS) if "\uff0d" in text else text) is not None
    )
