"""``check --parse-only --format json``: the records as JSON records, one a line, as ``convert
--to json`` writes them (issue #33); the other formats keep the canonical text."""

from __future__ import annotations

import json
from pathlib import Path

from clirun import run

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
FILES = [str(EXAMPLES / "national_clean.sj"), str(EXAMPLES / "bury.sj")]


def test_parse_only_json_prints_the_json_records() -> None:
    for fmt in ("json", "jsonl"):
        code, out, err = run("check", "--parse-only", "--format", fmt, *FILES)
        assert code == 0 and err == ""
        rows = [json.loads(line) for line in out.splitlines()]
        assert [r["variant"] for r in rows] == ["national", "national"]
        _, converted, _ = run("convert", "--to", "json", *FILES)
        assert out == converted


def test_the_json_records_check_as_the_files_do() -> None:
    _, records, _ = run("check", "--parse-only", "--format", "json", FILES[1])
    code, out, _ = run("check", "--from", "json", "-", "--format", "jsonl", input=records)
    assert code == 1 and json.loads(out)["violations"][0]["kind"] == "bury"


def test_parse_only_text_is_the_canonical_text() -> None:
    code, out, _ = run("check", "--parse-only", FILES[0])
    assert code == 0 and out.startswith("#") and "trump:" in out and not out.startswith("{")


def test_a_block_that_cannot_be_read_is_on_stderr(tmp_path: Path) -> None:
    path = tmp_path / "bad.sj"
    path.write_text("level: 5\ntrump: X\n", encoding="utf-8")
    code, out, err = run("check", "--parse-only", "--format", "json", str(path))
    assert code == 2 and out == "" and err.startswith(f"shengji: {path}:2:8: bad trump")
