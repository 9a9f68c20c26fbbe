"""``shengji show --analyze`` and ``check --format html --analyze`` through the command line."""

from __future__ import annotations

from pathlib import Path

from clirun import run

SOLVE = Path(__file__).resolve().parents[2] / "examples" / "solve"
LATE = str(SOLVE / "late_errors.sj")


def test_show_analyze_draws_each_play_s_cost_at_its_trick(tmp_path: Path) -> None:
    out = tmp_path / "a.html"
    code, stdout, err = run("show", LATE, "--analyze", "--analyze-tricks", "6", "-o", str(out))
    assert code == 0 and stdout == "" and err.startswith("wrote ")
    html = out.read_text(encoding="utf-8")
    assert 'id="analysis" data-from="17"' in html and "analysed from trick 17 on" in html
    assert html.count('class="svgcost costly"') == 4 and "▼ cost the dealer side 20" in html


def test_show_analyze_options_and_a_page_without_them(tmp_path: Path) -> None:
    code, html, _ = run("show", LATE, "--analyze", "--budget", "1", "--lang", "zh")
    assert code == 0 and "每次搜索 1 步内未能解出" in html and "预算内未能解出" in html
    code, _, err = run("show", LATE, "--budget", "5")
    assert code == 2 and "--analyze" in err
    code, html, _ = run("show", LATE)
    assert code == 0 and "svgcost" not in html and 'id="analysis"' not in html


def test_check_format_html_analyze_pages_carry_the_costs(tmp_path: Path) -> None:
    out = tmp_path / "pages"
    code, _, err = run("check", "--format", "html", "--analyze", "-o", str(out), LATE)
    assert code == 0, err
    page = (out / "late_errors-1.html").read_text(encoding="utf-8")
    assert 'id="analysis"' in page and 'class="svgcost costly"' in page
