//! `cargo xtask coverage --html OUT_DIR`: one self-contained page (no network, no external
//! assets) to audit the whole CR: a heatmap per part and chapter, filters, search by number or
//! text, and a panel per rule with its text, examples, status, citing code and tests, the
//! scenarios claiming it and those in which it fired, and whether it is stale.
//!
//! The data is embedded as JSON (with `<` escaped, so no CR text can end the script element)
//! and rendered with `textContent`, never as HTML.

use std::collections::BTreeMap;
use std::path::Path;

use codegen::coverage::Report;
use codegen::scan::Role;
use codegen::scenarios::{Run, Scenario};
use rules_data::RuleKind;
use serde_json::json;

use crate::project::Project;

/// The page.
pub fn render(
    root: &Path,
    project: &Project,
    report: &Report,
    scenarios: &[Scenario],
    runs: &BTreeMap<String, Run>,
) -> anyhow::Result<String> {
    let reviewed = crate::project::reviewed_texts(root)?;
    let mut rules = Vec::new();
    for rule in &project.ruleset.rules {
        let cov = report.rules.get(&rule.id);
        let sites: Vec<_> = project
            .sites
            .iter()
            .filter(|s| s.rules.contains(&rule.id))
            .map(|s| json!({ "role": role(s.role), "at": format!("{}:{}", s.file.display(), s.line), "item": s.item }))
            .collect();
        let claimed: Vec<&str> = scenarios
            .iter()
            .filter(|s| s.rules.contains(&rule.id))
            .map(|s| s.path.as_str())
            .collect();
        let fired: Vec<&str> = scenarios
            .iter()
            .filter(|s| runs.get(&s.path).is_some_and(|r| r.fired.contains(&rule.id)))
            .map(|s| s.path.as_str())
            .collect();
        let entry = project.registry.entries.get(&rule.id);
        let stale = cov.is_some_and(|c| c.stale);
        let since = reviewed
            .get(&rule.id)
            .filter(|_| stale)
            .map(|old| rules_data::diff::word_diff(old, &rule.text));
        let lock = project.lock.hashes.get(&rule.id);
        rules.push(json!({
            "id": rule.id,
            "kind": match rule.kind { RuleKind::Part => "part", RuleKind::Chapter => "chapter", RuleKind::Rule => "rule", RuleKind::Subrule => "subrule" },
            "chapter": rule.id.chapter_number(),
            "text": rule.text,
            "examples": rule.examples,
            "status": cov.and_then(|c| c.status).or(entry.map(|e| e.status)).map(|s| s.as_str()),
            "guess": entry.and_then(|e| e.guess).map(|g| g.as_str()),
            "note": entry.and_then(|e| e.note.clone()),
            "implemented": cov.is_some_and(|c| c.code > 0),
            "tested": cov.is_some_and(|c| c.tests > 0),
            "stubbed": cov.is_some_and(|c| c.stubs > 0 && c.code == 0),
            "stale": stale,
            "since": since,
            "locked": lock.map(|h| h.to_string()),
            "hash": rule.hash.to_string(),
            "sites": sites,
            "claimed": claimed,
            "fired": fired,
        }));
    }
    let rows: Vec<_> = report
        .rows
        .iter()
        .map(|r| json!({ "id": r.id, "title": r.title, "part": r.id.kind() == RuleKind::Part, "executable": r.counts.executable, "implemented": r.counts.implemented, "tested": r.counts.tested, "stale": r.counts.stale }))
        .collect();
    let date = project
        .ruleset
        .effective_date
        .map(|d| d.to_string())
        .unwrap_or_default();
    let data = json!({ "date": date, "rows": rows, "rules": rules, "total": report.total });
    Ok(PAGE.replace("/*DATA*/", &embed(&data)?))
}

/// The data as JSON safe inside a `<script>` element: `<` is written `\u003c`, so no text
/// (`</script>`, `<!--`) can end or confuse the element.
fn embed(data: &serde_json::Value) -> anyhow::Result<String> {
    Ok(serde_json::to_string(data)?.replace('<', "\\u003c"))
}

fn role(r: Role) -> &'static str {
    match r {
        Role::Code => "code",
        Role::Stub => "stub",
        Role::Test => "test",
        Role::Support => "support",
    }
}

const PAGE: &str = r##"<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Comprehensive Rules coverage</title>
<style>
body{font:14px/1.4 system-ui,sans-serif;margin:0;display:flex;height:100vh}
#side{width:44%;overflow:auto;border-right:1px solid #ccc;padding:8px}
#main{flex:1;overflow:auto;padding:12px}
h1{font-size:18px;margin:4px 0}
.heat{display:flex;flex-wrap:wrap;gap:2px;margin:6px 0}
.cell{width:34px;height:22px;font-size:10px;display:flex;align-items:center;justify-content:center;cursor:pointer;border-radius:2px;color:#000}
.part{font-weight:bold;margin-top:6px}
#filters{display:flex;flex-wrap:wrap;gap:6px;margin:8px 0}
#list div{cursor:pointer;padding:1px 3px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
#list div:hover{background:#eef}
.tag{display:inline-block;padding:0 4px;border-radius:3px;font-size:11px;margin-right:3px;background:#eee}
.impl{background:#bfe5bf}.test{background:#bcd7f5}.stale{background:#f5c0c0}.stub{background:#f5e6b5}
pre{white-space:pre-wrap}
del{background:#fdd}ins{background:#dfd}
</style></head><body>
<div id="side">
<h1>CR <span id="date"></span> coverage</h1>
<div id="total"></div>
<div id="heat"></div>
<div id="filters">
<input id="search" placeholder="rule number or text" size="24" aria-label="search">
<select id="status" aria-label="status"><option value="">any status</option><option>executable</option><option>definition</option><option>informative</option><option>out-of-scope</option><option>unreviewed</option></select>
<select id="state" aria-label="state"><option value="">any state</option><option value="implemented">implemented</option><option value="tested">tested</option><option value="stubbed">stub only</option><option value="uncited">not cited</option></select>
<select id="chapter" aria-label="chapter"><option value="">any chapter</option></select>
<label><input type="checkbox" id="stale"> stale</label>
<label><input type="checkbox" id="examples"> has examples</label>
</div>
<div id="count"></div>
<div id="list"></div>
</div>
<div id="main"><p>Choose a rule on the left.</p></div>
<script type="application/json" id="data">/*DATA*/</script>
<script>
"use strict";
const data = JSON.parse(document.getElementById("data").textContent);
const $ = (id) => document.getElementById(id);
const el = (tag, text, cls) => { const e = document.createElement(tag); if (text !== undefined) e.textContent = text; if (cls) e.className = cls; return e; };
$("date").textContent = data.date;
const t = data.total;
$("total").textContent = `${t.executable} executable rules: ${t.implemented} implemented, ${t.tested} tested, ${t.stubs} stubs, ${t.stale} stale`;
const heat = $("heat");
for (const row of data.rows) {
  if (row.part) { heat.appendChild(el("div", `${row.id} ${row.title}`, "part")); heat.appendChild(el("div", undefined, "heat")); continue; }
  const share = row.executable ? row.implemented / row.executable : 0;
  const cell = el("div", String(row.id), "cell");
  cell.style.background = `hsl(${Math.round(120 * share)},70%,${row.executable ? 75 : 92}%)`;
  cell.title = `${row.id} ${row.title}: ${row.implemented}/${row.executable} implemented, ${row.tested} tested`;
  cell.addEventListener("click", () => { $("chapter").value = String(row.id); update(); });
  heat.lastChild.appendChild(cell);
  const option = el("option", `${row.id} ${row.title}`); option.value = String(row.id); $("chapter").appendChild(option);
}
function matches(r) {
  const q = $("search").value.trim().toLowerCase();
  if (q && !(r.id.toLowerCase().startsWith(q) || r.text.toLowerCase().includes(q))) return false;
  if ($("status").value && r.status !== $("status").value) return false;
  const s = $("state").value;
  if (s === "implemented" && !r.implemented) return false;
  if (s === "tested" && !r.tested) return false;
  if (s === "stubbed" && !r.stubbed) return false;
  if (s === "uncited" && r.sites.length) return false;
  if ($("chapter").value && String(r.chapter) !== $("chapter").value) return false;
  if ($("stale").checked && !r.stale) return false;
  if ($("examples").checked && !r.examples.length) return false;
  return true;
}
function update() {
  const list = $("list"); list.textContent = "";
  const found = data.rules.filter(matches);
  $("count").textContent = `${found.length} rules`;
  for (const r of found.slice(0, 500)) {
    const line = el("div");
    line.dataset.rule = r.id;
    for (const [flag, cls] of [["implemented","impl"],["tested","test"],["stale","stale"],["stubbed","stub"]]) if (r[flag]) line.appendChild(el("span", flag, "tag " + cls));
    line.appendChild(document.createTextNode(`${r.id} ${r.text}`));
    line.addEventListener("click", () => show(r));
    list.appendChild(line);
  }
  if (found.length === 1) show(found[0]);
}
function section(main, title, items) {
  main.appendChild(el("h3", `${title} (${items.length})`));
  const ul = el("ul"); for (const i of items) ul.appendChild(el("li", i)); main.appendChild(ul);
}
function show(r) {
  const main = $("main"); main.textContent = "";
  const panel = el("div"); panel.id = "panel"; panel.dataset.rule = r.id; main.appendChild(panel);
  panel.appendChild(el("h2", r.id));
  panel.appendChild(el("pre", r.text));
  for (const e of r.examples) panel.appendChild(el("pre", "Example: " + e));
  panel.appendChild(el("p", `status: ${r.status || "none"}${r.guess ? " (guess: " + r.guess + ")" : ""}${r.note ? " — " + r.note : ""}`));
  panel.appendChild(el("p", r.stale ? `STALE: locked at ${r.locked || "nothing"}, text now ${r.hash}; review the code citing it, then bless` : (r.locked ? `locked at ${r.locked} (current)` : "not cited by reviewed code")));
  if (r.since) {
    const diff = el("p"); diff.id = "since"; diff.appendChild(el("b", "Changed since reviewed: "));
    for (const run of r.since) { diff.appendChild(el(run.op === "removed" ? "del" : run.op === "added" ? "ins" : "span", run.text)); diff.appendChild(document.createTextNode(" ")); }
    panel.appendChild(diff);
  }
  section(panel, "code", r.sites.filter(s => s.role === "code").map(s => `${s.at} ${s.item}`));
  section(panel, "tests", r.sites.filter(s => s.role === "test").map(s => `${s.at} ${s.item}`));
  section(panel, "stubs and support", r.sites.filter(s => s.role === "stub" || s.role === "support").map(s => `${s.role} ${s.at} ${s.item}`));
  section(panel, "scenarios claiming it", r.claimed);
  section(panel, "scenarios in which it fired", r.fired);
}
for (const id of ["search","status","state","chapter","stale","examples"]) $(id).addEventListener("input", update);
update();
</script></body></html>
"##;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_text_can_end_the_data_element() {
        let hostile = json!({ "text": "</script><script>alert(1)</script><!--" });
        let embedded = embed(&hostile).expect("serializes");
        assert!(!embedded.contains('<'), "{embedded}");
        let back: serde_json::Value = serde_json::from_str(&embedded).expect("still JSON");
        assert_eq!(back, hostile);
    }
}
