"""The hand part's messages: every id the hand engine names is in the catalog with an English
and a Chinese template, and every ``hand.`` entry is named somewhere."""

from __future__ import annotations

import re
import string
from pathlib import Path

import pytest

from shengji_cli.core.messages import Msg
from shengji_cli.report.catalog import CATALOG, render
from shengji_cli.report.messages.hand import MESSAGES

CORE = Path(__file__).resolve().parents[2] / "shengji_cli" / "core"
MODULES = ("cards", "units", "rules", "replay", "throws", "reports", "holdings", "tricks", "state")
"""The hand engine's modules."""
ID = re.compile(r"""["']((?:hand|claim)\.[a-z0-9.-]+)["']""")
CJK = re.compile(r"[\u4e00-\u9fff]")
WORD = re.compile(r"[A-Za-z]{2,}")


def used_ids() -> dict[str, str]:
    """Each id written as a string literal in the engine's modules → the module."""
    out: dict[str, str] = {}
    for name in MODULES:
        for found in ID.findall((CORE / f"{name}.py").read_text(encoding="utf-8")):
            out.setdefault(found, name)
    return out


def fields(template: str) -> set[str]:
    return {f.split("|")[0] for _, f, _, _ in string.Formatter().parse(template) if f}


def test_the_engine_names_its_messages() -> None:
    assert len(used_ids()) > 50  # the pattern still finds them


@pytest.mark.parametrize(("message_id", "module"), sorted(used_ids().items()))
def test_every_id_used_is_in_the_catalog(message_id: str, module: str) -> None:
    assert message_id in CATALOG, f"{module}.py names {message_id!r}, which the catalog lacks"


def test_every_hand_entry_is_used() -> None:
    assert sorted(set(MESSAGES) - set(used_ids())) == []


@pytest.mark.parametrize("message_id", sorted(MESSAGES))
def test_every_entry_renders_in_both_languages(message_id: str) -> None:
    en, zh = MESSAGES[message_id]
    assert en and zh
    assert fields(zh) <= fields(en), (
        "Chinese takes no parameter English lacks (a plural's count it may)"
    )
    sample = Msg.of(message_id, **{name: 2 for name in fields(en)})
    assert render(sample, "en") and render(sample, "zh")
    words = WORD.findall(string.Formatter().vformat(en, (), _Blank()))
    if words:  # an English sentence has a Chinese one, with no English left outside the typed names
        assert CJK.search(zh), message_id
        assert not [
            w for w in WORD.findall(string.Formatter().vformat(zh, (), _Blank())) if w not in TYPED
        ], message_id


TYPED = {"seats", "level", "trump", "dealer", "seen", "next", "partner", "prev", "x"}
"""Words the user types (notation keywords, option names, seat words) and ``x`` of ``85 x2``."""


class _Blank(dict[str, str]):
    """Every template field as nothing (``{n|card|cards}`` included)."""

    def __missing__(self, key: str) -> str:
        return ""
