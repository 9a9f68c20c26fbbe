"""Issue 27's reproducers outside the importers' mapping: a gzip bomb (every gzip-read format,
the command with ``--timeout 0``, a Dask worker's task), a match whose hand names a dealer that
is no seat (in the batch, and replay_match called directly; a match replay that raises), and a
byte order mark before a match line."""

from __future__ import annotations

import dataclasses
import gzip
import io
import json
import time
import zlib
from collections.abc import Iterator
from pathlib import Path

import pytest
from clirun import run

from shengji_cli.batch import check as check_module
from shengji_cli.batch.check import check_file, check_text
from shengji_cli.batch.sources import Source
from shengji_cli.batch.work import Options
from shengji_cli.core.match import replay_match
from shengji_cli.core.record import HandRecord
from shengji_cli.core.variants import load_variant
from shengji_cli.importers import FREE_INFLATED_BYTES, MAX_INFLATION, iter_lines, ungzipped
from shengji_cli.notation import loads

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def _bomb(size: int = 200_000_000) -> bytes:
    """``size`` bytes of newlines, gzipped (about a thousand to one)."""
    z = zlib.compressobj(9, zlib.DEFLATED, 31)  # 31: a gzip header
    chunk = b"\n" * 1_000_000
    return b"".join([*(z.compress(chunk) for _ in range(size // len(chunk))), z.flush()])


@pytest.fixture(scope="module")
def bomb() -> bytes:
    return _bomb()


@pytest.mark.parametrize("name", ["bomb.ndjson.gz", "bomb.jsonl.gz", "bomb.godot.json.gz"])
def test_a_gzip_bomb_stops_at_the_cap_with_a_located_error(
    tmp_path: Path, bomb: bytes, name: str
) -> None:
    path = tmp_path / name
    path.write_bytes(bomb)
    start = time.process_time()
    [report] = check_file(path)
    assert time.process_time() - start < 20  # uncapped: 200 MB of lines read one by one
    assert report.error is not None and report.error.message.id == "imp_json.stream.inflated"
    assert report.error.line is not None and report.error.line >= 1


def test_the_cap_counts_what_was_decompressed_against_what_was_read(bomb: bytes) -> None:
    stream = ungzipped(io.BytesIO(bomb))
    read = 0
    with pytest.raises(OSError):
        while stream.read(1 << 20):
            read += 1 << 20
    assert FREE_INFLATED_BYTES - (1 << 20) <= read <= FREE_INFLATED_BYTES + (1 << 20)
    ordinary = gzip.compress(
        (EXAMPLES / "80fen_sample.ndjson").read_bytes() * 40
    )  # 400 kB, ~5x smaller
    assert len(gzip.decompress(ordinary)) / len(ordinary) < MAX_INFLATION
    assert len(list(iter_lines(io.BytesIO(ordinary), "s"))) == 40 * 3 + 0


def test_the_command_with_no_time_limit_stops_a_bomb(tmp_path: Path, bomb: bytes) -> None:
    path = tmp_path / "season.ndjson.gz"
    path.write_bytes(bomb)
    code, out, err = run("check", str(path), "--timeout", "0", "--format", "jsonl")
    assert code == 2
    [row] = [json.loads(line) for line in out.splitlines()]
    assert row["error"]["message_id"] == "imp_json.stream.inflated" and row["error"]["line"] >= 1, (
        row
    )


def test_a_dask_worker_task_stops_a_bomb(tmp_path: Path, bomb: bytes) -> None:
    pytest.importorskip("dask.bag")
    from shengji_cli.dask.tasks import check_source

    path = tmp_path / "season.ndjson.gz"
    path.write_bytes(bomb)
    res = check_source(Source(str(path)), Options(timeout=0))
    assert b"imp_json.stream.inflated" in res.data


# -- a match's impossible hand, and a match replay that raises -----------------------------------

MATCH = (EXAMPLES / "match_level_mismatch.sj").read_text("utf-8").rstrip("\n")
NO_SEAT = MATCH + "\n---\ndealer: Q\nlevel: 3\ntrump: ♥\nresult: dealer +1\n"


def test_a_hand_whose_dealer_is_no_seat_is_its_own_error_and_the_match_stands() -> None:
    reports = check_text(NO_SEAT)
    assert [r.status.value for r in reports] == ["clean", "violations", "unreadable"]
    assert [str(f.kind) for f in reports[1].violations] == ["level-mismatch"]
    error = reports[2].error
    assert error is not None and error.message.id == "batch.match-unknown-seat"
    assert error.line == NO_SEAT.split("\n").index("dealer: Q") + 1
    assert reports[2].match is not None  # checked as a match, not again hand by hand


def test_a_match_replay_that_raises_is_said_and_each_hand_is_judged(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from shengji_cli.core import match

    def broken(*args: object) -> None:
        raise KeyError("a bug")

    monkeypatch.setattr(match, "replay_match", broken)
    reports = check_module.check_text(MATCH)
    alone = check_module.check_text(MATCH, match=False)
    assert [(r.status, r.violations) for r in reports] == [(r.status, r.violations) for r in alone]
    m = reports[-1].match
    assert m is not None and [n.id for n in m.notes] == ["batch.match-internal-error"]
    assert "KeyError" in str(m.notes[0].args)


def test_a_byte_order_mark_before_a_match_line_keeps_the_match() -> None:
    body = "\n".join(line for line in MATCH.split("\n") if not line.startswith(("#", "bid:")))
    text = "bid: E ♥2\n" + body  # the text's one match line: its first
    plain = check_text(text)
    assert plain[-1].match is not None
    marked = check_text("\ufeff" + text)
    assert [(r.status, r.violations) for r in marked] == [(r.status, r.violations) for r in plain]
    assert marked[-1].match is not None


def _named_q(record: HandRecord) -> Iterator[HandRecord]:
    """``record`` with one seat it names made ``Q`` (no seat), field by field."""
    yield dataclasses.replace(record, dealer="Q")
    if record.bids:
        yield dataclasses.replace(record, bids=(dataclasses.replace(record.bids[0], seat="Q"),))
    if record.tricks:
        first, *rest = record.tricks
        plays = (first.plays[0]._replace(seat="Q"), *first.plays[1:])
        yield dataclasses.replace(record, tricks=(first._replace(plays=plays), *rest))
    yield dataclasses.replace(record, levels=(("Q", 3),))
    yield dataclasses.replace(record, seats=("Q", "W", "S", "E"))


@pytest.mark.parametrize("name", sorted(p.name for p in EXAMPLES.glob("match_*.sj")))
def test_replay_match_called_directly_never_raises_on_a_seat_of_no_seating(name: str) -> None:
    """The library call, without the batch's own check first: a hand naming a seat that is not
    of the match's seating is the error of that hand; every hand keeps its report."""
    records = loads((EXAMPLES / name).read_text("utf-8"), name)
    v = load_variant(records[0].variant or "national")
    for at in (0, len(records) - 1):
        for bad in _named_q(records[at]):
            changed = [*records[:at], bad, *records[at + 1 :]]
            mr = replay_match(changed, v)
            assert len(mr.reports) == len(records)
            error = mr.reports[at].error
            assert error is not None and error.message.id in _SEAT_ERRORS, (at, bad)


_SEAT_ERRORS = (
    "batch.match-unknown-seat",
    "hand.error.unknown-seat",
    "hand.error.dealer-not-seated",
)


def test_replay_match_of_a_last_dealer_of_no_seat_goes_on_as_the_batch() -> None:
    records = loads(NO_SEAT, "m.sj")
    mr = replay_match(records, load_variant("national"))
    batch = check_text(NO_SEAT, source="m.sj")
    assert [(r.status, r.violations, r.error) for r in mr.reports] == [
        (r.status, r.violations, r.error) for r in batch
    ]
