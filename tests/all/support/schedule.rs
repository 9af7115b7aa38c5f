//! Helpers shared by the schedule tests (`schedule_cmd.rs`, `schedule_tick.rs`): a root with one
//! assistant at a pinned clock, readers for `schedules.jsonl` / `schedule-runs.jsonl`, an offline
//! script writer, and a snapshot that also ignores the root-wide tick lock file.
//!
//! Used as `use crate::support::schedule::*;`.

use serde_json::Value;

use super::{Run, Snapshot, TestEnv, parse_lines};
pub use super::{session, use_script};

/// The clock most schedule tests run at: Monday 2026-11-30, 08:59:30 UTC.
pub const NOW: &str = "2026-11-30T08:59:30Z";

/// The stamp okbot writes for [`NOW`].
pub const STAMP: &str = "2026-11-30T08:59:30.000Z";

/// An initialised root at `now`, with one assistant `Writer`; returns the env and its id.
pub fn writer_at(now: &str) -> (TestEnv, String) {
    let env = TestEnv::new();
    env.set_var("OKBOT_NOW", now);
    env.ok(&["init"]);
    let id = env.assistant("Writer");
    (env, id)
}

/// [`writer_at`] at [`NOW`].
pub fn writer() -> (TestEnv, String) {
    writer_at(NOW)
}

/// `okbot schedule add ARGS…` that must succeed; returns the printed id.
#[track_caller]
pub fn add(env: &TestEnv, args: &[&str]) -> String {
    let mut all = vec!["schedule", "add"];
    all.extend_from_slice(args);
    let out = env.ok(&all);
    let id = out.strip_suffix('\n').unwrap_or_else(|| panic!("no newline after the id: {out:?}"));
    assert!(super::is_new_id(id, "sched"), "stdout is one job id: {out:?}");
    id.to_string()
}

/// `okbot schedule tick [ARGS…]` at `now`.
pub fn tick_at(env: &TestEnv, now: &str, args: &[&str]) -> Run {
    let mut all = vec!["schedule", "tick"];
    all.extend_from_slice(args);
    env.run_at(now, &all)
}

pub fn jobs_rel(owner: &str) -> String {
    format!("{owner}/schedules.jsonl")
}

pub fn runs_rel(owner: &str) -> String {
    format!("{owner}/schedule-runs.jsonl")
}

/// The raw lines of `<owner>/schedules.jsonl`.
#[track_caller]
pub fn job_lines(env: &TestEnv, owner: &str) -> Vec<String> {
    env.read(&jobs_rel(owner)).lines().map(str::to_string).collect()
}

/// The parsed jobs of `<owner>/schedules.jsonl` (every line must be JSON).
#[track_caller]
pub fn jobs(env: &TestEnv, owner: &str) -> Vec<Value> {
    parse_lines(&env.read(&jobs_rel(owner)))
}

/// The job with this id.
#[track_caller]
pub fn job(env: &TestEnv, owner: &str, id: &str) -> Value {
    jobs(env, owner)
        .into_iter()
        .find(|j| j["id"] == id)
        .unwrap_or_else(|| panic!("no job {id} in {}", env.read(&jobs_rel(owner))))
}

/// The ledger lines (none when the file does not exist).
#[track_caller]
pub fn runs(env: &TestEnv, owner: &str) -> Vec<Value> {
    let rel = runs_rel(owner);
    if !env.exists(&rel) {
        return Vec::new();
    }
    parse_lines(&env.read(&rel))
}

/// Rewrite `<owner>/schedules.jsonl` with these lines.
pub fn write_jobs(env: &TestEnv, owner: &str, lines: &[String]) {
    let text: String = lines.iter().map(|l| format!("{l}\n")).collect();
    env.write(&jobs_rel(owner), text);
}

/// Like [`TestEnv::snapshot`], also leaving out `<root>/.tick.lock`: like every `.lock` it
/// holds only the pid of the last holder, never data.
pub fn snapshot(env: &TestEnv) -> Snapshot {
    let mut snap = env.snapshot();
    snap.0.retain(|path, _| path != ".tick.lock");
    snap
}

/// The request ids waiting in `<owner>/pending/`, sorted.
pub fn pending(env: &TestEnv, owner: &str) -> Vec<String> {
    super::pending_files(env, owner).iter().map(|f| f.trim_end_matches(".json").to_string()).collect()
}
