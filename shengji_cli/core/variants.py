"""Rule variants as data: the presets ship as TOML files, a user file may extend one.

Every way the presets differ is a named parameter here; the engine reads parameters and
never asks for a preset's name.  A variant file is TOML with the sections of
:class:`Variant`; ``extends = "national"`` (or a path) starts from another variant and
overrides only the keys given.  An unknown key or a bad value is a :class:`VariantError`
naming the key and the file (its :attr:`~VariantError.message` is a catalog message), with
"did you mean …" for a near miss (a misspelt key, a preset's name).

The texts per violation kind: ``[articles]``, the article broken, cited after the rulebook's
title (``rulebook_zh``, its own title; ``rulebook`` in English); ``[rulings]``, what the
referee rules, a template whose fields are the variant's numbers (``{throw.penalty_per_card}
points per withdrawn card``: :func:`ruling_fields`, :mod:`.templates`), filled when the variant
is loaded, so a file that changes a number changes the inherited rulings that state it; an
unknown field is a :class:`VariantError`.  ``[rulings_zh]`` holds the ``[rulings]`` in Chinese
(``--lang zh``); a file that changes a ruling without its Chinese drops the inherited Chinese
one, so the English shows rather than a stale translation.

Files are read defensively, whoever names them: regular files only, opened without
blocking, at most :data:`MAX_FILE_BYTES`; ``extends`` chains at most :data:`MAX_CHAIN` files,
their cycles found on real paths; every number range-checked (:data:`RANGES`).  ``root``
confines a file and its chain to a folder (a record's ``variant:`` line under
``--allow-variant-dir``): the real path must stay under it, a final link is not followed, and
a file missing or outside it gives the same error.  No error quotes the file's content: a key
name, a TOML line and column at most.

>>> v = load_variant("shenzhen")
>>> v.name, v.bottom.tractor, str(v.throw.forced_play)
('shenzhen', '4n', 'next-player-picks')
>>> sorted(PRESETS)
['bjtu', 'club10', 'national', 'online', 'shanghai', 'shenzhen']

The code lies in four modules, re-exported here: the schema and its docs
(:mod:`.variant_schema`), loading and coercion (:mod:`.variant_loading`), the texts' templates
(:mod:`.variant_texts`) and file access (:mod:`.variant_files`).
"""

from __future__ import annotations

from .variant_files import _read_file as _read_file
from .variant_files import real_path
from .variant_loading import load_variant, variant_from_table
from .variant_schema import (
    DECK_POINTS,
    DRAW_NAMES,
    KINDS,
    MAX_CHAIN,
    MAX_COEFFICIENT,
    MAX_FILE_BYTES,
    MAX_LEVELS,
    MAX_MULTIPLIER,
    NAMED,
    POINTS_RANGE,
    PRESETS,
    RANGES,
    BottomRules,
    ConsequenceRules,
    DeckRules,
    DeclarationRules,
    FaultRules,
    FollowRules,
    LevelMap,
    LevelRules,
    LevelStep,
    MatchRules,
    OrderRules,
    RuffRules,
    Texts,
    ThrowRules,
    Variant,
    VariantError,
    param_docs,
    presets_only,
    shown,
    tractor_multiplier,
)
from .variant_texts import ruling_fields

__all__ = [
    "DECK_POINTS",
    "DRAW_NAMES",
    "KINDS",
    "MAX_CHAIN",
    "MAX_COEFFICIENT",
    "MAX_FILE_BYTES",
    "MAX_LEVELS",
    "MAX_MULTIPLIER",
    "NAMED",
    "POINTS_RANGE",
    "PRESETS",
    "RANGES",
    "BottomRules",
    "ConsequenceRules",
    "DeckRules",
    "DeclarationRules",
    "FaultRules",
    "FollowRules",
    "LevelMap",
    "LevelRules",
    "LevelStep",
    "MatchRules",
    "OrderRules",
    "RuffRules",
    "Texts",
    "ThrowRules",
    "Variant",
    "VariantError",
    "load_variant",
    "param_docs",
    "presets_only",
    "real_path",
    "ruling_fields",
    "shown",
    "tractor_multiplier",
    "variant_from_table",
]
