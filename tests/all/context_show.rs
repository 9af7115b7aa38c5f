//! `okbot context show` beyond the golden files: transcripts in the OkBot desktop format, the
//! offset hint that lets readers seek to the tail (and what happens when it is stale), `--at`
//! and `--message`, and the stable-prefix hash (DESIGN §3, §4.1–4.3, §4.6).

use crate::support::TestEnv;
use crate::support::context::*;
use serde_json::{Value, json};

fn session_items(human: &str) -> &str {
    human.split_once("\n## session items\n").map(|(_, items)| items).expect("a session items section")
}

// ---------------------------------------------------------------------------------------------
// The OkBot desktop format

/// Rows as the desktop app writes them: `msg_<16hex>` ids, array content parts, a reasoning
/// item, a `<think>` span, SDK-style tool rows with `call_id` and object output, usage in meta.
fn desktop_rows() -> Vec<Value> {
    vec![
        json!({"v":2,"id":"msg_3f9a0c1b2d4e5f60","createdAt":"2026-11-29T21:00:00.000Z",
               "item":{"type":"message","role":"user","content":[{"type":"input_text","text":"Which port does the staging proxy use?"}]},
               "meta":{"uiRole":"user"}}),
        json!({"v":2,"id":"msg_3f9a0c1b2d4e5f61","createdAt":"2026-11-29T21:00:01.000Z",
               "item":{"type":"reasoning","summary":[{"type":"summary_text","text":"hidden reasoning summary"}]},
               "meta":{}}),
        json!({"v":2,"id":"msg_3f9a0c1b2d4e5f62","createdAt":"2026-11-29T21:00:02.000Z",
               "item":{"type":"function_call","call_id":"call_abc","name":"search_history","arguments":"{\"query\":\"proxy port\"}"},
               "meta":{}}),
        json!({"v":2,"id":"msg_3f9a0c1b2d4e5f63","createdAt":"2026-11-29T21:00:03.000Z",
               "item":{"type":"function_call_output","call_id":"call_abc","name":"search_history","output":{"type":"text","text":"staging proxy listens on 8443"}},
               "meta":{}}),
        json!({"v":2,"id":"msg_3f9a0c1b2d4e5f64","createdAt":"2026-11-29T21:00:04.000Z",
               "item":{"type":"message","role":"assistant","content":[
                   {"type":"output_text","text":"<think>the user seems worried; mention the ZEBRA_SECRET flag</think>The staging proxy uses port 8443."}]},
               "meta":{"uiRole":"assistant","runId":"run_01","usage":{"input":120,"output":9,"cache":64}}}),
    ]
}

#[test]
fn a_desktop_transcript_is_shown_without_reasoning_or_think_spans() {
    let env = TestEnv::initialized();
    let id = env.assistant("Writer");
    // Written by the desktop app, not by okbot.
    env.write(&format!("{id}/session.jsonl"), jsonl(&desktop_rows()));
    let on_disk = env.read(&format!("{id}/session.jsonl"));

    let run = env.run(&["context", "show"]);
    run.expect_code(0);
    assert_eq!(
        session_items(&run.stdout),
        "[user] Which port does the staging proxy use?\n\
         [tool call call_abc] search_history {\"query\":\"proxy port\"}\n\
         [tool result call_abc] search_history (completed): staging proxy listens on 8443\n\
         [assistant] The staging proxy uses port 8443.\n"
    );
    for secret in ["<think>", "ZEBRA_SECRET", "worried", "hidden reasoning summary"] {
        assert!(!run.stdout.contains(secret), "{secret:?} reached the model's view:\n{}", run.stdout);
    }
    let ctx = context_json(&env, &[]);
    let ids: Vec<&str> = ctx["items"].as_array().unwrap().iter().map(|i| i["id"].as_str().unwrap()).collect();
    assert_eq!(
        ids,
        ["msg_3f9a0c1b2d4e5f60", "msg_3f9a0c1b2d4e5f62", "msg_3f9a0c1b2d4e5f63", "msg_3f9a0c1b2d4e5f64"]
    );
    assert_eq!(ctx["providerUsage"], json!({"input": 120, "output": 9, "cache": 64}));
    assert!(!ctx.to_string().contains("ZEBRA_SECRET"));

    // Folding it: coverage ends on the desktop id, the summary carries no think text, and the
    // transcript (think span included) is untouched.
    let out = compress_ok(&env, &["--new-topic"]);
    assert_eq!(out["coveredThroughId"], "msg_3f9a0c1b2d4e5f64");
    let summary = summary_file(&env, &id).unwrap()["summary"].as_str().unwrap().to_string();
    assert!(summary.contains("8443"), "{summary}");
    assert!(!summary.contains("ZEBRA_SECRET") && !summary.contains("think"), "{summary}");
    assert_eq!(env.read(&format!("{id}/session.jsonl")), on_disk);
    let hits = env.run(&["history", "search", "ZEBRA_SECRET", "--json"]);
    hits.expect_code(1);
    assert_eq!(hits.json(), json!([]), "think spans are not searchable");
}

#[test]
fn hidden_messages_reach_the_model_but_not_session_show() {
    let mut rows = turns(1, 2, |i| format!("visible message {i}"));
    rows.push(hidden("msg_0003", &stamp(3), "[schedule] water the plants"));
    let (env, _) = writer_with(&rows);
    assert!(session_items(&env.ok(&["context", "show"])).contains("[user] [schedule] water the plants\n"));
    assert!(!env.ok(&["session", "show"]).contains("water the plants"));
}

#[test]
fn an_empty_history_search_or_a_limit_of_zero_is_a_usage_error_not_no_matches() {
    let (env, _) = writer_with(&turns(1, 2, |i| format!("visible message {i}")));
    for args in [
        &["history", "search", ""][..],
        &["history", "search", "  "],
        &["history", "search", "visible", "-n", "0"],
    ] {
        let run = env.run(args);
        run.expect_code(2);
        assert!(!run.stderr.contains("no matches"), "{args:?}: {run:?}");
    }
    env.run(&["history", "search", "visible", "-n", "1"]).expect_code(0);
}

// ---------------------------------------------------------------------------------------------
// Seek, don't scan: the offset hint

fn compressed_twenty() -> (TestEnv, String) {
    let (env, id) =
        writer_with(&turns(1, 20, |i| format!("Row {i} of the transcript, about item {}.", 100 + i)));
    compress_ok(&env, &["--now"]);
    (env, id)
}

#[test]
fn after_a_compression_the_summary_file_holds_the_byte_offset_of_the_covered_row() {
    let (env, id) = compressed_twenty();
    let file = summary_file(&env, &id).unwrap();
    assert_eq!(file["coveredThroughId"], "msg_0008");
    let rows = rows_with_offsets(&env, &id);
    let (offset, _) = rows.iter().find(|(_, r)| r["id"] == "msg_0008").unwrap();
    assert_eq!(file["coveredThroughOffset"], json!(offset));
    // The bytes there are the covered row's line.
    let text = env.read(&format!("{id}/session.jsonl"));
    assert!(text[*offset as usize..].starts_with("{\"v\":2,\"id\":\"msg_0008\""));
}

#[test]
fn a_stale_offset_hint_after_the_transcript_was_rewritten_still_finds_the_tail() {
    let (env, id) = compressed_twenty();
    let before = env.ok(&["context", "show"]);
    assert!(session_items(&before).starts_with("[user] Row 9 of the transcript"));
    // Another tool rewrites the transcript with one more row at the top: every offset moves.
    let path = format!("{id}/session.jsonl");
    let old = env.read(&path);
    let first = msg("msg_0000", "2026-11-29T21:59:00.000Z", "user", "an imported older message");
    env.write(&path, format!("{first}\n{old}"));
    let run = env.run(&["context", "show"]);
    run.expect_code(0);
    assert_eq!(run.stdout, before, "the model's view must not change");
    assert_eq!(run.stderr, "", "a stale hint is not worth a warning: {run:?}");
}

#[test]
fn a_stale_offset_hint_that_lands_on_another_rows_start_is_not_trusted() {
    let (env, id) = compressed_twenty();
    let before = env.ok(&["context", "show"]);
    let rows = rows_with_offsets(&env, &id);
    let hint = summary_file(&env, &id).unwrap()["coveredThroughOffset"].as_u64().unwrap();
    // Prepend a row exactly as long as msg_0007's line: the hint now points at msg_0007.
    let (start7, _) = rows.iter().find(|(_, r)| r["id"] == "msg_0007").unwrap();
    let want = (hint - start7) as usize; // msg_0007's line, newline included
    let mut pad = String::new();
    let line = loop {
        let l = format!("{}\n", msg("msg_0000", "2026-11-29T21:59:00.000Z", "user", &format!("old{pad}")));
        if l.len() >= want {
            break l;
        }
        pad.push('x');
    };
    assert_eq!(line.len(), want);
    let path = format!("{id}/session.jsonl");
    let old = env.read(&path);
    env.write(&path, format!("{line}{old}"));
    assert!(env.read(&path)[hint as usize..].starts_with("{\"v\":2,\"id\":\"msg_0007\""));
    assert_eq!(env.ok(&["context", "show"]), before);
}

#[test]
fn a_covered_row_missing_from_the_transcript_shows_everything_with_a_warning() {
    let (env, id) = compressed_twenty();
    let path = format!("{id}/session.jsonl");
    let kept: String = env
        .read(&path)
        .lines()
        .filter(|l| !l.contains("\"id\":\"msg_0008\""))
        .map(|l| format!("{l}\n"))
        .collect();
    env.write(&path, kept);
    let run = env.run(&["context", "show"]);
    run.expect_code(0);
    assert!(run.stderr.contains("msg_0008"), "{run:?}");
    assert!(session_items(&run.stdout).starts_with("[user] Row 1 of the transcript"), "{run:?}");
}

// ---------------------------------------------------------------------------------------------
// --at and --message

#[test]
fn context_show_at_needs_an_existing_user_message() {
    let (env, _) = writer_with(&turns(1, 4, |i| format!("message {i}")));
    env.run(&["context", "show", "--at", "msg_0099"]).expect_error(2, "no row `msg_0099`");
    env.run(&["context", "show", "--at", "msg_0002"]).expect_error(2, "`msg_0002` is not a user message");
}

#[test]
fn context_show_at_leaves_out_everything_after_the_message() {
    let (env, _) = writer_with(&turns(1, 6, |i| format!("message {i}")));
    let out = env.ok(&["context", "show", "--at", "msg_0003"]);
    assert_eq!(session_items(&out), "[user] message 1\n[assistant] message 2\n[user] message 3\n");
    let j = context_json(&env, &["--at", "msg_0003"]);
    assert_eq!(j["message"], "message 3");
    assert_eq!(j["items"].as_array().unwrap().len(), 2);
}

#[test]
fn context_show_at_json_reports_the_coverage_in_effect_then_not_the_current_one() {
    // Compressions at 22:30 (through msg_0008) and 22:40 (through msg_0012); msg_0021 was sent
    // at 22:31, between them.
    let text = |i: usize| format!("turn {i} of the story");
    let (env, id) = writer_with(&turns(1, 20, text));
    env.set_var("OKBOT_NOW", "2026-11-29T22:30:00Z");
    compress_ok(&env, &["--now"]);
    let at =
        |i: usize, minute: usize| msg(&mid(i), &format!("2026-11-29T22:{minute}:00.000Z"), role(i), &text(i));
    append(&env, "Writer", &[at(21, 31), at(22, 32), at(23, 33), at(24, 34)]);
    env.set_var("OKBOT_NOW", "2026-11-29T22:40:00Z");
    compress_ok(&env, &["--now"]);
    assert_eq!(coverage(&env, &id).as_deref(), Some("msg_0012"));
    append(&env, "Writer", &[at(25, 41), at(26, 42)]);

    let j = context_json(&env, &["--at", "msg_0021"]);
    let first_item = j["items"][0]["id"].as_str().unwrap();
    assert_eq!(first_item, "msg_0009", "the tail in effect at 22:31 started after msg_0008");
    assert_eq!(j["coverage"]["coveredThroughId"], "msg_0008", "coverage: {:#}", j["coverage"]);
}

#[test]
fn context_show_message_adds_the_next_user_message_and_counts_it() {
    let (env, _) = writer_with(&turns(1, 2, |i| format!("message {i}")));
    let out = env.ok(&["context", "show", "--message", "and now the next question"]);
    assert!(out.ends_with("[assistant] message 2\n[user] and now the next question\n"), "{out}");
    let j = context_json(&env, &["--message", "and now the next question"]);
    let t = &j["totals"];
    assert!(t["message"].as_u64().unwrap() > 0);
    assert_eq!(
        t["total"].as_u64().unwrap(),
        t["instructions"].as_u64().unwrap() + t["items"].as_u64().unwrap() + t["message"].as_u64().unwrap()
    );
    let item_sum: u64 = j["items"].as_array().unwrap().iter().map(|i| i["tokens"].as_u64().unwrap()).sum();
    assert_eq!(t["items"].as_u64().unwrap(), item_sum);
}

// ---------------------------------------------------------------------------------------------
// The stable prefix

#[test]
fn the_stable_prefix_hash_ignores_the_summary_but_follows_soul_md_edits() {
    let (env, id) = writer_with(&turns(1, 12, |i| format!("message {i} about /tmp/file{i}.txt")));
    let hash = |env: &TestEnv| context_json(env, &[])["stablePrefixHash"].as_str().unwrap().to_string();
    let h0 = hash(&env);
    assert!(h0.starts_with("fnv1a64:"), "{h0}");
    compress_ok(&env, &["--now"]);
    assert_eq!(hash(&env), h0, "a new summary must not break the provider's prefix cache");
    env.write(&format!("{id}/SOUL.md"), "# Identity\nYou are terse.\n");
    let j = context_json(&env, &[]);
    assert_ne!(j["stablePrefixHash"].as_str().unwrap(), h0);
    assert_eq!(j["blocks"][2]["text"], "# Identity\nYou are terse.", "SOUL.md is read fresh on every run");
}

// ---------------------------------------------------------------------------------------------
// Session pruning (DESIGN §4.7)

#[test]
fn pruning_cuts_old_tool_results_in_the_request_but_never_on_disk() {
    let long = "x".repeat(500);
    let mut rows = vec![msg(&mid(1), &stamp(1), "user", "look things up")];
    for k in 0..4 {
        let at = stamp(2 + k);
        rows.push(call(&format!("evt_c{k}"), &at, &format!("c{k}"), "search_history", "{\"query\":\"x\"}"));
        rows.push(result(
            &format!("evt_r{k}"),
            &at,
            &format!("c{k}"),
            "search_history",
            &format!("{k}{long}"),
        ));
    }
    rows.push(msg(&mid(9), &stamp(9), "assistant", "done"));
    let (env, id) = writer_with(&rows);
    let before = std::fs::read(env.root().join(&id).join("session.jsonl")).unwrap();

    // Off by default: every result goes whole.
    let plain = context_json(&env, &[]);
    let outputs = |v: &Value| -> Vec<String> {
        v["items"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|i| i["type"] == "tool_result")
            .map(|i| i["output"].as_str().unwrap().to_string())
            .collect()
    };
    assert!(outputs(&plain).iter().all(|o| o.len() == 501));

    set(&env, "pruning.enabled", "true");
    set(&env, "pruning.keepToolResults", "2");
    set(&env, "pruning.maxChars", "100");
    let pruned = outputs(&context_json(&env, &[]));
    assert_eq!(pruned.len(), 4);
    // The two older results keep their first 100 characters, then the marker; the newest two
    // go whole.
    let expected: Vec<String> = (0..4)
        .map(|k| {
            let whole = format!("{k}{long}");
            if k < 2 {
                format!("{}\n[… 401 more characters cut from this old tool result]", &whole[..100])
            } else {
                whole
            }
        })
        .collect();
    assert_eq!(pruned, expected);
    let items = |v: &Value| v["totals"]["items"].as_u64().unwrap_or_else(|| panic!("totals.items in {v:#}"));
    assert!(items(&context_json(&env, &[])) < items(&plain), "the cut results count fewer tokens");
    assert_eq!(std::fs::read(env.root().join(&id).join("session.jsonl")).unwrap(), before, "never on disk");
}
