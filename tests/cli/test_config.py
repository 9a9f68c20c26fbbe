"""Defaults from a configuration file (issue #33): the nearest ``shengji.toml`` or
``pyproject.toml`` with ``[tool.shengji]``; top-level keys for every command, a table per
command; the command line and ``SHENGJI_LANG`` win; a bad file is an error naming its line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from clirun import run

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
FOLLOW = str(EXAMPLES / "illegal_follow.sj")
BURY = str(EXAMPLES / "bury.sj")


@pytest.fixture()
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A project folder with a sub-folder the commands run in."""
    (tmp_path / "sub").mkdir()
    monkeypatch.chdir(tmp_path / "sub")
    return tmp_path


def _json(*args: str, env: dict[str, str | None] | None = None) -> list[dict[str, object]]:
    code, out, err = run("check", *args, "--format", "json", env=env)
    assert code in (0, 1), err
    records: list[dict[str, object]] = json.loads(out)["records"]
    return records


def test_pyproject_sets_the_variant_and_the_kinds_of_every_command(project: Path) -> None:
    (project / "pyproject.toml").write_text(
        '[project]\nname = "club"\n\n[tool.shengji]\nvariant = "shenzhen"\n'
        'select = ["card-not-held"]\n',
        encoding="utf-8",
    )
    [record] = _json(FOLLOW)
    assert record["variant"] == "shenzhen" and record["violations"] == []
    [record] = _json(FOLLOW, "--variant", "national", "--select", "illegal-follow")
    assert record["variant"] == "national" and record["violations"]  # the command line wins


def test_a_commands_table_and_the_nearest_file(project: Path) -> None:
    (project / "shengji.toml").write_text('[check]\nignore = "illegal-follow"\n', "utf-8")
    (project / "sub" / "pyproject.toml").write_text('[project]\nname = "x"\n', "utf-8")
    [record] = _json(FOLLOW)  # a pyproject.toml without [tool.shengji] is passed over
    assert record["violations"] == []
    code, out, _ = run("--isolated", "check", FOLLOW, "--format", "json")
    assert code == 1 and json.loads(out)["records"][0]["violations"]


def test_the_language_from_the_file_below_the_environment_and_the_option(project: Path) -> None:
    (project / "shengji.toml").write_text('lang = "zh"\n', "utf-8")
    assert "有违例" in run("check", FOLLOW, env={"SHENGJI_LANG": None})[1]
    assert "有违例" not in run("check", FOLLOW, env={"SHENGJI_LANG": "en"})[1]
    assert "有违例" not in run("--lang", "en", "check", FOLLOW, env={"SHENGJI_LANG": None})[1]
    (project / "shengji.toml").write_text('[check]\nlang = "zh"\n', "utf-8")
    assert "有违例" in run("check", FOLLOW, env={"SHENGJI_LANG": None})[1]
    assert "有违例" not in run("check", FOLLOW, env={"SHENGJI_LANG": "en"})[1]


def test_a_variant_file_is_read_beside_the_configuration(project: Path) -> None:
    (project / "house.toml").write_text(
        'name = "house"\nextends = "national"\nversion = "1"\n', "utf-8"
    )
    (project / "shengji.toml").write_text('variant = "house.toml"\n', "utf-8")
    [record] = _json(FOLLOW)
    assert record["variant"] == "house"


@pytest.mark.parametrize(
    "text,where,says",
    [
        ('[tool.shengji]\nvarient = "national"\n', "2:1", "did you mean 'variant'?"),
        ("[tool.shengji.check]\njbos = 2\n", "2:1", "did you mean 'jobs'?"),
        ("[tool.shengji.chekc]\njobs = 2\n", "1:1", "did you mean 'check'?"),
        ("[tool.shengji]\nvariant =\n", "2:10", "not TOML"),
        ("[tool.shengji]\nvariant = {name = 1}\n", "2:1", "takes a string"),
        ('[tool.shengji]\nlang = "fr"\n', "2:1", "takes a string"),
    ],
)
def test_a_bad_file_names_its_line_and_exits_2(
    project: Path, text: str, where: str, says: str
) -> None:
    (project / "pyproject.toml").write_text(text, "utf-8")
    code, out, err = run("check", FOLLOW)
    assert code == 2 and out == ""
    assert err.startswith(f"shengji: {project / 'pyproject.toml'}:{where}: ") and says in err
    assert run("--isolated", "check", BURY)[0] == 1  # --isolated reads no file


def test_the_readmes_example_is_a_configuration_the_tool_reads(project: Path) -> None:
    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text("utf-8")
    example = readme.split("```toml\n[tool.shengji]\n", 1)[1].split("```", 1)[0]
    (project / "pyproject.toml").write_text("[tool.shengji]\n" + example, "utf-8")
    code, out, _ = run("check", BURY, "--format", "json", env={"SHENGJI_LANG": None})
    assert code == 1
    [record] = json.loads(out)["records"]
    assert record["variant"] == "shenzhen"


def test_a_folder_name_is_escaped_in_the_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    odd = tmp_path / "club\x1b[31m"
    odd.mkdir()
    monkeypatch.chdir(odd)
    (odd / "shengji.toml").write_text("varient = 1\n", "utf-8")
    code, _, err = run("check", FOLLOW)
    assert code == 2 and "\x1b" not in err and "club" in err
