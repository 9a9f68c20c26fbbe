"""The mutation fuzzer: the properties of :mod:`.properties` on mutated examples."""

from __future__ import annotations

from hypothesis import given

from .mutations import mutants
from .properties import fuzz_settings, holds_for


@fuzz_settings(180)
@given(mutants())
def test_mutated_examples_as_bytes(data: bytes) -> None:
    holds_for(data)


@fuzz_settings(150)
@given(mutants())
def test_mutated_examples_as_text(data: bytes) -> None:
    text = data.decode("utf-8", errors="replace")
    holds_for(text)
