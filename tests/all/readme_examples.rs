//! README examples marked `<!-- example: NAME … -->` … `<!-- /example -->`, run as written:
//! a README edit that breaks one (or a change of behaviour that makes it wrong) fails here.
//!
//! In the marked block, `$ COMMAND` lines are run one by one with `sh` in the test's home
//! folder (the real `okbot` first on PATH, stdin empty, stderr merged into stdout), and the
//! lines up to the next `$` are their exact output. `$ cat FILE` first writes its shown
//! output to FILE (so the file in the README is the file used), and `$ export NAME=VALUE`
//! sets a variable for the later commands. Ids with a random part (`req_…`, `sched_…`) match
//! any id of their kind, the same README id always the same real one.

use std::collections::HashMap;
use std::path::Path;
use std::process::Stdio;

use crate::support::TestEnv;

/// The console block between `<!-- example: NAME` and `<!-- /example -->` in README.md.
fn example(name: &str) -> String {
    let readme = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("README.md"))
        .expect("read README.md");
    let open = format!("<!-- example: {name}");
    let start = readme.find(&open).unwrap_or_else(|| panic!("README.md has no `{open}` marker"));
    let rest = &readme[start..];
    let end = rest.find("<!-- /example -->").expect("the example has an end marker");
    let block = &rest[..end];
    let body = block.split_once("```console\n").expect("the example holds a console block").1;
    body.split_once("```").expect("the console block is closed").0.to_string()
}

/// `(command, expected output)` for each `$ ` line of a console block.
fn steps(block: &str) -> Vec<(String, String)> {
    let mut steps: Vec<(String, String)> = Vec::new();
    for line in block.lines() {
        match line.strip_prefix("$ ") {
            Some(command) => steps.push((command.to_string(), String::new())),
            None => {
                let (_, out) = steps.last_mut().expect("the block starts with a command");
                out.push_str(line);
                out.push('\n');
            }
        }
    }
    steps
}

/// Where ids with a random part (`req_` or `sched_` and 26 ULID characters) are in `text`.
fn random_ids(text: &str) -> Vec<(usize, usize)> {
    let mut found = Vec::new();
    for tag in ["req_", "sched_"] {
        for (at, _) in text.match_indices(tag) {
            let ulid = &text[at + tag.len()..];
            let len = ulid.chars().take_while(|c| c.is_ascii_uppercase() || c.is_ascii_digit()).count();
            let starts_word = text[..at].chars().last().is_none_or(|c| !c.is_ascii_alphanumeric());
            if len == 26 && starts_word {
                found.push((at, at + tag.len() + 26));
            }
        }
    }
    found.sort();
    found
}

/// Compare an output with the README's, ids aside; learn which real id each README id is.
#[track_caller]
fn assert_output(command: &str, expected: &str, actual: &str, ids: &mut HashMap<String, String>) {
    let want = random_ids(expected);
    let got = random_ids(actual);
    let blank = |text: &str, spans: &[(usize, usize)]| {
        let mut out = text.to_string();
        for (start, end) in spans.iter().rev() {
            out.replace_range(start..end, "<ID>");
        }
        out
    };
    assert_eq!(blank(actual, &got), blank(expected, &want), "output of `{command}`");
    for ((ws, we), (gs, ge)) in want.iter().zip(&got) {
        let (readme_id, real_id) = (&expected[*ws..*we], &actual[*gs..*ge]);
        let bound = ids.entry(readme_id.to_string()).or_insert_with(|| real_id.to_string());
        assert_eq!(bound, real_id, "`{command}`: the README's {readme_id} stands for one id");
    }
}

/// Run every step of the example `name` in `env`.
fn run_example(env: &TestEnv, name: &str) {
    let bin_dir = Path::new(env!("CARGO_BIN_EXE_okbot")).parent().unwrap().to_path_buf();
    let path = format!("{}:{}", bin_dir.display(), std::env::var("PATH").unwrap_or_default());
    let mut ids: HashMap<String, String> = HashMap::new();
    let block = example(name);
    let steps = steps(&block);
    assert!(steps.len() >= 3, "the example runs commands: {block}");
    for (command, expected) in steps {
        if let Some(file) = command.strip_prefix("cat ") {
            std::fs::write(env.home().join(file), &expected).unwrap();
        }
        if let Some((key, value)) = command.strip_prefix("export ").and_then(|a| a.split_once('=')) {
            assert_eq!(expected, "", "`{command}` prints nothing");
            env.set_var(key, value);
            continue;
        }
        let mut real = command.clone();
        for (readme_id, real_id) in &ids {
            real = real.replace(readme_id, real_id);
        }
        let out = env
            .shell(&format!("{{ {real}\n}} 2>&1"))
            .env("PATH", &path)
            .stdin(Stdio::null())
            .output()
            .expect("run sh");
        assert!(out.status.success(), "`{command}` (the README adds `echo \"exit $?\"` when it fails)");
        assert_output(&command, &expected, &String::from_utf8_lossy(&out.stdout), &mut ids);
    }
}

#[test]
fn the_readme_approvals_example_parks_a_scripted_call_allows_it_and_resumes() {
    let env = TestEnv::new();
    // The README's clock and assistant: Writer, created on 2026-11-30.
    env.set_var("OKBOT_NOW", "2026-11-30T08:00:00Z");
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

#[test]
fn an_output_differing_from_the_readme_fails_and_ids_must_stay_consistent() {
    let mut ids = HashMap::new();
    let a = "req_01M8MWYMZ5N6TVPEKEQZJPPTY1";
    let b = "req_01M8NTXDM0ZAWZ68JX36X53PB4";
    assert_output("x", &format!("ok {a}\n"), &format!("ok {b}\n"), &mut ids);
    assert_eq!(ids[a], b);
    let wrong_text = std::panic::catch_unwind(|| {
        assert_output("x", "exit 7\n", "exit 0\n", &mut HashMap::new());
    });
    assert!(wrong_text.is_err());
    let other_id = std::panic::catch_unwind(move || {
        let mut ids = ids;
        assert_output("x", &format!("{a}\n"), "req_01M8NTXDM0AAAAAAAAAAAAAAAA\n", &mut ids);
    });
    assert!(other_id.is_err(), "one README id is one real id");
    assert_eq!(random_ids("xreq_01M8MWYMZ5N6TVPEKEQZJPPTY1 sched_01M8MWYMZ5"), vec![]);
}
