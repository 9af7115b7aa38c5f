//! `okbot compress --json` and `compress --undo --json` are typed documents (issue #9): their
//! keys, in order, and their values are what they were when they were assembled by hand.

mod common;
mod context_support;

use context_support::*;
use serde_json::{Value, json};

fn keys(v: &Value) -> Vec<&str> {
    v.as_object().expect("an object").keys().map(String::as_str).collect()
}

/// Twenty short messages: more than keepRecentMin, so `--now` folds.
fn twenty() -> (common::TestEnv, String) {
    writer_with(&turns(1, 20, |i| format!("Turn {} talks about {}.", words(1, i), words(12, i))))
}

#[test]
fn compress_json_keeps_its_keys_in_order() {
    let (env, id) = twenty();
    let out = compress_ok(&env, &["--now"]);
    assert_eq!(
        keys(&out),
        [
            "ownerId",
            "dryRun",
            "advanced",
            "mode",
            "summary",
            "coveredThroughId",
            "foldedMessages",
            "foldedRows",
            "unreadMessages",
            "keep",
            "tokensBefore",
            "tokensAfter",
            "threshold",
            "summarizerCalls",
            "partial",
            "firstFoldedId",
            "summarizer",
            "method",
            "omittedToolResults",
            "fits"
        ],
        "{out:#}"
    );
    assert_eq!(out["ownerId"], json!(id));
    assert_eq!((&out["dryRun"], &out["advanced"], &out["fits"]), (&json!(false), &json!(true), &json!(true)));
    assert_eq!(out["summarizer"], "offline");
    assert_eq!(out["firstFoldedId"], "msg_0001");
    assert_eq!(out["coveredThroughId"], "msg_0008");
    // Nothing to do (far under the threshold): the reason comes right after the mode.
    let (_, doc) = compress(&env, &[]);
    let doc = doc.expect("a JSON document");
    assert_eq!(doc["advanced"], false, "{doc:#}");
    assert_eq!(&keys(&doc)[..5], ["ownerId", "dryRun", "advanced", "mode", "skipped"]);
}

#[test]
fn undo_json_names_the_owner_the_compression_undone_and_the_coverage_restored() {
    let (env, id) = twenty();
    compress_ok(&env, &["--now"]);
    let logged = compactions(&env, &id).remove(0);
    let run = env.run(&["compress", "--undo", "--json"]);
    run.expect_code(0);
    let doc = run.json();
    assert_eq!(keys(&doc), ["ownerId", "undone", "coveredThroughId"]);
    assert_eq!(doc["ownerId"], json!(id));
    assert_eq!(doc["undone"], logged, "the compression undone, as its log line has it");
    assert_eq!(keys(&doc["undone"]), keys(&logged));
    assert!(doc.get("coveredThroughId").is_some_and(Value::is_null), "no summary left: {doc:#}");
    assert_eq!(run.stderr, "");
}
