"""``read_bytes`` reads a file whole whatever its size against its read steps (a small file at
its size, then small probes; 1 MiB pieces past that), and refuses one over its limit."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from shengji_cli.batch.sources import UnreadableFile, read_bytes

SIZES = (
    0,
    1,
    2,
    (1 << 15) - 1,
    1 << 15,
    (1 << 15) + 1,
    (1 << 20) - 1,
    1 << 20,
    (1 << 20) + 1,
    3 << 20,
)


@pytest.mark.parametrize("size", SIZES)
def test_a_file_is_read_whole(tmp_path: Path, size: int) -> None:
    data = os.urandom(size)
    p = tmp_path / "f.sj"
    p.write_bytes(data)
    assert read_bytes(p) == data
    assert read_bytes(p, True, str(tmp_path.resolve())) == data
    assert read_bytes(p, limit=size) == data
    if size:
        with pytest.raises(UnreadableFile):
            read_bytes(p, limit=size - 1)


@pytest.mark.skipif(not hasattr(os, "fork") or not os.path.isdir("/dev/fd"), reason="POSIX pipes")
def test_a_pipe_is_read_whole(tmp_path: Path) -> None:
    data = os.urandom((1 << 20) + 5)
    r, w = os.pipe()
    if os.fork() == 0:  # the writer
        os.close(r)
        with os.fdopen(w, "wb") as f:
            f.write(data)
        os._exit(0)
    os.close(w)
    try:
        assert read_bytes(f"/dev/fd/{r}") == data
    finally:
        os.close(r)
        os.wait()
