//! The parts of the log's words that events share: objects and targets by name, what was
//! announced, "can't" effects and events that would happen.

use crate::cards::effect::CounterKind;
use crate::game::{Game, ObjectId};
use crate::replacement::cant::{Cant, Parity};
use crate::replacement::effect::Party;
use crate::replacement::{Destroy, Entering, Proposed};
use crate::stack::{Choices, Target};

/// " with even mana values", or nothing for any.
pub(super) fn with_mana_values(parity: Option<Parity>) -> &'static str {
    match parity {
        None => "",
        Some(Parity::Even) => " with even mana values",
        Some(Parity::Odd) => " with odd mana values",
    }
}

/// Items as English lists them: "A", "A and B", "A, B and C".
pub(super) fn listed(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

impl Game {
    pub(super) fn label(&self, id: ObjectId) -> String {
        if id == ObjectId::NONE {
            // An inherent triggered ability has no source (724.2).
            return "an inherent triggered ability".to_owned();
        }
        match self.name(id) {
            // Only a face-down object has no name (708.2a).
            "" => format!("a face-down creature {id}"),
            name => format!("{name} {id}"),
        }
    }

    /// What a part of a continuous effect does, in words: a gained activated ability names
    /// the card it is printed on (613.1f).
    pub(super) fn modification_words(&self, m: &crate::continuous::Modification) -> String {
        use crate::characteristics::ActivatedRef;
        match *m {
            crate::continuous::Modification::GainActivated(ActivatedRef::Granted { card, index, .. }) => {
                format!("gains activated ability {} of {}", index + 1, self.pool.get(card).name)
            }
            _ => m.to_string(),
        }
    }

    /// What was announced: " choosing modes 1, 2 and 4" (counted from 1), " with X = 3", then
    /// " targeting A and B", each target's share of
    /// a divided amount after it ("A (2)"); nothing when nothing was.
    pub(super) fn announced(&self, choices: &Choices) -> String {
        let mut out = String::new();
        if !choices.modes.is_empty() {
            let modes: Vec<String> = choices.modes.iter().map(|m| (m + 1).to_string()).collect();
            let s = if modes.len() > 1 { "s" } else { "" };
            out += &format!(" choosing mode{s} {}", listed(&modes));
        }
        if choices.x > 0 {
            out += &format!(" with X = {}", choices.x);
        }
        if !choices.paid_as.is_empty() {
            let ways: Vec<String> = choices.paid_as.iter().map(ToString::to_string).collect();
            out += &format!(" paying its hybrid and Phyrexian symbols with {}", ways.join(", "));
        }
        if !choices.targets.is_empty() {
            let labels: Vec<String> = choices
                .targets
                .iter()
                .map(|&(_, t)| match choices.share_of(t) {
                    0 => self.target_label(t),
                    share => format!("{} ({share})", self.target_label(t)),
                })
                .collect();
            out += &format!(" targeting {}", listed(&labels));
        }
        out
    }

    pub(super) fn target_label(&self, t: Target) -> String {
        match t {
            Target::Player(p) => p.to_string(),
            Target::Object(id) => self.label(id),
        }
    }

    /// A "can't" effect, in words.
    pub(super) fn cant(&self, cant: Cant) -> String {
        let who = |party: Party, anyone: &str| match party {
            Party::Anyone => anyone.to_owned(),
            Party::Player(p) => p.to_string(),
            Party::Object(id) => self.label(id),
            other => format!("{other:?}"),
        };
        match cant {
            Cant::GainLife(p) => format!("{} can't gain life", who(p, "players")),
            Cant::LoseLife(p) => format!("{} can't lose life", who(p, "players")),
            Cant::LoseGame(p) => format!("{} can't lose the game", who(p, "players")),
            Cant::LoseGameForLife(p) => {
                format!("{} don't lose the game for having 0 or less life", who(p, "players"))
            }
            Cant::WinGame(p) => format!("{} can't win the game", who(p, "players")),
            Cant::PreventDamage(p) => format!("damage from {} can't be prevented", who(p, "any source")),
            Cant::Cast(p, parity) => format!("{} can't cast spells{}", who(p, "players"), with_mana_values(parity)),
            Cant::CastWithTypes(p, types) => format!("{} can't cast {types:?} spells", who(p, "players")),
            Cant::BlockWith(p, parity) => format!(
                "{} can't block with creatures{}",
                who(p, "players"),
                with_mana_values(parity)
            ),
            Cant::MoreAttackersThan(n) => format!("no more than {n} creatures can attack each combat"),
            Cant::MoreBlockersThan(n) => format!("no more than {n} creatures can block each combat"),
            Cant::UntapDuringUntapStep(types) => format!("{types:?} don't untap during untap steps"),
            Cant::GetPoisonCounters(p) => format!("{} can't get poison counters", who(p, "players")),
            Cant::MinusOneCounters(p) => {
                format!("{} can't have -1/-1 counters put on them", who(p, "permanents"))
            }
        }
    }

    /// An event that would happen, in words.
    pub(super) fn proposed(&self, event: &Proposed) -> String {
        match *event {
            Proposed::Damage { source, to, amount, .. } => format!(
                "{} dealing {amount} damage to {}",
                self.label(source),
                self.target_label(to)
            ),
            Proposed::GainLife { player, amount } => format!("{player} gaining {amount} life"),
            Proposed::LoseLife { player, amount } => format!("{player} losing {amount} life"),
            Proposed::Draw { player } => format!("{player} drawing a card"),
            Proposed::DrawCards { player, count } => format!("{player} drawing {count} card(s)"),
            Proposed::Move {
                object,
                to,
                place,
                destroy,
            } => format!(
                "{} {} {to:?}{}",
                self.label(object),
                if destroy == Destroy::No {
                    "going to"
                } else {
                    "being destroyed, to"
                },
                match (to, place) {
                    (crate::game::Zone::Library, crate::replacement::InLibrary::Shuffled) => " and a shuffle",
                    (crate::game::Zone::Library, crate::replacement::InLibrary::Bottom) => " (at the bottom)",
                    _ => "",
                }
            ),
            Proposed::Regenerate { object } => format!("{} regenerating", self.label(object)),
            Proposed::Search { player, top: None } => format!("{player} searching their library"),
            Proposed::Search { player, top: Some(n) } => {
                format!("{player} searching the top {n} cards of their library")
            }
            Proposed::Enter(Entering {
                object,
                controller,
                color,
                tapped,
                counters,
                copy_of,
                copy_counters,
            }) => format!(
                "{} entering{}{}{} under {controller}'s control{}",
                self.label(object),
                copy_of.map_or(String::new(), |of| format!(" as a copy of {}", self.label(of))),
                if tapped { " tapped" } else { "" },
                if counters + copy_counters > 0 {
                    format!(
                        " with {}",
                        self::counters(counters + copy_counters, CounterKind::PlusOne)
                    )
                } else {
                    String::new()
                },
                color.map_or(String::new(), |c| format!(", {} chosen", c.name()))
            ),
            Proposed::CreateTokens { player, token, count } => {
                let what = match (token, count) {
                    // A token's name ends with "Token" (111.4).
                    (crate::replacement::NewToken::Card(card), 1) => self.pool.get(card).name.clone(),
                    (crate::replacement::NewToken::Card(card), _) => format!("{}s", self.pool.get(card).name),
                    (
                        crate::replacement::NewToken::CopyOf { of, .. }
                        | crate::replacement::NewToken::KeywordCopyOf { of, .. },
                        1,
                    ) => format!("token copy of {}", self.label(of)),
                    (
                        crate::replacement::NewToken::CopyOf { of, .. }
                        | crate::replacement::NewToken::KeywordCopyOf { of, .. },
                        _,
                    ) => {
                        format!("token copies of {}", self.label(of))
                    }
                };
                format!("{count} {what} being created under {player}'s control")
            }
            Proposed::PutCounters { object, kind, count } => {
                format!("{} going on {}", counters(count, kind), self.label(object))
            }
            Proposed::LoseGame { player } => format!("{player} losing the game"),
            Proposed::WinGame { player } => format!("{player} winning the game"),
            Proposed::Step {
                player,
                step,
                skipped: false,
            } => format!("{player}'s {step} beginning"),
            Proposed::Step { player, step, .. } => format!("{player} skipping their {step}"),
            Proposed::Dredge { player, card, count } => format!(
                "{player} milling {count} and returning {} to their hand",
                self.label(card)
            ),
            Proposed::ReturnFromGraveyard { player } => {
                format!("{player} returning a card from their graveyard to their hand")
            }
            Proposed::Effects { source, .. } => format!("{}'s instructions", self.label(source)),
        }
    }
}

/// "1 +1/+1 counter", "3 loyalty counters".
pub(super) fn counters(count: u32, kind: CounterKind) -> String {
    let plural = if count == 1 { "" } else { "s" };
    format!("{count} {} counter{plural}", kind.name())
}
