//! `okbot memory …` (DESIGN §5): every command's happy path and errors, the lifecycle through
//! the CLI on the pinned clock, rows the OkBot app wrote or rewrote, and concurrent adds.

use crate::support::{Run, Snapshot, TestEnv, finish, spawn, writer};
use serde_json::{Value, json};

const HEAD: &str = "# OkBot Memory\n# one JSON per line: id / bot_id / memory / expires (ISO or null)\n";

/// The root's files, lock files left out (taking a lock writes its holder into it).
fn files(env: &TestEnv) -> Snapshot {
    let mut snap = Snapshot::of(env.root());
    snap.0.retain(|path, _| !path.ends_with(".lock"));
    snap
}

fn add(env: &TestEnv, args: &[&str]) -> String {
    let mut all = vec!["memory", "add"];
    all.extend_from_slice(args);
    env.ok(&all).trim_end().to_string()
}

fn list(env: &TestEnv, args: &[&str]) -> Vec<Value> {
    let mut all = vec!["memory", "list", "--json"];
    all.extend_from_slice(args);
    let run = env.run(&all);
    run.expect_code(0);
    run.json().as_array().unwrap().clone()
}

fn one(env: &TestEnv, id: &str) -> Value {
    let run = env.run(&["memory", "show", id, "--json"]);
    run.expect_code(0);
    run.json()
}

/// The day `n` days after the suite's pinned clock, as OKBOT_NOW.
fn day(n: i64) -> String {
    let t = chrono::DateTime::parse_from_rfc3339(crate::support::NOW).unwrap() + chrono::Duration::days(n);
    t.to_rfc3339()
}

fn at(env: &TestEnv, n: i64, args: &[&str]) -> Run {
    env.run_at(&day(n), args)
}

#[test]
fn add_is_kept_at_once_lists_and_shows_and_a_duplicate_counts_as_a_hit() {
    let (env, bot) = writer();
    let g = add(&env, &["Prefers green tea over coffee"]);
    assert!(g.starts_with("mem_"), "{g}");
    let b = add(&env, &["-a", "Writer", "Deploys", "only", "on", "Fridays"]);
    // Without -a: the global ones only; with it, both scopes.
    let ids: Vec<String> = list(&env, &[]).iter().map(|m| m["id"].as_str().unwrap().to_string()).collect();
    assert_eq!(ids, vec![g.clone()]);
    let both = list(&env, &["-a", "Writer"]);
    assert_eq!(both.len(), 2);
    assert_eq!(both[1]["memory"], "Deploys only on Fridays");
    assert_eq!(both[1]["scope"], "bot");
    assert_eq!(both[1]["ownerId"], bot.as_str());
    assert_eq!(both[1]["status"], "durable");
    assert_eq!(both[1]["source"], "user");
    assert_eq!(list(&env, &["-a", "Writer", "--scope", "global"]).len(), 1);
    assert_eq!(list(&env, &["-a", "Writer", "--status", "candidate"]).len(), 0);
    // The row is in OkBot's five-field shape in the assistant's memory.md.
    assert!(env.read(&format!("{bot}/memory.md")).contains(&format!(
        "{{\"id\":\"{b}\",\"bot_id\":\"{bot}\",\"memory\":\"Deploys only on Fridays\",\"expires\":null}}"
    )));
    // The same text again (any case, spacing): no new row, a hit on the first, its id printed.
    let run = env.run(&["memory", "add", "prefers GREEN tea   over coffee"]);
    run.expect_code(0);
    assert_eq!(run.stdout.trim(), g);
    assert!(run.stderr.contains(&format!("already remembered as {g}")), "{run:?}");
    assert_eq!(one(&env, &g)["hits"], 1);
    assert_eq!(env.read("memory.md").matches("\"id\"").count(), 1);
    // show: every field, in plain words, and the history.
    let shown = env.ok(&["memory", "show", &b]);
    for want in [
        "status:   kept",
        "pinned:   no",
        "hits:     0",
        "Writer (",
        "source:   user",
        "history:",
        "kept (added by you)",
    ] {
        assert!(shown.contains(want), "{want:?} in\n{shown}");
    }
    // The human list: id, scope, state, hits, text.
    let text = env.ok(&["memory", "list", "-a", "Writer"]);
    let line = text.lines().find(|l| l.starts_with(&g)).unwrap();
    assert!(
        line.contains("global") && line.contains("kept") && line.ends_with("Prefers green tea over coffee"),
        "{line}"
    );
}

#[test]
fn the_text_is_clipped_to_the_width_and_search_finds_words() {
    let env = TestEnv::initialized();
    add(&env, &["Plays the cello in an amateur orchestra every Thursday evening"]);
    add(&env, &["Reads science fiction novels"]);
    env.set_var("COLUMNS", "80");
    let out = env.ok(&["memory", "list"]);
    for line in out.lines() {
        assert!(line.chars().count() <= 80, "{line}");
    }
    assert!(out.contains('…'), "{out}");
    let found = env.run(&["memory", "search", "CELLO", "thursday", "--json"]);
    found.expect_code(0);
    let found = found.json();
    assert_eq!(found.as_array().unwrap().len(), 1);
    assert!(found[0]["memory"].as_str().unwrap().contains("cello"));
    let none = env.run(&["memory", "search", "banjo"]);
    none.expect_code(1);
    assert_eq!(none.stdout, "");
    assert!(none.stderr.contains("no memories match"), "{none:?}");
}

#[test]
fn add_from_stdin_adds_one_memory_per_line_and_forget_reads_ids_from_stdin() {
    let env = TestEnv::initialized();
    let run = env.run_stdin(
        &["memory", "add", "-", "--json"],
        "Likes hiking in the Alps\n\n  Drinks oat milk  \nlikes hiking in the alps\nx\n",
    );
    run.expect_code(0);
    let doc = run.json();
    let outcomes: Vec<&str> =
        doc.as_array().unwrap().iter().map(|o| o["outcome"].as_str().unwrap()).collect();
    assert_eq!(outcomes, vec!["added", "added", "repeated", "skipped"]);
    assert!(run.stderr.contains("line 4 was not remembered"), "{run:?}");
    // No TEXT and a pipe: the same as `-`.
    let piped = env.run_stdin(&["memory", "add"], "Owns a grey cat named Miso\n");
    piped.expect_code(0);
    let ids: Vec<String> = list(&env, &[]).iter().map(|m| m["id"].as_str().unwrap().to_string()).collect();
    assert_eq!(ids.len(), 3);
    let input = format!("{}\n{}\n", ids[0], ids[2]);
    let gone = env.run_stdin(&["memory", "forget", "-"], input);
    gone.expect_code(0);
    assert_eq!(gone.stdout, format!("{}\n{}\n", ids[0], ids[2]));
    let left: Vec<String> =
        list(&env, &[]).iter().map(|m| m["memory"].as_str().unwrap().to_string()).collect();
    assert_eq!(left, vec!["Drinks oat milk"]);
}

#[test]
fn forget_of_several_ids_is_all_or_nothing_and_unknown_or_ambiguous_ids_are_refused() {
    let (env, _) = writer();
    let a = add(&env, &["Works from Lisbon most weeks"]);
    let b = add(&env, &["-a", "Writer", "Uses vim for everything"]);
    let before = files(&env);
    env.run(&["memory", "forget", &a, "mem_ZZZZZZZZ"])
        .expect_usage_error("there is no memory `mem_ZZZZZZZZ`", "okbot memory list");
    before.assert_unchanged(&files(&env), "a failed forget");
    // An ambiguous prefix lists the matches (ids made the same millisecond share a prefix).
    let run = env.run(&["memory", "pin", &a[..10]]);
    run.expect_code(2);
    assert!(run.error_line().contains(&a) && run.error_line().contains(&b), "{run:?}");
    before.assert_unchanged(&files(&env), "an ambiguous pin");
    env.run(&["memory", "show", "mem_"]).expect_code(2);
    // Without -a the assistant's memory is found too; both go in one command.
    let out = env.ok(&["memory", "forget", &a, &b]);
    assert_eq!(out, format!("{a}\n{b}\n"));
    assert!(list(&env, &["-a", "Writer"]).is_empty());
    env.run(&["memory", "forget", &a])
        .expect_usage_error(&format!("there is no memory `{a}`"), "okbot memory list");
}

#[test]
fn scope_and_owner_errors_are_usage_errors_that_write_nothing() {
    let (env, _) = writer();
    env.assistant("Editor");
    env.ok(&["squad", "create", "Crew", "--member", "Writer", "--member", "Editor"]);
    add(&env, &["-a", "Writer", "Likes quiet mornings"]);
    let before = files(&env);
    env.run(&["memory", "add", "--scope", "bot", "Likes long walks"])
        .expect_usage_error("no assistant is named, so there is nowhere to keep an assistant memory", "-a");
    env.run(&["memory", "list", "-a", "Crew"])
        .expect_usage_error("Crew is a squad, and squads keep no memories", "-a");
    env.run(&["memory", "add", "--expires", "soonish", "Is on holiday"])
        .expect_usage_error("`soonish` is not a time", "2027");
    env.run(&["memory", "add", "--expires", "2026-01-01", "Was on holiday"])
        .expect_usage_error("not remembered: it has already expired", "--expires");
    env.run(&["memory", "add", "x"])
        .expect_usage_error("not remembered: the text is too short to remember", "few words");
    env.run(&["memory", "list", "-a", "Nobody"]).expect_code(2);
    before.assert_unchanged(&files(&env), "refused memory commands");
}

#[test]
fn a_candidate_added_twice_is_kept_and_pin_unpin_demote_promote_move_it() {
    let (env, _) = writer();
    let c = add(&env, &["-a", "Writer", "--candidate", "Thinking about learning Rust"]);
    assert_eq!(one(&env, &c)["status"], "candidate");
    // Each repeat is a hit (the first add is not one); at memory.promoteHits (default 2) it is kept.
    let run =
        env.run(&["memory", "add", "-a", "Writer", "--candidate", "thinking about learning rust", "--json"]);
    run.expect_code(0);
    assert_eq!(run.json()[0]["outcome"], "duplicate");
    assert_eq!(one(&env, &c)["status"], "candidate");
    let run =
        env.run(&["memory", "add", "-a", "Writer", "--candidate", "Thinking about learning Rust", "--json"]);
    assert_eq!(run.json()[0]["promoted"], true);
    let m = one(&env, &c);
    assert_eq!((m["status"].as_str(), m["hits"].as_u64()), (Some("durable"), Some(2)));
    // Demote, promote by command, pin (a candidate is kept when pinned), unpin.
    let run = env.run(&["memory", "demote", &c, "--json"]);
    run.expect_code(0);
    assert_eq!(
        (run.json()["changed"].as_bool(), run.json()["status"].as_str()),
        (Some(true), Some("candidate"))
    );
    let again = env.run(&["memory", "demote", &c, "--json"]);
    assert_eq!(again.json()["changed"], false);
    env.ok(&["memory", "promote", &c]);
    assert_eq!(one(&env, &c)["status"], "durable");
    env.ok(&["memory", "demote", &c]);
    env.ok(&["memory", "pin", &c]);
    let m = one(&env, &c);
    assert_eq!((m["status"].as_str(), m["pinned"].as_bool()), (Some("durable"), Some(true)));
    env.run(&["memory", "demote", &c]).expect_usage_error(&format!("memory {c} is pinned"), "unpin");
    let out = env.ok(&["memory", "unpin", &c]);
    assert!(out.contains("kept"), "{out}");
    let m = one(&env, &c);
    assert_eq!((m["status"].as_str(), m["pinned"].as_bool()), (Some("durable"), Some(false)));
    let whys: Vec<&str> =
        m["history"].as_array().unwrap().iter().map(|h| h["why"].as_str().unwrap()).collect();
    assert_eq!(whys, vec!["user", "hits", "command", "command", "command", "pin", "unpin"]);
}

#[test]
fn gc_demotes_unused_memories_ages_out_candidates_and_removes_expired_ones() {
    let env = TestEnv::initialized();
    env.ok(&["settings", "set", "memory.demoteAfterDays", "10"]);
    env.ok(&["settings", "set", "memory.candidateTtlDays", "20"]);
    let kept = add(&env, &["Lives near the harbour"]);
    let pinned = add(&env, &["--pin", "Is allergic to peanuts"]);
    let cand = add(&env, &["--candidate", "Maybe adopting a dog"]);
    let soon = add(&env, &["--expires", &day(3)[..10], "Is at a conference this week"]);
    // Day 4: the expired row goes; --dry-run first shows it and writes nothing.
    let before = files(&env);
    let dry = at(&env, 4, &["memory", "gc", "--dry-run", "--json"]);
    dry.expect_code(0);
    assert_eq!(dry.json()[0]["expired"], json!([soon]));
    assert_eq!(dry.json()[0]["dryRun"], true);
    before.assert_unchanged(&files(&env), "gc --dry-run");
    let run = at(&env, 4, &["memory", "gc"]);
    run.expect_code(0);
    assert!(run.stdout.contains(&soon) && run.stdout.contains("removed, expired"), "{run:?}");
    // Day 11: the unpinned kept memory is unused for 10 days: back to the candidates.
    let run = at(&env, 11, &["memory", "gc", "--json"]);
    assert_eq!(run.json()[0]["demoted"], json!([kept]));
    let all = at(&env, 11, &["memory", "list", "--json"]).json();
    let status = |id: &str| all.as_array().unwrap().iter().find(|m| m["id"] == id).unwrap()["status"].clone();
    assert_eq!(status(&kept), "candidate");
    assert_eq!(status(&pinned), "durable");
    // Day 21: the candidate added on day 0 is older than the TTL; the demoted one counts from
    // its demotion.
    let run = at(&env, 21, &["memory", "gc", "--json"]);
    assert_eq!(run.json()[0]["agedOut"], json!([cand]));
    let run = at(&env, 31, &["memory", "gc", "--json"]);
    assert_eq!(run.json()[0]["agedOut"], json!([kept]));
    let left: Vec<Value> = at(&env, 31, &["memory", "list", "--json"]).json().as_array().unwrap().clone();
    assert_eq!(left.len(), 1);
    assert_eq!(left[0]["id"], pinned.as_str());
    let quiet = at(&env, 31, &["memory", "gc"]);
    assert_eq!(quiet.stdout, "");
    assert!(quiet.stderr.contains("nothing to clean up"), "{quiet:?}");
}

#[test]
fn rows_the_okbot_app_wrote_are_kept_and_survive_its_rewrites() {
    let (env, bot) = writer();
    env.write(
        "memory.md",
        format!(
            "{HEAD}{{\"id\":\"mem_app0000000000001\",\"bot_id\":\"global\",\"memory\":\"Likes hiking\",\"expires\":null}}\n\
             this line is not a row {{\n\
             {{\"id\":\"mem_app0000000000002\",\"bot_id\":\"global\",\"memory\":\"Speaks Portuguese\",\"expires\":null,\"pinned\":true}}\n"
        ),
    );
    let rows = list(&env, &[]);
    assert_eq!(rows.len(), 2);
    assert!(rows.iter().all(|r| r["status"] == "durable" && r["hits"] == 0 && r["source"].is_null()));
    // okbot writes state, then the app rewrites memory.md: one id gone, one re-created under a
    // new id with the same text, one edited; a new damaged line.
    let mine = add(&env, &["Drinks coffee black"]);
    env.ok(&["memory", "pin", &mine]);
    env.ok(&["memory", "gc"]);
    env.write(
        "memory.md",
        format!(
            "{HEAD}this line is not a row {{\n\
             {{\"id\":\"mem_app0000000000003\",\"bot_id\":\"global\",\"memory\":\"Drinks coffee black\",\"expires\":null,\"pinned\":true}}\n\
             {{\"id\":\"mem_app0000000000002\",\"bot_id\":\"global\",\"memory\":\"Speaks Portuguese and Spanish\",\"expires\":null}}\n\
             {{\"broken\n"
        ),
    );
    let rows = list(&env, &[]);
    let texts: Vec<&str> = rows.iter().map(|r| r["memory"].as_str().unwrap()).collect();
    assert_eq!(texts, vec!["Drinks coffee black", "Speaks Portuguese and Spanish"]);
    // The re-created row carries the state okbot recorded for its old id.
    assert_eq!(rows[0]["source"], "user");
    let report = env.run(&["memory", "gc", "--json"]);
    report.expect_code(0);
    assert!(report.json()[0]["orphans"].as_u64().unwrap() >= 1, "{report:?}");
    // Lines that are not rows stay in place, byte for byte, through an okbot rewrite.
    add(&env, &["Has two kids"]);
    let md = env.read("memory.md");
    let lines: Vec<&str> = md.lines().collect();
    assert_eq!(lines[2], "this line is not a row {");
    assert_eq!(lines[5], "{\"broken");
    assert!(lines[6].contains("Has two kids"), "{md}");
    assert!(!env.read("memory.meta.json").contains("mem_app0000000000001"));
    let _ = bot;
}

#[test]
fn an_enormous_row_lists_and_survives_a_rewrite() {
    let env = TestEnv::initialized();
    let big = "word ".repeat(200_000);
    let row = format!(
        "{{\"id\":\"mem_big0000000000001\",\"bot_id\":\"global\",\"memory\":\"{}\",\"expires\":null}}",
        big.trim()
    );
    env.write("memory.md", format!("{HEAD}{row}\n"));
    env.set_var("COLUMNS", "100");
    let out = env.ok(&["memory", "list"]);
    assert!(out.lines().next().unwrap().chars().count() <= 100);
    add(&env, &["Collects vinyl records"]);
    assert!(env.read("memory.md").contains(&row));
    assert_eq!(one(&env, "mem_big0000000000001")["memory"].as_str().unwrap().len(), big.trim().len());
}

#[test]
fn a_secret_in_added_text_never_reaches_any_file() {
    let (env, bot) = writer();
    let secret = "sk-proj-AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcd";
    let run = env.run(&["memory", "add", "-a", "Writer", &format!("My OpenAI key is {secret} for the lab")]);
    run.expect_code(0);
    env.run_stdin(&["memory", "add", "--candidate"], "the staging password=hunter2hunter2 is old\n")
        .expect_code(0);
    for rel in ["memory.md", "memory-candidates.jsonl", "memory.meta.json"] {
        for dir in ["".to_string(), format!("{bot}/")] {
            let path = format!("{dir}{rel}");
            if env.exists(&path) {
                let text = env.read(&path);
                assert!(!text.contains(secret) && !text.contains("hunter2hunter2"), "{path}: {text}");
            }
        }
    }
    assert!(env.read(&format!("{bot}/memory.md")).contains("[redacted]"));
    let out = env.ok(&["memory", "list", "-a", "Writer"]);
    assert!(!out.contains(secret) && !out.contains("hunter2"), "{out}");
}

#[test]
fn two_adds_at_once_lose_no_row_and_make_no_duplicate() {
    let (env, bot) = writer();
    env.set_var("OKBOT_LOCK_WAIT_MS", "20000");
    let lines_a: String = (0..40).map(|i| format!("Fact number {i} from the first script\n")).collect();
    let lines_b: String = (0..40).map(|i| format!("Fact number {i} from the second script\n")).collect();
    let shared = "Both scripts say the user likes chess\n";
    let a = spawn(&env, &["memory", "add", "-a", "Writer", "-"], Some(&format!("{lines_a}{shared}")));
    let b = spawn(&env, &["memory", "add", "-a", "Writer", "-"], Some(&format!("{shared}{lines_b}")));
    finish(a, "first add");
    finish(b, "second add");
    let rows = list(&env, &["-a", "Writer", "--scope", "bot"]);
    assert_eq!(rows.len(), 81, "{rows:#?}");
    let chess: Vec<&Value> =
        rows.iter().filter(|r| r["memory"].as_str().unwrap().contains("chess")).collect();
    assert_eq!(chess.len(), 1);
    assert_eq!(chess[0]["hits"], 1);
    assert_eq!(env.read(&format!("{bot}/memory.md")).lines().count(), 2 + 81);
}

/// The `function_call_result` items of Writer's transcript.
fn results(env: &TestEnv, bot: &str) -> Vec<Value> {
    crate::support::tool_results(&crate::support::session(env, bot))
        .into_iter()
        .map(|r| r["item"].clone())
        .collect()
}

#[test]
fn the_tool_lists_and_pins_in_a_scripted_turn_and_its_note_is_in_the_instructions() {
    let (env, bot) = writer();
    let id = add(&env, &["-a", "Writer", "--candidate", "Prefers short answers"]);
    crate::support::use_script(
        &env,
        &[
            json!({"tool_calls": [{"id": "call_l", "name": "manage_memory", "arguments": {"action": "list", "query": "short"}}]}),
            json!({"tool_calls": [{"id": "call_p", "name": "manage_memory", "arguments": {"action": "pin", "id": id}}]}),
            json!({"text": "pinned it"}),
        ],
    );
    let run = env.run(&["chat", "-a", "Writer", "please always keep my preference in mind"]);
    run.expect_code(0);
    let items = results(&env, &bot);
    assert_eq!(items.len(), 2, "{items:#?}");
    assert_eq!(items[0]["status"], "completed");
    let listed: Value = serde_json::from_str(items[0]["output"].as_str().unwrap()).unwrap();
    assert_eq!(listed["memories"][0]["id"], id.as_str());
    assert_eq!(listed["memories"][0]["status"], "candidate");
    assert_eq!(items[1]["status"], "completed", "{items:#?}");
    let m = one(&env, &id);
    assert_eq!((m["status"].as_str(), m["pinned"].as_bool()), (Some("durable"), Some(true)));
    // The tool's note is in the assistant's instructions.
    let shown = env.run(&["context", "show", "-a", "Writer", "--json"]);
    shown.expect_code(0);
    assert!(shown.stdout.contains("manage_memory"), "{shown:?}");
}

#[test]
fn with_approval_ask_a_pin_waits_in_pending_but_a_list_runs_and_an_unknown_id_is_the_models_mistake() {
    let (env, bot) = writer();
    let id = add(&env, &["-a", "Writer", "Works night shifts"]);
    env.ok(&["settings", "set", "tools.manage_memory.approval", "ask"]);
    crate::support::use_script(
        &env,
        &[
            json!({"tool_calls": [{"id": "call_l", "name": "manage_memory", "arguments": {"action": "list"}}]}),
            json!({"tool_calls": [{"id": "call_x", "name": "manage_memory", "arguments": {"action": "pin", "id": "mem_NOPE0000"}}]}),
            json!({"tool_calls": [{"id": "call_p", "name": "manage_memory", "arguments": {"action": "pin", "id": id}}]}),
            json!({"text": "done"}),
        ],
    );
    let run = env.run(&["chat", "-a", "Writer", "--approve", "nothing", "pin my shift memory"]);
    // The list ran without asking; the first pin asks: parked.
    run.expect_code(7);
    let items = results(&env, &bot);
    assert_eq!(items.len(), 1, "{items:#?}");
    assert_eq!(items[0]["status"], "completed");
    let pending = crate::support::pending_files(&env, &bot);
    assert_eq!(pending.len(), 1);
    let req = pending[0].strip_suffix(".json").unwrap().to_string();
    let p = env.json_file(&format!("{bot}/pending/{req}.json"));
    assert_eq!(p["name"], "manage_memory");
    assert!(p["description"].as_str().unwrap().contains("pin the memory mem_NOPE0000"), "{p:#}");
    assert_eq!(one(&env, &id)["pinned"], false);
    // Allowed: the unknown id is a failed result the model reads; then the real pin asks again.
    env.ok(&["approvals", "allow", &req]);
    env.run(&["chat", "-a", "Writer", "--resume"]).expect_code(7);
    let items = results(&env, &bot);
    assert_eq!(items[1]["status"], "failed", "{items:#?}");
    assert!(items[1]["output"].as_str().unwrap().contains("there is no memory"), "{items:#?}");
    let req = crate::support::pending_files(&env, &bot)[0].strip_suffix(".json").unwrap().to_string();
    env.ok(&["approvals", "allow", &req]);
    env.run(&["chat", "-a", "Writer", "--resume"]).expect_code(0);
    assert_eq!(one(&env, &id)["pinned"], true);
}

#[test]
fn the_tool_forgets_only_after_a_confirmation_and_is_not_offered_to_squads() {
    let (env, bot) = writer();
    env.assistant("Editor");
    let id = add(&env, &["-a", "Writer", "Has a sister in Porto"]);
    crate::support::use_script(
        &env,
        &[
            json!({"tool_calls": [{"id": "call_f", "name": "manage_memory", "arguments": {"action": "forget", "id": id}}]}),
            json!({"text": "forgotten"}),
        ],
    );
    // approval is "allow" by default, yet forgetting is confirmed: parked.
    env.run(&["chat", "-a", "Writer", "forget my sister"]).expect_code(7);
    assert!(one(&env, &id)["memory"].is_string());
    env.run(&["chat", "-a", "Writer", "--resume", "--yes"]).expect_code(0);
    env.run(&["memory", "show", &id]).expect_code(2);
    assert_eq!(results(&env, &bot)[0]["status"], "completed");
    // A squad's instructions do not name the tool.
    env.ok(&["squad", "create", "Crew", "--member", "Writer", "--member", "Editor"]);
    let shown = env.run(&["context", "show", "-a", "Crew", "--json"]);
    shown.expect_code(0);
    assert!(!shown.stdout.contains("manage_memory"), "{}", shown.stdout);
    // A squad's model that calls it anyway gets a plain answer.
    crate::support::use_script(
        &env,
        &[
            json!({"tool_calls": [{"id": "call_s", "name": "manage_memory", "arguments": {"action": "list"}}]}),
            json!({"text": "none"}),
        ],
    );
    let crew = env.ok(&["squad", "list", "--json"]);
    let crew: Value = serde_json::from_str(&crew).unwrap();
    let crew_id = crew[0]["id"].as_str().unwrap().to_string();
    env.run(&["chat", "-a", "Crew", "what do you remember?"]).expect_code(0);
    let items = results(&env, &crew_id);
    assert_eq!(items[0]["status"], "failed", "{items:#?}");
    assert_eq!(items[0]["output"], "a squad keeps no memories");
}

#[test]
fn status_counts_each_assistants_memories_and_the_global_ones_once() {
    let (env, bot) = writer();
    env.assistant("Editor");
    env.ok(&["squad", "create", "Crew", "--member", "Writer", "--member", "Editor"]);
    add(&env, &["Prefers tea over coffee"]);
    add(&env, &["--candidate", "Maybe moving to Porto"]);
    add(&env, &["-a", "Writer", "--pin", "Writes in British English"]);
    add(&env, &["-a", "Writer", "Ships on Fridays"]);
    add(&env, &["-a", "Writer", "--candidate", "Considering a new editor"]);
    add(&env, &["-a", "Writer", "--expires", &day(1)[..10], "Out of office tomorrow"]);
    let doc = at(&env, 2, &["status", "--json"]).json();
    assert_eq!(doc["globalMemories"], json!({"durable": 1, "candidate": 1, "pinned": 0}));
    let owner = |id: &str| doc["owners"].as_array().unwrap().iter().find(|o| o["id"] == id).unwrap().clone();
    assert_eq!(owner(&bot)["memories"], json!({"durable": 2, "candidate": 1, "pinned": 1}));
    let crew = doc["owners"].as_array().unwrap().iter().find(|o| o["name"] == "Crew").unwrap().clone();
    assert!(crew["memories"].is_null());
    let human = at(&env, 2, &["status"]);
    human.expect_code(0);
    assert!(human.stdout.contains("\n    global memories: 1 kept (0 pinned), 1 candidate\n"), "{human:?}");
    assert!(human.stdout.contains("    memories: 2 kept (1 pinned), 1 candidate\n"), "{human:?}");
}

#[test]
fn doctor_reports_an_assistants_damaged_memory_lines_and_orphaned_states_and_changes_nothing() {
    let (env, bot) = writer();
    let id = add(&env, &["-a", "Writer", "Keeps a paper diary"]);
    add(&env, &["-a", "Writer", "--candidate", "Might learn Go"]);
    env.ok(&["doctor"]);
    // The app drops the row from memory.md; a damaged row and a damaged candidate line appear.
    env.write(
        &format!("{bot}/memory.md"),
        format!("{HEAD}{{\"id\":\"mem_x1\",\"bot_id\":\"{bot}\",\"memory\":\"Likes rain\",\"expires\":null}}\n{{not a row\n"),
    );
    let cands = env.read(&format!("{bot}/memory-candidates.jsonl"));
    env.write(&format!("{bot}/memory-candidates.jsonl"), format!("{cands}[1,2]\n"));
    let before = files(&env);
    let run = env.run(&["doctor", "--json"]);
    run.expect_code(3);
    let doc = run.json();
    let found: Vec<(String, Option<u64>, String)> = doc["findings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| {
            (
                f["path"].as_str().unwrap().to_string(),
                f["line"].as_u64(),
                f["message"].as_str().unwrap().to_string(),
            )
        })
        .collect();
    let has = |path: &str, line: Option<u64>, needle: &str| {
        found.iter().any(|(p, l, m)| p == &format!("{bot}/{path}") && *l == line && m.contains(needle))
    };
    assert!(has("memory.md", Some(4), "not a memory row"), "{found:#?}");
    assert!(has("memory-candidates.jsonl", Some(2), "not a memory candidate"), "{found:#?}");
    assert!(
        has("memory.meta.json", None, &format!("no longer in memory.md or the candidates: {id}")),
        "{found:#?}"
    );
    before.assert_unchanged(&files(&env), "doctor");
}

#[test]
fn doctor_reports_a_damaged_memory_line_once_in_text_and_json() {
    let (env, bot) = writer();
    let global = env.read("memory.md");
    env.write("memory.md", format!("{global}garbage line\n"));
    env.write(&format!("{bot}/memory.md"), format!("{HEAD}garbage line\n"));
    let text = env.run(&["doctor"]);
    text.expect_code(3);
    for path in ["memory.md".to_string(), format!("{bot}/memory.md")] {
        let finding = format!("{}:3: line is not a memory row", env.path(&path).display());
        assert_eq!(text.stdout.matches(&format!("{finding} ")).count(), 1, "{path}: {text:?}");
    }
    let json = env.run(&["doctor", "--json"]);
    json.expect_code(3);
    let doc = json.json();
    let findings = doc["findings"].as_array().unwrap();
    for path in ["memory.md".to_string(), format!("{bot}/memory.md")] {
        let n = findings
            .iter()
            .filter(|f| f["path"] == json!(path) && f["line"] == json!(3))
            .filter(|f| f["message"].as_str().unwrap().contains("not a memory row"))
            .count();
        assert_eq!(n, 1, "{path}: {doc:#}");
    }
}
