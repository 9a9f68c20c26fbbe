//! The replay of a plain hand, as far as the native path judges one: a hand it can prove clean
//! gets its row's parts; anything else declines (`None`), and the Python replay judges it.
//!
//! The rules themselves (follow legality, trick winners, throws, multipliers) come from the
//! rules kernel; until the crate has it, every hand declines here.

use super::hand::Hand;
use super::row::CleanRow;

/// What the native replay knows of one variant: its name and version (the row's), and whether
/// its rules are ported (a variant whose parameters the native code does not handle declines).
#[derive(Clone, Debug)]
pub struct VariantInfo {
    /// The variant's name, as the row writes it.
    pub name: String,
    /// The variant's version, as the row writes it.
    pub version: String,
}

/// The variants a batch may meet, and the one that overrides every record's (`--variant`).
#[derive(Clone, Debug, Default)]
pub struct Variants {
    /// The presets, by name.
    pub known: Vec<VariantInfo>,
    /// The index of the variant every hand is checked under, if the run names one.
    pub forced: Option<usize>,
}

impl Variants {
    /// The variant `hand` is checked under: the run's, else its `variant:` line's, else
    /// `national`; `None` when that is not one the native code knows.
    pub fn of(&self, hand: &Hand) -> Option<&VariantInfo> {
        if let Some(i) = self.forced {
            return self.known.get(i);
        }
        let name = hand.variant.as_deref().unwrap_or("national");
        self.known.iter().find(|v| v.name == name)
    }
}

/// The clean row's parts of `hand` (numbered `number` in its file, its file's name already
/// JSON text), or `None`: the hand is not one the native replay proves clean.
pub fn clean_row<'a>(
    hand: &'a Hand,
    number: usize,
    file_json: &'a str,
    variants: &'a Variants,
) -> Option<CleanRow<'a>> {
    let _variant = variants.of(hand)?;
    let _ = (number, file_json);
    None // the rules kernel is not in the crate yet: every hand goes to Python
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_run_variant_overrides_the_record() {
        let info = |n: &str| VariantInfo {
            name: n.into(),
            version: "1.0".into(),
        };
        let mut vs = Variants {
            known: vec![info("national"), info("online")],
            forced: None,
        };
        let hand = Hand {
            variant: Some("online".into()),
            ..Hand::default()
        };
        assert_eq!(vs.of(&hand).map(|v| v.name.as_str()), Some("online"));
        vs.forced = Some(0);
        assert_eq!(vs.of(&hand).map(|v| v.name.as_str()), Some("national"));
        let unknown = Hand {
            variant: Some("my.toml".into()),
            ..Hand::default()
        };
        vs.forced = None;
        assert!(vs.of(&unknown).is_none());
    }
}
