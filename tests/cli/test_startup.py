"""A query loads what it needs when it needs it: what the command group and the query commands
import (each checked in a fresh interpreter), the version ``--version`` says without
``importlib.metadata``, the grammar's patterns compiled on first use.  (The wall times are
``benchmarks/bench_startup.py``'s: never a timed test.)"""

from __future__ import annotations

import re
import subprocess
import sys
import tomllib
from pathlib import Path

import click
import pytest
from clirun import run

import shengji_cli
from shengji_cli.cli.main import COMMANDS, main
from shengji_cli.notation import grammar

ROOT = Path(__file__).resolve().parents[2]
HEAVY = ("pyparsing", "tabulate", "importlib.metadata", "dask", "distributed", "shengji_cli.importers",
         "shengji_cli.batch", "shengji_cli.gen", "shengji_cli.notation.elements")
"""Modules no query needs: the grammar's pyparsing elements, the table library, the package
metadata, the distributed check and the batch machinery."""


def _loaded(code: str) -> set[str]:
    """The modules loaded after running ``code`` in a fresh interpreter."""
    probe = f"{code}\nimport sys\nprint('\\n'.join(sys.modules))"
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True, cwd=ROOT)
    return set(done.stdout.split())


def _heavy(modules: set[str]) -> list[str]:
    return sorted(m for m in modules if any(m == h or m.startswith(h + ".") for h in HEAVY))


def test_the_group_imports_no_command() -> None:
    modules = _loaded("import shengji_cli.cli.main")
    assert _heavy(modules) == []
    assert not {f"shengji_cli.cli.{m}" for m in COMMANDS.values()} & modules
    # ``--version`` and ``--help`` need neither the variants nor the notation.
    assert not {"shengji_cli.core.variants", "shengji_cli.notation"} & modules


@pytest.mark.parametrize("module", ["queries", "throw"])
def test_the_queries_import_nothing_heavy(module: str) -> None:
    assert _heavy(_loaded(f"import shengji_cli.cli.main, shengji_cli.cli.{module}")) == []


def test_a_query_loads_only_its_own_module() -> None:
    code = ("import contextlib, io\nfrom shengji_cli.cli.main import main\n"
            "with contextlib.redirect_stdout(io.StringIO()), contextlib.suppress(SystemExit):\n"
            "    main(['score', '--points', '85'], prog_name='shengji')")
    modules = _loaded(code)
    assert "shengji_cli.cli.queries" in modules and _heavy(modules) == []
    assert {f"shengji_cli.cli.{m}" for m in COMMANDS.values()} & modules == {"shengji_cli.cli.queries"}


def test_every_command_is_listed_and_found() -> None:
    ctx = click.Context(main)
    assert main.list_commands(ctx) == sorted(COMMANDS)
    for name in COMMANDS:
        command = main.get_command(ctx, name)
        assert isinstance(command, click.Command) and command.name == name
    assert main.get_command(ctx, "nonesuch") is None
    assert sorted(main.commands) == sorted(COMMANDS)


def test_the_version_is_the_projects() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"]
    assert shengji_cli.__version__ == project["version"]
    code, out, _ = run("--version")
    assert code == 0 and out == f"shengji, version {project['version']}\n"


def test_the_lazy_patterns_are_the_compiled_ones() -> None:
    patterns = {name: value for name, value in vars(grammar).items() if name.endswith("_RE")}
    patterns |= {f"HEADER_RES[{k}]": v for k, v in grammar.HEADER_RES.items()}
    patterns |= {f"HEADER_FULL_RES[{k}]": v for k, v in grammar.HEADER_FULL_RES.items()}
    assert len(patterns) > 40
    for name, lazy in patterns.items():
        compiled = re.compile(lazy.pattern)
        assert (lazy.groupindex, lazy.groups, lazy.flags) == (compiled.groupindex, compiled.groups, compiled.flags), name
    line = "1. N ♠A | E ♠3 | S ♠5 | W ♠K"
    assert grammar.TRICK_RE.fullmatch(line) is not None
    assert grammar.TRICK_RE.fullmatch(line).groups() == re.compile(grammar.TRICK_RE.pattern).fullmatch(line).groups()


def test_the_trick_patterns_have_the_readers_layout() -> None:
    """The reader unpacks a trick line's groups in this order (it checked it at import)."""
    layout = ["number"] + [f"{g}{i}" for i in range(4) for g in ("seat", "cards", "played")]
    for rx in (grammar.TRICK_RE, grammar.TRICK_FULL_RE):
        assert list(rx.groupindex) == layout and rx.groups == len(layout)
