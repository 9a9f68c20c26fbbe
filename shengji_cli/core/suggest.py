""""Did you mean …": the closest of the words a place allows to a word it does not.

>>> close_to("levle", ["level", "levels", "trump"]), close_to("n", ["N", "E", "S", "W"]), close_to("zz", ["N"])
('level', 'N', None)
"""

from __future__ import annotations

from collections.abc import Iterable
from difflib import get_close_matches

__all__ = ["close_to"]


def close_to(word: str, allowed: Iterable[str]) -> str | None:
    """The allowed word ``word`` was most likely meant as (same letters in another case first),
    or ``None`` when none is close."""
    choices = list(allowed)
    folded = word.casefold()
    for c in choices:
        if c.casefold() == folded:
            return c
    found = get_close_matches(folded, [c.casefold() for c in choices], n=1, cutoff=0.75)
    return next(c for c in choices if c.casefold() == found[0]) if found else None
