"""Loading a variant: a preset by name, or a TOML file (and its ``extends`` chain) read through
:mod:`.variant_files`, its values coerced to the schema's types (:mod:`.variant_schema`),
checked against the ranges, and its texts filled in (:mod:`.variant_texts`)."""

from __future__ import annotations

import re
import tomllib
import types
import typing
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
    origin = typing.get_origin(tp)
    if tp is bool:
        if not isinstance(value, bool):
            raise _bad("not-bool", where, key)
        return value
    if tp is int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise _bad("not-int", where, key)
        return value
    if isinstance(tp, type) and issubclass(tp, StrEnum):
        if isinstance(value, bool) and hasattr(
            tp, "from_bool"
        ):  # a bool parameter that became a choice
            return tp.from_bool(value)
        if not isinstance(value, str) or value not in tp._value2member_map_:
            raise _bad("not-choice", where, key, choices=", ".join(tp))
        return tp(value)
    if tp is str:
        if not isinstance(value, str):
            raise _bad("not-string", where, key)
        return value
    if tp == FaultOutcome:
        outcome = parse_outcome(value) if isinstance(value, str) and len(value) <= 120 else None
        if outcome is None:
            raise _bad("not-outcome", where, key)
        if not 0 <= most_levels(outcome) <= MAX_LEVELS:
            raise _bad("out-of-range", where, key, low=0, high=MAX_LEVELS)
        return outcome
    if tp is LevelMap:
        if not isinstance(value, dict) or not all(
            k.isdigit() and len(k) <= 2 and type(v) is int for k, v in value.items()
        ):
            raise _bad("not-level-map", where, key)
        return LevelMap(tuple(sorted((int(k), v) for k, v in value.items())))
    if origin is tuple:
        if not isinstance(value, list):
            raise _bad("not-list", where, key)
        (item_tp, _) = typing.get_args(tp)
        if item_tp is LevelStep:
            return _steps(value, key, where)
        return tuple(_coerce(v, item_tp, f"{key}[{i}]", where) for i, v in enumerate(value))
    if origin is dict:
        if not isinstance(value, dict) or not all(isinstance(v, str) for v in value.values()):
            raise _bad("not-strings", where, key)
        return dict(value)
    raise TypeError(f"{where}: key '{key}' has an unsupported type")  # pragma: no cover


def _steps(value: list[Any], key: str, where: str) -> tuple[LevelStep, ...]:
    steps = []
    for i, item in enumerate(value):
        if not isinstance(item, dict) or set(item) != {"at", "side", "levels"}:
            raise _bad("not-step", where, f"{key}[{i}]")
        if (
            item["side"] not in ("dealer", "defenders")
            or type(item["at"]) is not int
            or type(item["levels"]) is not int
        ):
            raise _bad("bad-step", where, f"{key}[{i}]")
        for name, (low, high) in (("at", POINTS_RANGE), ("levels", (0, MAX_LEVELS))):
            if not low <= item[name] <= high:
                raise _bad("out-of-range", where, f"{key}[{i}].{name}", low=low, high=high)
        steps.append(LevelStep(item["at"], Side(item["side"]), item["levels"]))
    if [s.at for s in steps] != sorted({s.at for s in steps}):
        raise _bad("not-increasing", where, key)
    return tuple(steps)


_HINTS_CACHE: dict[type, dict[str, Any]] = {}


def _hints(cls: type) -> dict[str, Any]:
    if cls not in _HINTS_CACHE:
        _HINTS_CACHE[cls] = typing.get_type_hints(
            cls, globalns=vars(variant_schema) | {"types": types}
        )
    return _HINTS_CACHE[cls]


_TABLES = ("articles", "rulings", "rulings_zh")
"""The tables of strings keyed by violation kind (:class:`Texts`): merged key by key over the parent's."""
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
            table = _coerce(value, hints[key], full, where)
            if key != "rulings_zh":  # a rulings_zh key no ruling has: see _validate
                for kind in table:
                    if kind not in KINDS:
                        raise _unknown_key(where, f"{full}.{kind}", kind, list(KINDS), f"{full}.")
            texts[key] = getattr(base.texts, key) | table
        elif isinstance(base, Variant) and is_dataclass(sub):  # a section
            if not isinstance(value, dict):
                raise _bad("not-table", where, full)
            changes[key] = _apply(sub, value, where, f"{full}.")
        else:
            changes[key] = _coerce(value, hints[key], full, where)
    if "rulings" in texts:
        # An English ruling changed without its Chinese: drop the inherited, now stale, Chinese.
        given = data.get("rulings_zh", {})
        stale = {
            k
            for k, text in texts["rulings"].items()
            if text not in (base.texts.rulings.get(k), base.rulings.get(k)) and k not in given
        }
        zh = texts.get("rulings_zh", base.texts.rulings_zh)
        if stale & zh.keys():
            texts["rulings_zh"] = {k: text for k, text in zh.items() if k not in stale}
    if texts:
        changes["texts"] = replace(base.texts, **texts)
    return replace(base, **changes)


def _validate(v: Variant, where: str) -> Variant:
    flat = v.flat()
    for key, (low, high) in RANGES.items():
        value = flat[key]
        if not all(low <= x <= high for x in (value if isinstance(value, tuple) else (value,))):
            raise _bad("out-of-range", where, key, low=low, high=high)
    d = v.deck
    if 4 * d.hand_size + d.kitty_size > 54 * d.copies:
        raise _bad("deck-too-small", where, "deck.hand_size", n=54 * d.copies)
    if (
        d.points and d.points != DECK_POINTS * d.copies
    ):  # the points a deck holds, checked against the deck
        raise _bad(
            "out-of-range",
            where,
            "deck.points",
            low=DECK_POINTS * d.copies,
            high=DECK_POINTS * d.copies,
        )
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
    m = v.match
    ja = tuple(lv for pair in m.ja_restart.pairs for lv in pair)
    for key, levels in (
        ("match.must_play", m.must_play),
        ("match.final_level", (m.final_level,)),
        ("match.ja_restart", ja),
    ):
        if any(not 2 <= lv <= 14 for lv in levels):
            raise _bad("not-ranks", where, key)
    for s in v.declaration.pair_suit_order:
        if s not in ("S", "H", "C", "D"):
            raise _bad("not-suits", where, "declaration.pair_suit_order")
    hp = v.faults.hidden_card_points
    if hp and (len(hp) != 2 or not 0 <= hp[0] <= hp[1]):
        raise _bad("not-span", where, "faults.hidden_card_points")
    if not v.levels.table:
        raise _bad("empty-table", where, "levels.table")
    if (
        sorted(v.declaration.draw_order) != sorted(set(v.declaration.draw_order))
        or not set(v.declaration.draw_order) <= DRAW_NAMES
    ):  # C2: each drawn card's name once
        raise _bad("not-draw-order", where, "declaration.draw_order")
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
    return _texts(v, where)


_TOML_PLACE = re.compile(r"\(at line (\d+), column (\d+)\)")


def _read_toml(text: str, where: str) -> dict[str, Any]:
    """The TOML document; its errors say where, never what (the parser's text can quote the file)."""
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
    """``base`` with the keys of ``data`` (a variant file's table, ``extends`` taken out) applied."""
    return _validate(replace(_apply(base, data, where), source=where), where)


def variant_from_table(data: dict[str, Any], where: str) -> Variant:
    """The variant a file holding the TOML table ``data`` would be (``extends``: a preset only,
    default ``national``; ``name``: ``where``'s stem): for a record format that carries its own
    rules (an importer).  Raises :class:`VariantError` as a file would.

    >>> v = variant_from_table({"extends": "national", "match": {"must_play": [5, 10, 13]}}, "log.json")
    >>> v.name, v.match.must_play, v.source
    ('log', (5, 10, 13), 'log.json')
    """
    data = dict(data)
    parent = data.pop("extends", "national")
    if not isinstance(parent, str) or parent not in NAMED:
        raise _bad("bad-extends", where, "extends")
    data.setdefault("name", Path(where).stem)
    return _derived(_load_preset(parent), data, where)
