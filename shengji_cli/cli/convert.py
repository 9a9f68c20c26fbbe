"""``shengji convert``: records from any format read (``--from``) written as ``.sj`` text or
JSON records.

Without ``-o`` everything goes to stdout; with ``-o DIR`` each input gets its own file in DIR,
named as the input with the new suffix (``week1.ndjson.gz`` → ``week1.sj``), never over an
existing file unless ``--force``, and never over a file this run wrote (a second input of the
same name is refused, said on stderr).  Records played under rules of their own (a godot log's
``rule_config``) get them as a variant file beside them in DIR, ``rules-HASH.variant.toml``
(HASH: of the rules' own text, never of the input's name), which they name (check them with
``--allow-variant-dir DIR``).  Written ``--to sj``, a foreign file holding several matches gives
one ``.sj`` per match (``NAME-1.sj``, ``NAME-2.sj``, …; its independent hands in ``NAME.sj``),
since one ``.sj`` file is one match.  Written ``--to json``, the hands of a unit that is checked
together stay one line (``{"records": [...]}``), so that the JSON checks as its input does.  A
record that cannot be read is said on stderr (``shengji: file:line:column: …``), the others are
written; exit 2 then.

Only what reads back is written: ``--to sj`` writes each record, reads the text again and writes
it only when it gives the same text back (a trick of three plays, a play of no cards: the notation
cannot hold them); a record refused so is said on stderr with its input's place, and the others
are written (exit 2); ``--to json`` refuses so a record holding text UTF-8 cannot write.  A variant
file is written only when it loads back as TOML.
"""

from __future__ import annotations

import hashlib
import os
import sys
import tomllib
from collections.abc import Iterator
from dataclasses import replace

import click

from ..batch.check import has_match_lines
from ..batch.output import AtomicOutput
from ..batch.sources import (
    Source,
    UnreadableFile,
    iter_sources,
    os_reason,
    read_stdin,
    read_units,
)
from ..core.messages import Msg
from ..core.record import HandRecord
from ..importers import FORMATS, SJ, RecordGroup, format_of, suffixes
from ..importers.json import NAME as JSON
from ..importers.json import dumps as json_dumps
from ..notation import ParseError
from ..notation import dumps as sj_dumps
from ..report.errors import parse_error_text, shown_name
from ..report.lang import Lang
from .common import error, lang_option, output_option
from .help import argument, option
from .usage import Choice, Command

TARGETS = {SJ: ".sj", JSON: ".jsonl"}
"""``--to`` → the suffix of the files written."""


def companions_given(debug_json: str | None, settings: str | None) -> tuple[tuple[str, str], ...]:
    """``--debug-json`` and ``--settings`` as the files given beside the records."""
    given = (("debug", debug_json), ("settings", settings))
    return tuple((kind, path) for kind, path in given if path is not None)


def input_formats() -> list[str]:
    """The ``--from`` values: the notation and every registered format."""
    return [SJ, *FORMATS]


def _matchish(unit: RecordGroup) -> bool:
    """Whether a unit is checked as a match (so that one ``.sj`` file must hold it alone)."""
    if unit.match is not None:
        return unit.match
    return any(isinstance(r, HandRecord) and has_match_lines(r) for r in unit.records)


def json_text(unit: RecordGroup, records: list[HandRecord]) -> str:
    """The JSON Lines of a unit's records: one line each, or one group line when the unit is
    checked together (a match, or an explicit ``match``)."""
    if unit.match is None and (len(records) <= 1 or not _matchish(unit)):
        return json_dumps(records)
    return json_dumps(records, group=True, match=unit.match)


def sj_text(records: list[HandRecord], first: bool) -> str:
    """The ``.sj`` text of records, after others (``first`` False: a ``---`` line before them)."""
    if first:
        return sj_dumps(records)
    # The writer puts each hand's own ``---`` line (and its comment) before it: after an empty
    # hand, which writes nothing, that is the line needed here.
    return sj_dumps([HandRecord(), *records])


def readable(
    numbered: list[tuple[int, HandRecord]], target: str = SJ
) -> tuple[list[HandRecord], list[ParseError]]:
    """Of records and their hands' numbers in their input, those that ``target`` can write — in
    ``.sj``, a text that reads back as the same text; in JSON, a text UTF-8 can write — and a
    located error for each other one (naming its hand)."""
    kept: list[HandRecord] = []
    refused: list[ParseError] = []
    for number, record in numbered:
        why = (
            _sj_problem(record)
            if target == SJ
            else (None if _utf8(json_dumps([record])) else Msg.of("cli.convert.not-utf8"))
        )
        if why is None:
            kept.append(record)
        else:
            refused.append(
                ParseError(
                    record.source,
                    record.line,
                    1,
                    Msg.of("cli.convert.unwritable", hand=number, reason=why),
                )
            )
    return kept, refused


def _sj_problem(record: HandRecord) -> Msg | None:
    """Why ``record``'s ``.sj`` text does not read back as the same text (``None``: it does)."""
    from ..notation import parse_blocks

    text = sj_dumps([record])
    if not _utf8(text):
        return Msg.of("cli.convert.not-utf8")
    again = parse_blocks(text, "-")
    if not again:  # a record of nothing (``{}``): no hand's text
        return Msg.of("cli.convert.empty-record")
    read = [r for r in again if isinstance(r, HandRecord)]
    if len(read) != len(again):
        return next(r for r in again if isinstance(r, ParseError)).detail
    if len(read) != 1 or sj_dumps(read) != text:
        return Msg.of("cli.convert.reads-back-different")
    return None


def _utf8(text: str) -> bool:
    """Whether ``text`` can be written as UTF-8 (a string read from JSON may hold a lone
    surrogate)."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def rules_file(toml: str) -> str:
    """The name of the variant file holding ``toml``: a token made of the rules' text alone, so that
    nothing of an input's name reaches a record's ``variant:`` line."""
    digest = hashlib.sha256(toml.encode("utf-8", "surrogatepass")).hexdigest()
    return f"rules-{digest[:16]}.variant.toml"


def stem(path: str, fmt: str | None) -> str:
    """An input's name without its format's suffix (``-``: ``stdin``)."""
    name = "stdin" if path == "-" else os.path.basename(path)
    for suffix in sorted(suffixes(fmt), key=len, reverse=True):
        if name.endswith(suffix) and len(name) > len(suffix):
            return name[: -len(suffix)]
    return os.path.splitext(name)[0] or name


class _Outputs:
    """Where one input's text goes: stdout, or files in a folder (opened when first written)."""

    def __init__(self, folder: str | None, force: bool, lang: Lang) -> None:
        self.folder, self.force, self.lang = folder, force, lang
        self.open: dict[str, AtomicOutput] = {}
        self.source = ""
        """The input being converted."""
        self.written: set[str] = set()
        """The files this run wrote, in the folder: never written over by a later input."""
        self.failed = False
        self.stdout_started = False
        self.warned: set[str] = set()

    def started(self, name: str) -> bool:
        """Whether text went to ``name`` already (stdout: whatever the name)."""
        return self.stdout_started if self.folder is None else name in self.open

    def write(self, name: str, text: str) -> None:
        if self.folder is None:
            sys.stdout.buffer.write(text.encode("utf-8"))
            self.stdout_started = True
            return
        if name in self.open:
            self.open[name].file.write(text.encode("utf-8"))
            return
        path = os.path.join(self.folder, name)
        if name in self.written:
            self._say(path, Msg.of("cli.convert.written-this-run", input=shown_name(self.source)))
            return
        if os.path.lexists(path) and not self.force:
            self._say(path, Msg.of("cli.convert.exists"))
            return
        try:
            out = self.open[name] = AtomicOutput(path)
            out.file.write(text.encode("utf-8"))
        except OSError as exc:
            self._say(path, Msg.of("batch.cannot-write", reason=os_reason(exc)))

    def rules(self, source: str, toml: str, records: list[HandRecord]) -> list[HandRecord]:
        """Records played under rules of their own (a godot log's ``rule_config``): in a folder,
        the rules become the variant file :func:`rules_file` beside them, which the records name
        (the same rules: the same file, written once); on stdout they cannot go along, and stderr
        says so (once per input)."""
        if self.folder is None:
            if source not in self.warned:
                self.warned.add(source)
                need = Msg.of(
                    "cli.convert.rules-need-folder",
                    name=shown_name(source),
                    variant=records[0].variant or "?",
                )
                error(need, self.lang)
            return records
        file = rules_file(toml)
        if not _utf8(toml) or not _loads_toml(toml):
            self._say(source, Msg.of("cli.convert.rules-unwritable"))
            return records
        if not (
            self.started(file)
            or file in self.written
            or _holds(os.path.join(self.folder, file), toml)
        ):
            self.write(file, toml)
        return [replace(r, variant=file) for r in records]

    def _say(self, path: str, why: Msg) -> None:
        self.failed = True
        error(parse_error_text(UnreadableFile(path, why), self.lang), self.lang)

    def close(self, commit: bool = True) -> None:
        for path, out in self.open.items():
            try:
                if commit:
                    out.commit()
                    self.written.add(path)
                else:
                    out.abort()
            except OSError as exc:
                out.abort()
                self._say(
                    os.path.join(self.folder or "", path),
                    Msg.of("batch.cannot-write", reason=os_reason(exc)),
                )
        self.open.clear()
        sys.stdout.flush()


def _loads_toml(toml: str) -> bool:
    """Whether ``toml`` reads back as TOML."""
    try:
        tomllib.loads(toml)
    except tomllib.TOMLDecodeError:
        return False
    return True


def _holds(path: str, text: str) -> bool:
    """Whether the file at ``path`` (not a link) holds ``text`` already (a variant file an
    earlier run wrote)."""
    try:
        fd = os.open(
            path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
        )
    except OSError:
        return False
    with os.fdopen(fd, "rb") as f:
        want = text.encode("utf-8")
        return os.fstat(f.fileno()).st_size == len(want) and f.read(len(want) + 1) == want


@click.command(cls=Command, help="cli.help.convert", epilog="cli.help.convert.example")
@argument("files", nargs=-1, required=True)
@option(
    "--from",
    "source_format",
    type=Choice(input_formats()),
    default=None,
    help="cli.help.convert.opt.from",
)
@option("--to", "target", type=Choice(list(TARGETS)), required=True, help="cli.help.convert.opt.to")
@output_option("folder", help="cli.help.convert.opt.out")
@option("--force", is_flag=True, help="cli.help.convert.opt.force")
@lang_option
def convert(
    files: tuple[str, ...],
    source_format: str | None,
    target: str,
    folder: str | None,
    force: bool,
    lang: Lang,
) -> None:
    """``shengji convert``: exit 0, or 2 when a file or a record could not be read or written."""
    if folder is not None:
        os.makedirs(folder, exist_ok=True)
    outputs = _Outputs(folder, force, lang)
    unreadable = False
    for src in iter_sources(files, suffixes=suffixes(source_format)):
        unreadable |= _convert_source(src, source_format, target, outputs, lang)
    raise SystemExit(2 if unreadable or outputs.failed else 0)


def _convert_source(
    src: Source, source_format: str | None, target: str, outputs: _Outputs, lang: Lang
) -> bool:
    """Convert one input (its files closed, or removed if the run stops meanwhile); whether
    a record of it could not be read (said on stderr)."""
    src = read_stdin(src)
    fmt = format_of(src.path, source_format) if src.path != "-" or source_format else None
    name = stem(src.path, fmt)
    source = outputs.source = "<stdin>" if src.path == "-" else src.path
    unreadable = False
    try:
        split = outputs.folder is not None and fmt is not None
        units = read_units(src, source_format)
        for problem in _convert(units, source, name, target, split, outputs):
            unreadable = True
            error(parse_error_text(problem, lang), lang)
    except ParseError as exc:
        unreadable = True
        error(parse_error_text(exc, lang), lang)
    except BaseException:
        outputs.close(commit=False)
        raise
    outputs.close()
    return unreadable


def _convert(
    units: Iterator[RecordGroup],
    source: str,
    name: str,
    target: str,
    split: bool,
    outputs: _Outputs,
) -> Iterator[ParseError]:
    """Write one input's units (``split``: a foreign file into a folder, ``--to sj``: a match a
    file); yields the records that could not be read, and those ``--to sj`` cannot write."""
    files = _Files(name, target, outputs)
    hands = 0
    for unit in units:
        records, refused = _writable(unit, hands, target)
        yield from refused
        hands += len(unit.records)
        if not records:
            continue
        if unit.variant_toml is not None:
            records = outputs.rules(source, unit.variant_toml, records)
        if target == SJ and split and _matchish(unit):
            files.match(unit, records)
        else:
            files.hands(unit, records)
    files.end()


def _writable(
    unit: RecordGroup, hands: int, target: str
) -> tuple[list[HandRecord], list[ParseError]]:
    """A unit's records that ``target`` can write, and the errors of the others (those that
    could not be read first); ``hands``: the hands of the input before the unit."""
    errors = [r for r in unit.records if isinstance(r, ParseError)]
    numbered = [(hands + i, r) for i, r in enumerate(unit.records, 1) if isinstance(r, HandRecord)]
    if not numbered:
        return [], errors
    records, refused = readable(numbered, target)
    return records, errors + refused


class _Files:
    """The files one input's units go to: ``NAME`` with the target's suffix; or (``--to sj``
    into a folder, a foreign file of several matches) one file per match, ``NAME-1.sj``,
    ``NAME-2.sj`` … (its independent hands in ``NAME.sj``; a single match in ``NAME.sj``)."""

    def __init__(self, name: str, target: str, outputs: _Outputs) -> None:
        self.name, self.target, self.outputs = name, target, outputs
        self.suffix = TARGETS[target]
        self.pending: tuple[RecordGroup, list[HandRecord]] | None = None
        """The first match, until another unit says whether to split."""
        self.matches = 0
        self.independent = False

    def put(self, file: str, unit: RecordGroup, records: list[HandRecord]) -> None:
        if self.target == SJ:
            self.outputs.write(file, sj_text(records, not self.outputs.started(file)))
        else:
            self.outputs.write(file, json_text(unit, records))

    def hands(self, unit: RecordGroup, records: list[HandRecord]) -> None:
        """Independent hands (or any unit not split): to ``NAME``."""
        self.independent = True
        self.put(f"{self.name}{self.suffix}", unit, records)

    def match(self, unit: RecordGroup, records: list[HandRecord]) -> None:
        """A match: held back if it is the first, else to its own file (the first's too)."""
        self.matches += 1
        if self.matches == 1:
            self.pending = (unit, records)
            return
        self.end(f"{self.name}-1{self.suffix}")
        self.put(f"{self.name}-{self.matches}{self.suffix}", unit, records)

    def end(self, first: str | None = None) -> None:
        """The first match held back, written to ``first`` (default: ``NAME-1`` when the
        input has independent hands too, else ``NAME``)."""
        if self.pending is None:
            return
        if first is None:
            first = f"{self.name}-1{self.suffix}" if self.independent else self.name + self.suffix
        self.put(first, *self.pending)
        self.pending = None
