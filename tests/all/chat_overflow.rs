//! The provider says "context too long" (DESIGN §4.4 overflow): compress with keep = 0 and retry
//! the request once — in the OpenAI and the Anthropic error shapes.

use crate::support::TestEnv;
use crate::support::chat::*;
use crate::support::fake_llm::*;
use serde_json::Value;

const SUMMARY: &str = "## Goal\n- OVERFLOW-SUMMARY: release fact-01 to fact-06";

/// Writer with six messages `fact-01` … `fact-06` (few enough that neither the topic judge
/// nor the automatic threshold runs before the send).
fn six(fake: &FakeLlm, api: Api) -> TestEnv {
    let env = fake_env(fake, api);
    assert_eq!(env.assistant("Writer"), OWNER);
    let rows: Vec<Value> = (1..=6)
        .map(|i| {
            let role = if i % 2 == 1 { "user" } else { "assistant" };
            msg(&format!("msg_{i:04}"), i, role, &format!("Message fact-{i:02}: {}", "detail ".repeat(40)))
        })
        .collect();
    append(&env, OWNER, &rows);
    env
}

fn assert_one_overflow_compression(env: &TestEnv, doc: &Value) {
    let log = compactions(env, OWNER);
    assert_eq!(log.len(), 1, "exactly one compression: {log:#?}");
    assert_eq!(log[0]["mode"], "overflow");
    assert_eq!(log[0]["toId"], "msg_0006", "keep = 0 folds every message before this turn");
    assert_eq!(log[0]["summaryChars"], SUMMARY.chars().count());
    let summary = env.json_file(&format!("{OWNER}/session-summary.json"));
    assert_eq!(summary["coveredThroughId"], "msg_0006");
    assert_eq!(summary["summary"], SUMMARY);
    let compressed = doc["compressed"].as_array().unwrap();
    assert_eq!(compressed.len(), 1, "{doc:#}");
    assert_eq!(compressed[0]["mode"], "overflow");
    assert_eq!(compressed[0]["coveredThroughId"], "msg_0006");
    assert_eq!(compressed[0]["foldedMessages"], 6);
    // The turn's own user message was not folded.
    let rows = rows(env);
    let user = rows.iter().rev().find(|r| r["item"]["role"] == "user").unwrap();
    assert_eq!(user["item"]["content"], "and now?");
}

#[test]
fn an_openai_context_length_error_compresses_once_and_the_retry_is_shorter_and_carries_the_summary() {
    let fake =
        FakeLlm::start(vec![openai_context_too_long(), openai_text(SUMMARY), openai_sse_text(&["fits now"])]);
    let env = six(&fake, Api::OpenAi);

    let run = chat(&env, &["--json", "and now?"]);
    run.expect_code(0);
    let doc = run.json();
    assert_eq!(doc["text"], "fits now");
    assert_one_overflow_compression(&env, &doc);

    let requests = fake.requests();
    assert_eq!(requests.len(), 3, "chat, summarizer, retried chat");
    let (first, summarizer, retry) = (requests[0].json(), requests[1].json(), requests[2].json());
    assert_eq!(summarizer["stream"], false);
    let folded = summarizer["messages"][1]["content"].as_str().unwrap();
    for i in 1..=6 {
        assert!(folded.contains(&format!("fact-{i:02}")), "fact-{i:02} was folded: {folded}");
    }
    assert!(!folded.contains("and now?"), "the new message is never folded: {folded}");

    assert!(
        requests[2].body.len() < requests[0].body.len(),
        "the retried body ({}) is shorter than the first ({})",
        requests[2].body.len(),
        requests[0].body.len()
    );
    assert!(!system_text(&first, Api::OpenAi).contains("OVERFLOW-SUMMARY"));
    assert!(system_text(&retry, Api::OpenAi).contains(SUMMARY), "{retry:#}");
    let msgs = messages(&retry);
    assert_eq!(msgs.len(), 2, "system + the new message only: {msgs:#?}");
    assert_eq!(msgs[1]["content"], "and now?");
    assert_eq!(messages(&first).len(), 8);
}

#[test]
fn an_anthropic_prompt_too_long_error_compresses_once_and_the_retry_carries_the_summary() {
    let fake = FakeLlm::start(vec![
        anthropic_context_too_long(),
        anthropic_text(SUMMARY),
        anthropic_sse_text(&["fits now"]),
    ]);
    let env = six(&fake, Api::Anthropic);

    let run = chat(&env, &["--json", "and now?"]);
    run.expect_code(0);
    let doc = run.json();
    assert_eq!(doc["text"], "fits now");
    assert_one_overflow_compression(&env, &doc);

    let requests = fake.requests();
    assert_eq!(requests.len(), 3);
    assert!(requests.iter().all(|r| r.path == "/v1/messages"), "{requests:?}");
    assert!(requests[2].body.len() < requests[0].body.len());
    let retry = requests[2].json();
    assert!(system_text(&retry, Api::Anthropic).contains(SUMMARY));
    assert_eq!(retry["messages"].as_array().unwrap().len(), 1, "{retry:#}");
}

#[test]
fn jsonl_reports_the_overflow_compression_as_an_event_before_the_text() {
    let fake =
        FakeLlm::start(vec![openai_context_too_long(), openai_text(SUMMARY), openai_sse_text(&["fits now"])]);
    let env = six(&fake, Api::OpenAi);

    let run = chat(&env, &["--jsonl", "and now?"]);
    run.expect_code(0);
    let events = crate::support::parse_lines(&run.stdout);
    let types: Vec<&str> = events.iter().map(|e| e["type"].as_str().unwrap()).collect();
    assert_eq!(types, ["turn.started", "compression", "text.delta", "turn.completed"]);
    assert_eq!(events[1]["compression"]["mode"], "overflow");
}

#[test]
fn a_second_context_length_error_is_not_retried_again_and_exits_4() {
    let fake = FakeLlm::start(vec![
        openai_context_too_long(),
        openai_text(SUMMARY),
        openai_context_too_long(),
        openai_sse_text(&["must not be asked for"]),
    ]);
    let env = six(&fake, Api::OpenAi);

    let run = chat(&env, &["and now?"]);
    // DESIGN §9: 4 = "context still too long".
    run.expect_code(4);
    assert_eq!(fake.requests().len(), 3, "one compression, one retry, then stop");
    assert_eq!(compactions(&env, OWNER).len(), 1);
    assert!(error_line(&run).contains("`fake`"), "{run:?}");
}

#[test]
fn a_failing_summarizer_during_overflow_recovery_leaves_an_error_row() {
    // The chat overflows; the summarizer then fails on every try (1 + maxRetries 2).
    let fake = FakeLlm::start(vec![
        openai_context_too_long(),
        server_error(500),
        server_error(500),
        server_error(500),
        openai_sse_text(&["must not be asked for"]),
    ]);
    let env = six(&fake, Api::OpenAi);

    let run = chat(&env, &["and now?"]);
    run.expect_code(5);
    assert_eq!(fake.requests().len(), 4, "chat, then the summarizer's three tries");
    assert!(compactions(&env, OWNER).is_empty(), "nothing was folded");
    let rows = rows(&env);
    let tail: Vec<&Value> = rows.iter().rev().take(2).rev().collect();
    assert_eq!(tail[0]["item"]["content"], "and now?", "the user message was kept");
    assert_eq!(tail[1]["item"]["role"], "assistant");
    assert_eq!(tail[1]["meta"]["error"], true, "an error row says why: {}", tail[1]);
    let text = tail[1]["item"]["content"].as_str().unwrap();
    assert!(text.contains("500"), "{text}");
}
