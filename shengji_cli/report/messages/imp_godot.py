"""Messages of the `godot` importer (ids `imp_godot.…`)."""

from __future__ import annotations

MESSAGES: dict[str, tuple[str, str]] = {
}
