//! README "Locks wait 10 s, in line" and the environment table: `OKBOT_LOCK_WAIT_MS=0` fails at
//! once. A held lock makes the command exit 6 naming the holder's pid, with `hint:` lines, and
//! touch no data.

use crate::common;

use std::fs::{File, OpenOptions};
use std::io::Write;
use std::process::Stdio;
use std::time::Duration;

use common::{Run, TestEnv};

const OWNER: &str = "bot_20261129_001";

/// Take `rel`'s lock as another okbot would: an exclusive `flock` with our pid in the file.
fn hold(env: &TestEnv, rel: &str) -> File {
    let mut file =
        OpenOptions::new().read(true).write(true).create(true).truncate(false).open(env.path(rel)).unwrap();
    file.lock().unwrap();
    file.set_len(0).unwrap();
    writeln!(file, "{:<10}", std::process::id()).unwrap();
    file
}

/// Run `args` while `rel` is held; the lock is let go `release_after` after the command starts
/// (or when the command has ended, if that is sooner).
fn run_while_held(env: &TestEnv, rel: &str, release_after: Duration, args: &[&str]) -> Run {
    let lock = hold(env, rel);
    let child = env
        .std_command(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn okbot");
    let (ended, wait) = std::sync::mpsc::channel::<()>();
    let releaser = std::thread::spawn(move || {
        let _ = wait.recv_timeout(release_after);
        drop(lock);
    });
    let out = child.wait_with_output().unwrap();
    let _ = ended.send(());
    releaser.join().unwrap();
    Run {
        code: out.status.code(),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

fn setup() -> TestEnv {
    let env = TestEnv::initialized();
    assert_eq!(env.assistant("Writer"), OWNER);
    env.say("Writer", "first");
    env
}

#[track_caller]
fn expect_locked(run: &Run, what: &str, lock_rel: &str, env: &TestEnv) {
    let pid = std::process::id();
    run.expect_error(6, "");
    assert_eq!(run.error_line(), format!("okbot: error: {what} is locked by pid {pid}"), "{run:?}");
    let hints: Vec<&str> = run.stderr.lines().skip(1).collect();
    assert_eq!(
        hints,
        [
            "hint: wait for that command to finish and try again".to_string(),
            format!("hint: `ps -p {pid}` shows what holds it"),
            format!("hint: the lock file is `{}`", env.path(lock_rel).display()),
        ],
        "{run:?}"
    );
}

#[test]
fn zero_fails_at_once_on_an_owner_lock_and_touches_nothing() {
    let env = setup();
    env.set_var("OKBOT_LOCK_WAIT_MS", "0");
    let before = env.snapshot();
    let lock = format!("{OWNER}/.lock");
    // The lock is let go after 5 s (half the default wait): a command that waited would get it
    // and succeed.
    let run = run_while_held(
        &env,
        &lock,
        Duration::from_secs(5),
        &["session", "append", "-a", "Writer", "--text", "x"],
    );
    expect_locked(&run, &format!("`{OWNER}`"), &lock, &env);
    before.assert_unchanged(&env.snapshot(), "a command refused by a held lock");
    assert_eq!(env.session_rows(OWNER).len(), 1);
}

#[test]
fn zero_fails_at_once_on_the_root_lock_and_touches_nothing() {
    let env = setup();
    env.set_var("OKBOT_LOCK_WAIT_MS", "0");
    let before = env.snapshot();
    for args in [&["settings", "set", "timezone", "UTC"][..], &["assistant", "create", "Other"][..]] {
        let run = run_while_held(&env, ".lock", Duration::from_secs(5), args);
        expect_locked(&run, "the data root", ".lock", &env);
    }
    before.assert_unchanged(&env.snapshot(), "a command refused by a held lock");
}

#[test]
fn a_locked_exit_is_logged_as_a_failure() {
    let env = setup();
    env.set_var("OKBOT_LOCK_WAIT_MS", "0");
    let run = run_while_held(&env, ".lock", Duration::from_secs(5), &["settings", "set", "timezone", "UTC"]);
    run.expect_code(6);
    let log = common::parse_lines(&env.read("logs/errors-2026-11-29.jsonl"));
    assert_eq!(log.len(), 1, "{log:?}");
    assert_eq!(log[0]["code"], 6);
    assert_eq!(log[0]["command"], "settings");
}

#[test]
fn a_longer_wait_gets_the_lock_once_it_is_let_go() {
    // The same set-up with a wait: the command queues and goes ahead when the holder lets go,
    // which is what `0` must not do.
    let env = setup();
    env.set_var("OKBOT_LOCK_WAIT_MS", "60000");
    let lock = format!("{OWNER}/.lock");
    let run = run_while_held(
        &env,
        &lock,
        Duration::from_millis(500),
        &["session", "append", "-a", "Writer", "--text", "x"],
    );
    run.expect_code(0);
    assert_eq!(env.session_rows(OWNER).len(), 2);
}

#[test]
fn a_new_settings_time_zone_does_not_wait_for_a_busy_owner_whose_jobs_the_next_tick_moves() {
    let env = setup();
    env.ok(&["schedule", "add", "-a", "Writer", "daily 09:00", "morning"]);
    // (A wait for the owner would end in "locked" long before the holder lets go.)
    env.set_var("OKBOT_LOCK_WAIT_MS", "500");
    let run = run_while_held(
        &env,
        &format!("{OWNER}/.lock"),
        Duration::from_secs(30),
        &["settings", "set", "timezone", "Asia/Shanghai"],
    );
    run.expect_code(0);
    assert_eq!(env.ok(&["settings", "get", "timezone"]).trim(), "Asia/Shanghai");
}

#[test]
fn a_lock_wait_that_is_not_whole_milliseconds_is_a_usage_error_as_a_bad_okbot_now_is() {
    let env = setup();
    let before = env.snapshot();
    for bad in ["abc", "-5", "1e9", "2.5", "10s"] {
        env.set_var("OKBOT_LOCK_WAIT_MS", bad);
        // Refused up front, whether or not the command would take a lock.
        for args in
            [&["session", "append", "-a", "Writer", "--text", "x"][..], &["session", "show", "-a", "Writer"]]
        {
            env.run(args).expect_usage_error(
                &format!("OKBOT_LOCK_WAIT_MS is not a whole number of milliseconds: `{bad}`"),
                "or unset OKBOT_LOCK_WAIT_MS for the default 10000",
            );
        }
    }
    before.assert_unchanged(&env.snapshot(), "commands run with a bad lock wait");
    // Blank is unset (as for OKBOT_NOW) and spaces around a number are fine.
    for good in ["", " 200 "] {
        env.set_var("OKBOT_LOCK_WAIT_MS", good);
        env.run(&["session", "append", "-a", "Writer", "--text", "x"]).expect_code(0);
    }
}
