"""Machine-readable output everywhere: JSON errors as objects with their place, the unknown
variant placed at its ``variant:`` line, CSV that the csv module reads back (booleans, one line
per cell, the status and the first violation), and text tables within 100 columns."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import jsonschema
import pytest
from clirun import run

import shengji_cli
from shengji_cli.report.csv import CSV_FIELDS
from shengji_cli.report.wrap import TABLE_COLUMNS, width

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples"
SCHEMA = json.loads((ROOT / "shengji_cli" / "schema" / "check.schema.json").read_text("utf-8"))


def jsonl(out: str) -> list[dict[str, object]]:
    rows = [json.loads(line) for line in out.splitlines()]
    jsonschema.validate({"records": rows}, SCHEMA)
    return rows


# ---------------------------------------------------------------- JSON errors


def test_a_syntax_error_is_an_object_with_its_place(tmp_path: Path) -> None:
    path = tmp_path / "a.sj"
    path.write_text(
        "seats: N W S E\nlevel: 2\ntrump: H\n1. N ♠A | W ♠1 | S ♠3 | E ♠4\n", encoding="utf-8"
    )
    for fmt in ("json", "jsonl"):
        code, out, _ = run("check", str(path), "--format", fmt)
        [row] = json.loads(out)["records"] if fmt == "json" else jsonl(out)
        assert code == 2 and row["status"] == "unreadable" and row["ok"] is False
        error = row["error"]
        assert error == {
            "kind": "syntax",
            "message": "unknown card '♠1'; expected a rank: 2-10, J, Q, K or A",
            "message_id": "notation.error",
            "file": str(path),
            "line": 4,
            "column": 14,
            "source_line": "1. N ♠A | W ♠1 | S ♠3 | E ♠4",
            "text": f"{path}:4:14: unknown card '♠1'; expected a rank: 2-10, J, Q, K or A\n"
            "1. N ♠A | W ♠1 | S ♠3 | E ♠4\n             ^",
        }
    _, out, _ = run("check", str(path), "--format", "jsonl", "--lang", "zh")
    assert jsonl(out)[0]["error"]["message"].startswith("无法识别的牌 '♠1'")  # type: ignore[index]


@pytest.mark.parametrize("lead", ["", "# a comment\n\n", "seats: N W S E\n"])
def test_an_unknown_variant_points_at_its_variant_line(tmp_path: Path, lead: str) -> None:
    hand = "level: 2\ntrump: H\n1. N ♠A | W ♠2 | S ♠3 | E ♠4\n"
    text = hand + "---\n" + lead + "level: 2\n  variant :  nosuch   # a typo\ntrump: H\n"
    [good, bad] = shengji_cli.check_text(text, source="v.sj")
    assert good.error is None and bad.error is not None
    line = 6 + lead.count("\n")
    assert (bad.error.kind, bad.error.line, bad.error.column) == ("variant", line, 14)
    assert bad.error.line_text == "  variant :  nosuch   # a typo"
    path = tmp_path / "v.sj"
    path.write_text(text, encoding="utf-8")
    code, out, err = run("check", str(path), "--format", "jsonl")
    error = jsonl(out)[1]["error"]
    assert (
        code == 2 and error["kind"] == "variant" and error["line"] == line and error["column"] == 14
    )  # type: ignore[index]
    assert "variant 'nosuch' is not a preset" in error["message"]  # type: ignore[index]
    assert f"v.sj:{line}:14: variant 'nosuch' is not a preset" in err
    code, out, err = run("check", str(path))
    assert "  variant :  nosuch   # a typo\n             ^" in err  # the caret under the name
    assert "— unreadable" not in out  # the text report on stdout: the hands read


def test_a_bad_variant_option_is_not_placed_at_a_record_line() -> None:
    [r] = shengji_cli.check_text("variant: national\nlevel: 2\ntrump: H\n", variant="nosuch")
    assert r.error is not None and r.error.kind == "variant" and r.error.line_text == ""


def test_error_kinds_of_unreadable_files(tmp_path: Path) -> None:
    (tmp_path / "bin.sj").write_bytes(b"level: 2\n\x00")
    (tmp_path / "none.sj").write_text("# nothing\n", encoding="utf-8")
    (tmp_path / "nolevel.sj").write_text(
        "trump: H\n1. N ♠A | W ♠2 | S ♠3 | E ♠4\n", encoding="utf-8"
    )
    code, out, _ = run("check", str(tmp_path), str(tmp_path / "missing.sj"), "--format", "jsonl")
    got = {Path(str(r["file"])).name: r["error"] for r in jsonl(out)}
    assert code == 2
    assert {name: e["kind"] for name, e in got.items()} == {  # type: ignore[index]
        "bin.sj": "file",
        "none.sj": "empty",
        "nolevel.sj": "hand",
        "missing.sj": "file",
    }
    assert got["bin.sj"]["line"] is None and got["bin.sj"]["source_line"] is None  # type: ignore[index]


# ---------------------------------------------------------------- CSV


def read_csv(out: str) -> list[dict[str, str]]:
    rows = list(csv.reader(io.StringIO(out)))
    assert tuple(rows[0]) == CSV_FIELDS and all(len(r) == len(CSV_FIELDS) for r in rows)
    return [dict(zip(CSV_FIELDS, r, strict=True)) for r in rows[1:]]


def test_csv_reads_back_with_booleans_one_line_cells_status_and_the_first_violation(
    tmp_path: Path,
) -> None:
    bad = tmp_path / "bad\nname.sj"  # a newline in a file name stays out of the cells
    bad.write_text("level: 5\ntrump: X\n", encoding="utf-8")
    files = [str(EXAMPLES / "illegal_follow.sj"), str(EXAMPLES / "national_clean.sj"), str(bad)]
    code, out, _ = run("check", *files, "--format", "csv")
    assert code == 2
    assert len(out.splitlines()) == 4  # a header and one line per hand: no cell holds a newline
    follow, clean, unreadable = read_csv(out)
    assert (follow["ok"], follow["status"], follow["complete"]) == ("false", "violations", "true")
    report = shengji_cli.check_file(EXAMPLES / "illegal_follow.sj")[0]
    first = report.violations[0]
    assert (follow["kind"], follow["trick"], follow["seat"]) == (
        first.kind,
        str(first.trick),
        first.seat,
    )
    assert (clean["ok"], clean["status"], clean["complete"], clean["kind"]) == (
        "true",
        "clean",
        "true",
        "",
    )
    assert (
        unreadable["ok"] == "false"
        and unreadable["status"] == "unreadable"
        and unreadable["complete"] == ""
    )
    assert unreadable["file"] == str(bad).replace("\n", "\\x0a")
    assert unreadable["error"].endswith(
        ":2:8: bad trump 'X'; expected a suit: S H C D, ♠ ♥ ♣ ♦, ♤ ♡ ♧ ♢ or "
        "黑桃 红桃 梅花 方块, or NT / 无主"
    )
    assert not any(
        v in ("True", "False") for row in (follow, clean, unreadable) for v in row.values()
    )


def test_the_csv_summary_reads_back(tmp_path: Path) -> None:
    code, out, _ = run(
        "check",
        str(EXAMPLES / "illegal_follow.sj"),
        str(EXAMPLES / "national_clean.sj"),
        "--summary",
        "--format",
        "csv",
    )
    rows = list(csv.DictReader(io.StringIO(out)))
    got = {(r["section"], r["name"]): r["value"] for r in rows}
    assert code == 1
    assert got[("total", "files")] == "2" and got[("total", "hands")] == "2"
    assert got[("status", "clean")] == "1" and got[("status", "violations")] == "1"
    assert got[("kind", "illegal-follow")] == "1"


# ---------------------------------------------------------------- text tables


WIDE = """\
seats: N W S E
dealer: N
level: 2
trump: H
1. N ♠AKQJ109876 -> ♠6 | W ♠5 | S ♠4 | E ♠3
2. N ♠AAKKQQJJ1010 | W ♠5432 ♣AKQJ109 | S ♥AKQJ109876 ♥3 | E ♥AKQJ109876 ♥4
3. S ♣AAKKQQJJ1010 -> ♣22 | E ♣3344 ♦AKQJ99 | N ♥5566778899 | W ♣5566778899
"""


def tables(out: str) -> list[list[str]]:
    """The tables of a text report: each from its header line (before a line of dashes) to
    the next blank line."""
    lines = out.splitlines()
    found = []
    for i, line in enumerate(lines):
        if line.startswith("--") and set(line) <= {"-", " "} and i > 0:
            end = next((j for j in range(i, len(lines)) if not lines[j].strip()), len(lines))
            found.append(lines[i - 1 : end])
    return found


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_wide_throw_wraps_inside_its_cell(tmp_path: Path, lang: str) -> None:
    path = tmp_path / "wide.sj"
    path.write_text(WIDE, encoding="utf-8")
    _, out, _ = run("check", str(path), "--lang", lang)
    [table] = tables(out)
    assert max(map(width, table)) <= TABLE_COLUMNS
    assert len(table) > 2 + 3  # the rows took more than one line each
    assert all(line.count("->") <= 2 for line in table)
    # Every card of every play is still there, each on one line.
    assert sum(line.count(suit) for line in table for suit in "♠♥♣♦") == _card_count()


def _card_count() -> int:
    [record] = shengji_cli.loads(WIDE)
    return sum(len(p.cards) + len(p.attempted or ()) for t in record.tricks for p in t.plays)


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_every_example_table_fits_100_columns(lang: str) -> None:
    _, out, _ = run("check", *sorted(map(str, EXAMPLES.glob("*.sj"))), "--lang", lang)
    found = tables(out)
    assert len(found) > 10
    assert [line for t in found for line in t if width(line) > TABLE_COLUMNS] == []


def test_only_a_variant_error_moves_to_the_variant_line() -> None:
    # A hand that lacks its level line is an error of the hand (its first line), even when
    # the hand has a `variant:` line.
    [r] = shengji_cli.check_text(
        "# a hand\nvariant: national\ntrump: H\n1. N ♠A | W ♠2 | S ♠3 | E ♠4\n"
    )
    assert (
        r.error is not None
        and r.error.kind == "hand"
        and r.error.line == 1
        and r.error.line_text == ""
    )


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_summary_table_of_long_paths_and_errors_fits_100_columns(
    tmp_path: Path, lang: str
) -> None:
    folder = tmp_path / ("a folder with a rather long name " * 2).strip()
    folder.mkdir()
    (folder / "bad record.sj").write_text("level: 5\ntrump: X\n", encoding="utf-8")
    code, out, _ = run("check", str(tmp_path), "--summary", "--lang", lang)
    assert code == 2 and max(map(width, out.splitlines())) <= TABLE_COLUMNS
    assert "bad" in out and "record.sj" in out
