"""Which engine answers: the compiled core or the Python reference.

The compiled core, ``shengji_cli._native`` (the Rust crate in ``native/``, docs/architecture.md),
is built by ``pip install`` when a Rust toolchain is present.  Where it is not built, or when the
environment variable ``SHENGJI_NATIVE`` is ``0``, every answer comes from the Python engine, which
is the documented reference either way: the native code answers exactly what it answers, and the
differential tests (``tests/native/``) hold the two together.

The module is imported on first use (:func:`native`), so commands that never search or check do
not load it.

>>> backend_name() in {"native", "python"}
True
"""

from __future__ import annotations

import os
from functools import cache
from types import ModuleType

__all__ = ["ENV", "Backend", "backend", "backend_name", "native"]

ENV = "SHENGJI_NATIVE"
"""``SHENGJI_NATIVE=0`` forces the Python engine (for comparison, or to rule out the native one)."""


class Backend:
    """The engine in use: its name, the native module's version, and why Python if it is."""

    __slots__ = ("module", "reason", "version")

    def __init__(self, module: ModuleType | None, reason: str) -> None:
        self.module = module
        self.reason = reason
        """``""`` for native; ``"off"`` (``SHENGJI_NATIVE=0``) or ``"missing"`` (not built)."""
        self.version: str = getattr(module, "__version__", "") if module else ""

    @property
    def name(self) -> str:
        return "native" if self.module is not None else "python"


@cache
def backend() -> Backend:
    """The engine this process uses, decided once."""
    if os.environ.get(ENV, "").strip() == "0":
        return Backend(None, "off")
    try:
        from .. import _native
    except ImportError:
        return Backend(None, "missing")
    return Backend(_native, "")


def native() -> ModuleType | None:
    """The compiled module, or ``None`` when the Python engine answers."""
    return backend().module


def backend_name() -> str:
    """``"native"`` or ``"python"``."""
    return backend().name
