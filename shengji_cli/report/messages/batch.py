"""Messages of the batch part (id → English, Chinese)."""

from __future__ import annotations

MESSAGES: dict[str, tuple[str, str]] = {
}
