"""Loading a variant: a preset by name, or a TOML file (and its ``extends`` chain) read through
:mod:`.variant_files`, its values coerced to the schema's types (:mod:`.variant_schema`),
checked against the ranges, and its texts filled in (:mod:`.variant_texts`)."""

from __future__ import annotations

import re
import tomllib
import types
import typing
from collections.abc import Callable
from dataclasses import fields, is_dataclass, replace
from enum import StrEnum
from functools import lru_cache
from pathlib import Path
from typing import Any

from . import variant_schema
from .messages import Msg
from .outcomes import (
    FaultOutcome,
    most_levels,
    parse_outcome,
)
from .suggest import did_you_mean
from .variant_files import _read_file, real_path
from .variant_schema import (
    DECK_POINTS,
    DRAW_NAMES,
    KINDS,
    MAX_CHAIN,
    MAX_COEFFICIENT,
    MAX_LEVELS,
    NAMED,
    POINTS_RANGE,
    RANGES,
    LevelMap,
    LevelStep,
    Texts,
    Variant,
    VariantError,
    _bad,
    _formula,
    _hint,
    shown,
)
from .variant_texts import _texts
from .vocab import (
    Side,
)


def _coerce(value: Any, tp: Any, key: str, where: str) -> Any:
    """``value`` (as TOML gave it) as a value of the schema's type ``tp``, or the error for
    ``key`` of ``where``."""
    coerce = _COERCERS.get(tp)
    if coerce is not None:
        return coerce(value, key, where)
    if isinstance(tp, type) and issubclass(tp, StrEnum):
        return _member(value, tp, key, where)
    origin = typing.get_origin(tp)
    if origin is tuple:
        return _items(value, typing.get_args(tp)[0], key, where)
    if origin is dict:
        return _strings(value, key, where)
    raise TypeError(f"{where}: key '{key}' has an unsupported type")  # pragma: no cover


def _bool(value: Any, key: str, where: str) -> bool:
    if not isinstance(value, bool):
        raise _bad("not-bool", where, key)
    return value


def _int(value: Any, key: str, where: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise _bad("not-int", where, key)
    return value


def _str(value: Any, key: str, where: str) -> str:
    if not isinstance(value, str):
        raise _bad("not-string", where, key)
    return value


def _outcome(value: Any, key: str, where: str) -> FaultOutcome:
    """A fault's outcome (``dealer+5``, ``points*10`` …), moving at most :data:`MAX_LEVELS`."""
    outcome = parse_outcome(value) if isinstance(value, str) and len(value) <= 120 else None
    if outcome is None:
        raise _bad("not-outcome", where, key)
    if not 0 <= most_levels(outcome) <= MAX_LEVELS:
        raise _bad("out-of-range", where, key, low=0, high=MAX_LEVELS)
    return outcome


def _level_map(value: Any, key: str, where: str) -> LevelMap:
    """A table of levels by level (``{"11" = 2}``)."""
    if not isinstance(value, dict) or not all(
        k.isdigit() and len(k) <= 2 and type(v) is int for k, v in value.items()
    ):
        raise _bad("not-level-map", where, key)
    return LevelMap(tuple(sorted((int(k), v) for k, v in value.items())))


_COERCERS: dict[Any, Callable[[Any, str, str], Any]] = {
    bool: _bool,
    int: _int,
    str: _str,
    FaultOutcome: _outcome,
    LevelMap: _level_map,
}
"""The coercion of each scalar type of the schema (enums, lists and tables aside)."""


def _member(value: Any, tp: type[StrEnum], key: str, where: str) -> StrEnum:
    """A member of the enum ``tp`` by its value (a bool, for a bool parameter that became a
    choice and says how: ``from_bool``)."""
    if isinstance(value, bool) and hasattr(tp, "from_bool"):
        return tp.from_bool(value)  # type: ignore[no-any-return]
    if not isinstance(value, str) or value not in tp._value2member_map_:
        raise _bad("not-choice", where, key, choices=", ".join(tp))
    return tp(value)


def _items(value: Any, item_tp: Any, key: str, where: str) -> tuple[Any, ...]:
    """A list, each item coerced to ``item_tp`` (``key[i]`` naming a bad one)."""
    if not isinstance(value, list):
        raise _bad("not-list", where, key)
    if item_tp is LevelStep:
        return _steps(value, key, where)
    return tuple(_coerce(v, item_tp, f"{key}[{i}]", where) for i, v in enumerate(value))


def _strings(value: Any, key: str, where: str) -> dict[str, str]:
    """A table of strings."""
    if not isinstance(value, dict) or not all(isinstance(v, str) for v in value.values()):
        raise _bad("not-strings", where, key)
    return dict(value)


def _steps(value: list[Any], key: str, where: str) -> tuple[LevelStep, ...]:
    """Level steps (``{at, side, levels}`` each), their thresholds increasing."""
    steps = tuple(_step(item, f"{key}[{i}]", where) for i, item in enumerate(value))
    if [s.at for s in steps] != sorted({s.at for s in steps}):
        raise _bad("not-increasing", where, key)
    return steps


def _step(item: Any, key: str, where: str) -> LevelStep:
    """One level step, each of its numbers in range."""
    if not isinstance(item, dict) or set(item) != {"at", "side", "levels"}:
        raise _bad("not-step", where, key)
    if (
        item["side"] not in ("dealer", "defenders")
        or type(item["at"]) is not int
        or type(item["levels"]) is not int
    ):
        raise _bad("bad-step", where, key)
    for name, (low, high) in (("at", POINTS_RANGE), ("levels", (0, MAX_LEVELS))):
        if not low <= item[name] <= high:
            raise _bad("out-of-range", where, f"{key}.{name}", low=low, high=high)
    return LevelStep(item["at"], Side(item["side"]), item["levels"])


_HINTS_CACHE: dict[type, dict[str, Any]] = {}


def _hints(cls: type) -> dict[str, Any]:
    if cls not in _HINTS_CACHE:
        _HINTS_CACHE[cls] = typing.get_type_hints(
            cls, globalns=vars(variant_schema) | {"types": types}
        )
    return _HINTS_CACHE[cls]


_TABLES = ("articles", "rulings", "rulings_zh")
"""The tables of strings keyed by violation kind (:class:`Texts`): merged key by key over the
parent's."""
_NOT_KEYS = ("source", "texts")
"""Fields of :class:`Variant` a file does not write."""


def _keys(base: Any) -> list[str]:
    """The keys a file may write in ``base`` (a variant, a section)."""
    return [f.name for f in fields(base) if not (isinstance(base, Variant) and f.name in _NOT_KEYS)]


def _elsewhere(key: str) -> list[str]:
    """``section.key`` for each section of a variant that has a parameter ``key``."""
    return [
        f"{f.name}.{key}"
        for f in fields(Variant)
        if is_dataclass(section := getattr(Variant(), f.name))
        and not isinstance(section, Texts)
        and key in _keys(section)
    ]


def _unknown_key(where: str, full: str, key: str, known: list[str], prefix: str) -> VariantError:
    """An unknown key, with the known key of its table closest to it (else the same key in a
    section: ``[levels] penalty_per_card`` → ``throw.penalty_per_card``)."""
    near = did_you_mean(key, known)
    if near is not None:
        near = prefix + near
    elif elsewhere := _elsewhere(key):
        near = elsewhere[0]
    hint = "" if near is None else Msg.of("variants.did-you-mean", near=shown(near))
    return _bad("unknown-key", where, full, hint=hint)


def _apply(base: Any, data: dict[str, Any], where: str, prefix: str = "") -> Any:
    """``base`` (a variant, or one of its sections) with the keys of ``data`` applied."""
    hints = _hints(type(base))
    known = _keys(base)
    changes: dict[str, Any] = {}
    texts: dict[str, dict[str, str]] = {}
    for key, value in data.items():
        full = f"{prefix}{key}"
        if key not in known:
            raise _unknown_key(where, full, key, known, prefix)
        sub = getattr(base, key)
        if isinstance(base, Variant) and key in _TABLES:
            texts[key] = getattr(base.texts, key) | _text_table(value, hints[key], key, where)
        elif isinstance(base, Variant) and is_dataclass(sub):  # a section
            if not isinstance(value, dict):
                raise _bad("not-table", where, full)
            changes[key] = _apply(sub, value, where, f"{full}.")
        else:
            changes[key] = _coerce(value, hints[key], full, where)
    if "rulings" in texts:
        _drop_stale_zh(base, data.get("rulings_zh", {}), texts)
    if texts:
        changes["texts"] = replace(base.texts, **texts)
    return replace(base, **changes)


def _text_table(value: Any, tp: Any, table: str, where: str) -> dict[str, str]:
    """A table of texts by violation kind (``[articles]``, ``[rulings]``, ``[rulings_zh]``)."""
    texts: dict[str, str] = _coerce(value, tp, table, where)
    if table != "rulings_zh":  # a rulings_zh key no ruling has: see _check_translations
        for kind in texts:
            if kind not in KINDS:
                raise _unknown_key(where, f"{table}.{kind}", kind, list(KINDS), f"{table}.")
    return texts


def _drop_stale_zh(base: Variant, given: dict[str, str], texts: dict[str, dict[str, str]]) -> None:
    """An English ruling changed without its Chinese (not in ``given``): drop the inherited, now
    stale, Chinese from ``texts``."""
    stale = {
        k
        for k, text in texts["rulings"].items()
        if text not in (base.texts.rulings.get(k), base.rulings.get(k)) and k not in given
    }
    zh = texts.get("rulings_zh", base.texts.rulings_zh)
    if stale & zh.keys():
        texts["rulings_zh"] = {k: text for k, text in zh.items() if k not in stale}


def _validate(v: Variant, where: str) -> Variant:
    """``v`` checked beyond its types (ranges, the deck, formulas, ranks, names, translations),
    with its texts filled in."""
    _check_ranges(v, where)
    _check_deck(v, where)
    _check_formulas(v, where)
    _check_ranks(v, where)
    _check_names(v, where)
    _check_translations(v, where)
    return _texts(v, where)


def _check_ranges(v: Variant, where: str) -> None:
    """Every integer parameter (each item of a list) within its :data:`RANGES`."""
    flat = v.flat()
    for key, (low, high) in RANGES.items():
        value = flat[key]
        if not all(low <= x <= high for x in (value if isinstance(value, tuple) else (value,))):
            raise _bad("out-of-range", where, key, low=low, high=high)


def _check_deck(v: Variant, where: str) -> None:
    """The four hands and the bottom fit the deck, and the deck's points are the deck's."""
    d = v.deck
    if 4 * d.hand_size + d.kitty_size > 54 * d.copies:
        raise _bad("deck-too-small", where, "deck.hand_size", n=54 * d.copies)
    if d.points and d.points != DECK_POINTS * d.copies:
        raise _bad(
            "out-of-range",
            where,
            "deck.points",
            low=DECK_POINTS * d.copies,
            high=DECK_POINTS * d.copies,
        )


def _check_formulas(v: Variant, where: str) -> None:
    """The bottom's multiplier formulas are well formed."""
    for key, formula in (
        ("bottom.tractor", v.bottom.tractor),
        ("bottom.titanic", v.bottom.titanic),
    ):
        if _formula(formula) is None:
            raise _bad(
                "key-error",
                where,
                key,
                reason=Msg.of("variants.bad-formula", limit=MAX_COEFFICIENT),
            )


def _check_ranks(v: Variant, where: str) -> None:
    """The match's levels are ranks (2 to 14)."""
    m = v.match
    ja = tuple(lv for pair in m.ja_restart.pairs for lv in pair)
    for key, levels in (
        ("match.must_play", m.must_play),
        ("match.final_level", (m.final_level,)),
        ("match.ja_restart", ja),
    ):
        if any(not 2 <= lv <= 14 for lv in levels):
            raise _bad("not-ranks", where, key)


def _check_names(v: Variant, where: str) -> None:
    """Suits are suits, the hidden points a span, the level table not empty, the draw order
    each drawn card's name once."""
    if any(s not in ("S", "H", "C", "D") for s in v.declaration.pair_suit_order):
        raise _bad("not-suits", where, "declaration.pair_suit_order")
    hp = v.faults.hidden_card_points
    if hp and (len(hp) != 2 or not 0 <= hp[0] <= hp[1]):
        raise _bad("not-span", where, "faults.hidden_card_points")
    if not v.levels.table:
        raise _bad("empty-table", where, "levels.table")
    draw = v.declaration.draw_order
    if sorted(draw) != sorted(set(draw)) or not set(draw) <= DRAW_NAMES:
        raise _bad("not-draw-order", where, "declaration.draw_order")


def _check_translations(v: Variant, where: str) -> None:
    """Every Chinese ruling translates an English one."""
    untranslated = sorted(v.texts.rulings_zh.keys() - v.texts.rulings.keys())
    if untranslated:
        kind = untranslated[0]
        raise _bad(
            "untranslated",
            where,
            f"rulings_zh.{kind}",
            kind=shown(kind),
            hint=_hint(kind, v.texts.rulings),
        )


_TOML_PLACE = re.compile(r"\(at line (\d+), column (\d+)\)")


def _read_toml(text: str, where: str) -> dict[str, Any]:
    """The TOML document; its errors say where, never what (the parser's text can quote the
    file)."""
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        place = _TOML_PLACE.search(str(exc))
        if place is None:
            raise _bad("not-toml-end", where) from None
        raise _bad("not-toml", where, line=int(place[1]), column=int(place[2])) from None
    except RecursionError:
        raise _bad("too-deep", where) from None
    except ValueError:  # an integer of thousands of digits
        raise _bad("too-long-number", where) from None


@lru_cache(maxsize=64)
def _load_preset(name: str) -> Variant:
    where = f"presets/{name}.toml"
    # A file beside this module (importlib.resources would cost a query ~4 ms of imports).
    text = (Path(__file__).parent / "presets" / f"{name}.toml").read_text("utf-8")
    data = _read_toml(text, where)
    data.pop("extends", None)
    return _validate(replace(_apply(Variant(), data, where), source=f"preset {name}"), where)


def load_variant(
    spec: str | Path | None, *, base: str | Path | None = None, root: str | Path | None = None
) -> Variant:
    """A preset by name, or a variant file by path (relative to ``base``), which may
    ``extends`` another; with ``root``, the file and its chain must lie under that folder."""
    if spec is None:
        spec = "national"
    if isinstance(spec, str) and spec in NAMED:
        return _load_preset(spec)
    return _load_file(real_path(spec, base, root), str(Path(base or "") / spec), root, ())


def _load_file(real: str, where: str, root: str | Path | None, seen: tuple[str, ...]) -> Variant:
    """The variant file at real path ``real`` (shown as ``where``), below the files ``seen``."""
    if len(seen) >= MAX_CHAIN:
        raise _bad("chain-too-long", where, "extends", n=MAX_CHAIN)
    data = _read_toml(_read_file(real, where, root), where)
    parent = data.pop("extends", "national")
    if not isinstance(parent, str):
        raise _bad("bad-extends", where, "extends")
    if parent in NAMED:
        base = _load_preset(parent)
    else:
        try:
            parent_real = real_path(parent, Path(where).parent, root)
        except VariantError:
            raise _bad("missing-parent", where, "extends") from None
        if parent_real in (*seen, real):
            raise _bad("loop", where, "extends")
        base = _load_file(parent_real, str(Path(where).parent / parent), root, seen + (real,))
    if "name" not in data:
        data["name"] = Path(where).stem
    return _derived(base, data, where)


def _derived(base: Variant, data: dict[str, Any], where: str) -> Variant:
    """``base`` with the keys of ``data`` (a variant file's table, ``extends`` taken out)
    applied."""
    return _validate(replace(_apply(base, data, where), source=where), where)


def variant_from_table(data: dict[str, Any], where: str) -> Variant:
    """The variant a file holding the TOML table ``data`` would be (``extends``: a preset only,
    default ``national``; ``name``: ``where``'s stem): for a record format that carries its own
    rules (an importer).  Raises :class:`VariantError` as a file would.

    >>> table = {"extends": "national", "match": {"must_play": [5, 10, 13]}}
    >>> v = variant_from_table(table, "log.json")
    >>> v.name, v.match.must_play, v.source
    ('log', (5, 10, 13), 'log.json')
    """
    data = dict(data)
    parent = data.pop("extends", "national")
    if not isinstance(parent, str) or parent not in NAMED:
        raise _bad("bad-extends", where, "extends")
    data.setdefault("name", Path(where).stem)
    return _derived(_load_preset(parent), data, where)
