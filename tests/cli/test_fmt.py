"""``shengji fmt``: each file on its own, comments kept, ``--in-place``, ``--check``, ``--diff``."""

from __future__ import annotations

import os
import shutil
import stat
import sys
from pathlib import Path

import pytest
from clirun import run

from shengji_cli.notation import dumps, format_text, loads

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = sorted((ROOT / "examples").glob("*.sj"))
POSIX = pytest.mark.skipif(sys.platform == "win32", reason="symbolic links and modes")

MESSY = """\
# a hand kept by hand
trump: H   # hearts
level: 5
# the first trick
1. N SA | W S3 | S SK | E S5  # N leads
---   # the second hand
level: 6
# the end
"""
TIDY = """\
# a hand kept by hand
level: 5
trump: ♥  # hearts
# the first trick
1. N ♠A | W ♠3 | S ♠K | E ♠5  # N leads
---  # the second hand
level: 6
# the end
"""


def test_every_example_is_in_canonical_form() -> None:
    code, out, err = run("fmt", "--check", *map(str, EXAMPLES))
    assert (code, out) == (0, ""), out
    assert f"{len(EXAMPLES)} files already in canonical form" in err


def test_one_file_to_stdout_keeps_every_comment(tmp_path: Path) -> None:
    path = tmp_path / "a.sj"
    path.write_text(MESSY, encoding="utf-8")
    code, out, _ = run("fmt", str(path))
    assert (code, out) == (0, TIDY)
    assert path.read_text("utf-8") == MESSY  # stdout mode writes nothing
    code, again, _ = run("fmt", "-", input=out)
    assert (code, again) == (0, TIDY)  # idempotent


def test_several_files_stay_separate(tmp_path: Path) -> None:
    (tmp_path / "a.sj").write_text("level: 5\n", encoding="utf-8")
    (tmp_path / "b.sj").write_text("# b\nlevel: 6\n", encoding="utf-8")
    code, out, _ = run("fmt", str(tmp_path / "a.sj"), str(tmp_path / "b.sj"))
    assert code == 0
    assert (
        out
        == f"==> {tmp_path / 'a.sj'} <==\nlevel: 5\n==> {tmp_path / 'b.sj'} <==\n# b\nlevel: 6\n"
    )
    assert "---" not in out  # never joined into one match
    code, out, _ = run("fmt", "-i", str(tmp_path))
    assert (code, out) == (0, "")
    assert (tmp_path / "a.sj").read_text("utf-8") == "level: 5\n"
    assert (tmp_path / "b.sj").read_text("utf-8") == "# b\nlevel: 6\n"


def test_in_place_rewrites_each_file_atomically(tmp_path: Path) -> None:
    messy, tidy = tmp_path / "messy.sj", tmp_path / "tidy.sj"
    messy.write_text(MESSY, encoding="utf-8")
    tidy.write_text(TIDY, encoding="utf-8")
    if sys.platform != "win32":
        messy.chmod(0o640)
    before = tidy.stat().st_mtime_ns
    os.utime(tidy, ns=(before - 10**9, before - 10**9))
    code, out, err = run("fmt", "--in-place", str(tmp_path))
    assert (code, out, err) == (0, "", "")
    assert messy.read_text("utf-8") == TIDY
    assert tidy.stat().st_mtime_ns == before - 10**9  # a file already tidy is not touched
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "messy.sj",
        "tidy.sj",
    ]  # no temporary file left
    if sys.platform != "win32":
        assert stat.S_IMODE(messy.stat().st_mode) == 0o640


def test_check_lists_the_files_that_would_change(tmp_path: Path) -> None:
    (tmp_path / "messy.sj").write_text(MESSY, encoding="utf-8")
    (tmp_path / "tidy.sj").write_text(TIDY, encoding="utf-8")
    code, out, err = run("fmt", "--check", str(tmp_path))
    assert (code, out) == (1, f"{tmp_path / 'messy.sj'}\n")
    assert "1 file would change" in err
    assert (tmp_path / "messy.sj").read_text("utf-8") == MESSY  # --check writes nothing
    code, out, err = run("fmt", "--check", str(tmp_path / "tidy.sj"))
    assert (code, out) == (0, "") and "1 file already in canonical form" in err
    code, _, err = run("fmt", "--check", "--in-place", str(tmp_path))
    assert code == 2 and "cannot go with --in-place" in err
    code, _, err = run("fmt", "--check", str(tmp_path), "--lang", "zh")
    assert code == 1 and "1 个文件需要改动" in err


def test_diff_prints_a_unified_diff(tmp_path: Path) -> None:
    path = tmp_path / "messy.sj"
    path.write_text(MESSY, encoding="utf-8")
    code, out, _ = run("fmt", "--diff", str(path))
    assert code == 0
    lines = out.splitlines()
    assert lines[:2] == [f"--- {path}", f"+++ {path}"]
    assert (
        "-trump: H   # hearts" in lines and "+trump: ♥  # hearts" in lines and " level: 5" in lines
    )
    assert path.read_text("utf-8") == MESSY
    code, out, _ = run("fmt", "--diff", "--check", str(path))
    assert code == 1 and out.startswith(f"--- {path}\n")  # the diff names the file
    code, out, _ = run("fmt", "--diff", "-i", str(path))
    assert code == 0 and out.startswith("---") and path.read_text("utf-8") == TIDY
    code, out, _ = run("fmt", "--diff", str(path))
    assert (code, out) == (0, "")


def test_diff_marks_a_missing_last_newline(tmp_path: Path) -> None:
    path = tmp_path / "a.sj"
    path.write_text("level: 5", encoding="utf-8")
    code, out, _ = run("fmt", "--diff", str(path))
    assert code == 0 and out.endswith("-level: 5\n\\ No newline at end of file\n+level: 5\n")


def test_a_typo_gets_a_guess(tmp_path: Path) -> None:
    path = tmp_path / "a.sj"
    path.write_text("seats: N W S E\nlevle: 2\n", encoding="utf-8")
    code, _, err = run("fmt", str(path))
    assert (
        code == 2
        and f"{path}:2:1: unknown header 'levle'; expected a known key: did you mean 'level'?"
        in err
    )
    code, _, err = run("fmt", str(path), "--lang", "zh")
    assert code == 2 and "是不是 'level'" in err


def test_a_file_that_cannot_be_read_is_exit_2_and_the_others_go_on(tmp_path: Path) -> None:
    (tmp_path / "a_bad.sj").write_text("level: 5\ntrump: X\n", encoding="utf-8")
    (tmp_path / "b_messy.sj").write_text(MESSY, encoding="utf-8")
    code, out, err = run("fmt", "-i", str(tmp_path), str(tmp_path / "missing.sj"))
    assert code == 2 and out == ""
    assert f"{tmp_path / 'a_bad.sj'}:2:8: bad trump 'X'" in err and "trump: X\n       ^" in err
    assert f"{tmp_path / 'missing.sj'}: cannot read" in err
    assert (tmp_path / "b_messy.sj").read_text("utf-8") == TIDY
    assert (tmp_path / "a_bad.sj").read_text("utf-8") == "level: 5\ntrump: X\n"
    code, out, err = run("fmt", "--check", str(tmp_path))
    assert code == 2 and out == "" and "1 file already in canonical form" in err


def test_stdin_is_formatted_to_stdout_not_in_place() -> None:
    code, out, _ = run("fmt", "-", input=MESSY)
    assert (code, out) == (0, TIDY)
    code, _, err = run("fmt", "-i", "-", input=MESSY)
    assert code == 2 and "stdin cannot be rewritten in place" in err


def test_a_file_without_hands_is_left_as_it_is(tmp_path: Path) -> None:
    path = tmp_path / "notes.sj"
    path.write_text("#no hands here\n\n", encoding="utf-8")
    code, out, _ = run("fmt", "--check", str(path))
    assert (code, out) == (0, "")
    assert format_text("") == "" and format_text("\n# x\n") == "\n# x\n"


@POSIX
def test_in_place_keeps_links_and_never_writes_outside_the_folder(tmp_path: Path) -> None:
    folder, outside = tmp_path / "folder", tmp_path / "outside"
    folder.mkdir()
    outside.mkdir()
    (outside / "secret.sj").write_text(MESSY, encoding="utf-8")
    (folder / "real.sj").write_text(MESSY, encoding="utf-8")
    (folder / "inside.sj").symlink_to(folder / "real.sj")
    (folder / "leak.sj").symlink_to(outside / "secret.sj")
    code, _, err = run("fmt", "-i", str(folder))
    assert code == 2 and "a link leading outside the folder: not read" in err
    assert (outside / "secret.sj").read_text("utf-8") == MESSY  # never written
    assert (folder / "inside.sj").is_symlink() and (folder / "real.sj").read_text("utf-8") == TIDY
    code, _, _ = run("fmt", "-i", str(folder / "leak.sj"))  # named by the user: their choice
    assert (
        code == 0
        and (folder / "leak.sj").is_symlink()
        and (outside / "secret.sj").read_text("utf-8") == TIDY
    )


def test_every_example_with_comments_everywhere_is_kept_by_fmt(tmp_path: Path) -> None:
    for path in EXAMPLES:
        lines = path.read_text("utf-8").splitlines()
        commented = (
            "".join(f"# above {i}\n{line}  # end of {i}\n" for i, line in enumerate(lines))
            + "# file end\n"
        )
        shutil.copy(path, tmp_path / path.name)
        (tmp_path / path.name).write_text(commented, encoding="utf-8")
    code, out, _ = run("fmt", "--check", str(tmp_path))
    assert (code, out) == (0, "")
    assert [len(loads((tmp_path / p.name).read_text("utf-8"))) for p in EXAMPLES] == [
        len(loads(p.read_text("utf-8"))) for p in EXAMPLES
    ]
    assert dumps(loads(MESSY)) == TIDY


def test_an_interrupted_rewrite_leaves_the_file_and_no_temporary_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from shengji_cli.batch import output

    path = tmp_path / "a.sj"
    path.write_text(MESSY, encoding="utf-8")

    def interrupted(self: output.AtomicOutput) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(output.AtomicOutput, "commit", interrupted)
    code, _, _ = run("fmt", "-i", str(path))  # click: "Aborted!"
    assert (
        code != 0
        and path.read_text("utf-8") == MESSY
        and [p.name for p in tmp_path.iterdir()] == ["a.sj"]
    )


_STALLED_FMT = """
import sys, time
import shengji_cli.batch.output as output
real = output.AtomicOutput.commit
def stalled(self):  # the new text written to .NAME.partial-PID, not yet renamed: a signal comes now
    sys.stderr.write("written\\n")
    sys.stderr.flush()
    time.sleep(30)
    real(self)
output.AtomicOutput.commit = stalled
from shengji_cli.__main__ import run
sys.argv = ["shengji", "fmt", "--in-place", *sys.argv[1:]]
run()
"""


@pytest.mark.skipif(sys.platform == "win32", reason="signals")
@pytest.mark.parametrize("signame", ["SIGTERM", "SIGINT", "SIGHUP"])
def test_fmt_in_place_stopped_by_a_signal_leaves_no_partial_file(
    tmp_path: Path, signame: str
) -> None:
    """Issue #27 item 9: ``fmt --in-place`` has ``check``'s signal handling: a signal while a file
    is being rewritten removes the ``.NAME.partial-PID`` file and leaves the file as it was."""
    import signal
    import subprocess

    sig = getattr(signal, signame)
    path = tmp_path / "messy.sj"
    path.write_text(MESSY, encoding="utf-8")

    def defaults() -> None:  # as a terminal starts it, whatever this run inherited
        for s in (signal.SIGINT, signal.SIGHUP, signal.SIGTERM):
            signal.signal(s, signal.SIG_DFL)

    proc = subprocess.Popen(
        [sys.executable, "-c", _STALLED_FMT, str(path)],
        stderr=subprocess.PIPE,
        stdout=subprocess.DEVNULL,
        env={**os.environ, "SHENGJI_LANG": "en"},
        preexec_fn=defaults,
    )
    try:
        assert proc.stderr is not None
        assert proc.stderr.readline() == b"written\n"
        assert [p.name for p in tmp_path.iterdir() if "partial" in p.name] == [
            f".messy.sj.partial-{proc.pid}"
        ]
        proc.send_signal(sig)
        code = proc.wait(timeout=20)
        err = proc.stderr.read().decode()
    finally:
        proc.kill()
    assert code == 128 + sig and "shengji: interrupted" in err and "Traceback" not in err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["messy.sj"]
    assert path.read_text(encoding="utf-8") == MESSY


ZH_MESSY = """\
# 第一副
主：红   # 红桃
级别：5
座位：北 东 南 西
庄家：北
1. 北 黑桃A | 东 黑3 | 南 ♠K | 西 S5  # 北 领出
"""
ZH_TIDY = """\
# 第一副
座位：北 东 南 西
庄家：北
级别：5
主：红  # 红桃
1. 北 黑A | 东 黑3 | 南 黑K | 西 黑5  # 北 领出
"""
ZH_AS_SYMBOLS = """\
# 第一副
seats: 北 东 南 西
dealer: 北
level: 5
trump: ♥  # 红桃
1. 北 ♠A | 东 ♠3 | 南 ♠K | 西 ♠5  # 北 领出
"""


def test_a_chinese_typed_file_is_kept_chinese(tmp_path: Path) -> None:
    """Issue #33: a file whose first header key is Chinese is written the Chinese way, so that
    ``fmt --check`` passes on a canonical hand-typed Chinese file."""
    path = tmp_path / "zh.sj"
    path.write_text(ZH_MESSY, encoding="utf-8")
    code, out, _ = run("fmt", str(path))
    assert (code, out) == (0, ZH_TIDY)
    path.write_text(ZH_TIDY, encoding="utf-8")
    code, out, err = run("fmt", "--check", str(path))
    assert (code, out) == (0, "") and "1 file already in canonical form" in err
    code, out, _ = run("fmt", "--check", str(ROOT / "examples" / "zh_typed.sj"))
    assert (code, out) == (0, "")


def test_style_writes_every_file_one_way(tmp_path: Path) -> None:
    (tmp_path / "zh.sj").write_text(ZH_TIDY, encoding="utf-8")
    (tmp_path / "symbols.sj").write_text(ZH_AS_SYMBOLS, encoding="utf-8")
    code, out, _ = run("fmt", "--style", "symbols", str(tmp_path / "zh.sj"))
    assert (code, out) == (0, ZH_AS_SYMBOLS)
    code, out, _ = run("fmt", "--style", "zh", str(tmp_path / "symbols.sj"))
    assert (code, out) == (0, ZH_TIDY)
    code, out, _ = run("fmt", "--check", "--style", "keep", str(tmp_path))
    assert (code, out) == (0, "")
    code, out, _ = run("fmt", "--check", "--style", "zh", str(tmp_path))
    assert (code, out) == (1, f"{tmp_path / 'symbols.sj'}\n")


def test_a_chinese_typed_file_checks_as_its_symbol_twin(tmp_path: Path) -> None:
    """The same verdicts, typed either way (the file's name aside)."""
    zh = ROOT / "examples" / "zh_typed.sj"
    twin = tmp_path / "twin.sj"
    twin.write_text(format_text(zh.read_text("utf-8"), zh=False), encoding="utf-8")
    _, typed, _ = run("check", "--format", "jsonl", str(zh))
    _, symbols, _ = run("check", "--format", "jsonl", str(twin))
    assert typed.replace(str(zh), "F") == symbols.replace(str(twin), "F")
    assert '"status": "clean"' in typed
