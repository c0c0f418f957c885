//! Hybrid and Phyrexian mana symbols (CR 107.4e–f, 118.13): mana symbols a cost can pay in
//! more than one way, whose way is announced with the spell or ability (601.2b).

use std::fmt;

use super::mana::ManaType;
use crate::{cite, rule};

/// One way to pay a hybrid or Phyrexian mana symbol: the half of it chosen (601.2b).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PaidAs {
    /// One mana of this type: a colored half, or the `{C}` half of `{C/W}`.
    Mana(ManaType),
    /// Two generic mana: the `{2}` half of `{2/W}`.
    TwoGeneric,
    /// 2 life, for a Phyrexian symbol (107.4f).
    TwoLife,
}

impl fmt::Display for PaidAs {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PaidAs::Mana(t) => write!(f, "{{{}}}", t.symbol()),
            PaidAs::TwoGeneric => write!(f, "{{2}}"),
            PaidAs::TwoLife => write!(f, "2 life"),
        }
    }
}

/// A mana symbol that can be paid in more than one way (118.13): a hybrid symbol such as
/// `{W/U}`, `{2/B}` or `{C/G}` (107.4e), a Phyrexian symbol such as `{W/P}`, or a hybrid
/// Phyrexian symbol such as `{G/U/P}` (107.4f).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SplitSymbol {
    /// Its (first) colored half.
    pub color: ManaType,
    /// Its other half, if it is hybrid: another color, colorless `{C}`, or `{2}`.
    pub other: Option<PaidAs>,
    /// Whether it may be paid with 2 life instead (107.4f).
    pub phyrexian: bool,
}

impl SplitSymbol {
    /// Reads the inside of a symbol with a slash (`W/U`, `2/B`, `C/G`, `R/P`, `G/U/P`); the
    /// error says which symbols there are.
    pub fn parse(symbol: &str) -> Result<SplitSymbol, String> {
        let unknown = || {
            format!(
                "the mana symbol {{{symbol}}} is not a hybrid or Phyrexian symbol: write {{W/U}}, {{2/B}}, {{C/G}}, {{R/P}} or {{G/U/P}} (107.4)"
            )
        };
        let colored = |s: &str| {
            let mut chars = s.chars();
            match (chars.next().and_then(ManaType::from_symbol), chars.next()) {
                (Some(t), None) if t != ManaType::Colorless => Some(t),
                _ => None,
            }
        };
        let parts: Vec<&str> = symbol.split('/').collect();
        let (halves, phyrexian) = match parts.as_slice() {
            [halves @ .., "P"] => (halves, true),
            halves => (halves, false),
        };
        let split = match *halves {
            [color] => SplitSymbol {
                color: colored(color).ok_or_else(unknown)?,
                other: None,
                phyrexian,
            },
            [first, second] => {
                let color = colored(second).ok_or_else(unknown)?;
                let other = match first {
                    "2" if !phyrexian => PaidAs::TwoGeneric,
                    "C" if !phyrexian => PaidAs::Mana(ManaType::Colorless),
                    other => {
                        // Two colors: the first half is written first ({W/U}).
                        let first = colored(other).filter(|&t| t != color).ok_or_else(unknown)?;
                        return Ok(SplitSymbol {
                            color: first,
                            other: Some(PaidAs::Mana(color)),
                            phyrexian,
                        });
                    }
                };
                SplitSymbol {
                    color,
                    other: Some(other),
                    phyrexian,
                }
            }
            _ => return Err(unknown()),
        };
        if split.other.is_none() && !split.phyrexian {
            return Err(unknown());
        }
        Ok(split)
    }

    /// The ways it can be paid: with its colored half, its other half, or for a Phyrexian
    /// symbol 2 life (107.4e, 107.4f).
    #[rule("107.4e", "107.4f")]
    pub fn ways(self) -> impl Iterator<Item = PaidAs> {
        std::iter::once(PaidAs::Mana(self.color))
            .chain(self.other)
            .chain(self.phyrexian.then_some(PaidAs::TwoLife))
    }

    /// What it adds to a mana value: the largest half of a hybrid symbol (202.3f), 1 for a
    /// Phyrexian symbol (202.3g).
    #[rule("202.3f", "202.3g")]
    pub fn mana_value(self) -> u32 {
        if self.phyrexian {
            cite!("202.3g");
            return 1;
        }
        cite!("202.3f");
        if self.other == Some(PaidAs::TwoGeneric) {
            2
        } else {
            1
        }
    }

    /// The least mana it can be paid with: none if life can pay it.
    pub fn fewest_mana(self) -> u32 {
        self.ways().map(|w| w.mana()).min().unwrap_or(0)
    }

    /// The types of mana its halves name: its colors, a hybrid symbol being all of its
    /// component colors (202.2d), and colorless for the `{C}` half of `{C/W}`, which is no
    /// color.
    #[rule("202.2d")]
    pub fn mana_types(self) -> impl Iterator<Item = ManaType> {
        std::iter::once(self.color).chain(match self.other {
            Some(PaidAs::Mana(t)) => Some(t),
            _ => None,
        })
    }
}

impl PaidAs {
    /// How much mana paying this way spends.
    pub fn mana(self) -> u32 {
        match self {
            PaidAs::Mana(_) => 1,
            PaidAs::TwoGeneric => 2,
            PaidAs::TwoLife => 0,
        }
    }
}

impl fmt::Display for SplitSymbol {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{{")?;
        match self.other {
            Some(PaidAs::Mana(t)) if t != ManaType::Colorless => {
                write!(f, "{}/{}", self.color.symbol(), t.symbol())?;
            }
            Some(PaidAs::Mana(_)) => write!(f, "C/{}", self.color.symbol())?,
            Some(_) => write!(f, "2/{}", self.color.symbol())?,
            None => write!(f, "{}", self.color.symbol())?,
        }
        if self.phyrexian {
            write!(f, "/P")?;
        }
        write!(f, "}}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_and_writes_every_kind_of_symbol() {
        for text in ["W/U", "G/W", "2/B", "C/G", "R/P", "G/U/P"] {
            let symbol = SplitSymbol::parse(text).unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(symbol.to_string(), format!("{{{text}}}"));
        }
        for bad in [
            "W", "W/W", "P", "2/P", "X/W", "W/2", "C/P", "W/U/B", "2/W/P", "C/U/P", "W/C",
        ] {
            assert!(SplitSymbol::parse(bad).is_err(), "{bad} was accepted");
        }
    }

    #[test]
    fn ways_to_pay() {
        let ways = |text: &str| -> Vec<PaidAs> { SplitSymbol::parse(text).expect("valid").ways().collect() };
        use ManaType::*;
        assert_eq!(ways("G/W"), [PaidAs::Mana(Green), PaidAs::Mana(White)]);
        assert_eq!(ways("2/B"), [PaidAs::Mana(Black), PaidAs::TwoGeneric]);
        assert_eq!(ways("C/G"), [PaidAs::Mana(Green), PaidAs::Mana(Colorless)]);
        assert_eq!(ways("W/P"), [PaidAs::Mana(White), PaidAs::TwoLife]);
        assert_eq!(
            ways("G/U/P"),
            [PaidAs::Mana(Green), PaidAs::Mana(Blue), PaidAs::TwoLife]
        );
    }
}
