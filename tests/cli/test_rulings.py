"""Rulings from the variant's own numbers (issue #9, point 7) and "did you mean …" for a
variant's name and a variant file's keys (point 8).

The "Why" reproducer: a ruling said "10 points per withdrawn card" for a variant whose
``penalty_per_card`` is 20, and user output named rulebooks "seed 000".  Every expected number
here is read from the loaded :class:`Variant`, never written as a literal.
"""

from __future__ import annotations

import json
import re
import string
from pathlib import Path

import pytest
from clirun import run, squeezed
from hypothesis import given
from hypothesis import strategies as st

from shengji_cli.batch.check import check_text
from shengji_cli.core.outcomes import Drop, Gain
from shengji_cli.core.suggest import did_you_mean
from shengji_cli.core.variants import (
    KINDS,
    PRESETS,
    Variant,
    VariantError,
    load_variant,
    ruling_fields,
)
from shengji_cli.report.catalog import render

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples"
FAILED_THROW = EXAMPLES / "failed_throw.sj"
"""A national hand whose first trick is a failed throw (it fails under every preset)."""
PENALISED = [p for p in PRESETS if load_variant(p).throw.penalty_per_card]
"""The presets whose failed throw costs points (online's costs the room's stake)."""


def fields_of(template: str) -> list[str]:
    """The parameter names a template's fields name (``{a|one|many}`` names ``a``)."""
    return [f.split("|")[0] for _, f, _, _ in string.Formatter().parse(template) if f is not None]


UNGOVERNED = {("shenzhen", "illegal-follow"): {"5"}}
"""Numbers a ruling quotes that no parameter holds (shenzhen 第十七条(四)2 立即纠正的，每张罚5分:
the referee states those points in a ``ruling:`` line)."""


def load_error(tmp_path: Path, body: str) -> tuple[Path, VariantError]:
    """A file extending national with ``body``, and the error loading it."""
    path = tmp_path / "mine.toml"
    path.write_text('extends = "national"\n' + body, encoding="utf-8")
    with pytest.raises(VariantError) as info:
        load_variant(path)
    return path, info.value


def numbers(text: str) -> set[str]:
    return set(re.findall(r"(?<![\d.])\d+(?![\d])", text))


def changed_numbers(v: Variant) -> str:
    """The TOML of a file extending ``v`` with every number a ruling can state changed: the
    penalty per card, the 藏张 points, the levels of each ``[faults]`` outcome."""
    lines = [
        f'extends = "{v.name}"',
        "[throw]",
        f"penalty_per_card = {v.throw.penalty_per_card + 27}",
        "[faults]",
    ]
    for key, value in v.flat().items():
        if isinstance(value, Drop):
            lines.append(f'{key.split(".")[1]} = "{Drop(value.levels + 3)}"')
        elif isinstance(value, Gain):
            bumped = Gain(value.side, value.levels + 3, value.at_least, value.same_dealer)
            lines.append(f'{key.split(".")[1]} = "{bumped}"')
    hp = v.faults.hidden_card_points
    if hp:
        lines.append(f"hidden_card_points = [{hp[0] + 11}, {hp[1] + 13}]")
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------- every preset's own numbers


@pytest.mark.parametrize("preset", PRESETS)
def test_every_ruling_states_the_presets_own_numbers(preset: str) -> None:
    v = load_variant(preset)
    assert (
        v.rulings and sorted(v.texts.rulings) == sorted(v.rulings) and set(v.rulings) <= set(KINDS)
    )
    for table, lang, texts in (("rulings", "en", v.rulings), ("rulings_zh", "zh", v.rulings_zh)):
        values = ruling_fields(v, lang)
        for kind, template in getattr(v.texts, table).items():
            text = texts[kind]
            assert "{" not in text and "seed" not in text, (kind, text)
            for name in fields_of(template):
                assert str(values[name]) in text, (kind, name, text)


@pytest.mark.parametrize("preset", PRESETS)
def test_a_file_that_changes_the_numbers_changes_every_ruling_that_states_them(
    preset: str, tmp_path: Path
) -> None:
    base = load_variant(preset)
    path = tmp_path / "mine.toml"
    path.write_text(changed_numbers(base), encoding="utf-8")
    mine = load_variant(path)
    for table, lang in (("rulings", "en"), ("rulings_zh", "zh"), ("articles", "zh")):
        old, new = ruling_fields(base, lang), ruling_fields(mine, lang)
        for kind, template in getattr(base.texts, table).items():
            text = getattr(mine, table)[kind]
            named = [n for n in fields_of(template) if n != "rulebook" and old[n] != new[n]]
            for name in named:
                assert str(new[name]) in text, (table, kind, name, text)
            # no number a field would have given stands in the template's own words
            stale = numbers(" ".join(str(old[n]) for n in named)) - numbers(
                " ".join(str(new[n]) for n in named)
            )
            assert not stale & numbers(text) - UNGOVERNED.get((preset, kind), set()), (
                table,
                kind,
                text,
            )


@pytest.mark.parametrize("preset", PENALISED)
def test_the_penalty_ruling_never_states_a_number_of_its_own(preset: str) -> None:
    v = load_variant(preset)
    penalty = str(v.throw.penalty_per_card)
    for kind in ("failed-throw", "penalty-mismatch"):
        for table in ("rulings", "rulings_zh", "articles"):
            template = getattr(v.texts, table).get(kind, "")
            assert penalty not in numbers(re.sub(r"\{[^}]*\}", " ", template)), (
                table,
                kind,
                template,
            )


@pytest.mark.parametrize("preset", PENALISED)
def test_a_file_extending_a_preset_with_penalty_20_rules_20_through_check(
    preset: str, tmp_path: Path
) -> None:
    # The reproducer: check --allow-variant-dir on a record with a failed throw.
    (tmp_path / "club.toml").write_text(
        f'extends = "{preset}"\n[throw]\npenalty_per_card = 20\n', encoding="utf-8"
    )
    record = FAILED_THROW.read_text("utf-8").replace("variant: national", "variant: club.toml")
    (tmp_path / "hand.sj").write_text(record, encoding="utf-8")
    mine, base = load_variant(tmp_path / "club.toml"), load_variant(preset)
    assert mine.throw.penalty_per_card == 20 != base.throw.penalty_per_card
    code, out, _ = run("check", str(tmp_path / "hand.sj"), "--allow-variant-dir", str(tmp_path))
    assert code == 1 and "failed-throw" in out
    assert squeezed(f"ruling: {mine.rulings['failed-throw']}") in squeezed(out)
    assert "20" in mine.rulings["failed-throw"]
    assert squeezed(base.rulings["failed-throw"]) not in squeezed(out)
    code, out, _ = run(
        "check", str(tmp_path / "hand.sj"), "--allow-variant-dir", str(tmp_path), "--lang", "zh"
    )
    assert (
        squeezed(f"判罚：{mine.rulings_zh['failed-throw']}") in squeezed(out)
        and "20" in mine.rulings_zh["failed-throw"]
    )
    code, out, _ = run(
        "check", str(tmp_path / "hand.sj"), "--allow-variant-dir", str(tmp_path), "--format", "json"
    )
    (finding, *_) = [
        f for f in json.loads(out)["records"][0]["violations"] if f["kind"] == "failed-throw"
    ]
    assert finding["ruling"] == mine.rulings["failed-throw"]


# ---------------------------------------------------------------- a rulebook by its title


@pytest.mark.parametrize("preset", PRESETS)
def test_articles_cite_the_rulebook_by_its_title(preset: str) -> None:
    v = load_variant(preset)
    assert v.rulebook and v.rulebook_zh and set(v.articles) == set(v.rulings)
    for kind, text in v.articles.items():
        assert text.startswith(v.rulebook_zh + " ") and "seed" not in text and "{" not in text, (
            kind,
            text,
        )


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("preset", PRESETS)
def test_no_output_names_a_seed_file(preset: str, lang: str) -> None:
    v = load_variant(preset)
    code, out, _ = run("check", str(EXAMPLES), "--variant", preset, "--lang", lang)
    assert code == 1 and f"{v.rulebook_zh} " in out
    for args in (("variants",), ("variants", "show", preset)):
        code, shown, _ = run(*args, "--lang", lang)
        assert code == 0 and v.rulebook_zh in shown
        out += shown
    assert not re.search(r"seed|\b00\d\b", out, re.I)
    assert (v.rulebook in out) == (lang == "en")


def test_variants_show_lists_the_rulings_with_the_files_numbers(tmp_path: Path) -> None:
    path = tmp_path / "mine.toml"
    path.write_text('extends = "shenzhen"\n[throw]\npenalty_per_card = 15\n', encoding="utf-8")
    code, out, _ = run("variants", "show", str(path))
    assert (
        code == 0
        and "15 points per withdrawn card" in out
        and load_variant("shenzhen").rulebook in out
    )


# ---------------------------------------------------------------- templates checked at load


@pytest.mark.parametrize(
    ("body", "key", "near"),
    [
        (
            '[rulings]\nfailed-throw = "{throw.penalty_per_crad} a card"\n',
            "rulings.failed-throw",
            "throw.penalty_per_card",
        ),
        (
            '[rulings_zh]\nfailed-throw = "每张 {penalty_per_card} 分"\n',
            "rulings_zh.failed-throw",
            "throw.penalty_per_card",
        ),
        ('[articles]\nbury = "第三条 扣 {deck.kitty} 张"\n', "articles.bury", "deck.kitty_size"),
    ],
)
def test_an_unknown_field_in_a_template_is_a_variant_error(
    tmp_path: Path, body: str, key: str, near: str
) -> None:
    path, error = load_error(tmp_path, body)
    assert error.message.id == "variants.unknown-field" and error.key == key
    assert f"did you mean '{near}'?" in render(error.message) and f"是不是 '{near}'？" in render(
        error.message, "zh"
    )
    code, _, err = run("check", str(FAILED_THROW), "--variant", str(path))
    assert code == 2 and key in err and "mine.toml" in err and near in err


@pytest.mark.parametrize(
    "template",
    [
        "{throw.penalty_per_card!r}",
        "{throw.penalty_per_card:>5}",
        "{",
        "a }",
        "{throw.penalty_per_card|point}",
    ],
)
def test_a_malformed_template_is_a_variant_error(tmp_path: Path, template: str) -> None:
    _, error = load_error(tmp_path, f'[rulings]\nfailed-throw = "{template}"\n')
    assert error.message.id == "variants.bad-template" and error.key == "rulings.failed-throw"


def test_an_outcome_changed_under_an_inherited_ruling_that_states_its_levels_is_an_error(
    tmp_path: Path,
) -> None:
    # shenzhen's bury ruling states the levels of bury_dealer: without levels the ruling is stale.
    path = tmp_path / "mine.toml"
    path.write_text('extends = "shenzhen"\n[faults]\nbury_dealer = "none"\n', encoding="utf-8")
    with pytest.raises(VariantError) as info:
        load_variant(path)
    assert info.value.key == "rulings.bury" and "faults.bury_dealer.levels" in render(
        info.value.message
    )
    path.write_text(
        'extends = "shenzhen"\n[faults]\nbury_dealer = "none"\n[rulings]\nbury = "a warning"\n',
        encoding="utf-8",
    )
    assert load_variant(path).rulings["bury"] == "a warning"


def test_braces_and_plurals(tmp_path: Path) -> None:
    path = tmp_path / "mine.toml"
    path.write_text(
        'extends = "club10"\n[throw]\npenalty_per_card = 1\n[rulings]\n'
        'failed-throw = "{{sic}} {throw.penalty_per_card} {throw.penalty_per_card|point|points}"\n',
        encoding="utf-8",
    )
    assert load_variant(path).rulings["failed-throw"] == "{sic} 1 point"


# ---------------------------------------------------------------- did you mean …


@pytest.mark.parametrize(
    "args",
    [
        ("check", str(FAILED_THROW), "--variant", "nationl"),
        ("variants", "show", "nationl"),
        ("score", "--points", "90", "--variant", "nationl"),
    ],
)
def test_a_misspelt_preset_on_the_command_line(args: tuple[str, ...]) -> None:
    code, _, err = run(*args)
    assert code == 2 and "unknown variant 'nationl'" in err and "did you mean 'national'?" in err
    code, _, err = run(*args, "--lang", "zh")
    assert code == 2 and "是不是 'national'？" in err


def test_a_far_name_gets_no_guess() -> None:
    code, _, err = run("variants", "show", "zzzz")
    assert code == 2 and "did you mean" not in err


@pytest.mark.parametrize("allow", [False, True])
def test_a_misspelt_preset_on_a_records_variant_line(tmp_path: Path, allow: bool) -> None:
    record = FAILED_THROW.read_text("utf-8").replace("variant: national", "variant: shenzen")
    (tmp_path / "hand.sj").write_text(record, encoding="utf-8")
    extra = ("--allow-variant-dir", str(tmp_path)) if allow else ()
    code, out, err = run("check", str(tmp_path / "hand.sj"), *extra)
    assert code == 2 and "'shenzen'" in out + err and "did you mean 'shenzhen'?" in out + err
    (report,) = check_text(
        record, source=str(tmp_path / "hand.sj"), variant_dir=tmp_path if allow else None
    )
    assert report.error is not None and "did you mean 'shenzhen'?" in render(report.error.message)


@pytest.mark.parametrize(
    ("body", "key", "near"),
    [
        ("[throw]\npenalty_per_crad = 20\n", "throw.penalty_per_crad", "throw.penalty_per_card"),
        ("[thorw]\npenalty_per_card = 20\n", "thorw", "throw"),
        ("[levels]\npenalty_per_card = 20\n", "levels.penalty_per_card", "throw.penalty_per_card"),
        ("penalty_per_card = 20\n", "penalty_per_card", "throw.penalty_per_card"),
        ('descripton = "ours"\n', "descripton", "description"),
        ('[rulings]\nfailed-thow = "ours"\n', "rulings.failed-thow", "rulings.failed-throw"),
        ('[rulings_zh]\nfailed-thow = "我们的"\n', "rulings_zh.failed-thow", "failed-throw"),
    ],
)
def test_a_misspelt_key_in_a_variant_file(tmp_path: Path, body: str, key: str, near: str) -> None:
    path, error = load_error(tmp_path, body)
    assert error.key == key and f"did you mean '{near}'?" in render(error.message)
    code, _, err = run("variants", "show", str(path))
    assert code == 2 and f"'{key}'" in err and f"'{near}'" in err and "mine.toml" in err


def _typos(word: str) -> st.SearchStrategy[str]:
    """``word`` with one letter dropped, doubled or two neighbours swapped."""
    i = st.integers(0, len(word) - 2)
    return st.one_of(
        i.map(lambda k: word[:k] + word[k + 1 :]),
        i.map(lambda k: word[:k] + word[k] + word[k:]),
        i.map(lambda k: word[:k] + word[k + 1] + word[k] + word[k + 2 :]),
    )


@given(st.sampled_from(PRESETS).flatmap(lambda p: st.tuples(st.just(p), _typos(p))))
def test_one_slip_of_a_presets_name_is_guessed(case: tuple[str, str]) -> None:
    preset, typo = case
    if typo != preset:
        assert did_you_mean(typo, PRESETS) == preset
