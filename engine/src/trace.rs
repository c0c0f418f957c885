//! Code → rules at run time: every `#[rule]` and `cite!` site, registered by the macros.
//!
//! In debug builds each citation adds one [`Citation`] to [`CITATIONS`], a link-time
//! distributed slice (no code runs before `main`); release builds register nothing, so the
//! registry costs nothing there. `cargo xtask trace` and `coverage` read the same sites from
//! the source, without building; a test checks that both agree.
//!
//! Debug builds also record, per thread, which rules *fired*: each fn carrying `#[rule]` that
//! runs and each `cite!` evaluated ([`fired_at`], once per site and recording), each event
//! emitted and each action refused names its rules ([`fired`], [`take_fired`]). The scenario
//! harness uses it to check that the rules a scenario claims really happened, and each test
//! citing rules leaves a [`TestRun`] report of what fired while it ran, which `cargo xtask
//! coverage` reads (the *exercised* level).

use std::cell::{Cell, RefCell};
use std::collections::BTreeSet;
use std::thread::LocalKey;

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

thread_local! {
    static FIRED: RefCell<BTreeSet<RuleId>> = const { RefCell::new(BTreeSet::new()) };
    /// Which recording this thread is in: [`take_fired`] starts the next one.
    static ROUND: Cell<u64> = const { Cell::new(0) };
}

/// A citing site's mark (one per site, per thread, made by the macros): the recording in
/// which the site last recorded its rules. A new mark holds [`NEVER`].
pub type SiteMark = LocalKey<Cell<u64>>;

/// What a site's mark starts at, a round no thread reaches.
pub const NEVER: u64 = u64::MAX;

/// Records that the rules of the site marked `mark` fired, unless that site has already done
/// so since the last [`take_fired`]. `#[rule]` fns and `cite!` call this on every run, so
/// after their first run in a recording it costs two thread-local reads instead of a set
/// insertion per rule (which made debug-built games several times slower).
pub fn fired_at(mark: &'static SiteMark, rules: &[RuleId]) {
    let round = ROUND.with(Cell::get);
    if mark.with(|m| m.replace(round)) != round {
        fired_all(rules);
    }
}

/// Records that `rule` fired on this thread: its `cite!` was evaluated, an event it caused
/// was emitted, or it refused an action. Called by the macros and the engine in debug builds.
pub fn fired(rule: RuleId) {
    FIRED.with(|f| {
        f.borrow_mut().insert(rule);
    });
}

/// Records that each of `rules` fired: a fn citing them ran (its `#[rule]` calls this first).
pub fn fired_all(rules: &[RuleId]) {
    FIRED.with(|f| f.borrow_mut().extend(rules.iter().copied()));
}

/// The rules fired on this thread since the last call (in numeric order), forgetting them.
/// Always empty in release builds.
pub fn take_fired() -> Vec<RuleId> {
    ROUND.with(|r| r.set(r.get() + 1));
    FIRED.with(|f| std::mem::take(&mut *f.borrow_mut()).into_iter().collect())
}

/// Where test reports go under a test crate's `CARGO_TARGET_TMPDIR`.
pub const TEST_REPORT_DIR: &str = "rule-tests";

/// A test citing rules, while it runs (debug builds; `#[rule]` on a `#[test]` fn starts one).
/// When it ends it writes `<tmpdir>/rule-tests/<test>.json`: the test, whether it passed (it
/// did not panic), and the rules that fired while it ran. Best effort: a report that cannot
/// be written only means coverage will say the test has not run.
#[derive(Debug)]
pub struct TestRun {
    test: &'static str,
    dir: Option<&'static str>,
}

impl TestRun {
    /// Starts recording for `test` (`it::sba::r704_5a_…`); `dir` is the test crate's
    /// `CARGO_TARGET_TMPDIR`, if it has one.
    pub fn start(test: &'static str, dir: Option<&'static str>) -> TestRun {
        let _ = take_fired();
        TestRun { test, dir }
    }
}

impl Drop for TestRun {
    fn drop(&mut self) {
        let Some(dir) = self.dir else {
            return;
        };
        let fired: Vec<String> = take_fired().iter().map(ToString::to_string).collect();
        let passed = !std::thread::panicking();
        let quoted: Vec<String> = fired.iter().map(|r| format!("\"{r}\"")).collect();
        let json = format!(
            "{{\"test\":\"{}\",\"passed\":{passed},\"fired\":[{}]}}",
            self.test,
            quoted.join(",")
        );
        let dir = std::path::Path::new(dir).join(TEST_REPORT_DIR);
        let _ = std::fs::create_dir_all(&dir);
        let _ = std::fs::write(dir.join(format!("{}.json", self.test.replace("::", "__"))), json);
    }
}
