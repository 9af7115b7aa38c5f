//! The owner lock during a chat turn (DESIGN §1.3): it is held around each write, never across
//! a model call, so `session append`, a scheduled run, `compress --now` or a second chat on the
//! same owner go ahead while a provider is slow; a compression whose summary moved while its
//! summarizer ran is dropped, never applied twice. Waiters queue in the kernel, first come
//! first served.

use std::process::Stdio;

use crate::support::chat::*;
use crate::support::fake_llm::*;
use crate::support::{
    TestEnv, assert_null, finish, finish_without_queueing, spawn, wait_until_queued_for_lock,
};
use serde_json::Value;

/// The rows of one run, as `(role, text)`.
fn run_rows(rows: &[Value], run_id: &str) -> Vec<(String, String)> {
    rows.iter()
        .filter(|r| r["meta"]["runId"] == run_id)
        .map(|r| {
            (
                r["item"]["role"].as_str().unwrap_or("?").to_string(),
                r["item"]["content"].as_str().unwrap_or("").to_string(),
            )
        })
        .collect()
}

fn pair(role: &str, text: &str) -> (String, String) {
    (role.to_string(), text.to_string())
}

#[test]
fn session_append_goes_through_at_once_while_a_chat_waits_on_a_slow_provider() {
    let fake = FakeLlm::start(vec![delayed(3_000, openai_sse_text(&["slow reply"]))]);
    let env = fake_env(&fake, Api::OpenAi);
    set(&env, "model.timeoutSecs", "30");
    assert_eq!(env.assistant("Writer"), OWNER);

    let chat = spawn(&env, &["chat", "a slow question"], None);
    assert_eq!(wait_requests(&fake, 1, 30_000), 1, "the chat reached the provider");
    // A chat holding the owner lock would make the append queue for it (seen in /proc/locks).
    let append = spawn(&env, &["session", "append", "--text", "meanwhile"], None);
    finish_without_queueing(append, "the append beside a waiting chat").expect_code(0);

    let out = finish(chat, "chat");
    assert_eq!(String::from_utf8_lossy(&out.stdout), "slow reply\n");
    let rows = rows(&env);
    let texts: Vec<&str> = rows.iter().map(|r| r["item"]["content"].as_str().unwrap()).collect();
    assert_eq!(texts, ["a slow question", "meanwhile", "slow reply"]);
}

#[test]
fn a_scheduled_job_fires_while_a_chat_on_the_same_owner_waits_on_the_provider() {
    let fake =
        FakeLlm::start(vec![delayed(2_000, openai_sse_text(&["chat reply"])), openai_text("job reply")]);
    let env = fake_env(&fake, Api::OpenAi);
    set(&env, "model.timeoutSecs", "30");
    // (A second's wait for the lock, less than the 2 s reply: see the test below.)
    env.set_var("OKBOT_LOCK_WAIT_MS", "1000");
    assert_eq!(env.assistant("Writer"), OWNER);
    env.ok(&["schedule", "add", "-a", "Writer", "daily 09:00", "--timezone", "UTC", "water the plants"]);

    let chat = spawn(&env, &["chat", "hello"], None);
    assert_eq!(wait_requests(&fake, 1, 30_000), 1, "the chat reached the provider");
    let tick = env.run_at("2026-11-30T09:00:30Z", &["schedule", "tick"]);
    tick.expect_code(0);
    assert!(tick.stdout.starts_with("fired\t"), "the job fired, not skipped as busy: {tick:?}");
    let out = finish(chat, "chat");
    assert_eq!(String::from_utf8_lossy(&out.stdout), "chat reply\n");

    let ledger = crate::support::parse_lines(&env.read(&format!("{OWNER}/schedule-runs.jsonl")));
    assert_eq!(ledger.len(), 1);
    assert_eq!(ledger[0]["status"], "fired");
    let rows = rows(&env);
    let job_run = ledger[0]["id"].as_str().unwrap();
    assert_eq!(run_rows(&rows, job_run), [pair("user", "water the plants"), pair("assistant", "job reply")]);
    assert_eq!(rows.len(), 4, "the chat's two rows and the job's two: {rows:#?}");
}

#[test]
fn two_chats_on_one_owner_both_finish_and_each_turn_keeps_its_rows() {
    let fake = FakeLlm::start(vec![
        delayed(1_500, openai_sse_text(&["first reply"])),
        openai_sse_text(&["second reply"]),
    ]);
    let env = fake_env(&fake, Api::OpenAi);
    set(&env, "model.timeoutSecs", "30");
    // Each chat holds the owner's lock only to read and to write its rows, never over the
    // 1.5 s the first reply takes; on a loaded test run that can take longer than the suite's
    // 200 ms wait, so wait a second (still less than a lock held over the reply).
    env.set_var("OKBOT_LOCK_WAIT_MS", "1000");
    assert_eq!(env.assistant("Writer"), OWNER);

    let first = spawn(&env, &["chat", "--json", "first question"], None);
    assert_eq!(wait_requests(&fake, 1, 30_000), 1, "the first chat reached the provider");
    let second = chat(&env, &["--json", "second question"]);
    second.expect_code(0);
    let first = finish(first, "first chat");
    let first: Value = serde_json::from_slice(&first.stdout).unwrap();
    let second = second.json();
    assert_eq!(
        (first["text"].as_str(), second["text"].as_str()),
        (Some("first reply"), Some("second reply"))
    );

    let rows = rows(&env);
    assert_eq!(rows.len(), 4, "{rows:#?}");
    let (a, b) = (first["runId"].as_str().unwrap(), second["runId"].as_str().unwrap());
    assert_eq!(run_rows(&rows, a), [pair("user", "first question"), pair("assistant", "first reply")]);
    assert_eq!(run_rows(&rows, b), [pair("user", "second question"), pair("assistant", "second reply")]);
    // The second turn saw the first one's message: one conversation, not two.
    let sent: Vec<String> = messages(&fake.body_json(1))
        .iter()
        .filter_map(|m| m["content"].as_str().map(str::to_string))
        .collect();
    assert!(sent.contains(&"first question".to_string()), "{sent:?}");
}

/// Writer with twenty long messages, well over the threshold of the 4000-token window of
/// `fake/gpt-4o-mini`; no topic check, no retries, lock waits of 30 s.
fn long_conversation(fake: &FakeLlm) -> TestEnv {
    let env = TestEnv::initialized();
    env.ok(&[
        "model",
        "add",
        "fake",
        "--base-url",
        &fake.base_url_v1(),
        "--api-key",
        "k",
        "--format",
        "chat-completions",
        "--model",
        "gpt-4o-mini:4000",
    ]);
    env.ok(&["model", "default", "fake/gpt-4o-mini"]);
    set(&env, "model.maxRetries", "0");
    set(&env, "model.timeoutSecs", "30");
    set(&env, "contextCompression.autoTopicCompress", "false");
    env.set_var("OKBOT_LOCK_WAIT_MS", "30000");
    assert_eq!(env.assistant("Writer"), OWNER);
    let rows: Vec<Value> = (1..=20)
        .map(|i| {
            let role = if i % 2 == 1 { "user" } else { "assistant" };
            let text =
                format!("Message {i}: {}", "the garden needs water and the roses need pruning ".repeat(20));
            msg(&format!("msg_{i:04}"), i, role, &text)
        })
        .collect();
    append(&env, OWNER, &rows);
    env
}

const SUMMARY_CHAT: &str = "## Goal\n- CHAT-SUMMARY (must be dropped)";

#[test]
fn a_chat_compression_that_races_a_compress_now_is_dropped_not_applied_twice() {
    // The chat's compression takes two summarizer calls; `compress --now` (with the offline
    // summarizer, so the one-at-a-time fake server does not queue it) runs while the first is
    // still being answered.
    let fake = FakeLlm::start(vec![
        delayed(5_000, openai_text(SUMMARY_CHAT)),
        openai_text(SUMMARY_CHAT),
        openai_sse_text(&["reply"]),
    ]);
    let env = long_conversation(&fake);
    // One more reply, so that with the chat's message `compress --now` keeps twelve, ending its
    // fold after a reply (it keeps the person's message with the reply to it otherwise).
    append(&env, OWNER, &[msg("msg_0021", 21, "assistant", "Message 21: noted.")]);
    // A short offline summary, so that what compress --now keeps fits the chat's window (and
    // instructions of the size this 4000-token window was tuned for: without manage_note's note).
    set(&env, "contextCompression.summaryMaxChars", "200");
    set(&env, "tools.manage_note.enabled", "false");
    let chat = spawn(&env, &["chat", "--json", "what next?"], None);
    assert_eq!(wait_requests(&fake, 1, 30_000), 1, "the chat's summarizer was called");
    assert_eq!(fake.body_json(0)["stream"], false, "the first request is the summarizer");
    // The chat holds no lock while its summarizer runs: this compression takes it and wins.
    let now = env
        .std_command(&["compress", "--now"])
        .env("OKBOT_MODEL", "offline")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn okbot");
    finish(now, "compress --now");
    assert_eq!(fake.requests().len(), 1, "it finished while the chat's first summarizer call was answered");
    let out = finish(chat, "chat");

    let doc: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(doc["text"], "reply");
    assert_eq!(doc["compressed"], serde_json::json!([]), "the chat's stale compression was dropped: {doc:#}");
    let log = compactions(&env, OWNER);
    assert_eq!(log.len(), 1, "one compression, not two: {log:#?}");
    assert_eq!(log[0]["mode"], "now");
    assert_null(&log[0], "fromId");
    let summary = env.json_file(&format!("{OWNER}/session-summary.json"));
    let won = summary["summary"].as_str().unwrap().to_string();
    assert!(won.contains("garden needs water"), "the offline summary of the first messages: {won}");
    assert_eq!(summary["compactions"], 1);
    assert_eq!(summary["coveredThroughId"], log[0]["toId"]);
    let requests = fake.requests();
    assert_eq!(requests.len(), 3, "the chat's two summarizer calls, then the chat");
    let system = system_text(&requests[2].json(), Api::OpenAi);
    assert!(system.contains(won.lines().next().unwrap()), "the chat was sent the summary that won");
    assert!(!system.contains("CHAT-SUMMARY"));
}

#[test]
fn a_chat_compression_that_races_a_session_reset_writes_no_summary_into_the_new_session() {
    let fake = FakeLlm::start(vec![
        delayed(3_000, openai_text(SUMMARY_CHAT)),
        openai_text(SUMMARY_CHAT),
        openai_sse_text(&["reply"]),
    ]);
    let env = long_conversation(&fake);

    let chat = spawn(&env, &["chat", "--json", "what next?"], None);
    assert_eq!(wait_requests(&fake, 1, 30_000), 1, "the chat's summarizer was called");
    let reset = env.run(&["session", "reset"]);
    reset.expect_code(0);
    let archived = reset.stdout.trim().to_string();
    // The turn stops: its conversation is gone (see the next tests).
    let out = chat.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    assert!(String::from_utf8_lossy(&out.stderr).contains("was reset or deleted"), "{out:?}");
    assert!(!env.exists(&format!("{OWNER}/session.jsonl")), "nothing written into the new conversation");
    assert!(!env.exists(&format!("{OWNER}/session-summary.json")), "no summary of archived rows");
    assert!(!env.exists(&format!("{OWNER}/compactions.jsonl")));
    let kept = std::fs::read_to_string(std::path::Path::new(&archived).join("session.jsonl")).unwrap();
    assert_eq!(kept.lines().count(), 21, "the archive holds the twenty rows and the question");
}

#[test]
fn waiters_for_an_owner_lock_are_served_in_the_order_they_came() {
    let env = TestEnv::initialized();
    assert_eq!(env.assistant("Writer"), OWNER);
    env.set_var("OKBOT_LOCK_WAIT_MS", "30000");
    let path = env.path(&format!("{OWNER}/.lock"));
    let holder =
        std::fs::OpenOptions::new().read(true).write(true).create(true).truncate(false).open(&path).unwrap();
    holder.lock().unwrap();
    // Each waiter is queued in the kernel before the next one starts.
    let mut waiters = Vec::new();
    for i in 1..=4 {
        let mut waiter = spawn(&env, &["session", "append", "--text", &format!("waiter {i}")], None);
        wait_until_queued_for_lock(&mut waiter);
        waiters.push(waiter);
    }
    assert!(!env.exists(&format!("{OWNER}/session.jsonl")), "all of them wait");
    drop(holder);
    for (i, w) in waiters.into_iter().enumerate() {
        finish(w, &format!("waiter {}", i + 1));
    }
    let texts: Vec<String> =
        rows(&env).iter().map(|r| r["item"]["content"].as_str().unwrap().to_string()).collect();
    assert_eq!(texts, ["waiter 1", "waiter 2", "waiter 3", "waiter 4"], "first come, first served");
}

#[test]
fn a_reply_that_comes_after_the_session_was_reset_is_not_written_into_the_new_one() {
    let fake = FakeLlm::start(vec![delayed(2_000, openai_sse_text(&["late reply"]))]);
    let env = fake_env(&fake, Api::OpenAi);
    set(&env, "model.timeoutSecs", "30");
    assert_eq!(env.assistant("Writer"), OWNER);

    let chat = spawn(&env, &["chat", "--no-evolve", "a question during the reset"], None);
    assert_eq!(wait_requests(&fake, 1, 30_000), 1, "the chat reached the provider");
    env.ok(&["session", "reset"]);
    let out = chat.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("was reset or deleted while okbot waited for the reply"), "{stderr}");
    assert!(stderr.contains("hint: "), "{stderr}");
    // The new conversation starts empty: no orphan reply at its head.
    assert!(
        !env.exists(&format!("{OWNER}/session.jsonl")),
        "{}",
        env.read(&format!("{OWNER}/session.jsonl"))
    );
}

#[test]
fn a_reply_that_comes_after_the_assistant_was_deleted_makes_no_folder_again() {
    let fake = FakeLlm::start(vec![delayed(2_000, openai_sse_text(&["late reply"]))]);
    let env = fake_env(&fake, Api::OpenAi);
    set(&env, "model.timeoutSecs", "30");
    assert_eq!(env.assistant("Writer"), OWNER);

    let chat = spawn(&env, &["chat", "--no-evolve", "a question during the delete"], None);
    assert_eq!(wait_requests(&fake, 1, 30_000), 1, "the chat reached the provider");
    env.ok(&["assistant", "delete", "Writer", "--yes"]);
    let out = chat.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    assert!(!env.path(OWNER).exists(), "the deleted assistant's folder stays gone");
    env.run(&["doctor"]).expect_code(0);
}
