"""The typed vocabulary: every name the engine hands out is a member of one of these enums.

They are :class:`~enum.StrEnum`\\ s, so a member equals its stable string (the one JSON and
the notation use) and a bare string from a record or a TOML file converts with ``Kind(s)``.

>>> Kind("illegal-follow") is Kind.ILLEGAL_FOLLOW
True
>>> Side.DEALER == "dealer", Side.DEALER.other
(True, <Side.DEFENDERS: 'defenders'>)
>>> LevelChange(Side.DEFENDERS, 1)
LevelChange(side=<Side.DEFENDERS: 'defenders'>, levels=1)
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class Kind(StrEnum):
    """What a finding is about: a violation kind, or ``unverifiable`` for a check not made."""

    CARD_NOT_HELD = "card-not-held"
    CARD_COUNT = "card-count"
    DECK = "deck"
    WRONG_LEADER = "wrong-leader"
    WRONG_ORDER = "wrong-order"
    BURY = "bury"
    ILLEGAL_LEAD = "illegal-lead"
    ILLEGAL_FOLLOW = "illegal-follow"
    FAILED_THROW = "failed-throw"
    WRONG_FORCED_PLAY = "wrong-forced-play"
    FALSE_FAILED_THROW = "false-failed-throw"
    POINTS_MISMATCH = "points-mismatch"
    BOTTOM_MISMATCH = "bottom-mismatch"
    LEVEL_MISMATCH = "level-mismatch"
    PENALTY_MISMATCH = "penalty-mismatch"
    ILLEGAL_DECLARATION = "illegal-declaration"
    DEALER_MISMATCH = "dealer-mismatch"
    TRUMP_MISMATCH = "trump-mismatch"
    WINNER_MISMATCH = "winner-mismatch"
    UNVERIFIABLE = "unverifiable"
    TIME_MISMATCH = "time-mismatch"
    REDEAL_MISMATCH = "redeal-mismatch"
    DRAW_MISMATCH = "draw-mismatch"
    # a hand recorded after a forfeit ended the match; a ruling's points refused
    FORFEITED = "forfeited"
    RULING_MISMATCH = "ruling-mismatch"
    """A ruling states points its fault's outcome does not allow (``points=A/B``)."""
    EXPOSED_CARD = "exposed-card"


class Standing(StrEnum):
    """How a play stands in its trick."""

    LEAD = "lead"
    FOLLOW = "follow"
    BEAT = "beat"
    RUFF = "ruff"
    OVER_RUFF = "over-ruff"
    DISCARD = "discard"


class Side(StrEnum):
    """A partnership seen from the hand: the dealer's (庄家方) or the defenders' (闲家)."""

    DEALER = "dealer"
    DEFENDERS = "defenders"

    @property
    def other(self) -> Side:
        return Side.DEFENDERS if self is Side.DEALER else Side.DEALER


class Phase(StrEnum):
    """When a bid was made, in order: during the deal; before the dealer took the bottom;
    before burying; after the bury, before the first lead."""

    DEAL = "deal"
    BEFORE_BOTTOM = "before-bottom"
    BEFORE_BURY = "before-bury"
    AFTER_BURY = "after-bury"

    @property
    def rank(self) -> int:
        return _PHASE_ORDER.index(self)


_PHASE_ORDER = tuple(Phase)


class Relative(StrEnum):
    """Another seat seen from one: 下家 (plays next), 对家 (the partner), 上家 (played before)."""

    NEXT = "next"
    PARTNER = "partner"
    PREV = "prev"


class Status(StrEnum):
    """A checked hand's verdict, one per hand in every output format (worst first)."""

    UNREADABLE = "unreadable"
    """The hand (or its file) could not be read or judged: its ``error`` says why."""
    VIOLATIONS = "violations"
    """The record breaks a rule or a claim differs from the replay (complete or not)."""
    INCOMPLETE = "incomplete"
    """No violation, but the record stops before the hand's end: not every rule could be checked
    and there is no score; never reported as clean."""
    CLEAN = "clean"
    """Complete, and no violation."""


class Fault(StrEnum):
    """Faults a referee may rule on in a hand (``ruling:`` lines)."""

    HIDDEN_CARD = "hidden-card"
    CARD_COUNT = "card-count"
    BURY = "bury"
    # the penalty kinds with their own numbers (docs/rules.md §11)
    MINOR_FOLLOW = "minor-follow"
    """A wrong follow, discard or ruff of little weight, corrected at once (shenzhen 第十七条(四
    )2)."""
    HIDDEN_CORRECTED = "hidden-corrected"
    """A 藏张 found and corrected in the same trick (shenzhen 第十七条(六) 藏张于当圈一经发现)."""
    RETRACT = "retract"
    """A card taken back after it was played (悔牌: club10 七, bjtu 七.5)."""
    VIOLATION = "violation"
    """A recorded violation (违例, 记违例: bjtu 七, shenzhen 第十六条(二))."""
    CONDUCT = "conduct"
    """A conduct penalty in points (罚分: shenzhen 第十六条(三))."""
    FORFEIT = "forfeit"
    """A judged forfeit (判负: national 第十八条, shenzhen 第十六条(四), bjtu 八.3)."""


class Consequence(StrEnum):
    """What the referee rules when a fault of play is found after the fact (``[consequences]``,
    docs/rules.md §11): nothing the text gives (``none``), the failed throw's penalty
    (``throw-penalty``, as ``throw.penalty_basis`` counts it), or a ``[faults]`` outcome — the
    finding ruled as a ``ruling:`` line of that fault against the seat would be."""

    NONE = "none"
    THROW_PENALTY = "throw-penalty"
    HIDDEN_CARD = "hidden-card"
    CARD_COUNT = "card-count"
    BURY = "bury"
    RETRACT = "retract"
    VIOLATION = "violation"

    @property
    def fault(self) -> Fault | None:
        """The ``[faults]`` key this consequence rules by (``None``: none or the throw's
        penalty)."""
        return Fault(self.value) if self.value in Fault._value2member_map_ else None


class Trump(StrEnum):
    """A hand's trump: a suit letter or no-trump."""

    S = "S"
    H = "H"
    C = "C"
    D = "D"
    NT = "NT"


@dataclass(frozen=True, slots=True)
class LevelChange:
    """``side`` goes up ``levels``; the defenders take over the deal at any levels, 0 included.

    The one representation of a hand's outcome: a record's ``result:`` claim, the rules'
    level change, a replay's and a match's result.
    """

    side: Side
    levels: int


class Grade(StrEnum):
    """A reviewed play's grade on the level scale (docs/solver.md, "Grading a play"): what the
    points it cost changed, with best play after it."""

    BEST = "best"
    """It cost nothing: a best play."""
    INACCURACY = "inaccuracy"
    """It cost points inside one bracket: the level result, the dig and its multiplier stand."""
    MISTAKE = "mistake"
    """It changed the bottom: whether it is dug, or its multiplier (the level result stands)."""
    BLUNDER = "blunder"
    """It changed the level result: the levels won, or who deals next."""


# -- variant choices -------------------------------------------------------------------------


class ForcedPlay(StrEnum):
    """Which forced plays a failed throw allows."""

    ANY_BEATEN_KIND = "any-beaten-kind"
    NEXT_PLAYER_PICKS = "next-player-picks"
    FEWEST_CARDS_LOWEST = "fewest-cards-lowest"
    FIRST_BLOCKER = "first-blocker"
    SMALLEST_BEATEN_UNIT = "smallest-beaten-unit"
    MOST_COMPLEX_BEATEN_KIND = "most-complex-beaten-kind"
    LOWEST_TOP_UNIT = "lowest-top-unit"


class PenaltyBasis(StrEnum):
    """The cards a failed throw's penalty counts."""

    WITHDRAWN = "withdrawn"
    BEATEN = "beaten"
    THROWN = "thrown"
    ATTEMPT = "attempt"
    """One count per failed throw, whatever its cards (shengji.io's ten points per attempt)."""


class DefenderPenalty(StrEnum):
    SUBTRACT = "subtract"
    NONE = "none"


class DealerPenalty(StrEnum):
    ADD = "add"
    NONE = "none"


class RuffStructure(StrEnum):
    """What a play must hold to compete with a lead of several cards: every unit of the lead
    (a unit may be split, never merged); at least as many tractors and pairs; or the same
    decomposition as the lead's."""

    EXACT = "exact"
    AT_LEAST = "at-least"
    SAME_SHAPE = "same-shape"


class TrickStrength(StrEnum):
    """How competing plays of a trick compare: by the lead's most complex unit kind (its top),
    or by the highest card of the whole play (80fen)."""

    LEAD_UNIT = "lead-unit"
    HIGHEST_CARD = "highest-card"


class Decomposition(StrEnum):
    """How cards are split into tractors, pairs and singles: canonical (longest tractors
    first); layered (the k-th pair of a position in layer k, each layer scanned for runs); greedy
    (one pass from the top, a second pair at the same position ending the chain)."""

    CANONICAL = "canonical"
    LAYERED = "layered"
    GREEDY = "greedy"


class BottomMode(StrEnum):
    PER_UNIT = "per-unit"
    CARDS = "cards"
    LARGEST_UNIT_LINEAR = "largest-unit-linear"
    LARGEST_UNIT_POWER = "largest-unit-power"


class ThrowMultiplier(StrEnum):
    LARGEST_UNIT = "largest-unit"
    SUM = "sum"


class NoDeclaration(StrEnum):
    TURN_TOP_CARD = "turn-top-card"
    THIRD_CARD = "third-card"
    REDEAL = "redeal"
    REDEAL_THEN_STEP_DOWN = "redeal-then-step-down"
    NO_TRUMP = "no-trump"


class JokerCompanion(StrEnum):
    NONE = "none"
    BY_COLOUR = "by-colour"


class Deadline(StrEnum):
    """A phase, or ``same``: the general deadline."""

    SAME = "same"
    DEAL = "deal"
    BEFORE_BOTTOM = "before-bottom"
    BEFORE_BURY = "before-bury"
    AFTER_BURY = "after-bury"


class TurnedCardDealer(StrEnum):
    UNCHANGED = "unchanged"
    HOLDER_OF_COPY = "holder-of-copy"


class FirstDeclarationBy(StrEnum):
    ANYONE = "anyone"
    DEALER_SIDE = "dealer-side"


class NextDealerOnHold(StrEnum):
    PARTNER = "partner"


class NextDealerOnTakeover(StrEnum):
    NEXT = "next"


class FirstHandDealer(StrEnum):
    """Who deals a match's first hand: the seat of the standing bid (after every overcall), or
    the first seat whose declaration stood (80fen: once the dealer is known, an overcall
    changes only the trump)."""

    STANDING_BID = "standing-bid"
    FIRST_BID = "first-bid"


# -- the end of a timed match, redeals and first-dealer draws (docs/rules.md R11.40–R11.49) --


class TimeEvent(StrEnum):
    """A ``time:`` line: the call before the end (shenzhen 第十五条 裁判长宣布), or the end
    itself."""

    CALLED = "called"
    UP = "up"


class TimeTie(StrEnum):
    """Who wins a match ended on time with both sides on one level: the side on top (台上), or
    nobody the rulebook names (national 第十五条 states no tie)."""

    ON_TOP = "on-top"
    UNDECIDED = "undecided"


class RedealBy(StrEnum):
    """Who may call a weak-hand redeal (online 暴动): a defender (对家玩家), or any seat."""

    DEFENDERS = "defenders"
    ANYONE = "anyone"


class FirstDraw(StrEnum):
    """What a drawn card (``draw:`` lines, 抢点/翻牌点) decides on a match's first hand: nothing
    the rulebook names (a ``draw:`` line is a finding), who draws the first card (kept, not
    checked: a record does not show it), the dealer when nobody declares (bjtu 一.3 as read), or
    the dealer whatever the bids."""

    NONE = "none"
    FIRST_DRAWER = "first-drawer"
    DEALER_WITHOUT_BID = "dealer-without-bid"
    DEALER = "dealer"


class PartnerBlock(StrEnum):
    """When the thrower's partner can beat a failed throw, may the 下家 name any of its units
    (shenzhen 第十七条(四)1): never; on every throw; only on a throw of several kinds of unit
    (当甩牌包含多种组合).  The retired ``true``/``false`` values read as ``always``/``never``."""

    NEVER = "never"
    ALWAYS = "always"
    MIXED_THROWS = "mixed-throws"

    @classmethod
    def from_bool(cls, value: bool) -> PartnerBlock:
        return cls.ALWAYS if value else cls.NEVER


class BelowZero(StrEnum):
    """Points below the level table's first threshold (a penalty can push the defenders under
    0): ``stop``, they count as the first row's; ``continue``, one more level per full
    ``levels.step`` below it (shenzhen 第十三条 每降低20分，庄家加升一级)."""

    STOP = "stop"
    CONTINUE = "continue"


class CardCountTrick(StrEnum):
    """What a wrong number of cards in a trick does to that trick: the short or long play is
    only a discard (``play-void``), or the erring seat's side loses the trick (``side-loses``,
    national 第十六条 按出错一方本圈失败)."""

    PLAY_VOID = "play-void"
    SIDE_LOSES = "side-loses"
