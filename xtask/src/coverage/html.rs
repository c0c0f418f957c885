//! `cargo xtask coverage --html OUT_DIR`: one self-contained page (no network, no external
//! assets) to audit the whole CR: a heatmap per part and chapter coloured by the share of
//! verified rules, a legend of the levels, filters, search by number or text, and a panel per
//! rule with its text, examples, status, level and the evidence for it (citing code, the
//! tests and scenarios that exercise and assert it, the mutation record with each missed
//! mutant's diff), and whether it is stale.
//!
//! The data is embedded as JSON (with `<` escaped, so no CR text can end the script element)
//! and rendered with `textContent`, never as HTML.

use std::path::Path;

use codegen::coverage::Report;
use codegen::scan::Role;
use rules_data::RuleKind;
use serde_json::json;

use crate::project::Project;

/// The page.
pub fn render(root: &Path, project: &Project, report: &Report) -> anyhow::Result<String> {
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
        let entry = project.registry.entries.get(&rule.id);
        let stale = cov.is_some_and(|c| c.stale);
        let since = reviewed
            .get(&rule.id)
            .filter(|_| stale)
            .map(|old| rules_data::diff::word_diff(old, &rule.text));
        let lock = project.lock.hashes.get(&rule.id);
        let mutation = cov.and_then(|c| {
            let record = c.mutation.record.as_ref()?;
            Some(json!({
                "stale": c.mutation.stale,
                "caught": record.caught,
                "timeout": record.timeout,
                "unviable": record.unviable,
                "missed": record.missed,
                "equivalent": record.equivalent,
                "baseline_failed": record.baseline_failed,
            }))
        });
        rules.push(json!({
            "id": rule.id,
            "kind": match rule.kind { RuleKind::Part => "part", RuleKind::Chapter => "chapter", RuleKind::Rule => "rule", RuleKind::Subrule => "subrule" },
            "chapter": rule.id.chapter_number(),
            "text": rule.text,
            "examples": rule.examples,
            "status": entry.map(|e| e.status.as_str()),
            "note": entry.and_then(|e| e.note.clone()),
            "counted": cov.is_some_and(|c| c.counted),
            "heading": cov.is_some_and(|c| c.heading),
            "level": cov.map_or("none", |c| c.level.as_str()),
            "stubbed": cov.is_some_and(|c| c.stubs > 0 && c.code == 0),
            "stale": stale,
            "since": since,
            "locked": lock.map(|h| h.to_string()),
            "hash": rule.hash.to_string(),
            "sites": sites,
            "exercised_by": cov.map(|c| c.exercised_by.clone()).unwrap_or_default(),
            "asserted_by": cov.map(|c| c.asserted_by.clone()).unwrap_or_default(),
            "mutation": mutation,
        }));
    }
    let rows: Vec<_> = report
        .rows
        .iter()
        .map(|r| json!({ "id": r.id, "title": r.title, "part": r.id.kind() == RuleKind::Part, "counts": r.counts }))
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
#legend{font-size:12px;margin:4px 0}
#legend span{display:inline-block;margin-right:8px}
#filters{display:flex;flex-wrap:wrap;gap:6px;margin:8px 0}
#list div{cursor:pointer;padding:1px 3px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
#list div:hover{background:#eef}
.tag{display:inline-block;padding:0 4px;border-radius:3px;font-size:11px;margin-right:3px;background:#eee}
.cited{background:#f5e6b5}.exercised{background:#e3d7f5}.asserted{background:#bcd7f5}.verified{background:#bfe5bf}.stale{background:#f5c0c0}.stub{background:#eee}
pre{white-space:pre-wrap}
pre.diff{background:#f7f7f7;border-left:3px solid #c33;padding:4px;font-size:12px}
del{background:#fdd}ins{background:#dfd}
</style></head><body>
<div id="side">
<h1>CR <span id="date"></span> coverage</h1>
<div id="total"></div>
<div id="legend"></div>
<div id="heat"></div>
<div id="filters">
<input id="search" placeholder="rule number or text" size="24" aria-label="search">
<select id="status" aria-label="status"><option value="">any status</option><option>executable</option><option>definition</option><option>informative</option><option>out-of-scope</option><option>unreviewed</option></select>
<select id="state" aria-label="level"><option value="">any level</option><option value="verified">verified</option><option value="asserted">asserted (not verified)</option><option value="exercised">exercised only</option><option value="cited">cited only</option><option value="stubbed">stub only</option><option value="uncited">not cited</option><option value="missed">missed mutants</option></select>
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
const LEVELS = [["cited","code other than a stub cites it"],["exercised","a passing test or scenario ran that code"],["asserted","a passing test states an outcome attributed to the rule"],["verified","asserted, and every viable mutant of its code is caught (or recorded as equivalent)"]];
$("date").textContent = data.date;
const t = data.total;
$("total").textContent = `${t.executable} executable rules (headings and other statuses not counted; ${t.unreviewed} unreviewed): ${t.cited} cited, ${t.exercised} exercised, ${t.asserted} asserted, ${t.verified} verified; ${t.stubs} stubs only, ${t.stale} stale`;
for (const [name, meaning] of LEVELS) { const s = el("span", name, "tag " + name); s.title = meaning; $("legend").appendChild(s); $("legend").appendChild(document.createTextNode(meaning + ". ")); }
$("legend").appendChild(document.createTextNode("Cells: hue = verified share of the chapter's executable rules."));
const heat = $("heat");
for (const row of data.rows) {
  if (row.part) { heat.appendChild(el("div", `${row.id} ${row.title}`, "part")); heat.appendChild(el("div", undefined, "heat")); continue; }
  const c = row.counts;
  const share = c.executable ? c.verified / c.executable : 0;
  const cell = el("div", String(row.id), "cell");
  cell.style.background = `hsl(${Math.round(120 * share)},70%,${c.executable ? 75 : 92}%)`;
  cell.title = `${row.id} ${row.title}: ${c.executable} executable; ${c.cited} cited, ${c.exercised} exercised, ${c.asserted} asserted, ${c.verified} verified; ${c.stale} stale`;
  cell.addEventListener("click", () => { $("chapter").value = String(row.id); update(); });
  heat.lastChild.appendChild(cell);
  const option = el("option", `${row.id} ${row.title}`); option.value = String(row.id); $("chapter").appendChild(option);
}
function matches(r) {
  const q = $("search").value.trim().toLowerCase();
  if (q && !(r.id.toLowerCase().startsWith(q) || r.text.toLowerCase().includes(q))) return false;
  if ($("status").value && r.status !== $("status").value) return false;
  const s = $("state").value;
  if (["verified","asserted","exercised","cited"].includes(s) && r.level !== s) return false;
  if (s === "stubbed" && !r.stubbed) return false;
  if (s === "uncited" && r.sites.length) return false;
  if (s === "missed" && !(r.mutation && r.mutation.missed.length)) return false;
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
    if (r.level !== "none") line.appendChild(el("span", r.level, "tag " + r.level));
    if (r.stubbed) line.appendChild(el("span", "stub", "tag stub"));
    if (r.stale) line.appendChild(el("span", "stale", "tag stale"));
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
  panel.appendChild(el("p", `status: ${r.status || "none"}${r.note ? " — " + r.note : ""}${r.heading ? " (a heading: never counted)" : ""}`));
  const level = el("p"); level.id = "level"; level.appendChild(el("b", "level: ")); level.appendChild(el("span", r.counted ? r.level : `${r.level} (not counted: ${r.heading ? "heading" : "status " + (r.status || "none")})`, "tag " + r.level)); panel.appendChild(level);
  panel.appendChild(el("p", r.stale ? `STALE: locked at ${r.locked || "nothing"}, text now ${r.hash}; review the code citing it, then bless` : (r.locked ? `locked at ${r.locked} (current)` : "not cited by reviewed code")));
  if (r.since) {
    const diff = el("p"); diff.id = "since"; diff.appendChild(el("b", "Changed since reviewed: "));
    for (const run of r.since) { diff.appendChild(el(run.op === "removed" ? "del" : run.op === "added" ? "ins" : "span", run.text)); diff.appendChild(document.createTextNode(" ")); }
    panel.appendChild(diff);
  }
  section(panel, "code", r.sites.filter(s => s.role === "code").map(s => `${s.at} ${s.item}`));
  section(panel, "tests", r.sites.filter(s => s.role === "test").map(s => `${s.at} ${s.item}`));
  section(panel, "stubs and support", r.sites.filter(s => s.role === "stub" || s.role === "support").map(s => `${s.role} ${s.at} ${s.item}`));
  section(panel, "asserted by (passing)", r.asserted_by);
  section(panel, "exercised by (passing)", r.exercised_by);
  const m = r.mutation;
  const mut = el("div"); mut.id = "mutation"; panel.appendChild(mut);
  mut.appendChild(el("h3", "mutation testing"));
  if (!m) { mut.appendChild(el("p", "no record: `cargo xtask mutants " + r.id + "` makes one")); return; }
  mut.appendChild(el("p", `${m.caught} caught, ${m.timeout} timed out, ${m.unviable} unviable, ${m.missed.length} missed, ${m.equivalent.length} equivalent${m.stale ? " — STALE: the code changed since; the record does not count" : ""}${m.baseline_failed ? " — the tests failed without mutation: " + m.baseline_failed : ""}`));
  for (const x of m.missed) { mut.appendChild(el("p", "missed: " + x.name)); mut.appendChild(el("pre", x.diff, "diff")); }
  for (const x of m.equivalent) { mut.appendChild(el("p", `equivalent: ${x.name} — ${x.why || ""}`)); }
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
