"""Variants as data: the J/A restart table, fault outcomes read once at load, errors that name
the key and the file (in both languages)."""

from __future__ import annotations

import pickle
import re
import tomllib
from importlib import resources
from pathlib import Path

import pytest
from clirun import run

from shengji_cli.core.levels import advance, next_dealer
from shengji_cli.core.match import replay_match
from shengji_cli.core.outcomes import Drop, Gain, NoEffect, Points, parse_outcome
from shengji_cli.core.seating import Seating
from shengji_cli.core.variants import PRESETS, LevelMap, VariantError, load_variant, param_docs
from shengji_cli.core.vocab import Fault, LevelChange, Side
from shengji_cli.notation.reader import load, loads
from shengji_cli.report.catalog import render

ROOT = Path(__file__).resolve().parents[2]
JA_MATCH = ROOT / "examples" / "match_shenzhen_ja_rule.sj"
"""A shenzhen hand: the dealer side on J, its bottom dug with a J."""
CJK = re.compile(r"[\u4e00-\u9fff]")


def variant_file(
    tmp_path: Path, body: str, extends: str = "shenzhen", name: str = "club.toml"
) -> Path:
    path = tmp_path / name
    path.write_text(f'extends = "{extends}"\n' + body, encoding="utf-8")
    return path


def error_of(path: Path) -> VariantError:
    with pytest.raises(VariantError) as info:
        load_variant(path)
    return info.value


# ---------------------------------------------------------------- the J/A restart table


def test_the_presets_restart_j_from_2_and_a_from_j() -> None:
    for preset in PRESETS:
        assert load_variant(preset).match.ja_restart == LevelMap(((11, 2), (14, 11))), preset


def test_the_ja_bottom_rule_restarts_from_the_tables_level(tmp_path: Path) -> None:
    records = list(load(JA_MATCH))
    assert replay_match(records, load_variant("shenzhen")).hands[0].levels_after == (2, 5)
    v = load_variant(variant_file(tmp_path, "[match]\nja_restart = { 11 = 6, 14 = 11 }\n"))
    r = replay_match(records, v)
    assert r.hands[0].levels_after == (6, 5)
    assert [render(n) for n in r.hands[0].notes] == ["bottom dug with a J: restarts from 6"]
    assert render(r.hands[0].notes[0], "zh") == "被用 J 抠底：从 6 重新打起"
    # A level not in the table is not restarted: J follows the points.
    plain = replay_match(
        records, load_variant(variant_file(tmp_path, "[match]\nja_restart = { 14 = 11 }\n"))
    )
    assert plain.hands[0].levels_after != (2, 5) and not plain.hands[0].notes


def test_levels_advance_reads_the_table(tmp_path: Path) -> None:
    v = load_variant(variant_file(tmp_path, "[match]\nja_restart = { 13 = 9 }\n"))
    o = advance(13, 5, LevelChange(Side.DEALER, 2), v, dug_with_level=True)
    assert (o.dealer_level, o.side, o.restarted) == (9, Side.DEALER, True)
    assert not advance(11, 5, LevelChange(Side.DEALER, 2), v, dug_with_level=True).restarted


def test_a_dealer_side_at_fault_restarts_from_the_tables_level(tmp_path: Path) -> None:
    text = (
        "seats: N W S E\nlevels: N=A W=5\ndealer: N\nlevel: A\ntrump: S\nresult: dealer "
        "+1\nruling: bury N\n"
    )
    assert replay_match(loads(text), load_variant("shenzhen")).hands[0].levels_after == (11, 5)
    r = replay_match(
        loads(text), load_variant(variant_file(tmp_path, "[match]\nja_restart = { 14 = 12 }\n"))
    )
    assert r.hands[0].levels_after == (12, 5) and r.hands[0].next_dealer == "W"
    assert "dealer side at fault on A: drops to Q" in [render(n) for n in r.hands[0].notes]


@pytest.mark.parametrize(
    "body", ["ja_restart = [11, 2]", "ja_restart = { J = 2 }", 'ja_restart = { 11 = "2" }']
)
def test_a_bad_ja_table_names_the_key_and_the_file(tmp_path: Path, body: str) -> None:
    e = error_of(variant_file(tmp_path, f"[match]\n{body}\n"))
    assert (e.key, e.where) == ("match.ja_restart", str(tmp_path / "club.toml"))
    assert render(e.message).startswith(
        f"{tmp_path / 'club.toml'}: key 'match.ja_restart' must be a table of levels"
    )
    assert CJK.search(render(e.message, "zh")) and "match.ja_restart" in render(e.message, "zh")


def test_the_ja_table_holds_ranks(tmp_path: Path) -> None:
    e = error_of(variant_file(tmp_path, "[match]\nja_restart = { 11 = 1 }\n"))
    assert (
        render(e.message)
        == f"{tmp_path / 'club.toml'}: key 'match.ja_restart' must hold ranks 2..14"
    )


def test_variants_show_prints_the_table_and_the_checker_reads_every_parameter() -> None:
    code, out, _ = run("variants", "show", "shenzhen")
    assert code == 0 and re.search(r"match\.ja_restart\s+\{11 = 2, 14 = 11\}", out)
    assert "overruff_compare" not in out  # removed: nothing read it


def test_a_removed_parameter_is_an_unknown_key(tmp_path: Path) -> None:
    e = error_of(variant_file(tmp_path, '[ruff]\noverruff_compare = "most-complex-unit"\n'))
    assert e.key == "ruff.overruff_compare" and "unknown key" in render(e.message)


def test_the_next_dealer_follows_the_parameters() -> None:
    seating, v = Seating(("N", "W", "S", "E")), load_variant("national")
    assert (v.match.next_dealer_on_hold, v.match.next_dealer_on_takeover) == ("partner", "next")
    assert next_dealer(seating, "E", Side.DEALER, v) == "W"
    assert next_dealer(seating, "E", Side.DEFENDERS, v) == "N"


# ---------------------------------------------------------------- fault outcomes


@pytest.mark.parametrize(
    "text,outcome",
    [
        ("none", NoEffect()),
        ("points", Points()),
        ("self-2", Drop(2)),
        ("dealer+5", Gain(Side.DEALER, 5)),
        ("defenders>=1", Gain(Side.DEFENDERS, 1, at_least=True)),
        ("dealer+2@same", Gain(Side.DEALER, 2, same_dealer=True)),
        ("defenders>=0@same", Gain(Side.DEFENDERS, 0, at_least=True, same_dealer=True)),
    ],
)
def test_outcomes_parse_and_print_as_written(text: str, outcome: object) -> None:
    assert parse_outcome(text) == outcome and str(outcome) == text
    assert render(outcome.message) == text  # type: ignore[attr-defined]
    assert CJK.search(render(outcome.message, "zh"))  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    "text",
    [
        "",
        "None",
        "self",
        "self-x",
        "dealer+",
        "dealer+-1",
        "declarer+1",
        "dealer+1@other",
        "dealer=1",
        " none",
    ],
)
def test_what_is_not_an_outcome(text: str) -> None:
    assert parse_outcome(text) is None


def test_at_least_takes_the_points_result_when_it_gives_more() -> None:
    gain = Gain(Side.DEFENDERS, 1, at_least=True)
    assert gain.change(LevelChange(Side.DEFENDERS, 3)) == LevelChange(Side.DEFENDERS, 3)
    assert gain.change(LevelChange(Side.DEALER, 3)) == LevelChange(Side.DEFENDERS, 1)
    assert gain.change(None) == LevelChange(Side.DEFENDERS, 1)
    assert Gain(Side.DEFENDERS, 1).change(LevelChange(Side.DEFENDERS, 3)) == LevelChange(
        Side.DEFENDERS, 1
    )


@pytest.mark.parametrize("preset", PRESETS)
def test_the_presets_outcomes_are_read_at_load(preset: str) -> None:
    raw = tomllib.loads(
        resources.files("shengji_cli.core").joinpath("presets", f"{preset}.toml").read_text("utf-8")
    )
    faults = load_variant(preset).faults
    for key, text in raw["faults"].items():
        if isinstance(text, str):
            assert str(getattr(faults, key)) == text, key
    for fault in Fault:
        for side in Side:
            assert faults.outcome(fault, side) == getattr(
                faults, f"{fault.value.replace('-', '_')}_{side.value}"
            )


@pytest.mark.parametrize("value", ['"dealer+x"', "5", '"self-"', '["none"]'])
def test_a_bad_outcome_names_the_key_and_the_file(tmp_path: Path, value: str) -> None:
    path = variant_file(tmp_path, f"[faults]\nbury_dealer = {value}\n", extends="national")
    e = error_of(path)
    assert (e.key, e.where) == ("faults.bury_dealer", str(path))
    assert render(e.message) == (
        f"{path}: key 'faults.bury_dealer' must be none, points, self-N, dealer+N, "
        "defenders+N (or >=N, optionally @same), points=A/B, points*N, SIDE[AT:N,…], "
        "forfeit, or outcomes joined by ' then '"
    )  # the value is not quoted back
    zh = render(e.message, "zh")
    assert str(path) in zh and "faults.bury_dealer" in zh and "须为" in zh
    code, _, err = run("variants", "show", str(path))
    assert code == 2 and "faults.bury_dealer" in err and str(path) in err


# ---------------------------------------------------------------- errors


def test_a_variant_error_is_a_message_and_pickles(tmp_path: Path) -> None:
    e = error_of(variant_file(tmp_path, '[bottom]\ntractr = "4n"\n'))
    assert e.message.id == "variants.unknown-key" and e.key == "bottom.tractr"
    assert "bottom.tractr" in str(e)  # the debugging form names the parameters
    copy = pickle.loads(pickle.dumps(e))
    assert (copy.message, copy.where, copy.key) == (e.message, e.where, e.key)


def test_an_unknown_variant_has_no_file() -> None:
    with pytest.raises(VariantError) as info:
        load_variant("nosuch")
    assert info.value.where == "" and render(info.value.message) == (
        "unknown variant 'nosuch': not a preset (national, shenzhen, bjtu, club10, online, "
        "shanghai, titanic, baifen) nor a file"
    )
    assert render(info.value.message, "zh").startswith("未知规则 'nosuch'")


@pytest.mark.parametrize(
    "body,key",
    [
        ("[order]\ntwos_trump = 1\n", "order.twos_trump"),
        ('[deck]\ncopies = "2"\n', "deck.copies"),
        ('[throw]\nforced_play = "x"\n', "throw.forced_play"),
        ("[bottom]\ntractor = 4\n", "bottom.tractor"),
        ("[match]\nmust_play = 11\n", "match.must_play"),
        ('[match]\nmust_play = ["J"]\n', "match.must_play[0]"),
        ("[levels]\ntable = [1]\n", "levels.table[0]"),
        ('[levels]\ntable = [{at = 0, side = "x", levels = 1}]\n', "levels.table[0]"),
        (
            '[levels]\ntable = [{at = 9, side = "dealer", levels = 1}, {at = 0, side = "dealer", '
            "levels = 1}]\n",
            "levels.table",
        ),
        ("[levels]\ntable = []\n", "levels.table"),
        ("[rulings]\nillegal-follow = 3\n", "rulings"),
        ("match = 3\n", "match"),
        ('[bottom]\ntractor = "n^2"\n', "bottom.tractor"),
        ("[match]\nfinal_level = 1\n", "match.final_level"),
        ('[declaration]\npair_suit_order = ["X"]\n', "declaration.pair_suit_order"),
        ("[faults]\nhidden_card_points = [30, 20]\n", "faults.hidden_card_points"),
        ('[rulings_zh]\nno-such = "无"\n', "rulings_zh.no-such"),
        ("[nope]\nx = 1\n", "nope"),
    ],
)
def test_every_bad_value_names_its_key_and_file_in_both_languages(
    tmp_path: Path, body: str, key: str
) -> None:
    path = variant_file(tmp_path, body, extends="national")
    e = error_of(path)
    assert (e.key, e.where) == (key, str(path))
    for lang in ("en", "zh"):
        text = render(e.message, lang)
        assert text.startswith(str(path)) and f"'{key}'" in text
    assert CJK.search(render(e.message, "zh"))


def test_file_errors_in_both_languages(tmp_path: Path) -> None:
    bad_toml = variant_file(tmp_path, "x = = 3\n", name="bad.toml")
    loop = tmp_path / "loop.toml"
    loop.write_text('extends = "loop.toml"\n', encoding="utf-8")
    binary = tmp_path / "bin.toml"
    binary.write_bytes(b"\xff\xfe")
    for path, words in (
        (bad_toml, "not valid TOML"),
        (loop, "'extends' loops back to itself"),
        (binary, "cannot read"),
    ):
        e = error_of(path)
        assert e.where == str(path) and render(e.message).startswith(f"{path}: {words}")
        assert CJK.search(render(e.message, "zh"))


# ---------------------------------------------------------------- what the parameters mean


def test_every_parameter_says_what_it_means_in_both_languages() -> None:
    docs = param_docs()
    assert set(docs) == {
        k
        for k in load_variant("national").flat()
        if "." in k and not k.startswith(("articles.", "rulings"))
    }
    for key, doc in docs.items():
        assert re.search("[a-z]{3,}", doc.en), key
        assert CJK.search(doc.zh), key
        # English left in the Chinese: only names a user types (parameters, values, presets,
        # notation).
        words = set(re.findall(r"[A-Za-z_]{3,}", doc.zh))
        assert words <= {
            "seed",
            "bjtu",
            "online",
            "shenzhen",
            "national",
            "same",
            "overcall_by",
            "ja_restart",
            "match",
            "buried",
            "SEAT",
            "CARDS",
            "levels",
            # [consequences]' values and the parameters they name
            "none",
            "throw",
            "penalty",
            "penalty_basis",
            "hidden",
            "card",
            "count",
            "bury",
            "retract",
            "violation",
            "faults",
        }, (key, words)


def test_the_rulings_follow_the_number_down_an_extends_chain(tmp_path: Path) -> None:
    # Each file's rulings are filled with its own numbers, whichever file of the chain wrote the
    # template.
    (tmp_path / "a.toml").write_text(
        'extends = "national"\n[throw]\npenalty_per_card = 20\n', encoding="utf-8"
    )
    (tmp_path / "b.toml").write_text(
        'extends = "a.toml"\n[throw]\npenalty_per_card = 30\n', encoding="utf-8"
    )
    a, b = load_variant(tmp_path / "a.toml"), load_variant(tmp_path / "b.toml")
    national = load_variant("national")
    assert a.texts.rulings == b.texts.rulings == national.texts.rulings
    for v in (a, b):
        n = str(v.throw.penalty_per_card)
        assert f"{n} points per withdrawn card" in v.rulings["penalty-mismatch"]
        assert f"每张 {n} 分" in v.rulings_zh["penalty-mismatch"]
    assert pickle.loads(pickle.dumps(b)).rulings == b.rulings


def test_a_rewritten_template_drops_the_inherited_chinese_a_restated_one_keeps_it(
    tmp_path: Path,
) -> None:
    national = load_variant("national")
    same = variant_file(
        tmp_path,
        f'[rulings]\nfailed-throw = "{national.texts.rulings["failed-throw"]}"\n',
        extends="national",
        name="same.toml",
    )
    other = variant_file(
        tmp_path,
        '[rulings]\nfailed-throw = "{throw.penalty_per_card} a card"\n',
        extends="national",
        name="other.toml",
    )
    assert load_variant(same).rulings_zh["failed-throw"] == national.rulings_zh["failed-throw"]
    assert "failed-throw" not in load_variant(other).rulings_zh
    assert (
        load_variant(other).rulings["failed-throw"] == f"{national.throw.penalty_per_card} a card"
    )
