"""The analyzer's output: a :class:`~shengji_cli.solver.Solution` and a seat's choices
(:class:`~shengji_cli.solver.SeatChoices`) as text and as the JSON ``shengji solve --format json``
prints (``schema/solve.schema.json``); the ``analysis`` of ``check --analyze`` (text line, JSON
object).  Cards in text as the notation writes them (♠A), in JSON in ASCII (``SA``)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, assert_never

from ..core.cards import Card, card_str
from ..core.messages import Cards, Msg, Param
from ..core.vocab import Grade, LevelChange, Side
from ..solver.analysis import (
    Dig,
    DigAnswer,
    HandAnalysis,
    LineStep,
    PlayCost,
    SeatChoices,
    Solution,
)
from .catalog import render
from .errors import shown_name
from .lang import Lang
from .table import simple_table


@dataclass(frozen=True, slots=True, kw_only=True)
class Heading:
    """Where the analysed hand comes from."""

    source: str
    hand: int
    variant: str
    version: str

    def line(self, trick: int | None, lang: Lang) -> str:
        """The report's first line: the hand, its variant, the trick the analysis starts at."""
        return _say(
            lang,
            "solve.head",
            source=shown_name(self.source),
            hand=self.hand,
            variant=self.variant,
            version=self.version,
            trick=trick,
        )

    def dict(self) -> dict[str, Any]:
        return {
            "file": shown_name(self.source, json=True),
            "hand": self.hand,
            "variant": self.variant,
            "variant_version": self.version,
        }


def _ascii(cards: Sequence[Card] | None) -> list[str] | None:
    return None if cards is None else [card_str(c) for c in cards]


def _change(change: LevelChange | None) -> dict[str, Any] | None:
    return None if change is None else {"side": str(change.side), "levels": change.levels}


def dig_msg(d: DigAnswer) -> Msg:
    """The one-line bottom-dig answer."""
    match d.dig:
        case Dig.NOT_DUG:
            return Msg.of("solve.dig.not-dug", side=Side.DEALER)
        case Dig.AVOIDABLE:
            return Msg.of("solve.dig.avoidable", seat=d.seat, trick=d.trick, side=Side.DEALER)
        case Dig.UNAVOIDABLE:
            return Msg.of("solve.dig.unavoidable", trick=d.trick, side=Side.DEALER)
        case Dig.INCOMPLETE:
            return Msg.of("solve.dig.incomplete")
        case Dig.UNKNOWN:
            return Msg.of("solve.dig.unknown")
        case _:
            assert_never(d.dig)


def solution_dict(s: Solution, head: Heading, lang: Lang = "en") -> dict[str, Any]:
    """``shengji solve --format json``: the value, the line, each play's cost, the bottom dig."""
    return head.dict() | {
        "from_trick": s.from_trick,
        "solved": s.solved,
        "value": s.value,
        "result": _change(s.change),
        "recorded": {"defenders_points": s.recorded, "result": _change(s.recorded_change)},
        "line": [_step_dict(step) for step in s.line],
        "costs": [
            {
                "trick": c.trick,
                "seat": c.seat,
                "side": str(c.side),
                "cards": _ascii(c.cards),
                "cost": c.cost,
                "best": _ascii(c.best),
                "before": c.before,
                "after": c.after,
            }
            | ({} if c.best_forced is None else {"best_forced": _ascii(c.best_forced)})
            for c in s.costs
        ],
        "totals": {"dealer": s.dealer_cost, "defenders": s.defenders_cost},
        "bottom_dig": {
            "answer": str(s.dig.dig),
            "seat": s.dig.seat,
            "trick": s.dig.trick,
            "message": render(dig_msg(s.dig), lang),
        },
        "budget": s.budget,
        "nodes": s.nodes,
        "faults": list(s.faults),
        "reason": None if s.reason is None else render(s.reason, lang),
    }


def _step_dict(step: LineStep) -> dict[str, Any]:
    """A line's play; a failed throw has its throw in ``attempted`` (``cards``: its forced play)."""
    out = {"trick": step.trick, "seat": step.seat, "cards": _ascii(step.cards)}
    if step.attempted is not None:
        out["attempted"] = _ascii(step.attempted)
    return out


def _play_msg(seat: str, cards: Sequence[Card], attempted: Sequence[Card] | None) -> Msg:
    """A play as a record writes it; a failed throw ``THROW -> FORCED`` (notation/writer.py)."""
    if attempted is None:
        return Msg.of("solve.line.play", seat=seat, cards=Cards(tuple(cards)))
    return Msg.of(
        "solve.line.failed", seat=seat, attempted=Cards(tuple(attempted)), cards=Cards(tuple(cards))
    )


def _best(best: tuple[Card, ...] | None, forced: tuple[Card, ...] | None) -> Param:
    """A cost's best play; a failing throw ``THROW -> FORCED``."""
    if forced is None:
        return Cards(best or ())
    return Msg.of("solve.cards.failed", attempted=Cards(best or ()), cards=Cards(forced))


def _say(lang: Lang, key: str, **params: Param) -> str:
    return render(Msg.of(key, **params), lang)


def _total(value: int | None) -> Param:
    return Msg.of("solve.total.unknown") if value is None else value


def solution_text(s: Solution, head: Heading, lang: Lang = "en") -> str:
    """The text report of a solution."""
    lines = [head.line(s.from_trick, lang)]
    if s.faults:
        lines.append(render(faults_msg(s.faults, s.from_trick), lang))
    lines += [_value_line(s, lang), _recorded_line(s, lang)]
    if s.line:
        lines.append(_say(lang, "solve.line"))
        lines += ["  " + line for line in line_texts(s.line, lang)]
    if s.costs:
        lines += _cost_lines(s, lang)
    if s.reason is None:
        lines.append(render(dig_msg(s.dig), lang))
    lines.append(_say(lang, "solve.nodes", nodes=f"{s.nodes:,}", budget=f"{s.budget:,}"))
    return "\n".join(lines) + "\n"


def _value_line(s: Solution, lang: Lang) -> str:
    """The value with best play (or why there is none)."""
    if s.reason is not None:
        return render(s.reason, lang)
    if s.value is None or s.change is None:
        return _say(lang, "solve.not-solved", budget=f"{s.budget:,}")
    return _say(lang, "solve.value", points=s.value, side=s.change.side, levels=s.change.levels)


def _recorded_line(s: Solution, lang: Lang) -> str:
    """The result as recorded."""
    if s.recorded is None or s.recorded_change is None:
        return _say(lang, "solve.recorded.incomplete")
    change = s.recorded_change
    return _say(lang, "solve.recorded", points=s.recorded, side=change.side, levels=change.levels)


def _cost_lines(s: Solution, lang: Lang) -> list[str]:
    """Each play that cost its side points, then each side's total."""
    lost = [c for c in s.costs if c.cost != 0]
    lines = [_say(lang, "solve.costs") if lost else _say(lang, "solve.costs.none")]
    lines += ["  - " + _cost_text(c, lang) for c in lost]
    lines.append(
        _say(
            lang,
            "solve.totals",
            dealer=Side.DEALER,
            dealer_cost=_total(s.dealer_cost),
            defenders=Side.DEFENDERS,
            defenders_cost=_total(s.defenders_cost),
        )
    )
    return lines


def _cost_text(c: PlayCost, lang: Lang) -> str:
    if c.cost is None:
        return _say(lang, "solve.cost.unknown", trick=c.trick, seat=c.seat, cards=Cards(c.cards))
    return _say(
        lang,
        "solve.cost",
        trick=c.trick,
        seat=c.seat,
        cards=Cards(c.cards),
        cost=c.cost,
        best=_best(c.best, c.best_forced),
    )


def line_texts(line: Sequence[LineStep], lang: Lang = "en") -> list[str]:
    """A line's tricks as a record writes them: ``20. S ♠A | E ♠3 | N ♠5 | W ♠K`` (a failed
    throw ``E ♠8♠4 -> ♠4``)."""
    out: list[tuple[int, list[str]]] = []
    for step in line:
        if not out or out[-1][0] != step.trick:
            out.append((step.trick, []))
        out[-1][1].append(render(_play_msg(step.seat, step.cards, step.attempted), lang))
    return [
        _say(lang, "solve.line.trick", trick=trick, plays=" | ".join(plays)) for trick, plays in out
    ]


def _loses(c: SeatChoices, value: int | None) -> int | None:
    if value is None or c.value is None:
        return None
    return c.value - value if c.side is Side.DEFENDERS else value - c.value


def choices_dict(c: SeatChoices, head: Heading, budget: int) -> dict[str, Any]:
    """``shengji solve --trick K --seat S --format json``: each legal play's value."""
    return head.dict() | {
        "trick": c.trick,
        "seat": c.seat,
        "side": str(c.side),
        "value": c.value,
        "plays": [
            {"cards": _ascii(p.cards), "value": p.value, "loses": _loses(c, p.value)}
            | ({} if p.forced is None else {"forced": _ascii(p.forced)})
            for p in c.plays
        ],
        "recorded": _ascii(c.recorded),
        "budget": budget,
        "nodes": c.nodes,
    }


def choices_text(c: SeatChoices, head: Heading, budget: int, lang: Lang = "en") -> str:
    """The text of a seat's choices: a table of each play's value, best first."""

    def t(key: str, **params: Param) -> str:
        return _say(lang, key, **params)

    unknown = t("solve.choices.unknown")
    value: Param = Msg.of("solve.total.unknown") if c.value is None else c.value
    lines = [
        head.line(c.trick, lang),
        t("solve.choices.head", trick=c.trick, seat=c.seat, side=c.side, value=value),
    ]
    recorded = sorted(c.recorded) if c.recorded is not None else None
    rows = []
    for p in c.plays:
        loses = _loses(c, p.value)
        mark = (
            t("solve.choices.mark") if recorded is not None and sorted(p.cards) == recorded else ""
        )
        shown = (
            _play_msg(c.seat, p.cards, None)
            if p.forced is None
            else _play_msg(c.seat, p.forced, p.cards)
        )
        rows.append(
            [
                render(shown, lang),
                unknown if p.value is None else str(p.value),
                "" if loses is None else str(loses),
                mark,
            ]
        )
    headers = [t("solve.choices.play"), t("solve.choices.value"), t("solve.choices.loses"), ""]
    lines.append(simple_table(rows, headers, right=(1, 2)))
    lines.append(t("solve.choices.equivalent"))
    if c.value is None:
        lines.append(t("solve.not-solved", budget=f"{budget:,}"))
    lines.append(t("solve.nodes", nodes=f"{c.nodes:,}", budget=f"{budget:,}"))
    return "\n".join(lines) + "\n"


def faults_msg(faults: Sequence[int], start: int) -> Msg:
    """The one line on the faults the table let stand (docs/solver.md §8)."""
    return Msg.of("solve.faults", tricks=", ".join(map(str, faults)), start=start)


def analysis_dict(a: HandAnalysis, lang: Lang = "en") -> dict[str, Any]:
    """The ``analysis`` object ``check --analyze`` adds to a hand's JSON record (``grades``:
    each side's plays by grade, when they were graded)."""
    out: dict[str, Any] = {
        "solved": a.solved,
        "from_trick": a.from_trick,
        "value": a.value,
        "costs": {"dealer": a.dealer_cost, "defenders": a.defenders_cost},
        "nodes": a.nodes,
        "budget": a.budget,
        "reason": None if a.reason is None else render(a.reason, lang),
        "faults": list(a.faults),
    }
    if a.review is not None:
        out["grades"] = {str(side): _grades(a, side) for side in Side}
    return out


def _grades(a: HandAnalysis, side: Side) -> dict[str, int]:
    """A side's graded plays counted by grade, the most serious first."""
    plays = a.review.plays if a.review is not None else ()
    got = Counter(p.grade for p in plays if p.side is side and p.grade is not None)
    return {str(g): got[g] for g in (Grade.BLUNDER, Grade.MISTAKE, Grade.INACCURACY, Grade.BEST)}


def analysis_line(a: HandAnalysis, lang: Lang = "en") -> str:
    """The line ``check --analyze`` adds to a hand's text report (the faults the table let
    stand, if any, at its end)."""
    if a.reason is not None:
        line = _say(lang, "solve.analysis.not-analysed", reason=a.reason)
    elif not a.solved:
        line = _say(lang, "solve.analysis.not-solved", trick=a.from_trick, budget=f"{a.budget:,}")
    else:
        line = _say(
            lang,
            "solve.analysis",
            trick=a.from_trick,
            value=a.value,
            dealer=Side.DEALER,
            dealer_cost=_total(a.dealer_cost),
            defenders=Side.DEFENDERS,
            defenders_cost=_total(a.defenders_cost),
        )
    if a.review is not None and a.solved:
        line += "; " + _say(lang, "solve.analysis.grades", **_grade_counts(a))
    if a.faults and a.from_trick is not None:
        line += "; " + render(faults_msg(a.faults, a.from_trick), lang)
    return line


def _grade_counts(a: HandAnalysis) -> dict[str, Param]:
    both = Counter(p.grade for p in (a.review.plays if a.review else ()))
    return {
        "blunders": both[Grade.BLUNDER],
        "mistakes": both[Grade.MISTAKE],
        "inaccuracies": both[Grade.INACCURACY],
    }
