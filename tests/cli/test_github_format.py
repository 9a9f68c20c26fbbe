"""``check --format github``: a GitHub Actions annotation per violation or unreadable hand, its
file name and message escaped as the Actions toolkit escapes them (issue #33)."""

from __future__ import annotations

from pathlib import Path

from clirun import run

from shengji_cli.report.github import annotation, escape_data, escape_property

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
VIOLATIONS = [
    "illegal_follow.sj",
    "bury.sj",
    "failed_throw.sj",
    "card_not_held.sj",
    "illegal_lead.sj",
]


def test_the_example_violations_are_annotated() -> None:
    files = [str(EXAMPLES / name) for name in VIOLATIONS]
    code, out, err = run("check", *files, "--format", "github")
    assert code == 1 and err == ""
    lines = out.splitlines()
    assert len(lines) >= len(files) and all(line.startswith("::error file=") for line in lines)
    for name in VIOLATIONS:
        kind = name.removesuffix(".sj").replace("_", "-")
        assert any(
            f"{name},line=" in line and f",title={kind}::hand 1: {kind}" in line for line in lines
        ), name
    first = next(line for line in lines if "illegal_follow" in line)
    assert first.endswith(
        "::hand 1: illegal-follow [trick 1, S]: held 6 cards of the led suit and played 1; "
        "had to play 2; a legal play: ♥2 ♥3"
    )


def test_a_violation_points_at_its_tricks_line(tmp_path: Path) -> None:
    """The annotation's ``line=`` is the trick's line in the file, hands after the first
    included; a finding of no trick points at its hand's first line."""
    text = (EXAMPLES / "illegal_follow.sj").read_text("utf-8")
    path = tmp_path / "two.sj"
    path.write_text(f"{text}---\n{text}", encoding="utf-8")
    lines = path.read_text("utf-8").splitlines()
    trick_one = [n for n, line in enumerate(lines, 1) if line.startswith("1. W ♥AA | S ♥3 ♣4")]
    _, out, _ = run("check", str(path), "--format", "github", "--independent")
    annotated = [line for line in out.splitlines() if "illegal-follow [trick 1, S]" in line]
    assert [int(a.split(",line=")[1].split(",")[0]) for a in annotated] == trick_one
    assert len(trick_one) == 2


def test_a_clean_hand_has_no_annotation() -> None:
    code, out, err = run("check", str(EXAMPLES / "national_clean.sj"), "--format", "github")
    assert (code, out, err) == (0, "", "")


def test_an_unreadable_hand_is_annotated_at_its_line_and_column(tmp_path: Path) -> None:
    path = tmp_path / "bad.sj"
    path.write_text("level: 5\ntrump: X\n", encoding="utf-8")
    code, out, err = run("check", str(path), "--format", "github")
    assert code == 2
    file = escape_property(str(path))
    assert out.startswith(f"::error file={file},line=2,col=8::bad trump")
    assert err.startswith(f"shengji: {path}:2:8: bad trump")  # and said on stderr


def test_a_file_name_cannot_end_the_annotation_or_start_another(tmp_path: Path) -> None:
    name = "a,title=x::b%0A\n::error file=forged.sj::c.sj"
    path = tmp_path / name
    path.write_text("level: 5\ntrump: X\n", encoding="utf-8")
    code, out, _ = run("check", str(path), "--format", "github")
    assert code == 2 and len(out.splitlines()) == 1
    assert "a%2Ctitle=x%3A%3Ab%250A\\x0a%3A%3Aerror file=forged.sj%3A%3Ac.sj" in out
    assert "::error file=forged.sj::" not in out


def test_the_escapes_are_the_toolkits() -> None:
    assert escape_data("100% sure\r\nnext: a, b") == "100%25 sure%0D%0Anext: a, b"
    assert escape_property("a:b,c%\r\n") == "a%3Ab%2Cc%25%0D%0A"
    assert annotation("m", file="f.sj", line=None, col=3) == "::error file=f.sj,col=3::m\n"


def test_the_summary_of_a_github_run_is_the_text_one() -> None:
    code, out, _ = run(
        "check", str(EXAMPLES / "bury.sj"), "--format", "github", "--summary"
    )  # fmt: skip
    assert code == 1 and out.startswith("batch ") and "::error" not in out


def test_github_annotations_in_chinese() -> None:
    code, out, _ = run("check", str(EXAMPLES / "bury.sj"), "--format", "github", "--lang", "zh")
    assert code == 1 and "::第 1 副：扣错底牌（bury）" in out
