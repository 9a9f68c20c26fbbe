"""``gen --out DIR``: a new or empty folder, or ``--force`` (issue #9, point 8): generating into
a folder of someone's records must not mix them with the generated ones silently."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from clirun import run

GEN = ("gen", "--count", "2", "--seed", "5")


def files(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir())}


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("present", ["mine.sj", ".hidden", "sub/"])
def test_a_folder_that_is_not_empty_is_refused(tmp_path: Path, present: str, lang: str) -> None:
    out = tmp_path / "out"
    out.mkdir()
    if present.endswith("/"):
        (out / present).mkdir()
    else:
        (out / present).write_text("my own record\n", encoding="utf-8")
    before = {p.name for p in out.iterdir()}
    code, stdout, err = run(*GEN, "--out", str(out), "--lang", lang)
    assert code == 2 and stdout == ""
    assert str(out) in err and "--force" in err
    assert ("not empty" in err) if lang == "en" else ("不是空的" in err)
    assert {p.name for p in out.iterdir()} == before  # nothing written


def test_force_writes_into_it_replacing_same_named_files_and_keeping_others(tmp_path: Path) -> None:
    fresh, out = tmp_path / "fresh", tmp_path / "out"
    assert run(*GEN, "--out", str(fresh))[0] == 0
    out.mkdir()
    (out / "mine.sj").write_text("my own record\n", encoding="utf-8")
    (out / "hand1.sj").write_text("stale\n", encoding="utf-8")
    code, stdout, _ = run(*GEN, "--out", str(out), "--force")
    assert code == 0 and str(out) in stdout
    got = files(out)
    assert got.pop("mine.sj") == b"my own record\n"
    assert got == files(fresh)
    assert sorted(json.loads(got["manifest.json"])) == ["hand1.sj", "hand2.sj"]


@pytest.mark.parametrize("where", ["empty", "new", "new/nested"])
def test_an_empty_or_new_folder_is_written(tmp_path: Path, where: str) -> None:
    out = tmp_path / where
    if where == "empty":
        out.mkdir()
    code, stdout, _ = run(*GEN, "--out", str(out))
    assert code == 0 and str(out) in stdout
    assert sorted(files(out)) == ["hand1.sj", "hand2.sj", "manifest.json"]


def test_running_twice_needs_force_the_second_time(tmp_path: Path) -> None:
    out = tmp_path / "out"
    assert run(*GEN, "--out", str(out))[0] == 0
    first = files(out)
    assert run(*GEN, "--out", str(out))[0] == 2
    assert run(*GEN, "--out", str(out), "--force")[0] == 0
    assert files(out) == first  # same seed, same files
