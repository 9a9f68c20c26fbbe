"""Messages of the hand part (id → English, Chinese)."""

from __future__ import annotations

MESSAGES: dict[str, tuple[str, str]] = {
    "claim.points": ("recorded {recorded} points; the replay gives {computed}", "记录得分 {recorded}，复盘得分 {computed}"),
}
