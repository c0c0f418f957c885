//! The engine's scenario files read back (`engine/tests/scenarios/<chapter>/*.toml`): what
//! each claims, the CR example it encodes, whether it is pending; the reports the harness
//! leaves when the tests run; and the template `cargo xtask scaffold` writes.
//!
//! Only the keys the reports need are read here; the harness in `engine/tests/it/scenario/`
//! reads and checks everything else.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use rules_data::{Rule, RuleId};
use serde::Serialize;

use crate::Error;

/// Where scenario files live, relative to the workspace root.
pub const SCENARIO_DIR: &str = "engine/tests/scenarios";

/// Where the harness leaves its reports, relative to the workspace root.
pub const REPORT_DIR: &str = "target/tmp/scenarios";

/// What a scenario file says about itself.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Scenario {
    /// Relative to [`SCENARIO_DIR`]: `704/r704_5a_….toml`.
    pub path: String,
    /// The rules it asserts (the harness checks that something it expects is attributed to
    /// each).
    pub rules: Vec<RuleId>,
    /// The rules it only exercises (they must fire while it runs).
    pub exercised: Vec<RuleId>,
    /// Its title.
    pub title: String,
    /// Why it cannot run yet, if it is pending.
    pub pending: Option<String>,
    /// The `Example:` paragraph it encodes, verbatim.
    pub example: Option<String>,
    /// The date of the CR release the example is quoted from (`[example] cr`).
    pub example_cr: Option<String>,
}

/// What the harness recorded when a scenario last ran.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Run {
    /// The rules that fired while it ran.
    pub fired: Vec<RuleId>,
    /// Whether it passed.
    pub passed: bool,
}

/// Reads every scenario file under `root`'s [`SCENARIO_DIR`], sorted by path.
pub fn read_all(root: &Path) -> Result<Vec<Scenario>, Error> {
    let dir = root.join(SCENARIO_DIR);
    if !dir.exists() {
        return Ok(Vec::new());
    }
    let mut out = Vec::new();
    for chapter in read_dir(&dir)? {
        if !chapter.is_dir() {
            continue;
        }
        for file in read_dir(&chapter)? {
            if file.extension().is_some_and(|e| e == "toml") {
                let rel = file
                    .strip_prefix(&dir)
                    .unwrap_or(&file)
                    .to_string_lossy()
                    .replace('\\', "/");
                out.push(read_one(&file, rel)?);
            }
        }
    }
    out.sort_by(|a, b| a.path.cmp(&b.path));
    Ok(out)
}

fn read_dir(dir: &Path) -> Result<Vec<PathBuf>, Error> {
    let io = |e: std::io::Error| Error::Io {
        path: dir.to_path_buf(),
        message: e.to_string(),
    };
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)
        .map_err(io)?
        .map(|e| e.map(|e| e.path()))
        .collect::<Result<_, _>>()
        .map_err(io)?;
    entries.sort();
    Ok(entries)
}

fn read_one(file: &Path, path: String) -> Result<Scenario, Error> {
    let bad = |message: String| Error::Registry {
        path: file.to_path_buf(),
        line: 0,
        message,
        hint: "see the format at the top of engine/tests/it/scenario/mod.rs".into(),
    };
    let text = std::fs::read_to_string(file).map_err(|e| Error::Io {
        path: file.to_path_buf(),
        message: e.to_string(),
    })?;
    let table: toml::Table = toml::from_str(&text).map_err(|e| bad(e.to_string()))?;
    let ids = |key: &str| -> Result<Vec<RuleId>, Error> {
        let Some(list) = table.get(key) else {
            return Ok(Vec::new());
        };
        list.as_array()
            .ok_or_else(|| bad(format!("`{key}` is not a list")))?
            .iter()
            .map(|r| {
                r.as_str()
                    .and_then(|s| s.parse::<RuleId>().ok())
                    .ok_or_else(|| bad(format!("`{r}` is not a rule ID")))
            })
            .collect()
    };
    if !table.contains_key("rules") {
        return Err(bad("no `rules` list".into()));
    }
    let rules = ids("rules")?;
    let exercised = ids("exercised")?;
    let text_of = |key: &str| table.get(key).and_then(|v| v.as_str()).map(str::to_owned);
    let example_field = |key: &str| {
        table
            .get("example")
            .and_then(|e| e.get(key))
            .and_then(|t| t.as_str())
            .map(|t| t.trim().to_owned())
    };
    Ok(Scenario {
        path,
        rules,
        exercised,
        title: text_of("title").unwrap_or_default(),
        pending: text_of("pending"),
        example: example_field("text"),
        example_cr: example_field("cr"),
    })
}

/// The harness's reports under `root`'s [`REPORT_DIR`], by scenario path; empty when the tests
/// have not run in this checkout.
pub fn read_runs(root: &Path) -> BTreeMap<String, Run> {
    let mut out = BTreeMap::new();
    let Ok(files) = read_dir(&root.join(REPORT_DIR)) else {
        return out;
    };
    for file in files {
        let Ok(text) = std::fs::read_to_string(&file) else {
            continue;
        };
        let Ok(json) = serde_json::from_str::<serde_json::Value>(&text) else {
            continue;
        };
        let (Some(path), Some(passed)) = (json["file"].as_str(), json["passed"].as_bool()) else {
            continue;
        };
        let fired = json["fired"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|r| r.as_str()?.parse().ok())
            .collect();
        out.insert(path.to_owned(), Run { fired, passed });
    }
    out
}

/// Where an `Example:` paragraph stands in the suite.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case", tag = "status")]
pub enum ExampleStatus {
    /// A scenario encodes it and passed when the tests last ran.
    Passing {
        /// The scenario.
        scenario: String,
    },
    /// A scenario encodes it and failed when the tests last ran.
    Failing {
        /// The scenario.
        scenario: String,
    },
    /// A scenario encodes it, but no report says how it ran (run `cargo test -p engine`).
    NotRun {
        /// The scenario.
        scenario: String,
    },
    /// A pending scenario holds it.
    Pending {
        /// The scenario.
        scenario: String,
        /// Why it is pending.
        reason: String,
    },
    /// No scenario holds it.
    Missing,
}

/// One `Example:` paragraph of the release.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ExampleEntry {
    /// Its rule.
    pub rule: RuleId,
    /// Its position among the rule's examples, from 1.
    pub n: usize,
    /// Where it stands.
    #[serde(flatten)]
    pub status: ExampleStatus,
}

/// Every example of the release, in rule order, with where it stands in the suite.
pub fn examples(
    ruleset: &rules_data::Ruleset,
    scenarios: &[Scenario],
    runs: &BTreeMap<String, Run>,
) -> Vec<ExampleEntry> {
    let mut out = Vec::new();
    for rule in &ruleset.rules {
        for (i, text) in rule.examples.iter().enumerate() {
            let holder = scenarios.iter().find(|s| s.example.as_deref() == Some(text.trim()));
            let status = match holder {
                None => ExampleStatus::Missing,
                Some(s) => {
                    let scenario = s.path.clone();
                    match (&s.pending, runs.get(&s.path)) {
                        (Some(reason), _) => ExampleStatus::Pending {
                            scenario,
                            reason: reason.clone(),
                        },
                        (None, Some(run)) if run.passed => ExampleStatus::Passing { scenario },
                        (None, Some(_)) => ExampleStatus::Failing { scenario },
                        (None, None) => ExampleStatus::NotRun { scenario },
                    }
                }
            };
            out.push(ExampleEntry {
                rule: rule.id,
                n: i + 1,
                status,
            });
        }
    }
    out
}

/// What a CR update means for a scenario that quotes an example.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ExampleCarry {
    /// The new release prints the example word for word: only its date changes.
    Redate {
        /// The date it had.
        from: String,
    },
    /// Already dated the new release, and still verbatim.
    Current,
    /// Its rules are still there, but none has this example any more: the CR reworded or
    /// dropped it. A human re-reads the rule and updates the scenario.
    Changed {
        /// The rules it claims, as numbered in the new release.
        rules: Vec<RuleId>,
        /// Their examples now, word for word.
        now: Vec<String>,
    },
    /// Every rule it claims is gone from the new release.
    RuleRemoved {
        /// The rules it claimed.
        rules: Vec<RuleId>,
    },
}

/// How a scenario's example carries across an update to `new` (its rule numbers followed
/// through `map`, `None` for a removed rule); `None` for a scenario with no example.
pub fn carry_example(
    scenario: &Scenario,
    new: &rules_data::Ruleset,
    map: &dyn Fn(RuleId) -> Option<RuleId>,
) -> Option<ExampleCarry> {
    let example = scenario.example.as_deref()?;
    let rules: Vec<RuleId> = scenario.rules.iter().filter_map(|&r| map(r)).collect();
    if rules.is_empty() {
        return Some(ExampleCarry::RuleRemoved {
            rules: scenario.rules.clone(),
        });
    }
    let now: Vec<String> = rules
        .iter()
        .filter_map(|&r| new.get(r))
        .flat_map(|r| r.examples.iter().cloned())
        .collect();
    if !now.iter().any(|e| e.trim() == example) {
        return Some(ExampleCarry::Changed { rules, now });
    }
    let date = new.effective_date.map(|d| d.to_string()).unwrap_or_default();
    Some(match &scenario.example_cr {
        Some(cr) if *cr == date => ExampleCarry::Current,
        other => ExampleCarry::Redate {
            from: other.clone().unwrap_or_default(),
        },
    })
}

/// Where `cargo xtask scaffold` puts a rule's scenario for its `n`th example (from 1), or for
/// the rule itself when it has no example: `704/r704_8_example_1.toml`.
pub fn scaffold_path(rule: RuleId, example: Option<usize>) -> String {
    let chapter = rule
        .chapter_number()
        .map_or_else(|| rule.to_string(), |c| c.to_string());
    let stem = rule.ident();
    match example {
        Some(n) => format!("{chapter}/{stem}_example_{n}.toml"),
        None => format!("{chapter}/{stem}.toml"),
    }
}

/// The text of a pending scenario for `rule` (and its `example`, verbatim), dated `cr`, for
/// its author to fill in.
pub fn template(rule: &Rule, example: Option<&str>, cr: &str) -> String {
    let quote = |s: &str| toml::Value::String(s.to_owned()).to_string();
    let mut out = String::new();
    out.push_str(&format!("# {} {}\n", rule.id, rule.text.lines().next().unwrap_or("")));
    out.push_str("# Written by `cargo xtask scaffold`: fill in the set-up, actions and expected result, then\n");
    out.push_str(
        "# remove `pending` and add a test in engine/tests/it/scenarios/ (the file of its CR part) citing the rules.\n",
    );
    out.push_str(&format!("rules = [{}]\n", quote(&rule.id.to_string())));
    out.push_str(&format!("title = {}\n", quote(&format!("{} (to be written)", rule.id))));
    out.push_str(&format!(
        "pending = {}\n",
        quote("scaffolded: the set-up, actions and expected result are not written yet")
    ));
    if let Some(text) = example {
        out.push_str(&format!("\n[example]\ncr = {}\ntext = {}\n", quote(cr), quote(text)));
    }
    out.push_str(
        "\n[setup]\nactive = \"A\"\nstep = \"precombat_main\"\n[setup.A]\nhand = []\nbattlefield = []\n[setup.B]\n\n",
    );
    out.push_str("# [[do]]\n# by = \"A\"\n# action = \"cast\"\n# card = \"…\"\n\n[expect]\nevents = []\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scaffold_paths_follow_the_chapter_and_the_rule() {
        let id = |s: &str| s.parse::<RuleId>().expect("valid");
        assert_eq!(scaffold_path(id("704.8"), Some(1)), "704/r704_8_example_1.toml");
        assert_eq!(scaffold_path(id("702.19b"), Some(2)), "702/r702_19b_example_2.toml");
        assert_eq!(scaffold_path(id("510.1c"), None), "510/r510_1c.toml");
    }
}
