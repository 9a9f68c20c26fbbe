"""Under ``--lang zh`` the jokers print as 大王 and 小王 in every text output (issue #33)."""

from __future__ import annotations

from pathlib import Path

from clirun import run

from shengji_cli.core.cards import BIG_JOKER, LITTLE_JOKER
from shengji_cli.core.messages import Cards, Msg
from shengji_cli.report.catalog import card_shown, render

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "national_clean.sj"


def test_a_joker_is_shown_in_the_language() -> None:
    assert [card_shown(c, "en") for c in (BIG_JOKER, LITTLE_JOKER, 12)] == ["BJ", "LJ", "♠A"]
    assert [card_shown(c, "zh") for c in (BIG_JOKER, LITTLE_JOKER, 12)] == ["大王", "小王", "♠A"]


def test_a_message_with_cards_shows_the_jokers_in_the_language() -> None:
    message = Msg.of("notation.unknown-card", text=Cards((BIG_JOKER, 12)))
    assert "BJ ♠A" in render(message, "en") and "大王 ♠A" in render(message, "zh")


def test_the_check_table_shows_the_jokers_in_the_language() -> None:
    _, zh, _ = run("check", "--lang", "zh", str(EXAMPLE))
    _, en, _ = run("check", "--lang", "en", str(EXAMPLE))
    assert "大王" in zh and "小王" in zh and " BJ " not in zh and " LJ " not in zh
    assert " BJ " in en and "大王" not in en


def test_the_queries_show_the_jokers_in_the_language() -> None:
    _, out, _ = run("trick", "--lang", "zh", "--trump", "S", "--level", "2", "BJ", "LJ", "♠A", "♠3")
    assert "大王" in out and "小王" in out and "BJ" not in out
    _, out, _ = run("throw", "--lang", "zh", "--trump", "H", "--level", "2", "BJ BJ ♠A")
    assert "BJ" not in out
