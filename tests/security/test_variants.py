"""Variant files from untrusted records (issue #8): presets only unless the run allows a
folder; files read without blocking, following a final link or reading more than 64 KB; no
error quotes a file's content or tells a missing file from a forbidden one; every number
bounded.  Each test is one reproducer of the issue's "Why" list."""

from __future__ import annotations

import os
import re
import time
from pathlib import Path

import pytest
from clirun import run

import shengji_cli
from shengji_cli.batch.check import check_file, check_text
from shengji_cli.core.reports import HandReport
from shengji_cli.core.variant_schema import shown
from shengji_cli.core.variants import (
    MAX_FILE_BYTES,
    MAX_MULTIPLIER,
    VariantError,
    load_variant,
    tractor_multiplier,
)
from shengji_cli.report.catalog import render

HAND = "level: 2\ntrump: NT\n1. N BJ | W LJ | S S2 | E H3\n"
SECRET = "hunter2-SECRET"
CJK = re.compile(r"[\u4e00-\u9fff]")


def record(spec: str) -> str:
    return f"variant: {spec}\n{HAND}"


def error_text(report: HandReport, lang: str = "en") -> str:
    assert report.error is not None, report
    return render(report.error.message, lang)


def load_error(spec: str | Path, **kw: str | Path) -> VariantError:
    with pytest.raises(VariantError) as info:
        load_variant(spec, **kw)  # type: ignore[arg-type]
    return info.value


@pytest.fixture
def allowed(tmp_path: Path) -> Path:
    """A folder of variant files a run allows, beside a secret outside it."""
    d = tmp_path / "variants"
    d.mkdir()
    (d / "club.toml").write_text('extends = "shenzhen"\n[levels]\nstep = 30\n', encoding="utf-8")
    (tmp_path / "secret.toml").write_text(f'description = "{SECRET}"\n', encoding="utf-8")
    return d


# ---------------------------------------------------------------- presets only, unless allowed


@pytest.mark.parametrize("spec", ["/etc/passwd", "../secret.toml", "club.toml", "/dev/stdin"])
def test_a_record_names_presets_only_by_default(allowed: Path, spec: str) -> None:
    (report,) = check_text(record(spec), source=str(allowed / "r.sj"))
    assert report.error is not None and report.error.message.id == "variants.presets-only"
    assert "--allow-variant-dir" in error_text(report) and "root" not in error_text(report)


def test_an_allowed_folder_lets_a_record_name_a_file_there(allowed: Path) -> None:
    (report,) = check_text(record("club.toml"), source=str(allowed / "r.sj"), variant_dir=allowed)
    assert report.error is None and report.variant == "club"


def test_a_records_path_resolves_from_its_folder_not_the_working_directory(
    allowed: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    sub = allowed / "sub"
    sub.mkdir()
    (sub / "club.toml").write_text('extends = "bjtu"\nname = "inner"\n', encoding="utf-8")
    (sub / "r.sj").write_text(record("club.toml"), encoding="utf-8")
    monkeypatch.chdir(allowed)  # here club.toml is the outer file
    (report,) = check_file(sub / "r.sj", variant_dir=allowed)
    assert report.variant == "inner"
    # Text without a file resolves from the allowed folder.
    (report,) = check_text(record("club.toml"), variant_dir=allowed)
    assert report.variant == "club"


@pytest.mark.parametrize(
    "spec",
    [
        "../secret.toml",
        "SECRET_ABS",
        "/etc/passwd",
        "/dev/stdin",
        "nosuch.toml",
        "../nosuch.toml",
        "/no/such/file.toml",
        "link.toml",
        ".",
    ],
)
def test_a_file_outside_the_folder_or_missing_gives_one_message(
    allowed: Path, tmp_path: Path, spec: str
) -> None:
    (allowed / "link.toml").symlink_to(tmp_path / "secret.toml")
    spec = str(tmp_path / "secret.toml") if spec == "SECRET_ABS" else spec
    (report,) = check_text(record(spec), source=str(allowed / "r.sj"), variant_dir=allowed)
    assert report.error is not None and report.error.message.id == "variants.not-allowed"
    assert (  # a name of more than 80 characters is shown cut (variant_schema.shown)
        error_text(report)
        == f"variant file '{shown(spec)}' is not a readable file inside the allowed folder"
    )
    assert SECRET not in repr(report) and "root:" not in repr(report)


def test_a_link_inside_the_folder_to_a_file_inside_it_is_read(allowed: Path) -> None:
    (allowed / "alias.toml").symlink_to(allowed / "club.toml")
    (report,) = check_text(record("alias.toml"), variant_dir=allowed)
    assert report.error is None and report.variant == "alias"


def test_extends_stays_inside_the_folder(allowed: Path) -> None:
    for parent in ("../secret.toml", "/etc/passwd", "nosuch.toml"):
        (allowed / "up.toml").write_text(f'extends = "{parent}"\n', encoding="utf-8")
        (report,) = check_text(record("up.toml"), variant_dir=allowed)
        assert report.error is not None and report.error.message.id == "variants.missing-parent", (
            parent
        )
        assert "'extends'" in error_text(report) and SECRET not in error_text(report)
    # The user's own file may extend any file it names.
    assert load_variant(allowed / "club.toml").name == "club"


def test_the_users_own_variant_applies_to_every_record(allowed: Path) -> None:
    text = record("/etc/passwd") + "---\n" + record("bjtu")
    reports = check_text(text, variant=allowed / "club.toml")
    assert [r.variant for r in reports] == ["club", "club"] and all(
        r.error is None for r in reports
    )


def test_check_paths_takes_the_folder_too(allowed: Path, tmp_path: Path) -> None:
    records = tmp_path / "records"
    records.mkdir()
    (records / "a.sj").write_text(record("../variants/club.toml"), encoding="utf-8")
    (bad,) = shengji_cli.check_paths([records])
    assert bad.error is not None and bad.error.message.id == "variants.presets-only"
    (good,) = shengji_cli.check_paths([records], variant_dir=allowed)
    assert good.error is None and good.variant == "club"


# ---------------------------------------------------------------- reading: no blocking, no link,
# 64 KB


def test_a_fifo_is_refused_without_blocking(allowed: Path) -> None:
    os.mkfifo(allowed / "pipe.toml")
    start = time.monotonic()
    (report,) = check_text(record("pipe.toml"), variant_dir=allowed)
    assert report.error is not None and report.error.message.id == "variants.not-allowed"
    e = load_error(allowed / "pipe.toml")  # the user's own choice: said plainly, still not opened
    assert render(e.message) == f"{allowed / 'pipe.toml'}: cannot read: not a regular file"
    assert time.monotonic() - start < 2


def test_a_3_gb_variant_is_refused_after_64_kb(allowed: Path) -> None:
    big = allowed / "big.toml"
    with open(big, "wb") as f:
        f.truncate(3 << 30)  # sparse: nothing written
    start = time.monotonic()
    (report,) = check_text(record("big.toml"), variant_dir=allowed)
    assert time.monotonic() - start < 1
    assert (
        error_text(report)
        == f"{allowed / 'big.toml'}: cannot read: larger than {MAX_FILE_BYTES} bytes"
    )
    assert "big.toml" in render(load_error(big).message)


def test_exactly_64_kb_is_read(allowed: Path) -> None:
    body = 'extends = "national"\n'
    (allowed / "full.toml").write_text(
        body + "#" * (MAX_FILE_BYTES - len(body) - 1) + "\n", encoding="utf-8"
    )
    assert load_variant(allowed / "full.toml").name == "full"


def test_a_final_link_swapped_in_is_not_followed(allowed: Path, tmp_path: Path) -> None:
    from shengji_cli.core.variants import _read_file

    link = allowed / "swapped.toml"
    link.symlink_to(tmp_path / "secret.toml")
    with pytest.raises(VariantError) as info:
        _read_file(str(link), "swapped.toml")  # as if the check had seen a plain file here
    assert info.value.message.id == "variants.unreadable" and SECRET not in repr(info.value)


# ---------------------------------------------------------------- errors quote nothing of the file


def test_a_file_that_is_not_toml_shows_only_where(allowed: Path) -> None:
    (allowed / "passwd.toml").write_text(f"root:x:0:0:{SECRET}:/root:/bin/bash\n", encoding="utf-8")
    (report,) = check_text(record("passwd.toml"), variant_dir=allowed)
    assert error_text(report) == f"{allowed / 'passwd.toml'}: not valid TOML at line 1, column 5"
    assert (
        error_text(report, "zh")
        == f"{allowed / 'passwd.toml'}：不是有效的 TOML：第 1 行第 5 列有误"
    )
    (allowed / "open.toml").write_text('a = "\n', encoding="utf-8")
    (report,) = check_text(record("open.toml"), variant_dir=allowed)
    assert report.error is not None and report.error.message.id == "variants.not-toml"


@pytest.mark.parametrize(
    ("body", "key"),
    [
        (f'[deck]\ncopies = "{SECRET}"\n', "deck.copies"),
        (f'[order]\ntwos_trump = "{SECRET}"\n', "order.twos_trump"),
        (f'[throw]\nforced_play = "{SECRET}"\n', "throw.forced_play"),
        (f'[bottom]\ntractor = "{SECRET}"\n', "bottom.tractor"),
        (f'[faults]\nbury_dealer = "{SECRET}"\n', "faults.bury_dealer"),
        (f'[match]\nja_restart = {{ 11 = "{SECRET}" }}\n', "match.ja_restart"),
        (f'[levels]\ntable = [{{ at = 0, side = "{SECRET}", levels = 1 }}]\n', "levels.table[0]"),
        (f'[match]\nmust_play = "{SECRET}"\n', "match.must_play"),
        (f'description = ["{SECRET}"]\n', "description"),
    ],
)
def test_a_bad_value_is_named_by_its_key_not_shown(allowed: Path, body: str, key: str) -> None:
    path = allowed / "bad.toml"
    path.write_text('extends = "national"\n' + body, encoding="utf-8")
    e = load_error(path)
    assert e.key == key and e.where == str(path)
    for lang in ("en", "zh"):
        assert key in render(e.message, lang) and SECRET not in render(e.message, lang)


def test_an_unknown_keys_name_is_shown_escaped_and_short(allowed: Path) -> None:
    path = allowed / "keys.toml"
    path.write_text('"\\u001b[2J' + "k" * 500 + '" = 1\n', encoding="utf-8")
    text = render(load_error(path).message)
    assert "\x1b" not in text and "\\x1b[2J" in text and len(text) < len(str(path)) + 200


def test_a_records_variant_value_is_shown_escaped(allowed: Path) -> None:
    (report,) = check_text(record("\x1b[2Jx.toml"))
    assert "\x1b" not in error_text(report) and "\\x1b[2Jx.toml" in error_text(report)


# ---------------------------------------------------------------- no internal error


@pytest.mark.parametrize("dirs", [False, True])
def test_a_variant_value_over_255_bytes_is_an_error_in_a_match_file(
    allowed: Path, dirs: bool
) -> None:
    long = "a" * 300 + ".toml"
    text = record(long) + "---\n" + record(long)
    reports = check_text(text, variant_dir=allowed if dirs else None)
    assert len(reports) == 2 and all(r.error is not None for r in reports)
    assert all(r.error is not None and r.error.message.id.startswith("variants.") for r in reports)
    assert all(len(error_text(r)) < 400 for r in reports)


def test_a_cr_only_file_is_an_error_not_an_exception(allowed: Path) -> None:
    text = ("variant: x.toml\r" + HAND.replace("\n", "\r")) * 40
    for folder in (None, allowed):
        reports = check_text(text + "\n---\n" + text, variant_dir=folder)
        assert reports and all(r.error is not None for r in reports)


@pytest.mark.parametrize(
    ("body", "id"),
    [
        ("a = " + "[" * 5000 + "]" * 5000 + "\n", "variants.too-deep"),
        ("a = " + "{ b = " * 3000 + "1" + " }" * 3000 + "\n", "variants.too-deep"),
        ("[deck]\ncopies = " + "9" * 5000 + "\n", "variants.too-long-number"),
        ('a = "\n', "variants.not-toml"),
        ("a = ", "variants.not-toml-end"),
    ],
)
def test_toml_the_parser_cannot_take_is_a_clean_error(allowed: Path, body: str, id: str) -> None:  # noqa: A002
    path = allowed / "deep.toml"
    path.write_text(body, encoding="utf-8")
    assert load_error(path).message.id == id
    (report,) = check_text(record("deep.toml"), variant_dir=allowed)
    assert report.error is not None and report.error.message.id == id


def test_binary_is_not_utf8(allowed: Path) -> None:
    (allowed / "bin.toml").write_bytes(b"\xff\xfe" + SECRET.encode())
    assert (
        render(load_error(allowed / "bin.toml").message)
        == f"{allowed / 'bin.toml'}: cannot read: not UTF-8 text"
    )


# ---------------------------------------------------------------- extends: cycles and chains


def test_an_extends_cycle_is_found_on_real_paths(allowed: Path) -> None:
    (allowed / "a.toml").write_text('extends = "./sub/../b.toml"\n', encoding="utf-8")
    (allowed / "b.toml").write_text('extends = "a.toml"\n', encoding="utf-8")
    (allowed / "sub").mkdir()
    assert load_error(allowed / "a.toml").message.id == "variants.loop"
    (report,) = check_text(record("a.toml"), variant_dir=allowed)
    assert report.error is not None and report.error.message.id == "variants.loop"


def test_an_extends_path_that_keeps_growing_is_a_loop(allowed: Path) -> None:
    (allowed / "sub").mkdir()
    (allowed / "grow.toml").write_text('extends = "sub/../grow.toml"\n', encoding="utf-8")
    assert load_error(allowed / "grow.toml").message.id == "variants.loop"
    (allowed / "self.toml").write_text(
        'extends = "' + "./" * 200 + 'self.toml"\n', encoding="utf-8"
    )
    assert load_error(allowed / "self.toml").message.id == "variants.loop"


def test_a_chain_of_more_than_8_files_is_refused(allowed: Path) -> None:
    for i in range(10):
        (allowed / f"c{i}.toml").write_text(
            f'extends = "c{i + 1}.toml"\n' if i < 9 else "", encoding="utf-8"
        )
    e = load_error(allowed / "c0.toml")
    assert e.message.id == "variants.chain-too-long" and e.key == "extends"
    assert load_variant(allowed / "c2.toml").name == "c2"  # 8 files: c2 … c9


# ---------------------------------------------------------------- every number bounded


@pytest.mark.parametrize(
    ("body", "key"),
    [
        ("[deck]\ncopies = 0\n", "deck.copies"),
        ("[deck]\ncopies = 1000000\n", "deck.copies"),
        ("[deck]\nhand_size = -1\n", "deck.hand_size"),
        ("[deck]\nkitty_size = -8\n", "deck.kitty_size"),
        ("[deck]\nhand_size = 30\n", "deck.hand_size"),  # 4 × 30 + 8 > 108
        ("[levels]\nstep = 0\n", "levels.step"),
        ("[levels]\ncap = -1\n", "levels.cap"),
        ("[bottom]\nsingle = -2\n", "bottom.single"),
        ("[bottom]\npair = 0\n", "bottom.pair"),
        ("[bottom]\nthrow_floor = 100000\n", "bottom.throw_floor"),
        ("[throw]\npenalty_per_card = -10\n", "throw.penalty_per_card"),
        ("[match]\nrestore_after_ja_below = -1\n", "match.restore_after_ja_below"),
        ("[faults]\nhidden_card_points = [0, 100000]\n", "faults.hidden_card_points"),
        ('[faults]\nbury_dealer = "self-99"\n', "faults.bury_dealer"),
        ('[faults]\nbury_dealer = "dealer+' + "9" * 5000 + '"\n', "faults.bury_dealer"),
        (
            '[levels]\ntable = [{ at = 0, side = "dealer", levels = 1000 }]\n',
            "levels.table[0].levels",
        ),
        (
            '[levels]\ntable = [{ at = -99999999, side = "dealer", levels = 1 }]\n',
            "levels.table[0].at",
        ),
        ("[match]\nja_restart = { " + "1" * 5000 + " = 2 }\n", "match.ja_restart"),
        ('[bottom]\ntractor = "999999999^(n+999999999)"\n', "bottom.tractor"),
        ('[bottom]\ntractor = "2^(n+1001)"\n', "bottom.tractor"),
        ('[bottom]\ntractor = "0n+5"\n', "bottom.tractor"),
        ('[bottom]\ntractor = "0^(n+1)"\n', "bottom.tractor"),
    ],
)
def test_an_absurd_number_is_refused_at_load(allowed: Path, body: str, key: str) -> None:
    path = allowed / "absurd.toml"
    path.write_text('extends = "national"\n' + body, encoding="utf-8")
    start = time.monotonic()
    e = load_error(path)
    assert time.monotonic() - start < 1
    assert e.key == key, render(e.message)
    assert CJK.search(render(e.message, "zh"))


def test_the_ranges_are_said_in_the_message(allowed: Path) -> None:
    path = allowed / "r.toml"
    path.write_text("[deck]\ncopies = 9\n", encoding="utf-8")
    assert render(load_error(path).message) == f"{path}: key 'deck.copies' must be from 1 to 4"
    assert render(load_error(path).message, "zh") == f"{path}：参数 'deck.copies' 须在 1 到 4 之间"


def test_the_largest_formula_is_capped_when_evaluated(allowed: Path) -> None:
    path = allowed / "steep.toml"
    path.write_text('[bottom]\ntractor = "1000^(n+1000)"\n', encoding="utf-8")
    v = load_variant(path)
    start = time.monotonic()
    assert tractor_multiplier(v.bottom.tractor, 12) == MAX_MULTIPLIER
    assert (
        tractor_multiplier("1^(n+1000)", 12) == 1 and tractor_multiplier("1000n+1000", 30) == 31000
    )
    assert time.monotonic() - start < 0.5


# ---------------------------------------------------------------- the command line


def test_check_refuses_a_records_variant_file_without_the_option(allowed: Path) -> None:
    (allowed / "r.sj").write_text(record("club.toml"), encoding="utf-8")
    code, out, err = run("check", str(allowed / "r.sj"))
    assert code == 2 and "--allow-variant-dir" in out + err


def test_check_allow_variant_dir(allowed: Path, tmp_path: Path) -> None:
    (allowed / "r.sj").write_text(record("club.toml"), encoding="utf-8")
    (allowed / "s.sj").write_text(record("../secret.toml"), encoding="utf-8")
    code, out, err = run(
        "check", str(allowed / "r.sj"), "--allow-variant-dir", str(allowed), "--format", "jsonl"
    )
    assert code in (0, 1) and '"variant": "club"' in out, (out, err)
    code, out, err = run(
        "check", str(allowed / "s.sj"), "--allow-variant-dir", str(allowed), "--format", "jsonl"
    )
    assert code == 2 and "not a readable file inside the allowed folder" in out + err
    assert SECRET not in out + err
    code, out, err = run(
        "check", "--lang", "zh", str(allowed / "s.sj"), "--allow-variant-dir", str(allowed)
    )
    assert code == 2 and "不是允许的文件夹中可读取的文件" in out + err


def test_check_variant_overrides_the_folder(allowed: Path) -> None:
    (allowed / "r.sj").write_text(record("../secret.toml"), encoding="utf-8")
    code, out, err = run(
        "check",
        str(allowed / "r.sj"),
        "--variant",
        str(allowed / "club.toml"),
        "--allow-variant-dir",
        str(allowed),
        "--format",
        "jsonl",
    )
    assert code in (0, 1) and '"variant": "club"' in out, (out, err)


def test_allow_variant_dir_must_be_a_folder(allowed: Path) -> None:
    code, _, err = run("check", "-", "--allow-variant-dir", str(allowed / "club.toml"), input=HAND)
    assert code == 2 and "--allow-variant-dir" in err


def test_check_jobs_2_passes_the_folder_to_workers(allowed: Path) -> None:
    for i in range(3):
        (allowed / f"r{i}.sj").write_text(record("club.toml"), encoding="utf-8")
    code, out, err = run(
        "check",
        str(allowed),
        "--allow-variant-dir",
        str(allowed),
        "--format",
        "jsonl",
        "--jobs",
        "2",
    )
    assert code in (0, 1) and out.count('"variant": "club"') == 3, (out, err)


def test_a_folder_swapped_after_the_check_is_caught_once_open(
    allowed: Path, tmp_path: Path
) -> None:
    from shengji_cli.core.variants import _read_file

    if not os.path.isdir("/proc/self/fd"):
        pytest.skip("no /proc")
    outside = tmp_path / "secret.toml"
    with pytest.raises(VariantError) as info:
        _read_file(
            str(outside), "x.toml", allowed
        )  # as if the path had been under the folder when checked
    assert info.value.message.id == "variants.not-allowed"
    assert _read_file(str(allowed / "club.toml"), "club.toml", allowed).startswith("extends")


def test_a_batch_past_a_huge_a_slow_and_a_forbidden_variant_keeps_every_good_row(
    allowed: Path,
) -> None:
    with open(allowed / "big.toml", "wb") as f:
        f.truncate(3 << 30)
    (allowed / "slow.toml").write_text(
        '[bottom]\ntractor = "999999999^(n+999999999)"\n', encoding="utf-8"
    )
    os.mkfifo(allowed / "fifo.toml")
    records = allowed / "records"
    records.mkdir()
    for i, spec in enumerate(
        ["big.toml", "slow.toml", "fifo.toml", "../secret.toml", "/etc/shadow"]
    ):
        (records / f"bad{i}.sj").write_text(
            record("../" + spec if not spec.startswith(("/", "..")) else spec), encoding="utf-8"
        )
    for i in range(20):
        (records / f"good{i:02}.sj").write_text(record("../club.toml"), encoding="utf-8")
    start = time.monotonic()
    code, out, err = run(
        "check",
        str(records),
        "--allow-variant-dir",
        str(allowed),
        "--format",
        "jsonl",
        "--jobs",
        "2",
    )
    assert time.monotonic() - start < 10
    assert code == 2 and out.count('"variant": "club"') == 20 and out.count('"error"') >= 5, err
    assert SECRET not in out + err


def test_a_records_variant_error_is_placed_at_the_record(allowed: Path) -> None:
    source = str(allowed / "r.sj")
    (report, _) = check_text(record("/etc/passwd") + "---\n" + HAND, source=source)
    assert report.error is not None and (report.error.source, report.error.line) == (source, 1)
    path = allowed / "bad.toml"
    path.write_text("[deck]\ncopies = 9\n", encoding="utf-8")
    (report,) = check_text(record("bad.toml"), source=source, variant_dir=allowed)
    assert (
        report.error is not None
        and report.error.source == ""
        and error_text(report).startswith(str(path))
    )


@pytest.mark.parametrize(
    "body",
    [
        "a = " + "[" * 5000 + "]" * 5000 + "\n",
        "[deck]\ncopies = " + "9" * 5000 + "\n",
        'extends = "sub/../v.toml"\n',
        '[bottom]\ntractor = "999999999^(n+999999999)"\n',
        f"root:x:0:0:{SECRET}\n",
    ],
)
def test_a_bad_variant_option_is_a_clean_error(tmp_path: Path, body: str) -> None:
    (tmp_path / "sub").mkdir()
    path = tmp_path / "v.toml"
    path.write_text(body, encoding="utf-8")
    for args in (
        ("check", "-", "--variant", str(path)),
        ("variants", "show", str(path)),
        ("score", "--variant", str(path), "--points", "60", "--last", "single"),
    ):
        code, out, err = run(*args, input=HAND)  # `run` fails on a traceback
        assert code == 2 and str(path) in err and SECRET not in out + err, (args, err)
