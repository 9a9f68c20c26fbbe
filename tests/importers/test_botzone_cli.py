"""``--from botzone`` and ``--from jerryyyu`` through the command line: check, convert both
ways, gzip, folders by suffix, ``--jobs``, ``gen --to``, truncated gzip."""

from __future__ import annotations

import gzip
import json
import shutil
from pathlib import Path

import pytest
from clirun import run

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = {
    "botzone": ROOT / "examples" / "botzone" / "match.botzone.json",
    "jerryyyu": ROOT / "examples" / "jerryyyu" / "room.jerryyyu.jsonl",
}


@pytest.mark.parametrize("fmt", sorted(EXAMPLES))
def test_examples_check_clean_by_suffix_and_by_from(fmt: str) -> None:
    path = str(EXAMPLES[fmt])
    for args in ((path,), ("--from", fmt, path)):
        code, out, err = run("check", *args)
        assert code == 0, out + err
        assert "— clean" in out


@pytest.mark.parametrize("fmt", sorted(EXAMPLES))
def test_convert_to_sj_checks_clean_with_its_rules(fmt: str, tmp_path: Path) -> None:
    code, out, err = run("convert", "--to", "sj", str(EXAMPLES[fmt]), "-o", str(tmp_path))
    assert code == 0, err
    (written,) = tmp_path.glob("*.sj")
    (rules,) = tmp_path.glob("rules-*.variant.toml")
    assert f'name = "{fmt}"' in rules.read_text(encoding="utf-8")
    code, out, err = run("check", "--allow-variant-dir", str(tmp_path), str(written))
    assert code == 0, out + err


@pytest.mark.parametrize("fmt", sorted(EXAMPLES))
def test_convert_to_json_reads_back(fmt: str, tmp_path: Path) -> None:
    code, out, err = run("convert", "--to", "json", str(EXAMPLES[fmt]), "-o", str(tmp_path))
    assert code == 0, err
    (written,) = tmp_path.glob("*.jsonl")
    code, out, err = run(
        "check", "--allow-variant-dir", str(tmp_path), "--from", "json", str(written)
    )
    assert code == 0, out + err


@pytest.mark.parametrize("fmt", sorted(EXAMPLES))
def test_gzip_folders_and_jobs(fmt: str, tmp_path: Path) -> None:
    src = EXAMPLES[fmt]
    for i in range(3):
        (tmp_path / f"g{i}{''.join(src.suffixes)}.gz").write_bytes(gzip.compress(src.read_bytes()))
    shutil.copy(src, tmp_path / src.name)
    code, out, err = run("check", "--from", fmt, "--jobs", "2", str(tmp_path))
    assert code == 0, out + err
    assert out.count("— clean") >= 4


@pytest.mark.parametrize("fmt", sorted(EXAMPLES))
def test_a_truncated_gzip_is_a_located_error(fmt: str, tmp_path: Path) -> None:
    src = EXAMPLES[fmt]
    path = tmp_path / f"cut{''.join(src.suffixes)}.gz"
    data = gzip.compress(src.read_bytes())
    path.write_bytes(data[: len(data) // 2])
    code, out, err = run("check", str(path))
    assert code == 2
    assert f"{path}:" in err


@pytest.mark.parametrize("fmt", ["botzone", "jerryyyu"])
def test_gen_writes_hands_the_importer_checks_clean(fmt: str, tmp_path: Path) -> None:
    out_dir = tmp_path / "g"
    code, _, err = run(
        "gen", "--count", "3", "--variant", "shenzhen", "--to", fmt, "-o", str(out_dir)
    )
    assert code == 0, err
    files = sorted(p.name for p in out_dir.iterdir())
    assert len(files) == 4 and "manifest.json" in files
    code, out, err = run("check", "--variant", "shenzhen", "--from", fmt, str(out_dir))
    assert code == 0, out + err
    assert out.count("— clean") == 3


def test_a_wrong_winner_exits_one(tmp_path: Path) -> None:
    events = [json.loads(x) for x in EXAMPLES["jerryyyu"].read_text("utf-8").splitlines()]
    trick = next(e for e in events if e["e"] == "trick")
    trick["winner"] = (trick["winner"] + 1) % 4
    path = tmp_path / "bad.jerryyyu.jsonl"
    path.write_text("".join(json.dumps(e) + "\n" for e in events), "utf-8")
    code, out, _ = run("check", str(path))
    assert code == 1 and "winner-mismatch [trick 1" in out
