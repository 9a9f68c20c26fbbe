"""One grammar: ``grammar/shengji.ebnf``, the reader's patterns (``notation/grammar.py``) and the
pyparsing elements that explain a bad line (``notation/elements.py``) say the same thing."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from shengji_cli.core.record import HandRecord
from shengji_cli.notation import ParseError, dumps, loads
from shengji_cli.notation.elements import GRAMMAR_ELEMENTS, LINE_ELEMENTS, Explained, line_element
from shengji_cli.notation.grammar import (
    HEADER_FULL_RES,
    HEADER_KEYS,
    KEY_OF,
    PATTERNS,
    SEAT_RE,
    TRICK_FULL_RE,
    WIDE_FORMS,
)
from tests.notation.test_notation import EDITS, hand_records, mutated

EBNF = Path(__file__).resolve().parents[2] / "grammar" / "shengji.ebnf"


def rules() -> dict[str, str]:
    """The EBNF's rules: name → body, comments left out."""
    code = re.sub(r"\(\*.*?\*\)", " ", EBNF.read_text(encoding="utf-8"), flags=re.S)
    return {m.group(1): m.group(2) for m in re.finditer(r"^([a-z_]+)\s*=(.*?);", code, re.M | re.S)}


def terminals(body: str) -> list[str]:
    """The quoted terminals of a rule, its special sequences (``? … ?``) left out."""
    return re.findall(r'"([^"]+)"', re.sub(r"\?[^?]*\?", " ", body))


def is_choice_of_terminals(body: str) -> bool:
    return re.fullmatch(r'\s*"[^"]+"(?:\s*\|\s*"[^"]+")*\s*', body) is not None


def test_every_line_rule_has_an_explaining_element_and_back() -> None:
    lines = {name for name in rules() if name.endswith("_line")}
    assert set(LINE_ELEMENTS) == lines - {"header_line", "body_line", "separator_line"}
    assert set(LINE_ELEMENTS) == {f"{key}_line" for key in HEADER_KEYS} | {"trick_line"}


@pytest.mark.parametrize("name, body", sorted(rules().items()))
def test_the_ebnf_terminals_are_the_elements(name: str, body: str) -> None:
    """A rule that is a choice of terminals: its element takes each of them whole; any other
    rule: each terminal is one its pattern spells (the regex syntax left out) or its element
    takes whole."""
    element = GRAMMAR_ELEMENTS[name]
    if is_choice_of_terminals(body):
        for terminal in terminals(body):
            element.parse_string(terminal, parse_all=True)
        return
    spelt = re.sub(r"\(\?a?i?:|\(\?P<\w+>|[()\\]", "", PATTERNS.get(name, "")).lower()
    for terminal in terminals(body):
        if terminal.lower() not in spelt:
            element.parse_string(terminal, parse_all=True)


def pattern_takes(content: str) -> bool:
    """Whether the reader's pattern for ``content`` (a line, comment and surrounding
    whitespace left out) takes it."""
    if content[0] in "0123456789":
        return TRICK_FULL_RE.fullmatch(content) is not None
    word = SEAT_RE.match(content)
    pattern = HEADER_FULL_RES.get(KEY_OF.get(word.group().lower(), "")) if word else None
    return pattern is not None and pattern.fullmatch(content) is not None


def element_takes(content: str) -> bool:
    try:
        line_element(content).parse_string(content)
    except Explained:
        return False
    return True


KNOWN = re.compile(r"\s(?!cards=|at=)(?i:cards=|at=)")
"""The one place the two differ: a ``ruling:`` field's name in other case than the writer's
(``Cards=2``), which the pattern takes and the element (as the explainer always did) not."""


def contents(record: HandRecord, ascii: bool = False, zh: bool = False) -> list[str]:
    """The record's lines as written (``zh``: the Chinese way), comments and surrounding
    whitespace left out."""
    text = dumps([record], ascii, zh)
    lines = (line.partition("#")[0].strip() for line in text.split("\n"))
    return [line for line in lines if line]


def assert_agree(content: str) -> None:
    content = content.translate(WIDE_FORMS).strip()
    if content and not KNOWN.search(content):
        assert element_takes(content) == pattern_takes(content), content


@settings(max_examples=100, suppress_health_check=[HealthCheck.too_slow])
@given(hand_records(), st.booleans())
def test_the_elements_take_every_line_the_writer_writes(record: HandRecord, ascii: bool) -> None:
    for content in contents(record, ascii):
        assert element_takes(content), content


@settings(max_examples=200, suppress_health_check=[HealthCheck.too_slow])
@given(hand_records(), EDITS)
def test_the_patterns_and_the_elements_agree_on_mutated_lines(
    record: HandRecord, edits: list[tuple[float, int, str]]
) -> None:
    for content in contents(record):
        assert_agree(mutated(content, edits).replace("#", "").replace("\n", " "))


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(hand_records(), EDITS)
def test_the_patterns_and_the_elements_agree_on_chinese_typed_lines(
    record: HandRecord, edits: list[tuple[float, int, str]]
) -> None:
    """The writer's Chinese style (``庄家：北``, ``黑AK``, ``大王``): every line is taken by
    both, and both agree on the lines mutated."""
    for content in contents(record, zh=True):
        assert element_takes(content) and pattern_takes(content), content
        assert_agree(mutated(content, edits).replace("#", "").replace("\n", " "))


@pytest.mark.parametrize(
    "content, field",
    [("ruling: bury N Cards=2 x", "Cards"), ("ruling: bury N cards=2 At=1 x", "At")],
)
def test_a_ruling_field_named_in_other_case_is_explained_where_it_stands(
    content: str, field: str
) -> None:
    """The explainer's reading of a field's name: as the writer writes it (lower case)."""
    with pytest.raises(ParseError) as info:
        loads(content)
    assert info.value.expected is not None
    assert info.value.expected.id == "notation.expected.ruling-field"
    assert info.value.column == content.index(field) + 1
