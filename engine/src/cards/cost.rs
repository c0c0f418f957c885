//! Costs other than mana and {T} (CR 118): sacrificing permanents, discarding cards, paying
//! life. They are parts of an activated ability's cost (602.1), a spell's additional cost
//! (601.2b), or a cost paid as an effect resolves (118.12), written in a card file as they
//! are printed: `"Sacrifice a creature"`, `"Discard this card"`, `"Pay 2 life"`.

use crate::cards::mana::ManaCost;
use crate::characteristics::{CardTypes, SubtypeSet};
use crate::continuous::{Filter, Whose};
use crate::game::Zone;
use crate::generated::subtypes::Subtype;
use crate::rule;

/// What a spell's own "This spell costs {1} less to cast for each …" counts (601.2f).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CostsLessForEach {
    /// "… for each creature you attacked with this turn" (Search Party Captain), counted as
    /// they were declared, whatever they are now (608.2i).
    CreatureYouAttackedWithThisTurn,
}

/// A cost that is an action other than paying mana or tapping (118.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CostAction {
    /// "Sacrifice this": the object whose cost it is (701.21a).
    SacrificeThis,
    /// "Sacrifice a creature", "sacrifice two artifacts": permanents of the player's choice
    /// that `what` describes, chosen as the cost is paid (601.2h).
    Sacrifice {
        /// How many.
        count: u8,
        /// Which permanents may be sacrificed: theirs, on the battlefield.
        what: Filter,
    },
    /// "Tap an untapped creature you control", "tap another untapped creature you control"
    /// (station, 702.184a): untapped permanents of the player's choice that `what`
    /// describes, tapped as the cost is paid; their summoning sickness doesn't matter, as
    /// only a {T} cost of the creature's own ability minds it (302.6).
    Tap {
        /// How many.
        count: u8,
        /// Which permanents may be tapped: theirs, on the battlefield.
        what: Filter,
    },
    /// "Discard this card": the card whose cost it is, from its owner's hand (701.9a).
    DiscardThis,
    /// "Exile this card from your graveyard" (scavenge's, 702.97a): the card whose cost it
    /// is, from its owner's graveyard (701.13a).
    ExileThisFromGraveyard,
    /// "Exile three other cards from your graveyard" (escape's, 702.138a): cards of the
    /// player's choice from their graveyard, other than the card whose cost it is.
    ExileFromGraveyard {
        /// How many.
        count: u8,
    },
    /// "Return an unblocked attacking creature you control to its owner's hand" (ninjutsu's,
    /// 702.49a): one of the player's choice, once blockers are declared (509.1h).
    ReturnUnblockedAttacker,
    /// "Discard a land card" (retrace's, 702.81a): one of the player's choice from their hand.
    DiscardLand,
    /// "Discard a card", "discard two cards": cards of the player's choice from their hand.
    Discard {
        /// How many.
        count: u8,
    },
    /// "Pay N life" (119.4).
    PayLife(u32),
    /// "Pay half your life, rounded up" (Lurking Evil): paid as "Pay N life" for N half the
    /// player's life total as they pay it, rounded up ([`CostAction::with_life_total`]); 0
    /// for a life total of 0 or less, which any player can pay (119.4).
    PayHalfLife,
    /// "Pay X life", a spell's additional cost (Toxic Deluge): X is announced as it is cast
    /// (107.3a) and the cost is then "Pay X life" for that X ([`CostAction::with_x`]).
    PayXLife,
    /// "Exile the top N cards of your library" (Arc-Slogger): payable only with at least N
    /// cards there (118.3).
    ExileTopOfLibrary(u8),
    /// "Waterbend {N}": pay {N}, each {1} of it with mana or by tapping an untapped artifact
    /// or creature the player controls (701.67a). It adds to the mana paid for the spell
    /// (601.2f); only its own generic mana may be paid by tapping (701.67b).
    Waterbend(u8),
    /// A loyalty cost, `[+1]`, `[−2]`, `[0]` (606.4): put that many loyalty counters on the
    /// permanent, or remove that many from it. An ability with one is a loyalty ability
    /// (606.2).
    Loyalty(i8),
    /// "Remove a fade counter from this", "remove two +1/+1 counters from this": payable only
    /// with that many on it (118.3).
    RemoveCounters {
        /// The kind.
        kind: crate::cards::effect::CounterKind,
        /// How many.
        count: u8,
    },
    /// "Crew N": "Tap any number of other untapped creatures you control with total power N
    /// or greater" (702.122a), creatures of the player's choice, one at a time.
    Crew(u8),
    /// "Reveal a Merfolk card from your hand or pay {3}" (Silvergill Adept): a card of the
    /// player's hand that `what` describes, other than the spell, revealed (701.20a), or
    /// instead `mana` more generic mana paid for the spell, as the player chooses.
    RevealOrPay {
        /// The cards that may be revealed, in the hand.
        what: Filter,
        /// The generic mana paid instead.
        mana: u8,
    },
}

/// A static ability that changes what spells cost (601.2f): "Black spells and red spells you
/// cast cost {1} less to cast" (Thunderscape Familiar), "Spells cost {1} more to cast"
/// (Sphere of Resistance), "Black spells you cast cost {B} more to cast" (Derelor), "Cleric
/// spells you cast cost {W}{B} less to cast. This effect reduces only the amount of colored
/// mana you pay" (Edgewalker).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CostChange {
    /// The spells it applies to, looked at on the stack (609.2); its `whose` names their
    /// caster, from the point of view of the ability's controller ("you cast").
    pub spells: Filter,
    /// The mana it adds to the cost, or takes away from it: generic, colored and colorless
    /// mana, no X, hybrid or Phyrexian symbol.
    pub mana: ManaCost,
    /// Whether it takes `mana` away (a reduction) rather than adding it.
    pub reduces: bool,
    /// A reduction that "reduces only the amount of colored mana you pay" (Edgewalker): the
    /// colored mana it takes away that the cost doesn't have is not taken from its generic
    /// part (118.7c doesn't apply).
    pub only_colored: bool,
}

impl CostAction {
    /// This cost paid `n` times over, as one cost: "Pay 1 life" three times is "Pay 3 life",
    /// "Sacrifice a creature" twice is "Sacrifice two creatures" (each a different one, as
    /// cumulative upkeep asks, 702.24a). `None` for a cost that names one object ("this") or
    /// can't be repeated, or too large a count.
    pub fn times(&self, n: u32) -> Option<CostAction> {
        let many = |count: u8| u8::try_from(u32::from(count) * n).ok();
        Some(match *self {
            CostAction::Sacrifice { count, what } => CostAction::Sacrifice {
                count: many(count)?,
                what,
            },
            CostAction::Discard { count } => CostAction::Discard { count: many(count)? },
            CostAction::ExileFromGraveyard { count } => CostAction::ExileFromGraveyard { count: many(count)? },
            CostAction::Tap { count, what } => CostAction::Tap {
                count: many(count)?,
                what,
            },
            CostAction::PayLife(life) => CostAction::PayLife(life.checked_mul(n)?),
            CostAction::ExileTopOfLibrary(count) => CostAction::ExileTopOfLibrary(many(count)?),
            CostAction::RemoveCounters { kind, count } => CostAction::RemoveCounters {
                kind,
                count: many(count)?,
            },
            CostAction::SacrificeThis
            | CostAction::DiscardThis
            | CostAction::ExileThisFromGraveyard
            | CostAction::ReturnUnblockedAttacker
            | CostAction::PayXLife
            | CostAction::PayHalfLife
            | CostAction::Waterbend(_)
            | CostAction::Loyalty(_)
            | CostAction::Crew(_)
            | CostAction::DiscardLand
            | CostAction::RevealOrPay { .. } => return None,
        })
    }

    /// Reads one part of a printed cost, such as `Sacrifice a creature`; the error says what
    /// is understood.
    pub fn parse(text: &str) -> Result<CostAction, String> {
        if let Some(inner) = text.trim().strip_prefix('[').and_then(|t| t.strip_suffix(']')) {
            let signed = inner.replace('−', "-");
            return signed
                .parse()
                .map(CostAction::Loyalty)
                .map_err(|_| format!("`{text}` is not a loyalty cost like [+1], [−2] or [0]"));
        }
        let words: Vec<&str> = text.split_whitespace().collect();
        let lower: Vec<String> = words.iter().map(|w| w.to_ascii_lowercase()).collect();
        let lower: Vec<&str> = lower.iter().map(String::as_str).collect();
        match lower.as_slice() {
            ["sacrifice", "this"] | ["sacrifice", "this", _] => Ok(CostAction::SacrificeThis),
            ["discard", "this", "card"] => Ok(CostAction::DiscardThis),
            ["exile", "this", "card", "from", "your", "graveyard"] => Ok(CostAction::ExileThisFromGraveyard),
            ["exile", count, "other", "card" | "cards", "from", "your", "graveyard"] => {
                Ok(CostAction::ExileFromGraveyard {
                    count: count_word(count).ok_or_else(|| unknown(text))?,
                })
            }
            ["return", "an", "unblocked", "attacking", "creature", "you", "control", "to", "its", "owner's" | "owner’s", "hand"] => {
                Ok(CostAction::ReturnUnblockedAttacker)
            }
            ["discard", count, cards] if matches!(*cards, "card" | "cards") => Ok(CostAction::Discard {
                count: count_word(count).ok_or_else(|| unknown(text))?,
            }),
            ["pay", "x", "life"] => Ok(CostAction::PayXLife),
            ["pay", "half", "your", "life", "rounded", "up"] => Ok(CostAction::PayHalfLife),
            ["remove", count, kind, "counter" | "counters", "from", "this"] => Ok(CostAction::RemoveCounters {
                kind: counter_kind(kind).ok_or_else(|| format!("`{kind}` in `{text}` is not a kind of counter"))?,
                count: count_word(count).ok_or_else(|| unknown(text))?,
            }),
            ["pay", amount, "life"] => amount
                .parse()
                .map(CostAction::PayLife)
                .map_err(|_| format!("`{amount}` in `{text}` is not an amount of life")),
            ["exile", "the", "top", count, "cards", "of", "your", "library"] => Ok(CostAction::ExileTopOfLibrary(
                count_word(count).ok_or_else(|| unknown(text))?,
            )),
            ["exile", "the", "top", "card", "of", "your", "library"] => Ok(CostAction::ExileTopOfLibrary(1)),
            ["waterbend", _] => generic_amount(words[1])
                .map(CostAction::Waterbend)
                .ok_or_else(|| format!("`{}` in `{text}` is not a generic amount of mana like {{6}}", words[1])),
            ["reveal", "a" | "an", _, "card", "from", "your", "hand", "or", "pay", _] => {
                let mana = generic_amount(words[9])
                    .ok_or_else(|| format!("`{}` in `{text}` is not a generic amount of mana like {{3}}", words[9]))?;
                let subtype =
                    Subtype::named(words[2]).ok_or_else(|| format!("`{}` in `{text}` is not a subtype", words[2]))?;
                Ok(CostAction::RevealOrPay {
                    what: Filter {
                        zone: Zone::Hand,
                        subtypes: SubtypeSet::of(&[subtype]),
                        ..Filter::default()
                    },
                    mana,
                })
            }
            ["tap", count, "untapped", kind, "you", "control"] => {
                let (count, what) = counted_permanents(count, kind, text)?;
                Ok(CostAction::Tap { count, what })
            }
            ["sacrifice", count, kind] => {
                let (count, what) = counted_permanents(count, kind, text)?;
                Ok(CostAction::Sacrifice { count, what })
            }
            _ => Err(unknown(text)),
        }
    }

    /// Whether the player chooses what pays it: which permanents, which cards, which
    /// artifacts and creatures to tap.
    pub fn is_a_choice(&self) -> bool {
        matches!(
            self,
            CostAction::Sacrifice { .. }
                | CostAction::Tap { .. }
                | CostAction::Discard { .. }
                | CostAction::ExileFromGraveyard { .. }
                | CostAction::ReturnUnblockedAttacker
                | CostAction::Crew(_)
                | CostAction::DiscardLand
                | CostAction::Waterbend(_)
                | CostAction::RevealOrPay { .. }
        )
    }

    /// The part with `x` for its X (107.3a: while the spell is on the stack, any X in its
    /// additional cost equals the announced value); a part without X is itself.
    #[rule("107.3a")]
    pub fn with_x(self, x: u32) -> CostAction {
        match self {
            CostAction::PayXLife => CostAction::PayLife(x),
            other => other,
        }
    }

    /// The part as paid by a player whose life total is `life`: half of it, rounded up, for
    /// "pay half your life" (0 for a life total of 0 or less); any other part is itself.
    pub fn with_life_total(self, life: i32) -> CostAction {
        match self {
            CostAction::PayHalfLife => CostAction::PayLife(u32::try_from(life).map_or(0, |life| life.div_ceil(2))),
            other => other,
        }
    }

    /// Whether it has an X, whose value its spell's controller announces (107.3a).
    pub fn has_x(&self) -> bool {
        matches!(self, CostAction::PayXLife)
    }

    /// The generic mana of its waterbend cost, 0 if it is not one (701.67a).
    pub fn waterbend(&self) -> u8 {
        match *self {
            CostAction::Waterbend(n) => n,
            _ => 0,
        }
    }
}

impl std::fmt::Display for CostAction {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CostAction::SacrificeThis => write!(f, "sacrifice this"),
            CostAction::Sacrifice { count, what } => {
                let kind = kind_of(what);
                if what.other {
                    write!(f, "sacrifice another {kind}")
                } else {
                    write!(f, "sacrifice {count} {kind}")
                }
            }
            CostAction::Tap { count, what } => {
                let kind = kind_of(what);
                if what.other {
                    write!(f, "tap another untapped {kind} you control")
                } else {
                    write!(f, "tap {count} untapped {kind}(s) you control")
                }
            }
            CostAction::DiscardThis => write!(f, "discard this card"),
            CostAction::ExileThisFromGraveyard => write!(f, "exile this card from your graveyard"),
            CostAction::ReturnUnblockedAttacker => {
                write!(
                    f,
                    "return an unblocked attacking creature you control to its owner's hand"
                )
            }
            CostAction::Discard { count } => write!(f, "discard {count} card(s)"),
            CostAction::ExileFromGraveyard { count } => write!(f, "exile {count} other card(s) from your graveyard"),
            CostAction::DiscardLand => write!(f, "discard a land card"),
            CostAction::PayLife(n) => write!(f, "pay {n} life"),
            CostAction::PayXLife => write!(f, "pay X life"),
            CostAction::PayHalfLife => write!(f, "pay half your life, rounded up"),
            CostAction::RemoveCounters { kind, count } => {
                write!(f, "remove {count} {} counter(s) from this", kind.name())
            }
            CostAction::ExileTopOfLibrary(n) => write!(f, "exile the top {n} card(s) of your library"),
            CostAction::Waterbend(n) => write!(f, "waterbend {{{n}}}"),
            CostAction::Crew(n) => write!(
                f,
                "tap any number of other untapped creatures you control with total power {n} or greater"
            ),
            CostAction::Loyalty(n) if *n > 0 => write!(f, "[+{n}]"),
            CostAction::Loyalty(n) => write!(f, "[{}]", n.to_string().replace('-', "−")),
            CostAction::RevealOrPay { what, mana } => {
                let kind = what.subtypes.iter().next().map_or("", |s| s.name());
                write!(f, "reveal a {kind} card from your hand or pay {{{mana}}}")
            }
        }
    }
}

/// The word a cost names its permanents with: their creature type, card type, or
/// "permanent".
fn kind_of(what: &Filter) -> &'static str {
    let subtype = what.subtypes.iter().next().map(|s| s.name());
    subtype.or(what.types.names().next()).unwrap_or("permanent")
}

/// How many permanents of the paying player's, and which, a cost's `count kind` names: "a
/// creature", "two artifacts", "another creature" (one, not the source).
fn counted_permanents(count: &str, kind: &str, text: &str) -> Result<(u8, Filter), String> {
    if count == "another" {
        let what = sacrificed(kind, text)?;
        return Ok((1, Filter { other: true, ..what }));
    }
    let count = count_word(count).ok_or_else(|| unknown(text))?;
    let singular = if count == 1 {
        kind
    } else {
        kind.strip_suffix('s').unwrap_or(kind)
    };
    Ok((count, sacrificed(singular, text)?))
}

/// The permanents of the paying player's that a sacrifice (or tapping) of `kind`
/// (`creature`, `permanent`, or a creature type, `Eldrazi`, in the singular) in the cost
/// `text` takes.
fn sacrificed(kind: &str, text: &str) -> Result<Filter, String> {
    let yours = Filter {
        zone: Zone::Battlefield,
        whose: Whose::You,
        ..Filter::default()
    };
    if kind == "permanent" {
        return Ok(yours);
    }
    if let Some(types) = CardTypes::from_name(kind).filter(|t| t.is_permanent()) {
        return Ok(Filter { types, ..yours });
    }
    let mut letters = kind.chars();
    let name: String = letters
        .next()
        .map(|c| c.to_ascii_uppercase())
        .into_iter()
        .chain(letters)
        .collect();
    let creature_type = crate::generated::subtypes::Subtype::named_for(&name, CardTypes::CREATURE)
        .ok_or_else(|| format!("`{kind}` in `{text}` is neither a permanent type nor a creature type"))?;
    Ok(Filter {
        subtypes: crate::characteristics::SubtypeSet::of(&[creature_type]),
        ..yours
    })
}

/// A generic amount of mana in a cost, written `{6}`: at least {1}.
fn generic_amount(word: &str) -> Option<u8> {
    word.strip_prefix('{')?
        .strip_suffix('}')?
        .parse()
        .ok()
        .filter(|&n| n > 0)
}

/// A kind of counter by the name the CR gives it: `+1/+1`, `-1/-1`, `loyalty`, `defense`,
/// `fade`.
fn counter_kind(word: &str) -> Option<crate::cards::effect::CounterKind> {
    crate::cards::effect::CounterKind::ALL
        .into_iter()
        .find(|k| k.name() == word)
}

/// `a`, `an`, `one` … `five`, or a numeral.
fn count_word(word: &str) -> Option<u8> {
    match word {
        "a" | "an" | "one" => Some(1),
        "two" => Some(2),
        "three" => Some(3),
        "four" => Some(4),
        "five" => Some(5),
        "six" => Some(6),
        "seven" => Some(7),
        "eight" => Some(8),
        "nine" => Some(9),
        "ten" => Some(10),
        n => n.parse().ok().filter(|&n| n > 0),
    }
}

fn unknown(text: &str) -> String {
    format!(
        "`{text}` is not a cost the engine knows: write mana like {{1}}{{R}}, {{T}}, \"Sacrifice this\", \"Sacrifice a creature\", \"Sacrifice another creature\", \"Tap another untapped creature you control\", \"Discard a card\", \"Discard this card\", \"Exile this card from your graveyard\", \"Pay 2 life\", \"Pay X life\", \"Remove a fade counter from this\", \"Exile the top ten cards of your library\", \"Waterbend {{6}}\", \"Reveal a Merfolk card from your hand or pay {{3}}\" or a loyalty cost like [+1] or [−2]"
    )
}

/// "Splice onto [quality] [cost]" (702.47a): as its owner casts a spell with the quality
/// (the spell type `onto`), they may reveal this card from their hand, and that spell gains
/// this card's rules text for `cost` more.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Splice {
    /// The spell type of the spells it may be spliced onto ("Arcane").
    pub onto: Subtype,
    /// The splice cost, an additional cost of the spell it is spliced onto.
    pub cost: ManaCost,
}
