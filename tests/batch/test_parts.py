"""A big file of a line format (an 80fen season) is cut between lines and its parts checked by
different workers: the rows, their hand numbers, the summary and the exit code are the same as
one worker's, bad lines and a stream that breaks off included."""

from __future__ import annotations

import gzip
import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from clirun import run
from hypothesis import given, settings
from hypothesis import strategies as st

from shengji_cli.batch import pool, sources
from shengji_cli.batch.pool import check_paths
from shengji_cli.batch.sources import Source, iter_parts, may_split
from shengji_cli.importers import fen80, line_format

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "examples" / "80fen_sample.ndjson"
VARIANT = "national"


def example_lines() -> list[str]:
    return [line for line in EXAMPLE.read_text(encoding="utf-8").splitlines() if line.strip()]


@pytest.fixture()
def small_parts(monkeypatch: pytest.MonkeyPatch) -> None:
    """Parts of a few hands, and files worth splitting from a few hundred bytes (forked workers
    inherit the values)."""
    monkeypatch.setattr(sources, "SPLIT_BYTES", 200)
    monkeypatch.setattr(sources, "PART_HANDS", 4)


def season(tmp_path: Path, name: str = "season.ndjson", bad: bool = True, repeat: int = 6) -> Path:
    lines = example_lines() * repeat
    if bad:
        lines[4] = '{"rounds": 5}'
        lines.insert(9, "not json at all")
        lines.insert(11, "")
    path = tmp_path / name
    data = ("\n".join(lines) + "\n").encode("utf-8")
    path.write_bytes(gzip.compress(data) if name.endswith(".gz") else data)
    return path


def test_only_a_big_file_of_a_line_format_is_split(tmp_path: Path, small_parts: None) -> None:
    big = season(tmp_path)
    assert line_format("80fen") is fen80 and line_format("json") is None
    assert may_split(Source(str(big)), "80fen")
    assert not may_split(Source(str(big)), "json")  # a JSON document may span lines
    (tmp_path / "tiny.ndjson").write_text(example_lines()[0][:150], encoding="utf-8")
    assert not may_split(Source(str(tmp_path / "tiny.ndjson")), "80fen")
    assert not may_split(Source(str(tmp_path / "missing.ndjson")), "80fen")
    parts = list(iter_parts(Source(str(big)), "80fen"))
    assert len(parts) > 3 and [p.part for p in parts] == list(range(len(parts)))
    # each part starts where the one before it ends, counted by fen80.line_hands
    hands = [sum(fen80.line_hands(line) for _, line in p.lines or ()) for p in parts]
    assert [p.first_hand for p in parts] == [1 + sum(hands[:i]) for i in range(len(parts))]
    assert all(h >= sources.PART_HANDS for h in hands[:-1])


@pytest.mark.parametrize("name", ["season.ndjson", "season.ndjson.gz"])
@pytest.mark.parametrize("fmt", ["jsonl", "csv", "text"])
def test_two_jobs_give_one_jobs_rows(
    tmp_path: Path, small_parts: None, name: str, fmt: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = season(tmp_path, name)
    made: list[Source] = []
    real = pool.iter_parts

    def spy(src: Source, input_format: str | None = None, **options: object) -> Iterator[Source]:
        for part in real(src, input_format, **options):  # type: ignore[arg-type]
            made.append(part)
            yield part

    monkeypatch.setattr(pool, "iter_parts", spy)
    one = run(
        "check", "--from", "80fen", str(path), "--variant", VARIANT, "--format", fmt, "--jobs", "1"
    )
    two = run(
        "check", "--from", "80fen", str(path), "--variant", VARIANT, "--format", fmt, "--jobs", "2"
    )
    assert one[0] == two[0] == 2  # the two bad lines
    assert one[1] == two[1] and one[1]
    assert one[2] == two[2]
    assert len(made) > 3 and all(p.lines for p in made)  # the second run was cut into parts
    if fmt == "jsonl":
        rows = [json.loads(r) for r in one[1].splitlines()]
        assert [r["hand"] for r in rows] == list(range(1, len(rows) + 1))
        assert sum(r["status"] == "unreadable" for r in rows) == 2


def test_the_summary_counts_the_file_once(tmp_path: Path, small_parts: None) -> None:
    path = season(tmp_path, bad=False)
    docs = [
        json.loads(
            run(
                "check",
                "--from",
                "80fen",
                str(path),
                "--variant",
                VARIANT,
                "--summary",
                "--format",
                "json",
                "--jobs",
                j,
            )[1]
        )
        for j in ("1", "2")
    ]
    assert docs[0] == docs[1]
    assert docs[0]["files"] == 1 and docs[0]["hands"] == 3 * len(example_lines()) * 6


def test_a_stream_that_breaks_off_is_reported_at_the_same_hand(
    tmp_path: Path, small_parts: None
) -> None:
    whole = season(tmp_path, "whole.ndjson.gz", bad=False).read_bytes()
    cut = tmp_path / "cut.ndjson.gz"
    cut.write_bytes(whole[: len(whole) * 3 // 4])
    one = run(
        "check",
        "--from",
        "80fen",
        str(cut),
        "--variant",
        VARIANT,
        "--format",
        "jsonl",
        "--jobs",
        "1",
    )
    two = run(
        "check",
        "--from",
        "80fen",
        str(cut),
        "--variant",
        VARIANT,
        "--format",
        "jsonl",
        "--jobs",
        "2",
    )
    assert one[0] == two[0] == 2 and one[1] == two[1]
    rows = one[1].splitlines()
    last = json.loads(rows[-1])
    assert last["status"] == "unreadable" and last["hand"] == len(rows)


def test_the_library_spreads_a_file_too(tmp_path: Path, small_parts: None) -> None:
    path = season(tmp_path)
    one = [
        (r.hand, r.status, r.error is None)
        for r in check_paths([path], VARIANT, jobs=1, fmt="80fen")
    ]
    two = [
        (r.hand, r.status, r.error is None)
        for r in check_paths([path], VARIANT, jobs=2, fmt="80fen")
    ]
    assert one == two and [h for h, _, _ in one] == list(range(1, len(one) + 1))


@settings(max_examples=150, deadline=None)
@given(st.data())
def test_line_hands_counts_what_line_unit_gives(data: st.DataObject) -> None:
    # The parent numbers a part's hands by line_hands before any worker reads it: it must be
    # the number of rows line_unit gives, whatever the line holds.
    line = data.draw(st.sampled_from(example_lines()))
    doc = json.loads(line)
    choice = data.draw(st.sampled_from(["as-is", "cut", "rounds", "round", "junk", "blank"]))
    if choice == "cut":
        line = line[: data.draw(st.integers(0, len(line)))]
    elif choice == "rounds":
        doc["rounds"] = data.draw(st.sampled_from([[], {}, 3, None, "x", [1, 2]]))
        line = json.dumps(doc)
    elif choice == "round":
        rounds = doc["rounds"]
        i = data.draw(st.integers(0, len(rounds) - 1))
        rounds[i] = data.draw(st.sampled_from([{}, [], 7, {"declSeat": 9}]))
        line = json.dumps(doc)
    elif choice == "junk":
        line = data.draw(st.text(max_size=30))
    elif choice == "blank":
        line = data.draw(st.sampled_from(["", "   ", "\t"]))
    unit = fen80.line_unit(1, line, "x")
    assert fen80.line_hands(line) == (0 if unit is None else len(unit.records))
