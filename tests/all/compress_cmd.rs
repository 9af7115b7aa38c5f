//! `okbot compress --json` and `compress --undo --json` are typed documents (issue #9): their
//! keys, in order, and their values are what they were when they were assembled by hand. And a
//! chat turn over the threshold has the model summarize first (the summarizer the turn passes
//! to compression), then sends the shorter request.

use crate::common;
use crate::support::context as context_support;
use crate::support::fake_llm;

use context_support::*;
use fake_llm::*;
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

const SUMMARY: &str = "## Goal\n- AUTO-SUMMARY: fact-01 to fact-08";

#[test]
fn a_chat_turn_over_the_threshold_has_the_model_summarize_before_it_sends() {
    let (env, id) = writer_with(&turns(1, 20, |i| format!("Message fact-{i:02}: {}", words(30, i))));
    let fake = FakeLlm::start(vec![openai_text(SUMMARY), openai_sse_text(&["done"])]);
    http_provider(&env, &fake.base_url(), "chat_completions", "gpt-4o-mini", 1_000_000);
    // The threshold (window × 0.5) is the request as it stands: with the new message it is over.
    let before = total(&env);
    http_provider(&env, &fake.base_url(), "chat_completions", "gpt-4o-mini", before * 2);
    set(&env, "contextCompression.ratio", "0.5");
    set(&env, "contextCompression.autoTopicCompress", "false");
    assert_eq!(context_json(&env, &[])["totals"]["threshold"], json!(before));

    let run = env.run(&["chat", "--json", "and now?"]);
    run.expect_code(0);
    let doc = run.json();
    assert_eq!(doc["text"], "done");
    let compressed = doc["compressed"].as_array().expect("compressed");
    assert_eq!(compressed.len(), 1, "{doc:#}");
    assert_eq!(compressed[0]["mode"], "auto");
    assert_eq!(compressed[0]["coveredThroughId"], "msg_0008");
    assert_eq!(compressed[0]["foldedMessages"], 8);
    let log = compactions(&env, &id);
    assert_eq!(log.len(), 1, "{log:#?}");
    assert_eq!((&log[0]["mode"], &log[0]["toId"]), (&json!("auto"), &json!("msg_0008")));
    assert_eq!(summary_file(&env, &id).unwrap()["summary"], SUMMARY);

    let requests = fake.requests();
    assert_eq!(requests.len(), 2, "the summarizer, then the chat");
    let (summarizer, sent) = (requests[0].json(), requests[1].json());
    assert_eq!(summarizer["stream"], false);
    let system = summarizer["messages"][0]["content"].as_str().unwrap();
    assert!(system.starts_with("You maintain the running summary"), "{system}");
    let folded = summarizer["messages"][1]["content"].as_str().unwrap();
    for i in 1..=8 {
        assert!(folded.contains(&format!("fact-{i:02}")), "fact-{i:02} was folded: {folded}");
    }
    for i in 9..=20 {
        assert!(!folded.contains(&format!("fact-{i:02}")), "fact-{i:02} is kept, not folded: {folded}");
    }
    assert!(!folded.contains("and now?"), "the new message is never folded: {folded}");
    let messages = sent["messages"].as_array().unwrap();
    assert!(messages[0]["content"].as_str().unwrap().contains(SUMMARY), "{sent:#}");
    assert_eq!(messages.len(), 1 + 12 + 1, "system, the twelve kept messages, the new one: {sent:#}");
    assert!(messages[1]["content"].as_str().unwrap().starts_with("Message fact-09"), "{sent:#}");
    assert_eq!(messages[13]["content"], "and now?");
}
