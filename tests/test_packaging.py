"""The package's metadata (issue #33): one version source, the licence the metadata names shipped
as a file, in the form setuptools no longer warns about."""

from __future__ import annotations

import importlib.metadata
import os
import shutil
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest

import shengji_cli

ROOT = Path(__file__).resolve().parents[1]
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))


def test_the_version_is_written_once() -> None:
    project = PROJECT["project"]
    assert "version" not in project and "version" in project["dynamic"]
    assert PROJECT["tool"]["setuptools"]["dynamic"]["version"] == {
        "attr": "shengji_cli.__version__"
    }
    assert importlib.metadata.version("shengji-cli") == shengji_cli.__version__


def test_the_licence_is_an_spdx_string_and_its_file_ships() -> None:
    project = PROJECT["project"]
    assert project["license"] == "MIT"
    for name in project["license-files"]:
        assert (ROOT / name).read_text("utf-8").startswith("MIT License\n")
    assert not any(
        c.startswith("License ::") for c in project["classifiers"]
    )  # setuptools refuses both
    meta = importlib.metadata.metadata("shengji-cli")
    assert meta["License-Expression"] == "MIT"


def test_the_description_names_every_deck_count() -> None:
    assert "two-deck" not in PROJECT["project"]["description"]
    assert "one to three decks" in PROJECT["project"]["description"]


def test_the_crate_carries_the_package_version() -> None:
    """The compiled core's version is the package's (``native/Cargo.toml``): ``--version``
    prints both, and they move together."""
    cargo = tomllib.loads((ROOT / "native" / "Cargo.toml").read_text("utf-8"))
    assert cargo["package"]["version"] == shengji_cli.__version__


def _copy_of_the_tree(dest: Path) -> Path:
    """The committed files of the project, as a fresh clone has them (no build products)."""
    files = subprocess.run(
        ["git", "-C", str(ROOT), "ls-files", "-z"], capture_output=True, check=True
    ).stdout.split(b"\0")
    for name in filter(None, files):
        src, out = ROOT / name.decode(), dest / name.decode()
        if src.is_file():
            out.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(src, out)
    return dest


def _pip(*args: str, env: dict[str, str]) -> None:
    cmd = [sys.executable, "-m", "pip", "--disable-pip-version-check", "-q", *args]
    subprocess.run(cmd, check=True, env=env, capture_output=True)


@pytest.mark.skipif(shutil.which("git") is None, reason="needs the git checkout")
def test_a_wheel_carries_the_core_and_an_install_without_rust_runs_on_python(
    tmp_path: Path,
) -> None:
    """Issue #29: ``pip wheel .`` carries the compiled module where a Rust toolchain is; where
    none is, ``pip install .`` still succeeds and the tool runs on its Python engine, saying so.
    One test, so that the two builds do not share the tree at once."""
    target = {"CARGO_TARGET_DIR": str(ROOT / "native" / "target")}  # reuse what is compiled
    env = {**os.environ, **target}
    if shutil.which("cargo") is not None:
        tree = _copy_of_the_tree(tmp_path / "tree")
        _pip("wheel", "--no-deps", "-w", str(tmp_path / "wheel"), str(tree), env=env)
        [wheel] = (tmp_path / "wheel").glob("*.whl")
        names = zipfile.ZipFile(wheel).namelist()
        assert any(n.startswith("shengji_cli/_native") and n.endswith(".so") for n in names)
    no_rust = {**env, "PATH": f"{Path(sys.executable).parent}:/usr/bin:/bin"}
    no_rust.pop("CARGO_HOME", None)
    site = tmp_path / "site"
    tree = _copy_of_the_tree(tmp_path / "fresh")  # a clone of its own: nothing built in it
    _pip("install", "--target", str(site), str(tree), env=no_rust)
    assert not list((site / "shengji_cli").glob("_native*.so"))
    run = [sys.executable, "-S", "-m", "shengji_cli"]  # -S: not this checkout's editable install
    py = {**no_rust, "PYTHONPATH": str(site), "SHENGJI_LANG": "en"}
    here = {"env": py, "capture_output": True, "text": True, "cwd": tmp_path}
    version = subprocess.run([*run, "--version"], **here)  # type: ignore[call-overload]
    assert "engine: python; the compiled core is not built" in version.stdout
    example = str(ROOT / "examples" / "national_clean.sj")
    checked = subprocess.run([*run, "check", example], **here)  # type: ignore[call-overload]
    assert checked.returncode == 0, checked.stderr
