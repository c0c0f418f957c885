//! The reports the engine's rule-citing tests leave when they run (`engine::trace::TestRun`,
//! debug builds): per test, whether it passed and which rules fired while it ran. Coverage
//! reads them for the *exercised* and *asserted* levels.

use std::collections::BTreeMap;
use std::path::Path;

use rules_data::RuleId;
use serde::Serialize;

/// Where the engine's integration tests leave their reports, relative to the workspace root.
pub const TEST_REPORT_DIR: &str = "target/tmp/rule-tests";

/// What one test recorded when it last ran.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TestRun {
    /// Its path (`it::sba::r704_5a_player_at_zero_or_less_life_loses`).
    pub test: String,
    /// Whether it passed.
    pub passed: bool,
    /// The rules that fired while it ran.
    pub fired: Vec<RuleId>,
}

impl TestRun {
    /// The test fn's name: the last segment of its path.
    pub fn name(&self) -> &str {
        self.test.rsplit("::").next().unwrap_or(&self.test)
    }
}

/// The reports under `root`'s [`TEST_REPORT_DIR`], by test fn name; empty when the tests have
/// not run in this checkout. A report that does not parse is skipped (it only means the test
/// counts as not run).
pub fn read(root: &Path) -> BTreeMap<String, TestRun> {
    let mut out = BTreeMap::new();
    let Ok(entries) = std::fs::read_dir(root.join(TEST_REPORT_DIR)) else {
        return out;
    };
    for entry in entries.flatten() {
        let Ok(text) = std::fs::read_to_string(entry.path()) else {
            continue;
        };
        let Ok(json) = serde_json::from_str::<serde_json::Value>(&text) else {
            continue;
        };
        let (Some(test), Some(passed)) = (json["test"].as_str(), json["passed"].as_bool()) else {
            continue;
        };
        let fired = json["fired"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|r| r.as_str()?.parse().ok())
            .collect();
        let run = TestRun {
            test: test.to_owned(),
            passed,
            fired,
        };
        out.insert(run.name().to_owned(), run);
    }
    out
}
