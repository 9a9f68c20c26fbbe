"""Batch checking: many files and folders, worker processes, streaming in input order,
hostile input, atomic --output under signals, the library API for scripts."""

from __future__ import annotations

import io
import json
import multiprocessing
import os
import pickle
import re
import shutil
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from clirun import run

import shengji_cli
from shengji_cli.batch import pool, work
from shengji_cli.batch.pool import run_batch
from shengji_cli.batch.sources import (
    MAX_HAND_BYTES,
    SEGMENT_BYTES,
    Source,
    iter_records,
    iter_sources,
)
from shengji_cli.batch.work import Options
from shengji_cli.cli import progress
from shengji_cli.notation import ParseError, parse_blocks
from shengji_cli.report.errors import parse_error_text
from shengji_cli.report.json import error_text

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples"
CLEAN = EXAMPLES / "national_clean.sj"
FOLLOW = EXAMPLES / "illegal_follow.sj"
POSIX = pytest.mark.skipif(os.name != "posix", reason="signals, FIFOs and fork are POSIX")


def shengji(*args: str, **kw: object) -> subprocess.CompletedProcess[str]:
    """The real command in a process of its own (so a traceback would show on stderr)."""
    return subprocess.run(
        [sys.executable, "-m", "shengji_cli", *args],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        **kw,
    )  # type: ignore[call-overload]


def popen(*args: str, **kw: object) -> subprocess.Popen[bytes]:
    return subprocess.Popen(
        [sys.executable, "-m", "shengji_cli", *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        **kw,
    )  # type: ignore[call-overload]


def rows(out: str) -> list[dict[str, object]]:
    return [json.loads(line) for line in out.splitlines()]


def copies(folder: Path, n: int, *, source: Path = CLEAN, prefix: str = "h") -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    text = source.read_bytes()
    out = []
    for i in range(n):
        p = folder / f"{prefix}{i:04d}.sj"
        p.write_bytes(text)
        out.append(p)
    return out


def hostile(folder: Path) -> dict[str, Path]:
    """One of each kind of bad input, by name."""
    folder.mkdir(parents=True, exist_ok=True)
    files = {
        "binary": folder / "binary.sj",
        "garbage": folder / "garbage.sj",
        "utf8": folder / "latin1.sj",
        "tricks": folder / "tricks500.sj",
        "cards": folder / "bigplay.sj",
        "dir": folder / "folder.sj",
        "missing": folder / "missing.sj",
    }
    files["binary"].write_bytes(bytes(range(256)) * 40)
    with open(files["garbage"], "wb") as f:  # 50 MB of random bytes
        for _ in range(50):
            f.write(os.urandom(1_000_000))
    files["utf8"].write_bytes(
        "level: 5\ntrump: H\n# Dvořák\n".encode("latin-1", "replace").replace(b"?", b"\xf8")
    )
    lines = ["seats: N W S E", "level: 5", "trump: H"] + [
        f"{i}. N S3 | W S4 | S S5 | E S6" for i in range(1, 501)
    ]
    files["tricks"].write_text("\n".join(lines) + "\n", encoding="utf-8")
    files["cards"].write_text(
        "level: 5\ntrump: H\n1. N " + "S3 " * 5000 + "| W S4 | S S5 | E S6\n", encoding="utf-8"
    )
    files["dir"].mkdir()
    return files


# ---------------------------------------------------------------- a batch goes on


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_corrupt_file_in_the_middle_is_reported_and_the_batch_goes_on(
    tmp_path: Path, jobs: str
) -> None:
    good = copies(tmp_path / "a", 5, prefix="a")
    bad = tmp_path / "b" / "corrupt.sj"
    bad.parent.mkdir()
    bad.write_bytes(b"level: 5\ntrump: H\n\x00\x01\x02\xff garbage")
    more = copies(tmp_path / "c", 5, source=FOLLOW, prefix="c")
    proc = shengji("check", str(tmp_path), "--format", "jsonl", "--jobs", jobs)
    assert "Traceback" not in proc.stderr
    assert proc.returncode == 2  # the worst seen: unreadable beats a violation
    got = rows(proc.stdout)
    assert [r["file"] for r in got] == [str(p) for p in good] + [str(bad)] + [str(p) for p in more]
    assert [r["ok"] for r in got] == [True] * 5 + [False] * 6
    assert "error" in got[5] and "binary" in str(got[5]["error"])
    assert all("error" not in r for i, r in enumerate(got) if i != 5)
    assert f"{bad}: binary" in proc.stderr
    # without the corrupt file the worst is the violations
    bad.unlink()
    assert shengji("check", str(tmp_path), "--format", "csv", "--jobs", jobs).returncode == 1
    assert shengji("check", str(tmp_path / "a"), "--jobs", jobs).returncode == 0


def test_every_hostile_input_gives_an_error_row_not_a_traceback(tmp_path: Path) -> None:
    files = hostile(tmp_path / "in")
    order = sorted(files, key=lambda k: str(files[k]))
    for jobs in ("1", "2"):
        proc = shengji(
            "check",
            *(str(files[k]) for k in order),
            str(CLEAN),
            "--format",
            "jsonl",
            "--jobs",
            jobs,
            "--max-file-size",
            "20M",
        )  # the 50 MB of garbage: over it
        assert "Traceback" not in proc.stderr
        assert proc.returncode == 2
        got = rows(proc.stdout)
        assert [r["file"] for r in got] == [str(files[k]) for k in order] + [str(CLEAN)]
        errors = {k: str(r["error"]) for k, r in zip(order, got, strict=False)}
        assert got[-1]["ok"] is True and "error" not in got[-1]
        assert "binary" in errors["binary"]
        assert "over the" in errors["garbage"] and "limit" in errors["garbage"]
        assert "invalid UTF-8" in errors["utf8"] and ":3:" in errors["utf8"]
        assert "500 tricks" in errors["tricks"]
        assert "5000 cards" in errors["cards"]
        assert "no *.sj record files" in errors["dir"]  # named: searched, and found empty
        assert "No such file" in errors["missing"]
    # searched for in a folder, the same (the folder named *.sj is reported, and searched)
    (files["dir"] / "inner.sj").write_bytes(CLEAN.read_bytes())
    proc = shengji("check", str(tmp_path / "in"), "--format", "jsonl", "--jobs", "2")
    assert "Traceback" not in proc.stderr and proc.returncode == 2
    got = rows(proc.stdout)
    names = [Path(str(r["file"])).name for r in got]
    assert names == [
        "bigplay.sj",
        "binary.sj",
        "folder.sj",
        "inner.sj",
        "garbage.sj",
        "latin1.sj",
        "tricks500.sj",
    ]
    assert [("error" in r) for r in got] == [True, True, True, False, True, True, True]


def test_hostile_files_under_every_format(tmp_path: Path) -> None:
    files = hostile(tmp_path / "in")
    del files["garbage"]
    args = [str(p) for p in files.values()]
    for fmt in ("text", "json", "csv"):
        proc = shengji("check", *args, "--format", fmt)
        assert proc.returncode == 2 and "Traceback" not in proc.stderr + proc.stdout
    code, out, err = run("check", *args, "--summary")
    assert code == 2
    assert "unreadable files" in out and "binary.sj" in out


@POSIX
def test_fifo_symlink_loop_and_unlistable_folder_in_a_search(tmp_path: Path) -> None:
    top = tmp_path / "top"
    copies(top, 2)
    os.mkfifo(top / "pipe.sj")  # would block a reader forever
    (top / "loop").symlink_to(top)  # a link back up the tree
    (top / "broken.sj").symlink_to(top / "nowhere")  # inside: read, and missing
    proc = shengji("check", str(top), "--format", "jsonl", "--jobs", "2")
    assert proc.returncode == 2 and "Traceback" not in proc.stderr
    got = {Path(str(r["file"])).name: r for r in rows(proc.stdout)}
    assert "not a regular file" in str(got["pipe.sj"]["error"])
    assert "No such file" in str(got["broken.sj"]["error"])
    assert got["h0000.sj"]["ok"] is True and got["h0001.sj"]["ok"] is True


# ---------------------------------------------------------------- folders and order


def test_folders_are_searched_recursively_in_path_order(tmp_path: Path) -> None:
    for rel in ("z.sj", "a/b/c/deep.sj", "a/b.sj", "a.sj", "a-b.sj", "m/n.sj"):
        p = tmp_path / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_bytes(CLEAN.read_bytes())
    (tmp_path / "a" / "notes.txt").write_text("not a record", encoding="utf-8")
    (tmp_path / "m" / "n.sj.bak").write_text("not a record", encoding="utf-8")
    found = [s.path for s in iter_sources([str(tmp_path)])]
    assert found == sorted(str(p) for p in tmp_path.rglob("*.sj"))
    assert len(found) == 6
    code, out, _ = run("check", str(tmp_path), "--format", "jsonl", "--jobs", "2")
    assert code == 0
    assert [r["file"] for r in rows(out)] == found


def test_jsonl_rows_stream_in_input_order_with_two_jobs(tmp_path: Path) -> None:
    # files of very different sizes, so the workers finish out of order
    big = tmp_path / "big"
    big.mkdir()
    paths: list[Path] = []
    for i in range(40):
        p = big / f"f{i:03d}.sj"
        hands = 1 + (i * 7) % 13
        source = FOLLOW if i % 3 == 0 else CLEAN
        p.write_text("---\n".join([source.read_text("utf-8")] * hands), encoding="utf-8")
        paths.append(p)
    code, out, _ = run("check", str(big), "--format", "jsonl", "--jobs", "2")
    assert code == 1
    got = [(r["file"], r["hand"]) for r in rows(out)]
    want = [(str(p), h) for i, p in enumerate(paths) for h in range(1, 2 + (i * 7) % 13)]
    assert got == want
    code1, out1, _ = run("check", str(big), "--format", "jsonl", "--jobs", "1")
    assert out1 == out


@POSIX
def test_rows_are_written_as_they_are_ready(tmp_path: Path) -> None:
    """Rows before a stalled input reach stdout while it stalls: the output streams."""
    first = copies(tmp_path / "in", 40)
    fifo = tmp_path / "in" / "stall.fifo"
    os.mkfifo(fifo)
    last = copies(tmp_path / "in2", 3)
    proc = popen(
        "check", *map(str, first), str(fifo), *map(str, last), "--format", "jsonl", "--jobs", "2"
    )
    assert proc.stdout is not None
    early = [proc.stdout.readline() for _ in range(32)]  # blocks until they come
    assert all(json.loads(line)["ok"] for line in early)
    assert proc.poll() is None  # still stalled on the FIFO
    with open(fifo, "wb") as f:
        f.write(CLEAN.read_bytes())
    out, err = proc.communicate(timeout=60)
    assert proc.returncode == 0, err
    files = [json.loads(line)["file"] for line in early + out.decode().splitlines()]
    assert files == [str(p) for p in first] + [str(fifo)] + [str(p) for p in last]


def test_stdin_among_files_keeps_its_place(tmp_path: Path) -> None:
    copies(tmp_path, 3)
    code, out, _ = run(
        "check",
        str(tmp_path / "h0000.sj"),
        "-",
        str(tmp_path / "h0001.sj"),
        "--format",
        "jsonl",
        "--jobs",
        "2",
        input=FOLLOW.read_text("utf-8"),
    )
    assert code == 1
    assert [(r["file"], r["ok"]) for r in rows(out)] == [
        (str(tmp_path / "h0000.sj"), True),
        ("<stdin>", False),
        (str(tmp_path / "h0001.sj"), True),
    ]


# ---------------------------------------------------------------- formats


@pytest.mark.parametrize("fmt", ["text", "json", "jsonl", "csv"])
def test_streamed_output_equals_the_one_shot_renderers(tmp_path: Path, fmt: str) -> None:
    from shengji_cli.batch.check import check_file
    from shengji_cli.report.formats import CsvReporter, JsonlReporter, JsonReporter
    from shengji_cli.report.text import TextReporter

    files = sorted(EXAMPLES.glob("*.sj"))
    reports = [r for p in files for r in check_file(p)]
    render = {
        "text": TextReporter().render,
        "json": JsonReporter().render,
        "jsonl": JsonlReporter().render,
        "csv": CsvReporter().render,
    }[fmt]
    want = render(reports)
    for jobs in ("1", "2"):
        code, out, _ = run("check", *map(str, files), "--format", fmt, "--jobs", jobs)
        assert code == 1
        assert out == want
    (tmp_path / "empty.sj").write_text("# no hands here\n", encoding="utf-8")
    code, out, _ = run(
        "check", str(tmp_path), "--format", fmt
    )  # no hands at all: one unreadable row
    assert code == 2
    empty = check_file(tmp_path / "empty.sj")
    assert [r.status for r in empty] == ["unreadable"]
    assert out == ("" if fmt == "text" else render(empty))  # text: the error on stderr (#33)


def test_csv_streams_one_row_per_hand(tmp_path: Path) -> None:
    (tmp_path / "three.sj").write_text(
        "---\n".join([CLEAN.read_text("utf-8")] * 3), encoding="utf-8"
    )
    (tmp_path / "bad.sj").write_text("level: 5\ntrump: X\n", encoding="utf-8")
    code, out, err = run("check", str(tmp_path), "--format", "csv", "--jobs", "2")
    assert code == 2
    import csv
    import io

    lines = list(csv.reader(io.StringIO(out)))
    assert lines[0][:4] == ["file", "hand", "variant", "ok"]
    assert [line[:2] for line in lines[1:]] == [
        [str(tmp_path / "bad.sj"), "1"],
        *([str(tmp_path / "three.sj"), str(h)] for h in (1, 2, 3)),
    ]
    assert "bad.sj:2:" in err


def test_summary_table(tmp_path: Path) -> None:
    copies(tmp_path, 3)
    copies(tmp_path, 2, source=FOLLOW, prefix="f")
    (tmp_path / "bad.sj").write_bytes(b"\xff\xfe")
    # Two hands are a match: the first gives its levels; the second cannot be read.
    (tmp_path / "two.sj").write_text(
        "levels: N=5 W=5\n" + CLEAN.read_text("utf-8") + "---\nlevel: 5\ntrump: Q\n",
        encoding="utf-8",
    )
    code, out, err = run("check", str(tmp_path), "--summary", "--jobs", "2")
    assert code == 2
    lines = out.splitlines()  # a header row (#33), its rule, then the counts
    table = {line[:22].strip(): line[22:].strip() for line in lines[2:10]}
    assert lines[0].split() == ["batch", "number"]
    assert table["files"] == "7"
    assert table["hands"] == "6"
    assert table["clean hands"] == "4"
    assert table["hands with violations"] == "2"
    assert table["unreadable files"] == "1"
    assert table["unreadable hands"] == "1"
    assert "illegal-follow" in out and "bad.sj" in out and "two.sj" in out
    code, out, _ = run("check", str(tmp_path), "--summary", "--format", "json")
    doc = json.loads(out)
    assert (
        doc["files"] == 7
        and doc["violations"] == {"illegal-follow": 2}
        and doc["unreadable_files"] == 1
    )
    code, out, _ = run("check", str(tmp_path), "--summary", "--lang", "zh")
    assert "无法读取的文件" in out and "跟错牌" in out


def test_parse_only_goes_through_the_batch_and_fmt_keeps_files_apart(tmp_path: Path) -> None:
    copies(tmp_path, 3)
    (tmp_path / "zz.sj").write_text("level: 5\ntrump: X\n", encoding="utf-8")
    code, out, err = run("check", "--parse-only", str(tmp_path), "--jobs", "2")
    assert code == 2 and "zz.sj:2:" in err
    assert out == "---\n".join([CLEAN.read_text("utf-8")] * 3)
    code, out2, _ = run("check", "--parse-only", str(tmp_path), "--jobs", "1")
    assert out2 == out
    code, out3, err = run("fmt", str(tmp_path))  # each file on its own (tests/cli/test_fmt.py)
    assert code == 2 and "zz.sj:2:" in err and out3.count("==> ") == 3 and "---" not in out3


# ---------------------------------------------------------------- --output


def test_output_is_atomic_and_reports_a_bad_target(tmp_path: Path) -> None:
    copies(tmp_path / "in", 3)
    target = tmp_path / "out" / "report.jsonl"
    target.parent.mkdir()
    code, out, _ = run(
        "check", str(tmp_path / "in"), "--format", "jsonl", "-o", str(target), "--jobs", "2"
    )
    assert code == 0 and out == ""
    assert len(target.read_text("utf-8").splitlines()) == 3
    assert os.listdir(target.parent) == ["report.jsonl"]
    code, _, err = run(
        "check", str(tmp_path / "in"), "-o", str(tmp_path / "no" / "such" / "dir" / "x.json")
    )
    assert code == 2 and "cannot write" in err


def _wait_for(pred: object, timeout: float = 30.0) -> None:
    deadline = time.monotonic() + timeout
    while not pred():  # type: ignore[operator]
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.02)


def _partials(folder: Path) -> list[Path]:
    return [p for p in folder.iterdir() if ".partial-" in p.name]


def _default_signals() -> None:
    """The signals a terminal leaves at their defaults: the command keeps an ignored one ignored,
    so a test run started under ``nohup`` or as a background job would send it in vain."""
    for sig in (signal.SIGINT, signal.SIGHUP, signal.SIGTERM):
        signal.signal(sig, signal.SIG_DFL)


@POSIX
@pytest.mark.parametrize(
    "sig,jobs,group",
    [
        (signal.SIGTERM, "1", False),
        (signal.SIGTERM, "2", False),
        (signal.SIGINT, "1", False),
        (signal.SIGINT, "2", True),
        (signal.SIGTERM, "2", True),
        (signal.SIGHUP, "2", False),
    ],
)
def test_a_signal_midway_leaves_no_partial_output(
    tmp_path: Path, sig: int, jobs: str, group: bool
) -> None:
    """The batch stalls on a FIFO after some rows were written: killed then, FILE is not
    created (or stays as it was) and the temporary file is removed.  ``group``: the signal
    goes to the workers too, as ^C in a terminal or ``kill -- -PGID`` sends it."""
    first = copies(tmp_path / "in", 40)  # more than a worker's chunk (pool.CHUNK): rows come
    fifo = tmp_path / "in" / "stall.sj"  # before the chunk that holds the stalling FIFO
    os.mkfifo(fifo)
    out_dir = tmp_path / "out"
    out_dir.mkdir()
    target = out_dir / "report.jsonl"
    if sig == signal.SIGHUP:
        target.write_text("the previous report\n", encoding="utf-8")
    proc = popen(
        "check",
        *map(str, first),
        str(fifo),
        "--format",
        "jsonl",
        "-o",
        str(target),
        "--jobs",
        jobs,
        start_new_session=group,
        preexec_fn=_default_signals,
    )
    _wait_for(
        lambda: any(p.stat().st_size > 0 for p in _partials(out_dir))
    )  # rows written, then the stall
    time.sleep(0.2)
    assert proc.poll() is None
    if group:
        os.killpg(proc.pid, sig)
    else:
        proc.send_signal(sig)
    _, err = proc.communicate(timeout=30)
    assert proc.returncode == 128 + sig, err
    assert b"Traceback" not in err and b"interrupted" in err
    assert _partials(out_dir) == []
    if sig == signal.SIGHUP:
        assert target.read_text("utf-8") == "the previous report\n"
    else:
        assert not target.exists()


@POSIX
def test_sigkill_midway_leaves_file_absent_or_unchanged(tmp_path: Path) -> None:
    """SIGKILL cannot be caught: FILE must still never be partial; a stale temp file (named
    .FILE.partial-PID) may remain, and the workers die with their parent.  The spool folder
    ``$TMPDIR/shengji-PID-*`` remains too: the test removes it (its own ``$TMPDIR``, see
    ``own_tmpdir`` in conftest.py), not the system's temporary folder."""
    spools = Path(os.environ["TMPDIR"])
    copies(tmp_path / "in", 3000)
    out_dir = tmp_path / "out"
    out_dir.mkdir()
    fresh, existing = out_dir / "fresh.jsonl", out_dir / "existing.jsonl"
    existing.write_text("old\n", encoding="utf-8")
    for target in (fresh, existing):
        proc = popen(
            "check", str(tmp_path / "in"), "--format", "jsonl", "-o", str(target), "--jobs", "2"
        )
        _wait_for(lambda: any(p.stat().st_size > 50_000 for p in _partials(out_dir)))
        assert proc.poll() is None, "the batch finished before it could be killed"
        proc.kill()
        proc.wait(timeout=30)
        assert not fresh.exists()
        assert existing.read_text("utf-8") == "old\n"
        stale = _partials(out_dir)
        assert [p.name for p in stale] == [f".{target.name}.partial-{proc.pid}"]
        for p in stale:
            p.unlink()
        spool = [p for p in spools.iterdir() if p.name.startswith(f"shengji-{proc.pid}-")]
        assert len(spool) == 1 and spool[0].is_dir()
        shutil.rmtree(spool[0])
    _wait_for(lambda: _orphans(str(tmp_path)) == [], timeout=10)


def _orphans(marker: str) -> list[str]:
    """Worker processes of a killed ``shengji check`` on ``marker`` still alive (Linux only)."""
    if not Path("/proc").is_dir():
        return []
    out = []
    for d in Path("/proc").iterdir():
        try:
            cmd = (d / "cmdline").read_bytes().replace(b"\0", b" ")
            stat = (d / "stat").read_text().split(") ", 1)[1].split()
        except (OSError, IndexError):
            continue
        if b"shengji_cli" in cmd and marker.encode() in cmd and stat[0] != "Z":
            out.append(d.name)
    return out


@POSIX
def test_broken_pipe_is_quiet(tmp_path: Path) -> None:
    copies(tmp_path, 200)
    for jobs in ("1", "2"):
        cmd = (
            f"{sys.executable} -m shengji_cli check {tmp_path} --format jsonl --jobs {jobs} | "
            f"head -n 1"
        )
        proc = subprocess.Popen(
            ["bash", "-o", "pipefail", "-c", cmd],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            start_new_session=True,
        )
        try:
            out, err = proc.communicate(timeout=60)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)  # the whole pipeline: nothing left running
            proc.communicate()
            raise AssertionError("shengji check did not exit after its stdout was closed") from None
        assert len(out.splitlines()) == 1
        assert "Traceback" not in err and "Error" not in err


# ---------------------------------------------------------------- progress


def test_progress_bar_goes_to_stderr_only(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(progress.Progress, "DELAY", 0.0)  # (a quick run shows none)
    copies(tmp_path, 30)
    code, out, err = run("check", str(tmp_path), "--format", "json", "--progress", "--jobs", "2")
    assert code == 0
    assert json.loads(out)["records"][29]["ok"] is True  # stdout: the JSON document only
    assert "hands/s" in err and "100%" in err and "30/30 files" in err
    code, out, err = run("check", str(tmp_path), "--format", "json")  # not a terminal: no bar
    assert err == ""


def _bar(lang: str = "en") -> tuple[progress.Progress, io.StringIO]:
    """A bar on a string stream, once the background walk has sized the examples."""
    stream = io.StringIO()
    bar = progress.Progress(stream, [str(EXAMPLES)], lang)  # type: ignore[arg-type]
    _wait_for(lambda: bar.total_files is not None)
    bar.start -= bar.DELAY  # (as if the run had gone on long enough to show one)
    return bar, stream


def test_progress_line_fits_and_counts() -> None:
    bar, stream = _bar()
    assert bar.total_files == len(list(EXAMPLES.rglob("*.sj")))  # examples/rulings/ too
    bar.update(work.FileResult("x.sj", size=bar.total_bytes // 4, hands=3))
    line = stream.getvalue().split("\r")[-1]  # click's bar: by bytes, then ours
    assert line.startswith("\x1b[?25l[#####---------------]   25%  ")
    assert f"1/{bar.total_files} files  3 hands  " in line and "hands/s" in line
    assert bar.bar is not None  # the ETA, like the percentage, by bytes
    assert (bar.bar.length, bar.bar.pos) == (bar.total_bytes, bar.total_bytes // 4)
    bar.close()
    assert stream.getvalue().endswith("\x1b[?25h\n")  # the cursor back, the last line kept


def test_progress_counts_one_in_the_singular_in_both_languages() -> None:
    for lang, want in (("en", "1 hand  "), ("zh", "1 副  ")):
        bar, stream = _bar(lang)
        bar.update(work.FileResult("x.sj", size=10, hands=1))
        bar.close()
        assert want in stream.getvalue(), lang
    assert "个文件" in stream.getvalue() and "副/秒" in stream.getvalue()


def test_progress_is_not_drawn_before_the_batch_is_sized_nor_cleared_before() -> None:
    stream = io.StringIO()
    bar = progress.Progress(stream, [])
    bar.start -= bar.DELAY
    bar.total_files = None  # (the walk of no path may already be over)
    bar.update(work.FileResult("x.sj", size=10, hands=1))
    bar.clear()
    bar.close()
    assert stream.getvalue() == ""


def test_a_quick_progress_shows_no_bar() -> None:
    """No flash: a run over before :attr:`Progress.DELAY` draws nothing, and leaves nothing."""
    stream = io.StringIO()
    bar = progress.Progress(stream, [str(EXAMPLES)])
    bar.DELAY = 60.0  # (a run that ends well before it, whatever the machine's load)
    _wait_for(lambda: bar.total_files is not None)
    bar.update(work.FileResult("x.sj", size=10, hands=1))
    bar.close()
    assert stream.getvalue() == ""


def test_progress_clear_empties_the_line_and_the_next_update_draws_it_again() -> None:
    bar, stream = _bar()
    bar.update(work.FileResult("x.sj", size=10, hands=1))
    bar.clear()
    assert stream.getvalue().endswith("\r\x1b[K")
    bar.last = 0.0
    bar.update(work.FileResult("y.sj", size=10, hands=1))
    assert "2 hands" in stream.getvalue().split("\r\x1b[K")[-1]
    bar.close()


# ---------------------------------------------------------------- the engine


def test_large_text_is_parsed_in_segments_like_the_whole(tmp_path: Path) -> None:
    hand = CLEAN.read_text("utf-8")
    bad = "level: 5\ntrump: H\n1. N SX | W S3 | S S4 | E S5\n"
    blocks = [bad if i % 37 == 5 else hand for i in range(3 * SEGMENT_BYTES // len(hand))]
    text = "# a season\n" + "---\n".join(blocks)
    assert len(text) > 2 * SEGMENT_BYTES
    whole = parse_blocks(text, "s.sj")
    parts = list(iter_records(text, "s.sj"))
    assert len(parts) == len(whole) == len(blocks)
    for a, b in zip(parts, whole, strict=True):
        if isinstance(b, ParseError):
            assert isinstance(a, ParseError) and a.input_error() == b.input_error()
        else:
            assert a == b
    # one oversized block is refused alone, with its line; the others are read
    giant = "# " + "x" * (MAX_HAND_BYTES + 10) + "\nlevel: 5\n"
    text2 = "---\n".join([hand, giant, hand])
    items = list(iter_records(text2, "g.sj"))
    assert [type(i).__name__ for i in items] == ["HandRecord", "ParseError", "HandRecord"]
    assert isinstance(items[1], ParseError)
    assert parse_error_text(items[1]) == (
        f"g.sj:{hand.count(chr(10)) + 2}:1: a hand of 1,000,022 bytes, "
        "over the 1,000,000-byte limit (is a '---' line missing?)"
    )
    assert items[2] == parse_blocks(text2, "g.sj")[-1]


def test_a_file_bigger_than_the_spool_size_streams_the_same(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(work, "SPOOL_BYTES", 10_000)  # inherited by forked workers
    (tmp_path / "a.sj").write_text("---\n".join([FOLLOW.read_text("utf-8")] * 30), encoding="utf-8")
    copies(tmp_path, 3)
    code2, out2, _ = run("check", str(tmp_path), "--format", "json", "--jobs", "2")
    code1, out1, _ = run("check", str(tmp_path), "--format", "json", "--jobs", "1")
    assert code1 == code2 == 1 and out1 == out2
    assert len(json.loads(out2)["records"]) == 33


def _crash_on(path: str) -> object:
    real = pool.process_source

    def process(src: Source, options: Options, sink: object = None) -> object:
        if src.path.endswith(path):
            os._exit(3)  # as if the kernel had killed the worker
        return real(src, options, sink)  # type: ignore[arg-type]

    return process


@POSIX
def test_a_worker_that_dies_costs_only_its_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    files = copies(tmp_path, 20)
    monkeypatch.setattr(pool, "process_source", _crash_on("h0007.sj"))
    results = list(run_batch(iter_sources([str(tmp_path)]), Options(fmt="jsonl"), jobs=2))
    assert [r.source for r in results] == [str(p) for p in files]
    assert [bool(r.errors) for r in results] == [i == 7 for i in range(20)]
    assert (
        error_text(results[7].errors[0])
        == f"{files[7]}: could not be checked: its worker process died (out of memory?)"
    )
    assert b'"ok": true' in results[8].data


def test_closing_the_stream_early_stops_the_pool(tmp_path: Path) -> None:
    copies(tmp_path, 200)
    it = run_batch(iter_sources([str(tmp_path)]), Options(fmt=""), jobs=2)
    first = next(it)  # a chunk's clean files, joined by its worker (work.joined)
    assert first.hands == first.files >= 1
    it.close()
    assert multiprocessing.active_children() == []


# ---------------------------------------------------------------- the library API


def test_library_api_is_exported_lazily() -> None:
    code = (
        "import sys, shengji_cli; assert 'shengji_cli.batch.check' not in sys.modules; "
        "r = shengji_cli.check_text(open(sys.argv[1], encoding='utf-8').read()); print(r[0].ok)"
    )
    proc = subprocess.run(
        [sys.executable, "-c", code, str(CLEAN)], capture_output=True, text=True, check=True
    )
    assert proc.stdout.strip() == "True"
    assert shengji_cli.check_text is shengji_cli.batch.check.check_text
    assert {"check_text", "check_file", "check_paths"} <= set(dir(shengji_cli))
    with pytest.raises(AttributeError):
        _ = shengji_cli.nothing_here  # type: ignore[attr-defined]


def test_reports_pickle_and_round_trip() -> None:
    for path in sorted(EXAMPLES.glob("*.sj")):
        for r in shengji_cli.check_file(path):
            back = pickle.loads(pickle.dumps(r))
            assert back == r
            assert shengji_cli.to_dict(back) == shengji_cli.to_dict(r)
            assert json.loads(json.dumps(shengji_cli.to_dict(back))) == shengji_cli.to_dict(r)
    for r in shengji_cli.check_file("no/such.sj") + shengji_cli.check_text("level: 5\ntrump: X\n"):
        assert pickle.loads(pickle.dumps(r)) == r and r.error


@pytest.mark.parametrize("method", ["fork", "spawn"])
def test_check_file_runs_under_a_multiprocessing_pool(method: str) -> None:
    if method not in multiprocessing.get_all_start_methods():
        pytest.skip(f"no {method}")
    paths = sorted(EXAMPLES.glob("*.sj"))
    with multiprocessing.get_context(method).Pool(2) as pool:
        got = pool.map(shengji_cli.check_file, paths)
    assert [[shengji_cli.to_dict(r) for r in rs] for rs in got] == [
        [shengji_cli.to_dict(r) for r in shengji_cli.check_file(p)] for p in paths
    ]


def test_check_text_variant_argument_and_errors() -> None:
    text = CLEAN.read_text("utf-8")
    assert shengji_cli.check_text(text)[0].variant == "national"
    r = shengji_cli.check_text(text, variant="shenzhen")[0]
    assert r.variant == "shenzhen" and shengji_cli.to_dict(r)["variant"] == "shenzhen"
    bad = shengji_cli.check_text(text, variant="nosuch")[0]
    assert (
        bad.error is not None and "unknown variant" in shengji_cli.to_dict(bad)["error"]["message"]
    )
    two = shengji_cli.check_text(text + "---\n1. N SQ\n---\n" + text, source="m.sj")
    assert [(r.hand, r.error is None) for r in two] == [(1, True), (2, False), (3, True)]


def test_check_paths_streams_reports_in_order(tmp_path: Path) -> None:
    copies(tmp_path / "a", 4)
    copies(tmp_path / "b", 4, source=FOLLOW)
    (tmp_path / "b" / "zz.sj").write_bytes(b"\x00")
    for jobs in (1, 2):
        got = list(shengji_cli.check_paths([tmp_path], jobs=jobs))
        assert [r.ok for r in got] == [True] * 4 + [False] * 5
        assert (
            got[-1].error is not None
            and "binary" in shengji_cli.to_dict(got[-1])["error"]["message"]
        )


def _threads() -> Iterator[str]:
    return (t.name for t in threading.enumerate())


def test_no_thread_or_handler_is_left_behind(tmp_path: Path) -> None:
    copies(tmp_path, 10)
    before = set(_threads()), signal.getsignal(signal.SIGTERM), signal.getsignal(signal.SIGINT)
    run("check", str(tmp_path), "--jobs", "2", "-o", str(tmp_path / "r.txt"))
    _wait_for(lambda: {t for t in _threads() if not t.startswith("Thread-")} <= before[0])
    assert (
        signal.getsignal(signal.SIGTERM) == before[1]
        and signal.getsignal(signal.SIGINT) == before[2]
    )
    shutil.rmtree(tmp_path)


# ---------------------------------------------------------------- messages in both languages


CJK = "\u4e00-\u9fff"


def test_unreadable_input_is_said_in_the_language_asked(tmp_path: Path) -> None:
    (tmp_path / "bad.sj").write_text("level: 5\ntrump: X\n", encoding="utf-8")
    (tmp_path / "bin.sj").write_bytes(b"level: 5\n\x00")
    (tmp_path / "latin.sj").write_bytes(b"level: 5\n# Dvo\xf8\xe1k\n")
    code, out, err = run(
        "check", str(tmp_path), str(tmp_path / "missing.sj"), "--format", "jsonl", "--lang", "zh"
    )
    assert code == 2
    errors = [r["error"]["text"].split("\n")[0] for r in rows(out)]
    assert errors == [
        f"{tmp_path / 'bad.sj'}:2:8: 主牌有误：'X'；应为：花色 S H C D、♠ ♥ ♣ ♦、♤ ♡ ♧ ♢ 或 黑桃 红"
        f"桃 梅花 方块，或 NT / 无主",
        f"{tmp_path / 'bin.sj'}: 二进制数据（第 2 行有空字节），不是记录",
        f"{tmp_path / 'latin.sj'}:2:6: UTF-8 编码无效（字节 0xf8）；记录文件应为 UTF-8 文本",
        f"{tmp_path / 'missing.sj'}: 无法读取：没有那个文件或目录",
    ]
    assert [line for line in err.splitlines() if line.startswith("shengji: ")] == [
        f"shengji: {e}" for e in errors
    ]
    code, out, err = run("check", str(tmp_path), "--format", "jsonl")
    assert f"{tmp_path / 'bin.sj'}: binary data (a NUL byte on line 2), not a record" in err


def test_refused_hands_and_write_errors_in_both_languages(tmp_path: Path) -> None:
    from shengji_cli.batch.check import check_text

    text = "seats: N W S E\nlevel: 5\ntrump: H\n" + "".join(
        f"{i}. N S3 | W S4 | S S5 | E S6\n" for i in range(1, 40)
    )
    [r] = check_text(text, source="t.sj")
    assert r.error is not None
    assert (
        error_text(r.error)
        == "t.sj:29: 39 tricks recorded; each seat holds 25 cards, so a hand has at most 25 tricks"
    )
    assert error_text(r.error, "zh") == "t.sj:29: 记录了 39 圈；每家只有 25 张牌，一副牌至多 25 圈"
    code, _, err = run("check", str(CLEAN), "--lang", "zh", "-o", str(tmp_path / "no" / "x.txt"))
    assert (
        code == 2 and err == f"shengji: 无法写入 {tmp_path / 'no' / 'x.txt'}：没有那个文件或目录\n"
    )


def test_internal_errors_are_reported_on_the_hand_and_on_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from shengji_cli.batch import check

    def boom(*args: object) -> None:
        raise RuntimeError("boom")

    monkeypatch.setattr(check, "replay", boom)
    [r] = check.check_text("level: 5\ntrump: H\n", source="t.sj")
    assert r.error is not None
    assert (
        error_text(r.error)
        == "t.sj:1: internal error while checking hand 1 (RuntimeError: boom); please report it"
    )
    assert (
        error_text(r.error, "zh")
        == "t.sj:1: 检查第 1 副牌时出现内部错误（RuntimeError: boom）；请报告此问题"
    )
    monkeypatch.setattr(work, "iter_check_text", boom)
    monkeypatch.setattr(work, "wanted", lambda *args: False)  # the Python engine's path
    for native_path in (False, True):
        if native_path:  # the native path's bug, the same error
            monkeypatch.setattr(work, "wanted", lambda *args: True)
            monkeypatch.setattr(work, "native_rows", boom)
        res = work.process_source(Source(str(CLEAN)), Options(fmt="jsonl", lang="zh"))
        assert [error_text(e) for e in res.errors] == [
            f"{CLEAN}: internal error (RuntimeError: boom); please report it"
        ]
        assert (
            json.loads(res.data)["error"]["text"]
            == f"{CLEAN}: 内部错误（RuntimeError: boom）；请报告此问题"
        )


def test_system_errors_are_the_systems_words_in_english_and_the_catalogs_in_chinese() -> None:
    import errno

    from shengji_cli.batch.sources import os_reason
    from shengji_cli.report.catalog import render

    for code in (errno.ENOENT, errno.EACCES, errno.EISDIR, errno.ENOSPC, errno.EROFS):
        exc = OSError(code, os.strerror(code))
        assert render(os_reason(exc)) == os.strerror(code)
        assert re.search(f"[{CJK}]", render(os_reason(exc), "zh"))
    assert render(os_reason(OSError(errno.ENOTSUP, "Not supported")), "zh") == "系统错误 ENOTSUP"


# ---------------------------------------------------------------- a pool's rows through spool files


@pytest.mark.parametrize("fmt", ["jsonl", "text", "json", "csv"])
def test_rows_sent_back_in_spool_files_equal_one_jobs(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, fmt: str
) -> None:
    """Every task's rows come back through a spool file (``pool.SEND_BYTES`` 1: the forked
    workers inherit it), tasks grow with the pool's pace (``pool.TASK_SECONDS``), a failing and a
    stdin source among them: the document is one job's, byte for byte, to stdout and to ``-o``,
    and no spool file is left."""
    monkeypatch.setattr(pool, "SEND_BYTES", 1)
    monkeypatch.setattr(pool, "CHUNK", 2)
    monkeypatch.setattr(pool, "MAX_CHUNK", 16)
    monkeypatch.setattr(pool, "TASK_SECONDS", 10.0)  # as big as MAX_CHUNK once the pace is seen
    copies(tmp_path / "in", 70)
    copies(tmp_path / "in", 3, source=FOLLOW, prefix="f")
    (tmp_path / "in" / "m0001.sj").write_bytes(b"\xff\xfe not text")
    paths = [str(tmp_path / "in"), "-", str(tmp_path / "in" / "h0003.sj")]
    one = run("check", *paths, "--format", fmt, "--jobs", "1", input=FOLLOW.read_text("utf-8"))
    two = run("check", *paths, "--format", fmt, "--jobs", "2", input=FOLLOW.read_text("utf-8"))
    assert one == two and one[0] == 2
    target = tmp_path / "out" / f"report.{fmt}"
    target.parent.mkdir()
    code, _, _ = run(
        "check", *paths, "--format", fmt, "-o", str(target), "--jobs", "2",
        input=FOLLOW.read_text("utf-8"),
    )  # fmt: skip
    assert code == 2 and target.read_text("utf-8") == one[1]
    assert not [p for p in Path(os.environ["TMPDIR"]).rglob("shengji-rows-*")]


def test_a_spool_file_that_cannot_be_written_leaves_the_rows_in_the_result() -> None:
    res = work.FileResult("x.sj", data=b"{}\n" * 30_000)
    pool._spooled(res, os.path.join(os.sep, "no", "such", "folder"))
    assert res.spool is None and res.data == b"{}\n" * 30_000


def test_tasks_grow_with_the_pools_pace(monkeypatch: pytest.MonkeyPatch) -> None:
    pace = pool._Pace(2)
    assert pace.size() == pool.CHUNK  # nothing seen yet
    pace.done(32)  # the first task back starts the clock
    assert pace.size() == pool.CHUNK
    ticks = iter([100.0, 100.01])
    monkeypatch.setattr(pool.time, "monotonic", lambda: next(ticks))
    pace = pool._Pace(2)
    pace.done(32)
    pace.done(10_000)  # 10,000 files in 10 ms on 2 workers: as big as tasks get
    assert pace.size() == pool.MAX_CHUNK
