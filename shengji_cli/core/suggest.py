""""Did you mean …": the known name closest to a misspelt one.

>>> did_you_mean("nationl", ["national", "shenzhen"]), did_you_mean("xyz", ["national"])
('national', None)
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable


def did_you_mean(word: str, known: Iterable[str]) -> str | None:
    """The one name of ``known`` closest to ``word`` (:func:`difflib.get_close_matches`), if
    any is close enough; never ``word`` itself."""
    choices = [k for k in known if k != word]
    near = difflib.get_close_matches(word, choices, n=1, cutoff=0.6)
    return near[0] if near else None
