//! DESIGN §5 recall (block 5 of the instructions): only durable rows reach a prompt (candidates
//! never do, nor expired rows, nor another assistant's), pinned rows come first, and the block
//! holds at most `memory.recallMaxEntries` rows (and `memory.promptMaxEntries`) and
//! `memory.promptMaxChars` characters. Checked both in the request a chat sends and in
//! `okbot context show`.

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
    let run = env.run(&["context", "show", "-a", "Writer", "--json"]);
    run.expect_code(0);
    let doc = run.json();
    let block = doc["blocks"].as_array().unwrap().iter().find(|b| b["name"] == "memories").cloned();
    let text = block.map(|b| b["text"].as_str().unwrap().to_string()).unwrap_or_default();
    lines_of(&text)
}

/// `- fact` lines after the block's heading, in order.
fn lines_of(text: &str) -> Vec<String> {
    let Some(start) = text.find(BLOCK_HEAD) else { return Vec::new() };
    text[start + BLOCK_HEAD.len()..]
        .lines()
        .skip(1)
        .map_while(|l| l.strip_prefix("- "))
        .map(str::to_string)
        .collect()
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

const EXPECTED: [&str; 4] =
    ["Pinned: call me Sam", "Lives in Lisbon", "Expires next year", "Prefers tea over coffee"];

#[test]
fn only_durable_unexpired_own_and_global_rows_are_recalled_pinned_first() {
    let fake = FakeLlm::start(vec![openai_sse_text(&["hi"])]);
    let env = fake_env(&fake, Api::OpenAi);
    mixed(&env);
    let mut expected: Vec<&str> = EXPECTED.to_vec();
    expected.push("Explicitly durable");
    assert_eq!(shown(&env), expected, "context show");
    assert_eq!(sent(&env, &fake), expected, "the request");
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
    assert_eq!(got.len(), 4, "{got:?}");
    let mut head = got[..2].to_vec();
    head.sort();
    assert_eq!(head, ["Global pinned", "Own pinned"], "pinned first: {got:?}");
    assert_eq!(sent(&env, &fake), got, "the request holds the same block");
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
fn at_most_prompt_max_chars_of_memory() {
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
    let got = shown(&env);
    let chars: usize = got.iter().map(|l| l.chars().count()).sum();
    assert!(chars <= 500, "{chars} characters of memory: {got:?}");
    assert_eq!(got.len(), 3, "three rows of 150 fit in 500: {got:?}");
    assert!(got[0].starts_with("Pinned "), "{got:?}");
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
    assert_eq!(lines_of(&text), ["Lives in Lisbon", "Expires next year"]);
}
