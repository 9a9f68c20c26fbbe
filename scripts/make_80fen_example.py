"""Regenerate ``examples/80fen_sample.ndjson``: generated matches written in the 80fen contest's
season format by :func:`shengji_cli.importers.fen80.dumps`.

    python scripts/make_80fen_example.py

The matches are the generator's (``national``, three hands each) for fixed seeds chosen so that
no hand has a failed throw: the season format keeps only the cards played, so a failed throw
and its penalty could not be checked back from it.  Same seeds, same file.
"""

from __future__ import annotations

from pathlib import Path

from shengji_cli.core.variants import load_variant
from shengji_cli.gen.matches import generate_match
from shengji_cli.importers.fen80 import dumps

EXAMPLE = Path(__file__).resolve().parent.parent / "examples" / "80fen_sample.ndjson"
VARIANT = "national"
SEEDS = (172, 177, 178)
HANDS = 3


def example_text() -> str:
    """The example's text."""
    v = load_variant(VARIANT)
    return dumps((generate_match(seed, v, HANDS)[0] for seed in SEEDS), v)


def main() -> None:
    EXAMPLE.write_text(example_text(), encoding="utf-8")


if __name__ == "__main__":
    main()
