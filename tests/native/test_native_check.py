"""The check's native path against the Python engine (the oracle).

Every generated hand — of every preset, clean and with each injected fault, as
``scripts/golden_jsonl.sh`` makes them — and every example gets the same JSON line, byte for byte,
from the native path as from the Python engine, or the native path declines it: it never writes a
row of its own for a hand the Python engine finds a fault in (the injected-fault property), and it
answers most clean hands itself (the clean-hands property).  The command gives the same output,
summary and exit code with ``SHENGJI_NATIVE=0`` as without.

``SHENGJI_NATIVE_HANDS`` sets the generated hands' count (default 5,000, the issue's).
"""

from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from shengji_cli.batch.check import check_text
from shengji_cli.batch.native_rows import native_rows
from shengji_cli.core.backend import native
from shengji_cli.core.variants import NAMED as PRESETS
from shengji_cli.core.variants import Variant, load_variant
from shengji_cli.core.vocab import Status
from shengji_cli.gen.errors import GenError
from shengji_cli.gen.faults import FAULT_KINDS, RULE_FAULT_KINDS
from shengji_cli.gen.hands import generate, hand_seed
from shengji_cli.notation import dumps
from shengji_cli.report.formats import RowRenderer

pytestmark = pytest.mark.skipif(native() is None, reason="the native extension is not built")

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
HANDS = int(os.environ.get("SHENGJI_NATIVE_HANDS", "5000"))
FAULTS = [*FAULT_KINDS, *RULE_FAULT_KINDS]
"""Every kind the generator injects (``gen/faults.py``), in turn."""
JSONL, CSV = RowRenderer("jsonl"), RowRenderer("csv")


def generated(v: Variant, seed: int, i: int, faulty: bool) -> str:
    """The text of hand ``i`` of ``seed``: clean, or with one fault (the kinds in turn; clean
    where the preset has no rule for the kind)."""
    fault = FAULTS[i % len(FAULTS)] if faulty else None
    try:
        g = generate(hand_seed(seed, i), v, fault)
    except GenError:
        g = generate(hand_seed(seed, i), v)
    return dumps([g.record])


def compare(text: str, source: str) -> tuple[bool, bool]:
    """Assert the native rows of ``text`` (JSON lines and CSV) are the Python engine's, when it
    gives any: whether it answered, and whether every hand is clean by the Python engine."""
    want = check_text(text, source=source)
    got = native_rows(text, source, None)
    clean = all(r.status is Status.CLEAN for r in want)
    if got is not None:
        assert clean, (source, [r.status for r in want])
        assert got == [JSONL(r) for r in want], source
        assert native_rows(text, source, None, fmt="csv") == [CSV(r) for r in want], source
    return got is not None, clean


def test_file_names_are_written_as_python_writes_them() -> None:
    text = generated(load_variant("national"), 29, 0, False)
    for name in ['a "quoted", name.sj', "tab\there.sj", "é\u2028.sj", "bad\udcff.sj", "a\nb.sj"]:
        assert compare(text, name) == (True, True)


def test_every_example_is_the_python_engines() -> None:
    answered = 0
    for path in sorted(EXAMPLES.rglob("*.sj")):
        answered += compare(path.read_text(encoding="utf-8"), str(path))[0]
    assert answered >= 5  # the clean examples


@pytest.mark.parametrize("preset", PRESETS)
def test_generated_hands_are_the_python_engines(preset: str) -> None:
    """The clean hands (most answered natively) and the faulty ones (never answered natively
    when the Python engine finds a fault) of a preset: byte-identical rows when answered."""
    v = load_variant(preset)
    per_kind = max(1, HANDS // len(PRESETS) // 2)
    clean_answered = 0
    for faulty in (False, True):
        for i in range(per_kind + (not faulty)):
            text = generated(v, 29 + faulty, i, faulty)
            answered, clean = compare(text, f"{preset}/hand{i:04}.sj")
            clean_answered += answered and not faulty
            assert clean or not answered
    assert clean_answered >= per_kind * 0.95


def _mutated(text: str, rng: random.Random) -> str:
    """``text`` with one edit a table might make: a card of a play or a deal changed (its rank, or
    for another of its suit), two plays' cards swapped, a trick line dropped or two swapped, a
    claim moved."""
    lines = text.split("\n")
    tricks = [i for i, line in enumerate(lines) if line[:1].isdigit()]
    edit = rng.randrange(5)
    if edit == 0:  # a rank changed somewhere in the cards
        n = rng.randrange(len(lines))
        spots = [k for k, ch in enumerate(lines[n]) if ch in "23456789JQKA"]
        if spots:
            k = rng.choice(spots)
            lines[n] = lines[n][:k] + rng.choice("23456789JQKA") + lines[n][k + 1 :]
    elif edit == 1 and tricks:  # two plays of a trick swap their cards
        n = rng.choice(tricks)
        number, _, rest = lines[n].partition(". ")
        plays = [p.split(" ", 1) for p in rest.split(" | ")]
        a, b = rng.sample(range(len(plays)), 2)
        plays[a][1], plays[b][1] = plays[b][1], plays[a][1]
        lines[n] = number + ". " + " | ".join(" ".join(p) for p in plays)
    elif edit == 2 and tricks:
        del lines[rng.choice(tricks)]
    elif edit == 3 and len(tricks) > 1:
        a, b = rng.sample(tricks, 2)
        lines[a], lines[b] = lines[b], lines[a]
    else:  # a claim moved by 5 or 10
        claims = [i for i, line in enumerate(lines) if line.startswith(("points", "penalty"))]
        if claims:
            n = rng.choice(claims)
            head, _, value = lines[n].rpartition(" ")
            lines[n] = f"{head} {int(value) + rng.choice((-10, -5, 5, 10))}"
    return "\n".join(lines)


def test_edited_hands_are_the_python_engines() -> None:
    """Hands edited at random (:func:`_mutated`): the native path declines each one the Python
    engine finds a fault in, and answers the rest as it does."""
    rng = random.Random(29)
    answered = 0
    for i in range(int(400 * max(1.0, HANDS / 5000))):
        v = load_variant(PRESETS[i % len(PRESETS)])
        text = _mutated(generated(v, 31, i, False), rng)
        answered += compare(text, f"edited{i}.sj")[0]
    assert answered > 20  # some edits leave a clean hand (a card no one else holds, a spare line)


def test_a_broken_native_answer_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """The comparison can fail: a native row with one point more is seen."""
    import shengji_cli.batch.native_rows as module

    real = module.native_rows

    def broken(*args: object, **kw: object) -> list[str] | None:
        rows = real(*args, **kw)  # type: ignore[arg-type]
        return None if rows is None else [r.replace('"points": 0', '"points": 5', 1) for r in rows]

    monkeypatch.setattr(sys.modules[__name__], "native_rows", broken)
    text = generated(load_variant("national"), 29, 0, False)
    with pytest.raises(AssertionError):
        compare(text, "x.sj")


def _cli(args: list[str], native_on: bool) -> subprocess.CompletedProcess[bytes]:
    env = {**os.environ, "SHENGJI_LANG": "en", "SHENGJI_NATIVE": "1" if native_on else "0"}
    command = [sys.executable, "-m", "shengji_cli.cli.main", *args]
    return subprocess.run(command, env=env, capture_output=True, check=False, timeout=300)


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A folder of generated hands of every preset, clean and faulty, and the examples."""
    out = tmp_path_factory.mktemp("hands")
    for p in PRESETS:
        v = load_variant(p)
        for i in range(12):
            (out / f"{p}-{i:02}.sj").write_text(generated(v, 5, i, i % 3 == 2), encoding="utf-8")
    (out / "many.sj").write_text(
        "---\n".join(generated(load_variant("national"), 6, i, False) for i in range(5)),
        encoding="utf-8",
    )
    return out


@pytest.mark.parametrize(
    "options",
    [
        ["--format", "jsonl", "--jobs", "1"],
        ["--format", "jsonl", "--jobs", "2"],
        ["--format", "jsonl", "--jobs", "1", "--select", "failed-throw"],
        ["--format", "jsonl", "--jobs", "1", "--ignore", "illegal-follow", "--quiet"],
        ["--format", "jsonl", "--jobs", "1", "--variant", "national"],
        ["--format", "jsonl", "--jobs", "1", "--lang", "zh", "--require-complete"],
        ["--format", "jsonl", "--jobs", "1", "--summary"],
        ["--format", "csv", "--jobs", "1"],
        ["--format", "csv", "--jobs", "2", "--ignore", "failed-throw"],
        ["--format", "json", "--jobs", "1"],
    ],
)
def test_the_command_says_the_same_with_either_backend(folder: Path, options: list[str]) -> None:
    paths = [str(folder), str(EXAMPLES / "national_clean.sj"), str(EXAMPLES / "illegal_follow.sj")]
    on, off = (_cli(["check", *options, *paths], flag) for flag in (True, False))
    assert (on.returncode, on.stdout, on.stderr) == (off.returncode, off.stdout, off.stderr)


def test_a_big_file_cut_into_parts_says_the_same(tmp_path: Path) -> None:
    """A file big enough to be checked a part at a time (``sources.SPLIT_BYTES``): its hands
    numbered across the parts, a part holding a faulty hand checked by the Python engine."""
    v = load_variant("national")
    texts = [generated(v, 8, i, i % 97 == 5) for i in range(320)]
    path = tmp_path / "season.sj"
    path.write_text("# a season\n" + "---\n".join(texts), encoding="utf-8")
    for jobs, fmt in (("1", "jsonl"), ("2", "jsonl"), ("1", "csv")):
        args = ["check", "--format", fmt, "--jobs", jobs, str(path)]
        on, off = _cli(args, True), _cli(args, False)
        assert (on.returncode, on.stdout, on.stderr) == (off.returncode, off.stdout, off.stderr)
        assert on.stdout.count(b"\n") == 320 + (fmt == "csv")


def test_standard_input_says_the_same(folder: Path) -> None:
    text = (folder / "many.sj").read_bytes()
    outs = []
    for flag in (True, False):
        env = {**os.environ, "SHENGJI_LANG": "en", "SHENGJI_NATIVE": "1" if flag else "0"}
        command = [sys.executable, "-m", "shengji_cli.cli.main", "check", "--format", "csv", "-"]
        out = subprocess.run(command, env=env, input=text, capture_output=True, timeout=300)
        outs.append((out.returncode, out.stdout, out.stderr))
    assert outs[0] == outs[1]
    assert outs[0][1].count(b"\n") == 6
