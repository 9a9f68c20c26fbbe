"""``shengji convert`` and ``check --from``: a foreign file goes through the same batch as a
``.sj`` file (statuses, reports, ``--jobs``, limits, link safety, error rows), and
``convert --to json`` output checks with the same findings as the ``.sj`` it came from."""

from __future__ import annotations

import gzip
import json
import os
from pathlib import Path
from typing import Any

import pytest
from clirun import run

import shengji_cli
from shengji_cli.batch.check import check_file
from shengji_cli.batch.pool import check_paths
from shengji_cli.importers.json import dumps as json_dumps
from shengji_cli.notation import format_text
from shengji_cli.notation import loads as sj_loads

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
SJ_EXAMPLES = sorted(EXAMPLES.glob("*.sj"))
HAND = (
    '{"seats": ["N", "W", "S", "E"], "level": 2, "trump": "NT", "tricks": [{"plays": ['
    '{"seat": "N", "cards": ["BJ"]}, {"seat": "W", "cards": ["LJ"]}, {"seat": "S", "cards": '
    '["S2"]}, '
    '{"seat": "E", "cards": ["H3"]}]}]}'
)


def findings(rows: list[dict[str, Any]]) -> list[tuple[Any, ...]]:
    """What a check found, hand by hand, without the places (a JSON record has no trick lines)."""
    return [
        (
            r["hand"],
            r["status"],
            [(v["kind"], v.get("trick"), v.get("seat"), v["message"]) for v in r["violations"]],
            r.get("result"),
            r.get("defenders_points"),
            (r.get("match") or {}).get("hands"),
        )
        for r in rows
    ]


def jsonl(out: str) -> list[dict[str, Any]]:
    return [json.loads(line) for line in out.splitlines()]


@pytest.mark.parametrize("path", SJ_EXAMPLES, ids=lambda p: p.name)
def test_converted_to_json_an_example_checks_the_same_and_converts_back(
    path: Path, tmp_path: Path
) -> None:
    code, out, err = run("convert", "--to", "json", str(path), "-o", str(tmp_path))
    assert (code, err) == (0, "")
    converted = tmp_path / (path.stem + ".jsonl")
    code_sj, out_sj, _ = run("check", str(path), "--format", "jsonl")
    code_json, out_json, _ = run("check", "--from", "json", str(converted), "--format", "jsonl")
    assert code_json == code_sj
    assert findings(jsonl(out_json)) == findings(jsonl(out_sj))
    code, out, _ = run("convert", "--to", "sj", str(converted))
    # JSON keeps no script: a Chinese-typed example comes back with the symbols
    assert code == 0 and out == format_text(path.read_text("utf-8"), zh=False)


def test_a_match_stays_one_unit_in_json() -> None:
    path = EXAMPLES / "match_national.sj"
    code, out, _ = run("convert", "--to", "json", str(path))
    [line] = out.splitlines()
    assert code == 0 and len(json.loads(line)["records"]) == len(sj_loads(path.read_text("utf-8")))
    code, out, _ = run(
        "convert", "--to", "json", str(EXAMPLES / "national_clean.sj"), str(EXAMPLES / "deck.sj")
    )
    assert code == 0 and all("records" not in row for row in jsonl(out)) and len(jsonl(out)) == 2


def test_several_matches_to_sj_give_one_file_each(tmp_path: Path) -> None:
    hands = sj_loads((EXAMPLES / "match_national.sj").read_text("utf-8"))
    src = tmp_path / "season.jsonl"
    single = sj_loads((EXAMPLES / "national_clean.sj").read_text("utf-8"))  # an independent hand
    src.write_text(json_dumps(hands, group=True) * 2 + json_dumps(single), encoding="utf-8")
    code, _, err = run("convert", "--to", "sj", str(src), "-o", str(tmp_path / "out"))
    assert (code, err) == (0, "")
    assert sorted(os.listdir(tmp_path / "out")) == ["season-1.sj", "season-2.sj", "season.sj"]
    assert (tmp_path / "out" / "season-2.sj").read_text("utf-8") == (
        EXAMPLES / "match_national.sj"
    ).read_text("utf-8")
    src.write_text(
        json_dumps(hands, group=True), encoding="utf-8"
    )  # one match: one file of the input's name
    code, _, _ = run("convert", "--to", "sj", str(src), "-o", str(tmp_path / "one"))
    assert code == 0 and os.listdir(tmp_path / "one") == ["season.sj"]


def test_convert_refuses_to_overwrite_unless_forced(tmp_path: Path) -> None:
    src = str(EXAMPLES / "national_clean.sj")
    assert run("convert", "--to", "json", src, "-o", str(tmp_path))[0] == 0
    target = tmp_path / "national_clean.jsonl"
    target.write_text("mine\n", encoding="utf-8")
    code, _, err = run(
        "convert", "--to", "json", src, str(EXAMPLES / "deck.sj"), "-o", str(tmp_path)
    )
    assert code == 2 and f"{target}: exists already: not replaced without --force" in err
    assert (
        target.read_text("utf-8") == "mine\n" and (tmp_path / "deck.jsonl").exists()
    )  # the others go on
    assert run("convert", "--to", "json", src, "-o", str(tmp_path), "--force")[0] == 0
    assert target.read_text("utf-8") != "mine\n"
    assert [p for p in os.listdir(tmp_path) if ".partial-" in p] == []


def test_convert_names_each_unreadable_record_and_writes_the_others(tmp_path: Path) -> None:
    src = tmp_path / "mixed.jsonl"
    src.write_text(f'{HAND}\n{{"level": "Z"}}\n{HAND}\n{{"level"\n', encoding="utf-8")
    code, out, err = run("convert", "--to", "sj", str(src))
    assert code == 2
    assert f"{src}:2:1: level: bad level 'Z'" in err and f"{src}:4:" in err
    assert out.count("seats: N W S E") == 2 and out.count("---") == 1
    code, out, err = run("convert", "--to", "json", str(tmp_path / "missing.jsonl"), str(src))
    assert code == 2 and "missing.jsonl: cannot read" in err and len(out.splitlines()) == 2


def test_convert_reads_the_format_given_or_by_suffix(tmp_path: Path) -> None:
    src = tmp_path / "records.txt"
    src.write_text(HAND + "\n", encoding="utf-8")
    code, _, err = run("convert", "--to", "json", str(src))  # .txt: read as sj
    assert code == 2 and err.startswith(f"shengji: {src}:1:")
    code, out, _ = run("convert", "--from", "json", "--to", "sj", str(src))
    assert code == 0 and out.startswith("seats: N W S E\nlevel: 2\n")
    code, _, err = run("convert", "--from", "xml", "--to", "sj", str(src))
    assert code == 2 and "'xml'" in err


def test_check_from_json_is_the_same_batch(tmp_path: Path) -> None:
    (tmp_path / "a.jsonl").write_text(HAND + "\n" + HAND + "\n", encoding="utf-8")
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "b.json").write_text(f"[\n{HAND},\n{HAND}\n]\n", encoding="utf-8")
    (tmp_path / "c.sj").write_text(
        "level: 2\n", encoding="utf-8"
    )  # not searched for with --from json
    code, out, _ = run("check", "--from", "json", str(tmp_path), "--format", "jsonl", "--jobs", "2")
    rows = jsonl(out)
    assert code == 0 and [(Path(r["file"]).name, r["hand"]) for r in rows] == [
        ("a.jsonl", 1),
        ("a.jsonl", 2),
        ("b.json", 1),
        ("b.json", 2),
    ]
    assert {r["status"] for r in rows} == {"incomplete"}
    code, out, _ = run(
        "check", str(tmp_path / "a.jsonl"), str(tmp_path / "c.sj"), "--summary", "--format", "json"
    )
    assert code == 2  # by suffix: the .sj file has no seats
    summary = json.loads(out)
    assert summary["files"] == 2


def test_check_from_json_on_stdin_and_parse_only() -> None:
    code, out, _ = run("check", "--from", "json", "-", "--format", "jsonl", input=HAND + "\n")
    assert code == 0 and jsonl(out)[0]["file"] == "<stdin>"
    code, out, _ = run(
        "check", "--from", "json", "--parse-only", "-", input=HAND + "\n" + HAND + "\n"
    )
    assert code == 0 and out.count("seats: N W S E") == 2 and "---" in out


def test_an_unreadable_json_record_is_an_error_row_and_the_batch_goes_on(tmp_path: Path) -> None:
    src = tmp_path / "a.jsonl"
    src.write_text(f'{HAND}\n{{"kitty": ["SX"]}}\n{HAND}\n', encoding="utf-8")
    code, out, err = run(
        "check", str(src), str(EXAMPLES / "national_clean.sj"), "--format", "jsonl"
    )
    rows = jsonl(out)
    assert code == 2 and [r["status"] for r in rows] == [
        "incomplete",
        "unreadable",
        "incomplete",
        "clean",
    ]
    assert (
        rows[1]["error"]["line"] == 2
        and "kitty[0]: unknown card 'SX'" in rows[1]["error"]["message"]
    )
    assert f"{src}:2:1: kitty[0]: unknown card 'SX'" in err
    code, out, err = run("check", str(src))  # stderr shows it as a notation error (#33)
    assert f"{src}:2:1: kitty[0]: unknown card 'SX'" in err
    assert '{"kitty": ["SX"]}\n^' in err  # the line, a caret under the column


def test_an_empty_json_file_has_no_hands(tmp_path: Path) -> None:
    src = tmp_path / "empty.jsonl"
    src.write_text("\n\n", encoding="utf-8")
    code, out, _ = run("check", str(src), "--format", "jsonl")
    assert code == 2 and "no hands" in jsonl(out)[0]["error"]["message"]


def test_links_leading_out_of_a_folder_are_not_read(tmp_path: Path) -> None:
    outside = tmp_path / "outside.jsonl"
    outside.write_text(HAND + "\n", encoding="utf-8")
    folder = tmp_path / "folder"
    folder.mkdir()
    (folder / "link.jsonl").symlink_to(outside)
    code, out, _ = run("check", "--from", "json", str(folder), "--format", "jsonl")
    assert code == 2 and "outside" in jsonl(out)[0]["error"]["message"]
    code, out, _ = run(
        "check", "--from", "json", str(folder), "--format", "jsonl", "--follow-links"
    )
    assert code == 0 and jsonl(out)[0]["status"] == "incomplete"


def test_a_json_file_is_under_the_time_limit(tmp_path: Path) -> None:
    src = tmp_path / "a.jsonl"
    src.write_text(HAND + "\n", encoding="utf-8")
    code, out, _ = run("check", str(src), "--format", "jsonl", "--timeout", "30")
    assert code == 0 and jsonl(out)[0]["status"] == "incomplete"


def test_the_library_reads_every_format(tmp_path: Path) -> None:
    src = tmp_path / "a.txt"
    src.write_text(HAND + "\n", encoding="utf-8")
    assert [r.status for r in check_file(src, fmt="json")] == ["incomplete"]
    assert check_file(src)[0].status == "unreadable"  # by suffix: sj
    (tmp_path / "b.jsonl").write_text(HAND + "\n" + HAND + "\n", encoding="utf-8")
    assert [r.hand for r in check_paths([tmp_path], fmt="json")] == [1, 2]
    assert [r.hand for r in shengji_cli.check_file(tmp_path / "b.jsonl")] == [1, 2]
    assert check_file(tmp_path / "none.jsonl")[0].error.message.id == "batch.cannot-read"  # type: ignore[union-attr]


def test_a_match_of_json_records_is_checked_as_a_match(tmp_path: Path) -> None:
    hands = sj_loads((EXAMPLES / "match_level_mismatch.sj").read_text("utf-8"))
    src = tmp_path / "m.jsonl"
    src.write_text(json_dumps(hands[:1]) + json_dumps(hands, group=True), encoding="utf-8")
    rows = jsonl(run("check", str(src), "--format", "jsonl")[1])
    assert [r["hand"] for r in rows] == list(range(1, len(hands) + 2))
    assert "match" in rows[-1] and "level-mismatch" in {
        v["kind"] for v in rows[-1]["violations"]
    } | {v["kind"] for r in rows[1:] for v in r["violations"]}
    # --independent overrides the unit
    rows = jsonl(run("check", str(src), "--format", "jsonl", "--independent")[1])
    assert all("match" not in r for r in rows)


def test_schema_commands_print_the_published_schemas() -> None:
    code, out, _ = run("schema", "record")
    assert code == 0 and json.loads(out)["$defs"]["record"]["additionalProperties"] is False
    code, out, _ = run("schema", "check")
    assert code == 0 and json.loads(out)["title"] == "shengji check --format json"


def test_a_gzipped_json_lines_file_is_checked_and_converted_by_its_name(tmp_path: Path) -> None:
    src = tmp_path / "export.jsonl.gz"
    src.write_bytes(gzip.compress(((HAND + "\n") * 3).encode()))
    rows = jsonl(run("check", str(src), "--format", "jsonl")[1])
    assert [r["hand"] for r in rows] == [1, 2, 3]
    code, _, _ = run("convert", "--to", "sj", str(src), "-o", str(tmp_path / "out"))
    assert code == 0 and os.listdir(tmp_path / "out") == ["export.sj"]
