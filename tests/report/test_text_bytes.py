"""The text report's bytes, fast path against reference: hundreds of generated hands (every
named preset, every fault the generator injects, clean and cut-short hands, matches, seats
renamed to Chinese and to long names so that wide tables wrap) in English and Chinese must
print exactly what the report's plain definition prints — the trick table as
``simple_table(fit_table(words))`` (what tabulate's ``simple`` format writes of the fitted
cells, :mod:`tests.report.test_table`) and every message through ``str.format``'s own parser."""

from __future__ import annotations

import re
import string
from collections.abc import Iterator, Mapping, Sequence
from functools import cache
from typing import Any

import pytest

from shengji_cli.batch.check import check_text
from shengji_cli.core.messages import Join, Localized, Msg, Param
from shengji_cli.core.reports import HandReport
from shengji_cli.core.variants import NAMED, load_variant
from shengji_cli.gen.faults import FAULT_KINDS, RULE_FAULT_KINDS, has_rule
from shengji_cli.gen.hands import generate, hand_seed
from shengji_cli.gen.matches import generate_match
from shengji_cli.notation import dumps
from shengji_cli.report import catalog
from shengji_cli.report.catalog import CATALOG, render
from shengji_cli.report.lang import Lang
from shengji_cli.report.table import simple_table
from shengji_cli.report.terms import term
from shengji_cli.report.text import TextReporter
from shengji_cli.report.wrap import fit_table

LANGS: tuple[Lang, ...] = ("en", "zh")
SEATS = {
    "cjk": {"N": "北", "W": "西", "S": "南", "E": "东"},
    "long": {"N": "NorthSeat", "W": "West_Player2", "S": "South", "E": "E"},
}
"""Seats renamed: wide characters in every column, or names long enough to make tables wrap."""
_SEAT = re.compile(r"(?<![A-Za-z0-9_♠♥♣♦])([NWSE])(?![A-Za-z0-9_])")


# ---------------------------------------------------------------- the reference


class _Formatter(string.Formatter):
    """The catalog's templates filled in by ``str.format``'s own machinery (``vformat``)."""

    def __init__(self, lang: Lang) -> None:
        self.lang = lang

    def get_field(
        self, field_name: str, args: Sequence[Any], kwargs: Mapping[str, Any]
    ) -> tuple[Any, str]:
        if "|" in field_name:
            name, one, many = field_name.split("|")
            return (one if kwargs[name] == 1 else many), name
        return kwargs[field_name], field_name

    def format_field(self, value: Any, format_spec: str) -> str:
        if format_spec == "code":
            return "?" if value is None else str(value)
        if format_spec == "long":
            return term(value, self.lang, long=True)
        if format_spec and isinstance(value, int) and not isinstance(value, bool):
            return format(value, format_spec)
        return reference_show(value, self.lang)


def reference_render(message: Msg | Localized, lang: Lang) -> str:
    if isinstance(message, Localized):
        return message.get(lang)
    en, zh = CATALOG[message.id]
    return _Formatter(lang).vformat(zh if lang == "zh" and zh else en, (), dict(message.args))


def reference_show(value: Any, lang: Lang) -> str:
    if isinstance(value, Msg):
        return reference_render(value, lang)
    if isinstance(value, Join):
        return catalog.separator(lang).join(reference_render(m, lang) for m in value.items)
    return catalog.show(value, lang)


WRAPPED: dict[Lang, int] = {"en": 0, "zh": 0}
"""Reference tables with a cell broken into lines, per language (the corpus must have some)."""


class ReferenceReporter(TextReporter):
    """The same report by its plain definition: messages by :func:`reference_render`, the trick
    table as ``simple_table(fit_table(words))``."""

    def say(self, key: str, **params: Param) -> str:
        return reference_render(Msg.of(key, **params), self.lang)

    def message(self, m: Msg) -> str:
        return reference_show(m, self.lang)

    def trick_table(self, r: HandReport) -> str:
        rows: list[list[object]] = []
        for tr in r.tricks:
            plays = {p.seat: self.play_words(p) for p in tr.plays}
            rows.append(
                [tr.number, tr.leader, *(plays.get(s, ()) for s in r.seats), tr.winner, tr.points]
            )
        headers = [
            self.say("report.trick.number"),
            self.say("report.trick.leader"),
            *r.seats,
            self.say("report.trick.winner"),
            self.say("report.trick.points"),
        ]
        fitted = fit_table(rows, headers, tuple(range(2, 2 + len(r.seats))))
        WRAPPED[self.lang] += any("\n" in str(c) for row in fitted for c in row)
        return simple_table(fitted, headers, right=(0, len(headers) - 1))


# ---------------------------------------------------------------- the hands


def _texts() -> Iterator[tuple[str, str]]:
    """(name, record text) of every hand and match of the corpus."""
    for p, name in enumerate(NAMED):
        v = load_variant(name)
        kinds = [None, None, *FAULT_KINDS, *(k for k in RULE_FAULT_KINDS if has_rule(k, v))]
        for i, kind in enumerate(kinds):
            text = dumps([generate(hand_seed(900 + p, i), v, kind).record])
            yield f"{name}-{i}.sj", text
            if i % 3 == 0:  # cut short: an incomplete hand (no claims, tricks missing)
                lines = [
                    x
                    for x in text.splitlines()
                    if not x.startswith(("points:", "bottom:", "result:"))
                ]
                yield f"{name}-{i}-cut.sj", "\n".join(lines[: len(lines) - 1 - i % 5]) + "\n"
            if i % 2 == 0:
                for how, seats in SEATS.items():
                    yield (
                        f"{name}-{i}-{how}.sj",
                        _SEAT.sub(lambda m, seats=seats: seats[m.group(1)], text),
                    )
        if name in ("national", "bjtu", "titanic"):
            records, _ = generate_match(700 + p, v, 4, "illegal-declaration" if p % 2 else None)
            yield f"{name}-match.sj", dumps(records)
    yield "broken.sj", "seats: N W S E\n1. N ♠1 | W ♠3\n"
    yield "odd\x1b[2J名字.sj", "# nothing\n"


@cache
def corpus() -> tuple[HandReport, ...]:
    return tuple(r for source, text in _texts() for r in check_text(text, source=source))


@pytest.mark.parametrize("lang", LANGS)
def test_the_text_report_prints_the_reference_bytes(lang: Lang) -> None:
    reports = corpus()
    fast, reference = TextReporter(lang), ReferenceReporter(lang)
    WRAPPED[lang] = 0
    for r in reports:
        assert fast.render_one(r) == reference.render_one(r), (r.source, r.hand)
    assert len(reports) > 300
    assert WRAPPED[lang] > 20, "the corpus has wide throws and long seat names: tables that wrap"
    assert {r.status for r in reports} == {"clean", "violations", "incomplete", "unreadable"}
    assert any(r.match is not None for r in reports)


def _messages(value: object) -> Iterator[Msg | Localized]:
    """Every message in a report's findings, notes and errors, nested ones too."""
    if isinstance(value, (Msg, Localized)):
        yield value
    if isinstance(value, Msg):
        for _, v in value.args:
            yield from _messages(v)
    elif isinstance(value, Join):
        for m in value.items:
            yield from _messages(m)


@pytest.mark.parametrize("lang", LANGS)
def test_every_message_of_the_corpus_renders_as_str_format_fills_it(lang: Lang) -> None:
    seen = 0
    for r in corpus():
        found = [f.message for f in (*r.violations, *r.unverifiable)] + [
            f.ruling for f in r.violations
        ]
        if r.result is not None and r.result.note is not None:
            found.append(r.result.note)
        if r.error is not None:
            found.append(r.error.message)
        for m in (m for value in found for m in _messages(value)):
            assert render(m, lang) == reference_render(m, lang), m
            seen += 1
    assert seen > 200
