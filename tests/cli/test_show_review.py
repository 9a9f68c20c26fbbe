"""``shengji show --review`` through the command line (CliRunner): the value graph's points are
``shengji review --format json``'s ``graph`` for the same hand, each graded play is marked at its
trick and seat with its grade, the bands are the variant's level changes, the tricks before the
horizon are "not analysed", ``--format svg`` draws the graph alone, Chinese pages say it all in
Chinese, and the options that do not go together exit 2 saying why.  Small inputs: the examples
of examples/solve reviewed from their last 3 tricks (about 0.1 s of CPU a hand)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from clirun import run
from zh import english_words

from shengji_cli.core.reports import GradedPlay, HandAnalysis, HandReport, HandReview
from shengji_cli.core.variants import load_variant
from shengji_cli.core.vocab import Grade, Side
from shengji_cli.report.html.review import GRADE_SYMBOLS, grade_view, review_view

SOLVE = Path(__file__).resolve().parents[2] / "examples" / "solve"
LATE = str(SOLVE / "late_errors.sj")  # reviewed from trick 20: two inaccuracies at trick 21
REVIEWED = sorted(str(p) for p in SOLVE.glob("*.sj") if p.name != "no_hands.sj")
POINT = re.compile(r'<circle [^>]*data-trick="(\d+)" data-value="(-?\d+)"')


def _review_json(path: str, *options: str) -> dict[str, object]:
    code, out, err = run("review", path, *options, "--format", "json", "--jobs", "1")
    assert code == 0, err
    (row,) = json.loads(out)["reviews"]
    assert isinstance(row, dict)
    return row


def _points(markup: str) -> list[tuple[int, int]]:
    return [(int(t), int(v)) for t, v in POINT.findall(markup)]


def _trick(html: str, n: int) -> str:
    """Trick ``n``'s section of a page."""
    start = html.index(f'<section class="trick" id="t{n}"')
    return html[start : html.index("</section>", start)]


def _play(section: str, seat: str) -> str:
    start = section.index(f'<g class="play" data-seat="{seat}">')
    return section[start : section.index("</g>", start)]


@pytest.mark.parametrize("path", REVIEWED, ids=lambda p: Path(p).name)
def test_the_graph_s_points_are_the_review_s_graph(path: str) -> None:
    row = _review_json(path, "--last", "3")
    graph = row["graph"]
    assert isinstance(graph, list) and len(graph) == 4  # before each of 3 tricks, and the end
    expected = [(g["trick"], g["value"]) for g in graph]
    code, html, err = run("show", path, "--review", "--last", "3")
    assert code == 0 and err == ""
    review = html[html.index('<section id="review"') : html.index('<section id="deal"')]
    assert _points(review) == expected
    tooltips = re.findall(r"<circle [^>]*><title>([^<]+)</title></circle>", review)
    assert len(tooltips) == len(expected)  # each point with its tooltip
    assert tooltips[-1].startswith(f"the end: {row['as_played']} points as played")
    assert f'data-horizon="{row["horizon"]}"' in review
    code, svg, _ = run("show", path, "--review", "--last", "3", "--format", "svg")
    assert code == 0 and svg.startswith("<svg") and _points(svg) == expected
    assert 'xmlns="http://www.w3.org/2000/svg"' in svg and "<desc" in svg


@pytest.mark.parametrize("path", REVIEWED, ids=lambda p: Path(p).name)
def test_each_graded_play_is_marked_at_its_trick_and_seat(path: str) -> None:
    row = _review_json(path, "--last", "3")
    plays = row["plays"]
    assert isinstance(plays, list) and plays
    code, html, _ = run("show", path, "--review", "--last", "3")
    assert code == 0
    for p in plays:
        drawn = _play(_trick(html, p["trick"]), p["seat"])
        grade = p["grade"]
        assert f'class="svgcost {grade}"' in drawn, (p["trick"], p["seat"])
        mark = re.search(r'class="svgcost [a-z]+"[^>]*>([^<]*)<', drawn)
        assert mark is not None
        assert mark.group(1).startswith(f"{GRADE_SYMBOLS[Grade(grade)]} {grade}: cost ")
        if p["cost"]:  # in a few words at the seat, in full as its tooltip and under the trick
            assert mark.group(1).endswith(f": cost {p['cost']}")
            tip = (
                f"<title>{grade}: cost the {p['side'].replace('dealer', 'dealer side')} {p['cost']}"
            )
            assert tip in drawn
            listed = re.search(rf'<li data-seat="{p["seat"]}">.*?</li>', _trick(html, p["trick"]))
            assert listed is not None and f"{grade}: cost the " in listed.group(0)
    for grade in Grade:  # and nothing else is marked
        marked = html.count(f'class="svgcost {grade}"')
        assert marked == sum(p["grade"] == grade for p in plays)
    horizon = row["horizon"]
    assert isinstance(horizon, int)
    assert all("svgcost" not in _trick(html, t) for t in range(1, horizon))


def test_the_late_errors_page_in_detail() -> None:
    code, html, _ = run("show", LATE, "--review", "--last", "3")
    assert code == 0
    assert "reviewed from trick 20 of 22 (as asked)" in html
    assert "tricks 1 to 19: not analysed" in html  # the strip, and the line above the graph
    assert html.count('class="not-analysed"') == 1
    # national's bands: 0, 5..35, 40..75, 80..115, 120 and more
    bands = re.findall(r'class="band (\w+)"><title>([^<]*)</title>', html)
    assert bands == [
        ("dealer", "0 points: dealer side +3"),
        ("dealer", "5 to 35 points: dealer side +2"),
        ("dealer", "40 to 75 points: dealer side +1"),
        ("defenders", "80 to 115 points: defenders +0"),
        ("defenders", "120 points and more: defenders +1"),
    ]
    assert "<title>before trick 21: 95 points with best play (defenders +0)</title>" in html
    assert "<title>the end: 115 points as played (defenders +0)</title>" in html
    assert 'class="as-played"' in html and "as played: 115" in html
    # the numbers as a table, its trick links stepping the page
    assert '<details class="numbers">' in html and '<a href="#t21" data-trick="21">21</a>' in html
    assert "dealer side: 20 points lost; blunders 0, mistakes 0, inaccuracies 2" in html
    e = _play(_trick(html, 21), "E")
    assert ">?! inaccuracy: cost 10<title>inaccuracy: cost the dealer side 10 points (best: " in e
    assert (
        '<ul class="grades"><li data-seat="E"><span class="cost inaccuracy">?!</span> E: ' in html
    )
    assert 'class="cost inaccuracy" title="inaccuracy: cost the dealer side 10 points' in html
    assert 'id="analysis"' not in html and 'class="svgcost costly"' not in html


def test_the_horizon_by_cpu_seconds_and_the_steps() -> None:
    code, html, _ = run("show", LATE, "--review", "--budget", "0")
    assert code == 0 and "reviewed from trick 22 of 22 (the CPU budget stopped it)" in html
    assert len(_points(html)) == 2
    code, html, _ = run("show", LATE, "--review", "--from-trick", "21", "--steps", "1")
    assert code == 0 and 'data-horizon="' not in html.split('id="review"')[1].split(">")[0]
    assert "not reviewed: not even the last trick was solved" in html


def test_a_hand_not_reviewed_says_why_and_has_no_graph() -> None:
    stops = str(SOLVE / "no_hands.sj")
    code, html, _ = run("show", stops, "--review", "--last", "3")
    assert code == 0 and "not reviewed: the record stops before the end" in html
    assert "<circle" not in html and "svgcost" not in html
    code, out, err = run("show", stops, "--review", "--last", "3", "--format", "svg")
    assert code == 2 and out == ""
    assert "--format svg --review draws the value graph: hand 1 has none" in err


def test_the_page_in_chinese() -> None:
    code, html, _ = run("show", LATE, "--review", "--last", "3", "--lang", "zh")
    assert code == 0
    review = html[html.index('<section id="review"') : html.index('<section id="deal"')]
    assert "<h2>复盘</h2>" in review and '<title id="graph-title">局势图</title>' in review
    assert "从第 20 圈起复盘（共 22 圈；按要求）" in review and "第 1 至 19 圈：未分析" in review
    assert "80 至 115 分：闲家 +0" in review and "实际：115" in review
    text = re.sub(r"<[^>]+>", " ", review)
    assert english_words(text, {"N", "E", "S", "W"}) == []
    e = _play(_trick(html, 21), "E")
    assert ">?! 欠佳：代价 10<title>欠佳：庄家方代价 10 分（最佳：" in e


@pytest.mark.parametrize(
    ("options", "said"),
    [
        (("--review", "--analyze"), "--review and --analyze exclude each other"),
        (("--review", "--analyze-tricks", "3"), "--review and --analyze exclude each other"),
        (("--last", "3"), "--last goes with --review"),
        (("--from-trick", "20"), "--from-trick goes with --review"),
        (("--steps", "100"), "--steps goes with --review"),
        (("--review", "--last", "3", "--from-trick", "20"), "choose the horizon: give one"),
        (("--review", "--last", "3", "--budget", "2"), "choose the horizon: give one"),
        (("--review", "--budget", "soon"), "is not a number of seconds"),
        (("--analyze", "--budget", "1.5"), "'1.5' is not a valid integer"),
        (("--review", "--last", "0"), "--last"),
    ],
)
def test_options_that_do_not_go_together_exit_2(options: tuple[str, ...], said: str) -> None:
    code, out, err = run("show", LATE, *options)
    assert code == 2 and out == "" and said in err


def test_the_review_options_are_the_review_command_s() -> None:
    from shengji_cli.cli.review import review
    from shengji_cli.cli.show import show

    def spelt(command: object, name: str) -> tuple[object, ...]:
        p = next(p for p in command.params if p.name == name)  # type: ignore[attr-defined]
        return (tuple(p.opts), p.default, type(p.type), getattr(p, "help_id", None))

    for name in ("from_trick", "last", "steps"):
        assert spelt(show, name) == spelt(review, name)


# ---------------------------------------------------------------- the page model, constructed

NATIONAL = load_variant("national")


def _report(graph: tuple[tuple[int, int | None], ...], played: int, horizon: int = 3) -> HandReport:
    plays = (
        GradedPlay(
            trick=3,
            seat="E",
            side=Side.DEALER,
            cards=(),
            best=(),
            before=70,
            after=85,
            cost=15,
            grade=Grade.BLUNDER,
            choices=2,
        ),
    )
    review = HandReview(horizon=horizon, tricks=4, graph=graph, plays=plays, limit="asked")
    analysis = HandAnalysis(
        solved=True,
        from_trick=horizon,
        value=graph[0][1],
        dealer_cost=15,
        defenders_cost=0,
        nodes=1,
        budget=1,
        review=review,
    )
    return HandReport(
        source="a.sj", hand=1, variant="national", variant_version="1",
        analysis=analysis, defenders_points=played,
    )  # fmt: skip


def test_a_point_not_solved_is_left_out_never_guessed() -> None:
    view = review_view(_report(((3, 70), (4, None), (5, 85)), 85), NATIONAL, "en")
    assert [(p.trick, p.value, p.end) for p in view.points] == [(3, 70, False), (5, 85, True)]
    assert [p.tick for p in view.points] == ["3", "end"]
    assert view.before == "tricks 1 to 2: not analysed"


def test_the_range_reaches_past_the_next_threshold_and_below_zero() -> None:
    view = review_view(_report(((3, 70), (5, 85)), 85), NATIONAL, "en")
    assert view.low == 0 and view.high == 140  # 120, the threshold above 85, and a margin
    assert [b.low for b in view.bands] == [0, 5, 40, 80, 120]
    low = review_view(_report(((3, -20), (5, 10)), 10), NATIONAL, "en")
    assert low.low == -20 and low.bands[0].low == -20
    bare = review_view(_report(((3, 70), (5, 85)), 85), None, "en")
    assert bare.bands == () and bare.points[0].change == ""  # no level rules: no bands


def test_a_grade_s_mark() -> None:
    (play,) = _report(((3, 70), (5, 85)), 85).analysis.review.plays  # type: ignore[union-attr]
    mark = grade_view(play, "en")
    assert (mark.symbol, mark.css, mark.cost) == ("??", "blunder", 15)
    assert mark.text == "blunder: cost the dealer side 15 points (best: )"
    assert mark.short == "blunder: cost 15"
    assert grade_view(GradedPlay(
        trick=3, seat="E", side=Side.DEALER, cards=(), best=None, before=None, after=None,
        cost=None, grade=None,
    ), "zh").text == "未评级：预算内未能解出"  # fmt: skip
