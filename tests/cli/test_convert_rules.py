"""Records played under rules of their own (a godot log's ``rule_config``) converted into a
folder take those rules along as a variant file, so the converted records check as the log does."""

from __future__ import annotations

import json
import tomllib
from pathlib import Path

import pytest
from clirun import run

from shengji_cli.core.variants import load_variant
from shengji_cli.importers import toml_text
from shengji_cli.importers.godot import rules_of, rules_table

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "examples" / "godot_log.godot.json"
SAMPLE = next(
    (
        p
        for base in (ROOT.parent, ROOT.parent.parent)
        if (p := base / "shared" / "corpora" / "shengji-godot" / "standard_log.json").is_file()
    ),
    ROOT.parent / "shared" / "corpora" / "shengji-godot" / "standard_log.json",
)
LOGS = [EXAMPLE, *([SAMPLE] if SAMPLE.is_file() else [])]


def rows(out: str) -> list[dict[str, object]]:
    return [json.loads(line) for line in out.splitlines() if line.strip()]


def verdicts(out: str) -> list[tuple[object, ...]]:
    return [
        (r["hand"], r["status"], tuple((v["kind"], v["trick"], v["seat"]) for v in r["violations"]))  # type: ignore[union-attr]
        for r in rows(out)
    ]


@pytest.mark.parametrize("log", LOGS, ids=lambda p: p.name)
def test_converted_records_check_as_the_log_does(log: Path, tmp_path: Path) -> None:
    code, _, err = run("convert", "--from", "godot", "--to", "sj", str(log), "-o", str(tmp_path))
    assert code == 0, err
    stem = log.name.removesuffix(".json").removesuffix(".godot")
    [toml] = tmp_path.glob("*.variant.toml")
    sj = tmp_path / f"{stem}.sj"
    assert toml.is_file() and sj.is_file()
    assert toml.name.startswith("rules-") and stem not in toml.name  # a token, not the input's name
    assert f"variant: {toml.name}" in sj.read_text(encoding="utf-8")
    direct = run("check", "--from", "godot", str(log), "--format", "jsonl")
    converted = run("check", str(sj), "--allow-variant-dir", str(tmp_path), "--format", "jsonl")
    assert direct[0] == converted[0]
    assert verdicts(direct[1]) == verdicts(converted[1])
    # without the folder allowed the record's variant file is not read, and the check says so
    code, out, _ = run("check", str(sj), "--format", "jsonl")
    assert code == 2 and all(r["status"] == "unreadable" for r in rows(out))


def test_on_stdout_the_rules_cannot_go_along_and_stderr_says_so() -> None:
    code, out, err = run("convert", "--from", "godot", "--to", "sj", str(EXAMPLE))
    assert code == 0 and "variant: godot" in out
    assert "-o DIR" in err and "godot_log.godot.json:" in err and "rules-HASH.variant.toml" in err
    _, _, err_zh = run("convert", "--from", "godot", "--to", "sj", str(EXAMPLE), "--lang", "zh")
    assert "规则文件" in err_zh


@pytest.mark.parametrize(
    "config",
    [
        {},
        {
            "no_skip_ranks": [5, 10, 13],
            "bid_requires_joker": True,
            "upgrade_threshold": 120,
            "upgrade_step": 40,
        },
        {"no_skip_enabled": False, "tractor_allow_rank_card": False, "deck_count": 2},
    ],
)
def test_the_rules_file_is_the_variant_the_log_gives(
    config: dict[str, object], tmp_path: Path
) -> None:
    table, _ = rules_table(config, "log.json")
    text = toml_text(table)
    assert tomllib.loads(text) == table
    path = tmp_path / "rules.toml"
    path.write_text(text, encoding="utf-8")
    variant, _ = rules_of(config, "log.json")
    loaded = load_variant(path)
    assert (loaded.match, loaded.levels, loaded.declaration, loaded.order, loaded.deck) == (
        variant.match,
        variant.levels,
        variant.declaration,
        variant.order,
        variant.deck,
    )
