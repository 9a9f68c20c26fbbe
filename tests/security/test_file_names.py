"""Issue #27, item 1: a file name is data. A name that is not UTF-8 (or holds a newline, a control
character, ``#``, DEL) costs no other file its row, and is written escaped (``\\xff``) by the one
function every writer uses (:func:`shengji_cli.core.escape.shown_name`): text, JSON, JSON lines,
CSV, the summaries, stderr, ``fmt``'s headers, ``convert -o``."""

from __future__ import annotations

import csv
import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from clirun import run
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from shengji_cli.core.escape import printable, shown_name

ROOT = Path(__file__).resolve().parents[2]
CLEAN = (ROOT / "examples" / "national_clean.sj").read_bytes()
POSIX = pytest.mark.skipif(
    os.name != "posix" or sys.platform == "darwin",
    reason="a file name of any bytes needs a POSIX file system that takes them",
)
pytestmark = POSIX

BAD = b"bad\xff.sj"


def _folder(tmp_path: Path, *names: bytes, data: bytes = CLEAN) -> str:
    """A folder holding ``ok.sj`` and a file of each name (as bytes, as the OS gives them)."""
    folder = tmp_path / "in"
    folder.mkdir()
    (folder / "ok.sj").write_bytes(CLEAN)
    for name in names:
        with open(os.path.join(os.fsencode(folder), name), "wb") as f:
            f.write(data)
    return str(folder)


def _jsonl(out: str) -> list[dict[str, object]]:
    return [json.loads(line) for line in out.splitlines() if line.strip()]


def test_shown_name_escapes_what_utf8_cannot_write_and_the_controls() -> None:
    assert shown_name(b"a\xff\n#\x7f.sj") == "a\\xff\\x0a#\\x7f.sj"
    assert shown_name(os.fsdecode(b"a\xff\n.sj")) == "a\\xff\\x0a.sj"
    assert (
        shown_name(os.fsdecode(b"a\xff\n.sj"), json=True) == "a\\xff\n.sj"
    )  # JSON escapes the newline itself
    assert shown_name("plain/名字.sj") == shown_name("plain/名字.sj", json=True) == "plain/名字.sj"
    assert printable("x\udcfey") == "x\\xfey"  # a record's text passed as str with a lone surrogate


@pytest.mark.parametrize("jobs", ["1", "2"])
@pytest.mark.parametrize("fmt", ["text", "json", "jsonl", "csv"])
def test_a_name_that_is_not_utf8_loses_nothing_in_any_format(
    tmp_path: Path, fmt: str, jobs: str
) -> None:
    folder = _folder(tmp_path, BAD)
    code, out, err = run("check", folder, "--format", fmt, "--jobs", jobs)
    assert code == 0, err
    bad, ok = os.path.join(folder, "bad\\xff.sj"), os.path.join(folder, "ok.sj")
    if fmt == "text":
        heads = [line.split(" hand ")[0] for line in out.splitlines() if " hand 1 — " in line]
        assert heads == [bad, ok]
    elif fmt == "json":
        assert [r["file"] for r in json.loads(out)["records"]] == [bad, ok]
    elif fmt == "jsonl":
        assert [r["file"] for r in _jsonl(out)] == [bad, ok]
        assert all(r["status"] == "clean" for r in _jsonl(out))
    else:
        rows = list(csv.DictReader(io.StringIO(out)))
        assert [(r["file"], r["status"]) for r in rows] == [(bad, "clean"), (ok, "clean")]


@pytest.mark.parametrize("fmt", ["text", "json", "jsonl", "csv"])
def test_an_unreadable_file_of_such_a_name_is_named_escaped_in_the_summary_and_on_stderr(
    tmp_path: Path, fmt: str
) -> None:
    folder = _folder(tmp_path, b"x\xfe\x1b.sj", data=b"level: 5\ntrump: X\n")
    shown = (
        "x\\\\xfe\\u001b.sj" if fmt.startswith("json") else "x\\xfe\\x1b.sj"
    )  # as JSON writes it
    code, out, err = run("check", folder, "--summary", "--format", fmt)
    assert code == 2 and shown in out and "\x1b" not in out
    code, out, err = run("check", folder, "--format", fmt)
    assert (
        code == 2
        and shown in (err if fmt == "text" else out)  # text: the error only on stderr (#33)
        and "x\\xfe\\x1b.sj:2:8: bad trump" in out + err
        and "\x1b" not in out + err
    )
    if fmt == "jsonl":
        error = next(r for r in _jsonl(out) if r["status"] == "unreadable")["error"]
        assert error["file"] == os.path.join(folder, "x\\xfe\x1b.sj")  # type: ignore[index]
        assert error["text"].startswith(os.path.join(folder, "x\\xfe\\x1b.sj:2:8: "))  # type: ignore[index]


def test_the_reproducer_as_a_process_writes_every_row(tmp_path: Path) -> None:
    """The issue's reproducer, with real stdout and stderr (strict UTF-8) and worker processes."""
    folder = _folder(tmp_path, BAD)
    for fmt in ("jsonl", "text", "csv", "json"):
        proc = subprocess.run(
            [sys.executable, "-m", "shengji_cli", "check", folder, "--format", fmt],
            capture_output=True,
            env={**os.environ, "SHENGJI_LANG": "en"},
            timeout=120,
        )
        assert proc.returncode == 0 and b"Traceback" not in proc.stderr, proc.stderr
        assert (
            b"bad\\\\xff.sj" in proc.stdout
            if fmt in ("json", "jsonl")
            else b"bad\\xff.sj" in proc.stdout
        )


def test_fmt_names_such_a_file_escaped(tmp_path: Path) -> None:
    folder = _folder(tmp_path, BAD)
    code, out, err = run("fmt", folder)
    assert code == 0, err
    bad, ok = os.path.join(folder, "bad\\xff.sj"), os.path.join(folder, "ok.sj")
    assert [line for line in out.splitlines() if line.startswith("==> ")] == [
        f"==> {bad} <==",
        f"==> {ok} <==",
    ]
    with open(os.path.join(os.fsencode(folder), b"ugly\xfe\n.sj"), "wb") as f:
        f.write(CLEAN.replace(b"\n", b"\n\n", 1))  # not in canonical form
    code, out, err = run("fmt", "--check", folder)
    ugly = os.path.join(folder, "ugly\\xfe\\x0a.sj")
    assert code == 1 and out.splitlines() == [ugly]
    code, out, err = run("fmt", "--diff", folder)
    assert code == 0 and f"--- {ugly}" in out.splitlines()
    code, _, err = run("fmt", "--in-place", folder)
    assert code == 0, err
    with open(os.path.join(os.fsencode(folder), b"ugly\xfe\n.sj"), "rb") as f:
        assert f.read() == CLEAN


@pytest.mark.parametrize("target", ["sj", "json"])
def test_convert_writes_such_a_file_under_its_own_name(tmp_path: Path, target: str) -> None:
    folder = _folder(tmp_path, BAD)
    out_dir = tmp_path / "out"
    code, _, err = run("convert", folder, "--to", target, "-o", str(out_dir))
    assert code == 0, err
    suffix = b".sj" if target == "sj" else b".jsonl"
    assert sorted(os.listdir(os.fsencode(out_dir))) == [b"bad\xff" + suffix, b"ok" + suffix]
    code, out, err = run(
        "convert", folder, "--to", target, "-o", str(out_dir)
    )  # exists: said, escaped
    assert code == 2 and os.path.join(str(out_dir), "bad\\xff") in err


# ---------------------------------------------------------------- the property

_HOSTILE_CHARS = st.sampled_from(
    [
        b"\xff",
        b"\xfe",
        b"\x80",
        b"\xc3",
        b"\n",
        b"\r",
        b"\x1b",
        b"\x7f",
        b"#",
        b"\t",
        b"\x01",
        b"\\",
        b" ",
        b"\x85",
        b"\xe2\x80\xa8",
        b"\xe2\x80\xae",
        b'"',
        b",",
        b"'",
        b"==> ",
        b"x",
        b"\xe5\x90\x8d",
    ]
)


@st.composite
def hostile_names(draw: st.DrawFn) -> bytes:
    """A file name (no ``/``, no NUL) made mostly of what breaks a writer, ending in ``.sj``."""
    stem = b"".join(
        draw(st.lists(_HOSTILE_CHARS | st.binary(min_size=1, max_size=3), min_size=1, max_size=12))
    )
    return stem.replace(b"/", b"_").replace(b"\x00", b"_")[:200] + b".sj"


@settings(
    max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    name=hostile_names(),
    fmt=st.sampled_from(["text", "json", "jsonl", "csv"]),
    jobs=st.sampled_from(["1", "2"]),
)
def test_one_hostile_name_costs_no_other_file_its_row(
    tmp_path_factory: pytest.TempPathFactory, name: bytes, fmt: str, jobs: str
) -> None:
    top = tmp_path_factory.mktemp("names")
    for other in (b"a.sj", b"z.sj"):
        (top / os.fsdecode(other)).write_bytes(CLEAN)
    with open(os.path.join(os.fsencode(top), name), "wb") as f:
        f.write(CLEAN)
    code, out, err = run("check", str(top), "--format", fmt, "--jobs", jobs)
    assert code == 0, err
    want = {os.path.join(str(top), n) for n in ("a.sj", "z.sj")}
    hostile = shown_name(os.path.join(os.fsencode(top), name), json=fmt in ("json", "jsonl"))
    if fmt == "text":
        files = [line.split(" hand 1 — ")[0] for line in out.splitlines() if " hand 1 — " in line]
        assert "\x1b" not in out and "\r" not in out
    elif fmt == "json":
        files = [str(r["file"]) for r in json.loads(out)["records"]]
    elif fmt == "jsonl":
        files = [str(r["file"]) for r in _jsonl(out)]
    else:
        files = [r["file"] for r in csv.DictReader(io.StringIO(out))]
    assert len(files) == 3 and want <= set(files) and hostile in files


def test_a_variant_files_name_is_shown_escaped_too(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A variant file's path reaches a message from ``core`` (its loading errors): the same
    escapes.  (A relative name: a message shows at most 80 characters of a name, and the
    temporary folder's own path may be longer than that.)"""
    monkeypatch.chdir(tmp_path)
    with open(b"v\xff\x1b.toml", "wb") as f:
        f.write(b'extends = "nope"\n')
    variant = os.fsdecode(b"v\xff\x1b.toml")
    code, _, err = run("check", "--variant", variant, str(ROOT / "examples" / "national_clean.sj"))
    assert code == 2 and "v\\xff\\x1b.toml: key 'extends'" in err and "\x1b" not in err
    code, _, err = run(
        "check", "--variant", variant + "x", str(ROOT / "examples" / "national_clean.sj")
    )
    assert code == 2 and "v\\xff\\x1b.tomlx" in err and "\\udc" not in err
