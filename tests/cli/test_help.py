"""``--help``: in Chinese under ``--lang zh`` (before or after ``--help``, or before the
command's name), ``SHENGJI_LANG=zh`` or a ``zh_*`` locale, for the group and every command;
in English, click's help as it always was."""

from __future__ import annotations

import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import click
import pytest
from clirun import run
from zh import english_words

import shengji_cli
from shengji_cli.batch.sources import MATCH_KEYS
from shengji_cli.cli.help import HelpCommand, Option
from shengji_cli.cli.main import main
from shengji_cli.core.messages import Msg
from shengji_cli.report.catalog import render
from shengji_cli.report.wrap import width

PATHS = [
    (),
    ("check",),
    ("fmt",),
    ("trick",),
    ("follow",),
    ("score",),
    ("throw",),
    ("variants",),
    ("variants", "show"),
    ("variants", "diff"),
    ("variants", "import"),
    ("gen",),
    ("convert",),
    ("schema",),
    ("schema", "record"),
    ("schema", "check"),
    ("solve",),
    ("schema", "solve"),
    ("show",),
    ("review",),
    ("schema", "review"),
]
CJK = re.compile(r"[\u4e00-\u9fff]")
COLUMNS = {"COLUMNS": "80"}
"""Click lays the help out for the terminal's width: the tests fix it."""
ZH_ENVIRONMENTS = [
    {"SHENGJI_LANG": "zh"},
    {"SHENGJI_LANG": None, "LC_ALL": None, "LC_MESSAGES": None, "LANG": "zh_CN.UTF-8"},
]


def _walk(
    command: click.Command, path: tuple[str, ...] = ()
) -> Iterator[tuple[tuple[str, ...], click.Command]]:
    yield path, command
    if isinstance(command, click.Group):
        for name, sub in sorted(command.commands.items()):
            yield from _walk(sub, (*path, name))


COMMANDS = dict(_walk(main))


def _help(path: tuple[str, ...], *args: str, env: dict[str, str | None] | None = None) -> str:
    code, out, err = run(*path, *args, env={**COLUMNS, **(env or {})})
    assert code == 0 and err == "", (code, err)
    return out


def _flat(text: str) -> str:
    """``text`` without its spaces and line breaks (to find a text however the help wraps it)."""
    return "".join(text.split())


def test_the_paths_are_every_command() -> None:
    assert sorted(COMMANDS) == sorted(PATHS)
    for command in COMMANDS.values():
        assert isinstance(command, HelpCommand) and command.help_id is not None
        # Every option with a help names a catalog id (the Chinese help refuses one without).
        assert all(
            isinstance(p, Option) for p in command.params if isinstance(p, click.Option) and p.help
        )


@pytest.mark.parametrize("path", PATHS, ids=lambda p: " ".join(p) or "shengji")
def test_chinese_help_has_no_english_word(path: tuple[str, ...]) -> None:
    out = _help(path, "--help", "--lang", "zh")
    assert out.startswith(f"用法：shengji {' '.join(path)}".rstrip() + " ")
    assert "选项：" in out and "显示本帮助并退出。" in out and CJK.search(out.splitlines()[2])
    english = [(line, english_words(line)) for line in out.splitlines() if english_words(line)]
    assert english == []
    assert (
        max(width(line) for line in out.splitlines()) <= 80
    )  # (the width click lays the help out for)


@pytest.mark.parametrize("path", PATHS, ids=lambda p: " ".join(p) or "shengji")
def test_chinese_help_however_it_is_asked_for(path: tuple[str, ...]) -> None:
    zh = _help(path, "--help", "--lang", "zh")
    assert _help(path, "--lang", "zh", "--help") == zh
    assert _help(path, "--lang=zh", "-h") == zh
    assert _help((), "--lang", "zh", *path, "--help") == zh  # the group's --lang
    for env in ZH_ENVIRONMENTS:
        assert _help(path, "--help", env=env) == zh
    assert _help(path, "--help", "--lang", "en", env=ZH_ENVIRONMENTS[0]) == _help(path, "--help")


@pytest.mark.parametrize("path", PATHS, ids=lambda p: " ".join(p) or "shengji")
def test_chinese_help_says_what_every_option_does(path: tuple[str, ...]) -> None:
    command = COMMANDS[path]
    assert isinstance(command, HelpCommand) and command.help_id is not None
    out = _flat(_help(path, "--help", "--lang", "zh"))
    assert _flat(render(Msg.of(command.help_id), "zh")) in out
    for param in command.params:
        if isinstance(param, click.Option) and not param.hidden:
            assert all(name in out for name in param.opts + param.secondary_opts)
            if isinstance(param, Option) and param.help_id is not None:
                assert _flat(render(Msg.of(param.help_id), "zh")) in out
    if isinstance(command, click.Group):
        assert all(
            f"\n  {name}  " in _help(path, "--help", "--lang", "zh") for name in command.commands
        )


@pytest.mark.parametrize("path", PATHS, ids=lambda p: " ".join(p) or "shengji")
def test_english_help_is_clicks(path: tuple[str, ...]) -> None:
    command = COMMANDS[path]
    out = _help(path, "--help")
    assert (
        out == _help(path, "-h") == _help(path, "--help", env={"SHENGJI_LANG": None, "LANG": "C"})
    )
    lines = out.splitlines()
    assert lines[0] == USAGE[path] and "Options:" in lines
    assert CJK.search(out) is None or path == ()  # (the group names the game in Chinese too)
    assert "  -h, --help " in out and _flat("Show this message and exit.") in _flat(out)
    flat = _flat(out)
    assert _flat(command.help or "") in flat
    for param in command.params:
        if isinstance(param, click.Option) and not param.hidden and param.help:
            assert _flat(param.help) in flat, param.name
    assert ("Commands:" in lines) == isinstance(command, click.Group)


USAGE = {
    (): "Usage: shengji [OPTIONS] COMMAND [ARGS]...",
    ("review",): "Usage: shengji review [OPTIONS] FILES...",
    ("schema", "review"): "Usage: shengji schema review [OPTIONS]",
    ("check",): "Usage: shengji check [OPTIONS] FILES...",
    ("fmt",): "Usage: shengji fmt [OPTIONS] FILES...",
    ("trick",): "Usage: shengji trick [OPTIONS] PLAYS...",
    ("follow",): "Usage: shengji follow [OPTIONS]",
    ("score",): "Usage: shengji score [OPTIONS]",
    ("throw",): "Usage: shengji throw [OPTIONS] [CARDS]",
    ("variants",): "Usage: shengji variants [OPTIONS] [COMMAND] [ARGS]...",
    ("variants", "show"): "Usage: shengji variants show [OPTIONS] NAME",
    ("variants", "diff"): "Usage: shengji variants diff [OPTIONS] A B",
    ("variants", "import"): "Usage: shengji variants import [OPTIONS] SETTINGS",
    ("gen",): "Usage: shengji gen [OPTIONS]",
    ("convert",): "Usage: shengji convert [OPTIONS] FILES...",
    ("schema",): "Usage: shengji schema [OPTIONS] COMMAND [ARGS]...",
    ("schema", "record"): "Usage: shengji schema record [OPTIONS]",
    ("schema", "check"): "Usage: shengji schema check [OPTIONS]",
    ("solve",): "Usage: shengji solve [OPTIONS] FILE",
    ("schema", "solve"): "Usage: shengji schema solve [OPTIONS]",
    ("show",): "Usage: shengji show [OPTIONS] FILE",
}

ENGLISH = {
    (): """\
Usage: shengji [OPTIONS] COMMAND [ARGS]...

  Referee's tool for Sheng Ji (升级 / 拖拉机 / 双升 / 80分), one to three decks.

Options:
  --version       Show the version and exit.
  --isolated      Read no configuration file (shengji.toml, [tool.shengji] in
                  pyproject.toml).
  --lang [en|zh]  Language of the help and of the command's output (default:
                  SHENGJI_LANG, then the locale).
  -h, --help      Show this message and exit.

Commands:
  check     Replay each hand, report violations, points, bottom and level...
  convert   Write records of any format read as .sj text or JSON records.
  fmt       Write each record file in canonical form, every comment where...
  follow    What the rules oblige a hand to play to a lead, and whether a...
  gen       Generate random legal hand records (seeded), optionally with...
  review    Review each complete hand: every play from the earliest trick...
  schema    Print a published JSON Schema: `schema record` (JSON records),...
  score     Defenders' points (and the bottom) → multiplier, level change,...
  show      Show one hand as a self-contained HTML page (the deal, the...
  solve     Analyse a hand with every hand open: the defenders' points with...
  throw     Can I throw CARDS? Units, who could beat them, the chance the...
  trick     Judge one trick: four plays in order, the lead first.
  variants  List the presets; `variants show NAME`, `variants diff A B`.

Examples:
  Check every record of a folder:
    shengji check examples/
  The same, in Chinese:
    shengji --lang zh check examples/illegal_follow.sj
  What a command takes:
    shengji check --help
""",
    ("check",): """\
Usage: shengji check [OPTIONS] FILES...

  Replay each hand, report violations, points, bottom and level change.

  FILES are record files, folders (searched recursively for *.sj) or - for
  stdin. A file that cannot be read is reported on stderr (every error is, in
  every format) and the batch goes on; the exit code is the worst seen: 0 all
  clean, 1 a violation, 2 something unreadable.

Options:
  --variant TEXT                  Preset name or variant file (overrides the
                                  records' variant: line).
  --allow-variant-dir DIRECTORY   Let a record's variant: line name a variant
                                  file in this folder (else presets only).
  --format [text|table|json|jsonl|csv|github|html]
                                  Per-hand output; jsonl and csv stream one row
                                  per hand; github writes a GitHub Actions
                                  annotation (::error file=…::) per violation or
                                  unreadable hand; html writes a page per hand
                                  and an index.html into the folder -o.
                                  [default: text]
  --lang [en|zh]                  Output language (default: SHENGJI_LANG, then
                                  the locale).
  --parse-only                    Only parse, and print the records in canonical
                                  form (with --format json or jsonl: as JSON
                                  records, one a line, as convert --to json
                                  writes them).
  --summary                       Print only a summary of the batch: files,
                                  hands, hands per status, violations by kind,
                                  unreadable files (in the --format chosen).
  --color [auto|always|never]     Colour the text report: auto (on a terminal,
                                  unless NO_COLOR is set), always, never.
                                  [default: auto]
  -q, --quiet                     Print no report on stdout (only the --summary,
                                  when asked); errors still go to stderr and the
                                  exit code is unchanged; --output FILE is still
                                  written.
  --exit-zero                     Exit 0 even when violations are found
                                  (unreadable input still exits 2).
  --select KINDS                  Report only these violation kinds (comma-
                                  separated, e.g. illegal-follow,bury).
  --ignore KINDS                  Do not report these violation kinds. A kind
                                  not selected or ignored is dropped from each
                                  hand: it is in no output and does not count
                                  for the hand's status, the summary or the exit
                                  code.
  -j, --jobs INTEGER RANGE        Worker processes (default: one per core).
                                  Results keep the input order.  [x>=1]
  -o, --output FILE               Write the report to FILE, atomically: FILE
                                  appears only once the run is complete.
  --progress / --no-progress      Progress bar on stderr (default: when stderr
                                  is a terminal).
  --follow-links                  In folders, also read links leading outside
                                  the folder (default: reported, not read).
  --timeout SECONDS               Time limit per file (default: 5 s + 5 s per MB
                                  of the file; 0: none). A file over it is
                                  reported as not checked and the batch goes on.
  --match / --independent         Check each file as one match, or
                                  (--independent) as independent hands. Default:
                                  a match when a hand has levels:, teams:, bid:,
                                  turned:, ruling:, after:, time:, redeal: or
                                  draw: lines.
  --require-complete              Count a hand whose record stops before the end
                                  as a violation (exit 1); without it, it is
                                  reported as incomplete and exits 0.
  --from [sj|json|godot|80fen|rbtying|botzone|jerryyyu]
                                  Read every FILE as this format (default: by
                                  its name: a format's suffix such as .json or
                                  .jsonl, else sj). Folders are then searched
                                  for that format's files.
  --debug-json FILE               A shengji.io game log's debug JSON ('show
                                  debugging information'): its players, hands,
                                  kitty and trump are read with the log (--from
                                  rbtying; default: NAME.debug.json or
                                  debug.json beside the log).
  --settings FILE                 A shengji.io room's saved settings (its
                                  PropagatedState): the rules the log is checked
                                  under (--from rbtying; default:
                                  NAME.settings.json or settings.json beside the
                                  log, else the debug JSON's).
  --dask SCHEDULER                Check on Dask: SCHEDULER is a scheduler's
                                  address (tcp://host:8786), or local to start a
                                  cluster of worker processes on this machine
                                  (--jobs of them, default one per core). Needs
                                  the dask extra. FILES may then be fsspec URLs
                                  (memory://, s3://, file://...).
  --max-file-size SIZE            Refuse a record file larger than SIZE bytes
                                  (K, M, G: thousands, millions, billions;
                                  default: 1G). A file over it is reported as
                                  unreadable and the batch goes on.
  --analyze                       Analyse the end of each complete hand with
                                  every hand open (as shengji solve) and add
                                  each side's total cost (the points its plays
                                  lost) to the report. Slow: each hand is
                                  searched; the default --timeout then grows by
                                  600 s and 600 s per kB.
  --analyze-tricks INTEGER RANGE  With --analyze: how many of each hand's last
                                  tricks to analyse (default: 6, at most 10).
                                  [1<=x<=10]
  --budget INTEGER RANGE          With --analyze: the steps each search may take
                                  (default: solve's --budget).  [x>=1]
  -h, --help                      Show this message and exit.

Examples:
  Every record of a folder:
    shengji check examples/
  Only the summary, as JSON:
    shengji check --summary --format json records/
  Annotations for GitHub Actions, points mismatches left out:
    shengji check --format github --ignore points-mismatch games/
  Only the exit code, of two kinds:
    shengji check -q --select illegal-follow,failed-throw records/
""",
    ("gen",): """\
Usage: shengji gen [OPTIONS]

  Generate random legal hand records (seeded), optionally with injected faults.

  Writes one .sj file per hand (or per match) into -o DIR and a manifest.json
  naming, for each file, the violations it must raise.  Same seed, same files,
  byte for byte.

Options:
  --count INTEGER RANGE           Records to write (hands, or with --match
                                  matches).  [default: 10; x>=1]
  --seed INTEGER                  Random seed: the same seed writes the same
                                  records.  [default: 0]
  --variant TEXT                  Preset name or variant file the records are
                                  dealt and played by.  [default: national]
  -o, --output DIRECTORY          The folder to write the records and
                                  manifest.json in (new or empty, unless
                                  --force).  [required]
  --force                         Write into an -o folder that is not empty
                                  (files of the same names are replaced, others
                                  are kept).
  --faults TEXT                   Comma-separated violation kinds to inject (one
                                  per file, cycling); an unknown kind is refused
                                  with the list of those the generator injects.
  --match INTEGER RANGE           Write whole matches of N hands (with bids)
                                  instead of single hands.  [x>=2]
  --to [sj|rbtying|botzone|jerryyyu]
                                  Write the hands as: sj (records), rbtying
                                  (each a shengji.io game log with its debug
                                  JSON and settings, played under the platform's
                                  default room settings; --variant is not read),
                                  botzone (each a Botzone judge's log,
                                  .botzone.json) or jerryyyu (each a
                                  jerryyyu/shengji room log, .jerryyyu.jsonl;
                                  with --match, one a match); a botzone or
                                  jerryyyu log's verdicts are the replay's under
                                  --variant.  [default: sj]
  --lang [en|zh]                  Output language (default: SHENGJI_LANG, then
                                  the locale).
  -h, --help                      Show this message and exit.

Examples:
  100 clean hands:
    shengji gen --count 100 --seed 7 -o hands/
  Hands with faults, one each:
    shengji gen --count 20 --faults illegal-follow,bury -o faulty/
  Whole matches of 4 hands:
    shengji gen --count 5 --match 4 -o matches/
""",
    ("fmt",): """\
Usage: shengji fmt [OPTIONS] FILES...

  Write each record file in canonical form, every comment where it was.

  Each file on its own: to stdout (several files each after a '==> FILE <=='
  line), rewritten with --in-place, checked with --check. A file that cannot be
  read is reported and the others go on; exit 0, 1 (--check: a file would
  change) or 2 (a file could not be read).

Options:
  -i, --in-place             Rewrite each file that changes (atomically: a
                             temporary file in its folder, then a rename; a
                             link's target is written).
  --check                    Write nothing: list the files that would change and
                             exit 1 if there is one.
  --diff                     Print a unified diff of each file that would
                             change.
  --lang [en|zh]             Output language (default: SHENGJI_LANG, then the
                             locale).
  --follow-links             In folders, also read links leading outside the
                             folder.
  --style [keep|zh|symbols]  How to write: keep (each file as it was typed: the
                             Chinese header keys and suit names if its first
                             header key is Chinese, else the English keys and
                             ♠♥♣♦), zh (every file the Chinese way) or symbols
                             (every file with the English keys and ♠♥♣♦).
  -h, --help                 Show this message and exit.

Examples:
  A file in canonical form:
    shengji fmt examples/bury.sj
  Which files would change (exit 1 if any):
    shengji fmt --check records/
  Rewrite them:
    shengji fmt --in-place records/
""",
    ("convert",): """\
Usage: shengji convert [OPTIONS] FILES...

  Write records of any format read as .sj text or JSON records.

  Without -o everything goes to stdout; with -o DIR one file per input in DIR,
  named as the input with the new suffix (a file of several matches to sj: one
  per match), never over an existing file without --force, never over a file the
  same run wrote (a second input of the same name is refused). A record that
  cannot be read, or that the notation cannot hold (it would not read back), is
  reported and the others are written; exit 0, or 2 when something could not be
  read or written.

Options:
  --from [sj|json|godot|80fen|rbtying|botzone|jerryyyu]
                                  Format of the inputs (default: by each file's
                                  suffix, else sj).
  --to [sj|json]                  Format to write: sj (the text notation) or
                                  json (JSON records, one a line).  [required]
  -o, --output DIRECTORY          Write one file per input into this folder
                                  (made if missing).
  --force                         Replace files of the same names in the -o
                                  folder (never one this run wrote).
  --lang [en|zh]                  Output language (default: SHENGJI_LANG, then
                                  the locale).
  -h, --help                      Show this message and exit.

Examples:
  A godot log as .sj text:
    shengji convert --to sj examples/godot_log.godot.json
  80fen logs as JSON records, a file each:
    shengji convert --from 80fen --to json -o converted/ logs/week1.ndjson
""",
    ("schema",): """\
Usage: shengji schema [OPTIONS] COMMAND [ARGS]...

  Print a published JSON Schema: `schema record` (JSON records), `schema check`
  (check --format json), `schema solve` (solve --format json), `schema review`
  (review --format json).

Options:
  --lang [en|zh]  Output language (default: SHENGJI_LANG, then the locale).
  -h, --help      Show this message and exit.

Commands:
  check   The schema of check --format json's output.
  record  The schema of JSON records (read by --from json, written by...
  review  The schema of review --format json's output (a hand's object and...
  solve   The schema of solve --format json's output.

Examples:
  The schema of check's JSON:
    shengji schema check
  The JSON records' schema, to a file:
    shengji schema record > schemas/record.schema.json
""",
    ("schema", "record"): """\
Usage: shengji schema record [OPTIONS]

  The schema of JSON records (read by --from json, written by convert --to
  json).

Options:
  --lang [en|zh]  Output language (default: SHENGJI_LANG, then the locale).
  -h, --help      Show this message and exit.

Examples:
  To a file:
    shengji schema record > schemas/record.schema.json
""",
    ("schema", "check"): """\
Usage: shengji schema check [OPTIONS]

  The schema of check --format json's output.

Options:
  --lang [en|zh]  Output language (default: SHENGJI_LANG, then the locale).
  -h, --help      Show this message and exit.

Examples:
  To a file:
    shengji schema check > schemas/check.schema.json
""",
    ("solve",): """\
Usage: shengji solve [OPTIONS] FILE

  Analyse a hand with every hand open: the defenders' points with best play from
  a trick on, a best line, what each play made cost, whether the bottom dig was
  avoidable.

  The record must give the four hands (deal lines, or every card played and the
  bury). Exit codes: 0 solved (or nothing to analyse after faults the table let
  stand), 2 input that cannot be analysed, 3 not solved within the budget.

Options:
  --hand INTEGER RANGE        The hand of FILE to analyse (1 the first).
                              [default: 1; x>=1]
  --from-trick INTEGER RANGE  Analyse from this trick on (default: the last 6
                              tricks of the record).  [x>=1]
  --trick INTEGER RANGE       With --seat: the trick at which to value every
                              legal play of the seat (the record's earlier plays
                              of that trick made).  [x>=1]
  --seat TEXT                 With --trick: the seat to play.
  --variant TEXT              Preset name or variant file (default: the record's
                              variant: line).
  --budget INTEGER RANGE      Steps each search may take (a node searched or a
                              play tried); past it the answer is 'not solved',
                              never a guess.  [default: 20000000; x>=1]
  --format [text|json]        Output format (JSON: shengji schema solve).
  --lang [en|zh]              Output language (default: SHENGJI_LANG, then the
                              locale).
  -h, --help                  Show this message and exit.

Examples:
  The last tricks of a hand, solved:
    shengji solve examples/national_clean.sj
  Every legal play of a seat, as JSON:
    shengji solve examples/national_clean.sj --trick 20 --seat N --format json
""",
    ("schema", "solve"): """\
Usage: shengji schema solve [OPTIONS]

  The schema of solve --format json's output.

Options:
  --lang [en|zh]  Output language (default: SHENGJI_LANG, then the locale).
  -h, --help      Show this message and exit.

Examples:
  To a file:
    shengji schema solve > schemas/solve.schema.json
""",
}
"""The English help, byte for byte, as click wrote it before the help had a Chinese."""


@pytest.mark.parametrize("path", list(ENGLISH), ids=lambda p: " ".join(p) or "shengji")
def test_english_help_is_unchanged(path: tuple[str, ...]) -> None:
    assert _help(path, "--help") == ENGLISH[path]


def test_the_groups_lang_is_the_commands() -> None:
    assert "闲家得分" in run("--lang", "zh", "score", "--points", "60")[1]
    assert "defenders' points" in run("--lang", "zh", "score", "--points", "60", "--lang", "en")[1]
    code, _, err = run("--lang", "zh", "score", "--points", "x")
    assert code == 2 and "不是整数" in err


def test_no_command_shows_the_help_in_the_users_language() -> None:
    code, _, err = run(env={**COLUMNS, "SHENGJI_LANG": "zh"})
    assert code == 2 and err.startswith("用法：shengji [选项] 命令") and "命令：" in err
    code, _, err = run(env=COLUMNS)
    assert code == 2 and err == ENGLISH[()]


@pytest.mark.parametrize(
    "args,env,want",
    [
        (("--version",), {}, "shengji, version "),
        (("--version", "--lang", "zh"), {}, "shengji 版本 "),
        (("--lang", "zh", "--version"), {}, "shengji 版本 "),
        (("--version",), {"SHENGJI_LANG": "zh"}, "shengji 版本 "),
    ],
)
def test_the_version_in_both_languages(
    args: tuple[str, ...], env: dict[str, str | None], want: str
) -> None:
    code, out, _ = run(*args, env=env)
    assert code == 0 and out.startswith(want + shengji_cli.__version__)


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_version_names_the_engine(lang: str) -> None:
    """``--version`` says which engine answers (issue #29): the compiled core when it is built,
    else Python and why; ``SHENGJI_NATIVE=0`` turns the compiled core off.  In processes of their
    own: the engine is decided once a process."""
    import importlib.util

    built = importlib.util.find_spec("shengji_cli._native") is not None

    def version(native: str) -> str:
        env = {"PATH": "/usr/bin:/bin", "SHENGJI_LANG": lang, "SHENGJI_NATIVE": native}
        args = [sys.executable, "-m", "shengji_cli", "--version"]
        return subprocess.run(args, capture_output=True, text=True, env=env, check=True).stdout

    on, off = version("1"), version("0")
    assert ("native" if lang == "en" else "原生") in on if built else "ython" in on
    assert "SHENGJI_NATIVE=0" in off and "ython" in off


def test_the_help_of_match_names_every_match_line() -> None:
    """``check --help`` (both languages), the README and the package's docstring list the match
    lines :data:`MATCH_KEYS` decides by (issue #33: they had lost ``after:`` and the others)."""
    readme = " ".join(
        (Path(__file__).resolve().parents[2] / "README.md").read_text("utf-8").split()
    )
    texts = [render(Msg.of("cli.help.check.opt.match"), lang) for lang in ("en", "zh")]
    texts += [
        readme.split("a file whose hands carry match lines (", 1)[1].split(")", 1)[0],
        (shengji_cli.__doc__ or "").split("text holds match lines:", 1)[1].split(")", 1)[0],
    ]
    for text in texts:
        assert re.findall(r"\b([a-z]+):", text) == list(MATCH_KEYS), text


def test_an_unknown_command_gets_did_you_mean_in_both_languages() -> None:
    """Issue #33: the Chinese error had lost click's close matches; click's own, now, from the
    catalog (gettext)."""
    code, _, err = run("chek", "x")
    assert code == 2 and "Did you mean one of: 'check', 'schema'?" in err
    code, _, err = run("--lang", "zh", "chek", "x")
    assert code == 2 and "没有命令 'chek'。 （是否要用 'check', 'schema' 之一？）" in err
    code, _, err = run("--lang", "zh", "variants", "shwo")
    assert code == 2 and "是否要用 'show'？" in err
    code, _, err = run("--lang", "zh", "xyzzy")
    assert code == 2 and "没有命令 'xyzzy'" in err and "是否要用" not in err
    code, _, err = run("--lang", "zh", "check", "--jbos", "2", "x")
    assert code == 2 and err.splitlines()[-1] == "shengji: 没有选项 '--jbos'。 是否要用 '--jobs'？"
