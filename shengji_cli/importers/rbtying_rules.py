"""A shengji.io room's settings (its ``PropagatedState``, as "save game settings" keeps it and the
debug JSON's ``propagated`` holds it) as a variant: each rule-relevant setting one parameter, a
setting no parameter expresses a note naming it (docs/formats.md, "rbtying").

The variant extends the preset nearest to it (the one fewest of its parameters differ from),
and sets every parameter a setting gives, so the file says where each comes from.

>>> table, notes = rules_table({"kitty_penalty": "Power", "throw_penalty": "TenPointsPerAttempt"})
>>> table["bottom"]["mode"], table["throw"]["penalty_basis"], notes
('largest-unit-power', 'attempt', [])
>>> _, notes = rules_table({"bomb_policy": "AllowBombs"})
>>> [n["key"] for n in notes]
['bomb_policy']
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

from ..core.escape import printable
from ..core.messages import Msg
from ..core.variants import PRESETS, Variant, load_variant, variant_from_table

__all__ = [
    "DEFAULT_SCORING",
    "NAME",
    "finding_friends",
    "level_delta",
    "rules_of",
    "rules_table",
    "variant_text",
]

NAME = "rbtying"
PLAYERS = 4
"""A Tractor game of four: the only one checked (fixed partnerships)."""
DEFAULT_SCORING: dict[str, Any] = {
    "step_size_per_deck": 20,
    "num_steps_to_non_landlord_turnover": 2,
    "deadzone_size": 1,
    "truncate_zero_crossing_window": True,
    "step_adjustments": {},
    "bonus_level_policy": "BonusLevelForSmallerLandlordTeam",
}
"""The platform's default ``game_scoring_parameters``."""
_RANKS = {"A": 14, "K": 13, "Q": 12, "J": 11, **{str(n): n for n in range(2, 11)}}

_IGNORED = frozenset(
    {
        "players",
        "observers",
        "landlord",
        "max_player_id",
        "num_games_finished",
        "landlord_emoji",
        "chat_link",
        "hide_landlord_points",
        "hide_played_cards",
        "hide_throw_halting_player",
        "should_reveal_kitty_at_end_of_game",
        "play_takeback_policy",
        "bid_takeback_policy",
        "game_shadowing_policy",
        "game_start_policy",
        "game_visibility",
        "friend_selection_policy",
        "multiple_join_policy",
        "first_landlord_selection_policy",
        "bid_policy",
        "bid_reinforcement_policy",
        "joker_bid_policy",
        "kitty_bid_policy",
        "kitty_theft_policy",
    }
)
"""Settings that change no ruling the check makes: who plays, what the chat shows, how the room
runs, and the bidding (bids are not checked: the log does not show the deal they were made in)."""

_DEFAULTS: dict[str, object] = {
    "game_mode": "Tractor",
    "special_decks": [],
    "trick_draw_policy": "NoProtections",
    "throw_evaluation_policy": "All",
    "tractor_requirements": {"min_count": 2, "min_length": 2},
    "jack_variation": "Disabled",
    "bomb_policy": "NoBombs",
    "compound_formats": {"rainbows": None},
    "max_rank": "A",
}
"""Settings whose other values no parameter expresses, at the value that is expressed."""
_EXPRESSED = {
    "trick_draw_policy": ("NoProtections", "LongerTuplesProtected"),
    "compound_formats": ({}, {"rainbows": None}),
}
"""Settings with more than one value expressed (two decks hold no triple, so a pair drawing a
triple or not is one rule)."""


def finding_friends(settings: dict[str, Any]) -> bool:
    """Whether the settings play Finding Friends (not checked yet)."""
    mode = settings.get("game_mode", "Tractor")
    return isinstance(mode, dict) and "FindingFriends" in mode


def rules_of(settings: dict[str, Any], source: str = "<string>") -> tuple[Variant, list[Msg]]:
    """The variant of a room's settings and the notes of what it cannot express (raises
    :class:`~shengji_cli.core.variants.VariantError` for values no variant takes)."""
    table, notes = rules_table(settings)
    return variant_from_table(table, source), notes


def rules_table(settings: dict[str, Any]) -> tuple[dict[str, Any], list[Msg]]:
    """:func:`rules_of`'s variant as the table of a variant file, and its notes."""
    notes = [_note(settings, key, why) for key, why in _unexpressed(settings)]
    decks = _decks(settings)
    kitty = _kitty_size(settings, decks)
    scoring = settings.get("game_scoring_parameters")
    levels = _levels(scoring if isinstance(scoring, dict) else {}, decks)
    if levels is None:
        notes.append(_note(settings, "game_scoring_parameters", "imp_rbtying.why.scoring"))
        levels = _levels({}, decks)
    assert levels is not None
    throw_penalty = settings.get("throw_penalty", "None") == "TenPointsPerAttempt"
    rules: dict[str, Any] = {
        "deck": {
            "copies": decks,
            "hand_size": (54 * decks - kitty) // PLAYERS,
            "kitty_size": kitty,
            "points": 0,
        },
        "order": {
            "twos_trump": False,
            "level_gap_adjacent": True,
            "trump_chain_adjacent": True,
            "nt_level_joker_adjacent": True,
        },
        "follow": {
            "throw_shape_owed": True,
            "throw_tractor_obliges_tractor": True,
            "shorter_tractor_owed": True,
        },
        "throw": {
            "forced_play": "first-blocker",
            "partner_block_any_unit": "never",
            "penalty_per_card": 10 if throw_penalty else 0,
            "penalty_basis": "attempt" if throw_penalty else "withdrawn",
            "defender_penalty": "subtract",
            "dealer_penalty": "add",
            "dealer_partner_may_ruff": True,
            "withdrawn_exposed": False,
        },
        "ruff": {"structure": "exact", "strength": "lead-unit"},
        "bottom": {
            "mode": "largest-unit-power"
            if settings.get("kitty_penalty") == "Power"
            else "largest-unit-linear",
            "throw_floor": 0,
        },
        "levels": levels,
        "match": {"must_play": _must_play(settings), "final_level": _final_level(settings)},
    }
    base = nearest(rules)
    table: dict[str, Any] = {
        "extends": base,
        "name": NAME,
        "version": "settings",
        "description": "a shengji.io room's settings",
        "description_zh": "shengji.io 房间的设置",
        **rules,
    }
    return table, notes


def nearest(rules: dict[str, Any]) -> str:
    """The two-deck preset fewest of ``rules``' parameters differ from (the first of a tie)."""

    def differences(preset: str) -> int:
        v = load_variant(preset)
        return sum(
            _toml_value(getattr(getattr(v, section), key)) != value
            for section, body in rules.items()
            for key, value in body.items()
        )

    return min(PRESETS, key=differences)


def _toml_value(value: object) -> object:
    """A parameter's value as a variant file writes it."""
    if isinstance(value, tuple):
        return [_toml_value(v) for v in value]
    if hasattr(value, "__dataclass_fields__"):
        return {k: _toml_value(getattr(value, k)) for k in value.__dataclass_fields__}
    if isinstance(value, str):  # a StrEnum member too
        return str(value)
    return value


def _unexpressed(settings: dict[str, Any]) -> Iterator[tuple[str, str]]:
    """The settings the variant cannot express at their value, and why (a catalog id)."""
    for key, value in settings.items():
        if key in _IGNORED or key in _HANDLED:
            continue
        if key not in _DEFAULTS:
            yield key, "imp_rbtying.why.unknown"
        elif value != _DEFAULTS[key] and value not in _EXPRESSED.get(key, ()):
            yield key, f"imp_rbtying.why.{key.replace('_', '-')}"


_HANDLED = frozenset(
    {
        "num_decks",
        "kitty_size",
        "kitty_penalty",
        "throw_penalty",
        "advancement_policy",
        "game_scoring_parameters",
    }
)
"""Settings mapped to parameters (a value out of range is an error, not a note)."""


def _note(settings: dict[str, Any], key: str, why: str) -> Msg:
    """The note of a setting not expressed: its key and value, and why."""
    return Msg.of(
        "imp_rbtying.unsupported", key=key, value=_shown(settings.get(key)), reason=Msg.of(why)
    )


def _shown(value: object) -> str:
    """A setting's value as JSON, :func:`~..core.escape.printable` (it is written into the
    variant file's comments and on stderr), at most 40 characters."""
    text = printable(json.dumps(value, ensure_ascii=False))
    return text if len(text) <= 40 else text[:39] + "…"


def _decks(settings: dict[str, Any]) -> int:
    """The decks played: ``num_decks``, else one per two players."""
    n = settings.get("num_decks")
    return n if type(n) is int else PLAYERS // 2


def _kitty_size(settings: dict[str, Any], decks: int) -> int:
    """The kitty's size: ``kitty_size``, else the platform's default for the deck (the deck's
    cards left over after an equal deal, at least 5, made up by a round of the table)."""
    size = settings.get("kitty_size")
    if type(size) is int:
        return size
    size = (54 * decks) % PLAYERS or PLAYERS
    return size + PLAYERS if size < 5 else size


def _final_level(settings: dict[str, Any]) -> int:
    """``max_rank`` as a level (``NT`` is noted; A stands)."""
    return _RANKS.get(str(settings.get("max_rank", "A")), 14)


def _must_play(settings: dict[str, Any]) -> list[int]:
    """``advancement_policy`` as the ranks a side must defend: none; the last; the point ranks
    and the last."""
    last = _final_level(settings)
    match settings.get("advancement_policy", "Unrestricted"):
        case "FullyUnrestricted":
            return []
        case "DefendPoints":
            return sorted({5, 10, 13, last})
        case _:
            return [last]


def _levels(scoring: dict[str, Any], decks: int) -> dict[str, Any] | None:
    """``game_scoring_parameters`` as a ``[levels]`` table giving the platform's level changes
    (:func:`level_delta`); ``None`` for parameters the platform itself refuses."""
    p = {**DEFAULT_SCORING, **scoring}
    windows = _windows(p, decks)
    if windows is None:
        return None
    wins, loses, step = windows
    # The lowest window [start, end) starts the table at end - 5, so that "one more level per
    # full step below the first row" (below_zero = "continue") counts whole windows from start.
    (_, end, delta), *rest = wins
    table = [{"at": end - 5, "side": "dealer", "levels": delta}]
    table += [{"at": s, "side": "dealer", "levels": d} for s, _, d in rest]
    table += [{"at": s, "side": "defenders", "levels": d} for s, _, d in loses]
    return {"table": table, "step": step, "cap": 0, "takeover_cap": 0, "below_zero": "continue"}


def _windows(
    p: dict[str, Any], decks: int
) -> tuple[list[tuple[int, int, int]], list[tuple[int, int, int]], int] | None:
    """The platform's scoring windows, lowest first: the landlord's wins ``(start, end, levels)``,
    its losses ``(start, end, the opposing team's levels)``, and the step; ``None`` where the
    platform would refuse the parameters."""
    keys = ("step_size_per_deck", "num_steps_to_non_landlord_turnover", "deadzone_size")
    if not all(type(p[k]) is int and 0 <= p[k] <= 1000 for k in keys):
        return None
    adjust = (
        p["step_adjustments"].get(str(decks), 0) if isinstance(p["step_adjustments"], dict) else 0
    )
    if type(adjust) is not int:
        return None
    s = decks * p["step_size_per_deck"] + adjust
    turnover, dead = p["num_steps_to_non_landlord_turnover"], p["deadzone_size"]
    if s <= 0 or s > 100 * decks or s % 5 or turnover == 0:
        return None
    if p["truncate_zero_crossing_window"] is not False:
        wins = [((o - 1) * s, o * s, turnover - o + 1) for o in range(turnover, 1, -1)]
        wins += [(5, s, turnover), (5 - s, 5, turnover + 1)]
    else:
        wins = [((turnover - 1) * s, turnover * s, 1)]
    wins.sort()
    loses = [(turnover * s, (turnover + dead) * s, 0)] if dead else []
    loses.append(((turnover + dead) * s, (turnover + dead + 1) * s, 1))
    if any(a >= b for a, b, _ in wins + loses) or wins[0][0] % 5:
        return None
    return wins, loses, s


def level_delta(points: int, scoring: dict[str, Any], decks: int = 2) -> tuple[bool, int]:
    """The platform's own reckoning of a game (its scoring windows, each extended by one more
    level per window past the ends): whether the landlord won, and the levels gained — what
    :func:`_levels`' table must give (a test compares the two).

    >>> [level_delta(x, {}) for x in (-40, 0, 5, 40, 80, 120, 160)]
    [(True, 4), (True, 3), (True, 2), (True, 1), (False, 0), (False, 1), (False, 2)]
    """
    windows = _windows({**DEFAULT_SCORING, **scoring}, decks)
    assert windows is not None
    wins, loses, _ = windows
    start, end, delta = wins[0]
    if points < wins[-1][1]:
        for s, e, d in wins:
            if s <= points < e:
                return True, d
        while points < start:  # below the lowest window: one more per window's width
            start, end, delta = start - (end - start), start, delta + 1
        return True, delta
    start, end, delta = loses[-1]
    for s, e, d in loses:
        if s <= points < e:
            return False, d
    while points >= end:
        start, end, delta = end, end + (end - start), delta + 1
    return False, delta


def variant_text(table: dict[str, Any], notes: list[Msg], settings: dict[str, Any]) -> str:
    """The variant file of :func:`rules_table`: each parameter with the setting it comes from,
    and each setting no parameter expresses named in a comment."""
    from . import toml_text

    head = [
        "# shengji.io room settings as a variant (shengji variants import --from rbtying).",
        "# Each parameter below comes from the setting named after it.",
        "# shengji.io 房间设置转成的规则变体；每个参数后注明其来源设置。",
    ]
    if notes:
        head.append("# Settings no parameter expresses (the check says so on every hand):")
        head.append("# 无法表达的设置（检查时每副牌都会说明）：")
        head += [f"#   {n['key']} = {n['value']}" for n in notes]
    text = toml_text(table)
    lines = []
    for line in text.splitlines():
        key = line.split(" = ", 1)[0].strip()
        origin = _ORIGIN.get(key)
        lines.append(f"{line}  # {origin}" if origin and not line.startswith("[") else line)
    return "\n".join([*head, *lines]) + "\n"


_ORIGIN = {
    "twos_trump": "the platform's card order (no permanent 2s)",
    "level_gap_adjacent": "the platform's card order (a tractor skips the level)",
    "trump_chain_adjacent": "the platform's card order (trump A, off-suit level, level, jokers)",
    "nt_level_joker_adjacent": "the platform's card order (no-trump: level, then jokers)",
    "throw_shape_owed": "trick_draw_policy",
    "throw_tractor_obliges_tractor": "trick_draw_policy",
    "shorter_tractor_owed": "trick_draw_policy",
    "forced_play": "the platform's failed throw (the first blocker's beaten unit; reading RB2)",
    "partner_block_any_unit": "the platform's failed throw",
    "dealer_partner_may_ruff": "the platform's failed throw (anyone may ruff)",
    "withdrawn_exposed": "the platform's failed throw (withdrawn cards go back to the hand)",
    "structure": "throw_evaluation_policy (a ruff matches the lead's format)",
    "strength": "throw_evaluation_policy (reading RB1)",
    "copies": "num_decks",
    "hand_size": "num_decks, kitty_size",
    "kitty_size": "kitty_size",
    "points": "the decks' own points",
    "penalty_per_card": "throw_penalty",
    "penalty_basis": "throw_penalty (per attempt; none: any basis, at 0 a card)",
    "defender_penalty": "throw_penalty (a non-landlord's subtracts)",
    "dealer_penalty": "throw_penalty (a landlord team's adds)",
    "mode": "kitty_penalty",
    "throw_floor": "kitty_penalty",
    "table": "game_scoring_parameters",
    "step": "game_scoring_parameters",
    "cap": "game_scoring_parameters (no cap)",
    "takeover_cap": "game_scoring_parameters (no cap)",
    "below_zero": "game_scoring_parameters (one more level per step)",
    "must_play": "advancement_policy",
    "final_level": "max_rank",
}
"""The setting each parameter of :func:`rules_table` comes from (the file's comments)."""
