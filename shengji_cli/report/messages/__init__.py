"""The catalog's entries, one module per part of the tool (message id → English, Chinese).

Ids are dotted: the first part names the module that holds them.
"""

from __future__ import annotations

from . import (
           batch,
           bounds,
           cli,
           dask,
           gen,
           hand,
           imp_fen80,
           imp_godot,
           imp_json,
           limits,
           match,
           notation,
           report,
           solve,
           solver,
           variants,
)

MODULES = (hand.MESSAGES, match.MESSAGES, variants.MESSAGES, notation.MESSAGES, batch.MESSAGES,
           report.MESSAGES, cli.MESSAGES, gen.MESSAGES, limits.MESSAGES, bounds.MESSAGES,
           imp_json.MESSAGES, imp_fen80.MESSAGES, imp_godot.MESSAGES, dask.MESSAGES,
           solver.MESSAGES, solve.MESSAGES)
