"""What may stay English in Chinese output, and a finder for the rest.

Names are not translated: cards (``BJ``, ``NT``), seats, presets, files, the stable kind names
shown beside their Chinese, what a user types — commands, option names and values, notation
keywords (``levels:``) — and whatever the user's command line is quoted back (``'xml'``);
:func:`parameter_words` gives the words of the variant parameters' names and values.
"""

from __future__ import annotations

import re
from collections.abc import Collection

from shengji_cli.core.variants import NAMED, load_variant
from shengji_cli.core.vocab import Fault, Kind
from shengji_cli.notation.grammar import HEADER_KEYS

COMMANDS = {
    "shengji",
    "import",  # variants import
    "check",
    "fmt",
    "variants",
    "show",
    "diff",
    "trick",
    "follow",
    "score",
    "throw",
    "gen",
    "convert",
    "schema",
    "record",
    "solve",
    "review",
}
NOTATION = (
    {
        "bid",
        "bottom",
        "buried",
        "dealer",
        "kitty",
        "level",
        "levels",
        "penalty",
        "points",
        "result",
        "seats",
        "teams",
        "trump",
        "turned",
        "variant",
        "deal",
        "reburied",
        "ruling",
        "none",
        "before-bottom",
        "before-bury",
        "after-bury",
        "hidden-card",
        "card-count",
        "sj",
    }
    | {str(f) for f in Fault}
    | set(HEADER_KEYS)
)
"""The notation's keywords and values (headers, phases, faults, ``bid: none``) and its file
ending."""
FORMATS = {
    "UTF-8",
    "TOML",
    "JSON",
    "CSV",
    "godot",
    "80fen",
    "rbtying",  # and shengji.io, its site, and PropagatedState, the settings' type
    "io",
    "PropagatedState",
    "botzone",
    "Botzone",
    "jerryyyu",
    "true",
    "false",
    "at",
    "side",
    "self-N",
    "same",
    "dealer+N",
    "defenders+N",
}
"""Names of formats, and TOML values and keys a variant file's user types."""
OPTION_VALUES = {
    "auto",  # --color
    "always",
    "never",
    "html",
    "svg",
    "text",
    "table",
    "json",
    "jsonl",
    "csv",
    "github",
    "en",
    "zh",
    "single",
    "pair",
    "tractor",
    "next",
    "partner",
    "prev",
    "defenders",
    "dealer",
    "keep",  # fmt --style
    "symbols",
}
NAMES = {
    "NT",
    "BJ",
    "LJ",
    "seed",
    "SHENGJI_LANG",
    "SHENGJI_NATIVE",
    "NO_COLOR",
    "Python",
    "GitHub",
    "Actions",
}
"""Card names, ``seed`` (the articles cite the seed rulebooks by their file names) and the
environment variable a user sets (``SHENGJI_LANG``)."""

_WORD = re.compile(r"[0-9]*[A-Za-z][A-Za-z0-9_-]*")  # "80fen" is one word


def parameter_words() -> frozenset[str]:
    """The words of every variant parameter's name and value as ``variants show`` writes them
    (``throw.forced_play``, ``any-beaten-kind``): the same in both languages."""
    from shengji_cli.cli.variants import value_text

    texts = ("description", "articles.", "rulings.", "rulings_zh.")
    out: set[str] = {"articles", "rulings", "rulings_zh"}
    for preset in NAMED:
        for key, value in load_variant(preset).flat().items():
            if not key.startswith(texts):
                out |= set(_WORD.findall(key)) | set(_WORD.findall(value_text(value)))
    return frozenset(out)


ALLOWED = frozenset(
    COMMANDS | NOTATION | FORMATS | OPTION_VALUES | NAMES | set(NAMED) | {str(k) for k in Kind}
)

_NOT_WORDS = re.compile(
    r"(?<![A-Za-z0-9_-])--?[A-Za-z][\w-]*|'[^']*'|\S*/\S*|[\w.-]+\.(?:sj|toml|json)\b"
    r"|[♠♥♣♦♤♡♧♢](?:10|[2-9TJQKA])+|\[tool\.shengji[\w.]*\]"
)
"""Option names, quoted input, paths and file names, cards, the configuration's table."""


def english_words(text: str, names: Collection[str] = ()) -> list[str]:
    """The words of ``text`` that are English and not names (a word of one letter is a name: a
    seat, a rank; ``names``, more of them)."""
    text = _NOT_WORDS.sub(" ", text)
    return [
        w
        for w in _WORD.findall(text)
        if sum(ch.isalpha() for ch in w) > 1 and w not in ALLOWED and w not in names
    ]
