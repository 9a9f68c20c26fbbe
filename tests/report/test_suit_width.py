"""The suits ♠♥♣♦ are East Asian Ambiguous: a CJK terminal draws them two columns wide (issue
#33).  A Chinese report (or a CJK locale, or ``SHENGJI_AMBIGUOUS_WIDTH=2``) counts them two, so
that at width N no line is wider than N on such a terminal; an English one is as it was."""

from __future__ import annotations

from pathlib import Path

import pytest
from clirun import run, squeezed
from wcwidth import wcswidth

from shengji_cli.batch.check import check_file
from shengji_cli.core.reports import HandReport
from shengji_cli.report.look import Look, ambiguous_width
from shengji_cli.report.text import TextReporter
from shengji_cli.report.wrap import ambiguous_columns, width

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
NAMES = ["dispute_failed_throw.sj", "dispute_ruled.sj", "scoresheet_revoke.sj", "failed_throw.sj"]
LOCALE = {"LC_ALL": None, "LC_CTYPE": None, "LANG": "C.UTF-8", "SHENGJI_AMBIGUOUS_WIDTH": None}


def _reports() -> list[HandReport]:
    return [r for name in NAMES for r in check_file(str(EXAMPLES / name))]


def _body(text: str) -> list[str]:
    """A report's lines but its heading (which names the file, whole, in any language)."""
    return text.splitlines()[1:]


def _cjk(line: str) -> int:
    """The columns of ``line`` on a CJK terminal: the suits two wide."""
    return int(wcswidth(line, ambiguous_width=2))


@pytest.mark.parametrize("columns", [60, 80, 100])
def test_a_chinese_report_at_width_n_fits_n_columns_of_a_cjk_terminal(columns: int) -> None:
    for r in _reports():
        wide = TextReporter("zh", Look(10_000, ambiguous=2)).render_one(r)
        text = TextReporter("zh", Look(columns, ambiguous=2)).render_one(r)
        assert max(map(_cjk, _body(text))) <= columns, r.source
        # nothing lost in the wrapping (of the lines after the trick table)
        assert squeezed(text.split("\n\n", 1)[1]) == squeezed(wide.split("\n\n", 1)[1])


def test_counting_the_suits_one_wide_overflows_a_cjk_terminal() -> None:
    """The test above can fail: the same reports, the suits counted one wide, are too wide."""
    lines = [
        line
        for r in _reports()
        for line in _body(TextReporter("zh", Look(60, ambiguous=1)).render_one(r))
    ]
    assert max(map(_cjk, lines)) > 60


def test_the_command_counts_the_suits_two_wide_in_chinese() -> None:
    files = [str(EXAMPLES / name) for name in NAMES]
    _, out, _ = run("check", *files, "--lang", "zh", env={**LOCALE, "COLUMNS": "60"})
    assert max(map(_cjk, out.splitlines())) <= 100  # not a terminal: 100 columns
    _, one, _ = run("check", *files, "--lang", "zh", env={**LOCALE, "SHENGJI_AMBIGUOUS_WIDTH": "1"})
    assert one != out  # the override: the suits one wide, the tables laid out wider


def test_an_english_report_is_unchanged() -> None:
    files = [str(EXAMPLES / name) for name in NAMES]
    _, out, _ = run("check", *files, env=LOCALE)
    for r in _reports():
        text = TextReporter("en", Look(100)).render_one(r)
        with ambiguous_columns(1):
            assert max(map(width, _body(text))) <= 100
        assert text in out
    _, two, _ = run("check", *files, env={**LOCALE, "SHENGJI_AMBIGUOUS_WIDTH": "2"})
    assert max(map(_cjk, two.splitlines())) <= 100


@pytest.mark.parametrize(
    "lang,env,want",
    [
        ("en", {}, 1),
        ("zh", {}, 2),
        ("en", {"LANG": "zh_CN.UTF-8"}, 2),
        ("en", {"LANG": "ja_JP.UTF-8"}, 2),
        ("en", {"LC_ALL": "ko_KR.UTF-8", "LANG": "en_US.UTF-8"}, 2),
        ("zh", {"SHENGJI_AMBIGUOUS_WIDTH": "1"}, 1),
        ("en", {"SHENGJI_AMBIGUOUS_WIDTH": "2"}, 2),
        ("en", {"SHENGJI_AMBIGUOUS_WIDTH": "3"}, 1),  # not 1 or 2: as if unset
    ],
)
def test_the_suits_width_follows_the_language_the_locale_and_the_override(
    lang: str, env: dict[str, str], want: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    for key, value in {**LOCALE, **env}.items():
        if value is None:
            monkeypatch.delenv(key, raising=False)
        else:
            monkeypatch.setenv(key, value)
    assert ambiguous_width(lang) == want  # type: ignore[arg-type]


def test_width_counts_as_a_terminal_does() -> None:
    assert width("♠A ♥10") == 6 and width("升级") == 4 and width("") == 0
    with ambiguous_columns(2):
        assert width("♠A ♥10") == 8 and width("黑桃♠A") == 7 and width("♠\x07") == 2
    assert width("♠A ♥10") == 6  # (only inside)
