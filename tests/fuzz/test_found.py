"""What the fuzzers found in files this suite does not own (the variant loader reached from a
record's ``variant:`` line, and the batch around it): each minimal reproducer a strict xfail, so
the fix turns it into a failure to remove here, with its entry in :func:`.properties.known_bug`."""

from __future__ import annotations

import pytest

import shengji_cli

from .properties import checked, known_bug

FOUND = {
    "nul-in-variant-one-hand": "variant: a\x00b\n",
    "nul-in-variant-two-hands": "variant: a\x00b\n---\nlevel: 2\n",
    "long-variant-one-hand": "variant: " + "a" * 300 + "\n",
    "long-variant-two-hands": "variant: " + "a" * 300 + "\n---\nlevel: 2\n",
    "cr-only-file": "variant: national\rseats: N W S E\rlevel: 2\rtrump: H\r" + "1. N SA | W S3 | S S4 | E S5\r" * 9,
}


@pytest.mark.xfail(strict=True, reason="a variant: value with a NUL or over 255 bytes is opened as a path "
                                       "(ValueError / OSError: an internal-error row, or raised from check_text)")
@pytest.mark.parametrize("text", FOUND.values(), ids=FOUND.keys())
def test_found(text: str) -> None:
    checked(text)


@pytest.mark.parametrize("text", FOUND.values(), ids=FOUND.keys())
def test_the_fuzzers_skip_what_they_found(text: str) -> None:
    assert known_bug(text)


def test_the_fuzzers_skip_nothing_else() -> None:
    assert not known_bug("variant: national\n1. N SA | W S3 | S S4 | E S5\n")
    assert not known_bug("variant: " + "a" * 200 + "\n")
    assert shengji_cli.check_text("variant: " + "a" * 200 + "\n")[0].error is not None
