//! `okbot compress`: when it runs (auto at the threshold, --now, --new-topic), how much it keeps
//! (keepRecentMax halved while over the threshold), where coverage may end, --dry-run, --undo
//! and exit 4 (DESIGN §4.4–4.6). The offline summarizer throughout; the window is made small
//! with an `apiFormat: offline` provider entry that has a `contextWindow`.
//!
//! Laziness of the tokenizer (commands that count no tokens must not load it) is not tested
//! here: it can only be seen as time, and timed tests are flaky. The benchmark script in
//! scripts/ measures `okbot session show` against `okbot context show` instead.

use crate::support::context::*;
use crate::support::{TestEnv, assert_null};
use serde_json::{Value, json};

/// Twenty messages of about forty tokens each, no identifiers.
fn twenty() -> (TestEnv, String) {
    writer_with(&turns(1, 20, |i| format!("Turn {} talks about {}.", words(1, i), words(30, i))))
}

// ---------------------------------------------------------------------------------------------
// auto: the threshold is window × ratio, and a request at the threshold compresses

/// Make `window × 0.5` equal `total + delta` (ratio 0.5 keeps the arithmetic exact).
fn threshold_at(env: &TestEnv, total: u64, delta: i64) -> u64 {
    let threshold = (total as i64 + delta) as u64;
    offline_window(env, threshold * 2);
    set(env, "contextCompression.ratio", "0.5");
    set(env, "contextCompression.summaryMaxChars", "300");
    let t = context_json(env, &[])["totals"].clone();
    assert_eq!(t["total"], json!(total), "settings must not change the estimate");
    assert_eq!(t["threshold"], json!(threshold));
    threshold
}

#[test]
fn auto_compresses_when_the_request_is_exactly_at_the_threshold() {
    let (env, id) = twenty();
    let before = total(&env);
    let threshold = threshold_at(&env, before, 0);
    let out = compress_ok(&env, &[]);
    assert_eq!(out["mode"], "auto");
    assert_eq!(out["advanced"], true, "{out:#}");
    assert_eq!(out["tokensBefore"], json!(before));
    assert_eq!(out["threshold"], json!(threshold));
    assert_eq!(out["keep"], 12, "the first fold keeps keepRecentMax messages: {out:#}");
    assert_eq!(out["coveredThroughId"], "msg_0008");
    assert!(out["tokensAfter"].as_u64().unwrap() < threshold, "{out:#}");
    assert_eq!(coverage(&env, &id).as_deref(), Some("msg_0008"));
    let log = compactions(&env, &id);
    assert_eq!(log.len(), 1);
    assert_eq!(log[0]["mode"], "auto");
    assert_eq!(log[0]["tokensBefore"], json!(before));
}

#[test]
fn auto_does_nothing_when_the_request_is_one_token_under_the_threshold() {
    let (env, id) = twenty();
    let before = total(&env);
    threshold_at(&env, before, 1);
    let snap = env.snapshot();
    let out = compress_ok(&env, &[]);
    assert_eq!(out["advanced"], false, "{out:#}");
    let why = out["skipped"].as_str().unwrap();
    assert!(why.contains("under the threshold"), "{why}");
    assert!(why.contains(&before.to_string()), "the reason names the total: {why}");
    snap.assert_unchanged(&env.snapshot(), "a compress under the threshold");
    assert_eq!(coverage(&env, &id), None);
    let human = env.run(&["compress"]);
    human.expect_code(0);
    assert_eq!(human.stdout, "", "nothing changed, no data\n{human:?}");
    assert!(human.stderr.starts_with("okbot: nothing to compress: "), "{human:?}");
}

#[test]
fn auto_compresses_when_the_request_is_one_token_over_the_threshold() {
    let (env, id) = twenty();
    let before = total(&env);
    threshold_at(&env, before, -1);
    let out = compress_ok(&env, &[]);
    assert_eq!(out["advanced"], true, "{out:#}");
    assert_eq!(out["keep"], 12);
    assert_eq!(coverage(&env, &id).as_deref(), Some("msg_0008"));
}

// ---------------------------------------------------------------------------------------------
// keep halving

#[test]
fn keep_halves_from_12_to_6_to_3_to_1_until_the_request_fits() {
    // Messages of ~200 tokens and a 100-character summary: the request fits only when at most
    // one message stays verbatim, so keep goes 12 → 6 → 3 → 1.
    let (env, id) = writer_with(&turns(1, 20, |i| words(200, i)));
    set(&env, "contextCompression.summaryMaxChars", "100");
    let ctx = context_json(&env, &[]);
    let instructions = ctx["totals"]["instructions"].as_u64().unwrap();
    let item_tokens: Vec<u64> =
        ctx["items"].as_array().unwrap().iter().map(|i| i["tokens"].as_u64().unwrap()).collect();
    let (min, max) = (*item_tokens.iter().min().unwrap(), *item_tokens.iter().max().unwrap());
    assert!(min > 150 && max < 260, "messages should be ~200 tokens: {item_tokens:?}");
    // One message plus a ≤100-character summary block stays under this; three messages do not.
    let threshold = instructions + 2 * min;
    assert!(instructions + 3 * min >= threshold && instructions + max + 100 < threshold);
    offline_window(&env, threshold * 2);
    set(&env, "contextCompression.ratio", "0.5");

    let out = compress_ok(&env, &[]);
    assert_eq!(out["keep"], 1, "{out:#}");
    assert_eq!(out["summarizerCalls"], 4, "one incremental fold per keep value 12, 6, 3, 1: {out:#}");
    assert_eq!(out["foldedMessages"], 19);
    assert_eq!(out["coveredThroughId"], "msg_0019");
    assert_eq!(out["fits"], true);
    assert!(out["tokensAfter"].as_u64().unwrap() < threshold);
    assert!(out["summary"].as_str().unwrap().chars().count() <= 100, "{out:#}");
    assert_eq!(item_ids(&env), ["msg_0020"]);
    let log = compactions(&env, &id);
    assert_eq!(log.len(), 1, "the halving is one compression: {log:#?}");
    assert_null(&log[0], "fromId");
    assert_eq!(log[0]["toId"], "msg_0019");
    assert_eq!(log[0]["folded"], 19);
}

// ---------------------------------------------------------------------------------------------
// --now and --new-topic

#[test]
fn compress_now_with_at_most_keep_recent_min_messages_changes_nothing() {
    let (env, id) = writer_with(&turns(1, 8, |i| format!("message number {i} with some words")));
    let snap = env.snapshot();
    let run = env.run(&["compress", "--now"]);
    run.expect_code(0);
    assert_eq!(run.stdout, "");
    assert_eq!(
        run.stderr,
        "okbot: nothing to compress: the live buffer has 8 messages, not more than keepRecentMin (8)\n"
    );
    snap.assert_unchanged(&env.snapshot(), "compress --now with 8 messages");

    // One more message and the oldest one is folded, keeping keepRecentMin verbatim.
    append(&env, "Writer", &turns(9, 9, |_| "the ninth message".into()));
    let out = compress_ok(&env, &["--now"]);
    assert_eq!((out["keep"].clone(), out["coveredThroughId"].clone()), (json!(8), json!("msg_0001")));
    assert_eq!(coverage(&env, &id).as_deref(), Some("msg_0001"));
}

#[test]
fn compress_now_keeps_keep_recent_max_messages_and_folds_the_rest() {
    let (env, id) = twenty();
    let run = env.run(&["compress", "--now"]);
    run.expect_code(0);
    assert!(run.stdout.starts_with("folded 8 messages (8 rows) from msg_0001 through msg_0008\n"), "{run:?}");
    assert!(run.stdout.contains("kept 12 recent messages verbatim\n"), "{run:?}");
    assert!(run.stdout.contains("by the offline summarizer"), "{run:?}");
    let ids = item_ids(&env);
    assert_eq!(ids.first().map(String::as_str), Some("msg_0009"));
    assert_eq!(ids.len(), 12);
    let s = summary_file(&env, &id).unwrap();
    assert_eq!(s["coveredThroughId"], "msg_0008");
    assert_eq!(s["compactions"], 1);
    assert_eq!(s["updatedAt"], crate::support::STAMP);
    assert!(!s["summary"].as_str().unwrap().is_empty());
    let log = compactions(&env, &id);
    assert_eq!(log.len(), 1);
    assert_eq!(log[0]["mode"], "now");
    assert_eq!(log[0]["at"], crate::support::STAMP);
    assert_eq!(log[0]["previousSummary"], "");
    assert_eq!(log[0]["summaryChars"], json!(s["summary"].as_str().unwrap().chars().count()));
}

#[test]
fn new_topic_folds_every_message_into_the_summary() {
    let (env, id) = writer_with(&turns(1, 6, |i| {
        format!("We keep the build config at /etc/build/conf{i}.toml for now.")
    }));
    let out = compress_ok(&env, &["--new-topic"]);
    assert_eq!(out["mode"], "topic");
    assert_eq!(out["keep"], 0);
    assert_eq!(out["foldedMessages"], 6);
    assert_eq!(coverage(&env, &id).as_deref(), Some("msg_0006"));
    let ctx = context_json(&env, &[]);
    assert_eq!(ctx["items"], json!([]), "the model sees the summary only");
    let summary_block = &ctx["blocks"].as_array().unwrap()[5];
    assert_eq!(summary_block["name"], "summary");
    let text = summary_block["text"].as_str().unwrap();
    for i in 1..=6 {
        assert!(text.contains(&format!("/etc/build/conf{i}.toml")), "{text}");
    }
    assert_eq!(compactions(&env, &id)[0]["mode"], "topic");
}

#[test]
fn a_second_new_topic_with_nothing_new_leaves_coverage_and_files_unchanged() {
    let (env, id) = writer_with(&turns(1, 4, |i| format!("plain message {i}")));
    compress_ok(&env, &["--new-topic"]);
    let snap = env.snapshot();
    let out = compress_ok(&env, &["--new-topic"]);
    assert_eq!(out["advanced"], false);
    assert_eq!(out["skipped"], "the live buffer has no messages");
    snap.assert_unchanged(&env.snapshot(), "a second compress --new-topic");
    assert_eq!(coverage(&env, &id).as_deref(), Some("msg_0004"));
}

#[test]
fn a_message_longer_than_one_summarizer_slice_is_read_in_several_calls_and_covered_whole() {
    let long = words(9_000, 1); // ~60 000 characters, well over one 24 000-character slice
    assert!(long.len() > 2 * 24_000);
    let mut rows = turns(1, 2, |i| format!("short message {i}"));
    rows.push(msg("msg_0003", &stamp(3), "user", &long));
    rows.push(msg("msg_0004", &stamp(4), "assistant", "Noted."));
    let (env, id) = writer_with(&rows);
    let out = compress_ok(&env, &["--new-topic"]);
    assert!(out["summarizerCalls"].as_u64().unwrap() >= 3, "{}", out["summarizerCalls"]);
    assert_eq!(out["partial"], false);
    assert_eq!(out["coveredThroughId"], "msg_0004");
    assert_eq!(out["foldedMessages"], 4);
    assert!(out["summary"].as_str().unwrap().chars().count() <= 2000);
    assert_eq!(coverage(&env, &id).as_deref(), Some("msg_0004"));
}

// ---------------------------------------------------------------------------------------------
// coverage

#[test]
fn coverage_only_moves_forward_and_stops_when_nothing_is_left_to_fold() {
    let (env, id) = twenty();
    let mut positions = Vec::new();
    let mut done = false;
    for _ in 0..8 {
        let out = compress_ok(&env, &["--now"]);
        if out["advanced"] == false {
            let snap = env.snapshot();
            let again = compress_ok(&env, &["--now"]);
            assert_eq!(again["advanced"], false);
            snap.assert_unchanged(&env.snapshot(), "compress --now with nothing new");
            done = true;
            break;
        }
        positions.push(position(&env, &id, &coverage(&env, &id).unwrap()));
    }
    assert!(done, "compress --now kept advancing");
    // 20 messages: 8 folded first, then one at a time while more than keepRecentMin (8) remain.
    assert_eq!(positions, [7, 8, 9, 10, 11]);
    let log = compactions(&env, &id);
    assert_eq!(log.len(), 5);
    for pair in log.windows(2) {
        assert_eq!(pair[1]["fromId"], pair[0]["toId"], "each compression starts where the last ended");
    }
    assert_eq!(item_ids(&env).len(), 8);
}

#[test]
fn coverage_never_ends_on_a_tool_call_or_tool_result_row() {
    let mut rows = turns(1, 3, |i| format!("message {i} about the weather"));
    rows.push(call("evt_0001", &stamp(100), "c1", "search_history", r#"{"query":"rain"}"#));
    rows.push(result("evt_0002", &stamp(101), "c1", "search_history", "no earlier rain"));
    rows.extend(turns(4, 16, |i| format!("message {i} about the weather")));
    rows.push(call("evt_0003", &stamp(102), "c2", "search_history", r#"{"query":"snow"}"#));
    rows.push(result("evt_0004", &stamp(103), "c2", "search_history", "snow in March"));
    let (env, id) = writer_with(&rows);

    // --now: 16 messages, keep 12 → the cut is msg_0004, after the first tool pair.
    let out = compress_ok(&env, &["--now"]);
    assert_eq!(out["coveredThroughId"], "msg_0004");
    assert_eq!(out["foldedRows"], 6, "the tool pair is folded with the messages around it");
    // --new-topic: everything up to the last message; the trailing tool rows stay live.
    let out = compress_ok(&env, &["--new-topic"]);
    assert_eq!(out["coveredThroughId"], "msg_0016");
    assert_eq!(item_ids(&env), ["evt_0003", "evt_0004"]);

    let transcript = rows_with_offsets(&env, &id);
    for c in compactions(&env, &id) {
        let to = c["toId"].as_str().unwrap();
        let row = &transcript.iter().find(|(_, r)| r["id"] == to).unwrap().1;
        assert_eq!(row["item"]["type"], "message", "toId {to} is not a message");
        assert!(row["item"]["role"] == "user" || row["item"]["role"] == "assistant");
    }
}

// ---------------------------------------------------------------------------------------------
// --dry-run and --undo

#[test]
fn dry_run_reports_the_cut_and_writes_nothing() {
    let (env, id) = twenty();
    let snap = env.snapshot();
    let out = compress_ok(&env, &["--now", "--dry-run"]);
    assert_eq!(out["dryRun"], true);
    assert_eq!(out["advanced"], true);
    assert_eq!(out["firstFoldedId"], "msg_0001");
    assert_eq!(out["coveredThroughId"], "msg_0008");
    assert!(!out["summary"].as_str().unwrap().is_empty());
    let human = env.run(&["compress", "--now", "--dry-run"]);
    human.expect_code(0);
    assert!(
        human.stdout.starts_with("would fold 8 messages (8 rows) from msg_0001 through msg_0008\n"),
        "{human:?}"
    );
    assert!(
        human.stdout.contains(out["summary"].as_str().unwrap()),
        "a dry run prints the summary it would write"
    );
    snap.assert_unchanged(&env.snapshot(), "compress --dry-run");
    assert!(!env.exists(&format!("{id}/session-summary.json")));
    assert!(!env.exists(&format!("{id}/compactions.jsonl")));
}

#[test]
fn undo_restores_the_previous_summary_and_coverage_twice_then_refuses() {
    let (env, id) = twenty();
    let transcript_before = env.read(&format!("{id}/session.jsonl"));
    compress_ok(&env, &["--now"]);
    let first = summary_file(&env, &id).unwrap();
    append(&env, "Writer", &turns(21, 24, |i| format!("a later message {i} on a fresh subject")));
    compress_ok(&env, &["--now"]);
    let second = summary_file(&env, &id).unwrap();
    assert_eq!(second["coveredThroughId"], "msg_0012");
    assert_ne!(first["summary"], second["summary"]);

    let run = env.run(&["compress", "--undo"]);
    run.expect_code(0);
    assert_eq!(run.stdout, "msg_0008\n", "stdout carries only the id the summary covers through");
    assert_eq!(run.stderr, "okbot: restored the summary covering through msg_0008\n");
    let restored = summary_file(&env, &id).unwrap();
    for key in ["summary", "coveredThroughId", "coveredThroughOffset", "compactions"] {
        assert_eq!(restored[key], first[key], "{key} after the first undo");
    }
    assert_eq!(item_ids(&env).first().map(String::as_str), Some("msg_0009"));

    let run = env.run(&["compress", "--undo", "--json"]);
    run.expect_code(0);
    assert_null(&run.json(), "coveredThroughId");
    let restored = summary_file(&env, &id).unwrap();
    assert_eq!(restored["summary"], "");
    assert_eq!(restored["coveredThroughId"], "");
    assert_eq!(item_ids(&env).len(), 24, "no coverage: the model sees the whole transcript");

    let snap = env.snapshot();
    env.run(&["compress", "--undo"]).expect_error(2, "there is no compression to undo");
    snap.assert_unchanged(&env.snapshot(), "an undo with nothing to undo");
    // Compression and undo never touch the transcript.
    assert!(env.read(&format!("{id}/session.jsonl")).starts_with(&transcript_before));
    let modes: Vec<String> =
        compactions(&env, &id).iter().map(|c| c["mode"].as_str().unwrap().to_string()).collect();
    assert_eq!(modes, ["now", "now", "undo", "undo"]);
}

#[test]
fn undo_on_an_owner_that_never_compressed_is_a_usage_error() {
    let (env, _) = twenty();
    let snap = env.snapshot();
    let run = env.run(&["compress", "--undo"]);
    run.expect_error(2, "there is no compression to undo");
    assert!(run.stderr.contains("hint: "), "{run:?}");
    snap.assert_unchanged(&env.snapshot(), "compress --undo");
}

// ---------------------------------------------------------------------------------------------
// exit 4

#[test]
fn compress_exits_4_when_even_a_full_fold_leaves_the_request_over_the_threshold() {
    // A persona of ~3000 tokens and a window whose threshold is 1000: nothing compression can
    // fold makes the request fit.
    let mut rows = turns(1, 11, |i| format!("message {i}"));
    rows.push(msg("msg_0012", &stamp(12), "assistant", &words(2_000, 2)));
    let (env, id) = writer_with(&rows);
    env.write(&format!("{id}/SOUL.md"), format!("# Identity\n{}\n", words(3_000, 5)));
    offline_window(&env, 2000);
    set(&env, "contextCompression.ratio", "0.5");
    let run = env.run(&["compress"]);
    run.expect_code(4);
    assert!(
        run.stderr.contains(
            "okbot: error: the next request would still be at or over the threshold of 1000 tokens"
        ),
        "{run:?}"
    );
    assert!(run.stderr.contains("hint: "), "{run:?}");
}

#[test]
fn a_request_still_over_after_folding_leaves_out_the_oldest_tool_results_and_fits() {
    // The turn in progress ends with a big tool result after the last message: folding every
    // message cannot remove it, so the next request omits it (and its call) instead.
    let mut rows = turns(1, 11, |i| format!("message {i}"));
    rows.push(call("evt_0001", &stamp(20), "c1", "search_history", r#"{"query":"everything"}"#));
    rows.push(result("evt_0002", &stamp(21), "c1", "search_history", &words(3_000, 4)));
    let (env, id) = writer_with(&rows);
    let transcript = env.read(&format!("{id}/session.jsonl"));
    offline_window(&env, 2000);
    set(&env, "contextCompression.ratio", "0.5");
    let dry = env.run(&["compress", "--dry-run"]);
    dry.expect_code(0);
    assert!(dry.stderr.contains("leaves out the 1 oldest tool results"), "{dry:?}");
    let out = compress_ok(&env, &[]);
    assert_eq!(out["keep"], 0, "{out:#}");
    assert_eq!(out["coveredThroughId"], "msg_0011");
    assert_eq!(out["omittedToolResults"], 1);
    assert_eq!(out["fits"], true);
    assert_eq!(
        env.read(&format!("{id}/session.jsonl")),
        transcript,
        "omitting is per request, never on disk"
    );
    assert_eq!(item_ids(&env), ["evt_0001", "evt_0002"], "context show still lists what is on disk");
}

// ---------------------------------------------------------------------------------------------
// bounded folds: contextCompression.maxFoldChars, the note, compress --full, clipping

/// `n` messages of about `len` characters each, with identifiers so the summary keeps them.
fn long_turns(n: usize, len: usize) -> (TestEnv, String) {
    writer_with(&turns(1, n, |i| {
        let mut text = format!("Step {i} uses file_{i}.txt and {}.", words(len / 7, i));
        text.truncate(len);
        text
    }))
}

#[test]
fn a_big_uncovered_delta_is_summarised_only_up_to_max_fold_chars_and_the_rest_is_noted() {
    let (env, id) = long_turns(60, 400);
    set(&env, "contextCompression.maxFoldChars", "1000");
    set(&env, "contextCompression.summaryMaxChars", "600");
    let dry = env.run(&["compress", "--now", "--dry-run"]);
    dry.expect_code(0);
    assert!(dry.stdout.contains("older messages without summarising them"), "{dry:?}");
    let out = compress_ok(&env, &["--now"]);
    // 48 messages to fold (12 kept); about 1000 characters of the newest of them are read.
    assert_eq!(out["coveredThroughId"], "msg_0048", "{out:#}");
    assert_eq!(out["summarizerCalls"], 1, "{out:#}");
    let unread = out["unreadMessages"].as_u64().unwrap();
    let read = out["foldedMessages"].as_u64().unwrap();
    assert_eq!(unread + read, 48, "{out:#}");
    assert!((2..=3).contains(&read), "about 1000 characters are read: {out:#}");
    let summary = out["summary"].as_str().unwrap();
    let first = summary.lines().next().unwrap();
    assert_eq!(
        first,
        format!(
            "Earlier conversation ({unread} messages, on 2026-11-29) was not summarised; search_history finds it."
        )
    );
    assert!(summary.chars().count() <= 600, "{summary}");
    assert!(summary.contains("file_48.txt"), "the newest folded message is summarised: {summary}");
    assert!(!summary.contains("file_1.txt"), "the oldest is not read: {summary}");
    // The note survives the next compression and adds up.
    append(&env, &id, &turns(61, 80, |i| format!("Later step {i} about {}.", words(60, i))));
    let next = compress_ok(&env, &["--now"]);
    let more = next["unreadMessages"].as_u64().unwrap();
    let first = next["summary"].as_str().unwrap().lines().next().unwrap().to_string();
    assert!(first.starts_with(&format!("Earlier conversation ({} messages", unread + more)), "{first}");
    // What was not summarised is still found.
    let hits = env.ok(&["history", "search", "file_1.txt", "--json"]);
    assert!(hits.contains("msg_0001"), "{hits}");
}

#[test]
fn compress_full_reads_everything_and_says_how_many_calls_first() {
    let (env, id) = long_turns(60, 2000);
    set(&env, "contextCompression.maxFoldChars", "1000");
    let run = env.run(&["compress", "--full", "--json"]);
    run.expect_code(0);
    let out: Value = serde_json::from_str(&run.stdout).unwrap();
    let calls = out["summarizerCalls"].as_u64().unwrap();
    assert!(calls >= 4, "48 messages of 2000 characters take several 24 000-character slices: {out:#}");
    assert!(
        run.stderr.contains(&format!("compress --full will make {calls} summarizer calls")),
        "the estimate is exact for the offline summarizer: {run:?}"
    );
    assert_eq!(out["unreadMessages"], 0);
    assert_eq!(out["foldedMessages"], 48);
    assert!(!out["summary"].as_str().unwrap().starts_with("Earlier conversation"), "{out:#}");
    assert_eq!(coverage(&env, &id).as_deref(), Some("msg_0048"));
    assert!(!run.stderr.contains('\r'), "no progress bar when stderr is not a terminal: {run:?}");
}

#[test]
fn compress_full_over_twenty_calls_without_a_terminal_needs_yes() {
    let (env, id) = long_turns(300, 2000);
    let snap = env.snapshot();
    let run = env.run(&["compress", "--full"]);
    run.expect_code(2);
    assert!(run.stderr.contains("summarizer calls, more than 20"), "{run:?}");
    assert!(run.stderr.lines().any(|l| l.starts_with("hint: ") && l.contains("--yes")), "{run:?}");
    snap.assert_unchanged(&env.snapshot(), "a refused compress --full");
    assert_eq!(coverage(&env, &id), None);
}

#[test]
fn rows_beyond_the_read_window_are_covered_unread_with_the_note() {
    // A small window: the read keeps 2×maxFoldChars + 8 bytes a token of text, the rest is
    // only counted.
    let (env, id) = long_turns(300, 1000);
    offline_window(&env, 4000);
    set(&env, "contextCompression.maxFoldChars", "1000");
    set(&env, "contextCompression.summaryMaxChars", "600");
    let shown = env.run(&["context", "show"]);
    shown.expect_code(0);
    assert!(
        shown.stderr.contains("older messages (from 2026-11-29 to 2026-11-29) are not in this view"),
        "{shown:?}"
    );
    assert!(!shown.stdout.contains("file_1.txt"), "the oldest rows are not read into the view");
    let out = compress_ok(&env, &[]);
    assert_eq!(out["advanced"], true, "{out:#}");
    let unread = out["unreadMessages"].as_u64().unwrap();
    assert!(unread > 150, "{out:#}");
    let summary = out["summary"].as_str().unwrap();
    assert!(
        summary.starts_with(&format!("Earlier conversation ({unread} messages, on 2026-11-29)")),
        "{summary}"
    );
    let log = compactions(&env, &id);
    assert_null(log.last().unwrap(), "fromId");
    // Now covered: the view is the tail after coverage, without a warning.
    let shown = env.run(&["context", "show"]);
    assert!(!shown.stderr.contains("not in this view"), "{shown:?}");
    assert!(shown.stdout.contains("Earlier conversation ("), "{shown:?}");
}

#[test]
fn a_single_oversize_message_is_clipped_for_the_model_and_kept_whole_on_disk() {
    let huge = "a".repeat(150_000);
    let mut rows = turns(1, 2, |i| format!("short message {i}"));
    rows.push(msg("msg_0003", &stamp(3), "user", &huge));
    let (env, id) = writer_with(&rows);
    offline_window(&env, 1000);
    set(&env, "contextCompression.ratio", "0.95");
    let transcript = env.read(&format!("{id}/session.jsonl"));
    let shown = env.run(&["context", "show"]);
    shown.expect_code(0);
    assert!(
        shown.stdout.contains("\n[… clipped 50000 chars; the full text is in the transcript …]\n"),
        "a marker"
    );
    assert!(shown.stdout.len() < 110_000, "{}", shown.stdout.len());
    assert_eq!(env.read(&format!("{id}/session.jsonl")), transcript, "nothing on disk changes");
}

#[test]
fn the_first_chat_on_a_long_uncovered_history_folds_within_the_budget() {
    let (env, id) = long_turns(300, 1000);
    offline_window(&env, 4000);
    set(&env, "contextCompression.maxFoldChars", "2000");
    set(&env, "contextCompression.summaryMaxChars", "600");
    let run = env.run(&["chat", "--json", "What should we do next about the plan?"]);
    run.expect_code(0);
    let summary = summary_file(&env, &id).expect("the first chat compressed");
    let text = summary["summary"].as_str().unwrap();
    assert!(text.starts_with("Earlier conversation ("), "{text}");
    assert!(text.contains("was not summarised; search_history finds it."), "{text}");
    let log = compactions(&env, &id);
    assert_eq!(log.len(), 1, "{log:?}");
    let folded = log[0]["folded"].as_u64().unwrap();
    assert!(folded <= 4, "about 2000 characters of messages are read: {folded}");
}

#[test]
fn a_huge_chinese_message_is_clipped_to_fit_the_window_and_the_chat_goes_through() {
    // 1.2 million Chinese characters: about a token each, so clipping it to the character
    // count an English text gets would still be over the window.
    let huge: String = "这是一条很长的中文消息，里面有很多字。".chars().cycle().take(1_200_000).collect();
    let (env, id) = writer_with(&turns(1, 2, |i| format!("short message {i}")));
    offline_window(&env, 128_000);
    let run = env.run_stdin(&["chat", "--json"], huge.clone());
    run.expect_code(0);
    let shown = env.run(&["context", "show"]);
    shown.expect_code(0);
    let marker = "[… clipped 1136000 chars; the full text is in the transcript …]";
    assert!(shown.stdout.contains(marker), "{}", &shown.stdout[..2000.min(shown.stdout.len())]);
    let rows = crate::support::parse_lines(&env.read(&format!("{id}/session.jsonl")));
    assert!(rows.iter().any(|r| r["item"]["content"] == huge.as_str()), "kept whole on disk");
}

// ---------------------------------------------------------------------------------------------
// a summarizer that keeps nothing still leaves a summary (DESIGN §4.6: an empty one is no
// coverage)

/// The summary a fold of `n` messages with nothing to keep leaves.
fn nothing_kept(n: usize) -> String {
    format!("## Other\n- {n} earlier messages were folded; they held nothing to keep.")
}

#[test]
fn compress_now_over_small_talk_stores_a_summary_and_the_model_sees_only_the_kept_messages() {
    let (env, id) = writer_with(&turns(1, 20, |i| if i % 2 == 1 { "hi".into() } else { "hello".into() }));
    let out = compress_ok(&env, &["--now"]);
    assert_eq!(out["summary"], json!(nothing_kept(8)), "{out:#}");
    assert_eq!(summary_file(&env, &id).unwrap()["summary"], json!(nothing_kept(8)));
    assert_eq!(coverage(&env, &id).as_deref(), Some("msg_0008"));
    assert_eq!(item_ids(&env).len(), 12, "the folded messages are gone from the request");
    assert_eq!(out["tokensAfter"], json!(total(&env)), "the figure is what the next request carries");
    // The next run folds what is new only, and counts on.
    let again = compress_ok(&env, &["--now"]);
    assert_eq!(again["foldedMessages"], 1, "{again:#}");
    assert_eq!(again["summary"], json!(nothing_kept(9)));
    assert_eq!(compactions(&env, &id).len(), 2);
}

#[test]
fn chats_over_pasted_logs_with_nothing_to_keep_compress_once_and_go_through() {
    let log = |i: usize| {
        (0..8)
            .map(|m| {
                format!(
                    "2027/01/04 08:{m:02}:{:02} [error] 1234#0: *{} upstream timed out (110: Connection timed out) \
while reading response header from upstream, client: 10.0.{}.{}, server: shop.example, \
request: \"GET /api/cart HTTP/1.1\"",
                    (i * 7 + m) % 60,
                    i * 100 + m,
                    i % 10,
                    m + 1
                )
            })
            .collect::<Vec<_>>()
            .join("\n")
    };
    let (env, id) = writer_with(&turns(1, 80, |i| if i % 2 == 1 { log(i) } else { "ok".into() }));
    offline_window(&env, 20_000);
    set(&env, "contextCompression.autoTopicCompress", "false");
    let threshold = context_json(&env, &[])["totals"]["threshold"].as_u64().unwrap();
    assert!(total(&env) > threshold, "the history starts over the threshold");
    for _ in 0..2 {
        let run = env.run(&["chat", "any idea what is wrong?"]);
        run.expect_code(0);
    }
    let summary = summary_file(&env, &id).expect("the first chat compressed");
    let text = summary["summary"].as_str().unwrap();
    assert!(text.starts_with("## Other\n- ") && text.ends_with("held nothing to keep."), "{text}");
    let log = compactions(&env, &id);
    assert_eq!(log.len(), 1, "the second chat fits without folding again: {log:?}");
    assert!(log[0]["tokensAfter"].as_u64().unwrap() < threshold, "{log:?}");
    assert!(total(&env) < threshold);
}
