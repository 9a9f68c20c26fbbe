"""Messages of the `json` importer (ids `imp_json.…`)."""

from __future__ import annotations

MESSAGES: dict[str, tuple[str, str]] = {
}
