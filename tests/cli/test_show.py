"""``shengji show`` and ``check --format html -o DIR`` through the command line (CliRunner)."""

from __future__ import annotations

from pathlib import Path

from clirun import run

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
DISPUTE = str(EXAMPLES / "dispute_failed_throw.sj")


def test_show_writes_one_self_contained_page(tmp_path: Path) -> None:
    out = tmp_path / "d.html"
    code, stdout, err = run("show", DISPUTE, "-o", str(out))
    assert code == 0 and stdout == "" and err.startswith("wrote ")
    html = out.read_text(encoding="utf-8")
    assert html.startswith("<!DOCTYPE html>") and '<html lang="en">' in html
    assert "http://" not in html.replace('xmlns="http://www.w3.org/2000/svg"', "")
    assert "https://" not in html and "<link" not in html and "src=" not in html
    assert 'id="t1"' in html and 'id="t2"' in html and "failed-throw" in html
    assert 'data-start="1"' in html


def test_show_to_stdout_in_chinese_from_a_trick(tmp_path: Path) -> None:
    code, html, err = run("show", DISPUTE, "--lang", "zh", "--trick", "2")
    assert code == 0 and err == ""
    assert '<html lang="zh-Hans">' in html and 'data-start="2"' in html and "第 2 圈" in html


def test_show_svg_of_a_trick_and_of_the_deal() -> None:
    code, svg, _ = run("show", DISPUTE, "--format", "svg", "--trick", "2")
    assert code == 0 and svg.startswith("<svg") and "failed-throw" in svg
    code, deal, _ = run("show", DISPUTE, "--format", "svg")
    assert code == 0 and deal.startswith("<svg") and "♠A" in deal


def test_show_refuses_a_hand_or_trick_the_record_does_not_have() -> None:
    code, out, err = run("show", DISPUTE, "--hand", "2")
    assert code == 2 and out == "" and "has no hand 2 (it has 1)" in err
    code, out, err = run("show", DISPUTE, "--trick", "3")
    assert code == 2 and "hand 1 has no trick 3 (it has 2)" in err


def test_show_a_hand_of_a_match_and_of_a_foreign_file() -> None:
    code, html, _ = run("show", str(EXAMPLES / "match_national.sj"), "--hand", "2")
    assert code == 0 and "hand 2" in html
    code, html, _ = run("show", str(EXAMPLES / "json_record.jsonl"))
    assert code == 0 and 'class="seat' in html


def test_a_hostile_file_name_and_comment_are_text(tmp_path: Path) -> None:
    name = tmp_path / 'x"<script>alert(1)<\\script>.sj'
    text = (EXAMPLES / "dispute_failed_throw.sj").read_text(encoding="utf-8")
    name.write_text('# "<script>window.pwned=1</script>\n' + text, encoding="utf-8")
    code, html, _ = run("show", str(name))
    assert code == 0
    assert html.count("<script") == 1 and "&lt;script&gt;window.pwned=1" in html
    assert "&quot;&lt;script&gt;alert(1)" in html


def test_check_format_html_writes_an_index_and_a_page_per_hand(tmp_path: Path) -> None:
    out = tmp_path / "pages"
    files = [DISPUTE, str(EXAMPLES / "national_clean.sj"), str(EXAMPLES / "match_national.sj")]
    code, stdout, err = run("check", "--format", "html", "-o", str(out), *files)
    assert code == 1 and stdout == ""  # a violation, as the text report's code
    pages = sorted(p.name for p in out.iterdir())
    assert "index.html" in pages and "dispute_failed_throw-1.html" in pages
    index = (out / "index.html").read_text(encoding="utf-8")
    hands = [p for p in pages if p != "index.html"]
    assert len(hands) >= 3 and all(f'href="{p}"' in index for p in hands)
    assert "failed-throw" in index and "violations" in index and f"wrote {len(hands)} pages" in err


def test_check_format_html_into_an_existing_folder_and_needing_one(tmp_path: Path) -> None:
    code, _, err = run("check", "--format", "html", "-o", str(tmp_path), DISPUTE)
    assert code == 1 and (tmp_path / "index.html").is_file()
    code, _, err = run("check", "--format", "html", DISPUTE)
    assert code == 2 and "-o DIR" in err
    code, _, err = run("check", "-o", str(tmp_path), DISPUTE)  # a folder is html's only
    assert code == 2 and "is a directory" in err


def test_show_of_a_file_that_cannot_be_read_says_why_and_writes_nothing(tmp_path: Path) -> None:
    out = tmp_path / "x.html"
    code, stdout, err = run("show", str(tmp_path / "missing.sj"), "-o", str(out))
    assert code == 2 and stdout == "" and "cannot read" in err and not out.exists()
