"""Issue #27, items 2 and 7: ``convert`` writes nothing derived from a file name into a record or a
variant file, writes only records that read back, and never writes over a file the same run
wrote."""

from __future__ import annotations

import json
import os
import re
import sys
import tomllib
from dataclasses import replace
from pathlib import Path

import pytest
from clirun import run

from shengji_cli.cli.convert import readable, rules_file
from shengji_cli.core.record import HandRecord
from shengji_cli.importers import toml_text
from shengji_cli.notation import loads

ROOT = Path(__file__).resolve().parents[2]
GODOT = (ROOT / "examples" / "godot_log.godot.json").read_bytes()
JSON_RECORD = (ROOT / "examples" / "json_record.jsonl").read_text(encoding="utf-8").splitlines()[0]
CLEAN_SJ = (ROOT / "examples" / "national_clean.sj").read_text(encoding="utf-8")
POSIX = pytest.mark.skipif(
    os.name != "posix" or sys.platform == "darwin",
    reason="file names with newlines and DEL need a POSIX file system",
)
TOKEN = re.compile(r"^variant: (rules-[0-9a-f]{16}\.variant\.toml)$", re.M)


def _rows(out: str) -> list[tuple[object, ...]]:
    return [
        (
            r["hand"],
            r["status"],
            tuple((v["kind"], v["trick"], v["seat"]) for v in r.get("violations", [])),
        )
        for r in map(json.loads, out.splitlines())
    ]


def _converted(tmp_path: Path, name: str) -> tuple[Path, Path, str]:
    """The godot example saved as ``name`` and converted into ``out/``: the log, the folder, the
    .sj text."""
    logs = tmp_path / "logs"
    logs.mkdir()
    log = logs / name
    log.write_bytes(GODOT)
    out = tmp_path / "out"
    code, _, err = run("convert", str(log), "--to", "sj", "-o", str(out))
    assert code == 0, err
    [sj] = out.glob("*.sj")
    return log, out, sj.read_text(encoding="utf-8")


@POSIX
@pytest.mark.parametrize(
    "name",
    [
        "national\nruling: forfeit P1\n#.godot.json",
        "a#b.godot.json",
        "a\x7fb.godot.json",
        'x\u2028y".godot.json',
    ],
)
def test_a_log_name_forges_nothing_in_the_records_or_the_rules(tmp_path: Path, name: str) -> None:
    log, out, text = _converted(tmp_path, name)
    [token] = TOKEN.findall(text)
    assert [p.name for p in out.glob("*.variant.toml")] == [token]
    assert not any(line.startswith("ruling:") for line in text.splitlines())
    stem = name.removesuffix(".godot.json")
    rules = (out / token).read_text(encoding="utf-8")
    assert stem not in text and stem not in rules and "forfeit" not in text + rules
    tomllib.loads(rules)
    direct = run("check", "--from", "godot", str(log), "--format", "jsonl")
    converted = run("check", str(out), "--allow-variant-dir", str(out), "--format", "jsonl")
    assert direct[0] == converted[0] and _rows(direct[1]) == _rows(converted[1])
    assert "forfeited the match" not in run("check", str(out), "--allow-variant-dir", str(out))[1]


@POSIX
def test_on_stdout_the_note_on_the_rules_names_the_log_escaped(tmp_path: Path) -> None:
    log = tmp_path / "a\nshengji: all clean.godot.json"
    log.write_bytes(GODOT)
    code, _, err = run("convert", str(log), "--to", "sj")
    assert code == 0 and "a\\x0ashengji: all clean.godot.json" in err
    assert not any(line.startswith("shengji: all clean") for line in err.splitlines())


def test_the_same_rules_give_one_variant_file(tmp_path: Path) -> None:
    for name in ("a.godot.json", "b.godot.json"):
        (tmp_path / name).write_bytes(GODOT)
    out = tmp_path / "out"
    code, _, err = run(
        "convert",
        str(tmp_path / "a.godot.json"),
        str(tmp_path / "b.godot.json"),
        "--to",
        "sj",
        "-o",
        str(out),
    )
    assert code == 0, err
    assert len(list(out.glob("*.variant.toml"))) == 1
    assert TOKEN.findall((out / "a.sj").read_text(encoding="utf-8")) == TOKEN.findall(
        (out / "b.sj").read_text(encoding="utf-8")
    )
    # a later run into the same folder finds the rules there already and does not call that an error
    (tmp_path / "c.godot.json").write_bytes(GODOT)
    code, _, err = run("convert", str(tmp_path / "c.godot.json"), "--to", "sj", "-o", str(out))
    assert code == 0, err


def test_a_variant_file_is_the_rules_text_alone() -> None:
    assert rules_file("x = 1\n") == rules_file("x = 1\n") != rules_file("x = 2\n")
    text = toml_text({"name": 'a\x7fb#c\n"d'})
    assert tomllib.loads(text) == {"name": 'a\x7fb#c\n"d'}


# ---------------------------------------------------------------- what reads back


def _bad_records(tmp_path: Path) -> Path:
    """Four JSON records: clean, a trick of three plays, a play of no cards, clean."""
    record = json.loads(JSON_RECORD)
    three = json.loads(JSON_RECORD)
    three["tricks"][0]["plays"] = three["tricks"][0]["plays"][:3]
    empty = json.loads(JSON_RECORD)
    empty["tricks"][1]["plays"][2]["cards"] = []
    path = tmp_path / "season.jsonl"
    path.write_text(
        "\n".join(json.dumps(r) for r in (record, three, empty, record)) + "\n", encoding="utf-8"
    )
    return path


def test_convert_refuses_what_the_notation_cannot_hold_and_writes_the_rest(tmp_path: Path) -> None:
    path = _bad_records(tmp_path)
    out = tmp_path / "out"
    code, _, err = run("convert", str(path), "--to", "sj", "-o", str(out))
    assert code == 2
    # The importers' shared invariant check (importers.read) refuses both records as they are
    # read, located; convert's own read-back check is the net behind it.
    lines = [line for line in err.splitlines() if line.startswith(f"shengji: {path}")]
    assert len(lines) == 2
    assert lines[0].startswith(f"shengji: {path}:2:1: trick 1 has 3 plays")
    assert lines[1].startswith(f"shengji: {path}:3:1: trick 2: N plays no cards")
    code, checked, _ = run("check", str(out / "season.sj"), "--format", "jsonl")
    assert code == 0 and [r[:2] for r in _rows(checked)] == [(1, "clean"), (2, "clean")]
    code, _, err = run("convert", str(path), "--to", "sj", "--lang", "zh")
    assert code == 2 and err.count(str(path)) == 2


def test_every_record_written_reads_back_as_written() -> None:
    [record] = loads(CLEAN_SJ)
    assert isinstance(record, HandRecord)
    trick = record.tricks[0]
    three = replace(record, tricks=(trick._replace(plays=trick.plays[:3]), *record.tricks[1:]))
    nothing = replace(
        record,
        tricks=(
            trick._replace(plays=(trick.plays[0]._replace(cards=()), *trick.plays[1:])),
            *record.tricks[1:],
        ),
    )
    surrogate = replace(record, comments=("a \udcff comment",))
    kept, refused = readable([(1, record), (2, three), (3, nothing), (4, surrogate), (5, record)])
    assert kept == [record, record]
    assert [(e.message.id, dict(e.message.args)["hand"]) for e in refused] == [
        ("cli.convert.unwritable", n) for n in (2, 3, 4)
    ]


@pytest.mark.parametrize("target", ["sj", "json"])
def test_text_utf8_cannot_write_is_refused_not_a_traceback(tmp_path: Path, target: str) -> None:
    """JSON may escape a lone surrogate (``"\\udcff"``), which no UTF-8 file can hold."""
    odd = json.loads(JSON_RECORD)
    odd["comments"] = ["x\udcffy"]
    path = tmp_path / "odd.jsonl"
    path.write_text(JSON_RECORD + "\n" + json.dumps(odd) + "\n", encoding="utf-8")
    code, out, err = run("convert", str(path), "--to", target, "-o", str(tmp_path / "out"))
    assert (
        code == 2
        and f"{path}:2:1: hand 2 not written: it would not read back (it holds text that UTF-8"
        in err
    )
    [written] = (tmp_path / "out").iterdir()
    code, checked, _ = run("check", str(written), "--format", "jsonl")
    assert code == 0 and [r[:2] for r in _rows(checked)] == [(1, "clean")]


def test_a_record_of_nothing_is_refused_by_name_and_the_others_are_written(tmp_path: Path) -> None:
    """``{}`` is a record (``check``: unreadable, it has no level), but no hand's text: ``--to
    sj`` refuses it, located and naming it, exit 2, and writes the others; ``--to json`` keeps it
    (``{}`` reads back as ``{}``)."""
    path = tmp_path / "some.jsonl"
    path.write_text(f"{JSON_RECORD}\n{{}}\n{JSON_RECORD}\n", encoding="utf-8")
    code, _, err = run("convert", str(path), "--to", "sj", "-o", str(tmp_path / "sj"))
    assert code == 2
    assert f"{path}:2:1: hand 2 not written: it would not read back (it holds nothing" in err
    [written] = (tmp_path / "sj").iterdir()
    code, checked, _ = run("check", str(written), "--format", "jsonl")
    assert [r[:2] for r in _rows(checked)] == [(1, "clean"), (2, "clean")]
    code, _, err = run("convert", str(path), "--to", "json", "-o", str(tmp_path / "json"))
    [written] = (tmp_path / "json").iterdir()
    assert code == 0 and written.read_text("utf-8").splitlines()[1] == "{}"


# ---------------------------------------------------------------- one run, one writer per file


@pytest.mark.parametrize("force", [False, True])
def test_two_inputs_of_one_name_never_overwrite_each_other(tmp_path: Path, force: bool) -> None:
    for folder, preset in (("a", "national"), ("b", "bjtu")):
        (tmp_path / folder).mkdir()
        (tmp_path / folder / "week.sj").write_text(
            (ROOT / "examples" / f"{preset}_clean.sj").read_text(encoding="utf-8"), encoding="utf-8"
        )
    out = tmp_path / "out"
    code, _, err = run(
        "convert",
        str(tmp_path / "a" / "week.sj"),
        str(tmp_path / "b" / "week.sj"),
        "--to",
        "sj",
        "-o",
        str(out),
        *(["--force"] if force else []),
    )
    assert code == 2
    assert (
        f"{out / 'week.sj'}: written already by this run" in err
        and str(tmp_path / "b" / "week.sj") in err
    )
    assert "variant: national" in (out / "week.sj").read_text(encoding="utf-8")
    assert [p.name for p in out.iterdir()] == ["week.sj"]
    # --force still replaces a file an earlier run wrote
    code, _, err = run(
        "convert", str(tmp_path / "b" / "week.sj"), "--to", "sj", "-o", str(out), "--force"
    )
    assert code == 0 and "variant: bjtu" in (out / "week.sj").read_text(encoding="utf-8")
