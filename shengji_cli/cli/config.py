"""Defaults from a configuration file, as ruff reads ``[tool.ruff]``.

The file is the nearest ``shengji.toml``, or ``pyproject.toml`` with a ``[tool.shengji]`` table,
in the current folder or a folder above it (``shengji --isolated`` reads none).  Its top-level
keys are defaults for every command that has the option — ``variant``, ``lang``, ``select``,
``ignore`` — and a table per command sets any of that command's options by its long name::

    # pyproject.toml
    [tool.shengji]
    variant = "shenzhen"          # or a variant file, relative to this file's folder
    lang = "zh"
    select = ["illegal-follow", "failed-throw"]

    [tool.shengji.check]
    jobs = 2
    require-complete = true

The command line wins over ``SHENGJI_LANG``, which wins over the file.  A key the file should
not have, a value of the wrong type or a file that is not TOML is an error naming the file, its
line and column, exit 2: a setting is never silently dropped.
"""

from __future__ import annotations

import os
import re
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import click

from ..core.escape import shown_name
from ..core.messages import Msg
from ..core.suggest import did_you_mean

__all__ = ["Config", "ConfigError", "config_defaults", "find_config", "load_config"]

FILES = ("shengji.toml", "pyproject.toml")
"""The names looked for in each folder, in this order."""
SHARED = ("variant", "lang", "select", "ignore")
"""Top-level keys: a default for every command with the option."""
MAX_BYTES = 1_000_000
"""A configuration file larger than this is refused, not read."""


class ConfigError(Exception):
    """A configuration file that cannot be used: its message says where and why."""

    def __init__(self, message: Msg) -> None:
        super().__init__(message.id)
        self.message = message


@dataclass(frozen=True)
class Config:
    """What a configuration file sets: its path, the top-level keys, the commands' tables."""

    path: Path
    shared: dict[str, Any] = field(default_factory=dict)
    commands: dict[str, dict[str, Any]] = field(default_factory=dict)
    text: str = ""


def find_config(start: Path) -> Path | None:
    """The nearest configuration file from ``start`` up to the root, if any."""
    for folder in (start, *start.parents):
        for name in FILES:
            path = folder / name
            if path.is_file() and (name == "shengji.toml" or _has_table(path)):
                return path
    return None


def _has_table(path: Path) -> bool:
    try:
        with path.open("rb") as f:
            return b"[tool.shengji" in f.read(MAX_BYTES)
    except OSError:
        return False


def load_config(path: Path, commands: dict[str, str]) -> Config:
    """The settings of ``path`` (``commands``: the command names a table may have)."""
    text = _read(path)
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        line, col = _place_of(str(exc))
        why = _located(path, line, col, "cli.config.not-toml", reason=str(exc))
        raise ConfigError(why) from None
    if path.name == "pyproject.toml":
        data = data.get("tool", {}).get("shengji", {})
    if not isinstance(data, dict):
        raise ConfigError(_located(path, 1, 1, "cli.config.not-a-table", key="tool.shengji"))
    config = Config(path, text=text)
    for key, value in data.items():
        _sort_key(config, key, value, commands)
    return config


def _read(path: Path) -> str:
    try:
        if path.stat().st_size > MAX_BYTES:
            why = Msg.of("cli.config.too-big", file=shown_name(str(path)), limit=MAX_BYTES)
            raise ConfigError(why)
        return path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        why = Msg.of("cli.config.cannot-read", file=shown_name(str(path)), reason=str(exc))
        raise ConfigError(why) from None


def _sort_key(config: Config, key: str, value: Any, commands: dict[str, str]) -> None:
    if key in SHARED:
        config.shared[key] = _plain(config, key, value)
    elif key in commands:
        if not isinstance(value, dict):
            raise ConfigError(_at_key(config, key, "cli.config.not-a-table", key=key))
        config.commands[key] = {k: _plain(config, k, v) for k, v in value.items()}
    else:
        near = did_you_mean(key, [*SHARED, *commands])
        raise ConfigError(_unknown(config, key, near))


def _plain(config: Config, key: str, value: Any) -> str | int | float | bool | list[str]:
    """A value an option can take: a string, number or flag, or a list (of strings)."""
    if isinstance(value, list) and all(isinstance(v, str | int) for v in value):
        return [str(v) for v in value]
    if isinstance(value, str | int | float | bool):
        return value
    raise ConfigError(_at_key(config, key, "cli.config.bad-value", key=key))


def config_defaults(config: Config, command: click.Command) -> dict[str, Any]:
    """``command``'s ``default_map`` from ``config`` (its own table over the top-level keys)."""
    by_name = _options_of(command)
    out: dict[str, Any] = {}
    for key, value in config.shared.items():
        if key in by_name and key != "lang":  # the language: below SHENGJI_LANG (config_lang)
            out[by_name[key].name or key] = _value(config, key, value, by_name[key])
    for key, value in config.commands.get(command.name or "", {}).items():
        if key == "lang":
            continue  # config_lang
        param = by_name.get(key)
        if param is None:
            raise ConfigError(_unknown(config, key, did_you_mean(key, by_name), command.name))
        out[param.name or key] = _value(config, key, value, param)
    return out


def _options_of(command: click.Command) -> dict[str, click.Parameter]:
    """``command``'s options by long name without the dashes (``require-complete``)."""
    out: dict[str, click.Parameter] = {}
    for p in command.params:
        for opt in p.opts if isinstance(p, click.Option) else ():
            if opt.startswith("--"):
                out.setdefault(opt[2:], p)
    return out


def _value(config: Config, key: str, value: Any, param: click.Parameter) -> Any:
    if isinstance(value, list) and not param.multiple:
        value = ",".join(value)
    if key == "variant" and isinstance(value, str) and value.endswith(".toml"):
        return os.path.join(config.path.parent, value)  # a file: beside the configuration
    return value


def config_lang(config: Config, command: str) -> str | None:
    """The file's ``lang`` for ``command`` (its table's, else the top level's), if any."""
    lang = config.commands.get(command, {}).get("lang", config.shared.get("lang"))
    if lang is None:
        return None
    if lang not in ("en", "zh"):
        raise ConfigError(_at_key(config, "lang", "cli.config.bad-value", key="lang"))
    return str(lang)


_PLACE = re.compile(r"\(at line (\d+), column (\d+)\)")


def _place_of(reason: str) -> tuple[int, int]:
    m = _PLACE.search(reason)
    return (int(m.group(1)), int(m.group(2))) if m else (1, 1)


def _line_of(config: Config, key: str) -> int:
    """The line where ``key`` is set (the first such), else 1."""
    pattern = re.compile(rf"^\s*(\"{re.escape(key)}\"|{re.escape(key)})\s*=|^\[.*\b{key}\]")
    for n, line in enumerate(config.text.splitlines(), 1):
        if pattern.search(line):
            return n
    return 1


def _at_key(config: Config, name: str, message_id: str, **params: Any) -> Msg:
    return _located(config.path, _line_of(config, name), 1, message_id, **params)


def _unknown(config: Config, key: str, near: str | None, command: str | None = None) -> Msg:
    where = f"[tool.shengji.{command}]" if command else "[tool.shengji]"
    if config.path.name == "shengji.toml":
        where = f"[{command}]" if command else "shengji.toml"
    message_id = "cli.config.unknown-key.near" if near else "cli.config.unknown-key"
    return _at_key(config, key, message_id, key=key, table=where, near=near or "")


def _located(path: Path, line: int, col: int, message_id: str, **params: Any) -> Msg:
    file = shown_name(str(path))  # a folder's name is untrusted text on a terminal too
    return Msg.of("cli.config.at", file=file, line=line, col=col, why=Msg.of(message_id, **params))
