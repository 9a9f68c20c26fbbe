//! The variant's parameters the rules read (`core/variants.py`'s `Variant`, the sections
//! `follow`, `ruff`, `bottom`, `throw`), as plain values.  The Python side passes them once per
//! search; a value the kernel does not know makes [`Params::parse`]'s caller decline.

/// `ruff.structure`: what structure a ruff (or, 80fen, a competing follow) must have.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RuffStructure {
    /// The lead's tractors exactly.
    Exact,
    /// As many tractors, of any length ≥ 2.
    AtLeast,
    /// The very shape of the lead.
    SameShape,
}

/// `ruff.strength`: how a trick of several cards is won.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TrickStrength {
    /// A higher unit of the lead's kind beats a one-unit lead; a throw is won by its leader or a
    /// ruff.
    LeadUnit,
    /// The highest card of a play whose structure covers the lead's (80fen).
    HighestCard,
}

/// `bottom.mode`: the bottom multiplier of a last lead.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BottomMode {
    /// The per-unit table.
    PerUnit,
    /// Twice the cards led.
    Cards,
    /// Twice the largest unit's cards.
    LargestUnitLinear,
    /// Two to the largest unit's cards.
    LargestUnitPower,
}

/// `bottom.throw`: a thrown last lead's multiplier under the per-unit table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ThrowMultiplier {
    /// The largest unit's.
    LargestUnit,
    /// The units' summed.
    Sum,
}

/// `throw.forced_play`: which unit a failed throw is reduced to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ForcedPlay {
    /// The smallest unit of any kind beaten.
    AnyBeatenKind,
    /// As `AnyBeatenKind` (the next player picks among them).
    NextPlayerPicks,
    /// The smallest unit of the most complex kind beaten.
    MostComplexBeatenKind,
    /// The fewest cards, then the lowest.
    FewestCardsLowest,
    /// The kind the first blocker beats.
    FirstBlocker,
    /// The unit of lowest top of the whole throw.
    LowestTopUnit,
    /// The beaten unit holding the lowest card.
    SmallestBeatenUnit,
}

/// `throw.partner_block_any_unit`: when the thrower's partner beating a unit lets any unit be
/// named.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PartnerBlock {
    /// Never.
    Never,
    /// Always.
    Always,
    /// For a throw of more than one kind of unit.
    MixedThrows,
}

/// `throw.penalty_basis`: the cards a failed throw's penalty counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PenaltyBasis {
    /// Every card thrown.
    Thrown,
    /// The cards of the units beaten.
    Beaten,
    /// The cards taken back.
    Withdrawn,
}

/// The variant's parameters, as the rules read them.
#[derive(Clone, Debug, PartialEq)]
pub struct Params {
    /// `follow.throw_shape_owed`.
    pub throw_shape_owed: bool,
    /// `follow.throw_tractor_obliges_tractor`.
    pub throw_tractor_obliges_tractor: bool,
    /// `follow.shorter_tractor_owed`.
    pub shorter_tractor_owed: bool,
    /// `ruff.structure`.
    pub ruff_structure: RuffStructure,
    /// `ruff.strength`.
    pub trick_strength: TrickStrength,
    /// `bottom.mode`.
    pub bottom_mode: BottomMode,
    /// `bottom.single`.
    pub single: i64,
    /// `bottom.pair`.
    pub pair: i64,
    /// `bottom.triple`.
    pub triple: i64,
    /// `bottom.tractor` evaluated for each length (index = pairs; the Python side evaluates the
    /// formula, capped as it caps it).
    pub tractor: Vec<i64>,
    /// `bottom.titanic` evaluated for each length (index = triples).
    pub titanic: Vec<i64>,
    /// `bottom.throw`.
    pub throw_multiplier: ThrowMultiplier,
    /// `bottom.throw_floor`.
    pub throw_floor: i64,
    /// `throw.forced_play`.
    pub forced_play: ForcedPlay,
    /// `throw.partner_block_any_unit`.
    pub partner_block: PartnerBlock,
    /// `throw.penalty_per_card`.
    pub penalty_per_card: i64,
    /// `throw.penalty_basis`.
    pub penalty_basis: PenaltyBasis,
    /// `throw.defender_penalty` is `subtract` (else `none`).
    pub defender_penalty_subtracts: bool,
    /// `throw.dealer_penalty` is `add` (else `none`).
    pub dealer_penalty_adds: bool,
    /// `throw.dealer_partner_may_ruff`.
    pub dealer_partner_may_ruff: bool,
    /// `throw.withdrawn_exposed`.
    pub withdrawn_exposed: bool,
}

impl RuffStructure {
    /// From the variant's value (`exact`, `at-least`, `same-shape`).
    pub fn parse(s: &str) -> Option<Self> {
        Some(match s {
            "exact" => Self::Exact,
            "at-least" => Self::AtLeast,
            "same-shape" => Self::SameShape,
            _ => return None,
        })
    }
}

impl TrickStrength {
    /// From the variant's value (`lead-unit`, `highest-card`).
    pub fn parse(s: &str) -> Option<Self> {
        Some(match s {
            "lead-unit" => Self::LeadUnit,
            "highest-card" => Self::HighestCard,
            _ => return None,
        })
    }
}

impl BottomMode {
    /// From the variant's value.
    pub fn parse(s: &str) -> Option<Self> {
        Some(match s {
            "per-unit" => Self::PerUnit,
            "cards" => Self::Cards,
            "largest-unit-linear" => Self::LargestUnitLinear,
            "largest-unit-power" => Self::LargestUnitPower,
            _ => return None,
        })
    }
}

impl ThrowMultiplier {
    /// From the variant's value.
    pub fn parse(s: &str) -> Option<Self> {
        Some(match s {
            "largest-unit" => Self::LargestUnit,
            "sum" => Self::Sum,
            _ => return None,
        })
    }
}

impl ForcedPlay {
    /// From the variant's value.
    pub fn parse(s: &str) -> Option<Self> {
        Some(match s {
            "any-beaten-kind" => Self::AnyBeatenKind,
            "next-player-picks" => Self::NextPlayerPicks,
            "most-complex-beaten-kind" => Self::MostComplexBeatenKind,
            "fewest-cards-lowest" => Self::FewestCardsLowest,
            "first-blocker" => Self::FirstBlocker,
            "lowest-top-unit" => Self::LowestTopUnit,
            "smallest-beaten-unit" => Self::SmallestBeatenUnit,
            _ => return None,
        })
    }
}

impl PartnerBlock {
    /// From the variant's value.
    pub fn parse(s: &str) -> Option<Self> {
        Some(match s {
            "never" => Self::Never,
            "always" => Self::Always,
            "mixed-throws" => Self::MixedThrows,
            _ => return None,
        })
    }
}

impl PenaltyBasis {
    /// From the variant's value.
    pub fn parse(s: &str) -> Option<Self> {
        Some(match s {
            "thrown" => Self::Thrown,
            "beaten" => Self::Beaten,
            "withdrawn" => Self::Withdrawn,
            _ => return None,
        })
    }
}

impl Params {
    /// The national rules' parameters (the tests' default).
    pub fn national() -> Self {
        Params {
            throw_shape_owed: true,
            throw_tractor_obliges_tractor: true,
            shorter_tractor_owed: true,
            ruff_structure: RuffStructure::Exact,
            trick_strength: TrickStrength::LeadUnit,
            bottom_mode: BottomMode::PerUnit,
            single: 2,
            pair: 4,
            triple: 8,
            tractor: (0..40).map(|n| 2 * n + 2).collect(),
            titanic: (0..40).map(|n| 8 * n).collect(),
            throw_multiplier: ThrowMultiplier::LargestUnit,
            throw_floor: 3,
            forced_play: ForcedPlay::AnyBeatenKind,
            partner_block: PartnerBlock::Never,
            penalty_per_card: 10,
            penalty_basis: PenaltyBasis::Withdrawn,
            defender_penalty_subtracts: true,
            dealer_penalty_adds: true,
            dealer_partner_may_ruff: false,
            withdrawn_exposed: false,
        }
    }
}
