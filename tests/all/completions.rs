//! Dynamic completion (issue #10 item 14): `okbot __complete KIND` lists names and ids from the
//! data root, and the bash script okbot prints offers them after `-a` and where a task,
//! scheduled job or approval request id goes, leaving everything else to clap's completion.

use crate::common;

use std::path::Path;
use std::process::Command;

use common::TestEnv;

/// A root with assistants Writer and Coder, a squad, two tasks and a job of Writer, and one
/// approval request waiting; returns the env and (task ids, job id, request id).
fn root_with_data() -> (TestEnv, Vec<String>, String, String) {
    let env = TestEnv::initialized();
    env.assistant("Writer");
    env.assistant("Coder");
    env.ok(&["squad", "create", "Team", "-m", "Writer:editor", "-m", "Coder:reviewer"]);
    let tasks: Vec<String> = ["Migrate the blog", "Write the report"]
        .iter()
        .map(|title| env.ok(&["task", "add", "-a", "Writer", title]).trim().to_string())
        .collect();
    let job =
        env.ok(&["schedule", "add", "-a", "Writer", "daily 09:00", "water the plants"]).trim().to_string();
    let script = env.home().join("replies.jsonl");
    std::fs::write(
        &script,
        r#"{"tool_calls": [{"name": "manage_schedule", "arguments": {"action": "create", "schedule": "hourly", "prompt": "p"}}]}"#
            .to_string()
            + "\n",
    )
    .unwrap();
    let model = format!("offline:script={}", script.display());
    env.run(&["chat", "-a", "Coder", "--model", &model, "plan"]).expect_code(7);
    let pending = env.ok(&["approvals", "list", "--json"]);
    let pending: serde_json::Value = serde_json::from_str(&pending).unwrap();
    let request = pending[0]["id"].as_str().expect("a request waits").to_string();
    (env, tasks, job, request)
}

fn lines(text: &str) -> Vec<&str> {
    text.lines().collect()
}

#[test]
fn complete_lists_names_and_ids_from_the_data_root() {
    let (env, tasks, job, request) = root_with_data();
    let owners = env.ok(&["__complete", "owners"]);
    assert_eq!(
        lines(&owners),
        ["bot_20261129_002", "Coder", "bot_20261129_001", "Writer", "squad_20261129_001", "Team"]
    );
    assert_eq!(lines(&env.ok(&["__complete", "tasks"])), tasks);
    assert_eq!(lines(&env.ok(&["__complete", "schedules"])), [job.as_str()]);
    assert_eq!(lines(&env.ok(&["__complete", "approvals"])), [request.as_str()]);
    // --root before it, in both spellings.
    let other = TestEnv::initialized();
    let root = env.root_str();
    assert_eq!(other.ok(&["--root", &root, "__complete", "schedules"]), format!("{job}\n"));
    assert_eq!(other.ok(&[&format!("--root={root}"), "__complete", "schedules"]), format!("{job}\n"));
    assert_eq!(other.ok(&["__complete", "schedules"]), "");
}

#[test]
fn complete_is_silent_on_a_missing_root_an_unknown_kind_or_broken_files() {
    let env = TestEnv::new();
    for args in [
        &["__complete", "owners"][..],
        &["__complete", "tasks"],
        &["--root", "/nonexistent/okbot-root", "__complete", "owners"],
        &["__complete", "nonsense"],
    ] {
        let run = env.run(args);
        run.expect_code(0);
        assert_eq!((run.stdout.as_str(), run.stderr.as_str()), ("", ""), "{args:?}");
    }
    // Settings are not read (a damaged settings.json would warn), and a damaged roster gives
    // no candidates rather than an error.
    let env = TestEnv::initialized();
    env.assistant("Writer");
    env.write("settings.json", "{not json");
    let run = env.run(&["__complete", "owners"]);
    assert_eq!((run.stdout.as_str(), run.stderr.as_str()), ("bot_20261129_001\nWriter\n", ""));
    env.write("bots.json", "[oops");
    let run = env.run(&["__complete", "owners"]);
    run.expect_code(0);
    assert_eq!(run.stderr, "");
}

/// What bash completes for the command line `words` (the last word is the one being typed),
/// with the script `okbot completions bash` prints.
fn bash_complete(env: &TestEnv, words: &[&str]) -> Vec<String> {
    let script = env.ok(&["completions", "bash"]);
    let path = env.home().join("okbot.bash");
    std::fs::write(&path, script).unwrap();
    let quoted: Vec<String> = words.iter().map(|w| format!("'{w}'")).collect();
    let cword = words.len() - 1;
    let prev = if cword > 0 { words[cword - 1] } else { "" };
    let program = format!(
        "source '{}'\nCOMP_WORDS=({})\nCOMP_CWORD={cword}\n_okbot_dynamic okbot '{}' '{prev}'\nprintf '%s\\n' \"${{COMPREPLY[@]}}\"\n",
        path.display(),
        quoted.join(" "),
        words[cword],
    );
    let bin = Path::new(env!("CARGO_BIN_EXE_okbot")).parent().unwrap().to_path_buf();
    let out = Command::new("bash")
        .arg("-c")
        .arg(&program)
        .env_clear()
        .env("PATH", format!("{}:{}", bin.display(), std::env::var("PATH").unwrap_or_default()))
        .env("HOME", env.home())
        .env("OKBOT_HOME", env.root())
        .current_dir(env.home())
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8_lossy(&out.stdout).lines().filter(|l| !l.is_empty()).map(str::to_string).collect()
}

#[test]
fn bash_completes_owners_after_dash_a_and_ids_where_they_go() {
    if Command::new("bash").arg("-c").arg("true").status().is_err() {
        return; // no bash on this machine: nothing to drive the script with
    }
    let (env, tasks, job, request) = root_with_data();
    assert_eq!(bash_complete(&env, &["okbot", "chat", "-a", "W"]), ["Writer"]);
    assert_eq!(
        bash_complete(&env, &["okbot", "task", "list", "--assistant", "squad"]),
        ["squad_20261129_001"]
    );
    assert_eq!(bash_complete(&env, &["okbot", "task", "show", ""]), tasks);
    assert_eq!(bash_complete(&env, &["okbot", "-q", "task", "done", "-a", "Writer", ""]), tasks);
    assert_eq!(bash_complete(&env, &["okbot", "schedule", "pause", "sched_"]), [job.as_str()]);
    assert_eq!(bash_complete(&env, &["okbot", "approvals", "allow", ""]), [request.as_str()]);
    // --root on the command line is the root looked in.
    let other = TestEnv::new();
    let root = env.root_str();
    assert_eq!(bash_complete(&other, &["okbot", "--root", &root, "schedule", "resume", ""]), [job.as_str()]);
    // Anywhere else, clap's completion answers: subcommands, and options.
    let subs = bash_complete(&env, &["okbot", "task", ""]);
    assert!(subs.iter().any(|w| w == "show") && subs.iter().any(|w| w == "done"), "{subs:?}");
    let opts = bash_complete(&env, &["okbot", "task", "show", "--"]);
    assert!(opts.iter().any(|w| w == "--json"), "{opts:?}");
}

#[test]
fn the_zsh_and_fish_scripts_call_the_lookup_too() {
    let env = TestEnv::new();
    let zsh = env.ok(&["completions", "zsh"]);
    assert!(zsh.contains("\n_okbot_static() {\n") && zsh.contains("\n_okbot() {\n"), "the wrapper");
    assert!(zsh.contains("__complete $kind") && zsh.contains("_okbot_static \"$@\""));
    assert!(zsh.trim_end().ends_with("compdef _okbot okbot\nfi"), "clap's ending stays last");
    let fish = env.ok(&["completions", "fish"]);
    for kind in ["owners", "tasks", "schedules", "approvals"] {
        assert!(fish.contains(&format!("(okbot __complete {kind} 2>/dev/null)")), "{kind}");
    }
    // elvish and powershell keep clap's static script.
    assert!(!env.ok(&["completions", "elvish"]).contains("__complete"));
}
