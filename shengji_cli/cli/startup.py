"""The collector paused for a process's start-up: a query's imports make some 26,000 objects the
collector tracks, none of them garbage, and collecting them again and again cost it about 3 ms
(26 collections; ``gc.callbacks``).  Imports nothing but :mod:`gc`, so that it is the first thing
the entry point loads.
"""

from __future__ import annotations

import gc

_paused = False


def pause_gc() -> None:
    """Stop collecting until :func:`resume_gc` (the entry point, before its imports)."""
    global _paused
    if gc.isenabled():
        gc.disable()
        _paused = True


def resume_gc() -> None:
    """Collect again, as a command starts, if :func:`pause_gc` stopped it.  What the start-up
    made is frozen first: no collection walks it again, here or in the workers forked later."""
    global _paused
    if _paused:
        _paused = False
        gc.freeze()
        gc.enable()
