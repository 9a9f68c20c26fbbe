"""One big ``.sj`` file: parsed in segments whose places are the file's (no padding), refused only
over ``--max-file-size``, and, when its hands are independent, cut at ``---`` lines and its parts
checked by different workers: the rows, their hand numbers, the summary and the exit code are
one worker's."""

from __future__ import annotations

import json
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import pytest
from clirun import run
from hypothesis import given, settings
from hypothesis import strategies as st

from shengji_cli.batch import pool, sources, work
from shengji_cli.batch.sources import Source, iter_parts, iter_records, may_split
from shengji_cli.core.variants import load_variant
from shengji_cli.gen.hands import generate, hand_seed
from shengji_cli.notation import ParseError, dumps, parse_blocks
from shengji_cli.report.catalog import render

VARIANT = "national"


@cache
def hand(i: int) -> str:
    return dumps([generate(hand_seed(13, i), load_variant(VARIANT)).record])


def big_text(n: int, bad: bool = True) -> str:
    """``n`` hands; with ``bad``, late in the text: blocks that do not read, blocks of comments
    only (not hands), a ``－－－`` typed in full-width forms, an unknown ``variant:`` line."""
    blocks = [hand(i) for i in range(n)]
    if bad:
        at = n - 11  # the last tenth or so of a big text
        blocks[at] = blocks[at].replace("level:", "level: 99 #", 1)
        blocks[at + 1] = "# only a comment\n\n# and another\n"
        blocks[at + 3] = blocks[at + 3].replace("1. ", "1. N ♠1 |", 1)
        assert "variant: national\n" in blocks[at + 5]
        blocks[at + 5] = blocks[at + 5].replace("variant: national\n", "variant: nowhere\n")
        blocks[at + 7] = blocks[at + 7] + "\n－－－\n" + hand(n + 1)
        blocks[at + 9] = ""
    return "\n---\n".join(blocks) + "\n"


def places(items: list[object]) -> list[tuple[object, ...]]:
    return [
        (type(x).__name__, x.line, x.column, x.line_text, render(x.message))
        if isinstance(x, ParseError)
        else (type(x).__name__, getattr(x, "line", None))
        for x in items
    ]


@pytest.fixture()
def small_parts(monkeypatch: pytest.MonkeyPatch) -> None:
    """Parts of a few hands, files worth splitting from a few hundred bytes, small segments
    (forked workers inherit the values)."""
    monkeypatch.setattr(sources, "SPLIT_BYTES", 200)
    monkeypatch.setattr(sources, "PART_HANDS", 4)
    monkeypatch.setattr(sources, "SEGMENT_BYTES", 3000)


# ---------------------------------------------------------------- places without padding


def test_a_text_read_from_a_later_line_places_everything_as_the_whole_text_does() -> None:
    text = big_text(30)
    lines = text.split("\n")
    cut = text.index("\n---\n", len(text) // 2) + 5
    first = text.count("\n", 0, cut) + 1
    whole = parse_blocks(text)
    tail = parse_blocks(text[cut:], line=first)
    assert places(tail) == places(whole[len(whole) - len(tail) :])
    assert places(parse_blocks("\n" * (first - 1) + text[cut:])) == places(tail)
    assert any(isinstance(x, ParseError) for x in tail)
    assert len(lines) > first > 1


def test_a_big_file_with_errors_late_in_it_keeps_every_place(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    text = big_text(300)
    monkeypatch.setattr(sources, "SEGMENT_BYTES", 5000)  # many segments
    got = list(iter_records(text, "big.sj"))
    want = parse_blocks(text, "big.sj")
    assert places(got) == places(want)
    errors = [x for x in got if isinstance(x, ParseError)]
    assert len(errors) == 2 and all(e.line > text.count("\n") // 2 for e in errors)


def test_a_segment_starts_at_its_own_line_and_never_reads_a_padding() -> None:
    # the old reader prefixed each segment with a blank line per line before it: a piece of a
    # million-line file read a million lines.  Now a piece is read alone.
    assert places(parse_blocks("level: 1\n", "x.sj", line=1_000_000)) == [
        ("ParseError", 1_000_000, 8, "level: 1", render(parse_blocks("level: 1\n")[0].message))
    ]  # type: ignore[union-attr]


# ---------------------------------------------------------------- the parts


@settings(max_examples=200, deadline=None)
@given(
    st.lists(
        st.sampled_from(
            [
                "",
                "  ",
                "# c",
                "level: 2",
                "trump: H",
                "－－－",
                "  －－－ # x",
                "--- x",
                "junk line",
                "\u3000",
                "#",
                "-- -",
            ]
        ),
        max_size=12,
    )
)
def test_a_blocks_items_are_counted_as_the_reader_reads_them(lines: list[str]) -> None:
    block = "\n".join(lines)
    assert sources._items(block) == len(parse_blocks(block))


def test_only_a_big_sj_file_of_independent_hands_is_cut(tmp_path: Path, small_parts: None) -> None:
    path = tmp_path / "big.sj"
    text = big_text(40)
    path.write_text(text, encoding="utf-8")
    assert may_split(Source(str(path)), None, None) and may_split(Source(str(path)), None, False)
    assert not may_split(Source(str(path)), None, True)  # --match: one unit
    assert not may_split(Source(str(path)))  # the default: as before, a .sj file is one unit
    parts = list(iter_parts(Source(str(path)), match=None))
    assert len(parts) > 3 and [p.part for p in parts] == list(range(len(parts)))
    assert "".join(p.text or "" for p in parts) == text
    counts = [len(list(iter_records(p.text or "", str(path), line=p.first_line))) for p in parts]
    assert [p.first_hand for p in parts] == [1 + sum(counts[:i]) for i in range(len(parts))]
    assert [p.first_line for p in parts] == [
        1 + sum((q.text or "").count("\n") for q in parts[:i]) for i in range(len(parts))
    ]
    assert all(c >= sources.PART_HANDS for c in counts[:-1])


def test_a_file_that_cannot_be_cut_is_given_back_whole(tmp_path: Path, small_parts: None) -> None:
    match = tmp_path / "match.sj"
    match.write_text("levels: N=2 W=2\n" + big_text(20, bad=False), encoding="utf-8")
    utf8 = tmp_path / "latin1.sj"
    utf8.write_bytes(big_text(20, bad=False).encode("utf-8") + b"# \xf8\n")
    nul = tmp_path / "nul.sj"
    nul.write_bytes(big_text(20, bad=False).encode("utf-8") + b"\x00")
    small = tmp_path / "small.sj"
    small.write_text(big_text(3, bad=False), encoding="utf-8")
    for path in (match, utf8, nul, small):
        assert [p.text for p in iter_parts(Source(str(path)), match=None)] == [None], path.name
    assert (
        len(list(iter_parts(Source(str(match)), match=False))) > 1
    )  # --independent: cut all the same
    assert [p.text for p in iter_parts(Source(str(small)), match=None, limit=100)] == [None]


def spied(monkeypatch: pytest.MonkeyPatch) -> list[Source]:
    made: list[Source] = []
    real = pool.iter_parts

    def spy(src: Source, *args: object, **kwargs: object) -> Iterator[Source]:
        for part in real(src, *args, **kwargs):  # type: ignore[arg-type]
            made.append(part)
            yield part

    monkeypatch.setattr(pool, "iter_parts", spy)
    return made


@pytest.mark.parametrize("fmt", ["jsonl", "csv", "text"])
def test_two_jobs_give_one_jobs_rows(
    tmp_path: Path, small_parts: None, fmt: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "big.sj"
    path.write_text(big_text(40), encoding="utf-8")
    made = spied(monkeypatch)
    one = run(
        "check", str(path), "--format", fmt, "--jobs", "1", "--timeout", "0"
    )  # here, in parts read here
    two = run("check", str(path), "--format", fmt, "--jobs", "2")
    assert (
        one == two == run("check", str(path), "--format", fmt, "--jobs", "1")
    )  # one worker, in parts
    assert one[0] == 2 and one[1]
    assert sum(p.text is not None for p in made) > 3  # the second run was cut into parts
    if fmt == "jsonl":
        rows = [json.loads(r) for r in one[1].splitlines()]
        assert [r["hand"] for r in rows] == list(range(1, len(rows) + 1)) and len(rows) == 39
        bad = [r for r in rows if r["status"] == "unreadable"]
        assert len(bad) == 3 and all(r["error"]["line"] > 0 for r in bad)


@pytest.mark.parametrize("timeout", ["0", "60"])
def test_one_job_under_a_limit_of_the_users_own_never_reads_the_file_whole(
    tmp_path: Path, small_parts: None, monkeypatch: pytest.MonkeyPatch, timeout: str
) -> None:
    """Under ``--timeout 0`` (checked here) or ``--timeout N`` (one worker, the file one task
    against its limit), a big file of independent hands is still read a part at a time: its
    memory stays flat.  Only a match, which is one unit, is read whole."""
    path = tmp_path / "big.sj"
    path.write_text(big_text(40), encoding="utf-8")
    match = tmp_path / "match.sj"
    match.write_text("levels: N=2 W=2\n" + big_text(12, bad=False), encoding="utf-8")
    expected = {p: run("check", str(p), "--format", "jsonl", "--jobs", "2") for p in (path, match)}
    whole: list[str] = []
    real = work.read_bytes

    def spy(source: str, *args: object, **kwargs: object) -> bytes:
        whole.append(str(source))
        return real(source, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(
        work, "read_bytes", spy
    )  # forked workers inherit it; their calls come back in rows
    for p in (path, match):
        assert (
            run("check", str(p), "--format", "jsonl", "--jobs", "1", "--timeout", timeout)
            == expected[p]
        )
    if timeout == "0":  # checked in this process: the calls are seen here
        assert whole == [str(match)]
    monkeypatch.setattr(work, "read_bytes", lambda *a, **k: pytest.fail("read whole"))
    assert (
        run("check", str(path), "--format", "jsonl", "--jobs", "1", "--timeout", timeout)
        == expected[path]
    )


@pytest.mark.parametrize(
    "extra", [[], ["--parse-only"], ["--summary", "--format", "json"], ["--independent"]]
)
def test_the_summary_and_the_exit_code_are_one_jobs(
    tmp_path: Path, small_parts: None, extra: list[str]
) -> None:
    path = tmp_path / "big.sj"
    path.write_text(big_text(40), encoding="utf-8")
    other = tmp_path / "other.sj"
    other.write_text(hand(99), encoding="utf-8")
    one = run("check", str(path), str(other), *extra, "--jobs", "1", "--timeout", "0")
    two = run("check", str(path), str(other), *extra, "--jobs", "2")
    assert one == two and one[1]
    if "--summary" in extra:
        doc = json.loads(one[1])
        assert doc["files"] == 2 and doc["hands"] == 37  # 39 rows, 3 unreadable, and the other file


def test_a_match_is_one_unit_whatever_the_jobs(
    tmp_path: Path, small_parts: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    match = tmp_path / "match.sj"
    match.write_text("levels: N=2 W=2\n" + big_text(12, bad=False), encoding="utf-8")
    independent = tmp_path / "independent.sj"
    independent.write_text(big_text(12, bad=False), encoding="utf-8")
    made = spied(monkeypatch)
    for path, extra in ((match, []), (independent, ["--match"])):
        made.clear()
        one = run("check", str(path), "--format", "jsonl", "--jobs", "1", "--timeout", "0", *extra)
        assert one == run("check", str(path), "--format", "jsonl", "--jobs", "2", *extra)
        assert made and all(p.text is None for p in made), (
            path.name
        )  # one unit: a match is sequential
        assert json.loads(one[1].splitlines()[-1])["match"] is not None


# ---------------------------------------------------------------- the size limit


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_a_file_over_the_limit_is_an_unreadable_row_naming_it(
    tmp_path: Path, small_parts: None, jobs: str
) -> None:
    path = tmp_path / "big.sj"
    path.write_text(big_text(40, bad=False), encoding="utf-8")
    size = path.stat().st_size
    code, out, _ = run(
        "check", str(path), "--format", "jsonl", "--jobs", jobs, "--max-file-size", str(size - 1)
    )
    rows = [json.loads(r) for r in out.splitlines()]
    assert code == 2 and len(rows) == 1 and rows[0]["file"] == str(path)
    assert rows[0]["error"]["message_id"] == "batch.file-too-large"
    assert f"over the {size - 1:,}-byte limit" in rows[0]["error"]["message"]
    assert (
        run("check", str(path), "--format", "jsonl", "--jobs", jobs, "--max-file-size", str(size))[
            0
        ]
        == 0
    )


@pytest.mark.parametrize(
    ("value", "limit"),
    [("20M", 20_000_000), ("1G", 1_000_000_000), ("5000", 5000), ("3k", 3000), ("2MB", 2_000_000)],
)
def test_a_size_is_bytes_or_a_number_of_k_m_or_g(tmp_path: Path, value: str, limit: int) -> None:
    path = tmp_path / "a.sj"
    path.write_text("level: 2\n" + "#" * 6000 + "\n", encoding="utf-8")
    code, out, _ = run("check", str(path), "--format", "jsonl", "--max-file-size", value)
    error = json.loads(out)["error"]
    assert code == 2
    assert (error["message_id"] == "batch.file-too-large") == (limit < 6010), error


@pytest.mark.parametrize("value", ["", "M", "-5", "0", "1.5G", "10T", "lots"])
def test_a_size_that_is_not_one_is_refused(value: str) -> None:
    code, _, err = run("check", "x.sj", "--max-file-size", value)
    assert code == 2 and f"'{value}' is not a size in bytes" in err
    code, _, err = run("--lang", "zh", "check", "x.sj", "--max-file-size", value)
    assert code == 2 and "不是字节数" in err


def test_the_default_limit_is_a_gigabyte() -> None:
    assert sources.MAX_FILE_BYTES == 1_000_000_000
