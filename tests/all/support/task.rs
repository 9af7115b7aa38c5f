//! Helpers shared by the task tests (`task_cmd.rs`, `task_continue.rs`): a root with one
//! assistant at the pinned clock, readers for `<owner>/tasks.jsonl`, `okbot task add` that
//! returns the printed id, an offline script writer, and runs at another clock.
//!
//! Used as `use crate::support::task::*;`.

use serde_json::Value;

use super::{TestEnv, parse_lines};
pub use super::{session, tool_results, use_script};

/// The id of the first assistant created on the pinned day (2026-11-29).
pub const WRITER: &str = "bot_20261129_001";

/// An initialised root at the pinned clock with one assistant `Writer` ([`WRITER`]).
pub fn writer() -> TestEnv {
    let env = TestEnv::initialized();
    assert_eq!(env.assistant("Writer"), WRITER);
    env
}

/// `<owner>/tasks.jsonl`, relative to the root.
pub fn tasks_rel(owner: &str) -> String {
    format!("{owner}/tasks.jsonl")
}

/// The raw lines of `<owner>/tasks.jsonl`.
#[track_caller]
pub fn task_lines(env: &TestEnv, owner: &str) -> Vec<String> {
    env.read(&tasks_rel(owner)).lines().map(str::to_string).collect()
}

/// The parsed lines of `<owner>/tasks.jsonl` (every line must be JSON; none when absent).
#[track_caller]
pub fn tasks(env: &TestEnv, owner: &str) -> Vec<Value> {
    if !env.exists(&tasks_rel(owner)) {
        return Vec::new();
    }
    parse_lines(&env.read(&tasks_rel(owner)))
}

/// The one line of `<owner>/tasks.jsonl` with this id.
#[track_caller]
pub fn task(env: &TestEnv, owner: &str, id: &str) -> Value {
    let all: Vec<Value> = tasks(env, owner).into_iter().filter(|t| t["id"] == id).collect();
    assert_eq!(all.len(), 1, "exactly one line for {id} in\n{}", env.read(&tasks_rel(owner)));
    all.into_iter().next().unwrap()
}

/// The statuses of a task's steps, in order.
pub fn step_statuses(task: &Value) -> Vec<String> {
    task["steps"]
        .as_array()
        .unwrap_or_else(|| panic!("no steps in {task}"))
        .iter()
        .map(|s| s["status"].as_str().unwrap_or("?").to_string())
        .collect()
}

/// A bare ULID: 26 characters of Crockford base32 (digits and upper-case letters, no I L O U).
pub fn is_ulid(id: &str) -> bool {
    id.len() == 26
        && id.chars().all(|c| c.is_ascii_digit() || (c.is_ascii_uppercase() && !"ILOU".contains(c)))
}

/// `okbot task add ARGS…` that must succeed; returns the id it printed (stdout is the id only).
#[track_caller]
pub fn add(env: &TestEnv, args: &[&str]) -> String {
    let mut all = vec!["task", "add"];
    all.extend_from_slice(args);
    let out = env.ok(&all);
    let id = out.strip_suffix('\n').unwrap_or_else(|| panic!("no newline after the id: {out:?}"));
    assert!(is_ulid(id), "stdout is one bare ULID: {out:?}");
    id.to_string()
}

/// How many replies of the offline script an owner has used (0 before the first call).
#[track_caller]
pub fn script_position(env: &TestEnv, owner: &str) -> u64 {
    let rel = format!("{owner}/offline-script.json");
    if !env.exists(&rel) {
        return 0;
    }
    env.json_file(&rel)["next"].as_u64().expect("`next` in offline-script.json")
}

/// The hidden rows of a transcript whose trigger is a task continuation.
pub fn continue_rows(rows: &[Value]) -> Vec<Value> {
    rows.iter().filter(|r| r["meta"]["trigger"]["kind"] == "continue").cloned().collect()
}
