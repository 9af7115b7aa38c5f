//! The y / N / always question on a terminal (DESIGN §7.4): `okbot chat` runs under a
//! pseudo-terminal (util-linux `script`), so it asks on stderr and reads the answer from the
//! terminal. "always" runs the call and makes the tool stop asking; it never lifts the
//! confirmation a schedule created by the model always needs (DESIGN §6.6).

mod chat_support;
mod common;
#[path = "support/fake_llm.rs"]
mod fake_llm;

use chat_support::*;
use common::TestEnv;
use serde_json::{Value, json};

const QUESTION: &str = "Allow? [y/N/always]";

/// Writer with the offline script `lines` selected through `OKBOT_MODEL`.
fn scripted(lines: &[Value]) -> TestEnv {
    let env = TestEnv::initialized();
    assert_eq!(env.assistant("Writer"), OWNER);
    let path = env.home().join("script.jsonl");
    std::fs::write(&path, lines.iter().map(|l| format!("{l}\n")).collect::<String>()).unwrap();
    env.set_var("OKBOT_MODEL", &format!("offline:script={}", path.display()));
    env
}

/// `okbot chat MESSAGE` on a pseudo-terminal whose keyboard types `answer`; returns the exit
/// code and everything the terminal showed (stdout and stderr together).
fn chat_on_terminal(env: &TestEnv, message: &str, answer: &str) -> (Option<i32>, String) {
    let mut cmd = env.shell(&format!("script -qec \"$OKBOT chat '{message}'\" /dev/null"));
    cmd.stdin(std::process::Stdio::piped()).stdout(std::process::Stdio::piped());
    let mut child = cmd.spawn().expect("run script");
    std::io::Write::write_all(child.stdin.as_mut().unwrap(), answer.as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    (out.status.code(), String::from_utf8_lossy(&out.stdout).replace("\r\n", "\n"))
}

fn results(env: &TestEnv) -> Vec<(String, String)> {
    rows(env)
        .into_iter()
        .filter(|r| r["item"]["type"] == "function_call_result")
        .map(|r| {
            (
                r["item"]["name"].as_str().unwrap().to_string(),
                r["item"]["status"].as_str().unwrap().to_string(),
            )
        })
        .collect()
}

fn approval(env: &TestEnv, tool: &str) -> String {
    env.json_file("settings.json")["tools"][tool]["approval"].as_str().unwrap_or_default().to_string()
}

#[test]
fn always_on_a_terminal_runs_the_call_and_the_tool_stops_asking() {
    let search = |id: &str| json!({"tool_calls": [{"id": id, "name": "search_history", "arguments": {"query": "alpha"}}]});
    let env = scripted(&[
        search("c1"),
        json!({"text": "first done"}),
        search("c2"),
        json!({"text": "second done"}),
    ]);
    set(&env, "tools.search_history.approval", "ask");

    let (code, screen) = chat_on_terminal(&env, "find alpha", "always\n");
    assert_eq!(code, Some(0), "{screen}");
    assert!(
        screen.contains(&format!(
            "okbot: the assistant wants to search earlier messages for “alpha”. {QUESTION}"
        )),
        "{screen}"
    );
    assert!(screen.contains("okbot: searching earlier messages for “alpha”…"), "{screen}");
    assert!(screen.contains("first done"), "{screen}");
    assert_eq!(approval(&env, "search_history"), "allow", "always is remembered in the settings");
    assert_eq!(results(&env), [("search_history".to_string(), "completed".to_string())]);

    // Nothing is typed this time: had it asked, the empty answer would have declined.
    let (code, screen) = chat_on_terminal(&env, "again", "");
    assert_eq!(code, Some(0), "{screen}");
    assert!(!screen.contains(QUESTION), "the tool no longer asks\n{screen}");
    assert!(screen.contains("second done"), "{screen}");
    assert_eq!(results(&env).iter().filter(|(_, status)| status == "completed").count(), 2);
}

#[test]
fn always_never_lifts_the_confirmation_of_a_schedule_the_model_creates() {
    let create = |id: &str, prompt: &str| {
        json!({"tool_calls": [{"id": id, "name": "manage_schedule",
            "arguments": {"action": "create", "schedule": "daily 09:00", "prompt": prompt}}]})
    };
    let env = scripted(&[
        create("c1", "water the plants"),
        json!({"text": "scheduled"}),
        create("c2", "feed the cat"),
        json!({"text": "not scheduled"}),
    ]);

    let (code, screen) = chat_on_terminal(&env, "remind me", "always\n");
    assert_eq!(code, Some(0), "{screen}");
    assert!(
        screen.contains(&format!(
            "the assistant wants to schedule “water the plants” (daily 09:00). {QUESTION}"
        )),
        "{screen}"
    );
    assert_eq!(approval(&env, "manage_schedule"), "allow");
    assert_eq!(results(&env), [("manage_schedule".to_string(), "completed".to_string())]);

    // The settings now allow the tool, yet creating a job still asks; "n" declines it.
    let (code, screen) = chat_on_terminal(&env, "and the cat", "n\n");
    assert_eq!(code, Some(0), "{screen}");
    assert!(
        screen.contains(&format!("the assistant wants to schedule “feed the cat” (daily 09:00). {QUESTION}")),
        "{screen}"
    );
    assert!(screen.contains("not scheduled"), "{screen}");
    let last = results(&env).pop().unwrap();
    assert_eq!(last, ("manage_schedule".to_string(), "denied".to_string()));
    let jobs = env.read(&format!("{OWNER}/schedules.jsonl"));
    assert_eq!(jobs.lines().count(), 1, "only the first job exists\n{jobs}");
    assert!(jobs.contains("water the plants") && !jobs.contains("feed the cat"), "{jobs}");
}
