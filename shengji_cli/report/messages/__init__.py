"""The catalog's entries, one module per part of the tool (message id → English, Chinese).

Ids are dotted: the first part names the module that holds them.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from collections.abc import Mapping

PARTS = (
    "hand",
    "match",
    "variants",
    "notation",
    "batch",
    "report",
    "cli",
    "gen",
    "limits",
    "bounds",
    "imp_json",
    "imp_fen80",
    "imp_godot",
    "imp_rbtying",
    "imp_botzone",
    "imp_jerryyyu",
    "dask",
    "solver",
    "solve",
    "ruled",
    "show",
    "review",
)
"""The catalog's parts: each a module of this package, its ids starting with its name."""


def part(name: str) -> Mapping[str, tuple[str, str]]:
    """The entries of the part ``name`` (imported on first use: a query needs one or two)."""
    table: Mapping[str, tuple[str, str]] = import_module(f".{name}", __name__).MESSAGES
    return table


def __getattr__(name: str) -> Any:
    if name == "MODULES":  # every part's entries, in PARTS order
        value = tuple(part(p) for p in PARTS)
        globals()[name] = value
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
