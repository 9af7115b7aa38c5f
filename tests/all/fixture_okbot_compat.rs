//! A data root written by hand the way the OkBot desktop app writes it (tests/fixtures/okbot-root,
//! DESIGN §2–3): okbot must read it correctly and must not change a byte of it.
//!
//! The fixture holds two assistants (Writer with SOUL.md, Archivist with only AGENTS.md), a
//! squad, OkBot-style `msg_<16hex>` / `evt_<16hex>` ids, array content parts
//! (`output_text` / `input_text`), tool calls and results with both `callId` and `call_id`, a
//! reasoning item, a `<think>` span, a think-only reply, a hidden schedule trigger, one damaged
//! line (line 7 of Writer's transcript), and a session summary.

use crate::support::chat::{Api, configure, system_text};
use crate::support::fake_llm::{FakeLlm, openai_sse_text};
use crate::support::{Snapshot, TestEnv, head_lines};
use serde_json::json;

const WRITER: &str = "bot_20261101_001";
const ARCHIVIST: &str = "bot_20261015_001";
const DESK: &str = "squad_20261102_001";

fn fixture() -> (TestEnv, Snapshot) {
    let env = TestEnv::from_fixture("okbot-root");
    let snapshot = env.snapshot_all();
    (env, snapshot)
}

/// Every read command of this test suite, run against the fixture.
const READ_COMMANDS: &[&[&str]] = &[
    &["assistant", "list"],
    &["assistant", "list", "--json"],
    &["assistant", "show", "Writer"],
    &["assistant", "show", "Archivist", "--json"],
    &["squad", "list"],
    &["squad", "show", "Desk", "--json"],
    &["session", "show", "-a", "Writer"],
    &["session", "show", "-a", "Writer", "--all"],
    &["session", "show", "-a", "Writer", "--json"],
    &["session", "show", "-a", "Writer", "--all", "--json", "-n", "3"],
    &["session", "show", "-a", "Writer", "--before", "msg_3f9a1c2b4d5e6f77"],
    &["session", "show", "-a", "Archivist"],
    &["session", "show", "-a", "Desk"],
    &["session", "list"],
    &["session", "list", "--json"],
    &["status"],
    &["status", "--json"],
    &["status", "-a", "Writer", "--json"],
    &["doctor"],
    &["doctor", "--json"],
    &["settings", "show"],
    &["settings", "get", "contextCompression.ratio"],
    &["settings", "get", "theme"],
];

#[test]
fn no_read_command_changes_a_byte_or_adds_a_file_in_an_okbot_root() {
    let (env, before) = fixture();
    assert!(before.0.contains_key(&format!("{WRITER}/session.jsonl")), "the fixture was copied");
    for args in READ_COMMANDS {
        let run = env.run(args);
        let expected = if args[0] == "doctor" { 3 } else { 0 };
        assert_eq!(run.code, Some(expected), "`okbot {}`\n{run:?}", args.join(" "));
        before.assert_unchanged(&env.snapshot_all(), &format!("`okbot {}`", args.join(" ")));
    }
    // And the copy matches the fixture in the repository byte for byte.
    let original = Snapshot::of(&crate::support::fixture_dir("okbot-root"));
    let bytes = |s: &Snapshot| -> Vec<(String, Option<Vec<u8>>)> {
        s.0.iter()
            .map(|(p, n)| {
                let b = match n {
                    crate::support::Node::File { bytes, .. } => Some(bytes.clone()),
                    crate::support::Node::Dir { .. } => None,
                };
                (p.clone(), b)
            })
            .collect()
    };
    assert!(bytes(&original) == bytes(&env.snapshot_all()), "the fixture copy differs from the repository");
}

#[test]
fn assistant_list_reads_the_okbot_roster_in_its_order() {
    let (env, _) = fixture();
    assert_eq!(
        env.ok(&["assistant", "list"]),
        format!("{WRITER}\tWriter\tDrafts poems and letters\n{ARCHIVIST}\tArchivist\n")
    );
    assert_eq!(
        env.run(&["assistant", "list", "--json"]).json(),
        json!([
            {"id": WRITER, "name": "Writer", "description": "Drafts poems and letters", "sortOrder": 0},
            {"id": ARCHIVIST, "name": "Archivist", "description": "", "sortOrder": 1}
        ])
    );
}

#[test]
fn an_assistant_with_only_agents_md_uses_it_as_its_persona() {
    let (env, _) = fixture();
    assert_eq!(
        env.ok(&["assistant", "show", "Archivist"]),
        format!(
            "id:          {ARCHIVIST}\nname:        Archivist\nfolder:      {}\npersona:     AGENTS.md\ncreated:     2026-10-15T12:00:00.000Z\nsquads:      {DESK}\n",
            env.path(ARCHIVIST).display()
        )
    );
    let doc = env.run(&["assistant", "show", "Writer", "--json"]).json();
    assert_eq!(doc["personaFile"], json!("SOUL.md"));
    assert_eq!(doc["bot"]["emoji"], json!("✍️"));

    // And AGENTS.md is what the model is told: it is in the system text of the request.
    let fake = FakeLlm::start(vec![openai_sse_text(&["Noted."])]);
    configure(&env, &fake, Api::OpenAi);
    let run = env.run(&["chat", "-a", "Archivist", "what do you do?"]);
    run.expect_code(0);
    assert_eq!(run.stdout, "Noted.\n");
    let agents = env.read(&format!("{ARCHIVIST}/AGENTS.md"));
    assert_eq!(agents, "# Archivist\nKeep records tidy and cite sources.\n");
    let system = system_text(&fake.body_json(0), Api::OpenAi);
    assert!(system.contains(agents.trim_end()), "AGENTS.md is in the system text:\n{system}");
    let writer_soul = env.read(&format!("{WRITER}/SOUL.md"));
    assert!(!system.contains(writer_soul.trim_end()), "only the Archivist's own persona:\n{system}");
}

#[test]
fn session_show_projects_okbot_rows_for_people() {
    let (env, _) = fixture();
    let run = env.run(&["session", "show", "-a", "Writer"]);
    run.expect_code(0);
    assert_eq!(
        run.stdout,
        "[2026-11-01 09:00] user: Draft a haiku about autumn.\n\
         [2026-11-01 09:00] assistant: Red leaves drift and fall\n    the river carries them home\n\
         [2026-11-01 09:05] user: Now check the weather in Oslo.\n\
         [2026-11-01 09:05] assistant: It is 4°C with light rain in Oslo.\n\
         [2026-11-02 07:00] assistant: Good morning! Nothing new today.\n\
         [2026-11-02 07:10] user: Thanks!\n"
    );
    assert!(
        run.stderr.starts_with(&format!(
            "okbot: warning: skipped 1 damaged line(s) in `{}` (first at byte ",
            env.path(&format!("{WRITER}/session.jsonl")).display()
        )),
        "{run:?}"
    );
}

#[test]
fn session_show_all_adds_tool_rows_with_either_call_id_spelling() {
    let (env, _) = fixture();
    assert_eq!(
        env.ok(&["session", "show", "-a", "Writer", "--all", "-q"]),
        "[2026-11-01 09:00] user: Draft a haiku about autumn.\n\
         [2026-11-01 09:00] assistant: Red leaves drift and fall\n    the river carries them home\n\
         [2026-11-01 09:05] user: Now check the weather in Oslo.\n\
         [2026-11-01 09:05] tool call get_weather: {\"city\":\"Oslo\"}\n\
         [2026-11-01 09:05] tool result get_weather (completed): 4°C, light rain\n\
         [2026-11-01 09:05] assistant: It is 4°C with light rain in Oslo.\n\
         [2026-11-02 07:00] tool call manage_note: {\"action\":\"list\"}\n\
         [2026-11-02 07:00] tool result manage_note (failed): no notes yet\n\
         [2026-11-02 07:00] assistant: Good morning! Nothing new today.\n\
         [2026-11-02 07:10] user: Thanks!\n"
    );
}

#[test]
fn session_show_json_keeps_okbot_ids_and_strips_think_spans() {
    let (env, _) = fixture();
    let run = env.run(&["session", "show", "-a", "Writer", "--json"]);
    run.expect_code(0);
    let rows = run.json();
    let ids: Vec<&str> = rows.as_array().unwrap().iter().map(|r| r["id"].as_str().unwrap()).collect();
    assert_eq!(
        ids,
        [
            "msg_3f9a1c2b4d5e6f70",
            "msg_3f9a1c2b4d5e6f71",
            "msg_3f9a1c2b4d5e6f72",
            "msg_3f9a1c2b4d5e6f77",
            "msg_3f9a1c2b4d5e6f7b",
            "msg_3f9a1c2b4d5e6f7d"
        ]
    );
    assert_eq!(
        rows[1],
        json!({"id": "msg_3f9a1c2b4d5e6f71", "createdAt": "2026-11-01T09:00:05.000Z", "kind": "message",
               "role": "assistant", "text": "Red leaves drift and fall\nthe river carries them home"})
    );
    assert!(!run.stdout.contains("<think>"), "{run:?}");
    assert!(!run.stdout.contains("morning check-in"), "the hidden trigger is not shown");

    let tail = env.run(&["session", "show", "-a", "Writer", "--all", "--json", "-n", "3", "-q"]).json();
    assert_eq!(
        tail[0],
        json!({"id": "evt_3f9a1c2b4d5e6f7a", "createdAt": "2026-11-02T07:00:02.000Z", "kind": "tool_result",
               "name": "manage_note", "status": "failed", "text": "no notes yet"})
    );
    assert_eq!(tail.as_array().unwrap().len(), 3);
}

#[test]
fn session_show_before_an_okbot_id_pages_backwards_across_the_damaged_line() {
    let (env, _) = fixture();
    let run = env.run(&["session", "show", "-a", "Writer", "--before", "msg_3f9a1c2b4d5e6f77", "-n", "2"]);
    run.expect_code(0);
    assert_eq!(
        run.stdout,
        "[2026-11-01 09:00] assistant: Red leaves drift and fall\n    the river carries them home\n\
         [2026-11-01 09:05] user: Now check the weather in Oslo.\n"
    );
}

#[test]
fn session_show_of_a_squad_and_of_an_owner_without_a_transcript() {
    let (env, _) = fixture();
    assert_eq!(
        env.ok(&["session", "show", "-a", "desk"]),
        "[2026-11-02 10:00] user: Team, plan the newsletter.\n\
         [2026-11-02 10:00] assistant: Writer here: I will draft the intro.\n"
    );
    assert_eq!(env.ok(&["session", "show", "-a", "Archivist"]), "");
}

#[test]
fn session_list_counts_messages_and_damaged_lines_per_owner() {
    let (env, _) = fixture();
    assert_eq!(
        env.ok(&["session", "list"]),
        format!(
            "{WRITER}\tWriter\t6 messages\t2026-11-02 07:10\n\
             {ARCHIVIST}\tArchivist\t0 messages\tnever\n\
             {DESK}\tDesk\t2 messages\t2026-11-02 10:00\n"
        )
    );
    assert_eq!(
        env.run(&["session", "list", "--json"]).json(),
        json!([
            {"id": WRITER, "name": "Writer", "kind": "assistant", "messages": 6, "records": 13,
             "lastActivity": "2026-11-02T07:10:00.000Z", "damagedLines": 1},
            {"id": ARCHIVIST, "name": "Archivist", "kind": "assistant", "messages": 0, "records": 0,
             "lastActivity": null, "damagedLines": 0},
            {"id": DESK, "name": "Desk", "kind": "squad", "messages": 2, "records": 2,
             "lastActivity": "2026-11-02T10:00:07.000Z", "damagedLines": 0}
        ])
    );
}

#[test]
fn status_reads_the_okbot_model_catalog_and_the_last_usage() {
    let (env, _) = fixture();
    assert_eq!(
        head_lines(&env.ok(&["status"])),
        format!(
            "root: {}\n\
             {WRITER}  Writer  6 messages  model local/llama3 (window 32768)  last activity 2026-11-02 07:10  (1 damaged lines)\n\
             {ARCHIVIST}  Archivist  0 messages  model local/llama3 (window 32768)  last activity never\n\
             {DESK}  Desk  2 messages  model local/llama3 (window 32768)  last activity 2026-11-02 10:00\n",
            env.root_str()
        )
    );
    let doc = env.run(&["status", "--json"]).json();
    assert_eq!(doc["initialized"], json!(true));
    let writer = &doc["owners"][0];
    assert_eq!(writer["id"], json!(WRITER));
    assert_eq!(writer["records"], json!(13));
    assert_eq!(writer["damagedLines"], json!(1));
    assert_eq!(writer["lastUsage"], json!({"input": 410, "output": 12, "cache": 256}));
    assert_eq!(
        writer["model"],
        json!({"providerId": "local", "modelId": "llama3", "apiFormat": "chat_completions",
               "contextWindow": 32768, "source": "settings"})
    );
    assert_eq!(doc["owners"][2]["kind"], json!("squad"));
}

#[test]
fn doctor_finds_exactly_the_damaged_line_of_the_okbot_root() {
    let (env, _) = fixture();
    let run = env.run(&["doctor"]);
    run.expect_code(3);
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(lines.len(), 3, "{run:?}");
    assert!(
        lines[0].starts_with(&format!(
            "error: {}/{WRITER}/session.jsonl:7: damaged line: EOF while parsing",
            env.root_str()
        )),
        "{run:?}"
    );
    assert_eq!(lines[1], "  hint: okbot skips it and leaves it in place; fix or remove it by hand");
    assert_eq!(lines[2], "1 error, 0 warnings");

    let json = env.run(&["doctor", "--json"]);
    json.expect_code(3);
    let doc = json.json();
    assert_eq!(doc["errors"], json!(1));
    assert_eq!(doc["warnings"], json!(0));
    let finding = &doc["findings"][0];
    assert_eq!(finding["severity"], json!("error"));
    assert_eq!(finding["path"], json!(format!("{WRITER}/session.jsonl")));
    assert_eq!(finding["line"], json!(7));
}

#[test]
fn settings_written_by_okbot_desktop_are_read_with_their_unknown_keys() {
    let (env, _) = fixture();
    assert_eq!(env.ok(&["settings", "get", "contextCompression.ratio"]), "0.7\n");
    assert_eq!(env.ok(&["settings", "get", "theme"]), "dark\n");
    let run = env.run(&["settings", "show"]);
    run.expect_code(0);
    assert_eq!(run.stderr, "", "a valid OkBot settings file needs no warning");
    let doc = run.json();
    assert_eq!(doc["model"]["providers"][0]["apiKey"], json!("…abcd (hidden)"));
    // Keys OkBot does not write get their defaults.
    assert_eq!(doc["pruning"]["keepToolResults"], json!(3));
}

#[test]
fn an_append_to_the_okbot_transcript_only_adds_bytes_at_the_end() {
    let (env, before) = fixture();
    let rel = format!("{WRITER}/session.jsonl");
    let msg = env.say("Writer", "One more, please.");
    let old = match &before.0[&rel] {
        crate::support::Node::File { bytes, .. } => bytes.clone(),
        crate::support::Node::Dir { .. } => unreachable!(),
    };
    let new = env.bytes(&rel);
    assert!(new.starts_with(&old), "the OkBot rows are untouched");
    let added = String::from_utf8(new[old.len()..].to_vec()).unwrap();
    let row: serde_json::Value = serde_json::from_str(added.trim_end()).unwrap();
    assert_eq!(row["id"], json!(msg));
    assert_eq!(added.matches('\n').count(), 1);
    // Nothing else in the root changed, apart from the new lock file.
    let mut after = env.snapshot();
    after.0.remove(&rel);
    let mut expected = before.clone();
    expected.0.remove(&rel);
    expected.assert_unchanged(&after, "an append");
}

#[test]
fn roster_rewrites_keep_the_keys_okbot_wrote() {
    let (env, _) = fixture();
    let bot_before = env.json_file(&format!("{WRITER}/bot.json"));
    env.ok(&["assistant", "rename", "Writer", "Poet"]);
    assert_eq!(
        env.json_file("bots.json"),
        json!([
            {"id": WRITER, "name": "Poet", "description": "Drafts poems and letters", "sortOrder": 0},
            {"id": ARCHIVIST, "name": "Archivist", "description": "", "sortOrder": 1}
        ])
    );
    let mut bot_expected = bot_before.clone();
    bot_expected["updatedAt"] = json!(crate::support::STAMP);
    assert_eq!(env.json_file(&format!("{WRITER}/bot.json")), bot_expected, "only updatedAt changes");

    let third = env.assistant("Third");
    env.ok(&["squad", "add-member", "Desk", "Third"]);
    env.ok(&["squad", "remove-member", "Desk", &third]);
    let squad = &env.json_file("squads.json")[0];
    assert_eq!(squad["color"], json!("#f59e0b"));
    assert_eq!(
        squad["members"],
        json!([
            {"botId": WRITER, "role": "drafts", "muted": false},
            {"botId": ARCHIVIST, "role": "checks facts"}
        ])
    );
    assert_eq!(squad["createdAt"], json!("2026-11-02T09:59:00.000Z"));
    assert_eq!(squad["updatedAt"], json!(crate::support::STAMP));
}
