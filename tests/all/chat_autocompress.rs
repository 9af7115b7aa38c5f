//! DESIGN §4.4 "auto", inside `okbot chat`: when the request (instructions + summary + tail + new
//! message) reaches `contextWindow × ratio`, the turn compresses first. The summarizer is asked,
//! `session-summary.json` is written, `compactions.jsonl` gets an `auto` line, and the chat
//! request then carries the summary and only the buffer after the coverage.

use crate::common;
use crate::support::chat as chat_support;
use crate::support::fake_llm;

use chat_support::*;
use common::TestEnv;
use fake_llm::*;
use serde_json::Value;

const SUMMARY: &str = "## Goal\nKeep the facts fact-01 to fact-08 in mind.";

/// Writer with twenty earlier messages of about sixty words each, talking to `fake`, without
/// the topic judge (so every request the fake sees is the summarizer's or the chat's).
fn twenty(fake: &FakeLlm) -> TestEnv {
    let env = fake_env(fake, Api::OpenAi);
    assert_eq!(env.assistant("Writer"), OWNER);
    let rows: Vec<Value> = (1..=20)
        .map(|i| {
            let role = if i % 2 == 1 { "user" } else { "assistant" };
            msg(
                &format!("msg_{i:04}"),
                i,
                role,
                &format!("Message fact-{i:02}: {}", "detail ".repeat(60).trim_end()),
            )
        })
        .collect();
    append(&env, OWNER, &rows);
    set(&env, "contextCompression.autoTopicCompress", "false");
    set(&env, "contextCompression.ratio", "0.5");
    env
}

/// The estimated size of the next request, as `context show` counts it.
fn total(env: &TestEnv) -> u64 {
    let run = env.run(&["context", "show", "-a", "Writer", "--json"]);
    run.expect_code(0);
    run.json()["totals"]["total"].as_u64().expect("totals.total")
}

fn window(env: &TestEnv, tokens: u64) {
    set(env, "model.providers.0.models.0.contextWindow", &tokens.to_string());
}

/// The texts of the non-system messages of a Chat Completions request.
fn conversation(body: &Value) -> Vec<String> {
    messages(body)
        .iter()
        .filter(|m| m["role"] != "system")
        .map(|m| m["content"].as_str().unwrap_or_default().to_string())
        .collect()
}

fn row_text(rows: &[Value], id: &str) -> String {
    rows.iter().find(|r| r["id"] == id).unwrap()["item"]["content"].as_str().unwrap().to_string()
}

#[test]
fn a_chat_over_the_threshold_compresses_first_and_sends_the_summary_and_the_buffer() {
    let fake = FakeLlm::start(vec![openai_text(SUMMARY), openai_sse_text(&["noted"])]);
    let env = twenty(&fake);
    // The threshold (window × 0.5) is 80 % of what the request already weighs: keeping the
    // last keepRecentMax (12) messages brings it under.
    let before = total(&env);
    window(&env, before * 8 / 5);

    let run = chat(&env, &["--json", "-a", "Writer", "and now?"]);
    run.expect_code(0);
    let doc = run.json();

    // Two requests: the summarizer's, then the chat's.
    let requests = fake.requests();
    assert_eq!(requests.len(), 2, "{requests:#?}");
    let summarizer = requests[0].json();
    assert!(requests[0].body.contains("fact-01"), "the summarizer reads the oldest messages: {summarizer:#}");

    // The files: one `auto` compaction, and the summary it wrote.
    let log = compactions(&env, OWNER);
    assert_eq!(log.len(), 1, "{log:#?}");
    assert_eq!(log[0]["mode"], "auto");
    assert_eq!(log[0].get("fromId"), Some(&Value::Null), "no coverage before: {log:#?}");
    assert_eq!(log[0]["summaryChars"], SUMMARY.chars().count());
    assert_eq!(log[0]["at"], common::STAMP);
    let covered = log[0]["toId"].as_str().unwrap().to_string();
    let summary = env.json_file(&format!("{OWNER}/session-summary.json"));
    assert_eq!(summary["summary"], SUMMARY);
    assert_eq!(summary["coveredThroughId"], covered.as_str());
    let covered_n: usize = covered.strip_prefix("msg_").unwrap().parse().unwrap();
    assert_eq!(covered, "msg_0008", "the first fold keeps keepRecentMax (12) messages");
    assert!(log[0]["tokensBefore"].as_u64().unwrap() >= before, "{log:#?}");
    assert!(log[0]["tokensAfter"].as_u64().unwrap() < before * 4 / 5, "under the threshold after: {log:#?}");

    // The chat request: the summary in the instructions, then only the messages after the
    // coverage and the new one.
    let chat_body = requests[1].json();
    let system = system_text(&chat_body, Api::OpenAi);
    assert!(system.contains(SUMMARY), "the summary is sent:\n{system}");
    let rows = rows(&env);
    let mut expected: Vec<String> =
        ((covered_n + 1)..=20).map(|i| row_text(&rows, &format!("msg_{i:04}"))).collect();
    expected.push("and now?".to_string());
    assert_eq!(conversation(&chat_body), expected, "only the buffer and the new message");
    for i in 1..=covered_n {
        assert!(!requests[1].body.contains(&format!("fact-{i:02}:")), "folded message {i} is not sent");
    }

    // The transcript keeps everything; the JSON document reports the compression.
    assert_eq!(rows.len(), 22);
    assert_eq!(doc["compressed"][0]["mode"], "auto", "{doc:#}");
    assert_eq!(doc["compressed"][0]["coveredThroughId"], covered.as_str(), "{doc:#}");
}

#[test]
fn a_chat_under_the_threshold_sends_everything_and_folds_nothing() {
    let fake = FakeLlm::start(vec![openai_sse_text(&["noted"])]);
    let env = twenty(&fake);
    let before = total(&env);
    // The threshold is well above the request.
    window(&env, before * 4);

    chat(&env, &["-a", "Writer", "and now?"]).expect_code(0);
    let requests = fake.requests();
    assert_eq!(requests.len(), 1, "no summarizer call");
    assert!(compactions(&env, OWNER).is_empty());
    assert!(
        !env.exists(&format!("{OWNER}/session-summary.json")) || {
            let s = env.json_file(&format!("{OWNER}/session-summary.json"));
            s["coveredThroughId"].as_str().unwrap_or("").is_empty()
        }
    );
    let sent = conversation(&requests[0].json());
    assert_eq!(sent.len(), 21, "all twenty messages and the new one");
    assert_eq!(sent.last().unwrap(), "and now?");
}

#[test]
fn the_summarizer_gets_the_previous_summary_and_only_the_new_messages_next_time() {
    let second = "## Goal\nKeep every fact in mind.";
    let fake = FakeLlm::start(vec![
        openai_text(SUMMARY),
        openai_sse_text(&["noted"]),
        openai_text(second),
        openai_sse_text(&["noted again"]),
    ]);
    let env = twenty(&fake);
    let before = total(&env);
    window(&env, before * 8 / 5);
    chat(&env, &["-a", "Writer", "and now?"]).expect_code(0);
    let first_cover = compactions(&env, OWNER)[0]["toId"].as_str().unwrap().to_string();

    // More talk pushes the request over again: the next turn folds incrementally.
    let more: Vec<Value> = (21..=40)
        .map(|i| {
            let role = if i % 2 == 1 { "user" } else { "assistant" };
            msg(
                &format!("msg_{i:04}"),
                i,
                role,
                &format!("Message fact-{i:02}: {}", "detail ".repeat(60).trim_end()),
            )
        })
        .collect();
    append(&env, OWNER, &more);
    // --no-evolve: the second turn would also call the memory extractor.
    chat(&env, &["-a", "Writer", "--no-evolve", "and later?"]).expect_code(0);
    let requests = fake.requests();
    assert_eq!(requests.len(), 4, "{requests:#?}");
    let log = compactions(&env, OWNER);
    assert_eq!(log.len(), 2, "{log:#?}");
    assert_eq!(log[1]["mode"], "auto");
    assert_eq!(log[1]["previousSummary"], SUMMARY);
    assert_eq!(log[1]["fromId"], first_cover.as_str(), "the fold starts at the old coverage");
    let summarizer = &requests[2].body;
    assert!(summarizer.contains("fact-01 to fact-08"), "the previous summary is given: {summarizer}");
    let n: usize = first_cover.strip_prefix("msg_").unwrap().parse().unwrap();
    assert!(
        !summarizer.contains(&format!("Message fact-{n:02}:")),
        "already folded messages are not sent again"
    );
    assert_eq!(env.json_file(&format!("{OWNER}/session-summary.json"))["summary"], second);
    assert!(system_text(&requests[3].json(), Api::OpenAi).contains(second));
}
