//! The shape of what `okbot chat` prints about a turn, field by field and in order: the
//! `--jsonl` lines (serialised from the turn's typed events) and the `--json` document (its
//! typed report). Scripts read these by key, people and golden files by position.

use crate::common;
use crate::support::chat as chat_support;

use chat_support::*;
use common::{TestEnv, is_new_id, parse_lines};
use serde_json::{Value, json};

/// Writer with one earlier message and the offline script `lines` selected through
/// `OKBOT_MODEL`.
fn scripted(lines: &[Value]) -> TestEnv {
    let env = TestEnv::initialized();
    assert_eq!(env.assistant("Writer"), OWNER);
    env.say("Writer", "the alpha release ships on Friday");
    let path = env.home().join("script.jsonl");
    std::fs::write(&path, lines.iter().map(|l| format!("{l}\n")).collect::<String>()).unwrap();
    env.set_var("OKBOT_MODEL", &format!("offline:script={}", path.display()));
    env
}

fn search_then(reply: &str) -> Vec<Value> {
    vec![
        json!({"text": "looking", "tool_calls": [{"id": "call_q", "name": "search_history", "arguments": {"query": "alpha"}}]}),
        json!({"text": reply}),
    ]
}

/// Each object's keys, in the order printed.
fn keys(v: &Value) -> Vec<&str> {
    v.as_object().unwrap().keys().map(String::as_str).collect()
}

#[test]
fn jsonl_lines_carry_their_fields_in_a_fixed_order() {
    let env = scripted(&search_then("ships Friday"));
    let run = chat(&env, &["--jsonl", "when does alpha ship?"]);
    run.expect_code(0);
    let lines = parse_lines(&run.stdout);
    let shapes: Vec<(String, Vec<&str>)> =
        lines.iter().map(|l| (l["type"].as_str().unwrap().to_string(), keys(l))).collect();
    let expected: Vec<(String, Vec<&str>)> = [
        ("turn.started", vec!["type", "ownerId", "runId", "model"]),
        ("text.delta", vec!["type", "text"]),
        ("tool.call", vec!["type", "callId", "name", "arguments"]),
        ("tool.result", vec!["type", "callId", "name", "status", "output"]),
        ("text.delta", vec!["type", "text"]),
        ("turn.completed", vec!["type", "ownerId", "runId", "text", "usage", "usageMethod"]),
    ]
    .into_iter()
    .map(|(t, k)| (t.to_string(), k))
    .collect();
    assert_eq!(shapes, expected, "{}", run.stdout);
    let run_id = lines[0]["runId"].as_str().unwrap();
    assert!(is_new_id(run_id, "run"), "{run_id}");
    assert_eq!(lines[0]["ownerId"], OWNER);
    assert_eq!(
        lines[2],
        json!({"type": "tool.call", "callId": "call_q", "name": "search_history", "arguments": "{\"query\":\"alpha\"}"})
    );
    assert_eq!(
        (lines[3]["callId"].as_str(), lines[3]["status"].as_str()),
        (Some("call_q"), Some("completed"))
    );
    assert!(lines[3]["output"].as_str().unwrap().contains("ships on Friday"), "{}", lines[3]);
    assert_eq!(
        lines[5],
        json!({"type": "turn.completed", "ownerId": OWNER, "runId": run_id, "text": "looking\nships Friday",
               "usage": null, "usageMethod": lines[5]["usageMethod"]})
    );
    assert!(lines[5]["usageMethod"].as_str().unwrap().starts_with("estimate:"), "{}", lines[5]);
}

#[test]
fn a_parked_turn_prints_approval_pending_then_turn_failed_and_json_says_what_waits() {
    let env = scripted(&search_then("unused"));
    set(&env, "tools.search_history.approval", "ask");
    let run = chat(&env, &["--jsonl", "when does alpha ship?"]);
    run.expect_code(7);
    let lines = parse_lines(&run.stdout);
    let types: Vec<&str> = lines.iter().map(|l| l["type"].as_str().unwrap()).collect();
    assert_eq!(types, ["turn.started", "text.delta", "tool.call", "approval.pending", "turn.failed"]);
    let request = lines[3]["requestId"].as_str().unwrap();
    assert!(is_new_id(request, "req"), "{request}");
    assert_eq!(
        lines[3],
        json!({"type": "approval.pending", "requestId": request, "description": "search earlier messages for “alpha”"})
    );
    assert_eq!(keys(&lines[4]), ["type", "ownerId", "runId", "error", "pending"]);
    assert_eq!(lines[4]["pending"], json!([request]));
    assert!(lines[4]["error"].as_str().unwrap().starts_with("waiting for approval: req_"), "{}", lines[4]);

    // The same turn with --json, on a fresh assistant: one document, the parked call in it.
    let env = scripted(&search_then("unused"));
    set(&env, "tools.search_history.approval", "ask");
    let run = chat(&env, &["--json", "when does alpha ship?"]);
    run.expect_code(7);
    let doc = run.json();
    assert_eq!(
        keys(&doc),
        ["ownerId", "runId", "text", "toolCalls", "usage", "usageMethod", "compressed", "error", "pending"]
    );
    let request = doc["pending"][0].as_str().unwrap();
    assert_eq!(
        doc["toolCalls"],
        json!([{"callId": "call_q", "name": "search_history", "arguments": "{\"query\":\"alpha\"}",
                "status": "pending", "requestId": request}])
    );
    assert_eq!((doc["text"].as_str(), doc["compressed"].clone()), (Some("looking\n"), json!([])));
}
