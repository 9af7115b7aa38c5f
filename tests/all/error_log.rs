//! README "Only real failures are logged": exit codes 1, 4, 5, 6 and 130 add a redacted line to
//! `logs/errors-YYYY-MM-DD.jsonl` (the day of the pinned clock); usage errors (2), findings (3),
//! approvals (7) and silent answers (a search with no match) do not. Logs older than three days
//! are removed.

use crate::common;
use crate::support::chat as chat_support;
use crate::support::fake_llm;

use std::process::Stdio;
use std::time::Duration;

use chat_support::*;
use common::{Run, TestEnv, parse_lines};
use fake_llm::*;
use serde_json::{Value, json};

const LOG: &str = "logs/errors-2026-11-29.jsonl";

/// The lines of one day's error log (none when the file is absent).
fn log_lines(env: &TestEnv, rel: &str) -> Vec<Value> {
    if env.exists(rel) { parse_lines(&env.read(rel)) } else { Vec::new() }
}

/// Every file in `logs/`, sorted.
fn log_files(env: &TestEnv) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(env.path("logs"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// Exactly one line was logged for this failure, with its command, code and message.
#[track_caller]
fn assert_logged(env: &TestEnv, run: &Run, command: &str, code: u8) {
    let lines = log_lines(env, LOG);
    assert_eq!(lines.len(), 1, "one line for exit {code}: {lines:#?}\n{run:?}");
    let line = &lines[0];
    assert_eq!(line["at"], common::STAMP, "{line}");
    assert_eq!(line["command"], command, "{line}");
    assert_eq!(line["code"], code, "{line}");
    let message = line["message"].as_str().expect("a message");
    assert!(!message.is_empty(), "{line}");
    let keys: Vec<&str> = line.as_object().unwrap().keys().map(String::as_str).collect();
    assert_eq!(keys, ["at", "command", "code", "message"], "{line}");
}

#[test]
fn a_general_failure_exit_1_is_logged_with_its_message() {
    let env = TestEnv::initialized();
    assert_eq!(env.assistant("Writer"), OWNER);
    std::fs::create_dir(env.path(&format!("{OWNER}/session.jsonl"))).unwrap();
    let run = env.run(&["session", "show", "-a", "Writer"]);
    run.expect_error(1, "is a folder");
    assert_logged(&env, &run, "session", 1);
    let message = log_lines(&env, LOG)[0]["message"].as_str().unwrap().to_string();
    assert!(message.contains("session.jsonl` is a folder"), "the log keeps the error text: {message}");
}

#[test]
fn a_provider_failure_exit_5_is_logged() {
    let fake = FakeLlm::start(vec![server_error(500), server_error(500), server_error(500)]);
    let env = fake_env(&fake, Api::OpenAi);
    assert_eq!(env.assistant("Writer"), OWNER);
    let run = chat(&env, &["hello"]);
    run.expect_code(5);
    assert_logged(&env, &run, "chat", 5);
}

#[test]
fn a_context_still_too_long_exit_4_is_logged() {
    let fake = FakeLlm::start(vec![
        openai_context_too_long(),
        openai_text("## Goal\n- Summary of the earlier talk."),
        openai_context_too_long(),
    ]);
    let env = fake_env(&fake, Api::OpenAi);
    assert_eq!(env.assistant("Writer"), OWNER);
    let rows: Vec<Value> = (1..=6)
        .map(|i| {
            let role = if i % 2 == 1 { "user" } else { "assistant" };
            msg(&format!("msg_{i:04}"), i, role, &format!("Message fact-{i:02}: {}", "detail ".repeat(40)))
        })
        .collect();
    append(&env, OWNER, &rows);
    let run = chat(&env, &["and now?"]);
    run.expect_code(4);
    assert_logged(&env, &run, "chat", 4);
}

#[test]
fn a_held_lock_exit_6_is_logged() {
    let env = TestEnv::initialized();
    env.set_var("OKBOT_LOCK_WAIT_MS", "0");
    let lock = std::fs::OpenOptions::new()
        .read(true)
        .write(true)
        .create(true)
        .truncate(false)
        .open(env.path(".lock"))
        .unwrap();
    lock.lock().unwrap();
    let run = env.run(&["settings", "set", "timezone", "UTC"]);
    drop(lock);
    run.expect_code(6);
    assert_logged(&env, &run, "settings", 6);
}

/// A stream that sends a text piece every 100 ms for a minute.
fn trickle() -> Reply {
    let mut events: Vec<String> = vec![oa_chunk(json!({"role": "assistant", "content": "a"}), None)];
    events.extend((0..600).map(|_| oa_chunk(json!({"content": " b"}), None)));
    events.push(oa_chunk(json!({}), Some("stop")));
    events.push("[DONE]".into());
    Reply::Sse { events, delay_ms: 100 }
}

/// `okbot chat` interrupted with SIGINT once the fake has its request.
fn interrupted_chat(fake: &FakeLlm, env: &TestEnv) -> Run {
    set(env, "model.timeoutSecs", "60");
    let child = env
        .std_command(&["chat", "please wait"])
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn okbot chat");
    assert_eq!(wait_requests(fake, 1, 60_000), 1, "the chat reached the server");
    std::thread::sleep(Duration::from_millis(300));
    let kill = std::process::Command::new("kill").args(["-INT", &child.id().to_string()]).status().unwrap();
    assert!(kill.success());
    let out = child.wait_with_output().unwrap();
    Run {
        code: out.status.code(),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

#[test]
fn an_interrupted_chat_exit_130_is_logged() {
    let fake = FakeLlm::start(vec![trickle()]);
    let env = fake_env(&fake, Api::OpenAi);
    assert_eq!(env.assistant("Writer"), OWNER);
    let run = interrupted_chat(&fake, &env);
    run.expect_code(130);
    assert_logged(&env, &run, "chat", 130);
}

#[test]
fn an_interrupted_chat_waiting_on_a_silent_server_is_logged_too() {
    // Nothing arrives for a minute: the chat exits two seconds after Ctrl-C without waiting for
    // the next stream event, and still records the interruption.
    let fake = FakeLlm::start(vec![delayed(60_000, openai_sse_text(&["never"]))]);
    let env = fake_env(&fake, Api::OpenAi);
    assert_eq!(env.assistant("Writer"), OWNER);
    let run = interrupted_chat(&fake, &env);
    run.expect_code(130);
    assert_logged(&env, &run, "chat", 130);
}

#[test]
fn usage_errors_findings_approvals_and_silent_answers_are_not_logged() {
    let env = TestEnv::initialized();
    assert_eq!(env.assistant("Writer"), OWNER);
    env.say("Writer", "the alpha release ships on Friday");

    env.run(&["settings", "get", "no.such.setting"]).expect_code(2);
    env.run(&["session", "show", "-a", "Nobody"]).expect_code(2);
    // A finding: a roster entry with an invalid id.
    let bots = env.read("bots.json");
    env.write(
        "bots.json",
        bots.replacen('[', "[{\"id\":\"../up\",\"name\":\"Up\",\"description\":\"\"},", 1),
    );
    env.run(&["doctor"]).expect_code(3);
    env.write("bots.json", bots);
    // A search with no match exits 1 without a failure.
    env.run(&["history", "search", "-a", "Writer", "zebra"]).expect_code(1);
    // A tool call that needs approval, with nobody to ask.
    let script = env.home().join("script.jsonl");
    std::fs::write(
        &script,
        format!(
            "{}\n{}\n",
            json!({"tool_calls": [{"id": "call_q", "name": "search_history", "arguments": {"query": "alpha"}}]}),
            json!({"text": "all done"})
        ),
    )
    .unwrap();
    env.set_var("OKBOT_MODEL", &format!("offline:script={}", script.display()));
    set(&env, "tools.search_history.approval", "ask");
    chat(&env, &["what ships on Friday?"]).expect_code(7);

    assert!(!env.exists(LOG), "nothing logged: {:?}", log_lines(&env, LOG));
    assert!(log_files(&env).is_empty(), "{:?}", log_files(&env));
}

#[test]
fn a_failure_removes_logs_older_than_three_days_and_keeps_the_rest() {
    let env = TestEnv::initialized();
    assert_eq!(env.assistant("Writer"), OWNER);
    // `session show` of this owner fails with exit 1: its transcript is a folder.
    std::fs::create_dir(env.path(&format!("{OWNER}/session.jsonl"))).unwrap();
    for day in ["2026-11-20", "2026-11-26", "2026-11-27", "2026-11-28"] {
        env.write(
            &format!("logs/errors-{day}.jsonl"),
            format!(
                "{}\n",
                json!({"at": format!("{day}T12:00:00.000Z"), "command": "x", "code": 1, "message": "m"})
            ),
        );
    }
    env.write("logs/tick.log", "cron output\n");
    env.write("logs/errors-notes.jsonl", "not a dated log\n");

    // A success prunes nothing, nor does a usage error.
    env.ok(&["settings", "get", "timezone"]);
    env.run(&["settings", "set", "no.such", "1"]).expect_code(2);
    assert_eq!(log_files(&env).len(), 6, "{:?}", log_files(&env));

    // Today is the 29th: the 27th, 28th and 29th are kept.
    let run = env.run(&["session", "show", "-a", "Writer"]);
    run.expect_code(1);
    assert_eq!(
        log_files(&env),
        [
            "errors-2026-11-27.jsonl",
            "errors-2026-11-28.jsonl",
            "errors-2026-11-29.jsonl",
            "errors-notes.jsonl",
            "tick.log"
        ],
        "{run:?}"
    );
    assert_eq!(env.read("logs/tick.log"), "cron output\n");
    assert_eq!(log_lines(&env, "logs/errors-2026-11-28.jsonl").len(), 1);
    assert_eq!(log_lines(&env, LOG).len(), 1);

    // Two days later only the 29th (now the oldest kept day) and the new day's log remain.
    let later = env.run_at("2026-12-01T08:00:00Z", &["session", "show", "-a", "Writer"]);
    assert_eq!(later.code, Some(1), "{later:?}");
    assert_eq!(
        log_files(&env),
        ["errors-2026-11-29.jsonl", "errors-2026-12-01.jsonl", "errors-notes.jsonl", "tick.log"],
        "{later:?}"
    );
    let lines = log_lines(&env, "logs/errors-2026-12-01.jsonl");
    assert_eq!(lines.len(), 1);
    assert_eq!(lines[0]["at"], "2026-12-01T08:00:00.000Z");
    assert_eq!(lines[0]["code"], 1);
}
