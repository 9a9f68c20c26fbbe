"""The page of a hand (``shengji show``, ``check --format html``): the page model (what each hand
shows), the escaping builder, the SVG; the command itself is in tests/cli/test_show.py and the
pages in a real browser in tests/show/."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from shengji_cli.batch.check import check_file
from shengji_cli.cli.show import records_of
from shengji_cli.core.messages import Localized, Msg
from shengji_cli.core.reports import Finding, HandReport, PlayState, TrickState
from shengji_cli.core.vocab import Kind, Standing
from shengji_cli.report.catalog import CATALOG
from shengji_cli.report.html import deal_svg, hand_page, render_page, trick_svg
from shengji_cli.report.html.markup import Markup, el, join

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
DISPUTE = str(EXAMPLES / "dispute_failed_throw.sj")


def _page(path: str, lang: str = "en", hand: int = 1):  # type: ignore[no-untyped-def]
    report = check_file(path)[hand - 1]
    records = records_of(path)
    record = records[hand - 1] if len(records) >= hand else None
    return report, hand_page(report, record, lang)  # type: ignore[arg-type]


def test_the_dispute_page_shows_the_deal_both_tricks_and_the_failed_throw_at_trick_2_on_w() -> None:
    _, page = _page(DISPUTE)
    assert [s.seat for s in page.seats] == ["N", "W", "S", "E"]
    assert [s.place for s in page.seats] == ["top", "left", "bottom", "right"]
    assert all(s.dealt and s.unknown == 0 for s in page.seats)
    assert sum(len(g) for g in page.seats[0].groups) == 25
    # trumps first, strongest first: N holds the big joker, then the level cards (10s), ♥ first
    assert [c.text for c in page.seats[0].groups[0][:3]] == ["BJ", "♥10", "♠10"]
    assert page.kitty is not None and len(page.kitty) == 8 and page.buried is not None
    assert [t.number for t in page.tricks] == [1, 2]
    two = page.tricks[1]
    assert two.winner == "W" and "25" in two.points
    (mark,) = [m for m in two.marks if m.kind == "failed-throw"]
    assert mark.seat == "W" and mark.symbol == "✖" and mark.css == "bad"
    assert mark.rule.startswith("rule: ") and mark.ruling.startswith("ruling: ")
    (w,) = [p for p in two.plays if p.seat == "W"]
    assert w.marks == (mark,) and w.winner
    assert page.tricks[0].plays[1].standing == "beat"
    assert any(m.css == "note" and m.symbol == "?" for m in page.marks)  # not verifiable
    assert page.ruled and "−40…−30" in page.ruled[0]


def test_the_header_names_file_hand_preset_rulebook_dealer_level_trump_seats_and_sides() -> None:
    _, page = _page(DISPUTE)
    header = dict(page.header)
    assert header["file"].endswith("dispute_failed_throw.sj") and header["hand"] == "1"
    assert header["preset"].startswith("national") and header["rulebook"]
    assert (header["dealer"], header["level"], header["trump"]) == ("N", "10", "♥")
    assert header["sides"] == "dealer's side N S; defenders W E"
    _, zh = _page(DISPUTE, "zh")
    assert dict(zh.header)["主"] == "红桃" and zh.seats[0].groups[0][0].text == "大王"


def test_a_failed_throw_at_the_table_is_attempted_then_played() -> None:
    report, page = _page(str(EXAMPLES / "failed_throw.sj"))
    plays = [p for t in page.tricks for p in t.plays if p.attempted is not None]
    assert plays and all(len(p.attempted or ()) > len(p.cards) for p in plays)
    html = render_page(page)
    assert 'class="att"' in html and "→" in html


def test_without_a_deal_the_seats_show_what_they_played_and_the_unknown_count(
    tmp_path: Path,
) -> None:
    text = (
        "variant: national\nseats: N W S E\ndealer: N\nlevel: 2\ntrump: ♥\n1. N ♠A | W ♠3 | S ♠4 "
        "| E ♠5\n"
    )
    path = tmp_path / "nodeal.sj"
    path.write_text(text, encoding="utf-8")
    _, page = _page(str(path))
    north = page.seats[0]
    assert not north.dealt and north.unknown == 24 and [c.text for c in north.groups[0]] == ["♠A"]
    assert "24 cards not shown" in render_page(page)


def test_an_unreadable_hand_is_a_page_that_says_why() -> None:
    report, page = _page(str(EXAMPLES / "missing-file.sj"))
    assert page.error and "cannot read" in page.error and not page.tricks
    assert "could not be read" in render_page(page)


HOSTILE = '<script>window.pwned=1</script>"'


def _hostile_report() -> HandReport:
    seat = HOSTILE
    finding = Finding(
        Kind.ILLEGAL_FOLLOW,
        1,
        seat,
        (),
        Msg.of("show.sides", dealers=HOSTILE, defenders=HOSTILE),
        Localized(HOSTILE, HOSTILE),
        Localized(HOSTILE, HOSTILE),
    )
    play = PlayState(seat, (0,), Standing.LEAD)
    return HandReport(
        source=f"{HOSTILE}.sj",
        hand=1,
        variant=HOSTILE,
        variant_version=HOSTILE,
        seats=(seat, "B", "C", "D"),
        dealer=seat,
        level=2,
        trump="H",
        tricks=(TrickState(1, seat, (play,), seat, 0, False),),
        violations=(finding,),
    )


def test_a_hostile_report_is_text_everywhere_in_the_page_and_the_svg() -> None:
    page = hand_page(_hostile_report(), None, "en")
    for text in (render_page(page), trick_svg(page.tricks[0], page, True), deal_svg(page)):
        assert "<script>window" not in text and '"<' not in text
        assert "&lt;script&gt;window.pwned=1&lt;/script&gt;&quot;" in text
    assert render_page(page).count("<script>") == 1  # the page's own


def test_the_builder_escapes_text_and_attributes_and_refuses_a_bad_name() -> None:
    assert el("a", {"href": '"x'}, "<b>") == '<a href="&quot;x">&lt;b&gt;</a>'
    assert join(["<", Markup("<br>"), 3, None, ["&"]]) == "&lt;<br>3&amp;"
    with pytest.raises(ValueError):
        el("a onclick", None)
    with pytest.raises(ValueError):
        el("a", {'x" onclick': "1"})


def test_the_svg_of_a_trick_and_of_the_deal_stand_alone() -> None:
    _, page = _page(DISPUTE)
    svg = trick_svg(page.tricks[1], page, standalone=True)
    assert svg.startswith("<svg") and 'xmlns="http://www.w3.org/2000/svg"' in svg
    assert "✖ failed-throw" in svg and "W ★" in svg
    deal = deal_svg(page)
    assert deal.count('class="play"') == 0 and "♠A" in deal and "kitty" in deal


def test_every_show_message_has_chinese_and_the_page_in_chinese_has_no_english_label() -> None:
    ids = [k for k in CATALOG if k.startswith("show.")]
    assert ids and all(CATALOG[k][1] for k in ids)
    _, page = _page(DISPUTE, "zh")
    html = render_page(page)
    labels = re.findall(r"<(?:h2|h3|dt|button)[^>]*>([^<]*)<", html)
    assert labels and not [x for x in labels if re.search(r"[A-Za-z]{3,}", x)]
