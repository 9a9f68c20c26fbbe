"""The native hot path of ``check``: a plain ``.sj`` text in, its hands' rows out.

The compiled core (:func:`~shengji_cli.core.backend.native`) reads the text, replays each hand
and writes its row when it proves every hand of the text plain and clean; otherwise it declines
and the Python engine checks the text as before — one verdict and one row either way, the same
bytes (``tests/native/test_native_check.py``).  It is tried only where its rows are all the
output would hold: ``check`` mode in JSON lines, no ``--analyze``, no ``--match``, a preset as
the run's variant (or none), and presets only on the records' ``variant:`` lines.  A clean hand
has no violation, so ``--select``/``--ignore`` leave its row as it is, and it counts as checked
and clean, as the Python path counts it.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from ..core.backend import native
from ..core.escape import shown_name
from ..core.variants import NAMED, Variant, load_variant
from ..report.formats import json_line

__all__ = ["native_rows", "wanted"]

FORMATS = frozenset({"jsonl"})
"""The row formats the native writer writes."""


def wanted(fmt: str, variant: Variant | None) -> bool:
    """Whether the native path may write the rows of a run in format ``fmt`` under the run's
    ``variant`` (the caller has ruled out ``--analyze``, ``--match`` and every mode but
    ``check``)."""
    return fmt in FORMATS and _forced(variant) is not False and native() is not None


def _forced(v: Variant | None) -> int | None | bool:
    """The index of the run's variant among the presets, ``None`` for none, ``False`` for one
    the native path does not know (a variant file)."""
    if v is None:
        return None
    if v.name not in NAMED or v is not load_variant(v.name):
        return False
    return sorted(NAMED).index(v.name)


@cache
def _context(forced: int | None) -> Any:
    """The native check's context: every preset's name and version, and the run's variant."""
    module = native()
    assert module is not None
    names = sorted(NAMED)
    return module.CheckContext([(n, load_variant(n).version) for n in names], forced)


def native_rows(
    text: str, source: str, variant: Variant | None, start: int = 1, line: int = 1
) -> list[str] | None:
    """The rows of every hand of ``text`` (hands numbered from ``start``, its first line the
    file's line ``line``), or ``None``: the Python engine checks it."""
    module = native()
    forced = _forced(variant)
    if module is None or forced is False:
        return None
    assert not isinstance(forced, bool)
    file_json = json_line(shown_name(source, json=True))
    rows: list[str] | None = module.check_plain(text, file_json, start, line, _context(forced))
    return rows
