"""The importer fuzzer (:mod:`.importers`): a few seconds in CI; ``SHENGJI_FUZZ_LONG=1`` a hundred
times more, and ``scripts/fuzz_importers.py`` for a run of a given length."""

from __future__ import annotations

import pytest
from hypothesis import given

from .importers import files, holds_for_file
from .properties import fuzz_settings


@pytest.mark.parametrize("fmt", ["json", "godot", "80fen"])
def test_mutated_files_of_every_json_format_hold(fmt: str) -> None:
    @fuzz_settings(25)
    @given(files(fmt))
    def run(case: tuple[str, list[bool]]) -> None:
        holds_for_file(fmt, *case)

    run()
