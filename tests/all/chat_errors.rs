//! `okbot chat` when the provider misbehaves (DESIGN §7.1, §9): retries on 429 / 5xx /
//! timeouts, the exit codes, the visible error row that the model never sees, `--model`
//! overrides, the owner lock, and Ctrl-C.

use std::time::{Duration, Instant};

use crate::support::chat::*;
use crate::support::fake_llm::*;
use serde_json::json;

#[test]
fn a_429_with_retry_after_zero_is_retried_and_the_turn_succeeds() {
    let fake = FakeLlm::start(vec![rate_limited(0), openai_sse_text(&["made it"])]);
    let env = fake_env(&fake, Api::OpenAi);

    let run = chat(&env, &["hello"]);
    run.expect_code(0);
    assert_eq!(run.stdout, "made it\n");
    let requests = fake.requests();
    assert_eq!(requests.len(), 2);
    assert_eq!(requests[0].body, requests[1].body, "the retry sends the same request");
    assert_eq!(kinds(&rows(&env)), ["user", "assistant"], "a retry writes no extra row");
}

#[test]
fn server_errors_until_the_retries_run_out_exit_5_with_a_visible_error_row_the_model_never_sees() {
    let fake = FakeLlm::start(vec![server_error(500), server_error(500), server_error(500)]);
    let env = fake_env(&fake, Api::OpenAi);

    let run = chat(&env, &["hello?"]);
    run.expect_code(5);
    assert_eq!(run.stdout, "", "{run:?}");
    let line = error_line(&run);
    assert!(line.starts_with("okbot: error: "), "{run:?}");
    assert!(line.contains("`fake`"), "the error names the provider: {line}");
    assert!(line.contains("500"), "the error names the status: {line}");
    assert!(run.stderr.contains("hint: "), "{run:?}");
    assert_eq!(fake.requests().len(), 3, "one try and model.maxRetries = 2 retries");

    let rows = rows(&env);
    assert_eq!(kinds(&rows), ["user", "assistant"]);
    assert_eq!(rows[0]["item"]["content"], "hello?", "the user message was kept");
    assert_eq!(rows[1]["meta"]["error"], true, "{}", rows[1]);
    let error_text = rows[1]["item"]["content"].as_str().unwrap();
    assert!(error_text.contains("500"), "{error_text}");

    let shown = env.ok(&["session", "show"]);
    assert!(shown.contains("hello?"), "{shown}");
    assert!(shown.contains(error_text), "session show prints the error row: {shown}");

    let context = env.ok(&["context", "show"]);
    assert!(context.contains("[user] hello?"), "{context}");
    assert!(!context.contains(error_text), "the model never sees the error row: {context}");
    assert!(!context.contains("could not finish"), "{context}");
}

#[test]
fn the_error_row_is_not_sent_to_the_model_on_the_next_turn() {
    let fake = FakeLlm::start(vec![
        server_error(503),
        server_error(503),
        server_error(503),
        openai_sse_text(&["back"]),
    ]);
    let env = fake_env(&fake, Api::OpenAi);
    chat(&env, &["first"]).expect_code(5);
    chat(&env, &["second"]).expect_code(0);
    let body = fake.body_json(3);
    let texts: Vec<String> =
        messages(&body)[1..].iter().map(|m| m["content"].as_str().unwrap().to_string()).collect();
    assert_eq!(texts, ["first", "second"]);
}

#[test]
fn a_failed_turn_with_json_prints_the_result_object_with_the_error_and_exits_5() {
    let fake = FakeLlm::start(vec![server_error(502), server_error(502), server_error(502)]);
    let env = fake_env(&fake, Api::OpenAi);

    let run = chat(&env, &["--json", "hello"]);
    run.expect_code(5);
    let doc = run.json();
    assert_eq!(doc["ownerId"], OWNER);
    assert_eq!(doc["text"], "");
    let error = doc["error"].as_str().expect("an error field");
    assert!(error.contains("`fake`") && error.contains("502"), "{error}");
    assert_eq!(fake.requests().len(), 3, "one try and model.maxRetries = 2 retries");
}

#[test]
fn an_anthropic_overloaded_529_is_retried_like_a_server_error() {
    let overloaded = json_reply(
        529,
        json!({"type": "error", "error": {"type": "overloaded_error", "message": "Overloaded"}}),
    );
    let fake = FakeLlm::start(vec![overloaded, anthropic_sse_text(&["fine"])]);
    let env = fake_env(&fake, Api::Anthropic);

    let run = chat(&env, &["hello"]);
    run.expect_code(0);
    assert_eq!(run.stdout, "fine\n");
    assert_eq!(fake.requests().len(), 2);
}

#[test]
fn a_refused_api_key_is_not_retried_and_exits_5() {
    // A retry would get the answer after the 401 and exit 0.
    let fake =
        FakeLlm::start(vec![openai_error(401, "Incorrect API key provided"), openai_sse_text(&["retried"])]);
    let env = fake_env(&fake, Api::OpenAi);

    let run = chat(&env, &["hello"]);
    run.expect_code(5);
    assert!(error_line(&run).contains("401"), "{run:?}");
    assert!(error_line(&run).contains("Incorrect API key provided"), "{run:?}");
    // okbot has exited: every request it made has been received.
    assert_eq!(fake.requests().len(), 1, "a 401 is not retried");
    assert_eq!(fake.remaining(), 1, "the answer after the 401 was never asked for");
}

#[test]
fn a_malformed_event_stream_exits_5_and_names_the_provider() {
    // A retry would get the answer after the broken stream and exit 0.
    let fake = FakeLlm::start(vec![malformed_sse(), openai_sse_text(&["retried"])]);
    let env = fake_env(&fake, Api::OpenAi);

    let run = chat(&env, &["hello"]);
    run.expect_code(5);
    assert_eq!(fake.requests().len(), 1, "a malformed stream is not retried");
    assert!(error_line(&run).contains("`fake`"), "{run:?}");
    assert_eq!(run.stdout, "");
    let rows = rows(&env);
    assert_eq!(kinds(&rows), ["user", "assistant"]);
    assert_eq!(rows[1]["meta"]["error"], true);
}

#[test]
fn a_stream_cut_before_it_finished_exits_5() {
    // Text, then the connection closes: no finish_reason, no [DONE].
    let cut = Reply::Sse { events: vec![oa_chunk(json!({"content": "half an ans"}), None)], delay_ms: 0 };
    // A retry would get the answer after the cut stream and exit 0.
    let fake = FakeLlm::start(vec![cut, openai_sse_text(&["retried"])]);
    let env = fake_env(&fake, Api::OpenAi);

    let run = chat(&env, &["hello"]);
    run.expect_code(5);
    assert_eq!(fake.requests().len(), 1, "text already reached the caller: no retry");
    let rows = rows(&env);
    assert!(
        !rows.iter().any(|r| r["item"]["content"] == "half an ans"),
        "a cut answer is not recorded as the reply: {rows:#?}"
    );
}

#[test]
fn a_server_slower_than_the_timeout_exits_5_after_the_retries() {
    let slow = || delayed(2_500, openai_text("too late"));
    let fake = FakeLlm::start(vec![slow(), slow(), slow()]);
    let env = fake_env(&fake, Api::OpenAi);
    set(&env, "model.timeoutSecs", "1");
    set(&env, "model.maxRetries", "1");

    let started = Instant::now();
    let run = chat(&env, &["hello"]);
    let elapsed = started.elapsed();
    run.expect_code(5);
    assert!(error_line(&run).contains("`fake`"), "{run:?}");
    assert!(error_line(&run).contains("did not answer in time"), "{run:?}");
    assert!(elapsed >= Duration::from_secs(2), "two attempts of 1 s each: {elapsed:?}");
    assert_eq!(wait_requests(&fake, 2, 5_000), 2, "one try and one retry");
    assert!(!run.stdout.contains("too late"));
}

#[test]
fn a_streamed_reply_that_keeps_coming_may_take_longer_than_the_timeout_in_all() {
    // Six pieces 400 ms apart: 2.4 s in all against a 1 s limit, never 1 s of silence.
    let slow = match openai_sse_text(&["one ", "two ", "three ", "four"]) {
        Reply::Sse { events, .. } => Reply::Sse { events, delay_ms: 400 },
        other => other,
    };
    let fake = FakeLlm::start(vec![slow]);
    let env = fake_env(&fake, Api::OpenAi);
    set(&env, "model.timeoutSecs", "1");
    set(&env, "model.maxRetries", "0");

    let run = chat(&env, &["hello"]);
    run.expect_code(0);
    assert!(run.stdout.contains("one two three four"), "{run:?}");
}

#[test]
fn a_stream_that_goes_silent_for_the_timeout_says_so_and_names_the_setting() {
    let fake = FakeLlm::start(vec![slow_openai_sse("first words", 3_000)]);
    let env = fake_env(&fake, Api::OpenAi);
    set(&env, "model.timeoutSecs", "1");

    let run = chat(&env, &["hello"]);
    run.expect_code(5);
    assert!(error_line(&run).contains("did not answer in time"), "a timeout, not a network error: {run:?}");
    assert!(
        run.stderr.lines().any(|l| l.starts_with("hint: ") && l.contains("model.timeoutSecs")),
        "{run:?}"
    );
    assert_eq!(fake.requests().len(), 1, "text already reached the caller: no retry");
}

#[test]
fn a_stream_silent_after_its_head_is_retried_while_no_text_has_come() {
    // The head and an event without data, then silence longer than the limit (the fake
    // serves one connection at a time: it takes the retry when this one ends).
    let silent = Reply::Sse { events: vec!["event: ping".into()], delay_ms: 1_500 };
    let fake = FakeLlm::start(vec![silent, openai_sse_text(&["second try"])]);
    let env = fake_env(&fake, Api::OpenAi);
    set(&env, "model.timeoutSecs", "1");
    set(&env, "model.maxRetries", "1");
    set(&env, "model.retryBaseMs", "0");
    let run = chat(&env, &["hello"]);
    run.expect_code(0);
    assert!(run.stdout.contains("second try"), "{run:?}");
    assert_eq!(fake.requests().len(), 2, "one retry");
}

// ---------------------------------------------------------------------------------------------
// Lock and Ctrl-C

#[test]
fn chat_exits_6_while_another_process_holds_the_owner_lock() {
    let fake = FakeLlm::start(vec![openai_sse_text(&["never"])]);
    let env = fake_env(&fake, Api::OpenAi);
    env.assistant("Writer");
    let lock = std::fs::OpenOptions::new()
        .read(true)
        .write(true)
        .create(true)
        .truncate(true)
        .open(env.path(&format!("{OWNER}/.lock")))
        .unwrap();
    lock.lock().unwrap();
    std::fs::write(env.path(&format!("{OWNER}/.lock")), std::process::id().to_string()).unwrap();

    let run = chat(&env, &["hello"]);
    run.expect_error(6, &format!("locked by pid {}", std::process::id()));
    assert!(fake.requests().is_empty());
    assert!(!env.exists(&format!("{OWNER}/session.jsonl")), "nothing was appended");

    drop(lock);
    chat(&env, &["hello"]).expect_code(0);
}

#[test]
fn ctrl_c_during_a_slow_stream_exits_130_and_keeps_the_user_row() {
    let fake = FakeLlm::start(vec![slow_openai_sse("first words", 30_000)]);
    let env = fake_env(&fake, Api::OpenAi);
    set(&env, "model.timeoutSecs", "60");

    // --jsonl prints each text delta as it arrives: reading it is how the test knows the first
    // chunk came (not a sleep).
    let mut child = env
        .std_command(&["chat", "--jsonl", "please wait"])
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("spawn okbot chat");
    let mut stdout = std::io::BufReader::new(child.stdout.take().unwrap());
    let mut seen = Vec::new();
    loop {
        let mut line = String::new();
        let n = std::io::BufRead::read_line(&mut stdout, &mut line).unwrap();
        assert!(n > 0, "stdout ended before the first chunk: {seen:?}");
        let event: serde_json::Value = serde_json::from_str(&line).expect("a JSON line");
        seen.push(event.clone());
        if event["type"] == "text.delta" {
            assert_eq!(event["text"], "first words", "the first chunk is printed as it came");
            break;
        }
    }
    let pid = child.id().to_string();
    let kill = std::process::Command::new("kill").args(["-INT", &pid]).status().unwrap();
    assert!(kill.success());
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(130), "{out:?}");
    let mut rest = String::new();
    std::io::Read::read_to_string(&mut stdout, &mut rest).unwrap();
    assert!(!rest.contains("never seen"), "nothing after the interrupt is printed: {rest}");

    // The user row stays; the half-streamed reply is not recorded.
    let rows = rows(&env);
    assert_eq!(kinds(&rows), ["user"], "{rows:#?}");
    assert_eq!(rows[0]["item"]["content"], "please wait");
    // Whatever was written is whole lines: the transcript still parses, and the lock is free.
    chat(&env, &["--model", "offline", "again"]).expect_code(0);
}

#[test]
fn a_provider_failure_is_logged_with_code_5_and_an_echoed_key_is_redacted() {
    const SECRET: &str = "sk-proj-AbCdEf1234567890AbCdEf1234567890";
    let refused = openai_error(401, &format!("Incorrect API key provided: {SECRET}"));
    let fake = FakeLlm::start(vec![refused]);
    let env = fake_env(&fake, Api::OpenAi);

    chat(&env, &["hello"]).expect_code(5);
    let log = crate::support::parse_lines(&env.read("logs/errors-2026-11-29.jsonl"));
    let row = log.iter().find(|r| r["code"] == 5).unwrap_or_else(|| panic!("no code-5 row: {log:#?}"));
    assert_eq!(row["command"], "chat");
    let message = row["message"].as_str().unwrap();
    assert!(message.contains("401"), "{message}");
    assert!(!message.contains(SECRET), "the log is redacted: {message}");
    assert!(message.contains("[redacted]"), "{message}");
}

#[test]
fn an_api_key_echoed_by_the_provider_is_not_written_into_the_transcript_error_row() {
    const SECRET: &str = "sk-proj-AbCdEf1234567890AbCdEf1234567890";
    let refused = openai_error(401, &format!("Incorrect API key provided: {SECRET}"));
    let fake = FakeLlm::start(vec![refused]);
    let env = fake_env(&fake, Api::OpenAi);

    chat(&env, &["hello"]).expect_code(5);
    let transcript = env.read(&format!("{OWNER}/session.jsonl"));
    assert!(transcript.contains("401"), "{transcript}");
    assert!(!transcript.contains(SECRET), "session.jsonl keeps a secret: {transcript}");
}

/// An Anthropic stream that opens, then reports `overloaded_error` before any text.
fn anthropic_overloaded_in_stream() -> Reply {
    let events = vec![
        sse_event(
            "message_start",
            &json!({"type": "message_start", "message": {"id": "msg_1", "type": "message", "role": "assistant",
                    "content": [], "usage": {"input_tokens": 10, "output_tokens": 0}}}),
        ),
        sse_event(
            "error",
            &json!({"type": "error", "error": {"type": "overloaded_error", "message": "Overloaded"}}),
        ),
    ];
    Reply::Sse { events, delay_ms: 0 }
}

#[test]
fn an_overloaded_error_inside_an_anthropic_stream_is_retried_before_any_text() {
    let fake =
        FakeLlm::start(vec![anthropic_overloaded_in_stream(), anthropic_sse_text(&["second ", "try"])]);
    let env = fake_env(&fake, Api::Anthropic);

    let run = chat(&env, &["hello"]);
    run.expect_code(0);
    assert_eq!(run.stdout, "second try\n");
    let requests = fake.requests();
    assert_eq!(requests.len(), 2, "one retry");
    assert_eq!(requests[0].body, requests[1].body, "the retry sends the same request");
    assert_eq!(kinds(&rows(&env)), ["user", "assistant"]);
}

#[test]
fn an_overloaded_stream_until_the_retries_run_out_exits_5() {
    let fake = FakeLlm::start(vec![
        anthropic_overloaded_in_stream(),
        anthropic_overloaded_in_stream(),
        anthropic_overloaded_in_stream(),
        anthropic_sse_text(&["never"]),
    ]);
    let env = fake_env(&fake, Api::Anthropic);

    let run = chat(&env, &["hello"]);
    run.expect_code(5);
    assert!(error_line(&run).contains("Overloaded"), "{run:?}");
    assert_eq!(fake.requests().len(), 3, "model.maxRetries is 2: three attempts");
    assert_eq!(fake.remaining(), 1);
}

#[test]
fn an_error_chunk_is_retried_before_any_text_and_not_after() {
    // OpenAI: a text chunk, then an error chunk mid-stream.
    let error = json!({"error": {"message": "server overloaded", "type": "server_error"}}).to_string();
    let events = vec![oa_chunk(json!({"content": "partial "}), None), error.clone()];
    let fake = FakeLlm::start(vec![Reply::Sse { events, delay_ms: 0 }, openai_sse_text(&["again"])]);
    let env = fake_env(&fake, Api::OpenAi);

    let run = chat(&env, &["hello"]);
    run.expect_code(5);
    assert!(error_line(&run).contains("server overloaded"), "{run:?}");
    assert_eq!(fake.requests().len(), 1, "text already reached the caller: no retry");

    // The same error before any text is retried.
    let fake =
        FakeLlm::start(vec![Reply::Sse { events: vec![error], delay_ms: 0 }, openai_sse_text(&["again"])]);
    let env = fake_env(&fake, Api::OpenAi);
    let run = chat(&env, &["hello"]);
    run.expect_code(0);
    assert_eq!(run.stdout, "again\n");
    assert_eq!(fake.requests().len(), 2);
}

// ---------------------------------------------------------------------------------------------
// The topic judge is advisory; an environment provider is named by its host

/// Writer with ten earlier messages: more than keepRecentMin, so the topic judge runs first.
fn ten_earlier(env: &crate::support::TestEnv) {
    assert_eq!(env.assistant("Writer"), OWNER);
    let rows: Vec<serde_json::Value> = (1..=10)
        .map(|i| {
            let role = if i % 2 == 1 { "user" } else { "assistant" };
            msg(&format!("msg_{i:04}"), i, role, &format!("about the garden, part {i}"))
        })
        .collect();
    append(env, OWNER, &rows);
}

#[test]
fn a_failing_topic_judge_is_asked_once_and_the_chat_goes_on() {
    let fake = FakeLlm::start(vec![server_error(500), openai_sse_text(&["answered"])]);
    let env = fake_env(&fake, Api::OpenAi);
    ten_earlier(&env);

    let run = chat(&env, &["and the roses?"]);
    run.expect_code(0);
    assert_eq!(run.stdout, "answered\n");
    let requests = fake.requests();
    assert_eq!(requests.len(), 2, "one judge request (no retry), then the chat: {requests:#?}");
    let judge = requests[0].json();
    assert_eq!(judge["max_tokens"], 3, "the first request is the topic check: {judge:#}");
    assert_eq!(judge["stream"], false);
    assert_eq!(requests[1].json()["stream"], true, "the second is the chat");
    assert!(compactions(&env, OWNER).is_empty(), "a failed judge means “same topic”: nothing folded");
    assert_eq!(kinds(&rows(&env)[10..]), ["user", "assistant"]);
}

#[test]
fn a_silent_topic_judge_is_given_up_after_five_seconds_not_the_chat_timeout() {
    // The fake answers one connection at a time: the chat reaches it once the 8 s are over. A
    // judge that waited that long would read "yes" and fold the conversation first.
    let fake = FakeLlm::start(vec![delayed(8_000, openai_text("yes")), openai_sse_text(&["answered"])]);
    let env = fake_env(&fake, Api::OpenAi);
    set(&env, "model.timeoutSecs", "60");
    ten_earlier(&env);

    let run = chat(&env, &["and the roses?"]);
    run.expect_code(0);
    assert_eq!(run.stdout, "answered\n");
    assert_eq!(fake.requests().len(), 2, "the judge once, then the chat");
    assert!(compactions(&env, OWNER).is_empty(), "the late “yes” was never read");
}

#[test]
fn an_okbot_base_url_provider_is_named_by_its_host_in_errors() {
    let fake = FakeLlm::start(vec![openai_error(404, "The model `llama3` does not exist")]);
    let env = crate::support::TestEnv::new();
    env.set_var("OKBOT_MODEL", "llama3");
    env.set_var("OKBOT_BASE_URL", &fake.base_url_v1());
    env.set_var("OKBOT_API_KEY", "k");

    let run = chat(&env, &["hello"]);
    run.expect_code(5);
    let host = fake.base_url().trim_start_matches("http://").to_string();
    let line = error_line(&run);
    assert!(line.contains(&format!("provider `{host}`")), "named by {host}: {line}");
    assert!(!line.contains("`env`"), "{line}");
    let rows = env.session_rows(OWNER);
    let error_text = rows.last().unwrap()["item"]["content"].as_str().unwrap();
    assert!(error_text.contains(&host), "the error row names the host too: {error_text}");
}

// ---------------------------------------------------------------------------------------------
// Secrets a provider echoes back: removed from every channel, whatever their shape

/// Keys of several shapes: a known prefix, Azure-style hex, plain base62, and one with the
/// characters that URL encoding and JSON treat specially.
const KEYS: [&str; 4] = [
    "sk-proj-AbCdEf1234567890AbCdEf1234567890",
    "3f9a1c0b7e2d4a6f8b1c3e5d7f9a0b2c",
    "Zq4Lr8Tn2Vx6Bp0Hd3Kf7Mw1Ys5",
    "mK8+q/Zr3xT9=wP2+vL/n7==",
];

fn percent_encoded(text: &str) -> String {
    text.bytes()
        .map(|b| {
            if b.is_ascii_alphanumeric() || b"-._~".contains(&b) {
                char::from(b).to_string()
            } else {
                format!("%{b:02X}")
            }
        })
        .collect()
}

fn base64(bytes: &[u8]) -> String {
    const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::new();
    for chunk in bytes.chunks(3) {
        let n = chunk.iter().enumerate().fold(0u32, |n, (i, &b)| n | (u32::from(b) << (16 - 8 * i)));
        for i in 0..4 {
            out.push(if i <= chunk.len() {
                char::from(ALPHABET[(n >> (18 - 6 * i)) as usize & 63])
            } else {
                '='
            });
        }
    }
    out
}

/// A 401 whose message echoes the key as is, URL-encoded and base64-encoded.
fn refused_echoing(key: &str) -> Reply {
    openai_error(
        401,
        &format!(
            "Incorrect API key provided: {key}. Sent as key={} and Basic {}",
            percent_encoded(key),
            base64(key.as_bytes())
        ),
    )
}

/// Panics when `text` (what `channel` printed or wrote) holds `key` in any form.
#[track_caller]
fn assert_no_key(channel: &str, text: &str, key: &str) {
    let b64 = base64(key.as_bytes());
    for (form, needle) in [
        ("as is", key.to_string()),
        ("URL-encoded", percent_encoded(key)),
        ("base64", b64.trim_end_matches('=').to_string()),
    ] {
        assert!(!text.contains(&needle), "{channel} holds the key {key} {form}:\n{text}");
    }
}

/// A root whose provider `fake` takes `key` straight from settings.json.
fn keyed_env(fake: &FakeLlm, key: &str) -> crate::support::TestEnv {
    let env = fake_env(fake, Api::OpenAi);
    env.ok(&["model", "add", "fake", "--api-key", key]);
    env
}

#[test]
fn an_echoed_key_of_any_shape_leaves_no_trace_on_stderr_the_transcript_or_the_error_log() {
    for key in KEYS {
        let fake = FakeLlm::start(vec![refused_echoing(key)]);
        let env = keyed_env(&fake, key);
        let run = chat(&env, &["hello"]);
        run.expect_code(5);
        assert_eq!(fake.requests()[0].header("authorization"), Some(format!("Bearer {key}").as_str()));
        assert!(run.stderr.contains("401") && run.stderr.contains("[redacted]"), "{run:?}");
        assert_no_key("stderr", &run.stderr, key);
        assert_no_key("stdout", &run.stdout, key);
        let transcript = env.read(&format!("{OWNER}/session.jsonl"));
        assert!(transcript.contains("401"), "{transcript}");
        assert_no_key("session.jsonl", &transcript, key);
        assert_no_key("the error log", &env.read("logs/errors-2026-11-29.jsonl"), key);
    }
}

#[test]
fn an_echoed_key_is_redacted_in_chat_json_and_jsonl() {
    for key in KEYS {
        let fake = FakeLlm::start(vec![refused_echoing(key), refused_echoing(key)]);
        let env = keyed_env(&fake, key);
        let json = chat(&env, &["--json", "hello"]);
        json.expect_code(5);
        let error = json.json()["error"].as_str().unwrap().to_string();
        assert!(error.contains("[redacted]"), "{error}");
        assert_no_key("chat --json", &json.stdout, key);
        assert_no_key("chat --json stderr", &json.stderr, key);

        let jsonl = chat(&env, &["--jsonl", "again"]);
        jsonl.expect_code(5);
        let failed =
            crate::support::parse_lines(&jsonl.stdout).into_iter().find(|e| e["type"] == "turn.failed");
        assert!(failed.is_some_and(|e| e["error"].as_str().unwrap().contains("[redacted]")), "{jsonl:?}");
        assert_no_key("chat --jsonl", &jsonl.stdout, key);
        assert_no_key("chat --jsonl stderr", &jsonl.stderr, key);
    }
}

#[test]
fn keys_from_the_environment_are_redacted_too() {
    let (from_var, okbot_key, openai_key) = (KEYS[1], KEYS[2], KEYS[3]);
    // `apiKey: env:VAR`
    let fake = FakeLlm::start(vec![refused_echoing(from_var)]);
    let env = keyed_env(&fake, "env:MY_PROVIDER_KEY");
    env.set_var("MY_PROVIDER_KEY", from_var);
    let run = chat(&env, &["--json", "hello"]);
    run.expect_code(5);
    assert_eq!(fake.requests()[0].header("authorization"), Some(format!("Bearer {from_var}").as_str()));
    assert_no_key("stdout", &run.stdout, from_var);
    assert_no_key("session.jsonl", &env.read(&format!("{OWNER}/session.jsonl")), from_var);

    // OKBOT_MODEL + OKBOT_BASE_URL + OKBOT_API_KEY
    let fake = FakeLlm::start(vec![refused_echoing(okbot_key)]);
    let env = crate::support::TestEnv::initialized();
    env.assistant("Writer");
    env.set_var("OKBOT_MODEL", "gpt-test");
    env.set_var("OKBOT_BASE_URL", &fake.base_url_v1());
    env.set_var("OKBOT_API_KEY", okbot_key);
    let run = chat(&env, &["hello"]);
    run.expect_code(5);
    assert_eq!(fake.requests()[0].header("authorization"), Some(format!("Bearer {okbot_key}").as_str()));
    assert_no_key("stderr", &run.stderr, okbot_key);
    assert_no_key("the error log", &env.read("logs/errors-2026-11-29.jsonl"), okbot_key);

    // Nothing configured but OPENAI_API_KEY
    let fake = FakeLlm::start(vec![refused_echoing(openai_key)]);
    let env = crate::support::TestEnv::initialized();
    env.assistant("Writer");
    env.set_var("OKBOT_BASE_URL", &fake.base_url_v1());
    env.set_var("OPENAI_API_KEY", openai_key);
    let run = chat(&env, &["--jsonl", "hello"]);
    run.expect_code(5);
    assert_eq!(fake.requests()[0].header("authorization"), Some(format!("Bearer {openai_key}").as_str()));
    assert_no_key("chat --jsonl", &run.stdout, openai_key);
    assert_no_key("stderr", &run.stderr, openai_key);
    assert_no_key("session.jsonl", &env.read(&format!("{OWNER}/session.jsonl")), openai_key);
}

#[test]
fn a_tool_call_echoing_the_key_is_redacted_in_the_pending_file_the_transcript_and_jsonl() {
    for key in KEYS {
        let fake =
            FakeLlm::start(vec![openai_tool_call("search_history", &json!({"query": key}).to_string())]);
        let env = keyed_env(&fake, key);
        set(&env, "tools.search_history.approval", "ask");
        let run = chat(&env, &["--jsonl", "find it"]);
        run.expect_code(7);
        assert!(run.stdout.contains("tool.call"), "{run:?}");
        assert_no_key("chat --jsonl", &run.stdout, key);
        let dir = env.path(&format!("{OWNER}/pending"));
        let files: Vec<_> = std::fs::read_dir(dir).unwrap().map(|e| e.unwrap().path()).collect();
        assert_eq!(files.len(), 1);
        let pending = std::fs::read_to_string(&files[0]).unwrap();
        assert!(pending.contains("[redacted]"), "{pending}");
        assert_no_key("the pending file", &pending, key);
        let listed = env.run(&["approvals", "list", "--json"]);
        listed.expect_code(0);
        assert_no_key("approvals list", &listed.stdout, key);
        assert_no_key("session.jsonl", &env.read(&format!("{OWNER}/session.jsonl")), key);
    }
}

#[test]
fn settings_show_and_get_still_mask_the_key() {
    let fake = FakeLlm::start(vec![]);
    let env = keyed_env(&fake, KEYS[1]);
    for args in
        [&["settings", "show"][..], &["settings", "show", "--json"], &["settings", "get", "model.providers"]]
    {
        let out = env.ok(args);
        assert!(out.contains("(hidden)"), "{args:?}: {out}");
        assert_no_key("settings", &out, KEYS[1]);
    }
    assert!(env.read("settings.json").contains(KEYS[1]), "the key itself stays in settings.json");
}

#[test]
fn a_key_the_model_streams_back_in_pieces_is_redacted_in_the_deltas_the_reply_and_the_transcript() {
    for key in KEYS {
        let (a, b) = key.split_at(key.len() / 2);
        let (b, c) = b.split_at(b.len() / 2);
        let pieces = ["Here it is: ", a, b, c, " — keep it safe."];
        let fake = FakeLlm::start(vec![openai_sse_text(&pieces), openai_sse_text(&pieces)]);
        let env = keyed_env(&fake, key);
        let run = chat(&env, &["--jsonl", "what is my key?"]);
        run.expect_code(0);
        let events = crate::support::parse_lines(&run.stdout);
        let streamed: String = events
            .iter()
            .filter(|e| e["type"] == "text.delta")
            .map(|e| e["text"].as_str().unwrap().to_string())
            .collect();
        assert_eq!(streamed, "Here it is: [redacted] — keep it safe.", "{run:?}");
        let completed = events.iter().find(|e| e["type"] == "turn.completed").expect("turn.completed");
        assert_eq!(completed["text"], "Here it is: [redacted] — keep it safe.");
        assert_no_key("chat --jsonl", &run.stdout, key);
        assert_no_key("session.jsonl", &env.read(&format!("{OWNER}/session.jsonl")), key);

        let run = chat(&env, &["again"]);
        run.expect_code(0);
        assert_eq!(run.stdout, "Here it is: [redacted] — keep it safe.\n");
    }
}

#[test]
fn a_key_already_in_an_old_transcript_is_not_printed_by_readers() {
    let key = KEYS[2];
    let fake = FakeLlm::start(vec![]);
    let env = keyed_env(&fake, key);
    env.assistant("Writer");
    let row = json!({"v": 2, "id": "msg_old", "createdAt": "2026-11-29T22:00:00.000Z",
                     "item": {"type": "message", "role": "user", "content": format!("my key is {key}")}});
    env.write(&format!("{OWNER}/session.jsonl"), format!("{row}\n"));
    for args in [&["session", "show"][..], &["session", "show", "--json"], &["history", "search", "key"]] {
        let run = env.run(args);
        run.expect_code(0);
        assert!(run.stdout.contains("my key is [redacted]"), "{args:?}: {run:?}");
        assert_no_key("stdout", &run.stdout, key);
    }
}

#[test]
fn a_key_at_the_point_where_a_long_provider_message_is_cut_leaves_no_piece_behind() {
    for key in KEYS {
        let padding = "x".repeat(285);
        for reply in [
            openai_error(401, &format!("{padding} {key} trailing words")),
            Reply::Json { status: 401, headers: vec![], body: format!("{padding} {key} trailing words") },
        ] {
            let fake = FakeLlm::start(vec![reply]);
            let env = keyed_env(&fake, key);
            let run = chat(&env, &["hello"]);
            run.expect_code(5);
            let log = env.read("logs/errors-2026-11-29.jsonl");
            let transcript = env.read(&format!("{OWNER}/session.jsonl"));
            for (channel, text) in
                [("stderr", &run.stderr), ("the error log", &log), ("session.jsonl", &transcript)]
            {
                assert!(!text.contains(&key[..8]), "{channel} holds the start of {key}:\n{text}");
            }
        }
    }
}

#[test]
fn a_key_the_user_pastes_is_scrubbed_from_the_transcript_and_the_offline_echo() {
    let key = KEYS[3];
    let fake = FakeLlm::start(vec![]);
    let env = keyed_env(&fake, key);
    let run = chat(&env, &["--model", "offline", &format!("my key is {key}, keep it")]);
    run.expect_code(0);
    assert!(run.stdout.contains("[redacted]"), "the echo repeats the message: {run:?}");
    assert_no_key("stdout", &run.stdout, key);
    let rows = rows(&env);
    assert_eq!(rows[0]["item"]["content"], "my key is [redacted], keep it");
    assert_no_key("session.jsonl", &env.read(&format!("{OWNER}/session.jsonl")), key);
}

#[test]
fn a_key_with_quotes_and_backslashes_echoed_in_tool_call_arguments_is_redacted() {
    let key = r#"Qx7"Lm\9$^.*+?(a)[b]{3}|Zt"#;
    let fake = FakeLlm::start(vec![openai_tool_call("search_history", &json!({"query": key}).to_string())]);
    let env = keyed_env(&fake, key);
    set(&env, "tools.search_history.approval", "ask");
    let run = chat(&env, &["--json", "find it"]);
    run.expect_code(7);
    let escaped = |t: &str| serde_json::to_string(t).unwrap().trim_matches('"').to_string();
    for (channel, text) in [
        ("chat --json", run.stdout.clone()),
        ("session.jsonl", env.read(&format!("{OWNER}/session.jsonl"))),
        ("approvals list", env.ok(&["approvals", "list", "--json"])),
    ] {
        assert!(text.contains("[redacted]"), "{channel}: {text}");
        for needle in [key.to_string(), escaped(key), escaped(&escaped(key))] {
            assert!(!text.contains(&needle), "{channel} holds the key as {needle}:\n{text}");
        }
    }
}

#[test]
fn a_key_that_is_also_a_field_name_leaves_the_transcript_and_json_output_whole() {
    let key = "createdAt";
    let fake =
        FakeLlm::start(vec![openai_sse_text(&["the key is createdAt, ok"]), openai_sse_text(&["fine"])]);
    let env = keyed_env(&fake, key);
    let run = chat(&env, &["hello"]);
    run.expect_code(0);
    assert_eq!(run.stdout, "the key is [redacted], ok\n");
    let rows = rows(&env);
    assert_eq!(kinds(&rows), ["user", "assistant"]);
    for row in &rows {
        assert!(row["createdAt"].is_string(), "the row keeps its createdAt: {row}");
    }
    assert_eq!(rows[1]["item"]["content"], "the key is [redacted], ok");
    let doctor = env.run(&["doctor"]);
    assert!(!doctor.stdout.contains("session.jsonl"), "{doctor:?}");
    let json = chat(&env, &["--json", "again"]);
    json.expect_code(0);
    assert_eq!(json.json()["text"], "fine", "{json:?}");
    let listed = env.ok(&["session", "show", "--json"]);
    assert!(!listed.contains("\"[redacted]\":"), "no field name is redacted: {listed}");
}

#[test]
fn an_empty_answer_is_a_provider_fault_with_a_visible_error_row_not_a_blank_reply() {
    for (api, empty) in [
        (Api::OpenAi, openai_sse_text(&[])),
        (Api::OpenAi, openai_text("")),
        (Api::Anthropic, anthropic_sse_text(&["  \n"])),
    ] {
        let fake = FakeLlm::start(vec![empty]);
        let env = fake_env(&fake, api);

        let run = chat(&env, &["hello?"]);
        run.expect_code(5);
        assert_eq!(run.stdout, "", "{run:?}");
        assert!(error_line(&run).contains("the model sent an empty answer"), "{run:?}");
        assert!(run.stderr.contains("hint: "), "{run:?}");
        assert_eq!(fake.requests().len(), 1, "not retried");
        let rows = rows(&env);
        assert_eq!(kinds(&rows), ["user", "assistant"], "the user's message stays, and why it got no answer");
        assert_eq!(rows[1]["meta"]["error"], true, "{}", rows[1]);
        assert!(rows[1]["item"]["content"].as_str().unwrap().contains("empty answer"), "{}", rows[1]);
    }
}
