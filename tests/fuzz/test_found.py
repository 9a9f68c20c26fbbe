"""What the fuzzers found (the variant loader reached from a record's ``variant:`` line, and the
batch around it), each minimal reproducer kept as a regression test."""

from __future__ import annotations

import pytest

import shengji_cli

from .properties import checked

FOUND = {
    "nul-in-variant-one-hand": "variant: a\x00b\n",
    "nul-in-variant-two-hands": "variant: a\x00b\n---\nlevel: 2\n",
    "long-variant-one-hand": "variant: " + "a" * 300 + "\n",
    "long-variant-two-hands": "variant: " + "a" * 300 + "\n---\nlevel: 2\n",
    "cr-only-file": "variant: national\rseats: N W S E\rlevel: 2\rtrump: H\r"
    + "1. N SA | W S3 | S S4 | E S5\r" * 9,
}


@pytest.mark.parametrize("text", FOUND.values(), ids=FOUND.keys())
def test_found(text: str) -> None:
    checked(text)


def test_a_long_variant_value_is_a_located_error() -> None:
    assert shengji_cli.check_text("variant: " + "a" * 200 + "\n")[0].error is not None
