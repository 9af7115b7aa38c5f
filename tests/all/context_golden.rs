//! Golden files for `okbot context show` (DESIGN §4.1–4.3): the human text and a stable subset
//! of `--json` (block and item token counts, totals, coverage, the stable-prefix hash).
//!
//! The files live in tests/golden/. After an intended change to the output, regenerate them
//! and review the diff:
//!
//!     OKBOT_BLESS=1 cargo test --test all context_golden::
//!
//! (refused when `CI` is set: see `support/golden.rs`).
//!
//! Every id and time is fixed (rows are appended with their ids and `createdAt`, the clock is
//! pinned with OKBOT_NOW), so the output is byte-for-byte reproducible.

use crate::support::TestEnv;
use crate::support::context::*;
use serde_json::{Map, Value, json};

/// Compare `actual` with tests/golden/NAME.txt (or write it when blessing).
#[track_caller]
fn golden(name: &str, actual: &str) {
    crate::support::golden::check(name, actual);
}

/// `context show ARGS` (human text).
#[track_caller]
fn show(env: &TestEnv, args: &[&str]) -> String {
    let mut all = vec!["context", "show"];
    all.extend_from_slice(args);
    let run = env.run(&all);
    run.expect_code(0);
    assert_eq!(run.stderr, "", "context show warned: {run:?}");
    run.stdout
}

/// The stable subset of `context show --json ARGS`, pretty-printed.
#[track_caller]
fn show_json(env: &TestEnv, args: &[&str]) -> String {
    let v = context_json(env, args);
    let pick = |obj: &Value, keys: &[&str]| -> Value {
        let mut m = Map::new();
        for k in keys {
            if let Some(x) = obj.get(*k) {
                m.insert(k.to_string(), x.clone());
            }
        }
        Value::Object(m)
    };
    let blocks: Vec<Value> =
        v["blocks"].as_array().unwrap().iter().map(|b| pick(b, &["name", "tokens"])).collect();
    let items: Vec<Value> =
        v["items"].as_array().unwrap().iter().map(|i| pick(i, &["id", "type", "role", "tokens"])).collect();
    let subset = json!({
        "ownerId": v["ownerId"],
        "model": v["model"],
        "method": v["method"],
        "stablePrefixHash": v["stablePrefixHash"],
        "blocks": blocks,
        "items": items,
        "message": v.get("message").cloned().unwrap_or(Value::Null),
        "totals": v["totals"],
        "coverage": v["coverage"],
    });
    format!("{}\n", serde_json::to_string_pretty(&subset).unwrap())
}

/// A short working conversation: messages with identifiers, a tool call and its result, and a
/// hidden schedule trigger (the model sees it).
fn small() -> (TestEnv, String) {
    let rows = vec![
        msg(
            "msg_0001",
            &stamp(1),
            "user",
            "Help me move the blog to Hugo. The old config is /srv/blog/_config.yml.",
        ),
        msg("msg_0002", &stamp(2), "assistant", "Sure. Which theme do you want?"),
        msg("msg_0003", &stamp(3), "user", "Keep the current look. Search what we said about themes."),
        call("evt_0004", &stamp(4), "call_1", "search_history", r#"{"query":"theme"}"#),
        result("evt_0005", &stamp(5), "call_1", "search_history", "msg_0002: Sure. Which theme do you want?"),
        msg("msg_0006", &stamp(6), "assistant", "Nothing earlier. I will port the current theme."),
        hidden("msg_0007", &stamp(7), "[schedule] daily check-in"),
        msg("msg_0008", &stamp(8), "assistant", "Daily check-in: the port is half done."),
    ];
    writer_with(&rows)
}

#[test]
fn context_show_without_a_summary_matches_its_golden_files() {
    let (env, _) = small();
    golden("context_show_no_summary", &show(&env, &[]));
    golden("context_show_no_summary.json", &show_json(&env, &["--message", "Is the port finished?"]));
}

#[test]
fn context_show_with_a_summary_matches_its_golden_files() {
    let (env, _) = writer_with(&turns(1, 20, |i| {
        format!("Step {i}: copy /srv/blog/posts/{i:02}.md and check the links (ticket BLOG_{}).", 4400 + i)
    }));
    compress_ok(&env, &["--now"]);
    golden("context_show_summary", &show(&env, &[]));
    golden("context_show_summary.json", &show_json(&env, &[]));
}

/// Messages 1–20 at 22:00:01–22:00:20, a compression at 22:30 (covering msg_0008), then
/// messages 21–24 at 22:31–22:34.
fn compressed_between_turns() -> (TestEnv, String, String) {
    let text = |i: usize| format!("Turn {i}: we discuss chapter {i} of the manual.");
    let (env, id) = writer_with(&turns(1, 20, text));
    let before = show(&env, &["--at", "msg_0019"]);
    env.set_var("OKBOT_NOW", "2026-11-29T22:30:00Z");
    compress_ok(&env, &["--now"]);
    assert_eq!(coverage(&env, &id).as_deref(), Some("msg_0008"));
    let late: Vec<Value> = (21..=24)
        .map(|i| msg(&mid(i), &format!("2026-11-29T22:{}:00.000Z", i + 10), role(i), &text(i)))
        .collect();
    append(&env, "Writer", &late);
    env.set_var("OKBOT_NOW", crate::support::NOW);
    (env, id, before)
}

#[test]
fn context_show_at_a_message_sent_before_a_compression_shows_what_the_model_saw_then() {
    let (env, _, before) = compressed_between_turns();
    // msg_0019 was sent (22:00:19) and answered (22:00:20) before the compression (22:30): the
    // model saw the whole transcript, no summary. A later compression does not change that.
    golden("context_show_at_before_compression", &before);
    let after = show(&env, &["--at", "msg_0019"]);
    assert!(!after.contains("Summary of the earlier conversation"), "the summary came later:\n{after}");
    assert_eq!(after, before, "--at msg_0019 changed after a later compression");
}

#[test]
fn context_show_at_a_message_sent_after_a_compression_shows_the_summary_and_the_tail() {
    let (env, _, _) = compressed_between_turns();
    let at = show(&env, &["--at", "msg_0021"]);
    assert!(at.contains("Summary of the earlier conversation"), "{at}");
    assert!(at.contains("\n## session items\n[user] Turn 9: "), "the tail starts after coverage:\n{at}");
    assert!(at.ends_with("[assistant] Turn 20: we discuss chapter 20 of the manual.\n[user] Turn 21: we discuss chapter 21 of the manual.\n"), "{at}");
    golden("context_show_at_after_compression", &at);
    golden("context_show_at_after_compression.json", &show_json(&env, &["--at", "msg_0021"]));
}

#[test]
fn context_show_of_a_squad_matches_its_golden_files() {
    let env = TestEnv::initialized();
    env.ok(&["assistant", "create", "Writer", "--description", "drafts posts"]);
    env.ok(&["assistant", "create", "Critic", "--description", "reviews drafts"]);
    let squad = env
        .ok(&["squad", "create", "Team", "-m", "Writer:lead", "-m", "Critic:reviewer", "-d", "ship the blog"])
        .trim_end()
        .to_string();
    assert_eq!(squad, "squad_20261129_001");
    append(
        &env,
        "Team",
        &[
            msg("msg_0001", &stamp(1), "user", "Team, plan the launch post for Friday."),
            msg(
                "msg_0002",
                &stamp(2),
                "assistant",
                "Writer drafts by Thursday; Critic reviews Friday morning.",
            ),
            msg("msg_0003", &stamp(3), "user", "Good. Put the draft in /drafts/launch.md."),
        ],
    );
    golden("context_show_squad", &show(&env, &["-a", "Team"]));
    golden("context_show_squad.json", &show_json(&env, &["-a", "Team"]));
}
