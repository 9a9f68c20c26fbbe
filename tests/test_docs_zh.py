"""The Chinese docs (issue #33) keep step with the English ones: each section of the README that
docs/zh/README.md translates exists on both sides, and the Chinese one runs its commands in
Chinese (their output is checked by tests/test_readme_commands.py, as the README's is)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text("utf-8")
ZH = (ROOT / "docs" / "zh" / "README.md").read_text("utf-8")

SECTIONS = {
    "## Quick start": "## 快速开始",
    "## Commands": "## 命令",
    "## A dispute, end to end": "## 争议处理：从头到尾",
    "### The ruled result": "### 判罚后的结果",
    "## The notation": "## 记录格式",
}
"""Each English section and its Chinese counterpart."""


def _headings(text: str) -> list[str]:
    return re.findall(r"^#{2,3} .+$", text, re.M)


@pytest.mark.parametrize(("english", "chinese"), SECTIONS.items())
def test_each_translated_section_is_on_both_sides(english: str, chinese: str) -> None:
    assert english in _headings(README) and chinese in _headings(ZH)


def test_the_chinese_sections_come_in_the_english_order() -> None:
    zh = [h for h in _headings(ZH) if h in SECTIONS.values()]
    assert zh == [SECTIONS[h] for h in _headings(README) if h in SECTIONS]


def test_the_chinese_commands_run_in_chinese_and_the_readme_links_them() -> None:
    commands = re.findall(r"^\$ (shengji .+)$", ZH, re.M)
    assert len(commands) >= 4 and all("--lang zh" in c for c in commands)
    assert "docs/zh/README.md" in README
