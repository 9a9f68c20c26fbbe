"""``shengji show --review``'s page in a real browser (Debian's ``chromium``, headless, driven by
Playwright, as tests/show/test_show_browser.py): the value graph is drawn at a phone's width and
a desktop's — a box of its own, its points inside it, no wider than the page — with no console
error and nothing asked of the network; it is there without JavaScript; the grades are visible
at their trick; the page prints.  A machine without Chromium or Playwright skips those tests
(not the check of the README's screenshot of the review)."""

from __future__ import annotations

from pathlib import Path

import pytest
from browsing import Browser, ConsoleMessage, Page, browser_needed
from clirun import run

ROOT = Path(__file__).resolve().parents[2]
LATE = ROOT / "examples" / "solve" / "late_errors.sj"  # reviewed from trick 20 (--last 3)
WIDTHS = {"phone": 390, "desktop": 1100}


@pytest.fixture(scope="module")
def reviewed(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """The page of the late errors reviewed from their last 3 tricks, English and Chinese."""
    out = tmp_path_factory.mktemp("review")
    pages = {}
    for lang in ("en", "zh"):
        page = out / f"{lang}.html"
        code, _, err = run(
            "show", str(LATE), "--review", "--last", "3", "--lang", lang, "-o", str(page)
        )
        assert code == 0, err
        pages[lang] = page
    return pages


def _watched(page: Page) -> tuple[list[str], list[str]]:
    """What ``page`` logs as an error or warning, and the addresses it asks for."""
    errors: list[str] = []
    requests: list[str] = []

    def console(m: ConsoleMessage) -> None:
        if m.type in ("error", "warning"):
            errors.append(m.text)

    page.on("console", console)
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on("request", lambda r: requests.append(r.url))
    return errors, requests


@browser_needed
@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("width", WIDTHS.values(), ids=list(WIDTHS))
def test_the_value_graph_renders_at_a_phone_s_width_and_a_desktop_s(
    browser: Browser, reviewed: dict[str, Path], width: int, lang: str
) -> None:
    page = browser.new_page(viewport={"width": width, "height": 900})
    errors, requests = _watched(page)
    page.goto(reviewed[lang].as_uri())
    graph = page.locator("#review figure.graph svg")
    assert graph.is_visible()
    box = graph.bounding_box()
    assert box is not None and box["width"] > 200 and box["height"] > 100
    assert box["x"] >= 0 and box["x"] + box["width"] <= width  # no wider than the page
    points = page.locator("#review svg circle.point")
    assert points.count() == 4
    for i in range(points.count()):
        p = points.nth(i).bounding_box()
        assert p is not None and p["width"] > 0
        assert box["x"] <= p["x"] and p["x"] + p["width"] <= box["x"] + box["width"]
        assert box["y"] <= p["y"] and p["y"] + p["height"] <= box["y"] + box["height"]
    bands = page.locator("#review svg rect.band")
    assert bands.count() == 5 and all(
        (bands.nth(i).bounding_box() or {"height": 0})["height"] > 0 for i in range(5)
    )
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    assert errors == [] and requests == [reviewed[lang].as_uri()]
    page.close()


@browser_needed
def test_the_graph_and_the_grades_are_there_without_script(
    browser: Browser, reviewed: dict[str, Path]
) -> None:
    context = browser.new_context(java_script_enabled=False, viewport={"width": 390, "height": 900})
    page = context.new_page()
    page.goto(reviewed["en"].as_uri())
    assert page.locator("#review svg circle.point").count() == 4
    assert page.is_visible("#review svg") and page.is_visible("#t21")  # every trick listed
    drawn = page.text_content("#t21 .play[data-seat='E'] .svgcost.inaccuracy") or ""
    assert drawn.startswith("?! inaccuracy: cost 10")  # its <title>: the whole sentence
    assert "cost the dealer side 10 points" in page.inner_text("#t21 ul.grades")
    page.click("#review details summary")  # the numbers, unfolded
    assert page.is_visible("#review details table") and "115" in page.inner_text("#review details")
    context.close()


@browser_needed
def test_a_point_of_the_table_steps_to_its_trick_and_the_page_prints(
    browser: Browser, reviewed: dict[str, Path]
) -> None:
    page = browser.new_page(viewport={"width": 1100, "height": 900})
    errors, _ = _watched(page)
    page.goto(reviewed["en"].as_uri())
    page.click("#review details summary")
    page.click("#review details a[data-trick='21']")
    assert page.text_content("#pos") == "trick 21 of 22" and page.is_visible("#t21")
    assert page.is_visible("#t21 .play[data-seat='W'] .svgcost.inaccuracy")
    assert page.is_visible("#t21 .play[data-seat='N'] .svgcost.best")
    pdf = page.pdf(format="A4", prefer_css_page_size=True)
    assert pdf.startswith(b"%PDF") and len(pdf) > 10_000
    assert errors == []
    page.close()


def test_the_readme_s_review_screenshot_is_there_small_and_linked() -> None:
    shot = ROOT / "docs" / "show" / "review-en-phone.png"
    data = shot.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and 10_000 < len(data) < 400_000
    assert int.from_bytes(data[16:20], "big") < 800  # a phone's width
    assert "docs/show/review-en-phone.png" in (ROOT / "README.md").read_text(encoding="utf-8")
