""" "Did you mean …": the known name closest to a misspelt one.

>>> did_you_mean("nationl", ["national", "shenzhen"]), did_you_mean("xyz", ["national"])
('national', None)
>>> did_you_mean("levle", ["level", "levels", "trump"]), did_you_mean("n", ["N", "E", "S", "W"])
('level', 'N')
"""

from __future__ import annotations

from collections.abc import Iterable

__all__ = ["did_you_mean"]


def did_you_mean(word: str, known: Iterable[str]) -> str | None:
    """The one name of ``known`` closest to ``word``: the same letters in another case first,
    else :func:`difflib.get_close_matches`, if any is close enough; never ``word`` itself."""
    choices = [k for k in known if k != word]
    folded = word.casefold()
    for c in choices:
        if c.casefold() == folded:
            return c
    import difflib  # only for a misspelt name: not at every start-up

    near = difflib.get_close_matches(folded, [c.casefold() for c in choices], n=1, cutoff=0.6)
    return next(c for c in choices if c.casefold() == near[0]) if near else None
