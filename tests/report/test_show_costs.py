"""``shengji show --analyze``'s page model: what each analysed play cost its side, at its trick
(a costly play marked with a symbol and text), the analysis' horizon and totals, a hand not
solved within the budget said as such, and a page without ``--analyze`` as it was."""

from __future__ import annotations

from pathlib import Path

from shengji_cli.batch.check import check_file, resolve_variant
from shengji_cli.cli.show import records_of
from shengji_cli.core.reports import HandReport
from shengji_cli.report.html import HandPage, hand_page, render_page, trick_svg
from shengji_cli.report.lang import Lang
from shengji_cli.solver.analysis import Analyze, analyze_hand_costs

SOLVE = Path(__file__).resolve().parents[2] / "examples" / "solve"
LATE = str(SOLVE / "late_errors.sj")  # analysed from trick 17: E and W of trick 17 lose points


def _analysed(path: str, analyze: Analyze | None, lang: Lang = "en") -> HandPage:
    report: HandReport = check_file(path)[0]
    record = records_of(path)[0]
    if analyze is None:
        return hand_page(report, record, lang)
    assert record is not None
    v = resolve_variant(None, record)
    analysed, costs = analyze_hand_costs(record, v, report, analyze)
    return hand_page(analysed, record, lang, None, costs)


def test_a_costly_play_is_marked_at_its_trick_with_a_symbol_and_text() -> None:
    page = _analysed(LATE, Analyze())
    assert page.analysis is not None and page.analysis.from_trick == 17
    assert page.analysis.horizon == (
        "analysed from trick 17 on; the tricks before it are not analysed"
    )
    assert "total cost dealer side 45, defenders 0" in page.analysis.line
    assert all(p.cost is None for t in page.tricks[:16] for p in t.plays)  # before: none
    e = next(p for p in page.tricks[16].plays if p.seat == "E")
    assert e.cost is not None and (e.cost.cost, e.cost.css, e.cost.symbol) == (20, "costly", "▼")
    assert e.cost.text.startswith("cost the dealer side 20 points (best: ")
    n = next(p for p in page.tricks[16].plays if p.seat == "N")
    assert n.cost is not None and (n.cost.cost, n.cost.css, n.cost.symbol) == (0, "best", "✓")
    assert all(p.cost is not None for t in page.tricks[16:] for p in t.plays)
    svg = trick_svg(page.tricks[16], page)
    assert 'class="svgcost costly"' in svg and "▼ cost the dealer side 20 points" in svg
    html = render_page(page)
    assert 'id="analysis"' in html and 'class="cost costly"' in html
    assert html.count('class="svgcost costly"') == 4  # E, W at 17; E, W at 21


def test_the_costs_in_chinese() -> None:
    page = _analysed(LATE, Analyze(), "zh")
    e = next(p for p in page.tricks[16].plays if p.seat == "E")
    assert e.cost is not None and e.cost.text.startswith("庄家方代价 20 分（最佳：")
    assert page.analysis is not None and page.analysis.horizon.startswith("从第 17 圈起分析")


def test_a_hand_not_solved_within_the_budget_says_so_and_guesses_no_cost() -> None:
    page = _analysed(LATE, Analyze(budget=1))
    assert page.analysis is not None
    assert "not solved within 1 steps" in page.analysis.line
    shown = [p.cost for t in page.tricks[16:] for p in t.plays]
    assert shown and all(c is not None and c.cost is None for c in shown)
    assert {(c.css, c.symbol, c.text) for c in shown if c is not None} == {
        ("unknown", "?", "not solved within the budget")
    }
    assert 'class="svgcost costly"' not in render_page(page)


def test_a_hand_that_was_not_analysed_says_why_without_costs() -> None:
    page = _analysed(str(SOLVE / "no_hands.sj"), Analyze())
    assert page.analysis is not None and page.analysis.horizon == ""
    assert "not analysed (the record stops before the end)" in page.analysis.line
    assert all(p.cost is None for t in page.tricks for p in t.plays)


def test_without_analyze_the_page_is_as_it_was() -> None:
    page = _analysed(LATE, None)
    assert page.analysis is None and all(p.cost is None for t in page.tricks for p in t.plays)
    html = render_page(page)
    assert 'id="analysis"' not in html and "svgcost" not in html and 'class="cost' not in html
