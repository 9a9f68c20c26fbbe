"""A variant's texts: its articles cited after the rulebook's title, and its ruling templates
filled with its numbers (:func:`ruling_fields`, :mod:`.templates`)."""

from __future__ import annotations

from dataclasses import replace

from .outcomes import (
    Drop,
    Gain,
    PerCard,
    Points,
    Strikes,
    Table,
)
from .templates import BadTemplate, UnknownField, fill
from .variant_schema import Variant, _bad, _hint, shown


def ruling_fields(v: Variant, lang: str = "en") -> dict[str, int | str]:
    """The fields a ruling template may name, with ``v``'s values: every integer parameter by
    its name (``throw.penalty_per_card``, ``bottom.pair``); ``faults.hidden_card_points`` as
    ``20–30`` when set; ``faults.KEY.levels``, the levels of each ``[faults]`` outcome that
    moves levels (``dealer+5``: 5; a ``then`` chain: its first offence's); ``faults.KEY.table``, a
    points table as bands; ``faults.KEY.points``, the points of ``points*K`` or ``points=A/B``;
    ``rulebook``, the rulebook's title in ``lang``.

    >>> from shengji_cli.core.variants import load_variant
    >>> f = ruling_fields(load_variant("shenzhen"))
    >>> f["throw.penalty_per_card"], f["faults.bury_dealer.levels"], f["rulebook"]
    (10, 5, "Shenzhen Community Residents' Sheng Ji Tournament Rules")
    """
    out: dict[str, int | str] = {
        "rulebook": (v.rulebook_zh or v.rulebook) if lang == "zh" else (v.rulebook or v.rulebook_zh)
    }
    for key, value in v.flat().items():
        if type(value) is int:
            out[key] = value
        else:
            out.update(_outcome_fields(key, value))
    hp = v.faults.hidden_card_points
    if hp:
        out["faults.hidden_card_points"] = f"{hp[0]}–{hp[1]}"
    return out


def _outcome_fields(key: str, value: object) -> dict[str, int | str]:
    """The field a ``[faults]`` outcome ``value`` of ``key`` gives a template: its levels, its
    points table, its points (none for an outcome that states neither, or another value)."""
    if isinstance(value, (Drop, Gain)):
        return {f"{key}.levels": value.levels}
    if isinstance(value, Table):
        return {f"{key}.table": value.text}
    if isinstance(value, PerCard):
        return {f"{key}.points": value.points}
    if isinstance(value, Points) and value.allowed:
        return {f"{key}.points": " / ".join(map(str, value.allowed))}
    if isinstance(value, Strikes) and isinstance(value.steps[0], (Drop, Gain)):
        return {f"{key}.levels": value.steps[0].levels}  # the first offence's
    return {}


def _filled(v: Variant, table: str, lang: str, where: str) -> dict[str, str]:
    """The templates of ``v.texts.<table>`` filled with ``v``'s numbers (raises for an unknown
    field)."""
    values = ruling_fields(v, lang)
    out: dict[str, str] = {}
    for kind, template in getattr(v.texts, table).items():
        key = f"{table}.{kind}"
        try:
            out[kind] = fill(template, values)
        except UnknownField as exc:
            raise _bad(
                "unknown-field", where, key, field=shown(exc.name), hint=_hint(exc.name, values)
            ) from None
        except BadTemplate:
            raise _bad("bad-template", where, key) from None
    return out


def _texts(v: Variant, where: str) -> Variant:
    """``v`` with its articles cited after the rulebook's title and its rulings filled in."""
    title = v.rulebook_zh or v.rulebook
    articles = {
        kind: f"{title} {text}" if title else text
        for kind, text in _filled(v, "articles", "zh", where).items()
    }
    return replace(
        v,
        articles=articles,
        rulings=_filled(v, "rulings", "en", where),
        rulings_zh=_filled(v, "rulings_zh", "zh", where),
    )
