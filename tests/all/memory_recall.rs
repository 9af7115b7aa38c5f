//! DESIGN §5.3 recall (block 5 of the instructions): only durable rows reach a prompt (candidates
//! never do, nor expired rows, nor another assistant's), pinned rows come first in their section,
//! then the rows most relevant to the new message and the recent buffer (English and Chinese),
//! and the block holds at most `memory.recallMaxEntries` rows (and `memory.promptMaxEntries`) and
//! `memory.promptMaxChars` characters, the rest folded into one row. Recalled rows get a hit.
//! Checked both in the request a chat sends and in `okbot context show`.

use crate::common;
use crate::support::chat as chat_support;
use crate::support::fake_llm;

use chat_support::*;
use common::TestEnv;
use fake_llm::*;
use serde_json::{Value, json};

const HEAD: &str = "# OkBot Memory\n# one JSON per line: id / bot_id / memory / expires (ISO or null)\n";
const BLOCK_HEAD: &str = "What you remember about the user:";

fn row(id: &str, bot: Option<&str>, memory: &str, extra: Value) -> Value {
    let mut r = json!({"id": id, "bot_id": bot, "memory": memory, "expires": null});
    for (k, v) in extra.as_object().unwrap() {
        r[k] = v.clone();
    }
    r
}

fn write_memory(env: &TestEnv, rel: &str, rows: &[Value]) {
    env.write(rel, format!("{HEAD}{}", rows.iter().map(|r| format!("{r}\n")).collect::<String>()));
}

/// The remembered lines of the memories block in `context show --json` (empty when absent).
fn shown(env: &TestEnv) -> Vec<String> {
    lines_of(&block_text(env, "Writer"))
}

/// The memories of the block, in order (section by section), as their bare text: `- [id] 📌 text
/// (expires …)` gives `text`; the fold row gives `(earlier memories folded: …)`.
fn lines_of(text: &str) -> Vec<String> {
    let Some(start) = text.find(BLOCK_HEAD) else { return Vec::new() };
    text[start + BLOCK_HEAD.len()..]
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with("### "))
        .map_while(|l| l.strip_prefix("- "))
        .map(|l| {
            let l = match l.strip_prefix('[') {
                Some(rest) => rest.split_once("] ").map_or(rest, |(_, t)| t),
                None => l,
            };
            let l = l.strip_prefix("📌 ").unwrap_or(l);
            l.split(" (expires ").next().unwrap().to_string()
        })
        .collect()
}

/// The section headings of the block, in order.
fn sections(text: &str) -> Vec<String> {
    text.lines().filter_map(|l| l.strip_prefix("### ")).map(str::to_string).collect()
}

/// The memories block of `context show --json`.
fn block_text(env: &TestEnv, owner: &str) -> String {
    let run = env.run(&["context", "show", "-a", owner, "--json"]);
    run.expect_code(0);
    let doc = run.json();
    let block = doc["blocks"].as_array().unwrap().iter().find(|b| b["name"] == "memories").cloned();
    block.map(|b| b["text"].as_str().unwrap().to_string()).unwrap_or_default()
}

fn sorted(mut v: Vec<String>) -> Vec<String> {
    v.sort();
    v
}

/// The memory lines of the system text of a chat's first request.
fn sent(env: &TestEnv, fake: &FakeLlm) -> Vec<String> {
    chat(env, &["-a", "Writer", "hello"]).expect_code(0);
    let body = fake.requests().last().expect("a request").json();
    lines_of(&system_text(&body, Api::OpenAi))
}

/// An assistant `Writer` with global and own memories of every kind, and a second assistant
/// with its own.
fn mixed(env: &TestEnv) {
    assert_eq!(env.assistant("Writer"), OWNER);
    let other = env.assistant("Other");
    write_memory(
        env,
        "memory.md",
        &[
            row("mem_g1", None, "Lives in Lisbon", json!({})),
            row("mem_g2", None, "Candidate in memory.md", json!({"status": "candidate"})),
            row("mem_g3", None, "Expired last month", json!({"expires": "2026-10-01T00:00:00.000Z"})),
            row("mem_g4", None, "Expires next year", json!({"expires": "2027-06-01T00:00:00.000Z"})),
        ],
    );
    write_memory(
        env,
        &format!("{OWNER}/memory.md"),
        &[
            row("mem_b1", Some(OWNER), "Prefers tea over coffee", json!({})),
            row("mem_b2", Some(OWNER), "Pinned: call me Sam", json!({"pinned": true})),
            row("mem_b3", Some(OWNER), "Explicitly durable", json!({"status": "durable"})),
        ],
    );
    env.write(
        &format!("{OWNER}/memory-candidates.jsonl"),
        format!(
            "{}\n",
            json!({"id": "mem_c1", "bot_id": OWNER, "memory": "Only a candidate", "expires": null,
                   "createdAt": "2026-11-29T22:00:00.000Z", "source": "extraction"})
        ),
    );
    write_memory(
        env,
        &format!("{other}/memory.md"),
        &[row("mem_o1", Some(&other), "Other's secret", json!({}))],
    );
}

#[test]
fn only_durable_unexpired_own_and_global_rows_are_recalled_pinned_first() {
    let fake = FakeLlm::start(vec![openai_sse_text(&["hi"])]);
    let env = fake_env(&fake, Api::OpenAi);
    mixed(&env);
    let expected = [
        "Expires next year",
        "Explicitly durable",
        "Lives in Lisbon",
        "Pinned: call me Sam",
        "Prefers tea over coffee",
    ];
    let got = shown(&env);
    assert_eq!(sorted(got.clone()), expected, "context show: {got:?}");
    let text = block_text(&env, "Writer");
    assert_eq!(sections(&text), ["Global memory", "This assistant's memory"], "{text}");
    let own = &text[text.find("### This assistant's memory").unwrap()..];
    assert_eq!(lines_of(&format!("{BLOCK_HEAD}\n{own}"))[0], "Pinned: call me Sam", "pinned first: {text}");
    assert!(text.contains("- [mem_b2] 📌 Pinned: call me Sam"), "{text}");
    assert!(text.contains("(expires 2027-06-01T00:00:00.000Z)"), "{text}");
    let body_lines = sent(&env, &fake);
    assert_eq!(body_lines, got, "the request carries the same block");
    let body = fake.requests().last().unwrap().json().to_string();
    for never in ["Candidate in memory.md", "Expired last month", "Only a candidate", "Other's secret"] {
        assert!(!body.contains(never), "{never:?} reached the request");
    }
}

#[test]
fn pinned_rows_come_first_wherever_they_are_in_the_files() {
    let fake = FakeLlm::start(vec![openai_sse_text(&["hi"])]);
    let env = fake_env(&fake, Api::OpenAi);
    assert_eq!(env.assistant("Writer"), OWNER);
    write_memory(
        &env,
        "memory.md",
        &[
            row("mem_g1", None, "Global plain", json!({})),
            row("mem_g2", None, "Global pinned", json!({"pinned": true})),
        ],
    );
    write_memory(
        &env,
        &format!("{OWNER}/memory.md"),
        &[
            row("mem_b1", Some(OWNER), "Own plain", json!({})),
            row("mem_b2", Some(OWNER), "Own pinned", json!({"pinned": true})),
        ],
    );
    let got = shown(&env);
    assert_eq!(got, ["Global pinned", "Global plain", "Own pinned", "Own plain"], "pinned first per section");
    assert_eq!(sent(&env, &fake), got, "the request holds the same block");
}

/// A tea fact hidden among 29 others, and a Chinese one.
fn haystack(env: &TestEnv) {
    assert_eq!(env.assistant("Writer"), OWNER);
    let mut rows: Vec<Value> = (1..=28)
        .map(|i| {
            row(
                &format!("mem_{i:02}"),
                Some(OWNER),
                &format!("Plain fact number {i:02} about work"),
                json!({}),
            )
        })
        .collect();
    rows.insert(7, row("mem_tea", Some(OWNER), "Prefers green tea in the morning", json!({})));
    rows.insert(19, row("mem_zh", Some(OWNER), "用户住在上海，每天骑车上班", json!({})));
    write_memory(env, &format!("{OWNER}/memory.md"), &rows);
    set(env, "memory.recallMaxEntries", "3");
}

#[test]
fn the_rows_most_relevant_to_the_new_message_are_recalled_in_english_and_chinese() {
    let fake = FakeLlm::start(vec![openai_sse_text(&["ok"]), openai_sse_text(&["好"])]);
    let env = fake_env(&fake, Api::OpenAi);
    haystack(&env);
    chat(&env, &["-a", "Writer", "Which tea should I brew this morning?"]).expect_code(0);
    let first = lines_of(&system_text(&fake.body_json(0), Api::OpenAi));
    assert_eq!(first.len(), 3, "{first:?}");
    assert_eq!(first[0], "Prefers green tea in the morning", "{first:?}");
    chat(&env, &["-a", "Writer", "我明天还要骑车去上海的公司吗？"]).expect_code(0);
    let second = lines_of(&system_text(&fake.body_json(1), Api::OpenAi));
    assert_eq!(second[0], "用户住在上海，每天骑车上班", "{second:?}");
}

#[test]
fn recalled_rows_get_a_hit_and_rows_that_only_fill_do_not() {
    let fake = FakeLlm::start(vec![openai_sse_text(&["ok"]), openai_sse_text(&["ok"])]);
    let env = fake_env(&fake, Api::OpenAi);
    haystack(&env);
    chat(&env, &["-a", "Writer", "Which tea should I brew this morning?"]).expect_code(0);
    let meta = env.json_file(&format!("{OWNER}/memory.meta.json"));
    assert_eq!(meta["mem_tea"]["hits"], 1, "{meta:#}");
    assert!(meta["mem_tea"]["lastHitAt"].is_string(), "{meta:#}");
    assert!(meta.get("mem_zh").is_none_or(|m| m["hits"] == 0), "not recalled: {meta:#}");
    // Fill rows ride along without earning a hit.
    let hit: Vec<&String> = meta
        .as_object()
        .unwrap()
        .iter()
        .filter(|(_, v)| v["hits"].as_u64() > Some(0))
        .map(|(k, _)| k)
        .collect();
    assert_eq!(hit, ["mem_tea"], "{meta:#}");
    chat(&env, &["-a", "Writer", "And green tea again tomorrow morning?"]).expect_code(0);
    let meta = env.json_file(&format!("{OWNER}/memory.meta.json"));
    assert_eq!(meta["mem_tea"]["hits"], 2, "{meta:#}");
    // memory.md keeps OkBot's five fields.
    let md = env.read(&format!("{OWNER}/memory.md"));
    assert!(!md.contains("hits"), "{md}");
}

#[test]
fn at_most_recall_max_entries_rows_pinned_kept() {
    let fake = FakeLlm::start(vec![openai_sse_text(&["hi"])]);
    let env = fake_env(&fake, Api::OpenAi);
    assert_eq!(env.assistant("Writer"), OWNER);
    let mut rows: Vec<Value> = (1..=30)
        .map(|i| row(&format!("mem_{i:02}"), Some(OWNER), &format!("Plain fact {i:02}"), json!({})))
        .collect();
    rows.push(row("mem_p", Some(OWNER), "The pinned fact", json!({"pinned": true})));
    write_memory(&env, &format!("{OWNER}/memory.md"), &rows);

    // Default: 16 rows, the pinned one first.
    let got = shown(&env);
    assert_eq!(got.len(), 16, "{got:?}");
    assert_eq!(got[0], "The pinned fact");

    set(&env, "memory.recallMaxEntries", "3");
    let got = shown(&env);
    assert_eq!(got.len(), 3, "{got:?}");
    assert_eq!(got[0], "The pinned fact");
    assert_eq!(sent(&env, &fake), got);

    // promptMaxEntries caps too (its least is 5).
    set(&env, "memory.recallMaxEntries", "200");
    set(&env, "memory.promptMaxEntries", "5");
    assert_eq!(shown(&env).len(), 5);

    // 0 recalls nothing: no block at all.
    set(&env, "memory.recallMaxEntries", "0");
    assert_eq!(shown(&env), Vec::<String>::new());
    let run = env.run(&["context", "show", "-a", "Writer"]);
    assert!(!run.stdout.contains(BLOCK_HEAD), "{run:?}");
}

#[test]
fn at_most_prompt_max_chars_of_memory_the_rest_folded_into_one_row() {
    let fake = FakeLlm::start(vec![openai_sse_text(&["hi"])]);
    let env = fake_env(&fake, Api::OpenAi);
    assert_eq!(env.assistant("Writer"), OWNER);
    // Ten facts of 150 characters each; the least cap is 500.
    let fact = |i: usize| format!("Fact {i:02} {}", "x".repeat(142));
    let mut rows: Vec<Value> =
        (1..=10).map(|i| row(&format!("mem_{i:02}"), Some(OWNER), &fact(i), json!({}))).collect();
    rows.push(row("mem_p", Some(OWNER), &format!("Pinned {}", "y".repeat(143)), json!({"pinned": true})));
    write_memory(&env, &format!("{OWNER}/memory.md"), &rows);
    assert_eq!(fact(1).chars().count(), 150);

    set(&env, "memory.promptMaxChars", "500");
    let text = block_text(&env, "Writer");
    let rows_text = &text[text.find("\n- ").unwrap() + 1..];
    let chars: usize = rows_text.lines().filter(|l| l.starts_with("- ")).map(|l| l.chars().count() + 1).sum();
    assert!(chars <= 500, "{chars} characters of memory: {text}");
    let got = lines_of(&text);
    assert!(got[0].starts_with("Pinned "), "{got:?}");
    let fold = got.last().unwrap();
    assert!(fold.starts_with("(earlier memories folded: Fact "), "the rest is folded: {got:?}");
    assert_eq!(sent(&env, &fake), got);

    // With the default 4 000 all eleven fit.
    set(&env, "memory.promptMaxChars", "4000");
    assert_eq!(shown(&env).len(), 11);
}

#[test]
fn a_squad_sees_only_global_memories() {
    let env = TestEnv::initialized();
    mixed(&env);
    env.ok(&["squad", "create", "Team", "--member", "Writer", "--member", "Other"]);
    let run = env.run(&["context", "show", "-a", "Team", "--json"]);
    run.expect_code(0);
    let doc = run.json();
    let text = doc["blocks"].as_array().unwrap().iter().find(|b| b["name"] == "memories").unwrap()["text"]
        .as_str()
        .unwrap()
        .to_string();
    assert_eq!(sorted(lines_of(&text)), ["Expires next year", "Lives in Lisbon"]);
}

#[test]
fn memory_recall_prints_exactly_the_block_the_next_request_carries_and_why_without_a_hit() {
    let fake = FakeLlm::start(vec![openai_sse_text(&["ok"])]);
    let env = fake_env(&fake, Api::OpenAi);
    haystack(&env);
    let message = "Which tea should I brew this morning?";
    let run = env.run(&["memory", "recall", "-a", "Writer", "--query", message, "--json"]);
    run.expect_code(0);
    let doc = run.json();
    assert_eq!(doc["query"], message);
    assert_eq!(doc["maxEntries"], 3);
    assert_eq!(doc["durables"], 30);
    assert_eq!(doc["picks"][0]["id"], "mem_tea", "{doc:#}");
    assert_eq!(doc["picks"][0]["why"], "relevant");
    assert!(doc["picks"][0]["score"].as_f64().unwrap() > 0.0);
    assert_eq!(doc["picks"].as_array().unwrap().len(), 3);
    assert!(!env.exists(&format!("{OWNER}/memory.meta.json")), "recall changes nothing");

    // `context show --message` ranks against the same message.
    let shown = env.run(&["context", "show", "-a", "Writer", "--message", message, "--json"]).json();
    let block =
        shown["blocks"].as_array().unwrap().iter().find(|b| b["name"] == "memories").unwrap()["text"].clone();
    assert_eq!(block, doc["block"]);
    // And the request of the chat turn carries it byte for byte.
    chat(&env, &["-a", "Writer", message]).expect_code(0);
    let system = system_text(&fake.body_json(0), Api::OpenAi);
    assert!(system.contains(doc["block"].as_str().unwrap()), "{system}");

    let human = env.run(&["memory", "recall", "-a", "Writer", "--query", message]);
    human.expect_code(0);
    assert!(human.stdout.contains("relevant"), "{}", human.stdout);
    assert!(human.stdout.contains("the block, as the next request carries it:"), "{}", human.stdout);
    assert!(human.stdout.contains("- [mem_tea] Prefers green tea in the morning"), "{}", human.stdout);
}

#[test]
fn memory_recall_never_shows_candidates_or_expired_rows() {
    let env = TestEnv::initialized();
    mixed(&env);
    let doc = env
        .run(&["memory", "recall", "-a", "Writer", "--query", "candidate expired secret", "--json"])
        .json();
    let text = doc.to_string();
    for never in ["Candidate in memory.md", "Expired last month", "Only a candidate", "Other's secret"] {
        assert!(!text.contains(never), "{never:?}: {doc:#}");
    }
    assert_eq!(doc["expired"], 1, "{doc:#}");
}
