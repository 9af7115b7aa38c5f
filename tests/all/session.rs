//! `okbot session append|show|list|reset` and owner resolution.

use std::io::{BufRead, BufReader};
use std::process::Stdio;

use crate::support::{STAMP, TestEnv, is_new_id, parse_lines, writer};
use serde_json::{Value, json};

// ---------------------------------------------------------------------------------------------
// append

#[test]
fn append_text_writes_one_envelope_v2_line_and_prints_its_id() {
    let (env, id) = writer();
    let run = env.run(&["session", "append", "-a", "Writer", "--text", "hello there"]);
    run.expect_code(0);
    let msg = run.stdout.trim_end();
    assert!(is_new_id(msg, "msg"), "id {msg:?}");
    assert_eq!(run.stdout, format!("{msg}\n"));
    assert_eq!(
        env.read(&format!("{id}/session.jsonl")),
        format!(
            "{{\"v\":2,\"id\":\"{msg}\",\"createdAt\":\"{STAMP}\",\"item\":{{\"type\":\"message\",\"role\":\"user\",\"content\":\"hello there\"}},\"meta\":{{\"uiRole\":\"user\"}}}}\n"
        )
    );
    assert_eq!(env.mode(&format!("{id}/session.jsonl")), 0o600);
}

#[test]
fn append_role_assistant_and_hidden_are_recorded_in_item_and_meta() {
    let (env, id) = writer();
    env.ok(&["session", "append", "--role", "assistant", "--text", "Hi!"]);
    env.ok(&["session", "append", "--hidden", "--text", "[schedule] tick"]);
    let rows = env.session_rows(&id);
    assert_eq!(rows[0]["item"], json!({"type": "message", "role": "assistant", "content": "Hi!"}));
    assert_eq!(rows[0]["meta"], json!({"uiRole": "assistant"}));
    assert_eq!(rows[1]["item"]["role"], json!("user"));
    assert_eq!(rows[1]["meta"], json!({"uiRole": "user", "hidden": true}));
}

#[test]
fn append_role_without_text_is_a_usage_error() {
    let (env, id) = writer();
    let run = env.run(&["session", "append", "--role", "assistant"]);
    run.expect_code(2);
    assert!(!env.exists(&format!("{id}/session.jsonl")));
}

#[test]
fn append_from_stdin_wraps_bare_items_and_keeps_envelopes_as_given() {
    let (env, id) = writer();
    let input = concat!(
        r#"{"type":"message","role":"user","content":"from stdin"}"#,
        "\n",
        r#"{"type":"function_call","callId":"c1","name":"search","arguments":"{\"q\":1}"}"#,
        "\n",
        "\n",
        r#"{"v":2,"id":"msg_00000000000000aa","createdAt":"2026-11-01T10:00:00.000Z","item":{"type":"message","role":"assistant","content":"kept"},"meta":{"uiRole":"assistant","custom":1},"extra":"x"}"#,
        "\n",
    );
    let out = env.ok_stdin(&["session", "append", "-a", "Writer"], input);
    let ids: Vec<&str> = out.lines().collect();
    assert_eq!(ids.len(), 3, "{out:?}");
    assert!(is_new_id(ids[0], "msg"), "{ids:?}");
    assert!(is_new_id(ids[1], "evt"), "tool rows get evt_ ids: {ids:?}");
    assert_eq!(ids[2], "msg_00000000000000aa");

    let rows = env.session_rows(&id);
    assert_eq!(
        rows[0],
        json!({"v": 2, "id": ids[0], "createdAt": STAMP,
               "item": {"type": "message", "role": "user", "content": "from stdin"},
               "meta": {"uiRole": "user"}})
    );
    assert_eq!(rows[1]["item"]["callId"], json!("c1"));
    assert_eq!(rows[1]["createdAt"], json!(STAMP));
    // The envelope line is stored exactly as given (key order and unknown keys included).
    let text = env.read(&format!("{id}/session.jsonl"));
    assert_eq!(
        text.lines().nth(2).unwrap(),
        r#"{"v":2,"id":"msg_00000000000000aa","createdAt":"2026-11-01T10:00:00.000Z","item":{"type":"message","role":"assistant","content":"kept"},"meta":{"uiRole":"assistant","custom":1},"extra":"x"}"#
    );
}

#[test]
fn append_with_one_bad_stdin_line_writes_nothing_and_names_the_line() {
    let (env, id) = writer();
    env.say("Writer", "before");
    let before = env.snapshot();
    let input = concat!(
        r#"{"type":"message","role":"user","content":"fine"}"#,
        "\n",
        r#"{"type":"message","role":"user","content":"fine too"}"#,
        "\n",
        "{not json\n",
        r#"{"type":"message","role":"user","content":"never"}"#,
        "\n",
    );
    let run = env.run_stdin(&["session", "append"], input);
    run.expect_error(2, "stdin line 3");
    assert!(run.stderr.contains("hint: nothing was appended"), "{run:?}");
    before.assert_unchanged(&env.snapshot(), "a rejected append");
    assert_eq!(env.session_rows(&id).len(), 1);
}

#[test]
fn append_refuses_rows_that_are_not_objects_or_have_no_type() {
    let (env, id) = writer();
    for (line, why) in [
        ("[1,2]", "a row must be a JSON object"),
        (r#"{"foo":1}"#, "the item has no `type`"),
        (r#"{"id":"x","item":"text"}"#, "`item` must be an object"),
    ] {
        env.run_stdin(&["session", "append"], format!("{line}\n")).expect_error(2, why);
    }
    env.run_stdin(&["session", "append"], "\n\n").expect_error(2, "no rows");
    assert!(!env.exists(&format!("{id}/session.jsonl")));
}

#[test]
fn append_normalises_every_row_into_the_envelope_the_app_keeps() {
    let (env, id) = writer();
    let input = [
        // An envelope without v, id or createdAt, an untyped message.
        json!({"item": {"role": "user", "content": "no envelope fields"}}),
        // `v` as a string, an epoch-milliseconds createdAt, an object content part.
        json!({"v": "2", "id": "msg_given", "createdAt": 1764457200000u64,
               "item": {"type": "message", "role": "assistant", "content": {"type": "output_text", "text": "hi"}}}),
        // Epoch seconds, snake_case created_at, meta kept with its unknown keys.
        json!({"created_at": 1764457200, "item": {"type": "message", "role": "user", "content": "s"}, "meta": {"custom": 1}}),
        // Bare tool rows with the snake_case call id and object arguments.
        json!({"type": "function_call", "call_id": "c1", "name": "search", "arguments": {"q": 1}}),
        json!({"type": "function_call_output", "tool_call_id": "c1", "output": "found"}),
        json!({"v": 2, "item": {"type": "function_call", "toolCallId": "c2", "name": "noargs"}}),
    ];
    let text: String = input.iter().map(|v| format!("{v}\n")).collect();
    let ids: Vec<String> = env.ok_stdin(&["session", "append"], &text).lines().map(str::to_string).collect();
    assert_eq!(ids.len(), 6);
    assert_eq!(ids[1], "msg_given");
    let rows = env.session_rows(&id);
    for (row, given) in rows.iter().zip(&ids) {
        let keys: Vec<&str> = row.as_object().unwrap().keys().map(String::as_str).collect();
        assert_eq!(&keys[..5], ["v", "id", "createdAt", "item", "meta"], "{row}");
        assert_eq!(row["v"], json!(2), "{row}");
        assert_eq!(&row["id"], given, "{row}");
        assert!(row["createdAt"].is_string() && row["meta"].is_object(), "{row}");
    }
    assert!(is_new_id(&ids[0], "msg") && is_new_id(&ids[3], "evt"), "{ids:?}");
    assert_eq!(rows[0]["createdAt"], json!(STAMP));
    assert_eq!(rows[0]["item"], json!({"type": "message", "role": "user", "content": "no envelope fields"}));
    assert_eq!(rows[0]["meta"], json!({"uiRole": "user"}));
    assert_eq!(rows[1]["createdAt"], json!("2025-11-29T23:00:00.000Z"));
    assert_eq!(rows[1]["item"]["content"], json!([{"type": "output_text", "text": "hi"}]));
    assert_eq!(rows[1]["meta"], json!({"uiRole": "assistant"}));
    assert_eq!(rows[2]["createdAt"], json!("2025-11-29T23:00:00.000Z"));
    assert_eq!(rows[2]["meta"], json!({"custom": 1, "uiRole": "user"}));
    assert!(rows[2].get("created_at").is_none(), "{}", rows[2]);
    assert_eq!(
        rows[3]["item"],
        json!({"type": "function_call", "callId": "c1", "name": "search", "arguments": "{\"q\":1}"})
    );
    assert_eq!(rows[3]["meta"], json!({}));
    assert_eq!(rows[4]["item"], json!({"type": "function_call_output", "callId": "c1", "output": "found"}));
    assert_eq!(
        rows[5]["item"],
        json!({"type": "function_call", "callId": "c2", "name": "noargs", "arguments": "{}"})
    );
    // Nothing the app would delete: doctor finds no problem with the transcript.
    let doctor = env.run(&["doctor"]);
    assert!(!doctor.stdout.contains("session.jsonl"), "{doctor:?}");
}

#[test]
fn append_refuses_rows_it_cannot_store_as_the_app_reads_them() {
    let (env, id) = writer();
    env.say("Writer", "before");
    let before = env.snapshot();
    let message = json!({"type": "message", "role": "user", "content": "x"});
    for (row, why) in [
        (json!({"v": 3, "item": message}), "`v` is 3; only version-2 envelopes can be stored"),
        (json!({"v": "two", "item": message}), "`v` is \"two\""),
        (
            json!({"v": 2, "type": "message", "role": "user", "content": "x"}),
            "an envelope needs an `item` object",
        ),
        (json!({"id": 5, "item": message}), "`id` must be a string, not a number"),
        (
            json!({"id": "a\nb", "item": message}),
            "the id \"a\\nb\" has spaces at its ends or control characters",
        ),
        (
            json!({"createdAt": "yesterday", "item": message}),
            "`createdAt` \"yesterday\" is not a date and time",
        ),
        (json!({"createdAt": true, "item": message}), "`createdAt` must be a date and time string"),
        (json!({"createdAt": -5, "item": message}), "`createdAt` -5 is not a time okbot can read"),
        (json!({"meta": "x", "item": message}), "`meta` must be an object"),
        (json!({"meta": {"uiRole": "robot"}, "item": message}), "`meta.uiRole` must be"),
        (
            json!({"type": "message", "role": "robot", "content": "x"}),
            "a message's role must be user, assistant, system or developer, not \"robot\"",
        ),
        (json!({"type": "message", "role": "user"}), "a message needs `content`"),
        (json!({"type": 7}), "the item's `type` must be a string"),
        (json!({"type": "function_call", "name": "x", "arguments": "{}"}), "a tool call needs a `callId`"),
        (
            json!({"type": "function_call", "callId": 3, "name": "x"}),
            "a tool call's call id must be a string, not a number",
        ),
        (json!({"type": "function_call", "callId": "c"}), "a tool call needs a `name`"),
        (json!({"type": "function_call", "callId": "c", "name": "x", "arguments": 4}), "`arguments` must be"),
        (
            json!({"type": "function_call_result", "callId": "c", "name": "x"}),
            "a tool result needs an `output`",
        ),
        (json!({"type": "function_call_output", "output": "x"}), "a tool result needs a `callId`"),
    ] {
        let input = format!("{message}\n{row}\n");
        let run = env.run_stdin(&["session", "append"], input);
        run.expect_error(2, &format!("stdin line 2: {why}"));
        assert!(run.stderr.contains("hint: nothing was appended"), "{run:?}");
    }
    before.assert_unchanged(&env.snapshot(), "refused appends");
    assert_eq!(env.session_rows(&id).len(), 1);
}

#[test]
fn append_refuses_an_id_used_twice_or_already_in_the_session() {
    let (env, id) = writer();
    let first = env.say("Writer", "before");
    let before = env.snapshot();
    let row = |id: &str| json!({"id": id, "item": {"type": "message", "role": "user", "content": "x"}});
    let twice = format!("{}\n{}\n{}\n", row("msg_a"), row("msg_b"), row("msg_a"));
    env.run_stdin(&["session", "append"], twice)
        .expect_usage_error("stdin line 3: id `msg_a` is used by line 1 too", "nothing was appended");
    let clash = format!("{}\n{}\n", row("msg_new"), row(&first));
    env.run_stdin(&["session", "append"], clash).expect_usage_error(
        &format!("id `{first}` is already in the session of Writer"),
        "leave `id` out and okbot gives the row a fresh one",
    );
    before.assert_unchanged(&env.snapshot(), "refused appends");
    // Rows without ids are given fresh ones, never clashing.
    let fresh = format!("{}\n", json!({"type": "message", "role": "user", "content": "y"}));
    env.ok_stdin(&["session", "append"], &fresh);
    env.ok_stdin(&["session", "append"], &fresh);
    let rows = env.session_rows(&id);
    assert_eq!(rows.len(), 3);
    assert_ne!(rows[1]["id"], rows[2]["id"]);
}

#[test]
fn append_json_reports_the_owner_and_the_ids() {
    let (env, id) = writer();
    let doc = env.run(&["session", "append", "--text", "x", "--json"]).json();
    let appended = doc["appended"].as_array().unwrap();
    assert_eq!(doc["ownerId"], json!(id));
    assert_eq!(appended.len(), 1);
    assert_eq!(env.session_rows(&id)[0]["id"], appended[0]);
}

#[test]
fn append_to_a_squad_writes_the_squad_transcript() {
    let env = TestEnv::initialized();
    env.assistant("A");
    env.assistant("B");
    let squad = env.ok(&["squad", "create", "Team", "-m", "A", "-m", "B"]).trim().to_string();
    let msg = env.say("team", "hello team");
    let rows = env.session_rows(&squad);
    assert_eq!(rows.len(), 1);
    assert_eq!(rows[0]["id"], json!(msg));
    assert_eq!(env.ok(&["session", "show", "-a", &squad]), "[2026-11-29 23:00] user: hello team\n");
}

// ---------------------------------------------------------------------------------------------
// show

/// A transcript with every kind of row, appended through the CLI.
fn conversation(env: &TestEnv) -> Vec<String> {
    let input = [
        json!({"type": "message", "role": "user", "content": "one"}),
        json!({"type": "message", "role": "assistant", "content": "<think>plan</think>two"}),
        json!({"type": "function_call", "callId": "c1", "name": "search", "arguments": "{\"q\":\"x\"}"}),
        json!({"type": "function_call_result", "callId": "c1", "name": "search", "status": "completed", "output": "found"}),
        json!({"type": "message", "role": "assistant", "content": [{"type": "output_text", "text": "three"}, {"type": "output_text", "text": "lines"}]}),
        json!({"type": "message", "role": "system", "content": "system rows are not shown"}),
        json!({"type": "message", "role": "assistant", "content": "<think>only thinking</think>"}),
        json!({"type": "message", "role": "user", "content": "   "}),
        json!({"type": "reasoning", "summary": []}),
        json!({"type": "message", "role": "user", "content": "four"}),
    ];
    let text: String = input.iter().map(|v| format!("{v}\n")).collect();
    let mut ids: Vec<String> =
        env.ok_stdin(&["session", "append"], &text).lines().map(str::to_string).collect();
    ids.push(env.ok(&["session", "append", "--hidden", "--text", "hidden tick"]).trim().to_string());
    ids.push(env.say("Writer", "five"));
    ids
}

#[test]
fn show_prints_the_ui_projection_without_tools_hidden_empty_or_think_text() {
    let (env, _) = writer();
    conversation(&env);
    let run = env.run(&["session", "show"]);
    run.expect_code(0);
    assert_eq!(
        run.stdout,
        "[2026-11-29 23:00] user: one\n\
         [2026-11-29 23:00] assistant: two\n\
         [2026-11-29 23:00] assistant: three\n    lines\n\
         [2026-11-29 23:00] user: four\n\
         [2026-11-29 23:00] user: five\n"
    );
    assert_eq!(run.stderr, "", "no warnings for a clean transcript");
}

#[test]
fn show_all_adds_tool_calls_and_results() {
    let (env, _) = writer();
    conversation(&env);
    assert_eq!(
        env.ok(&["session", "show", "--all"]),
        "[2026-11-29 23:00] user: one\n\
         [2026-11-29 23:00] assistant: two\n\
         [2026-11-29 23:00] tool call search: {\"q\":\"x\"}\n\
         [2026-11-29 23:00] tool result search (completed): found\n\
         [2026-11-29 23:00] assistant: three\n    lines\n\
         [2026-11-29 23:00] user: four\n\
         [2026-11-29 23:00] user: five\n"
    );
}

#[test]
fn show_with_limit_two_pages_from_the_end() {
    let (env, _) = writer();
    conversation(&env);
    assert_eq!(
        env.ok(&["session", "show", "-n", "2"]),
        "[2026-11-29 23:00] user: four\n[2026-11-29 23:00] user: five\n"
    );
    assert_eq!(env.ok(&["session", "show", "--limit", "1", "--all"]), "[2026-11-29 23:00] user: five\n");
}

#[test]
fn show_with_limit_zero_prints_no_rows() {
    let (env, _) = writer();
    conversation(&env);
    let run = env.run(&["session", "show", "-n", "0"]);
    run.expect_code(0);
    assert_eq!(run.stdout, "", "`-n 0` asks for at most zero rows");
}

#[test]
fn show_before_an_id_shows_only_older_rows_and_pages_with_limit() {
    let (env, _) = writer();
    let ids = conversation(&env);
    // ids[9] is "four".
    assert_eq!(
        env.ok(&["session", "show", "--before", &ids[9]]),
        "[2026-11-29 23:00] user: one\n\
         [2026-11-29 23:00] assistant: two\n\
         [2026-11-29 23:00] assistant: three\n    lines\n"
    );
    assert_eq!(
        env.ok(&["session", "show", "--before", &ids[9], "-n", "1"]),
        "[2026-11-29 23:00] assistant: three\n    lines\n"
    );
    // A hidden row can be the anchor too: rows before it, newest last.
    assert_eq!(
        env.ok(&["session", "show", "--before", &ids[10], "-n", "1"]),
        "[2026-11-29 23:00] user: four\n"
    );
    assert_eq!(env.ok(&["session", "show", "--before", &ids[0]]), "");
}

#[test]
fn show_before_an_unknown_id_is_a_usage_error() {
    let (env, _) = writer();
    conversation(&env);
    env.run(&["session", "show", "--before", "msg_nope"]).expect_error(2, "no row `msg_nope`");
}

#[test]
fn show_json_is_one_array_with_ids_kinds_and_stripped_text() {
    let (env, _) = writer();
    let ids = conversation(&env);
    let run = env.run(&["session", "show", "--all", "--json"]);
    run.expect_code(0);
    let doc = run.json();
    let rows = doc.as_array().expect("an array");
    assert_eq!(rows.len(), 7);
    assert_eq!(
        rows[1],
        json!({"id": ids[1], "createdAt": STAMP, "kind": "message", "role": "assistant", "text": "two"})
    );
    assert_eq!(
        rows[2],
        json!({"id": ids[2], "createdAt": STAMP, "kind": "tool_call", "name": "search", "text": "{\"q\":\"x\"}"})
    );
    assert_eq!(
        rows[3],
        json!({"id": ids[3], "createdAt": STAMP, "kind": "tool_result", "name": "search", "status": "completed", "text": "found"})
    );
    assert_eq!(rows[4]["text"], json!("three\nlines"));
}

#[test]
fn show_keeps_think_spans_on_disk() {
    let (env, id) = writer();
    conversation(&env);
    let before = env.snapshot_all();
    // `session show` (human and JSON) strips the span from what it prints ...
    let human = env.ok(&["session", "show"]);
    assert!(human.contains("[2026-11-29 23:00] assistant: two\n"), "{human}");
    let json = env.ok(&["session", "show", "--json"]);
    assert!(!human.contains("plan") && !json.contains("plan"), "the span is not printed:\n{human}\n{json}");
    // ... and leaves the transcript as it was, span included.
    before.assert_unchanged(&env.snapshot_all(), "session show");
    let rows = env.session_rows(&id);
    assert_eq!(rows[1]["item"]["content"], json!("<think>plan</think>two"));
}

#[test]
fn show_of_an_owner_without_a_transcript_prints_nothing() {
    let (env, _) = writer();
    let run = env.run(&["session", "show"]);
    run.expect_code(0);
    assert_eq!(run.stdout, "");
    assert_eq!(env.run(&["session", "show", "--json"]).json(), json!([]));
}

#[test]
fn show_renders_times_in_the_local_zone() {
    let (env, _) = writer();
    env.say("Writer", "hi");
    env.set_var("TZ", "JST-9");
    assert_eq!(env.ok(&["session", "show"]), "[2026-11-30 08:00] user: hi\n");
}

// ---------------------------------------------------------------------------------------------
// list and reset

#[test]
fn list_counts_visible_messages_per_owner_with_last_activity() {
    let (env, id) = writer();
    conversation(&env);
    env.assistant("Coder");
    assert_eq!(
        env.ok(&["session", "list"]),
        format!("bot_20261129_002\tCoder\t0 messages\tnever\n{id}\tWriter\t5 messages\t2026-11-29 23:00\n")
    );
    let doc = env.run(&["session", "list", "--json"]).json();
    assert_eq!(
        doc[1],
        json!({"id": id, "name": "Writer", "kind": "assistant", "messages": 5, "records": 12,
               "lastActivity": STAMP, "damagedLines": 0})
    );
}

#[test]
fn reset_archives_the_transcript_summary_and_compactions() {
    let (env, id) = writer();
    env.say("Writer", "old talk");
    let transcript = env.bytes(&format!("{id}/session.jsonl"));
    env.write(&format!("{id}/session-summary.json"), "{\"summary\":\"s\",\"coveredThroughId\":\"\"}\n");
    env.write(&format!("{id}/compactions.jsonl"), "{\"at\":\"x\"}\n");

    let run = env.run(&["session", "reset", "-a", "Writer"]);
    run.expect_code(0);
    let archive = format!("{id}/archive/20261129T230000Z");
    assert_eq!(run.stdout, format!("{}\n", env.path(&archive).display()));
    assert_eq!(env.bytes(&format!("{archive}/session.jsonl")), transcript);
    assert_eq!(
        env.read(&format!("{archive}/session-summary.json")),
        "{\"summary\":\"s\",\"coveredThroughId\":\"\"}\n"
    );
    assert_eq!(env.read(&format!("{archive}/compactions.jsonl")), "{\"at\":\"x\"}\n");
    for name in ["session.jsonl", "session-summary.json", "compactions.jsonl"] {
        assert!(!env.exists(&format!("{id}/{name}")), "{name} moved away");
    }
    assert_eq!(env.ok(&["session", "show"]), "");

    // A new transcript starts; a second reset in the same second gets its own folder.
    env.say("Writer", "new talk");
    env.ok(&["session", "reset"]);
    assert!(env.exists(&format!("{archive}-2/session.jsonl")), "{:?}", env.snapshot().paths());
    assert_eq!(env.bytes(&format!("{archive}/session.jsonl")), transcript, "the first archive is untouched");
}

#[test]
fn reset_of_an_empty_session_changes_nothing() {
    let (env, _) = writer();
    let before = env.snapshot();
    let run = env.run(&["session", "reset"]);
    run.expect_code(0);
    assert_eq!(run.stdout, "");
    assert!(run.stderr.contains("already empty"), "{run:?}");
    before.assert_unchanged(&env.snapshot(), "resetting an empty session");
}

// ---------------------------------------------------------------------------------------------
// owner resolution

#[test]
fn the_default_owner_is_the_only_assistant_else_okbot_assistant_else_an_error() {
    let env = TestEnv::initialized();
    env.run(&["session", "show"]).expect_error(2, "there is no assistant yet");
    let a = env.assistant("A");
    env.say(&a, "to A");
    env.assistant("B");
    let run = env.run(&["session", "show"]);
    run.expect_error(2, "there are 2 assistants");
    assert!(run.stderr.contains("hint: pass `-a NAME` or set OKBOT_ASSISTANT"), "{run:?}");

    env.set_var("OKBOT_ASSISTANT", "a");
    assert_eq!(env.ok(&["session", "show"]), "[2026-11-29 23:00] user: to A\n");
    // -a beats the environment.
    assert_eq!(env.ok(&["session", "show", "-a", "B"]), "");
    env.set_var("OKBOT_ASSISTANT", "Nobody");
    env.run(&["session", "show"]).expect_error(2, "no assistant or squad named `Nobody`");
}

#[test]
fn an_exact_name_wins_over_a_case_insensitive_match() {
    let env = TestEnv::initialized();
    env.write(
        "bots.json",
        r#"[{"id":"bot_20261129_001","name":"Writer","description":""},{"id":"bot_20261129_002","name":"writer","description":""}]"#,
    );
    env.say("writer", "to the lower-case one");
    assert!(env.exists("bot_20261129_002/session.jsonl"));
    assert!(!env.exists("bot_20261129_001/session.jsonl"));
}

// ---------------------------------------------------------------------------------------------
// pipes

#[test]
fn show_into_a_closed_pipe_exits_zero_quietly() {
    let (env, _) = writer();
    let rows: String = (0..3000)
        .map(|i| {
            format!(
                "{}\n",
                json!({"type": "message", "role": "user", "content": format!("row {i} {}", "x".repeat(60))})
            )
        })
        .collect();
    env.ok_stdin(&["session", "append"], &rows);

    // Through a real shell pipeline, the way people use it.
    let out =
        env.shell(r#"{ "$OKBOT" session show; echo "okbot exit $?" >&2; } | head -n 1"#).output().unwrap();
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        format!("[2026-11-29 23:00] user: row 0 {}\n", "x".repeat(60))
    );
    assert_eq!(String::from_utf8_lossy(&out.stderr), "okbot exit 0\n");

    // And with a reader that goes away after one line.
    let mut child = env
        .std_command(&["session", "show", "--all"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap()).read_line(&mut first).unwrap();
    assert!(first.starts_with("[2026-11-29 23:00] user: row 0 "), "{first:?}");
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(String::from_utf8_lossy(&out.stderr), "");
}

#[test]
fn json_output_into_a_closed_pipe_exits_zero_quietly() {
    let (env, _) = writer();
    let rows: String = (0..3000)
        .map(|i| format!("{}\n", json!({"type": "message", "role": "user", "content": format!("row {i}")})))
        .collect();
    env.ok_stdin(&["session", "append"], &rows);
    let out = env
        .shell(r#"{ "$OKBOT" session show --json; echo "okbot exit $?" >&2; } | head -c 10"#)
        .output()
        .unwrap();
    assert_eq!(String::from_utf8_lossy(&out.stdout), "[\n  {\n    ");
    assert_eq!(String::from_utf8_lossy(&out.stderr), "okbot exit 0\n");
}

#[test]
fn every_appended_row_parses_as_json() {
    let (env, id) = writer();
    conversation(&env);
    let rows: Vec<Value> = parse_lines(&env.read(&format!("{id}/session.jsonl")));
    assert_eq!(rows.len(), 12);
    assert!(rows.iter().all(|r| r["v"] == json!(2) && r["createdAt"] == json!(STAMP)));
}
