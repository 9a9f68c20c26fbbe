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

import re
from functools import cache
from typing import Any

from ..core.backend import native
from ..core.context import context_for
from ..core.escape import printable, shown_name
from ..core.native_args import ctx_args, rules_args
from ..core.variants import NAMED, Variant, load_variant
from ..core.vocab import Side, Trump
from ..report.csv import csv_line
from ..report.formats import json_line

__all__ = ["native_rows", "wanted"]

FORMATS = frozenset({"jsonl", "csv"})
"""The row formats the native writer writes."""


def wanted(fmt: str, variant: Variant | None) -> bool:
    """Whether the native path may write the rows of a run in format ``fmt`` under the run's
    ``variant`` (the caller has ruled out ``--analyze``, ``--match`` and every mode but
    ``check``): a preset the native code handles, or none."""
    module = native()
    return (
        fmt in FORMATS
        and module is not None
        and hasattr(module, "check_plain")  # a build from before the hot path: none
        and (variant is None or variant is _preset(variant.name) and _known(variant.name))
    )


def _preset(name: str) -> Variant | None:
    return load_variant(name) if name in NAMED else None


TRUMPS = (Trump.S, Trump.H, Trump.C, Trump.D, Trump.NT)
"""The trumps in the order the native context holds their tables."""
LEVELS = range(2, 15)


def _variant_data(v: Variant) -> tuple[Any, ...]:
    """A variant as the native context takes it: the parameters the replay reads, as data."""
    lv, m = v.levels, v.match
    table = [(s.at, s.side is Side.DEFENDERS, s.levels) for s in lv.table]
    levels = (
        table,
        lv.step,
        lv.cap,
        lv.takeover_cap,
        str(lv.below_zero),
        (str(m.next_dealer_on_hold), str(m.next_dealer_on_takeover)),
    )
    contexts = [ctx_args(context_for(level, t, v)) for t in TRUMPS for level in LEVELS]
    deck = (v.deck.copies, v.deck.hand_size, v.deck.kitty_size)
    return (v.name, v.version, deck, rules_args(v), levels, contexts)


@cache
def _context() -> Any:
    """The native check's context: the variants it knows, added as they are met."""
    module = native()
    assert module is not None
    return module.CheckContext()


_KNOWN: dict[str, bool] = {}
"""Whether the native context knows each preset met so far (``False``: it refused its data)."""


def _known(name: str) -> bool:
    """Whether the native context knows preset ``name``, adding it when first met."""
    known = _KNOWN.get(name)
    if known is None:
        preset = _preset(name)
        known = False
        if preset is not None:
            try:
                _context().add(_variant_data(preset))
                known = True
            except (ValueError, TypeError, OverflowError):  # a parameter it does not take
                pass
        _KNOWN[name] = known
    return known


_VARIANT_LINE = re.compile(r"(?im)^[ ]*variant[ ]*:[ ]*([^#\n]*?)[ ]*(?:#.*)?$")
"""A ``variant:`` line as the native reader reads it, and its value."""


def native_rows(
    text: str,
    source: str,
    variant: Variant | None,
    start: int = 1,
    line: int = 1,
    fmt: str = "jsonl",
) -> list[str] | None:
    """The rows of every hand of ``text`` (hands numbered from ``start``, its first line the
    file's line ``line``), or ``None``: the Python engine checks it."""
    module = native()
    if module is None:
        return None
    forced = None if variant is None else variant.name
    names = {"national", *_VARIANT_LINE.findall(text)} if forced is None else {forced}
    for name in names:  # the context learns them now (each hand's own variant, else national)
        _known(name)
    rows: list[str] | None = module.check_plain(
        text, _file_value(source, fmt), fmt, start, line, _context(), forced
    )
    return rows


def _file_value(source: str, fmt: str) -> str:
    """The rows' ``file`` value as ``fmt`` writes it: JSON text, or a CSV cell (quoted if it
    must be)."""
    if fmt == "csv":
        return csv_line([printable(shown_name(source))])[:-1]
    return json_line(shown_name(source, json=True))
