"""The text report of a hand: a heading with its status, a per-trick table (at most
:data:`~.wrap.TABLE_COLUMNS` wide: a wide throw wraps inside its cell), the violations, the
score (and the match table of a match's last hand).  Every label and line comes from the
catalog (``report.*`` ids)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from operator import attrgetter, itemgetter

from ..core.messages import Msg, Param, Rank
from ..core.reports import Bottom, Finding, HandReport, InputError, PlayState, Result
from ..core.vocab import Kind, Side, Standing, Status, Trump
from .catalog import card_shown, fill, show
from .errors import printable_lines, shown_name
from .json import error_text
from .lang import Lang
from .look import PLAIN, Look
from .match_table import render_match_table
from .ruled import ruled_lines
from .table import Cell, cell_table, text_cell, words_cell
from .terms import term, vocab
from .wrap import TABLE_COLUMNS, Words, ambiguous_columns, width, wrap_cards

_QUIET = (Standing.LEAD, Standing.FOLLOW)
"""Standings the trick table does not show."""


_Order = Callable[[list[Cell]], tuple[Cell, ...]]
"""A trick's cells from the order of play to the order of the seats (an ``itemgetter``)."""
_SEAT = attrgetter("seat")
"""A play's seat."""
_SHOWN = attrgetter("cards", "standing", "attempted")
"""What a play's cell shows, the key it is remembered by (its seat does not show)."""
_EMPTY = words_cell(())
"""The cell of a seat that did not play."""

_SYMBOLS: dict[Lang, dict[int, str]] = {"en": {}, "zh": {}}


def _cards(cards: Iterable[int], lang: Lang) -> Words:
    symbols = _SYMBOLS[lang]
    return tuple(symbols.get(c) or symbols.setdefault(c, card_shown(c, lang)) for c in cards)


STATUS_IDS = {
    Status.CLEAN: "report.status.clean",
    Status.VIOLATIONS: "report.status.violations",
    Status.INCOMPLETE: "report.status.incomplete",
    Status.UNREADABLE: "report.status.unreadable",
}
"""A status's word in the reports."""


_STATUS_STYLE = {
    Status.CLEAN: "good",
    Status.VIOLATIONS: "bad",
    Status.INCOMPLETE: "warn",
    Status.UNREADABLE: "bad",
}


def _kind_prefix(line: str, kinds: set[str]) -> str | None:
    """The ``  - KIND`` a finding's first line starts with, if it is one of ``kinds``."""
    return next((k for k in kinds if line.startswith(k)), None)


def trump_msg(trump: Trump | None) -> Msg:
    """``trump H`` / ``主 红桃``; ``trump NT`` / ``无主``."""
    return Msg.of("report.trump.nt" if trump is Trump.NT else "report.trump", trump=trump)


class _Memo:
    """What the reporters of a class and language remember from hand to hand (a batch makes a
    reporter per file): each play's cell, each number's and seat's, how a trick's plays go in
    seat order, the trick table's labels."""

    __slots__ = ("cells", "plain", "orders", "labels")

    def __init__(self) -> None:
        self.cells: dict[tuple[tuple[int, ...], Standing, tuple[int, ...] | None], Cell] = {}
        """By what a play's cell shows (:data:`_SHOWN`: its cards, standing and failed throw)."""
        self.plain: dict[str | int, Cell] = {}
        self.orders: dict[tuple[str, ...], dict[tuple[str, ...], _Order]] = {}
        self.labels: tuple[str, ...] = ()


_MEMOS: dict[tuple[type[TextReporter], Lang, int], _Memo] = {}


class TextReporter:
    """Human-readable report of hands, in English or Chinese (``lang``).  A finding's ruling is
    the preset's in that language (where it has one)."""

    def __init__(self, lang: Lang = "en", look: Look = PLAIN) -> None:
        self.lang = lang
        self.look = look
        self.columns = look.columns
        """The width the findings wrap to: the terminal's, or 100 when not a terminal."""
        key = (type(self), lang, look.ambiguous)  # (a cell's width counts its suits)
        self._memo = _MEMOS.get(key) or _MEMOS.setdefault(key, _Memo())
        self._cells, self._plain, self._orders = (
            self._memo.cells,
            self._memo.plain,
            self._memo.orders,
        )

    def say(self, key: str, **params: Param) -> str:
        return fill(key, params, self.lang)

    def kind(self, kind: str) -> str:
        """``illegal-follow``, and in Chinese ``跟错牌（illegal-follow）``: the stable name stays
        beside the word."""
        return self.say("report.kind", kind=vocab(Kind, kind))

    def message(self, m: Msg) -> str:
        return show(m, self.lang)

    def error(self, e: InputError) -> str:
        return error_text(e, self.lang)

    def ruling(self, f: Finding, r: HandReport | None) -> str:
        """The finding's ruling (the variant's ``rulings_zh`` under ``--lang zh``, where it has
        one)."""
        return f.ruling.get(self.lang)

    def where(self, f: Finding, short: bool = False) -> str | None:
        """The finding's trick and seat, ``None`` if it has neither."""
        if f.trick and f.seat:
            return self.say(
                "report.where.trick-seat.short" if short else "report.where.trick-seat",
                trick=f.trick,
                seat=f.seat,
            )
        if f.trick:
            return self.say("report.where.trick", trick=f.trick)
        return f.seat or None

    def render(self, reports: Sequence[HandReport]) -> str:
        return "\n".join(self.render_one(r) for r in reports)

    def render_one(self, r: HandReport) -> str:
        """One hand's report, every line :func:`~.errors.printable` (a record's names and
        labels cannot drive the terminal; the file name, which may hold a newline, is escaped
        before)."""
        with ambiguous_columns(self.look.ambiguous):
            text = printable_lines(self._render_one(r))
        return self._painted(text, r) if self.look.color else text

    def _painted(self, text: str, r: HandReport) -> str:
        """``text`` (safe already) with its status and each violation's kind coloured: the
        lines are found by what this reporter wrote there, and nothing else is touched."""
        lines = text.split("\n")
        status = self.say(STATUS_IDS[r.status])
        if lines[0].endswith(status):
            lines[0] = lines[0][: -len(status)] + self.look.paint(status, _STATUS_STYLE[r.status])
        heading = self.say("report.violations")
        kinds = {"  - " + self.kind(f.kind) for f in r.violations}
        for i, line in enumerate(lines):
            if line == heading:
                lines[i] = self.look.paint(line, "heading")
            elif line.startswith("  - ") and (head := _kind_prefix(line, kinds)):
                lines[i] = "  - " + self.look.paint(head[4:], "kind") + line[len(head) :]
        return "\n".join(lines)

    def _render_one(self, r: HandReport) -> str:
        head = self.say(
            "report.head",
            source=shown_name(r.source),
            hand=r.hand,
            variant=r.variant,
            version=r.variant_version,
            status=Msg.of(STATUS_IDS[r.status]),
        )
        if r.error is not None:
            return f"{head}\n  {self.say('report.error', error=self.error(r.error))}\n"
        level = None if r.level is None else Rank(r.level)
        lines = [
            head,
            self.say("report.setting", dealer=r.dealer, level=level, trump=trump_msg(r.trump)),
        ]
        if r.tricks:
            lines.append(self.trick_table(r))
        lines.append("")
        lines += self.findings_lines(r)
        lines += [self.fit(line) for line in self.score_lines(r)]
        lines += [self.fit(line) for line in ruled_lines(r, self.lang)]
        if r.analysis is not None:
            from .solve import analysis_line

            lines.append(analysis_line(r.analysis, self.lang))
        out = "\n".join(lines) + "\n"
        if r.match is not None:
            out += "\n" + render_match_table(r.match, self.lang)
        return out

    def findings_lines(self, r: HandReport) -> list[str]:
        """The violations (or that there are none), then what could not be verified."""
        if r.violations:
            lines = [self.say("report.violations"), *(self.finding(f, r) for f in r.violations)]
        else:
            lines = [self.say("report.no-violations")]
        if r.unverifiable:
            lines.append(self.say("report.unverifiable"))
            lines += [self.unverifiable(f) for f in r.unverifiable]
        return lines

    def unverifiable(self, f: Finding) -> str:
        where = self.where(f, short=True)
        message = self.message(f.message)
        if where is not None:
            message = self.say("report.unverifiable.item", where=where, message=message)
        return self.hang("  - ", message, "    ")

    def fit(self, line: str) -> str:
        """``line`` wrapped to :attr:`columns`, its other lines two spaces further in."""
        text = line.lstrip(" ")
        indent = line[: len(line) - len(text)]
        return self.hang(indent, text, indent + "  ")

    def hang(self, first: str, text: str, rest: str) -> str:
        """``text`` after ``first``, wrapped to :attr:`columns`, its other lines after ``rest``
        (a word or card never breaks; Chinese punctuation stays with its word)."""
        if width(first) + width(text) <= self.columns:
            return first + text
        room = max(self.columns - width(rest), 20)
        lines = wrap_cards(text, room).split("\n")
        return first + ("\n" + rest).join(lines)

    def score_lines(self, r: HandReport) -> list[str]:
        """The penalties, the bottom, the defenders' points and the result."""
        lines = [
            self.say("report.penalty", seat=p.seat, points=p.points, trick=p.trick, effect=p.effect)
            for p in r.penalties
        ]
        if r.bottom is not None:
            lines.append(self.bottom_line(r.bottom))
        if r.defenders_points is not None:
            lines.append(self.say("report.defenders-points", points=r.defenders_points))
        if r.result is not None:
            lines.append(self.result_line(r.result))
        elif not r.complete:
            lines.append(self.say("report.incomplete"))
        return lines

    def bottom_line(self, b: Bottom) -> str:
        if b.awarded:
            return self.say(
                "report.bottom.awarded", points=b.points, multiplier=b.multiplier, awarded=b.awarded
            )
        return self.say(
            "report.bottom.kept", points=b.points, multiplier=b.multiplier, side=Side.DEALER
        )

    def result_line(self, result: Result) -> str:
        line = self.say(
            "report.result", side=result.side, levels=result.levels, next=result.next_dealer
        )
        if result.note is None:
            return line
        return line + self.say("report.note", note=self.message(result.note))

    def trick_table(self, r: HandReport) -> str:
        """The hand's tricks, one row each: number, leader, each seat's play, winner, points."""
        seats = r.seats
        labels = self._memo.labels or self._say_labels()
        orders = self._orders.get(seats)
        if orders is None:
            orders = self._orders[seats] = {}
        got, known, plain, shown = self._cells.get, self._plain.get, self._plain_cell, _SHOWN
        rows = []
        for tr in r.tricks:  # (inlined lookups: this loop runs for every trick of a batch)
            plays = tr.plays
            cells = [got(shown(p)) or self.play_cell(p) for p in plays]
            played = tuple(map(_SEAT, plays))
            order = orders.get(played) or self._order(seats, played, orders)
            rows.append(
                (
                    known(tr.number) or plain(tr.number),
                    known(tr.leader) or plain(tr.leader),
                    *(order(cells) if order is not None else self._by_seat(seats, plays, cells)),
                    known(tr.winner) or plain(tr.winner),
                    known(tr.points) or plain(tr.points),
                )
            )
        headers = [labels[0], labels[1], *seats, labels[2], labels[3]]
        return cell_table(
            list(zip(*rows, strict=True)),
            headers,
            tuple(range(2, 2 + len(seats))),
            right=(0, len(headers) - 1),
            limit=min(self.columns, TABLE_COLUMNS),
        )

    def _say_labels(self) -> tuple[str, ...]:
        self._memo.labels = tuple(
            map(
                self.say,
                (
                    "report.trick.number",
                    "report.trick.leader",
                    "report.trick.winner",
                    "report.trick.points",
                ),
            )
        )
        return self._memo.labels

    @staticmethod
    def _order(
        seats: tuple[str, ...], played: tuple[str, ...], orders: dict[tuple[str, ...], _Order]
    ) -> _Order | None:
        """How a trick's cells, in the order of play ``played``, go in the order of ``seats``:
        ``None`` unless each seat played once."""
        if len(seats) < 2 or len(played) != len(seats) or set(played) != set(seats):
            return None
        order: _Order = itemgetter(*(played.index(s) for s in seats))
        orders[played] = order
        return order

    @staticmethod
    def _by_seat(
        seats: tuple[str, ...], plays: Sequence[PlayState], cells: list[Cell]
    ) -> list[Cell]:
        """A trick's cells in the order of ``seats`` (empty for a seat that did not play; a
        seat's last play if it played twice)."""
        by_seat = {p.seat: c for p, c in zip(plays, cells, strict=True)}
        return [by_seat.get(s, _EMPTY) for s in seats]

    def _plain_cell(self, value: str | int) -> Cell:
        """The cell of a number or a seat (remembered)."""
        if len(self._plain) >= 4096:
            self._plain.clear()
        got = self._plain[value] = text_cell(str(value))
        return got

    def play_cell(self, p: PlayState) -> Cell:
        """The cell of :meth:`play_words` (remembered: the same plays come again and again)."""
        if len(self._cells) >= 1 << 14:
            self._cells.clear()
        got = self._cells[_SHOWN(p)] = words_cell(self.play_words(p))
        return got

    def play_words(self, p: PlayState) -> Words:
        """A play's cell: its cards (a failed throw's ``attempted -> played``, the arrow kept with
        the card after it), and its standing unless it only leads or follows."""
        played = _cards(p.cards, self.lang)
        if p.attempted:
            played = (
                *_cards(p.attempted, self.lang),
                *((f"-> {played[0]}", *played[1:]) if played else ("->",)),
            )
        return played if p.standing in _QUIET else (*played, f"({term(p.standing, self.lang)})")

    def finding(self, f: Finding, r: HandReport | None = None) -> str:
        """A violation's lines; ``r``, the hand's report, names the variant whose Chinese
        ruling ``--lang zh`` shows."""
        where = self.where(f)
        kind, message = self.kind(f.kind), self.message(f.message)
        text = (
            self.say("report.finding.anywhere", kind=kind, message=message)
            if where is None
            else self.say("report.finding", kind=kind, where=where, message=message)
        )
        out = self.hang("  - ", text, "    ")
        if f.rule.en:
            out += "\n" + self.hang("      ", self.say("report.rule", rule=f.rule), "        ")
        ruling = self.ruling(f, r)
        if ruling:
            out += "\n" + self.hang("      ", self.say("report.ruling", ruling=ruling), "        ")
        return out
