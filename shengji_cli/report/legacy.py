"""Transitional: ``legacy.en`` messages (a plain English sentence, from code not yet using catalog
ids) are put into Chinese by the old regex translator, :mod:`.i18n`.

The renderers call :func:`say` and :func:`error` instead of the catalog for anything that may
still be one; once no ``legacy.en`` message is made, both become :func:`.catalog.show` and
:func:`.json.error_text`, and this module and :mod:`.i18n` go.
"""

from __future__ import annotations

from ..core.findings import InputError
from ..core.messages import Localized, Msg
from .catalog import show
from .i18n import zh
from .json import error_text
from .lang import Lang


def say(message: Msg | Localized | str, lang: Lang) -> str:
    """``message`` in ``lang``."""
    text = show(message, lang)
    return zh(text) if lang == "zh" and isinstance(message, Msg) and message.id == "legacy.en" else text


def error(e: InputError, lang: Lang) -> str:
    """An input error's text in ``lang`` (see :func:`.json.error_text`)."""
    text = error_text(e, lang)
    return zh(text) if lang == "zh" and e.message.id == "legacy.en" else text
