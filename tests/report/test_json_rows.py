"""A JSON line written fast (:func:`~shengji_cli.report.json.hand_json`: the record object with
each trick's plays put in from each play's JSON, made once) against its definition,
``json.dumps(hand_dict(r), ensure_ascii=False)``: character for character on generated hands of
every named preset and every fault the generator injects, cut short, unreadable, matches,
analysed, and seats and files named with what JSON must escape; and every record object valid
under ``schema/check.schema.json``."""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Iterator
from importlib import resources

import jsonschema

from shengji_cli.batch.check import check_text
from shengji_cli.core.messages import Msg
from shengji_cli.core.reports import HandAnalysis, HandReport
from shengji_cli.core.variants import NAMED, load_variant
from shengji_cli.gen.faults import FAULT_KINDS, RULE_FAULT_KINDS, has_rule
from shengji_cli.gen.hands import generate, hand_seed
from shengji_cli.gen.matches import generate_match
from shengji_cli.notation import dumps
from shengji_cli.report.formats import RowRenderer, json_line
from shengji_cli.report.json import hand_dict, hand_json

SCHEMA = json.loads(
    resources.files("shengji_cli").joinpath("schema/check.schema.json").read_text("utf-8")
)
RECORD = jsonschema.Draft202012Validator({"$defs": SCHEMA["$defs"], "$ref": "#/$defs/record"})
"""The schema of one record object (a line of ``--format jsonl``)."""

ODD = ('N"\\', "W\u2028\x01", "南", "E\t\u0085")
"""Seat names JSON escapes (or, for U+2028 and NEL, a JSON line must)."""


def _reports() -> Iterator[HandReport]:
    for p, name in enumerate(NAMED):
        v = load_variant(name)
        kinds = [None, *FAULT_KINDS, *(k for k in RULE_FAULT_KINDS if has_rule(k, v))]
        for i, kind in enumerate(kinds):
            text = dumps([generate(hand_seed(300 + p, i), v, kind).record])
            yield from check_text(text, source=f'{name}-{i}"\\\u2028é.sj')
            if i % 4 == 0:
                lines = [
                    x
                    for x in text.splitlines()
                    if not x.startswith(("points:", "bottom:", "result:"))
                ]
                yield from check_text(
                    "\n".join(lines[: len(lines) - 1 - i % 5]) + "\n", source=f"{name}-{i}-cut.sj"
                )
        if name in ("national", "bjtu"):
            records, _ = generate_match(500 + p, v, 3, None)
            yield from check_text(dumps(records), source=f"{name}-match.sj")
    yield from check_text("seats: N W S E\n1. N ♠1 | W ♠3\n", source="broken.sj")
    yield from check_text("# nothing\n", source="empty.sj")


def _odd_seats(r: HandReport) -> HandReport:
    """``r`` with every seat of its tricks renamed to one of :data:`ODD`."""
    rename = dict(zip(r.seats, ODD, strict=True))
    tricks = tuple(
        t._replace(
            leader=rename[t.leader],
            winner=rename[t.winner],
            plays=tuple(p._replace(seat=rename[p.seat]) for p in t.plays),
        )
        for t in r.tricks
    )
    return dataclasses.replace(
        r, seats=tuple(rename[s] for s in r.seats), dealer=rename[r.dealer], tricks=tricks
    )


def _analysed(r: HandReport, k: int) -> HandReport:
    """``r`` with an analysis (``check --analyze``): solved, or not analysed with its reason."""
    solved = k % 2 == 0
    return dataclasses.replace(
        r,
        analysis=HandAnalysis(
            solved=solved,
            from_trick=20,
            value=40 + k if solved else None,
            dealer_cost=k if solved else None,
            defenders_cost=0 if solved else None,
            nodes=1000 + k,
            budget=200_000,
            reason=None if solved else Msg.of("solve.analysis.incomplete"),
            faults=(3,) if k % 3 == 0 else (),
        ),
    )


def test_a_json_line_is_its_record_object_dumped() -> None:
    reports = list(_reports())
    reports += [_analysed(r, k) for k, r in enumerate(reports[:12]) if r.error is None]
    assert any(r.error is not None for r in reports) and any(r.match is not None for r in reports)
    assert any(p.attempted for r in reports for t in r.tricks for p in t.plays)
    odd = [_odd_seats(r) for r in reports if r.error is None and len(r.seats) == 4]
    row = RowRenderer("jsonl")
    for r in reports + odd:
        for lang in ("en", "zh"):
            want = json.dumps(hand_dict(r, lang), ensure_ascii=False)
            assert hand_json(r, lang) == want
        assert row(r) == json_line(hand_dict(r)) + "\n"


def test_every_record_object_is_valid_under_the_schema() -> None:
    reports = list(_reports())
    reports += [_analysed(r, k) for k, r in enumerate(reports[:6]) if r.error is None]
    assert any(r.analysis is not None for r in reports)
    for r in reports:
        for lang in ("en", "zh"):
            RECORD.validate(json.loads(hand_json(r, lang)))
