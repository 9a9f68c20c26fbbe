"""A status per hand (clean, violations, incomplete, unreadable) in every output format, and
the exit codes: an incomplete hand is never clean; ``--require-complete`` makes it exit 1; an
empty or comments-only file is an unreadable row ("no hands", exit 2) and the batch goes on."""

from __future__ import annotations

import csv
import io
import json
from dataclasses import replace
from pathlib import Path

import jsonschema
import pytest
from clirun import run
from hypothesis import given, settings
from hypothesis import strategies as st

import shengji_cli
from shengji_cli.core.reports import ErrorKind
from shengji_cli.core.variants import PRESETS, load_variant
from shengji_cli.core.vocab import Status
from shengji_cli.gen.hands import generate
from shengji_cli.notation import dumps

ROOT = Path(__file__).resolve().parents[2]
SCHEMA = json.loads((ROOT / "shengji_cli" / "schema" / "check.schema.json").read_text("utf-8"))
FORMATS = ("text", "json", "jsonl", "csv")


def clean_hand(seed: int = 3, preset: str = "national") -> str:
    """A generated hand that replays clean, as text (seeds are tried in order until one is)."""
    v = load_variant(preset)
    for s in range(seed, seed + 50):
        g = generate(s, v)
        if (
            not g.expected
            and shengji_cli.check_text(text := dumps([g.record]))[0].status is Status.CLEAN
        ):
            return text
    raise AssertionError("no clean generated hand")


def truncated(text: str, keep: int = 8) -> str:
    """The hand with only its first ``keep`` tricks (and no claims: the table stopped writing)."""
    [record] = shengji_cli.loads(text)
    return dumps([replace(record, tricks=record.tricks[:keep], claims=type(record.claims)())])


@pytest.fixture(scope="module")
def hands(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    folder = tmp_path_factory.mktemp("status")
    full = clean_hand()
    paths = {"clean": folder / "clean.sj", "short": folder / "short.sj"}
    paths["clean"].write_text(full, encoding="utf-8")
    paths["short"].write_text(truncated(full), encoding="utf-8")
    return paths


def records(fmt: str, out: str) -> list[dict[str, str]]:
    """The rows of a ``--format`` output as dicts (CSV: every value a string)."""
    if fmt == "json":
        doc = json.loads(out)
        jsonschema.validate(doc, SCHEMA)
        return list(doc["records"])
    if fmt == "jsonl":
        rows = [json.loads(line) for line in out.splitlines()]
        jsonschema.validate({"records": rows}, SCHEMA)
        return rows
    return list(csv.DictReader(io.StringIO(out)))


@pytest.mark.parametrize("fmt", FORMATS)
def test_a_truncated_hand_is_incomplete_in_every_format(hands: dict[str, Path], fmt: str) -> None:
    code, out, err = run("check", str(hands["short"]), "--format", fmt)
    assert code == 0  # not a violation, but said: the status, and a note on stderr
    assert "1 hand stops before the end" in err and "--require-complete" in err
    if fmt == "text":
        head = out.splitlines()[0]
        assert (
            head.endswith("— incomplete (the record stops before the end)")
            and "the hand is not complete" in out
        )
    else:
        [row] = records(fmt, out)
        assert row["status"] == "incomplete"
        assert row["ok"] in (False, "false") and row["complete"] in (False, "false")
    code, out, err = run("check", str(hands["short"]), "--format", fmt, "--require-complete")
    assert code == 1 and err.endswith(
        "shengji: 1 hand stops before the end: a violation under --require-complete (exit 1)\n"
    )
    if fmt != "text":
        assert records(fmt, out)[0]["status"] == "incomplete"


@pytest.mark.parametrize("fmt", FORMATS)
def test_a_complete_clean_hand_is_clean_and_exits_0(hands: dict[str, Path], fmt: str) -> None:
    code, out, err = run("check", str(hands["clean"]), "--format", fmt, "--require-complete")
    assert code == 0 and err == ""
    if fmt == "text":
        assert out.splitlines()[0].endswith("— clean")
    else:
        [row] = records(fmt, out)
        assert (
            row["status"] == "clean"
            and row["ok"] in (True, "true")
            and row["complete"] in (True, "true")
        )


def summary(fmt: str, out: str) -> dict[str, str]:
    """The per-status counts of a ``--summary`` in ``fmt``."""
    if fmt == "text":
        labels = {
            "clean hands": "clean",
            "hands with violations": "violations",
            "incomplete hands": "incomplete",
            "unreadable files": "unreadable_files",
            "unreadable hands": "unreadable_hands",
        }
        cells = {line[:22].strip(): line[22:].strip() for line in out.splitlines()}
        return {key: cells[label] for label, key in labels.items() if label in cells}
    if fmt in ("json", "jsonl"):
        assert fmt == "json" or len(out.splitlines()) == 1
        return {k: str(n) for k, n in json.loads(out)["statuses"].items()}
    rows = list(csv.DictReader(io.StringIO(out)))
    assert list(rows[0]) == ["section", "name", "value"]
    return {r["name"]: r["value"] for r in rows if r["section"] == "status"}


@pytest.mark.parametrize("fmt", FORMATS)
def test_the_summary_counts_incomplete_hands_in_every_format(
    hands: dict[str, Path], fmt: str
) -> None:
    code, out, err = run(
        "check", str(hands["short"]), str(hands["clean"]), "--summary", "--format", fmt
    )
    assert code == 0 and "1 hand stops before the end" in err
    got = summary(fmt, out)
    assert got["clean"] == "1" and got["incomplete"] == "1" and got["violations"] == "0"
    code, out, _ = run(
        "check", str(hands["short"]), "--summary", "--format", fmt, "--require-complete"
    )
    assert code == 1 and summary(fmt, out)["incomplete"] == "1"


def test_the_summary_is_in_the_format_asked_never_the_text_table(hands: dict[str, Path]) -> None:
    _, text, _ = run("check", str(hands["clean"]), "--summary")
    for fmt in ("json", "jsonl", "csv"):
        _, out, _ = run("check", str(hands["clean"]), "--summary", "--format", fmt)
        assert out != text and "-----" not in out


def test_incomplete_hands_in_chinese(hands: dict[str, Path]) -> None:
    code, out, err = run("check", str(hands["short"]), "--lang", "zh")
    assert (
        code == 0
        and out.splitlines()[0].endswith("未打完（记录未到最后一圈）")
        and "--require-complete" in err
    )
    _, out, _ = run("check", str(hands["short"]), "--summary", "--lang", "zh")
    assert "未打完的副数" in out


@settings(max_examples=12, deadline=None)
@given(st.sampled_from(PRESETS), st.integers(0, 10_000), st.integers(1, 30))
def test_a_hand_cut_anywhere_is_incomplete_never_clean(preset: str, seed: int, keep: int) -> None:
    g = generate(seed, load_variant(preset))
    text = dumps([g.record])
    full = shengji_cli.check_text(text)[0]
    cut = shengji_cli.check_text(truncated(text, keep))[0]
    if keep >= len(g.record.tricks):
        assert (
            cut.status is (Status.CLEAN if not cut.violations else Status.VIOLATIONS)
            and cut.complete
        )
    else:
        assert not cut.complete and cut.status in (Status.INCOMPLETE, Status.VIOLATIONS)
        assert not cut.ok and shengji_cli.to_dict(cut)["ok"] is False
        assert (cut.status is Status.INCOMPLETE) == (not cut.violations)
    assert full.complete


# ---------------------------------------------------------------- files without hands


@pytest.mark.parametrize(
    "content", ["", "\n\n", "# a comment\n   # another\n\n", "---\n# only\n---\n"]
)
def test_check_text_of_no_hands_is_one_unreadable_report(content: str) -> None:
    [r] = shengji_cli.check_text(content, source="e.sj")
    assert r.status is Status.UNREADABLE and not r.ok and r.error is not None
    assert r.error.kind is ErrorKind.EMPTY and r.error.message.id == "batch.no-hands"
    assert (
        shengji_cli.to_dict(r)["error"]["message"]
        == "no hands: the file is empty or holds only comments"
    )


@pytest.mark.parametrize("fmt", FORMATS)
def test_empty_and_comment_only_files_are_unreadable_rows_and_the_batch_goes_on(
    tmp_path: Path, hands: dict[str, Path], fmt: str
) -> None:
    (tmp_path / "a_empty.sj").write_text("", encoding="utf-8")
    (tmp_path / "b_comments.sj").write_text(
        "# uploaded, but nothing in it\n\n# really\n", encoding="utf-8"
    )
    (tmp_path / "c_good.sj").write_text(hands["clean"].read_text("utf-8"), encoding="utf-8")
    code, out, err = run("check", str(tmp_path), "--format", fmt)
    assert code == 2
    if fmt == "text":
        assert out.count("— unreadable") == 0 and err.count("no hands: the file is empty") == 2
        assert "c_good.sj hand 1 — variant national" in out and out.count("— clean") == 1
        return
    rows = records(fmt, out)
    assert [Path(r["file"]).name for r in rows] == ["a_empty.sj", "b_comments.sj", "c_good.sj"]
    assert [r["status"] for r in rows] == ["unreadable", "unreadable", "clean"]
    assert err.count("no hands") == 2
    code, out, _ = run("check", str(tmp_path), "--summary", "--format", "json")
    doc = json.loads(out)
    assert (
        code == 2
        and doc["unreadable_files"] == 2
        and doc["statuses"]["unreadable"] == 2
        and doc["clean"] == 1
    )
