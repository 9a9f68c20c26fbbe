"""Through the command line: each example under ``examples/rulings/c-*.sj``
checks to the finding or result its comments state (``shengji check --format json``), and the
match report names a forfeit in both languages.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from clirun import run

from shengji_cli.core.cards import RANK_NAMES
from shengji_cli.core.variants import load_variant

RULINGS = Path(__file__).resolve().parents[2] / "examples" / "rulings"


def check(path: Path, *args: str) -> tuple[int, list[dict[str, Any]], dict[str, Any]]:
    code, out, _ = run("check", "--format", "json", *args, str(path))
    records = json.loads(out)["records"]
    return code, records, records[-1]["match"]


def levels(m: dict[str, Any], hand: int) -> tuple[str, str]:
    after = m["hands"][hand - 1]["levels_after"]
    return after["N/S"], after["W/E"]


def result(m: dict[str, Any], hand: int) -> tuple[str, int] | None:
    r = m["hands"][hand - 1]["result"]
    return None if r is None else (r["side"], r["levels"])


# Each example: the kinds found per hand, hand 1's result (after the rulings), both sides' levels
# after hand 1, and the forfeit (hand, loser) — as the file's comments state them, from its article.
EXAMPLES: dict[
    str, tuple[list[list[str]], tuple[str, int] | None, tuple[str, str], tuple[int, str] | None]
] = {
    # bjtu 八.1 (若閑家此時得分已足80分…閑家上臺并升一級): at=85 → defenders +1
    "c-bjtu-dealer-at-fault.sj": ([[], []], ("defenders", 1), ("2", "3"), None),
    # bjtu 八.2 → 八.1 (若閑家此時得分少于…40分，莊家升…三級): at=35 → dealer +3
    "c-bjtu-card-count.sj": ([[], []], ("dealer", 3), ("5", "2"), None),
    # shenzhen 第十七条(四)2 每张罚5分: 45 − 2×5 = 35 → dealer +3
    "c-shenzhen-minor-follow.sj": ([[], []], ("dealer", 3), ("5", "2"), None),
    # shenzhen 第十七条(六) 其所出错的牌每张罚10分: 75 + 10 = 85 → defenders take over
    "c-shenzhen-hidden-corrected.sj": ([[], []], ("defenders", 0), ("2", "2"), None),
    # shenzhen 第十七条(六) 台下方，得分无效，且台上方升5级
    "c-shenzhen-hidden-card.sj": ([[], []], ("dealer", 5), ("7", "2"), None),
    # shenzhen 第十七条(七) 台上方扣错牌者自动下台，对方升5级
    "c-shenzhen-bury.sj": ([[], []], ("defenders", 5), ("5", "10"), None),
    # shenzhen 第十六条(三) 罚10分…罚80分: 30 is none of them
    "c-shenzhen-conduct.sj": ([["ruling-mismatch"]], ("defenders", 0), ("2", "2"), None),
    # shenzhen 第十六条(四) 在同轮比赛中三次被记违例的…判负
    "c-shenzhen-violation.sj": ([[], [], [], ["forfeited"]], ("dealer", 1), ("3", "2"), (3, "W/E")),
    # bjtu 七 第一次給予警告，第二次判本盤負并且對方升一級，第三次判此輪比賽負
    "c-bjtu-violation.sj": ([[], [], [], ["forfeited"]], ("dealer", 2), ("4", "2"), (3, "W/E")),
    # club10 七 悔牌一方罚降一级，累计三次，直接被判负
    "c-club10-retract.sj": ([[], [], []], ("dealer", 1), ("5", "5"), (3, "N/S")),
    # club10 八 若双方均出现多牌少牌情况，双方不升降级，且下把牌双方抢庄
    "c-club10-both-card-count.sj": ([[], []], ("dealer", 0), ("2", "2"), None),
    # national 第十八条 情节特别严重的，可考虑给予判负处罚
    "c-national-forfeit.sj": ([[], ["forfeited"]], None, ("2", "2"), (1, "W/E")),
}


def test_every_c_example_is_listed() -> None:
    assert sorted(p.name for p in RULINGS.glob("c-*.sj")) == sorted(EXAMPLES)


@pytest.mark.parametrize("name", sorted(EXAMPLES))
def test_each_example_checks_to_what_its_comments_state(name: str) -> None:
    found, first, after, forfeit = EXAMPLES[name]
    code, records, m = check(RULINGS / name)
    assert [[v["kind"] for v in r["violations"]] for r in records] == found
    assert code == (1 if any(found) else 0)
    assert result(m, 1) == first and levels(m, 1) == after
    got = m["forfeit"]
    assert (None if got is None else (got["hand"], got["loser"])) == forfeit
    if forfeit is not None:
        v = load_variant(records[0]["variant"])
        assert got["article"] == v.articles["forfeited"]
        assert m["winner"] != forfeit[1] and m["ended_at"] == forfeit[0]
        # the levels stop at the forfeit
        assert {tuple(h["levels_after"].values()) for h in m["hands"][forfeit[0] - 1 :]} == {
            tuple(m["hands"][forfeit[0] - 1]["levels_after"].values())
        }


def test_the_bjtu_reproducer_the_old_reading_drops_the_extra_level(tmp_path: Path) -> None:
    # 003 八.1 (若閑家此時得分已足80分、120分或160分，閑家上臺并升一級、二級或三級): the preset's
    # old
    # "defenders>=0" gave the defenders +0 at 85, so the record's next hand on 3 was a
    # level-mismatch.
    old = tmp_path / "old.toml"
    old.write_text(
        'extends = "bjtu"\n[faults]\nhidden_card_dealer = "defenders>=0"\n'
        '[rulings]\nillegal-follow = "old"\n',
        encoding="utf-8",
    )
    _, records, _ = check(RULINGS / "c-bjtu-dealer-at-fault.sj", "--variant", str(old))
    assert [v["kind"] for v in records[1]["violations"]] == ["level-mismatch"]
    _, records, _ = check(RULINGS / "c-bjtu-dealer-at-fault.sj")
    assert records[1]["violations"] == []


@pytest.mark.parametrize(
    "lang, words",
    [
        ("en", ("W/E forfeited the match in hand 3", "offence 3", "N/S won it")),
        ("zh", ("W/E 于第 3 副被判负", "第 3 次", "N/S 获胜")),
    ],
)
def test_the_match_table_names_the_forfeit(lang: str, words: tuple[str, ...]) -> None:
    code, out, _ = run("check", "--lang", lang, str(RULINGS / "c-bjtu-violation.sj"))
    assert code == 1
    for w in words:
        assert w in out, w
    assert load_variant("bjtu").articles["forfeited"] in out


def test_a_hand_after_a_forfeit_cites_the_forfeit_article() -> None:
    _, records, _ = check(RULINGS / "c-national-forfeit.sj")
    [f] = records[1]["violations"]
    assert f["rule"] == load_variant("national").articles["forfeited"] and "第十八条" in f["rule"]
    assert "forfeited in hand 1" in f["message"]


def test_the_ruling_line_round_trips_through_fmt() -> None:
    code, out, _ = run("fmt", str(RULINGS / "c-shenzhen-minor-follow.sj"))
    assert code == 0 and "ruling: minor-follow W cards=2" in out
    code, out, _ = run("fmt", str(RULINGS / "c-bjtu-card-count.sj"))
    assert "ruling: card-count E at=35" in out


def test_a_bad_ruling_field_is_a_located_parse_error(tmp_path: Path) -> None:
    bad = tmp_path / "bad.sj"
    bad.write_text("seats: N W S E\nruling: minor-follow W cards=two\n", encoding="utf-8")
    code, out, err = run("check", str(bad))
    assert code == 2 and "bad.sj:2:" in out + err and "cards=N" in out + err


@pytest.mark.parametrize(
    "preset, faults",
    [
        ("bjtu", "ruling:violation,ruling:hidden-card"),
        ("shenzhen", "ruling:conduct,ruling:minor-follow,ruling:forfeit"),
        ("club10", "ruling:retract,ruling:card-count"),
    ],
)
def test_gen_writes_each_ruling_with_its_consequence_and_check_agrees(
    tmp_path: Path, preset: str, faults: str
) -> None:
    out = tmp_path / "out"
    code, _, _ = run(
        "gen",
        "--match",
        "4",
        "--count",
        "6",
        "--variant",
        preset,
        "--faults",
        faults,
        "--out",
        str(out),
    )
    assert code == 0
    manifest = json.loads((out / "manifest.json").read_text("utf-8"))
    for name, entries in manifest.items():
        [ruled] = [e for e in entries if "ruling" in e]
        assert ruled["ruling"] in faults
        text = (out / name).read_text("utf-8")
        assert sum(
            line.startswith(f"ruling: {ruled['ruling']} ") for line in text.splitlines()
        ) == len(ruled["seats"])
        _, records, m = check(out / name)
        h = m["hands"][ruled["hand"] - 1]
        assert result(m, ruled["hand"]) == (
            None
            if ruled["result"] is None
            else (ruled["result"]["side"], ruled["result"]["levels"])
        )
        assert h["defenders_points"] == ruled["defenders_points"]
        assert list(h["levels_after"].values()) == [
            RANK_NAMES.get(x, "past A") for x in ruled["levels_after"]
        ]
        assert (m["forfeit"] is None) == (ruled["forfeit"] is None)
        found = sorted((i, v["kind"]) for i, r in enumerate(records, 1) for v in r["violations"])
        assert found == sorted((e["hand"], e["kind"]) for e in entries if "kind" in e)


def test_gen_refuses_an_unknown_ruling_with_the_list(tmp_path: Path) -> None:
    code, _, err = run(
        "gen",
        "--match",
        "3",
        "--count",
        "1",
        "--faults",
        "ruling:nap",
        "--out",
        str(tmp_path / "o"),
    )
    assert code == 2 and "ruling:violation" in err
