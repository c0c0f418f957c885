//! Colors (CR 105): the five colors, and the set of them an object is.

use crate::rule;

/// One of the five colors (105.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Color {
    /// White.
    White,
    /// Blue.
    Blue,
    /// Black.
    Black,
    /// Red.
    Red,
    /// Green.
    Green,
}

impl Color {
    /// The five colors, in the CR's order (105.1).
    #[rule("105.1")]
    pub const ALL: [Color; 5] = [Color::White, Color::Blue, Color::Black, Color::Red, Color::Green];

    /// Its name as card files and logs write it (`white`).
    pub fn name(self) -> &'static str {
        match self {
            Color::White => "white",
            Color::Blue => "blue",
            Color::Black => "black",
            Color::Red => "red",
            Color::Green => "green",
        }
    }

    /// The color named `name` (`"white"`), if it is one of the five (105.1; 105.4:
    /// "multicolored" and "colorless" are not colors).
    #[rule("105.1")]
    pub fn from_name(name: &str) -> Option<Color> {
        Color::ALL.into_iter().find(|c| c.name() == name)
    }

    fn bit(self) -> u8 {
        1 << self as u8
    }
}

/// The colors an object is (105.2): none (colorless, 105.2c), one (monocolored, 105.2a) or
/// more (multicolored, 105.2b).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ColorSet(u8);

impl ColorSet {
    /// No color: colorless (105.2c).
    pub const COLORLESS: ColorSet = ColorSet(0);

    /// The set holding exactly these colors.
    pub fn of(colors: &[Color]) -> ColorSet {
        ColorSet(colors.iter().fold(0, |bits, c| bits | c.bit()))
    }

    /// Whether it holds `color`.
    pub fn contains(self, color: Color) -> bool {
        self.0 & color.bit() != 0
    }

    /// These colors and `other`'s.
    pub fn with(self, other: ColorSet) -> ColorSet {
        ColorSet(self.0 | other.0)
    }

    /// Whether it shares a color with `other`.
    pub fn intersects(self, other: ColorSet) -> bool {
        self.0 & other.0 != 0
    }

    /// Its colors, in the CR's order.
    pub fn iter(self) -> impl Iterator<Item = Color> {
        Color::ALL.into_iter().filter(move |&c| self.contains(c))
    }
}
