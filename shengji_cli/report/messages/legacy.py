"""Transitional: messages still written out at their call site (``core.messages.Note``).

Empty of callers when the catalog is complete; ``tests/report/test_catalog.py`` checks.
"""

from __future__ import annotations

MESSAGES: dict[str, tuple[str, str]] = {
    "legacy": ("{en}", "{zh}"),
    "legacy.en": ("{en}", "{en}"),
}
