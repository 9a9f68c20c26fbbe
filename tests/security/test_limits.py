"""Per-file and per-line limits, and no internal error from plain records (issue #8): a slow
file times out and the batch goes on in order, card lines are capped, a hand's row stays small,
``fmt`` is linear, a match goes on past A, an internal error names its own hand."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from shengji_cli.batch import pool, work
from shengji_cli.batch.check import check_text
from shengji_cli.batch.pool import check_paths
from shengji_cli.batch.work import Options
from shengji_cli.core.reports import HandReport
from shengji_cli.notation import ParseError, dumps, loads
from shengji_cli.notation.cards import format_cards
from shengji_cli.notation.reader import MAX_LINE_CARDS, MAX_REPEATED_LINES, parse_blocks
from shengji_cli.report.catalog import render
from shengji_cli.report.formats import RowRenderer
from tests.clirun import run

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
CLEAN = (EXAMPLES / "national_clean.sj").read_text(encoding="utf-8")
HEAD = "seats: N W S E\nlevel: 2\ntrump: S\n"


@pytest.fixture()
def python_engine(monkeypatch: pytest.MonkeyPatch) -> None:
    """The Python engine's path for the check (the workers are forked: they take it too): a
    test of a slow file, or of a bug planted in the Python path, is about that path (the native
    path checks the slow file's 6,000 clean hands in a blink)."""
    monkeypatch.setattr(work, "wanted", lambda *args: False)


def _slow_file(tmp_path: Path) -> Path:
    """A huge but legal-looking file: thousands of clean hands, seconds of work."""
    p = tmp_path / "slow.sj"
    p.write_text("---\n".join([CLEAN] * 6000), encoding="utf-8")
    return p


# ---------------------------------------------------------------- time limits


def test_a_slow_file_times_out_and_the_rows_after_it_follow_in_order(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, python_engine: None
) -> None:
    monkeypatch.setattr(
        pool, "CHUNK", 1
    )  # each file its own task: the test waits for the slow one alone
    good1, good2 = tmp_path / "a.sj", tmp_path / "c.sj"
    good1.write_text(CLEAN, encoding="utf-8")
    good2.write_text(CLEAN, encoding="utf-8")
    slow = _slow_file(tmp_path)
    started = time.monotonic()
    reports = list(check_paths([good1, slow, good2], jobs=1, timeout=0.5))
    assert time.monotonic() - started < 10
    assert [r.source for r in reports] == [str(good1), str(slow), str(good2)]
    assert reports[0].error is None and reports[2].error is None
    error = reports[1].error
    assert error is not None and error.message.id == "limits.timeout"
    assert render(error.message) == "took longer than 0.5 s: not checked"
    assert render(error.message, "zh") == "用时超过 0.5 秒：未检查"


def test_a_chunk_of_many_files_has_one_base_limit(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Under the default limit a file that hangs is caught as soon among many small files as
    alone: the chunk gets one base, not one per file (21 files at 0.5 s would wait 10.5 s)."""
    monkeypatch.setattr(work, "BASE_SECONDS", 0.5)
    real = pool.process_source

    def hangs(src: work.Source, options: Options, *args: object) -> work.FileResult:
        if src.path.endswith("hang.sj"):
            time.sleep(60)
        return real(src, options, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(pool, "process_source", hangs)  # the workers are forked: they run it too
    files = []
    for name in (
        [f"g{i:02d}.sj" for i in range(10)] + ["hang.sj"] + [f"h{i:02d}.sj" for i in range(10)]
    ):
        files.append(tmp_path / name)
        files[-1].write_text(CLEAN, encoding="utf-8")
    chunk = [work.Source(str(p)) for p in files]
    size = sum(p.stat().st_size for p in files)
    assert pool._chunk_limit(chunk, Options(timeout="auto")) == pytest.approx(
        0.5 + work.PER_MB_SECONDS * size / 1e6
    )
    assert (
        pool._chunk_limit(chunk, Options(timeout=2.0)) == 42.0
    )  # the user's limit: each file's own, summed
    started = time.monotonic()
    reports = list(check_paths(files, jobs=1, timeout="auto"))
    assert time.monotonic() - started < 8
    assert [r.source for r in reports] == [str(p) for p in files]
    assert all(r.error is None for i, r in enumerate(reports) if i != 10)
    error = reports[10].error
    assert error is not None and error.message.id == "limits.timeout"


def test_timeout_on_the_command_line_with_one_job(tmp_path: Path, python_engine: None) -> None:
    slow = _slow_file(tmp_path)
    code, out, err = run("check", "--timeout", "0.5", "-j", "1", "--format", "jsonl", str(slow))
    assert code == 2
    [row] = [json.loads(line) for line in out.splitlines()]
    assert row["hand"] == 1 and "took longer than 0.5 s: not checked" in row["error"]["message"]
    assert "took longer than 0.5 s" in err


def test_the_default_limit_grows_with_the_file() -> None:
    auto = Options(timeout="auto")
    assert auto.time_limit(0) == work.BASE_SECONDS
    assert auto.time_limit(2_000_000) == work.BASE_SECONDS + 2 * work.PER_MB_SECONDS
    assert Options(timeout=3.0).time_limit(10**9) == 3.0
    assert Options().time_limit(10**9) is None and Options(timeout=0).time_limit(1) is None


def test_timeout_refuses_what_is_not_seconds() -> None:
    for bad in ("x", "-1", "nan", "1e9"):
        code, _, err = run("check", "--timeout", bad, str(EXAMPLES / "national_clean.sj"))
        assert code == 2 and "not a number of seconds" in err


def test_without_a_limit_the_rows_are_the_same(tmp_path: Path) -> None:
    files = [str(EXAMPLES / "national_clean.sj"), str(EXAMPLES / "match_national.sj")]
    limited = run("check", "--format", "jsonl", "-j", "1", *files)
    unlimited = run("check", "--format", "jsonl", "-j", "1", "--timeout", "0", *files)
    assert limited == unlimited and limited[1].count("\n") == 4


# ---------------------------------------------------------------- card caps, bounded rows


@pytest.mark.parametrize(
    "line",
    [
        "kitty: ♠{}",
        "buried: ♠{}",
        "deal N: ♠{}",
        "bid: N ♠{}",
        "reburied: N ♠{}",
        "1. N ♠{} | W ♠2 | S ♠3 | E ♠4",
        "1. N ♠3 | W ♠{} -> ♠2 | S ♠3 | E ♠4",
    ],
)
def test_a_card_line_longer_than_any_deck_is_a_located_error(line: str) -> None:
    text = HEAD + line.format("A" * (MAX_LINE_CARDS + 1)) + "\n"
    with pytest.raises(ParseError) as e:
        loads(text)
    assert e.value.message.id == "limits.too-many-cards" and e.value.line == 4
    assert text.splitlines()[3][e.value.column - 1] in "♠NW"
    loads(HEAD + line.format("A" * MAX_LINE_CARDS) + "\n")  # at the cap: read


@pytest.mark.parametrize("line", ["bid: N ♠2", "reburied: N ♠2", "penalty: N 5", "ruling: bury N"])
def test_repeated_lines_are_capped(line: str) -> None:
    loads(HEAD + (line + "\n") * MAX_REPEATED_LINES)
    with pytest.raises(ParseError) as e:
        loads(HEAD + (line + "\n") * (MAX_REPEATED_LINES + 1))
    assert e.value.message.id == "limits.too-many-lines" and e.value.line == 4 + MAX_REPEATED_LINES


@pytest.mark.parametrize(
    "body",
    [
        "kitty: ♠" + "A" * 900_000,
        "1. N ♠" + "A" * 100_000 + " | W ♠2 | S ♠3 | E ♠4",
        "kitty: ♠" + "A" * 100_000 + "Z",
        "kitty: " + "♠A " * 30_000 + "Z",
        "bid: N ♠2\n" * 90_000,
        "reburied: N ♠2\n" * 60_000,
        "ruling: bury N\n" * 60_000,
    ],
)
def test_a_megabyte_hand_gives_a_small_error_row(body: str) -> None:
    [report] = check_text(HEAD + body + "\n")
    assert report.error is not None
    for fmt in ("jsonl", "text", "csv"):
        assert len(RowRenderer(fmt, "en")(report)) < 1000


def test_an_error_echoes_a_clipped_line() -> None:
    [err] = parse_blocks(HEAD + "kitty: ♠A ♠Z" + "A" * 10_000 + "\n")
    assert isinstance(err, ParseError)
    assert len(err.line_text) < 300 and err.column == 11 + 1
    assert all(len(v) <= 41 for _, v in err.message.args if isinstance(v, str))


# ---------------------------------------------------------------- fmt is linear


def test_fmt_is_linear_in_a_long_suit_group() -> None:
    def took(n: int) -> float:
        best = float("inf")  # the best of several runs of CPU time: the machine's load only adds
        cards = [12] * n
        for _ in range(7):
            t = time.process_time()
            format_cards(cards, False)
            best = min(best, time.process_time() - t)
        return max(best, 1e-4)

    # 10× the cards: about 10× the time when linear, 100× when quadratic (as it was).
    assert took(200_000) / took(20_000) < 40
    assert dumps(loads(HEAD + "kitty: ♠AAAK\n")).endswith("kitty: ♠AAAK\n")


# ---------------------------------------------------------------- no internal error


PAST_A = (
    "seats: N W S E\ndealer: N\nlevel: A\nlevels: N=A W=2\ntrump: NT\nresult: dealer +1\n---\n"
    "level: 1\n---\n" + CLEAN
)
"""A side passes A; then an unreadable hand, then a readable one."""


def test_a_match_goes_on_past_a_and_keeps_every_row() -> None:
    reports = check_text(PAST_A)
    assert [r.hand for r in reports] == [1, 2, 3]
    assert reports[1].error is not None and reports[2].error is None
    match = reports[2].match
    assert match is not None and match.ended_at == 1
    assert [h.level for h in match.hands] == [14, None, 5]
    for lang in ("en", "zh"):
        assert (
            json.loads(RowRenderer("jsonl", lang)(reports[2]))["match"]["hands"][1]["level"] is None
        )


def test_the_match_past_a_on_the_command_line(tmp_path: Path) -> None:
    p = tmp_path / "m.sj"
    p.write_text(PAST_A, encoding="utf-8")
    code, out, err = run("check", "--format", "jsonl", str(p))
    rows = [json.loads(line) for line in out.splitlines()]
    assert [r["hand"] for r in rows] == [1, 2, 3] and "internal error" not in out + err
    assert code == 2 and "match" in rows[2]


def test_an_internal_error_row_names_its_own_hand(
    monkeypatch: pytest.MonkeyPatch, python_engine: None
) -> None:
    text = "---\n".join([CLEAN] * 3)
    real = RowRenderer.__call__

    def failing(self: RowRenderer, report: HandReport) -> str:
        if report.hand == 2 and report.error is None:
            raise KeyError(15)
        return real(self, report)

    monkeypatch.setattr(RowRenderer, "__call__", failing)
    res = work.process_source(work.Source("-", data=text.encode()), Options(fmt="jsonl"))
    rows = [json.loads(line) for line in res.data.decode().splitlines()]
    assert [r["hand"] for r in rows] == [1, 2, 3]
    assert "internal error while checking hand 2 (KeyError: 15)" in rows[1]["error"]["message"]
    assert res.hands == 2 and len(res.errors) == 1


def test_an_internal_error_while_checking_names_the_next_hand(
    monkeypatch: pytest.MonkeyPatch, python_engine: None
) -> None:
    def broken(*args: object, **kwargs: object) -> Iterator[HandReport]:
        yield from check_text(CLEAN)
        raise KeyError(15)

    monkeypatch.setattr(work, "iter_check_text", broken)
    res = work.process_source(work.Source("-", data=CLEAN.encode()), Options(fmt="jsonl"))
    rows = [json.loads(line) for line in res.data.decode().splitlines()]
    assert [r["hand"] for r in rows] == [1, 2]
    assert "internal error (KeyError: 15)" in rows[1]["error"]["message"]


def test_a_long_variant_value_in_a_match_does_not_escape_check_text() -> None:
    reports = check_text("variant: " + "x" * 300 + "\n---\nlevel: 2\n")
    assert [r.hand for r in reports] == [1, 2] and all(r.error is not None for r in reports)


def test_security_md_states_the_size_limits_the_code_applies() -> None:
    """Issue #27 item 9: SECURITY.md said 20 MB where the limit of a file is 1 GB. Its numbers are
    the code's, so a change of either without the other fails here."""
    from shengji_cli.batch.sources import MAX_FILE_BYTES, MAX_HAND_BYTES
    from shengji_cli.core.throws import MAX_SAMPLES
    from shengji_cli.importers import MAX_DOCUMENT_BYTES, MAX_LINE_BYTES

    text = " ".join(
        (Path(__file__).resolve().parents[2] / "SECURITY.md").read_text(encoding="utf-8").split()
    )
    size = text[text.index("**Size.**") :]
    size = size[: size.index("- **")]

    def words(n: int) -> str:
        return f"{n // 10**9} GB" if n % 10**9 == 0 else f"{n // 10**6} MB"

    for limit, what in (
        (MAX_FILE_BYTES, "A record file (or stdin) over"),
        (MAX_DOCUMENT_BYTES, "document"),
        (MAX_LINE_BYTES, "line-per-record file"),
        (MAX_HAND_BYTES, "a hand over"),
    ):
        at = size.index(what)
        assert words(limit) in size[at : at + 120], (what, words(limit))
    assert "20 MB" not in size[: size.index("document")]
    assert f"N more than {MAX_SAMPLES:,}" in text


def test_security_md_states_each_presets_deck_in_the_query_bounds() -> None:
    """SECURITY.md's query bounds name each deck the presets have (the dealt cards, the bottom,
    the copies): the two-deck presets', titanic's three decks, baifen's one."""
    from shengji_cli.core.variants import NAMED, load_variant

    text = " ".join(
        (Path(__file__).resolve().parents[2] / "SECURITY.md").read_text(encoding="utf-8").split()
    )
    decks = {(d.hand_size, d.kitty_size, d.copies) for d in (load_variant(p).deck for p in NAMED)}
    named = {
        "the two-deck presets": (25, 8, 2),
        "`titanic` (three decks)": (39, 6, 3),
        "`baifen` (one deck)": (12, 6, 1),
    }
    assert decks == set(named.values())
    for name, (dealt, bottom, copies) in named.items():
        assert f"{dealt}, {bottom} and {copies} under {name}" in text, name
    for preset in NAMED:
        d = load_variant(preset).deck
        if d.copies != 2:
            assert f"{d.hand_size} + {d.kitty_size} under `{preset}`" in text, preset
