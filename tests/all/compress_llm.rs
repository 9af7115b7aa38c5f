//! The model summarizer (DESIGN §4.5, §7.1): `compress` against a fake OpenAI-compatible or
//! Anthropic server on loopback — what is sent, what is kept, retries, and failures that must
//! leave the files alone.

use std::io::{Read, Write};

use crate::support::TestEnv;
use crate::support::context::*;
use crate::support::fake_llm::*;
use serde_json::json;

/// Twenty messages whose texts name their number (`fact-07` …), so a test can tell which
/// ones a request carried.
fn twenty() -> (TestEnv, String) {
    writer_with(&turns(1, 20, |i| format!("Message fact-{i:02} about the release checklist.")))
}

fn user_text(body: &serde_json::Value) -> String {
    let messages = body["messages"].as_array().expect("messages");
    let user = messages.iter().rev().find(|m| m["role"] == "user").expect("a user message");
    user["content"].as_str().expect("string content").to_string()
}

/// The folded part of a summarizer request (after "Messages to fold in:").
fn delta(user: &str) -> &str {
    user.split_once("Messages to fold in:\n").map(|(_, d)| d).expect("the delta heading")
}

/// Every file of the root except the error log (a failed command records itself there) and
/// lock files.
fn data_snapshot(env: &TestEnv) -> crate::support::Snapshot {
    let mut snap = env.snapshot();
    snap.0.retain(|path, _| path != "logs" && !path.starts_with("logs/"));
    snap
}

const HEADINGS: [&str; 8] = [
    "## Goal",
    "## Decisions",
    "## Constraints & conventions",
    "## People & roles",
    "## Identifiers",
    "## Open questions",
    "## Progress",
    "## Other",
];

#[test]
fn chat_completions_summarizer_posts_the_headings_the_key_and_only_the_folded_messages() {
    let (env, id) = twenty();
    let fake = FakeLlm::start(vec![
        openai_text("## Goal\n- ship the release (fact-01 … fact-08)"),
        openai_text("## Goal\n- ship the release, second pass"),
    ]);
    http_provider(&env, &fake.base_url(), "chat_completions", "gpt-4o-mini", 128_000);

    let out = compress_ok(&env, &["--now", "--instructions", "Name every fact number."]);
    assert_eq!(out["summarizer"], "fake/gpt-4o-mini");
    assert_eq!(out["coveredThroughId"], "msg_0008");
    let requests = fake.requests();
    assert_eq!(requests.len(), 1);
    let r = &requests[0];
    assert_eq!((r.method.as_str(), r.path.as_str()), ("POST", "/chat/completions"));
    assert_eq!(r.header("authorization"), Some("Bearer test-key"));
    assert!(r.header("content-type").is_some_and(|v| v.starts_with("application/json")), "{r:?}");
    let body = r.json();
    assert_eq!(body["model"], "gpt-4o-mini");
    assert_eq!(body["messages"][0]["role"], "system");
    let system = body["messages"][0]["content"].as_str().unwrap();
    for h in HEADINGS {
        assert!(system.contains(h), "system prompt lacks {h}: {system}");
    }
    assert!(system.contains("Additional instructions:\nName every fact number."), "{system}");
    let user = user_text(&body);
    assert!(user.starts_with("Previous summary:\n(none)\n"), "{user}");
    for i in 1..=8 {
        assert!(delta(&user).contains(&format!("fact-{i:02}")), "fact-{i:02} not folded: {user}");
    }
    for i in 9..=20 {
        assert!(!user.contains(&format!("fact-{i:02}")), "kept message fact-{i:02} was sent: {user}");
    }

    let file = summary_file(&env, &id).unwrap();
    assert_eq!(file["summary"], "## Goal\n- ship the release (fact-01 … fact-08)");
    let log = compactions(&env, &id);
    assert_eq!(log[0]["instructions"], "Name every fact number.");

    // The next compression sends the previous summary and only the newly folded messages.
    compress_ok(&env, &["--now"]);
    let user = user_text(&fake.body_json(1));
    assert!(
        user.starts_with("Previous summary:\n## Goal\n- ship the release (fact-01 … fact-08)\n"),
        "{user}"
    );
    assert_eq!(delta(&user).lines().count(), 1, "one new message: {user}");
    assert!(delta(&user).contains("fact-09") && !user.contains("fact-08 about"), "{user}");
    assert!(
        !fake.body_json(1)["messages"][0]["content"].as_str().unwrap().contains("Additional instructions")
    );
    assert_eq!(summary_file(&env, &id).unwrap()["summary"], "## Goal\n- ship the release, second pass");
}

#[test]
fn anthropic_summarizer_posts_v1_messages_with_x_api_key_and_version() {
    let (env, id) = twenty();
    let fake = FakeLlm::start(vec![anthropic_text("## Goal\n- release, per Claude")]);
    http_provider(&env, &fake.base_url(), "anthropic", "claude-sonnet-4", 200_000);
    let out = compress_ok(&env, &["--now"]);
    assert_eq!(out["summarizer"], "fake/claude-sonnet-4");
    let requests = fake.requests();
    assert_eq!(requests.len(), 1);
    let r = &requests[0];
    assert_eq!((r.method.as_str(), r.path.as_str()), ("POST", "/v1/messages"));
    assert_eq!(r.header("x-api-key"), Some("test-key"));
    assert_eq!(r.header("anthropic-version"), Some("2023-06-01"));
    assert_eq!(r.header("authorization"), None, "Anthropic takes the key in x-api-key only");
    let body = r.json();
    assert_eq!(body["model"], "claude-sonnet-4");
    assert!(body["max_tokens"].as_u64().is_some_and(|n| n > 0));
    let system = body["system"].as_str().expect("a top-level system text");
    for h in HEADINGS {
        assert!(system.contains(h), "system prompt lacks {h}");
    }
    assert_eq!(body["messages"].as_array().unwrap().len(), 1);
    let user = user_text(&body);
    assert!(
        user.contains("Previous summary:") && user.contains("fact-08") && !user.contains("fact-09"),
        "{user}"
    );
    assert_eq!(summary_file(&env, &id).unwrap()["summary"], "## Goal\n- release, per Claude");
}

#[test]
fn an_anthropic_base_url_ending_in_v1_is_not_given_a_second_v1() {
    let (env, _) = twenty();
    let fake = FakeLlm::start(vec![anthropic_text("## Goal\n- summary")]);
    http_provider(&env, &fake.base_url_v1(), "anthropic", "claude-sonnet-4", 200_000);
    compress_ok(&env, &["--now"]);
    assert_eq!(fake.requests()[0].path, "/v1/messages");
}

#[test]
fn a_rate_limit_with_retry_after_zero_is_retried_once_and_compresses_once() {
    let (env, id) = twenty();
    let fake = FakeLlm::start(vec![rate_limited(0), openai_text("## Goal\n- after the retry")]);
    http_provider(&env, &fake.base_url(), "chat_completions", "gpt-4o-mini", 128_000);
    let out = compress_ok(&env, &["--now"]);
    assert_eq!(out["summarizerCalls"], 1);
    assert_eq!(fake.requests().len(), 2);
    assert_eq!(fake.requests()[0].body, fake.requests()[1].body, "the retry sends the same request");
    assert_eq!(compactions(&env, &id).len(), 1);
    assert_eq!(summary_file(&env, &id).unwrap()["summary"], "## Goal\n- after the retry");
}

#[test]
fn server_errors_until_the_retries_run_out_exit_5_and_change_no_file() {
    let (env, _) = twenty();
    let fake =
        FakeLlm::start(vec![server_error(500), server_error(500), server_error(500), openai_text("late")]);
    http_provider(&env, &fake.base_url(), "chat_completions", "gpt-4o-mini", 128_000);
    let snap = data_snapshot(&env);
    let run = env.run(&["compress", "--now"]);
    run.expect_error(5, "provider `fake`");
    assert!(run.error_line().contains("500"), "the error names the status: {run:?}");
    assert!(run.stderr.contains("hint: "), "{run:?}");
    assert_eq!(fake.requests().len(), 3, "one try and model.maxRetries (2) retries");
    snap.assert_unchanged(&data_snapshot(&env), "a failed compression");
    let log = env.read("logs/errors-2026-11-29.jsonl");
    assert!(!log.contains("test-key"), "the error log must not hold the API key: {log}");
}

#[test]
fn a_summarizer_call_slower_than_the_timeout_fails_with_exit_5() {
    let (env, _) = twenty();
    let fake = FakeLlm::start(vec![delayed(2_500, openai_text("too late"))]);
    http_provider(&env, &fake.base_url(), "chat_completions", "gpt-4o-mini", 128_000);
    set(&env, "model.timeoutSecs", "1");
    set(&env, "model.maxRetries", "0");
    let snap = data_snapshot(&env);
    let run = env.run(&["compress", "--now"]);
    run.expect_error(5, "did not answer in time");
    assert!(run.error_line().contains("provider `fake`"), "{run:?}");
    snap.assert_unchanged(&data_snapshot(&env), "a timed-out compression");
}

#[test]
fn a_model_summary_longer_than_summary_max_chars_is_asked_again_with_the_reason() {
    let (env, id) = twenty();
    let reply = "## Goal\n- the first line of forty characters\n- the second line of forty characters\n- the third line, which no longer fits";
    let fake = FakeLlm::start(vec![openai_text(reply), openai_text("## Goal\n- the release, shorter")]);
    http_provider(&env, &fake.base_url(), "chat_completions", "gpt-4o-mini", 128_000);
    set(&env, "contextCompression.summaryMaxChars", "100");
    compress_ok(&env, &["--now"]);
    let system = fake.body_json(0)["messages"][0]["content"].as_str().unwrap().to_string();
    assert!(system.contains("at most 100 characters"), "{system}");
    assert_eq!(fake.requests().len(), 2, "one retry");
    let retry = user_text(&fake.body_json(1));
    assert!(
        retry.contains(
            "Your previous reply could not be used: the reply had 121 characters, more than the 100 allowed."
        ),
        "{retry}"
    );
    assert!(retry.contains("fact-08"), "the retry carries the same messages: {retry}");
    assert_eq!(summary_file(&env, &id).unwrap()["summary"], "## Goal\n- the release, shorter");
}

#[test]
fn a_model_that_twice_answers_without_sections_is_replaced_by_the_offline_merge() {
    let (env, id) = writer_with(&turns(1, 20, |i| {
        format!("Message {i}: ticket REL-{:04} is open; we'll go with Caddy because of native TLS.", 4400 + i)
    }));
    let fake = FakeLlm::start(vec![
        openai_text("Sure! Here is what we talked about: a release."),
        openai_text("The release, again in prose."),
    ]);
    http_provider(&env, &fake.base_url(), "chat_completions", "gpt-4o-mini", 128_000);
    let (run, out) = compress(&env, &["--now"]);
    run.expect_code(0);
    let out = out.expect("a JSON document");
    assert_eq!(out["coveredThroughId"], "msg_0008");
    assert_eq!(fake.requests().len(), 2, "one retry, then no more calls");
    // What wrote the summary is the offline merge, after two calls to the model; stderr says so.
    assert_eq!((&out["summarizer"], &out["summarizerCalls"]), (&json!("offline"), &json!(2)), "{out:#}");
    assert!(
        run.stderr.contains(
            "okbot: warning: the summary from fake/gpt-4o-mini could not be used, even after one retry \
             (the reply used none of the headings ## Goal"
        ) && run.stderr.contains("okbot wrote the summary offline instead"),
        "{}",
        run.stderr
    );
    let retry = user_text(&fake.body_json(1));
    assert!(retry.contains("the reply used none of the headings ## Goal, ## Decisions"), "{retry}");
    let summary = summary_file(&env, &id).unwrap()["summary"].as_str().unwrap().to_string();
    assert!(!summary.contains("prose") && !summary.contains("Sure!"), "{summary}");
    assert!(
        summary.contains("## Decisions\n") && summary.contains("Caddy because of native TLS"),
        "{summary}"
    );
    for i in 1..=8 {
        assert!(summary.contains(&format!("REL-{:04}", 4400 + i)), "REL-{:04} lost: {summary}", 4400 + i);
    }
}

fn long_conversation() -> (TestEnv, String) {
    let mut rows = turns(1, 2, |i| format!("short message {i}"));
    rows.push(msg("msg_0003", &stamp(3), "user", &words(9_000, 1)));
    rows.push(msg("msg_0004", &stamp(4), "assistant", "Noted, all of it."));
    writer_with(&rows)
}

#[test]
fn a_message_longer_than_a_slice_reaches_the_model_in_pieces_of_at_most_24000_characters() {
    let (env, id) = long_conversation();
    let replies = (1..=8).map(|i| openai_text(&format!("## Goal\n- S{i}"))).collect();
    let fake = FakeLlm::start(replies);
    http_provider(&env, &fake.base_url(), "chat_completions", "gpt-4o-mini", 128_000);
    let out = compress_ok(&env, &["--new-topic"]);
    let requests = fake.requests();
    assert!(requests.len() >= 3, "{} calls", requests.len());
    assert_eq!(out["summarizerCalls"], json!(requests.len()));
    for (i, r) in requests.iter().enumerate() {
        let user = user_text(&r.json());
        let d = delta(&user);
        assert!(d.chars().count() <= 24_000, "call {i} carried {} characters", d.chars().count());
        if i > 0 {
            assert!(
                user.starts_with(&format!("Previous summary:\n## Goal\n- S{i}\n")),
                "call {i} builds on S{i}"
            );
            assert!(d.starts_with("user (continued): "), "call {i}: {}", &d[..40]);
        }
    }
    assert!(delta(&user_text(&requests.last().unwrap().json())).ends_with("assistant: Noted, all of it."));
    assert_eq!(out["coveredThroughId"], "msg_0004");
    let file = summary_file(&env, &id).unwrap();
    assert_eq!(file["summary"], format!("## Goal\n- S{}", requests.len()));
}

#[test]
fn a_summarizer_failure_inside_a_long_message_covers_only_the_messages_read_in_full() {
    let (env, id) = long_conversation();
    let fake = FakeLlm::start(vec![openai_text("## Goal\n- S1"), openai_error(400, "bad request")]);
    http_provider(&env, &fake.base_url(), "chat_completions", "gpt-4o-mini", 128_000);
    let run = env.run(&["compress", "--new-topic"]);
    run.expect_code(0);
    assert!(run.stdout.contains(" through msg_0002\n"), "msg_0003 was only partly read: {run:?}");
    assert!(run.stderr.contains("the summarizer failed part-way"), "{run:?}");
    assert_eq!(fake.requests().len(), 2);
    let file = summary_file(&env, &id).unwrap();
    assert_eq!(
        (file["summary"].clone(), file["coveredThroughId"].clone()),
        (json!("## Goal\n- S1"), json!("msg_0002"))
    );
    assert_eq!(item_ids(&env), ["msg_0003", "msg_0004"]);
}

#[test]
fn a_dry_run_calls_no_model() {
    let (env, _) = twenty();
    let fake = FakeLlm::start(vec![]);
    http_provider(&env, &fake.base_url(), "chat_completions", "gpt-4o-mini", 128_000);
    let snap = env.snapshot();
    let out = compress_ok(&env, &["--now", "--dry-run"]);
    assert_eq!(out["summarizer"], "offline");
    assert_eq!(out["advanced"], true);
    assert_eq!(fake.requests().len(), 0);
    snap.assert_unchanged(&env.snapshot(), "compress --dry-run");
}

// ---------------------------------------------------------------------------------------------
// The fake itself (what issue 4's streaming tests will lean on)

fn raw_post(url: &str, body: &str) -> String {
    let addr = url.trim_start_matches("http://");
    let mut s = std::net::TcpStream::connect(addr).unwrap();
    write!(
        s,
        "POST /v1/chat/completions HTTP/1.1\r\nHost: {addr}\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    )
    .unwrap();
    let mut out = String::new();
    s.read_to_string(&mut out).unwrap();
    out
}

#[test]
fn the_fake_llm_records_requests_frames_sse_and_answers_500_once_its_script_is_exhausted() {
    let fake = FakeLlm::start(vec![
        openai_sse_text(&["Hel", "lo"]),
        anthropic_sse_text(&["Hi"]),
        Reply::Raw("HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\n{\"a\"".into()),
    ]);
    let sse = raw_post(&fake.base_url(), r#"{"stream":true}"#);
    assert!(sse.starts_with("HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\n"), "{sse}");
    assert!(sse.contains("\r\n\r\ndata: {"), "{sse}");
    assert!(sse.contains(r#""delta":{"content":"Hel"}"#), "{sse}");
    assert!(sse.ends_with("data: [DONE]\n\n"), "{sse}");
    let named = raw_post(&fake.base_url(), "{}");
    assert!(named.contains("event: content_block_delta\ndata: {"), "{named}");
    assert!(named.ends_with("event: message_stop\ndata: {\"type\":\"message_stop\"}\n\n"), "{named}");
    assert!(raw_post(&fake.base_url(), "{}").ends_with("{\"a\""));
    let exhausted = raw_post(&fake.base_url(), "{}");
    assert!(exhausted.starts_with("HTTP/1.1 500 "), "{exhausted}");
    assert!(exhausted.contains("script exhausted"));
    let requests = fake.requests();
    assert_eq!(requests.len(), 4);
    assert_eq!((requests[0].method.as_str(), requests[0].path.as_str()), ("POST", "/v1/chat/completions"));
    assert_eq!(fake.body_json(0), json!({"stream": true}));

    // The same replies read by okbot's own clients: both streams come through whole, the
    // request okbot sent is recorded, and an exhausted script is a provider failure (exit 5).
    use crate::support::chat::{Api, fake_env};
    for (reply, api, text) in [
        (openai_sse_text(&["Hel", "lo"]), Api::OpenAi, "Hello\n"),
        (anthropic_sse_text(&["Hi"]), Api::Anthropic, "Hi\n"),
    ] {
        let fake = FakeLlm::start(vec![reply]);
        let env = fake_env(&fake, api);
        let run = env.run(&["chat", "say hi"]);
        run.expect_code(0);
        assert_eq!(run.stdout, text, "{api:?}");
        let requests = fake.requests();
        assert_eq!(requests.len(), 1);
        assert_eq!((requests[0].method.as_str(), requests[0].path.as_str()), ("POST", api.path()));
        assert_eq!(requests[0].json()["stream"], true, "{api:?}");
        let run = env.run(&["chat", "again"]);
        run.expect_code(5);
        assert!(run.stderr.contains("provider `fake`") && run.stderr.contains("500"), "{run:?}");
        assert_eq!(fake.requests().len(), 4, "one try and two retries, each answered 500 ({api:?})");
        assert_eq!(fake.remaining(), 0);
    }
}

#[test]
fn a_part_way_summarizer_failure_is_reported_on_stderr_with_json_too() {
    let (env, _) = long_conversation();
    let fake = FakeLlm::start(vec![openai_text("## Goal\n- S1"), openai_error(400, "bad request")]);
    http_provider(&env, &fake.base_url(), "chat_completions", "gpt-4o-mini", 128_000);
    let run = env.run(&["compress", "--new-topic", "--json"]);
    run.expect_code(0);
    let out = run.json();
    assert_eq!((out["partial"].clone(), out["coveredThroughId"].clone()), (json!(true), json!("msg_0002")));
    // Warnings go to stderr whatever stdout carries (DESIGN §1.4): a script reading the JSON
    // still logs that the summarizer failed, and why.
    assert!(run.stderr.contains("part-way"), "no warning with --json: {run:?}");
    assert!(run.stderr.contains("bad request"), "the warning should carry the provider's error: {run:?}");
}

#[test]
fn an_api_key_echoed_in_a_summary_or_instructions_never_reaches_the_summary_or_the_compaction_log() {
    const KEY: &str = "3f9a1c0b7e2d4a6f8b1c3e5d7f9a0b2c";
    let (env, id) = twenty();
    let fake = FakeLlm::start(vec![openai_text(&format!(
        "## Goal\n- ship the release; the provider key was {KEY}"
    ))]);
    set_provider(
        &env,
        json!({"id": "fake", "name": "Fake", "baseURL": fake.base_url(), "apiKey": KEY,
               "apiFormat": "chat_completions", "models": [{"id": "gpt-4o-mini", "contextWindow": 128_000}]}),
    );

    let (run, doc) = compress(&env, &["--now", "--instructions", &format!("Never repeat {KEY}.")]);
    run.expect_code(0);
    assert!(doc.is_some(), "{run:?}");
    assert_eq!(fake.requests()[0].header("authorization"), Some(format!("Bearer {KEY}").as_str()));
    assert!(!run.stdout.contains(KEY) && !run.stderr.contains(KEY), "{run:?}");
    let summary = env.read(&format!("{id}/session-summary.json"));
    assert!(summary.contains("ship the release") && summary.contains("[redacted]"), "{summary}");
    assert!(!summary.contains(KEY), "{summary}");
    let log = env.read(&format!("{id}/compactions.jsonl"));
    assert!(!log.contains(KEY), "compactions.jsonl keeps the key: {log}");
    assert_eq!(compactions(&env, &id)[0]["instructions"], "Never repeat [redacted].");
    // The summary and its log entry still agree, so the compression can be undone.
    compress_ok(&env, &["--undo"]);
    assert_eq!(coverage(&env, &id), None);
}

#[test]
fn text_mode_names_the_offline_merge_as_the_summarizer_when_the_model_s_summary_was_unusable() {
    let (env, _) = twenty();
    let fake = FakeLlm::start(vec![openai_text("A release."), openai_text("The release.")]);
    http_provider(&env, &fake.base_url(), "chat_completions", "gpt-4o-mini", 128_000);
    let run = env.run(&["compress", "--now"]);
    run.expect_code(0);
    assert!(run.stdout.contains("by the offline summarizer"), "{}", run.stdout);
    assert!(run.stderr.contains("okbot wrote the summary offline instead"), "{}", run.stderr);
    // A model whose summary is usable is named, with no warning.
    let (env, _) = twenty();
    let fake = FakeLlm::start(vec![openai_text("## Goal\n- the release")]);
    http_provider(&env, &fake.base_url(), "chat_completions", "gpt-4o-mini", 128_000);
    let run = env.run(&["compress", "--now"]);
    run.expect_code(0);
    assert!(run.stdout.contains("by the fake/gpt-4o-mini summarizer"), "{}", run.stdout);
    assert_eq!(run.stderr, "");
}
