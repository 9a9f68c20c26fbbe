"""Shell completion (issue #33): documented in the README, and a variant completes to the
preset names (a path to files) wherever a command takes one."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from shengji_cli.core.variants import NAMED

README = (Path(__file__).resolve().parents[2] / "README.md").read_text("utf-8")


def _complete(*words: str) -> list[str]:
    env = {
        **os.environ,
        "COMP_WORDS": " ".join(["shengji", *words]),
        "COMP_CWORD": str(len(words)),
        "_SHENGJI_COMPLETE": "bash_complete",
    }
    script = str(Path(sys.executable).with_name("shengji"))  # the installed command
    done = subprocess.run([script], env=env, capture_output=True, text=True, check=True)
    return done.stdout.split()


@pytest.mark.parametrize(
    "words,want",
    [
        (("check", "--variant", "sh"), ["plain,shenzhen", "plain,shanghai"]),
        (("score", "--variant", ""), [f"plain,{n}" for n in NAMED]),
        (("variants", "diff", "national", "t"), ["plain,titanic"]),
        (("check", "--variant", "rules/ho"), ["file,rules/ho"]),
    ],
)
def test_a_variant_completes_to_the_presets(words: tuple[str, ...], want: list[str]) -> None:
    assert _complete(*words) == want


def test_the_readme_says_how_to_turn_it_on() -> None:
    for shell in ("bash", "zsh", "fish"):
        assert f"_SHENGJI_COMPLETE={shell}_source shengji" in README
