"""Match or independent hands, said explicitly: a file is a match when a hand carries match lines
(``levels:``, ``teams:``, ``bid:``, ``turned:``, ``ruling:``) or ``--match`` says so; otherwise
its hands are independent (``--independent`` forces it) — whatever the number of hands."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from clirun import run

import shengji_cli
from shengji_cli.batch.check import MATCH_KEYS, has_match_lines, text_has_match_lines
from shengji_cli.core.variants import load_variant
from shengji_cli.gen.hands import generate
from shengji_cli.notation import dumps

MATCH_KINDS = {"level-mismatch", "dealer-mismatch", "trump-mismatch"}


def unrelated_hands() -> str:
    """Two clean generated hands of different deals, dealers and levels: no match lines."""
    v = load_variant("national")
    found: list[str] = []
    for seed in range(100):
        g = generate(seed, v)
        if g.expected or (found and g.record.level == shengji_cli.loads(found[0])[0].level):
            continue
        text = dumps([g.record])
        if shengji_cli.check_text(text)[0].ok:
            found.append(text)
        if len(found) == 2:
            return "---\n".join(found)
    raise AssertionError("no two clean generated hands")


def kinds(rows: list[dict[str, object]]) -> set[str]:
    return {str(f["kind"]) for r in rows for f in r.get("violations", [])}  # type: ignore[attr-defined]


def test_two_unrelated_hands_are_independent_unless_match_is_asked(tmp_path: Path) -> None:
    text = unrelated_hands()
    assert not text_has_match_lines(text)
    path = tmp_path / "two.sj"
    path.write_text(text, encoding="utf-8")
    code, out, _ = run("check", str(path), "--format", "jsonl")
    rows = [json.loads(line) for line in out.splitlines()]
    assert code == 0 and len(rows) == 2 and all("match" not in r for r in rows)
    assert not kinds(rows) & MATCH_KINDS and [r["status"] for r in rows] == ["clean", "clean"]
    code, out, _ = run("check", str(path), "--format", "jsonl", "--match")
    rows = [json.loads(line) for line in out.splitlines()]
    assert code == 1 and "match" in rows[-1] and len(rows[-1]["match"]["hands"]) == 2
    assert kinds(rows) & MATCH_KINDS  # hand 2 does not follow from hand 1
    code, out, _ = run("check", str(path), "--match")
    assert "match: " in out  # the match table
    # The library says the same.
    assert [r.match is None for r in shengji_cli.check_text(text)] == [True, True]
    assert shengji_cli.check_text(text, match=True)[-1].match is not None
    assert shengji_cli.check_file(path, match=True)[-1].match is not None


def test_independent_forces_a_file_with_match_lines_to_be_hand_by_hand(tmp_path: Path) -> None:
    text = "levels: N=2 W=2\n" + unrelated_hands()
    assert text_has_match_lines(text)
    path = tmp_path / "m.sj"
    path.write_text(text, encoding="utf-8")
    _, out, _ = run("check", str(path), "--format", "jsonl")
    assert "match" in json.loads(out.splitlines()[-1])
    code, out, _ = run("check", str(path), "--format", "jsonl", "--independent")
    rows = [json.loads(line) for line in out.splitlines()]
    assert all("match" not in r for r in rows) and not kinds(rows) & MATCH_KINDS
    assert all(r.match is None for r in shengji_cli.check_text(text, match=False))


@pytest.mark.parametrize(
    "line",
    [
        "levels: N=2 W=2",
        "teams: N=A W=B",
        "bid: none",
        "ruling: bury N",
        "after: N=3 W=2",
        "turned: ♦9",
        "  BID ： N ♥2",
    ],
)
def test_any_match_line_in_any_hand_makes_a_match(line: str) -> None:
    hand = unrelated_hands().split("---\n")[0]
    text = hand + "---\n" + hand.replace("seats:", f"{line}\nseats:", 1)
    assert text_has_match_lines(text)
    assert shengji_cli.check_text(text)[-1].match is not None
    assert not text_has_match_lines(text.replace(line, "# " + line))


def test_has_match_lines_agrees_with_the_text_scan() -> None:
    hand = unrelated_hands().split("---\n")[0]
    for key, value in zip(
        MATCH_KEYS,
        ("N=5 W=5", "N=x W=y", "N ♥2", "♦9", "bury N", "N=3 W=2", "up", "N ♠K", "N=BJ"),
        strict=True,
    ):
        [record] = shengji_cli.loads(hand.replace("seats:", f"{key}: {value}\nseats:", 1))
        assert has_match_lines(record) and text_has_match_lines(dumps([record]))
    [record] = shengji_cli.loads(hand)
    assert not has_match_lines(record) and not text_has_match_lines(hand)


def test_a_match_of_more_than_200_hands_is_still_a_match(tmp_path: Path) -> None:
    hand = unrelated_hands().split("---\n")[0]
    text = "levels: N=2 W=2\n" + "---\n".join([hand] * 201)
    reports = shengji_cli.check_text(text, source="long.sj")
    assert (
        len(reports) == 201
        and reports[-1].match is not None
        and len(reports[-1].match.hands) == 201
    )
    assert all(r.match is None for r in reports[:-1])
    path = tmp_path / "long.sj"
    path.write_text(text, encoding="utf-8")
    _, out, _ = run("check", str(path), "--format", "jsonl", "--jobs", "2")
    rows = [json.loads(line) for line in out.splitlines()]
    assert len(rows) == 201 and len(rows[-1]["match"]["hands"]) == 201
    # …and 201 hands without match lines are independent, checked as they stream.
    independent = shengji_cli.check_text("---\n".join([hand] * 201))
    assert len(independent) == 201 and all(r.match is None and r.ok for r in independent)


def test_check_paths_takes_match_too(tmp_path: Path) -> None:
    (tmp_path / "two.sj").write_text(unrelated_hands(), encoding="utf-8")
    for jobs in (1, 2):
        assert [r.match is None for r in shengji_cli.check_paths([tmp_path], jobs=jobs)] == [
            True,
            True,
        ]
        assert [
            r.match is None for r in shengji_cli.check_paths([tmp_path], jobs=jobs, match=True)
        ] == [True, False]


def test_parsed_blocks_say_it_by_their_records_too() -> None:
    from shengji_cli.batch.check import iter_checked
    from shengji_cli.batch.sources import iter_records

    two = unrelated_hands()
    assert [r.match is None for r in iter_checked(iter_records(two))] == [True, True]
    assert [r.match is None for r in iter_checked(iter_records("levels: N=2 W=2\n" + two))] == [
        True,
        False,
    ]
    assert [r.match is None for r in iter_checked(iter_records(two), match=True)] == [True, False]
