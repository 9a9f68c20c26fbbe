"""The pages of ``shengji show`` and ``check --format html`` in a real browser: Debian's
``chromium``, headless, driven by Playwright's Python package (its own browser download is not
used: ``.ci/run`` installs ``chromium`` and the ``test`` extra ``playwright``).

One browser for the module; a machine without either skips these tests, saying which is missing.
"""

from __future__ import annotations

import json
import re
import struct
import time
import zlib
from pathlib import Path
from typing import Any

import pytest
from browsing import Browser, ConsoleMessage, Page, browser_needed
from clirun import run
from zh import english_words

from shengji_cli.batch.check import check_file, check_text

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples"
DISPUTE = EXAMPLES / "dispute_failed_throw.sj"
SCREENSHOTS = [
    ROOT / "docs" / "show" / f"dispute-{lang}-{w}.png"
    for lang in ("en", "zh")
    for w in ("phone", "desktop")
]


@pytest.fixture(scope="module")
def pages(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """``check --format html`` over the top-level examples, English and Chinese."""
    out = tmp_path_factory.mktemp("pages")
    files = sorted(str(p) for p in EXAMPLES.glob("*.sj"))
    for lang in ("en", "zh"):
        code, _, err = run(
            "check", "--format", "html", "--lang", lang, "-o", str(out / lang), *files
        )
        assert code == 1, err
    return out


class Opened:
    """A page opened with what it logged and what it asked the network for."""

    def __init__(self, page: Page) -> None:
        self.page = page
        self.errors: list[str] = []
        self.requests: list[str] = []
        page.on("console", self._console)
        page.on("pageerror", lambda e: self.errors.append(str(e)))
        page.on("dialog", lambda d: (self.errors.append("dialog: " + d.message), d.dismiss()))
        page.on("request", lambda r: self.requests.append(r.url))

    def _console(self, m: ConsoleMessage) -> None:
        if m.type in ("error", "warning"):
            self.errors.append(m.text)

    def shown(self) -> str:
        return str(self.page.eval_on_selector("#pos", "e => e.textContent"))


def _open(browser: Browser, path: Path, width: int = 1000) -> Opened:
    page = browser.new_page(viewport={"width": width, "height": 900})
    opened = Opened(page)
    page.goto(path.as_uri())
    return opened


@browser_needed
def test_the_dispute_page_loads_clean_and_steps_with_the_arrow_keys(
    browser: Browser, tmp_path: Path
) -> None:
    out = tmp_path / "d.html"
    assert run("show", str(DISPUTE), "-o", str(out))[0] == 0
    o = _open(browser, out)
    assert o.errors == [] and o.requests == [out.as_uri()]
    assert o.shown() == "trick 1 of 2"
    assert o.page.is_visible("#t1") and not o.page.is_visible("#t2")
    o.page.keyboard.press("ArrowRight")
    assert o.shown() == "trick 2 of 2" and o.page.is_visible("#t2") and not o.page.is_visible("#t1")
    # the failed throw marked at trick 2 on W, in the trick and in its list
    assert o.page.is_visible("#t2 .play[data-seat='W'] .svgmark.bad")
    assert o.page.is_visible("#t2 li.mark[data-kind='failed-throw'][data-seat='W']")
    o.page.keyboard.press("ArrowLeft")
    assert o.shown() == "trick 1 of 2"
    o.page.click("#next")
    assert o.shown() == "trick 2 of 2"
    assert o.page.is_visible("#deal") and "ruled" in o.page.inner_text("#result")
    assert o.errors == [] and len(o.requests) == 1
    o.page.close()


@browser_needed
def test_without_script_every_trick_is_listed(browser: Browser, tmp_path: Path) -> None:
    out = tmp_path / "d.html"
    run("show", str(DISPUTE), "-o", str(out))
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(out.as_uri())
    assert page.is_visible("#t1") and page.is_visible("#t2") and not page.is_visible("#step")
    context.close()


def _expected(report: Any) -> set[tuple[int, str, str | None]]:
    return {(f.trick, str(f.kind), f.seat) for f in report.violations if f.trick}


@browser_needed
def test_every_violation_of_the_examples_is_visible_at_its_trick(
    browser: Browser, pages: Path
) -> None:
    index = json.loads(json.dumps([]))
    page = browser.new_page()
    opened = Opened(page)
    checked = 0
    for f in sorted(EXAMPLES.glob("*.sj")):
        for report in check_file(f):
            expected = _expected(report)
            if not expected:
                continue
            name = f"{f.stem}-{report.hand}.html"
            page.goto((pages / "en" / name).as_uri())
            seen: set[tuple[int, str, str | None]] = set()
            for _ in range(len(report.tricks)):
                for item in page.query_selector_all("section.trick:not([hidden]) li.mark.bad"):
                    assert item.is_visible()
                    seat = item.get_attribute("data-seat")
                    seen.add(
                        (
                            int(item.get_attribute("data-trick") or 0),
                            str(item.get_attribute("data-kind")),
                            seat,
                        )
                    )
                page.keyboard.press("ArrowRight")
            assert seen == expected, name
            checked += len(expected)
            index.append(name)
    assert (
        checked >= 10
        and opened.errors == []
        and all(u.startswith("file:") for u in opened.requests)
    )
    page.close()


@browser_needed
def test_the_chinese_pages_have_no_missing_message(browser: Browser, pages: Path) -> None:
    page = browser.new_page()
    opened = Opened(page)
    names = [p for p in sorted((pages / "zh").iterdir()) if p.name != "index.html"][:12]
    for path in [pages / "zh" / "index.html", *names]:
        page.goto(path.as_uri())
        page.evaluate(
            "document.querySelectorAll('#comments, .head dd, td a').forEach(e => e.remove())"
        )
        text = page.inner_text("body")
        seats = set(page.eval_on_selector_all("[data-seat]", "es => es.map(e => e.dataset.seat)"))
        assert english_words(text, seats | {"shengji"}) == [], path.name
    assert opened.errors == []
    page.close()


@browser_needed
def test_a_hostile_record_s_script_never_runs(browser: Browser, tmp_path: Path) -> None:
    hostile = '"<script>window.pwned=1</script><img src=x onerror="window.pwned=2">'
    name = tmp_path / 'x"<script>window.pwned=3<\\script>.sj'
    name.write_text(f"# {hostile}\n" + DISPUTE.read_text(encoding="utf-8"), encoding="utf-8")
    out = tmp_path / "pages"
    run("check", "--format", "html", "-o", str(out), str(name))
    for path in out.iterdir():
        o = _open(browser, path)
        assert o.page.evaluate("typeof window.pwned") == "undefined"
        assert o.errors == [] and len(o.requests) == 1
        assert "window.pwned=1" in o.page.inner_text("body") or path.name == "index.html"
        o.page.close()


def _png(path: Path) -> tuple[int, int, bytes]:
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = struct.unpack(">II", data[16:24])
    idat, i = b"", 8
    while i < len(data):
        (n,) = struct.unpack(">I", data[i : i + 4])
        if data[i + 4 : i + 8] == b"IDAT":
            idat += data[i + 8 : i + 8 + n]
        i += 12 + n
    return width, height, zlib.decompress(idat)


@pytest.mark.parametrize("path", SCREENSHOTS, ids=lambda p: p.name)
def test_the_readme_s_screenshots_are_there_small_and_not_blank(path: Path) -> None:
    assert 10_000 < path.stat().st_size < 400_000
    width, height, pixels = _png(path)
    assert (width < 800) == ("phone" in path.name) and height > 400
    assert len(set(pixels)) > 50  # text, cards in two colours, the table: not a blank page
    assert f"docs/show/{path.name}" in (ROOT / "README.md").read_text(encoding="utf-8")


RANKS = ["3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]
SEATS = ["N", "W", "S", "E"]


def long_hand() -> str:
    """A clean hand of 25 tricks of singles (trump ♥, level 2, the eight 2s in the kitty): each
    seat holds six cards of each suit and a joker; each trick its suit's lowest cards, led by the
    last trick's winner (found by checking the hand so far)."""
    holding = {
        seat: {suit: [r for r in RANKS for _ in (0, 1)][i::4] for suit in "♠♥♣♦"}
        for i, seat in enumerate(SEATS)
    }
    jokers = dict(zip(SEATS, ["BJ", "BJ", "LJ", "LJ"], strict=True))
    deal = [
        f"deal {seat}: {jokers[seat]} "
        + " ".join(suit + r for suit in "♠♥♣♦" for r in holding[seat][suit])
        for seat in SEATS
    ]
    head = "variant: national\nseats: N W S E\ndealer: N\nlevel: 2\ntrump: ♥\n" + "\n".join(deal)
    head += "\nkitty: ♠2 ♠2 ♥2 ♥2 ♣2 ♣2 ♦2 ♦2\nburied: ♠2 ♠2 ♥2 ♥2 ♣2 ♣2 ♦2 ♦2\n"
    tricks: list[str] = []
    leader = "N"
    for t in range(25):
        order = SEATS[SEATS.index(leader) :] + SEATS[: SEATS.index(leader)]
        if t < 24:
            suit = "♠♥♣♦"[t // 6]
            plays = [f"{seat} {suit}{holding[seat][suit].pop(0)}" for seat in order]
        else:
            plays = [f"{seat} {jokers[seat]}" for seat in order]
        tricks.append(f"{t + 1}. " + " | ".join(plays))
        (report,) = check_text(head + "\n".join(tricks) + "\n")
        leader = report.tricks[-1].winner
    return head + "\n".join(tricks) + "\n"


@browser_needed
def test_a_25_trick_hand_s_page_is_small_and_opens_fast(browser: Browser, tmp_path: Path) -> None:
    record = tmp_path / "long.sj"
    record.write_text(long_hand(), encoding="utf-8")
    assert check_text(record.read_text(encoding="utf-8"))[0].ok
    out = tmp_path / "g.html"
    run("show", str(record), "-o", str(out))
    assert out.read_text(encoding="utf-8").count('<section class="trick"') == 25
    assert out.stat().st_size < 200_000
    page = browser.new_page()
    start = time.perf_counter()
    page.goto(out.as_uri(), wait_until="load")
    assert time.perf_counter() - start < 1.0
    pdf = page.pdf(format="A4", prefer_css_page_size=True)  # the print style sheet: one A4 page
    assert len(re.findall(rb"/Type\s*/Page[^s]", pdf)) == 1
    page.close()


@browser_needed
def test_the_costs_of_show_analyze_are_visible_at_their_trick(
    browser: Browser, tmp_path: Path
) -> None:
    out = tmp_path / "a.html"
    late = EXAMPLES / "solve" / "late_errors.sj"  # E and W of trick 17 lose points
    assert run("show", str(late), "--analyze", "--trick", "17", "-o", str(out))[0] == 0
    o = _open(browser, out)
    assert o.shown() == "trick 17 of 22" and o.page.is_visible("#t17")
    costly = "#t17 .play[data-seat='{}'] .svgcost.costly"
    for seat in ("E", "W"):
        assert o.page.is_visible(costly.format(seat))
    drawn = o.page.text_content(costly.format("E")) or ""  # (an SVG text: no inner_text)
    assert drawn.startswith("▼ cost the dealer side 20 points")
    assert o.page.is_visible("#t17 .play[data-seat='N'] .svgcost.best")
    assert not o.page.is_visible("#t16 .svgcost")  # before the horizon: nothing analysed
    assert o.page.query_selector("#t16 .svgcost") is None
    assert "analysed from trick 17 on" in o.page.inner_text("#analysis")
    assert o.errors == [] and o.requests == [out.as_uri()]
    o.page.close()
