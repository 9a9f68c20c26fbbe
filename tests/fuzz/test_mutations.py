"""The mutation fuzzer: the properties of :mod:`.properties` on mutated examples."""

from __future__ import annotations

from hypothesis import assume, given

from .mutations import mutants
from .properties import fuzz_settings, holds_for, known_bug


@fuzz_settings(250)
@given(mutants())
def test_mutated_examples_as_bytes(data: bytes) -> None:
    assume(not known_bug(data.decode("utf-8", errors="replace")))
    holds_for(data)


@fuzz_settings(150)
@given(mutants())
def test_mutated_examples_as_text(data: bytes) -> None:
    text = data.decode("utf-8", errors="replace")
    assume(not known_bug(text))
    holds_for(text)
