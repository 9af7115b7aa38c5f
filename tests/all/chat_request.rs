//! Exact request bodies of `okbot chat` (DESIGN §3, §4.1–4.2, §7.1): the single system text
//! with its blocks in order, only the tail after coverage, no `<think>` spans, no reasoning
//! items, and tool results paired with their calls — in both wire formats.

use crate::support::TestEnv;
use crate::support::chat::*;
use crate::support::fake_llm::*;
use serde_json::{Value, json};

const SOUL: &str = "# Identity\nYou are Writer, terse and exact.\n\n# Style\n- Bullet points over prose.\n";

const TOOL_NOTES: &str = "Tools you can use:\n- search_history: search earlier messages of this conversation, including those folded into the summary\n- manage_memory: look at what you remember about the user, pin what must always be in mind, unpin, keep a candidate, or forget a memory the user wants gone; forgetting asks the user first\n- manage_task_progress: plan work of several steps as a task and record each step's progress as you go (work to do now or to queue); the task in progress is shown below, and okbot keeps you working on it while a step is open\n- manage_schedule: list, create, pause, resume or delete jobs that run a prompt at set times (daily HH:MM, hourly MM, every N m, or cron), for anything tied to a time or a period; creating or deleting one asks the user first\n- manage_note: create, list, read, update or delete notes: documents to keep and maintain (designs, requirements, reports). A time or period ⇒ schedule; work to do now or to queue ⇒ task; a document to keep ⇒ note. Deleting a note asks the user first";

/// Writer (with a description, a SOUL.md of our own and one pinned memory) talking to `fake`.
fn writer(fake: &FakeLlm, api: Api) -> TestEnv {
    let env = fake_env(fake, api);
    assert_eq!(env.ok(&["assistant", "create", "Writer", "-d", "Drafts release notes"]).trim(), OWNER);
    env.write(&format!("{OWNER}/SOUL.md"), SOUL);
    env.write(
        &format!("{OWNER}/memory.md"),
        format!(
            "# OkBot Memory\n# one JSON per line: id / bot_id / memory / expires (ISO or null)\n{}\n",
            json!({"id": "mem_1", "bot_id": OWNER, "memory": "Prefers tea over coffee", "expires": null,
                   "pinned": true, "status": "durable", "hits": 3,
                   "createdAt": "2026-11-01T00:00:00.000Z", "updatedAt": "2026-11-01T00:00:00.000Z"})
        ),
    );
    env
}

fn expected_system(summary: Option<&str>) -> String {
    let mut text = format!(
        "You are Writer, a personal assistant.\n\nProfile\nName: Writer\nDescription: Drafts release notes\n\n{}\n\n{TOOL_NOTES}\n\nWhat you remember about the user:\n\n### This assistant's memory\n- [mem_1] 📌 Prefers tea over coffee",
        SOUL.trim()
    );
    if let Some(s) = summary {
        text.push_str(&format!(
            "\n\nSummary of the earlier conversation (older messages are folded into it; search_history recovers their details):\n{s}"
        ));
    }
    text
}

#[test]
fn the_openai_system_message_is_role_line_profile_soul_tool_notes_memories_in_that_order() {
    let fake = FakeLlm::start(vec![openai_sse_text(&["ok"])]);
    let env = writer(&fake, Api::OpenAi);

    chat(&env, &["hello"]).expect_code(0);
    let body = fake.body_json(0);
    let msgs = messages(&body);
    assert_eq!(msgs.iter().filter(|m| m["role"] == "system").count(), 1, "one system text: {msgs:#?}");
    assert_eq!(system_text(&body, Api::OpenAi), expected_system(None));
    assert_eq!(msgs.len(), 2, "{msgs:#?}");
    assert_eq!(msgs[1], json!({"role": "user", "content": "hello"}));
}

#[test]
fn the_anthropic_system_field_carries_the_same_instructions_and_no_system_message() {
    let fake = FakeLlm::start(vec![anthropic_sse_text(&["ok"])]);
    let env = writer(&fake, Api::Anthropic);

    chat(&env, &["hello"]).expect_code(0);
    let body = fake.body_json(0);
    assert_eq!(system_text(&body, Api::Anthropic), expected_system(None));
    assert_eq!(body["messages"], json!([{"role": "user", "content": [{"type": "text", "text": "hello"}]}]));
}

#[test]
fn the_role_template_and_soul_edits_apply_on_the_next_run() {
    let fake = FakeLlm::start(vec![openai_sse_text(&["one"]), openai_sse_text(&["two"])]);
    let env = writer(&fake, Api::OpenAi);

    chat(&env, &["first"]).expect_code(0);
    set(&env, "instructions.assistantRoleTemplate", "Du bist {name}.");
    env.write(&format!("{OWNER}/SOUL.md"), "# Identity\nNew persona line.\n");
    chat(&env, &["second"]).expect_code(0);
    let system = system_text(&fake.body_json(1), Api::OpenAi);
    assert!(system.starts_with("Du bist Writer.\n\nProfile\nName: Writer\n"), "{system}");
    assert!(system.contains("\n\n# Identity\nNew persona line.\n\nTools you can use:"), "{system}");
    assert!(!system.contains("terse and exact"), "the old SOUL.md is gone: {system}");
}

/// Twelve messages `fact-01` … `fact-12`, odd ones from the user.
fn twelve(env: &TestEnv) {
    let rows: Vec<Value> = (1..=12)
        .map(|i| {
            let role = if i % 2 == 1 { "user" } else { "assistant" };
            msg(&format!("msg_{i:04}"), i, role, &format!("Message fact-{i:02} about the release."))
        })
        .collect();
    append(env, OWNER, &rows);
}

#[test]
fn after_a_compression_only_the_tail_after_coverage_is_sent_with_the_summary_in_the_system_text() {
    let fake = FakeLlm::start(vec![
        openai_text("## Goal\n- SUMMARY-MARK ship the release (fact-01 … fact-04)"),
        openai_sse_text(&["ok"]),
    ]);
    let env = writer(&fake, Api::OpenAi);
    twelve(&env);
    set(&env, "contextCompression.keepRecentMax", "8");
    set(&env, "contextCompression.autoTopicCompress", "false");
    env.ok(&["compress", "--now"]);
    let summary = env.json_file(&format!("{OWNER}/session-summary.json"));
    assert_eq!(summary["coveredThroughId"], "msg_0004", "{summary:#}");

    chat(&env, &["next step?"]).expect_code(0);
    let requests = fake.requests();
    assert_eq!(requests.len(), 2, "one summarizer call, one chat call");
    let body = requests[1].json();
    assert_eq!(
        system_text(&body, Api::OpenAi),
        expected_system(Some("## Goal\n- SUMMARY-MARK ship the release (fact-01 … fact-04)"))
    );
    let msgs = messages(&body);
    let texts: Vec<&str> = msgs[1..].iter().map(|m| m["content"].as_str().unwrap()).collect();
    let mut want: Vec<String> = (5..=12).map(|i| format!("Message fact-{i:02} about the release.")).collect();
    want.push("next step?".into());
    assert_eq!(texts, want);
    let roles: Vec<&str> = msgs[1..].iter().map(|m| m["role"].as_str().unwrap()).collect();
    assert_eq!(
        roles,
        ["user", "assistant", "user", "assistant", "user", "assistant", "user", "assistant", "user"]
    );
}

/// A transcript with a `<think>` span, a reasoning item, a paired tool call, an orphan result
/// and a call whose result never came.
fn tricky_rows() -> Vec<Value> {
    vec![
        msg("msg_0001", 1, "user", "Where did we put the notes?"),
        json!({"v": 2, "id": "evt_0002", "createdAt": stamp(2),
               "item": {"type": "reasoning", "summary": [{"type": "summary_text", "text": "REASONING-SECRET"}]},
               "meta": {}}),
        json!({"v": 2, "id": "evt_0003", "createdAt": stamp(3),
               "item": {"type": "function_call", "callId": "call_old", "name": "search_history",
                        "arguments": "{\"query\":\"notes\"}"}, "meta": {}}),
        json!({"v": 2, "id": "evt_0004", "createdAt": stamp(4),
               "item": {"type": "function_call_result", "callId": "call_old", "name": "search_history",
                        "status": "completed", "output": "notes are in docs/notes.md"}, "meta": {}}),
        json!({"v": 2, "id": "evt_0005", "createdAt": stamp(5),
               "item": {"type": "function_call_result", "callId": "call_orphan", "name": "search_history",
                        "status": "completed", "output": "ORPHAN-RESULT"}, "meta": {}}),
        msg("msg_0006", 6, "assistant", "<think>secret plan: pretend</think>They are in docs/notes.md."),
        json!({"v": 2, "id": "evt_0007", "createdAt": stamp(7),
               "item": {"type": "function_call", "callId": "call_lonely", "name": "search_history",
                        "arguments": "{\"query\":\"LONELY-CALL\"}"}, "meta": {}}),
    ]
}

#[test]
fn openai_requests_strip_think_spans_drop_reasoning_and_send_only_paired_tool_rows() {
    let fake = FakeLlm::start(vec![openai_sse_text(&["ok"])]);
    let env = writer(&fake, Api::OpenAi);
    append(&env, OWNER, &tricky_rows());

    chat(&env, &["thanks"]).expect_code(0);
    let raw = &fake.requests()[0].body;
    for secret in ["secret plan", "<think>", "REASONING-SECRET", "reasoning", "ORPHAN-RESULT", "LONELY-CALL"]
    {
        assert!(!raw.contains(secret), "the request carries {secret:?}: {raw}");
    }
    let msgs = messages(&fake.body_json(0));
    assert_eq!(
        msgs[1..],
        [
            json!({"role": "user", "content": "Where did we put the notes?"}),
            json!({"role": "assistant", "content": null, "tool_calls": [{"id": "call_old", "type": "function",
                   "function": {"name": "search_history", "arguments": "{\"query\":\"notes\"}"}}]}),
            json!({"role": "tool", "tool_call_id": "call_old", "content": "notes are in docs/notes.md"}),
            json!({"role": "assistant", "content": "They are in docs/notes.md."}),
            json!({"role": "user", "content": "thanks"}),
        ]
    );
    assert_eq!(assert_openai_pairing(&msgs), ["call_old"]);
    // On disk the span is kept (DESIGN §3).
    assert!(env.read(&format!("{OWNER}/session.jsonl")).contains("<think>secret plan: pretend</think>"));
}

#[test]
fn anthropic_requests_strip_think_spans_drop_reasoning_and_send_only_paired_tool_blocks() {
    let fake = FakeLlm::start(vec![anthropic_sse_text(&["ok"])]);
    let env = writer(&fake, Api::Anthropic);
    append(&env, OWNER, &tricky_rows());

    chat(&env, &["thanks"]).expect_code(0);
    let raw = &fake.requests()[0].body;
    for secret in ["secret plan", "<think>", "REASONING-SECRET", "ORPHAN-RESULT", "LONELY-CALL"] {
        assert!(!raw.contains(secret), "the request carries {secret:?}: {raw}");
    }
    let body = fake.body_json(0);
    assert_eq!(
        body["messages"],
        json!([
            {"role": "user", "content": [{"type": "text", "text": "Where did we put the notes?"}]},
            {"role": "assistant", "content": [{"type": "tool_use", "id": "call_old", "name": "search_history",
                                               "input": {"query": "notes"}}]},
            {"role": "user", "content": [{"type": "tool_result", "tool_use_id": "call_old",
                                          "content": "notes are in docs/notes.md"}]},
            {"role": "assistant", "content": [{"type": "text", "text": "They are in docs/notes.md."}]},
            {"role": "user", "content": [{"type": "text", "text": "thanks"}]},
        ])
    );
    assert_eq!(assert_anthropic_pairing(body["messages"].as_array().unwrap()), ["call_old"]);
}

#[test]
fn a_failed_or_denied_tool_result_is_sent_to_anthropic_as_an_error_block() {
    let fake = FakeLlm::start(vec![anthropic_sse_text(&["ok"])]);
    let env = writer(&fake, Api::Anthropic);
    append(
        &env,
        OWNER,
        &[
            msg("msg_0001", 1, "user", "do it"),
            json!({"v": 2, "id": "evt_0002", "createdAt": stamp(2),
                   "item": {"type": "function_call", "callId": "c1", "name": "search_history", "arguments": "{}"},
                   "meta": {}}),
            json!({"v": 2, "id": "evt_0003", "createdAt": stamp(3),
                   "item": {"type": "function_call_result", "callId": "c1", "name": "search_history",
                            "status": "denied", "output": "The user declined this action."}, "meta": {}}),
        ],
    );
    chat(&env, &["ok then"]).expect_code(0);
    let body = fake.body_json(0);
    let result = &body["messages"][2]["content"][0];
    assert_eq!(result["type"], "tool_result");
    assert_eq!(result["is_error"], true, "{body:#}");
    // Then the new user text joins the same user turn as the tool result.
    assert_eq!(body["messages"][2]["content"][1], json!({"type": "text", "text": "ok then"}));
}

#[test]
fn a_disabled_tool_is_neither_offered_nor_described() {
    let fake = FakeLlm::start(vec![openai_sse_text(&["ok"]), openai_sse_text(&["ok"])]);
    let env = writer(&fake, Api::OpenAi);
    set(&env, "tools.search_history.enabled", "false");
    chat(&env, &["hello"]).expect_code(0);
    let body = fake.body_json(0);
    let offered: Vec<&str> =
        body["tools"].as_array().unwrap().iter().map(|t| t["function"]["name"].as_str().unwrap()).collect();
    assert_eq!(
        offered,
        ["manage_memory", "manage_task_progress", "manage_schedule", "manage_note"],
        "{body:#}"
    );
    assert!(!system_text(&body, Api::OpenAi).contains("search_history"), "{body:#}");

    set(&env, "tools.manage_schedule.enabled", "false");
    set(&env, "tools.manage_task_progress.enabled", "false");
    set(&env, "tools.manage_memory.enabled", "false");
    set(&env, "tools.manage_note.enabled", "false");
    chat(&env, &["hello again"]).expect_code(0);
    let body = fake.body_json(1);
    assert!(body.get("tools").is_none(), "no tools are offered: {body:#}");
    assert!(!system_text(&body, Api::OpenAi).contains("manage_schedule"), "{body:#}");
}

#[test]
fn after_a_compression_that_leaves_an_assistant_reply_first_anthropic_still_gets_the_user_first() {
    let fake =
        FakeLlm::start(vec![anthropic_text("## Goal\n- store the items"), anthropic_sse_text(&["ok"])]);
    let env = writer(&fake, Api::Anthropic);
    // Three user messages, then turns, then three user messages without replies: `--now` keeps
    // twelve, so the coverage ends on a user message (with only the person's messages before
    // it, the fold cannot end after a reply) and the tail opens with the assistant's reply.
    let mut rows: Vec<Value> = (1..=12)
        .map(|i| {
            msg(
                &format!("msg_{i:04}"),
                i,
                if i <= 3 || i % 2 == 1 { "user" } else { "assistant" },
                &format!("turn {i}"),
            )
        })
        .collect();
    rows.extend((13..=15).map(|i| msg(&format!("msg_{i:04}"), i, "user", &format!("note {i}"))));
    append(&env, OWNER, &rows);
    set(&env, "contextCompression.autoTopicCompress", "false");
    env.ok(&["compress", "--now"]);
    chat(&env, &["next"]).expect_code(0);
    let body = fake.body_json(1);
    let msgs = body["messages"].as_array().unwrap();
    assert_eq!(
        msgs[0],
        json!({"role": "user", "content": [{"type": "text", "text": "(continuing the conversation from earlier)"}]})
    );
    assert_eq!(msgs[1], json!({"role": "assistant", "content": [{"type": "text", "text": "turn 4"}]}));
    for pair in msgs.windows(2) {
        assert_ne!(pair[0]["role"], pair[1]["role"], "roles alternate: {msgs:#?}");
    }
}

#[test]
fn a_stored_call_with_arguments_that_are_no_json_object_is_replayed_with_an_empty_object() {
    let rows = |env: &TestEnv| {
        append(
            env,
            OWNER,
            &[
                msg("msg_0001", 1, "user", "look it up"),
                json!({"v": 2, "id": "evt_0002", "createdAt": stamp(2),
                       "item": {"type": "function_call", "callId": "c1", "name": "search_history",
                                "arguments": "{\"query\": \"no"}, "meta": {}}),
                json!({"v": 2, "id": "evt_0003", "createdAt": stamp(3),
                       "item": {"type": "function_call_result", "callId": "c1", "name": "search_history",
                                "status": "failed", "output": "the arguments were not JSON"}, "meta": {}}),
            ],
        )
    };
    let fake = FakeLlm::start(vec![openai_sse_text(&["ok"])]);
    let env = writer(&fake, Api::OpenAi);
    rows(&env);
    chat(&env, &["again"]).expect_code(0);
    let msgs = messages(&fake.body_json(0));
    assert_eq!(msgs[2]["tool_calls"][0]["function"]["arguments"], "{}", "{msgs:#?}");
    let fake = FakeLlm::start(vec![anthropic_sse_text(&["ok"])]);
    let env = writer(&fake, Api::Anthropic);
    rows(&env);
    chat(&env, &["again"]).expect_code(0);
    let body = fake.body_json(0);
    assert_eq!(body["messages"][1]["content"][0]["input"], json!({}), "{body:#}");
    assert!(
        env.read(&format!("{OWNER}/session.jsonl")).contains(r#""arguments":"{\"query\": \"no""#),
        "kept as written"
    );
}
