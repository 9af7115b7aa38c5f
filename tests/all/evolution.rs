//! The evolution wrap-up after a turn (issue #11 items 4, 8): the `evolution.json` throttle,
//! memory extraction (rules offline, the model extractor through the loopback server), the fold
//! hook of compressions, and `okbot evolve`.

use crate::common;
use crate::support::chat as chat_support;
use crate::support::fake_llm;

use chat_support::*;
use common::{TestEnv, set};
use fake_llm::*;
use serde_json::{Value, json};

/// Every memory row (durables and candidates, both scopes) as (file, text).
fn memories(env: &TestEnv) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for rel in [
        "memory.md",
        "memory-candidates.jsonl",
        &format!("{OWNER}/memory.md"),
        &format!("{OWNER}/memory-candidates.jsonl"),
    ] {
        if !env.exists(rel) {
            continue;
        }
        for line in env.read(rel).lines() {
            if let Ok(v) = serde_json::from_str::<Value>(line) {
                out.push((rel.to_string(), v["memory"].as_str().unwrap_or_default().to_string()));
            }
        }
    }
    out
}

fn durables(env: &TestEnv) -> Vec<String> {
    memories(env).into_iter().filter(|(f, _)| f.ends_with("memory.md")).map(|(_, t)| t).collect()
}

fn candidates(env: &TestEnv) -> Vec<String> {
    memories(env).into_iter().filter(|(f, _)| f.ends_with("candidates.jsonl")).map(|(_, t)| t).collect()
}

/// An initialised root with assistant `Writer` ([`OWNER`]) and the offline model.
fn offline_env() -> TestEnv {
    let env = TestEnv::initialized();
    assert_eq!(env.assistant("Writer"), OWNER);
    env
}

fn say(env: &TestEnv, text: &str) -> common::Run {
    let run = chat(env, &["-a", "Writer", text]);
    run.expect_code(0);
    run
}

#[test]
fn the_throttle_counts_survive_between_processes_and_extract_on_the_second_chat() {
    let env = offline_env();
    say(&env, "I prefer green tea");
    assert!(memories(&env).is_empty(), "one turn is under memoryEveryTurns (2)");
    let state = env.json_file(&format!("{OWNER}/evolution.json"));
    assert_eq!(
        (state["memory"]["turnsSince"].as_u64(), state["memory"]["charsSince"].as_u64()),
        (Some(1), Some(18))
    );
    say(&env, "what a nice day");
    assert_eq!(candidates(&env), ["Prefers: green tea"], "an ordinary statement is a candidate");
    assert!(durables(&env).is_empty());
    let state = env.json_file(&format!("{OWNER}/evolution.json"));
    assert_eq!(state["memory"]["turnsSince"], 0, "the run starts the count again");
    // The next run reads only what came after: the statement is not counted again as a hit.
    say(&env, "fine");
    say(&env, "thanks");
    let meta = env.json_file("memory.meta.json");
    let hits: Vec<u64> = meta.as_object().unwrap().values().map(|m| m["hits"].as_u64().unwrap()).collect();
    assert_eq!(hits, [0]);
}

#[test]
fn a_remember_request_is_durable_after_one_chat_in_each_of_seven_languages() {
    let cases = [
        "Remember that I am allergic to peanuts.",
        "记住我对花生过敏",
        "私はピーナッツアレルギーだと覚えておいて",
        "내가 땅콩 알레르기가 있다고 기억해 줘",
        "Recuerda que soy alérgico a los cacahuetes.",
        "Souviens-toi que je suis allergique aux arachides.",
        "Merk dir, dass ich gegen Erdnüsse allergisch bin.",
    ];
    for message in cases {
        let env = offline_env();
        let run = chat(&env, &["-a", "Writer", "--json", message]);
        run.expect_code(0);
        assert_eq!(durables(&env).len(), 1, "{message}: {:?}", memories(&env));
        assert!(candidates(&env).is_empty(), "{message}");
        let doc = run.json();
        assert_eq!(doc["evolution"]["memory"]["trigger"], "remember", "{message}");
        assert_eq!(doc["evolution"]["memory"]["added"], 1, "{message}");
    }
}

#[test]
fn no_evolve_skips_the_wrap_up_and_the_count() {
    let env = offline_env();
    let run = chat(&env, &["-a", "Writer", "--no-evolve", "--json", "Remember that I like tea."]);
    run.expect_code(0);
    assert!(run.json().get("evolution").is_none());
    assert!(!env.exists(&format!("{OWNER}/evolution.json")));
    assert!(memories(&env).is_empty());
}

#[test]
fn chat_json_and_jsonl_report_what_evolution_did() {
    let env = offline_env();
    let first = chat(&env, &["-a", "Writer", "--json", "I love jazz"]);
    first.expect_code(0);
    assert!(first.json().get("evolution").is_none(), "not due yet");
    let second = chat(&env, &["-a", "Writer", "--jsonl", "I love jazz"]);
    second.expect_code(0);
    let lines: Vec<Value> = second.stdout.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    let types: Vec<&str> = lines.iter().map(|l| l["type"].as_str().unwrap()).collect();
    assert_eq!(types.last(), Some(&"evolution"), "{types:?}");
    let memory = &lines.last().unwrap()["evolution"]["memory"];
    assert_eq!(
        (memory["added"].as_u64(), memory["hits"].as_u64()),
        (Some(1), Some(0)),
        "the same fact twice is one row"
    );
    // Said again later: a hit on the existing candidate, which promoteHits (2) … needs two.
    say(&env, "I love jazz");
    let third = chat(&env, &["-a", "Writer", "--json", "ok"]);
    assert_eq!(third.json()["evolution"]["memory"]["hits"], 1);
    assert_eq!(candidates(&env), ["Likes: jazz"]);
}

/// A root whose default model is the loopback server; every turn is due for extraction.
fn model_env(fake: &FakeLlm) -> TestEnv {
    let env = fake_env(fake, Api::OpenAi);
    assert_eq!(env.assistant("Writer"), OWNER);
    set(&env, "maintenance.memoryEveryTurns", "1");
    env
}

fn cut_reply(text: &str) -> Reply {
    json_reply(
        200,
        json!({"id": "x", "object": "chat.completion", "model": "m",
               "choices": [{"index": 0, "message": {"role": "assistant", "content": text}, "finish_reason": "length"}]}),
    )
}

#[test]
fn the_model_extractor_writes_what_a_good_reply_says() {
    let good = r#"{"action":"upsert","entries":[{"scope":"global","memory":"Works night shifts","expires":null},{"scope":"bot","memory":"Answer in French","expires":null}]}"#;
    let fake = FakeLlm::start(vec![openai_text("Sure."), openai_text(good)]);
    let env = model_env(&fake);
    let run =
        chat(&env, &["-a", "Writer", "--json", "I work nights, and please answer in French from now on"]);
    run.expect_code(0);
    assert_eq!(run.json()["evolution"]["memory"]["added"], 2);
    let mut got = candidates(&env);
    got.sort();
    assert_eq!(got, ["Answer in French", "Works night shifts"]);
    assert!(env.read(&format!("{OWNER}/memory-candidates.jsonl")).contains("Answer in French"));
    let body = fake.requests()[1].json();
    assert_eq!(body["stream"], false);
    assert_eq!(body["max_tokens"], 1200);
    assert!(body["messages"][1]["content"].as_str().unwrap().contains("User: I work nights"));
}

#[test]
fn bad_extractor_replies_write_nothing_and_the_turn_still_succeeds() {
    let replies = [
        openai_text("Sure! The user works nights."),
        openai_text("```json\n{\"action\":\"upsert\",\"entries\":[]}\n``` done"),
        openai_text("<think>hmm, the user works nights"),
        openai_text(
            r#"<think>{"action":"upsert","entries":[{"scope":"global","memory":"Works night shifts","expires":null}]}</think>"#,
        ),
        cut_reply(
            r#"{"action":"upsert","entries":[{"scope":"global","memory":"Works night shifts","expires":null}]}"#,
        ),
        openai_text(r#"{"action":"upsert","entries":"Works night shifts"}"#),
        openai_text(
            r#"{"action":"upsert","entries":[{"scope":"global","memory":"Works night shifts"},{"memory":7}]}"#,
        ),
    ];
    for bad in replies {
        let fake = FakeLlm::start(vec![openai_text("Noted."), bad]);
        let env = model_env(&fake);
        let run = chat(&env, &["-a", "Writer", "I work nights"]);
        run.expect_code(0);
        assert_eq!(run.stdout.trim(), "Noted.");
        assert!(run.stderr.contains("memory extraction failed"), "{}", run.stderr);
        assert!(memories(&env).is_empty(), "{:?}", memories(&env));
        assert_eq!(fake.remaining(), 0);
        // Not reset: the next turn tries again.
        assert_eq!(env.json_file(&format!("{OWNER}/evolution.json"))["memory"]["turnsSince"], 1);
    }
}

#[test]
fn a_provider_error_during_extraction_is_a_note_and_exit_0() {
    let fake =
        FakeLlm::start(vec![openai_text("Hello!"), server_error(500), server_error(500), server_error(500)]);
    let env = model_env(&fake);
    let run = chat(&env, &["-a", "Writer", "Remember that my dog is called Rex."]);
    run.expect_code(0);
    assert_eq!(run.stdout.trim(), "Hello!");
    let warning: Vec<&str> = run.stderr.lines().filter(|l| l.contains("warning")).collect();
    assert_eq!(warning.len(), 1, "{}", run.stderr);
    assert!(warning[0].contains("memory extraction failed"), "{}", warning[0]);
    assert!(memories(&env).is_empty(), "nothing written, not even the rule's fact");
    let log: String = std::fs::read_dir(env.path("logs"))
        .unwrap()
        .map(|e| std::fs::read_to_string(e.unwrap().path()).unwrap())
        .collect();
    assert!(log.contains("memory extraction failed"), "{log}");
}

#[test]
fn a_secret_anywhere_in_a_message_never_reaches_the_memory_files() {
    let key = "sk-proj-Zx9AbCdEfGhIjKlMnOpQrStUv";
    for message in [
        format!("{key} remember that I like tea"),
        format!("Remember that my key is {key} and I like tea"),
        format!("Remember that I like tea {key}"),
        format!("记住我的密码：hunter2secret 我喜欢茶 {key}"),
    ] {
        let env = offline_env();
        say(&env, &message);
        say(&env, "ok");
        for rel in ["memory.md", "memory-candidates.jsonl", "memory.meta.json"] {
            for dir in ["", &format!("{OWNER}/")] {
                let path = format!("{dir}{rel}");
                if env.exists(&path) {
                    let text = env.read(&path);
                    assert!(!text.contains("sk-proj") && !text.contains("hunter2"), "{path}: {text}");
                }
            }
        }
        assert!(!memories(&env).is_empty(), "{message}: the rest is still remembered");
    }
    // The model's reply carrying the secret too.
    let reply = format!(
        r#"{{"action":"upsert","entries":[{{"scope":"global","memory":"API key is {key}","expires":null}}]}}"#
    );
    let fake = FakeLlm::start(vec![openai_text("ok"), openai_text(&reply)]);
    let env = model_env(&fake);
    chat(&env, &["-a", "Writer", &format!("my key {key}")]).expect_code(0);
    assert!(!env.read("memory-candidates.jsonl").contains("sk-proj"));
    let body = fake.requests()[1].json().to_string();
    assert!(!body.contains("sk-proj"), "the extractor is not sent the secret either");
}

#[test]
fn two_chats_extracting_at_once_lose_nothing_and_duplicate_nothing() {
    let env = offline_env();
    env.set_var("OKBOT_LOCK_WAIT_MS", "30000");
    let mut children = Vec::new();
    for message in [
        "Remember that I like tea. Remember that my cat is Tom.",
        "Remember that I like tea. Remember that I live in Oslo.",
    ] {
        let mut cmd = env.std_command(&["chat", "-a", "Writer", message]);
        cmd.stdin(std::process::Stdio::null()).stdout(std::process::Stdio::null());
        children.push(cmd.spawn().unwrap());
    }
    for mut c in children {
        assert!(c.wait().unwrap().success());
    }
    let mut got = durables(&env);
    got.sort();
    let tea = got.iter().filter(|t| t.to_lowercase().contains("tea")).count();
    assert_eq!(tea, 1, "{got:?}");
    assert!(got.iter().any(|t| t.contains("Tom")) && got.iter().any(|t| t.contains("Oslo")), "{got:?}");
}

/// Writer with an early statement and a decision, then enough filler for a compression to fold
/// the first two.
fn with_history(env: &TestEnv) {
    let mut rows = vec![
        msg("msg_0001", 1, "user", "I prefer green tea"),
        msg("msg_0002", 2, "user", "We decided to use Hugo instead of Jekyll."),
    ];
    for i in 3..=16 {
        let role = if i % 2 == 1 { "user" } else { "assistant" };
        rows.push(msg(
            &format!("msg_{i:04}"),
            i,
            role,
            &format!("Message {i}: {}", "detail ".repeat(60).trim_end()),
        ));
    }
    common::append(env, OWNER, &rows);
}

#[test]
fn okbot_compress_turns_what_it_folded_into_candidates() {
    let env = offline_env();
    with_history(&env);
    env.ok(&["compress", "-a", "Writer", "--now"]);
    let got = memories(&env);
    assert!(
        got.contains(&("memory-candidates.jsonl".to_string(), "Prefers: green tea".to_string())),
        "{got:?}"
    );
    assert!(
        got.contains(&(
            format!("{OWNER}/memory-candidates.jsonl"),
            "We decided to use Hugo instead of Jekyll.".to_string()
        )),
        "a decision of the summary is a candidate of the assistant: {got:?}"
    );
    assert!(durables(&env).is_empty(), "folded facts start as candidates");
    let meta = env.read("memory.meta.json");
    assert!(meta.contains("\"source\":\"fold\""), "{meta}");
    assert!(env.read(&format!("{OWNER}/memory.meta.json")).contains("\"source\":\"summary\""));
    // A dry run writes nothing.
    let env = offline_env();
    with_history(&env);
    env.ok(&["compress", "-a", "Writer", "--now", "--dry-run"]);
    assert!(memories(&env).is_empty());
}

#[test]
fn an_automatic_compression_in_a_chat_feeds_the_fold_hook_unless_no_evolve() {
    for evolve in [true, false] {
        let summary = "## Goal\nA blog.\n## Decisions & conventions\n- Deploys go through staging first";
        let fake = FakeLlm::start(vec![openai_text(summary), openai_text(summary), openai_text("noted")]);
        let env = fake_env(&fake, Api::OpenAi);
        assert_eq!(env.assistant("Writer"), OWNER);
        with_history(&env);
        set(&env, "contextCompression.autoTopicCompress", "false");
        set(&env, "contextCompression.ratio", "0.5");
        let total = env.run(&["context", "show", "-a", "Writer", "--json"]).json()["totals"]["total"]
            .as_u64()
            .unwrap();
        set(&env, "model.providers.0.models.0.contextWindow", &(total * 8 / 5).to_string());
        let mut args = vec!["-a", "Writer", "--json", "and now?"];
        if !evolve {
            args.insert(0, "--no-evolve");
        }
        let run = chat(&env, &args);
        run.expect_code(0);
        assert_eq!(run.json()["compressed"].as_array().unwrap().len(), 1);
        let got = memories(&env);
        if evolve {
            assert!(got.iter().any(|(_, t)| t == "Prefers: green tea"), "{got:?}");
            assert!(got.iter().any(|(_, t)| t == "Deploys go through staging first"), "{got:?}");
        } else {
            assert!(got.is_empty(), "{got:?}");
        }
    }
}

/// Writer with two turns' worth of statements not yet extracted, a second assistant and a squad.
fn evolve_env() -> TestEnv {
    let env = offline_env();
    env.assistant("Coder");
    env.ok(&["squad", "create", "Team", "-m", "Writer", "-m", "Coder"]);
    chat(&env, &["-a", "Writer", "--no-evolve", "I prefer green tea"]).expect_code(0);
    chat(&env, &["-a", "Writer", "I love jazz"]).expect_code(0); // counts 1 turn: not due
    env
}

#[test]
fn evolve_dry_run_changes_no_byte() {
    let env = evolve_env();
    let before = env.snapshot_all();
    let run = env.run(&["evolve", "--all", "--force", "--dry-run", "--json"]);
    run.expect_code(0);
    env.snapshot_all().assert_unchanged(&before, "evolve --dry-run");
    let doc = run.json();
    assert_eq!(doc["dryRun"], true);
    let writer = doc["owners"].as_array().unwrap().iter().find(|o| o["name"] == "Writer").unwrap().clone();
    assert_eq!(writer["memory"]["added"], 2, "it says what it would add: {doc:#}");
}

#[test]
fn evolve_runs_what_is_due_or_forced_and_skips_squads() {
    let env = evolve_env();
    let run = env.run(&["evolve", "--all", "--json"]);
    run.expect_code(0);
    let doc = run.json();
    let owners = doc["owners"].as_array().unwrap();
    let team = owners.iter().find(|o| o["name"] == "Team").unwrap();
    assert_eq!(team["skipped"], "squads do not evolve");
    assert_eq!(team["memory"], Value::Null);
    let writer = owners.iter().find(|o| o["name"] == "Writer").unwrap();
    assert_eq!(writer["memory"]["trigger"], "none", "one turn counted: not due");
    assert!(memories(&env).is_empty());
    let squad_dir =
        owners.iter().find(|o| o["name"] == "Team").unwrap()["ownerId"].as_str().unwrap().to_string();
    assert!(!env.exists(&format!("{squad_dir}/evolution.json")));
    // --force: both statements since the last run (none yet), then the throttle starts again.
    let run = env.run(&["evolve", "-a", "Writer", "--force", "--only", "memory"]);
    run.expect_code(0);
    assert!(run.stdout.contains("Writer (bot_20261129_001): memory ran (forced): 2 added"), "{}", run.stdout);
    let mut got = candidates(&env);
    got.sort();
    assert_eq!(got, ["Likes: jazz", "Prefers: green tea"]);
    assert_eq!(env.json_file(&format!("{OWNER}/evolution.json"))["memory"]["turnsSince"], 0);
    // Nothing new since: forcing again finds nothing and counts no hit.
    let run = env.run(&["evolve", "-a", "Writer", "--force", "--json"]);
    assert_eq!(run.json()["owners"][0]["memory"]["hits"], 0);
    // Naming a squad is not an error: it is skipped with a note.
    let run = env.run(&["evolve", "-a", "Team"]);
    run.expect_code(0);
    assert!(run.stdout.contains("skipped, squads do not evolve"));
}

#[test]
fn evolve_runs_the_clean_up_on_the_pinned_clock() {
    let env = evolve_env();
    env.run(&["evolve", "-a", "Writer", "--force"]).expect_code(0);
    assert_eq!(candidates(&env).len(), 2);
    // memory.candidateTtlDays (60) later the unconfirmed candidates are gone.
    let run = env.run_at("2027-03-01T10:00:00Z", &["evolve", "-a", "Writer", "--json"]);
    run.expect_code(0);
    assert_eq!(run.json()["owners"][0]["memory"]["removed"], 2);
    assert!(candidates(&env).is_empty());
}

#[test]
fn a_scheduled_turn_wraps_up_like_a_chat_turn() {
    use crate::support::schedule::{add, tick_at, writer};
    let (env, owner) = writer();
    chat(&env, &["-a", "Writer", "I prefer green tea"]).expect_code(0);
    assert!(!env.exists("memory-candidates.jsonl"), "one turn: not due");
    add(&env, &["daily 09:00", "--timezone", "UTC", "water the plants"]);
    tick_at(&env, "2026-11-30T09:00:10Z", &[]).expect_code(0);
    let state = env.json_file(&format!("{owner}/evolution.json"));
    assert_eq!(state["memory"]["turnsSince"], 0, "the scheduled turn was the second: {state}");
    assert!(env.read("memory-candidates.jsonl").contains("Prefers: green tea"));
}

#[test]
fn squads_do_not_evolve() {
    let env = offline_env();
    env.assistant("Coder");
    env.ok(&["squad", "create", "Team", "-m", "Writer", "-m", "Coder"]);
    for _ in 0..2 {
        let run = chat(&env, &["-a", "Team", "--json", "Remember that I like tea."]);
        run.expect_code(0);
        assert!(run.json().get("evolution").is_none());
    }
    assert!(memories(&env).is_empty());
    let squad = env.ok(&["squad", "list", "--json"]);
    let id = serde_json::from_str::<Value>(&squad).unwrap()[0]["id"].as_str().unwrap().to_string();
    assert!(!env.exists(&format!("{id}/evolution.json")));
}

#[test]
fn a_damaged_evolution_json_is_a_warning_and_is_rewritten_whole() {
    let env = offline_env();
    env.write(&format!("{OWNER}/evolution.json"), "{\"memory\": {\"turnsSince\": 1");
    let run = say(&env, "hello there");
    assert!(
        run.stderr.contains("warning") && run.stderr.contains("evolution.json` is damaged"),
        "{}",
        run.stderr
    );
    let state = env.json_file(&format!("{OWNER}/evolution.json"));
    assert_eq!(state["memory"]["turnsSince"], 1, "counted from zero: {state}");
    let run = say(&env, "hello again");
    assert!(!run.stderr.contains("damaged"), "{}", run.stderr);
}

#[test]
fn an_anthropic_extractor_answer_cut_at_max_tokens_writes_nothing() {
    let good =
        r#"{"action":"upsert","entries":[{"scope":"global","memory":"Works night shifts","expires":null}]}"#;
    let cut = json_reply(
        200,
        json!({"id": "m", "type": "message", "role": "assistant", "model": "fake-model",
               "content": [{"type": "text", "text": good}], "stop_reason": "max_tokens",
               "usage": {"input_tokens": 10, "output_tokens": 1200}}),
    );
    let fake =
        FakeLlm::start(vec![anthropic_text("Noted."), cut, anthropic_text("Sure."), anthropic_text(good)]);
    let env = fake_env(&fake, Api::Anthropic);
    assert_eq!(env.assistant("Writer"), OWNER);
    set(&env, "maintenance.memoryEveryTurns", "1");
    let run = chat(&env, &["-a", "Writer", "I work nights"]);
    run.expect_code(0);
    assert!(run.stderr.contains("cut short"), "{}", run.stderr);
    assert!(memories(&env).is_empty());
    // The same answer, complete, on the next turn: written.
    chat(&env, &["-a", "Writer", "ok"]).expect_code(0);
    assert_eq!(candidates(&env), ["Works night shifts"]);
    assert_eq!(fake.requests()[1].json()["max_tokens"], 1200);
}

// ---- the skill and persona steps (issue #12 items 3–5)

const UPSERT: &str = r#"{"action":"upsert","skill":{"slug":"okbot-deploy-site","name":"Deploy site","description":"Build the static site and deploy it to the web server","body":"1. npm run build\n2. rsync -a dist/ web:/srv/site/"}}"#;

const SOUL: &str = "# Identity\nYou are Writer.\n\n# Style\n- Long, careful answers.\n  - keep   spacing  \n\n# Boundaries\n- Ask before deleting files.\n";

/// A root on the loopback server where memory extraction never comes due, and the skill and
/// persona steps run every `skills` / `soul` turns (50: never within a test); no topic check.
fn steps_env(fake: &FakeLlm, skills: u32, soul: u32) -> TestEnv {
    let env = fake_env(fake, Api::OpenAi);
    assert_eq!(env.assistant("Writer"), OWNER);
    for (key, value) in [
        ("maintenance.memoryEveryTurns", "50".to_string()),
        ("maintenance.memoryEveryUserChars", "20000".to_string()),
        ("maintenance.skillsEveryTurns", skills.to_string()),
        ("maintenance.skillsEveryUserChars", "20000".to_string()),
        ("maintenance.agentsEveryTurns", soul.to_string()),
        ("maintenance.agentsEveryUserChars", "20000".to_string()),
        ("contextCompression.autoTopicCompress", "false".to_string()),
    ] {
        set(&env, key, &value);
    }
    env.write(&format!("{OWNER}/SOUL.md"), SOUL);
    env.write(&format!("{OWNER}/AGENTS.md"), SOUL);
    env
}

fn skill_md(slug: &str) -> String {
    format!("{OWNER}/skills/{slug}/SKILL.md")
}

/// The local skill folders of Writer.
fn skill_slugs(env: &TestEnv) -> Vec<String> {
    let Ok(dir) = std::fs::read_dir(env.path(&format!("{OWNER}/skills"))) else { return Vec::new() };
    let mut out: Vec<String> = dir
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| !n.starts_with('.'))
        .collect();
    out.sort();
    out
}

/// Whether the loopback server was sent the prompt whose system text starts with `prefix`.
fn asked(fake: &FakeLlm, prefix: &str) -> usize {
    fake.requests()
        .iter()
        .filter(|r| r.json()["messages"][0]["content"].as_str().is_some_and(|s| s.starts_with(prefix)))
        .count()
}

const SKILLS_PROMPT: &str = "You maintain the skills";
const SOUL_PROMPT: &str = "You maintain the persona";

#[test]
fn after_five_turns_the_skill_step_writes_an_okbot_skill_and_a_near_match_updates_it() {
    let mut replies: Vec<Reply> = (0..5).map(|_| openai_text("ok")).collect();
    replies.push(openai_text(UPSERT));
    replies.extend((0..5).map(|_| openai_text("ok")));
    // The same procedure under another slug and title: the near-match updates the first skill.
    replies.push(openai_text(
        r#"{"action":"upsert","skill":{"slug":"okbot-site-deploy","name":"Deploy site","description":"Build and deploy the site","body":"1. npm ci\n2. npm run build\n3. rsync -a dist/ web:/srv/site/"}}"#,
    ));
    let fake = FakeLlm::start(replies);
    let env = steps_env(&fake, 5, 50);
    for i in 1..=4 {
        let run = chat(&env, &["-a", "Writer", "--json", &format!("step {i}: run npm build then rsync")]);
        run.expect_code(0);
        assert!(run.json().get("evolution").is_none(), "turn {i}: not due");
    }
    let state = env.json_file(&format!("{OWNER}/evolution.json"));
    assert_eq!(state["skills"]["turnsSince"], 4, "counted across processes: {state}");
    let run = chat(&env, &["-a", "Writer", "--json", "that deploy worked"]);
    run.expect_code(0);
    let evolution = &run.json()["evolution"];
    assert_eq!(
        evolution["skills"],
        json!({"trigger": "turns", "upserted": "okbot-deploy-site", "created": true})
    );
    assert_eq!((&evolution["memory"], &evolution["soul"]), (&Value::Null, &Value::Null));
    let request = fake.requests()[5].json();
    assert_eq!(request["stream"], false);
    assert!(request["messages"][0]["content"].as_str().unwrap().starts_with(SKILLS_PROMPT));
    let user = request["messages"][1]["content"].as_str().unwrap();
    assert!(
        user.contains("User: step 1: run npm build then rsync") && user.contains("Assistant: ok"),
        "{user}"
    );
    let first = env.read(&skill_md("okbot-deploy-site"));
    assert!(first.contains("name: okbot-deploy-site") && first.contains("rsync -a dist/"), "{first}");
    env.ok(&["skill", "check", &env.path(&format!("{OWNER}/skills/okbot-deploy-site")).to_string_lossy()]);
    let state = env.json_file(&format!("{OWNER}/evolution.json"));
    assert_eq!(state["skills"]["turnsSince"], 0);
    assert_eq!(state["skills"]["lastRunAt"].as_str().map(|s| s.len()), Some(24));
    // Five more turns: the update goes into the same folder, the old text kept.
    for i in 1..=5 {
        chat(&env, &["-a", "Writer", &format!("again {i}")]).expect_code(0);
    }
    assert_eq!(asked(&fake, SKILLS_PROMPT), 2);
    let user = fake.requests()[11].json()["messages"][1]["content"].as_str().unwrap().to_string();
    assert!(user.contains("okbot-deploy-site") && !user.contains("step 1:"), "only what is new: {user}");
    assert_eq!(skill_slugs(&env), ["okbot-deploy-site"], "no synonym");
    let second = env.read(&skill_md("okbot-deploy-site"));
    assert!(second.contains("npm ci"), "{second}");
    assert_eq!(env.read(&format!("{OWNER}/skills/okbot-deploy-site/SKILL.md.prev")), first);
    env.ok(&["skill", "revert", "-a", "Writer", "okbot-deploy-site"]);
    assert_eq!(env.read(&skill_md("okbot-deploy-site")), first);
}

#[test]
fn the_persona_step_patches_one_section_and_leaves_the_others_byte_for_byte() {
    let patch =
        r#"{"action":"patch","sections":[{"heading":"Style","body":"- Short answers, no preamble."}]}"#;
    let fake = FakeLlm::start(vec![openai_text("ok"), openai_text(patch)]);
    let env = steps_env(&fake, 50, 50);
    set(&env, "maintenance.agentsEveryUserChars", "1200");
    let long = format!("please keep it short. {}", "I mean it ".repeat(120));
    let run = chat(&env, &["-a", "Writer", "--jsonl", &long]);
    run.expect_code(0);
    let last: Value = serde_json::from_str(run.stdout.lines().last().unwrap()).unwrap();
    assert_eq!(last["type"], "evolution");
    assert_eq!(last["evolution"]["soul"], json!({"trigger": "chars", "patched": ["Style"]}));
    assert_eq!(last["evolution"]["skills"], Value::Null);
    let after = env.read(&format!("{OWNER}/SOUL.md"));
    assert_eq!(
        after,
        "# Identity\nYou are Writer.\n\n# Style\n- Short answers, no preamble.\n\n# Boundaries\n- Ask before deleting files.\n"
    );
    assert_eq!(env.read(&format!("{OWNER}/AGENTS.md")), after, "one persona in both files");
    let user = fake.requests()[1].json()["messages"][1]["content"].as_str().unwrap().to_string();
    assert!(user.contains("# Boundaries") && user.contains("please keep it short"), "{user}");
    env.ok(&["soul", "revert", "-a", "Writer"]);
    assert_eq!(env.read(&format!("{OWNER}/SOUL.md")), SOUL);
}

#[test]
fn bad_or_empty_step_replies_write_nothing_and_the_turn_still_succeeds() {
    let upsert = UPSERT;
    // (reply, steps: skills or soul, whether it is a clean "no change" that resets the throttle)
    let cases: Vec<(Vec<Reply>, &str, bool)> = vec![
        (vec![openai_text(r#"{"action":"none"}"#)], "skills", true),
        (vec![openai_text("I found no procedure worth keeping.")], "skills", false),
        (vec![openai_text(&format!("```json\n{upsert}\n```"))], "skills", false),
        (vec![openai_text(&format!("<think>a procedure</think>{upsert}"))], "skills", false),
        (vec![openai_text(&upsert[..upsert.len() - 30])], "skills", false),
        (vec![cut_reply(upsert)], "skills", false),
        (vec![server_error(500), server_error(500), server_error(500)], "skills", false),
        (vec![openai_text("NO_CHANGE")], "soul", true),
        (vec![openai_text(r#"{"action":"none"}"#)], "soul", true),
        (vec![openai_text("The persona looks fine to me.")], "soul", false),
        (
            vec![openai_text(r#"{"action":"patch","sections":[{"heading":"Style","body":"- Sho"#)],
            "soul",
            false,
        ),
        (
            vec![cut_reply(r#"{"action":"patch","sections":[{"heading":"Style","body":"- Short."}]}"#)],
            "soul",
            false,
        ),
        (
            vec![openai_text(
                r#"{"action":"patch","sections":[{"heading":"Identity","body":"x"},{"heading":"Style","body":"y"},{"heading":"Boundaries","body":"z"}]}"#,
            )],
            "soul",
            false,
        ),
        (vec![server_error(500), server_error(500), server_error(500)], "soul", false),
    ];
    for (i, (replies, step, clean)) in cases.into_iter().enumerate() {
        let mut script = vec![openai_text("Noted.")];
        script.extend(replies);
        let fake = FakeLlm::start(script);
        let (skills, soul) = if step == "skills" { (1, 50) } else { (50, 1) };
        let env = steps_env(&fake, skills, soul);
        let run = chat(&env, &["-a", "Writer", "--json", "deploy with npm run build and rsync"]);
        run.expect_code(0);
        assert_eq!(run.json()["text"], "Noted.", "case {i}");
        assert_eq!(fake.remaining(), 0, "case {i}");
        assert!(skill_slugs(&env).is_empty(), "case {i}");
        assert_eq!(env.read(&format!("{OWNER}/SOUL.md")), SOUL, "case {i}");
        assert_eq!(env.read(&format!("{OWNER}/AGENTS.md")), SOUL, "case {i}");
        assert!(!env.exists(&format!("{OWNER}/SOUL.md.prev")), "case {i}");
        let state = env.json_file(&format!("{OWNER}/evolution.json"));
        let what = if step == "skills" { "the skill step failed" } else { "the persona step failed" };
        if clean {
            assert!(!run.stderr.contains("warning"), "case {i}: {}", run.stderr);
            assert_eq!(run.json()["evolution"][step]["trigger"], "turns", "case {i}");
            assert_eq!(state[step]["turnsSince"], 0, "case {i}: it ran");
        } else {
            assert!(run.stderr.contains(what), "case {i}: {}", run.stderr);
            assert!(run.json().get("evolution").is_none(), "case {i}");
            assert_eq!(state[step]["turnsSince"], 1, "case {i}: kept, the next turn tries again");
        }
    }
}

#[test]
fn the_offline_model_counts_the_turns_but_runs_no_skill_or_persona_step() {
    let env = offline_env();
    set(&env, "maintenance.skillsEveryTurns", "1");
    set(&env, "maintenance.agentsEveryTurns", "1");
    let soul = env.read(&format!("{OWNER}/SOUL.md"));
    for turn in 1..=2 {
        let run = chat(&env, &["-a", "Writer", "--json", "--no-evolve", "hi"]);
        run.expect_code(0);
        let run = chat(&env, &["-a", "Writer", "--json", "deploy the site"]);
        run.expect_code(0);
        let evolution = run.json().get("evolution").cloned().unwrap_or(Value::Null);
        assert_eq!((&evolution["skills"], &evolution["soul"]), (&Value::Null, &Value::Null));
        let state = env.json_file(&format!("{OWNER}/evolution.json"));
        assert_eq!(
            (state["skills"]["turnsSince"].as_u64(), state["soul"]["turnsSince"].as_u64()),
            (Some(turn), Some(turn))
        );
        assert!(state["skills"].get("lastRunAt").is_none());
    }
    assert!(skill_slugs(&env).is_empty());
    assert_eq!(env.read(&format!("{OWNER}/SOUL.md")), soul);
}

#[test]
fn evolve_only_skills_force_runs_only_that_step_and_dry_run_changes_no_byte() {
    let patch = r#"{"action":"patch","sections":[{"heading":"Style","body":"- Short answers."}]}"#;
    let fake = FakeLlm::start(vec![
        openai_text("ok"),
        openai_text(UPSERT),
        openai_text(patch),
        openai_text(UPSERT),
        openai_text(patch),
    ]);
    let env = steps_env(&fake, 50, 50);
    chat(&env, &["-a", "Writer", "deploy with npm run build and rsync"]).expect_code(0);
    // --dry-run: the model is asked, nothing is written, the would-be files are shown.
    let before = env.snapshot_all();
    let run =
        env.run(&["evolve", "-a", "Writer", "--force", "--dry-run", "--only", "skills", "--only", "soul"]);
    run.expect_code(0);
    env.snapshot_all().assert_unchanged(&before, "evolve --dry-run");
    assert!(
        run.stdout.contains("skills ran (forced): created okbot-deploy-site (dry run: nothing written)"),
        "{}",
        run.stdout
    );
    assert!(run.stdout.contains("soul ran (forced): patched \"Style\""), "{}", run.stdout);
    assert!(
        run.stdout.contains("name: okbot-deploy-site") && run.stdout.contains("+- Short answers."),
        "{}",
        run.stdout
    );
    assert!(!run.stdout.contains("memory"), "not asked for: {}", run.stdout);
    // --only skills --force: that step alone.
    let run = env.run(&["evolve", "-a", "Writer", "--only", "skills", "--force", "--json"]);
    run.expect_code(0);
    let writer = &run.json()["owners"][0];
    assert_eq!(
        writer["skills"],
        json!({"trigger": "forced", "upserted": "okbot-deploy-site", "created": true})
    );
    assert_eq!((&writer["memory"], &writer["soul"]), (&Value::Null, &Value::Null));
    assert_eq!(skill_slugs(&env), ["okbot-deploy-site"]);
    assert_eq!(env.read(&format!("{OWNER}/SOUL.md")), SOUL);
    assert_eq!((asked(&fake, SKILLS_PROMPT), asked(&fake, SOUL_PROMPT)), (2, 1));
    // All kinds: memory (clean-up: not due), skills (ran: nothing new since, so no call), soul (not due).
    let run = env.run(&["evolve", "-a", "Writer", "--json"]);
    run.expect_code(0);
    let writer = &run.json()["owners"][0];
    assert_eq!(writer["memory"]["trigger"], "none");
    assert_eq!((&writer["skills"], &writer["soul"]), (&Value::Null, &Value::Null), "not due");
    let run = env.run(&["evolve", "-a", "Writer", "--force", "--only", "skills", "--only", "soul", "--json"]);
    run.expect_code(0);
    let writer = &run.json()["owners"][0];
    assert_eq!(
        writer["skills"],
        json!({"trigger": "forced", "upserted": null, "created": false}),
        "nothing new: no call"
    );
    assert_eq!(writer["soul"], json!({"trigger": "forced", "patched": ["Style"]}));
    assert_eq!((asked(&fake, SKILLS_PROMPT), asked(&fake, SOUL_PROMPT)), (2, 2));
}

#[test]
fn evolve_reports_a_failed_step_and_keeps_the_others() {
    let fake = FakeLlm::start(vec![
        openai_text("ok"),
        openai_text("Sure, here is a skill!"),
        openai_text("NO_CHANGE"),
    ]);
    let env = steps_env(&fake, 50, 50);
    chat(&env, &["-a", "Writer", "deploy with npm run build and rsync"]).expect_code(0);
    let run = env.run(&["evolve", "-a", "Writer", "--force", "--only", "skills", "--only", "soul", "--json"]);
    run.expect_code(1);
    let writer = &run.json()["owners"][0];
    assert!(
        writer["error"].as_str().unwrap().starts_with("skills: the skill writer answered in prose"),
        "{writer}"
    );
    assert_eq!(writer["skills"], Value::Null);
    assert_eq!(writer["soul"], json!({"trigger": "forced", "patched": []}));
    assert!(skill_slugs(&env).is_empty());
}

#[test]
fn squads_never_run_the_skill_or_persona_step() {
    let fake = FakeLlm::start((0..12).map(|_| openai_text(UPSERT)).collect());
    let env = steps_env(&fake, 1, 1);
    env.assistant("Coder");
    env.ok(&["squad", "create", "Team", "-m", "Writer", "-m", "Coder"]);
    let squad = env.ok(&["squad", "list", "--json"]);
    let id = serde_json::from_str::<Value>(&squad).unwrap()[0]["id"].as_str().unwrap().to_string();
    for _ in 0..2 {
        let run = chat(&env, &["-a", "Team", "--json", "deploy with npm run build and rsync"]);
        run.expect_code(0);
        assert!(run.json().get("evolution").is_none());
    }
    assert_eq!((asked(&fake, SKILLS_PROMPT), asked(&fake, SOUL_PROMPT)), (0, 0));
    assert!(!env.exists(&format!("{id}/evolution.json")));
    assert!(!env.exists(&format!("{id}/skills")));
    let run = env.run(&["evolve", "-a", "Team", "--force", "--only", "skills", "--json"]);
    run.expect_code(0);
    assert_eq!(run.json()["owners"][0]["skipped"], "squads do not evolve");
    assert_eq!(asked(&fake, SKILLS_PROMPT), 0);
}

#[test]
fn status_shows_the_skills_count_and_when_evolution_last_ran() {
    let fake = FakeLlm::start(vec![openai_text("ok"), openai_text(UPSERT)]);
    let env = steps_env(&fake, 1, 50);
    env.assistant("Coder");
    env.ok(&["squad", "create", "Team", "-m", "Writer", "-m", "Coder"]);
    let doc = env.run(&["status", "-a", "Writer", "--json"]).json();
    let writer = &doc["owners"][0];
    assert_eq!(writer["skills"], 0);
    assert_eq!(writer["lastEvolution"], json!({"memory": null, "skills": null, "soul": null}));
    assert!(env.ok(&["status", "-a", "Writer"]).contains("    skills: 0  last evolution: never"));
    chat(&env, &["-a", "Writer", "deploy with npm run build and rsync"]).expect_code(0);
    let doc = env.run(&["status", "--json"]).json();
    let owners = doc["owners"].as_array().unwrap();
    let writer = owners.iter().find(|o| o["name"] == "Writer").unwrap();
    assert_eq!(writer["skills"], 1);
    assert_eq!(writer["lastEvolution"]["skills"], "2026-11-29T23:00:00.000Z", "{writer}");
    assert_eq!(writer["lastEvolution"]["soul"], Value::Null);
    let team = owners.iter().find(|o| o["name"] == "Team").unwrap();
    assert_eq!((&team["skills"], &team["lastEvolution"]), (&Value::Null, &Value::Null));
    let text = env.ok(&["status", "-a", "Writer"]);
    assert!(text.contains("    skills: 1  last evolution: "), "{text}");
    assert!(!text.contains("last evolution: never"), "{text}");
}

#[test]
fn one_turn_due_for_every_kind_runs_them_in_the_okbot_apps_order() {
    let patch = r#"{"action":"patch","sections":[{"heading":"Style","body":"- Short answers."}]}"#;
    let memory =
        r#"{"action":"upsert","entries":[{"scope":"global","memory":"Deploys with rsync","expires":null}]}"#;
    let fake =
        FakeLlm::start(vec![openai_text("ok"), openai_text(patch), openai_text(UPSERT), openai_text(memory)]);
    let env = steps_env(&fake, 1, 1);
    set(&env, "maintenance.memoryEveryTurns", "1");
    let run = chat(&env, &["-a", "Writer", "--json", "deploy with npm run build and rsync"]);
    run.expect_code(0);
    assert!(!run.stderr.contains("warning"), "{}", run.stderr);
    let evolution = &run.json()["evolution"];
    assert_eq!(evolution["soul"]["patched"], json!(["Style"]));
    assert_eq!(evolution["skills"]["upserted"], "okbot-deploy-site");
    assert_eq!(evolution["memory"]["added"], 1);
    let systems: Vec<String> = fake.requests()[1..]
        .iter()
        .map(|r| r.json()["messages"][0]["content"].as_str().unwrap().chars().take(40).collect())
        .collect();
    assert!(systems[0].starts_with(SOUL_PROMPT) && systems[1].starts_with(SKILLS_PROMPT), "{systems:?}");
    assert!(systems[2].starts_with("You maintain the long-term memory"), "memory last: {systems:?}");
    let state = env.json_file(&format!("{OWNER}/evolution.json"));
    for kind in ["memory", "skills", "soul"] {
        assert_eq!(state[kind]["turnsSince"], 0, "{kind}: {state}");
    }
}

#[test]
fn secrets_reach_neither_the_step_prompts_nor_the_written_skill_or_persona() {
    let key = "sk-proj-Zx9AbCdEfGhIjKlMnOpQrStUv";
    let upsert = format!(
        r#"{{"action":"upsert","skill":{{"slug":"okbot-call-api","name":"Call the API","description":"Call the API with key {key}","body":"1. export KEY={key}\n2. curl the API"}}}}"#
    );
    let patch =
        format!(r#"{{"action":"patch","sections":[{{"heading":"Keys","body":"- The key is {key}"}}]}}"#);
    let fake = FakeLlm::start(vec![openai_text("ok"), openai_text(&patch), openai_text(&upsert)]);
    let env = steps_env(&fake, 1, 1);
    chat(&env, &["-a", "Writer", &format!("call the API with {key}")]).expect_code(0);
    for i in 1..=2 {
        assert!(!fake.requests()[i].json().to_string().contains("sk-proj"), "request {i}");
    }
    let skill = env.read(&skill_md("okbot-call-api"));
    assert!(skill.contains("curl the API") && !skill.contains("sk-proj"), "{skill}");
    let soul = env.read(&format!("{OWNER}/SOUL.md"));
    assert!(soul.contains("# Keys") && !soul.contains("sk-proj"), "{soul}");
}
