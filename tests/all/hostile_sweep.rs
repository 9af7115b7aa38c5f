//! Hostile data roots and inputs from the robustness sweep: each test is a defect found by
//! attacking the built binary, kept so it stays fixed.

use std::time::Duration;

use crate::support::{Run, TestEnv};

/// Run with a time limit: a command that waits forever fails the test instead of hanging it.
fn run_within(env: &TestEnv, secs: u64, args: &[&str]) -> Run {
    let out = env
        .command(args)
        .timeout(Duration::from_secs(secs))
        .write_stdin(Vec::new())
        .output()
        .expect("run okbot");
    let run = Run::from_output(out);
    assert!(run.code.is_some(), "`okbot {}` did not finish within {secs} s\n{run:?}", args.join(" "));
    run
}

#[test]
fn a_tasks_file_that_is_a_fifo_or_a_link_is_refused_instead_of_hanging_or_followed() {
    let env = TestEnv::initialized();
    let id = env.assistant("Ann");
    let tasks = env.path(&format!("{id}/tasks.jsonl"));
    assert!(std::process::Command::new("mkfifo").arg(&tasks).status().unwrap().success());
    for args in [&["chat", "-a", "Ann", "--model", "offline", "hi"][..], &["context", "show", "-a", "Ann"]] {
        run_within(&env, 10, args).expect_error(1, "tasks.jsonl` is not a plain file");
    }
    let run = run_within(&env, 10, &["status"]);
    run.expect_code(0);
    assert!(run.stderr.contains("tasks.jsonl` is not a plain file"), "{run:?}");

    std::fs::remove_file(&tasks).unwrap();
    std::os::unix::fs::symlink("/etc/passwd", &tasks).unwrap();
    run_within(&env, 10, &["chat", "-a", "Ann", "--model", "offline", "hi"])
        .expect_error(1, "tasks.jsonl` is a symbolic link (to `/etc/passwd`)");
}
