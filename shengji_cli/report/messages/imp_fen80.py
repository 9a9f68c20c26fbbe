"""Messages of the `fen80` importer (ids `imp_fen80.…`)."""

from __future__ import annotations

MESSAGES: dict[str, tuple[str, str]] = {
}
