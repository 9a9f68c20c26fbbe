"""Chinese output (``--lang zh``): the presets' Chinese rulings, their fallback, the zh text
report."""

from __future__ import annotations

import json
import pickle
import re
from pathlib import Path

import pytest
from clirun import run, squeezed
from zh import english_words

from shengji_cli.core.variants import PRESETS, VariantError, load_variant
from shengji_cli.report.catalog import render

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples"
CJK = re.compile(r"[\u4e00-\u9fff]")
FOLLOW = str(EXAMPLES / "illegal_follow.sj")
"""A national hand whose one violation is an ``illegal-follow``."""


def variant_file(tmp_path: Path, body: str, name: str = "myclub.toml") -> str:
    path = tmp_path / name
    path.write_text('extends = "national"\n' + body, encoding="utf-8")
    return str(path)


# ---------------------------------------------------------------- the presets' tables


@pytest.mark.parametrize("preset", PRESETS)
def test_every_ruling_has_a_chinese_one(preset: str) -> None:
    v = load_variant(preset)
    assert v.rulings and sorted(v.rulings_zh) == sorted(v.rulings)


@pytest.mark.parametrize("preset", PRESETS)
def test_chinese_rulings_are_chinese(preset: str) -> None:
    v = load_variant(preset)
    for kind, text in v.rulings_zh.items():
        assert CJK.search(text), (kind, text)
        assert not re.search(r"[A-Za-z]{3,}", text), (kind, text)  # no English left behind


def test_chinese_rulings_are_listed_by_variants_show() -> None:
    v = load_variant("shenzhen")
    assert v.flat()["rulings_zh.illegal-follow"] == v.rulings_zh["illegal-follow"]
    code, out, _ = run("variants", "show", "shenzhen")
    assert code == 0 and "rulings_zh.illegal-follow" in out


# ---------------------------------------------------------------- the zh text report


def test_zh_report_shows_the_chinese_ruling() -> None:
    national = load_variant("national")
    code, out, _ = run("check", FOLLOW, "--lang", "zh")
    assert code == 1
    assert squeezed(f"判罚：{national.rulings_zh['illegal-follow']}") in squeezed(out)
    assert national.rulings["illegal-follow"] not in out
    assert (
        "[第 1 圈，S]" in out and "手中有 6 张该门花色" in out
    )  # the message and where, in Chinese too


@pytest.mark.parametrize("preset", ["shenzhen", "bjtu", "club10", "online"])
def test_zh_report_shows_the_chinese_ruling_of_the_variant_used(preset: str) -> None:
    v = load_variant(preset)
    code, out, _ = run("check", FOLLOW, "--variant", preset, "--lang", "zh")
    assert code == 1 and squeezed(v.rulings_zh["illegal-follow"]) in squeezed(out)


def test_english_report_keeps_the_english_ruling_and_json_follows_the_language() -> None:
    national = load_variant("national")
    _, out, _ = run("check", FOLLOW)
    assert (
        squeezed(national.rulings["illegal-follow"]) in squeezed(out)
        and "[trick 1, S]" in out
        and not CJK.search(out.split("Violations:")[1].split("\n")[1])
    )
    _, out, _ = run("check", FOLLOW, "--format", "json")
    (finding,) = json.loads(out)["records"][0]["violations"]
    assert finding["ruling"] == national.rulings["illegal-follow"]
    _, out, _ = run("check", FOLLOW, "--format", "json", "--lang", "zh")
    (zh,) = json.loads(out)["records"][0]["violations"]
    assert zh["ruling"] == national.rulings_zh["illegal-follow"]  # issue #33: the output language
    assert {k: v for k, v in zh.items() if k not in ("message", "ruling", "rule")} == {
        k: v for k, v in finding.items() if k not in ("message", "ruling", "rule")
    }
    assert set(finding) == {
        "kind",
        "trick",
        "seat",
        "cards",
        "message",
        "message_id",
        "rule",
        "ruling",
    }


def test_zh_report_has_no_english_outside_names_and_articles() -> None:
    files = [str(p) for p in sorted(EXAMPLES.glob("*.sj"))]
    _, out, _ = run("check", *files, "--lang", "zh")
    # The match tables too; the articles (the presets' text) are checked in test_cli.
    assert [
        (line, english_words(line))
        for line in out.splitlines()
        if english_words(line) and "条款：" not in line
    ] == []
    assert "庄家方 +" in out and "红桃" in out and "红心" not in out  # one word per thing


# ---------------------------------------------------------------- user variants


def test_overriding_a_ruling_drops_its_stale_chinese(tmp_path: Path) -> None:
    path = variant_file(tmp_path, '[rulings]\nillegal-follow = "our club: a warning first"\n')
    v = load_variant(path)
    assert "illegal-follow" not in v.rulings_zh
    assert v.rulings_zh["failed-throw"] == load_variant("national").rulings_zh["failed-throw"]
    code, out, _ = run("check", FOLLOW, "--variant", path, "--lang", "zh")
    assert code == 1
    assert "判罚：our club: a warning first" in out
    assert load_variant("national").rulings_zh["illegal-follow"] not in out


def test_overriding_a_ruling_with_its_chinese(tmp_path: Path) -> None:
    path = variant_file(
        tmp_path,
        '[rulings]\nillegal-follow = "a warning first"\n'
        '[rulings_zh]\nillegal-follow = "先予警告"\n',
    )
    assert load_variant(path).rulings_zh["illegal-follow"] == "先予警告"
    _, out, _ = run("check", FOLLOW, "--variant", path, "--lang", "zh")
    assert "判罚：先予警告" in out


def test_restating_a_ruling_keeps_its_chinese(tmp_path: Path) -> None:
    national = load_variant("national")
    path = variant_file(
        tmp_path, f'[rulings]\nillegal-follow = "{national.rulings["illegal-follow"]}"\n'
    )
    assert load_variant(path).rulings_zh["illegal-follow"] == national.rulings_zh["illegal-follow"]


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_a_user_variant_shows_the_inherited_chinese_rulings(tmp_path: Path, jobs: str) -> None:
    path = variant_file(tmp_path, '[rulings]\nfailed-throw = "our own"\n', name=f"club{jobs}.toml")
    code, out, _ = run("check", FOLLOW, "--variant", path, "--lang", "zh", "--jobs", jobs)
    assert code == 1 and f"规则 club{jobs} 1.0" in out
    assert squeezed(load_variant("national").rulings_zh["illegal-follow"]) in squeezed(out)


def test_a_user_variant_named_as_a_preset_gets_no_wrong_chinese(tmp_path: Path) -> None:
    path = variant_file(tmp_path, 'name = "national"\n[rulings]\nillegal-follow = "our own"\n')
    _, out, _ = run("check", FOLLOW, "--variant", path, "--lang", "zh")
    assert "判罚：our own" in out


def test_an_unpickled_variant_keeps_its_chinese_rulings(tmp_path: Path) -> None:
    # A worker process gets --variant pickled; its findings carry the rulings themselves.
    v = load_variant(variant_file(tmp_path, "", name="spawned.toml"))
    copy = pickle.loads(pickle.dumps(v))
    assert copy == v and copy.rulings_zh == v.rulings_zh


def test_a_chinese_ruling_without_an_english_one_is_an_error(tmp_path: Path) -> None:
    path = variant_file(tmp_path, '[rulings_zh]\nno-such-kind = "无此类别"\n', name="typo.toml")
    with pytest.raises(VariantError) as info:
        load_variant(path)
    assert re.search(r"typo\.toml: key 'rulings_zh\.no-such-kind'", render(info.value.message))
    code, _, err = run("variants", "show", path)
    assert code == 2 and "rulings_zh.no-such-kind" in err and "typo.toml" in err
    code, _, err = run("check", FOLLOW, "--variant", path)
    assert code == 2 and "rulings_zh.no-such-kind" in err


def test_rulings_zh_must_be_a_table_of_strings(tmp_path: Path) -> None:
    with pytest.raises(VariantError) as info:
        load_variant(variant_file(tmp_path, "[rulings_zh]\nillegal-follow = 3\n"))
    assert info.value.key == "rulings_zh" and "rulings_zh" in render(info.value.message)


# ---------------------------------------------------------------- messages


CJK = re.compile(r"[\u4e00-\u9fff]")


@pytest.mark.parametrize("preset", PRESETS)
def test_every_generated_finding_has_a_chinese_message(preset: str) -> None:
    # Every fault the generators inject, in hands and in matches: its message is translated.
    from shengji_cli.core.match import replay_match
    from shengji_cli.core.replay import replay
    from shengji_cli.gen.hands import FAULT_KINDS, generate
    from shengji_cli.gen.matches import MATCH_FAULT_KINDS, generate_match

    v = load_variant(preset)
    messages = set()
    for i, kind in enumerate(FAULT_KINDS):
        messages |= {f.message for f in replay(generate(i, v, kind).record, v).violations}
    for seed in range(8):
        for kind in MATCH_FAULT_KINDS:
            records, _ = generate_match(seed, v, 3, kind)
            messages |= {f.message for r in replay_match(records, v).reports for f in r.violations}
    assert len(messages) > 10
    untranslated = sorted(
        (m.id, render(m, "zh"))
        for m in messages
        if not CJK.search(render(m, "zh")) or english_words(render(m, "zh"))
    )
    assert untranslated == []
