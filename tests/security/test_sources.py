"""Issue #8, folders and output: links leading out of a folder are not read, nothing of a file
but the offending record line reaches an error (control characters escaped), file names cannot
forge lines, JSONL rows are one line each for ``splitlines()``, and SIGINT inherited as ignored,
SIGTERM and Ctrl-C leave no spool folder and no partial output."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from clirun import run

from shengji_cli.batch import sources
from shengji_cli.batch.sources import iter_sources
from shengji_cli.batch.work import Options, process_source
from shengji_cli.report.errors import printable
from shengji_cli.report.formats import json_line

ROOT = Path(__file__).resolve().parents[2]
CLEAN = (ROOT / "examples" / "national_clean.sj").read_bytes()
POSIX = pytest.mark.skipif(os.name != "posix", reason="symbolic links, FIFOs and signals are POSIX")
SECRET = "TOP-SECRET-7f3a"
OUTSIDE = "a link leading outside the folder: not read"
UNSAFE = ("\x1b", "\r", "\x85", "\u2028", "\u2029", "\u202e", "\x9b", "\x07")


def _secret_record() -> bytes:
    """Looks like a record, so a reader would echo its bad line: the secret."""
    return f"seats: N W S E\n1. N {SECRET} | W ♠A\n".encode()


def _tree(tmp_path: Path) -> Path:
    """``top/`` with a clean record, links inside it, and links leading to secrets outside it."""
    (tmp_path / "secret.sj").write_bytes(_secret_record())
    (tmp_path / "private").mkdir()
    (tmp_path / "private" / "more.sj").write_bytes(_secret_record())
    top = tmp_path / "top"
    (top / "sub").mkdir(parents=True)
    (top / "good.sj").write_bytes(CLEAN)
    (top / "sub" / "deep.sj").write_bytes(CLEAN)
    (top / "leak.sj").symlink_to(tmp_path / "secret.sj")
    (top / "sub" / "up.sj").symlink_to(Path("..") / ".." / "secret.sj")  # relative, still outside
    (top / "private").symlink_to(tmp_path / "private")  # a folder outside
    (top / "alias.sj").symlink_to(top / "good.sj")  # inside: read
    (top / "again").symlink_to(top / "sub")  # a folder inside: searched
    return top


def _rows(out: str) -> dict[str, dict[str, object]]:
    return {
        os.path.relpath(str(r["file"]), str(r["file"]).split("top")[0] + "top"): r
        for r in map(json.loads, out.splitlines())
    }


@POSIX
@pytest.mark.parametrize("fmt", ["jsonl", "json", "text", "csv"])
def test_links_leading_outside_are_reported_and_never_read(tmp_path: Path, fmt: str) -> None:
    top = _tree(tmp_path)
    code, out, err = run("check", str(top), "--format", fmt)
    assert code == 2
    assert SECRET not in out + err
    assert out.count(OUTSIDE) == (
        8 if fmt.startswith("json") else 0 if fmt == "text" else 4
    )  # JSON: in the message and the text; text: the errors on stderr only (#33)
    assert err.count(OUTSIDE) == 4
    code, out, err = run("check", str(top), "--summary", "--format", "json")
    assert code == 2 and SECRET not in out + err
    assert json.loads(out)["unreadable_files"] == 4


@POSIX
def test_links_inside_are_read_and_outside_ones_are_rows(tmp_path: Path) -> None:
    top = _tree(tmp_path)
    code, out, err = run("check", str(top), "--format", "jsonl")
    got = _rows(out)
    assert sorted(got) == [
        "again/deep.sj",
        "again/up.sj",
        "alias.sj",
        "good.sj",
        "leak.sj",
        "private",
        "sub/deep.sj",
        "sub/up.sj",
    ]
    assert got["alias.sj"]["ok"] is True and got["again/deep.sj"]["ok"] is True
    for name in ("leak.sj", "private", "sub/up.sj", "again/up.sj"):
        assert got[name]["ok"] is False and OUTSIDE in str(got[name]["error"])
    _, out, err = run("check", str(top), "--format", "jsonl", "--lang", "zh")
    assert (
        out.count("指向文件夹之外的链接：未读取") == 8 and SECRET not in out + err
    )  # message and text
    # --jobs 2: the same, across worker processes
    proc = subprocess.run(
        [sys.executable, "-m", "shengji_cli", "check", str(top), "--format", "jsonl", "-j", "2"],
        capture_output=True,
        text=True,
        timeout=30,
        check=False,
    )
    assert proc.returncode == 2 and SECRET not in proc.stdout + proc.stderr
    assert _rows(proc.stdout) == got


@POSIX
def test_follow_links_reads_the_links_outside(tmp_path: Path) -> None:
    top = _tree(tmp_path)
    code, out, _ = run("check", str(top), "--format", "jsonl", "--follow-links")
    got = _rows(out)
    assert code == 2 and OUTSIDE not in out
    assert SECRET in str(got["leak.sj"]["error"]) and SECRET in str(got["private/more.sj"]["error"])
    (top / "loop").symlink_to(tmp_path)  # a loop through the outside: searched once
    code, out, _ = run("fmt", str(top), "--follow-links")
    assert code == 2 and out.count("variant:") >= 4


@POSIX
def test_a_file_named_on_the_command_line_is_read_whatever_it_is(tmp_path: Path) -> None:
    top = _tree(tmp_path)
    code, out, _ = run("check", str(top / "leak.sj"), "--format", "jsonl")
    assert code == 2 and SECRET in out  # the user's own choice: its bad line is shown


@POSIX
def test_a_link_changed_after_the_search_is_not_read(tmp_path: Path) -> None:
    top = _tree(tmp_path)
    src = next(s for s in iter_sources([str(top)]) if s.path.endswith("good.sj"))
    (top / "good.sj").unlink()
    (top / "good.sj").symlink_to(tmp_path / "secret.sj")
    res = process_source(src, Options(fmt="jsonl"))
    assert SECRET not in res.data.decode() and OUTSIDE in res.data.decode()


@POSIX
def test_a_folder_changed_after_the_search_is_not_read(tmp_path: Path) -> None:
    top = _tree(tmp_path)
    src = next(s for s in iter_sources([str(top)]) if s.path.endswith("deep.sj"))
    (top / "sub").rename(top / "was-sub")
    (tmp_path / "deep.sj").symlink_to(tmp_path / "secret.sj")
    (top / "sub").symlink_to(
        tmp_path
    )  # top/sub/deep.sj: now a link outside, through a folder outside
    res = process_source(src, Options(fmt="jsonl"))
    assert SECRET not in res.data.decode() and OUTSIDE in res.data.decode()
    (tmp_path / "deep.sj").unlink()
    (tmp_path / "deep.sj").write_bytes(_secret_record())  # no link at its end: still outside
    res = process_source(src, Options(fmt="jsonl"))
    assert SECRET not in res.data.decode() and OUTSIDE in res.data.decode()


@POSIX
@pytest.mark.skipif(sources._FD_PATHS is None, reason="no O_PATH or /proc/self/fd")
def test_the_quick_open_opens_only_a_regular_file_inside_for_reading(tmp_path: Path) -> None:
    """A found file is looked at through O_PATH (nothing opened for reading) before it is read:
    a regular file inside is opened; a link, a pipe, or a file reached through a folder that
    now leads outside is left to the long way (which refuses it), never opened."""
    root = tmp_path / "root"
    (root / "sub").mkdir(parents=True)
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "x.sj").write_text("secret", encoding="utf-8")
    (root / "sub" / "a.sj").write_text("level: 2", encoding="utf-8")
    os.symlink(outside / "x.sj", root / "link.sj")
    os.symlink(outside, root / "away")
    os.mkfifo(root / "pipe.sj")
    flags = os.O_RDONLY | os.O_NONBLOCK
    fd = sources._open_inside(str(root / "sub" / "a.sj"), flags, str(root))
    assert fd is not None
    try:
        assert os.read(fd, 100) == b"level: 2"
    finally:
        os.close(fd)
    for name in ("link.sj", "away/x.sj", "pipe.sj", "missing.sj"):
        assert sources._open_inside(str(root / name), flags, str(root)) is None, name
    assert sources._open_inside(str(outside / "x.sj"), flags, str(root)) is None


def test_a_fifo_in_a_folder_is_refused_at_once(tmp_path: Path) -> None:
    top = tmp_path / "top"
    top.mkdir()
    os.mkfifo(top / "pipe.sj")
    (top / "piped.sj").symlink_to(top / "pipe.sj")
    start = time.monotonic()
    code, out, _ = run("check", str(top), "--format", "jsonl")
    assert code == 2 and out.count("not a regular file") == 4  # each in the message and the text
    assert time.monotonic() - start < 2


# ---------------------------------------------------------------- what errors echo


def _bad_line(tmp_path: Path) -> Path:
    p = tmp_path / "bad.sj"
    p.write_text(
        "seats: N W S E\n1. N ♠A | W \x1b[2J\x1b]0;owned\x07\r\x85\u2028\u2029\u202e\x9b | S ♠3 | "
        "E ♠4\n",
        encoding="utf-8",
    )
    return p


@pytest.mark.parametrize("fmt", ["text", "jsonl", "json", "csv"])
def test_control_characters_of_a_bad_line_are_escaped(tmp_path: Path, fmt: str) -> None:
    code, out, err = run("check", str(_bad_line(tmp_path)), "--format", fmt)
    assert code == 2
    shown = err  # (every format says the error on stderr: #33)
    for ch in UNSAFE:
        assert ch not in out and ch not in err, repr(ch)
    assert "\\x1b[2J\\x1b]0;owned\\x07\\x0d\\x85\\u2028\\u2029\\u202e\\x9b" in shown
    if fmt == "jsonl":
        error = json.loads(out)["error"]["text"]
        assert "\\x1b[2J" in error and not any(ch in error for ch in UNSAFE)
        line, caret = error.splitlines()[1:]
        assert caret.index("^") == line.index("\\x1b")  # the caret under the escaped character


def test_a_records_names_reach_the_text_report_escaped(tmp_path: Path) -> None:
    text = (ROOT / "examples" / "match_shenzhen_deduction.sj").read_text("utf-8")
    p = tmp_path / "m.sj"
    p.write_text(
        text.replace("teams: N=深圳队 W=广州队", "teams: N=深圳\x1b[2J队 W=广州\x9b队"),
        encoding="utf-8",
    )
    forged = tmp_path / "x.sj\nshengji: forged"
    forged.write_text(p.read_text("utf-8"), encoding="utf-8")
    code, out, err = run("check", str(p), str(forged))
    assert not any(line.startswith("shengji: forged") for line in out.splitlines())
    assert "深圳\\x1b[2J队" in out and "广州\\x9b队" in out
    assert "\x1b" not in out + err and "\x9b" not in out + err


def test_the_escape_keeps_plain_text_and_tabs() -> None:
    assert printable("♠A 大王\tok") == "♠A 大王\tok"
    assert printable("a\nb\x00\x7f\u2066\u200f") == "a\\x0ab\\x00\\x7f\\u2066\\u200f"


def test_binary_and_non_utf8_files_echo_none_of_their_bytes(tmp_path: Path) -> None:
    (tmp_path / "latin1.sj").write_bytes(f"seats: N W S E\n# {SECRET} caf\xe9\n".encode("latin-1"))
    (tmp_path / "binary.sj").write_bytes(f"{SECRET}\x00{SECRET}".encode())
    for fmt in ("text", "jsonl"):
        code, out, err = run("check", str(tmp_path), "--format", fmt)
        assert code == 2 and SECRET not in out + err
        assert "latin1.sj:2:" in out + err and "invalid UTF-8 (byte 0xe9)" in out + err
        assert "binary data (a NUL byte on line 1)" in out + err


@POSIX
@pytest.mark.parametrize("fmt", ["text", "jsonl", "csv"])
def test_a_file_name_cannot_forge_a_line(tmp_path: Path, fmt: str) -> None:
    forged = "x.sj: ok\nshengji: all clean\r\x1b[2K"
    folder = tmp_path / "in"
    folder.mkdir()
    (folder / f"{forged}.sj").write_bytes(b"\xff")
    code, out, err = run("check", str(folder), "--format", fmt)
    assert code == 2
    lines = err.splitlines()  # (every format says the error on stderr: #33)
    assert not any(line.startswith("shengji: all clean") for line in lines)
    assert "x.sj: ok\\x0ashengji: all clean\\x0d\\x1b[2K.sj" in err
    assert "\x1b" not in err and "\r" not in err
    if fmt == "jsonl":
        assert json.loads(out)["file"] == str(folder / f"{forged}.sj")  # data stays exact
    code, out, _ = run("check", str(folder), "--summary")
    assert code == 2 and not any(line.startswith("shengji: all clean") for line in out.splitlines())


# ---------------------------------------------------------------- JSON lines


def test_jsonl_rows_escape_the_line_separators(tmp_path: Path) -> None:
    folder = tmp_path / "in"
    folder.mkdir()
    names = ["a\u2028b.sj", "c\u2029d.sj", "e\x85f.sj", "g\x1ch.sj"]
    for name in names:
        (folder / name).write_bytes(CLEAN)
    code, out, _ = run("check", str(folder), "--format", "jsonl")
    assert code == 0
    lines = out.splitlines()
    assert len(lines) == 4 and sorted(
        Path(str(json.loads(x)["file"])).name for x in lines
    ) == sorted(names)
    assert "\\u2028" in out and "\\u2029" in out and "\\u0085" in out and "é" not in out
    code, out, _ = run("check", str(folder), "--summary", "--format", "jsonl")
    assert len(out.splitlines()) == 1
    assert json_line({"k": "é\u2028"}) == '{"k": "é\\u2028"}'  # ensure_ascii stays off


# ---------------------------------------------------------------- signals and spool folders


def _shengji(args: list[str], tmp: Path, ignore: tuple[int, ...] = ()) -> subprocess.Popen[bytes]:
    def pre() -> (
        None
    ):  # as a terminal starts it, whatever this run inherited (nohup, a background job)
        for sig in (signal.SIGINT, signal.SIGHUP, signal.SIGTERM):
            signal.signal(sig, signal.SIG_IGN if sig in ignore else signal.SIG_DFL)

    env = {**os.environ, "TMPDIR": str(tmp), "SHENGJI_LANG": "en"}
    return subprocess.Popen(
        [sys.executable, "-m", "shengji_cli", *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=env,
        preexec_fn=pre,
    )


def _wait_for(pred: Callable[[], bool], timeout: float = 10.0) -> None:
    deadline = time.monotonic() + timeout
    while not pred():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.02)


@POSIX
@pytest.mark.parametrize("ignored", [True, False])
def test_signals_stop_the_run_and_remove_its_spool(tmp_path: Path, ignored: bool) -> None:
    """A FIFO named on the command line stalls a worker.  SIGINT (and SIGHUP) inherited as
    ignored stay ignored (a background job, nohup); SIGTERM still stops the run cleanly.  The
    spool folder ``$TMPDIR/shengji-PID-*`` and ``.FILE.partial-PID`` go in either case."""
    spool, out_dir = tmp_path / "tmp", tmp_path / "out"
    spool.mkdir()
    out_dir.mkdir()
    (tmp_path / "a.sj").write_bytes(CLEAN)
    os.mkfifo(tmp_path / "stall.sj")
    target = out_dir / "r.jsonl"
    proc = _shengji(
        [
            "check",
            str(tmp_path / "a.sj"),
            str(tmp_path / "stall.sj"),
            "-j",
            "2",
            "-o",
            str(target),
            "--timeout",
            "600",
        ],  # the stall outlasts the test's waits on a loaded machine
        spool,
        (signal.SIGINT, signal.SIGHUP) if ignored else (),
    )
    try:
        _wait_for(
            lambda: (
                any(p.name.startswith(f"shengji-{proc.pid}-") for p in spool.iterdir())
                and any(".partial-" in p.name for p in out_dir.iterdir())
            )
        )
        if ignored:
            proc.send_signal(signal.SIGINT)
            proc.send_signal(signal.SIGHUP)
            time.sleep(0.3)
            assert proc.poll() is None
            proc.send_signal(signal.SIGTERM)
        else:
            proc.send_signal(signal.SIGINT)
        _, err = proc.communicate(timeout=10)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 128 + (signal.SIGTERM if ignored else signal.SIGINT), err
    assert b"Traceback" not in err and b"interrupted" in err
    assert list(spool.iterdir()) == [] and list(out_dir.iterdir()) == []


@POSIX
def test_normal_and_error_exits_remove_the_spool(tmp_path: Path) -> None:
    spool = tmp_path / "tmp"
    spool.mkdir()
    for name in ("a.sj", "b.sj"):
        (tmp_path / name).write_bytes(CLEAN)
    (tmp_path / "c.sj").write_bytes(b"\x00")
    for files, code in ((["a.sj", "b.sj"], 0), (["a.sj", "c.sj"], 2)):
        proc = _shengji(
            ["check", *(str(tmp_path / f) for f in files), "-j", "2", "--format", "jsonl"], spool
        )
        proc.communicate(timeout=10)
        assert proc.returncode == code
        assert list(spool.iterdir()) == []
