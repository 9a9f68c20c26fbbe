"""The native row writer against the Python one (the oracle): the JSON line of every clean,
complete hand — the examples' and generated hands' of every preset — written natively from the
judged hand's parts is byte-identical with ``check --format jsonl``'s."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from shengji_cli.batch.check import check_text
from shengji_cli.core.backend import native
from shengji_cli.core.reports import HandReport
from shengji_cli.core.variants import PRESETS, load_variant
from shengji_cli.core.vocab import Side, Status, Trump
from shengji_cli.gen.hands import generate, hand_seed
from shengji_cli.notation import dumps
from shengji_cli.report.formats import JsonlRow, json_line
from shengji_cli.report.json import shown_name

NATIVE = native()
pytestmark = pytest.mark.skipif(NATIVE is None, reason="the native extension is not built")

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
SCALE = int(os.environ.get("SHENGJI_NATIVE_SCALE", "1"))
TRUMPS = [Trump.S, Trump.H, Trump.C, Trump.D, Trump.NT]


def native_row(r: HandReport) -> str:
    """``r``'s line as the native writer writes it from ``r``'s parts."""
    assert NATIVE is not None and r.result is not None and r.bottom is not None
    seat = r.seats.index
    tricks = [
        (
            seat(t.leader),
            [
                (seat(p.seat), list(p.cards), str(p.standing), list(p.attempted or ()) or None)
                for p in t.plays
            ],
            seat(t.winner),
            t.points,
        )
        for t in r.tricks
    ]
    assert r.dealer is not None and r.level is not None and r.trump is not None
    assert r.trick_points is not None and r.defenders_points is not None
    return NATIVE.clean_row(
        json_line(shown_name(r.source, json=True)),
        r.hand,
        (r.variant, r.variant_version),
        list(r.seats),
        (seat(r.dealer), r.level, TRUMPS.index(r.trump)),
        tricks,
        (
            r.trick_points,
            r.defenders_points,
            (r.bottom.points, r.bottom.multiplier, r.bottom.awarded),
        ),
        [(seat(p.seat), p.trick, p.points, p.effect) for p in r.penalties],
        (r.result.side is Side.DEFENDERS, r.result.levels, seat(r.result.next_dealer)),
    )


def same_row(r: HandReport) -> bool:
    """Assert the two writers agree on a clean hand; ``False`` for any other."""
    if r.status is not Status.CLEAN or r.match is not None or r.result is None or r.result.note:
        return False
    assert native_row(r) == JsonlRow("en")(r)
    return True


def test_every_clean_example_writes_the_same() -> None:
    written = 0
    for path in sorted(EXAMPLES.rglob("*.sj")):
        text = path.read_text(encoding="utf-8")
        written += sum(same_row(r) for r in check_text(text, source=str(path)))
    assert written >= 5


@pytest.mark.parametrize("preset", PRESETS)
def test_generated_clean_hands_write_the_same(preset: str) -> None:
    v = load_variant(preset)
    for i in range(25 * SCALE):
        text = dumps([generate(hand_seed(3, i), v).record])
        (r,) = check_text(text, source=f"dir/hand{i:03}.sj")
        assert same_row(r)


def test_file_names_are_escaped_as_python_does() -> None:
    v = load_variant("national")
    text = dumps([generate(hand_seed(3, 0), v).record])
    for name in ['a "quoted"\\name.sj', "tab\there.sj", "é\u2028.sj", "bad\udcff.sj"]:
        (r,) = check_text(text, source=name)
        assert same_row(r)


def test_a_broken_writer_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """The comparison can fail: a native line with one standing changed is seen."""
    assert NATIVE is not None
    real = NATIVE.clean_row

    def broken(*args: object) -> str:
        return real(*args).replace('"beat"', '"follow"', 1)

    monkeypatch.setattr(NATIVE, "clean_row", broken)
    v = load_variant("national")
    text = dumps([generate(hand_seed(3, 1), v).record])
    (r,) = check_text(text)
    with pytest.raises(AssertionError):
        same_row(r)
