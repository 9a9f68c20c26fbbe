"""The rules: following, throwing, who wins a trick, the bottom, the level change.

Each rule comes as ``verify_…`` (``None`` when the rule is kept, else why not) and
``can_…`` (yes / no).  Everything takes a :class:`~shengji_cli.core.cards.TrumpContext` and a
:class:`~shengji_cli.core.variants.Variant`; nothing here asks for a preset's name.

**Following — the one definition used everywhere.**  Let the lead have shape *S*
(canonical decomposition: tractors of lengths n₁ ≥ n₂ ≥ …, then pairs, then singles;
P = all its pairs, those inside tractors included).  For a set X of cards of the led
effective suit, its *profile* against S is the pair

  ( T(X), min(P, pairs(X)) )

where pairs(X) counts the pairs in X and T(X) is the lexicographically greatest vector
(t₁, t₂, …) such that X holds disjoint tractors of lengths t₁, t₂, … with tᵢ = nᵢ or 0 —
or, when ``follow.shorter_tractor_owed``, any 2 ≤ tᵢ ≤ nᵢ.  (For a throw whose variant
sets ``follow.throw_tractor_obliges_tractor = false`` the tractor part is empty and only
pairs count.)  A follow P from hand H, led suit s, is legal exactly when it plays
min(|H ∩ s|, |lead|) cards of s and profile(P ∩ s) = profile(H ∩ s).  Because the
profile is a maximum over every arrangement of the cards, no verdict depends on the
order in which arrangements are tried.

**Triples (three decks, docs/rules.md §13).**  A lead holding a triple or a 泰坦尼克 is judged on
a longer profile (R13.3): (泰坦尼克 lengths, all the lead's triples or not, tractors of the lead
seen at width 2, triples, pairs), each part counted in the cards themselves; the hand's best
profile is the greatest any play of the lead's size from it reaches, and a legal follow reaches
it.  Without a triple in the lead, or in the hand, this is the profile above.

>>> from shengji_cli.core.cards import TrumpContext, parse_cards, HEARTS
>>> from shengji_cli.core.variants import load_variant
>>> v, ctx = load_variant("national"), TrumpContext.make(HEARTS, 2)
>>> hand = parse_cards("S7 S7 S9 SK C3")
>>> can_follow(parse_cards("SA SA"), hand, parse_cards("S7 S9"), ctx, v)
False
>>> verdict = verify_follow(parse_cards("SA SA"), hand, parse_cards("S7 S9"), ctx, v)
>>> verdict.reason.id, verdict.example == tuple(parse_cards("S7 S7"))   # held the pair ♠7 ♠7 …
('hand.follow.pairs', True)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Generic, TypeVar, assert_never

from .cards import POINTS, TRUMP, Card, TrumpContext, points_of
from .messages import Cards, Join, Msg
from .units import (
    MAX_WIDTH,
    SINGLE,
    Shape,
    Unit,
    UnitKind,
    decompose,
    effective_suit,
    shape_of,
)
from .variants import LevelStep, Variant, tractor_multiplier
from .verdict import LEGAL, Verdict
from .vocab import (
    BelowZero,
    BottomMode,
    DealerPenalty,
    DefenderPenalty,
    ForcedPlay,
    LevelChange,
    PartnerBlock,
    PenaltyBasis,
    RuffStructure,
    Side,
    Standing,
    ThrowMultiplier,
    TrickStrength,
)

Caps = tuple[tuple[int, int], ...]
"""Pair capacities: ``(position, number of pairs there)`` sorted by position."""


def suit_words(suit: int | None) -> Msg:
    """``trumps`` or ``cards of the led suit``: what a follower owes of the led suit."""
    return Msg.of("hand.suit.trumps" if suit == TRUMP else "hand.suit.led")


def cards_msg(cards: Iterable[Card]) -> Msg:
    """Cards as a message of their own (an item of a :class:`~.messages.Join`)."""
    return Msg.of("hand.cards", cards=Cards.of(cards))


def pairs_words(n: int) -> Msg:
    """``a pair`` or ``N pairs``."""
    return Msg.of("hand.pairs.one") if n == 1 else Msg.of("hand.pairs.many", n=n)


def kind_counts(cards: Iterable[Card]) -> dict[Card, int]:
    """Card kind → how many copies of it ``cards`` hold."""
    counts: dict[Card, int] = {}
    for c in cards:
        counts[c] = counts.get(c, 0) + 1
    return counts


def caps_of(cards: Iterable[Card], ctx: TrumpContext, width: int = 2) -> Caps:
    """Pair capacities of some cards (one effective suit); with ``width`` 3, triple capacities."""
    caps: dict[int, int] = {}
    for c, n in kind_counts(cards).items():
        if n >= width:
            caps[ctx.pos[c]] = caps.get(ctx.pos[c], 0) + n // width
    return tuple(sorted(caps.items()))


def _windows(caps: dict[int, int], length: int) -> list[int]:
    """Tops of every run of ``length`` consecutive positions that all hold a pair."""
    return [p for p in caps if all(caps.get(p - i, 0) > 0 for i in range(length))]


def _without_tractor(caps: dict[int, int], top: int, length: int) -> dict[int, int]:
    """``caps`` less one tractor of ``length`` topped at ``top``."""
    left = dict(caps)
    for i in range(length):
        left[top - i] -= 1
    return left


def _caps(capd: dict[int, int]) -> Caps:
    """Pair capacities as :data:`Caps` (the positions still holding one, in order)."""
    return tuple(sorted((p, k) for p, k in capd.items() if k))


def _leaves(capd: dict[int, int], top: int, length: int, rest: tuple[int, ...]) -> bool:
    """Whether taking the tractor of ``length`` topped at ``top`` leaves the tractors ``rest``."""
    return best_tractors(_caps(_without_tractor(capd, top, length)), rest, False) == rest


@lru_cache(maxsize=131072)
def best_tractors(caps: Caps, lengths: tuple[int, ...], shorter: bool) -> tuple[int, ...]:
    """The lexicographically greatest vector of disjoint tractor lengths (see module doc).

    >>> best_tractors(((1, 1), (2, 1), (3, 1)), (3,), True)
    (3,)
    >>> best_tractors(((1, 1), (2, 1)), (3,), False)
    (0,)
    """
    if not lengths:
        return ()
    n, rest = lengths[0], lengths[1:]
    capd = dict(caps)
    for length in range(n, 1, -1) if shorter else (n,):
        subs = [
            best_tractors(_caps(_without_tractor(capd, top, length)), rest, shorter)
            for top in _windows(capd, length)
        ]
        if subs:
            return (length,) + max(subs)
    return (0,) + best_tractors(caps, rest, shorter)


def lead_shape(lead: Sequence[Card], ctx: TrumpContext) -> Shape:
    """The shape of a lead's canonical decomposition."""
    return _lead_shape(tuple(sorted(lead)), ctx)


# Small on purpose, as units._decompose: the hits come from the same hand.
@lru_cache(maxsize=4096)
def _lead_shape(lead: tuple[Card, ...], ctx: TrumpContext) -> Shape:
    return shape_of(decompose(lead, ctx))


def _is_throw(shape: Shape) -> bool:
    return (
        len(shape.tractors) + shape.pairs + shape.singles + shape.triples + len(shape.titanics) > 1
    )


def follow_shape(lead: Sequence[Card], ctx: TrumpContext, variant: Variant) -> Shape:
    """The structure a follower owes: the lead's shape, or — a throw under
    ``follow.throw_shape_owed = false`` (docs/rules.md R4.3) — singles only, the suit and the
    number of cards being all a throw obliges."""
    shape = lead_shape(lead, ctx)
    if variant.follow.throw_shape_owed or not _is_throw(shape):
        return shape
    return Shape((), 0, shape.size)


def obliged_tractors(shape: Shape, variant: Variant) -> tuple[int, ...]:
    """The tractor lengths a lead of this shape obliges followers to match (a 泰坦尼克 seen at
    width 2 is a tractor of its length: R13.3)."""
    if not variant.follow.throw_tractor_obliges_tractor and _is_throw(shape):
        return ()
    return shape.skeleton().tractors if shape.wide else shape.tractors


def obliged_titanics(shape: Shape, variant: Variant) -> tuple[int, ...]:
    """The 泰坦尼克 lengths a lead of this shape obliges followers to match."""
    if not variant.follow.throw_tractor_obliges_tractor and _is_throw(shape):
        return ()
    return shape.titanics


def profile(
    cards: Sequence[Card], shape: Shape, ctx: TrumpContext, variant: Variant
) -> tuple[tuple[int, ...], int]:
    """How well ``cards`` (of the led suit) can match a lead of ``shape`` (its width-2 part:
    R13.3)."""
    caps = caps_of(cards, ctx)
    tractors = best_tractors(
        caps, obliged_tractors(shape, variant), variant.follow.shorter_tractor_owed
    )
    owed = shape.skeleton().total_pairs if shape.wide else shape.total_pairs
    return tractors, min(owed, sum(k for _, k in caps))


WideProfile = tuple[tuple[int, ...], bool, tuple[int, ...], int, int]
"""R13.3: (泰坦尼克 lengths, all the lead's triples, width-2 tractor lengths, triples, pairs)."""


def wide_profile(
    cards: Sequence[Card], shape: Shape, ctx: TrumpContext, variant: Variant
) -> WideProfile:
    """How well ``cards`` themselves match a lead holding triples (R13.3)."""
    return _wide_profile(
        tuple(sorted(cards)),
        shape,
        ctx,
        obliged_titanics(shape, variant),
        obliged_tractors(shape, variant),
        variant.follow.shorter_tractor_owed,
    )


def _wide_profile(
    cards: tuple[Card, ...],
    shape: Shape,
    ctx: TrumpContext,
    titanics: tuple[int, ...],
    tractors: tuple[int, ...],
    shorter: bool,
) -> WideProfile:
    caps3 = caps_of(cards, ctx, MAX_WIDTH)
    caps2 = caps_of(cards, ctx)
    n3 = sum(k for _, k in caps3)
    want3 = shape.total_triples
    return (
        best_tractors(caps3, titanics, shorter),
        n3 >= want3,
        best_tractors(caps2, tractors, shorter),
        min(n3, want3),
        min(sum(k for _, k in caps2), shape.skeleton().total_pairs),
    )


def _holds_triple(cards: Sequence[Card]) -> bool:
    return any(n >= MAX_WIDTH for n in kind_counts(cards).values())


def best_wide(
    held: Sequence[Card], need: int, shape: Shape, ctx: TrumpContext, variant: Variant
) -> tuple[WideProfile, tuple[Card, ...]]:
    """The greatest profile (R13.3) a play of ``need`` cards from ``held`` reaches, and the
    structured cards of one such play (the rest of it is free)."""
    f = variant.follow
    return _best_wide(
        tuple(sorted(held)),
        need,
        shape,
        ctx,
        obliged_titanics(shape, variant),
        obliged_tractors(shape, variant),
        f.shorter_tractor_owed,
    )


@lru_cache(maxsize=8192)
def _best_wide(
    held: tuple[Card, ...],
    need: int,
    shape: Shape,
    ctx: TrumpContext,
    titanics: tuple[int, ...],
    tractors: tuple[int, ...],
    shorter: bool,
) -> tuple[WideProfile, tuple[Card, ...]]:
    # Every choice of 0, 2 or 3 copies of each kind held at least twice, within ``need`` cards: the
    # profile counts only such groups, and adding cards never lowers it.
    counts = sorted(kind_counts(held).items())
    groups = [(c, n) for c, n in counts if n >= 2]
    best: tuple[WideProfile, tuple[Card, ...]] | None = None

    def walk(i: int, room: int, chosen: tuple[Card, ...]) -> None:
        nonlocal best
        if i == len(groups):
            p = _wide_profile(tuple(sorted(chosen)), shape, ctx, titanics, tractors, shorter)
            if best is None or p > best[0]:
                best = (p, chosen)
            return
        c, n = groups[i]
        walk(i + 1, room, chosen)
        for take in (2, 3):
            if take <= min(n, room):
                walk(i + 1, room - take, chosen + (c,) * take)

    walk(0, need, ())
    assert best is not None
    return best


def obligations(
    lead: Sequence[Card], hand: Sequence[Card], ctx: TrumpContext, variant: Variant
) -> list[Msg]:
    """What the rules oblige this hand to play to this lead, in words."""
    suit = effective_suit(lead, ctx)
    held = [c for c in hand if ctx.esuit[c] == suit]
    words = suit_words(suit)
    if len(held) <= len(lead):
        return [
            Msg.of(
                "hand.owe.all-discard" if len(held) < len(lead) else "hand.owe.all",
                n=len(held),
                suit=words,
            )
        ]
    out = [Msg.of("hand.owe.play", n=len(lead), suit=words)]
    shape = follow_shape(lead, ctx, variant)
    if shape.wide and _holds_triple(held):
        return out + _wide_words(best_wide(held, len(lead), shape, ctx, variant)[0])
    tractors, pairs = profile(held, shape, ctx, variant)
    out += [Msg.of("hand.owe.tractor", n=t) for t in tractors if t]
    if pairs:
        out.append(Msg.of("hand.owe.pairs-counted", n=pairs))
    return out


def example_follow(
    lead: Sequence[Card], hand: Sequence[Card], ctx: TrumpContext, variant: Variant
) -> tuple[Card, ...]:
    """One legal follow (lowest cards where there is a choice)."""
    suit = effective_suit(lead, ctx)
    need = len(lead)
    by_rank = ctx.sort_key.__getitem__
    held = sorted((c for c in hand if ctx.esuit[c] == suit), key=by_rank)
    if len(held) <= need:
        others = sorted((c for c in hand if ctx.esuit[c] != suit), key=by_rank)
        return tuple(held + others[: need - len(held)])
    shape = follow_shape(lead, ctx, variant)
    if shape.wide and _holds_triple(held):
        chosen = list(best_wide(held, need, shape, ctx, variant)[1])
        remaining = list(held)
        for c in chosen:
            remaining.remove(c)
    else:
        tractors, pairs = profile(held, shape, ctx, variant)
        chosen, remaining = _lowest_tractors(held, tractors, ctx)
        _add_lowest_pairs(chosen, remaining, pairs, need, ctx)
    return tuple(chosen + remaining[: max(0, need - len(chosen))])


def _lowest_tractors(
    held: Sequence[Card], lengths: tuple[int, ...], ctx: TrumpContext
) -> tuple[list[Card], list[Card]]:
    """The lowest tractors of the ``lengths`` owed (0: none owed there) that ``held`` holds,
    each leaving the later ones possible; and the cards left."""
    by_pos = _pairs_by_position(held, ctx)
    caps = {p: len(ks) for p, ks in by_pos.items()}
    chosen: list[Card] = []
    remaining = list(held)
    for i, length in enumerate(lengths):
        if not length:
            continue
        rest = tuple(t for t in lengths[i + 1 :] if t)
        windows = sorted(_windows(caps, length))
        top = next((t for t in windows if _leaves(caps, t, length, rest)), None)
        if top is None:
            continue
        caps = _without_tractor(caps, top, length)
        for j in range(length):
            k = by_pos[top - j][caps[top - j]]
            chosen += [k, k]
            remaining.remove(k)
            remaining.remove(k)
    return chosen, remaining


def _pairs_by_position(held: Sequence[Card], ctx: TrumpContext) -> dict[int, list[Card]]:
    """Each position's pairs held: one kind per pair, the kinds in order."""
    by_pos: dict[int, list[Card]] = {}
    for c, n in sorted(kind_counts(held).items()):
        for _ in range(n // 2):
            by_pos.setdefault(ctx.pos[c], []).append(c)
    return by_pos


def _add_lowest_pairs(
    chosen: list[Card], remaining: list[Card], owed: int, need: int, ctx: TrumpContext
) -> None:
    """Move the lowest pairs of ``remaining`` to ``chosen`` until it holds ``owed`` pairs (or
    ``need`` cards)."""
    have = sum(n // 2 for n in kind_counts(chosen).values())
    for c, n in sorted(kind_counts(remaining).items(), key=lambda kv: ctx.sort_key[kv[0]]):
        while n >= 2 and have < owed and len(chosen) + 2 <= need:
            chosen += [c, c]
            remaining.remove(c)
            remaining.remove(c)
            n -= 2
            have += 1


def verify_follow(
    lead: Sequence[Card],
    hand: Sequence[Card],
    play: Sequence[Card],
    ctx: TrumpContext,
    variant: Variant,
    *,
    example: bool = True,
) -> Verdict:
    """Whether ``play`` legally follows ``lead`` from ``hand`` (which holds ``play``): the shared
    :data:`~.verdict.LEGAL`, or a refusal saying why not, what the hand owed and one legal play
    (none unless ``example``).

    The card count and the cards being held are checked elsewhere (``card-count``,
    ``card-not-held``); this judges suit and structure only.
    """
    esuit = ctx.esuit
    suit = effective_suit(lead, ctx)
    played = [c for c in play if esuit[c] == suit]
    if played and len(lead) == 1:
        return LEGAL  # a single followed in suit: nothing more is owed
    held = [c for c in hand if esuit[c] == suit]
    if len(lead) == 2 and lead[0] == lead[1] and len(played) == 2:
        # A pair followed with two cards of the suit: legal if they are a pair, or if the hand held
        # none.
        if played[0] == played[1] or len(set(held)) == len(held):
            return LEGAL
    need = min(len(held), len(lead))
    if len(played) < need:
        return _short_follow(lead, hand, len(held), len(played), suit, ctx, variant, example)
    if len(held) <= len(lead):
        return LEGAL
    return _verify_structure(lead, hand, held, played, ctx, variant, example)


def _short_follow(
    lead: Sequence[Card],
    hand: Sequence[Card],
    held: int,
    played: int,
    suit: int | None,
    ctx: TrumpContext,
    variant: Variant,
    example: bool,
) -> Verdict:
    """The verdict on a follow of fewer cards of the led suit (``played``) than the hand owed
    (all of its ``held``, up to the lead's size)."""
    need = min(held, len(lead))
    words = suit_words(suit)
    return Verdict.refused(
        Msg.of("hand.follow.short", held=held, suit=words, played=played, need=need),
        Msg.of("hand.owe.play", n=need, suit=words),
        example_follow(lead, hand, ctx, variant) if example else (),
    )


def _verify_structure(
    lead: Sequence[Card],
    hand: Sequence[Card],
    held: Sequence[Card],
    played: Sequence[Card],
    ctx: TrumpContext,
    variant: Variant,
    example: bool,
) -> Verdict:
    """:func:`verify_follow` once the suit is followed in full from a hand holding more of it:
    the structure the lead obliges (tractors, pairs; triples: :func:`_verify_wide`)."""
    shape = follow_shape(lead, ctx, variant)
    wide = shape.wide
    if not wide and not shape.total_pairs:
        return LEGAL  # singles oblige nothing beyond the suit
    if wide and _holds_triple(held):
        return _verify_wide(lead, hand, held, played, shape, ctx, variant, example)
    want = profile(held, shape, ctx, variant)
    got = profile(played, shape, ctx, variant)
    if got == want:
        return LEGAL
    legal = example_follow(lead, hand, ctx, variant) if example else ()
    if got[0] != want[0]:
        length = next(w for g, w in zip(got[0], want[0], strict=True) if g != w)
        tractor = _held_tractor(held, length, ctx)
        return Verdict.refused(
            Msg.of("hand.follow.tractor", cards=Cards.of(tractor), n=length),
            Msg.of("hand.owe.tractor", n=length),
            legal,
        )
    return _pairs_verdict(held, want[1], legal, ctx)


def _pairs_verdict(
    held: Sequence[Card], owed: int, legal: tuple[Card, ...], ctx: TrumpContext
) -> Verdict:
    """The verdict on a follow that plays fewer pairs than the ``owed`` ones its hand held."""
    pairs = [c for c, n in kind_counts(held).items() if n >= 2]
    pairs.sort(key=ctx.sort_key.__getitem__, reverse=True)
    what = pairs_words(owed)
    return Verdict.refused(
        Msg.of(
            "hand.follow.pairs",
            n=len(pairs),
            cards=Cards.of(c for c in pairs[:4] for _ in (0, 1)),
            what=what,
        ),
        Msg.of("hand.owe.pairs", what=what),
        legal,
    )


def _wide_words(want: WideProfile) -> list[Msg]:
    """What a wide profile obliges, in words (R13.3)."""
    titanics, _, tractors, triples, pairs = want
    out = [Msg.of("hand.owe.titanic", n=t) for t in titanics if t]
    if triples:
        out.append(Msg.of("hand.owe.triples", n=triples))
    out += [Msg.of("hand.owe.tractor", n=t) for t in tractors if t]
    if pairs:
        out.append(Msg.of("hand.owe.pairs-counted", n=pairs))
    return out


def _verify_wide(
    lead: Sequence[Card],
    hand: Sequence[Card],
    held: Sequence[Card],
    played: Sequence[Card],
    shape: Shape,
    ctx: TrumpContext,
    variant: Variant,
    example: bool,
) -> Verdict:
    """:func:`verify_follow` for a lead holding a triple, followed from a hand holding one
    (R13.3)."""
    want, structured = best_wide(held, len(lead), shape, ctx, variant)
    got = wide_profile(played, shape, ctx, variant)
    if got == want:
        return LEGAL
    legal = example_follow(lead, hand, ctx, variant) if example else ()
    what = _wide_owed(got, want)
    shown = ctx.sort(structured)
    return Verdict.refused(
        Msg.of("hand.follow.wide", cards=Cards.of(shown), what=what), what, legal
    )


def _wide_owed(got: WideProfile, want: WideProfile) -> Msg:
    """What a follow reaching the wide profile ``got`` owed first, in words: the first part of
    ``want`` it misses (R13.3)."""
    i = next(i for i, (a, b) in enumerate(zip(got, want, strict=True)) if a != b)
    if i == 0:
        j = next(j for j, (a, b) in enumerate(zip(got[0], want[0], strict=True)) if a != b)
        return Msg.of("hand.owe.titanic", n=want[0][j])
    if i in (1, 3):
        return Msg.of("hand.owe.triples", n=want[3])
    if i == 2:
        j = next(j for j, (a, b) in enumerate(zip(got[2], want[2], strict=True)) if a != b)
        return Msg.of("hand.owe.tractor", n=want[2][j])
    return Msg.of("hand.owe.pairs-counted", n=want[4])


def _kinds_at(held: Sequence[Card], width: int, ctx: TrumpContext) -> dict[int, Card]:
    """Position → a kind there that ``held`` holds ``width`` copies of (the first seen)."""
    by_pos: dict[int, Card] = {}
    for c, n in kind_counts(held).items():
        if n >= width:
            by_pos.setdefault(ctx.pos[c], c)
    return by_pos


def _held_tractor(held: Sequence[Card], length: int, ctx: TrumpContext) -> list[Card]:
    """The highest tractor of ``length`` pairs in ``held``."""
    by_pos = _kinds_at(held, 2, ctx)
    tops = _windows({p: 1 for p in by_pos}, length)
    top = max(tops)
    return [by_pos[top - i] for i in range(length) for _ in (0, 1)]


def can_follow(
    lead: Sequence[Card],
    hand: Sequence[Card],
    play: Sequence[Card],
    ctx: TrumpContext,
    variant: Variant,
) -> bool:
    """True if ``play`` legally follows ``lead`` from ``hand``."""
    return verify_follow(lead, hand, play, ctx, variant, example=False).ok


# ---------------------------------------------------------------- throws


SeatT = TypeVar("SeatT", bound="str | None", covariant=True)
"""A beater's seat: ``str`` where it is known, ``str | None`` where it may be any seat."""


@dataclass(frozen=True)  # not slots: a subscripted Beater[str](…) sets __orig_class__
class Beater(Generic[SeatT]):
    """``cards`` that would beat thrown unit number ``unit`` (canonical order): held by ``seat``
    (``None``: any seat the unseen cards could reach), of which ``needs`` are cards not seen yet
    (none: held for certain).  A trick's judge finds only certain ones, at known seats
    (:data:`Block`); "can I throw this?" (:mod:`.throws`) finds the possible ones too."""

    seat: SeatT
    unit: int
    cards: tuple[Card, ...]
    needs: tuple[Card, ...] = ()

    @property
    def certain(self) -> bool:
        """Whether the seat holds the cards for certain (no unseen card is needed)."""
        return not self.needs


Block = Beater[str]
"""A beater held for certain at a known seat: what blocks a throw in a trick."""


def beating_cards(
    unit: Unit, holding: Sequence[Card], ctx: TrumpContext
) -> tuple[Card, ...] | None:
    """Cards in ``holding`` that beat a thrown ``unit`` of the same suit, or ``None``.

    A unit is beaten by a higher unit of the same width and length: a tractor by a higher
    tractor of the same length (or one inside a longer tractor), a pair by a higher pair, a
    single by a higher card; a triple by a higher triple, a 泰坦尼克 by a higher one (R13.2).
    """
    suit = ctx.esuit[unit.cards[0]]
    return _beating(unit, [c for c in holding if ctx.esuit[c] == suit], ctx)


def _beating(unit: Unit, held: Sequence[Card], ctx: TrumpContext) -> tuple[Card, ...] | None:
    """:func:`beating_cards` given the holding's cards of the unit's suit."""
    if unit.kind == SINGLE:
        higher = [c for c in held if ctx.pos[c] > unit.top]
        return (max(higher, key=ctx.sort_key.__getitem__),) if higher else None
    by_pos = _kinds_at(held, unit.width, ctx)
    tops = [t for t in _windows(dict.fromkeys(by_pos, 1), unit.length) if t > unit.top]
    if not tops:
        return None
    top = max(tops)
    return tuple(by_pos[top - i] for i in range(unit.length) for _ in range(unit.width))


def throw_blocks(
    throw: Sequence[Card], others: Sequence[tuple[str, Sequence[Card]]], ctx: TrumpContext
) -> list[Block]:
    """Every (seat, thrown unit) pair where the seat can beat the unit; seats in the order given."""
    units = decompose(throw, ctx)
    esuit = ctx.esuit
    out: list[Block] = []
    for seat, holding in others:
        held: dict[int | None, list[Card]] = {}  # the seat's cards of each suit thrown
        for i, unit in enumerate(units):
            suit = esuit[unit.cards[0]]
            of_suit = held.get(suit)
            if of_suit is None:
                of_suit = held[suit] = [c for c in holding if esuit[c] == suit]
            cards = _beating(unit, of_suit, ctx) if of_suit else None
            if cards is not None:
                out.append(Beater(seat, i, cards))
    return out


def can_throw(
    throw: Sequence[Card], others: Sequence[tuple[str, Sequence[Card]]], ctx: TrumpContext
) -> bool:
    """True if no other seat can beat any unit of the throw."""
    return not throw_blocks(throw, others, ctx)


def _kind_key(unit: Unit) -> tuple[int, int]:
    return (unit.width, unit.length)


def allowed_forced_plays(
    throw: Sequence[Card],
    blocks: Sequence[Block],
    partner: str | None,
    ctx: TrumpContext,
    variant: Variant,
) -> list[Unit]:
    """The units a failed throw may be reduced to, under the variant's chooser.

    A unit of the same kind and strength as an allowed one (off-suit level cards; every
    level card in no-trump) is allowed too: equal cards are each "the smallest" (§2).
    """
    chosen = _chosen_forced_plays(throw, blocks, partner, ctx, variant)
    return [
        u
        for u in decompose(throw, ctx)
        if any(_kind_key(u) == _kind_key(a) and u.top == a.top for a in chosen)
    ]


def _partner_names_any(rule: PartnerBlock, units: Sequence[Unit]) -> bool:
    """Whether the thrower's partner beating a unit lets the 下家 name any unit of this throw
    (002 第十七条(四)1 当甩牌包含多种组合而甩牌者的同伴有大于所甩牌的…: ``mixed-throws``, a throw
    of more than one kind of unit, the kinds the forced play counts)."""
    match rule:
        case PartnerBlock.NEVER:
            return False
        case PartnerBlock.ALWAYS:
            return True
        case PartnerBlock.MIXED_THROWS:
            return len({_kind_key(u) for u in units}) > 1
        case _:
            assert_never(rule)


def _chosen_forced_plays(
    throw: Sequence[Card],
    blocks: Sequence[Block],
    partner: str | None,
    ctx: TrumpContext,
    variant: Variant,
) -> list[Unit]:
    units = decompose(throw, ctx)
    if not blocks:
        return []
    if (
        partner is not None
        and any(b.seat == partner for b in blocks)
        and _partner_names_any(variant.throw.partner_block_any_unit, units)
    ):
        return list(units)
    return _chosen_by_rule(variant.throw.forced_play, units, blocks, ctx)


def _smallest_of(units: Sequence[Unit], kind: tuple[int, int]) -> Unit:
    """The unit of ``kind`` (width, length) with the lowest top."""
    return min((u for u in units if _kind_key(u) == kind), key=lambda u: u.top)


def _chosen_by_rule(
    rule: ForcedPlay, units: Sequence[Unit], blocks: Sequence[Block], ctx: TrumpContext
) -> list[Unit]:
    """The forced plays ``throw.forced_play`` chooses among the throw's ``units``, given what
    the ``blocks`` beat."""
    beaten = [units[b.unit] for b in blocks]
    kinds = sorted({_kind_key(u) for u in beaten}, reverse=True)
    match rule:
        case ForcedPlay.ANY_BEATEN_KIND | ForcedPlay.NEXT_PLAYER_PICKS:
            return [_smallest_of(units, k) for k in kinds]
        case ForcedPlay.MOST_COMPLEX_BEATEN_KIND:
            return [_smallest_of(units, kinds[0])]
        case ForcedPlay.FEWEST_CARDS_LOWEST:
            return [min((_smallest_of(units, k) for k in kinds), key=lambda u: (u.size, u.top))]
        case ForcedPlay.FIRST_BLOCKER:
            return [_smallest_of(units, _kind_key(units[_first_blocked(blocks)]))]
        case ForcedPlay.LOWEST_TOP_UNIT:
            # 80fen before 2026-09-07: the unit of lowest top among all the throw's units; of
            # equal tops the one of more cards (its split lists tractors and pairs before singles
            # and keeps the first of equal tops: R12.1)
            return [min(units, key=lambda u: (u.top, -u.size))]
        case ForcedPlay.SMALLEST_BEATEN_UNIT:
            # the beaten unit holding the lowest card (bjtu 只能出被管牌中最小的牌)
            return [min(beaten, key=lambda u: (min(ctx.pos[c] for c in u.cards), u.size))]
        case _:
            assert_never(rule)


def _first_blocked(blocks: Sequence[Block]) -> int:
    """The first unit (in the throw's order) the first seat to block beats."""
    first = blocks[0].seat
    return min(b.unit for b in blocks if b.seat == first)


def verify_forced_play(
    throw: Sequence[Card],
    played: Sequence[Card],
    blocks: Sequence[Block],
    partner: str | None,
    ctx: TrumpContext,
    variant: Variant,
) -> Verdict:
    """Whether ``played`` is an allowed forced play after the failed ``throw``: the shared
    :data:`~.verdict.LEGAL`, or a refusal naming the allowed plays."""
    allowed = allowed_forced_plays(throw, blocks, partner, ctx, variant)
    if any(sorted(u.cards) == sorted(played) for u in allowed):
        return LEGAL
    return Verdict.refused(
        Msg.of(
            "hand.forced-play.allowed",
            n=len(allowed),
            plays=Join(tuple(cards_msg(u.cards) for u in allowed)),
        )
    )


def can_force_play(
    throw: Sequence[Card],
    played: Sequence[Card],
    blocks: Sequence[Block],
    partner: str | None,
    ctx: TrumpContext,
    variant: Variant,
) -> bool:
    """True if ``played`` is an allowed forced play after the failed ``throw``
    (:func:`verify_forced_play`'s yes or no)."""
    return verify_forced_play(throw, played, blocks, partner, ctx, variant).ok


def throw_penalty(
    throw: Sequence[Card],
    forced: Sequence[Card],
    blocks: Sequence[Block],
    ctx: TrumpContext,
    variant: Variant,
) -> int:
    """Penalty points for a failed throw (before the side's sign is applied)."""
    basis = variant.throw.penalty_basis
    match basis:
        case PenaltyBasis.THROWN:
            count = len(throw)
        case PenaltyBasis.BEATEN:
            units = decompose(throw, ctx)
            count = sum(units[i].size for i in {b.unit for b in blocks})
        case PenaltyBasis.WITHDRAWN:
            count = len(throw) - len(forced)
        case PenaltyBasis.ATTEMPT:
            count = 1
        case _:
            assert_never(basis)
    return count * variant.throw.penalty_per_card


def penalty_effect(points: int, side: Side, variant: Variant) -> int:
    """What a penalty of ``points`` against a seat of ``side`` does to the defenders' points
    (``throw.dealer_penalty``, ``throw.defender_penalty``)."""
    match side:
        case Side.DEALER:
            dealer_rule = variant.throw.dealer_penalty
            match dealer_rule:
                case DealerPenalty.ADD:
                    return points
                case DealerPenalty.NONE:
                    return 0
                case _:
                    assert_never(dealer_rule)
        case Side.DEFENDERS:
            defender_rule = variant.throw.defender_penalty
            match defender_rule:
                case DefenderPenalty.SUBTRACT:
                    return -points
                case DefenderPenalty.NONE:
                    return 0
                case _:
                    assert_never(defender_rule)
        case _:
            assert_never(side)


# ---------------------------------------------------------------- trick winner


@dataclass(frozen=True, slots=True)
class TrickResult:
    """Winner (index into the plays), each play's standing, and the trick's points."""

    winner: int
    standings: tuple[Standing, ...]
    points: int


def ruff_matches(cards: Sequence[Card], shape: Shape, ctx: TrumpContext, variant: Variant) -> bool:
    """True if trump ``cards`` have the structure a ruff of a lead of ``shape`` needs."""
    wide = shape.wide
    if wide and not _wide_cover(cards, shape, ctx, variant.ruff.structure):
        return False
    sk = shape.skeleton() if wide else shape
    caps = caps_of(cards, ctx)
    pairs = sum(k for _, k in caps)
    if pairs < sk.total_pairs:
        return False
    structure = variant.ruff.structure
    match structure:
        case RuffStructure.EXACT:
            return best_tractors(caps, sk.tractors, False) == sk.tractors
        case RuffStructure.AT_LEAST:
            needed = len(sk.tractors)
            return needed == 0 or best_tractors(caps, (2,) * needed, False) == (2,) * needed
        case RuffStructure.SAME_SHAPE:
            return lead_shape(cards, ctx) == shape
        case _:
            assert_never(structure)


def _wide_cover(
    cards: Sequence[Card], shape: Shape, ctx: TrumpContext, structure: RuffStructure
) -> bool:
    """The width-3 part of :func:`ruff_matches`: the lead's triples, and its 泰坦尼克 (R13.4)."""
    caps3 = caps_of(cards, ctx, MAX_WIDTH)
    if sum(k for _, k in caps3) < shape.total_triples:
        return False
    match structure:
        case RuffStructure.EXACT:
            return best_tractors(caps3, shape.titanics, False) == shape.titanics
        case RuffStructure.AT_LEAST:
            needed = (2,) * len(shape.titanics)
            return best_tractors(caps3, needed, False) == needed
        case RuffStructure.SAME_SHAPE:
            return True  # the whole shape is compared by ruff_matches
        case _:
            assert_never(structure)


def ruff_key(cards: Sequence[Card], shape: Shape, ctx: TrumpContext, variant: Variant) -> int:
    """Strength of a ruff: the best position its unit of the lead's most complex kind can take."""
    if shape.wide:
        caps3 = caps_of(cards, ctx, MAX_WIDTH)
        if shape.titanics:
            return _tractor_key(cards, caps3, shape.titanics, MAX_WIDTH, ctx, variant)
        return max(p for p, _ in caps3)
    caps = caps_of(cards, ctx)
    if shape.tractors:
        return _tractor_key(cards, caps, shape.tractors, 2, ctx, variant)
    if shape.total_pairs:
        return max(p for p, _ in caps)
    return max(ctx.pos[c] for c in cards)


def _tractor_key(
    cards: Sequence[Card],
    caps: Caps,
    lengths: tuple[int, ...],
    width: int,
    ctx: TrumpContext,
    variant: Variant,
) -> int:
    """The best top a ruff's longest tractor (of ``width``) can take, the rest still matched."""
    capd = dict(caps)
    structure = variant.ruff.structure
    match structure:
        case RuffStructure.EXACT:
            n, rest = lengths[0], lengths[1:]
            return max(top for top in _windows(capd, n) if _leaves(capd, top, n, rest))
        case RuffStructure.AT_LEAST:
            return max(_windows(capd, 2))
        case RuffStructure.SAME_SHAPE:
            return max(
                u.top for u in decompose(cards, ctx) if u.width == width and u.length == lengths[0]
            )
        case _:
            assert_never(structure)


def trick_result(
    plays: Sequence[Sequence[Card]],
    ctx: TrumpContext,
    variant: Variant,
    barred_ruffs: Iterable[int] = (),
) -> TrickResult:
    """Judge a trick: ``plays[0]`` is the lead (after a failed throw, the forced play).

    ``barred_ruffs`` are indices of plays that may not ruff (``national`` 第十七条: the
    dealer's partner after a failed throw); their trumps count as a discard.
    """
    lead = plays[0]
    if len(lead) == 1 or len(lead) == 2 and lead[0] == lead[1]:
        return _one_kind_trick_result(plays, ctx, barred_ruffs)
    strength = variant.ruff.strength
    match strength:
        case TrickStrength.LEAD_UNIT:
            return _lead_unit_trick_result(plays, ctx, variant, barred_ruffs)
        case TrickStrength.HIGHEST_CARD:
            return _highest_card_trick_result(plays, ctx, variant, barred_ruffs)
        case _:
            assert_never(strength)


@dataclass(slots=True)
class _Winning:
    """The play winning a trick so far: its index, its strength, whether it is a ruff."""

    index: int
    key: int
    ruff: bool = False

    def follow(self, i: int, key: int) -> Standing:
        """Play ``i`` of the led suit that competes with strength ``key``: it beats the best so
        far if no ruff stands and it is strictly stronger."""
        if self.ruff or key <= self.key:
            return Standing.FOLLOW
        self.index, self.key = i, key
        return Standing.BEAT

    def ruffs(self, i: int, key: int) -> Standing:
        """Play ``i``, a ruff of strength ``key``: the first ruff wins, a later one only when
        strictly stronger (over-ruffs)."""
        if not self.ruff:
            self.index, self.key, self.ruff = i, key, True
            return Standing.RUFF
        if key > self.key:
            self.index, self.key = i, key
            return Standing.OVER_RUFF
        return Standing.RUFF


def _lead_unit_trick_result(
    plays: Sequence[Sequence[Card]],
    ctx: TrumpContext,
    variant: Variant,
    barred_ruffs: Iterable[int],
) -> TrickResult:
    """:func:`trick_result` under ``ruff.strength = "lead-unit"``: a follow beats a lead of one
    unit with a higher unit of its kind; a throw is won by its leader or a ruff."""
    lead = plays[0]
    suit = effective_suit(lead, ctx)
    units = decompose(lead, ctx)
    shape = lead_shape(lead, ctx)
    barred = set(barred_ruffs)
    standings = [Standing.LEAD]
    winning = _Winning(0, units[0].top)
    for i, play in enumerate(plays[1:], start=1):
        psuit = effective_suit(play, ctx)
        standing = Standing.DISCARD
        if len(play) != len(lead):
            pass
        elif psuit == suit:
            standing = Standing.FOLLOW
            if len(units) == 1 and not winning.ruff:
                top = _same_unit_top(play, units[0], ctx)
                if top is not None:
                    standing = winning.follow(i, top)
        elif (
            psuit == TRUMP
            and suit != TRUMP
            and i not in barred
            and ruff_matches(play, shape, ctx, variant)
        ):
            standing = winning.ruffs(i, ruff_key(play, shape, ctx, variant))
        standings.append(standing)
    return TrickResult(winning.index, tuple(standings), sum(points_of(p) for p in plays))


def _same_unit_top(play: Sequence[Card], unit: Unit, ctx: TrumpContext) -> int | None:
    """The top of ``play`` when it is one unit of ``unit``'s kind, else ``None``."""
    punits = decompose(play, ctx)
    if len(punits) == 1 and _kind_key(punits[0]) == _kind_key(unit):
        return punits[0].top
    return None


def _highest_card_trick_result(
    plays: Sequence[Sequence[Card]],
    ctx: TrumpContext,
    variant: Variant,
    barred_ruffs: Iterable[int],
) -> TrickResult:
    """:func:`trick_result` under ``ruff.strength = "highest-card"`` (80fen): a play of the led
    suit or of trumps competes when its structure covers the lead's (``ruff.structure``); the
    play whose highest card is strictly higher than the best so far wins, trumps above the led
    suit; a tie stays with the earlier play."""
    lead = plays[0]
    suit = effective_suit(lead, ctx)
    shape = lead_shape(lead, ctx)
    barred = set(barred_ruffs)
    standings = [Standing.LEAD]
    winning = _Winning(0, max(ctx.pos[c] for c in lead))
    for i, play in enumerate(plays[1:], start=1):
        psuit = effective_suit(play, ctx)
        standing = Standing.DISCARD
        if len(play) != len(lead) or psuit is None:
            pass
        elif psuit == suit:
            standing = Standing.FOLLOW
            if not winning.ruff and ruff_matches(play, shape, ctx, variant):
                standing = winning.follow(i, max(ctx.pos[c] for c in play))
        elif psuit == TRUMP and i not in barred and ruff_matches(play, shape, ctx, variant):
            standing = winning.ruffs(i, max(ctx.pos[c] for c in play))
        standings.append(standing)
    return TrickResult(winning.index, tuple(standings), sum(points_of(p) for p in plays))


def _one_kind_trick_result(
    plays: Sequence[Sequence[Card]], ctx: TrumpContext, barred_ruffs: Iterable[int]
) -> TrickResult:
    """:func:`trick_result` for a lead of one card or one pair (most tricks): the same
    verdicts, by position alone (inline, not through :class:`_Winning`: the hottest loop).  A
    play beats or ruffs such a lead only as the same number of copies of one kind, and its
    strength is that kind's position (no tractor to match)."""
    esuit, pos = ctx.esuit, ctx.pos
    width = len(plays[0])
    lead = plays[0][0]
    suit = esuit[lead]
    barred = set(barred_ruffs)
    standings = [Standing.LEAD]
    best, best_key, best_is_ruff = 0, pos[lead], False
    for i in range(1, len(plays)):
        play = plays[i]
        standing = Standing.DISCARD
        if len(play) == width:
            c = play[0]
            d = play[-1]  # width is 1 or 2
            one_kind = d == c
            s = esuit[c] if esuit[d] == esuit[c] else None
            if s == suit:
                standing = Standing.FOLLOW
                if one_kind and not best_is_ruff and pos[c] > best_key:
                    best, best_key, standing = i, pos[c], Standing.BEAT
            elif s == TRUMP and suit != TRUMP and one_kind and i not in barred:
                if not best_is_ruff:
                    best, best_key, best_is_ruff, standing = i, pos[c], True, Standing.RUFF
                elif pos[c] > best_key:
                    best, best_key, standing = i, pos[c], Standing.OVER_RUFF
                else:
                    standing = Standing.RUFF
        standings.append(standing)
    return TrickResult(best, tuple(standings), sum(POINTS[c] for p in plays for c in p))


# ---------------------------------------------------------------- scoring


def unit_multiplier(unit: Unit, variant: Variant) -> int:
    """Bottom multiplier of one unit under the per-unit table."""
    return kind_multiplier(unit.kind, unit.length, variant)


def kind_multiplier(kind: str, length: int, variant: Variant) -> int:
    """Bottom multiplier of a single, a pair or a tractor of ``length`` pairs, a triple or a
    泰坦尼克 of ``length`` triples (``kind``: a :class:`~.units.UnitKind` or its name) under the
    per-unit table."""
    b = variant.bottom
    unit_kind = UnitKind(kind)
    match unit_kind:
        case UnitKind.SINGLE:
            return b.single
        case UnitKind.PAIR:
            return b.pair
        case UnitKind.TRACTOR:
            return tractor_multiplier(b.tractor, length)
        case UnitKind.TRIPLE:
            return b.triple
        case UnitKind.TITANIC:
            return tractor_multiplier(b.titanic, length)
        case _:
            assert_never(unit_kind)


_WIDTH = {
    UnitKind.SINGLE: 1,
    UnitKind.PAIR: 2,
    UnitKind.TRACTOR: 2,
    UnitKind.TRIPLE: 3,
    UnitKind.TITANIC: 3,
}
"""The copies of a kind each position of a unit holds."""


def lead_multiplier(kind: str, length: int, variant: Variant) -> int:
    """Bottom multiplier of a last lead that is one unit — a single, a pair, a triple, or a
    tractor or 泰坦尼克 of ``length`` positions — under the variant's ``bottom.mode`` (what
    :func:`bottom_multiplier` gives for such cards).

    >>> from shengji_cli.core.variants import load_variant
    >>> [lead_multiplier("tractor", 2, load_variant(p)) for p in ("national", "shanghai")]
    [6, 8]
    """
    unit_kind = UnitKind(kind)
    size = _WIDTH[unit_kind] * (length if unit_kind in (UnitKind.TRACTOR, UnitKind.TITANIC) else 1)
    mode = variant.bottom.mode
    match mode:
        case BottomMode.CARDS | BottomMode.LARGEST_UNIT_LINEAR:
            return 2 * size
        case BottomMode.LARGEST_UNIT_POWER:
            return 1 << size
        case BottomMode.PER_UNIT:
            return kind_multiplier(unit_kind, length, variant)
        case _:
            assert_never(mode)


def bottom_multiplier(last_lead: Sequence[Card], ctx: TrumpContext, variant: Variant) -> int:
    """The bottom multiplier set by the last trick's lead (§7; throws by the variant's rule).

    >>> from shengji_cli.core.cards import TrumpContext, parse_cards, HEARTS
    >>> from shengji_cli.core.variants import load_variant
    >>> ctx = TrumpContext.make(HEARTS, 2)
    >>> bottoms = ("SA", "SA SA", "SA SA SK SK", "SA SK")
    >>> [bottom_multiplier(parse_cards(t), ctx, load_variant("national")) for t in bottoms]
    [2, 4, 6, 3]
    """
    b = variant.bottom
    units = decompose(last_lead, ctx)
    if len(units) == 1:
        return lead_multiplier(units[0].kind, units[0].length, variant)
    largest = max(units, key=lambda u: (u.size, unit_multiplier(u, variant)))
    mode = b.mode
    match mode:
        case BottomMode.CARDS:
            mult = 2 * len(last_lead)
        case BottomMode.LARGEST_UNIT_LINEAR:
            mult = 2 * largest.size
        case BottomMode.LARGEST_UNIT_POWER:
            mult = 1 << largest.size
        case BottomMode.PER_UNIT:
            mult = _throw_multiplier(units, largest, variant)
        case _:
            assert_never(mode)
    return max(mult, b.throw_floor)


def _throw_multiplier(units: Sequence[Unit], largest: Unit, variant: Variant) -> int:
    """A thrown last lead's multiplier under the per-unit table."""
    rule = variant.bottom.throw
    match rule:
        case ThrowMultiplier.LARGEST_UNIT:
            return unit_multiplier(largest, variant)
        case ThrowMultiplier.SUM:
            return sum(unit_multiplier(u, variant) for u in units)
        case _:
            assert_never(rule)


def _table_entry(table: Sequence[LevelStep], points: int) -> LevelStep:
    """The last step of the level table that ``points`` reach (else the first)."""
    entry = table[0]
    for step in table:
        if step.at <= points:
            entry = step
    return entry


def level_change(points: int, variant: Variant) -> LevelChange:
    """The level change for the defenders' final points (§8).

    >>> from shengji_cli.core.variants import load_variant
    >>> v = load_variant("shenzhen")
    >>> [(str(c.side), c.levels) for c in (level_change(x, v) for x in (0, 60, 75, 80, 140))]
    [('dealer', 5), ('dealer', 2), ('dealer', 1), ('defenders', 0), ('defenders', 3)]
    """
    table = variant.levels.table
    entry = _table_entry(table, points)
    levels = entry.levels
    if entry is table[-1] and variant.levels.step > 0:
        levels += (points - entry.at) // variant.levels.step
    if (
        points < entry.at
        and variant.levels.below_zero is BelowZero.CONTINUE
        and variant.levels.step > 0
    ):
        levels += (entry.at - points) // variant.levels.step  # §8 R11.12: 每降低20分，庄家加升一级
    if variant.levels.cap:
        levels = min(levels, variant.levels.cap)
    side = Side(entry.side)
    if side is Side.DEFENDERS and variant.levels.takeover_cap:
        levels = min(levels, variant.levels.takeover_cap)
    return LevelChange(side, levels)
