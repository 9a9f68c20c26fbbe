"""The package's metadata (issue #33): one version source, the licence the metadata names shipped
as a file, in the form setuptools no longer warns about."""

from __future__ import annotations

import importlib.metadata
import tomllib
from pathlib import Path

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
