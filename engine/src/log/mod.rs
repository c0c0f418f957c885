//! The game log in words: each event with the rule that caused it and that rule's text, the
//! way a judge explains a ruling ("Player B loses the game (704.5a: If a player has 0 or
//! less life, that player loses the game.)").

mod words;

use std::sync::OnceLock;

use rules_data::{RuleId, Ruleset};

use crate::cards::mana::ManaCost;
use crate::event::{Event, EventKind};
use crate::game::{Game, GameResult, ObjectId};
use crate::replacement::shield::ShieldKind;
use crate::stack::GraveyardKeyword;
use words::{counters, listed};

/// The embedded CR, read once when a log is first explained.
fn rules() -> &'static Ruleset {
    static RULES: OnceLock<Ruleset> = OnceLock::new();
    RULES.get_or_init(|| rules_data::embedded().ruleset)
}

/// The rule's ID and its first sentence (shortened past 120 characters), or its title.
pub fn explain(rule: RuleId) -> String {
    let Some(r) = rules().get(rule) else {
        return rule.to_string();
    };
    let first = r.text.lines().next().unwrap_or("");
    let sentence = match first.find(". ") {
        Some(i) => &first[..=i],
        None => first,
    };
    if sentence.chars().count() > 120 {
        let cut: String = sentence.chars().take(117).collect();
        format!("{rule}: {cut}...")
    } else {
        format!("{rule}: {sentence}")
    }
}

impl Game {
    /// One line of the log: what happened, then the rule that made it happen.
    pub fn describe(&self, event: &Event) -> String {
        let what = match &event.kind {
            EventKind::StartingPlayer { player } => format!("{player} plays first"),
            EventKind::Shuffled { player } => format!("{player} shuffles their library"),
            EventKind::Mulligan { player } => format!("{player} takes a mulligan"),
            EventKind::Kept { player } => format!("{player} keeps their hand"),
            EventKind::TurnBegan { player, number } => format!("Turn {number} ({player}) begins"),
            EventKind::PlayerControlled { player, by } => {
                format!("{by} controls {player} during this turn")
            }
            EventKind::StepBegan { step } => format!("The {step} begins"),
            EventKind::Passed { player } => format!("{player} passes priority"),
            EventKind::ZoneChange { old, new, from, to } => {
                format!("{} moves from {from:?} to {to:?} as {new}", self.label(*old))
            }
            EventKind::Melded { cards, permanent } => format!(
                "{} and {} are melded into {}",
                self.label(cards[0]),
                self.label(cards[1]),
                self.label(*permanent)
            ),
            EventKind::Unmelded { permanent, cards } => format!(
                "{} is two cards there: {} and {}",
                self.label(*permanent),
                self.label(cards[0]),
                self.label(cards[1])
            ),
            EventKind::CantMeld { cards } => format!(
                "{} and {} can't be melded and stay where they are",
                self.label(cards[0]),
                self.label(cards[1])
            ),
            EventKind::Draw { player, card } => format!("{player} draws {}", self.label(*card)),
            EventKind::DrewFromEmptyLibrary { player } => format!("{player} tries to draw from an empty library"),
            EventKind::PlayedLand { player, land } => format!("{player} plays {}", self.label(*land)),
            EventKind::Cast {
                player, spell, choices, ..
            } => {
                let mut how = String::new();
                how += match choices.from_graveyard {
                    Some(GraveyardKeyword::Flashback) => " with flashback",
                    Some(GraveyardKeyword::JumpStart) => " with jump-start",
                    Some(GraveyardKeyword::Retrace) => " with retrace",
                    Some(GraveyardKeyword::Escape) => " with escape",
                    None => "",
                };
                match choices.alternative {
                    Some(crate::stack::AlternativeCost::Evoke) => how += " for its evoke cost",
                    Some(crate::stack::AlternativeCost::Dash) => how += " for its dash cost",
                    Some(crate::stack::AlternativeCost::Surge) => how += " for its surge cost",
                    Some(crate::stack::AlternativeCost::Spectacle) => how += " for its spectacle cost",
                    Some(crate::stack::AlternativeCost::Madness) => how += " for its madness cost",
                    Some(crate::stack::AlternativeCost::Miracle) => how += " for its miracle cost",
                    Some(crate::stack::AlternativeCost::WithoutPayingManaCost) => {
                        how += " without paying its mana cost";
                    }
                    Some(crate::stack::AlternativeCost::FaceDown) => how += " face down for {3}",
                    // Said by "with escape".
                    Some(crate::stack::AlternativeCost::Escape) => {}
                    Some(crate::stack::AlternativeCost::Bestow) => {
                        how += &format!(" bestowed for {}", self.card(*spell).bestow.unwrap_or_default());
                    }
                    None => {}
                }
                let card = self.card(*spell);
                if card.multikicker && choices.times_kicked > 0 {
                    let times = match choices.times_kicked {
                        1 => "once".to_owned(),
                        2 => "twice".to_owned(),
                        n => format!("{n} times"),
                    };
                    how += &format!(" kicked {times} with multikicker {}", card.kicker[0]);
                } else if choices.kicked != 0 {
                    let costs: Vec<String> = card
                        .kicker_paid(choices.kicked, choices.times_kicked)
                        .map(ManaCost::to_string)
                        .collect();
                    how += &format!(" kicked with {}", listed(&costs));
                }
                if let Some(buyback) = card.buyback.filter(|_| choices.bought_back) {
                    how += &format!(" with buyback {buyback}");
                }
                if let Some(to) = choices.gift {
                    how += &format!(" promising a gift to {to}");
                }
                format!("{player} casts {}{how}{}", self.label(*spell), self.announced(choices))
            }
            EventKind::Activated {
                player,
                source,
                choices,
                ..
            } => {
                format!(
                    "{player} activates an ability of {}{}",
                    self.label(*source),
                    self.announced(choices)
                )
            }
            EventKind::TriggerCeased { source } => {
                format!("{}'s triggered ability ceases to exist", self.label(*source))
            }
            EventKind::ExiledFromStack { source } => {
                format!("{}'s ability is exiled from the stack", self.label(*source))
            }
            EventKind::Ended { what } => match what {
                crate::ending_the_turn::Ending::Turn => "The turn ends".to_owned(),
                crate::ending_the_turn::Ending::CombatPhase => "The combat phase ends".to_owned(),
            },
            EventKind::Countered { source } => {
                format!("The ability of {} is countered", self.label(*source))
            }
            EventKind::SpellCopied {
                copy,
                of,
                controller,
                choices,
                ..
            } => format!(
                "{controller} puts a copy of {} onto the stack as {copy}{}",
                self.label(*of),
                self.announced(choices)
            ),
            EventKind::PutOnStack { source, choices, .. } => format!(
                "A triggered ability of {} is put on the stack{}",
                self.label(*source),
                self.announced(choices)
            ),
            EventKind::NoTargets { source } => format!(
                "A triggered ability of {} is removed: it has no legal target",
                self.label(*source)
            ),
            EventKind::DidNotPay { player, source, cost } => format!(
                "{player} doesn't {cost} for the ability or spell of {}",
                self.label(*source)
            ),
            EventKind::NoMode { source } => format!(
                "A triggered ability of {} is removed: no mode is chosen for it",
                self.label(*source)
            ),
            EventKind::ConditionFalse { source } => format!(
                "A triggered ability of {} is removed: its \"if\" clause is false",
                self.label(*source)
            ),
            EventKind::DelayedCreated { source } => {
                format!("{} creates a delayed triggered ability", self.label(*source))
            }
            EventKind::WonGame { player } => format!("{player} wins the game by an effect"),
            EventKind::AddedMana { player, mana, amount } => format!("{player} adds {amount} {{{}}}", mana.symbol()),
            EventKind::ManaEmptied { player } => format!("{player}'s mana pool empties"),
            // An inherent triggered ability has no source (724.2).
            EventKind::Resolved { source } if *source == ObjectId::NONE => "An inherent triggered ability resolves".into(),
            EventKind::Resolved { source } => format!("{} resolves", self.label(*source)),
            EventKind::Fizzled { source } => {
                format!("{} does nothing: every target it had is illegal", self.label(*source))
            }
            EventKind::Damage { source, to, amount, .. } => format!(
                "{} deals {amount} damage to {}",
                self.label(*source),
                self.target_label(*to)
            ),
            EventKind::Life { player, change, total } => format!(
                "{player} {} {} life (now {total})",
                if *change < 0 { "loses" } else { "gains" },
                change.abs(),
            ),
            EventKind::Tapped { object } => format!("{} becomes tapped", self.label(*object)),
            EventKind::Untapped { object } => format!("{} untaps", self.label(*object)),
            EventKind::Attacked { attackers } => {
                let list: Vec<String> = attackers
                    .iter()
                    .map(|(c, attacks, _)| format!("{} → {}", self.label(*c), self.target_label(*attacks)))
                    .collect();
                format!("Attackers: {}", list.join(", "))
            }
            EventKind::Exploited { creature, sacrificed } => {
                format!("{} exploits {}", self.label(*creature), self.label(*sacrificed))
            }
            EventKind::Crewed { creature, vehicle } => {
                format!("{} crews {}", self.label(*creature), self.label(*vehicle))
            }
            EventKind::EnteredAttacking { creature, attacks } => {
                format!("{} enters attacking {}", self.label(*creature), self.target_label(*attacks))
            }
            EventKind::Banded { creatures } => {
                let list: Vec<String> = creatures.iter().map(|&c| self.label(c).to_string()).collect();
                format!("Band: {}", list.join(", "))
            }
            EventKind::Blocked { blocks } => {
                let list: Vec<String> = blocks
                    .iter()
                    .map(|(b, a)| format!("{} blocks {}", self.label(*b), self.label(*a)))
                    .collect();
                format!("Blockers: {}", list.join(", "))
            }
            EventKind::Discarded { player, card } => format!("{player} discards {}", self.label(*card)),
            EventKind::Cycled { player, card } => format!("{player} cycles {}", self.label(*card)),
            EventKind::SpentOnSpell { player, after, .. } => {
                format!("{player} has spent {after} mana to cast spells this turn")
            }
            EventKind::WonClash { player } => format!("{player} wins the clash"),
            EventKind::RolledDie { player, sides, natural } => format!("{player} rolls a d{sides}: {natural}"),
            EventKind::GaveGift { player, to } => format!("{player} gives a gift to {to}"),
            EventKind::BecameMonarch { player } => format!("{player} becomes the monarch"),
            EventKind::CeasedToBeMonarch { player } => format!("{player} is no longer the monarch"),
            EventKind::IgnoredRoll { player, sides, natural } => {
                format!("{player} ignores a roll of {natural} on a d{sides}")
            }
            EventKind::Scried { player, count, bottom } => {
                format!("{player} scries {count}, putting {bottom} on the bottom of their library")
            }
            EventKind::Voted { player, object } => format!("{player} votes for {}", self.label(*object)),
            EventKind::Fatesealed { player, opponent, count, bottom } => format!(
                "{player} fateseals {count}, putting {bottom} on the bottom of {opponent}'s library"
            ),
            EventKind::Surveilled { player, count } => format!("{player} surveils {count}"),
            EventKind::Searched { player, whose, top } => {
                let library = match player == whose {
                    true => "their library".to_owned(),
                    false => format!("{whose}'s library"),
                };
                match top {
                    None => format!("{player} searches {library}"),
                    Some(n) => format!("{player} searches the top {n} cards of {library}"),
                }
            }
            EventKind::SearchedForName { player, whose, named } => {
                let zones = if player == whose {
                    "their graveyard, hand and library".to_owned()
                } else {
                    format!("{whose}'s graveyard, hand and library")
                };
                match named {
                    Some(card) => format!("{player} searches {zones} for cards named as {}", self.label(*card)),
                    None => format!("{player} searches {zones}, with no name to find"),
                }
            }
            EventKind::ControlExchanged { gains } => {
                let [(p, a), (q, b)] = *gains;
                format!(
                    "{p} gains control of {} and {q} gains control of {}",
                    self.label(a),
                    self.label(b)
                )
            }
            EventKind::NothingExchanged { source } => format!("{} exchanges nothing", self.label(*source)),
            EventKind::Revealed { player, card } => format!("{player} reveals {}", self.label(*card)),
            EventKind::Spliced { player, spell, cards } => format!(
                "{player} reveals {} and splices {} onto {}",
                listed(&cards.iter().map(|&c| self.label(c)).collect::<Vec<_>>()),
                if cards.len() == 1 { "it" } else { "them" },
                self.label(*spell)
            ),
            EventKind::RevealedBy { player, card, by } => {
                format!("{player} reveals {} for {}", self.label(*card), self.label(*by))
            }
            EventKind::Separated { by, piles } => {
                let pile = |p: &[ObjectId]| match p {
                    [] => "an empty pile".to_owned(),
                    cards => format!(
                        "a pile of {}",
                        listed(&cards.iter().map(|&c| self.label(c)).collect::<Vec<_>>())
                    ),
                };
                format!(
                    "{by} separates the cards into {}, and {}",
                    pile(&piles[0]),
                    pile(&piles[1])
                )
            }
            EventKind::TargetsChanged { spell, targets, .. } => {
                let labels: Vec<String> = targets.iter().map(|&(_, t)| self.target_label(t)).collect();
                format!("{} now targets {}", self.label(*spell), listed(&labels))
            }
            EventKind::PoisonCounters { player, count, total } => {
                format!(
                    "{player} gets {count} poison counter{} (now {total})",
                    if *count == 1 { "" } else { "s" }
                )
            }
            EventKind::CountersAdded { object, kind, count } => {
                format!("{} put on {}", counters(*count, *kind), self.label(*object))
            }
            EventKind::Protector { battle, player } => format!("{player} protects {}", self.label(*battle)),
            EventKind::CountersRemoved { object, kind, count } => {
                format!("{} removed from {}", counters(*count, *kind), self.label(*object))
            }
            EventKind::Pumped {
                object,
                power,
                toughness,
            } => format!("{} gets {power:+}/{toughness:+} until end of turn", self.label(*object)),
            EventKind::TokenCreated { object } => format!("{} is created", self.label(*object)),
            EventKind::CeasedToExist { object } => format!("{} ceases to exist", self.label(*object)),
            EventKind::CleanedUp => "Damage wears off and \"until end of turn\" effects end".to_owned(),
            EventKind::EffectBegan {
                source,
                affected,
                modifications,
                duration,
            } => {
                let objects: Vec<String> = affected.iter().map(|&id| self.label(id)).collect();
                let parts: Vec<String> = modifications.iter().map(|m| self.modification_words(m)).collect();
                format!(
                    "{}: {} {}{}",
                    self.label(*source),
                    if objects.is_empty() {
                        "nothing".to_owned()
                    } else {
                        objects.join(", ")
                    },
                    parts.join(", "),
                    duration.words(),
                )
            }
            EventKind::EffectsEnded { sources } => {
                let list: Vec<String> = sources.iter().map(|&id| self.label(id)).collect();
                format!("The effects of {} end", list.join(", "))
            }
            EventKind::ControlChanged { object, to } => format!("{to} now controls {}", self.label(*object)),
            EventKind::Foretold { player, card, exiled } => {
                format!("{player} foretells {} {card}: it is exiled face down as {exiled}", self.label(*card))
            }
            EventKind::BecameDayOrNight { now } => match now {
                crate::day_night::DayNight::Day => "It becomes day".to_owned(),
                crate::day_night::DayNight::Night => "It becomes night".to_owned(),
            },
            EventKind::EnteredTransformed { object } => {
                let card = self.pool.get(self.obj(*object).card);
                let back = card.back.map_or(&card.name, |b| &self.pool.get(b).name);
                format!("{} {object} enters transformed, as {back}", card.name)
            }
            EventKind::CantEnterTransformed { object } => format!(
                "{} {object} can't enter with its instant or sorcery back face up and goes to its owner's graveyard instead",
                self.pool.get(self.obj(*object).card).name
            ),
            EventKind::Transformed { object } => {
                // The face it turned from, and the one now up.
                let o = self.obj(*object);
                let card = self.pool.get(o.card);
                let (from, to) = match (o.transformed, card.back) {
                    (true, Some(back)) => (&card.name, &self.pool.get(back).name),
                    (false, Some(back)) => (&self.pool.get(back).name, &card.name),
                    (_, None) => (&card.name, &card.name),
                };
                format!("{from} {object} transforms into {to}")
            }
            EventKind::Flipped { object, from, to } => {
                format!(
                    "{} {object} flips into {}",
                    self.pool.get(*from).name,
                    self.pool.get(*to).name
                )
            }
            EventKind::BecameCopy { object, of, name } => {
                // Both by the names they had then: the copy by its own card's, the original
                // by the one copied.
                let own = &self.pool.get(self.obj(*object).card).name;
                format!("{own} {object} becomes a copy of {} {of}", self.pool.get(*name).name)
            }
            EventKind::Attached { object, to } => {
                format!("{} becomes attached to {}", self.label(*object), self.target_label(*to))
            }
            EventKind::Unattached { object, from } => {
                format!(
                    "{} becomes unattached from {}",
                    self.label(*object),
                    self.target_label(*from)
                )
            }
            EventKind::Triggered { source } if *source == ObjectId::NONE => "An inherent triggered ability triggers".into(),
            EventKind::Triggered { source } => format!("{}'s ability triggers", self.label(*source)),
            EventKind::RemovedFromCombat { object } => {
                format!("{} is no longer a creature and leaves combat", self.label(*object))
            }
            EventKind::PhasedOut { object, indirectly } => match indirectly {
                false => format!("{} phases out", self.label(*object)),
                true => format!("{} phases out with what it is attached to", self.label(*object)),
            },
            EventKind::PhasedIn { object } => format!("{} phases in", self.label(*object)),
            EventKind::TurnedFaceUp { permanent, player } => {
                format!("{player} turns {permanent} face up: it is {}", self.label(*permanent))
            }
            EventKind::TurnedFaceDown { permanent, name } => {
                format!("{} {permanent} is turned face down", self.pool.get(*name).name)
            }
            EventKind::BecameRenowned { object } => format!("{} becomes renowned", self.label(*object)),
            EventKind::BecameMonstrous { object } => format!("{} becomes monstrous", self.label(*object)),
            EventKind::CeasedToBeBestowed { object } => {
                format!("{} ceases to be bestowed and is a creature", self.label(*object))
            }
            EventKind::Conceded { player } => format!("{player} concedes"),
            // An "as [this] enters" effect that acts beside the event (Ixidron's, 614.1c) or
            // one whose controller chose nothing (Clone copying nothing) leaves it as it was.
            EventKind::Replaced { effect, would, instead }
                if would == instead && matches!(**would, crate::replacement::Proposed::Enter(_)) =>
            {
                format!(
                    "{}: applied as {}, which goes on as it was",
                    self.label(*effect),
                    self.proposed(would)
                )
            }
            // An optional effect not applied (903.9b) leaves the event as it was.
            EventKind::Replaced { effect, would, instead } if would == instead => format!(
                "{}: not applied to {}",
                self.label(*effect),
                self.proposed(would)
            ),
            EventKind::Replaced { effect, would, instead } => format!(
                "{} replaces {} with {}",
                self.label(*effect),
                self.proposed(would),
                self.proposed(instead)
            ),
            EventKind::ShieldCreated { source, on, kind } => match **kind {
                ShieldKind::SkipNext(step) => {
                    let on = on.map_or("every player".to_owned(), |t| self.target_label(t));
                    format!("{}: {on} skips their next {step}", self.label(*source))
                }
                ShieldKind::RedirectNext { amount, to } => {
                    let on = on.map_or(String::new(), |t| self.target_label(t));
                    format!(
                        "{}: the next {amount} damage that would be dealt to {on} this turn is dealt to {} instead",
                        self.label(*source),
                        self.target_label(to)
                    )
                }
                ShieldKind::PreventAllDamageFrom(_) => format!(
                    "{}: all damage the sources it describes would deal is prevented this turn",
                    self.label(*source)
                ),
                ShieldKind::ExileIfItWouldLeave => {
                    let on = on.map_or(String::new(), |t| self.target_label(t));
                    format!(
                        "{}: if {on} would leave the battlefield, it is exiled instead",
                        self.label(*source)
                    )
                }
                ShieldKind::EnterUnderYourControl(_) => format!(
                    "{}: the objects it describes enter under its controller's control instead this turn",
                    self.label(*source)
                ),
                _ => {
                    let on = on.map_or("all combat damage".to_owned(), |t| self.target_label(t));
                    format!("{}: a {kind:?} shield around {on} this turn", self.label(*source))
                }
            },
            EventKind::CantCreated {
                source,
                cant,
                rest_of_game,
            } => {
                let until = if *rest_of_game { "for the rest of the game" } else { "this turn" };
                format!("{}: {} {until}", self.label(*source), self.cant(**cant))
            }
            EventKind::ShortcutProposed { player, until } => {
                format!("{player} proposes a shortcut: all players pass until {}", point(*until))
            }
            EventKind::CompanionRevealed { player, card } => {
                format!("{player} reveals {} as their companion", self.pool.get(*card).name)
            }
            EventKind::CompanionPutIntoHand { player, card } => {
                format!(
                    "{player} pays {{3}} and puts their companion {} into their hand",
                    self.label(*card)
                )
            }
            EventKind::BroughtIntoGame { player, card } => {
                format!("{player} brings {} into the game from outside it", self.label(*card))
            }
            EventKind::SubgameBegan => "A subgame begins: each player's library is their deck".to_owned(),
            EventKind::SubgameEnded { result } => match result {
                Some(GameResult::Win(p)) => format!("The subgame ends: {p} wins it; the main game goes on"),
                _ => "The subgame ends with no winner; the main game goes on".to_owned(),
            },
            EventKind::GameRestarted { by } => {
                format!("The game restarts: a new game begins, {by} takes the first turn")
            }
            EventKind::ShortcutAccepted { player } => format!("{player} accepts the shortcut"),
            EventKind::LoopProposed { player, choices } => {
                format!("{player} proposes a shortcut: a loop of their choices, {choices} in all, all others passing")
            }
            EventKind::ShortcutShortened { player, until } => {
                format!("{player} shortens the shortcut: it ends when {}", point(*until))
            }
            EventKind::ShortcutEnded { at } => format!(
                "The shortcut ends: {} decides in the {} of turn {}",
                at.player, at.step, at.turn
            ),
            EventKind::MustAttack { creature, source, .. } => {
                format!(
                    "{}: {} attacks this turn if able",
                    self.label(*source),
                    self.label(*creature)
                )
            }
            EventKind::NoPoisonCounters { effect, player, count } => format!(
                "{} stops {player} getting {count} poison counter{}",
                self.label(*effect),
                if *count == 1 { "" } else { "s" }
            ),
            EventKind::CitysBlessing { player } => format!("{player} gets the city's blessing"),
            EventKind::PoisonCountersLost { player, count } => {
                format!("{player} loses {count} poison counter{}", if *count == 1 { "" } else { "s" })
            }
            EventKind::Goaded { creature, by } => format!("{by} goads {}", self.label(*creature)),
            EventKind::GoadEnded { creature, by } => {
                format!("{} is no longer goaded by {by}", self.label(*creature))
            }
            EventKind::CantHappen { effect, event } => {
                format!("{} stops {}", self.label(*effect), self.proposed(event))
            }
            EventKind::LostGame { player } => format!("{player} loses the game"),
            EventKind::DrawFor { player } => format!("The game is a draw for {player}, who leaves it"),
            EventKind::TurnMarker { number, holder, change } => turn_marker(*number, *holder, *change),
            EventKind::ExtraTurnAdded { player } => format!("{player} will take an extra turn after this one"),
            EventKind::AdditionalLandPlay { player } => format!("{player} may play an additional land this turn"),
            EventKind::LeftGame { player, objects } => match objects.len() {
                1 => format!("{player} leaves the game, and the object they own leaves with them"),
                n => format!("{player} leaves the game, and the {n} objects they own leave with them"),
            },
            EventKind::AbilityCeased { source } => {
                format!("the ability of {} on the stack ceases to exist", self.label(*source))
            }
            EventKind::TriggersDropped { player, count } => {
                format!("{player}'s triggered abilities waiting or delayed ({count}) are never put on the stack")
            }
            EventKind::GameOver {
                result: GameResult::Win(p),
            } => format!("{p} wins the game"),
            EventKind::GameOver {
                result: GameResult::TeamWin(team),
            } => {
                let players: Vec<String> = (0..self.players.len())
                    .map(crate::game::PlayerId)
                    .filter(|&p| self.teams.team(p) == *team)
                    .map(|p| p.to_string())
                    .collect();
                format!("The team of {} wins the game", players.join(" and "))
            }
            EventKind::GameOver {
                result: GameResult::Draw,
            } => "The game is a draw".to_owned(),
        };
        format!("{what} ({})", explain(event.rule))
    }
}

/// A place where a player has priority, in words.
fn point(p: crate::shortcuts::PriorityPoint) -> String {
    format!("{} has priority in the {} of turn {}", p.player, p.step, p.turn)
}

/// What happened to a Grand Melee turn marker (807.4), in words.
fn turn_marker(number: u8, holder: crate::game::PlayerId, change: crate::event::MarkerChange) -> String {
    use crate::event::MarkerChange;
    match change {
        MarkerChange::HandedOut => format!("{holder} gets turn marker {number}"),
        MarkerChange::Passed => format!("{holder} takes turn marker {number}"),
        MarkerChange::Waits => format!(
            "{holder} waits to begin their turn with turn marker {number}: another marker is within three seats to their left"
        ),
        MarkerChange::Designated => format!("Turn marker {number} ({holder}'s) is designated for removal"),
        MarkerChange::Removed => format!("Turn marker {number} ({holder}'s) is removed"),
        MarkerChange::Kept => format!("{holder} keeps turn marker {number} for their next turn"),
        MarkerChange::ExtraTurnDeferred => {
            format!("{holder} will take the extra turn immediately before their next turn")
        }
        MarkerChange::ExtraTurn => format!("{holder} takes an extra turn before their next turn"),
    }
}
