//! The token cache (`<owner>/.token-cache`): counts made once are not made again, the figures
//! are the same with a cold, warm, damaged or deleted cache, counts of one encoding never stand
//! for another, and the compression decision of `compress` and `chat` reads the cache too.

use crate::support::TestEnv;
use crate::support::context::*;
use serde_json::{Value, json};

const CACHE: &str = "bot_20261129_001/.token-cache";

/// Twenty turns with non-ASCII text, a tool call and its result, and a hidden trigger.
fn writer() -> (TestEnv, String) {
    let mut rows = turns(1, 20, |i| format!("Turn {i} – {} «café» 日本語 🙂", words(30, i)));
    rows.push(call("msg_0021", &stamp(21), "call_1", "web_search", "{\"query\":\"proxy port\"}"));
    rows.push(result("msg_0022", &stamp(22), "call_1", "web_search", &words(60, 22)));
    rows.push(hidden("msg_0023", &stamp(23), "Daily check-in: anything due today?"));
    writer_with(&rows)
}

/// `context show --json ARGS` and its `tokenCache` figures (hits, misses), the figures left out.
#[track_caller]
fn show(env: &TestEnv, args: &[&str]) -> (Value, u64, u64) {
    let mut doc = context_json(env, args);
    let cache = doc.as_object_mut().unwrap().remove("tokenCache").expect("a tokenCache object");
    (doc, cache["hits"].as_u64().unwrap(), cache["misses"].as_u64().unwrap())
}

fn delete_cache(env: &TestEnv) {
    std::fs::remove_file(env.path(CACHE)).expect("the cache was written");
}

/// Every count in the cache replaced by the length of its text: the largest count a cache may
/// hold, and far above the real one. Only a reader of the cache can see these figures.
fn inflate_cache(env: &TestEnv) {
    let text = env.read(CACHE);
    let mut lines = text.lines();
    let mut out = format!("{}\n", lines.next().unwrap());
    for line in lines {
        let f: Vec<&str> = line.split(' ').collect();
        assert_eq!(f.len(), 4, "{line}");
        out.push_str(&format!("{} {} {} {}\n", f[0], f[1], f[2], f[2]));
    }
    env.write(CACHE, out);
}

#[test]
fn context_show_counts_the_same_with_a_cold_a_warm_and_a_deleted_cache() {
    let (env, _) = writer();
    compress_ok(&env, &["--now"]);
    append(&env, "Writer", &turns(24, 30, |i| format!("After the summary {i}: {}", words(20, i))));
    if env.path(CACHE).exists() {
        delete_cache(&env);
    }
    let (cold, hits, misses) = show(&env, &[]);
    assert!(cold["coverage"].is_object(), "the session has a summary: {cold:#}");
    assert!(misses > 10, "a cold cache counts every text: {misses} misses, {hits} hits");
    assert!(env.read(CACHE).starts_with("okbot-token-cache 1\n"));

    let (warm, hits, misses) = show(&env, &[]);
    assert_eq!(warm, cold);
    assert_eq!(misses, 0, "a warm cache counts nothing");
    assert!(hits > 10);
    let saved = env.bytes(CACHE);
    show(&env, &[]);
    assert_eq!(env.bytes(CACHE), saved, "a run that counted nothing new leaves the file alone");

    delete_cache(&env);
    assert_eq!(show(&env, &[]).0, cold);
    let at = show(&env, &["--at", "msg_0029"]).0;
    delete_cache(&env);
    assert_eq!(show(&env, &["--at", "msg_0029"]).0, at);
}

#[test]
fn a_new_message_or_an_appended_row_counts_only_its_own_text() {
    let (env, _) = writer();
    let (before, _, _) = show(&env, &[]);
    let (with_message, _, misses) = show(&env, &["--message", "What did we decide about the proxy?"]);
    assert_eq!(misses, 1, "only the new message is counted");
    assert_eq!(with_message["totals"]["instructions"], before["totals"]["instructions"]);

    append(&env, "Writer", &[msg("msg_0024", &stamp(24), "assistant", "A brand new answer — 新しい")]);
    let (after, _, misses) = show(&env, &[]);
    assert_eq!(misses, 1, "only the appended row is counted");
    delete_cache(&env);
    assert_eq!(show(&env, &[]).0, after);
}

#[test]
fn a_damaged_or_hostile_cache_is_ignored_and_rewritten() {
    let (env, _) = writer();
    let (clean, _, _) = show(&env, &[]);
    let good = env.read(CACHE);
    let first = good.lines().nth(1).unwrap().to_string();
    let f: Vec<&str> = first.split(' ').collect();
    let damaged = [
        "not a cache at all\n".to_string(),
        good[..good.len() / 2].to_string(),
        format!("{good}{} {} {} {}\n", f[0], f[1], f[2], f[2].parse::<u64>().unwrap() + 1),
        format!("{good}p50k_base {} {} {}\n", f[1], f[2], f[3]),
        good.replace("o200k_base", "cl100k_base"),
        format!("{good}\0\0\0\n"),
        "x".repeat(3 << 20),
    ];
    for bytes in damaged {
        env.write(CACHE, &bytes);
        let (doc, _, misses) = show(&env, &[]);
        assert_eq!(doc, clean, "a damaged cache changed the figures:\n{bytes:.200}");
        assert!(misses > 0, "a damaged cache is not believed:\n{bytes:.200}");
        assert!(env.read(CACHE).starts_with("okbot-token-cache 1\n"), "rewritten");
        assert_eq!(show(&env, &[]).2, 0, "and warm again");
    }
    // A link in the cache's place is never read or written through (not to an endless file, not
    // to a file outside the root): the cache is okbot's own, so the link is replaced by a cache.
    std::fs::remove_file(env.path(CACHE)).unwrap();
    std::os::unix::fs::symlink("/dev/zero", env.path(CACHE)).unwrap();
    assert_eq!(show(&env, &[]).0, clean);
    std::fs::remove_file(env.path(CACHE)).unwrap();
    let outside = tempfile::NamedTempFile::new().unwrap();
    std::fs::write(outside.path(), "precious\n").unwrap();
    std::os::unix::fs::symlink(outside.path(), env.path(CACHE)).unwrap();
    assert_eq!(show(&env, &[]).0, clean);
    assert_eq!(std::fs::read_to_string(outside.path()).unwrap(), "precious\n", "not written through");
    assert!(!std::fs::symlink_metadata(env.path(CACHE)).unwrap().file_type().is_symlink());
    assert!(env.read(CACHE).starts_with("okbot-token-cache 1\n"));
}

#[test]
fn counts_of_one_encoding_never_stand_for_another() {
    let (env, _) = writer();
    show(&env, &[]);
    set_provider(
        &env,
        json!({"id": "local", "name": "Local", "baseURL": "", "apiKey": "", "apiFormat": "offline",
               "models": [{"id": "gpt-4-turbo", "contextWindow": 128000}]}),
    );
    let (cl100k, _, misses) = show(&env, &[]);
    assert_eq!(cl100k["method"], "estimate:cl100k_base");
    assert!(misses > 10, "the o200k_base counts are not reused: {misses}");
    let (again, _, misses) = show(&env, &[]);
    assert_eq!((again, misses), (cl100k.clone(), 0));
    delete_cache(&env);
    assert_eq!(show(&env, &[]).0, cl100k);
}

#[test]
fn a_failed_cache_write_is_silent() {
    let (env, id) = writer();
    let (clean, _, _) = show(&env, &[]);
    delete_cache(&env);
    let dir = env.path(&id);
    let mode = |m| std::fs::set_permissions(&dir, std::os::unix::fs::PermissionsExt::from_mode(m)).unwrap();
    mode(0o500);
    let run = env.run(&["context", "show", "--json"]);
    mode(0o700);
    run.expect_code(0);
    assert_eq!(run.stderr, "", "{run:?}");
    let mut doc = run.json();
    doc.as_object_mut().unwrap().remove("tokenCache");
    assert_eq!(doc, clean);
    assert!(!env.path(CACHE).exists());
}

#[test]
fn a_dry_run_or_a_compression_that_does_nothing_reads_the_cache_and_writes_nothing() {
    let (env, _) = writer();
    // No cache yet: neither writes one.
    let snap = env.snapshot();
    let dry = compress_ok(&env, &["--dry-run"]);
    compress_ok(&env, &[]);
    snap.assert_unchanged(&env.snapshot(), "compress under the threshold");
    assert!(!env.path(CACHE).exists());

    let real = dry["tokensBefore"].as_u64().unwrap();
    assert_eq!(real, total(&env), "the decision counts the request context show counts");
    inflate_cache(&env);
    let snap = env.snapshot();
    let inflated = compress_ok(&env, &["--dry-run"]);
    snap.assert_unchanged(&env.snapshot(), "compress --dry-run");
    assert!(
        inflated["tokensBefore"].as_u64().unwrap() > real * 2,
        "the dry run decides with the cached counts: {inflated:#}"
    );
    delete_cache(&env);
    assert_eq!(compress_ok(&env, &["--dry-run"])["tokensBefore"], json!(real));
}

/// A window whose threshold is over the exact total of the next request (with a short new
/// message) but under its byte count: the decision needs counts.
fn window_between_counts_and_bytes(env: &TestEnv) {
    let exact = total(env);
    let threshold = exact + 100;
    offline_window(env, threshold * 2);
    set(env, "contextCompression.ratio", "0.5");
    set(env, "contextCompression.autoTopicCompress", "false");
    assert_eq!(context_json(env, &[])["totals"]["total"], json!(exact));
}

#[test]
fn the_chat_decision_reads_the_cache() {
    // With true counts nothing is folded …
    let (env, id) = writer();
    window_between_counts_and_bytes(&env);
    env.ok(&["chat", "-a", "Writer", "ok?"]);
    assert!(compactions(&env, &id).is_empty(), "under the threshold: nothing to fold");
    assert!(env.path(CACHE).exists());

    // … with no cache the turn counts (its byte bound is over the threshold) and saves what it
    // counted: afterwards only the reply and the per-block figures (which only context show
    // makes) are new to the cache.
    delete_cache(&env);
    env.ok(&["chat", "-a", "Writer", "and now?"]);
    assert!(compactions(&env, &id).is_empty());
    let (doc, _, misses) = show(&env, &[]);
    let blocks = doc["blocks"].as_array().unwrap().iter().filter(|b| b["tokens"] != 0).count() as u64;
    assert_eq!(misses, 1 + blocks, "the chat saved its counts:\n{doc:#}");

    // … with inflated ones the same turn compresses first: the decision read them.
    let (env, id) = writer();
    window_between_counts_and_bytes(&env);
    inflate_cache(&env);
    env.ok(&["chat", "-a", "Writer", "ok?"]);
    let log = compactions(&env, &id);
    assert_eq!(log.len(), 1, "{log:#?}");
    assert_eq!(log[0]["mode"], "auto");
}

#[test]
fn status_reads_the_cache_and_never_writes_it() {
    let (env, id) = writer();
    let tokens = |env: &TestEnv| {
        let run = env.run(&["status", "-a", "Writer", "--json"]);
        run.expect_code(0);
        let doc = run.json();
        let owner =
            doc["owners"].as_array().unwrap().iter().find(|o| o["id"] == id.as_str()).unwrap().clone();
        owner["context"]["tokens"].as_u64().unwrap()
    };
    let snap = env.snapshot();
    let real = tokens(&env);
    snap.assert_unchanged(&env.snapshot(), "status with no cache");
    assert_eq!(real, total(&env));
    inflate_cache(&env);
    let snap = env.snapshot();
    assert!(tokens(&env) > real * 2, "status counts with the cached figures");
    snap.assert_unchanged(&env.snapshot(), "status with a cache");
}

#[test]
fn after_a_compression_context_show_counts_nothing_new() {
    let (env, _) = writer();
    show(&env, &[]);
    compress_ok(&env, &["--now"]);
    let (doc, _, misses) = show(&env, &[]);
    assert!(doc["coverage"].is_object(), "{doc:#}");
    assert_eq!(misses, 0, "the compression saved the counts of the new summary and its block");
}

#[test]
fn concurrent_runs_leave_a_whole_cache_that_gives_the_same_figures() {
    let (env, _) = writer();
    let (clean, _, _) = show(&env, &[]);
    delete_cache(&env);
    let children: Vec<_> = (0..4)
        .map(|i| {
            let message = format!("question number {i}");
            let mut cmd = env.std_command(&["context", "show", "--json", "--message", &message]);
            cmd.stdout(std::process::Stdio::null()).stderr(std::process::Stdio::piped());
            cmd.spawn().expect("start okbot")
        })
        .collect();
    for child in children {
        let out = child.wait_with_output().unwrap();
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        assert!(out.stderr.is_empty(), "{}", String::from_utf8_lossy(&out.stderr));
    }
    assert!(env.read(CACHE).starts_with("okbot-token-cache 1\n"));
    let (doc, _, misses) = show(&env, &[]);
    assert_eq!(doc, clean);
    assert_eq!(misses, 0, "every run saved the texts they share");
}
