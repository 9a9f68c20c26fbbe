"""``check --dask`` and :mod:`shengji_cli.dask` on a LocalCluster of two worker processes: the
same rows, summary, stderr and exit code as the local pool (``--jobs 2``) on the same inputs, in
input order, with no read outside what was named, and none lost or doubled when a worker dies."""

from __future__ import annotations

import io
import logging
import os
import shutil
import signal
from collections.abc import Iterator
from pathlib import Path

import pytest

pytest.importorskip("dask.bag", reason="the dask extra is not installed: pip install '.[dask]'")
pytest.importorskip("distributed", reason="the dask extra is not installed: pip install '.[dask]'")

from clirun import run  # noqa: E402
from distributed import Client, LocalCluster  # noqa: E402

from shengji_cli.batch import sources  # noqa: E402
from shengji_cli.batch.pool import check_paths  # noqa: E402
from shengji_cli.batch.run import run_check  # noqa: E402
from shengji_cli.batch.sources import Source, iter_sources  # noqa: E402
from shengji_cli.batch.work import FileResult, Options  # noqa: E402
from shengji_cli.dask import check_bag, dask_runner, iter_rows, partition_size  # noqa: E402
from shengji_cli.dask import run as dask_run  # noqa: E402
from shengji_cli.dask.run import ordered  # noqa: E402
from shengji_cli.dask.tasks import check_source, expand, is_url  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples"


@pytest.fixture(scope="module")
def client() -> Iterator[Client]:
    with (
        LocalCluster(
            n_workers=2,
            threads_per_worker=1,
            processes=True,
            dashboard_address=":0",
            silence_logs=logging.ERROR,
        ) as cluster,
        Client(cluster) as c,
    ):
        yield c


@pytest.fixture(autouse=True)
def small_parts(monkeypatch: pytest.MonkeyPatch) -> None:
    """A season file is cut in the parent: parts of 20 hands from files of 200 kB."""
    monkeypatch.setattr(sources, "PART_HANDS", 20)
    monkeypatch.setattr(sources, "SPLIT_BYTES", 200_000)


@pytest.fixture(scope="module")
def inputs(tmp_path_factory: pytest.TempPathFactory) -> list[str]:
    top = tmp_path_factory.mktemp("inputs")
    for name in ("national_clean.sj", "illegal_follow.sj", "points_mismatch.sj"):
        shutil.copy(EXAMPLES / name, top / name)
    folder = top / "folder"
    (folder / "sub").mkdir(parents=True)
    for name in ("match_national.sj", "failed_throw.sj", "bury.sj"):
        shutil.copy(EXAMPLES / name, folder / name)
    shutil.copy(EXAMPLES / "online_clean.sj", folder / "sub" / "online_clean.sj")
    (top / "secret.sj").write_text(
        "level: 2\ntrump: NT\n1. N BJ | W LJ | S S2 | E H3\n", encoding="utf-8"
    )
    (folder / "leak.sj").symlink_to(top / "secret.sj")  # found in the folder, leads out: never read
    lines = [
        line
        for line in (EXAMPLES / "80fen_sample.ndjson").read_text(encoding="utf-8").splitlines()
        if line
    ]
    season = top / "season.ndjson"
    season.write_text("\n".join(lines * 24) + "\n", encoding="utf-8")  # 216 hands, ~230 kB: parts
    (top / "bad.sj").write_text("level: 2\ntrump: XX\nthis is not a record\n", encoding="utf-8")
    (top / "binary.sj").write_bytes(b"level: 2\x00\xff\xfe")
    return [
        str(top / "national_clean.sj"),
        str(folder),
        str(season),
        str(top / "bad.sj"),
        str(top / "illegal_follow.sj"),
        str(top / "missing.sj"),
        str(top / "binary.sj"),
        str(top / "points_mismatch.sj"),
    ]


def _check(paths: list[str], options: Options, **kw: object) -> tuple[int, bytes, str]:
    out, err = io.BytesIO(), io.StringIO()
    code = run_check(paths, options, out=out, err=err, **kw)  # type: ignore[arg-type]
    return code, out.getvalue(), err.getvalue()


@pytest.mark.parametrize("fmt,summary", [("jsonl", None), ("csv", None), ("jsonl", "jsonl")])
def test_the_same_as_the_local_pool(
    client: Client, inputs: list[str], fmt: str, summary: str | None
) -> None:
    options = Options(fmt=fmt, input_format=None)
    pool = _check(inputs, options, jobs=2, summary=summary)
    on_dask = _check(inputs, options, jobs=1, summary=summary, runner=dask_runner(client))
    assert on_dask == pool
    code, out, err = on_dask
    assert code == 2 and "missing.sj" in err and "binary.sj" in err and "leak.sj" in err
    if summary is None and fmt == "jsonl":
        rows = out.decode().splitlines()
        assert (
            sum(row.startswith('{"file": "' + inputs[3] + '"') for row in rows) == 1
        )  # a bad file: one error row
        assert any('"message_id": "batch.link-outside"' in row for row in rows)


def test_parts_and_input_order(client: Client, inputs: list[str]) -> None:
    options = Options()
    srcs = list(expand(iter_sources(inputs), options))
    assert sum(s.lines is not None for s in srcs) >= 10  # the season is spread over the workers
    results = list(ordered(client, srcs, options, size=1))
    assert [r.source for r in results] == [s.path for s in srcs]
    assert [r.continued for r in results] == [s.part > 0 for s in srcs]


def test_iter_rows_writes_check_jsonl(client: Client, inputs: list[str]) -> None:
    _, pool, _ = _check(inputs, Options(), jobs=2)
    rows = list(iter_rows(inputs, scheduler=client))
    assert "".join(rows).encode() == pool and rows == pool.decode().splitlines(keepends=True)
    assert "".join(iter_rows(inputs, scheduler=client, partition_size=3)).encode() == pool


def test_check_bag_is_a_bag_of_rows_or_reports(client: Client, inputs: list[str]) -> None:
    _, pool, _ = _check(inputs, Options(), jobs=2)
    bag = check_bag(inputs)
    assert bag.npartitions > 1
    assert bag.compute() == pool.decode().splitlines()
    assert check_bag(inputs, reports=True).compute() == list(check_paths(inputs, jobs=1))


def test_partition_size_follows_the_input() -> None:
    assert (
        partition_size(1, 2) == 1 and partition_size(40, 2) == 5 and partition_size(10**6, 64) == 8
    )
    assert partition_size(0, 0) == 1


@pytest.fixture(scope="module")
def many_inputs(inputs: list[str], tmp_path_factory: pytest.TempPathFactory) -> list[str]:
    """The inputs twelve times over, each time under other names: enough work for a worker to be
    in hand when it is killed.  (The same sources again would be the same Dask tasks, which the
    cluster computes once.)"""
    out: list[str] = []
    for i in range(12):
        top = tmp_path_factory.mktemp(f"copy{i}")
        for path in map(Path, inputs):
            target = top / path.name
            if path.is_dir():
                shutil.copytree(path, target, symlinks=True)
            elif path.exists():
                shutil.copy(path, target)
            out.append(str(target))
    return out


def _busy_worker(client: Client, results: Iterator[FileResult], got: list[FileResult]) -> str:
    """A worker with a task in hand, the results read meanwhile put in ``got``."""
    for res in results:
        got.append(res)
        busy = [w for w, keys in sorted(client.processing().items()) if keys]
        if busy:
            return busy[0]
    raise AssertionError(f"no worker was ever busy ({len(got)} results, {client.processing()})")


def test_a_worker_killed_mid_run_loses_and_doubles_nothing(
    client: Client, many_inputs: list[str]
) -> None:
    options = Options()
    inputs = many_inputs
    _, pool, _ = _check(inputs, options, jobs=2)
    srcs = list(expand(iter_sources(inputs), options))
    client.wait_for_workers(2, timeout=30)
    results = ordered(client, srcs, options, size=1)
    got: list[FileResult] = []
    victim = _busy_worker(client, results, got)
    os.kill(client.run(os.getpid)[victim], signal.SIGKILL)  # the tasks in its hands are lost
    got += list(results)
    assert b"".join(r.data for r in got) == pool
    client.wait_for_workers(2, timeout=30)
    assert victim not in set(client.scheduler_info()["workers"])  # it was killed (and replaced)


def test_a_task_dask_gives_up_on_is_redone_source_by_source(
    client: Client, many_inputs: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # No retry allowed: the killed worker's tasks fail (KilledWorker), and each of their sources
    # is checked again alone.
    scheduler = client.cluster.scheduler  # type: ignore[union-attr]
    monkeypatch.setattr(scheduler, "allowed_failures", 0)
    options = Options()
    inputs = many_inputs
    _, pool, _ = _check(inputs, options, jobs=2)
    client.wait_for_workers(2, timeout=30)
    alone: list[Source] = []
    real = dask_run._alone
    monkeypatch.setattr(dask_run, "_alone", lambda c, src, o: alone.append(src) or real(c, src, o))
    results = ordered(client, list(expand(iter_sources(inputs), options)), options, size=4)
    got: list[FileResult] = []
    victim = _busy_worker(client, results, got)
    os.kill(client.run(os.getpid)[victim], signal.SIGKILL)
    got += list(results)
    assert b"".join(r.data for r in got) == pool
    assert alone  # (the fallback did run)
    client.wait_for_workers(2, timeout=30)


def test_no_read_outside_what_was_named(inputs: list[str], tmp_path: Path) -> None:
    folder = inputs[1]
    link = os.path.join(folder, "leak.sj")
    found = [s for s in iter_sources([folder]) if s.path == link]
    assert found and found[0].error is not None  # the search says so, the worker reads nothing
    # a link changed after the search to lead out is refused by the worker too
    (tmp_path / "out.sj").write_text("level: 2\n", encoding="utf-8")
    os.symlink(tmp_path / "out.sj", tmp_path / "late.sj")
    src = Source(str(tmp_path / "late.sj"), found=True, root=os.path.realpath(folder))
    res = check_source(src, Options())
    assert res.file_error and res.errors[0].message.id == "batch.link-outside"


def test_a_folder_named_like_a_url_is_a_local_folder(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    # `memory://x` here is the folder `memory:` and its `x`: its files are read from the disk.
    (tmp_path / "memory:" / "x").mkdir(parents=True)
    shutil.copy(EXAMPLES / "national_clean.sj", tmp_path / "memory:" / "x" / "a.sj")
    monkeypatch.chdir(tmp_path)
    [src] = expand(iter_sources(["memory://x"]), Options())
    assert src.found and src.path == "memory://x/a.sj"
    res = check_source(src, Options())
    assert res.hands == 1 and not res.errors


def test_urls_are_read_through_fsspec_in_the_worker(inputs: list[str]) -> None:
    import fsspec

    text = (EXAMPLES / "national_clean.sj").read_bytes()
    with fsspec.open("memory://season/a.sj", "wb") as f:
        f.write(text)
    assert is_url("memory://season/a.sj") and is_url("s3://b/x.sj") and not is_url("C:\\x.sj")
    assert not is_url("a.sj")
    ok = check_source(Source("memory://season/a.sj"), Options())
    local = check_source(Source(str(EXAMPLES / "national_clean.sj")), Options())
    assert ok.hands == local.hands == 1 and ok.data == local.data.replace(
        str(EXAMPLES / "national_clean.sj").encode(), b"memory://season/a.sj"
    )
    missing = check_source(Source("memory://season/none.sj"), Options())
    assert missing.file_error and missing.errors[0].message.id == "batch.cannot-read"
    unknown = check_source(Source("nosuchproto://x.sj"), Options())
    assert unknown.file_error and unknown.errors[0].message.id == "dask.cannot-open"
    # in the bag, with the synchronous scheduler (the memory file system is this process's)
    rows = check_bag(["memory://season/a.sj", str(EXAMPLES / "national_clean.sj")]).compute(
        scheduler="sync"
    )
    assert len(rows) == 2 and '"memory://season/a.sj"' in rows[0]


def test_file_urls_on_the_cluster(client: Client, inputs: list[str]) -> None:
    path = inputs[0]
    rows = check_bag(["file://" + path]).compute()
    assert rows == [row.replace(path, "file://" + path) for row in check_bag([path]).compute()]


def test_check_dask_on_the_command_line(client: Client, inputs: list[str]) -> None:
    files = [inputs[0], inputs[3], inputs[4]]
    pool = run("check", "--format", "jsonl", "-j", "2", *files)
    assert run("check", "--format", "jsonl", "--dask", client.scheduler.address, *files) == pool
    assert pool[0] == 2
    assert run("check", "--summary", "--dask", "local", "-j", "2", *files) == run(
        "check", "--summary", *files
    )


def test_an_unreachable_scheduler(monkeypatch: pytest.MonkeyPatch, inputs: list[str]) -> None:
    monkeypatch.setattr(dask_run, "CONNECT_SECONDS", 1)
    code, out, err = run("check", "--dask", "tcp://127.0.0.1:9", inputs[0])
    assert code == 2 and out == "" and "cannot reach the Dask scheduler tcp://127.0.0.1:9" in err


def test_a_local_cluster_that_cannot_start(
    monkeypatch: pytest.MonkeyPatch, inputs: list[str]
) -> None:
    import distributed

    def refuse(*args: object, **kw: object) -> None:
        raise RuntimeError("Nanny failed to start.")

    monkeypatch.setattr(distributed, "LocalCluster", refuse)
    code, out, err = run("check", "--dask", "local", inputs[0])
    assert (code, out) == (2, "")
    assert (
        err == "shengji: cannot start a local Dask cluster: RuntimeError: Nanny failed to start.\n"
    )


def test_a_big_sj_file_of_independent_hands_is_cut_for_the_workers(
    client: Client, tmp_path: Path
) -> None:
    """As the local pool cuts it (at ``---`` lines), with the same rows: one big ``.sj`` file is
    spread over the workers too."""
    hand = (EXAMPLES / "national_clean.sj").read_text(encoding="utf-8").strip()
    big = tmp_path / "season.sj"
    big.write_text("\n---\n".join([hand] * 300) + "\n", encoding="utf-8")
    assert big.stat().st_size > sources.SPLIT_BYTES
    options = Options()
    srcs = list(expand(iter_sources([str(big)]), options))
    assert len(srcs) >= 10 and all(s.text is not None for s in srcs)
    assert [s.first_hand for s in srcs] == [1 + 20 * i for i in range(len(srcs))]
    pool = _check([str(big)], options, jobs=2)
    assert _check([str(big)], options, jobs=1, runner=dask_runner(client)) == pool
    assert pool[1].count(b"\n") == 300
    # a match is one piece, however big: its hands depend on each other
    match = (EXAMPLES / "match_national.sj").read_text(encoding="utf-8").strip()
    copies = sources.SPLIT_BYTES // len(match.encode()) + 2
    (tmp_path / "match.sj").write_text("\n---\n".join([match] * copies) + "\n", encoding="utf-8")
    assert (tmp_path / "match.sj").stat().st_size > sources.SPLIT_BYTES
    assert [s.text for s in expand(iter_sources([str(tmp_path / "match.sj")]), options)] == [None]


def test_a_url_over_the_file_size_limit_is_refused(inputs: list[str]) -> None:
    import fsspec

    text = (EXAMPLES / "national_clean.sj").read_bytes()
    with fsspec.open("memory://limits/a.sj", "wb") as f:
        f.write(text)
    assert not check_source(Source("memory://limits/a.sj"), Options()).file_error
    small = check_source(Source("memory://limits/a.sj"), Options(max_file_bytes=len(text) - 1))
    assert small.file_error and small.errors[0].message.id == "batch.stream-too-large"


def test_review_on_dask_is_the_local_pools(client: Client) -> None:
    """``shengji review --dask`` (issue #30): the same rows and leaks as the local pool."""
    files = [str(p) for p in sorted((EXAMPLES / "solve").glob("*.sj"))]
    args = ("review", "--last", "2", "--format", "jsonl", *files)
    pool = run(*args, "-j", "2")
    assert pool[0] == 0 and pool[1].count("\n") == len(files)
    assert run(*args, "--dask", client.scheduler.address) == pool
    summary = ("review", "--last", "2", "--summary", "--format", "json", *files)
    assert run(*summary, "--dask", client.scheduler.address) == run(*summary, "-j", "1")
