"""shengji-cli: the referee's tool for Sheng Ji (升级 / 拖拉机 / 双升 / 80分), one to three decks.

For scripts::

    import shengji_cli
    for report in shengji_cli.check_file("season/week1.sj", variant="national"):
        print(report.hand, report.status, shengji_cli.to_dict(report)["violations"])

``report.status`` is a :class:`Status`: ``clean``, ``violations``, ``incomplete`` (the record
stops before the end) or ``unreadable`` (``report.error``, whose ``kind`` is an
:class:`ErrorKind`); ``report.ok`` means clean.  ``check_text``/``check_file``/``check_paths``
take ``match=True`` (a match), ``False`` (independent hands) or ``None`` (a match when the
text holds match lines: ``levels:``, ``teams:``, ``bid:``, ``turned:``, ``ruling:``, ``after:``,
``time:``, ``redeal:``, ``draw:``).

``check_file`` and ``check_paths`` also take ``fmt=``: ``"sj"``, another platform's format
(``"json"``, the tool's own JSON records, and every name of ``shengji_cli.importers.FORMATS``),
or ``None`` to go by each file's suffix.

``check_text``, ``check_file`` and ``check_paths`` are imported on first use, so
``import shengji_cli`` stays cheap.
"""

from __future__ import annotations

TYPE_CHECKING = False  # not imported from typing: ``import shengji_cli`` imports nothing
__version__ = "0.1.0"
__all__ = [
    "ErrorKind",
    "HandReport",
    "ParseError",
    "Status",
    "check_file",
    "check_paths",
    "check_text",
    "dump",
    "dumps",
    "load",
    "load_variant",
    "loads",
    "to_dict",
]

if TYPE_CHECKING:
    from typing import Any

    from .batch.check import check_file, check_text
    from .batch.pool import check_paths
    from .core.reports import ErrorKind, HandReport
    from .core.variants import load_variant
    from .core.vocab import Status
    from .notation import ParseError, dump, dumps, load, loads
    from .report.json import hand_dict as to_dict

_LAZY = {
    "check_text": "batch.check",
    "check_file": "batch.check",
    "check_paths": "batch.pool",
    "HandReport": "core.reports",
    "ErrorKind": "core.reports",
    "Status": "core.vocab",
    "ParseError": "notation",
    "load_variant": "core.variants",
    "load": "notation",
    "loads": "notation",
    "dump": "notation",
    "dumps": "notation",
    "to_dict": "report.json:hand_dict",
}


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'shengji_cli' has no attribute {name!r}")
    from importlib import import_module

    module, _, attr = module.partition(":")
    value = getattr(import_module(f".{module}", __name__), attr or name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted([*globals(), *_LAZY])
