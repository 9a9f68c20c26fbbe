"""The output language: ``--lang``, else ``SHENGJI_LANG``, else the locale (``zh_*`` → Chinese).

>>> resolve_lang("zh"), resolve_lang("en", {"SHENGJI_LANG": "zh"})
('zh', 'en')
>>> resolve_lang(None, {"LANG": "zh_CN.UTF-8"}), resolve_lang(None, {"LANG": "C.UTF-8"})
('zh', 'en')
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from typing import Literal

Lang = Literal["en", "zh"]
LANGS: tuple[Lang, ...] = ("en", "zh")


def resolve_lang(option: str | None = None, env: Mapping[str, str] | None = None) -> Lang:
    """The language to write in: the option if given, else the environment's."""
    if option:
        return "zh" if option == "zh" else "en"
    env = os.environ if env is None else env
    chosen = env.get("SHENGJI_LANG", "")
    if chosen in LANGS:
        return "zh" if chosen == "zh" else "en"
    for key in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(key, "")
        if value:
            return "zh" if value.lower().startswith("zh") else "en"
    return "en"
