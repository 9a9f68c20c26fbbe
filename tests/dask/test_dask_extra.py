"""The dask extra is optional: without it, importing the package and every other command work,
and ``check --dask`` says what to install (``dask.not-installed``) and exits 2."""

from __future__ import annotations

import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
from clirun import run

from shengji_cli.dask import DaskError, check_bag
from shengji_cli.report.messages.dask import MESSAGES

EXAMPLE = str(Path(__file__).resolve().parents[2] / "examples" / "national_clean.sj")
BLOCKED = ("dask", "dask.bag", "distributed", "fsspec")


@pytest.fixture()
def no_dask(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in BLOCKED:
        monkeypatch.setitem(sys.modules, name, None)  # `import name` raises ImportError


def test_without_the_extra_check_dask_says_what_to_install(no_dask: None) -> None:
    code, out, err = run("check", "--dask", "local", EXAMPLE)
    assert (code, out) == (2, "")
    assert err == (
        "shengji: --dask needs the dask extra (no module dask): pip install '.[dask]' in "
        "shengji-cli's folder\n"
    )
    code, _, err = run("check", "--dask", "local", "--lang", "zh", EXAMPLE)
    assert code == 2 and "pip install .[dask]" in err and "需要附加组件" in err
    with pytest.raises(DaskError):
        check_bag([EXAMPLE])


def test_the_hint_installs_an_extra_the_clone_defines() -> None:
    """The package is not on PyPI: the hint installs from the clone's folder, in both languages."""
    root = Path(__file__).resolve().parents[2]
    extras = tomllib.loads((root / "pyproject.toml").read_text("utf-8"))["project"][
        "optional-dependencies"
    ]
    for text in MESSAGES["dask.not-installed"]:
        named = re.findall(r"pip install '?\.\[(\w+)\]'", text)
        assert named == ["dask"] and "shengji-cli[" not in text
        assert any(req.startswith("dask") for req in extras[named[0]])


def test_without_the_extra_the_rest_works(no_dask: None) -> None:
    code, out, _ = run("check", "--format", "jsonl", EXAMPLE)
    assert code == 0 and '"status": "clean"' in out


def test_importing_the_package_does_not_import_dask() -> None:
    code = (
        "import sys, shengji_cli, shengji_cli.cli.main, shengji_cli.dask\n"
        "assert not {'dask', 'distributed', 'fsspec'} & set(sys.modules), sorted(sys.modules)\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
