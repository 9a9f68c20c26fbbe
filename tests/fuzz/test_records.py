"""The grammar fuzzer: the properties of :mod:`.properties` on records drawn from the grammar."""

from __future__ import annotations

from hypothesis import given

from .properties import fuzz_settings, holds_for
from .records import complete_hands, records


@fuzz_settings(110)
@given(records())
def test_grammatical_records(text: str) -> None:
    holds_for(text)


@fuzz_settings(100)
@given(complete_hands())
def test_complete_hands(text: str) -> None:
    holds_for(text)
