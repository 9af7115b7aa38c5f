//! Helpers shared by the context / compression / history tests: transcripts with fixed ids and
//! times, model settings written straight into settings.json, and readers for the summary files.
//!
//! Used as `use crate::support::context::*;`.

use serde_json::{Value, json};

use super::{Run, TestEnv};
pub use super::{append, compactions, jsonl, set, stamp};

/// `msg_0001` …
pub fn mid(i: usize) -> String {
    format!("msg_{i:04}")
}

/// An envelope-v2 message row.
pub fn msg(id: &str, at: &str, role: &str, text: &str) -> Value {
    json!({"v": 2, "id": id, "createdAt": at, "item": {"type": "message", "role": role, "content": text},
           "meta": {"uiRole": role}})
}

/// A hidden message row (a schedule trigger): the model sees it, the UI does not.
pub fn hidden(id: &str, at: &str, text: &str) -> Value {
    json!({"v": 2, "id": id, "createdAt": at, "item": {"type": "message", "role": "user", "content": text},
           "meta": {"uiRole": "user", "hidden": true, "trigger": {"kind": "schedule", "jobId": "sched_1"}}})
}

/// A tool call row.
pub fn call(id: &str, at: &str, call_id: &str, name: &str, args: &str) -> Value {
    json!({"v": 2, "id": id, "createdAt": at,
           "item": {"type": "function_call", "callId": call_id, "name": name, "arguments": args}, "meta": {}})
}

/// A tool result row.
pub fn result(id: &str, at: &str, call_id: &str, name: &str, output: &str) -> Value {
    json!({"v": 2, "id": id, "createdAt": at,
           "item": {"type": "function_call_result", "callId": call_id, "name": name, "status": "completed",
                    "output": output}, "meta": {}})
}

/// Messages `msg_{first}` … `msg_{last}`, odd numbers from the user, even from the assistant;
/// `text(i)` gives the content.
pub fn turns(first: usize, last: usize, text: impl Fn(usize) -> String) -> Vec<Value> {
    (first..=last).map(|i| msg(&mid(i), &stamp(i), role(i), &text(i))).collect()
}

pub fn role(i: usize) -> &'static str {
    if i % 2 == 1 { "user" } else { "assistant" }
}

/// An initialised root with assistant `Writer` (`bot_20261129_001`) holding `rows`.
pub fn writer_with(rows: &[Value]) -> (TestEnv, String) {
    let env = TestEnv::initialized();
    let id = env.assistant("Writer");
    assert_eq!(id, "bot_20261129_001");
    if !rows.is_empty() {
        append(&env, "Writer", rows);
    }
    (env, id)
}

/// Replace `settings.model` parts: one provider, made the default, with fast retries.
pub fn set_provider(env: &TestEnv, provider: Value) {
    let mut settings = env.json_file("settings.json");
    let pid = provider["id"].clone();
    let mid = provider["models"][0]["id"].clone();
    let model = settings["model"].as_object_mut().expect("settings.model is an object");
    model.insert("providers".into(), json!([provider]));
    model.insert("defaultProviderId".into(), pid);
    model.insert("defaultModelId".into(), mid);
    model.insert("maxRetries".into(), json!(2));
    model.insert("retryBaseMs".into(), json!(10));
    env.write("settings.json", format!("{}\n", serde_json::to_string_pretty(&settings).unwrap()));
}

/// The offline summarizer with a context window of `window` tokens.
pub fn offline_window(env: &TestEnv, window: u64) {
    set_provider(
        env,
        json!({"id": "local", "name": "Local", "baseURL": "", "apiKey": "", "apiFormat": "offline",
               "models": [{"id": "offline", "contextWindow": window}]}),
    );
}

/// A provider at `base_url` speaking `format` (`chat_completions` or `anthropic`).
pub fn http_provider(env: &TestEnv, base_url: &str, format: &str, model: &str, window: u64) {
    set_provider(
        env,
        json!({"id": "fake", "name": "Fake", "baseURL": base_url, "apiKey": "test-key", "apiFormat": format,
               "models": [{"id": model, "contextWindow": window}]}),
    );
}

/// `context show --json` of the default owner.
#[track_caller]
pub fn context_json(env: &TestEnv, args: &[&str]) -> Value {
    let mut all = vec!["context", "show", "--json"];
    all.extend_from_slice(args);
    let run = env.run(&all);
    run.expect_code(0);
    run.json()
}

/// The estimated total of the next request (no new message).
#[track_caller]
pub fn total(env: &TestEnv) -> u64 {
    context_json(env, &[])["totals"]["total"].as_u64().expect("totals.total")
}

/// Ids of the session items the model would see next.
#[track_caller]
pub fn item_ids(env: &TestEnv) -> Vec<String> {
    context_json(env, &[])["items"]
        .as_array()
        .expect("items")
        .iter()
        .map(|i| i["id"].as_str().unwrap().to_string())
        .collect()
}

/// `compress ARGS --json` → (run, parsed document when stdout has one).
pub fn compress(env: &TestEnv, args: &[&str]) -> (Run, Option<Value>) {
    let mut all = vec!["compress", "--json"];
    all.extend_from_slice(args);
    let run = env.run(&all);
    let doc = serde_json::from_str(&run.stdout).ok();
    (run, doc)
}

/// `compress ARGS --json`, which must succeed.
#[track_caller]
pub fn compress_ok(env: &TestEnv, args: &[&str]) -> Value {
    let (run, doc) = compress(env, args);
    run.expect_code(0);
    doc.unwrap_or_else(|| panic!("compress printed no JSON\n{run:?}"))
}

/// `<owner>/session-summary.json`, or `None` when absent.
pub fn summary_file(env: &TestEnv, owner: &str) -> Option<Value> {
    let rel = format!("{owner}/session-summary.json");
    env.exists(&rel).then(|| env.json_file(&rel))
}

/// The coverage id in the summary file (`None` when absent or empty).
pub fn coverage(env: &TestEnv, owner: &str) -> Option<String> {
    summary_file(env, owner)
        .and_then(|s| s["coveredThroughId"].as_str().map(str::to_string))
        .filter(|s| !s.is_empty())
}

/// The rows of session.jsonl as (byte offset, parsed row).
pub fn rows_with_offsets(env: &TestEnv, owner: &str) -> Vec<(u64, Value)> {
    let text = env.read(&format!("{owner}/session.jsonl"));
    let mut offset = 0u64;
    let mut out = Vec::new();
    for line in text.split_inclusive('\n') {
        out.push((offset, serde_json::from_str(line.trim_end()).expect("session line is JSON")));
        offset += line.len() as u64;
    }
    out
}

/// Position of row `id` in the transcript.
#[track_caller]
pub fn position(env: &TestEnv, owner: &str, id: &str) -> usize {
    rows_with_offsets(env, owner)
        .iter()
        .position(|(_, r)| r["id"] == id)
        .unwrap_or_else(|| panic!("no row {id} in the transcript"))
}

/// Text with this many words drawn from a fixed vocabulary (deterministic, tokenizes to
/// roughly one token per word).
pub fn words(n: usize, seed: usize) -> String {
    const VOCAB: [&str; 16] = [
        "river", "lantern", "copper", "meadow", "signal", "harbor", "pencil", "orchard", "velvet", "canyon",
        "thunder", "marble", "saddle", "glacier", "ember", "willow",
    ];
    (0..n).map(|k| VOCAB[(k * 7 + seed * 3) % VOCAB.len()]).collect::<Vec<_>>().join(" ")
}
