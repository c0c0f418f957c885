//! Mana, mana costs and mana pools (CR 106, 107.4, 202).

use std::fmt;

use super::hybrid::{PaidAs, SplitSymbol};
use crate::characteristics::{Color, ColorSet};
use crate::{cite, rule};

/// The five colors and colorless, in the order of the CR's mana symbols (105.1, 106.1b).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ManaType {
    /// White, `{W}`.
    White,
    /// Blue, `{U}`.
    Blue,
    /// Black, `{B}`.
    Black,
    /// Red, `{R}`.
    Red,
    /// Green, `{G}`.
    Green,
    /// Colorless, `{C}`.
    Colorless,
}

impl ManaType {
    /// Every type, in symbol order.
    pub const ALL: [ManaType; 6] = [
        ManaType::White,
        ManaType::Blue,
        ManaType::Black,
        ManaType::Red,
        ManaType::Green,
        ManaType::Colorless,
    ];

    /// Its symbol letter (`R`).
    pub fn symbol(self) -> char {
        match self {
            ManaType::White => 'W',
            ManaType::Blue => 'U',
            ManaType::Black => 'B',
            ManaType::Red => 'R',
            ManaType::Green => 'G',
            ManaType::Colorless => 'C',
        }
    }

    /// The type a symbol letter stands for.
    pub fn from_symbol(c: char) -> Option<ManaType> {
        ManaType::ALL.into_iter().find(|t| t.symbol() == c)
    }

    /// The type of mana of a color (106.1a).
    pub fn of(color: Color) -> ManaType {
        match color {
            Color::White => ManaType::White,
            Color::Blue => ManaType::Blue,
            Color::Black => ManaType::Black,
            Color::Red => ManaType::Red,
            Color::Green => ManaType::Green,
        }
    }
}

/// The most hybrid and Phyrexian symbols one cost holds, its additional costs included: no
/// printed card has more than six.
pub const MOST_SPLIT_SYMBOLS: usize = 8;

/// A mana cost: generic mana plus an amount of each type of mana symbol (202.1, 107.4), how
/// many `{X}` it has (107.3), and its hybrid and Phyrexian symbols (107.4e–f).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ManaCost {
    /// The generic part (`{2}`).
    pub generic: u8,
    /// How many symbols of each type, indexed by [`ManaType`] order.
    pub colored: [u8; 6],
    /// How many `{X}` symbols (107.3): each is generic mana of the announced value of X.
    pub x: u8,
    /// Its hybrid and Phyrexian symbols, in the order written, first to last with no gap.
    pub split: [Option<SplitSymbol>; MOST_SPLIT_SYMBOLS],
}

impl ManaCost {
    /// One mana of type `t` (`{G}`).
    pub fn one(t: ManaType) -> ManaCost {
        let mut mana = ManaCost::default();
        mana.colored[t as usize] = 1;
        mana
    }

    /// Parses `{1}{G}`-style text; the error names the first symbol that is not understood.
    #[rule("107.4")]
    pub fn parse(text: &str) -> Result<ManaCost, String> {
        let mut cost = ManaCost::default();
        let mut rest = text.trim();
        if rest.is_empty() {
            return Err("an empty mana cost (leave the key out for a card with no mana cost)".into());
        }
        while !rest.is_empty() {
            let Some(inner) = rest.strip_prefix('{').and_then(|r| r.split_once('}')) else {
                return Err(format!("expected a mana symbol like {{2}} or {{R}} at `{rest}`"));
            };
            let (symbol, after) = inner;
            if let Ok(n) = symbol.parse::<u8>() {
                cost.generic = cost.generic.saturating_add(n);
            } else if symbol.contains('/') {
                cost.push_split(SplitSymbol::parse(symbol)?)?;
            } else if symbol == "X" {
                cost.x += 1;
            } else if let Some(t) = symbol
                .chars()
                .next()
                .filter(|_| symbol.len() == 1)
                .and_then(ManaType::from_symbol)
            {
                cost.colored[t as usize] += 1;
            } else {
                return Err(format!(
                    "the mana symbol {{{symbol}}} is not supported (generic numbers, X, W, U, B, R, G, C and hybrid and Phyrexian symbols such as {{G/W}}, {{2/B}} and {{R/P}} are)"
                ));
            }
            rest = after;
        }
        Ok(cost)
    }

    /// Adds a hybrid or Phyrexian symbol after those it has.
    fn push_split(&mut self, symbol: SplitSymbol) -> Result<(), String> {
        let free = self.split.iter_mut().find(|s| s.is_none()).ok_or_else(|| {
            format!(
                "a cost may hold at most {MOST_SPLIT_SYMBOLS} hybrid and Phyrexian symbols, additional costs included"
            )
        })?;
        *free = Some(symbol);
        Ok(())
    }

    /// Its hybrid and Phyrexian symbols, in the order written.
    pub fn split_symbols(&self) -> impl Iterator<Item = SplitSymbol> + '_ {
        self.split.iter().map_while(|s| *s)
    }

    /// The mana value: the total amount of mana in the cost (202.3), each `{X}` counting 0
    /// (107.3g; a spell on the stack counts the announced value, [`ManaCost::with_x`]).
    #[rule("202.3")]
    pub fn mana_value(&self) -> u32 {
        self.plain_mana() + self.split_symbols().map(SplitSymbol::mana_value).sum::<u32>()
    }

    /// The mana of its symbols that can be paid only one way: generic and of one type.
    fn plain_mana(&self) -> u32 {
        u32::from(self.generic) + self.colored.iter().map(|&n| u32::from(n)).sum::<u32>()
    }

    /// The least mana that pays it, paying each hybrid symbol with its smaller half and each
    /// Phyrexian symbol with life; `{X}` counts 0.
    pub fn fewest_mana(&self) -> u32 {
        self.plain_mana() + self.split_symbols().map(SplitSymbol::fewest_mana).sum::<u32>()
    }

    /// This cost with its first hybrid and Phyrexian symbols paid the announced `ways`, one
    /// for each from the first (601.2b): the mana cost left, whose other such symbols stay,
    /// and the life to pay. `None` if a way is not one its symbol can be paid.
    pub fn paying_split(&self, ways: &[PaidAs]) -> Option<(ManaCost, u32)> {
        let mut cost = ManaCost {
            split: [None; MOST_SPLIT_SYMBOLS],
            ..*self
        };
        let mut life = 0;
        let mut symbols = self.split_symbols();
        for &way in ways {
            let symbol = symbols.next()?;
            if !symbol.ways().any(|w| w == way) {
                return None;
            }
            match way {
                PaidAs::Mana(t) => cost.colored[t as usize] = cost.colored[t as usize].saturating_add(1),
                PaidAs::TwoGeneric => cost.generic = cost.generic.saturating_add(2),
                PaidAs::TwoLife => life += 2,
            }
        }
        for (slot, symbol) in cost.split.iter_mut().zip(symbols) {
            *slot = Some(symbol);
        }
        Some((cost, life))
    }

    /// Every way to pay its hybrid and Phyrexian symbols: the ways, one per symbol in order.
    /// A cost without such symbols has one, paying none.
    pub fn split_payments(&self) -> impl Iterator<Item = Vec<PaidAs>> + '_ {
        let symbols: Vec<Vec<PaidAs>> = self.split_symbols().map(|s| s.ways().collect()).collect();
        let count: usize = symbols.iter().map(Vec::len).product();
        (0..count).map(move |mut n| {
            symbols
                .iter()
                .map(|ways| {
                    let way = ways[n % ways.len()];
                    n /= ways.len();
                    way
                })
                .collect()
        })
    }

    /// The cost to pay once X is announced as `x` (107.3a): each `{X}` becomes `x` generic
    /// mana. Costs beyond 255 generic mana are capped there, which no pool reaches.
    #[rule("107.3a")]
    pub fn with_x(&self, x: u32) -> ManaCost {
        let extra = u32::from(self.x).saturating_mul(x);
        let generic = (u32::from(self.generic) + extra).min(u32::from(u8::MAX));
        ManaCost {
            generic: generic as u8,
            x: 0,
            ..*self
        }
    }

    /// This cost with `n` more generic mana (capped at 255): an additional cost of generic
    /// mana (601.2f).
    #[inline]
    pub fn plus_generic(&self, n: u8) -> ManaCost {
        ManaCost {
            generic: self.generic.saturating_add(n),
            ..*self
        }
    }

    /// This cost reduced by `by` (118.7): its generic part by the generic amount (118.7a),
    /// each colored or colorless component by that much of its type, and, with `spill`, the
    /// generic part by what a type's reduction exceeds that component by, all of it when the
    /// cost has none of that type (118.7b–d). Nothing goes below zero; hybrid and Phyrexian
    /// symbols are not reduced.
    #[rule("118.7a", "118.7b", "118.7c", "118.7d")]
    pub fn reduced_by(&self, by: &ManaCost, spill: bool) -> ManaCost {
        let mut cost = *self;
        let mut generic = u32::from(by.generic);
        for (t, (have, less)) in ManaType::ALL.into_iter().zip(cost.colored.iter_mut().zip(by.colored)) {
            let taken = (*have).min(less);
            *have -= taken;
            if spill && less > taken {
                if taken == 0 {
                    // The cost doesn't require mana of that type.
                    cite!("118.7b");
                } else if t == ManaType::Colorless {
                    cite!("118.7d");
                } else {
                    cite!("118.7c");
                }
                generic += u32::from(less - taken);
            }
        }
        cost.less_generic(generic as usize)
    }

    /// This cost with `n` less generic mana, to no less than zero: a cost reduction (601.2f),
    /// or the generic mana paid another way (701.67a).
    pub fn less_generic(&self, n: usize) -> ManaCost {
        ManaCost {
            generic: self.generic.saturating_sub(u8::try_from(n).unwrap_or(u8::MAX)),
            ..*self
        }
    }

    /// This cost and `other` together: a spell's mana cost (or alternative cost) plus an
    /// additional cost (601.2f). Each amount is capped at 255, which no pool reaches; the
    /// card loader refuses a card whose costs together hold more hybrid and Phyrexian
    /// symbols than a cost can.
    #[rule("601.2f")]
    pub fn plus(&self, other: &ManaCost) -> ManaCost {
        let mut colored = self.colored;
        for (n, m) in colored.iter_mut().zip(other.colored) {
            *n = n.saturating_add(m);
        }
        let mut total = ManaCost {
            generic: self.generic.saturating_add(other.generic),
            colored,
            x: self.x.saturating_add(other.x),
            split: self.split,
        };
        for symbol in other.split_symbols() {
            let added = total.push_split(symbol);
            debug_assert!(added.is_ok(), "the loader checks how many split symbols costs hold");
        }
        total
    }

    /// How many of its mana symbols are of any of `colors` (700.5): each colored symbol of
    /// one of them, and each hybrid or Phyrexian symbol with a half of one of them, once.
    #[rule("700.5")]
    pub fn symbols_of(&self, colors: ColorSet) -> u32 {
        let named: Vec<ManaType> = Color::ALL
            .into_iter()
            .filter(|&c| colors.contains(c))
            .map(ManaType::of)
            .collect();
        let plain: u32 = named.iter().map(|&t| u32::from(self.colored[t as usize])).sum();
        let split = self
            .split_symbols()
            .filter(|s| s.mana_types().any(|t| named.contains(&t)))
            .count();
        plain + split as u32
    }

    /// The colors of the cost's mana symbols (202.2): an object is each color its mana cost
    /// has a symbol of.
    #[rule("202.2", "202.2a")]
    pub fn colors(&self) -> ColorSet {
        let mut has = self.colored.map(|n| n > 0);
        for t in self.split_symbols().flat_map(SplitSymbol::mana_types) {
            has[t as usize] = true;
        }
        Color::ALL
            .into_iter()
            .filter(|&c| has[c as usize])
            .fold(ColorSet::COLORLESS, |set, c| set.with(ColorSet::of(&[c])))
    }
}

impl fmt::Display for ManaCost {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for _ in 0..self.x {
            write!(f, "{{X}}")?;
        }
        if self.generic > 0 || (self.x == 0 && self.colored.iter().all(|&n| n == 0) && self.split[0].is_none()) {
            write!(f, "{{{}}}", self.generic)?;
        }
        for symbol in self.split_symbols() {
            write!(f, "{symbol}")?;
        }
        for t in ManaType::ALL {
            for _ in 0..self.colored[t as usize] {
                write!(f, "{{{}}}", t.symbol())?;
            }
        }
        Ok(())
    }
}

/// A player's mana pool (106.4): how much of each type is there.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ManaPool {
    /// Amounts indexed by [`ManaType`] order.
    pub amounts: [u32; 6],
    /// Of each amount, how much can't be spent to pay generic mana costs (106.6: Jegantha,
    /// the Wellspring's); never more than the amount.
    pub not_for_generic: [u32; 6],
}

impl ManaPool {
    /// Adds mana of one type.
    pub fn add(&mut self, t: ManaType, n: u32) {
        self.amounts[t as usize] += n;
    }

    /// Marks `mana`, just added, as mana that can't be spent to pay generic mana costs
    /// (106.6); "{2}" marks colorless mana.
    pub fn restrict_generic(&mut self, mana: &ManaCost) {
        for (i, &n) in mana.colored.iter().enumerate() {
            self.not_for_generic[i] += u32::from(n);
        }
        self.not_for_generic[ManaType::Colorless as usize] += u32::from(mana.generic);
    }

    /// How much of the pool could pay generic mana costs.
    pub fn for_generic(&self) -> u32 {
        self.total() - self.not_for_generic.iter().sum::<u32>()
    }

    /// The total amount of mana in the pool.
    pub fn total(&self) -> u32 {
        self.amounts.iter().sum()
    }

    /// Whether the pool is empty.
    pub fn is_empty(&self) -> bool {
        self.total() == 0
    }

    /// Pays `cost` from the pool if it can (colored symbols first with their own type, then
    /// generic with whatever is left); partial payments are not allowed (601.2h), so on
    /// failure the pool is unchanged. A cost with hybrid or Phyrexian symbols is paid once
    /// their ways are announced ([`ManaCost::paying_split`]), not here.
    #[rule("601.2h")]
    pub fn pay(&mut self, cost: &ManaCost) -> bool {
        if cost.split[0].is_some() {
            return false;
        }
        let mut left = self.amounts;
        let mut restricted = self.not_for_generic;
        for ((have, held), &need) in left.iter_mut().zip(&mut restricted).zip(&cost.colored) {
            let need = u32::from(need);
            if *have < need {
                return false;
            }
            *have -= need;
            // Mana that can't pay generic costs pays colored symbols first (106.6).
            *held = held.saturating_sub(need);
        }
        let mut generic = u32::from(cost.generic);
        // Spend colorless first, then colors from the most plentiful, so that generic costs
        // keep the colors a later spell is likelier to need.
        while generic > 0 {
            let free = |i: usize| left[i] - restricted[i];
            let Some(i) = (0..6).rev().filter(|&i| free(i) > 0).max_by_key(|&i| (i == 5, free(i))) else {
                return false;
            };
            left[i] -= 1;
            generic -= 1;
        }
        self.amounts = left;
        self.not_for_generic = restricted;
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Mana that can't pay generic costs (106.6) pays colored symbols, first before the
    /// rest of its type, and never generic ones.
    #[test]
    fn mana_that_cant_pay_generic_costs_pays_only_colored_symbols() {
        let mut pool = ManaPool::default();
        let jegantha = ManaCost::parse("{W}{U}{B}{R}{G}").expect("valid");
        for t in ManaType::ALL {
            pool.add(t, u32::from(jegantha.colored[t as usize]));
        }
        pool.restrict_generic(&jegantha);
        assert_eq!(pool.for_generic(), 0);
        let mut tried = pool;
        assert!(
            !tried.pay(&ManaCost::parse("{1}{G}").expect("valid")),
            "{{1}} can't be paid"
        );
        assert_eq!(tried, pool, "a failed payment changes nothing");
        assert!(pool.pay(&ManaCost::parse("{G}").expect("valid")));
        pool.add(ManaType::Red, 1);
        assert_eq!(pool.for_generic(), 1);
        // {R}{1}: the restricted {R} pays the {R}, the free one the {1}.
        assert!(pool.pay(&ManaCost::parse("{1}{R}").expect("valid")));
        assert_eq!(pool.amounts, [1, 1, 1, 0, 0, 0]);
        assert_eq!(pool.not_for_generic, [1, 1, 1, 0, 0, 0]);
    }

    #[test]
    fn pays_exactly_or_not_at_all() {
        let mut pool = ManaPool::default();
        pool.add(ManaType::Red, 1);
        pool.add(ManaType::Green, 1);
        let bears = ManaCost::parse("{1}{G}").expect("valid");
        assert!(pool.pay(&bears));
        assert!(pool.is_empty());
        pool.add(ManaType::Red, 2);
        let before = pool;
        assert!(!pool.pay(&bears), "no green");
        assert_eq!(pool, before, "a failed payment spends nothing");
    }
}
