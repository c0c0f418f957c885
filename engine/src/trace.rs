//! Code → rules at run time: every `#[rule]` and `cite!` site, registered by the macros.
//!
//! In debug builds each citation adds one [`Citation`] to [`CITATIONS`], a link-time
//! distributed slice (no code runs before `main`); release builds register nothing, so the
//! registry costs nothing there. `cargo xtask trace` and `coverage` read the same sites from
//! the source, without building; a test checks that both agree.

use rules_data::RuleId;

/// How a site relates to the rules it cites.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Role {
    /// Code that implements the rules.
    Code,
    /// A generated handler stub not filled in yet (`#[rule("704.5a", stub)]`).
    Stub,
    /// A test that verifies the rules.
    Test,
}

/// One citing site.
#[derive(Clone, Copy, Debug)]
pub struct Citation {
    /// The rules cited, in the order written.
    pub rules: &'static [RuleId],
    /// The item's name (`check`, `impl Game`, `mod combat`), or `cite!` for the in-body form.
    pub item: &'static str,
    /// The module path (`engine::sba`).
    pub module: &'static str,
    /// The source file, as `file!()` gives it.
    pub file: &'static str,
    /// The 1-based line of the attribute or macro.
    pub line: u32,
    /// Implementation, stub or test.
    pub role: Role,
}

/// Every citation linked into this program (empty in release builds).
#[linkme::distributed_slice]
pub static CITATIONS: [Citation];

/// The sites citing `rule`, in link order.
pub fn sites(rule: RuleId) -> impl Iterator<Item = &'static Citation> {
    CITATIONS.iter().filter(move |c| c.rules.contains(&rule))
}
