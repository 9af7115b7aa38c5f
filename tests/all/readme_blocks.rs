//! Every ```console block in README.md is run by a test or says why it cannot be (issue #10):
//!
//! - `<!-- example: NAME (…) -->` before the block and `<!-- /example -->` after it: the block
//!   is run as written, its output compared exactly (see [`run_example`]); a test here runs
//!   each NAME.
//! - `<!-- not run: REASON -->` before the block: it cannot run in a test, and REASON says why
//!   (it needs a network, cron, a real key, or writes outside the test's home).
//!
//! A block with neither marker fails [`every_console_block_is_run_or_says_why_not`].
//!
//! Running a block: each `$ COMMAND` line is run with `sh` in the test's home folder (the real
//! `okbot` first on PATH, stdin empty, stderr merged into stdout, the clock pinned by the
//! example's test), and the lines up to the next `$` are its exact output. The test's home
//! folder is shown as `/home/me`. `$ export NAME=VALUE` sets a variable for the later commands.
//! Ids keep their time part (the README's clock) but their random part matches any real one,
//! the same README id always standing for the same real id.

use crate::common;

use std::collections::HashMap;
use std::path::Path;
use std::process::Stdio;

use common::TestEnv;

/// How a console block is marked.
#[derive(Debug, PartialEq)]
enum Mark {
    /// `<!-- example: NAME … -->`: run by a test.
    Example(String),
    /// `<!-- not run: REASON -->`.
    NotRun(String),
    Unmarked,
}

/// One console block: the README line of its fence, its mark, its text.
#[derive(Debug)]
struct Block {
    line: usize,
    mark: Mark,
    body: String,
}

/// The examples run here.
const RUN_HERE: &[&str] = &[
    "init",
    "assistants",
    "persona",
    "squads",
    "tasks",
    "notes",
    "schedules",
    "sessions",
    "settings",
    "approvals",
    "skills",
];

fn readme() -> String {
    std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("README.md")).expect("read README.md")
}

/// Every console block of a Markdown text, with the marker on the last non-blank line before
/// its fence.
fn blocks(text: &str) -> Vec<Block> {
    let lines: Vec<&str> = text.lines().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        if lines[i].trim_end() != "```console" {
            i += 1;
            continue;
        }
        let before = lines[..i].iter().rev().find(|l| !l.trim().is_empty()).map_or("", |l| l.trim());
        let mark = if let Some(rest) = before.strip_prefix("<!-- example: ") {
            Mark::Example(rest.split_whitespace().next().unwrap_or("").trim_end_matches("-->").to_string())
        } else if let Some(rest) = before.strip_prefix("<!-- not run:") {
            Mark::NotRun(rest.trim_end_matches("-->").trim().to_string())
        } else {
            Mark::Unmarked
        };
        let end = (i + 1..lines.len()).find(|&j| lines[j].starts_with("```")).expect("the block is closed");
        let body: String = lines[i + 1..end].iter().map(|l| format!("{l}\n")).collect();
        out.push(Block { line: i + 1, mark, body });
        i = end + 1;
    }
    out
}

/// The problems with the marks: unmarked blocks, reasons too short to say anything, examples
/// no test runs, examples a test expects but the README lacks.
fn mark_problems(text: &str) -> Vec<String> {
    let mut problems = Vec::new();
    let mut seen = Vec::new();
    for block in blocks(text) {
        match &block.mark {
            Mark::Unmarked => problems.push(format!(
                "README.md line {}: a console block with no `<!-- example: NAME -->` or `<!-- not run: REASON -->` \
                 marker",
                block.line
            )),
            Mark::NotRun(reason) if reason.split_whitespace().count() < 3 => {
                problems.push(format!("README.md line {}: say why the block cannot run", block.line))
            }
            Mark::NotRun(_) => {}
            Mark::Example(name) => {
                if !RUN_HERE.contains(&name.as_str()) {
                    problems.push(format!("README.md line {}: no test runs the example `{name}`", block.line));
                }
                if !text.contains(&format!("<!-- example: {name}")) || !block.body.contains("$ ") {
                    problems.push(format!("README.md line {}: the example `{name}` runs no command", block.line));
                }
                seen.push(name.clone());
            }
        }
    }
    for name in RUN_HERE {
        if !seen.iter().any(|s| s == name) {
            problems.push(format!("README.md has no example `{name}`"));
        }
    }
    problems
}

#[test]
fn every_console_block_is_run_or_says_why_not() {
    let problems = mark_problems(&readme());
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn an_unmarked_block_or_an_empty_reason_is_found() {
    let text = "a\n\n```console\n$ okbot init\n```\n<!-- not run: -->\n```console\n$ x\n```\n";
    let problems = mark_problems(text);
    assert!(problems.iter().any(|p| p.contains("line 3: a console block with no")), "{problems:?}");
    assert!(problems.iter().any(|p| p.contains("line 7: say why")), "{problems:?}");
    assert!(problems.iter().any(|p| p.contains("no example `init`")), "{problems:?}");
    let marked = blocks("<!-- example: init (x) -->\n```console\n$ okbot init\n/x\n```\n<!-- /example -->\n");
    assert_eq!(marked[0].mark, Mark::Example("init".into()));
    assert_eq!(marked[0].body, "$ okbot init\n/x\n");
}

/// `(command, expected output)` for each `$ ` line of a console block. A command line that
/// ends with `\\` or `|` goes on on the next line.
fn steps(block: &str) -> Vec<(String, String)> {
    let mut steps: Vec<(String, String)> = Vec::new();
    let mut open = false;
    for line in block.lines() {
        if open {
            let (command, _) = steps.last_mut().expect("a command goes on");
            command.push('\n');
            command.push_str(line);
            open = line.ends_with('\\') || line.ends_with('|');
            continue;
        }
        match line.strip_prefix("$ ") {
            Some(command) => {
                open = command.ends_with('\\') || command.ends_with('|');
                steps.push((command.to_string(), String::new()));
            }
            None => {
                let (_, out) = steps.last_mut().expect("the block starts with a command");
                out.push_str(line);
                out.push('\n');
            }
        }
    }
    steps
}

/// Where the random parts of ids are in `text`: the 16 characters after a ULID's time part,
/// in `req_`, `sched_`, `msg_`, `evt_`, `run_` ids and in bare task ids.
fn random_parts(text: &str) -> Vec<(usize, usize)> {
    let bytes = text.as_bytes();
    let ulid_char = |b: u8| b.is_ascii_digit() || (b.is_ascii_uppercase() && !b"ILOU".contains(&b));
    let mut found = Vec::new();
    let mut at = 0;
    while at + 26 <= bytes.len() {
        let starts_word = at == 0 || !(bytes[at - 1].is_ascii_alphanumeric());
        let after = bytes.get(at + 26).copied();
        if bytes[at] == b'0'
            && bytes[at + 1] == b'1'
            && bytes[at..at + 26].iter().all(|&b| ulid_char(b))
            && after.is_none_or(|b| !b.is_ascii_alphanumeric())
        {
            let tagged = ["req_", "sched_", "msg_", "evt_", "run_"].iter().any(|t| text[..at].ends_with(t));
            if starts_word || tagged {
                found.push((at + 10, at + 26));
                at += 26;
                continue;
            }
        }
        at += 1;
    }
    found
}

/// Compare an output with the README's, random id parts aside; learn which real id each README
/// id is.
#[track_caller]
fn assert_output(command: &str, expected: &str, actual: &str, ids: &mut HashMap<String, String>) {
    let want = random_parts(expected);
    let got = random_parts(actual);
    let blank = |text: &str, spans: &[(usize, usize)]| {
        let mut out = text.to_string();
        for (start, end) in spans.iter().rev() {
            out.replace_range(start..end, "<RANDOM>");
        }
        out
    };
    assert_eq!(blank(actual, &got), blank(expected, &want), "output of `{command}`");
    for ((ws, we), (gs, ge)) in want.iter().zip(&got) {
        let (readme_id, real_id) = (&expected[ws - 10..*we], &actual[gs - 10..*ge]);
        let bound = ids.entry(readme_id.to_string()).or_insert_with(|| real_id.to_string());
        assert_eq!(bound, real_id, "`{command}`: the README's {readme_id} stands for one id");
    }
}

#[test]
fn an_output_differing_from_the_readme_fails_and_ids_keep_their_time() {
    let mut ids = HashMap::new();
    let a = "sched_01M8MWYMZ5N6TVPEKEQZJPPTY1";
    let b = "sched_01M8MWYMZ5ZAWZ68JX36X53PB4";
    assert_output("x", &format!("ok {a}\n"), &format!("ok {b}\n"), &mut ids);
    assert_eq!(ids["01M8MWYMZ5N6TVPEKEQZJPPTY1"], "01M8MWYMZ5ZAWZ68JX36X53PB4");
    for (want, got) in
        [("exit 7\n", "exit 0\n"), (&format!("{a}\n") as &str, "sched_01M8NTXDM0ZAWZ68JX36X53PB4\n")]
    {
        let (want, got) = (want.to_string(), got.to_string());
        let wrong = std::panic::catch_unwind(move || assert_output("x", &want, &got, &mut HashMap::new()));
        assert!(wrong.is_err(), "another text or another time part fails");
    }
    let other_id = std::panic::catch_unwind(move || {
        let mut ids = ids;
        assert_output("x", &format!("{a}\n"), "sched_01M8MWYMZ5AAAAAAAAAAAAAAAA\n", &mut ids);
    });
    assert!(other_id.is_err(), "one README id is one real id");
    assert_eq!(random_parts("x01M8MWYMZ5N6TVPEKEQZJPPTY1 01M8N4"), vec![]);
    assert_eq!(random_parts("01M8N4V4J72PP7P120ZYEFEBKH\t"), vec![(10, 26)]);
}

/// The console block of the example `name`.
fn example(name: &str) -> String {
    let block = blocks(&readme())
        .into_iter()
        .find(|b| b.mark == Mark::Example(name.to_string()))
        .unwrap_or_else(|| panic!("README.md has no example `{name}`"));
    block.body
}

/// Run every step of the example `name` in `env`.
fn run_example(env: &TestEnv, name: &str) {
    let bin_dir = Path::new(env!("CARGO_BIN_EXE_okbot")).parent().unwrap().to_path_buf();
    let path = format!("{}:{}", bin_dir.display(), std::env::var("PATH").unwrap_or_default());
    let home = env.home().display().to_string();
    let mut ids: HashMap<String, String> = HashMap::new();
    let steps = steps(&example(name));
    assert!(!steps.is_empty(), "the example `{name}` runs commands");
    for (command, expected) in steps {
        // `cat FILE` shows a file the example relies on: the test writes it first.
        if let Some(file) = command.strip_prefix("cat ") {
            std::fs::write(env.home().join(file), &expected).unwrap();
        }
        if let Some((key, value)) = command.strip_prefix("export ").and_then(|a| a.split_once('=')) {
            assert_eq!(expected, "", "`{command}` prints nothing");
            env.set_var(key, value);
            continue;
        }
        let mut real = command.replace("/home/me", &home);
        for (readme_id, real_id) in &ids {
            real = real.replace(readme_id, real_id);
        }
        let out = env
            .shell(&format!("{{ {real}\n}} 2>&1"))
            .env("PATH", &path)
            .stdin(Stdio::null())
            .output()
            .expect("run sh");
        let actual = String::from_utf8_lossy(&out.stdout).replace(&home, "/home/me");
        if std::env::var_os("README_SHOW").is_some() {
            eprintln!("$ {command}\n{actual}");
            continue;
        }
        assert!(
            out.status.success(),
            "`{command}` failed (the README adds `; echo \"exit $?\"` when it fails)\n{actual}"
        );
        assert_output(&command, &expected, &actual, &mut ids);
    }
}

/// A fresh home at `now` (the data root not created yet).
fn env_at(now: &str) -> TestEnv {
    let env = TestEnv::new();
    env.set_var("OKBOT_NOW", now);
    env
}

#[test]
fn readme_init() {
    run_example(&env_at("2026-11-29T23:48:27.864Z"), "init");
}

#[test]
fn readme_assistants() {
    let env = env_at("2026-11-29T23:48:27.864Z");
    env.ok(&["init"]);
    run_example(&env, "assistants");
}

#[test]
fn readme_persona() {
    let env = env_at("2026-11-29T23:48:27.864Z");
    env.ok(&["init"]);
    run_example(&env, "persona");
}

#[test]
fn readme_squads() {
    let env = env_at("2026-11-29T23:48:27.864Z");
    env.ok(&["init"]);
    env.assistant("Writer");
    env.assistant("Coder");
    env.assistant("Critic"); // the assistants the block names
    run_example(&env, "squads");
}

#[test]
fn readme_tasks() {
    let env = env_at("2026-11-30T02:34:16.519Z");
    env.ok(&["init"]);
    env.assistant("Writer");
    run_example(&env, "tasks");
}

#[test]
fn readme_notes() {
    let env = env_at("2026-11-30T09:15:00.000Z");
    env.ok(&["init"]);
    env.assistant("Writer");
    run_example(&env, "notes");
}

#[test]
fn readme_skills() {
    let env = env_at("2026-11-30T02:34:16.519Z");
    env.ok(&["init"]);
    env.assistant("Writer");
    run_example(&env, "skills");
}

#[test]
fn readme_sessions() {
    let env = env_at("2026-11-29T23:48:31.281Z");
    env.ok(&["init"]);
    env.assistant("Writer");
    run_example(&env, "sessions");
}

#[test]
fn readme_schedules() {
    let env = env_at("2026-11-30T08:59:30Z");
    env.ok(&["init"]);
    env.assistant("Writer");
    run_example(&env, "schedules");
}

#[test]
fn readme_settings() {
    let env = env_at("2026-11-30T08:00:00Z");
    env.ok(&["init"]);
    run_example(&env, "settings");
}

#[test]
fn readme_approvals() {
    // The README's clock and assistant: Writer, created on 2026-11-30.
    let env = env_at("2026-11-30T08:00:00Z");
    env.ok(&["init"]);
    assert_eq!(env.assistant("Writer"), "bot_20261130_001");
    run_example(&env, "approvals");
    // What the example says happened did happen: one job, nothing left waiting.
    let jobs = env.read("bot_20261130_001/schedules.jsonl");
    assert_eq!(jobs.lines().count(), 1, "{jobs}");
    assert!(jobs.contains("Plan my day"), "{jobs}");
    assert_eq!(env.ok(&["approvals", "list", "--json"]).trim(), "[]");
    assert_eq!(env.json_file("bot_20261130_001/offline-script.json")["next"], 2);
}
